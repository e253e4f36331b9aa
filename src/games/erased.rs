//! The one dispatch from a [`GameId`] to its [`Game`], working on JSON values (the shape
//! of partie documents, API bodies and stored facts).

use std::any::Any;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::scan::Scan;
use super::{
    engine, DealError, EngineFn, EventForm, Field, Game, GameId, Msg, OptionSpec, ReportKind,
    Status, Table,
};
use crate::domain::{net_by_account, Account, PotKey, Seat, Transfer};

/// Everything a partie's deals produce, replayed from the start.
#[derive(Debug, Clone, PartialEq)]
pub struct Replay {
    /// The pots the game declares.
    pub pots: Vec<PotKey>,
    /// The opening entry (counters brought forward), usually empty.
    pub opening: Vec<Transfer>,
    /// The transfers of each entry of `deals`, in order.
    pub deals: Vec<Vec<Transfer>>,
    /// The closing entry, when the replay was asked to close the partie.
    pub closing: Option<Vec<Transfer>>,
    /// What the table shows next.
    pub status: Status,
    /// The deal-entry form for the next deal, with what the table knows filled in.
    pub form: Vec<Field>,
    /// The events that may be entered now, each with its form.
    pub events: Vec<EventForm>,
    /// The game's reading of each deal (see [`Game::deal_readings`]).
    pub readings: Vec<super::DealReading>,
    /// The score sheet, for a game that keeps one (see [`Game::sheet`]).
    pub sheet: Option<super::sheet::Sheet>,
    /// The game's extra results (see [`Game::report`]).
    pub report: Map<String, Value>,
    /// The state after the last entry, as JSON.
    pub state: Value,
}

impl Replay {
    /// What the table shows after the replay.
    pub fn into_view(self) -> View {
        View {
            status: self.status,
            form: self.form,
            events: self.events,
            readings: self.readings,
            sheet: self.sheet,
            report: self.report,
            state: self.state,
        }
    }

    /// Every entry's transfers: the opening, the deals, the closing.
    pub fn all_transfers(&self) -> impl Iterator<Item = &Transfer> {
        self.opening
            .iter()
            .chain(self.deals.iter().flatten())
            .chain(self.closing.iter().flatten())
    }

    /// Net counters of every account over the whole replay.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn balances(&self) -> Result<BTreeMap<Account, i64>, DealError> {
        net_by_account(self.all_transfers()).ok_or_else(DealError::overflow)
    }

    /// Net counters of each seat, in seat order, over the whole replay.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn player_balances(&self, seats: usize) -> Result<Vec<i64>, DealError> {
        let net = self.balances()?;
        Ok(seat_vector(&net, seats))
    }

    /// What every declared pot holds at the end (zeros included).
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn pot_balances(&self) -> Result<BTreeMap<PotKey, i64>, DealError> {
        let net = self.balances()?;
        let mut out: BTreeMap<PotKey, i64> = self.pots.iter().map(|p| (p.clone(), 0)).collect();
        for (account, v) in net {
            if let Account::Pot(p) = account {
                out.insert(p, v);
            }
        }
        Ok(out)
    }

    /// Each deal's net change per seat, in seat order.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn deal_nets(&self, seats: usize) -> Result<Vec<Vec<i64>>, DealError> {
        self.deals
            .iter()
            .map(|d| {
                let net = net_by_account(d).ok_or_else(DealError::overflow)?;
                Ok(seat_vector(&net, seats))
            })
            .collect()
    }
}

fn seat_vector(net: &BTreeMap<Account, i64>, seats: usize) -> Vec<i64> {
    (0..seats)
        .map(|i| {
            Seat::from_index(i)
                .and_then(|s| net.get(&Account::Player(s)).copied())
                .unwrap_or(0)
        })
        .collect()
}

/// The numbers of a replay, without what only a table shows (see [`ErasedGame::tally`]):
/// what scoring a partie document needs.
#[derive(Debug, Clone, PartialEq)]
pub struct Tally {
    /// The pots the game declares.
    pub pots: Vec<PotKey>,
    /// Each seat's net over the whole replay (opening, deals, closing), in seat order.
    pub balances: Vec<i64>,
    /// What each pot of `pots` holds at the end, in the order of `pots`.
    pub pot_balances: Vec<i64>,
    /// Each entry of `deals`, its net change per seat: `balances.len()` numbers an entry,
    /// entry after entry (see [`Tally::deal_nets`]).
    pub nets: Vec<i64>,
    /// The game's extra results (see [`Game::report`]).
    pub report: Map<String, Value>,
}

impl Tally {
    /// Each entry's net change per seat, in seat order.
    pub fn deal_nets(&self) -> std::slice::Chunks<'_, i64> {
        self.nets.chunks(self.balances.len().max(1))
    }
}

/// The entries of a partie as a replay reads them: JSON values (a parsed document, the
/// ledger's facts), the JSON text of each entry, read straight into the game's own deal
/// type, or entries already read into it.
#[derive(Debug, Clone, Copy)]
pub enum Deals<'a> {
    /// Parsed JSON values.
    Values(&'a [Value]),
    /// The JSON text of each entry (from a document read with its deals left as text).
    Texts(&'a [&'a RawValue]),
    /// The entries read straight into the game's own type by [`read_deals`], while the
    /// document was read: a `Vec` of the engine's `Deal`, `len` of them.
    Read {
        /// The `Vec<G::Deal>`.
        deals: &'a dyn Any,
        /// How many.
        len: usize,
    },
}

/// Reads a list of entries of `game` (a document's `deals`) at `scan` straight into its
/// engine's own `Deal` type, for [`Deals::Read`]: one pass over the text, no value built,
/// each entry read by hand ([`Game::scan_deal`]) or else by serde. Returns the list and
/// its length.
///
/// `None` when an entry does not read as one of the game's: the slower readings
/// ([`Deals::Values`], [`Deals::Texts`]) then say which and why.
pub fn read_deals(game: GameId, scan: &mut Scan<'_>) -> Option<(Box<dyn Any>, usize)> {
    struct Read<'s, 'a>(&'s mut Scan<'a>);
    impl EngineFn for Read<'_, '_> {
        type Out = Option<(Box<dyn Any>, usize)>;

        fn call<G: Game>(self) -> Self::Out {
            let mut deals = Vec::<G::Deal>::new();
            self.0.list(|scan| {
                let mut by_hand = *scan;
                let deal = match G::scan_deal(&mut by_hand) {
                    Some(deal) => {
                        *scan = by_hand;
                        deal
                    }
                    None => scan.value()?,
                };
                deals.push(deal);
                Some(())
            })?;
            let len = deals.len();
            Some((Box::new(deals), len))
        }
    }
    super::with_engine(game, Read(scan))
}

impl<'a> Deals<'a> {
    /// How many entries.
    pub fn len(&self) -> usize {
        match self {
            Deals::Values(v) => v.len(),
            Deals::Texts(t) => t.len(),
            Deals::Read { len, .. } => *len,
        }
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Entry `i` (0-based) as a `T`, `None` past the end. When it does not fit, the
    /// message of [`super::from_json`], which names the field at fault: that slower
    /// reading also decides, so a text reads exactly as its JSON value would (a key given
    /// twice: the last one).
    fn read<T: DeserializeOwned + Clone + 'static>(
        &self,
        i: usize,
    ) -> Option<Result<Cow<'a, T>, Msg>> {
        Some(match *self {
            Deals::Values(values) => {
                let value = values.get(i)?;
                super::error::from_json(value).map(Cow::Owned)
            }
            Deals::Texts(texts) => {
                let text = texts.get(i)?.get();
                serde_json::from_str(text)
                    .or_else(|_| {
                        serde_json::from_str::<Value>(text)
                            .map_err(|e| super::error::shape_message(".", &e.to_string()))
                            .and_then(|value| super::error::from_json(&value))
                    })
                    .map(Cow::Owned)
            }
            Deals::Read { deals, len } => match deals.downcast_ref::<Vec<T>>() {
                Some(read) => Ok(Cow::Borrowed(read.get(i)?)),
                // Read for another engine: none of them is this game's.
                None if i < len => Err(super::error::shape_message(
                    ".",
                    "the deals were read for another game",
                )),
                None => return None,
            },
        })
    }
}

/// A [`Tally`]'s nets, summed as the entries come, every account counted as
/// [`net_by_account`] counts it (so that an overflow fails exactly where it would): the
/// seats, then the declared pots, then [`Account::Carried`] (see [`engine::Checks::slot`]).
/// Each entry's transfers are checked ([`engine::Checks`]) as they are counted, and a
/// pot's total is what it holds: an entry that would leave a pot below zero is refused.
struct Nets<'a> {
    seats: usize,
    pots: &'a [PotKey],
    checks: engine::Checks<'a>,
    /// Every account's net over the replay.
    total: Vec<i64>,
    /// Every account's net in the latest deal.
    deal: Vec<i64>,
    /// The seats' part of each deal's net.
    per_deal: Vec<i64>,
    overflow: bool,
}

impl<'a> Nets<'a> {
    fn new(seats: usize, pots: &'a [PotKey], deals: usize) -> Self {
        let accounts = seats + pots.len() + 1;
        Nets {
            seats,
            pots,
            checks: engine::Checks::new(seats, pots),
            total: vec![0; accounts],
            deal: vec![0; accounts],
            per_deal: Vec::with_capacity(seats.saturating_mul(deals)),
            overflow: false,
        }
    }

    /// Checks one entry's `transfers` ([`engine::Checks::transfer`]; an `opening` may draw
    /// on [`Account::Carried`]) and counts them (received minus paid) in the totals, and in
    /// the latest deal's nets when `in_deal`.
    ///
    /// # Errors
    /// [`DealError::Broken`] naming the first transfer at fault; else
    /// [`DealError::Overflow`] when what a pot holds goes beyond 64 bits (a seat's net
    /// beyond 64 bits fails the tally at its end); else [`DealError::Broken`] when the
    /// entry leaves a pot below zero (the first in key order).
    fn count(
        &mut self,
        transfers: &[Transfer],
        in_deal: bool,
        opening: bool,
    ) -> Result<(), DealError> {
        fn add(nets: &mut [i64], i: usize, amount: i64, received: bool) -> bool {
            let Some(v) = nets.get_mut(i) else {
                return false;
            };
            let sum = if received {
                v.checked_add(amount)
            } else {
                v.checked_sub(amount)
            };
            sum.map(|s| *v = s).is_some()
        }
        let pots = self.seats..self.seats + self.pots.len();
        // A pot beyond 64 bits is said once every transfer is checked.
        let mut pot_overflow = false;
        for t in transfers {
            let (from, to) = self.checks.transfer(t, opening)?;
            if pot_overflow {
                continue;
            }
            for (i, received) in [(to, true), (from, false)] {
                let mut fine = add(&mut self.total, i, t.amount, received);
                if !fine && pots.contains(&i) {
                    pot_overflow = true;
                    break;
                }
                if in_deal {
                    fine &= add(&mut self.deal, i, t.amount, received);
                }
                self.overflow |= !fine;
            }
        }
        if pot_overflow {
            return Err(DealError::overflow());
        }
        let held = self.total.get(pots).unwrap_or_default();
        if held.iter().any(|v| *v < 0) {
            let negative = self
                .pots
                .iter()
                .zip(held)
                .filter(|(_, v)| **v < 0)
                .min_by(|a, b| a.0.cmp(b.0));
            if let Some((p, v)) = negative {
                return Err(DealError::Broken {
                    detail: format!("pot {p} would hold {v}"),
                });
            }
        }
        Ok(())
    }

    /// The latest deal's seats at the end of `per_deal`.
    fn write_deal(&mut self, replace: bool) {
        if replace {
            let start = self.per_deal.len().saturating_sub(self.seats);
            self.per_deal.truncate(start);
        }
        let seats = self.deal.get(..self.seats).unwrap_or_default();
        self.per_deal.extend_from_slice(seats);
    }

    /// Counts the opening's transfers ([`Nets::count`]).
    fn opening(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        self.count(transfers, false, true)
    }

    /// Counts the next deal's transfers ([`Nets::count`]).
    fn deal(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        self.deal.fill(0);
        self.count(transfers, true, false)?;
        self.write_deal(false);
        Ok(())
    }

    /// Counts what the sitting's last record adds to the last deal's entry
    /// ([`Nets::count`]).
    fn last_record(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        self.count(transfers, true, false)?;
        self.write_deal(true);
        Ok(())
    }

    /// Counts the closing's transfers ([`Nets::count`]).
    fn closing(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        self.count(transfers, false, false)
    }
}

/// The game's carried state after a deal (before the sitting's last-record rule, see
/// [`Game::last_record`]) and what each pot holds then: where the next deal is settled
/// from, without replaying the deals before it.
#[derive(Debug, Clone, PartialEq)]
pub struct Snapshot {
    /// The game's `State`, as JSON.
    pub state: Value,
    /// What each pot holds (only the pots touched so far need be present).
    pub pots: BTreeMap<PotKey, i64>,
}

/// What [`ErasedGame::resume`] produces: the payments of a run of deals settled from a
/// snapshot (or from the opening), and the snapshot after each.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// The opening: its payments and the snapshot after it, when the run started there.
    pub opening: Option<(Vec<Transfer>, Snapshot)>,
    /// The transfers of each deal, in order; the last deal's include what the sitting's
    /// last record adds ([`Game::last_record`]).
    pub deals: Vec<Vec<Transfer>>,
    /// The snapshot after each deal (the state the next deal is settled from).
    pub after: Vec<Snapshot>,
    /// The closing entry, when the run was asked to close the partie.
    pub closing: Option<Vec<Transfer>>,
}

/// What the table shows after the last standing deal, computed from its snapshot.
#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// What the table shows next.
    pub status: Status,
    /// The deal-entry form for the next deal.
    pub form: Vec<Field>,
    /// The events that may be entered now.
    pub events: Vec<EventForm>,
    /// The game's reading of each deal.
    pub readings: Vec<super::DealReading>,
    /// The score sheet, for a game that keeps one.
    pub sheet: Option<super::sheet::Sheet>,
    /// The game's extra results.
    pub report: Map<String, Value>,
    /// The state shown (after the last-record rule and the closing), as JSON.
    pub state: Value,
}

/// Why a partie cannot be replayed: the options, or a numbered entry of `deals`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The options (or the seating) do not fit the game.
    #[error("{0}")]
    Table(DealError),
    /// Entry `number` (1-based) of `deals` cannot be scored.
    #[error("deal {number}: {error}")]
    Deal {
        /// 1-based position in `deals`.
        number: usize,
        /// What is wrong with it.
        error: DealError,
    },
    /// The partie cannot be closed.
    #[error("closing: {0}")]
    Close(DealError),
    /// A stored snapshot does not read as the game's state (written by another engine):
    /// the partie must be replayed from the start.
    #[error("snapshot: {0}")]
    Snapshot(String),
}

/// A [`Game`] seen through JSON: what the ledger, the API and the CLI call.
pub trait ErasedGame: Sync {
    /// How many players may sit at this game with these options.
    ///
    /// # Errors
    /// [`DealError::Options`] when the options do not parse.
    fn seats(&self, game: GameId, options: &Value) -> Result<RangeInclusive<usize>, DealError>;

    /// The default options of `game`, as JSON (what a new partie form pre-fills).
    fn default_options(&self, game: GameId) -> Value;

    /// Checks that `options` parse, returning them normalised (defaults filled in).
    ///
    /// # Errors
    /// [`DealError::Options`].
    fn normalise_options(&self, options: &Value) -> Result<Value, DealError>;

    /// Every option of `game` (see [`Game::option_specs`]).
    fn option_specs(&self, game: GameId) -> Vec<OptionSpec>;

    /// The score sheet `game` keeps (see [`Game::report_kind`]).
    fn report_kind(&self, game: GameId) -> ReportKind;

    /// The deal-entry form for a table of `players` at the start of a partie (see
    /// [`Game::form`]; a replay gives the form with the state's defaults).
    ///
    /// # Errors
    /// [`DealError::Options`] when the options do not parse.
    fn form(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
    ) -> Result<Vec<Field>, DealError>;

    /// The events that may be entered at the start of a partie (see [`Game::events`]).
    ///
    /// # Errors
    /// [`DealError::Options`] when the options do not parse.
    fn events(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
    ) -> Result<Vec<EventForm>, DealError>;

    /// The version of `game`'s engine (see [`Game::engine_version`]).
    fn engine_version(&self, game: GameId) -> i32;

    /// The reason codes of `game`'s payments (see [`Game::payments`]).
    fn payments(&self, game: GameId) -> &'static [&'static str];

    /// The books' terms `game`'s rules use (see [`Game::terms`]).
    fn terms(&self, game: GameId) -> &'static [&'static str];

    /// Whether a view of `game` that shows past deals must be built by a replay, not from
    /// a snapshot (see [`Game::shows_past_deals`]).
    fn shows_past_deals(&self, game: GameId) -> bool;

    /// Settles `deals` in order from `from` (the snapshot after the deal before them), or
    /// from the opening when `from` is `None`: one deal appended costs one settlement,
    /// whatever the length of the partie. `last` says that the run ends the standing deals
    /// (the sitting's last-record rule then applies to its last deal); with `close`, the
    /// closing entry too.
    ///
    /// # Errors
    /// [`ReplayError`] naming the options, the snapshot or the first entry at fault.
    #[allow(clippy::too_many_arguments)]
    fn resume(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
        from: Option<&Snapshot>,
        deals: &[Value],
        last: bool,
        close: bool,
    ) -> Result<Run, ReplayError>;

    /// What the table shows when `snapshot` is the state after the last standing deal
    /// (`after_deal`: false for the opening's), the partie closed or not. For a game that
    /// [shows past deals](ErasedGame::shows_past_deals), what it shows of them is missing
    /// (it comes from [`ErasedGame::replay`]).
    ///
    /// # Errors
    /// [`ReplayError`] for a snapshot that does not read, or a closing the game refuses.
    fn view(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
        snapshot: &Snapshot,
        after_deal: bool,
        close: bool,
    ) -> Result<View, ReplayError>;

    /// Replays `deals` from the start; with `close`, also the closing entry.
    ///
    /// # Errors
    /// [`ReplayError`] naming the options or the first entry at fault.
    fn replay(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
        deals: &[Value],
        close: bool,
    ) -> Result<Replay, ReplayError>;

    /// Scores `deals` from the start, as [`ErasedGame::replay`] does, but gives only the
    /// numbers (balances, pots, each entry's nets, the report): no form, status or
    /// reading, and no transfer kept. What `academie score` needs.
    ///
    /// # Errors
    /// [`ReplayError`] naming the options or the first entry at fault, as
    /// [`ErasedGame::replay`]; `ReplayError::Table(DealError::Overflow)` when a net is
    /// beyond 64 bits.
    fn tally(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
        deals: Deals<'_>,
        close: bool,
    ) -> Result<Tally, ReplayError>;
}

/// A [`Game`] seen through JSON (built by the registry).
pub(super) struct Erase<G>(pub(super) PhantomData<fn() -> G>);

fn parse_options<G: Game>(options: &Value) -> Result<G::Options, DealError> {
    let empty;
    let options = match options {
        Value::Null => {
            empty = Value::Object(Map::new());
            &empty
        }
        other => other,
    };
    super::error::from_json(options).map_err(|detail| DealError::Options { detail })
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<Value, DealError> {
    serde_json::to_value(value).map_err(|e| DealError::Broken {
        detail: e.to_string(),
    })
}

impl<G: Game> ErasedGame for Erase<G> {
    fn seats(&self, game: GameId, options: &Value) -> Result<RangeInclusive<usize>, DealError> {
        Ok(G::seats(game, &parse_options::<G>(options)?))
    }

    fn option_specs(&self, game: GameId) -> Vec<OptionSpec> {
        G::option_specs(game)
    }

    fn report_kind(&self, game: GameId) -> ReportKind {
        G::report_kind(game)
    }

    fn default_options(&self, game: GameId) -> Value {
        serde_json::to_value(G::default_options(game)).unwrap_or(Value::Null)
    }

    fn normalise_options(&self, options: &Value) -> Result<Value, DealError> {
        to_json(&parse_options::<G>(options)?)
    }

    fn form(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
    ) -> Result<Vec<Field>, DealError> {
        let table = Table {
            game,
            options: parse_options::<G>(options)?,
            players: players.to_vec(),
        };
        Ok(G::form(&table, &G::State::default()))
    }

    fn events(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
    ) -> Result<Vec<EventForm>, DealError> {
        let table = Table {
            game,
            options: parse_options::<G>(options)?,
            players: players.to_vec(),
        };
        Ok(G::events(&table, &G::State::default()))
    }

    fn engine_version(&self, game: GameId) -> i32 {
        G::engine_version(game)
    }

    fn payments(&self, game: GameId) -> &'static [&'static str] {
        G::payments(game)
    }

    fn terms(&self, game: GameId) -> &'static [&'static str] {
        G::terms(game)
    }

    fn shows_past_deals(&self, game: GameId) -> bool {
        G::shows_past_deals(game)
    }

    fn resume(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
        from: Option<&Snapshot>,
        deals: &[Value],
        last: bool,
        close: bool,
    ) -> Result<Run, ReplayError> {
        let table = table::<G>(game, options, players)?;
        Ok(settle_run::<G>(&table, from, Deals::Values(deals), last, close)?.0)
    }

    fn view(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
        snapshot: &Snapshot,
        after_deal: bool,
        close: bool,
    ) -> Result<View, ReplayError> {
        let table = table::<G>(game, options, players)?;
        let mut state = read_state::<G>(snapshot)?;
        if after_deal {
            if let Some(out) = engine::last_record_checked::<G>(&table, &state)
                .map_err(|e| ReplayError::Snapshot(e.to_string()))?
            {
                state = out.next;
            }
        }
        if close {
            state = engine::close_checked::<G>(&table, &state)
                .map_err(ReplayError::Close)?
                .next;
        }
        describe::<G>(&table, &state)
    }

    fn replay(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
        deals: &[Value],
        close: bool,
    ) -> Result<Replay, ReplayError> {
        let table = table::<G>(game, options, players)?;
        let (run, state) = settle_run::<G>(&table, None, Deals::Values(deals), true, close)?;
        let view = describe::<G>(&table, &state)?;
        let opening = run.opening.map(|(t, _)| t).unwrap_or_default();
        Ok(Replay {
            pots: G::pots(game, &table.options),
            opening,
            deals: run.deals,
            closing: run.closing,
            status: view.status,
            form: view.form,
            events: view.events,
            sheet: view.sheet,
            readings: view.readings,
            report: view.report,
            state: view.state,
        })
    }

    fn tally(
        &self,
        game: GameId,
        options: &Value,
        players: &[String],
        deals: Deals<'_>,
        close: bool,
    ) -> Result<Tally, ReplayError> {
        let table = table::<G>(game, options, players)?;
        let pots = G::pots(game, &table.options);
        let mut nets = Nets::new(table.len(), &pots, deals.len());
        let state = settle::<G, _>(&table, None, deals, true, close, &mut nets)?;
        if nets.overflow {
            return Err(ReplayError::Table(DealError::Overflow));
        }
        let seats = nets.seats;
        let pot_balances = nets
            .total
            .get(seats..seats + pots.len())
            .unwrap_or_default()
            .to_vec();
        let balances = nets.total.get(..seats).unwrap_or_default().to_vec();
        let per_deal = nets.per_deal;
        Ok(Tally {
            report: G::report(&table, &state),
            pots,
            balances,
            pot_balances,
            nets: per_deal,
        })
    }
}

/// The table of a replay: the options parsed, the players checked.
fn table<G: Game>(
    game: GameId,
    options: &Value,
    players: &[String],
) -> Result<Table<G::Options>, ReplayError> {
    let options = parse_options::<G>(options).map_err(ReplayError::Table)?;
    check_players(players, G::seats(game, &options)).map_err(ReplayError::Table)?;
    Ok(Table {
        game,
        options,
        players: players.to_vec(),
    })
}

/// What a settling run keeps of each entry it settles ([`settle`]): a tally counts the
/// payments ([`Nets`]); the ledger's run keeps them with a snapshot after each deal
/// ([`Kept`]). Each checks the payments it is given (the accounts at the table, the
/// amounts, the reason codes, no pot below zero): the games' own settling is not checked
/// before.
trait Keep<G: Game> {
    /// The opening's payments and the state after it.
    fn opening(&mut self, transfers: &[Transfer], state: &G::State) -> Result<(), DealError>;
    /// The next deal's payments and the state after it.
    fn deal(&mut self, transfers: &[Transfer], state: &G::State) -> Result<(), DealError>;
    /// What the sitting's last record adds to the last deal's entry.
    fn last_record(&mut self, transfers: &[Transfer]) -> Result<(), DealError>;
    /// The closing's payments.
    fn closing(&mut self, transfers: &[Transfer]) -> Result<(), DealError>;
}

impl<G: Game> Keep<G> for Nets<'_> {
    fn opening(&mut self, transfers: &[Transfer], _: &G::State) -> Result<(), DealError> {
        Nets::opening(self, transfers)
    }

    fn deal(&mut self, transfers: &[Transfer], _: &G::State) -> Result<(), DealError> {
        Nets::deal(self, transfers)
    }

    fn last_record(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        Nets::last_record(self, transfers)
    }

    fn closing(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        Nets::closing(self, transfers)
    }
}

/// What the ledger's run keeps ([`Run`]): each entry's payments, checked, what each pot
/// holds as they come, and a snapshot after the opening and after each deal.
struct Kept<'a> {
    checks: engine::Checks<'a>,
    pots: BTreeMap<PotKey, i64>,
    opening: Option<(Vec<Transfer>, Snapshot)>,
    deals: Vec<Vec<Transfer>>,
    after: Vec<Snapshot>,
    closing: Option<Vec<Transfer>>,
}

impl Kept<'_> {
    /// Checks `transfers` (an `opening` may draw on the carried account) and applies them
    /// to the pots.
    fn apply(&mut self, transfers: &[Transfer], opening: bool) -> Result<(), DealError> {
        self.checks.transfers(transfers, opening)?;
        engine::apply_to_pots(&mut self.pots, transfers)
    }
}

impl<G: Game> Keep<G> for Kept<'_> {
    fn opening(&mut self, transfers: &[Transfer], state: &G::State) -> Result<(), DealError> {
        self.apply(transfers, true)?;
        let after = snapshot::<G>(state, &self.pots)?;
        self.opening = Some((transfers.to_vec(), after));
        Ok(())
    }

    fn deal(&mut self, transfers: &[Transfer], state: &G::State) -> Result<(), DealError> {
        self.apply(transfers, false)?;
        self.deals.push(transfers.to_vec());
        self.after.push(snapshot::<G>(state, &self.pots)?);
        Ok(())
    }

    fn last_record(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        self.apply(transfers, false)?;
        if let Some(last) = self.deals.last_mut() {
            last.extend_from_slice(transfers);
        }
        Ok(())
    }

    fn closing(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        self.apply(transfers, false)?;
        self.closing = Some(transfers.to_vec());
        Ok(())
    }
}

/// The one settling loop: settles `deals` in order at `table`, from `from` (the state
/// after the deal before them) or from the opening, hands each entry's payments to `keep`
/// (which checks them), then, with `last`, what the sitting's last record adds to the
/// last deal (only when a deal was settled), and the closing with `close`. Returns the
/// state at the end.
fn settle<G: Game, K: Keep<G>>(
    table: &Table<G::Options>,
    from: Option<G::State>,
    deals: Deals<'_>,
    last: bool,
    close: bool,
    keep: &mut K,
) -> Result<G::State, ReplayError> {
    let mut state = match from {
        Some(state) => state,
        None => {
            let opened = G::open(table).map_err(ReplayError::Table)?;
            keep.opening(&opened.transfers, &opened.next)
                .map_err(ReplayError::Table)?;
            opened.next
        }
    };

    let mut number = 0;
    // One buffer for every deal's payments.
    let mut paid = Vec::new();
    while let Some(read) = deals.read::<G::Deal>(number) {
        number += 1;
        let at = |error| ReplayError::Deal { number, error };
        let deal = read.map_err(|detail| at(DealError::Facts { detail }))?;
        paid.clear();
        state = G::settle_into(table, state, &deal, &mut paid).map_err(at)?;
        keep.deal(&paid, &state).map_err(at)?;
    }

    if last && number > 0 {
        let at = |error| ReplayError::Deal { number, error };
        if let Some(out) = G::last_record(table, &state).map_err(at)? {
            keep.last_record(&out.transfers).map_err(at)?;
            state = out.next;
        }
    }

    if close {
        let out = G::close(table, &state).map_err(ReplayError::Close)?;
        keep.closing(&out.transfers).map_err(ReplayError::Close)?;
        state = out.next;
    }
    Ok(state)
}

/// The state a snapshot holds.
fn read_state<G: Game>(snapshot: &Snapshot) -> Result<G::State, ReplayError> {
    <G::State as serde::Deserialize>::deserialize(&snapshot.state)
        .map_err(|e| ReplayError::Snapshot(e.to_string()))
}

/// A snapshot of `state` and the pots.
fn snapshot<G: Game>(
    state: &G::State,
    pots: &BTreeMap<PotKey, i64>,
) -> Result<Snapshot, DealError> {
    Ok(Snapshot {
        state: to_json(state)?,
        pots: pots.clone(),
    })
}

/// What the table shows in `state`.
fn describe<G: Game>(table: &Table<G::Options>, state: &G::State) -> Result<View, ReplayError> {
    Ok(View {
        status: G::status(table, state),
        form: G::form(table, state),
        events: G::events(table, state),
        sheet: G::sheet(table, state),
        readings: G::deal_readings(table, state),
        report: G::report(table, state),
        state: to_json(state).map_err(ReplayError::Table)?,
    })
}

/// The ledger's run (see [`ErasedGame::resume`]): [`settle`] keeping a snapshot after
/// each deal; also returns the state at the end (after the last-record rule and the
/// closing).
fn settle_run<G: Game>(
    table: &Table<G::Options>,
    from: Option<&Snapshot>,
    deals: Deals<'_>,
    last: bool,
    close: bool,
) -> Result<(Run, G::State), ReplayError> {
    let pots = G::pots(table.game, &table.options);
    let (state, pot_balances) = match from {
        Some(snap) => (Some(read_state::<G>(snap)?), snap.pots.clone()),
        None => (None, BTreeMap::new()),
    };
    let mut kept = Kept {
        checks: engine::Checks::new(table.len(), &pots),
        pots: pot_balances,
        opening: None,
        deals: Vec::with_capacity(deals.len()),
        after: Vec::with_capacity(deals.len()),
        closing: None,
    };
    let state = settle::<G, _>(table, state, deals, last, close, &mut kept)?;
    let run = Run {
        opening: kept.opening,
        deals: kept.deals,
        after: kept.after,
        closing: kept.closing,
    };
    Ok((run, state))
}

fn check_players(players: &[String], seats: RangeInclusive<usize>) -> Result<(), DealError> {
    if !seats.contains(&players.len()) {
        let wanted = if seats.start() == seats.end() {
            crate::msg!("error-players-count-exact", seats = *seats.start())
        } else {
            crate::msg!(
                "error-players-count-range",
                min = *seats.start(),
                max = *seats.end()
            )
        };
        return Err(DealError::invalid(
            "players",
            crate::msg!(
                "error-players-count",
                given = players.len(),
                wanted = wanted
            ),
        ));
    }
    for (i, p) in players.iter().enumerate() {
        if p.trim().is_empty() {
            return Err(DealError::invalid(
                "players",
                crate::msg!("error-player-no-name"),
            ));
        }
        if players[..i].contains(p) {
            return Err(DealError::invalid(
                "players",
                crate::msg!("error-player-twice", player = p.as_str()),
            ));
        }
    }
    Ok(())
}

impl From<DealError> for ReplayError {
    fn from(e: DealError) -> Self {
        ReplayError::Table(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::erased;

    fn players(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    #[test]
    fn every_game_has_default_options_that_parse() {
        for &game in GameId::ALL {
            let e = erased(game);
            let defaults = e.default_options(game);
            assert!(defaults.is_object(), "{game}: {defaults}");
            assert!(e.normalise_options(&defaults).is_ok(), "{game}");
        }
    }

    #[test]
    fn the_defaults_open_a_partie_where_the_spec_requires_nothing_more() {
        for &game in GameId::ALL {
            if game.family() == "piquet" {
                continue; // the stake or the number of tours must be agreed first
            }
            let e = erased(game);
            let mut options = e.default_options(game);
            if game.family() == "quadrille" && game != GameId::Quadrille {
                options["favourite_suit"] = Value::from("hearts"); // drawn at the start
            }
            let seats = e.seats(game, &options).unwrap_or(0..=0);
            // A game whose spec leaves an amount to the players refuses to open without it
            // (tests/api/opening.rs opens every game with and without them).
            match e.replay(game, &options, &players(*seats.start()), &[], false) {
                Ok(_) => {}
                Err(ReplayError::Table(DealError::Options { detail })) => {
                    assert!(detail.id.ends_with("required"), "{game}: {detail:?}");
                }
                Err(other) => panic!("{game}: {other:?}"),
            }
        }
    }
}
