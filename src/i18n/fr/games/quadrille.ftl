# Quadrille : tous les messages qui nomment ce jeu, sa page de règles (rules-quadrille-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.
# Les mots des formulaires et des faits de la famille du Quadrille (quadrille-...) sont ici
# aussi : le Médiateur et les Solitaires les partagent (src/games/quadrille).

## Couleurs, matadors, contrats, primes.
quadrille-suit-spades = pique
quadrille-suit-clubs = trèfle
quadrille-suit-hearts = cœur
quadrille-suit-diamonds = carreau
quadrille-matador-spadille = Spadille
quadrille-matador-manille = Manille
quadrille-matador-baste = Baste
quadrille-contract-ask = Demander (appeler un roi)
quadrille-contract-own-king = Appeler son propre roi (seul)
quadrille-contract-forced-spadille = Spadille forcé
quadrille-contract-sans-prendre = Sans prendre
quadrille-contract-sans-prendre-vole = Le Contre (sans prendre, la vole annoncée)
quadrille-contract-roi-rendu = Roi rendu
quadrille-contract-mediateur = Médiateur
quadrille-contract-vole-declared-mediateur = Vole déclarée au Médiateur
quadrille-contract-vole-declared-sans-prendre = Vole déclarée sans prendre
quadrille-contract-pass = Passe (coup nul)
quadrille-premium-sans-prendre = la prime du sans-prendre
quadrille-premium-matadors = les matadors
quadrille-matador-payment-reunion = la réunion : 10 pour les trois ensemble (le traité)
quadrille-matador-payment-per-matador = 2 par matador de la suite (livre anglais)
quadrille-matador-payment-flat-fiche = une fiche quel qu’en soit le nombre (livre anglais)
quadrille-none = aucune
quadrille-list = { $items }
## Les options (spéc. §7).
quadrille-bad-option-not-family = { $game } n’est pas un jeu de la famille du Quadrille
quadrille-bad-option-unit = unité « { $unit } » : le moteur compte en jetons (« jeton »)
quadrille-bad-option-fiche = fiche { $fiche } : à ces jeux une fiche vaut 10 jetons
quadrille-bad-option-contrat = contrat { $contrat } : à ces jeux un contrat vaut 100 jetons
quadrille-bad-option-negative = { $option } ne peut être négatif
quadrille-bad-option-quadrille-only = { $option } est une variante du Quadrille ordinaire, non de { $game }
quadrille-bad-option-favourite-required = favourite_suit est requis à { $game } (la couleur tirée au commencement)
quadrille-bad-option-turk-is-favourite = turk_suit doit différer de favourite_suit (le Turc est une seconde couleur)
quadrille-bad-option-tours-zero = tours vaut au moins 1
quadrille-bad-option-double-tours-zero = double_tours compte les tours à partir de 1
quadrille-bad-option-alone-threshold = alone_threshold { $got } : c’est 3 ou 4 levées
quadrille-bad-option-total-tricks = total_tricks { $got } : un coup a 10 levées (12 seulement dans la seconde manière du Tritrille)
quadrille-bad-option-win-tricks = win_tricks { $got } : il faut plus de la moitié des { $total } levées
quadrille-bad-option-initial-negative = initial_state : les sommes ne peuvent être négatives et une bête en attente vaut au moins 1
quadrille-bad-option-initial-beast-on-game = initial_state : beast_on_game suppose une bête au devant (le devant est à 0)
quadrille-option-tours = Tours de la partie
quadrille-option-tours-help = Un tour est un coup donné par chaque joueur ; la partie est ordinairement de 10 tours (Tritrille 12, Piquemédrille 20).
quadrille-option-favourite = Couleur favorite
quadrille-option-favourite-help = La couleur tirée au commencement : quand elle est la triomphe, tout paiement est doublé, hors les poulans, les fiches du jeu et les bêtes. Jeux du Médiateur seulement (requise là ; sans effet au Quadrille).
quadrille-option-cards-fee = Paiement des cartes
quadrille-option-cards-fee-help = Ce que chaque joueur paie pour les cartes au règlement de la partie (une fiche = 10 jetons).
quadrille-option-double-tours = Tours doubles
quadrille-option-double-tours-help = Les tours joués doubles, comptés à partir de 1 : le dernier par défaut (au Piquemédrille le 10e et le 20e).
quadrille-option-always-double = Tous les coups doubles
quadrille-option-always-double-help = Gros jeu : chaque coup se joue double.
quadrille-option-playoff-double = Coups pour retirer les bêtes joués doubles
quadrille-option-playoff-double-help = Après les tours, les coups qui se jouent pour les bêtes restantes sont doubles (sinon simples).
quadrille-option-alone-threshold = Fait la bête seul au-dessous de (levées)
quadrille-option-alone-threshold-help = Levées propres au-dessous desquelles l’hombre qui a appelé un roi et perdu paie tout seul : 3 au Quadrille (« quelques maisons » 4), 4 au Médiateur.
quadrille-option-four-tricks-remise = Quatre levées font une remise
quadrille-option-four-tricks-remise-help = Lecture du chapitre II du Quadrille : le parti du roi appelé qui fait exactement quatre levées perd par remise, non par codille.
quadrille-option-contre = Le Contre (vole annoncée)
quadrille-option-contre-help = Quadrille : le sans-prendre avec la vole annoncée est admis (lois LV–LVI).
quadrille-option-roi-rendu = Roi rendu
quadrille-option-roi-rendu-help = Quadrille : le roi appelé peut être rendu à l’hombre, qui joue alors seul (loi LVIII).
quadrille-option-mediateur-nf = Médiateur sans couleur favorite
quadrille-option-mediateur-nf-help = Quadrille (livre anglais) : on peut demander un roi contre une carte et une fiche, sans couleur favorite.
quadrille-option-devole-solo = Dévole quand on joue seul
quadrille-option-devole-solo-help = La dévole (aucune levée) se paie aussi par celui qui joue seul (loi LVII).
quadrille-option-devole-mediateur = Dévole aux jeux du Médiateur
quadrille-option-devole-mediateur-help = La dévole se paie dans la famille du Médiateur.
quadrille-option-turk = Couleur du Turc
quadrille-option-turk-help = Jeux du Médiateur (livre anglais) : une seconde couleur tirée, payée quatre fois (jamais la favorite).
quadrille-option-accolade-fee = Paiement de l’accolade
quadrille-option-accolade-fee-help = Jeux du Médiateur (livre anglais) : ce que chacun des autres paie, à chaque coup, à qui tient les deux as noirs (0 = non joué).
quadrille-option-poulans-matadors = Celui qui mêle paie les poulans des matadors
quadrille-option-poulans-matadors-help = Jeux du Médiateur : celui qui mêle paie 2 fiches à Spadille, 1 à Manille et 1 à Baste (sinon, à l’anglaise, les seules fiches du jeu).
quadrille-option-double-matador-poulans = Poulans doublés aux tours doubles
quadrille-option-double-matador-poulans-help = Jeux du Médiateur : les poulans des matadors se doublent avec le tour (sinon, l’usage de « huit fiches » de certaines maisons).
quadrille-option-matador-payment = Comment se paient les matadors
quadrille-option-matador-payment-help = Jeux du Médiateur : la réunion du traité, ou les manières anglaises.
quadrille-option-separate-beasts = Les bêtes d’un même coup vont séparément
quadrille-option-separate-beasts-help = Plusieurs bêtes faites en un coup vont au jeu l’une après l’autre au lieu d’aller ensemble (lois XXVIII–XXIX).
quadrille-option-deal-offset = Coups déjà joués
quadrille-option-deal-offset-help = Les coups joués avant le premier inscrit (partie interrompue) : ils comptent pour les tours et pour celui qui mêle (loi LX).
quadrille-option-initial-state = Ce qu’une partie interrompue a laissé sur la table
quadrille-option-initial-state-help = Ce qu’a laissé une partie interrompue : le devant, les bêtes en attente, les jetons du jeu dus, la masse des matadors (loi LX).
quadrille-option-initial-pot = Le devant (jetons)
quadrille-option-initial-pot-help = Les fiches de ceux qui ont mêlé et la bête qui va au jeu, s’il y en a une, en jetons.
quadrille-option-initial-pending-beasts = Bêtes en attente
quadrille-option-initial-pending-beasts-help = Chaque bête qui attend d’aller au jeu, en jetons, dans l’ordre où elles ont été faites.
quadrille-option-initial-game-units = Jetons du jeu dus (J)
quadrille-option-initial-game-units-help = Les jetons du jeu que chaque joueur doit pour les coups remis.
quadrille-option-initial-matador-pool = Masse des matadors
quadrille-option-initial-matador-pool-help = Jeux du Médiateur : les poulans d’un matador que personne n’avait, qui attendent son prochain possesseur, en jetons.
quadrille-option-initial-beast-on-game = Une bête va au jeu
quadrille-option-initial-beast-on-game-help = Le devant tient déjà une bête : la suivante attend.
quadrille-option-total-tricks = Levées d’un coup
quadrille-option-total-tricks-help = 10 ; 12 seulement dans la seconde manière du Tritrille (36 cartes). Laissé vide : 10.
quadrille-option-win-tricks = Levées qu’il faut pour gagner
quadrille-option-win-tricks-help = Laissé vide : plus de la moitié des levées (6 sur 10, 7 sur 12).
quadrille-option-unit = Unité
quadrille-option-unit-help = Pour information : le moteur compte toujours en jetons.
quadrille-option-unit-jeton = jeton
quadrille-option-fiche = Jetons d’une fiche
quadrille-option-fiche-help = Pour information : une fiche vaut 10 jetons.
quadrille-option-contrat = Jetons d’un contrat
quadrille-option-contrat-help = Pour information : un contrat vaut 100 jetons.
quadrille-option-start-counters = Prise (jetons que prend chaque joueur)
quadrille-option-start-counters-help = Pour information : 7 contrats, soit 700 jetons chacun ; on ne garde que les résultats nets.
## La feuille d'un coup (spéc. §2.1).
quadrille-group-vole = Vole
quadrille-group-matadors = Matadors
quadrille-group-claims = Demandes
quadrille-group-penalties = Bêtes pour fautes
quadrille-group-dealing = La donne
quadrille-group-more = Autres faits
quadrille-help-not-for-pass = { $help } (pas pour une passe)
quadrille-field-contract = Contrat
quadrille-help-contract = La manière de jouer ; un règlement ou un abandon s’inscrit comme un événement.
quadrille-field-ombre = Hombre (celui qui fait jouer)
quadrille-help-ombre = le joueur qui fait jouer
quadrille-field-partner = L’ami (qui tient le roi appelé)
quadrille-help-partner = seulement quand on demande et pour Spadille forcé ; jamais l’hombre
quadrille-field-king-from = Roi donné par
quadrille-help-king-from = Médiateur : qui a donné le roi (il reçoit une fiche) ; pour information au roi rendu
quadrille-field-trump = Triomphe
quadrille-help-trump = la couleur nommée
quadrille-help-trump-mediateur = la couleur favorite double les paiements
quadrille-field-tricks = Levées faites
quadrille-help-tricks = par chaque joueur ; elles font { $total } ensemble
quadrille-field-matadors = Matadors du parti de l’hombre
quadrille-help-matadors = 0, ou la suite de 3 et plus depuis Spadille, Manille, Baste que tient le parti de l’hombre
quadrille-field-holder = Qui tient { $matador }
quadrille-help-holder = pour les poulans ; vide quand personne ne l’a (au talon, coup nul) ; les trois vides quand l’hombre joue seul avec les matadors
quadrille-field-accolade-holder = Accolade tenue par
quadrille-help-accolade-holder = celui qui a les deux as noirs
quadrille-field-vole-undertaken = Vole entreprise
quadrille-help-vole-undertaken = après six levées faites, le parti a joué pour la septième
quadrille-field-vole-barred = Droit à la vole perdu
quadrille-help-vole-barred = pour avoir parlé, montré son jeu, ou l’ami s’étant découvert ; quand on demande, aussi si le roi appelé n’avait pas paru avant la vole
quadrille-field-forfeited = Prime perdue ({ $number })
quadrille-help-forfeited = non demandée avant la coupe (lois XXXIII–XXXVI)
quadrille-field-penalty-payer = Bête pour faute { $number } : payée par
quadrille-help-penalty-payer = le fautif ; la bête vaut ce que vaut le jeu
quadrille-field-penalty-second = Bête pour faute { $number } : partagée avec
quadrille-help-penalty-second = un second fautif : deux joueurs paient chacun la moitié, le premier le jeton impair
quadrille-field-penalty-reason = Bête pour faute { $number } : la faute
quadrille-help-penalty-reason = renonce, carte montrée… : pour information
quadrille-field-dealer = Celui qui mêle
quadrille-help-dealer = qui donne les cartes ; ne le changer que si quelqu’un a mêlé hors de son tour
quadrille-field-double = Joué double
quadrille-help-double = seulement pour doubler un coup que les tours ne doublent pas
quadrille-field-odd-counters-to = Jetons impairs à
quadrille-help-odd-counters-to = quand les gagnants de la codille partagent un devant qui ne se divise pas : à qui a Spadille (ou la plus haute triomphe) au coup suivant
quadrille-field-called = Carte appelée
quadrille-help-called = pour information
## Les événements (spéc. §2.1, §4.8, §5.7).
quadrille-field-event = Événement
quadrille-event-settle = Régler la partie
quadrille-event-settle-help = La fin de la partie : chaque joueur paie les cartes. Seulement quand le devant est vide et qu’aucune bête n’attend.
quadrille-event-abandon = Un joueur quitte la partie
quadrille-event-abandon-help = Loi LIX : le devant et les bêtes en attente se partagent entre les autres ; celui qui quitte paie les cartes pour tous.
quadrille-field-abandon-player = Qui quitte
quadrille-help-abandon-player = le joueur qui quitte la partie
quadrille-event-settle-no-player = un règlement ne nomme aucun joueur (c’est la fin de la partie pour tous)
quadrille-event-abandon-player-when = pour un abandon (qui quitte)
## Les erreurs d'un coup (spéc. §2.1 « Validation »).
quadrille-contract-needs-option = « { $contract } » ne se joue qu’avec l’option { $option }
quadrille-contract-not-here = « { $contract } » ne se joue pas à { $game } ; les contrats ici sont { $allowed }
quadrille-deal-accolade-not-here = l’accolade ne se paie qu’aux jeux du Médiateur, quand la partie en paie une (son prix n’est pas 0)
quadrille-deal-penalty-same-player = une bête partagée nomme deux joueurs différents
quadrille-deal-penalty-payers = une bête pour faute se paie par un joueur ou par deux (la moitié chacun), non par { $got }
quadrille-deal-holders-not-here = les poulans des matadors appartiennent aux jeux du Médiateur, non au Quadrille ordinaire
quadrille-deal-holders-when = quand celui qui mêle paie les poulans des matadors (qui tient spadille, manille, baste ; null pour personne)
quadrille-deal-pass-carries = personne ne joue un coup où tous ont passé : laissez vide (on n’y inscrit que les détenteurs des matadors, le donneur, le doublement, les bêtes et l’accolade)
quadrille-deal-pass-no-manille = dans un coup nul il n’y a pas de triomphe, donc pas de Manille : elle doit être null
quadrille-deal-for-played-deal = pour un coup joué
quadrille-deal-partner-when = pour « { $contract } » (celui qui tient le roi appelé)
quadrille-deal-partner-is-ombre = l’ami ne peut être l’hombre ; un roi appelé de sa propre main, c’est le contrat « { $own } »
quadrille-deal-partner-not-here = seul un roi appelé donne un ami (« { $ask } » ou « { $forced } »), non « { $contract } »
quadrille-deal-king-from-ombre = l’hombre ne peut se donner le roi à lui-même
quadrille-deal-king-from-piquemedrille = au Piquemédrille on n’échange pas de roi (le Médiateur se prend au talon)
quadrille-deal-king-from-not-here = seuls le Médiateur (ou le roi rendu) font donner un roi, non « { $contract } »
quadrille-deal-king-from-when = pour un Médiateur (qui a donné le roi et reçoit la fiche)
quadrille-deal-matadors-when = pour un coup joué (0 s’il n’y en a pas)
quadrille-deal-matadors-run = { $got } matadors : c’est 0 ou une suite de 3 à { $max } (depuis Spadille, Manille, Baste), triomphe { $trump }
quadrille-deal-vole-undertaken = le parti a fait { $got } levées ; on n’entreprend la vole qu’après en avoir fait { $needed }
quadrille-deal-forfeited-not-here = les primes ne se perdent ainsi qu’au Quadrille ordinaire
quadrille-deal-forfeited-sans-prendre = « { $contract } » n’a pas de prime de sans-prendre à perdre
quadrille-deal-holders-all-side = le parti tient Spadille, Manille et Baste (les détenteurs des matadors le disent) : les matadors sont donc au moins 3
quadrille-deal-holders-outside = { $got } matadors, mais les détenteurs des matadors en mettent un hors du parti de l’hombre
quadrille-deal-tricks-when = pour un coup joué (les levées de chaque joueur)
quadrille-deal-tricks-every-player = les levées du parti de l’hombre décident du coup : il manque celles de { $player } (celles des défenseurs peuvent rester vides)
quadrille-deal-tricks-range = { $player } a fait { $got } levées ; un joueur en fait de 0 à { $max }
quadrille-deal-odd-counters-when = quand les gagnants de la codille partagent un devant de { $pot } qui ne se divise pas également (à qui a Spadille ou la plus haute triomphe au coup suivant)
quadrille-deal-odd-counters-not-winner = { $player } n’a pas gagné la codille ; les jetons impairs vont à l’un de ceux qui l’ont gagnée
quadrille-not-now-partie-finished = les { $tours } tours sont joués et il ne reste pas de bête à retirer : la partie est finie (inscrire {"{"}"event":"settle"{"}"})
quadrille-not-now-settled = la partie a été réglée ; rien ne peut suivre un règlement
quadrille-not-now-abandoned = un joueur a quitté la partie ; rien ne peut suivre un abandon
quadrille-not-now-table-not-clear = on joue jusqu’à ce que la table soit nette (devant { $pot }, bêtes en attente : { $beasts }) ; les coups suivants les retirent
## Ce que la table montre entre les coups.
quadrille-round = tour { $tour } sur { $tours }{ $playoff ->
        [yes] {", pour retirer les bêtes"}
       *[no] {""}
    }{ $doubled ->
        [yes] {", double"}
       *[no] {""}
    }
quadrille-table-pot = le devant
quadrille-table-beast-on-game = une bête va au jeu
quadrille-table-beast-waiting = bête en attente, { $position ->
        [1] la prochaine à aller
       *[other] la { $position }e à aller
    }
quadrille-table-game-jetons = jetons du jeu dus (J) par chaque joueur
quadrille-table-matador-pool = masse des matadors, { $matador }
quadrille-table-playoff = on joue pour retirer les bêtes : celui qui mêle ne met point de fiche ; on continue jusqu’à ce qu’elles soient retirées
quadrille-table-settled = partie close (réglée)
quadrille-table-abandoned = partie close (abandon)
quadrille-help-tricks-side = par joueur, { $total } en tout ; avec un partenaire, celles de l’hombre et de son partenaire suffisent (les défenseurs ont le reste) ; une case laissée vide prend ce que laissent les autres

reason-mediateur = Médiateur

rules-quadrille-intro = Quatre joueurs, quarante cartes ; l’hombre nomme l’atout et appelle un roi pour ami, ou joue seul ; des fiches au jeu, des bêtes pour un jeu perdu. Livres : 000:1-2000 ; 001:2317-5100 ; règles : la spécification quadrille.
rules-quadrille-payment-abandon_share = Une partie abandonnée : ce qui est sur la table se partage entre les joueurs (spec quadrille §4.8 ; FR 1590–1606).
rules-quadrille-payment-beast = Une bête : le côté qui perd (remise ou codille) ou qui fait une faute paie une bête égale au jeu, qui va sur un coup suivant (lois XXVIII–XXIX, FR 1457–1463 ; EN 3245–3250).
rules-quadrille-payment-beast_goes = Une bête va au jeu : quand le jeu est tiré, la plus grosse bête en attente va sur le coup suivant (FR 7075–7126 ; EN 3341–3360).
rules-quadrille-payment-cards = Les cartes : ce qui se paie pour les cartes, à la maison (spec quadrille §3.1, §4.8 ; FR 1590–1598).
rules-quadrille-payment-carried_forward = Ce qu’une partie remise à plus tard avait laissé sur la table, rapporté à la reprise (spec quadrille §3.3, initial_state).
rules-quadrille-payment-consolation = La consolation, 2 jetons par adversaire, payée à la gagnée, à la remise et à la codille (FR 789–792 ; EN 3420–3424).
rules-quadrille-payment-contre_missed = Le contre : une vole annoncée contre l’hombre et manquée lui est payée comme une vole (spec quadrille §4.4, option contre).
rules-quadrille-payment-devole = La dévole : le côté qui ne fait aucune levée paie à chaque adversaire comme pour une vole (FR 833–837 ; spec quadrille §4.3).
rules-quadrille-payment-draws_the_pot = Tirer le devant : les gagnants (ou ceux qui gagnent codille) tirent les fiches du jeu et la bête qui y est (FR 540–545 ; EN 3098–3102).
rules-quadrille-payment-game = Le jeu : chaque adversaire paie aux gagnants les jetons du jeu, un par coup remis plus ceux du coup (FR 752–760 ; EN 3400–3418).
rules-quadrille-payment-game_fiche = La fiche (ou les fiches) que met celui qui mêle, à chaque coup, doublée au tour double (FR 665–675, 838–846 ; EN 3313–3318).
rules-quadrille-payment-king_fiche = Le roi demandé : l’hombre donne une fiche à celui qui a le roi qu’il demande (spec quadrille §5.1 ; FR 6300–6420).
rules-quadrille-payment-matadors = Les matadors : 1 jeton par matador de la suite du côté qui les a, trois au moins (FR 792–801, loi XXXVII ; EN 3424–3436).
rules-quadrille-payment-mediateur = Le Médiateur : l’hombre qui demande un roi pour une fiche et joue seul est payé comme jouant seul (spec quadrille §4.12 ; EN 5432–5462).
rules-quadrille-payment-penalty_beast = Une bête de pénalité pour une faute (renonce, jeu montré, atout non demandé), payée par le fautif (lois XXI–XXVII ; FR 1419–1456 ; EN 4311–4330).
rules-quadrille-payment-sans_prendre = Sans prendre : 5 jetons de chaque adversaire à celui qui a joué sans appeler de roi (FR 803–806 ; EN 3437–3443).
rules-quadrille-payment-vole = La vole : les dix levées, 10 jetons de chaque adversaire en appelant, 20 sans prendre (FR 833–837 ; EN 3475–3487).
rules-quadrille-payment-vole_missed = La vole entreprise et manquée : la partie gagnée est payée, puis le côté paie la vole à chaque adversaire (lois XLIII–XLIV, LIV ; FR 618–630).
