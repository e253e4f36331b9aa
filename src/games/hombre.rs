//! Machinery shared by the two Hombre families, the Quadrille (`quadrille/`: Quadrille,
//! Médiateur, Solitaire, Tritrille, Piquemédrille) and the Ombre (`ombre/`: Ombre by three
//! and two, the Quintilles), where the books give one and the same rule:
//!
//! * [`BeastQueue`]: the beasts waiting and the one going; the largest waiting beast goes
//!   next, one at a time; beasts made on one deal go together unless agreed otherwise
//!   (Quadrille laws XXVIII-XXIX, FR 1457-1463; Ombre laws XLVII-XLIX, 000:9031-9054).
//! * [`halves`]: a beast or payment shared by two, the first payer (the Ombre, the first
//!   named offender) taking the odd counter (FR 10917-10919, 11040-11045; EN 8716).
//! * [`outcome`]: win, remise or codille of a side that must make `win` tricks of `total`
//!   (Quadrille 6 of 10; Quintille 5 of 8, 000:10925-10936, 11058-11063).
//!
//! What differs between the families stays in each family: the value of a beast (the
//! Quadrille's game with every player's jetons, the Ombre's pool), how a pair divides its
//! payments, the codille division, the matadors' tariffs, the three-handed outcome.

use serde::{Deserialize, Serialize};

use super::counters::sum;
use super::DealError;

/// The beasts of a table: those waiting (in the order made) and whether one is on the game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BeastQueue {
    /// Beasts waiting to go on the game, in the order they were made (a group of beasts
    /// that go together is one entry).
    pub pending: Vec<i64>,
    /// Whether the pot holds a beast now ("the beast that goes").
    pub on_game: bool,
}

impl BeastQueue {
    /// The sum of the waiting beasts.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn pending_total(&self) -> Result<i64, DealError> {
        sum(self.pending.iter().copied())
    }

    /// The waiting beasts in the order they will go (largest first).
    pub fn in_going_order(&self) -> Vec<i64> {
        let mut out = self.pending.clone();
        out.sort_by(|a, b| b.cmp(a));
        out
    }

    /// Puts the next beast on the game if none is there: the **largest** waiting beast, the
    /// first made among equals (Quadrille law XXIX; Ombre law XLVIII "la plus forte va la
    /// premiére"). Returns its amount, which the caller moves into the pot.
    pub fn bring_on(&mut self) -> Option<i64> {
        if self.on_game {
            return None;
        }
        let (index, _) = self
            .pending
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| a.cmp(b).then(j.cmp(i)))?;
        let amount = self.pending.remove(index);
        self.on_game = true;
        Some(amount)
    }

    /// The game was drawn or divided (a win, a codille): no beast is on the game any more.
    pub fn drawn(&mut self) {
        self.on_game = false;
    }

    /// How many separate beasts are on the game: the one going and every one waiting (a
    /// group that goes together counts as one; the Ombre's vole, laws LXI-LXIII).
    pub fn separate_on_game(&self) -> usize {
        usize::from(self.on_game) + self.pending.len()
    }

    /// Adds the beasts made in one deal: together as one beast (the book's rule), or each
    /// on its own when agreed (`separate`). A beast made in a deal never goes in that same
    /// deal.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn add_made(&mut self, made: &[i64], separate: bool) -> Result<(), DealError> {
        let mut made = made.iter().copied().filter(|b| *b > 0);
        if separate {
            self.pending.extend(made);
        } else if let Some(first) = made.next() {
            self.pending.push(sum(std::iter::once(first).chain(made))?);
        }
        Ok(())
    }

    /// Empties the queue (every beast drawn or shared out).
    pub fn clear(&mut self) {
        self.pending.clear();
        self.on_game = false;
    }
}

/// Splits `amount` between two payers (or receivers): the first (the Ombre, or the first
/// named offender) takes the odd counter: `(ceil(amount / 2), floor(amount / 2))`.
pub fn halves(amount: i64) -> (i64, i64) {
    let second = amount.div_euclid(2);
    (amount - second, second)
}

/// How a deal ends for the side that stands the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result3 {
    /// The side made its tricks: it is paid and draws the game.
    Win,
    /// Nobody won: the side pays, makes a beast; the game stays.
    Remise,
    /// The defenders won: they draw the game, the side pays and makes a beast.
    Codille,
}

/// The outcome of a side that took `side` of `total` tricks with `win` needed: codille when
/// the defenders take `win` themselves (FR 6330-6334, 11222; EN 8961, 9296), remise
/// otherwise; with `four_remise` (Quadrille option `four_tricks_remise`, FR 432-437 for a
/// called-king side) a side with exactly `total - win` tricks loses by remise.
/// At the Quintilles (`win` 5 of 8): five or more win, four is a remise, three or fewer is
/// codille (000:10925-10936, 11024-11027, 11058-11063).
pub fn outcome(side: i64, total: i64, win: i64, four_remise: bool) -> Result3 {
    let defenders = total - side;
    if side >= win {
        Result3::Win
    } else if defenders >= win && !(four_remise && defenders == win) {
        Result3::Codille
    } else {
        Result3::Remise
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_beast_goes_first_and_one_at_a_time() {
        let mut q = BeastQueue {
            pending: vec![42, 56, 56],
            on_game: false,
        };
        assert_eq!(q.bring_on(), Some(56));
        assert_eq!(q.bring_on(), None);
        assert_eq!(q.pending, vec![42, 56]);
        assert_eq!(q.separate_on_game(), 3);
        q.drawn();
        assert_eq!(q.bring_on(), Some(56));
        assert_eq!(q.in_going_order(), vec![42]);
        q.clear();
        assert_eq!(q, BeastQueue::default());
    }

    #[test]
    fn beasts_of_one_deal_go_together_unless_agreed() {
        let mut q = BeastQueue::default();
        q.add_made(&[14, 14], false).unwrap();
        assert_eq!(q.pending, vec![28]);
        q.add_made(&[14, 14], true).unwrap();
        assert_eq!(q.pending, vec![28, 14, 14]);
        q.add_made(&[0], false).unwrap();
        assert_eq!(q.pending_total().unwrap(), 56);
    }

    #[test]
    fn the_first_payer_takes_the_odd_counter() {
        // Quintille: "the first puts down two counters and the other one" (000:10917-10919);
        // a beast of 15 at the new Quintille: the Ombre 8, his King 7.
        assert_eq!(halves(3), (2, 1));
        assert_eq!(halves(15), (8, 7));
        assert_eq!(halves(14), (7, 7));
        assert_eq!(halves(0), (0, 0));
    }

    #[test]
    fn six_of_ten_at_quadrille_five_of_eight_at_quintille() {
        assert_eq!(outcome(6, 10, 6, false), Result3::Win);
        assert_eq!(outcome(5, 10, 6, false), Result3::Remise);
        assert_eq!(outcome(4, 10, 6, false), Result3::Codille);
        assert_eq!(outcome(4, 10, 6, true), Result3::Remise);
        assert_eq!(outcome(5, 8, 5, false), Result3::Win);
        assert_eq!(outcome(8, 8, 5, false), Result3::Win);
        assert_eq!(outcome(4, 8, 5, false), Result3::Remise);
        assert_eq!(outcome(3, 8, 5, false), Result3::Codille);
        assert_eq!(outcome(0, 8, 5, false), Result3::Codille);
    }
}
