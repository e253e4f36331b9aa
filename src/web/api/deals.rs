//! `POST /api/v1/parties/{id}/deals`, `PUT|DELETE /api/v1/parties/{id}/deals/{n}`,
//! `POST /api/v1/parties/{id}/preview`.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::{json, Value};

use super::{conn, load_party, write};
use crate::db::{DbConnection, Pool};
use crate::domain::Account;
use crate::ledger::{self, read, Answer, Facts, LedgerError, Written};
use crate::telemetry::blocking;
use crate::web::forms;
use crate::web::party::PartyKey;
use crate::web::views::{DealHistoryView, PreviewView, TransferView, WrittenView};
use crate::web::AppError;

/// The body of a deal entry: the facts, and optionally the number the deal should get.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryBody {
    /// The deal's facts, in the game's JSON shape.
    pub facts: Box<RawValue>,
    /// The number this deal should get (the party's `next_deal`); when another deal was
    /// entered meanwhile, the entry is refused (409) rather than recorded twice.
    #[serde(default)]
    pub deal: Option<i32>,
}

/// The body of a correction: the facts, and optionally the revision they replace.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CorrectionBody {
    /// The deal's facts, in the game's JSON shape.
    pub facts: Box<RawValue>,
    /// The revision this correction replaces (the deal's `revision`); when it was
    /// corrected meanwhile, the correction is refused (409). `If-Match` says the same.
    #[serde(default)]
    pub revision: Option<i32>,
}

/// The body of a preview: the facts (or the deal form's fields as posted), and
/// optionally the deal they would correct.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreviewBody {
    /// The deal's facts.
    #[serde(default)]
    pub facts: Option<Box<RawValue>>,
    /// The deal form's fields, `[name, value]` pairs as the form would post them: read by
    /// the very parser of the form's POST, so that the preview refuses what the server
    /// refuses (a blank trick box is missing, not 0). Used when `facts` is absent.
    #[serde(default)]
    pub form: Option<Vec<(String, String)>>,
    /// The number of the deal they would replace (absent: the next deal).
    #[serde(default)]
    pub deal: Option<i32>,
}

/// The facts of a preview: as given, or read from the form's fields (`fields`, for the
/// entries posted) as the form's POST reads them. `Err` holds the form's answer
/// (`{"errors": [{field, detail}]}`, a 422): a message per field.
fn preview_facts(
    t: crate::web::tr::Tr,
    fields: &[crate::games::Field],
    players: &[String],
    body: &PreviewBody,
    entries: &forms::Entries,
) -> Result<Result<Facts, serde_json::Value>, AppError> {
    if let Some(raw) = &body.facts {
        return Ok(Ok(Facts::parse(raw.get())?));
    }
    let parsed = forms::parse_deal(fields, players, entries)
        .and_then(|v| Facts::from_value(v).map_err(|e| forms::FormErrors::general(e.message())));
    Ok(parsed.map_err(|errors| refused(t, fields, &errors)))
}

/// A preview's 422 body for `errors` on the form of `fields`, each message in `t`'s
/// language: those of the whole form first, then each field's in the form's order.
fn refused(
    t: crate::web::tr::Tr,
    fields: &[crate::games::Field],
    errors: &forms::FormErrors,
) -> serde_json::Value {
    let mut list: Vec<serde_json::Value> = errors
        .general
        .iter()
        .map(|m| serde_json::json!({ "detail": t.msg(m) }))
        .collect();
    let mut at_fields: Vec<(&String, &crate::games::Msg)> = errors.fields.iter().collect();
    at_fields.sort_by_key(|(name, _)| fields.iter().position(|f| &f.name == *name));
    list.extend(
        at_fields
            .into_iter()
            .map(|(field, m)| serde_json::json!({ "field": field, "detail": t.msg(m) })),
    );
    serde_json::json!({ "errors": list })
}

/// The `Idempotency-Key` header, if sent.
fn idempotency_key(req: &HttpRequest) -> Result<Option<String>, AppError> {
    req.headers()
        .get("Idempotency-Key")
        .map(|v| {
            v.to_str()
                .map(str::to_owned)
                .map_err(|_| AppError::Ledger(LedgerError::BadKey))
        })
        .transpose()
}

/// The revision an `If-Match` header names (`"3"`, as the `ETag` gives it; `*` names
/// none).
fn if_match(req: &HttpRequest) -> Result<Option<i32>, AppError> {
    let Some(value) = req.headers().get(header::IF_MATCH) else {
        return Ok(None);
    };
    let bad = || AppError::BadRequest(crate::msg!("error-if-match"));
    let text = value.to_str().map_err(|_| bad())?.trim();
    if text == "*" {
        return Ok(None);
    }
    let tag = text.split(',').next().unwrap_or("").trim();
    let tag = tag.strip_prefix("W/").unwrap_or(tag);
    tag.trim_matches('"').parse().map(Some).map_err(|_| bad())
}

/// The `ETag` of a deal at revision `r`.
fn etag(revision: i32) -> (header::HeaderName, String) {
    (header::ETAG, format!("\"{revision}\""))
}

/// The 201 of a recorded deal, as kept for the repeats of its entry.
fn created(conn: &mut DbConnection, mut written: Written) -> Result<Answer, LedgerError> {
    answer_of(&read::answer(conn, &mut written)?, &written)
}

/// The 201 showing `party` after the write.
fn answer_of(party: &read::WriteSummary, written: &Written) -> Result<Answer, LedgerError> {
    let body = serde_json::to_string(&WrittenView::new(party, written))
        .map_err(|e| LedgerError::corrupt(e.to_string()))?;
    Ok(Answer { status: 201, body })
}

/// A 409 with the error (in `t`'s language) and the state the client did not know of.
fn conflict(t: crate::web::tr::Tr, error: &AppError, current: Value) -> HttpResponse {
    error.log();
    HttpResponse::Conflict().json(json!({
        "errors": [{ "detail": t.msg(&error.message()) }],
        "current": current,
    }))
}

/// What a stale entry did not know: the deals entered since, the next number, the money.
fn party_state(party: &read::PartieView) -> Value {
    json!({
        "next_deal": party.next_deal,
        "deals": party.deals.len(),
        "balances": party.balances_by_name(),
        "pots": party.pots_by_key(),
        "carried": party.carried,
    })
}

/// What the writer did with a deal entry.
enum Entered {
    /// Answered inside the write (an entry with a key): the answer kept, and whether it
    /// repeats an earlier entry's.
    Answered(Answer, bool),
    /// Recorded (no key): the answer is made from what the write holds, or read once the
    /// deal is committed.
    Written(Written),
}

/// A write's outcome: done, or refused as stale with the current state to show.
enum Outcome<T> {
    Done(T),
    Stale(AppError, Value),
}

/// Records the next deal: 201 with its payments and the new balances. With an
/// `Idempotency-Key`, a repeat records nothing and answers what the first answered; with
/// `deal`, an entry that did not see a deal entered meanwhile gets 409 and the current
/// state.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn record_deal(
    t: crate::web::tr::Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    req: HttpRequest,
    body: web::Json<EntryBody>,
) -> Result<HttpResponse, AppError> {
    let id = party.key;
    let facts = Facts::parse(body.facts.get())?;
    let expected = body.deal;
    let key = idempotency_key(&req)?;
    // The write alone goes to the writer. With a key the answer is made inside it (it is
    // kept with the deal); without, it is read once the deal is committed.
    let entered = write(&pool, move |conn| {
        Ok(match &key {
            Some(key) => {
                let mut fresh = false;
                ledger::record_deal_once(conn, id, key, &facts, expected, |conn, w| {
                    fresh = true;
                    created(conn, w)
                })
                .map(|answer| Entered::Answered(answer, !fresh))
            }
            None => ledger::record_deal(conn, id, &facts, expected).map(Entered::Written),
        })
    })
    .await?;
    let outcome = match entered {
        Ok(Entered::Answered(answer, replayed)) => {
            // The deal's number as the answer kept says it (the entry may be a repeat).
            #[derive(serde::Deserialize)]
            struct Numbered {
                deal_no: Option<i32>,
            }
            let deal_no = serde_json::from_str::<Numbered>(&answer.body)
                .ok()
                .and_then(|n| n.deal_no);
            Outcome::Done((answer, replayed, deal_no))
        }
        Ok(Entered::Written(w)) => match w.summary()? {
            Some(summary) => Outcome::Done((answer_of(&summary, &w)?, false, w.deal)),
            None => {
                blocking(move || -> Result<_, AppError> {
                    let mut conn = conn(&pool)?;
                    let deal = w.deal;
                    Ok(Outcome::Done((created(&mut conn, w)?, false, deal)))
                })
                .await??
            }
        },
        Err(e @ LedgerError::StaleDeal { .. }) => {
            blocking(move || -> Result<_, AppError> {
                let mut conn = conn(&pool)?;
                let party = read::party(&mut conn, id)?;
                Ok(Outcome::Stale(e.into(), party_state(&party)))
            })
            .await??
        }
        Err(e) => return Err(e.into()),
    };
    let (answer, replayed, deal_no) = match outcome {
        Outcome::Done(done) => done,
        Outcome::Stale(e, current) => return Ok(conflict(t, &e, current)),
    };
    let status = actix_web::http::StatusCode::from_u16(answer.status)
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let mut response = HttpResponse::build(status);
    response.content_type("application/json");
    if let Some(n) = deal_no {
        response.insert_header((
            "Location",
            format!("/api/v1/parties/{}/deals/{n}", party.id),
        ));
    }
    if replayed {
        response.insert_header(("Idempotent-Replayed", "true"));
    }
    Ok(response.body(answer.body))
}

/// Deal `n` with its revisions and journal entries (also once deleted), its current
/// `revision` in the body and as the `ETag`.
#[tracing::instrument(skip_all, fields(party = party.key, deal = path.1))]
pub async fn find_deal(
    pool: web::Data<Pool>,
    party: PartyKey,
    path: web::Path<(String, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, n) = (party.key, path.1);
    let party = load_party(pool, id).await?;
    let view = DealHistoryView::new(&party, n)
        .ok_or(ledger::LedgerError::DealNotFound { party: id, deal: n })?;
    Ok(HttpResponse::Ok()
        .insert_header(etag(view.revision))
        .json(view))
}

/// Runs a correction or deletion of deal `n`; a stale one gets 409 with the deal as it
/// now stands (and its `ETag`).
async fn revise(
    t: crate::web::tr::Tr,
    pool: web::Data<Pool>,
    id: i32,
    n: i32,
    revision: impl FnOnce(&mut DbConnection) -> Result<Written, LedgerError> + Send + 'static,
) -> Result<HttpResponse, AppError> {
    let written = write(&pool, move |conn| Ok(revision(conn))).await?;
    let outcome = blocking(move || -> Result<_, AppError> {
        match written {
            Ok(mut written) => {
                let party = match written.summary()? {
                    Some(summary) => summary,
                    None => read::answer(&mut *conn(&pool)?, &mut written)?,
                };
                Ok(Outcome::Done(WrittenView::new(&party, &written)))
            }
            Err(e @ LedgerError::StaleRevision { .. }) => {
                let party = read::party(&mut *conn(&pool)?, id)?;
                let deal = DealHistoryView::new(&party, n);
                let current =
                    serde_json::to_value(&deal).map_err(|e| AppError::Internal(e.to_string()))?;
                Ok(Outcome::Stale(e.into(), current))
            }
            Err(e) => Err(e.into()),
        }
    })
    .await??;
    match outcome {
        Outcome::Done(view) => {
            let mut response = HttpResponse::Ok();
            if let Some(r) = view.revision {
                response.insert_header(etag(r));
            }
            Ok(response.json(view))
        }
        Outcome::Stale(e, current) => {
            let mut response = conflict(t, &e, current.clone());
            if let Some(r) = current["revision"].as_i64() {
                if let Ok(v) = header::HeaderValue::from_str(&format!("\"{r}\"")) {
                    response.headers_mut().insert(header::ETAG, v);
                }
            }
            Ok(response)
        }
    }
}

/// Corrects deal `n`: 200 with the entries appended (reversals and replacements) and the
/// new balances. The revision replaced (`revision` in the body, or `If-Match`) must be
/// the deal's current one, else 409.
#[tracing::instrument(skip_all, fields(party = party.key, deal = path.1))]
pub async fn correct_deal(
    t: crate::web::tr::Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    path: web::Path<(String, i32)>,
    req: HttpRequest,
    body: web::Json<CorrectionBody>,
) -> Result<HttpResponse, AppError> {
    let (id, n) = (party.key, path.1);
    let facts = Facts::parse(body.facts.get())?;
    let replaces = match (body.revision, if_match(&req)?) {
        (Some(a), Some(b)) if a != b => {
            return Err(AppError::BadRequest(crate::msg!(
                "error-revisions-disagree",
                revision = a,
                if_match = b
            )))
        }
        (a, b) => a.or(b),
    };
    revise(t, pool, id, n, move |conn| {
        ledger::correct_deal(conn, id, n, &facts, replaces)
    })
    .await
}

/// Deletes deal `n`: 200 with the entries appended and the new balances. With
/// `If-Match`, the revision it names must be the deal's current one, else 409.
#[tracing::instrument(skip_all, fields(party = party.key, deal = path.1))]
pub async fn delete_deal(
    t: crate::web::tr::Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    path: web::Path<(String, i32)>,
    req: HttpRequest,
) -> Result<HttpResponse, AppError> {
    let (id, n) = (party.key, path.1);
    let replaces = if_match(&req)?;
    revise(t, pool, id, n, move |conn| {
        ledger::delete_deal(conn, id, n, replaces)
    })
    .await
}

/// What a deal would pay, storing nothing: 200 with its payments and the balances it
/// would leave.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn preview_deal(
    t: crate::web::tr::Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    body: web::Json<PreviewBody>,
) -> Result<HttpResponse, AppError> {
    let id = party.key;
    let body = body.into_inner();
    let replacing = body.deal;
    let lang = t.lang();
    let view = blocking(move || -> Result<_, AppError> {
        let mut conn = conn(&pool)?;
        // What the form needs of the partie, without its past deals.
        let party = read::table_now(&mut conn, id)?;
        let t = crate::web::tr::Tr::new(lang);
        let entries = forms::Entries::from_pairs(body.form.clone().unwrap_or_default());
        let fields = crate::web::pages::parties::posted_fields(&party, &entries);
        let facts = match preview_facts(t, &fields, &party.players, &body, &entries)? {
            Ok(f) => f,
            Err(refused) => return Ok(Err(refused)),
        };
        // The rules' verdict on the form's deal goes next to its fields, every fault of
        // it, as the form's POST places them.
        let previewed = replacing.unwrap_or(party.next_deal);
        let preview = match ledger::preview_deal(&mut conn, id, replacing, &facts) {
            Ok(preview) => preview,
            Err(LedgerError::Deal {
                deal: Some(no),
                error,
            }) if no == previewed && body.facts.is_none() => {
                let errors = forms::FormErrors::from_deal_error(&fields, &error);
                return Ok(Err(refused(t, &fields, &errors)));
            }
            Err(e) => return Err(e.into()),
        };
        let players = &party.players;
        let named = |v: Vec<i64>| players.iter().cloned().zip(v).collect();
        let net = crate::domain::net_by_account(&preview.transfers)
            .ok_or(crate::games::DealError::Overflow)
            .map_err(ledger::LedgerError::table)?;
        let net = (0..players.len())
            .map(|i| {
                net.iter()
                    .find(|(a, _)| matches!(a, Account::Player(s) if s.index() == i))
                    .map_or(0, |(_, v)| *v)
            })
            .collect();
        let lines = read::transfer_lines(players, &preview.transfers);
        let payments = lines
            .iter()
            .map(|line| {
                let p = crate::web::pages::views::PaymentLine::new(t, line);
                t.msg(&crate::msg!(
                    "page-preview-payment",
                    from = p.from,
                    to = p.to,
                    amount = p.amount,
                    reason = p.reason
                ))
            })
            .collect();
        Ok(Ok(PreviewView {
            players: players.clone(),
            transfers: lines.iter().map(TransferView::from).collect(),
            payments,
            net: named(net),
            balances: named(preview.balances.clone()),
            pots: preview.pots.clone(),
            deal_details: preview
                .view
                .report
                .get("deal_details")
                .and_then(|d| d.get(preview.position))
                .cloned(),
            reading: preview
                .view
                .readings
                .get(preview.position)
                .map(|r| crate::web::views::ReadingView::new(r, lang)),
        }))
    })
    .await??;
    Ok(match view {
        Ok(view) => HttpResponse::Ok().json(view),
        Err(refused) => HttpResponse::UnprocessableEntity().json(refused),
    })
}
