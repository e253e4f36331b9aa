//! Le Cul-bas (other-games-2 §13; 000:17355-17438, 001:14600-14690): each puts his ante
//! for the cul-bas; the first to clear his hand takes it, and 1 from the others for each
//! card left in a hand or laid down in a cul-bas (the exposed hand).

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{box_items, by_seat, dealer, dealer_field, not_negative, per_player, pot_keys, seat};
use crate::domain::{PotKey, Seat};
use crate::games::counters::mul;
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
};

const CULBAS: &str = "culbas";

/// Cul-bas options (§13.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// What each puts for the cul-bas (1).
    pub ante: i64,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            ante: 1,
            unit: None,
        }
    }
}

/// One deal (§13.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The first to clear his hand.
    pub winner: Option<String>,
    /// Cards left in each other hand.
    pub cards_left: BTreeMap<String, i64>,
    /// Cards each cul-bas player laid face up.
    pub culbas: BTreeMap<String, i64>,
}

/// What carries over: the cul-bas box and the next dealer.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The boxes.
    pub pools: Pools,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
}

/// The Cul-bas engine.
#[derive(Debug, Clone, Copy)]
pub struct CulBas;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["culbas_ante", "culbas", "card_left", "culbas_card"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "jeton", "corbillon"];

impl Game for CulBas {
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
        3..=10
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[CULBAS])
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        crate::games::corbillons::check_amounts(&[("ante", o.ante)])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §13.3: the antes, then the winner takes the box and 1 per card left or laid down.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        super::check_amounts(&[("ante", table.options.ante)])?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        let winner = match &deal.winner {
            Some(w) => seat(table, "winner", w)?,
            None => {
                return Err(DealError::missing(
                    "winner",
                    crate::msg!("cul-bas-winner-required"),
                ))
            }
        };
        let mut pay = Payments::new(state.pools.clone());
        pay.ante_each(table.seats(), CULBAS, table.options.ante, "culbas_ante")?;
        pay.draw_all(CULBAS, winner, "culbas")?;
        for (field, map, reason) in [
            ("cards_left", &deal.cards_left, "card_left"),
            ("culbas", &deal.culbas, "culbas_card"),
        ] {
            for (s, n) in by_seat(table, field, map)? {
                not_negative(field, n)?;
                if s == winner && n > 0 {
                    return Err(DealError::invalid(
                        field,
                        crate::msg!("cul-bas-winner-has-cards"),
                    ));
                }
                pay.pay(s, winner, mul(n, 1)?, reason)?;
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

    fn status(table: &Table<Options>, state: &State) -> Status {
        Status {
            dealer: Some(state.next_dealer.unwrap_or(Seat::new(0))).filter(|_| !table.is_empty()),
            round: None,
            on_table: box_items(&state.pools, &[(CULBAS, crate::msg!("cul-bas-box"))]),
            finished: false,
        }
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "ante",
                OptionKind::Count { min: 1, max: 1000 },
                1,
                crate::msg!("cul-bas-option-ante"),
            )
            .help(crate::msg!("cul-bas-option-ante-help"))
            .essential(),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        vec![
            Field::new(
                "winner",
                crate::msg!("cul-bas-field-winner"),
                FieldKind::Player,
                true,
            ),
            per_player("cards_left", crate::msg!("cul-bas-field-cards-left"), 0, 52),
            per_player("culbas", crate::msg!("cul-bas-field-culbas"), 0, 52)
                .with_help(crate::msg!("cul-bas-field-culbas-help")),
            dealer_field(table, state.next_dealer),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_takes_the_box_and_a_counter_a_card() {
        let table = Table {
            game: GameId::CulBas,
            options: Options::default(),
            players: ["A", "B", "C"].iter().map(|s| (*s).to_owned()).collect(),
        };
        let deal: Deal = serde_json::from_value(serde_json::json!({
            "dealer": "A", "winner": "B", "cards_left": {"A": 2}, "culbas": {"C": 4}
        }))
        .unwrap();
        let out = CulBas::settle(&table, &State::default(), &deal).unwrap();
        let nets = crate::games::pools::seat_nets(&out.transfers, 3).unwrap();
        assert_eq!(nets, vec![-3, 8, -5]);
        assert_eq!(out.next.pools.get(CULBAS), 0);
    }
}
