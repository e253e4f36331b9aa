//! One struct per table for the rows read (`*Row`) and one for the rows inserted (`New*`).
//! Enum-like columns are stored as explicit text codes (see [`crate::ledger::EntryKind`]).

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{
    accounts, deal_revisions, deals, idempotency_keys, journal_entries, parties, party_settings,
    payment_marks, players, seats, snapshots, transfers,
};

/// A person, by name (shared by all the parties he sits at).
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = players)]
pub struct PlayerRow {
    /// Id.
    pub id: i32,
    /// The name as entered.
    pub name: String,
    /// When first seen.
    pub created_at: NaiveDateTime,
}

/// A new player.
#[derive(Debug, Insertable)]
#[diesel(table_name = players, treat_none_as_default_value = false)]
pub struct NewPlayer<'a> {
    /// The name.
    pub name: &'a str,
    /// Now.
    pub created_at: NaiveDateTime,
}

/// One sitting of one game.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = parties)]
pub struct PartyRow {
    /// The internal key (never shown: URLs and exports use [`PartyRow::public_id`]).
    pub id: i32,
    /// The game's slug.
    pub game_id: String,
    /// The options, normalised (defaults filled in), as JSON text.
    pub options_json: String,
    /// Further fields of an imported partie document (`id`...), as a JSON object.
    pub extra_json: String,
    /// When opened.
    pub opened_at: NaiveDateTime,
    /// When closed, if it is.
    pub closed_at: Option<NaiveDateTime>,
    /// The party's unguessable id (128 random bits, 32 hex digits): every URL, API field
    /// and export that names the party uses it.
    pub public_id: String,
    /// The spectator link's token (128 random bits): `/watch/{token}` shows the party
    /// read-only.
    pub watch_token: String,
}

/// A new party.
#[derive(Debug, Insertable)]
#[diesel(table_name = parties, treat_none_as_default_value = false)]
pub struct NewParty<'a> {
    /// The game's slug.
    pub game_id: &'a str,
    /// Options as JSON text.
    pub options_json: &'a str,
    /// Extra document fields as a JSON object.
    pub extra_json: &'a str,
    /// Now.
    pub opened_at: NaiveDateTime,
    /// A fresh [`crate::secret::token`].
    pub public_id: &'a str,
    /// Another fresh token, for the spectator link.
    pub watch_token: &'a str,
}

/// A seat at a party (`seat_no` 0 deals first); read and inserted alike.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = seats)]
pub struct SeatRow {
    /// The party.
    pub party_id: i32,
    /// The seat, 0-based.
    pub seat_no: i32,
    /// Who sits there.
    pub player_id: i32,
}

/// An account of a party: a player's, a pot's, or the carried account.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = accounts)]
pub struct AccountRow {
    /// Id.
    pub id: i32,
    /// The party.
    pub party_id: i32,
    /// `player`, `pot` or `carried`.
    pub kind: String,
    /// The seat of a player's account.
    pub seat_no: Option<i32>,
    /// The key of a pot's account.
    pub pot_key: Option<String>,
}

/// A new account.
#[derive(Debug, Insertable)]
#[diesel(table_name = accounts, treat_none_as_default_value = false)]
pub struct NewAccount<'a> {
    /// The party.
    pub party_id: i32,
    /// `player`, `pot` or `carried`.
    pub kind: &'a str,
    /// For a player.
    pub seat_no: Option<i32>,
    /// For a pot.
    pub pot_key: Option<&'a str>,
}

/// The identity of the n-th deal of a party.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = deals)]
pub struct DealRow {
    /// Id.
    pub id: i32,
    /// The party.
    pub party_id: i32,
    /// The deal's number in the party (1-based, never reused).
    pub seq: i32,
    /// When first entered.
    pub created_at: NaiveDateTime,
}

/// A new deal.
#[derive(Debug, Insertable)]
#[diesel(table_name = deals, treat_none_as_default_value = false)]
pub struct NewDeal {
    /// The party.
    pub party_id: i32,
    /// The number.
    pub seq: i32,
    /// Now.
    pub created_at: NaiveDateTime,
}

/// The facts of a deal as entered, revision 1, 2...; a deletion is a revision without facts.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = deal_revisions)]
pub struct RevisionRow {
    /// Id.
    pub id: i32,
    /// The deal.
    pub deal_id: i32,
    /// 1, 2, ...
    pub revision: i32,
    /// `entered`, `corrected` or `deleted`.
    pub kind: String,
    /// The facts, canonical JSON (absent for a deletion).
    pub facts_json: Option<String>,
    /// When.
    pub created_at: NaiveDateTime,
}

/// A new revision.
#[derive(Debug, Insertable)]
#[diesel(table_name = deal_revisions, treat_none_as_default_value = false)]
pub struct NewRevision<'a> {
    /// The deal.
    pub deal_id: i32,
    /// The revision number.
    pub revision: i32,
    /// `entered`, `corrected` or `deleted`.
    pub kind: &'a str,
    /// The facts.
    pub facts_json: Option<&'a str>,
    /// Now.
    pub created_at: NaiveDateTime,
}

/// One journal entry (its transfers are in [`TransferRow`]).
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = journal_entries)]
pub struct EntryRow {
    /// Id.
    pub id: i32,
    /// The party.
    pub party_id: i32,
    /// Order within the party (1-based, unique).
    pub seq: i32,
    /// The [`crate::ledger::EntryKind`] code.
    pub kind: String,
    /// The deal it belongs to (deal entries and their reversals).
    pub deal_id: Option<i32>,
    /// The revision whose facts it scores (or scored, for a reversal).
    pub deal_revision_id: Option<i32>,
    /// The entry a reversal mirrors.
    pub reverses_entry_id: Option<i32>,
    /// The revision whose recording caused this entry.
    pub cause_revision_id: Option<i32>,
    /// When.
    pub created_at: NaiveDateTime,
    /// The version of the game's engine that computed it (`None`: written before versions
    /// were recorded, by version 1).
    pub engine_version: Option<i32>,
    /// Why it was written, when no revision caused it (a re-scoring: "engine of quadrille
    /// v1 -> v2").
    pub cause_note: Option<String>,
}

/// A new journal entry.
#[derive(Debug, Insertable)]
#[diesel(table_name = journal_entries, treat_none_as_default_value = false)]
pub struct NewEntry<'a> {
    /// The party.
    pub party_id: i32,
    /// Order.
    pub seq: i32,
    /// Kind code.
    pub kind: &'a str,
    /// The deal.
    pub deal_id: Option<i32>,
    /// The revision.
    pub deal_revision_id: Option<i32>,
    /// For a reversal.
    pub reverses_entry_id: Option<i32>,
    /// The cause.
    pub cause_revision_id: Option<i32>,
    /// Now.
    pub created_at: NaiveDateTime,
    /// The engine's version.
    pub engine_version: Option<i32>,
    /// The cause, in words, when no revision caused it.
    pub cause_note: Option<&'a str>,
}

/// One payment of an entry.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = transfers)]
pub struct TransferRow {
    /// Id.
    pub id: i32,
    /// The entry.
    pub entry_id: i32,
    /// Order within the entry (0-based).
    pub position: i32,
    /// Who pays.
    pub from_account_id: i32,
    /// Who receives.
    pub to_account_id: i32,
    /// How much, > 0.
    pub amount: i64,
    /// The reason code.
    pub reason: String,
}

/// A new payment.
#[derive(Debug, Insertable)]
#[diesel(table_name = transfers, treat_none_as_default_value = false)]
pub struct NewTransfer<'a> {
    /// The entry.
    pub entry_id: i32,
    /// Order.
    pub position: i32,
    /// Who pays.
    pub from_account_id: i32,
    /// Who receives.
    pub to_account_id: i32,
    /// How much.
    pub amount: i64,
    /// Why.
    pub reason: &'a str,
}

/// The first answer to a deal entry sent with an `Idempotency-Key`.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = idempotency_keys)]
pub struct IdempotencyRow {
    /// Id.
    pub id: i32,
    /// The party.
    pub party_id: i32,
    /// The key as sent.
    pub key: String,
    /// The request's facts, canonical JSON (a repeat must send the same).
    pub request: String,
    /// The HTTP status of the first answer.
    pub status: i32,
    /// Its body (for a page: where it sent the browser).
    pub response: String,
    /// When.
    pub created_at: NaiveDateTime,
}

/// A new idempotency key.
#[derive(Debug, Insertable)]
#[diesel(table_name = idempotency_keys)]
pub struct NewIdempotency<'a> {
    /// The party.
    pub party_id: i32,
    /// The key.
    pub key: &'a str,
    /// The request's facts.
    pub request: &'a str,
    /// The status answered.
    pub status: i32,
    /// The body answered.
    pub response: &'a str,
    /// Now.
    pub created_at: NaiveDateTime,
}

/// A change of one of a partie's settings (its money rate) while it is open: the newest
/// row of a key is in force; none is ever updated or deleted.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = party_settings)]
pub struct SettingRow {
    /// The party.
    pub party_id: i32,
    /// Order within the party (1-based, unique).
    pub seq: i32,
    /// The setting's key (`money`).
    pub key: String,
    /// Its new value, as JSON text (`null`: no longer stated).
    pub value_json: String,
    /// When changed.
    pub created_at: NaiveDateTime,
}

/// A payment of a closed partie's settlement marked as made, or the mark taken back
/// (`payment_marks`): append-only, the newest mark of a payment is in force.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = payment_marks)]
pub struct PaymentMarkRow {
    /// The party.
    pub party_id: i32,
    /// The settlement entry of the close the payment belongs to.
    pub settlement_entry_id: i32,
    /// The payment's place in the plan (from 0).
    pub payment: i32,
    /// Marked paid (`false`: the mark taken back).
    pub paid: bool,
    /// The plan as shown when marked (JSON, the settlement's payments).
    pub plan_json: String,
    /// When marked.
    pub created_at: NaiveDateTime,
}

/// The game's carried state after a standing deal (or after the opening), as the engine
/// computed it. The newest row of a deal is in force.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = snapshots)]
pub struct SnapshotRow {
    /// Id.
    pub id: i32,
    /// The party.
    pub party_id: i32,
    /// The deal (`None`: the opening).
    pub deal_id: Option<i32>,
    /// The deal's position among the standing deals (1-based; 0 for the opening).
    pub position: i32,
    /// The game's `State` after the deal (before the sitting's last-record rule), as JSON.
    pub state_json: String,
    /// What each pot holds after it, as a JSON object.
    pub pots_json: String,
    /// The version of the game's engine that computed it.
    pub engine_version: i32,
    /// When.
    pub created_at: NaiveDateTime,
    /// What every account holds after the deal, as JSON (`None`: written before they
    /// were kept).
    pub balances_json: Option<String>,
}

/// A new snapshot.
#[derive(Debug, Insertable)]
#[diesel(table_name = snapshots, treat_none_as_default_value = false)]
pub struct NewSnapshot<'a> {
    /// The party.
    pub party_id: i32,
    /// The deal (`None`: the opening).
    pub deal_id: Option<i32>,
    /// Its position among the standing deals.
    pub position: i32,
    /// The state, as JSON.
    pub state_json: &'a str,
    /// The pots, as JSON.
    pub pots_json: &'a str,
    /// The engine's version.
    pub engine_version: i32,
    /// Now.
    pub created_at: NaiveDateTime,
    /// What every account holds after the deal, as JSON.
    pub balances_json: Option<&'a str>,
}

impl NewDeal {
    /// The row as stored under `id`.
    pub fn stored(&self, id: i32) -> DealRow {
        DealRow {
            id,
            party_id: self.party_id,
            seq: self.seq,
            created_at: self.created_at,
        }
    }
}

impl NewEntry<'_> {
    /// The row as stored under `id`.
    pub fn stored(&self, id: i32) -> EntryRow {
        EntryRow {
            id,
            party_id: self.party_id,
            seq: self.seq,
            kind: self.kind.to_owned(),
            deal_id: self.deal_id,
            deal_revision_id: self.deal_revision_id,
            reverses_entry_id: self.reverses_entry_id,
            cause_revision_id: self.cause_revision_id,
            created_at: self.created_at,
            engine_version: self.engine_version,
            cause_note: self.cause_note.map(str::to_owned),
        }
    }
}

impl NewTransfer<'_> {
    /// The row as stored under `id`.
    pub fn stored(&self, id: i32) -> TransferRow {
        TransferRow {
            id,
            entry_id: self.entry_id,
            position: self.position,
            from_account_id: self.from_account_id,
            to_account_id: self.to_account_id,
            amount: self.amount,
            reason: self.reason.to_owned(),
        }
    }
}

impl NewSnapshot<'_> {
    /// The row as stored under `id`.
    pub fn stored(&self, id: i32) -> SnapshotRow {
        SnapshotRow {
            id,
            party_id: self.party_id,
            deal_id: self.deal_id,
            position: self.position,
            state_json: self.state_json.to_owned(),
            pots_json: self.pots_json.to_owned(),
            engine_version: self.engine_version,
            created_at: self.created_at,
            balances_json: self.balances_json.map(str::to_owned),
        }
    }
}
