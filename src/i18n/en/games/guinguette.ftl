# Guinguette: every message that names this game, its rules page (rules-guinguette-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

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

reason-cabaret = the Cabaret
reason-cotillon = the cotillon
reason-cotillon_due = cotillon due
reason-cotillon_owed = cotillon owed
reason-je_joue = je joue
reason-move = cotillon moved
reason-not_shown = not shown
reason-one_trick = one trick
reason-second_to_two = second to two
reason-vole_cotillons_due = the vole's cotillons

rules-guinguette-intro = Three to eight players; the Guinguette, the Cabaret and the Cotillon, whose dues wait like beasts. Books: 000:16916-17094; 001:13825-14165; rules: the other-games-2 specification.
rules-guinguette-payment-ante = Each player puts 1 in the Guinguette, the Cabaret and (unless a cotillon is due) the Cotillon (001:13936-14060; 000:16959-17037).
rules-guinguette-payment-guinguette = The holder of the Queen of diamonds who shows it takes the Guinguette (001:13936-14000; 000:16959-16995).
rules-guinguette-payment-cabaret = The higher tierce takes the Cabaret with its revies (001:13936-14000; 000:16959-16995).
rules-guinguette-payment-revy = The revies at the Cabaret (demi-septier 1, chopine 2, pinte 4) go to its winner (001:13936-14000; 000:16959-16995).
rules-guinguette-payment-not_shown = A Guinguette or cabaret taken without showing: 2 into its box, which stays (laws VI–VII; 001:14063-14160; 000:17039-17094).
rules-guinguette-payment-je_joue = Je joue: each player who plays for the cotillon adds 1 (001:14000-14060; 000:16995-17037).
rules-guinguette-payment-move = Moving the cotillon: 2 per move, twice at most (001:14000-14060; 000:16995-17037).
rules-guinguette-payment-cotillon = Three tricks, or two while the others are split, take the cotillon (law I; 001:14063-14160; 000:17039-17094).
rules-guinguette-payment-second_to_two = Two players with two tricks: the second to make two pays the first 2 (law V; 001:14063-14160).
rules-guinguette-payment-one_trick = A playing player with one trick while another took two or three pays 2 into the box (law II; 001:14063-14160).
rules-guinguette-payment-cotillon_owed = A playing player with no trick, or who renounces, owes a whole cotillon, played for later like a beast (laws III, IX–X; 001:14063-14160).
rules-guinguette-payment-cotillon_due = A due cotillon becomes the box of a later deal, in order (law IV; 001:14063-14160).
rules-guinguette-payment-vole = The vole: 1 from every other player at the table (law XII; 001:14063-14160).
rules-guinguette-payment-vole_cotillons_due = The vole takes all the cotillons already due (law XII; 001:14063-14160).
rules-guinguette-payment-misdeal = A misdeal with too many cards: the dealer puts 1 into the cotillon (law VIII; 001:14063-14160).
