# Ma Commere, or Help me, Neighbour: every message that names this game, its rules page (rules-ma-commere-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Ma Commère
ma-commere-option-stake = Stake in the poule
ma-commere-option-stake-help = What each puts in for the winner, "peu ou beaucoup".
ma-commere-option-sequence-bonus = Paid for a sequence
ma-commere-option-tricon-bonus = Paid for a tricon
ma-commere-option-bonus-help = By each other player to the winner, besides the poule.
ma-commere-void-help = A false pack voids the deal unless already won; a misdeal: deal again.

reason-hand_bonus = sequence or tricon

rules-ma-commere-intro = Seven or eight players; exchanging cards with one's neighbour for a point, sequence or tricon. Books: 000:15050-15172; 001:11160-11300; rules: the other-games-1 specification.
rules-ma-commere-payment-stake = Each player puts his stake into the poule at each deal (000:15080-15087; 001:11182-11190).
rules-ma-commere-payment-poule = The winner takes the poule (000:15139-15143; 001:11257-11262).
rules-ma-commere-payment-hand_bonus = A sequence wins 1 more counter from each other player, a tricon 2 (000:15139-15143; 001:11257-11262).
