//! Le Sixte (other-games-2 §9; 000:17097-17171, 001:14172-14270): six players each for
//! himself, a race to six games. Per deal, in order: the misdeal (−1 only if the dealer
//! has a game, law I), the turned Ace (+1 to the dealer, III), the renounce (−2, a debt
//! if need be, V) and the failure to head a trick (−1, VI) as listed, then the deal's game
//! to the player with most tricks, the earliest to complete that number (VII-IX), or the
//! partie to the player who took all six (X).

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{begin, finish, race_status, RaceState};
use crate::domain::{PotKey, Seat};
use crate::games::corbillons::{required, seat};
use crate::games::race::Sides;
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome, ReportKind,
    Status, Table,
};

/// Sixte options (§9.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Games that win the partie (6).
    pub partie_games: i64,
    /// What each other player pays the winner (required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partie_stake: Option<i64>,
    /// 36 cards, or 52 with a stock.
    #[serde(deserialize_with = "crate::games::corbillons::lenient::number")]
    pub deck: u8,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            partie_games: 6,
            partie_stake: None,
            deck: 36,
            unit: None,
        }
    }
}

/// A fault.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// The dealer misdealt (law I).
    Misdeal,
    /// A renounce (law V).
    Renounce,
    /// Did not head the trick when able (law VI).
    FailedToWin,
}

/// A penalty.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Who is at fault.
    pub player: String,
    /// The fault.
    pub kind: PenaltyKind,
}

/// One deal (§9.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The dealer turned an Ace.
    pub turned_ace: bool,
    /// The winner of each of the six tricks.
    pub trick_winners: Vec<String>,
    /// Faults, in order.
    pub penalties: Vec<Penalty>,
}

/// The deal's game (laws VII-X): `(player, all six)` — most tricks, the earliest to
/// complete that number.
fn game_of(tricks: &[Seat]) -> Option<(Seat, bool)> {
    let count = |s: Seat| tricks.iter().filter(|t| **t == s).count();
    let best = tricks.iter().map(|t| count(*t)).max()?;
    let mut running: Vec<(Seat, usize)> = Vec::new();
    for t in tricks {
        match running.iter_mut().find(|(s, _)| s == t) {
            Some(e) => e.1 += 1,
            None => running.push((*t, 1)),
        }
        if running.iter().any(|(s, n)| s == t && *n == best) {
            return Some((*t, best == 6));
        }
    }
    None
}

/// The Sixte engine.
#[derive(Debug, Clone, Copy)]
pub struct Sixte;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["partie"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "partie"];

impl Game for Sixte {
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
        crate::games::corbillons::check_deck(Some(o.deck), &[36, 52])?;
        crate::games::corbillons::check_amounts(&[
            ("partie_stake", o.partie_stake.unwrap_or(0)),
            ("partie_games", o.partie_games),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: RaceState::default(),
        })
    }

    /// §9.3 in order.
    fn settle(
        table: &Table<Options>,
        state: &RaceState,
        deal: &Deal,
    ) -> Result<Outcome<RaceState>, DealError> {
        let o = &table.options;
        let stake = o.partie_stake.ok_or_else(|| required("partie_stake"))?;
        crate::games::corbillons::check_amounts(&[("partie_stake", stake)])?;
        crate::games::corbillons::check_deck(Some(o.deck), &[36, 52])?;
        let sides = Sides::each_player(table);
        let target = o.partie_games;
        let (mut next, d) = begin(table, state, &sides, deal.dealer.as_ref())?;
        let r = &mut next.race;
        let mut faults = Vec::new();
        for (i, p) in deal.penalties.iter().enumerate() {
            faults.push((
                seat(table, &format!("penalties.{i}.player"), &p.player)?.index(),
                p.kind,
            ));
        }
        for (s, _) in faults.iter().filter(|(_, k)| *k == PenaltyKind::Misdeal) {
            if r.marks.get(*s).is_some_and(|m| *m > 0) {
                r.score(&[(*s, -1)], target)?;
            }
        }
        if deal.turned_ace {
            r.score(&[(d.index(), 1)], target)?;
        }
        for (s, k) in &faults {
            match k {
                PenaltyKind::Misdeal => {}
                PenaltyKind::Renounce => {
                    r.score(&[(*s, -2)], target)?;
                }
                PenaltyKind::FailedToWin => {
                    r.score(&[(*s, -1)], target)?;
                }
            }
        }
        if !deal.trick_winners.is_empty() {
            if deal.trick_winners.len() != 6 {
                return Err(DealError::invalid(
                    "trick_winners",
                    crate::msg!("sixte-six-tricks"),
                ));
            }
            let tricks = deal
                .trick_winners
                .iter()
                .enumerate()
                .map(|(i, t)| seat(table, &format!("trick_winners.{i}"), t))
                .collect::<Result<Vec<_>, _>>()?;
            match game_of(&tricks) {
                Some((w, true)) => {
                    r.win_outright(w.index());
                }
                Some((w, false)) => {
                    r.score(&[(w.index(), 1)], target)?;
                }
                None => {}
            }
        }
        Ok(finish(state, next, &sides, stake))
    }

    fn status(table: &Table<Options>, state: &RaceState) -> Status {
        race_status(
            state,
            Some(&Sides::each_player(table)),
            table.options.partie_games,
        )
    }

    fn report(table: &Table<Options>, state: &RaceState) -> Map<String, Value> {
        let s = Sides::each_player(table);
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
                6,
                crate::msg!("sixte-option-games"),
            )
            .help(crate::msg!("sixte-option-games-help"))
            .essential(),
            OptionSpec::required(
                "partie_stake",
                OptionKind::Count {
                    min: 1,
                    max: 100_000,
                },
                crate::msg!("sixte-option-stake"),
            )
            .help(crate::msg!("sixte-option-stake-help")),
            OptionSpec::new(
                "deck",
                OptionKind::Choice {
                    choices: vec![
                        choice("36", crate::msg!("sixte-deck-36")),
                        choice("52", crate::msg!("sixte-deck-52")),
                    ],
                },
                36,
                crate::msg!("sixte-option-deck"),
            )
            .help(crate::msg!("sixte-option-deck-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &RaceState) -> Vec<Field> {
        let next = state.next_dealer.unwrap_or(Seat::new(0));
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
                    crate::msg!("sixte-field-trick", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .essential(true),
            );
        }
        fields.push(
            Field::new(
                "turned_ace",
                crate::msg!("sixte-field-turned-ace"),
                FieldKind::Flag,
                false,
            )
            .essential(true),
        );
        let faults = crate::msg!("sixte-group-faults");
        let kinds: Vec<(String, Msg)> = ["misdeal", "renounce", "failed_to_win"]
            .iter()
            .map(|k| ((*k).to_owned(), crate::msg!("sixte-penalty", kind = *k)))
            .collect();
        for i in 0..3 {
            fields.push(
                Field::new(
                    &format!("penalties[{i}].player"),
                    crate::msg!("sixte-field-penalty-player", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .in_group(faults.clone()),
            );
            fields.push(
                Field::new(
                    &format!("penalties[{i}].kind"),
                    crate::msg!("sixte-field-penalty-kind", n = i + 1),
                    FieldKind::Choice {
                        options: kinds.clone(),
                    },
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

    fn s(i: u8) -> Seat {
        Seat::new(i)
    }

    #[test]
    fn most_tricks_the_earliest_to_complete_them() {
        // One trick each: the first trick's winner.
        assert_eq!(
            game_of(&[s(2), s(0), s(1), s(3), s(4), s(5)]),
            Some((s(2), false))
        );
        // Three each: D completed at trick 5.
        assert_eq!(
            game_of(&[s(3), s(4), s(4), s(3), s(3), s(4)]),
            Some((s(3), false))
        );
        // Three with two: the first to two.
        assert_eq!(
            game_of(&[s(4), s(5), s(5), s(4), s(1), s(1)]),
            Some((s(5), false))
        );
        assert_eq!(game_of(&[s(1); 6]), Some((s(1), true)));
    }
}
