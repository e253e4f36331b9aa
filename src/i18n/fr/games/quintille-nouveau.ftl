# Quintille (nouvelle) : tous les messages qui nomment ce jeu, sa page de règles (rules-quintille-nouveau-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

quintille-nouveau-opt-sans-prendre = Sans-prendre (jetons de chacun)
quintille-nouveau-opt-sans-prendre-help = De chacun des quatre autres ou à chacun, contre un sans-prendre, la valeur du Quadrille.
quintille-nouveau-field-partner-help = seulement pour un Roi appelé dans une autre main
quintille-nouveau-field-matadors = Matadors de l’attaque
quintille-nouveau-field-matadors-help = la suite commune de l’Hombre et de son Roi : 0, ou 3 et plus
quintille-nouveau-field-vole-undertaken-help = sans effet sur les paiements : une vole manquée ne coûte rien

reason-dealer_fiche = la fiche de celui qui mêle
reason-game_payments = consolation, matadors, sans-prendre et vole

rules-quintille-nouveau-intro = Le Quintille nouveau, payé comme au Quadrille. Livres : 000:10997-11130 ; 001:8665-8826 ; règles : la spécification ombre.
rules-quintille-nouveau-payment-beast_goes = Une bête va au jeu quand le jeu est tiré, l’une après l’autre (000:8988-9064, 9193-9369 ; 001:6751-6836, 7001-7165).
rules-quintille-nouveau-payment-codille = Codille : le défendeur qui fait plus de levées que l’hombre tire le jeu, et l’hombre fait la bête (000:9066-9191 ; 001:6838-6995).
rules-quintille-nouveau-payment-codille_beast = La bête que fait l’hombre qui perd codille (000:9066-9191 ; 001:6838-6995).
rules-quintille-nouveau-payment-dealer_fiche = La fiche de celui qui mêle, mise au jeu (000:10997-11130 ; 001:8665-8826, comme au Quadrille, 000:663-853).
rules-quintille-nouveau-payment-draws_pool = L’hombre qui gagne tire ce qui est au jeu (000:9066-9191 ; 001:6838-6995).
rules-quintille-nouveau-payment-game_counter = Le jeton du jeu de chaque joueur, payé comme au Quadrille (000:10997-11130, 663-853 ; 001:8665-8826).
rules-quintille-nouveau-payment-game_payments = Les paiements du jeu (consolation, matadors, sans prendre, vole) comme au Quadrille (000:10997-11130 ; 001:8665-8826, 3309-3500).
rules-quintille-nouveau-payment-remise_beast = Remise : l’hombre qui ne fait pas plus de levées qu’un défendeur, sans codille, fait une bête égale au jeu (000:9066-9191 ; 001:6838-6995).
