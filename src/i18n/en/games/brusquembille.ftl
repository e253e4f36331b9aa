# Brusquembille: every message that names this game, its rules page (rules-brusquembille-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## La Brusquembille.
brusquembille-option-mode = Play
brusquembille-option-mode-help = Each for himself with three to five players; two against two (or one against one) play for the partie.
brusquembille-mode-individual = each for himself
brusquembille-mode-partnership = partnership
brusquembille-option-game-stake = Stake for the game
brusquembille-option-game-stake-help = What each stakes every deal; the most card points take it.
brusquembille-option-ace = Reward of an Ace
brusquembille-option-ace-help = Paid by each other player for an Ace that wins its trick (or the Ace of trumps), paid to each when it loses.
brusquembille-option-ten = Reward of a Ten
brusquembille-option-ten-help = As the Ace's, for a Ten.
brusquembille-option-partie-stake = Stake of the partie
brusquembille-option-partie-stake-help = In partnership, what each player of the side with fewer points pays his counterpart every deal.
brusquembille-option-sides = Sides
brusquembille-option-sides-help = In partnership, the two sides (partners side by side); with two players each is a side.
brusquembille-option-deck = Pack
brusquembille-option-deck-help = 32 cards for two or four, 30 for three or five (two Sevens out); for the record only.
brusquembille-deck-30 = 30 cards
brusquembille-deck-32 = 32 cards
brusquembille-game = the game
brusquembille-field-points = Card points in tricks
brusquembille-field-points-help = Ace 11, Ten 10, King 4, Queen 3, Knave 2: 120 in all
brusquembille-group-aces-tens = Aces and Tens played
brusquembille-field-at-player = Brusquembille { $n }: played by
brusquembille-field-at-card = Brusquembille { $n }: card
brusquembille-field-at-trump = Brusquembille { $n }: a trump
brusquembille-field-at-won = Brusquembille { $n }: won its trick
brusquembille-card-ace = an Ace
brusquembille-card-ten = a Ten
brusquembille-group-faults = Faults in drawing
brusquembille-field-pen-player = Fault { $n }: by
brusquembille-field-pen-kind = Fault { $n }: what
brusquembille-field-pen-to = Fault { $n }: the card's rightful player
brusquembille-kind-drew-early-joined = drew before his turn and joined the card
brusquembille-kind-drew-early-seen = drew before his turn and saw the card
brusquembille-kind-saw-next-card = saw the next card while drawing
brusquembille-field-short-pack = A card short in the pack
brusquembille-points-every-player = the points name every player
brusquembille-points-120 = the card points add up to { $got }; a deal has 120 (fewer only with a card short)
brusquembille-ace-or-ten = a brusquembille is an Ace (A) or a Ten (10)
brusquembille-to-required = for a card drawn before one's turn and joined
brusquembille-two-sides = the partnership is played by two sides

reason-brusquembille = brusquembille
reason-brusquembille_lost = brusquembille lost
reason-drew_early = drew before his turn
reason-saw_card = saw the next card

rules-brusquembille-intro = Two to five players; Aces and Tens rewarded, card points win the stake. Books: 000:17495-17677; 001:14785-15015; rules: the other-games-2 specification.
rules-brusquembille-payment-game_stake = Each player stakes into the game; most card points takes it, a tie leaves it (001:14788-15010; 000:17495-17677).
rules-brusquembille-payment-game = Most card points takes the game (001:14788-15010; 000:17495-17677).
rules-brusquembille-payment-brusquembille = A brusquembille: the Ace of trumps 2 from each; another Ace 2 from each if it wins its trick, a Ten 1 (001:14788-15010; 000:17495-17677).
rules-brusquembille-payment-brusquembille_lost = An Ace or Ten that loses its trick pays 2 (or 1) to each (001:14788-15010; 000:17495-17677).
rules-brusquembille-payment-drew_early = Drawing before one's turn: half the stake on the table to the rightful player, or 2 to each if the card was only seen (law V; 001:14788-15010).
rules-brusquembille-payment-saw_card = Seeing the next card while drawing: 2 to each (law VI; 001:14788-15010).
rules-brusquembille-payment-partie = In partnership each player of the side with fewer points pays the stake to his counterpart (001:14788-15010; 000:17495-17677).
