//! Bounded inputs never overflow: every vector case's deals, with any one number of one
//! deal pushed to the bound the ledger accepts (±10 000), and the whole partie repeated,
//! score or are refused with a message; the engines never panic (an overflow in a debug
//! build, a wrong sum in a release one).

use std::path::Path;

use academie::ledger::MAX_FACT;
use academie::partie::PartieDoc;
use serde_json::Value;

/// The JSON pointers of every number in `v`.
fn numbers(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Number(_) => out.push(at),
        Value::Object(m) => m.iter().for_each(|(k, x)| {
            numbers(
                x,
                format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                out,
            )
        }),
        Value::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, x)| numbers(x, format!("{at}/{i}"), out)),
        _ => {}
    }
}

#[test]
fn numbers_at_the_bound_never_make_an_engine_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors");
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .expect("vectors")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    let (mut tried, mut panics) = (0, Vec::new());
    for file in files {
        let cases: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(&file).expect("read")).expect("json");
        for case in cases {
            let id = case["id"].as_str().unwrap_or("?").to_owned();
            let Ok(doc) = PartieDoc::from_value(case) else {
                continue;
            };
            for (d, deal) in doc.deals.iter().enumerate() {
                let mut at = Vec::new();
                numbers(deal, String::new(), &mut at);
                for pointer in at {
                    for value in [MAX_FACT, -MAX_FACT] {
                        let mut changed = deal.clone();
                        if let Some(slot) = changed.pointer_mut(&pointer) {
                            *slot = Value::from(value);
                        }
                        // The changed deal, then the partie's deals over and over.
                        let mut deals = doc.deals.clone();
                        deals[d] = changed;
                        let again: Vec<Value> = deals
                            .iter()
                            .cycle()
                            .take(deals.len() * 20)
                            .cloned()
                            .collect();
                        let trial = PartieDoc {
                            deals: again,
                            ..doc.clone()
                        };
                        tried += 1;
                        let outcome = std::panic::catch_unwind(|| trial.score().map(|_| ()));
                        if outcome.is_err() {
                            panics.push(format!("{id} deal {} {pointer} = {value}", d + 1));
                        }
                    }
                }
            }
        }
    }
    assert!(tried > 100, "{tried}");
    assert!(
        panics.is_empty(),
        "{} panics:\n{}",
        panics.len(),
        panics.join("\n")
    );
}
