# Le Gillet : tous les messages qui nomment ce jeu, sa page de règles (rules-gillet-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Le Gillet.
gillet-option-ante = Mise dans chaque boîte
gillet-option-ante-help = Ce que chacun met avant la donne au Gé et au Point.
gillet-ge = le Gé
gillet-point = le Point
gillet-field-ge-winner = Gé gagné par
gillet-field-ge-winner-help = la plus haute paire ; un tricon bat toute paire ; vide quand personne n’avait de paire
gillet-field-ge-revies = Renvis sur le Gé
gillet-field-point-winner = Point gagné par
gillet-field-point-winner-help = le plus haut point ; un flux a toujours le point le plus haut
gillet-field-point-revies = Renvis sur le Point

reason-ge = le Gé

rules-gillet-intro = De trois à cinq joueurs ; le Gé et le Point avec renvis. Livres : 000:17298-17353 ; 001:14510-14580 ; règles : la spécification other-games-2.
rules-gillet-payment-ante = Chacun met 1 aux boîtes du Gé et du Point avant la donne (001:14510-14580 ; 000:17298-17353).
rules-gillet-payment-ge = Le Gé : la plus haute paire (tout tricon la bat) tire sa boîte et les renvis (001:14510-14580 ; 000:17298-17353).
rules-gillet-payment-point = Le Point : le plus haut point (un flux toujours plus haut) tire sa boîte et les renvis (001:14510-14580 ; 000:17298-17353).
rules-gillet-payment-revy = Les renvis vont à qui gagne leur boîte (001:14510-14580 ; 000:17298-17353).
