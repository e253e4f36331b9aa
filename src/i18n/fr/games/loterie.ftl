# La Loterie : tous les messages qui nomment ce jeu, sa page de règles (rules-loterie-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Loterie
loterie-option-stake = Prise mise au fonds
loterie-option-stake-help = Chacun donne toute sa mise pour former le fonds.
loterie-option-tickets = Billets par joueur
loterie-option-tickets-help = 2, 3 ou 4 pour abréger le jeu.
loterie-field-lot-card = Lot de { $player } : carte
loterie-field-lot-value = Lot de { $player } : jetons
loterie-field-ticket = Billet { $number } de { $player }
loterie-item-fund = Le fonds
loterie-stake-positive = la mise vaut au moins 1
loterie-fund-exhausted = le fonds est épuisé : la loterie est finie
loterie-bad-card = « { $card } » n’est pas une carte (rang A, 2-10, J, Q, K puis couleur S, H, D, C)
loterie-card-twice = « { $card } » est donnée deux fois
loterie-every-player = un lot pour chaque joueur
loterie-tickets-count = { $got } billets ; chaque joueur en a { $want }
loterie-value-positive = un lot vaut au moins 1

reason-fund = le fonds
reason-lot_drawn = lot tiré

rules-loterie-intro = Beaucoup de joueurs ; des lots et des billets tirés sur un fonds. Livres : 000:14964-15049 ; 001:11060-11160 ; règles : la spécification other-games-1.
rules-loterie-payment-fund = Le fonds : chacun donne toute sa prise au fonds au début (000:14977-14986 ; 001:11076-11090).
rules-loterie-payment-lot_drawn = Un billet semblable à un lot le tire du fonds ; les lots non tirés retournent au fonds (000:14987-15029 ; 001:11091-11134).
