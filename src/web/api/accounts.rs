//! Closing and re-opening a party, its settlement, importing partie documents, and the
//! players' history across parties:
//! `POST /api/v1/parties/{id}/close`, `GET /api/v1/parties/{id}/settlement`,
//! `POST /api/v1/parties/{id}/reopen`, `POST /api/v1/import`,
//! `GET /api/v1/players`, `GET /api/v1/players/{name}`,
//! `GET /exports/results.csv`, `GET /exports/transfers.csv`.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use std::sync::Arc;

use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::{conn, write};
use crate::accounts::Settlement;
use crate::db::Pool;
use crate::exports::accounts as csv_exports;
use crate::league::{self, LeagueFilter};
use crate::ledger::{self, read, LedgerError};
use crate::telemetry::blocking;
use crate::web::paged::Paged;
use crate::web::party::PartyKey;
use crate::web::views::PartyView;
use crate::web::AppError;

/// The settlement of a closed party, as `close` and `settlement` answer it.
#[derive(Debug, Serialize)]
pub struct SettlementView {
    /// The party's public id.
    pub party_id: String,
    /// When it was closed (ISO 8601 UTC).
    pub closed_at: Option<String>,
    /// Balances, payments, what is left on the table, the rate.
    #[serde(flatten)]
    pub settlement: Settlement,
}

fn settlement_view(party: &read::PartieView) -> Result<SettlementView, AppError> {
    Ok(SettlementView {
        party_id: party.id.clone(),
        closed_at: party.closed_at.map(csv_exports::iso),
        settlement: party.settlement()?,
    })
}

/// Closes a party (the game's end-of-partie rules, then the freeze): 200 with the
/// settlement.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn close_party(pool: web::Data<Pool>, party: PartyKey) -> Result<HttpResponse, AppError> {
    let key = party.key;
    write(&pool, move |conn| Ok(ledger::close_party(conn, key)?)).await?;
    let view = settlement_view(&super::load_party(pool, key).await?)?;
    Ok(HttpResponse::Ok().json(view))
}

/// The settlement of a closed party again; 409 while it is open.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn find_settlement(
    pool: web::Data<Pool>,
    party: PartyKey,
) -> Result<HttpResponse, AppError> {
    let key = party.key;
    let view = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        let party = read::party(&mut conn, key)?;
        if !party.is_closed() {
            return Err(LedgerError::NotClosed(key).into());
        }
        settlement_view(&party)
    })
    .await??;
    Ok(HttpResponse::Ok().json(view))
}

/// Re-opens a closed party (its settlement is cancelled by a `reopening` entry): 200 with
/// the party.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn reopen_party(
    t: crate::web::tr::Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
) -> Result<HttpResponse, AppError> {
    let key = party.key;
    write(&pool, move |conn| Ok(ledger::reopen_party(conn, key)?)).await?;
    let party = super::load_party(pool, key).await?;
    Ok(HttpResponse::Ok().json(PartyView::new(t, &party)))
}

/// Imports partie documents (the export format; one or an array): 201 with the new
/// parties' ids, in order. All or nothing.
#[tracing::instrument(skip_all)]
pub async fn import_parties(
    pool: web::Data<Pool>,
    body: web::Json<Value>,
) -> Result<HttpResponse, AppError> {
    let docs = crate::partie::documents(body.into_inner()).map_err(AppError::BadRequest)?;
    let ids = write(&pool, move |conn| Ok(ledger::import_parties(conn, &docs)?)).await?;
    Ok(HttpResponse::Created().json(json!({ "ids": ids })))
}

/// The query of the league table and the exports across parties.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeagueQuery {
    /// A game id; empty for every game.
    #[serde(default)]
    pub game: Option<String>,
    /// The first day (ISO 8601), included.
    #[serde(default)]
    pub from: Option<String>,
    /// The last day (ISO 8601), included.
    #[serde(default)]
    pub to: Option<String>,
}

impl LeagueQuery {
    /// The filter it asks for.
    ///
    /// # Errors
    /// [`AppError::BadRequest`] naming the field at fault.
    pub fn filter(&self) -> Result<LeagueFilter, AppError> {
        LeagueFilter::parse(
            self.game.as_deref(),
            self.from.as_deref(),
            self.to.as_deref(),
        )
        .map_err(AppError::BadRequest)
    }
}

async fn results(pool: web::Data<Pool>) -> Result<Vec<league::PartieResult>, AppError> {
    blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        Ok(ledger::all_results(&mut conn)?)
    })
    .await?
}

/// The league table: each person's totals over the parties the filter admits.
#[tracing::instrument(skip_all)]
pub async fn league_table(
    pool: web::Data<Pool>,
    query: web::Query<LeagueQuery>,
) -> Result<HttpResponse, AppError> {
    let filter = query.filter()?;
    let results = results(pool).await?;
    let table = league::league(&results, &filter).map_err(LedgerError::Money)?;
    Ok(HttpResponse::Ok().json(json!({ "players": table })))
}

/// One person's record: totals and parties (404 for a person who played none).
#[tracing::instrument(skip_all)]
pub async fn find_player(
    pool: web::Data<Pool>,
    name: web::Path<String>,
    query: web::Query<LeagueQuery>,
) -> Result<HttpResponse, AppError> {
    let name = name.into_inner();
    let filter = query.filter()?;
    let results = results(pool).await?;
    match league::player_record(&results, &filter, &name).map_err(LedgerError::Money)? {
        Some(record) => Ok(HttpResponse::Ok().json(record)),
        None => Err(AppError::NotFound(crate::msg!(
            "error-no-such-player",
            name = name.as_str()
        ))),
    }
}

/// How many parties an export across parties reads at a time: one, so that the memory
/// it takes is that of the club's largest partie, whatever the number of parties (16 at
/// a time held 16 parties' journals at once: 125 MiB more after exporting 42 parties of
/// 645 deals).
const EXPORT_PAGE: i64 = 1;

/// A CSV export across the parties `filter` admits, streamed: `head` (the header row),
/// then `rows` of each page of parties, read as the client takes them.
fn csv_stream(
    name: &str,
    pool: web::Data<Pool>,
    filter: LeagueFilter,
    head: Vec<u8>,
    rows: fn(&[read::PartieView]) -> Result<Vec<u8>, csv::Error>,
) -> HttpResponse {
    let next = move |after: Option<i32>| -> Result<(Vec<u8>, Option<i32>), AppError> {
        let mut conn = conn(&pool)?;
        let (page, next) = ledger::parties_page(&mut conn, after, EXPORT_PAGE)?;
        drop(conn);
        let admitted: Vec<read::PartieView> = page
            .into_iter()
            .filter(|p| filter.admits(&p.result()))
            .collect();
        let bytes = rows(&admitted).map_err(|e| AppError::Internal(format!("writing CSV: {e}")))?;
        Ok((bytes, next))
    };
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(name.to_owned())],
        })
        .body(Paged::new(head, Arc::new(next)))
}

/// `results.csv`: one row per player per partie the filter admits (streamed).
#[tracing::instrument(skip_all)]
pub async fn export_results(
    pool: web::Data<Pool>,
    query: web::Query<LeagueQuery>,
) -> Result<HttpResponse, AppError> {
    let filter = query.filter()?;
    let head = csv_exports::results_header()
        .map_err(|e| AppError::Internal(format!("writing CSV: {e}")))?;
    Ok(csv_stream(
        "results.csv",
        pool,
        filter,
        head,
        csv_exports::results_rows,
    ))
}

/// `transfers.csv`: one row per transfer of the parties the filter admits (streamed).
#[tracing::instrument(skip_all)]
pub async fn export_transfers(
    pool: web::Data<Pool>,
    query: web::Query<LeagueQuery>,
) -> Result<HttpResponse, AppError> {
    let filter = query.filter()?;
    let head = csv_exports::transfers_header()
        .map_err(|e| AppError::Internal(format!("writing CSV: {e}")))?;
    Ok(csv_stream(
        "transfers.csv",
        pool,
        filter,
        head,
        csv_exports::transfers_rows,
    ))
}

/// `settlement.csv` of one party (closed or not: an open party's is what it would be now).
///
/// # Errors
/// As [`read::party`]; [`LedgerError::Settle`] when the balances do not settle.
pub fn settlement_csv(party: &read::PartieView) -> Result<Vec<u8>, AppError> {
    csv_exports::settlement_csv(&party.id, &party.settlement()?)
        .map_err(|e| AppError::Internal(format!("writing CSV: {e}")))
}
