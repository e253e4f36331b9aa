# Pall-mall: every message that names this game, its rules page (rules-mail-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

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

reason-passe = passe
reason-passe_abandoned = passe abandoned
reason-passe_forgotten = passes forgotten
reason-suspended_claimed = suspended passes claimed

rules-mail-intro = Pall-mall: the wagers of the passes, au rouet. Books: 000:17681-18648; rules: the other-games-2 specification.
rules-mail-payment-passe = The winner of a passe receives the prize times his multiplier from each loser (000:18107-18150, 18209-18240).
rules-mail-payment-passe_abandoned = A passe abandoned to re-enter: one prize into the suspended pot (000:18329-18336, 18471-18488).
rules-mail-payment-passe_forgotten = A winner who does not ask who was for two: the extra passes are suspended, sent to Avignon (000:18480-18488).
rules-mail-payment-suspended_claimed = The winner of a following passe who asks takes what the others suspended; what he suspended himself can never be his (laws VIII and XIII, 000:18329-18340, 18471-18488).
