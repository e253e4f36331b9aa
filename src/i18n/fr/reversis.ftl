# Le Reversis (spéc. reversis.md) : les règles de La Haye de 1785 et celles de l'Académie.

## Options.
reversis-option-rules = Règles
reversis-option-rules-help = Le Reversis de quel livre : les règles adoptées à La Haye en 1785 (quatre joueurs, le Panier des remises, l’Espagnolette) ou le jeu plus ancien de l’Académie (quatre ou cinq joueurs, le corbillon et ses bêtes).
reversis-rules-la-haye-1785 = La Haye, 1785
reversis-rules-academie = Académie universelle des jeux
reversis-option-unit = Unité des jetons
reversis-option-unit-help = Pour information seulement : les règles de La Haye comptent en fiches (1 jeton = 5 fiches, Art. XVII, XXIV, XXIX), l’Académie en jetons ; si on l’omet, celle de chaque règle.
reversis-unit-fiche = fiche
reversis-unit-jeton = jeton
reversis-option-fiches-per-jeton = Fiches par jeton
reversis-option-fiches-per-jeton-help = Règles de La Haye : fixé à 5 par le texte (« deux Jetons ou 10 fiches », Art. XVII, XXIV, XXIX).
reversis-option-remise = Grandeur de la remise
reversis-option-remise-help = Règles de La Haye : ce que le Quinola placé tire du Panier et ce que fait le Quinola forcé ou gorgé ; le texte ne le dit pas, la table choisit (Art. XVII, XVIII ; spéc. section 7 point 1).
reversis-remise-panier = le Panier entier (la faire double le Panier)
reversis-remise-fonds = le premier fonds, 9 jetons (45 fiches)
reversis-option-pack = Jeu de cartes
reversis-option-pack-help = Académie : 48 cartes sans les dix, ou, « en quelques endroits », le jeu entier de 52 pour rendre le Reversis plus difficile (12 levées à quatre joueurs). Les règles de La Haye jouent avec 48.
reversis-option-stake-each = Mise de chaque joueur dans une poule nouvelle
reversis-option-stake-each-help = Académie : ce que chaque joueur met au corbillon quand on forme une poule nouvelle ; le livre le laisse à la convention (III « ce que chacun a mis dans le corbillon »), par défaut la somme du rafraîchissement.
reversis-option-refresh-each = Rafraîchissement de chaque joueur
reversis-option-refresh-each-help = Académie : ce que chaque joueur ajoute au corbillon quand personne n’a gagné la poule, « deux jettons … pour la rafraichir ».
reversis-option-talon-value = Le Talon
reversis-option-talon-value-help = Académie : ce que paie celui qui a le plus de points à celui qui en a le moins, « autant que la Poule ordinaire, ou … ce qui a été convenu » ; si on l’omet, une poule ordinaire : la mise multipliée par le nombre des joueurs (VII-X).
reversis-option-quinola-placed = Quinola placé
reversis-option-quinola-placed-help = Académie : ce que celui qui fait la levée paie à celui qui y jette le Quinola en renonce, « deux marques, ou plus » (VI).
reversis-option-quinola-forced-holder = Quinola forcé : de celui qui l’a
reversis-option-quinola-forced-holder-help = Académie : ce que celui qui a le Quinola forcé paie à celui qui l’a forcé, « quatre jettons, ou plus » (V).
reversis-option-quinola-forced-each = Quinola forcé : de chacun des autres
reversis-option-quinola-forced-each-help = Académie : ce que chacun des autres paie à celui qui a forcé, « mais il faut en convenir auparavant » ; 0 veut dire non convenu (V).
reversis-option-ace-placed = As placé ou forcé
reversis-option-ace-placed-help = Académie : « un ou deux jettons, ainsi que l’on est demeuré d’accord », double pour l’as de cœur ; un as joué d’entrée ne paie rien (XVI, XVII).
reversis-option-reversis-each = Le Reversis : de chaque joueur
reversis-option-reversis-each-help = Académie : ce que chacun des autres paie à celui qui fait toutes les levées, outre la poule (XV).
reversis-option-renounce-penalty = Une renonce illicite
reversis-option-renounce-penalty-help = Académie : celui qui renonce « paye à chacun autant de jettons que l’on est convenu, ou fait la bête » : une bête égale à la poule, ou tant de jetons à chacun des autres (XI).
reversis-renounce-beast = fait la bête
reversis-renounce-each = paie { $amount ->
    [one] { $amount } jeton
   *[other] { $amount } jetons
} à chacun
reversis-option-out-of-turn-each = Une carte jouée hors de son tour
reversis-option-out-of-turn-each-help = Académie : ce que le joueur paie à chacun des autres (XII).

## Erreurs des options.
reversis-hague-seats = les règles de La Haye sont pour 4 joueurs ; { $got } donnés
reversis-hague-fiches = fiches_per_jeton est fixé à 5 par les règles de La Haye ; { $got } donné
reversis-hague-pack = les règles de La Haye jouent avec 48 cartes ; pack { $got } donné
reversis-academie-seats = le Reversis de l’Académie est pour 4 ou 5 joueurs ; { $got } donnés
reversis-pack = pack vaut 48 ou 52 cartes ; { $got } donné
reversis-negative-option = { $option } ne peut être négatif ; { $got } donné

## Erreurs d'un coup.
reversis-trick-out-of-range = la levée { $trick } n’existe pas ; un coup a les levées 1 à { $max }
reversis-hague-only = { $event } est des règles de La Haye, non de celles de l’Académie
reversis-breaker-is-undertaker = celui qui rompt est un autre joueur que celui qui a entrepris
reversis-one-espagnolette = un seul joueur peut avoir une Espagnolette
reversis-misdeal-not-dealer = une maldonne est de celui qui a donné ; { $dealer } a donné
reversis-one-misdeal = une seule maldonne par inscription
reversis-misdeal-makes-void = une maldonne qui fait perdre la donne rend l’inscription nulle ("void": true)
reversis-when-hague = selon les règles de La Haye
reversis-when-not-void = sauf si l’inscription est nulle
reversis-when-every-player = pour chaque joueur
reversis-when-tie = pour chaque joueur, car les levées départagent une égalité : { $players } ont { $points } points chacun
reversis-when-reversis = avec un Reversis (il se compte en levées)
reversis-when-one-scorer = quand seul { $player } a des points (a-t-il fait toutes les levées ?)
reversis-when-espagnolette = quand l’Espagnolette { $player } n’a pas de points (a-t-il fait une levée ?)
reversis-second-quinola = le Quinola ne se joue qu’une fois ; un second événement du Quinola a été donné
reversis-ace-twice = l’as de { $suit } paraît dans deux événements
reversis-one-reversis = un seul Reversis par coup, fait ou rompu
reversis-void-academie = une maldonne à l’Académie se redonne simplement et ne s’inscrit pas (XVIII)
reversis-void-has-counts = une inscription nulle n’a ni points, ni levées, ni points de l’écart
reversis-void-events = une inscription nulle porte au plus un événement : une maldonne passée, ou une maldonne vue tard
reversis-negative-count = les nombres ne peuvent être négatifs
reversis-points-without-trick = un joueur sans levée n’a pas de points ; { $points } donnés
reversis-points-beyond-tricks = { $points } points en { $tricks } levées, c’est plus que les cartes n’en tiennent
reversis-points-beyond-pack = les points font { $sum } ; le jeu en tient { $pack }
reversis-ecart-range = un écart tient de 0 à { $max } points ; { $got } donnés
reversis-ecart-too-full = les levées tiennent { $in_tricks } points, donc { $ecart } seraient à l’écart ; il n’en peut tenir que { $max } au plus
reversis-ecart-mismatch = { $ecart_points } points à l’écart ne s’accordent pas aux { $left } points que les levées laissent à l’écart (le Quinola y est quand aucun événement ne le joue : +3 ; l’as de carreau : +1)
reversis-taker-without-trick = { $player } a fait la levée avec { $card } mais n’a pas de levée
reversis-taker-without-points = { $player } a fait la levée avec { $card } mais n’a pas de points
reversis-made-not-all = { $player } a fait le Reversis mais a fait { $tricks } des { $all } levées
reversis-undertaken-wrong = { $player } a entrepris le Reversis (les { $first } premières levées) mais en a fait { $tricks }
reversis-breaker-without-trick = { $player } a rompu le Reversis mais n’a pas de levée
reversis-placed-on-own-trick = une carte jetée en renonce est prise par un autre joueur
reversis-forced-by-holder = celui qui force est le joueur qui a joué la couleur, non celui qui a la carte

## Les cartes.
reversis-card-quinola = le Quinola
reversis-card-ace = l’as de { $suit }
reversis-suit-spades = pique
reversis-suit-hearts = cœur
reversis-suit-diamonds = carreau
reversis-suit-clubs = trèfle

## La feuille d'un coup.
reversis-group-quinola = Quinola
reversis-group-aces = As
reversis-group-reversis = Reversis
reversis-group-faults = Fautes
reversis-group-tricks = Levées
reversis-field-dealer = Celui qui donne
reversis-field-points = Points dans les levées
reversis-help-points-hague = as 4, roi 3, dame 2, valet 1 (Art. V)
reversis-help-points-academie = as 5, roi 4, dame 3, valet 2 (IX)
reversis-field-tricks = Levées faites
reversis-help-tricks = seulement quand elles décident : une égalité de points, un Reversis, une Espagnolette sans points ; elles font { $all } ensemble
reversis-field-ecart-points = Points à l’écart
reversis-help-ecart-points = as de carreau 5, Quinola 4, autres as 4, R 3, D 2, V 1 (Art. VI)
reversis-field-quinola = Quinola
reversis-help-quinola = laisser vide quand le Quinola est à l’écart
reversis-quinola-placed = placé (jeté en renonce)
reversis-quinola-forced = forcé (joué sur du cœur)
reversis-quinola-led = joué d’entrée (gorgé)
reversis-field-quinola-player = Quinola : joué par
reversis-field-quinola-taker = Quinola placé : levée faite par
reversis-help-quinola-taker = seulement pour un Quinola placé
reversis-field-quinola-forcer = Quinola forcé : cœur joué par
reversis-help-quinola-forcer = seulement pour un Quinola forcé
reversis-field-quinola-trick = Quinola : à la levée
reversis-field-ace = As { $n }
reversis-help-ace = laisser vide quand aucun (autre) as n’a été placé, forcé ou joué d’entrée
reversis-ace-placed = placé (jeté en renonce)
reversis-ace-forced = forcé (sur sa couleur jouée par un autre)
reversis-ace-led = joué d’entrée
reversis-field-ace-suit = As { $n } : couleur
reversis-field-ace-player = As { $n } : joué par
reversis-field-ace-taker = As { $n } placé : levée faite par
reversis-help-ace-taker = seulement pour un as placé
reversis-field-ace-forcer = As { $n } forcé : couleur jouée par
reversis-help-ace-forcer = seulement pour un as forcé
reversis-field-ace-trick = As { $n } : à la levée
reversis-field-reversis = Reversis
reversis-help-reversis = un joueur qui a toutes les levées le fait, même si on laisse vide
reversis-reversis-made = fait (toutes les levées)
reversis-reversis-broken = rompu à la Bonne (levée 10 ou 11)
reversis-field-reversis-player = Reversis : par
reversis-field-reversis-breaker = Reversis rompu par
reversis-help-reversis-breaker = le premier autre joueur qui fait la levée 10 ou 11
reversis-field-espagnolette = Espagnolette
reversis-help-espagnolette = seulement s’il a renoncé au moins une fois de droit (Art. XXXVI)
reversis-espagnolette-used = tenue, et son privilège employé
reversis-field-espagnolette-player = Espagnolette : tenue par
reversis-field-penalty = Faute { $n }
reversis-help-penalty = laisser vide quand il n’y en a pas
reversis-penalty-renounce = renonce
reversis-penalty-out-of-turn = joué hors de son tour
reversis-penalty-saw-talon-card = a vu sa carte du talon, puis écarté
reversis-penalty-took-without-discard = a pris sa carte sans écarter
reversis-penalty-short-hand = a écarté deux cartes
reversis-penalty-misdeal-redeal = maldonne rachetée (celui qui donne)
reversis-field-penalty-player = Faute { $n } : par

## Inscriptions qui ne sont pas des coups (maldonnes de La Haye qui annulent le coup).
reversis-event-misdeal-passed = Maldonne : la donne est perdue
reversis-event-misdeal-passed-help = Celui qui donne a mal donné et passe la donne sans la racheter ; le coup est nul et rien ne se paie (Art. XLVII).
reversis-event-misdeal-late = Maldonne aperçue après l’écart
reversis-event-misdeal-late-help = Le coup est nul ; celui qui donne met 4 jetons (20 fiches) au Panier et perd sa donne (Art. XLVIII).
reversis-field-void = Coup nul
reversis-help-void = ni points, ni levées, ni écart ; seulement l’amende de la maldonne
reversis-field-misdeal = Maldonne
reversis-field-misdeal-player = Maldonne : par celui qui donne

## Ce qui est sur la table.
reversis-item-panier = panier (fiches)
reversis-item-fund-renewed = le fonds se renouvelle au coup suivant (2 jetons chacun, 3 celui qui donne)
reversis-item-pool = poule au jeu (jetons)
reversis-item-no-pool = corbillon (une poule nouvelle se forme au coup suivant)
reversis-item-beast = bête faite par { $player }
reversis-item-renounce-beast = bête de renonce, pour la poule suivante

## Les raisons des paiements. (`reason-partie` est dans common.ftl.)
reason-panier_fund = le fonds du Panier renouvelé
reason-dealer_jeton = le jeton de celui qui donne
reason-misdeal_redeal = maldonne rachetée
reason-misdeal_late = maldonne après l’écart
reason-remise_drawn = remise tirée
reason-remise_made = remise faite
reason-quinola_placed = Quinola placé
reason-quinola_forced = Quinola forcé
reason-quinola_led = Quinola gorgé
reason-ace_placed = as placé
reason-ace_forced = as forcé
reason-ace_led = as joué d’entrée
reason-espagnolette_refund = le remboursement de l’Espagnolette
reason-reversis_made = Reversis fait
reason-reversis_broken = Reversis rompu
reason-out_of_turn = carte jouée hors de son tour
reason-renounce = renonce
reason-pool_stake = mise à la poule
reason-beast_to_pool = la bête va au jeu
reason-renounce_beast_to_pool = la bête de renonce va à la poule
reason-talon = le Talon
reason-pool_won = poule gagnée
reason-pool_refresh = poule rafraîchie
reason-quinola_beast = bête du Quinola
reason-renounce_beast = bête d’une renonce
