//! L'Homme d'Auvergne / the Man d'Auvergne (other-games-2 §1; 000:16004-16090,
//! 001:12474-12575): each for himself, a race to seven games (marks). Per deal, in order
//! (§1.3): the misdeal, the turned Kings, the trump Kings held, playing out of turn, the
//! marked Kings lost in play, then the result of the player who stood, or the renounce.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{begin, finish, race_status, RaceState};
use crate::domain::{PotKey, Seat};
use crate::games::corbillons::{required, seat, seat_opt};
use crate::games::race::{Race, Sides};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome, ReportKind,
    Status, Table,
};

/// How the player who stood may win with two tricks (§1.3 rule 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TwoTrickRule {
    /// Tricks 1 and 2 while nobody has three (the book, literally).
    #[default]
    FirstTwoTricks,
    /// Also exactly two tricks when he was the first to complete two and nobody has three.
    FirstToTwo,
}

/// Options (§1.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Games (marks) that win the partie (7).
    pub partie_games: i64,
    /// What each other player pays the winner (agreed: required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partie_stake: Option<i64>,
    /// 28 or 32 cards (validation only).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::games::corbillons::lenient::opt_number"
    )]
    pub deck: Option<u8>,
    /// The two-trick reading.
    pub two_trick_rule: TwoTrickRule,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            partie_games: 7,
            partie_stake: None,
            deck: None,
            two_trick_rule: TwoTrickRule::FirstTwoTricks,
            unit: None,
        }
    }
}

/// The Kings marked by one holder of a trump King (law V, IX).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KingMarks {
    /// The holder of the trump King.
    pub player: String,
    /// All the Kings in his hand.
    pub kings: i64,
}

/// A marked King taken in play (law X).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KingLost {
    /// Its holder.
    pub from: String,
    /// Who took it.
    pub to: String,
}

/// One deal (§1.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The dealer misdealt (law II).
    pub misdeal: bool,
    /// How many turned trump cards were Kings (law IV).
    pub turned_kings: i64,
    /// The holders of trump Kings and their Kings (laws V, IX).
    pub king_marks: Vec<KingMarks>,
    /// Players who played before their turn (law VI).
    pub played_out_of_turn: Vec<String>,
    /// Marked Kings captured in play (law X).
    pub kings_lost: Vec<KingLost>,
    /// Who stood (null: nobody).
    pub stood: Option<String>,
    /// The winner of each of the five tricks, in order.
    pub trick_winners: Vec<String>,
    /// Who renounced (law VII).
    pub renounce: Option<String>,
}

/// The result of the player who stood (§1.3 rule 6): `Ok(true)` when he wins; otherwise
/// the beneficiary: the other player with most tricks, ties to the first to complete that
/// count.
fn result(stood: Seat, tricks: &[Seat], rule: TwoTrickRule) -> Result<bool, Seat> {
    let count = |s: Seat| tricks.iter().filter(|t| **t == s).count();
    let someone_three = tricks.iter().any(|t| count(*t) >= 3);
    let mine = count(stood);
    let first_two = tricks.len() >= 2 && tricks[0] == stood && tricks[1] == stood;
    // The player who completed two first.
    let first_to_two = {
        let mut seen: Vec<Seat> = Vec::new();
        tricks.iter().find(|t| {
            let again = seen.contains(t);
            seen.push(**t);
            again
        })
    };
    let wins = mine >= 3
        || (!someone_three && first_two)
        || (rule == TwoTrickRule::FirstToTwo
            && !someone_three
            && mine == 2
            && first_to_two == Some(&stood));
    if wins {
        return Ok(true);
    }
    // The beneficiary: most tricks among the others, the earliest to complete that count.
    let best = tricks
        .iter()
        .filter(|t| **t != stood)
        .map(|t| count(*t))
        .max()
        .unwrap_or(0);
    let mut running: Vec<(Seat, usize)> = Vec::new();
    for t in tricks {
        match running.iter_mut().find(|(s, _)| s == t) {
            Some(e) => e.1 += 1,
            None => running.push((*t, 1)),
        }
        if *t != stood && running.iter().any(|(s, n)| s == t && *n == best) {
            return Err(*t);
        }
    }
    Err(stood)
}

fn sides(table: &Table<Options>) -> Sides {
    Sides::each_player(table)
}

fn side(table: &Table<Options>, field: &str, name: &str) -> Result<usize, DealError> {
    Ok(seat(table, field, name)?.index())
}

/// The Homme d'Auvergne engine.
#[derive(Debug, Clone, Copy)]
pub struct HommeDAuvergne;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["partie"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "partie"];

impl Game for HommeDAuvergne {
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
        2..=6
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
        crate::games::corbillons::check_deck(o.deck, &[28, 32])?;
        crate::games::corbillons::check_amounts(&[
            ("partie_stake", o.partie_stake.unwrap_or(0)),
            ("partie_games", o.partie_games),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: RaceState::default(),
        })
    }

    /// §1.3, rules 1 to 7 in order, the target checked after each event.
    fn settle(
        table: &Table<Options>,
        state: &RaceState,
        deal: &Deal,
    ) -> Result<Outcome<RaceState>, DealError> {
        let o = &table.options;
        let stake = o.partie_stake.ok_or_else(|| required("partie_stake"))?;
        crate::games::corbillons::check_amounts(&[("partie_stake", stake)])?;
        crate::games::corbillons::check_deck(o.deck, &[28, 32])?;
        let sides = sides(table);
        let (mut next, d) = begin(table, state, &sides, deal.dealer.as_ref())?;
        let target = o.partie_games;
        let r: &mut Race = &mut next.race;
        if deal.misdeal {
            r.score(&[(d.index(), -1)], target)?;
        }
        if !(0..=3).contains(&deal.turned_kings) {
            return Err(DealError::invalid(
                "turned_kings",
                crate::msg!("homme-turned-kings"),
            ));
        }
        if deal.turned_kings > 0 {
            r.score(&[(d.index(), deal.turned_kings)], target)?;
        }
        for (i, k) in deal.king_marks.iter().enumerate() {
            if !(1..=4).contains(&k.kings) {
                return Err(DealError::invalid(
                    format!("king_marks.{i}.kings"),
                    crate::msg!("homme-kings"),
                ));
            }
            let s = side(table, &format!("king_marks.{i}.player"), &k.player)?;
            r.score(&[(s, k.kings)], target)?;
        }
        for (i, p) in deal.played_out_of_turn.iter().enumerate() {
            let s = side(table, &format!("played_out_of_turn.{i}"), p)?;
            r.score(&[(s, -1)], target)?;
        }
        for (i, k) in deal.kings_lost.iter().enumerate() {
            let from = side(table, &format!("kings_lost.{i}.from"), &k.from)?;
            let to = side(table, &format!("kings_lost.{i}.to"), &k.to)?;
            r.score(&[(from, -1), (to, 1)], target)?;
        }
        if let Some(p) = seat_opt(table, "renounce", deal.renounce.as_ref())? {
            // Law VII: he can no longer win; the play is not scored.
            if !r.is_won() {
                r.put_out(p.index());
            }
        } else if let Some(stood) = seat_opt(table, "stood", deal.stood.as_ref())? {
            if deal.trick_winners.len() != 5 {
                return Err(DealError::invalid(
                    "trick_winners",
                    crate::msg!("homme-five-tricks"),
                ));
            }
            let tricks = deal
                .trick_winners
                .iter()
                .enumerate()
                .map(|(i, t)| seat(table, &format!("trick_winners.{i}"), t))
                .collect::<Result<Vec<_>, _>>()?;
            match result(stood, &tricks, o.two_trick_rule) {
                Ok(_) => {
                    r.score(&[(stood.index(), 1)], target)?;
                }
                Err(b) => {
                    r.score(&[(stood.index(), -1), (b.index(), 1)], target)?;
                }
            }
        }
        Ok(finish(state, next, &sides, stake))
    }

    fn status(table: &Table<Options>, state: &RaceState) -> Status {
        race_status(state, Some(&sides(table)), table.options.partie_games)
    }

    fn report(table: &Table<Options>, state: &RaceState) -> Map<String, Value> {
        let s = sides(table);
        state.race.sized(s.len()).report(&s)
    }

    /// The generic sheet of the race games: the marks deal by deal.
    fn sheet(table: &Table<Options>, state: &RaceState) -> Option<crate::games::sheet::Sheet> {
        let sides = Sides::each_player(table);
        Some(super::race_sheet(
            &state.race,
            &sides,
            table.options.partie_games,
        ))
    }

    fn report_kind(_: GameId) -> ReportKind {
        ReportKind::MarksRace
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        let choice = |v: &str, m: Msg| (v.to_owned(), m);
        vec![
            OptionSpec::new(
                "partie_games",
                OptionKind::Count { min: 1, max: 100 },
                7,
                crate::msg!("homme-option-partie-games"),
            )
            .help(crate::msg!("homme-option-partie-games-help"))
            .essential(),
            OptionSpec::required(
                "partie_stake",
                OptionKind::Count {
                    min: 1,
                    max: 100_000,
                },
                crate::msg!("homme-option-stake"),
            )
            .help(crate::msg!("homme-option-stake-help")),
            OptionSpec::optional(
                "deck",
                OptionKind::Choice {
                    choices: vec![
                        choice("28", crate::msg!("homme-deck-28")),
                        choice("32", crate::msg!("homme-deck-32")),
                    ],
                },
                crate::msg!("homme-option-deck"),
            )
            .help(crate::msg!("homme-option-deck-help")),
            OptionSpec::new(
                "two_trick_rule",
                OptionKind::Choice {
                    choices: vec![
                        choice(
                            "first_two_tricks",
                            crate::msg!("homme-rule-first-two-tricks"),
                        ),
                        choice("first_to_two", crate::msg!("homme-rule-first-to-two")),
                    ],
                },
                "first_two_tricks",
                crate::msg!("homme-option-two-trick-rule"),
            )
            .help(crate::msg!("homme-option-two-trick-rule-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &RaceState) -> Vec<Field> {
        let next = state.next_dealer.unwrap_or(Seat::new(0));
        let mut fields = vec![
            Field::new(
                "dealer",
                crate::msg!("corbillons-field-dealer"),
                FieldKind::Player,
                true,
            )
            .with_default(table.name(next).to_owned()),
            Field::new(
                "stood",
                crate::msg!("homme-field-stood"),
                FieldKind::Player,
                false,
            )
            .essential(true),
        ];
        for i in 0..5 {
            fields.push(
                Field::new(
                    &format!("trick_winners[{i}]"),
                    crate::msg!("homme-field-trick", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .essential(true),
            );
        }
        fields.push(
            Field::new(
                "turned_kings",
                crate::msg!("homme-field-turned-kings"),
                FieldKind::Count { min: 0, max: 3 },
                false,
            )
            .essential(true),
        );
        let kings = crate::msg!("homme-group-kings");
        for i in 0..2 {
            fields.push(
                Field::new(
                    &format!("king_marks[{i}].player"),
                    crate::msg!("homme-field-king-holder", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .in_group(kings.clone())
                .essential(i == 0),
            );
            fields.push(
                Field::new(
                    &format!("king_marks[{i}].kings"),
                    crate::msg!("homme-field-king-count", n = i + 1),
                    FieldKind::Count { min: 1, max: 4 },
                    false,
                )
                .in_group(kings.clone())
                .essential(i == 0),
            );
        }
        for i in 0..2 {
            fields.push(
                Field::new(
                    &format!("kings_lost[{i}].from"),
                    crate::msg!("homme-field-king-lost-from", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .in_group(kings.clone()),
            );
            fields.push(
                Field::new(
                    &format!("kings_lost[{i}].to"),
                    crate::msg!("homme-field-king-lost-to", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .in_group(kings.clone()),
            );
        }
        let faults = crate::msg!("homme-group-faults");
        fields.push(
            Field::new(
                "misdeal",
                crate::msg!("homme-field-misdeal"),
                FieldKind::Flag,
                false,
            )
            .in_group(faults.clone()),
        );
        fields.push(
            Field::new(
                "played_out_of_turn",
                crate::msg!("homme-field-out-of-turn"),
                FieldKind::Players,
                false,
            )
            .in_group(faults.clone()),
        );
        fields.push(
            Field::new(
                "renounce",
                crate::msg!("homme-field-renounce"),
                FieldKind::Player,
                false,
            )
            .in_group(faults),
        );
        fields
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(i: u8) -> Seat {
        Seat::new(i)
    }

    #[test]
    fn the_first_two_tricks_win_when_the_tricks_are_divided() {
        let t = [s(1), s(1), s(0), s(2), s(2)];
        assert_eq!(result(s(1), &t, TwoTrickRule::FirstTwoTricks), Ok(true));
        // Two tricks, not the first two: the literal rule fails, first_to_two wins.
        let t = [s(0), s(1), s(1), s(2), s(2)];
        assert_eq!(result(s(1), &t, TwoTrickRule::FirstTwoTricks), Err(s(2)));
        assert_eq!(result(s(1), &t, TwoTrickRule::FirstToTwo), Ok(true));
    }

    #[test]
    fn the_failed_player_pays_the_earliest_with_most_tricks() {
        // C stood and took trick 1; A three tricks: A benefits.
        let t = [s(2), s(0), s(0), s(1), s(0)];
        assert_eq!(result(s(2), &t, TwoTrickRule::FirstTwoTricks), Err(s(0)));
        // A and B two each, B completed two first.
        let t = [s(2), s(1), s(1), s(0), s(0)];
        assert_eq!(result(s(2), &t, TwoTrickRule::FirstTwoTricks), Err(s(1)));
    }
}
