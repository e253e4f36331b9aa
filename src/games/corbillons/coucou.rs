//! Le Coucou / the Cuckoo (other-games-2 §14; 000:17440-17493, 001:14716-14780): each
//! takes `lives` marks; every deal the holders of the lowest card on the table (Ace
//! lowest) put one mark into the pool; a player with no marks retires; the last player
//! with marks takes the pool. When the last players lose their last marks together the
//! pool is shared, the odd counters to the elder hands (§14.3 ruling).

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{box_items, by_seat, pot_keys, required};
use crate::domain::{PotKey, Seat};
use crate::games::pools::{Payments, Pools};
use crate::games::race::order_from;
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
    TableItem,
};

const POOL: &str = "pool";

/// Coucou options (§14.4).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Marks each player takes (the book: 8 or 10); required.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lives: Option<i64>,
    /// The pack: 32 (A 7 8 9 10 J Q K) or 52; required.
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "super::lenient::opt_number"
    )]
    pub pack: Option<u8>,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

/// One deal (§14.2): the card each player still in shows.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt (a player still in).
    pub dealer: Option<String>,
    /// The rank each player still in holds at the end (`A`, `2` ... `10`, `J`, `Q`, `K`).
    pub cards: BTreeMap<String, String>,
}

/// What carries over: the pool, the marks left, the end of the partie.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The pool.
    pub pools: Pools,
    /// Marks left per seat (empty before the first deal: everybody has `lives`).
    pub lives: Vec<i64>,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
    /// The winner, or the sharers in elder-hand order, once the partie is over.
    pub winners: Option<Vec<Seat>>,
}

impl State {
    fn lives_of(&self, table: &Table<Options>) -> Vec<i64> {
        if self.lives.len() == table.len() {
            self.lives.clone()
        } else {
            vec![table.options.lives.unwrap_or(0); table.len()]
        }
    }
}

/// The rank of a card name, Ace lowest (0), in the pack of `pack` cards.
fn rank(pack: u8, card: &str) -> Option<usize> {
    let ranks: &[&str] = if pack == 32 {
        &["A", "7", "8", "9", "10", "J", "Q", "K"]
    } else {
        &[
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ]
    };
    ranks.iter().position(|r| *r == card)
}

fn check(table: &Table<Options>) -> Result<(i64, u8), DealError> {
    let lives = table.options.lives.ok_or_else(|| required("lives"))?;
    let pack = table.options.pack.ok_or_else(|| required("pack"))?;
    if lives < 1 {
        return Err(DealError::Options {
            detail: crate::msg!("coucou-lives-positive"),
        });
    }
    super::check_deck(Some(pack), &[32, 52])?;
    Ok((lives, pack))
}

/// The players still in, by seat.
fn still_in(lives: &[i64]) -> Vec<Seat> {
    lives
        .iter()
        .enumerate()
        .filter(|(_, l)| **l > 0)
        .filter_map(|(i, _)| Seat::from_index(i))
        .collect()
}

/// The Coucou engine.
#[derive(Debug, Clone, Copy)]
pub struct Coucou;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["coucou_mark", "coucou_pool", "coucou_pool_shared"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "jeton", "poule", "corbillon"];

impl Game for Coucou {
    type Options = Options;
    type Deal = Deal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_: GameId, _: &Options) -> RangeInclusive<usize> {
        3..=20
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[POOL])
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        check(table)?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §14.3: the lowest rank pays a mark each; the last with marks takes the pool.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let (_, pack) = check(table)?;
        if state.winners.is_some() {
            return Err(DealError::not_now(crate::msg!("coucou-partie-over")));
        }
        let mut lives = state.lives_of(table);
        let inn = still_in(&lives);
        let dealer = match &deal.dealer {
            Some(n) => table.seat_of("dealer", n)?,
            None => state
                .next_dealer
                .or(inn.first().copied())
                .unwrap_or(Seat::new(0)),
        };
        if !inn.contains(&dealer) {
            return Err(DealError::invalid(
                "dealer",
                crate::msg!("coucou-dealer-out"),
            ));
        }
        let cards = by_seat(table, "cards", &deal.cards)?;
        let named: Vec<Seat> = cards.iter().map(|(s, _)| *s).collect();
        if named != inn {
            return Err(DealError::invalid(
                "cards",
                crate::msg!("coucou-cards-players-in"),
            ));
        }
        let mut ranks = Vec::new();
        for (s, c) in &cards {
            let r = rank(pack, c).ok_or_else(|| {
                DealError::invalid(
                    format!("cards.{}", table.name(*s)),
                    crate::msg!("coucou-bad-rank", got = c.as_str()),
                )
            })?;
            ranks.push((*s, r));
        }
        let lowest = ranks.iter().map(|(_, r)| *r).min().unwrap_or(0);
        let mut pay = Payments::new(state.pools.clone());
        let mut lost_last = Vec::new();
        for (s, r) in &ranks {
            if *r == lowest {
                pay.put(*s, POOL, 1, "coucou_mark")?;
                if let Some(l) = lives.get_mut(s.index()) {
                    *l -= 1;
                    if *l == 0 {
                        lost_last.push(*s);
                    }
                }
            }
        }
        let left = still_in(&lives);
        let n = table.len();
        let winners = match left.as_slice() {
            [one] => {
                pay.draw_all(POOL, *one, "coucou_pool")?;
                Some(vec![*one])
            }
            [] => {
                // Ruling §14.3: shared equally, odd counters to the elder hands.
                let sharers: Vec<Seat> = order_from(dealer, n)
                    .into_iter()
                    .filter(|s| lost_last.contains(s))
                    .collect();
                pay.share_all(POOL, &sharers, "coucou_pool_shared")?;
                Some(sharers)
            }
            _ => None,
        };
        let next_dealer = order_from(dealer, n).into_iter().find(|s| left.contains(s));
        let (transfers, pools) = pay.finish();
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                lives,
                next_dealer,
                winners,
            },
        })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let lives = state.lives_of(table);
        let mut on_table = box_items(&state.pools, &[(POOL, crate::msg!("coucou-pool"))]);
        on_table.extend(table.seats().map(|s| TableItem {
            label: crate::msg!("coucou-lives-of", player = table.name(s)),
            amount: Some(lives.get(s.index()).copied().unwrap_or(0)),
            pot: None,
            seat: Some(s),
        }));
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: None,
            on_table,
            finished: state.winners.is_some(),
        }
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        let lives = state.lives_of(table);
        let mut out = Map::new();
        out.insert(
            "lives".into(),
            Value::Object(
                table
                    .seats()
                    .map(|s| {
                        (
                            table.name(s).to_owned(),
                            Value::from(lives.get(s.index()).copied().unwrap_or(0)),
                        )
                    })
                    .collect(),
            ),
        );
        let winner = match state.winners.as_deref() {
            None => Value::Null,
            Some([one]) => Value::from(table.name(*one)),
            Some(many) => Value::Array(many.iter().map(|s| Value::from(table.name(*s))).collect()),
        };
        out.insert("partie_winner".into(), winner);
        out
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::required(
                "lives",
                OptionKind::Count { min: 1, max: 100 },
                crate::msg!("coucou-option-lives"),
            )
            .help(crate::msg!("coucou-option-lives-help")),
            OptionSpec::required(
                "pack",
                OptionKind::Choice {
                    choices: vec![
                        ("32".into(), crate::msg!("coucou-pack-32")),
                        ("52".into(), crate::msg!("coucou-pack-52")),
                    ],
                },
                crate::msg!("coucou-option-pack"),
            )
            .help(crate::msg!("coucou-option-pack-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    /// The card of each player still in, the dealer pre-filled among them.
    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let lives = state.lives_of(table);
        let inn = still_in(&lives);
        let ranks: Vec<(String, crate::games::Msg)> = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ]
        .iter()
        .filter(|r| rank(table.options.pack.unwrap_or(52), r).is_some())
        .map(|r| ((*r).to_owned(), crate::msg!("coucou-rank", rank = *r)))
        .collect();
        let mut fields: Vec<Field> = inn
            .iter()
            .map(|s| {
                Field::new(
                    &format!("cards.{}", table.name(*s)),
                    crate::msg!("coucou-field-card", player = table.name(*s)),
                    FieldKind::Choice {
                        options: ranks.clone(),
                    },
                    true,
                )
            })
            .collect();
        let dealer = state
            .next_dealer
            .or(inn.first().copied())
            .unwrap_or(Seat::new(0));
        fields.push(
            Field::new(
                "dealer",
                crate::msg!("corbillons-field-dealer"),
                FieldKind::Player,
                true,
            )
            .with_default(table.name(dealer).to_owned()),
        );
        fields
    }
}
