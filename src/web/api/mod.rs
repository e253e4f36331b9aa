//! The JSON API under `/api/v1`, one file per resource. Handlers parse the request, run
//! the ledger in [`crate::telemetry::blocking`], and answer with [`crate::web::views`].

use actix_web::{error, web, HttpRequest, HttpResponse};

use super::AppError;
use crate::db::{DbConnection, Pool, PooledConn};
use crate::web::tr::request_lang;

pub mod accounts;
pub mod deals;
pub mod exports;
pub mod games;
pub mod ledger;
pub mod parties;

/// The largest JSON body taken (an import of many parties fits).
pub const JSON_LIMIT: usize = 1 << 20;

/// JSON bodies: an unreadable body is a 400 in the error envelope, one over
/// [`JSON_LIMIT`] a 413, one of another type a 415.
pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(JSON_LIMIT)
        .error_handler(|err, req: &HttpRequest| {
            let error = match &err {
                error::JsonPayloadError::ContentType => {
                    AppError::UnsupportedType(crate::msg!("error-page-json-only"))
                }
                error::JsonPayloadError::Overflow { limit }
                | error::JsonPayloadError::OverflowKnownLength { limit, .. } => {
                    AppError::TooLarge(crate::msg!(
                        "error-page-too-large",
                        limit = i64::try_from(*limit).unwrap_or(i64::MAX)
                    ))
                }
                error::JsonPayloadError::Deserialize(e) if e.is_data() => {
                    AppError::BadRequest(crate::msg!(
                        "error-body-shape",
                        detail = crate::games::shape_message(".", &e.to_string())
                    ))
                }
                error::JsonPayloadError::Deserialize(e) => AppError::BadRequest(crate::msg!(
                    "error-not-json",
                    line = e.line(),
                    column = e.column()
                )),
                _ => AppError::BadRequest(crate::msg!("error-body-unreadable")),
            };
            error.log();
            let response = error.response_in(request_lang(req));
            error::InternalError::from_response(err, response).into()
        })
}

/// Path parameters: an id that is not a number names nothing (404).
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err, req| {
        let response =
            AppError::NotFound(crate::msg!("error-no-resource")).response_in(request_lang(req));
        error::InternalError::from_response(err, response).into()
    })
}

/// Query strings: 400 in the envelope.
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, req| {
        let response =
            AppError::BadRequest(crate::msg!("error-bad-query")).response_in(request_lang(req));
        error::InternalError::from_response(err, response).into()
    })
}

/// Anything under `/api/v1` that is not a route: 404 in the envelope.
pub async fn not_found() -> Result<HttpResponse, AppError> {
    Err(AppError::NotFound(crate::msg!("error-no-resource")))
}

/// Party `id`'s read model, read in blocking work (404 when there is none).
pub(crate) async fn load_party(
    pool: web::Data<Pool>,
    id: i32,
) -> Result<crate::ledger::read::PartieView, AppError> {
    crate::telemetry::blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        Ok(crate::ledger::read::party(&mut conn, id)?)
    })
    .await?
}

/// Runs `f` as one write ([`Pool::write_async`]: on SQLite queued for the one writer);
/// returns once the write is durable.
pub(crate) async fn write<T, F>(pool: &web::Data<Pool>, f: F) -> Result<T, AppError>
where
    F: FnOnce(&mut DbConnection) -> Result<T, AppError> + Send + 'static,
    T: Send + 'static,
{
    pool.write_async(f).await?
}

/// A connection from the pool, inside blocking work.
pub(crate) fn conn(pool: &Pool) -> Result<PooledConn, AppError> {
    Ok(pool.get()?)
}
