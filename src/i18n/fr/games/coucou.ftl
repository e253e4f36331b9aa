# Le Coucou : tous les messages qui nomment ce jeu, sa page de règles (rules-coucou-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

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

reason-coucou_mark = marque à la poule
reason-coucou_pool = la poule
reason-coucou_pool_shared = la poule partagée

rules-coucou-intro = Beaucoup de joueurs, chacun avec ses marques ; la plus basse carte paie à la poule ; le dernier qui a des marques la tire. Livres : 000:17440-17493 ; 001:14710-14780 ; règles : la spécification other-games-2.
rules-coucou-payment-coucou_mark = Chacun qui a le plus bas rang de la table met une marque à la poule (001:14716-14780 ; 000:17440-17493).
rules-coucou-payment-coucou_pool = Le dernier qui a des marques tire la poule (001:14716-14780 ; 000:17440-17493).
rules-coucou-payment-coucou_pool_shared = Si les derniers perdent ensemble leurs dernières marques, ils partagent la poule, les jetons impairs aux aînés (décision de la spec §14.3 ; le livre se tait).
