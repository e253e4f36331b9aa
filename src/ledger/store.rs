//! Loading a whole party from the database, and turning rows back into domain values.
//! Shared by the writers (which replay and compare) and the read models.

use std::collections::BTreeMap;

use diesel::prelude::*;
use serde_json::{Map, Value};

use super::journal::{EntryKind, Slot, Standing};
use super::LedgerError;
use crate::db::models::{
    AccountRow, DealRow, EntryRow, PartyRow, RevisionRow, SettingRow, TransferRow,
};
use crate::db::schema::{
    accounts, deal_revisions, deals, journal_entries, parties, party_settings, players, seats,
    transfers,
};
use crate::db::DbConnection;
use crate::domain::{Account, PotKey, Reason, Seat, Transfer};
use crate::games::{erased, GameId, Replay, ReplayError};

/// Revision kind codes (`deal_revisions.kind`).
pub(crate) const REVISION_ENTERED: &str = "entered";
pub(crate) const REVISION_CORRECTED: &str = "corrected";
pub(crate) const REVISION_DELETED: &str = "deleted";

/// Everything stored about one party.
#[derive(Debug, Clone)]
pub(crate) struct Loaded {
    pub party: PartyRow,
    pub game: GameId,
    pub options: Value,
    pub extra: Map<String, Value>,
    /// The changes of its settings, in order (already applied to `extra`).
    pub settings: Vec<SettingChange>,
    pub players: Vec<String>,
    pub accounts: Vec<AccountRow>,
    /// In `seq` order.
    pub deals: Vec<DealRow>,
    /// In `(deal_id, revision)` order.
    pub revisions: Vec<RevisionRow>,
    /// In `seq` order.
    pub entries: Vec<EntryRow>,
    /// In `(entry_id, position)` order.
    pub transfers: Vec<TransferRow>,
}

/// A change of one of a party's settings, read back.
#[derive(Debug, Clone, PartialEq)]
pub struct SettingChange {
    /// Its order among the party's changes.
    pub seq: i32,
    /// The setting (`money`).
    pub key: String,
    /// The value before (the opening value for the first change; `null`: none stated).
    pub previous: Value,
    /// The value from then on.
    pub value: Value,
    /// When.
    pub at: chrono::NaiveDateTime,
}

/// A party's setting changes in order, each with the value it replaced.
pub(crate) fn load_settings(
    conn: &mut DbConnection,
    id: i32,
    opening: &Map<String, Value>,
) -> Result<Vec<SettingChange>, LedgerError> {
    let rows: Vec<SettingRow> = party_settings::table
        .filter(party_settings::party_id.eq(id))
        .order(party_settings::seq)
        .select(SettingRow::as_select())
        .load(conn)?;
    let mut now = opening.clone();
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let value: Value = serde_json::from_str(&row.value_json)
            .map_err(|e| LedgerError::corrupt(format!("setting {} of party {id}: {e}", row.seq)))?;
        let previous = now
            .insert(row.key.clone(), value.clone())
            .unwrap_or(Value::Null);
        out.push(SettingChange {
            seq: row.seq,
            key: row.key,
            previous,
            value,
            at: row.created_at,
        });
    }
    Ok(out)
}

/// A deal that stands (not deleted), with its latest revision.
#[derive(Debug, Clone)]
pub(crate) struct Effective<'a> {
    pub deal: &'a DealRow,
    pub revision: &'a RevisionRow,
    pub facts: Value,
}

/// Serialises the writers of one party: on PostgreSQL, locks the party's row until the
/// transaction ends (so two deals recorded at once queue instead of colliding on their
/// numbers); on SQLite the write transaction (`BEGIN IMMEDIATE`) already holds the
/// database's write lock.
pub(crate) fn lock_party(conn: &mut DbConnection, id: i32) -> Result<(), LedgerError> {
    if let DbConnection::Postgres(pg) = conn {
        diesel::sql_query("SELECT id FROM parties WHERE id = $1 FOR UPDATE")
            .bind::<diesel::sql_types::Integer, _>(id)
            .execute(pg)?;
    }
    Ok(())
}

pub(crate) fn load_party_row(conn: &mut DbConnection, id: i32) -> Result<PartyRow, LedgerError> {
    parties::table
        .find(id)
        .select(PartyRow::as_select())
        .first(conn)
        .optional()?
        .ok_or(LedgerError::PartyNotFound)
}

pub(crate) fn load(conn: &mut DbConnection, id: i32) -> Result<Loaded, LedgerError> {
    let party = load_party_row(conn, id)?;
    let game: GameId = party.game_id.parse()?;
    let options: Value = serde_json::from_str(&party.options_json)
        .map_err(|e| LedgerError::corrupt(format!("options of party {id}: {e}")))?;
    let mut extra: Map<String, Value> = serde_json::from_str(&party.extra_json)
        .map_err(|e| LedgerError::corrupt(format!("extra fields of party {id}: {e}")))?;
    let settings = load_settings(conn, id, &extra)?;
    // The newest change of each setting is in force.
    for change in &settings {
        extra.insert(change.key.clone(), change.value.clone());
    }
    let players: Vec<String> = seats::table
        .inner_join(players::table)
        .filter(seats::party_id.eq(id))
        .order(seats::seat_no)
        .select(players::name)
        .load(conn)?;
    let accounts = accounts::table
        .filter(accounts::party_id.eq(id))
        .order(accounts::id)
        .select(AccountRow::as_select())
        .load(conn)?;
    let deals = deals::table
        .filter(deals::party_id.eq(id))
        .order(deals::seq)
        .select(DealRow::as_select())
        .load(conn)?;
    let revisions = deal_revisions::table
        .inner_join(deals::table)
        .filter(deals::party_id.eq(id))
        .order((deal_revisions::deal_id, deal_revisions::revision))
        .select(RevisionRow::as_select())
        .load(conn)?;
    let entries = journal_entries::table
        .filter(journal_entries::party_id.eq(id))
        .order(journal_entries::seq)
        .select(EntryRow::as_select())
        .load(conn)?;
    let transfers = transfers::table
        .inner_join(journal_entries::table)
        .filter(journal_entries::party_id.eq(id))
        .order((transfers::entry_id, transfers::position))
        .select(TransferRow::as_select())
        .load(conn)?;
    Ok(Loaded {
        party,
        game,
        options,
        extra,
        settings,
        players,
        accounts,
        deals,
        revisions,
        entries,
        transfers,
    })
}

impl Loaded {
    pub fn id(&self) -> i32 {
        self.party.id
    }

    pub fn closed(&self) -> bool {
        self.party.closed_at.is_some()
    }

    /// The domain account of an account row.
    pub fn account(&self, id: i32) -> Result<Account, LedgerError> {
        let row =
            self.accounts.iter().find(|a| a.id == id).ok_or_else(|| {
                LedgerError::corrupt(format!("account {id} is not in this party"))
            })?;
        account_of(row)
    }

    /// The id of a domain account, if it exists.
    pub fn account_id(&self, account: &Account) -> Option<i32> {
        self.accounts
            .iter()
            .find(|row| account_of(row).ok().as_ref() == Some(account))
            .map(|row| row.id)
    }

    /// The latest revision of a deal.
    pub fn latest_revision(&self, deal_id: i32) -> Option<&RevisionRow> {
        self.revisions.iter().rev().find(|r| r.deal_id == deal_id)
    }

    /// The standing deals in order, with their facts.
    pub fn effective(&self) -> Result<Vec<Effective<'_>>, LedgerError> {
        let mut out = Vec::new();
        for deal in &self.deals {
            let revision = self.latest_revision(deal.id).ok_or_else(|| {
                LedgerError::corrupt(format!("deal {} has no revision", deal.seq))
            })?;
            let Some(text) = &revision.facts_json else {
                continue;
            };
            let facts = serde_json::from_str(text)
                .map_err(|e| LedgerError::corrupt(format!("facts of deal {}: {e}", deal.seq)))?;
            out.push(Effective {
                deal,
                revision,
                facts,
            });
        }
        Ok(out)
    }

    /// Replays the standing deals (and the settlement, once closed). Errors name the deal
    /// by its number in the party.
    pub fn replay(&self, effective: &[Effective<'_>]) -> Result<Replay, LedgerError> {
        let facts: Vec<Value> = effective.iter().map(|e| e.facts.clone()).collect();
        erased(self.game)
            .replay(
                self.game,
                &self.options,
                &self.players,
                &facts,
                self.closed(),
            )
            .map_err(|e| replay_error(e, |i| effective.get(i).map(|e| e.deal.seq)))
    }

    /// The transfers of one entry, in order.
    pub fn entry_transfers(&self, entry_id: i32) -> Result<Vec<Transfer>, LedgerError> {
        self.transfers
            .iter()
            .filter(|t| t.entry_id == entry_id)
            .map(|t| {
                Ok(Transfer::new(
                    self.account(t.from_account_id)?,
                    self.account(t.to_account_id)?,
                    t.amount,
                    Reason::from_string(t.reason.clone()),
                ))
            })
            .collect()
    }

    /// The slot of every entry, by entry id.
    pub fn slots(&self) -> Result<BTreeMap<i32, Slot>, LedgerError> {
        let mut slots = BTreeMap::new();
        for e in &self.entries {
            let slot = match EntryKind::parse(&e.kind) {
                Some(EntryKind::Opening) => Slot::Opening,
                Some(EntryKind::Settlement) => Slot::Settlement,
                Some(EntryKind::Deal) => Slot::Deal(e.deal_id.ok_or_else(|| {
                    LedgerError::corrupt(format!("deal entry {} names no deal", e.seq))
                })?),
                Some(EntryKind::Reversal | EntryKind::Reopening) => {
                    let target = e.reverses_entry_id.ok_or_else(|| {
                        LedgerError::corrupt(format!("reversal {} reverses nothing", e.seq))
                    })?;
                    *slots.get(&target).ok_or_else(|| {
                        LedgerError::corrupt(format!("reversal {} precedes its entry", e.seq))
                    })?
                }
                None => {
                    return Err(LedgerError::corrupt(format!(
                        "entry {} has an unknown kind {:?}",
                        e.seq, e.kind
                    )))
                }
            };
            slots.insert(e.id, slot);
        }
        Ok(slots)
    }

    /// The entry standing for each slot (the last one posted and not reversed).
    pub fn standing(&self) -> Result<BTreeMap<Slot, Standing>, LedgerError> {
        let slots = self.slots()?;
        let mut standing: BTreeMap<Slot, i32> = BTreeMap::new();
        for e in &self.entries {
            let Some(slot) = slots.get(&e.id).copied() else {
                continue;
            };
            if EntryKind::parse(&e.kind).is_some_and(EntryKind::reverses) {
                if standing.get(&slot) == e.reverses_entry_id.as_ref() {
                    standing.remove(&slot);
                }
            } else {
                standing.insert(slot, e.id);
            }
        }
        standing
            .into_iter()
            .map(|(slot, entry_id)| {
                Ok((
                    slot,
                    Standing {
                        entry_id,
                        transfers: self.entry_transfers(entry_id)?,
                    },
                ))
            })
            .collect()
    }
}

/// The domain account of a row.
pub(crate) fn account_of(row: &AccountRow) -> Result<Account, LedgerError> {
    match (row.kind.as_str(), row.seat_no, &row.pot_key) {
        ("player", Some(seat), None) => u8::try_from(seat)
            .map(|s| Account::Player(Seat::new(s)))
            .map_err(|_| LedgerError::corrupt(format!("account {} has seat {seat}", row.id))),
        ("pot", None, Some(key)) => Ok(Account::Pot(PotKey::from_string(key.clone()))),
        ("carried", None, None) => Ok(Account::Carried),
        _ => Err(LedgerError::corrupt(format!(
            "account {} is malformed",
            row.id
        ))),
    }
}

/// Maps a replay error to a ledger error, naming the deal by its number in the party.
pub(crate) fn replay_error(e: ReplayError, seq_of: impl Fn(usize) -> Option<i32>) -> LedgerError {
    match e {
        ReplayError::Table(error) => LedgerError::table(error),
        ReplayError::Deal { number, error } => LedgerError::Deal {
            deal: number.checked_sub(1).and_then(seq_of),
            error,
        },
        ReplayError::Close(error) => LedgerError::Closing(error),
    }
}
