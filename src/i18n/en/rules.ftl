# The rules pages (GET /games, GET /games/{id}): the pages' words and the families' names.
# Each game's introduction and its sentence per payment (rules-<slug>-...), each citing its
# book and lines, are in its own catalogue, games/<slug>.ftl.

page-rules-index-title = The games and their rules
page-rules-index-intro = Every game academie keeps, by family, each with the rules of its book.
page-rules-glossary-link = The books' terms
page-rules-seats = { $seats } players
page-rules-title = { $game }: the rules
page-rules-other-name = In the other book
page-rules-family = Family
page-rules-seats-label = Players
page-rules-chapter = Chapters (book:lines)
page-rules-sources = The books: 000 the Académie universelle des jeux (French), 001 the Academy of Play (English), 002 the Hague rules of Reversis (1785), 004 the Piquet treatise; FR and EN number the lines of the same French and English books.
page-rules-start = Start a partie of this game
page-rules-terms = The books' terms
page-rules-entered = What is entered per deal
page-rules-entered-json = The deal is entered as the books describe it, in JSON.
page-rules-required = required
page-rules-payments = What each payment is
page-rules-options = The options
page-rules-no-options = This game has no option.
page-rules-default = Default: { $value }
page-rules-no-default = No default: the players agree on it before the partie starts.
page-rules-choices = Choices
page-rules-yes = yes
page-rules-no = no
page-rules-events = The events
page-rules-no-events = This game has no event besides its deals.
page-rules-no-such-game = "{ $game }" is not a game academie knows.
page-rules-link = The rules of this game
page-glossary-title = The books' terms
page-glossary-intro = The words of the books, kept as they write them, with the games they belong to.

rules-family-quadrille = The Quadrille and the Médiateur
rules-family-ombre = The Ombre and the Quintilles
rules-family-piquet = Piquet
rules-family-reversis = Reversis
rules-family-jeux = Races of games
rules-family-corbillons = Boxes and pools
rules-family-mail = Pall-mall
rules-family-comete = The Comète and the Manille
rules-family-marks = Races of imperials and jeux
rules-family-pool = Pool games
rules-family-bete = La Bête and la Mouche
