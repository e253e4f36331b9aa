//! The web layer's one error type and the one place that maps errors to HTTP statuses.
//!
//! - [`AppError`] is what every handler returns. [`AppError::status`] decides the status;
//!   the JSON API renders it as `{"errors":[{"detail": ...}]}`, the detail a message of
//!   the catalogues ([`AppError::message`]) in the request's language ([`localize`]).
//! - Bad facts, options or players (the engine said no): 422 with the engine's message,
//!   prefixed by the deal's number where one is at fault. Malformed bodies: 400; bodies
//!   over the limit 413, of another type than the route takes 415. No session while the
//!   club has a password: 401; a cross-site write: 403.
//! - Unknown party or deal (and diesel's `NotFound`): 404. Closed party, concurrent write,
//!   unique violation: 409.
//! - Anything else (database down or damaged, a bug): 500, logged with its whole cause;
//!   the client only reads "internal error".

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{HttpResponse, ResponseError};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde::Serialize;

use crate::db::DbError;
use crate::games::Msg;
use crate::i18n::{render, Lang};
use crate::ledger::LedgerError;
use crate::web::tr::request_lang;

/// Every error a handler can return.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// From the ledger (and through it the engine and the database).
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    /// A request that cannot be read (malformed JSON, a missing field).
    #[error("{0}")]
    BadRequest(Msg),
    /// Something asked for that does not exist.
    #[error("{0}")]
    NotFound(Msg),
    /// No session and no bearer password, while the club has a password (401).
    #[error("{0}")]
    Unauthorized(Msg),
    /// A cross-site write (403).
    #[error("{0}")]
    Forbidden(Msg),
    /// A body over the limit (413).
    #[error("{0}")]
    TooLarge(Msg),
    /// A body that is not of the type the route takes (415).
    #[error("{0}")]
    UnsupportedType(Msg),
    /// The database cannot be reached.
    #[error("the database is unavailable")]
    Pool(#[from] diesel::r2d2::PoolError),
    /// A database error outside the ledger.
    #[error(transparent)]
    Db(#[from] DbError),
    /// The blocking pool failed (the work panicked or was cancelled).
    #[error("the request could not be finished")]
    Blocking(#[from] actix_web::error::BlockingError),
    /// Anything else that is academie's fault.
    #[error("{0}")]
    Internal(String),
}

/// The JSON error envelope.
#[derive(Debug, Serialize)]
pub struct ErrorBody {
    /// One or more errors.
    pub errors: Vec<ErrorDetail>,
}

/// One error of the envelope.
#[derive(Debug, Serialize)]
pub struct ErrorDetail {
    /// The field of the deal at fault (the engine's path, `tricks.Anne`), when the rules
    /// name one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// What went wrong, for a person.
    pub detail: String,
}

fn db_status(e: &DieselError) -> StatusCode {
    match e {
        DieselError::NotFound => StatusCode::NOT_FOUND,
        DieselError::DatabaseError(
            DatabaseErrorKind::UniqueViolation | DatabaseErrorKind::SerializationFailure,
            _,
        ) => StatusCode::CONFLICT,
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// The status of a ledger error (an import's error takes the status of its cause).
fn ledger_status(e: &LedgerError) -> StatusCode {
    match e {
        LedgerError::UnknownGame(_)
        | LedgerError::Deal { .. }
        | LedgerError::Closing(_)
        | LedgerError::Money(_)
        | LedgerError::Facts(_)
        | LedgerError::KeyReused => StatusCode::UNPROCESSABLE_ENTITY,
        LedgerError::BadKey => StatusCode::BAD_REQUEST,
        LedgerError::PartyNotFound
        | LedgerError::DealNotFound { .. }
        | LedgerError::PaymentNotFound { .. } => StatusCode::NOT_FOUND,
        LedgerError::Closed(_)
        | LedgerError::AlreadyClosed(_)
        | LedgerError::NotClosed(_)
        | LedgerError::NotDeleted { .. }
        | LedgerError::NothingToUndo(_)
        | LedgerError::Settle(_)
        | LedgerError::StaleDeal { .. }
        | LedgerError::StaleRevision { .. }
        | LedgerError::StalePayment
        | LedgerError::Conflict => StatusCode::CONFLICT,
        LedgerError::Import { error, .. } => ledger_status(error),
        LedgerError::Corrupt(_) | LedgerError::NoRandomness(_) => StatusCode::INTERNAL_SERVER_ERROR,
        LedgerError::Db(e) => db_status(e),
    }
}

impl AppError {
    /// The HTTP status of this error (the one mapping).
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::Ledger(e) => ledger_status(e),
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::Db(DbError::Query(e)) => db_status(e),
            AppError::Pool(_) | AppError::Db(_) | AppError::Blocking(_) | AppError::Internal(_) => {
                StatusCode::INTERNAL_SERVER_ERROR
            }
        }
    }

    /// The message shown to the user: the error's own for 4xx, a generic one for 5xx
    /// (the cause is logged, not shown).
    pub fn message(&self) -> Msg {
        let status = self.status();
        let from_db = matches!(self, AppError::Ledger(LedgerError::Db(_)) | AppError::Db(_));
        if status.is_server_error() {
            crate::msg!("error-page-internal")
        } else if status == StatusCode::CONFLICT && from_db {
            crate::msg!("error-page-changed-meanwhile")
        } else if status == StatusCode::NOT_FOUND && from_db {
            crate::msg!("error-page-not-found")
        } else {
            match self {
                AppError::Ledger(e) => e.message(),
                AppError::BadRequest(m)
                | AppError::NotFound(m)
                | AppError::Unauthorized(m)
                | AppError::Forbidden(m)
                | AppError::TooLarge(m)
                | AppError::UnsupportedType(m) => m.clone(),
                _ => crate::msg!("error-page-internal"),
            }
        }
    }

    /// Every fault this error reports, each with the deal's field it names: one, but for
    /// a deal the rules refuse for several independent faults (the engine's
    /// [`crate::games::DealError::Several`]), listed in the rules' order. The first
    /// message is [`AppError::message`].
    pub fn messages(&self) -> Vec<(Option<String>, Msg)> {
        let first = self.message();
        let AppError::Ledger(LedgerError::Deal { deal, error }) = self else {
            return vec![(None, first)];
        };
        if self.status().is_server_error() {
            return vec![(None, first)];
        }
        let faults = error.all();
        let mut out = Vec::with_capacity(faults.len());
        for (i, fault) in faults.iter().enumerate() {
            let message = if i == 0 {
                first.clone()
            } else {
                LedgerError::Deal {
                    deal: *deal,
                    error: fault.clone(),
                }
                .message()
            };
            out.push((fault.field().map(str::to_owned), message));
        }
        out
    }

    /// [`AppError::message`] in English.
    pub fn detail(&self) -> String {
        render(Lang::En, &self.message())
    }

    /// The JSON error envelope, a detail in `lang` for each of [`AppError::messages`].
    pub fn response_in(&self, lang: Lang) -> HttpResponse {
        HttpResponse::build(self.status()).json(ErrorBody {
            errors: self
                .messages()
                .into_iter()
                .map(|(field, m)| ErrorDetail {
                    field,
                    detail: render(lang, &m),
                })
                .collect(),
        })
    }

    /// Logs the error with its whole cause chain (server errors as errors, the rest as
    /// information).
    pub fn log(&self) {
        let mut chain = self.to_string();
        let mut source = std::error::Error::source(self);
        while let Some(s) = source {
            chain.push_str(": ");
            chain.push_str(&s.to_string());
            source = s.source();
        }
        if self.status().is_server_error() {
            tracing::error!(error = %chain, "request failed");
        } else {
            tracing::info!(error = %chain, "request refused");
        }
    }
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        self.status()
    }

    /// The envelope in English; [`localize`] writes it again in the request's language.
    fn error_response(&self) -> HttpResponse {
        self.log();
        self.response_in(Lang::En)
    }
}

/// The API's middleware that writes an [`AppError`]'s envelope in the request's
/// language (`Accept-Language`, or the `lang` cookie): a handler's error is answered in
/// English by [`ResponseError`], which knows no request; this writes it again.
///
/// # Errors
/// Those of the wrapped service.
pub async fn localize(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let lang = request_lang(req.request());
    let res = next.call(req).await?.map_into_boxed_body();
    if lang == Lang::En {
        return Ok(res);
    }
    let again = res
        .response()
        .error()
        .and_then(|e| e.as_error::<AppError>())
        .map(|e| e.response_in(lang));
    Ok(match again {
        Some(response) => res.into_response(response),
        None => res,
    })
}
