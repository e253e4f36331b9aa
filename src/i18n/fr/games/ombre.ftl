# L’Ombre : tous les messages qui nomment ce jeu, sa page de règles (rules-ombre-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.
# Les mots des formulaires et des faits de la famille de l’Ombre (ombre-...) sont ici aussi :
# l’Ombre à deux et les Quintilles les partagent (src/games/ombre).

## Options de l'Hombre à trois et à deux (spéc. 1.6).
ombre-opt-marking = Manière de marquer
ombre-opt-marking-help = Le nom de la manière convenue, pour le lecteur : ce sont les nombres ci-dessous qui font règle. Trois et deux (3 jetons d’abord, 2 après une passe), trois et un, deux et un (l’ancien usage), ou à la Bavaroise.
ombre-marking-trois-et-deux = trois et deux (3, puis 2)
ombre-marking-trois-et-un = trois et un (3, puis 1)
ombre-marking-deux-et-un = deux et un (2, puis 1 ; l’ancien usage)
ombre-marking-bavaroise = à la Bavaroise
ombre-opt-marker-value = Valeur d’un jeton de marque
ombre-opt-marker-value-help = Chaque jeton qu’un joueur met devant soi pour marquer le jeu en vaut tant : 3, ou 1 à la Bavaroise.
ombre-opt-initial-markers = Marques sur un jeu neuf
ombre-opt-initial-markers-help = Jetons de marque que chacun met au jeu au premier coup, après une codille, et après une poule tirée quand aucune bête n’attend : 3, ou 2 à deux et un.
ombre-opt-pass-markers = Marques après une passe ou une remise
ombre-opt-pass-markers-help = Jetons de marque que chacun ajoute après une passe, une remise, ou une poule tirée quand des bêtes attendent : 2 à trois et deux, 1 à trois et un et à deux et un.
ombre-opt-sans-prendre = Sans-prendre (jetons de chacun)
ombre-opt-sans-prendre-help = Payé par chacun des autres à l’Hombre qui gagne sans prendre, ou par lui à chacun s’il perd : 12 en jouant double, 6 en simple, 4 à la Bavaroise.
ombre-opt-matador = Jetons par matador
ombre-opt-matador-help = Pour chaque vrai matador (depuis Spadille, Manille et Baste), de chacun des autres ou à chacun : 2 en double, 1 en simple ou à la Bavaroise.
ombre-opt-consolation = Consolation (jetons de chacun)
ombre-opt-consolation-help = Se paie comme le sans-prendre à chaque coup joué : le livre n’en donne pas la valeur pour l’Hombre ordinaire (0) ; 3 à la Bavaroise.
ombre-opt-vole-mode = Comment se paie la vole
ombre-opt-vole-mode-help = À tout tirer : la vole tire les bêtes qui sont au jeu ou double la poule, et la vole manquée fait partager le tout aux autres (lois LXI-LXIX). Fixe : une valeur convenue, de chacun ou à chacun (loi LXIV).
ombre-vole-mode-double = à tout tirer (la poule doublée, ou les bêtes tirées)
ombre-vole-mode-fixed = une valeur fixe de chacun
ombre-opt-vole-value = Valeur de la vole (jetons de chacun)
ombre-opt-vole-value-help = Pour une vole fixe : ce que chacun des autres paie pour une vole faite, ou reçoit pour une vole manquée ; 20 (deux fiches) à la Bavaroise.
ombre-opt-fiche = Jetons d’une fiche
ombre-opt-fiche-help = La fiche en laquelle se paient les pretintailles : 20 jetons, 10 à la Bavaroise.
ombre-opt-hazards = Pretintailles
ombre-opt-hazards-help = Les pretintailles convenues, parmi les quatorze : chacune vaut une fiche de chacun des autres à l’Hombre qui gagne, ou de l’Hombre qui perd à chacun.
ombre-opt-contre = Vole annoncée (le Contre)
ombre-opt-contre-help = Un joueur peut déclarer le sans-prendre et la vole ; s’il la manque, il paie la vole à chacun (lois LXXII-LXXIII).
ombre-opt-forced-spadille = Espadille forcé
ombre-opt-forced-spadille-help = Personne ne peut passer : celui qui a Spadille doit jouer ; un coup n’est nul que s’il fait la bête.
ombre-opt-leftover-policy = Ce qui reste à la fin
ombre-opt-leftover-policy-help = Le livre ne dit rien de la poule ni des bêtes qui restent quand la partie cesse : les laisser sur la table, ou les partager également après le dernier coup, les jetons impairs restant (spéc. 1.4.10).
ombre-leftover-keep = laissé sur la table
ombre-leftover-split-equal = partagé également entre les joueurs
ombre-opt-unit = Unité
ombre-opt-unit-help = Ce qu’est un jeton, pour le lecteur ; toutes les sommes sont en jetons (spéc. 0).
ombre-unit-jeton = jeton (un vrai jeton)
ombre-opt-removed-suit = Couleur rouge ôtée
ombre-opt-removed-suit-help = À deux on ôte du jeu une couleur rouge, cœur ou carreau, qui ne peut être triomphe ; simple étiquette, les paiements n’en dépendent pas (loi LXXIX).
ombre-suit-hearts = cœur
ombre-suit-diamonds = carreau
## Erreurs des options.
ombre-option-out-of-range = { $option } vaut { $value } ; il doit être de { $min } à { $max }
ombre-removed-suit-at-two-only = removed_suit n’est une option que de l’Hombre à deux
## La feuille d'un coup à l'Hombre à trois et à deux (spéc. 1.2).
ombre-field-type = Coup
ombre-type-played = joué
ombre-type-pass = tous ont passé
ombre-field-ombre = Hombre (celui qui fait jouer)
ombre-field-required-played = requis pour un coup joué
ombre-field-contract = Contrat
ombre-contract-prendre = prendre (en prenant au talon)
ombre-contract-sans-prendre = sans prendre
ombre-field-tricks = Levées
ombre-field-tricks-help = elles font { $tricks } ensemble
ombre-group-vole = Matadors et vole
ombre-field-matadors = Matadors
ombre-field-matadors-help = vrais matadors dans la main de l’Hombre : 0, ou 3 et plus depuis Spadille
ombre-field-vole-undertaken = Vole entreprise
ombre-field-vole-undertaken-help = il a fait les cinq premières levées et a joué pour la sixième
ombre-field-vole-announced = Vole annoncée (le Contre)
ombre-field-vole-announced-help = déclarée avec le sans-prendre avant de jouer
ombre-group-hazards = Pretintailles
ombre-field-hazard = Pretintaille du jeu de l’Hombre ({ $rank })
ombre-field-hazard-help = une des pretintailles convenues que le jeu de l’Hombre remplit ; la Consolation, l’Estrapade et le Dégoût se paient d’eux-mêmes
ombre-group-faults = Fautes et bêtes
ombre-field-penalty-offender = Faute { $rank } : qui fait la bête
ombre-field-penalty-offender-help = une bête de la valeur de la poule pour chaque faute (une renonce, une carte du talon retournée…)
ombre-field-penalty-second = Faute { $rank } : second fautif
ombre-field-penalty-second-help = quand deux sont en faute, ils partagent chaque bête, le premier nommé payant le jeton impair
ombre-field-penalty-reason = Faute { $rank } : la faute
ombre-field-penalty-reason-help = en toutes lettres, pour mémoire
ombre-field-penalty-count = Faute { $rank } : bêtes
ombre-field-penalty-count-help = combien de bêtes (1 si laissé vide)
ombre-field-separate-beasts = Garder séparées les bêtes de ce coup
ombre-field-separate-beasts-help = sinon les bêtes faites en un même coup n’en font qu’une (lois XLVII, XLIX)
ombre-field-abandon = L’Hombre a quitté
ombre-field-abandon-help = les deux autres partagent la poule
ombre-abandon-gave-up = a quitté (une bête)
ombre-abandon-showed-and-quit = a montré son jeu et quitté (deux bêtes)
ombre-group-end = Fin de la partie
ombre-field-last-deal = Dernier coup de la partie
ombre-field-last-deal-help = pour la pretintaille du Dégoût, et pour partager ce qui reste si on en est convenu
ombre-field-forfeited = Droit non demandé à temps ({ $rank })
ombre-field-forfeited-help = un paiement non demandé avant la coupe suivante est perdu (lois LV-LVIII)
ombre-forfeit-sans-prendre = le sans-prendre
ombre-forfeit-matadors = les matadors
## Inscriptions qui ne sont pas des coups joués.
ombre-event-pass = Tous ont passé
ombre-event-pass-help = Personne n’a joué : le coup est nul, on marque de nouveau au suivant ; des bêtes pour fautes peuvent se faire.
ombre-event-spadille-beasted = Coup non joué : celui qui a Spadille fait la bête
ombre-event-spadille-beasted-help = À l’Espadille forcé personne ne passe ; le coup n’est nul que quand personne n’accuse Spadille et que celui qui l’a dans la main fait la bête.
## Erreurs d'un coup.
ombre-for-a-played-deal = pour un coup joué
ombre-tricks-not-entered = aucune levée inscrite pour { $player }
ombre-tricks-too-many = les levées font { $got } ; un coup n’en a que { $max }
ombre-matadors-out-of-range = { $matadors } matadors ; inscrivez 0 (moins que Spadille, Manille et Baste) ou de 3 à { $max }
ombre-vole-undertaken-too-early = l’Hombre a fait { $tricks } levées ; on n’entreprend la vole qu’après les cinq premières (loi LXV)
ombre-vole-undertaken-abandon = un Hombre qui a entrepris la vole ne peut quitter (loi LXV)
ombre-contre-not-agreed = la vole annoncée (le Contre) n’a pas été convenue dans les options
ombre-contre-sans-prendre-only = on n’annonce la vole qu’avec un sans-prendre
ombre-pass-carries-only = personne ne joue un coup où tous ont passé : laissez vide, ou choisissez « joué »
ombre-pass-forced-spadille = à l’Espadille forcé personne ne peut passer : celui qui a Spadille joue ; un coup n’est nul que quand il fait la bête (inscrire cette faute)
ombre-penalty-offenders = une faute nomme un fautif ou deux différents, non { $count ->
        [0] aucun
       *[other] { $offenders }
    }
ombre-penalty-count = count vaut { $count } ; une faute fait de 1 à { $max } bêtes
ombre-hazard-is-automatic = la pretintaille { $hazard } se paie d’elle-même quand elle est convenue ; ne l’inscrivez pas sur un coup
ombre-hazard-twice = la pretintaille { $hazard } est inscrite deux fois
ombre-hazard-needs-four = la pretintaille { $hazard } demande un sans-prendre avec exactement 4 matadors
ombre-hazard-needs-five = la pretintaille { $hazard } demande un sans-prendre avec 5 matadors ou plus
ombre-hazard-no-spadille = la pretintaille { $hazard } ne peut aller avec { $matadors } vrais matadors (l’Hombre aurait Spadille)
## Les quatorze pretintailles (spéc. 1.4.9).
ombre-hazard-consolation = Consolation
ombre-hazard-bon-air = Bon Air
ombre-hazard-parfait-contentement = Parfait Contentement
ombre-hazard-guinguette = Guinguette
ombre-hazard-mirliro = Mirliro
ombre-hazard-fanatique = Fanatique
ombre-hazard-charivari = Charivari
ombre-hazard-discorde = Discorde
ombre-hazard-partie-quarree = Partie quarrée des dames du temps
ombre-hazard-triomphante = Triomphante
ombre-hazard-estrapade = Estrapade
ombre-hazard-degout = Dégoût
ombre-hazard-yeux-grand-mere = Les yeux de ma grand-mère
ombre-hazard-chicoree = Chicorée
## Ce que la table montre (spéc. 1.3).
ombre-round = coup { $deal }
ombre-item-pool = poule
ombre-item-pool-with-beast = poule (une bête y va)
ombre-item-beast-waiting = { $rank ->
        [1] bête en attente, la plus forte (va la prochaine)
       *[other] bête en attente, la { $rank }e en rang
    }
ombre-item-next-markers = jetons de marque de chacun au coup suivant
ombre-item-next-stake = jetons de chacun au coup suivant
ombre-item-tours = poules gagnées

reason-bon_air = Bon Air
reason-parfait_contentement = Parfait Contentement
reason-mirliro = Mirliro
reason-fanatique = Fanatique
reason-charivari = Charivari
reason-discorde = Discorde
reason-partie_quarree = Partie quarrée des dames du temps
reason-triomphante = Triomphante
reason-estrapade = Estrapade
reason-degout = Dégoût
reason-yeux_grand_mere = Les yeux de ma grand-mère
reason-chicoree = Chicorée

rules-ombre-intro = Trois joueurs, quarante cartes ; l’hombre joue contre les deux autres ; remise et codille, matadors, la vole, les pretintailles. Livres : 000:7874-10848 ; 001:5660-8475 ; règles : la spécification ombre.
rules-ombre-payment-abandon_beast = Le jeu abandonné : l’hombre qui quitte fait la bête (000:8854-8987 ; 001:6504-6745).
rules-ombre-payment-abandon_divides = Le jeu abandonné : les défendeurs partagent ce qui est au jeu (000:8854-8987 ; 001:6504-6745).
rules-ombre-payment-beast_goes = Une bête va au jeu quand le jeu est tiré, l’une après l’autre (000:8988-9064, 9193-9369 ; 001:6751-6836, 7001-7165).
rules-ombre-payment-beasts_on_game = Les bêtes mises au jeu comptent dans ce que tire le gagnant (000:9193-9369 ; 001:7001-7165).
rules-ombre-payment-bon_air = Une pretintaille : le bon air, payé par chacun des autres (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-codille = Codille : le défendeur qui fait plus de levées que l’hombre tire le jeu, et l’hombre fait la bête (000:9066-9191 ; 001:6838-6995).
rules-ombre-payment-codille_beast = La bête que fait l’hombre qui perd codille (000:9066-9191 ; 001:6838-6995).
rules-ombre-payment-consolation = La consolation, payée par ou à chacun des deux autres (spec ombre §1.4.4 ; 000:9193-9369).
rules-ombre-payment-contre_missed = Le contre manqué : celui qui a dit contre paie selon le livre (000:9411-9536 ; 001:7212-7298).
rules-ombre-payment-degout = Une pretintaille : le dégoût (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-discorde = Une pretintaille : la discorde, les quatre rois dans une main (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-draws_pool = L’hombre qui gagne tire ce qui est au jeu (000:9066-9191 ; 001:6838-6995).
rules-ombre-payment-estrapade = Une pretintaille : l’estrapade (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-matadors = Les matadors : chacun des autres paie chaque matador de la suite de l’hombre, que l’hombre paie s’il perd (000:8238-8330, lois LII–LVIII 10659-10709 ; 001:5950-6022).
rules-ombre-payment-penalty_beast = Une bête pour une faute (renonce, jeu montré), payée par le fautif (000:8988-9064, lois 10299-10848 ; 001:6751-6836).
rules-ombre-payment-remise_beast = Remise : l’hombre qui ne fait pas plus de levées qu’un défendeur, sans codille, fait une bête égale au jeu (000:9066-9191 ; 001:6838-6995).
rules-ombre-payment-sans_prendre = Sans prendre : chacun des deux autres paie l’hombre qui a joué sans prendre au talon (000:8672-8730 ; 001:6300-6375).
rules-ombre-payment-stake = Les mises : chacun marque le jeu de ses fiches à chaque jeu neuf (000:8331-8441 ; 001:6033-6114).
rules-ombre-payment-triomphante = Une pretintaille : la triomphante (000:10230-10297 ; 001:7975-8021).
rules-ombre-payment-vole = La vole : les neuf levées, payée par chacun des autres (000:9411-9536 ; 001:7212-7298).
rules-ombre-payment-vole_draws_beasts = La vole tire les bêtes qui sont au jeu (000:9411-9536 ; 001:7212-7298).
rules-ombre-payment-vole_missed = La vole entreprise et manquée : l’hombre paie ce que la vole aurait gagné (000:9411-9536 ; 001:7212-7298).
rules-ombre-payment-leftover_share = À la fin de la partie, ce qui reste au jeu se partage selon l’option leftover_policy (000:9538-9584 ; 001:7300-7340).
rules-ombre-payment-parfait_contentement = Une pretintaille : le parfait contentement, sans prendre avec cinq matadors ou plus, une fiche payée par ou à chacun des deux autres (000:11230-11233 ; 001:8982-8987).
rules-ombre-payment-guinguette = Une pretintaille : la guinguette, ni l’une ni l’autre des as noirs en main, une fiche payée par ou à chacun des deux autres (000:11372-11375 ; 001:9134-9138).
rules-ombre-payment-mirliro = Une pretintaille : le mirliro, Spadille et Baste sans Manille, ou les as rouges avec Baste, une fiche payée par ou à chacun des deux autres (000:11441-11448 ; 001:9189-9194).
rules-ombre-payment-fanatique = Une pretintaille : le fanatique, les quatre valets, une fiche payée par ou à chacun des deux autres (000:11343-11348 ; 001:9085-9089).
rules-ombre-payment-charivari = Une pretintaille : le charivari, les quatre dames, une fiche payée par ou à chacun des deux autres (000:11208-11212 ; 001:8936-8940).
rules-ombre-payment-partie_quarree = Une pretintaille : la partie quarrée, trois rois et une dame, une fiche payée par ou à chacun des deux autres (000:11462-11466 ; 001:9219-9225).
rules-ombre-payment-yeux_grand_mere = Une pretintaille : les yeux de ma grand-mère, les deux as rouges, une fiche payée par ou à chacun des deux autres (000:11605-11609 ; 001:9425-9430).
rules-ombre-payment-chicoree = Une pretintaille : la chicorée, trois ou quatre faux matadors, une fiche payée par ou à chacun des deux autres (000:11217-11220 ; 001:8950-8955).
