//! The score sheet of the Piquet games (`GET /parties/{id}/sheet`).
//!
//! For the à écrire forms (`piquet-a-ecrire`, `piquet-quatre`, `piquet-chouette`) it is
//! the paper sheet of rules/piquet.md §5 (004:177–244): one column per player, one row per
//! tour with the charge written in the marked player's column, the tour in progress, the
//! column sums, the markings, the corbillon and the settlement, all read from the engine's
//! report key `score_sheet` (its shape is documented at the top of
//! `src/games/piquet/ecrire.rs`). For ordinary `piquet` (§4) it is the running score of
//! each partie toward the target, from the report keys `deal_scores`, `deal_details`,
//! `parties` and `partie_scores`. Nothing here computes a rule: the page only lays out
//! what the engine reported.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;
use serde_json::Value;

use super::views::{players_line, sign_class};
use super::{error_page, render, with_conn};
use crate::db::Pool;
use crate::games::GameId;
use crate::ledger::read::{self, PartySummary};

/// Whether `game` has a score sheet page (the Piquet family).
pub fn has_sheet(game: GameId) -> bool {
    game.family() == "piquet"
}

// ---------------------------------------------------------------------------------------
// The engine's `score_sheet`, as reported (read leniently: a missing key is empty)
// ---------------------------------------------------------------------------------------

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct SheetData {
    manner: String,
    tours_to_mark: u32,
    rois: u32,
    tours_marked: u32,
    refaits_pending: u32,
    rows: Vec<RowData>,
    in_progress: Option<InProgressData>,
    columns: Vec<i64>,
    markings: Vec<u32>,
    corbillon: i64,
    settlement: Option<SettlementData>,
    finished: bool,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct RowData {
    tour: u32,
    roi: u32,
    players: Vec<String>,
    half_tour: Vec<i64>,
    totals: Vec<i64>,
    difference: i64,
    refait: bool,
    marked: Option<String>,
    winner: Option<String>,
    mark: i64,
    consolation: i64,
    surcharge: i64,
    charged: i64,
    cells: Vec<Option<i64>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct InProgressData {
    tour: u32,
    elder: String,
    younger: String,
    scores: Vec<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct SettlementData {
    pool_total: i64,
    share: i64,
    surplus: i64,
    surplus_to: Option<String>,
    nets: Vec<i64>,
}

// ---------------------------------------------------------------------------------------
// What the template draws
// ---------------------------------------------------------------------------------------

/// A player's pair of numbers in a tour: `Jean 12 – Pierre 42`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    /// The first dealer of the tour.
    pub first: String,
    /// The other player.
    pub second: String,
    /// The first's number.
    pub a: i64,
    /// The second's number.
    pub b: i64,
}

/// One tour of the written sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TourRow {
    /// Its number (refait tours count).
    pub tour: u32,
    /// The roi it belongs to.
    pub roi: u32,
    /// Whether it starts a new roi (a rule above it on the sheet).
    pub new_roi: bool,
    /// The two players' totals over the tour.
    pub totals: Pair,
    /// Their totals in the tour's first deal.
    pub half_tour: Pair,
    /// The difference of the totals.
    pub difference: i64,
    /// Whether nobody was marked (to be replayed).
    pub refait: bool,
    /// Who marked.
    pub winner: String,
    /// Who was marked.
    pub marked: String,
    /// The difference rounded to tens.
    pub mark: i64,
    /// The consolation added.
    pub consolation: i64,
    /// The surcharge of the refaits before it.
    pub surcharge: i64,
    /// What was written in the marked player's column.
    pub charged: i64,
    /// One cell per player: the charge in the marked player's column, empty elsewhere.
    pub cells: Vec<String>,
}

/// One player's line of the settlement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettlementLine {
    /// The player.
    pub name: String,
    /// The sum of his column.
    pub column: i64,
    /// How many times he was marked.
    pub markings: u32,
    /// What he wins (positive) or loses (negative), in marks.
    pub net: i64,
    /// `gain`, `loss` or empty.
    pub class: &'static str,
    /// The net in words: "receives 80", "pays 20", "quits".
    pub words: String,
}

/// The written sheet of the à écrire forms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenSheet {
    /// The manner in words.
    pub manner: String,
    /// Whether the corbillon is kept (its amount shown).
    pub corbillon_kept: bool,
    /// What the corbillon holds.
    pub corbillon: i64,
    /// Tours to be decided for the partie.
    pub tours_to_mark: u32,
    /// Rois agreed.
    pub rois: u32,
    /// Tours decided so far.
    pub tours_marked: u32,
    /// Refaits waiting for the next marking.
    pub refaits_pending: u32,
    /// One row per tour.
    pub rows: Vec<TourRow>,
    /// The tour half played, in words.
    pub in_progress: Option<String>,
    /// The sum of each player's column.
    pub columns: Vec<i64>,
    /// How many times each player was marked.
    pub markings: Vec<u32>,
    /// Whether the partie is over (the settlement is final).
    pub finished: bool,
    /// Whether a pool is divided (written manner, corbillon): shows total, share, surplus.
    pub pooled: bool,
    /// What is divided.
    pub pool_total: i64,
    /// Each player's share.
    pub share: i64,
    /// The odd tens.
    pub surplus: i64,
    /// Who takes them.
    pub surplus_to: Option<String>,
    /// Each player's line of the settlement (empty when none can be computed yet).
    pub settlement: Vec<SettlementLine>,
}

/// One deal of an ordinary partie, or the end of a partie.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceRow {
    /// The deal's number in the party document (1-based).
    pub deal: usize,
    /// The elder hand.
    pub elder: String,
    /// How it was entered, in words (`facts`, `totals`, a law).
    pub how: String,
    /// Each player's score in the deal, in seating order.
    pub scores: Vec<i64>,
    /// Each player's running score after it (at the moment the partie ended, if it did).
    pub running: Vec<i64>,
    /// The end of a partie in this deal, in words.
    pub ended: Option<String>,
}

/// The race of ordinary piquet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceSheet {
    /// The agreed target.
    pub target: i64,
    /// One row per deal.
    pub rows: Vec<RaceRow>,
    /// Each player's score in the partie in progress.
    pub current: Vec<(String, i64)>,
    /// Parties finished.
    pub parties_done: usize,
}

/// `GET /parties/{id}/sheet`.
#[derive(Debug, Template)]
#[template(path = "parties/sheet.html")]
pub struct SheetPage {
    /// The party.
    pub id: i32,
    /// The game's name.
    pub game_name: &'static str,
    /// The players in one line.
    pub players_line: String,
    /// The players in seating order (the columns).
    pub players: Vec<String>,
    /// The à écrire sheet.
    pub written: Option<WrittenSheet>,
    /// The ordinary partie's race.
    pub race: Option<RaceSheet>,
    /// Why there is no sheet (the deals no longer replay...).
    pub problem: Option<String>,
}

fn manner_words(manner: &str) -> String {
    match manner {
        "ecrit" => "written (equal division of the sheet)".to_owned(),
        "corbillon" => "the corbillon (counters and pool)".to_owned(),
        "un-contre-un" => "one against one (paid each tour)".to_owned(),
        "deux-contre-deux" => "two against two (paid each tour, by side)".to_owned(),
        "chouette" => "la Chouette (one against two, paid each tour)".to_owned(),
        other => other.replace('-', " "),
    }
}

fn net_words(net: i64) -> String {
    match net {
        n if n > 0 => format!("receives {n}"),
        n if n < 0 => format!("pays {}", n.saturating_neg()),
        _ => "quits".to_owned(),
    }
}

fn pair(players: &[String], values: &[i64]) -> Pair {
    let name = |i: usize| players.get(i).cloned().unwrap_or_default();
    let value = |i: usize| values.get(i).copied().unwrap_or_default();
    Pair {
        first: name(0),
        second: name(1),
        a: value(0),
        b: value(1),
    }
}

fn written_sheet(players: &[String], data: SheetData) -> WrittenSheet {
    let mut last_roi = 0;
    let rows = data
        .rows
        .into_iter()
        .map(|r| {
            let new_roi = r.roi != last_roi;
            last_roi = r.roi;
            TourRow {
                tour: r.tour,
                roi: r.roi,
                new_roi,
                totals: pair(&r.players, &r.totals),
                half_tour: pair(&r.players, &r.half_tour),
                difference: r.difference,
                refait: r.refait,
                winner: r.winner.unwrap_or_default(),
                marked: r.marked.unwrap_or_default(),
                mark: r.mark,
                consolation: r.consolation,
                surcharge: r.surcharge,
                charged: r.charged,
                cells: (0..players.len())
                    .map(|i| {
                        r.cells
                            .get(i)
                            .copied()
                            .flatten()
                            .map_or_else(String::new, |c| c.to_string())
                    })
                    .collect(),
            }
        })
        .collect();
    let in_progress = data.in_progress.map(|h| {
        let score = |i: usize| h.scores.get(i).copied().unwrap_or_default();
        format!(
            "Tour {}, first deal played: {} (elder) {}, {} (younger) {}",
            h.tour,
            h.elder,
            score(0),
            h.younger,
            score(1)
        )
    });
    let columns: Vec<i64> = (0..players.len())
        .map(|i| data.columns.get(i).copied().unwrap_or_default())
        .collect();
    let markings: Vec<u32> = (0..players.len())
        .map(|i| data.markings.get(i).copied().unwrap_or_default())
        .collect();
    let settled = data.settlement.unwrap_or_default();
    let settlement = if settled.nets.len() == players.len() {
        players
            .iter()
            .zip(&settled.nets)
            .enumerate()
            .map(|(i, (name, net))| SettlementLine {
                name: name.clone(),
                column: columns.get(i).copied().unwrap_or_default(),
                markings: markings.get(i).copied().unwrap_or_default(),
                net: *net,
                class: sign_class(*net),
                words: net_words(*net),
            })
            .collect()
    } else {
        Vec::new()
    };
    WrittenSheet {
        corbillon_kept: data.manner == "corbillon",
        manner: manner_words(&data.manner),
        corbillon: data.corbillon,
        tours_to_mark: data.tours_to_mark,
        rois: data.rois,
        tours_marked: data.tours_marked,
        refaits_pending: data.refaits_pending,
        rows,
        in_progress,
        columns,
        markings,
        finished: data.finished,
        pooled: settled.pool_total > 0,
        pool_total: settled.pool_total,
        share: settled.share,
        surplus: settled.surplus,
        surplus_to: settled.surplus_to,
        settlement,
    }
}

/// One finished partie of ordinary piquet (report key `parties`).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct PartieData {
    winner: String,
    loser: String,
    scores_at_end: std::collections::BTreeMap<String, i64>,
    lurched: bool,
    how: String,
    paid: i64,
    deal: usize,
}

/// One deal read back (report key `deal_details`).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct DetailData {
    elder: String,
    entered: String,
    law: Option<String>,
}

fn race_sheet(summary: &PartySummary) -> RaceSheet {
    let players = &summary.players;
    let list = |key: &str| -> Vec<Value> {
        summary
            .report_entry(key)
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let per_player = |v: &Value| -> Vec<i64> {
        players
            .iter()
            .map(|p| v.get(p).and_then(Value::as_i64).unwrap_or_default())
            .collect()
    };
    let parties: Vec<PartieData> = list("parties")
        .into_iter()
        .filter_map(|p| serde_json::from_value(p).ok())
        .collect();
    let details: Vec<DetailData> = list("deal_details")
        .into_iter()
        .map(|d| serde_json::from_value(d).unwrap_or_default())
        .collect();
    let mut running = vec![0i64; players.len()];
    let rows = list("deal_scores")
        .iter()
        .enumerate()
        .map(|(i, scores)| {
            let deal = i + 1;
            let scores = per_player(scores);
            for (r, s) in running.iter_mut().zip(&scores) {
                *r = r.saturating_add(*s);
            }
            let ended = parties.iter().find(|p| p.deal == deal);
            let shown = match ended {
                Some(p) => players
                    .iter()
                    .map(|n| p.scores_at_end.get(n).copied().unwrap_or_default())
                    .collect(),
                None => running.clone(),
            };
            let ended = ended.map(|p| {
                let how = match p.how.as_str() {
                    "forfeit" => format!("{} forfeits by a law", p.loser),
                    _ => format!("{} reaches the target", p.winner),
                };
                let lurch = if p.lurched { ", lurched" } else { "" };
                running.iter_mut().for_each(|r| *r = 0);
                format!(
                    "{how}: {} wins the partie; {} pays {}{lurch}",
                    p.winner, p.loser, p.paid
                )
            });
            let detail = details.get(i);
            RaceRow {
                deal,
                elder: detail.map(|d| d.elder.clone()).unwrap_or_default(),
                how: detail.map_or_else(String::new, |d| match &d.law {
                    Some(law) => format!("law {law}"),
                    None => d.entered.clone(),
                }),
                scores,
                running: shown,
                ended,
            }
        })
        .collect();
    let current = summary
        .report_entry("partie_scores")
        .map(per_player)
        .unwrap_or(running);
    let current = players.iter().cloned().zip(current).collect();
    RaceSheet {
        target: summary
            .options
            .get("target")
            .and_then(Value::as_i64)
            .unwrap_or(100),
        rows,
        current,
        parties_done: parties.len(),
    }
}

impl SheetPage {
    /// The sheet of a Piquet party (`None` for a game without one).
    pub fn new(summary: &PartySummary) -> Option<Self> {
        if !has_sheet(summary.game) {
            return None;
        }
        let mut page = SheetPage {
            id: summary.id,
            game_name: summary.game.name(),
            players_line: players_line(&summary.players),
            players: summary.players.clone(),
            written: None,
            race: None,
            problem: summary
                .replay_error
                .as_ref()
                .map(|e| format!("the deals no longer replay: {e}")),
        };
        if summary.game == GameId::Piquet {
            page.race = Some(race_sheet(summary));
        } else if let Some(sheet) = summary.report_entry("score_sheet") {
            match SheetData::deserialize(sheet) {
                Ok(data) => page.written = Some(written_sheet(&summary.players, data)),
                Err(e) => {
                    tracing::warn!(error = %e, party = summary.id, "score_sheet unreadable");
                    page.problem = Some("the score sheet cannot be read".to_owned());
                }
            }
        }
        Some(page)
    }
}

/// `GET /parties/{id}/sheet`: the score sheet of a Piquet party (404 for other games).
#[tracing::instrument(skip_all, fields(party_id = *id))]
pub async fn find_sheet(pool: web::Data<Pool>, id: web::Path<i32>) -> HttpResponse {
    let id = id.into_inner();
    match with_conn(&pool, move |conn| read::party(conn, id)).await {
        Ok(summary) => match SheetPage::new(&summary) {
            Some(page) => render(StatusCode::OK, &page),
            None => error_page(
                StatusCode::NOT_FOUND,
                &format!("{} keeps no score sheet", summary.game.name()),
            ),
        },
        Err(e) => e.response(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn names() -> Vec<String> {
        ["Jean", "Pierre", "Denis"].map(String::from).to_vec()
    }

    #[test]
    fn a_tour_is_written_in_the_marked_players_column() {
        let data: SheetData = serde_json::from_value(json!({
            "manner": "ecrit", "tours_to_mark": 2, "rois": 1, "tours_marked": 1,
            "rows": [{"tour": 1, "roi": 1, "players": ["Jean", "Pierre"],
                      "half_tour": [7, 20], "totals": [12, 42], "difference": 30,
                      "refait": false, "marked": "Jean", "winner": "Pierre", "mark": 30,
                      "consolation": 0, "surcharge": 0, "charged": 30,
                      "cells": [30, null, null]}],
            "in_progress": {"tour": 2, "elder": "Denis", "younger": "Pierre", "scores": [20, 5]},
            "columns": [30, 0, 0], "markings": [1, 0, 0], "corbillon": 0,
            "settlement": {"pool_total": 30, "share": 10, "surplus": 0, "surplus_to": null,
                           "nets": [-20, 10, 10]},
            "finished": false
        }))
        .expect("a score sheet");
        let sheet = written_sheet(&names(), data);
        assert_eq!(sheet.rows[0].cells, vec!["30", "", ""]);
        assert_eq!(sheet.rows[0].totals.a, 12);
        assert!(sheet.rows[0].new_roi);
        assert_eq!(sheet.settlement[0].words, "pays 20");
        assert_eq!(sheet.settlement[1].words, "receives 10");
        assert!(sheet.pooled);
        assert_eq!(
            sheet.in_progress.as_deref(),
            Some("Tour 2, first deal played: Denis (elder) 20, Pierre (younger) 5")
        );
    }

    #[test]
    fn nets_read_as_payments() {
        assert_eq!(net_words(80), "receives 80");
        assert_eq!(net_words(-60), "pays 60");
        assert_eq!(net_words(0), "quits");
    }
}
