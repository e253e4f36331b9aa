//! Piquet à écrire (§5): deals paired into tours, each tour's difference rounded to tens
//! and written with the consolation in the loser's column; refaits; and the settlements
//! of the written manner, the corbillon, one against one, two against two and la Chouette.
//!
//! Besides the vectors' keys (`tours`, `sheet`, `settlement`), the report carries
//! `score_sheet`, the paper sheet as data for a page (all lists in seating order):
//!
//! ```text
//! { "players": [names], "manner": "ecrit"|"corbillon"|"un-contre-un"|"deux-contre-deux"|"chouette",
//!   "tours_to_mark": n, "rois": n, "tours_marked": n, "refaits_pending": k,
//!   "rows": [{ "tour", "roi", "players": [first dealer, other], "half_tour": [a, b],
//!              "totals": [a, b], "difference", "refait", "marked", "winner", "mark",
//!              "consolation", "surcharge", "charged",
//!              "cells": [charged in the marked player's column, null elsewhere] }],
//!   "in_progress": null | { "tour", "elder", "younger", "scores": [elder's, younger's] },
//!   "columns": [sum per player], "markings": [times marked per player],
//!   "corbillon": what the pool holds,
//!   "settlement": { "pool_total", "share", "surplus", "surplus_to", "nets": [per player] },
//!   "finished": bool }
//! ```
//!
//! Until the partie is over, `settlement` is what closing it now would give.

use std::marker::PhantomData;
use std::ops::RangeInclusive;

use serde_json::{json, Map, Value};

use super::cent::order_required;
use super::count::{self, other, ELDER, YOUNGER};
use super::facts::{Entry, Law, PiquetDeal};
use super::options::{Pairing, WrittenOptions};
use super::{
    common_report, name_or_null, names, DealRecord, HalfTour, Manner, PiquetState, Rotation,
    Settlement, TourRecord, CORBILLON,
};
use crate::domain::{fewest_payments, Account, PotKey, Reason, Seat, Transfer};
use crate::games::counters::{add, mul};
use crate::games::{
    DealError, EventForm, Field, Game, GameId, OptionSpec, Outcome, ReportKind, Round, Status,
    Table, TableItem,
};
use crate::msg;

/// What the loser of a tour pays the player who marked him in the corbillon manner:
/// 2 jetons (004:254).
const CORBILLON_TO_WINNER: i64 = 20;
/// ... and 1 jeton to every other player (004:254).
const CORBILLON_TO_OTHERS: i64 = 10;

/// A game of the written sheet (§5): Piquet à écrire, two against two or la Chouette,
/// told apart by its options type `O` (which pairs the players and pays the tours).
#[derive(Debug)]
pub struct Written<O>(PhantomData<fn() -> O>);

/// The pairing of the table, or the plain written manner when the options do not fit
/// (the opening refuses such options, so this is only a fallback for display).
fn pairing<O: WrittenOptions>(table: &Table<O>) -> Pairing {
    O::pairing(table).unwrap_or(Pairing::Rotation {
        manner: Manner::Ecrit,
        rotation: Rotation::Tourner,
    })
}

/// The difference of a tour rounded to tens (§5.3; 004:173–175): with threshold `t`,
/// `10 × floor((d + 10 − t) / 10)`, so with 5: 0–4 → 0 (refait), 5–14 → 10, 15–24 → 20.
///
/// # Errors
/// [`DealError::Overflow`].
pub fn mark(difference: i64, threshold: i64) -> Result<i64, DealError> {
    let d = add(difference, 10 - threshold)?;
    mul(10, d.div_euclid(10))
}

/// The partner of `seat` in two against two.
fn partner(pairing: &Pairing, seat: Seat) -> Option<Seat> {
    let Pairing::Sides { sides, .. } = pairing else {
        return None;
    };
    let side = sides.iter().find(|s| s.contains(&seat))?;
    side.iter().copied().find(|s| *s != seat)
}

/// A tour is played by one member of each side (§5.7); the chouette plays every deal.
fn check_pair<O>(table: &Table<O>, pairing: &Pairing, seats: [Seat; 2]) -> Result<(), DealError> {
    match pairing {
        Pairing::Sides { .. } if partner(pairing, seats[0]) == Some(seats[1]) => {
            Err(DealError::invalid(
                "elder",
                msg!(
                    "piquet-partners",
                    first = table.name(seats[0]),
                    second = table.name(seats[1])
                ),
            ))
        }
        Pairing::Chouette { chouette, .. } if !seats.contains(chouette) => Err(DealError::invalid(
            "elder",
            msg!("piquet-chouette-plays", chouette = table.name(*chouette)),
        )),
        Pairing::Rotation { .. } | Pairing::Sides { .. } | Pairing::Chouette { .. } => Ok(()),
    }
}

struct Ledger<'a> {
    transfers: Vec<Transfer>,
    nets: &'a mut Vec<i64>,
    corbillon: &'a mut i64,
    pot_change: i64,
}

impl Ledger<'_> {
    fn pay(
        &mut self,
        from: Account,
        to: Account,
        amount: i64,
        reason: &'static str,
    ) -> Result<(), DealError> {
        if amount <= 0 {
            return Ok(());
        }
        for (acc, sign) in [(&from, -1), (&to, 1)] {
            match acc {
                Account::Player(s) => {
                    if let Some(n) = self.nets.get_mut(s.index()) {
                        *n = add(*n, sign * amount)?;
                    }
                }
                Account::Pot(_) => {
                    *self.corbillon = add(*self.corbillon, sign * amount)?;
                    self.pot_change = add(self.pot_change, sign * amount)?;
                }
                Account::Carried => {}
            }
        }
        self.transfers
            .push(Transfer::new(from, to, amount, Reason::new(reason)));
        Ok(())
    }
}

/// The payments of a decided tour (§5.4–5.7): `loser` was marked by `winner` for `charged`.
fn pay_tour<O>(
    table: &Table<O>,
    pairing: &Pairing,
    ledger: &mut Ledger<'_>,
    loser: Seat,
    winner: Seat,
    charged: i64,
) -> Result<(), DealError> {
    let p = Account::Player;
    match *pairing {
        Pairing::Rotation { manner, .. } => match manner {
            Manner::Corbillon => {
                ledger.pay(p(loser), Account::Pot(CORBILLON), charged, "corbillon")?;
                ledger.pay(
                    p(loser),
                    p(winner),
                    CORBILLON_TO_WINNER,
                    "consolation_marker",
                )?;
                for s in table.seats() {
                    if s != loser && s != winner {
                        ledger.pay(p(loser), p(s), CORBILLON_TO_OTHERS, "consolation_others")?;
                    }
                }
            }
            Manner::UnContreUn => ledger.pay(p(loser), p(winner), charged, "marked")?,
            Manner::Ecrit | Manner::DeuxContreDeux | Manner::Chouette => {}
        },
        Pairing::Sides { payment, .. } => {
            let pair = (partner(pairing, loser), partner(pairing, winner));
            let amount = payment.per_payment(charged);
            ledger.pay(p(loser), p(winner), amount, "marked")?;
            if let (Some(l), Some(w)) = pair {
                ledger.pay(p(l), p(w), amount, "marked_side")?;
            }
        }
        Pairing::Chouette { chouette, payment } => {
            let amount = payment.per_payment(charged);
            for s in table.seats() {
                if s == chouette {
                    continue;
                }
                if loser == chouette {
                    ledger.pay(p(chouette), p(s), amount, "marked_chouette")?;
                } else {
                    ledger.pay(p(s), p(chouette), amount, "marked_chouette")?;
                }
            }
        }
    }
    Ok(())
}

/// The first seat with the most negative value (ties to the first in seating order, A9).
fn biggest_loser(values: &[i64]) -> Option<usize> {
    let min = values.iter().copied().min()?;
    values.iter().position(|v| *v == min)
}

/// The settlement of the partie (§5.4–5.7), with its transfers booked on `ledger`.
fn settlement<O>(
    table: &Table<O>,
    pairing: &Pairing,
    state: &PiquetState,
    ledger: &mut Ledger<'_>,
) -> Result<Settlement, DealError> {
    let n = table.players.len();
    let mut columns = Vec::with_capacity(n);
    for i in 0..n {
        let col = state
            .sheet
            .get(i)
            .map_or(Ok(0), |c| c.iter().try_fold(0i64, |a, b| add(a, *b)))?;
        columns.push(col);
    }
    let n_i = i64::try_from(n).map_err(|_| DealError::Overflow)?.max(1);
    let seat = |i: usize| Seat::from_index(i).unwrap_or(Seat::new(0));
    let mut s = Settlement {
        columns: columns.clone(),
        pool_total: 0,
        share: 0,
        surplus: 0,
        surplus_to: None,
    };
    match pairing.manner() {
        Manner::Ecrit => {
            // 004:224–244: the total divided equally in whole tens; the surplus tens go to
            // the one who loses most.
            let total = columns.iter().try_fold(0i64, |a, b| add(a, *b))?;
            let share = mul(10, total / mul(10, n_i)?)?;
            let surplus = total - share * n_i;
            let mut nets: Vec<i64> = columns.iter().map(|c| share - c).collect();
            let to = if surplus > 0 {
                biggest_loser(&nets)
            } else {
                None
            };
            if let Some(net) = to.and_then(|i| nets.get_mut(i)) {
                *net = add(*net, surplus)?;
            }
            settle_nets(ledger, &nets)?;
            s.pool_total = total;
            s.share = share;
            s.surplus = surplus;
            s.surplus_to = to.map(seat);
        }
        Manner::Corbillon => {
            // 004:260: the corbillon divided equally; the odd jetons to the biggest loser.
            let pool = *ledger.corbillon;
            let jetons = pool / 10;
            let share = mul(10, jetons / n_i)?;
            let odd = pool - share * n_i;
            let to = if odd > 0 {
                biggest_loser(ledger.nets)
            } else {
                None
            };
            for i in 0..n {
                ledger.pay(
                    Account::Pot(CORBILLON),
                    Account::Player(seat(i)),
                    share,
                    "corbillon_share",
                )?;
            }
            if let Some(i) = to {
                ledger.pay(
                    Account::Pot(CORBILLON),
                    Account::Player(seat(i)),
                    odd,
                    "corbillon_odd_jetons",
                )?;
            }
            s.pool_total = pool;
            s.share = share;
            s.surplus = odd;
            s.surplus_to = to.map(seat);
        }
        Manner::UnContreUn | Manner::DeuxContreDeux | Manner::Chouette => {}
    }
    Ok(s)
}

/// Turns final nets (summing to zero) into the fewest payments between the players.
fn settle_nets(ledger: &mut Ledger<'_>, nets: &[i64]) -> Result<(), DealError> {
    let payments = fewest_payments(nets).map_err(|e| DealError::Broken {
        detail: e.to_string(),
    })?;
    for p in payments {
        let (Some(from), Some(to)) = (Seat::from_index(p.from), Seat::from_index(p.to)) else {
            continue;
        };
        ledger.pay(
            Account::Player(from),
            Account::Player(to),
            p.amount,
            "settlement",
        )?;
    }
    Ok(())
}

/// The two players and totals of an entry, `([elder, younger], [elder's, younger's])`,
/// with its count by item (facts) or its law (a penalty entered alone).
fn deal_totals<O: WrittenOptions>(
    table: &Table<O>,
    pairing: &Pairing,
    state: &PiquetState,
    entry: Entry,
) -> Result<DealRecord, DealError> {
    let record = |seats, scores, parts, law| DealRecord {
        seats,
        scores,
        pot_change: 0,
        parts,
        law,
    };
    match entry {
        Entry::Totals { seats, scores } => Ok(record(seats, scores, None, None)),
        Entry::Played { seats, facts } => {
            let rules = table.options.deal_rules().rules();
            let order = match &facts.order {
                Some(o) => o.clone(),
                None => {
                    if count::pic_depends_on_order(&facts, &rules) {
                        return Err(order_required(msg!("piquet-order-required-pic")));
                    }
                    count::elder_first(facts.play)
                }
            };
            let c = count::count(&facts, &rules, &order);
            Ok(record(seats, c.totals, Some(c.parts), None))
        }
        Entry::Penalty {
            law,
            offender,
            seats,
        } => {
            // Law XXV en partie: the grand coup, 170 for the elder; Law XX (provincial):
            // 170 for the younger (004:37, 348, 368; §5.8).
            let offender_role = match law {
                Law::XXV => YOUNGER,
                Law::XX => ELDER,
                Law::III | Law::XVII | Law::XXII | Law::XXIII | Law::XXIV => {
                    return Err(DealError::invalid(
                        "penalties",
                        msg!("piquet-law-not-written", law = law.label()),
                    ))
                }
            };
            let seats = match seats {
                Some(s) => {
                    if s[offender_role] != offender {
                        return Err(DealError::invalid(
                            "penalties.player",
                            msg!(
                                "piquet-law-broken-by-hand",
                                law = law.label(),
                                hand = if offender_role == ELDER {
                                    msg!("piquet-hand-elder")
                                } else {
                                    msg!("piquet-hand-younger")
                                },
                                player = table.name(s[offender_role])
                            ),
                        ));
                    }
                    s
                }
                None => {
                    let pair = state
                        .half
                        .as_ref()
                        .map(|h| h.seats)
                        .or_else(|| {
                            (state.refaits > 0)
                                .then(|| state.tours.last().map(|t| t.players))
                                .flatten()
                        })
                        .or_else(|| tourner_pair(table, pairing, state));
                    let pair = pair.ok_or_else(|| {
                        DealError::missing("elder", msg!("piquet-when-grand-coup-players"))
                    })?;
                    let opponent = if pair[0] == offender {
                        pair[1]
                    } else if pair[1] == offender {
                        pair[0]
                    } else {
                        return Err(DealError::invalid(
                            "penalties.player",
                            msg!("piquet-not-this-tour", player = table.name(offender)),
                        ));
                    };
                    let mut s = [opponent, opponent];
                    s[offender_role] = offender;
                    s
                }
            };
            let mut scores = [170, 170];
            scores[offender_role] = 0;
            Ok(record(seats, scores, None, Some(law)))
        }
    }
}

/// The pair whose turn it is under the rotation *à tourner* (004:167): the tour after `d`
/// decided tours is played by seats `d` and `d + 1` (modulo the table), as in the book's
/// table (Jean–Pierre, Pierre–Denis, Denis–Jean). Used only to place a grand coup entered
/// without its players; two players always face each other.
fn tourner_pair<O>(table: &Table<O>, pairing: &Pairing, state: &PiquetState) -> Option<[Seat; 2]> {
    let n = table.players.len();
    if n == 2 {
        return Some([Seat::new(0), Seat::new(1)]);
    }
    let tourner = matches!(
        pairing,
        Pairing::Rotation {
            rotation: Rotation::Tourner,
            ..
        }
    );
    if !tourner || n == 0 {
        return None;
    }
    let d = usize::try_from(state.decided).ok()?;
    Some([Seat::from_index(d % n)?, Seat::from_index((d + 1) % n)?])
}

/// Scores one deal of a partie à écrire: the first deal of a tour waits; the second
/// decides the tour (or makes a refait) and books its payments; the last decided tour
/// also books the settlement. `state` is extended in place (taken by value: the deals
/// and tours recorded so far are kept, not copied).
fn settle<O: WrittenOptions>(
    table: &Table<O>,
    state: PiquetState,
    deal: &PiquetDeal,
) -> Result<Outcome<PiquetState>, DealError> {
    let pairing = O::pairing(table)?;
    let o = table.options.sheet();
    let entry = deal.check(table, &table.options.deal_rules())?;
    let wanted = o.tours;
    if state.settlement.is_some() || state.decided >= wanted {
        return Err(DealError::not_now(msg!(
            "piquet-partie-over",
            tours = wanted
        )));
    }
    let tour = deal
        .tour
        .ok_or_else(|| DealError::missing("tour", msg!("piquet-when-a-ecrire")))?;
    let expected = u32::try_from(state.tours.len()).map_err(|_| DealError::Overflow)? + 1;
    if tour != expected {
        return Err(DealError::invalid(
            "tour",
            msg!("piquet-tour-expected", expected = expected, got = tour),
        ));
    }
    let mut record = deal_totals(table, &pairing, &state, entry)?;
    let (seats, scores) = (record.seats, record.scores);
    check_pair(table, &pairing, seats)?;
    let half = state.half.clone();
    let mut next = state;
    let n = table.players.len();
    next.sheet.resize(n, Vec::new());
    next.nets.resize(n, 0);

    let Some(half) = half else {
        if next.refaits > 0 {
            if let Some(last) = next.tours.last() {
                let mut a = last.players;
                let mut b = seats;
                a.sort();
                b.sort();
                if a != b {
                    return Err(DealError::invalid(
                        "elder",
                        msg!(
                            "piquet-refait-same-players",
                            first = table.name(last.players[0]),
                            second = table.name(last.players[1])
                        ),
                    ));
                }
            }
        }
        next.half = Some(HalfTour {
            tour,
            seats,
            scores,
        });
        next.deals.push(record);
        return Ok(Outcome {
            transfers: Vec::new(),
            next,
        });
    };

    if seats != [half.seats[YOUNGER], half.seats[ELDER]] {
        return Err(DealError::invalid(
            "elder",
            msg!(
                "piquet-second-deal-swaps",
                elder = table.name(half.seats[YOUNGER]),
                younger = table.name(half.seats[ELDER])
            ),
        ));
    }
    // players = [first dealer, other]; this deal's elder is the first dealer.
    let players = [half.seats[YOUNGER], half.seats[ELDER]];
    let half_tour = [half.scores[YOUNGER], half.scores[ELDER]];
    let totals = [
        add(half_tour[0], scores[ELDER])?,
        add(half_tour[1], scores[YOUNGER])?,
    ];
    let difference = totals[0]
        .checked_sub(totals[1])
        .ok_or_else(DealError::overflow)?
        .checked_abs()
        .ok_or_else(DealError::overflow)?;
    let m = mark(difference, o.round_threshold)?;
    next.half = None;

    let mut ledger = Ledger {
        transfers: Vec::new(),
        nets: &mut next.nets,
        corbillon: &mut next.corbillon,
        pot_change: 0,
    };
    let tour_record = if m == 0 {
        // Refait (004:256): nobody is marked; the same two replay.
        next.refaits += 1;
        TourRecord {
            players,
            totals,
            half_tour,
            difference,
            refait: true,
            marked: None,
            winner: None,
            mark: 0,
            charged: 0,
            surcharge: 0,
        }
    } else {
        let li = if totals[0] < totals[1] { 0 } else { 1 };
        let (loser, winner) = (players[li], players[other(li)]);
        let surcharge = mul(o.refait_surcharge, i64::from(next.refaits))?;
        let charged = add(add(m, o.consolation)?, surcharge)?;
        next.refaits = 0;
        next.decided += 1;
        if let Some(col) = next.sheet.get_mut(loser.index()) {
            col.push(charged);
        }
        pay_tour(table, &pairing, &mut ledger, loser, winner, charged)?;
        TourRecord {
            players,
            totals,
            half_tour,
            difference,
            refait: false,
            marked: Some(loser),
            winner: Some(winner),
            mark: m,
            charged,
            surcharge,
        }
    };
    next.tours.push(tour_record);
    let done = next.decided >= wanted;
    let mut settled = None;
    if done {
        let snapshot = PiquetState {
            sheet: next.sheet.clone(),
            ..PiquetState::default()
        };
        settled = Some(settlement(table, &pairing, &snapshot, &mut ledger)?);
    }
    let transfers = ledger.transfers;
    let pot_change = ledger.pot_change;
    next.settlement = settled;
    record.pot_change = pot_change;
    next.deals.push(record);
    Ok(Outcome { transfers, next })
}

/// Closing a partie à écrire stopped at the table: the settlement of its manner on the
/// tours marked so far (a half-played tour and pending refaits are not counted).
fn close<O: WrittenOptions>(
    table: &Table<O>,
    state: &PiquetState,
) -> Result<Outcome<PiquetState>, DealError> {
    let pairing = O::pairing(table)?;
    let mut next = state.clone();
    if state.settlement.is_some() {
        return Ok(Outcome {
            transfers: Vec::new(),
            next,
        });
    }
    next.nets.resize(table.players.len(), 0);
    let mut ledger = Ledger {
        transfers: Vec::new(),
        nets: &mut next.nets,
        corbillon: &mut next.corbillon,
        pot_change: 0,
    };
    let s = settlement(table, &pairing, state, &mut ledger)?;
    let transfers = ledger.transfers;
    next.settlement = Some(s);
    Ok(Outcome { transfers, next })
}

/// The settlement as it stands, with every player's net: the one booked, or what
/// closing now would give.
fn current_settlement<O: WrittenOptions>(
    table: &Table<O>,
    state: &PiquetState,
) -> Option<(Settlement, Vec<i64>)> {
    let mut nets = state.nets.clone();
    nets.resize(table.players.len(), 0);
    if let Some(s) = &state.settlement {
        return Some((s.clone(), nets));
    }
    let mut corbillon = state.corbillon;
    let mut ledger = Ledger {
        transfers: Vec::new(),
        nets: &mut nets,
        corbillon: &mut corbillon,
        pot_change: 0,
    };
    let s = settlement(table, &pairing(table), state, &mut ledger).ok()?;
    Some((s, nets))
}

fn settlement_json<O>(table: &Table<O>, s: &Settlement) -> Value {
    let mut columns = Map::new();
    for (i, name) in table.players.iter().enumerate() {
        columns.insert(name.clone(), json!(s.columns.get(i).copied().unwrap_or(0)));
    }
    json!({
        "columns": columns,
        "pool_total": s.pool_total,
        "share": s.share,
        "surplus": s.surplus,
        "surplus_to": name_or_null(table, s.surplus_to),
    })
}

/// The à écrire keys of the report (§10.4): `tours`, `sheet`, `settlement`, and the
/// `score_sheet` laid out like the paper sheet for the web page.
fn report_sheet<O: WrittenOptions>(
    table: &Table<O>,
    state: &PiquetState,
    m: &mut Map<String, Value>,
) {
    let tours: Vec<Value> = state
        .tours
        .iter()
        .map(|t| {
            json!({
                "players": [table.name(t.players[0]), table.name(t.players[1])],
                "totals": names(table, t.players, t.totals),
                "half_tour": names(table, t.players, t.half_tour),
                "difference": t.difference,
                "refait": t.refait,
                "marked": name_or_null(table, t.marked),
                "winner": name_or_null(table, t.winner),
                "mark": t.mark,
                "charged": t.charged,
                "surcharge": t.surcharge,
            })
        })
        .collect();
    m.insert("tours".into(), Value::Array(tours));
    let mut sheet = Map::new();
    for (i, name) in table.players.iter().enumerate() {
        sheet.insert(
            name.clone(),
            json!(state.sheet.get(i).cloned().unwrap_or_default()),
        );
    }
    m.insert("sheet".into(), Value::Object(sheet));
    let settlement = current_settlement(table, state);
    m.insert(
        "settlement".into(),
        settlement
            .as_ref()
            .map_or(Value::Null, |(s, _)| settlement_json(table, s)),
    );
    m.insert(
        "score_sheet".into(),
        score_sheet(table, state, settlement.as_ref()),
    );
}

/// The paper sheet of Piquet à écrire (004:177–244) as data for a page: one column per
/// player in seating order; one row per tour with the charge written in the marked
/// player's column (`cells`); the half-tour in progress; the column totals; and the
/// settlement with every player's net (final once `finished`, otherwise what closing the
/// partie now would give).
fn score_sheet<O: WrittenOptions>(
    table: &Table<O>,
    state: &PiquetState,
    settlement: Option<&(Settlement, Vec<i64>)>,
) -> Value {
    let o = table.options.sheet();
    let wanted = o.tours;
    let mut decided = 0u32;
    let rows: Vec<Value> = state
        .tours
        .iter()
        .enumerate()
        .map(|(i, t)| {
            if !t.refait {
                decided += 1;
            }
            let roi = if t.refait { decided + 1 } else { decided }.div_ceil(2);
            let cells: Vec<Value> = table
                .seats()
                .map(|s| {
                    if t.marked == Some(s) {
                        json!(t.charged)
                    } else {
                        Value::Null
                    }
                })
                .collect();
            json!({
                "tour": i + 1,
                "roi": roi,
                "players": [table.name(t.players[0]), table.name(t.players[1])],
                "half_tour": [t.half_tour[0], t.half_tour[1]],
                "totals": [t.totals[0], t.totals[1]],
                "difference": t.difference,
                "refait": t.refait,
                "marked": name_or_null(table, t.marked),
                "winner": name_or_null(table, t.winner),
                "mark": t.mark,
                "consolation": if t.refait { 0 } else { o.consolation },
                "surcharge": t.surcharge,
                "charged": t.charged,
                "cells": cells,
            })
        })
        .collect();
    let in_progress = state.half.as_ref().map_or(Value::Null, |h| {
        json!({
            "tour": h.tour,
            "elder": table.name(h.seats[ELDER]),
            "younger": table.name(h.seats[YOUNGER]),
            "scores": [h.scores[ELDER], h.scores[YOUNGER]],
        })
    });
    let counts: Vec<usize> = table
        .seats()
        .map(|s| state.sheet.get(s.index()).map_or(0, Vec::len))
        .collect();
    let settled = settlement.map_or(Value::Null, |(s, nets)| {
        json!({
            "pool_total": s.pool_total,
            "share": s.share,
            "surplus": s.surplus,
            "surplus_to": name_or_null(table, s.surplus_to),
            "nets": nets,
        })
    });
    json!({
        "players": table.players,
        "manner": pairing(table).manner(),
        "tours_to_mark": wanted,
        "rois": wanted.div_ceil(2),
        "tours_marked": state.decided,
        "refaits_pending": state.refaits,
        "rows": rows,
        "in_progress": in_progress,
        "columns": settlement.map(|(s, _)| s.columns.clone()).unwrap_or_default(),
        "markings": counts,
        "corbillon": state.corbillon,
        "settlement": settled,
        "finished": state.settlement.is_some(),
    })
}

/// The two players expected at the table for the next tour (informational, §5.1): the
/// same pair after a refait; à tourner, seats `d` and `d + 1`; *malheureux*, the last
/// marked player stays and the player who has waited longest comes in; two against two,
/// each side's members in turn; la Chouette, the chouette against the two in turn.
fn next_pair<O>(table: &Table<O>, pairing: &Pairing, state: &PiquetState) -> Option<[Seat; 2]> {
    if state.refaits > 0 {
        return state.tours.last().map(|t| t.players);
    }
    let d = usize::try_from(state.decided).ok()?;
    match *pairing {
        Pairing::Sides { sides, .. } => {
            let pick = |i: usize| -> Option<Seat> { sides.get(i)?.get(d % 2).copied() };
            Some([pick(0)?, pick(1)?])
        }
        Pairing::Chouette { chouette, .. } => {
            let others: Vec<Seat> = table.seats().filter(|s| *s != chouette).collect();
            Some([chouette, *others.get(d % 2)?])
        }
        Pairing::Rotation {
            rotation: Rotation::Malheureux,
            ..
        } => {
            let Some(last) = state.tours.last() else {
                return tourner_pair(table, pairing, state);
            };
            let stays = last.marked?;
            // the player who has waited longest: last seen earliest (never seen first)
            let seen = |s: Seat| {
                state
                    .tours
                    .iter()
                    .rposition(|t| t.players.contains(&s))
                    .map_or(0, |i| i + 1)
            };
            let comes = table
                .seats()
                .filter(|s| !last.players.contains(s))
                .min_by_key(|s| seen(*s))
                .or(last.winner)?;
            Some([stays, comes])
        }
        Pairing::Rotation {
            rotation: Rotation::Tourner,
            ..
        } => tourner_pair(table, pairing, state),
    }
}

/// Whether the partie is over: the wanted tours are marked, or it was closed.
fn finished<O: WrittenOptions>(table: &Table<O>, state: &PiquetState) -> bool {
    state.settlement.is_some() || state.decided >= table.options.sheet().tours
}

/// The next deal's two players as far as the table knows them: the dealer (the younger
/// hand) and, when known, the elder (§5.1, 004:165–169). In the second deal of a tour the
/// first deal's elder deals; a refait is dealt first by the same first dealer; à tourner
/// seat `d` deals the tour after `d` decided tours to seat `d + 1`; malheureux, the last
/// marked player stays and deals. The team forms name the pair, not the dealer.
fn next_deal<O: WrittenOptions>(
    table: &Table<O>,
    pairing: &Pairing,
    state: &PiquetState,
) -> Option<(Seat, Option<Seat>)> {
    if finished(table, state) {
        return None;
    }
    if let Some(h) = &state.half {
        return Some((h.seats[ELDER], Some(h.seats[YOUNGER])));
    }
    if state.refaits > 0 {
        return state
            .tours
            .last()
            .map(|t| (t.players[0], Some(t.players[1])));
    }
    let n = table.players.len().max(1);
    let dealer = match pairing {
        Pairing::Rotation {
            rotation: Rotation::Tourner,
            ..
        } => Seat::from_index(state.decided as usize % n)?,
        Pairing::Rotation {
            rotation: Rotation::Malheureux,
            ..
        } => state
            .tours
            .last()
            .and_then(|t| t.marked)
            .unwrap_or(Seat::new(0)),
        Pairing::Sides { .. } | Pairing::Chouette { .. } => return None,
    };
    let elder = next_pair(table, pairing, state).and_then(|p| p.into_iter().find(|s| *s != dealer));
    Some((dealer, elder))
}

/// Who deals next, which tour and roi, and what stands on the sheet: the next pair, the
/// half-tour in progress, each player's column, the corbillon, the settlement.
fn status<O: WrittenOptions>(table: &Table<O>, state: &PiquetState) -> Status {
    let pairing = pairing(table);
    let wanted = table.options.sheet().tours;
    let finished = finished(table, state);
    let dealer = next_deal(table, &pairing, state).map(|(d, _)| d);
    let decided_next = state.decided + 1;
    let round = if finished {
        Round {
            label: msg!("piquet-round-over", tours = state.decided),
            number: Some(state.decided),
            of: Some(wanted),
            doubled: false,
        }
    } else {
        Round {
            label: msg!(
                "piquet-round-tour",
                tour = state.tours.len() + 1,
                decided = decided_next,
                tours = wanted,
                roi = decided_next.div_ceil(2),
                rois = wanted.div_ceil(2),
                second = i64::from(state.half.is_some()),
                refaits = state.refaits
            ),
            number: Some(decided_next),
            of: Some(wanted),
            doubled: false,
        }
    };
    let mut on_table = Vec::new();
    if let (false, None, Some(pair)) = (finished, &state.half, next_pair(table, &pairing, state)) {
        on_table.push(TableItem {
            label: msg!(
                "piquet-item-next-tour",
                first = table.name(pair[0]),
                second = table.name(pair[1])
            ),
            amount: None,
            pot: None,
            seat: None,
        });
    }
    if let Some(h) = &state.half {
        for (i, hand) in [
            (ELDER, msg!("piquet-hand-elder")),
            (YOUNGER, msg!("piquet-hand-younger")),
        ] {
            on_table.push(TableItem {
                label: msg!(
                    "piquet-item-half-tour",
                    player = table.name(h.seats[i]),
                    hand = hand
                ),
                amount: Some(h.scores[i]),
                pot: None,
                seat: Some(h.seats[i]),
            });
        }
    }
    for seat in table.seats() {
        let col = state.sheet.get(seat.index()).cloned().unwrap_or_default();
        let total = col.iter().fold(0i64, |a, b| a.saturating_add(*b));
        let entries: Vec<String> = col.iter().map(i64::to_string).collect();
        on_table.push(TableItem {
            label: msg!(
                "piquet-item-column",
                player = table.name(seat),
                marks = col.len(),
                entries = entries.join(" + ")
            ),
            amount: Some(total),
            pot: None,
            seat: Some(seat),
        });
    }
    if pairing.manner() == Manner::Corbillon {
        on_table.push(TableItem {
            label: msg!("piquet-item-corbillon"),
            amount: Some(state.corbillon),
            pot: Some(CORBILLON),
            seat: None,
        });
    }
    if let Some(s) = &state.settlement {
        if s.pool_total > 0 {
            on_table.push(TableItem::amount(msg!("piquet-item-shared"), s.pool_total));
            on_table.push(TableItem::amount(msg!("piquet-item-share"), s.share));
            if let Some(t) = s.surplus_to {
                on_table.push(TableItem {
                    label: msg!("piquet-item-surplus", player = table.name(t)),
                    amount: Some(s.surplus),
                    pot: None,
                    seat: Some(t),
                });
            }
        }
    }
    Status {
        dealer,
        round: Some(round),
        on_table,
        finished,
    }
}

impl<O: WrittenOptions> Game for Written<O> {
    type Options = O;
    type Deal = PiquetDeal;
    type State = PiquetState;

    fn payments(_game: GameId) -> &'static [&'static str] {
        O::PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        O::TERMS
    }

    fn seats(_game: GameId, options: &O) -> RangeInclusive<usize> {
        options.seats()
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

    /// The spec's defaults (§6); `tours` (and the sides or the chouette) have none and
    /// must be agreed.
    fn default_options(_game: GameId) -> O {
        O::default()
    }

    fn pots(_game: GameId, options: &O) -> Vec<PotKey> {
        if options.manner() == Manner::Corbillon {
            vec![CORBILLON]
        } else {
            Vec::new()
        }
    }

    fn open(table: &Table<O>) -> Result<Outcome<PiquetState>, DealError> {
        O::check(table)?;
        let n = table.players.len();
        Ok(Outcome {
            transfers: Vec::new(),
            next: PiquetState {
                sheet: vec![Vec::new(); n],
                nets: vec![0; n],
                ..PiquetState::default()
            },
        })
    }

    fn settle(
        table: &Table<O>,
        state: &PiquetState,
        deal: &PiquetDeal,
    ) -> Result<Outcome<PiquetState>, DealError> {
        settle(table, state.clone(), deal)
    }

    fn settle_owned(
        table: &Table<O>,
        state: PiquetState,
        deal: &PiquetDeal,
    ) -> Result<Outcome<PiquetState>, DealError> {
        settle(table, state, deal)
    }

    fn close(table: &Table<O>, state: &PiquetState) -> Result<Outcome<PiquetState>, DealError> {
        close(table, state)
    }

    fn status(table: &Table<O>, state: &PiquetState) -> Status {
        status(table, state)
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        O::specs()
    }

    fn form(table: &Table<O>, state: &PiquetState) -> Vec<Field> {
        let pairing = pairing(table);
        let (younger, elder) = match next_deal(table, &pairing, state) {
            Some((dealer, elder)) => (Some(dealer), elder),
            None => (None, None),
        };
        let playing = next_pair(table, &pairing, state);
        let playing = state.half.as_ref().map(|h| h.seats).or(playing);
        super::form::deal_form(
            table,
            &super::form::Known {
                written: true,
                tour: Some(state.tours.len() + 1),
                elder,
                younger,
                playing,
                provincial: table.options.deal_rules().provincial_grand_coup,
            },
        )
    }

    fn events(table: &Table<O>, state: &PiquetState) -> Vec<EventForm> {
        if finished(table, state) {
            return Vec::new();
        }
        super::form::events(
            true,
            Some(state.tours.len() + 1),
            table.options.deal_rules().provincial_grand_coup,
        )
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::WrittenSheet
    }

    fn deal_readings(table: &Table<O>, state: &PiquetState) -> Vec<crate::games::DealReading> {
        super::sheet::readings(&Self::report(table, state))
    }

    fn sheet(table: &Table<O>, state: &PiquetState) -> Option<crate::games::sheet::Sheet> {
        Some(super::sheet::sheet(
            &table.players,
            &Self::report(table, state),
        ))
    }

    fn report(table: &Table<O>, state: &PiquetState) -> Map<String, Value> {
        let mut m = common_report(table, state, Self::pots(table.game, &table.options));
        report_sheet(table, state, &mut m);
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_round_to_tens_from_five() {
        // 004:173-175: 15 -> 20, 24 -> 20, 5 -> 10, 4 -> refait.
        assert_eq!(mark(15, 5).ok(), Some(20));
        assert_eq!(mark(24, 5).ok(), Some(20));
        assert_eq!(mark(5, 5).ok(), Some(10));
        assert_eq!(mark(4, 5).ok(), Some(0));
        assert_eq!(mark(0, 5).ok(), Some(0));
        // "marquer à un point": every units digit rounds up; only equality is a refait.
        assert_eq!(mark(1, 1).ok(), Some(10));
        assert_eq!(mark(0, 1).ok(), Some(0));
        assert_eq!(mark(79, 5).ok(), Some(80));
    }

    #[test]
    fn the_biggest_loser_is_the_first_of_equals() {
        assert_eq!(biggest_loser(&[-40, 20, -40]), Some(0));
        assert_eq!(biggest_loser(&[10, -20, 10]), Some(1));
    }
}
