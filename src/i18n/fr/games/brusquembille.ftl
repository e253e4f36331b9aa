# La Brusquembille : tous les messages qui nomment ce jeu, sa page de règles (rules-brusquembille-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

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
brusquembille-two-sides = le jeu en associés se joue par deux côtés

reason-brusquembille = brusquembille
reason-brusquembille_lost = brusquembille perdue
reason-drew_early = a tiré avant son tour
reason-saw_card = a vu la carte suivante

rules-brusquembille-intro = De deux à cinq joueurs ; les As et les Dix récompensés, les points de cartes gagnent l’enjeu. Livres : 000:17495-17677 ; 001:14785-15015 ; règles : la spécification other-games-2.
rules-brusquembille-payment-game_stake = Chacun met son enjeu au jeu ; le plus de points le tire, l’égalité le laisse (001:14788-15010 ; 000:17495-17677).
rules-brusquembille-payment-game = Le plus de points de cartes tire le jeu (001:14788-15010 ; 000:17495-17677).
rules-brusquembille-payment-brusquembille = Une brusquembille : l’As d’atout 2 de chacun ; un autre As 2 de chacun s’il gagne sa levée, un Dix 1 (001:14788-15010 ; 000:17495-17677).
rules-brusquembille-payment-brusquembille_lost = Un As ou un Dix qui perd sa levée paie 2 (ou 1) à chacun (001:14788-15010 ; 000:17495-17677).
rules-brusquembille-payment-drew_early = Tirer avant son tour : la moitié de l’enjeu au joueur à qui revenait la carte, ou 2 à chacun si on l’a seulement vue (loi V ; 001:14788-15010).
rules-brusquembille-payment-saw_card = Voir la carte suivante en tirant : 2 à chacun (loi VI ; 001:14788-15010).
rules-brusquembille-payment-partie = En partie, chaque joueur du côté qui a le moins de points paie l’enjeu à son vis-à-vis (001:14788-15010 ; 000:17495-17677).
