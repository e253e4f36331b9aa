//! Le Commerce (other-games-1 §6; 000:14730-14893; 001:10739-10937).
//!
//! The dealer is the banker. Each puts `stake` into the poule; each card bought from the
//! bank costs `trade_price` to the banker (his own trades are free); the winner takes the
//! poule. A winning banker also has 1 from each player who traded with the bank; a losing
//! banker gives 1 to the winner and, if he held a point, sequence or tricon, 1 to each
//! player (cumulative unless `banker_penalties_cumulative` is false).

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::kit::{self, Notes};
use crate::domain::{PotKey, Seat};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
};

const POULE: &str = "poule";

/// Options (§6.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// What each puts into the poule each deal.
    #[serde(default = "one")]
    pub stake: i64,
    /// What a card bought from the bank costs.
    #[serde(default = "one")]
    pub trade_price: i64,
    /// A losing banker with a combination gives 1 to each besides the 1 to the winner.
    #[serde(default = "yes")]
    pub banker_penalties_cumulative: bool,
    /// Number of tours (informational).
    #[serde(default)]
    pub tours: Option<i64>,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stake: 1,
            trade_price: 1,
            banker_penalties_cumulative: true,
            tours: None,
            notes: Notes::default(),
        }
    }
}

fn one() -> i64 {
    1
}
fn yes() -> bool {
    true
}

/// One deal (§6.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The banker.
    #[serde(default)]
    pub dealer: Option<String>,
    /// Cards each player bought from the bank.
    #[serde(default)]
    pub bought_from_bank: BTreeMap<String, i64>,
    /// The best hand.
    #[serde(default)]
    pub winner: Option<String>,
    /// Its kind (informative).
    #[serde(default)]
    pub kind: Option<super::ma_commere::Kind>,
    /// The banker held a point, sequence or tricon but lost.
    #[serde(default)]
    pub banker_had_combination: bool,
    /// False pack, misdeal or faced card: nothing paid.
    #[serde(default)]
    pub void: bool,
    /// A misdeal: nothing paid.
    #[serde(default)]
    pub misdeal: bool,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The poule.
    pub pools: Pools,
    /// The last banker.
    pub dealer: Option<Seat>,
}

/// The Commerce scorer.
#[derive(Debug)]
pub struct Commerce;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "stake",
    "poule",
    "bank_trade",
    "banker_wins",
    "banker_loses",
    "banker_combination",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["tour", "jeton", "poule", "tricon", "point"];

impl Game for Commerce {
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
        3..=12
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        vec![PotKey::new(POULE)]
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        kit::amounts(&[
            ("stake", table.options.stake),
            ("trade_price", table.options.trade_price),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §6.3 Payments.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let mut next = state.clone();
        let dealer = kit::opt_seat(table, "dealer", deal.dealer.as_ref())?;
        if deal.void || deal.misdeal {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        let banker =
            dealer.ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        let winner = deal
            .winner
            .as_ref()
            .ok_or_else(|| DealError::missing("winner", crate::msg!("pool-when-played")))?;
        let winner = kit::seat(table, "winner", winner)?;
        let bought = kit::per_seat(table, "bought_from_bank", &deal.bought_from_bank, 0, 52)?;
        let mut pay = Payments::new(state.pools.clone());
        pay.ante_each(table.seats(), POULE, o.stake, "stake")?;
        for s in table.seats().filter(|s| *s != banker) {
            pay.pay(
                s,
                banker,
                crate::games::counters::mul(bought[s.index()], o.trade_price)?,
                "bank_trade",
            )?;
        }
        pay.draw_all(POULE, winner, "poule")?;
        if winner == banker {
            let traders: Vec<Seat> = table
                .seats()
                .filter(|s| *s != banker && bought[s.index()] > 0)
                .collect();
            pay.each_pays(traders, banker, 1, "banker_wins")?;
        } else {
            if o.banker_penalties_cumulative || !deal.banker_had_combination {
                pay.pay(banker, winner, 1, "banker_loses")?;
            }
            if deal.banker_had_combination {
                pay.pays_each(banker, table.seats(), 1, "banker_combination")?;
            }
        }
        let (transfers, pools) = pay.finish();
        next.pools = pools;
        next.dealer = Some(banker);
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
            on_table: kit::box_items(&state.pools, &[POULE], |_| crate::msg!("pool-item-poule")),
            finished: false,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "stake",
                OptionKind::Count { min: 1, max: 1000 },
                1,
                crate::msg!("commerce-option-stake"),
            )
            .help(crate::msg!("commerce-option-stake-help"))
            .essential(),
            OptionSpec::new(
                "trade_price",
                OptionKind::Count { min: 0, max: 1000 },
                1,
                crate::msg!("commerce-option-trade-price"),
            )
            .help(crate::msg!("commerce-option-trade-price-help")),
            OptionSpec::new(
                "banker_penalties_cumulative",
                OptionKind::Flag,
                true,
                crate::msg!("commerce-option-cumulative"),
            )
            .help(crate::msg!("commerce-option-cumulative-help")),
            OptionSpec::optional(
                "tours",
                OptionKind::Count { min: 1, max: 100 },
                crate::msg!("pool-option-tours"),
            )
            .help(crate::msg!("commerce-option-tours-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        vec![
            kit::dealer_field(table, next).with_help(crate::msg!("commerce-field-dealer-help")),
            Field::new(
                "winner",
                crate::msg!("pool-field-winner"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "bought_from_bank",
                crate::msg!("commerce-field-bought"),
                FieldKind::PerPlayer { min: 0, max: 52 },
                false,
            )
            .essential(true),
            Field::new(
                "banker_had_combination",
                crate::msg!("commerce-field-banker-combination"),
                FieldKind::Flag,
                false,
            )
            .essential(true),
            Field::new(
                "kind",
                crate::msg!("pool-field-kind"),
                FieldKind::Choice {
                    options: kit::kinds(),
                },
                false,
            ),
            Field::new(
                "void",
                crate::msg!("pool-field-void"),
                FieldKind::Flag,
                false,
            )
            .with_help(crate::msg!("commerce-void-help"))
            .in_group(crate::msg!("pool-group-faults")),
        ]
    }

    fn report(table: &Table<Options>, _state: &State) -> Map<String, Value> {
        kit::report::<Self>(table, json!({}))
    }
}
