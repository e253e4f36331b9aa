use std::fmt;

use serde::{Deserialize, Serialize};

/// A place at the table: the index of a player in the partie's `players` list
/// (seat 0 deals first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// The seat at `index` in the seating order. Seats above 255 do not exist at any table.
    pub fn new(index: u8) -> Self {
        Seat(index)
    }

    /// The seat for a `usize` index, if it fits.
    pub fn from_index(index: usize) -> Option<Self> {
        u8::try_from(index).ok().map(Seat)
    }

    /// The index into the partie's `players` list.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}
