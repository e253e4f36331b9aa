# Tontine: every message that names this game, its rules page (rules-tontine-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

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

reason-tontine_box = into the box
reason-tontine_box_shared = the box shared
reason-tontine_box_won = the box won
reason-tontine_draw = drawn from the box
reason-tontine_neighbour = paid to a neighbour

rules-tontine-intro = Many players; one card each, turned, decides who pays whom and the box. Books: 000:14896-14963; 001:10940-11058; rules: the other-games-1 specification.
rules-tontine-payment-box_ante = The box: each player puts 3 of his prise in the box at the start of the partie (000:14911-14916; 001:10974-10981).
rules-tontine-payment-tontine_draw = A King draws 3 from the box, a Queen 2, a Knave 1 (000:14921-14935; 001:11000-11013).
rules-tontine-payment-tontine_box = A 4, 6 or 8 puts 2 in the box; a 5, 7 or 9 puts 1 (000:14921-14935; 001:11000-11013).
rules-tontine-payment-tontine_neighbour = An Ace pays 1 to the left-hand neighbour, a Two 2 to the second, a Three 3 to the third, dead players counted (000:14921-14948; 001:11000-11030).
rules-tontine-payment-tontine_box_won = The last player with counters wins the partie and takes the box (000:14958-14961; 001:11055-11058).
rules-tontine-payment-tontine_box_shared = If every remaining player dies in the same deal, those alive at its start share the box (engine rule, spec §7.3; the book is silent, 000:14958-14961).
