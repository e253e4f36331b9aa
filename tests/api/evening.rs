//! A real evening at the table (issue 25): no choice carried from one deal to the next,
//! the Record bar that says what will be recorded, and every address a form posts to
//! answering a GET.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, unescape, TestApp};
use crate::pages::{api_party, get, open_quadrille, post_form, won_ask};

/// One input of a page's form as the browser would post it untouched: its name and value
/// (checked radios and checkboxes, selected options, text boxes, hidden inputs), and the
/// deal field it belongs to, with whether that field is what the table knows for sure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Posted {
    /// The input's name (`contract`, `tricks[1]`, `_token`).
    pub name: String,
    /// What it posts.
    pub value: String,
    /// Whether it is a choice (a radio or a select) rather than a typed box.
    pub choice: bool,
    /// Whether its field is folded as known (the dealer...).
    pub known: bool,
}

/// The attributes of one tag (`<input type="radio" name="x" checked>`), bare ones as "".
fn attributes(tag: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let body = tag.trim_start_matches('<');
    let mut rest = body
        .find(char::is_whitespace)
        .map_or("", |i| &body[i..])
        .trim_end_matches('>')
        .trim_end_matches('/');
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            break;
        }
        let end = rest
            .find(|c: char| c == '=' || c.is_whitespace())
            .unwrap_or(rest.len());
        let key = rest[..end].to_owned();
        rest = &rest[end..];
        if let Some(after) = rest.strip_prefix("=\"") {
            let close = after.find('"').unwrap_or(after.len());
            out.push((key, unescape(&after[..close])));
            rest = after.get(close + 1..).unwrap_or("");
        } else {
            out.push((key, String::new()));
        }
    }
    out
}

fn attr<'a>(attrs: &'a [(String, String)], key: &str) -> Option<&'a str> {
    attrs
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// The first form of `html` whose class is `class`, as its inputs would post untouched.
pub(crate) fn form_as_posted(html: &str, class: &str) -> Vec<Posted> {
    let start = html
        .find(&format!("class=\"{class}\""))
        .unwrap_or_else(|| panic!("no form {class} in the page"));
    let end = html[start..]
        .find("</form>")
        .map_or(html.len(), |e| start + e);
    let form = &html[start..end];
    let mut known_fields: Vec<String> = Vec::new();
    let mut out = Vec::new();
    let mut select: Option<(String, bool)> = None;
    let mut at = 0;
    while let Some(open) = form[at..].find('<') {
        let open = at + open;
        let close = form[open..].find('>').map_or(form.len(), |c| open + c + 1);
        let tag = &form[open..close];
        at = close;
        let name_of = |t: &str| {
            t.trim_start_matches('<')
                .split(|c: char| c.is_whitespace() || c == '>')
                .next()
                .unwrap_or("")
                .to_ascii_lowercase()
        };
        let attrs = attributes(tag);
        if attr(&attrs, "data-known").is_some() {
            if let Some(f) = attr(&attrs, "data-field") {
                known_fields.push(f.to_owned());
            }
        }
        let known = |name: &str| {
            let field = name.split('[').next().unwrap_or(name);
            known_fields.iter().any(|k| k == field)
        };
        match name_of(tag).as_str() {
            "input" => {
                let (Some(name), kind) = (attr(&attrs, "name"), attr(&attrs, "type")) else {
                    continue;
                };
                let value = attr(&attrs, "value").unwrap_or("").to_owned();
                let checked = attr(&attrs, "checked").is_some();
                let choice = matches!(kind, Some("radio" | "checkbox"));
                if choice && !checked {
                    continue;
                }
                out.push(Posted {
                    name: name.to_owned(),
                    value,
                    choice,
                    known: known(name),
                });
            }
            "select" => {
                if let Some(name) = attr(&attrs, "name") {
                    select = Some((name.to_owned(), known(name)));
                }
            }
            "option" if attr(&attrs, "selected").is_some() => {
                if let Some((name, known)) = &select {
                    out.push(Posted {
                        name: name.clone(),
                        value: attr(&attrs, "value").unwrap_or("").to_owned(),
                        choice: true,
                        known: *known,
                    });
                }
            }
            "/select" => select = None,
            "textarea" => {
                if let Some(name) = attr(&attrs, "name") {
                    let text_end = form[at..].find("</textarea>").map_or(at, |e| at + e);
                    out.push(Posted {
                        name: name.to_owned(),
                        value: unescape(&form[at..text_end]),
                        choice: false,
                        known: known(name),
                    });
                    at = text_end;
                }
            }
            _ => {}
        }
    }
    out
}

/// The form's untouched post with `changes` made over it (a value replaced, or added).
fn tapped(form: &[Posted], changes: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut pairs: Vec<(String, String)> = form
        .iter()
        .filter(|p| !changes.iter().any(|(n, _)| *n == p.name))
        .map(|p| (p.name.clone(), p.value.clone()))
        .collect();
    pairs.extend(
        changes
            .iter()
            .map(|(n, v)| ((*n).to_owned(), (*v).to_owned())),
    );
    pairs
}

/// The choice a form holds for `name`.
fn chosen<'a>(form: &'a [Posted], name: &str) -> Option<&'a str> {
    form.iter()
        .find(|p| p.name == name && p.choice)
        .map(|p| p.value.as_str())
}

/// The text of the Record bar's summary line.
fn record_line(html: &str) -> String {
    let at = html
        .find("data-summary-line")
        .unwrap_or_else(|| panic!("no Record bar summary in {html}"));
    let start = at + html[at..].find('>').expect("the tag closes") + 1;
    let end = start + html[start..].find("</span>").expect("the span closes");
    unescape(&html[start..end])
}

async fn post_pairs(app: &TestApp, path: &str, pairs: &[(String, String)]) -> (StatusCode, String) {
    let borrowed: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let (status, _, body) = post_form(app, path, &borrowed).await;
    (status, body)
}

fn open_id(reply: &crate::helpers::Reply) -> String {
    assert_eq!(reply.status, 201, "{}", reply.body);
    reply.body["id"].as_str().expect("an id").to_owned()
}

/// The Ombre: deal 1 is Anne's sans prendre; deal 2, entered as before (ombre
/// Bernard, Bernard 5, Anne 2, Record), must be an ordinary prendre, not a second sans
/// prendre carried unseen.
#[tokio::test]
async fn a_rare_contract_is_not_carried_to_the_next_deal() {
    let app = spawn_app().await;
    let id = open_id(
        &app.open_party("ombre", &json!({}), &["Anne", "Bernard", "Claire"])
            .await,
    );
    let path = format!("/parties/{id}/deals");
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    let first = form_as_posted(&page, "deal-form");
    assert_eq!(chosen(&first, "contract"), Some("prendre"), "{first:?}");
    let sans_prendre = tapped(
        &first,
        &[
            ("ombre", "Anne"),
            ("contract", "sans_prendre"),
            ("tricks[0]", "6"),
            ("tricks[1]", "2"),
        ],
    );
    let (status, body) = post_pairs(&app, &path, &sans_prendre).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");

    let (_, page) = get(&app, &format!("/parties/{id}?recorded=1")).await;
    let second = form_as_posted(&page, "deal-form");
    assert_eq!(
        chosen(&second, "contract"),
        Some("prendre"),
        "the common contract again after a sans prendre: {second:?}"
    );
    assert!(
        record_line(&page).contains("Prendre") || record_line(&page).contains("prendre"),
        "the bar says the contract: {}",
        record_line(&page)
    );
    let ordinary = tapped(
        &second,
        &[("ombre", "Bernard"), ("tricks[1]", "5"), ("tricks[0]", "2")],
    );
    let (status, body) = post_pairs(&app, &path, &ordinary).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    let party = api_party(&app, &id).await;
    let deal = &party["deals"][1];
    assert_eq!(deal["contract"], "prendre", "{deal}");
    assert_eq!(deal["ombre"], "Bernard", "{deal}");

    // The same facts through the API, on a partie of their own, pay what the form's
    // deal paid: it is the ordinary deal, and Bernard wins it.
    let other = open_id(
        &app.open_party("ombre", &json!({}), &["Anne", "Bernard", "Claire"])
            .await,
    );
    let facts: Vec<Value> = party["deals"].as_array().expect("deals").to_vec();
    for (n, f) in facts.iter().enumerate() {
        let r = app.post_deal(&other, f).await;
        assert_eq!(r.status, 201, "deal {}: {}", n + 1, r.body);
    }
    let nets = |p: &Value| p["per_deal"][1].clone();
    let by_api = api_party(&app, &other).await;
    assert_eq!(nets(&party), nets(&by_api), "{party}");
    let bernard = nets(&party)["Bernard"].as_i64().expect("Bernard's net");
    assert!(bernard > 0, "Bernard wins his prendre: {}", nets(&party));
    let anne = nets(&party)["Anne"].as_i64().expect("Anne's net");
    assert_eq!(
        bernard,
        -2 * anne,
        "the two defenders pay alike: {}",
        nets(&party)
    );
}

/// Quadrille: after a rare contract (a sans prendre), the next form opens on the ask again and
/// the bar says so; the ordinary ask entered over it is recorded as an ask.
#[tokio::test]
async fn quadrille_returns_to_the_ask_after_a_sans_prendre() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    let path = format!("/parties/{id}/deals");
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    let first = form_as_posted(&page, "deal-form");
    assert_eq!(chosen(&first, "contract"), Some("ask"), "{first:?}");
    let solo = tapped(
        &first,
        &[
            ("contract", "sans_prendre"),
            ("ombre", "Bertrand"),
            ("trump", "hearts"),
            ("tricks[0]", "1"),
            ("tricks[1]", "6"),
            ("tricks[2]", "2"),
            ("tricks[3]", "1"),
            ("matadors", "0"),
        ],
    );
    let (status, body) = post_pairs(&app, &path, &solo).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    let party = api_party(&app, &id).await;
    assert_eq!(party["deals"][0]["contract"], "sans_prendre", "{party}");

    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    let second = form_as_posted(&page, "deal-form");
    assert_eq!(chosen(&second, "contract"), Some("ask"), "{second:?}");
    let line = record_line(&page);
    assert!(line.to_lowercase().contains("ask"), "{line}");
    assert!(!line.to_lowercase().contains("sans prendre"), "{line}");
    let ask: Vec<(&str, &str)> = won_ask()
        .into_iter()
        .filter(|(k, _)| *k != "contract")
        .collect();
    let (status, body) = post_pairs(&app, &path, &tapped(&second, &ask)).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    let party = api_party(&app, &id).await;
    assert_eq!(party["deals"][1]["contract"], "ask", "{party}");
}

/// The fact a form input stands for in a deal's facts: `contract` is `facts.contract`,
/// `tricks[1]` the second player's entry of `facts.tricks`, `penalties.0.player` the
/// first penalty's player.
fn fact_of<'a>(facts: &'a Value, players: &[String], name: &str) -> Option<&'a Value> {
    let (path, seat) = match name.split_once('[') {
        Some((p, rest)) => (p, rest.trim_end_matches(']').parse::<usize>().ok()),
        None => (name, None),
    };
    let mut here = facts;
    for part in path.split('.') {
        here = match part.parse::<usize>() {
            Ok(i) if here.is_array() => here.get(i)?,
            _ => here.get(part)?,
        };
    }
    match seat {
        Some(seat) => here.get(players.get(seat)?.as_str()),
        None => Some(here),
    }
}

/// Every game, every public case: after each deal, no choice of the next form is the
/// deal's own choice carried over: a pre-selected value that the deal just chose, that
/// the first form did not pre-select, and that the table does not know for sure (the
/// dealer of the next deal, which the rotation gives, is known), fails.
#[tokio::test]
async fn no_game_carries_a_choice_from_one_deal_to_the_next() {
    let app = spawn_app().await;
    let mut games_seen = std::collections::BTreeSet::new();
    for (file, case) in crate::helpers::public_cases() {
        let doc = academie::partie::PartieDoc::from_value(case.clone()).expect("a document");
        let id = app.open_doc(&doc).await;
        let (_, page) = get(&app, &format!("/parties/{id}")).await;
        if !page.contains("class=\"deal-form\"") {
            continue;
        }
        games_seen.insert(doc.game.clone());
        let first = form_as_posted(&page, "deal-form");
        for (n, facts) in doc.deals.iter().enumerate() {
            let r = app.post_deal(&id, facts).await;
            if r.status != 201 {
                // A case that refuses a deal on purpose: the rest is not played.
                break;
            }
            let (_, page) = get(&app, &format!("/parties/{id}")).await;
            if !page.contains("class=\"deal-form\"") {
                break;
            }
            for input in form_as_posted(&page, "deal-form") {
                if !input.choice || input.known || input.value.is_empty() {
                    continue;
                }
                let as_first = first
                    .iter()
                    .any(|p| p.name == input.name && p.value == input.value);
                let chosen_before =
                    fact_of(facts, &doc.players, &input.name).is_some_and(|v| match v {
                        Value::String(s) => *s == input.value,
                        Value::Number(x) => x.to_string() == input.value,
                        Value::Bool(b) => b.to_string() == input.value,
                        _ => false,
                    });
                assert!(
                    as_first || !chosen_before,
                    "{file} {}: after deal {} the form pre-selects {} = {}, the deal's \
                     own choice, which the first form did not: {facts}",
                    case["id"],
                    n + 1,
                    input.name,
                    input.value
                );
            }
        }
    }
    assert!(games_seen.len() >= 40, "games with a form: {games_seen:?}");
}

/// The Record bar: the deal's number and the deal's choices as they stand, on a fresh
/// form and on a refused one (what was tapped, not the defaults).
#[tokio::test]
async fn the_record_bar_says_the_deal_and_its_choices() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    assert!(page.contains("class=\"record-bar\""), "{page}");
    let line = record_line(&page);
    assert!(line.contains("Ask"), "the common contract is said: {line}");
    // A refused form comes back with the choices tapped, said in the bar.
    let (status, _, body) = post_form(
        &app,
        &format!("/parties/{id}/deals"),
        &[("contract", "sans_prendre"), ("ombre", "Denis")],
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let line = record_line(&body);
    assert!(
        line.to_lowercase().contains("sans prendre") && line.contains("Denis"),
        "{line}"
    );
    // French: the same bar in French words.
    let (_, _, page) = crate::pages::get_raw_in(&app, &format!("/parties/{id}"), "fr").await;
    let line = record_line(&page);
    assert!(line.contains("Demander"), "{line}");
}

/// Every address a page's form posts to answers a GET: 303 back to the page of the form
/// (a reload after a refused form, a bookmark), never "Not found".
#[tokio::test]
async fn every_address_a_form_posts_to_answers_a_get() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    let (status, _, body) = post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    let p = format!("/parties/{id}");
    for (path, to) in [
        ("/parties".to_owned(), "/".to_owned()),
        ("/logout".to_owned(), "/".to_owned()),
        (format!("{p}/deals"), format!("{p}#new-deal")),
        (
            format!("{p}/deals/1/corrections"),
            format!("{p}/deals/1/edit"),
        ),
        (format!("{p}/deals/1/delete"), format!("{p}#deal-1")),
        (format!("{p}/deals/1/restore"), format!("{p}#deal-1")),
        (format!("{p}/undo"), p.clone()),
        (format!("{p}/close"), p.clone()),
        (format!("{p}/reopen"), p.clone()),
        (format!("{p}/money"), format!("{p}#money")),
    ] {
        let (status, location, body) = crate::pages::get_raw(&app, &path).await;
        assert_eq!(status, StatusCode::SEE_OTHER, "GET {path}: {body}");
        assert_eq!(location.as_deref(), Some(to.as_str()), "GET {path}");
    }
    // A refused form's address, reloaded, lands on the partie page with its form.
    let (status, _, body) = post_form(
        &app,
        &format!("{p}/deals"),
        &[("contract", "ask"), ("ombre", "Anne")],
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let (status, page) = get(&app, &format!("{p}/deals")).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{page}");
    // Nothing was written by the GETs: still one deal, not closed.
    let party = api_party(&app, &id).await;
    assert_eq!(party["deals"].as_array().map(Vec::len), Some(1), "{party}");
    assert!(party["closed_at"].is_null(), "{party}");
    // A bad id goes home rather than into a Location.
    let (status, location, _) = crate::pages::get_raw(&app, "/parties/nothex/close").await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(location.as_deref(), Some("/"));
}

/// After a deal is recorded the browser lands where the next form begins, with the
/// deal's result said just above it.
#[tokio::test]
async fn after_a_deal_the_result_is_said_above_the_next_form() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    let (status, location, body) =
        post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    assert_eq!(
        location.as_deref(),
        Some(format!("/parties/{id}?recorded=1#new-deal").as_str())
    );
    let (_, page) = get(&app, &format!("/parties/{id}?recorded=1")).await;
    let entry = page.find("id=\"new-deal\"").expect("the deal entry");
    let done = page.find("Deal 1 recorded").expect("the result is said");
    let form = page.find("class=\"deal-form\"").expect("the next form");
    assert!(
        entry < done && done < form,
        "the result between the section's top and the form"
    );
}
