# Belle, Flux and Thirty-one: every message that names this game, its rules page (rules-belle-flux-trente-un-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## La Belle, le Flux et le Trente-un.
belle-option-ante = Ante in each box
belle-option-ante-help = What each puts every deal in the Belle, the Flux and the Thirty-one.
belle-box-belle = the Belle
belle-box-flux = the Flux
belle-box-trente-un = the Thirty-one
belle-group-player = { $player }
belle-field-up = { $player }: card face up
belle-field-down = { $player }: card face down { $n }
belle-field-total = { $player }: count at the Thirty-one
belle-field-round = { $player }: round he reached 31
belle-field-round-help = 0 when dealt; only for a count of 31
belle-every-player = every player is entered
belle-two-down = two cards are dealt face down
belle-card-twice = a card is dealt twice
belle-round-for-31 = the round is entered for every count of 31, and only for those

reason-belle = the Belle
reason-flux = the Flux
reason-trente_un = the Trente-un

rules-belle-flux-trente-un-intro = Any number; three boxes, the Belle, the Flux and the Trente-un. Books: 000:17220-17297; 001:14395-14497; rules: the other-games-2 specification.
rules-belle-flux-trente-un-payment-ante = Each player puts his ante in each of the three boxes every deal (001:14400-14495; 000:17220-17297).
rules-belle-flux-trente-un-payment-belle = The Belle: the highest face-up card takes its box; equal, it stays (001:14400-14495; 000:17220-17297).
rules-belle-flux-trente-un-payment-flux = The Flux: the highest three of a suit takes its box; none or equal, it stays (001:14400-14495; 000:17220-17297).
rules-belle-flux-trente-un-payment-trente_un = The Trente-un: the first to thirty-one, else the highest below, takes its box (001:14400-14495; 000:17220-17297).
