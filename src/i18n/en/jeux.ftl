# The race games of other-games-2 (src/games/jeux): Homme d'Auvergne, Romestecq,
# Sizette, Sixte, Vingt-quatre. The marks themselves are shown by race-item-marks.

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

## Le Romestecq.
romestecq-option-points = Points of the partie
romestecq-option-points-help = 36 with six players, 21 with two or four.
romestecq-points-21 = 21 points
romestecq-points-36 = 36 points
romestecq-option-stake = Stake of the partie
romestecq-option-stake-help = What each player of the losing side pays his counterpart.
romestecq-option-sides = Sides
romestecq-option-sides-help = The two sides with four or six players; with four the dealer's partner sits on his right.
romestecq-option-low-triche = A low triche
romestecq-option-low-triche-help = Three of a kind below the Kings; the book gives no value, read as a Rome.
romestecq-combo = { $combo ->
    [double_ningre] double Ningre
    [triche] triche
    [village] village
    [double_rome] double Rome
   *[rome] Rome
}
romestecq-penalty = { $kind ->
    [turned_adverse_card] the dealer turned an adverse card (law I)
    [faced_card] a faced card in the pack (law II)
    [changed_deal] the manner of dealing changed (law III)
    [six_cards_dealt] six cards dealt (law IV)
   *[played_out_of_turn] played before his turn (law V)
}
romestecq-field-claim-side = Combination { $n }: side
romestecq-field-claim-combo = Combination { $n }: what
romestecq-field-claim-rank = Combination { $n }: rank (A+K for a double Ningre)
romestecq-field-claim-gruged = Combination { $n }: grugé
romestecq-field-stecq = Stecq (last trick)
romestecq-group-faults = Faults and virlicque
romestecq-field-penalty-side = Fault { $n }: side
romestecq-field-penalty-kind = Fault { $n }: what
romestecq-field-virlicque-side = Virlicque: side
romestecq-field-virlicque-rank = Virlicque: rank
romestecq-field-loses-side = Loses the partie: side
romestecq-field-loses-reason = Loses the partie: why
romestecq-bad-rank = "{ $got }" is not a rank (A K Q J 10 9 8 7 6)
romestecq-ningre-ranks = a double Ningre names two ranks, e.g. A+K
romestecq-double-rome = a double Rome is of Aces or Kings; another pair is a Rome
romestecq-players = the Romestecq is played by two, four or six
romestecq-two-sides = two sides play the Romestecq

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

## Le Vingt-quatre.
vingt-quatre-option-stake = Stake
vingt-quatre-option-stake-help = What each puts into the game once; the first to twenty-four draws it.
vingt-quatre-option-honours = Honours
vingt-quatre-option-honours-help = The game by figures (K Q J 10 9 of trumps) or by the point (A 2 3 4 5); the table enters the count.
vingt-quatre-honours-figures = by figures
vingt-quatre-honours-point = by the point
vingt-quatre-option-imperial = An imperial
vingt-quatre-option-imperial-help = Counted as at Imperial, 24: it ends the partie.
vingt-quatre-option-item = The point, an honour, the cards
vingt-quatre-option-item-help = Each counts four, as at Imperial.
vingt-quatre-game = the game
vingt-quatre-field-turned = The dealer turned an honour (the virade)
vingt-quatre-field-point = Point won by
vingt-quatre-field-honours = Honours held
vingt-quatre-field-cards = Most tricks (empty if tied)
vingt-quatre-group-imperials = Imperials
vingt-quatre-field-imperial = Imperial won by
vingt-quatre-field-imperial-count = Imperials
vingt-quatre-honours = a player holds at most five honours
sizette-event-quits = A side quits the partie
sizette-event-quits-help = Quitting the partie loses it (law XV): the other side is paid the partie.
sizette-field-quits = Side that quits
romestecq-event-loses = A side loses the partie
romestecq-event-loses-help = A renounce, a combination counted that was not held, playing with six cards, a counter effaced too many, marks reckoned not held (laws VI-X): the other side wins at once.

## The score sheet of the race games.
jeux-sheet-title = The marks, deal by deal
jeux-sheet-target = The partie: { $target }
jeux-sheet-winner = { $side } has won the partie
jeux-sheet-deal = Deal
jeux-sheet-side = { $side }
jeux-sheet-total = Marks
jeux-sheet-empty = No deal yet
