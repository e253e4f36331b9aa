//! La Sizette (other-games-2 §7; 000:16699-16847, 001:13608-13805): three against three;
//! the side that first takes three tricks wins a game, all six a double game; faults cost
//! the side games, set off against the games it has, the rest marked by the adversaries
//! (law III). Per deal: the penalties in order, then the renounce (two games, the deal
//! void) or the tricks.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{begin, finish, race_status, RaceState};
use crate::domain::PotKey;
use crate::games::corbillons::required;
use crate::games::race::Sides;
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome,
    ReportKind, Status, Table,
};

/// Sizette options (§7.4).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Games that win the partie (no book value: required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partie_games: Option<i64>,
    /// What each loser pays his counterpart (required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partie_stake: Option<i64>,
    /// The two sides of three (required).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::games::corbillons::lenient::sides"
    )]
    pub sides: Option<BTreeMap<String, Vec<String>>>,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

/// A fault that costs the side games.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// The side at fault.
    pub side: String,
    /// Games lost (1 for most faults, law III-XVI).
    pub games: i64,
    /// Why (free text).
    #[serde(default)]
    pub reason: String,
}

/// One deal (§7.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The side that won each of the six tricks, in order.
    pub trick_winners: Vec<String>,
    /// A side that renounced (law VI).
    pub renounce: Option<String>,
    /// Faults, in order.
    pub penalties: Vec<Penalty>,
    /// A side that quits the partie: it loses it (law XV), after this deal's other facts.
    pub quits: Option<String>,
}

fn sides(table: &Table<Options>) -> Result<Sides, DealError> {
    let s = Sides::named(
        table,
        table
            .options
            .sides
            .as_ref()
            .ok_or_else(|| required("sides"))?,
    )?;
    if s.len() != 2 {
        return Err(DealError::Options {
            detail: crate::msg!("sizette-two-sides"),
        });
    }
    Ok(s)
}

/// The result of the six tricks: the side first to three, and whether it took all six.
fn tricks_result(tricks: &[usize]) -> Option<(usize, i64)> {
    let mut count = [0_usize; 2];
    let mut first = None;
    for t in tricks {
        let c = count.get_mut(*t)?;
        *c += 1;
        if *c == 3 && first.is_none() {
            first = Some(*t);
        }
    }
    first.map(|w| (w, if count[w] == 6 { 2 } else { 1 }))
}

/// The Sizette engine.
#[derive(Debug, Clone, Copy)]
pub struct Sizette;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["partie"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "partie"];

impl Game for Sizette {
    type Options = Options;
    type Deal = Deal;
    type State = RaceState;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_: GameId, _: &Options) -> RangeInclusive<usize> {
        6..=6
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        Vec::new()
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<RaceState>, DealError> {
        let o = &table.options;
        o.partie_stake.ok_or_else(|| required("partie_stake"))?;
        o.partie_games.ok_or_else(|| required("partie_games"))?;
        sides(table)?;
        crate::games::corbillons::check_amounts(&[
            ("partie_stake", o.partie_stake.unwrap_or(0)),
            ("partie_games", o.partie_games.unwrap_or(0)),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: RaceState::default(),
        })
    }

    /// §7.3 in order.
    fn settle(
        table: &Table<Options>,
        state: &RaceState,
        deal: &Deal,
    ) -> Result<Outcome<RaceState>, DealError> {
        let o = &table.options;
        let stake = o.partie_stake.ok_or_else(|| required("partie_stake"))?;
        crate::games::corbillons::check_amounts(&[("partie_stake", stake)])?;
        let target = o.partie_games.ok_or_else(|| required("partie_games"))?;
        let sides = sides(table)?;
        let (mut next, _) = begin(table, state, &sides, deal.dealer.as_ref())?;
        let r = &mut next.race;
        for (i, p) in deal.penalties.iter().enumerate() {
            let s = sides.index_of(&format!("penalties.{i}.side"), &p.side)?;
            if p.games < 0 {
                return Err(DealError::invalid(
                    format!("penalties.{i}.games"),
                    crate::msg!("corbillons-negative", got = p.games),
                ));
            }
            r.lose_games(s, p.games, 1 - s, target)?;
        }
        if let Some(side) = &deal.renounce {
            let s = sides.index_of("renounce", side)?;
            r.lose_games(s, 2, 1 - s, target)?;
        } else if !deal.trick_winners.is_empty() {
            if deal.trick_winners.len() != 6 {
                return Err(DealError::invalid(
                    "trick_winners",
                    crate::msg!("sizette-six-tricks"),
                ));
            }
            let tricks = deal
                .trick_winners
                .iter()
                .enumerate()
                .map(|(i, t)| sides.index_of(&format!("trick_winners.{i}"), t))
                .collect::<Result<Vec<_>, _>>()?;
            if let Some((w, games)) = tricks_result(&tricks) {
                r.score(&[(w, games)], target)?;
            }
        }
        if let Some(side) = &deal.quits {
            let s = sides.index_of("quits", side)?;
            r.win_outright(1 - s.min(1));
        }
        Ok(finish(state, next, &sides, stake))
    }

    fn status(table: &Table<Options>, state: &RaceState) -> Status {
        race_status(
            state,
            sides(table).ok().as_ref(),
            table.options.partie_games.unwrap_or(0),
        )
    }

    fn report(table: &Table<Options>, state: &RaceState) -> Map<String, Value> {
        match sides(table) {
            Ok(s) => state.race.sized(s.len()).report(&s),
            Err(_) => Map::new(),
        }
    }

    /// Quitting the partie (law XV): the side loses it, and the partie is settled.
    fn events(table: &Table<Options>, state: &RaceState) -> Vec<EventForm> {
        if state.race.is_won() {
            return Vec::new();
        }
        let ids: Vec<(String, Msg)> = sides(table).map(|s| s.choices()).unwrap_or_default();
        vec![EventForm {
            code: "quits",
            label: crate::msg!("sizette-event-quits"),
            help: Some(crate::msg!("sizette-event-quits-help")),
            fields: vec![Field::new(
                "quits",
                crate::msg!("sizette-field-quits"),
                FieldKind::Choice { options: ids },
                true,
            )],
        }]
    }

    /// The generic sheet of the race games: the marks deal by deal.
    fn sheet(table: &Table<Options>, state: &RaceState) -> Option<crate::games::sheet::Sheet> {
        let sides = sides(table).ok()?;
        Some(super::race_sheet(
            &state.race,
            &sides,
            table.options.partie_games.unwrap_or(0),
        ))
    }

    fn report_kind(_: GameId) -> ReportKind {
        ReportKind::MarksRace
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::required(
                "partie_games",
                OptionKind::Count { min: 1, max: 100 },
                crate::msg!("sizette-option-games"),
            )
            .help(crate::msg!("sizette-option-games-help")),
            OptionSpec::required(
                "partie_stake",
                OptionKind::Count {
                    min: 1,
                    max: 100_000,
                },
                crate::msg!("sizette-option-stake"),
            )
            .help(crate::msg!("sizette-option-stake-help")),
            OptionSpec::optional(
                "sides",
                OptionKind::Sides { count: 2 },
                crate::msg!("sizette-option-sides"),
            )
            .help(crate::msg!("sizette-option-sides-help"))
            .essential(),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &RaceState) -> Vec<Field> {
        let ids: Vec<(String, Msg)> = sides(table).map(|s| s.choices()).unwrap_or_default();
        let next = state.next_dealer.unwrap_or(crate::domain::Seat::new(0));
        let mut fields = vec![Field::new(
            "dealer",
            crate::msg!("corbillons-field-dealer"),
            FieldKind::Player,
            true,
        )
        .with_default(table.name(next).to_owned())];
        for i in 0..6 {
            fields.push(
                Field::new(
                    &format!("trick_winners[{i}]"),
                    crate::msg!("sizette-field-trick", n = i + 1),
                    FieldKind::Choice {
                        options: ids.clone(),
                    },
                    false,
                )
                .essential(true),
            );
        }
        let faults = crate::msg!("sizette-group-faults");
        fields.push(
            Field::new(
                "renounce",
                crate::msg!("sizette-field-renounce"),
                FieldKind::Choice {
                    options: ids.clone(),
                },
                false,
            )
            .in_group(faults.clone()),
        );
        for i in 0..2 {
            fields.push(
                Field::new(
                    &format!("penalties[{i}].side"),
                    crate::msg!("sizette-field-penalty-side", n = i + 1),
                    FieldKind::Choice {
                        options: ids.clone(),
                    },
                    false,
                )
                .in_group(faults.clone()),
            );
            fields.push(
                Field::new(
                    &format!("penalties[{i}].games"),
                    crate::msg!("sizette-field-penalty-games", n = i + 1),
                    FieldKind::Count { min: 1, max: 2 },
                    false,
                )
                .in_group(faults.clone()),
            );
            fields.push(
                Field::new(
                    &format!("penalties[{i}].reason"),
                    crate::msg!("sizette-field-penalty-reason", n = i + 1),
                    FieldKind::Text,
                    false,
                )
                .in_group(faults.clone()),
            );
        }
        fields
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_to_three_and_the_double_game() {
        assert_eq!(tricks_result(&[1, 0, 0, 1, 0, 1]), Some((0, 1)));
        assert_eq!(tricks_result(&[1; 6]), Some((1, 2)));
    }
}
