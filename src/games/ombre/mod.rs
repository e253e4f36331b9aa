//! The Ombre family (spec `ombre.md`): L'Hombre à trois (`ombre`), à deux (`ombre-deux`),
//! the old Quintille (`quintille`) and the new Quintille (`quintille-nouveau`).
//!
//! One file per game id ([`a_trois`] serves the Ombre by three and by two, which differ
//! only by the number of players), and one module per concept shared inside the family:
//! [`beasts`] (the beast worth the pool, who pays it, its grouping), [`outcome`] (the
//! three-handed win, remise, codille; matadors; the codille division by trumps),
//! [`hazards`] (the pretintailles) and [`purse`] (the payments of a deal, the pair's split).
//! The rules the Quadrille family shares (the queue of beasts, the halves, the win of a
//! side that needs so many tricks) live once in [`crate::games::hombre`].
//!
//! Glossary: *Ombre* (the player who stands the game), *poule* / pool (the stakes and the
//! beast going), *bête* / beast, *remise*, *codille*, *sans-prendre*, *matadors*, *vole*,
//! *contre* (the announced vole), *tours* (pools won), *fiche* (20 jetons at the Ombre,
//! 10 à la Bavaroise and at the Quintille). See spec section 7.
//!
//! Each game id has its own engine type with its own typed options and deal, parsed once
//! by serde before the engine sees them: [`OmbreTrois`] and [`OmbreDeux`] (one generic
//! [`a_trois::Hombre`] over the [`a_trois::Manner`] that tells them apart: the players, the
//! tricks, the hazards), [`Quintille`] and [`QuintilleNouveau`]. What the table shows
//! between deals is in [`status`], the form fields the games share in [`fields`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::DealError;
use crate::domain::Seat;
use crate::games::Table;

pub mod a_trois;
pub mod beasts;
pub mod fields;
pub mod hazards;
pub mod outcome;
pub mod purse;
pub mod quintille;
pub mod quintille_nouveau;
pub mod status;

pub use a_trois::{OmbreDeux, OmbreTrois};
pub use quintille::Quintille;
pub use quintille_nouveau::QuintilleNouveau;

/// What the table carries from deal to deal (spec 1.3).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Deals entered so far (passes included): deal `k` is dealt by `players[k mod n]`.
    pub deals: u32,
    /// Jetons on the game: stakes not yet drawn and the beast going.
    pub pool: i64,
    /// The beast going (inside `pool`) and the beasts waiting.
    pub beasts: crate::games::hombre::BeastQueue,
    /// Markers each player puts in at the next deal (Ombre by three and two).
    pub next_markers: i64,
    /// Pools won (the length of the partie).
    pub tours: u32,
}

/// The largest amount an option may name (keeps every sum far from overflow).
pub(crate) const MAX_AMOUNT: i64 = 1_000_000;

/// Checks that each named option amount lies from its minimum to [`MAX_AMOUNT`].
///
/// # Errors
/// [`DealError::Options`] naming the first amount out of range.
pub(crate) fn check_amounts(amounts: &[(&str, i64, i64)]) -> Result<(), DealError> {
    for &(name, v, min) in amounts {
        if !(min..=MAX_AMOUNT).contains(&v) {
            return Err(DealError::Options {
                detail: crate::msg!(
                    "ombre-option-out-of-range",
                    option = name,
                    value = v,
                    min = min,
                    max = MAX_AMOUNT
                ),
            });
        }
    }
    Ok(())
}

/// The tricks entered per player, in seat order: every name a player of the table, every
/// player given (spec 1.2, 3, 4: `tricks` names exactly the players).
///
/// # Errors
/// [`DealError`] naming `tricks` and the unknown or missing player.
pub(crate) fn tricks_by_seat<O>(
    table: &Table<O>,
    entered: &BTreeMap<String, u32>,
) -> Result<Vec<(Seat, u32)>, DealError> {
    for name in entered.keys() {
        table.seat_of("tricks", name)?;
    }
    table
        .seats()
        .map(|seat| {
            let t = entered.get(table.name(seat)).copied().ok_or_else(|| {
                DealError::invalid(
                    "tricks",
                    crate::msg!("ombre-tricks-not-entered", player = table.name(seat)),
                )
            })?;
            Ok((seat, t))
        })
        .collect()
}

/// The tricks entered, added up without overflow: an absurd entry (4294967295 tricks)
/// saturates and is then refused like any wrong total (spec 1.2, 3, 4), never a panic.
pub(crate) fn tricks_total(tricks: &[(Seat, u32)]) -> u32 {
    tricks
        .iter()
        .fold(0_u32, |acc, &(_, t)| acc.saturating_add(t))
}

/// The tricks of `seat` in a list by seat (0 for a seat not in it).
pub(crate) fn tricks_of(tricks: &[(Seat, u32)], seat: Seat) -> u32 {
    tricks
        .iter()
        .find(|&&(s, _)| s == seat)
        .map_or(0, |&(_, t)| t)
}

/// Who deals deal number `k` (0-based): `players[k mod n]` (spec 0, "Seating").
pub(crate) fn dealer_of(players: usize, k: u32) -> Option<Seat> {
    let k = usize::try_from(k).ok()?;
    Seat::from_index(k.checked_rem(players)?)
}

/// A settle function of one game id of the family (test support).
#[cfg(test)]
pub(crate) type SettleFn<O, D> =
    fn(&Table<O>, &State, &D) -> Result<crate::games::Outcome<State>, DealError>;

/// Test support for the Quintilles: replays `deals` at a table of five (A to E) from an
/// empty state with `settle`; the state after and each deal's nets in seat order.
#[cfg(test)]
pub(crate) fn replay_five<O, D: serde::de::DeserializeOwned>(
    game: crate::games::GameId,
    options: O,
    settle: SettleFn<O, D>,
    deals: &[serde_json::Value],
) -> (State, Vec<Vec<i64>>) {
    use crate::domain::{net_by_account, Account};
    let t = Table {
        game,
        options,
        players: ["A", "B", "C", "D", "E"].map(String::from).to_vec(),
    };
    let mut state = State::default();
    let mut nets = Vec::new();
    for d in deals {
        let deal: D = serde_json::from_value(d.clone()).unwrap();
        let out = settle(&t, &state, &deal).unwrap();
        let net = net_by_account(&out.transfers).unwrap();
        nets.push(
            (0..5)
                .map(|i| {
                    net.get(&Account::Player(Seat::new(i)))
                        .copied()
                        .unwrap_or(0)
                })
                .collect(),
        );
        state = out.next;
    }
    (state, nets)
}

#[cfg(test)]
mod tests;
