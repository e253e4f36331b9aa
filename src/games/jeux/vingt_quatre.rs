//! Le Vingt-quatre (other-games-2 §10; 000:17177-17217, 001:14287-14375): the Imperial's
//! little cousin, each for himself, a race to 24 points. Each stakes once into the game,
//! which the first to 24 draws. Per deal, in the order of Imperial law XV: the turned
//! honour (dealer +4), the imperials (+24 each), the point (+4), the honours (+4 each,
//! each player's as one event, from the eldest hand), the cards (+4).

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::domain::{PotKey, Seat};
use crate::games::corbillons::{
    after, box_items, by_seat, dealer, pot_keys, required, seat, seat_opt,
};
use crate::games::counters::mul;
use crate::games::pools::{Payments, Pools};
use crate::games::race::{order_from, Race, Sides};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome, ReportKind,
    Status, Table,
};

const GAME: &str = "game";
/// The partie (fixed, §10.3).
pub const TARGET: i64 = 24;

/// Which five cards are honours (does not change the arithmetic).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Honours {
    /// King, Queen, Knave, Ten, Nine of trumps.
    #[default]
    Figures,
    /// Ace, Two, Three, Four, Five of trumps.
    Point,
}

/// Options (§10.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Each player's stake into the game (required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stake: Option<i64>,
    /// The game by figures or by the point.
    pub honours_variant: Honours,
    /// An imperial's worth (24).
    pub imperial_value: i64,
    /// The point, each honour, the cards, the turned honour (4).
    pub item_value: i64,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stake: None,
            honours_variant: Honours::Figures,
            imperial_value: 24,
            item_value: 4,
            unit: None,
        }
    }
}

/// Imperials won.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Imperial {
    /// Who won the imperial contest.
    pub player: String,
    /// How many imperials (1).
    #[serde(default = "one")]
    pub count: i64,
}

fn one() -> i64 {
    1
}

/// One deal (§10.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The dealer turned an honour (the virade).
    pub turned_honour: bool,
    /// Imperials won.
    pub imperials: Vec<Imperial>,
    /// Who won the point.
    pub point: Option<String>,
    /// Honours held, per player.
    pub honours: BTreeMap<String, i64>,
    /// The player with most tricks (null if tied).
    pub cards: Option<String>,
}

/// What carries over: the race, the game pot, whether the stakes are in.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The points.
    pub race: Race,
    /// The game pot.
    pub pools: Pools,
    /// Whether the stakes were paid (deal 1).
    pub staked: bool,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
}

/// The Vingt-quatre engine.
#[derive(Debug, Clone, Copy)]
pub struct VingtQuatre;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["stake", "game"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "partie", "imperiale"];

impl Game for VingtQuatre {
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
        2..=5
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[GAME])
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        o.stake.ok_or_else(|| required("stake"))?;
        crate::games::corbillons::check_amounts(&[
            ("stake", o.stake.unwrap_or(0)),
            ("imperial_value", o.imperial_value),
            ("item_value", o.item_value),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §10.3: the stakes (deal 1), then the items in Imperial's order; the first to 24
    /// draws the game.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let stake = o.stake.ok_or_else(|| required("stake"))?;
        crate::games::corbillons::check_amounts(&[("stake", stake)])?;
        let sides = Sides::each_player(table);
        let mut next = state.clone();
        next.race = state.race.sized(sides.len());
        next.race.begin_deal()?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        next.next_dealer = Some(after(d, table.len()));
        let mut pay = Payments::new(state.pools.clone());
        if !state.staked {
            pay.ante_each(table.seats(), GAME, stake, "stake")?;
            next.staked = true;
        }
        let item = o.item_value;
        let r = &mut next.race;
        if deal.turned_honour {
            r.score(&[(d.index(), item)], TARGET)?;
        }
        for (i, imp) in deal.imperials.iter().enumerate() {
            let s = seat(table, &format!("imperials.{i}.player"), &imp.player)?;
            if imp.count < 1 {
                return Err(DealError::invalid(
                    format!("imperials.{i}.count"),
                    crate::msg!("corbillons-negative", got = imp.count),
                ));
            }
            r.score(&[(s.index(), mul(o.imperial_value, imp.count)?)], TARGET)?;
        }
        if let Some(p) = seat_opt(table, "point", deal.point.as_ref())? {
            r.score(&[(p.index(), item)], TARGET)?;
        }
        let honours = by_seat(table, "honours", &deal.honours)?;
        for s in order_from(d, table.len()) {
            if let Some((_, n)) = honours.iter().find(|(h, _)| *h == s) {
                if !(0..=5).contains(n) {
                    return Err(DealError::invalid(
                        "honours",
                        crate::msg!("vingt-quatre-honours"),
                    ));
                }
                if *n > 0 {
                    r.score(&[(s.index(), mul(item, *n)?)], TARGET)?;
                }
            }
        }
        if let Some(c) = seat_opt(table, "cards", deal.cards.as_ref())? {
            r.score(&[(c.index(), item)], TARGET)?;
        }
        if !state.race.is_won() {
            if let Some(w) = next.race.winner.and_then(Seat::from_index) {
                pay.draw_all(GAME, w, "game")?;
            }
        }
        let (transfers, pools) = pay.finish();
        next.pools = pools;
        Ok(Outcome { transfers, next })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let sides = Sides::each_player(table);
        let mut on_table = box_items(&state.pools, &[(GAME, crate::msg!("vingt-quatre-game"))]);
        on_table.extend(state.race.sized(sides.len()).items(&sides, TARGET));
        Status {
            dealer: if state.race.is_won() {
                None
            } else {
                state.next_dealer.or(Some(Seat::new(0)))
            },
            round: None,
            on_table,
            finished: state.race.is_won(),
        }
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        let s = Sides::each_player(table);
        state.race.sized(s.len()).report(&s)
    }

    /// The generic sheet of the race games: the marks deal by deal.
    fn sheet(table: &Table<Options>, state: &State) -> Option<crate::games::sheet::Sheet> {
        let sides = Sides::each_player(table);
        Some(super::race_sheet(&state.race, &sides, TARGET))
    }

    fn report_kind(_: GameId) -> ReportKind {
        ReportKind::MarksRace
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        let choice = |v: &str, m: Msg| (v.to_owned(), m);
        vec![
            OptionSpec::required(
                "stake",
                OptionKind::Count {
                    min: 1,
                    max: 100_000,
                },
                crate::msg!("vingt-quatre-option-stake"),
            )
            .help(crate::msg!("vingt-quatre-option-stake-help")),
            OptionSpec::new(
                "honours_variant",
                OptionKind::Choice {
                    choices: vec![
                        choice("figures", crate::msg!("vingt-quatre-honours-figures")),
                        choice("point", crate::msg!("vingt-quatre-honours-point")),
                    ],
                },
                "figures",
                crate::msg!("vingt-quatre-option-honours"),
            )
            .help(crate::msg!("vingt-quatre-option-honours-help"))
            .essential(),
            OptionSpec::new(
                "imperial_value",
                OptionKind::Count { min: 1, max: 100 },
                24,
                crate::msg!("vingt-quatre-option-imperial"),
            )
            .help(crate::msg!("vingt-quatre-option-imperial-help")),
            OptionSpec::new(
                "item_value",
                OptionKind::Count { min: 1, max: 100 },
                4,
                crate::msg!("vingt-quatre-option-item"),
            )
            .help(crate::msg!("vingt-quatre-option-item-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.next_dealer.unwrap_or(Seat::new(0));
        vec![
            Field::new(
                "dealer",
                crate::msg!("corbillons-field-dealer"),
                FieldKind::Player,
                true,
            )
            .with_default(table.name(next).to_owned()),
            Field::new(
                "turned_honour",
                crate::msg!("vingt-quatre-field-turned"),
                FieldKind::Flag,
                false,
            )
            .essential(true),
            Field::new(
                "point",
                crate::msg!("vingt-quatre-field-point"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "honours",
                crate::msg!("vingt-quatre-field-honours"),
                FieldKind::PerPlayer { min: 0, max: 5 },
                false,
            )
            .essential(true),
            Field::new(
                "cards",
                crate::msg!("vingt-quatre-field-cards"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "imperials[0].player",
                crate::msg!("vingt-quatre-field-imperial"),
                FieldKind::Player,
                false,
            )
            .in_group(crate::msg!("vingt-quatre-group-imperials")),
            Field::new(
                "imperials[0].count",
                crate::msg!("vingt-quatre-field-imperial-count"),
                FieldKind::Count { min: 1, max: 3 },
                false,
            )
            .in_group(crate::msg!("vingt-quatre-group-imperials")),
        ]
    }
}
