//! A club's load (issue 15): many tables entering deals at once, a long partie's page, and
//! the exports across a long history, streamed.

use academie::bench::quadrille_doc;
use academie::partie::PartieDoc;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp};

fn doc_json(doc: &PartieDoc) -> Value {
    json!({"game": doc.game, "options": doc.options, "players": doc.players, "deals": doc.deals})
}

/// Imports partie documents; returns their ids.
async fn import(app: &TestApp, docs: &[PartieDoc]) -> Vec<String> {
    let body = Value::Array(docs.iter().map(doc_json).collect());
    let r = app
        .send(reqwest::Method::POST, "/api/v1/import", &body)
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    r.body["ids"]
        .as_array()
        .expect("ids")
        .iter()
        .map(|v| v.as_str().expect("an id").to_owned())
        .collect()
}

/// `GET path`: the status, the headers and the raw bytes (a byte-order mark kept).
async fn get_bytes(app: &TestApp, path: &str) -> (u16, reqwest::header::HeaderMap, Vec<u8>) {
    let r = app
        .client
        .get(format!("{}{path}", app.address))
        .send()
        .await
        .expect("request");
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    (status, headers, r.bytes().await.expect("body").to_vec())
}

/// 32 tables enter their deals at the same moment, 12 each: every entry is recorded
/// (201; none refused for a locked database), and each partie ends with exactly its
/// deals and the balances the engine gives them.
#[tokio::test]
async fn thirty_two_tables_entering_deals_at_once_are_all_recorded() {
    let app = spawn_app().await;
    let deals = 12;
    let mut ids = Vec::new();
    for _ in 0..32 {
        ids.push(app.open_doc(&quadrille_doc(0)).await);
    }
    let app = std::sync::Arc::new(app);
    let tables: Vec<_> = ids
        .iter()
        .cloned()
        .map(|id| {
            let app = app.clone();
            tokio::spawn(async move {
                let facts = quadrille_doc(deals).deals;
                let mut refused = Vec::new();
                for (n, f) in facts.iter().enumerate() {
                    let r = app.post_deal(&id, f).await;
                    if r.status != 201 {
                        refused.push(format!("deal {}: {} {}", n + 1, r.status, r.body));
                    }
                }
                refused
            })
        })
        .collect();
    for table in tables {
        let refused = table.await.expect("a table");
        assert!(refused.is_empty(), "{refused:?}");
    }
    let expected = quadrille_doc(deals).score().expect("scored").balances();
    for id in &ids {
        let r = app.get_party(id).await;
        assert_eq!(r.status, 200, "{}", r.body);
        assert_eq!(r.body["deals"].as_array().map(Vec::len), Some(deals));
        let balances: std::collections::BTreeMap<String, i64> =
            serde_json::from_value(r.body["balances"].clone()).expect("balances");
        assert_eq!(balances, expected, "party {id}");
    }
}

/// The row of the running totals labelled `label`, as written.
fn running_row<'a>(page: &'a str, label: &str) -> Option<&'a str> {
    let start = page.find(&format!("<th scope=\"row\" class=\"no\">{label}</th>"))?;
    let end = page[start..].find("</tr>")? + start;
    Some(&page[start..end])
}

/// A partie of 30 deals: its page shows the last 20 (deals 30 to 11), says that 10 are
/// folded and links to all of them; the running totals and the balances are those of the
/// whole partie (the same as on the unfolded page).
#[tokio::test]
async fn a_long_partie_page_shows_the_last_deals_and_exact_totals() {
    let app = spawn_app().await;
    let doc = quadrille_doc(30);
    let id = import(&app, std::slice::from_ref(&doc)).await.remove(0);

    let (status, _, folded) = app.get_text(&format!("/parties/{id}")).await;
    assert_eq!(status, 200);
    let (status, _, all) = app.get_text(&format!("/parties/{id}?all=1")).await;
    assert_eq!(status, 200);

    for n in 11..=30 {
        assert!(folded.contains(&format!("id=\"deal-{n}\"")), "deal {n}");
        assert!(running_row(&folded, &n.to_string()).is_some(), "row {n}");
    }
    for n in 1..=10 {
        assert!(
            !folded.contains(&format!("id=\"deal-{n}\"")),
            "deal {n} shown"
        );
        assert!(
            running_row(&folded, &n.to_string()).is_none(),
            "row {n} shown"
        );
    }
    assert!(
        folded.contains("10 earlier deals are not shown here"),
        "no word of the folded deals"
    );
    assert!(
        folded.contains("href=\"?all=1#deals\""),
        "no link to all deals"
    );
    for n in 1..=30 {
        assert!(
            all.contains(&format!("id=\"deal-{n}\"")),
            "deal {n} not on ?all=1"
        );
    }
    assert!(!all.contains("earlier deals are not shown"));
    // The totals of the last row and the balances: the same folded or not, and the
    // engine's.
    assert_eq!(running_row(&folded, "30"), running_row(&all, "30"));
    assert!(running_row(&all, "30").is_some());
    let balance_cells = |page: &str| -> Vec<String> {
        page.split("data-player=\"")
            .skip(1)
            .map(|s| s.split('<').next().unwrap_or("").to_owned())
            .collect()
    };
    assert_eq!(balance_cells(&folded), balance_cells(&all));
    let r = app.get_party(&id).await;
    let balances: std::collections::BTreeMap<String, i64> =
        serde_json::from_value(r.body["balances"].clone()).expect("balances");
    assert_eq!(balances, doc.score().expect("scored").balances());

    // In French too.
    let r = app
        .client
        .get(format!("{}/parties/{id}", app.address))
        .header("Accept-Language", "fr")
        .send()
        .await
        .expect("request");
    let fr = r.text().await.expect("body");
    assert!(
        fr.contains("10 coups plus anciens ne sont pas montrés ici"),
        "no French word of the folded deals"
    );
}

/// 40 parties (more than a page of the export): `results.csv` and `transfers.csv` come
/// streamed (chunked, no length announced) and are, byte for byte, the files written in
/// one piece from every party (byte-order mark, header, rows); a filter still applies.
#[tokio::test]
async fn the_exports_across_parties_stream_the_same_bytes() {
    let app = spawn_app().await;
    let docs: Vec<PartieDoc> = (0..40).map(|i| quadrille_doc(1 + i % 5)).collect();
    import(&app, &docs).await;

    let pool = academie::db::pool(&app.db_url()).expect("pool");
    let mut conn = pool.get().expect("connection");
    let parties = academie::ledger::all_parties(&mut conn).expect("parties");
    assert_eq!(parties.len(), 40);
    let results = academie::exports::accounts::results_csv(&parties).expect("results");
    let transfers = academie::exports::accounts::transfers_csv(&parties).expect("transfers");

    for (path, expected) in [
        ("/exports/results.csv", &results),
        ("/exports/transfers.csv", &transfers),
        ("/exports/results.csv?game=quadrille", &results),
    ] {
        let (status, headers, bytes) = get_bytes(&app, path).await;
        assert_eq!(status, 200, "{path}");
        assert!(
            headers.get("content-length").is_none(),
            "{path}: {headers:?}"
        );
        assert_eq!(
            headers
                .get("transfer-encoding")
                .and_then(|v| v.to_str().ok()),
            Some("chunked"),
            "{path}"
        );
        assert!(bytes.starts_with(academie::exports::UTF8_BOM), "{path}");
        assert_eq!(
            String::from_utf8_lossy(&bytes),
            String::from_utf8_lossy(expected),
            "{path}"
        );
    }
    let (status, _, bytes) = get_bytes(&app, "/exports/results.csv?game=reversis").await;
    assert_eq!(status, 200);
    assert_eq!(
        bytes,
        academie::exports::accounts::results_csv(&[]).expect("empty")
    );
}
