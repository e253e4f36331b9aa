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
