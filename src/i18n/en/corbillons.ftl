# The box games of other-games-2 (src/games/corbillons): Ferme, Hoc, Emprunt, Poque,
# Guinguette, Belle/Flux/Trente-un, Gillet, Cul-bas, Coucou, Brusquembille: the words they
# share (each game's own are in games/<slug>.ftl).

## Shared by the box games.
corbillons-field-dealer = Dealer
corbillons-player = { $player }
corbillons-card-help = rank then suit: A 2 … 10 J Q K and S H D C, e.g. 10D, QS
corbillons-bad-card = "{ $got }" is not a card (rank then suit, e.g. 10D, QS)
corbillons-named-twice = { $player } is named twice
corbillons-negative = { $got } is below zero
corbillons-revies-without-winner = revies are entered only for a contest that has a winner (a contest nobody won was passed)
corbillons-deck = a pack of { $got } cards is not played at this game
corbillons-option-required = the option { $option } must be agreed before the partie starts

corbillons-option-negative = the option { $option } is { $got }; it cannot be below zero
corbillons-option-unit = Unit
corbillons-option-unit-help = What a counter is called at this table (a jeton, a mark); descriptive only, every amount is in counters.
