//! One table, several devices: an entry names the deal number it expects to create, a
//! correction or deletion the revision it replaces (stale: 409 with the current state);
//! a deal entry sent twice with one `Idempotency-Key` (or one form token) records once.
//! Racing clients (tasks firing the same request at once) on both backends.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{scorable_quadrille, TestApp};
use crate::on_both_backends;

/// A client that does not follow redirects, so that 303s can be checked.
fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("an HTTP client")
}

/// Sends `body` as JSON with extra headers; returns the status, the headers and the body.
async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&Value>,
) -> (u16, reqwest::header::HeaderMap, Value) {
    let mut req = app.client.request(method, format!("{}{path}", app.address));
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    if let Some(b) = body {
        req = req.json(b);
    }
    let r = req.send().await.expect("the server answers");
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    let text = r.text().await.expect("a body");
    (
        status,
        headers,
        serde_json::from_str(&text).unwrap_or(Value::Null),
    )
}

/// A Quadrille party (quadrille-001) and a deal of it that may be entered again and again.
async fn party_and_deal(app: &TestApp) -> (String, Value) {
    let doc = scorable_quadrille();
    let id = app.open_doc(&doc).await;
    (id.to_string(), doc.deals[0].clone())
}

/// Enters a deal through the API; returns the status.
async fn enter(app: &TestApp, id: &str, facts: &Value) -> u16 {
    app.send(
        Method::POST,
        &format!("/api/v1/parties/{id}/deals"),
        &json!({ "facts": facts }),
    )
    .await
    .status
}

async fn deal_count(app: &TestApp, id: &str) -> usize {
    let party = app.get(&format!("/api/v1/parties/{id}")).await;
    assert_eq!(party.status, 200, "{}", party.body);
    party.body["results"].as_array().expect("results").len()
}

async fn a_stale_entry_gets_409_with_the_current_state(app: &TestApp) {
    let (id, facts) = party_and_deal(app).await;
    let path = format!("/api/v1/parties/{id}/deals");
    let party = app.get(&format!("/api/v1/parties/{id}")).await;
    assert_eq!(party.body["next_deal"], json!(1));
    let first = json!({"facts": facts, "deal": 1});
    let (status, _, body) = send(app, Method::POST, &path, &[], Some(&first)).await;
    assert_eq!(status, 201, "{body}");
    // The other device still thinks deal 1 is next.
    let (status, _, body) = send(app, Method::POST, &path, &[], Some(&first)).await;
    assert_eq!(status, 409, "{body}");
    let detail = body["errors"][0]["detail"].as_str().expect("a detail");
    assert!(detail.contains("meanwhile"), "{detail}");
    assert_eq!(body["current"]["next_deal"], json!(2), "{body}");
    assert_eq!(body["current"]["deals"], json!(1));
    let party = app.get(&format!("/api/v1/parties/{id}")).await;
    assert_eq!(body["current"]["balances"], party.body["balances"]);
    assert_eq!(deal_count(app, &id).await, 1, "nothing recorded");
    // Knowing deal 2 is next, it goes through; without a number it always does.
    let second = json!({"facts": facts, "deal": 2});
    assert_eq!(
        send(app, Method::POST, &path, &[], Some(&second)).await.0,
        201
    );
    assert_eq!(enter(app, &id, &facts).await, 201);
    assert_eq!(deal_count(app, &id).await, 3);
}
on_both_backends!(
    stale_entry,
    super::a_stale_entry_gets_409_with_the_current_state
);

async fn a_repeat_with_one_idempotency_key_records_once(app: &TestApp) {
    let (id, facts) = party_and_deal(app).await;
    let path = format!("/api/v1/parties/{id}/deals");
    let body = json!({ "facts": facts });
    let key = [("Idempotency-Key", "tablet-7f3a-0001")];
    let (s1, h1, b1) = send(app, Method::POST, &path, &key, Some(&body)).await;
    assert_eq!(s1, 201, "{b1}");
    let (s2, h2, b2) = send(app, Method::POST, &path, &key, Some(&body)).await;
    assert_eq!(s2, 201, "the repeat answers what the first answered: {b2}");
    assert_eq!(b1, b2);
    assert_eq!(h1.get("location"), h2.get("location"));
    assert_eq!(
        h2.get("idempotent-replayed").and_then(|v| v.to_str().ok()),
        Some("true")
    );
    assert_eq!(deal_count(app, &id).await, 1, "recorded once");
    // The same key with other facts is a mistake, said so; a new key records.
    let mut other = facts.clone();
    other["matadors"] = json!(3);
    let (s, _, b) = send(
        app,
        Method::POST,
        &path,
        &key,
        Some(&json!({ "facts": other })),
    )
    .await;
    assert_eq!(s, 422, "{b}");
    assert!(
        b["errors"][0]["detail"]
            .as_str()
            .is_some_and(|d| d.contains("Idempotency-Key")),
        "{b}"
    );
    let (s, _, _) = send(
        app,
        Method::POST,
        &path,
        &[("Idempotency-Key", "tablet-7f3a-0002")],
        Some(&body),
    )
    .await;
    assert_eq!(s, 201);
    assert_eq!(deal_count(app, &id).await, 2);
    // A key that cannot be one.
    let long = "k".repeat(201);
    let (s, _, _) = send(
        app,
        Method::POST,
        &path,
        &[("Idempotency-Key", long.as_str())],
        Some(&body),
    )
    .await;
    assert_eq!(s, 400);
    assert_eq!(deal_count(app, &id).await, 2);
}
on_both_backends!(
    idempotency_key,
    super::a_repeat_with_one_idempotency_key_records_once
);

/// Fires `n` copies of one request at once (tokio tasks); returns the statuses and
/// bodies.
async fn race(
    app: &TestApp,
    n: usize,
    method: Method,
    path: &str,
    headers: &[(&str, &str)],
    body: &Value,
) -> Vec<(u16, Value)> {
    race_at(&app.address, app, n, method, path, headers, body).await
}

/// [`race`] against the server at `address`.
async fn race_at(
    address: &str,
    app: &TestApp,
    n: usize,
    method: Method,
    path: &str,
    headers: &[(&str, &str)],
    body: &Value,
) -> Vec<(u16, Value)> {
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let client = app.client.clone();
            let url = format!("{address}{path}");
            let method = method.clone();
            let headers: Vec<(String, String)> = headers
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect();
            let body = body.clone();
            tokio::spawn(async move {
                let mut req = client.request(method, url).json(&body);
                for (k, v) in headers {
                    req = req.header(k, v);
                }
                let r = req.send().await.expect("the server answers");
                let status = r.status().as_u16();
                let text = r.text().await.expect("a body");
                (status, serde_json::from_str(&text).unwrap_or(Value::Null))
            })
        })
        .collect();
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.expect("the task ends"));
    }
    out
}

async fn racing_repeats_of_one_key_record_once(app: &TestApp) {
    let (id, facts) = party_and_deal(app).await;
    let path = format!("/api/v1/parties/{id}/deals");
    let answers = race(
        app,
        8,
        Method::POST,
        &path,
        &[("Idempotency-Key", "double-tap")],
        &json!({ "facts": facts }),
    )
    .await;
    for (status, body) in &answers {
        assert_eq!(*status, 201, "{body}");
        assert_eq!(body, &answers[0].1, "every repeat answers the first answer");
    }
    assert_eq!(deal_count(app, &id).await, 1, "eight at once, one deal");
}
on_both_backends!(
    racing_idempotent_entries,
    super::racing_repeats_of_one_key_record_once
);

async fn racing_entries_of_one_deal_number_record_one(app: &TestApp) {
    let (id, facts) = party_and_deal(app).await;
    let path = format!("/api/v1/parties/{id}/deals");
    let answers = race(
        app,
        8,
        Method::POST,
        &path,
        &[],
        &json!({ "facts": facts, "deal": 1 }),
    )
    .await;
    let created = answers.iter().filter(|(s, _)| *s == 201).count();
    let stale = answers.iter().filter(|(s, _)| *s == 409).count();
    assert_eq!((created, stale), (1, 7), "{answers:?}");
    assert_eq!(deal_count(app, &id).await, 1);
}
on_both_backends!(
    racing_numbered_entries,
    super::racing_entries_of_one_deal_number_record_one
);

async fn a_stale_correction_or_deletion_gets_409(app: &TestApp) {
    let (id, facts) = party_and_deal(app).await;
    assert_eq!(enter(app, &id, &facts).await, 201);
    let deal = format!("/api/v1/parties/{id}/deals/1");
    let (status, headers, body) = send(app, Method::GET, &deal, &[], None).await;
    assert_eq!(status, 200);
    assert_eq!(body["revision"], json!(1), "{body}");
    assert_eq!(
        headers.get("etag").and_then(|v| v.to_str().ok()),
        Some("\"1\"")
    );
    let mut corrected = facts.clone();
    corrected["matadors"] = json!(3);
    // Two devices correct revision 1 at once: one wins, the other is told.
    let answers = race(
        app,
        6,
        Method::PUT,
        &deal,
        &[],
        &json!({ "facts": corrected, "revision": 1 }),
    )
    .await;
    let ok = answers.iter().filter(|(s, _)| *s == 200).count();
    let stale: Vec<&Value> = answers
        .iter()
        .filter(|(s, _)| *s == 409)
        .map(|(_, b)| b)
        .collect();
    assert_eq!((ok, stale.len()), (1, 5), "{answers:?}");
    assert_eq!(stale[0]["current"]["revision"], json!(2), "{}", stale[0]);
    assert_eq!(stale[0]["current"]["no"], json!(1));
    // If-Match says the same as `revision`.
    let (status, _, body) = send(
        app,
        Method::PUT,
        &deal,
        &[("If-Match", "\"1\"")],
        Some(&json!({ "facts": facts })),
    )
    .await;
    assert_eq!(status, 409, "{body}");
    let (status, headers, body) = send(
        app,
        Method::PUT,
        &deal,
        &[("If-Match", "\"2\"")],
        Some(&json!({ "facts": facts })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["revision"], json!(3));
    assert_eq!(
        headers.get("etag").and_then(|v| v.to_str().ok()),
        Some("\"3\"")
    );
    // A stale deletion is refused; a current one deletes.
    let (status, _, _) = send(app, Method::DELETE, &deal, &[("If-Match", "\"2\"")], None).await;
    assert_eq!(status, 409);
    assert_eq!(deal_count(app, &id).await, 1);
    let (status, _, body) = send(app, Method::DELETE, &deal, &[("If-Match", "\"3\"")], None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(deal_count(app, &id).await, 0);
    let (_, headers, body) = send(app, Method::GET, &deal, &[], None).await;
    assert_eq!(body["revision"], json!(4), "the deletion is revision 4");
    assert_eq!(
        headers.get("etag").and_then(|v| v.to_str().ok()),
        Some("\"4\"")
    );
}
on_both_backends!(
    stale_revisions,
    super::a_stale_correction_or_deletion_gets_409
);

/// Posts a urlencoded form without following the redirect.
async fn post_form(
    app: &TestApp,
    path: &str,
    pairs: &[(&str, &str)],
) -> (StatusCode, Option<String>, String) {
    let r = no_redirects()
        .post(format!("{}{path}", app.address))
        .form(pairs)
        .send()
        .await
        .expect("the server answers");
    crate::pages::answered(r).await
}

/// The value of the hidden input `name` in a page.
fn hidden(page: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let at = page
        .find(&marker)
        .unwrap_or_else(|| panic!("no hidden {name} in the page"));
    let rest = &page[at + marker.len()..];
    rest[..rest.find('"').expect("a closing quote")].to_owned()
}

async fn the_deal_form_sent_twice_records_once_and_a_stale_one_keeps_what_was_typed(app: &TestApp) {
    let (id, facts) = party_and_deal(app).await;
    let (_, _, page) = app.get_text(&format!("/parties/{id}")).await;
    assert_eq!(hidden(&page, "_deal"), "1");
    let token = hidden(&page, "_token");
    assert!(token.len() >= 32, "a 128-bit token: {token}");
    let typed = facts.to_string();
    let pairs = [
        ("_json", typed.as_str()),
        ("_deal", "1"),
        ("_token", token.as_str()),
    ];
    let path = format!("/parties/{id}/deals");
    // A double tap: the same form twice, at once.
    let (a, b) = tokio::join!(post_form(app, &path, &pairs), post_form(app, &path, &pairs));
    assert_eq!(a.0, StatusCode::SEE_OTHER, "{}", a.2);
    assert_eq!(b.0, StatusCode::SEE_OTHER, "{}", b.2);
    assert_eq!(a.1, b.1, "both go where the first went");
    assert_eq!(deal_count(app, &id).await, 1);
    // The other device's form, drawn before deal 1 was entered (another token).
    let mut other = facts.clone();
    other["matadors"] = json!(3);
    let typed = other.to_string();
    let pairs = [
        ("_json", typed.as_str()),
        ("_deal", "1"),
        ("_token", "another-device-token"),
    ];
    let (status, _, page) = post_form(app, &path, &pairs).await;
    assert_eq!(status, StatusCode::CONFLICT, "{page}");
    assert!(
        page.contains("was entered from another device"),
        "the page says what happened: {page}"
    );
    assert!(
        page.contains("matadors&#34;:3") || page.contains("matadors&quot;:3"),
        "what was typed is kept: {page}"
    );
    assert!(page.contains("id=\"deal-1\""), "deal 1 is shown");
    assert_eq!(hidden(&page, "_deal"), "2", "sent again, it records");
    assert_eq!(deal_count(app, &id).await, 1);
    let pairs = [
        ("_json", typed.as_str()),
        ("_deal", "2"),
        ("_token", "another-device-token"),
    ];
    let (status, location, _) = post_form(app, &path, &pairs).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(
        location.as_deref(),
        Some(format!("/parties/{id}?recorded=2#new-deal").as_str())
    );
    assert_eq!(deal_count(app, &id).await, 2);
}
on_both_backends!(
    deal_form_devices,
    super::the_deal_form_sent_twice_records_once_and_a_stale_one_keeps_what_was_typed
);

async fn stale_correction_and_delete_forms_get_409(app: &TestApp) {
    let (id, facts) = party_and_deal(app).await;
    assert_eq!(enter(app, &id, &facts).await, 201);
    let (_, _, edit) = app.get_text(&format!("/parties/{id}/deals/1/edit")).await;
    assert_eq!(hidden(&edit, "_revision"), "1");
    let (_, _, page) = app.get_text(&format!("/parties/{id}")).await;
    assert_eq!(hidden(&page, "_revision"), "1", "the delete form names it");
    // Meanwhile another device corrects deal 1.
    let mut corrected = facts.clone();
    corrected["matadors"] = json!(3);
    let r = app
        .send(
            Method::PUT,
            &format!("/api/v1/parties/{id}/deals/1"),
            &json!({ "facts": corrected }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let mut mine = facts.clone();
    mine["matadors"] = json!(2);
    let typed = mine.to_string();
    let (status, _, page) = post_form(
        app,
        &format!("/parties/{id}/deals/1/corrections"),
        &[("_json", typed.as_str()), ("_revision", "1")],
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{page}");
    assert!(page.contains("changed from another device"), "{page}");
    assert!(
        page.contains("matadors&#34;:2") || page.contains("matadors&quot;:2"),
        "what was typed is kept: {page}"
    );
    assert_eq!(hidden(&page, "_revision"), "2");
    let (status, _, page) = post_form(
        app,
        &format!("/parties/{id}/deals/1/delete"),
        &[("_revision", "1")],
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{page}");
    assert_eq!(deal_count(app, &id).await, 1, "not deleted");
    let deal = app.get(&format!("/api/v1/parties/{id}/deals/1")).await;
    assert_eq!(deal.body["revision"], json!(2), "nothing recorded");
    let (status, _, _) = post_form(
        app,
        &format!("/parties/{id}/deals/1/delete"),
        &[("_revision", "2")],
    )
    .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(deal_count(app, &id).await, 0);
}
on_both_backends!(
    stale_forms,
    super::stale_correction_and_delete_forms_get_409
);

async fn two_servers_on_one_database_keep_entries_keys_and_revisions_exact(app: &TestApp) {
    let (id, facts) = party_and_deal(app).await;
    let (one, two) = (app.address.clone(), app.second_server().await);
    let path = format!("/api/v1/parties/{id}/deals");
    let keyed = json!({ "facts": facts });
    let key = [("Idempotency-Key", "both-servers")];
    let (a, b) = tokio::join!(
        race_at(&one, app, 4, Method::POST, &path, &key, &keyed),
        race_at(&two, app, 4, Method::POST, &path, &key, &keyed)
    );
    let all: Vec<&(u16, Value)> = a.iter().chain(&b).collect();
    assert!(
        all.iter().all(|(s, body)| *s == 201 && *body == all[0].1),
        "{all:?}"
    );
    assert_eq!(deal_count(app, &id).await, 1);
    let numbered = json!({ "facts": facts, "deal": 2 });
    let (a, b) = tokio::join!(
        race_at(&one, app, 4, Method::POST, &path, &[], &numbered),
        race_at(&two, app, 4, Method::POST, &path, &[], &numbered)
    );
    let created = a.iter().chain(&b).filter(|(s, _)| *s == 201).count();
    assert_eq!(created, 1, "{a:?} {b:?}");
    assert_eq!(deal_count(app, &id).await, 2);
    let mut corrected = facts.clone();
    corrected["matadors"] = json!(3);
    let deal = format!("/api/v1/parties/{id}/deals/1");
    let correction = json!({ "facts": corrected, "revision": 1 });
    let (a, b) = tokio::join!(
        race_at(&one, app, 3, Method::PUT, &deal, &[], &correction),
        race_at(&two, app, 3, Method::PUT, &deal, &[], &correction)
    );
    let ok = a.iter().chain(&b).filter(|(s, _)| *s == 200).count();
    assert_eq!(ok, 1, "{a:?} {b:?}");
    let (_, _, body) = send(app, Method::GET, &deal, &[], None).await;
    assert_eq!(body["revision"], json!(2));
}
on_both_backends!(
    two_servers,
    super::two_servers_on_one_database_keep_entries_keys_and_revisions_exact
);
