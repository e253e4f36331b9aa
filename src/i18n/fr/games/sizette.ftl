# La Sizette : tous les messages qui nomment ce jeu, sa page de règles (rules-sizette-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## La Sizette.
sizette-option-games = Jeux de la partie
sizette-option-games-help = Le livre ne donne pas de longueur ; convenez-en avant la partie.
sizette-option-stake = Enjeu de la partie
sizette-option-stake-help = Ce que chaque joueur du côté perdant paie à son vis-à-vis.
sizette-option-sides = Côtés
sizette-option-sides-help = Trois contre trois, placés alternativement.
sizette-field-trick = Levée { $n } faite par
sizette-group-faults = Fautes
sizette-field-renounce = Côté qui a renoncé (deux jeux, le coup nul)
sizette-field-penalty-side = Faute { $n } : côté
sizette-field-penalty-games = Faute { $n } : jeux perdus
sizette-field-penalty-reason = Faute { $n } : laquelle
sizette-six-tricks = les six levées s’inscrivent dans l’ordre
sizette-two-sides = la Sizette se joue par deux côtés de trois
sizette-event-quits = Un côté quitte la partie
sizette-event-quits-help = Quitter la partie la fait perdre (loi XV) : l’autre côté reçoit la partie.
sizette-field-quits = Côté qui quitte

rules-sizette-intro = Six joueurs, trois contre trois ; une course de jeux. Livres : 000:16699-16847 ; 001:13600-13810 ; règles : la spécification other-games-2.
rules-sizette-payment-partie = La partie : le premier qui atteint les jeux (ou points) de la partie gagne, et chaque perdant paie l’enjeu à son vis-à-vis, au coup qui la gagne (001:13600-13810 ; 000:16699-16847).
