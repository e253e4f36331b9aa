//! La Brusquembille (other-games-2 §15; 000:17495-17677, 001:14788-15010). Individual
//! play: each stakes into the game; the Aces and Tens (brusquembilles) are paid from or to
//! each other player as they win or lose their trick; faults in drawing are paid; the most
//! card points take the game (a tie leaves it, ruling). Partnership (1 v 1, 2 v 2): every
//! deal, each player of the side with fewer points pays the partie stake to his counterpart.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{box_items, by_seat, dealer, dealer_field, not_negative, pot_keys, required, seat};
use crate::domain::{PotKey, Seat};
use crate::games::counters::{add, sum};
use crate::games::pools::{Payments, Pools};
use crate::games::race::Sides;
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome, Status, Table,
};

const GAME: &str = "game";

/// Individual play or partnership.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Each for himself, with the game pot and the rewards.
    #[default]
    Individual,
    /// Two sides, the partie stake every deal.
    Partnership,
}

/// Brusquembille options (§15.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Individual or partnership.
    pub mode: Mode,
    /// Each player's stake into the game (individual; required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_stake: Option<i64>,
    /// An Ace's reward (2).
    pub ace_reward: i64,
    /// A Ten's reward (1).
    pub ten_reward: i64,
    /// The stake each loser pays his counterpart (partnership; required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub partie_stake: Option<i64>,
    /// The two sides (partnership; with two players each is a side).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::games::corbillons::lenient::sides"
    )]
    pub sides: Option<BTreeMap<String, Vec<String>>>,
    /// 30 or 32 cards (validation only).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::games::corbillons::lenient::opt_number"
    )]
    pub deck: Option<u8>,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            mode: Mode::Individual,
            game_stake: None,
            ace_reward: 2,
            ten_reward: 1,
            partie_stake: None,
            sides: None,
            deck: None,
            unit: None,
        }
    }
}

/// An Ace or Ten played.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AceTen {
    /// Who played it.
    pub player: String,
    /// `A` or `10`.
    pub card: String,
    /// Whether it was a trump.
    #[serde(default)]
    pub trump: bool,
    /// Whether it won its trick.
    #[serde(default)]
    pub won: bool,
}

/// A fault in drawing (laws V, VI).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// Drew before his turn and joined the card (law V).
    DrewEarlyJoined,
    /// Drew before his turn and only saw the card (law V).
    DrewEarlySeen,
    /// Saw the next card while drawing (law VI).
    SawNextCard,
}

/// A penalty.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Who is at fault.
    pub player: String,
    /// What he did.
    pub kind: PenaltyKind,
    /// The rightful player of the card (`drew_early_joined`).
    #[serde(default)]
    pub to: Option<String>,
}

/// One deal (§15.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The Aces and Tens played (individual).
    pub aces_tens: Vec<AceTen>,
    /// Card points taken in tricks, every player.
    pub points: BTreeMap<String, i64>,
    /// Faults in drawing (individual).
    pub penalties: Vec<Penalty>,
    /// A card short in the pack (law II): nobody wins the stake.
    pub short_pack: bool,
}

/// What carries over: the game pot, the next dealer; and, in a replay only, each deal's
/// winner.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The game pot (individual play).
    pub pools: Pools,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
    /// Each deal's winner, a seat (individual) or a side index (partnership): what the
    /// report shows of past deals, filled by a replay and never stored in a snapshot.
    #[serde(skip)]
    pub winners: Vec<Option<usize>>,
}

/// The sides of the partnership: the `sides` option, or each player with two players.
fn sides(table: &Table<Options>) -> Result<Sides, DealError> {
    match &table.options.sides {
        Some(s) => Sides::named(table, s),
        None if table.len() == 2 => Ok(Sides::each_player(table)),
        None => Err(required("sides")),
    }
}

/// The Brusquembille engine.
#[derive(Debug, Clone, Copy)]
pub struct Brusquembille;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "game_stake",
    "game",
    "brusquembille",
    "brusquembille_lost",
    "drew_early",
    "saw_card",
    "partie",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "jeton", "corbillon"];

impl Game for Brusquembille {
    type Options = Options;
    type Deal = Deal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_: GameId, o: &Options) -> RangeInclusive<usize> {
        match o.mode {
            Mode::Individual => 3..=5,
            Mode::Partnership => 2..=4,
        }
    }

    /// 2: the snapshots no longer keep each deal's winner.
    fn engine_version(_: GameId) -> i32 {
        2
    }

    /// The report's `winners`, rebuilt by a replay.
    fn shows_past_deals(_: GameId) -> bool {
        true
    }

    fn pots(_: GameId, o: &Options) -> Vec<PotKey> {
        match o.mode {
            Mode::Individual => pot_keys(&[GAME]),
            Mode::Partnership => Vec::new(),
        }
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        match o.mode {
            Mode::Individual => {
                o.game_stake.ok_or_else(|| required("game_stake"))?;
            }
            Mode::Partnership => {
                o.partie_stake.ok_or_else(|| required("partie_stake"))?;
                sides(table)?;
            }
        }
        crate::games::corbillons::check_deck(o.deck, &[30, 32])?;
        crate::games::corbillons::check_amounts(&[
            ("game_stake", o.game_stake.unwrap_or(0)),
            ("ace_reward", o.ace_reward),
            ("ten_reward", o.ten_reward),
            ("partie_stake", o.partie_stake.unwrap_or(0)),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §15.3: individual play, or the partnership's stake.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        super::check_deck(o.deck, &[30, 32])?;
        super::check_amounts(&[
            ("game_stake", o.game_stake.unwrap_or(0)),
            ("ace_reward", o.ace_reward),
            ("ten_reward", o.ten_reward),
            ("partie_stake", o.partie_stake.unwrap_or(0)),
        ])?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        let points = by_seat(table, "points", &deal.points)?;
        if points.len() != table.len() {
            return Err(DealError::invalid(
                "points",
                crate::msg!("brusquembille-points-every-player"),
            ));
        }
        for (_, p) in &points {
            not_negative("points", *p)?;
        }
        let total = sum(points.iter().map(|(_, p)| *p))?;
        let mut pay = Payments::new(state.pools.clone());
        let winner = match o.mode {
            Mode::Partnership => {
                if total != 120 {
                    return Err(DealError::invalid(
                        "points",
                        crate::msg!("brusquembille-points-120", got = total),
                    ));
                }
                let stake = o.partie_stake.ok_or_else(|| required("partie_stake"))?;
                let sides = sides(table)?;
                if sides.len() != 2 {
                    return Err(DealError::Options {
                        detail: crate::msg!("brusquembille-two-sides"),
                    });
                }
                let mut side_points = vec![0_i64; sides.len()];
                for (s, p) in &points {
                    if let Some(i) = sides.side_of(*s) {
                        side_points[i] = add(side_points[i], *p)?;
                    }
                }
                let best = side_points.iter().copied().max().unwrap_or(0);
                let top: Vec<usize> = (0..sides.len())
                    .filter(|i| side_points[*i] == best)
                    .collect();
                match top.as_slice() {
                    [w] => {
                        let won = &sides.0[*w];
                        for (i, side) in sides.0.iter().enumerate().filter(|(i, _)| i != w) {
                            let _ = i;
                            for (from, to) in side.players.iter().zip(&won.players) {
                                pay.pay(*from, *to, stake, "partie")?;
                            }
                        }
                        Some(*w)
                    }
                    _ => None,
                }
            }
            Mode::Individual => {
                let stake = o.game_stake.ok_or_else(|| required("game_stake"))?;
                if total > 120 || (!deal.short_pack && total != 120) {
                    return Err(DealError::invalid(
                        "points",
                        crate::msg!("brusquembille-points-120", got = total),
                    ));
                }
                let seats: Vec<Seat> = table.seats().collect();
                pay.ante_each(seats.iter().copied(), GAME, stake, "game_stake")?;
                for (i, a) in deal.aces_tens.iter().enumerate() {
                    let field = format!("aces_tens.{i}");
                    let p = seat(table, &format!("{field}.player"), &a.player)?;
                    let reward = match a.card.as_str() {
                        "A" => o.ace_reward,
                        "10" => o.ten_reward,
                        _ => {
                            return Err(DealError::invalid(
                                format!("{field}.card"),
                                crate::msg!("brusquembille-ace-or-ten"),
                            ))
                        }
                    };
                    // The Ace of trumps is paid whether or not it wins (§15.3).
                    if a.won || (a.card == "A" && a.trump) {
                        pay.each_pays(seats.iter().copied(), p, reward, "brusquembille")?;
                    } else {
                        pay.pays_each(p, seats.iter().copied(), reward, "brusquembille_lost")?;
                    }
                }
                for (i, pen) in deal.penalties.iter().enumerate() {
                    let field = format!("penalties.{i}");
                    let p = seat(table, &format!("{field}.player"), &pen.player)?;
                    match pen.kind {
                        PenaltyKind::DrewEarlyJoined => {
                            let to = match &pen.to {
                                Some(t) => seat(table, &format!("{field}.to"), t)?,
                                None => {
                                    return Err(DealError::missing(
                                        format!("{field}.to"),
                                        crate::msg!("brusquembille-to-required"),
                                    ))
                                }
                            };
                            // Half the stake on the table at that moment, rounded down.
                            let half = pay.box_now(GAME).div_euclid(2);
                            pay.pay(p, to, half, "drew_early")?;
                        }
                        PenaltyKind::DrewEarlySeen | PenaltyKind::SawNextCard => {
                            pay.pays_each(p, seats.iter().copied(), 2, "saw_card")?;
                        }
                    }
                }
                let best = points.iter().map(|(_, p)| *p).max().unwrap_or(0);
                let top: Vec<Seat> = points
                    .iter()
                    .filter(|(_, p)| *p == best)
                    .map(|(s, _)| *s)
                    .collect();
                match top.as_slice() {
                    [w] if !deal.short_pack => {
                        pay.draw_all(GAME, *w, "game")?;
                        Some(w.index())
                    }
                    _ => None,
                }
            }
        };
        let (transfers, pools) = pay.finish();
        let mut next = state.clone();
        next.pools = pools;
        next.next_dealer = Some(super::after(d, table.len()));
        next.winners.push(winner);
        Ok(Outcome { transfers, next })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: None,
            on_table: match table.options.mode {
                Mode::Individual => {
                    box_items(&state.pools, &[(GAME, crate::msg!("brusquembille-game"))])
                }
                Mode::Partnership => Vec::new(),
            },
            finished: false,
        }
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        let sides = sides(table).ok();
        let name = |w: &Option<usize>| -> Value {
            match (w, table.options.mode) {
                (None, _) => Value::Null,
                (Some(i), Mode::Individual) => {
                    Seat::from_index(*i).map_or(Value::Null, |s| Value::from(table.name(s)))
                }
                (Some(i), Mode::Partnership) => sides
                    .as_ref()
                    .and_then(|s| s.0.get(*i))
                    .map_or(Value::Null, |s| Value::from(s.id.clone())),
            }
        };
        let mut out = Map::new();
        out.insert(
            "winners".into(),
            Value::Array(state.winners.iter().map(name).collect()),
        );
        out
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        let choice = |v: &str, m: Msg| (v.to_owned(), m);
        vec![
            OptionSpec::new(
                "mode",
                OptionKind::Choice {
                    choices: vec![
                        choice("individual", crate::msg!("brusquembille-mode-individual")),
                        choice("partnership", crate::msg!("brusquembille-mode-partnership")),
                    ],
                },
                "individual",
                crate::msg!("brusquembille-option-mode"),
            )
            .help(crate::msg!("brusquembille-option-mode-help"))
            .essential(),
            OptionSpec::optional(
                "game_stake",
                OptionKind::Count { min: 1, max: 1000 },
                crate::msg!("brusquembille-option-game-stake"),
            )
            .help(crate::msg!("brusquembille-option-game-stake-help"))
            .essential(),
            OptionSpec::new(
                "ace_reward",
                OptionKind::Count { min: 0, max: 100 },
                2,
                crate::msg!("brusquembille-option-ace"),
            )
            .help(crate::msg!("brusquembille-option-ace-help")),
            OptionSpec::new(
                "ten_reward",
                OptionKind::Count { min: 0, max: 100 },
                1,
                crate::msg!("brusquembille-option-ten"),
            )
            .help(crate::msg!("brusquembille-option-ten-help")),
            OptionSpec::optional(
                "partie_stake",
                OptionKind::Count { min: 1, max: 10000 },
                crate::msg!("brusquembille-option-partie-stake"),
            )
            .help(crate::msg!("brusquembille-option-partie-stake-help")),
            OptionSpec::optional(
                "sides",
                OptionKind::Sides { count: 2 },
                crate::msg!("brusquembille-option-sides"),
            )
            .help(crate::msg!("brusquembille-option-sides-help")),
            OptionSpec::optional(
                "deck",
                OptionKind::Choice {
                    choices: vec![
                        choice("30", crate::msg!("brusquembille-deck-30")),
                        choice("32", crate::msg!("brusquembille-deck-32")),
                    ],
                },
                crate::msg!("brusquembille-option-deck"),
            )
            .help(crate::msg!("brusquembille-option-deck-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let mut fields = vec![
            Field::new(
                "points",
                crate::msg!("brusquembille-field-points"),
                FieldKind::PerPlayer { min: 0, max: 120 },
                true,
            )
            .with_help(crate::msg!("brusquembille-field-points-help")),
            dealer_field(table, state.next_dealer),
        ];
        if table.options.mode == Mode::Partnership {
            return fields;
        }
        let cards = vec![
            ("A".to_owned(), crate::msg!("brusquembille-card-ace")),
            ("10".to_owned(), crate::msg!("brusquembille-card-ten")),
        ];
        let g = crate::msg!("brusquembille-group-aces-tens");
        for i in 0..8 {
            fields.push(
                Field::new(
                    &format!("aces_tens[{i}].player"),
                    crate::msg!("brusquembille-field-at-player", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .in_group(g.clone()),
            );
            fields.push(
                Field::new(
                    &format!("aces_tens[{i}].card"),
                    crate::msg!("brusquembille-field-at-card", n = i + 1),
                    FieldKind::Choice {
                        options: cards.clone(),
                    },
                    false,
                )
                .in_group(g.clone()),
            );
            fields.push(
                Field::new(
                    &format!("aces_tens[{i}].trump"),
                    crate::msg!("brusquembille-field-at-trump", n = i + 1),
                    FieldKind::Flag,
                    false,
                )
                .in_group(g.clone()),
            );
            fields.push(
                Field::new(
                    &format!("aces_tens[{i}].won"),
                    crate::msg!("brusquembille-field-at-won", n = i + 1),
                    FieldKind::Flag,
                    false,
                )
                .in_group(g.clone()),
            );
        }
        let kinds = vec![
            (
                "drew_early_joined".to_owned(),
                crate::msg!("brusquembille-kind-drew-early-joined"),
            ),
            (
                "drew_early_seen".to_owned(),
                crate::msg!("brusquembille-kind-drew-early-seen"),
            ),
            (
                "saw_next_card".to_owned(),
                crate::msg!("brusquembille-kind-saw-next-card"),
            ),
        ];
        let g = crate::msg!("brusquembille-group-faults");
        for i in 0..2 {
            fields.push(
                Field::new(
                    &format!("penalties[{i}].player"),
                    crate::msg!("brusquembille-field-pen-player", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .in_group(g.clone()),
            );
            fields.push(
                Field::new(
                    &format!("penalties[{i}].kind"),
                    crate::msg!("brusquembille-field-pen-kind", n = i + 1),
                    FieldKind::Choice {
                        options: kinds.clone(),
                    },
                    false,
                )
                .in_group(g.clone()),
            );
            fields.push(
                Field::new(
                    &format!("penalties[{i}].to"),
                    crate::msg!("brusquembille-field-pen-to", n = i + 1),
                    FieldKind::Player,
                    false,
                )
                .in_group(g.clone()),
            );
        }
        fields.push(
            Field::new(
                "short_pack",
                crate::msg!("brusquembille-field-short-pack"),
                FieldKind::Flag,
                false,
            )
            .in_group(g),
        );
        fields
    }
}
