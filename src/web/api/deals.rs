//! `POST /api/v1/parties/{id}/deals`, `PUT|DELETE /api/v1/parties/{id}/deals/{n}`,
//! `POST /api/v1/parties/{id}/preview`.

use actix_web::{web, HttpResponse};
use serde::Deserialize;
use serde_json::value::RawValue;

use super::{conn, load_party};
use crate::db::Pool;
use crate::domain::Account;
use crate::ledger::{self, read, Facts};
use crate::telemetry::blocking;
use crate::web::views::{DealHistoryView, PreviewView, TransferView, WrittenView};
use crate::web::AppError;

/// The body of a deal write: the facts, kept verbatim.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealBody {
    /// The deal's facts, in the game's JSON shape.
    pub facts: Box<RawValue>,
}

/// The body of a preview: the facts, and optionally the deal they would correct.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreviewBody {
    /// The deal's facts.
    pub facts: Box<RawValue>,
    /// The number of the deal they would replace (absent: the next deal).
    #[serde(default)]
    pub deal: Option<i32>,
}

/// Records the next deal: 201 with its payments and the new balances.
#[tracing::instrument(skip_all, fields(party_id = *id))]
pub async fn record_deal(
    pool: web::Data<Pool>,
    id: web::Path<i32>,
    body: web::Json<DealBody>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let facts = Facts::parse(body.facts.get())?;
    let view = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        let written = ledger::record_deal(&mut conn, id, &facts)?;
        let party = read::party(&mut conn, id)?;
        Ok(WrittenView::new(&party, &written))
    })
    .await??;
    let location = format!(
        "/api/v1/parties/{id}/deals/{}",
        view.deal_no.unwrap_or_default()
    );
    Ok(HttpResponse::Created()
        .insert_header(("Location", location))
        .json(view))
}

/// Deal `n` with its revisions and journal entries (also once deleted).
#[tracing::instrument(skip_all, fields(party_id = path.0, deal = path.1))]
pub async fn find_deal(
    pool: web::Data<Pool>,
    path: web::Path<(i32, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, n) = path.into_inner();
    let party = load_party(pool, id).await?;
    let view = DealHistoryView::new(&party, n)
        .ok_or(ledger::LedgerError::DealNotFound { party: id, deal: n })?;
    Ok(HttpResponse::Ok().json(view))
}

/// Corrects deal `n`: 200 with the entries appended (reversals and replacements) and the
/// new balances.
#[tracing::instrument(skip_all, fields(party_id = path.0, deal = path.1))]
pub async fn correct_deal(
    pool: web::Data<Pool>,
    path: web::Path<(i32, i32)>,
    body: web::Json<DealBody>,
) -> Result<HttpResponse, AppError> {
    let (id, n) = path.into_inner();
    let facts = Facts::parse(body.facts.get())?;
    let view = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        let written = ledger::correct_deal(&mut conn, id, n, &facts)?;
        let party = read::party(&mut conn, id)?;
        Ok(WrittenView::new(&party, &written))
    })
    .await??;
    Ok(HttpResponse::Ok().json(view))
}

/// Deletes deal `n`: 200 with the entries appended and the new balances.
#[tracing::instrument(skip_all, fields(party_id = path.0, deal = path.1))]
pub async fn delete_deal(
    pool: web::Data<Pool>,
    path: web::Path<(i32, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, n) = path.into_inner();
    let view = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        let written = ledger::delete_deal(&mut conn, id, n)?;
        let party = read::party(&mut conn, id)?;
        Ok(WrittenView::new(&party, &written))
    })
    .await??;
    Ok(HttpResponse::Ok().json(view))
}

/// What a deal would pay, storing nothing: 200 with its payments and the balances it
/// would leave.
#[tracing::instrument(skip_all, fields(party_id = *id))]
pub async fn preview_deal(
    t: crate::web::tr::Tr,
    pool: web::Data<Pool>,
    id: web::Path<i32>,
    body: web::Json<PreviewBody>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let facts = Facts::parse(body.facts.get())?;
    let replacing = body.deal;
    let lang = t.lang();
    let view = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        let party = read::party(&mut conn, id)?;
        let preview = ledger::preview_deal(&mut conn, id, replacing, &facts)?;
        let players = &party.players;
        let named = |v: Vec<i64>| players.iter().cloned().zip(v).collect();
        let net = crate::domain::net_by_account(&preview.transfers)
            .ok_or(crate::games::DealError::Overflow)
            .map_err(ledger::LedgerError::table)?;
        let net = (0..players.len())
            .map(|i| {
                net.iter()
                    .find(|(a, _)| matches!(a, Account::Player(s) if s.index() == i))
                    .map_or(0, |(_, v)| *v)
            })
            .collect();
        Ok(PreviewView {
            transfers: read::transfer_lines(players, &preview.transfers)
                .iter()
                .map(TransferView::from)
                .collect(),
            net: named(net),
            balances: named(
                preview
                    .replay
                    .player_balances(players.len())
                    .map_err(ledger::LedgerError::table)?,
            ),
            pots: preview
                .replay
                .pot_balances()
                .map_err(ledger::LedgerError::table)?
                .into_iter()
                .map(|(k, v)| (k.as_str().to_owned(), v))
                .collect(),
            deal_details: preview
                .replay
                .report
                .get("deal_details")
                .and_then(|d| d.get(preview.position))
                .cloned(),
            reading: preview
                .replay
                .readings
                .get(preview.position)
                .map(|r| crate::web::views::ReadingView::new(r, lang)),
        })
    })
    .await??;
    Ok(HttpResponse::Ok().json(view))
}
