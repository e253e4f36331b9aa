use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::Seat;

/// The name of a pot a game keeps on the table (`"pot"`, `"beasts_pending"`, `"panier"`...).
///
/// Names are stable snake_case slugs, identical to the keys of the vectors' `expected.pots`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PotKey(Cow<'static, str>);

impl PotKey {
    /// A pot key from a static slug, usable in `const` items.
    pub const fn new(slug: &'static str) -> Self {
        PotKey(Cow::Borrowed(slug))
    }

    /// A pot key from a stored string (database, JSON).
    pub fn from_string(slug: String) -> Self {
        PotKey(Cow::Owned(slug))
    }

    /// The slug.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PotKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Where counters are held: a player, a pot on the table, or the outside from which
/// counters carried over from an earlier sitting (`initial_state`) were brought to the table.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Account {
    /// A player, by seat.
    Player(Seat),
    /// A pot on the table.
    Pot(PotKey),
    /// Counters brought forward from before the partie (the opening of a partie that
    /// continues an adjourned one). Only an opening entry may draw on it.
    Carried,
}

impl Account {
    /// The account of a pot named by a static slug.
    pub const fn pot(slug: &'static str) -> Self {
        Account::Pot(PotKey::new(slug))
    }
}
