//! La Loterie (other-games-1 §8; 000:14964-15049; 001:11060-11160).
//!
//! At the opening each player puts his whole `stake` into the fund. Each deal every
//! player has a lot (a card and a value, priced out of the fund) and
//! `tickets_per_player` tickets; the lots are settled in seating order: a lot whose card
//! is among the tickets is paid from the fund to the ticket's holder, capped at what is
//! left (§8.3); an undrawn lot stays in the fund. No deal follows the fund's exhaustion.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::kit::{self, Notes};
use crate::domain::PotKey;
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
};

const FUND: &str = "fund";

/// Options (§8.1).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// Each player's whole prise, put in the fund (required).
    #[serde(default)]
    pub stake: Option<i64>,
    /// Tickets each player draws (1; 2, 3 or 4 to shorten, 000:15036-15041).
    #[serde(default = "one")]
    pub tickets_per_player: usize,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stake: None,
            tickets_per_player: 1,
            notes: Notes::default(),
        }
    }
}

fn one() -> usize {
    1
}

/// A lot: its card and its value.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lot {
    /// The card (`QH`, `10C`).
    pub card: String,
    /// The counters on it.
    pub value: i64,
}

/// One deal (§8.1 keeper input).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each player's lot.
    #[serde(default)]
    pub lots: BTreeMap<String, Lot>,
    /// Each player's tickets.
    #[serde(default)]
    pub tickets: BTreeMap<String, Vec<String>>,
    /// Not needed (the lottery has no dealer); accepted.
    #[serde(default)]
    pub dealer: Option<String>,
    /// A void deal: nothing paid.
    #[serde(default)]
    pub void: bool,
    /// A misdeal: nothing paid.
    #[serde(default)]
    pub misdeal: bool,
}

/// What carries over: the fund.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The fund.
    pub pools: Pools,
    /// Whether the fund is drawn out (no further deal).
    pub exhausted: bool,
}

/// The Lottery scorer.
#[derive(Debug)]
pub struct Loterie;

/// Whether `card` is written rank + suit letter (`A 2 … 10 J Q K` + `S H D C`).
fn card_ok(card: &str) -> bool {
    let Some(suit) = card.chars().last() else {
        return false;
    };
    let rank = &card[..card.len() - suit.len_utf8()];
    "SHDC".contains(suit)
        && [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ]
        .contains(&rank)
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["fund", "lot_drawn"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["jeton"];

impl Game for Loterie {
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
        vec![PotKey::new(FUND)]
    }

    /// Setup: each pays `stake` into the fund (§8.2).
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        table.options.stake.ok_or_else(|| kit::required("stake"))?;
        let mut pay = Payments::new(Pools::default());
        if let Some(stake) = table.options.stake {
            if stake <= 0 {
                return Err(DealError::Options {
                    detail: crate::msg!("loterie-stake-positive"),
                });
            }
            pay.ante_each(table.seats(), FUND, stake, "fund")?;
        }
        let (transfers, pools) = pay.finish();
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                exhausted: false,
            },
        })
    }

    /// §8.2: the lots in seating order.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        table.options.stake.ok_or_else(|| kit::required("stake"))?;
        if deal.void || deal.misdeal {
            return Ok(Outcome {
                transfers: Vec::new(),
                next: state.clone(),
            });
        }
        if state.exhausted {
            return Err(DealError::not_now(crate::msg!("loterie-fund-exhausted")));
        }
        let n = table.len();
        let mut lots = vec![None; n];
        let mut lot_cards = BTreeSet::new();
        for (name, lot) in &deal.lots {
            let s = table.seat_of("lots", name)?;
            let field = format!("lots.{name}");
            if !card_ok(&lot.card) {
                return Err(kit::bad(
                    &field,
                    crate::msg!("loterie-bad-card", card = lot.card.as_str()),
                ));
            }
            if lot.value <= 0 {
                return Err(kit::bad(&field, crate::msg!("loterie-value-positive")));
            }
            if !lot_cards.insert(lot.card.clone()) {
                return Err(kit::bad(
                    &field,
                    crate::msg!("loterie-card-twice", card = lot.card.as_str()),
                ));
            }
            lots[s.index()] = Some(lot);
        }
        if let Some(i) = lots.iter().position(Option::is_none) {
            return Err(DealError::missing(
                format!("lots.{}", table.players[i]),
                crate::msg!("loterie-every-player"),
            ));
        }
        let mut holder = BTreeMap::new();
        for s in table.seats() {
            let name = table.name(s);
            let tickets = deal.tickets.get(name).map(Vec::as_slice).unwrap_or(&[]);
            if tickets.len() != table.options.tickets_per_player {
                return Err(kit::bad(
                    &format!("tickets.{name}"),
                    crate::msg!(
                        "loterie-tickets-count",
                        got = tickets.len(),
                        want = table.options.tickets_per_player
                    ),
                ));
            }
            for t in tickets {
                if !card_ok(t) {
                    return Err(kit::bad(
                        &format!("tickets.{name}"),
                        crate::msg!("loterie-bad-card", card = t.as_str()),
                    ));
                }
                if holder.insert(t.clone(), s).is_some() {
                    return Err(kit::bad(
                        &format!("tickets.{name}"),
                        crate::msg!("loterie-card-twice", card = t.as_str()),
                    ));
                }
            }
        }
        for name in deal.tickets.keys() {
            table.seat_of("tickets", name)?;
        }
        let mut pay = Payments::new(state.pools.clone());
        for lot in lots.into_iter().flatten() {
            if let Some(&to) = holder.get(&lot.card) {
                if pay.box_now(FUND) > 0 {
                    pay.draw_up_to(FUND, to, lot.value, "lot_drawn")?;
                }
            }
        }
        let (transfers, pools) = pay.finish();
        let exhausted = pools.is_empty(FUND);
        Ok(Outcome {
            transfers,
            next: State { pools, exhausted },
        })
    }

    fn status(_table: &Table<Options>, state: &State) -> Status {
        Status {
            dealer: None,
            round: None,
            on_table: kit::box_items(&state.pools, &[FUND], |_| crate::msg!("loterie-item-fund")),
            finished: state.exhausted,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::required(
                "stake",
                OptionKind::Count {
                    min: 1,
                    max: 100_000,
                },
                crate::msg!("loterie-option-stake"),
            )
            .help(crate::msg!("loterie-option-stake-help")),
            OptionSpec::new(
                "tickets_per_player",
                OptionKind::Count { min: 1, max: 4 },
                1,
                crate::msg!("loterie-option-tickets"),
            )
            .help(crate::msg!("loterie-option-tickets-help")),
        ]
    }

    fn form(table: &Table<Options>, _state: &State) -> Vec<Field> {
        let mut out = Vec::new();
        for name in &table.players {
            out.push(Field::new(
                &format!("lots.{name}.card"),
                crate::msg!("loterie-field-lot-card", player = name.as_str()),
                FieldKind::Text,
                true,
            ));
            out.push(Field::new(
                &format!("lots.{name}.value"),
                crate::msg!("loterie-field-lot-value", player = name.as_str()),
                FieldKind::Count {
                    min: 1,
                    max: 100_000,
                },
                true,
            ));
        }
        for name in &table.players {
            for i in 0..table.options.tickets_per_player {
                out.push(Field::new(
                    &format!("tickets.{name}[{i}]"),
                    crate::msg!(
                        "loterie-field-ticket",
                        player = name.as_str(),
                        number = i + 1
                    ),
                    FieldKind::Text,
                    true,
                ));
            }
        }
        out
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        kit::report::<Self>(table, json!({ "fund_exhausted": state.exhausted }))
    }
}
