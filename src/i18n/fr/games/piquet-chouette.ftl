# Piquet, la Chouette : tous les messages qui nomment ce jeu, sa page de règles (rules-piquet-chouette-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

piquet-chouette-plays = la Chouette, { $chouette }, joue tous les coups

reason-marked_chouette = marqué : la Chouette et les deux

rules-piquet-chouette-intro = Le Piquet à écrire, un contre les autres. Livres : 004:266 ; 000:12496-12499 ; 001:1491-1495 ; règles : la spécification piquet.
rules-piquet-chouette-payment-marked_chouette = La Chouette : le joueur seul paie chacun des autres, ou est payé par chacun (004:264-266 ; 000:12487-12499 ; 001:1482-1498).
