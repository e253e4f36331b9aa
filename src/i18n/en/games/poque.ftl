# Poque: every message that names this game, its rules page (rules-poque-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

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
poque-option-prise = Prise
poque-option-prise-help = Each player's stock of counters, 20 jetons and 4 fiches of 5; descriptive only.

reason-most_cards = most cards
reason-poque = the poque
reason-trump_honour = trump honour
reason-turned_honour = honour turned

rules-poque-intro = Three to six players; six boxes, the poque with revies, then the play. Books: 000:16407-16525; 001:13160-13310; rules: the other-games-2 specification.
rules-poque-payment-ante = Each player puts a counter in each of the six boxes every deal; boxes not drawn remain (001:13160-13310; 000:16407-16525).
rules-poque-payment-turned_honour = The dealer who turns an Ace, King, Queen, Knave or Ten takes its box (001:13160-13310; 000:16407-16525).
rules-poque-payment-poque = The poque: the best poque, or an unanswered one, takes the Poque box with the revies (001:13160-13310; 000:16407-16525).
rules-poque-payment-revy = The revies at the poque go to its winner (001:13160-13310; 000:16407-16525).
rules-poque-payment-trump_honour = The holders of the Ace, King, Queen, Knave and Ten of trumps take their boxes (001:13160-13310; 000:16407-16525).
rules-poque-payment-card_left = The first out is paid 1 per card left by each other player (001:13160-13310; 000:16407-16525).
rules-poque-payment-most_cards = The player left with most cards pays that many to each other player (001:13160-13310; 000:16407-16525).
