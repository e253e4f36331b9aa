# Les jeux de course d'other-games-2 (src/games/jeux) : l'Homme d'Auvergne, le Romestecq,
# la Sizette, le Sixte, le Vingt-quatre : les mots qu’ils partagent (ceux de chaque jeu sont dans
# games/<slug>.ftl). Les marques elles-mêmes s'affichent par race-item-marks.

## La feuille des jeux de course.
jeux-sheet-title = Les marques, coup par coup
jeux-sheet-target = La partie : { $target }
jeux-sheet-winner = { $side } a gagné la partie
jeux-sheet-deal = Coup
jeux-sheet-side = { $side }
jeux-sheet-total = Marques
jeux-sheet-empty = Pas encore de coup
