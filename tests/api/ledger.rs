//! Every vector case (`tests/vectors`, and the hand-derived ones in `tests/derived`)
//! recorded deal by deal through the ledger (no HTTP) gives the
//! vector's balances, pots and per-deal nets: the journal agrees with the engine.

use std::collections::BTreeMap;
use std::path::Path;

use academie::db::{self, DbConnection};
use academie::games::GameId;
use academie::ledger::{self, read, Facts, NewPartie};
use academie::partie::PartieDoc;
use serde_json::{Map, Value};

fn nonzero(map: &BTreeMap<String, i64>) -> BTreeMap<String, i64> {
    map.iter()
        .filter(|(_, v)| **v != 0)
        .map(|(k, v)| (k.clone(), *v))
        .collect()
}

fn record_every_case(conn: &mut DbConnection) -> usize {
    let (mut deleted, mut refused) = (0, 0);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut files: Vec<_> = ["tests/vectors", "tests/derived"]
        .into_iter()
        .filter_map(|d| std::fs::read_dir(root.join(d)).ok())
        .flatten()
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    for file in files {
        let cases: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(&file).expect("read")).expect("json");
        for case in cases {
            let id = case["id"].as_str().unwrap_or("?").to_owned();
            let doc = PartieDoc::from_value(case.clone()).expect("document");
            let Ok(game) = doc.game.parse::<GameId>() else {
                // A game not yet in the registry: said loudly, and by the vectors harness.
                crate::helpers::skipped(format_args!("{id}: {} is not in the registry", doc.game));
                continue;
            };
            if let Err(e) = doc.score() {
                panic!("{id}: the engine refuses its own vector case: {e}");
            }
            let party = ledger::open_party(
                conn,
                &NewPartie {
                    game,
                    options: doc.options.clone(),
                    players: doc.players.clone(),
                    extra: Map::new(),
                },
            )
            .unwrap_or_else(|e| panic!("{id}: opening: {e}"));
            for (i, facts) in doc.deals.iter().enumerate() {
                let facts = Facts::from_value(facts.clone()).expect("facts object");
                ledger::record_deal(conn, party.key, &facts, None)
                    .unwrap_or_else(|e| panic!("{id}: deal {}: {e}", i + 1));
            }
            let summary = read::party(conn, party.key).expect("read back");
            let expected = &case["expected"];
            let balances: BTreeMap<String, i64> =
                serde_json::from_value(expected["balances"].clone()).expect("balances");
            let pots: BTreeMap<String, i64> =
                serde_json::from_value(expected["pots"].clone()).unwrap_or_default();
            let per_deal: Vec<BTreeMap<String, i64>> =
                serde_json::from_value(expected["per_deal"].clone()).unwrap_or_default();
            if nonzero(&summary.balances_by_name()) != nonzero(&balances) {
                failures.push(format!("{id}: balances {:?}", summary.balances_by_name()));
            }
            if nonzero(&summary.pots_by_key()) != nonzero(&pots) {
                failures.push(format!("{id}: pots {:?}", summary.pots_by_key()));
            }
            let got: Vec<_> = summary.per_deal().iter().map(nonzero).collect();
            let want: Vec<_> = per_deal.iter().map(nonzero).collect();
            if !want.is_empty() && got != want {
                failures.push(format!("{id}: per_deal {got:?}"));
            }
            // Deleting the first deal re-scores the rest exactly as a partie without it,
            // or is refused whole when the rest no longer scores.
            if doc.deals.len() >= 2 {
                let mut rest = doc.clone();
                rest.deals.remove(0);
                let before = summary.balances_by_name();
                match (rest.score(), ledger::delete_deal(conn, party.key, 1, None)) {
                    (Ok(want), Ok(_)) => {
                        deleted += 1;
                        let after = read::party(conn, party.key).expect("read back");
                        if after.balances_by_name() != want.balances()
                            || after.per_deal() != want.per_deal()
                        {
                            failures.push(format!(
                                "{id}: after deleting deal 1: {:?}",
                                after.balances_by_name()
                            ));
                        }
                    }
                    (Err(_), Err(ledger::LedgerError::Deal { .. })) => {
                        refused += 1;
                        let after = read::party(conn, party.key).expect("read back");
                        if after.balances_by_name() != before
                            || after.deals.len() != doc.deals.len()
                        {
                            failures.push(format!("{id}: a refused deletion changed the party"));
                        }
                    }
                    (want, got) => failures.push(format!(
                        "{id}: deleting deal 1: local {:?}, ledger {got:?}",
                        want.map(|w| w.balances())
                    )),
                }
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!(
        "deal 1 deleted and the rest re-scored in {deleted} cases, refused whole in {refused}"
    );
    checked
}

#[test]
fn every_scorable_vector_recorded_through_the_ledger_gives_its_results_on_sqlite() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("ledger.db");
    let url = db::DatabaseUrl::parse(path.to_str().expect("utf-8")).expect("url");
    let mut conn = url.establish().expect("connect");
    db::migrate(&mut conn).expect("migrate");
    let checked = record_every_case(&mut conn);
    eprintln!("{checked} vector cases recorded through the ledger on SQLite");
    assert!(checked > 0);
}

#[tokio::test]
async fn every_scorable_vector_recorded_through_the_ledger_gives_its_results_on_postgres() {
    let Some(app) = crate::helpers::spawn_pg_app().await else {
        return;
    };
    let url = app.db_url();
    let checked = tokio::task::spawn_blocking(move || {
        let mut conn = db::DatabaseUrl::parse(&url)
            .expect("url")
            .establish()
            .expect("connect");
        record_every_case(&mut conn)
    })
    .await
    .expect("join");
    eprintln!("{checked} vector cases recorded through the ledger on PostgreSQL");
}

async fn a_read_model_works_inside_and_outside_a_transaction(app: &crate::helpers::TestApp) {
    let url = app.db_url();
    tokio::task::spawn_blocking(move || {
        let mut conn = db::DatabaseUrl::parse(&url)
            .expect("url")
            .establish()
            .expect("connect");
        let party = ledger::open_party(
            &mut conn,
            &NewPartie {
                game: GameId::Quadrille,
                options: Value::Null,
                players: ["A", "B", "C", "D"].map(String::from).to_vec(),
                extra: Map::new(),
            },
        )
        .expect("open");
        let outside = read::party(&mut conn, party.key).expect("outside");
        let inside =
            db::write_transaction(&mut conn, |c| read::party(c, party.key)).expect("inside");
        assert_eq!(outside.players, inside.players);
        assert_eq!(read::list_parties(&mut conn).expect("list").len(), 1);
    })
    .await
    .expect("join");
}
crate::on_both_backends!(
    read_models_in_transactions,
    super::a_read_model_works_inside_and_outside_a_transaction
);
