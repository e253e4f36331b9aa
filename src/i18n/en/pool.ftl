# Small stake-and-pool games (other-games-1 §4-§10): Papillon, Ambigu, Commerce, Tontine,
# Loterie, Ma Commère, Guimbarde; and the words the games of other-games-1 share.

## Shared
pool-field-dealer = Dealer
pool-field-winner = Winner
pool-field-player = Player
pool-field-kind = Winning hand
pool-field-void = Void deal (nothing paid)
pool-group-faults = Faults and void deals
pool-item-poule = The poule
pool-kind-point = Point
pool-kind-sequence = Sequence
pool-kind-tricon = Tricon
pool-option-tours = Number of tours
pool-option-required = the option { $key } must be agreed before the first deal
pool-out-of-range = { $got } is not between { $min } and { $max }
pool-when-played = when the deal is played

## Papillon
papillon-option-box-ante = Fiche put in the box (counters)
papillon-option-box-ante-help = Each player puts one fiche, "more or less", in the box (corbillon); the winner of the partie takes it.
papillon-option-ante-each-deal = Ante at every partie
papillon-option-ante-each-deal-help = The book does not say whether the fiche is put in at each partie or once; off = once, when the sitting opens.
papillon-option-tours-help = Agreed before play; informational.
papillon-field-winner = Winner of the partie
papillon-field-last = Last to lay down (when nobody won)
papillon-field-most-cards = Most cards in his takings
papillon-field-most-cards-help = Leave empty on a tie: the cards are paid double the next partie (IX).
papillon-field-event = Hazard { $number }
papillon-field-cards = Cards laid down
papillon-field-aces = Aces
papillon-field-matched = Taken with a card of the same number
papillon-group-hazards = Hazards
papillon-event-lay-down = Laid down (étendre)
papillon-event-take-aces = Took aces
papillon-event-haneton = Haneton
papillon-event-fourth-with-three = Fourth taken with three
papillon-event-sauterelle = Sauterelle
papillon-event-petit-papillon = Petit papillon
papillon-event-misdeal = Misdeal
papillon-event-misdeal-help = The deal is void and the dealer puts a fiche in the box (XIII).
papillon-item-box = The box
papillon-item-cards-multiplier = The cards pay (times)
papillon-when-misdeal = for a misdeal
papillon-winner-or-last = give exactly one of the winner and the last to lay down

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

## Commerce
commerce-option-stake = Stake in the poule
commerce-option-stake-help = Each player puts one counter into the poule each deal.
commerce-option-trade-price = Price of a card from the bank
commerce-option-trade-price-help = Trading for money: one counter per card to the banker.
commerce-option-cumulative = Losing banker pays both penalties
commerce-option-cumulative-help = A losing banker gives 1 to the winner and, with a point, sequence or tricon, 1 to each; off = the 1 to each replaces the 1 to the winner.
commerce-option-tours-help = Better a fixed number of tours, as at Quadrille; informational.
commerce-field-dealer-help = The dealer is the banker.
commerce-field-bought = Cards bought from the bank
commerce-field-banker-combination = The banker held a point, sequence or tricon
commerce-void-help = False pack, misdeal or faced card: new deal, nothing paid.

## Tontine
tontine-option-prise = Prise (each player's stake)
tontine-option-prise-help = 12, 15 or 20 counters.
tontine-option-box-ante = Put in the box at the start
tontine-option-box-ante-help = Each puts 3 into the box at the start of the partie.
tontine-field-card = Card turned for { $player }
tontine-rank = { $rank }
tontine-item-box = The box
tontine-item-holding = { $player }{ $dead ->
    [1] {" "}(dead)
   *[0] {""}
}
tontine-prise-too-small = the prise must be larger than the box ante
tontine-partie-over = the partie is over: the box has been taken
tontine-dealer-dead = a dead player does not deal
tontine-dead-player = a dead player gets no card
tontine-bad-rank = "{ $rank }" is not a rank ({ $ranks })
tontine-every-living = a card for every living player

## Loterie
loterie-option-stake = Prise put in the fund
loterie-option-stake-help = Each gives his whole stake to form the fund.
loterie-option-tickets = Tickets per player
loterie-option-tickets-help = 2, 3 or 4 to shorten the game.
loterie-field-lot-card = Lot of { $player }: card
loterie-field-lot-value = Lot of { $player }: counters
loterie-field-ticket = Ticket { $number } of { $player }
loterie-item-fund = The fund
loterie-stake-positive = the stake is at least 1
loterie-fund-exhausted = the fund is drawn out: the lottery is over
loterie-bad-card = "{ $card }" is not a card (rank A, 2-10, J, Q, K then suit S, H, D, C)
loterie-card-twice = "{ $card }" is given twice
loterie-every-player = one lot for every player
loterie-tickets-count = { $got } tickets; each player has { $want }
loterie-value-positive = a lot is worth at least 1

## Ma Commère
ma-commere-option-stake = Stake in the poule
ma-commere-option-stake-help = What each puts in for the winner, "peu ou beaucoup".
ma-commere-option-sequence-bonus = Paid for a sequence
ma-commere-option-tricon-bonus = Paid for a tricon
ma-commere-option-bonus-help = By each other player to the winner, besides the poule.
ma-commere-void-help = A false pack voids the deal unless already won; a misdeal: deal again.

## Guimbarde
guimbarde-option-box-ante = Put in each box
guimbarde-option-box-ante-help = Each player puts 1 counter in each of the five boxes.
guimbarde-option-trick-stake = Stake for the cards
guimbarde-option-trick-stake-help = After the point, each puts 1 in the Point box for the most tricks.
guimbarde-option-ante-every-deal = Feed the boxes every deal
guimbarde-option-ante-every-deal-help = Off: each feeds each box once, when the sitting opens.
guimbarde-field-roi = Dealt the King of hearts (le Roi)
guimbarde-field-guimbarde = Dealt the Queen of hearts (la Guimbarde)
guimbarde-field-fou = Dealt the Knave of diamonds (le Fou)
guimbarde-field-point = Best point
guimbarde-field-cards = Most tricks (at least two)
guimbarde-field-cards-help = Leave empty when every trick went to a different player: the stake waits in the Point box.
guimbarde-field-event = Event { $number }
guimbarde-field-trick-winner = Won the trick
guimbarde-field-king-player = Played the King
guimbarde-field-queen-player = Played the Queen
guimbarde-field-captured-by = Fool taken by
guimbarde-field-by-trump = Won by trumping
guimbarde-field-fault = Fault
guimbarde-group-events = Marriages, the fool, faults
guimbarde-event-marriage-in-play = Marriage in play
guimbarde-event-marriage-in-hand = Marriage in hand
guimbarde-event-grand-marriage-on-table = The Queen of hearts took the King
guimbarde-event-fool = The fool
guimbarde-event-penalty = Fault
guimbarde-event-misdeal = Misdeal
guimbarde-event-misdeal-help = The dealer pays 1 to each and deals again (X).
guimbarde-fault-renounce = Renounce
guimbarde-fault-failed-to-force = Did not force or trump
guimbarde-fault-out-of-turn = Played out of turn
guimbarde-fault-broke-marriage = Did not play the Queen on her King
guimbarde-item-point = Box of the Point
guimbarde-item-mariage = Box of the Marriage
guimbarde-item-fou = Box of the Fool
guimbarde-item-roi = Box of the King
guimbarde-item-guimbarde = Box of the Guimbarde
guimbarde-when-misdeal = for a misdeal
guimbarde-pre-penalty-misdeal = only a misdeal comes before the deal
guimbarde-misdeal-before = a misdeal is entered before the deal
guimbarde-one-fool = one fool event when the Knave of diamonds was dealt, none otherwise
guimbarde-grand-on-table = the Queen of hearts' player, the King being in another hand
guimbarde-fool-taker = the fool is taken by the holder of the King or Queen of hearts
pool-option-negative = the option { $key } cannot be below zero
