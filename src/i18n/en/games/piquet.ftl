# Piquet: every message that names this game, its rules page (rules-piquet-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.
# The words of the Piquet family's forms, facts and score sheet (piquet-...) are here too:
# the Piquets à écrire share them (src/games/piquet).

## Options (§6)
piquet-option-stake = Stake (counters a partie is played for)
piquet-option-stake-help = What the loser of a partie pays the winner, agreed before play; no default.
piquet-option-target = Points to win a partie
piquet-option-target-help = The first to reach it wins the partie: 100 by the book, 50 or any other if agreed.
piquet-option-lurch = Lurch (double stake below half the target)
piquet-option-lurch-help = A loser who has not reached half the target when the partie ends pays the stake multiplied.
piquet-option-lurch-multiplier = Lurch multiplies the stake by
piquet-option-lurch-multiplier-help = 2 by the book: a lurched loser pays a double stake.
piquet-option-point-scoring = Value of the point
piquet-option-point-scoring-help = Tens: the pips rounded to tens, 5 rounding up, never more than the cards. Cards: one a card whatever the pips, as the Paris academies count.
piquet-option-tierce-major-point = A good point of ace-king-queen counts
piquet-option-tierce-major-point-help = 4 as the book counts it, or 3.
piquet-option-pic-with-repic = Pic after a repic
piquet-option-pic-with-repic-help = Conditional: the maker of a repic also makes the pic when its own condition holds, as in the book's 201. Exclusive: no pic for him (171 for the same hand).
piquet-option-provincial-grand-coup = Provincial grand coup (Laws XX and XXV score 170)
piquet-option-provincial-grand-coup-help = As in Languedoc and Provence: the elder who saw the talon, or the younger who took in too soon, gives the opponent a grand coup of 170; the book condemns it.
piquet-option-unit = What the counters are
piquet-option-unit-help = Informational: counters per partie (ordinary piquet), or marks of the written game (1 jeton = 10 marks, 1 fiche = 100 marks).
piquet-option-manner = Manner of payment
piquet-option-manner-help = Written: the sheet divided equally at the end. The corbillon: counters and a pool, for three or five. One against one: two players paying each tour.
piquet-option-manner-team-help = The manner of this game, fixed by it.
piquet-option-tours = Tours to mark (2 a roi)
piquet-option-tours-help = The number of decided tours the partie lasts: 2 tours a roi, and the books name 6, 9 or 12 rois; refaits do not count.
piquet-option-consolation = Consolation on every marking
piquet-option-consolation-help = Added to every tour marked, a multiple of 10: 20 by the book, "aussi forte que l'on veut".
piquet-option-round-threshold = Difference rounds up from
piquet-option-round-threshold-help = The units digit from which a tour's difference rounds up to the next ten: 5 by the book, 1 to "marquer à un point".
piquet-option-refait-surcharge = Surcharge per refait
piquet-option-refait-surcharge-help = Added to the next marking for each refait before it, a multiple of 10: 20 by the book.
piquet-option-rotation = Rotation of the players
piquet-option-rotation-help = À tourner: each plays in turn with the one on his right, "la plus égale". Malheureux: the marked player stays, the one who marked him is relieved.
piquet-option-sides = Partner of the first player (seat 2, 3 or 4)
piquet-option-sides-help = The two sides of two: the first player and this partner against the two others; the sides may also be given by name, [["A", "C"], ["B", "D"]].
piquet-option-chouette = The chouette (seat 1 to 3)
piquet-option-chouette-help = The player alone against the two others, by his place in the order of the players (or by name); he plays every tour.
piquet-option-team-payment = How a side pays
piquet-option-team-payment-help = Each: every member of the losing side pays the charge. Split: the charge is shared within the side.
piquet-choice-point-tens = in tens (the book)
piquet-choice-point-cards = one a card (Paris)
piquet-choice-pic-conditional = also after a repic (the book's 201)
piquet-choice-pic-exclusive = not after a repic
piquet-choice-manner-ecrit = written (equal division of the sheet)
piquet-choice-manner-corbillon = the corbillon (counters and pool)
piquet-choice-manner-un-contre-un = one against one (paid each tour)
piquet-choice-manner-deux-contre-deux = two against two (paid each tour, by side)
piquet-choice-manner-chouette = la Chouette (one against two, paid each tour)
piquet-choice-rotation-tourner = à tourner (each in turn)
piquet-choice-rotation-malheureux = malheureux (the marked player stays)
piquet-choice-team-each = each member pays
piquet-choice-team-split = the side shares the charge
## Option errors
piquet-option-tierce-major = tierce_major_point is 4 or 3, not { $got }
piquet-option-stake-required = stake is required: the counters a partie is played for
piquet-option-tours-required = tours is required: the number of tours to play (2 per roi)
piquet-option-at-least-one = { $key } must be at least 1, not { $got }
piquet-option-tens = { $key } must be a multiple of 10 and not negative, not { $got }
piquet-option-round-threshold-range = round_threshold is a units digit from 1 to 9, not { $got }
piquet-option-manner-other-game = manner { $manner } does not belong to this game
piquet-option-sides-required = sides is required: the partner of the first player, or [[A, C], [B, D]]
piquet-option-sides-pairs = sides must be two pairs holding every player once
piquet-option-chouette-required = chouette is required: the player alone against two
piquet-option-seat-range = seat { $got } is not at this table (1 to { $max })
piquet-players-manner = { $count } players cannot play this manner of piquet à écrire
## The deal form (§3)
piquet-field-tour = Tour
piquet-field-tour-help = both deals of a tour carry the same number; a refait is replayed as the next tour
piquet-field-elder = Elder hand (premier)
piquet-field-elder-help = the non-dealer, who leads
piquet-field-younger = Younger hand (dernier)
piquet-field-younger-help = the dealer
piquet-field-score = { $player }: deal total
piquet-field-score-help = leave empty to enter the declarations and the play
piquet-field-carte-blanche = Carte blanche
piquet-field-carte-blanche-help = 12 dealt cards without king, queen or jack: 10
piquet-field-good-point = Point: good for
piquet-field-good-point-points = Point: he counts
piquet-field-good-point-help = leave at — when the points were equal
piquet-field-good-point-points-help = the pips in tens, 5 rounding up, at most the cards; ace-king-queen counts 4
piquet-field-good-sequences = Sequences: good for
piquet-field-good-sequences-points = Sequences: he counts
piquet-field-good-sequences-points-help = all his sequences together: tierce 3, quatrième 4, quinte 15, sixième 16, septième 17, huitième 18
piquet-field-good-sets = Quatorzes and trois: good for
piquet-field-good-sets-points = Quatorzes and trois: he counts
piquet-field-good-sets-points-help = all his sets together: quatorze 14, trois 3
piquet-field-tricks-one-help = one player's tricks are enough: the other took the rest of the twelve
piquet-field-point-cards = Point of … cards
piquet-field-point-pips = Worth … (pips)
piquet-field-point-pips-help = ace 11, king queen jack 10, the others their face
piquet-field-tierce-major = The point is ace-king-queen
piquet-field-tierce-major-help = a good tierce-major point counts 4
piquet-field-sequence-len = Sequence { $n } of … cards
piquet-field-sequence-top = Sequence { $n }, to the
piquet-field-sequence-help = tierce 3, quatrième 4, quinte 15, sixième 16, septième 17, huitième 18
piquet-field-set-rank = Quatorze or trois { $n } of
piquet-field-set-count = Quatorze or trois { $n }, how many
piquet-field-set-help = 4: quatorze (14); 3: trois (3)
piquet-field-play-of = { $player }: points in play
piquet-field-play-help = cards led, tricks won, and the last trick's extra point
piquet-field-tricks-of = { $player }: tricks taken
piquet-field-play-order = Order of the play points
piquet-field-play-order-help = E (elder) or Y (younger) for each play point as scored; needed when a pic or the end of the partie depends on it
piquet-field-not-counted-player = Not shown in time { $n }: player
piquet-field-not-counted-category = Not shown in time { $n }: declaration
piquet-field-not-counted-help = laws V and VI: the declaration is lost, the opponent's lower one counts
piquet-field-law = Law broken
piquet-field-law-help = laws XXII to XXV, and XX under the provincial grand coup, are entered alone
piquet-field-law-player = Law broken by
piquet-field-law-player-help = the offender: the elder for Law XX, the younger for Law XXV
piquet-group-check = Check { $player }'s declarations
piquet-group-totals = Deal totals (instead of the declarations)
piquet-group-laws = Laws: declarations not shown in time, penalties
piquet-rank-a = ace
piquet-rank-k = king
piquet-rank-q = queen
piquet-rank-j = jack
piquet-rank-10 = ten
piquet-rank-9 = nine
piquet-rank-8 = eight
piquet-rank-7 = seven
piquet-ranks-a = aces
piquet-ranks-k = kings
piquet-ranks-q = queens
piquet-ranks-j = jacks
piquet-ranks-10 = tens
piquet-category-carte-blanche = carte blanche
piquet-category-point = point
piquet-category-sequences = sequences
piquet-category-sets = quatorzes and trois
piquet-law-iii = III: too many cards (counts nothing)
piquet-law-xvii = XVII: false declaration (counts nothing from his hand)
piquet-law-xx = XX: saw the talon
piquet-law-xx-grand-coup = XX: saw the talon (grand coup)
piquet-law-xxii = XXII: cheating (loses the partie)
piquet-law-xxiii = XXIII: quitting (loses the partie)
piquet-law-xxiv = XXIV: threw his cards into the talon (loses the partie)
piquet-law-xxv = XXV: took in before the elder discarded (loses the partie)
piquet-law-xxv-grand-coup = XXV: took in before the elder discarded (grand coup)
## Events: a law entered alone
piquet-event-forfeit-help = The offender loses the partie in progress and pays a single stake.
piquet-event-grand-coup-help = The grand coup: the deal scores 170 for the offender's opponent and nothing for him.
piquet-event-players-help = only when the two players are not the table's next pair
## Deal errors
piquet-same-elder-younger = the elder and the younger must be two different players
piquet-when-with-elder = with the elder
piquet-when-with-younger = with the younger
piquet-when-totals = with score totals
piquet-when-deal = for a deal
piquet-when-facts = for a deal with facts
piquet-when-both-players = for both players
piquet-when-a-ecrire = in piquet à écrire
piquet-when-grand-coup-players = to name the two players of a grand coup
piquet-totals-alone = a deal entered as totals carries no other facts or penalties
piquet-total-negative = a deal total cannot be negative ({ $got })
piquet-law-alone = law { $law } is entered alone: one penalty and no other facts
piquet-not-in-deal = { $player } is not one of the deal's two players
piquet-hand-elder = elder
piquet-hand-younger = younger
piquet-law-not-by = law { $law } is broken by the { $hand } hand, not by { $player }
piquet-law-broken-by-hand = law { $law } is broken by the { $hand } hand, { $player }
piquet-law-xx-facts = law XX has no score effect without provincial_grand_coup: enter the deal's facts with it
piquet-law-without-facts = law { $law } is entered alone, without facts
piquet-law-not-written = law { $law } is settled outside the written game
piquet-listed-twice = { $player } is listed twice
piquet-carte-blanche-both = both players cannot hold carte blanche: the pack has only 20 cards below the jack
piquet-sequence-length = { $player }: a sequence has 3 to 8 cards, not { $got }
piquet-sequence-top = { $player }: a sequence of { $len } cards cannot be headed by a { $top }
piquet-sequences-cards = { $player }'s sequences hold { $cards } cards; a hand has 12
piquet-set-rank = { $player }: only aces, kings, queens, jacks and tens make a quatorze or a trois, not { $rank }
piquet-set-count = { $player }: a set has 3 or 4 cards, not { $got }
piquet-set-twice = { $player } lists the rank { $rank } twice
piquet-sets-too-many = the two players' sets hold { $cards } cards of rank { $rank }
piquet-play-too-many = { $player } scored { $got } play points; one player scores at most 13
piquet-play-total = play points add up to { $got }; at most 25
piquet-order-letter = '{ $got }' is not E (elder) or Y (younger)
piquet-order-counts = the order has { $elder } E and { $younger } Y; the play totals are { $elder_play } and { $younger_play }
piquet-point-cards = { $player }: a point has 1 to 8 cards, not { $got }
piquet-point-pips = { $player }: { $cards } cards of one suit hold { $lo } to { $hi } pips, not { $got }
piquet-point-tierce-major = { $player }: a tierce-major point is 3 cards and 31 pips
piquet-good-points-missing = { $category }: { $player } is good; say what he counts
piquet-good-player-missing = { $category }: say who counts the { $got }
piquet-good-points = { $category }: { $player } cannot count { $got }; a hand of twelve cards counts { $values }
piquet-good-disagrees = { $category }: by the declarations entered, { $declared }, but the entry says { $said }; correct one or the other
piquet-good-outcome = { $player } counts { $points }
piquet-good-nobody = nobody counts it
piquet-order-required = play order required: { $why }
piquet-order-required-pic = the pic depends on who scored first in play
piquet-order-required-end = the winner of the partie or the lurch depends on the order of the play points
piquet-tour-not-cent = tours belong to piquet à écrire; ordinary piquet counts deals
piquet-totals-not-cent = deal totals are entered only in piquet à écrire; ordinary piquet needs the declarations and the play
piquet-partie-over = the partie is over: { $tours } tours have been marked
piquet-tour-expected = this deal belongs to tour { $expected }, not { $got }
piquet-refait-same-players = a refait is replayed at once by the same two players, { $first } and { $second }
piquet-second-deal-swaps = in the second deal of a tour the other player deals: { $elder } is elder, { $younger } younger
piquet-partners = { $first } and { $second } are partners; a tour is played by one member of each side
piquet-not-this-tour = { $player } is not at the table this tour
## Status
piquet-round-partie = partie { $partie }, deal { $deal }
piquet-round-tour = tour { $tour } ({ $decided } of { $tours } to mark), roi { $roi } of { $rois }{ $second ->
        [1] , second deal
       *[0] {""}
    }{ $refaits ->
        [0] {""}
        [1] , after 1 refait
       *[other] , after { $refaits } refaits
    }
piquet-round-over = partie over: { $tours } tours marked
piquet-item-running = { $player }, partie { $partie } to { $target }
piquet-item-partie-won = partie { $partie } won by { $winner } at deal { $deal } ({ $first }–{ $second }{ $how ->
        [forfeit] , forfeit
        [lurched] , lurched
       *[target] {""}
    }): { $loser } paid
piquet-item-dealt-twice = warning: { $player } dealt twice running (deals { $first } and { $second })
piquet-item-next-tour = next tour: { $first } against { $second }
piquet-item-half-tour = half-tour, { $player } ({ $hand })
piquet-item-column = { $player } ({ $marks ->
        [0] nothing written
        [1] marked once: { $entries }
       *[other] marked { $marks } times: { $entries }
    })
piquet-item-corbillon = corbillon
piquet-item-shared = settled: shared out
piquet-item-share = settled: each one's share
piquet-item-surplus = settled: surplus to { $player }
# The score sheets of the Piquet games.
piquet-sheet-manner-ecrit = written (equal division of the sheet)
piquet-sheet-manner-corbillon = the corbillon (counters and pool)
piquet-sheet-manner-un-contre-un = one against one (paid each tour)
piquet-sheet-manner-deux-contre-deux = two against two (paid each tour, by side)
piquet-sheet-manner-chouette = la Chouette (one against two, paid each tour)
piquet-sheet-manner-other = { $manner }
piquet-sheet-progress = Manner: { $manner }. { $marked } of { $of } tours marked ({ $rois ->
        [one] { $rois } roi
       *[other] { $rois } rois
    }){ $refaits ->
        [0] {""}
        [one] ; { $refaits } refait pending: the next marking pays the surcharge
       *[other] ; { $refaits } refaits pending: the next marking pays the surcharge
    }.{ $finished ->
        [yes] {" "}Finished.
       *[no] {""}
    }
piquet-sheet-corbillon-holds = The corbillon holds
piquet-sheet-marks = marks.
piquet-sheet-col-tour = Tour
piquet-sheet-col-marked = Marked
piquet-sheet-col-played = Played (totals; first deal)
piquet-sheet-col-difference = Diff.
piquet-sheet-col-mark = Mark
piquet-sheet-col-consolation = Consol.
piquet-sheet-col-refaits = Refaits
piquet-sheet-roi = Roi { $roi }
piquet-sheet-refait = refait
piquet-sheet-marked-by = { $marked } by { $winner }
piquet-sheet-played = { $first } { $a } – { $second } { $b } ({ $half_a }–{ $half_b })
piquet-sheet-in-progress = Tour { $tour }, first deal played: { $elder } (elder) { $elder_score }, { $younger } (younger) { $younger_score }
piquet-sheet-sum = Sum
piquet-sheet-sum-help = each player's column
piquet-sheet-times = ×
piquet-sheet-times-help = times marked
piquet-sheet-tours = The tours
piquet-sheet-tours-help = Each tour is two deals between the same two players. The loser is marked for the difference rounded to tens, plus the consolation and the surcharge of the refaits before it; the charge is written in his column.
piquet-sheet-no-tour = No tour yet.
piquet-sheet-pool-corbillon = The corbillon's
piquet-sheet-pool-columns = Total of the columns
piquet-sheet-divided = to divide among { $players }: a share of
piquet-sheet-odd = each; the odd
piquet-sheet-odd-to = go to { $player }, who loses the most
piquet-sheet-in-marks = In marks; money is the net times the agreed value of a mark.
piquet-sheet-in-marks-corbillon = In marks, the consolations paid at each tour included; money is the net times the agreed value of a mark.
piquet-sheet-settlement = The settlement
piquet-sheet-settlement-if = The settlement if the partie ended now
piquet-sheet-col-column = Column
piquet-sheet-col-times = Marked
piquet-sheet-col-net = Net (marks)
piquet-sheet-no-settlement = No settlement can be drawn yet.
piquet-sheet-by-law = law { $law }
piquet-sheet-partie-end = { $how ->
        [forfeit] { $loser } forfeits by a law
       *[target] { $winner } reaches the target
    }: { $winner } wins the partie; { $loser } pays { $paid }{ $lurched ->
        [yes] , lurched
       *[no] {""}
    }
piquet-sheet-in-progress-partie = The partie in progress:
piquet-sheet-col-deal = Deal
piquet-sheet-col-partie = { $name }, partie
piquet-sheet-col-elder = Elder
piquet-sheet-col-entered = Entered
piquet-sheet-race = Parties to { $target } points; the first to reach it wins the stake, double if the other has not reached half. { $done ->
        [one] { $done } partie finished.
       *[other] { $done } parties finished.
    }
piquet-sheet-deals = The deals
piquet-sheet-no-deal = No deal yet.
piquet-sheet-unreadable = The score sheet cannot be read.
piquet-item-carte-blanche = carte blanche
piquet-item-point = point
piquet-item-sequences = sequences
piquet-item-sets = sets
piquet-item-repic = repic
piquet-item-pic = pic
piquet-item-play = play
piquet-item-cards = cards
piquet-item-capot = capot

## Reasons of the payments
reason-partie_lurched = partie won, the loser lurched
reason-partie_forfeit = partie lost by a law

rules-piquet-intro = Two players, thirty-two cards; point, sequences, quatorzes, pic, repic and capot, to a hundred. Books: 004 ch. I-IV; 000:11612-12300; 001:300-1265; rules: the piquet specification.
rules-piquet-payment-partie = The partie: the first to 100 points (or the target agreed) wins, and the loser pays the stake (001:1274-1291; 004:153-159).
rules-piquet-payment-partie_forfeit = A player who leaves the partie loses it and pays the stake (004:153-159; 000:12278-12298; 001:1251-1265).
rules-piquet-payment-partie_lurched = The lurch: a loser who has not reached half the target pays the stake doubled (001:1274-1291).
