//! The pages of the accounts: the printable sheet, the league table and a player's record
//! (closing and re-opening from the partie page are tested in `pages`).

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp};

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("an HTTP client")
}

async fn get(app: &TestApp, path: &str) -> (StatusCode, String) {
    let r = client()
        .get(format!("{}{path}", app.address))
        .send()
        .await
        .expect("the server answers");
    let status = r.status();
    (status, r.text().await.expect("a body"))
}

/// A Reversis partie (la Haye rules, one deal) imported with a money rate; its id.
async fn reversis(app: &TestApp, money: &str) -> (String, Value) {
    let path = format!(
        "{}/tests/vectors/reversis.public.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let cases: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("vectors")).expect("JSON");
    let mut doc = cases
        .into_iter()
        .find(|c| c["id"] == "reversis-001")
        .expect("reversis-001");
    doc["money"] = json!(money);
    let r = app
        .send(reqwest::Method::POST, "/api/v1/import", &doc)
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    (r.body["ids"][0].as_str().expect("id").to_owned(), doc)
}

#[tokio::test]
async fn the_printable_sheet_fits_a4_with_the_deals_and_the_settlement() {
    let app = spawn_app().await;
    let (id, doc) = reversis(&app, "1 s per 4").await;
    let (status, page) = get(&app, &format!("/parties/{id}/print")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("href=\"/static/print.css\""), "print CSS");
    let (status, css) = get(&app, "/static/print.css").await;
    assert_eq!(status, StatusCode::OK);
    assert!(css.contains("@page { size: A4"), "print CSS");
    assert!(page.contains("Score sheet"));
    for p in doc["players"].as_array().expect("players") {
        assert!(page.contains(p.as_str().expect("name")));
    }
    // The final balances row holds each player's balance.
    for b in doc["expected"]["balances"]
        .as_object()
        .expect("balances")
        .values()
    {
        assert!(
            page.contains(&format!("<strong>{b}</strong>")),
            "{b}: {page}"
        );
    }
    assert!(page.contains("Who pays"), "{page}");
    assert!(
        page.contains(" d<") || page.contains(" s<") || page.contains(" l<"),
        "lsd money: {page}"
    );
    assert!(
        page.contains("not closed"),
        "an open partie's settlement is marked as such"
    );
    assert_eq!(
        get(&app, "/parties/999/print").await.0,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_league_page_and_a_players_page_add_up_the_parties() {
    let app = spawn_app().await;
    let (_, doc) = reversis(&app, "0.05 EUR").await;
    reversis(&app, "0.05 EUR").await;
    let balances = doc["expected"]["balances"]
        .as_object()
        .expect("balances")
        .clone();

    let (status, page) = get(&app, "/players").await;
    assert_eq!(status, StatusCode::OK);
    for (name, b) in &balances {
        let total = 2 * b.as_i64().expect("balance");
        assert!(
            page.contains(&format!("data-player=\"{name}\">{total}<")),
            "{name} {total}: {page}"
        );
    }
    assert!(page.contains("/exports/results.csv"));

    let (status, page) = get(&app, "/players?game=quadrille").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("No partie matches"), "{page}");
    let (status, page) = get(&app, "/players?from=31/12/2026").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(page.contains("is not a date"), "{page}");

    let (name, b) = balances.iter().next().expect("a player");
    let (status, page) = get(&app, &format!("/players/{name}")).await;
    assert_eq!(status, StatusCode::OK);
    let total = 2 * b.as_i64().expect("balance");
    assert!(
        page.contains(&format!("data-total=\"counters\">{total}<")),
        "{page}"
    );
    assert!(page.contains("EUR"));
    let (status, _) = get(&app, "/players/Nobody").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
