//! "Mark as paid" on the partie page: each payment of a closed partie's settlement has a
//! small form of its own ([`crate::ledger::payments`] journals the mark).
//!
//! - `POST /parties/{id}/payments/{n}`: `paid=1` marks payment `n` (from 0) as made,
//!   `paid=0` takes the mark back; `from`, `to` and `counters` name the payment as the page
//!   showed it (a page out of date is refused, 409). 303 back to the settlement.
//! - `GET /parties/{id}/payments/{n}`: 303 to the partie page (a reload after the POST).

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};

use super::{error_page, see_other, with_writer};
use crate::db::Pool;
use crate::ledger::payments::{self, PaymentMark};
use crate::web::forms::Entries;
use crate::web::party::PartyKey;
use crate::web::tr::Tr;

/// The form's field that says paid (`1`) or not (`0`).
pub const PAID_INPUT: &str = "paid";

/// Where the settlement is shown: the partie page, at its panel.
fn settlement_of(id: &str) -> String {
    format!("/parties/{id}#settlement")
}

/// `POST /parties/{id}/payments/{n}`: marks the payment (or takes the mark back); 303 to
/// the settlement on the partie page.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn mark_payment(
    t: Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    path: web::Path<(String, usize)>,
    form: web::Form<Vec<(String, String)>>,
) -> HttpResponse {
    let (PartyKey { key, id }, payment) = (party, path.1);
    let entries = Entries::from_pairs(form.into_inner());
    let refused = || error_page(t, StatusCode::BAD_REQUEST, &t.get("error-page-bad-form"));
    let paid = match entries.trimmed(PAID_INPUT) {
        "1" => true,
        "0" => false,
        _ => return refused(),
    };
    let Ok(counters) = entries.trimmed("counters").parse::<i64>() else {
        return refused();
    };
    let mark = PaymentMark {
        payment,
        from: entries.first("from").unwrap_or("").to_owned(),
        to: entries.first("to").unwrap_or("").to_owned(),
        counters,
        paid,
    };
    match with_writer(&pool, move |conn| payments::mark_payment(conn, key, &mark)).await {
        Ok(_) => see_other(&settlement_of(&id)),
        Err(e) => e.response(t),
    }
}

/// `GET /parties/{id}/payments/{n}`: the settlement on the partie page (303), so that a
/// reload after marking a payment never finds "not found".
pub async fn payment_page(party: PartyKey) -> HttpResponse {
    see_other(&settlement_of(&party.id))
}
