# The box games of other-games-2 (src/games/corbillons): Ferme, Hoc, Emprunt, Poque,
# Guinguette, Belle/Flux/Trente-un, Gillet, Cul-bas, Coucou, Brusquembille.

## Shared by the box games.
corbillons-field-dealer = Dealer
corbillons-player = { $player }
corbillons-card-help = rank then suit: A 2 … 10 J Q K and S H D C, e.g. 10D, QS
corbillons-bad-card = "{ $got }" is not a card (rank then suit, e.g. 10D, QS)
corbillons-named-twice = { $player } is named twice
corbillons-negative = { $got } is below zero
corbillons-revies-without-winner = revies are entered only for a contest that has a winner (a contest nobody won was passed)
corbillons-deck = a pack of { $got } cards is not played at this game
corbillons-option-required = the option { $option } must be agreed before the partie starts

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

## L'Emprunt.
emprunt-option-stake = Stake
emprunt-option-stake-help = What each player puts into the game, as agreed ("as at Hoc").
emprunt-option-per-card = Price of a card left
emprunt-option-per-card-help = What each card left in a hand pays the winner, as agreed.
emprunt-option-borrow-fee = Price of a borrowing
emprunt-option-borrow-fee-help = What the borrower pays the lender for a card, or the game for a card from the stock.
emprunt-game = the game
emprunt-stock = the stock
emprunt-field-out = First to play all his cards
emprunt-field-cards-left = Cards left in hand
emprunt-group-borrows = Borrowings
emprunt-field-borrower = Borrowing { $n }: borrower
emprunt-field-lender = Borrowing { $n }: from
emprunt-field-count = Borrowing { $n }: cards
emprunt-out-required = to name who played all his cards
emprunt-out-has-cards = the winner has no cards left
emprunt-borrow-from-himself = a player does not borrow from himself

## Le Poque.
poque-option-ante = Ante in each box
poque-option-ante-help = What each player puts into each of the six boxes every deal.
poque-option-deck = Pack
poque-option-deck-help = 32 cards for three or four players, 36 for five or six; for the record only.
poque-deck-32 = 32 cards
poque-deck-36 = 36 cards
poque-option-fiche = Worth of a fiche
poque-option-fiche-help = A fiche is worth five jetons; informational, every amount is in jetons.
poque-box = { $which ->
    [ace] the Ace box
    [king] the King box
    [queen] the Queen box
    [knave] the Knave box
    [ten] the Ten box
   *[poque] the Poque box
}
poque-field-turned = Card turned by the dealer
poque-field-poque-winner = Poque won by
poque-field-revies = Revies on the poque
poque-field-honour = { $which ->
    [ace] Ace of trumps held by
    [king] King of trumps held by
    [queen] Queen of trumps held by
    [knave] Knave of trumps held by
   *[ten] Ten of trumps held by
}
poque-field-out = First out
poque-field-cards-left = Cards left in hand
poque-not-an-honour = the honours are A, K, Q, J and 10
poque-turned-in-nobodys-hand = the turned card is in nobody's hand
poque-out-has-cards = the player who went out has no cards left

## La Guinguette.
guinguette-option-ante-guinguette = Ante in the Guinguette
guinguette-option-ante-guinguette-help = What each puts every deal in the box of the Queen of diamonds.
guinguette-option-ante-cabaret = Ante in the Cabaret
guinguette-option-ante-cabaret-help = What each puts every deal in the box of the tierce.
guinguette-option-ante-cotillon = Ante in the Cotillon
guinguette-option-ante-cotillon-help = What each puts in the Cotillon when no cotillon is due.
guinguette-option-je-joue = "Je joue"
guinguette-option-je-joue-help = What a player of the cotillon adds saying "je joue".
guinguette-option-move = Moving the cotillon
guinguette-option-move-help = What each move of the cotillon costs, at most two.
guinguette-option-deck = Pack
guinguette-option-deck-help = 36 cards (Twos to Fives out) with three or four players, else 52; for the record only.
guinguette-deck-36 = 36 cards
guinguette-deck-52 = 52 cards
guinguette-box-guinguette = the Guinguette
guinguette-box-cabaret = the Cabaret
guinguette-box-cotillon = the Cotillon
guinguette-cotillon-due = cotillon due no. { $n }
guinguette-field-holder = Queen of diamonds dealt to
guinguette-field-cabaret = Cabaret won by
guinguette-field-revies = Revies on the Cabaret
guinguette-group-cotillon = The Cotillon
guinguette-field-moves = { $player }: moves of the cotillon (0 = "je joue")
guinguette-field-moves-help = leave empty for a player who passed
guinguette-field-tricks = Tricks of the players of the cotillon
guinguette-field-first-to-two = First to make two (when two made two)
guinguette-group-faults = Faults
guinguette-field-renounce = Renounced, failed to trump or to head a trick
guinguette-field-guinguette-shown = The Queen of diamonds was shown
guinguette-field-cabaret-shown = The tierce was shown
guinguette-field-misdeal = The dealer gave too many cards
guinguette-moves = a player moves the cotillon at most twice
guinguette-first-to-two = when two players made two tricks, name the one who made two first
guinguette-tricks-not-playing = only the players of the cotillon take tricks

## La Belle, le Flux et le Trente-un.
belle-option-ante = Ante in each box
belle-option-ante-help = What each puts every deal in the Belle, the Flux and the Thirty-one.
belle-box-belle = the Belle
belle-box-flux = the Flux
belle-box-trente-un = the Thirty-one
belle-group-player = { $player }
belle-field-up = { $player }: card face up
belle-field-down = { $player }: card face down { $n }
belle-field-total = { $player }: count at the Thirty-one
belle-field-round = { $player }: round he reached 31
belle-field-round-help = 0 when dealt; only for a count of 31
belle-every-player = every player is entered
belle-two-down = two cards are dealt face down
belle-card-twice = a card is dealt twice
belle-round-for-31 = the round is entered for every count of 31, and only for those

## Le Gillet.
gillet-option-ante = Ante in each box
gillet-option-ante-help = What each puts before the deal in the Gé and in the Point.
gillet-ge = the Gé
gillet-point = the Point
gillet-field-ge-winner = Gé won by
gillet-field-ge-winner-help = the highest pair; any tricon beats every pair; empty when nobody had a pair
gillet-field-ge-revies = Revies on the Gé
gillet-field-point-winner = Point won by
gillet-field-point-winner-help = the highest point; a flux always has the higher point
gillet-field-point-revies = Revies on the Point

## Le Cul-bas.
cul-bas-option-ante = Ante for the cul-bas
cul-bas-option-ante-help = What each puts for the cul-bas every deal.
cul-bas-box = the cul-bas
cul-bas-field-winner = First to clear his hand
cul-bas-field-cards-left = Cards left in hand
cul-bas-field-culbas = Cards laid down in a cul-bas
cul-bas-field-culbas-help = a player with no match lays his hand face up; each card pays one
cul-bas-winner-required = to name who cleared his hand
cul-bas-winner-has-cards = the winner has no cards left

## Le Coucou.
coucou-option-lives = Marks each
coucou-option-lives-help = Each player takes eight or ten marks.
coucou-option-pack = Pack
coucou-option-pack-help = A piquet pack, or the full pack with many players; the Ace is lowest.
coucou-pack-32 = 32 cards (A 7 8 9 10 J Q K)
coucou-pack-52 = 52 cards
coucou-lives-positive = each player takes at least one mark
coucou-pool = the pool
coucou-lives-of = { $player }: marks left
coucou-field-card = { $player }: card
coucou-rank = { $rank }
coucou-dealer-out = the dealer is a player still in
coucou-cards-players-in = the cards name exactly the players still in
coucou-bad-rank = { $got } is not a rank of this pack
coucou-partie-over = the partie is over: one player is left with marks

## La Brusquembille.
brusquembille-option-mode = Play
brusquembille-option-mode-help = Each for himself with three to five players; two against two (or one against one) play for the partie.
brusquembille-mode-individual = each for himself
brusquembille-mode-partnership = partnership
brusquembille-option-game-stake = Stake for the game
brusquembille-option-game-stake-help = What each stakes every deal; the most card points take it.
brusquembille-option-ace = Reward of an Ace
brusquembille-option-ace-help = Paid by each other player for an Ace that wins its trick (or the Ace of trumps), paid to each when it loses.
brusquembille-option-ten = Reward of a Ten
brusquembille-option-ten-help = As the Ace's, for a Ten.
brusquembille-option-partie-stake = Stake of the partie
brusquembille-option-partie-stake-help = In partnership, what each player of the side with fewer points pays his counterpart every deal.
brusquembille-option-sides = Sides
brusquembille-option-sides-help = In partnership, the two sides (partners side by side); with two players each is a side.
brusquembille-option-deck = Pack
brusquembille-option-deck-help = 32 cards for two or four, 30 for three or five (two Sevens out); for the record only.
brusquembille-deck-30 = 30 cards
brusquembille-deck-32 = 32 cards
brusquembille-game = the game
brusquembille-field-points = Card points in tricks
brusquembille-field-points-help = Ace 11, Ten 10, King 4, Queen 3, Knave 2: 120 in all
brusquembille-group-aces-tens = Aces and Tens played
brusquembille-field-at-player = Brusquembille { $n }: played by
brusquembille-field-at-card = Brusquembille { $n }: card
brusquembille-field-at-trump = Brusquembille { $n }: a trump
brusquembille-field-at-won = Brusquembille { $n }: won its trick
brusquembille-card-ace = an Ace
brusquembille-card-ten = a Ten
brusquembille-group-faults = Faults in drawing
brusquembille-field-pen-player = Fault { $n }: by
brusquembille-field-pen-kind = Fault { $n }: what
brusquembille-field-pen-to = Fault { $n }: the card's rightful player
brusquembille-kind-drew-early-joined = drew before his turn and joined the card
brusquembille-kind-drew-early-seen = drew before his turn and saw the card
brusquembille-kind-saw-next-card = saw the next card while drawing
brusquembille-field-short-pack = A card short in the pack
brusquembille-points-every-player = the points name every player
brusquembille-points-120 = the card points add up to { $got }; a deal has 120 (fewer only with a card short)
brusquembille-ace-or-ten = a brusquembille is an Ace (A) or a Ten (10)
brusquembille-to-required = for a card drawn before one's turn and joined
corbillons-option-negative = the option { $option } is { $got }; it cannot be below zero
brusquembille-two-sides = the partnership is played by two sides
corbillons-option-unit = Unit
corbillons-option-unit-help = What a counter is called at this table (a jeton, a mark); descriptive only, every amount is in counters.
poque-option-prise = Prise
poque-option-prise-help = Each player's stock of counters, 20 jetons and 4 fiches of 5; descriptive only.
