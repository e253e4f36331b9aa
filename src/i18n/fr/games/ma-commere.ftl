# Ma Commère, accommodez-moi : tous les messages qui nomment ce jeu, sa page de règles (rules-ma-commere-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Ma Commère
ma-commere-option-stake = Mise à la poule
ma-commere-option-stake-help = Ce que chacun met pour le gagnant, « peu ou beaucoup ».
ma-commere-option-sequence-bonus = Payé pour une séquence
ma-commere-option-tricon-bonus = Payé pour un tricon
ma-commere-option-bonus-help = Par chacun des autres au gagnant, outre la poule.
ma-commere-void-help = Un jeu faux annule le coup, sauf s’il est déjà gagné ; une maldonne : on redonne.

reason-hand_bonus = séquence ou tricon

rules-ma-commere-intro = Sept ou huit joueurs ; on échange des cartes avec son voisin pour un point, une séquence ou un tricon. Livres : 000:15050-15172 ; 001:11160-11300 ; règles : la spécification other-games-1.
rules-ma-commere-payment-stake = Chacun met sa mise à la poule à chaque coup (000:15080-15087 ; 001:11182-11190).
rules-ma-commere-payment-poule = Le gagnant prend la poule (000:15139-15143 ; 001:11257-11262).
rules-ma-commere-payment-hand_bonus = Une séquence gagne 1 jeton de plus de chacun des autres, un tricon 2 (000:15139-15143 ; 001:11257-11262).
