# Les mots des pages web (src/web, templates). Mêmes identifiants que ../en/web.ftl :
# `nav-` l'en-tête du site, `page-<page>-` les mots d'une page, `form-` les messages des
# formulaires, `error-page-` et `error-` les pages d'erreur et ce qui fait échouer une
# requête, `status-` l'état de la partie, `account-` les comptes en mots.

## L'en-tête du site.
nav-brand = Académie
nav-site = academie
nav-players = Joueurs
nav-new-partie = Nouvelle partie

## Commun à plusieurs pages.
page-back-to-parties = Retour aux parties
page-back-to-partie = ← Retour à la partie

## La page d'accueil.
page-home-title = Parties
page-home-start = Commencer une nouvelle partie
page-home-in-progress = En cours
page-home-none-in-progress = Aucune partie en cours.
page-home-finished = Terminées
page-home-none-finished = Aucune partie terminée pour l’instant.
page-home-to-settle = finie, à régler
page-home-deals-entered = { $count ->
    [one] { $count } coup saisi
   *[other] { $count } coups saisis
  }
page-home-begun = commencée le { $when }

## Les pages d'erreur.
error-page-400-title = Cette demande ne peut être comprise
error-page-404-title = Introuvable
error-page-409-title = Quelqu’un d’autre a changé ceci au même moment
error-page-409-help = Rechargez la page pour voir la partie telle qu’elle est maintenant, puis saisissez le coup de nouveau.
error-page-500-title = Quelque chose a mal tourné de notre côté
error-page-500-help = Rien n’a été enregistré. Réessayez ; si cela se répète, le journal du serveur dit pourquoi.
page-game = Jeu
page-player = Joueur
page-parties = Parties
page-counters = Jetons
page-money = Argent
page-deals = Coups
page-nobody-owes = Personne ne doit rien.
page-payment-from = De
page-payment-to = À
page-payment-for = Pour

## L'état d'une partie.
status-closed = close
status-finished = terminée

## La page de nouvelle partie.
page-new-title = Nouvelle partie
page-new-show-options = Voir les options de ce jeu
page-new-players = Joueurs
page-new-players-help = Dans l’ordre des places : le premier donne le premier. { $game } se joue à { $seats }.
page-new-seat = Place { $number }
page-new-essential = Les choix de la table
page-new-more-options = Autres options
page-new-more-options-hint = les règles par défaut, les enjeux, l’argent
page-new-more-options-help = Préremplies avec les règles par défaut. Une liste s’écrit <code>10, 20</code> ; une case vide garde la règle du jeu.
page-new-money = Ce que vaut un jeton
page-new-optional = (facultatif)
page-new-money-placeholder = 0,50 € les 10
page-new-money-help = Pour le règlement en argent : <code>0,50 € les 10</code> (une fiche de dix jetons pour cinquante centimes), ou en monnaie ancienne, <code>1 sou par 1</code>.
page-new-further-options = Options supplémentaires
page-new-further-options-hint = (JSON, pour les initiés)
page-new-further-options-help = Toute option telle que les règles la nomment, appliquée par-dessus les choix ci-dessus.
page-new-begin = Commencer la partie
page-new-again-help = Le même jeu, les mêmes options, le même enjeu et les mêmes places que la partie précédente : changez ce que vous voulez, puis commencez.

## La page de la partie.
page-partie-who-deals = Qui donne
page-partie-next-to-deal = Prochain à donner :
page-partie-doubled = les paiements sont doublés pendant ce tour
page-partie-deals-entered = { $count ->
    [one] { $count } coup saisi.
   *[other] { $count } coups saisis.
  }
page-partie-sheet = La feuille de marque
page-partie-balances = Soldes
page-partie-who-pays-whom = Qui paie qui
page-partie-paid = Payé
page-partie-mark-paid = Marquer payé
page-partie-unmark-paid = Pas encore payé
page-partie-share-label = Qui paie qui, à envoyer à la table
page-partie-share = Partager
page-partie-share-copied = Copié
page-partie-share-heading = { $game } ({ $players }) : qui paie qui
page-partie-share-line = { $from } → { $to } : { $amount }
page-partie-share-money = { $money } ({ $counters })
page-partie-share-counters = { $counters } { $count ->
    [one] jeton
   *[other] jetons
  }
page-partie-share-paid = { $line } (payé)
page-partie-closing-payments = À la clôture, selon les règles : { $count ->
    [one] { $count } paiement
   *[other] { $count } paiements
  }
page-partie-on-the-table = Sur la table
page-partie-nothing = Rien.
page-partie-closed = La partie est close
page-partie-closed-help = Rouvrez-la (ci-dessous) pour saisir ou corriger un coup.
page-partie-over = La partie est finie
page-partie-over-help = Aucun coup ne peut plus être saisi ; les coups passés peuvent encore être corrigés. Clôturez-la (ci-dessous) pour régler les comptes.
page-partie-deal = Coup { $number }
page-partie-record = Enregistrer le coup
page-record-nothing-chosen = Rien n’est encore choisi
page-preview-invalid = Ce coup n’est pas encore valable :
page-preview-counts = Ce que compte le coup
page-preview-if = S’il est enregistré tel quel
page-preview-none = Aucun paiement.
page-preview-payment = { $from } → { $to } : { $amount } ({ $reason })
page-preview-then = Soldes ensuite :
page-partie-no-deal = Aucun coup pour l’instant.
page-partie-folded = { $count ->
    [one] { $count } coup plus ancien n’est pas montré ici (il compte dans les totaux).
   *[other] { $count } coups plus anciens ne sont pas montrés ici (ils comptent dans les totaux).
}
page-partie-show-all = Montrer les { $count } coups
page-partie-correct = Corriger
page-partie-delete = Supprimer
page-partie-delete-confirm = Supprimer le coup { $number } ? Les coups suivants sont recomptés sans lui.
page-partie-no-payment = Aucun paiement.
page-partie-payments = { $count ->
    [one] { $count } paiement
   *[other] { $count } paiements
  }
page-partie-accounts = Comptes
page-partie-journal = Le journal
page-partie-document = document de la partie (JSON)
page-partie-printable = feuille imprimable (A4)
page-partie-spreadsheet = tableur (.xlsx)
page-partie-reopen = Rouvrir la partie
page-partie-again = Rejouer avec la même table
page-partie-close = Clôturer la partie et régler
page-partie-close-confirm = Clôturer la partie ? Les paiements de fin de partie prévus par les règles sont faits et les comptes réglés ; elle pourra être rouverte.

## Corriger un coup.
page-correct-title = Corriger le coup { $number }
page-correct-help = Le coup corrigé est recompté, ainsi que chaque coup qui le suit (une bête reportée peut changer). Le journal garde les anciennes écritures et leurs contre-passations.
page-correct-record = Enregistrer la correction
page-correct-cancel = Annuler

## Le journal.
page-journal-title = Journal : { $game }
page-journal-heading = Journal
page-journal-help = Chaque écriture jamais faite, dans l’ordre. Rien n’est effacé : une correction paraît comme la contre-passation de l’ancienne écriture suivie de la nouvelle.
page-journal-empty = Le journal est vide.
page-journal-entry = Écriture
page-journal-no-payment = aucun paiement

## Le classement et la fiche d'un joueur.
page-league-title = Joueurs
page-league-help = Les totaux de chacun sur toutes les parties. Les jetons de jeux différents s’additionnent tels quels : choisissez un jeu pour comparer ce qui est comparable.
page-league-help-filtered = Les totaux de chacun sur toutes les parties ({ $filter }). Les jetons de jeux différents s’additionnent tels quels : choisissez un jeu pour comparer ce qui est comparable.
page-league-none = Aucune partie ne correspond.
page-league-won = Gagnées
page-league-lost = Perdues
page-league-best = Meilleure
page-league-worst = Pire
page-league-results-csv = (une ligne par joueur et par partie)
page-league-transfers-csv = (une ligne par paiement)
page-filter-every-game = Tous les jeux
page-filter-from = Du (commencées ce jour ou après)
page-filter-to = Au (commencées ce jour ou avant)
page-filter-show = Afficher
page-filter-everything = Tout
page-player-all = Tous les joueurs
page-player-totals = Totaux
page-player-won-lost = ({ $won } gagnées, { $lost } perdues)
page-player-best = Meilleure partie
page-player-worst = Pire partie
page-player-opened = Commencée
page-player-seat = Place
page-player-seat-of = { $seat } sur { $players }
page-player-none = { $player } n’a joué aucune partie qui corresponde.

## La partie imprimable.
page-print-partie = partie { $id }
page-print-opened = commencée le { $when }
page-print-closed = close le { $when }
page-print-in-progress = en cours
page-print-rate = un jeton : { $rate }
page-print-back = Retour à la partie
page-print-how = utilisez la fonction Imprimer du navigateur (A4).
page-print-sheet = Feuille de marque
page-print-deal = Coup
page-print-balance = Solde
page-print-cell-help = Chaque case : la variation du coup, puis (en gris) le total cumulé.
page-print-left-on-table = Reste sur la table : { $what }.
page-print-no-deal = Aucun coup.
page-print-settlement = Règlement
page-print-who-pays = Qui paie
page-print-to-whom = À qui
page-print-not-closed = La partie n’est pas close : voici qui paierait qui si elle s’arrêtait maintenant, avant les règles de clôture du jeu.
page-print-printed = imprimée le { $when }

## Les formulaires.
form-json-marker = (JSON)
form-deal-not-recorded = Le coup n’a pas été enregistré :
form-see-fields-marked = voyez les champs signalés ci-dessous.
form-further-declarations = Autres séquences et brelans
form-json-deal = Le coup, en JSON
form-json-only-help = Ce jeu n’a pas encore de formulaire : saisissez les faits du coup comme les règles les décrivent.
form-json-instead = Saisir plutôt un événement ou un coup en JSON
form-json-stored-help = Le coup est donné ici en JSON, tel qu’il a été enregistré : les champs ci-dessus ne peuvent pas le montrer exactement (un événement, ou des entrées dans un autre ordre). Videz cette case pour utiliser les champs.
form-json-label = JSON (s’il est rempli, il remplace les champs ci-dessus)
form-partie-not-begun = La partie n’a pas pu commencer :
page-new-seats-range = { $from } à { $to }
page-partie-deal-no = n° { $number }
page-partie-done-recorded = Coup { $deal } enregistré : { $nets }.
page-partie-done-corrected = Coup { $deal } corrigé : { $nets }. Les coups suivants ont été recomptés.
page-partie-done-deleted = Coup n° { $number } supprimé ; les coups suivants ont été recomptés.
page-partie-cannot-close = la partie ne peut pas être close maintenant : { $detail }
status-no-replay = les coups ne se recomptent plus : { $detail }
status-bad-rate = la valeur en argent ne peut être lue : { $detail }
status-no-settlement = pas de règlement : { $detail }

## Les comptes en mots.
account-the-pot = le pot
account-carried = report
page-journal-deal = coup n° { $number }
page-journal-opening = ouverture
page-journal-settlement = règlement
page-journal-reopening = réouverture (le règlement annulé)
page-journal-rescore = { $deal }, recalculé ({ $cause })
page-journal-revision = { $deal }, révision { $revision }
page-journal-reversal-of = contre-passation de l’écriture { $entry } ({ $deal })
page-journal-reversal = contre-passation ({ $deal })
# Ajouté au titre d'une écriture (commence par une virgule).
page-journal-caused-by = , après la révision { $revision } du coup n° { $deal }
# Ajouté au titre d'une écriture.
page-journal-reversed = {" "}· contre-passée
form-later-deal-invalid = cela rendrait le coup { $deal } invalide : { $detail }
form-partie-closed = la partie est close : ses coups ne peuvent plus changer
error-page-delete-breaks = supprimer ce coup laisserait un coup suivant impossible à compter : { $detail }
error-page-delete-breaks-deal = supprimer ce coup laisserait un coup suivant impossible à compter (coup n° { $deal }) : { $detail }
page-print-row-open = ouverture
page-print-row-close = clôture
error-page-not-drawn = la page n’a pas pu être dessinée
error-page-no-such-page = cette page n’existe pas
error-page-bad-address = l’adresse n’est pas comprise : vérifiez les valeurs après le « ? »
error-page-no-such-file = ce fichier n’existe pas
error-page-internal = erreur interne ; le détail est dans le journal du serveur
error-page-changed-meanwhile = la partie a changé entre-temps ; réessayez
error-page-not-found = introuvable
status-table-item = { $label } : { $amount }
# Un titre ou une ligne « libellé : valeur » (le titre de la page d’une partie, les choix d’une page de règles).
page-label-value = { $label } : { $value }
# Le deux-points seul, après un mot mis à part (le nom d’un jeu en lien).
page-colon =  :
form-required = obligatoire
form-required-when = obligatoire { $when }
form-not-a-player = « { $name } » n’est pas un joueur de cette table
form-kept-facts-damaged = les faits conservés de ce coup sont abîmés ; rechargez la page
form-deal-json-empty = saisissez le coup comme un objet JSON
form-deal-json-not-object = un coup est un objet JSON : {"{"}"champ": valeur, ...{"}"}
form-not-a-choice = « { $value } » n’est pas l’un des choix
form-not-a-number = « { $value } » n’est pas un nombre entier
form-out-of-range = { $value } est hors limites : de { $min } à { $max }
form-player-error = { $player } : { $detail }
form-path-not-object = « { $key } » est à l’intérieur d’une valeur qui n’est pas un objet
form-path-too-far = l’entrée { $entry } dépasse les { $max } qu’un formulaire peut contenir
form-path-not-list = l’entrée { $entry } est à l’intérieur d’une valeur qui n’est pas une liste
form-path-cannot-set = l’entrée { $entry } ne peut pas être remplie
form-more = Plus : { $fields }
form-group-totals = Totaux du coup (au lieu des déclarations)
form-group-player = { $player } déclare
form-group-laws = Lois : déclarations non montrées à temps, pénalités
form-players-count = { $named } joueurs nommés ; ce jeu se joue à { $seats }
form-name-too-long = « { $name } » dépasse { $max } caractères
form-name-control = un nom ne peut pas contenir de caractères de contrôle
form-name-twice = « { $name } » est assis deux fois à la table ; les noms doivent différer
form-options-not-object = écrivez un objet JSON : {"{"}"option": valeur, ...{"}"}
form-not-a-number-in-range = « { $value } » n’est pas un nombre entier de { $min } à { $max }
form-choose-one = choisissez-en un
form-option-in-group = { $group } : { $label }
page-partie-events = Autres saisies
page-partie-enter-event = Saisir : { $event }

page-sheet-print = Imprimer la feuille
page-sheet-none = { $game } ne tient pas de feuille de marque

## Le choix de la langue (chaque langue nomme l'autre, dans ses propres mots).
nav-other-language = English
nav-other-language-title = Read in English

## Ce que vaut un jeton, changé pendant la partie.
page-partie-rate = Ce que vaut un jeton
page-partie-rate-none = non fixé
page-partie-rate-change = Changer à partir de maintenant
page-partie-rate-help = Par exemple 0,50 € les 10, ou 1 sou par 4. Le règlement se fait à la valeur en vigueur à la clôture ; l’ancienne valeur reste dans l’historique ci-dessous.
page-partie-rate-changed = { $when } : { $from } → { $to }
page-partie-done-rate = Ce que vaut un jeton désormais : { $rate }.
form-total-mismatch = la somme fait { $got } ; un coup en compte { $total }
form-total-over = la somme fait { $got }, plus que les { $total } d’un coup
form-fact = { $label } : { $value }
form-joined = { $first } ; { $second }
