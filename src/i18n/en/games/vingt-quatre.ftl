# Twenty-four: every message that names this game, its rules page (rules-vingt-quatre-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Le Vingt-quatre.
vingt-quatre-option-stake = Stake
vingt-quatre-option-stake-help = What each puts into the game once; the first to twenty-four draws it.
vingt-quatre-option-honours = Honours
vingt-quatre-option-honours-help = The game by figures (K Q J 10 9 of trumps) or by the point (A 2 3 4 5); the table enters the count.
vingt-quatre-honours-figures = by figures
vingt-quatre-honours-point = by the point
vingt-quatre-option-imperial = An imperial
vingt-quatre-option-imperial-help = Counted as at Imperial, 24: it ends the partie.
vingt-quatre-option-item = The point, an honour, the cards
vingt-quatre-option-item-help = Each counts four, as at Imperial.
vingt-quatre-game = the game
vingt-quatre-field-turned = The dealer turned an honour (the virade)
vingt-quatre-field-point = Point won by
vingt-quatre-field-honours = Honours held
vingt-quatre-field-cards = Most tricks (empty if tied)
vingt-quatre-group-imperials = Imperials
vingt-quatre-field-imperial = Imperial won by
vingt-quatre-field-imperial-count = Imperials
vingt-quatre-honours = a player holds at most five honours

rules-vingt-quatre-intro = A points race to twenty-four, counted as at the Impériale. Books: 000:17177-17217; 001:14285-14378; rules: the other-games-2 specification.
rules-vingt-quatre-payment-stake = Each player stakes into the game at the first deal (001:14285-14378; 000:17177-17217).
rules-vingt-quatre-payment-game = The first to 24 points wins the partie and draws the game (001:14285-14378; 000:17177-17217).
