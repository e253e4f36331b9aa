# The rules pages (GET /games, GET /games/{id}): the pages' words, then per game its
# introduction and one sentence per payment, each citing its book and lines.

page-rules-index-title = The games and their rules
page-rules-index-intro = Every game academie keeps, by family, each with the rules of its book.
page-rules-glossary-link = The books' terms
page-rules-seats = { $seats } players
page-rules-title = { $game }: the rules
page-rules-other-name = In the other book
page-rules-family = Family
page-rules-seats-label = Players
page-rules-chapter = Chapters (book:lines)
page-rules-sources = The books: 000 the Académie universelle des jeux (French), 001 the Academy of Play (English), 002 the Hague rules of Reversis (1785), 004 the Piquet treatise; FR and EN number the lines of the same French and English books.
page-rules-start = Start a partie of this game
page-rules-terms = The books' terms
page-rules-entered = What is entered per deal
page-rules-entered-json = The deal is entered as the books describe it, in JSON.
page-rules-required = required
page-rules-payments = What each payment is
page-rules-options = The options
page-rules-no-options = This game has no option.
page-rules-default = Default: { $value }
page-rules-no-default = No default: the players agree on it before the partie starts.
page-rules-choices = Choices
page-rules-yes = yes
page-rules-no = no
page-rules-events = The events
page-rules-no-events = This game has no event besides its deals.
page-rules-no-such-game = "{ $game }" is not a game academie knows.
page-rules-link = The rules of this game
page-glossary-title = The books' terms
page-glossary-intro = The words of the books, kept as they write them, with the games they belong to.

rules-family-quadrille = The Quadrille and the Médiateur
rules-family-ombre = The Ombre and the Quintilles
rules-family-piquet = Piquet
rules-family-reversis = Reversis
rules-family-jeux = Races of games
rules-family-corbillons = Boxes and pools
rules-family-mail = Pall-mall
rules-family-comete = The Comète and the Manille
rules-family-marks = Races of imperials and jeux
rules-family-pool = Pool games
rules-family-bete = La Bête and la Mouche

rules-quadrille-intro = Four players, forty cards; the ombre names trumps and calls a king for partner, or plays alone; fiches on the game, beasts for a lost game. Books: 000:1-2000; 001:2317-5100; rules: the quadrille specification.
rules-quadrille-payment-abandon_share = An abandoned partie: what is on the table is shared among the players (spec quadrille §4.8; FR 1590–1606).
rules-quadrille-payment-beast = A beast: the side that loses (remise or codille) or commits a fault pays a beast equal to the game, which waits to go on a later deal (laws XXVIII–XXIX, FR 1457–1463; EN 3245–3250).
rules-quadrille-payment-beast_goes = A beast goes on the game: when the game is drawn, the largest beast waiting is put on the next deal (FR 7075–7126; EN 3341–3360).
rules-quadrille-payment-cards = The cards: the fee for the cards, paid to the house (spec quadrille §3.1, §4.8; FR 1590–1598).
rules-quadrille-payment-carried_forward = What an adjourned partie left on the table, brought back when the partie opens again (spec quadrille §3.3, initial_state).
rules-quadrille-payment-consolation = The consolation, 2 jetons per opponent, paid on a win, a remise and a codille (FR 789–792; EN 3420–3424).
rules-quadrille-payment-contre_missed = Le contre: a vole announced against the ombre and missed is paid to him as a vole (spec quadrille §4.4, option contre).
rules-quadrille-payment-devole = The dévole: the side that took no trick pays each opponent as for a vole (FR 833–837; spec quadrille §4.3).
rules-quadrille-payment-draws_the_pot = Drawing the pot: the winners (or the codille's winners) draw the fiches on the game and the beast on it (FR 540–545; EN 3098–3102).
rules-quadrille-payment-game = The game: each opponent pays the winners the game jetons, one per deal whose game was remised plus this deal's (FR 752–760; EN 3400–3418).
rules-quadrille-payment-game_fiche = The dealer's fiche(s) put on the game at each deal, doubled on a double tour (FR 665–675, 838–846; EN 3313–3318).
rules-quadrille-payment-king_fiche = The king asked for: the ombre gives a fiche to the holder of the king he calls when he plays alone with it (spec quadrille §5.1; FR 6300–6420).
rules-quadrille-payment-matadors = The matadors: 1 jeton per matador of the side's run of three or more, only when the side holds them (FR 792–801, law XXXVII; EN 3424–3436).
rules-quadrille-payment-mediateur = The Médiateur: the ombre who asks for a king for a fiche and plays alone is paid as a game alone (spec quadrille §4.12; EN 5432–5462).
rules-quadrille-payment-penalty_beast = A penalty beast for a fault (a renounce, a hand shown, a wrong trump), paid by the offender (laws XXI–XXVII; FR 1419–1456; EN 4311–4330).
rules-quadrille-payment-sans_prendre = Sans prendre: 5 jetons from each opponent to the player who played without calling a king (FR 803–806; EN 3437–3443).
rules-quadrille-payment-vole = The vole: all ten tricks, 10 jetons from each opponent with a called king, 20 sans prendre (FR 833–837; EN 3475–3487).
rules-quadrille-payment-vole_missed = A vole undertaken and missed: the win is paid, then the side pays each opponent the vole (laws XLIII–XLIV, LIV; FR 618–630).

rules-mediateur-intro = The Quadrille with the Médiateur: a king asked for a fiche, matador poulans, a favourite suit drawn at the start. Books: 000:2000-7390; 001:5110-5462; rules: the quadrille specification.
rules-mediateur-payment-accolade = The accolade: each other player pays the holder of the accolade (option accolade_fee; spec quadrille §5.8).
rules-mediateur-payment-beast = A beast: the side that loses (remise or codille) or commits a fault pays a beast equal to the game, which waits to go on a later deal (laws XXVIII–XXIX, FR 1457–1463; EN 3245–3250).
rules-mediateur-payment-beast_goes = A beast goes on the game: when the game is drawn, the largest beast waiting is put on the next deal (FR 7075–7126; EN 3341–3360).
rules-mediateur-payment-cards = The cards: the fee for the cards, paid to the house (spec quadrille §3.1, §4.8; FR 1590–1598).
rules-mediateur-payment-carried_forward = What an adjourned partie left on the table, brought back when the partie opens again (spec quadrille §3.3, initial_state).
rules-mediateur-payment-devole = The dévole: the side that took no trick pays each opponent as for a vole (FR 833–837; spec quadrille §4.3).
rules-mediateur-payment-draws_the_pot = Drawing the pot: the winners (or the codille's winners) draw the fiches on the game and the beast on it (FR 540–545; EN 3098–3102).
rules-mediateur-payment-game = The game: each opponent pays the winners the game jetons, one per deal whose game was remised plus this deal's (FR 752–760; EN 3400–3418).
rules-mediateur-payment-game_fiche = The dealer's fiche(s) put on the game at each deal, doubled on a double tour (FR 665–675, 838–846; EN 3313–3318).
rules-mediateur-payment-king_fiche = The king asked for: the ombre gives a fiche to the holder of the king he calls when he plays alone with it (spec quadrille §5.1; FR 6300–6420).
rules-mediateur-payment-matadors = The matadors: 1 jeton per matador of the side's run of three or more, only when the side holds them (FR 792–801, law XXXVII; EN 3424–3436).
rules-mediateur-payment-poulan_baste = The poulan of Baste: the dealer pays 10 jetons to the holder of Baste (FR 2340–2350, 6307–6345).
rules-mediateur-payment-poulan_manille = The poulan of Manille: the dealer pays 10 jetons to the holder of Manille (FR 2340–2350, 6307–6345).
rules-mediateur-payment-poulan_spadille = The poulan of Spadille: the dealer pays 20 jetons to the holder of Spadille (FR 2340–2350, 6307–6345).
rules-mediateur-payment-retribution = The retribution of the means: the ombre is paid by (or pays) each opponent by the table of the Médiateur, multiplied in the favourite suit (FR 6470–6500, 6915–6990).
rules-mediateur-payment-vole = The vole: all ten tricks, 10 jetons from each opponent with a called king, 20 sans prendre (FR 833–837; EN 3475–3487).
rules-mediateur-payment-vole_missed = A vole undertaken and missed: the win is paid, then the side pays each opponent the vole (laws XLIII–XLIV, LIV; FR 618–630).
rules-mediateur-payment-pool_spadille = Spadille's pool: the poulan of a Spadille left in the talon waits for its next holder (spec quadrille §3.3 step 2).
rules-mediateur-payment-pool_manille = Manille's pool: the poulan of a Manille with no holder waits for its next holder (spec quadrille §3.3 step 2).
rules-mediateur-payment-pool_baste = Baste's pool: the poulan of a Baste left in the talon waits for its next holder (spec quadrille §3.3 step 2).

rules-solitaire-quatre-intro = The Médiateur where every game is played alone. Books: 000:7409-7440; 001:5464-5492; rules: the quadrille specification.
rules-solitaire-quatre-payment-beast = A beast: the side that loses (remise or codille) or commits a fault pays a beast equal to the game, which waits to go on a later deal (laws XXVIII–XXIX, FR 1457–1463; EN 3245–3250).
rules-solitaire-quatre-payment-beast_goes = A beast goes on the game: when the game is drawn, the largest beast waiting is put on the next deal (FR 7075–7126; EN 3341–3360).
rules-solitaire-quatre-payment-cards = The cards: the fee for the cards, paid to the house (spec quadrille §3.1, §4.8; FR 1590–1598).
rules-solitaire-quatre-payment-draws_the_pot = Drawing the pot: the winners (or the codille's winners) draw the fiches on the game and the beast on it (FR 540–545; EN 3098–3102).
rules-solitaire-quatre-payment-game = The game: each opponent pays the winners the game jetons, one per deal whose game was remised plus this deal's (FR 752–760; EN 3400–3418).
rules-solitaire-quatre-payment-game_fiche = The dealer's fiche(s) put on the game at each deal, doubled on a double tour (FR 665–675, 838–846; EN 3313–3318).
rules-solitaire-quatre-payment-king_fiche = The king asked for: the ombre gives a fiche to the holder of the king he calls when he plays alone with it (spec quadrille §5.1; FR 6300–6420).
rules-solitaire-quatre-payment-pool_manille = Manille's pool: the poulan of a Manille with no holder waits for its next holder (spec quadrille §3.3 step 2).
rules-solitaire-quatre-payment-poulan_baste = The poulan of Baste: the dealer pays 10 jetons to the holder of Baste (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-poulan_manille = The poulan of Manille: the dealer pays 10 jetons to the holder of Manille (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-poulan_spadille = The poulan of Spadille: the dealer pays 20 jetons to the holder of Spadille (FR 2340–2350, 6307–6345).
rules-solitaire-quatre-payment-retribution = The retribution of the means: the ombre is paid by (or pays) each opponent by the table of the Médiateur, multiplied in the favourite suit (FR 6470–6500, 6915–6990).
rules-solitaire-quatre-payment-pool_spadille = Spadille's pool: the poulan of a Spadille left in the talon waits for its next holder (spec quadrille §3.3 step 2).
rules-solitaire-quatre-payment-pool_baste = Baste's pool: the poulan of a Baste left in the talon waits for its next holder (spec quadrille §3.3 step 2).

rules-tritrille-intro = The Médiateur for three, each playing alone. Books: 000:7441-7556; 001:5494-5571; rules: the quadrille specification.
rules-tritrille-payment-beast = A beast: the side that loses (remise or codille) or commits a fault pays a beast equal to the game, which waits to go on a later deal (laws XXVIII–XXIX, FR 1457–1463; EN 3245–3250).
rules-tritrille-payment-beast_goes = A beast goes on the game: when the game is drawn, the largest beast waiting is put on the next deal (FR 7075–7126; EN 3341–3360).
rules-tritrille-payment-cards = The cards: the fee for the cards, paid to the house (spec quadrille §3.1, §4.8; FR 1590–1598).
rules-tritrille-payment-draws_the_pot = Drawing the pot: the winners (or the codille's winners) draw the fiches on the game and the beast on it (FR 540–545; EN 3098–3102).
rules-tritrille-payment-game = The game: each opponent pays the winners the game jetons, one per deal whose game was remised plus this deal's (FR 752–760; EN 3400–3418).
rules-tritrille-payment-game_fiche = The dealer's fiche(s) put on the game at each deal, doubled on a double tour (FR 665–675, 838–846; EN 3313–3318).
rules-tritrille-payment-king_fiche = The king asked for: the ombre gives a fiche to the holder of the king he calls when he plays alone with it (spec quadrille §5.1; FR 6300–6420).
rules-tritrille-payment-matadors = The matadors: 1 jeton per matador of the side's run of three or more, only when the side holds them (FR 792–801, law XXXVII; EN 3424–3436).
rules-tritrille-payment-poulan_baste = The poulan of Baste: the dealer pays 10 jetons to the holder of Baste (FR 2340–2350, 6307–6345).
rules-tritrille-payment-poulan_manille = The poulan of Manille: the dealer pays 10 jetons to the holder of Manille (FR 2340–2350, 6307–6345).
rules-tritrille-payment-poulan_spadille = The poulan of Spadille: the dealer pays 20 jetons to the holder of Spadille (FR 2340–2350, 6307–6345).
rules-tritrille-payment-retribution = The retribution of the means: the ombre is paid by (or pays) each opponent by the table of the Médiateur, multiplied in the favourite suit (FR 6470–6500, 6915–6990).
rules-tritrille-payment-pool_spadille = Spadille's pool: the poulan of a Spadille left in the talon waits for its next holder (spec quadrille §3.3 step 2).
rules-tritrille-payment-pool_manille = Manille's pool: the poulan of a Manille with no holder waits for its next holder (spec quadrille §3.3 step 2).
rules-tritrille-payment-pool_baste = Baste's pool: the poulan of a Baste left in the talon waits for its next holder (spec quadrille §3.3 step 2).

rules-piquemedrille-intro = The Médiateur for two, with half beasts. Books: 000:7558-7650; 001:5572-5630; rules: the quadrille specification.
rules-piquemedrille-payment-beast = A beast: the side that loses (remise or codille) or commits a fault pays a beast equal to the game, which waits to go on a later deal (laws XXVIII–XXIX, FR 1457–1463; EN 3245–3250).
rules-piquemedrille-payment-beast_goes = A beast goes on the game: when the game is drawn, the largest beast waiting is put on the next deal (FR 7075–7126; EN 3341–3360).
rules-piquemedrille-payment-cards = The cards: the fee for the cards, paid to the house (spec quadrille §3.1, §4.8; FR 1590–1598).
rules-piquemedrille-payment-draws_the_pot = Drawing the pot: the winners (or the codille's winners) draw the fiches on the game and the beast on it (FR 540–545; EN 3098–3102).
rules-piquemedrille-payment-game = The game: each opponent pays the winners the game jetons, one per deal whose game was remised plus this deal's (FR 752–760; EN 3400–3418).
rules-piquemedrille-payment-game_fiche = The dealer's fiche(s) put on the game at each deal, doubled on a double tour (FR 665–675, 838–846; EN 3313–3318).
rules-piquemedrille-payment-matadors = The matadors: 1 jeton per matador of the side's run of three or more, only when the side holds them (FR 792–801, law XXXVII; EN 3424–3436).
rules-piquemedrille-payment-pool_spadille = Spadille's pool: the poulan of a Spadille left in the talon waits for its next holder (spec quadrille §3.3 step 2).
rules-piquemedrille-payment-poulan_baste = The poulan of Baste: the dealer pays 10 jetons to the holder of Baste (FR 2340–2350, 6307–6345).
rules-piquemedrille-payment-poulan_manille = The poulan of Manille: the dealer pays 10 jetons to the holder of Manille (FR 2340–2350, 6307–6345).
rules-piquemedrille-payment-poulan_spadille = The poulan of Spadille: the dealer pays 20 jetons to the holder of Spadille (FR 2340–2350, 6307–6345).
rules-piquemedrille-payment-retribution = The retribution of the means: the ombre is paid by (or pays) each opponent by the table of the Médiateur, multiplied in the favourite suit (FR 6470–6500, 6915–6990).
rules-piquemedrille-payment-pool_manille = Manille's pool: the poulan of a Manille with no holder waits for its next holder (spec quadrille §3.3 step 2).
rules-piquemedrille-payment-pool_baste = Baste's pool: the poulan of a Baste left in the talon waits for its next holder (spec quadrille §3.3 step 2).

rules-ombre-intro = Three players, forty cards; the ombre plays against the two others; remise and codille, matadors, the vole, the hazards. Books: 000:7874-10848; 001:5660-8475; rules: the ombre specification.
rules-ombre-payment-abandon_beast = A game abandoned: the ombre who gives up makes a beast (000:8854-8987; 001:6504-6745).
rules-ombre-payment-abandon_divides = A game abandoned: the defenders divide what is on the game (000:8854-8987; 001:6504-6745).
rules-ombre-payment-beast_goes = A beast goes on the game after the game is drawn, one after another (000:8988-9064, 9193-9369; 001:6751-6836, 7001-7165).
rules-ombre-payment-beasts_on_game = The beasts put on the game count towards what the winner draws (000:9193-9369; 001:7001-7165).
rules-ombre-payment-bon_air = A hazard (pretintaille): the bon air, paid by each of the others (000:10230-10297; 001:7975-8021).
rules-ombre-payment-codille = Codille: the defender who takes more tricks than the ombre draws the game and the ombre makes a beast (000:9066-9191; 001:6838-6995).
rules-ombre-payment-codille_beast = The beast the ombre makes when he loses codille (000:9066-9191; 001:6838-6995).
rules-ombre-payment-consolation = The consolation, paid by or to each of the two others (spec ombre §1.4.4; 000:9193-9369).
rules-ombre-payment-contre_missed = Le contre missed: the one who announced the contre pays as the book says (000:9411-9536; 001:7212-7298).
rules-ombre-payment-degout = A hazard (pretintaille): the dégoût (000:10230-10297; 001:7975-8021).
rules-ombre-payment-discorde = A hazard (pretintaille): the discorde, the four kings in one hand (000:10230-10297; 001:7975-8021).
rules-ombre-payment-draws_pool = The ombre who wins draws what is on the game (000:9066-9191; 001:6838-6995).
rules-ombre-payment-estrapade = A hazard (pretintaille): the estrapade (000:10230-10297; 001:7975-8021).
rules-ombre-payment-matadors = The matadors: each of the others pays for each matador of the ombre's run, paid by him when he loses (000:8238-8330, laws LII–LVIII 10659-10709; 001:5950-6022).
rules-ombre-payment-penalty_beast = A beast for a fault (a renounce, a hand shown), paid by the offender (000:8988-9064, laws 10299-10848; 001:6751-6836).
rules-ombre-payment-remise_beast = Remise: the ombre who takes no more tricks than a defender without codille makes a beast equal to the game (000:9066-9191; 001:6838-6995).
rules-ombre-payment-sans_prendre = Sans prendre: each of the two others pays the ombre who played without taking from the talon (000:8672-8730; 001:6300-6375).
rules-ombre-payment-stake = The stakes: each player marks the game with his markers at a fresh game (000:8331-8441; 001:6033-6114).
rules-ombre-payment-triomphante = A hazard (pretintaille): the triomphante (000:10230-10297; 001:7975-8021).
rules-ombre-payment-vole = The vole: all nine tricks, paid by each of the others (000:9411-9536; 001:7212-7298).
rules-ombre-payment-vole_draws_beasts = The vole draws the beasts on the game (000:9411-9536; 001:7212-7298).
rules-ombre-payment-vole_missed = A vole undertaken and missed: the ombre pays what the vole would have won (000:9411-9536; 001:7212-7298).
rules-ombre-payment-leftover_share = At the end of the partie what is left on the game is shared as the option leftover_policy says (000:9538-9584; 001:7300-7340).

rules-ombre-deux-intro = The Ombre for two, one suit removed. Books: 000:11134-11165; 001:8830-8850; rules: the ombre specification.
rules-ombre-deux-payment-beast_goes = A beast goes on the game after the game is drawn, one after another (000:8988-9064, 9193-9369; 001:6751-6836, 7001-7165).
rules-ombre-deux-payment-codille = Codille: the defender who takes more tricks than the ombre draws the game and the ombre makes a beast (000:9066-9191; 001:6838-6995).
rules-ombre-deux-payment-codille_beast = The beast the ombre makes when he loses codille (000:9066-9191; 001:6838-6995).
rules-ombre-deux-payment-draws_pool = The ombre who wins draws what is on the game (000:9066-9191; 001:6838-6995).
rules-ombre-deux-payment-matadors = The matadors: each of the others pays for each matador of the ombre's run, paid by him when he loses (000:8238-8330, laws LII–LVIII 10659-10709; 001:5950-6022).
rules-ombre-deux-payment-remise_beast = Remise: the ombre who takes no more tricks than a defender without codille makes a beast equal to the game (000:9066-9191; 001:6838-6995).
rules-ombre-deux-payment-sans_prendre = Sans prendre: each of the two others pays the ombre who played without taking from the talon (000:8672-8730; 001:6300-6375).
rules-ombre-deux-payment-stake = The stakes: each player marks the game with his markers at a fresh game (000:8331-8441; 001:6033-6114).
rules-ombre-deux-payment-vole_missed = A vole undertaken and missed: the ombre pays what the vole would have won (000:9411-9536; 001:7212-7298).
rules-ombre-deux-payment-leftover_share = At the end of the partie what is left on the game is shared as the option leftover_policy says (000:9538-9584; 001:7300-7340).

rules-quintille-intro = The old Ombre for five: the ombre calls a king, the pair shares. Books: 000:10852-10994; 001:8491-8662; rules: the ombre specification.
rules-quintille-payment-codille = Codille: the defender who takes more tricks than the ombre draws the game and the ombre makes a beast (000:9066-9191; 001:6838-6995).
rules-quintille-payment-matadors = The matadors: each of the others pays for each matador of the ombre's run, paid by him when he loses (000:8238-8330, laws LII–LVIII 10659-10709; 001:5950-6022).
rules-quintille-payment-pair_draws_pool = The ombre and his partner who win draw the pool and divide it (000:10852-10994; 001:8491-8662, 8716-8800).
rules-quintille-payment-remise_beast = Remise: the ombre who takes no more tricks than a defender without codille makes a beast equal to the game (000:9066-9191; 001:6838-6995).
rules-quintille-payment-sans_prendre = Sans prendre: each of the two others pays the ombre who played without taking from the talon (000:8672-8730; 001:6300-6375).
rules-quintille-payment-sans_prendre_draws = The ombre who wins sans prendre draws the pool alone (000:10852-10994; 001:8491-8662).
rules-quintille-payment-stake = The stakes: each player marks the game with his markers at a fresh game (000:8331-8441; 001:6033-6114).
rules-quintille-payment-vole = The vole: all nine tricks, paid by each of the others (000:9411-9536; 001:7212-7298).

rules-quintille-nouveau-intro = The new Quintille, paid as at Quadrille. Books: 000:10997-11130; 001:8665-8826; rules: the ombre specification.
rules-quintille-nouveau-payment-beast_goes = A beast goes on the game after the game is drawn, one after another (000:8988-9064, 9193-9369; 001:6751-6836, 7001-7165).
rules-quintille-nouveau-payment-codille = Codille: the defender who takes more tricks than the ombre draws the game and the ombre makes a beast (000:9066-9191; 001:6838-6995).
rules-quintille-nouveau-payment-codille_beast = The beast the ombre makes when he loses codille (000:9066-9191; 001:6838-6995).
rules-quintille-nouveau-payment-dealer_fiche = The dealer's fiche put on the game (000:10997-11130; 001:8665-8826, after the Quadrille, 000:663-853).
rules-quintille-nouveau-payment-draws_pool = The ombre who wins draws what is on the game (000:9066-9191; 001:6838-6995).
rules-quintille-nouveau-payment-game_counter = Each player's counter for the game, paid as at Quadrille (000:10997-11130, 663-853; 001:8665-8826).
rules-quintille-nouveau-payment-game_payments = The payments of the game (consolation, matadors, sans prendre, vole) as at Quadrille (000:10997-11130; 001:8665-8826, 3309-3500).
rules-quintille-nouveau-payment-remise_beast = Remise: the ombre who takes no more tricks than a defender without codille makes a beast equal to the game (000:9066-9191; 001:6838-6995).

rules-piquet-intro = Two players, thirty-two cards; point, sequences, quatorzes, pic, repic and capot, to a hundred. Books: 004 ch. I-IV; 000:11612-12300; 001:300-1265; rules: the piquet specification.
rules-piquet-payment-partie = The partie: the first to 100 points (or the target agreed) wins, and the loser pays the stake (001:1274-1291; 004:153-159).
rules-piquet-payment-partie_forfeit = A player who leaves the partie loses it and pays the stake (004:153-159; 000:12278-12298; 001:1251-1265).
rules-piquet-payment-partie_lurched = The lurch: a loser who has not reached half the target pays the stake doubled (001:1274-1291).

rules-piquet-a-ecrire-intro = The Piquet written on a sheet, by tours, settled in tens at the end. Books: 004:163-268; rules: the piquet specification.
rules-piquet-a-ecrire-payment-consolation_marker = The consolation: the player who marks gains the consolation from the others (004:246; 000:12426-12431; 001:1431-1435).
rules-piquet-a-ecrire-payment-consolation_others = The consolations the others owe at the end of the partie (004:250-254; 000:12433-12466; 001:1436-1462).
rules-piquet-a-ecrire-payment-corbillon = The corbillon: the marks of a player who has not reached 600 go to the corbillon (004:250-254; 000:12433-12466; 001:1436-1462).
rules-piquet-a-ecrire-payment-corbillon_odd_jetons = The odd jetons of the corbillon, given as the book says (004:260; 000:12479-12485; 001:1477-1481).
rules-piquet-a-ecrire-payment-corbillon_share = The corbillon shared among the winners at the end (004:250-254; 000:12433-12466).
rules-piquet-a-ecrire-payment-marked = The marks of the written game: at the end each pays the difference of the columns, rounded by tens, one jeton per ten (004:173-244; 000:12357-12424; 001:1354-1430).
rules-piquet-a-ecrire-payment-settlement = The settlement of the written game at the end: the division of the columns and the surplus tens (004:224-244; 000:12396-12424; 001:1401-1430).

rules-piquet-quatre-intro = The written Piquet, two against two. Books: 004:266; 000:12496-12499; 001:1491-1495; rules: the piquet specification.
rules-piquet-quatre-payment-marked = The marks of the written game: at the end each pays the difference of the columns, rounded by tens, one jeton per ten (004:173-244; 000:12357-12424; 001:1354-1430).
rules-piquet-quatre-payment-marked_side = Two against two: each side's marks are paid player to player (004:264-266; 000:12487-12499; 001:1482-1498).

rules-piquet-chouette-intro = The written Piquet, one against the others. Books: 004:266; 000:12496-12499; 001:1491-1495; rules: the piquet specification.
rules-piquet-chouette-payment-marked_chouette = La Chouette: the player alone pays or is paid by each of the others (004:264-266; 000:12487-12499; 001:1482-1498).

rules-reversis-intro = Four players; the fewest points win the partie; the Quinola and the aces are placed or forced; the Reversis takes every trick. Books: 002 (la Haye 1785); 000:13999-14197; 001:9793-10033; rules: the reversis specification.
rules-reversis-payment-ace_forced = An ace forced: 1 fiche (2 for diamonds) to the forcer (Hague art. XXV; 000:14126-14130).
rules-reversis-payment-ace_led = An ace led or gorged, paid as forced to the winner of the partie (Hague art. XXVII).
rules-reversis-payment-ace_placed = An ace placed: 1 fiche (the ace of diamonds 2) from the taker (Hague art. XXIV; 000:14119-14124).
rules-reversis-payment-beast_to_pool = A beast goes into the box, biggest first (000:14163-14170; 001:9991-10005).
rules-reversis-payment-dealer_jeton = The dealer's jeton in the panier at each deal (Hague art. XVII).
rules-reversis-payment-espagnolette_refund = The Espagnolette's refunds (Hague art. XXXI, XXXIV–XLIV).
rules-reversis-payment-misdeal_late = A late misdeal: 4 jetons, the deal void (Hague art. XLV–XLVIII).
rules-reversis-payment-misdeal_redeal = A misdeal: 1 jeton to deal again (Hague art. XLV–XLVIII).
rules-reversis-payment-out_of_turn = Playing out of turn: 1 jeton (Hague art. LII; 000:14104-14105).
rules-reversis-payment-panier_fund = The panier's fund carried from deal to deal (Hague art. XVII).
rules-reversis-payment-partie = The partie paid by the player with most points, double to the vis-à-vis (Hague art. VI–X, XXX).
rules-reversis-payment-pool_refresh = The panier renewed when it falls below nine jetons, 2 from each (Hague art. XVII; 000:14163-14170; 001:9991-10005).
rules-reversis-payment-pool_stake = The panier: 2 jetons from each player and 3 from the dealer (Hague art. XVII; 000:14163-14170).
rules-reversis-payment-pool_won = The partie: the player with fewest points (or no trick) wins the box (Hague art. VI–X; 000:14057-14099; 001:9857-9910).
rules-reversis-payment-quinola_beast = The Quinola forced or led makes a beast equal to the box (000:14062-14066; 001:9863-9866).
rules-reversis-payment-quinola_forced = The Quinola forced: 1 jeton from each player, 2 from the holder, to the forcer (Hague art. XXVI; 000:14068-14073).
rules-reversis-payment-quinola_led = The Quinola led or gorged, paid as forced to the winner of the partie (Hague art. XXVII).
rules-reversis-payment-quinola_placed = The Quinola placed draws the remise, and 1 jeton from the taker (Hague art. XVIII, XXIV; 000:14075-14078).
rules-reversis-payment-remise_drawn = The remise drawn by the Quinola placed (Hague art. XVIII).
rules-reversis-payment-remise_made = The remise made by a forced Quinola, paid into the panier (Hague art. XVIII).
rules-reversis-payment-renounce = A renounce: 2 jetons, and no payment received (Hague art. LVII; 000:14101-14102).
rules-reversis-payment-renounce_beast = A renounce makes a beast (000:14101-14102, 14163-14170; 001:9911-9912).
rules-reversis-payment-renounce_beast_to_pool = A renounce's beast goes to the box (000:14163-14170; 001:9991-10005).
rules-reversis-payment-reversis_broken = A Reversis broken: the undertaker pays 64 (Hague art. XXXIII).
rules-reversis-payment-reversis_made = The Reversis, all the tricks: 16 from each, 32 from the vis-à-vis (Hague art. XXXII; 000:14112-14117).
rules-reversis-payment-talon = The Talon's payments (000:14080-14090; 001:9887-9896).

rules-homme-d-auvergne-intro = Two to six players, five cards; a race to seven games marked for kings and tricks. Books: 000:16004-16090; 001:12470-12590; rules: the other-games-2 specification.
rules-homme-d-auvergne-payment-partie = The partie: the first to reach the partie's games (or points) wins, and each loser pays the stake to his counterpart, in the deal that wins it (law VII; 001:12474-12575; 000:16006-16086).

rules-ferme-intro = Any number; a Farmer banks; exactly sixteen dispossesses him. Books: 000:16092-16205; 001:12595-12790; rules: the other-games-2 specification.
rules-ferme-payment-farm_deposit = The Farmer deposits the price of the farm as security (001:12600-12740; 000:16092-16183).
rules-ferme-payment-game_stake = Every player dealt in stakes 1 for the game; the Farmer does not (001:12600-12740; 000:16092-16183).
rules-ferme-payment-over_sixteen = Over sixteen: the player pays the excess to the Farmer, or into the farm in the second manner (001:12626-12631, 12743-12785; 000:16107-16113).
rules-ferme-payment-farm = Exactly sixteen dispossesses the Farmer: the winner takes the farm (fewer cards first, then le brillant, then the elder) (001:12686-12693; 000:16139-16143).
rules-ferme-payment-game = The game pot goes to the sixteen, or to the highest total below sixteen (001:12600-12740; 000:16092-16183).

rules-hoc-intro = Two or three players; the Point, the Sequence and the Tricon with revies, then the play with the hocs. Books: 000:16209-16404; 001:12790-13060; rules: the other-games-2 specification.
rules-hoc-payment-stake = Each player puts 1 into each of the pots Point, Sequence and Tricon every deal, the new stakes doubling the pots of a double deal (001:12833-12950; 000:16240-16336).
rules-hoc-payment-revy = The revies added to a contest go to its winner (001:12833-12900; 000:16240-16290).
rules-hoc-payment-point = The Point: its winner takes the pot with its revies; the others pay him nothing (001:12833-12900; 000:16240-16290).
rules-hoc-payment-sequence = The Sequence: its winner takes the pot and, from each, the value of his sequences, 1 to 4 (001:12900-12950; 000:16290-16336).
rules-hoc-payment-tricon = The Tricon: its winner takes the pot and, from each, 2 for three of a kind, 4 for three Kings or four of a kind, 8 for four Kings (001:12900-12950; 000:16290-16336).
rules-hoc-payment-hoc = A hoc: 1 from each other player per hoc earned in play (001:12795-12830, 12955-13005; 000:16209-16240).
rules-hoc-payment-carte_blanche = Carte blanche: 10 from each; nobody pays if two have it (001:13006-13035; 000:16372-16398).
rules-hoc-payment-cards_left = Going out: each other pays by the cards left, 6 for one, 4 for two, n from three to nine, 2n from ten (001:13006-13035; 000:16372-16398).
rules-hoc-payment-false_sans = A false sans (saying x sans y while holding y): 5 to each other player (001:13006-13035; 000:16372-16398).

rules-emprunt-intro = Three to six players; shedding cards in order, borrowing what one lacks. Books: 000:16849-16913; 001:13075-13145; rules: the other-games-2 specification.
rules-emprunt-payment-stake = Each player stakes into the game (001:13085-13140; 000:16849-16913).
rules-emprunt-payment-borrow = A card borrowed: the borrower pays the lender a counter (001:13085-13140; 000:16849-16913).
rules-emprunt-payment-borrow_from_stock = A card taken from the stock: the fee goes into the game (001:13085-13140; 000:16849-16913).
rules-emprunt-payment-game = The first to play all his cards takes the game (001:13085-13140; 000:16849-16913).
rules-emprunt-payment-card_left = The winner is paid as agreed for each card left in the others' hands (001:13085-13140; 000:16849-16913).

rules-poque-intro = Three to six players; six boxes, the poque with revies, then the play. Books: 000:16407-16525; 001:13160-13310; rules: the other-games-2 specification.
rules-poque-payment-ante = Each player puts a counter in each of the six boxes every deal; boxes not drawn remain (001:13160-13310; 000:16407-16525).
rules-poque-payment-turned_honour = The dealer who turns an Ace, King, Queen, Knave or Ten takes its box (001:13160-13310; 000:16407-16525).
rules-poque-payment-poque = The poque: the best poque, or an unanswered one, takes the Poque box with the revies (001:13160-13310; 000:16407-16525).
rules-poque-payment-revy = The revies at the poque go to its winner (001:13160-13310; 000:16407-16525).
rules-poque-payment-trump_honour = The holders of the Ace, King, Queen, Knave and Ten of trumps take their boxes (001:13160-13310; 000:16407-16525).
rules-poque-payment-card_left = The first out is paid 1 per card left by each other player (001:13160-13310; 000:16407-16525).
rules-poque-payment-most_cards = The player left with most cards pays that many to each other player (001:13160-13310; 000:16407-16525).

rules-romestecq-intro = Two to six players in two sides; combinations and the last trick, a race to 21 or 36 points. Books: 000:16527-16697; 001:13325-13580; rules: the other-games-2 specification.
rules-romestecq-payment-partie = The partie: the first to reach the partie's games (or points) wins, and each loser pays the stake to his counterpart, in the deal that wins it (001:13330-13395, 13523-13575; 000:16527-16697).

rules-sizette-intro = Six players, three against three; a race of games. Books: 000:16699-16847; 001:13600-13810; rules: the other-games-2 specification.
rules-sizette-payment-partie = The partie: the first to reach the partie's games (or points) wins, and each loser pays the stake to his counterpart, in the deal that wins it (001:13600-13810; 000:16699-16847).

rules-guinguette-intro = Three to eight players; the Guinguette, the Cabaret and the Cotillon, whose dues wait like beasts. Books: 000:16916-17094; 001:13825-14165; rules: the other-games-2 specification.
rules-guinguette-payment-ante = Each player puts 1 in the Guinguette, the Cabaret and (unless a cotillon is due) the Cotillon (001:13936-14060; 000:16959-17037).
rules-guinguette-payment-guinguette = The holder of the Queen of diamonds who shows it takes the Guinguette (001:13936-14000; 000:16959-16995).
rules-guinguette-payment-cabaret = The higher tierce takes the Cabaret with its revies (001:13936-14000; 000:16959-16995).
rules-guinguette-payment-revy = The revies at the Cabaret (demi-septier 1, chopine 2, pinte 4) go to its winner (001:13936-14000; 000:16959-16995).
rules-guinguette-payment-not_shown = A Guinguette or cabaret taken without showing: 2 into its box, which stays (laws VI–VII; 001:14063-14160; 000:17039-17094).
rules-guinguette-payment-je_joue = Je joue: each player who plays for the cotillon adds 1 (001:14000-14060; 000:16995-17037).
rules-guinguette-payment-move = Moving the cotillon: 2 per move, twice at most (001:14000-14060; 000:16995-17037).
rules-guinguette-payment-cotillon = Three tricks, or two while the others are split, take the cotillon (law I; 001:14063-14160; 000:17039-17094).
rules-guinguette-payment-second_to_two = Two players with two tricks: the second to make two pays the first 2 (law V; 001:14063-14160).
rules-guinguette-payment-one_trick = A playing player with one trick while another took two or three pays 2 into the box (law II; 001:14063-14160).
rules-guinguette-payment-cotillon_owed = A playing player with no trick, or who renounces, owes a whole cotillon, played for later like a beast (laws III, IX–X; 001:14063-14160).
rules-guinguette-payment-cotillon_due = A due cotillon becomes the box of a later deal, in order (law IV; 001:14063-14160).
rules-guinguette-payment-vole = The vole: 1 from every other player at the table (law XII; 001:14063-14160).
rules-guinguette-payment-vole_cotillons_due = The vole takes all the cotillons already due (law XII; 001:14063-14160).
rules-guinguette-payment-misdeal = A misdeal with too many cards: the dealer puts 1 into the cotillon (law VIII; 001:14063-14160).

rules-sixte-intro = Six players, six cards; a race to six games. Books: 000:17097-17175; 001:14170-14275; rules: the other-games-2 specification.
rules-sixte-payment-partie = The partie: the first to reach the partie's games (or points) wins, and each loser pays the stake to his counterpart, in the deal that wins it (law X; 001:14170-14275; 000:17097-17175).

rules-vingt-quatre-intro = A points race to twenty-four, counted as at the Impériale. Books: 000:17177-17217; 001:14285-14378; rules: the other-games-2 specification.
rules-vingt-quatre-payment-stake = Each player stakes into the game at the first deal (001:14285-14378; 000:17177-17217).
rules-vingt-quatre-payment-game = The first to 24 points wins the partie and draws the game (001:14285-14378; 000:17177-17217).

rules-belle-flux-trente-un-intro = Any number; three boxes, the Belle, the Flux and the Trente-un. Books: 000:17220-17297; 001:14395-14497; rules: the other-games-2 specification.
rules-belle-flux-trente-un-payment-ante = Each player puts his ante in each of the three boxes every deal (001:14400-14495; 000:17220-17297).
rules-belle-flux-trente-un-payment-belle = The Belle: the highest face-up card takes its box; equal, it stays (001:14400-14495; 000:17220-17297).
rules-belle-flux-trente-un-payment-flux = The Flux: the highest three of a suit takes its box; none or equal, it stays (001:14400-14495; 000:17220-17297).
rules-belle-flux-trente-un-payment-trente_un = The Trente-un: the first to thirty-one, else the highest below, takes its box (001:14400-14495; 000:17220-17297).

rules-gillet-intro = Three to five players; the Gé and the Point with revies. Books: 000:17298-17353; 001:14510-14580; rules: the other-games-2 specification.
rules-gillet-payment-ante = Each player puts 1 in the Gé and the Point boxes before the deal (001:14510-14580; 000:17298-17353).
rules-gillet-payment-ge = The Gé: the highest pair (any tricon beats it) takes its box with the revies (001:14510-14580; 000:17298-17353).
rules-gillet-payment-point = The Point: the highest point (a flux always higher) takes its box with the revies (001:14510-14580; 000:17298-17353).
rules-gillet-payment-revy = The revies go to the winner of their box (001:14510-14580; 000:17298-17353).

rules-cul-bas-intro = Three to ten players; fishing for pairs, or putting one's cul-bas. Books: 000:17355-17438; 001:14595-14695; rules: the other-games-2 specification.
rules-cul-bas-payment-culbas_ante = Each player puts his ante for the cul-bas (001:14600-14690; 000:17355-17438).
rules-cul-bas-payment-culbas = The first to clear his hand takes the cul-bas (001:14600-14690; 000:17355-17438).
rules-cul-bas-payment-card_left = The winner is paid 1 per card left in each hand (001:14600-14690; 000:17355-17438).
rules-cul-bas-payment-culbas_card = The winner is paid 1 per card each cul-bas player laid down (001:14600-14690; 000:17355-17438).

rules-coucou-intro = Many players, each with his marks; the lowest card pays into the pool; the last with marks takes it. Books: 000:17440-17493; 001:14710-14780; rules: the other-games-2 specification.
rules-coucou-payment-coucou_mark = Every holder of the lowest rank on the table puts a mark into the pool (001:14716-14780; 000:17440-17493).
rules-coucou-payment-coucou_pool = The last player with marks takes the pool (001:14716-14780; 000:17440-17493).
rules-coucou-payment-coucou_pool_shared = If the last players lose their last marks together, they share the pool, odd counters to the elder (ruling, spec §14.3; the book is silent).

rules-brusquembille-intro = Two to five players; Aces and Tens rewarded, card points win the stake. Books: 000:17495-17677; 001:14785-15015; rules: the other-games-2 specification.
rules-brusquembille-payment-game_stake = Each player stakes into the game; most card points takes it, a tie leaves it (001:14788-15010; 000:17495-17677).
rules-brusquembille-payment-game = Most card points takes the game (001:14788-15010; 000:17495-17677).
rules-brusquembille-payment-brusquembille = A brusquembille: the Ace of trumps 2 from each; another Ace 2 from each if it wins its trick, a Ten 1 (001:14788-15010; 000:17495-17677).
rules-brusquembille-payment-brusquembille_lost = An Ace or Ten that loses its trick pays 2 (or 1) to each (001:14788-15010; 000:17495-17677).
rules-brusquembille-payment-drew_early = Drawing before one's turn: half the stake on the table to the rightful player, or 2 to each if the card was only seen (law V; 001:14788-15010).
rules-brusquembille-payment-saw_card = Seeing the next card while drawing: 2 to each (law VI; 001:14788-15010).
rules-brusquembille-payment-partie = In partnership each player of the side with fewer points pays the stake to his counterpart (001:14788-15010; 000:17495-17677).

rules-mail-intro = Pall-mall: the wagers of the passes, au rouet. Books: 000:17681-18648; rules: the other-games-2 specification.
rules-mail-payment-passe = The winner of a passe receives the prize times his multiplier from each loser (000:18107-18150, 18209-18240).
rules-mail-payment-passe_abandoned = A passe abandoned to re-enter: one prize into the suspended pot (000:18329-18336, 18471-18488).
rules-mail-payment-passe_forgotten = A winner who does not ask who was for two: the extra passes are suspended, sent to Avignon (000:18480-18488).
rules-mail-payment-suspended_claimed = The winner of a following passe who asks takes what was suspended (000:18329-18340, 18471-18488).

rules-comete-intro = Two (or three) players, two packs; the comet, a wild nine, is paid, doubled for each deal it stays in the stock; points by coups of two deals. Books: 000:12954-13523; 001:15020-15761; rules: the other-games-1 specification.
rules-comete-payment-comet = The comet: worth 2 jetons, doubled, tripled... for each deal it stayed in the stock; paid to its holder who plays it, doubled when the finisher ends with it, quadrupled as a nine (000:13262-13348; 001:15429-15542).
rules-comete-payment-coup = The coup of two deals: the points' difference rounded as at Piquet à écrire, one jeton per ten; an open coup is settled in the last record's entry (000:12357-12368; 001:1358-1362; spec §1.3).
rules-comete-payment-points = The points left in the losers' hands, multiplied after an opera or a comet, paid to the finisher (000:13310-13348; 001:15504-15542).
rules-comete-payment-carte_blanche = Carte blanche: 50 points to its holder, 100 with the comet (000:13350-13356; 001:15543-15549).
rules-comete-payment-queue = Three at once: the queue, 2 jetons from the loser with more points, goes to the greatest winner at the end of the party (000:13449-13462; 001:15688-15700).
rules-comete-payment-penalty = Looking at the stock or at the played cards: the agreed penalty to each other player (000:12977-12979, 13210-13214; 001:15051-15053, 15355-15359).

rules-manille-intro = Two to five players; the old Comète, with the manille and the kings paid. Books: 000:13524-13687; rules: the other-games-1 specification.
rules-manille-payment-partie_ante = La partie: each player puts one or two fiches in the corbillon at each deal (000:13665-13669).
rules-manille-payment-partie = The winner, first out, takes the corbillon (000:13665-13669).
rules-manille-payment-sans = A sans nobody can follow: 1 jeton from each other player (000:13607-13616).
rules-manille-payment-manille_played = The manille played and claimed: a fiche from each other player (000:13641-13648).
rules-manille-payment-manille_held = The manille left in hand: its holder gives a fiche to each other player (000:13650-13656).
rules-manille-payment-king_played = Each king played: 1 jeton from each other player (000:13658-13663).
rules-manille-payment-king_left = Each king left in hand: 1 jeton to each other player (000:13658-13663).
rules-manille-payment-cards_left = The cards left: each loser pays the winner 1 jeton per point (or per card) left (000:13618-13628).
rules-manille-payment-penalty = Touching the played cards: 1 jeton to each player (000:13671-13677).

rules-imperiale-intro = Two players; imperials and counters, a race to five imperials. Books: 000:13688-13998; 001:9440-9790; rules: the other-games-1 specification.
rules-imperiale-payment-partie = The partie: the first to five imperials wins and the loser pays the stake agreed (000:13712-13716, 13826-13838; 001:9478-9482).
rules-imperiale-payment-partie_lost_by_fault = Mixing one's hand with the stock, or quitting, loses the partie and its stake (laws VI, XX; 000:13930-13955; 001:9709-9745).

rules-papillon-intro = Three or four players; taking cards from the table, hazards paid, a box for the winner. Books: 000:14198-14391; 001:10040-10320; rules: the other-games-1 specification.
rules-papillon-payment-box_ante = The box: each player puts a fiche in the corbillon at each partie (000:14225-14228; 001:10087-10090).
rules-papillon-payment-box = The winner of the partie takes the whole box; if nobody wins it stays (000:14290-14297; 001:10173-10185).
rules-papillon-payment-laid_down = Laying down: 1 jeton into the box per card laid down (law I; 000:14312-14382).
rules-papillon-payment-ace_laid_down = Laying down aces: 1 jeton to each other player per ace (law II; 000:14312-14382; 001:10204-10318).
rules-papillon-payment-aces_taken = Taking aces: 1 jeton from each per ace, 2 per ace taken with a card of the same number (laws III–IV; 000:14312-14382).
rules-papillon-payment-haneton = The haneton: taking the three cards of one's rank on the table, 1 from each (law V; 000:14312-14382).
rules-papillon-payment-fourth_with_three = Three of a rank taking the fourth: 1 from each (law VI; 000:14312-14382).
rules-papillon-payment-sauterelle = The sauterelle: taking all the cards on the table, 1 from each (law VII; 000:14312-14382).
rules-papillon-payment-petit_papillon = The petit papillon: clearing one's three cards by taking during the partie, 1 from each (law VIII; 000:14312-14382).
rules-papillon-payment-the_cards = The cards: most cards in one's takings, 1 from each, double after a tie (law IX; 000:14312-14382; 001:10204-10318).
rules-papillon-payment-consolation = The consolation: the last to lay down when nobody wins, 1 from each (law X; 000:14302-14311; 001:10186-10199).
rules-papillon-payment-misdeal = A misdeal: the dealer puts a fiche in the box (law XIII; 000:14312-14382).

rules-ambigu-intro = Two to six players; a betting game of combinations, the vade and the renvi. Books: 000:14392-14739; 001:10338-10740; rules: the other-games-1 specification.
rules-ambigu-payment-bet = Every counter put on the game (poule, baster, vade, renvi) goes to the jeu (000:14425-14500; 001:10391-10485).
rules-ambigu-payment-jeu = The best game at the showdown, or an uncalled renvi, takes everything on the jeu (000:14449-14500; 001:10415-10485).
rules-ambigu-payment-combination = The winner's combination is paid by every other player, besides the poule, the vade and the renvis (law VIII; 000:14507-14656; 001:10497-10651).
rules-ambigu-payment-vade_and_batterie = An uncalled vade: its maker takes back his vade and the batterie (000:14459-14468; 001:10426-10440).
rules-ambigu-payment-uncalled_vade = An uncalled vade: the dealer pays its maker 2 counters (000:14459-14468; 001:10426-10440).
rules-ambigu-payment-penalty = Showing one's hand, or a dealer who does not shuffle: 4 counters to the game (laws XIII–XIV; 000:14671-14712; 001:10671-10710).

rules-commerce-intro = Three to twelve players; the banker sells cards, the best point, sequence or tricon takes the poule. Books: 000:14740-14893; 001:10740-10937; rules: the other-games-1 specification.
rules-commerce-payment-stake = The stake: each player puts 1 counter into the poule each deal (000:14748-14750; 001:10757-10759).
rules-commerce-payment-poule = The winner takes the poule; the banker wins equal points (000:14833-14837; 001:10862-10866).
rules-commerce-payment-bank_trade = Trading for money: 1 counter per card bought from the bank, to the banker (000:14795-14799, 14826-14831; 001:10814-10861).
rules-commerce-payment-banker_wins = The banker wins: 1 counter from each player who traded with the bank (000:14838-14841; 001:10867-10873).
rules-commerce-payment-banker_loses = The banker loses: he gives 1 counter to the winner (000:14851-14855; 001:10882-10888).
rules-commerce-payment-banker_combination = The banker who loses with a point, sequence or tricon also gives 1 counter to each player (000:14856-14860; 001:10902-10906).

rules-tontine-intro = Many players; one card each, turned, decides who pays whom and the box. Books: 000:14896-14963; 001:10940-11058; rules: the other-games-1 specification.
rules-tontine-payment-box_ante = The box: each player puts 3 of his prise in the box at the start of the partie (000:14911-14916; 001:10974-10981).
rules-tontine-payment-tontine_draw = A King draws 3 from the box, a Queen 2, a Knave 1 (000:14921-14935; 001:11000-11013).
rules-tontine-payment-tontine_box = A 4, 6 or 8 puts 2 in the box; a 5, 7 or 9 puts 1 (000:14921-14935; 001:11000-11013).
rules-tontine-payment-tontine_neighbour = An Ace pays 1 to the left-hand neighbour, a Two 2 to the second, a Three 3 to the third, dead players counted (000:14921-14948; 001:11000-11030).
rules-tontine-payment-tontine_box_won = The last player with counters wins the partie and takes the box (000:14958-14961; 001:11055-11058).
rules-tontine-payment-tontine_box_shared = If every remaining player dies in the same deal, those alive at its start share the box (engine rule, spec §7.3; the book is silent, 000:14958-14961).

rules-loterie-intro = Many players; lots and tickets drawn from a fund. Books: 000:14964-15049; 001:11060-11160; rules: the other-games-1 specification.
rules-loterie-payment-fund = The fund: each gives his whole prise to the fund at the start (000:14977-14986; 001:11076-11090).
rules-loterie-payment-lot_drawn = A ticket matching a lot draws it from the fund; undrawn lots return to the fund (000:14987-15029; 001:11091-11134).

rules-ma-commere-intro = Seven or eight players; exchanging cards with one's neighbour for a point, sequence or tricon. Books: 000:15050-15172; 001:11160-11300; rules: the other-games-1 specification.
rules-ma-commere-payment-stake = Each player puts his stake into the poule at each deal (000:15080-15087; 001:11182-11190).
rules-ma-commere-payment-poule = The winner takes the poule (000:15139-15143; 001:11257-11262).
rules-ma-commere-payment-hand_bonus = A sequence wins 1 more counter from each other player, a tricon 2 (000:15139-15143; 001:11257-11262).

rules-guimbarde-intro = Five to nine players; five boxes, the bride and her marriages. Books: 000:15173-15365; 001:11318-11575; rules: the other-games-1 specification.
rules-guimbarde-payment-box_ante = Each player puts 1 counter in each of the five boxes (000:15213-15214; 001:11373-11374).
rules-guimbarde-payment-box_roi = The holder of the King of hearts draws the box of the Roi (000:15239-15257; 001:11404-11423).
rules-guimbarde-payment-box_guimbarde = The holder of the Queen of hearts draws the box of the Guimbarde (000:15239-15257; 001:11404-11423).
rules-guimbarde-payment-box_fou = The holder of the Knave of diamonds draws the box of the Fou (000:15239-15257; 001:11404-11423).
rules-guimbarde-payment-box_mariage = The King and Queen of hearts in one hand draw the box of the Mariage (000:15239-15257; 001:11404-11423).
rules-guimbarde-payment-box_point = The best point draws the box of the Point (000:15239-15257; 001:11404-11423).
rules-guimbarde-payment-trick_stake = After the point each puts 1 counter in the Point box for the cards (000:15258-15269; 001:11424-11433).
rules-guimbarde-payment-the_cards = Most tricks (two at least) take the whole Point box (000:15258-15269; 001:11424-11433).
rules-guimbarde-payment-marriage_in_play = A marriage made in play: 1 from each player but the one who played the Queen (law I; 000:15295-15356).
rules-guimbarde-payment-marriage_trumped = A marriage won by trumping: 1 from the players of the King and of the Queen (law II; 000:15295-15356).
rules-guimbarde-payment-grand_marriage_in_hand = The grand marriage in hand: 2 from each player besides the boxes (law IV; 000:15295-15356; 001:11467-11535).
rules-guimbarde-payment-grand_marriage_on_table = The grand marriage made on the table: 1 from each (law IV; 000:15295-15356).
rules-guimbarde-payment-fool = The fool: 1 from each to its holder (law V; 000:15295-15356).
rules-guimbarde-payment-fool_taken = The fool taken by the King or Queen of hearts: its holder pays 1 to the taker (law V; 000:15295-15356).
rules-guimbarde-payment-penalty = A renounce, not forcing, a Queen not played on her King, playing out of turn: 1 to each (laws VII–XII; 000:15295-15356).
rules-guimbarde-payment-misdeal = A misdeal: 1 to each and deal again (law X; 000:15295-15356).

rules-triomphe-intro = Two sides (or each for himself); a race to five jeux. Books: 000:15366-15530; 001:11578-11795; rules: the other-games-1 specification.
rules-triomphe-payment-partie = The partie: the first side (or player) to five jeux wins, and each loser pays the stake (000:15366-15530; 001:11578-11795).
rules-triomphe-payment-partie_lost_by_fault = A fault that loses the partie (exchanging cards, quitting): its stake is paid (laws VIII–IX; 000:15420-15453; 001:11636-11702).

rules-bete-intro = Three to seven players; the one who stands wins the game or makes the beast. Books: 000:15531-15805; 001:11800-12185; rules: the other-games-1 specification.
rules-bete-payment-fiche = At the start of a tour each player puts 1 fiche on the table (000:15629-15636; 001:11971-11978).
rules-bete-payment-king_counter = Each player puts 1 counter for the King of trumps (000:15637-15647; 001:11979-11987).
rules-bete-payment-game_counter = Each player puts 1 counter on the game when no beast goes (000:15652-15658; 001:11995-12004).
rules-bete-payment-dealer_counter = The dealer always puts 1 counter on the game (000:15652-15658; 001:11995-12004).
rules-bete-payment-curieuse = The curieuse: all having passed, a player puts 1 counter on the game to turn the bottom card as trump (000:15741-15756; 001:12085-12098).
rules-bete-payment-game = The player who stands and wins takes the game (000:15616-15624; 001:11962-11970).
rules-bete-payment-fiche_drawn = The winner draws one fiche (000:15616-15636; 001:11962-11978).
rules-bete-payment-beast_won = The winner takes the beast that goes on the deal (000:15652-15664; 001:11995-12010).
rules-bete-payment-king = The King counters go to the holder of the King of trumps when the deal is played (000:15637-15647, 15757-15764; 001:11979-11987).
rules-bete-payment-beast = The player who stood and lost makes a beast equal to what he could have won, doubled at contre (000:15629-15690; 001:11971-12028).
rules-bete-payment-vole = The vole: 1 counter from each other player (000:15765-15768; 001:12108-12111).
rules-bete-payment-vole_game = The vole takes the game (000:15616-15624, 15765-15768; 001:11962-11970).
rules-bete-payment-vole_fiches = The vole takes all the fiches (000:15765-15768; 001:12108-12111).
rules-bete-payment-vole_beasts = The vole takes all the beasts, going or not (000:15765-15768; 001:12108-12111).
rules-bete-payment-devole_beast = The dévole: a beast of everything on the game, and 1 counter to each player (000:15768-15771; 001:12111-12114).
rules-bete-payment-renounce_beast = Each renouncer makes a beast (000:15797; 001:12175).
rules-bete-payment-misdeal = A misdeal: the dealer pays 1 to each and deals again (000:15797-15798; 001:12175-12177).

rules-mouche-intro = Three to six players; each trick draws from the game, no trick makes the mouche; with le Pamphile. Books: 000:15806-16003; 001:12190-12445; rules: the other-games-1 specification.
rules-mouche-payment-dealer_stake = The dealer alone puts as many counters as there are players on the game (000:15872-15876; 001:12286-12292).
rules-mouche-payment-trick = Each trick won draws its share of the game (000:15897-15901; 001:12324-12328).
rules-mouche-payment-mouche = A player who played and took no trick makes the mouche: he pays into the game what went on it (000:15872-15887; 001:12286-12311).
rules-mouche-payment-la_mouche = La Mouche, five cards of one suit: its holder takes all that is on the game (000:15903-15935; 001:12329-12368).
rules-mouche-payment-la_mouche_mouches = La Mouche also takes all the mouches due (000:15903-15935; 001:12329-12368).
rules-mouche-payment-pamphile = Le Pamphile: the holder of the Knave of clubs receives 1 counter from each player (000:15976-16003).
