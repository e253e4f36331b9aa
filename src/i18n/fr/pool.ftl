# Les petits jeux de mise et de poule (other-games-1 §4-§10) : Papillon, Ambigu, Commerce,
# Tontine, Loterie, Ma Commère, Guimbarde ; et les mots que partagent les jeux d'other-games-1.

## Commun
pool-field-dealer = Celui qui donne
pool-field-winner = Gagnant
pool-field-player = Joueur
pool-field-kind = Jeu gagnant
pool-field-void = Coup nul (rien ne se paie)
pool-group-faults = Fautes et coups nuls
pool-item-poule = La poule
pool-kind-point = Point
pool-kind-sequence = Séquence
pool-kind-tricon = Tricon
pool-option-tours = Nombre de tours
pool-option-required = l’option { $key } doit être convenue avant le premier coup
pool-out-of-range = { $got } n’est pas entre { $min } et { $max }
pool-when-played = quand le coup est joué

## Papillon
papillon-option-box-ante = Fiche mise au corbillon (jetons)
papillon-option-box-ante-help = Chaque joueur met une fiche, « plus ou moins », au corbillon ; le gagnant de la partie la prend.
papillon-option-ante-each-deal = Mise à chaque partie
papillon-option-ante-each-deal-help = Le livre ne dit pas si la fiche se met à chaque partie ou une seule fois ; non coché = une fois, à l’ouverture de la séance.
papillon-option-tours-help = Convenu avant de jouer ; pour information.
papillon-field-winner = Gagnant de la partie
papillon-field-last = Le dernier à étendre (quand personne n’a gagné)
papillon-field-most-cards = Le plus de cartes dans ses prises
papillon-field-most-cards-help = Laisser vide en cas d’égalité : les cartes se paient double à la partie suivante (IX).
papillon-field-event = Hasard { $number }
papillon-field-cards = Cartes étendues
papillon-field-aces = As
papillon-field-matched = Prises avec une carte du même nombre
papillon-group-hazards = Hasards
papillon-event-lay-down = A étendu
papillon-event-take-aces = A pris des as
papillon-event-haneton = Haneton
papillon-event-fourth-with-three = Quatrième prise avec trois
papillon-event-sauterelle = Sauterelle
papillon-event-petit-papillon = Petit papillon
papillon-event-misdeal = Maldonne
papillon-event-misdeal-help = Le coup est nul et celui qui donne met une fiche au corbillon (XIII).
papillon-item-box = Le corbillon
papillon-item-cards-multiplier = Les cartes se paient (fois)
papillon-when-misdeal = pour une maldonne
papillon-winner-or-last = donnez exactement l’un des deux : le gagnant, ou le dernier à étendre

## Ambigu
ambigu-option-poule = Poule (mise)
ambigu-option-baster = Mise pour baster
ambigu-option-renvi-limit = Limite d’un renvi
ambigu-option-informational-help = Comme on en convient ; pour information : chaque jeton mis s’inscrit avec le coup.
ambigu-option-dealer-pays = Celui qui donne paie l’auteur d’une vade non tenue
ambigu-option-dealer-pays-help = Si personne ne tient la vade, celui qui l’a faite lève la batterie et celui qui donne lui paie 2.
ambigu-option-penalty = Peine mise au jeu
ambigu-option-penalty-help = Montrer son jeu, ou celui qui donne ne battant pas les écarts : 4 jetons au jeu et le coup perdu (lois XIII, XIV).
ambigu-option-values = Valeur des jeux
ambigu-option-values-help = Payée par chacun des autres, outre le jeu.
ambigu-field-outcome = Comment le coup a fini
ambigu-field-combination = Jeu gagnant
ambigu-field-bet = Mise { $number } : joueur
ambigu-field-bet-kind = Pour
ambigu-field-bet-amount = Jetons
ambigu-field-penalty = Peine
ambigu-outcome-showdown = On a montré les jeux
ambigu-outcome-renvi-uncalled = Renvi non tenu
ambigu-outcome-vade-uncalled = Vade non tenue
ambigu-outcome-all-passed = Tous ont passé
ambigu-bet-poule = Poule
ambigu-bet-baster = Baster
ambigu-bet-dealer-two = Les deux jetons de celui qui donne
ambigu-bet-vade = Vade
ambigu-bet-renvi = Renvi
ambigu-penalty-showed = A montré son jeu
ambigu-penalty-shuffle = Celui qui donne n’a pas battu
ambigu-combination-point = Point
ambigu-combination-prime = Prime
ambigu-combination-grande-prime = Grande prime
ambigu-combination-sequence = Séquence
ambigu-combination-tricon = Tricon
ambigu-combination-flux = Flux
ambigu-combination-tricon-prime = Tricon et prime
ambigu-combination-tricon-grande-prime = Tricon et grande prime
ambigu-combination-flux-sequence = Flux et séquence
ambigu-combination-fredon = Fredon
ambigu-combination-fredon-grand = Fredon avec une grande prime
ambigu-item-jeu = Au jeu
ambigu-bet-positive = une mise vaut au moins 1
ambigu-dealer-two-by-dealer = les deux jetons de celui qui donne sont mis par lui
ambigu-penalised-winner = un joueur puni perd le coup
ambigu-uncalled-vade-bets = quand la vade n’est pas tenue, seul celui qui l’a faite a des mises de vade, et personne de renvi
ambigu-unknown-combination = « { $combination } » n’est pas un jeu de l’Ambigu

## Commerce
commerce-option-stake = Mise à la poule
commerce-option-stake-help = Chaque joueur met un jeton à la poule à chaque coup.
commerce-option-trade-price = Prix d’une carte du banquier
commerce-option-trade-price-help = Le commerce à prix d’argent : un jeton par carte au banquier.
commerce-option-cumulative = Le banquier qui perd paie les deux peines
commerce-option-cumulative-help = Le banquier qui perd donne 1 au gagnant et, s’il a point, séquence ou tricon, 1 à chacun ; non coché = le 1 à chacun remplace le 1 au gagnant.
commerce-option-tours-help = Mieux vaut un nombre de tours fixé, comme au Quadrille ; pour information.
commerce-field-dealer-help = Celui qui donne est le banquier.
commerce-field-bought = Cartes achetées au banquier
commerce-field-banker-combination = Le banquier avait point, séquence ou tricon
commerce-void-help = Jeu faux, maldonne ou carte retournée : on redonne, rien ne se paie.

## Tontine
tontine-option-prise = Prise (la mise de chaque joueur)
tontine-option-prise-help = 12, 15 ou 20 jetons.
tontine-option-box-ante = Mis au corbillon au commencement
tontine-option-box-ante-help = Chacun met 3 au corbillon au commencement de la partie.
tontine-field-card = Carte tournée pour { $player }
tontine-rank = { $rank }
tontine-item-box = Le corbillon
tontine-item-holding = { $player }{ $dead ->
    [1] {" "}(mort)
   *[0] {""}
}
tontine-prise-too-small = la prise doit être plus grande que la mise au corbillon
tontine-partie-over = la partie est finie : le corbillon a été pris
tontine-dealer-dead = un joueur mort ne donne pas
tontine-dead-player = un joueur mort ne reçoit pas de carte
tontine-bad-rank = « { $rank } » n’est pas un rang ({ $ranks })
tontine-every-living = une carte pour chaque joueur vivant

## Loterie
loterie-option-stake = Prise mise au fonds
loterie-option-stake-help = Chacun donne toute sa mise pour former le fonds.
loterie-option-tickets = Billets par joueur
loterie-option-tickets-help = 2, 3 ou 4 pour abréger le jeu.
loterie-field-lot-card = Lot de { $player } : carte
loterie-field-lot-value = Lot de { $player } : jetons
loterie-field-ticket = Billet { $number } de { $player }
loterie-item-fund = Le fonds
loterie-stake-positive = la mise vaut au moins 1
loterie-fund-exhausted = le fonds est épuisé : la loterie est finie
loterie-bad-card = « { $card } » n’est pas une carte (rang A, 2-10, J, Q, K puis couleur S, H, D, C)
loterie-card-twice = « { $card } » est donnée deux fois
loterie-every-player = un lot pour chaque joueur
loterie-tickets-count = { $got } billets ; chaque joueur en a { $want }
loterie-value-positive = un lot vaut au moins 1

## Ma Commère
ma-commere-option-stake = Mise à la poule
ma-commere-option-stake-help = Ce que chacun met pour le gagnant, « peu ou beaucoup ».
ma-commere-option-sequence-bonus = Payé pour une séquence
ma-commere-option-tricon-bonus = Payé pour un tricon
ma-commere-option-bonus-help = Par chacun des autres au gagnant, outre la poule.
ma-commere-void-help = Un jeu faux annule le coup, sauf s’il est déjà gagné ; une maldonne : on redonne.

## Guimbarde
guimbarde-option-box-ante = Mis dans chaque boîte
guimbarde-option-box-ante-help = Chaque joueur met 1 jeton dans chacune des cinq boîtes.
guimbarde-option-trick-stake = Mise pour les cartes
guimbarde-option-trick-stake-help = Après le point, chacun met 1 dans la boîte du Point pour le plus de levées.
guimbarde-option-ante-every-deal = Garnir les boîtes à chaque coup
guimbarde-option-ante-every-deal-help = Non coché : chacun garnit chaque boîte une seule fois, à l’ouverture de la séance.
guimbarde-field-roi = A reçu le roi de cœur (le Roi)
guimbarde-field-guimbarde = A reçu la dame de cœur (la Guimbarde)
guimbarde-field-fou = A reçu le valet de carreau (le Fou)
guimbarde-field-point = Le meilleur point
guimbarde-field-cards = Le plus de levées (deux au moins)
guimbarde-field-cards-help = Laisser vide quand chaque levée est allée à un joueur différent : la mise attend dans la boîte du Point.
guimbarde-field-event = Événement { $number }
guimbarde-field-trick-winner = A fait la levée
guimbarde-field-king-player = A joué le Roi
guimbarde-field-queen-player = A joué la Dame
guimbarde-field-captured-by = Fou pris par
guimbarde-field-by-trump = Fait en coupant
guimbarde-field-fault = Faute
guimbarde-group-events = Mariages, le Fou, fautes
guimbarde-event-marriage-in-play = Mariage en jouant
guimbarde-event-marriage-in-hand = Mariage en main
guimbarde-event-grand-marriage-on-table = La dame de cœur a pris le Roi
guimbarde-event-fool = Le Fou
guimbarde-event-penalty = Faute
guimbarde-event-misdeal = Maldonne
guimbarde-event-misdeal-help = Celui qui donne paie 1 à chacun et redonne (X).
guimbarde-fault-renounce = Renonce
guimbarde-fault-failed-to-force = N’a pas forcé ou pas coupé
guimbarde-fault-out-of-turn = A joué hors de son tour
guimbarde-fault-broke-marriage = N’a pas mis la Dame sur son Roi
guimbarde-item-point = Boîte du Point
guimbarde-item-mariage = Boîte du Mariage
guimbarde-item-fou = Boîte du Fou
guimbarde-item-roi = Boîte du Roi
guimbarde-item-guimbarde = Boîte de la Guimbarde
guimbarde-when-misdeal = pour une maldonne
guimbarde-pre-penalty-misdeal = seule une maldonne vient avant le coup
guimbarde-misdeal-before = une maldonne s’inscrit avant le coup
guimbarde-one-fool = un événement du Fou quand le valet de carreau a été donné, aucun sinon
guimbarde-grand-on-table = celui qui a joué la dame de cœur, le Roi étant dans une autre main
guimbarde-fool-taker = le Fou est pris par celui qui a le roi ou la dame de cœur
pool-option-negative = l’option { $key } ne peut être au-dessous de zéro
