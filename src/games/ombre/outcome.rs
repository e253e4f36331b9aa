//! Who wins a deal: the game, the remise, the codille (spec 1.4.2, 3, 4), the counting of
//! matadors (spec 1.1), and the codille winners' division of the pool at the Quintilles.

use super::purse::{count, Purse};
use super::tricks_of;
use crate::domain::Seat;
use crate::games::hombre::{outcome, Result3};
use crate::games::DealError;

/// The verdict when each player plays for himself (Ombre by three and by two): the Ombre wins
/// with strictly more tricks than each other player (five, or four against 3-2,
/// 000:8992-8999); a defender with strictly more than each other wins codille and is named;
/// otherwise the best count is shared and it is a remise (3-3-3, 4-4-1; 1-4-4 by the
/// reading of spec 8.4).
pub(crate) fn strict_most(ombre: Seat, tricks: &[(Seat, u32)]) -> (Result3, Option<Seat>) {
    let mine = tricks_of(tricks, ombre);
    let best_other = tricks
        .iter()
        .filter(|&&(s, _)| s != ombre)
        .max_by_key(|&&(_, t)| t);
    match best_other {
        None => (Result3::Win, None),
        Some(&(_, t)) if mine > t => (Result3::Win, None),
        Some(&(s, t)) => {
            let strict = tricks.iter().all(|&(o, u)| o == s || u < t);
            if strict {
                (Result3::Codille, Some(s))
            } else {
                (Result3::Remise, None)
            }
        }
    }
}

/// The verdict at the Quintilles, where the attack (the Ombre and his King, or the Ombre
/// alone) must make five of the eight tricks, by the rule shared with the Quadrille
/// ([`outcome`]): five or more win, four is a remise, three or fewer is codille
/// (000:10925-10936, 11024-11027, 11058-11063).
pub(crate) fn five_of_eight(attack_tricks: u32) -> Result3 {
    outcome(i64::from(attack_tricks), 8, 5, false)
}

/// Checks a count of true matadors: 0 (fewer than three are not paid) or 3 up to `max`
/// (Spadille, Manille, Basto and the trumps following them without a gap, 000:8238-8330).
///
/// # Errors
/// [`DealError::Invalid`] naming `matadors`.
pub(crate) fn check_matadors(matadors: u32, max: u32) -> Result<(), DealError> {
    if matadors == 0 || (3..=max).contains(&matadors) {
        Ok(())
    } else {
        Err(DealError::invalid(
            "matadors",
            crate::msg!(
                "ombre-matadors-out-of-range",
                matadors = matadors,
                max = max
            ),
        ))
    }
}

/// The defenders who won codille at a Quintille divide what is on the game equally; the odd
/// jetons go one by one to the defenders in the order of their highest trump (`trump_order`);
/// what is left when no one else holds a trump stays on the game (000:10921-10936,
/// 11065-11075).
///
/// # Errors
/// [`DealError::Overflow`].
pub(crate) fn divide_by_trumps(
    purse: &mut Purse,
    defenders: &[Seat],
    trump_order: &[Seat],
    reason: &'static str,
) -> Result<(), DealError> {
    let pool = purse.state.pool;
    let k = count(defenders.len())?;
    if k == 0 {
        return Ok(());
    }
    let share = pool.div_euclid(k);
    let odd = usize::try_from(pool - share * k).map_err(|_| DealError::Overflow)?;
    for &d in defenders {
        let extra = i64::from(trump_order.iter().take(odd).any(|&t| t == d));
        purse.draw(d, share + extra, reason)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(i: u8) -> Seat {
        Seat::new(i)
    }

    fn verdict(o: u32, b: u32, c: u32) -> (Result3, Option<Seat>) {
        strict_most(s(0), &[(s(0), o), (s(1), b), (s(2), c)])
    }

    #[test]
    fn the_book_outcomes_at_three() {
        assert_eq!(verdict(5, 2, 2), (Result3::Win, None));
        assert_eq!(verdict(4, 3, 2), (Result3::Win, None)); // four against 3-2
        assert_eq!(verdict(4, 4, 1), (Result3::Remise, None)); // remise simple
        assert_eq!(verdict(3, 3, 3), (Result3::Remise, None)); // remise par trois
        assert_eq!(verdict(1, 4, 4), (Result3::Remise, None)); // spec 8.4
        assert_eq!(verdict(4, 5, 0), (Result3::Codille, Some(s(1))));
        assert_eq!(verdict(3, 2, 4), (Result3::Codille, Some(s(2))));
        assert_eq!(verdict(0, 5, 4), (Result3::Codille, Some(s(1))));
        assert_eq!(verdict(0, 9, 0), (Result3::Codille, Some(s(1))));
    }

    #[test]
    fn the_book_outcomes_at_two() {
        let two = |o, b| strict_most(s(0), &[(s(0), o), (s(1), b)]).0;
        assert_eq!(two(5, 3), Result3::Win);
        assert_eq!(two(4, 4), Result3::Remise);
        assert_eq!(two(3, 5), Result3::Codille);
    }

    #[test]
    fn five_tricks_of_eight_at_the_quintilles() {
        assert_eq!(five_of_eight(5), Result3::Win);
        assert_eq!(five_of_eight(8), Result3::Win);
        assert_eq!(five_of_eight(4), Result3::Remise);
        assert_eq!(five_of_eight(0), Result3::Codille);
    }

    #[test]
    fn matadors_start_at_three() {
        assert!(check_matadors(0, 9).is_ok());
        assert!(check_matadors(3, 9).is_ok());
        assert!(check_matadors(9, 9).is_ok());
        assert!(check_matadors(2, 9).is_err());
        assert!(check_matadors(9, 8).is_err());
    }

    #[test]
    fn codille_odd_jetons_follow_the_trumps() {
        // 000:10921-10936: a game of 5 divided by three defenders: one each, the two left
        // to the highest trump and then the better of the other two.
        let mut purse = Purse::new(&super::super::State {
            pool: 5,
            ..Default::default()
        });
        divide_by_trumps(&mut purse, &[s(0), s(2), s(4)], &[s(4), s(0)], "codille").unwrap();
        let got: Vec<i64> = purse.transfers.iter().map(|t| t.amount).collect();
        assert_eq!(got, vec![2, 1, 2]);
        assert_eq!(purse.state.pool, 0);
        // Nobody has a trump: the odd jetons stay on the game.
        let mut purse = Purse::new(&super::super::State {
            pool: 5,
            ..Default::default()
        });
        divide_by_trumps(&mut purse, &[s(0), s(2), s(4)], &[], "codille").unwrap();
        assert_eq!(purse.state.pool, 2);
    }
}
