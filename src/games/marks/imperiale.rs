//! L'Impériale (other-games-1 §3; 000:13688-13998; 001:9440-9790).
//!
//! Marks in counters (4 points) and imperials (6 counters); the imperials race to
//! `partie_imperials` in the shared [`Race`]. The deal is counted in the book's order
//! (Law XV): turn-up, imperials in hand, imperial turned, point, imperial won in play,
//! honours, cards; within a step the players in play order, the eldest first. Every
//! imperial gained (not by penalty) wipes the other players' loose counters. The first to
//! the target wins at that step: the rest of the deal is not counted, the loser pays the
//! stake and the marks return to zero. Penalties (Laws IV-XII) take imperials down from
//! the offender's own, the rest marked for the adversary (Law XII).

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::domain::{Account, PotKey, Reason, Seat, Transfer};
use crate::games::counters::sum;
use crate::games::pool::kit::{self, Notes};
use crate::games::race::{Race, Scored, Sides};
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome,
    ReportKind, Round, Status, Table, TableItem,
};

/// Options (§3.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// What the loser of a partie pays (required).
    #[serde(default)]
    pub stake_per_partie: Option<i64>,
    /// Imperials to win the partie.
    #[serde(default = "five")]
    pub partie_imperials: i64,
    /// 32 or 36 cards.
    #[serde(default = "deck32")]
    pub deck: u8,
    /// Imperials turned and won in play admitted (Law XVI).
    #[serde(default = "yes")]
    pub sans_restriction: bool,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stake_per_partie: None,
            partie_imperials: 5,
            deck: 32,
            sans_restriction: true,
            notes: Notes::default(),
        }
    }
}

fn five() -> i64 {
    5
}
fn deck32() -> u8 {
    32
}
fn yes() -> bool {
    true
}

/// The penalties (Laws IV, VI, X, XI).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// IV: one imperial.
    Misdeal,
    /// X: one imperial.
    FailedToTake,
    /// XI: two imperials.
    Renounce,
    /// VI: the partie.
    MixedWithStock,
}

/// A penalty.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Who.
    pub player: String,
    /// Which.
    pub kind: PenaltyKind,
}

/// One deal (§3.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// The turn-up is an honour.
    #[serde(default)]
    pub turned_honour: bool,
    /// Imperials shown in hand.
    #[serde(default)]
    pub imperials_in_hand: BTreeMap<String, Vec<String>>,
    /// The turn-up completes this player's imperial.
    #[serde(default)]
    pub imperial_turned: Option<String>,
    /// The point.
    #[serde(default)]
    pub point: Option<String>,
    /// The imperial of trumps won in play.
    #[serde(default)]
    pub imperial_won_in_play: Option<String>,
    /// Trump honours in each player's tricks.
    #[serde(default)]
    pub honours_won: BTreeMap<String, i64>,
    /// Tricks won.
    #[serde(default)]
    pub tricks: BTreeMap<String, i64>,
    /// Penalties.
    #[serde(default)]
    pub penalties: Vec<Penalty>,
    /// A misdeal record: the dealer loses one imperial, nothing else.
    #[serde(default)]
    pub misdeal: bool,
    /// A void record.
    #[serde(default)]
    pub void: bool,
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Imperials (the race's marks).
    pub race: Race,
    /// Loose counters (0-5) per player.
    pub counters: Vec<i64>,
    /// Parties won per player.
    pub parties_won: Vec<u32>,
    /// The last dealer.
    pub dealer: Option<Seat>,
}

/// The Impériale scorer.
#[derive(Debug)]
pub struct Imperiale;

/// The imperials a hand may show (§3.2), each with what it is worth: four of a kind, the
/// K-Q-J-A of a plain suit, and the K-Q-J-A of trumps, which counts two.
const KINDS: [(&str, i64); 11] = [
    ("four_kings", 1),
    ("four_queens", 1),
    ("four_knaves", 1),
    ("four_aces", 1),
    ("four_sevens", 1),
    ("four_sixes", 1),
    ("spades_sequence", 1),
    ("hearts_sequence", 1),
    ("diamonds_sequence", 1),
    ("clubs_sequence", 1),
    ("trump_sequence", 2),
];

/// The kinds of imperial in hand of a pack: four sevens with 32 cards, four sixes with 36.
fn kinds(deck: u8) -> impl Iterator<Item = (&'static str, i64)> {
    KINDS.into_iter().filter(move |(kind, _)| match *kind {
        "four_sevens" => deck == 32,
        "four_sixes" => deck == 36,
        _ => true,
    })
}

/// How many imperials a kind in hand is worth, if it is one of this pack.
fn kind_value(kind: &str, deck: u8) -> Option<i64> {
    kinds(deck).find(|(k, _)| *k == kind).map(|(_, v)| v)
}

struct Marks<'a> {
    table: &'a Table<Options>,
    sides: Sides,
    race: Race,
    counters: Vec<i64>,
    won: Vec<u32>,
    transfers: Vec<Transfer>,
    over: bool,
}

impl Marks<'_> {
    fn target(&self) -> i64 {
        self.table.options.partie_imperials
    }

    fn stake(&self) -> i64 {
        self.table.options.stake_per_partie.unwrap_or(0)
    }

    fn reset(&mut self) {
        self.race = Race::new(self.table.len());
        self.counters = vec![0; self.table.len()];
        self.over = true;
    }

    fn after(&mut self, s: Scored) {
        if s == Scored::Won {
            if let Some(w) = self.race.winner {
                self.transfers.extend(self.race.settlement(
                    &self.sides,
                    self.stake(),
                    Reason::new("partie"),
                ));
                if let Some(n) = self.won.get_mut(w) {
                    *n += 1;
                }
            }
            self.reset();
        }
    }

    /// `p` gains `n` imperials (not by penalty): the others' loose counters are wiped.
    fn imperials(&mut self, p: usize, n: i64) -> Result<(), DealError> {
        if self.over || n <= 0 {
            return Ok(());
        }
        let s = self.race.score(&[(p, n)], self.target())?;
        if s != Scored::Won {
            for (i, c) in self.counters.iter_mut().enumerate() {
                if i != p {
                    *c = 0;
                }
            }
        }
        self.after(s);
        Ok(())
    }

    /// `p` marks `n` counters; six make an imperial.
    fn counters(&mut self, p: usize, n: i64) -> Result<(), DealError> {
        if self.over || n <= 0 {
            return Ok(());
        }
        let total = self.counters[p] + n;
        self.counters[p] = total % 6;
        self.imperials(p, total / 6)
    }

    /// Law XII: `n` imperials lost, taken down from the offender's own, the rest marked
    /// for each adversary; no wiping.
    fn penalty(&mut self, p: usize, n: i64) -> Result<(), DealError> {
        if self.over {
            return Ok(());
        }
        let has = self.race.marks.get(p).copied().unwrap_or(0).max(0);
        let down = n.min(has);
        let mut changes = Vec::new();
        if down > 0 {
            changes.push((p, -down));
        }
        if n > down {
            changes.extend(
                (0..self.table.len())
                    .filter(|i| *i != p)
                    .map(|i| (i, n - down)),
            );
        }
        let s = self.race.score(&changes, self.target())?;
        self.after(s);
        Ok(())
    }

    /// Law VI: mixing one's hand with the stock loses the partie.
    fn mixed(&mut self, p: usize) {
        if self.over {
            return;
        }
        if self.table.len() == 2 {
            let s = self.race.win_outright(1 - p.min(1));
            self.after(s);
        } else {
            let stake = self.stake();
            if stake > 0 {
                for i in (0..self.table.len()).filter(|i| *i != p) {
                    if let (Some(from), Some(to)) = (Seat::from_index(p), Seat::from_index(i)) {
                        self.transfers.push(Transfer::new(
                            Account::Player(from),
                            Account::Player(to),
                            stake,
                            Reason::new("partie_lost_by_fault"),
                        ));
                    }
                }
            }
            self.reset();
        }
    }
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["partie", "partie_lost_by_fault"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["partie", "imperiale"];

impl Game for Imperiale {
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
        if options.deck == 36 {
            2..=3
        } else {
            2..=2
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
        if !matches!(table.options.deck, 32 | 36) {
            return Err(DealError::Options {
                detail: crate::msg!("imperiale-deck"),
            });
        }
        if table.options.partie_imperials <= 0 {
            return Err(DealError::Options {
                detail: crate::msg!("imperiale-partie-positive"),
            });
        }
        let n = table.len();
        Ok(Outcome {
            transfers: Vec::new(),
            next: State {
                race: Race::new(n),
                counters: vec![0; n],
                parties_won: vec![0; n],
                dealer: None,
            },
        })
    }

    /// §3.3 in the order of Law XV.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        o.stake_per_partie
            .ok_or_else(|| kit::required("stake_per_partie"))?;
        let n = table.len();
        let mut next = state.clone();
        let dealer = kit::opt_seat(table, "dealer", deal.dealer.as_ref())?;
        if deal.void {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        let dealer =
            dealer.ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        let mut race = state.race.sized(n);
        race.begin_deal()?;
        let mut counters = state.counters.clone();
        counters.resize(n, 0);
        let mut won = state.parties_won.clone();
        won.resize(n, 0);
        let mut m = Marks {
            table,
            sides: Sides::each_player(table),
            race,
            counters,
            won,
            transfers: Vec::new(),
            over: false,
        };
        let d = dealer.index();
        if deal.misdeal {
            m.penalty(d, 1)?;
        } else {
            let order: Vec<usize> = kit::order_from(dealer, n)
                .iter()
                .map(|s| s.index())
                .collect();
            let mut penalties = Vec::new();
            for (i, p) in deal.penalties.iter().enumerate() {
                penalties.push((
                    kit::seat(table, &format!("penalties.{i}.player"), &p.player)?.index(),
                    p.kind,
                ));
            }
            // Misdeal and mixing with the stock come before the counting.
            for &(p, k) in &penalties {
                match k {
                    PenaltyKind::Misdeal => m.penalty(p, 1)?,
                    PenaltyKind::MixedWithStock => m.mixed(p),
                    _ => {}
                }
            }
            let mut in_hand = vec![0_i64; n];
            for (name, kinds) in &deal.imperials_in_hand {
                let s = table.seat_of("imperials_in_hand", name)?.index();
                for k in kinds {
                    in_hand[s] += kind_value(k, o.deck).ok_or_else(|| {
                        kit::bad(
                            &format!("imperials_in_hand.{name}"),
                            crate::msg!("imperiale-unknown-kind", kind = k.as_str()),
                        )
                    })?;
                }
            }
            let honours = kit::per_seat(table, "honours_won", &deal.honours_won, 0, 5)?;
            if sum(honours.iter().copied())? > 5 {
                return Err(kit::bad(
                    "honours_won",
                    crate::msg!("imperiale-five-honours"),
                ));
            }
            let tricks = kit::per_seat(table, "tricks", &deal.tricks, 0, 12)?;
            let total = sum(tricks.iter().copied())?;
            if !deal.tricks.is_empty() && total != 12 {
                return Err(DealError::TricksDoNotAddUp {
                    expected: 12,
                    got: u32::try_from(total).unwrap_or(0),
                });
            }
            let turned = kit::opt_seat(table, "imperial_turned", deal.imperial_turned.as_ref())?;
            let in_play = kit::opt_seat(
                table,
                "imperial_won_in_play",
                deal.imperial_won_in_play.as_ref(),
            )?;
            // Law XVI: without "sans restriction" they are not admitted (not counted).
            let (turned, in_play) = if o.sans_restriction {
                (turned, in_play)
            } else {
                (None, None)
            };
            let point = kit::opt_seat(table, "point", deal.point.as_ref())?;
            let share = if n == 2 { 6 } else { 4 };
            if deal.turned_honour {
                m.counters(d, 1)?;
            }
            for &p in &order {
                m.imperials(p, in_hand[p])?;
            }
            if let Some(t) = turned {
                m.imperials(t.index(), 1)?;
            }
            if let Some(p) = point {
                m.counters(p.index(), 1)?;
            }
            if let Some(t) = in_play {
                m.imperials(t.index(), 1)?;
            }
            for &p in &order {
                m.counters(p, honours[p])?;
            }
            for &p in &order {
                m.counters(p, (tricks[p] - share).max(0))?;
            }
            for &(p, k) in &penalties {
                match k {
                    PenaltyKind::FailedToTake => m.penalty(p, 1)?,
                    PenaltyKind::Renounce => m.penalty(p, 2)?,
                    PenaltyKind::Misdeal | PenaltyKind::MixedWithStock => {}
                }
            }
        }
        next.race = m.race;
        next.counters = m.counters;
        next.parties_won = m.won;
        next.dealer = Some(dealer);
        Ok(Outcome {
            transfers: m.transfers,
            next,
        })
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let sides = Sides::each_player(table);
        let race = state.race.sized(table.len());
        let mut on_table = race.items(&sides, table.options.partie_imperials);
        on_table.extend(table.seats().map(|s| TableItem {
            label: crate::msg!("imperiale-item-counters", player = table.name(s)),
            amount: Some(state.counters.get(s.index()).copied().unwrap_or(0)),
            pot: None,
            seat: Some(s),
        }));
        let played: u32 = state.parties_won.iter().sum();
        Status {
            dealer: Some(
                state
                    .dealer
                    .map_or(Seat::new(0), |d| kit::next(d, table.len())),
            ),
            round: Some(Round {
                label: crate::msg!("imperiale-round", number = played + 1),
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
            OptionSpec::required(
                "stake_per_partie",
                OptionKind::Count {
                    min: 1,
                    max: 1_000_000,
                },
                crate::msg!("imperiale-option-stake"),
            )
            .help(crate::msg!("imperiale-option-stake-help")),
            OptionSpec::new(
                "partie_imperials",
                OptionKind::Count { min: 1, max: 50 },
                5,
                crate::msg!("imperiale-option-partie"),
            )
            .help(crate::msg!("imperiale-option-partie-help"))
            .essential(),
            OptionSpec::new(
                "deck",
                OptionKind::Count { min: 32, max: 36 },
                32,
                crate::msg!("imperiale-option-deck"),
            )
            .help(crate::msg!("imperiale-option-deck-help")),
            OptionSpec::new(
                "sans_restriction",
                OptionKind::Flag,
                true,
                crate::msg!("imperiale-option-sans-restriction"),
            )
            .help(crate::msg!("imperiale-option-sans-restriction-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let pens: Vec<(String, Msg)> =
            ["failed_to_take", "renounce", "mixed_with_stock", "misdeal"]
                .iter()
                .map(|k| {
                    (
                        (*k).to_owned(),
                        Msg::dynamic(format!("imperiale-penalty-{}", k.replace('_', "-"))),
                    )
                })
                .collect();
        let in_hand: Vec<(String, Msg)> = kinds(table.options.deck)
            .map(|(k, _)| {
                (
                    k.to_owned(),
                    Msg::dynamic(format!("imperiale-kind-{}", k.replace('_', "-"))),
                )
            })
            .collect();
        let mut out = vec![
            kit::dealer_field(table, next),
            Field::new(
                "turned_honour",
                crate::msg!("imperiale-field-turned-honour"),
                FieldKind::Flag,
                false,
            )
            .essential(true),
            Field::new(
                "point",
                crate::msg!("imperiale-field-point"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "honours_won",
                crate::msg!("imperiale-field-honours"),
                FieldKind::PerPlayer { min: 0, max: 5 },
                false,
            )
            .essential(true),
            Field::new(
                "tricks",
                crate::msg!("imperiale-field-tricks"),
                FieldKind::PerPlayer { min: 0, max: 12 },
                false,
            )
            .essential(true),
        ];
        for name in &table.players {
            out.push(
                Field::new(
                    &format!("imperials_in_hand.{name}"),
                    crate::msg!("imperiale-field-in-hand", player = name.as_str()),
                    FieldKind::Choices {
                        options: in_hand.clone(),
                    },
                    false,
                )
                .with_help(crate::msg!("imperiale-field-in-hand-help"))
                .in_group(crate::msg!("imperiale-group-imperials")),
            );
        }
        out.push(
            Field::new(
                "imperial_turned",
                crate::msg!("imperiale-field-turned"),
                FieldKind::Player,
                false,
            )
            .in_group(crate::msg!("imperiale-group-imperials")),
        );
        out.push(
            Field::new(
                "imperial_won_in_play",
                crate::msg!("imperiale-field-won-in-play"),
                FieldKind::Player,
                false,
            )
            .in_group(crate::msg!("imperiale-group-imperials")),
        );
        out.extend(kit::penalty_slots(
            2,
            &crate::msg!("imperiale-field-penalty"),
            &pens,
        ));
        out
    }

    fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
        vec![kit::flag_event(
            table,
            state.dealer,
            "misdeal",
            crate::msg!("imperiale-penalty-misdeal"),
            crate::msg!("imperiale-event-misdeal-help"),
        )]
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::MarksRace
    }

    /// The race's sheet: marks per deal toward the partie's target.
    fn sheet(table: &Table<Options>, state: &State) -> Option<crate::games::sheet::Sheet> {
        let sides = Some(Sides::each_player(table))?;
        Some(crate::games::jeux::race_sheet(
            &state.race,
            &sides,
            table.options.partie_imperials,
        ))
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        let n = table.len();
        let race = state.race.sized(n);
        let get = |v: &[i64], i: usize| v.get(i).copied().unwrap_or(0);
        let fiches: Vec<i64> = (0..n).map(|i| get(&race.marks, i)).collect();
        let counters: Vec<i64> = (0..n).map(|i| get(&state.counters, i)).collect();
        let won: Vec<i64> = (0..n)
            .map(|i| i64::from(state.parties_won.get(i).copied().unwrap_or(0)))
            .collect();
        kit::report::<Self>(
            table,
            json!({ "fiches": kit::by_name(table, &fiches), "counters": kit::by_name(table, &counters), "parties_won": kit::by_name(table, &won) }),
        )
    }
}
