# Account Piquet: every message that names this game, its rules page (rules-piquet-a-ecrire-...), the
# labels of the payments only it makes (reason-<code>) and the words of its forms and facts.

reason-corbillon = marked: into the corbillon
reason-consolation_marker = consolation to the player who marked
reason-consolation_others = consolation to the others
reason-corbillon_share = the corbillon divided
reason-corbillon_odd_jetons = the corbillon's odd jetons
reason-settlement = the written sheet settled

rules-piquet-a-ecrire-intro = The Piquet written on a sheet, by tours, settled in tens at the end. Books: 004:163-268; rules: the piquet specification.
rules-piquet-a-ecrire-payment-consolation_marker = The consolation: the player who marks gains the consolation from the others (004:246; 000:12426-12431; 001:1431-1435).
rules-piquet-a-ecrire-payment-consolation_others = The consolations the others owe at the end of the partie (004:250-254; 000:12433-12466; 001:1436-1462).
rules-piquet-a-ecrire-payment-corbillon = The corbillon: the marks of a player who has not reached 600 go to the corbillon (004:250-254; 000:12433-12466; 001:1436-1462).
rules-piquet-a-ecrire-payment-corbillon_odd_jetons = The odd jetons of the corbillon, given as the book says (004:260; 000:12479-12485; 001:1477-1481).
rules-piquet-a-ecrire-payment-corbillon_share = The corbillon shared among the winners at the end (004:250-254; 000:12433-12466).
rules-piquet-a-ecrire-payment-marked = The marks of the written game: at the end each pays the difference of the columns, rounded by tens, one jeton per ten (004:173-244; 000:12357-12424; 001:1354-1430).
rules-piquet-a-ecrire-payment-settlement = The settlement of the written game at the end: the division of the columns and the surplus tens (004:224-244; 000:12396-12424; 001:1401-1430).
