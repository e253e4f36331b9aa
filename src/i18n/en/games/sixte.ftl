# Sixte: every message that names this game, its rules page (rules-sixte-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Le Sixte.
sixte-option-games = Games of the partie
sixte-option-games-help = The first to six games wins the partie.
sixte-option-stake = Stake of the partie
sixte-option-stake-help = What each other player pays the winner.
sixte-option-deck = Pack
sixte-option-deck-help = 36 cards, the dealer's last card turned; or the full pack with a stock.
sixte-deck-36 = 36 cards
sixte-deck-52 = 52 cards with a stock
sixte-field-trick = Trick { $n } won by
sixte-field-turned-ace = The dealer turned an Ace
sixte-group-faults = Faults
sixte-field-penalty-player = Fault { $n }: by
sixte-field-penalty-kind = Fault { $n }: what
sixte-penalty = { $kind ->
    [misdeal] misdeal (law I)
    [renounce] renounce (law V)
   *[failed_to_win] did not head the trick (law VI)
}
sixte-six-tricks = the six tricks are entered in order

rules-sixte-intro = Six players, six cards; a race to six games. Books: 000:17097-17175; 001:14170-14275; rules: the other-games-2 specification.
rules-sixte-payment-partie = The partie: the first to reach the partie's games (or points) wins, and each loser pays the stake to his counterpart, in the deal that wins it (law X; 001:14170-14275; 000:17097-17175).
