//! Who may do what, in one middleware ([`guard`]) that every request passes through:
//!
//! - `HEAD` is answered as `GET` without a body (the HTTP/1 codec drops the body of a
//!   response to a HEAD request; the route table only lists `GET`).
//! - Cross-site writes are refused (403): any request other than GET, HEAD and OPTIONS
//!   that the browser marks `Sec-Fetch-Site` other than `same-origin` (or `none`), or,
//!   without that header, whose `Origin` is not the request's own host (or is `null`).
//!   The pages' own forms are same-origin and pass.
//! - With a club password ([`Security::new`], `ACADEMIE_PASSWORD` or `--password`), every
//!   page and API call needs a session (the cookie [`SESSION_COOKIE`] that `POST /login`
//!   sets) or `Authorization: Bearer <password>`; except the spectator links
//!   (`/watch/...`, `/api/v1/watch/...`), `/login`, `/health_check` and `/static/...`.
//!   Pages send the visitor to `/login`; the API answers 401.
//! - The JSON API takes JSON only: a body of another type sent to `/api/v1` is a 415.
//! - Every response, errors included, carries the security headers ([`HEADERS`]).
//!
//! Sessions live in the server's memory: a restart (or another process on the same
//! PostgreSQL) asks for the password again.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{web, HttpResponse};

use crate::secret::Password;
use crate::web::tr::{request_lang, Tr};
use crate::web::AppError;

/// The name of the session cookie.
pub const SESSION_COOKIE: &str = "academie_session";

/// How long a session lasts.
pub const SESSION_LIFETIME: Duration = Duration::from_secs(30 * 24 * 3600);

/// The most sessions kept at once (the oldest is forgotten first).
const MAX_SESSIONS: usize = 1000;

/// The headers every response carries.
pub const HEADERS: [(&str, &str); 4] = [
    (
        "content-security-policy",
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
         frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    ),
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    ("referrer-policy", "no-referrer"),
];

/// The club password, if any, and the sessions opened with it.
#[derive(Debug)]
pub struct Security {
    password: Option<Password>,
    sessions: Mutex<VecDeque<(String, Instant)>>,
}

impl Security {
    /// The rules for a service with this password (`None`: open to whoever reaches it).
    pub fn new(password: Option<Password>) -> Self {
        Security {
            password,
            sessions: Mutex::new(VecDeque::new()),
        }
    }

    /// Whether a password is required.
    pub fn locked(&self) -> bool {
        self.password.is_some()
    }

    /// Whether `given` is the password (compared in constant time).
    pub fn is_password(&self, given: &str) -> bool {
        self.password.as_ref().is_some_and(|p| p.is(given))
    }

    /// Opens a session: its token, to be set as the cookie.
    ///
    /// # Errors
    /// When the operating system gives no randomness.
    pub fn open_session(&self) -> Result<String, getrandom::Error> {
        let token = crate::secret::token()?;
        let mut sessions = self.lock();
        while sessions.len() >= MAX_SESSIONS {
            sessions.pop_front();
        }
        sessions.push_back((token.clone(), Instant::now()));
        Ok(token)
    }

    /// Whether `token` is an open session (and not expired).
    pub fn has_session(&self, token: &str) -> bool {
        let now = Instant::now();
        let mut sessions = self.lock();
        sessions.retain(|(_, at)| now.duration_since(*at) < SESSION_LIFETIME);
        sessions
            .iter()
            .any(|(t, _)| crate::secret::same(t.as_bytes(), token.as_bytes()))
    }

    /// Closes the session `token`.
    pub fn close_session(&self, token: &str) {
        self.lock().retain(|(t, _)| t != token);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, VecDeque<(String, Instant)>> {
        // A panic while holding the lock leaves the list usable: take it anyway.
        self.sessions
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether `req` carries a session or the bearer password.
    fn admits(&self, req: &ServiceRequest) -> bool {
        if let Some(cookie) = req.cookie(SESSION_COOKIE) {
            if self.has_session(cookie.value()) {
                return true;
            }
        }
        req.headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .is_some_and(|given| self.is_password(given.trim()))
    }
}

/// Whether `path` answers in JSON (the API and the CSV exports) rather than with pages.
pub fn is_api(path: &str) -> bool {
    path.starts_with("/api/") || path.starts_with("/exports/") || path.ends_with(".csv")
}

/// Paths open without a session even with a password.
fn is_open(path: &str) -> bool {
    path == "/login"
        || path == "/health_check"
        || path.starts_with("/static/")
        || path.starts_with("/watch/")
        || path.starts_with("/api/v1/watch/")
}

/// Whether the request is scheme `https` (directly, or as a proxy says by `Forwarded` or
/// `X-Forwarded-Proto`): then the session cookie is `Secure`.
pub fn is_https(req: &actix_web::HttpRequest) -> bool {
    req.connection_info().scheme() == "https"
}

/// Whether a write comes from another site. A browser that says where a request comes
/// from (`Sec-Fetch-Site`) is believed: only `same-origin` (and `none`, the visitor's own
/// doing) may write. Without it, an `Origin` must name the request's own host. (With
/// `Referrer-Policy: no-referrer` browsers send `Origin: null` even for the pages' own
/// forms, which is why `Sec-Fetch-Site` comes first; a client that sends neither header,
/// such as `curl`, is no browser that another site could steer.)
fn cross_site(req: &ServiceRequest) -> bool {
    if matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        return false;
    }
    if let Some(site) = req.headers().get("sec-fetch-site") {
        let site = site.to_str().unwrap_or("").trim().to_ascii_lowercase();
        return !(site == "same-origin" || site == "none");
    }
    let Some(origin) = req.headers().get(header::ORIGIN) else {
        return false;
    };
    let Ok(origin) = origin.to_str() else {
        return true;
    };
    let authority = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"));
    match authority {
        Some(a) => !a.eq_ignore_ascii_case(req.connection_info().host()),
        // `null` (a sandboxed frame, a file) or anything else: not this site.
        None => true,
    }
}

/// Whether a body sent to the API is something other than JSON.
fn not_json(req: &ServiceRequest) -> bool {
    if !req.path().starts_with("/api/")
        || matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS)
    {
        return false;
    }
    match req.headers().get(header::CONTENT_TYPE) {
        Some(v) => {
            let essence = v
                .to_str()
                .unwrap_or("")
                .split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase();
            !(essence == "application/json"
                || (essence.starts_with("application/") && essence.ends_with("+json")))
        }
        // No type: refused unless there is no body at all.
        None => match req
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
        {
            Some(n) => n.trim() != "0",
            None => req.headers().contains_key(header::TRANSFER_ENCODING),
        },
    }
}

/// The response refusing `req`, if it must be refused.
fn refusal(req: &ServiceRequest, security: Option<&Security>) -> Option<HttpResponse> {
    let path = req.path();
    if cross_site(req) {
        tracing::info!(
            origin = ?req.headers().get(header::ORIGIN),
            fetch_site = ?req.headers().get("sec-fetch-site"),
            host = %req.connection_info().host(),
            "a cross-site write refused"
        );
        return Some(refuse(
            req,
            AppError::Forbidden(crate::msg!("error-page-cross-site")),
        ));
    }
    if let Some(security) = security.filter(|s| s.locked()) {
        if !is_open(path) && !security.admits(req) {
            return Some(if is_api(path) {
                let mut response = AppError::Unauthorized(crate::msg!("error-page-login-needed"))
                    .response_in(request_lang(req.request()));
                response.headers_mut().insert(
                    header::WWW_AUTHENTICATE,
                    HeaderValue::from_static("Bearer realm=\"academie\""),
                );
                response
            } else {
                // Back to the page asked for; after a refused write, to the parties.
                let next = match *req.method() {
                    Method::GET => req.uri().path_and_query().map_or("/", |p| p.as_str()),
                    _ => "/",
                }
                .to_owned();
                crate::web::pages::see_other(&format!(
                    "/login?next={}",
                    crate::web::pages::accounts::path_segment(&next)
                ))
            });
        }
    }
    if not_json(req) {
        return Some(refuse(
            req,
            AppError::UnsupportedType(crate::msg!("error-page-json-only")),
        ));
    }
    None
}

/// `error` as the API's envelope or as a page, as `path` answers.
fn refuse(req: &ServiceRequest, error: AppError) -> HttpResponse {
    error.log();
    let t = Tr::of_request(req.request());
    if is_api(req.path()) {
        error.response_in(t.lang())
    } else {
        crate::web::pages::error_page(t, error.status(), &t.msg(&error.message()))
    }
}

/// Adds [`HEADERS`] to a response.
pub fn add_headers(headers: &mut actix_web::http::header::HeaderMap) {
    for (name, value) in HEADERS {
        headers.insert(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    }
}

/// The middleware: HEAD as GET, the cross-site, session and JSON checks, the headers.
///
/// # Errors
/// None of its own; the service's, passed on.
pub async fn guard(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    if req.method() == Method::HEAD {
        req.head_mut().method = Method::GET;
    }
    let security = req.app_data::<web::Data<Security>>().cloned();
    let mut response = match refusal(&req, security.as_ref().map(|s| s.get_ref())) {
        Some(refused) => req.into_response(refused),
        // Handlers and extractors turn their errors into responses themselves, so the
        // headers reach error responses too.
        None => next.call(req).await?.map_into_boxed_body(),
    };
    add_headers(response.headers_mut());
    if response.status() == StatusCode::PAYLOAD_TOO_LARGE {
        // The body was not read to its end: the connection cannot carry another request.
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    Ok(response)
}
