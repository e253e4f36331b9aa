# La Belle, le Flux et le Trente-un : tous les messages qui nomment ce jeu, sa page de règles (rules-belle-flux-trente-un-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

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

reason-belle = la Belle
reason-flux = le Flux
reason-trente_un = le Trente-un

rules-belle-flux-trente-un-intro = Tant qu’on veut ; trois boîtes, la Belle, le Flux et le Trente-un. Livres : 000:17220-17297 ; 001:14395-14497 ; règles : la spécification other-games-2.
rules-belle-flux-trente-un-payment-ante = Chacun met sa mise dans chacune des trois boîtes à chaque coup (001:14400-14495 ; 000:17220-17297).
rules-belle-flux-trente-un-payment-belle = La Belle : la plus haute carte retournée tire sa boîte ; égale, elle reste (001:14400-14495 ; 000:17220-17297).
rules-belle-flux-trente-un-payment-flux = Le Flux : le plus haut flux tire sa boîte ; aucun ou égal, elle reste (001:14400-14495 ; 000:17220-17297).
rules-belle-flux-trente-un-payment-trente_un = Le Trente-un : le premier à trente et un, sinon le plus haut en dessous, tire sa boîte (001:14400-14495 ; 000:17220-17297).
