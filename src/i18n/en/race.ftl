# The race to a target shared by the marks games (src/games/race.rs).

race-side-player-twice = { $player } is on two sides
race-side-player-missing = { $player } is on no side
race-sides-unequal = two sides or more are needed, each with as many players as the others
race-unknown-side = "{ $side }" is not one of the sides
race-partie-over = the partie is already won; no deal follows the deal that won it
race-item-marks = { $side } ({ $target } to win){ $out ->
    [1] , out of contention
   *[0] {""}
}{ $winner ->
    [1] , has won the partie
   *[0] {""}
}
race-side = { $side }
