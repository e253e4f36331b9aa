//! L'Ambigu (other-games-1 §5; 000:14392-14739; 001:10338-10740).
//!
//! Every counter put on the game (poule, baster, the dealer's two, vades, renvis) and
//! every penalty goes into the pot `jeu`, which carries between deals. A showdown or an
//! uncalled renvi: the winner takes the whole `jeu` and each other player pays him the
//! value of his combination (Law VIII). An uncalled vade: its maker takes back his vade
//! and the batterie (this deal's baster counters) and the dealer pays him 2 unless he
//! dealt. All passed: everything stays.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::kit::{self, Notes};
use crate::domain::{PotKey, Seat};
use crate::games::counters::{add, sum};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome, Status, Table,
};

const JEU: &str = "jeu";

/// The combinations and their values from each player (§5.2).
const COMBINATIONS: [(&str, i64); 11] = [
    ("point", 1),
    ("prime", 2),
    ("grande_prime", 3),
    ("sequence", 3),
    ("tricon", 4),
    ("flux", 5),
    ("tricon_prime", 6),
    ("tricon_grande_prime", 7),
    ("flux_sequence", 8),
    ("fredon", 10),
    ("fredon_grand", 11),
];

/// Options (§5.5).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// The poule (informational: every counter staked is entered in `bets`).
    #[serde(default)]
    pub poule: Option<i64>,
    /// The baster stake (informational).
    #[serde(default)]
    pub baster: Option<i64>,
    /// What the dealer pays the maker of an uncalled vade.
    #[serde(default = "two")]
    pub dealer_pays_uncalled_vade: i64,
    /// The penalty put on the game (Laws XIII, XIV).
    #[serde(default = "four")]
    pub penalty: i64,
    /// Values overriding the table of §5.2.
    #[serde(default)]
    pub values: BTreeMap<String, i64>,
    /// The renvi limit (informational, not enforced).
    #[serde(default)]
    pub renvi_limit: Option<i64>,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            poule: None,
            baster: None,
            dealer_pays_uncalled_vade: 2,
            penalty: 4,
            values: BTreeMap::new(),
            renvi_limit: None,
            notes: Notes::default(),
        }
    }
}

fn two() -> i64 {
    2
}
fn four() -> i64 {
    4
}

/// The kinds of counters put on the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BetKind {
    /// The ante.
    Poule,
    /// Keeping the first two cards.
    Baster,
    /// The dealer's two when all pass.
    DealerTwo,
    /// The opening bet.
    Vade,
    /// A raise.
    Renvi,
}

/// Counters one player put on the game.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bet {
    /// Who.
    pub player: String,
    /// What for.
    pub kind: BetKind,
    /// How many.
    pub amount: i64,
}

/// The penalties (Laws XIII, XIV).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// Showed his hand or discard.
    ShowedHisHand,
    /// The dealer did not shuffle the discards.
    DealerDidNotShuffle,
}

/// A penalty.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Who.
    pub player: String,
    /// Which.
    pub kind: PenaltyKind,
}

/// How the deal ended.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Ending {
    /// The best game takes all.
    Showdown {
        /// Who.
        winner: String,
        /// His combination.
        combination: String,
    },
    /// Nobody held the renvi.
    RenviUncalled {
        /// Who.
        winner: String,
        /// His combination.
        combination: String,
    },
    /// Nobody held the vade.
    VadeUncalled {
        /// The vade-maker.
        winner: String,
    },
    /// All passed: everything stays.
    AllPassed,
}

/// One deal (§5.3).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// Every counter put on the game.
    #[serde(default)]
    pub bets: Vec<Bet>,
    /// Penalties.
    #[serde(default)]
    pub penalties: Vec<Penalty>,
    /// The ending.
    #[serde(default)]
    pub outcome: Option<Ending>,
    /// A void record.
    #[serde(default)]
    pub void: bool,
    /// A misdeal record (nothing paid).
    #[serde(default)]
    pub misdeal: bool,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The `jeu`.
    pub pools: Pools,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Ambigu scorer.
#[derive(Debug)]
pub struct Ambigu;

fn value(o: &Options, combination: &str) -> Result<i64, DealError> {
    if let Some(v) = o.values.get(combination) {
        if COMBINATIONS.iter().any(|(c, _)| *c == combination) {
            return Ok(*v);
        }
    }
    COMBINATIONS
        .iter()
        .find(|(c, _)| *c == combination)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            kit::bad(
                "outcome.combination",
                crate::msg!("ambigu-unknown-combination", combination = combination),
            )
        })
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "bet",
    "jeu",
    "combination",
    "vade_and_batterie",
    "uncalled_vade",
    "penalty",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["baste", "jeton", "revie", "tricon", "flux", "vade"];

impl Game for Ambigu {
    type Options = Options;
    type Deal = Deal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_game: GameId, _options: &Options) -> RangeInclusive<usize> {
        2..=6
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        vec![PotKey::new(JEU)]
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        kit::amounts(&[
            (
                "dealer_pays_uncalled_vade",
                table.options.dealer_pays_uncalled_vade,
            ),
            ("penalty", table.options.penalty),
            (
                "values",
                table.options.values.values().copied().min().unwrap_or(0),
            ),
        ])?;
        if let Some(k) = table
            .options
            .values
            .keys()
            .find(|k| !COMBINATIONS.iter().any(|(c, _)| c == k))
        {
            return Err(DealError::Options {
                detail: crate::msg!("ambigu-unknown-combination", combination = k.as_str()),
            });
        }
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §5.4: bets, penalties, then the outcome.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let mut next = state.clone();
        if deal.void || deal.misdeal {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        let dealer = deal
            .dealer
            .as_ref()
            .ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        let dealer = kit::seat(table, "dealer", dealer)?;
        let mut pay = Payments::new(state.pools.clone());
        let mut bets = Vec::new();
        for (i, b) in deal.bets.iter().enumerate() {
            let p = kit::seat(table, &format!("bets.{i}.player"), &b.player)?;
            if b.amount <= 0 {
                return Err(kit::bad(
                    &format!("bets.{i}.amount"),
                    crate::msg!("ambigu-bet-positive"),
                ));
            }
            if b.kind == BetKind::DealerTwo && p != dealer {
                return Err(kit::bad(
                    &format!("bets.{i}.player"),
                    crate::msg!("ambigu-dealer-two-by-dealer"),
                ));
            }
            pay.put(p, JEU, b.amount, "bet")?;
            bets.push((p, b.kind, b.amount));
        }
        let mut penalised = Vec::new();
        for (i, pen) in deal.penalties.iter().enumerate() {
            let p = kit::seat(table, &format!("penalties.{i}.player"), &pen.player)?;
            pay.put(p, JEU, o.penalty, "penalty")?;
            penalised.push(p);
        }
        let outcome = deal
            .outcome
            .as_ref()
            .ok_or_else(|| DealError::missing("outcome", crate::msg!("pool-when-played")))?;
        match outcome {
            Ending::Showdown {
                winner,
                combination,
            }
            | Ending::RenviUncalled {
                winner,
                combination,
            } => {
                let w = kit::seat(table, "outcome.winner", winner)?;
                if penalised.contains(&w) {
                    return Err(kit::bad(
                        "outcome.winner",
                        crate::msg!("ambigu-penalised-winner"),
                    ));
                }
                let v = value(o, combination)?;
                pay.draw_all(JEU, w, "jeu")?;
                pay.each_pays(table.seats(), w, v, "combination")?;
            }
            Ending::VadeUncalled { winner } => {
                let w = kit::seat(table, "outcome.winner", winner)?;
                if bets
                    .iter()
                    .any(|(p, k, _)| (*k == BetKind::Vade && *p != w) || *k == BetKind::Renvi)
                {
                    return Err(kit::bad("bets", crate::msg!("ambigu-uncalled-vade-bets")));
                }
                let vade = sum(bets
                    .iter()
                    .filter(|(_, k, _)| *k == BetKind::Vade)
                    .map(|b| b.2))?;
                let batterie = sum(bets
                    .iter()
                    .filter(|(_, k, _)| *k == BetKind::Baster)
                    .map(|b| b.2))?;
                pay.draw(JEU, w, add(vade, batterie)?, "vade_and_batterie")?;
                if w != dealer {
                    pay.pay(dealer, w, o.dealer_pays_uncalled_vade, "uncalled_vade")?;
                }
            }
            Ending::AllPassed => {}
        }
        let (transfers, pools) = pay.finish();
        next.pools = pools;
        next.dealer = Some(dealer);
        Ok(Outcome { transfers, next })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        Status {
            dealer: Some(
                state
                    .dealer
                    .map_or(Seat::new(0), |d| kit::next(d, table.len())),
            ),
            round: None,
            on_table: kit::box_items(&state.pools, &[JEU], |_| crate::msg!("ambigu-item-jeu")),
            finished: false,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::optional(
                "poule",
                OptionKind::Count { min: 0, max: 100 },
                crate::msg!("ambigu-option-poule"),
            )
            .help(crate::msg!("ambigu-option-informational-help")),
            OptionSpec::optional(
                "baster",
                OptionKind::Count { min: 0, max: 100 },
                crate::msg!("ambigu-option-baster"),
            )
            .help(crate::msg!("ambigu-option-informational-help")),
            OptionSpec::new(
                "dealer_pays_uncalled_vade",
                OptionKind::Count { min: 0, max: 100 },
                2,
                crate::msg!("ambigu-option-dealer-pays"),
            )
            .help(crate::msg!("ambigu-option-dealer-pays-help")),
            OptionSpec::new(
                "penalty",
                OptionKind::Count { min: 0, max: 100 },
                4,
                crate::msg!("ambigu-option-penalty"),
            )
            .help(crate::msg!("ambigu-option-penalty-help")),
            OptionSpec::new(
                "values",
                OptionKind::Group {
                    fields: COMBINATIONS
                        .iter()
                        .map(|(c, v)| {
                            OptionSpec::new(
                                c,
                                OptionKind::Count { min: 0, max: 100 },
                                *v,
                                combination_label(c),
                            )
                        })
                        .collect(),
                },
                json!({}),
                crate::msg!("ambigu-option-values"),
            )
            .help(crate::msg!("ambigu-option-values-help")),
            OptionSpec::optional(
                "renvi_limit",
                OptionKind::Count { min: 0, max: 1000 },
                crate::msg!("ambigu-option-renvi-limit"),
            )
            .help(crate::msg!("ambigu-option-informational-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let outcomes: Vec<(String, Msg)> =
            ["showdown", "renvi_uncalled", "vade_uncalled", "all_passed"]
                .iter()
                .map(|k| {
                    (
                        (*k).to_owned(),
                        Msg::dynamic(format!("ambigu-outcome-{}", k.replace('_', "-"))),
                    )
                })
                .collect();
        let combos: Vec<(String, Msg)> = COMBINATIONS
            .iter()
            .map(|(c, _)| ((*c).to_owned(), combination_label(c)))
            .collect();
        let kinds: Vec<(String, Msg)> = ["poule", "baster", "dealer_two", "vade", "renvi"]
            .iter()
            .map(|k| {
                (
                    (*k).to_owned(),
                    Msg::dynamic(format!("ambigu-bet-{}", k.replace('_', "-"))),
                )
            })
            .collect();
        let mut out = vec![
            kit::dealer_field(table, next),
            Field::new(
                "outcome.type",
                crate::msg!("ambigu-field-outcome"),
                FieldKind::Choice { options: outcomes },
                true,
            ),
            Field::new(
                "outcome.winner",
                crate::msg!("pool-field-winner"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "outcome.combination",
                crate::msg!("ambigu-field-combination"),
                FieldKind::Choice { options: combos },
                false,
            )
            .essential(true),
        ];
        for i in 0..(table.len() * 3) {
            out.push(
                Field::new(
                    &format!("bets[{i}].player"),
                    crate::msg!("ambigu-field-bet", number = i + 1),
                    FieldKind::Player,
                    false,
                )
                .essential(true),
            );
            out.push(
                Field::new(
                    &format!("bets[{i}].kind"),
                    crate::msg!("ambigu-field-bet-kind"),
                    FieldKind::Choice {
                        options: kinds.clone(),
                    },
                    false,
                )
                .essential(true),
            );
            out.push(
                Field::new(
                    &format!("bets[{i}].amount"),
                    crate::msg!("ambigu-field-bet-amount"),
                    FieldKind::Count { min: 1, max: 1000 },
                    false,
                )
                .essential(true),
            );
        }
        let pens: Vec<(String, Msg)> = vec![
            (
                "showed_his_hand".into(),
                crate::msg!("ambigu-penalty-showed"),
            ),
            (
                "dealer_did_not_shuffle".into(),
                crate::msg!("ambigu-penalty-shuffle"),
            ),
        ];
        out.extend(kit::penalty_slots(
            2,
            &crate::msg!("ambigu-field-penalty"),
            &pens,
        ));
        out
    }

    fn report(table: &Table<Options>, _state: &State) -> Map<String, Value> {
        kit::report::<Self>(table, json!({}))
    }
}

fn combination_label(c: &str) -> Msg {
    Msg::dynamic(format!("ambigu-combination-{}", c.replace('_', "-")))
}
