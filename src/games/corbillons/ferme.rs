//! La Ferme / the Farm (other-games-2 §2; 000:16092-16205, 001:12600-12785): players
//! draw towards exactly sixteen. In the first manner the Farmer, who bought the farm,
//! deposits its price, deals and does not play; a player over sixteen pays him the excess;
//! the player who makes sixteen dispossesses him (farm and game pots). In the second manner
//! there is no Farmer: the excesses go into the farm pot and the dealer plays too.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{box_items, by_seat, pot_keys, required, Card};
use crate::domain::{PotKey, Seat};
use crate::games::counters::sum;
use crate::games::pools::{Payments, Pools};
use crate::games::race::order_from;
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome, Status, Table,
    TableItem,
};

const FARM: &str = "farm";
const GAME: &str = "game";

/// Who takes the farm after a sixteen (manner 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NewFarmer {
    /// The player who made sixteen becomes Farmer and deposits the price (the book).
    #[default]
    Dispossessor,
    /// The Farmer stays and deposits the price afresh.
    Same,
    /// The farm passes to the player after the Farmer (ruling).
    Rotate,
}

/// Ferme options (§2.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// 1 (a Farmer) or 2 (no Farmer).
    #[serde(deserialize_with = "super::lenient::number")]
    pub manner: u8,
    /// The first Farmer (manner 1, required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub farmer: Option<String>,
    /// The farm's price, deposited by each Farmer (manner 1, required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub farm_price: Option<i64>,
    /// Each player's stake for the game (1).
    pub game_stake: i64,
    /// Who becomes Farmer after a sixteen.
    pub new_farmer: NewFarmer,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            manner: 1,
            farmer: None,
            farm_price: None,
            game_stake: 1,
            new_farmer: NewFarmer::Dispossessor,
            unit: None,
        }
    }
}

/// One deal (§2.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt (manner 2).
    pub dealer: Option<String>,
    /// The Farmer, who deals (manner 1): must be the current Farmer.
    pub farmer: Option<String>,
    /// The final cards of every player dealt in.
    pub hands: BTreeMap<String, Vec<String>>,
}

/// What carries over: the pots, the Farmer, the next dealer.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The farm and game pots.
    pub pools: Pools,
    /// The current Farmer (manner 1), once he has deposited.
    pub farmer: Option<Seat>,
    /// Who deals next (manner 2).
    pub next_dealer: Option<Seat>,
}

/// A card's value at the Farm: Ace 1, figures 10, others face (§2.1).
fn value(c: Card) -> i64 {
    i64::from(c.rank.min(10))
}

/// A hand read: its total, its number of cards, whether it holds le brillant (6♥).
#[derive(Debug, Clone, Copy)]
struct Hand {
    seat: Seat,
    total: i64,
    cards: usize,
    brillant: bool,
}

fn read_hand(table: &Table<Options>, seat: Seat, cards: &[String]) -> Result<Hand, DealError> {
    let field = format!("hands.{}", table.name(seat));
    if cards.is_empty() {
        return Err(DealError::invalid(field, crate::msg!("ferme-empty-hand")));
    }
    let mut read = Vec::new();
    for c in cards {
        let card = Card::read(&field, c)?;
        // The pack: no Eights, and of the Sixes only the Six of hearts (§2.1).
        if card.rank == 8 || (card.rank == 6 && card.suit != 'H') {
            return Err(DealError::invalid(
                field.clone(),
                crate::msg!("ferme-not-in-pack", got = c.as_str()),
            ));
        }
        read.push(card);
    }
    Ok(Hand {
        seat,
        total: sum(read.iter().map(|c| value(*c)))?,
        cards: read.len(),
        brillant: read.iter().any(|c| c.rank == 6 && c.suit == 'H'),
    })
}

fn check(o: &Options) -> Result<(), DealError> {
    match o.manner {
        1 => {
            o.farmer.as_ref().ok_or_else(|| required("farmer"))?;
            o.farm_price.ok_or_else(|| required("farm_price"))?;
            Ok(())
        }
        2 => Ok(()),
        m => Err(DealError::Options {
            detail: crate::msg!("ferme-manner", got = m),
        }),
    }
}

/// The Farm engine.
#[derive(Debug, Clone, Copy)]
pub struct Ferme;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["farm_deposit", "game_stake", "over_sixteen", "farm", "game"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "jeton", "corbillon"];

impl Game for Ferme {
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
        2..=20
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[FARM, GAME])
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        check(o)?;
        if !matches!(o.manner, 1 | 2) {
            return Err(DealError::Options {
                detail: crate::msg!("ferme-manner", got = o.manner),
            });
        }
        crate::games::corbillons::check_amounts(&[
            ("farm_price", o.farm_price.unwrap_or(0)),
            ("game_stake", o.game_stake),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §2.3: the deposit, the stakes, the excesses, then the sixteen or the nearest below.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        check(o)?;
        super::check_amounts(&[
            ("farm_price", o.farm_price.unwrap_or(0)),
            ("game_stake", o.game_stake),
        ])?;
        let n = table.len();
        let mut pay = Payments::new(state.pools.clone());
        let mut next = state.clone();
        let price = o.farm_price.unwrap_or(0);
        // Manner 1: the Farmer deals; manner 2: the dealer field.
        let (farmer, dealer) = if o.manner == 1 {
            let farmer = match state.farmer {
                Some(f) => f,
                None => {
                    let f = table.seat_of("farmer", o.farmer.as_deref().unwrap_or(""))?;
                    pay.put(f, FARM, price, "farm_deposit")?;
                    f
                }
            };
            if let Some(named) = &deal.farmer {
                if table.seat_of("farmer", named)? != farmer {
                    return Err(DealError::invalid(
                        "farmer",
                        crate::msg!("ferme-not-the-farmer", farmer = table.name(farmer)),
                    ));
                }
            }
            (Some(farmer), farmer)
        } else {
            let d = super::dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
            (None, d)
        };
        let order = order_from(dealer, n);
        let listed = by_seat(table, "hands", &deal.hands)?;
        let mut hands = Vec::new();
        for s in &order {
            if let Some((_, cards)) = listed.iter().find(|(x, _)| x == s) {
                if Some(*s) == farmer {
                    return Err(DealError::invalid(
                        "hands",
                        crate::msg!("ferme-farmer-plays"),
                    ));
                }
                hands.push(read_hand(table, *s, cards)?);
            }
        }
        for h in &hands {
            pay.put(h.seat, GAME, o.game_stake, "game_stake")?;
        }
        for h in hands.iter().filter(|h| h.total > 16) {
            match farmer {
                Some(f) => pay.pay(h.seat, f, h.total - 16, "over_sixteen")?,
                None => pay.put(h.seat, FARM, h.total - 16, "over_sixteen")?,
            }
        }
        // Sixteen: fewer cards, then le brillant, then the elder (hands are in order of play).
        let sixteen = hands
            .iter()
            .filter(|h| h.total == 16)
            .min_by_key(|h| (h.cards, !h.brillant));
        if let Some(w) = sixteen {
            pay.draw_all(FARM, w.seat, "farm")?;
            pay.draw_all(GAME, w.seat, "game")?;
            if let Some(f) = farmer {
                let new = match o.new_farmer {
                    NewFarmer::Dispossessor => w.seat,
                    NewFarmer::Same => f,
                    NewFarmer::Rotate => super::after(f, n),
                };
                pay.put(new, FARM, price, "farm_deposit")?;
                next.farmer = Some(new);
            }
        } else if let Some(best) = hands
            .iter()
            .filter(|h| h.total < 16)
            .max_by_key(|h| h.total)
            .map(|h| h.total)
        {
            // The highest below sixteen, ties to the elder (the first in order of play).
            if let Some(w) = hands.iter().find(|h| h.total == best) {
                pay.draw_all(GAME, w.seat, "game")?;
            }
        }
        if o.manner == 1 && next.farmer.is_none() {
            next.farmer = farmer;
        }
        next.next_dealer = Some(if o.manner == 1 {
            next.farmer.unwrap_or(dealer)
        } else {
            super::after(dealer, n)
        });
        let (transfers, pools) = pay.finish();
        next.pools = pools;
        Ok(Outcome { transfers, next })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let mut on_table = box_items(
            &state.pools,
            &[
                (FARM, crate::msg!("ferme-pot-farm")),
                (GAME, crate::msg!("ferme-pot-game")),
            ],
        );
        if let Some(f) = state.farmer {
            on_table.push(TableItem {
                label: crate::msg!("ferme-farmer", player = table.name(f)),
                amount: None,
                pot: None,
                seat: Some(f),
            });
        }
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: None,
            on_table,
            finished: false,
        }
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        let choice = |v: &str, m: Msg| (v.to_owned(), m);
        vec![
            OptionSpec::new(
                "manner",
                OptionKind::Choice {
                    choices: vec![
                        choice("1", crate::msg!("ferme-manner-1")),
                        choice("2", crate::msg!("ferme-manner-2")),
                    ],
                },
                1,
                crate::msg!("ferme-option-manner"),
            )
            .help(crate::msg!("ferme-option-manner-help"))
            .essential(),
            OptionSpec::optional(
                "farmer",
                OptionKind::Player,
                crate::msg!("ferme-option-farmer"),
            )
            .help(crate::msg!("ferme-option-farmer-help"))
            .essential(),
            OptionSpec::optional(
                "farm_price",
                OptionKind::Count { min: 1, max: 10000 },
                crate::msg!("ferme-option-price"),
            )
            .help(crate::msg!("ferme-option-price-help"))
            .essential(),
            OptionSpec::new(
                "game_stake",
                OptionKind::Count { min: 0, max: 1000 },
                1,
                crate::msg!("ferme-option-stake"),
            )
            .help(crate::msg!("ferme-option-stake-help")),
            OptionSpec::new(
                "new_farmer",
                OptionKind::Choice {
                    choices: vec![
                        choice("dispossessor", crate::msg!("ferme-new-dispossessor")),
                        choice("same", crate::msg!("ferme-new-same")),
                        choice("rotate", crate::msg!("ferme-new-rotate")),
                    ],
                },
                "dispossessor",
                crate::msg!("ferme-option-new-farmer"),
            )
            .help(crate::msg!("ferme-option-new-farmer-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    /// Each player's final cards; the Farmer (manner 1) or the dealer (manner 2) pre-filled.
    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let o = &table.options;
        let mut fields = Vec::new();
        if o.manner == 1 {
            let farmer = state
                .farmer
                .map(|f| table.name(f).to_owned())
                .or_else(|| o.farmer.clone())
                .unwrap_or_default();
            fields.push(
                Field::new(
                    "farmer",
                    crate::msg!("ferme-field-farmer"),
                    FieldKind::Player,
                    true,
                )
                .with_default(farmer),
            );
        } else {
            fields.push(super::dealer_field(table, state.next_dealer));
        }
        for p in &table.players {
            for i in 0..5 {
                let mut f = Field::new(
                    &format!("hands.{p}[{i}]"),
                    crate::msg!("ferme-field-card", player = p.as_str(), n = i + 1),
                    FieldKind::Text,
                    false,
                )
                .with_help(crate::msg!("corbillons-card-help"));
                f = if i < 2 {
                    f.essential(true)
                } else {
                    f.in_group(crate::msg!("ferme-group-more-cards", player = p.as_str()))
                };
                fields.push(f);
            }
        }
        fields
    }
}
