# The rules pages (GET /games, GET /games/{id}): the pages' words and the families' names.
# Each game's introduction and its sentence per payment (rules-<slug>-...), each citing its
# book and lines, are in its own catalogue, games/<slug>.ftl.

page-rules-index-title = Les jeux et leurs règles
page-rules-index-intro = Tous les jeux que tient academie, par famille, chacun avec les règles de son livre.
page-rules-glossary-link = Les termes des livres
page-rules-seats = { $seats } joueurs
page-rules-title = { $game } : les règles
page-rules-other-name = Dans l’autre livre
page-rules-family = Famille
page-rules-seats-label = Joueurs
page-rules-chapter = Chapitres (livre:lignes)
page-rules-sources = Les livres : 000 l’Académie universelle des jeux (français), 001 l’Academy of Play (anglais), 002 les règles de La Haye du Reversis (1785), 004 le traité du Piquet ; FR et EN numérotent les lignes des mêmes livres français et anglais.
page-rules-start = Commencer une partie de ce jeu
page-rules-terms = Les termes des livres
page-rules-entered = Ce qu’on entre à chaque donne
page-rules-entered-json = La donne s’entre telle que les livres la décrivent, en JSON.
page-rules-required = obligatoire
page-rules-payments = Ce qu’est chaque paiement
page-rules-options = Les options
page-rules-no-options = Ce jeu n’a pas d’option.
page-rules-default = Par défaut : { $value }
page-rules-no-default = Pas de valeur par défaut : les joueurs en conviennent avant la partie.
page-rules-choices = Choix
page-rules-yes = oui
page-rules-no = non
page-rules-events = Les événements
page-rules-no-events = Ce jeu n’a pas d’événement hors des donnes.
page-rules-no-such-game = « { $game } » n’est pas un jeu que connaît academie.
page-rules-link = Les règles de ce jeu
page-glossary-title = Les termes des livres
page-glossary-intro = Les mots des livres, tels qu’ils les écrivent, avec les jeux où ils servent.

rules-family-quadrille = Le Quadrille et le Médiateur
rules-family-ombre = L’Hombre et les Quintilles
rules-family-piquet = Le Piquet
rules-family-reversis = Le Reversis
rules-family-jeux = Les courses de jeux
rules-family-corbillons = Les corbillons et les poules
rules-family-mail = Le Mail
rules-family-comete = La Comète et la Manille
rules-family-marks = Les courses d’impériales et de jeux
rules-family-pool = Les jeux de poule
rules-family-bete = La Bête et la Mouche
