//! What a deal-entry form asks, described as data so that one web template renders every
//! game's form and one parser turns the submitted fields back into the deal's JSON.
//!
//! A field's `name` is a JSON path in the deal object, dotted for nesting
//! (`"matador_holders.spadille"`); a key stays a key whatever it spells (`"trump_honours.10"`
//! is the Ten's box, `"cards.2"` the cards of a player called "2"). Empty optional fields
//! are left out of the JSON. A list slot is written in brackets (`"events[0].type"`,
//! `"events[1].player"`, the engine's own way in its errors): the entries are taken in
//! order, and an entry whose fields were all left empty is dropped (a form offers a few
//! such slots for a list of events).

use serde::Serialize;
use serde_json::Value;

use super::Msg;

/// One input of a deal-entry form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Field {
    /// The JSON path in the deal object (`"contract"`, `"matador_holders.spadille"`).
    pub name: String,
    /// The label, in the books' terms ("Ombre (who stands)").
    pub label: Msg,
    /// What kind of input, and so what JSON value it makes.
    pub kind: FieldKind,
    /// A short hint shown under the input.
    pub help: Option<Msg>,
    /// Whether the deal cannot be scored without it.
    pub required: bool,
    /// Whether the common deal needs it: essential fields are shown first, the others
    /// folded in their [`Field::group`].
    pub essential: bool,
    /// The short named group an advanced field is folded in ("Matadors", "Faults").
    pub group: Option<Msg>,
    /// What the table already knows (the dealer, the elder...), pre-filled.
    pub default: Option<Value>,
    /// For a per-player count whose boxes add up to a known total (the tricks of a deal):
    /// the total. A single box left blank is then derived, not typed: it takes what the
    /// others leave.
    pub total: Option<i64>,
    /// Whether [`Field::default`] is what the table knows for sure (the dealer, the tour,
    /// elder and younger): a fresh form does not ask it, it folds it away.
    pub known: bool,
    /// `(field, value)`: the field counts only when that other field holds that value;
    /// otherwise whatever it holds (a contract pre-filled on a deal all passed) is no fact.
    /// Only for a field that pays nothing on its own when the other says otherwise.
    pub only_when: Option<(String, String)>,
}

/// The kinds of input, each with the JSON it produces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FieldKind {
    /// One of the players (a select): a JSON string.
    Player,
    /// Several of the players (checkboxes): a JSON array of names.
    Players,
    /// A whole number (a number input): a JSON number.
    Count {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One whole number per player (number inputs side by side): `{player: n}`.
    PerPlayer {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One of fixed values (a select): a JSON string.
    Choice {
        /// `(value, label)` pairs.
        options: Vec<(String, Msg)>,
    },
    /// Several of fixed values (checkboxes): a JSON array of the chosen values, in the
    /// order of `options`; left out when none is ticked.
    Choices {
        /// `(value, label)` pairs.
        options: Vec<(String, Msg)>,
    },
    /// Yes or no (a checkbox): a JSON bool, left out when unchecked.
    Flag,
    /// Free text: a JSON string.
    Text,
    /// A JSON value typed as text (lists of penalties, declarations...).
    Json,
}

impl Field {
    /// A field with no help text; a required field is essential, an optional one is not.
    pub fn new(name: &str, label: impl Into<Msg>, kind: FieldKind, required: bool) -> Self {
        Field {
            name: name.to_owned(),
            label: label.into(),
            kind,
            help: None,
            required,
            essential: required,
            group: None,
            default: None,
            total: None,
            known: false,
            only_when: None,
        }
    }

    /// The same field with a hint.
    #[must_use]
    pub fn with_help(mut self, help: impl Into<Msg>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The same field, shown first (or not) whatever `required` says.
    #[must_use]
    pub fn essential(mut self, essential: bool) -> Self {
        self.essential = essential;
        self
    }

    /// The same field folded in the named group.
    #[must_use]
    pub fn in_group(mut self, group: Msg) -> Self {
        self.group = Some(group);
        self.essential = false;
        self
    }

    /// The same per-player field, its boxes adding up to `total`: one box left blank is
    /// derived from the others.
    #[must_use]
    pub fn with_total(mut self, total: i64) -> Self {
        self.total = Some(total);
        self
    }

    /// The same field pre-filled with what the table knows for sure, and so not asked
    /// (folded away on a fresh form).
    #[must_use]
    pub fn known(mut self, value: impl Into<Value>) -> Self {
        self.default = Some(value.into());
        self.known = true;
        self
    }

    /// The same field, counted only when `field` holds `value` (see [`Field::only_when`]).
    #[must_use]
    pub fn only_when(mut self, field: &str, value: &str) -> Self {
        self.only_when = Some((field.to_owned(), value.to_owned()));
        self
    }

    /// The same field pre-filled with what the table knows.
    #[must_use]
    pub fn with_default(mut self, value: impl Into<Value>) -> Self {
        self.default = Some(value.into());
        self
    }
}
