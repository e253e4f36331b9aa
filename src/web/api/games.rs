//! `GET /api/v1/games` and `GET /api/v1/games/{id}`.

use actix_web::{web, HttpResponse};
use serde_json::json;

use crate::games::GameId;
use crate::web::describe::GameDescription;
use crate::web::tr::Tr;
use crate::web::views::GameView;
use crate::web::AppError;

/// Every game academie knows, with its seat range and default options.
pub async fn list_games(t: Tr) -> HttpResponse {
    let games: Vec<GameView> = GameId::ALL
        .iter()
        .map(|&g| GameView::new(g, t.lang()))
        .collect();
    HttpResponse::Ok().json(json!({ "games": games }))
}

/// One game described: its options, deal fields and events with labels and help.
///
/// # Errors
/// 404 for an id (or alias) academie does not know.
pub async fn describe_game(t: Tr, id: web::Path<String>) -> Result<HttpResponse, AppError> {
    let game: GameId = id.parse().map_err(|e: crate::games::UnknownGame| {
        AppError::NotFound(crate::msg!("error-unknown-game", game = e.0))
    })?;
    Ok(HttpResponse::Ok().json(GameDescription::new(game, t.lang())))
}
