# The Man d'Auvergne: every message that names this game, its rules page (rules-homme-d-auvergne-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## L'Homme d'Auvergne.
homme-option-partie-games = Games of the partie
homme-option-partie-games-help = The first to mark this many games wins the partie; usually seven.
homme-option-stake = Stake of the partie
homme-option-stake-help = What each other player pays the winner of the partie; the book names none.
homme-option-deck = Pack
homme-option-deck-help = 28 cards (Sevens out) with two or three players, 32 with four to six; for the record only.
homme-deck-28 = 28 cards
homme-deck-32 = 32 cards
homme-option-two-trick-rule = Winning with two tricks
homme-option-two-trick-rule-help = The player who stands must take three tricks, or the first two when the tricks are divided (law VIII); the variant also counts two tricks made first.
homme-rule-first-two-tricks = the first two tricks (the book)
homme-rule-first-to-two = the first to make two
homme-field-stood = Stood (fait jouer)
homme-field-trick = Trick { $n } won by
homme-field-turned-kings = Kings turned as trump by the dealer
homme-group-kings = Kings
homme-field-king-holder = King of trumps { $n }: held by
homme-field-king-count = King of trumps { $n }: Kings in his hand
homme-field-king-lost-from = Marked King lost { $n }: its holder
homme-field-king-lost-to = Marked King lost { $n }: taken by
homme-group-faults = Faults
homme-field-misdeal = The dealer misdealt
homme-field-out-of-turn = Played before their turn
homme-field-renounce = Renounced
homme-turned-kings = at most three cards are turned
homme-kings = a holder has one to four Kings
homme-five-tricks = the five tricks are entered in order

rules-homme-d-auvergne-intro = Two to six players, five cards; a race to seven games marked for kings and tricks. Books: 000:16004-16090; 001:12470-12590; rules: the other-games-2 specification.
rules-homme-d-auvergne-payment-partie = The partie: the first to reach the partie's games (or points) wins, and each loser pays the stake to his counterpart, in the deal that wins it (law VII; 001:12474-12575; 000:16006-16086).
