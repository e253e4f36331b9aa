//! `GET /api/v1/parties/{id}/journal`.

use actix_web::{web, HttpResponse};
use serde_json::json;

use super::load_party;
use crate::db::Pool;
use crate::web::party::PartyKey;
use crate::web::views::JournalView;
use crate::web::AppError;

/// The party's whole journal, in order: every entry (deals, reversals, replacements,
/// settlements) with its transfers.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn list_journal(
    pool: web::Data<Pool>,
    party: PartyKey,
) -> Result<HttpResponse, AppError> {
    let party = load_party(pool, party.key).await?;
    let entries: Vec<JournalView> = party.journal.iter().map(JournalView::from).collect();
    Ok(HttpResponse::Ok().json(json!({ "party": party.id, "entries": entries })))
}
