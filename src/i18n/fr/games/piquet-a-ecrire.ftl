# Piquet à écrire : tous les messages qui nomment ce jeu, sa page de règles (rules-piquet-a-ecrire-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

reason-corbillon = marqué : au corbillon
reason-consolation_marker = consolation à celui qui a marqué
reason-consolation_others = consolation aux autres
reason-corbillon_share = le corbillon partagé
reason-corbillon_odd_jetons = les jetons impairs du corbillon
reason-settlement = la feuille réglée

rules-piquet-a-ecrire-intro = Le Piquet écrit sur une feuille, par tours, réglé par dizaines à la fin. Livres : 004:163-268 ; règles : la spécification piquet.
rules-piquet-a-ecrire-payment-consolation_marker = La consolation : celui qui marque la gagne des autres (004:246 ; 000:12426-12431 ; 001:1431-1435).
rules-piquet-a-ecrire-payment-consolation_others = Les consolations que doivent les autres à la fin de la partie (004:250-254 ; 000:12433-12466 ; 001:1436-1462).
rules-piquet-a-ecrire-payment-corbillon = Le corbillon : les marques de qui n’a pas atteint six cents vont au corbillon (004:250-254 ; 000:12433-12466 ; 001:1436-1462).
rules-piquet-a-ecrire-payment-corbillon_odd_jetons = Les jetons impairs du corbillon, donnés comme le dit le livre (004:260 ; 000:12479-12485 ; 001:1477-1481).
rules-piquet-a-ecrire-payment-corbillon_share = Le corbillon partagé entre les gagnants à la fin (004:250-254 ; 000:12433-12466).
rules-piquet-a-ecrire-payment-marked = Les marques du jeu écrit : à la fin chacun paie la différence des colonnes, arrondie par dizaines, un jeton par dizaine (004:173-244 ; 000:12357-12424 ; 001:1354-1430).
rules-piquet-a-ecrire-payment-settlement = Le règlement du jeu écrit à la fin : la division des colonnes et les dizaines de surplus (004:224-244 ; 000:12396-12424 ; 001:1401-1430).
