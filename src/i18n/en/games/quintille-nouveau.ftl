# The new Quintille: every message that names this game, its rules page (rules-quintille-nouveau-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

quintille-nouveau-opt-sans-prendre = Sans-prendre (jetons from each)
quintille-nouveau-opt-sans-prendre-help = From or to each of the four others against a sans-prendre, the Quadrille's value.
quintille-nouveau-field-partner-help = only for a King called in another hand
quintille-nouveau-field-matadors = Matadors of the attack
quintille-nouveau-field-matadors-help = the joint run of the Ombre and his King: 0, or 3 and more
quintille-nouveau-field-vole-undertaken-help = no effect on the payments: a missed vole costs nothing

reason-dealer_fiche = the dealer's fiche
reason-game_payments = consolation, matadors, sans-prendre and vole

rules-quintille-nouveau-intro = The new Quintille, paid as at Quadrille. Books: 000:10997-11130; 001:8665-8826; rules: the ombre specification.
rules-quintille-nouveau-payment-beast_goes = A beast goes on the game after the game is drawn, one after another (000:8988-9064, 9193-9369; 001:6751-6836, 7001-7165).
rules-quintille-nouveau-payment-codille = Codille: the defender who takes more tricks than the ombre draws the game and the ombre makes a beast (000:9066-9191; 001:6838-6995).
rules-quintille-nouveau-payment-codille_beast = The beast the ombre makes when he loses codille (000:9066-9191; 001:6838-6995).
rules-quintille-nouveau-payment-dealer_fiche = The dealer's fiche put on the game (000:10997-11130; 001:8665-8826, after the Quadrille, 000:663-853).
rules-quintille-nouveau-payment-draws_pool = The ombre who wins draws what is on the game (000:9066-9191; 001:6838-6995).
rules-quintille-nouveau-payment-game_counter = Each player's counter for the game, paid as at Quadrille (000:10997-11130, 663-853; 001:8665-8826).
rules-quintille-nouveau-payment-game_payments = The payments of the game (consolation, matadors, sans prendre, vole) as at Quadrille (000:10997-11130; 001:8665-8826, 3309-3500).
rules-quintille-nouveau-payment-remise_beast = Remise: the ombre who takes no more tricks than a defender without codille makes a beast equal to the game (000:9066-9191; 001:6838-6995).
