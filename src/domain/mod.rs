//! Shared vocabulary of academie: seats, accounts, transfers. No I/O, no clock.

mod account;
mod seat;
mod transfer;

pub use account::{Account, PotKey};
pub use seat::Seat;
pub use transfer::{net_by_account, Reason, Transfer};
