# The rules pages (GET /games, GET /games/{id}): the pages' words, then per game its
# introduction and one sentence per payment, each citing its book and lines.

page-rules-index-title = Les jeux et leurs règles
page-rules-index-intro = Tous les jeux que tient academie, par famille, chacun avec les règles de son livre.
page-rules-glossary-link = Les termes des livres
page-rules-seats = { $seats } joueurs
page-rules-title = { $game } : les règles
page-rules-other-name = Dans l'autre livre
page-rules-family = Famille
page-rules-seats-label = Joueurs
page-rules-chapter = Chapitres (livre:lignes)
page-rules-sources = Les livres : 000 l'Académie universelle des jeux (français), 001 l'Academy of Play (anglais), 002 les règles de La Haye du Reversis (1785), 004 le traité du Piquet ; FR et EN numérotent les lignes des mêmes livres français et anglais.
page-rules-start = Commencer une partie de ce jeu
page-rules-terms = Les termes des livres
page-rules-entered = Ce qu'on entre à chaque donne
page-rules-entered-json = La donne s'entre telle que les livres la décrivent, en JSON.
page-rules-required = obligatoire
page-rules-payments = Ce qu'est chaque paiement
page-rules-options = Les options
page-rules-no-options = Ce jeu n'a pas d'option.
page-rules-default = Par défaut : { $value }
page-rules-no-default = Pas de valeur par défaut : les joueurs en conviennent avant la partie.
page-rules-choices = Choix
page-rules-yes = oui
page-rules-no = non
page-rules-events = Les événements
page-rules-no-events = Ce jeu n'a pas d'événement hors des donnes.
page-rules-no-such-game = « { $game } » n'est pas un jeu que connaît academie.
page-rules-link = Les règles de ce jeu
page-glossary-title = Les termes des livres
page-glossary-intro = Les mots des livres, tels qu'ils les écrivent, avec les jeux où ils servent.

rules-family-quadrille = Le Quadrille et le Médiateur
rules-family-ombre = L'Hombre et les Quintilles
rules-family-piquet = Le Piquet
rules-family-reversis = Le Reversis
rules-family-jeux = Les courses de jeux
rules-family-corbillons = Les corbillons et les poules
rules-family-mail = Le Mail
rules-family-comete = La Comète et la Manille
rules-family-marks = Les courses d'impériales et de jeux
rules-family-pool = Les jeux de poule
rules-family-bete = La Bête et la Mouche

rules-quadrille-intro = Quatre joueurs, quarante cartes ; l'hombre nomme l'atout et appelle un roi pour ami, ou joue seul ; des fiches au jeu, des bêtes pour un jeu perdu. Livres : 000:1-2000; 001:2317-5100 ; règles : la spécification quadrille.
rules-quadrille-payment-abandon_share = Une partie abandonnée : ce qui est sur la table se partage entre les joueurs (spec quadrille §4.8 ; FR 1590–1606).
rules-quadrille-payment-beast = Une bête : le côté qui perd (remise ou codille) ou qui fait une faute paie une bête égale au jeu, qui va sur un coup suivant (lois XXVIII–XXIX, FR 1457–1463 ; EN 3245–3250).
rules-quadrille-payment-beast_goes = Une bête va au jeu : quand le jeu est tiré, la plus grosse bête en attente va sur le coup suivant (FR 7075–7126 ; EN 3341–3360).
rules-quadrille-payment-cards = Les cartes : ce qui se paie pour les cartes, à la maison (spec quadrille §3.1, §4.8 ; FR 1590–1598).
rules-quadrille-payment-carried_forward = Ce qu'une partie remise à plus tard avait laissé sur la table, rapporté à la reprise (spec quadrille §3.3, initial_state).
rules-quadrille-payment-consolation = La consolation, 2 jetons par adversaire, payée à la gagnée, à la remise et à la codille (FR 789–792 ; EN 3420–3424).
rules-quadrille-payment-contre_missed = Le contre : une vole annoncée contre l'hombre et manquée lui est payée comme une vole (spec quadrille §4.4, option contre).
rules-quadrille-payment-devole = La dévole : le côté qui ne fait aucune levée paie à chaque adversaire comme pour une vole (FR 833–837 ; spec quadrille §4.3).
rules-quadrille-payment-draws_the_pot = Tirer le devant : les gagnants (ou ceux qui gagnent codille) tirent les fiches du jeu et la bête qui y est (FR 540–545 ; EN 3098–3102).
rules-quadrille-payment-game = Le jeu : chaque adversaire paie aux gagnants les jetons du jeu, un par coup remis plus ceux du coup (FR 752–760 ; EN 3400–3418).
rules-quadrille-payment-game_fiche = La fiche (ou les fiches) que met celui qui mêle, à chaque coup, doublée au tour double (FR 665–675, 838–846 ; EN 3313–3318).
rules-quadrille-payment-king_fiche = Le roi demandé : l'hombre donne une fiche à celui qui a le roi qu'il demande (spec quadrille §5.1 ; FR 6300–6420).
rules-quadrille-payment-matadors = Les matadors : 1 jeton par matador de la suite du côté qui les a, trois au moins (FR 792–801, loi XXXVII ; EN 3424–3436).
rules-quadrille-payment-mediateur = Le Médiateur : l'hombre qui demande un roi pour une fiche et joue seul est payé comme jouant seul (spec quadrille §4.12 ; EN 5432–5462).
rules-quadrille-payment-penalty_beast = Une bête de pénalité pour une faute (renonce, jeu montré, atout non demandé), payée par le fautif (lois XXI–XXVII ; FR 1419–1456 ; EN 4311–4330).
rules-quadrille-payment-sans_prendre = Sans prendre : 5 jetons de chaque adversaire à celui qui a joué sans appeler de roi (FR 803–806 ; EN 3437–3443).
rules-quadrille-payment-vole = La vole : les dix levées, 10 jetons de chaque adversaire en appelant, 20 sans prendre (FR 833–837 ; EN 3475–3487).
rules-quadrille-payment-vole_missed = La vole entreprise et manquée : la partie gagnée est payée, puis le côté paie la vole à chaque adversaire (lois XLIII–XLIV, LIV ; FR 618–630).

rules-mediateur-intro = Le Quadrille au Médiateur : un roi demandé pour une fiche, les poulans des matadors, une couleur favorite tirée au début. Livres : 000:2000-7390; 001:5110-5462 ; règles : la spécification quadrille.
rules-mediateur-payment-accolade = L'accolade : chacun des autres paie celui qui a l'accolade (option accolade_fee ; spec quadrille §5.8).
rules-mediateur-payment-beast = Une bête : le côté qui perd (remise ou codille) ou qui fait une faute paie une bête égale au jeu, qui va sur un coup suivant (lois XXVIII–XXIX, FR 1457–1463 ; EN 3245–3250).
rules-mediateur-payment-beast_goes = Une bête va au jeu : quand le jeu est tiré, la plus grosse bête en attente va sur le coup suivant (FR 7075–7126 ; EN 3341–3360).
rules-mediateur-payment-cards = Les cartes : ce qui se paie pour les cartes, à la maison (spec quadrille §3.1, §4.8 ; FR 1590–1598).
rules-mediateur-payment-carried_forward = Ce qu'une partie remise à plus tard avait laissé sur la table, rapporté à la reprise (spec quadrille §3.3, initial_state).
rules-mediateur-payment-devole = La dévole : le côté qui ne fait aucune levée paie à chaque adversaire comme pour une vole (FR 833–837 ; spec quadrille §4.3).
rules-mediateur-payment-draws_the_pot = Tirer le devant : les gagnants (ou ceux qui gagnent codille) tirent les fiches du jeu et la bête qui y est (FR 540–545 ; EN 3098–3102).
rules-mediateur-payment-game = Le jeu : chaque adversaire paie aux gagnants les jetons du jeu, un par coup remis plus ceux du coup (FR 752–760 ; EN 3400–3418).
rules-mediateur-payment-game_fiche = La fiche (ou les fiches) que met celui qui mêle, à chaque coup, doublée au tour double (FR 665–675, 838–846 ; EN 3313–3318).
rules-mediateur-payment-king_fiche = Le roi demandé : l'hombre donne une fiche à celui qui a le roi qu'il demande (spec quadrille §5.1 ; FR 6300–6420).
rules-mediateur-payment-matadors = Les matadors : 1 jeton par matador de la suite du côté qui les a, trois au moins (FR 792–801, loi XXXVII ; EN 3424–3436).
rules-mediateur-payment-poulan_baste = Le poulan de Baste : celui qui mêle paie 10 jetons à qui a Baste (FR 2340–2350, 6307–6345).
rules-mediateur-payment-poulan_manille = Le poulan de Manille : celui qui mêle paie 10 jetons à qui a Manille (FR 2340–2350, 6307–6345).
rules-mediateur-payment-poulan_spadille = Le poulan de Spadille : celui qui mêle paie 20 jetons à qui a Spadille (FR 2340–2350, 6307–6345).
rules-mediateur-payment-retribution = La rétribution des moyens : l'hombre est payé par chaque adversaire (ou le paie) selon la table du Médiateur, multipliée en couleur favorite (FR 6470–6500, 6915–6990).
rules-mediateur-payment-vole = La vole : les dix levées, 10 jetons de chaque adversaire en appelant, 20 sans prendre (FR 833–837 ; EN 3475–3487).
rules-mediateur-payment-vole_missed = La vole entreprise et manquée : la partie gagnée est payée, puis le côté paie la vole à chaque adversaire (lois XLIII–XLIV, LIV ; FR 618–630).
rules-mediateur-payment-pool_spadille = La poule de Spadille : le poulan d'un Spadille resté au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).
rules-mediateur-payment-pool_manille = La poule de Manille : le poulan d'une Manille sans possesseur attend le prochain (spec quadrille §3.3, étape 2).
rules-mediateur-payment-pool_baste = La poule de Baste : le poulan d'une Baste restée au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).

rules-solitaire-quatre-intro = Le Médiateur où chaque jeu se joue seul. Livres : 000:7409-7440; 001:5464-5492 ; règles : la spécification quadrille.
rules-solitaire-quatre-payment-beast = Une bête : le côté qui perd (remise ou codille) ou qui fait une faute paie une bête égale au jeu, qui va sur un coup suivant (lois XXVIII–XXIX, FR 1457–1463 ; EN 3245–3250).
rules-solitaire-quatre-payment-beast_goes = Une bête va au jeu : quand le jeu est tiré, la plus grosse bête en attente va sur le coup suivant (FR 7075–7126 ; EN 3341–3360).
rules-solitaire-quatre-payment-cards = Les cartes : ce qui se paie pour les cartes, à la maison (spec quadrille §3.1, §4.8 ; FR 1590–1598).
rules-solitaire-quatre-payment-draws_the_pot = Tirer le devant : les gagnants (ou ceux qui gagnent codille) tirent les fiches du jeu et la bête qui y est (FR 540–545 ; EN 3098–3102).
rules-solitaire-quatre-payment-game = Le jeu : chaque adversaire paie aux gagnants les jetons du jeu, un par coup remis plus ceux du coup (FR 752–760 ; EN 3400–3418).
rules-solitaire-quatre-payment-game_fiche = La fiche (ou les fiches) que met celui qui mêle, à chaque coup, doublée au tour double (FR 665–675, 838–846 ; EN 3313–3318).
rules-solitaire-quatre-payment-king_fiche = Le roi demandé : l'hombre donne une fiche à celui qui a le roi qu'il demande (spec quadrille §5.1 ; FR 6300–6420).
rules-solitaire-quatre-payment-pool_manille = La poule de Manille : le poulan d'une Manille sans possesseur attend le prochain (spec quadrille §3.3, étape 2).
rules-solitaire-quatre-payment-poulan_baste = Le poulan de Baste : celui qui mêle paie 10 jetons à qui a Baste (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-poulan_manille = Le poulan de Manille : celui qui mêle paie 10 jetons à qui a Manille (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-poulan_spadille = Le poulan de Spadille : celui qui mêle paie 20 jetons à qui a Spadille (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-retribution = La rétribution des moyens : l'hombre est payé par chaque adversaire (ou le paie) selon la table du Médiateur, multipliée en couleur favorite (FR 6470–6500, 6915–6990).
rules-solitaire-quatre-payment-pool_spadille = La poule de Spadille : le poulan d'un Spadille resté au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).
rules-solitaire-quatre-payment-pool_baste = La poule de Baste : le poulan d'une Baste restée au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).

rules-tritrille-intro = Le Médiateur à trois, chacun jouant seul. Livres : 000:7441-7556; 001:5494-5571 ; règles : la spécification quadrille.
rules-tritrille-payment-beast = Une bête : le côté qui perd (remise ou codille) ou qui fait une faute paie une bête égale au jeu, qui va sur un coup suivant (lois XXVIII–XXIX, FR 1457–1463 ; EN 3245–3250).
rules-tritrille-payment-beast_goes = Une bête va au jeu : quand le jeu est tiré, la plus grosse bête en attente va sur le coup suivant (FR 7075–7126 ; EN 3341–3360).
rules-tritrille-payment-cards = Les cartes : ce qui se paie pour les cartes, à la maison (spec quadrille §3.1, §4.8 ; FR 1590–1598).
rules-tritrille-payment-draws_the_pot = Tirer le devant : les gagnants (ou ceux qui gagnent codille) tirent les fiches du jeu et la bête qui y est (FR 540–545 ; EN 3098–3102).
rules-tritrille-payment-game = Le jeu : chaque adversaire paie aux gagnants les jetons du jeu, un par coup remis plus ceux du coup (FR 752–760 ; EN 3400–3418).
rules-tritrille-payment-game_fiche = La fiche (ou les fiches) que met celui qui mêle, à chaque coup, doublée au tour double (FR 665–675, 838–846 ; EN 3313–3318).
rules-tritrille-payment-king_fiche = Le roi demandé : l'hombre donne une fiche à celui qui a le roi qu'il demande (spec quadrille §5.1 ; FR 6300–6420).
rules-tritrille-payment-matadors = Les matadors : 1 jeton par matador de la suite du côté qui les a, trois au moins (FR 792–801, loi XXXVII ; EN 3424–3436).
rules-tritrille-payment-poulan_baste = Le poulan de Baste : celui qui mêle paie 10 jetons à qui a Baste (FR 2340–2350, 6307–6345).
rules-tritrille-payment-poulan_manille = Le poulan de Manille : celui qui mêle paie 10 jetons à qui a Manille (FR 2340–2350, 6307–6345).
rules-tritrille-payment-poulan_spadille = Le poulan de Spadille : celui qui mêle paie 20 jetons à qui a Spadille (FR 2340–2350, 6307–6345).
rules-tritrille-payment-retribution = La rétribution des moyens : l'hombre est payé par chaque adversaire (ou le paie) selon la table du Médiateur, multipliée en couleur favorite (FR 6470–6500, 6915–6990).
rules-tritrille-payment-pool_spadille = La poule de Spadille : le poulan d'un Spadille resté au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).
rules-tritrille-payment-pool_manille = La poule de Manille : le poulan d'une Manille sans possesseur attend le prochain (spec quadrille §3.3, étape 2).
rules-tritrille-payment-pool_baste = La poule de Baste : le poulan d'une Baste restée au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).

rules-piquemedrille-intro = Le Médiateur à deux, avec des demi-bêtes. Livres : 000:7558-7650; 001:5572-5630 ; règles : la spécification quadrille.
rules-piquemedrille-payment-beast = Une bête : le côté qui perd (remise ou codille) ou qui fait une faute paie une bête égale au jeu, qui va sur un coup suivant (lois XXVIII–XXIX, FR 1457–1463 ; EN 3245–3250).
rules-piquemedrille-payment-beast_goes = Une bête va au jeu : quand le jeu est tiré, la plus grosse bête en attente va sur le coup suivant (FR 7075–7126 ; EN 3341–3360).
rules-piquemedrille-payment-cards = Les cartes : ce qui se paie pour les cartes, à la maison (spec quadrille §3.1, §4.8 ; FR 1590–1598).
rules-piquemedrille-payment-draws_the_pot = Tirer le devant : les gagnants (ou ceux qui gagnent codille) tirent les fiches du jeu et la bête qui y est (FR 540–545 ; EN 3098–3102).
rules-piquemedrille-payment-game = Le jeu : chaque adversaire paie aux gagnants les jetons du jeu, un par coup remis plus ceux du coup (FR 752–760 ; EN 3400–3418).
rules-piquemedrille-payment-game_fiche = La fiche (ou les fiches) que met celui qui mêle, à chaque coup, doublée au tour double (FR 665–675, 838–846 ; EN 3313–3318).
rules-piquemedrille-payment-matadors = Les matadors : 1 jeton par matador de la suite du côté qui les a, trois au moins (FR 792–801, loi XXXVII ; EN 3424–3436).
rules-piquemedrille-payment-pool_spadille = La poule de Spadille : le poulan d'un Spadille resté au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).
rules-piquemedrille-payment-poulan_baste = Le poulan de Baste : celui qui mêle paie 10 jetons à qui a Baste (FR 2340–2350, 6307–6345).
rules-piquemedrille-payment-poulan_manille = Le poulan de Manille : celui qui mêle paie 10 jetons à qui a Manille (FR 2340–2350, 6307–6345).
rules-piquemedrille-payment-poulan_spadille = Le poulan de Spadille : celui qui mêle paie 20 jetons à qui a Spadille (FR 2340–2350, 6307–6345).
rules-piquemedrille-payment-retribution = La rétribution des moyens : l'hombre est payé par chaque adversaire (ou le paie) selon la table du Médiateur, multipliée en couleur favorite (FR 6470–6500, 6915–6990).
rules-piquemedrille-payment-pool_manille = La poule de Manille : le poulan d'une Manille sans possesseur attend le prochain (spec quadrille §3.3, étape 2).
rules-piquemedrille-payment-pool_baste = La poule de Baste : le poulan d'une Baste restée au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).

rules-ombre-intro = Trois joueurs, quarante cartes ; l'hombre joue contre les deux autres ; remise et codille, matadors, la vole, les pretintailles. Livres : 000:7874-10848; 001:5660-8475 ; règles : la spécification ombre.
rules-ombre-payment-abandon_beast = Le jeu abandonné : l'hombre qui quitte fait la bête (000:8854-8987 ; 001:6504-6745).
rules-ombre-payment-abandon_divides = Le jeu abandonné : les défendeurs partagent ce qui est au jeu (000:8854-8987 ; 001:6504-6745).
rules-ombre-payment-beast_goes = Une bête va au jeu quand le jeu est tiré, l'une après l'autre (000:8988-9064, 9193-9369 ; 001:6751-6836, 7001-7165).
rules-ombre-payment-beasts_on_game = Les bêtes mises au jeu comptent dans ce que tire le gagnant (000:9193-9369 ; 001:7001-7165).
rules-ombre-payment-bon_air = Une pretintaille : le bon air, payé par chacun des autres (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-codille = Codille : le défendeur qui fait plus de levées que l'hombre tire le jeu, et l'hombre fait la bête (000:9066-9191 ; 001:6838-6995).
rules-ombre-payment-codille_beast = La bête que fait l'hombre qui perd codille (000:9066-9191 ; 001:6838-6995).
rules-ombre-payment-consolation = La consolation, payée par ou à chacun des deux autres (spec ombre §1.4.4 ; 000:9193-9369).
rules-ombre-payment-contre_missed = Le contre manqué : celui qui a dit contre paie selon le livre (000:9411-9536 ; 001:7212-7298).
rules-ombre-payment-degout = Une pretintaille : le dégoût (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-discorde = Une pretintaille : la discorde, les quatre rois dans une main (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-draws_pool = L'hombre qui gagne tire ce qui est au jeu (000:9066-9191 ; 001:6838-6995).
rules-ombre-payment-estrapade = Une pretintaille : l'estrapade (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-matadors = Les matadors : chacun des autres paie chaque matador de la suite de l'hombre, que l'hombre paie s'il perd (000:8238-8330, lois LII–LVIII 10659-10709 ; 001:5950-6022).
rules-ombre-payment-penalty_beast = Une bête pour une faute (renonce, jeu montré), payée par le fautif (000:8988-9064, lois 10299-10848 ; 001:6751-6836).
rules-ombre-payment-remise_beast = Remise : l'hombre qui ne fait pas plus de levées qu'un défendeur, sans codille, fait une bête égale au jeu (000:9066-9191 ; 001:6838-6995).
rules-ombre-payment-sans_prendre = Sans prendre : chacun des deux autres paie l'hombre qui a joué sans prendre au talon (000:8672-8730 ; 001:6300-6375).
rules-ombre-payment-stake = Les mises : chacun marque le jeu de ses fiches à chaque jeu neuf (000:8331-8441 ; 001:6033-6114).
rules-ombre-payment-triomphante = Une pretintaille : la triomphante (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-vole = La vole : les neuf levées, payée par chacun des autres (000:9411-9536 ; 001:7212-7298).
rules-ombre-payment-vole_draws_beasts = La vole tire les bêtes qui sont au jeu (000:9411-9536 ; 001:7212-7298).
rules-ombre-payment-vole_missed = La vole entreprise et manquée : l'hombre paie ce que la vole aurait gagné (000:9411-9536 ; 001:7212-7298).
rules-ombre-payment-leftover_share = À la fin de la partie, ce qui reste au jeu se partage selon l'option leftover_policy (000:9538-9584 ; 001:7300-7340).

rules-ombre-deux-intro = L'Hombre à deux, une couleur ôtée. Livres : 000:11134-11165; 001:8830-8850 ; règles : la spécification ombre.
rules-ombre-deux-payment-beast_goes = Une bête va au jeu quand le jeu est tiré, l'une après l'autre (000:8988-9064, 9193-9369 ; 001:6751-6836, 7001-7165).
rules-ombre-deux-payment-codille = Codille : le défendeur qui fait plus de levées que l'hombre tire le jeu, et l'hombre fait la bête (000:9066-9191 ; 001:6838-6995).
rules-ombre-deux-payment-codille_beast = La bête que fait l'hombre qui perd codille (000:9066-9191 ; 001:6838-6995).
rules-ombre-deux-payment-draws_pool = L'hombre qui gagne tire ce qui est au jeu (000:9066-9191 ; 001:6838-6995).
rules-ombre-deux-payment-matadors = Les matadors : chacun des autres paie chaque matador de la suite de l'hombre, que l'hombre paie s'il perd (000:8238-8330, lois LII–LVIII 10659-10709 ; 001:5950-6022).
rules-ombre-deux-payment-remise_beast = Remise : l'hombre qui ne fait pas plus de levées qu'un défendeur, sans codille, fait une bête égale au jeu (000:9066-9191 ; 001:6838-6995).
rules-ombre-deux-payment-sans_prendre = Sans prendre : chacun des deux autres paie l'hombre qui a joué sans prendre au talon (000:8672-8730 ; 001:6300-6375).
rules-ombre-deux-payment-stake = Les mises : chacun marque le jeu de ses fiches à chaque jeu neuf (000:8331-8441 ; 001:6033-6114).
rules-ombre-deux-payment-vole_missed = La vole entreprise et manquée : l'hombre paie ce que la vole aurait gagné (000:9411-9536 ; 001:7212-7298).
rules-ombre-deux-payment-leftover_share = À la fin de la partie, ce qui reste au jeu se partage selon l'option leftover_policy (000:9538-9584 ; 001:7300-7340).

rules-quintille-intro = L'ancien Hombre à cinq : l'hombre appelle un roi, et les deux amis partagent. Livres : 000:10852-10994; 001:8491-8662 ; règles : la spécification ombre.
rules-quintille-payment-codille = Codille : le défendeur qui fait plus de levées que l'hombre tire le jeu, et l'hombre fait la bête (000:9066-9191 ; 001:6838-6995).
rules-quintille-payment-matadors = Les matadors : chacun des autres paie chaque matador de la suite de l'hombre, que l'hombre paie s'il perd (000:8238-8330, lois LII–LVIII 10659-10709 ; 001:5950-6022).
rules-quintille-payment-pair_draws_pool = L'hombre et son ami qui gagnent tirent la poule et la partagent (000:10852-10994 ; 001:8491-8662, 8716-8800).
rules-quintille-payment-remise_beast = Remise : l'hombre qui ne fait pas plus de levées qu'un défendeur, sans codille, fait une bête égale au jeu (000:9066-9191 ; 001:6838-6995).
rules-quintille-payment-sans_prendre = Sans prendre : chacun des deux autres paie l'hombre qui a joué sans prendre au talon (000:8672-8730 ; 001:6300-6375).
rules-quintille-payment-sans_prendre_draws = L'hombre qui gagne sans prendre tire seul la poule (000:10852-10994 ; 001:8491-8662).
rules-quintille-payment-stake = Les mises : chacun marque le jeu de ses fiches à chaque jeu neuf (000:8331-8441 ; 001:6033-6114).
rules-quintille-payment-vole = La vole : les neuf levées, payée par chacun des autres (000:9411-9536 ; 001:7212-7298).

rules-quintille-nouveau-intro = Le Quintille nouveau, payé comme au Quadrille. Livres : 000:10997-11130; 001:8665-8826 ; règles : la spécification ombre.
rules-quintille-nouveau-payment-beast_goes = Une bête va au jeu quand le jeu est tiré, l'une après l'autre (000:8988-9064, 9193-9369 ; 001:6751-6836, 7001-7165).
rules-quintille-nouveau-payment-codille = Codille : le défendeur qui fait plus de levées que l'hombre tire le jeu, et l'hombre fait la bête (000:9066-9191 ; 001:6838-6995).
rules-quintille-nouveau-payment-codille_beast = La bête que fait l'hombre qui perd codille (000:9066-9191 ; 001:6838-6995).
rules-quintille-nouveau-payment-dealer_fiche = La fiche de celui qui mêle, mise au jeu (000:10997-11130 ; 001:8665-8826, comme au Quadrille, 000:663-853).
rules-quintille-nouveau-payment-draws_pool = L'hombre qui gagne tire ce qui est au jeu (000:9066-9191 ; 001:6838-6995).
rules-quintille-nouveau-payment-game_counter = Le jeton du jeu de chaque joueur, payé comme au Quadrille (000:10997-11130, 663-853 ; 001:8665-8826).
rules-quintille-nouveau-payment-game_payments = Les paiements du jeu (consolation, matadors, sans prendre, vole) comme au Quadrille (000:10997-11130 ; 001:8665-8826, 3309-3500).
rules-quintille-nouveau-payment-remise_beast = Remise : l'hombre qui ne fait pas plus de levées qu'un défendeur, sans codille, fait une bête égale au jeu (000:9066-9191 ; 001:6838-6995).

rules-piquet-intro = Deux joueurs, trente-deux cartes ; le point, les séquences, les quatorzes, le pic, le repic et le capot, en cent. Livres : 004 ch. I-IV; 000:11612-12300; 001:300-1265 ; règles : la spécification piquet.
rules-piquet-payment-partie = La partie : le premier à cent points (ou au but convenu) gagne, et le perdant paie l'enjeu (001:1274-1291 ; 004:153-159).
rules-piquet-payment-partie_forfeit = Qui quitte la partie la perd et paie l'enjeu (004:153-159 ; 000:12278-12298 ; 001:1251-1265).
rules-piquet-payment-partie_lurched = Le lurch : le perdant qui n'a pas atteint la moitié du but paie l'enjeu double (001:1274-1291).

rules-piquet-a-ecrire-intro = Le Piquet écrit sur une feuille, par tours, réglé par dizaines à la fin. Livres : 004:163-268 ; règles : la spécification piquet.
rules-piquet-a-ecrire-payment-consolation_marker = La consolation : celui qui marque la gagne des autres (004:246 ; 000:12426-12431 ; 001:1431-1435).
rules-piquet-a-ecrire-payment-consolation_others = Les consolations que doivent les autres à la fin de la partie (004:250-254 ; 000:12433-12466 ; 001:1436-1462).
rules-piquet-a-ecrire-payment-corbillon = Le corbillon : les marques de qui n'a pas atteint six cents vont au corbillon (004:250-254 ; 000:12433-12466 ; 001:1436-1462).
rules-piquet-a-ecrire-payment-corbillon_odd_jetons = Les jetons impairs du corbillon, donnés comme le dit le livre (004:260 ; 000:12479-12485 ; 001:1477-1481).
rules-piquet-a-ecrire-payment-corbillon_share = Le corbillon partagé entre les gagnants à la fin (004:250-254 ; 000:12433-12466).
rules-piquet-a-ecrire-payment-marked = Les marques du jeu écrit : à la fin chacun paie la différence des colonnes, arrondie par dizaines, un jeton par dizaine (004:173-244 ; 000:12357-12424 ; 001:1354-1430).
rules-piquet-a-ecrire-payment-settlement = Le règlement du jeu écrit à la fin : la division des colonnes et les dizaines de surplus (004:224-244 ; 000:12396-12424 ; 001:1401-1430).

rules-piquet-quatre-intro = Le Piquet à écrire, deux contre deux. Livres : 004:266; 000:12496-12499; 001:1491-1495 ; règles : la spécification piquet.
rules-piquet-quatre-payment-marked = Les marques du jeu écrit : à la fin chacun paie la différence des colonnes, arrondie par dizaines, un jeton par dizaine (004:173-244 ; 000:12357-12424 ; 001:1354-1430).
rules-piquet-quatre-payment-marked_side = Deux contre deux : les marques de chaque côté se paient joueur à joueur (004:264-266 ; 000:12487-12499 ; 001:1482-1498).

rules-piquet-chouette-intro = Le Piquet à écrire, un contre les autres. Livres : 004:266; 000:12496-12499; 001:1491-1495 ; règles : la spécification piquet.
rules-piquet-chouette-payment-marked_chouette = La Chouette : le joueur seul paie chacun des autres, ou est payé par chacun (004:264-266 ; 000:12487-12499 ; 001:1482-1498).

rules-reversis-intro = Quatre joueurs ; le moins de points gagne la partie ; le Quinola et les as se placent ou se forcent ; le Reversis fait toutes les levées. Livres : 002 (la Haye 1785); 000:13999-14197; 001:9793-10033 ; règles : la spécification reversis.
rules-reversis-payment-ace_forced = Un as forcé : 1 fiche (2 pour le carreau) à celui qui force (La Haye, art. XXV ; 000:14126-14130).
rules-reversis-payment-ace_led = Un as joué ou gorgé, payé comme forcé au gagnant de la partie (La Haye, art. XXVII).
rules-reversis-payment-ace_placed = Un as placé : 1 fiche (l'as de carreau 2) de celui qui le prend (La Haye, art. XXIV ; 000:14119-14124).
rules-reversis-payment-beast_to_pool = Une bête va à la boîte, la plus grosse d'abord (000:14163-14170 ; 001:9991-10005).
rules-reversis-payment-dealer_jeton = Le jeton de celui qui mêle au panier, à chaque coup (La Haye, art. XVII).
rules-reversis-payment-espagnolette_refund = Les remboursements de l'Espagnolette (La Haye, art. XXXI, XXXIV–XLIV).
rules-reversis-payment-misdeal_late = Maldonne découverte tard : 4 jetons, le coup nul (La Haye, art. XLV–XLVIII).
rules-reversis-payment-misdeal_redeal = Maldonne : 1 jeton pour refaire (La Haye, art. XLV–XLVIII).
rules-reversis-payment-out_of_turn = Jouer avant son tour : 1 jeton (La Haye, art. LII ; 000:14104-14105).
rules-reversis-payment-panier_fund = Le fonds du panier, d'un coup à l'autre (La Haye, art. XVII).
rules-reversis-payment-partie = La partie payée par qui a le plus de points, double au vis-à-vis (La Haye, art. VI–X, XXX).
rules-reversis-payment-pool_refresh = Le panier renouvelé quand il tombe sous neuf jetons, 2 de chacun (La Haye, art. XVII ; 000:14163-14170 ; 001:9991-10005).
rules-reversis-payment-pool_stake = Le panier : 2 jetons de chaque joueur et 3 de celui qui mêle (La Haye, art. XVII ; 000:14163-14170).
rules-reversis-payment-pool_won = La partie : qui a le moins de points (ou aucune levée) gagne la boîte (La Haye, art. VI–X ; 000:14057-14099 ; 001:9857-9910).
rules-reversis-payment-quinola_beast = Le Quinola forcé ou joué fait une bête égale à la boîte (000:14062-14066 ; 001:9863-9866).
rules-reversis-payment-quinola_forced = Le Quinola forcé : 1 jeton de chaque joueur, 2 de qui l'avait, à celui qui force (La Haye, art. XXVI ; 000:14068-14073).
rules-reversis-payment-quinola_led = Le Quinola joué ou gorgé, payé comme forcé au gagnant de la partie (La Haye, art. XXVII).
rules-reversis-payment-quinola_placed = Le Quinola placé tire la remise, et 1 jeton de celui qui le prend (La Haye, art. XVIII, XXIV ; 000:14075-14078).
rules-reversis-payment-remise_drawn = La remise tirée par le Quinola placé (La Haye, art. XVIII).
rules-reversis-payment-remise_made = La remise faite par un Quinola forcé, payée au panier (La Haye, art. XVIII).
rules-reversis-payment-renounce = Une renonce : 2 jetons, et aucun paiement reçu (La Haye, art. LVII ; 000:14101-14102).
rules-reversis-payment-renounce_beast = Une renonce fait une bête (000:14101-14102, 14163-14170 ; 001:9911-9912).
rules-reversis-payment-renounce_beast_to_pool = La bête d'une renonce va à la boîte (000:14163-14170 ; 001:9991-10005).
rules-reversis-payment-reversis_broken = Le Reversis rompu : celui qui l'entreprend paie 64 (La Haye, art. XXXIII).
rules-reversis-payment-reversis_made = Le Reversis, toutes les levées : 16 de chacun, 32 du vis-à-vis (La Haye, art. XXXII ; 000:14112-14117).
rules-reversis-payment-talon = Les paiements du Talon (000:14080-14090 ; 001:9887-9896).

rules-homme-d-auvergne-intro = De deux à six joueurs, cinq cartes ; une course à sept jeux marqués pour les rois et les levées. Livres : 000:16004-16090; 001:12470-12590 ; règles : la spécification other-games-2.
rules-homme-d-auvergne-payment-partie = La partie : le premier qui atteint les jeux (ou points) de la partie gagne, et chaque perdant paie l'enjeu à son vis-à-vis, au coup qui la gagne (loi VII ; 001:12474-12575 ; 000:16006-16086).

rules-ferme-intro = Tant qu'on veut ; un Fermier tient la banque ; seize juste le dépossède. Livres : 000:16092-16205; 001:12595-12790 ; règles : la spécification other-games-2.
rules-ferme-payment-farm_deposit = Le Fermier dépose le prix de la ferme en garantie (001:12600-12740 ; 000:16092-16183).
rules-ferme-payment-game_stake = Chaque joueur servi met 1 au jeu ; le Fermier non (001:12600-12740 ; 000:16092-16183).
rules-ferme-payment-over_sixteen = Passé seize : le joueur paie l'excédent au Fermier, ou à la ferme dans la seconde manière (001:12626-12631, 12743-12785 ; 000:16107-16113).
rules-ferme-payment-farm = Seize juste dépossède le Fermier : le gagnant prend la ferme (moins de cartes d'abord, puis le brillant, puis l'aîné) (001:12686-12693 ; 000:16139-16143).
rules-ferme-payment-game = Le jeu va au seize, ou au plus haut point sous seize (001:12600-12740 ; 000:16092-16183).

rules-hoc-intro = Deux ou trois joueurs ; le Point, la Séquence et le Tricon avec renvis, puis le jeu et les hocs. Livres : 000:16209-16404; 001:12790-13060 ; règles : la spécification other-games-2.
rules-hoc-payment-stake = Chacun met 1 aux pots du Point, de la Séquence et du Tricon à chaque coup, doublés au coup double (001:12833-12950 ; 000:16240-16336).
rules-hoc-payment-revy = Les renvis d'une affaire vont à qui la gagne (001:12833-12900 ; 000:16240-16290).
rules-hoc-payment-point = Le Point : qui le gagne prend le pot et ses renvis ; les autres ne lui paient rien (001:12833-12900 ; 000:16240-16290).
rules-hoc-payment-sequence = La Séquence : qui la gagne prend le pot et, de chacun, la valeur de ses séquences, de 1 à 4 (001:12900-12950 ; 000:16290-16336).
rules-hoc-payment-tricon = Le Tricon : qui le gagne prend le pot et, de chacun, 2 pour trois, 4 pour trois Rois ou quatre, 8 pour quatre Rois (001:12900-12950 ; 000:16290-16336).
rules-hoc-payment-hoc = Un hoc : 1 de chacun des autres par hoc gagné en jouant (001:12795-12830, 12955-13005 ; 000:16209-16240).
rules-hoc-payment-carte_blanche = Cartes blanches : 10 de chacun ; personne ne paie si deux en ont (001:13006-13035 ; 000:16372-16398).
rules-hoc-payment-cards_left = Se défaire de ses cartes : chacun paie selon ce qui lui reste, 6 pour une, 4 pour deux, n de trois à neuf, 2n dès dix (001:13006-13035 ; 000:16372-16398).
rules-hoc-payment-false_sans = Un faux sans (dire x sans y en ayant y) : 5 à chacun des autres (001:13006-13035 ; 000:16372-16398).

rules-emprunt-intro = De trois à six joueurs ; on se défait de ses cartes par ordre, en empruntant ce qui manque. Livres : 000:16849-16913; 001:13075-13145 ; règles : la spécification other-games-2.
rules-emprunt-payment-stake = Chacun met son enjeu au jeu (001:13085-13140 ; 000:16849-16913).
rules-emprunt-payment-borrow = Une carte empruntée : l'emprunteur paie un jeton au prêteur (001:13085-13140 ; 000:16849-16913).
rules-emprunt-payment-borrow_from_stock = Une carte prise au talon : le prix va au jeu (001:13085-13140 ; 000:16849-16913).
rules-emprunt-payment-game = Le premier qui a joué toutes ses cartes tire le jeu (001:13085-13140 ; 000:16849-16913).
rules-emprunt-payment-card_left = Le gagnant est payé, comme convenu, de chaque carte restée aux autres (001:13085-13140 ; 000:16849-16913).

rules-poque-intro = De trois à six joueurs ; six boîtes, le poque avec renvis, puis le jeu. Livres : 000:16407-16525; 001:13160-13310 ; règles : la spécification other-games-2.
rules-poque-payment-ante = Chacun met un jeton dans chacune des six boîtes à chaque coup ; celles qu'on ne tire pas restent (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-turned_honour = Celui qui mêle et tourne un As, Roi, Dame, Valet ou Dix tire sa boîte (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-poque = Le poque : le meilleur poque, ou celui qu'on ne tient pas, tire la boîte du Poque et les renvis (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-revy = Les renvis du poque vont à qui le gagne (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-trump_honour = Ceux qui ont l'As, le Roi, la Dame, le Valet et le Dix d'atout tirent leurs boîtes (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-card_left = Le premier qui finit est payé 1 par carte restée à chacun des autres (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-most_cards = Celui à qui il reste le plus de cartes en paie autant à chacun des autres (001:13160-13310 ; 000:16407-16525).

rules-romestecq-intro = De deux à six joueurs en deux côtés ; les combinaisons et la dernière levée, une course en 21 ou 36 points. Livres : 000:16527-16697; 001:13325-13580 ; règles : la spécification other-games-2.
rules-romestecq-payment-partie = La partie : le premier qui atteint les jeux (ou points) de la partie gagne, et chaque perdant paie l'enjeu à son vis-à-vis, au coup qui la gagne (001:13330-13395, 13523-13575 ; 000:16527-16697).

rules-sizette-intro = Six joueurs, trois contre trois ; une course de jeux. Livres : 000:16699-16847; 001:13600-13810 ; règles : la spécification other-games-2.
rules-sizette-payment-partie = La partie : le premier qui atteint les jeux (ou points) de la partie gagne, et chaque perdant paie l'enjeu à son vis-à-vis, au coup qui la gagne (001:13600-13810 ; 000:16699-16847).

rules-guinguette-intro = De trois à huit joueurs ; la Guinguette, le Cabaret et le Cotillon, dont les dus attendent comme des bêtes. Livres : 000:16916-17094; 001:13825-14165 ; règles : la spécification other-games-2.
rules-guinguette-payment-ante = Chacun met 1 à la Guinguette, au Cabaret et (sauf cotillon dû) au Cotillon (001:13936-14060 ; 000:16959-17037).
rules-guinguette-payment-guinguette = Qui a la Dame de carreau et la montre tire la Guinguette (001:13936-14000 ; 000:16959-16995).
rules-guinguette-payment-cabaret = La plus haute tierce tire le Cabaret et ses renvis (001:13936-14000 ; 000:16959-16995).
rules-guinguette-payment-revy = Les renvis du Cabaret (demi-septier 1, chopine 2, pinte 4) vont à qui le gagne (001:13936-14000 ; 000:16959-16995).
rules-guinguette-payment-not_shown = Guinguette ou cabaret pris sans montrer : 2 dans sa boîte, qui reste (lois VI–VII ; 001:14063-14160 ; 000:17039-17094).
rules-guinguette-payment-je_joue = Je joue : chacun qui joue pour le cotillon y met 1 (001:14000-14060 ; 000:16995-17037).
rules-guinguette-payment-move = Remuer le cotillon : 2 par remuement, deux au plus (001:14000-14060 ; 000:16995-17037).
rules-guinguette-payment-cotillon = Trois mains, ou deux quand les autres sont partagées, tirent le cotillon (loi I ; 001:14063-14160 ; 000:17039-17094).
rules-guinguette-payment-second_to_two = Deux joueurs à deux mains : le second à les faire paie 2 au premier (loi V ; 001:14063-14160).
rules-guinguette-payment-one_trick = Un joueur à une main quand un autre en a deux ou trois paie 2 à la boîte (loi II ; 001:14063-14160).
rules-guinguette-payment-cotillon_owed = Un joueur sans main, ou qui renonce, doit un cotillon entier, joué plus tard comme une bête (lois III, IX–X ; 001:14063-14160).
rules-guinguette-payment-cotillon_due = Un cotillon dû fait la boîte d'un coup suivant, dans l'ordre (loi IV ; 001:14063-14160).
rules-guinguette-payment-vole = La vole : 1 de chacun des autres joueurs de la table (loi XII ; 001:14063-14160).
rules-guinguette-payment-vole_cotillons_due = La vole tire tous les cotillons déjà dus (loi XII ; 001:14063-14160).
rules-guinguette-payment-misdeal = Maldonne de trop de cartes : celui qui mêle met 1 au cotillon (loi VIII ; 001:14063-14160).

rules-sixte-intro = Six joueurs, six cartes ; une course à six jeux. Livres : 000:17097-17175; 001:14170-14275 ; règles : la spécification other-games-2.
rules-sixte-payment-partie = La partie : le premier qui atteint les jeux (ou points) de la partie gagne, et chaque perdant paie l'enjeu à son vis-à-vis, au coup qui la gagne (loi X ; 001:14170-14275 ; 000:17097-17175).

rules-vingt-quatre-intro = Une course en vingt-quatre points, comptés comme à l'Impériale. Livres : 000:17177-17217; 001:14285-14378 ; règles : la spécification other-games-2.
rules-vingt-quatre-payment-stake = Chacun met son enjeu au jeu au premier coup (001:14285-14378 ; 000:17177-17217).
rules-vingt-quatre-payment-game = Le premier à vingt-quatre points gagne la partie et tire le jeu (001:14285-14378 ; 000:17177-17217).

rules-belle-flux-trente-un-intro = Tant qu'on veut ; trois boîtes, la Belle, le Flux et le Trente-un. Livres : 000:17220-17297; 001:14395-14497 ; règles : la spécification other-games-2.
rules-belle-flux-trente-un-payment-ante = Chacun met sa mise dans chacune des trois boîtes à chaque coup (001:14400-14495 ; 000:17220-17297).
rules-belle-flux-trente-un-payment-belle = La Belle : la plus haute carte retournée tire sa boîte ; égale, elle reste (001:14400-14495 ; 000:17220-17297).
rules-belle-flux-trente-un-payment-flux = Le Flux : le plus haut flux tire sa boîte ; aucun ou égal, elle reste (001:14400-14495 ; 000:17220-17297).
rules-belle-flux-trente-un-payment-trente_un = Le Trente-un : le premier à trente et un, sinon le plus haut en dessous, tire sa boîte (001:14400-14495 ; 000:17220-17297).

rules-gillet-intro = De trois à cinq joueurs ; le Gé et le Point avec renvis. Livres : 000:17298-17353; 001:14510-14580 ; règles : la spécification other-games-2.
rules-gillet-payment-ante = Chacun met 1 aux boîtes du Gé et du Point avant la donne (001:14510-14580 ; 000:17298-17353).
rules-gillet-payment-ge = Le Gé : la plus haute paire (tout tricon la bat) tire sa boîte et les renvis (001:14510-14580 ; 000:17298-17353).
rules-gillet-payment-point = Le Point : le plus haut point (un flux toujours plus haut) tire sa boîte et les renvis (001:14510-14580 ; 000:17298-17353).
rules-gillet-payment-revy = Les renvis vont à qui gagne leur boîte (001:14510-14580 ; 000:17298-17353).

rules-cul-bas-intro = De trois à dix joueurs ; on pêche les pareilles, ou l'on met son cul-bas. Livres : 000:17355-17438; 001:14595-14695 ; règles : la spécification other-games-2.
rules-cul-bas-payment-culbas_ante = Chacun met sa mise pour le cul-bas (001:14600-14690 ; 000:17355-17438).
rules-cul-bas-payment-culbas = Le premier qui se défait de sa main tire le cul-bas (001:14600-14690 ; 000:17355-17438).
rules-cul-bas-payment-card_left = Le gagnant est payé 1 par carte restée dans chaque main (001:14600-14690 ; 000:17355-17438).
rules-cul-bas-payment-culbas_card = Le gagnant est payé 1 par carte qu'a étendue chaque joueur mis à cul-bas (001:14600-14690 ; 000:17355-17438).

rules-coucou-intro = Beaucoup de joueurs, chacun avec ses marques ; la plus basse carte paie à la poule ; le dernier qui a des marques la tire. Livres : 000:17440-17493; 001:14710-14780 ; règles : la spécification other-games-2.
rules-coucou-payment-coucou_mark = Chacun qui a le plus bas rang de la table met une marque à la poule (001:14716-14780 ; 000:17440-17493).
rules-coucou-payment-coucou_pool = Le dernier qui a des marques tire la poule (001:14716-14780 ; 000:17440-17493).
rules-coucou-payment-coucou_pool_shared = Si les derniers perdent ensemble leurs dernières marques, ils partagent la poule, les jetons impairs aux aînés (décision de la spec §14.3 ; le livre se tait).

rules-brusquembille-intro = De deux à cinq joueurs ; les As et les Dix récompensés, les points de cartes gagnent l'enjeu. Livres : 000:17495-17677; 001:14785-15015 ; règles : la spécification other-games-2.
rules-brusquembille-payment-game_stake = Chacun met son enjeu au jeu ; le plus de points le tire, l'égalité le laisse (001:14788-15010 ; 000:17495-17677).
rules-brusquembille-payment-game = Le plus de points de cartes tire le jeu (001:14788-15010 ; 000:17495-17677).
rules-brusquembille-payment-brusquembille = Une brusquembille : l'As d'atout 2 de chacun ; un autre As 2 de chacun s'il gagne sa levée, un Dix 1 (001:14788-15010 ; 000:17495-17677).
rules-brusquembille-payment-brusquembille_lost = Un As ou un Dix qui perd sa levée paie 2 (ou 1) à chacun (001:14788-15010 ; 000:17495-17677).
rules-brusquembille-payment-drew_early = Tirer avant son tour : la moitié de l'enjeu au joueur à qui revenait la carte, ou 2 à chacun si on l'a seulement vue (loi V ; 001:14788-15010).
rules-brusquembille-payment-saw_card = Voir la carte suivante en tirant : 2 à chacun (loi VI ; 001:14788-15010).
rules-brusquembille-payment-partie = En partie, chaque joueur du côté qui a le moins de points paie l'enjeu à son vis-à-vis (001:14788-15010 ; 000:17495-17677).

rules-mail-intro = Le jeu de Mail : les passes au rouet. Livres : 000:17681-18648 ; règles : la spécification other-games-2.
rules-mail-payment-passe = Le gagnant d'une passe reçoit de chaque perdant le prix multiplié par sa passe (000:18107-18150, 18209-18240).
rules-mail-payment-passe_abandoned = Une passe abandonnée pour rentrer : un prix dans les passes suspendues (000:18329-18336, 18471-18488).
rules-mail-payment-passe_forgotten = Le gagnant qui ne demande pas qui était pour deux : les passes de surplus sont suspendues, envoyées en Avignon (000:18480-18488).
rules-mail-payment-suspended_claimed = Le gagnant d'une passe suivante qui la demande tire ce qui était suspendu (000:18329-18340, 18471-18488).

rules-comete-intro = Deux (ou trois) joueurs, deux jeux ; la comète, un neuf qui fait hoc partout, se paie, doublée pour chaque coup où elle reste au talon ; les points par coups de deux donnes. Livres : 000:12954-13523; 001:15020-15761 ; règles : la spécification other-games-1.
rules-comete-payment-comet = La comète : 2 jetons, double, triple... pour chaque coup où elle est restée au talon ; payée à qui la joue, double à qui finit par elle, quadruple pour un neuf (000:13262-13348 ; 001:15429-15542).
rules-comete-payment-coup = Le coup de deux donnes : la différence des points arrondie comme au Piquet à écrire, un jeton par dizaine ; un coup ouvert se règle dans la dernière donne (000:12357-12368 ; 001:1358-1362 ; spec §1.3).
rules-comete-payment-points = Les points restés dans la main des perdants, multipliés après un opéra ou une comète, payés à qui finit (000:13310-13348 ; 001:15504-15542).
rules-comete-payment-carte_blanche = Cartes blanches : 50 points à qui les a, 100 avec la comète (000:13350-13356 ; 001:15543-15549).
rules-comete-payment-queue = À trois à la fois : la queue, 2 jetons de celui qui a le plus de points, va au plus gros gagnant à la fin (000:13449-13462 ; 001:15688-15700).
rules-comete-payment-penalty = Regarder le talon ou les cartes jouées : l'amende convenue à chacun des autres (000:12977-12979, 13210-13214 ; 001:15051-15053, 15355-15359).

rules-manille-intro = De deux à cinq joueurs ; l'ancienne Comète, où se paient la manille et les rois. Livres : 000:13524-13687 ; règles : la spécification other-games-1.
rules-manille-payment-partie_ante = La partie : chacun met une ou deux fiches au corbillon à chaque coup (000:13665-13669).
rules-manille-payment-partie = Le gagnant, premier à finir, prend le corbillon (000:13665-13669).
rules-manille-payment-sans = Un sans que personne ne peut suivre : 1 jeton de chacun des autres (000:13607-13616).
rules-manille-payment-manille_played = La manille jouée et réclamée : une fiche de chacun des autres (000:13641-13648).
rules-manille-payment-manille_held = La manille restée en main : son possesseur donne une fiche à chacun des autres (000:13650-13656).
rules-manille-payment-king_played = Chaque roi joué : 1 jeton de chacun des autres (000:13658-13663).
rules-manille-payment-king_left = Chaque roi resté en main : 1 jeton à chacun des autres (000:13658-13663).
rules-manille-payment-cards_left = Les cartes restées : chaque perdant paie au gagnant 1 jeton par point (ou par carte) qui lui reste (000:13618-13628).
rules-manille-payment-penalty = Toucher les cartes jouées : 1 jeton à chacun (000:13671-13677).

rules-imperiale-intro = Deux joueurs ; impériales et jetons, une course à cinq impériales. Livres : 000:13688-13998; 001:9440-9790 ; règles : la spécification other-games-1.
rules-imperiale-payment-partie = La partie : le premier à cinq impériales gagne et le perdant paie l'enjeu convenu (000:13712-13716, 13826-13838 ; 001:9478-9482).
rules-imperiale-payment-partie_lost_by_fault = Mêler sa main au talon, ou quitter, fait perdre la partie et son enjeu (lois VI, XX ; 000:13930-13955 ; 001:9709-9745).

rules-papillon-intro = Trois ou quatre joueurs ; on prend des cartes sur la table, les hasards se paient, une boîte au gagnant. Livres : 000:14198-14391; 001:10040-10320 ; règles : la spécification other-games-1.
rules-papillon-payment-box_ante = Le corbillon : chacun y met une fiche à chaque partie (000:14225-14228 ; 001:10087-10090).
rules-papillon-payment-box = Le gagnant de la partie prend tout le corbillon ; si personne ne gagne il reste (000:14290-14297 ; 001:10173-10185).
rules-papillon-payment-laid_down = S'étendre : 1 jeton au corbillon par carte étendue (I ; 000:14312-14382).
rules-papillon-payment-ace_laid_down = Étendre des as : 1 jeton à chacun des autres par as (II ; 000:14312-14382 ; 001:10204-10318).
rules-papillon-payment-aces_taken = Prendre des as : 1 jeton de chacun par as, 2 par as pris d'une carte du même nombre (III–IV ; 000:14312-14382).
rules-papillon-payment-haneton = Le haneton : prendre les trois cartes de son rang sur la table, 1 de chacun (V ; 000:14312-14382).
rules-papillon-payment-fourth_with_three = Trois d'un rang prenant la quatrième : 1 de chacun (VI ; 000:14312-14382).
rules-papillon-payment-sauterelle = La sauterelle : prendre toutes les cartes de la table, 1 de chacun (VII ; 000:14312-14382).
rules-papillon-payment-petit_papillon = Le petit papillon : se défaire de ses trois cartes en prenant pendant la partie, 1 de chacun (VIII ; 000:14312-14382).
rules-papillon-payment-the_cards = Les cartes : le plus de cartes dans ses prises, 1 de chacun, double après une égalité (IX ; 000:14312-14382 ; 001:10204-10318).
rules-papillon-payment-consolation = La consolation : le dernier à s'étendre quand personne ne gagne, 1 de chacun (X ; 000:14302-14311 ; 001:10186-10199).
rules-papillon-payment-misdeal = Maldonne : celui qui mêle met une fiche au corbillon (XIII ; 000:14312-14382).

rules-ambigu-intro = De deux à six joueurs ; un jeu de combinaisons et d'enchères, la vade et le renvi. Livres : 000:14392-14739; 001:10338-10740 ; règles : la spécification other-games-1.
rules-ambigu-payment-bet = Tout jeton mis au jeu (poule, baster, vade, renvi) va au jeu (000:14425-14500 ; 001:10391-10485).
rules-ambigu-payment-jeu = Le meilleur jeu à l'abattre, ou le renvi non tenu, tire tout le jeu (000:14449-14500 ; 001:10415-10485).
rules-ambigu-payment-combination = La combinaison du gagnant est payée par chacun des autres, outre la poule, la vade et les renvis (loi VIII ; 000:14507-14656 ; 001:10497-10651).
rules-ambigu-payment-vade_and_batterie = La vade non tenue : celui qui l'a faite reprend sa vade et la batterie (000:14459-14468 ; 001:10426-10440).
rules-ambigu-payment-uncalled_vade = La vade non tenue : celui qui mêle en paie 2 à qui l'a faite (000:14459-14468 ; 001:10426-10440).
rules-ambigu-payment-penalty = Montrer son jeu, ou ne pas mêler : 4 jetons au jeu (lois XIII–XIV ; 000:14671-14712 ; 001:10671-10710).

rules-commerce-intro = De trois à douze joueurs ; le banquier vend des cartes, le meilleur point, séquence ou tricon tire la poule. Livres : 000:14740-14893; 001:10740-10937 ; règles : la spécification other-games-1.
rules-commerce-payment-stake = La mise : chacun met 1 jeton à la poule à chaque coup (000:14748-14750 ; 001:10757-10759).
rules-commerce-payment-poule = Le gagnant prend la poule ; le banquier gagne à points égaux (000:14833-14837 ; 001:10862-10866).
rules-commerce-payment-bank_trade = Commercer pour argent : 1 jeton au banquier par carte prise à la banque (000:14795-14799, 14826-14831 ; 001:10814-10861).
rules-commerce-payment-banker_wins = Le banquier gagne : 1 jeton de chacun de ceux qui ont commercé à la banque (000:14838-14841 ; 001:10867-10873).
rules-commerce-payment-banker_loses = Le banquier perd : il donne 1 jeton au gagnant (000:14851-14855 ; 001:10882-10888).
rules-commerce-payment-banker_combination = Le banquier qui perd avec un point, une séquence ou un tricon donne en outre 1 jeton à chacun (000:14856-14860 ; 001:10902-10906).

rules-tontine-intro = Beaucoup de joueurs ; une carte chacun, retournée, décide qui paie qui et la boîte. Livres : 000:14896-14963; 001:10940-11058 ; règles : la spécification other-games-1.
rules-tontine-payment-box_ante = La boîte : chacun met 3 jetons de sa prise dans la boîte au début de la partie (000:14911-14916 ; 001:10974-10981).
rules-tontine-payment-tontine_draw = Un Roi tire 3 de la boîte, une Dame 2, un Valet 1 (000:14921-14935 ; 001:11000-11013).
rules-tontine-payment-tontine_box = Un 4, 6 ou 8 met 2 dans la boîte ; un 5, 7 ou 9 y met 1 (000:14921-14935 ; 001:11000-11013).
rules-tontine-payment-tontine_neighbour = Un As paie 1 à son voisin de gauche, un Deux 2 au deuxième, un Trois 3 au troisième, les morts comptés (000:14921-14948 ; 001:11000-11030).
rules-tontine-payment-tontine_box_won = Le dernier qui a des jetons gagne la partie et prend la boîte (000:14958-14961 ; 001:11055-11058).
rules-tontine-payment-tontine_box_shared = Si tous les vivants meurent au même coup, ceux qui vivaient au début du coup partagent la boîte (règle du moteur, spec §7.3 ; le livre se tait, 000:14958-14961).

rules-loterie-intro = Beaucoup de joueurs ; des lots et des billets tirés sur un fonds. Livres : 000:14964-15049; 001:11060-11160 ; règles : la spécification other-games-1.
rules-loterie-payment-fund = Le fonds : chacun donne toute sa prise au fonds au début (000:14977-14986 ; 001:11076-11090).
rules-loterie-payment-lot_drawn = Un billet semblable à un lot le tire du fonds ; les lots non tirés retournent au fonds (000:14987-15029 ; 001:11091-11134).

rules-ma-commere-intro = Sept ou huit joueurs ; on échange des cartes avec son voisin pour un point, une séquence ou un tricon. Livres : 000:15050-15172; 001:11160-11300 ; règles : la spécification other-games-1.
rules-ma-commere-payment-stake = Chacun met sa mise à la poule à chaque coup (000:15080-15087 ; 001:11182-11190).
rules-ma-commere-payment-poule = Le gagnant prend la poule (000:15139-15143 ; 001:11257-11262).
rules-ma-commere-payment-hand_bonus = Une séquence gagne 1 jeton de plus de chacun des autres, un tricon 2 (000:15139-15143 ; 001:11257-11262).

rules-guimbarde-intro = De cinq à neuf joueurs ; cinq boîtes, la mariée et ses mariages. Livres : 000:15173-15365; 001:11318-11575 ; règles : la spécification other-games-1.
rules-guimbarde-payment-box_ante = Chacun met 1 jeton dans chacune des cinq boîtes (000:15213-15214 ; 001:11373-11374).
rules-guimbarde-payment-box_roi = Celui qui a le Roi de cœur tire la boîte du Roi (000:15239-15257 ; 001:11404-11423).
rules-guimbarde-payment-box_guimbarde = Celle ou celui qui a la Dame de cœur tire la boîte de la Guimbarde (000:15239-15257 ; 001:11404-11423).
rules-guimbarde-payment-box_fou = Celui qui a le Valet de carreau tire la boîte du Fou (000:15239-15257 ; 001:11404-11423).
rules-guimbarde-payment-box_mariage = Le Roi et la Dame de cœur dans une main tirent la boîte du Mariage (000:15239-15257 ; 001:11404-11423).
rules-guimbarde-payment-box_point = Le meilleur point tire la boîte du Point (000:15239-15257 ; 001:11404-11423).
rules-guimbarde-payment-trick_stake = Après le point chacun met 1 jeton à la boîte du Point pour les mains (000:15258-15269 ; 001:11424-11433).
rules-guimbarde-payment-the_cards = Le plus de mains (deux au moins) tire toute la boîte du Point (000:15258-15269 ; 001:11424-11433).
rules-guimbarde-payment-marriage_in_play = Un mariage fait en jouant : 1 de chacun, sauf de qui a joué la Dame (I ; 000:15295-15356).
rules-guimbarde-payment-marriage_trumped = Un mariage pris en coupant : 1 de ceux qui ont joué le Roi et la Dame (II ; 000:15295-15356).
rules-guimbarde-payment-grand_marriage_in_hand = Le grand mariage en main : 2 de chacun outre les boîtes (IV ; 000:15295-15356 ; 001:11467-11535).
rules-guimbarde-payment-grand_marriage_on_table = Le grand mariage fait sur table : 1 de chacun (IV ; 000:15295-15356).
rules-guimbarde-payment-fool = Le fou : 1 de chacun à qui l'a (V ; 000:15295-15356).
rules-guimbarde-payment-fool_taken = Le fou pris par le Roi ou la Dame de cœur : son possesseur paie 1 à qui le prend (V ; 000:15295-15356).
rules-guimbarde-payment-penalty = Renonce, ne pas forcer, Dame non jetée sur son Roi, jouer avant son tour : 1 à chacun (VII–XII ; 000:15295-15356).
rules-guimbarde-payment-misdeal = Maldonne : 1 à chacun et l'on refait (X ; 000:15295-15356).

rules-triomphe-intro = Deux côtés (ou chacun pour soi) ; une course à cinq jeux. Livres : 000:15366-15530; 001:11578-11795 ; règles : la spécification other-games-1.
rules-triomphe-payment-partie = La partie : le premier côté (ou joueur) à cinq jeux gagne, et chaque perdant paie l'enjeu (000:15366-15530 ; 001:11578-11795).
rules-triomphe-payment-partie_lost_by_fault = Une faute qui fait perdre la partie (échanger des cartes, quitter) : l'enjeu est payé (VIII–IX ; 000:15420-15453 ; 001:11636-11702).

rules-bete-intro = De trois à sept joueurs ; celui qui fait jouer gagne le jeu ou fait la bête. Livres : 000:15531-15805; 001:11800-12185 ; règles : la spécification other-games-1.
rules-bete-payment-fiche = Au début d'un tour chacun met 1 fiche sur la table (000:15629-15636 ; 001:11971-11978).
rules-bete-payment-king_counter = Chacun met 1 jeton pour le Roi d'atout (000:15637-15647 ; 001:11979-11987).
rules-bete-payment-game_counter = Chacun met 1 jeton au jeu quand aucune bête ne va (000:15652-15658 ; 001:11995-12004).
rules-bete-payment-dealer_counter = Celui qui mêle met toujours 1 jeton au jeu (000:15652-15658 ; 001:11995-12004).
rules-bete-payment-curieuse = La curieuse : tous ayant passé, un joueur met 1 jeton au jeu pour tourner la dernière carte en atout (000:15741-15756 ; 001:12085-12098).
rules-bete-payment-game = Celui qui fait jouer et gagne tire le jeu (000:15616-15624 ; 001:11962-11970).
rules-bete-payment-fiche_drawn = Le gagnant tire une fiche (000:15616-15636 ; 001:11962-11978).
rules-bete-payment-beast_won = Le gagnant tire la bête qui va sur le coup (000:15652-15664 ; 001:11995-12010).
rules-bete-payment-king = Les jetons du Roi vont à qui a le Roi d'atout quand le coup se joue (000:15637-15647, 15757-15764 ; 001:11979-11987).
rules-bete-payment-beast = Celui qui a fait jouer et perd fait la bête de ce qu'il eût pu gagner, double au contre (000:15629-15690 ; 001:11971-12028).
rules-bete-payment-vole = La vole : 1 jeton de chacun des autres (000:15765-15768 ; 001:12108-12111).
rules-bete-payment-vole_game = La vole tire le jeu (000:15616-15624, 15765-15768 ; 001:11962-11970).
rules-bete-payment-vole_fiches = La vole tire toutes les fiches (000:15765-15768 ; 001:12108-12111).
rules-bete-payment-vole_beasts = La vole tire toutes les bêtes, qu'elles aillent ou non (000:15765-15768 ; 001:12108-12111).
rules-bete-payment-devole_beast = La dévole : une bête de tout ce qui est au jeu, et 1 jeton à chacun (000:15768-15771 ; 001:12111-12114).
rules-bete-payment-renounce_beast = Chaque renonce fait une bête (000:15797 ; 001:12175).
rules-bete-payment-misdeal = Maldonne : celui qui mêle paie 1 à chacun et refait (000:15797-15798 ; 001:12175-12177).

rules-mouche-intro = De trois à six joueurs ; chaque levée tire du jeu, aucune levée fait la mouche ; avec le Pamphile. Livres : 000:15806-16003; 001:12190-12445 ; règles : la spécification other-games-1.
rules-mouche-payment-dealer_stake = Celui qui mêle met seul au jeu autant de jetons qu'il y a de joueurs (000:15872-15876 ; 001:12286-12292).
rules-mouche-payment-trick = Chaque levée tire sa part du jeu (000:15897-15901 ; 001:12324-12328).
rules-mouche-payment-mouche = Qui a joué sans faire de levée fait la mouche : il paie au jeu ce qui y était (000:15872-15887 ; 001:12286-12311).
rules-mouche-payment-la_mouche = La Mouche, cinq cartes d'une couleur : qui l'a tire tout ce qui est au jeu (000:15903-15935 ; 001:12329-12368).
rules-mouche-payment-la_mouche_mouches = La Mouche tire aussi toutes les mouches dues (000:15903-15935 ; 001:12329-12368).
rules-mouche-payment-pamphile = Le Pamphile : qui a le Valet de trèfle reçoit 1 jeton de chaque joueur (000:15976-16003).
