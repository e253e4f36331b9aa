# The table: undo and put back, the running totals and the chart, deleted deals.
page-deleted-title = Deal { $number } (deleted)
page-deleted-help = Deal { $number } was deleted: it no longer counts. Its number is kept; put it back to count it again.
page-partie-put-back = Put back
page-partie-undo = Undo deal { $number }
page-partie-deleted = deleted
page-partie-corrected = corrected
page-partie-restored = put back
page-partie-done-restored = Deal { $deal } put back: { $nets }. The deals after it were scored again.
error-page-restore-breaks = putting deal { $deal } back would leave a deal that cannot be scored: { $detail }
page-partie-running = Running totals
page-partie-running-deal = Deal
page-partie-chart = Balances over the deals
page-partie-chart-table = On the table
quadrille-help-tricks-side = by each player, adding up to { $total }; with a partner, the ombre's and his partner's are enough (the defenders hold the rest); one box left blank takes what the others leave
