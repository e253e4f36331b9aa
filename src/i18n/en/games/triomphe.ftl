# Trumps: every message that names this game, its rules page (rules-triomphe-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Triomphe
triomphe-option-mode = Who plays
triomphe-option-mode-help = One, two or three against as many, or each for himself.
triomphe-mode-sides = Two sides
triomphe-mode-each = Each for himself
triomphe-option-sides = Sides
triomphe-option-sides-help = Each side's name and players, partners in the order they face the other side.
triomphe-option-stake = Stake of a partie
triomphe-option-stake-help = The money value of a partie is not in the books: agreed before play.
triomphe-option-partie = Jeux to win the partie
triomphe-option-partie-help = A partie is usually five jeux.
triomphe-option-renounce = A renounce loses the partie
triomphe-option-renounce-help = Law VII: two jeux, or the partie if agreed.
triomphe-option-ace-high = Ace highest
triomphe-option-as-qui-pille = L'as qui pille
triomphe-option-variant-help = Variant 3; no change to the scoring.
triomphe-field-outcome = Result
triomphe-field-winner = Winner (player or side)
triomphe-field-vole-made = Made the vole
triomphe-field-vole-undertaken = Undertook the vole
triomphe-field-offering = Offered the game
triomphe-field-accepting = Accepted
triomphe-field-refusing = Refused
triomphe-field-fault = Fault
triomphe-outcome-tricks = Three tricks
triomphe-outcome-offer-accepted = Game offered and accepted
triomphe-outcome-offer-refused = Game offered and refused
triomphe-outcome-nobody = Nobody
triomphe-fault-misdeal = Misdeal (one jeu)
triomphe-fault-out-of-turn = Played out of turn (one jeu)
triomphe-fault-failed-to-win = Did not win when able (one jeu)
triomphe-fault-failed-to-trump = Did not trump when able (one jeu)
triomphe-fault-renounce = Renounce (two jeux)
triomphe-fault-exchange = Exchanged cards (the partie)
triomphe-fault-quit = Quit (the partie)
triomphe-event-misdeal-help = The dealer's side loses one jeu (Law II).
triomphe-round = Partie { $number }
triomphe-when-misdeal = for a misdeal
triomphe-no-sides-each = no sides when each plays for himself
triomphe-two-sides = two sides of one to three players each
triomphe-side-name = the side "{ $side }" bears the name of a player of the other side
triomphe-partie-positive = a partie needs at least one jeu
triomphe-same-side = the other side

rules-triomphe-intro = Two sides (or each for himself); a race to five jeux. Books: 000:15366-15530; 001:11578-11795; rules: the other-games-1 specification.
rules-triomphe-payment-partie = The partie: the first side (or player) to five jeux wins, and each loser pays the stake (000:15366-15530; 001:11578-11795).
rules-triomphe-payment-partie_lost_by_fault = A fault that loses the partie (exchanging cards, quitting): its stake is paid (laws VIII–IX; 000:15420-15453; 001:11636-11702).
