//! academie: a score-keeper and ledger for the card games of the 18th-century
//! *Académie universelle des jeux*.
//!
//! The map:
//! - [`domain`]: seats, accounts, transfers: the shared vocabulary, no I/O.
//! - [`games`]: the pure rules engine, one [`games::Game`] per game id.
//! - [`partie`]: the partie document (`{game, options, players, deals}`) and its scoring.
//! - [`accounts`]: a partie's settlement: balances, who pays whom, in counters and money.
//! - [`league`]: players who come back: totals over all parties, filtered by game and date.
//! - [`ledger`]: the append-only journal: the only writers, and the read models.
//! - [`db`]: diesel plumbing (SQLite or PostgreSQL by URL), migrations, the pool.
//! - [`web`]: the route table, the JSON API, the error mapping; [`exports`]: CSV and JSON.
//! - [`settings`], [`telemetry`], [`startup`]: configuration, tracing, the server;
//!   [`secret`]: unguessable tokens and constant-time comparison.
//! - [`cli`]: the `academie` command line; [`bench`](mod@bench): `academie bench`, the load generator.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::panic)
)]

pub mod accounts;
pub mod bench;
pub mod cli;
pub mod db;
pub mod domain;
pub mod exports;
pub mod format;
pub mod games;
pub mod i18n;
pub mod league;
pub mod ledger;
pub mod partie;
pub mod secret;
pub mod settings;
pub mod startup;
pub mod telemetry;
pub mod web;

/// The allocator of every binary built with academie (the service, `academie score`, the
/// tests and benches): mimalloc, whose per-thread free lists make the many small
/// allocations of a request or a deal's settlement cheaper than glibc's malloc (a fifth
/// of a deal entry's instructions went to it).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
