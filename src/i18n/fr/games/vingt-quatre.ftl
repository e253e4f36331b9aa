# Le Vingt-quatre : tous les messages qui nomment ce jeu, sa page de règles (rules-vingt-quatre-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Le Vingt-quatre.
vingt-quatre-option-stake = Mise
vingt-quatre-option-stake-help = Ce que chacun met au jeu une fois ; le premier à vingt-quatre le tire.
vingt-quatre-option-honours = Honneurs
vingt-quatre-option-honours-help = Le jeu par figures (R D V 10 9 de triomphe) ou par le point (A 2 3 4 5) ; la table inscrit le compte.
vingt-quatre-honours-figures = par figures
vingt-quatre-honours-point = par le point
vingt-quatre-option-imperial = Une impériale
vingt-quatre-option-imperial-help = Comptée comme à l’Impériale, 24 : elle finit la partie.
vingt-quatre-option-item = Le point, un honneur, les cartes
vingt-quatre-option-item-help = Chacun compte quatre, comme à l’Impériale.
vingt-quatre-game = le jeu
vingt-quatre-field-turned = Celui qui donne a tourné un honneur (la virade)
vingt-quatre-field-point = Point gagné par
vingt-quatre-field-honours = Honneurs tenus
vingt-quatre-field-cards = Le plus de levées (vide en cas d’égalité)
vingt-quatre-group-imperials = Impériales
vingt-quatre-field-imperial = Impériale gagnée par
vingt-quatre-field-imperial-count = Impériales
vingt-quatre-honours = un joueur a au plus cinq honneurs

rules-vingt-quatre-intro = Une course en vingt-quatre points, comptés comme à l’Impériale. Livres : 000:17177-17217 ; 001:14285-14378 ; règles : la spécification other-games-2.
rules-vingt-quatre-payment-stake = Chacun met son enjeu au jeu au premier coup (001:14285-14378 ; 000:17177-17217).
rules-vingt-quatre-payment-game = Le premier à vingt-quatre points gagne la partie et tire le jeu (001:14285-14378 ; 000:17177-17217).
