# Le Papillon : tous les messages qui nomment ce jeu, sa page de règles (rules-papillon-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Papillon
papillon-option-box-ante = Fiche mise au corbillon (jetons)
papillon-option-box-ante-help = Chaque joueur met une fiche, « plus ou moins », au corbillon ; le gagnant de la partie la prend.
papillon-option-ante-each-deal = Mise à chaque partie
papillon-option-ante-each-deal-help = Le livre ne dit pas si la fiche se met à chaque partie ou une seule fois ; non coché = une fois, à l’ouverture de la séance.
papillon-option-tours-help = Convenu avant de jouer ; pour information.
papillon-field-winner = Gagnant de la partie
papillon-field-last = Le dernier à étendre (quand personne n’a gagné)
papillon-field-most-cards = Le plus de cartes dans ses prises
papillon-field-most-cards-help = Laisser vide en cas d’égalité : les cartes se paient double à la partie suivante (IX).
papillon-field-event = Hasard { $number }
papillon-field-cards = Cartes étendues
papillon-field-aces = As
papillon-field-matched = Prises avec une carte du même nombre
papillon-group-hazards = Hasards
papillon-event-lay-down = A étendu
papillon-event-take-aces = A pris des as
papillon-event-haneton = Haneton
papillon-event-fourth-with-three = Quatrième prise avec trois
papillon-event-sauterelle = Sauterelle
papillon-event-petit-papillon = Petit papillon
papillon-event-misdeal = Maldonne
papillon-event-misdeal-help = Le coup est nul et celui qui donne met une fiche au corbillon (XIII).
papillon-item-box = Le corbillon
papillon-item-cards-multiplier = Les cartes se paient (fois)
papillon-when-misdeal = pour une maldonne
papillon-winner-or-last = donnez exactement l’un des deux : le gagnant, ou le dernier à étendre

reason-ace_laid_down = as étendus
reason-aces_taken = as pris
reason-box = le corbillon
reason-fourth_with_three = quatrième prise par trois
reason-haneton = haneton
reason-laid_down = cartes étendues
reason-petit_papillon = petit papillon
reason-sauterelle = sauterelle

rules-papillon-intro = Trois ou quatre joueurs ; on prend des cartes sur la table, les hasards se paient, une boîte au gagnant. Livres : 000:14198-14391 ; 001:10040-10320 ; règles : la spécification other-games-1.
rules-papillon-payment-box_ante = Le corbillon : chacun y met une fiche à chaque partie (000:14225-14228 ; 001:10087-10090).
rules-papillon-payment-box = Le gagnant de la partie prend tout le corbillon ; si personne ne gagne il reste (000:14290-14297 ; 001:10173-10185).
rules-papillon-payment-laid_down = S’étendre : 1 jeton au corbillon par carte étendue (I ; 000:14312-14382).
rules-papillon-payment-ace_laid_down = Étendre des as : 1 jeton à chacun des autres par as (II ; 000:14312-14382 ; 001:10204-10318).
rules-papillon-payment-aces_taken = Prendre des as : 1 jeton de chacun par as, 2 par as pris d’une carte du même nombre (III–IV ; 000:14312-14382).
rules-papillon-payment-haneton = Le haneton : prendre les trois cartes de son rang sur la table, 1 de chacun (V ; 000:14312-14382).
rules-papillon-payment-fourth_with_three = Trois d’un rang prenant la quatrième : 1 de chacun (VI ; 000:14312-14382).
rules-papillon-payment-sauterelle = La sauterelle : prendre toutes les cartes de la table, 1 de chacun (VII ; 000:14312-14382).
rules-papillon-payment-petit_papillon = Le petit papillon : se défaire de ses trois cartes en prenant pendant la partie, 1 de chacun (VIII ; 000:14312-14382).
rules-papillon-payment-the_cards = Les cartes : le plus de cartes dans ses prises, 1 de chacun, double après une égalité (IX ; 000:14312-14382 ; 001:10204-10318).
rules-papillon-payment-consolation = La consolation : le dernier à s’étendre quand personne ne gagne, 1 de chacun (X ; 000:14302-14311 ; 001:10186-10199).
rules-papillon-payment-misdeal = Maldonne : celui qui mêle met une fiche au corbillon (XIII ; 000:14312-14382).
