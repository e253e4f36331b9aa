# Sizette: every message that names this game, its rules page (rules-sizette-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## La Sizette.
sizette-option-games = Games of the partie
sizette-option-games-help = The book gives no length; agree it before the partie.
sizette-option-stake = Stake of the partie
sizette-option-stake-help = What each player of the losing side pays his counterpart.
sizette-option-sides = Sides
sizette-option-sides-help = Three against three, seated alternately.
sizette-field-trick = Trick { $n } won by
sizette-group-faults = Faults
sizette-field-renounce = Side that renounced (two games, the deal void)
sizette-field-penalty-side = Fault { $n }: side
sizette-field-penalty-games = Fault { $n }: games lost
sizette-field-penalty-reason = Fault { $n }: what
sizette-six-tricks = the six tricks are entered in order
sizette-two-sides = the Sizette is played by two sides of three
sizette-event-quits = A side quits the partie
sizette-event-quits-help = Quitting the partie loses it (law XV): the other side is paid the partie.
sizette-field-quits = Side that quits

rules-sizette-intro = Six players, three against three; a race of games. Books: 000:16699-16847; 001:13600-13810; rules: the other-games-2 specification.
rules-sizette-payment-partie = The partie: the first to reach the partie's games (or points) wins, and each loser pays the stake to his counterpart, in the deal that wins it (001:13600-13810; 000:16699-16847).
