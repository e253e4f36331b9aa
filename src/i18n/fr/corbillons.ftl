# Les jeux à boîtes d'other-games-2 (src/games/corbillons) : Ferme, Hoc, Emprunt, Poque,
# Guinguette, Belle/Flux/Trente-un, Gillet, Cul-bas, Coucou, Brusquembille : les mots qu’ils
# partagent (ceux de chaque jeu sont dans games/<slug>.ftl).

## Commun aux jeux à boîtes.
corbillons-field-dealer = Celui qui donne
corbillons-player = { $player }
corbillons-card-help = le rang puis la couleur, en lettres anglaises : A 2 … 10 J Q K et S (pique) H (cœur) D (carreau) C (trèfle), p. ex. 10D, QS
corbillons-bad-card = « { $got } » n’est pas une carte (le rang puis la couleur, p. ex. 10D, QS)
corbillons-named-twice = { $player } est nommé deux fois
corbillons-negative = { $got } est au-dessous de zéro
corbillons-revies-without-winner = les renvis ne s’inscrivent que pour un jeu qui a un gagnant (un jeu que personne n’a gagné a passé)
corbillons-deck = on ne joue pas ce jeu avec un jeu de { $got } cartes
corbillons-option-required = l’option { $option } doit être convenue avant que la partie commence

corbillons-option-negative = l’option { $option } vaut { $got } ; elle ne peut être au-dessous de zéro
corbillons-option-unit = Unité
corbillons-option-unit-help = Comment on appelle un jeton à cette table (un jeton, une marque) ; pour information seulement, toutes les sommes sont en jetons.
