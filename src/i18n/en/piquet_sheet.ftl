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
