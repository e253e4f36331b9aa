# Le Cul-bas : tous les messages qui nomment ce jeu, sa page de règles (rules-cul-bas-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Le Cul-bas.
cul-bas-option-ante = Mise pour le cul-bas
cul-bas-option-ante-help = Ce que chacun met pour le cul-bas à chaque coup.
cul-bas-box = le cul-bas
cul-bas-field-winner = Le premier défait de son jeu
cul-bas-field-cards-left = Cartes restées en main
cul-bas-field-culbas = Cartes étalées en cul-bas
cul-bas-field-culbas-help = un joueur qui n’a rien à assortir étale son jeu ; chaque carte paie un
cul-bas-winner-required = pour nommer qui s’est défait de son jeu
cul-bas-winner-has-cards = le gagnant n’a plus de cartes

reason-culbas = le cul-bas
reason-culbas_ante = mise au cul-bas
reason-culbas_card = cartes étendues

rules-cul-bas-intro = De trois à dix joueurs ; on pêche les pareilles, ou l’on met son cul-bas. Livres : 000:17355-17438 ; 001:14595-14695 ; règles : la spécification other-games-2.
rules-cul-bas-payment-culbas_ante = Chacun met sa mise pour le cul-bas (001:14600-14690 ; 000:17355-17438).
rules-cul-bas-payment-culbas = Le premier qui se défait de sa main tire le cul-bas (001:14600-14690 ; 000:17355-17438).
rules-cul-bas-payment-card_left = Le gagnant est payé 1 par carte restée dans chaque main (001:14600-14690 ; 000:17355-17438).
rules-cul-bas-payment-culbas_card = Le gagnant est payé 1 par carte qu’a étendue chaque joueur mis à cul-bas (001:14600-14690 ; 000:17355-17438).
