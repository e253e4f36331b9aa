# Small stake-and-pool games (other-games-1 §4-§10): Papillon, Ambigu, Commerce, Tontine,
# Loterie, Ma Commère, Guimbarde: the words the games of other-games-1 share (each game's
# own are in games/<slug>.ftl).

## Shared
pool-field-dealer = Dealer
pool-field-winner = Winner
pool-field-player = Player
pool-field-kind = Winning hand
pool-field-void = Void deal (nothing paid)
pool-group-faults = Faults and void deals
pool-item-poule = The poule
pool-kind-point = Point
pool-kind-sequence = Sequence
pool-kind-tricon = Tricon
pool-option-tours = Number of tours
pool-option-required = the option { $key } must be agreed before the first deal
pool-out-of-range = { $got } is not between { $min } and { $max }
pool-when-played = when the deal is played

pool-option-negative = the option { $key } cannot be below zero
