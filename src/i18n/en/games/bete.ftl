# The Beast: every message that names this game, its rules page (rules-bete-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

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

reason-beast_won = beast won
reason-curieuse = curieuse
reason-dealer_counter = dealer's counter
reason-devole_beast = dévole
reason-fiche = fiche
reason-fiche_drawn = fiche drawn
reason-king = the King's counters
reason-king_counter = counter for the King
reason-vole_beasts = the vole's beasts
reason-vole_fiches = the vole's fiches
reason-vole_game = the vole's game

rules-bete-intro = Three to seven players; the one who stands wins the game or makes the beast. Books: 000:15531-15805; 001:11800-12185; rules: the other-games-1 specification.
rules-bete-payment-fiche = At the start of a tour each player puts 1 fiche on the table (000:15629-15636; 001:11971-11978).
rules-bete-payment-king_counter = Each player puts 1 counter for the King of trumps (000:15637-15647; 001:11979-11987).
rules-bete-payment-game_counter = Each player puts 1 counter on the game when no beast goes (000:15652-15658; 001:11995-12004).
rules-bete-payment-dealer_counter = The dealer always puts 1 counter on the game (000:15652-15658; 001:11995-12004).
rules-bete-payment-curieuse = The curieuse: all having passed, a player puts 1 counter on the game to turn the bottom card as trump (000:15741-15756; 001:12085-12098).
rules-bete-payment-game = The player who stands and wins takes the game (000:15616-15624; 001:11962-11970).
rules-bete-payment-fiche_drawn = The winner draws one fiche (000:15616-15636; 001:11962-11978).
rules-bete-payment-beast_won = The winner takes the beast that goes on the deal (000:15652-15664; 001:11995-12010).
rules-bete-payment-king = The King counters go to the holder of the King of trumps when the deal is played (000:15637-15647, 15757-15764; 001:11979-11987).
rules-bete-payment-beast = The player who stood and lost makes a beast equal to what he could have won, doubled at contre (000:15629-15690; 001:11971-12028).
rules-bete-payment-vole = The vole: 1 counter from each other player (000:15765-15768; 001:12108-12111).
rules-bete-payment-vole_game = The vole takes the game (000:15616-15624, 15765-15768; 001:11962-11970).
rules-bete-payment-vole_fiches = The vole takes all the fiches (000:15765-15768; 001:12108-12111).
rules-bete-payment-vole_beasts = The vole takes all the beasts, going or not (000:15765-15768; 001:12108-12111).
rules-bete-payment-devole_beast = The dévole: whoever stood and took no trick makes a beast of everything on the game (000:15768-15771; 001:12111-12114).
rules-bete-payment-devole = The dévole: he also pays 1 counter to each other player (000:15768-15771; 001:12111-12114).
rules-bete-payment-renounce_beast = Each renouncer makes a beast (000:15797; 001:12175).
rules-bete-payment-misdeal = A misdeal: the dealer pays 1 to each and deals again (000:15797-15798; 001:12175-12177).
