# Le Sixte : tous les messages qui nomment ce jeu, sa page de règles (rules-sixte-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Le Sixte.
sixte-option-games = Jeux de la partie
sixte-option-games-help = Le premier à six jeux gagne la partie.
sixte-option-stake = Enjeu de la partie
sixte-option-stake-help = Ce que chacun des autres paie au gagnant.
sixte-option-deck = Jeu de cartes
sixte-option-deck-help = 36 cartes, la dernière carte de celui qui donne tournée ; ou le jeu entier avec un talon.
sixte-deck-36 = 36 cartes
sixte-deck-52 = 52 cartes avec un talon
sixte-field-trick = Levée { $n } faite par
sixte-field-turned-ace = Celui qui donne a tourné un As
sixte-group-faults = Fautes
sixte-field-penalty-player = Faute { $n } : par
sixte-field-penalty-kind = Faute { $n } : laquelle
sixte-penalty = { $kind ->
    [misdeal] maldonne (loi I)
    [renounce] renonce (loi V)
   *[failed_to_win] n’a pas mis au-dessus (loi VI)
}
sixte-six-tricks = les six levées s’inscrivent dans l’ordre

rules-sixte-intro = Six joueurs, six cartes ; une course à six jeux. Livres : 000:17097-17175 ; 001:14170-14275 ; règles : la spécification other-games-2.
rules-sixte-payment-partie = La partie : le premier qui atteint les jeux (ou points) de la partie gagne, et chaque perdant paie l’enjeu à son vis-à-vis, au coup qui la gagne (loi X ; 001:14170-14275 ; 000:17097-17175).
