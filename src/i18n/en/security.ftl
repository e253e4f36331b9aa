# Who may do what: the club password's login page, the spectator link, the refusals of
# the security rules (src/web/security.rs, src/web/pages/session.rs).

page-login-title = Club password
page-login-help = This academie is kept by a club. Enter the club's password to see and keep the parties.
page-login-password = Password
page-login-enter = Enter
page-login-wrong = That is not the club's password.
page-login-done = You are in. This device stays in until you log out.
page-login-log-out = Log out
page-watch-title = Spectator link
page-watch-help = Whoever has this link can follow the partie, and nothing more: no entry, no correction, no other partie. Share it with those who watch.
page-watch-copy = Copy
page-watch-read-only = You are watching this partie: it is kept at the table.
error-page-403-title = Refused
error-page-413-title = Too much was sent
error-page-cross-site = a write from another site is refused; use academie's own pages
error-page-login-needed = this academie has a club password: log in at /login, or send Authorization: Bearer followed by the password
error-page-json-only = the API takes JSON only: send the body as application/json
error-page-too-large = the body is too large: at most { $limit } bytes are accepted
error-page-bad-form = the form cannot be read; send it again from the page
