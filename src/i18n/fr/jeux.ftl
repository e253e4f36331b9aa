# Les jeux de course d'other-games-2 (src/games/jeux) : l'Homme d'Auvergne, le Romestecq,
# la Sizette, le Sixte, le Vingt-quatre. Les marques elles-mêmes s'affichent par race-item-marks.

## L'Homme d'Auvergne.
homme-option-partie-games = Jeux de la partie
homme-option-partie-games-help = Le premier qui marque autant de jeux gagne la partie ; d’ordinaire sept.
homme-option-stake = Enjeu de la partie
homme-option-stake-help = Ce que chacun des autres paie au gagnant de la partie ; le livre n’en nomme pas.
homme-option-deck = Jeu de cartes
homme-option-deck-help = 28 cartes (sans les sept) à deux ou trois joueurs, 32 de quatre à six ; pour mémoire seulement.
homme-deck-28 = 28 cartes
homme-deck-32 = 32 cartes
homme-option-two-trick-rule = Gagner avec deux levées
homme-option-two-trick-rule-help = Celui qui fait jouer doit faire trois levées, ou les deux premières quand les levées sont partagées (loi VIII) ; la variante compte aussi deux levées faites les premières.
homme-rule-first-two-tricks = les deux premières levées (le livre)
homme-rule-first-to-two = le premier à deux levées
homme-field-stood = A fait jouer
homme-field-trick = Levée { $n } faite par
homme-field-turned-kings = Rois tournés en triomphe par celui qui donne
homme-group-kings = Rois
homme-field-king-holder = Roi de triomphe { $n } : tenu par
homme-field-king-count = Roi de triomphe { $n } : Rois dans sa main
homme-field-king-lost-from = Roi marqué perdu { $n } : qui l’avait
homme-field-king-lost-to = Roi marqué perdu { $n } : pris par
homme-group-faults = Fautes
homme-field-misdeal = Celui qui donne a mal donné
homme-field-out-of-turn = Ont joué avant leur tour
homme-field-renounce = Ont renoncé
homme-turned-kings = on tourne trois cartes au plus
homme-kings = celui qui les tient a de un à quatre Rois
homme-five-tricks = les cinq levées s’inscrivent dans l’ordre

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

## La Sizette.
sizette-option-games = Jeux de la partie
sizette-option-games-help = Le livre ne donne pas de longueur ; convenez-en avant la partie.
sizette-option-stake = Enjeu de la partie
sizette-option-stake-help = Ce que chaque joueur du côté perdant paie à son vis-à-vis.
sizette-option-sides = Côtés
sizette-option-sides-help = Trois contre trois, placés alternativement.
sizette-field-trick = Levée { $n } faite par
sizette-group-faults = Fautes
sizette-field-renounce = Côté qui a renoncé (deux jeux, le coup nul)
sizette-field-penalty-side = Faute { $n } : côté
sizette-field-penalty-games = Faute { $n } : jeux perdus
sizette-field-penalty-reason = Faute { $n } : laquelle
sizette-six-tricks = les six levées s’inscrivent dans l’ordre
sizette-two-sides = la Sizette se joue par deux côtés de trois

## Le Sixte.
sixte-option-games = Jeux de la partie
sixte-option-games-help = Le premier à six jeux gagne la partie.
sixte-option-stake = Enjeu de la partie
sixte-option-stake-help = Ce que chacun des autres paie au gagnant.
sixte-option-deck = Jeu de cartes
sixte-option-deck-help = 36 cartes, la dernière carte de celui qui donne tournée ; ou le jeu entier avec un talon.
sixte-deck-36 = 36 cartes
sixte-deck-52 = 52 cartes avec un talon
sixte-field-trick = Levée { $n } faite par
sixte-field-turned-ace = Celui qui donne a tourné un As
sixte-group-faults = Fautes
sixte-field-penalty-player = Faute { $n } : par
sixte-field-penalty-kind = Faute { $n } : laquelle
sixte-penalty = { $kind ->
    [misdeal] maldonne (loi I)
    [renounce] renonce (loi V)
   *[failed_to_win] n’a pas mis au-dessus (loi VI)
}
sixte-six-tricks = les six levées s’inscrivent dans l’ordre

## Le Vingt-quatre.
vingt-quatre-option-stake = Mise
vingt-quatre-option-stake-help = Ce que chacun met au jeu une fois ; le premier à vingt-quatre le tire.
vingt-quatre-option-honours = Honneurs
vingt-quatre-option-honours-help = Le jeu par figures (R D V 10 9 de triomphe) ou par le point (A 2 3 4 5) ; la table inscrit le compte.
vingt-quatre-honours-figures = par figures
vingt-quatre-honours-point = par le point
vingt-quatre-option-imperial = Une impériale
vingt-quatre-option-imperial-help = Comptée comme à l’Impériale, 24 : elle finit la partie.
vingt-quatre-option-item = Le point, un honneur, les cartes
vingt-quatre-option-item-help = Chacun compte quatre, comme à l’Impériale.
vingt-quatre-game = le jeu
vingt-quatre-field-turned = Celui qui donne a tourné un honneur (la virade)
vingt-quatre-field-point = Point gagné par
vingt-quatre-field-honours = Honneurs tenus
vingt-quatre-field-cards = Le plus de levées (vide en cas d’égalité)
vingt-quatre-group-imperials = Impériales
vingt-quatre-field-imperial = Impériale gagnée par
vingt-quatre-field-imperial-count = Impériales
vingt-quatre-honours = un joueur a au plus cinq honneurs
sizette-event-quits = Un côté quitte la partie
sizette-event-quits-help = Quitter la partie la fait perdre (loi XV) : l’autre côté reçoit la partie.
sizette-field-quits = Côté qui quitte
romestecq-event-loses = Un côté perd la partie
romestecq-event-loses-help = Une renonce, une combinaison comptée qu’on n’avait pas, jouer avec six cartes, un jeton effacé de trop, des marques comptées qu’on n’avait pas (lois VI-X) : l’autre côté gagne aussitôt.

## La feuille des jeux de course.
jeux-sheet-title = Les marques, coup par coup
jeux-sheet-target = La partie : { $target }
jeux-sheet-winner = { $side } a gagné la partie
jeux-sheet-deal = Coup
jeux-sheet-side = { $side }
jeux-sheet-total = Marques
jeux-sheet-empty = Pas encore de coup
