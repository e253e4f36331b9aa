# Lottery: every message that names this game, its rules page (rules-loterie-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Loterie
loterie-option-stake = Prise put in the fund
loterie-option-stake-help = Each gives his whole stake to form the fund.
loterie-option-tickets = Tickets per player
loterie-option-tickets-help = 2, 3 or 4 to shorten the game.
loterie-field-lot-card = Lot of { $player }: card
loterie-field-lot-value = Lot of { $player }: counters
loterie-field-ticket = Ticket { $number } of { $player }
loterie-item-fund = The fund
loterie-stake-positive = the stake is at least 1
loterie-fund-exhausted = the fund is drawn out: the lottery is over
loterie-bad-card = "{ $card }" is not a card (rank A, 2-10, J, Q, K then suit S, H, D, C)
loterie-card-twice = "{ $card }" is given twice
loterie-every-player = one lot for every player
loterie-tickets-count = { $got } tickets; each player has { $want }
loterie-value-positive = a lot is worth at least 1

reason-fund = the fund
reason-lot_drawn = lot drawn

rules-loterie-intro = Many players; lots and tickets drawn from a fund. Books: 000:14964-15049; 001:11060-11160; rules: the other-games-1 specification.
rules-loterie-payment-fund = The fund: each gives his whole prise to the fund at the start (000:14977-14986; 001:11076-11090).
rules-loterie-payment-lot_drawn = A ticket matching a lot draws it from the fund; undrawn lots return to the fund (000:14987-15029; 001:11091-11134).
