//! The language switch: `GET /lang/{tag}?back=/path` remembers the language in the
//! `lang` cookie (a year, the whole site, `SameSite=Lax`) and sends the reader back to the
//! page he was reading: `back` when it is a path of this site, else the `Referer` when it
//! is a page of this site, else the home page. Never elsewhere: no open redirect.

use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;

use super::error_page;
use crate::i18n::Lang;
use crate::web::tr::{Tr, LANG_COOKIE};

/// The switch's query.
#[derive(Debug, Deserialize)]
pub struct SwitchQuery {
    /// Where to go back to (a path of this site).
    pub back: Option<String>,
}

/// Whether `path` is a path of this site (`/parties/3?x=1`), not an address elsewhere
/// (`//evil.example`, `/\evil.example`, `https://...`).
pub fn is_local_path(path: &str) -> bool {
    path.starts_with('/')
        && !path.starts_with("//")
        && !path.contains('\\')
        && !path.chars().any(char::is_control)
}

/// The path of a `Referer` that names a page of this very site (`host`), if it does.
fn referer_path(req: &HttpRequest) -> Option<String> {
    let referer = req.headers().get(header::REFERER)?.to_str().ok()?;
    let rest = referer
        .strip_prefix("http://")
        .or_else(|| referer.strip_prefix("https://"))?;
    let (authority, path) = match rest.find('/') {
        Some(i) => rest.split_at(i),
        None => (rest, "/"),
    };
    let host = req.connection_info().host().to_owned();
    (authority.eq_ignore_ascii_case(&host) && is_local_path(path)).then(|| path.to_owned())
}

/// `GET /lang/{tag}`: 303 back to the page, with the cookie set.
pub async fn switch_lang(
    req: HttpRequest,
    t: Tr,
    tag: web::Path<String>,
    query: web::Query<SwitchQuery>,
) -> HttpResponse {
    let Some(lang) = Lang::from_tag(&tag).filter(|l| l.tag() == tag.as_str()) else {
        return error_page(t, StatusCode::NOT_FOUND, &t.get("error-page-no-such-page"));
    };
    let back = query
        .back
        .clone()
        .filter(|b| is_local_path(b))
        .or_else(|| referer_path(&req))
        .unwrap_or_else(|| "/".to_owned());
    let cookie = Cookie::build(LANG_COOKIE, lang.tag())
        .path("/")
        .same_site(SameSite::Lax)
        .http_only(true)
        .max_age(Duration::days(365))
        .finish();
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, back))
        .cookie(cookie)
        .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_of_this_site_are_gone_back_to() {
        for good in ["/", "/parties/3", "/players?game=quadrille&from=2026-01-01"] {
            assert!(is_local_path(good), "{good}");
        }
        for bad in [
            "",
            "parties/3",
            "//evil.example/x",
            "/\\evil.example",
            "https://evil.example/",
            "/x\r\nSet-Cookie: a=b",
        ] {
            assert!(!is_local_path(bad), "{bad:?}");
        }
    }
}
