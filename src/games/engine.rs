//! The checked entry points to a game: every outcome passes the universal invariants
//! before it can reach a ledger.

use std::collections::BTreeMap;

use super::{DealError, Game, Outcome, Table};
use crate::domain::{Account, PotKey, Transfer};

/// Checks the invariants every transfer list must satisfy: positive amounts, two distinct
/// accounts, seats at the table, declared pots, and no draw on [`Account::Carried`] outside
/// an opening.
///
/// # Errors
/// [`DealError::Broken`] naming the first transfer at fault.
pub fn check_transfers(
    transfers: &[Transfer],
    seats: usize,
    pots: &[PotKey],
    opening: bool,
) -> Result<(), DealError> {
    let known = |a: &Account| match a {
        Account::Player(s) => s.index() < seats,
        Account::Pot(p) => pot_index(pots, p).is_some(),
        Account::Carried => opening,
    };
    // The reason last found well formed: a run of payments for one reason (a side paying
    // each defender) is read once.
    let mut well_formed: Option<&str> = None;
    for t in transfers {
        let reason = t.reason.as_str();
        let checked = well_formed.is_some_and(|r| std::ptr::eq(r, reason));
        let broken = if t.amount <= 0 {
            Some("a non-positive amount")
        } else if t.from == t.to {
            Some("a payment to itself")
        } else if !known(&t.from) || !known(&t.to) {
            Some("an account not at this table")
        } else if !checked && !t.reason.is_well_formed() {
            Some("a malformed reason code")
        } else {
            None
        };
        well_formed = Some(reason);
        if let Some(what) = broken {
            return Err(DealError::Broken {
                detail: format!("{what} in {t:?}"),
            });
        }
    }
    Ok(())
}

/// Where `pot` stands in `pots`, a game's declared pots: found by the address of its
/// slug first (a game names its pots by constants), else by its text.
pub fn pot_index(pots: &[PotKey], pot: &PotKey) -> Option<usize> {
    let slug = pot.as_str();
    pots.iter()
        .position(|p| std::ptr::eq(p.as_str(), slug))
        .or_else(|| pots.iter().position(|p| p == pot))
}

/// Applies `transfers` to the running pot balances and fails if a pot would go below zero.
///
/// # Errors
/// [`DealError::Broken`] when a pot goes negative, [`DealError::Overflow`] on overflow.
pub fn apply_to_pots(
    pots: &mut BTreeMap<PotKey, i64>,
    transfers: &[Transfer],
) -> Result<(), DealError> {
    for t in transfers {
        if let Account::Pot(p) = &t.to {
            let v = pots.entry(p.clone()).or_insert(0);
            *v = v.checked_add(t.amount).ok_or_else(DealError::overflow)?;
        }
        if let Account::Pot(p) = &t.from {
            let v = pots.entry(p.clone()).or_insert(0);
            *v = v.checked_sub(t.amount).ok_or_else(DealError::overflow)?;
        }
    }
    if let Some((p, v)) = pots.iter().find(|(_, v)| **v < 0) {
        return Err(DealError::Broken {
            detail: format!("pot {p} would hold {v}"),
        });
    }
    Ok(())
}

/// What each pot a game declares holds, kept entry by entry as a replay goes: the running
/// balances of [`apply_to_pots`], one counter a pot.
#[derive(Debug, Clone)]
pub struct PotsHeld<'a> {
    pots: &'a [PotKey],
    held: Vec<i64>,
}

impl<'a> PotsHeld<'a> {
    /// Every pot of `pots` empty.
    pub fn new(pots: &'a [PotKey]) -> Self {
        PotsHeld {
            pots,
            held: vec![0; pots.len()],
        }
    }

    fn slot(&mut self, pot: &PotKey) -> Result<&mut i64, DealError> {
        let i = pot_index(self.pots, pot).ok_or_else(|| DealError::Broken {
            detail: format!("pot {pot} is not one of the game's"),
        })?;
        self.held.get_mut(i).ok_or_else(DealError::overflow)
    }

    /// Applies one entry's `transfers` (checked: every pot they name is declared) and
    /// fails if a pot would go below zero, as [`apply_to_pots`].
    ///
    /// # Errors
    /// [`DealError::Broken`] when a pot goes negative (the first in key order),
    /// [`DealError::Overflow`] on overflow.
    pub fn apply(&mut self, transfers: &[Transfer]) -> Result<(), DealError> {
        for t in transfers {
            if let Account::Pot(p) = &t.to {
                let v = self.slot(p)?;
                *v = v.checked_add(t.amount).ok_or_else(DealError::overflow)?;
            }
            if let Account::Pot(p) = &t.from {
                let v = self.slot(p)?;
                *v = v.checked_sub(t.amount).ok_or_else(DealError::overflow)?;
            }
        }
        let negative = self
            .pots
            .iter()
            .zip(&self.held)
            .filter(|(_, v)| **v < 0)
            .min_by(|a, b| a.0.cmp(b.0));
        if let Some((p, v)) = negative {
            return Err(DealError::Broken {
                detail: format!("pot {p} would hold {v}"),
            });
        }
        Ok(())
    }
}

/// Checks an outcome of `G` at `table` (see [`check_transfers`]) and passes it on.
fn checked<G: Game>(
    table: &Table<G::Options>,
    out: Outcome<G::State>,
    opening: bool,
) -> Result<Outcome<G::State>, DealError> {
    let pots = G::pots(table.game, &table.options);
    check_transfers(&out.transfers, table.players.len(), &pots, opening)?;
    Ok(out)
}

/// [`Game::settle_owned`] with its transfers checked against `pots`, the game's
/// ([`Game::pots`], which a replay asks once, not for every deal).
///
/// # Errors
/// The game's own error for bad facts, or [`DealError::Broken`].
pub fn settle_owned_checked<G: Game>(
    table: &Table<G::Options>,
    pots: &[PotKey],
    state: G::State,
    deal: &G::Deal,
) -> Result<Outcome<G::State>, DealError> {
    let out = G::settle_owned(table, state, deal)?;
    check_transfers(&out.transfers, table.players.len(), pots, false)?;
    Ok(out)
}

/// [`Game::open`] with its transfers checked.
///
/// # Errors
/// The game's own error, or [`DealError::Broken`].
pub fn open_checked<G: Game>(table: &Table<G::Options>) -> Result<Outcome<G::State>, DealError> {
    checked::<G>(table, G::open(table)?, true)
}

/// [`Game::settle`] with its transfers checked.
///
/// # Errors
/// The game's own error for bad facts, or [`DealError::Broken`].
pub fn settle_checked<G: Game>(
    table: &Table<G::Options>,
    state: &G::State,
    deal: &G::Deal,
) -> Result<Outcome<G::State>, DealError> {
    checked::<G>(table, G::settle(table, state, deal)?, false)
}

/// [`Game::last_record`] with its transfers checked.
///
/// # Errors
/// The game's own error, or [`DealError::Broken`].
pub fn last_record_checked<G: Game>(
    table: &Table<G::Options>,
    state: &G::State,
) -> Result<Option<Outcome<G::State>>, DealError> {
    G::last_record(table, state)?
        .map(|out| checked::<G>(table, out, false))
        .transpose()
}

/// [`Game::close`] with its transfers checked.
///
/// # Errors
/// The game's own error, or [`DealError::Broken`].
pub fn close_checked<G: Game>(
    table: &Table<G::Options>,
    state: &G::State,
) -> Result<Outcome<G::State>, DealError> {
    checked::<G>(table, G::close(table, state)?, false)
}
