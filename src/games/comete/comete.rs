//! Le nouveau jeu de la Comète (other-games-1 §1; 000:12954-13523; 001:15020-15761).
//!
//! The comet (a wild nine) is paid `V = comet_base × r` jetons, r = 1 + the consecutive
//! played deals in which it stayed in the stock (the remise); the finisher scores the
//! points left in the other's hand times the multiplier of §1.3's table; carte blanche
//! scores 50 (100 with the comet). Points are converted per coup of two deals with the
//! Piquet rounding (default), or paid at once in points (`per_deal_points`, jetons × 10).
//! Three at once (`three_all`): each loser pays at once, rounded per payer, and the queue
//! goes to the greatest winner at the end of the party. Three in turn: remises and coups
//! are kept per pair of players.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::domain::{PotKey, Seat};
use crate::games::counters::{add, mul};
use crate::games::pool::kit::{self, Notes};
use crate::games::pools::{seat_nets, Payments, Pools};
use crate::games::race::{Race, Sides};
use crate::games::{
    DealError, EventForm, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec, Outcome,
    ReportKind, Status, Table, TableItem,
};

const QUEUE: &str = "queue";

/// The race of the Comète's points has no target.
const NO_TARGET: i64 = i64::MAX;

/// Who plays (§1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Two players.
    #[default]
    Two,
    /// Three playing at once.
    ThreeAll,
    /// Three, two playing in turn ("à tourner").
    ThreeInTurn,
    /// Two against two (not scored: the books give no payments).
    TwoAgainstTwo,
}

/// How points become jetons (§1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Settlement {
    /// Per coup of two deals, Piquet rounding.
    PerCoupPiquetRounding,
    /// The ledger in points, paid each deal (jetons × 10).
    PerDealPoints,
    /// Three at once: each loser pays at once, rounded.
    PerPayerPerDealPiquetRounding,
}

/// Options (§1.4).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Options {
    /// The simple comet, in jetons.
    #[serde(default = "two")]
    pub comet_base: i64,
    /// Points of a carte blanche.
    #[serde(default = "fifty")]
    pub carte_blanche: i64,
    /// How points become jetons (default by mode).
    #[serde(default)]
    pub points_settlement: Option<Settlement>,
    /// Who plays.
    #[serde(default)]
    pub mode: Mode,
    /// The dealer may make an opera.
    #[serde(default)]
    pub dealer_opera: bool,
    /// The 40-card variant (no effect on payments).
    #[serde(default)]
    pub deck40: bool,
    /// The Piquet-like discard (no effect on payments).
    #[serde(default)]
    pub discard: bool,
    /// Penalty for looking at the stock, to each other player.
    #[serde(default = "one")]
    pub stock_look_penalty: i64,
    /// Penalty for spreading the played cards, to each other player.
    #[serde(default = "one")]
    pub played_cards_penalty: i64,
    /// Remises kept per pair (three in turn only; default true there).
    #[serde(default)]
    pub remise_per_pair: Option<bool>,
    /// `unit` and `*_note` keys.
    #[serde(flatten)]
    pub notes: Notes,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            comet_base: 2,
            carte_blanche: 50,
            points_settlement: None,
            mode: Mode::Two,
            dealer_opera: false,
            deck40: false,
            discard: false,
            stock_look_penalty: 1,
            played_cards_penalty: 1,
            remise_per_pair: None,
            notes: Notes::default(),
        }
    }
}

fn two() -> i64 {
    2
}
fn fifty() -> i64 {
    50
}
fn one() -> i64 {
    1
}

/// What became of the comet (§1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CometUse {
    /// Its holder played it before the end.
    Played,
    /// The finisher finished with it.
    LastCard,
    /// The finisher finished with it standing for a nine.
    LastCardAsNine,
    /// Still in a loser's hand.
    Remained,
}

/// A penalty (§1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// Looked at the stock.
    LookedAtStock,
    /// Spread the played cards to examine them.
    ExaminedPlayedCards,
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

/// One deal (§1.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The dealer.
    #[serde(default)]
    pub dealer: Option<String>,
    /// First out.
    #[serde(default)]
    pub finisher: Option<String>,
    /// He played all his cards without interruption.
    #[serde(default)]
    pub opera: bool,
    /// Who had the comet (null: in the stock).
    #[serde(default)]
    pub comet_holder: Option<String>,
    /// What became of it.
    #[serde(default)]
    pub comet_use: Option<CometUse>,
    /// Raw points left in each non-finisher's hand.
    #[serde(default)]
    pub points_in_hand: BTreeMap<String, i64>,
    /// Players dealt no court card.
    #[serde(default)]
    pub carte_blanche: Vec<String>,
    /// Closes the sitting (the queue; open coups).
    #[serde(default)]
    pub end_of_party: bool,
    /// Penalties.
    #[serde(default)]
    pub penalties: Vec<Penalty>,
    /// A void record.
    #[serde(default)]
    pub void: bool,
    /// A wrong deal (no payment).
    #[serde(default)]
    pub misdeal: bool,
}

/// An open coup of a pair: points of each of the pair (in seat order), deals so far.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Coup {
    /// Deals played in the coup (0 or 1 between deals).
    pub deals: u8,
    /// Points of the lower seat, then of the higher.
    pub points: [i64; 2],
}

/// What carries over.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Consecutive remises, per pair key (`"0+1"`) or `"table"`.
    pub remises: BTreeMap<String, i64>,
    /// Open coups per pair key.
    pub coups: BTreeMap<String, Coup>,
    /// The queue (three at once).
    pub pools: Pools,
    /// Each player's balance so far (three at once: the greatest winner).
    pub nets: Vec<i64>,
    /// The last dealer.
    pub dealer: Option<Seat>,
    /// The points each player scored (the shared race, with no target: the Comète's
    /// points are converted per coup, never raced to a partie). Its rows deal by deal,
    /// which the sheet shows, are filled by a replay and never stored in a snapshot.
    #[serde(default, with = "crate::games::race::without_past_deals")]
    pub race: Race,
}

/// The Comète scorer.
#[derive(Debug)]
pub struct Comete;

fn settlement(o: &Options) -> Settlement {
    o.points_settlement.unwrap_or(match o.mode {
        Mode::ThreeAll => Settlement::PerPayerPerDealPiquetRounding,
        _ => Settlement::PerCoupPiquetRounding,
    })
}

fn per_pair(o: &Options) -> bool {
    o.mode == Mode::ThreeInTurn && o.remise_per_pair.unwrap_or(true)
}

/// Piquet rounding of a points difference into jetons: units below 5 dropped, 5 and more
/// a full ten (000:12357-12368; 001:1358-1362).
pub fn rounded_jetons(points: i64) -> i64 {
    points.max(0).saturating_add(5) / 10
}

fn pair(a: Seat, b: Seat) -> (Seat, Seat) {
    if a < b {
        (a, b)
    } else {
        (b, a)
    }
}

fn pair_key(a: Seat, b: Seat) -> String {
    let (x, y) = pair(a, b);
    format!("{}+{}", x.index(), y.index())
}

/// The comet payment (in multiples of V, from the loser to the finisher unless `to_holder`)
/// and the loser's multiplier (§1.3's table), for a loser `l`.
fn comet_row(
    opera: bool,
    holder: Option<Seat>,
    usage: Option<CometUse>,
    f: Seat,
    l: Seat,
) -> (i64, i64) {
    match (opera, usage) {
        (false, None) => (0, 1),
        (true, None) => (0, 2),
        (false, Some(CometUse::Played)) => (0, 1),
        (true, Some(CometUse::Played)) => (0, 2),
        (false, Some(CometUse::LastCard)) => (2, 2),
        (false, Some(CometUse::LastCardAsNine)) => (4, 4),
        (true, Some(CometUse::LastCard)) => (4, 4),
        (true, Some(CometUse::LastCardAsNine)) => (8, 8),
        (o, Some(CometUse::Remained)) => {
            if holder == Some(l) && l != f {
                (2, if o { 4 } else { 2 })
            } else {
                (0, if o { 2 } else { 1 })
            }
        }
    }
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "comet",
    "coup",
    "points",
    "carte_blanche",
    "queue",
    "penalty",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &[
    "remise",
    "carte-blanche",
    "coup",
    "opera",
    "comete",
    "hoc",
    "talon",
];

impl Game for Comete {
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
            Mode::Two => 2..=2,
            Mode::ThreeAll | Mode::ThreeInTurn => 3..=3,
            Mode::TwoAgainstTwo => 4..=4,
        }
    }

    /// 2: the snapshots no longer keep the points deal by deal.
    fn engine_version(_game: GameId) -> i32 {
        2
    }

    /// The sheet's points deal by deal, rebuilt by a replay.
    fn shows_past_deals(_game: GameId) -> bool {
        true
    }

    fn pots(_game: GameId, options: &Options) -> Vec<PotKey> {
        if options.mode == Mode::ThreeAll {
            vec![PotKey::new(QUEUE)]
        } else {
            Vec::new()
        }
    }

    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        kit::amounts(&[
            ("comet_base", table.options.comet_base),
            ("carte_blanche", table.options.carte_blanche),
            ("stock_look_penalty", table.options.stock_look_penalty),
            ("played_cards_penalty", table.options.played_cards_penalty),
        ])?;
        let o = &table.options;
        if o.mode == Mode::TwoAgainstTwo {
            return Err(DealError::Options {
                detail: crate::msg!("comete-two-against-two"),
            });
        }
        if o.mode == Mode::ThreeAll
            && o.points_settlement == Some(Settlement::PerCoupPiquetRounding)
        {
            return Err(DealError::Options {
                detail: crate::msg!("comete-per-coup-three-all"),
            });
        }
        if o.mode != Mode::ThreeAll
            && o.points_settlement == Some(Settlement::PerPayerPerDealPiquetRounding)
        {
            return Err(DealError::Options {
                detail: crate::msg!("comete-per-payer-three-all"),
            });
        }
        if o.remise_per_pair.is_some() && o.mode != Mode::ThreeInTurn {
            return Err(DealError::Options {
                detail: crate::msg!("comete-remise-per-pair"),
            });
        }
        Ok(Outcome {
            transfers: Vec::new(),
            next: State {
                nets: vec![0; table.len()],
                ..State::default()
            },
        })
    }

    /// §1.3.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        let n = table.len();
        let points_mode = settlement(o) == Settlement::PerDealPoints;
        let unit = if points_mode { 10 } else { 1 };
        let mut next = state.clone();
        next.nets.resize(n, 0);
        next.race = state.race.sized(n);
        next.race.begin_deal()?;
        let dealer = kit::opt_seat(table, "dealer", deal.dealer.as_ref())?;
        if deal.void || deal.misdeal {
            return Ok(Outcome {
                transfers: Vec::new(),
                next,
            });
        }
        let mut pay = Payments::new(state.pools.clone());
        let Some(finisher) = deal.finisher.as_ref() else {
            if !deal.end_of_party {
                return Err(DealError::missing(
                    "finisher",
                    crate::msg!("pool-when-played"),
                ));
            }
            end_of_party(table, &mut next, &mut pay, dealer, unit)?;
            return finish(table, next, pay);
        };
        let dealer =
            dealer.ok_or_else(|| DealError::missing("dealer", crate::msg!("pool-when-played")))?;
        let f = kit::seat(table, "finisher", finisher)?;
        let mut losers = Vec::new();
        let mut raw = vec![0_i64; n];
        for (name, p) in &deal.points_in_hand {
            let s = table.seat_of("points_in_hand", name)?;
            if s == f || *p < 0 {
                return Err(kit::bad(
                    &format!("points_in_hand.{name}"),
                    crate::msg!("comete-points-losers"),
                ));
            }
            raw[s.index()] = *p;
            losers.push(s);
        }
        losers.sort();
        let want = if o.mode == Mode::ThreeAll { n - 1 } else { 1 };
        if losers.len() != want || (o.mode == Mode::Two && losers.len() != n - 1) {
            return Err(kit::bad(
                "points_in_hand",
                crate::msg!("comete-points-losers"),
            ));
        }
        let players: Vec<Seat> = {
            let mut v = losers.clone();
            v.push(f);
            v.sort();
            v
        };
        if !players.contains(&dealer) {
            return Err(kit::bad("dealer", crate::msg!("comete-dealer-plays")));
        }
        let holder = kit::opt_seat(table, "comet_holder", deal.comet_holder.as_ref())?;
        let usage = deal.comet_use;
        match (holder, usage) {
            (None, None) => {}
            (Some(h), Some(u)) => {
                if !players.contains(&h)
                    || (h == f && u == CometUse::Remained)
                    || (h != f && matches!(u, CometUse::LastCard | CometUse::LastCardAsNine))
                    || (deal.opera && h != f && u == CometUse::Played)
                {
                    return Err(kit::bad("comet_use", crate::msg!("comete-comet-use")));
                }
            }
            _ => return Err(kit::bad("comet_holder", crate::msg!("comete-comet-both"))),
        }
        if deal.opera {
            let order: Vec<Seat> = kit::order_from(dealer, n)
                .into_iter()
                .filter(|s| players.contains(s))
                .collect();
            let eldest = order.first().copied();
            if !(Some(f) == eldest || (o.dealer_opera && f == dealer)) {
                return Err(kit::bad("opera", crate::msg!("comete-opera-eldest")));
            }
        }
        let mut blanche = Vec::new();
        for (i, b) in deal.carte_blanche.iter().enumerate() {
            let s = kit::seat(table, &format!("carte_blanche.{i}"), b)?;
            if !players.contains(&s) {
                return Err(kit::bad(
                    &format!("carte_blanche.{i}"),
                    crate::msg!("comete-not-in-deal"),
                ));
            }
            blanche.push(s);
        }
        // The remise.
        let rkey = if per_pair(o) {
            pair_key(f, losers[0])
        } else {
            "table".to_owned()
        };
        let remise = state.remises.get(&rkey).copied().unwrap_or(0);
        let v = mul(mul(o.comet_base, add(remise, 1)?)?, unit)?;
        next.remises
            .insert(rkey, if holder.is_none() { remise + 1 } else { 0 });
        // Comet payments and multipliers.
        let mut m = vec![1_i64; n];
        for &l in &losers {
            let (k, mult) = comet_row(deal.opera, holder, usage, f, l);
            pay.pay(l, f, mul(k, v)?, "comet")?;
            m[l.index()] = if deal.opera && blanche.contains(&l) {
                (mult / 2).max(1)
            } else {
                mult
            };
        }
        if let (Some(h), Some(CometUse::Played)) = (holder, usage) {
            pay.each_pays(players.iter().copied(), h, v, "comet")?;
        }
        // Points of the deal, per player of the deal.
        let cb = |s: Seat| -> i64 {
            if !blanche.contains(&s) {
                0
            } else if holder == Some(s) {
                o.carte_blanche.saturating_mul(2)
            } else {
                o.carte_blanche
            }
        };
        let penalties = deal.penalties.clone();
        match o.mode {
            Mode::ThreeAll => {
                let mut owed = Vec::new();
                for &l in &losers {
                    let pts = mul(raw[l.index()], m[l.index()])?;
                    owed.push((l, pts));
                    let amount = if points_mode {
                        pts
                    } else {
                        rounded_jetons(pts)
                    };
                    pay.pay(l, f, amount, "points")?;
                }
                let won = owed
                    .iter()
                    .try_fold(0_i64, |acc, (_, pts)| add(acc, *pts))?;
                next.race.score(&[(f.index(), won)], NO_TARGET)?;
                if let [(a, pa), (b, pb)] = owed.as_slice() {
                    if pa == pb {
                        pay.put(*a, QUEUE, unit, "queue")?;
                        pay.put(*b, QUEUE, unit, "queue")?;
                    } else {
                        let more = if pa > pb { *a } else { *b };
                        pay.put(more, QUEUE, 2 * unit, "queue")?;
                    }
                }
                for &s in &blanche {
                    let pts = cb(s);
                    let amount = if points_mode {
                        pts
                    } else {
                        rounded_jetons(pts)
                    };
                    pay.each_pays(players.iter().copied(), s, amount, "carte_blanche")?;
                    let payers = players.iter().filter(|p| **p != s).count();
                    next.race.score(
                        &[(s.index(), mul(pts, i64::try_from(payers).unwrap_or(0))?)],
                        NO_TARGET,
                    )?;
                }
            }
            Mode::Two | Mode::ThreeInTurn | Mode::TwoAgainstTwo => {
                let l = losers[0];
                let mut deal_pts = [0_i64; 2];
                let (lo, hi) = pair(f, l);
                let idx = |s: Seat| usize::from(s == hi);
                deal_pts[idx(f)] = add(deal_pts[idx(f)], mul(raw[l.index()], m[l.index()])?)?;
                for &s in &blanche {
                    deal_pts[idx(s)] = add(deal_pts[idx(s)], cb(s))?;
                }
                next.race.score(
                    &[(lo.index(), deal_pts[0]), (hi.index(), deal_pts[1])],
                    NO_TARGET,
                )?;
                if points_mode {
                    let d = deal_pts[0]
                        .checked_sub(deal_pts[1])
                        .ok_or_else(DealError::overflow)?;
                    if d > 0 {
                        pay.pay(hi, lo, d, "points")?;
                    } else {
                        pay.pay(lo, hi, -d, "points")?;
                    }
                } else {
                    let key = pair_key(f, l);
                    let mut coup = state.coups.get(&key).cloned().unwrap_or_default();
                    coup.points[0] = add(coup.points[0], deal_pts[0])?;
                    coup.points[1] = add(coup.points[1], deal_pts[1])?;
                    coup.deals += 1;
                    if coup.deals >= 2 {
                        settle_coup(&mut pay, lo, hi, &coup)?;
                        next.coups.remove(&key);
                    } else {
                        next.coups.insert(key, coup);
                    }
                }
            }
        }
        for (i, p) in penalties.iter().enumerate() {
            let s = kit::seat(table, &format!("penalties.{i}.player"), &p.player)?;
            let amount = match p.kind {
                PenaltyKind::LookedAtStock => o.stock_look_penalty,
                PenaltyKind::ExaminedPlayedCards => o.played_cards_penalty,
            };
            pay.pays_each(s, players.iter().copied(), mul(amount, unit)?, "penalty")?;
        }
        next.dealer = Some(dealer);
        if deal.end_of_party {
            end_of_party(table, &mut next, &mut pay, Some(dealer), unit)?;
        }
        finish(table, next, pay)
    }

    /// The end of the sitting: open coups settled, the queue to the greatest winner.
    fn close(table: &Table<Options>, state: &State) -> Result<Outcome<State>, DealError> {
        let mut next = state.clone();
        next.nets.resize(table.len(), 0);
        let mut pay = Payments::new(state.pools.clone());
        let unit = if settlement(&table.options) == Settlement::PerDealPoints {
            10
        } else {
            1
        };
        end_of_party(table, &mut next, &mut pay, state.dealer, unit)?;
        finish(table, next, pay)
    }

    fn status(table: &Table<Options>, state: &State) -> Status {
        let mut on_table = Vec::new();
        if table.options.mode == Mode::ThreeAll {
            on_table.extend(kit::box_items(&state.pools, &[QUEUE], |_| {
                crate::msg!("comete-item-queue")
            }));
        }
        for (key, r) in &state.remises {
            on_table.push(TableItem::amount(
                crate::msg!("comete-item-remises", pair = pair_names(table, key)),
                *r,
            ));
        }
        for (key, c) in &state.coups {
            on_table.push(TableItem::amount(
                crate::msg!("comete-item-coup", pair = pair_names(table, key)),
                c.points[0].saturating_sub(c.points[1]),
            ));
        }
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
        let choice = |v: &[&str], prefix: &str| -> Vec<(String, Msg)> {
            v.iter()
                .map(|k| {
                    (
                        (*k).to_owned(),
                        Msg::dynamic(format!("{prefix}{}", k.replace('_', "-"))),
                    )
                })
                .collect()
        };
        vec![
            OptionSpec::new(
                "mode",
                OptionKind::Choice {
                    choices: choice(
                        &["two", "three_all", "three_in_turn", "two_against_two"],
                        "comete-mode-",
                    ),
                },
                "two",
                crate::msg!("comete-option-mode"),
            )
            .help(crate::msg!("comete-option-mode-help"))
            .essential(),
            OptionSpec::new(
                "comet_base",
                OptionKind::Count { min: 1, max: 100 },
                2,
                crate::msg!("comete-option-base"),
            )
            .help(crate::msg!("comete-option-base-help"))
            .essential(),
            OptionSpec::new(
                "carte_blanche",
                OptionKind::Count { min: 0, max: 500 },
                50,
                crate::msg!("comete-option-carte-blanche"),
            )
            .help(crate::msg!("comete-option-carte-blanche-help")),
            OptionSpec::optional(
                "points_settlement",
                OptionKind::Choice {
                    choices: choice(
                        &[
                            "per_coup_piquet_rounding",
                            "per_deal_points",
                            "per_payer_per_deal_piquet_rounding",
                        ],
                        "comete-settlement-",
                    ),
                },
                crate::msg!("comete-option-settlement"),
            )
            .help(crate::msg!("comete-option-settlement-help")),
            OptionSpec::new(
                "dealer_opera",
                OptionKind::Flag,
                false,
                crate::msg!("comete-option-dealer-opera"),
            )
            .help(crate::msg!("comete-option-dealer-opera-help")),
            OptionSpec::new(
                "deck40",
                OptionKind::Flag,
                false,
                crate::msg!("comete-option-deck40"),
            )
            .help(crate::msg!("comete-option-deck40-help")),
            OptionSpec::new(
                "discard",
                OptionKind::Flag,
                false,
                crate::msg!("comete-option-discard"),
            )
            .help(crate::msg!("comete-option-discard-help")),
            OptionSpec::new(
                "stock_look_penalty",
                OptionKind::Count { min: 0, max: 100 },
                1,
                crate::msg!("comete-option-stock-look"),
            )
            .help(crate::msg!("comete-option-penalty-help")),
            OptionSpec::new(
                "played_cards_penalty",
                OptionKind::Count { min: 0, max: 100 },
                1,
                crate::msg!("comete-option-played-cards"),
            )
            .help(crate::msg!("comete-option-penalty-help")),
            OptionSpec::optional(
                "remise_per_pair",
                OptionKind::Flag,
                crate::msg!("comete-option-remise-per-pair"),
            )
            .help(crate::msg!("comete-option-remise-per-pair-help")),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let next = state.dealer.map(|d| kit::next(d, table.len()));
        let uses: Vec<(String, Msg)> = ["played", "last_card", "last_card_as_nine", "remained"]
            .iter()
            .map(|k| {
                (
                    (*k).to_owned(),
                    Msg::dynamic(format!("comete-use-{}", k.replace('_', "-"))),
                )
            })
            .collect();
        let pens: Vec<(String, Msg)> = vec![
            (
                "looked_at_stock".into(),
                crate::msg!("comete-penalty-looked-at-stock"),
            ),
            (
                "examined_played_cards".into(),
                crate::msg!("comete-penalty-examined-played-cards"),
            ),
        ];
        let mut out = vec![
            kit::dealer_field(table, next),
            Field::new(
                "finisher",
                crate::msg!("comete-field-finisher"),
                FieldKind::Player,
                true,
            ),
            Field::new(
                "points_in_hand",
                crate::msg!("comete-field-points"),
                FieldKind::PerPlayer { min: 0, max: 400 },
                true,
            )
            .with_help(crate::msg!("comete-field-points-help")),
            Field::new(
                "opera",
                crate::msg!("comete-field-opera"),
                FieldKind::Flag,
                false,
            )
            .essential(true),
            Field::new(
                "comet_holder",
                crate::msg!("comete-field-holder"),
                FieldKind::Player,
                false,
            )
            .essential(true)
            .with_help(crate::msg!("comete-field-holder-help")),
            Field::new(
                "comet_use",
                crate::msg!("comete-field-use"),
                FieldKind::Choice { options: uses },
                false,
            )
            .essential(true),
            Field::new(
                "carte_blanche",
                crate::msg!("comete-field-carte-blanche"),
                FieldKind::Players,
                false,
            ),
        ];
        if table.options.mode == Mode::ThreeAll {
            out.push(Field::new(
                "end_of_party",
                crate::msg!("comete-field-end-of-party"),
                FieldKind::Flag,
                false,
            ));
        }
        out.extend(kit::penalty_slots(
            2,
            &crate::msg!("comete-field-penalty"),
            &pens,
        ));
        out
    }

    fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
        vec![kit::flag_event(
            table,
            state.dealer,
            "end_of_party",
            crate::msg!("comete-event-end-of-party"),
            crate::msg!("comete-event-end-of-party-help"),
        )]
    }

    /// Counters: Comète's points are paid as they go; they do not yet run on the shared
    /// marks race, so it keeps no score sheet of its own.
    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::MarksRace
    }

    /// The points of each player, deal by deal, and their totals.
    fn sheet(table: &Table<Options>, state: &State) -> Option<crate::games::sheet::Sheet> {
        Some(crate::games::jeux::points_sheet(
            &state.race,
            &Sides::each_player(table),
        ))
    }

    /// §1.3: "an open coup is settled in the entry of the sitting's last record" (open
    /// coups of every pair, three in turn); the queue waits for the end of the party.
    fn last_record(
        table: &Table<Options>,
        state: &State,
    ) -> Result<Option<Outcome<State>>, DealError> {
        if state.coups.is_empty() {
            return Ok(None);
        }
        let mut next = state.clone();
        let mut pay = Payments::new(state.pools.clone());
        settle_open_coups(&mut next, &mut pay)?;
        finish(table, next, pay).map(Some)
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        let remise = if per_pair(&table.options) {
            let mut m = Map::new();
            for a in table.seats() {
                for b in table.seats().filter(|b| *b > a) {
                    let key = pair_key(a, b);
                    m.insert(
                        pair_names(table, &key),
                        Value::from(state.remises.get(&key).copied().unwrap_or(0)),
                    );
                }
            }
            Value::Object(m)
        } else {
            Value::from(state.remises.get("table").copied().unwrap_or(0))
        };
        kit::report::<Self>(table, json!({ "remise_count": remise }))
    }
}

/// `"A+B"` for a pair key `"0+1"`.
fn pair_names(table: &Table<Options>, key: &str) -> String {
    key.split('+')
        .map(|i| {
            i.parse::<usize>()
                .ok()
                .and_then(|i| table.players.get(i))
                .cloned()
                .unwrap_or_else(|| i.to_owned())
        })
        .collect::<Vec<_>>()
        .join("+")
}

/// A coup's points difference, rounded as at Piquet, paid by the pair's lower scorer.
fn settle_coup(pay: &mut Payments, lo: Seat, hi: Seat, coup: &Coup) -> Result<(), DealError> {
    let d = coup.points[0]
        .checked_sub(coup.points[1])
        .ok_or_else(DealError::overflow)?;
    if d > 0 {
        pay.pay(hi, lo, rounded_jetons(d), "coup")
    } else {
        pay.pay(lo, hi, rounded_jetons(-d), "coup")
    }
}

/// Every open coup settled (each pair's points so far, rounded as at Piquet).
fn settle_open_coups(next: &mut State, pay: &mut Payments) -> Result<(), DealError> {
    for (key, coup) in std::mem::take(&mut next.coups) {
        let mut it = key
            .split('+')
            .filter_map(|i| i.parse::<usize>().ok())
            .filter_map(Seat::from_index);
        if let (Some(lo), Some(hi)) = (it.next(), it.next()) {
            settle_coup(pay, lo, hi, &coup)?;
        }
    }
    Ok(())
}

/// The end of the party: open coups are settled; the queue goes to the player with the
/// highest balance, shared on a tie (odd counters to the first from the eldest).
fn end_of_party(
    table: &Table<Options>,
    next: &mut State,
    pay: &mut Payments,
    dealer: Option<Seat>,
    _unit: i64,
) -> Result<(), DealError> {
    settle_open_coups(next, pay)?;
    if pay.box_now(QUEUE) > 0 {
        let (transfers_so_far, _) = pay.clone().finish();
        let now = seat_nets(&transfers_so_far, table.len())?;
        let bal: Vec<i64> = (0..table.len())
            .map(|i| next.nets.get(i).copied().unwrap_or(0) + now[i])
            .collect();
        let best = bal.iter().copied().max().unwrap_or(0);
        let order = kit::order_from(dealer.unwrap_or(Seat::new(0)), table.len());
        let tied: Vec<Seat> = order
            .into_iter()
            .filter(|s| bal[s.index()] == best)
            .collect();
        pay.share_all(QUEUE, &tied, "queue")?;
    }
    Ok(())
}

fn finish(
    table: &Table<Options>,
    mut next: State,
    pay: Payments,
) -> Result<Outcome<State>, DealError> {
    let (transfers, pools) = pay.finish();
    let nets = seat_nets(&transfers, table.len())?;
    next.nets.resize(table.len(), 0);
    for (a, b) in next.nets.iter_mut().zip(nets) {
        *a = add(*a, b)?;
    }
    next.pools = pools;
    Ok(Outcome { transfers, next })
}
