# La Bête et la Mouche (other-games-1 §12-§13).

## Bête
bete-option-fiche-value = Jetons d’une fiche
bete-option-fiche-value-help = Chaque joueur met une fiche devant soi au commencement d’un tour ; un gagnant en tire une.
bete-option-basis = Une bête compte les fiches
bete-option-basis-help = L’exemple du livre compte toutes les fiches qui sont sur la table (une bête de 11 à cinq joueurs) ; l’autre lecture en compte une, « autant de jetons qu’il en aurait gagné ».
bete-basis-all = Toutes les fiches sur la table
bete-basis-one = Une fiche
bete-option-tours-help = Convenu avant de jouer ; pour information.
bete-option-contre = Contre permis
bete-option-contre-help = Un joueur suivant peut jouer contre tous ; s’il perd, il fait la bête double.
bete-field-outcome = Résultat
bete-field-player = Qui a fait jouer (ou joué contre)
bete-field-king = Celui qui a le roi de triomphe
bete-field-contre = Il a joué contre
bete-field-curieuse = A été en curieuse
bete-field-renounced = Ont renoncé (chacun fait la bête)
bete-outcome-not-played = Tous ont passé
bete-outcome-win = Gagné
bete-outcome-lose = Perdu (a fait la bête)
bete-outcome-vole = Vole (les cinq levées)
bete-outcome-devole = Dévole (aucune levée)
bete-event-misdeal = Maldonne
bete-event-misdeal-help = Celui qui donne paie 1 à chacun et redonne.
bete-item-fiches = Fiches sur le tapis
bete-item-game = Jetons pour le jeu
bete-item-king = Jetons pour le roi
bete-item-beasts = Bêtes
bete-item-beast-waiting = Bête en attente
bete-player-when-played = personne n’a fait jouer quand tous ont passé
bete-contre-not-allowed = le contre n’est pas permis à cette table
bete-renounce-other = celui qui a fait jouer n’est pas parmi ceux qui ont renoncé

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
