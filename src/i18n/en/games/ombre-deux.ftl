# Ombre by two: every message that names this game, its rules page (rules-ombre-deux-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

ombre-deux-opt-hazards-help = None at two: the hazards are of Ombre by three only.
ombre-deux-no-hazards = the hazards are of Ombre by three only; leave hazards empty

rules-ombre-deux-intro = The Ombre for two, one suit removed. Books: 000:11134-11165; 001:8830-8850; rules: the ombre specification.
rules-ombre-deux-payment-abandon_divides = A game abandoned: the defenders divide what is on the game (000:8854-8987; 001:6504-6745).
rules-ombre-deux-payment-beast_goes = A beast goes on the game after the game is drawn, one after another (000:8988-9064, 9193-9369; 001:6751-6836, 7001-7165).
rules-ombre-deux-payment-codille = Codille: the defender who takes more tricks than the ombre draws the game and the ombre makes a beast (000:9066-9191; 001:6838-6995).
rules-ombre-deux-payment-codille_beast = The beast the ombre makes when he loses codille (000:9066-9191; 001:6838-6995).
rules-ombre-deux-payment-draws_pool = The ombre who wins draws what is on the game (000:9066-9191; 001:6838-6995).
rules-ombre-deux-payment-matadors = The matadors: each of the others pays for each matador of the ombre's run, paid by him when he loses (000:8238-8330, laws LII–LVIII 10659-10709; 001:5950-6022).
rules-ombre-deux-payment-penalty_beast = A beast for a fault (a renounce, a hand shown), paid by the offender (000:8988-9064, laws 10299-10848; 001:6751-6836).
rules-ombre-deux-payment-remise_beast = Remise: the ombre who takes no more tricks than a defender without codille makes a beast equal to the game (000:9066-9191; 001:6838-6995).
rules-ombre-deux-payment-sans_prendre = Sans prendre: the other player pays the ombre who played without taking from the talon (000:8672-8730; 001:6300-6375).
rules-ombre-deux-payment-stake = The stakes: each player marks the game with his markers at a fresh game (000:8331-8441; 001:6033-6114).
rules-ombre-deux-payment-vole = The vole: all eight tricks, paid by the opponent, by analogy with the Ombre by three (000:9411-9536, 11134-11165; 001:7212-7298, 8830-8850).
rules-ombre-deux-payment-vole_missed = A vole undertaken and missed: the ombre pays what the vole would have won (000:9411-9536; 001:7212-7298).
rules-ombre-deux-payment-leftover_share = At the end of the partie what is left on the game is shared as the option leftover_policy says (000:9538-9584; 001:7300-7340).
rules-ombre-deux-payment-abandon_beast = A game abandoned: the ombre who gives up makes a beast (000:8854-8987; 001:6504-6745).
rules-ombre-deux-payment-vole_draws_beasts = The vole draws the beasts on the game (000:9411-9536; 001:7212-7298).
rules-ombre-deux-payment-beasts_on_game = The beasts put on the game count towards what the winner draws (000:9193-9369; 001:7001-7165).
rules-ombre-deux-payment-consolation = The consolation, paid by or to the other player (spec ombre §1.4.4; 000:9193-9369).
rules-ombre-deux-payment-contre_missed = Le contre missed: the one who announced the contre pays as the book says (000:9411-9536; 001:7212-7298).
