//! La Triomphe (other-games-1 §11; 000:15366-15530; 001:11578-11795).
//!
//! Three tricks (or the first two, each for himself) mark one jeu, the vole two; an offer
//! accepted gives the acceptor one; a refusal must make the vole (two) or loses two.
//! Faults lose jeux (Laws II-IX), taken down from the side's own marks and the rest marked
//! by the other side (Law II); each for himself the marks go below zero (a debt). The
//! first to `partie_jeux` wins the partie: each loser pays `stake_per_partie` (to the
//! winner facing him), the marks return to zero and the rest of that deal is not counted.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::domain::{PotKey, Reason, Seat};
use crate::games::pool::kit::{self, Notes};
use crate::games::race::{Race, Scored, Sides};
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome,
    ReportKind, Round, Status, Table,
};

/// Who races (§11.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Two equal sides.
    #[default]
    Sides,
    /// Each for himself (the "provinces" variant).
    EachForHimself,
}

/// Options (§11.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// Sides or each for himself.
    #[serde(default)]
    pub mode: Mode,
    /// The sides (`{name: [players]}`), required in mode `sides`.
    #[serde(default)]
    pub sides: Option<BTreeMap<String, Vec<String>>>,
    /// Jeux to win the partie.
    #[serde(default = "five")]
    pub partie_jeux: i64,
    /// What each loser pays for a partie (required).
    #[serde(default)]
    pub stake_per_partie: Option<i64>,
    /// A renounce loses the partie (Law VII "if agreed").
    #[serde(default)]
    pub renounce_loses_partie: bool,
    /// Variant 3, Ace highest (no effect on payments).
    #[serde(default)]
    pub ace_high: bool,
    /// Variant 3, l'as qui pille (no effect on payments).
    #[serde(default)]
    pub as_qui_pille: bool,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            mode: Mode::Sides,
            sides: None,
            partie_jeux: 5,
            stake_per_partie: None,
            renounce_loses_partie: false,
            ace_high: false,
            as_qui_pille: false,
            notes: Notes::default(),
        }
    }
}

fn five() -> i64 {
    5
}

/// How the deal ended (§11.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Ending {
    /// Three tricks (or the first two).
    Tricks {
        /// The winning player or side.
        winner: String,
        /// The vole was undertaken.
        #[serde(default)]
        vole_undertaken: bool,
        /// The vole was made.
        #[serde(default)]
        vole_made: bool,
    },
    /// The game offered and accepted.
    OfferAccepted {
        /// Who offered.
        offering: String,
        /// Who accepted (marks one).
        accepting: String,
    },
    /// The game offered and refused.
    OfferRefused {
        /// Who offered.
        offering: String,
        /// Who refused (vole or lose two).
        refusing: String,
        /// The refuser made the vole.
        #[serde(default)]
        vole_made: bool,
    },
    /// Nobody made the tricks.
    Nobody,
}

/// The faults (Laws II-IX).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultKind {
    /// II: one jeu.
    Misdeal,
    /// IV: one jeu.
    OutOfTurn,
    /// V: one jeu.
    FailedToWin,
    /// VI: one jeu.
    FailedToTrump,
    /// VII: two jeux (or the partie).
    Renounce,
    /// VIII: the partie.
    Exchange,
    /// IX: the partie.
    Quit,
}

/// A fault.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Who.
    pub player: String,
    /// Which.
    pub kind: FaultKind,
}

/// One deal (§11.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// The ending (null: no play).
    #[serde(default)]
    pub outcome: Option<Ending>,
    /// Faults, in order.
    #[serde(default)]
    pub penalties: Vec<Penalty>,
    /// A misdeal record: the dealer's side loses one jeu.
    #[serde(default)]
    pub misdeal: bool,
    /// A void record: nothing.
    #[serde(default)]
    pub void: bool,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The marks of the partie in play.
    pub race: Race,
    /// Parties won, per side.
    pub parties_won: Vec<u32>,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Triomphe scorer.
#[derive(Debug)]
pub struct Triomphe;

fn sides(table: &Table<Options>) -> Result<Sides, DealError> {
    match table.options.mode {
        Mode::EachForHimself => {
            if table.options.sides.is_some() {
                return Err(DealError::Options {
                    detail: crate::msg!("triomphe-no-sides-each"),
                });
            }
            Ok(Sides::each_player(table))
        }
        Mode::Sides => {
            let s = table
                .options
                .sides
                .as_ref()
                .ok_or_else(|| kit::required("sides"))?;
            let sides = Sides::named(table, s).map_err(|e| DealError::Options {
                detail: e.message(),
            })?;
            if sides.len() != 2 || sides.0[0].players.len() > 3 {
                return Err(DealError::Options {
                    detail: crate::msg!("triomphe-two-sides"),
                });
            }
            for side in &sides.0 {
                if let Some(p) = table.players.iter().find(|p| **p == side.id) {
                    let seat = table.seat_of("sides", p)?;
                    if !side.players.contains(&seat) {
                        return Err(DealError::Options {
                            detail: crate::msg!("triomphe-side-name", side = side.id.as_str()),
                        });
                    }
                }
            }
            Ok(sides)
        }
    }
}

/// A side named by its name or by one of its players.
fn side_of(
    table: &Table<Options>,
    sides: &Sides,
    field: &str,
    who: &str,
) -> Result<usize, DealError> {
    if let Ok(i) = sides.index_of(field, who) {
        return Ok(i);
    }
    let seat = table.seat_of(field, who)?;
    sides
        .side_of(seat)
        .ok_or_else(|| kit::bad(field, crate::msg!("race-unknown-side", side = who)))
}

/// The partie in play, with the stakes it pays when won.
struct Partie<'a> {
    table: &'a Table<Options>,
    sides: &'a Sides,
    race: Race,
    won: Vec<u32>,
    transfers: Vec<crate::domain::Transfer>,
    over: bool,
}

impl Partie<'_> {
    fn target(&self) -> i64 {
        self.table.options.partie_jeux
    }

    fn stake(&self) -> i64 {
        self.table.options.stake_per_partie.unwrap_or(0)
    }

    fn after(&mut self, scored: Scored) {
        if scored == Scored::Won {
            if let Some(w) = self.race.winner {
                self.transfers.extend(self.race.settlement(
                    self.sides,
                    self.stake(),
                    Reason::new("partie"),
                ));
                if let Some(n) = self.won.get_mut(w) {
                    *n += 1;
                }
            }
            self.race = Race::new(self.sides.len());
            self.over = true;
        }
    }

    fn gain(&mut self, side: usize, jeux: i64) -> Result<(), DealError> {
        if self.over {
            return Ok(());
        }
        let s = self.race.score(&[(side, jeux)], self.target())?;
        self.after(s);
        Ok(())
    }

    /// Law II: loses `jeux`; sides: taken down, the rest marked by the other side; each
    /// for himself: a debt.
    fn lose(&mut self, side: usize, jeux: i64) -> Result<(), DealError> {
        if self.over {
            return Ok(());
        }
        let s = match self.table.options.mode {
            Mode::Sides => self
                .race
                .lose_games(side, jeux, 1 - side.min(1), self.target())?,
            Mode::EachForHimself => self.race.score(&[(side, -jeux)], self.target())?,
        };
        self.after(s);
        Ok(())
    }

    /// The partie lost by a fault (Laws VII-IX).
    fn lose_partie(&mut self, side: usize, offender: Seat) {
        if self.over {
            return;
        }
        match self.table.options.mode {
            Mode::Sides => {
                let s = self.race.win_outright(1 - side.min(1));
                self.after(s);
            }
            Mode::EachForHimself => {
                for to in self.table.seats().filter(|s| *s != offender) {
                    if self.stake() > 0 {
                        self.transfers.push(crate::domain::Transfer::new(
                            crate::domain::Account::Player(offender),
                            crate::domain::Account::Player(to),
                            self.stake(),
                            Reason::new("partie_lost_by_fault"),
                        ));
                    }
                }
                self.race = Race::new(self.sides.len());
                self.over = true;
            }
        }
    }
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["partie", "partie_lost_by_fault"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["partie"];

impl Game for Triomphe {
    type Options = Options;
    type Deal = Deal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_game: GameId, options: &Options) -> RangeInclusive<usize> {
        match options.mode {
            Mode::Sides => 2..=6,
            Mode::EachForHimself => 2..=6,
        }
    }

    fn pots(_game: GameId, _options: &Options) -> Vec<PotKey> {
        Vec::new()
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        table
            .options
            .stake_per_partie
            .ok_or_else(|| kit::required("stake_per_partie"))?;
        kit::amounts(&[(
            "stake_per_partie",
            table.options.stake_per_partie.unwrap_or(0),
        )])?;
        if table.options.partie_jeux <= 0 {
            return Err(DealError::Options {
                detail: crate::msg!("triomphe-partie-positive"),
            });
        }
        let n = sides(table)?.len();
        Ok(Outcome {
            transfers: Vec::new(),
            next: State {
                race: Race::new(n),
                parties_won: vec![0; n],
                dealer: None,
            },
        })
    }

    /// §11.3: the faults in their order, then the result.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        table
            .options
            .stake_per_partie
            .ok_or_else(|| kit::required("stake_per_partie"))?;
        let sides = sides(table)?;
        let mut next = state.clone();
        let dealer = kit::opt_seat(table, "dealer", deal.dealer.as_ref())?;
        if deal.void {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        let mut race = state.race.sized(sides.len());
        race.begin_deal()?;
        let mut won = state.parties_won.clone();
        won.resize(sides.len(), 0);
        let mut p = Partie {
            table,
            sides: &sides,
            race,
            won,
            transfers: Vec::new(),
            over: false,
        };
        if deal.misdeal {
            let d = dealer.ok_or_else(|| {
                DealError::missing("dealer", crate::msg!("triomphe-when-misdeal"))
            })?;
            let side = sides.side_of(d).unwrap_or(0);
            p.lose(side, 1)?;
        } else {
            for (i, pen) in deal.penalties.iter().enumerate() {
                let who = kit::seat(table, &format!("penalties.{i}.player"), &pen.player)?;
                let side = sides.side_of(who).unwrap_or(0);
                match pen.kind {
                    FaultKind::Misdeal
                    | FaultKind::OutOfTurn
                    | FaultKind::FailedToWin
                    | FaultKind::FailedToTrump => p.lose(side, 1)?,
                    FaultKind::Renounce if table.options.renounce_loses_partie => {
                        p.lose_partie(side, who)
                    }
                    FaultKind::Renounce => p.lose(side, 2)?,
                    FaultKind::Exchange | FaultKind::Quit => p.lose_partie(side, who),
                }
            }
            match &deal.outcome {
                None | Some(Ending::Nobody) => {}
                Some(Ending::Tricks {
                    winner,
                    vole_undertaken,
                    vole_made,
                }) => {
                    let w = side_of(table, &sides, "outcome.winner", winner)?;
                    if *vole_made {
                        p.gain(w, 2)?;
                    } else if *vole_undertaken {
                        p.lose(w, 2)?;
                    } else {
                        p.gain(w, 1)?;
                    }
                }
                Some(Ending::OfferAccepted {
                    offering,
                    accepting,
                }) => {
                    let o = side_of(table, &sides, "outcome.offering", offering)?;
                    let a = side_of(table, &sides, "outcome.accepting", accepting)?;
                    if o == a {
                        return Err(kit::bad(
                            "outcome.accepting",
                            crate::msg!("triomphe-same-side"),
                        ));
                    }
                    p.gain(a, 1)?;
                }
                Some(Ending::OfferRefused {
                    offering,
                    refusing,
                    vole_made,
                }) => {
                    let o = side_of(table, &sides, "outcome.offering", offering)?;
                    let r = side_of(table, &sides, "outcome.refusing", refusing)?;
                    if o == r {
                        return Err(kit::bad(
                            "outcome.refusing",
                            crate::msg!("triomphe-same-side"),
                        ));
                    }
                    if *vole_made {
                        p.gain(r, 2)?;
                    } else {
                        p.lose(r, 2)?;
                    }
                }
            }
        }
        next.race = p.race;
        next.parties_won = p.won;
        next.dealer = dealer.or(state.dealer);
        Ok(Outcome {
            transfers: p.transfers,
            next,
        })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let on_table = sides(table)
            .map(|s| {
                state
                    .race
                    .sized(s.len())
                    .items(&s, table.options.partie_jeux)
            })
            .unwrap_or_default();
        let played: u32 = state.parties_won.iter().sum();
        Status {
            dealer: Some(
                state
                    .dealer
                    .map_or(Seat::new(0), |d| kit::next(d, table.len())),
            ),
            round: Some(Round {
                label: crate::msg!("triomphe-round", number = played + 1),
                number: Some(played + 1),
                of: None,
                doubled: false,
            }),
            on_table,
            finished: false,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "mode",
                OptionKind::Choice {
                    choices: vec![
                        ("sides".into(), crate::msg!("triomphe-mode-sides")),
                        ("each_for_himself".into(), crate::msg!("triomphe-mode-each")),
                    ],
                },
                "sides",
                crate::msg!("triomphe-option-mode"),
            )
            .help(crate::msg!("triomphe-option-mode-help"))
            .essential(),
            OptionSpec::optional(
                "sides",
                OptionKind::Sides { count: 2 },
                crate::msg!("triomphe-option-sides"),
            )
            .help(crate::msg!("triomphe-option-sides-help"))
            .essential(),
            OptionSpec::required(
                "stake_per_partie",
                OptionKind::Count {
                    min: 1,
                    max: 1_000_000,
                },
                crate::msg!("triomphe-option-stake"),
            )
            .help(crate::msg!("triomphe-option-stake-help")),
            OptionSpec::new(
                "partie_jeux",
                OptionKind::Count { min: 1, max: 50 },
                5,
                crate::msg!("triomphe-option-partie"),
            )
            .help(crate::msg!("triomphe-option-partie-help")),
            OptionSpec::new(
                "renounce_loses_partie",
                OptionKind::Flag,
                false,
                crate::msg!("triomphe-option-renounce"),
            )
            .help(crate::msg!("triomphe-option-renounce-help")),
            OptionSpec::new(
                "ace_high",
                OptionKind::Flag,
                false,
                crate::msg!("triomphe-option-ace-high"),
            )
            .help(crate::msg!("triomphe-option-variant-help")),
            OptionSpec::new(
                "as_qui_pille",
                OptionKind::Flag,
                false,
                crate::msg!("triomphe-option-as-qui-pille"),
            )
            .help(crate::msg!("triomphe-option-variant-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let types: Vec<(String, Msg)> = ["tricks", "offer_accepted", "offer_refused", "nobody"]
            .iter()
            .map(|k| {
                (
                    (*k).to_owned(),
                    Msg::dynamic(format!("triomphe-outcome-{}", k.replace('_', "-"))),
                )
            })
            .collect();
        let faults: Vec<(String, Msg)> = [
            "out_of_turn",
            "failed_to_win",
            "failed_to_trump",
            "renounce",
            "exchange",
            "quit",
            "misdeal",
        ]
        .iter()
        .map(|k| {
            (
                (*k).to_owned(),
                Msg::dynamic(format!("triomphe-fault-{}", k.replace('_', "-"))),
            )
        })
        .collect();
        let mut out = vec![
            kit::dealer_field(table, next),
            Field::new(
                "outcome.type",
                crate::msg!("triomphe-field-outcome"),
                FieldKind::Choice { options: types },
                false,
            )
            .essential(true)
            .with_default("tricks"),
            Field::new(
                "outcome.winner",
                crate::msg!("triomphe-field-winner"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "outcome.vole_made",
                crate::msg!("triomphe-field-vole-made"),
                FieldKind::Flag,
                false,
            )
            .essential(true),
            Field::new(
                "outcome.vole_undertaken",
                crate::msg!("triomphe-field-vole-undertaken"),
                FieldKind::Flag,
                false,
            ),
            Field::new(
                "outcome.offering",
                crate::msg!("triomphe-field-offering"),
                FieldKind::Player,
                false,
            ),
            Field::new(
                "outcome.accepting",
                crate::msg!("triomphe-field-accepting"),
                FieldKind::Player,
                false,
            ),
            Field::new(
                "outcome.refusing",
                crate::msg!("triomphe-field-refusing"),
                FieldKind::Player,
                false,
            ),
        ];
        out.extend(kit::penalty_slots(
            3,
            &crate::msg!("triomphe-field-fault"),
            &faults,
        ));
        out
    }

    fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
        vec![kit::flag_event(
            table,
            state.dealer,
            "misdeal",
            crate::msg!("triomphe-fault-misdeal"),
            crate::msg!("triomphe-event-misdeal-help"),
        )]
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::MarksRace
    }

    /// The race's sheet: marks per deal toward the partie's target.
    fn sheet(table: &Table<Options>, state: &State) -> Option<crate::games::sheet::Sheet> {
        let sides = sides(table).ok()?;
        Some(crate::games::jeux::race_sheet(
            &state.race,
            &sides,
            table.options.partie_jeux,
        ))
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        let Ok(sides) = sides(table) else {
            return kit::report::<Self>(table, json!({}));
        };
        let race = state.race.sized(sides.len());
        let by = |v: &dyn Fn(usize) -> i64| -> Value {
            Value::Object(
                sides
                    .0
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (s.id.clone(), Value::from(v(i))))
                    .collect(),
            )
        };
        let score = by(&|i| race.marks.get(i).copied().unwrap_or(0));
        let won = by(&|i| i64::from(state.parties_won.get(i).copied().unwrap_or(0)));
        kit::report::<Self>(table, json!({ "score": score, "parties_won": won }))
    }
}
