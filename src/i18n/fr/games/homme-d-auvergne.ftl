# L’Homme d’Auvergne : tous les messages qui nomment ce jeu, sa page de règles (rules-homme-d-auvergne-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

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

rules-homme-d-auvergne-intro = De deux à six joueurs, cinq cartes ; une course à sept jeux marqués pour les rois et les levées. Livres : 000:16004-16090 ; 001:12470-12590 ; règles : la spécification other-games-2.
rules-homme-d-auvergne-payment-partie = La partie : le premier qui atteint les jeux (ou points) de la partie gagne, et chaque perdant paie l’enjeu à son vis-à-vis, au coup qui la gagne (loi VII ; 001:12474-12575 ; 000:16006-16086).
