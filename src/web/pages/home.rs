//! The home page: the parties in progress and the finished ones.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use super::views::players_line;
use super::{render, with_conn};
use crate::db::Pool;
use crate::ledger::read::{self, PartyListItem};
use crate::web::tr::Tr;

/// One partie in the lists of the home page.
#[derive(Debug, Clone)]
pub struct PartieRow {
    /// Its public id.
    pub id: String,
    /// The game's name.
    pub game: String,
    /// The players, in seating order.
    pub players: String,
    /// Deals entered.
    pub deals: i64,
    /// When it began.
    pub opened: String,
}

impl PartieRow {
    fn new(t: Tr, p: &PartyListItem) -> Self {
        PartieRow {
            id: p.id.clone(),
            game: p
                .game
                .map_or_else(|| p.game_slug.clone(), |g| g.name().to_owned()),
            players: players_line(&p.players),
            deals: p.deals_entered,
            opened: t.time(p.opened_at),
        }
    }
}

/// `GET /`.
#[derive(Debug, Template)]
#[template(path = "home.html")]
pub struct HomePage {
    /// The words of the page.
    pub t: Tr,
    /// Parties not closed, newest first.
    pub in_progress: Vec<PartieRow>,
    /// Closed parties, newest first.
    pub finished: Vec<PartieRow>,
}

crate::web::tr::localized!(HomePage);

/// `GET /`: the parties in progress and the finished ones.
#[tracing::instrument(skip_all)]
pub async fn list_parties(t: Tr, pool: web::Data<Pool>) -> HttpResponse {
    match with_conn(&pool, read::list_parties).await {
        Ok(parties) => {
            let (finished, in_progress): (Vec<_>, Vec<_>) =
                parties.iter().partition(|p| p.closed_at.is_some());
            render(
                StatusCode::OK,
                &HomePage {
                    t,
                    in_progress: in_progress
                        .into_iter()
                        .map(|p| PartieRow::new(t, p))
                        .collect(),
                    finished: finished.into_iter().map(|p| PartieRow::new(t, p)).collect(),
                },
            )
        }
        Err(e) => e.response(t),
    }
}
