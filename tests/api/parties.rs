use serde_json::json;

use crate::helpers::{spawn_app, TestApp};
use crate::on_both_backends;

async fn a_party_opens_and_reads_back_as_a_document(app: &TestApp) {
    let r = app
        .open_party("quadrille", &json!({}), &["Ann", "Bob", "Cy", "Di"])
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().expect("id").to_owned();
    let got = app.get_party(&id).await;
    assert_eq!(got.status, 200);
    assert_eq!(got.body["game"], "quadrille");
    assert_eq!(got.body["players"], json!(["Ann", "Bob", "Cy", "Di"]));
    assert_eq!(got.body["deals"], json!([]));
    assert_eq!(
        got.body["balances"],
        json!({"Ann": 0, "Bob": 0, "Cy": 0, "Di": 0})
    );
    assert!(got.body["options"].is_object() || got.body["options"].is_null());
    let list = app.get("/api/v1/parties").await;
    assert_eq!(list.body["parties"][0]["id"], id);
}
on_both_backends!(
    a_party_opens_and_reads_back,
    super::a_party_opens_and_reads_back_as_a_document
);

#[tokio::test]
async fn an_unknown_game_is_refused_with_422() {
    let app = spawn_app().await;
    let r = app
        .open_party("whist", &json!({}), &["A", "B", "C", "D"])
        .await;
    assert_eq!(r.status, 422);
    assert_eq!(r.detail(), "\"whist\" is not a game academie knows");
    assert_eq!(app.get("/api/v1/parties").await.body["parties"], json!([]));
}

#[tokio::test]
async fn bad_seatings_are_refused_and_nothing_is_stored() {
    let app = spawn_app().await;
    let cases = [
        (vec!["A", "A", "B", "C"], "sits at the table twice"),
        (vec!["A", " B", "C", "D"], "begins or ends with spaces"),
        (vec!["A", "", "C", "D"], "a player needs a name"),
        (vec!["A"], "players given"),
    ];
    for (players, wanted) in cases {
        let r = app.open_party("quadrille", &json!({}), &players).await;
        assert_eq!(r.status, 422, "{players:?}: {}", r.body);
        assert!(r.detail().contains(wanted), "{players:?}: {}", r.detail());
    }
    assert_eq!(app.get("/api/v1/parties").await.body["parties"], json!([]));
}

#[tokio::test]
async fn a_malformed_body_is_a_400_in_the_envelope() {
    let app = spawn_app().await;
    let r = app
        .send(
            reqwest::Method::POST,
            "/api/v1/parties",
            &json!({"game": "quadrille", "players": ["A", "B", "C", "D"], "colour": "red"}),
        )
        .await;
    assert_eq!(r.status, 400);
    assert!(r.detail().contains("colour"), "{}", r.detail());
}
