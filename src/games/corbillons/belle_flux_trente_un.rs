//! La Belle, le Flux et le Trente-un (other-games-2 §11; 000:17220-17297,
//! 001:14400-14495): three boxes, each with its ante every deal; the Belle to the highest
//! card turned up (K Q J A 10 ... 2), the Flux to the best three cards of one suit, the
//! Thirty-one to the first to have 31, else the nearest below; an equality leaves the box
//! for the next deal ("double").

use std::collections::{BTreeMap, BTreeSet};
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{box_items, by_seat, dealer, dealer_field, pot_keys, Card};
use crate::domain::{PotKey, Seat};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
};

const BELLE: &str = "belle";
const FLUX: &str = "flux";
const TRENTE_UN: &str = "trente_un";

/// Options (§11.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// What each puts in each box every deal (1).
    pub ante: i64,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            ante: 1,
            unit: None,
        }
    }
}

/// A player's three dealt cards.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dealt {
    /// The two cards dealt face down.
    pub down: Vec<String>,
    /// The card dealt face up.
    pub up: String,
}

/// One deal (§11.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// Every player's three dealt cards.
    pub cards: BTreeMap<String, Dealt>,
    /// Every player's final count at the Thirty-one.
    pub totals: BTreeMap<String, i64>,
    /// For each player at 31: the drawing round he reached it in (0 = dealt).
    pub reached_round: BTreeMap<String, i64>,
}

/// Who won each box of one deal (the vectors' `winners`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Winners {
    /// The Belle's winner.
    pub belle: Option<Seat>,
    /// The flux value of every player dealt a flux.
    pub flux_values: Vec<(Seat, i64)>,
    /// The Flux's winner.
    pub flux: Option<Seat>,
    /// The Thirty-one's winner.
    pub trente_un: Option<Seat>,
}

/// What carries over: the boxes, the next dealer; and, in a replay only, each deal's
/// winners.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The boxes.
    pub pools: Pools,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
    /// Each deal's winners: what the report shows of past deals, filled by a replay and
    /// never stored in a snapshot.
    #[serde(skip)]
    pub winners: Vec<Winners>,
}

/// The Belle's order: K Q J above the Ace, the Ace above the Ten (§11.3; §11.6 reading).
fn belle_rank(c: Card) -> u8 {
    match c.rank {
        1 => 10,
        r if r >= 11 => r,
        r => r - 1,
    }
}

/// A card's count at the Flux and the Thirty-one: Ace 11, figures 10, others face.
fn count(c: Card) -> i64 {
    match c.rank {
        1 => 11,
        r if r >= 10 => 10,
        r => i64::from(r),
    }
}

/// The single best of `entries` by `key`, or `None` when the best is shared.
fn sole_best<K: Ord + Copy>(entries: &[(Seat, K)]) -> Option<Seat> {
    let best = entries.iter().map(|(_, k)| *k).max()?;
    let mut top = entries.iter().filter(|(_, k)| *k == best);
    let first = top.next()?;
    if top.next().is_some() {
        None
    } else {
        Some(first.0)
    }
}

/// The three boxes' winners of one deal (§11.3).
fn winners(table: &Table<Options>, deal: &Deal) -> Result<Winners, DealError> {
    let n = table.len();
    let cards = by_seat(table, "cards", &deal.cards)?;
    let totals = by_seat(table, "totals", &deal.totals)?;
    let rounds = by_seat(table, "reached_round", &deal.reached_round)?;
    if cards.len() != n {
        return Err(DealError::invalid(
            "cards",
            crate::msg!("belle-every-player"),
        ));
    }
    if totals.len() != n {
        return Err(DealError::invalid(
            "totals",
            crate::msg!("belle-every-player"),
        ));
    }
    let mut seen = BTreeSet::new();
    let mut ups = Vec::new();
    let mut flux_values = Vec::new();
    for (s, dealt) in &cards {
        let field = format!("cards.{}", table.name(*s));
        if dealt.down.len() != 2 {
            return Err(DealError::invalid(
                format!("{field}.down"),
                crate::msg!("belle-two-down"),
            ));
        }
        let up = Card::read(&format!("{field}.up"), &dealt.up)?;
        let mut three = vec![up];
        for c in &dealt.down {
            three.push(Card::read(&format!("{field}.down"), c)?);
        }
        for c in &three {
            if !seen.insert(*c) {
                return Err(DealError::invalid(
                    field.clone(),
                    crate::msg!("belle-card-twice"),
                ));
            }
        }
        ups.push((*s, belle_rank(up)));
        if three.iter().all(|c| c.suit == up.suit) {
            flux_values.push((*s, three.iter().map(|c| count(*c)).sum::<i64>()));
        }
    }
    for (s, t) in &totals {
        let has_round = rounds.iter().any(|(r, _)| r == s);
        if (*t == 31) != has_round {
            return Err(DealError::invalid(
                format!("reached_round.{}", table.name(*s)),
                crate::msg!("belle-round-for-31"),
            ));
        }
    }
    let trente_un = if rounds.is_empty() {
        let under: Vec<(Seat, i64)> = totals.iter().copied().filter(|(_, t)| *t < 31).collect();
        sole_best(&under)
    } else {
        let earliest: Vec<(Seat, i64)> = rounds.iter().map(|(s, r)| (*s, -*r)).collect();
        sole_best(&earliest)
    };
    Ok(Winners {
        belle: sole_best(&ups),
        flux: sole_best(&flux_values),
        flux_values,
        trente_un,
    })
}

/// The Belle, Flux and Thirty-one engine.
#[derive(Debug, Clone, Copy)]
pub struct BelleFluxTrenteUn;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &["ante", "belle", "flux", "trente_un"];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["premier", "dernier", "jeton", "corbillon", "flux"];

impl Game for BelleFluxTrenteUn {
    type Options = Options;
    type Deal = Deal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_: GameId, _: &Options) -> RangeInclusive<usize> {
        2..=12
    }

    /// 2: the snapshots no longer keep each deal's winners.
    fn engine_version(_: GameId) -> i32 {
        2
    }

    /// The report's `winners`, rebuilt by a replay.
    fn shows_past_deals(_: GameId) -> bool {
        true
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[BELLE, FLUX, TRENTE_UN])
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        crate::games::corbillons::check_amounts(&[("ante", o.ante)])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §11.3: antes in the three boxes, each box to its sole winner or left for the next deal.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        super::check_amounts(&[("ante", table.options.ante)])?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        let w = winners(table, deal)?;
        let mut pay = Payments::new(state.pools.clone());
        for (key, winner) in [(BELLE, w.belle), (FLUX, w.flux), (TRENTE_UN, w.trente_un)] {
            pay.ante_each(table.seats(), key, table.options.ante, "ante")?;
            if let Some(s) = winner {
                pay.draw_all(key, s, key)?;
            }
        }
        let (transfers, pools) = pay.finish();
        let mut next = state.clone();
        next.pools = pools;
        next.next_dealer = Some(super::after(d, table.len()));
        next.winners.push(w);
        Ok(Outcome { transfers, next })
    }

    fn status(_: &Table<Options>, state: &State) -> Status {
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: None,
            on_table: box_items(
                &state.pools,
                &[
                    (BELLE, crate::msg!("belle-box-belle")),
                    (FLUX, crate::msg!("belle-box-flux")),
                    (TRENTE_UN, crate::msg!("belle-box-trente-un")),
                ],
            ),
            finished: false,
        }
    }

    fn report(table: &Table<Options>, state: &State) -> Map<String, Value> {
        let name = |s: Option<Seat>| s.map_or(Value::Null, |s| Value::from(table.name(s)));
        let rows = state
            .winners
            .iter()
            .map(|w| {
                let mut m = Map::new();
                m.insert("belle".into(), name(w.belle));
                m.insert(
                    "flux_values".into(),
                    Value::Object(
                        w.flux_values
                            .iter()
                            .map(|(s, v)| (table.name(*s).to_owned(), Value::from(*v)))
                            .collect(),
                    ),
                );
                m.insert("flux".into(), name(w.flux));
                m.insert("trente_un".into(), name(w.trente_un));
                Value::Object(m)
            })
            .collect();
        let mut out = Map::new();
        out.insert("winners".into(), Value::Array(rows));
        out
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "ante",
                OptionKind::Count { min: 1, max: 1000 },
                1,
                crate::msg!("belle-option-ante"),
            )
            .help(crate::msg!("belle-option-ante-help"))
            .essential(),
            crate::games::corbillons::unit_spec(),
        ]
    }

    /// Each player's three cards, his final count, the round he reached 31.
    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let mut fields = Vec::new();
        for p in &table.players {
            let group = crate::msg!("belle-group-player", player = p.as_str());
            for (path, label) in [
                (
                    format!("cards.{p}.up"),
                    crate::msg!("belle-field-up", player = p.as_str()),
                ),
                (
                    format!("cards.{p}.down[0]"),
                    crate::msg!("belle-field-down", player = p.as_str(), n = 1),
                ),
                (
                    format!("cards.{p}.down[1]"),
                    crate::msg!("belle-field-down", player = p.as_str(), n = 2),
                ),
            ] {
                fields.push(
                    Field::new(&path, label, FieldKind::Text, true)
                        .with_help(crate::msg!("corbillons-card-help"))
                        .in_group(group.clone())
                        .essential(true),
                );
            }
            fields.push(
                Field::new(
                    &format!("totals.{p}"),
                    crate::msg!("belle-field-total", player = p.as_str()),
                    FieldKind::Count { min: 0, max: 120 },
                    true,
                )
                .in_group(group.clone())
                .essential(true),
            );
            fields.push(
                Field::new(
                    &format!("reached_round.{p}"),
                    crate::msg!("belle-field-round", player = p.as_str()),
                    FieldKind::Count { min: 0, max: 20 },
                    false,
                )
                .with_help(crate::msg!("belle-field-round-help"))
                .in_group(group),
            );
        }
        fields.push(dealer_field(table, state.next_dealer));
        fields
    }
}
