//! Closing the games of other-games-1 and other-games-2 through
//! `POST /api/v1/parties/{id}/close`. The spec of other-games-2 names no payment at the
//! end of a partie: the race games pay the partie in the deal that wins it (§0.2
//! "Expected output"), and "an unclaimed pool or box stays on the table" (§0.2
//! "Carry-over"; Coucou's pool of an unfinished partie, coucou-003). So the closing entry
//! pays nothing, and every box left on the table is a `pot:<key>` participant of the
//! settlement, owed exactly what it holds. Of other-games-1 only the Comète pays at the
//! end of the sitting (§1.3: an open coup, the queue to the greatest winner).

use std::collections::BTreeMap;

use serde_json::{json, Value};

use crate::helpers::{spawn_app, vector_case};

/// Every public case of `tests/vectors/{file}.public.json`, with its id.
fn case_ids(file: &str) -> Vec<String> {
    let path = format!(
        "{}/tests/vectors/{file}.public.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("vector file");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("vector JSON");
    cases
        .iter()
        .filter_map(|c| c["id"].as_str().map(str::to_owned))
        .collect()
}

/// Records and closes every case of `file`; returns the games seen and how many cases
/// left something on the table.
///
/// A case whose game's end-of-partie rule pays nothing (the replay's closing entry is
/// empty) closes on the vector's balances with its pots left on the table; one whose rule
/// pays (the Comète's queue to the greatest winner, an open coup) closes with exactly the
/// replay's closing payments. Either way every box left is a `pot:<key>` participant of
/// the settlement, owed exactly what it holds.
async fn close_every_case(file: &str) -> (std::collections::BTreeSet<String>, usize) {
    let app = spawn_app().await;
    let mut games = std::collections::BTreeSet::new();
    let mut with_pots = 0;
    for id in case_ids(file) {
        let doc = vector_case(file, &id);
        let closing = doc
            .replay(true)
            .ok()
            .and_then(|r| r.closing)
            .unwrap_or_default();
        let party = app.open_doc(&doc).await;
        for (i, deal) in doc.deals.iter().enumerate() {
            let r = app.post_deal(&party, deal).await;
            assert_eq!(r.status, 201, "{id} deal {}: {}", i + 1, r.body);
        }
        let expected = &doc.extra["expected"];
        let want: BTreeMap<String, i64> =
            serde_json::from_value(expected["balances"].clone()).expect("balances");
        let want_pots: BTreeMap<String, i64> =
            serde_json::from_value(expected["pots"].clone()).unwrap_or_default();
        let want_pots: BTreeMap<String, i64> =
            want_pots.into_iter().filter(|(_, v)| *v != 0).collect();

        let r = app
            .send(
                reqwest::Method::POST,
                &format!("/api/v1/parties/{party}/close"),
                &json!(null),
            )
            .await;
        assert_eq!(r.status, 200, "{id}: {}", r.body);
        let got: BTreeMap<String, i64> =
            serde_json::from_value(r.body["balances"].clone()).expect("balances");
        let on_table: BTreeMap<String, i64> =
            serde_json::from_value(r.body["left_on_table"].clone()).unwrap_or_default();
        let on_table: BTreeMap<String, i64> =
            on_table.into_iter().filter(|(_, v)| *v != 0).collect();
        if closing.is_empty() {
            // The closing pays nothing: the balances and the pots are the vector's.
            assert_eq!(got, want, "{id}: balances after the close");
            assert_eq!(on_table, want_pots, "{id}: left on the table");
        }
        // The payments settle the players and every box left, `pot:<key>` by `pot:<key>`.
        let mut left: BTreeMap<String, i64> = got.clone();
        for (pot, v) in &on_table {
            left.insert(format!("pot:{pot}"), *v);
        }
        let mut pots_paid = BTreeMap::new();
        for p in r.body["payments"].as_array().expect("payments") {
            let counters = p["counters"].as_i64().expect("counters");
            let (from, to) = (
                p["from"].as_str().expect("from"),
                p["to"].as_str().expect("to"),
            );
            *left.get_mut(from).expect("payer") += counters;
            *left.get_mut(to).expect("payee") -= counters;
            if let Some(pot) = to.strip_prefix("pot:") {
                *pots_paid.entry(pot.to_owned()).or_insert(0) += counters;
            }
        }
        assert!(left.values().all(|&v| v == 0), "{id}: {left:?}");
        assert_eq!(pots_paid, on_table, "{id}: each box is owed what it holds");
        // The journal ends with the settlement entry, which moves what the rule says.
        let journal = app.get(&format!("/api/v1/parties/{party}/journal")).await;
        let entries = journal.body["entries"].as_array().expect("entries");
        let last = entries.last().expect("an entry");
        assert_eq!(last["kind"], "settlement", "{id}");
        assert_eq!(
            last["transfers"].as_array().map_or(0, Vec::len),
            closing.len(),
            "{id}: the close pays what the game's end-of-partie rule pays"
        );
        if !on_table.is_empty() {
            with_pots += 1;
        }
        games.insert(doc.game.clone());
    }
    (games, with_pots)
}

#[tokio::test]
async fn closing_the_games_of_other_games_2_leaves_their_boxes_to_the_settlement() {
    let (games, with_pots) = close_every_case("other-games-2").await;
    assert_eq!(games.len(), 16, "{games:?}");
    assert!(with_pots >= 10, "cases with boxes left: {with_pots}");
}

/// The thirteen games of other-games-1: what the spec leaves on the table at the end of the
/// sitting (Loterie's fund §8.3, Bête's beasts §12, Papillon's box, Commerce's poule...)
/// stays a `pot:<key>` participant of the settlement; the Comète alone pays at the close.
#[tokio::test]
async fn closing_the_games_of_other_games_1_applies_each_end_of_partie_rule() {
    let (games, with_pots) = close_every_case("other-games-1").await;
    assert_eq!(games.len(), 13, "{games:?}");
    assert!(with_pots >= 10, "cases with boxes left: {with_pots}");
}

/// The Comète (other-games-1 §1.3): "an open coup is settled in the entry of the sitting's
/// last record". Three deals: the third deal's entry pays its open coup at once; a fourth
/// deal reopens the coup, so the ledger reverses the third entry and posts its
/// replacement (the journal is never rewritten); closing then has nothing to settle.
#[tokio::test]
async fn the_cometes_open_coup_is_paid_in_the_last_deal_and_moved_by_the_next() {
    let app = spawn_app().await;
    let first = json!({"dealer": "A", "finisher": "B", "comet_holder": "B",
        "comet_use": "last_card", "points_in_hand": {"A": 25}});
    let second = json!({"dealer": "B", "finisher": "A", "points_in_hand": {"B": 12}});
    let r = app.open_party("comete", &json!({}), &["A", "B"]).await;
    assert_eq!(r.status, 201, "{}", r.body);
    let party = r.body["id"].as_str().expect("id").to_owned();
    for deal in [&first, &second, &first] {
        assert_eq!(app.post_deal(&party, deal).await.status, 201);
    }
    // Deals 1-2: -4 and -4 (comete-004); deal 3: the comet 8 (doubled by deal 2's remise)
    // and the open coup's 50 points, rounded to 5 jetons.
    let balances = app.get_party(&party).await.body["balances"].clone();
    assert_eq!(balances, json!({"A": -21, "B": 21}));
    assert_eq!(app.post_deal(&party, &second).await.status, 201);
    // Deal 3 now pays only its comet; the coup of deals 3-4 (50 - 12 -> 40) is paid in 4.
    let balances = app.get_party(&party).await.body["balances"].clone();
    assert_eq!(balances, json!({"A": -20, "B": 20}));
    let journal = app.get(&format!("/api/v1/parties/{party}/journal")).await;
    let entries = journal.body["entries"].as_array().expect("entries");
    assert!(
        entries
            .iter()
            .any(|e| e["kind"] == "reversal" && e["deal"] == json!(3)),
        "deal 3's entry is reversed, not rewritten: {entries:?}"
    );
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{party}/close"),
            &json!(null),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["balances"], json!({"A": -20, "B": 20}));
    // The Comète keeps the race's score sheet of points.
    let (status, _, sheet) = app.get_text(&format!("/parties/{party}/sheet")).await;
    assert_eq!(status, 200);
    assert!(sheet.contains("deal-4"), "{sheet}");
}
