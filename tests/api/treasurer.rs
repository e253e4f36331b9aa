//! The treasurer's evening (issue 25): money as numbers in every CSV, the closing
//! payments in `deals.csv`, who pays whom as text to share, "mark as paid" (journaled,
//! the plan kept), "again with the same table", the names already played offered.

use std::collections::BTreeMap;

use academie::db::models::PaymentMarkRow;
use academie::db::schema::payment_marks;
use academie::db::{DatabaseUrl, DbConnection};
use academie::partie::PartieDoc;
use diesel::prelude::*;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, vector_case, TestApp};
use crate::on_both_backends;
use crate::pages::{get, post_form};

/// Opens reversis-001 (a game with pots) with `money` as its rate, enters its deals and
/// closes it; returns its id and the case.
async fn closed_reversis(app: &TestApp, money: &str) -> (String, PartieDoc) {
    let doc = vector_case("reversis", "reversis-001");
    let id = app.closed_with_money(&doc, &json!({}), money).await;
    (id, doc)
}

/// The rows of a CSV export, by column name.
async fn csv_rows(app: &TestApp, path: &str) -> Vec<BTreeMap<String, String>> {
    let (status, _, text) = app.get_text(path).await;
    assert_eq!(status, 200, "{path}: {text}");
    let mut rdr = csv::Reader::from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    rdr.deserialize()
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A money cell as a spreadsheet reads it: a plain decimal number, here in cents (two
/// decimals exactly). Text money (`0.25 EUR`) fails.
fn cents(cell: &str) -> i64 {
    let (negative, digits) = match cell.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, cell),
    };
    let (whole, decimals) = digits
        .split_once('.')
        .unwrap_or_else(|| panic!("{cell:?}: no decimals"));
    assert_eq!(decimals.len(), 2, "{cell:?}: the euro's two decimals");
    let n: i64 = format!("{whole}{decimals}")
        .parse()
        .unwrap_or_else(|_| panic!("{cell:?} is not a number a spreadsheet sums"));
    // And a spreadsheet's own reading of it is a number too.
    assert!(cell.parse::<f64>().is_ok(), "{cell:?}");
    if negative {
        -n
    } else {
        n
    }
}

#[tokio::test]
async fn money_in_every_csv_is_a_number_a_spreadsheet_sums() {
    let app = spawn_app().await;
    // Five cents a counter.
    let (id, doc) = closed_reversis(&app, "0.05 EUR").await;
    let balances = doc.score().expect("scored").balances();

    // settlement.csv: each payment's money is its counters at 5 cents, a number in EUR.
    let rows = csv_rows(&app, &format!("/parties/{id}/export.csv?what=settlement")).await;
    assert!(!rows.is_empty());
    let (mut counters, mut money) = (0, 0);
    for row in &rows {
        let c: i64 = row["counters"].parse().expect("counters");
        assert_eq!(cents(&row["money"]), 5 * c, "{row:?}");
        assert_eq!(row["currency"], "EUR");
        assert_eq!(row["money_remainder"], "", "exact at 5 cents a counter");
        assert_eq!(row["paid"], "false");
        counters += c;
        money += cents(&row["money"]);
    }
    assert_eq!(money, 5 * counters, "the column sums");

    // results.csv: each player's balance in money, summing to what the counters sum to.
    let rows = csv_rows(&app, "/exports/results.csv").await;
    assert_eq!(rows.len(), balances.len());
    let mut total = 0;
    for row in &rows {
        let want = balances[&row["player"]];
        assert_eq!(cents(&row["money"]), 5 * want, "{row:?}");
        assert_eq!(row["currency"], "EUR");
        total += cents(&row["money"]);
    }
    assert_eq!(total, 5 * balances.values().sum::<i64>());
}

#[tokio::test]
async fn a_fraction_of_a_cent_is_kept_beside_the_number() {
    let app = spawn_app().await;
    // Half a cent a counter: an odd count leaves half a cent.
    let (_, doc) = closed_reversis(&app, "0.01 EUR per 2").await;
    let balances = doc.score().expect("scored").balances();
    let rows = csv_rows(&app, "/exports/results.csv").await;
    let mut halves = 0;
    for row in &rows {
        let want = balances[&row["player"]];
        // money × 2 + the remainder's numerator (of 1/2 cent) is the count.
        let remainder = match row["money_remainder"].as_str() {
            "" => 0,
            "1/2" => 1,
            "-1/2" => -1,
            other => panic!("{other:?} is not half a cent"),
        };
        if remainder != 0 {
            halves += 1;
        }
        assert_eq!(cents(&row["money"]) * 2 + remainder, want, "{row:?}");
    }
    assert!(halves > 0, "an odd balance in the case: {balances:?}");
}

/// The cases of every public vector file whose game pays something when the partie
/// closes (the replay's closing payments are not empty).
fn cases_paying_at_the_close() -> Vec<PartieDoc> {
    let dir = format!("{}/tests/vectors", env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the vectors")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    for path in files {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let Some(family) = name.strip_suffix(".public.json") else {
            continue;
        };
        let text = std::fs::read_to_string(&path).expect("a vector file");
        let cases: Vec<Value> = serde_json::from_str(&text).expect("vector JSON");
        for case in cases {
            let Some(id) = case["id"].as_str() else {
                continue;
            };
            let doc = vector_case(family, id);
            let pays = doc
                .replay(true)
                .ok()
                .and_then(|r| r.closing)
                .is_some_and(|c| !c.is_empty());
            if pays {
                found.push(doc);
            }
        }
    }
    found
}

#[tokio::test]
async fn deals_csv_sums_to_the_balances_with_the_closing_payments() {
    let app = spawn_app().await;
    let cases = cases_paying_at_the_close();
    assert!(!cases.is_empty(), "a public case pays at the close");
    for doc in cases.iter().take(3) {
        let id = app.open_doc(doc).await;
        for deal in &doc.deals {
            assert_eq!(app.post_deal(&id, deal).await.status, 201);
        }
        let r = app.close(&id).await;
        assert_eq!(r.status, 200, "{}", r.body);
        let balances: BTreeMap<String, i64> =
            serde_json::from_value(app.get_party(&id).await.body["balances"].clone())
                .expect("balances");
        let rows = csv_rows(&app, &format!("/parties/{id}/export.csv?what=deals")).await;
        let closing: Vec<_> = rows.iter().filter(|r| r["deal"] == "closing").collect();
        assert_eq!(closing.len(), 1, "one closing row: {rows:?}");
        assert_eq!(rows.last().map(|r| r["deal"].as_str()), Some("closing"));
        assert!(!closing[0]["entered_at"].is_empty(), "the closing time");
        assert_eq!(closing[0]["facts"], "");
        let deals = rows
            .iter()
            .filter(|r| r["deal"].parse::<i32>().is_ok())
            .count();
        assert_eq!(deals, doc.deals.len());
        for (player, want) in &balances {
            let sum: i64 = rows
                .iter()
                .map(|r| r[player].parse::<i64>().expect("a number"))
                .sum();
            assert_eq!(sum, *want, "{player}: deals.csv sums to the balance");
        }
    }
}

/// The settlement of a party as the API gives it.
async fn plan(app: &TestApp, id: &str) -> Vec<Value> {
    let r = app.get(&format!("/api/v1/parties/{id}/settlement")).await;
    assert_eq!(r.status, 200, "{}", r.body);
    r.body["payments"].as_array().expect("payments").clone()
}

/// The form fields of payment `p` as its "mark as paid" form posts them.
fn mark_form(p: &Value, paid: &'static str) -> Vec<(&'static str, String)> {
    vec![
        ("from", p["from"].as_str().expect("from").to_owned()),
        ("to", p["to"].as_str().expect("to").to_owned()),
        ("counters", p["counters"].to_string()),
        ("paid", paid.to_owned()),
    ]
}

async fn post_mark(
    app: &TestApp,
    id: &str,
    n: usize,
    form: &[(&'static str, String)],
) -> (StatusCode, Option<String>, String) {
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    post_form(app, &format!("/parties/{id}/payments/{n}"), &pairs).await
}

fn connect(app: &TestApp) -> DbConnection {
    DatabaseUrl::parse(&app.db_url())
        .expect("url")
        .establish()
        .expect("a connection")
}

fn marks_stored(app: &TestApp) -> Vec<PaymentMarkRow> {
    payment_marks::table
        .order(payment_marks::id.asc())
        .select(PaymentMarkRow::as_select())
        .load(&mut connect(app))
        .expect("the marks")
}

async fn marking_a_payment_is_journaled_and_keeps_the_plan(app: &TestApp) {
    let (id, _) = closed_reversis(app, "0.05 EUR").await;
    let before = plan(app, &id).await;
    assert!(before.len() >= 2, "a plan of several payments: {before:?}");
    assert!(before.iter().all(|p| p["paid"] == json!(false)));
    let (_, page) = get(app, &format!("/parties/{id}")).await;
    assert!(page.contains(&format!("action=\"/parties/{id}/payments/0\"")));
    assert!(page.contains("Mark as paid"), "the button");

    // Mark the first payment: 303 back to the settlement, shown as paid.
    let (status, location, body) = post_mark(app, &id, 0, &mark_form(&before[0], "1")).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    assert_eq!(
        location.as_deref(),
        Some(&*format!("/parties/{id}#settlement"))
    );
    let after = plan(app, &id).await;
    assert_eq!(after[0]["paid"], json!(true));
    assert!(after[1..].iter().all(|p| p["paid"] == json!(false)));
    for (a, b) in after.iter().zip(&before) {
        for key in ["from", "to", "counters", "money"] {
            assert_eq!(a[key], b[key], "the plan stays as it was");
        }
    }
    let (_, page) = get(app, &format!("/parties/{id}")).await;
    assert!(
        page.contains("plan-payment paid\" id=\"payment-0\""),
        "shown paid"
    );
    assert!(page.contains("Not paid after all"), "a way back");
    let rows = csv_rows(app, &format!("/parties/{id}/export.csv?what=settlement")).await;
    assert_eq!(rows[0]["paid"], "true");
    assert_eq!(rows[1]["paid"], "false");
    // Posted twice (a double tap): nothing more is stored.
    let (status, _, _) = post_mark(app, &id, 0, &mark_form(&before[0], "1")).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(marks_stored(app).len(), 1);

    // Taking the mark back is a new row: the first one stays.
    let (status, _, _) = post_mark(app, &id, 0, &mark_form(&before[0], "0")).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(plan(app, &id).await[0]["paid"], json!(false));
    let stored = marks_stored(app);
    assert_eq!(
        stored
            .iter()
            .map(|m| (m.payment, m.paid))
            .collect::<Vec<_>>(),
        vec![(0, true), (0, false)]
    );

    // A page that no longer shows the plan as it stands: refused, in words, nothing stored.
    let mut stale = mark_form(&before[1], "1");
    stale[2].1 = "999".into();
    let (status, _, body) = post_mark(app, &id, 1, &stale).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(body.contains("settlement changed"), "{body}");
    let (status, _, _) = post_mark(app, &id, 99, &mark_form(&before[1], "1")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _, body) = post_mark(app, &id, 1, &[("paid", "yes".into())]).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(marks_stored(app).len(), 2);
    // A reload of the address goes back to the page.
    let (status, _) = get(app, &format!("/parties/{id}/payments/0")).await;
    assert_eq!(status, StatusCode::SEE_OTHER);

    // The journal of marks is append-only.
    let changed = diesel::update(payment_marks::table)
        .set(payment_marks::paid.eq(false))
        .execute(&mut connect(app));
    assert!(changed.is_err(), "a mark cannot be rewritten");

    // Re-opened and closed again: a new plan, nothing marked yet.
    for action in ["reopen", "close"] {
        let r = app
            .send(
                reqwest::Method::POST,
                &format!("/api/v1/parties/{id}/{action}"),
                &Value::Null,
            )
            .await;
        assert_eq!(r.status, 200, "{action}: {}", r.body);
    }
    let fresh = plan(app, &id).await;
    assert!(fresh.iter().all(|p| p["paid"] == json!(false)));

    // The plan a mark kept is the plan shown from then on, even where the balances
    // would now give another (as an earlier version of the plan's search would have):
    // a first mark of the new close that kept the payments in another order.
    let kept: Vec<Value> = fresh.iter().rev().cloned().collect();
    let entry: Option<i32> = academie::db::schema::journal_entries::table
        .filter(academie::db::schema::journal_entries::kind.eq("settlement"))
        .select(diesel::dsl::max(academie::db::schema::journal_entries::id))
        .first(&mut connect(app))
        .expect("the settlement entry");
    let row = marks_stored(app).remove(0);
    diesel::insert_into(payment_marks::table)
        .values(PaymentMarkRow {
            settlement_entry_id: entry.expect("a settlement entry"),
            payment: 0,
            paid: true,
            plan_json: json!(kept).to_string(),
            ..row
        })
        .execute(&mut connect(app))
        .expect("a mark");
    let now = plan(app, &id).await;
    let order = |v: &[Value]| {
        v.iter()
            .map(|p| (p["from"].clone(), p["to"].clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(order(&now), order(&kept), "the kept plan is shown");
    assert_ne!(order(&now), order(&fresh), "not the plan computed again");
    assert_eq!(now[0]["paid"], json!(true));
    assert!(now[1..].iter().all(|p| p["paid"] == json!(false)));
}
on_both_backends!(
    marking_a_payment,
    super::marking_a_payment_is_journaled_and_keeps_the_plan
);

#[tokio::test]
async fn a_payment_of_an_open_partie_cannot_be_marked() {
    let app = spawn_app().await;
    let r = app
        .open_party("quadrille", &json!({}), &["A", "B", "C", "D"])
        .await;
    let id = r.body["id"].as_str().expect("id").to_owned();
    let form = [
        ("from", "A".to_owned()),
        ("to", "B".to_owned()),
        ("counters", "1".to_owned()),
        ("paid", "1".to_owned()),
    ];
    let (status, _, body) = post_mark(&app, &id, 0, &form).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(body.contains("not closed"), "{body}");
}

#[tokio::test]
async fn who_pays_whom_is_there_as_text_to_share_in_the_pages_language() {
    let app = spawn_app().await;
    let (id, _) = closed_reversis(&app, "0.05 EUR").await;
    let payments = plan(&app, &id).await;
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    let text = textarea(&page, "share-text");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), payments.len() + 1, "{text}");
    assert!(lines[0].ends_with(": who pays whom"), "{text}");
    for (line, p) in lines[1..].iter().zip(&payments) {
        let from = p["from"].as_str().expect("from");
        if !from.starts_with("pot:") {
            assert!(line.starts_with(&format!("{from} → ")), "{line}");
        }
        let counters = p["counters"].as_i64().expect("counters");
        assert!(line.contains(&format!("({counters} counter")), "{line}");
        assert!(line.contains(" EUR"), "{line}");
    }
    assert!(
        page.contains("data-share=\"share-text\""),
        "the Share button"
    );

    let r = reqwest::Client::new()
        .get(format!("{}/parties/{id}", app.address))
        .header("accept-language", "fr")
        .send()
        .await
        .expect("the page");
    let page = r.text().await.expect("a body");
    let text = textarea(&page, "share-text");
    assert!(
        text.lines()
            .next()
            .unwrap_or("")
            .ends_with("\u{202f}: qui paie qui"),
        "{text}"
    );
    assert!(text.contains("\u{a0}€ ("), "{text}");
    assert!(
        text.contains(" jetons)") || text.contains(" jeton)"),
        "{text}"
    );
}

/// The text of the textarea `id` of a page (HTML entities of the template undone).
fn textarea(page: &str, id: &str) -> String {
    let start = page
        .find(&format!("<textarea id=\"{id}\""))
        .unwrap_or_else(|| panic!("no textarea {id}"));
    let body = &page[start..];
    let open = body.find('>').expect("the tag's end") + 1;
    let close = body.find("</textarea>").expect("the end");
    body[open..close]
        .replace("&#x2f;", "/")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&gt;", ">")
        .replace("&lt;", "<")
        .replace("&amp;", "&")
}

#[tokio::test]
async fn again_with_the_same_table_fills_in_the_new_partie_form() {
    let app = spawn_app().await;
    let (id, doc) = closed_reversis(&app, "0.05 EUR").await;
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    assert!(page.contains(&format!("href=\"/parties/new?again={id}\"")));
    let (status, form) = get(&app, &format!("/parties/new?again={id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        form.contains("name=\"game\" value=\"reversis\""),
        "the game"
    );
    for (seat, name) in doc.players.iter().enumerate() {
        assert!(
            form.contains(&format!(
                "id=\"player-{}\" name=\"players\" value=\"{name}\"",
                seat + 1
            )),
            "{name} in seat {}",
            seat + 1
        );
    }
    assert!(form.contains("value=\"0.05 EUR\""), "the rate");
    // An unknown partie: not found.
    let (status, _) = get(&app, "/parties/new?again=00000000000000000000000000000000").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_player_boxes_offer_the_names_already_played() {
    let app = spawn_app().await;
    let (_, form) = get(&app, "/parties/new").await;
    assert!(!form.contains("<datalist"), "no name played yet");
    for players in [
        ["Anne", "Blaise", "Cyr", "Denise"],
        ["Émile", "Anne", "Zoé", "Yves"],
    ] {
        let r = app.open_party("quadrille", &json!({}), &players).await;
        assert_eq!(r.status, 201, "{}", r.body);
    }
    let (_, form) = get(&app, "/parties/new?game=piquet").await;
    assert!(
        form.contains("list=\"known-players\""),
        "the boxes name the list"
    );
    let start = form
        .find("<datalist id=\"known-players\">")
        .expect("the list");
    let list = &form[start..form[start..].find("</datalist>").expect("its end") + start];
    let names: Vec<&str> = list
        .split("<option value=\"")
        .skip(1)
        .filter_map(|o| o.split('"').next())
        .collect();
    // Each once; the latest partie's first.
    assert_eq!(names.len(), 7, "{names:?}");
    let latest = ["Anne", "Yves", "Zoé", "Émile"];
    let mut first: Vec<&str> = names[..4].to_vec();
    first.sort_unstable();
    let mut want = latest.to_vec();
    want.sort_unstable();
    assert_eq!(first, want, "{names:?}");
}
