//! Closing a party, re-opening it, and importing partie documents.
//!
//! - [`close_party`] sets the party's `closed_at` and reconciles: the replay now runs the
//!   game's own end-of-partie rules ([`crate::games::Game::close`]: beasts left on the
//!   table, the cards fee, Piquet à écrire's settlement...) and their payments are appended
//!   as a `settlement` entry (an entry even when the rules pay nothing, so the close is in
//!   the journal). From then on deals can neither be entered nor corrected
//!   ([`LedgerError::Closed`], a 409).
//! - [`reopen_party`] clears `closed_at` and reconciles: the settlement is no longer
//!   expected, so its mirror is appended as a `reopening` entry. Nothing is updated or
//!   deleted in the journal; `closed_at` is only the party's present state, and the
//!   journal keeps every close and re-opening.
//! - [`import_parties`] creates the parties of partie documents (the export format) in one
//!   transaction: all of them or none.

use chrono::Utc;
use diesel::prelude::*;
use serde_json::Value;

use super::payments::PaidMarks;
use super::read::PartieView;
use super::store::{self, REVISION_ENTERED};
use super::{insert_revision, open_party_in, reconcile, LedgerError, NewPartie, Written};
use crate::accounts::Settlement;
use crate::db::models::NewDeal;
use crate::db::schema::parties;
use crate::db::DbConnection;
use crate::domain::{PotKey, Rate};
use crate::partie::PartieDoc;

/// The key of a partie document that says it was closed (set by the export).
pub const CLOSED_KEY: &str = "closed";

/// Closes a party: appends the game's end-of-partie payments as a `settlement` entry and
/// freezes the party.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::AlreadyClosed`],
/// [`LedgerError::Closing`] when the game says the partie cannot end now (nothing is
/// stored then), [`LedgerError::Db`].
#[tracing::instrument(skip_all, fields(party_id))]
pub fn close_party(conn: &mut DbConnection, party_id: i32) -> Result<Written, LedgerError> {
    super::write(conn, |conn| {
        store::lock_party(conn, party_id)?;
        let party = store::load_party_row(conn, party_id)?;
        if party.closed_at.is_some() {
            return Err(LedgerError::AlreadyClosed(party_id));
        }
        let entries = close_in(conn, party_id)?;
        tracing::info!(party_id, "party closed");
        Ok(Written {
            party: party_id,
            deal: None,
            revision: None,
            entries,
            made: None,
        })
    })
}

fn close_in(conn: &mut DbConnection, party_id: i32) -> Result<Vec<i32>, LedgerError> {
    diesel::update(parties::table.find(party_id))
        .set(parties::closed_at.eq(Some(Utc::now().naive_utc())))
        .execute(conn)?;
    reconcile(conn, party_id, None)
}

/// Re-opens a closed party: appends a `reopening` entry that cancels its settlement, so
/// that deals can be entered and corrected again.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::NotClosed`], [`LedgerError::Db`].
#[tracing::instrument(skip_all, fields(party_id))]
pub fn reopen_party(conn: &mut DbConnection, party_id: i32) -> Result<Written, LedgerError> {
    super::write(conn, |conn| {
        store::lock_party(conn, party_id)?;
        let party = store::load_party_row(conn, party_id)?;
        if party.closed_at.is_none() {
            return Err(LedgerError::NotClosed(party_id));
        }
        diesel::update(parties::table.find(party_id))
            .set(parties::closed_at.eq(None::<chrono::NaiveDateTime>))
            .execute(conn)?;
        let entries = reconcile(conn, party_id, None)?;
        tracing::info!(party_id, "party reopened");
        Ok(Written {
            party: party_id,
            deal: None,
            revision: None,
            entries,
            made: None,
        })
    })
}

/// Creates the party of each document (game, options, players, deals in order; a
/// document with `"closed": true` is closed after its deals), all in one transaction.
/// The document's other fields are kept (and exported again), except the results an
/// export adds (`expected`) and `closed`. Returns the new parties' ids, in order.
///
/// # Errors
/// [`LedgerError::Import`] naming the document (its `id`, else its position) and what is
/// wrong; nothing is stored then.
#[tracing::instrument(skip_all, fields(documents = docs.len()))]
pub fn import_parties(
    conn: &mut DbConnection,
    docs: &[PartieDoc],
) -> Result<Vec<String>, LedgerError> {
    super::write(conn, |conn| {
        let mut ids = Vec::with_capacity(docs.len());
        for (i, doc) in docs.iter().enumerate() {
            let id = import_one(conn, doc).map_err(|error| LedgerError::Import {
                document: document_name(doc, i),
                error: Box::new(error),
            })?;
            ids.push(id);
        }
        tracing::info!(parties = ?ids, "parties imported");
        Ok(ids)
    })
}

/// How an import error names a document: its `id`, else "document N".
pub fn document_name(doc: &PartieDoc, index: usize) -> String {
    match doc.extra.get("id") {
        Some(Value::String(s)) => s.clone(),
        Some(v) => v.to_string(),
        None => format!("document {}", index + 1),
    }
}

fn import_one(conn: &mut DbConnection, doc: &PartieDoc) -> Result<String, LedgerError> {
    let game = doc.game_id().map_err(|e| match e {
        crate::partie::ScoreError::Game(g) => LedgerError::UnknownGame(g),
        other => LedgerError::Facts(crate::msg!("text", text = other.to_string())),
    })?;
    let mut extra = doc.extra.clone();
    extra.remove("expected");
    let closed = match extra.remove(CLOSED_KEY) {
        None | Some(Value::Null) | Some(Value::Bool(false)) => false,
        Some(Value::Bool(true)) => true,
        Some(other) => {
            return Err(LedgerError::Facts(crate::msg!(
                "error-closed-flag",
                value = other.to_string()
            )))
        }
    };
    let opened = open_party_in(
        conn,
        &NewPartie {
            game,
            options: doc.options.clone(),
            players: doc.players.clone(),
            extra,
        },
    )?;
    let party_id = opened.key;
    let now = Utc::now().naive_utc();
    for (seq, facts) in (1..).zip(&doc.deals) {
        let facts = super::Facts::from_value(facts.clone()).map_err(|e| match e {
            LedgerError::Facts(detail) => LedgerError::Facts(crate::msg!(
                "error-deal-at-fault",
                deal = seq,
                detail = detail
            )),
            LedgerError::Deal { deal: None, error } => LedgerError::Deal {
                deal: Some(seq),
                error,
            },
            other => other,
        })?;
        let deal_id: i32 = crate::insert_id!(
            conn,
            deals,
            NewDeal {
                party_id,
                seq,
                created_at: now,
            }
        )?;
        insert_revision(conn, deal_id, 1, REVISION_ENTERED, Some(&facts), now)?;
    }
    super::settle_all(conn, party_id)?;
    if closed {
        close_in(conn, party_id)?;
    }
    Ok(opened.id)
}

/// Who pays whom, from the balances of `players`, the pots and the carried account; the
/// plan kept by the payments marked paid once there are any ([`PaidMarks::apply`]).
pub(crate) fn settlement_of(
    players: &[String],
    balances: &[super::read::PlayerBalance],
    pots: &[super::read::PotBalance],
    carried: i64,
    rate: Option<&Rate>,
    marks: &PaidMarks,
) -> Result<Settlement, LedgerError> {
    let balances: Vec<i64> = balances.iter().map(|b| b.balance).collect();
    let mut pots: std::collections::BTreeMap<PotKey, i64> = pots
        .iter()
        .map(|p| (PotKey::from_string(p.key.clone()), p.balance))
        .collect();
    if carried != 0 {
        // Counters an opening brought to the table from outside: owed back to (or by)
        // the outside, shown as a pot of its own.
        pots.insert(PotKey::new("carried"), carried);
    }
    let mut settlement = Settlement::build(players, &balances, &pots, rate)?;
    marks.apply(&mut settlement);
    Ok(settlement)
}

impl PartieView {
    /// The party's result as the league counts it (a money setting that cannot be read
    /// counts as none).
    pub fn result(&self) -> crate::league::PartieResult {
        crate::league::PartieResult {
            party_id: self.id.clone(),
            order: i64::from(self.key),
            game: self.game,
            date: self.opened_at.date(),
            closed: self.is_closed(),
            rate: self.rate().ok().flatten(),
            balances: self
                .balances
                .iter()
                .map(|b| (b.name.clone(), b.balance))
                .collect(),
        }
    }
}

/// Every party, complete, oldest first (the league table and the exports across parties).
///
/// # Errors
/// As [`super::read::party`].
pub fn all_parties(conn: &mut DbConnection) -> Result<Vec<PartieView>, LedgerError> {
    let ids: Vec<i32> = parties::table
        .select(parties::id)
        .order(parties::id.asc())
        .load(conn)?;
    ids.into_iter()
        .map(|id| super::read::party(conn, id))
        .collect()
}

/// A page of [`all_parties`]: at most `limit` parties after the party whose key is
/// `after` (from the first when `None`), oldest first, each read whole in its own read
/// transaction; with the key to continue after (`None` once no party is left). The
/// exports across parties read page by page, so that memory does not grow with the
/// club's history.
///
/// # Errors
/// As [`super::read::party`].
pub fn parties_page(
    conn: &mut DbConnection,
    after: Option<i32>,
    limit: i64,
) -> Result<(Vec<PartieView>, Option<i32>), LedgerError> {
    let ids: Vec<i32> = parties::table
        .select(parties::id)
        .filter(parties::id.gt(after.unwrap_or(i32::MIN)))
        .order(parties::id.asc())
        .limit(limit.max(1))
        .load(conn)?;
    let next = ids
        .last()
        .copied()
        .filter(|_| ids.len() as i64 >= limit.max(1));
    let page = ids
        .into_iter()
        .map(|id| super::read::party(conn, id))
        .collect::<Result<_, _>>()?;
    Ok((page, next))
}

/// Every party's result for the league, straight from the journal: each player's balance
/// is the sum of the transfers into and out of his account (no replay of the deals), so
/// the league table costs a few queries however many parties there are.
///
/// # Errors
/// [`LedgerError::Db`]; [`LedgerError::Corrupt`] for a balance that overflows.
pub fn all_results(
    conn: &mut DbConnection,
) -> Result<Vec<crate::league::PartieResult>, LedgerError> {
    use std::collections::BTreeMap;

    use crate::db::models::PartyRow;
    use crate::db::schema::{accounts, players, seats, transfers};

    crate::db::read_transaction(conn, |conn| {
        let rows: Vec<PartyRow> = parties::table
            .order(parties::id.asc())
            .select(PartyRow::as_select())
            .load(conn)?;
        let seated: Vec<(i32, i32, String)> = seats::table
            .inner_join(players::table)
            .order((seats::party_id.asc(), seats::seat_no.asc()))
            .select((seats::party_id, seats::seat_no, players::name))
            .load(conn)?;
        let player_accounts: Vec<(i32, i32, Option<i32>)> = accounts::table
            .filter(accounts::kind.eq("player"))
            .select((accounts::id, accounts::party_id, accounts::seat_no))
            .load(conn)?;
        let flows: Vec<(i32, i32, i64)> = transfers::table
            .select((
                transfers::from_account_id,
                transfers::to_account_id,
                transfers::amount,
            ))
            .load(conn)?;

        let mut net: BTreeMap<i32, i64> = BTreeMap::new();
        let overflow = || LedgerError::corrupt("balances overflow");
        for (from, to, amount) in flows {
            let t = net.entry(to).or_insert(0);
            *t = t.checked_add(amount).ok_or_else(overflow)?;
            let f = net.entry(from).or_insert(0);
            *f = f.checked_sub(amount).ok_or_else(overflow)?;
        }
        let mut balance_of: BTreeMap<(i32, i32), i64> = BTreeMap::new();
        for (id, party, seat) in player_accounts {
            if let Some(seat) = seat {
                balance_of.insert((party, seat), net.get(&id).copied().unwrap_or(0));
            }
        }
        let mut players_of: BTreeMap<i32, Vec<(String, i64)>> = BTreeMap::new();
        for (party, seat, name) in seated {
            let balance = balance_of.get(&(party, seat)).copied().unwrap_or(0);
            players_of.entry(party).or_default().push((name, balance));
        }
        Ok(rows
            .into_iter()
            .filter_map(|row| {
                let game = row.game_id.parse().ok()?;
                let extra: serde_json::Map<String, Value> =
                    serde_json::from_str(&row.extra_json).unwrap_or_default();
                Some(crate::league::PartieResult {
                    party_id: row.public_id.clone(),
                    order: i64::from(row.id),
                    game,
                    date: row.opened_at.date(),
                    closed: row.closed_at.is_some(),
                    rate: Rate::from_settings(&extra).ok().flatten(),
                    balances: players_of.remove(&row.id).unwrap_or_default(),
                })
            })
            .collect())
    })
}
