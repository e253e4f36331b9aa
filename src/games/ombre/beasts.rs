//! La Bête: the forfeit worth what was played for, paid into a pot of waiting beasts and
//! played for again on a later deal (spec 1.4.5; 000:8988-9064, 9193-9369; 001:6751-6836,
//! 7001-7165). The same machinery serves the Ombre by three and by two and the new Quintille.
//!
//! * Value: every beast equals the pool `P` of the deal it is made on (000:9056-9064).
//! * Grouping: the beasts made on one deal go together as one waiting beast, unless the
//!   table keeps them separate (laws XLVII, XLIX; 000:9031-9050).
//! * Order: when no beast is going, the highest waiting beast goes on the game at the start
//!   of the next deal; the others wait (law XLVIII; 000:9052-9054).

use super::purse::{sum, Purse, PENDING, POOL};
use crate::domain::{Account, Seat};
use crate::games::hombre::halves;
use crate::games::DealError;

/// One beast made on a deal: who pays how much into the waiting beasts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Beast {
    /// The payers and their parts (one payer, or two for a half beast each).
    pub parts: Vec<(Seat, i64)>,
    /// The reason code of the payments.
    pub reason: &'static str,
}

impl Beast {
    /// A beast of `value` paid by one player.
    pub fn by(payer: Seat, value: i64, reason: &'static str) -> Self {
        Beast {
            parts: vec![(payer, value)],
            reason,
        }
    }

    /// A beast of `value` shared by two players, half each, the first named paying the odd
    /// jeton (spec 1.4.8 and 8.14; 000:8805-8824).
    pub fn shared(first: Seat, second: Seat, value: i64, reason: &'static str) -> Self {
        let (high, low) = halves(value);
        Beast {
            parts: vec![(first, high), (second, low)],
            reason,
        }
    }

    /// What the beast is worth.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn value(&self) -> Result<i64, DealError> {
        sum(self.parts.iter().map(|&(_, v)| v))
    }
}

/// Start of a deal: when no beast is going and some wait, the highest goes on the game.
/// Returns the beast that went, if any.
///
/// # Errors
/// [`DealError::Overflow`].
pub(crate) fn bring_on(purse: &mut Purse) -> Result<Option<i64>, DealError> {
    let Some(beast) = purse.state.beasts.bring_on() else {
        return Ok(None);
    };
    purse.pay(PENDING, POOL, beast, "beast_goes")?;
    Ok(Some(beast))
}

/// Pays this deal's beasts into the waiting beasts: one waiting entry for all of them, or
/// one each when the table keeps them `separate` (laws XLVII, XLIX).
///
/// # Errors
/// [`DealError::Overflow`].
pub(crate) fn make(purse: &mut Purse, beasts: &[Beast], separate: bool) -> Result<(), DealError> {
    let mut values = Vec::new();
    for beast in beasts {
        for &(payer, part) in &beast.parts {
            purse.pay(Account::Player(payer), PENDING, part, beast.reason)?;
        }
        values.push(beast.value()?);
    }
    purse.state.beasts.add_made(&values, separate)
}

/// Moves every waiting beast onto the game (the missed vole, the end of a partie).
///
/// # Errors
/// [`DealError::Overflow`].
pub(crate) fn all_on_game(purse: &mut Purse) -> Result<(), DealError> {
    let waiting = purse.state.beasts.pending_total()?;
    purse.pay(PENDING, POOL, waiting, "beasts_on_game")?;
    purse.state.beasts.pending.clear();
    Ok(())
}

/// Pays every waiting beast to `winner` (the vole made on several beasts, law LXII).
///
/// # Errors
/// [`DealError::Overflow`].
pub(crate) fn draw_all(purse: &mut Purse, winner: Seat) -> Result<(), DealError> {
    let waiting = purse.state.beasts.pending_total()?;
    purse.pay(
        PENDING,
        Account::Player(winner),
        waiting,
        "vole_draws_beasts",
    )?;
    purse.state.beasts.pending.clear();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hombre::BeastQueue;
    use crate::games::ombre::State;

    fn table(pool: i64, has_beast: bool, pending: Vec<i64>) -> Purse {
        Purse::new(&State {
            pool,
            beasts: BeastQueue {
                pending,
                on_game: has_beast,
            },
            ..State::default()
        })
    }

    #[test]
    fn the_highest_waiting_beast_goes_first() {
        // The worked case of spec 1.9: pending [90, 72] after a drawn pool -> 90 goes.
        let mut purse = table(0, false, vec![90, 72]);
        assert_eq!(bring_on(&mut purse).unwrap(), Some(90));
        assert_eq!(purse.state.beasts.pending, vec![72]);
        assert_eq!(purse.state.pool, 90);
        assert!(purse.state.beasts.on_game);
        // A beast going: the others wait.
        assert_eq!(bring_on(&mut purse).unwrap(), None);
    }

    #[test]
    fn beasts_of_one_deal_go_together_unless_kept_apart() {
        let beasts = [
            Beast::by(Seat::new(0), 27, "remise_beast"),
            Beast::by(Seat::new(0), 27, "penalty_beast"),
        ];
        let mut purse = table(27, false, vec![]);
        make(&mut purse, &beasts, false).unwrap();
        assert_eq!(purse.state.beasts.pending, vec![54]);
        let mut purse = table(27, false, vec![]);
        make(&mut purse, &beasts, true).unwrap();
        assert_eq!(purse.state.beasts.pending, vec![27, 27]);
    }

    #[test]
    fn a_half_beast_puts_the_odd_jeton_on_the_first_named() {
        let b = Beast::shared(Seat::new(2), Seat::new(1), 45, "penalty_beast");
        assert_eq!(b.parts, vec![(Seat::new(2), 23), (Seat::new(1), 22)]);
        assert_eq!(b.value().unwrap(), 45);
    }

    #[test]
    fn the_table_of_the_beasts() {
        // 000:9299-9330: consecutive remises without a pass, re-marked with 2 markers (18)
        // each deal: 27, 72, 90, 108 ... 306.
        let mut purse = table(0, false, vec![]);
        let mut made = Vec::new();
        for deal in 0..15 {
            bring_on(&mut purse).unwrap();
            purse.state.pool += if deal == 0 { 27 } else { 18 };
            let p = purse.state.pool;
            made.push(p);
            make(
                &mut purse,
                &[Beast::by(Seat::new(0), p, "remise_beast")],
                false,
            )
            .unwrap();
        }
        assert_eq!(
            made,
            vec![27, 72, 90, 108, 126, 144, 162, 180, 198, 216, 234, 252, 270, 288, 306]
        );
    }
}
