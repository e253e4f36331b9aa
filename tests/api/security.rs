//! Who may do what, and the HTTP surface: unguessable party ids, the spectator link, the
//! club password, cross-site writes, JSON only on the API, the security headers, no
//! inline script or style, request limits, HEAD, and the warning of an open server.

use reqwest::header::HeaderMap;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{scorable_quadrille, spawn_app, spawn_app_with_password, TestApp};
use crate::on_both_backends;

/// A client that does not follow redirects.
fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

/// A full response: status, headers, body.
struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    body: String,
}

impl Answer {
    fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }

    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }
}

async fn answer(request: reqwest::RequestBuilder) -> Answer {
    let r = request.send().await.expect("request");
    Answer {
        status: r.status(),
        headers: r.headers().clone(),
        body: r.text().await.expect("body"),
    }
}

/// Opens a Quadrille party through the API and records its first two deals; its id.
async fn party_with_deals(app: &TestApp, bearer: Option<&str>) -> String {
    let doc = scorable_quadrille();
    let url = |p: &str| format!("{}{p}", app.address);
    let with = |r: reqwest::RequestBuilder| match bearer {
        Some(b) => r.bearer_auth(b),
        None => r,
    };
    let opened = answer(with(client().post(url("/api/v1/parties")).json(
        &json!({"game": doc.game, "options": doc.options, "players": doc.players}),
    )))
    .await;
    assert_eq!(opened.status, StatusCode::CREATED, "{}", opened.body);
    let id = opened.json()["id"].as_str().expect("an id").to_owned();
    for facts in doc.deals.iter().take(2) {
        let r = answer(with(
            client()
                .post(url(&format!("/api/v1/parties/{id}/deals")))
                .json(&json!({ "facts": facts })),
        ))
        .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    }
    id
}

/// The spectator link written on the partie page.
fn watch_link(page: &str) -> String {
    let start = page
        .find("/watch/")
        .expect("a spectator link on the partie page");
    page[start..start + "/watch/".len() + 32].to_owned()
}

fn is_token(s: &str) -> bool {
    s.len() == 32
        && s.bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

async fn ids_are_unguessable_and_integers_never_appear(app: &TestApp) {
    let first = party_with_deals(app, None).await;
    let second = party_with_deals(app, None).await;
    assert!(is_token(&first) && is_token(&second), "{first} {second}");
    assert_ne!(first, second);

    // The integer keys name nothing.
    for path in ["/api/v1/parties/1", "/parties/1", "/parties/1/export.csv"] {
        let r = answer(client().get(format!("{}{path}", app.address))).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}");
    }

    // Every answer that names a party names it by its public id.
    let list = app.get("/api/v1/parties").await.body;
    let listed: Vec<&str> = list["parties"]
        .as_array()
        .expect("parties")
        .iter()
        .filter_map(|p| p["id"].as_str())
        .collect();
    assert_eq!(listed, [second.as_str(), first.as_str()], "{list}");
    let deal = app.get(&format!("/api/v1/parties/{first}/deals/1")).await;
    assert_eq!(deal.body["party"], json!(first), "{}", deal.body);
    let journal = app.get(&format!("/api/v1/parties/{first}/journal")).await;
    assert_eq!(journal.body["party"], json!(first));
    let (_, _, csv) = app
        .get_text(&format!("/parties/{first}/export.csv?what=settlement"))
        .await;
    for row in csv.lines().skip(1) {
        assert!(row.starts_with(&format!("{first},")), "{csv}");
    }
    let (_, _, results) = app.get_text("/exports/results.csv").await;
    for row in results.lines().skip(1) {
        let party = row.split(',').next().unwrap_or("");
        assert!(party == first || party == second, "{results}");
    }
    let record = app.get("/api/v1/players/A").await.body;
    for p in record["parties"].as_array().into_iter().flatten() {
        assert!(p["party_id"].as_str().is_some_and(is_token), "{record}");
    }

    // The pages link by public id only.
    for path in [
        "/".to_owned(),
        format!("/parties/{first}"),
        format!("/parties/{first}/ledger"),
        format!("/parties/{first}/print"),
        "/players/A".to_owned(),
    ] {
        let (status, _, page) = app.get_text(&path).await;
        assert_eq!(status, 200, "{path}");
        for (i, _) in page.match_indices("/parties/") {
            let rest = &page[i + "/parties/".len()..];
            let segment: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            assert!(
                segment == "new" || is_token(&segment),
                "{path}: a link to /parties/{segment}"
            );
        }
    }

    // An import makes new parties with new public ids.
    let export = app
        .get(&format!("/api/v1/parties/{first}/export"))
        .await
        .body;
    let imported = app
        .send(reqwest::Method::POST, "/api/v1/import", &export)
        .await;
    assert_eq!(imported.status, 201, "{}", imported.body);
    let new_id = imported.body["ids"][0].as_str().expect("an id").to_owned();
    assert!(is_token(&new_id) && new_id != first && new_id != second);
}

on_both_backends!(
    parties_have_unguessable_ids,
    super::ids_are_unguessable_and_integers_never_appear
);

#[tokio::test]
async fn a_spectator_link_shows_the_partie_and_nothing_to_change_it() {
    let app = spawn_app().await;
    let id = party_with_deals(&app, None).await;
    let (_, _, page) = app.get_text(&format!("/parties/{id}")).await;
    let link = watch_link(&page);
    assert!(
        page.contains("id=\"watch-link\""),
        "a field to copy it from"
    );
    assert!(is_token(&link["/watch/".len()..]), "{link}");

    let (status, ctype, watched) = app.get_text(&link).await;
    assert_eq!(status, 200);
    assert!(ctype.starts_with("text/html"));
    assert!(watched.contains("<h1>Quadrille"), "the table is shown");
    assert!(watched.contains("data-player="), "with its balances");
    assert!(!watched.contains("<form"), "no form: {watched}");
    assert!(!watched.contains(&id), "the party's id is not given away");
    assert_eq!(
        watched.matches("/parties/").count(),
        watched.matches("/parties/new").count(),
        "no link to the party's pages"
    );

    let api = app
        .get(&format!("/api/v1/watch/{}", &link["/watch/".len()..]))
        .await;
    assert_eq!(api.status, 200);
    assert!(api.body.get("id").is_none(), "{}", api.body);
    let party = app.get_party(&id).await.body;
    assert_eq!(api.body["balances"], party["balances"]);

    for bad in [
        "/watch/0123456789abcdef0123456789abcdef",
        &format!("/watch/{id}"),
    ] {
        let (status, _, _) = app.get_text(bad).await;
        assert_eq!(status, 404, "{bad}");
    }
}

#[tokio::test]
async fn a_club_password_asks_for_a_session_or_the_bearer() {
    let app = spawn_app_with_password("s3cret").await;
    let url = |p: &str| format!("{}{p}", app.address);

    // Without anything: pages go to the login page, the API answers 401.
    let home = answer(client().get(url("/parties/new?game=piquet"))).await;
    assert_eq!(home.status, StatusCode::SEE_OTHER);
    assert_eq!(
        home.header("location"),
        "/login?next=%2Fparties%2Fnew%3Fgame%3Dpiquet"
    );
    let write = answer(client().post(url("/parties")).form(&[("game", "piquet")])).await;
    assert_eq!(write.status, StatusCode::SEE_OTHER);
    assert_eq!(write.header("location"), "/login?next=%2F");
    for path in ["/api/v1/parties", "/exports/results.csv"] {
        let api = answer(client().get(url(path))).await;
        assert_eq!(api.status, StatusCode::UNAUTHORIZED, "{path}");
        assert!(api.header("www-authenticate").starts_with("Bearer"));
        assert!(api.json()["errors"][0]["detail"]
            .as_str()
            .is_some_and(|d| d.contains("password")));
    }
    let wrong = answer(client().get(url("/api/v1/parties")).bearer_auth("s3cre")).await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);

    // The bearer password opens the API.
    let id = party_with_deals(&app, Some("s3cret")).await;
    let ok = answer(client().get(url("/api/v1/parties")).bearer_auth("s3cret")).await;
    assert_eq!(ok.status, StatusCode::OK);

    // Open without a session: the spectator link, the health check, the assets, /login.
    let page = answer(
        client()
            .get(url(&format!("/parties/{id}")))
            .bearer_auth("s3cret"),
    )
    .await;
    let link = watch_link(&page.body);
    for path in [
        link.clone(),
        format!("/api/v1{link}"),
        "/health_check".to_owned(),
        "/static/academie.css".to_owned(),
        "/login".to_owned(),
    ] {
        let r = answer(client().get(url(&path))).await;
        assert_eq!(r.status, StatusCode::OK, "{path}");
    }

    // A wrong password is refused, the right one gives a session cookie.
    let refused = answer(
        client()
            .post(url("/login"))
            .form(&[("password", "guess"), ("next", "/players")]),
    )
    .await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
    assert!(refused.header("set-cookie").is_empty());
    let login = answer(
        client()
            .post(url("/login"))
            .form(&[("password", "s3cret"), ("next", "/players")]),
    )
    .await;
    assert_eq!(login.status, StatusCode::SEE_OTHER, "{}", login.body);
    assert_eq!(login.header("location"), "/players");
    let cookie = login.header("set-cookie").to_owned();
    assert!(cookie.starts_with("academie_session="), "{cookie}");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(!cookie.contains("Secure"), "plain http: {cookie}");
    let session = cookie.split(';').next().unwrap_or("").to_owned();
    let home = answer(client().get(url("/")).header("cookie", &session)).await;
    assert_eq!(home.status, StatusCode::OK);
    assert!(home.body.contains(&format!("/parties/{id}")));
    let api = answer(
        client()
            .get(url("/api/v1/parties"))
            .header("cookie", &session),
    )
    .await;
    assert_eq!(api.status, StatusCode::OK);

    // Behind a proxy that says https, the cookie is Secure.
    let proxied = answer(
        client()
            .post(url("/login"))
            .header("x-forwarded-proto", "https")
            .form(&[("password", "s3cret")]),
    )
    .await;
    assert!(proxied.header("set-cookie").contains("Secure"));

    // Logging out ends the session.
    let out = answer(client().post(url("/logout")).header("cookie", &session)).await;
    assert_eq!(out.status, StatusCode::SEE_OTHER);
    assert!(out.header("set-cookie").starts_with("academie_session=;"));
    let after = answer(client().get(url("/")).header("cookie", &session)).await;
    assert_eq!(after.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn without_a_password_academie_serves_as_before() {
    let app = spawn_app().await;
    let r = answer(client().get(format!("{}/", app.address))).await;
    assert_eq!(r.status, StatusCode::OK);
    let login = answer(client().get(format!("{}/login", app.address))).await;
    assert_eq!(login.status, StatusCode::SEE_OTHER, "nothing to log in to");
}

#[tokio::test]
async fn cross_site_writes_are_refused_and_nothing_is_stored() {
    let app = spawn_app().await;
    let id = party_with_deals(&app, None).await;
    let url = |p: &str| format!("{}{p}", app.address);
    let mut form = vec![("game", "quadrille")];
    form.extend(["Anne", "Blaise", "Cécile", "Denis"].map(|p| ("players", p)));
    form.extend(crate::pages::default_option_pairs(
        academie::games::GameId::Quadrille,
    ));
    let before = app.get_party(&id).await.body;

    for (name, value) in [
        ("origin", "http://evil.example"),
        ("origin", "null"),
        ("sec-fetch-site", "cross-site"),
        ("sec-fetch-site", "same-site"),
    ] {
        let r = answer(
            client()
                .post(url("/parties"))
                .header(name, value)
                .form(&form),
        )
        .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{name}: {value}");
        assert!(r.body.contains("another site"), "{}", r.body);
        for path in ["close", "deals/1/delete"] {
            let r = answer(
                client()
                    .post(url(&format!("/parties/{id}/{path}")))
                    .header(name, value)
                    .form(&[("x", "1")]),
            )
            .await;
            assert_eq!(r.status, StatusCode::FORBIDDEN, "{path} {name}: {value}");
        }
        let api = answer(
            client()
                .delete(url(&format!("/api/v1/parties/{id}/deals/1")))
                .header(name, value),
        )
        .await;
        assert_eq!(api.status, StatusCode::FORBIDDEN);
        assert!(api.json()["errors"][0]["detail"].is_string());
    }
    assert_eq!(
        app.get("/api/v1/parties").await.body["parties"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );
    assert_eq!(app.get_party(&id).await.body, before, "nothing changed");

    // A browser's word beats an Origin it blanked (`null` under no-referrer).
    let r = answer(
        client()
            .post(url(&format!("/parties/{id}/close")))
            .header("origin", "http://evil.example")
            .header("sec-fetch-site", "cross-site"),
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);

    // The pages' own forms (same origin; a browser sends `Origin: null` with them under
    // `Referrer-Policy: no-referrer`) still work.
    let own = answer(
        client()
            .post(url("/parties"))
            .header("origin", "null")
            .header("sec-fetch-site", "same-origin")
            .form(&form),
    )
    .await;
    assert_eq!(own.status, StatusCode::SEE_OTHER, "{}", own.body);
    let curl = answer(
        client()
            .post(url("/parties"))
            .header("origin", &app.address)
            .form(&form),
    )
    .await;
    assert_eq!(curl.status, StatusCode::SEE_OTHER, "{}", curl.body);
}

#[tokio::test]
async fn the_api_takes_json_only() {
    let app = spawn_app().await;
    let id = party_with_deals(&app, None).await;
    let url = |p: &str| format!("{}{p}", app.address);
    let close = answer(
        client()
            .post(url(&format!("/api/v1/parties/{id}/close")))
            .form(&[("confirm", "yes")]),
    )
    .await;
    assert_eq!(close.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(close.json()["errors"][0]["detail"]
        .as_str()
        .is_some_and(|d| d.contains("application/json")));
    let plain = answer(
        client()
            .post(url("/api/v1/parties"))
            .header("content-type", "text/plain")
            .body(r#"{"game":"piquet","players":["A","B"]}"#),
    )
    .await;
    assert_eq!(plain.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(
        app.get_party(&id).await.body["closed_at"].is_null(),
        "not closed"
    );
    assert_eq!(
        app.get("/api/v1/parties").await.body["parties"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );
    // An empty body needs no type (the game then says why it cannot close yet).
    let empty = answer(client().post(url(&format!("/api/v1/parties/{id}/close")))).await;
    assert_eq!(
        empty.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        empty.body
    );
    assert!(empty.body.contains("closing"), "{}", empty.body);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;
    let id = party_with_deals(&app, None).await;
    let url = |p: &str| format!("{}{p}", app.address);
    let requests = [
        client().get(url("/")),
        client().get(url(&format!("/parties/{id}"))),
        client().get(url(&format!("/api/v1/parties/{id}"))),
        client().get(url("/static/academie.js")),
        client().get(url("/static/print.css")),
        client().get(url("/no/such/page")),
        client().get(url("/api/v1/nothing")),
        client().get(url(&format!("/parties/{id}/export.csv"))),
        client().get(url("/health_check")),
        client()
            .post(url("/parties"))
            .header("origin", "http://evil.example")
            .form(&[("game", "piquet")]),
        client().post(url("/api/v1/parties")).body("{"),
    ];
    for request in requests {
        let r = answer(request).await;
        assert_eq!(
            r.header("content-security-policy"),
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
             frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
            "{}",
            r.status
        );
        assert_eq!(r.header("x-content-type-options"), "nosniff");
        assert_eq!(r.header("x-frame-options"), "DENY");
        assert_eq!(r.header("referrer-policy"), "no-referrer");
    }
}

#[tokio::test]
async fn no_page_has_inline_script_or_style() {
    let app = spawn_app().await;
    let id = party_with_deals(&app, None).await;
    let (_, _, page) = app.get_text(&format!("/parties/{id}")).await;
    let link = watch_link(&page);
    for path in [
        "/".to_owned(),
        "/parties/new".to_owned(),
        format!("/parties/{id}"),
        format!("/parties/{id}/deals/1/edit"),
        format!("/parties/{id}/ledger"),
        format!("/parties/{id}/print"),
        "/players".to_owned(),
        "/players/A".to_owned(),
        link,
        "/no/such/page".to_owned(),
    ] {
        let (_, _, body) = app.get_text(&path).await;
        let lower = body.to_ascii_lowercase();
        assert!(!lower.contains("<style"), "{path}: a <style> block");
        assert!(!lower.contains(" style="), "{path}: a style attribute");
        for (i, _) in lower.match_indices("<script") {
            let tag: String = lower[i..].chars().take_while(|c| *c != '>').collect();
            assert!(tag.contains(" src="), "{path}: an inline script");
        }
        for attribute in [
            " onclick=",
            " onload=",
            " onsubmit=",
            " onchange=",
            " oninput=",
        ] {
            assert!(!lower.contains(attribute), "{path}: {attribute}");
        }
    }
}

#[tokio::test]
async fn bodies_over_the_limit_are_413_with_a_message() {
    let app = spawn_app().await;
    let id = party_with_deals(&app, None).await;
    let url = |p: &str| format!("{}{p}", app.address);
    let big = "x".repeat(2 << 20);
    let json = answer(
        client()
            .post(url(&format!("/api/v1/parties/{id}/deals")))
            .json(&json!({ "facts": { "padding": big } })),
    )
    .await;
    assert_eq!(json.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", json.body);
    assert!(json.json()["errors"][0]["detail"]
        .as_str()
        .is_some_and(|d| d.contains("too large") && d.contains("1048576")));
    let form = answer(
        client()
            .post(url(&format!("/parties/{id}/deals")))
            .form(&[("_json", big.as_str())]),
    )
    .await;
    assert_eq!(form.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(form.body.contains("too large"), "{}", form.body);
    let party = app.get_party(&id).await.body;
    assert_eq!(
        party["deals"].as_array().map(Vec::len),
        Some(2),
        "nothing stored"
    );
}

#[tokio::test]
async fn head_answers_like_get_without_a_body() {
    let app = spawn_app().await;
    let id = party_with_deals(&app, None).await;
    for path in [
        "/".to_owned(),
        format!("/parties/{id}"),
        "/parties/new".to_owned(),
        "/players".to_owned(),
        format!("/api/v1/parties/{id}"),
        "/static/academie.css".to_owned(),
    ] {
        let get = answer(client().get(format!("{}{path}", app.address))).await;
        let head = answer(client().head(format!("{}{path}", app.address))).await;
        assert_eq!(head.status, StatusCode::OK, "{path}");
        assert_eq!(head.body, "", "{path}");
        assert_eq!(
            head.header("content-type"),
            get.header("content-type"),
            "{path}"
        );
    }
    let missing = answer(client().head(format!(
        "{}/parties/0123456789abcdef0123456789abcdef",
        app.address
    )))
    .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

#[test]
fn an_open_server_beyond_loopback_warns_at_start() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};

    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("open.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_academie"))
        .args(["serve", "--bind", "0.0.0.0:0", "--database"])
        .arg(&db)
        .env_remove("ACADEMIE_PASSWORD")
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("academie starts");
    let log = child.stderr.take().expect("stderr");
    let mut warned = false;
    for line in BufReader::new(log).lines().map_while(Result::ok) {
        if line.contains("without a password") {
            warned = true;
        }
        if line.contains("academie is serving") {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    assert!(warned, "a warning names the missing password");
}
