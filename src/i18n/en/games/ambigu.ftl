# Ambigu, or the Banquet: every message that names this game, its rules page (rules-ambigu-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Ambigu
ambigu-option-poule = Poule (ante)
ambigu-option-baster = Baster stake
ambigu-option-renvi-limit = Limit of a renvi
ambigu-option-informational-help = As agreed; informational: every counter staked is entered with the deal.
ambigu-option-dealer-pays = Dealer pays the maker of an uncalled vade
ambigu-option-dealer-pays-help = If nobody holds the vade, its maker takes the batterie and the dealer pays him 2.
ambigu-option-penalty = Penalty put on the game
ambigu-option-penalty-help = Showing one's hand, or a dealer not shuffling the discards: 4 counters to the game and the coup lost (Laws XIII, XIV).
ambigu-option-values = Values of the combinations
ambigu-option-values-help = Paid by each other player besides the game.
ambigu-field-outcome = How the deal ended
ambigu-field-combination = Winning combination
ambigu-field-bet = Bet { $number }: player
ambigu-field-bet-kind = For
ambigu-field-bet-amount = Counters
ambigu-field-penalty = Penalty
ambigu-outcome-showdown = Showdown
ambigu-outcome-renvi-uncalled = Renvi not held
ambigu-outcome-vade-uncalled = Vade not held
ambigu-outcome-all-passed = All passed
ambigu-bet-poule = Poule
ambigu-bet-baster = Baster
ambigu-bet-dealer-two = Dealer's two
ambigu-bet-vade = Vade
ambigu-bet-renvi = Renvi
ambigu-penalty-showed = Showed his hand
ambigu-penalty-shuffle = Dealer did not shuffle
ambigu-combination-point = Point
ambigu-combination-prime = Prime
ambigu-combination-grande-prime = Grande prime
ambigu-combination-sequence = Sequence
ambigu-combination-tricon = Tricon
ambigu-combination-flux = Flux
ambigu-combination-tricon-prime = Tricon and prime
ambigu-combination-tricon-grande-prime = Tricon and grande prime
ambigu-combination-flux-sequence = Flux and sequence
ambigu-combination-fredon = Fredon
ambigu-combination-fredon-grand = Fredon with a grande prime
ambigu-item-jeu = On the game
ambigu-bet-positive = a bet is at least 1
ambigu-dealer-two-by-dealer = the dealer's two is put by the dealer
ambigu-penalised-winner = a penalised player loses the coup
ambigu-uncalled-vade-bets = with an uncalled vade only its maker has vade bets and nobody a renvi
ambigu-unknown-combination = "{ $combination }" is not a combination of the Ambigu

reason-bet = bet on the game
reason-combination = combination
reason-jeu = the game
reason-uncalled_vade = uncalled vade
reason-vade_and_batterie = vade and batterie

rules-ambigu-intro = Two to six players; a betting game of combinations, the vade and the renvi. Books: 000:14392-14739; 001:10338-10740; rules: the other-games-1 specification.
rules-ambigu-payment-bet = Every counter put on the game (poule, baster, vade, renvi) goes to the jeu (000:14425-14500; 001:10391-10485).
rules-ambigu-payment-jeu = The best game at the showdown, or an uncalled renvi, takes everything on the jeu (000:14449-14500; 001:10415-10485).
rules-ambigu-payment-combination = The winner's combination is paid by every other player, besides the poule, the vade and the renvis (law VIII; 000:14507-14656; 001:10497-10651).
rules-ambigu-payment-vade_and_batterie = An uncalled vade: its maker takes back his vade and the batterie (000:14459-14468; 001:10426-10440).
rules-ambigu-payment-uncalled_vade = An uncalled vade: the dealer pays its maker 2 counters (000:14459-14468; 001:10426-10440).
rules-ambigu-payment-penalty = Showing one's hand, or a dealer who does not shuffle: 4 counters to the game (laws XIII–XIV; 000:14671-14712; 001:10671-10710).
