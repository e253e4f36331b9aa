//! The read model of the ledger, [`PartieView`]: what the pages, the JSON API, the
//! preview and the exports show of a partie, read through the one load path
//! (`store::load`) with what each needs: [`party`] (every deal in full and the
//! journal), [`partie_view`] (the last deals in full, without reading the deals it folds
//! away), [`table_now`] (what a deal entry needs: the head and the table's view after the
//! last deal, no past deal) and [`list_parties`] (the home page).
//!
//! Money always comes from the journal (sums over the stored transfers, or the balances
//! each snapshot keeps); the game's status (who deals, the tour, what waits on the table)
//! and its report come from the last snapshot, or from replaying the standing deals' facts.

use std::collections::BTreeMap;

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde_json::{Map, Value};

use super::journal::{EntryKind, Slot};
use super::store::{self, Need, Partie};
use super::LedgerError;
use crate::db::schema::{deal_revisions, deals, parties, players, seats};
use crate::db::DbConnection;
use crate::domain::{Account, Transfer};
use crate::games::{GameId, Status};

/// A player's running balance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerBalance {
    /// The seat, 0-based.
    pub seat: usize,
    /// The name.
    pub name: String,
    /// Counters won (positive) or lost (negative).
    pub balance: i64,
}

/// What a pot holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PotBalance {
    /// The pot's key (`pot`, `beasts_pending`...).
    pub key: String,
    /// Counters in it.
    pub balance: i64,
}

/// One standing deal and what it paid.
#[derive(Debug, Clone, PartialEq)]
pub struct DealResult {
    /// The deal's number in the party (1-based, stable; a deleted deal leaves a gap).
    /// URLs and error messages use it.
    pub no: i32,
    /// Its position among the standing deals (1-based): its index in the partie
    /// document's `deals` plus one.
    pub position: usize,
    /// The revision whose facts stand (1 = never corrected).
    pub revision: i32,
    /// The facts as entered (JSON text, canonical: compact, keys in order).
    pub facts_json: String,
    /// The facts, parsed.
    pub facts: Value,
    /// When first entered (UTC).
    pub entered_at: NaiveDateTime,
    /// When the standing revision was entered (UTC).
    pub revised_at: NaiveDateTime,
    /// The payments of its standing entry, in the books' order.
    pub transfers: Vec<TransferLine>,
    /// The net change of each player, in seating order.
    pub nets: Vec<i64>,
    /// The net change of each pot touched.
    pub pot_nets: BTreeMap<String, i64>,
    /// Every revision of the deal, oldest first (the last one stands).
    pub revisions: Vec<RevisionLine>,
}

/// One revision of a deal's facts.
#[derive(Debug, Clone, PartialEq)]
pub struct RevisionLine {
    /// 1, 2, ...
    pub revision: i32,
    /// `entered`, `corrected` or `deleted`.
    pub kind: String,
    /// The facts as entered (absent for a deletion).
    pub facts: Option<Value>,
    /// When (UTC).
    pub recorded_at: NaiveDateTime,
}

/// A deleted deal.
#[derive(Debug, Clone, PartialEq)]
pub struct DeletedDeal {
    /// Its number.
    pub no: i32,
    /// When it was deleted (UTC).
    pub deleted_at: NaiveDateTime,
    /// Every revision of the deal, the deletion last.
    pub revisions: Vec<RevisionLine>,
}

/// An account as shown: a player (by name and seat), a pot (by key), or the carried
/// account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountLabel {
    /// The domain account.
    pub account: Account,
    /// `player`, `pot` or `carried`.
    pub kind: &'static str,
    /// The player's name, the pot's key, or `carried`.
    pub name: String,
}

/// One payment, labelled for display.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TransferLine {
    /// Who pays.
    pub from: AccountLabel,
    /// Who receives.
    pub to: AccountLabel,
    /// How many counters (> 0).
    pub amount: i64,
    /// The reason code in the books' terms (`consolation`, `beast`, `codille`...).
    pub reason: String,
    /// The code for a person (underscores as spaces).
    pub reason_label: String,
}

/// One journal entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalLine {
    /// Its order in the party's journal (1-based).
    pub seq: i32,
    /// Opening, deal, reversal or settlement.
    pub kind: EntryKind,
    /// The deal it belongs to (its number), for deal entries and their reversals.
    pub deal: Option<i32>,
    /// The revision of that deal whose facts it scores (or scored, for a reversal).
    pub revision: Option<i32>,
    /// For a reversal, the `seq` of the entry it cancels.
    pub reverses: Option<i32>,
    /// The deal and revision whose recording caused this entry (a correction of deal 2
    /// re-scores deal 5: deal 5's entries name deal 2 here).
    pub cause: Option<(i32, i32)>,
    /// The cause in words when no revision caused it (a re-scoring: "engine of quadrille
    /// v1 -> v2").
    pub note: Option<String>,
    /// The version of the game's engine that computed it (`None`: written before versions
    /// were recorded, by version 1).
    pub engine_version: Option<i32>,
    /// Whether a later reversal cancels this entry.
    pub reversed: bool,
    /// When (UTC).
    pub recorded_at: NaiveDateTime,
    /// Its payments.
    pub transfers: Vec<TransferLine>,
}

/// One line of the list of parties.
#[derive(Debug, Clone)]
pub struct PartyListItem {
    /// The party's public id.
    pub id: String,
    /// Its internal key.
    pub key: i32,
    /// The game (`None` if the stored id is no longer known).
    pub game: Option<GameId>,
    /// The stored game slug.
    pub game_slug: String,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// When opened (UTC).
    pub opened_at: NaiveDateTime,
    /// When closed (UTC), if it is.
    pub closed_at: Option<NaiveDateTime>,
    /// How many deals stand (deleted ones not counted).
    pub deals_entered: i64,
}

/// Every party, newest first.
///
/// # Errors
/// [`LedgerError::Db`].
pub fn list_parties(conn: &mut DbConnection) -> Result<Vec<PartyListItem>, LedgerError> {
    crate::db::read_transaction(conn, list_parties_in)
}

fn list_parties_in(conn: &mut DbConnection) -> Result<Vec<PartyListItem>, LedgerError> {
    type Row = (i32, String, String, NaiveDateTime, Option<NaiveDateTime>);
    let rows: Vec<Row> = parties::table
        .order(parties::id.desc())
        .select((
            parties::id,
            parties::public_id,
            parties::game_id,
            parties::opened_at,
            parties::closed_at,
        ))
        .load(conn)?;
    let seated: Vec<(i32, String)> = seats::table
        .inner_join(players::table)
        .order((seats::party_id, seats::seat_no))
        .select((seats::party_id, players::name))
        .load(conn)?;
    // A deal stands when its latest revision is not a deletion.
    let revisions: Vec<(i32, i32, i32, String)> = deal_revisions::table
        .inner_join(deals::table)
        .order((deal_revisions::deal_id, deal_revisions::revision))
        .select((
            deals::party_id,
            deal_revisions::deal_id,
            deal_revisions::revision,
            deal_revisions::kind,
        ))
        .load(conn)?;
    let mut latest: BTreeMap<i32, (i32, bool)> = BTreeMap::new();
    for (party, deal, _, kind) in &revisions {
        latest.insert(*deal, (*party, kind != store::REVISION_DELETED));
    }
    let mut counts: BTreeMap<i32, i64> = BTreeMap::new();
    for (party, standing) in latest.values() {
        if *standing {
            *counts.entry(*party).or_insert(0) += 1;
        }
    }
    Ok(rows
        .into_iter()
        .map(
            |(id, public_id, game_slug, opened_at, closed_at)| PartyListItem {
                id: public_id,
                key: id,
                game: game_slug.parse().ok(),
                players: seated
                    .iter()
                    .filter(|(p, _)| *p == id)
                    .map(|(_, n)| n.clone())
                    .collect(),
                game_slug,
                opened_at,
                closed_at,
                deals_entered: counts.get(&id).copied().unwrap_or(0),
            },
        )
        .collect())
}

/// The names played on this server (at any partie), the most recently played first, at
/// most `limit`: what the new-partie form offers in its player boxes.
///
/// # Errors
/// [`LedgerError::Db`].
pub fn player_names(conn: &mut DbConnection, limit: i64) -> Result<Vec<String>, LedgerError> {
    let last_played = diesel::dsl::max(parties::opened_at);
    Ok(seats::table
        .inner_join(players::table)
        .inner_join(parties::table)
        .group_by(players::name)
        .select(players::name)
        .order((last_played.desc(), players::name.asc()))
        .limit(limit)
        .load(conn)?)
}

/// The internal key of the party whose public id is `id`.
///
/// # Errors
/// [`LedgerError::PartyNotFound`] (also for text that is no token), [`LedgerError::Db`].
pub fn party_key(conn: &mut DbConnection, id: &str) -> Result<i32, LedgerError> {
    if !crate::secret::is_token(id) {
        return Err(LedgerError::PartyNotFound);
    }
    parties::table
        .filter(parties::public_id.eq(id))
        .select(parties::id)
        .first(conn)
        .optional()?
        .ok_or(LedgerError::PartyNotFound)
}

/// The internal key of the party whose spectator token is `token`.
///
/// # Errors
/// As [`party_key`].
pub fn watched_key(conn: &mut DbConnection, token: &str) -> Result<i32, LedgerError> {
    if !crate::secret::is_token(token) {
        return Err(LedgerError::PartyNotFound);
    }
    parties::table
        .filter(parties::watch_token.eq(token))
        .select(parties::id)
        .first(conn)
        .optional()?
        .ok_or(LedgerError::PartyNotFound)
}

/// One party read whole ([`PartieView`] with every deal in full and the journal): what
/// `GET /api/v1/parties/{id}`, the exports, the sheet and the ledger pages show.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::Corrupt`], [`LedgerError::Db`].
pub fn party(conn: &mut DbConnection, id: i32) -> Result<PartieView, LedgerError> {
    let (loaded, marks) = crate::db::read_transaction(conn, |conn| {
        let loaded = store::load(conn, id, Need::Whole)?;
        let marks = marks_of(conn, id, loaded.party.closed_at.is_some())?;
        Ok::<_, LedgerError>((loaded, marks))
    })?;
    let mut summary = summarise(&loaded)?;
    summary.marks = marks;
    Ok(summary)
}

/// The settlement's marks of a party, read only when it is closed (nothing is paid before).
fn marks_of(
    conn: &mut DbConnection,
    id: i32,
    closed: bool,
) -> Result<super::payments::PaidMarks, LedgerError> {
    if closed {
        super::payments::marks(conn, id)
    } else {
        Ok(super::payments::PaidMarks::default())
    }
}

fn summarise(loaded: &Partie) -> Result<PartieView, LedgerError> {
    let effective = loaded.effective()?;
    let (status, report, sheet, form, events, state, replay_error) = match loaded.view(&effective) {
        Ok(r) => (r.status, r.report, r.sheet, r.form, r.events, r.state, None),
        Err(e) => (
            Status::default(),
            Map::new(),
            None,
            Vec::new(),
            Vec::new(),
            Value::Null,
            Some(e.message()),
        ),
    };
    let lines = |transfers: &[Transfer]| transfer_lines(&loaded.players, transfers);

    // Balances: sums over every stored transfer.
    let mut net: BTreeMap<i32, i64> = BTreeMap::new();
    for t in &loaded.transfers {
        add_to(&mut net, t.to_account_id, t.amount)?;
        let out = t
            .amount
            .checked_neg()
            .ok_or_else(|| LedgerError::corrupt("balances overflow"))?;
        add_to(&mut net, t.from_account_id, out)?;
    }
    let (balances, pots, carried) = money(loaded, &net)?;

    let standing = loaded.standing()?;
    let opening = standing
        .get(&Slot::Opening)
        .map(|s| lines(&s.transfers))
        .unwrap_or_default();
    let settlement = standing.get(&Slot::Settlement).map(|s| lines(&s.transfers));
    let deals = deal_results(loaded, &effective, &standing, |i, _| i + 1)?;

    let deleted = loaded
        .deals
        .iter()
        .filter_map(|d| {
            let r = loaded.latest_revision(d.id)?;
            r.facts_json.is_none().then(|| DeletedDeal {
                no: d.seq,
                deleted_at: r.created_at,
                revisions: revisions(loaded, d.id),
            })
        })
        .collect();

    let journal = journal_lines(loaded, &BTreeMap::new(), |_| true)?;

    Ok(PartieView {
        id: loaded.party.public_id.clone(),
        key: loaded.id(),
        watch: loaded.party.watch_token.clone(),
        game: loaded.game,
        options: Value::clone(&loaded.options),
        extra: Map::clone(&loaded.extra),
        setting_changes: loaded.settings.clone(),
        players: loaded.players.clone(),
        opened_at: loaded.party.opened_at,
        closed_at: loaded.party.closed_at,
        status,
        report,
        sheet,
        form,
        events,
        state,
        replay_error,
        balances,
        pots,
        carried,
        opening,
        settlement,
        marks: super::payments::PaidMarks::default(),
        nets: deals.iter().map(DealNets::of).collect(),
        deals,
        deleted,
        next_deal: loaded.deals.last().map_or(0, |d| d.seq).saturating_add(1),
        journal,
    })
}

/// Adds `amount` to an account's running sum.
fn add_to(net: &mut BTreeMap<i32, i64>, account: i32, amount: i64) -> Result<(), LedgerError> {
    let v = net.entry(account).or_insert(0);
    *v = v
        .checked_add(amount)
        .ok_or_else(|| LedgerError::corrupt("balances overflow"))?;
    Ok(())
}

/// The players' balances (in seating order), the pots' (by key) and the carried account's,
/// from the net of each account id.
fn money(
    loaded: &Partie,
    net: &BTreeMap<i32, i64>,
) -> Result<(Vec<PlayerBalance>, Vec<PotBalance>, i64), LedgerError> {
    let mut balances: Vec<PlayerBalance> = loaded
        .players
        .iter()
        .enumerate()
        .map(|(seat, name)| PlayerBalance {
            seat,
            name: name.clone(),
            balance: 0,
        })
        .collect();
    let mut pots = Vec::new();
    let mut carried = 0;
    for row in &loaded.accounts {
        let value = net.get(&row.id).copied().unwrap_or(0);
        match store::account_of(row)? {
            Account::Player(seat) => {
                if let Some(b) = balances.get_mut(seat.index()) {
                    b.balance = value;
                }
            }
            Account::Pot(key) => pots.push(PotBalance {
                key: key.as_str().to_owned(),
                balance: value,
            }),
            Account::Carried => carried = value,
        }
    }
    pots.sort_by(|a, b| a.key.cmp(&b.key));
    Ok((balances, pots, carried))
}

/// The standing deals among `effective` with their standing payments; `position` gives
/// each one's position among all the standing deals of the party.
fn deal_results(
    loaded: &Partie,
    effective: &[store::Effective<'_>],
    standing: &BTreeMap<Slot, super::journal::Standing>,
    position: impl Fn(usize, i32) -> usize,
) -> Result<Vec<DealResult>, LedgerError> {
    let mut deals = Vec::with_capacity(effective.len());
    for (i, e) in effective.iter().enumerate() {
        let transfers = standing
            .get(&Slot::Deal(e.deal.id))
            .map(|s| s.transfers.clone())
            .unwrap_or_default();
        let by_account = crate::domain::net_by_account(&transfers)
            .ok_or_else(|| LedgerError::corrupt("deal nets overflow"))?;
        let nets = (0..loaded.players.len())
            .map(|seat| {
                by_account
                    .iter()
                    .find(|(a, _)| matches!(a, Account::Player(s) if s.index() == seat))
                    .map_or(0, |(_, v)| *v)
            })
            .collect();
        let pot_nets = by_account
            .iter()
            .filter_map(|(a, v)| match a {
                Account::Pot(k) => Some((k.as_str().to_owned(), *v)),
                _ => None,
            })
            .collect();
        deals.push(DealResult {
            no: e.deal.seq,
            position: position(i, e.deal.id),
            revision: e.revision.revision,
            facts_json: e.revision.facts_json.clone().unwrap_or_default(),
            facts: e.facts.clone(),
            entered_at: e.deal.created_at,
            revised_at: e.revision.created_at,
            transfers: transfer_lines(&loaded.players, &transfers),
            nets,
            pot_nets,
            revisions: revisions(loaded, e.deal.id),
        });
    }
    Ok(deals)
}

/// The journal lines of the entries loaded whose `seq` is `wanted`; `seqs` gives the `seq`
/// of entries reversed that were not loaded (by id).
fn journal_lines(
    loaded: &Partie,
    seqs: &BTreeMap<i32, i32>,
    wanted: impl Fn(i32) -> bool,
) -> Result<Vec<JournalLine>, LedgerError> {
    let mut seq_of_entry: BTreeMap<i32, i32> = seqs.clone();
    seq_of_entry.extend(loaded.entries.iter().map(|e| (e.id, e.seq)));
    let deal_seq: BTreeMap<i32, i32> = loaded.deals.iter().map(|d| (d.id, d.seq)).collect();
    let revisions: BTreeMap<i32, (i32, i32)> = loaded
        .revisions
        .iter()
        .map(|r| (r.id, (r.deal_id, r.revision)))
        .collect();
    let revision_of = |revision_id: i32| {
        let (deal_id, revision) = revisions.get(&revision_id)?;
        Some((*deal_seq.get(deal_id)?, *revision))
    };
    let reversed: std::collections::BTreeSet<i32> = loaded
        .entries
        .iter()
        .filter_map(|e| e.reverses_entry_id)
        .collect();
    let mut journal = Vec::with_capacity(loaded.entries.len());
    for e in loaded.entries.iter().filter(|e| wanted(e.seq)) {
        let kind = EntryKind::parse(&e.kind)
            .ok_or_else(|| LedgerError::corrupt(format!("entry {} has kind {}", e.seq, e.kind)))?;
        journal.push(JournalLine {
            seq: e.seq,
            kind,
            deal: e.deal_id.and_then(|d| deal_seq.get(&d).copied()),
            revision: e.deal_revision_id.and_then(revision_of).map(|(_, r)| r),
            reverses: e
                .reverses_entry_id
                .and_then(|r| seq_of_entry.get(&r).copied()),
            cause: e.cause_revision_id.and_then(revision_of),
            note: e.cause_note.clone(),
            engine_version: e.engine_version,
            reversed: reversed.contains(&e.id),
            recorded_at: e.created_at,
            transfers: transfer_lines(&loaded.players, &loaded.entry_transfers(e.id)?),
        });
    }
    Ok(journal)
}

/// What a write's answer shows: the deal written as it now stands, the entries the write
/// appended, and the money after it.
#[derive(Debug, Clone)]
pub struct WriteSummary {
    /// The party's public id.
    pub id: String,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// The deal written, if it stands.
    pub deal: Option<DealResult>,
    /// The entries appended, in order.
    pub entries: Vec<JournalLine>,
    /// Each player's balance, in seating order.
    pub balances: Vec<PlayerBalance>,
    /// What each pot holds.
    pub pots: Vec<PotBalance>,
}

/// Players' balances by name.
fn balances_by_name(balances: &[PlayerBalance]) -> BTreeMap<String, i64> {
    balances
        .iter()
        .map(|b| (b.name.clone(), b.balance))
        .collect()
}

/// Pots' balances by key.
fn pots_by_key(pots: &[PotBalance]) -> BTreeMap<String, i64> {
    pots.iter().map(|p| (p.key.clone(), p.balance)).collect()
}

impl WriteSummary {
    /// Each player's balance by name.
    pub fn balances_by_name(&self) -> BTreeMap<String, i64> {
        balances_by_name(&self.balances)
    }

    /// Each pot's balance by key.
    pub fn pots_by_key(&self) -> BTreeMap<String, i64> {
        pots_by_key(&self.pots)
    }
}

/// What a write's answer shows: as the writer made it from the rows it held
/// ([`super::Written::summary`]), or read back ([`after_write`]).
///
/// # Errors
/// As [`after_write`].
pub fn answer(
    conn: &mut DbConnection,
    written: &mut super::Written,
) -> Result<WriteSummary, LedgerError> {
    match written.summary()? {
        Some(summary) => Ok(summary),
        None => after_write(conn, written.party, written),
    }
}

/// What a write's answer shows ([`WriteSummary`]), read without loading the party: the
/// deals the write touched, its entries, and the balances the last standing deal's
/// snapshot keeps. Its cost grows with what the write appended, not with the partie.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::Corrupt`], [`LedgerError::Db`].
pub fn after_write(
    conn: &mut DbConnection,
    id: i32,
    written: &super::Written,
) -> Result<WriteSummary, LedgerError> {
    crate::db::read_transaction(conn, |conn| {
        let loaded = store::load(conn, id, Need::Written(written))?;
        // The balances after the last standing deal, as its snapshot keeps them; summed
        // over every transfer only for a closed party or one written before they were kept.
        let net = match store::last_balances(conn, &loaded.party)? {
            Some(balances) => store::net_by_id(&loaded.accounts, &balances)?,
            None => store::account_sums(conn, id)?,
        };
        summary(&loaded, &net, written)
    })
}

/// What a write's answer shows, from `loaded` (the deal written with every entry,
/// payment and snapshot of it, and the entries appended), `seqs` (the `seq` of each entry
/// reversed that `loaded` does not hold) and `net` (what each account holds after the
/// write, by id): read back by [`after_write`], or made by the writer from what it holds.
pub(crate) fn summary(
    loaded: &Partie,
    net: &BTreeMap<i32, i64>,
    written: &super::Written,
) -> Result<WriteSummary, LedgerError> {
    let (balances, pots, _) = money(loaded, net)?;
    let effective = loaded.effective()?;
    let standing = loaded.standing()?;
    let mine: Vec<store::Effective<'_>> = effective
        .into_iter()
        .filter(|e| Some(e.deal.seq) == written.deal)
        .collect();
    let position = |_, deal_id| {
        loaded
            .snapshot(Some(deal_id))
            .and_then(|s| usize::try_from(s.position).ok())
            .unwrap_or(0)
    };
    let deal = deal_results(loaded, &mine, &standing, position)?
        .into_iter()
        .next();
    let entries = journal_lines(loaded, &loaded.reversed_seqs, |seq| {
        written.entries.contains(&seq)
    })?;
    Ok(WriteSummary {
        id: loaded.party.public_id.clone(),
        players: loaded.players.clone(),
        deal,
        entries,
        balances,
        pots,
    })
}

fn revisions(loaded: &Partie, deal_id: i32) -> Vec<RevisionLine> {
    loaded
        .revisions
        .iter()
        .filter(|r| r.deal_id == deal_id)
        .map(|r| RevisionLine {
            revision: r.revision,
            kind: r.kind.clone(),
            facts: r
                .facts_json
                .as_deref()
                .and_then(|t| serde_json::from_str(t).ok()),
            recorded_at: r.created_at,
        })
        .collect()
}

/// Labels payments for display at a table of `players` (seating order).
pub fn transfer_lines(players: &[String], transfers: &[Transfer]) -> Vec<TransferLine> {
    transfers
        .iter()
        .map(|t| TransferLine {
            from: label(players, &t.from),
            to: label(players, &t.to),
            amount: t.amount,
            reason: t.reason.as_str().to_owned(),
            reason_label: t.reason.label(),
        })
        .collect()
}

/// Labels an account at a table of `players`.
pub fn label(players: &[String], account: &Account) -> AccountLabel {
    let (kind, name) = match account {
        Account::Player(seat) => (
            "player",
            players
                .get(seat.index())
                .cloned()
                .unwrap_or_else(|| seat.to_string()),
        ),
        Account::Pot(key) => ("pot", key.as_str().to_owned()),
        Account::Carried => ("carried", "carried".to_owned()),
    };
    AccountLabel {
        account: account.clone(),
        kind,
        name,
    }
}

// ---------------------------------------------------------------------------------------
// The partie page's read model
// ---------------------------------------------------------------------------------------

/// One standing deal's net changes, without its facts or payments: what the running
/// totals and the chart of the partie page need of every deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealNets {
    /// The deal's number in the party.
    pub no: i32,
    /// The net change of each player, in seating order.
    pub nets: Vec<i64>,
    /// The net change of each pot it changed (pots it left as they were are absent).
    pub pot_nets: BTreeMap<String, i64>,
}

impl DealNets {
    /// The nets of a deal read whole.
    pub fn of(deal: &DealResult) -> Self {
        DealNets {
            no: deal.no,
            nets: deal.nets.clone(),
            pot_nets: deal
                .pot_nets
                .iter()
                .filter(|(_, v)| **v != 0)
                .map(|(k, v)| (k.clone(), *v))
                .collect(),
        }
    }

    /// What the deal moved onto the table (into the pots; negative: out of them).
    pub fn table(&self) -> i64 {
        self.pot_nets.values().fold(0, |a, v| a.saturating_add(*v))
    }
}

/// A partie as the pages, the API, the preview and the exports show it: the one read
/// model. The party, what the table shows, the money (sums), every standing deal's nets,
/// and the deals in full that the read asked for: the last ones ([`partie_view`], the
/// partie page: its cost grows with the deals shown, not with the partie, but for one
/// small row per deal, the chart's), or all of them with the journal ([`party`], read
/// whole: the API, the exports, the sheet).
#[derive(Debug, Clone, PartialEq)]
pub struct PartieView {
    /// The party's public id.
    pub id: String,
    /// Its internal key.
    pub key: i32,
    /// The token of its spectator link.
    pub watch: String,
    /// The game.
    pub game: GameId,
    /// The options, normalised.
    pub options: Value,
    /// The imported document's other fields and the settings as they stand.
    pub extra: Map<String, Value>,
    /// The changes of the settings, in order.
    pub setting_changes: Vec<super::SettingChange>,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// When the party was opened (UTC).
    pub opened_at: NaiveDateTime,
    /// When it was closed (UTC), if it is.
    pub closed_at: Option<NaiveDateTime>,
    /// Who deals next, the round, what waits on the table, whether the partie is over.
    pub status: Status,
    /// The game's further results (Piquet's sheet...), keyed as in the vectors'
    /// `expected`.
    pub report: Map<String, Value>,
    /// The next deal's form (empty if the engine could not say).
    pub form: Vec<crate::games::Field>,
    /// The events that may be entered now.
    pub events: Vec<crate::games::EventForm>,
    /// The game's score sheet, for a game that keeps one.
    pub sheet: Option<crate::games::sheet::Sheet>,
    /// The engine's carried state after the last deal, as JSON.
    pub state: Value,
    /// Why the table's view could not be computed, if it could not.
    pub replay_error: Option<crate::games::Msg>,
    /// Each player's balance, in seating order.
    pub balances: Vec<PlayerBalance>,
    /// What each pot holds.
    pub pots: Vec<PotBalance>,
    /// The net of the carried account.
    pub carried: i64,
    /// The standing opening entry's payments.
    pub opening: Vec<TransferLine>,
    /// The standing settlement's payments, once closed.
    pub settlement: Option<Vec<TransferLine>>,
    /// The payments of the settlement marked paid, and the plan kept (once closed).
    pub marks: super::payments::PaidMarks,
    /// Every standing deal's nets, in order.
    pub nets: Vec<DealNets>,
    /// Standing deals in full, in order: the last ones (as many as asked), or every one
    /// when the partie was read whole ([`party`]).
    pub deals: Vec<DealResult>,
    /// Deals that were deleted.
    pub deleted: Vec<DeletedDeal>,
    /// The number the next deal entered will get.
    pub next_deal: i32,
    /// Every journal entry, in order (read whole only; empty otherwise).
    pub journal: Vec<JournalLine>,
}

impl PartieView {
    /// The same view showing only its last `shown` deals in full.
    pub fn last(&self, shown: usize) -> Self {
        let skip = self.deals.len().saturating_sub(shown);
        let mut view = self.clone();
        view.deals.drain(..skip);
        view
    }

    /// Whether the game keeps a score sheet.
    pub fn has_sheet(&self) -> bool {
        self.sheet.is_some()
    }

    /// Whether the party is closed.
    pub fn is_closed(&self) -> bool {
        self.closed_at.is_some()
    }

    /// How many deals stand.
    pub fn deal_count(&self) -> usize {
        self.nets.len()
    }

    /// The nets of the standing deal numbered `no`.
    pub fn deal_nets(&self, no: i32) -> Option<&DealNets> {
        self.nets.iter().find(|d| d.no == no)
    }

    /// The rate the party states for its counters, if any.
    ///
    /// # Errors
    /// [`LedgerError::Money`] when the stored setting cannot be read.
    pub fn rate(&self) -> Result<Option<crate::domain::Rate>, LedgerError> {
        Ok(crate::domain::Rate::from_settings(&self.extra)?)
    }

    /// Who pays whom (see [`PartieView::settlement`]).
    ///
    /// # Errors
    /// [`LedgerError::Money`], [`LedgerError::Settle`].
    pub fn settlement(&self) -> Result<crate::accounts::Settlement, LedgerError> {
        super::closing::settlement_of(
            &self.players,
            &self.balances,
            &self.pots,
            self.carried,
            self.rate()?.as_ref(),
            &self.marks,
        )
    }
}

/// What the partie page shows of party `id`, with its last `shown` standing deals in
/// full ([`PartieView`]), in one read: every deal's number and whether it stands, the
/// head and the last deals' rows, the table's view from the last standing deal's
/// snapshot, and the balances every snapshot keeps (one small row per deal). Each
/// standing deal's nets are the differences between the balances kept by its snapshot
/// and by the standing deal's before it (`kept_nets`); where a snapshot keeps none
/// computed by the engine as it now is, the payments are summed in the database instead.
/// A party whose last snapshot was not computed by the engine as it now is (written
/// before snapshots were kept, or by an older engine) is read whole and replayed.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::Corrupt`], [`LedgerError::Db`].
pub fn partie_view(
    conn: &mut DbConnection,
    id: i32,
    shown: usize,
) -> Result<PartieView, LedgerError> {
    crate::db::read_transaction(conn, |conn| {
        let deals = store::deal_standings(conn, id)?;
        let standing: Vec<(i32, i32)> = deals
            .iter()
            .filter(|(_, _, stands)| *stands)
            .map(|(deal, seq, _)| (*deal, *seq))
            .collect();
        let skip = standing.len().saturating_sub(shown);
        let mut ids: Vec<i32> = standing.iter().skip(skip).map(|(d, _)| *d).collect();
        ids.extend(deals.iter().filter(|d| !d.2).map(|d| d.0));
        let last = standing.last().map(|(d, _)| *d);
        let every: Vec<i32> = deals.iter().map(|d| d.0).collect();
        let loaded = store::load(
            conn,
            id,
            Need::Window {
                ids: &ids,
                every: &every,
                last,
            },
        )?;
        let Some(view) = loaded.snapshot_view(last) else {
            tracing::debug!(
                party_id = id,
                "no current snapshot: the partie page replays"
            );
            let whole = store::load(conn, id, Need::Whole)?;
            let mut summary = summarise(&whole)?;
            summary.marks = marks_of(conn, id, whole.party.closed_at.is_some())?;
            summary.journal.clear();
            return Ok(summary.last(shown));
        };
        let (net, nets) = match kept_nets(conn, &loaded, &standing)? {
            Some((mut net, nets)) => {
                for (account, amount) in outside_deal_sums(conn, id)? {
                    add_to(&mut net, account, amount)?;
                }
                (net, nets)
            }
            None => sums_nets(&loaded, &deals, &store::deal_account_sums(conn, id)?)?,
        };
        // Every deal, deleted ones too, in number order: the last holds the highest number.
        let next_deal = deals.last().map_or(0, |d| d.1).saturating_add(1);
        let mut page = partie_view_of(&loaded, view, &deals, skip, net, nets, next_deal)?;
        page.marks = marks_of(conn, id, page.closed_at.is_some())?;
        Ok(page)
    })
}

/// The balances a snapshot keeps (`snapshots.balances_json`, as
/// [`store::balances_json`] writes them): players by seat, pots by key.
#[derive(Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct KeptBalances {
    players: Vec<i64>,
    pots: BTreeMap<String, i64>,
    carried: i64,
}

impl KeptBalances {
    /// Reads the stored text: the canonical text [`store::balances_json`] writes
    /// directly, any other through serde (which says what is wrong with it).
    fn parse(text: &str) -> Result<Self, serde_json::Error> {
        match Self::canonical(text.as_bytes()) {
            Some(kept) => Ok(kept),
            None => serde_json::from_str(text),
        }
    }

    /// `{"players":[..],"pots":{..},"carried":n}` exactly as written (compact, fields in
    /// order, whole numbers without leading zeros, keys without escapes); `None` for any
    /// other text.
    fn canonical(text: &[u8]) -> Option<Self> {
        let mut at = 0;
        let expect = |text: &[u8], at: &mut usize, word: &[u8]| -> Option<()> {
            let end = at.checked_add(word.len())?;
            (text.get(*at..end)? == word).then(|| *at = end)
        };
        expect(text, &mut at, b"{\"players\":[")?;
        let mut players = Vec::with_capacity(6);
        if text.get(at) != Some(&b']') {
            loop {
                players.push(Self::int(text, &mut at)?);
                match text.get(at)? {
                    b',' => at += 1,
                    b']' => break,
                    _ => return None,
                }
            }
        }
        expect(text, &mut at, b"],\"pots\":{")?;
        let mut pots = BTreeMap::new();
        if text.get(at) != Some(&b'}') {
            loop {
                expect(text, &mut at, b"\"")?;
                let start = at;
                while *text.get(at)? != b'"' {
                    if matches!(text[at], b'\\' | 0..=0x1f) {
                        return None;
                    }
                    at += 1;
                }
                let key = std::str::from_utf8(&text[start..at]).ok()?.to_owned();
                expect(text, &mut at, b"\":")?;
                pots.insert(key, Self::int(text, &mut at)?);
                match text.get(at)? {
                    b',' => at += 1,
                    b'}' => break,
                    _ => return None,
                }
            }
        }
        expect(text, &mut at, b"},\"carried\":")?;
        let carried = Self::int(text, &mut at)?;
        expect(text, &mut at, b"}")?;
        (at == text.len()).then_some(KeptBalances {
            players,
            pots,
            carried,
        })
    }

    /// A whole number as JSON writes it (`-12`, `0`), from `at`; `None` for anything
    /// else (a leading zero, a fraction, an exponent, out of range).
    fn int(text: &[u8], at: &mut usize) -> Option<i64> {
        let negative = text.get(*at) == Some(&b'-');
        let mut i = *at + usize::from(negative);
        let start = i;
        let mut n: i64 = 0;
        while let Some(d) = text.get(i).filter(|c| c.is_ascii_digit()) {
            let d = i64::from(d - b'0');
            n = n
                .checked_mul(10)?
                .checked_add(if negative { -d } else { d })?;
            i += 1;
        }
        let digits = i - start;
        if digits == 0 || (digits > 1 && text[start] == b'0') {
            return None;
        }
        if matches!(text.get(i), Some(b'.' | b'e' | b'E')) {
            return None;
        }
        *at = i;
        Some(n)
    }
}

/// The net of every account by id over the standing deals, and each standing deal's
/// nets, from the balances the snapshots of party `loaded` keep: a deal's net is what
/// its snapshot (the newest of the deal) keeps less what the standing deal's before it
/// keeps (the opening's before the first). One small row per snapshot, however many
/// payments the partie made. `None` when the opening or a standing deal keeps no
/// balances computed by the engine as it now is, or moves an account the party lacks.
/// `standing`: the standing deals' `(id, seq)` in order.
#[allow(clippy::type_complexity)]
fn kept_nets(
    conn: &mut DbConnection,
    loaded: &Partie,
    standing: &[(i32, i32)],
) -> Result<Option<(BTreeMap<i32, i64>, Vec<DealNets>)>, LedgerError> {
    use crate::db::schema::snapshots;
    let party = loaded.id();
    let rows: Vec<(i32, Option<i32>, i32, Option<String>)> =
        crate::native!(conn, |c| snapshots::table
            .filter(snapshots::party_id.eq(party))
            .order(snapshots::id)
            .select((
                snapshots::id,
                snapshots::deal_id,
                snapshots::engine_version,
                snapshots::balances_json,
            ))
            .load(c))?;
    // The newest row of each deal (and of the opening) is the one in force.
    let mut newest: std::collections::HashMap<Option<i32>, usize, foldhash::fast::RandomState> =
        std::collections::HashMap::with_capacity_and_hasher(rows.len(), Default::default());
    for (i, (_, deal, _, _)) in rows.iter().enumerate() {
        newest.insert(*deal, i);
    }
    let version = crate::games::erased(loaded.game).engine_version(loaded.game);
    let kept = |deal: Option<i32>| -> Result<Option<KeptBalances>, LedgerError> {
        match newest.get(&deal).and_then(|i| rows.get(*i)) {
            Some((row, _, v, Some(text))) if *v == version => KeptBalances::parse(text)
                .map(Some)
                .map_err(|e| LedgerError::corrupt(format!("balances of snapshot {row}: {e}"))),
            _ => Ok(None),
        }
    };
    // The account ids: players by seat, pots by key, the carried account.
    let mut seat_ids: Vec<Option<i32>> = Vec::new();
    let mut pot_ids: BTreeMap<&str, i32> = BTreeMap::new();
    let mut carried_id = None;
    for row in &loaded.accounts {
        match store::account_of(row)? {
            Account::Player(seat) => {
                if seat_ids.len() <= seat.index() {
                    seat_ids.resize(seat.index() + 1, None);
                }
                seat_ids[seat.index()] = Some(row.id);
            }
            Account::Pot(_) => {
                if let Some(key) = row.pot_key.as_deref() {
                    pot_ids.insert(key, row.id);
                }
            }
            Account::Carried => carried_id = Some(row.id),
        }
    }
    let Some(mut before) = kept(None)? else {
        return Ok(None);
    };
    let overflow = || LedgerError::corrupt("balances overflow");
    let mut net: BTreeMap<i32, i64> = BTreeMap::new();
    let mut nets = Vec::with_capacity(standing.len());
    for (deal, seq) in standing {
        let Some(after) = kept(Some(*deal))? else {
            return Ok(None);
        };
        let mut line = DealNets {
            no: *seq,
            nets: vec![0; loaded.players.len()],
            pot_nets: BTreeMap::new(),
        };
        for seat in 0..after.players.len().max(before.players.len()) {
            let a = after.players.get(seat).copied().unwrap_or(0);
            let b = before.players.get(seat).copied().unwrap_or(0);
            let change = a.checked_sub(b).ok_or_else(overflow)?;
            if change != 0 {
                let Some(account) = seat_ids.get(seat).copied().flatten() else {
                    return Ok(None);
                };
                add_to(&mut net, account, change)?;
                if let Some(n) = line.nets.get_mut(seat) {
                    *n = change;
                }
            }
        }
        // The pots kept after the deal, then those kept only before it.
        let changes = after
            .pots
            .iter()
            .map(|(key, a)| (key, *a, before.pots.get(key).copied().unwrap_or(0)))
            .chain(
                before
                    .pots
                    .iter()
                    .filter(|(key, _)| !after.pots.contains_key(*key))
                    .map(|(key, b)| (key, 0, *b)),
            );
        for (key, a, b) in changes {
            let change = a.checked_sub(b).ok_or_else(overflow)?;
            if change != 0 {
                let Some(account) = pot_ids.get(key.as_str()).copied() else {
                    return Ok(None);
                };
                add_to(&mut net, account, change)?;
                line.pot_nets.insert(key.clone(), change);
            }
        }
        let change = after
            .carried
            .checked_sub(before.carried)
            .ok_or_else(overflow)?;
        if change != 0 {
            let Some(account) = carried_id else {
                return Ok(None);
            };
            add_to(&mut net, account, change)?;
        }
        nets.push(line);
        before = after;
    }
    Ok(Some((net, nets)))
}

/// The net of every account (by id) in the entries of no deal (the opening, the
/// settlements and re-openings), summed in the database.
fn outside_deal_sums(conn: &mut DbConnection, id: i32) -> Result<Vec<(i32, i64)>, LedgerError> {
    use diesel::sql_types::{BigInt, Integer};
    #[derive(QueryableByName)]
    struct Sum {
        #[diesel(sql_type = Integer)]
        account_id: i32,
        #[diesel(sql_type = BigInt)]
        net: i64,
    }
    // As `store::deal_account_sums`, for the entries of no deal.
    let text = format!(
        "SELECT t.to_account_id AS account_id, CAST(SUM(t.amount) AS BIGINT) AS net \
         FROM transfers t INNER JOIN journal_entries e ON e.id = t.entry_id \
         WHERE e.party_id = {id} AND e.deal_id IS NULL GROUP BY t.to_account_id \
         UNION ALL \
         SELECT t.from_account_id AS account_id, CAST(-SUM(t.amount) AS BIGINT) AS net \
         FROM transfers t INNER JOIN journal_entries e ON e.id = t.entry_id \
         WHERE e.party_id = {id} AND e.deal_id IS NULL GROUP BY t.from_account_id"
    );
    let sums: Vec<Sum> = crate::native!(conn, |c| diesel::sql_query(text).load(c))?;
    Ok(sums.into_iter().map(|s| (s.account_id, s.net)).collect())
}

/// The net of every account by id, and each standing deal's nets, from the sums of each
/// deal's entries by account (`deals`: every deal's `(id, seq, stands)`).
#[allow(clippy::type_complexity)]
fn sums_nets(
    loaded: &Partie,
    deals: &[(i32, i32, bool)],
    sums: &store::DealSums,
) -> Result<(BTreeMap<i32, i64>, Vec<DealNets>), LedgerError> {
    let accounts: BTreeMap<i32, Account> = loaded
        .accounts
        .iter()
        .map(|row| Ok((row.id, store::account_of(row)?)))
        .collect::<Result<_, LedgerError>>()?;

    // Balances: the totals of the sums.
    let mut net: BTreeMap<i32, i64> = BTreeMap::new();
    for by_account in sums.values() {
        for (account, amount) in by_account {
            add_to(&mut net, *account, *amount)?;
        }
    }

    // Every standing deal's nets: the sums of its entries.
    let mut nets = Vec::new();
    for (deal, seq, _) in deals.iter().filter(|d| d.2) {
        let mut line = DealNets {
            no: *seq,
            nets: vec![0; loaded.players.len()],
            pot_nets: BTreeMap::new(),
        };
        for (account, amount) in sums.get(&Some(*deal)).into_iter().flatten() {
            let account = accounts.get(account).ok_or_else(|| {
                LedgerError::corrupt(format!("account {account} is not in this party"))
            })?;
            match account {
                Account::Player(seat) => {
                    if let Some(n) = line.nets.get_mut(seat.index()) {
                        *n = *amount;
                    }
                }
                Account::Pot(key) if *amount != 0 => {
                    line.pot_nets.insert(key.as_str().to_owned(), *amount);
                }
                Account::Pot(_) | Account::Carried => {}
            }
        }
        nets.push(line);
    }
    Ok((net, nets))
}

/// Assembles [`PartieView`] from a partial load (the last standing deals from position
/// `skip` on, and the deleted ones), the table's view, every deal's `(id, seq, stands)`,
/// the net of every account by id and each standing deal's nets.
fn partie_view_of(
    loaded: &Partie,
    view: Result<crate::games::View, LedgerError>,
    deals: &[(i32, i32, bool)],
    skip: usize,
    net: BTreeMap<i32, i64>,
    nets: Vec<DealNets>,
    next_deal: i32,
) -> Result<PartieView, LedgerError> {
    let (status, report, sheet, form, events, state, replay_error) = match view {
        Ok(v) => (v.status, v.report, v.sheet, v.form, v.events, v.state, None),
        Err(e) => (
            Status::default(),
            Map::new(),
            None,
            Vec::new(),
            Vec::new(),
            Value::Null,
            Some(e.message()),
        ),
    };
    let (balances, pots, carried) = money(loaded, &net)?;

    let standing = loaded.standing()?;
    let lines = |transfers: &[Transfer]| transfer_lines(&loaded.players, transfers);
    let opening = standing
        .get(&Slot::Opening)
        .map(|s| lines(&s.transfers))
        .unwrap_or_default();
    let settlement = standing.get(&Slot::Settlement).map(|s| lines(&s.transfers));
    let effective = loaded.effective()?;
    let recent = deal_results(loaded, &effective, &standing, |i, _| skip + i + 1)?;
    let deleted = deals
        .iter()
        .filter(|d| !d.2)
        .filter_map(|(deal, seq, _)| {
            let r = loaded.latest_revision(*deal)?;
            Some(DeletedDeal {
                no: *seq,
                deleted_at: r.created_at,
                revisions: revisions(loaded, *deal),
            })
        })
        .collect();

    Ok(PartieView {
        id: loaded.party.public_id.clone(),
        key: loaded.id(),
        watch: loaded.party.watch_token.clone(),
        game: loaded.game,
        options: Value::clone(&loaded.options),
        extra: Map::clone(&loaded.extra),
        setting_changes: loaded.settings.clone(),
        players: loaded.players.clone(),
        opened_at: loaded.party.opened_at,
        closed_at: loaded.party.closed_at,
        status,
        report,
        sheet,
        form,
        events,
        state,
        replay_error,
        balances,
        pots,
        carried,
        opening,
        settlement,
        marks: super::payments::PaidMarks::default(),
        nets,
        deals: recent,
        deleted,
        next_deal,
        journal: Vec::new(),
    })
}

/// What a deal entry needs of a party, read without its past deals ([`table_now`]): the
/// head, what the table shows after the last standing deal (from that deal's snapshot)
/// and the next deal's number. The deal form's fields, the events that may be entered and
/// the status come from the table's view; a write from a form costs what a write from the
/// API costs, whatever the partie's length.
#[derive(Debug, Clone)]
pub struct TableNow {
    /// Its internal key.
    pub key: i32,
    /// The game.
    pub game: GameId,
    /// The options, normalised.
    pub options: Value,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// Whether the party is closed.
    pub closed: bool,
    /// Who deals next, the round, what waits on the table, whether the partie is over
    /// (the default status when the engine cannot say).
    pub status: Status,
    /// The next deal's form as the table knows it (empty if the engine could not say).
    pub form: Vec<crate::games::Field>,
    /// The events that may be entered now.
    pub events: Vec<crate::games::EventForm>,
    /// The number the next deal entered will get.
    pub next_deal: i32,
}

/// What the table shows of party `id` after its standing deals ([`TableNow`]), from the
/// last standing deal's snapshot (the party replayed whole when it has none computed by
/// the engine as it now is). Reads the head, the entries of no deal and one snapshot: its
/// cost does not grow with the deals.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::Corrupt`], [`LedgerError::Db`].
pub fn table_now(conn: &mut DbConnection, id: i32) -> Result<TableNow, LedgerError> {
    crate::db::read_transaction(conn, |conn| {
        let last = store::standing_before(conn, id, i32::MAX, 1)?
            .first()
            .map(|(deal, _)| *deal);
        let highest: Option<i32> = crate::native!(conn, |c| deals::table
            .filter(deals::party_id.eq(id))
            .select(diesel::dsl::max(deals::seq))
            .first(c))?;
        let loaded = store::load(
            conn,
            id,
            Need::Window {
                ids: &[],
                every: &[],
                last,
            },
        )?;
        // The table as it stands now, from the last snapshot for every game (what it
        // shows of past deals is not needed here).
        let view = match loaded.table_view(last) {
            Some(view) => view,
            None => {
                let whole = store::load(conn, id, Need::Whole)?;
                whole.view(&whole.effective()?)
            }
        };
        let (status, form, events) = match view {
            Ok(v) => (v.status, v.form, v.events),
            Err(e) => {
                tracing::debug!(error = %e, party = id, "no view of the table");
                (Status::default(), Vec::new(), Vec::new())
            }
        };
        Ok(TableNow {
            key: id,
            game: loaded.game,
            options: Value::clone(&loaded.options),
            players: loaded.players.clone(),
            closed: loaded.closed(),
            status,
            form,
            events,
            next_deal: highest.unwrap_or(0).saturating_add(1),
        })
    })
}

/// What the table shows of party `id` after its standing deals (who deals, whether the
/// partie is over...): [`table_now`]'s status. What the home page needs of each partie in
/// progress.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::Corrupt`], [`LedgerError::Db`].
pub fn status(conn: &mut DbConnection, id: i32) -> Result<Status, LedgerError> {
    Ok(table_now(conn, id)?.status)
}

impl PartieView {
    /// Each player's balance by name.
    pub fn balances_by_name(&self) -> BTreeMap<String, i64> {
        balances_by_name(&self.balances)
    }

    /// Each pot's balance by key.
    pub fn pots_by_key(&self) -> BTreeMap<String, i64> {
        pots_by_key(&self.pots)
    }

    /// Each standing deal's net per player, by name (the vectors' `per_deal`).
    pub fn per_deal(&self) -> Vec<BTreeMap<String, i64>> {
        self.deals
            .iter()
            .map(|d| {
                self.players
                    .iter()
                    .cloned()
                    .zip(d.nets.iter().copied())
                    .collect()
            })
            .collect()
    }

    /// The game's report entry `key` (Piquet's `score_sheet`, `deal_scores`...), if the
    /// replay gave one.
    pub fn report_entry(&self, key: &str) -> Option<&Value> {
        self.report.get(key)
    }

    /// The standing deal numbered `no`.
    pub fn deal(&self, no: i32) -> Option<&DealResult> {
        self.deals.iter().find(|d| d.no == no)
    }

    /// The journal entries of deal `no` (its postings and reversals), in order.
    pub fn deal_entries(&self, no: i32) -> Vec<&JournalLine> {
        self.journal.iter().filter(|j| j.deal == Some(no)).collect()
    }

    /// The partie document: game, normalised options, players, the standing deals' facts
    /// in order, and the imported document's other fields.
    pub fn document(&self) -> crate::partie::PartieDoc {
        crate::partie::PartieDoc {
            game: self.game.slug().to_owned(),
            options: self.options.clone(),
            players: self.players.clone(),
            deals: self.deals.iter().map(|d| d.facts.clone()).collect(),
            extra: self.extra.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PotKey, Seat};

    #[test]
    fn kept_balances_are_read_as_stored() {
        let mut balances = store::Balances::new();
        balances.insert(Account::Player(Seat::new(0)), 1010);
        balances.insert(Account::Player(Seat::new(2)), -2626);
        balances.insert(
            Account::Pot(PotKey::from_string("beasts_pending".into())),
            42,
        );
        balances.insert(Account::Pot(PotKey::from_string("pot".into())), -7);
        balances.insert(Account::Carried, i64::MIN);
        for seats in [3, 4] {
            let text = store::balances_json(&balances, seats).expect("stored");
            let canonical = KeptBalances::canonical(text.as_bytes());
            let by_serde: KeptBalances = serde_json::from_str(&text).expect("serde");
            assert_eq!(canonical.as_ref(), Some(&by_serde), "{text}");
            assert_eq!(by_serde.players.len(), seats);
        }
        let none = store::balances_json(&store::Balances::new(), 0).expect("stored");
        assert!(KeptBalances::canonical(none.as_bytes()).is_some(), "{none}");
    }

    #[test]
    fn other_texts_of_kept_balances_go_through_serde() {
        let same = r#"{"pots":{"a":1},"players":[1,-1],"carried":0}"#;
        assert!(KeptBalances::canonical(same.as_bytes()).is_none());
        let kept = KeptBalances::parse(same).expect("serde reads it");
        assert_eq!(kept.players, vec![1, -1]);
        for bad in [
            r#"{"players":[01],"pots":{},"carried":0}"#,
            r#"{"players":[1.5],"pots":{},"carried":0}"#,
            r#"{"players":[1e3],"pots":{},"carried":0}"#,
            r#"{"players":[-],"pots":{},"carried":0}"#,
            r#"{"players":[99999999999999999999],"pots":{},"carried":0}"#,
            r#"{"players":[1],"pots":{},"carried":0,"more":1}"#,
            r#"{"players":[1],"pots":{},"carried":0} "#,
            r#"{"players":[1],"pots":{"a\"b":1},"carried":0}"#,
        ] {
            assert!(KeptBalances::canonical(bad.as_bytes()).is_none(), "{bad}");
        }
        for wrong in [
            r#"{"players":[01],"pots":{},"carried":0}"#,
            r#"{"players":[1],"pots":{},"carried":0,"more":1}"#,
            r#"{"players":[1],"pots":{}}"#,
        ] {
            assert!(KeptBalances::parse(wrong).is_err(), "{wrong}");
        }
        let escaped = KeptBalances::parse(r#"{"players":[],"pots":{"a\"b":2},"carried":0}"#);
        assert_eq!(escaped.expect("serde").pots.get("a\"b"), Some(&2));
    }
}
