//! La Tontine (other-games-1 §7; 000:14896-14963; 001:10940-11058).
//!
//! Each takes a prise and puts `box_ante` into the box at the opening. Each deal a card is
//! turned for every living player: K, Q, J draw 3, 2, 1 from the box; an ace, a two, a
//! three pay 1, 2, 3 to the first, second, third neighbour on the left (dead players
//! counted); 4, 6, 8 put 2 and 5, 7, 9 put 1 into the box; a ten nothing. Engine order
//! (§7.3): the payments in turn from the dealer's right, each capped at what the payer
//! held at the start of the deal; then the draws in the same order, capped at the box;
//! then the deaths (0 counters; a dead player revives by receiving). The last player
//! with counters takes the box; if all die at once, those alive at the deal's start share
//! it, the odd counters to the first served.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::kit::{self, Notes};
use crate::domain::{PotKey, Seat};
use crate::games::counters::add;
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
    TableItem,
};

const BOX: &str = "box";
const RANKS: [&str; 13] = [
    "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A",
];

/// Options (§7.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// Each player's stake of counters (required; the book offers 12, 15 or 20).
    #[serde(default)]
    pub prise: Option<i64>,
    /// What each puts into the box at the start of the partie.
    #[serde(default = "three")]
    pub box_ante: i64,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            prise: None,
            box_ante: 3,
            notes: Notes::default(),
        }
    }
}

fn three() -> i64 {
    3
}

/// One deal: the dealer and the card turned for each living player.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer (a living player).
    #[serde(default)]
    pub dealer: Option<String>,
    /// The rank turned for each living player.
    #[serde(default)]
    pub cards: BTreeMap<String, String>,
    /// A void deal: nothing happens.
    #[serde(default)]
    pub void: bool,
    /// A misdeal: nothing happens.
    #[serde(default)]
    pub misdeal: bool,
}

/// Who took the box.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// The last player with counters.
    Player(Seat),
    /// Shared by those who all died in the same deal.
    Shared,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The box.
    pub pools: Pools,
    /// Counters each player holds in the game (empty before the opening).
    pub holdings: Vec<i64>,
    /// Who took the box, once the partie is over.
    pub winner: Option<Winner>,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Tontine scorer.
#[derive(Debug)]
pub struct Tontine;

/// What a card does (§7.3).
#[derive(Clone, Copy)]
enum Effect {
    Draw(i64),
    Neighbour(usize, i64),
    Box(i64),
    Nothing,
}

fn effect(rank: &str) -> Option<Effect> {
    Some(match rank {
        "K" => Effect::Draw(3),
        "Q" => Effect::Draw(2),
        "J" => Effect::Draw(1),
        "10" => Effect::Nothing,
        "A" => Effect::Neighbour(1, 1),
        "2" => Effect::Neighbour(2, 2),
        "3" => Effect::Neighbour(3, 3),
        "4" | "6" | "8" => Effect::Box(2),
        "5" | "7" | "9" => Effect::Box(1),
        _ => return None,
    })
}

fn holdings(table: &Table<Options>, state: &State) -> Vec<i64> {
    if state.holdings.len() == table.len() {
        state.holdings.clone()
    } else {
        let start = table
            .options
            .prise
            .unwrap_or(0)
            .saturating_sub(table.options.box_ante);
        vec![start; table.len()]
    }
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "box_ante",
    "tontine_draw",
    "tontine_box",
    "tontine_neighbour",
    "tontine_box_won",
    "tontine_box_shared",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["jeton", "prise"];

impl Game for Tontine {
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
        2..=52
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        vec![PotKey::new(BOX)]
    }

    /// Setup: each puts `box_ante` into the box (000:14911-14916; 001:10974-10981).
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        o.prise.ok_or_else(|| kit::required("prise"))?;
        let mut pay = Payments::new(Pools::default());
        if let Some(prise) = o.prise {
            if o.box_ante < 0 || prise <= o.box_ante {
                return Err(DealError::Options {
                    detail: crate::msg!("tontine-prise-too-small"),
                });
            }
            pay.ante_each(table.seats(), BOX, o.box_ante, "box_ante")?;
        }
        let (transfers, pools) = pay.finish();
        let start = o.prise.unwrap_or(0).saturating_sub(o.box_ante);
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                holdings: vec![start; table.len()],
                winner: None,
                dealer: None,
            },
        })
    }

    /// §7.3, in the engine's order.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        table.options.prise.ok_or_else(|| kit::required("prise"))?;
        let mut next = state.clone();
        if deal.void || deal.misdeal {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        if state.winner.is_some() {
            return Err(DealError::not_now(crate::msg!("tontine-partie-over")));
        }
        let n = table.len();
        let start = holdings(table, state);
        let dealer = deal
            .dealer
            .as_ref()
            .ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        let dealer = kit::seat(table, "dealer", dealer)?;
        if start[dealer.index()] <= 0 {
            return Err(kit::bad("dealer", crate::msg!("tontine-dealer-dead")));
        }
        let mut card = vec![None; n];
        for (name, rank) in &deal.cards {
            let s = table.seat_of("cards", name)?;
            if start[s.index()] <= 0 {
                return Err(kit::bad(
                    &format!("cards.{name}"),
                    crate::msg!("tontine-dead-player"),
                ));
            }
            let e = effect(rank).ok_or_else(|| {
                kit::bad(
                    &format!("cards.{name}"),
                    crate::msg!(
                        "tontine-bad-rank",
                        rank = rank.as_str(),
                        ranks = RANKS.join(" ")
                    ),
                )
            })?;
            card[s.index()] = Some(e);
        }
        if let Some(i) = (0..n).find(|&i| start[i] > 0 && card[i].is_none()) {
            return Err(DealError::missing(
                format!("cards.{}", table.players[i]),
                crate::msg!("tontine-every-living"),
            ));
        }
        let order = kit::order_from(dealer, n);
        let mut held = start.clone();
        let mut pay = Payments::new(state.pools.clone());
        for &s in &order {
            let i = s.index();
            let (amount, to) = match card[i] {
                Some(Effect::Neighbour(k, a)) => (a, Some((i + n * 3 - k) % n)),
                Some(Effect::Box(a)) => (a, None),
                _ => continue,
            };
            let amount = amount.min(start[i]);
            match to {
                Some(j) if j != i => {
                    let to = Seat::from_index(j).unwrap_or(s);
                    pay.pay(s, to, amount, "tontine_neighbour")?;
                    held[i] -= amount;
                    held[j] = add(held[j], amount)?;
                }
                Some(_) => {}
                None => {
                    pay.put(s, BOX, amount, "tontine_box")?;
                    held[i] -= amount;
                }
            }
        }
        for &s in &order {
            if let Some(Effect::Draw(a)) = card[s.index()] {
                if pay.box_now(BOX) > 0 {
                    let got = pay.draw_up_to(BOX, s, a, "tontine_draw")?;
                    held[s.index()] = add(held[s.index()], got)?;
                }
            }
        }
        let alive: Vec<Seat> = table.seats().filter(|s| held[s.index()] > 0).collect();
        match alive.as_slice() {
            [] => {
                let served: Vec<Seat> = order
                    .iter()
                    .copied()
                    .filter(|s| start[s.index()] > 0)
                    .collect();
                pay.share_all(BOX, &served, "tontine_box_shared")?;
                next.winner = Some(Winner::Shared);
            }
            [one] => {
                pay.draw_all(BOX, *one, "tontine_box_won")?;
                next.winner = Some(Winner::Player(*one));
            }
            _ => {}
        }
        let (transfers, pools) = pay.finish();
        next.pools = pools;
        next.holdings = held;
        next.dealer = Some(dealer);
        Ok(Outcome { transfers, next })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let held = holdings(table, state);
        let n = table.len();
        let dealer = state.dealer.and_then(|d| {
            (1..=n)
                .filter_map(|k| Seat::from_index((d.index() + k) % n))
                .find(|s| held[s.index()] > 0)
        });
        let mut on_table =
            kit::box_items(&state.pools, &[BOX], |_| crate::msg!("tontine-item-box"));
        on_table.extend(table.seats().map(|s| TableItem {
            label: crate::msg!(
                "tontine-item-holding",
                player = table.name(s),
                dead = i64::from(held[s.index()] <= 0)
            ),
            amount: Some(held[s.index()]),
            pot: None,
            seat: Some(s),
        }));
        Status {
            dealer: dealer.or(Some(Seat::new(0))),
            round: None,
            on_table,
            finished: state.winner.is_some(),
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::required(
                "prise",
                OptionKind::Count { min: 2, max: 1000 },
                crate::msg!("tontine-option-prise"),
            )
            .help(crate::msg!("tontine-option-prise-help")),
            OptionSpec::new(
                "box_ante",
                OptionKind::Count { min: 0, max: 100 },
                3,
                crate::msg!("tontine-option-box-ante"),
            )
            .help(crate::msg!("tontine-option-box-ante-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let status = Self::status(table, state);
        let held = holdings(table, state);
        let ranks: Vec<(String, crate::games::Msg)> = RANKS
            .iter()
            .map(|r| ((*r).to_owned(), crate::msg!("tontine-rank", rank = *r)))
            .collect();
        let mut out = vec![kit::dealer_field(table, status.dealer)];
        for s in table.seats().filter(|s| held[s.index()] > 0) {
            let name = table.name(s);
            out.push(Field::new(
                &format!("cards.{name}"),
                crate::msg!("tontine-field-card", player = name),
                FieldKind::Choice {
                    options: ranks.clone(),
                },
                true,
            ));
        }
        out
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        let winner = match &state.winner {
            None => Value::Null,
            Some(Winner::Shared) => json!("shared"),
            Some(Winner::Player(s)) => json!(table.name(*s)),
        };
        let state =
            json!({ "holdings": kit::by_name(table, &holdings(table, state)), "winner": winner });
        kit::report::<Self>(table, state)
    }
}
