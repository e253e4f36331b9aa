//! Le Romestecq (other-games-2 §6; 000:16527-16697, 001:13330-13575): two players or two
//! sides race to 21 points (36 with six players) by their combinations (virlicque, double
//! Ningre, triche, village, double Rome, Rome) and the Stecq (the last trick); faults are
//! marked three; some faults lose the partie. Per deal, in order (§6.3): penalties,
//! virlicques, claims as listed, the loss of the partie, then the Stecq.

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

/// The ranks, Ace highest (§6.1).
const RANKS: [&str; 9] = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"];

/// Romestecq options (§6.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Points of the partie (36 with six players, else 21).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::games::corbillons::lenient::opt_number"
    )]
    pub partie_points: Option<i64>,
    /// What each loser pays his counterpart (required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partie_stake: Option<i64>,
    /// The two sides (required with four or six players).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::games::corbillons::lenient::sides"
    )]
    pub sides: Option<BTreeMap<String, Vec<String>>>,
    /// A low triche's value (1).
    pub low_triche_value: i64,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            partie_points: None,
            partie_stake: None,
            sides: None,
            low_triche_value: 1,
            unit: None,
        }
    }
}

/// A fault marked three (laws I-V).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// The dealer turned a card of the adverse side (law I).
    TurnedAdverseCard,
    /// A faced card in the pack (law II).
    FacedCard,
    /// The manner of dealing changed (law III).
    ChangedDeal,
    /// Six cards dealt (law IV).
    SixCardsDealt,
    /// Played before his turn (law V).
    PlayedOutOfTurn,
}

/// A penalty.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// The side marked.
    pub side: String,
    /// The fault.
    pub kind: PenaltyKind,
}

/// Four of a kind dealt.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Virlicque {
    /// Its side.
    pub side: String,
    /// Its rank.
    pub rank: String,
}

/// A combination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Combo {
    /// Two pairs (3, gruged 0).
    DoubleNingre,
    /// Three of a kind (Aces or Kings 3, gruged 0; lower: the low value).
    Triche,
    /// Two Queens and two Knaves of the same two suits, or the like (2).
    Village,
    /// Two Aces or two Kings (4, gruged 2).
    DoubleRome,
    /// Any other pair (1).
    Rome,
}

/// A claimed combination.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// Its side.
    pub side: String,
    /// What it is.
    pub combo: Combo,
    /// Its rank (`"A+K"` for a double Ningre).
    pub rank: String,
    /// Whether the adverse side won its card(s) in play.
    #[serde(default)]
    pub gruged: bool,
}

/// A side that loses the partie (laws VI-X).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LosesPartie {
    /// The side.
    pub side: String,
    /// Why (free text).
    #[serde(default)]
    pub reason: String,
}

/// One deal (§6.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// Faults marked three.
    pub penalties: Vec<Penalty>,
    /// Four of a kind dealt.
    pub virlicques: Vec<Virlicque>,
    /// Combinations, as played.
    pub claims: Vec<Claim>,
    /// The side that took the last trick.
    pub stecq: Option<String>,
    /// A side that loses the partie.
    pub loses_partie: Option<LosesPartie>,
}

fn rank_index(field: &str, rank: &str) -> Result<usize, DealError> {
    RANKS
        .iter()
        .position(|r| *r == rank)
        .ok_or_else(|| DealError::invalid(field, crate::msg!("romestecq-bad-rank", got = rank)))
}

/// A claim's points (§6.3).
///
/// # Errors
/// [`DealError::Invalid`] for a rank that does not fit the combination.
pub fn claim_value(c: &Claim, low_triche: i64, field: &str) -> Result<i64, DealError> {
    let high = |r: &str| r == "A" || r == "K";
    Ok(match c.combo {
        Combo::DoubleNingre => {
            let parts: Vec<&str> = c.rank.split('+').collect();
            if parts.len() != 2 || parts[0] == parts[1] {
                return Err(DealError::invalid(
                    field,
                    crate::msg!("romestecq-ningre-ranks"),
                ));
            }
            for p in parts {
                rank_index(field, p)?;
            }
            if c.gruged {
                0
            } else {
                3
            }
        }
        Combo::Triche => {
            rank_index(field, &c.rank)?;
            if !high(&c.rank) {
                low_triche
            } else if c.gruged {
                0
            } else {
                3
            }
        }
        Combo::Village => {
            rank_index(field, &c.rank)?;
            2
        }
        Combo::DoubleRome => {
            if !high(&c.rank) {
                return Err(DealError::invalid(
                    field,
                    crate::msg!("romestecq-double-rome"),
                ));
            }
            if c.gruged {
                2
            } else {
                4
            }
        }
        Combo::Rome => {
            rank_index(field, &c.rank)?;
            1
        }
    })
}

fn sides(table: &Table<Options>) -> Result<Sides, DealError> {
    match &table.options.sides {
        Some(s) => Sides::named(table, s),
        None if table.len() == 2 => Ok(Sides::each_player(table)),
        None => Err(required("sides")),
    }
}

fn target(table: &Table<Options>) -> i64 {
    table
        .options
        .partie_points
        .unwrap_or(if table.len() == 6 { 36 } else { 21 })
}

/// The Romestecq engine.
#[derive(Debug, Clone, Copy)]
pub struct Romestecq;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["partie"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "partie"];

impl Game for Romestecq {
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
        sides(table)?;
        crate::games::corbillons::check_amounts(&[
            ("partie_stake", o.partie_stake.unwrap_or(0)),
            ("partie_points", o.partie_points.unwrap_or(0)),
            ("low_triche_value", o.low_triche_value),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: RaceState::default(),
        })
    }

    /// §6.3 in order; the partie ends the moment a side reaches its points.
    fn settle(
        table: &Table<Options>,
        state: &RaceState,
        deal: &Deal,
    ) -> Result<Outcome<RaceState>, DealError> {
        let o = &table.options;
        if ![2, 4, 6].contains(&table.len()) {
            return Err(DealError::invalid(
                "players",
                crate::msg!("romestecq-players"),
            ));
        }
        let stake = o.partie_stake.ok_or_else(|| required("partie_stake"))?;
        crate::games::corbillons::check_amounts(&[("partie_stake", stake)])?;
        let sides = sides(table)?;
        if sides.len() != 2 {
            return Err(DealError::Options {
                detail: crate::msg!("romestecq-two-sides"),
            });
        }
        let target = target(table);
        let (mut next, _) = begin(table, state, &sides, deal.dealer.as_ref())?;
        let r = &mut next.race;
        for (i, p) in deal.penalties.iter().enumerate() {
            let s = sides.index_of(&format!("penalties.{i}.side"), &p.side)?;
            r.score(&[(s, -3)], target)?;
        }
        // The higher virlicque annuls the lower and wins the partie outright.
        let mut best: Option<(usize, usize)> = None;
        for (i, v) in deal.virlicques.iter().enumerate() {
            let s = sides.index_of(&format!("virlicques.{i}.side"), &v.side)?;
            let rank = rank_index(&format!("virlicques.{i}.rank"), &v.rank)?;
            if best.is_none_or(|(_, b)| rank > b) {
                best = Some((s, rank));
            }
        }
        if let Some((s, _)) = best {
            r.win_outright(s);
        }
        for (i, c) in deal.claims.iter().enumerate() {
            let s = sides.index_of(&format!("claims.{i}.side"), &c.side)?;
            let v = claim_value(c, o.low_triche_value, &format!("claims.{i}.rank"))?;
            if v != 0 {
                r.score(&[(s, v)], target)?;
            }
        }
        if let Some(l) = &deal.loses_partie {
            let s = sides.index_of("loses_partie.side", &l.side)?;
            r.win_outright(1 - s.min(1));
        }
        if let Some(st) = &deal.stecq {
            let s = sides.index_of("stecq", st)?;
            r.score(&[(s, 1)], target)?;
        }
        Ok(finish(state, next, &sides, stake))
    }

    fn status(table: &Table<Options>, state: &RaceState) -> Status {
        race_status(state, sides(table).ok().as_ref(), target(table))
    }

    fn report(table: &Table<Options>, state: &RaceState) -> Map<String, Value> {
        match sides(table) {
            Ok(s) => state.race.sized(s.len()).report(&s),
            Err(_) => Map::new(),
        }
    }

    /// Losing the partie outside a deal's play (laws VI-X: a combination counted that was
    /// not held, a counter effaced too many...): the other side wins at once.
    fn events(table: &Table<Options>, state: &RaceState) -> Vec<EventForm> {
        if state.race.is_won() {
            return Vec::new();
        }
        let ids: Vec<(String, Msg)> = sides(table).map(|s| s.choices()).unwrap_or_default();
        vec![EventForm {
            code: "loses_partie",
            label: crate::msg!("romestecq-event-loses"),
            help: Some(crate::msg!("romestecq-event-loses-help")),
            fields: vec![
                Field::new(
                    "loses_partie.side",
                    crate::msg!("romestecq-field-loses-side"),
                    FieldKind::Choice { options: ids },
                    true,
                ),
                Field::new(
                    "loses_partie.reason",
                    crate::msg!("romestecq-field-loses-reason"),
                    FieldKind::Text,
                    false,
                )
                .essential(true),
            ],
        }]
    }

    /// The generic sheet of the race games: the marks deal by deal.
    fn sheet(table: &Table<Options>, state: &RaceState) -> Option<crate::games::sheet::Sheet> {
        let sides = sides(table).ok()?;
        Some(super::race_sheet(&state.race, &sides, target(table)))
    }

    fn report_kind(_: GameId) -> ReportKind {
        ReportKind::MarksRace
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        let choice = |v: &str, m: Msg| (v.to_owned(), m);
        vec![
            OptionSpec::optional(
                "partie_points",
                OptionKind::Choice {
                    choices: vec![
                        choice("21", crate::msg!("romestecq-points-21")),
                        choice("36", crate::msg!("romestecq-points-36")),
                    ],
                },
                crate::msg!("romestecq-option-points"),
            )
            .help(crate::msg!("romestecq-option-points-help"))
            .essential(),
            OptionSpec::required(
                "partie_stake",
                OptionKind::Count {
                    min: 1,
                    max: 100_000,
                },
                crate::msg!("romestecq-option-stake"),
            )
            .help(crate::msg!("romestecq-option-stake-help")),
            OptionSpec::optional(
                "sides",
                OptionKind::Sides { count: 2 },
                crate::msg!("romestecq-option-sides"),
            )
            .help(crate::msg!("romestecq-option-sides-help")),
            OptionSpec::new(
                "low_triche_value",
                OptionKind::Count { min: 0, max: 3 },
                1,
                crate::msg!("romestecq-option-low-triche"),
            )
            .help(crate::msg!("romestecq-option-low-triche-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &RaceState) -> Vec<Field> {
        let ids: Vec<(String, Msg)> = sides(table).map(|s| s.choices()).unwrap_or_default();
        let side = |name: &str, label: Msg| {
            Field::new(
                name,
                label,
                FieldKind::Choice {
                    options: ids.clone(),
                },
                false,
            )
        };
        let combos: Vec<(String, Msg)> =
            ["double_ningre", "triche", "village", "double_rome", "rome"]
                .iter()
                .map(|c| ((*c).to_owned(), crate::msg!("romestecq-combo", combo = *c)))
                .collect();
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
                side(
                    &format!("claims[{i}].side"),
                    crate::msg!("romestecq-field-claim-side", n = i + 1),
                )
                .essential(true),
            );
            fields.push(
                Field::new(
                    &format!("claims[{i}].combo"),
                    crate::msg!("romestecq-field-claim-combo", n = i + 1),
                    FieldKind::Choice {
                        options: combos.clone(),
                    },
                    false,
                )
                .essential(true),
            );
            fields.push(
                Field::new(
                    &format!("claims[{i}].rank"),
                    crate::msg!("romestecq-field-claim-rank", n = i + 1),
                    FieldKind::Text,
                    false,
                )
                .essential(true),
            );
            fields.push(
                Field::new(
                    &format!("claims[{i}].gruged"),
                    crate::msg!("romestecq-field-claim-gruged", n = i + 1),
                    FieldKind::Flag,
                    false,
                )
                .essential(true),
            );
        }
        fields.push(side("stecq", crate::msg!("romestecq-field-stecq")).essential(true));
        let faults = crate::msg!("romestecq-group-faults");
        let kinds: Vec<(String, Msg)> = [
            "turned_adverse_card",
            "faced_card",
            "changed_deal",
            "six_cards_dealt",
            "played_out_of_turn",
        ]
        .iter()
        .map(|k| ((*k).to_owned(), crate::msg!("romestecq-penalty", kind = *k)))
        .collect();
        for i in 0..2 {
            fields.push(
                side(
                    &format!("penalties[{i}].side"),
                    crate::msg!("romestecq-field-penalty-side", n = i + 1),
                )
                .in_group(faults.clone()),
            );
            fields.push(
                Field::new(
                    &format!("penalties[{i}].kind"),
                    crate::msg!("romestecq-field-penalty-kind", n = i + 1),
                    FieldKind::Choice {
                        options: kinds.clone(),
                    },
                    false,
                )
                .in_group(faults.clone()),
            );
        }
        fields.push(
            side(
                "virlicques[0].side",
                crate::msg!("romestecq-field-virlicque-side"),
            )
            .in_group(faults.clone()),
        );
        fields.push(
            Field::new(
                "virlicques[0].rank",
                crate::msg!("romestecq-field-virlicque-rank"),
                FieldKind::Text,
                false,
            )
            .in_group(faults.clone()),
        );
        fields.push(
            side(
                "loses_partie.side",
                crate::msg!("romestecq-field-loses-side"),
            )
            .in_group(faults.clone()),
        );
        fields.push(
            Field::new(
                "loses_partie.reason",
                crate::msg!("romestecq-field-loses-reason"),
                FieldKind::Text,
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

    fn claim(combo: Combo, rank: &str, gruged: bool) -> Claim {
        Claim {
            side: "A".into(),
            combo,
            rank: rank.into(),
            gruged,
        }
    }

    #[test]
    fn combination_values() {
        assert_eq!(
            claim_value(&claim(Combo::DoubleNingre, "A+K", false), 1, "x"),
            Ok(3)
        );
        assert_eq!(
            claim_value(&claim(Combo::DoubleNingre, "A+K", true), 1, "x"),
            Ok(0)
        );
        assert_eq!(claim_value(&claim(Combo::Triche, "K", true), 1, "x"), Ok(0));
        assert_eq!(claim_value(&claim(Combo::Triche, "9", true), 1, "x"), Ok(1));
        assert_eq!(
            claim_value(&claim(Combo::DoubleRome, "A", true), 1, "x"),
            Ok(2)
        );
        assert_eq!(
            claim_value(&claim(Combo::DoubleRome, "A", false), 1, "x"),
            Ok(4)
        );
        assert!(claim_value(&claim(Combo::DoubleRome, "9", false), 1, "x").is_err());
        assert_eq!(claim_value(&claim(Combo::Rome, "9", false), 1, "x"), Ok(1));
    }
}
