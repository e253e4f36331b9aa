//! The club password's session: `GET /login` (the form, or the way out when logged in),
//! `POST /login` (the password: a session cookie and back to where the visitor was going),
//! `POST /logout`. The rules themselves are in [`crate::web::security`].

use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

use super::{render, see_other};
use crate::web::security::{is_https, Security, SESSION_COOKIE, SESSION_LIFETIME};
use crate::web::tr::Tr;

/// `GET /login`.
#[derive(Debug, Template)]
#[template(path = "session/login.html")]
pub struct LoginPage {
    /// The words of the page.
    pub t: Tr,
    /// Where to go once in (a path of this site).
    pub next: String,
    /// Why the last try failed.
    pub error: Option<String>,
    /// Whether the visitor already has a session (the page then offers the way out).
    pub logged_in: bool,
}

crate::web::tr::localized!(LoginPage);

/// The query of `GET /login`.
#[derive(Debug, Default, Deserialize)]
pub struct LoginQuery {
    /// Where the visitor was going.
    #[serde(default)]
    pub next: Option<String>,
}

/// The form of `POST /login`.
#[derive(Debug, Deserialize)]
pub struct LoginForm {
    /// The club password.
    #[serde(default)]
    pub password: String,
    /// Where to go once in.
    #[serde(default)]
    pub next: Option<String>,
}

/// A path of this site to go to after logging in (`/` for anything else: never another
/// site, so that the login page cannot send anyone away).
fn local_path(next: Option<&str>) -> String {
    match next {
        Some(p) if p.starts_with('/') && !p.starts_with("//") && !p.contains('\\') => p.to_owned(),
        _ => "/".to_owned(),
    }
}

fn has_session(req: &HttpRequest, security: &Security) -> bool {
    req.cookie(SESSION_COOKIE)
        .is_some_and(|c| security.has_session(c.value()))
}

/// `GET /login`: the password form (or, with a session, the way out). Without a club
/// password there is nothing to log in to: back to the parties.
pub async fn login_page(
    t: Tr,
    req: HttpRequest,
    security: web::Data<Security>,
    query: web::Query<LoginQuery>,
) -> HttpResponse {
    if !security.locked() {
        return see_other("/");
    }
    render(
        StatusCode::OK,
        &LoginPage {
            t,
            next: local_path(query.next.as_deref()),
            error: None,
            logged_in: has_session(&req, &security),
        },
    )
}

/// `POST /login`: the right password opens a session (an HttpOnly, SameSite=Lax cookie,
/// Secure over https) and goes on (303); a wrong one shows the form again (401), half a
/// second later.
#[tracing::instrument(skip_all)]
pub async fn log_in(
    t: Tr,
    req: HttpRequest,
    security: web::Data<Security>,
    form: web::Form<LoginForm>,
) -> HttpResponse {
    let next = local_path(form.next.as_deref());
    if !security.locked() {
        return see_other(&next);
    }
    if !security.is_password(&form.password) {
        tracing::info!("a wrong club password");
        // Half a second per wrong guess: guessing a password by the thousand is slow.
        actix_web::rt::time::sleep(std::time::Duration::from_millis(500)).await;
        return render(
            StatusCode::UNAUTHORIZED,
            &LoginPage {
                t,
                next,
                error: Some(t.get("page-login-wrong")),
                logged_in: false,
            },
        );
    }
    let token = match security.open_session() {
        Ok(t) => t,
        Err(e) => {
            let error = crate::web::AppError::Internal(format!("no randomness: {e}"));
            error.log();
            return super::error_page(t, error.status(), &t.msg(&error.message()));
        }
    };
    let lifetime = i64::try_from(SESSION_LIFETIME.as_secs()).unwrap_or(i64::MAX);
    let cookie = Cookie::build(SESSION_COOKIE, token)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(is_https(&req))
        .max_age(time::Duration::seconds(lifetime))
        .finish();
    let mut response = see_other(&next);
    if let Err(e) = response.add_cookie(&cookie) {
        tracing::error!(error = %e, "the session cookie cannot be set");
    }
    response
}

/// `POST /logout`: closes the session and clears the cookie; 303 to `/login`.
pub async fn log_out(req: HttpRequest, security: web::Data<Security>) -> HttpResponse {
    if let Some(c) = req.cookie(SESSION_COOKIE) {
        security.close_session(c.value());
    }
    let mut gone = Cookie::build(SESSION_COOKIE, "")
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(is_https(&req))
        .finish();
    gone.make_removal();
    let mut response = see_other("/login");
    if let Err(e) = response.add_cookie(&gone) {
        tracing::error!(error = %e, "the session cookie cannot be cleared");
    }
    response
}

#[cfg(test)]
mod tests {
    use super::local_path;

    #[test]
    fn the_login_page_only_sends_visitors_within_the_site() {
        assert_eq!(local_path(Some("/parties/ab?x=1")), "/parties/ab?x=1");
        assert_eq!(local_path(Some("//evil.example/")), "/");
        assert_eq!(local_path(Some("https://evil.example/")), "/");
        assert_eq!(local_path(Some("/\\evil.example")), "/");
        assert_eq!(local_path(None), "/");
    }
}
