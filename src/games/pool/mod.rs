//! Small stake-and-pool games of other-games-1: Papillon (§4), Ambigu (§5), Commerce (§6),
//! Tontine (§7), Loterie (§8), Ma Commère (§9), Guimbarde / la Mariée (§10).
//!
//! Every counter that waits on the table lies in a box of [`crate::games::pools`] (the
//! poule, the box, the fund, Guimbarde's five boxes) and carries over from deal to deal.
//! Glossary: poule = the pool the winner takes; corbillon = box; prise = a player's stake;
//! baster, vade, renvi (Ambigu); banquier, banque (Commerce).

pub mod ambigu;
pub mod commerce;
pub mod guimbarde;
pub mod kit;
pub mod loterie;
pub mod ma_commere;
pub mod papillon;
pub mod tontine;

#[cfg(test)]
pub(crate) mod tests;
