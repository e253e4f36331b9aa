# Imperial: every message that names this game, its rules page (rules-imperiale-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Impériale
imperiale-option-stake = Stake of a partie
imperiale-option-stake-help = The partie is played for an agreed stake.
imperiale-option-partie = Imperials to win the partie
imperiale-option-partie-help = Usually five imperials.
imperiale-option-deck = Cards in the pack (32 or 36)
imperiale-option-deck-help = The Piquet pack, or 36 with the sixes; three players need 36.
imperiale-option-sans-restriction = Imperial turned and won in play admitted
imperiale-option-sans-restriction-help = "Sans restriction" (Law XVI).
imperiale-field-turned-honour = The turn-up is an honour (the dealer marks a counter)
imperiale-field-point = Point
imperiale-field-honours = Trump honours won in tricks
imperiale-field-tricks = Tricks
imperiale-field-in-hand = Imperials shown by { $player }
imperiale-field-in-hand-help = Tick each imperial he shows before the point. The sequence of the trump suit is ticked as “of trumps” only: it counts two.
imperiale-kind-four-kings = Four kings
imperiale-kind-four-queens = Four queens
imperiale-kind-four-knaves = Four knaves
imperiale-kind-four-aces = Four aces
imperiale-kind-four-sevens = Four sevens
imperiale-kind-four-sixes = Four sixes
imperiale-kind-spades-sequence = K Q J A of spades
imperiale-kind-hearts-sequence = K Q J A of hearts
imperiale-kind-diamonds-sequence = K Q J A of diamonds
imperiale-kind-clubs-sequence = K Q J A of clubs
imperiale-kind-trump-sequence = K Q J A of trumps (two)
imperiale-field-turned = Imperial completed by the turn-up
imperiale-field-won-in-play = Imperial of trumps won in play
imperiale-field-penalty = Penalty
imperiale-group-imperials = Imperials
imperiale-penalty-failed-to-take = Did not take when able (one imperial)
imperiale-penalty-renounce = Renounce (two imperials)
imperiale-penalty-mixed-with-stock = Mixed his hand with the stock (the partie)
imperiale-penalty-misdeal = Misdeal (one imperial)
imperiale-event-misdeal-help = The dealer loses his deal and one imperial (Law IV).
imperiale-item-counters = Loose counters of { $player }
imperiale-round = Partie { $number }
imperiale-deck = the pack has 32 or 36 cards
imperiale-partie-positive = a partie needs at least one imperial
imperiale-unknown-kind = "{ $kind }" is not an imperial of this pack
imperiale-five-honours = there are five trump honours

rules-imperiale-intro = Two players; imperials and counters, a race to five imperials. Books: 000:13688-13998; 001:9440-9790; rules: the other-games-1 specification.
rules-imperiale-payment-partie = The partie: the first to five imperials wins and the loser pays the stake agreed (000:13712-13716, 13826-13838; 001:9478-9482).
rules-imperiale-payment-partie_lost_by_fault = Mixing one's hand with the stock, or quitting, loses the partie and its stake (laws VI, XX; 000:13930-13955; 001:9709-9745).
