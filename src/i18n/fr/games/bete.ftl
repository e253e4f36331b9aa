# La Bête : tous les messages qui nomment ce jeu, sa page de règles (rules-bete-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Bête
bete-option-fiche-value = Jetons d’une fiche
bete-option-fiche-value-help = Chaque joueur met une fiche devant soi au commencement d’un tour ; un gagnant en tire une.
bete-option-basis = Une bête compte les fiches
bete-option-basis-help = L’exemple du livre compte toutes les fiches qui sont sur la table (une bête de 11 à cinq joueurs) ; l’autre lecture en compte une, « autant de jetons qu’il en aurait gagné ».
bete-basis-all = Toutes les fiches sur la table
bete-basis-one = Une fiche
bete-option-tours-help = Convenu avant de jouer ; pour information.
bete-option-contre = Contre permis
bete-option-contre-help = Un joueur suivant peut jouer contre tous ; s’il perd, il fait la bête double.
bete-field-outcome = Résultat
bete-field-player = Qui a fait jouer (ou joué contre)
bete-field-king = Celui qui a le roi de triomphe
bete-field-contre = Il a joué contre
bete-field-curieuse = A été en curieuse
bete-field-renounced = Ont renoncé (chacun fait la bête)
bete-outcome-not-played = Tous ont passé
bete-outcome-win = Gagné
bete-outcome-lose = Perdu (a fait la bête)
bete-outcome-vole = Vole (les cinq levées)
bete-outcome-devole = Dévole (aucune levée)
bete-event-misdeal = Maldonne
bete-event-misdeal-help = Celui qui donne paie 1 à chacun et redonne.
bete-item-fiches = Fiches sur le tapis
bete-item-game = Jetons pour le jeu
bete-item-king = Jetons pour le roi
bete-item-beasts = Bêtes
bete-item-beast-waiting = Bête en attente
bete-player-when-played = personne n’a fait jouer quand tous ont passé
bete-contre-not-allowed = le contre n’est pas permis à cette table
bete-renounce-other = celui qui a fait jouer n’est pas parmi ceux qui ont renoncé

reason-beast_won = bête gagnée
reason-curieuse = curieuse
reason-dealer_counter = jeton de celui qui mêle
reason-devole_beast = dévole
reason-fiche = fiche
reason-fiche_drawn = fiche tirée
reason-king = les jetons du Roi
reason-king_counter = jeton du Roi
reason-vole_beasts = les bêtes de la vole
reason-vole_fiches = les fiches de la vole
reason-vole_game = le jeu de la vole

rules-bete-intro = De trois à sept joueurs ; celui qui fait jouer gagne le jeu ou fait la bête. Livres : 000:15531-15805 ; 001:11800-12185 ; règles : la spécification other-games-1.
rules-bete-payment-fiche = Au début d’un tour chacun met 1 fiche sur la table (000:15629-15636 ; 001:11971-11978).
rules-bete-payment-king_counter = Chacun met 1 jeton pour le Roi d’atout (000:15637-15647 ; 001:11979-11987).
rules-bete-payment-game_counter = Chacun met 1 jeton au jeu quand aucune bête ne va (000:15652-15658 ; 001:11995-12004).
rules-bete-payment-dealer_counter = Celui qui mêle met toujours 1 jeton au jeu (000:15652-15658 ; 001:11995-12004).
rules-bete-payment-curieuse = La curieuse : tous ayant passé, un joueur met 1 jeton au jeu pour tourner la dernière carte en atout (000:15741-15756 ; 001:12085-12098).
rules-bete-payment-game = Celui qui fait jouer et gagne tire le jeu (000:15616-15624 ; 001:11962-11970).
rules-bete-payment-fiche_drawn = Le gagnant tire une fiche (000:15616-15636 ; 001:11962-11978).
rules-bete-payment-beast_won = Le gagnant tire la bête qui va sur le coup (000:15652-15664 ; 001:11995-12010).
rules-bete-payment-king = Les jetons du Roi vont à qui a le Roi d’atout quand le coup se joue (000:15637-15647, 15757-15764 ; 001:11979-11987).
rules-bete-payment-beast = Celui qui a fait jouer et perd fait la bête de ce qu’il eût pu gagner, double au contre (000:15629-15690 ; 001:11971-12028).
rules-bete-payment-vole = La vole : 1 jeton de chacun des autres (000:15765-15768 ; 001:12108-12111).
rules-bete-payment-vole_game = La vole tire le jeu (000:15616-15624, 15765-15768 ; 001:11962-11970).
rules-bete-payment-vole_fiches = La vole tire toutes les fiches (000:15765-15768 ; 001:12108-12111).
rules-bete-payment-vole_beasts = La vole tire toutes les bêtes, qu’elles aillent ou non (000:15765-15768 ; 001:12108-12111).
rules-bete-payment-devole_beast = La dévole : qui a fait jouer sans faire une levée fait une bête de tout ce qui est au jeu (000:15768-15771 ; 001:12111-12114).
rules-bete-payment-devole = La dévole : il paie aussi 1 jeton à chacun des autres (000:15768-15771 ; 001:12111-12114).
rules-bete-payment-renounce_beast = Chaque renonce fait une bête (000:15797 ; 001:12175).
rules-bete-payment-misdeal = Maldonne : celui qui mêle paie 1 à chacun et refait (000:15797-15798 ; 001:12175-12177).
