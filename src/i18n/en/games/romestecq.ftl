# Romestecq: every message that names this game, its rules page (rules-romestecq-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

## Le Romestecq.
romestecq-option-points = Points of the partie
romestecq-option-points-help = 36 with six players, 21 with two or four.
romestecq-points-21 = 21 points
romestecq-points-36 = 36 points
romestecq-option-stake = Stake of the partie
romestecq-option-stake-help = What each player of the losing side pays his counterpart.
romestecq-option-sides = Sides
romestecq-option-sides-help = The two sides with four or six players; with four the dealer's partner sits on his right.
romestecq-option-low-triche = A low triche
romestecq-option-low-triche-help = Three of a kind below the Kings; the book gives no value, read as a Rome.
romestecq-combo = { $combo ->
    [double_ningre] double Ningre
    [triche] triche
    [village] village
    [double_rome] double Rome
   *[rome] Rome
}
romestecq-penalty = { $kind ->
    [turned_adverse_card] the dealer turned an adverse card (law I)
    [faced_card] a faced card in the pack (law II)
    [changed_deal] the manner of dealing changed (law III)
    [six_cards_dealt] six cards dealt (law IV)
   *[played_out_of_turn] played before his turn (law V)
}
romestecq-field-claim-side = Combination { $n }: side
romestecq-field-claim-combo = Combination { $n }: what
romestecq-field-claim-rank = Combination { $n }: rank (A+K for a double Ningre)
romestecq-field-claim-gruged = Combination { $n }: grugé
romestecq-field-stecq = Stecq (last trick)
romestecq-group-faults = Faults and virlicque
romestecq-field-penalty-side = Fault { $n }: side
romestecq-field-penalty-kind = Fault { $n }: what
romestecq-field-virlicque-side = Virlicque: side
romestecq-field-virlicque-rank = Virlicque: rank
romestecq-field-loses-side = Loses the partie: side
romestecq-field-loses-reason = Loses the partie: why
romestecq-bad-rank = "{ $got }" is not a rank (A K Q J 10 9 8 7 6)
romestecq-ningre-ranks = a double Ningre names two ranks, e.g. A+K
romestecq-double-rome = a double Rome is of Aces or Kings; another pair is a Rome
romestecq-players = the Romestecq is played by two, four or six
romestecq-two-sides = two sides play the Romestecq
romestecq-event-loses = A side loses the partie
romestecq-event-loses-help = A renounce, a combination counted that was not held, playing with six cards, a counter effaced too many, marks reckoned not held (laws VI-X): the other side wins at once.

rules-romestecq-intro = Two to six players in two sides; combinations and the last trick, a race to 21 or 36 points. Books: 000:16527-16697; 001:13325-13580; rules: the other-games-2 specification.
rules-romestecq-payment-partie = The partie: the first to reach the partie's games (or points) wins, and each loser pays the stake to his counterpart, in the deal that wins it (001:13330-13395, 13523-13575; 000:16527-16697).
