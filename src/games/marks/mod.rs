//! The points games of other-games-1 raced to a target: l'Impériale (§3) and la
//! Triomphe (§11). Their marks run in the shared [`crate::games::race::Race`]; money moves
//! only when a partie is won (the stake), after which the marks return to zero and a new
//! partie begins. Glossary: jeu = a mark of the Triomphe; impériale = 24 points (six
//! counters of four points); effacer = wipe the adversary's loose counters; volé = all
//! the tricks; donner le jeu = concede.

pub mod imperiale;
pub mod triomphe;

#[cfg(test)]
mod tests;
