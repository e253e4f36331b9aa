//! Le Poque (other-games-2 §5; 000:16407-16516, 001:13165-13300): six boxes (Ace, King,
//! Queen, Knave, Ten, Poque) with an ante each every deal, carried over when not drawn;
//! the dealer takes the box of an honour he turns; the best poque takes the Poque box and
//! the revies; the holders of the honours of the turned suit take their boxes; then the
//! first out is paid a counter a card, and the player with most cards pays each other as
//! many counters as he holds (all tied players pay, ruling §5.6).

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{
    box_items, by_seat, dealer, dealer_field, not_negative, per_player, pot_keys, put_revies, seat,
    seat_opt, Card,
};
use crate::domain::{PotKey, Seat};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome, Status, Table,
};

/// The honour boxes: (rank in `trump_honours`, card rank, pot key).
const HONOURS: [(&str, u8, &str); 5] = [
    ("A", 1, "ace"),
    ("K", 13, "king"),
    ("Q", 12, "queen"),
    ("J", 11, "knave"),
    ("10", 10, "ten"),
];
const POQUE: &str = "poque";

/// Poque options (§5.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// What each puts in each of the six boxes every deal (1).
    pub ante_per_box: i64,
    /// 32 or 36 cards (validation only).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::games::corbillons::lenient::opt_number"
    )]
    pub deck: Option<u8>,
    /// A fiche's worth in jetons (informational).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fiche_value: Option<i64>,
    /// Each player's prise (descriptive, ignored).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prise: Option<String>,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            ante_per_box: 1,
            deck: None,
            fiche_value: None,
            prise: None,
            unit: None,
        }
    }
}

/// The poque contest.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Contest {
    /// Who took the Poque box (null: nobody poqued).
    pub winner: Option<String>,
    /// Counters each added (§0.2).
    pub revies: BTreeMap<String, i64>,
}

/// One deal (§5.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The card the dealer turned (`"KH"`).
    pub turned: Option<String>,
    /// The poque.
    pub poque: Contest,
    /// The holder of each honour of the turned suit (`A`, `K`, `Q`, `J`, `10`), or null.
    pub trump_honours: BTreeMap<String, Option<String>>,
    /// The first to shed his cards.
    pub out: Option<String>,
    /// Cards left in each other hand.
    pub cards_left: BTreeMap<String, i64>,
}

/// What carries over: the six boxes and the next dealer.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The boxes.
    pub pools: Pools,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
}

/// The Poque engine.
#[derive(Debug, Clone, Copy)]
pub struct Poque;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "ante",
    "turned_honour",
    "poque",
    "revy",
    "trump_honour",
    "card_left",
    "most_cards",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &[
    "premier",
    "dernier",
    "fiche",
    "jeton",
    "corbillon",
    "revie",
    "prise",
];

impl Game for Poque {
    type Options = Options;
    type Deal = Deal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_: GameId, _: &Options) -> RangeInclusive<usize> {
        3..=6
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        let mut keys: Vec<&'static str> = HONOURS.iter().map(|h| h.2).collect();
        keys.push(POQUE);
        pot_keys(&keys)
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        crate::games::corbillons::check_deck(o.deck, &[32, 36])?;
        crate::games::corbillons::check_amounts(&[("ante_per_box", o.ante_per_box)])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §5.3, in the book's order: antes, the turned honour, the poque, the trump honours,
    /// the play.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        super::check_deck(table.options.deck, &[32, 36])?;
        super::check_amounts(&[("ante_per_box", table.options.ante_per_box)])?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        let mut pay = Payments::new(state.pools.clone());
        let ante = table.options.ante_per_box;
        for (_, _, key) in HONOURS {
            pay.ante_each(table.seats(), key, ante, "ante")?;
        }
        pay.ante_each(table.seats(), POQUE, ante, "ante")?;
        let turned = deal
            .turned
            .as_ref()
            .map(|t| Card::read("turned", t))
            .transpose()?;
        for key in deal.trump_honours.keys() {
            if !HONOURS.iter().any(|h| h.0 == key) {
                return Err(DealError::invalid(
                    format!("trump_honours.{key}"),
                    crate::msg!("poque-not-an-honour"),
                ));
            }
        }
        // The turned honour goes to the dealer.
        if let Some(c) = turned {
            if let Some((name, _, key)) = HONOURS.iter().find(|h| h.1 == c.rank) {
                if deal.trump_honours.get(*name).is_some_and(Option::is_some) {
                    return Err(DealError::invalid(
                        format!("trump_honours.{name}"),
                        crate::msg!("poque-turned-in-nobodys-hand"),
                    ));
                }
                pay.draw_all(key, d, "turned_honour")?;
            }
        }
        let winner = seat_opt(table, "poque.winner", deal.poque.winner.as_ref())?;
        put_revies(
            &mut pay,
            table,
            "poque.revies",
            POQUE,
            winner,
            &deal.poque.revies,
        )?;
        if let Some(w) = winner {
            pay.draw_all(POQUE, w, "poque")?;
        }
        for (name, _, key) in HONOURS {
            if let Some(Some(holder)) = deal.trump_honours.get(name) {
                let s = seat(table, &format!("trump_honours.{name}"), holder)?;
                pay.draw_all(key, s, "trump_honour")?;
            }
        }
        let left = by_seat(table, "cards_left", &deal.cards_left)?;
        if let Some(out) = seat_opt(table, "out", deal.out.as_ref())? {
            for (s, n) in &left {
                not_negative("cards_left", *n)?;
                if *s == out && *n > 0 {
                    return Err(DealError::invalid(
                        "cards_left",
                        crate::msg!("poque-out-has-cards"),
                    ));
                }
                pay.pay(*s, out, *n, "card_left")?;
            }
            let most = left.iter().map(|(_, n)| *n).max().unwrap_or(0);
            if most > 0 {
                for (s, n) in left.iter().filter(|(_, n)| *n == most) {
                    pay.pays_each(*s, table.seats(), *n, "most_cards")?;
                }
            }
        }
        let (transfers, pools) = pay.finish();
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                next_dealer: Some(super::after(d, table.len())),
            },
        })
    }

    fn status(_: &Table<Options>, state: &State) -> Status {
        let labels: Vec<(&'static str, Msg)> = HONOURS
            .iter()
            .map(|(_, _, key)| (*key, crate::msg!("poque-box", which = *key)))
            .chain(std::iter::once((
                POQUE,
                crate::msg!("poque-box", which = POQUE),
            )))
            .collect();
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: None,
            on_table: box_items(&state.pools, &labels),
            finished: false,
        }
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "ante_per_box",
                OptionKind::Count { min: 1, max: 1000 },
                1,
                crate::msg!("poque-option-ante"),
            )
            .help(crate::msg!("poque-option-ante-help"))
            .essential(),
            OptionSpec::optional(
                "deck",
                OptionKind::Choice {
                    choices: vec![
                        ("32".into(), crate::msg!("poque-deck-32")),
                        ("36".into(), crate::msg!("poque-deck-36")),
                    ],
                },
                crate::msg!("poque-option-deck"),
            )
            .help(crate::msg!("poque-option-deck-help")),
            OptionSpec::optional(
                "fiche_value",
                OptionKind::Count { min: 1, max: 100 },
                crate::msg!("poque-option-fiche"),
            )
            .help(crate::msg!("poque-option-fiche-help")),
            OptionSpec::optional("prise", OptionKind::Text, crate::msg!("poque-option-prise"))
                .help(crate::msg!("poque-option-prise-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let mut fields = vec![
            dealer_field(table, state.next_dealer),
            Field::new(
                "turned",
                crate::msg!("poque-field-turned"),
                FieldKind::Text,
                true,
            )
            .with_help(crate::msg!("corbillons-card-help")),
            Field::new(
                "poque.winner",
                crate::msg!("poque-field-poque-winner"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "poque.revies",
                crate::msg!("poque-field-revies"),
                FieldKind::PerPlayer { min: 0, max: 1000 },
                false,
            )
            .essential(true),
        ];
        for (name, _, key) in HONOURS {
            fields.push(
                Field::new(
                    &format!("trump_honours.{name}"),
                    crate::msg!("poque-field-honour", which = key),
                    FieldKind::Player,
                    false,
                )
                .essential(true),
            );
        }
        fields.push(
            Field::new(
                "out",
                crate::msg!("poque-field-out"),
                FieldKind::Player,
                false,
            )
            .essential(true),
        );
        fields.push(per_player(
            "cards_left",
            crate::msg!("poque-field-cards-left"),
            0,
            5,
        ));
        fields
    }
}
