# Solitaire à quatre : tous les messages qui nomment ce jeu, sa page de règles (rules-solitaire-quatre-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

rules-solitaire-quatre-intro = Le Médiateur où chaque jeu se joue seul. Livres : 000:7409-7440 ; 001:5464-5492 ; règles : la spécification quadrille.
rules-solitaire-quatre-payment-beast = Une bête : le côté qui perd (remise ou codille) ou qui fait une faute paie une bête égale au jeu, qui va sur un coup suivant (lois XXVIII–XXIX, FR 1457–1463 ; EN 3245–3250).
rules-solitaire-quatre-payment-penalty_beast = Une bête de pénalité pour une faute (renonce, jeu montré, atout non demandé), payée par le fautif (lois XXI–XXVII ; FR 1419–1456 ; EN 4311–4330).
rules-solitaire-quatre-payment-beast_goes = Une bête va au jeu : quand le jeu est tiré, la plus grosse bête en attente va sur le coup suivant (FR 7075–7126 ; EN 3341–3360).
rules-solitaire-quatre-payment-cards = Les cartes : ce qui se paie pour les cartes, à la maison (spec quadrille §3.1, §4.8 ; FR 1590–1598).
rules-solitaire-quatre-payment-draws_the_pot = Tirer le devant : les gagnants (ou ceux qui gagnent codille) tirent les fiches du jeu et la bête qui y est (FR 540–545 ; EN 3098–3102).
rules-solitaire-quatre-payment-game = Le jeu : chaque adversaire paie aux gagnants les jetons du jeu, un par coup remis plus ceux du coup (FR 752–760 ; EN 3400–3418).
rules-solitaire-quatre-payment-game_fiche = La fiche (ou les fiches) que met celui qui mêle, à chaque coup, doublée au tour double (FR 665–675, 838–846 ; EN 3313–3318).
rules-solitaire-quatre-payment-king_fiche = Le roi demandé : l’hombre donne une fiche à celui qui a le roi qu’il demande (spec quadrille §5.1 ; FR 6300–6420).
rules-solitaire-quatre-payment-pool_manille = La poule de Manille : le poulan d’une Manille sans possesseur attend le prochain (spec quadrille §3.3, étape 2).
rules-solitaire-quatre-payment-poulan_baste = Le poulan de Baste : celui qui mêle paie 10 jetons à qui a Baste (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-poulan_manille = Le poulan de Manille : celui qui mêle paie 10 jetons à qui a Manille (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-poulan_spadille = Le poulan de Spadille : celui qui mêle paie 20 jetons à qui a Spadille (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-retribution = La rétribution des moyens : l’hombre est payé par chaque adversaire (ou le paie) selon la table du Médiateur, multipliée en couleur favorite (FR 6470–6500, 6915–6990).
rules-solitaire-quatre-payment-pool_spadille = La poule de Spadille : le poulan d’un Spadille resté au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).
rules-solitaire-quatre-payment-pool_baste = La poule de Baste : le poulan d’une Baste restée au talon attend son prochain possesseur (spec quadrille §3.3, étape 2).
rules-solitaire-quatre-payment-carried_forward = Ce qu’une partie remise à plus tard avait laissé sur la table, rapporté à la reprise (spec quadrille §3.3, initial_state).
rules-solitaire-quatre-payment-devole = La dévole : le côté qui ne fait aucune levée paie à chaque adversaire comme pour une vole (FR 833–837 ; spec quadrille §4.3).
rules-solitaire-quatre-payment-matadors = Les matadors : 1 jeton par matador de la suite du côté qui les a, trois au moins (FR 792–801, loi XXXVII ; EN 3424–3436).
rules-solitaire-quatre-payment-accolade = L’accolade : chacun des autres paie celui qui a l’accolade (option accolade_fee ; spec quadrille §5.8).
rules-solitaire-quatre-payment-vole = La vole : les dix levées, 10 jetons de chaque adversaire en appelant, 20 sans prendre (FR 833–837 ; EN 3475–3487).
rules-solitaire-quatre-payment-vole_missed = La vole entreprise et manquée : la partie gagnée est payée, puis le côté paie la vole à chaque adversaire (lois XLIII–XLIV, LIV ; FR 618–630).
rules-solitaire-quatre-payment-abandon_share = Une partie abandonnée : ce qui est sur la table se partage entre les joueurs (spec quadrille §4.8 ; FR 1590–1606).
