//! `GET /api/v1/parties/{id}/journal`.

use actix_web::{web, HttpResponse};
use serde_json::json;

use super::load_party;
use crate::db::Pool;
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
    let party = load_party(pool, id).await?;
    let entries: Vec<JournalView> = party.journal.iter().map(JournalView::from).collect();
    Ok(HttpResponse::Ok().json(json!({ "party": id, "entries": entries })))
}
