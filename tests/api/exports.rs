use std::collections::BTreeMap;

use academie::partie::PartieDoc;
use serde_json::json;

use crate::helpers::{scorable_quadrille, TestApp};
use crate::on_both_backends;

async fn the_exports_read_back_to_the_same_results(app: &TestApp) {
    let doc = scorable_quadrille();
    let expected = doc.score().expect("scored");
    let id = app.open_doc(&doc).await;
    for facts in &doc.deals {
        assert_eq!(app.post_deal(&id, facts).await.status, 201);
    }

    // balances.csv
    let (status, ctype, text) = app
        .get_text(&format!("/parties/{id}/export.csv?what=balances"))
        .await;
    assert_eq!(status, 200);
    assert!(ctype.starts_with("text/csv"), "{ctype}");
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(
        rdr.headers().expect("header"),
        vec!["kind", "name", "seat", "balance"]
    );
    let mut players = BTreeMap::new();
    let mut pots = BTreeMap::new();
    for row in rdr.records() {
        let row = row.expect("row");
        let v: i64 = row[3].parse().expect("balance");
        match &row[0] {
            "player" => players.insert(row[1].to_owned(), v),
            "pot" => pots.insert(row[1].to_owned(), v),
            _ => None,
        };
    }
    assert_eq!(players, expected.balances());
    for (k, v) in &expected.pots() {
        assert_eq!(pots.get(k), Some(v), "pot {k}");
    }

    // deals.csv: one row per deal, one column per player
    let (_, _, text) = app
        .get_text(&format!("/parties/{id}/export.csv?what=deals"))
        .await;
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = rdr
        .headers()
        .expect("header")
        .iter()
        .map(String::from)
        .collect();
    assert_eq!(&header[..4], ["deal", "position", "revision", "entered_at"]);
    assert_eq!(header.last().map(String::as_str), Some("facts"));
    let rows: Vec<BTreeMap<String, String>> =
        rdr.deserialize().collect::<Result<_, _>>().expect("rows");
    assert_eq!(rows.len(), doc.deals.len());
    for (row, (want, facts)) in rows.iter().zip(expected.per_deal().iter().zip(&doc.deals)) {
        for (name, v) in want {
            assert_eq!(row[name], v.to_string(), "{name}");
        }
        let back: serde_json::Value = serde_json::from_str(&row["facts"]).expect("facts JSON");
        assert_eq!(&back, facts);
    }

    // The JSON export re-scores to its own `expected`.
    let r = app.get(&format!("/api/v1/parties/{id}/export")).await;
    assert_eq!(r.status, 200);
    let exported = PartieDoc::from_value(r.body.clone()).expect("a partie document");
    let rescored = exported.score().expect("re-scorable");
    assert_eq!(json!(rescored.balances()), r.body["expected"]["balances"]);
    assert_eq!(json!(rescored.per_deal()), r.body["expected"]["per_deal"]);
    assert_eq!(rescored.balances(), expected.balances());

    // ... and so does `academie score` on the exported file.
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("export.json");
    std::fs::write(&file, r.body.to_string()).expect("write");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_academie"))
        .arg("score")
        .arg(&file)
        .output()
        .expect("run academie score");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let scored: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(scored["balances"], r.body["expected"]["balances"]);
    assert_eq!(scored["per_deal"], r.body["expected"]["per_deal"]);
    assert_eq!(scored["pots"], r.body["expected"]["pots"]);
}
on_both_backends!(
    exports_read_back,
    super::the_exports_read_back_to_the_same_results
);

#[tokio::test]
async fn an_empty_party_exports_headers_and_an_unknown_export_is_400() {
    let app = crate::helpers::spawn_app().await;
    let r = app
        .open_party(
            "quadrille",
            &json!({}),
            &["Ann", "Bob, Jr.", "Cy \"the\" cat", "Dé"],
        )
        .await;
    let id = r.body["id"].as_str().expect("id").to_owned();
    let (status, _, text) = app
        .get_text(&format!("/parties/{id}/export.csv?what=deals"))
        .await;
    assert_eq!(status, 200);
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = rdr
        .headers()
        .expect("header")
        .iter()
        .map(String::from)
        .collect();
    assert!(header.contains(&"Bob, Jr.".to_owned()), "{header:?}");
    assert!(header.contains(&"Cy \"the\" cat".to_owned()), "{header:?}");
    assert!(header.contains(&"Dé".to_owned()), "{header:?}");
    assert!(text.ends_with("\r\n"));
    let r = app
        .get(&format!("/parties/{id}/export.csv?what=everything"))
        .await;
    assert_eq!(r.status, 400);
    let r = app.get(&format!("/api/v1/parties/{id}/export")).await;
    assert_eq!(r.body["players"][1], "Bob, Jr.");
    assert_eq!(r.body["id"], id);
}

#[tokio::test]
async fn no_export_lets_a_name_run_as_a_formula() {
    let app = crate::helpers::spawn_app().await;
    let players = ["=1+1", "+HYPERLINK(\"http://x\")", "@SUM(A1)", "-x"];
    let r = app
        .open_party("quadrille", &serde_json::json!({}), &players)
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().expect("an id").to_owned();
    for path in [
        format!("/parties/{id}/export.csv?what=balances"),
        format!("/parties/{id}/export.csv?what=deals"),
        "/exports/results.csv".to_owned(),
    ] {
        let (status, _, body) = app.get_text(&path).await;
        assert_eq!(status, 200, "{path}");
        for name in players {
            assert!(
                body.contains(&format!("'{name}"))
                    || body.contains(&format!("\"'{}", name.replace('"', "\"\""))),
                "{path}: {name} made safe: {body}"
            );
            for line in body.lines() {
                for cell in line.split(',') {
                    assert!(
                        !cell.trim_matches('"').starts_with(['=', '+', '@']),
                        "{path}: {line}"
                    );
                }
            }
        }
    }
}
