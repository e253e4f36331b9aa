//! The Mail *au rouet* (other-games-2 §16.3): per passe, each loser pays the winner the
//! prize times his multiplier (the winner's own is ignored, §16.6); a player who abandons
//! the passe puts one prize into the suspended passes and still pays if he loses; a winner
//! who did not ask "who was for two" is paid one prize by each loser and the rest goes to
//! the suspended passes; a winner who claims takes what the *others* suspended before his
//! passe: what he suspended himself can never be his (laws VIII and XIII) and waits for
//! another winner.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::domain::{PotKey, Seat};
use crate::games::corbillons::{box_items, by_seat, pot_keys, required, seats_of};
use crate::games::counters::{add, mul};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
};

const SUSPENDED: &str = "suspended";

/// The manner of play with entry rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Each for himself, wagers per passe.
    #[default]
    Rouet,
}

/// Mail options (§16.4).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// The prize of a passe (agreed: required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prize: Option<i64>,
    /// The manner (rouet).
    pub mode: Mode,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

fn yes() -> bool {
    true
}

/// One passe (§16.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Passe {
    /// Who played the passe, each with his multiplier (1, 2, 4, 8...).
    pub participants: BTreeMap<String, i64>,
    /// Who won it.
    pub winner: Option<String>,
    /// Who abandoned an earlier passe to play this one.
    #[serde(default)]
    pub abandoned: Vec<String>,
    /// Whether the winner asked "who was for two" before the next début (true).
    #[serde(default = "yes")]
    pub asked_for_two: bool,
    /// Whether the winner claims the suspended passes.
    #[serde(default)]
    pub claims_suspended: bool,
}

/// What carries over: the suspended passes, and who put each counter there.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The suspended pot.
    pub pools: Pools,
    /// What each seat has put into the suspended pot and nobody has claimed yet (its sum
    /// is the pot): a winner never takes his own share (§16.3, laws VIII and XIII).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub suspended_by: BTreeMap<Seat, i64>,
}

/// The Mail engine.
#[derive(Debug, Clone, Copy)]
pub struct Mail;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "passe",
    "passe_abandoned",
    "passe_forgotten",
    "suspended_claimed",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["passe"];

impl Game for Mail {
    type Options = Options;
    type Deal = Passe;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_: GameId, _: &Options) -> RangeInclusive<usize> {
        2..=12
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[SUSPENDED])
    }

    /// 2: a winner no longer takes the passes he suspended himself (§16.3, `mail-004`),
    /// and the state keeps who suspended what.
    fn engine_version(_: GameId) -> i32 {
        2
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        o.prize.ok_or_else(|| required("prize"))?;
        crate::games::corbillons::check_amounts(&[("prize", o.prize.unwrap_or(0))])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §16.3, one passe.
    fn settle(
        table: &Table<Options>,
        state: &State,
        passe: &Passe,
    ) -> Result<Outcome<State>, DealError> {
        let prize = table.options.prize.ok_or_else(|| required("prize"))?;
        crate::games::corbillons::check_amounts(&[("prize", prize)])?;
        let players = by_seat(table, "participants", &passe.participants)?;
        let winner = match &passe.winner {
            Some(w) => table.seat_of("winner", w)?,
            None => {
                return Err(DealError::missing(
                    "winner",
                    crate::msg!("mail-winner-required"),
                ))
            }
        };
        if !players.iter().any(|(s, _)| *s == winner) {
            return Err(DealError::invalid(
                "winner",
                crate::msg!("mail-winner-not-in-passe"),
            ));
        }
        for (s, m) in &players {
            if *m < 1 {
                return Err(DealError::invalid(
                    format!("participants.{}", table.name(*s)),
                    crate::msg!("mail-multiplier", got = *m),
                ));
            }
        }
        let abandoned = seats_of(table, "abandoned", &passe.abandoned)?;
        if abandoned
            .iter()
            .any(|a| !players.iter().any(|(s, _)| s == a))
        {
            return Err(DealError::invalid(
                "abandoned",
                crate::msg!("mail-abandoned-not-in-passe"),
            ));
        }
        // What the winner may claim: what the others suspended before this passe.
        let mut suspended_by = state.suspended_by.clone();
        let mut claimed = 0;
        if passe.claims_suspended {
            for (_, amount) in suspended_by.iter_mut().filter(|(s, _)| **s != winner) {
                claimed = add(claimed, *amount)?;
                *amount = 0;
            }
        }
        let mut pay = Payments::new(state.pools.clone());
        let mut suspend = |pay: &mut Payments, s: Seat, amount: i64, reason| {
            pay.put(s, SUSPENDED, amount, reason)?;
            let mine = suspended_by.entry(s).or_insert(0);
            *mine = add(*mine, amount)?;
            Ok::<(), DealError>(())
        };
        for (s, m) in players.iter().filter(|(s, _)| *s != winner) {
            if passe.asked_for_two || *m == 1 {
                pay.pay(*s, winner, mul(prize, *m)?, "passe")?;
            } else {
                pay.pay(*s, winner, prize, "passe")?;
                suspend(&mut pay, *s, mul(prize, *m - 1)?, "passe_forgotten")?;
            }
        }
        for a in &abandoned {
            suspend(&mut pay, *a, prize, "passe_abandoned")?;
        }
        pay.draw(SUSPENDED, winner, claimed, "suspended_claimed")?;
        suspended_by.retain(|_, amount| *amount != 0);
        let (transfers, pools) = pay.finish();
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                suspended_by,
            },
        })
    }

    fn status(_: &Table<Options>, state: &State) -> Status {
        Status {
            dealer: None::<Seat>,
            round: None,
            on_table: box_items(&state.pools, &[(SUSPENDED, crate::msg!("mail-suspended"))]),
            finished: false,
        }
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::required(
                "prize",
                OptionKind::Count {
                    min: 1,
                    max: 100_000,
                },
                crate::msg!("mail-option-prize"),
            )
            .help(crate::msg!("mail-option-prize-help")),
            OptionSpec::new(
                "mode",
                OptionKind::Choice {
                    choices: vec![("rouet".into(), crate::msg!("mail-mode-rouet"))],
                },
                "rouet",
                crate::msg!("mail-option-mode"),
            )
            .help(crate::msg!("mail-option-mode-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    /// A passe in the mall's own words: who played and for how many passes, who passed the
    /// iron first, who abandoned a passe, whether the winner asked "who was for two".
    fn form(table: &Table<Options>, _: &State) -> Vec<Field> {
        let all: serde_json::Map<String, serde_json::Value> = table
            .players
            .iter()
            .map(|p| (p.clone(), serde_json::Value::from(1)))
            .collect();
        vec![
            Field::new(
                "winner",
                crate::msg!("mail-field-winner"),
                FieldKind::Player,
                true,
            )
            .with_help(crate::msg!("mail-field-winner-help")),
            Field::new(
                "participants",
                crate::msg!("mail-field-participants"),
                FieldKind::PerPlayer { min: 1, max: 64 },
                true,
            )
            .with_help(crate::msg!("mail-field-participants-help"))
            .with_default(serde_json::Value::Object(all)),
            Field::new(
                "abandoned",
                crate::msg!("mail-field-abandoned"),
                FieldKind::Players,
                false,
            )
            .with_help(crate::msg!("mail-field-abandoned-help"))
            .in_group(crate::msg!("mail-group-suspended")),
            Field::new(
                "asked_for_two",
                crate::msg!("mail-field-asked"),
                FieldKind::Flag,
                false,
            )
            .with_help(crate::msg!("mail-field-asked-help"))
            .with_default(true)
            .in_group(crate::msg!("mail-group-suspended")),
            Field::new(
                "claims_suspended",
                crate::msg!("mail-field-claims"),
                FieldKind::Flag,
                false,
            )
            .with_help(crate::msg!("mail-field-claims-help"))
            .in_group(crate::msg!("mail-group-suspended")),
        ]
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::json;

    use crate::partie::PartieDoc;

    fn score(deals: serde_json::Value) -> (BTreeMap<String, i64>, BTreeMap<String, i64>) {
        let doc = PartieDoc::from_value(json!({
            "game": "mail", "options": {"prize": 5}, "players": ["A", "B", "C"], "deals": deals
        }))
        .expect("document");
        let scored = doc.score().expect("scored");
        (scored.balances(), scored.pots())
    }

    #[test]
    fn a_winner_takes_only_what_the_others_suspended() {
        let all = json!({"A": 1, "B": 1, "C": 1});
        // Passe 1: B and C each abandon (10 suspended, 5 of each); A wins 10.
        // Passe 2: C wins and asks: he takes B's 5, his own 5 stays.
        // Passe 3: C wins and asks again: nothing is his to take.
        // Passe 4: A wins and asks: he takes C's 5.
        let (balances, pots) = score(json!([
            {"participants": all, "abandoned": ["B", "C"], "winner": "A"},
            {"participants": all, "winner": "C", "claims_suspended": true},
            {"participants": all, "winner": "C", "claims_suspended": true},
            {"participants": all, "winner": "A", "claims_suspended": true},
        ]));
        // A: +10 -5 -5 +10 +5 = 15; B: -5-5 -5 -5 -5 = -25; C: -5-5 +15 +10 -5 = 10.
        assert_eq!(
            balances,
            BTreeMap::from([("A".into(), 15), ("B".into(), -25), ("C".into(), 10)])
        );
        assert_eq!(pots.get("suspended").copied().unwrap_or(0), 0);
    }

    #[test]
    fn forgotten_extra_passes_are_not_the_forgetters_either() {
        // Passe 1: B was for two, A wins without asking: B pays 5 and suspends 5.
        // Passe 2: B wins and asks: the 5 he suspended is not his; it stays.
        let (balances, pots) = score(json!([
            {"participants": {"A": 1, "B": 2, "C": 1}, "winner": "A", "asked_for_two": false},
            {"participants": {"A": 1, "B": 1, "C": 1}, "winner": "B", "claims_suspended": true},
        ]));
        assert_eq!(
            balances,
            BTreeMap::from([("A".into(), 5), ("B".into(), 0), ("C".into(), -10)])
        );
        assert_eq!(pots.get("suspended").copied(), Some(5));
    }
}
