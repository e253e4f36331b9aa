# Les petits jeux de mise et de poule (other-games-1 §4-§10) : Papillon, Ambigu, Commerce,
# Tontine, Loterie, Ma Commère, Guimbarde : les mots que partagent les jeux d'other-games-1
# (ceux de chaque jeu sont dans games/<slug>.ftl).

## Commun
pool-field-dealer = Celui qui donne
pool-field-winner = Gagnant
pool-field-player = Joueur
pool-field-kind = Jeu gagnant
pool-field-void = Coup nul (rien ne se paie)
pool-group-faults = Fautes et coups nuls
pool-item-poule = La poule
pool-kind-point = Point
pool-kind-sequence = Séquence
pool-kind-tricon = Tricon
pool-option-tours = Nombre de tours
pool-option-required = l’option { $key } doit être convenue avant le premier coup
pool-out-of-range = { $got } n’est pas entre { $min } et { $max }
pool-when-played = quand le coup est joué

pool-option-negative = l’option { $key } ne peut être au-dessous de zéro
