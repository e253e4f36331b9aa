//! The checked entry points to a game: every outcome passes the universal invariants
//! before it can reach a ledger.

use std::collections::BTreeMap;

use super::{DealError, Game, Outcome, Table};
use crate::domain::{Account, PotKey, Reason, Transfer};

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
    Checks::new(seats, pots).transfers(transfers, opening)
}

/// How many reason codes [`Checks`] remembers.
const REMEMBERED: usize = 32;

/// The checks of [`check_transfers`] at one table (`seats` players, the game's `pots`),
/// kept for a whole replay: a reason code the game writes as static text is found well
/// formed once, not once a payment (remembered by the address and length of its text).
#[derive(Debug, Clone)]
pub struct Checks<'a> {
    seats: usize,
    pots: &'a [PotKey],
    /// The static codes found well formed, each at the slot its address hashes to.
    well_formed: [Option<&'static str>; REMEMBERED],
}

impl<'a> Checks<'a> {
    /// The checks at a table of `seats` players whose game declares `pots`.
    pub fn new(seats: usize, pots: &'a [PotKey]) -> Self {
        Checks {
            seats,
            pots,
            well_formed: [None; REMEMBERED],
        }
    }

    /// Where `account` stands among this table's accounts: the seats, then the declared
    /// pots, then [`Account::Carried`], which only an `opening` may name; `None` for an
    /// account not at this table.
    #[inline]
    pub fn slot(&self, account: &Account, opening: bool) -> Option<usize> {
        match account {
            Account::Player(s) => Some(s.index()).filter(|i| *i < self.seats),
            Account::Pot(p) => pot_index(self.pots, p).map(|i| self.seats + i),
            Account::Carried => opening.then_some(self.seats + self.pots.len()),
        }
    }

    /// Whether `reason` is a well-formed code ([`Reason::is_well_formed`]), a static code
    /// read once.
    #[inline]
    fn well_formed(&mut self, reason: &Reason) -> bool {
        let Some(code) = reason.as_static() else {
            return reason.is_well_formed();
        };
        // The text's address, hashed to a slot (a code met at another slot's address is
        // read again: never wrongly taken).
        let address = code.as_ptr() as u64;
        let slot = (address.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            >> (u64::BITS - REMEMBERED.trailing_zeros())) as usize;
        let Some(remembered) = self.well_formed.get_mut(slot) else {
            return reason.is_well_formed();
        };
        if remembered.is_some_and(|r| std::ptr::eq(r, code)) {
            return true;
        }
        let fine = reason.is_well_formed();
        if fine {
            *remembered = Some(code);
        }
        fine
    }

    /// Checks one transfer of an entry (an `opening` may draw on [`Account::Carried`]);
    /// returns where its accounts stand ([`Checks::slot`]): the payer's, the receiver's.
    ///
    /// # Errors
    /// [`DealError::Broken`] naming the transfer and what is wrong with it.
    #[inline]
    pub fn transfer(&mut self, t: &Transfer, opening: bool) -> Result<(usize, usize), DealError> {
        match self.accounts(t, opening) {
            Some(accounts) => Ok(accounts),
            None => Err(self.fault(t, opening)),
        }
    }

    /// [`Checks::transfer`] without the error: `None` for a transfer at fault. Small
    /// enough to be inlined where the payments are counted.
    #[inline(always)]
    fn accounts(&mut self, t: &Transfer, opening: bool) -> Option<(usize, usize)> {
        let from = self.slot(&t.from, opening)?;
        let to = self.slot(&t.to, opening)?;
        (t.amount > 0 && t.from != t.to && self.well_formed(&t.reason)).then_some((from, to))
    }

    /// Why `t` fails [`Checks::transfer`].
    #[cold]
    #[inline(never)]
    fn fault(&self, t: &Transfer, opening: bool) -> DealError {
        let known = self.slot(&t.from, opening).is_some() && self.slot(&t.to, opening).is_some();
        broken(t, known)
    }

    /// Checks one entry's `transfers` (an `opening` may draw on [`Account::Carried`]).
    ///
    /// # Errors
    /// [`DealError::Broken`] naming the first transfer at fault.
    pub fn transfers(&mut self, transfers: &[Transfer], opening: bool) -> Result<(), DealError> {
        for t in transfers {
            self.transfer(t, opening)?;
        }
        Ok(())
    }
}

/// Why `t` fails [`Checks::transfer`] (`known`: both its accounts are at the table), the
/// first fault in this order.
#[cold]
fn broken(t: &Transfer, known: bool) -> DealError {
    let what = if t.amount <= 0 {
        "a non-positive amount"
    } else if t.from == t.to {
        "a payment to itself"
    } else if !known {
        "an account not at this table"
    } else {
        "a malformed reason code"
    };
    DealError::Broken {
        detail: format!("{what} in {t:?}"),
    }
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
