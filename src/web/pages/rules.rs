//! The books' rules, game by game, and their words: `GET /games` (every game by family),
//! `GET /games/{id}` (one game's rules page: what is entered per deal, what each payment
//! is, the options and the events, each citing the book and line it comes from) and
//! `GET /glossary` (the books' terms with the games they belong to).
//!
//! A rules page is the game's own description ([`GameDescription`]: its options, deal
//! form and events, rendered in the reader's language) with the messages of
//! the game's own catalogue (`src/i18n/<lang>/games/<slug>.ftl`): `rules-<slug>-intro` (the
//! game in a few lines, with its chapters) and `rules-<slug>-payment-<reason>` (one sentence
//! per payment, with its citation) for every reason code of [`rules::payments`]. The glossary's words are the
//! messages `glossary-<term>-term` and `glossary-<term>-def` of
//! `src/i18n/<lang>/glossary.ftl`; each rules page links its terms there by anchor.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use super::{error_page, render};
use crate::games::{rules, GameId};
use crate::web::describe::{FieldView, GameDescription};
use crate::web::tr::Tr;

/// A game as the index lists it.
#[derive(Debug, Clone)]
pub struct GameLink {
    /// Its slug (the address of its page).
    pub slug: &'static str,
    /// Its name in the reader's language.
    pub name: &'static str,
    /// Its name in the other book.
    pub other_name: &'static str,
    /// The seats, written `2–5`.
    pub seats: String,
}

impl GameLink {
    fn new(game: GameId, t: &Tr) -> Self {
        let info = game.info();
        let (name, other_name) = names(game, t);
        let (lo, hi) = (*info.seats.start(), *info.seats.end());
        GameLink {
            slug: info.slug,
            name,
            other_name,
            seats: if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}–{hi}")
            },
        }
    }
}

/// The name in the reader's language, then the other book's.
fn names(game: GameId, t: &Tr) -> (&'static str, &'static str) {
    (game.name_in(t.lang()), game.name_in(t.other_lang()))
}

/// One family of games on the index.
#[derive(Debug, Clone)]
pub struct FamilyView {
    /// The family's name (`rules-family-<family>`).
    pub name: String,
    /// Its games, in the registry's order.
    pub games: Vec<GameLink>,
}

/// `GET /games`.
#[derive(Debug, Template)]
#[template(path = "rules/index.html")]
pub struct GamesPage {
    /// The words of the page.
    pub t: Tr,
    /// The families, in the order their first game comes in the registry.
    pub families: Vec<FamilyView>,
}

/// One payment of a game: its reason as the ledger names it, and what it is.
#[derive(Debug, Clone)]
pub struct PaymentView {
    /// The reason code (the anchor).
    pub code: &'static str,
    /// The reason as the deal list writes it.
    pub label: String,
    /// What it is, with its citation.
    pub text: String,
}

/// A term of the glossary, as a rules page links it.
#[derive(Debug, Clone)]
pub struct TermLink {
    /// The anchor in the glossary.
    pub slug: &'static str,
    /// The term.
    pub term: String,
}

/// `GET /games/{id}`.
#[derive(Debug, Template)]
#[template(path = "rules/game.html")]
pub struct RulesPage {
    /// The words of the page.
    pub t: Tr,
    /// The game, its names and seats.
    pub game: GameLink,
    /// The game described in the reader's language.
    pub described: GameDescription,
    /// What is entered per deal: the deal form's fields, a repeated slot (`Event 1`,
    /// `Event 2`...) shown once.
    pub entered: Vec<FieldView>,
    /// The family's name.
    pub family: String,
    /// The game in a few lines, with its chapters.
    pub intro: String,
    /// Every payment the game makes.
    pub payments: Vec<PaymentView>,
    /// The glossary's terms of the game.
    pub terms: Vec<TermLink>,
}

/// One entry of the glossary.
#[derive(Debug, Clone)]
pub struct TermView {
    /// Its anchor.
    pub slug: &'static str,
    /// The term as the books write it.
    pub term: String,
    /// What it means.
    pub def: String,
    /// The games it belongs to.
    pub games: Vec<GameLink>,
}

/// `GET /glossary`.
#[derive(Debug, Template)]
#[template(path = "rules/glossary.html")]
pub struct GlossaryPage {
    /// The words of the page.
    pub t: Tr,
    /// Every term, in the order of the glossary.
    pub terms: Vec<TermView>,
}

crate::web::tr::localized!(GamesPage, RulesPage, GlossaryPage);

/// The index of the games in `t`'s language.
pub fn games_page(t: Tr) -> GamesPage {
    let mut families: Vec<(&'static str, Vec<GameLink>)> = Vec::new();
    for &g in GameId::ALL {
        let link = GameLink::new(g, &t);
        match families.iter_mut().find(|(f, _)| *f == g.family()) {
            Some((_, games)) => games.push(link),
            None => families.push((g.family(), vec![link])),
        }
    }
    GamesPage {
        families: families
            .into_iter()
            .map(|(f, games)| FamilyView {
                name: t.get(&format!("rules-family-{f}")),
                games,
            })
            .collect(),
        t,
    }
}

/// The rules page of `game` in `t`'s language.
pub fn rules_page(game: GameId, t: Tr) -> RulesPage {
    let slug = game.slug();
    let described = GameDescription::new(game, t.lang());
    let mut seen = std::collections::BTreeSet::new();
    let entered = described
        .deal_fields
        .iter()
        .filter_map(|f| {
            let label = f
                .label
                .trim_end_matches(|c: char| c.is_ascii_digit() || c == ' ')
                .to_owned();
            seen.insert((label.clone(), f.group.clone()))
                .then(|| FieldView { label, ..f.clone() })
        })
        .collect();
    RulesPage {
        game: GameLink::new(game, &t),
        described,
        entered,
        family: t.get(&format!("rules-family-{}", game.family())),
        intro: t.get(&format!("rules-{slug}-intro")),
        payments: rules::payments(game)
            .iter()
            .map(|&code| PaymentView {
                code,
                label: t.reason(code),
                text: t.get(&format!("rules-{slug}-payment-{code}")),
            })
            .collect(),
        terms: rules::terms_of(game)
            .map(|slug| TermLink {
                slug,
                term: t.get(&format!("glossary-{slug}-term")),
            })
            .collect(),
        t,
    }
}

/// The glossary in `t`'s language.
pub fn glossary_page(t: Tr) -> GlossaryPage {
    GlossaryPage {
        terms: rules::glossary()
            .into_iter()
            .map(|term| TermView {
                slug: term.slug,
                term: t.get(&format!("glossary-{}-term", term.slug)),
                def: t.get(&format!("glossary-{}-def", term.slug)),
                games: term.games.iter().map(|&g| GameLink::new(g, &t)).collect(),
            })
            .collect(),
        t,
    }
}

/// `GET /games`: every game, by family.
pub async fn list_games(t: Tr) -> HttpResponse {
    render(StatusCode::OK, &games_page(t))
}

/// `GET /games/{id}`: one game's rules (its slug or an alias); an unknown game is the 404
/// page.
pub async fn find_rules(t: Tr, path: web::Path<String>) -> HttpResponse {
    match path.into_inner().parse::<GameId>() {
        Ok(game) => render(StatusCode::OK, &rules_page(game, t)),
        Err(e) => error_page(
            t,
            StatusCode::NOT_FOUND,
            &t.msg(&crate::msg!("page-rules-no-such-game", game = e.0)),
        ),
    }
}

/// `GET /glossary`: the books' terms.
pub async fn find_glossary(t: Tr) -> HttpResponse {
    render(StatusCode::OK, &glossary_page(t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Every game's rules page, in English and in French, names each payment the game makes
    /// with a sentence of its own and cites its book; no message is missing.
    #[test]
    fn every_rules_page_names_its_payments_and_cites_its_book_in_both_languages() {
        for lang in Lang::ALL {
            for &game in GameId::ALL {
                let html = rules_page(game, Tr::new(lang)).render().expect("rendered");
                let slug = game.slug();
                assert!(
                    !html.contains(&format!("rules-{slug}-")),
                    "{slug} {lang:?}: a message is missing"
                );
                assert!(
                    !html.contains("glossary-"),
                    "{slug} {lang:?}: a term is missing"
                );
                assert!(!rules::payments(game).is_empty(), "{slug} pays nothing?");
                for &code in rules::payments(game) {
                    assert!(
                        crate::i18n::has(lang, &format!("rules-{slug}-payment-{code}")),
                        "{slug} {lang:?}: payment {code} has no sentence"
                    );
                    assert!(
                        html.contains(&format!("id=\"pay-{code}\"")),
                        "{slug}: {code}"
                    );
                }
                assert!(
                    crate::i18n::has(lang, &format!("rules-{slug}-intro")),
                    "{slug} {lang:?}: no intro of its own"
                );
                // The citations: the book's lines ("000:" the French, "001:" the English,
                // or the older specs' FR/EN line numbers).
                assert!(
                    ["000:", "001:", "FR ", "EN ", "002", "004"]
                        .iter()
                        .any(|c| html.contains(c)),
                    "{slug} {lang:?}: no citation"
                );
                assert_eq!(html.contains("<html lang=\"fr\""), lang == Lang::Fr);
            }
        }
    }

    #[test]
    fn the_glossary_has_every_term_in_both_languages_and_each_belongs_to_a_game() {
        for lang in Lang::ALL {
            for term in rules::glossary() {
                for part in ["term", "def"] {
                    let id = format!("glossary-{}-{part}", term.slug);
                    assert!(crate::i18n::has(lang, &id), "{id} {lang:?}");
                }
                assert!(!term.games.is_empty(), "{}", term.slug);
            }
            let html = glossary_page(Tr::new(lang)).render().expect("rendered");
            assert!(html.contains("id=\"codille\""));
        }
    }
}
