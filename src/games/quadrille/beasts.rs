//! Beasts (*bêtes*) and the game they are played for: the pieces of the Quadrille ledger
//! model that the Ombre family shares (spec §3.1, §3.3, §3.5).
//!
//! A beast is a forfeit equal to the value of the game when it is made ("autant de jetons
//! qu'il y en a au jeu", dictionary FR 11197–11201; EN 8917–8925; "les bêtes… sont toujours
//! égales au Jeu", FR 7007–7030). It waits in a queue and "goes" on a later deal; only one
//! beast is on the game at a time, and when the game is drawn the largest waiting beast
//! goes next (laws XXVIII–XXIX, FR 1457–1463; EN 3245–3250; FR 7075–7126).

use crate::games::DealError;

/// Shared with the Ombre family (one implementation of each rule: [`crate::games::hombre`]).
pub use crate::games::hombre::{halves, BeastQueue};

/// *V*, the value of the game, which is also the size of any beast made in the deal:
/// the pot (devant + the beast on the game) plus every player's game jetons, those owed for
/// remised deals (`owed`) and this deal's (`current`), counted `factor` times
/// (*F* = 4 players' jetons; spec §3.3 step 4; "ces quatre jettons sont comptés aux bêtes",
/// FR 665–675).
///
/// # Errors
/// [`DealError::Overflow`].
pub fn value_of_game(pot: i64, factor: i64, owed: i64, current: i64) -> Result<i64, DealError> {
    owed.checked_add(current)
        .and_then(|j| j.checked_mul(factor))
        .and_then(|j| j.checked_add(pot))
        .ok_or_else(DealError::overflow)
}

/// Divides `amount` among `winners` equally; the remainder goes to the winner at index
/// `odd_to` (spec §3.4 "Pot division").
pub fn divide(amount: i64, winners: usize, odd_to: usize) -> Vec<i64> {
    (0..winners)
        .map(|i| share(amount, winners, odd_to, i))
        .collect()
}

/// The share of the winner at index `i` in [`divide`].
pub fn share(amount: i64, winners: usize, odd_to: usize, i: usize) -> i64 {
    let k = i64::try_from(winners.max(1)).unwrap_or(1);
    let share = amount / k;
    let rest = amount - share * k;
    if i == odd_to {
        share + rest
    } else {
        share
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Replays a series of remises and codilles at the given game with `fiche` per deal and
    /// `jetons` per player, as the book's beast tables are built (FR 698–750, 7040–7160).
    fn series(fiche: i64, jetons: i64, first_codille: bool, deals: usize) -> Vec<i64> {
        let mut q = BeastQueue::default();
        let (mut pot, mut owed) = (0, 0);
        let mut made = Vec::new();
        for deal in 0..deals {
            pot += fiche;
            if let Some(b) = q.bring_on() {
                pot += b;
            }
            let v = value_of_game(pot, 4, owed, jetons).unwrap();
            made.push(v);
            if deal == 0 && first_codille {
                pot = 0;
                owed = 0;
                q.drawn();
            } else {
                owed += jetons;
            }
            q.add_made(&[v], false).unwrap();
        }
        made
    }

    #[test]
    fn quadrille_beasts_by_remise_follow_the_book() {
        assert_eq!(series(10, 1, false, 6), vec![14, 42, 56, 70, 84, 98]);
    }

    #[test]
    fn quadrille_beasts_after_a_codille_follow_the_book() {
        // The first codille draws the devant; the next remises start again from 14 + 14.
        assert_eq!(series(10, 1, true, 3), vec![14, 28, 42]);
    }

    #[test]
    fn mediateur_beasts_by_remise_follow_the_book() {
        assert_eq!(series(20, 2, false, 5), vec![28, 84, 112, 140, 168]);
    }

    #[test]
    fn three_codille_winners_leave_the_odd_counters_to_one() {
        // quadrille-009: 10 divided by three, the odd one to D (the third winner).
        assert_eq!(divide(10, 3, 2), vec![3, 3, 4]);
        // mediateur-003: 20 divided by three, 2 odd to A.
        assert_eq!(divide(20, 3, 0), vec![8, 6, 6]);
    }
}
