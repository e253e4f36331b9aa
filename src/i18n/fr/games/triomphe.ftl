# La Triomphe : tous les messages qui nomment ce jeu, sa page de règles (rules-triomphe-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Triomphe
triomphe-option-mode = Qui joue
triomphe-option-mode-help = Un, deux ou trois contre autant, ou chacun pour soi.
triomphe-mode-sides = Deux côtés
triomphe-mode-each = Chacun pour soi
triomphe-option-sides = Côtés
triomphe-option-sides-help = Le nom et les joueurs de chaque côté, les associés dans l’ordre où ils font face à l’autre côté.
triomphe-option-stake = Enjeu d’une partie
triomphe-option-stake-help = La valeur en argent d’une partie n’est pas dans les livres : on en convient avant de jouer.
triomphe-option-partie = Jeux pour gagner la partie
triomphe-option-partie-help = Une partie est d’ordinaire de cinq jeux.
triomphe-option-renounce = Une renonce fait perdre la partie
triomphe-option-renounce-help = Loi VII : deux jeux, ou la partie si on en est convenu.
triomphe-option-ace-high = L’as le plus haut
triomphe-option-as-qui-pille = L’as qui pille
triomphe-option-variant-help = Variante 3 ; rien ne change à la marque.
triomphe-field-outcome = Résultat
triomphe-field-winner = Gagnant (joueur ou côté)
triomphe-field-vole-made = A fait la vole
triomphe-field-vole-undertaken = A entrepris la vole
triomphe-field-offering = A offert le jeu
triomphe-field-accepting = A accepté
triomphe-field-refusing = A refusé
triomphe-field-fault = Faute
triomphe-outcome-tricks = Trois levées
triomphe-outcome-offer-accepted = Jeu offert et accepté
triomphe-outcome-offer-refused = Jeu offert et refusé
triomphe-outcome-nobody = Personne
triomphe-fault-misdeal = Maldonne (un jeu)
triomphe-fault-out-of-turn = A joué hors de son tour (un jeu)
triomphe-fault-failed-to-win = N’a pas mis au-dessus quand il le pouvait (un jeu)
triomphe-fault-failed-to-trump = N’a pas coupé quand il le pouvait (un jeu)
triomphe-fault-renounce = Renonce (deux jeux)
triomphe-fault-exchange = A échangé des cartes (la partie)
triomphe-fault-quit = A quitté (la partie)
triomphe-event-misdeal-help = Le côté de celui qui donne perd un jeu (loi II).
triomphe-round = Partie { $number }
triomphe-when-misdeal = pour une maldonne
triomphe-no-sides-each = point de côtés quand chacun joue pour soi
triomphe-two-sides = deux côtés d’un à trois joueurs chacun
triomphe-side-name = le côté « { $side } » porte le nom d’un joueur de l’autre côté
triomphe-partie-positive = une partie demande au moins un jeu
triomphe-same-side = l’autre côté

rules-triomphe-intro = Deux côtés (ou chacun pour soi) ; une course à cinq jeux. Livres : 000:15366-15530 ; 001:11578-11795 ; règles : la spécification other-games-1.
rules-triomphe-payment-partie = La partie : le premier côté (ou joueur) à cinq jeux gagne, et chaque perdant paie l’enjeu (000:15366-15530 ; 001:11578-11795).
rules-triomphe-payment-partie_lost_by_fault = Une faute qui fait perdre la partie (échanger des cartes, quitter) : l’enjeu est payé (VIII–IX ; 000:15420-15453 ; 001:11636-11702).
