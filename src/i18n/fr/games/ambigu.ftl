# L’Ambigu : tous les messages qui nomment ce jeu, sa page de règles (rules-ambigu-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

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

reason-bet = mise au jeu
reason-combination = combinaison
reason-jeu = le jeu
reason-uncalled_vade = vade non tenue
reason-vade_and_batterie = vade et batterie

rules-ambigu-intro = De deux à six joueurs ; un jeu de combinaisons et d’enchères, la vade et le renvi. Livres : 000:14392-14739 ; 001:10338-10740 ; règles : la spécification other-games-1.
rules-ambigu-payment-bet = Tout jeton mis au jeu (poule, baster, vade, renvi) va au jeu (000:14425-14500 ; 001:10391-10485).
rules-ambigu-payment-jeu = Le meilleur jeu à l’abattre, ou le renvi non tenu, tire tout le jeu (000:14449-14500 ; 001:10415-10485).
rules-ambigu-payment-combination = La combinaison du gagnant est payée par chacun des autres, outre la poule, la vade et les renvis (loi VIII ; 000:14507-14656 ; 001:10497-10651).
rules-ambigu-payment-vade_and_batterie = La vade non tenue : celui qui l’a faite reprend sa vade et la batterie (000:14459-14468 ; 001:10426-10440).
rules-ambigu-payment-uncalled_vade = La vade non tenue : celui qui mêle en paie 2 à qui l’a faite (000:14459-14468 ; 001:10426-10440).
rules-ambigu-payment-penalty = Montrer son jeu, ou ne pas mêler : 4 jetons au jeu (lois XIII–XIV ; 000:14671-14712 ; 001:10671-10710).
