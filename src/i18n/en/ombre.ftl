# The Ombre family: L'Hombre à trois and à deux, the old and the new Quintille
# (spec ombre.md; src/games/ombre).

## Options of the Ombre by three and by two (spec 1.6).
ombre-opt-marking = Marking
ombre-opt-marking-help = The name of the marking agreed, for the reader: the numbers below rule. Trois et deux (3 markers at first, 2 after a pass), trois et un, deux et un (the former practice), or à la Bavaroise.
ombre-marking-trois-et-deux = trois et deux (3, then 2)
ombre-marking-trois-et-un = trois et un (3, then 1)
ombre-marking-deux-et-un = deux et un (2, then 1; former practice)
ombre-marking-bavaroise = à la Bavaroise
ombre-opt-marker-value = Jetons per marker
ombre-opt-marker-value-help = Each counter marked before a player stands for this many jetons: 3, or 1 à la Bavaroise.
ombre-opt-initial-markers = Markers on a fresh game
ombre-opt-initial-markers-help = Markers each player puts on the game at the first deal, after a codille and after a drawn pool with no beast waiting: 3, or 2 in deux et un.
ombre-opt-pass-markers = Markers after a pass or a remise
ombre-opt-pass-markers-help = Markers each player adds after a pass, a remise, or a pool drawn while beasts wait: 2 in trois et deux, 1 in trois et un and deux et un.
ombre-opt-sans-prendre = Sans-prendre (jetons from each)
ombre-opt-sans-prendre-help = Paid by each other player to the Ombre who wins sans prendre, or by him to each if he loses: 12 played double, 6 single, 4 à la Bavaroise.
ombre-opt-matador = Jetons per matador
ombre-opt-matador-help = Per true matador (from Spadille, Manille and Basto on), from or to each other player: 2 double, 1 single or à la Bavaroise.
ombre-opt-consolation = Consolation (jetons from each)
ombre-opt-consolation-help = Paid like the sans-prendre on every played deal: the book gives no value for the ordinary Ombre (0); 3 à la Bavaroise.
ombre-opt-vole-mode = How the vole is paid
ombre-opt-vole-mode-help = À tout tirer: the vole draws the beasts on the game or doubles the pool, and a missed vole lets the others divide everything (laws LXI-LXIX). Fixed: a set value from or to each (law LXIV).
ombre-vole-mode-double = à tout tirer (the pool doubled, or the beasts drawn)
ombre-vole-mode-fixed = a fixed value from each
ombre-opt-vole-value = Vole value (jetons from each)
ombre-opt-vole-value-help = For a fixed vole: what each other player pays for a vole made, or is paid for a vole missed; 20 (two fiches) à la Bavaroise.
ombre-opt-fiche = Jetons in a fiche
ombre-opt-fiche-help = The fiche the hazards are paid in: 20 jetons, 10 à la Bavaroise.
ombre-opt-hazards = Hazards (pretintailles)
ombre-opt-hazards-help = The hazards agreed, any of the fourteen: each is a fiche from each other player to the winning Ombre, or from the losing Ombre to each.
ombre-deux-opt-hazards-help = None at two: the hazards are of Ombre by three only.
ombre-opt-contre = Announced vole (le Contre)
ombre-opt-contre-help = A player may declare sans prendre and the vole; missed, he pays the vole to each (laws LXXII-LXXIII).
ombre-opt-forced-spadille = Espadille forcé
ombre-opt-forced-spadille-help = Nobody may pass out: the holder of Spadille must play; a deal is void only when its holder is beasted.
ombre-opt-leftover-policy = What is left at the end
ombre-opt-leftover-policy-help = The book is silent on the pool and the beasts left when the partie stops: keep them on the table, or divide them equally after the last deal, the odd jetons staying (spec 1.4.10).
ombre-leftover-keep = left on the table
ombre-leftover-split-equal = divided equally among the players
ombre-opt-unit = Unit
ombre-opt-unit-help = What a counter is, for the reader; every amount is in jetons (spec 0).
ombre-unit-jeton = jeton (one real counter)
ombre-opt-removed-suit = Red suit taken out
ombre-opt-removed-suit-help = At two one red suit is taken out of the pack, hearts or diamonds, and cannot be trumps; a label, the payments do not depend on it (law LXXIX).
ombre-suit-hearts = hearts
ombre-suit-diamonds = diamonds

## Errors of the options.
ombre-option-out-of-range = { $option } is { $value }; it must be from { $min } to { $max }
ombre-deux-no-hazards = the hazards are of Ombre by three only; leave hazards empty
ombre-removed-suit-at-two-only = removed_suit is an option of Ombre by two only

## The deal form of the Ombre by three and by two (spec 1.2).
ombre-field-type = Deal
ombre-type-played = played
ombre-type-pass = all passed
ombre-field-ombre = Ombre (who stands the game)
ombre-field-required-played = required for a played deal
ombre-field-contract = Contract
ombre-contract-prendre = prendre (taking in)
ombre-contract-sans-prendre = sans prendre
ombre-field-tricks = Tricks
ombre-field-tricks-help = they add up to { $tricks }
ombre-group-vole = Matadors and vole
ombre-field-matadors = Matadors
ombre-field-matadors-help = true matadors in the Ombre's hand: 0, or 3 and more from Spadille
ombre-field-vole-undertaken = Vole undertaken
ombre-field-vole-undertaken-help = he won the first five tricks and led to the sixth
ombre-field-vole-announced = Vole announced (le Contre)
ombre-field-vole-announced-help = declared with the sans-prendre before play
ombre-group-hazards = Hazards
ombre-field-hazard = Hazard of the Ombre's hand ({ $rank })
ombre-field-hazard-help = one of the hazards agreed that the Ombre's hand qualifies for; Consolation, Estrapade and Dégoût are paid by themselves
ombre-group-faults = Faults and beasts
ombre-field-penalty-offender = Penalty { $rank }: who is beasted
ombre-field-penalty-offender-help = one beast worth the pool for each fault (a renounce, a card of the talon turned...)
ombre-field-penalty-second = Penalty { $rank }: second offender
ombre-field-penalty-second-help = when two are at fault they share each beast, the first named paying the odd jeton
ombre-field-penalty-reason = Penalty { $rank }: the fault
ombre-field-penalty-reason-help = in words, for the record
ombre-field-penalty-count = Penalty { $rank }: beasts
ombre-field-penalty-count-help = how many beasts (1 when left empty)
ombre-field-separate-beasts = Keep this deal's beasts separate
ombre-field-separate-beasts-help = otherwise the beasts made on one deal go together as one (laws XLVII, XLIX)
ombre-field-abandon = The Ombre gave up
ombre-field-abandon-help = the two others divide the pool
ombre-abandon-gave-up = gave up (one beast)
ombre-abandon-showed-and-quit = showed his hand and quit (two beasts)
ombre-group-end = End of the partie
ombre-field-last-deal = Last deal of the partie
ombre-field-last-deal-help = for the Dégoût hazard, and for dividing what is left when so agreed
ombre-field-forfeited = Right not claimed in time ({ $rank })
ombre-field-forfeited-help = a payment not asked for before the next cut is lost (laws LV-LVIII)
ombre-forfeit-sans-prendre = the sans-prendre
ombre-forfeit-matadors = the matadors

## Entries that are not played deals.
ombre-event-pass = All passed
ombre-event-pass-help = Nobody played: the deal is void, the next is marked again; beasts for faults may be made.
ombre-event-spadille-beasted = Deal not played: Spadille's holder beasted
ombre-event-spadille-beasted-help = Under Espadille forcé nobody passes out; the deal is void only when nobody owns Spadille and its holder makes a beast.

## Errors of a deal.
ombre-for-a-played-deal = for a played deal
ombre-tricks-not-entered = no tricks entered for { $player }
ombre-tricks-too-many = tricks add up to { $got }; a deal has only { $max }
ombre-matadors-out-of-range = { $matadors } matadors; enter 0 (fewer than Spadille, Manille and Basto) or 3 to { $max }
ombre-vole-undertaken-too-early = the Ombre made { $tricks } tricks; the vole is undertaken only after the first five (law LXV)
ombre-vole-undertaken-abandon = an Ombre who undertook the vole cannot abandon (law LXV)
ombre-contre-not-agreed = the announced vole (le Contre) was not agreed in the options
ombre-contre-sans-prendre-only = the vole is announced only with a sans-prendre
ombre-pass-carries-only = nobody plays a deal all passed: leave this empty, or choose “played”
ombre-pass-forced-spadille = under Espadille forcé nobody can pass out: the holder of Spadille plays; a deal is void only when Spadille's holder is beasted (enter that penalty)
ombre-penalty-offenders = a penalty names one offender or two different ones, not { $count ->
        [0] none
       *[other] { $offenders }
    }
ombre-penalty-count = count is { $count }; a penalty makes 1 to { $max } beasts
ombre-hazard-is-automatic = { $hazard } is paid automatically when enabled; do not list it on a deal
ombre-hazard-twice = { $hazard } is listed twice
ombre-hazard-needs-four = { $hazard } needs a sans-prendre with exactly 4 matadors
ombre-hazard-needs-five = { $hazard } needs a sans-prendre with 5 matadors or more
ombre-hazard-no-spadille = { $hazard } cannot go with { $matadors } true matadors (the Ombre would hold Spadille)

## The fourteen hazards (spec 1.4.9).
ombre-hazard-consolation = Consolation
ombre-hazard-bon-air = Bon Air
ombre-hazard-parfait-contentement = Parfait Contentement
ombre-hazard-guinguette = Guinguette
ombre-hazard-mirliro = Mirliro
ombre-hazard-fanatique = Fanatique
ombre-hazard-charivari = Charivari
ombre-hazard-discorde = Discorde
ombre-hazard-partie-quarree = Partie quarrée des dames du temps
ombre-hazard-triomphante = Triomphante
ombre-hazard-estrapade = Estrapade
ombre-hazard-degout = Dégoût
ombre-hazard-yeux-grand-mere = Les yeux de ma grand-mère
ombre-hazard-chicoree = Chicorée

## What the table shows (spec 1.3).
ombre-round = deal { $deal }
ombre-item-pool = pool
ombre-item-pool-with-beast = pool (a beast is going)
ombre-item-beast-waiting = { $rank ->
        [1] beast waiting, the highest (goes next)
       *[other] beast waiting, number { $rank } in line
    }
ombre-item-next-markers = markers each at the next deal
ombre-item-next-stake = jetons each at the next deal
ombre-item-tours = pools won

## The Quintilles (spec 3, 4).
quintille-opt-sans-prendre = Sans-prendre (jetons from each)
quintille-opt-sans-prendre-help = Paid by each other player to the sans-prendre player who wins, or by him to each if he loses.
quintille-opt-matadors = Matadors (jetons from each defender)
quintille-opt-matadors-help = A flat payment for Spadille, Manille and Basto in one hand of the attack, whatever their number, from or to each defender.
quintille-nouveau-opt-sans-prendre = Sans-prendre (jetons from each)
quintille-nouveau-opt-sans-prendre-help = From or to each of the four others against a sans-prendre, the Quadrille's value.
quintille-opt-fiche = The dealer's fiche (jetons)
quintille-opt-fiche-help = What the dealer puts on the game at every deal: one fiche of 10.
quintille-opt-game-counter = Each player's jeton for the game
quintille-opt-game-counter-help = What every player, the dealer too, puts on the game at every deal.
quintille-opt-consolation = Consolation (jetons from each defender)
quintille-opt-consolation-help = Paid by each defender to the attack that wins, or by the attack to each defender (Quadrille).
quintille-opt-matador = Jetons per matador
quintille-opt-matador-help = Per matador of the attack's two hands together, from or to each defender.
quintille-opt-vole = Vole (jetons from each defender)
quintille-opt-vole-help = Paid by each defender for a vole, or to each for a dévole; double for a sans-prendre.

quintille-field-ombre = Ombre (who called)
quintille-contract-call = called a King
quintille-contract-self-call = called his own King (alone)
quintille-contract-sans-prendre = sans prendre (alone)
quintille-field-partner = Holder of the called King
quintille-field-partner-help = leave empty for a sans-prendre
quintille-nouveau-field-partner-help = only for a King called in another hand
quintille-group-matadors = Matadors
quintille-group-matadors-vole = Matadors and vole
quintille-group-codille = Codille
quintille-field-matador-holder = Holder of the matadors
quintille-field-matador-holder-help = the Ombre or his partner, if he holds Spadille, Manille and Basto
quintille-field-matadors = Matadors
quintille-field-matadors-help = 0, or 3 and more in that hand
quintille-nouveau-field-matadors = Matadors of the attack
quintille-nouveau-field-matadors-help = the joint run of the Ombre and his King: 0, or 3 and more
quintille-nouveau-field-vole-undertaken-help = no effect on the payments: a missed vole costs nothing
quintille-field-trump-order = Defender with the { $rank ->
        [1] highest trump
        [2] second trump
        [3] third trump
       *[other] trump number { $rank }
    }
quintille-field-trump-order-help = for the odd jetons of a codille, best trump first; leave out those without a trump

quintille-for-a-called-king = for a called King
quintille-partner-is-ombre = the partner is another player; a King one holds is played alone
quintille-partner-only-for-a-call = only a called King has a partner; leave it null
quintille-trump-order-not-a-defender = { $player } is not a defender or is listed twice
quintille-matador-holder-defender = matadors are paid only to the Ombre or his partner; a defender's are entered as 0
quintille-when-matadors-entered = when matadors are entered
quintille-matador-holder-without-matadors = leave it null when nobody holds three matadors

quintille-item-game = on the game
quintille-item-next-stake = jetons each at the next deal (the game is empty)
quintille-item-dealer-fiche = the dealer's fiche at the next deal
quintille-item-game-counter = jetons each for the game at the next deal

## The reasons of the family's payments.
reason-stake = stake
reason-dealer_fiche = the dealer's fiche
reason-game_counter = jeton for the game
reason-draws_pool = draws the pool
reason-pair_draws_pool = the pair draws the game
reason-sans_prendre_draws = sans-prendre draws from the game
reason-codille = codille
reason-abandon_divides = the pool divided after an abandon
reason-leftover_share = share of what was left
reason-game_payments = consolation, matadors, sans-prendre and vole
reason-vole_draws_beasts = the vole draws the beasts
reason-beasts_on_game = the waiting beasts go on the game
reason-remise_beast = beast (remise)
reason-codille_beast = beast (codille)
reason-abandon_beast = beast (abandon)
reason-bon_air = Bon Air
reason-parfait_contentement = Parfait Contentement
reason-guinguette = Guinguette
reason-mirliro = Mirliro
reason-fanatique = Fanatique
reason-charivari = Charivari
reason-discorde = Discorde
reason-partie_quarree = Partie quarrée des dames du temps
reason-triomphante = Triomphante
reason-estrapade = Estrapade
reason-degout = Dégoût
reason-yeux_grand_mere = Les yeux de ma grand-mère
reason-chicoree = Chicorée
