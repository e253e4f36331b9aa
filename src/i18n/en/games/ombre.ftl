# Ombre: every message that names this game, its rules page (rules-ombre-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.
# The words of the Ombre family's forms and facts (ombre-...) are here too: the Ombre by two
# and the Quintilles share them (src/games/ombre).

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

reason-bon_air = Bon Air
reason-parfait_contentement = Parfait Contentement
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

rules-ombre-intro = Three players, forty cards; the ombre plays against the two others; remise and codille, matadors, the vole, the hazards. Books: 000:7874-10848; 001:5660-8475; rules: the ombre specification.
rules-ombre-payment-abandon_beast = A game abandoned: the ombre who gives up makes a beast (000:8854-8987; 001:6504-6745).
rules-ombre-payment-abandon_divides = A game abandoned: the defenders divide what is on the game (000:8854-8987; 001:6504-6745).
rules-ombre-payment-beast_goes = A beast goes on the game after the game is drawn, one after another (000:8988-9064, 9193-9369; 001:6751-6836, 7001-7165).
rules-ombre-payment-beasts_on_game = The beasts put on the game count towards what the winner draws (000:9193-9369; 001:7001-7165).
rules-ombre-payment-bon_air = A hazard (pretintaille): the bon air, paid by each of the others (000:10230-10297; 001:7975-8021).
rules-ombre-payment-codille = Codille: the defender who takes more tricks than the ombre draws the game and the ombre makes a beast (000:9066-9191; 001:6838-6995).
rules-ombre-payment-codille_beast = The beast the ombre makes when he loses codille (000:9066-9191; 001:6838-6995).
rules-ombre-payment-consolation = The consolation, paid by or to each of the two others (spec ombre §1.4.4; 000:9193-9369).
rules-ombre-payment-contre_missed = Le contre missed: the one who announced the contre pays as the book says (000:9411-9536; 001:7212-7298).
rules-ombre-payment-degout = A hazard (pretintaille): the dégoût (000:10230-10297; 001:7975-8021).
rules-ombre-payment-discorde = A hazard (pretintaille): the discorde, the four kings in one hand (000:10230-10297; 001:7975-8021).
rules-ombre-payment-draws_pool = The ombre who wins draws what is on the game (000:9066-9191; 001:6838-6995).
rules-ombre-payment-estrapade = A hazard (pretintaille): the estrapade (000:10230-10297; 001:7975-8021).
rules-ombre-payment-matadors = The matadors: each of the others pays for each matador of the ombre's run, paid by him when he loses (000:8238-8330, laws LII–LVIII 10659-10709; 001:5950-6022).
rules-ombre-payment-penalty_beast = A beast for a fault (a renounce, a hand shown), paid by the offender (000:8988-9064, laws 10299-10848; 001:6751-6836).
rules-ombre-payment-remise_beast = Remise: the ombre who takes no more tricks than a defender without codille makes a beast equal to the game (000:9066-9191; 001:6838-6995).
rules-ombre-payment-sans_prendre = Sans prendre: each of the two others pays the ombre who played without taking from the talon (000:8672-8730; 001:6300-6375).
rules-ombre-payment-stake = The stakes: each player marks the game with his markers at a fresh game (000:8331-8441; 001:6033-6114).
rules-ombre-payment-triomphante = A hazard (pretintaille): the triomphante (000:10230-10297; 001:7975-8021).
rules-ombre-payment-vole = The vole: all nine tricks, paid by each of the others (000:9411-9536; 001:7212-7298).
rules-ombre-payment-vole_draws_beasts = The vole draws the beasts on the game (000:9411-9536; 001:7212-7298).
rules-ombre-payment-vole_missed = A vole undertaken and missed: the ombre pays what the vole would have won (000:9411-9536; 001:7212-7298).
rules-ombre-payment-leftover_share = At the end of the partie what is left on the game is shared as the option leftover_policy says (000:9538-9584; 001:7300-7340).
rules-ombre-payment-parfait_contentement = A hazard (pretintaille): the parfait contentement, sans prendre with five matadors or more, one fiche paid by or to each of the two others (000:11230-11233; 001:8982-8987).
rules-ombre-payment-guinguette = A hazard (pretintaille): the guinguette, neither black ace in hand, one fiche paid by or to each of the two others (000:11372-11375; 001:9134-9138).
rules-ombre-payment-mirliro = A hazard (pretintaille): the mirliro, Spadille and Basto without Manille, or the red aces with Basto, one fiche paid by or to each of the two others (000:11441-11448; 001:9189-9194).
rules-ombre-payment-fanatique = A hazard (pretintaille): the fanatique, the four knaves, one fiche paid by or to each of the two others (000:11343-11348; 001:9085-9089).
rules-ombre-payment-charivari = A hazard (pretintaille): the charivari, the four queens, one fiche paid by or to each of the two others (000:11208-11212; 001:8936-8940).
rules-ombre-payment-partie_quarree = A hazard (pretintaille): the partie quarrée, three kings and a queen, one fiche paid by or to each of the two others (000:11462-11466; 001:9219-9225).
rules-ombre-payment-yeux_grand_mere = A hazard (pretintaille): the eyes of my grandmother, the two red aces, one fiche paid by or to each of the two others (000:11605-11609; 001:9425-9430).
rules-ombre-payment-chicoree = A hazard (pretintaille): the chicorée, three or four false matadors, one fiche paid by or to each of the two others (000:11217-11220; 001:8950-8955).
