//! The JSON export: the partie document (`game`, `options`, `players`, `deals` as entered,
//! plus the fields of an imported document) with the results under `expected`, in the
//! vectors' shape (`balances`, `pots`, `per_deal`, and the game's report keys). Feeding it
//! to `academie score` gives back the same results. A closed party says `"closed": true`
//! and adds its settlement's `payments` to the results; `POST /api/v1/import` and
//! `academie import` read the document back.

use serde_json::{json, Map, Value};

use crate::ledger::read::PartieView;

/// The export document of `party`. Its `id` is the imported document's, else the party's
/// number.
pub fn document(party: &PartieView) -> Value {
    let mut doc: Map<String, Value> = party.extra.clone();
    doc.remove("expected");
    doc.entry("id").or_insert_with(|| json!(party.id));
    doc.insert("game".into(), json!(party.game.slug()));
    doc.insert("options".into(), party.options.clone());
    doc.insert("players".into(), json!(party.players));
    doc.insert(
        "deals".into(),
        Value::Array(party.deals.iter().map(|d| d.facts.clone()).collect()),
    );
    let mut expected = Map::new();
    expected.insert("balances".into(), json!(party.balances_by_name()));
    expected.insert("pots".into(), json!(party.pots_by_key()));
    expected.insert("per_deal".into(), json!(party.per_deal()));
    for (k, v) in &party.report {
        expected.entry(k.clone()).or_insert_with(|| v.clone());
    }
    doc.remove(crate::ledger::CLOSED_KEY);
    if party.is_closed() {
        // The partie was closed: importing the document closes it again, and the
        // settlement's payments come with the results.
        doc.insert(crate::ledger::CLOSED_KEY.into(), json!(true));
        if let Ok(settlement) = party.settlement() {
            expected.insert("payments".into(), json!(settlement.payments));
        }
    }
    doc.insert("expected".into(), Value::Object(expected));
    Value::Object(doc)
}
