# The New Game of the Comet: every message that names this game, its rules page (rules-comete-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Comète
comete-option-mode = Who plays
comete-option-mode-help = Two players; three à tourner (two play, as at Piquet); three all playing; two against two. Two against two has no payments in the books and is not scored.
comete-mode-two = Two players
comete-mode-three-all = Three playing at once
comete-mode-three-in-turn = Three, two playing in turn
comete-mode-two-against-two = Two against two
comete-option-base = The simple comet (jetons)
comete-option-base-help = Two jetons, doubled, tripled... as often as it has not come.
comete-option-carte-blanche = Points of a carte blanche
comete-option-carte-blanche-help = 50 points, 100 with the comet.
comete-option-settlement = Points into jetons
comete-option-settlement-help = Counted as at Piquet, 1 jeton = 10 points: per coup of two deals with the Piquet rounding; or the ledger in points each deal; three at once, each loser pays at once.
comete-settlement-per-coup-piquet-rounding = Per coup, rounded as at Piquet
comete-settlement-per-deal-points = Each deal, in points
comete-settlement-per-payer-per-deal-piquet-rounding = Each loser at once, rounded
comete-option-dealer-opera = The dealer may make an opera
comete-option-dealer-opera-help = "If so agreed".
comete-option-deck40 = Forty cards (no twos or threes)
comete-option-deck40-help = 15 cards each, a stock of 10; no change to the payments.
comete-option-discard = Discard as at Piquet
comete-option-discard-help = A variant of the play; no change to the payments.
comete-option-stock-look = Penalty for looking at the stock
comete-option-played-cards = Penalty for spreading the played cards
comete-option-penalty-help = An agreed penalty, paid to each other player of the deal.
comete-option-remise-per-pair = Remises kept per pair
comete-option-remise-per-pair-help = Three in turn: the remise "sleeps" until the same two play together again.
comete-field-finisher = Played out first
comete-field-points = Points left in hand
comete-field-points-help = For each player who did not finish: kings, queens, knaves 10, other cards their pips, the comet 9.
comete-field-opera = Opera (all his cards without interruption)
comete-field-holder = Had the comet
comete-field-holder-help = Leave empty when it stayed in the stock.
comete-field-use = The comet was
comete-use-played = played before the end
comete-use-last-card = his last card
comete-use-last-card-as-nine = his last card, standing for a nine
comete-use-remained = still in his hand
comete-field-carte-blanche = Carte blanche (no court card)
comete-field-end-of-party = End of the party (the queue)
comete-field-penalty = Penalty
comete-penalty-looked-at-stock = Looked at the stock
comete-penalty-examined-played-cards = Spread the played cards
comete-event-end-of-party = End of the party
comete-event-end-of-party-help = Settles the open coup; with three playing at once the queue goes to the greatest winner.
comete-item-queue = The queue
comete-item-remises = Remises ({ $pair })
comete-item-coup = Open coup, points ahead ({ $pair })
comete-two-against-two = two against two has no payments in the books: not scored
comete-per-coup-three-all = three playing at once settle each loser at once, not per coup
comete-per-payer-three-all = paying each loser at once is for three playing at once
comete-remise-per-pair = remises per pair are for three in turn
comete-points-losers = name exactly the players who did not finish
comete-dealer-plays = the dealer is one of the players of the deal
comete-comet-use = this use of the comet does not fit its holder
comete-comet-both = the comet's holder and its use go together
comete-opera-eldest = an opera is made by the eldest hand
comete-not-in-deal = not a player of this deal

reason-comet = the comet
reason-coup = the coup
reason-points = points
reason-queue = the queue

rules-comete-intro = Two (or three) players, two packs; the comet, a wild nine, is paid, doubled for each deal it stays in the stock; points by coups of two deals. Books: 000:12954-13523; 001:15020-15761; rules: the other-games-1 specification.
rules-comete-payment-comet = The comet: worth 2 jetons, doubled, tripled... for each deal it stayed in the stock; paid to its holder who plays it, doubled when the finisher ends with it, quadrupled as a nine (000:13262-13348; 001:15429-15542).
rules-comete-payment-coup = The coup of two deals: the points' difference rounded as at Piquet à écrire, one jeton per ten; an open coup is settled in the last record's entry (000:12357-12368; 001:1358-1362; spec §1.3).
rules-comete-payment-points = The points left in the losers' hands, multiplied after an opera or a comet, paid to the finisher (000:13310-13348; 001:15504-15542).
rules-comete-payment-carte_blanche = Carte blanche: 50 points to its holder, 100 with the comet (000:13350-13356; 001:15543-15549).
rules-comete-payment-queue = Three at once: the queue, 2 jetons from the loser with more points, goes to the greatest winner at the end of the party (000:13449-13462; 001:15688-15700).
rules-comete-payment-penalty = Looking at the stock or at the played cards: the agreed penalty to each other player (000:12977-12979, 13210-13214; 001:15051-15053, 15355-15359).
