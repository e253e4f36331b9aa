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
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::domain::{PotKey, Seat, Transfer};

mod counters;
pub mod engine;
mod erased;
mod error;
mod form;
pub mod hombre;
pub mod ombre;
pub mod piquet;
pub mod quadrille;
pub mod reversis;

pub use erased::{erased, ErasedGame, Replay, ReplayError};
pub use error::DealError;
pub use form::{Field, FieldKind};

/// The stable id of every playable game: the `game` field of a partie document.
/// Ids are never renamed once stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameId {
    /// Quadrille (four players, a called king).
    Quadrille,
    /// The Médiateur (Quadrille with a king asked for a fiche, favourite suit).
    Mediateur,
    /// Solitaire à quatre.
    SolitaireQuatre,
    /// Tritrille (the Médiateur for three).
    Tritrille,
    /// Piquemédrille (the Médiateur for two).
    Piquemedrille,
    /// Ombre for three.
    Ombre,
    /// Ombre for two.
    OmbreDeux,
    /// The old Quintille (five players).
    Quintille,
    /// The new Quintille.
    QuintilleNouveau,
    /// Piquet, the ordinary partie.
    Piquet,
    /// Piquet à écrire (the written score sheet).
    PiquetAEcrire,
    /// Piquet à écrire for four, two against two.
    PiquetQuatre,
    /// Piquet à écrire, la Chouette (one against the others).
    PiquetChouette,
    /// Reversis (Hague rules of 1785 or the Académie's).
    Reversis,
}

impl GameId {
    /// Every game, in the order the home page lists them.
    pub const ALL: [GameId; 14] = [
        GameId::Quadrille,
        GameId::Mediateur,
        GameId::SolitaireQuatre,
        GameId::Tritrille,
        GameId::Piquemedrille,
        GameId::Ombre,
        GameId::OmbreDeux,
        GameId::Quintille,
        GameId::QuintilleNouveau,
        GameId::Piquet,
        GameId::PiquetAEcrire,
        GameId::PiquetQuatre,
        GameId::PiquetChouette,
        GameId::Reversis,
    ];

    /// The stable slug (`"quadrille"`, `"piquet-a-ecrire"`...).
    pub fn slug(self) -> &'static str {
        match self {
            GameId::Quadrille => "quadrille",
            GameId::Mediateur => "mediateur",
            GameId::SolitaireQuatre => "solitaire-quatre",
            GameId::Tritrille => "tritrille",
            GameId::Piquemedrille => "piquemedrille",
            GameId::Ombre => "ombre",
            GameId::OmbreDeux => "ombre-deux",
            GameId::Quintille => "quintille",
            GameId::QuintilleNouveau => "quintille-nouveau",
            GameId::Piquet => "piquet",
            GameId::PiquetAEcrire => "piquet-a-ecrire",
            GameId::PiquetQuatre => "piquet-quatre",
            GameId::PiquetChouette => "piquet-chouette",
            GameId::Reversis => "reversis",
        }
    }

    /// The game's name as the books write it.
    pub fn name(self) -> &'static str {
        match self {
            GameId::Quadrille => "Quadrille",
            GameId::Mediateur => "Le Médiateur",
            GameId::SolitaireQuatre => "Solitaire à quatre",
            GameId::Tritrille => "Tritrille",
            GameId::Piquemedrille => "Piquemédrille",
            GameId::Ombre => "L'Ombre",
            GameId::OmbreDeux => "L'Ombre à deux",
            GameId::Quintille => "Quintille",
            GameId::QuintilleNouveau => "Quintille (nouvelle)",
            GameId::Piquet => "Piquet",
            GameId::PiquetAEcrire => "Piquet à écrire",
            GameId::PiquetQuatre => "Piquet à quatre",
            GameId::PiquetChouette => "Piquet, la Chouette",
            GameId::Reversis => "Reversis",
        }
    }

    /// The family module (and template folder) the game belongs to.
    pub fn family(self) -> &'static str {
        match self {
            GameId::Quadrille
            | GameId::Mediateur
            | GameId::SolitaireQuatre
            | GameId::Tritrille
            | GameId::Piquemedrille => "quadrille",
            GameId::Ombre | GameId::OmbreDeux | GameId::Quintille | GameId::QuintilleNouveau => {
                "ombre"
            }
            GameId::Piquet
            | GameId::PiquetAEcrire
            | GameId::PiquetQuatre
            | GameId::PiquetChouette => "piquet",
            GameId::Reversis => "reversis",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A game id that academie does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a game academie knows")]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|g| g.slug() == s)
            .ok_or_else(|| UnknownGame(s.to_owned()))
    }
}

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
    /// The round in words ("tour 3 of 10, doubled"), if the game counts rounds.
    pub round: Option<String>,
    /// Lines describing what waits on the table ("beasts waiting: 14, 42").
    pub on_table: Vec<String>,
    /// Whether the partie is over by its own rules (no further deal is valid).
    pub finished: bool,
}

/// One card game's scoring rules. Implementations are pure: no I/O, clock or randomness;
/// inputs are never modified.
pub trait Game {
    /// Stakes and variant switches, chosen once per partie (`deny_unknown_fields`).
    type Options: Serialize + DeserializeOwned + Default + Clone + fmt::Debug;
    /// The facts a score-keeper enters for one entry of `deals`, exactly as in the vectors.
    type Deal: Serialize + DeserializeOwned + Clone + fmt::Debug;
    /// What carries over between deals (pending beasts, pool, score sheet...).
    type State: Serialize + DeserializeOwned + Default + Clone + fmt::Debug + PartialEq;

    /// How many players may sit at `game` with these options.
    fn seats(game: GameId, options: &Self::Options) -> RangeInclusive<usize>;

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

    /// Who deals next, the round, what waits on the table.
    fn status(table: &Table<Self::Options>, state: &Self::State) -> Status {
        let _ = (table, state);
        Status::default()
    }

    /// The deal-entry form for this table: the fields a score-keeper fills in, whose
    /// values assemble into one `Deal` object. Empty means "enter the deal as JSON".
    fn form(table: &Table<Self::Options>) -> Vec<Field> {
        let _ = table;
        Vec::new()
    }

    /// Results beyond balances, pots and per-deal nets that the vectors' `expected` carries
    /// for this game (Piquet's score sheet, a settlement...), by the same keys.
    fn report(table: &Table<Self::Options>, state: &Self::State) -> Map<String, Value> {
        let _ = (table, state);
        Map::new()
    }
}
