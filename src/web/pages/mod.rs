//! The HTML pages (askama, server-rendered; they work without JavaScript).
//!
//! One file per resource: [`home`], [`parties`], [`deals`], [`ledger`], [`accounts`]
//! (the league, a player's record, the printable partie, closing and re-opening),
//! [`sheet`] (the Piquet score sheet), and [`assets`] for the stylesheet and script. Handlers are named `<verb>_<resource>`, template
//! structs `<Thing>Page`; [`render`] is the one place a template becomes a response.
//! Every POST answers 303 See Other, or re-displays its form with what was typed and a
//! message per field.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpResponse};
use askama::Template;

use crate::db::{DbConnection, Pool};
use crate::ledger::LedgerError;
use crate::telemetry::blocking;
use crate::web::tr::{Localized, Tr};
use crate::web::AppError;

pub mod accounts;
pub mod assets;
pub mod chart;
pub mod deals;
pub mod home;
pub mod lang;
pub mod ledger;
pub mod parties;
pub mod payments;
pub mod rules;
pub mod session;
pub mod sheet;
pub(crate) mod views;

/// Renders a page with `status`; a template that fails to render is a 500 with a plain
/// message (and the cause in the log).
pub fn render<T: Template + Localized>(status: StatusCode, page: &T) -> HttpResponse {
    match page.render() {
        Ok(html) => HttpResponse::build(status)
            .content_type("text/html; charset=utf-8")
            .body(html),
        Err(e) => {
            tracing::error!(error = %e, "a template failed to render");
            HttpResponse::InternalServerError()
                .content_type("text/plain; charset=utf-8")
                .body(page.tr().get("error-page-not-drawn"))
        }
    }
}

/// 303 See Other to `location` (after every successful POST).
pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .finish()
}

/// `GET` on an address a form posts to (a reload after a refused form, a bookmark, a
/// shared link): 303 to the page that form is on, so that no reload ever answers "Not
/// found". The address's party id and deal number are only passed on when they are of
/// the right form; anything else goes home.
pub async fn back_to_form(req: actix_web::HttpRequest) -> HttpResponse {
    let info = req.match_info();
    let id = info.get("id").filter(|id| crate::secret::is_token(id));
    let no = info.get("no").and_then(|n| n.parse::<u32>().ok());
    let action = req.path().rsplit('/').next().unwrap_or("");
    let location = match (id, no, action) {
        (Some(id), Some(no), "corrections") => format!("/parties/{id}/deals/{no}/edit"),
        (Some(id), Some(no), _) => format!("/parties/{id}#deal-{no}"),
        (Some(id), None, "deals") => format!("/parties/{id}#new-deal"),
        (Some(id), None, "money") => format!("/parties/{id}#money"),
        (Some(id), None, _) => format!("/parties/{id}"),
        (None, _, _) => "/".to_owned(),
    };
    see_other(&location)
}

/// A fresh token for a deal form (128 bits from the standard library's randomly keyed
/// hashers): the entry's idempotency key, so that the same form posted twice (a double
/// tap, a retry) records one deal.
pub fn form_token() -> String {
    use std::collections::hash_map::RandomState;
    use std::hash::{BuildHasher, Hasher};
    let half = || {
        let mut h = RandomState::new().build_hasher();
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos()),
        );
        h.finish()
    };
    format!("{:016x}{:016x}", half(), half())
}

/// Why a page could not be served: the ledger's verdict (which a form may place next to
/// its fields), or anything else the web layer's [`AppError`] knows.
#[derive(Debug)]
pub enum PageFailure {
    /// What the ledger said.
    Ledger(LedgerError),
    /// The pool, the blocking thread...
    App(AppError),
}

/// Runs `f` with a pooled connection on the blocking thread pool (diesel is synchronous),
/// in the current tracing span.
///
/// # Errors
/// [`PageFailure`].
pub async fn with_conn<T, F>(pool: &web::Data<Pool>, f: F) -> Result<T, PageFailure>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, LedgerError> + Send + 'static,
{
    let pool = pool.clone();
    blocking(move || {
        let mut conn = pool.get().map_err(|e| PageFailure::App(e.into()))?;
        f(&mut conn).map_err(PageFailure::Ledger)
    })
    .await
    .map_err(|e| PageFailure::App(e.into()))?
}

/// Runs `f` as one write ([`Pool::write_async`]: on SQLite queued for the one writer);
/// returns once the write is durable.
///
/// # Errors
/// [`PageFailure`].
pub async fn with_writer<T, F>(pool: &web::Data<Pool>, f: F) -> Result<T, PageFailure>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, LedgerError> + Send + 'static,
{
    pool.write_async(f)
        .await
        .map_err(|e| PageFailure::App(e.into()))?
        .map_err(PageFailure::Ledger)
}

impl PageFailure {
    /// The error page for this failure, in `t`'s language, with the status and the
    /// message that [`AppError`] gives (the one mapping of errors to statuses); logged
    /// there.
    pub fn response(self, t: Tr) -> HttpResponse {
        let error = match self {
            PageFailure::Ledger(e) => AppError::from(e),
            PageFailure::App(e) => e,
        };
        error.log();
        error_page(t, error.status(), &t.msg(&error.message()))
    }
}

macro_rules! error_pages {
    ($($name:ident => $path:literal),* $(,)?) => {$(
        #[derive(Debug, Template)]
        #[template(path = $path)]
        struct $name<'a> {
            t: Tr,
            message: &'a str,
        }
        crate::web::tr::localized!($name<'_>);
    )*};
}

error_pages! {
    BadRequestPage => "errors/400.html",
    NotFoundPage => "errors/404.html",
    RefusedPage => "errors/403.html",
    TooLargePage => "errors/413.html",
    ConflictPage => "errors/409.html",
    ServerErrorPage => "errors/500.html",
}

/// The error page for `status` with a message for the player: 401 and 403 (refused),
/// 404, 409 and 413 have their own pages, other 4xx the 400 page (with their own status),
/// 5xx the 500 page.
pub fn error_page(t: Tr, status: StatusCode, message: &str) -> HttpResponse {
    match status {
        StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => {
            render(status, &RefusedPage { t, message })
        }
        StatusCode::PAYLOAD_TOO_LARGE => render(status, &TooLargePage { t, message }),
        s if s.is_client_error() && s != StatusCode::NOT_FOUND && s != StatusCode::CONFLICT => {
            render(status, &BadRequestPage { t, message })
        }
        StatusCode::NOT_FOUND => render(status, &NotFoundPage { t, message }),
        StatusCode::CONFLICT => render(status, &ConflictPage { t, message }),
        _ => render(status, &ServerErrorPage { t, message }),
    }
}

/// Path parameters of the pages: an id that is not a number names nothing (the 404 page).
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err, req| {
        let t = Tr::of_request(req);
        let page = error_page(t, StatusCode::NOT_FOUND, &t.get("error-page-no-such-page"));
        actix_web::error::InternalError::from_response(err, page).into()
    })
}

/// The largest form taken (the longest deal form is far smaller).
pub const FORM_LIMIT: usize = 256 << 10;

/// Form bodies of the pages: one over [`FORM_LIMIT`] is the 413 page, one that cannot be
/// read the 400 page.
pub fn form_config() -> web::FormConfig {
    web::FormConfig::default()
        .limit(FORM_LIMIT)
        .error_handler(|err, req| {
            let t = Tr::of_request(req);
            let (status, message) = match &err {
                actix_web::error::UrlencodedError::Overflow { limit, .. } => (
                    StatusCode::PAYLOAD_TOO_LARGE,
                    t.msg(&crate::msg!(
                        "error-page-too-large",
                        limit = i64::try_from(*limit).unwrap_or(i64::MAX)
                    )),
                ),
                other => (StatusCode::BAD_REQUEST, {
                    tracing::info!(error = %other, "a form that cannot be read");
                    t.get("error-page-bad-form")
                }),
            };
            actix_web::error::InternalError::from_response(err, error_page(t, status, &message))
                .into()
        })
}

/// Query strings of the pages: the 400 page.
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, req| {
        let t = Tr::of_request(req);
        let page = error_page(t, StatusCode::BAD_REQUEST, &t.get("error-page-bad-address"));
        actix_web::error::InternalError::from_response(err, page).into()
    })
}

/// Any address that is no page: the 404 page.
pub async fn not_found(t: Tr) -> HttpResponse {
    error_page(t, StatusCode::NOT_FOUND, &t.get("error-page-no-such-page"))
}
