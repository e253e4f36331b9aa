# La Comète : tous les messages qui nomment ce jeu, sa page de règles (rules-comete-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Comète
comete-option-mode = Qui joue
comete-option-mode-help = Deux joueurs ; trois à tourner (deux jouent, comme au Piquet) ; trois jouant tous ; deux contre deux. Deux contre deux n’a pas de paiements dans les livres et ne se compte pas.
comete-mode-two = Deux joueurs
comete-mode-three-all = Trois jouant à la fois
comete-mode-three-in-turn = Trois, deux jouant à tourner
comete-mode-two-against-two = Deux contre deux
comete-option-base = La comète simple (jetons)
comete-option-base-help = Deux jetons, doublés, triplés… autant de fois qu’elle n’est pas venue.
comete-option-carte-blanche = Points des cartes blanches
comete-option-carte-blanche-help = 50 points, 100 avec la comète.
comete-option-settlement = Des points aux jetons
comete-option-settlement-help = Comptés comme au Piquet, 1 jeton = 10 points : par coup de deux donnes en arrondissant comme au Piquet ; ou les points portés à chaque donne ; à trois jouant à la fois, chaque perdant paie aussitôt.
comete-settlement-per-coup-piquet-rounding = Par coup, arrondi comme au Piquet
comete-settlement-per-deal-points = À chaque donne, en points
comete-settlement-per-payer-per-deal-piquet-rounding = Chaque perdant aussitôt, arrondi
comete-option-dealer-opera = Celui qui donne peut faire opéra
comete-option-dealer-opera-help = « Si on en est convenu ».
comete-option-deck40 = Quarante cartes (sans les deux ni les trois)
comete-option-deck40-help = 15 cartes chacun, un talon de 10 ; rien ne change aux paiements.
comete-option-discard = Écarter comme au Piquet
comete-option-discard-help = Une variante du jeu ; rien ne change aux paiements.
comete-option-stock-look = Peine pour avoir regardé le talon
comete-option-played-cards = Peine pour avoir étalé les cartes jouées
comete-option-penalty-help = Une peine convenue, payée à chacun des autres joueurs de la donne.
comete-option-remise-per-pair = Remises gardées par paire
comete-option-remise-per-pair-help = À trois à tourner : la remise « dort » jusqu’à ce que les deux mêmes jouent de nouveau ensemble.
comete-field-finisher = S’est défait le premier
comete-field-points = Points restés en main
comete-field-points-help = Pour chaque joueur qui n’a pas fini : rois, dames, valets 10, les autres cartes ce qu’elles marquent, la comète 9.
comete-field-opera = Opéra (toutes ses cartes sans interruption)
comete-field-holder = Avait la comète
comete-field-holder-help = Laisser vide quand elle est restée au talon.
comete-field-use = La comète a été
comete-use-played = jouée avant la fin
comete-use-last-card = sa dernière carte
comete-use-last-card-as-nine = sa dernière carte, valant un neuf
comete-use-remained = encore dans sa main
comete-field-carte-blanche = Cartes blanches (aucune figure)
comete-field-end-of-party = Fin de la partie (la queue)
comete-field-penalty = Peine
comete-penalty-looked-at-stock = A regardé le talon
comete-penalty-examined-played-cards = A étalé les cartes jouées
comete-event-end-of-party = Fin de la partie
comete-event-end-of-party-help = Règle le coup ouvert ; à trois jouant à la fois, la queue va au plus grand gagnant.
comete-item-queue = La queue
comete-item-remises = Remises ({ $pair })
comete-item-coup = Coup ouvert, points d’avance ({ $pair })
comete-two-against-two = deux contre deux n’a pas de paiements dans les livres : non compté
comete-per-coup-three-all = à trois jouant à la fois, chaque perdant se règle aussitôt, non par coup
comete-per-payer-three-all = faire payer chaque perdant aussitôt, c’est pour trois jouant à la fois
comete-remise-per-pair = les remises par paire sont pour trois à tourner
comete-points-losers = nommez exactement les joueurs qui n’ont pas fini
comete-dealer-plays = celui qui donne est l’un des joueurs de la donne
comete-comet-use = cet emploi de la comète ne convient pas à celui qui l’avait
comete-comet-both = celui qui a la comète et l’emploi qu’il en fait vont ensemble
comete-opera-eldest = l’opéra se fait par le premier en carte
comete-not-in-deal = n’est pas un joueur de cette donne

reason-comet = la comète
reason-coup = le coup
reason-points = points
reason-queue = la queue

rules-comete-intro = Deux (ou trois) joueurs, deux jeux ; la comète, un neuf qui fait hoc partout, se paie, doublée pour chaque coup où elle reste au talon ; les points par coups de deux donnes. Livres : 000:12954-13523 ; 001:15020-15761 ; règles : la spécification other-games-1.
rules-comete-payment-comet = La comète : 2 jetons, double, triple... pour chaque coup où elle est restée au talon ; payée à qui la joue, double à qui finit par elle, quadruple pour un neuf (000:13262-13348 ; 001:15429-15542).
rules-comete-payment-coup = Le coup de deux donnes : la différence des points arrondie comme au Piquet à écrire, un jeton par dizaine ; un coup ouvert se règle dans la dernière donne (000:12357-12368 ; 001:1358-1362 ; spec §1.3).
rules-comete-payment-points = Les points restés dans la main des perdants, multipliés après un opéra ou une comète, payés à qui finit (000:13310-13348 ; 001:15504-15542).
rules-comete-payment-carte_blanche = Cartes blanches : 50 points à qui les a, 100 avec la comète (000:13350-13356 ; 001:15543-15549).
rules-comete-payment-queue = À trois à la fois : la queue, 2 jetons de celui qui a le plus de points, va au plus gros gagnant à la fin (000:13449-13462 ; 001:15688-15700).
rules-comete-payment-penalty = Regarder le talon ou les cartes jouées : l’amende convenue à chacun des autres (000:12977-12979, 13210-13214 ; 001:15051-15053, 15355-15359).
