# Piquet à quatre : tous les messages qui nomment ce jeu, sa page de règles (rules-piquet-quatre-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

reason-marked_side = marqué : les partenaires paient

rules-piquet-quatre-intro = Le Piquet à écrire, deux contre deux. Livres : 004:266 ; 000:12496-12499 ; 001:1491-1495 ; règles : la spécification piquet.
rules-piquet-quatre-payment-marked = Les marques du jeu écrit : à la fin chacun paie la différence des colonnes, arrondie par dizaines, un jeton par dizaine (004:173-244 ; 000:12357-12424 ; 001:1354-1430).
rules-piquet-quatre-payment-marked_side = Deux contre deux : les marques de chaque côté se paient joueur à joueur (004:264-266 ; 000:12487-12499 ; 001:1482-1498).
