# L’Impériale : tous les messages qui nomment ce jeu, sa page de règles (rules-imperiale-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Impériale
imperiale-option-stake = Enjeu d’une partie
imperiale-option-stake-help = La partie se joue pour un enjeu convenu.
imperiale-option-partie = Impériales pour gagner la partie
imperiale-option-partie-help = D’ordinaire cinq impériales.
imperiale-option-deck = Cartes du jeu (32 ou 36)
imperiale-option-deck-help = Le jeu de piquet, ou 36 avec les six ; il en faut 36 à trois joueurs.
imperiale-option-sans-restriction = Impériale tournée et gagnée en jouant admise
imperiale-option-sans-restriction-help = « Sans restriction » (loi XVI).
imperiale-field-turned-honour = La tourne est un honneur (celui qui donne marque un jeton)
imperiale-field-point = Point
imperiale-field-honours = Honneurs de triomphe gagnés dans les levées
imperiale-field-tricks = Levées
imperiale-field-in-hand = Impériales montrées par { $player }
imperiale-field-in-hand-help = Cochez chaque impériale qu’il montre avant le point. La séquence de la couleur d’atout se coche seulement « d’atout » : elle compte deux.
imperiale-kind-four-kings = Quatre rois
imperiale-kind-four-queens = Quatre dames
imperiale-kind-four-knaves = Quatre valets
imperiale-kind-four-aces = Quatre as
imperiale-kind-four-sevens = Quatre sept
imperiale-kind-four-sixes = Quatre six
imperiale-kind-spades-sequence = R D V A de pique
imperiale-kind-hearts-sequence = R D V A de cœur
imperiale-kind-diamonds-sequence = R D V A de carreau
imperiale-kind-clubs-sequence = R D V A de trèfle
imperiale-kind-trump-sequence = R D V A d’atout (deux)
imperiale-field-turned = Impériale achevée par la tourne
imperiale-field-won-in-play = Impériale de triomphe gagnée en jouant
imperiale-field-penalty = Peine
imperiale-group-imperials = Impériales
imperiale-penalty-failed-to-take = N’a pas pris quand il le pouvait (une impériale)
imperiale-penalty-renounce = Renonce (deux impériales)
imperiale-penalty-mixed-with-stock = A mêlé son jeu avec le talon (la partie)
imperiale-penalty-misdeal = Maldonne (une impériale)
imperiale-event-misdeal-help = Celui qui donne perd sa donne et une impériale (loi IV).
imperiale-item-counters = Jetons de { $player } (hors impériales)
imperiale-round = Partie { $number }
imperiale-deck = le jeu a 32 ou 36 cartes
imperiale-partie-positive = une partie demande au moins une impériale
imperiale-unknown-kind = « { $kind } » n’est pas une impériale de ce jeu
imperiale-five-honours = il y a cinq honneurs de triomphe

rules-imperiale-intro = Deux joueurs ; impériales et jetons, une course à cinq impériales. Livres : 000:13688-13998 ; 001:9440-9790 ; règles : la spécification other-games-1.
rules-imperiale-payment-partie = La partie : le premier à cinq impériales gagne et le perdant paie l’enjeu convenu (000:13712-13716, 13826-13838 ; 001:9478-9482).
rules-imperiale-payment-partie_lost_by_fault = Mêler sa main au talon, ou quitter, fait perdre la partie et son enjeu (lois VI, XX ; 000:13930-13955 ; 001:9709-9745).
