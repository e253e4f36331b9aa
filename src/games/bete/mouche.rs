//! La Mouche, with le Pamphile (other-games-1 §13; 000:15806-16003; 001:12190-12445).
//!
//! The dealer alone puts `ante` on the game each deal (with a waiting mouche when they go
//! separately). `start` = what then lies on the game; each trick draws
//! `L = max(1, start / ante)` while the game lasts, in play order from the eldest. A
//! player who played and took no trick, and each fault, makes a mouche of `start`; la
//! Mouche (five of a suit) takes the game and every mouche due, and each other player who
//! stood makes a mouche. Le Pamphile (000:15976-16003, French only): with the option, the
//! holder of the J♣ is paid one counter for each other player, by the dealer.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::domain::{PotKey, Seat};
use crate::games::counters::{count, mul, sum};
use crate::games::hombre::BeastQueue;
use crate::games::pool::kit::{self, Notes};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome,
    Status, Table, TableItem,
};

const GAME: &str = "game";
const PENDING: &str = "mouches_pending";

/// Options (§13.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// What the dealer puts on the game (default: the number of players).
    #[serde(default)]
    pub ante: Option<i64>,
    /// Mouches made on one deal go together (else each waits and goes alone).
    #[serde(default = "yes")]
    pub mouches_together: bool,
    /// Play le Pamphile (the J♣ highest trump, its holder paid by the dealer).
    #[serde(default)]
    pub pamphile: bool,
    /// What the Pamphile's holder is paid for each other player.
    #[serde(default = "one")]
    pub pamphile_value: i64,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            ante: None,
            mouches_together: true,
            pamphile: false,
            pamphile_value: 1,
            notes: Notes::default(),
        }
    }
}

fn yes() -> bool {
    true
}
fn one() -> i64 {
    1
}

/// A fault (§13.3): each makes a mouche.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultKind {
    /// Renounced.
    Renounce,
    /// Did not head or trump when able.
    FailedToTake,
    /// Cheated (makes the mouche and plays no more).
    Cheat,
}

/// A fault.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fault {
    /// Who.
    pub player: String,
    /// Which.
    pub kind: FaultKind,
}

/// One deal (§13.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// Players who stood or took cards.
    #[serde(default)]
    pub playing: Vec<String>,
    /// Tricks each won.
    #[serde(default)]
    pub tricks: BTreeMap<String, i64>,
    /// The holder of la Mouche (five of a suit).
    #[serde(default)]
    pub mouche_hand: Option<String>,
    /// Faults.
    #[serde(default)]
    pub faults: Vec<Fault>,
    /// The holder of the Pamphile (option `pamphile`).
    #[serde(default)]
    pub pamphile_holder: Option<String>,
    /// A void deal (false pack).
    #[serde(default)]
    pub void: bool,
    /// A misdeal: dealt again, no penalty.
    #[serde(default)]
    pub misdeal: bool,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// `game` and `mouches_pending`.
    pub pools: Pools,
    /// Mouches waiting to go (with `mouches_together = false`).
    pub mouches: BeastQueue,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Mouche scorer.
#[derive(Debug)]
pub struct Mouche;

fn ante(table: &Table<Options>) -> Result<i64, DealError> {
    match table.options.ante {
        Some(a) => Ok(a),
        None => count(table.len()),
    }
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "dealer_stake",
    "trick",
    "mouche",
    "la_mouche",
    "la_mouche_mouches",
    "mouche_goes",
    "pamphile",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["mouche", "pamphile"];

impl Game for Mouche {
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
        3..=6
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        vec![PotKey::new(GAME), PotKey::new(PENDING)]
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        kit::amounts(&[("pamphile_value", table.options.pamphile_value)])?;
        if ante(table)? <= 0 {
            return Err(DealError::Options {
                detail: crate::msg!("mouche-ante-positive"),
            });
        }
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §13.3.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let ante = ante(table)?;
        let n = table.len();
        let mut next = state.clone();
        let dealer = kit::opt_seat(table, "dealer", deal.dealer.as_ref())?;
        if deal.void || deal.misdeal {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        let dealer =
            dealer.ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        let mut playing = Vec::new();
        for (i, p) in deal.playing.iter().enumerate() {
            let s = kit::seat(table, &format!("playing.{i}"), p)?;
            if !playing.contains(&s) {
                playing.push(s);
            }
        }
        let tricks = kit::per_seat(table, "tricks", &deal.tricks, 0, 5)?;
        if let Some(s) = table
            .seats()
            .find(|s| tricks[s.index()] > 0 && !playing.contains(s))
        {
            return Err(kit::bad(
                &format!("tricks.{}", table.name(s)),
                crate::msg!("mouche-tricks-not-playing"),
            ));
        }
        let mouche_hand = kit::opt_seat(table, "mouche_hand", deal.mouche_hand.as_ref())?;
        let total = sum(tricks.iter().copied())?;
        match mouche_hand {
            Some(m) => {
                if !playing.contains(&m) {
                    return Err(kit::bad("mouche_hand", crate::msg!("mouche-hand-playing")));
                }
                if total != 0 {
                    return Err(kit::bad(
                        "tricks",
                        crate::msg!("mouche-no-tricks-with-hand"),
                    ));
                }
            }
            None if !playing.is_empty() && total != 5 => {
                return Err(DealError::TricksDoNotAddUp {
                    expected: 5,
                    got: u32::try_from(total).unwrap_or(0),
                });
            }
            None => {}
        }
        let mut pay = Payments::new(state.pools.clone());
        let mut queue = state.mouches.clone();
        pay.put(dealer, GAME, ante, "dealer_stake")?;
        if !o.mouches_together {
            if let Some(m) = queue.bring_on() {
                pay.shift(PENDING, GAME, m, "mouche_goes")?;
                queue.drawn();
            }
        }
        if o.pamphile {
            if let Some(h) = kit::opt_seat(table, "pamphile_holder", deal.pamphile_holder.as_ref())?
            {
                pay.pay(dealer, h, mul(o.pamphile_value, count(n - 1)?)?, "pamphile")?;
            }
        } else if deal.pamphile_holder.is_some() {
            return Err(kit::bad(
                "pamphile_holder",
                crate::msg!("mouche-no-pamphile"),
            ));
        }
        let start = pay.box_now(GAME);
        let each = (start / ante).max(1);
        let mut made = Vec::new();
        match mouche_hand {
            Some(m) => {
                pay.draw_all(GAME, m, "la_mouche")?;
                pay.draw_all(PENDING, m, "la_mouche_mouches")?;
                queue.clear();
                for &p in playing.iter().filter(|p| **p != m) {
                    made.push((p, start));
                }
            }
            None => {
                for s in kit::order_from(dealer, n) {
                    for _ in 0..tricks[s.index()] {
                        if pay.box_now(GAME) > 0 {
                            pay.draw_up_to(GAME, s, each, "trick")?;
                        }
                    }
                }
                for &p in playing.iter().filter(|p| tricks[p.index()] == 0) {
                    made.push((p, start));
                }
            }
        }
        for (i, f) in deal.faults.iter().enumerate() {
            let p = kit::seat(table, &format!("faults.{i}.player"), &f.player)?;
            made.push((p, start));
        }
        for &(p, amount) in &made {
            if o.mouches_together {
                pay.put(p, GAME, amount, "mouche")?;
            } else {
                pay.put(p, PENDING, amount, "mouche")?;
            }
        }
        if !o.mouches_together {
            let amounts: Vec<i64> = made.iter().map(|m| m.1).collect();
            queue.add_made(&amounts, true)?;
        }
        next.mouches = queue;
        let (transfers, pools) = pay.finish();
        next.pools = pools;
        next.dealer = Some(dealer);
        Ok(Outcome { transfers, next })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let mut on_table = kit::box_items(&state.pools, &[GAME, PENDING], |k| {
            Msg::dynamic(format!("mouche-item-{}", k.replace('_', "-")))
        });
        on_table.extend(
            state
                .mouches
                .in_going_order()
                .into_iter()
                .map(|m| TableItem::amount(crate::msg!("mouche-item-waiting"), m)),
        );
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
            OptionSpec::optional(
                "ante",
                OptionKind::Count { min: 1, max: 100 },
                crate::msg!("mouche-option-ante"),
            )
            .help(crate::msg!("mouche-option-ante-help"))
            .essential(),
            OptionSpec::new(
                "mouches_together",
                OptionKind::Flag,
                true,
                crate::msg!("mouche-option-together"),
            )
            .help(crate::msg!("mouche-option-together-help")),
            OptionSpec::new(
                "pamphile",
                OptionKind::Flag,
                false,
                crate::msg!("mouche-option-pamphile"),
            )
            .help(crate::msg!("mouche-option-pamphile-help")),
            OptionSpec::new(
                "pamphile_value",
                OptionKind::Count { min: 1, max: 100 },
                1,
                crate::msg!("mouche-option-pamphile-value"),
            )
            .help(crate::msg!("mouche-option-pamphile-help")),
        ]
    }

    /// §13.3: a misdeal is dealt again, a false pack makes the deal void; neither pays.
    fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
        vec![
            kit::flag_event(
                table,
                state.dealer,
                "misdeal",
                crate::msg!("mouche-event-misdeal"),
                crate::msg!("mouche-event-misdeal-help"),
            ),
            kit::flag_event(
                table,
                state.dealer,
                "void",
                crate::msg!("mouche-event-void"),
                crate::msg!("mouche-event-void-help"),
            ),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let faults: Vec<(String, Msg)> = vec![
            ("renounce".into(), crate::msg!("mouche-fault-renounce")),
            (
                "failed_to_take".into(),
                crate::msg!("mouche-fault-failed-to-take"),
            ),
            ("cheat".into(), crate::msg!("mouche-fault-cheat")),
        ];
        let mut out = vec![
            kit::dealer_field(table, next),
            Field::new(
                "playing",
                crate::msg!("mouche-field-playing"),
                FieldKind::Players,
                false,
            )
            .essential(true),
            Field::new(
                "tricks",
                crate::msg!("mouche-field-tricks"),
                FieldKind::PerPlayer { min: 0, max: 5 },
                false,
            )
            .essential(true),
            Field::new(
                "mouche_hand",
                crate::msg!("mouche-field-mouche-hand"),
                FieldKind::Player,
                false,
            )
            .with_help(crate::msg!("mouche-field-mouche-hand-help")),
        ];
        if table.options.pamphile {
            out.push(
                Field::new(
                    "pamphile_holder",
                    crate::msg!("mouche-field-pamphile"),
                    FieldKind::Player,
                    false,
                )
                .essential(true),
            );
        }
        for i in 0..3 {
            out.push(
                Field::new(
                    &format!("faults[{i}].player"),
                    crate::msg!("pool-field-player"),
                    FieldKind::Player,
                    false,
                )
                .in_group(crate::msg!("pool-group-faults")),
            );
            out.push(
                Field::new(
                    &format!("faults[{i}].kind"),
                    crate::msg!("mouche-field-fault"),
                    FieldKind::Choice {
                        options: faults.clone(),
                    },
                    false,
                )
                .in_group(crate::msg!("pool-group-faults")),
            );
        }
        out
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        kit::report::<Self>(table, json!({ "pending_mouches": state.mouches.pending }))
    }
}
