# Manille: every message that names this game, its rules page (rules-manille-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Manille
manille-option-fiche-value = Jetons in a fiche
manille-option-fiche-value-help = The enjeu is nine fiches of ten jetons and ten jetons.
manille-option-partie-ante = Fiches in the corbillon each deal
manille-option-partie-ante-help = "Une ou deux" fiches each; the first out takes them.
manille-option-played = Fiches for the manille played
manille-option-played-help = Each other player gives the holder a fiche "or less if agreed", claimed before it is covered.
manille-option-held = Fiches for the manille left in hand
manille-option-held-help = The holder gives a fiche (or less) to each other player.
manille-option-pay-by = Losers pay
manille-option-pay-by-help = One jeton per point left, or per card at the "petit jeu".
manille-pay-by-points = per point left
manille-pay-by-cards = per card left
manille-option-look-penalty = Penalty for touching the played cards
manille-option-look-penalty-help = One jeton to each player, or as agreed.
manille-option-prise = Enjeu (bankroll)
manille-option-prise-help = About 100 jetons per player; informational, not a payment.
manille-field-winner = First out
manille-field-points = Points left in hand
manille-field-cards = Cards left in hand
manille-field-left-help = For each loser; the manille counts 9, kings, queens, knaves 10.
manille-field-kings-played = Kings laid down
manille-field-kings-left = Kings left in hand
manille-field-manille-holder = Holder of the manille (9 of diamonds)
manille-field-manille-status = The manille was
manille-status-played-claimed = played and claimed
manille-status-played-unclaimed = played, covered before he asked
manille-status-held = still in hand
manille-field-sans = "Sans" nobody could answer
manille-field-touched = Touched the played cards
manille-field-penalty = Penalty
manille-penalty-touched = Touched the played cards
manille-item-corbillon = The corbillon
manille-when-pay-by = for the way losers pay
manille-losers-exactly = name exactly the players who did not go out
manille-four-kings = there are four kings in all
manille-losers-only = only a loser can be left holding it
manille-event-misdeal = Misdeal
manille-event-misdeal-help = Recorded without payment; the same dealer deals again.

reason-king_left = king left in hand
reason-king_played = king played
reason-manille_held = manille held
reason-manille_played = manille played
reason-partie_ante = the partie's fiche
reason-sans = sans

rules-manille-intro = Two to five players; the old Comète, with the manille and the kings paid. Books: 000:13524-13687; rules: the other-games-1 specification.
rules-manille-payment-partie_ante = La partie: each player puts one or two fiches in the corbillon at each deal (000:13665-13669).
rules-manille-payment-partie = The winner, first out, takes the corbillon (000:13665-13669).
rules-manille-payment-sans = A sans nobody can follow: 1 jeton from each other player (000:13607-13616).
rules-manille-payment-manille_played = The manille played and claimed: a fiche from each other player (000:13641-13648).
rules-manille-payment-manille_held = The manille left in hand: its holder gives a fiche to each other player (000:13650-13656).
rules-manille-payment-king_played = Each king played: 1 jeton from each other player (000:13658-13663).
rules-manille-payment-king_left = Each king left in hand: 1 jeton to each other player (000:13658-13663).
rules-manille-payment-cards_left = The cards left: each loser pays the winner 1 jeton per point (or per card) left (000:13618-13628).
rules-manille-payment-penalty = Touching the played cards: 1 jeton to each player (000:13671-13677).
