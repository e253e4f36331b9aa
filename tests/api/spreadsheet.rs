//! The partie as a spreadsheet (`.xlsx`): the file is opened with calamine (a reader
//! independent of the writer) and its cells compared with the API's own numbers.

use std::io::Cursor;

use calamine::{open_workbook_from_rs, Data, Range, Reader, Xlsx};
use serde_json::{json, Value};

use crate::helpers::{spawn_app, vector_case, TestApp};

/// `GET path` with headers: status, content type, body bytes.
async fn get_bytes(app: &TestApp, path: &str, headers: &[(&str, &str)]) -> (u16, String, Vec<u8>) {
    let mut r = reqwest::Client::new().get(format!("{}{path}", app.address));
    for (k, v) in headers {
        r = r.header(*k, *v);
    }
    let r = r.send().await.expect("the server answers");
    let status = r.status().as_u16();
    let ctype = r
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    (status, ctype, r.bytes().await.expect("a body").to_vec())
}

fn open(bytes: Vec<u8>) -> Xlsx<Cursor<Vec<u8>>> {
    open_workbook_from_rs(Cursor::new(bytes)).expect("an .xlsx workbook calamine reads")
}

fn sheet(book: &mut Xlsx<Cursor<Vec<u8>>>, name: &str) -> Range<Data> {
    book.worksheet_range(name)
        .unwrap_or_else(|e| panic!("sheet {name}: {e}"))
}

fn cell(range: &Range<Data>, row: usize, col: usize) -> Data {
    range
        .rows()
        .nth(row)
        .and_then(|r| r.get(col))
        .cloned()
        .unwrap_or(Data::Empty)
}

fn text(range: &Range<Data>, row: usize, col: usize) -> String {
    match cell(range, row, col) {
        Data::String(s) => s,
        other => panic!("({row}, {col}) is not text but {other:?}"),
    }
}

/// A number cell holding a whole number (text is refused: numbers must be numbers).
fn number(range: &Range<Data>, row: usize, col: usize) -> i64 {
    match cell(range, row, col) {
        Data::Float(f) if f.fract() == 0.0 => f as i64,
        Data::Int(n) => n,
        other => panic!("({row}, {col}) is not a whole number cell but {other:?}"),
    }
}

fn money(range: &Range<Data>, row: usize, col: usize) -> f64 {
    match cell(range, row, col) {
        Data::Float(f) => f,
        other => panic!("({row}, {col}) is not a number cell but {other:?}"),
    }
}

/// Opens reversis-001 (a game with pots) at 0,50 € les 10, enters its deals and closes
/// it.
async fn closed_partie(app: &TestApp) -> (String, Value) {
    let doc = vector_case("reversis", "reversis-001");
    let id = app
        .closed_with_money(&doc, &json!({}), "0,50 € les 10")
        .await;
    let party = app.get_party(&id).await.body;
    (id, party)
}

#[tokio::test]
async fn the_spreadsheet_holds_the_deals_running_totals_balances_and_settlement_as_numbers() {
    let app = spawn_app().await;
    let (id, party) = closed_partie(&app).await;
    let players: Vec<String> = party["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p.as_str().expect("a name").to_owned())
        .collect();

    let (status, ctype, bytes) = get_bytes(
        &app,
        &format!("/parties/{id}/export.xlsx"),
        &[("cookie", "lang=fr")],
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        ctype,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );
    let mut book = open(bytes);
    let names = book.sheet_names();
    assert_eq!(
        names.first().map(String::as_str),
        Some("Partie"),
        "{names:?}"
    );
    for name in ["Coups", "Soldes", "Règlement"] {
        assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
    }

    // The deals: number, then (change, running total) per player, then the facts in words.
    let deals = sheet(&mut book, "Coups");
    assert_eq!(text(&deals, 0, 0), "Coup");
    for (i, p) in players.iter().enumerate() {
        assert_eq!(&text(&deals, 0, 1 + 2 * i), p);
        assert_eq!(text(&deals, 0, 2 + 2 * i), format!("{p} (cumul)"));
    }
    let results = party["results"].as_array().expect("results");
    assert!(!results.is_empty());
    let mut totals = vec![0_i64; players.len()];
    for (r, deal) in results.iter().enumerate() {
        let row = r + 1;
        assert_eq!(
            number(&deals, row, 0),
            deal["no"].as_i64().expect("a number")
        );
        for (i, p) in players.iter().enumerate() {
            let net = deal["net"][p].as_i64().expect("a net");
            totals[i] += net;
            assert_eq!(number(&deals, row, 1 + 2 * i), net, "deal {row}, {p}");
            assert_eq!(number(&deals, row, 2 + 2 * i), totals[i], "deal {row}, {p}");
        }
        let words = text(&deals, row, 1 + 2 * players.len());
        assert!(!words.is_empty());
        assert!(!words.contains('{') && !words.contains('_'), "{words}");
    }
    // Once closed, a last row for the closing payments (when the rules make any); the
    // last running totals are the balances either way.
    let last = deals.rows().count() - 1;
    if party["settlement"]
        .as_array()
        .is_some_and(|s| !s.is_empty())
    {
        assert_eq!(text(&deals, last, 0), "clôture");
    }
    for (i, p) in players.iter().enumerate() {
        assert_eq!(
            number(&deals, last, 2 + 2 * i),
            party["balances"][p].as_i64().expect("a balance"),
            "{p}'s last total is his balance"
        );
    }

    // The pots: the same grid, each pot's last running total what it holds.
    let pots = party["pots"].as_object().expect("pots");
    assert!(!pots.is_empty(), "the case has pots");
    let grid = sheet(&mut book, "Pots");
    let last = grid.rows().count() - 1;
    for i in 0..pots.len() {
        let name = text(&grid, 0, 1 + 2 * i);
        assert_eq!(text(&grid, 0, 2 + 2 * i), format!("{name} (cumul)"));
    }
    let held: i64 = (0..pots.len())
        .map(|i| number(&grid, last, 2 + 2 * i))
        .sum();
    assert_eq!(
        held,
        pots.values().map(|v| v.as_i64().expect("n")).sum::<i64>()
    );

    // The balances: name, seat from 1, counters, money in euros (5 cents a counter).
    let balances = sheet(&mut book, "Soldes");
    assert_eq!(text(&balances, 0, 0), "Nom");
    assert_eq!(text(&balances, 0, 3), "Argent");
    for (i, p) in players.iter().enumerate() {
        let b = party["balances"][p].as_i64().expect("a balance");
        assert_eq!(&text(&balances, i + 1, 0), p);
        assert_eq!(number(&balances, i + 1, 1), i as i64 + 1);
        assert_eq!(number(&balances, i + 1, 2), b);
        let euros = money(&balances, i + 1, 3);
        assert!(
            (euros * 100.0 - (b * 5) as f64).abs() < 1e-6,
            "{p}: {euros}"
        );
    }
    // The pots after the players, each with what it holds.
    let mut sum_of_pots = 0;
    for r in players.len() + 1..balances.rows().count() {
        sum_of_pots += number(&balances, r, 2);
    }
    assert_eq!(
        sum_of_pots,
        pots.values().map(|v| v.as_i64().expect("n")).sum::<i64>()
            + party["carried"].as_i64().expect("carried")
    );

    // The settlement: the API's payments, names and numbers.
    let s = app
        .get(&format!("/api/v1/parties/{id}/settlement"))
        .await
        .body;
    let payments = s["payments"].as_array().expect("payments");
    let settlement = sheet(&mut book, "Règlement");
    assert_eq!(text(&settlement, 0, 0), "Qui paie");
    for (r, p) in payments.iter().enumerate() {
        let from = p["from"].as_str().expect("from");
        if !from.starts_with("pot:") {
            assert_eq!(text(&settlement, r + 1, 0), from);
        }
        assert_eq!(
            number(&settlement, r + 1, 2),
            p["counters"].as_i64().expect("counters")
        );
        // The money a number cell too, as in the CSV: 5 cents a counter.
        let euros = money(&settlement, r + 1, 3);
        assert_eq!(
            (euros * 100.0).round() as i64,
            5 * p["counters"].as_i64().expect("counters"),
            "payment {r}"
        );
    }
}

#[tokio::test]
async fn the_api_route_answers_in_the_language_the_request_accepts() {
    let app = spawn_app().await;
    let (id, party) = closed_partie(&app).await;
    let (status, _, bytes) = get_bytes(
        &app,
        &format!("/api/v1/parties/{id}/export.xlsx"),
        &[("accept-language", "en-GB,en;q=0.9")],
    )
    .await;
    assert_eq!(status, 200);
    let mut book = open(bytes);
    let names = book.sheet_names();
    for name in ["Partie", "Deals", "Balances", "Settlement"] {
        assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
    }
    let deals = sheet(&mut book, "Deals");
    assert_eq!(text(&deals, 0, 0), "Deal");
    let first = party["players"][0].as_str().expect("a name");
    assert_eq!(text(&deals, 0, 2), format!("{first} (total)"));
    let info = sheet(&mut book, "Partie");
    assert_eq!(text(&info, 1, 0), "Game");
    assert_eq!(text(&info, 5, 1), "0.50 EUR per 10");
    assert_eq!(
        number(&info, 6, 1),
        party["results"].as_array().map_or(0, |r| r.len() as i64)
    );
    // The partie page links to it, beside the CSV downloads.
    let (_, _, page) = app.get_text(&format!("/parties/{id}")).await;
    assert!(
        page.contains(&format!("href=\"/parties/{id}/export.xlsx\"")),
        "the link on the partie page"
    );
    // An unknown partie is a 404, in the API's envelope.
    let r = app
        .get("/api/v1/parties/00000000000000000000000000000000/export.xlsx")
        .await;
    assert_eq!(r.status, 404);
    assert!(r.body["errors"][0]["detail"].is_string(), "{}", r.body);
}
