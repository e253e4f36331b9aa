# The Cuckoo: every message that names this game, its rules page (rules-coucou-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Le Coucou.
coucou-option-lives = Marks each
coucou-option-lives-help = Each player takes eight or ten marks.
coucou-option-pack = Pack
coucou-option-pack-help = A piquet pack, or the full pack with many players; the Ace is lowest.
coucou-pack-32 = 32 cards (A 7 8 9 10 J Q K)
coucou-pack-52 = 52 cards
coucou-lives-positive = each player takes at least one mark
coucou-pool = the pool
coucou-lives-of = { $player }: marks left
coucou-field-card = { $player }: card
coucou-rank = { $rank }
coucou-dealer-out = the dealer is a player still in
coucou-cards-players-in = the cards name exactly the players still in
coucou-bad-rank = { $got } is not a rank of this pack
coucou-partie-over = the partie is over: one player is left with marks

reason-coucou_mark = mark to the pool
reason-coucou_pool = the pool
reason-coucou_pool_shared = the pool shared

rules-coucou-intro = Many players, each with his marks; the lowest card pays into the pool; the last with marks takes it. Books: 000:17440-17493; 001:14710-14780; rules: the other-games-2 specification.
rules-coucou-payment-coucou_mark = Every holder of the lowest rank on the table puts a mark into the pool (001:14716-14780; 000:17440-17493).
rules-coucou-payment-coucou_pool = The last player with marks takes the pool (001:14716-14780; 000:17440-17493).
rules-coucou-payment-coucou_pool_shared = If the last players lose their last marks together, they share the pool, odd counters to the elder (ruling, spec §14.3; the book is silent).
