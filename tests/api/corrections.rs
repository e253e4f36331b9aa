use std::collections::BTreeMap;

use academie::partie::PartieDoc;
use serde_json::{json, Value};

use crate::helpers::{scorable_quadrille, TestApp};
use crate::on_both_backends;

/// Records every deal of `doc` and returns the party's id.
async fn record_all(app: &TestApp, doc: &PartieDoc) -> String {
    let id = app.open_doc(doc).await;
    for facts in &doc.deals {
        let r = app.post_deal(&id, facts).await;
        assert_eq!(r.status, 201, "{}", r.body);
    }
    id
}

/// Every account's net over the journal export (all entries, reversals included).
async fn journal_nets(app: &TestApp, id: &str) -> BTreeMap<(String, String), i64> {
    let (status, _, text) = app
        .get_text(&format!("/parties/{id}/export.csv?what=journal"))
        .await;
    assert_eq!(status, 200);
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    let mut net = BTreeMap::new();
    for row in rdr.deserialize::<BTreeMap<String, String>>() {
        let row = row.expect("csv row");
        let amount: i64 = row["amount"].parse().expect("amount");
        *net.entry((row["from_kind"].clone(), row["from"].clone()))
            .or_insert(0) -= amount;
        *net.entry((row["to_kind"].clone(), row["to"].clone()))
            .or_insert(0) += amount;
    }
    net
}

async fn a_correction_reverses_and_replaces_and_rescores_later_deals(app: &TestApp) {
    let doc = scorable_quadrille();
    let id = record_all(app, &doc).await;
    let before = app.get_party(&id).await.body;

    // Deal 1, corrected: the ombre's side takes six tricks instead of five.
    let mut fixed = doc.deals[0].clone();
    fixed["tricks"] = json!({"A": 2, "B": 4, "C": 2, "D": 2});
    let mut corrected = doc.clone();
    corrected.deals[0] = fixed.clone();
    let expected = corrected.score().expect("the corrected partie scores");

    let r = app.put_deal(&id, 1, &fixed).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["revision"], 2);
    assert_eq!(r.body["balances"], json!(expected.balances()));

    let party = app.get_party(&id).await.body;
    assert_eq!(party["per_deal"], json!(expected.per_deal()));
    assert_eq!(party["deals"][0], fixed);
    assert_eq!(party["results"][0]["revision"], 2);

    // The history is complete: every changed deal has a reversal then a replacement.
    let entries = r.body["entries"].as_array().expect("entries");
    assert!(!entries.is_empty());
    let changed: Vec<usize> = (0..doc.deals.len())
        .filter(|i| before["results"][i]["transfers"] != party["results"][i]["transfers"])
        .collect();
    assert!(changed.contains(&0));
    assert_eq!(entries.len(), 2 * changed.len(), "{entries:?}");
    for pair in entries.chunks(2) {
        let (rev, rep) = (&pair[0], &pair[1]);
        assert_eq!(rev["kind"], "reversal");
        assert_eq!(rep["kind"], "deal");
        assert_eq!(rev["deal"], rep["deal"]);
        assert_eq!(rev["cause"], json!({"deal": 1, "revision": 2}));
        let n = rep["deal"].as_i64().expect("deal no");
        let old: &Value = &before["results"][usize::try_from(n - 1).expect("n")]["transfers"];
        let mirrored: Vec<Value> = old
            .as_array()
            .expect("transfers")
            .iter()
            .map(|t| {
                json!({"from": t["to"], "from_kind": t["to_kind"], "to": t["from"],
                       "to_kind": t["from_kind"], "amount": t["amount"], "reason": t["reason"]})
            })
            .collect();
        assert_eq!(rev["transfers"], json!(mirrored), "reversal of deal {n}");
    }

    // The deal's own history: both revisions, its first posting, reversal and replacement.
    let h = app.get(&format!("/api/v1/parties/{id}/deals/1")).await;
    assert_eq!(h.status, 200, "{}", h.body);
    let kinds: Vec<&str> = h.body["revisions"]
        .as_array()
        .expect("revisions")
        .iter()
        .map(|r| r["kind"].as_str().expect("kind"))
        .collect();
    assert_eq!(kinds, ["entered", "corrected"]);
    assert_eq!(h.body["revisions"][0]["facts"], doc.deals[0]);
    let kinds: Vec<&str> = h.body["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|r| r["kind"].as_str().expect("kind"))
        .collect();
    assert_eq!(kinds, ["deal", "reversal", "deal"]);

    // The journal route lists every entry: the first postings, then the reversals and
    // replacements just appended, each reversal naming the entry it cancels.
    let j = app.get(&format!("/api/v1/parties/{id}/journal")).await;
    assert_eq!(j.status, 200);
    let all = j.body["entries"].as_array().expect("entries");
    assert_eq!(all.len(), doc.deals.len() + entries.len());
    for e in all.iter().filter(|e| e["kind"] == "reversal") {
        let target = e["reverses"].as_i64().expect("reverses");
        let original = all
            .iter()
            .find(|o| o["seq"] == target)
            .expect("reversed entry");
        assert_eq!(original["reversed"], true);
        assert_eq!(original["deal"], e["deal"]);
    }

    // The journal sums to the balances (nothing updated, nothing deleted).
    let nets = journal_nets(app, &id).await;
    for (name, v) in &expected.balances() {
        let got = nets
            .get(&("player".to_owned(), name.clone()))
            .copied()
            .unwrap_or(0);
        assert_eq!(got, *v, "journal net of {name}");
    }
}
on_both_backends!(
    a_correction_rescores,
    super::a_correction_reverses_and_replaces_and_rescores_later_deals
);

async fn deleting_a_deal_reverses_it_and_rescores_the_rest(app: &TestApp) {
    let doc = scorable_quadrille();
    let id = record_all(app, &doc).await;
    let mut without = doc.clone();
    without.deals.remove(1);
    let expected = without.score().expect("the partie without deal 2 scores");

    let r = app.delete_deal(&id, 2).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["deal"], Value::Null);
    assert_eq!(r.body["balances"], json!(expected.balances()));
    assert_eq!(r.body["entries"][0]["kind"], "reversal");
    assert_eq!(r.body["entries"][0]["deal"], 2);

    let party = app.get_party(&id).await.body;
    assert_eq!(party["deleted"], json!([2]));
    let numbers: Vec<i64> = party["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|d| d["no"].as_i64().expect("no"))
        .collect();
    assert_eq!(numbers, vec![1, 3, 4]);
    assert_eq!(party["per_deal"], json!(expected.per_deal()));

    // A deleted deal can be neither corrected nor deleted again; a new deal is number 5.
    assert_eq!(app.put_deal(&id, 2, &doc.deals[1]).await.status, 404);
    assert_eq!(app.delete_deal(&id, 2).await.status, 404);
    let h = app.get(&format!("/api/v1/parties/{id}/deals/2")).await;
    assert_eq!(h.status, 200);
    assert_eq!(h.body["deal"], Value::Null);
    assert_eq!(h.body["revisions"][1]["kind"], "deleted");
    assert_eq!(
        app.get(&format!("/api/v1/parties/{id}/deals/9"))
            .await
            .status,
        404
    );
    let r = app.post_deal(&id, &doc.deals[1]).await;
    assert_eq!(r.status, 201, "{}", r.body);
    assert_eq!(r.body["deal_no"], 5);
}
on_both_backends!(
    deleting_a_deal,
    super::deleting_a_deal_reverses_it_and_rescores_the_rest
);

async fn a_correction_that_breaks_a_deal_is_refused_whole(app: &TestApp) {
    let doc = crate::helpers::quadrille_case("quadrille-001");
    let id = app.open_doc(&doc).await;
    let r = app.put_deal(&id, 1, &doc.deals[0]).await;
    assert_eq!(r.status, 404, "no deal 1 yet: {}", r.body);
    let doc = scorable_quadrille();
    let id = record_all(app, &doc).await;
    let mut bad = doc.deals[2].clone();
    bad["tricks"] = json!({"A": 9, "B": 0, "C": 0, "D": 0, "E": 1});
    let before = app.get_party(&id).await.body;
    let r = app.put_deal(&id, 3, &bad).await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.detail().starts_with("deal 3: "), "{}", r.detail());
    assert_eq!(app.get_party(&id).await.body["results"], before["results"]);
}
on_both_backends!(
    a_bad_correction_is_refused,
    super::a_correction_that_breaks_a_deal_is_refused_whole
);
