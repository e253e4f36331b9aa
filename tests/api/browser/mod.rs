//! A real browser at the table: Debian's headless Chromium at a phone's size, driven by
//! chromedriver through fantoccini, against the app of [`crate::helpers::spawn_app`].
//!
//! [`every_family_at_the_table`] plays, for each family (Quadrille, the Médiateur, Ombre,
//! Quintille, Piquet, Reversis, and a pool, a race and a beasts game), a partie as a
//! player would: begun from the new-partie form, deals entered by tapping, one corrected,
//! the last undone, closed; the settlement read on the page and checked against the JSON
//! API, a CSV downloaded and checked; in English and in French. It counts the taps of the
//! common deal of each game and prints them. [`a_piquet_declaration_is_counted_as_it_is_typed`]
//! watches the live preview. [`axe`] checks the main pages with axe-core.
//!
//! Every test skips with a loud `SKIPPED` line when chromedriver or Chromium is absent.
//! The screenshots are left in `target/browser/`.

mod axe;
mod families;
mod harness;
mod treasurer;

use harness::{browser_available, Driver, Step};
use serde_json::json;

use crate::helpers::{spawn_app, TestApp};

/// chromedriver and a phone session on it (dropping the driver kills chromedriver).
async fn phone() -> (Driver, harness::Phone) {
    let driver = Driver::start().await.expect("chromedriver");
    let phone = driver.phone().await.expect("a Chromium session");
    (driver, phone)
}

/// Quits the session and fails the test with every cause of `outcome`'s error.
async fn finish(phone: harness::Phone, outcome: Step) {
    let _ = phone.quit().await;
    if let Err(e) = outcome {
        panic!("{e:#}");
    }
}

#[tokio::test]
async fn every_family_at_the_table() {
    if !browser_available("every_family_at_the_table") {
        return;
    }
    let app = spawn_app().await;
    let (_driver, mut phone) = phone().await;
    let outcome = families::play_all(&mut phone, &app).await;
    finish(phone, outcome).await;
}

#[tokio::test]
async fn a_piquet_declaration_is_counted_as_it_is_typed() {
    if !browser_available("a_piquet_declaration_is_counted_as_it_is_typed") {
        return;
    }
    // Arrange: an ordinary partie, A and B.
    let app = spawn_app().await;
    let r = app
        .open_party("piquet", &json!({"stake": 10}), &["A", "B"])
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    // An id is a number or a public token.
    let id = match &r.body["id"] {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let (_driver, mut phone) = phone().await;
    let outcome = piquet_live_count(&mut phone, &app, &id).await;
    finish(phone, outcome).await;
}

/// Types piquet-002's first deal into partie `id`'s form and watches the count.
async fn piquet_live_count(phone: &mut harness::Phone, app: &TestApp, id: &str) -> Step {
    phone.go(&format!("{}/parties/{id}", app.address)).await?;
    // Act: piquet-002's first deal as it is announced. B: "point of five, worth
    // 51", "quinte to the ace"; A: "point of four, worth 40", "quatrième to the
    // king", "three queens"; the play 7 to 3, the tricks 8 to 4.
    let form = "form.deal-form";
    for (field, value) in [
        ("elder", "B"),
        ("younger", "A"),
        ("point.B.cards", "5"),
        ("point.B.pips", "51"),
        ("point.A.cards", "4"),
        ("point.A.pips", "40"),
        ("sequences.B[0].len", "5"),
        ("sequences.B[0].top", "A"),
        ("sequences.A[0].len", "4"),
        ("sequences.A[0].top", "K"),
        ("sets.A[0].rank", "Q"),
        ("sets.A[0].count", "3"),
        ("play.B", "7"),
        ("play.A", "3"),
        ("tricks.B", "8"),
        ("tricks.A", "4"),
    ] {
        let found = phone
            .set(&format!("{form} [data-field=\"{field}\"]"), None, value)
            .await?;
        anyhow::ensure!(found, "the Piquet form has no field {field}");
    }
    // Assert: the count appears next to the form, nothing recorded: B 37, A 6.
    let b = phone
        .wait_for(
            "var s = document.querySelector('.deal-score [data-score=\"B\"] strong'); \
                         return s && s.textContent === '37' ? s.textContent : null;",
        )
        .await?;
    assert_eq!(b, json!("37"));
    let a = phone
        .script(
            "var s = document.querySelector('.deal-score [data-score=\"A\"] strong'); \
                         return s ? s.textContent : null;",
            vec![],
        )
        .await?;
    assert_eq!(a, json!("6"));
    phone
        .script(
            "document.querySelector('.preview').scrollIntoView(); return null;",
            vec![],
        )
        .await?;
    phone.screenshot("piquet-deal-phone").await?;

    // A point that cannot be held: the engine's message instead of a count.
    phone
        .set(&format!("{form} [data-field=\"point.B.pips\"]"), None, "30")
        .await?;
    let message = phone
        .wait_for(
            "var e = document.querySelector('.preview .error'); \
                         return e ? e.textContent : null;",
        )
        .await?;
    assert!(
        message.as_str().is_some_and(|m| m.contains("pips")),
        "{message}"
    );
    let stored = app.get(&format!("/api/v1/parties/{id}")).await;
    assert_eq!(stored.body["deals"], json!([]), "a preview stores nothing");
    Ok(())
}

#[tokio::test]
async fn the_treasurer_marks_the_payments_and_plays_again() {
    if !browser_available("the_treasurer_marks_the_payments_and_plays_again") {
        return;
    }
    let app = spawn_app().await;
    let (id, doc) = treasurer::closed_partie(&app).await;
    let (_driver, mut phone) = phone().await;
    let outcome = treasurer::settle_and_play_again(&mut phone, &app, &id, &doc).await;
    finish(phone, outcome).await;
}

#[tokio::test]
async fn the_main_pages_have_no_serious_accessibility_violation() {
    if !browser_available("the_main_pages_have_no_serious_accessibility_violation") {
        return;
    }
    let Some(script) = axe::axe_script() else {
        return;
    };
    let app = spawn_app().await;
    let (_driver, mut phone) = phone().await;
    let outcome = axe::check_main_pages(&mut phone, &app, &script).await;
    finish(phone, outcome).await;
}

#[tokio::test]
async fn no_page_scrolls_sideways_on_a_phone() {
    if !browser_available("no_page_scrolls_sideways_on_a_phone") {
        return;
    }
    let app = spawn_app().await;
    let (_driver, mut phone) = phone().await;
    let outcome = no_sideways_scroll(&mut phone, &app).await;
    finish(phone, outcome).await;
}

/// Every rules page, the glossary, the lists and a partie page fit 390 px: nothing is
/// wider than the screen (a page that scrolls sideways hides half of every line).
async fn no_sideways_scroll(phone: &mut harness::Phone, app: &TestApp) -> Step {
    let games = app.get("/api/v1/games").await.body;
    let mut pages: Vec<String> = ["/", "/parties/new", "/games", "/glossary", "/players"]
        .iter()
        .map(|p| (*p).to_owned())
        .collect();
    for g in games["games"].as_array().into_iter().flatten() {
        if let Some(id) = g["id"].as_str() {
            pages.push(format!("/games/{id}"));
        }
    }
    let party = app
        .open_party(
            "quadrille",
            &json!({}),
            &["Anne", "Bertrand", "Céline", "Denis"],
        )
        .await;
    if let Some(id) = party.body["id"].as_str() {
        pages.push(format!("/parties/{id}"));
    }
    let mut wide = Vec::new();
    for path in &pages {
        phone.go(&format!("{}{path}", app.address)).await?;
        let width = phone
            .script(
                "return [document.documentElement.scrollWidth, window.innerWidth];",
                vec![],
            )
            .await?;
        let (page, screen) = (width[0].as_i64(), width[1].as_i64());
        if page > screen {
            wide.push(format!("{path}: {width}"));
        }
    }
    anyhow::ensure!(
        wide.is_empty(),
        "pages wider than the phone's screen (page, screen): {}",
        wide.join("; ")
    );
    anyhow::ensure!(pages.len() > 40, "every game's rules page was visited");
    Ok(())
}
