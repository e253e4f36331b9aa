//! The beast games of other-games-1: la Bête (§12) and la Mouche with le Pamphile (§13).
//!
//! Both keep their beasts (Bête) or mouches (Mouche) in the queue of beasts shared with
//! the Hombre families ([`crate::games::hombre::BeastQueue`]): made on one deal they wait
//! together as one entry, and the largest goes first. Their counters lie in the boxes of
//! [`crate::games::pools`]. Glossary: bête = beast (a forfeit equal to the game, played
//! for later); mouche = the forfeit for taking no trick, and the five-of-a-suit hand;
//! curieuse = the bottom card turned as new trump; vole / dévole = all tricks / none.

#[allow(clippy::module_inception)] // the family is named after its first game
pub mod bete;
pub mod mouche;

#[cfg(test)]
mod tests;
