# Ombre by five: every message that names this game, its rules page (rules-quintille-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## The Quintilles (spec 3, 4).
quintille-opt-sans-prendre = Sans-prendre (jetons from each)
quintille-opt-sans-prendre-help = Paid by each other player to the sans-prendre player who wins, or by him to each if he loses.
quintille-opt-matadors = Matadors (jetons from each defender)
quintille-opt-matadors-help = A flat payment for Spadille, Manille and Basto in one hand of the attack, whatever their number, from or to each defender.
quintille-opt-fiche = The dealer's fiche (jetons)
quintille-opt-fiche-help = What the dealer puts on the game at every deal: one fiche of 10.
quintille-opt-game-counter = Each player's jeton for the game
quintille-opt-game-counter-help = What every player, the dealer too, puts on the game at every deal.
quintille-opt-consolation = Consolation (jetons from each defender)
quintille-opt-consolation-help = Paid by each defender to the attack that wins, or by the attack to each defender (Quadrille).
quintille-opt-matador = Jetons per matador
quintille-opt-matador-help = Per matador of the attack's two hands together, from or to each defender.
quintille-opt-vole = Vole (jetons from each defender)
quintille-opt-vole-help = Paid by each defender for a vole, or to each for a dévole; double for a sans-prendre.
quintille-field-ombre = Ombre (who called)
quintille-contract-call = called a King
quintille-contract-self-call = called his own King (alone)
quintille-contract-sans-prendre = sans prendre (alone)
quintille-field-partner = Holder of the called King
quintille-field-partner-help = leave empty for a sans-prendre
quintille-group-matadors = Matadors
quintille-group-matadors-vole = Matadors and vole
quintille-group-codille = Codille
quintille-field-matador-holder = Holder of the matadors
quintille-field-matador-holder-help = the Ombre or his partner, if he holds Spadille, Manille and Basto
quintille-field-matadors = Matadors
quintille-field-matadors-help = 0, or 3 and more in that hand
quintille-field-trump-order = Defender with the { $rank ->
        [1] highest trump
        [2] second trump
        [3] third trump
       *[other] trump number { $rank }
    }
quintille-field-trump-order-help = for the odd jetons of a codille, best trump first; leave out those without a trump
quintille-for-a-called-king = for a called King
quintille-partner-is-ombre = the partner is another player; a King one holds is played alone
quintille-partner-only-for-a-call = only a called King has a partner; leave it null
quintille-trump-order-not-a-defender = { $player } is not a defender or is listed twice
quintille-matador-holder-defender = matadors are paid only to the Ombre or his partner; a defender's are entered as 0
quintille-when-matadors-entered = when matadors are entered
quintille-matador-holder-without-matadors = leave it null when nobody holds three matadors
quintille-item-game = on the game
quintille-item-next-stake = jetons each at the next deal (the game is empty)
quintille-item-dealer-fiche = the dealer's fiche at the next deal
quintille-item-game-counter = jetons each for the game at the next deal

reason-pair_draws_pool = the pair draws the game
reason-sans_prendre_draws = sans-prendre draws from the game

rules-quintille-intro = The old Ombre for five: the ombre calls a king, the pair shares. Books: 000:10852-10994; 001:8491-8662; rules: the ombre specification.
rules-quintille-payment-codille = Codille: the defender who takes more tricks than the ombre draws the game and the ombre makes a beast (000:9066-9191; 001:6838-6995).
rules-quintille-payment-matadors = The matadors: each of the others pays for each matador of the ombre's run, paid by him when he loses (000:8238-8330, laws LII–LVIII 10659-10709; 001:5950-6022).
rules-quintille-payment-pair_draws_pool = The ombre and his partner who win draw the pool and divide it (000:10852-10994; 001:8491-8662, 8716-8800).
rules-quintille-payment-remise_beast = Remise: the ombre who takes no more tricks than a defender without codille makes a beast equal to the game (000:9066-9191; 001:6838-6995).
rules-quintille-payment-sans_prendre = Sans prendre: each of the two others pays the ombre who played without taking from the talon (000:8672-8730; 001:6300-6375).
rules-quintille-payment-sans_prendre_draws = The ombre who wins sans prendre draws the pool alone (000:10852-10994; 001:8491-8662).
rules-quintille-payment-stake = The stakes: each player marks the game with his markers at a fresh game (000:8331-8441; 001:6033-6114).
rules-quintille-payment-vole = The vole: all nine tricks, paid by each of the others (000:9411-9536; 001:7212-7298).
