//! `GET /api/v1/parties/{id}/journal`.

use actix_web::{web, HttpResponse};
use serde_json::json;

use super::conn;
use crate::db::Pool;
use crate::ledger::read;
use crate::telemetry::blocking;
use crate::web::views::JournalView;
use crate::web::AppError;

/// The party's whole journal, in order: every entry (deals, reversals, replacements,
/// settlements) with its transfers.
#[tracing::instrument(skip_all, fields(party_id = *id))]
pub async fn list_journal(
    pool: web::Data<Pool>,
    id: web::Path<i32>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let party = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        Ok(read::party(&mut conn, id)?)
    })
    .await??;
    let entries: Vec<JournalView> = party.journal.iter().map(JournalView::from).collect();
    Ok(HttpResponse::Ok().json(json!({ "party": id, "entries": entries })))
}
