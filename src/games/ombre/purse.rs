//! The payments of one deal, built in the order the books make them, with the pool and the
//! waiting beasts kept in step with the transfers that fill and empty them.
//!
//! Every amount the family computes reaches the ledger through `Purse`: a zero amount is
//! skipped (nothing moves), a negative one is a bug ([`DealError::Broken`]).

use super::State;
use crate::domain::{Account, Reason, Seat, Transfer};
use crate::games::hombre::halves;
use crate::games::DealError;

/// The key of the pot of stakes and of the beast that goes: "la poule", "le jeu" (spec 1.3).
pub(crate) const POOL_KEY: &str = "pool";
/// The key of the pot of the beasts made and not yet gone on the game (spec 1.3).
pub(crate) const PENDING_KEY: &str = "pending_beasts";
/// The pool, as an account.
pub(crate) const POOL: Account = Account::pot(POOL_KEY);
/// The waiting beasts, as an account.
pub(crate) const PENDING: Account = Account::pot(PENDING_KEY);

/// The family's checked arithmetic is the engine's, one implementation for all families.
pub(crate) use crate::games::counters::{add, count, mul, sum};

/// The transfers of one entry and the table state they lead to.
#[derive(Debug)]
pub(crate) struct Purse {
    /// The payments so far, in order.
    pub transfers: Vec<Transfer>,
    /// The table state, updated by every payment into or out of the pots.
    pub state: State,
}

impl Purse {
    /// A purse starting from `state`.
    pub fn new(state: &State) -> Self {
        Purse {
            transfers: Vec::new(),
            state: state.clone(),
        }
    }

    /// Records `amount` from `from` to `to`; nothing when `amount` is 0.
    ///
    /// # Errors
    /// [`DealError::Broken`] for a negative amount, [`DealError::Overflow`].
    pub fn pay(
        &mut self,
        from: Account,
        to: Account,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        if amount < 0 {
            return Err(DealError::Broken {
                detail: ["negative payment for ", reason, ": ", &amount.to_string()].concat(),
            });
        }
        if amount == 0 {
            return Ok(());
        }
        if to == POOL {
            self.state.pool = add(self.state.pool, amount)?;
        }
        if from == POOL {
            self.state.pool -= amount;
        }
        self.transfers
            .push(Transfer::new(from, to, amount, Reason::new(reason)));
        Ok(())
    }

    /// A player pays another.
    ///
    /// # Errors
    /// As [`Purse::pay`].
    pub fn between(
        &mut self,
        from: Seat,
        to: Seat,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        self.pay(Account::Player(from), Account::Player(to), amount, reason)
    }

    /// A player puts `amount` on the game.
    ///
    /// # Errors
    /// As [`Purse::pay`].
    pub fn put_in_pool(
        &mut self,
        from: Seat,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        self.pay(Account::Player(from), POOL, amount, reason)
    }

    /// A player draws `amount` from the game.
    ///
    /// # Errors
    /// As [`Purse::pay`].
    pub fn draw(&mut self, to: Seat, amount: i64, reason: &'static str) -> Result<(), DealError> {
        self.pay(POOL, Account::Player(to), amount, reason)
    }

    /// Each of `payers` pays `each` to a pair (the Ombre and his partner), the total being
    /// split once: `first` receives `ceil(total / 2)` of it, `second` the rest (spec 5: "each flow
    /// is split once, on its total"). With no `second`, `first` receives everything.
    ///
    /// # Errors
    /// As [`Purse::pay`].
    pub fn collect_for_pair(
        &mut self,
        payers: &[Seat],
        each: i64,
        first: Seat,
        second: Option<Seat>,
        reason: &'static str,
    ) -> Result<(), DealError> {
        self.with_pair(payers, each, first, second, true, reason)
    }

    /// A pair pays `each` to every one of `payees`, the total being split once: `first` pays
    /// `ceil(total / 2)`, `second` the rest; with no `second`, `first` pays everything.
    ///
    /// # Errors
    /// As [`Purse::pay`].
    pub fn pay_from_pair(
        &mut self,
        payees: &[Seat],
        each: i64,
        first: Seat,
        second: Option<Seat>,
        reason: &'static str,
    ) -> Result<(), DealError> {
        self.with_pair(payees, each, first, second, false, reason)
    }

    /// `each` between every one of `others` and a pair, to the pair when `to_pair`, from it
    /// otherwise; the total is split once: `first`'s part is `ceil(total / 2)` (all of it
    /// with no `second`), taken from the first payments, `second`'s the rest.
    fn with_pair(
        &mut self,
        others: &[Seat],
        each: i64,
        first: Seat,
        second: Option<Seat>,
        to_pair: bool,
        reason: &'static str,
    ) -> Result<(), DealError> {
        let total = mul(each, count(others.len())?)?;
        let mut owed_first = match second {
            Some(_) => halves(total).0,
            None => total,
        };
        for &p in others {
            let first_part = each.min(owed_first);
            owed_first -= first_part;
            let parts =
                std::iter::once((first, first_part)).chain(second.map(|s| (s, each - first_part)));
            for (member, amount) in parts {
                if to_pair {
                    self.between(p, member, amount, reason)?;
                } else {
                    self.between(member, p, amount, reason)?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::net_by_account;

    #[test]
    fn a_pair_divides_the_total_not_each_payment() {
        // quintille-nouveau: a lost call with 3 matadors pays 5 to each of three
        // defenders, 15 in all: the Ombre pays 8 and his partner 7 (not 9 and 6).
        let mut purse = Purse::new(&State::default());
        let defenders = [Seat::new(0), Seat::new(2), Seat::new(4)];
        purse
            .pay_from_pair(&defenders, 5, Seat::new(1), Some(Seat::new(3)), "test")
            .unwrap();
        let net = net_by_account(&purse.transfers).unwrap();
        assert_eq!(net[&Account::Player(Seat::new(1))], -8);
        assert_eq!(net[&Account::Player(Seat::new(3))], -7);
        for d in defenders {
            assert_eq!(net[&Account::Player(d)], 5);
        }
    }

    #[test]
    fn the_pool_follows_the_payments() {
        let mut purse = Purse::new(&State::default());
        purse.put_in_pool(Seat::new(0), 9, "stake").unwrap();
        purse.put_in_pool(Seat::new(1), 9, "stake").unwrap();
        purse.draw(Seat::new(1), 10, "draws").unwrap();
        assert_eq!(purse.state.pool, 8);
        purse.put_in_pool(Seat::new(2), 0, "nothing").unwrap();
        assert_eq!(purse.transfers.len(), 3);
        assert!(purse.put_in_pool(Seat::new(2), -1, "bug").is_err());
    }
}
