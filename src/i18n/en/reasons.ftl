# The reasons of the payments of the games that had none yet, as the deal list, the journal
# and the rules pages name them (reason-<code>, the code the engine writes on a transfer).

reason-ante = ante
reason-box_ante = box ante
reason-card_left = cards left
reason-cards_left = cards left
reason-carte_blanche = carte blanche
reason-game_stake = stake on the game
reason-misdeal = misdeal
reason-partie_lost_by_fault = partie lost by a fault
reason-penalty = penalty
reason-point = the point
reason-poule = the poule
reason-revy = revies
reason-the_cards = the cards

## Payments several games make, first written for the Quadrille, the Ombre, Piquet and Reversis.
reason-carried_forward = brought from an adjourned partie
reason-game_fiche = the dealer's fiche for the game
reason-poulan_spadille = poulan of Spadille
reason-poulan_manille = poulan of Manille
reason-poulan_baste = poulan of Baste
reason-pool_spadille = matador pool of Spadille
reason-pool_manille = matador pool of Manille
reason-pool_baste = matador pool of Baste
reason-beast = beast
reason-draws_the_pot = draws the pot
reason-accolade = accolade
reason-king_fiche = fiche for the king
reason-retribution = retribution
reason-game = the game
reason-devole = devole
reason-cards = cards
reason-abandon_share = share of an abandoned partie
reason-stake = stake
reason-game_counter = jeton for the game
reason-draws_pool = draws the pool
reason-codille = codille
reason-abandon_divides = the pool divided after an abandon
reason-leftover_share = share of what was left
reason-vole_draws_beasts = the vole draws the beasts
reason-beasts_on_game = the waiting beasts go on the game
reason-remise_beast = beast (remise)
reason-codille_beast = beast (codille)
reason-abandon_beast = beast (abandon)
reason-guinguette = Guinguette
reason-marked = marked
reason-renounce_beast = beast of a renounce
