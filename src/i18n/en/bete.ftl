# La Bête and la Mouche (other-games-1 §12-§13).

## Bête
bete-option-fiche-value = Counters in a fiche
bete-option-fiche-value-help = Each player puts a fiche before him at the start of a tour; a winner draws one.
bete-option-basis = A beast counts the fiches
bete-option-basis-help = The book's example counts every fiche on the table (a beast of 11 with five players); the other reading counts one, "as many counters as he would have won".
bete-basis-all = Every fiche on the table
bete-basis-one = One fiche
bete-option-tours-help = Agreed before play; informational.
bete-option-contre = Contre allowed
bete-option-contre-help = A later player may stand against all; losing, he makes a double beast.
bete-field-outcome = Result
bete-field-player = Who stood (or played contre)
bete-field-king = Holder of the King of trumps
bete-field-contre = He played contre
bete-field-curieuse = Went en curieuse
bete-field-renounced = Renounced (each makes a beast)
bete-outcome-not-played = Everybody passed
bete-outcome-win = Won
bete-outcome-lose = Lost (beasted)
bete-outcome-vole = Vole (all five tricks)
bete-outcome-devole = Dévole (no trick)
bete-event-misdeal = Misdeal
bete-event-misdeal-help = The dealer pays 1 to each and deals again.
bete-item-fiches = Fiches on the plate
bete-item-game = Counters for the game
bete-item-king = Counters for the King
bete-item-beasts = Beasts
bete-item-beast-waiting = Beast waiting
bete-player-when-played = nobody stood when everybody passed
bete-contre-not-allowed = contre is not allowed at this table
bete-renounce-other = the player who stood is not among the renouncers

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
