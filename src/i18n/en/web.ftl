# The words of the web pages (src/web, templates). Ids: `nav-` the site's header,
# `page-<page>-` one page's words, `form-` the forms' messages, `error-page-` the error
# pages and why a request failed, `status-` the partie's state, `account-` accounts in
# words. The reasons of payments (`reason-<code>`) belong to each game family.

## The site's header.
nav-brand = Académie
nav-site = academie
nav-players = Players
nav-new-partie = New partie

## Shared by several pages.
page-back-to-parties = Back to the parties
page-back-to-partie = ← Back to the partie

## The home page.
page-home-title = Parties
page-home-start = Start a new partie
page-home-in-progress = In progress
page-home-none-in-progress = No partie in progress.
page-home-finished = Finished
page-home-none-finished = No finished partie yet.
page-home-to-settle = over, to settle
page-home-deals-entered = { $count ->
    [one] { $count } deal
   *[other] { $count } deals
  } entered
page-home-begun = begun { $when }

## The error pages.
error-page-400-title = This request cannot be understood
error-page-404-title = Not found
error-page-409-title = Someone else changed this at the same time
error-page-409-help = Reload the page to see the partie as it is now, then enter the deal again.
error-page-500-title = Something went wrong on our side
error-page-500-help = Nothing was recorded. Try again; if it keeps happening, the log says why.
page-game = Game
page-player = Player
page-parties = Parties
page-counters = Counters
page-money = Money
page-deals = Deals
page-nobody-owes = Nobody owes anything.
page-payment-from = From
page-payment-to = To
page-payment-for = For

## Words of a partie's state.
status-closed = closed
status-finished = finished

## The new-partie page.
page-new-title = New partie
page-new-show-options = Show this game's options
page-new-players = Players
page-new-players-help = In seating order: the first deals first. { $game } seats { $seats }.
page-new-seat = Seat { $number }
page-new-essential = The table's choices
page-new-more-options = More options
page-new-more-options-hint = the rules' defaults, stakes, money
page-new-more-options-help = Pre-filled with the rules' defaults. Lists are written <code>10, 20</code>; an empty box keeps the game's default.
page-new-money = What a counter is worth
page-new-optional = (optional)
page-new-money-placeholder = 0.50 EUR per 10
page-new-money-help = For the settlement in money: <code>0.50 EUR per 10</code> (a fiche of ten jetons for fifty cents), or old money, <code>1 s per 1</code>.
page-new-further-options = Further options
page-new-further-options-hint = (JSON, for experts)
page-new-further-options-help = Any option as the rules name it, set over the controls above.
page-new-begin = Begin the partie
page-new-again-help = The same game, options, stake and seating as the partie before: change what you like, then begin.

## The partie page.
page-partie-who-deals = Who deals
page-partie-next-to-deal = Next to deal:
page-partie-doubled = payments are doubled this tour
page-partie-deals-entered = { $count ->
    [one] { $count } deal
   *[other] { $count } deals
  } entered.
page-partie-sheet = The score sheet
page-partie-balances = Balances
page-partie-who-pays-whom = Who pays whom
page-partie-paid = Paid
page-partie-mark-paid = Mark as paid
page-partie-unmark-paid = Not paid after all
page-partie-share-label = Who pays whom, to send to the table
page-partie-share = Share
page-partie-share-copied = Copied
page-partie-share-heading = { $game } ({ $players }): who pays whom
page-partie-share-line = { $from } → { $to }: { $amount }
page-partie-share-money = { $money } ({ $counters })
page-partie-share-counters = { $counters } { $count ->
    [one] counter
   *[other] counters
  }
page-partie-share-paid = { $line } (paid)
page-partie-closing-payments = At the close, by the rules: { $count ->
    [one] { $count } payment
   *[other] { $count } payments
  }
page-partie-on-the-table = On the table
page-partie-nothing = Nothing.
page-partie-closed = The partie is closed
page-partie-closed-help = Re-open it (below) to enter or correct a deal.
page-partie-over = The partie is over
page-partie-over-help = No further deal can be entered; past deals can still be corrected. Close it (below) to settle the accounts.
page-partie-deal = Deal { $number }
page-partie-record = Record the deal
page-record-nothing-chosen = Nothing chosen yet
page-preview-invalid = Not yet a valid deal:
page-preview-counts = The deal counts
page-preview-if = If recorded as it stands
page-preview-none = No payment.
page-preview-payment = { $from } → { $to }: { $amount } ({ $reason })
page-preview-then = Balances then:
page-partie-no-deal = No deal yet.
page-partie-folded = { $count ->
    [one] { $count } earlier deal is not shown here (it counts in the totals).
   *[other] { $count } earlier deals are not shown here (they count in the totals).
}
page-partie-show-all = Show all { $count } deals
page-partie-correct = Correct
page-partie-delete = Delete
page-partie-delete-confirm = Delete deal { $number }? The deals after it are scored again without it.
page-partie-no-payment = No payment.
page-partie-payments = { $count ->
    [one] { $count } payment
   *[other] { $count } payments
  }
page-partie-accounts = Accounts
page-partie-journal = The journal
page-partie-document = partie document (JSON)
page-partie-printable = printable sheet (A4)
page-partie-spreadsheet = spreadsheet (.xlsx)
page-partie-reopen = Re-open the partie
page-partie-again = Again with the same table
page-partie-close = Close the partie and settle
page-partie-close-confirm = Close the partie? The rules' end-of-partie payments are made and the accounts settled; it can be re-opened.

## Correcting a deal.
page-correct-title = Correct deal { $number }
page-correct-help = The corrected deal is scored again, and so is every deal after it (a beast carried over can change). The journal keeps the old entries and their reversals.
page-correct-record = Record the correction
page-correct-cancel = Cancel

## The journal.
page-journal-title = Journal: { $game }
page-journal-heading = Journal
page-journal-help = Every entry ever made, in order. Nothing is erased: a correction appears as a reversal of the old entry followed by the new one.
page-journal-empty = The journal is empty.
page-journal-entry = Entry
page-journal-no-payment = no payment

## The league and a player's record.
page-league-title = Players
page-league-help = Each person's totals over every partie. Counters of different games are added as they are: choose a game to compare like with like.
page-league-help-filtered = Each person's totals over every partie ({ $filter }). Counters of different games are added as they are: choose a game to compare like with like.
page-league-none = No partie matches.
page-league-won = Won
page-league-lost = Lost
page-league-best = Best
page-league-worst = Worst
page-league-results-csv = (one row per player per partie)
page-league-transfers-csv = (one row per transfer)
page-filter-every-game = Every game
page-filter-from = From (opened on or after)
page-filter-to = To (opened on or before)
page-filter-show = Show
page-filter-everything = Everything
page-player-all = All players
page-player-totals = Totals
page-player-won-lost = ({ $won } won, { $lost } lost)
page-player-best = Best partie
page-player-worst = Worst partie
page-player-opened = Opened
page-player-seat = Seat
page-player-seat-of = { $seat } of { $players }
page-player-none = { $player } played no partie that matches.

## The printable partie.
page-print-partie = partie { $id }
page-print-opened = opened { $when }
page-print-closed = closed { $when }
page-print-in-progress = in progress
page-print-rate = a counter: { $rate }
page-print-back = Back to the partie
page-print-how = use your browser's Print (A4).
page-print-sheet = Score sheet
page-print-deal = Deal
page-print-balance = Balance
page-print-cell-help = Each cell: the deal's change, then (in grey) the running total.
page-print-left-on-table = Left on the table: { $what }.
page-print-no-deal = No deal.
page-print-settlement = Settlement
page-print-who-pays = Who pays
page-print-to-whom = To whom
page-print-not-closed = The partie is not closed: this is who would pay whom if it stopped now, before the game's closing rules.
page-print-printed = printed { $when }

## The forms.
form-json-marker = (JSON)
form-deal-not-recorded = The deal was not recorded:
form-see-fields-marked = see the fields marked below.
form-further-declarations = Further sequences and sets
form-json-deal = The deal, as JSON
form-json-only-help = This game has no form yet: enter the deal's facts as the rules describe them.
form-json-instead = Enter an event or a deal as JSON instead
form-json-stored-help = The deal is given here as JSON, as it was stored: the fields above cannot show it exactly (an event, or entries in another order). Empty this box to use the fields.
form-json-label = JSON (when filled, it is used instead of the fields above)
form-partie-not-begun = The partie could not be begun:
page-new-seats-range = { $from } to { $to }
page-partie-deal-no = no. { $number }
page-partie-done-recorded = Deal { $deal } recorded: { $nets }.
page-partie-done-corrected = Deal { $deal } corrected: { $nets }. The deals after it were scored again.
page-partie-done-deleted = Deal no. { $number } deleted; the deals after it were scored again.
page-partie-cannot-close = the partie cannot be closed now: { $detail }
status-no-replay = the deals no longer replay: { $detail }
status-bad-rate = the stake in money cannot be read: { $detail }
status-no-settlement = no settlement: { $detail }

## Accounts in words.
account-the-pot = the pot
account-carried = brought forward
page-journal-deal = deal no. { $number }
page-journal-opening = opening
page-journal-settlement = settlement
page-journal-reopening = re-opening (the settlement cancelled)
page-journal-rescore = { $deal }, re-scored ({ $cause })
page-journal-revision = { $deal }, revision { $revision }
page-journal-reversal-of = reversal of entry { $entry } ({ $deal })
page-journal-reversal = reversal ({ $deal })
# Appended to an entry's title (it begins with a comma).
page-journal-caused-by = , after revision { $revision } of deal no. { $deal }
# Appended to an entry's title.
page-journal-reversed = {" "}· reversed
form-later-deal-invalid = this would make deal { $deal } invalid: { $detail }
form-partie-closed = the partie is closed: its deals can no longer change
error-page-delete-breaks = deleting this deal would leave a later deal that cannot be scored: { $detail }
error-page-delete-breaks-deal = deleting this deal would leave a later deal that cannot be scored (deal no. { $deal }): { $detail }
page-print-row-open = open
page-print-row-close = close
error-page-not-drawn = the page could not be drawn
error-page-no-such-page = there is no such page
error-page-bad-address = the address is not understood: check the values after the "?"
error-page-no-such-file = no such file
error-page-internal = internal error; the details are in the server's log
error-page-changed-meanwhile = the party changed meanwhile; try again
error-page-not-found = not found
status-table-item = { $label }: { $amount }
# A title or a line "label: value" (the partie page's title, a rules page's choices).
page-label-value = { $label }: { $value }
# The colon alone, after a word set apart (a game's name as a link).
page-colon = :
form-required = required
form-required-when = required { $when }
form-not-a-player = "{ $name }" is not a player at this table
form-kept-facts-damaged = the kept facts of this deal are damaged; reload the page
form-deal-json-empty = enter the deal as a JSON object
form-deal-json-not-object = a deal is a JSON object: {"{"}"field": value, ...{"}"}
form-not-a-choice = "{ $value }" is not one of the choices
form-not-a-number = "{ $value }" is not a whole number
form-out-of-range = { $value } is out of range: from { $min } to { $max }
form-player-error = { $player }: { $detail }
form-path-not-object = "{ $key }" is inside a value that is not an object
form-path-too-far = entry { $entry } is beyond the { $max } a form may hold
form-path-not-list = entry { $entry } is inside a value that is not a list
form-path-cannot-set = entry { $entry } cannot be set
form-more = More: { $fields }
form-group-totals = Deal totals (instead of the declarations)
form-group-player = { $player } declares
form-group-laws = Laws: declarations not shown in time, penalties
form-players-count = { $named } players named; this game seats { $seats }
form-name-too-long = "{ $name }" is longer than { $max } characters
form-name-control = a name cannot hold control characters
form-name-twice = "{ $name }" sits at the table twice; names must differ
form-options-not-object = write a JSON object: {"{"}"option": value, ...{"}"}
form-not-a-number-in-range = "{ $value }" is not a whole number from { $min } to { $max }
form-choose-one = choose one
form-option-in-group = { $group }: { $label }
page-partie-events = Other entries
page-partie-enter-event = Enter: { $event }

page-sheet-print = Print the sheet
page-sheet-none = { $game } keeps no score sheet

## The language switch (each language names the other, in its own words).
nav-other-language = Français
nav-other-language-title = Lire en français

## What a counter is worth, changed while the partie is open.
page-partie-rate = What a counter is worth
page-partie-rate-none = not stated
page-partie-rate-change = Change from now on
page-partie-rate-help = For example 0.50 EUR per 10, or 1 s per 4. The settlement uses the rate in force at the close; the old rate stays in the history below.
page-partie-rate-changed = { $when }: { $from } → { $to }
page-partie-done-rate = What a counter is worth from now on: { $rate }.
form-fact = { $label }: { $value }
form-joined = { $first }; { $second }
form-total-mismatch = these add up to { $got }; a deal has { $total }
form-total-over = these add up to { $got }, more than the { $total } of a deal
