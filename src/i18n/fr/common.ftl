# Les messages communs à tous les jeux et les erreurs du moteur.

## Un texte qui n'a pas encore son identifiant (transitoire).
text = { $text }

## Les erreurs d'un coup ou des options.
error-options = options : { $detail }
error-unknown-player = { $field } : « { $name } » n’est pas un joueur de cette table
error-tricks-do-not-add-up = les levées font { $got } ; un coup en a { $expected }
error-missing = { $field } : obligatoire { $when }
error-invalid = { $field } : { $detail }
error-overflow = les montants débordent
error-broken = erreur interne de comptage : { $detail }

## Les feuilles de marque de tous les jeux.
sheet-player = { $name }
sheet-col-player = Joueur
sheet-col-blank = {""}
sheet-separator = ·
sheet-net-receives = reçoit { $amount }
sheet-net-pays = paie { $amount }
sheet-net-quits = quitte

## Les raisons de paiement communes à plusieurs jeux.
reason-beast_goes = la bête va au jeu
reason-consolation = consolation
reason-contre_missed = vole annoncée manquée
reason-matadors = matadors
reason-penalty_beast = bête (faute)
reason-sans_prendre = sans prendre
reason-vole = vole
reason-vole_missed = vole manquée
reason-partie = partie gagnée

## La forme des options et des coups, et les joueurs.
error-players-count = { $given } joueurs donnés ; ce jeu se joue à { $wanted }
error-players-count-exact = { $seats }
error-players-count-range = { $min } à { $max }
error-player-no-name = un joueur a besoin d’un nom
error-player-twice = « { $player } » est assis deux fois à la table ; les noms doivent différer
error-player-spaces = « { $player } » commence ou finit par des espaces
error-player-too-long = « { $player } » dépasse { $max } caractères
error-player-control = { $player } contient des caractères de contrôle

## Un coup ou des options qui n'ont pas la forme du jeu (le champ nommé, jamais les mots de serde).
error-shape-the-whole = la saisie entière
error-shape-missing = { $field } : ce champ manque
error-shape-unknown-field = « { $field } » n’est pas un champ de ce jeu
error-shape-unknown-value = { $field } : « { $value } » n’est pas l’une des valeurs permises ici
error-shape-type = { $field } : { $expected ->
    [number] un nombre entier est attendu ici
    [flag] oui ou non (true ou false) est attendu ici
    [text] un texte est attendu ici
    [list] une liste est attendue ici
    [object] un objet est attendu ici
   *[other] cette valeur ne peut être lue
  }
error-shape-custom = { $field } : { $detail }

## Ce qui fait échouer une requête (les erreurs de l'API JSON et des pages).
error-unknown-game = « { $game } » n’est pas un jeu qu’academie connaît
error-deal-at-fault = coup { $deal } : { $detail }
error-closing = clôture : { $detail }
error-no-party = cette partie n’existe pas
error-no-deal = la partie n’a pas de coup { $deal }
error-party-closed = la partie est close ; rouvrez-la pour saisir ou changer des coups
error-already-closed = la partie est déjà close
error-not-closed = la partie n’est pas close
error-no-payment = le règlement n’a pas ce paiement
error-stale-payment = le règlement a changé depuis l’affichage de cette page : regardez-le de nouveau et marquez-y le paiement
error-money = argent : { $detail }
error-settlement = règlement : { $detail }
error-settle-not-zero = les soldes font { $sum }, et non 0 : partagez d’abord ce qui est sur la table
error-settle-too-many = { $players } joueurs ont un solde ; academie en règle au plus { $max } à la fois
error-import = { $document } : { $detail }
error-not-json = JSON invalide (ligne { $line }, colonne { $column })
error-closed-flag = closed : { $value } n’est ni true ni false
error-body-not-json-type = envoyez le corps en application/json
error-body-shape = le corps n’est pas ce qui était attendu : { $detail }
error-body-too-large = le corps est trop gros
error-body-unreadable = le corps ne peut être lu
error-no-resource = cette ressource n’existe pas
error-bad-query = la requête de l’adresse ne peut être lue : vérifiez les valeurs après le « ? »
error-no-such-export = what : « { $what } » n’est pas un export ; choisissez deals, journal, balances ou settlement
error-no-such-player = « { $name } » n’a joué aucune partie qui corresponde
error-stale-deal = le coup { $expected } était attendu, mais le coup { $next } est le suivant : un coup a été saisi entre-temps ; vérifiez les coups et saisissez le vôtre de nouveau
error-stale-revision = le coup { $deal } a été changé entre-temps : il en est à la révision { $current }, et non { $expected } ; vérifiez-le et corrigez-le de nouveau
error-key-reused = cette Idempotency-Key a déjà servi pour un autre coup ; prenez une nouvelle clé pour un nouveau coup
error-bad-key = une Idempotency-Key fait de 1 à 200 caractères ASCII imprimables
error-if-match = If-Match nomme la révision du coup comme son ETag la donne (« "3" »)
error-revisions-disagree = la révision { $revision } et If-Match { $if_match } ne s’accordent pas
error-not-deleted = le coup { $deal } n’est pas supprimé
error-nothing-to-undo = il n’y a aucun coup à annuler
