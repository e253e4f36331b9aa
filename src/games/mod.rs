//! The rules engine: the facts of one deal in, transfers between accounts out.
//!
//! Every game is one [`Game`] implementation in its family module. Nothing here knows
//! HTTP, SQL or the clock: the engine is pure, so the same facts always give the same
//! payments. Games are reached by their stable id ([`GameId`]) through one dispatch
//! ([`erased`]), which works on the JSON shapes of options and deals (the shape of the
//! vectors in `tests/vectors/`).
//!
//! Glossary (the books' terms kept as they are): *ombre* (the player who stands the
//! game), *codille* (the defenders win), *remise* (nobody wins; the side makes a beast),
//! *bête* / beast (a forfeit equal to what was played for, which waits to be played for
//! again), *matadors* (the unbroken run of top trumps), *vole* (all the tricks),
//! *pic*, *repic*, *capot* (Piquet), *panier*, *quinola* (Reversis). Each family module
//! documents its own terms.

use std::fmt;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::domain::{PotKey, Seat, Transfer};

pub mod bete;
pub mod comete;
pub mod corbillons;
mod counters;
mod describe;
pub mod engine;
mod erased;
mod error;
mod form;
pub mod hombre;
pub mod jeux;
pub mod mail;
pub mod marks;
mod message;
pub mod ombre;
pub(crate) mod path;
pub mod piquet;
pub mod pool;
pub mod pools;
pub mod quadrille;
pub mod race;
mod registry;
pub mod reversis;
pub mod rules;
pub mod scan;
pub mod sheet;

pub use describe::{
    DealReading, EventForm, OptionKind, OptionSpec, ReadingLine, ReportKind, Round, TableItem,
};
pub use erased::{read_deals, Deals, ErasedGame, Replay, ReplayError, Run, Snapshot, Tally, View};
pub use error::{from_json, shape_message, DealError, Faults};
pub use form::{Field, FieldKind};
pub use message::{Msg, MsgArg};
pub use registry::{erased, with_engine, EngineFn, GameId, GameInfo, UnknownGame};

/// The table a deal is played at: which game, its options, and the players in seating
/// order (`players[0]` deals first).
#[derive(Debug, Clone)]
pub struct Table<O> {
    /// The game being played (one [`Game`] type may serve several ids).
    pub game: GameId,
    /// The options chosen for the partie.
    pub options: O,
    /// Player names in seating order.
    pub players: Vec<String>,
}

impl<O> Table<O> {
    /// The number of players.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// Whether nobody sits at the table (never true for a valid partie).
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// Every seat, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players.len()).filter_map(Seat::from_index)
    }

    /// The seat of the player called `name`; `field` names the deal field for the error.
    ///
    /// # Errors
    /// [`DealError::UnknownPlayer`] when nobody of that name sits here.
    pub fn seat_of(&self, field: &str, name: &str) -> Result<Seat, DealError> {
        self.players
            .iter()
            .position(|p| p == name)
            .and_then(Seat::from_index)
            .ok_or_else(|| DealError::UnknownPlayer {
                field: field.to_owned(),
                name: name.to_owned(),
            })
    }

    /// [`Table::seat_of`] for a name as a deal gives it, compared byte for byte.
    ///
    /// # Errors
    /// [`DealError::UnknownPlayer`] when nobody of that name sits here.
    #[inline]
    pub fn seat_named(&self, field: &str, name: &crate::domain::Name) -> Result<Seat, DealError> {
        match self.find(name) {
            Some(seat) => Ok(seat),
            None => self.seat_of(field, name),
        }
    }

    /// The seat of the player called `name`, compared byte for byte.
    #[inline]
    fn find(&self, name: &crate::domain::Name) -> Option<Seat> {
        let i = self.players.iter().position(|p| name.is(p))?;
        Seat::from_index(i)
    }

    /// The name of the player at `seat` (empty for a seat not at the table).
    pub fn name(&self, seat: Seat) -> &str {
        self.players.get(seat.index()).map_or("", String::as_str)
    }
}

/// What a deal (or an opening or closing) produces: the payments and the state carried on.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome<S> {
    /// The payments, in the order the books make them.
    pub transfers: Vec<Transfer>,
    /// The state carried to the next deal.
    pub next: S,
}

/// What the table should show between deals.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Status {
    /// Who deals next, if the game says.
    pub dealer: Option<Seat>,
    /// The round, if the game counts rounds.
    pub round: Option<Round>,
    /// What waits on the table, item by item (pots, beasts, scores).
    pub on_table: Vec<TableItem>,
    /// Whether the partie is over by its own rules (no further deal is valid).
    pub finished: bool,
}

impl Status {
    /// The round in English, empty when the game counts none (for logs and tests).
    pub fn round_text(&self) -> String {
        self.round
            .as_ref()
            .map(|r| r.label.to_string())
            .unwrap_or_default()
    }

    /// What waits on the table in English, one line an item (for logs and tests).
    pub fn table_lines(&self) -> Vec<String> {
        self.on_table
            .iter()
            .map(|i| match i.amount {
                Some(n) => format!("{}: {n}", i.label),
                None => i.label.to_string(),
            })
            .collect()
    }
}

/// One card game's scoring rules. Implementations are pure: no I/O, clock or randomness;
/// inputs are never modified.
pub trait Game {
    /// Stakes and variant switches, chosen once per partie (`deny_unknown_fields`).
    type Options: Serialize + DeserializeOwned + Default + Clone + fmt::Debug;
    /// The facts a score-keeper enters for one entry of `deals`, exactly as in the vectors.
    type Deal: Serialize + DeserializeOwned + Clone + fmt::Debug + 'static;
    /// What carries over between deals (pending beasts, pool, score sheet...).
    type State: Serialize + DeserializeOwned + Default + Clone + fmt::Debug + PartialEq;

    /// One entry of `deals` read by hand from `scan`, in a shape the game's entries
    /// commonly take (`academie score`'s path); `None` for any other, which serde then
    /// reads. When both read an entry they give the same `Deal`. The default reads none.
    fn scan_deal(scan: &mut scan::Scan<'_>) -> Option<Self::Deal> {
        let _ = scan;
        None
    }

    /// The reason code of every payment `game` makes, in the order its rules page lists
    /// them. Each has its label (`reason-<code>`) and its sentence on the rules page
    /// (`rules-<slug>-payment-<code>`, in the game's own catalogue
    /// `src/i18n/<lang>/games/<slug>.ftl`); the vectors check that the engine pays no other.
    fn payments(game: GameId) -> &'static [&'static str];

    /// The books' terms ([`rules::GLOSSARY`]) that `game`'s rules use: its rules page links
    /// them, and the glossary lists the game under each.
    fn terms(game: GameId) -> &'static [&'static str];

    /// How many players may sit at `game` with these options.
    fn seats(game: GameId, options: &Self::Options) -> RangeInclusive<usize>;

    /// The version of the engine of `game`: raise it (in the game's file) whenever the
    /// same facts come to pay differently, or its `State` changes shape. Every journal
    /// entry records the version that computed it, and a partie computed by an older one
    /// is re-scored (`academie rescore`, or its next write) with an explicit `rescore`
    /// entry for each deal whose payments changed.
    fn engine_version(game: GameId) -> i32 {
        let _ = game;
        1
    }

    /// Whether what the table shows of `game` includes past deals that its snapshot does
    /// not carry. A snapshot holds only what the rules need from past deals (a few
    /// counters), so that it does not grow with the partie; what a page shows of them (a
    /// score sheet, each deal's reading, a per-deal report) is kept in fields of the
    /// state that a replay fills and a snapshot skips (`#[serde(skip)]`), and that the
    /// rules never read. The ledger then shows such a partie by replaying its deals, not
    /// from its last snapshot (which serves the writes). The default: no.
    fn shows_past_deals(game: GameId) -> bool {
        let _ = game;
        false
    }

    /// The options a new partie of `game` starts from: the spec's defaults, with the
    /// parameters that differ between the ids this type serves filled in.
    fn default_options(game: GameId) -> Self::Options {
        let _ = game;
        Self::Options::default()
    }

    /// The pots the game keeps on the table (the keys of the vectors' `expected.pots`).
    fn pots(game: GameId, options: &Self::Options) -> Vec<PotKey>;

    /// The opening of a partie: validates the options against the table and brings in
    /// what an adjourned partie left on the table (from [`crate::domain::Account::Carried`]).
    ///
    /// # Errors
    /// [`DealError::Options`] or [`DealError::Invalid`] for options that cannot be played.
    fn open(table: &Table<Self::Options>) -> Result<Outcome<Self::State>, DealError> {
        let _ = table;
        Ok(Outcome {
            transfers: Vec::new(),
            next: Self::State::default(),
        })
    }

    /// Scores one entry of `deals` (a deal or an event).
    ///
    /// # Errors
    /// A [`DealError`] naming the fact at fault; nothing is paid then.
    fn settle(
        table: &Table<Self::Options>,
        state: &Self::State,
        deal: &Self::Deal,
    ) -> Result<Outcome<Self::State>, DealError>;

    /// [`Game::settle`] on a state the caller gives up, as a replay does: the same outcome,
    /// but a game whose state keeps the partie's history (Piquet's deals and tours)
    /// extends it in place instead of copying it for every deal. The default settles a
    /// borrowed state.
    ///
    /// # Errors
    /// As [`Game::settle`].
    fn settle_owned(
        table: &Table<Self::Options>,
        state: Self::State,
        deal: &Self::Deal,
    ) -> Result<Outcome<Self::State>, DealError> {
        Self::settle(table, &state, deal)
    }

    /// [`Game::settle_owned`] with its payments appended to `paid` instead of returned in a
    /// vector of their own, as a replay settles: it keeps one buffer for every deal. The
    /// default appends those of [`Game::settle_owned`]. Returns the state carried on; on an
    /// error, what was appended to `paid` means nothing.
    ///
    /// # Errors
    /// As [`Game::settle`].
    fn settle_into(
        table: &Table<Self::Options>,
        state: Self::State,
        deal: &Self::Deal,
        paid: &mut Vec<Transfer>,
    ) -> Result<Self::State, DealError> {
        let out = Self::settle_owned(table, state, deal)?;
        paid.extend(out.transfers);
        Ok(out.next)
    }

    /// The end of a partie closed at the table: what the books say to do with what is left.
    ///
    /// # Errors
    /// [`DealError::NotNow`] when the partie cannot be closed in this state.
    fn close(
        table: &Table<Self::Options>,
        state: &Self::State,
    ) -> Result<Outcome<Self::State>, DealError> {
        let _ = table;
        Ok(Outcome {
            transfers: Vec::new(),
            next: state.clone(),
        })
    }

    /// What the sitting's last record adds to its own entry, applied by a replay to the
    /// last entry of `deals` (the Comète: an open coup "is settled in the entry of the
    /// sitting's last record", other-games-1 §1.3). `None` for most games. The next deal
    /// replays from the start, so in the ledger the entry it changed is reversed and
    /// replaced like any correction.
    ///
    /// # Errors
    /// The game's own error, as for [`Game::settle`].
    fn last_record(
        table: &Table<Self::Options>,
        state: &Self::State,
    ) -> Result<Option<Outcome<Self::State>>, DealError> {
        let _ = (table, state);
        Ok(None)
    }

    /// Who deals next, the round, what waits on the table.
    fn status(table: &Table<Self::Options>, state: &Self::State) -> Status {
        let _ = (table, state);
        Status::default()
    }

    /// Every option of `game`: key, kind, default (none when required), label, help,
    /// whether essential. The new-partie form and `GET /api/v1/games/{id}` show these.
    fn option_specs(game: GameId) -> Vec<OptionSpec> {
        let _ = game;
        Vec::new()
    }

    /// The deal-entry form for this table in this state: the fields a score-keeper fills
    /// in, whose values assemble into one `Deal` object, with the defaults the table
    /// already knows (the dealer...). Empty means "enter the deal as JSON".
    fn form(table: &Table<Self::Options>, state: &Self::State) -> Vec<Field> {
        let _ = (table, state);
        Vec::new()
    }

    /// The entries of `deals` that are not deals (settle, abandon, penalties...), each
    /// with its own small form, as they may be entered in this state.
    fn events(table: &Table<Self::Options>, state: &Self::State) -> Vec<EventForm> {
        let _ = (table, state);
        Vec::new()
    }

    /// The score sheet of this partie as it stands, for games whose report kind is not
    /// `Counters` (the written sheet of Piquet à écrire, the race to a target).
    fn sheet(table: &Table<Self::Options>, state: &Self::State) -> Option<sheet::Sheet> {
        let _ = (table, state);
        None
    }

    /// The game's reading of each entry of `deals` so far (empty for a game that pays as
    /// it goes and has nothing more to say).
    fn deal_readings(table: &Table<Self::Options>, state: &Self::State) -> Vec<DealReading> {
        let _ = (table, state);
        Vec::new()
    }

    /// The score sheet `game` keeps beyond the running totals.
    fn report_kind(game: GameId) -> ReportKind {
        let _ = game;
        ReportKind::Counters
    }

    /// Results beyond balances, pots and per-deal nets that the vectors' `expected` carries
    /// for this game (Piquet's score sheet, a settlement...), by the same keys.
    fn report(table: &Table<Self::Options>, state: &Self::State) -> Map<String, Value> {
        let _ = (table, state);
        Map::new()
    }
}
