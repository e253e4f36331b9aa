# Piquet : tous les messages qui nomment ce jeu, sa page de règles (rules-piquet-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.
# Les mots des formulaires, des faits et de la feuille de la famille du Piquet (piquet-...)
# sont ici aussi : les Piquets à écrire les partagent (src/games/piquet).

## Options (§6)
piquet-option-stake = Enjeu (jetons pour lesquels on joue une partie)
piquet-option-stake-help = Ce que le perdant d’une partie paie au gagnant, convenu avant de jouer ; pas de valeur par défaut.
piquet-option-target = Points pour gagner une partie
piquet-option-target-help = Le premier qui y arrive gagne la partie : 100 selon le livre, 50 ou tout autre nombre si on en convient.
piquet-option-lurch = Partie double (enjeu doublé au-dessous de la moitié)
piquet-option-lurch-help = Le perdant qui n’a pas atteint la moitié des points quand la partie finit paie l’enjeu multiplié.
piquet-option-lurch-multiplier = La partie double multiplie l’enjeu par
piquet-option-lurch-multiplier-help = 2 selon le livre : le perdant au-dessous de la moitié paie l’enjeu double.
piquet-option-point-scoring = Valeur du point
piquet-option-point-scoring-help = Par dizaines : les points des cartes arrondis à la dizaine, 5 arrondissant au-dessus, jamais plus que les cartes. Par cartes : un par carte quels qu’en soient les points, comme on compte dans les académies de Paris.
piquet-option-tierce-major-point = Un bon point d’as, roi, dame compte
piquet-option-tierce-major-point-help = 4 comme le livre le compte, ou 3.
piquet-option-pic-with-repic = Le pic après un repic
piquet-option-pic-with-repic-help = Conditionnel : celui qui fait repic fait aussi le pic quand sa propre condition est remplie, comme dans les 201 du livre. Exclusif : pas de pic pour lui (171 pour la même main).
piquet-option-provincial-grand-coup = Grand coup de province (les lois XX et XXV comptent 170)
piquet-option-provincial-grand-coup-help = Comme en Languedoc et en Provence : le premier qui a vu le talon, ou le dernier qui a pris trop tôt, donne à l’adversaire un grand coup de 170 ; le livre le condamne.
piquet-option-unit = Ce que sont les jetons
piquet-option-unit-help = Pour information : des jetons par partie (piquet ordinaire), ou des marques du jeu à écrire (1 jeton = 10 marques, 1 fiche = 100 marques).
piquet-option-manner = Manière de payer
piquet-option-manner-help = À écrire : la feuille partagée également à la fin. Le corbillon : des jetons et une poule, à trois ou à cinq. Un contre un : deux joueurs qui se paient à chaque tour.
piquet-option-manner-team-help = La manière de ce jeu, que le jeu fixe lui-même.
piquet-option-tours = Tours à marquer (2 par roi)
piquet-option-tours-help = Le nombre de tours décidés que dure la partie : 2 tours par roi, et les livres nomment 6, 9 ou 12 rois ; les refaits ne comptent pas.
piquet-option-consolation = Consolation à chaque marque
piquet-option-consolation-help = Ajoutée à chaque tour marqué, un multiple de 10 : 20 selon le livre, « aussi forte que l’on veut ».
piquet-option-round-threshold = La différence s’arrondit au-dessus à partir de
piquet-option-round-threshold-help = Le chiffre des unités à partir duquel la différence d’un tour s’arrondit à la dizaine supérieure : 5 selon le livre, 1 pour « marquer à un point ».
piquet-option-refait-surcharge = Supplément par refait
piquet-option-refait-surcharge-help = Ajouté à la marque suivante pour chaque refait qui la précède, un multiple de 10 : 20 selon le livre.
piquet-option-rotation = Ordre des joueurs
piquet-option-rotation-help = À tourner : chacun joue à son tour avec celui de sa droite, « la manière la plus égale ». Au Malheureux : le marqué continue, celui qui l’a marqué est relevé.
piquet-option-sides = Partenaire du premier joueur (place 2, 3 ou 4)
piquet-option-sides-help = Les deux côtés de deux : le premier joueur et ce partenaire contre les deux autres ; on peut aussi donner les côtés par les noms, [["A", "C"], ["B", "D"]].
piquet-option-chouette = La Chouette (place 1 à 3)
piquet-option-chouette-help = Le joueur seul contre les deux autres, par sa place dans l’ordre des joueurs (ou par son nom) ; il joue tous les tours.
piquet-option-team-payment = Comment paie un côté
piquet-option-team-payment-help = Chacun : chaque joueur du côté perdant paie la charge. Partagée : la charge se partage dans le côté.
piquet-choice-point-tens = par dizaines (le livre)
piquet-choice-point-cards = un par carte (Paris)
piquet-choice-pic-conditional = aussi après un repic (les 201 du livre)
piquet-choice-pic-exclusive = pas après un repic
piquet-choice-manner-ecrit = à écrire (la feuille partagée également)
piquet-choice-manner-corbillon = le corbillon (jetons et poule)
piquet-choice-manner-un-contre-un = un contre un (payé à chaque tour)
piquet-choice-manner-deux-contre-deux = deux contre deux (payé à chaque tour, par côté)
piquet-choice-manner-chouette = la Chouette (un contre deux, payé à chaque tour)
piquet-choice-rotation-tourner = à tourner (chacun à son tour)
piquet-choice-rotation-malheureux = au Malheureux (le marqué continue)
piquet-choice-team-each = chaque joueur paie
piquet-choice-team-split = le côté partage la charge
## Erreurs des options
piquet-option-tierce-major = tierce_major_point vaut 4 ou 3, non { $got }
piquet-option-stake-required = stake est requis : les jetons pour lesquels on joue une partie
piquet-option-tours-required = tours est requis : le nombre de tours à jouer (2 par roi)
piquet-option-at-least-one = { $key } doit valoir au moins 1, non { $got }
piquet-option-tens = { $key } doit être un multiple de 10 positif ou nul, ce que { $got } n’est pas
piquet-option-round-threshold-range = round_threshold est un chiffre des unités de 1 à 9, non { $got }
piquet-option-manner-other-game = la manière { $manner } n’est pas de ce jeu
piquet-option-sides-required = sides est requis : le partenaire du premier joueur, ou [[A, C], [B, D]]
piquet-option-sides-pairs = sides doit être deux paires qui contiennent chaque joueur une fois
piquet-option-chouette-required = chouette est requis : le joueur seul contre deux
piquet-option-seat-range = la place { $got } n’est pas à cette table (1 à { $max })
piquet-players-manner = { $count } joueurs ne peuvent jouer cette manière de piquet à écrire
## La feuille d'un coup (§3)
piquet-field-tour = Tour
piquet-field-tour-help = les deux coups d’un tour portent le même numéro ; un refait se rejoue comme le tour suivant
piquet-field-elder = Premier (en carte)
piquet-field-elder-help = celui qui ne mêle pas, et qui joue le premier
piquet-field-younger = Dernier
piquet-field-younger-help = celui qui mêle
piquet-field-score = { $player } : total du coup
piquet-field-score-help = laisser vide pour inscrire les annonces et le jeu
piquet-field-carte-blanche = Cartes blanches
piquet-field-carte-blanche-help = 12 cartes données sans roi, dame ni valet : 10
piquet-field-good-point = Point : bon pour
piquet-field-good-point-points = Point : il compte
piquet-field-good-point-help = laisser à — si les points étaient égaux
piquet-field-good-point-points-help = les points en dizaines, 5 comptant pour dix, jamais plus que les cartes ; as, roi, dame compte 4
piquet-field-good-sequences = Séquences : bonnes pour
piquet-field-good-sequences-points = Séquences : il compte
piquet-field-good-sequences-points-help = toutes ses séquences ensemble : tierce 3, quatrième 4, quinte 15, sixième 16, septième 17, huitième 18
piquet-field-good-sets = Quatorzes et trois : bons pour
piquet-field-good-sets-points = Quatorzes et trois : il compte
piquet-field-good-sets-points-help = tous ses quatorzes et trois ensemble : quatorze 14, trois 3
piquet-field-tricks-one-help = les levées d’un joueur suffisent : l’autre a fait le reste des douze
piquet-field-point-cards = Point de … cartes
piquet-field-point-pips = Valant … (points)
piquet-field-point-pips-help = l’as 11, roi, dame et valet 10, les autres ce qu’elles marquent
piquet-field-tierce-major = Le point est as, roi, dame
piquet-field-tierce-major-help = un bon point de tierce-major compte 4
piquet-field-sequence-len = Séquence { $n } de … cartes
piquet-field-sequence-top = Séquence { $n }, carte haute
piquet-field-sequence-help = tierce 3, quatrième 4, quinte 15, sixième 16, septième 17, huitième 18
piquet-field-set-rank = Quatorze ou trois { $n } de
piquet-field-set-count = Quatorze ou trois { $n }, combien
piquet-field-set-help = 4 : quatorze (14) ; 3 : trois (3)
piquet-field-play-of = { $player } : points du jeu
piquet-field-play-help = cartes jouées, levées faites, et le point de la dernière levée
piquet-field-tricks-of = { $player } : levées faites
piquet-field-play-order = Ordre des points du jeu
piquet-field-play-order-help = E (elder, le premier) ou Y (younger, le dernier) pour chaque point du jeu, dans l’ordre où il a été compté ; nécessaire quand un pic ou la fin de la partie en dépend
piquet-field-not-counted-player = Non montré à temps { $n } : joueur
piquet-field-not-counted-category = Non montré à temps { $n } : annonce
piquet-field-not-counted-help = lois V et VI : l’annonce est perdue, la moindre de l’adversaire compte
piquet-field-law = Loi enfreinte
piquet-field-law-help = les lois XXII à XXV, et la XX avec le grand coup de province, s’inscrivent seules
piquet-field-law-player = Loi enfreinte par
piquet-field-law-player-help = le fautif : le premier pour la loi XX, le dernier pour la loi XXV
piquet-group-check = Vérifier les annonces de { $player }
piquet-group-totals = Totaux du coup (au lieu des annonces)
piquet-group-laws = Lois : annonces non montrées à temps, peines
piquet-rank-a = as
piquet-rank-k = roi
piquet-rank-q = dame
piquet-rank-j = valet
piquet-rank-10 = dix
piquet-rank-9 = neuf
piquet-rank-8 = huit
piquet-rank-7 = sept
piquet-ranks-a = as
piquet-ranks-k = rois
piquet-ranks-q = dames
piquet-ranks-j = valets
piquet-ranks-10 = dix
piquet-category-carte-blanche = cartes blanches
piquet-category-point = point
piquet-category-sequences = séquences
piquet-category-sets = quatorzes et trois
piquet-law-iii = III : trop de cartes (ne compte rien)
piquet-law-xvii = XVII : fausse annonce (ne compte rien de son jeu)
piquet-law-xx = XX : a vu le talon
piquet-law-xx-grand-coup = XX : a vu le talon (grand coup)
piquet-law-xxii = XXII : a triché (perd la partie)
piquet-law-xxiii = XXIII : a quitté (perd la partie)
piquet-law-xxiv = XXIV : a jeté ses cartes sur le talon (perd la partie)
piquet-law-xxv = XXV : a pris avant que le premier ait écarté (perd la partie)
piquet-law-xxv-grand-coup = XXV : a pris avant que le premier ait écarté (grand coup)
## Événements : une loi inscrite seule
piquet-event-forfeit-help = Le fautif perd la partie en cours et paie un enjeu simple.
piquet-event-grand-coup-help = Le grand coup : le coup vaut 170 à l’adversaire du fautif et rien à lui.
piquet-event-players-help = seulement quand les deux joueurs ne sont pas la paire suivante de la table
## Erreurs d'un coup
piquet-same-elder-younger = le premier et le dernier doivent être deux joueurs différents
piquet-when-with-elder = avec le premier
piquet-when-with-younger = avec le dernier
piquet-when-totals = avec des totaux
piquet-when-deal = pour un coup
piquet-when-facts = pour un coup avec ses faits
piquet-when-both-players = pour les deux joueurs
piquet-when-a-ecrire = au piquet à écrire
piquet-when-grand-coup-players = pour nommer les deux joueurs d’un grand coup
piquet-totals-alone = un coup inscrit en totaux ne porte ni autres faits ni peines
piquet-total-negative = le total d’un coup ne peut être négatif ({ $got })
piquet-law-alone = la loi { $law } s’inscrit seule : une peine et aucun autre fait
piquet-not-in-deal = { $player } n’est pas l’un des deux joueurs du coup
piquet-hand-elder = premier
piquet-hand-younger = dernier
piquet-law-not-by = la loi { $law } est enfreinte par le { $hand }, non par { $player }
piquet-law-broken-by-hand = la loi { $law } est enfreinte par le { $hand }, { $player }
piquet-law-xx-facts = la loi XX ne change pas les points sans provincial_grand_coup : inscrivez avec elle les faits du coup
piquet-law-without-facts = la loi { $law } s’inscrit seule, sans faits
piquet-law-not-written = la loi { $law } se règle hors du jeu à écrire
piquet-listed-twice = { $player } est nommé deux fois
piquet-carte-blanche-both = les deux joueurs ne peuvent avoir cartes blanches : le jeu n’a que 20 cartes au-dessous du valet
piquet-sequence-length = { $player } : une séquence a de 3 à 8 cartes, non { $got }
piquet-sequence-top = { $player } : une séquence de { $len } cartes ne peut avoir pour carte haute { $top }
piquet-sequences-cards = les séquences de { $player } tiennent { $cards } cartes ; une main en a 12
piquet-set-rank = { $player } : seuls les as, rois, dames, valets et dix font un quatorze ou un trois, non { $rank }
piquet-set-count = { $player } : un quatorze ou un trois a 3 ou 4 cartes, non { $got }
piquet-set-twice = { $player } nomme deux fois la carte { $rank }
piquet-sets-too-many = les quatorzes et trois des deux joueurs tiennent { $cards } cartes de { $rank }
piquet-play-too-many = { $player } a compté { $got } points du jeu ; un joueur en compte au plus 13
piquet-play-total = les points du jeu font { $got } ; au plus 25
piquet-order-letter = « { $got } » n’est ni E (le premier) ni Y (le dernier)
piquet-order-counts = l’ordre a { $elder } E et { $younger } Y ; les points du jeu sont { $elder_play } et { $younger_play }
piquet-point-cards = { $player } : un point a de 1 à 8 cartes, non { $got }
piquet-point-pips = { $player } : { $cards } cartes d’une couleur valent de { $lo } à { $hi } points, non { $got }
piquet-point-tierce-major = { $player } : un point de tierce-major, c’est 3 cartes et 31 points
piquet-good-points-missing = { $category } : { $player } est bon ; dites ce qu’il compte
piquet-good-player-missing = { $category } : dites qui compte les { $got }
piquet-good-points = { $category } : { $player } ne peut compter { $got } ; une main de douze cartes compte { $values }
piquet-good-disagrees = { $category } : d’après les annonces inscrites, { $declared }, mais la saisie dit { $said } ; corrigez l’une ou l’autre
piquet-good-outcome = { $player } compte { $points }
piquet-good-nobody = personne ne le compte
piquet-order-required = ordre du jeu requis : { $why }
piquet-order-required-pic = le pic dépend de qui a compté le premier dans le jeu
piquet-order-required-end = le gagnant de la partie ou la partie double dépendent de l’ordre des points du jeu
piquet-tour-not-cent = les tours sont du piquet à écrire ; le piquet ordinaire compte les coups
piquet-totals-not-cent = les totaux d’un coup ne s’inscrivent qu’au piquet à écrire ; le piquet ordinaire demande les annonces et le jeu
piquet-partie-over = la partie est finie : { $tours } tours ont été marqués
piquet-tour-expected = ce coup est du tour { $expected }, non du tour { $got }
piquet-refait-same-players = un refait se rejoue aussitôt par les deux mêmes joueurs, { $first } et { $second }
piquet-second-deal-swaps = au second coup d’un tour c’est l’autre qui mêle : { $elder } est premier, { $younger } dernier
piquet-partners = { $first } et { $second } sont partenaires ; un tour se joue par un joueur de chaque côté
piquet-not-this-tour = { $player } n’est pas au jeu pour ce tour
## État
piquet-round-partie = partie { $partie }, coup { $deal }
piquet-round-tour = tour { $tour } ({ $decided } sur { $tours } à marquer), roi { $roi } sur { $rois }{ $second ->
        [1] , second coup
       *[0] {""}
    }{ $refaits ->
        [0] {""}
        [1] , après 1 refait
       *[other] , après { $refaits } refaits
    }
piquet-round-over = partie finie : { $tours } tours marqués
piquet-item-running = { $player }, partie { $partie } en { $target }
piquet-item-partie-won = partie { $partie } gagnée par { $winner } au coup { $deal } ({ $first }–{ $second }{ $how ->
        [forfeit] , par une loi
        [lurched] , partie double
       *[target] {""}
    }) : { $loser } a payé
piquet-item-dealt-twice = attention : { $player } a mêlé deux fois de suite (coups { $first } et { $second })
piquet-item-next-tour = tour suivant : { $first } contre { $second }
piquet-item-half-tour = demi-tour, { $player } ({ $hand })
piquet-item-column = { $player } ({ $marks ->
        [0] rien d’écrit
        [1] marqué une fois : { $entries }
       *[other] marqué { $marks } fois : { $entries }
    })
piquet-item-corbillon = corbillon
piquet-item-shared = réglé : partagé
piquet-item-share = réglé : la part de chacun
piquet-item-surplus = réglé : le surplus à { $player }
# Les feuilles de marque des jeux de Piquet.
piquet-sheet-manner-ecrit = écrit (la feuille partagée également)
piquet-sheet-manner-corbillon = le corbillon (jetons et poule)
piquet-sheet-manner-un-contre-un = un contre un (payé à chaque tour)
piquet-sheet-manner-deux-contre-deux = deux contre deux (payé à chaque tour, par camp)
piquet-sheet-manner-chouette = la Chouette (un contre deux, payé à chaque tour)
piquet-sheet-manner-other = { $manner }
piquet-sheet-progress = Manière : { $manner }. { $marked } tours marqués sur { $of } ({ $rois ->
        [one] { $rois } roi
       *[other] { $rois } rois
    }){ $refaits ->
        [0] {""}
        [one] ; { $refaits } refait en attente : la prochaine marque paie la surcharge
       *[other] ; { $refaits } refaits en attente : la prochaine marque paie la surcharge
    }.{ $finished ->
        [yes] {" "}Terminée.
       *[no] {""}
    }
piquet-sheet-corbillon-holds = Le corbillon contient
piquet-sheet-marks = marques.
piquet-sheet-col-tour = Tour
piquet-sheet-col-marked = Marqué
piquet-sheet-col-played = Joué (totaux ; premier coup)
piquet-sheet-col-difference = Diff.
piquet-sheet-col-mark = Marque
piquet-sheet-col-consolation = Consol.
piquet-sheet-col-refaits = Refaits
piquet-sheet-roi = Roi { $roi }
piquet-sheet-refait = refait
piquet-sheet-marked-by = { $marked } par { $winner }
piquet-sheet-played = { $first } { $a } – { $second } { $b } ({ $half_a }–{ $half_b })
piquet-sheet-in-progress = Tour { $tour }, premier coup joué : { $elder } (premier) { $elder_score }, { $younger } (dernier) { $younger_score }
piquet-sheet-sum = Somme
piquet-sheet-sum-help = la colonne de chaque joueur
piquet-sheet-times = ×
piquet-sheet-times-help = fois marqué
piquet-sheet-tours = Les tours
piquet-sheet-tours-help = Chaque tour est de deux coups entre les deux mêmes joueurs. Le perdant est marqué de la différence arrondie aux dizaines, plus la consolation et la surcharge des refaits qui le précèdent ; la charge s’écrit dans sa colonne.
piquet-sheet-no-tour = Aucun tour pour l’instant.
piquet-sheet-pool-corbillon = Celle du corbillon
piquet-sheet-pool-columns = Total des colonnes
piquet-sheet-divided = à partager entre { $players } : une part de
piquet-sheet-odd = chacun ; le reste
piquet-sheet-odd-to = va à { $player }, qui perd le plus
piquet-sheet-in-marks = En marques ; l’argent est le net multiplié par la valeur convenue d’une marque.
piquet-sheet-in-marks-corbillon = En marques, les consolations payées à chaque tour comprises ; l’argent est le net multiplié par la valeur convenue d’une marque.
piquet-sheet-settlement = Le règlement
piquet-sheet-settlement-if = Le règlement si la partie finissait maintenant
piquet-sheet-col-column = Colonne
piquet-sheet-col-times = Marqué
piquet-sheet-col-net = Net (marques)
piquet-sheet-no-settlement = Aucun règlement ne peut encore être tiré.
piquet-sheet-by-law = loi { $law }
piquet-sheet-partie-end = { $how ->
        [forfeit] { $loser } perd par une loi
       *[target] { $winner } atteint le but
    } : { $winner } gagne la partie ; { $loser } paie { $paid }{ $lurched ->
        [yes] , sans avoir atteint la moitié
       *[no] {""}
    }
piquet-sheet-in-progress-partie = La partie en cours :
piquet-sheet-col-deal = Coup
piquet-sheet-col-partie = { $name }, partie
piquet-sheet-col-elder = Premier
piquet-sheet-col-entered = Saisi
piquet-sheet-race = Parties en { $target } points ; le premier qui les atteint gagne l’enjeu, double si l’autre n’en a pas atteint la moitié. { $done ->
        [one] { $done } partie terminée.
       *[other] { $done } parties terminées.
    }
piquet-sheet-deals = Les coups
piquet-sheet-no-deal = Aucun coup pour l’instant.
piquet-sheet-unreadable = La feuille de marque ne peut être lue.
piquet-item-carte-blanche = carte blanche
piquet-item-point = point
piquet-item-sequences = séquences
piquet-item-sets = brelans et quatorzes
piquet-item-repic = repic
piquet-item-pic = pic
piquet-item-play = jeu
piquet-item-cards = cartes
piquet-item-capot = capot

## Raisons des paiements
reason-partie_lurched = partie gagnée, le perdant au-dessous de la moitié
reason-partie_forfeit = partie perdue par une loi

rules-piquet-intro = Deux joueurs, trente-deux cartes ; le point, les séquences, les quatorzes, le pic, le repic et le capot, en cent. Livres : 004 ch. I-IV ; 000:11612-12300 ; 001:300-1265 ; règles : la spécification piquet.
rules-piquet-payment-partie = La partie : le premier à cent points (ou au but convenu) gagne, et le perdant paie l’enjeu (001:1274-1291 ; 004:153-159).
rules-piquet-payment-partie_forfeit = Qui quitte la partie la perd et paie l’enjeu (004:153-159 ; 000:12278-12298 ; 001:1251-1265).
rules-piquet-payment-partie_lurched = Le lurch : le perdant qui n’a pas atteint la moitié du but paie l’enjeu double (001:1274-1291).
