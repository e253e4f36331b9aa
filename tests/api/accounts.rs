//! Closing a party, its settlement, re-opening, import (and the export round trip over
//! every vector case whose game academie knows), the league, and the CSV exports across
//! parties.

use std::collections::BTreeMap;

use academie::games::GameId;
use academie::partie::PartieDoc;
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, Reply, TestApp};
use crate::on_both_backends;

/// A little partie of Reversis by the Academie's rules (its close pays nothing, so the
/// settlement is the balances).
fn reversis_case(id: &str) -> PartieDoc {
    case("reversis.public.json", id)
}

fn case(file: &str, id: &str) -> PartieDoc {
    cases(file)
        .into_iter()
        .find(|d| d.extra.get("id") == Some(&json!(id)))
        .unwrap_or_else(|| panic!("no case {id} in {file}"))
}

fn cases(file: &str) -> Vec<PartieDoc> {
    let path = format!("{}/tests/vectors/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("vector file");
    let values: Vec<Value> = serde_json::from_str(&text).expect("vector JSON");
    values
        .into_iter()
        .map(|v| PartieDoc::from_value(v).expect("a partie document"))
        .collect()
}

async fn post(app: &TestApp, path: &str, body: &Value) -> Reply {
    app.send(Method::POST, path, body).await
}

async fn import(app: &TestApp, docs: &Value) -> Vec<String> {
    let r = post(app, "/api/v1/import", docs).await;
    assert_eq!(r.status, 201, "import: {}", r.body);
    r.body["ids"]
        .as_array()
        .expect("ids")
        .iter()
        .map(|v| v.as_str().expect("id").to_owned())
        .collect()
}

fn doc_json(doc: &PartieDoc) -> Value {
    serde_json::to_value(doc).expect("document JSON")
}

fn balances(party: &Value) -> BTreeMap<String, i64> {
    serde_json::from_value(party["balances"].clone()).expect("balances")
}

/// Opens a Reversis party with a money rate and records the deals of a vector case.
async fn reversis_party(app: &TestApp, money: Option<&str>) -> (String, PartieDoc) {
    let doc = reversis_case("reversis-001");
    let mut body = json!({"game": doc.game, "options": doc.options, "players": doc.players});
    if let Some(m) = money {
        body["money"] = json!(m);
    }
    let r = post(app, "/api/v1/parties", &body).await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().expect("id").to_owned();
    for facts in &doc.deals {
        let r = app.post_deal(&id, facts).await;
        assert_eq!(r.status, 201, "{}", r.body);
    }
    (id, doc)
}

async fn closing_returns_the_settlement_and_freezes_the_party(app: &TestApp) {
    let (id, doc) = reversis_party(app, Some("0.50 EUR per 10")).await;
    let expected = doc.score().expect("scored");

    let r = post(app, &format!("/api/v1/parties/{id}/close"), &json!(null)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let got: BTreeMap<String, i64> =
        serde_json::from_value(r.body["balances"].clone()).expect("balances");
    assert_eq!(got, expected.balances());
    assert_eq!(r.body["rate"], json!("0.50 EUR per 10"));
    let payments = r.body["payments"].as_array().expect("payments");
    // The payments settle every balance, and what the game left on the table.
    let mut left = got.clone();
    let on_table: BTreeMap<String, i64> =
        serde_json::from_value(r.body["left_on_table"].clone()).expect("left on the table");
    for (pot, v) in on_table {
        left.insert(format!("pot:{pot}"), v);
    }
    let participants = left.values().filter(|&&v| v != 0).count();
    for p in payments {
        let counters = p["counters"].as_i64().expect("counters");
        assert!(counters > 0);
        *left
            .get_mut(p["from"].as_str().expect("from"))
            .expect("payer") += counters;
        *left.get_mut(p["to"].as_str().expect("to")).expect("payee") -= counters;
        assert!(p["money"].as_str().expect("money").ends_with("EUR"), "{p}");
    }
    assert!(left.values().all(|&v| v == 0), "{left:?}");
    assert!(payments.len() < participants.max(1));

    // The same again.
    let again = app.get(&format!("/api/v1/parties/{id}/settlement")).await;
    assert_eq!(again.status, 200);
    assert_eq!(again.body["payments"], r.body["payments"]);

    // Frozen: deals and corrections are refused with a clear 409.
    let r = app.post_deal(&id, &doc.deals[0]).await;
    assert_eq!(r.status, 409);
    assert!(r.detail().contains("is closed"), "{}", r.detail());
    assert!(r.detail().contains("reopen"), "{}", r.detail());
    assert_eq!(app.put_deal(&id, 1, &doc.deals[0]).await.status, 409);
    assert_eq!(app.delete_deal(&id, 1).await.status, 409);
    let r = post(app, &format!("/api/v1/parties/{id}/close"), &json!(null)).await;
    assert_eq!(r.status, 409);
    assert!(r.detail().contains("already closed"), "{}", r.detail());
}
on_both_backends!(
    a_closed_party_is_settled_and_frozen,
    super::closing_returns_the_settlement_and_freezes_the_party
);

async fn reopening_is_journaled_and_lets_play_go_on(app: &TestApp) {
    let (id, doc) = reversis_party(app, None).await;
    let r = post(app, &format!("/api/v1/parties/{id}/reopen"), &json!(null)).await;
    assert_eq!(r.status, 409, "an open party cannot be reopened");
    assert!(r.detail().contains("not closed"));
    assert_eq!(
        app.get(&format!("/api/v1/parties/{id}/settlement"))
            .await
            .status,
        409
    );

    assert_eq!(
        post(app, &format!("/api/v1/parties/{id}/close"), &json!(null))
            .await
            .status,
        200
    );
    let r = post(app, &format!("/api/v1/parties/{id}/reopen"), &json!(null)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body["closed_at"].is_null());
    let r = app.post_deal(&id, &doc.deals[0]).await;
    assert_eq!(r.status, 201, "{}", r.body);

    if let Some(kinds) = entry_kinds(app, &id) {
        // The close and the re-opening are entries of the journal (even when the game's
        // closing rules paid nothing), followed by the new deal.
        let tail: Vec<&str> = kinds
            .iter()
            .rev()
            .take(3)
            .rev()
            .map(String::as_str)
            .collect();
        assert_eq!(tail, ["settlement", "reopening", "deal"], "{kinds:?}");
    }
}

#[derive(diesel::QueryableByName)]
struct EntryKindRow {
    #[diesel(sql_type = diesel::sql_types::Text)]
    kind: String,
}

/// The kinds of a party's journal entries in order (SQLite only: read from the file).
fn entry_kinds(app: &TestApp, party: &str) -> Option<Vec<String>> {
    use diesel::{Connection, RunQueryDsl};
    let path = app.sqlite_path()?;
    let mut conn =
        diesel::SqliteConnection::establish(path.to_str()?).expect("open the SQLite file");
    let rows: Vec<EntryKindRow> = diesel::sql_query(format!(
        "SELECT kind FROM journal_entries \
         WHERE party_id = (SELECT id FROM parties WHERE public_id = '{party}') ORDER BY seq"
    ))
    .load(&mut conn)
    .expect("journal entries");
    Some(rows.into_iter().map(|r| r.kind).collect())
}
on_both_backends!(
    a_party_reopens_by_a_journal_entry,
    super::reopening_is_journaled_and_lets_play_go_on
);

#[tokio::test]
async fn a_game_that_says_play_must_go_on_refuses_the_close() {
    let app = spawn_app().await;
    let doc = case("quadrille.public.json", "quadrille-001");
    if doc.score().is_err() {
        return;
    }
    let id = import(&app, &doc_json(&doc)).await[0].clone();
    let r = post(&app, &format!("/api/v1/parties/{id}/close"), &json!(null)).await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.detail().starts_with("closing:"), "{}", r.detail());
    // Nothing stored: still open, deals still accepted.
    let party = app.get_party(&id).await;
    assert!(party.body["closed_at"].is_null());
}

#[tokio::test]
async fn a_bad_money_rate_is_refused() {
    let app = spawn_app().await;
    let doc = reversis_case("reversis-001");
    for bad in [
        "fifty cents",
        "0.505 EUR per 10",
        "0 EUR per 10",
        "1 EUR per 0",
    ] {
        let r = post(
            &app,
            "/api/v1/parties",
            &json!({"game": doc.game, "players": doc.players, "money": bad}),
        )
        .await;
        assert_eq!(r.status, 422, "{bad}: {}", r.body);
        assert!(r.detail().starts_with("money:"), "{bad}: {}", r.detail());
    }
    let r = app.get("/api/v1/parties").await;
    assert_eq!(r.body["parties"].as_array().map(Vec::len), Some(0));
}

#[tokio::test]
async fn livres_sous_deniers_convert_exactly() {
    let app = spawn_app().await;
    let (id, _) = reversis_party(&app, Some("1 d per 3")).await;
    let r = post(&app, &format!("/api/v1/parties/{id}/close"), &json!(null)).await;
    assert_eq!(r.status, 200, "{}", r.body);
    for p in r.body["payments"].as_array().expect("payments") {
        let counters = p["counters"].as_i64().expect("counters");
        let money = p["money"].as_str().expect("money");
        if counters % 3 == 0 {
            assert!(!money.contains('/'), "{counters} -> {money}");
        } else {
            assert!(money.ends_with("/3 d"), "{counters} -> {money}");
        }
    }
}

#[tokio::test]
async fn an_import_is_all_or_nothing_and_names_the_bad_document() {
    let app = spawn_app().await;
    let good = doc_json(&reversis_case("reversis-001"));
    let mut bad = good.clone();
    bad["id"] = json!("the-bad-one");
    bad["players"] = json!(["Anne", "Anne", "Blaise", "Cécile"]);
    let r = post(&app, "/api/v1/import", &json!([good, bad])).await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.detail().starts_with("the-bad-one:"), "{}", r.detail());
    let r = app.get("/api/v1/parties").await;
    assert_eq!(r.body["parties"].as_array().map(Vec::len), Some(0));

    let r = post(&app, "/api/v1/import", &json!([{"game": "quadrille"}])).await;
    assert_eq!(r.status, 400, "{}", r.body);
    let r = post(
        &app,
        "/api/v1/import",
        &json!({"game": "whist", "players": ["A", "B"]}),
    )
    .await;
    assert_eq!(r.status, 422, "{}", r.body);
}

/// Every vector case whose game academie knows: imported, it has the vector's balances;
/// closed (when its game allows it now), exported and imported again, it has the same
/// balances, deals and settlement.
#[tokio::test]
async fn every_vector_case_round_trips_through_export_and_import() {
    let app = spawn_app().await;
    let dir = format!("{}/tests/vectors", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("vectors dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let (mut round_trips, mut closed) = (0, 0);
    for path in files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("")
            .to_owned();
        for doc in cases(&name) {
            if doc.game.parse::<GameId>().is_err() || doc.score().is_err() {
                continue; // no engine for this game yet (or one that does not score it yet)
            }
            let case_id = doc.extra.get("id").cloned().unwrap_or(Value::Null);
            let first = import(&app, &doc_json(&doc)).await[0].clone();
            let party = app.get_party(&first).await.body;
            let want: BTreeMap<String, i64> =
                serde_json::from_value(doc.extra["expected"]["balances"].clone())
                    .expect("expected balances");
            assert_eq!(balances(&party), want, "{case_id}: imported balances");

            let close = post(
                &app,
                &format!("/api/v1/parties/{first}/close"),
                &json!(null),
            )
            .await;
            let can_close = doc.replay(true).is_ok();
            assert_eq!(
                close.status == 200,
                can_close,
                "{case_id}: close {}",
                close.body
            );
            if can_close {
                closed += 1;
            }

            let export = app.get(&format!("/api/v1/parties/{first}/export")).await;
            assert_eq!(export.status, 200, "{case_id}");
            assert_eq!(export.body["closed"] == json!(true), can_close, "{case_id}");
            let second = import(&app, &export.body).await[0].clone();
            let again = app.get_party(&second).await.body;
            assert_eq!(
                balances(&again),
                balances(&app.get_party(&first).await.body),
                "{case_id}: balances after the round trip"
            );
            assert_eq!(again["deals"], party["deals"], "{case_id}: deals");
            assert_eq!(
                again["pots"],
                app.get_party(&first).await.body["pots"],
                "{case_id}: pots"
            );
            if can_close {
                let s1 = app
                    .get(&format!("/api/v1/parties/{first}/settlement"))
                    .await;
                let s2 = app
                    .get(&format!("/api/v1/parties/{second}/settlement"))
                    .await;
                assert_eq!(s2.status, 200, "{case_id}: {}", s2.body);
                for key in ["balances", "payments", "left_on_table"] {
                    assert_eq!(s1.body[key], s2.body[key], "{case_id}: settlement {key}");
                }
            }
            round_trips += 1;
        }
    }
    eprintln!("{round_trips} cases round-tripped, {closed} of them closed");
    assert!(round_trips > 0);

    // The league's quick read (sums over the journal) agrees with the full read models.
    if let Some(path) = app.sqlite_path() {
        let pool = academie::db::pool(path.to_str().expect("path")).expect("pool");
        let mut conn = pool.get().expect("connection");
        let quick = academie::ledger::all_results(&mut conn).expect("results");
        let full: Vec<_> = academie::ledger::all_parties(&mut conn)
            .expect("parties")
            .iter()
            .map(academie::ledger::read::PartieView::result)
            .collect();
        assert_eq!(quick, full);
    }
}

#[tokio::test]
async fn the_league_adds_up_each_person_over_parties_and_filters() {
    let app = spawn_app().await;
    let doc = reversis_case("reversis-001");
    let expected = doc.score().expect("scored").balances();
    let ids = import(&app, &json!([doc_json(&doc), doc_json(&doc)])).await;
    assert_eq!(ids.len(), 2);

    let r = app.get("/api/v1/players").await;
    assert_eq!(r.status, 200, "{}", r.body);
    let players = r.body["players"].as_array().expect("players");
    assert_eq!(players.len(), expected.len());
    for p in players {
        let name = p["player"].as_str().expect("name");
        assert_eq!(p["parties"], json!(2));
        assert_eq!(p["counters"].as_i64(), Some(2 * expected[name]), "{name}");
    }
    // Sorted by counters, highest first.
    let counters: Vec<i64> = players
        .iter()
        .filter_map(|p| p["counters"].as_i64())
        .collect();
    assert!(counters.windows(2).all(|w| w[0] >= w[1]), "{counters:?}");

    let r = app.get("/api/v1/players?game=quadrille").await;
    assert_eq!(r.body["players"].as_array().map(Vec::len), Some(0));
    let r = app
        .get("/api/v1/players?game=reversis&from=2000-01-01&to=2999-12-31")
        .await;
    assert_eq!(
        r.body["players"].as_array().map(Vec::len),
        Some(expected.len())
    );
    let r = app.get("/api/v1/players?to=2000-01-01").await;
    assert_eq!(r.body["players"].as_array().map(Vec::len), Some(0));
    let r = app.get("/api/v1/players?from=yesterday").await;
    assert_eq!(r.status, 400);
    assert!(r.detail().starts_with("from:"), "{}", r.detail());

    let (name, balance) = expected.iter().next().expect("a player");
    let r = app.get(&format!("/api/v1/players/{name}")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["standing"]["counters"].as_i64(), Some(2 * balance));
    assert_eq!(r.body["parties"].as_array().map(Vec::len), Some(2));
    assert_eq!(app.get("/api/v1/players/Nobody").await.status, 404);
}

#[tokio::test]
async fn the_exports_across_parties_are_csv_a_spreadsheet_reads() {
    let app = spawn_app().await;
    let (id, doc) = reversis_party(&app, Some("0.05 EUR")).await;
    let expected = doc.score().expect("scored").balances();
    assert_eq!(
        post(&app, &format!("/api/v1/parties/{id}/close"), &json!(null))
            .await
            .status,
        200
    );

    let (status, ctype, text) = app.get_text("/exports/results.csv").await;
    assert_eq!(status, 200);
    assert!(ctype.starts_with("text/csv"), "{ctype}");
    assert!(text.contains("\r\n"), "RFC 4180 line ends");
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(
        rdr.headers().expect("header"),
        vec![
            "party_id",
            "game",
            "opened_at",
            "closed_at",
            "seat",
            "player",
            "players",
            "deals",
            "counters",
            "money",
            "currency",
            "money_remainder",
            "rate"
        ]
    );
    let rows: Vec<BTreeMap<String, String>> =
        rdr.deserialize().collect::<Result<_, _>>().expect("rows");
    assert_eq!(rows.len(), expected.len());
    for row in &rows {
        let want = expected[&row["player"]];
        assert_eq!(row["counters"], want.to_string());
        assert_eq!(row["rate"], "0.05 EUR");
        // Money a spreadsheet sums: five cents a counter, a plain number in EUR.
        let cents = |m: &str| m.replace('.', "").parse::<i64>().expect("a number");
        assert_eq!(cents(&row["money"]), 5 * want, "{row:?}");
        assert_eq!(row["currency"], "EUR");
        assert!(row["opened_at"].ends_with('Z') && row["opened_at"].contains('T'));
        assert!(!row["closed_at"].is_empty());
    }

    let (_, _, text) = app.get_text("/exports/transfers.csv?game=reversis").await;
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    let rows: Vec<BTreeMap<String, String>> =
        rdr.deserialize().collect::<Result<_, _>>().expect("rows");
    // A player's rows sum to his balance.
    for (player, want) in &expected {
        let mut sum = 0;
        for row in rows
            .iter()
            .filter(|r| r["from_kind"] == "player" || r["to_kind"] == "player")
        {
            let n: i64 = row["counters"].parse().expect("counters");
            if &row["to"] == player && row["to_kind"] == "player" {
                sum += n;
            }
            if &row["from"] == player && row["from_kind"] == "player" {
                sum -= n;
            }
        }
        assert_eq!(sum, *want, "{player}");
    }
    let (_, _, text) = app.get_text("/exports/transfers.csv?game=piquet").await;
    assert_eq!(text.lines().count(), 1, "only the header: {text}");
    let (status, _, _) = app.get_text("/exports/results.csv?game=whist").await;
    assert_eq!(status, 400);

    let (status, _, text) = app
        .get_text(&format!("/parties/{id}/export.csv?what=settlement"))
        .await;
    assert_eq!(status, 200);
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(
        rdr.headers().expect("header"),
        vec![
            "party_id",
            "from",
            "to",
            "counters",
            "money",
            "currency",
            "money_remainder",
            "paid"
        ]
    );
}

#[test]
fn academie_import_stores_the_documents_and_refuses_a_bad_file_whole() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("imported.db");
    let db = db.to_str().expect("utf-8 path");
    let docs = dir.path().join("docs.json");
    let one = reversis_case("reversis-001");
    let two = case("piquet.public.json", "piquet-a-ecrire-001");
    std::fs::write(&docs, json!([doc_json(&one), doc_json(&two)]).to_string()).expect("write");
    let run = |file: &std::path::Path| {
        std::process::Command::new(env!("CARGO_BIN_EXE_academie"))
            .args(["import", file.to_str().expect("path"), "--database", db])
            .output()
            .expect("academie runs")
    };

    let out = run(&docs);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    let ids: Vec<&str> = printed["ids"]
        .as_array()
        .expect("ids")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(ids.len(), 2, "{printed}");
    assert!(
        ids.iter().all(|id| academie::secret::is_token(id)),
        "{printed}"
    );
    let pool = academie::db::pool(db).expect("pool");
    let mut conn = pool.get().expect("connection");
    for (id, doc) in [(ids[0], &one), (ids[1], &two)] {
        let key = academie::ledger::party_key(&mut conn, id).expect("a public id");
        let party = academie::ledger::read::party(&mut conn, key).expect("party");
        assert_eq!(
            party.balances_by_name(),
            doc.score().expect("scored").balances()
        );
    }

    let mut bad = doc_json(&one);
    bad["deals"] = json!([{"no such": "fact"}]);
    std::fs::write(&docs, json!([doc_json(&one), bad]).to_string()).expect("write");
    let out = run(&docs);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("reversis-001: deal 1"), "{stderr}");
    assert_eq!(
        academie::ledger::all_parties(&mut conn)
            .expect("parties")
            .len(),
        2,
        "nothing of a bad file is stored"
    );
}
