# La table : annuler et remettre, les totaux courants et le graphique, les donnes supprimées.
page-deleted-title = Donne { $number } (supprimée)
page-deleted-help = La donne { $number } a été supprimée : elle ne compte plus. Son numéro est gardé ; remettez-la pour qu'elle compte de nouveau.
page-partie-put-back = Remettre
page-partie-undo = Annuler la donne { $number }
page-partie-deleted = supprimée
page-partie-corrected = corrigée
page-partie-restored = remise
page-partie-done-restored = Donne { $deal } remise : { $nets }. Les donnes suivantes ont été recomptées.
error-page-restore-breaks = remettre la donne { $deal } laisserait une donne qu'on ne peut compter : { $detail }
page-partie-running = Totaux courants
page-partie-running-deal = Donne
page-partie-chart = Les soldes au fil des donnes
page-partie-chart-table = Sur la table
quadrille-help-tricks-side = par joueur, { $total } en tout ; avec un partenaire, celles de l'hombre et de son partenaire suffisent (les défenseurs ont le reste) ; une case laissée vide prend ce que laissent les autres
