//! Le Gillet (other-games-2 §12; 000:17298-17353, 001:14513-14580): before the deal each
//! puts the ante in the two boxes, the Gé (a pair; a tricon beats every pair) and the
//! Point (a flux always has the higher point); the revies go with the box to the winner
//! the table enters. No pair dealt: the Gé box stays (ruling).

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{box_items, dealer, dealer_field, pot_keys, put_revies, seat_opt};
use crate::domain::{PotKey, Seat};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
};

const GE: &str = "ge";
const POINT: &str = "point";

/// Gillet options (§12.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// What each puts in each box (1).
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

/// One contest: its winner (null: nobody won it) and the revies.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Contest {
    /// Who won the box.
    pub winner: Option<String>,
    /// Counters each added beyond the ante (§0.2).
    pub revies: BTreeMap<String, i64>,
}

/// One deal (§12.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The Gé (pairs and tricons).
    pub ge: Contest,
    /// The Point (and flux).
    pub point: Contest,
    /// The hands, for the record (not scored).
    pub hands: BTreeMap<String, Vec<String>>,
}

/// What carries over: the two boxes and the next dealer.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The boxes.
    pub pools: Pools,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
}

/// The Gillet engine.
#[derive(Debug, Clone, Copy)]
pub struct Gillet;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["ante", "ge", "point", "revy"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &[
    "premier",
    "dernier",
    "jeton",
    "corbillon",
    "revie",
    "tricon",
    "flux",
    "point",
];

impl Game for Gillet {
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
        3..=5
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[GE, POINT])
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

    /// §12.3: antes in both boxes; each box with its revies to its winner, or it stays.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        super::check_amounts(&[("ante", table.options.ante)])?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        let mut pay = Payments::new(state.pools.clone());
        for (key, c) in [(GE, &deal.ge), (POINT, &deal.point)] {
            pay.ante_each(table.seats(), key, table.options.ante, "ante")?;
            let winner = seat_opt(table, &format!("{key}.winner"), c.winner.as_ref())?;
            put_revies(
                &mut pay,
                table,
                &format!("{key}.revies"),
                key,
                winner,
                &c.revies,
            )?;
            if let Some(w) = winner {
                pay.draw_all(key, w, if key == GE { "ge" } else { "point" })?;
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
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: None,
            on_table: box_items(
                &state.pools,
                &[
                    (GE, crate::msg!("gillet-ge")),
                    (POINT, crate::msg!("gillet-point")),
                ],
            ),
            finished: false,
        }
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "ante",
                OptionKind::Count { min: 1, max: 1000 },
                1,
                crate::msg!("gillet-option-ante"),
            )
            .help(crate::msg!("gillet-option-ante-help"))
            .essential(),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        vec![
            Field::new(
                "ge.winner",
                crate::msg!("gillet-field-ge-winner"),
                FieldKind::Player,
                false,
            )
            .essential(true)
            .with_help(crate::msg!("gillet-field-ge-winner-help")),
            Field::new(
                "ge.revies",
                crate::msg!("gillet-field-ge-revies"),
                FieldKind::PerPlayer { min: 0, max: 1000 },
                false,
            )
            .essential(true),
            Field::new(
                "point.winner",
                crate::msg!("gillet-field-point-winner"),
                FieldKind::Player,
                false,
            )
            .essential(true)
            .with_help(crate::msg!("gillet-field-point-winner-help")),
            Field::new(
                "point.revies",
                crate::msg!("gillet-field-point-revies"),
                FieldKind::PerPlayer { min: 0, max: 1000 },
                false,
            )
            .essential(true),
            dealer_field(table, state.next_dealer),
        ]
    }
}
