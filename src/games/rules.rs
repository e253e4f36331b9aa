//! What a game's rules page says beyond its description (`GET /games/{id}`): the reason
//! codes of every payment the game makes, and the glossary of the books' terms with the
//! games each belongs to (`GET /glossary`). Both come from the games themselves
//! ([`Game::payments`](super::Game::payments), [`Game::terms`](super::Game::terms)), read
//! through the registry ([`erased`]): nothing here names a game.
//!
//! The words are messages: `rules-<slug>-intro` and `rules-<slug>-payment-<reason>` in the
//! game's own catalogue (`src/i18n/<lang>/games/<slug>.ftl`), `glossary-<term>-term` and
//! `glossary-<term>-def` (`src/i18n/<lang>/glossary.ftl`). Each sentence cites its book and
//! lines as the specs do: 000 the French Académie universelle des jeux, 001 the English
//! Academy of Play, 002 the Hague rules of Reversis (1785), 004 the Piquet treatise, and
//! FR/EN the same French and English books as the Quadrille spec numbers them.
//!
//! The payments of a game are the reason codes its engine writes on its transfers
//! (tests/vectors.rs replays every vector and checks that each code it meets is listed).

use super::{erased, GameId};

/// Every reason code a payment of `game` may carry, in the order its rules page lists them.
pub fn payments(game: GameId) -> &'static [&'static str] {
    erased(game).payments(game)
}

/// The books' terms, in the order the glossary page lists them: the key of each term's
/// messages and its anchor on the page. They are the books' words, not games: a few are
/// also the names of games (the *ombre* is the player who stands the game, the *manille*
/// a matador), and a game says which of them its rules use ([`Game::terms`](super::Game::terms)).
pub const GLOSSARY: &[&str] = &[
    "ombre",
    "codille",
    "remise",
    "bete",
    "matadors",
    "spadille",
    "manille",
    "baste",
    "ponte",
    "sans-prendre",
    "vole",
    "contre",
    "consolation",
    "quinola",
    "pic",
    "repic",
    "capot",
    "quatorze",
    "carte-blanche",
    "premier",
    "dernier",
    "tour",
    "fiche",
    "jeton",
    "poule",
    "corbillon",
    "cotillon",
    "revie",
    "partie",
    "coup",
    "opera",
    "comete",
    "hoc",
    "sans",
    "tricon",
    "flux",
    "point",
    "talon",
    "vade",
    "curieuse",
    "mouche",
    "pamphile",
    "guimbarde",
    "imperiale",
    "passe",
    "lurch",
    "prise",
    "haneton",
];

/// One term of the books, with the games it belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    /// Its anchor on the glossary page and the key of its messages.
    pub slug: &'static str,
    /// The games whose rules use it, in the registry's order.
    pub games: Vec<GameId>,
}

/// The glossary, in the order the page lists it, each term with the games whose rules
/// use it.
pub fn glossary() -> Vec<Term> {
    GLOSSARY
        .iter()
        .map(|&slug| Term {
            slug,
            games: GameId::ALL
                .iter()
                .copied()
                .filter(|&g| erased(g).terms(g).contains(&slug))
                .collect(),
        })
        .collect()
}

/// The glossary's terms that belong to `game`, in the glossary's order.
pub fn terms_of(game: GameId) -> impl Iterator<Item = &'static str> {
    let own = erased(game).terms(game);
    GLOSSARY.iter().copied().filter(move |t| own.contains(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every term a game names is one of the glossary's, and every term of the glossary
    /// belongs to a game.
    #[test]
    fn the_games_name_the_glossary_terms_and_every_term_has_a_game() {
        for &game in GameId::ALL {
            for term in erased(game).terms(game) {
                assert!(
                    GLOSSARY.contains(term),
                    "{game}: {term} is not in the glossary"
                );
            }
            assert!(!payments(game).is_empty(), "{game} pays nothing?");
        }
        for term in glossary() {
            assert!(!term.games.is_empty(), "{} belongs to no game", term.slug);
        }
    }
}
