//! La Guimbarde, autrement dite la Mariée (other-games-1 §10; 000:15173-15365;
//! 001:11318-11540).
//!
//! Five boxes: le Point, le Mariage, le Fou, le Roi, la Guimbarde, each fed by every
//! player each deal; the holders of K♥ (Roi), Q♥ (Guimbarde), J♦ (Fou), of K♥ and Q♥
//! together (Mariage) and the best point draw them; then each puts `trick_stake` in the
//! Point box and the cards winner takes that whole box (it stays when every trick went
//! to a different player). Then the grand marriage in hand (2 from each) and the events
//! of the play (marriages, the fool, faults).

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::kit::{self, Notes};
use crate::domain::{PotKey, Seat};
use crate::games::counters::mul;
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome,
    Status, Table,
};

const POINT: &str = "point";
const MARIAGE: &str = "mariage";
const FOU: &str = "fou";
const ROI: &str = "roi";
const GUIMBARDE: &str = "guimbarde";
const BOXES: [&str; 5] = [POINT, MARIAGE, FOU, ROI, GUIMBARDE];

/// Options (§10.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// What each puts in each box.
    #[serde(default = "one")]
    pub box_ante: i64,
    /// What each puts in the Point box for the cards.
    #[serde(default = "one")]
    pub trick_stake: i64,
    /// The boxes are fed every deal (else once, at the opening).
    #[serde(default = "yes")]
    pub ante_every_deal: bool,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            box_ante: 1,
            trick_stake: 1,
            ante_every_deal: true,
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

/// Who was dealt K♥, Q♥, J♦.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Holders {
    /// K♥.
    #[serde(default)]
    pub roi: Option<String>,
    /// Q♥.
    #[serde(default)]
    pub guimbarde: Option<String>,
    /// J♦.
    #[serde(default)]
    pub fou: Option<String>,
}

/// A fault (1 to each other player).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fault {
    /// VIII.
    Renounce,
    /// IX.
    FailedToForce,
    /// XII.
    OutOfTurn,
    /// VII.
    BrokeMarriage,
    /// X (in `pre_penalties`).
    Misdeal,
}

/// A misdeal before the deal.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrePenalty {
    /// The dealer who misdealt.
    pub player: String,
    /// `misdeal`.
    pub kind: Fault,
}

/// An event of the play (§10.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// I, II: a King and his Queen falling on it.
    MarriageInPlay {
        /// Who won the trick.
        winner: String,
        /// Who played the King.
        king_player: String,
        /// Who played the Queen.
        queen_player: String,
        /// Won by trumping.
        #[serde(default)]
        by_trump: bool,
    },
    /// I: K and Q of a plain suit in hand.
    MarriageInHand {
        /// Who.
        player: String,
    },
    /// IV: the Q♥ took the K♥.
    GrandMarriageOnTable {
        /// The Q♥'s player.
        player: String,
    },
    /// V: the fool.
    Fool {
        /// Who took it with K♥ or Q♥ (null: nobody).
        #[serde(default)]
        captured_by: Option<String>,
    },
    /// VII-IX, XII.
    Penalty {
        /// Who.
        player: String,
        /// Which.
        kind: Fault,
    },
}

/// One deal (§10.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// Misdeals before the deal.
    #[serde(default)]
    pub pre_penalties: Vec<PrePenalty>,
    /// A false pack found before the end: void.
    #[serde(default)]
    pub void: bool,
    /// A misdeal record: the dealer pays 1 to each.
    #[serde(default)]
    pub misdeal: bool,
    /// K♥, Q♥, J♦.
    #[serde(default)]
    pub holders: Holders,
    /// The best point.
    #[serde(default)]
    pub point_winner: Option<String>,
    /// Events of the play.
    #[serde(default)]
    pub events: Vec<Event>,
    /// Most tricks (at least two).
    #[serde(default)]
    pub cards_winner: Option<String>,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The five boxes.
    pub pools: Pools,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Guimbarde scorer.
#[derive(Debug)]
pub struct Guimbarde;

fn ante_boxes(pay: &mut Payments, seats: &[Seat], ante: i64) -> Result<(), DealError> {
    for b in BOXES {
        pay.ante_each(seats.iter().copied(), b, ante, "box_ante")?;
    }
    Ok(())
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "box_ante",
    "box_roi",
    "box_guimbarde",
    "box_fou",
    "box_mariage",
    "box_point",
    "trick_stake",
    "the_cards",
    "marriage_in_play",
    "marriage_in_hand",
    "marriage_trumped",
    "grand_marriage_in_hand",
    "grand_marriage_on_table",
    "fool",
    "fool_taken",
    "penalty",
    "misdeal",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["jeton", "point", "guimbarde"];

impl Game for Guimbarde {
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
        5..=9
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        BOXES.iter().map(|b| PotKey::new(b)).collect()
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        kit::amounts(&[
            ("box_ante", table.options.box_ante),
            ("trick_stake", table.options.trick_stake),
        ])?;
        let mut pay = Payments::new(Pools::default());
        if !table.options.ante_every_deal {
            let all: Vec<Seat> = table.seats().collect();
            ante_boxes(&mut pay, &all, table.options.box_ante)?;
        }
        let (transfers, pools) = pay.finish();
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                dealer: None,
            },
        })
    }

    /// §10.3 in the engine's order.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let all: Vec<Seat> = table.seats().collect();
        let mut next = state.clone();
        let mut pay = Payments::new(state.pools.clone());
        let dealer = kit::opt_seat(table, "dealer", deal.dealer.as_ref())?;
        for (i, p) in deal.pre_penalties.iter().enumerate() {
            let field = format!("pre_penalties.{i}");
            if p.kind != Fault::Misdeal {
                return Err(kit::bad(
                    &format!("{field}.kind"),
                    crate::msg!("guimbarde-pre-penalty-misdeal"),
                ));
            }
            let s = kit::seat(table, &format!("{field}.player"), &p.player)?;
            pay.pays_each(s, all.iter().copied(), 1, "misdeal")?;
        }
        if deal.misdeal {
            let d = dealer.ok_or_else(|| {
                DealError::missing("dealer", crate::msg!("guimbarde-when-misdeal"))
            })?;
            pay.pays_each(d, all.iter().copied(), 1, "misdeal")?;
        }
        if deal.void || deal.misdeal {
            let (transfers, pools) = pay.finish();
            next.pools = pools;
            return Ok(Outcome { transfers, next });
        }
        let dealer =
            dealer.ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        if o.ante_every_deal {
            ante_boxes(&mut pay, &all, o.box_ante)?;
        }
        let roi = kit::opt_seat(table, "holders.roi", deal.holders.roi.as_ref())?;
        let guimbarde = kit::opt_seat(table, "holders.guimbarde", deal.holders.guimbarde.as_ref())?;
        let fou = kit::opt_seat(table, "holders.fou", deal.holders.fou.as_ref())?;
        let grand = roi.is_some() && roi == guimbarde;
        if let Some(s) = roi {
            pay.draw_all(ROI, s, "box_roi")?;
        }
        if let Some(s) = guimbarde {
            pay.draw_all(GUIMBARDE, s, "box_guimbarde")?;
        }
        if let Some(s) = fou {
            pay.draw_all(FOU, s, "box_fou")?;
        }
        if let (true, Some(s)) = (grand, roi) {
            pay.draw_all(MARIAGE, s, "box_mariage")?;
        }
        if let Some(s) = kit::opt_seat(table, "point_winner", deal.point_winner.as_ref())? {
            pay.draw_all(POINT, s, "box_point")?;
        }
        pay.ante_each(all.iter().copied(), POINT, o.trick_stake, "trick_stake")?;
        if let Some(s) = kit::opt_seat(table, "cards_winner", deal.cards_winner.as_ref())? {
            pay.draw_all(POINT, s, "the_cards")?;
        }
        if let (true, Some(s)) = (grand, roi) {
            pay.each_pays(all.iter().copied(), s, 2, "grand_marriage_in_hand")?;
        }
        let fools = deal
            .events
            .iter()
            .filter(|e| matches!(e, Event::Fool { .. }))
            .count();
        if fools != usize::from(fou.is_some()) {
            return Err(kit::bad("events", crate::msg!("guimbarde-one-fool")));
        }
        for (i, e) in deal.events.iter().enumerate() {
            let field = format!("events.{i}");
            match e {
                Event::MarriageInPlay {
                    winner,
                    king_player,
                    queen_player,
                    by_trump,
                } => {
                    let w = kit::seat(table, &format!("{field}.winner"), winner)?;
                    let k = kit::seat(table, &format!("{field}.king_player"), king_player)?;
                    let q = kit::seat(table, &format!("{field}.queen_player"), queen_player)?;
                    if *by_trump {
                        pay.each_pays([k, q], w, 1, "marriage_trumped")?;
                    } else {
                        pay.each_pays(
                            all.iter().copied().filter(|s| *s != q),
                            w,
                            1,
                            "marriage_in_play",
                        )?;
                    }
                }
                Event::MarriageInHand { player } => {
                    let p = kit::seat(table, &format!("{field}.player"), player)?;
                    pay.each_pays(all.iter().copied(), p, 1, "marriage_in_hand")?;
                }
                Event::GrandMarriageOnTable { player } => {
                    let p = kit::seat(table, &format!("{field}.player"), player)?;
                    if guimbarde != Some(p) || roi == Some(p) {
                        return Err(kit::bad(
                            &format!("{field}.player"),
                            crate::msg!("guimbarde-grand-on-table"),
                        ));
                    }
                    pay.each_pays(all.iter().copied(), p, 1, "grand_marriage_on_table")?;
                }
                Event::Fool { captured_by } => {
                    let Some(holder) = fou else { continue };
                    match kit::opt_seat(
                        table,
                        &format!("{field}.captured_by"),
                        captured_by.as_ref(),
                    )? {
                        None => pay.each_pays(all.iter().copied(), holder, 1, "fool")?,
                        Some(t) => {
                            if t == holder || (Some(t) != roi && Some(t) != guimbarde) {
                                return Err(kit::bad(
                                    &format!("{field}.captured_by"),
                                    crate::msg!("guimbarde-fool-taker"),
                                ));
                            }
                            pay.pay(holder, t, 1, "fool_taken")?;
                        }
                    }
                }
                Event::Penalty { player, kind } => {
                    let p = kit::seat(table, &format!("{field}.player"), player)?;
                    if *kind == Fault::Misdeal {
                        return Err(kit::bad(
                            &format!("{field}.kind"),
                            crate::msg!("guimbarde-misdeal-before"),
                        ));
                    }
                    pay.pays_each(p, all.iter().copied(), mul(1, 1)?, "fault")?;
                }
            }
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
            on_table: kit::box_items(&state.pools, &BOXES, |k| {
                Msg::dynamic(format!("guimbarde-item-{k}"))
            }),
            finished: false,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "box_ante",
                OptionKind::Count { min: 0, max: 100 },
                1,
                crate::msg!("guimbarde-option-box-ante"),
            )
            .help(crate::msg!("guimbarde-option-box-ante-help"))
            .essential(),
            OptionSpec::new(
                "trick_stake",
                OptionKind::Count { min: 0, max: 100 },
                1,
                crate::msg!("guimbarde-option-trick-stake"),
            )
            .help(crate::msg!("guimbarde-option-trick-stake-help")),
            OptionSpec::new(
                "ante_every_deal",
                OptionKind::Flag,
                true,
                crate::msg!("guimbarde-option-ante-every-deal"),
            )
            .help(crate::msg!("guimbarde-option-ante-every-deal-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let kinds: Vec<(String, Msg)> = [
            "marriage_in_play",
            "marriage_in_hand",
            "grand_marriage_on_table",
            "fool",
            "penalty",
        ]
        .iter()
        .map(|k| {
            (
                (*k).to_owned(),
                Msg::dynamic(format!("guimbarde-event-{}", k.replace('_', "-"))),
            )
        })
        .collect();
        let faults: Vec<(String, Msg)> = [
            "renounce",
            "failed_to_force",
            "out_of_turn",
            "broke_marriage",
        ]
        .iter()
        .map(|k| {
            (
                (*k).to_owned(),
                Msg::dynamic(format!("guimbarde-fault-{}", k.replace('_', "-"))),
            )
        })
        .collect();
        let mut out = vec![
            kit::dealer_field(table, next),
            Field::new(
                "holders.roi",
                crate::msg!("guimbarde-field-roi"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "holders.guimbarde",
                crate::msg!("guimbarde-field-guimbarde"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "holders.fou",
                crate::msg!("guimbarde-field-fou"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "point_winner",
                crate::msg!("guimbarde-field-point"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "cards_winner",
                crate::msg!("guimbarde-field-cards"),
                FieldKind::Player,
                false,
            )
            .essential(true)
            .with_help(crate::msg!("guimbarde-field-cards-help")),
        ];
        for i in 0..6 {
            let g = crate::msg!("guimbarde-group-events");
            out.push(
                Field::new(
                    &format!("events[{i}].type"),
                    crate::msg!("guimbarde-field-event", number = i + 1),
                    FieldKind::Choice {
                        options: kinds.clone(),
                    },
                    false,
                )
                .in_group(g.clone()),
            );
            for (f, l) in [
                ("player", crate::msg!("pool-field-player")),
                ("winner", crate::msg!("guimbarde-field-trick-winner")),
                ("king_player", crate::msg!("guimbarde-field-king-player")),
                ("queen_player", crate::msg!("guimbarde-field-queen-player")),
                ("captured_by", crate::msg!("guimbarde-field-captured-by")),
            ] {
                out.push(
                    Field::new(&format!("events[{i}].{f}"), l, FieldKind::Player, false)
                        .in_group(g.clone()),
                );
            }
            out.push(
                Field::new(
                    &format!("events[{i}].by_trump"),
                    crate::msg!("guimbarde-field-by-trump"),
                    FieldKind::Flag,
                    false,
                )
                .in_group(g.clone()),
            );
            out.push(
                Field::new(
                    &format!("events[{i}].kind"),
                    crate::msg!("guimbarde-field-fault"),
                    FieldKind::Choice {
                        options: faults.clone(),
                    },
                    false,
                )
                .in_group(g),
            );
        }
        out.push(
            Field::new(
                "void",
                crate::msg!("pool-field-void"),
                FieldKind::Flag,
                false,
            )
            .in_group(crate::msg!("pool-group-faults")),
        );
        out
    }

    fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
        vec![kit::flag_event(
            table,
            state.dealer,
            "misdeal",
            crate::msg!("guimbarde-event-misdeal"),
            crate::msg!("guimbarde-event-misdeal-help"),
        )]
    }

    fn report(table: &Table<Options>, _state: &State) -> Map<String, Value> {
        kit::report::<Self>(table, json!({}))
    }
}
