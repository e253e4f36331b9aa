//! Entering, correcting and deleting deals through the generic deal-entry form.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use super::parties::{deal_fields, PartiePage};
use super::{render, see_other, with_conn, with_writer, PageFailure};
use crate::db::Pool;
use crate::ledger::read::{self, PartieView};
use crate::ledger::{self, Facts, LedgerError};
use crate::web::party::PartyKey;
use crate::web::tr::Tr;
// `Input` is named by the deal form template.
use crate::web::forms::{self, DealFormView, Entries, FormErrors, Input};

/// Where the ledger's refusal of deal `no` belongs on its form: the engine's verdict on
/// that very deal goes next to the field it names; anything else (a later deal that no
/// longer replays, facts that are not an object) goes on top.
fn form_errors(
    fields: &[crate::games::Field],
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
        } => Some(FormErrors::general(crate::msg!(
            "form-later-deal-invalid",
            deal = *other,
            detail = error.message()
        ))),
        LedgerError::Deal { deal: None, error } => Some(FormErrors::general(error.message())),
        LedgerError::Facts(detail) => Some(FormErrors::general(detail.clone())),
        LedgerError::Closed(_) => Some(FormErrors::general(crate::msg!("form-partie-closed"))),
        _ => None,
    }
}

/// The hidden input of the deal forms naming the number the deal should get.
pub const DEAL_INPUT: &str = "_deal";
/// The hidden input of the deal forms carrying the form's idempotency token.
pub const TOKEN_INPUT: &str = "_token";
/// The hidden input of the correction and delete forms naming the revision replaced.
pub const REVISION_INPUT: &str = "_revision";

/// The facts a form assembled, checked: a number out of bounds is reported next to its
/// field.
fn facts_of(fields: &[crate::games::Field], value: serde_json::Value) -> Result<Facts, FormErrors> {
    Facts::from_value(value).map_err(|e| match e {
        LedgerError::Deal { error, .. } => FormErrors::from_deal_error(fields, &error),
        other => FormErrors::general(other.message()),
    })
}

/// A hidden number input, if sent and a number.
fn hidden_number(entries: &Entries, name: &str) -> Option<i32> {
    entries.first(name).and_then(|v| v.trim().parse().ok())
}

/// `POST /parties/{id}/deals`: records the next deal (303 to the partie page), or shows
/// the partie page again with the form as typed and a message per field (422). The form
/// sends the number the deal should get and a token: posted twice (a double tap, a
/// retry), it records once and sends the browser where the first did; posted after a deal
/// was entered on another device, it records nothing and shows the partie page with that
/// deal and the form as typed (409).
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn record_deal(
    t: Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    form: web::Form<Vec<(String, String)>>,
) -> HttpResponse {
    let PartyKey { key, id } = party;
    let entries = Entries::from_pairs(form.into_inner());
    // What the form needs of the partie (its fields, the players), without its past
    // deals: the write then costs what the API's costs.
    let now = match with_conn(&pool, move |conn| read::table_now(conn, key)).await {
        Ok(now) => now,
        Err(e) => return e.response(t),
    };
    let fields = super::parties::posted_fields(&now, &entries);
    let facts = match forms::parse_deal(&fields, &now.players, &entries)
        .and_then(|v| facts_of(&fields, v))
    {
        Ok(f) => f,
        Err(errors) => return form_again(t, &pool, key, &entries, errors).await,
    };
    let expected = hidden_number(&entries, DEAL_INPUT);
    let token = entries
        .first(TOKEN_INPUT)
        .map(str::to_owned)
        .filter(|t| !t.is_empty());
    let location = move |written: &ledger::Written| match written.deal {
        // Where the next form begins, the recorded deal confirmed above it: the result
        // and the next form without a scroll.
        Some(no) => format!("/parties/{id}?recorded={no}#new-deal"),
        None => format!("/parties/{id}"),
    };
    let recorded = with_writer(&pool, move |conn| match &token {
        Some(token) => ledger::record_deal_once(conn, key, token, &facts, expected, |_, w| {
            Ok(ledger::Answer {
                status: 303,
                body: location(&w),
            })
        })
        .map(|answer| answer.body),
        None => ledger::record_deal(conn, key, &facts, expected).map(|w| location(&w)),
    })
    .await;
    match recorded {
        Ok(location) => see_other(&location),
        Err(PageFailure::Ledger(LedgerError::StaleDeal { expected, .. })) => {
            entered_meanwhile(t, &pool, key, expected, &entries).await
        }
        Err(PageFailure::Ledger(e)) => match form_errors(&fields, None, &e) {
            Some(errors) => form_again(t, &pool, key, &entries, errors).await,
            None => PageFailure::Ledger(e).response(t),
        },
        Err(e) => e.response(t),
    }
}

/// The partie page as it stands, with the deal form as posted (`entries`) and what was
/// refused: each message next to its field, or on top (`notice`) when the partie is
/// closed or the entry was an event's (422).
async fn form_again(
    t: Tr,
    pool: &web::Data<Pool>,
    id: i32,
    entries: &Entries,
    errors: FormErrors,
) -> HttpResponse {
    partie_again(
        t,
        pool,
        id,
        entries,
        errors,
        StatusCode::UNPROCESSABLE_ENTITY,
        |_| None,
    )
    .await
}

/// The partie page read as it stands (its last deals shown), with the form as posted
/// (`entries`, an event's form drawn empty) and `errors`, answered with `status`; the
/// notice on top is `notice` of the page's view, or the errors' messages when the form is
/// not drawn (a closed partie) or was an event's.
async fn partie_again(
    t: Tr,
    pool: &web::Data<Pool>,
    id: i32,
    entries: &Entries,
    errors: FormErrors,
    status: StatusCode,
    notice: impl FnOnce(&read::PartieView) -> Option<String>,
) -> HttpResponse {
    let view = match with_conn(pool, move |conn| {
        read::partie_view(conn, id, super::parties::RECENT_DEALS)
    })
    .await
    {
        Ok(view) => view,
        Err(e) => return e.response(t),
    };
    let event = entries.first(forms::EVENT_INPUT).is_some();
    let fields = super::parties::view_posted_fields(&view, entries);
    let messages = errors.all_messages(t, &fields).join("; ");
    let form = if event {
        DealFormView::new(
            t,
            &super::parties::view_fields(&view),
            &view.players,
            &Entries::default(),
            &FormErrors::new(),
        )
    } else {
        DealFormView::new(t, &fields, &view.players, entries, &errors)
    };
    let mut page = PartiePage::showing(t, &view, form);
    page.notice = match notice(&view) {
        Some(n) => Some(n),
        // The form is not drawn on a closed partie: say why at the top.
        None if page.closed || event => Some(messages),
        None => None,
    };
    render(status, &page)
}

/// The partie page after a deal entry that did not see the deals entered meanwhile (from
/// number `expected` on): those deals are on the page, the form keeps what was typed, and
/// a notice says what happened (409). Sent again, the form records the deal.
async fn entered_meanwhile(
    t: Tr,
    pool: &web::Data<Pool>,
    id: i32,
    expected: i32,
    entries: &Entries,
) -> HttpResponse {
    partie_again(
        t,
        pool,
        id,
        entries,
        FormErrors::new(),
        StatusCode::CONFLICT,
        |view| {
            let meanwhile: Vec<String> = view
                .deals
                .iter()
                .filter(|d| d.no >= expected)
                .map(|d| d.position.to_string())
                .collect();
            Some(t.msg(&crate::msg!(
                "form-deal-entered-meanwhile",
                deals = meanwhile.join(", "),
                count = meanwhile.len()
            )))
        },
    )
    .await
}

/// `GET /parties/{id}/deals/new`: the deal form is on the partie page.
pub async fn new_deal(party: PartyKey) -> HttpResponse {
    see_other(&format!("/parties/{}#new-deal", party.id))
}

/// `GET /parties/{id}/deals/{no}/edit`.
#[derive(Debug, Template)]
#[template(path = "deals/edit.html")]
pub struct CorrectionPage {
    /// The words of the page.
    pub t: Tr,
    /// The party's public id.
    pub id: String,
    /// The game's name.
    pub game_name: &'static str,
    /// The deal's number in the party (URLs and headings: stable, with gaps).
    pub seq: i32,
    /// The form, pre-filled with the deal's facts (or as typed, after an error).
    pub form: DealFormView,
    /// The revision the correction replaces (the form sends it back).
    pub revision: i32,
    /// Why the form is shown again, when it is not a field's fault.
    pub notice: Option<String>,
}

fn correction_page(
    t: Tr,
    summary: &PartieView,
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
        id: summary.id.clone(),
        game_name: summary.game.name_in(t.lang()),
        seq: no,
        form: DealFormView::new(t, &fields, &summary.players, entries, errors),
        revision: deal.revision,
        notice: None,
    })
}

/// The page of a deal that is not there: a deleted one says so and offers to put it back
/// (404, the deal does not stand); a number never used is the plain 404.
fn no_deal(t: Tr, summary: &PartieView, deal: i32) -> HttpResponse {
    if summary.deleted.iter().any(|d| d.no == deal) {
        let page = DeletedDealPage {
            t,
            id: summary.id.clone(),
            game_name: summary.game.name_in(t.lang()),
            seq: deal,
            closed: summary.is_closed(),
        };
        return render(StatusCode::NOT_FOUND, &page);
    }
    PageFailure::Ledger(LedgerError::DealNotFound {
        party: summary.key,
        deal,
    })
    .response(t)
}

/// The page of a deleted deal (`/parties/{id}/deals/{no}/edit` once it is deleted).
#[derive(Debug, Template)]
#[template(path = "deals/deleted.html")]
pub struct DeletedDealPage {
    /// The words of the page.
    pub t: Tr,
    /// The party's public id.
    pub id: String,
    /// The game's name.
    pub game_name: &'static str,
    /// The deal's number.
    pub seq: i32,
    /// Whether the partie is closed (nothing can be put back then).
    pub closed: bool,
}

/// `GET /parties/{id}/deals/{no}/edit`: the deal's form, pre-filled with its facts.
#[tracing::instrument(skip_all)]
pub async fn edit_deal(
    t: Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    path: web::Path<(String, i32)>,
) -> HttpResponse {
    let (key, no) = (party.key, path.1);
    match with_conn(&pool, move |conn| read::party(conn, key)).await {
        Ok(summary) => match correction_page(t, &summary, no, None, &FormErrors::new()) {
            Some(page) => render(StatusCode::OK, &page),
            None => no_deal(t, &summary, no),
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
    party: PartyKey,
    path: web::Path<(String, i32)>,
    form: web::Form<Vec<(String, String)>>,
) -> HttpResponse {
    let (PartyKey { key, id }, no) = (party, path.1);
    let entries = Entries::from_pairs(form.into_inner());
    let summary = match with_conn(&pool, move |conn| read::party(conn, key)).await {
        Ok(s) => s,
        Err(e) => return e.response(t),
    };
    if summary.deal(no).is_none() {
        return no_deal(t, &summary, no);
    }
    let fields = deal_fields(&summary);
    let again = |errors: FormErrors| match correction_page(t, &summary, no, Some(&entries), &errors)
    {
        Some(page) => render(StatusCode::UNPROCESSABLE_ENTITY, &page),
        None => no_deal(t, &summary, no),
    };
    let facts = match forms::parse_deal(&fields, &summary.players, &entries)
        .and_then(|v| facts_of(&fields, v))
    {
        Ok(f) => f,
        Err(errors) => return again(errors),
    };
    let replaces = hidden_number(&entries, REVISION_INPUT);
    match with_writer(&pool, move |conn| {
        ledger::correct_deal(conn, key, no, &facts, replaces)
    })
    .await
    {
        Ok(_) => see_other(&format!("/parties/{id}?corrected={no}#deal-{no}")),
        Err(PageFailure::Ledger(LedgerError::StaleRevision { current, .. })) => {
            // Changed on another device meanwhile: the form as typed, over the deal as it
            // now stands (sent again, it replaces that revision).
            let fresh = match with_conn(&pool, move |conn| read::party(conn, key)).await {
                Ok(s) => s,
                Err(e) => return e.response(t),
            };
            match correction_page(t, &fresh, no, Some(&entries), &FormErrors::new()) {
                Some(mut page) => {
                    page.notice = Some(page.t.msg(&crate::msg!(
                        "form-deal-corrected-meanwhile",
                        revision = current
                    )));
                    render(StatusCode::CONFLICT, &page)
                }
                None => no_deal(t, &fresh, no),
            }
        }
        Err(PageFailure::Ledger(e)) => match form_errors(&fields, Some(no), &e) {
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
    party: PartyKey,
    path: web::Path<(String, i32)>,
    form: Option<web::Form<Vec<(String, String)>>>,
) -> HttpResponse {
    let (PartyKey { key, id }, no) = (party, path.1);
    let entries = Entries::from_pairs(form.map(web::Form::into_inner).unwrap_or_default());
    let replaces = hidden_number(&entries, REVISION_INPUT);
    match with_writer(&pool, move |conn| {
        ledger::delete_deal(conn, key, no, replaces)
    })
    .await
    {
        Ok(_) => see_other(&format!("/parties/{id}?deleted={no}#deals")),
        Err(PageFailure::Ledger(LedgerError::StaleRevision { .. })) => {
            let message = t.msg(&crate::msg!("error-page-deal-changed-meanwhile", deal = no));
            super::error_page(t, StatusCode::CONFLICT, &message)
        }
        Err(e) => refused_deletion(t, e),
    }
}

/// Why deleting (or undoing) a deal was refused, as a page: the later deals no longer
/// score without it (409).
fn refused_deletion(t: Tr, error: PageFailure) -> HttpResponse {
    match error {
        PageFailure::Ledger(LedgerError::Deal { deal, error }) => {
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
        e => e.response(t),
    }
}

/// `POST /parties/{id}/undo`: deletes the last standing deal in one step (a journaled
/// deletion), then 303 to the partie page, which offers to put it back.
#[tracing::instrument(skip_all)]
pub async fn undo_deal(t: Tr, pool: web::Data<Pool>, party: PartyKey) -> HttpResponse {
    let PartyKey { key, id } = party;
    match with_writer(&pool, move |conn| ledger::undo_last_deal(conn, key)).await {
        Ok(written) => see_other(&match written.deal {
            Some(no) => format!("/parties/{id}?deleted={no}#deals"),
            None => format!("/parties/{id}"),
        }),
        Err(e) => refused_deletion(t, e),
    }
}

/// `POST /parties/{id}/deals/{no}/restore`: puts a deleted deal back under its number
/// (a journaled re-recording of its facts), then 303 to the partie page at the deal.
#[tracing::instrument(skip_all)]
pub async fn restore_deal(
    t: Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    path: web::Path<(String, i32)>,
) -> HttpResponse {
    let (PartyKey { key, id }, no) = (party, path.1);
    match with_writer(&pool, move |conn| ledger::restore_deal(conn, key, no)).await {
        Ok(_) => see_other(&format!("/parties/{id}?restored={no}#deal-{no}")),
        Err(PageFailure::Ledger(LedgerError::Deal { error, .. })) => super::error_page(
            t,
            StatusCode::CONFLICT,
            &t.msg(&crate::msg!(
                "error-page-restore-breaks",
                deal = no,
                detail = error.message()
            )),
        ),
        Err(e) => e.response(t),
    }
}

crate::web::tr::localized!(CorrectionPage, DeletedDealPage);
