//! The ledger: an append-only, double-entry journal of every payment of every party, with
//! the pots as accounts.
//!
//! The only public writers are [`open_party`], [`record_deal`] (and
//! [`record_deal_once`], under an idempotency key), [`correct_deal`],
//! [`delete_deal`], [`undo_last_deal`], [`restore_deal`], [`close_party`],
//! [`reopen_party`], [`import_parties`] and [`rescore_party`]. Each runs in one database
//! transaction ([`crate::db::write_transaction`]) and none updates or deletes a journal
//! entry, a transfer or a snapshot (the database refuses it too, by triggers).
//!
//! The ledger appends; it does not replay. Every standing deal has a snapshot: the game's
//! state after it, the pots, and the version of the engine that computed it. A writer
//! settles from the snapshot of the standing deal before the first deal it changes
//! (`reconcile_from`): a deal appended costs one settlement (two when the sitting's
//! last-record rule may change the previous entry), a correction of deal k re-settles
//! k..n. It compares each slot it settled (each deal; the opening and the settlement when
//! the partie is replayed whole) with the entry that stands for it, and appends a
//! reversal and a replacement for every slot whose payments changed ([`journal::plan`]),
//! and a snapshot for every deal whose state changed. A party written before snapshots
//! were kept, or by an older engine, is replayed once from the start first
//! (`rescore_in`): the engine's changes are posted as `rescore` entries. Balances and
//! pots are sums over the transfers ([`read`]); each snapshot also keeps what every
//! account holds after its deal, so that a write's answer reads the last one instead of
//! summing the partie ([`read::after_write`]); what the table shows next comes from the
//! last snapshot. The full replay is the checker (`tests/api/snapshots.rs`).

use chrono::Utc;
use diesel::prelude::*;
use serde_json::{Map, Value};

use std::sync::Arc;

use crate::db::models::{
    DealRow, NewAccount, NewDeal, NewEntry, NewIdempotency, NewParty, NewPlayer, NewRevision,
    NewSnapshot, NewTransfer, PartyRow, RevisionRow, SeatRow,
};
use crate::db::schema::{
    accounts, deal_revisions, deals, idempotency_keys, parties, party_settings, players, seats,
};
use crate::db::{write_transaction, DbConnection};
use crate::domain::{Account, Transfer};
use crate::games::{erased, DealError, GameId};

mod cache;
pub use cache::tails_taken;
mod closing;
mod error;
pub mod journal;
pub mod payments;
pub mod read;
mod store;

pub use closing::{
    all_parties, all_results, close_party, document_name, import_parties, parties_page,
    reopen_party, CLOSED_KEY,
};
pub use error::LedgerError;
pub use journal::{EntryKind, Posting, Slot};
pub use read::{party_key, watched_key};
pub use store::SettingChange;

use store::{Need, Partie, REVISION_CORRECTED, REVISION_DELETED, REVISION_ENTERED};

/// The longest player name accepted.
pub const MAX_NAME_CHARS: usize = 40;

/// The largest number (in absolute value) a deal's facts may hold: a score, a count of
/// points or of tricks. The books' largest is about a hundred; the bound keeps every sum
/// of a partie far from overflowing, so that no accepted deal can make a later one fail.
pub const MAX_FACT: i64 = 10_000;

/// The largest number (in absolute value) a party's options may hold (a stake, counters
/// brought to the table).
pub const MAX_OPTION: i64 = 100_000;

/// The facts of one deal: a JSON object, stored in its canonical form (compact, keys in
/// order), and its parsed value.
#[derive(Debug, Clone, PartialEq)]
pub struct Facts {
    text: String,
    value: Value,
}

impl Facts {
    /// Facts from JSON text (stored re-serialised: padding and spacing are not kept).
    ///
    /// # Errors
    /// [`LedgerError::Facts`] when the text is not a JSON object; [`LedgerError::Deal`]
    /// when a number in it is beyond [`MAX_FACT`].
    pub fn parse(text: &str) -> Result<Self, LedgerError> {
        let value: Value = serde_json::from_str(text).map_err(|e| {
            LedgerError::Facts(crate::msg!(
                "error-not-json",
                line = e.line(),
                column = e.column()
            ))
        })?;
        Self::from_value(value)
    }

    /// Facts from a JSON value (a form's assembled deal).
    ///
    /// # Errors
    /// As [`Facts::parse`].
    pub fn from_value(value: Value) -> Result<Self, LedgerError> {
        if !value.is_object() {
            return Err(LedgerError::Facts(crate::msg!("form-deal-json-not-object")));
        }
        check_numbers(&value, "", Bound::Fact)?;
        Ok(Facts {
            text: value.to_string(),
            value,
        })
    }

    /// The JSON text, canonical.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The parsed value.
    pub fn value(&self) -> &Value {
        &self.value
    }
}

/// Which bound [`check_numbers`] applies.
#[derive(Debug, Clone, Copy)]
enum Bound {
    /// [`MAX_FACT`].
    Fact,
    /// [`MAX_OPTION`].
    Option,
}

/// Checks that every number in `value` lies within its bound, naming the first that does
/// not by its path (`score.Pierre`); the error is on the field of the path's first key.
fn check_numbers(value: &Value, path: &str, bound: Bound) -> Result<(), LedgerError> {
    let max = match bound {
        Bound::Fact => MAX_FACT,
        Bound::Option => MAX_OPTION,
    };
    match value {
        Value::Number(n) => {
            let within = match (n.as_i64(), n.as_f64()) {
                (Some(i), _) => i.checked_abs().is_some_and(|a| a <= max),
                (None, Some(f)) => f.is_finite() && f.abs() <= max as f64,
                (None, None) => false,
            };
            if within {
                return Ok(());
            }
            let field = path.split(['.', '[']).next().unwrap_or(path);
            let (path, value) = (path.to_owned(), n.to_string());
            let detail = match bound {
                Bound::Fact => {
                    crate::msg!(
                        "error-fact-out-of-range",
                        field = path,
                        value = value,
                        max = max
                    )
                }
                Bound::Option => {
                    crate::msg!(
                        "error-option-out-of-range",
                        field = path,
                        value = value,
                        max = max
                    )
                }
            };
            Err(LedgerError::table(DealError::invalid(field, detail)))
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .try_for_each(|(i, v)| check_numbers(v, &format!("{path}[{i}]"), bound)),
        Value::Object(map) => map.iter().try_for_each(|(k, v)| {
            let path = if path.is_empty() {
                k.clone()
            } else {
                format!("{path}.{k}")
            };
            check_numbers(v, &path, bound)
        }),
        _ => Ok(()),
    }
}

/// A new party: the game, its options (absent keys take the game's defaults), the players
/// in seating order (`players[0]` deals first), and any other fields of an imported partie
/// document (kept and exported again).
#[derive(Debug, Clone)]
pub struct NewPartie {
    /// The game.
    pub game: GameId,
    /// The options (`null` for the defaults).
    pub options: Value,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// Other fields of an imported document (`id`, `source`...).
    pub extra: Map<String, Value>,
}

/// A party just opened: its internal key (what the writers and read models take) and its
/// public id (what URLs and exports show).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened {
    /// The internal key.
    pub key: i32,
    /// The unguessable public id.
    pub id: String,
}

/// What a write appended.
#[derive(Debug, Clone)]
pub struct Written {
    /// The party.
    pub party: i32,
    /// The deal written (its number in the party), if the write was about a deal.
    pub deal: Option<i32>,
    /// The deal's new revision number.
    pub revision: Option<i32>,
    /// The `seq` of every journal entry appended, in order.
    pub entries: Vec<i32>,
    /// The rows the write read and appended (a deal entered, corrected or deleted): its
    /// answer is made from them ([`Written::summary`]) off the writer's thread.
    made: Option<Made>,
}

/// The party as a write left it, held for the write's answer.
#[derive(Debug, Clone)]
struct Made {
    /// The rows read and appended ([`Posted::after`]).
    after: Arc<Partie>,
    /// What every account holds after the last standing deal.
    balances: store::Balances,
}

impl Written {
    /// What the write's answer shows (`read::summary`), made from the rows the write
    /// read and appended, without reading again; `None` when they do not hold all of it
    /// (the write was not about a deal, the party was re-scored first, is closed, or an
    /// entry reverses one not read): the answer is then read back ([`read::answer`]).
    ///
    /// # Errors
    /// [`LedgerError::Corrupt`] when the rows do not add up.
    pub fn summary(&self) -> Result<Option<read::WriteSummary>, LedgerError> {
        let Some(made) = &self.made else {
            return Ok(None);
        };
        let after = &made.after;
        let held = |id: i32| after.entries.iter().any(|e| e.id == id);
        let reversed_elsewhere = after
            .entries
            .iter()
            .filter_map(|e| e.reverses_entry_id)
            .any(|r| !held(r));
        if after.closed() || reversed_elsewhere {
            return Ok(None);
        }
        let net = store::net_by_id(&after.accounts, &made.balances)?;
        read::summary(after, &net, self).map(Some)
    }
}

/// What a deal would pay, computed without storing anything.
#[derive(Debug, Clone, PartialEq)]
pub struct Preview {
    /// The deal's payments.
    pub transfers: Vec<Transfer>,
    /// Each player's balance after it, in seating order.
    pub balances: Vec<i64>,
    /// What each pot would hold after it, by key.
    pub pots: std::collections::BTreeMap<String, i64>,
    /// What the table would show after it (the game's reading of each deal, its report).
    pub view: crate::games::View,
    /// The deal's index among the standing deals (0-based): where the game's per-deal
    /// report entries (`deal_details`...) hold it.
    pub position: usize,
}

/// Checks a player's name: 1 to 40 characters, no surrounding spaces, no control
/// characters.
///
/// # Errors
/// [`DealError::Invalid`] on the `players` field.
pub fn check_player_name(name: &str) -> Result<(), DealError> {
    let chars = name.chars().count();
    if chars == 0 || name.trim().is_empty() {
        Err(DealError::invalid(
            "players",
            crate::msg!("error-player-no-name"),
        ))
    } else if name.trim() != name {
        Err(DealError::invalid(
            "players",
            crate::msg!("error-player-spaces", player = name),
        ))
    } else if chars > MAX_NAME_CHARS {
        Err(DealError::invalid(
            "players",
            crate::msg!("error-player-too-long", player = name, max = MAX_NAME_CHARS),
        ))
    } else if name.chars().any(char::is_control) {
        Err(DealError::invalid(
            "players",
            crate::msg!("error-player-control", player = format!("{name:?}")),
        ))
    } else {
        Ok(())
    }
}

/// A ledger write other than a deal's entry: [`write_transaction`], then the tails the
/// writer keeps are forgotten ([`cache::forget`]): what it changed (a deal corrected or
/// deleted, a setting, a closing) is not in them. A deal's entry keeps its party's tail
/// up to date instead ([`record_deal_in`]).
pub(crate) fn write<T, F>(conn: &mut DbConnection, f: F) -> Result<T, LedgerError>
where
    F: FnOnce(&mut DbConnection) -> Result<T, LedgerError>,
{
    let written = write_transaction(conn, f);
    cache::forget();
    written
}

/// Opens a party: checks the options and the seating against the game, stores the party,
/// its seats and accounts (one per player, one per pot the game declares, and the carried
/// account), and posts the opening entry if the options bring counters to the table.
/// Returns its key and its new public id (a spectator token is drawn too).
///
/// # Errors
/// [`LedgerError::Deal`] (without a deal number) for options or players the game refuses;
/// [`LedgerError::Db`].
#[tracing::instrument(skip_all, fields(game = %new.game))]
pub fn open_party(conn: &mut DbConnection, new: &NewPartie) -> Result<Opened, LedgerError> {
    write(conn, |conn| open_party_in(conn, new))
}

/// [`open_party`] inside the caller's transaction.
fn open_party_in(conn: &mut DbConnection, new: &NewPartie) -> Result<Opened, LedgerError> {
    crate::domain::Rate::from_settings(&new.extra)?;
    check_numbers(&new.options, "", Bound::Option)?;
    for name in &new.players {
        check_player_name(name).map_err(LedgerError::table)?;
    }
    let game = erased(new.game);
    let options = game
        .normalise_options(&new.options)
        .map_err(LedgerError::table)?;
    let replay = game
        .replay(new.game, &options, &new.players, &[], false)
        .map_err(|e| store::replay_error(e, |_| None))?;
    let options_json = options.to_string();
    let extra_json = Value::Object(new.extra.clone()).to_string();
    let public_id = crate::secret::token().map_err(|e| LedgerError::NoRandomness(e.to_string()))?;
    let watch_token =
        crate::secret::token().map_err(|e| LedgerError::NoRandomness(e.to_string()))?;
    {
        let now = Utc::now().naive_utc();
        let party_id: i32 = crate::insert_id!(
            conn,
            parties,
            NewParty {
                game_id: new.game.slug(),
                options_json: &options_json,
                extra_json: &extra_json,
                opened_at: now,
                public_id: &public_id,
                watch_token: &watch_token,
            }
        )?;
        for (seat_no, name) in (0..).zip(&new.players) {
            let player_id = player_id(conn, name, now)?;
            diesel::insert_into(seats::table)
                .values(SeatRow {
                    party_id,
                    seat_no,
                    player_id,
                })
                .execute(conn)?;
            diesel::insert_into(accounts::table)
                .values(NewAccount {
                    party_id,
                    kind: "player",
                    seat_no: Some(seat_no),
                    pot_key: None,
                })
                .execute(conn)?;
        }
        for pot in &replay.pots {
            diesel::insert_into(accounts::table)
                .values(NewAccount {
                    party_id,
                    kind: "pot",
                    seat_no: None,
                    pot_key: Some(pot.as_str()),
                })
                .execute(conn)?;
        }
        diesel::insert_into(accounts::table)
            .values(NewAccount {
                party_id,
                kind: "carried",
                seat_no: None,
                pot_key: None,
            })
            .execute(conn)?;
        settle_all(conn, party_id)?;
        tracing::info!(party_id, "party opened");
        Ok(Opened {
            key: party_id,
            id: public_id,
        })
    }
}

fn player_id(
    conn: &mut DbConnection,
    name: &str,
    now: chrono::NaiveDateTime,
) -> Result<i32, LedgerError> {
    let found: Option<i32> = players::table
        .filter(players::name.eq(name))
        .select(players::id)
        .first(conn)
        .optional()?;
    match found {
        Some(id) => Ok(id),
        None => Ok(crate::insert_id!(
            conn,
            players,
            NewPlayer {
                name,
                created_at: now,
            }
        )?),
    }
}

/// Records the next deal of a party: stores the facts as revision 1 of a new deal and
/// posts its payments. With `expected`, the deal must get that number: an entry made on a
/// device that has not seen the deal entered meanwhile on another is refused.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::Closed`], [`LedgerError::StaleDeal`],
/// [`LedgerError::Deal`] (with the new deal's number) when the engine refuses the facts;
/// nothing is stored then.
#[tracing::instrument(skip_all, fields(party_id))]
pub fn record_deal(
    conn: &mut DbConnection,
    party_id: i32,
    facts: &Facts,
    expected: Option<i32>,
) -> Result<Written, LedgerError> {
    write_transaction(conn, |conn| record_deal_in(conn, party_id, facts, expected))
}

/// What a deal entry sent with an idempotency key answered, kept to answer its repeats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The HTTP status.
    pub status: u16,
    /// The body (for a page: where it sends the browser).
    pub body: String,
}

/// The longest idempotency key accepted.
pub const MAX_KEY_CHARS: usize = 200;

/// [`record_deal`] under an idempotency key: the first entry with `key` in the party
/// records the deal and keeps `answer`'s answer (computed inside the write, so that the
/// two are stored together); a repeat (same key, same facts) records nothing and returns
/// the answer kept. Concurrent repeats queue on the party's lock, and the key's unique
/// constraint refuses a second row in any case.
///
/// # Errors
/// [`LedgerError::BadKey`] for an empty, over-long or non-printable key;
/// [`LedgerError::KeyReused`] when the key came with other facts; as [`record_deal`].
#[tracing::instrument(skip_all, fields(party_id))]
pub fn record_deal_once<F>(
    conn: &mut DbConnection,
    party_id: i32,
    key: &str,
    facts: &Facts,
    expected: Option<i32>,
    answer: F,
) -> Result<Answer, LedgerError>
where
    F: FnOnce(&mut DbConnection, Written) -> Result<Answer, LedgerError>,
{
    if key.is_empty()
        || key.chars().count() > MAX_KEY_CHARS
        || !key.chars().all(|c| c.is_ascii_graphic())
    {
        return Err(LedgerError::BadKey);
    }
    write_transaction(conn, |conn| {
        store::lock_party(conn, party_id)?;
        let kept: Option<(String, i32, String)> = idempotency_keys::table
            .filter(
                idempotency_keys::party_id
                    .eq(party_id)
                    .and(idempotency_keys::key.eq(key)),
            )
            .select((
                idempotency_keys::request,
                idempotency_keys::status,
                idempotency_keys::response,
            ))
            .first(conn)
            .optional()?;
        if let Some((request, status, body)) = kept {
            if request != facts.text() {
                return Err(LedgerError::KeyReused);
            }
            tracing::info!(party_id, "repeated entry answered again");
            return Ok(Answer {
                status: u16::try_from(status).map_err(|_| LedgerError::corrupt("a kept status"))?,
                body,
            });
        }
        let written = record_deal_in(conn, party_id, facts, expected)?;
        let first = answer(conn, written)?;
        diesel::insert_into(idempotency_keys::table)
            .values(NewIdempotency {
                party_id,
                key,
                request: facts.text(),
                status: i32::from(first.status),
                response: &first.body,
                created_at: Utc::now().naive_utc(),
            })
            .execute(conn)?;
        Ok(first)
    })
}

/// [`record_deal`] inside the caller's transaction. On the SQLite writer's thread, the
/// party's tail kept from its last entry ([`cache`]) stands for the rows that entry
/// read and wrote: the party's row, its last deal's number and the rows to settle from
/// are not read again; the tail this entry leaves is kept for the next.
fn record_deal_in(
    conn: &mut DbConnection,
    party_id: i32,
    facts: &Facts,
    expected: Option<i32>,
) -> Result<Written, LedgerError> {
    store::lock_party(conn, party_id)?;
    let kept = cache::take(party_id);
    let party = match &kept {
        Some(tail) => tail.party.clone(),
        None => store::load_party_row(conn, party_id)?,
    };
    if party.closed_at.is_some() {
        return Err(LedgerError::Closed(party_id));
    }
    let last: Option<i32> = match &kept {
        Some(tail) => tail.deals.last().map(|d| d.seq),
        None => crate::native!(conn, |c| deals::table
            .filter(deals::party_id.eq(party_id))
            .select(diesel::dsl::max(deals::seq))
            .first(c))?,
    };
    let seq = last
        .unwrap_or(0)
        .checked_add(1)
        .ok_or(LedgerError::Conflict)?;
    if let Some(expected) = expected.filter(|e| *e != seq) {
        return Err(LedgerError::StaleDeal {
            party: party_id,
            expected,
            next: seq,
        });
    }
    // A tail is kept only by a write of this engine: the party is current.
    let mut entries = match &kept {
        Some(_) => Vec::new(),
        None => rescore_row(conn, &party)?,
    };
    // To the microsecond, as PostgreSQL keeps it (the rows are kept in memory too).
    let now = chrono::SubsecRound::trunc_subsecs(Utc::now().naive_utc(), 6);
    let new_deal = NewDeal {
        party_id,
        seq,
        created_at: now,
    };
    let deal_id: i32 = crate::insert_id!(conn, deals, &new_deal)?;
    let revision_id = insert_revision(conn, deal_id, 1, REVISION_ENTERED, Some(facts), now)?;
    let rescored = !entries.is_empty();
    let tail = match kept {
        Some(tail) => tail.tail(
            new_deal.stored(deal_id),
            RevisionRow {
                id: revision_id,
                deal_id,
                revision: 1,
                kind: REVISION_ENTERED.to_owned(),
                facts_json: Some(facts.text().to_owned()),
                created_at: now,
            },
        )?,
        None => None,
    };
    let posted = match tail {
        Some(loaded) => post(conn, &loaded, Some(revision_id), None)?,
        None => reconcile_from(conn, party, seq, Some(revision_id))?,
    };
    entries.extend(posted.appended.iter().copied());
    tracing::info!(party_id, deal = seq, "deal recorded");
    let mut written = Written {
        party: party_id,
        deal: Some(seq),
        revision: Some(1),
        entries,
        made: None,
    };
    if !rescored {
        cache::keep(posted.after.clone());
        written.made = Some(Made {
            after: posted.after,
            balances: posted.balances,
        });
    }
    Ok(written)
}

/// Changes one of an open party's settings (`money`: what a counter is worth) from now
/// on. The change is a new row; the opening value and every earlier change are kept
/// ([`read::PartieView::setting_changes`]). `value` is stored as given (the caller
/// checks it: [`crate::domain::Rate::from_settings`] for `money`).
///
/// # Errors
/// [`LedgerError::PartyNotFound`]; [`LedgerError::Closed`]: a closed party's settlement
/// was made at the rate then in force, re-open it first.
#[tracing::instrument(skip_all, fields(party_id, key))]
pub fn change_setting(
    conn: &mut DbConnection,
    party_id: i32,
    key: &str,
    value: &Value,
) -> Result<i32, LedgerError> {
    write(conn, |conn| {
        store::lock_party(conn, party_id)?;
        let party = store::load_party_row(conn, party_id)?;
        if party.closed_at.is_some() {
            return Err(LedgerError::Closed(party_id));
        }
        let last: Option<i32> = party_settings::table
            .filter(party_settings::party_id.eq(party_id))
            .select(diesel::dsl::max(party_settings::seq))
            .first(conn)?;
        let seq = last
            .unwrap_or(0)
            .checked_add(1)
            .ok_or(LedgerError::Conflict)?;
        diesel::insert_into(party_settings::table)
            .values(crate::db::models::SettingRow {
                party_id,
                seq,
                key: key.to_owned(),
                value_json: value.to_string(),
                created_at: Utc::now().naive_utc(),
            })
            .execute(conn)?;
        tracing::info!(party_id, key, seq, "setting changed");
        Ok(seq)
    })
}

/// Corrects deal `deal` of a party: stores `facts` as its next revision, replays the party
/// and appends a reversal and a replacement for every deal whose payments changed (later
/// deals too: what carries over may have changed). With `replaces`, the correction names
/// the revision it replaces: if the deal was revised meanwhile, it is refused.
///
/// # Errors
/// [`LedgerError::DealNotFound`] (also for a deleted deal), [`LedgerError::Closed`],
/// [`LedgerError::StaleRevision`], [`LedgerError::Deal`] naming the deal the engine
/// refuses; nothing is stored then.
#[tracing::instrument(skip_all, fields(party_id, deal))]
pub fn correct_deal(
    conn: &mut DbConnection,
    party_id: i32,
    deal: i32,
    facts: &Facts,
    replaces: Option<i32>,
) -> Result<Written, LedgerError> {
    revise(conn, party_id, deal, Some(facts), replaces)
}

/// Deletes deal `deal` of a party: stores a deletion as its next revision, reverses its
/// entry, and re-scores the deals after it. `replaces` as for [`correct_deal`].
///
/// # Errors
/// As [`correct_deal`].
#[tracing::instrument(skip_all, fields(party_id, deal))]
pub fn delete_deal(
    conn: &mut DbConnection,
    party_id: i32,
    deal: i32,
    replaces: Option<i32>,
) -> Result<Written, LedgerError> {
    revise(conn, party_id, deal, None, replaces)
}

/// Undoes the last standing deal of a party (the one with the highest number): a
/// deletion, as [`delete_deal`], in one step. Returns what was written (its `deal` is the
/// number deleted, which [`restore_deal`] puts back).
///
/// # Errors
/// [`LedgerError::NothingToUndo`] when no deal stands; as [`delete_deal`] otherwise.
#[tracing::instrument(skip_all, fields(party_id))]
pub fn undo_last_deal(conn: &mut DbConnection, party_id: i32) -> Result<Written, LedgerError> {
    write(conn, |conn| {
        store::lock_party(conn, party_id)?;
        store::load_party_row(conn, party_id)?;
        let last = store::standing_before(conn, party_id, i32::MAX, 1)?
            .first()
            .map(|(_, seq)| *seq)
            .ok_or(LedgerError::NothingToUndo(party_id))?;
        revise_in(conn, party_id, last, None, None, false)
    })
}

/// Puts back deleted deal `deal` under its own number: a new revision re-recording the
/// facts it last stood with (journaled as a correction: its entry is posted again and the
/// deals after it re-scored).
///
/// # Errors
/// [`LedgerError::DealNotFound`] for a number never used, [`LedgerError::NotDeleted`] for
/// a deal that stands, [`LedgerError::Closed`], [`LedgerError::Deal`] when the deals no
/// longer score with it back; nothing is stored then.
#[tracing::instrument(skip_all, fields(party_id, deal))]
pub fn restore_deal(
    conn: &mut DbConnection,
    party_id: i32,
    deal: i32,
) -> Result<Written, LedgerError> {
    write(conn, |conn| {
        store::lock_party(conn, party_id)?;
        let not_found = LedgerError::DealNotFound {
            party: party_id,
            deal,
        };
        let deal_id: i32 = deals::table
            .filter(deals::party_id.eq(party_id).and(deals::seq.eq(deal)))
            .select(deals::id)
            .first(conn)
            .optional()?
            .ok_or(not_found)?;
        let facts: Vec<Option<String>> = deal_revisions::table
            .filter(deal_revisions::deal_id.eq(deal_id))
            .order(deal_revisions::revision.desc())
            .select(deal_revisions::facts_json)
            .load(conn)?;
        if facts.first().is_some_and(Option::is_some) {
            return Err(LedgerError::NotDeleted {
                party: party_id,
                deal,
            });
        }
        let last = facts
            .into_iter()
            .flatten()
            .next()
            .ok_or_else(|| LedgerError::corrupt(format!("deal {deal} never had facts")))?;
        let facts = Facts::parse(&last)?;
        revise_in(conn, party_id, deal, Some(&facts), None, true)
    })
}

fn revise(
    conn: &mut DbConnection,
    party_id: i32,
    seq: i32,
    facts: Option<&Facts>,
    replaces: Option<i32>,
) -> Result<Written, LedgerError> {
    write(conn, |conn| {
        store::lock_party(conn, party_id)?;
        revise_in(conn, party_id, seq, facts, replaces, false)
    })
}

/// A new revision of deal `seq` (`facts`, or a deletion), inside the caller's transaction,
/// refused when `replaces` names another revision than the standing one. A deleted deal
/// takes a revision only when `restore` puts it back (and a standing one only when it
/// does not).
fn revise_in(
    conn: &mut DbConnection,
    party_id: i32,
    seq: i32,
    facts: Option<&Facts>,
    replaces: Option<i32>,
    restore: bool,
) -> Result<Written, LedgerError> {
    {
        let party = store::load_party_row(conn, party_id)?;
        if party.closed_at.is_some() {
            return Err(LedgerError::Closed(party_id));
        }
        let not_found = LedgerError::DealNotFound {
            party: party_id,
            deal: seq,
        };
        let deal_id: i32 = deals::table
            .filter(deals::party_id.eq(party_id).and(deals::seq.eq(seq)))
            .select(deals::id)
            .first(conn)
            .optional()?
            .ok_or(not_found)?;
        let (last, last_kind, last_facts): (i32, String, Option<String>) = deal_revisions::table
            .filter(deal_revisions::deal_id.eq(deal_id))
            .order(deal_revisions::revision.desc())
            .select((
                deal_revisions::revision,
                deal_revisions::kind,
                deal_revisions::facts_json,
            ))
            .first(conn)?;
        let deleted = last_kind == REVISION_DELETED || last_facts.is_none();
        if deleted != restore {
            return Err(LedgerError::DealNotFound {
                party: party_id,
                deal: seq,
            });
        }
        if let Some(expected) = replaces.filter(|r| *r != last) {
            return Err(LedgerError::StaleRevision {
                party: party_id,
                deal: seq,
                expected,
                current: last,
            });
        }
        let revision = last.checked_add(1).ok_or(LedgerError::Conflict)?;
        let kind = if facts.is_some() {
            REVISION_CORRECTED
        } else {
            REVISION_DELETED
        };
        let mut entries = rescore_row(conn, &party)?;
        let rescored = !entries.is_empty();
        let now = Utc::now().naive_utc();
        let revision_id = insert_revision(conn, deal_id, revision, kind, facts, now)?;
        let posted = reconcile_from(conn, party, seq, Some(revision_id))?;
        entries.extend(posted.appended.iter().copied());
        tracing::info!(party_id, deal = seq, revision, kind, "deal revised");
        let mut written = Written {
            party: party_id,
            deal: Some(seq),
            revision: Some(revision),
            entries,
            made: None,
        };
        if !rescored {
            written.made = Some(Made {
                after: posted.after,
                balances: posted.balances,
            });
        }
        Ok(written)
    }
}

fn insert_revision(
    conn: &mut DbConnection,
    deal_id: i32,
    revision: i32,
    kind: &str,
    facts: Option<&Facts>,
    now: chrono::NaiveDateTime,
) -> Result<i32, LedgerError> {
    Ok(crate::insert_id!(
        conn,
        deal_revisions,
        NewRevision {
            deal_id,
            revision,
            kind,
            facts_json: facts.map(Facts::text),
            created_at: now,
        }
    )?)
}

/// Brings the whole journal of a party in line with the replay of its standing deals (and
/// its settlement once `parties.closed_at` is set), after re-scoring it if its engine
/// changed ([`rescore_in`]): appends a reversal and a replacement for every slot whose
/// payments changed, a first entry for a new slot, a reversal for a dropped one. Must run
/// inside the writer's transaction. Returns the `seq` of each entry appended. A writer
/// that closes a party sets `closed_at` and then calls this. This replays the partie from
/// the start: only the rare writers use it (open, import, close, re-open); a deal entered
/// or revised reconciles from that deal on ([`reconcile_from`]).
///
/// # Errors
/// [`LedgerError::Deal`] when the replay refuses a deal (the caller's transaction then
/// rolls back), [`LedgerError::Db`].
pub(crate) fn reconcile(
    conn: &mut DbConnection,
    party_id: i32,
    cause_revision_id: Option<i32>,
) -> Result<Vec<i32>, LedgerError> {
    let mut appended = rescore_in(conn, party_id)?;
    let loaded = store::load(conn, party_id, Need::Whole)?;
    appended.extend(post(conn, &loaded, cause_revision_id, None)?.appended);
    Ok(appended)
}

/// Brings the journal of a party in line from deal `from` on (the deal just entered,
/// corrected, deleted or restored), settling from the snapshot of the standing deal
/// before it ([`store::Need::Tail`]): what it reads and computes grows with the deals from
/// `from` to the end, not with the partie. Call [`rescore_in`] before storing the
/// revision. Falls back to the whole partie when no snapshot stands to start from.
///
/// # Errors
/// As [`reconcile`].
fn reconcile_from(
    conn: &mut DbConnection,
    party: PartyRow,
    from: i32,
    cause_revision_id: Option<i32>,
) -> Result<Posted, LedgerError> {
    let party_id = party.id;
    let loaded = store::load(conn, party_id, Need::Tail { party, from })?;
    post(conn, &loaded, cause_revision_id, None)
}

/// Re-scores one party if an older engine computed it (`rescore_in`, in its own
/// transaction): returns what was appended (nothing when the party is current). A closed
/// party is re-scored too (its settlement with it): the engine's change is not a deal's.
///
/// # Errors
/// [`LedgerError::PartyNotFound`], [`LedgerError::Deal`] when the engine now refuses a
/// stored deal (nothing is stored then), [`LedgerError::Db`].
#[tracing::instrument(skip_all, fields(party_id))]
pub fn rescore_party(conn: &mut DbConnection, party_id: i32) -> Result<Written, LedgerError> {
    write(conn, |conn| {
        store::lock_party(conn, party_id)?;
        let entries = rescore_in(conn, party_id)?;
        Ok(Written {
            party: party_id,
            deal: None,
            revision: None,
            entries,
            made: None,
        })
    })
}

/// One party [`rescore_all`] changed or could not re-score: its public id, and the
/// entries appended or why the engine refused it.
pub type Rescored = (String, Result<Vec<read::JournalLine>, LedgerError>);

/// Re-scores every party an older engine computed ([`rescore_party`]), each in its own
/// transaction, and returns, for each party that changed, its public id and the entries
/// appended. A party the engine now refuses is reported and left as it was.
///
/// # Errors
/// [`LedgerError::Db`] when the parties cannot be listed.
pub fn rescore_all(conn: &mut DbConnection) -> Result<Vec<Rescored>, LedgerError> {
    let ids: Vec<(i32, String)> = parties::table
        .order(parties::id.asc())
        .select((parties::id, parties::public_id))
        .load(conn)?;
    let mut out = Vec::new();
    for (id, public_id) in ids {
        match rescore_party(conn, id) {
            Ok(written) if written.entries.is_empty() => {}
            Ok(written) => {
                let lines = read::after_write(conn, id, &written).map(|w| w.entries);
                out.push((public_id, lines));
            }
            Err(e) => out.push((public_id, Err(e))),
        }
    }
    Ok(out)
}

/// Posts every slot of a party just created (opened or imported), from the opening,
/// and writes its snapshots.
///
/// # Errors
/// As [`reconcile`].
pub(crate) fn settle_all(conn: &mut DbConnection, party_id: i32) -> Result<Vec<i32>, LedgerError> {
    let loaded = store::load(conn, party_id, Need::Whole)?;
    Ok(post(conn, &loaded, None, None)?.appended)
}

/// Re-scores a party whose entries an older engine computed, before any other write to
/// it: when its newest snapshot was written by another version of the game's engine, or
/// it has none (a party written before snapshots were kept: it is replayed once, which
/// writes them), the partie is replayed from the start and every slot whose payments
/// changed gets a reversal and a `rescore` entry naming the cause ("engine of quadrille
/// v1 -> v2"), never a deal's revision. Returns the `seq` of each entry appended (none
/// when the party is current).
///
/// # Errors
/// [`LedgerError::Deal`] when the engine now refuses a stored deal; [`LedgerError::Db`].
pub(crate) fn rescore_in(conn: &mut DbConnection, party_id: i32) -> Result<Vec<i32>, LedgerError> {
    let party = store::load_party_row(conn, party_id)?;
    rescore_row(conn, &party)
}

/// [`rescore_in`] for the party row just read.
fn rescore_row(conn: &mut DbConnection, party: &PartyRow) -> Result<Vec<i32>, LedgerError> {
    let party_id = party.id;
    let game: GameId = party.game_id.parse()?;
    if store::snapshots_current(conn, party_id, game)? {
        return Ok(Vec::new());
    }
    let newest: Option<i32> = crate::native!(conn, |c| crate::db::schema::snapshots::table
        .filter(crate::db::schema::snapshots::party_id.eq(party_id))
        .order(crate::db::schema::snapshots::id.desc())
        .select(crate::db::schema::snapshots::engine_version)
        .first(c))
    .optional()?;
    let note = format!(
        "engine of {} v{} -> v{}",
        game.slug(),
        newest.unwrap_or(1),
        erased(game).engine_version(game)
    );
    let loaded = store::load(conn, party_id, Need::Whole)?;
    let appended = post(conn, &loaded, None, Some(&note))?.appended;
    if !appended.is_empty() {
        tracing::info!(party_id, entries = ?appended, cause = %note, "party re-scored");
    }
    Ok(appended)
}

/// What [`post`] appended, and the party as it stands after it.
struct Posted {
    /// The `seq` of each entry appended, in order.
    appended: Vec<i32>,
    /// The rows read, with the entries, payments, accounts and snapshots appended: what a
    /// write's answer shows is made from them without reading again
    /// ([`read::summary`]).
    after: Arc<Partie>,
    /// What every account holds after the last standing deal.
    balances: store::Balances,
}

/// Settles what `loaded` holds (from the opening, or from its base snapshot), appends
/// the postings that bring its slots in line ([`journal::plan`]) and the snapshots that
/// changed. With `note` (a re-scoring), a deal's replacement is a `rescore` entry.
fn post(
    conn: &mut DbConnection,
    loaded: &Partie,
    cause_revision_id: Option<i32>,
    note: Option<&str>,
) -> Result<Posted, LedgerError> {
    let effective = loaded.effective()?;
    let run = loaded
        .run(&effective)
        .map_err(|e| store::replay_error(e, |i| effective.get(i).map(|e| e.deal.seq)))?;

    let mut expected = Vec::new();
    if let Some((opening, _)) = run.opening.as_ref().filter(|(t, _)| !t.is_empty()) {
        expected.push((Slot::Opening, opening.clone()));
    }
    for (e, transfers) in effective.iter().zip(&run.deals) {
        expected.push((Slot::Deal(e.deal.id), transfers.clone()));
    }
    if let Some(closing) = &run.closing {
        expected.push((Slot::Settlement, closing.clone()));
    }
    let standing = loaded.standing()?;
    let postings = journal::plan(&expected, &standing);

    let version = erased(loaded.game).engine_version(loaded.game);
    let mut seq = loaded.last_entry;
    let mut appended = Vec::with_capacity(postings.len());
    // The party as it stands after the write: the rows read, and those appended.
    let mut stands = loaded.clone();
    // To the microsecond, as PostgreSQL keeps it: the rows appended are also held in
    // memory for the write's answer ([`Posted::after`]), which must show what is stored.
    let now = chrono::SubsecRound::trunc_subsecs(Utc::now().naive_utc(), 6);
    for posting in postings {
        seq = seq.checked_add(1).ok_or(LedgerError::Conflict)?;
        let (slot, kind, reverses, transfers) = match &posting {
            Posting::Reverse {
                slot,
                entry_id,
                transfers,
            } => {
                // Cancelling the settlement of a party no longer closed is its re-opening.
                let kind = if *slot == Slot::Settlement && !loaded.closed() {
                    EntryKind::Reopening
                } else {
                    EntryKind::Reversal
                };
                (*slot, kind, Some(*entry_id), transfers)
            }
            Posting::Post { slot, transfers } => {
                let kind = match slot {
                    Slot::Deal(_) if note.is_some() => EntryKind::Rescore,
                    other => other.entry_kind(),
                };
                (*slot, kind, None, transfers)
            }
        };
        let (deal_id, deal_revision_id) = match (slot, reverses) {
            (Slot::Deal(deal_id), Some(reversed)) => (
                Some(deal_id),
                loaded
                    .entries
                    .iter()
                    .find(|e| e.id == reversed)
                    .and_then(|e| e.deal_revision_id),
            ),
            (Slot::Deal(deal_id), None) => (
                Some(deal_id),
                effective
                    .iter()
                    .find(|e| e.deal.id == deal_id)
                    .map(|e| e.revision.id),
            ),
            _ => (None, None),
        };
        let entry = NewEntry {
            party_id: loaded.id(),
            seq,
            kind: kind.code(),
            deal_id,
            deal_revision_id,
            reverses_entry_id: reverses,
            cause_revision_id,
            created_at: now,
            engine_version: Some(version),
            cause_note: note,
        };
        let entry_id: i32 = crate::insert_id!(conn, journal_entries, &entry)?;
        stands.entries.push(entry.stored(entry_id));
        let mut rows = Vec::with_capacity(transfers.len());
        for (position, t) in (0..).zip(transfers) {
            rows.push(NewTransfer {
                entry_id,
                position,
                from_account_id: account_id(conn, &mut stands, &t.from)?,
                to_account_id: account_id(conn, &mut stands, &t.to)?,
                amount: t.amount,
                reason: t.reason.as_str(),
            });
        }
        let ids: Vec<i32> = crate::insert_ids!(conn, transfers, &rows)?;
        for (row, id) in rows.iter().zip(ids) {
            stands.transfers.push(row.stored(id));
        }
        appended.push(seq);
    }
    stands.last_entry = seq;

    // The snapshots that changed (or are missing): the opening's when the run started
    // there, then every standing deal's, each with what every account holds after it
    // (its payments now stand as settled: `plan` brought the slots in line).
    let base_position = loaded.base.as_ref().map_or(0, |b| b.position);
    let mut balances = loaded
        .base
        .as_ref()
        .map(|b| b.balances.clone())
        .unwrap_or_default();
    let seats = loaded.players.len();
    let mut snaps: Vec<(Option<i32>, i32, &crate::games::Snapshot, String)> = Vec::new();
    if let Some((transfers, after)) = &run.opening {
        store::add_transfers(&mut balances, transfers)?;
        snaps.push((None, 0, after, store::balances_json(&balances, seats)?));
    }
    for (i, ((e, after), transfers)) in (1..).zip(effective.iter().zip(&run.after).zip(&run.deals))
    {
        let position = base_position.checked_add(i).ok_or(LedgerError::Conflict)?;
        store::add_transfers(&mut balances, transfers)?;
        let json = store::balances_json(&balances, seats)?;
        snaps.push((Some(e.deal.id), position, after, json));
    }
    for (deal_id, position, after, balances_json) in snaps {
        let state_json = after.state.to_string();
        let pots: std::collections::BTreeMap<&str, i64> =
            after.pots.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let pots_json =
            serde_json::to_string(&pots).map_err(|e| LedgerError::corrupt(format!("pots: {e}")))?;
        let same = loaded.snapshot(deal_id).is_some_and(|s| {
            s.position == position
                && s.engine_version == version
                && s.state_json == state_json
                && s.pots_json == pots_json
                && s.balances_json.as_deref() == Some(balances_json.as_str())
        });
        if !same {
            let snapshot = NewSnapshot {
                party_id: loaded.id(),
                deal_id,
                position,
                state_json: &state_json,
                pots_json: &pots_json,
                engine_version: version,
                created_at: now,
                balances_json: Some(&balances_json),
            };
            let id: i32 = crate::insert_id!(conn, snapshots, &snapshot)?;
            stands.snapshots.push(snapshot.stored(id));
        }
    }
    Ok(Posted {
        appended,
        after: Arc::new(stands),
        balances,
    })
}

/// The id of an account of the party, created if the game declares it only now.
fn account_id(
    conn: &mut DbConnection,
    loaded: &mut Partie,
    account: &Account,
) -> Result<i32, LedgerError> {
    if let Some(id) = loaded.account_id(account) {
        return Ok(id);
    }
    let (kind, seat_no, pot_key) = match account {
        Account::Player(seat) => (
            "player",
            Some(i32::try_from(seat.index()).map_err(|_| LedgerError::Conflict)?),
            None,
        ),
        Account::Pot(key) => ("pot", None, Some(key.as_str())),
        Account::Carried => ("carried", None, None),
    };
    let party_id = loaded.id();
    let id: i32 = crate::insert_id!(
        conn,
        accounts,
        NewAccount {
            party_id,
            kind,
            seat_no,
            pot_key,
        }
    )?;
    loaded.accounts.push(crate::db::models::AccountRow {
        id,
        party_id,
        kind: kind.to_owned(),
        seat_no,
        pot_key: pot_key.map(str::to_owned),
    });
    Ok(id)
}

/// What recording `facts` as the next deal (or, with `replacing`, as the correction of
/// deal `replacing`) would pay, storing nothing. Reads what the writer reads (the deals
/// from the standing deal two before on, and the snapshot they start from: the one before
/// may be re-posted by the sitting's last-record rule) and settles as it would; the
/// balances after are that snapshot's plus what the deals settled pay. A party without
/// such a snapshot (written before they were kept, or by another engine) is read whole
/// and replayed from the opening.
///
/// # Errors
/// [`LedgerError::PartyNotFound`]; [`LedgerError::DealNotFound`] for a `replacing` that
/// does not stand; as [`record_deal`] and [`correct_deal`] when the engine refuses.
pub fn preview_deal(
    conn: &mut DbConnection,
    party_id: i32,
    replacing: Option<i32>,
    facts: &Facts,
) -> Result<Preview, LedgerError> {
    crate::db::read_transaction(conn, |conn| {
        let party = store::load_party_row(conn, party_id)?;
        let highest: Option<i32> = crate::native!(conn, |c| deals::table
            .filter(deals::party_id.eq(party_id))
            .select(diesel::dsl::max(deals::seq))
            .first(c))?;
        let next = highest.unwrap_or(0).saturating_add(1);
        let from = replacing.unwrap_or(next);
        // A game whose pages show past deals its snapshots do not keep previews from the
        // whole partie (its view is a replay).
        let game: GameId = party.game_id.parse()?;
        let need = if erased(game).shows_past_deals(game) {
            Need::Whole
        } else {
            Need::Tail { party, from }
        };
        let mut loaded = store::load(conn, party_id, need)?;
        preview_in(&mut loaded, replacing, next, facts)
    })
}

/// [`preview_deal`] on the rows read: `facts` put in as the new deal numbered `next`, or
/// as the latest revision of deal `replacing`, then settled.
fn preview_in(
    loaded: &mut Partie,
    replacing: Option<i32>,
    next: i32,
    facts: &Facts,
) -> Result<Preview, LedgerError> {
    let now = Utc::now().naive_utc();
    let not_found = |deal| LedgerError::DealNotFound {
        party: loaded.id(),
        deal,
    };
    let deal_id = match replacing {
        Some(no) => {
            let deal = loaded
                .deals
                .iter()
                .find(|d| d.seq == no)
                .map(|d| d.id)
                .ok_or_else(|| not_found(no))?;
            let latest = loaded.latest_revision(deal).ok_or_else(|| not_found(no))?;
            if latest.kind == REVISION_DELETED {
                return Err(not_found(no));
            }
            let revision = RevisionRow {
                id: 0,
                deal_id: deal,
                revision: latest.revision.saturating_add(1),
                kind: REVISION_CORRECTED.to_owned(),
                facts_json: Some(facts.text().to_owned()),
                created_at: now,
            };
            // Revisions are in `(deal_id, revision)` order: the new one after the deal's.
            let at = loaded
                .revisions
                .iter()
                .rposition(|r| r.deal_id == deal)
                .map_or(loaded.revisions.len(), |i| i + 1);
            loaded.revisions.insert(at, revision);
            deal
        }
        None => {
            // An id no stored deal has (they are positive).
            let deal = 0;
            loaded.deals.push(DealRow {
                id: deal,
                party_id: loaded.id(),
                seq: next,
                created_at: now,
            });
            loaded.revisions.push(RevisionRow {
                id: 0,
                deal_id: deal,
                revision: 1,
                kind: REVISION_ENTERED.to_owned(),
                facts_json: Some(facts.text().to_owned()),
                created_at: now,
            });
            deal
        }
    };
    let effective = loaded.effective()?;
    let index = effective
        .iter()
        .position(|e| e.deal.id == deal_id)
        .ok_or_else(|| LedgerError::corrupt("the previewed deal is not among those settled"))?;
    let run = loaded
        .run(&effective)
        .map_err(|e| store::replay_error(e, |i| effective.get(i).map(|e| e.deal.seq)))?;
    let transfers = run.deals.get(index).cloned().unwrap_or_default();
    // What every account holds after: where the deals settled start from, plus what the
    // opening (when settled from there) and they pay.
    let mut balances = loaded
        .base
        .as_ref()
        .map(|b| b.balances.clone())
        .unwrap_or_default();
    if let Some((opening, _)) = &run.opening {
        store::add_transfers(&mut balances, opening)?;
    }
    for deal in &run.deals {
        store::add_transfers(&mut balances, deal)?;
    }
    let players = (0..loaded.players.len())
        .map(|i| {
            crate::domain::Seat::from_index(i)
                .and_then(|seat| balances.get(&Account::Player(seat)).copied())
                .unwrap_or(0)
        })
        .collect();
    let mut pots: std::collections::BTreeMap<String, i64> = loaded
        .accounts
        .iter()
        .filter_map(|a| a.pot_key.clone())
        .map(|key| (key, 0))
        .collect();
    for (account, v) in &balances {
        if let Account::Pot(key) = account {
            pots.insert(key.as_str().to_owned(), *v);
        }
    }
    let last = run.after.last().or(run.opening.as_ref().map(|(_, s)| s));
    let Some(snapshot) = last else {
        return Err(LedgerError::corrupt("a preview settled nothing"));
    };
    let engine = erased(loaded.game);
    let view = if engine.shows_past_deals(loaded.game) {
        // A game whose snapshots keep no past deals reads them from the deals replayed
        // (the partie was read whole for it).
        let facts: Vec<Value> = effective.iter().map(|e| e.facts.clone()).collect();
        engine
            .replay(loaded.game, &loaded.options, &loaded.players, &facts, false)
            .map_err(|e| store::replay_error(e, |i| effective.get(i).map(|e| e.deal.seq)))?
            .into_view()
    } else {
        engine
            .view(
                loaded.game,
                &loaded.options,
                &loaded.players,
                snapshot,
                true,
                false,
            )
            .map_err(|e| store::replay_error(e, |_| None))?
    };
    let base_position = loaded.base.as_ref().map_or(0, |b| b.position);
    let position = usize::try_from(base_position)
        .ok()
        .and_then(|p| p.checked_add(index))
        .ok_or_else(|| LedgerError::corrupt("a deal's position"))?;
    Ok(Preview {
        transfers,
        balances: players,
        pots,
        view,
        position,
    })
}
