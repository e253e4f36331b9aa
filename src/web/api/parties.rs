//! `GET|POST /api/v1/parties`, `GET /api/v1/parties/{id}`, `PUT /api/v1/parties/{id}/money`.

use actix_web::{web, HttpResponse};
use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::{conn, load_party};
use crate::db::Pool;
use crate::games::GameId;
use crate::ledger::{self, read, LedgerError, NewPartie};
use crate::telemetry::blocking;
use crate::web::party::PartyKey;
use crate::web::tr::Tr;
use crate::web::views::{PartyListView, PartyView};
use crate::web::AppError;

/// The body of `POST /api/v1/parties`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpenPartyBody {
    /// The game's id.
    pub game: String,
    /// Its options (absent: the defaults).
    #[serde(default)]
    pub options: Value,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// What a counter is worth (`"0.50 EUR per 10"`, `"1 s"`); absent: not stated.
    #[serde(default)]
    pub money: Option<String>,
}

/// Opens a party: 201 with the party (its `id` among the fields).
#[tracing::instrument(skip_all, fields(game = %body.game))]
pub async fn open_party(
    t: Tr,
    pool: web::Data<Pool>,
    body: web::Json<OpenPartyBody>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let game: GameId = body.game.parse().map_err(LedgerError::UnknownGame)?;
    let mut extra = Map::new();
    if let Some(money) = body.money.filter(|m| !m.trim().is_empty()) {
        // Stored in its canonical text, so that it reads back the same.
        let rate = crate::domain::Rate::parse(&money).map_err(LedgerError::Money)?;
        extra.insert(
            crate::domain::MONEY_KEY.to_owned(),
            Value::String(rate.to_string()),
        );
    }
    let new = NewPartie {
        game,
        options: body.options,
        players: body.players,
        extra,
    };
    let party = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        let opened = ledger::open_party(&mut conn, &new)?;
        Ok(read::party(&mut conn, opened.key)?)
    })
    .await??;
    Ok(HttpResponse::Created()
        .insert_header(("Location", format!("/api/v1/parties/{}", party.id)))
        .json(PartyView::new(t, &party)))
}

/// The party: its document, balances, pots, per-deal results, status.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn find_party(
    t: Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
) -> Result<HttpResponse, AppError> {
    let party = load_party(pool, party.key).await?;
    Ok(HttpResponse::Ok().json(PartyView::new(t, &party)))
}

/// Every party, newest first.
#[tracing::instrument(skip_all)]
pub async fn list_parties(pool: web::Data<Pool>) -> Result<HttpResponse, AppError> {
    let parties = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        Ok(read::list_parties(&mut conn)?)
    })
    .await??;
    let views: Vec<PartyListView> = parties.iter().map(PartyListView::from).collect();
    Ok(HttpResponse::Ok().json(json!({ "parties": views })))
}

/// `GET /api/v1/watch/{token}`: the party as a spectator sees it (the JSON twin of
/// `/watch/{token}`), without its public id.
#[tracing::instrument(skip_all)]
pub async fn watch_party(
    t: Tr,
    pool: web::Data<Pool>,
    token: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let token = token.into_inner();
    let party = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        let key = ledger::watched_key(&mut conn, &token)?;
        Ok(read::party(&mut conn, key)?)
    })
    .await??;
    let mut view = PartyView::new(t, &party);
    view.id = None;
    Ok(HttpResponse::Ok().json(view))
}

/// The body of `PUT /api/v1/parties/{id}/money`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoneyBody {
    /// What a counter is worth from now on (`"0,50 € les 10"`, `"0.50 EUR per 10"`);
    /// `null` or empty: no rate stated any more.
    pub money: Option<String>,
}

/// Changes what a counter is worth from now on: 200 with the party (the change, with
/// the rate it replaced, in `setting_changes`). 422 for a rate that cannot be read, 409
/// for a closed party (its settlement was made at the rate then in force).
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn change_money(
    t: Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    body: web::Json<MoneyBody>,
) -> Result<HttpResponse, AppError> {
    let id = party.key;
    let value = match body.into_inner().money.as_deref().map(str::trim) {
        None | Some("") => Value::Null,
        Some(text) => Value::String(
            crate::domain::Rate::parse(text)
                .map_err(LedgerError::Money)?
                .to_string(),
        ),
    };
    let party = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        ledger::change_setting(&mut conn, id, crate::domain::MONEY_KEY, &value)?;
        Ok(read::party(&mut conn, id)?)
    })
    .await??;
    Ok(HttpResponse::Ok().json(PartyView::new(t, &party)))
}
