# Les jeux à boîtes d'other-games-2 (src/games/corbillons) : Ferme, Hoc, Emprunt, Poque,
# Guinguette, Belle/Flux/Trente-un, Gillet, Cul-bas, Coucou, Brusquembille.

## Commun aux jeux à boîtes.
corbillons-field-dealer = Celui qui donne
corbillons-player = { $player }
corbillons-card-help = le rang puis la couleur, en lettres anglaises : A 2 … 10 J Q K et S (pique) H (cœur) D (carreau) C (trèfle), p. ex. 10D, QS
corbillons-bad-card = « { $got } » n’est pas une carte (le rang puis la couleur, p. ex. 10D, QS)
corbillons-named-twice = { $player } est nommé deux fois
corbillons-negative = { $got } est au-dessous de zéro
corbillons-revies-without-winner = les renvis ne s’inscrivent que pour un jeu qui a un gagnant (un jeu que personne n’a gagné a passé)
corbillons-deck = on ne joue pas ce jeu avec un jeu de { $got } cartes
corbillons-option-required = l’option { $option } doit être convenue avant que la partie commence

## La Ferme.
ferme-option-manner = Manière
ferme-option-manner-help = La première manière a un Fermier qui a acheté la ferme, donne et ne tire pas ; dans la seconde il n’y a pas de Fermier et les excès vont dans le pot de la ferme.
ferme-manner-1 = avec un Fermier (la ferme)
ferme-manner-2 = sans Fermier
ferme-manner = la manière { $got } n’est ni 1 ni 2
ferme-option-farmer = Le Fermier
ferme-option-farmer-help = Le joueur qui a mis le plus haut prix à la ferme ; il en dépose le prix et donne.
ferme-option-price = Prix de la ferme
ferme-option-price-help = Ce que le Fermier dépose pour sûreté, et chaque nouveau Fermier après lui.
ferme-option-stake = Mise pour le jeu
ferme-option-stake-help = Ce que met pour le jeu chaque joueur à qui l’on donne ; le Fermier ne met rien.
ferme-option-new-farmer = Qui prend la ferme après un seize
ferme-option-new-farmer-help = Le livre : celui qui a fait seize devient Fermier et dépose le prix ; variantes : le Fermier reste et dépose de nouveau, ou la ferme passe à tour de rôle.
ferme-new-dispossessor = celui qui a fait seize
ferme-new-same = le Fermier reste
ferme-new-rotate = le joueur suivant à son tour
ferme-pot-farm = la ferme
ferme-pot-game = le jeu
ferme-farmer = { $player } est le Fermier
ferme-field-farmer = Fermier (donne)
ferme-field-card = { $player } : carte { $n }
ferme-group-more-cards = { $player } : autres cartes
ferme-empty-hand = un joueur à qui l’on donne a au moins une carte
ferme-not-in-pack = { $got } n’est pas dans le jeu de la Ferme (point de huit ; des six, seulement le six de cœur)
ferme-not-the-farmer = le Fermier est { $farmer }
ferme-farmer-plays = le Fermier ne tire pas pour lui-même

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

## Le Poque.
poque-option-ante = Mise dans chaque cassetin
poque-option-ante-help = Ce que chaque joueur met dans chacun des six cassetins à chaque coup.
poque-option-deck = Jeu de cartes
poque-option-deck-help = 32 cartes à trois ou quatre joueurs, 36 à cinq ou six ; pour mémoire seulement.
poque-deck-32 = 32 cartes
poque-deck-36 = 36 cartes
poque-option-fiche = Valeur d’une fiche
poque-option-fiche-help = Une fiche vaut cinq jetons ; pour information, toutes les sommes sont en jetons.
poque-box = { $which ->
    [ace] le cassetin de l’As
    [king] le cassetin du Roi
    [queen] le cassetin de la Dame
    [knave] le cassetin du Valet
    [ten] le cassetin du Dix
   *[poque] le cassetin du Poque
}
poque-field-turned = Carte tournée par celui qui donne
poque-field-poque-winner = Poque gagné par
poque-field-revies = Renvis sur le poque
poque-field-honour = { $which ->
    [ace] As de triomphe tenu par
    [king] Roi de triomphe tenu par
    [queen] Dame de triomphe tenue par
    [knave] Valet de triomphe tenu par
   *[ten] Dix de triomphe tenu par
}
poque-field-out = Le premier défait de ses cartes
poque-field-cards-left = Cartes restées en main
poque-not-an-honour = les honneurs sont A, K, Q, J et 10 (as, roi, dame, valet, dix)
poque-turned-in-nobodys-hand = la carte tournée n’est dans la main de personne
poque-out-has-cards = le joueur qui s’est défait de ses cartes n’en a plus

## La Guinguette.
guinguette-option-ante-guinguette = Mise à la Guinguette
guinguette-option-ante-guinguette-help = Ce que chacun met à chaque coup dans la boîte de la dame de carreau.
guinguette-option-ante-cabaret = Mise au Cabaret
guinguette-option-ante-cabaret-help = Ce que chacun met à chaque coup dans la boîte de la tierce.
guinguette-option-ante-cotillon = Mise au Cotillon
guinguette-option-ante-cotillon-help = Ce que chacun met au Cotillon quand aucun cotillon n’est dû.
guinguette-option-je-joue = « Je joue »
guinguette-option-je-joue-help = Ce qu’ajoute un joueur du cotillon qui dit « je joue ».
guinguette-option-move = Remuer le cotillon
guinguette-option-move-help = Ce que coûte chaque fois qu’on remue le cotillon, deux fois au plus.
guinguette-option-deck = Jeu de cartes
guinguette-option-deck-help = 36 cartes (sans les deux, trois, quatre et cinq) à trois ou quatre joueurs, sinon 52 ; pour mémoire seulement.
guinguette-deck-36 = 36 cartes
guinguette-deck-52 = 52 cartes
guinguette-box-guinguette = la Guinguette
guinguette-box-cabaret = le Cabaret
guinguette-box-cotillon = le Cotillon
guinguette-cotillon-due = cotillon dû n° { $n }
guinguette-field-holder = Dame de carreau donnée à
guinguette-field-cabaret = Cabaret gagné par
guinguette-field-revies = Renvis sur le Cabaret
guinguette-group-cotillon = Le Cotillon
guinguette-field-moves = { $player } : fois qu’il a remué le cotillon (0 = « je joue »)
guinguette-field-moves-help = laisser vide pour un joueur qui a passé
guinguette-field-tricks = Levées des joueurs du cotillon
guinguette-field-first-to-two = Le premier à deux levées (quand deux en ont fait deux)
guinguette-group-faults = Fautes
guinguette-field-renounce = A renoncé, ou n’a pas coupé ou pas forcé une levée
guinguette-field-guinguette-shown = La dame de carreau a été montrée
guinguette-field-cabaret-shown = La tierce a été montrée
guinguette-field-misdeal = Celui qui donne a donné trop de cartes
guinguette-moves = un joueur remue le cotillon deux fois au plus
guinguette-first-to-two = quand deux joueurs ont fait deux levées, nommez celui qui les a faites le premier
guinguette-tricks-not-playing = seuls les joueurs du cotillon font des levées

## La Belle, le Flux et le Trente-un.
belle-option-ante = Mise dans chaque boîte
belle-option-ante-help = Ce que chacun met à chaque coup à la Belle, au Flux et au Trente-un.
belle-box-belle = la Belle
belle-box-flux = le Flux
belle-box-trente-un = le Trente-un
belle-group-player = { $player }
belle-field-up = { $player } : carte retournée
belle-field-down = { $player } : carte cachée { $n }
belle-field-total = { $player } : son compte au Trente-un
belle-field-round = { $player } : tour où il a fait 31
belle-field-round-help = 0 d’entrée ; seulement pour un compte de 31
belle-every-player = chaque joueur est inscrit
belle-two-down = on donne deux cartes cachées
belle-card-twice = une carte est donnée deux fois
belle-round-for-31 = le tour s’inscrit pour chaque compte de 31, et pour ceux-là seulement

## Le Gillet.
gillet-option-ante = Mise dans chaque boîte
gillet-option-ante-help = Ce que chacun met avant la donne au Gé et au Point.
gillet-ge = le Gé
gillet-point = le Point
gillet-field-ge-winner = Gé gagné par
gillet-field-ge-winner-help = la plus haute paire ; un tricon bat toute paire ; vide quand personne n’avait de paire
gillet-field-ge-revies = Renvis sur le Gé
gillet-field-point-winner = Point gagné par
gillet-field-point-winner-help = le plus haut point ; un flux a toujours le point le plus haut
gillet-field-point-revies = Renvis sur le Point

## Le Cul-bas.
cul-bas-option-ante = Mise pour le cul-bas
cul-bas-option-ante-help = Ce que chacun met pour le cul-bas à chaque coup.
cul-bas-box = le cul-bas
cul-bas-field-winner = Le premier défait de son jeu
cul-bas-field-cards-left = Cartes restées en main
cul-bas-field-culbas = Cartes étalées en cul-bas
cul-bas-field-culbas-help = un joueur qui n’a rien à assortir étale son jeu ; chaque carte paie un
cul-bas-winner-required = pour nommer qui s’est défait de son jeu
cul-bas-winner-has-cards = le gagnant n’a plus de cartes

## Le Coucou.
coucou-option-lives = Marques de chacun
coucou-option-lives-help = Chaque joueur prend huit ou dix marques.
coucou-option-pack = Jeu de cartes
coucou-option-pack-help = Un jeu de piquet, ou le jeu entier quand on est beaucoup ; l’as est la plus basse.
coucou-pack-32 = 32 cartes (A 7 8 9 10 J Q K)
coucou-pack-52 = 52 cartes
coucou-lives-positive = chaque joueur prend au moins une marque
coucou-pool = la poule
coucou-lives-of = { $player } : marques restantes
coucou-field-card = { $player } : carte
coucou-rank = { $rank }
coucou-dealer-out = celui qui donne est un joueur encore en jeu
coucou-cards-players-in = les cartes nomment exactement les joueurs encore en jeu
coucou-bad-rank = { $got } n’est pas un rang de ce jeu
coucou-partie-over = la partie est finie : il ne reste qu’un joueur qui ait des marques

## La Brusquembille.
brusquembille-option-mode = Jeu
brusquembille-option-mode-help = Chacun pour soi de trois à cinq joueurs ; deux contre deux (ou un contre un) jouent pour la partie.
brusquembille-mode-individual = chacun pour soi
brusquembille-mode-partnership = en associés
brusquembille-option-game-stake = Mise pour le jeu
brusquembille-option-game-stake-help = Ce que chacun met à chaque coup ; le plus de points en cartes l’emporte.
brusquembille-option-ace = Paiement d’un As
brusquembille-option-ace-help = Payé par chacun des autres pour un As qui fait sa levée (ou l’As de triomphe), payé à chacun quand il la perd.
brusquembille-option-ten = Paiement d’un Dix
brusquembille-option-ten-help = Comme celui de l’As, pour un Dix.
brusquembille-option-partie-stake = Enjeu de la partie
brusquembille-option-partie-stake-help = En associés, ce que chaque joueur du côté qui a le moins de points paie à son vis-à-vis à chaque coup.
brusquembille-option-sides = Côtés
brusquembille-option-sides-help = En associés, les deux côtés (les associés côte à côte) ; à deux joueurs chacun fait un côté.
brusquembille-option-deck = Jeu de cartes
brusquembille-option-deck-help = 32 cartes à deux ou à quatre, 30 à trois ou à cinq (deux sept ôtés) ; pour mémoire seulement.
brusquembille-deck-30 = 30 cartes
brusquembille-deck-32 = 32 cartes
brusquembille-game = le jeu
brusquembille-field-points = Points en cartes dans les levées
brusquembille-field-points-help = As 11, Dix 10, Roi 4, Dame 3, Valet 2 : 120 en tout
brusquembille-group-aces-tens = As et Dix joués
brusquembille-field-at-player = Brusquembille { $n } : jouée par
brusquembille-field-at-card = Brusquembille { $n } : carte
brusquembille-field-at-trump = Brusquembille { $n } : de triomphe
brusquembille-field-at-won = Brusquembille { $n } : a fait sa levée
brusquembille-card-ace = un As
brusquembille-card-ten = un Dix
brusquembille-group-faults = Fautes en tirant
brusquembille-field-pen-player = Faute { $n } : par
brusquembille-field-pen-kind = Faute { $n } : laquelle
brusquembille-field-pen-to = Faute { $n } : à qui revenait la carte
brusquembille-kind-drew-early-joined = a tiré avant son tour et mis la carte à son jeu
brusquembille-kind-drew-early-seen = a tiré avant son tour et vu la carte
brusquembille-kind-saw-next-card = a vu la carte suivante en tirant
brusquembille-field-short-pack = Une carte de moins dans le jeu
brusquembille-points-every-player = les points nomment chaque joueur
brusquembille-points-120 = les points en cartes font { $got } ; un coup en a 120 (moins seulement s’il manque une carte)
brusquembille-ace-or-ten = une brusquembille est un As (A) ou un Dix (10)
brusquembille-to-required = pour une carte tirée avant son tour et mise à son jeu
corbillons-option-negative = l’option { $option } vaut { $got } ; elle ne peut être au-dessous de zéro
brusquembille-two-sides = le jeu en associés se joue par deux côtés
corbillons-option-unit = Unité
corbillons-option-unit-help = Comment on appelle un jeton à cette table (un jeton, une marque) ; pour information seulement, toutes les sommes sont en jetons.
poque-option-prise = Prise
poque-option-prise-help = La provision de jetons de chaque joueur, 20 jetons et 4 fiches de 5 ; pour information seulement.
