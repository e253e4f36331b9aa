//! L'Emprunt (other-games-2 §4; 000:16849-16913, 001:13085-13140): each stakes into the
//! game; a player who must borrow the next card of the suit pays the lender a counter (into
//! the game when the card lies in the stock); the first to play all his cards takes the
//! game and the agreed price of every card left in the other hands.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{
    box_items, by_seat, dealer, dealer_field, not_negative, per_player, pot_keys, required, seat,
};
use crate::domain::{PotKey, Seat};
use crate::games::counters::mul;
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
};

const GAME: &str = "game";

/// Emprunt options (§4.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Each player's stake into the game ("as agreed": required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stake: Option<i64>,
    /// What each card left in a hand pays the winner (1).
    pub per_card: i64,
    /// What a borrowing costs (1).
    pub borrow_fee: i64,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stake: None,
            per_card: 1,
            borrow_fee: 1,
            unit: None,
        }
    }
}

/// One borrowing.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Borrow {
    /// Who borrowed.
    pub borrower: String,
    /// From whom: a player, or `stock`.
    pub lender: String,
    /// How many cards (1).
    #[serde(default = "one")]
    pub count: i64,
}

fn one() -> i64 {
    1
}

/// One deal, which is a partie (§4.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The borrowings, in order.
    pub borrows: Vec<Borrow>,
    /// The first to play all his cards.
    pub out: Option<String>,
    /// Cards left in each other hand.
    pub cards_left: BTreeMap<String, i64>,
}

/// What carries over: the game pot and the next dealer.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The pot.
    pub pools: Pools,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
}

/// The Emprunt engine.
#[derive(Debug, Clone, Copy)]
pub struct Emprunt;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["stake", "borrow", "borrow_from_stock", "game", "card_left"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "jeton", "corbillon", "talon"];

impl Game for Emprunt {
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
        3..=6
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[GAME])
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        o.stake.ok_or_else(|| required("stake"))?;
        crate::games::corbillons::check_amounts(&[
            ("stake", o.stake.unwrap_or(0)),
            ("per_card", o.per_card),
            ("borrow_fee", o.borrow_fee),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §4.3: stakes, borrowing fees, then the winner's game and cards.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let stake = o.stake.ok_or_else(|| required("stake"))?;
        super::check_amounts(&[
            ("stake", stake),
            ("per_card", o.per_card),
            ("borrow_fee", o.borrow_fee),
        ])?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        let out = match &deal.out {
            Some(w) => seat(table, "out", w)?,
            None => {
                return Err(DealError::missing(
                    "out",
                    crate::msg!("emprunt-out-required"),
                ))
            }
        };
        let mut pay = Payments::new(state.pools.clone());
        pay.ante_each(table.seats(), GAME, stake, "stake")?;
        for (i, b) in deal.borrows.iter().enumerate() {
            let field = format!("borrows.{i}");
            let borrower = seat(table, &format!("{field}.borrower"), &b.borrower)?;
            not_negative(&format!("{field}.count"), b.count)?;
            let fee = mul(o.borrow_fee, b.count)?;
            if b.lender == "stock" {
                pay.put(borrower, GAME, fee, "borrow_from_stock")?;
            } else {
                let lender = seat(table, &format!("{field}.lender"), &b.lender)?;
                if lender == borrower {
                    return Err(DealError::invalid(
                        format!("{field}.lender"),
                        crate::msg!("emprunt-borrow-from-himself"),
                    ));
                }
                pay.pay(borrower, lender, fee, "borrow")?;
            }
        }
        pay.draw_all(GAME, out, "game")?;
        for (s, n) in by_seat(table, "cards_left", &deal.cards_left)? {
            not_negative("cards_left", n)?;
            if s == out && n > 0 {
                return Err(DealError::invalid(
                    "cards_left",
                    crate::msg!("emprunt-out-has-cards"),
                ));
            }
            pay.pay(s, out, mul(n, o.per_card)?, "card_left")?;
        }
        let (transfers, pools) = pay.finish();
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                next_dealer: Some(super::after(d, table.len())),
            },
        })
    }

    fn status(_: &Table<Options>, state: &State) -> Status {
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: None,
            on_table: box_items(&state.pools, &[(GAME, crate::msg!("emprunt-game"))]),
            finished: false,
        }
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::required(
                "stake",
                OptionKind::Count { min: 1, max: 1000 },
                crate::msg!("emprunt-option-stake"),
            )
            .help(crate::msg!("emprunt-option-stake-help")),
            OptionSpec::new(
                "per_card",
                OptionKind::Count { min: 0, max: 1000 },
                1,
                crate::msg!("emprunt-option-per-card"),
            )
            .help(crate::msg!("emprunt-option-per-card-help"))
            .essential(),
            OptionSpec::new(
                "borrow_fee",
                OptionKind::Count { min: 0, max: 1000 },
                1,
                crate::msg!("emprunt-option-borrow-fee"),
            )
            .help(crate::msg!("emprunt-option-borrow-fee-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let mut fields = vec![
            Field::new(
                "out",
                crate::msg!("emprunt-field-out"),
                FieldKind::Player,
                true,
            ),
            per_player("cards_left", crate::msg!("emprunt-field-cards-left"), 0, 13),
            dealer_field(table, state.next_dealer),
        ];
        let mut lenders: Vec<(String, crate::games::Msg)> = table
            .players
            .iter()
            .map(|p| {
                (
                    p.clone(),
                    crate::msg!("corbillons-player", player = p.as_str()),
                )
            })
            .collect();
        lenders.push(("stock".into(), crate::msg!("emprunt-stock")));
        for i in 0..6 {
            let group = crate::msg!("emprunt-group-borrows");
            fields.push(
                Field::new(
                    &format!("borrows[{i}].borrower"),
                    crate::msg!("emprunt-field-borrower", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .in_group(group.clone()),
            );
            fields.push(
                Field::new(
                    &format!("borrows[{i}].lender"),
                    crate::msg!("emprunt-field-lender", n = i + 1),
                    FieldKind::Choice {
                        options: lenders.clone(),
                    },
                    false,
                )
                .in_group(group.clone()),
            );
            fields.push(
                Field::new(
                    &format!("borrows[{i}].count"),
                    crate::msg!("emprunt-field-count", n = i + 1),
                    FieldKind::Count { min: 1, max: 13 },
                    false,
                )
                .in_group(group),
            );
        }
        fields
    }
}
