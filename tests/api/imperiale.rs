//! The Impériale at the table (other-games-1 §3): what the keeper enters per deal (§3.2)
//! has its own controls, the imperials in hand too (a box per kind, per player), and the
//! deals posted through the form score as the book's vector.

use serde_json::{json, Value};

use crate::helpers::{spawn_app, vector_case, TestApp};

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

/// The `expected` of a case of other-games-1.
fn expected(id: &str) -> Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/vectors/other-games-1.public.json"
    ))
    .expect("the vector file");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("vector JSON");
    cases
        .into_iter()
        .find(|c| c["id"] == id)
        .map(|c| c["expected"].clone())
        .unwrap_or_else(|| panic!("no case {id}"))
}

#[tokio::test]
async fn the_imperials_in_hand_are_ticked_per_player_and_score_as_the_book() {
    // Arrange: imperiale-003 (Law XV: the turn-up wins the partie before B's imperial).
    let app = spawn_app().await;
    let id = app
        .open_doc(&vector_case("other-games-1", "imperiale-003"))
        .await;
    let (status, _, page) = app.get_text(&format!("/parties/{id}")).await;
    assert_eq!(status, 200);
    for player in ["A", "B"] {
        let field = format!("imperials_in_hand.{player}");
        assert!(
            page.contains(&format!("data-field=\"{field}\" data-kind=\"list\"")),
            "{field} is a group of boxes: {page}"
        );
        for kind in [
            "four_kings",
            "four_sevens",
            "clubs_sequence",
            "trump_sequence",
        ] {
            assert!(
                page.contains(&format!(
                    "type=\"checkbox\" id=\"f-imperials_in_hand-{player}-"
                )) && page.contains(&format!("name=\"{field}\" value=\"{kind}\"")),
                "{field}: a box for {kind}"
            );
        }
        assert!(
            !page.contains(&format!("name=\"{field}\" value=\"four_sixes\"")),
            "no four sixes in the 32-card pack"
        );
    }
    assert!(page.contains("K Q J A of trumps (two)"), "{page}");
    assert!(
        !page.contains("<textarea id=\"f-imperials_in_hand"),
        "no JSON to type"
    );

    // Act: the five deals as the keeper ticks them (a browser posts the boxes in the
    // page's order, which is not the vector's).
    let deals: [&[(&str, &str)]; 5] = [
        &[
            ("dealer", "A"),
            ("imperials_in_hand.A", "four_queens"),
            ("imperials_in_hand.A", "four_aces"),
        ],
        &[
            ("dealer", "B"),
            ("imperials_in_hand.B", "four_kings"),
            ("imperials_in_hand.B", "four_knaves"),
        ],
        &[
            ("dealer", "A"),
            ("imperials_in_hand.B", "four_queens"),
            ("imperials_in_hand.B", "four_aces"),
        ],
        &[
            ("dealer", "B"),
            ("imperials_in_hand.A", "four_knaves"),
            ("imperials_in_hand.A", "four_sevens"),
            ("point", "A"),
            ("honours_won[0]", "4"),
            ("tricks[0]", "6"),
            ("tricks[1]", "6"),
        ],
        &[
            ("dealer", "A"),
            ("turned_honour", "true"),
            ("imperials_in_hand.B", "four_kings"),
            ("point", "B"),
        ],
    ];
    for (i, pairs) in deals.iter().enumerate() {
        let (status, body) = post_deal_form(&app, &id, pairs).await;
        assert_eq!(status, 303, "deal {}: {body}", i + 1);
    }

    // Assert: the facts in the vector's shape, and the vector's results deal by deal.
    let party = app.get_party(&id).await.body;
    assert_eq!(
        party["deals"],
        json!([
            {"dealer": "A", "imperials_in_hand": {"A": ["four_queens", "four_aces"]}},
            {"dealer": "B", "imperials_in_hand": {"B": ["four_kings", "four_knaves"]}},
            {"dealer": "A", "imperials_in_hand": {"B": ["four_queens", "four_aces"]}},
            {"dealer": "B", "imperials_in_hand": {"A": ["four_knaves", "four_sevens"]},
             "point": "A", "honours_won": {"A": 4}, "tricks": {"A": 6, "B": 6}},
            {"dealer": "A", "turned_honour": true, "imperials_in_hand": {"B": ["four_kings"]},
             "point": "B"},
        ]),
        "{party}"
    );
    let want = expected("imperiale-003");
    assert_eq!(party["per_deal"], want["per_deal"], "{party}");
    assert_eq!(party["balances"], want["balances"]);
    assert_eq!(party["report"]["state"], want["state"], "{party}");
}

#[tokio::test]
async fn an_imperial_the_pack_has_not_is_refused_on_its_box_and_nothing_is_recorded() {
    let app = spawn_app().await;
    let id = app
        .open_doc(&vector_case("other-games-1", "imperiale-001"))
        .await;
    // Four sixes: the 32-card pack has none (a box the page does not draw).
    let (status, body) = post_deal_form(
        &app,
        &id,
        &[("dealer", "A"), ("imperials_in_hand.B", "four_sixes")],
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(
        body.contains("id=\"f-imperials_in_hand-B-error\""),
        "{body}"
    );
    let party = app.get_party(&id).await.body;
    assert_eq!(party["deals"], json!([]), "{party}");

    // In French too.
    let client = reqwest::Client::new();
    let r = client
        .post(format!("{}/parties/{id}/deals", app.address))
        .header("Accept-Language", "fr")
        .form(&[("dealer", "A"), ("imperials_in_hand.B", "four_jokers")])
        .send()
        .await
        .expect("the server answers");
    assert_eq!(r.status().as_u16(), 422);
    let body = r.text().await.expect("a body");
    assert!(body.contains("four_jokers"), "{body}");
    assert!(body.contains("Quatre rois"), "the boxes in French: {body}");
}

#[tokio::test]
async fn three_players_with_the_sixes_tick_four_sixes_and_a_trump_sequence() {
    // §3.1: three players play with 36 cards; four sixes is then an imperial.
    let app = spawn_app().await;
    let r = app
        .open_party(
            "imperiale",
            &json!({"stake_per_partie": 6, "deck": 36}),
            &["A", "B", "C"],
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().expect("an id").to_owned();
    let (_, _, page) = app.get_text(&format!("/parties/{id}")).await;
    assert!(page.contains("name=\"imperials_in_hand.C\" value=\"four_sixes\""));
    assert!(!page.contains("value=\"four_sevens\""), "no four sevens");

    let (status, body) = post_deal_form(
        &app,
        &id,
        &[
            ("dealer", "A"),
            ("imperials_in_hand.C", "four_sixes"),
            ("imperials_in_hand.C", "trump_sequence"),
            ("imperials_in_hand.B", "hearts_sequence"),
        ],
    )
    .await;
    assert_eq!(status, 303, "{body}");
    let party = app.get_party(&id).await.body;
    assert_eq!(
        party["deals"][0]["imperials_in_hand"],
        json!({"B": ["hearts_sequence"], "C": ["four_sixes", "trump_sequence"]})
    );
    // B (the eldest, counted first) 1, then C 3, which wipes nothing: no counters yet.
    assert_eq!(
        party["report"]["state"]["fiches"],
        json!({"A": 0, "B": 1, "C": 3}),
        "{party}"
    );
}
