//! Opening a partie refuses a required option left out (422, the message naming it,
//! nothing stored), for every game of the registry: the options the books leave to the
//! table must be agreed before the first deal, not discovered at it.
//!
//! The test walks the registry: each game opens with the table of its first vector
//! (`tests/vectors`, else `tests/derived`: its players and options), and is refused
//! without each option of that table its engine says is required. Adding a game adds
//! nothing here.

use std::path::Path;

use academie::games::{erased, DealError, GameId, ReplayError};
use serde_json::Value;

use crate::helpers::spawn_app;

/// The players and options of the first case of `game` in the vector files.
fn first_vector(game: GameId) -> Option<(Vec<String>, Value)> {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    for dir in ["vectors", "derived"] {
        let mut files: Vec<_> = std::fs::read_dir(tests.join(dir))
            .ok()?
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).ok()?;
            let cases: Vec<Value> = serde_json::from_str(&text).ok()?;
            let found = cases
                .into_iter()
                .find(|c| c["game"].as_str() == Some(game.slug()));
            if let Some(case) = found {
                let players = case["players"]
                    .as_array()?
                    .iter()
                    .filter_map(|p| p.as_str().map(str::to_owned))
                    .collect();
                return Some((players, case["options"].clone()));
            }
        }
    }
    None
}

/// The options of the table `(players, options)` that `game` cannot open without: those
/// the engine refuses to leave out, saying they are required. (The option specs cannot
/// say it alone: an option may have no default and yet be optional, as the Ombre's
/// `marking`, or be required only by some games of a family, as the Médiateur's
/// `favourite_suit`.)
fn required(game: GameId, players: &[String], options: &Value) -> Vec<String> {
    let Value::Object(map) = options else {
        return Vec::new();
    };
    map.keys()
        .filter(|key| {
            let mut without = map.clone();
            without.remove(*key);
            matches!(
                erased(game).replay(game, &Value::Object(without), players, &[], false),
                Err(ReplayError::Table(DealError::Options { detail }))
                    if detail.id.ends_with("required")
            )
        })
        .cloned()
        .collect()
}

#[tokio::test]
async fn every_game_refuses_to_open_without_its_required_options() {
    let app = spawn_app().await;
    let mut refused = 0;
    for (opened, &game) in GameId::ALL.iter().enumerate() {
        let (names, options) =
            first_vector(game).unwrap_or_else(|| panic!("{game} has no vector to open from"));
        let players: Vec<&str> = names.iter().map(String::as_str).collect();
        for key in required(game, &names, &options) {
            let mut without = options.clone();
            if let Value::Object(m) = &mut without {
                m.remove(&key);
            }
            let r = app.open_party(game.slug(), &without, &players).await;
            assert_eq!(r.status, 422, "{game} without {key}: {}", r.body);
            assert!(
                r.detail().contains(&key),
                "{game} without {key}: {}",
                r.detail()
            );
            let list = app.get("/api/v1/parties").await;
            assert_eq!(
                list.body["parties"].as_array().map(Vec::len),
                Some(opened),
                "{game} without {key} left a partie behind"
            );
            refused += 1;
        }
        let r = app.open_party(game.slug(), &options, &players).await;
        assert_eq!(r.status, 201, "{game} with {options}: {}", r.body);
    }
    // The first vectors' tables leave 30 options to agree in 23 games (the Romestecq's
    // `sides` only by four or six: its first vector is played by two).
    assert!(refused >= 30, "required options refused: {refused}");
}
