//! The party a request names: the `{id}` of its path (a public id, 32 hex digits) turned
//! into the internal key the ledger takes. Handlers take a [`PartyKey`] instead of the
//! path's id, so that no integer key ever comes from or goes to a client.
//!
//! An unknown id is a 404: the API's JSON envelope, or the 404 page inside the pages'
//! scope (which marks itself with [`PageScope`]).

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Mutex;

use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::{web, FromRequest, HttpRequest};

use crate::db::Pool;
use crate::web::AppError;

/// A party named by its public id in the path (`{id}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartyKey {
    /// The internal key (for the ledger; never shown).
    pub key: i32,
    /// The public id, as the path gave it (for links and redirects).
    pub id: String,
}

/// The public ids already turned into keys (an `app_data` shared by the workers), so that
/// a request naming a party seen before reads nothing to find it: a party's id and key
/// never change (no party is deleted, no id given again). Only ids found in the database
/// are kept; emptied when it holds [`PartyKeys::MAX`].
#[derive(Debug, Default)]
pub struct PartyKeys(Mutex<HashMap<String, i32>>);

impl PartyKeys {
    /// The most ids kept.
    pub const MAX: usize = 4096;

    /// The key of `id`, if kept.
    fn get(&self, id: &str) -> Option<i32> {
        self.0.lock().ok()?.get(id).copied()
    }

    /// Keeps `id`'s key (found in the database).
    fn keep(&self, id: &str, key: i32) {
        if let Ok(mut keys) = self.0.lock() {
            if keys.len() >= Self::MAX {
                keys.clear();
            }
            keys.insert(id.to_owned(), key);
        }
    }
}

/// Marks the scope of the HTML pages (an `app_data`): their failures are pages.
#[derive(Debug, Clone, Copy)]
pub struct PageScope;

/// The response of a request that names no party: the 404 page or the JSON envelope.
fn not_found(req: &HttpRequest, error: AppError) -> actix_web::Error {
    if req.app_data::<PageScope>().is_some() {
        error.log();
        let t = crate::web::tr::Tr::of_request(req);
        let page =
            crate::web::pages::error_page(t, StatusCode::NOT_FOUND, &t.msg(&error.message()));
        actix_web::error::InternalError::from_response(error, page).into()
    } else {
        let response = error.response_in(crate::web::tr::request_lang(req));
        actix_web::error::InternalError::from_response(error, response).into()
    }
}

impl FromRequest for PartyKey {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let id = req.match_info().get("id").unwrap_or_default().to_owned();
            let Some(pool) = req.app_data::<web::Data<Pool>>().cloned() else {
                return Err(not_found(
                    &req,
                    AppError::Internal("no database pool".to_owned()),
                ));
            };
            let keys = req.app_data::<web::Data<PartyKeys>>().cloned();
            if let Some(key) = keys.as_ref().and_then(|k| k.get(&id)) {
                return Ok(PartyKey { key, id });
            }
            let lookup = id.clone();
            let found = crate::telemetry::blocking(move || -> Result<i32, AppError> {
                let mut conn = pool.get()?;
                Ok(crate::ledger::party_key(&mut conn, &lookup)?)
            })
            .await
            .map_err(AppError::from)
            .and_then(|r| r);
            match found {
                Ok(key) => {
                    if let Some(keys) = keys {
                        keys.keep(&id, key);
                    }
                    Ok(PartyKey { key, id })
                }
                Err(e) => Err(not_found(&req, e)),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::PartyKeys;

    #[test]
    fn party_keys_give_back_what_was_kept_and_stay_bounded() {
        let keys = PartyKeys::default();
        assert_eq!(keys.get("a"), None);
        keys.keep("a", 7);
        assert_eq!(keys.get("a"), Some(7));
        assert_eq!(keys.get("b"), None);
        for i in 0..PartyKeys::MAX {
            keys.keep(&format!("id{i}"), i32::try_from(i).unwrap_or(-1));
        }
        let held = keys.0.lock().map(|k| k.len()).unwrap_or(0);
        assert!(held <= PartyKeys::MAX, "{held} ids kept");
        // Emptied when full: the first id is read from the database again.
        assert_eq!(keys.get("a"), None);
        let last = PartyKeys::MAX - 1;
        assert_eq!(keys.get(&format!("id{last}")), i32::try_from(last).ok());
    }
}
