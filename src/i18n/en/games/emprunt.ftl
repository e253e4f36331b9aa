# Borrowing: every message that names this game, its rules page (rules-emprunt-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## L'Emprunt.
emprunt-option-stake = Stake
emprunt-option-stake-help = What each player puts into the game, as agreed ("as at Hoc").
emprunt-option-per-card = Price of a card left
emprunt-option-per-card-help = What each card left in a hand pays the winner, as agreed.
emprunt-option-borrow-fee = Price of a borrowing
emprunt-option-borrow-fee-help = What the borrower pays the lender for a card, or the game for a card from the stock.
emprunt-game = the game
emprunt-stock = the stock
emprunt-field-out = First to play all his cards
emprunt-field-cards-left = Cards left in hand
emprunt-group-borrows = Borrowings
emprunt-field-borrower = Borrowing { $n }: borrower
emprunt-field-lender = Borrowing { $n }: from
emprunt-field-count = Borrowing { $n }: cards
emprunt-out-required = to name who played all his cards
emprunt-out-has-cards = the winner has no cards left
emprunt-borrow-from-himself = a player does not borrow from himself

reason-borrow = card borrowed
reason-borrow_from_stock = card taken from the stock

rules-emprunt-intro = Three to six players; shedding cards in order, borrowing what one lacks. Books: 000:16849-16913; 001:13075-13145; rules: the other-games-2 specification.
rules-emprunt-payment-stake = Each player stakes into the game (001:13085-13140; 000:16849-16913).
rules-emprunt-payment-borrow = A card borrowed: the borrower pays the lender a counter (001:13085-13140; 000:16849-16913).
rules-emprunt-payment-borrow_from_stock = A card taken from the stock: the fee goes into the game (001:13085-13140; 000:16849-16913).
rules-emprunt-payment-game = The first to play all his cards takes the game (001:13085-13140; 000:16849-16913).
rules-emprunt-payment-card_left = The winner is paid as agreed for each card left in the others' hands (001:13085-13140; 000:16849-16913).
