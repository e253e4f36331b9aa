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
        assert_eq!(g["name"], id.name());
        let (min, max) = (g["min_players"].as_u64(), g["max_players"].as_u64());
        assert!(min >= Some(1) && min <= max, "{g}");
        assert!(g.get("default_options").is_some(), "{g}");
    }
}
