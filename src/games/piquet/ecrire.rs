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

use serde_json::{json, Map, Value};

use super::cent::order_required;
use super::count::{self, other, ELDER, YOUNGER};
use super::facts::{Entry, Law};
use super::{
    name_or_null, names, DealRecord, HalfTour, Manner, PiquetOptions, PiquetState, Rotation,
    Settlement, TourRecord, CORBILLON,
};
use crate::domain::{fewest_payments, Account, Reason, Seat, Transfer};
use crate::games::counters::{add, mul};
use crate::games::{DealError, GameId, Outcome, Status, Table};

/// What the loser of a tour pays the player who marked him in the corbillon manner:
/// 2 jetons (004:254).
const CORBILLON_TO_WINNER: i64 = 20;
/// ... and 1 jeton to every other player (004:254).
const CORBILLON_TO_OTHERS: i64 = 10;

fn manner(table: &Table<PiquetOptions>) -> Manner {
    table
        .options
        .manner_for(table.game)
        .ok()
        .flatten()
        .unwrap_or(Manner::Ecrit)
}

/// The difference of a tour rounded to tens (§5.3; 004:173–175): with threshold `t`,
/// `10 × floor((d + 10 − t) / 10)`, so with 5: 0–4 → 0 (refait), 5–14 → 10, 15–24 → 20.
pub fn mark(difference: i64, threshold: i64) -> Result<i64, DealError> {
    let d = add(difference, 10 - threshold)?;
    mul(10, d.div_euclid(10))
}

/// The seats of the other side in the team forms, for the player `seat`.
fn partner(table: &Table<PiquetOptions>, seat: Seat) -> Option<Seat> {
    let sides = table.options.sides.as_ref()?;
    let name = table.name(seat);
    let side = sides.iter().find(|s| s.iter().any(|n| n == name))?;
    let p = side.iter().find(|n| *n != name)?;
    table.seat_of("sides", p).ok()
}

fn check_pair(table: &Table<PiquetOptions>, seats: [Seat; 2]) -> Result<(), DealError> {
    if table.game == GameId::PiquetQuatre && partner(table, seats[0]) == Some(seats[1]) {
        return Err(DealError::invalid(
            "elder",
            format!(
                "{} and {} are partners; a tour is played by one member of each side",
                table.name(seats[0]),
                table.name(seats[1])
            ),
        ));
    }
    if table.game == GameId::PiquetChouette {
        let c = table.options.chouette.as_deref().unwrap_or("");
        if !seats.iter().any(|s| table.name(*s) == c) {
            return Err(DealError::invalid(
                "elder",
                format!("the chouette, {c}, plays every deal"),
            ));
        }
    }
    Ok(())
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

fn seats_of(table: &Table<PiquetOptions>) -> Vec<Seat> {
    table.seats().collect()
}

/// The payments of a decided tour (§5.4–5.7): `loser` was marked by `winner` for `charged`.
fn pay_tour(
    table: &Table<PiquetOptions>,
    ledger: &mut Ledger<'_>,
    loser: Seat,
    winner: Seat,
    charged: i64,
) -> Result<(), DealError> {
    let p = Account::Player;
    match manner(table) {
        Manner::Ecrit => {}
        Manner::Corbillon => {
            ledger.pay(p(loser), Account::Pot(CORBILLON), charged, "corbillon")?;
            ledger.pay(
                p(loser),
                p(winner),
                CORBILLON_TO_WINNER,
                "consolation_marker",
            )?;
            for s in seats_of(table) {
                if s != loser && s != winner {
                    ledger.pay(p(loser), p(s), CORBILLON_TO_OTHERS, "consolation_others")?;
                }
            }
        }
        Manner::UnContreUn => ledger.pay(p(loser), p(winner), charged, "marked")?,
        Manner::DeuxContreDeux => {
            let pair = (partner(table, loser), partner(table, winner));
            let amount = table.options.team_payment.per_payment(charged);
            ledger.pay(p(loser), p(winner), amount, "marked")?;
            if let (Some(l), Some(w)) = pair {
                ledger.pay(p(l), p(w), amount, "marked_side")?;
            }
        }
        Manner::Chouette => {
            let c = table.options.chouette.as_deref().unwrap_or("");
            let chouette = table.seat_of("chouette", c)?;
            let amount = table.options.team_payment.per_payment(charged);
            for s in seats_of(table) {
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
fn settlement(
    table: &Table<PiquetOptions>,
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
    match manner(table) {
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
fn deal_totals(
    table: &Table<PiquetOptions>,
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
            let rules = table.options.rules();
            let order = match &facts.order {
                Some(o) => o.clone(),
                None => {
                    if count::pic_depends_on_order(&facts, &rules) {
                        return Err(order_required(
                            "the pic depends on who scored first in play",
                        ));
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
                _ => {
                    return Err(DealError::invalid(
                        "penalties",
                        format!("law {} is settled outside the written game", law.label()),
                    ))
                }
            };
            let seats = match seats {
                Some(s) => {
                    if s[offender_role] != offender {
                        return Err(DealError::invalid(
                            "penalties.player",
                            format!(
                                "law {} is broken by the {} hand, {}",
                                law.label(),
                                if offender_role == ELDER {
                                    "elder"
                                } else {
                                    "younger"
                                },
                                table.name(s[offender_role])
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
                        .or_else(|| tourner_pair(table, state));
                    let pair = pair.ok_or_else(|| {
                        DealError::missing("elder", "to name the two players of a grand coup")
                    })?;
                    let opponent = if pair[0] == offender {
                        pair[1]
                    } else if pair[1] == offender {
                        pair[0]
                    } else {
                        return Err(DealError::invalid(
                            "penalties.player",
                            format!("{} is not at the table this tour", table.name(offender)),
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
fn tourner_pair(table: &Table<PiquetOptions>, state: &PiquetState) -> Option<[Seat; 2]> {
    let n = table.players.len();
    if n == 2 {
        return Some([Seat::new(0), Seat::new(1)]);
    }
    if table.game != GameId::PiquetAEcrire || table.options.rotation != Rotation::Tourner || n == 0
    {
        return None;
    }
    let d = usize::try_from(state.decided).ok()?;
    Some([Seat::from_index(d % n)?, Seat::from_index((d + 1) % n)?])
}

/// Scores one deal of a partie à écrire: the first deal of a tour waits; the second
/// decides the tour (or makes a refait) and books its payments; the last decided tour
/// also books the settlement.
pub fn settle(
    table: &Table<PiquetOptions>,
    state: &PiquetState,
    tour: Option<u32>,
    entry: Entry,
) -> Result<Outcome<PiquetState>, DealError> {
    let o = &table.options;
    let wanted = o.tours.unwrap_or(0);
    if state.settlement.is_some() || state.decided >= wanted {
        return Err(DealError::not_now(format!(
            "the partie is over: {wanted} tours have been marked"
        )));
    }
    let tour = tour.ok_or_else(|| DealError::missing("tour", "in piquet à écrire"))?;
    let expected = u32::try_from(state.tours.len()).map_err(|_| DealError::Overflow)? + 1;
    if tour != expected {
        return Err(DealError::invalid(
            "tour",
            format!("this deal belongs to tour {expected}, not {tour}"),
        ));
    }
    let mut record = deal_totals(table, state, entry)?;
    let (seats, scores) = (record.seats, record.scores);
    check_pair(table, seats)?;
    let mut next = state.clone();
    let n = table.players.len();
    next.sheet.resize(n, Vec::new());
    next.nets.resize(n, 0);

    let Some(half) = &state.half else {
        if state.refaits > 0 {
            if let Some(last) = state.tours.last() {
                let mut a = last.players;
                let mut b = seats;
                a.sort();
                b.sort();
                if a != b {
                    return Err(DealError::invalid(
                        "elder",
                        format!(
                            "a refait is replayed at once by the same two players, {} and {}",
                            table.name(last.players[0]),
                            table.name(last.players[1])
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
            format!(
                "in the second deal of a tour the other player deals: {} is elder, {} younger",
                table.name(half.seats[YOUNGER]),
                table.name(half.seats[ELDER])
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
        .ok_or(DealError::Overflow)?
        .checked_abs()
        .ok_or(DealError::Overflow)?;
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
        pay_tour(table, &mut ledger, loser, winner, charged)?;
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
        settled = Some(settlement(table, &snapshot, &mut ledger)?);
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
pub fn close(
    table: &Table<PiquetOptions>,
    state: &PiquetState,
) -> Result<Outcome<PiquetState>, DealError> {
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
    let s = settlement(table, state, &mut ledger)?;
    let transfers = ledger.transfers;
    next.settlement = Some(s);
    Ok(Outcome { transfers, next })
}

/// The settlement as it stands, with every player's net: the one booked, or what
/// closing now would give.
fn current_settlement(
    table: &Table<PiquetOptions>,
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
    let s = settlement(table, state, &mut ledger).ok()?;
    Some((s, nets))
}

fn settlement_json(table: &Table<PiquetOptions>, s: &Settlement) -> Value {
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
pub fn report(table: &Table<PiquetOptions>, state: &PiquetState, m: &mut Map<String, Value>) {
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
fn score_sheet(
    table: &Table<PiquetOptions>,
    state: &PiquetState,
    settlement: Option<&(Settlement, Vec<i64>)>,
) -> Value {
    let o = &table.options;
    let wanted = o.tours.unwrap_or(0);
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
        "manner": manner(table),
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
fn next_pair(table: &Table<PiquetOptions>, state: &PiquetState) -> Option<[Seat; 2]> {
    if state.refaits > 0 {
        return state.tours.last().map(|t| t.players);
    }
    let d = usize::try_from(state.decided).ok()?;
    match table.game {
        GameId::PiquetQuatre => {
            let sides = table.options.sides.as_ref()?;
            let pick = |i: usize| -> Option<Seat> {
                let side = sides.get(i)?;
                table.seat_of("sides", side.get(d % 2)?).ok()
            };
            Some([pick(0)?, pick(1)?])
        }
        GameId::PiquetChouette => {
            let c = table
                .seat_of("chouette", table.options.chouette.as_deref()?)
                .ok()?;
            let others: Vec<Seat> = table.seats().filter(|s| *s != c).collect();
            Some([c, *others.get(d % 2)?])
        }
        _ if table.options.rotation == Rotation::Malheureux => {
            let Some(last) = state.tours.last() else {
                return tourner_pair(table, state);
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
        _ => tourner_pair(table, state),
    }
}

/// Who deals next, which tour and roi, and what stands on the sheet.
pub fn status(table: &Table<PiquetOptions>, state: &PiquetState) -> Status {
    let o = &table.options;
    let wanted = o.tours.unwrap_or(0);
    let n = table.players.len().max(1);
    let finished = state.settlement.is_some() || state.decided >= wanted;
    let dealer = if finished {
        None
    } else if let Some(h) = &state.half {
        Some(h.seats[ELDER])
    } else if state.refaits > 0 {
        state.tours.last().map(|t| t.players[0])
    } else {
        match (table.game, o.rotation) {
            (GameId::PiquetAEcrire, Rotation::Tourner) => {
                Seat::from_index(state.decided as usize % n)
            }
            (GameId::PiquetAEcrire, Rotation::Malheureux) => state
                .tours
                .last()
                .and_then(|t| t.marked)
                .or(Some(Seat::new(0))),
            _ => None,
        }
    };
    let next_tour = state.tours.len() + 1;
    let mut round = if finished {
        format!("partie over: {} tours marked", state.decided)
    } else {
        let decided_next = state.decided + 1;
        format!(
            "tour {next_tour} ({} of {wanted} to mark), roi {} of {}",
            decided_next,
            decided_next.div_ceil(2),
            wanted.div_ceil(2)
        )
    };
    if state.half.is_some() && !finished {
        round.push_str(", second deal");
    }
    if state.refaits > 0 && !finished {
        round.push_str(&format!(", after {} refait(s)", state.refaits));
    }
    let mut on_table = Vec::new();
    if let (false, None, Some(pair)) = (finished, &state.half, next_pair(table, state)) {
        on_table.push(format!(
            "next tour: {} against {}",
            table.name(pair[0]),
            table.name(pair[1])
        ));
    }
    if let Some(h) = &state.half {
        on_table.push(format!(
            "half-tour: {} {}, {} {}",
            table.name(h.seats[ELDER]),
            h.scores[ELDER],
            table.name(h.seats[YOUNGER]),
            h.scores[YOUNGER]
        ));
    }
    for (i, name) in table.players.iter().enumerate() {
        let col = state.sheet.get(i).cloned().unwrap_or_default();
        let total = col.iter().fold(0i64, |a, b| a.saturating_add(*b));
        let entries: Vec<String> = col.iter().map(i64::to_string).collect();
        on_table.push(if entries.is_empty() {
            format!("{name}: nothing written")
        } else {
            format!("{name}: {} = {total}", entries.join(" + "))
        });
    }
    if manner(table) == Manner::Corbillon {
        on_table.push(format!("corbillon: {}", state.corbillon));
    }
    if let Some(s) = &state.settlement {
        if s.pool_total > 0 {
            on_table.push(format!(
                "settled: {} shared, {} each{}",
                s.pool_total,
                s.share,
                s.surplus_to.map_or(String::new(), |t| format!(
                    ", {} surplus to {}",
                    s.surplus,
                    table.name(t)
                ))
            ));
        }
    }
    Status {
        dealer,
        round: Some(crate::games::Round::text(round)),
        on_table: on_table
            .into_iter()
            .map(crate::games::TableItem::text)
            .collect(),
        finished,
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
