//! The Piquet games on the web: the score sheet page (the book's own example of Piquet à
//! écrire, and the race of an ordinary partie), and the preview's count of a deal.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{spawn_app, vector_case, TestApp};

/// Records every deal of a vector case through the API; returns the party's id.
async fn record_case(app: &TestApp, id: &str) -> String {
    let doc = vector_case("piquet", id);
    let party = app.open_doc(&doc).await;
    for (i, deal) in doc.deals.iter().enumerate() {
        let r = app.post_deal(&party, deal).await;
        assert_eq!(r.status, 201, "deal {} of {id}: {}", i + 1, r.body);
    }
    party
}

async fn page(app: &TestApp, path: &str) -> (u16, String) {
    let (status, _, body) = app.get_text(path).await;
    (status, body)
}

#[tokio::test]
async fn the_sheet_shows_the_books_example_with_its_columns_and_settlement() {
    // Arrange: the book's example (004:175-244), Jean, Pierre and Denis, 24 tours.
    let app = spawn_app().await;
    let id = record_case(&app, "piquet-a-ecrire-002").await;

    // Act
    let (status, body) = page(&app, &format!("/parties/{id}/sheet")).await;

    // Assert
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("Score sheet"), "{body}");
    for player in ["Jean", "Pierre", "Denis"] {
        assert!(
            body.contains(&format!("<th class=\"num\" scope=\"col\">{player}</th>")),
            "{player} has a column"
        );
    }
    // The columns of the sheet: Jean 470, Pierre 370, Denis 510.
    for (i, sum) in [470, 370, 510].iter().enumerate() {
        assert!(
            body.contains(&format!("data-key=\"column-{i}\">{sum}</td>")),
            "column {i} sums to {sum}"
        );
    }
    // The total 1350 divided by three: 450 each; Pierre wins 80, Jean loses 20, Denis 60.
    assert!(body.contains("data-key=\"pool_total\">1,350<"), "{body}");
    assert!(body.contains("data-key=\"share\">450<"), "{body}");
    assert!(body.contains("data-key=\"net-Pierre\">80<"), "{body}");
    assert!(body.contains("data-key=\"net-Jean\">-20<"), "{body}");
    assert!(body.contains("data-key=\"net-Denis\">-60<"), "{body}");
    assert!(body.contains("receives 80"));
    assert!(body.contains("pays 20"));
    assert!(body.contains("pays 60"));
    // 24 tours in 12 rois; the first: Jean 12, Pierre 42, Jean marked for 30.
    assert!(body.contains("24 of 24 tours marked (12 rois)"), "{body}");
    assert!(body.contains("Roi 12"));
    assert!(body.contains("data-row=\"tour-24\""));
    assert!(body.contains("Jean 12 – Pierre 42"));
    assert!(body.contains("The settlement</h2>"), "the partie is over");
}

#[tokio::test]
async fn the_partie_page_links_the_sheet_of_piquet_games_only() {
    let app = spawn_app().await;
    let id = record_case(&app, "piquet-a-ecrire-001").await;
    let (status, body) = page(&app, &format!("/parties/{id}")).await;
    assert_eq!(status, 200);
    assert!(
        body.contains(&format!("href=\"/parties/{id}/sheet\"")),
        "{body}"
    );

    let r = app
        .open_party(
            "quadrille",
            &json!({}),
            &["Anne", "Bertrand", "Céline", "Denis"],
        )
        .await;
    let other = r.body["id"].as_str().expect("an id").to_owned();
    let (_, body) = page(&app, &format!("/parties/{other}")).await;
    assert!(!body.contains("/sheet\""), "no sheet for Quadrille");
    let (status, _) = page(&app, &format!("/parties/{other}/sheet")).await;
    assert_eq!(status, StatusCode::NOT_FOUND.as_u16());
}

#[tokio::test]
async fn a_sheet_in_progress_shows_the_half_tour_and_the_settlement_if_ended_now() {
    let app = spawn_app().await;
    let r = app
        .open_party(
            "piquet-a-ecrire",
            &json!({"tours": 4}),
            &["Jean", "Pierre", "Denis"],
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().expect("an id").to_owned();
    for deal in [
        json!({"tour": 1, "elder": "Pierre", "younger": "Jean", "score": {"Pierre": 20, "Jean": 7}}),
        json!({"tour": 1, "elder": "Jean", "younger": "Pierre", "score": {"Jean": 5, "Pierre": 22}}),
        json!({"tour": 2, "elder": "Denis", "younger": "Pierre", "score": {"Denis": 20, "Pierre": 5}}),
    ] {
        let r = app.post_deal(&id, &deal).await;
        assert_eq!(r.status, 201, "{}", r.body);
    }
    let (status, body) = page(&app, &format!("/parties/{id}/sheet")).await;
    assert_eq!(status, 200);
    assert!(
        body.contains("Tour 2, first deal played: Denis (elder) 20, Pierre (younger) 5"),
        "{body}"
    );
    assert!(body.contains("if the partie ended now"), "{body}");
    // Tour 1: 12 against 42, a difference of 30, with the default consolation of 20.
    assert!(body.contains("+20"), "{body}");
    assert!(body.contains("data-key=\"column-0\">50</td>"), "{body}");
}

#[tokio::test]
async fn the_sheet_of_ordinary_piquet_runs_each_partie_to_the_target() {
    // piquet-003: the 201-point deal; B wins the partie at 118, A lurched.
    let app = spawn_app().await;
    let id = record_case(&app, "piquet-003").await;
    let (status, body) = page(&app, &format!("/parties/{id}/sheet")).await;
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("Parties to 100 points"), "{body}");
    assert!(body.contains(">201</td>"), "the deal's score: {body}");
    assert!(
        body.contains("\">118</td>") && body.contains("data-key=\"running-B-"),
        "the score at the end: {body}"
    );
    assert!(
        body.contains("B reaches the target: B wins the partie; A pays 20, lurched"),
        "{body}"
    );
    assert!(
        body.contains("data-key=\"running-B\">0<"),
        "a new partie: {body}"
    );
}

#[tokio::test]
async fn a_preview_gives_each_players_count_of_the_deal_and_stores_nothing() {
    // Arrange: piquet-002's first deal, B elder: 37 for B, 6 for A.
    let app = spawn_app().await;
    let doc = vector_case("piquet", "piquet-002");
    let id = app.open_doc(&doc).await;
    let expected = doc.score().expect("scored");

    // Act
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{id}/preview"),
            &json!({ "facts": doc.deals[0] }),
        )
        .await;

    // Assert: the deal's scores as the engine reports them, item by item; the older
    // keys are still there; nothing stored.
    assert_eq!(r.status, 200, "{}", r.body);
    let details = &r.body["deal_details"];
    assert_eq!(
        details["scores"],
        expected.report()["deal_scores"][0],
        "{details}"
    );
    assert_eq!(details["elder"], json!("B"));
    assert_eq!(details["counts"]["B"]["total"], details["scores"]["B"]);
    // The same reading in words, as the live count shows it: B's 37, item by item.
    let lines = r.body["reading"]["lines"].as_array().expect("a reading");
    let b = lines.iter().find(|l| l["player"] == "B").expect("B's line");
    assert_eq!(b["score"], details["scores"]["B"]);
    assert!(b["items"].as_array().is_some_and(|i| !i.is_empty()), "{b}");
    assert_eq!(r.body["net"], json!({"A": 0, "B": 0}));
    assert!(r.body["transfers"].is_array() && r.body["balances"].is_object());
    assert_eq!(app.get_party(&id).await.body["deals"], json!([]));

    // A correction's preview reads the deal it replaces.
    assert_eq!(app.post_deal(&id, &doc.deals[0]).await.status, 201);
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{id}/preview"),
            &json!({ "facts": doc.deals[1], "deal": 1 }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(
        r.body["deal_details"]["scores"],
        expected.report()["deal_scores"][1]
    );
}

#[tokio::test]
async fn a_preview_of_a_wrong_declaration_says_what_is_wrong() {
    let app = spawn_app().await;
    let doc = vector_case("piquet", "piquet-002");
    let id = app.open_doc(&doc).await;
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{id}/preview"),
            &json!({ "facts": {"elder": "B", "younger": "A",
                               "point": {"B": {"cards": 5, "pips": 30}},
                               "play": {"B": 8, "A": 4}, "tricks": {"B": 7, "A": 5}} }),
        )
        .await;
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.detail().contains("pips"), "{}", r.body);
    assert!(r.body.get("deal_details").is_none());
}

#[tokio::test]
async fn a_game_without_deal_details_previews_as_before() {
    let app = spawn_app().await;
    let r = app
        .open_party(
            "quadrille",
            &json!({}),
            &["Anne", "Bertrand", "Céline", "Denis"],
        )
        .await;
    let id = r.body["id"].as_str().expect("an id").to_owned();
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{id}/preview"),
            &json!({ "facts": {"contract": "ask", "ombre": "Bertrand", "partner": "Céline",
                               "trump": "hearts", "matadors": 0,
                               "tricks": {"Anne": 2, "Bertrand": 4, "Céline": 2, "Denis": 2}} }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.get("deal_details").is_none(), "{}", r.body);
}

/// Posts the deal form of a party as a browser without the script would.
async fn post_deal_form(app: &TestApp, id: &str, pairs: &[(&str, &str)]) -> (u16, String) {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("an HTTP client");
    let r = client
        .post(format!("{}/parties/{id}/deals", app.address))
        .form(pairs)
        .send()
        .await
        .expect("the server answers");
    let status = r.status().as_u16();
    (status, r.text().await.expect("a body"))
}

#[tokio::test]
async fn the_piquet_form_asks_who_is_good_and_folds_the_declarations() {
    // Arrange
    let app = spawn_app().await;
    let r = app
        .open_party("piquet", &json!({"stake": 10}), &["A", "B"])
        .await;
    let id = r.body["id"].as_str().expect("an id").to_owned();
    let (status, body) = page(&app, &format!("/parties/{id}")).await;
    assert_eq!(status, 200);
    assert!(body.contains("Point: good for"), "{body}");
    assert!(body.contains("Quatorzes and trois: he counts"), "{body}");
    // Each player's declarations folded, for a dispute.
    for player in ["A", "B"] {
        let fold = format!(
            "<details class=\"more\">\n  <summary>Check {player}&#39;s declarations</summary>"
        );
        assert!(body.contains(&fold), "{player}'s fold: {body}");
    }
    assert!(body.contains("Point of … cards"));
    assert!(body.contains(">aces</label>"), "sets in the plural");

    // Act: piquet-001's deal as the table says it, with a sequence count no hand makes.
    let mut deal = vec![
        ("elder", "B"),
        ("younger", "A"),
        ("carte_blanche", "B"),
        ("good.point.player", "B"),
        ("good.point.points", "5"),
        ("good.sequences.player", "B"),
        ("good.sequences.points", "5"),
        ("good.sets.player", "A"),
        ("good.sets.points", "3"),
        ("play.B", "8"),
        ("play.A", "4"),
        ("tricks.B", "7"),
    ];
    let (status, body) = post_deal_form(&app, &id, &deal).await;

    // Assert: back with what was typed and the reason in words.
    assert_eq!(status, 422, "{body}");
    // The message in words, next to the box it is about.
    assert!(
        body.contains(
            "id=\"f-good-sequences-points-error\">sequences: B cannot count 5; \
             a hand of twelve cards counts 3, 4, 6–12, 15–22, 30–32</p>"
        ),
        "{body}"
    );

    // The corrected count is recorded: B 37, A 7 as piquet-001, the younger's tricks the
    // rest of the twelve.
    deal[6] = ("good.sequences.points", "4");
    let (status, body) = post_deal_form(&app, &id, &deal).await;
    assert_eq!(status, 303, "{body}");
    let party = app.get_party(&id).await;
    assert_eq!(
        party.body["deals"][0]["good"],
        json!({"point": {"player": "B", "points": 5},
               "sequences": {"player": "B", "points": 4},
               "sets": {"player": "A", "points": 3}}),
        "{}",
        party.body
    );
    let (_, sheet) = page(&app, &format!("/parties/{id}/sheet")).await;
    assert!(sheet.contains("data-key=\"running-B\">37<"), "{sheet}");
    assert!(sheet.contains("data-key=\"running-A\">7<"), "{sheet}");
}

#[tokio::test]
async fn the_folded_declarations_check_what_was_said_and_still_enter_a_deal_alone() {
    // Arrange
    let app = spawn_app().await;
    let r = app
        .open_party("piquet", &json!({"stake": 10}), &["A", "B"])
        .await;
    let id = r.body["id"].as_str().expect("an id").to_owned();

    // Act: piquet-002's first deal, the point said good for A, but checked: B's 51
    // beats A's 40.
    let said = [
        ("elder", "B"),
        ("younger", "A"),
        ("good.point.player", "A"),
        ("good.point.points", "4"),
        ("good.sequences.player", "B"),
        ("good.sequences.points", "15"),
        ("good.sets.player", "A"),
        ("good.sets.points", "3"),
        ("play.B", "7"),
        ("play.A", "3"),
        ("tricks.B", "8"),
        ("point.B.cards", "5"),
        ("point.B.pips", "51"),
        ("point.A.cards", "4"),
        ("point.A.pips", "40"),
    ];
    let (status, body) = post_deal_form(&app, &id, &said).await;

    // Assert: refused, the dispute said in words, the fold open with what was typed.
    assert_eq!(status, 422, "{body}");
    assert!(
        body.contains(
            "point: by the declarations entered, B counts 5, but the entry says A counts 4"
        ),
        "{body}"
    );
    assert!(body.contains("<details class=\"more\" open>"), "{body}");
    assert!(body.contains("value=\"51\""), "the entry is kept: {body}");
    assert_eq!(app.get_party(&id).await.body["deals"], json!([]));

    // The full declarations alone, as the vectors enter them: recorded as the case's deal.
    let declared = [
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
    ];
    let (status, body) = post_deal_form(&app, &id, &declared).await;
    assert_eq!(status, 303, "{body}");
    let party = app.get_party(&id).await;
    assert_eq!(
        party.body["deals"][0],
        vector_case("piquet", "piquet-002").deals[0],
        "{}",
        party.body
    );
    let (_, sheet) = page(&app, &format!("/parties/{id}/sheet")).await;
    assert!(sheet.contains("data-key=\"running-B\">37<"), "{sheet}");
}

#[tokio::test]
async fn every_written_sheet_settles_as_the_vectors_balances() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/vectors/piquet.public.json"
    );
    let cases: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("vector file"))
            .expect("vector JSON");
    let app = spawn_app().await;
    let mut seen = 0;
    for case in cases.iter().filter(|c| c["game"] != "piquet") {
        let name = case["id"].as_str().expect("an id");
        let id = record_case(&app, name).await;
        let (status, body) = page(&app, &format!("/parties/{id}/sheet")).await;
        assert_eq!(status, 200, "{name}");
        for (player, balance) in case["expected"]["balances"].as_object().expect("balances") {
            assert!(
                body.contains(&format!("data-key=\"net-{player}\">{balance}<")),
                "{name}: {player} settles at {balance}"
            );
        }
        if case["options"]["manner"] == "corbillon" {
            assert!(
                body.contains("The corbillon's") || body.contains("The corbillon&#39;s"),
                "{name}: {body}"
            );
        }
        seen += 1;
    }
    assert!(seen >= 5, "the à écrire cases: {seen}");
}

#[tokio::test]
async fn every_race_game_keeps_a_score_sheet_of_its_marks() {
    // The first vector case of each game whose report is a race or a written sheet.
    let app = spawn_app().await;
    let mut seen = 0;
    for file in ["other-games-1", "other-games-2"] {
        let path = format!(
            "{}/tests/vectors/{file}.public.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let cases: Vec<serde_json::Value> =
            serde_json::from_str(&std::fs::read_to_string(path).expect("vector file"))
                .expect("vector JSON");
        let mut done = std::collections::BTreeSet::new();
        for case in &cases {
            let Ok(game) = case["game"]
                .as_str()
                .unwrap_or("")
                .parse::<academie::games::GameId>()
            else {
                continue;
            };
            let kind = academie::games::erased(game).report_kind(game);
            if kind == academie::games::ReportKind::Counters || !done.insert(game) {
                continue;
            }
            let doc = academie::partie::PartieDoc::from_value(case.clone()).expect("a document");
            let party = app.open_doc(&doc).await;
            for deal in &doc.deals {
                assert_eq!(app.post_deal(&party, deal).await.status, 201, "{game}");
            }
            let (status, body) = page(&app, &format!("/parties/{party}/sheet")).await;
            assert_eq!(status, 200, "{game}: {body}");
            assert!(body.contains("<table class=\"sheet\">"), "{game}: {body}");
            seen += 1;
        }
    }
    assert!(seen >= 7, "race games with a sheet: {seen}");
}
