//! The score sheets of the Piquet games, written from the engine's own report.
//!
//! For the à écrire forms it is the paper sheet of rules/piquet.md §5 (004:177–244): one
//! column per player, one row per tour with the charge written in the marked player's
//! column, the tour in progress, the column sums, the markings, the corbillon and the
//! settlement (report key `score_sheet`, documented at the top of `ecrire.rs`). For
//! ordinary piquet (§4) it is each partie's race toward the target (report keys
//! `deal_scores`, `deal_details`, `parties`, `partie_scores`).

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::{Map, Value};

use crate::games::sheet::{net_words, Cell, Column, Line, Row, RowKind, Sheet, SheetTable};
use crate::msg;

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

/// One finished partie of ordinary piquet (report key `parties`).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct PartieData {
    winner: String,
    loser: String,
    scores_at_end: BTreeMap<String, i64>,
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

fn at<T: Copy + Default>(values: &[T], i: usize) -> T {
    values.get(i).copied().unwrap_or_default()
}

fn manner_msg(manner: &str) -> crate::games::Msg {
    match manner {
        "ecrit" => msg!("piquet-sheet-manner-ecrit"),
        "corbillon" => msg!("piquet-sheet-manner-corbillon"),
        "un-contre-un" => msg!("piquet-sheet-manner-un-contre-un"),
        "deux-contre-deux" => msg!("piquet-sheet-manner-deux-contre-deux"),
        "chouette" => msg!("piquet-sheet-manner-chouette"),
        other => msg!("piquet-sheet-manner-other", manner = other),
    }
}

/// The written sheet of the à écrire forms, from the report's `score_sheet`.
fn written(players: &[String], data: SheetData) -> Sheet {
    let corbillon_kept = data.manner == "corbillon";
    let mut head = vec![Line {
        parts: vec![Cell::text(msg!(
            "piquet-sheet-progress",
            manner = manner_msg(&data.manner),
            marked = data.tours_marked,
            of = data.tours_to_mark,
            rois = data.rois,
            refaits = data.refaits_pending,
            finished = if data.finished { "yes" } else { "no" },
        ))],
    }];
    if corbillon_kept {
        head.push(Line {
            parts: vec![
                Cell::text(msg!("piquet-sheet-corbillon-holds")),
                Cell::int(data.corbillon).strong().keyed("pot-corbillon"),
                Cell::text(msg!("piquet-sheet-marks")),
            ],
        });
    }
    let mut columns = vec![Column {
        label: msg!("piquet-sheet-col-tour"),
        numeric: true,
    }];
    columns.extend(players.iter().map(|p| Column {
        label: msg!("sheet-player", name = p.as_str()),
        numeric: true,
    }));
    for (id, numeric) in [
        ("piquet-sheet-col-marked", false),
        ("piquet-sheet-col-played", false),
        ("piquet-sheet-col-difference", true),
        ("piquet-sheet-col-mark", true),
        ("piquet-sheet-col-consolation", true),
        ("piquet-sheet-col-refaits", true),
    ] {
        columns.push(Column {
            label: crate::games::Msg::new(id),
            numeric,
        });
    }
    let mut rows = Vec::new();
    let mut last_roi = 0;
    for r in data.rows {
        if r.roi != last_roi {
            last_roi = r.roi;
            rows.push(Row::across(
                RowKind::Group,
                msg!("piquet-sheet-roi", roi = r.roi),
            ));
        }
        let name = |i: usize| r.players.get(i).cloned().unwrap_or_default();
        let mut cells = vec![Cell::int(i64::from(r.tour))];
        cells.extend(
            (0..players.len()).map(|i| match r.cells.get(i).copied().flatten() {
                Some(c) => Cell::int(c),
                None => Cell::empty(),
            }),
        );
        cells.push(if r.refait {
            Cell::text(msg!("piquet-sheet-refait"))
        } else {
            Cell::text(msg!(
                "piquet-sheet-marked-by",
                marked = r.marked.clone().unwrap_or_default(),
                winner = r.winner.clone().unwrap_or_default(),
            ))
        });
        cells.push(Cell::text(msg!(
            "piquet-sheet-played",
            first = name(0),
            a = at(&r.totals, 0),
            second = name(1),
            b = at(&r.totals, 1),
            half_a = at(&r.half_tour, 0),
            half_b = at(&r.half_tour, 1),
        )));
        cells.push(Cell::int(r.difference));
        cells.push(Cell::int(r.mark));
        cells.push(Cell::plus(r.consolation));
        cells.push(Cell::plus(r.surcharge));
        rows.push(Row {
            kind: if r.refait {
                RowKind::Quiet
            } else {
                RowKind::Data
            },
            cells,
            key: Some(format!("tour-{}", r.tour)),
        });
    }
    if let Some(h) = data.in_progress {
        rows.push(Row::across(
            RowKind::Note,
            msg!(
                "piquet-sheet-in-progress",
                tour = h.tour,
                elder = h.elder.as_str(),
                elder_score = at(&h.scores, 0),
                younger = h.younger.as_str(),
                younger_score = at(&h.scores, 1),
            ),
        ));
    }
    let mut sums = vec![Cell::text(msg!("piquet-sheet-sum"))];
    sums.extend(
        (0..players.len()).map(|i| Cell::int(at(&data.columns, i)).keyed(format!("column-{i}"))),
    );
    sums.push(Cell::text(msg!("piquet-sheet-sum-help")));
    let mut times = vec![Cell::text(msg!("piquet-sheet-times"))];
    times.extend((0..players.len()).map(|i| Cell::int(i64::from(at(&data.markings, i)))));
    times.push(Cell::text(msg!("piquet-sheet-times-help")));
    let tours = SheetTable {
        title: msg!("piquet-sheet-tours"),
        help: Some(msg!("piquet-sheet-tours-help")),
        columns,
        rows,
        empty: Some(msg!("piquet-sheet-no-tour")),
        foot: vec![Row::data(sums), Row::data(times)],
        after: Vec::new(),
    };

    let settled = data.settlement.unwrap_or_default();
    let mut after = Vec::new();
    if settled.pool_total > 0 {
        let mut parts = vec![
            Cell::text(if corbillon_kept {
                msg!("piquet-sheet-pool-corbillon")
            } else {
                msg!("piquet-sheet-pool-columns")
            }),
            Cell::int(settled.pool_total).strong().keyed("pool_total"),
            Cell::text(msg!("piquet-sheet-divided", players = players.len())),
            Cell::int(settled.share).strong().keyed("share"),
        ];
        if settled.surplus > 0 {
            parts.push(Cell::text(msg!("piquet-sheet-odd")));
            parts.push(Cell::int(settled.surplus).strong().keyed("surplus"));
            if let Some(to) = &settled.surplus_to {
                parts.push(Cell::text(msg!(
                    "piquet-sheet-odd-to",
                    player = to.as_str()
                )));
            }
        }
        after.push(Line { parts });
    }
    let mut net_rows = Vec::new();
    if settled.nets.len() == players.len() {
        for (i, (name, net)) in players.iter().zip(&settled.nets).enumerate() {
            net_rows.push(Row::data(vec![
                Cell::name(name.as_str()),
                Cell::int(at(&data.columns, i)),
                Cell::int(i64::from(at(&data.markings, i))),
                Cell::int(*net).keyed(format!("net-{name}")).signed(*net),
                Cell::text(net_words(*net)).signed(*net),
            ]));
        }
        after.push(Line::text(if corbillon_kept {
            msg!("piquet-sheet-in-marks-corbillon")
        } else {
            msg!("piquet-sheet-in-marks")
        }));
    }
    let settlement = SheetTable {
        title: if data.finished {
            msg!("piquet-sheet-settlement")
        } else {
            msg!("piquet-sheet-settlement-if")
        },
        help: None,
        columns: [
            ("sheet-col-player", false),
            ("piquet-sheet-col-column", true),
            ("piquet-sheet-col-times", true),
            ("piquet-sheet-col-net", true),
            ("sheet-col-blank", false),
        ]
        .into_iter()
        .map(|(id, numeric)| Column {
            label: crate::games::Msg::new(id),
            numeric,
        })
        .collect(),
        rows: net_rows,
        empty: Some(msg!("piquet-sheet-no-settlement")),
        foot: Vec::new(),
        after,
    };
    Sheet {
        head,
        tables: vec![tours, settlement],
    }
}

/// The race of ordinary piquet toward `target`, from the report's deal scores.
fn race(players: &[String], target: i64, report: &Map<String, Value>) -> Sheet {
    let list = |key: &str| -> Vec<Value> {
        report
            .get(key)
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
    let mut rows = Vec::new();
    for (i, scores) in list("deal_scores").iter().enumerate() {
        let deal = i + 1;
        let scores = per_player(scores);
        for (r, s) in running.iter_mut().zip(&scores) {
            *r = r.saturating_add(*s);
        }
        let ended = parties.iter().find(|p| p.deal == deal);
        let shown: Vec<i64> = match ended {
            Some(p) => players
                .iter()
                .map(|n| p.scores_at_end.get(n).copied().unwrap_or_default())
                .collect(),
            None => running.clone(),
        };
        let detail = details.get(i);
        let mut cells = vec![Cell::int(i64::try_from(deal).unwrap_or(i64::MAX))];
        cells.extend(scores.iter().map(|s| Cell::int(*s)));
        cells.extend(
            players
                .iter()
                .zip(&shown)
                .map(|(p, s)| Cell::int(*s).keyed(format!("running-{p}-{deal}"))),
        );
        cells.push(Cell::name(
            detail.map(|d| d.elder.clone()).unwrap_or_default(),
        ));
        cells.push(match detail {
            Some(DetailData { law: Some(law), .. }) => {
                Cell::text(msg!("piquet-sheet-by-law", law = law.as_str()))
            }
            Some(d) => Cell::name(d.entered.clone()),
            None => Cell::empty(),
        });
        rows.push(Row::data(cells).keyed(format!("deal-{deal}")));
        if let Some(p) = ended {
            running.iter_mut().for_each(|r| *r = 0);
            rows.push(Row::across(
                RowKind::Note,
                msg!(
                    "piquet-sheet-partie-end",
                    how = if p.how == "forfeit" {
                        "forfeit"
                    } else {
                        "target"
                    },
                    winner = p.winner.as_str(),
                    loser = p.loser.as_str(),
                    paid = p.paid,
                    lurched = if p.lurched { "yes" } else { "no" },
                ),
            ));
        }
    }
    let current = report
        .get("partie_scores")
        .map(per_player)
        .unwrap_or(running);
    let mut now = vec![Cell::text(msg!("piquet-sheet-in-progress-partie"))];
    for (i, (p, n)) in players.iter().zip(&current).enumerate() {
        if i > 0 {
            now.push(Cell::text(msg!("sheet-separator")));
        }
        now.push(Cell::name(p.as_str()));
        now.push(Cell::int(*n).strong().keyed(format!("running-{p}")));
    }
    let mut columns = vec![Column {
        label: msg!("piquet-sheet-col-deal"),
        numeric: true,
    }];
    columns.extend(players.iter().map(|p| Column {
        label: msg!("sheet-player", name = p.as_str()),
        numeric: true,
    }));
    columns.extend(players.iter().map(|p| Column {
        label: msg!("piquet-sheet-col-partie", name = p.as_str()),
        numeric: true,
    }));
    columns.push(Column {
        label: msg!("piquet-sheet-col-elder"),
        numeric: false,
    });
    columns.push(Column {
        label: msg!("piquet-sheet-col-entered"),
        numeric: false,
    });
    Sheet {
        head: vec![
            Line::text(msg!(
                "piquet-sheet-race",
                target = target,
                done = parties.len()
            )),
            Line { parts: now },
        ],
        tables: vec![SheetTable {
            title: msg!("piquet-sheet-deals"),
            help: None,
            columns,
            rows,
            empty: Some(msg!("piquet-sheet-no-deal")),
            foot: Vec::new(),
            after: Vec::new(),
        }],
    }
}

/// The sheet of a Piquet partie: the written sheet when the report has one, else the race
/// to the report's `target`.
pub(super) fn sheet(players: &[String], report: &Map<String, Value>) -> Sheet {
    let target = report.get("target").and_then(Value::as_i64).unwrap_or(100);
    match report.get("score_sheet").map(SheetData::deserialize) {
        Some(Ok(data)) => written(players, data),
        Some(Err(_)) => Sheet {
            head: vec![Line::text(msg!("piquet-sheet-unreadable"))],
            tables: Vec::new(),
        },
        None => race(players, target, report),
    }
}

/// The reading of each deal (report key `deal_details`): each player's score in the deal
/// and his count item by item, and the law applied.
pub(super) fn readings(report: &Map<String, Value>) -> Vec<crate::games::DealReading> {
    const ITEMS: [&str; 8] = [
        "carte_blanche",
        "point",
        "sequences",
        "sets",
        "repic",
        "pic",
        "play",
        "cards",
    ];
    let item_msg = |k: &str, n: i64| -> crate::games::Msg {
        match k {
            "carte_blanche" => msg!("piquet-item-carte-blanche"),
            "point" => msg!("piquet-item-point"),
            "sequences" => msg!("piquet-item-sequences"),
            "sets" => msg!("piquet-item-sets"),
            "repic" => msg!("piquet-item-repic"),
            "pic" => msg!("piquet-item-pic"),
            "play" => msg!("piquet-item-play"),
            _ if n == 40 => msg!("piquet-item-capot"),
            _ => msg!("piquet-item-cards"),
        }
    };
    report
        .get("deal_details")
        .and_then(Value::as_array)
        .map(|details| {
            details
                .iter()
                .map(|d| {
                    let lines = d
                        .get("scores")
                        .and_then(Value::as_object)
                        .map(|scores| {
                            scores
                                .iter()
                                .map(|(player, score)| {
                                    let counts = d.get("counts").and_then(|c| c.get(player));
                                    crate::games::ReadingLine {
                                        player: player.clone(),
                                        score: score.as_i64().unwrap_or_default(),
                                        items: ITEMS
                                            .iter()
                                            .filter_map(|k| {
                                                let n = counts?.get(*k)?.as_i64()?;
                                                (n != 0).then(|| (item_msg(k, n), n))
                                            })
                                            .collect(),
                                    }
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    crate::games::DealReading {
                        lines,
                        note: d
                            .get("law")
                            .and_then(Value::as_str)
                            .map(|law| msg!("piquet-sheet-by-law", law = law)),
                    }
                })
                .collect()
        })
        .unwrap_or_default()
}
