//! La Bête, or l'Homme (other-games-1 §12; 000:15531-15805; 001:11800-12185).
//!
//! Pots: `fiches` (one fiche each at the start of a tour; a winner draws one), `game`
//! (one counter each when it was drawn, the dealer's counter every deal, the curieuse),
//! `king` (one counter each when it was drawn; to the holder of the King of trumps),
//! `beasts` (every beast made, going or waiting). §12.4 gives the engine's order.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::domain::{PotKey, Seat};
use crate::games::counters::{add, mul, sum};
use crate::games::hombre::BeastQueue;
use crate::games::pool::kit::{self, Notes};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome,
    Status, Table, TableItem,
};

const FICHES: &str = "fiches";
const GAME: &str = "game";
const KING: &str = "king";
const BEASTS: &str = "beasts";

/// How a loser's beast counts the fiches (§12.4, ambiguity (1)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FicheBasis {
    /// Every fiche on the table (the book's example of 11).
    #[default]
    AllRemaining,
    /// One fiche ("as many counters as he would have won").
    One,
}

/// Options (§12.5).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// Counters a fiche is worth.
    #[serde(default = "one")]
    pub fiche_value: i64,
    /// How a beast counts the fiches.
    #[serde(default)]
    pub beast_fiche_basis: FicheBasis,
    /// Number of tours (informational).
    #[serde(default)]
    pub tours: Option<i64>,
    /// Whether contre may be played.
    #[serde(default = "yes")]
    pub contre_allowed: bool,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            fiche_value: 1,
            beast_fiche_basis: FicheBasis::AllRemaining,
            tours: None,
            contre_allowed: true,
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

/// How the deal ended (§12.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Result5 {
    /// Everybody passed.
    NotPlayed,
    /// The player won.
    Win,
    /// The player lost: he makes a beast.
    Lose,
    /// All five tricks.
    Vole,
    /// Stood and took no trick.
    Devole,
}

/// One deal (§12.3).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// The dealer pays 1 to each and deals again.
    #[serde(default)]
    pub misdeal: bool,
    /// A void record: nothing.
    #[serde(default)]
    pub void: bool,
    /// Players who went en curieuse.
    #[serde(default)]
    pub curieuse: Vec<String>,
    /// The result.
    #[serde(default)]
    pub outcome: Option<Result5>,
    /// Who stood (or played contre).
    #[serde(default)]
    pub player: Option<String>,
    /// He played contre.
    #[serde(default)]
    pub contre: bool,
    /// The holder of the King of trumps (or the dealer who turned it).
    #[serde(default)]
    pub king_holder: Option<String>,
    /// Other players who renounced.
    #[serde(default)]
    pub renounced: Vec<String>,
}

/// What carries over.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The four pots.
    pub pools: Pools,
    /// The beasts waiting, in the order made.
    pub beasts: BeastQueue,
    /// Each puts a game counter at the next deal (the game was drawn, or the start).
    pub game_ante_due: bool,
    /// Each puts a King counter at the next deal.
    pub king_ante_due: bool,
    /// Tours begun (fiche antes).
    pub tours_begun: u32,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

impl Default for State {
    fn default() -> Self {
        State {
            pools: Pools::default(),
            beasts: BeastQueue::default(),
            game_ante_due: true,
            king_ante_due: true,
            tours_begun: 0,
            dealer: None,
        }
    }
}

/// The Bête scorer.
#[derive(Debug)]
pub struct Bete;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "fiche",
    "king_counter",
    "game_counter",
    "dealer_counter",
    "curieuse",
    "game",
    "fiche_drawn",
    "beast_won",
    "king",
    "beast",
    "vole",
    "vole_game",
    "vole_fiches",
    "vole_beasts",
    "devole_beast",
    "devole",
    "renounce_beast",
    "misdeal",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["bete", "vole", "contre", "tour", "fiche", "curieuse"];

impl Game for Bete {
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
        3..=7
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        [FICHES, GAME, KING, BEASTS]
            .iter()
            .map(|k| PotKey::new(k))
            .collect()
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        kit::amounts(&[("fiche_value", table.options.fiche_value.saturating_sub(1))])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §12.4 in the engine's order.
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
        if deal.void {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        let dealer =
            dealer.ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        if deal.misdeal {
            pay.pays_each(dealer, all.iter().copied(), 1, "misdeal")?;
            let (transfers, pools) = pay.finish();
            next.pools = pools;
            return Ok(Outcome { transfers, next });
        }
        let outcome = deal
            .outcome
            .ok_or_else(|| DealError::missing("outcome", crate::msg!("pool-when-played")))?;
        let player = kit::opt_seat(table, "player", deal.player.as_ref())?;
        let player = match (outcome, player) {
            (Result5::NotPlayed, None) => None,
            (Result5::NotPlayed, Some(_)) => {
                return Err(kit::bad("player", crate::msg!("bete-player-when-played")))
            }
            (_, None) => {
                return Err(DealError::missing(
                    "player",
                    crate::msg!("pool-when-played"),
                ))
            }
            (_, Some(p)) => Some(p),
        };
        if deal.contre && !o.contre_allowed {
            return Err(kit::bad("contre", crate::msg!("bete-contre-not-allowed")));
        }
        let king_holder = kit::opt_seat(table, "king_holder", deal.king_holder.as_ref())?;
        let mut curieuse = Vec::new();
        for (i, c) in deal.curieuse.iter().enumerate() {
            curieuse.push(kit::seat(table, &format!("curieuse.{i}"), c)?);
        }
        let mut renounced = Vec::new();
        for (i, r) in deal.renounced.iter().enumerate() {
            let s = kit::seat(table, &format!("renounced.{i}"), r)?;
            if Some(s) == player {
                return Err(kit::bad(
                    &format!("renounced.{i}"),
                    crate::msg!("bete-renounce-other"),
                ));
            }
            renounced.push(s);
        }
        // Start of the deal: steps 1-4.
        if pay.pools().is_empty(FICHES) {
            pay.ante_each(all.iter().copied(), FICHES, o.fiche_value, "fiche")?;
            next.tours_begun += 1;
        }
        if state.king_ante_due {
            pay.ante_each(all.iter().copied(), KING, 1, "king_counter")?;
        }
        let mut going_queue = state.beasts.clone();
        let going = going_queue.bring_on();
        if going.is_none() && state.game_ante_due {
            pay.ante_each(all.iter().copied(), GAME, 1, "game_counter")?;
        }
        pay.put(dealer, GAME, 1, "dealer_counter")?;
        for &c in &curieuse {
            pay.put(c, GAME, 1, "curieuse")?;
        }
        let fiches = pay.box_now(FICHES);
        let game = pay.box_now(GAME);
        let one_fiche = o.fiche_value.min(fiches);
        let basis = match (going, o.beast_fiche_basis) {
            (Some(b), _) => sum([b, one_fiche, game])?,
            (None, FicheBasis::AllRemaining) => add(game, fiches)?,
            (None, FicheBasis::One) => add(game, one_fiche)?,
        };
        let mut made = Vec::new();
        let mut beasts_after = state.beasts.clone();
        match (outcome, player) {
            (Result5::Win, Some(p)) => {
                pay.draw_all(GAME, p, "game")?;
                if let Some(b) = going {
                    pay.draw(BEASTS, p, b, "beast_won")?;
                    going_queue.drawn();
                    beasts_after = going_queue;
                }
                pay.draw_up_to(FICHES, p, o.fiche_value.max(1), "fiche_drawn")?;
            }
            (Result5::Lose, Some(p)) => {
                let beast = if deal.contre { mul(basis, 2)? } else { basis };
                pay.put(p, BEASTS, beast, "beast")?;
                made.push(beast);
            }
            (Result5::Vole, Some(p)) => {
                pay.draw_all(GAME, p, "vole_game")?;
                pay.draw_all(FICHES, p, "vole_fiches")?;
                pay.draw_all(BEASTS, p, "vole_beasts")?;
                beasts_after = BeastQueue::default();
                pay.each_pays(all.iter().copied(), p, 1, "vole")?;
            }
            (Result5::Devole, Some(p)) => {
                let beast = sum([pay.box_now(GAME), pay.box_now(FICHES), pay.box_now(BEASTS)])?;
                pay.put(p, BEASTS, beast, "devole_beast")?;
                made.push(beast);
                pay.pays_each(p, all.iter().copied(), 1, "devole")?;
            }
            _ => {}
        }
        for &r in &renounced {
            pay.put(r, BEASTS, basis, "renounce_beast")?;
            made.push(basis);
        }
        beasts_after.on_game = false;
        beasts_after.add_made(&made, false)?;
        let played = outcome != Result5::NotPlayed;
        let king_drawn = match king_holder {
            Some(k)
                if played
                    && !(Some(k) == player
                        && matches!(outcome, Result5::Lose | Result5::Devole)) =>
            {
                pay.draw_all(KING, k, "king")?;
                true
            }
            _ => false,
        };
        next.king_ante_due = king_drawn;
        next.game_ante_due = matches!(outcome, Result5::Win | Result5::Vole);
        next.beasts = beasts_after;
        let (transfers, pools) = pay.finish();
        next.pools = pools;
        next.dealer = Some(dealer);
        Ok(Outcome { transfers, next })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let mut on_table = kit::box_items(&state.pools, &[FICHES, GAME, KING, BEASTS], |k| {
            Msg::dynamic(format!("bete-item-{k}"))
        });
        on_table.extend(
            state
                .beasts
                .in_going_order()
                .into_iter()
                .map(|b| TableItem::amount(crate::msg!("bete-item-beast-waiting"), b)),
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
            OptionSpec::new(
                "fiche_value",
                OptionKind::Count { min: 1, max: 100 },
                1,
                crate::msg!("bete-option-fiche-value"),
            )
            .help(crate::msg!("bete-option-fiche-value-help"))
            .essential(),
            OptionSpec::new(
                "beast_fiche_basis",
                OptionKind::Choice {
                    choices: vec![
                        ("all_remaining".into(), crate::msg!("bete-basis-all")),
                        ("one".into(), crate::msg!("bete-basis-one")),
                    ],
                },
                "all_remaining",
                crate::msg!("bete-option-basis"),
            )
            .help(crate::msg!("bete-option-basis-help")),
            OptionSpec::optional(
                "tours",
                OptionKind::Count { min: 1, max: 100 },
                crate::msg!("pool-option-tours"),
            )
            .help(crate::msg!("bete-option-tours-help")),
            OptionSpec::new(
                "contre_allowed",
                OptionKind::Flag,
                true,
                crate::msg!("bete-option-contre"),
            )
            .help(crate::msg!("bete-option-contre-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let outcomes: Vec<(String, Msg)> = ["not_played", "win", "lose", "vole", "devole"]
            .iter()
            .map(|k| {
                (
                    (*k).to_owned(),
                    Msg::dynamic(format!("bete-outcome-{}", k.replace('_', "-"))),
                )
            })
            .collect();
        vec![
            kit::dealer_field(table, next),
            Field::new(
                "outcome",
                crate::msg!("bete-field-outcome"),
                FieldKind::Choice { options: outcomes },
                true,
            ),
            Field::new(
                "player",
                crate::msg!("bete-field-player"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "king_holder",
                crate::msg!("bete-field-king"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "contre",
                crate::msg!("bete-field-contre"),
                FieldKind::Flag,
                false,
            ),
            Field::new(
                "curieuse",
                crate::msg!("bete-field-curieuse"),
                FieldKind::Players,
                false,
            ),
            Field::new(
                "renounced",
                crate::msg!("bete-field-renounced"),
                FieldKind::Players,
                false,
            )
            .in_group(crate::msg!("pool-group-faults")),
        ]
    }

    fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
        vec![kit::flag_event(
            table,
            state.dealer,
            "misdeal",
            crate::msg!("bete-event-misdeal"),
            crate::msg!("bete-event-misdeal-help"),
        )]
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        kit::report::<Self>(
            table,
            json!({ "pending_beasts": state.beasts.pending, "tours_begun": state.tours_begun }),
        )
    }
}
