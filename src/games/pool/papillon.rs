//! Le Papillon (other-games-1 §4; 000:14198-14391; 001:10040-10320).
//!
//! One deal is one partie. Antes into the box; the hazards in their order (laying down,
//! aces laid down or taken, haneton, the fourth taken with three, sauterelle, petit
//! papillon); then the end: the winner takes the whole box, or, when nobody wins, the last
//! to lay down has the consolation and the box stays; then the cards (most cards in one's
//! takings), paid `m` from each, m = 1 + the tied cards of the partie(s) just before.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::kit::{self, Notes};
use crate::domain::{PotKey, Seat};
use crate::games::counters::add;
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status,
    Table, TableItem,
};

const BOX: &str = "box";

/// Options (§4.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// The fiche each puts in the box, in counters.
    #[serde(default = "ten")]
    pub box_ante: i64,
    /// The ante is made at every partie (else once, at the opening).
    #[serde(default = "yes")]
    pub ante_each_deal: bool,
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
            box_ante: 10,
            ante_each_deal: true,
            tours: None,
            notes: Notes::default(),
        }
    }
}

fn ten() -> i64 {
    10
}
fn yes() -> bool {
    true
}

/// A hazard of the deal (§4.3 I-VIII), in play order.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// I-II: laying down `cards` (1 each into the box), `aces` of them aces (1 to each).
    LayDown {
        /// Who.
        player: String,
        /// Cards laid down (1-3).
        cards: i64,
        /// Aces among them.
        #[serde(default)]
        aces: i64,
    },
    /// III-IV: aces taken from the table (1, or 2 when `matched`, per ace from each).
    TakeAces {
        /// Who.
        player: String,
        /// Aces taken (1-4).
        aces: i64,
        /// Taken with a card of the same number.
        #[serde(default)]
        matched: bool,
    },
    /// V: the may-bug (1 from each).
    Haneton {
        /// Who.
        player: String,
    },
    /// VI: the fourth of a rank taken with three (1 from each).
    FourthWithThree {
        /// Who.
        player: String,
    },
    /// VII: the grasshopper (1 from each).
    Sauterelle {
        /// Who.
        player: String,
    },
    /// VIII: the little butterfly (1 from each).
    PetitPapillon {
        /// Who.
        player: String,
    },
}

/// The end of the partie (§4.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct End {
    /// The winner of the partie.
    #[serde(default)]
    pub winner: Option<String>,
    /// The last to lay down, when nobody won.
    #[serde(default)]
    pub last_to_lay_down: Option<String>,
    /// Most cards in his takings; null = a tie.
    #[serde(default)]
    pub most_cards: Option<String>,
}

/// One deal (= one partie).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// XIII: the deal is void; the dealer puts a fiche in the box.
    #[serde(default)]
    pub misdeal: bool,
    /// A void record: nothing paid.
    #[serde(default)]
    pub void: bool,
    /// The hazards, in order.
    #[serde(default)]
    pub events: Vec<Event>,
    /// The end.
    #[serde(default)]
    pub end: Option<End>,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The box.
    pub pools: Pools,
    /// Tied cards just before (the cards pay 1 + this).
    pub tied: i64,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Papillon scorer.
#[derive(Debug)]
pub struct Papillon;

fn range(field: &str, v: i64, lo: i64, hi: i64) -> Result<(), DealError> {
    if (lo..=hi).contains(&v) {
        Ok(())
    } else {
        Err(kit::bad(
            field,
            crate::msg!("pool-out-of-range", got = v, min = lo, max = hi),
        ))
    }
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "box_ante",
    "box",
    "laid_down",
    "ace_laid_down",
    "aces_taken",
    "haneton",
    "fourth_with_three",
    "sauterelle",
    "petit_papillon",
    "the_cards",
    "consolation",
    "misdeal",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["consolation", "fiche", "jeton", "corbillon", "haneton"];

impl Game for Papillon {
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
        3..=4
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        vec![PotKey::new(BOX)]
    }

    /// With `ante_each_deal = false`, the single ante at the opening (§4.3).
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        kit::amounts(&[("box_ante", table.options.box_ante)])?;
        let mut pay = Payments::new(Pools::default());
        if !table.options.ante_each_deal {
            pay.ante_each(table.seats(), BOX, table.options.box_ante, "box_ante")?;
        }
        let (transfers, pools) = pay.finish();
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                tied: 0,
                dealer: None,
            },
        })
    }

    /// §4.3 in the engine's order.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let mut next = state.clone();
        let dealer = kit::opt_seat(table, "dealer", deal.dealer.as_ref())?;
        let mut pay = Payments::new(state.pools.clone());
        if deal.void {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        if deal.misdeal {
            let dealer = dealer.ok_or_else(|| {
                DealError::missing("dealer", crate::msg!("papillon-when-misdeal"))
            })?;
            pay.put(dealer, BOX, o.box_ante, "misdeal")?;
            let (transfers, pools) = pay.finish();
            next.pools = pools;
            return Ok(Outcome { transfers, next });
        }
        let dealer =
            dealer.ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        let all: Vec<Seat> = table.seats().collect();
        if o.ante_each_deal {
            pay.ante_each(all.iter().copied(), BOX, o.box_ante, "box_ante")?;
        }
        for (i, e) in deal.events.iter().enumerate() {
            let field = format!("events.{i}");
            match e {
                Event::LayDown {
                    player,
                    cards,
                    aces,
                } => {
                    let p = kit::seat(table, &field, player)?;
                    range(&format!("{field}.cards"), *cards, 1, 3)?;
                    range(&format!("{field}.aces"), *aces, 0, *cards)?;
                    pay.put(p, BOX, *cards, "laid_down")?;
                    pay.pays_each(p, all.iter().copied(), *aces, "ace_laid_down")?;
                }
                Event::TakeAces {
                    player,
                    aces,
                    matched,
                } => {
                    let p = kit::seat(table, &field, player)?;
                    range(&format!("{field}.aces"), *aces, 1, 4)?;
                    let each = if *matched { 2 * aces } else { *aces };
                    pay.each_pays(all.iter().copied(), p, each, "aces_taken")?;
                }
                Event::Haneton { player }
                | Event::FourthWithThree { player }
                | Event::Sauterelle { player }
                | Event::PetitPapillon { player } => {
                    let p = kit::seat(table, &field, player)?;
                    let reason = match e {
                        Event::Haneton { .. } => "haneton",
                        Event::FourthWithThree { .. } => "fourth_with_three",
                        Event::Sauterelle { .. } => "sauterelle",
                        _ => "petit_papillon",
                    };
                    pay.each_pays(all.iter().copied(), p, 1, reason)?;
                }
            }
        }
        let end = deal
            .end
            .clone()
            .ok_or_else(|| DealError::missing("end", crate::msg!("pool-when-played")))?;
        let winner = kit::opt_seat(table, "end.winner", end.winner.as_ref())?;
        let last = kit::opt_seat(table, "end.last_to_lay_down", end.last_to_lay_down.as_ref())?;
        match (winner, last) {
            (Some(w), None) => {
                pay.draw_all(BOX, w, "box")?;
            }
            (None, Some(l)) => pay.each_pays(all.iter().copied(), l, 1, "consolation")?,
            _ => return Err(kit::bad("end", crate::msg!("papillon-winner-or-last"))),
        }
        match kit::opt_seat(table, "end.most_cards", end.most_cards.as_ref())? {
            Some(m) => {
                pay.each_pays(all.iter().copied(), m, add(state.tied, 1)?, "the_cards")?;
                next.tied = 0;
            }
            None => next.tied = add(state.tied, 1)?,
        }
        let (transfers, pools) = pay.finish();
        next.pools = pools;
        next.dealer = Some(dealer);
        Ok(Outcome { transfers, next })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let mut on_table =
            kit::box_items(&state.pools, &[BOX], |_| crate::msg!("papillon-item-box"));
        on_table.push(TableItem::amount(
            crate::msg!("papillon-item-cards-multiplier"),
            state.tied.saturating_add(1),
        ));
        Status {
            dealer: Some(
                state
                    .dealer
                    .map_or(Seat::new(0), |d| kit::next(d, table.len())),
            ),
            round: None,
            on_table,
            finished: false,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "box_ante",
                OptionKind::Count { min: 0, max: 1000 },
                10,
                crate::msg!("papillon-option-box-ante"),
            )
            .help(crate::msg!("papillon-option-box-ante-help"))
            .essential(),
            OptionSpec::new(
                "ante_each_deal",
                OptionKind::Flag,
                true,
                crate::msg!("papillon-option-ante-each-deal"),
            )
            .help(crate::msg!("papillon-option-ante-each-deal-help")),
            OptionSpec::optional(
                "tours",
                OptionKind::Count { min: 1, max: 100 },
                crate::msg!("pool-option-tours"),
            )
            .help(crate::msg!("papillon-option-tours-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let kinds: Vec<(String, crate::games::Msg)> = [
            "lay_down",
            "take_aces",
            "haneton",
            "fourth_with_three",
            "sauterelle",
            "petit_papillon",
        ]
        .iter()
        .map(|k| {
            (
                (*k).to_owned(),
                crate::games::Msg::dynamic(format!("papillon-event-{}", k.replace('_', "-"))),
            )
        })
        .collect();
        let mut out = vec![
            kit::dealer_field(table, next),
            Field::new(
                "end.winner",
                crate::msg!("papillon-field-winner"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "end.last_to_lay_down",
                crate::msg!("papillon-field-last"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "end.most_cards",
                crate::msg!("papillon-field-most-cards"),
                FieldKind::Player,
                false,
            )
            .essential(true)
            .with_help(crate::msg!("papillon-field-most-cards-help")),
        ];
        for i in 0..8 {
            let g = crate::msg!("papillon-group-hazards");
            out.push(
                Field::new(
                    &format!("events[{i}].type"),
                    crate::msg!("papillon-field-event", number = i + 1),
                    FieldKind::Choice {
                        options: kinds.clone(),
                    },
                    false,
                )
                .in_group(g.clone()),
            );
            out.push(
                Field::new(
                    &format!("events[{i}].player"),
                    crate::msg!("pool-field-player"),
                    FieldKind::Player,
                    false,
                )
                .in_group(g.clone()),
            );
            out.push(
                Field::new(
                    &format!("events[{i}].cards"),
                    crate::msg!("papillon-field-cards"),
                    FieldKind::Count { min: 1, max: 3 },
                    false,
                )
                .in_group(g.clone()),
            );
            out.push(
                Field::new(
                    &format!("events[{i}].aces"),
                    crate::msg!("papillon-field-aces"),
                    FieldKind::Count { min: 0, max: 4 },
                    false,
                )
                .in_group(g.clone()),
            );
            out.push(
                Field::new(
                    &format!("events[{i}].matched"),
                    crate::msg!("papillon-field-matched"),
                    FieldKind::Flag,
                    false,
                )
                .in_group(g),
            );
        }
        out
    }

    fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
        vec![kit::flag_event(
            table,
            state.dealer,
            "misdeal",
            crate::msg!("papillon-event-misdeal"),
            crate::msg!("papillon-event-misdeal-help"),
        )]
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        kit::report::<Self>(
            table,
            json!({ "cards_multiplier_next": state.tied.saturating_add(1) }),
        )
    }
}
