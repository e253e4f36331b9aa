//! Invariants over generated valid parties, one module per game family. Each family
//! module has a proptest strategy for valid partie documents and calls
//! [`common::check_partie`], which asserts what holds for every game.

mod bounds;
mod common;
mod ombre;
mod other_games_1;
mod other_games_2;
mod piquet;
mod quadrille;
mod reversis;
mod snapshot_size;
