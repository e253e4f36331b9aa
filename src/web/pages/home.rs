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
    /// Over by its own rules but not closed yet (the accounts still to settle).
    pub to_settle: bool,
}

impl PartieRow {
    fn new(t: Tr, p: &PartyListItem) -> Self {
        PartieRow {
            id: p.id.clone(),
            game: p
                .game
                .map_or_else(|| p.game_slug.clone(), |g| g.name_in(t.lang()).to_owned()),
            players: players_line(&p.players),
            deals: p.deals_entered,
            opened: t.time(p.opened_at),
            to_settle: false,
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
    /// Closed parties and those over by their own rules (a Piquet partie played out),
    /// newest first.
    pub finished: Vec<PartieRow>,
}

crate::web::tr::localized!(HomePage);

/// `GET /`: the parties in progress and the finished ones.
#[tracing::instrument(skip_all)]
pub async fn list_parties(t: Tr, pool: web::Data<Pool>) -> HttpResponse {
    let listed = with_conn(&pool, |conn| {
        let parties = read::list_parties(conn)?;
        // Whether an open partie is over by its own rules: its status, from the snapshot
        // after its last deal.
        let mut over = Vec::with_capacity(parties.len());
        for p in &parties {
            over.push(p.closed_at.is_none() && read::status(conn, p.key).is_ok_and(|s| s.finished));
        }
        Ok((parties, over))
    })
    .await;
    match listed {
        Ok((parties, over)) => {
            let mut page = HomePage {
                t,
                in_progress: Vec::new(),
                finished: Vec::new(),
            };
            for (p, over) in parties.iter().zip(over) {
                let mut row = PartieRow::new(t, p);
                if p.closed_at.is_some() {
                    page.finished.push(row);
                } else if over {
                    row.to_settle = true;
                    page.finished.push(row);
                } else {
                    page.in_progress.push(row);
                }
            }
            render(StatusCode::OK, &page)
        }
        Err(e) => e.response(t),
    }
}
