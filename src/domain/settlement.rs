//! Who pays whom at the end of a partie: the fewest payments that settle every balance.
//!
//! A table of `n` players whose balances sum to zero can always be settled with `n - 1`
//! payments, but often with fewer: every group of players whose balances already sum to
//! zero can settle among themselves, and a group of `k` players needs `k - 1` payments
//! (and no fewer, unless it splits into smaller zero-sum groups). So the true minimum is
//! `n - g`, where `g` is the largest number of disjoint zero-sum groups the players can be
//! split into ([`fewest_payments`] finds `g` exactly, by dynamic programming over the
//! `2^n` subsets of the players with a non-zero balance; a player already at zero pays
//! nothing and is left out).
//!
//! Within each group, debtors pay creditors in seat order (the first debtor pays the
//! first creditor as much as both allow, and so on), which takes exactly `k - 1`
//! payments. The output is sorted by payer, then payee: the same balances always give the
//! same payments.

/// The most players [`fewest_payments`] settles at once (the search is over `2^n` subsets).
pub const MAX_SETTLED_PLAYERS: usize = 16;

/// One payment of the settlement: the player at index `from` pays `amount` counters
/// (always > 0) to the player at index `to` (indexes into the balances given).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Payment {
    /// The index of the player who pays.
    pub from: usize,
    /// The index of the player who is paid.
    pub to: usize,
    /// Counters, always positive.
    pub amount: i64,
}

/// Why balances cannot be settled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettleError {
    /// The balances do not sum to zero (a pot still holds counters, or a bug).
    #[error("the balances add up to {sum}, not 0: share out what is on the table first")]
    NotZeroSum {
        /// Their sum.
        sum: i128,
    },
    /// More players with a balance than the search handles.
    #[error("{players} players have a balance; academie settles at most {max} at once")]
    TooManyPlayers {
        /// Players with a non-zero balance.
        players: usize,
        /// [`MAX_SETTLED_PLAYERS`].
        max: usize,
    },
}

/// The fewest payments that bring every balance to zero (positive balance: the player is
/// owed; negative: the player owes).
///
/// # Errors
/// [`SettleError::NotZeroSum`] when the balances do not sum to zero;
/// [`SettleError::TooManyPlayers`] beyond [`MAX_SETTLED_PLAYERS`] non-zero balances.
pub fn fewest_payments(balances: &[i64]) -> Result<Vec<Payment>, SettleError> {
    let sum: i128 = balances.iter().map(|&b| i128::from(b)).sum();
    if sum != 0 {
        return Err(SettleError::NotZeroSum { sum });
    }
    // Players with something to pay or receive, by their index.
    let active: Vec<(usize, i64)> = balances
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, b)| b != 0)
        .collect();
    let n = active.len();
    if n > MAX_SETTLED_PLAYERS {
        return Err(SettleError::TooManyPlayers {
            players: n,
            max: MAX_SETTLED_PLAYERS,
        });
    }
    let mut payments = Vec::new();
    for group in zero_sum_groups(&active) {
        settle_group(&group, &mut payments);
    }
    payments.sort_unstable();
    Ok(payments)
}

/// Splits `active` (index, non-zero balance; at most [`MAX_SETTLED_PLAYERS`], summing
/// to zero) into the largest possible number of zero-sum groups.
///
/// `best[mask]` is the largest number of zero-sum groups that fit a chain of adding the
/// players of `mask` one at a time: `best[mask] = max_i best[mask - i] + [sum(mask) = 0]`.
/// The zero-sum masks along the best chain cut it into the groups.
fn zero_sum_groups(active: &[(usize, i64)]) -> Vec<Vec<(usize, i64)>> {
    let n = active.len();
    let size = 1_usize << n;
    let mut sums = vec![0_i128; size];
    let mut best = vec![0_u8; size];
    for mask in 1..size {
        let low = mask.trailing_zeros() as usize;
        let balance = active.get(low).map_or(0, |&(_, b)| i128::from(b));
        let sum = sums.get(mask & (mask - 1)).copied().unwrap_or(0) + balance;
        let most = bits(mask)
            .filter_map(|i| best.get(mask ^ (1 << i)).copied())
            .max()
            .unwrap_or(0);
        if let Some(s) = sums.get_mut(mask) {
            *s = sum;
        }
        if let Some(b) = best.get_mut(mask) {
            *b = most + u8::from(sum == 0);
        }
    }

    let mut groups = Vec::new();
    let mut current = Vec::new();
    let mut mask = size - 1;
    while mask != 0 {
        let score = |m: usize| best.get(m).copied().unwrap_or(0);
        // The first player whose removal keeps the best count (deterministic).
        let Some(i) = bits(mask).max_by_key(|&i| (score(mask ^ (1 << i)), std::cmp::Reverse(i)))
        else {
            break;
        };
        if let Some(&player) = active.get(i) {
            current.push(player);
        }
        mask ^= 1 << i;
        if mask == 0 || sums.get(mask).copied() == Some(0) {
            current.sort_unstable();
            groups.push(std::mem::take(&mut current));
        }
    }
    groups
}

/// The set bits of `mask`, lowest first.
fn bits(mask: usize) -> impl Iterator<Item = usize> {
    (0..usize::BITS as usize).filter(move |&i| mask & (1 << i) != 0)
}

/// Settles one zero-sum group: debtors pay creditors, both in seat order; `k - 1`
/// payments at most for `k` players.
fn settle_group(group: &[(usize, i64)], out: &mut Vec<Payment>) {
    let mut debtors: Vec<(usize, i64)> = group
        .iter()
        .filter(|&&(_, b)| b < 0)
        .map(|&(i, b)| (i, -b))
        .collect();
    let mut creditors: Vec<(usize, i64)> = group.iter().copied().filter(|&(_, b)| b > 0).collect();
    let (mut d, mut c) = (0, 0);
    while let (Some(debtor), Some(creditor)) = (debtors.get_mut(d), creditors.get_mut(c)) {
        let amount = debtor.1.min(creditor.1);
        out.push(Payment {
            from: debtor.0,
            to: creditor.0,
            amount,
        });
        debtor.1 -= amount;
        creditor.1 -= amount;
        if debtor.1 == 0 {
            d += 1;
        }
        if creditor.1 == 0 {
            c += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// Applies the payments and checks every balance ends at zero with positive amounts.
    fn settles(balances: &[i64], payments: &[Payment]) -> bool {
        let mut left: Vec<i64> = balances.to_vec();
        for p in payments {
            if p.amount <= 0 || p.from == p.to {
                return false;
            }
            left[p.from] += p.amount;
            left[p.to] -= p.amount;
        }
        left.iter().all(|&b| b == 0)
    }

    /// The minimum by exhaustive search, independent of the group argument: the first
    /// unsettled player hands his whole balance to some later player of the opposite
    /// sign (one payment), in every possible way.
    fn brute_force(balances: &mut [i64], start: usize) -> usize {
        let mut s = start;
        while s < balances.len() && balances[s] == 0 {
            s += 1;
        }
        if s == balances.len() {
            return 0;
        }
        let mut best = usize::MAX;
        for i in s + 1..balances.len() {
            if balances[i] != 0 && (balances[i] > 0) != (balances[s] > 0) {
                balances[i] += balances[s];
                best = best.min(1 + brute_force(balances, s + 1));
                balances[i] -= balances[s];
            }
        }
        best
    }

    #[test]
    fn nothing_to_settle_needs_no_payment() {
        assert_eq!(fewest_payments(&[]).unwrap(), vec![]);
        assert_eq!(fewest_payments(&[0, 0, 0]).unwrap(), vec![]);
    }

    #[test]
    fn two_players_settle_in_one_payment() {
        assert_eq!(
            fewest_payments(&[-7, 7]).unwrap(),
            vec![Payment {
                from: 0,
                to: 1,
                amount: 7
            }]
        );
    }

    #[test]
    fn pairs_that_cancel_settle_separately() {
        // A owes B 5, C owes D 3: two payments, not three.
        let payments = fewest_payments(&[-5, -3, 5, 3]).unwrap();
        assert_eq!(
            payments,
            vec![
                Payment {
                    from: 0,
                    to: 2,
                    amount: 5
                },
                Payment {
                    from: 1,
                    to: 3,
                    amount: 3
                },
            ]
        );
    }

    #[test]
    fn a_greedy_guess_is_beaten() {
        // Largest debtor to largest creditor would pay -10 -> 7, -7 -> 6, -3 -> 4,
        // -1 -> 1: four payments. {-7, 7} and {-10, 6, 4} settle apart: three.
        let balances = [-10, -7, 6, 4, 7];
        let payments = fewest_payments(&balances).unwrap();
        assert!(settles(&balances, &payments));
        assert_eq!(payments.len(), 3);
        assert_eq!(payments.len(), brute_force(&mut balances.clone(), 0));
    }

    #[test]
    fn a_table_of_ten_settles_to_the_exact_minimum() {
        let balances = [10, -10, 7, -3, -4, 1, 1, -2, 20, -20];
        let payments = fewest_payments(&balances).unwrap();
        assert!(settles(&balances, &payments));
        // Groups: {10,-10}, {7,-3,-4}, {1,1,-2}, {20,-20}: 10 - 4 = 6 payments.
        assert_eq!(payments.len(), 6);
    }

    #[test]
    fn unbalanced_books_are_refused() {
        assert_eq!(
            fewest_payments(&[3, -2]),
            Err(SettleError::NotZeroSum { sum: 1 })
        );
        assert_eq!(
            fewest_payments(&[i64::MAX, i64::MAX]),
            Err(SettleError::NotZeroSum {
                sum: 2 * i128::from(i64::MAX)
            })
        );
        let many: Vec<i64> = (0..18).map(|i| if i % 2 == 0 { 1 } else { -1 }).collect();
        assert!(matches!(
            fewest_payments(&many),
            Err(SettleError::TooManyPlayers { players: 18, .. })
        ));
    }

    #[test]
    fn extreme_balances_do_not_overflow() {
        let balances = [i64::MAX, i64::MIN + 1, -1, 1];
        let payments = fewest_payments(&balances).unwrap();
        assert!(settles(&balances, &payments));
        assert_eq!(payments.len(), 2);
    }

    #[test]
    fn the_same_balances_always_give_the_same_payments() {
        let balances = [4, -2, -2, 3, -3, 1, -1];
        let first = fewest_payments(&balances).unwrap();
        for _ in 0..5 {
            assert_eq!(fewest_payments(&balances).unwrap(), first);
        }
        let mut sorted = first.clone();
        sorted.sort();
        assert_eq!(sorted, first);
    }

    /// Zero-sum balances of 2..=max_players players (small values so that zero-sum groups occur).
    fn balances(max_players: usize, max_abs: i64) -> impl Strategy<Value = Vec<i64>> {
        prop::collection::vec(-max_abs..=max_abs, 1..max_players).prop_map(|mut v| {
            let sum: i64 = v.iter().sum();
            v.push(-sum);
            v
        })
    }

    proptest! {
        #[test]
        fn the_payments_settle_and_are_as_few_as_brute_force_finds(b in balances(10, 6)) {
            let payments = fewest_payments(&b).unwrap();
            prop_assert!(settles(&b, &payments), "{b:?} -> {payments:?}");
            prop_assert_eq!(payments.len(), brute_force(&mut b.clone(), 0), "{:?}", b);
        }

        #[test]
        fn wide_balances_settle_too(b in balances(10, 1_000)) {
            let payments = fewest_payments(&b).unwrap();
            prop_assert!(settles(&b, &payments));
            let nonzero = b.iter().filter(|&&x| x != 0).count();
            prop_assert!(payments.len() < nonzero.max(1));
        }
    }
}
