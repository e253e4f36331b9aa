//! `GET /api/v1/parties/{id}/export` (JSON), `GET /parties/{id}/export.csv` and the
//! spreadsheet `GET /parties/{id}/export.xlsx` (also `GET /api/v1/parties/{id}/export.xlsx`).

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{web, HttpResponse};
use serde::Deserialize;

use super::{conn, load_party};
use crate::db::Pool;
use crate::exports::{self, CsvExport};
use crate::ledger::read;
use crate::telemetry::blocking;
use crate::web::party::PartyKey;
use crate::web::AppError;

fn attachment(name: String) -> ContentDisposition {
    ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![DispositionParam::Filename(name)],
    }
}

/// The partie document with its results under `expected` (re-scorable by
/// `academie score`).
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn export_json(pool: web::Data<Pool>, party: PartyKey) -> Result<HttpResponse, AppError> {
    let party = load_party(pool, party.key).await?;
    let doc = exports::json::document(&party);
    Ok(HttpResponse::Ok()
        .insert_header(attachment(format!("party-{}.json", party.id)))
        .json(doc))
}

/// The query of the CSV export.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CsvQuery {
    /// `deals` (default), `journal`, `balances` or `settlement`.
    #[serde(default)]
    pub what: Option<String>,
}

/// One of the CSV exports (RFC 4180, UTF-8, header row).
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn export_csv(
    pool: web::Data<Pool>,
    party: PartyKey,
    query: web::Query<CsvQuery>,
) -> Result<HttpResponse, AppError> {
    let (key, id) = (party.key, party.id);
    if query.what.as_deref() == Some("settlement") {
        let bytes = blocking(move || -> Result<_, AppError> {
            let mut conn = conn(&pool)?;
            super::accounts::settlement_csv(&read::party(&mut conn, key)?)
        })
        .await??;
        return Ok(HttpResponse::Ok()
            .content_type("text/csv; charset=utf-8")
            .insert_header(attachment(format!("party-{id}-settlement.csv")))
            .body(bytes));
    }
    let what = match query.what.as_deref() {
        None | Some("deals") => CsvExport::Deals,
        Some("journal") => CsvExport::Journal,
        Some("balances") => CsvExport::Balances,
        Some(other) => {
            return Err(AppError::BadRequest(crate::msg!(
                "error-no-such-export",
                what = other
            )))
        }
    };
    let party = load_party(pool, key).await?;
    let bytes = exports::csv::write(&party, what)
        .map_err(|e| AppError::Internal(format!("writing CSV: {e}")))?;
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(attachment(format!("party-{id}-{}.csv", what.name())))
        .body(bytes))
}

/// The media type of an `.xlsx` workbook.
pub const XLSX_TYPE: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// The partie as a spreadsheet workbook ([`exports::xlsx`]) in the request's language
/// (the `lang` cookie, else `Accept-Language`).
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn export_xlsx(
    t: crate::web::tr::Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
) -> Result<HttpResponse, AppError> {
    let (key, id) = (party.key, party.id);
    let bytes = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        let party = read::party(&mut conn, key)?;
        let words = crate::web::pages::parties::facts_in_words(t, &party);
        exports::xlsx::write(&party, t, words)
            .map_err(|e| AppError::Internal(format!("writing the workbook: {e}")))
    })
    .await??;
    Ok(HttpResponse::Ok()
        .content_type(XLSX_TYPE)
        .insert_header(attachment(format!("party-{id}.xlsx")))
        .body(bytes))
}
