//! The Comète games of other-games-1: the new Comète (§1) and the Manille, "l'ancienne
//! Comète" (§2). Runs of ranks played upward ("six, seven … sans huit"); a wild nine (the
//! comète, the manille); the first out is paid for what the others hold.
//! Glossary: comète = the wild nine of the opposite colour; sans = "without" (a run
//! stopped); opéra = all one's cards without interruption; remise = a deal with the comet
//! in the stock; corbillon = the basket of the partie; coup = two deals.

#[allow(clippy::module_inception)] // the family is named after its first game
pub mod comete;
pub mod manille;

#[cfg(test)]
mod tests;
