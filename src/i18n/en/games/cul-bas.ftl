# Cul-bas: every message that names this game, its rules page (rules-cul-bas-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Le Cul-bas.
cul-bas-option-ante = Ante for the cul-bas
cul-bas-option-ante-help = What each puts for the cul-bas every deal.
cul-bas-box = the cul-bas
cul-bas-field-winner = First to clear his hand
cul-bas-field-cards-left = Cards left in hand
cul-bas-field-culbas = Cards laid down in a cul-bas
cul-bas-field-culbas-help = a player with no match lays his hand face up; each card pays one
cul-bas-winner-required = to name who cleared his hand
cul-bas-winner-has-cards = the winner has no cards left

reason-culbas = the cul-bas
reason-culbas_ante = cul-bas ante
reason-culbas_card = cards laid down

rules-cul-bas-intro = Three to ten players; fishing for pairs, or putting one's cul-bas. Books: 000:17355-17438; 001:14595-14695; rules: the other-games-2 specification.
rules-cul-bas-payment-culbas_ante = Each player puts his ante for the cul-bas (001:14600-14690; 000:17355-17438).
rules-cul-bas-payment-culbas = The first to clear his hand takes the cul-bas (001:14600-14690; 000:17355-17438).
rules-cul-bas-payment-card_left = The winner is paid 1 per card left in each hand (001:14600-14690; 000:17355-17438).
rules-cul-bas-payment-culbas_card = The winner is paid 1 per card each cul-bas player laid down (001:14600-14690; 000:17355-17438).
