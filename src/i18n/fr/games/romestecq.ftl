# Le Romestecq : tous les messages qui nomment ce jeu, sa page de règles (rules-romestecq-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Le Romestecq.
romestecq-option-points = Points de la partie
romestecq-option-points-help = 36 à six joueurs, 21 à deux ou à quatre.
romestecq-points-21 = 21 points
romestecq-points-36 = 36 points
romestecq-option-stake = Enjeu de la partie
romestecq-option-stake-help = Ce que chaque joueur du côté perdant paie à son vis-à-vis.
romestecq-option-sides = Côtés
romestecq-option-sides-help = Les deux côtés à quatre ou six joueurs ; à quatre, l’associé de celui qui donne est à sa droite.
romestecq-option-low-triche = Une basse triche
romestecq-option-low-triche-help = Trois cartes d’un rang au-dessous des Rois ; le livre n’en donne pas la valeur, on la lit comme une Rome.
romestecq-combo = { $combo ->
    [double_ningre] double Ningre
    [triche] triche
    [village] village
    [double_rome] double Rome
   *[rome] Rome
}
romestecq-penalty = { $kind ->
    [turned_adverse_card] celui qui donne a tourné une carte de l’adversaire (loi I)
    [faced_card] une carte retournée dans le jeu (loi II)
    [changed_deal] la manière de donner changée (loi III)
    [six_cards_dealt] six cartes données (loi IV)
   *[played_out_of_turn] a joué avant son tour (loi V)
}
romestecq-field-claim-side = Combinaison { $n } : côté
romestecq-field-claim-combo = Combinaison { $n } : laquelle
romestecq-field-claim-rank = Combinaison { $n } : rang (A+K pour un double Ningre)
romestecq-field-claim-gruged = Combinaison { $n } : grugée
romestecq-field-stecq = Stecq (dernière levée)
romestecq-group-faults = Fautes et virlicque
romestecq-field-penalty-side = Faute { $n } : côté
romestecq-field-penalty-kind = Faute { $n } : laquelle
romestecq-field-virlicque-side = Virlicque : côté
romestecq-field-virlicque-rank = Virlicque : rang
romestecq-field-loses-side = Perd la partie : côté
romestecq-field-loses-reason = Perd la partie : pourquoi
romestecq-bad-rank = « { $got } » n’est pas un rang (A K Q J 10 9 8 7 6)
romestecq-ningre-ranks = un double Ningre nomme deux rangs, p. ex. A+K
romestecq-double-rome = une double Rome est d’As ou de Rois ; une autre paire est une Rome
romestecq-players = le Romestecq se joue à deux, quatre ou six
romestecq-two-sides = le Romestecq se joue par deux côtés
romestecq-event-loses = Un côté perd la partie
romestecq-event-loses-help = Une renonce, une combinaison comptée qu’on n’avait pas, jouer avec six cartes, un jeton effacé de trop, des marques comptées qu’on n’avait pas (lois VI-X) : l’autre côté gagne aussitôt.

rules-romestecq-intro = De deux à six joueurs en deux côtés ; les combinaisons et la dernière levée, une course en 21 ou 36 points. Livres : 000:16527-16697 ; 001:13325-13580 ; règles : la spécification other-games-2.
rules-romestecq-payment-partie = La partie : le premier qui atteint les jeux (ou points) de la partie gagne, et chaque perdant paie l’enjeu à son vis-à-vis, au coup qui la gagne (001:13330-13395, 13523-13575 ; 000:16527-16697).
