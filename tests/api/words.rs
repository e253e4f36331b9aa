//! French throughout: the main pages, the error pages and the API's answers (errors,
//! the status of a partie), asked for in French, hold none of a list of English words.
//!
//! What is read: the text of a page as a reader sees it (tags, scripts and styles left
//! out) and its `title`, `aria-label`, `placeholder` and `alt` texts; left out are what
//! is not words (`<code>`, the JSON box of the expert escape, file names such as
//! `results.csv`) and what is marked as being in English (`lang="en"`: the English names
//! of the games beside their French ones). Of the API, every text of an error answer and
//! the status words of a partie.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, vector_case, TestApp};
use crate::pages::{open_quadrille, won_ask};

/// English words that must not reach a French reader (none is also a French word, a
/// term of the books or a name).
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "with",
    "which",
    "there",
    "this",
    "that",
    "your",
    "is",
    "not",
    "of",
    "to",
    "by",
    "for",
    "from",
    "was",
    "must",
    "cannot",
    "should",
    "expected",
    "invalid",
    "missing",
    "required",
    "deal",
    "deals",
    "player",
    "players",
    "tricks",
    "round",
    "counter",
    "counters",
    "waiting",
    "each",
    "won",
    "payment",
    "payments",
    "settlement",
    "closing",
    "opened",
    "closed",
    "entered",
    "delete",
    "back",
    "new",
    "error",
    "internal",
    "party",
    "beast",
    "partner",
    "contract",
    "trump",
    "hand",
    "events",
    "outcome",
    "order",
    "made",
    "none",
    "yes",
    "true",
    "false",
    "number",
    "whole",
    "choice",
    "choices",
    "next",
    "per",
    "than",
    "more",
    "nothing",
    "already",
    "reopen",
    "meanwhile",
    "changed",
    "such",
    "found",
];

/// Names that are English and rightly so: the English book's title.
const NAMES: &[&str] = &["Academy of Play"];

/// Removes every element `tag` (with its content) from `html`.
fn without_elements(html: &str, open: &str, close: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(at) = rest.find(open) {
        out.push_str(&rest[..at]);
        match rest[at..].find(close) {
            Some(end) => rest = &rest[at + end + close.len()..],
            None => {
                rest = "";
                break;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Removes the elements marked `lang="en"` (an inline element closed by its own tag).
fn without_english(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(at) = rest.find(" lang=\"en\"") {
        // The element's start and its name.
        let start = rest[..at].rfind('<').unwrap_or(at);
        let name: String = rest[start + 1..]
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        out.push_str(&rest[..start]);
        let close = format!("</{name}>");
        match (name.as_str(), rest[start..].find(&close)) {
            ("html", _) | (_, None) => {
                out.push_str(&rest[start..at]);
                rest = &rest[at + 10..];
            }
            (_, Some(end)) => rest = &rest[start + end + close.len()..],
        }
    }
    out.push_str(rest);
    out
}

/// The words a reader of `html` reads.
fn reader_text(html: &str) -> String {
    let mut html = html.to_owned();
    for (open, close) in [
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<code", "</code>"),
        ("<textarea", "</textarea>"),
        ("<pre", "</pre>"),
    ] {
        html = without_elements(&html, open, close);
    }
    let html = without_english(&html);
    let mut text = String::new();
    for attr in ["title=\"", "aria-label=\"", "placeholder=\"", "alt=\""] {
        for part in html.split(attr).skip(1) {
            text.push_str(part.split('"').next().unwrap_or(""));
            text.push(' ');
        }
    }
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    let mut text = text
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    for name in NAMES {
        text = text.replace(name, " ");
    }
    text
}

/// The details of an API error answer, without the JSON paths they name the fields by
/// (`tricks.Anne : …`: the keys the client sent, not words).
fn error_details(body: &Value) -> String {
    let mut out = String::new();
    for e in body["errors"].as_array().into_iter().flatten() {
        let detail = e["detail"].as_str().unwrap_or("");
        let words: Vec<&str> = detail.split(char::is_whitespace).collect();
        for (i, w) in words.iter().enumerate() {
            let path = w
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_.[]".contains(c));
            if !(path && words.get(i + 1).is_some_and(|n| n.starts_with(':'))) {
                out.push_str(w);
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out
}

/// The English words of [`ENGLISH`] found in `text` (file names left out).
fn english_in(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for token in text.split_whitespace() {
        if token.contains(".csv") || token.contains("://") {
            continue;
        }
        for word in token.split(|c: char| !c.is_alphanumeric()) {
            let lower = word.to_lowercase();
            if ENGLISH.contains(&lower.as_str()) && !found.contains(&lower) {
                found.push(lower);
            }
        }
    }
    found
}

/// The words around each English word of `text`, to say where it is.
fn contexts(text: &str, words: &[String]) -> String {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    words
        .iter()
        .filter_map(|w| {
            let at = tokens.iter().position(|t| {
                t.split(|c: char| !c.is_alphanumeric())
                    .any(|part| part.to_lowercase() == *w)
            })?;
            let from = at.saturating_sub(8);
            let to = (at + 8).min(tokens.len());
            Some(format!("  {w}: …{}…", tokens[from..to].join(" ")))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("an HTTP client")
}

/// `GET path` in French: status and body.
async fn get_fr(app: &TestApp, path: &str) -> (StatusCode, String) {
    let r = client()
        .get(format!("{}{path}", app.address))
        .header("cookie", "lang=fr")
        .send()
        .await
        .expect("the server answers");
    (r.status(), r.text().await.expect("a body"))
}

/// `method path` with a JSON body, in French (Accept-Language): status and JSON.
async fn api_fr(app: &TestApp, method: reqwest::Method, path: &str, body: &Value) -> (u16, Value) {
    let r = client()
        .request(method, format!("{}{path}", app.address))
        .header("accept-language", "fr-FR,fr;q=0.9")
        .json(body)
        .send()
        .await
        .expect("the server answers");
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

/// Every text of a JSON value (the values, not the keys).
fn texts(value: &Value, out: &mut String) {
    match value {
        Value::String(s) => {
            out.push_str(s);
            out.push('\n');
        }
        Value::Array(items) => items.iter().for_each(|v| texts(v, out)),
        Value::Object(map) => map.values().for_each(|v| texts(v, out)),
        _ => {}
    }
}

/// Imports the first case of every vector file (one game of each family's file);
/// returns (game, party id) pairs.
async fn some_parties(app: &TestApp) -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/vectors")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let family = file
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_suffix(".public.json"))
            .expect("a vector file name")
            .to_owned();
        let text = std::fs::read_to_string(&file).expect("a vector file");
        let cases: Vec<Value> = serde_json::from_str(&text).expect("cases");
        for case in cases.iter().take(3) {
            let id = case["id"].as_str().expect("an id");
            let doc = vector_case(&family, id);
            let party = app.open_doc(&doc).await;
            for deal in &doc.deals {
                let r = app.post_deal(&party, deal).await;
                assert_eq!(r.status, 201, "{id}: {}", r.body);
            }
            out.push((doc.game.clone(), party));
        }
    }
    out
}

#[tokio::test]
async fn no_english_word_reaches_a_french_reader() {
    let app = spawn_app().await;
    let parties = some_parties(&app).await;
    let mut pages: Vec<(String, StatusCode)> =
        ["/", "/parties/new", "/players", "/games", "/glossary"]
            .iter()
            .map(|p| ((*p).to_owned(), StatusCode::OK))
            .collect();
    let mut games: Vec<&str> = parties.iter().map(|(g, _)| g.as_str()).collect();
    games.dedup();
    for g in &games {
        pages.push((format!("/parties/new?game={g}"), StatusCode::OK));
        pages.push((format!("/games/{g}"), StatusCode::OK));
    }
    for (_, id) in &parties {
        for page in ["", "/ledger", "/print", "/deals/1/edit"] {
            pages.push((format!("/parties/{id}{page}"), StatusCode::OK));
        }
    }
    // Error pages.
    pages.push(("/no/such/page".to_owned(), StatusCode::NOT_FOUND));
    pages.push((
        "/parties/00000000000000000000000000000000".to_owned(),
        StatusCode::NOT_FOUND,
    ));
    pages.push(("/parties/not-an-id".to_owned(), StatusCode::NOT_FOUND));
    pages.push(("/games/jeu-inconnu".to_owned(), StatusCode::NOT_FOUND));
    if let Some((_, id)) = parties.first() {
        pages.push((
            format!("/parties/{id}/deals/99/edit"),
            StatusCode::NOT_FOUND,
        ));
    }

    let mut leaks = Vec::new();
    let mut read = 0;
    for (path, expected) in &pages {
        let (status, body) = get_fr(&app, path).await;
        assert_eq!(status, *expected, "{path}");
        assert!(body.contains("<html lang=\"fr\""), "{path} is French");
        let text = reader_text(&body);
        read += text.split_whitespace().count();
        let found = english_in(&text);
        if !found.is_empty() {
            leaks.push(format!("{path}:\n{}", contexts(&text, &found)));
        }
    }

    // Forms refused: a deal form with fields at fault, a close the rules refuse.
    let quadrille = open_quadrille(&app).await;
    let mut bad = won_ask();
    for (k, v) in &mut bad {
        match *k {
            "matadors" => *v = "beaucoup",
            "tricks[0]" => *v = "7",
            _ => {}
        }
    }
    let remise = {
        let mut deal = won_ask();
        for (k, v) in &mut deal {
            match *k {
                "tricks[0]" => *v = "3",
                "tricks[1]" => *v = "3",
                "tricks[2]" => *v = "2",
                _ => {}
            }
        }
        deal
    };
    let posts: Vec<(String, Vec<(&str, &str)>)> = vec![
        (format!("/parties/{quadrille}/deals"), bad),
        (
            format!("/parties/{quadrille}/deals"),
            vec![("contract", "")],
        ),
        (format!("/parties/{quadrille}/deals"), remise),
        (format!("/parties/{quadrille}/close"), vec![]),
        (
            "/parties".to_owned(),
            vec![("game", "quadrille"), ("players", "Anne")],
        ),
        (
            format!("/parties/{quadrille}/money"),
            vec![("money", "trois sous")],
        ),
    ];
    for (path, pairs) in &posts {
        let r = client()
            .post(format!("{}{path}", app.address))
            .header("cookie", "lang=fr")
            .form(pairs)
            .send()
            .await
            .expect("the server answers");
        let location = r
            .headers()
            .get("location")
            .and_then(|l| l.to_str().ok())
            .map(str::to_owned);
        let body = match location {
            Some(to) => get_fr(&app, &to).await.1,
            None => r.text().await.expect("a body"),
        };
        let text = reader_text(&body);
        read += text.split_whitespace().count();
        let found = english_in(&text);
        if !found.is_empty() {
            leaks.push(format!("POST {path}:\n{}", contexts(&text, &found)));
        }
    }

    // The API: errors, and what the status of every partie says.
    let nobody = "/api/v1/parties/00000000000000000000000000000000";
    let mut answers = vec![
        api_fr(&app, reqwest::Method::GET, nobody, &Value::Null).await,
        api_fr(&app, reqwest::Method::GET, "/api/v1/nothing", &Value::Null).await,
        api_fr(
            &app,
            reqwest::Method::POST,
            "/api/v1/parties",
            &json!({"game": "jeu-inconnu", "players": ["A", "B"]}),
        )
        .await,
        api_fr(
            &app,
            reqwest::Method::POST,
            "/api/v1/parties",
            &json!({"game": "quadrille", "players": ["A"]}),
        )
        .await,
        api_fr(
            &app,
            reqwest::Method::POST,
            "/api/v1/import",
            &json!({"game": "quadrille"}),
        )
        .await,
    ];
    let q = format!("/api/v1/parties/{quadrille}");
    for (method, path, body) in [
        (
            reqwest::Method::POST,
            format!("{q}/deals"),
            json!({"facts": {"contract": "ask"}}),
        ),
        (
            reqwest::Method::POST,
            format!("{q}/deals"),
            json!({"facts": {"contract": 3}}),
        ),
        (
            reqwest::Method::POST,
            format!("{q}/deals"),
            json!({"fact": {}}),
        ),
        (
            reqwest::Method::POST,
            format!("{q}/deals"),
            json!({"facts": {}, "deal": 7}),
        ),
        (reqwest::Method::GET, format!("{q}/deals/42"), Value::Null),
        (
            reqwest::Method::DELETE,
            format!("{q}/deals/42"),
            Value::Null,
        ),
        (reqwest::Method::POST, format!("{q}/close"), Value::Null),
        (reqwest::Method::GET, format!("{q}/settlement"), Value::Null),
        (reqwest::Method::POST, format!("{q}/reopen"), Value::Null),
        (
            reqwest::Method::POST,
            format!("{q}/preview"),
            json!({"form": [["matadors", "beaucoup"]]}),
        ),
        (
            reqwest::Method::PUT,
            format!("{q}/money"),
            json!({"money": "un peu"}),
        ),
    ] {
        answers.push(api_fr(&app, method, &path, &body).await);
    }
    for (status, body) in &answers {
        assert!(*status >= 400, "an error: {body}");
        let text = error_details(body);
        assert!(!text.trim().is_empty(), "{body}");
        read += text.split_whitespace().count();
        let found = english_in(&text);
        if !found.is_empty() {
            leaks.push(format!("API error {status}:\n{}", contexts(&text, &found)));
        }
    }
    for (game, id) in &parties {
        let (status, body) = api_fr(
            &app,
            reqwest::Method::GET,
            &format!("/api/v1/parties/{id}"),
            &Value::Null,
        )
        .await;
        assert_eq!(status, 200);
        let mut text = String::new();
        texts(&body["status"]["round"], &mut text);
        texts(&body["status"]["on_table"], &mut text);
        let found = english_in(&text);
        if !found.is_empty() {
            leaks.push(format!(
                "API status of {game}:\n{}",
                contexts(&text, &found)
            ));
        }
    }

    eprintln!(
        "read {read} words of {} pages, {} posts, {} API errors, {} API statuses in French",
        pages.len(),
        posts.len(),
        answers.len(),
        parties.len()
    );
    assert!(
        leaks.is_empty(),
        "English reaches a French reader:\n{}",
        leaks.join("\n")
    );
}

/// One name per game and language, the registry's: the home page, the partie page, its
/// printed sheet and the rules page call Le Jeu du Mail "Pall-mall" in English and "Le
/// Jeu du Mail" in French, and Reversis "Reversis" (the English book's title is cited).
#[tokio::test]
async fn a_game_has_one_name_in_each_language_on_every_page() {
    let app = spawn_app().await;
    let doc = vector_case("other-games-2", "mail-001");
    let party = app.open_doc(&doc).await;
    for (en, fr) in [("Pall-mall", "Le Jeu du Mail")] {
        for path in [
            "/".to_owned(),
            format!("/parties/{party}"),
            format!("/parties/{party}/print"),
        ] {
            let (status, _, page) = app.get_text(&path).await;
            assert_eq!(status, 200, "{path}");
            assert!(page.contains(en) && !page.contains(fr), "{path} in English");
            let (status, page) = get_fr(&app, &path).await;
            assert_eq!(status, StatusCode::OK, "{path}");
            assert!(page.contains(fr) && !page.contains(en), "{path} in French");
        }
    }
    // French punctuation: "Le Jeu du Mail : A, B, C" with a narrow no-break space.
    let (_, home) = get_fr(&app, "/").await;
    assert!(
        home.contains("Le Jeu du Mail</strong></a>\u{202f}: A, B, C"),
        "{home}"
    );
    for (slug, en, fr) in [
        ("mail", "Pall-mall", "Le Jeu du Mail"),
        ("reversis", "Reversis", "Reversis"),
    ] {
        let (_, _, page) = app.get_text(&format!("/games/{slug}")).await;
        assert!(
            page.contains(&format!("<h1>{en}</h1>")),
            "{slug} in English"
        );
        let (_, page) = get_fr(&app, &format!("/games/{slug}")).await;
        assert!(page.contains(&format!("<h1>{fr}</h1>")), "{slug} in French");
    }
}

/// The "On the table" panel of a partie page.
fn on_table_panel(page: &str) -> &str {
    let start = page
        .find("class=\"panel on-table\"")
        .expect("the on-table panel");
    let end = page[start..].find("</section>").expect("its end") + start;
    &page[start..end]
}

/// Every pot is named from the catalogue, once: the partie page's "On the table" lists
/// the pot and the beast waiting each in one row (not again as the game's status line),
/// and the printed sheet names the beasts waiting in words (never `beasts_pending`), in
/// English and in French.
#[tokio::test]
async fn each_pot_is_named_once_and_in_words_on_the_page_and_the_printed_sheet() {
    let app = spawn_app().await;
    // Two deals: the pot holds 10 and one beast of 14 waits.
    let doc = vector_case("quadrille", "quadrille-004");
    let party = app.open_doc(&doc).await;
    for deal in &doc.deals {
        assert_eq!(app.post_deal(&party, deal).await.status, 201);
    }
    let (status, _, page) = app.get_text(&format!("/parties/{party}")).await;
    assert_eq!(status, 200);
    let panel = on_table_panel(&page);
    for pot in ["pot", "beasts_pending"] {
        assert_eq!(
            panel.matches(&format!("data-pot=\"{pot}\"")).count(),
            1,
            "{pot}: {panel}"
        );
    }
    assert!(panel.contains("beasts waiting"), "{panel}");
    let lines: Vec<&str> = panel.split("<li>").skip(1).collect();
    assert!(
        lines
            .iter()
            .all(|l| !l.contains("pot:") && !l.contains("beast waiting")),
        "a pot listed twice: {panel}"
    );
    let (status, _, print) = app.get_text(&format!("/parties/{party}/print")).await;
    assert_eq!(status, 200);
    assert!(
        !print.contains("beasts_pending"),
        "a pot's key on the sheet"
    );
    assert!(print.contains("beasts waiting"), "the beasts in words");
    let (status, print_fr) = get_fr(&app, &format!("/parties/{party}/print")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        !print_fr.contains("beasts_pending"),
        "a pot's key on the French sheet"
    );
    assert!(
        print_fr.contains("bêtes en attente"),
        "the beasts in French"
    );
}

#[test]
fn the_checker_finds_english_and_leaves_marked_and_coded_words_alone() {
    let page = "<html lang=\"fr\"><p title=\"the deal\">Coup 3 : <code>contract</code> \
                <span lang=\"en\">The Farm</span> results.csv</p>\
                <textarea>{\"tricks\": 3}</textarea><p>Anne is missing</p></html>";
    let text = reader_text(page);
    assert_eq!(english_in(&text), ["the", "deal", "is", "missing"]);
    assert!(!text.contains("Farm") && !text.contains("contract") && !text.contains("tricks"));
}
