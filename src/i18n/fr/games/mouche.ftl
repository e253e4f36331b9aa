# La Mouche : tous les messages qui nomment ce jeu, sa page de règles (rules-mouche-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Mouche
mouche-option-ante = Mise de celui qui donne
mouche-option-ante-help = Celui qui donne met seul autant de jetons qu’il y a de joueurs ; vide = le nombre des joueurs.
mouche-option-together = Les mouches d’un même coup vont ensemble
mouche-option-together-help = « À moins qu’on ne convienne qu’elles aillent séparément ».
mouche-option-pamphile = Jouer le Pamphile
mouche-option-pamphile-help = Le valet de trèfle est la plus haute triomphe ; celui qui l’a reçoit un jeton pour chacun des autres, celui qui donne payant pour tous.
mouche-option-pamphile-value = Payé pour le Pamphile, par joueur
mouche-field-playing = Joueurs qui ont joué ou pris des cartes
mouche-field-tricks = Levées
mouche-field-mouche-hand = A eu la Mouche (cinq cartes d’une couleur)
mouche-field-mouche-hand-help = Il tire le jeu et les mouches dues sans jouer ; on n’inscrit pas de levées.
mouche-field-pamphile = A eu le Pamphile
mouche-field-fault = Faute
mouche-fault-renounce = A renoncé
mouche-fault-failed-to-take = N’a pas mis au-dessus ou coupé quand il le pouvait
mouche-fault-cheat = A triché
mouche-item-game = Au jeu
mouche-item-mouches-pending = Mouches en attente
mouche-item-waiting = Mouche en attente
mouche-ante-positive = la mise de celui qui donne vaut au moins 1
mouche-tricks-not-playing = seul un joueur qui a joué fait des levées
mouche-hand-playing = celui qui a la Mouche est de ceux qui ont joué
mouche-no-tricks-with-hand = on n’inscrit pas de levées quand la Mouche est montrée
mouche-no-pamphile = on ne joue pas le Pamphile à cette table
mouche-event-misdeal = Maldonne
mouche-event-misdeal-help = Le même donneur refait ; personne ne paie.
mouche-event-void = Jeu faux
mouche-event-void-help = Le coup est nul : rien n’est payé et il ne compte pas.

reason-dealer_stake = mise de celui qui mêle
reason-la_mouche = la Mouche
reason-la_mouche_mouches = les mouches dues
reason-mouche = la mouche
reason-pamphile = le pamphile
reason-trick = levée

rules-mouche-intro = De trois à six joueurs ; chaque levée tire du jeu, aucune levée fait la mouche ; avec le Pamphile. Livres : 000:15806-16003 ; 001:12190-12445 ; règles : la spécification other-games-1.
rules-mouche-payment-dealer_stake = Celui qui mêle met seul au jeu autant de jetons qu’il y a de joueurs (000:15872-15876 ; 001:12286-12292).
rules-mouche-payment-trick = Chaque levée tire sa part du jeu (000:15897-15901 ; 001:12324-12328).
rules-mouche-payment-mouche = Qui a joué sans faire de levée fait la mouche : il paie au jeu ce qui y était (000:15872-15887 ; 001:12286-12311).
rules-mouche-payment-la_mouche = La Mouche, cinq cartes d’une couleur : qui l’a tire tout ce qui est au jeu (000:15903-15935 ; 001:12329-12368).
rules-mouche-payment-la_mouche_mouches = La Mouche tire aussi toutes les mouches dues (000:15903-15935 ; 001:12329-12368).
rules-mouche-payment-mouche_goes = Les mouches allant séparément (option), la plus grosse qui attend va seule au jeu du coup suivant, avec les jetons de celui qui mêle (000:15872-15887 ; 001:12286-12311).
rules-mouche-payment-pamphile = Le Pamphile : qui a le Valet de trèfle reçoit 1 jeton de chaque joueur (000:15976-16003).
