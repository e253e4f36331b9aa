//! The table described as data: a game's options, its events, what it shows between deals
//! and the kind of score sheet it keeps. `src/web` renders any game from these; it names
//! no game and no rule.

use serde::Serialize;
use serde_json::Value;

use super::{Field, Msg};
use crate::domain::{PotKey, Seat};

/// One option of a partie, as the new-partie form and `GET /api/v1/games/{id}` show it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionSpec {
    /// The key in the options object (`"tours"`, `"favourite_suit"`).
    pub key: &'static str,
    /// What kind of value, and so what control.
    #[serde(flatten)]
    pub kind: OptionKind,
    /// The default; `None` when the players must agree on it before the partie starts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<Value>,
    /// The label, in the books' terms.
    pub label: Msg,
    /// What it means, with the book's citation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<Msg>,
    /// Whether a table usually sets it (shown first) or leaves it (folded as advanced).
    pub essential: bool,
}

impl OptionSpec {
    /// An option with a default, advanced, without help.
    pub fn new(key: &'static str, kind: OptionKind, default: impl Into<Value>, label: Msg) -> Self {
        OptionSpec {
            key,
            kind,
            default: Some(default.into()),
            label,
            help: None,
            essential: false,
        }
    }

    /// An option the players must set (no default), essential.
    pub fn required(key: &'static str, kind: OptionKind, label: Msg) -> Self {
        OptionSpec {
            key,
            kind,
            default: None,
            label,
            help: None,
            essential: true,
        }
    }

    /// An option with no default that may be left out (absent means "not used").
    pub fn optional(key: &'static str, kind: OptionKind, label: Msg) -> Self {
        OptionSpec {
            key,
            kind,
            default: None,
            label,
            help: None,
            essential: false,
        }
    }

    /// The same option with its help text (meaning and citation).
    #[must_use]
    pub fn help(mut self, help: Msg) -> Self {
        self.help = Some(help);
        self
    }

    /// The same option shown first.
    #[must_use]
    pub fn essential(mut self) -> Self {
        self.essential = true;
        self
    }
}

/// The kinds of option value, each with its control.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionKind {
    /// Yes or no (a checkbox).
    Flag,
    /// A whole number in a range (a number field or a stepper).
    Count {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One of named choices (a select or radio group): the JSON string value and its label.
    Choice {
        /// `(value, label)` pairs.
        choices: Vec<(String, Msg)>,
    },
    /// A list of whole numbers in a range (`double_tours`: `[10, 20]`).
    List {
        /// Smallest allowed item.
        min: i64,
        /// Largest allowed item.
        max: i64,
    },
    /// What a counter is worth, written as the money field is.
    Money,
    /// A whole number for each player (`{player: n}`).
    PerPlayer {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// Free text (a unit's name).
    Text,
    /// One of the players (the farmer): his name. The new-partie form offers the seats of
    /// its player boxes.
    Player,
    /// The players in sides (`{side: [players]}`): each player's side, among `count`
    /// sides named `1`, `2`...
    Sides {
        /// How many sides are offered.
        count: usize,
    },
    /// A group of options kept under one key (`initial_state`: `{pot, beasts...}`).
    Group {
        /// The group's own options.
        fields: Vec<OptionSpec>,
    },
}

/// An entry of `deals` that is not a deal (settle, abandon, a penalty, a hazard, a
/// forfeit): its own small form, posted like a deal.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EventForm {
    /// The event's code (the value of its type field).
    pub code: &'static str,
    /// Its name, as the books call it.
    pub label: Msg,
    /// What it does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<Msg>,
    /// Its fields (the type field included, as a fixed default).
    pub fields: Vec<Field>,
}

/// Where the partie stands in its rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Round {
    /// The round in words ("tour 3 of 10").
    pub label: Msg,
    /// The round's number, from 1.
    pub number: Option<u32>,
    /// How many rounds the partie has, when it has a fixed number.
    pub of: Option<u32>,
    /// Whether payments are doubled in this round.
    pub doubled: bool,
}

impl Round {
    /// A round known only by its words (transitional).
    pub fn text(label: impl Into<Msg>) -> Self {
        Round {
            label: label.into(),
            number: None,
            of: None,
            doubled: false,
        }
    }
}

/// One thing waiting on the table (a pot, a beast, a score).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableItem {
    /// What it is ("beast", "the pool on the game").
    pub label: Msg,
    /// Its amount in counters (or points), when it has one.
    pub amount: Option<i64>,
    /// The pot it lies in, when it is a pot's content.
    pub pot: Option<PotKey>,
    /// The player it concerns, when it is one player's.
    pub seat: Option<Seat>,
}

impl TableItem {
    /// An item known only by its words (transitional).
    pub fn text(label: impl Into<Msg>) -> Self {
        TableItem {
            label: label.into(),
            amount: None,
            pot: None,
            seat: None,
        }
    }

    /// An amount with its label.
    pub fn amount(label: Msg, amount: i64) -> Self {
        TableItem {
            label,
            amount: Some(amount),
            pot: None,
            seat: None,
        }
    }
}

/// The score sheet a game keeps beyond the running totals of counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReportKind {
    /// Counters only: the running totals are the sheet.
    #[default]
    Counters,
    /// A written sheet of points per deal, settled at the end (Piquet à écrire).
    WrittenSheet,
    /// Marks or points raced to a target, with the partie's end (ordinary Piquet,
    /// Impériale, Triomphe...).
    MarksRace,
}

/// The game's own reading of one deal as it is entered (Piquet: each player's count in the
/// deal, item by item), shown live while a deal is typed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealReading {
    /// One line per player the deal counts for.
    pub lines: Vec<ReadingLine>,
    /// A word on the whole deal (a law applied).
    pub note: Option<Msg>,
}

/// One player's count in a deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReadingLine {
    /// The player.
    pub player: String,
    /// His score in the deal.
    pub score: i64,
    /// What it is made of, item by item.
    pub items: Vec<(Msg, i64)>,
}
