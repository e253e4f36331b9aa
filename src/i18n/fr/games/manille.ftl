# La Manille : tous les messages qui nomment ce jeu, sa page de règles (rules-manille-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Manille
manille-option-fiche-value = Jetons d’une fiche
manille-option-fiche-value-help = L’enjeu est de neuf fiches de dix jetons et de dix jetons.
manille-option-partie-ante = Fiches au corbillon à chaque coup
manille-option-partie-ante-help = « Une ou deux » fiches chacun ; le premier qui s’est défait de ses cartes les prend.
manille-option-played = Fiches pour la manille jouée
manille-option-played-help = Chacun des autres donne une fiche à celui qui l’a, « ou moins si l’on en convient », demandée avant qu’elle soit couverte.
manille-option-held = Fiches pour la manille restée en main
manille-option-held-help = Celui qui l’a donne une fiche (ou moins) à chacun des autres.
manille-option-pay-by = Les perdants paient
manille-option-pay-by-help = Un jeton par point qui leur reste, ou par carte au « petit jeu ».
manille-pay-by-points = par point qui reste
manille-pay-by-cards = par carte qui reste
manille-option-look-penalty = Peine pour avoir touché les cartes jouées
manille-option-look-penalty-help = Un jeton à chaque joueur, ou comme on en convient.
manille-option-prise = Enjeu (la provision)
manille-option-prise-help = Environ 100 jetons par joueur ; pour information, ce n’est pas un paiement.
manille-field-winner = Le premier défait de ses cartes
manille-field-points = Points restés en main
manille-field-cards = Cartes restées en main
manille-field-left-help = Pour chaque perdant ; la manille compte 9, les rois, dames et valets 10.
manille-field-kings-played = Rois posés
manille-field-kings-left = Rois restés en main
manille-field-manille-holder = Celui qui a la manille (le neuf de carreau)
manille-field-manille-status = La manille a été
manille-status-played-claimed = jouée et demandée
manille-status-played-unclaimed = jouée, couverte avant qu’il la demande
manille-status-held = encore en main
manille-field-sans = « Sans » : personne n’a pu fournir
manille-field-touched = A touché les cartes jouées
manille-field-penalty = Peine
manille-penalty-touched = A touché les cartes jouées
manille-item-corbillon = Le corbillon
manille-when-pay-by = pour la manière dont paient les perdants
manille-losers-exactly = nommez exactement les joueurs qui ne se sont pas défaits de leurs cartes
manille-four-kings = il y a quatre rois en tout
manille-losers-only = seul un perdant peut l’avoir encore en main
manille-event-misdeal = Maldonne
manille-event-misdeal-help = Notée sans paiement ; le même donneur refait.

reason-king_left = roi resté en main
reason-king_played = roi joué
reason-manille_held = manille gardée
reason-manille_played = manille jouée
reason-partie_ante = la fiche de la partie
reason-sans = sans

rules-manille-intro = De deux à cinq joueurs ; l’ancienne Comète, où se paient la manille et les rois. Livres : 000:13524-13687 ; règles : la spécification other-games-1.
rules-manille-payment-partie_ante = La partie : chacun met une ou deux fiches au corbillon à chaque coup (000:13665-13669).
rules-manille-payment-partie = Le gagnant, premier à finir, prend le corbillon (000:13665-13669).
rules-manille-payment-sans = Un sans que personne ne peut suivre : 1 jeton de chacun des autres (000:13607-13616).
rules-manille-payment-manille_played = La manille jouée et réclamée : une fiche de chacun des autres (000:13641-13648).
rules-manille-payment-manille_held = La manille restée en main : son possesseur donne une fiche à chacun des autres (000:13650-13656).
rules-manille-payment-king_played = Chaque roi joué : 1 jeton de chacun des autres (000:13658-13663).
rules-manille-payment-king_left = Chaque roi resté en main : 1 jeton à chacun des autres (000:13658-13663).
rules-manille-payment-cards_left = Les cartes restées : chaque perdant paie au gagnant 1 jeton par point (ou par carte) qui lui reste (000:13618-13628).
rules-manille-payment-penalty = Toucher les cartes jouées : 1 jeton à chacun (000:13671-13677).
