# La course au but commune aux jeux à marques (src/games/race.rs).

race-side-player-twice = { $player } est dans deux camps
race-side-player-missing = { $player } n’est dans aucun camp
race-sides-unequal = il faut deux camps ou plus, chacun d’autant de joueurs que les autres
race-unknown-side = « { $side } » n’est pas l’un des camps
race-partie-over = la partie est déjà gagnée ; aucun coup ne suit celui qui l’a gagnée
race-item-marks = { $side } ({ $target } pour gagner){ $out ->
    [1] , hors de course
   *[0] {""}
}{ $winner ->
    [1] , a gagné la partie
   *[0] {""}
}
race-side = { $side }
