//! Boxes and pools that carry over between deals: one mechanism for every game whose
//! counters wait on the table (Guimbarde's five boxes, Papillon's box, Commerce's poule,
//! Tontine's box, the Lottery fund, Poque's six boxes, Hoc's three...).
//!
//! A game keeps a [`Pools`] in its `State` (what lies in each box, by the pot key it
//! declares in [`super::Game::pots`]) and scores a deal through [`Payments`], which writes
//! every movement as a [`Transfer`] **and** keeps the boxes' contents in step, so that the
//! state always equals what the ledger holds in each pot. Nothing is created or destroyed:
//! a player pays a player, puts into a box, or draws from a box.
//!
//! ```text
//! let mut pay = Payments::new(state.pools.clone());
//! pay.ante_each(table.seats(), "poule", stake, "stake")?;    // each puts his stake
//! pay.draw_all("poule", winner, "poule")?;                     // the winner takes it
//! pay.pay(banker, winner, 1, "banker_lost")?;                  // player to player
//! let (transfers, pools) = pay.finish();
//! ```
//!
//! Amounts of 0 are skipped (a transfer is always positive); a negative amount or a draw
//! beyond a box's content is a bug of the caller ([`DealError::Broken`]), except through
//! the capped draws ([`Payments::draw_up_to`]) that the books' "while it lasts" rules use.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::counters::{add, count};
use super::DealError;
use crate::domain::{Account, PotKey, Reason, Seat, Transfer};

/// What lies in each box or pool of the table, by pot key (a box never named holds 0).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Pools(BTreeMap<String, i64>);

impl Pools {
    /// The content of the box `key` (0 when it was never used).
    pub fn get(&self, key: &str) -> i64 {
        self.0.get(key).copied().unwrap_or(0)
    }

    /// Whether the box `key` holds nothing.
    pub fn is_empty(&self, key: &str) -> bool {
        self.get(key) == 0
    }

    /// Every box with its content, in key order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, i64)> {
        self.0.iter().map(|(k, v)| (k.as_str(), *v))
    }

    fn change(&mut self, key: &str, delta: i64) -> Result<(), DealError> {
        let now = add(self.get(key), delta)?;
        if now < 0 {
            return Err(DealError::Broken {
                detail: format!("box {key} would hold {now}"),
            });
        }
        self.0.insert(key.to_owned(), now);
        Ok(())
    }
}

/// The payments of one deal (or of the opening or closing of a partie), kept in step with
/// the boxes: start from the state's [`Pools`], move counters, then [`Payments::finish`].
#[derive(Debug, Clone, Default)]
pub struct Payments {
    pools: Pools,
    transfers: Vec<Transfer>,
}

fn positive(amount: i64) -> Result<bool, DealError> {
    if amount < 0 {
        return Err(DealError::Broken {
            detail: format!("negative payment {amount}"),
        });
    }
    Ok(amount > 0)
}

fn pot(key: &str) -> Account {
    Account::Pot(PotKey::from_string(key.to_owned()))
}

impl Payments {
    /// Payments starting from the boxes as they lie.
    pub fn new(pools: Pools) -> Self {
        Payments {
            pools,
            transfers: Vec::new(),
        }
    }

    /// The boxes as they lie now (after the movements so far).
    pub fn pools(&self) -> &Pools {
        &self.pools
    }

    /// The content of box `key` now.
    pub fn box_now(&self, key: &str) -> i64 {
        self.pools.get(key)
    }

    /// The transfers written so far.
    pub fn transfers(&self) -> &[Transfer] {
        &self.transfers
    }

    /// Player `from` pays `amount` to player `to` (nothing for 0 or to himself).
    ///
    /// # Errors
    /// [`DealError::Broken`] for a negative amount.
    pub fn pay(
        &mut self,
        from: Seat,
        to: Seat,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        if positive(amount)? && from != to {
            self.transfers.push(Transfer::new(
                Account::Player(from),
                Account::Player(to),
                amount,
                Reason::new(reason),
            ));
        }
        Ok(())
    }

    /// Each seat of `payers` except `to` pays `amount` to `to` ("one from each").
    ///
    /// # Errors
    /// As [`Payments::pay`].
    pub fn each_pays(
        &mut self,
        payers: impl IntoIterator<Item = Seat>,
        to: Seat,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        for from in payers {
            self.pay(from, to, amount, reason)?;
        }
        Ok(())
    }

    /// `from` pays `amount` to each seat of `receivers` except himself ("one to each").
    ///
    /// # Errors
    /// As [`Payments::pay`].
    pub fn pays_each(
        &mut self,
        from: Seat,
        receivers: impl IntoIterator<Item = Seat>,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        for to in receivers {
            self.pay(from, to, amount, reason)?;
        }
        Ok(())
    }

    /// Player `from` puts `amount` into box `key`.
    ///
    /// # Errors
    /// [`DealError::Broken`] for a negative amount; [`DealError::Overflow`].
    pub fn put(
        &mut self,
        from: Seat,
        key: &str,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        if positive(amount)? {
            self.pools.change(key, amount)?;
            self.transfers.push(Transfer::new(
                Account::Player(from),
                pot(key),
                amount,
                Reason::new(reason),
            ));
        }
        Ok(())
    }

    /// Each seat of `seats` puts `amount` into box `key` (an ante, a stake).
    ///
    /// # Errors
    /// As [`Payments::put`].
    pub fn ante_each(
        &mut self,
        seats: impl IntoIterator<Item = Seat>,
        key: &str,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        for from in seats {
            self.put(from, key, amount, reason)?;
        }
        Ok(())
    }

    /// Player `to` draws exactly `amount` from box `key`.
    ///
    /// # Errors
    /// [`DealError::Broken`] when the box holds less (a rule that may find the box short
    /// uses [`Payments::draw_up_to`]).
    pub fn draw(
        &mut self,
        key: &str,
        to: Seat,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        if positive(amount)? {
            self.pools.change(key, -amount)?;
            self.transfers.push(Transfer::new(
                pot(key),
                Account::Player(to),
                amount,
                Reason::new(reason),
            ));
        }
        Ok(())
    }

    /// Player `to` draws `amount` from box `key`, or what is left if less ("while it
    /// lasts"). Returns what was drawn.
    ///
    /// # Errors
    /// [`DealError::Broken`] for a negative amount.
    pub fn draw_up_to(
        &mut self,
        key: &str,
        to: Seat,
        amount: i64,
        reason: &'static str,
    ) -> Result<i64, DealError> {
        positive(amount)?;
        let drawn = amount.min(self.pools.get(key));
        self.draw(key, to, drawn, reason)?;
        Ok(drawn)
    }

    /// Player `to` takes the whole of box `key`. Returns what he took.
    ///
    /// # Errors
    /// [`DealError::Overflow`] only.
    pub fn draw_all(
        &mut self,
        key: &str,
        to: Seat,
        reason: &'static str,
    ) -> Result<i64, DealError> {
        let all = self.pools.get(key);
        self.draw(key, to, all, reason)?;
        Ok(all)
    }

    /// Moves `amount` from box `from` to box `to` (a stake carried from one box to another).
    ///
    /// # Errors
    /// [`DealError::Broken`] when box `from` holds less.
    pub fn shift(
        &mut self,
        from: &str,
        to: &str,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        if positive(amount)? && from != to {
            self.pools.change(from, -amount)?;
            self.pools.change(to, amount)?;
            self.transfers.push(Transfer::new(
                pot(from),
                pot(to),
                amount,
                Reason::new(reason),
            ));
        }
        Ok(())
    }

    /// Shares the whole of box `key` equally among `seats` (in the order given); the odd
    /// counters go one each to the first of them. Returns what each received, in order.
    ///
    /// # Errors
    /// [`DealError::Overflow`] only; nothing is drawn for an empty `seats`.
    pub fn share_all(
        &mut self,
        key: &str,
        seats: &[Seat],
        reason: &'static str,
    ) -> Result<Vec<i64>, DealError> {
        if seats.is_empty() {
            return Ok(Vec::new());
        }
        let all = self.pools.get(key);
        let n = count(seats.len())?;
        let (each, odd) = (all.div_euclid(n), all.rem_euclid(n));
        let mut shares = Vec::with_capacity(seats.len());
        for (i, seat) in seats.iter().enumerate() {
            let share = each + i64::from(count(i)? < odd);
            self.draw(key, *seat, share, reason)?;
            shares.push(share);
        }
        Ok(shares)
    }

    /// The transfers, in the order made, and the boxes as they now lie.
    pub fn finish(self) -> (Vec<Transfer>, Pools) {
        (self.transfers, self.pools)
    }
}

/// The net change of each of `seats` players in `transfers` (received minus paid), by
/// seat index: a partie's `setup` or one deal's net.
///
/// # Errors
/// [`DealError::Overflow`].
pub fn seat_nets(transfers: &[Transfer], seats: usize) -> Result<Vec<i64>, DealError> {
    let mut nets = vec![0_i64; seats];
    for t in transfers {
        for (account, sign) in [(&t.from, -1_i64), (&t.to, 1)] {
            if let Account::Player(seat) = account {
                if let Some(n) = nets.get_mut(seat.index()) {
                    *n = add(*n, sign * t.amount)?;
                }
            }
        }
    }
    Ok(nets)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(i: u8) -> Seat {
        Seat::new(i)
    }

    #[test]
    fn boxes_follow_every_movement_and_carry_over() {
        let mut pay = Payments::new(Pools::default());
        pay.ante_each([s(0), s(1), s(2)], "box", 3, "ante").unwrap();
        assert_eq!(pay.box_now("box"), 9);
        pay.draw("box", s(1), 2, "queen").unwrap();
        assert_eq!(pay.draw_up_to("box", s(2), 10, "king").unwrap(), 7);
        pay.put(s(0), "box", 1, "laid_down").unwrap();
        let (transfers, pools) = pay.finish();
        assert_eq!(pools.get("box"), 1);
        assert_eq!(transfers.len(), 6);
        assert_eq!(seat_nets(&transfers, 3).unwrap(), vec![-4, -1, 4]);
        // The next deal starts from what was left.
        let mut next = Payments::new(pools);
        assert_eq!(next.draw_all("box", s(0), "box").unwrap(), 1);
        assert!(next.pools().is_empty("box"));
    }

    #[test]
    fn zero_is_skipped_and_overdrawing_is_a_bug() {
        let mut pay = Payments::new(Pools::default());
        pay.pay(s(0), s(1), 0, "nothing").unwrap();
        pay.pay(s(0), s(0), 5, "himself").unwrap();
        assert!(pay.transfers().is_empty());
        assert!(matches!(
            pay.draw("box", s(0), 1, "x"),
            Err(DealError::Broken { .. })
        ));
        assert!(matches!(
            pay.pay(s(0), s(1), -1, "x"),
            Err(DealError::Broken { .. })
        ));
    }

    #[test]
    fn a_share_gives_the_odd_counters_to_the_first() {
        let mut pay = Payments::new(Pools::default());
        pay.ante_each([s(0), s(1), s(2)], "box", 3, "ante").unwrap();
        pay.put(s(0), "box", 2, "ante").unwrap();
        assert_eq!(
            pay.share_all("box", &[s(2), s(0), s(1)], "shared").unwrap(),
            vec![4, 4, 3]
        );
        pay.put(s(1), "a", 4, "ante").unwrap();
        pay.shift("a", "b", 3, "carried").unwrap();
        assert_eq!((pay.box_now("a"), pay.box_now("b")), (1, 3));
    }
}
