# Le Jeu du Mail : tous les messages qui nomment ce jeu, sa page de règles (rules-mail-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

mail-option-prize = Prix d’une passe
mail-option-prize-help = Ce que chaque perdant paie au gagnant d’une passe, convenu avant le début.
mail-option-mode = Manière
mail-option-mode-help = Au rouet, chacun pour soi : la seule manière dont le livre règle les paris.
mail-mode-rouet = au rouet (chacun pour soi)
mail-suspended = les passes en suspens
mail-field-winner = A passé le premier par le fer
mail-field-winner-help = le gagnant de la passe, jugé sur le terrain
mail-field-participants = Dans la passe, et pour combien de passes
mail-field-participants-help = 1 ; 2 pour une boule rentrée « pour deux » ; 4 pour la troisième boule, 8 pour la quatrième
mail-group-suspended = Passes abandonnées et oubliées
mail-field-abandoned = A abandonné la première passe pour celle-ci
mail-field-abandoned-help = une boule sortie au second coup rentre pour une autre passe : un prix reste en suspens
mail-field-asked = Le gagnant a demandé « qui était pour deux »
mail-field-asked-help = non coché : les passes de plus restent en suspens, « envoyées en Avignon »
mail-field-claims = Le gagnant réclame les passes en suspens
mail-field-claims-help = il prend ce que les autres ont mis en suspens avant cette passe ; ce qu’il y a mis lui-même n’est jamais pour lui et attend un autre gagnant
mail-winner-required = pour nommer qui a gagné la passe
mail-winner-not-in-passe = le gagnant joue dans la passe
mail-abandoned-not-in-passe = un joueur qui a abandonné une passe joue dans celle-ci
mail-multiplier = { $got } n’est pas un nombre de passes (1, 2, 4, 8…)

reason-passe = passe
reason-passe_abandoned = passe abandonnée
reason-passe_forgotten = passes oubliées
reason-suspended_claimed = passes suspendues réclamées

rules-mail-intro = Le jeu de Mail : les passes au rouet. Livres : 000:17681-18648 ; règles : la spécification other-games-2.
rules-mail-payment-passe = Le gagnant d’une passe reçoit de chaque perdant le prix multiplié par sa passe (000:18107-18150, 18209-18240).
rules-mail-payment-passe_abandoned = Une passe abandonnée pour rentrer : un prix dans les passes suspendues (000:18329-18336, 18471-18488).
rules-mail-payment-passe_forgotten = Le gagnant qui ne demande pas qui était pour deux : les passes de surplus sont suspendues, envoyées en Avignon (000:18480-18488).
rules-mail-payment-suspended_claimed = Le gagnant d’une passe suivante qui la demande tire ce que les autres ont suspendu ; ce qu’il a suspendu lui-même ne peut plus être pour lui (lois VIII et XIII, 000:18329-18340, 18471-18488).
