//! La Manille, "l'ancienne Comète" (other-games-1 §2; 000:13524-13687, French only).
//!
//! Each deal every player puts `partie_ante_fiches` fiches into the corbillon, which the
//! first out takes. A "sans" nobody can answer: 1 from each. The manille (9♦) played and
//! claimed: a fiche from each; held at the end: a fiche to each. A king played: 1 from
//! each; a king left: 1 to each. Each loser pays the winner his points left (or his cards
//! with `pay_by = cards`). Touching the played cards: `look_penalty` to each.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::domain::{PotKey, Seat};
use crate::games::counters::{mul, sum};
use crate::games::pool::kit::{self, Notes};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome,
    Status, Table,
};

const CORBILLON: &str = "corbillon";

/// How losers pay for what is left (§2.3 (7)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PayBy {
    /// 1 jeton per point left.
    #[default]
    Points,
    /// "Petit jeu": 1 jeton per card left.
    Cards,
}

/// Options (§2.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// Jetons in a fiche.
    #[serde(default = "ten")]
    pub fiche_value: i64,
    /// Fiches each puts in the corbillon each deal.
    #[serde(default = "one")]
    pub partie_ante_fiches: i64,
    /// Fiches each other player gives for the manille played and claimed.
    #[serde(default = "one")]
    pub manille_played_fiches: i64,
    /// Fiches the holder of the manille left in hand gives each other player.
    #[serde(default = "one")]
    pub manille_held_fiches: i64,
    /// Points or cards.
    #[serde(default)]
    pub pay_by: PayBy,
    /// Paid to each other player for touching the played cards.
    #[serde(default = "one")]
    pub look_penalty: i64,
    /// The bankroll (informational).
    #[serde(default)]
    pub prise: Option<i64>,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            fiche_value: 10,
            partie_ante_fiches: 1,
            manille_played_fiches: 1,
            manille_held_fiches: 1,
            pay_by: PayBy::Points,
            look_penalty: 1,
            prise: Some(100),
            notes: Notes::default(),
        }
    }
}

fn ten() -> i64 {
    10
}
fn one() -> i64 {
    1
}

/// What became of the manille.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ManilleStatus {
    /// Played and claimed in time.
    PlayedClaimed,
    /// Covered before he asked.
    PlayedUnclaimed,
    /// Still in hand at the end.
    Held,
}

/// The manille's holder and fate.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManilleFact {
    /// Who had it.
    pub holder: String,
    /// What became of it.
    pub status: ManilleStatus,
}

/// A penalty.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Who.
    pub player: String,
    /// `touched_played_cards`.
    pub kind: PenaltyKind,
}

/// The penalties of the Manille.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// Touched the played cards to look (000:13671-13677).
    TouchedPlayedCards,
}

/// One deal (§2.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// First out.
    #[serde(default)]
    pub winner: Option<String>,
    /// Points left per loser.
    #[serde(default)]
    pub points_in_hand: Option<BTreeMap<String, i64>>,
    /// Cards left per loser.
    #[serde(default)]
    pub cards_in_hand: Option<BTreeMap<String, i64>>,
    /// Kings each laid down.
    #[serde(default)]
    pub kings_played: BTreeMap<String, i64>,
    /// Kings left in a loser's hand.
    #[serde(default)]
    pub kings_left: BTreeMap<String, i64>,
    /// The manille.
    #[serde(default)]
    pub manille: Option<ManilleFact>,
    /// "Sans" nobody could answer.
    #[serde(default)]
    pub sans_unanswered: BTreeMap<String, i64>,
    /// Penalties.
    #[serde(default)]
    pub penalties: Vec<Penalty>,
    /// A misdeal: no payment.
    #[serde(default)]
    pub misdeal: bool,
    /// A void record.
    #[serde(default)]
    pub void: bool,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The corbillon.
    pub pools: Pools,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Manille scorer.
#[derive(Debug)]
pub struct Manille;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "partie_ante",
    "partie",
    "sans",
    "manille_played",
    "manille_held",
    "king_played",
    "king_left",
    "cards_left",
    "penalty",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["manille", "fiche", "corbillon", "sans", "prise"];

impl Game for Manille {
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
        2..=5
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        vec![PotKey::new(CORBILLON)]
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        kit::amounts(&[
            ("fiche_value", table.options.fiche_value),
            ("partie_ante_fiches", table.options.partie_ante_fiches),
            ("manille_played_fiches", table.options.manille_played_fiches),
            ("manille_held_fiches", table.options.manille_held_fiches),
            ("look_penalty", table.options.look_penalty),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §2.3.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let all: Vec<Seat> = table.seats().collect();
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
        let winner = deal
            .winner
            .as_ref()
            .ok_or_else(|| DealError::missing("winner", crate::msg!("pool-when-played")))?;
        let winner = kit::seat(table, "winner", winner)?;
        let (field, left) = match o.pay_by {
            PayBy::Points => ("points_in_hand", deal.points_in_hand.as_ref()),
            PayBy::Cards => ("cards_in_hand", deal.cards_in_hand.as_ref()),
        };
        let left =
            left.ok_or_else(|| DealError::missing(field, crate::msg!("manille-when-pay-by")))?;
        let left_v = kit::per_seat(table, field, left, 0, 400)?;
        for s in &all {
            let named = left.contains_key(table.name(*s));
            if named == (*s == winner) {
                return Err(kit::bad(field, crate::msg!("manille-losers-exactly")));
            }
        }
        let played = kit::per_seat(table, "kings_played", &deal.kings_played, 0, 4)?;
        let kept = kit::per_seat(table, "kings_left", &deal.kings_left, 0, 4)?;
        if sum(played.iter().chain(&kept).copied())? > 4 {
            return Err(kit::bad("kings_played", crate::msg!("manille-four-kings")));
        }
        if kept[winner.index()] > 0 {
            return Err(kit::bad("kings_left", crate::msg!("manille-losers-only")));
        }
        let sans = kit::per_seat(table, "sans_unanswered", &deal.sans_unanswered, 0, 52)?;
        let fiche = o.fiche_value;
        let mut pay = Payments::new(state.pools.clone());
        pay.ante_each(
            all.iter().copied(),
            CORBILLON,
            mul(o.partie_ante_fiches, fiche)?,
            "partie_ante",
        )?;
        pay.draw_all(CORBILLON, winner, "partie")?;
        for &s in &all {
            pay.each_pays(all.iter().copied(), s, sans[s.index()], "sans")?;
        }
        if let Some(m) = &deal.manille {
            let h = kit::seat(table, "manille.holder", &m.holder)?;
            match m.status {
                ManilleStatus::PlayedClaimed => pay.each_pays(
                    all.iter().copied(),
                    h,
                    mul(o.manille_played_fiches, fiche)?,
                    "manille_played",
                )?,
                ManilleStatus::PlayedUnclaimed => {}
                ManilleStatus::Held => {
                    if h == winner {
                        return Err(kit::bad(
                            "manille.holder",
                            crate::msg!("manille-losers-only"),
                        ));
                    }
                    pay.pays_each(
                        h,
                        all.iter().copied(),
                        mul(o.manille_held_fiches, fiche)?,
                        "manille_held",
                    )?;
                }
            }
        }
        for &s in &all {
            pay.each_pays(all.iter().copied(), s, played[s.index()], "king_played")?;
            pay.pays_each(s, all.iter().copied(), kept[s.index()], "king_left")?;
        }
        for &s in all.iter().filter(|s| **s != winner) {
            pay.pay(s, winner, left_v[s.index()], "cards_left")?;
        }
        for (i, p) in deal.penalties.iter().enumerate() {
            let s = kit::seat(table, &format!("penalties.{i}.player"), &p.player)?;
            pay.pays_each(
                s,
                all.iter().copied(),
                o.look_penalty,
                "touched_played_cards",
            )?;
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
            on_table: kit::box_items(&state.pools, &[CORBILLON], |_| {
                crate::msg!("manille-item-corbillon")
            }),
            finished: false,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "fiche_value",
                OptionKind::Count { min: 1, max: 100 },
                10,
                crate::msg!("manille-option-fiche-value"),
            )
            .help(crate::msg!("manille-option-fiche-value-help"))
            .essential(),
            OptionSpec::new(
                "partie_ante_fiches",
                OptionKind::Count { min: 1, max: 2 },
                1,
                crate::msg!("manille-option-partie-ante"),
            )
            .help(crate::msg!("manille-option-partie-ante-help"))
            .essential(),
            OptionSpec::new(
                "manille_played_fiches",
                OptionKind::Count { min: 0, max: 10 },
                1,
                crate::msg!("manille-option-played"),
            )
            .help(crate::msg!("manille-option-played-help")),
            OptionSpec::new(
                "manille_held_fiches",
                OptionKind::Count { min: 0, max: 10 },
                1,
                crate::msg!("manille-option-held"),
            )
            .help(crate::msg!("manille-option-held-help")),
            OptionSpec::new(
                "pay_by",
                OptionKind::Choice {
                    choices: vec![
                        ("points".into(), crate::msg!("manille-pay-by-points")),
                        ("cards".into(), crate::msg!("manille-pay-by-cards")),
                    ],
                },
                "points",
                crate::msg!("manille-option-pay-by"),
            )
            .help(crate::msg!("manille-option-pay-by-help"))
            .essential(),
            OptionSpec::new(
                "look_penalty",
                OptionKind::Count { min: 0, max: 100 },
                1,
                crate::msg!("manille-option-look-penalty"),
            )
            .help(crate::msg!("manille-option-look-penalty-help")),
            OptionSpec::new(
                "prise",
                OptionKind::Count {
                    min: 0,
                    max: 100_000,
                },
                100,
                crate::msg!("manille-option-prise"),
            )
            .help(crate::msg!("manille-option-prise-help")),
        ]
    }

    /// §2.2: a misdeal is recorded and pays nothing.
    fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
        vec![kit::flag_event(
            table,
            state.dealer,
            "misdeal",
            crate::msg!("manille-event-misdeal"),
            crate::msg!("manille-event-misdeal-help"),
        )]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let statuses: Vec<(String, Msg)> = vec![
            (
                "played_claimed".into(),
                crate::msg!("manille-status-played-claimed"),
            ),
            (
                "played_unclaimed".into(),
                crate::msg!("manille-status-played-unclaimed"),
            ),
            ("held".into(), crate::msg!("manille-status-held")),
        ];
        let left = match table.options.pay_by {
            PayBy::Points => Field::new(
                "points_in_hand",
                crate::msg!("manille-field-points"),
                FieldKind::PerPlayer { min: 0, max: 400 },
                true,
            ),
            PayBy::Cards => Field::new(
                "cards_in_hand",
                crate::msg!("manille-field-cards"),
                FieldKind::PerPlayer { min: 0, max: 52 },
                true,
            ),
        };
        vec![
            kit::dealer_field(table, next),
            Field::new(
                "winner",
                crate::msg!("manille-field-winner"),
                FieldKind::Player,
                true,
            ),
            left.with_help(crate::msg!("manille-field-left-help")),
            Field::new(
                "kings_played",
                crate::msg!("manille-field-kings-played"),
                FieldKind::PerPlayer { min: 0, max: 4 },
                false,
            )
            .essential(true),
            Field::new(
                "kings_left",
                crate::msg!("manille-field-kings-left"),
                FieldKind::PerPlayer { min: 0, max: 4 },
                false,
            )
            .essential(true),
            Field::new(
                "manille.holder",
                crate::msg!("manille-field-manille-holder"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "manille.status",
                crate::msg!("manille-field-manille-status"),
                FieldKind::Choice { options: statuses },
                false,
            )
            .essential(true),
            Field::new(
                "sans_unanswered",
                crate::msg!("manille-field-sans"),
                FieldKind::PerPlayer { min: 0, max: 20 },
                false,
            ),
            Field::new(
                "penalties[0].player",
                crate::msg!("manille-field-touched"),
                FieldKind::Player,
                false,
            )
            .in_group(crate::msg!("pool-group-faults")),
            Field::new(
                "penalties[0].kind",
                crate::msg!("manille-field-penalty"),
                FieldKind::Choice {
                    options: vec![(
                        "touched_played_cards".into(),
                        crate::msg!("manille-penalty-touched"),
                    )],
                },
                false,
            )
            .in_group(crate::msg!("pool-group-faults")),
        ]
    }

    fn report(table: &Table<Options>, _state: &State) -> Map<String, Value> {
        kit::report::<Self>(table, json!({}))
    }
}
