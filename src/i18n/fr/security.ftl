# Qui peut faire quoi : la page du mot de passe du cercle, le lien des spectateurs, les
# refus des règles de sécurité (src/web/security.rs, src/web/pages/session.rs).

page-login-title = Mot de passe du cercle
page-login-help = Cette académie est tenue par un cercle. Entrez le mot de passe du cercle pour voir et tenir les parties.
page-login-password = Mot de passe
page-login-enter = Entrer
page-login-wrong = Ce n’est pas le mot de passe du cercle.
page-login-done = Vous êtes entré. Cet appareil le reste jusqu’à ce que vous sortiez.
page-login-log-out = Sortir
page-watch-title = Lien des spectateurs
page-watch-help = Qui a ce lien peut suivre la partie, et rien de plus : ni saisie, ni correction, ni autre partie. Donnez-le à ceux qui regardent.
page-watch-copy = Copier
page-watch-read-only = Vous regardez cette partie : elle est tenue à la table.
error-page-403-title = Refusé
error-page-413-title = Trop de données envoyées
error-page-cross-site = une écriture venue d’un autre site est refusée ; utilisez les pages de l’académie
error-page-login-needed = cette académie a un mot de passe de cercle : entrez par /login, ou envoyez l’en-tête Authorization avec « Bearer » suivi du mot de passe
error-page-json-only = l’API ne prend que du JSON : envoyez le corps en application/json
error-page-too-large = le corps est trop grand : { $limit } octets au plus
error-page-bad-form = le formulaire ne peut être lu ; renvoyez-le depuis la page
