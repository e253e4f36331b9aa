//! Acknowledged means on disk, and the store holds only what makes sense: the real
//! binary killed (-9) at random moments while deals stream in loses no acknowledged deal;
//! facts are stored canonical and bounded; the party view shows every account so that
//! the money visibly sums to zero; `academie backup` copies a serving database.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use academie::settings::Settings;
use academie::startup::Application;
use diesel::{Connection, QueryableByName, RunQueryDsl, SqliteConnection};
use serde_json::{json, Value};

use crate::helpers::{scorable_quadrille, spawn_sqlite_app, vector_case, TestApp};
use crate::on_both_backends;

/// Balances, pots and carried of a party view: their sum.
fn money_sum(party: &Value) -> i64 {
    let sum = |key: &str| -> i64 {
        party[key]
            .as_object()
            .map_or(0, |m| m.values().filter_map(Value::as_i64).sum())
    };
    sum("balances") + sum("pots") + party["carried"].as_i64().expect("carried")
}

async fn the_party_view_shows_every_account_and_sums_to_zero(app: &TestApp) {
    let mut doc = scorable_quadrille();
    // An adjourned partie taken up again: its pot comes from the carried account.
    doc.options["initial_state"] = json!({
        "beast_on_game": false, "game_units": 0, "pending_beasts": [], "pot": 40,
        "matador_pool": {"baste": 0, "manille": 0, "spadille": 0}
    });
    let id = app.open_doc(&doc).await;
    let party = app.get(&format!("/api/v1/parties/{id}")).await;
    // The counters brought to the table come from the carried account.
    assert_eq!(party.body["carried"], json!(-40), "{}", party.body);
    assert_eq!(money_sum(&party.body), 0, "{}", party.body);
    for facts in &doc.deals {
        let r = app
            .send(
                reqwest::Method::POST,
                &format!("/api/v1/parties/{id}/deals"),
                &json!({ "facts": facts }),
            )
            .await;
        assert_eq!(r.status, 201, "{}", r.body);
        let party = app.get(&format!("/api/v1/parties/{id}")).await;
        assert_eq!(money_sum(&party.body), 0, "{}", party.body);
    }
}
on_both_backends!(
    carried_account,
    super::the_party_view_shows_every_account_and_sums_to_zero
);

async fn a_score_beyond_the_bounds_is_refused_and_later_deals_still_score(app: &TestApp) {
    let doc = vector_case("piquet", "piquet-a-ecrire-001");
    let id = app.open_doc(&doc).await;
    let path = format!("/api/v1/parties/{id}/deals");
    let mut huge = doc.deals[0].clone();
    huge["score"]["B"] = json!(i64::MAX);
    let r = app
        .send(reqwest::Method::POST, &path, &json!({ "facts": huge }))
        .await;
    assert_eq!(r.status, 422, "{}", r.body);
    let detail = r.detail();
    assert!(
        detail.contains("score.B") && detail.contains("10000"),
        "a clear message: {detail}"
    );
    for (i, facts) in doc.deals.iter().enumerate() {
        let r = app
            .send(reqwest::Method::POST, &path, &json!({ "facts": facts }))
            .await;
        assert_eq!(r.status, 201, "deal {}: {}", i + 1, r.body);
    }
    // Options are bounded too.
    let r = app
        .send(
            reqwest::Method::POST,
            "/api/v1/parties",
            &json!({"game": "quadrille", "players": ["A", "B", "C", "D"],
                    "options": {"start_counters": 1_000_000_000_000_i64}}),
        )
        .await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.detail().contains("start_counters"), "{}", r.detail());
}
on_both_backends!(
    bounded_scores,
    super::a_score_beyond_the_bounds_is_refused_and_later_deals_still_score
);

#[derive(QueryableByName)]
struct FactsRow {
    #[diesel(sql_type = diesel::sql_types::Text)]
    facts_json: String,
}

#[tokio::test]
async fn facts_are_stored_in_their_canonical_form() {
    let app = spawn_sqlite_app().await;
    let doc = scorable_quadrille();
    let id = app.open_doc(&doc).await;
    let facts = doc.deals[0].to_string();
    let padding = " \n\t".repeat(10_000);
    let body = format!(
        "{{\"facts\": {padding}{}{padding}}}",
        facts.replace(',', &format!(",{padding}"))
    );
    assert!(body.len() > 200_000);
    let r = app
        .client
        .post(format!("{}/api/v1/parties/{id}/deals", app.address))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status().as_u16(), 201);
    let path = app.sqlite_path().expect("sqlite");
    let mut conn = SqliteConnection::establish(path.to_str().expect("utf-8")).expect("open");
    let rows: Vec<FactsRow> = diesel::sql_query("SELECT facts_json FROM deal_revisions")
        .load(&mut conn)
        .expect("revisions");
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].facts_json, doc.deals[0].to_string(), "compact JSON");
}

#[tokio::test]
async fn academie_backup_copies_a_serving_database_and_the_copy_restores() {
    let app = spawn_sqlite_app().await;
    let doc = scorable_quadrille();
    let id = app.open_doc(&doc).await;
    for facts in &doc.deals {
        let r = app
            .send(
                reqwest::Method::POST,
                &format!("/api/v1/parties/{id}/deals"),
                &json!({ "facts": facts }),
            )
            .await;
        assert_eq!(r.status, 201);
    }
    let before = app.get(&format!("/api/v1/parties/{id}")).await.body;
    let dir = tempfile::tempdir().expect("temp dir");
    let copy = dir.path().join("copy.db");
    let database = app.sqlite_path().expect("sqlite").display().to_string();
    let run = |target: &std::path::Path, database: &str| {
        Command::new(env!("CARGO_BIN_EXE_academie"))
            .args([
                "backup",
                target.to_str().expect("utf-8"),
                "--database",
                database,
            ])
            .output()
            .expect("run academie")
    };
    // While the server serves.
    let out = run(&copy, &database);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Never over an existing file, and not for PostgreSQL.
    let again = run(&copy, &database);
    assert!(!again.status.success());
    let pg = run(&dir.path().join("pg.db"), "postgres://nobody@127.0.0.1:1/x");
    assert!(!pg.status.success());
    assert!(String::from_utf8_lossy(&pg.stderr).contains("pg_dump"));
    // Restored: a server on the copy has the party as it was.
    let restored = Application::build(&Settings {
        bind: "127.0.0.1:0".to_owned(),
        database_url: copy.display().to_string(),
        ..Settings::default()
    })
    .expect("serve the copy");
    let port = restored.port();
    tokio::spawn(restored.run_until_stopped());
    let after: Value = reqwest::get(format!("http://127.0.0.1:{port}/api/v1/parties/{id}"))
        .await
        .expect("answer")
        .json()
        .await
        .expect("JSON");
    assert_eq!(after["balances"], before["balances"]);
    assert_eq!(after["deals"], before["deals"]);
    assert_eq!(
        after["deals"].as_array().map(Vec::len),
        Some(doc.deals.len())
    );
}

/// The real binary on `db`, listening on a free port, its log going to `log`.
fn start_server(db: &std::path::Path, log: &std::path::Path) -> (Child, String) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let child = Command::new(env!("CARGO_BIN_EXE_academie"))
        .args([
            "serve",
            "--bind",
            &format!("127.0.0.1:{port}"),
            "--database",
            db.to_str().expect("utf-8"),
        ])
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(log).expect("log file"))
        .spawn()
        .expect("start academie");
    (child, format!("http://127.0.0.1:{port}"))
}

fn wait_until_up(client: &reqwest::blocking::Client, base: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        if client
            .get(format!("{base}/health_check"))
            .send()
            .is_ok_and(|r| r.status().is_success())
        {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("academie did not start at {base}");
}

/// Every acknowledged deal is there, and every party's money sums to zero.
fn check_store(
    client: &reqwest::blocking::Client,
    base: &str,
    acked: &BTreeMap<String, BTreeSet<i64>>,
) -> usize {
    let mut found = 0;
    for (party, deals) in acked {
        let view: Value = client
            .get(format!("{base}/api/v1/parties/{party}"))
            .send()
            .and_then(|r| r.json())
            .expect("the party");
        let present: BTreeSet<i64> = view["results"]
            .as_array()
            .expect("results")
            .iter()
            .filter_map(|d| d["no"].as_i64())
            .collect();
        let lost: Vec<&i64> = deals.difference(&present).collect();
        assert!(
            lost.is_empty(),
            "party {party}: acknowledged deals lost: {lost:?}"
        );
        assert_eq!(money_sum(&view), 0, "party {party} does not sum to zero");
        found += deals.len();
    }
    found
}

/// A small pseudo-random sequence (no dependency): the kill moments.
fn next_random(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *state >> 33
}

#[test]
fn no_acknowledged_deal_is_lost_when_the_server_is_killed() {
    const KILLS: usize = 24;
    let started = Instant::now();
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("crash.db");
    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .expect("client");
    let doc = scorable_quadrille();
    let facts = doc.deals[0].clone();
    let open = json!({"game": doc.game, "options": doc.options, "players": doc.players});
    let acked: Arc<Mutex<BTreeMap<String, BTreeSet<i64>>>> = Arc::default();
    let mut random = u64::from(started.elapsed().subsec_nanos()) | 1;
    let mut streamed = 0;
    for round in 0..=KILLS {
        let log = dir.path().join(format!("serve-{round}.log"));
        let (mut child, base) = start_server(&db, &log);
        wait_until_up(&client, &base);
        let present = check_store(&client, &base, &acked.lock().expect("lock"));
        assert!(present >= streamed, "round {round}");
        if round == KILLS {
            child.kill().expect("kill");
            let _ = child.wait();
            break;
        }
        // Two clients stream deals until the server dies under them.
        let streams: Vec<_> = (0..2)
            .map(|_| {
                let (client, base, facts, open) =
                    (client.clone(), base.clone(), facts.clone(), open.clone());
                let acked = Arc::clone(&acked);
                std::thread::spawn(move || {
                    let mut party: Option<String> = None;
                    loop {
                        let id = match &party {
                            Some(id) => id.clone(),
                            None => {
                                let Ok(r) = client
                                    .post(format!("{base}/api/v1/parties"))
                                    .json(&open)
                                    .send()
                                else {
                                    return;
                                };
                                let Ok(v) = r.json::<Value>() else { return };
                                // A number, or a public id.
                                let id = v["id"]
                                    .as_str()
                                    .map(str::to_owned)
                                    .or_else(|| v["id"].as_i64().map(|i| i.to_string()))
                                    .expect("a party id");
                                acked.lock().expect("lock").entry(id.clone()).or_default();
                                party = Some(id.clone());
                                id
                            }
                        };
                        let Ok(r) = client
                            .post(format!("{base}/api/v1/parties/{id}/deals"))
                            .json(&json!({ "facts": facts }))
                            .send()
                        else {
                            return;
                        };
                        let status = r.status().as_u16();
                        let Ok(v) = r.json::<Value>() else { return };
                        match status {
                            201 => {
                                let no = v["deal_no"].as_i64().expect("deal_no");
                                acked
                                    .lock()
                                    .expect("lock")
                                    .entry(id)
                                    .or_default()
                                    .insert(no);
                            }
                            // The partie is over: the next one.
                            _ => party = None,
                        }
                    }
                })
            })
            .collect();
        std::thread::sleep(Duration::from_millis(40 + next_random(&mut random) % 400));
        child.kill().expect("kill -9");
        let _ = child.wait();
        for s in streams {
            s.join().expect("a stream ends");
        }
        streamed = acked
            .lock()
            .expect("lock")
            .values()
            .map(BTreeSet::len)
            .sum();
        let mut text = String::new();
        std::fs::File::open(&log)
            .and_then(|mut f| f.read_to_string(&mut text))
            .expect("the log");
        assert!(
            !text.contains("database is locked"),
            "round {round}: {text}"
        );
    }
    assert!(streamed > KILLS, "deals were acknowledged: {streamed}");
    eprintln!(
        "{KILLS} kills, {streamed} acknowledged deals, none lost, in {:?}",
        started.elapsed()
    );
}
