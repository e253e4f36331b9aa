//! Ordinary Piquet (`piquet`, §4): the deals' timelines run on top of the partie scores;
//! the first to reach the target wins the stake, double if the loser is lurched.

use super::count::{self, other, ELDER, YOUNGER};
use super::facts::{Entry, Law};
use super::{DealRecord, How, PartieRecord, PiquetOptions, PiquetState};
use crate::domain::{Account, Reason, Seat, Transfer};
use crate::games::counters::{add, mul};
use crate::games::{DealError, Outcome, Status, Table};

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
pub fn race(
    options: &PiquetOptions,
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

/// Scores one entry of ordinary Piquet.
pub fn settle(
    table: &Table<PiquetOptions>,
    state: &PiquetState,
    entry: Entry,
) -> Result<Outcome<PiquetState>, DealError> {
    let o = &table.options;
    let mut next = state.clone();
    let deal_no = state.deals.len() + 1;
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
            return Err(DealError::invalid(
                "score",
                "deal totals are entered only in piquet à écrire; ordinary piquet needs the declarations and the play",
            ))
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
                        player: if seats[ELDER] == opponent { ELDER } else { YOUNGER },
                        points: 170,
                    }];
                    let (end, after) = race(o, state.running, seats, &events)?;
                    let record = DealRecord {
                        seats,
                        scores,
                        pot_change: 0,
                        parts: None,
                        law: Some(law),
                    };
                    (record, after, end)
                }
                _ => {
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
                        state.running,
                        false,
                        How::Forfeit,
                    )?;
                    return Ok(Outcome { transfers, next });
                }
            }
        }
        Entry::Played { seats, facts } => {
            let rules = o.rules();
            let counted = |order: &[usize]| count::count(&facts, &rules, order);
            let (c, end, after) = match &facts.order {
                Some(order) => {
                    let c = counted(order);
                    let (end, after) = race(o, state.running, seats, &c.events)?;
                    (c, end, after)
                }
                None => {
                    if count::pic_depends_on_order(&facts, &rules) {
                        return Err(order_required("the pic depends on who scored first in play"));
                    }
                    let c = counted(&count::elder_first(facts.play));
                    let (end, after) = race(o, state.running, seats, &c.events)?;
                    let y = counted(&count::order_of(facts.play, YOUNGER));
                    let (end_y, _) = race(o, state.running, seats, &y.events)?;
                    let key = |e: Option<RaceEnd>| e.map(|e| (e.winner, e.lurched));
                    if key(end) != key(end_y) {
                        return Err(order_required(
                            "the winner of the partie or the lurch depends on the order of the play points",
                        ));
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

/// The error when the play order is needed and was not entered (§3).
pub fn order_required(why: &str) -> DealError {
    DealError::invalid("play.order", format!("play order required: {why}"))
}

/// Who deals next (the deal alternates, 004:155), the partie and its scores.
pub fn status(table: &Table<PiquetOptions>, state: &PiquetState) -> Status {
    let dealer = match state.deals.last() {
        Some(d) => Some(d.seats[ELDER]),
        None => Some(Seat::new(0)),
    };
    let partie = state.parties.len() + 1;
    let mut on_table = vec![format!(
        "partie {partie} to {}: {} {}, {} {}",
        table.options.target,
        table.name(Seat::new(0)),
        state.running[0],
        table.name(Seat::new(1)),
        state.running[1]
    )];
    for p in &state.parties {
        on_table.push(format!(
            "partie won by {} at deal {} ({}–{}){}: {} paid {}",
            table.name(p.winner),
            p.deal,
            p.scores_at_end[0],
            p.scores_at_end[1],
            match (p.how, p.lurched) {
                (super::How::Forfeit, _) => ", forfeit",
                (_, true) => ", lurched",
                _ => "",
            },
            table.name(p.loser),
            p.paid
        ));
    }
    // 004:155, 159: the deal alternates within a partie; the engine only warns (§4.4).
    let start = state.parties.last().map_or(0, |p| p.deal);
    let current = state.deals.get(start..).unwrap_or_default();
    for (i, pair) in current.windows(2).enumerate() {
        if let [a, b] = pair {
            if a.seats[ELDER] == b.seats[ELDER] {
                on_table.push(format!(
                    "warning: {} dealt twice running (deals {} and {})",
                    table.name(b.seats[YOUNGER]),
                    start + i + 1,
                    start + i + 2
                ));
            }
        }
    }
    Status {
        dealer,
        round: Some(crate::games::Round::text(format!(
            "partie {partie}, deal {}",
            state.deals.len() + 1
        ))),
        on_table: on_table
            .into_iter()
            .map(crate::games::TableItem::text)
            .collect(),
        finished: false,
    }
}
