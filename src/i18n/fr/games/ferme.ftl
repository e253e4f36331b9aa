# La Ferme : tous les messages qui nomment ce jeu, sa page de règles (rules-ferme-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

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

reason-farm = la ferme
reason-farm_deposit = dépôt de la ferme
reason-over_sixteen = passé seize

rules-ferme-intro = Tant qu’on veut ; un Fermier tient la banque ; seize juste le dépossède. Livres : 000:16092-16205 ; 001:12595-12790 ; règles : la spécification other-games-2.
rules-ferme-payment-farm_deposit = Le Fermier dépose le prix de la ferme en garantie (001:12600-12740 ; 000:16092-16183).
rules-ferme-payment-game_stake = Chaque joueur servi met 1 au jeu ; le Fermier non (001:12600-12740 ; 000:16092-16183).
rules-ferme-payment-over_sixteen = Passé seize : le joueur paie l’excédent au Fermier, ou à la ferme dans la seconde manière (001:12626-12631, 12743-12785 ; 000:16107-16113).
rules-ferme-payment-farm = Seize juste dépossède le Fermier : le gagnant prend la ferme (moins de cartes d’abord, puis le brillant, puis l’aîné) (001:12686-12693 ; 000:16139-16143).
rules-ferme-payment-game = Le jeu va au seize, ou au plus haut point sous seize (001:12600-12740 ; 000:16092-16183).
