# The Farm: every message that names this game, its rules page (rules-ferme-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## La Ferme.
ferme-option-manner = Manner
ferme-option-manner-help = The first manner has a Farmer who bought the farm, deals and does not draw; in the second there is no Farmer and the excesses go into the farm pot.
ferme-manner-1 = with a Farmer (the farm)
ferme-manner-2 = without a Farmer
ferme-manner = manner { $got } is not 1 or 2
ferme-option-farmer = The Farmer
ferme-option-farmer-help = The player who bid the highest price for the farm; he deposits it and deals.
ferme-option-price = Price of the farm
ferme-option-price-help = What the Farmer deposits as security, and each new Farmer after him.
ferme-option-stake = Stake for the game
ferme-option-stake-help = What each player dealt in puts for the game; the Farmer does not.
ferme-option-new-farmer = Who takes the farm after a sixteen
ferme-option-new-farmer-help = The book: the player who made sixteen becomes Farmer and deposits the price; variants: the Farmer stays and deposits afresh, or the farm passes round.
ferme-new-dispossessor = the player who made sixteen
ferme-new-same = the Farmer stays
ferme-new-rotate = the next player in turn
ferme-pot-farm = the farm
ferme-pot-game = the game
ferme-farmer = { $player } is the Farmer
ferme-field-farmer = Farmer (deals)
ferme-field-card = { $player }: card { $n }
ferme-group-more-cards = { $player }: more cards
ferme-empty-hand = a player dealt in holds at least one card
ferme-not-in-pack = { $got } is not in the pack of the Farm (no Eights; of the Sixes only the six of hearts)
ferme-not-the-farmer = the Farmer is { $farmer }
ferme-farmer-plays = the Farmer does not draw for himself

reason-farm = the farm
reason-farm_deposit = farm deposit
reason-over_sixteen = over sixteen

rules-ferme-intro = Any number; a Farmer banks; exactly sixteen dispossesses him. Books: 000:16092-16205; 001:12595-12790; rules: the other-games-2 specification.
rules-ferme-payment-farm_deposit = The Farmer deposits the price of the farm as security (001:12600-12740; 000:16092-16183).
rules-ferme-payment-game_stake = Every player dealt in stakes 1 for the game; the Farmer does not (001:12600-12740; 000:16092-16183).
rules-ferme-payment-over_sixteen = Over sixteen: the player pays the excess to the Farmer, or into the farm in the second manner (001:12626-12631, 12743-12785; 000:16107-16113).
rules-ferme-payment-farm = Exactly sixteen dispossesses the Farmer: the winner takes the farm (fewer cards first, then le brillant, then the elder) (001:12686-12693; 000:16139-16143).
rules-ferme-payment-game = The game pot goes to the sixteen, or to the highest total below sixteen (001:12600-12740; 000:16092-16183).
