//! French and English: the language of a request (Accept-Language, the switch's
//! cookie), `<html lang>`, the API's errors, money and counters the reader's way, the
//! money rate's spellings and its change while the partie is open.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{scorable_quadrille, spawn_app, TestApp};

/// A client that does not follow redirects.
fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("an HTTP client")
}

/// `GET path` with headers; status, headers and body.
async fn get_with(
    app: &TestApp,
    path: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, reqwest::header::HeaderMap, String) {
    let mut r = client().get(format!("{}{path}", app.address));
    for (k, v) in headers {
        r = r.header(*k, *v);
    }
    let r = r.send().await.expect("the server answers");
    let status = r.status();
    let headers = r.headers().clone();
    (status, headers, r.text().await.expect("a body"))
}

fn html_lang(body: &str) -> &str {
    body.split("<html lang=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or("")
}

#[tokio::test]
async fn accept_language_chooses_the_pages_language_and_sets_html_lang() {
    let app = spawn_app().await;
    for (header, lang, word) in [
        (
            "fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7",
            "fr",
            "Nouvelle partie",
        ),
        ("en-GB,en;q=0.9,fr;q=0.8", "en", "New partie"),
        ("de-DE,fr;q=0.5,en;q=0.4", "fr", "Nouvelle partie"),
        ("de", "en", "New partie"),
        ("fr;q=0, en;q=0.2", "en", "New partie"),
    ] {
        let (status, _, body) = get_with(&app, "/", &[("accept-language", header)]).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(html_lang(&body), lang, "{header}");
        assert!(body.contains(word), "{header}: {word}");
    }
    let (_, _, body) = get_with(&app, "/", &[]).await;
    assert_eq!(html_lang(&body), "en", "English without a header");
    // Every page has the switch to the other language.
    assert!(body.contains("href=\"/lang/fr\""), "{body}");
    let (_, _, body) = get_with(&app, "/players", &[("accept-language", "fr")]).await;
    assert!(body.contains("href=\"/lang/en\""));
    assert!(body.contains(">English</a>"));
    // The error pages too.
    let (status, _, body) = get_with(
        &app,
        "/parties/00000000000000000000000000000000",
        &[("accept-language", "fr")],
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(html_lang(&body), "fr");
    assert!(body.contains("cette partie n’existe pas"), "{body}");
}

#[tokio::test]
async fn the_switch_remembers_the_language_and_goes_back_to_a_page_of_this_site_only() {
    let app = spawn_app().await;
    let (status, headers, _) =
        get_with(&app, "/lang/fr?back=/players%3Fgame%3Dquadrille", &[]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(headers["location"], "/players?game=quadrille");
    let cookie = headers["set-cookie"].to_str().unwrap();
    for part in ["lang=fr", "Path=/", "SameSite=Lax", "Max-Age=31536000"] {
        assert!(cookie.contains(part), "{cookie} has {part}");
    }
    for back in [
        "//evil.example/x",
        "https://evil.example/",
        "/%5Cevil.example",
        "evil",
    ] {
        let (status, headers, _) = get_with(&app, &format!("/lang/en?back={back}"), &[]).await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        assert_eq!(headers["location"], "/", "{back} is not followed");
    }
    // Without `back`, the page it came from when it is one of this site.
    let here = format!("{}/players", app.address);
    let (_, headers, _) = get_with(&app, "/lang/fr", &[("referer", &here)]).await;
    assert_eq!(headers["location"], "/players");
    let (_, headers, _) = get_with(
        &app,
        "/lang/fr",
        &[("referer", "http://evil.example/players")],
    )
    .await;
    assert_eq!(headers["location"], "/");
    let (status, _, _) = get_with(&app, "/lang/de", &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The cookie wins over Accept-Language, both ways.
    let (_, _, body) = get_with(
        &app,
        "/",
        &[("cookie", "lang=fr"), ("accept-language", "en")],
    )
    .await;
    assert_eq!(html_lang(&body), "fr");
    let (_, _, body) = get_with(
        &app,
        "/",
        &[("cookie", "lang=en"), ("accept-language", "fr")],
    )
    .await;
    assert_eq!(html_lang(&body), "en");
    // A cookie naming no language is ignored.
    let (_, _, body) = get_with(
        &app,
        "/",
        &[("cookie", "lang=xx"), ("accept-language", "fr")],
    )
    .await;
    assert_eq!(html_lang(&body), "fr");
}

/// `method path` with a JSON body and headers.
async fn send_with(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    body: &Value,
    headers: &[(&str, &str)],
) -> (StatusCode, Value) {
    let mut r = client()
        .request(method, format!("{}{path}", app.address))
        .json(body);
    for (k, v) in headers {
        r = r.header(*k, *v);
    }
    let r = r.send().await.expect("the server answers");
    let status = r.status();
    (status, r.json().await.unwrap_or(Value::Null))
}

fn detail(body: &Value) -> &str {
    body["errors"][0]["detail"].as_str().unwrap_or("")
}

#[tokio::test]
async fn api_errors_are_written_in_the_language_the_request_accepts() {
    let app = spawn_app().await;
    let fr = [("accept-language", "fr-FR,fr;q=0.9")];
    let (status, body) = send_with(
        &app,
        reqwest::Method::GET,
        "/api/v1/parties/00000000000000000000000000000000",
        &Value::Null,
        &fr,
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(detail(&body), "cette partie n’existe pas");
    let (_, body) = send_with(
        &app,
        reqwest::Method::GET,
        "/api/v1/parties/00000000000000000000000000000000",
        &Value::Null,
        &[],
    )
    .await;
    assert_eq!(detail(&body), "there is no such party");

    let doc = scorable_quadrille();
    let id = app.open_doc(&doc).await;
    // A deal whose tricks are null: the field is named, serde's words never show.
    let mut deal = doc.deals[0].clone();
    let tricks = deal["tricks"].as_object().expect("tricks").clone();
    let first = tricks.keys().next().expect("a player").clone();
    deal["tricks"][&first] = Value::Null;
    for (headers, expected) in [
        (&fr[..], "un nombre entier est attendu ici"),
        (&[][..], "a whole number is expected here"),
    ] {
        let (status, body) = send_with(
            &app,
            reqwest::Method::POST,
            &format!("/api/v1/parties/{id}/deals"),
            &json!({ "facts": deal }),
            headers,
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let d = detail(&body);
        assert!(d.contains(&format!("tricks.{first}")), "{d}");
        assert!(d.contains(expected), "{d}");
        assert!(!d.contains("invalid type") && !d.contains("i64"), "{d}");
    }
    // A body that is not the expected shape, in French.
    let (status, body) = send_with(
        &app,
        reqwest::Method::POST,
        &format!("/api/v1/parties/{id}/deals"),
        &json!({ "fact": {} }),
        &fr,
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        detail(&body).starts_with("le corps n’est pas ce qui était attendu"),
        "{body}"
    );
    // A rate that cannot be read, in French, naming what was typed.
    let (status, body) = send_with(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/parties/{id}/money"),
        &json!({ "money": "0,50 € les dix" }),
        &fr,
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        detail(&body),
        "argent\u{202f}: «\u{a0}0,50 € les dix\u{a0}» n’est pas une somme d’argent (écrivez «\u{a0}0,50\u{a0}€\u{a0}», «\u{a0}0.50 EUR\u{a0}» ou «\u{a0}3 l 4 s 6 d\u{a0}»)"
    );
}

/// Opens quadrille-001 with `money` and enters its deals; returns the party's id.
async fn quadrille_with_money(app: &TestApp, money: &str) -> String {
    with_money(app, &scorable_quadrille(), money).await
}

/// Opens the party of `doc` with `money` and enters its deals; returns the party's id.
async fn with_money(app: &TestApp, doc: &academie::partie::PartieDoc, money: &str) -> String {
    let r = app
        .send(
            reqwest::Method::POST,
            "/api/v1/parties",
            &json!({
                "game": doc.game,
                "options": doc.options,
                "players": doc.players,
                "money": money,
            }),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().expect("an id").to_owned();
    for deal in &doc.deals {
        let r = app.post_deal(&id, deal).await;
        assert_eq!(r.status, 201, "{}", r.body);
    }
    id
}

#[tokio::test]
async fn the_usual_spellings_of_a_rate_are_read_and_stored_in_one_form() {
    let app = spawn_app().await;
    let doc = scorable_quadrille();
    for (typed, stored) in [
        ("0,50 € les 10", "0.50 EUR per 10"),
        ("0.50 EUR per 10", "0.50 EUR per 10"),
        ("€0.50 per 10", "0.50 EUR per 10"),
        ("0,50 EUR", "0.50 EUR"),
        ("1 sou par 4 jetons", "1 s per 4"),
    ] {
        let r = app
            .send(
                reqwest::Method::POST,
                "/api/v1/parties",
                &json!({"game": doc.game, "options": doc.options, "players": doc.players, "money": typed}),
            )
            .await;
        assert_eq!(r.status, 201, "{typed}: {}", r.body);
        assert_eq!(r.body["extra"]["money"], stored, "{typed}");
    }
    let r = app
        .send(
            reqwest::Method::POST,
            "/api/v1/parties",
            &json!({"game": doc.game, "options": doc.options, "players": doc.players, "money": "un sou"}),
        )
        .await;
    assert_eq!(r.status, 422);
    assert!(
        r.detail().contains("\"un sou\" is not an amount of money"),
        "{}",
        r.detail()
    );
}

#[tokio::test]
async fn pages_write_money_and_counters_the_readers_way() {
    let app = spawn_app().await;
    let id = quadrille_with_money(&app, "0,50 € les 10").await;
    let party = app.get_party(&id).await.body;
    let balances = party["balances"].as_object().expect("balances").clone();
    let (_, _, fr) = get_with(&app, &format!("/parties/{id}"), &[("cookie", "lang=fr")]).await;
    let (_, _, en) = get_with(&app, &format!("/parties/{id}"), &[]).await;
    for (name, balance) in &balances {
        let b = balance.as_i64().expect("a balance");
        // 0.50 EUR per 10: a counter is 5 cents.
        let cents = b * 5;
        let sign = if cents < 0 { "-" } else { "" };
        let (whole, part) = (cents.abs() / 100, cents.abs() % 100);
        let french = format!("{sign}{whole},{part:02}\u{a0}€");
        let english = format!("{sign}{whole}.{part:02} EUR");
        assert!(fr.contains(&french), "{name}: {french} in the French page");
        assert!(
            en.contains(&english),
            "{name}: {english} in the English page"
        );
    }
    assert!(
        !fr.contains(" EUR<"),
        "no code in the French page's amounts"
    );
    assert!(fr.contains("0,50\u{a0}€ les 10"), "the rate in French");
    assert!(en.contains("0.50 EUR per 10"), "the rate in English");
    // The print view and the journal too.
    let (_, _, print) = get_with(
        &app,
        &format!("/parties/{id}/print"),
        &[("cookie", "lang=fr")],
    )
    .await;
    assert_eq!(html_lang(&print), "fr");
    assert!(print.contains("\u{a0}€"), "{print}");
    let (_, _, journal) = get_with(
        &app,
        &format!("/parties/{id}/ledger"),
        &[("cookie", "lang=fr")],
    )
    .await;
    assert!(journal.contains("Journal"));
    assert!(journal.contains("coup n° 1"), "{journal}");
}

#[tokio::test]
async fn the_rate_changes_while_the_partie_is_open_and_the_old_one_is_kept() {
    let app = spawn_app().await;
    let doc = crate::helpers::vector_case("reversis", "reversis-001");
    let id = with_money(&app, &doc, "0.50 EUR per 10").await;
    let r = app
        .send(
            reqwest::Method::PUT,
            &format!("/api/v1/parties/{id}/money"),
            &json!({"money": "1 € les 10"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["extra"]["money"], "1.00 EUR per 10");
    let changes = r.body["setting_changes"]
        .as_array()
        .expect("changes")
        .clone();
    assert_eq!(changes.len(), 1);
    assert_eq!(changes[0]["key"], "money");
    assert_eq!(changes[0]["previous"], "0.50 EUR per 10");
    assert_eq!(changes[0]["value"], "1.00 EUR per 10");
    // A bad rate changes nothing.
    let r = app
        .send(
            reqwest::Method::PUT,
            &format!("/api/v1/parties/{id}/money"),
            &json!({"money": "a lot"}),
        )
        .await;
    assert_eq!(r.status, 422);
    let party = app.get_party(&id).await.body;
    assert_eq!(party["setting_changes"].as_array().map(Vec::len), Some(1));
    assert_eq!(party["extra"]["money"], "1.00 EUR per 10");
    // The partie page's own form, in French.
    let (status, location, _) = {
        let r = client()
            .post(format!("{}/parties/{id}/money", app.address))
            .header("cookie", "lang=fr")
            .form(&[("money", "0,20 € les 1")])
            .send()
            .await
            .expect("answer");
        let location = r
            .headers()
            .get("location")
            .map(|l| l.to_str().unwrap().to_owned());
        (r.status(), location, r.text().await.unwrap())
    };
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(
        location.as_deref(),
        Some(&*format!("/parties/{id}?rate=1#money"))
    );
    let (_, _, page) = get_with(
        &app,
        &format!("/parties/{id}?rate=1"),
        &[("cookie", "lang=fr")],
    )
    .await;
    assert!(
        page.contains("Ce que vaut un jeton désormais\u{202f}: 0,20\u{a0}€."),
        "{page}"
    );
    assert!(
        page.contains("0,50\u{a0}€ les 10 → 1,00\u{a0}€ les 10"),
        "{page}"
    );
    assert!(page.contains("1,00\u{a0}€ les 10 → 0,20\u{a0}€"), "{page}");
    // A bad rate on the page: the page again, the message next to the box, what was typed kept.
    let r = client()
        .post(format!("{}/parties/{id}/money", app.address))
        .header("cookie", "lang=fr")
        .form(&[("money", "trois sous")])
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert!(page.contains("value=\"trois sous\""));
    assert!(page.contains("aria-invalid=\"true\""));
    assert!(
        page.contains("«\u{a0}trois sous\u{a0}» n’est pas une somme d’argent"),
        "{page}"
    );
    // The settlement uses the rate in force at the close; then the rate is frozen.
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{id}/close"),
            &Value::Null,
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["rate"], "0.20 EUR");
    for p in r.body["payments"].as_array().expect("payments") {
        // 20 cents a counter.
        let counters = p["counters"].as_i64().expect("counters");
        let cents = counters * 20;
        assert_eq!(
            p["money"],
            format!("{}.{:02} EUR", cents / 100, cents % 100)
        );
    }
    let s = app
        .get(&format!("/api/v1/parties/{id}/settlement"))
        .await
        .body;
    assert_eq!(s["rate"], "0.20 EUR");
    let r = app
        .send(
            reqwest::Method::PUT,
            &format!("/api/v1/parties/{id}/money"),
            &json!({"money": "5 EUR"}),
        )
        .await;
    assert_eq!(r.status, 409);
    let party = app.get_party(&id).await.body;
    assert_eq!(party["setting_changes"].as_array().map(Vec::len), Some(2));
}

#[tokio::test]
async fn a_form_error_is_written_in_the_pages_language() {
    let app = spawn_app().await;
    let doc = scorable_quadrille();
    let id = app.open_doc(&doc).await;
    let r = client()
        .post(format!("{}/parties/{id}/deals", app.address))
        .header("cookie", "lang=fr")
        .form(&[("contract", "ask"), ("matadors", "beaucoup")])
        .send()
        .await
        .expect("answer");
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert_eq!(html_lang(&page), "fr");
    assert!(page.contains("n’est pas un nombre entier"), "{page}");
    assert!(page.contains("obligatoire"), "{page}");
    assert!(!page.contains("is not a whole number"));
}

#[tokio::test]
async fn the_live_preview_speaks_the_pages_language() {
    let app = spawn_app().await;
    let doc = scorable_quadrille();
    let id = app.open_doc(&doc).await;
    let path = format!("/api/v1/parties/{id}/preview");
    let body = json!({ "facts": doc.deals[0] });
    let (status, fr) = send_with(
        &app,
        reqwest::Method::POST,
        &path,
        &body,
        &[("accept-language", "fr")],
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{fr}");
    let (_, en) = send_with(
        &app,
        reqwest::Method::POST,
        &path,
        &body,
        &[("accept-language", "en")],
    )
    .await;
    let transfers = fr["transfers"].as_array().expect("transfers");
    assert!(!transfers.is_empty(), "the deal pays something: {fr}");
    let lines = |v: &Value| -> Vec<String> {
        v["payments"]
            .as_array()
            .expect("payments in words")
            .iter()
            .map(|l| l.as_str().expect("a line").to_owned())
            .collect()
    };
    let (fr_lines, en_lines) = (lines(&fr), lines(&en));
    assert_eq!(fr_lines.len(), transfers.len());
    assert_eq!(en_lines.len(), transfers.len());
    for ((t, f), e) in transfers.iter().zip(&fr_lines).zip(&en_lines) {
        let code = t["reason"].as_str().expect("a reason code");
        // Each line says who pays whom and how much, in the reader's words and
        // punctuation (a narrow no-break space before the colon in French), never the
        // reason's code.
        assert!(f.contains("\u{202f}: "), "{f}");
        assert!(!e.contains(" : ") && !e.contains('\u{202f}'), "{e}");
        assert!(f.contains(&t["amount"].to_string()), "{f}");
        if code.contains('_') {
            assert!(!f.contains(code) && !e.contains(code), "{f} / {e}");
        }
    }
    assert_ne!(fr_lines, en_lines);
    // The form's words for the preview come from the page, in its language.
    let (_, _, page) = get_with(
        &app,
        &format!("/parties/{id}"),
        &[("accept-language", "fr")],
    )
    .await;
    assert!(
        page.contains("data-invalid=\"Ce coup n’est pas encore valable\u{202f}:\""),
        "{page}"
    );
    assert!(page.contains("data-if=\"S’il est enregistré tel quel\""));
}
