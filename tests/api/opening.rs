//! Opening a partie refuses a required option left out (422, the message naming it,
//! nothing stored), for every game of the registry: the options the books leave to the
//! table must be agreed before the first deal, not discovered at it.

use academie::games::GameId;
use serde_json::{json, Value};

use crate::helpers::spawn_app;

/// Every game with a table that opens: the players, options that open, and the options
/// the spec marks required for that table (none for most games).
fn tables() -> Vec<(&'static str, Vec<&'static str>, Value, Vec<&'static str>)> {
    let abcd = vec!["A", "B", "C", "D"];
    let med = json!({"favourite_suit": "hearts"});
    vec![
        ("quadrille", abcd.clone(), json!({}), vec![]),
        (
            "mediateur",
            abcd.clone(),
            med.clone(),
            vec!["favourite_suit"],
        ),
        (
            "solitaire-quatre",
            abcd.clone(),
            med.clone(),
            vec!["favourite_suit"],
        ),
        (
            "tritrille",
            vec!["A", "B", "C"],
            med.clone(),
            vec!["favourite_suit"],
        ),
        ("piquemedrille", vec!["A", "B"], med, vec!["favourite_suit"]),
        ("ombre", vec!["A", "B", "C"], json!({}), vec![]),
        ("ombre-deux", vec!["A", "B"], json!({}), vec![]),
        (
            "quintille",
            vec!["A", "B", "C", "D", "E"],
            json!({}),
            vec![],
        ),
        (
            "quintille-nouveau",
            vec!["A", "B", "C", "D", "E"],
            json!({}),
            vec![],
        ),
        (
            "piquet",
            vec!["A", "B"],
            json!({"stake": 10}),
            vec!["stake"],
        ),
        (
            "piquet-a-ecrire",
            vec!["A", "B"],
            json!({"manner": "un-contre-un", "tours": 1}),
            vec!["tours"],
        ),
        (
            "piquet-quatre",
            abcd.clone(),
            json!({"tours": 2, "sides": [["A", "C"], ["B", "D"]]}),
            vec!["tours", "sides"],
        ),
        (
            "piquet-chouette",
            vec!["A", "B", "C"],
            json!({"tours": 2, "chouette": "A"}),
            vec!["tours", "chouette"],
        ),
        ("reversis", abcd.clone(), json!({}), vec![]),
        (
            "homme-d-auvergne",
            vec!["A", "B", "C"],
            json!({"partie_stake": 12}),
            vec!["partie_stake"],
        ),
        (
            "ferme",
            vec!["F", "A", "B"],
            json!({"manner": 1, "farmer": "F", "farm_price": 20}),
            vec!["farmer", "farm_price"],
        ),
        ("hoc", vec!["A", "B", "C"], json!({}), vec![]),
        ("emprunt", abcd.clone(), json!({"stake": 2}), vec!["stake"]),
        ("poque", abcd.clone(), json!({}), vec![]),
        (
            "romestecq",
            abcd.clone(),
            json!({"partie_stake": 10, "sides": {"AC": ["A", "C"], "BD": ["B", "D"]}}),
            vec!["partie_stake", "sides"],
        ),
        (
            "sizette",
            vec!["A", "B", "C", "D", "E", "F"],
            json!({"partie_games": 5, "partie_stake": 6,
                   "sides": {"ACE": ["A", "C", "E"], "BDF": ["B", "D", "F"]}}),
            vec!["partie_games", "partie_stake", "sides"],
        ),
        ("guinguette", abcd.clone(), json!({}), vec![]),
        (
            "sixte",
            vec!["A", "B", "C", "D", "E", "F"],
            json!({"partie_stake": 5}),
            vec!["partie_stake"],
        ),
        (
            "vingt-quatre",
            vec!["A", "B", "C"],
            json!({"stake": 5}),
            vec!["stake"],
        ),
        ("belle-flux-trente-un", abcd.clone(), json!({}), vec![]),
        ("gillet", abcd.clone(), json!({}), vec![]),
        ("cul-bas", abcd.clone(), json!({}), vec![]),
        (
            "coucou",
            abcd.clone(),
            json!({"lives": 2, "pack": 32}),
            vec!["lives", "pack"],
        ),
        (
            "brusquembille",
            vec!["A", "B", "C"],
            json!({"game_stake": 2}),
            vec!["game_stake"],
        ),
        (
            "mail",
            vec!["A", "B", "C"],
            json!({"prize": 5}),
            vec!["prize"],
        ),
        ("comete", vec!["A", "B"], json!({}), vec![]),
        ("manille", abcd.clone(), json!({}), vec![]),
        (
            "imperiale",
            vec!["A", "B"],
            json!({"stake_per_partie": 10}),
            vec!["stake_per_partie"],
        ),
        ("papillon", vec!["A", "B", "C"], json!({}), vec![]),
        ("ambigu", abcd.clone(), json!({}), vec![]),
        ("commerce", abcd.clone(), json!({}), vec![]),
        ("tontine", abcd.clone(), json!({"prise": 12}), vec!["prise"]),
        ("loterie", abcd.clone(), json!({"stake": 20}), vec!["stake"]),
        (
            "ma-commere",
            abcd.clone(),
            json!({"stake": 2}),
            vec!["stake"],
        ),
        (
            "guimbarde",
            vec!["A", "B", "C", "D", "E"],
            json!({}),
            vec![],
        ),
        (
            "triomphe",
            abcd.clone(),
            json!({"stake_per_partie": 10, "sides": {"AC": ["A", "C"], "BD": ["B", "D"]}}),
            vec!["stake_per_partie", "sides"],
        ),
        ("bete", abcd.clone(), json!({}), vec![]),
        ("mouche", abcd, json!({}), vec![]),
    ]
}

#[tokio::test]
async fn every_game_refuses_to_open_without_its_required_options() {
    let tables = tables();
    let listed: Vec<&str> = tables.iter().map(|t| t.0).collect();
    for g in GameId::ALL {
        assert!(listed.contains(&g.slug()), "{} has no table here", g.slug());
    }
    let app = spawn_app().await;
    for (opened, (game, players, options, required)) in tables.iter().enumerate() {
        for key in required {
            let mut without = options.clone();
            if let Value::Object(m) = &mut without {
                m.remove(*key);
            }
            let r = app.open_party(game, &without, players).await;
            assert_eq!(r.status, 422, "{game} without {key}: {}", r.body);
            assert!(
                r.detail().contains(key),
                "{game} without {key}: {}",
                r.detail()
            );
            let list = app.get("/api/v1/parties").await;
            assert_eq!(
                list.body["parties"].as_array().map(Vec::len),
                Some(opened),
                "{game} without {key} left a partie behind"
            );
        }
        let r = app.open_party(game, options, players).await;
        assert_eq!(r.status, 201, "{game} with {options}: {}", r.body);
    }
}
