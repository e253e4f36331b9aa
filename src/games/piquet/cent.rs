//! Ordinary Piquet (`piquet`, §4): the deals' timelines run on top of the partie scores;
//! the first to reach the target wins the stake, double if the loser is lurched.

use std::ops::RangeInclusive;

use serde_json::{json, Map, Value};

use super::count::{self, other, ELDER, YOUNGER};
use super::facts::{Entry, Law, PiquetDeal};
use super::options::{CentOptions, PiquetRules};
use super::{common_report, names, DealRecord, How, PartieRecord, PiquetState};
use crate::domain::{Account, PotKey, Reason, Seat, Transfer};
use crate::games::counters::{add, mul};
use crate::games::{
    DealError, EventForm, Field, Game, GameId, Msg, OptionSpec, Outcome, ReportKind, Round, Status,
    Table, TableItem,
};
use crate::msg;

/// Ordinary Piquet (`piquet`, §4): parties to a target, each paid its stake.
#[derive(Debug)]
pub struct PiquetAuCent;

/// The end of a partie inside a deal: the event's winner (seat index) and the running
/// scores by seat index just after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RaceEnd {
    /// Seat index (0 or 1) of the winner.
    pub winner: usize,
    /// Running scores by seat index after the winning event.
    pub scores: [i64; 2],
    /// Whether the loser is lurched (below half the target).
    pub lurched: bool,
}

/// Runs `events` (by deal player: elder, younger at `seats`) on the running scores and
/// returns where the partie ends, if it does (§4.1), and the scores after the deal.
///
/// # Errors
/// [`DealError::Overflow`].
pub fn race(
    options: &CentOptions,
    running: [i64; 2],
    seats: [Seat; 2],
    events: &[count::Event],
) -> Result<(Option<RaceEnd>, [i64; 2]), DealError> {
    let mut scores = running;
    for e in events {
        let seat = seats.get(e.player).map(|s| s.index().min(1)).unwrap_or(0);
        scores[seat] = add(scores[seat], e.points)?;
        if scores[seat] >= options.target {
            let loser = scores[other(seat)];
            let lurched = options.lurch && loser.saturating_mul(2) < options.target;
            return Ok((
                Some(RaceEnd {
                    winner: seat,
                    scores,
                    lurched,
                }),
                scores,
            ));
        }
    }
    Ok((None, scores))
}

fn seat_of_index(i: usize) -> Seat {
    Seat::new(u8::try_from(i).unwrap_or(0))
}

/// Scores one entry of ordinary Piquet (§4.1–4.3), extending `state` (taken by value: the
/// deals recorded so far are kept, not copied).
fn settle(
    table: &Table<CentOptions>,
    state: PiquetState,
    deal: &PiquetDeal,
) -> Result<Outcome<PiquetState>, DealError> {
    let o = &table.options;
    let entry = deal.check(table, &o.deal_rules())?;
    if deal.tour.is_some() {
        return Err(DealError::invalid("tour", msg!("piquet-tour-not-cent")));
    }
    let running = state.running;
    let deal_no = state.deals.len() + 1;
    let mut next = state;
    let stake = o.stake.unwrap_or(0);
    let mut transfers = Vec::new();
    let finish = |next: &mut PiquetState,
                  transfers: &mut Vec<Transfer>,
                  winner: usize,
                  scores: [i64; 2],
                  lurched: bool,
                  how: How|
     -> Result<(), DealError> {
        let paid = if lurched {
            mul(stake, o.lurch_multiplier)?
        } else {
            stake
        };
        let w = seat_of_index(winner);
        let l = seat_of_index(other(winner));
        if paid > 0 {
            let reason = match (how, lurched) {
                (How::Forfeit, _) => "partie_forfeit",
                (How::Target, true) => "partie_lurched",
                (How::Target, false) => "partie",
            };
            transfers.push(Transfer::new(
                Account::Player(l),
                Account::Player(w),
                paid,
                Reason::new(reason),
            ));
        }
        next.parties.push(PartieRecord {
            winner: w,
            loser: l,
            scores_at_end: scores,
            lurched,
            how,
            paid,
            deal: deal_no,
        });
        next.running = [0, 0];
        Ok(())
    };

    // A deal counted on the running scores: its record, the scores after it, and where
    // the partie ends inside it, if it does.
    let (record, after, end) = match entry {
        Entry::Totals { .. } => {
            return Err(DealError::invalid("score", msg!("piquet-totals-not-cent")))
        }
        Entry::Penalty {
            law,
            offender,
            seats,
        } => {
            let opponent = seat_of_index(other(offender.index()));
            match law {
                Law::XX => {
                    // Provincial grand coup: the deal scores 170 for the opponent (004:37).
                    let seats = seats.unwrap_or([offender, opponent]);
                    let scores = seats.map(|s| if s == offender { 0 } else { 170 });
                    let events = [count::Event {
                        player: if seats[ELDER] == opponent {
                            ELDER
                        } else {
                            YOUNGER
                        },
                        points: 170,
                    }];
                    let (end, after) = race(o, running, seats, &events)?;
                    let record = DealRecord {
                        seats,
                        scores,
                        pot_change: 0,
                        parts: None,
                        law: Some(law),
                    };
                    (record, after, end)
                }
                Law::III | Law::XVII | Law::XXII | Law::XXIII | Law::XXIV | Law::XXV => {
                    // Laws XXII–XXV au cent: the offender loses the partie, single stake (A8).
                    let seats = seats.unwrap_or([opponent, offender]);
                    next.deals.push(DealRecord {
                        seats,
                        scores: [0, 0],
                        pot_change: 0,
                        parts: None,
                        law: Some(law),
                    });
                    finish(
                        &mut next,
                        &mut transfers,
                        opponent.index().min(1),
                        running,
                        false,
                        How::Forfeit,
                    )?;
                    return Ok(Outcome { transfers, next });
                }
            }
        }
        Entry::Played { seats, facts } => {
            let rules = o.deal_rules().rules();
            let counted = |order: &[usize]| count::count(&facts, &rules, order);
            let (c, end, after) = match &facts.order {
                Some(order) => {
                    let c = counted(order);
                    let (end, after) = race(o, running, seats, &c.events)?;
                    (c, end, after)
                }
                None => {
                    if count::pic_depends_on_order(&facts, &rules) {
                        return Err(order_required(msg!("piquet-order-required-pic")));
                    }
                    let c = counted(&count::elder_first(facts.play));
                    let (end, after) = race(o, running, seats, &c.events)?;
                    let y = counted(&count::order_of(facts.play, YOUNGER));
                    let (end_y, _) = race(o, running, seats, &y.events)?;
                    let key = |e: Option<RaceEnd>| e.map(|e| (e.winner, e.lurched));
                    if key(end) != key(end_y) {
                        return Err(order_required(msg!("piquet-order-required-end")));
                    }
                    (c, end, after)
                }
            };
            let record = DealRecord {
                seats,
                scores: c.totals,
                pot_change: 0,
                parts: Some(c.parts),
                law: None,
            };
            (record, after, end)
        }
    };
    next.running = after;
    next.deals.push(record);
    if let Some(end) = end {
        finish(
            &mut next,
            &mut transfers,
            end.winner,
            end.scores,
            end.lurched,
            How::Target,
        )?;
    }
    Ok(Outcome { transfers, next })
}

/// The error when the play order is needed and was not entered (§3): `why` says what
/// depends on it.
pub fn order_required(why: Msg) -> DealError {
    DealError::invalid("play.order", msg!("piquet-order-required", why = why))
}

/// The seat that deals the next deal: the deal alternates, so the last deal's elder
/// deals (004:155); the first player deals first.
fn next_dealer(state: &PiquetState) -> Seat {
    state.deals.last().map_or(Seat::new(0), |d| d.seats[ELDER])
}

/// Who deals next (the deal alternates, 004:155), the partie and each player's score in
/// it, the parties finished, and a warning when the same player dealt twice running.
fn status(table: &Table<CentOptions>, state: &PiquetState) -> Status {
    let partie = state.parties.len() + 1;
    let mut on_table = Vec::new();
    for seat in table.seats() {
        on_table.push(TableItem {
            label: msg!(
                "piquet-item-running",
                player = table.name(seat),
                partie = partie,
                target = table.options.target
            ),
            amount: state.running.get(seat.index()).copied(),
            pot: None,
            seat: Some(seat),
        });
    }
    for (i, p) in state.parties.iter().enumerate() {
        let how = match (p.how, p.lurched) {
            (How::Forfeit, _) => "forfeit",
            (How::Target, true) => "lurched",
            (How::Target, false) => "target",
        };
        on_table.push(TableItem {
            label: msg!(
                "piquet-item-partie-won",
                partie = i + 1,
                winner = table.name(p.winner),
                deal = p.deal,
                first = p.scores_at_end[0],
                second = p.scores_at_end[1],
                how = how,
                loser = table.name(p.loser)
            ),
            amount: Some(p.paid),
            pot: None,
            seat: Some(p.loser),
        });
    }
    // 004:155, 159: the deal alternates within a partie; the engine only warns (§4.4).
    let start = state.parties.last().map_or(0, |p| p.deal);
    let current = state.deals.get(start..).unwrap_or_default();
    for (i, pair) in current.windows(2).enumerate() {
        if let [a, b] = pair {
            if a.seats[ELDER] == b.seats[ELDER] {
                on_table.push(TableItem {
                    label: msg!(
                        "piquet-item-dealt-twice",
                        player = table.name(b.seats[YOUNGER]),
                        first = start + i + 1,
                        second = start + i + 2
                    ),
                    amount: None,
                    pot: None,
                    seat: Some(b.seats[YOUNGER]),
                });
            }
        }
    }
    Status {
        dealer: Some(next_dealer(state)),
        round: Some(Round {
            label: msg!(
                "piquet-round-partie",
                partie = partie,
                deal = state.deals.len() + 1
            ),
            number: u32::try_from(partie).ok(),
            of: None,
            doubled: false,
        }),
        on_table,
        finished: false,
    }
}

fn two_seats() -> [Seat; 2] {
    [Seat::new(0), Seat::new(1)]
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["partie", "partie_forfeit", "partie_lurched"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &[
    "consolation",
    "pic",
    "repic",
    "capot",
    "quatorze",
    "carte-blanche",
    "premier",
    "dernier",
    "tour",
    "partie",
    "point",
    "talon",
    "lurch",
];

impl Game for PiquetAuCent {
    type Options = CentOptions;
    type Deal = PiquetDeal;
    type State = PiquetState;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_game: GameId, _options: &CentOptions) -> RangeInclusive<usize> {
        2..=2
    }

    /// 2: the snapshots no longer keep the deals entered nor the parties finished.
    fn engine_version(_game: GameId) -> i32 {
        2
    }

    /// The deals and parties of the report, the readings and the sheet, rebuilt by a
    /// replay.
    fn shows_past_deals(_game: GameId) -> bool {
        true
    }

    /// The spec's defaults (§6); `stake` has none and must be agreed.
    fn default_options(_game: GameId) -> CentOptions {
        CentOptions::default()
    }

    fn pots(_game: GameId, _options: &CentOptions) -> Vec<PotKey> {
        Vec::new()
    }

    fn open(table: &Table<CentOptions>) -> Result<Outcome<PiquetState>, DealError> {
        table.options.check()?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: PiquetState::default(),
        })
    }

    fn settle(
        table: &Table<CentOptions>,
        state: &PiquetState,
        deal: &PiquetDeal,
    ) -> Result<Outcome<PiquetState>, DealError> {
        settle(table, state.clone(), deal)
    }

    fn settle_owned(
        table: &Table<CentOptions>,
        state: PiquetState,
        deal: &PiquetDeal,
    ) -> Result<Outcome<PiquetState>, DealError> {
        settle(table, state, deal)
    }

    fn status(table: &Table<CentOptions>, state: &PiquetState) -> Status {
        status(table, state)
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        CentOptions::specs()
    }

    /// The deal form, with the dealer of the next deal as the younger hand.
    fn form(table: &Table<CentOptions>, state: &PiquetState) -> Vec<Field> {
        let younger = next_dealer(state);
        let elder = Seat::new(u8::from(younger == Seat::new(0)));
        super::form::deal_form(
            table,
            &super::form::Known {
                written: false,
                tour: None,
                elder: Some(elder),
                younger: Some(younger),
                playing: Some([elder, younger]),
                provincial: table.options.provincial_grand_coup,
            },
        )
    }

    fn events(table: &Table<CentOptions>, _state: &PiquetState) -> Vec<EventForm> {
        super::form::events(false, None, table.options.provincial_grand_coup)
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::MarksRace
    }

    fn deal_readings(
        table: &Table<CentOptions>,
        state: &PiquetState,
    ) -> Vec<crate::games::DealReading> {
        super::sheet::readings(&Self::report(table, state))
    }

    fn sheet(
        table: &Table<CentOptions>,
        state: &PiquetState,
    ) -> Option<crate::games::sheet::Sheet> {
        Some(super::sheet::sheet(
            &table.players,
            &Self::report(table, state),
        ))
    }

    /// The family's keys (`deal_scores`, `pots_per_deal`, `deal_details`), the parties
    /// finished (`parties`), the partie in progress (`partie_scores`) and the `target`.
    fn report(table: &Table<CentOptions>, state: &PiquetState) -> Map<String, Value> {
        let mut m = common_report(table, state, Vec::new());
        m.insert(
            "parties".into(),
            state
                .parties
                .iter()
                .map(|p| {
                    json!({
                        "winner": table.name(p.winner),
                        "loser": table.name(p.loser),
                        "scores_at_end": names(table, two_seats(), p.scores_at_end),
                        "lurched": p.lurched,
                        "how": p.how,
                        "paid": p.paid,
                        "deal": p.deal,
                    })
                })
                .collect(),
        );
        m.insert(
            "partie_scores".into(),
            names(table, two_seats(), state.running),
        );
        m.insert("target".into(), json!(table.options.target));
        m
    }
}
