//! The journal page: every entry of a party's ledger, reversals included.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use super::views::{players_line, PaymentLine};
use super::{render, with_conn};
use crate::db::Pool;
use crate::ledger::read::{self, JournalLine};
use crate::ledger::EntryKind;
use crate::web::party::PartyKey;
use crate::web::tr::Tr;

/// One journal entry as the page shows it.
#[derive(Debug, Clone)]
pub struct EntryView {
    /// Its order in the journal.
    pub seq: i32,
    /// `opening`, `deal`, `reversal` or `settlement` (a CSS class too).
    pub kind: &'static str,
    /// What it is, in words.
    pub title: String,
    /// When it was recorded.
    pub at: String,
    /// Its payments.
    pub lines: Vec<PaymentLine>,
}

impl EntryView {
    fn new(t: Tr, e: &JournalLine) -> Self {
        let deal = e.deal.map_or_else(String::new, |d| {
            t.msg(&crate::msg!("page-journal-deal", number = d))
        });
        let mut title = match e.kind {
            EntryKind::Opening => t.get("page-journal-opening"),
            EntryKind::Settlement => t.get("page-journal-settlement"),
            EntryKind::Reopening => t.get("page-journal-reopening"),
            EntryKind::Rescore => t.msg(&crate::msg!(
                "page-journal-rescore",
                deal = deal.as_str(),
                cause = e.note.clone().unwrap_or_default()
            )),
            EntryKind::Deal => match e.revision {
                Some(r) if r > 1 => t.msg(&crate::msg!(
                    "page-journal-revision",
                    deal = deal.as_str(),
                    revision = r
                )),
                _ => deal.clone(),
            },
            EntryKind::Reversal => match e.reverses {
                Some(s) => t.msg(&crate::msg!(
                    "page-journal-reversal-of",
                    entry = s,
                    deal = deal.as_str()
                )),
                None => t.msg(&crate::msg!("page-journal-reversal", deal = deal.as_str())),
            },
        };
        if let Some((d, r)) = e.cause {
            if Some(d) != e.deal {
                title.push_str(&t.msg(&crate::msg!(
                    "page-journal-caused-by",
                    revision = r,
                    deal = d
                )));
            }
        }
        if e.reversed {
            title.push_str(&t.get("page-journal-reversed"));
        }
        EntryView {
            seq: e.seq,
            kind: e.kind.code(),
            title,
            at: t.time(e.recorded_at),
            lines: e.transfers.iter().map(|l| PaymentLine::new(t, l)).collect(),
        }
    }
}

/// `GET /parties/{id}/ledger`.
#[derive(Debug, Template)]
#[template(path = "ledger/journal.html")]
pub struct JournalPage {
    /// The words of the page.
    pub t: Tr,
    /// The party's public id.
    pub id: String,
    /// The game's name.
    pub game_name: &'static str,
    /// The players in one line.
    pub players_line: String,
    /// Every entry, in order.
    pub entries: Vec<EntryView>,
}

/// `GET /parties/{id}/ledger`: the journal, every entry in order.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn find_journal(t: Tr, pool: web::Data<Pool>, party: PartyKey) -> HttpResponse {
    let key = party.key;
    match with_conn(&pool, move |conn| read::party(conn, key)).await {
        Ok(summary) => render(
            StatusCode::OK,
            &JournalPage {
                t,
                id: summary.id.clone(),
                game_name: summary.game.name_in(t.lang()),
                players_line: players_line(&summary.players),
                entries: summary
                    .journal
                    .iter()
                    .map(|e| EntryView::new(t, e))
                    .collect(),
            },
        ),
        Err(e) => e.response(t),
    }
}

crate::web::tr::localized!(JournalPage);
