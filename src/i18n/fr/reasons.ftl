# The reasons of the payments of the games that had none yet, as the deal list, the journal
# and the rules pages name them (reason-<code>, the code the engine writes on a transfer).

reason-ante = mise
reason-box_ante = mise à la boîte
reason-card_left = cartes restées
reason-cards_left = cartes restées
reason-carte_blanche = cartes blanches
reason-game_stake = enjeu au jeu
reason-misdeal = maldonne
reason-partie_lost_by_fault = partie perdue par faute
reason-penalty = amende
reason-point = le point
reason-poule = la poule
reason-revy = renvis
reason-the_cards = les cartes

## Paiements que font plusieurs jeux, écrits d’abord pour le Quadrille, l’Ombre, le Piquet et le Reversis.
reason-carried_forward = reporté d’une partie interrompue
reason-game_fiche = la fiche du jeu de celui qui mêle
reason-poulan_spadille = poulan de Spadille
reason-poulan_manille = poulan de Manille
reason-poulan_baste = poulan de Baste
reason-pool_spadille = masse de Spadille
reason-pool_manille = masse de Manille
reason-pool_baste = masse de Baste
reason-beast = bête
reason-draws_the_pot = tire le devant
reason-accolade = accolade
reason-king_fiche = fiche pour le roi
reason-retribution = rétribution
reason-game = le jeu
reason-devole = dévole
reason-cards = les cartes
reason-abandon_share = part d’une partie abandonnée
reason-stake = mise
reason-game_counter = jeton pour le jeu
reason-draws_pool = tire la poule
reason-codille = codille
reason-abandon_divides = la poule partagée après un abandon
reason-leftover_share = part de ce qui restait
reason-vole_draws_beasts = la vole tire les bêtes
reason-beasts_on_game = les bêtes en attente vont au jeu
reason-remise_beast = bête (remise)
reason-codille_beast = bête (codille)
reason-abandon_beast = bête (abandon)
reason-guinguette = Guinguette
reason-marked = marqué
reason-renounce_beast = bête d’une renonce
