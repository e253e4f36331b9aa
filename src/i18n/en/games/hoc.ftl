# Hoc: every message that names this game, its rules page (rules-hoc-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Le Hoc.
hoc-option-stake = Stake in each pot
hoc-option-stake-help = What each player puts into the Point, the Sequence and the Tricon every deal.
hoc-option-bonus = Counter of the double deal
hoc-option-bonus-help = In a double deal each contest's winner draws besides this from each player; 0 leaves only the doubled stakes.
hoc-option-cards = Cards each
hoc-option-cards-help = 15 each with two players, 12 with three.
hoc-cards-12 = 12 cards (three players)
hoc-cards-15 = 15 cards (two players)
hoc-pot-point = the Point
hoc-pot-sequence = the Sequence
hoc-pot-tricon = the Tricon
hoc-double-deal = a double deal
hoc-field-point = Point won by
hoc-field-sequence = Sequence won by
hoc-field-tricon = Tricon won by
hoc-field-revies-point = Revies on the Point
hoc-field-revies-sequence = Revies on the Sequence
hoc-field-revies-tricon = Revies on the Tricon
hoc-group-sequences = The winner's sequences
hoc-field-seq-length = Sequence { $n }: cards
hoc-field-seq-king = Sequence { $n }: to the King
hoc-group-tricons = The winner's tricons
hoc-field-tri-rank = Tricon { $n }: rank
hoc-field-tri-count = Tricon { $n }: three or four
hoc-rank = { $rank }
hoc-field-hocs = Hocs earned in play
hoc-field-out = First out
hoc-field-cards-left = Cards left in hand
hoc-group-faults = Carte blanche and faults
hoc-field-blanche = Carte blanche (no King, Queen or Knave)
hoc-field-false-sans = Said "sans" holding the card
hoc-sequences-required = the Sequence's winner lists all his sequences, each of three cards or more
hoc-tricons-required = the Tricon's winner lists all his tricons (three or four of a rank)
hoc-out-has-cards = the player who went out has no cards left

reason-false_sans = false sans
reason-hoc = hoc
reason-sequence = the sequence
reason-tricon = the tricon

rules-hoc-intro = Two or three players; the Point, the Sequence and the Tricon with revies, then the play with the hocs. Books: 000:16209-16404; 001:12790-13060; rules: the other-games-2 specification.
rules-hoc-payment-stake = Each player puts 1 into each of the pots Point, Sequence and Tricon every deal, the new stakes doubling the pots of a double deal (001:12833-12950; 000:16240-16336).
rules-hoc-payment-revy = The revies added to a contest go to its winner (001:12833-12900; 000:16240-16290).
rules-hoc-payment-point = The Point: its winner takes the pot with its revies; the others pay him nothing (001:12833-12900; 000:16240-16290).
rules-hoc-payment-sequence = The Sequence: its winner takes the pot and, from each, the value of his sequences, 1 to 4 (001:12900-12950; 000:16290-16336).
rules-hoc-payment-tricon = The Tricon: its winner takes the pot and, from each, 2 for three of a kind, 4 for three Kings or four of a kind, 8 for four Kings (001:12900-12950; 000:16290-16336).
rules-hoc-payment-hoc = A hoc: 1 from each other player per hoc earned in play (001:12795-12830, 12955-13005; 000:16209-16240).
rules-hoc-payment-carte_blanche = Carte blanche: 10 from each; nobody pays if two have it (001:13006-13035; 000:16372-16398).
rules-hoc-payment-cards_left = Going out: each other pays by the cards left, 6 for one, 4 for two, n from three to nine, 2n from ten (001:13006-13035; 000:16372-16398).
rules-hoc-payment-false_sans = A false sans (saying x sans y while holding y): 5 to each other player (001:13006-13035; 000:16372-16398).
