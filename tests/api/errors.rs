use diesel::{Connection, RunQueryDsl, SqliteConnection};
use serde_json::json;

use crate::helpers::spawn_app;

#[tokio::test]
async fn unknown_parties_deals_and_routes_are_404_in_the_envelope() {
    let app = spawn_app().await;
    let r = app.get_party("999").await;
    assert_eq!(r.status, 404);
    assert_eq!(r.detail(), "there is no such party");
    let r = app
        .post_deal("0123456789abcdef0123456789abcdef", &json!({}))
        .await;
    assert_eq!(r.status, 404);
    let r = app
        .open_party("quadrille", &json!({}), &["A", "B", "C", "D"])
        .await;
    let id = r.body["id"].as_str().expect("id").to_owned();
    let r = app.put_deal(&id, 7, &json!({})).await;
    assert_eq!(r.status, 404);
    assert_eq!(r.detail(), "the party has no deal 7");
    assert_eq!(app.delete_deal(&id, 7).await.status, 404);
    assert_eq!(app.get("/api/v1/parties/abc").await.status, 404);
    let r = app.get("/api/v1/nothing").await;
    assert_eq!(r.status, 404);
    assert!(r.body["errors"].is_array());
    assert_eq!(app.get("/parties/999/export.csv").await.status, 404);
    assert_eq!(app.get("/api/v1/parties/999/export").await.status, 404);
}

#[tokio::test]
async fn a_broken_database_gives_a_500_in_the_envelope() {
    let app = crate::helpers::spawn_sqlite_app().await;
    let r = app
        .open_party("quadrille", &json!({}), &["A", "B", "C", "D"])
        .await;
    let id = r.body["id"].as_str().expect("id").to_owned();
    let path = app.sqlite_path().expect("sqlite").clone();
    let mut conn = SqliteConnection::establish(path.to_str().expect("path")).expect("open");
    diesel::sql_query("ALTER TABLE transfers RENAME TO transfers_gone")
        .execute(&mut conn)
        .expect("break the database");
    let r = app.get_party(&id).await;
    assert_eq!(r.status, 500, "{}", r.body);
    assert_eq!(
        r.detail(),
        "internal error; the details are in the server's log"
    );
    // The page says the same, as a page.
    let (status, ctype, body) = app.get_text(&format!("/parties/{id}")).await;
    assert_eq!(status, 500);
    assert!(ctype.starts_with("text/html"), "{ctype}");
    assert!(
        body.contains("internal error; the details are in the server") && body.contains("</html>"),
        "{body}"
    );
}

#[tokio::test]
async fn the_journal_refuses_updates_and_deletes() {
    let app = crate::helpers::spawn_sqlite_app().await;
    let r = app
        .open_party("quadrille", &json!({}), &["A", "B", "C", "D"])
        .await;
    let id = r.body["id"].as_str().expect("id").to_owned();
    let path = app.sqlite_path().expect("sqlite").clone();
    let mut conn = SqliteConnection::establish(path.to_str().expect("path")).expect("open");
    let id = format!("(SELECT id FROM parties WHERE public_id = '{id}')");
    diesel::sql_query(format!(
        "INSERT INTO journal_entries (party_id, seq, kind, created_at) \
         VALUES ({id}, 1, 'opening', '2026-01-01 00:00:00')"
    ))
    .execute(&mut conn)
    .expect("appending is allowed");
    diesel::sql_query(format!(
        "INSERT INTO transfers (entry_id, position, from_account_id, to_account_id, amount, reason) \
         SELECT e.id, 0, a.id, b.id, 5, 'test' FROM journal_entries e, accounts a, accounts b \
         WHERE a.party_id = {id} AND b.party_id = {id} AND a.id < b.id LIMIT 1"
    ))
    .execute(&mut conn)
    .expect("appending is allowed");
    for sql in [
        "UPDATE transfers SET amount = 1",
        "DELETE FROM transfers",
        "UPDATE journal_entries SET seq = 9",
        "DELETE FROM journal_entries",
    ] {
        let err = diesel::sql_query(sql).execute(&mut conn).expect_err(sql);
        assert!(err.to_string().contains("append-only"), "{sql}: {err}");
    }
    let bad_amount = diesel::sql_query(
        "INSERT INTO transfers (entry_id, position, from_account_id, to_account_id, amount, reason) \
         SELECT id, 1, 1, 2, 0, 'test' FROM journal_entries LIMIT 1",
    )
    .execute(&mut conn);
    assert!(bad_amount.is_err(), "an amount of 0 is refused");
}
