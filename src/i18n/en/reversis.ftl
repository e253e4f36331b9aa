# Reversis (spec reversis.md): the Hague rules of 1785 and the Académie's.

## Options.
reversis-option-rules = Rules
reversis-option-rules-help = Which book's Reversis: the rules adopted at The Hague in 1785 (four players, the Panier of remises, the Espagnolette) or the Académie's older game (four or five players, the box and its beasts).
reversis-rules-la-haye-1785 = The Hague, 1785
reversis-rules-academie = Académie universelle des jeux
reversis-option-unit = Counter unit
reversis-option-unit-help = Informative only: the Hague rules count in fiches (1 jeton = 5 fiches, Art. XVII, XXIV, XXIX), the Académie in jetons; left out, each rule set's own.
reversis-unit-fiche = fiche
reversis-unit-jeton = jeton
reversis-option-fiches-per-jeton = Fiches per jeton
reversis-option-fiches-per-jeton-help = Hague rules: fixed at 5 by the text ("deux Jetons ou 10 fiches", Art. XVII, XXIV, XXIX).
reversis-option-remise = Size of the remise
reversis-option-remise-help = Hague rules: what the Quinola placed draws from the Panier and the Quinola forced or gorged makes; the text does not say it, so the table chooses (Art. XVII, XVIII; spec section 7 item 1).
reversis-remise-panier = the whole Panier (making it doubles the Panier)
reversis-remise-fonds = the first fund, 9 jetons (45 fiches)
reversis-option-pack = Pack
reversis-option-pack-help = Académie: 48 cards without the tens, or, "in some places", the whole pack of 52 to make the Reversis harder (12 tricks with four players). The Hague rules play with 48.
reversis-option-stake-each = Stake of each player in a new pool
reversis-option-stake-each-help = Académie: what each player puts in the box when a new pool is formed; the book leaves it as agreed (III "ce que chacun a mis dans le corbillon"), the refresh amount by default.
reversis-option-refresh-each = Refresh of each player
reversis-option-refresh-each-help = Académie: what each player adds to the box when nobody won the pool, "deux jettons... pour la rafraichir".
reversis-option-talon-value = The Talon
reversis-option-talon-value-help = Académie: what the player with most points pays the one with fewest, "autant que la Poule ordinaire, ou... ce qui a été convenu"; left out, an ordinary pool: the stake times the players (VII-X).
reversis-option-quinola-placed = Quinola placed
reversis-option-quinola-placed-help = Académie: what the taker of the trick pays the player who throws the Quinola on it in renounce, "deux marques, ou plus" (VI).
reversis-option-quinola-forced-holder = Quinola forced: from its holder
reversis-option-quinola-forced-holder-help = Académie: what the holder of a forced Quinola pays the player who forced it, "quatre jettons, ou plus" (V).
reversis-option-quinola-forced-each = Quinola forced: from each other player
reversis-option-quinola-forced-each-help = Académie: what each other player pays the forcer, "mais il faut en convenir auparavant"; 0 means not agreed (V).
reversis-option-ace-placed = Ace placed or forced
reversis-option-ace-placed-help = Académie: "un ou deux jettons, ainsi que l'on est demeuré d'accord", double for the ace of hearts; an ace led pays nothing (XVI, XVII).
reversis-option-reversis-each = The Reversis: from each player
reversis-option-reversis-each-help = Académie: what every other player pays the one who takes every trick, besides the pool (XV).
reversis-option-renounce-penalty = An unlawful renounce
reversis-option-renounce-penalty-help = Académie: the renouncer "paye à chacun autant de jettons que l'on est convenu, ou fait la bête": a beast equal to the pool, or so many counters to each other player (XI).
reversis-renounce-beast = makes a beast
reversis-renounce-each = pays { $amount ->
    [one] 1 jeton
   *[other] { $amount } jetons
} to each
reversis-option-out-of-turn-each = A card played out of turn
reversis-option-out-of-turn-each-help = Académie: what the player pays each other player (XII).

## Errors in the options.
reversis-hague-seats = the Hague rules are for 4 players; { $got } given
reversis-hague-fiches = fiches_per_jeton is fixed at 5 by the Hague rules; { $got } given
reversis-hague-pack = the Hague rules play with 48 cards; pack { $got } given
reversis-academie-seats = the Académie's Reversis is for 4 or 5 players; { $got } given
reversis-pack = pack is 48 or 52 cards; { $got } given
reversis-negative-option = { $option } cannot be negative; { $got } given

## Errors in a deal.
reversis-trick-out-of-range = trick { $trick } does not exist; a deal has tricks 1 to { $max }
reversis-hague-only = { $event } belongs to the Hague rules, not the Académie's
reversis-breaker-is-undertaker = the breaker is another player than the undertaker
reversis-one-espagnolette = only one player can hold an Espagnolette
reversis-misdeal-not-dealer = a misdeal is the dealer's; { $dealer } dealt
reversis-one-misdeal = one misdeal per record
reversis-misdeal-makes-void = a misdeal that loses the deal makes the record void ("void": true)
reversis-when-hague = by the Hague rules
reversis-when-not-void = unless the record is void
reversis-when-every-player = for every player
reversis-when-tie = for every player, as the tricks break a tie: { $players } have { $points } points each
reversis-when-reversis = with a Reversis (it is counted in tricks)
reversis-when-one-scorer = when only { $player } has points (did he take every trick?)
reversis-when-espagnolette = when the Espagnolette { $player } has no points (did he take a trick?)
reversis-second-quinola = the Quinola is played only once; a second Quinola event was given
reversis-ace-twice = the ace of { $suit } appears in two events
reversis-one-reversis = one Reversis per deal, made or broken
reversis-void-academie = an Académie misdeal is simply redealt and not recorded (XVIII)
reversis-void-has-counts = a void record has no points, no tricks and no ecart points
reversis-void-events = a void record carries at most one event: a misdeal passed, or a misdeal seen late
reversis-negative-count = counts cannot be negative
reversis-points-without-trick = a player without a trick has no points; { $points } given
reversis-points-beyond-tricks = { $points } points in { $tricks } tricks is more than the cards hold
reversis-points-beyond-pack = points add up to { $sum }; the pack holds { $pack }
reversis-ecart-range = an ecart holds 0 to { $max } points; { $got } given
reversis-ecart-too-full = the tricks hold { $in_tricks } points, so { $ecart } would lie in the ecart; at most { $max } can
reversis-ecart-mismatch = { $ecart_points } ecart points do not fit the { $left } points the tricks leave in the ecart (the Quinola lies there when no event plays it: +3; the ace of diamonds: +1)
reversis-taker-without-trick = { $player } took the trick with { $card } but has no trick
reversis-taker-without-points = { $player } took the trick with { $card } but has no points
reversis-made-not-all = { $player } made the Reversis but took { $tricks } of the { $all } tricks
reversis-undertaken-wrong = { $player } undertook the Reversis (the first { $first } tricks) but took { $tricks }
reversis-breaker-without-trick = { $player } broke the Reversis but has no trick
reversis-placed-on-own-trick = a card thrown in renounce is taken by another player
reversis-forced-by-holder = the forcer is the player who led the suit, not the holder

## Cards.
reversis-card-quinola = the Quinola
reversis-card-ace = the ace of { $suit }
reversis-suit-spades = spades
reversis-suit-hearts = hearts
reversis-suit-diamonds = diamonds
reversis-suit-clubs = clubs

## The deal-entry form.
reversis-group-quinola = Quinola
reversis-group-aces = Aces
reversis-group-reversis = Reversis
reversis-group-faults = Faults
reversis-group-tricks = Tricks
reversis-field-dealer = Dealer
reversis-field-points = Points in tricks
reversis-help-points-hague = ace 4, king 3, queen 2, jack 1 (Art. V)
reversis-help-points-academie = ace 5, king 4, queen 3, jack 2 (IX)
reversis-field-tricks = Tricks taken
reversis-help-tricks = only when they decide: a tie on points, a Reversis, an Espagnolette without points; they add up to { $all }
reversis-field-ecart-points = Points in the ecart
reversis-help-ecart-points = ace of diamonds 5, Quinola 4, other aces 4, K 3, Q 2, J 1 (Art. VI)
reversis-field-quinola = Quinola
reversis-help-quinola = leave empty when the Quinola lies in the ecart
reversis-quinola-placed = placed (thrown in renounce)
reversis-quinola-forced = forced (played on a heart lead)
reversis-quinola-led = led (gorged)
reversis-field-quinola-player = Quinola: played by
reversis-field-quinola-taker = Quinola placed: trick taken by
reversis-help-quinola-taker = only for a placed Quinola
reversis-field-quinola-forcer = Quinola forced: heart led by
reversis-help-quinola-forcer = only for a forced Quinola
reversis-field-quinola-trick = Quinola: at trick
reversis-field-ace = Ace { $n }
reversis-help-ace = leave empty when no (further) ace was placed, forced or led
reversis-ace-placed = placed (thrown in renounce)
reversis-ace-forced = forced (on its suit led by another)
reversis-ace-led = led
reversis-field-ace-suit = Ace { $n }: suit
reversis-field-ace-player = Ace { $n }: played by
reversis-field-ace-taker = Ace { $n } placed: trick taken by
reversis-help-ace-taker = only for a placed ace
reversis-field-ace-forcer = Ace { $n } forced: suit led by
reversis-help-ace-forcer = only for a forced ace
reversis-field-ace-trick = Ace { $n }: at trick
reversis-field-reversis = Reversis
reversis-help-reversis = a player with every trick makes it even if left empty
reversis-reversis-made = made (every trick)
reversis-reversis-broken = broken at the Bonne (trick 10 or 11)
reversis-field-reversis-player = Reversis: by
reversis-field-reversis-breaker = Reversis broken by
reversis-help-reversis-breaker = the first other player to take trick 10 or 11
reversis-field-espagnolette = Espagnolette
reversis-help-espagnolette = only if he renounced at least once by right (Art. XXXVI)
reversis-espagnolette-used = held and its privilege used
reversis-field-espagnolette-player = Espagnolette: held by
reversis-field-penalty = Fault { $n }
reversis-help-penalty = leave empty when there is none
reversis-penalty-renounce = renounce (revoke)
reversis-penalty-out-of-turn = played out of turn
reversis-penalty-saw-talon-card = saw his talon card, then discarded
reversis-penalty-took-without-discard = took his card without discarding
reversis-penalty-short-hand = discarded two cards
reversis-penalty-misdeal-redeal = misdeal bought back (dealer)
reversis-field-penalty-player = Fault { $n }: by

## Entries that are not deals (Hague misdeals that void the coup).
reversis-event-misdeal-passed = Misdeal: the deal is lost
reversis-event-misdeal-passed-help = The dealer misdealt and passes the deal without buying it back; the coup is void and nothing is paid (Art. XLVII).
reversis-event-misdeal-late = Misdeal noticed after the ecart
reversis-event-misdeal-late-help = The coup is void; the dealer pays 4 jetons (20 fiches) into the Panier and loses his deal (Art. XLVIII).
reversis-field-void = Void coup
reversis-help-void = no points, tricks or ecart; only the misdeal's fine
reversis-field-misdeal = Misdeal
reversis-field-misdeal-player = Misdeal: by the dealer

## What lies on the table.
reversis-item-panier = panier (fiches)
reversis-item-fund-renewed = the fund is renewed at the next deal (2 jetons each, 3 the dealer)
reversis-item-pool = pool on the game (jetons)
reversis-item-no-pool = box (a new pool is formed at the next deal)
reversis-item-beast = beast made by { $player }
reversis-item-renounce-beast = renounce beast, for the next pool

## The reasons of payments. (`reason-partie` is in common.ftl.)
reason-panier_fund = the Panier's fund renewed
reason-dealer_jeton = the dealer's jeton
reason-misdeal_redeal = misdeal bought back
reason-misdeal_late = misdeal after the ecart
reason-remise_drawn = remise drawn
reason-remise_made = remise made
reason-quinola_placed = Quinola placed
reason-quinola_forced = Quinola forced
reason-quinola_led = Quinola gorged
reason-ace_placed = ace placed
reason-ace_forced = ace forced
reason-ace_led = ace led
reason-espagnolette_refund = the Espagnolette's refund
reason-reversis_made = Reversis made
reason-reversis_broken = Reversis broken
reason-out_of_turn = card played out of turn
reason-renounce = renounce
reason-pool_stake = stake in the pool
reason-beast_to_pool = beast goes to the game
reason-renounce_beast_to_pool = renounce beast joins the pool
reason-talon = the Talon
reason-pool_won = pool won
reason-pool_refresh = pool refreshed
reason-quinola_beast = beast of the Quinola
reason-renounce_beast = beast of a renounce
