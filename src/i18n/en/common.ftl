# Messages shared by every game and the errors of the engine.

## A text not yet given its own id (transitional).
text = { $text }

## Errors of a deal or of the options.
error-options = options: { $detail }
error-unknown-player = { $field }: "{ $name }" is not a player at this table
error-tricks-do-not-add-up = tricks add up to { $got }; a deal has { $expected }
error-missing = { $field }: required { $when }
error-invalid = { $field }: { $detail }
error-overflow = the amounts overflow
error-broken = internal scoring error: { $detail }

## Score sheets of every game.
sheet-player = { $name }
sheet-col-player = Player
sheet-col-blank = {""}
sheet-separator = ·
sheet-net-receives = receives { $amount }
sheet-net-pays = pays { $amount }
sheet-net-quits = quits

## Payment reasons shared by several games.
reason-beast_goes = the beast goes on the game
reason-consolation = consolation
reason-contre_missed = announced vole missed
reason-matadors = matadors
reason-penalty_beast = beast (fault)
reason-sans_prendre = sans-prendre
reason-vole = vole
reason-vole_missed = vole missed
reason-partie = partie won

## The shape of options and deals, and the players.
error-players-count = { $given } players given; this game seats { $wanted }
error-players-count-exact = { $seats }
error-players-count-range = { $min } to { $max }
error-player-no-name = a player needs a name
error-player-twice = "{ $player }" sits at the table twice; names must differ
error-player-spaces = "{ $player }" begins or ends with spaces
error-player-too-long = "{ $player }" is longer than { $max } characters
error-player-control = { $player } contains control characters

## A deal or options that do not have the game's shape (the field named, never serde's words).
error-shape-the-whole = the whole entry
error-shape-missing = { $field }: this field is missing
error-shape-unknown-field = "{ $field }" is not a field of this game
error-shape-unknown-value = { $field }: "{ $value }" is not one of the values allowed here
error-shape-type = { $field }: { $expected ->
    [number] a whole number is expected here
    [flag] yes or no (true or false) is expected here
    [text] a text is expected here
    [list] a list is expected here
    [object] an object is expected here
   *[other] this value cannot be read
  }
error-shape-custom = { $field }: { $detail }

## Why a request fails (the JSON API's errors and the pages' error messages).
error-unknown-game = "{ $game }" is not a game academie knows
error-deal-at-fault = deal { $deal }: { $detail }
error-closing = closing: { $detail }
error-no-party = there is no such party
error-no-deal = the party has no deal { $deal }
error-party-closed = the party is closed; reopen it to enter or change deals
error-already-closed = the party is already closed
error-not-closed = the party is not closed
error-no-payment = the settlement has no such payment
error-stale-payment = the settlement changed since this page was shown: look at it again and mark the payment there
error-money = money: { $detail }
error-settlement = settlement: { $detail }
error-settle-not-zero = the balances add up to { $sum }, not 0: share out what is on the table first
error-settle-too-many = { $players } players have a balance; academie settles at most { $max } at once
error-import = { $document }: { $detail }
error-not-json = not valid JSON (line { $line }, column { $column })
error-closed-flag = closed: { $value } is not true or false
error-body-not-json-type = send the body as application/json
error-body-shape = the body is not what was expected: { $detail }
error-body-too-large = the body is too large
error-body-unreadable = the body cannot be read
error-no-resource = no such resource
error-bad-query = the query of the address cannot be read: check the values after the "?"
error-no-such-export = what: "{ $what }" is not an export; choose deals, journal, balances or settlement
error-no-such-player = "{ $name }" played no partie that matches
error-stale-deal = deal { $expected } was expected, but deal { $next } is next: a deal was entered meanwhile; check the deals and enter yours again
error-stale-revision = deal { $deal } was changed meanwhile: it is at revision { $current }, not { $expected }; check it and correct it again
error-key-reused = this Idempotency-Key was already used for another deal; use a new key for a new deal
error-bad-key = an Idempotency-Key is 1 to 200 printable ASCII characters
error-if-match = If-Match names the deal’s revision as its ETag gives it ("3")
error-revisions-disagree = revision { $revision } and If-Match { $if_match } disagree
error-not-deleted = deal { $deal } is not deleted
error-nothing-to-undo = there is no deal to undo
