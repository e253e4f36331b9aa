//! The quadrille family (not yet implemented: every deal is refused).

use std::ops::RangeInclusive;

use serde_json::Value;

use super::{DealError, Game, GameId, Outcome, Table};
use crate::domain::PotKey;

/// The quadrille family's scorer.
#[derive(Debug)]
pub struct Quadrille;

impl Game for Quadrille {
    type Options = Value;
    type Deal = Value;
    type State = ();

    fn seats(_game: GameId, _options: &Self::Options) -> RangeInclusive<usize> {
        2..=6
    }

    fn pots(_game: GameId, _options: &Self::Options) -> Vec<PotKey> {
        Vec::new()
    }

    fn settle(
        table: &Table<Self::Options>,
        _state: &Self::State,
        _deal: &Self::Deal,
    ) -> Result<Outcome<Self::State>, DealError> {
        Err(DealError::not_now(format!(
            "{} is not scored yet",
            table.game.name()
        )))
    }
}
