//! Small helpers shared by the games of other-games-1 (the `pool`, `comete`, `marks` and
//! `bete` families): the informational option keys (§0.2 "Options common to all games"),
//! players named in deal fields, the order of play, the results keyed by player name, and
//! the `setup` report (what the opening of the sitting paid, §0.2 "Ledger").

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::domain::Seat;
use crate::games::pools::{seat_nets, Pools};
use crate::games::{DealError, EventForm, Field, FieldKind, Game, Msg, Table, TableItem};

/// The informational option keys every game accepts (§0.2): `unit` and any key ending in
/// `_note`. Any other key not declared by the game is refused.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(transparent)]
pub struct Notes(BTreeMap<String, Value>);

impl<'de> Deserialize<'de> for Notes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<String, Value>::deserialize(d)?;
        if let Some(k) = map.keys().find(|k| *k != "unit" && !k.ends_with("_note")) {
            return Err(serde::de::Error::custom(format_args!(
                "unknown option `{k}`"
            )));
        }
        Ok(Notes(map))
    }
}

/// The seat of the player named in `field`.
///
/// # Errors
/// [`DealError::UnknownPlayer`].
pub fn seat<O>(table: &Table<O>, field: &str, name: &str) -> Result<Seat, DealError> {
    table.seat_of(field, name)
}

/// The seat of an optional player (`null` = nobody).
///
/// # Errors
/// [`DealError::UnknownPlayer`].
pub fn opt_seat<O>(
    table: &Table<O>,
    field: &str,
    name: Option<&String>,
) -> Result<Option<Seat>, DealError> {
    name.map(|n| table.seat_of(field, n)).transpose()
}

/// A `{player: n}` map as one number per seat (absent players 0); names must be players
/// and numbers within `min..=max`.
///
/// # Errors
/// [`DealError::UnknownPlayer`] or [`DealError::Invalid`] naming the field.
pub fn per_seat<O>(
    table: &Table<O>,
    field: &str,
    map: &BTreeMap<String, i64>,
    min: i64,
    max: i64,
) -> Result<Vec<i64>, DealError> {
    let mut out = vec![0; table.len()];
    for (name, n) in map {
        let s = table.seat_of(field, name)?;
        if !(min..=max).contains(n) {
            return Err(DealError::invalid(
                format!("{field}.{name}"),
                crate::msg!("pool-out-of-range", got = *n, min = min, max = max),
            ));
        }
        out[s.index()] = *n;
    }
    Ok(out)
}

/// The seats in the order of play of a deal dealt by `dealer`: the eldest hand (the next
/// in `players`) first, the dealer last (§0.2 "Seating and rotation").
pub fn order_from(dealer: Seat, n: usize) -> Vec<Seat> {
    (1..=n)
        .filter_map(|k| Seat::from_index((dealer.index() + k) % n.max(1)))
        .collect()
}

/// The player after `seat` (the next dealer).
pub fn next(seat: Seat, n: usize) -> Seat {
    Seat::from_index((seat.index() + 1) % n.max(1)).unwrap_or(seat)
}

/// One value per player as `{name: value}` (the vectors' per-player maps).
pub fn by_name<O, T: Into<Value> + Clone>(table: &Table<O>, values: &[T]) -> Value {
    Value::Object(
        table
            .players
            .iter()
            .zip(values)
            .map(|(n, v)| (n.clone(), v.clone().into()))
            .collect(),
    )
}

/// The report of a game of other-games-1: `setup` (each player's net from the opening of
/// the sitting, zeros when nothing is paid then) and `state` (the game's marks, §0.4).
pub fn report<G: Game>(table: &Table<G::Options>, state: Value) -> Map<String, Value> {
    let nets = G::open(table)
        .ok()
        .and_then(|o| seat_nets(&o.transfers, table.len()).ok())
        .unwrap_or_else(|| vec![0; table.len()]);
    let mut out = Map::new();
    out.insert("setup".into(), by_name(table, &nets));
    out.insert("state".into(), state);
    out
}

/// One table item per box (its content, its pot), labelled by `label(key)`.
pub fn box_items(
    pools: &Pools,
    keys: &[&'static str],
    label: impl Fn(&str) -> Msg,
) -> Vec<TableItem> {
    keys.iter()
        .map(|k| TableItem {
            label: label(k),
            amount: Some(pools.get(k)),
            pot: Some(crate::domain::PotKey::new(k)),
            seat: None,
        })
        .collect()
}

/// The dealer field, pre-filled with the next dealer when the state knows him.
pub fn dealer_field<O>(table: &Table<O>, next_dealer: Option<Seat>) -> Field {
    let f = Field::new(
        "dealer",
        crate::msg!("pool-field-dealer"),
        FieldKind::Player,
        true,
    );
    match next_dealer {
        Some(s) => f.with_default(table.name(s).to_owned()),
        None => f.with_default(table.players.first().cloned().unwrap_or_default()),
    }
}

/// `slots` numbered fault entries folded under "Faults": who (`penalties.<i>.player`) and
/// which fault among `kinds` (`penalties.<i>.kind`, labelled `kind_label`).
pub fn penalty_slots(slots: usize, kind_label: &Msg, kinds: &[(String, Msg)]) -> Vec<Field> {
    let group = crate::msg!("pool-group-faults");
    (0..slots)
        .flat_map(|i| {
            [
                Field::new(
                    &format!("penalties[{i}].player"),
                    crate::msg!("pool-field-player"),
                    FieldKind::Player,
                    false,
                )
                .in_group(group.clone()),
                Field::new(
                    &format!("penalties[{i}].kind"),
                    kind_label.clone(),
                    FieldKind::Choice {
                        options: kinds.to_vec(),
                    },
                    false,
                )
                .in_group(group.clone()),
            ]
        })
        .collect()
}

/// An entry that is one flag of its own (`code`: true) with the dealer, who is the one
/// after `last_dealer` (a misdeal, the end of the party).
pub fn flag_event<O>(
    table: &Table<O>,
    last_dealer: Option<Seat>,
    code: &'static str,
    label: Msg,
    help: Msg,
) -> EventForm {
    let next = last_dealer.map(|d| next(d, table.len()));
    EventForm {
        code,
        label: label.clone(),
        help: Some(help),
        fields: vec![
            dealer_field(table, next),
            Field::new(code, label, FieldKind::Flag, true).with_default(true),
        ],
    }
}

/// A required option missing: no deal can be scored.
pub fn required(key: &str) -> DealError {
    DealError::Options {
        detail: crate::msg!("pool-option-required", key = key),
    }
}

/// A value not allowed for `field`, with the message `detail`.
pub fn bad(field: &str, detail: Msg) -> DealError {
    DealError::invalid(field, detail)
}

/// The choices point / sequence / tricon (Commerce, Ma Commère).
pub fn kinds() -> Vec<(String, Msg)> {
    vec![
        ("point".into(), crate::msg!("pool-kind-point")),
        ("sequence".into(), crate::msg!("pool-kind-sequence")),
        ("tricon".into(), crate::msg!("pool-kind-tricon")),
    ]
}

/// Refuses option amounts below zero (`key`, value pairs), naming the first.
///
/// # Errors
/// [`DealError::Options`].
pub fn amounts(pairs: &[(&str, i64)]) -> Result<(), DealError> {
    match pairs.iter().find(|(_, v)| *v < 0) {
        Some((key, _)) => Err(DealError::Options {
            detail: crate::msg!("pool-option-negative", key = *key),
        }),
        None => Ok(()),
    }
}
