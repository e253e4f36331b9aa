# The race games of other-games-2 (src/games/jeux): Homme d'Auvergne, Romestecq,
# Sizette, Sixte, Vingt-quatre: the words they share (each game's own are in
# games/<slug>.ftl). The marks themselves are shown by race-item-marks.

## The score sheet of the race games.
jeux-sheet-title = The marks, deal by deal
jeux-sheet-target = The partie: { $target }
jeux-sheet-winner = { $side } has won the partie
jeux-sheet-deal = Deal
jeux-sheet-side = { $side }
jeux-sheet-total = Marks
jeux-sheet-empty = No deal yet
