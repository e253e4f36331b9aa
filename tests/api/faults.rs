//! Issue 11: a deal the rules refuse for several independent faults is refused for all of
//! them at once, on the form (each field marked, the first taking the focus), in the
//! preview and in the API's 422, and nothing is recorded.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::spawn_app;
use crate::pages::{api_party, post_form};

/// A deal with three independent faults only the game's rules find.
struct Case {
    /// The game's id.
    game: &'static str,
    /// Its options.
    options: Value,
    /// The players, in seating order.
    players: &'static [&'static str],
    /// The deal as the form posts it.
    form: &'static [(&'static str, &'static str)],
    /// The same deal as facts.
    facts: Value,
    /// The form fields at fault, the one that takes the focus first.
    form_fields: [&'static str; 3],
    /// The fields the engine names, in the rules' order.
    engine_fields: [&'static str; 3],
}

const FOUR: &[&str] = &["Anne", "Bertrand", "Céline", "Denis"];

fn cases() -> Vec<Case> {
    vec![
        // An ask without the partner, a run of two matadors, and the sans-prendre
        // premium forfeited on an ask.
        Case {
            game: "quadrille",
            options: json!({}),
            players: FOUR,
            form: &[
                ("contract", "ask"),
                ("ombre", "Bertrand"),
                ("trump", "hearts"),
                ("tricks[0]", "2"),
                ("tricks[1]", "4"),
                ("tricks[2]", "2"),
                ("tricks[3]", "2"),
                ("matadors", "2"),
                ("forfeited[0]", "sans_prendre"),
            ],
            facts: json!({"contract": "ask", "ombre": "Bertrand", "trump": "hearts",
                "tricks": {"Anne": 2, "Bertrand": 4, "Céline": 2, "Denis": 2},
                "matadors": 2, "forfeited": ["sans_prendre"]}),
            form_fields: ["partner", "matadors", "forfeited[0]"],
            engine_fields: ["partner", "matadors", "forfeited"],
        },
        // A Médiateur with a partner, the king got from the ombre himself, two matadors.
        Case {
            game: "mediateur",
            options: json!({"favourite_suit": "hearts"}),
            players: FOUR,
            form: &[
                ("contract", "mediateur"),
                ("ombre", "Bertrand"),
                ("partner", "Céline"),
                ("king_from", "Bertrand"),
                ("trump", "spades"),
                ("tricks[0]", "1"),
                ("tricks[1]", "6"),
                ("tricks[2]", "2"),
                ("tricks[3]", "1"),
                ("matadors", "2"),
                ("matador_holders.spadille", "Anne"),
                ("matador_holders.manille", "Denis"),
                ("matador_holders.baste", "Céline"),
            ],
            facts: json!({"contract": "mediateur", "ombre": "Bertrand", "partner": "Céline",
                "king_from": "Bertrand", "trump": "spades",
                "tricks": {"Anne": 1, "Bertrand": 6, "Céline": 2, "Denis": 1}, "matadors": 2,
                "matador_holders": {"spadille": "Anne", "manille": "Denis", "baste": "Céline"}}),
            form_fields: ["partner", "king_from", "matadors"],
            engine_fields: ["partner", "king_from", "matadors"],
        },
        // Two matadors, the vole undertaken with four tricks, a penalty on one player
        // named twice.
        Case {
            game: "ombre",
            options: json!({}),
            players: &["Anne", "Bertrand", "Céline"],
            form: &[
                ("type", "played"),
                ("ombre", "Bertrand"),
                ("contract", "prendre"),
                ("tricks[0]", "3"),
                ("tricks[1]", "4"),
                ("tricks[2]", "2"),
                ("matadors", "2"),
                ("vole_undertaken", "true"),
                ("penalties[0].offenders[0]", "Anne"),
                ("penalties[0].offenders[1]", "Anne"),
            ],
            facts: json!({"type": "played", "ombre": "Bertrand", "contract": "prendre",
                "tricks": {"Anne": 3, "Bertrand": 4, "Céline": 2}, "matadors": 2,
                "vole_undertaken": true, "penalties": [{"offenders": ["Anne", "Anne"]}]}),
            form_fields: ["matadors", "vole_undertaken", "penalties[0].offenders[0]"],
            engine_fields: ["matadors", "vole_undertaken", "penalties"],
        },
        // The Quinola placed on its placer's own trick, an ace the same, and an ecart of
        // more points than an ecart holds.
        Case {
            game: "reversis",
            options: json!({}),
            players: FOUR,
            form: &[
                ("dealer", "Anne"),
                ("points[0]", "13"),
                ("points[1]", "3"),
                ("points[2]", "6"),
                ("points[3]", "17"),
                ("ecart_points", "20"),
                ("events[0].type", "quinola_placed"),
                ("events[0].player", "Anne"),
                ("events[0].taker", "Anne"),
                ("events[0].trick", "3"),
                ("events[1].type", "ace_placed"),
                ("events[1].suit", "H"),
                ("events[1].player", "Bertrand"),
                ("events[1].taker", "Bertrand"),
                ("events[1].trick", "4"),
            ],
            facts: json!({"dealer": "Anne",
                "points": {"Anne": 13, "Bertrand": 3, "Céline": 6, "Denis": 17},
                "ecart_points": 20, "events": [
                    {"type": "quinola_placed", "player": "Anne", "taker": "Anne", "trick": 3},
                    {"type": "ace_placed", "suit": "H", "player": "Bertrand",
                     "taker": "Bertrand", "trick": 4}]}),
            form_fields: ["ecart_points", "events[0].taker", "events[1].taker"],
            engine_fields: ["events[0].taker", "events[1].taker", "ecart_points"],
        },
    ]
}

/// The element of the deal form drawing field `name` (from its `data-field` to the next
/// field's).
fn field_html<'a>(page: &'a str, name: &str) -> &'a str {
    let marker = format!("data-field=\"{name}\"");
    let (before, after) = page
        .split_once(&marker)
        .unwrap_or_else(|| panic!("no field {name} on the page"));
    assert!(
        before.ends_with("class=\"field invalid\" "),
        "{name} is not marked invalid"
    );
    after.split("data-field=").next().unwrap_or(after)
}

#[tokio::test]
async fn every_rule_fault_of_a_deal_is_shown_at_once_on_the_form_the_preview_and_the_api() {
    let app = spawn_app().await;
    for case in cases() {
        let game = case.game;
        let r = app.open_party(game, &case.options, case.players).await;
        assert_eq!(r.status, 201, "{game}: {}", r.body);
        let id = r.body["id"].as_str().expect("an id").to_owned();

        // The form comes back with the three fields marked, each with its message, and
        // the first of them (as the page draws them) takes the focus.
        let (status, _, page) = post_form(&app, &format!("/parties/{id}/deals"), case.form).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{game}: {page}");
        for name in case.form_fields {
            let html = field_html(&page, name);
            assert!(
                html.contains("aria-invalid=\"true\""),
                "{game} {name}: {html}"
            );
            assert!(html.contains("class=\"error\""), "{game} {name}: {html}");
        }
        assert_eq!(page.matches(" autofocus").count(), 1, "{game}: {page}");
        let first = field_html(&page, case.form_fields[0]);
        assert!(first.contains(" autofocus"), "{game}: {first}");

        // The live preview of the same form says the same three.
        let url = format!("{}/api/v1/parties/{id}/preview", app.address);
        let preview: Value = reqwest::Client::new()
            .post(&url)
            .json(&json!({ "form": case.form }))
            .send()
            .await
            .expect("the server answers")
            .json()
            .await
            .expect("JSON");
        let mut fields: Vec<&str> = preview["errors"]
            .as_array()
            .expect("errors")
            .iter()
            .filter_map(|e| e["field"].as_str())
            .collect();
        fields.sort_unstable();
        let mut expected = case.form_fields.to_vec();
        expected.sort_unstable();
        assert_eq!(fields, expected, "{game}: {preview}");

        // The API's 422 lists the three in the rules' order, the first as it always was.
        let r = app.post_deal(&id, &case.facts).await;
        assert_eq!(r.status, 422, "{game}: {}", r.body);
        let errors = r.body["errors"].as_array().expect("errors");
        let fields: Vec<&str> = errors.iter().filter_map(|e| e["field"].as_str()).collect();
        assert_eq!(fields, case.engine_fields, "{game}: {}", r.body);
        assert!(
            errors
                .iter()
                .all(|e| e["detail"].as_str().is_some_and(|d| !d.is_empty())),
            "{game}: {}",
            r.body
        );
        assert!(
            r.detail().contains(case.engine_fields[0]),
            "{game}: {}",
            r.body
        );

        // Nothing was recorded.
        let party = api_party(&app, &id).await;
        assert_eq!(
            party["deals"].as_array().map(Vec::len),
            Some(0),
            "{game}: nothing stored"
        );
    }
}
