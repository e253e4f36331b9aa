//! Shared vocabulary of academie: seats, accounts, transfers, money, and who pays whom.
//! No I/O, no clock.

mod account;
mod money;
mod name;
mod seat;
mod settlement;
mod transfer;

pub use account::{Account, PotKey};
pub use money::{Converted, Currency, Money, MoneyError, Rate, MONEY_KEY};
pub use name::Name;
pub use seat::Seat;
pub use settlement::{fewest_payments, Payment, SettleError, MAX_SETTLED_PLAYERS};
pub use transfer::{net_by_account, Reason, Transfer};
