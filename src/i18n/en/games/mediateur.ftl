# The Mediator: every message that names this game, its rules page (rules-mediateur-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

rules-mediateur-intro = The Quadrille with the Médiateur: a king asked for a fiche, matador poulans, a favourite suit drawn at the start. Books: 000:2000-7390; 001:5110-5462; rules: the quadrille specification.
rules-mediateur-payment-accolade = The accolade: each other player pays the holder of the accolade (option accolade_fee; spec quadrille §5.8).
rules-mediateur-payment-beast = A beast: the side that loses (remise or codille) or commits a fault pays a beast equal to the game, which waits to go on a later deal (laws XXVIII–XXIX, FR 1457–1463; EN 3245–3250).
rules-mediateur-payment-penalty_beast = A penalty beast for a fault (a renounce, a hand shown, a wrong trump), paid by the offender (laws XXI–XXVII; FR 1419–1456; EN 4311–4330).
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
rules-mediateur-payment-abandon_share = An abandoned partie: what is on the table is shared among the players (spec quadrille §4.8; FR 1590–1606).
