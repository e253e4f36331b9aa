//! The accounts of a partie: each player's balance, what is left on the table, and who
//! pays whom to settle, in counters and (when the partie states a [`Rate`]) in money.
//!
//! This is pure: the ledger (or a partie document's replay) supplies the balances.
//!
//! **What is left on the table.** Some games' own rules leave counters in a pot when a
//! partie ends (the cards fee of Quadrille, a Poque box, Ombre's leftover pool under the
//! default `leftover_policy`). Such a pot then holds counters the players paid in, so the
//! players' balances alone do not sum to zero. The settlement treats every non-empty pot
//! as one more participant, named `pot:<key>` (`pot:cards`), that is owed what it holds:
//! a payment to `pot:cards` is what the debtor puts towards the cards. Nothing is shared
//! out that the game's rules do not share out.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::domain::{fewest_payments, MoneyError, PotKey, Rate, SettleError};

/// The prefix that names a pot among the participants of a settlement.
pub const POT_PREFIX: &str = "pot:";

/// One payment of the settlement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaymentView {
    /// Who pays: a player's name (or `pot:<key>`).
    pub from: String,
    /// Who is paid: a player's name or `pot:<key>`.
    pub to: String,
    /// Counters, always positive.
    pub counters: i64,
    /// The same in money (`"12.35 EUR"`, with the exact remainder when there is one),
    /// or `null` when the partie states no rate.
    pub money: Option<String>,
    /// Whether the payment is marked as made (see [`crate::ledger::payments`]).
    #[serde(default)]
    pub paid: bool,
}

/// The settlement of a partie: the API's `{"balances", "payments"}` and a little more.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    /// Net counters per player.
    pub balances: BTreeMap<String, i64>,
    /// Each balance in money, when the partie states a rate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub balances_money: Option<BTreeMap<String, String>>,
    /// The pots that still hold counters after the game's closing rules.
    #[serde(default)]
    pub left_on_table: BTreeMap<String, i64>,
    /// The rate, as the partie states it (`"0.50 EUR per 10"`), or `null`.
    pub rate: Option<Rate>,
    /// The fewest payments that settle every balance, sorted by payer then payee.
    pub payments: Vec<PaymentView>,
}

/// Why a settlement cannot be computed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AccountsError {
    /// The balances do not settle (see [`SettleError`]).
    #[error("{0}")]
    Settle(#[from] SettleError),
    /// A money conversion overflowed.
    #[error("{0}")]
    Money(#[from] MoneyError),
    /// Balances and players do not match (a bug, never the player's fault).
    #[error("{players} players but {balances} balances")]
    Shape {
        /// Players given.
        players: usize,
        /// Balances given.
        balances: usize,
    },
}

impl AccountsError {
    /// Why the balances do not settle, as a message of the catalogues.
    pub fn message(&self) -> crate::games::Msg {
        match self {
            AccountsError::Settle(SettleError::NotZeroSum { sum }) => crate::msg!(
                "error-settle-not-zero",
                sum = i64::try_from(*sum).unwrap_or(i64::MAX)
            ),
            AccountsError::Settle(SettleError::TooManyPlayers { players, max }) => {
                crate::msg!("error-settle-too-many", players = *players, max = *max)
            }
            AccountsError::Money(m) => m.message(),
            AccountsError::Shape { .. } => crate::msg!("error-page-internal"),
        }
    }
}

impl Settlement {
    /// Settles `balances` (one per player, in seating order) and `pots` (what each pot
    /// holds) with the fewest payments, converting counters at `rate`.
    ///
    /// # Errors
    /// [`AccountsError`] when the accounts do not sum to zero or a conversion overflows.
    pub fn build(
        players: &[String],
        balances: &[i64],
        pots: &BTreeMap<PotKey, i64>,
        rate: Option<&Rate>,
    ) -> Result<Self, AccountsError> {
        if players.len() != balances.len() {
            return Err(AccountsError::Shape {
                players: players.len(),
                balances: balances.len(),
            });
        }
        let mut names: Vec<String> = players.to_vec();
        let mut amounts: Vec<i64> = balances.to_vec();
        let mut left_on_table = BTreeMap::new();
        for (pot, &held) in pots {
            if held != 0 {
                names.push(format!("{POT_PREFIX}{pot}"));
                amounts.push(held);
                left_on_table.insert(pot.as_str().to_owned(), held);
            }
        }
        let money = |counters: i64| -> Result<Option<String>, MoneyError> {
            rate.map(|r| r.convert(counters).map(|c| c.to_string()))
                .transpose()
        };
        let mut payments = Vec::new();
        for p in fewest_payments(&amounts)? {
            let name = |i: usize| names.get(i).cloned().unwrap_or_default();
            payments.push(PaymentView {
                from: name(p.from),
                to: name(p.to),
                counters: p.amount,
                money: money(p.amount)?,
                paid: false,
            });
        }
        let balances_money = match rate {
            None => None,
            Some(r) => Some(
                players
                    .iter()
                    .zip(balances)
                    .map(|(p, &b)| Ok((p.clone(), r.convert(b)?.to_string())))
                    .collect::<Result<BTreeMap<_, _>, MoneyError>>()?,
            ),
        };
        Ok(Settlement {
            balances: players
                .iter()
                .cloned()
                .zip(balances.iter().copied())
                .collect(),
            balances_money,
            left_on_table,
            rate: rate.cloned(),
            payments,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: &[&str]) -> Vec<String> {
        n.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn a_table_settles_in_counters_and_money() {
        let rate = Rate::parse("0.50 EUR per 10").unwrap();
        let s = Settlement::build(
            &names(&["A", "B", "C", "D"]),
            &[-30, 12, -7, 25],
            &BTreeMap::new(),
            Some(&rate),
        )
        .unwrap();
        assert_eq!(s.balances.get("D"), Some(&25));
        assert_eq!(
            s.balances_money.as_ref().unwrap().get("A").unwrap(),
            "-1.50 EUR"
        );
        let total: i64 = s.payments.iter().map(|p| p.counters).sum();
        assert_eq!(total, 37);
        assert_eq!(s.payments.len(), 3);
        assert!(s.payments.iter().all(|p| p.money.is_some()));
        assert_eq!(
            serde_json::to_value(&s).unwrap()["rate"],
            serde_json::json!("0.50 EUR per 10")
        );
    }

    #[test]
    fn a_pot_left_on_the_table_is_owed_what_it_holds() {
        let mut pots = BTreeMap::new();
        pots.insert(PotKey::new("cards"), 40);
        pots.insert(PotKey::new("pool"), 0);
        let s = Settlement::build(&names(&["A", "B"]), &[-30, -10], &pots, None).unwrap();
        assert_eq!(s.left_on_table, BTreeMap::from([("cards".to_owned(), 40)]));
        assert_eq!(
            s.payments,
            vec![
                PaymentView {
                    from: "A".into(),
                    to: "pot:cards".into(),
                    counters: 30,
                    money: None,
                    paid: false,
                },
                PaymentView {
                    from: "B".into(),
                    to: "pot:cards".into(),
                    counters: 10,
                    money: None,
                    paid: false,
                },
            ]
        );
    }

    #[test]
    fn books_that_do_not_balance_are_refused() {
        assert!(matches!(
            Settlement::build(&names(&["A", "B"]), &[1, 0], &BTreeMap::new(), None),
            Err(AccountsError::Settle(_))
        ));
    }
}
