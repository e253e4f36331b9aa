# Le Commerce : tous les messages qui nomment ce jeu, sa page de règles (rules-commerce-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Commerce
commerce-option-stake = Mise à la poule
commerce-option-stake-help = Chaque joueur met un jeton à la poule à chaque coup.
commerce-option-trade-price = Prix d’une carte du banquier
commerce-option-trade-price-help = Le commerce à prix d’argent : un jeton par carte au banquier.
commerce-option-cumulative = Le banquier qui perd paie les deux peines
commerce-option-cumulative-help = Le banquier qui perd donne 1 au gagnant et, s’il a point, séquence ou tricon, 1 à chacun ; non coché = le 1 à chacun remplace le 1 au gagnant.
commerce-option-tours-help = Mieux vaut un nombre de tours fixé, comme au Quadrille ; pour information.
commerce-field-dealer-help = Celui qui donne est le banquier.
commerce-field-bought = Cartes achetées au banquier
commerce-field-banker-combination = Le banquier avait point, séquence ou tricon
commerce-void-help = Jeu faux, maldonne ou carte retournée : on redonne, rien ne se paie.

reason-bank_trade = commerce à la banque
reason-banker_combination = combinaison du banquier
reason-banker_loses = le banquier perd
reason-banker_wins = le banquier gagne

rules-commerce-intro = De trois à douze joueurs ; le banquier vend des cartes, le meilleur point, séquence ou tricon tire la poule. Livres : 000:14740-14893 ; 001:10740-10937 ; règles : la spécification other-games-1.
rules-commerce-payment-stake = La mise : chacun met 1 jeton à la poule à chaque coup (000:14748-14750 ; 001:10757-10759).
rules-commerce-payment-poule = Le gagnant prend la poule ; le banquier gagne à points égaux (000:14833-14837 ; 001:10862-10866).
rules-commerce-payment-bank_trade = Commercer pour argent : 1 jeton au banquier par carte prise à la banque (000:14795-14799, 14826-14831 ; 001:10814-10861).
rules-commerce-payment-banker_wins = Le banquier gagne : 1 jeton de chacun de ceux qui ont commercé à la banque (000:14838-14841 ; 001:10867-10873).
rules-commerce-payment-banker_loses = Le banquier perd : il donne 1 jeton au gagnant (000:14851-14855 ; 001:10882-10888).
rules-commerce-payment-banker_combination = Le banquier qui perd avec un point, une séquence ou un tricon donne en outre 1 jeton à chacun (000:14856-14860 ; 001:10902-10906).
