//! Entering, correcting and deleting deals through the generic deal-entry form.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use super::parties::{deal_fields, PartiePage};
use super::{render, see_other, with_conn, PageFailure};
use crate::db::Pool;
use crate::ledger::read::{self, PartySummary};
use crate::ledger::{self, Facts, LedgerError};
use crate::web::tr::Tr;
// `Input` is named by the deal form template.
use crate::web::forms::{self, DealFormView, Entries, FormErrors, Input};

/// Where the ledger's refusal of deal `no` belongs on its form: the engine's verdict on
/// that very deal goes next to the field it names; anything else (a later deal that no
/// longer replays, facts that are not an object) goes on top.
fn form_errors(
    fields: &[crate::games::Field],
    summary: &PartySummary,
    no: Option<i32>,
    error: &LedgerError,
) -> Option<FormErrors> {
    match error {
        LedgerError::Deal { deal, error } if no.is_none() || *deal == no => {
            Some(FormErrors::from_deal_error(fields, error))
        }
        LedgerError::Deal {
            deal: Some(other),
            error,
        } => {
            let position = summary
                .deal(*other)
                .map_or_else(|| other.to_string(), |d| d.position.to_string());
            Some(FormErrors::general(crate::msg!(
                "form-later-deal-invalid",
                deal = position,
                detail = error.message()
            )))
        }
        LedgerError::Deal { deal: None, error } => Some(FormErrors::general(error.message())),
        LedgerError::Facts(detail) => Some(FormErrors::general(detail.clone())),
        LedgerError::Closed(_) => Some(FormErrors::general(crate::msg!("form-partie-closed"))),
        _ => None,
    }
}

/// `POST /parties/{id}/deals`: records the next deal (303 to the partie page), or shows
/// the partie page again with the form as typed and a message per field (422).
#[tracing::instrument(skip_all, fields(party_id = *id))]
pub async fn record_deal(
    t: Tr,
    pool: web::Data<Pool>,
    id: web::Path<i32>,
    form: web::Form<Vec<(String, String)>>,
) -> HttpResponse {
    let id = id.into_inner();
    let entries = Entries::from_pairs(form.into_inner());
    let summary = match with_conn(&pool, move |conn| read::party(conn, id)).await {
        Ok(s) => s,
        Err(e) => return e.response(t),
    };
    let event = entries.first(forms::EVENT_INPUT).is_some();
    let fields = super::parties::posted_fields(&summary, &entries);
    let again = |errors: FormErrors| {
        let notice = errors.all_messages(t).join("; ");
        let form = if event {
            DealFormView::new(
                t,
                &deal_fields(&summary),
                &summary.players,
                &Entries::default(),
                &FormErrors::new(),
            )
        } else {
            DealFormView::new(t, &fields, &summary.players, &entries, &errors)
        };
        let mut page = PartiePage::new(t, &summary, form);
        if page.closed || event {
            // The form is not drawn on a closed partie: say why at the top.
            page.notice = Some(notice);
        }
        render(StatusCode::UNPROCESSABLE_ENTITY, &page)
    };
    let facts = match forms::parse_deal(&fields, &summary.players, &entries)
        .and_then(|v| Facts::from_value(v).map_err(|e| FormErrors::general(e.message())))
    {
        Ok(f) => f,
        Err(errors) => return again(errors),
    };
    match with_conn(&pool, move |conn| ledger::record_deal(conn, id, &facts)).await {
        // Back to the top: who deals next and the balances.
        Ok(written) => see_other(&match written.deal {
            Some(no) => format!("/parties/{id}?recorded={no}"),
            None => format!("/parties/{id}"),
        }),
        Err(PageFailure::Ledger(e)) => match form_errors(&fields, &summary, None, &e) {
            Some(errors) => again(errors),
            None => PageFailure::Ledger(e).response(t),
        },
        Err(e) => e.response(t),
    }
}

/// `GET /parties/{id}/deals/new`: the deal form is on the partie page.
pub async fn new_deal(id: web::Path<i32>) -> HttpResponse {
    see_other(&format!("/parties/{}#new-deal", id.into_inner()))
}

/// `GET /parties/{id}/deals/{no}/edit`.
#[derive(Debug, Template)]
#[template(path = "deals/edit.html")]
pub struct CorrectionPage {
    /// The words of the page.
    pub t: Tr,
    /// The party.
    pub id: i32,
    /// The game's name.
    pub game_name: &'static str,
    /// The deal's number in the party (URLs).
    pub seq: i32,
    /// Its place among the standing deals.
    pub number: usize,
    /// The form, pre-filled with the deal's facts (or as typed, after an error).
    pub form: DealFormView,
}

fn correction_page(
    t: Tr,
    summary: &PartySummary,
    no: i32,
    entries: Option<&Entries>,
    errors: &FormErrors,
) -> Option<CorrectionPage> {
    let deal = summary.deal(no)?;
    let fields = deal_fields(summary);
    let stored;
    let entries = match entries {
        Some(e) => e,
        None => {
            stored = forms::entries_from_deal(&fields, &summary.players, &deal.facts);
            &stored
        }
    };
    Some(CorrectionPage {
        t,
        id: summary.id,
        game_name: summary.game.name(),
        seq: no,
        number: deal.position,
        form: DealFormView::new(t, &fields, &summary.players, entries, errors),
    })
}

fn no_deal(t: Tr, party: i32, deal: i32) -> HttpResponse {
    PageFailure::Ledger(LedgerError::DealNotFound { party, deal }).response(t)
}

/// `GET /parties/{id}/deals/{no}/edit`: the deal's form, pre-filled with its facts.
#[tracing::instrument(skip_all)]
pub async fn edit_deal(t: Tr, pool: web::Data<Pool>, path: web::Path<(i32, i32)>) -> HttpResponse {
    let (id, no) = path.into_inner();
    match with_conn(&pool, move |conn| read::party(conn, id)).await {
        Ok(summary) => match correction_page(t, &summary, no, None, &FormErrors::new()) {
            Some(page) => render(StatusCode::OK, &page),
            None => no_deal(t, id, no),
        },
        Err(e) => e.response(t),
    }
}

/// `POST /parties/{id}/deals/{no}/corrections`: records the corrected facts (303 to the
/// partie page), or shows the correction form again as typed with the messages (422).
#[tracing::instrument(skip_all)]
pub async fn correct_deal(
    t: Tr,
    pool: web::Data<Pool>,
    path: web::Path<(i32, i32)>,
    form: web::Form<Vec<(String, String)>>,
) -> HttpResponse {
    let (id, no) = path.into_inner();
    let entries = Entries::from_pairs(form.into_inner());
    let summary = match with_conn(&pool, move |conn| read::party(conn, id)).await {
        Ok(s) => s,
        Err(e) => return e.response(t),
    };
    if summary.deal(no).is_none() {
        return no_deal(t, id, no);
    }
    let fields = deal_fields(&summary);
    let again = |errors: FormErrors| match correction_page(t, &summary, no, Some(&entries), &errors)
    {
        Some(page) => render(StatusCode::UNPROCESSABLE_ENTITY, &page),
        None => no_deal(t, id, no),
    };
    let facts = match forms::parse_deal(&fields, &summary.players, &entries)
        .and_then(|v| Facts::from_value(v).map_err(|e| FormErrors::general(e.message())))
    {
        Ok(f) => f,
        Err(errors) => return again(errors),
    };
    match with_conn(&pool, move |conn| {
        ledger::correct_deal(conn, id, no, &facts)
    })
    .await
    {
        Ok(_) => see_other(&format!("/parties/{id}?corrected={no}#deal-{no}")),
        Err(PageFailure::Ledger(e)) => match form_errors(&fields, &summary, Some(no), &e) {
            Some(errors) => again(errors),
            None => PageFailure::Ledger(e).response(t),
        },
        Err(e) => e.response(t),
    }
}

/// `POST /parties/{id}/deals/{no}/delete`: deletes the deal (a new revision; the journal
/// reverses its entry and re-scores the deals after it), then 303 to the partie page.
/// When the deals after it no longer score without it, the page says why (409).
#[tracing::instrument(skip_all)]
pub async fn delete_deal(
    t: Tr,
    pool: web::Data<Pool>,
    path: web::Path<(i32, i32)>,
) -> HttpResponse {
    let (id, no) = path.into_inner();
    match with_conn(&pool, move |conn| ledger::delete_deal(conn, id, no)).await {
        Ok(_) => see_other(&format!("/parties/{id}?deleted={no}#deals")),
        Err(PageFailure::Ledger(LedgerError::Deal { deal, error })) => {
            let message = match deal {
                Some(d) => crate::msg!(
                    "error-page-delete-breaks-deal",
                    deal = d,
                    detail = error.message()
                ),
                None => crate::msg!("error-page-delete-breaks", detail = error.message()),
            };
            super::error_page(t, StatusCode::CONFLICT, &t.msg(&message))
        }
        Err(e) => e.response(t),
    }
}

crate::web::tr::localized!(CorrectionPage);
