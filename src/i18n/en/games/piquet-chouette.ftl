# Account Piquet, two against one: every message that names this game, its rules page (rules-piquet-chouette-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

piquet-chouette-plays = the chouette, { $chouette }, plays every deal

reason-marked_chouette = marked: the chouette and the two

rules-piquet-chouette-intro = The written Piquet, one against the others. Books: 004:266; 000:12496-12499; 001:1491-1495; rules: the piquet specification.
rules-piquet-chouette-payment-marked_chouette = La Chouette: the player alone pays or is paid by each of the others (004:264-266; 000:12487-12499; 001:1482-1498).
