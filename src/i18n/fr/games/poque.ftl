# Le Poque : tous les messages qui nomment ce jeu, sa page de règles (rules-poque-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Le Poque.
poque-option-ante = Mise dans chaque cassetin
poque-option-ante-help = Ce que chaque joueur met dans chacun des six cassetins à chaque coup.
poque-option-deck = Jeu de cartes
poque-option-deck-help = 32 cartes à trois ou quatre joueurs, 36 à cinq ou six ; pour mémoire seulement.
poque-deck-32 = 32 cartes
poque-deck-36 = 36 cartes
poque-option-fiche = Valeur d’une fiche
poque-option-fiche-help = Une fiche vaut cinq jetons ; pour information, toutes les sommes sont en jetons.
poque-box = { $which ->
    [ace] le cassetin de l’As
    [king] le cassetin du Roi
    [queen] le cassetin de la Dame
    [knave] le cassetin du Valet
    [ten] le cassetin du Dix
   *[poque] le cassetin du Poque
}
poque-field-turned = Carte tournée par celui qui donne
poque-field-poque-winner = Poque gagné par
poque-field-revies = Renvis sur le poque
poque-field-honour = { $which ->
    [ace] As de triomphe tenu par
    [king] Roi de triomphe tenu par
    [queen] Dame de triomphe tenue par
    [knave] Valet de triomphe tenu par
   *[ten] Dix de triomphe tenu par
}
poque-field-out = Le premier défait de ses cartes
poque-field-cards-left = Cartes restées en main
poque-not-an-honour = les honneurs sont A, K, Q, J et 10 (as, roi, dame, valet, dix)
poque-turned-in-nobodys-hand = la carte tournée n’est dans la main de personne
poque-out-has-cards = le joueur qui s’est défait de ses cartes n’en a plus
poque-option-prise = Prise
poque-option-prise-help = La provision de jetons de chaque joueur, 20 jetons et 4 fiches de 5 ; pour information seulement.

reason-most_cards = le plus de cartes
reason-poque = le poque
reason-trump_honour = honneur d’atout
reason-turned_honour = honneur tourné

rules-poque-intro = De trois à six joueurs ; six boîtes, le poque avec renvis, puis le jeu. Livres : 000:16407-16525 ; 001:13160-13310 ; règles : la spécification other-games-2.
rules-poque-payment-ante = Chacun met un jeton dans chacune des six boîtes à chaque coup ; celles qu’on ne tire pas restent (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-turned_honour = Celui qui mêle et tourne un As, Roi, Dame, Valet ou Dix tire sa boîte (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-poque = Le poque : le meilleur poque, ou celui qu’on ne tient pas, tire la boîte du Poque et les renvis (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-revy = Les renvis du poque vont à qui le gagne (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-trump_honour = Ceux qui ont l’As, le Roi, la Dame, le Valet et le Dix d’atout tirent leurs boîtes (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-card_left = Le premier qui finit est payé 1 par carte restée à chacun des autres (001:13160-13310 ; 000:16407-16525).
rules-poque-payment-most_cards = Celui à qui il reste le plus de cartes en paie autant à chacun des autres (001:13160-13310 ; 000:16407-16525).
