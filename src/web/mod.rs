//! The web layer: the one route table ([`routes`]), the JSON API ([`api`]), the HTML pages
//! ([`pages`]; forms read by [`forms`] and [`option_form`]), the response shapes
//! ([`views`]) and the error mapping ([`error`]).
//!
//! The routes are listed once, with what each does: in the README's "Routes" section
//! (README.md at the repository's root). A route added to [`routes`] is added there.
//! `{id}` in a path is a party's public id (32 hex digits, [`party::PartyKey`]); integer
//! keys never leave the server (a rules page's `{id}` is a game's slug).

use actix_web::{web, HttpResponse};

pub mod api;
pub mod describe;
pub mod error;
pub mod forms;
pub mod option_form;
pub mod paged;
pub mod pages;
pub mod party;
pub mod security;
pub mod tr;
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
                .route("/games/{id}", web::get().to(api::games::describe_game))
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
                .route(
                    "/parties/{id}/export.xlsx",
                    web::get().to(api::exports::export_xlsx),
                )
                .route(
                    "/parties/{id}/journal",
                    web::get().to(api::ledger::list_journal),
                )
                .route(
                    "/parties/{id}/close",
                    web::post().to(api::accounts::close_party),
                )
                .route(
                    "/parties/{id}/settlement",
                    web::get().to(api::accounts::find_settlement),
                )
                .route(
                    "/parties/{id}/reopen",
                    web::post().to(api::accounts::reopen_party),
                )
                .route(
                    "/parties/{id}/money",
                    web::put().to(api::parties::change_money),
                )
                .route("/watch/{token}", web::get().to(api::parties::watch_party))
                .route("/import", web::post().to(api::accounts::import_parties))
                .route("/players", web::get().to(api::accounts::league_table))
                .route("/players/{name}", web::get().to(api::accounts::find_player))
                .default_service(web::to(api::not_found))
                .wrap(actix_web::middleware::from_fn(error::localize)),
        )
        .route(
            "/parties/{id}/export.csv",
            web::get().to(api::exports::export_csv),
        )
        .route(
            "/parties/{id}/export.xlsx",
            web::get().to(api::exports::export_xlsx),
        )
        .route(
            "/exports/results.csv",
            web::get().to(api::accounts::export_results),
        )
        .route(
            "/exports/transfers.csv",
            web::get().to(api::accounts::export_transfers),
        )
        // The pages come last, in a scope of their own so that a bad id or query and an
        // unknown address answer with an HTML page rather than the API's JSON.
        .service(
            web::scope("")
                .app_data(party::PageScope)
                .app_data(pages::form_config())
                .app_data(pages::path_config())
                .app_data(pages::query_config())
                .route("/", web::get().to(pages::home::list_parties))
                .route("/static/{file}", web::get().to(pages::assets::find_asset))
                .route("/lang/{tag}", web::get().to(pages::lang::switch_lang))
                .route("/parties/new", web::get().to(pages::parties::new_partie))
                .route("/parties", web::post().to(pages::parties::create_partie))
                .route("/parties/{id}", web::get().to(pages::parties::find_partie))
                .route(
                    "/watch/{token}",
                    web::get().to(pages::parties::watch_partie),
                )
                .route("/login", web::get().to(pages::session::login_page))
                .route("/login", web::post().to(pages::session::log_in))
                .route("/logout", web::post().to(pages::session::log_out))
                .route(
                    "/parties/{id}/deals/new",
                    web::get().to(pages::deals::new_deal),
                )
                .route(
                    "/parties/{id}/deals",
                    web::post().to(pages::deals::record_deal),
                )
                .route(
                    "/parties/{id}/deals/{no}/edit",
                    web::get().to(pages::deals::edit_deal),
                )
                .route(
                    "/parties/{id}/deals/{no}/corrections",
                    web::post().to(pages::deals::correct_deal),
                )
                .route(
                    "/parties/{id}/deals/{no}/delete",
                    web::post().to(pages::deals::delete_deal),
                )
                .route(
                    "/parties/{id}/deals/{no}/restore",
                    web::post().to(pages::deals::restore_deal),
                )
                .route(
                    "/parties/{id}/undo",
                    web::post().to(pages::deals::undo_deal),
                )
                .route(
                    "/parties/{id}/ledger",
                    web::get().to(pages::ledger::find_journal),
                )
                .route(
                    "/parties/{id}/sheet",
                    web::get().to(pages::sheet::find_sheet),
                )
                .route(
                    "/parties/{id}/close",
                    web::post().to(pages::parties::close_partie),
                )
                .route(
                    "/parties/{id}/reopen",
                    web::post().to(pages::parties::reopen_partie),
                )
                .route(
                    "/parties/{id}/payments/{n}",
                    web::post().to(pages::payments::mark_payment),
                )
                .route(
                    "/parties/{id}/payments/{n}",
                    web::get().to(pages::payments::payment_page),
                )
                .route(
                    "/parties/{id}/money",
                    web::post().to(pages::parties::change_money),
                )
                .route(
                    "/parties/{id}/print",
                    web::get().to(pages::accounts::print_partie),
                )
                .route("/players", web::get().to(pages::accounts::list_players))
                .route("/games", web::get().to(pages::rules::list_games))
                .route("/games/{id}", web::get().to(pages::rules::find_rules))
                .route("/glossary", web::get().to(pages::rules::find_glossary))
                .route(
                    "/players/{name}",
                    web::get().to(pages::accounts::find_player),
                )
                // Every address a form posts to answers a GET too: back to that form's page.
                .route("/parties", web::get().to(pages::back_to_form))
                .route("/logout", web::get().to(pages::back_to_form))
                .route("/parties/{id}/deals", web::get().to(pages::back_to_form))
                .route(
                    "/parties/{id}/deals/{no}/corrections",
                    web::get().to(pages::back_to_form),
                )
                .route(
                    "/parties/{id}/deals/{no}/delete",
                    web::get().to(pages::back_to_form),
                )
                .route(
                    "/parties/{id}/deals/{no}/restore",
                    web::get().to(pages::back_to_form),
                )
                .route("/parties/{id}/undo", web::get().to(pages::back_to_form))
                .route("/parties/{id}/close", web::get().to(pages::back_to_form))
                .route("/parties/{id}/reopen", web::get().to(pages::back_to_form))
                .route("/parties/{id}/money", web::get().to(pages::back_to_form))
                .default_service(web::to(pages::not_found)),
        );
}

/// `GET /health_check`: 200 with an empty body.
pub async fn health_check() -> HttpResponse {
    HttpResponse::Ok().finish()
}
