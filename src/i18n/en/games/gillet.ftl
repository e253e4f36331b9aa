# Gillet: every message that names this game, its rules page (rules-gillet-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Le Gillet.
gillet-option-ante = Ante in each box
gillet-option-ante-help = What each puts before the deal in the Gé and in the Point.
gillet-ge = the Gé
gillet-point = the Point
gillet-field-ge-winner = Gé won by
gillet-field-ge-winner-help = the highest pair; any tricon beats every pair; empty when nobody had a pair
gillet-field-ge-revies = Revies on the Gé
gillet-field-point-winner = Point won by
gillet-field-point-winner-help = the highest point; a flux always has the higher point
gillet-field-point-revies = Revies on the Point

reason-ge = the Gé

rules-gillet-intro = Three to five players; the Gé and the Point with revies. Books: 000:17298-17353; 001:14510-14580; rules: the other-games-2 specification.
rules-gillet-payment-ante = Each player puts 1 in the Gé and the Point boxes before the deal (001:14510-14580; 000:17298-17353).
rules-gillet-payment-ge = The Gé: the highest pair (any tricon beats it) takes its box with the revies (001:14510-14580; 000:17298-17353).
rules-gillet-payment-point = The Point: the highest point (a flux always higher) takes its box with the revies (001:14510-14580; 000:17298-17353).
rules-gillet-payment-revy = The revies go to the winner of their box (001:14510-14580; 000:17298-17353).
