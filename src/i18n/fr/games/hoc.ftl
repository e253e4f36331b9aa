# Le Hoc : tous les messages qui nomment ce jeu, sa page de règles (rules-hoc-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Le Hoc.
hoc-option-stake = Mise dans chaque pot
hoc-option-stake-help = Ce que chaque joueur met au Point, à la Séquence et au Tricon à chaque coup.
hoc-option-bonus = Jeton du coup double
hoc-option-bonus-help = Dans un coup double, le gagnant de chaque jeu tire en outre cela de chaque joueur ; 0 ne laisse que les mises doublées.
hoc-option-cards = Cartes de chacun
hoc-option-cards-help = 15 chacun à deux joueurs, 12 à trois.
hoc-cards-12 = 12 cartes (trois joueurs)
hoc-cards-15 = 15 cartes (deux joueurs)
hoc-pot-point = le Point
hoc-pot-sequence = la Séquence
hoc-pot-tricon = le Tricon
hoc-double-deal = un coup double
hoc-field-point = Point gagné par
hoc-field-sequence = Séquence gagnée par
hoc-field-tricon = Tricon gagné par
hoc-field-revies-point = Renvis sur le Point
hoc-field-revies-sequence = Renvis sur la Séquence
hoc-field-revies-tricon = Renvis sur le Tricon
hoc-group-sequences = Les séquences du gagnant
hoc-field-seq-length = Séquence { $n } : cartes
hoc-field-seq-king = Séquence { $n } : jusqu’au Roi
hoc-group-tricons = Les tricons du gagnant
hoc-field-tri-rank = Tricon { $n } : rang
hoc-field-tri-count = Tricon { $n } : trois ou quatre
hoc-rank = { $rank }
hoc-field-hocs = Hocs gagnés en jouant
hoc-field-out = Le premier défait de ses cartes
hoc-field-cards-left = Cartes restées en main
hoc-group-faults = Cartes blanches et fautes
hoc-field-blanche = Cartes blanches (ni Roi, ni Dame, ni Valet)
hoc-field-false-sans = A dit « sans » en ayant la carte
hoc-sequences-required = le gagnant de la Séquence nomme toutes ses séquences, chacune de trois cartes ou plus
hoc-tricons-required = le gagnant du Tricon nomme tous ses tricons (trois ou quatre d’un rang)
hoc-out-has-cards = le joueur qui s’est défait de ses cartes n’en a plus

reason-false_sans = faux sans
reason-hoc = hoc
reason-sequence = la séquence
reason-tricon = le tricon

rules-hoc-intro = Deux ou trois joueurs ; le Point, la Séquence et le Tricon avec renvis, puis le jeu et les hocs. Livres : 000:16209-16404 ; 001:12790-13060 ; règles : la spécification other-games-2.
rules-hoc-payment-stake = Chacun met 1 aux pots du Point, de la Séquence et du Tricon à chaque coup, doublés au coup double (001:12833-12950 ; 000:16240-16336).
rules-hoc-payment-revy = Les renvis d’une affaire vont à qui la gagne (001:12833-12900 ; 000:16240-16290).
rules-hoc-payment-point = Le Point : qui le gagne prend le pot et ses renvis ; les autres ne lui paient rien (001:12833-12900 ; 000:16240-16290).
rules-hoc-payment-sequence = La Séquence : qui la gagne prend le pot et, de chacun, la valeur de ses séquences, de 1 à 4 (001:12900-12950 ; 000:16290-16336).
rules-hoc-payment-tricon = Le Tricon : qui le gagne prend le pot et, de chacun, 2 pour trois, 4 pour trois Rois ou quatre, 8 pour quatre Rois (001:12900-12950 ; 000:16290-16336).
rules-hoc-payment-hoc = Un hoc : 1 de chacun des autres par hoc gagné en jouant (001:12795-12830, 12955-13005 ; 000:16209-16240).
rules-hoc-payment-carte_blanche = Cartes blanches : 10 de chacun ; personne ne paie si deux en ont (001:13006-13035 ; 000:16372-16398).
rules-hoc-payment-cards_left = Se défaire de ses cartes : chacun paie selon ce qui lui reste, 6 pour une, 4 pour deux, n de trois à neuf, 2n dès dix (001:13006-13035 ; 000:16372-16398).
rules-hoc-payment-false_sans = Un faux sans (dire x sans y en ayant y) : 5 à chacun des autres (001:13006-13035 ; 000:16372-16398).
