# La Mouche, the Fly: every message that names this game, its rules page (rules-mouche-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Mouche
mouche-option-ante = Dealer's stake
mouche-option-ante-help = The dealer alone puts as many counters as there are players; empty = the number of players.
mouche-option-together = Mouches of one deal go together
mouche-option-together-help = "Unless agreed to go separately".
mouche-option-pamphile = Play le Pamphile
mouche-option-pamphile-help = The Knave of clubs is the highest trump; its holder is paid one counter for each other player, the dealer paying for all.
mouche-option-pamphile-value = Paid for the Pamphile, per player
mouche-field-playing = Players who stood or took cards
mouche-field-tricks = Tricks
mouche-field-mouche-hand = Held la Mouche (five of a suit)
mouche-field-mouche-hand-help = He takes the game and the mouches due without play; no tricks are entered.
mouche-field-pamphile = Held the Pamphile
mouche-field-fault = Fault
mouche-fault-renounce = Renounced
mouche-fault-failed-to-take = Did not head or trump when able
mouche-fault-cheat = Cheated
mouche-item-game = On the game
mouche-item-mouches-pending = Mouches waiting
mouche-item-waiting = Mouche waiting
mouche-ante-positive = the dealer's stake is at least 1
mouche-tricks-not-playing = only a player who played takes tricks
mouche-hand-playing = la Mouche's holder is one of those who played
mouche-no-tricks-with-hand = no tricks are entered when la Mouche is shown
mouche-no-pamphile = this table does not play le Pamphile
mouche-event-misdeal = Misdeal
mouche-event-misdeal-help = The cards are dealt again by the same dealer; nobody pays.
mouche-event-void = False pack
mouche-event-void-help = The deal is void: nothing is paid and it does not count.

reason-dealer_stake = dealer's stake
reason-la_mouche = la Mouche
reason-la_mouche_mouches = the mouches due
reason-mouche = the mouche
reason-pamphile = the pamphile
reason-trick = trick

rules-mouche-intro = Three to six players; each trick draws from the game, no trick makes the mouche; with le Pamphile. Books: 000:15806-16003; 001:12190-12445; rules: the other-games-1 specification.
rules-mouche-payment-dealer_stake = The dealer alone puts as many counters as there are players on the game (000:15872-15876; 001:12286-12292).
rules-mouche-payment-trick = Each trick won draws its share of the game (000:15897-15901; 001:12324-12328).
rules-mouche-payment-mouche = A player who played and took no trick makes the mouche: he pays into the game what went on it (000:15872-15887; 001:12286-12311).
rules-mouche-payment-la_mouche = La Mouche, five cards of one suit: its holder takes all that is on the game (000:15903-15935; 001:12329-12368).
rules-mouche-payment-la_mouche_mouches = La Mouche also takes all the mouches due (000:15903-15935; 001:12329-12368).
rules-mouche-payment-mouche_goes = With the mouches going separately (option), the largest mouche waiting goes alone on the game of the next deal, with the dealer's counters (000:15872-15887; 001:12286-12311).
rules-mouche-payment-pamphile = Le Pamphile: the holder of the Knave of clubs receives 1 counter from each player (000:15976-16003).
