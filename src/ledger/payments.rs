//! "Mark as paid": the payments of a closed partie's settlement, marked as made one by
//! one as the table pays.
//!
//! A mark is a row of `payment_marks`, append-only like the journal: taking a mark back
//! is a new row (`paid` false), and the newest mark of a payment is in force. A mark names
//! the close it belongs to (the partie's latest `settlement` entry: re-opening and closing
//! again starts a new plan with no mark) and the payment by its place in the plan.
//!
//! **The plan stays as it was.** Each mark keeps the plan as it stood when it was made;
//! from the first mark of a close on, the settlement shows that plan
//! ([`PaidMarks::apply`]) rather than computing it again, so marking one payment never
//! reshuffles the others.

use std::collections::BTreeSet;

use chrono::{NaiveDateTime, Utc};
use diesel::prelude::*;

use super::journal::EntryKind;
use super::{store, LedgerError};
use crate::accounts::{PaymentView, Settlement};
use crate::db::models::PaymentMarkRow;
use crate::db::schema::{journal_entries, payment_marks};
use crate::db::DbConnection;

/// The marks of a closed partie's standing close.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PaidMarks {
    /// The plan as the first mark kept it (`None`: nothing marked yet).
    pub plan: Option<Vec<PaymentView>>,
    /// The places in the plan of the payments marked paid.
    pub paid: BTreeSet<usize>,
    /// Every mark, oldest first.
    pub marks: Vec<MarkLine>,
}

/// One mark, as the journal of the marks shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkLine {
    /// The payment's place in the plan (from 0).
    pub payment: usize,
    /// Marked paid (`false`: the mark taken back).
    pub paid: bool,
    /// When (UTC).
    pub at: NaiveDateTime,
}

impl PaidMarks {
    /// Puts the marks on a settlement computed from the balances: the kept plan replaces
    /// its payments, and each payment says whether it is marked paid.
    pub fn apply(&self, settlement: &mut Settlement) {
        if let Some(plan) = &self.plan {
            settlement.payments.clone_from(plan);
        }
        for (i, p) in settlement.payments.iter_mut().enumerate() {
            p.paid = self.paid.contains(&i);
        }
    }
}

/// A mark to make: payment number `payment` of the plan, as the page showed it (who pays
/// whom and how much: a page that no longer shows the plan as it stands is refused).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentMark {
    /// The payment's place in the plan (from 0).
    pub payment: usize,
    /// Who pays, as the plan names him.
    pub from: String,
    /// Who is paid.
    pub to: String,
    /// Counters.
    pub counters: i64,
    /// Paid (`false`: take the mark back).
    pub paid: bool,
}

/// The id of the settlement entry of a party's latest close (the standing one while it
/// is closed).
fn latest_settlement(conn: &mut DbConnection, party_id: i32) -> Result<Option<i32>, LedgerError> {
    Ok(journal_entries::table
        .filter(journal_entries::party_id.eq(party_id))
        .filter(journal_entries::kind.eq(EntryKind::Settlement.code()))
        .select(diesel::dsl::max(journal_entries::id))
        .first(conn)?)
}

/// The marks of party `party_id`'s latest close (none for a party never closed). Only
/// meaningful while it is closed: the caller asks then.
///
/// # Errors
/// [`LedgerError::Db`]; [`LedgerError::Corrupt`] for a stored plan that cannot be read.
pub fn marks(conn: &mut DbConnection, party_id: i32) -> Result<PaidMarks, LedgerError> {
    let Some(entry) = latest_settlement(conn, party_id)? else {
        return Ok(PaidMarks::default());
    };
    let rows: Vec<PaymentMarkRow> = payment_marks::table
        .filter(payment_marks::party_id.eq(party_id))
        .filter(payment_marks::settlement_entry_id.eq(entry))
        .order(payment_marks::id.asc())
        .select(PaymentMarkRow::as_select())
        .load(conn)?;
    let mut marks = PaidMarks::default();
    for row in rows {
        let payment = usize::try_from(row.payment)
            .map_err(|_| LedgerError::corrupt("a payment mark's place is negative"))?;
        if marks.plan.is_none() {
            let plan: Vec<PaymentView> = serde_json::from_str(&row.plan_json)
                .map_err(|e| LedgerError::corrupt(format!("a kept settlement plan: {e}")))?;
            marks.plan = Some(plan);
        }
        if row.paid {
            marks.paid.insert(payment);
        } else {
            marks.paid.remove(&payment);
        }
        marks.marks.push(MarkLine {
            payment,
            paid: row.paid,
            at: row.created_at,
        });
    }
    Ok(marks)
}

/// Marks a payment of a closed party's settlement as made (or takes the mark back).
/// Returns whether a mark was appended: marking a payment already in the state asked
/// (a form posted twice) appends nothing.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::NotClosed`] (nothing is owed before
/// the close), [`LedgerError::PaymentNotFound`], [`LedgerError::StalePayment`] when the
/// plan no longer holds that payment (the page is out of date), [`LedgerError::Money`],
/// [`LedgerError::Settle`], [`LedgerError::Db`].
#[tracing::instrument(skip_all, fields(party_id, payment = mark.payment))]
pub fn mark_payment(
    conn: &mut DbConnection,
    party_id: i32,
    mark: &PaymentMark,
) -> Result<bool, LedgerError> {
    super::write(conn, |conn| {
        store::lock_party(conn, party_id)?;
        let party = store::load_party_row(conn, party_id)?;
        if party.closed_at.is_none() {
            return Err(LedgerError::NotClosed(party_id));
        }
        let settlement = super::read::party(conn, party_id)?.settlement()?;
        let shown = settlement
            .payments
            .get(mark.payment)
            .ok_or(LedgerError::PaymentNotFound {
                payment: mark.payment,
            })?;
        if (shown.from.as_str(), shown.to.as_str(), shown.counters)
            != (mark.from.as_str(), mark.to.as_str(), mark.counters)
        {
            return Err(LedgerError::StalePayment);
        }
        if shown.paid == mark.paid {
            return Ok(false);
        }
        let entry = latest_settlement(conn, party_id)?
            .ok_or_else(|| LedgerError::corrupt("a closed party without a settlement entry"))?;
        let plan: Vec<PaymentView> = settlement
            .payments
            .iter()
            .map(|p| PaymentView {
                paid: false,
                ..p.clone()
            })
            .collect();
        let plan_json = serde_json::to_string(&plan)
            .map_err(|e| LedgerError::corrupt(format!("the plan as JSON: {e}")))?;
        diesel::insert_into(payment_marks::table)
            .values(PaymentMarkRow {
                party_id,
                settlement_entry_id: entry,
                payment: i32::try_from(mark.payment).map_err(|_| LedgerError::PaymentNotFound {
                    payment: mark.payment,
                })?,
                paid: mark.paid,
                plan_json,
                created_at: Utc::now().naive_utc(),
            })
            .execute(conn)?;
        tracing::info!(
            party_id,
            payment = mark.payment,
            paid = mark.paid,
            "payment marked"
        );
        Ok(true)
    })
}
