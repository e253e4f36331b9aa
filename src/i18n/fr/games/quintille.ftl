# Quintille : tous les messages qui nomment ce jeu, sa page de règles (rules-quintille-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Les Quintilles (spéc. 3, 4).
quintille-opt-sans-prendre = Sans-prendre (jetons de chacun)
quintille-opt-sans-prendre-help = Payé par chacun des autres à celui qui joue sans prendre et gagne, ou par lui à chacun s’il perd.
quintille-opt-matadors = Matadors (jetons de chaque défenseur)
quintille-opt-matadors-help = Un paiement fixe pour Spadille, Manille et Baste dans une même main de l’attaque, quel qu’en soit le nombre, de chaque défenseur ou à chacun.
quintille-opt-fiche = La fiche de celui qui mêle (jetons)
quintille-opt-fiche-help = Ce que celui qui mêle met au jeu à chaque coup : une fiche de 10.
quintille-opt-game-counter = Le jeton de chacun pour le jeu
quintille-opt-game-counter-help = Ce que chaque joueur, celui qui mêle aussi, met au jeu à chaque coup.
quintille-opt-consolation = Consolation (jetons de chaque défenseur)
quintille-opt-consolation-help = Payée par chaque défenseur à l’attaque qui gagne, ou par l’attaque à chaque défenseur (Quadrille).
quintille-opt-matador = Jetons par matador
quintille-opt-matador-help = Pour chaque matador des deux mains de l’attaque ensemble, de chaque défenseur ou à chacun.
quintille-opt-vole = Vole (jetons de chaque défenseur)
quintille-opt-vole-help = Payée par chaque défenseur pour une vole, ou à chacun pour une dévole ; double pour un sans-prendre.
quintille-field-ombre = Hombre (celui qui a appelé)
quintille-contract-call = a appelé un Roi
quintille-contract-self-call = a appelé son propre Roi (seul)
quintille-contract-sans-prendre = sans prendre (seul)
quintille-field-partner = Celui qui a le Roi appelé
quintille-field-partner-help = laisser vide pour un sans-prendre
quintille-group-matadors = Matadors
quintille-group-matadors-vole = Matadors et vole
quintille-group-codille = Codille
quintille-field-matador-holder = Qui a les matadors
quintille-field-matador-holder-help = l’Hombre ou son ami, s’il a Spadille, Manille et Baste
quintille-field-matadors = Matadors
quintille-field-matadors-help = 0, ou 3 et plus dans cette main
quintille-field-trump-order = Défenseur qui a { $rank ->
        [1] la plus haute triomphe
        [2] la deuxième triomphe
        [3] la troisième triomphe
       *[other] la triomphe numéro { $rank }
    }
quintille-field-trump-order-help = pour les jetons impairs d’une codille, la meilleure triomphe d’abord ; omettez ceux qui n’en ont pas
quintille-for-a-called-king = pour un Roi appelé
quintille-partner-is-ombre = l’ami est un autre joueur ; un Roi qu’on a soi-même se joue seul
quintille-partner-only-for-a-call = seul un Roi appelé donne un ami ; laissez null
quintille-trump-order-not-a-defender = { $player } n’est pas un défenseur, ou est nommé deux fois
quintille-matador-holder-defender = les matadors ne se paient qu’à l’Hombre ou à son ami ; ceux d’un défenseur s’inscrivent 0
quintille-when-matadors-entered = quand des matadors sont inscrits
quintille-matador-holder-without-matadors = laissez null quand personne n’a trois matadors
quintille-item-game = au jeu
quintille-item-next-stake = jetons de chacun au coup suivant (le jeu est vide)
quintille-item-dealer-fiche = la fiche de celui qui mêle au coup suivant
quintille-item-game-counter = jetons de chacun pour le jeu au coup suivant

reason-pair_draws_pool = les deux amis tirent le jeu
reason-sans_prendre_draws = le sans-prendre tire du jeu

rules-quintille-intro = L’ancien Hombre à cinq : l’hombre appelle un roi, et les deux amis partagent. Livres : 000:10852-10994 ; 001:8491-8662 ; règles : la spécification ombre.
rules-quintille-payment-codille = Codille : le défendeur qui fait plus de levées que l’hombre tire le jeu, et l’hombre fait la bête (000:9066-9191 ; 001:6838-6995).
rules-quintille-payment-matadors = Les matadors : chacun des autres paie chaque matador de la suite de l’hombre, que l’hombre paie s’il perd (000:8238-8330, lois LII–LVIII 10659-10709 ; 001:5950-6022).
rules-quintille-payment-pair_draws_pool = L’hombre et son ami qui gagnent tirent la poule et la partagent (000:10852-10994 ; 001:8491-8662, 8716-8800).
rules-quintille-payment-remise_beast = Remise : l’hombre qui ne fait pas plus de levées qu’un défendeur, sans codille, fait une bête égale au jeu (000:9066-9191 ; 001:6838-6995).
rules-quintille-payment-sans_prendre = Sans prendre : chacun des deux autres paie l’hombre qui a joué sans prendre au talon (000:8672-8730 ; 001:6300-6375).
rules-quintille-payment-sans_prendre_draws = L’hombre qui gagne sans prendre tire seul la poule (000:10852-10994 ; 001:8491-8662).
rules-quintille-payment-stake = Les mises : chacun marque le jeu de ses fiches à chaque jeu neuf (000:8331-8441 ; 001:6033-6114).
rules-quintille-payment-vole = La vole : les neuf levées, payée par chacun des autres (000:9411-9536 ; 001:7212-7298).
