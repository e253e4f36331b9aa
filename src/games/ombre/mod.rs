//! The Ombre family (spec `ombre.md`): L'Hombre à trois (`ombre`), à deux (`ombre-deux`),
//! the old Quintille (`quintille`) and the new Quintille (`quintille-nouveau`).
//!
//! One file per game id ([`a_trois`] serves the Ombre by three and by two, which differ
//! only by the number of players), and one module per concept shared inside the family:
//! [`beasts`] (the beast worth the pool, who pays it, its grouping), [`outcome`] (the
//! three-handed win, remise, codille; matadors; the codille division by trumps),
//! [`hazards`] (the pretintailles) and [`purse`] (the payments of a deal, the pair's split).
//! The rules the Quadrille family shares (the queue of beasts, the halves, the win of a
//! side that needs so many tricks) live once in [`crate::games::hombre`].
//!
//! Glossary: *Ombre* (the player who stands the game), *poule* / pool (the stakes and the
//! beast going), *bête* / beast, *remise*, *codille*, *sans-prendre*, *matadors*, *vole*,
//! *contre* (the announced vole), *tours* (pools won), *fiche* (20 jetons at the Ombre,
//! 10 à la Bavaroise and at the Quintille). See spec section 7.
//!
//! Options and deals differ per game id, so the [`Game`] types are JSON values parsed into
//! each game's own strict types (`deny_unknown_fields`) at every entry point.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{DealError, Field, Game, GameId, Outcome, Status, Table};
use crate::domain::{PotKey, Seat};

pub mod a_trois;
pub mod beasts;
pub mod hazards;
pub mod outcome;
pub mod purse;
pub mod quintille;
pub mod quintille_nouveau;

use a_trois::HombreOptions;
use quintille::QuintilleOptions;
use quintille_nouveau::NouveauOptions;

/// The Ombre family's scorer (all four game ids).
#[derive(Debug)]
pub struct Ombre;

/// What the table carries from deal to deal (spec 1.3).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Deals entered so far (passes included): deal `k` is dealt by `players[k mod n]`.
    pub deals: u32,
    /// Jetons on the game: stakes not yet drawn and the beast going.
    pub pool: i64,
    /// The beast going (inside `pool`) and the beasts waiting.
    pub beasts: crate::games::hombre::BeastQueue,
    /// Markers each player puts in at the next deal (Ombre by three and two).
    pub next_markers: i64,
    /// Pools won (the length of the partie).
    pub tours: u32,
}

/// The options of one game id, parsed and checked.
#[derive(Debug, Clone)]
enum Rules {
    Hombre(HombreOptions),
    Quintille(QuintilleOptions),
    Nouveau(NouveauOptions),
}

fn parse<T: DeserializeOwned>(value: &Value) -> Result<T, serde_json::Error> {
    match value {
        Value::Null => serde_json::from_value(Value::Object(serde_json::Map::new())),
        v => serde_json::from_value(v.clone()),
    }
}

fn rules(game: GameId, options: &Value) -> Result<Rules, DealError> {
    let err = |e: serde_json::Error| DealError::Options {
        detail: e.to_string().into(),
    };
    match game {
        GameId::Quintille => {
            let o: QuintilleOptions = parse(options).map_err(err)?;
            o.check()?;
            Ok(Rules::Quintille(o))
        }
        GameId::QuintilleNouveau => {
            let o: NouveauOptions = parse(options).map_err(err)?;
            o.check()?;
            Ok(Rules::Nouveau(o))
        }
        _ => {
            let o: HombreOptions = parse(options).map_err(err)?;
            o.check(game)?;
            Ok(Rules::Hombre(o))
        }
    }
}

fn with<O>(table: &Table<Value>, options: O) -> Table<O> {
    Table {
        game: table.game,
        options,
        players: table.players.clone(),
    }
}

fn deal<T: DeserializeOwned>(value: &Value) -> Result<T, DealError> {
    serde_json::from_value(value.clone()).map_err(|e| DealError::Facts {
        detail: e.to_string().into(),
    })
}

/// The largest amount an option may name (keeps every sum far from overflow).
const MAX_AMOUNT: i64 = 1_000_000;

/// Checks that each named option amount lies from its minimum to [`MAX_AMOUNT`].
///
/// # Errors
/// [`DealError::Options`] naming the first amount out of range.
pub(crate) fn check_amounts(amounts: &[(&str, i64, i64)]) -> Result<(), DealError> {
    for &(name, v, min) in amounts {
        if !(min..=MAX_AMOUNT).contains(&v) {
            return Err(DealError::Options {
                detail: format!("{name} is {v}; it must be from {min} to {MAX_AMOUNT}").into(),
            });
        }
    }
    Ok(())
}

/// The tricks entered per player, in seat order: every name a player of the table, every
/// player given.
///
/// # Errors
/// [`DealError`] naming `tricks` and the unknown or missing player.
pub(crate) fn tricks_by_seat<O>(
    table: &Table<O>,
    entered: &BTreeMap<String, u32>,
) -> Result<Vec<(Seat, u32)>, DealError> {
    for name in entered.keys() {
        table.seat_of("tricks", name)?;
    }
    table
        .seats()
        .map(|seat| {
            let t = entered.get(table.name(seat)).copied().ok_or_else(|| {
                DealError::invalid(
                    "tricks",
                    format!("no tricks entered for {}", table.name(seat)),
                )
            })?;
            Ok((seat, t))
        })
        .collect()
}

/// The tricks entered, added up without overflow: an absurd entry (4294967295 tricks)
/// saturates and is then refused like any wrong total (spec 1.2, 3, 4), never a panic.
pub(crate) fn tricks_total(tricks: &[(Seat, u32)]) -> u32 {
    tricks
        .iter()
        .fold(0_u32, |acc, &(_, t)| acc.saturating_add(t))
}

/// The tricks of `seat` in a list by seat (0 for a seat not in it).
pub(crate) fn tricks_of(tricks: &[(Seat, u32)], seat: Seat) -> u32 {
    tricks
        .iter()
        .find(|&&(s, _)| s == seat)
        .map_or(0, |&(_, t)| t)
}

/// What lies on the game: the pool (and whether a beast is going), then the waiting
/// beasts, highest first (the order in which they will go).
pub(crate) fn pool_lines(state: &State) -> Vec<String> {
    let mut lines = vec![format!(
        "pool: {} jetons{}",
        state.pool,
        if state.beasts.on_game {
            " (a beast is going)"
        } else {
            ""
        }
    )];
    if !state.beasts.pending.is_empty() {
        let order = state.beasts.in_going_order();
        let list: Vec<String> = order.iter().map(i64::to_string).collect();
        lines.push(format!(
            "beasts waiting: {} (the highest goes next)",
            list.join(", ")
        ));
    }
    lines
}

/// A settle function of one game id of the family (test support).
#[cfg(test)]
pub(crate) type SettleFn<O, D> = fn(&Table<O>, &State, &D) -> Result<Outcome<State>, DealError>;

/// Test support for the Quintilles: replays `deals` at a table of five (A to E) from an
/// empty state with `settle`; the state after and each deal's nets in seat order.
#[cfg(test)]
pub(crate) fn replay_five<O, D: DeserializeOwned>(
    game: GameId,
    options: O,
    settle: SettleFn<O, D>,
    deals: &[Value],
) -> (State, Vec<Vec<i64>>) {
    use crate::domain::{net_by_account, Account};
    let t = Table {
        game,
        options,
        players: ["A", "B", "C", "D", "E"].map(String::from).to_vec(),
    };
    let mut state = State::default();
    let mut nets = Vec::new();
    for d in deals {
        let deal: D = serde_json::from_value(d.clone()).unwrap();
        let out = settle(&t, &state, &deal).unwrap();
        let net = net_by_account(&out.transfers).unwrap();
        nets.push(
            (0..5)
                .map(|i| {
                    net.get(&Account::Player(Seat::new(i)))
                        .copied()
                        .unwrap_or(0)
                })
                .collect(),
        );
        state = out.next;
    }
    (state, nets)
}

impl Game for Ombre {
    type Options = Value;
    type Deal = Value;
    type State = State;

    fn seats(game: GameId, _options: &Self::Options) -> RangeInclusive<usize> {
        match game {
            GameId::OmbreDeux => 2..=2,
            GameId::Quintille | GameId::QuintilleNouveau => 5..=5,
            _ => 3..=3,
        }
    }

    /// Each game id has its own option set (spec §1.4.11, §2, §3).
    fn default_options(game: GameId) -> Self::Options {
        let defaults = match game {
            GameId::Quintille => serde_json::to_value(QuintilleOptions::default()),
            GameId::QuintilleNouveau => serde_json::to_value(NouveauOptions::default()),
            _ => serde_json::to_value(HombreOptions::default()),
        };
        defaults.unwrap_or(Value::Null)
    }

    fn pots(game: GameId, _options: &Self::Options) -> Vec<PotKey> {
        match game {
            GameId::Quintille => vec![PotKey::new("pool")],
            _ => vec![PotKey::new("pool"), PotKey::new("pending_beasts")],
        }
    }

    /// Checks the options; the first deal of the Ombre is marked with `initial_markers`.
    /// The spec has no counters carried in, so nothing is transferred.
    fn open(table: &Table<Self::Options>) -> Result<Outcome<Self::State>, DealError> {
        let next_markers = match rules(table.game, &table.options)? {
            Rules::Hombre(o) => o.initial_markers,
            Rules::Quintille(_) | Rules::Nouveau(_) => 0,
        };
        Ok(Outcome {
            transfers: Vec::new(),
            next: State {
                next_markers,
                ..State::default()
            },
        })
    }

    fn settle(
        table: &Table<Self::Options>,
        state: &Self::State,
        raw: &Self::Deal,
    ) -> Result<Outcome<Self::State>, DealError> {
        match rules(table.game, &table.options)? {
            Rules::Hombre(o) => a_trois::settle(&with(table, o), state, &deal(raw)?),
            Rules::Quintille(o) => quintille::settle(&with(table, o), state, &deal(raw)?),
            Rules::Nouveau(o) => quintille_nouveau::settle(&with(table, o), state, &deal(raw)?),
        }
    }

    /// The Ombre's `leftover_policy` (spec 1.4.10): `split_equal` divides the pool and the
    /// waiting beasts, `keep` leaves them. The Quintilles' texts say nothing: everything
    /// stays on the table.
    fn close(
        table: &Table<Self::Options>,
        state: &Self::State,
    ) -> Result<Outcome<Self::State>, DealError> {
        match rules(table.game, &table.options)? {
            Rules::Hombre(o) => a_trois::close(&with(table, o), state),
            Rules::Quintille(_) | Rules::Nouveau(_) => Ok(Outcome {
                transfers: Vec::new(),
                next: state.clone(),
            }),
        }
    }

    fn status(table: &Table<Self::Options>, state: &Self::State) -> Status {
        let dealer = quintille_nouveau::dealer_of(table.len(), state.deals);
        let (round, on_table) = match rules(table.game, &table.options) {
            Ok(Rules::Hombre(o)) => a_trois::on_table(&with(table, o), state),
            Ok(Rules::Quintille(_)) => (
                format!("deal {}", state.deals.saturating_add(1)),
                vec![format!(
                    "on the game: {} jetons{}",
                    state.pool,
                    if state.pool == 0 {
                        " (each stakes one jeton)"
                    } else {
                        ""
                    }
                )],
            ),
            Ok(Rules::Nouveau(_)) | Err(_) => (
                format!("deal {}", state.deals.saturating_add(1)),
                pool_lines(state),
            ),
        };
        Status {
            dealer,
            round: Some(crate::games::Round::text(round)),
            on_table: on_table
                .into_iter()
                .map(crate::games::TableItem::text)
                .collect(),
            finished: false,
        }
    }

    fn form(table: &Table<Self::Options>, _state: &Self::State) -> Vec<Field> {
        match rules(table.game, &table.options) {
            Ok(Rules::Hombre(o)) => a_trois::form(&with(table, o)),
            Ok(Rules::Quintille(o)) => quintille::form(&with(table, o)),
            Ok(Rules::Nouveau(o)) => quintille_nouveau::form(&with(table, o)),
            Err(_) => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{net_by_account, Account, Seat};
    use serde_json::json;

    fn table(game: GameId, options: Value, n: usize) -> Table<Value> {
        Table {
            game,
            options,
            players: ["A", "B", "C", "D", "E"][..n]
                .iter()
                .map(|s| s.to_string())
                .collect(),
        }
    }

    fn replay(t: &Table<Value>, deals: &[Value]) -> State {
        let mut state = Ombre::open(t).unwrap().next;
        for d in deals {
            state = Ombre::settle(t, &state, d).unwrap().next;
        }
        state
    }

    #[test]
    fn status_names_the_dealer_and_the_beasts_waiting() {
        let t = table(GameId::Ombre, json!({}), 3);
        let state = replay(
            &t,
            &[
                json!({"type": "played", "ombre": "A", "contract": "prendre",
                    "tricks": {"A": 4, "B": 4, "C": 1}}),
                json!({"type": "played", "ombre": "B", "contract": "prendre",
                    "tricks": {"A": 3, "B": 3, "C": 3}}),
            ],
        );
        let status = Ombre::status(&t, &state);
        assert_eq!(status.dealer, Some(Seat::new(2)));
        assert_eq!(
            status.table_lines(),
            vec![
                "pool: 72 jetons (a beast is going)".to_owned(),
                "beasts waiting: 72 (the highest goes next)".to_owned()
            ]
        );
        assert!(status.round_text().contains("2 marker(s)"));
    }

    #[test]
    fn close_keeps_the_table_or_splits_it_as_agreed() {
        let deals = [
            json!({"type": "played", "ombre": "A", "contract": "prendre",
            "tricks": {"A": 4, "B": 4, "C": 1}}),
        ];
        let keep = table(GameId::Ombre, json!({}), 3);
        let state = replay(&keep, &deals);
        assert!(Ombre::close(&keep, &state).unwrap().transfers.is_empty());
        let split = table(GameId::Ombre, json!({"leftover_policy": "split_equal"}), 3);
        let state = replay(&split, &deals);
        // Pool 27 and a beast of 27: 54 shared, 18 each.
        let out = Ombre::close(&split, &state).unwrap();
        let net = net_by_account(&out.transfers).unwrap();
        assert_eq!(net[&Account::Player(Seat::new(1))], 18);
        assert_eq!(out.next.pool, 0);
        assert!(out.next.beasts.pending.is_empty());
        let q = table(GameId::QuintilleNouveau, json!({}), 5);
        assert!(Ombre::close(&q, &State::default())
            .unwrap()
            .transfers
            .is_empty());
    }

    #[test]
    fn each_game_has_its_own_form_and_options() {
        let names = |t: &Table<Value>| -> Vec<String> {
            Ombre::form(t, &State::default())
                .into_iter()
                .map(|f| f.name)
                .collect()
        };
        let three = names(&table(GameId::Ombre, json!({"contre": true}), 3));
        assert!(three.contains(&"vole_announced".to_owned()));
        assert!(!three.contains(&"hazards".to_owned()));
        let two = names(&table(GameId::OmbreDeux, json!({}), 2));
        assert!(!two.contains(&"vole_announced".to_owned()));
        let old = names(&table(GameId::Quintille, json!({}), 5));
        assert!(old.contains(&"matador_holder".to_owned()));
        let new = names(&table(GameId::QuintilleNouveau, json!({}), 5));
        assert!(new.contains(&"vole_undertaken".to_owned()));
        // Options of one game are refused at another.
        assert!(Ombre::open(&table(GameId::Quintille, json!({"contre": true}), 5)).is_err());
        assert!(Ombre::open(&table(
            GameId::OmbreDeux,
            json!({"hazards": ["charivari"]}),
            2
        ))
        .is_err());
        assert!(Ombre::open(&table(GameId::Ombre, json!({"removed_suit": "hearts"}), 3)).is_err());
    }
}
