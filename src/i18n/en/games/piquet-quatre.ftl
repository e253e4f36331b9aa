# Account Piquet, two against two: every message that names this game, its rules page (rules-piquet-quatre-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

reason-marked_side = marked: the partners pay

rules-piquet-quatre-intro = The written Piquet, two against two. Books: 004:266; 000:12496-12499; 001:1491-1495; rules: the piquet specification.
rules-piquet-quatre-payment-marked = The marks of the written game: at the end each pays the difference of the columns, rounded by tens, one jeton per ten (004:173-244; 000:12357-12424; 001:1354-1430).
rules-piquet-quatre-payment-marked_side = Two against two: each side's marks are paid player to player (004:264-266; 000:12487-12499; 001:1482-1498).
