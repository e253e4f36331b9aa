//! The partie aggregate ([`Partie`]) and the one way to load it ([`load`] with what the
//! caller [`Need`]s), and turning rows back into domain values. Shared by the writers
//! (which settle and compare) and the read models.

use std::collections::BTreeMap;
use std::sync::Arc;

use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::journal::{EntryKind, Slot, Standing};
use super::LedgerError;
use crate::db::models::{
    AccountRow, DealRow, EntryRow, PartyRow, RevisionRow, SettingRow, SnapshotRow, TransferRow,
};
use crate::db::schema::{
    accounts, deal_revisions, deals, journal_entries, parties, party_settings, players, seats,
    snapshots, transfers,
};
use crate::db::DbConnection;
use crate::domain::{Account, PotKey, Reason, Seat, Transfer};
use crate::games::{erased, GameId, Replay, ReplayError, Snapshot, View};

/// Revision kind codes (`deal_revisions.kind`).
pub(crate) const REVISION_ENTERED: &str = "entered";
pub(crate) const REVISION_CORRECTED: &str = "corrected";
pub(crate) const REVISION_DELETED: &str = "deleted";

/// One partie as the ledger holds it, the aggregate every writer and read model works
/// from: the head (the party's row, its game, its options read once, its settings,
/// players and accounts) and the tail the caller needs (every deal, the deals from one
/// on with the snapshot they start from, or a window of them: [`Need`]), with their
/// revisions, journal entries, payments and snapshots. Loaded one way: [`load`].
#[derive(Debug, Clone)]
pub(crate) struct Partie {
    /// Where the deals loaded start from: `None` when everything was loaded (the replay
    /// starts at the opening), else the snapshot after the standing deal before them.
    pub base: Option<Base>,
    /// The highest `seq` of the party's journal.
    pub last_entry: i32,
    /// The snapshots of the deals loaded (and of the opening, when everything was), in
    /// `id` order: the newest of each deal is in force (a whole load reads only those).
    pub snapshots: Vec<SnapshotRow>,
    pub party: PartyRow,
    pub game: GameId,
    /// Its options (shared: a write's loads and the tail kept by the writer clone the
    /// rows, never these).
    pub options: Arc<Value>,
    /// Its other fields with its settings in force (shared, as the options).
    pub extra: Arc<Map<String, Value>>,
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
    /// The `seq` of each entry reversed by an entry loaded that is not loaded itself, by
    /// its id (filled by [`Need::Written`] only: a write's answer names what it reversed).
    pub reversed_seqs: BTreeMap<i32, i32>,
}

/// The snapshot a partial load starts from.
#[derive(Debug, Clone)]
pub(crate) struct Base {
    /// The state and pots.
    pub snapshot: Snapshot,
    /// The position of its deal among the standing deals (0: the opening).
    pub position: i32,
    /// What every account holds after its deal.
    pub balances: Balances,
}

/// What every account of a party holds at one point (after the opening, after a standing
/// deal): the sum of the standing entries up to there. Accounts at zero are left out.
pub(crate) type Balances = BTreeMap<Account, i64>;

/// The net of every account (by id) in the entries of each deal (by deal id; `None`: the
/// entries of no deal, the opening and the settlement).
pub(crate) type DealSums = BTreeMap<Option<i32>, BTreeMap<i32, i64>>;

/// [`Balances`] as stored (`snapshots.balances_json`): players by seat, pots by key.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredBalances {
    players: Vec<i64>,
    pots: BTreeMap<String, i64>,
    carried: i64,
}

/// Adds what `transfers` move to `balances`.
pub(crate) fn add_transfers<'a>(
    balances: &mut Balances,
    transfers: impl IntoIterator<Item = &'a Transfer>,
) -> Result<(), LedgerError> {
    let overflow = || LedgerError::corrupt("balances overflow");
    for t in transfers {
        let to = balances.entry(t.to.clone()).or_insert(0);
        *to = to.checked_add(t.amount).ok_or_else(overflow)?;
        let from = balances.entry(t.from.clone()).or_insert(0);
        *from = from.checked_sub(t.amount).ok_or_else(overflow)?;
    }
    balances.retain(|_, v| *v != 0);
    Ok(())
}

/// The JSON stored for `balances` at a table of `seats` players (every seat, the pots
/// not at zero, the carried account).
pub(crate) fn balances_json(balances: &Balances, seats: usize) -> Result<String, LedgerError> {
    let mut stored = StoredBalances {
        players: vec![0; seats],
        pots: BTreeMap::new(),
        carried: 0,
    };
    for (account, v) in balances.iter().filter(|(_, v)| **v != 0) {
        match account {
            Account::Player(seat) => {
                let slot = stored.players.get_mut(seat.index()).ok_or_else(|| {
                    LedgerError::corrupt(format!("a balance for seat {seat} of {seats}"))
                })?;
                *slot = *v;
            }
            Account::Pot(key) => {
                stored.pots.insert(key.as_str().to_owned(), *v);
            }
            Account::Carried => stored.carried = *v,
        }
    }
    serde_json::to_string(&stored).map_err(|e| LedgerError::corrupt(format!("balances: {e}")))
}

/// The balances a snapshot row keeps (`None`: written before they were kept).
pub(crate) fn snapshot_balances(row: &SnapshotRow) -> Result<Option<Balances>, LedgerError> {
    row.balances_json
        .as_deref()
        .map(|text| balances_of(text, row.id))
        .transpose()
}

/// [`Balances`] from their stored text (`balances_json` of snapshot `id`).
fn balances_of(text: &str, id: i32) -> Result<Balances, LedgerError> {
    let stored: StoredBalances = serde_json::from_str(text)
        .map_err(|e| LedgerError::corrupt(format!("balances of snapshot {id}: {e}")))?;
    let mut out = Balances::new();
    for (seat, v) in stored.players.into_iter().enumerate() {
        let seat = u8::try_from(seat)
            .map_err(|_| LedgerError::corrupt(format!("snapshot {id}: seat {seat}")))?;
        out.insert(Account::Player(Seat::new(seat)), v);
    }
    for (key, v) in stored.pots {
        out.insert(Account::Pot(PotKey::from_string(key)), v);
    }
    out.insert(Account::Carried, stored.carried);
    out.retain(|_, v| *v != 0);
    Ok(out)
}

/// The net of every account of the party by id, from its balances.
pub(crate) fn net_by_id(
    accounts: &[AccountRow],
    balances: &Balances,
) -> Result<BTreeMap<i32, i64>, LedgerError> {
    let mut net = BTreeMap::new();
    for row in accounts {
        if let Some(v) = balances.get(&account_of(row)?) {
            net.insert(row.id, *v);
        }
    }
    Ok(net)
}

/// What every account of an open party holds after its last standing deal, as its
/// snapshot keeps it: a few rows read, however long the partie. `None` when the party
/// is closed (its settlement is not in a deal's snapshot) or the snapshot keeps no
/// balances (written before they were kept): the caller sums the transfers then
/// ([`account_sums`]).
pub(crate) fn last_balances(
    conn: &mut DbConnection,
    party: &PartyRow,
) -> Result<Option<Balances>, LedgerError> {
    if party.closed_at.is_some() {
        return Ok(None);
    }
    let last = standing_before(conn, party.id, i32::MAX, 1)?
        .first()
        .map(|(deal, _)| *deal);
    match snapshot_of(conn, party.id, last)? {
        Some(row) => snapshot_balances(&row),
        None => Ok(None),
    }
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
    let rows: Vec<SettingRow> = crate::native!(conn, |c| party_settings::table
        .filter(party_settings::party_id.eq(id))
        .order(party_settings::seq)
        .select(SettingRow::as_select())
        .load(c))?;
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
    crate::native!(conn, |c| parties::table
        .find(id)
        .select(PartyRow::as_select())
        .first(c)
        .optional())?
    .ok_or(LedgerError::PartyNotFound)
}

/// What every load reads: the party, its settings, players and accounts.
struct Head {
    party: PartyRow,
    game: GameId,
    options: Arc<Value>,
    extra: Arc<Map<String, Value>>,
    settings: Vec<SettingChange>,
    players: Vec<String>,
    accounts: Vec<AccountRow>,
}

/// The rows of the deals a load read (all of the party's, or those from a deal on).
struct Rows {
    snapshots: Vec<SnapshotRow>,
    deals: Vec<DealRow>,
    revisions: Vec<RevisionRow>,
    entries: Vec<EntryRow>,
    transfers: Vec<TransferRow>,
}

impl Head {
    /// The party as loaded with `rows`, replayed from the opening; the last entry is the
    /// last of theirs.
    fn without_base(self, rows: Rows) -> Partie {
        let last_entry = rows.entries.last().map_or(0, |e| e.seq);
        self.loaded(None, last_entry, rows)
    }

    /// The party as loaded: this head, the deals' rows, where they start from.
    fn loaded(self, base: Option<Base>, last_entry: i32, rows: Rows) -> Partie {
        Partie {
            base,
            last_entry,
            snapshots: rows.snapshots,
            party: self.party,
            game: self.game,
            options: self.options,
            extra: self.extra,
            settings: self.settings,
            players: self.players,
            accounts: self.accounts,
            deals: rows.deals,
            revisions: rows.revisions,
            entries: rows.entries,
            transfers: rows.transfers,
            reversed_seqs: BTreeMap::new(),
        }
    }
}

fn load_head(conn: &mut DbConnection, id: i32) -> Result<Head, LedgerError> {
    let party = load_party_row(conn, id)?;
    load_head_of(conn, party)
}

/// [`load_head`] for the party row just read.
fn load_head_of(conn: &mut DbConnection, party: PartyRow) -> Result<Head, LedgerError> {
    let id = party.id;
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
    let players: Vec<String> = crate::native!(conn, |c| seats::table
        .inner_join(players::table)
        .filter(seats::party_id.eq(id))
        .order(seats::seat_no)
        .select(players::name)
        .load(c))?;
    let accounts = crate::native!(conn, |c| accounts::table
        .filter(accounts::party_id.eq(id))
        .order(accounts::id)
        .select(AccountRow::as_select())
        .load(c))?;
    Ok(Head {
        party,
        game,
        options: Arc::new(options),
        extra: Arc::new(extra),
        settings,
        players,
        accounts,
    })
}

/// Everything stored about one party (the replay starts at the opening). Logs
/// `party loaded whole` at debug level: a request should do this at most once (see
/// issue 15; `RUST_LOG=academie=debug` shows it).
fn whole(conn: &mut DbConnection, id: i32) -> Result<Partie, LedgerError> {
    tracing::debug!(party_id = id, "party loaded whole");
    let head = load_head(conn, id)?;
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
    let entries: Vec<EntryRow> = journal_entries::table
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
    // The snapshot in force for each deal (the newest of each), not those it replaced.
    let newest: Vec<Option<i32>> = snapshots::table
        .filter(snapshots::party_id.eq(id))
        .group_by(snapshots::deal_id)
        .select(diesel::dsl::max(snapshots::id))
        .load(conn)?;
    let newest: Vec<i32> = newest.into_iter().flatten().collect();
    let snapshots = snapshots::table
        .filter(snapshots::id.eq_any(&newest))
        .order(snapshots::id)
        .select(SnapshotRow::as_select())
        .load(conn)?;
    let rows = Rows {
        snapshots,
        deals,
        revisions,
        entries,
        transfers,
    };
    Ok(head.without_base(rows))
}

/// What a caller needs of a party: the one way to load it is [`load`] with one of these.
/// Every read starts with the head (the party, its game, options, settings, players and
/// accounts); what follows is what the caller needs of the deals.
#[derive(Debug)]
pub(crate) enum Need<'a> {
    /// Every row: the replay starts at the opening. For the writers that settle the whole
    /// partie (open, import, close, re-open, re-score) and the complete read model.
    Whole,
    /// What a deal's writer or its preview settles, from deal `from` on: the deals from
    /// the standing deal before it to the end, their entries and snapshots, and the
    /// snapshot they start from ([`tail`]). Its cost grows with the deals from `from` to
    /// the end, not with the partie. The whole party when no snapshot computed by the
    /// engine as it now is stands to start from (or once it is closed). `party` is its
    /// row, as the caller has read it.
    Tail {
        /// The party's row.
        party: PartyRow,
        /// The first deal to settle.
        from: i32,
    },
    /// What a page shows: the deals `ids` (with every revision, entry and payment of
    /// theirs), the entries of no deal and the snapshot in force after the standing deal
    /// `last` (`None`: the opening's) ([`window`]). `every` holds the ids of every deal
    /// of the party (the deals are read in runs of it).
    Window {
        /// The deals wanted.
        ids: &'a [i32],
        /// Every deal of the party.
        every: &'a [i32],
        /// The last standing deal.
        last: Option<i32>,
    },
    /// What a write's answer shows: the deals it touched and the entries it appended
    /// ([`written`]); [`Partie::reversed_seqs`] holds the `seq` of each entry reversed
    /// that is not among them.
    Written(&'a super::Written),
}

/// Loads party `id` as `need` says: the one way to read a party's rows.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::Corrupt`], [`LedgerError::Db`].
pub(crate) fn load(
    conn: &mut DbConnection,
    id: i32,
    need: Need<'_>,
) -> Result<Partie, LedgerError> {
    match need {
        Need::Whole => whole(conn, id),
        Need::Tail { party, from } => match tail(conn, party, from)? {
            Some(loaded) => Ok(loaded),
            None => whole(conn, id),
        },
        Need::Window { ids, every, last } => window(conn, id, ids, every, last),
        Need::Written(w) => written(conn, id, w),
    }
}

/// Every deal of the party as `(id, seq, stands)`, in `seq` order: whether its latest
/// revision stands (is not a deletion). Reads no facts: the deals' numbers (an index of
/// the party), then only the revisions after the first, which most deals do not have (a
/// deal's first revision is its entry: a deal without later ones stands).
pub(crate) fn deal_standings(
    conn: &mut DbConnection,
    id: i32,
) -> Result<Vec<(i32, i32, bool)>, LedgerError> {
    let deals: Vec<(i32, i32)> = crate::native!(conn, |c| deals::table
        .filter(deals::party_id.eq(id))
        .order(deals::seq)
        .select((deals::id, deals::seq))
        .load(c))?;
    let later: Vec<(i32, bool)> = crate::native!(conn, |c| deal_revisions::table
        .inner_join(deals::table)
        .filter(deals::party_id.eq(id).and(deal_revisions::revision.gt(1)))
        .order((deal_revisions::deal_id, deal_revisions::revision))
        .select((
            deal_revisions::deal_id,
            deal_revisions::kind.ne(REVISION_DELETED),
        ))
        .load(c))?;
    // In revision order: the last one read of a deal is its latest.
    let mut latest: BTreeMap<i32, bool> = BTreeMap::new();
    for (deal, stands) in later {
        latest.insert(deal, stands);
    }
    Ok(deals
        .into_iter()
        .map(|(deal, seq)| (deal, seq, latest.get(&deal).copied().unwrap_or(true)))
        .collect())
}

/// The net of every account in the entries of each deal (by deal id; `None`: the entries
/// of no deal, the opening, the settlements and re-openings), summed in the database.
/// Every entry of a deal counts, its reversed ones and their reversals too: a reversal
/// mirrors its original, so what a deal's entries sum to is what its standing entry
/// moves (nothing, for a deleted deal).
pub(crate) fn deal_account_sums(conn: &mut DbConnection, id: i32) -> Result<DealSums, LedgerError> {
    use diesel::sql_types::{BigInt, Integer, Nullable};
    #[derive(QueryableByName)]
    struct Sum {
        #[diesel(sql_type = Nullable<Integer>)]
        deal_id: Option<i32>,
        #[diesel(sql_type = Integer)]
        account_id: i32,
        #[diesel(sql_type = BigInt)]
        net: i64,
    }
    // Grouped by columns of two tables, which the query builder does not allow; `id` is
    // an integer key, written into the text (no placeholder syntax common to both
    // backends).
    let sums: Vec<Sum> = diesel::sql_query(format!(
        "SELECT e.deal_id AS deal_id, t.to_account_id AS account_id, \
                CAST(SUM(t.amount) AS BIGINT) AS net \
         FROM transfers t INNER JOIN journal_entries e ON e.id = t.entry_id \
         WHERE e.party_id = {id} GROUP BY e.deal_id, t.to_account_id \
         UNION ALL \
         SELECT e.deal_id AS deal_id, t.from_account_id AS account_id, \
                CAST(-SUM(t.amount) AS BIGINT) AS net \
         FROM transfers t INNER JOIN journal_entries e ON e.id = t.entry_id \
         WHERE e.party_id = {id} GROUP BY e.deal_id, t.from_account_id"
    ))
    .load(conn)?;
    let mut out: DealSums = BTreeMap::new();
    for sum in sums {
        let v = out
            .entry(sum.deal_id)
            .or_default()
            .entry(sum.account_id)
            .or_insert(0);
        *v = v
            .checked_add(sum.net)
            .ok_or_else(|| LedgerError::corrupt("balances overflow"))?;
    }
    Ok(out)
}

/// The payments of the journal entries a query of `journal_entries` finds (their ids
/// selected here, a sub-select), in entry and position order: one statement, kept
/// prepared.
macro_rules! transfers_of {
    ($conn:expr, $entries:expr) => {
        crate::native!($conn, |c| transfers::table
            .filter(transfers::entry_id.eq_any($entries.select(journal_entries::id)))
            .order((transfers::entry_id, transfers::position))
            .select(TransferRow::as_select())
            .load(c))
    };
}

/// Part of a party, for a read that shows only some deals: its head, the deals `ids`
/// (every revision, entry and transfer of theirs), the entries of no deal (the opening,
/// the settlements and re-openings) with their transfers, and the snapshot in force after
/// the standing deal `last` (`None`: the opening's). [`Partie::standing`] holds for the
/// deals loaded (a reversal is of its own deal's entry, or of the settlement). The deals
/// are read in runs ([`runs`]; `every`: the ids of every deal of the party), so that a
/// deal far from the others (an early deleted deal) does not read those in between.
fn window(
    conn: &mut DbConnection,
    id: i32,
    ids: &[i32],
    every: &[i32],
    last: Option<i32>,
) -> Result<Partie, LedgerError> {
    let head = load_head(conn, id)?;
    let (mut deals, mut revisions, mut entries) = (Vec::new(), Vec::new(), Vec::new());
    let mut transfers: Vec<TransferRow> = Vec::new();
    for run in runs(ids, every) {
        let (d, r, e) = deal_rows(conn, id, &run)?;
        deals.extend(d);
        revisions.extend(r);
        entries.extend(e);
        let (low, high) = bounds(&run);
        transfers.extend(transfers_of!(
            conn,
            journal_entries::table.filter(
                journal_entries::party_id
                    .eq(id)
                    .and(journal_entries::deal_id.between(low, high)),
            )
        )?);
    }
    // The runs are apart (in id order): no row is read twice.
    deals.sort_by_key(|d| d.seq);
    let outside: Vec<EntryRow> = crate::native!(conn, |c| journal_entries::table
        .filter(
            journal_entries::party_id
                .eq(id)
                .and(journal_entries::deal_id.is_null()),
        )
        .order(journal_entries::seq)
        .select(EntryRow::as_select())
        .load(c))?;
    entries.extend(outside);
    entries.sort_by_key(|e| e.seq);
    let mut entry_ids: Vec<i32> = entries.iter().map(|e| e.id).collect();
    entry_ids.sort_unstable();
    // The payments of the deals' entries (above), then of the entries of no deal: each
    // entry list on one of the party's indexes.
    let outside: Vec<TransferRow> = transfers_of!(
        conn,
        journal_entries::table.filter(
            journal_entries::party_id
                .eq(id)
                .and(journal_entries::deal_id.is_null()),
        )
    )?;
    transfers.extend(outside);
    transfers.retain(|t| entry_ids.binary_search(&t.entry_id).is_ok());
    transfers.sort_by_key(|t| (t.entry_id, t.position));
    let snapshots = snapshot_of(conn, id, last)?.into_iter().collect();
    let rows = Rows {
        snapshots,
        deals,
        revisions,
        entries,
        transfers,
    };
    Ok(head.without_base(rows))
}

/// How many deals of the party not wanted may lie between two deals that
/// [`window`] reads in one run (reading a deal costs more than the statements of a
/// run).
const RUN_GAP: usize = 2;

/// `ids` sorted and split into runs: apart where more than [`RUN_GAP`] deals of `every`
/// (every deal of the party) not in `ids` lie between two of them.
fn runs(ids: &[i32], every: &[i32]) -> Vec<Vec<i32>> {
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    let mut every = every.to_vec();
    every.sort_unstable();
    let mut runs: Vec<Vec<i32>> = Vec::new();
    for deal in ids {
        match runs.last_mut() {
            Some(run)
                if run.last().is_some_and(|prev| {
                    let between = every.partition_point(|d| *d < deal)
                        - every.partition_point(|d| *d <= *prev);
                    between <= RUN_GAP
                }) =>
            {
                run.push(deal);
            }
            _ => runs.push(vec![deal]),
        }
    }
    runs
}

/// Some deals of a party: their rows, their revisions and their journal entries.
type DealRows = (Vec<DealRow>, Vec<RevisionRow>, Vec<EntryRow>);

/// The deals `ids` (sorted) of party `id`, their revisions and their journal entries (in
/// `seq` order). Each read is a range of the party's own indexes, kept to the ids wanted
/// afterwards: a list of ids (`IN (...)`) makes a statement SQLite cannot keep prepared,
/// and ranges read only the rows near the deals asked for.
fn deal_rows(conn: &mut DbConnection, id: i32, ids: &[i32]) -> Result<DealRows, LedgerError> {
    let wanted = |deal: Option<i32>| deal.is_some_and(|d| ids.binary_search(&d).is_ok());
    let (low, high) = bounds(ids);
    let mut deals: Vec<DealRow> = crate::native!(conn, |c| deals::table
        .filter(deals::party_id.eq(id).and(deals::id.between(low, high)))
        .order(deals::seq)
        .select(DealRow::as_select())
        .load(c))?;
    deals.retain(|d| wanted(Some(d.id)));
    let mut revisions: Vec<RevisionRow> = crate::native!(conn, |c| deal_revisions::table
        .inner_join(deals::table)
        .filter(
            deals::party_id
                .eq(id)
                .and(deal_revisions::deal_id.between(low, high)),
        )
        .order((deal_revisions::deal_id, deal_revisions::revision))
        .select(RevisionRow::as_select())
        .load(c))?;
    revisions.retain(|r| wanted(Some(r.deal_id)));
    let mut entries: Vec<EntryRow> = crate::native!(conn, |c| journal_entries::table
        .filter(
            journal_entries::party_id
                .eq(id)
                .and(journal_entries::deal_id.between(low, high)),
        )
        .order(journal_entries::seq)
        .select(EntryRow::as_select())
        .load(c))?;
    entries.retain(|e| wanted(e.deal_id));
    Ok((deals, revisions, entries))
}

/// The net of every account of the party (by id), summed in the database.
pub(crate) fn account_sums(
    conn: &mut DbConnection,
    id: i32,
) -> Result<BTreeMap<i32, i64>, LedgerError> {
    sums_of(conn, id, false)
}

/// The net of every account of the party (by id) in `id`'s entries, summed in the
/// database: all of them, or (`outside_deals`) only those of no deal (the opening, the
/// settlement and its reversals).
fn sums_of(
    conn: &mut DbConnection,
    id: i32,
    outside_deals: bool,
) -> Result<BTreeMap<i32, i64>, LedgerError> {
    use diesel::dsl::sql;
    use diesel::sql_types::{BigInt, Bool};
    let scope = || {
        sql::<Bool>(if outside_deals {
            "journal_entries.deal_id IS NULL"
        } else {
            "1 = 1"
        })
    };
    let received: Vec<(i32, i64)> = transfers::table
        .inner_join(journal_entries::table)
        .filter(journal_entries::party_id.eq(id))
        .filter(scope())
        .group_by(transfers::to_account_id)
        .select((
            transfers::to_account_id,
            sql::<BigInt>("CAST(SUM(transfers.amount) AS BIGINT)"),
        ))
        .load(conn)?;
    let paid: Vec<(i32, i64)> = transfers::table
        .inner_join(journal_entries::table)
        .filter(journal_entries::party_id.eq(id))
        .filter(scope())
        .group_by(transfers::from_account_id)
        .select((
            transfers::from_account_id,
            sql::<BigInt>("CAST(SUM(transfers.amount) AS BIGINT)"),
        ))
        .load(conn)?;
    let mut net: BTreeMap<i32, i64> = received.into_iter().collect();
    for (account, amount) in paid {
        let v = net.entry(account).or_insert(0);
        *v = v
            .checked_sub(amount)
            .ok_or_else(|| LedgerError::corrupt("balances overflow"))?;
    }
    Ok(net)
}

/// What every account of an open party holds before the entries of `tail` (every entry
/// of the deals from one on): the sums over all its transfers less theirs. Reads every
/// transfer of the party: only for a snapshot written before balances were kept (once
/// per party; the snapshots written then keep them).
fn balances_before(
    conn: &mut DbConnection,
    id: i32,
    accounts: &[AccountRow],
    tail: &[TransferRow],
) -> Result<Balances, LedgerError> {
    let mut net = account_sums(conn, id)?;
    let overflow = || LedgerError::corrupt("balances overflow");
    for t in tail {
        let to = net.entry(t.to_account_id).or_insert(0);
        *to = to.checked_sub(t.amount).ok_or_else(overflow)?;
        let from = net.entry(t.from_account_id).or_insert(0);
        *from = from.checked_add(t.amount).ok_or_else(overflow)?;
    }
    let mut balances = Balances::new();
    for row in accounts {
        let v = net.get(&row.id).copied().unwrap_or(0);
        if v != 0 {
            balances.insert(account_of(row)?, v);
        }
    }
    Ok(balances)
}

/// What a write's answer reads ([`super::read::after_write`]): the party's head, the
/// deals the write touched (every entry of theirs, their revisions and snapshots) and the
/// entries it appended; with the `seq` of each entry reversed that is not among them.
fn written(
    conn: &mut DbConnection,
    id: i32,
    written: &super::Written,
) -> Result<Partie, LedgerError> {
    let head = load_head(conn, id)?;
    // The entries appended: a range of the party's entries, kept to those wanted (as in
    // [`deal_rows`]).
    let (seq_low, seq_high) = bounds(&written.entries);
    let mut appended: Vec<EntryRow> = crate::native!(conn, |c| journal_entries::table
        .filter(
            journal_entries::party_id
                .eq(id)
                .and(journal_entries::seq.between(seq_low, seq_high)),
        )
        .order(journal_entries::seq)
        .select(EntryRow::as_select())
        .load(c))?;
    appended.retain(|e| written.entries.contains(&e.seq));
    let mut deal_ids: Vec<i32> = appended.iter().filter_map(|e| e.deal_id).collect();
    if let Some(seq) = written.deal {
        let found: Option<i32> = crate::native!(conn, |c| deals::table
            .filter(deals::party_id.eq(id).and(deals::seq.eq(seq)))
            .select(deals::id)
            .first(c)
            .optional())?;
        deal_ids.extend(found);
    }
    deal_ids.sort_unstable();
    deal_ids.dedup();
    let wanted = |deal: Option<i32>| deal.is_some_and(|d| deal_ids.binary_search(&d).is_ok());
    let (low, high) = bounds(&deal_ids);
    let (deals, revisions, mut entries) = deal_rows(conn, id, &deal_ids)?;
    entries.extend(appended.into_iter().filter(|e| e.deal_id.is_none()));
    entries.sort_by_key(|e| e.seq);
    let mut entry_ids: Vec<i32> = entries.iter().map(|e| e.id).collect();
    entry_ids.sort_unstable();
    // The payments of those entries: the party's entries of those deals or in the range
    // appended.
    let mut transfers: Vec<TransferRow> = transfers_of!(
        conn,
        journal_entries::table.filter(
            journal_entries::party_id.eq(id).and(
                journal_entries::deal_id
                    .between(low, high)
                    .or(journal_entries::seq.between(seq_low, seq_high)),
            ),
        )
    )?;
    transfers.retain(|t| entry_ids.binary_search(&t.entry_id).is_ok());
    let mut snapshots: Vec<SnapshotRow> = crate::native!(conn, |c| snapshots::table
        .filter(
            snapshots::party_id
                .eq(id)
                .and(snapshots::deal_id.between(low, high)),
        )
        .order(snapshots::id)
        .select(SnapshotRow::as_select())
        .load(c))?;
    snapshots.retain(|s| wanted(s.deal_id));
    let missing: Vec<i32> = entries
        .iter()
        .filter_map(|e| e.reverses_entry_id)
        .filter(|r| entry_ids.binary_search(r).is_err())
        .collect();
    let seqs: Vec<(i32, i32)> = if missing.is_empty() {
        Vec::new()
    } else {
        crate::native!(conn, |c| journal_entries::table
            .filter(journal_entries::id.eq_any(&missing))
            .select((journal_entries::id, journal_entries::seq))
            .load(c))?
    };
    let rows = Rows {
        snapshots,
        deals,
        revisions,
        entries,
        transfers,
    };
    let mut loaded = head.without_base(rows);
    loaded.reversed_seqs = seqs.into_iter().collect();
    Ok(loaded)
}

/// The lowest and highest of `ids`; an empty range (`(1, 0)`) for none.
fn bounds(ids: &[i32]) -> (i32, i32) {
    match (ids.iter().min(), ids.iter().max()) {
        (Some(low), Some(high)) => (*low, *high),
        _ => (1, 0),
    }
}

/// The standing deals numbered below `before`, nearest first, at most `want` of them, as
/// `(id, seq)`. Reads back only as far as it must (deleted deals are skipped): a page of
/// numbers at a time (a party's deals are numbered 1, 2, 3... and never removed), each
/// deal with its revisions in one query.
pub(crate) fn standing_before(
    conn: &mut DbConnection,
    party_id: i32,
    before: i32,
    want: usize,
) -> Result<Vec<(i32, i32)>, LedgerError> {
    const PAGE: i32 = 8;
    let mut out = Vec::with_capacity(want);
    let mut below = before;
    if below == i32::MAX {
        // The last deal's number, to start the pages there.
        let last: Option<i32> = crate::native!(conn, |c| deals::table
            .filter(deals::party_id.eq(party_id))
            .select(diesel::dsl::max(deals::seq))
            .first(c))?;
        below = last.map_or(1, |l| l.saturating_add(1));
    }
    while out.len() < want && below > 1 {
        let low = below.saturating_sub(PAGE).max(1);
        // Each deal of the page with the kind of each revision, newest deal and newest
        // revision first.
        let rows: Vec<(i32, i32, String)> = crate::native!(conn, |c| deals::table
            .inner_join(deal_revisions::table)
            .filter(
                deals::party_id
                    .eq(party_id)
                    .and(deals::seq.ge(low))
                    .and(deals::seq.lt(below)),
            )
            .order((deals::seq.desc(), deal_revisions::revision.desc()))
            .select((deals::id, deals::seq, deal_revisions::kind))
            .load(c))?;
        let mut seen = None;
        for (id, seq, kind) in rows {
            if seen == Some(id) {
                continue;
            }
            seen = Some(id);
            if kind != REVISION_DELETED {
                out.push((id, seq));
                if out.len() == want {
                    break;
                }
            }
        }
        below = low;
    }
    Ok(out)
}

/// The snapshot in force for a deal of the party (`None`: the opening's), if any.
pub(crate) fn snapshot_of(
    conn: &mut DbConnection,
    party_id: i32,
    deal_id: Option<i32>,
) -> Result<Option<SnapshotRow>, LedgerError> {
    let of_party = snapshots::party_id.eq(party_id);
    Ok(match deal_id {
        Some(d) => crate::native!(conn, |c| snapshots::table
            .filter(of_party.and(snapshots::deal_id.eq(d)))
            .order(snapshots::id.desc())
            .select(SnapshotRow::as_select())
            .first(c)
            .optional())?,
        None => crate::native!(conn, |c| snapshots::table
            .filter(of_party.and(snapshots::deal_id.is_null()))
            .order(snapshots::id.desc())
            .select(SnapshotRow::as_select())
            .first(c)
            .optional())?,
    })
}

/// The snapshot row as the engine reads it.
pub(crate) fn snapshot_value(row: &SnapshotRow) -> Result<Snapshot, LedgerError> {
    let state = serde_json::from_str(&row.state_json)
        .map_err(|e| LedgerError::corrupt(format!("snapshot {}: {e}", row.id)))?;
    let pots: BTreeMap<String, i64> = serde_json::from_str(&row.pots_json)
        .map_err(|e| LedgerError::corrupt(format!("snapshot {}: {e}", row.id)))?;
    Ok(Snapshot {
        state,
        pots: pots
            .into_iter()
            .map(|(k, v)| (PotKey::from_string(k), v))
            .collect(),
    })
}

/// Whether the party's newest snapshot was computed by the engine as it now is (false
/// when it has none: a party written before snapshots were kept).
pub(crate) fn snapshots_current(
    conn: &mut DbConnection,
    party_id: i32,
    game: GameId,
) -> Result<bool, LedgerError> {
    let newest: Option<i32> = crate::native!(conn, |c| snapshots::table
        .filter(snapshots::party_id.eq(party_id))
        .order(snapshots::id.desc())
        .select(snapshots::engine_version)
        .first(c))
    .optional()?;
    Ok(newest == Some(erased(game).engine_version(game)))
}

/// What a writer that changes deal `from` on (an entry, a correction, a deletion) must
/// reconcile: the deals from the standing deal before `from` (whose entry the sitting's
/// last-record rule may change) to the end, their entries and snapshots, and the snapshot
/// they start from. Its cost does not grow with the deals before them. `None` when the
/// snapshot to start from is missing or was computed by another engine (the caller then
/// loads everything: [`whole`]).
fn tail(
    conn: &mut DbConnection,
    party: PartyRow,
    from: i32,
) -> Result<Option<Partie>, LedgerError> {
    let id = party.id;
    let head = load_head_of(conn, party)?;
    if head.party.closed_at.is_some() {
        return Ok(None);
    }
    let before = standing_before(conn, id, from, 2)?;
    let start = before.first().map_or(from, |(_, seq)| *seq);
    tracing::debug!(party_id = id, from = start, "party loaded from a deal on");
    let base_deal = before.get(1).map(|(deal, _)| *deal);
    let Some(base_row) = snapshot_of(conn, id, base_deal)? else {
        return Ok(None);
    };
    if base_row.engine_version != erased(head.game).engine_version(head.game) {
        return Ok(None);
    }
    let deals: Vec<DealRow> = crate::native!(conn, |c| deals::table
        .filter(deals::party_id.eq(id).and(deals::seq.ge(start)))
        .order(deals::seq)
        .select(DealRow::as_select())
        .load(c))?;
    // Each read is put in order here rather than by an `ORDER BY`, which SQLite would
    // serve with a temporary sorter for these few rows (the joins do not give the order).
    let mut revisions: Vec<RevisionRow> = crate::native!(conn, |c| deal_revisions::table
        .inner_join(deals::table)
        .filter(deals::party_id.eq(id).and(deals::seq.ge(start)))
        .select(RevisionRow::as_select())
        .load(c))?;
    revisions.sort_unstable_by_key(|r| (r.deal_id, r.revision));
    // The entries, payments and snapshots of those deals, found through the indexes on
    // (party, deal) from the lowest deal id among them: a party's deals get increasing
    // ids as they are numbered, so the range holds them and not the deals before (the
    // join on the number keeps the answer exact in any case). Filtering on the party
    // alone would read every entry of the partie.
    let low = deals.iter().map(|d| d.id).min().unwrap_or(i32::MAX);
    let mut entries: Vec<EntryRow> = crate::native!(conn, |c| journal_entries::table
        .inner_join(deals::table)
        .filter(
            journal_entries::party_id
                .eq(id)
                .and(journal_entries::deal_id.ge(low))
                .and(deals::seq.ge(start)),
        )
        .select(EntryRow::as_select())
        .load(c))?;
    entries.sort_unstable_by_key(|e| e.seq);
    let mut transfers: Vec<TransferRow> = crate::native!(conn, |c| transfers::table
        .inner_join(journal_entries::table.inner_join(deals::table))
        .filter(
            journal_entries::party_id
                .eq(id)
                .and(journal_entries::deal_id.ge(low))
                .and(deals::seq.ge(start)),
        )
        .select(TransferRow::as_select())
        .load(c))?;
    transfers.sort_unstable_by_key(|t| (t.entry_id, t.position));
    let mut snapshots: Vec<SnapshotRow> = crate::native!(conn, |c| snapshots::table
        .inner_join(deals::table)
        .filter(
            snapshots::party_id
                .eq(id)
                .and(snapshots::deal_id.ge(low))
                .and(deals::seq.ge(start)),
        )
        .select(SnapshotRow::as_select())
        .load(c))?;
    snapshots.sort_unstable_by_key(|s| s.id);
    let last_entry: Option<i32> = crate::native!(conn, |c| journal_entries::table
        .filter(journal_entries::party_id.eq(id))
        .select(diesel::dsl::max(journal_entries::seq))
        .first(c))?;
    let balances = match snapshot_balances(&base_row)? {
        Some(balances) => balances,
        None => balances_before(conn, id, &head.accounts, &transfers)?,
    };
    let base = Base {
        snapshot: snapshot_value(&base_row)?,
        position: base_row.position,
        balances,
    };
    let rows = Rows {
        snapshots,
        deals,
        revisions,
        entries,
        transfers,
    };
    Ok(Some(head.loaded(Some(base), last_entry.unwrap_or(0), rows)))
}

impl Partie {
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

    /// Settles the standing deals loaded from where they start (the opening, or the base
    /// snapshot), and the settlement once closed (only when everything was loaded).
    /// Errors name the deal by its number in the party.
    pub fn run(&self, effective: &[Effective<'_>]) -> Result<crate::games::Run, ReplayError> {
        let facts: Vec<Value> = effective.iter().map(|e| e.facts.clone()).collect();
        erased(self.game).resume(
            self.game,
            &self.options,
            &self.players,
            self.base.as_ref().map(|b| &b.snapshot),
            &facts,
            true,
            self.closed() && self.base.is_none(),
        )
    }

    /// The snapshot in force for a deal (`None`: the opening), among those loaded.
    pub fn snapshot(&self, deal_id: Option<i32>) -> Option<&SnapshotRow> {
        self.snapshots.iter().rev().find(|s| s.deal_id == deal_id)
    }

    /// What [`tail`] reads for the entry of a new deal (`deal`, entered as
    /// `revision`, both just inserted), taken from these rows (the party as its last deal
    /// entry left it, kept by the writer: [`super::cache`]) and the new ones instead of
    /// the database. `None` when they do not hold all of it: the two standing deals before
    /// the new one reach below them, or the snapshot to start from is not among them or
    /// was computed by another engine (the caller then reads: [`tail`]).
    ///
    /// # Errors
    /// [`LedgerError::Corrupt`] when the snapshot to start from cannot be read.
    pub fn tail(
        &self,
        deal: DealRow,
        revision: RevisionRow,
    ) -> Result<Option<Partie>, LedgerError> {
        let from = deal.seq;
        if self.closed() {
            return Ok(None);
        }
        // The standing deals before `from`, nearest first, as [`standing_before`] finds
        // them: a deal whose latest revision deletes it does not stand.
        let mut before = Vec::with_capacity(2);
        for deal in self.deals.iter().rev().filter(|d| d.seq < from) {
            match self.latest_revision(deal.id) {
                None => return Ok(None),
                Some(r) if r.kind == REVISION_DELETED => {}
                Some(_) => before.push(deal),
            }
            if before.len() == 2 {
                break;
            }
        }
        let [start, base] = before[..] else {
            return Ok(None);
        };
        let current = erased(self.game).engine_version(self.game);
        let Some(base_row) = self
            .snapshot(Some(base.id))
            .filter(|s| s.engine_version == current)
        else {
            return Ok(None);
        };
        let Some(balances) = snapshot_balances(base_row)? else {
            return Ok(None);
        };
        let mut deals: Vec<DealRow> = self
            .deals
            .iter()
            .filter(|d| d.seq >= start.seq)
            .cloned()
            .collect();
        deals.push(deal);
        let of_deals = |deal: Option<i32>| deal.is_some_and(|id| deals.iter().any(|d| d.id == id));
        let entries: Vec<EntryRow> = self
            .entries
            .iter()
            .filter(|e| of_deals(e.deal_id))
            .cloned()
            .collect();
        let of_entries = |entry: i32| entries.iter().any(|e| e.id == entry);
        let rows = Rows {
            snapshots: self
                .snapshots
                .iter()
                .filter(|s| of_deals(s.deal_id))
                .cloned()
                .collect(),
            revisions: self
                .revisions
                .iter()
                .filter(|r| of_deals(Some(r.deal_id)))
                .cloned()
                .chain([revision])
                .collect(),
            transfers: self
                .transfers
                .iter()
                .filter(|t| of_entries(t.entry_id))
                .cloned()
                .collect(),
            deals,
            entries,
        };
        let base = Base {
            snapshot: snapshot_value(base_row)?,
            position: base_row.position,
            balances,
        };
        let head = Head {
            party: self.party.clone(),
            game: self.game,
            options: self.options.clone(),
            extra: self.extra.clone(),
            settings: self.settings.clone(),
            players: self.players.clone(),
            accounts: self.accounts.clone(),
        };
        Ok(Some(head.loaded(Some(base), self.last_entry, rows)))
    }

    /// What the table shows after the standing deals (`effective`, all of them): computed
    /// from the snapshot of the last one. A party without a snapshot computed by the
    /// engine as it now is (written before snapshots were kept, or by an older engine, and
    /// not written since) is replayed instead, and so is a game that shows past deals its
    /// snapshots do not keep ([`crate::games::ErasedGame::shows_past_deals`]).
    pub fn view(&self, effective: &[Effective<'_>]) -> Result<View, LedgerError> {
        match self.snapshot_view(effective.last().map(|e| e.deal.id)) {
            Some(view) => view,
            None => Ok(self.replay(effective)?.into_view()),
        }
    }

    /// What the table shows after the standing deal `last` (`None`: before the first),
    /// computed from its snapshot among those loaded; `None` when it has none computed by
    /// the engine as it now is, or the engine cannot read it (the deals must then be
    /// replayed: [`Partie::view`]). `None` too for a game that shows past deals its
    /// snapshots do not keep ([`crate::games::ErasedGame::shows_past_deals`]): what it
    /// shows of them comes from the deals replayed.
    pub fn snapshot_view(&self, last: Option<i32>) -> Option<Result<View, LedgerError>> {
        if erased(self.game).shows_past_deals(self.game) {
            return None;
        }
        self.table_view(last)
    }

    /// What the table shows now after the standing deal `last` (who deals, the round,
    /// what waits on the table, the next deal's form and events), computed from its
    /// snapshot among those loaded, for every game: what a deal entry needs. What it shows
    /// of past deals (their readings, a sheet, a per-deal report) is missing for a game
    /// whose snapshots do not keep them ([`Partie::snapshot_view`] is the whole view).
    /// `None` as for [`Partie::snapshot_view`] otherwise.
    pub fn table_view(&self, last: Option<i32>) -> Option<Result<View, LedgerError>> {
        let game = erased(self.game);
        let current = game.engine_version(self.game);
        let row = self
            .snapshot(last)
            .filter(|s| s.engine_version == current)?;
        let snapshot = match snapshot_value(row) {
            Ok(s) => s,
            Err(e) => return Some(Err(e)),
        };
        match game.view(
            self.game,
            &self.options,
            &self.players,
            &snapshot,
            last.is_some(),
            self.closed(),
        ) {
            Err(ReplayError::Snapshot(_)) => None,
            other => Some(other.map_err(|e| replay_error(e, |_| None))),
        }
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

    /// The transfers of one entry, in order. The rows are held in `(entry, position)`
    /// order (every load reads them so, and a writer appends its new entries' after,
    /// their ids being higher): the entry's are found by halving, not by a scan of the
    /// partie's payments for each entry.
    pub fn entry_transfers(&self, entry_id: i32) -> Result<Vec<Transfer>, LedgerError> {
        let start = self.transfers.partition_point(|t| t.entry_id < entry_id);
        self.transfers[start..]
            .iter()
            .take_while(|t| t.entry_id == entry_id)
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
                Some(EntryKind::Deal | EntryKind::Rescore) => {
                    Slot::Deal(e.deal_id.ok_or_else(|| {
                        LedgerError::corrupt(format!("deal entry {} names no deal", e.seq))
                    })?)
                }
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
        ReplayError::Snapshot(detail) => LedgerError::corrupt(format!("snapshot: {detail}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deals_far_apart_are_read_in_runs_of_their_own() {
        let every: Vec<i32> = (1..=100).collect();
        assert!(runs(&[], &every).is_empty());
        let recent: Vec<i32> = (90..=100).rev().collect();
        let mut ids = recent.clone();
        ids.push(5);
        assert_eq!(runs(&ids, &every), vec![vec![5], (90..=100).collect()]);
        // Two deals not wanted between: one run; three: apart.
        assert_eq!(
            runs(&[17, 10, 13, 10], &every),
            vec![vec![10, 13], vec![17]]
        );
        // Only the party's deals count, not the ids between (other parties' deals).
        assert_eq!(runs(&[10, 50], &[10, 50]), vec![vec![10, 50]]);
        let party = [10, 20, 30, 40, 50];
        assert_eq!(runs(&[10, 50], &party), vec![vec![10], vec![50]]);
    }
}
