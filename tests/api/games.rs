use academie::games::GameId;

use crate::helpers::spawn_app;

#[tokio::test]
async fn health_check_answers_200() {
    let app = spawn_app().await;
    let (status, _, body) = app.get_text("/health_check").await;
    assert_eq!(status, 200);
    assert!(body.is_empty());
}

#[tokio::test]
async fn every_game_is_listed_with_seats_and_default_options() {
    let app = spawn_app().await;
    let r = app.get("/api/v1/games").await;
    assert_eq!(r.status, 200);
    let games = r.body["games"].as_array().expect("games");
    assert_eq!(games.len(), GameId::ALL.len());
    for (g, id) in games.iter().zip(GameId::ALL.iter().copied()) {
        assert_eq!(g["id"], id.slug());
        assert_eq!(g["name"], id.name_in(academie::i18n::Lang::En));
        let (min, max) = (g["min_players"].as_u64(), g["max_players"].as_u64());
        assert!(min >= Some(1) && min <= max, "{g}");
        assert!(g.get("default_options").is_some(), "{g}");
    }
}

/// A label that is only the key with spaces is not a label.
fn is_real_label(label: &serde_json::Value, key: &str) -> bool {
    let label = label.as_str().unwrap_or("");
    let last = key.rsplit('.').next().unwrap_or(key);
    !label.trim().is_empty()
        && label != key
        && label != key.replace('_', " ")
        && label != last.replace('_', " ")
        && !label.contains('_')
}

#[tokio::test]
async fn every_game_describes_every_option_and_deal_field_in_words() {
    let app = spawn_app().await;
    for &game in GameId::ALL {
        let r = app.get(&format!("/api/v1/games/{}", game.slug())).await;
        assert_eq!(r.status, 200, "{game}");
        let d = &r.body;
        assert_eq!(d["id"], game.slug());
        assert!(
            d["names"]["fr"].is_string() && d["names"]["en"].is_string(),
            "{d}"
        );
        // Every option of the defaults is described, with a kind and a real label.
        let options = d["options"].as_array().expect("options");
        assert!(!options.is_empty(), "{game}: no option described");
        for key in d["default_options"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, _)| k)
        {
            assert!(
                options.iter().any(|o| o["key"] == key.as_str()),
                "{game}: option {key} is not described"
            );
        }
        fn check(game: GameId, o: &serde_json::Value) {
            let key = o["key"].as_str().unwrap_or("?");
            assert!(o["kind"].is_string(), "{game}: {key} has no kind");
            assert!(
                is_real_label(&o["label"], key),
                "{game}: {key} is labelled {}",
                o["label"]
            );
            if o["kind"] == "choice" {
                // A choice offers labelled choices, unless the game has none to offer at
                // this table (the hazards at Ombre for two: an empty list).
                let choices = o["choices"].as_array().cloned().unwrap_or_default();
                assert!(
                    !choices.is_empty() || o["default"] == serde_json::json!([]),
                    "{game}: {key} has no choices"
                );
                for c in choices {
                    assert!(
                        c["label"].as_str().is_some_and(|l| !l.is_empty()),
                        "{game}: {key}"
                    );
                }
            }
            for f in o["fields"].as_array().into_iter().flatten() {
                check(game, f);
            }
        }
        for o in options {
            check(game, o);
        }
        // The deal form's fields are labelled in words too.
        let fields = d["deal_fields"].as_array().expect("deal fields");
        assert!(!fields.is_empty(), "{game}: no deal field");
        for f in fields.iter().chain(
            d["events"]
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|e| e["fields"].as_array().into_iter().flatten()),
        ) {
            let name = f["name"].as_str().unwrap_or("?");
            assert!(f["kind"].is_string(), "{game}: {name}");
            assert!(
                is_real_label(&f["label"], name),
                "{game}: {name} is labelled {}",
                f["label"]
            );
        }
    }
    // An alias finds its game; an unknown id is a 404.
    assert_eq!(app.get("/api/v1/games/whist").await.status, 404);
}
