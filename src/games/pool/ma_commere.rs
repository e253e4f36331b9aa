//! Ma Commère, accommodez-moi (other-games-1 §9; 000:15050-15172; 001:11160-11300).
//!
//! Each puts `stake` into the poule every deal; the winner takes it; a sequence adds
//! `sequence_bonus`, a tricon `tricon_bonus`, from each other player (000:15139-15143;
//! 001:11257-11262). A void deal (misdeal, false pack) pays nothing.

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

/// Options (§9).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// What each puts into the poule each deal (required: the players agree it).
    #[serde(default)]
    pub stake: Option<i64>,
    /// Paid by each other player for a sequence.
    #[serde(default = "one")]
    pub sequence_bonus: i64,
    /// Paid by each other player for a tricon.
    #[serde(default = "two")]
    pub tricon_bonus: i64,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stake: None,
            sequence_bonus: 1,
            tricon_bonus: 2,
            notes: Notes::default(),
        }
    }
}

fn one() -> i64 {
    1
}
fn two() -> i64 {
    2
}

/// The winning hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Three cards of one suit.
    Point,
    /// Three consecutive cards.
    Sequence,
    /// Three of a rank.
    Tricon,
}

/// One deal: the winner and his hand, or a void deal.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// The winner.
    #[serde(default)]
    pub winner: Option<String>,
    /// His hand.
    #[serde(default)]
    pub kind: Option<Kind>,
    /// A void deal (false pack): nothing paid.
    #[serde(default)]
    pub void: bool,
    /// A misdeal: dealt again, nothing paid.
    #[serde(default)]
    pub misdeal: bool,
}

/// What carries over: the poule (empty after every won deal) and the last dealer.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The poule.
    pub pools: Pools,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Ma Commère scorer.
#[derive(Debug)]
pub struct MaCommere;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["stake", "poule", "hand_bonus"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["jeton", "poule", "tricon"];

impl Game for MaCommere {
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
        3..=17
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        vec![PotKey::new(POULE)]
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        table.options.stake.ok_or_else(|| kit::required("stake"))?;
        kit::amounts(&[
            ("stake", table.options.stake.unwrap_or(0)),
            ("sequence_bonus", table.options.sequence_bonus),
            ("tricon_bonus", table.options.tricon_bonus),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §9 Payments.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let stake = table.options.stake.ok_or_else(|| kit::required("stake"))?;
        let dealer = kit::opt_seat(table, "dealer", deal.dealer.as_ref())?;
        let mut next = state.clone();
        if deal.void || deal.misdeal {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        let dealer =
            dealer.ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        let winner = deal
            .winner
            .as_ref()
            .ok_or_else(|| DealError::missing("winner", crate::msg!("pool-when-played")))?;
        let winner = kit::seat(table, "winner", winner)?;
        let kind = deal
            .kind
            .ok_or_else(|| DealError::missing("kind", crate::msg!("pool-when-played")))?;
        let mut pay = Payments::new(state.pools.clone());
        pay.ante_each(table.seats(), POULE, stake, "stake")?;
        pay.draw_all(POULE, winner, "poule")?;
        let bonus = match kind {
            Kind::Point => 0,
            Kind::Sequence => table.options.sequence_bonus,
            Kind::Tricon => table.options.tricon_bonus,
        };
        pay.each_pays(table.seats(), winner, bonus, "hand_bonus")?;
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
            on_table: kit::box_items(&state.pools, &[POULE], |_| crate::msg!("pool-item-poule")),
            finished: false,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::required(
                "stake",
                OptionKind::Count { min: 1, max: 1000 },
                crate::msg!("ma-commere-option-stake"),
            )
            .help(crate::msg!("ma-commere-option-stake-help")),
            OptionSpec::new(
                "sequence_bonus",
                OptionKind::Count { min: 0, max: 100 },
                1,
                crate::msg!("ma-commere-option-sequence-bonus"),
            )
            .help(crate::msg!("ma-commere-option-bonus-help")),
            OptionSpec::new(
                "tricon_bonus",
                OptionKind::Count { min: 0, max: 100 },
                2,
                crate::msg!("ma-commere-option-tricon-bonus"),
            )
            .help(crate::msg!("ma-commere-option-bonus-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        vec![
            kit::dealer_field(table, next),
            Field::new(
                "winner",
                crate::msg!("pool-field-winner"),
                FieldKind::Player,
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
            )
            .essential(true),
            Field::new(
                "void",
                crate::msg!("pool-field-void"),
                FieldKind::Flag,
                false,
            )
            .with_help(crate::msg!("ma-commere-void-help"))
            .in_group(crate::msg!("pool-group-faults")),
        ]
    }

    fn report(table: &Table<Options>, _state: &State) -> Map<String, Value> {
        kit::report::<Self>(table, json!({}))
    }
}
