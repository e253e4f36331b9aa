# L’Ombre à deux : tous les messages qui nomment ce jeu, sa page de règles (rules-ombre-deux-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

ombre-deux-opt-hazards-help = Aucune à deux : les pretintailles ne sont que de l’Hombre à trois.
ombre-deux-no-hazards = les pretintailles ne sont que de l’Hombre à trois ; laissez hazards vide

rules-ombre-deux-intro = L’Hombre à deux, une couleur ôtée. Livres : 000:11134-11165 ; 001:8830-8850 ; règles : la spécification ombre.
rules-ombre-deux-payment-abandon_divides = Le jeu abandonné : les défendeurs partagent ce qui est au jeu (000:8854-8987 ; 001:6504-6745).
rules-ombre-deux-payment-beast_goes = Une bête va au jeu quand le jeu est tiré, l’une après l’autre (000:8988-9064, 9193-9369 ; 001:6751-6836, 7001-7165).
rules-ombre-deux-payment-codille = Codille : le défendeur qui fait plus de levées que l’hombre tire le jeu, et l’hombre fait la bête (000:9066-9191 ; 001:6838-6995).
rules-ombre-deux-payment-codille_beast = La bête que fait l’hombre qui perd codille (000:9066-9191 ; 001:6838-6995).
rules-ombre-deux-payment-draws_pool = L’hombre qui gagne tire ce qui est au jeu (000:9066-9191 ; 001:6838-6995).
rules-ombre-deux-payment-matadors = Les matadors : chacun des autres paie chaque matador de la suite de l’hombre, que l’hombre paie s’il perd (000:8238-8330, lois LII–LVIII 10659-10709 ; 001:5950-6022).
rules-ombre-deux-payment-penalty_beast = Une bête pour une faute (renonce, jeu montré), payée par le fautif (000:8988-9064, lois 10299-10848 ; 001:6751-6836).
rules-ombre-deux-payment-remise_beast = Remise : l’hombre qui ne fait pas plus de levées qu’un défendeur, sans codille, fait une bête égale au jeu (000:9066-9191 ; 001:6838-6995).
rules-ombre-deux-payment-sans_prendre = Sans prendre : l’autre joueur paie l’hombre qui a joué sans prendre au talon (000:8672-8730 ; 001:6300-6375).
rules-ombre-deux-payment-stake = Les mises : chacun marque le jeu de ses fiches à chaque jeu neuf (000:8331-8441 ; 001:6033-6114).
rules-ombre-deux-payment-vole = La vole : les huit levées, payée par l’adversaire, par analogie avec l’Hombre à trois (000:9411-9536, 11134-11165 ; 001:7212-7298, 8830-8850).
rules-ombre-deux-payment-vole_missed = La vole entreprise et manquée : l’hombre paie ce que la vole aurait gagné (000:9411-9536 ; 001:7212-7298).
rules-ombre-deux-payment-leftover_share = À la fin de la partie, ce qui reste au jeu se partage selon l’option leftover_policy (000:9538-9584 ; 001:7300-7340).
rules-ombre-deux-payment-abandon_beast = Le jeu abandonné : l’hombre qui quitte fait la bête (000:8854-8987 ; 001:6504-6745).
rules-ombre-deux-payment-vole_draws_beasts = La vole tire les bêtes qui sont au jeu (000:9411-9536 ; 001:7212-7298).
rules-ombre-deux-payment-beasts_on_game = Les bêtes mises au jeu comptent dans ce que tire le gagnant (000:9193-9369 ; 001:7001-7165).
rules-ombre-deux-payment-consolation = La consolation, payée par ou à l’autre joueur (spec ombre §1.4.4 ; 000:9193-9369).
rules-ombre-deux-payment-contre_missed = Le contre manqué : celui qui a dit contre paie selon le livre (000:9411-9536 ; 001:7212-7298).
