//! What the table shows between deals (spec 1.3): the deal to come and who deals it, the
//! pool on the game, each waiting beast in the order it will go, and at the Ombre the stake
//! of the next deal and the pools won. Each item carries its amount as a number.

use super::purse::{PENDING_KEY, POOL_KEY};
use super::{dealer_of, State};
use crate::domain::PotKey;
use crate::games::{Msg, Round, Status, TableItem};

/// The deal to come, numbered from 1 (spec 0, "Seating").
pub(crate) fn round(state: &State) -> Round {
    let number = state.deals.saturating_add(1);
    Round {
        label: crate::msg!("ombre-round", deal = number),
        number: Some(number),
        of: None,
        doubled: false,
    }
}

/// An amount lying in one of the family's pots.
pub(crate) fn in_pot(label: Msg, amount: i64, pot: &'static str) -> TableItem {
    TableItem {
        pot: Some(PotKey::new(pot)),
        ..TableItem::amount(label, amount)
    }
}

/// The pool (saying whether a beast is going in it), then every waiting beast, the
/// highest first: the order in which they go (law XLVIII; 000:9052-9054).
pub(crate) fn pool_and_beasts(state: &State) -> Vec<TableItem> {
    let pool = if state.beasts.on_game {
        crate::msg!("ombre-item-pool-with-beast")
    } else {
        crate::msg!("ombre-item-pool")
    };
    let mut items = vec![in_pot(pool, state.pool, POOL_KEY)];
    for (i, beast) in state.beasts.in_going_order().into_iter().enumerate() {
        items.push(in_pot(
            crate::msg!("ombre-item-beast-waiting", rank = i + 1),
            beast,
            PENDING_KEY,
        ));
    }
    items
}

/// The status of a table of `players` in `state`, with the game's own items.
pub(crate) fn status(players: usize, state: &State, on_table: Vec<TableItem>) -> Status {
    Status {
        dealer: dealer_of(players, state.deals),
        round: Some(round(state)),
        on_table,
        finished: false,
    }
}
