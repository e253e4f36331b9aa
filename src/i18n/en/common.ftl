# Messages shared by every game and the errors of the engine.

## A text not yet given its own id (transitional).
text = { $text }

## Errors of a deal or of the options.
error-options = options: { $detail }
error-unknown-player = { $field }: "{ $name }" is not a player at this table
error-tricks-do-not-add-up = tricks add up to { $got }; a deal has { $expected }
error-missing = { $field } is required { $when }
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
