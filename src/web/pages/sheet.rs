//! The score sheet of a partie (`GET /parties/{id}/sheet`), for any game that keeps one
//! ([`crate::games::Game::sheet`]: the written sheet, the race to a target...). The game
//! writes the sheet as data; this page only lays it out, in the reader's language.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use super::views::players_line;
use super::{error_page, render, with_conn};
use crate::db::Pool;
use crate::games::sheet::{self, CellValue, RowKind, Sign};
use crate::i18n::{render as say, Lang};
use crate::ledger::read::{self, PartieView};
use crate::web::party::PartyKey;
use crate::web::tr::Tr;

/// One cell as drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellView {
    /// The text.
    pub text: String,
    /// Whether it stands out.
    pub strong: bool,
    /// Its key (`data-key`), if named.
    pub key: Option<String>,
    /// `gain`, `loss` or empty.
    pub class: &'static str,
    /// Whether it holds a number of a numeric column (aligned right).
    pub num: bool,
}

/// One row as drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowView {
    /// `data`, `group`, `note` or `quiet`.
    pub kind: &'static str,
    /// Its cells.
    pub cells: Vec<CellView>,
    /// Its key (`data-row`), if named.
    pub key: Option<String>,
}

/// One table as drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableView {
    /// The heading.
    pub title: String,
    /// A line of help.
    pub help: Option<String>,
    /// Column headings, with whether each holds numbers.
    pub columns: Vec<(String, bool)>,
    /// The rows.
    pub rows: Vec<RowView>,
    /// What to say without rows.
    pub empty: Option<String>,
    /// The foot rows.
    pub foot: Vec<RowView>,
    /// Lines under the table.
    pub after: Vec<Vec<CellView>>,
}

/// `GET /parties/{id}/sheet`.
#[derive(Debug, Template)]
#[template(path = "parties/sheet.html")]
pub struct SheetPage {
    /// The words of the page.
    pub t: Tr,
    /// The party.
    pub id: String,
    /// The game's name.
    pub game_name: &'static str,
    /// The players in one line.
    pub players_line: String,
    /// Lines above the tables.
    pub head: Vec<Vec<CellView>>,
    /// The tables.
    pub tables: Vec<TableView>,
    /// Why the sheet may be wrong (the deals no longer replay...).
    pub problem: Option<String>,
}

fn cell(lang: Lang, c: &sheet::Cell) -> CellView {
    let text = match &c.value {
        CellValue::Empty => String::new(),
        CellValue::Int(n) => crate::format::int(lang, *n),
        CellValue::Plus(0) => String::new(),
        CellValue::Plus(n) => crate::format::signed(lang, *n),
        CellValue::Name(s) => s.clone(),
        CellValue::Text(m) => say(lang, m),
    };
    CellView {
        text,
        strong: c.strong,
        key: c.key.clone(),
        class: match c.sign {
            Some(Sign::Gain) => "gain",
            Some(Sign::Loss) => "loss",
            None => "",
        },
        num: false,
    }
}

fn row(lang: Lang, columns: &[sheet::Column], r: &sheet::Row) -> RowView {
    RowView {
        kind: match r.kind {
            RowKind::Data => "data",
            RowKind::Group => "group",
            RowKind::Note => "note",
            RowKind::Quiet => "quiet",
        },
        cells: r
            .cells
            .iter()
            .enumerate()
            .map(|(i, c)| CellView {
                num: columns.get(i).is_some_and(|col| col.numeric),
                ..cell(lang, c)
            })
            .collect(),
        key: r.key.clone(),
    }
}

fn line(lang: Lang, l: &sheet::Line) -> Vec<CellView> {
    l.parts.iter().map(|c| cell(lang, c)).collect()
}

impl SheetPage {
    /// The sheet of a party (`None` for a game that keeps none).
    pub fn new(t: Tr, summary: &PartieView) -> Option<Self> {
        let lang = t.lang();
        let sheet = summary.sheet.as_ref()?;
        Some(SheetPage {
            t,
            id: summary.id.clone(),
            game_name: summary.game.name_in(t.lang()),
            players_line: players_line(&summary.players),
            head: sheet.head.iter().map(|l| line(lang, l)).collect(),
            tables: sheet
                .tables
                .iter()
                .map(|t| TableView {
                    title: say(lang, &t.title),
                    help: t.help.as_ref().map(|h| say(lang, h)),
                    columns: t
                        .columns
                        .iter()
                        .map(|c| (say(lang, &c.label), c.numeric))
                        .collect(),
                    rows: t.rows.iter().map(|r| row(lang, &t.columns, r)).collect(),
                    empty: t.empty.as_ref().map(|e| say(lang, e)),
                    foot: t.foot.iter().map(|r| row(lang, &t.columns, r)).collect(),
                    after: t.after.iter().map(|l| line(lang, l)).collect(),
                })
                .collect(),
            problem: summary
                .replay_error
                .as_ref()
                .map(|e| t.msg(&crate::msg!("status-no-replay", detail = e.clone()))),
        })
    }
}

/// `GET /parties/{id}/sheet`: the score sheet of a party (404 for a game that keeps none).
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn find_sheet(t: Tr, pool: web::Data<Pool>, party: PartyKey) -> HttpResponse {
    let key = party.key;
    match with_conn(&pool, move |conn| read::party(conn, key)).await {
        Ok(summary) => match SheetPage::new(t, &summary) {
            Some(page) => render(StatusCode::OK, &page),
            None => error_page(
                t,
                StatusCode::NOT_FOUND,
                &t.msg(&crate::msg!(
                    "page-sheet-none",
                    game = summary.game.name_in(t.lang())
                )),
            ),
        },
        Err(e) => e.response(t),
    }
}

crate::web::tr::localized!(SheetPage);
