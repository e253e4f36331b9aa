# L’Emprunt : tous les messages qui nomment ce jeu, sa page de règles (rules-emprunt-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## L'Emprunt.
emprunt-option-stake = Mise
emprunt-option-stake-help = Ce que chaque joueur met au jeu, comme on en convient (« comme au Hoc »).
emprunt-option-per-card = Prix d’une carte restée
emprunt-option-per-card-help = Ce que chaque carte restée dans une main paie au gagnant, comme on en convient.
emprunt-option-borrow-fee = Prix d’un emprunt
emprunt-option-borrow-fee-help = Ce que l’emprunteur paie au prêteur pour une carte, ou au jeu pour une carte prise au talon.
emprunt-game = le jeu
emprunt-stock = le talon
emprunt-field-out = Le premier qui a joué toutes ses cartes
emprunt-field-cards-left = Cartes restées en main
emprunt-group-borrows = Emprunts
emprunt-field-borrower = Emprunt { $n } : l’emprunteur
emprunt-field-lender = Emprunt { $n } : à qui
emprunt-field-count = Emprunt { $n } : cartes
emprunt-out-required = pour nommer qui a joué toutes ses cartes
emprunt-out-has-cards = le gagnant n’a plus de cartes
emprunt-borrow-from-himself = un joueur n’emprunte pas à lui-même

reason-borrow = carte empruntée
reason-borrow_from_stock = carte prise au talon

rules-emprunt-intro = De trois à six joueurs ; on se défait de ses cartes par ordre, en empruntant ce qui manque. Livres : 000:16849-16913 ; 001:13075-13145 ; règles : la spécification other-games-2.
rules-emprunt-payment-stake = Chacun met son enjeu au jeu (001:13085-13140 ; 000:16849-16913).
rules-emprunt-payment-borrow = Une carte empruntée : l’emprunteur paie un jeton au prêteur (001:13085-13140 ; 000:16849-16913).
rules-emprunt-payment-borrow_from_stock = Une carte prise au talon : le prix va au jeu (001:13085-13140 ; 000:16849-16913).
rules-emprunt-payment-game = Le premier qui a joué toutes ses cartes tire le jeu (001:13085-13140 ; 000:16849-16913).
rules-emprunt-payment-card_left = Le gagnant est payé, comme convenu, de chaque carte restée aux autres (001:13085-13140 ; 000:16849-16913).
