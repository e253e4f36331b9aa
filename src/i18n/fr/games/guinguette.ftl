# La Guinguette : tous les messages qui nomment ce jeu, sa page de règles (rules-guinguette-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## La Guinguette.
guinguette-option-ante-guinguette = Mise à la Guinguette
guinguette-option-ante-guinguette-help = Ce que chacun met à chaque coup dans la boîte de la dame de carreau.
guinguette-option-ante-cabaret = Mise au Cabaret
guinguette-option-ante-cabaret-help = Ce que chacun met à chaque coup dans la boîte de la tierce.
guinguette-option-ante-cotillon = Mise au Cotillon
guinguette-option-ante-cotillon-help = Ce que chacun met au Cotillon quand aucun cotillon n’est dû.
guinguette-option-je-joue = « Je joue »
guinguette-option-je-joue-help = Ce qu’ajoute un joueur du cotillon qui dit « je joue ».
guinguette-option-move = Remuer le cotillon
guinguette-option-move-help = Ce que coûte chaque fois qu’on remue le cotillon, deux fois au plus.
guinguette-option-deck = Jeu de cartes
guinguette-option-deck-help = 36 cartes (sans les deux, trois, quatre et cinq) à trois ou quatre joueurs, sinon 52 ; pour mémoire seulement.
guinguette-deck-36 = 36 cartes
guinguette-deck-52 = 52 cartes
guinguette-box-guinguette = la Guinguette
guinguette-box-cabaret = le Cabaret
guinguette-box-cotillon = le Cotillon
guinguette-cotillon-due = cotillon dû n° { $n }
guinguette-field-holder = Dame de carreau donnée à
guinguette-field-cabaret = Cabaret gagné par
guinguette-field-revies = Renvis sur le Cabaret
guinguette-group-cotillon = Le Cotillon
guinguette-field-moves = { $player } : fois qu’il a remué le cotillon (0 = « je joue »)
guinguette-field-moves-help = laisser vide pour un joueur qui a passé
guinguette-field-tricks = Levées des joueurs du cotillon
guinguette-field-first-to-two = Le premier à deux levées (quand deux en ont fait deux)
guinguette-group-faults = Fautes
guinguette-field-renounce = A renoncé, ou n’a pas coupé ou pas forcé une levée
guinguette-field-guinguette-shown = La dame de carreau a été montrée
guinguette-field-cabaret-shown = La tierce a été montrée
guinguette-field-misdeal = Celui qui donne a donné trop de cartes
guinguette-moves = un joueur remue le cotillon deux fois au plus
guinguette-first-to-two = quand deux joueurs ont fait deux levées, nommez celui qui les a faites le premier
guinguette-tricks-not-playing = seuls les joueurs du cotillon font des levées

reason-cabaret = le Cabaret
reason-cotillon = le cotillon
reason-cotillon_due = cotillon dû
reason-cotillon_owed = cotillon à devoir
reason-je_joue = je joue
reason-move = cotillon remué
reason-not_shown = pas montré
reason-one_trick = une seule main
reason-second_to_two = second à deux
reason-vole_cotillons_due = les cotillons de la vole

rules-guinguette-intro = De trois à huit joueurs ; la Guinguette, le Cabaret et le Cotillon, dont les dus attendent comme des bêtes. Livres : 000:16916-17094 ; 001:13825-14165 ; règles : la spécification other-games-2.
rules-guinguette-payment-ante = Chacun met 1 à la Guinguette, au Cabaret et (sauf cotillon dû) au Cotillon (001:13936-14060 ; 000:16959-17037).
rules-guinguette-payment-guinguette = Qui a la Dame de carreau et la montre tire la Guinguette (001:13936-14000 ; 000:16959-16995).
rules-guinguette-payment-cabaret = La plus haute tierce tire le Cabaret et ses renvis (001:13936-14000 ; 000:16959-16995).
rules-guinguette-payment-revy = Les renvis du Cabaret (demi-septier 1, chopine 2, pinte 4) vont à qui le gagne (001:13936-14000 ; 000:16959-16995).
rules-guinguette-payment-not_shown = Guinguette ou cabaret pris sans montrer : 2 dans sa boîte, qui reste (lois VI–VII ; 001:14063-14160 ; 000:17039-17094).
rules-guinguette-payment-je_joue = Je joue : chacun qui joue pour le cotillon y met 1 (001:14000-14060 ; 000:16995-17037).
rules-guinguette-payment-move = Remuer le cotillon : 2 par remuement, deux au plus (001:14000-14060 ; 000:16995-17037).
rules-guinguette-payment-cotillon = Trois mains, ou deux quand les autres sont partagées, tirent le cotillon (loi I ; 001:14063-14160 ; 000:17039-17094).
rules-guinguette-payment-second_to_two = Deux joueurs à deux mains : le second à les faire paie 2 au premier (loi V ; 001:14063-14160).
rules-guinguette-payment-one_trick = Un joueur à une main quand un autre en a deux ou trois paie 2 à la boîte (loi II ; 001:14063-14160).
rules-guinguette-payment-cotillon_owed = Un joueur sans main, ou qui renonce, doit un cotillon entier, joué plus tard comme une bête (lois III, IX–X ; 001:14063-14160).
rules-guinguette-payment-cotillon_due = Un cotillon dû fait la boîte d’un coup suivant, dans l’ordre (loi IV ; 001:14063-14160).
rules-guinguette-payment-vole = La vole : 1 de chacun des autres joueurs de la table (loi XII ; 001:14063-14160).
rules-guinguette-payment-vole_cotillons_due = La vole tire tous les cotillons déjà dus (loi XII ; 001:14063-14160).
rules-guinguette-payment-misdeal = Maldonne de trop de cartes : celui qui mêle met 1 au cotillon (loi VIII ; 001:14063-14160).
