# La Tontine : tous les messages qui nomment ce jeu, sa page de règles (rules-tontine-...), les
# libellés des paiements qu’il est seul à faire (reason-<code>) et les mots de ses formulaires et de ses faits.

## Tontine
tontine-option-prise = Prise (la mise de chaque joueur)
tontine-option-prise-help = 12, 15 ou 20 jetons.
tontine-option-box-ante = Mis au corbillon au commencement
tontine-option-box-ante-help = Chacun met 3 au corbillon au commencement de la partie.
tontine-field-card = Carte tournée pour { $player }
tontine-rank = { $rank }
tontine-item-box = Le corbillon
tontine-item-holding = { $player }{ $dead ->
    [1] {" "}(mort)
   *[0] {""}
}
tontine-prise-too-small = la prise doit être plus grande que la mise au corbillon
tontine-partie-over = la partie est finie : le corbillon a été pris
tontine-dealer-dead = un joueur mort ne donne pas
tontine-dead-player = un joueur mort ne reçoit pas de carte
tontine-bad-rank = « { $rank } » n’est pas un rang ({ $ranks })
tontine-every-living = une carte pour chaque joueur vivant

reason-tontine_box = à la boîte
reason-tontine_box_shared = la boîte partagée
reason-tontine_box_won = la boîte gagnée
reason-tontine_draw = tiré de la boîte
reason-tontine_neighbour = payé à un voisin

rules-tontine-intro = Beaucoup de joueurs ; une carte chacun, retournée, décide qui paie qui et la boîte. Livres : 000:14896-14963 ; 001:10940-11058 ; règles : la spécification other-games-1.
rules-tontine-payment-box_ante = La boîte : chacun met 3 jetons de sa prise dans la boîte au début de la partie (000:14911-14916 ; 001:10974-10981).
rules-tontine-payment-tontine_draw = Un Roi tire 3 de la boîte, une Dame 2, un Valet 1 (000:14921-14935 ; 001:11000-11013).
rules-tontine-payment-tontine_box = Un 4, 6 ou 8 met 2 dans la boîte ; un 5, 7 ou 9 y met 1 (000:14921-14935 ; 001:11000-11013).
rules-tontine-payment-tontine_neighbour = Un As paie 1 à son voisin de gauche, un Deux 2 au deuxième, un Trois 3 au troisième, les morts comptés (000:14921-14948 ; 001:11000-11030).
rules-tontine-payment-tontine_box_won = Le dernier qui a des jetons gagne la partie et prend la boîte (000:14958-14961 ; 001:11055-11058).
rules-tontine-payment-tontine_box_shared = Si tous les vivants meurent au même coup, ceux qui vivaient au début du coup partagent la boîte (règle du moteur, spec §7.3 ; le livre se tait, 000:14958-14961).
