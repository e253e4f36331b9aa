//! `GET /api/v1/games`.

use actix_web::HttpResponse;
use serde_json::json;

use crate::games::GameId;
use crate::web::views::GameView;

/// Every game academie knows, with its seat range and default options.
pub async fn list_games() -> HttpResponse {
    let games: Vec<GameView> = GameId::ALL.iter().copied().map(GameView::new).collect();
    HttpResponse::Ok().json(json!({ "games": games }))
}
