# Quadrille: every message that names this game, its rules page (rules-quadrille-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.
# The words of the Quadrille family's forms and facts (quadrille-...) are here too: the
# Médiateur and the Solitaires share them (src/games/quadrille).

## Suits, matadors, contracts, premiums.
quadrille-suit-spades = spades
quadrille-suit-clubs = clubs
quadrille-suit-hearts = hearts
quadrille-suit-diamonds = diamonds
quadrille-matador-spadille = Spadille
quadrille-matador-manille = Manille
quadrille-matador-baste = Baste
quadrille-contract-ask = Ask (call a king)
quadrille-contract-own-king = Own king (alone)
quadrille-contract-forced-spadille = Forced Spadille
quadrille-contract-sans-prendre = Sans prendre
quadrille-contract-sans-prendre-vole = Le Contre (sans prendre, vole announced)
quadrille-contract-roi-rendu = Roi rendu
quadrille-contract-mediateur = Médiateur
quadrille-contract-vole-declared-mediateur = Vole declared by Médiateur
quadrille-contract-vole-declared-sans-prendre = Vole declared sans prendre
quadrille-contract-pass = Pass (null deal)
quadrille-premium-sans-prendre = the sans-prendre premium
quadrille-premium-matadors = the matadors
quadrille-matador-payment-reunion = the réunion: 10 for the three together (treatise)
quadrille-matador-payment-per-matador = 2 for each matador of the run (English)
quadrille-matador-payment-flat-fiche = one fiche whatever the number (English)
quadrille-none = none
quadrille-list = { $items }
## The options (spec §7).
quadrille-bad-option-not-family = { $game } is not a game of the quadrille family
quadrille-bad-option-unit = unit "{ $unit }": the engine counts in jetons ("jeton")
quadrille-bad-option-fiche = fiche { $fiche }: a fiche is 10 jetons at these games
quadrille-bad-option-contrat = contrat { $contrat }: a contrat is 100 jetons at these games
quadrille-bad-option-negative = { $option } cannot be negative
quadrille-bad-option-quadrille-only = { $option } is a variant of common Quadrille, not of { $game }
quadrille-bad-option-favourite-required = favourite_suit is required at { $game } (the suit drawn at the start)
quadrille-bad-option-turk-is-favourite = turk_suit must differ from favourite_suit (the Turk is a second colour)
quadrille-bad-option-tours-zero = tours must be at least 1
quadrille-bad-option-double-tours-zero = double_tours counts tours from 1
quadrille-bad-option-alone-threshold = alone_threshold { $got }: it is 3 or 4 tricks
quadrille-bad-option-total-tricks = total_tricks { $got }: a deal has 10 tricks (12 only in the Tritrille's second method)
quadrille-bad-option-win-tricks = win_tricks { $got }: it must be more than half of the { $total } tricks
quadrille-bad-option-initial-negative = initial_state: amounts cannot be negative and a pending beast is at least 1
quadrille-bad-option-initial-beast-on-game = initial_state: beast_on_game needs the beast in the pot (pot is 0)
quadrille-option-tours = Tours in the partie
quadrille-option-tours-help = A tour is one deal by each player; the partie is normally 10 tours (Tritrille 12, Piquemédrille 20).
quadrille-option-favourite = Favourite suit
quadrille-option-favourite-help = The suit drawn at the start: when it is trumps every payment but the poulans, game fiches and beasts is doubled. Médiateur games only (required there; ignored at Quadrille).
quadrille-option-cards-fee = Cards fee
quadrille-option-cards-fee-help = What each player pays for the cards when the partie is settled (one fiche = 10 jetons).
quadrille-option-double-tours = Doubled tours
quadrille-option-double-tours-help = The tours played double, counted from 1: the last one by default (Piquemédrille the 10th and 20th).
quadrille-option-always-double = Every deal double
quadrille-option-always-double-help = High play: every deal is played double.
quadrille-option-playoff-double = Play-off deals double
quadrille-option-playoff-double-help = After the tours, the deals that play for the beasts left are played double (else simple).
quadrille-option-alone-threshold = Beasted alone below (tricks)
quadrille-option-alone-threshold-help = Own tricks below which an ombre who called a king and lost pays everything alone: 3 at Quadrille ("some houses" 4), 4 at the Médiateur.
quadrille-option-four-tricks-remise = Four tricks is a remise
quadrille-option-four-tricks-remise-help = Quadrille, chapter II reading: a called-king side with exactly four tricks loses by remise, not codille.
quadrille-option-contre = Le Contre (announced vole)
quadrille-option-contre-help = Quadrille: sans prendre with the vole announced is admitted (laws LV–LVI).
quadrille-option-roi-rendu = Roi rendu
quadrille-option-roi-rendu-help = Quadrille: the called king may be given up to the ombre, who then plays alone (law LVIII).
quadrille-option-mediateur-nf = Médiateur without favourite suit
quadrille-option-mediateur-nf-help = Quadrille (English): a king may be asked for a card and a fiche, without favourite suit.
quadrille-option-devole-solo = Devole when playing alone
quadrille-option-devole-solo-help = The devole (no trick taken) is paid by a player alone too (law LVII).
quadrille-option-devole-mediateur = Devole at the Médiateur games
quadrille-option-devole-mediateur-help = The devole is paid in the Médiateur family.
quadrille-option-turk = Turk suit
quadrille-option-turk-help = Médiateur games (English): a second drawn colour, paid four times (never the favourite).
quadrille-option-accolade-fee = Accolade fee
quadrille-option-accolade-fee-help = Médiateur games (English): what each other player pays the holder of both black aces, each deal (0 = not played).
quadrille-option-poulans-matadors = Dealer pays the matador poulans
quadrille-option-poulans-matadors-help = Médiateur games: the dealer pays Spadille 2 fiches, Manille and Baste 1 each (off = English, only the game's fiches).
quadrille-option-double-matador-poulans = Poulans doubled on double tours
quadrille-option-double-matador-poulans-help = Médiateur games: the matador poulans are doubled with the tour (off = the house rule of "8 fiches").
quadrille-option-matador-payment = How the matadors are paid
quadrille-option-matador-payment-help = Médiateur games: the treatise's réunion, or the English ways.
quadrille-option-separate-beasts = Beasts of one deal wait separately
quadrille-option-separate-beasts-help = Several beasts made in one deal go on the game one by one instead of together (laws XXVIII–XXIX).
quadrille-option-deal-offset = Deals already played
quadrille-option-deal-offset-help = Deals played before the first one entered (an adjourned partie): they count for the tours and the dealer (law LX).
quadrille-option-initial-state = Left on the table by an adjourned partie
quadrille-option-initial-state-help = What an adjourned partie left: the pot, the beasts waiting, the game jetons owed, the matador pool (law LX).
quadrille-option-initial-pot = Pot (jetons on the devant)
quadrille-option-initial-pot-help = The dealers' fiches and any beast on the game, in jetons.
quadrille-option-initial-pending-beasts = Beasts waiting
quadrille-option-initial-pending-beasts-help = Each beast waiting to go on the game, in jetons, in the order they were made.
quadrille-option-initial-game-units = Game jetons owed (J)
quadrille-option-initial-game-units-help = The game jetons each player owes for remised deals.
quadrille-option-initial-matador-pool = Matador pool
quadrille-option-initial-matador-pool-help = Médiateur games: poulans of a matador nobody held, waiting for its next holder, in jetons.
quadrille-option-initial-beast-on-game = A beast is on the game
quadrille-option-initial-beast-on-game-help = The pot already holds a beast, so the next one waits.
quadrille-option-total-tricks = Tricks in a deal
quadrille-option-total-tricks-help = 10; 12 only in the Tritrille's second method (36 cards). Left empty: 10.
quadrille-option-win-tricks = Tricks needed to win
quadrille-option-win-tricks-help = Left empty: more than half the tricks (6 of 10, 7 of 12).
quadrille-option-unit = Unit
quadrille-option-unit-help = Informational: the engine always counts in jetons.
quadrille-option-unit-jeton = jeton
quadrille-option-fiche = Jetons in a fiche
quadrille-option-fiche-help = Informational: a fiche is 10 jetons.
quadrille-option-contrat = Jetons in a contrat
quadrille-option-contrat-help = Informational: a contrat is 100 jetons.
quadrille-option-start-counters = Prise (counters each player takes)
quadrille-option-start-counters-help = Informational: 7 contrats = 700 jetons each; only the net results are kept.
## The deal form (spec §2.1).
quadrille-group-vole = Vole
quadrille-group-matadors = Matadors
quadrille-group-claims = Claims
quadrille-group-penalties = Penalty beasts
quadrille-group-dealing = Dealing
quadrille-group-more = Other facts
quadrille-help-not-for-pass = { $help } (not for a pass)
quadrille-field-contract = Contract
quadrille-help-contract = The way of playing; a settle or an abandon is entered as an event.
quadrille-field-ombre = Ombre (who stands)
quadrille-help-ombre = the player who stands the game
quadrille-field-partner = Partner (holder of the called king)
quadrille-help-partner = only for ask and forced Spadille; never the ombre
quadrille-field-king-from = King handed over by
quadrille-help-king-from = Médiateur: who gave the king (he receives a fiche); informational for a roi rendu
quadrille-field-trump = Trumps
quadrille-help-trump = the suit named
quadrille-help-trump-mediateur = the favourite suit doubles the payments
quadrille-field-tricks = Tricks taken
quadrille-help-tricks = by each player; they add up to { $total }
quadrille-field-matadors = Matadors of the ombre's side
quadrille-help-matadors = 0, or the run of 3 or more from Spadille, Manille, Baste held by the ombre's side
quadrille-field-holder = { $matador } held by
quadrille-help-holder = for the poulans; empty when nobody holds it (talon, null deal); all three empty when the ombre plays alone with the matadors
quadrille-field-accolade-holder = Accolade held by
quadrille-help-accolade-holder = holder of both black aces
quadrille-field-vole-undertaken = Vole undertaken
quadrille-help-vole-undertaken = after taking six tricks the side played to the seventh
quadrille-field-vole-barred = Vole right lost
quadrille-help-vole-barred = speaking, showing the hand, the partner revealing himself; for an ask also when the called king had not appeared before the vole
quadrille-field-forfeited = Premium forfeited ({ $number })
quadrille-help-forfeited = not claimed before the cut (laws XXXIII–XXXVI)
quadrille-field-penalty-payer = Penalty beast { $number }: paid by
quadrille-help-penalty-payer = the offender; the beast is the value of the game
quadrille-field-penalty-second = Penalty beast { $number }: shared with
quadrille-help-penalty-second = a second offender: two players pay half each, the first the odd counter
quadrille-field-penalty-reason = Penalty beast { $number }: fault
quadrille-help-penalty-reason = renounce, a card shown...: informational
quadrille-field-dealer = Dealer
quadrille-help-dealer = who deals; change it only if someone dealt out of turn
quadrille-field-double = Played double
quadrille-help-double = only to double a deal the tours would not double
quadrille-field-odd-counters-to = Odd counters to
quadrille-help-odd-counters-to = codille winners dividing an uneven pot: the holder of Spadille (or the highest trump) in the next deal
quadrille-field-called = Card called
quadrille-help-called = informational
## Events (spec §2.1, §4.8, §5.7).
quadrille-field-event = Event
quadrille-event-settle = Settle the partie
quadrille-event-settle-help = The end of the partie: each player pays the cards fee. Only once the pot is empty and no beast waits.
quadrille-event-abandon = A player abandons
quadrille-event-abandon-help = Law LIX: the pot and the beasts waiting are divided among the others; the quitter pays the cards for everyone.
quadrille-field-abandon-player = Who quits
quadrille-help-abandon-player = the player who leaves the partie
quadrille-event-settle-no-player = a settle names no player (it is the end of the partie for all)
quadrille-event-abandon-player-when = for an abandon (who quits)
## Errors of a deal (spec §2.1 "Validation").
quadrille-contract-needs-option = "{ $contract }" is played only with the option { $option }
quadrille-contract-not-here = "{ $contract }" is not played at { $game }; the contracts here are { $allowed }
quadrille-deal-accolade-not-here = the accolade is paid only at the Médiateur games, when the partie pays one (its fee is not 0)
quadrille-deal-penalty-same-player = a beast shared by two names two different players
quadrille-deal-penalty-payers = a penalty beast is paid by one player or two (half each), not { $got }
quadrille-deal-holders-not-here = the matador poulans belong to the Médiateur games, not to common Quadrille
quadrille-deal-holders-when = when the dealer pays the matador poulans (who holds spadille, manille, baste; null for nobody)
quadrille-deal-pass-carries = nobody plays a deal all passed: leave this empty (only the matadors’ holders, the dealer, the doubling, the penalties and the accolade are entered then)
quadrille-deal-pass-no-manille = in a null deal there are no trumps, so no Manille: it must be null
quadrille-deal-for-played-deal = for a played deal
quadrille-deal-partner-when = for "{ $contract }" (the holder of the called king)
quadrille-deal-partner-is-ombre = the partner cannot be the ombre; a king called from his own hand is the contract “{ $own }”
quadrille-deal-partner-not-here = only a called king has a partner (“{ $ask }” or “{ $forced }”), not “{ $contract }”
quadrille-deal-king-from-ombre = the ombre cannot hand the king to himself
quadrille-deal-king-from-piquemedrille = no king is exchanged at the Piquemédrille (the Médiateur draws from the talon)
quadrille-deal-king-from-not-here = only a Médiateur (or a roi rendu) has a king handed over, not "{ $contract }"
quadrille-deal-king-from-when = for a Médiateur (who handed over the king and receives the fiche)
quadrille-deal-matadors-when = for a played deal (0 when none)
quadrille-deal-matadors-run = { $got } matadors: it is 0 or a run of 3 to { $max } (from Spadille, Manille, Baste) in { $trump }
quadrille-deal-vole-undertaken = the side took { $got } tricks; the vole is undertaken only after taking { $needed }
quadrille-deal-forfeited-not-here = premiums are forfeited only at common Quadrille
quadrille-deal-forfeited-sans-prendre = "{ $contract }" has no sans-prendre premium to forfeit
quadrille-deal-holders-all-side = the side holds Spadille, Manille and Baste (the matadors’ holders say so), so the matadors are at least 3
quadrille-deal-holders-outside = { $got } matadors, but the matadors’ holders put one outside the ombre’s side
quadrille-deal-tricks-when = for a played deal (tricks taken by each player)
quadrille-deal-tricks-every-player = the tricks of the ombre’s side decide the deal: { $player }’s are missing (the defenders’ may be left blank)
quadrille-deal-tricks-range = { $player } took { $got }; a player takes 0 to { $max } tricks
quadrille-deal-odd-counters-when = when the codille winners divide a pot of { $pot } that does not divide evenly (the holder of Spadille or the highest trump in the next deal)
quadrille-deal-odd-counters-not-winner = { $player } did not win the codille; the odd counters go to one of its winners
quadrille-not-now-partie-finished = the { $tours } tours are over and no beast is left to play for: the partie is finished (enter {"{"}"event":"settle"{"}"})
quadrille-not-now-settled = the partie was settled; nothing may follow a settle
quadrille-not-now-abandoned = a player abandoned the partie; nothing may follow an abandon
quadrille-not-now-table-not-clear = play continues until the table is clear (pot { $pot }, beasts waiting: { $beasts }); the play-off deals draw them
## What the table shows between deals.
quadrille-round = tour { $tour } of { $tours }{ $playoff ->
        [yes] {", play-off"}
       *[no] {""}
    }{ $doubled ->
        [yes] {", doubled"}
       *[no] {""}
    }
quadrille-table-pot = pot
quadrille-table-beast-on-game = a beast is on the game
quadrille-table-beast-waiting = beast waiting, { $position ->
        [1] next to go
       *[other] number { $position } to go
    }
quadrille-table-game-jetons = game jetons owed (J) by each player
quadrille-table-matador-pool = matador pool, { $matador }
quadrille-table-playoff = play-off: no dealer's fiche, play on until the beasts are drawn
quadrille-table-settled = partie closed (settle)
quadrille-table-abandoned = partie closed (abandon)
quadrille-help-tricks-side = by each player, adding up to { $total }; with a partner, the ombre's and his partner's are enough (the defenders hold the rest); one box left blank takes what the others leave

reason-mediateur = Médiateur

rules-quadrille-intro = Four players, forty cards; the ombre names trumps and calls a king for partner, or plays alone; fiches on the game, beasts for a lost game. Books: 000:1-2000; 001:2317-5100; rules: the quadrille specification.
rules-quadrille-payment-abandon_share = An abandoned partie: what is on the table is shared among the players (spec quadrille §4.8; FR 1590–1606).
rules-quadrille-payment-beast = A beast: the side that loses (remise or codille) or commits a fault pays a beast equal to the game, which waits to go on a later deal (laws XXVIII–XXIX, FR 1457–1463; EN 3245–3250).
rules-quadrille-payment-beast_goes = A beast goes on the game: when the game is drawn, the largest beast waiting is put on the next deal (FR 7075–7126; EN 3341–3360).
rules-quadrille-payment-cards = The cards: the fee for the cards, paid to the house (spec quadrille §3.1, §4.8; FR 1590–1598).
rules-quadrille-payment-carried_forward = What an adjourned partie left on the table, brought back when the partie opens again (spec quadrille §3.3, initial_state).
rules-quadrille-payment-consolation = The consolation, 2 jetons per opponent, paid on a win, a remise and a codille (FR 789–792; EN 3420–3424).
rules-quadrille-payment-contre_missed = Le contre: a vole announced against the ombre and missed is paid to him as a vole (spec quadrille §4.4, option contre).
rules-quadrille-payment-devole = The dévole: the side that took no trick pays each opponent as for a vole (FR 833–837; spec quadrille §4.3).
rules-quadrille-payment-draws_the_pot = Drawing the pot: the winners (or the codille's winners) draw the fiches on the game and the beast on it (FR 540–545; EN 3098–3102).
rules-quadrille-payment-game = The game: each opponent pays the winners the game jetons, one per deal whose game was remised plus this deal's (FR 752–760; EN 3400–3418).
rules-quadrille-payment-game_fiche = The dealer's fiche(s) put on the game at each deal, doubled on a double tour (FR 665–675, 838–846; EN 3313–3318).
rules-quadrille-payment-king_fiche = The king asked for: the ombre gives a fiche to the holder of the king he calls when he plays alone with it (spec quadrille §5.1; FR 6300–6420).
rules-quadrille-payment-matadors = The matadors: 1 jeton per matador of the side's run of three or more, only when the side holds them (FR 792–801, law XXXVII; EN 3424–3436).
rules-quadrille-payment-mediateur = The Médiateur: the ombre who asks for a king for a fiche and plays alone is paid as a game alone (spec quadrille §4.12; EN 5432–5462).
rules-quadrille-payment-penalty_beast = A penalty beast for a fault (a renounce, a hand shown, a wrong trump), paid by the offender (laws XXI–XXVII; FR 1419–1456; EN 4311–4330).
rules-quadrille-payment-sans_prendre = Sans prendre: 5 jetons from each opponent to the player who played without calling a king (FR 803–806; EN 3437–3443).
rules-quadrille-payment-vole = The vole: all ten tricks, 10 jetons from each opponent with a called king, 20 sans prendre (FR 833–837; EN 3475–3487).
rules-quadrille-payment-vole_missed = A vole undertaken and missed: the win is paid, then the side pays each opponent the vole (laws XLIII–XLIV, LIV; FR 618–630).
