# Le Jeu du Mail (src/games/mail).

mail-option-prize = Prize of a passe
mail-option-prize-help = What each loser pays the winner of a passe, agreed before the début.
mail-option-mode = Manner
mail-option-mode-help = Au rouet, each for himself: the only manner whose wagers the book regulates.
mail-mode-rouet = au rouet (each for himself)
mail-suspended = the suspended passes
mail-field-winner = Passed the iron first
mail-field-winner-help = the winner of the passe, judged on the ground
mail-field-participants = In the passe, and for how many passes
mail-field-participants-help = 1; 2 for a ball re-entered "for two"; 4 for the third ball, 8 for the fourth
mail-group-suspended = Abandoned and forgotten passes
mail-field-abandoned = Abandoned the first passe for this one
mail-field-abandoned-help = a ball out at the second stroke re-enters for another passe: one prize is suspended
mail-field-asked = The winner asked "who was for two"
mail-field-asked-help = unchecked: the extra passes are suspended, "sent to Avignon"
mail-field-claims = The winner claims the suspended passes
mail-field-claims-help = he takes what the others suspended before this passe; what he suspended himself is never his and stays for another winner
mail-winner-required = to name who won the passe
mail-winner-not-in-passe = the winner plays in the passe
mail-abandoned-not-in-passe = a player who abandoned a passe plays in this one
mail-multiplier = { $got } is not a number of passes (1, 2, 4, 8…)
