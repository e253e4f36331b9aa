# Papillon, or the Butterfly: every message that names this game, its rules page (rules-papillon-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

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

reason-ace_laid_down = aces laid down
reason-aces_taken = aces taken
reason-box = the box
reason-fourth_with_three = fourth taken with three
reason-haneton = haneton
reason-laid_down = cards laid down
reason-petit_papillon = petit papillon
reason-sauterelle = sauterelle

rules-papillon-intro = Three or four players; taking cards from the table, hazards paid, a box for the winner. Books: 000:14198-14391; 001:10040-10320; rules: the other-games-1 specification.
rules-papillon-payment-box_ante = The box: each player puts a fiche in the corbillon at each partie (000:14225-14228; 001:10087-10090).
rules-papillon-payment-box = The winner of the partie takes the whole box; if nobody wins it stays (000:14290-14297; 001:10173-10185).
rules-papillon-payment-laid_down = Laying down: 1 jeton into the box per card laid down (law I; 000:14312-14382).
rules-papillon-payment-ace_laid_down = Laying down aces: 1 jeton to each other player per ace (law II; 000:14312-14382; 001:10204-10318).
rules-papillon-payment-aces_taken = Taking aces: 1 jeton from each per ace, 2 per ace taken with a card of the same number (laws III–IV; 000:14312-14382).
rules-papillon-payment-haneton = The haneton: taking the three cards of one's rank on the table, 1 from each (law V; 000:14312-14382).
rules-papillon-payment-fourth_with_three = Three of a rank taking the fourth: 1 from each (law VI; 000:14312-14382).
rules-papillon-payment-sauterelle = The sauterelle: taking all the cards on the table, 1 from each (law VII; 000:14312-14382).
rules-papillon-payment-petit_papillon = The petit papillon: clearing one's three cards by taking during the partie, 1 from each (law VIII; 000:14312-14382).
rules-papillon-payment-the_cards = The cards: most cards in one's takings, 1 from each, double after a tie (law IX; 000:14312-14382; 001:10204-10318).
rules-papillon-payment-consolation = The consolation: the last to lay down when nobody wins, 1 from each (law X; 000:14302-14311; 001:10186-10199).
rules-papillon-payment-misdeal = A misdeal: the dealer puts a fiche in the box (law XIII; 000:14312-14382).
