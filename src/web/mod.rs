//! The web layer: the one route table ([`routes`]), the JSON API ([`api`]), the response
//! shapes ([`views`]) and the error mapping ([`error`]).
//!
//! Routes:
//! - `GET /health_check`
//! - `GET /api/v1/games`: games with seat ranges, pots and default options
//! - `GET|POST /api/v1/parties`, `GET /api/v1/parties/{id}`
//! - `POST /api/v1/parties/{id}/deals`, `GET|PUT|DELETE /api/v1/parties/{id}/deals/{n}`
//! - `POST /api/v1/parties/{id}/preview`: what a deal would pay, nothing stored
//! - `GET /api/v1/parties/{id}/export`: the partie document with its results
//! - `GET /parties/{id}/export.csv?what=deals|journal|balances`

use actix_web::{web, HttpResponse};

pub mod api;
pub mod error;
pub mod views;

pub use error::AppError;

/// The route table of the whole service (used by [`crate::startup`] and the tests).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.app_data(api::json_config())
        .app_data(api::path_config())
        .app_data(api::query_config())
        .route("/health_check", web::get().to(health_check))
        .service(
            web::scope("/api/v1")
                .route("/games", web::get().to(api::games::list_games))
                .route("/parties", web::get().to(api::parties::list_parties))
                .route("/parties", web::post().to(api::parties::open_party))
                .route("/parties/{id}", web::get().to(api::parties::find_party))
                .route(
                    "/parties/{id}/deals",
                    web::post().to(api::deals::record_deal),
                )
                .route(
                    "/parties/{id}/deals/{n}",
                    web::get().to(api::deals::find_deal),
                )
                .route(
                    "/parties/{id}/deals/{n}",
                    web::put().to(api::deals::correct_deal),
                )
                .route(
                    "/parties/{id}/deals/{n}",
                    web::delete().to(api::deals::delete_deal),
                )
                .route(
                    "/parties/{id}/preview",
                    web::post().to(api::deals::preview_deal),
                )
                .route(
                    "/parties/{id}/export",
                    web::get().to(api::exports::export_json),
                )
                .default_service(web::to(api::not_found)),
        )
        .route(
            "/parties/{id}/export.csv",
            web::get().to(api::exports::export_csv),
        );
}

/// `GET /health_check`: 200 with an empty body.
pub async fn health_check() -> HttpResponse {
    HttpResponse::Ok().finish()
}
