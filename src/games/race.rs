//! A race to a target, shared by every game that scores in *jeux* (games, marks) or points
//! until one player or side reaches the partie, and converts to counters only then
//! (other-games-2 §0.2: Homme d'Auvergne, Romestecq, Sizette, Sixte, Vingt-quatre;
//! other-games-1: Impériale, Triomphe, the Comète's points).
//!
//! * [`Sides`]: who races. Each player for himself ([`Sides::each_player`]), or sides named
//!   by the `sides` option (`{"AB": ["A", "B"], "CD": ["C", "D"]}`, [`Sides::named`]);
//!   the players of two sides are paired by their position in the lists (the counterpart
//!   who pays or is paid at the settlement).
//! * [`Race`]: the marks of each side, their change deal by deal (`marks_per_deal`), the
//!   sides out of contention, and the winner. Events are applied one at a time, in the
//!   order they happen; the partie ends the moment a side in contention reaches the target,
//!   and later events of that deal are not scored ([`Race::score`] answers [`Scored::Over`]).
//!   No deal may follow the deal in which the partie was won ([`Race::begin_deal`]).
//! * [`Race::settlement`]: each player of every losing side pays the stake to his
//!   counterpart of the winning side (each other player pays the winner when each plays
//!   for himself).
//! * [`Race::report`]: the `marks`, `marks_per_deal` and `partie_winner` keys of the
//!   vectors, keyed by side id (the player's name when each plays for himself).
//! * [`order_from`]: the order of play from a dealer, for ties "to the elder hand" (§0.2:
//!   the player after the dealer first, the dealer last).
//!
//! Marks may go below zero (a debt set off against the next games, §0.2 "Set-off of lost
//! games"); [`Race::lose_games`] is the other reading, where the adversaries mark the
//! games a side cannot set off (Sizette law III).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::counters::add;
use super::{DealError, Msg, Table, TableItem};
use crate::domain::{Account, Reason, Seat, Transfer};

/// The order of play of a deal dealt by `dealer` at a table of `n`: the player after the
/// dealer first (the eldest hand), the dealer last (§0.2; French deals go to the right,
/// `players` lists the players in the order of play).
pub fn order_from(dealer: Seat, n: usize) -> Vec<Seat> {
    (1..=n)
        .filter_map(|k| Seat::from_index((dealer.index() + k) % n.max(1)))
        .collect()
}

/// One racer: an id (the side's key, or the player's name) and its players, in the order
/// that pairs them with the other sides' players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side {
    /// The side's id, as the vectors key `marks` by.
    pub id: String,
    /// Its players, by seat, in the order of the `sides` option.
    pub players: Vec<Seat>,
}

/// Who races at a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sides(pub Vec<Side>);

impl Sides {
    /// Each player for himself, each a side named by his name.
    pub fn each_player<O>(table: &Table<O>) -> Self {
        Sides(
            table
                .seats()
                .map(|s| Side {
                    id: table.name(s).to_owned(),
                    players: vec![s],
                })
                .collect(),
        )
    }

    /// The sides of a `sides` option (`{id: [players]}`), in the order the players of the
    /// table first appear in them. Every player must be on exactly one side and every side
    /// must be as large as the others (they are paired by position).
    ///
    /// # Errors
    /// [`DealError::Invalid`] on the `sides` field otherwise.
    pub fn named<O>(
        table: &Table<O>,
        sides: &BTreeMap<String, Vec<String>>,
    ) -> Result<Self, DealError> {
        let mut out: Vec<Side> = Vec::new();
        let mut seen = vec![false; table.len()];
        for (id, names) in sides {
            let mut players = Vec::new();
            for name in names {
                let seat = table.seat_of("sides", name)?;
                if std::mem::replace(&mut seen[seat.index()], true) {
                    return Err(DealError::invalid(
                        "sides",
                        crate::msg!("race-side-player-twice", player = name.as_str()),
                    ));
                }
                players.push(seat);
            }
            out.push(Side {
                id: id.clone(),
                players,
            });
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            return Err(DealError::invalid(
                "sides",
                crate::msg!(
                    "race-side-player-missing",
                    player = table.players[i].as_str()
                ),
            ));
        }
        let size = out.first().map_or(0, |s| s.players.len());
        if out.len() < 2 || out.iter().any(|s| s.players.len() != size || size == 0) {
            return Err(DealError::invalid(
                "sides",
                crate::msg!("race-sides-unequal"),
            ));
        }
        out.sort_by_key(|s| s.players.iter().min().copied());
        Ok(Sides(out))
    }

    /// The `sides` option when given, else each player for himself.
    ///
    /// # Errors
    /// As [`Sides::named`].
    pub fn from_option<O>(
        table: &Table<O>,
        sides: Option<&BTreeMap<String, Vec<String>>>,
    ) -> Result<Self, DealError> {
        match sides {
            Some(s) => Self::named(table, s),
            None => Ok(Self::each_player(table)),
        }
    }

    /// The sides as the choices of a form field: each side's id, shown as it is.
    pub fn choices(&self) -> Vec<(String, crate::games::Msg)> {
        self.0
            .iter()
            .map(|x| (x.id.clone(), crate::msg!("race-side", side = x.id.as_str())))
            .collect()
    }

    /// How many sides race.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether nobody races (never at a valid table).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The index of the side called `id`; `field` names the deal field for the error.
    ///
    /// # Errors
    /// [`DealError::Invalid`] when no side has that id.
    pub fn index_of(&self, field: &str, id: &str) -> Result<usize, DealError> {
        self.0
            .iter()
            .position(|s| s.id == id)
            .ok_or_else(|| DealError::invalid(field, crate::msg!("race-unknown-side", side = id)))
    }

    /// The index of the side `seat` plays on.
    pub fn side_of(&self, seat: Seat) -> Option<usize> {
        self.0.iter().position(|s| s.players.contains(&seat))
    }
}

/// What became of one scored event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scored {
    /// The marks changed; the partie goes on.
    Counted,
    /// This event won the partie.
    Won,
    /// The partie was already won: the event is not scored.
    Over,
}

/// The marks of a race: per side (index of [`Sides`]), as they stand and deal by deal.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Race {
    /// Marks per side, as they stand (may be negative: a debt set off later).
    pub marks: Vec<i64>,
    /// The change of every side's marks in each deal, in order.
    pub per_deal: Vec<Vec<i64>>,
    /// Sides that can no longer win (Homme d'Auvergne's renounce): they still pay.
    pub out: Vec<bool>,
    /// The side that won the partie.
    pub winner: Option<usize>,
}

/// A [`Race`] (de)serialised without its rows deal by deal (`per_deal`), for a game
/// whose race has no end and whose snapshot must not grow with the partie (the Comète):
/// `#[serde(with = "without_past_deals")]`. The rows read back empty; a replay fills them.
pub mod without_past_deals {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Race;

    /// What a snapshot keeps of a race.
    #[derive(Serialize, Deserialize)]
    struct Kept {
        #[serde(default)]
        marks: Vec<i64>,
        #[serde(default)]
        out: Vec<bool>,
        #[serde(default)]
        winner: Option<usize>,
    }

    /// Writes `race` without its rows deal by deal.
    ///
    /// # Errors
    /// The serialiser's.
    pub fn serialize<S: Serializer>(race: &Race, s: S) -> Result<S::Ok, S::Error> {
        Kept {
            marks: race.marks.clone(),
            out: race.out.clone(),
            winner: race.winner,
        }
        .serialize(s)
    }

    /// Reads a race written by [`serialize`] (its rows deal by deal empty).
    ///
    /// # Errors
    /// The deserialiser's.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Race, D::Error> {
        let kept = Kept::deserialize(d)?;
        Ok(Race {
            marks: kept.marks,
            per_deal: Vec::new(),
            out: kept.out,
            winner: kept.winner,
        })
    }
}

impl Race {
    /// A race of `sides` sides, nobody marked.
    pub fn new(sides: usize) -> Self {
        Race {
            marks: vec![0; sides],
            per_deal: Vec::new(),
            out: vec![false; sides],
            winner: None,
        }
    }

    /// The race of a state that has not started yet (a default state) sized to `sides`.
    pub fn sized(&self, sides: usize) -> Self {
        if self.marks.len() == sides {
            self.clone()
        } else {
            Race::new(sides)
        }
    }

    /// Whether the partie is won.
    pub fn is_won(&self) -> bool {
        self.winner.is_some()
    }

    /// Opens a new deal (a new row of `marks_per_deal`).
    ///
    /// # Errors
    /// [`DealError::NotNow`] when the partie is already won (§0.2: a case holds one partie;
    /// no deal follows the deal in which it was won).
    pub fn begin_deal(&mut self) -> Result<(), DealError> {
        if self.is_won() {
            return Err(DealError::not_now(crate::msg!("race-partie-over")));
        }
        self.per_deal.push(vec![0; self.marks.len()]);
        Ok(())
    }

    fn change(&mut self, side: usize, delta: i64) -> Result<(), DealError> {
        let m = self.marks.get_mut(side).ok_or(DealError::Broken {
            detail: format!("race: no side {side}"),
        })?;
        *m = add(*m, delta)?;
        if let Some(row) = self.per_deal.last_mut() {
            if let Some(r) = row.get_mut(side) {
                *r = add(*r, delta)?;
            }
        }
        Ok(())
    }

    /// Scores one event: every `(side, marks)` change at once (a captured King: holder −1,
    /// capturer +1), then checks the target. The first side of `changes` in contention that
    /// stands at `target` or more wins the partie.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn score(&mut self, changes: &[(usize, i64)], target: i64) -> Result<Scored, DealError> {
        if self.is_won() {
            return Ok(Scored::Over);
        }
        for &(side, delta) in changes {
            self.change(side, delta)?;
        }
        let reached = changes.iter().map(|&(s, _)| s).find(|&s| {
            !self.out.get(s).copied().unwrap_or(true)
                && self.marks.get(s).is_some_and(|m| *m >= target)
        });
        Ok(match reached {
            Some(side) => {
                self.winner = Some(side);
                Scored::Won
            }
            None => Scored::Counted,
        })
    }

    /// `side` loses `games` games that it must set off against the games it has; the games
    /// it cannot set off are marked by `adversary` (Sizette law III: g −= min(p, g), the
    /// adversaries + p − min(p, g)). One event: the target is checked after it.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn lose_games(
        &mut self,
        side: usize,
        games: i64,
        adversary: usize,
        target: i64,
    ) -> Result<Scored, DealError> {
        let has = self.marks.get(side).copied().unwrap_or(0).max(0);
        let set_off = games.min(has);
        let mut changes = Vec::new();
        if set_off > 0 {
            changes.push((side, -set_off));
        }
        if games > set_off {
            changes.push((adversary, games - set_off));
        }
        self.score(&changes, target)
    }

    /// `side` wins the partie outright (a virlicque, six tricks at Sixte, the adversaries'
    /// loss of the partie).
    pub fn win_outright(&mut self, side: usize) -> Scored {
        if self.is_won() {
            return Scored::Over;
        }
        self.winner = Some(side);
        Scored::Won
    }

    /// `side` can no longer win the partie (and pays at the settlement); if a single side
    /// is left in contention it wins at once (Homme d'Auvergne law VII).
    pub fn put_out(&mut self, side: usize) -> Scored {
        if self.is_won() {
            return Scored::Over;
        }
        if let Some(o) = self.out.get_mut(side) {
            *o = true;
        }
        let left: Vec<usize> = (0..self.out.len()).filter(|&s| !self.out[s]).collect();
        match left.as_slice() {
            [only] => {
                self.winner = Some(*only);
                Scored::Won
            }
            _ => Scored::Counted,
        }
    }

    /// The partie settlement once won: each player of every other side pays `stake` to his
    /// counterpart (same position) of the winning side. Empty while nobody has won or when
    /// the stake is 0.
    pub fn settlement(&self, sides: &Sides, stake: i64, reason: Reason) -> Vec<Transfer> {
        let Some(w) = self.winner else {
            return Vec::new();
        };
        let Some(winners) = sides.0.get(w) else {
            return Vec::new();
        };
        if stake <= 0 {
            return Vec::new();
        }
        sides
            .0
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != w)
            .flat_map(|(_, side)| side.players.iter().zip(&winners.players))
            .map(|(&from, &to)| {
                Transfer::new(
                    Account::Player(from),
                    Account::Player(to),
                    stake,
                    reason.clone(),
                )
            })
            .collect()
    }

    /// The vectors' `marks` (by side id), `marks_per_deal` and `partie_winner`.
    pub fn report(&self, sides: &Sides) -> Map<String, Value> {
        let by_id = |row: &[i64]| -> Value {
            Value::Object(
                sides
                    .0
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (s.id.clone(), Value::from(row.get(i).copied().unwrap_or(0))))
                    .collect(),
            )
        };
        let mut out = Map::new();
        out.insert("marks".into(), by_id(&self.marks));
        out.insert(
            "marks_per_deal".into(),
            Value::Array(self.per_deal.iter().map(|r| by_id(r)).collect()),
        );
        out.insert(
            "partie_winner".into(),
            self.winner
                .and_then(|w| sides.0.get(w))
                .map_or(Value::Null, |s| Value::from(s.id.clone())),
        );
        out
    }

    /// One table item per side: its marks (of `target`), the side's first player as seat
    /// when each plays for himself.
    pub fn items(&self, sides: &Sides, target: i64) -> Vec<TableItem> {
        sides
            .0
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let marks = self.marks.get(i).copied().unwrap_or(0);
                let label: Msg = crate::msg!(
                    "race-item-marks",
                    side = s.id.as_str(),
                    target = target,
                    out = i64::from(self.out.get(i).copied().unwrap_or(false)),
                    winner = i64::from(self.winner == Some(i))
                );
                TableItem {
                    label,
                    amount: Some(marks),
                    pot: None,
                    seat: match s.players.as_slice() {
                        [one] => Some(*one),
                        _ => None,
                    },
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;

    /// A race written for a snapshot keeps its marks, who is out and the winner, not its
    /// rows deal by deal, and reads back so.
    #[test]
    fn a_race_without_past_deals_keeps_the_marks_only() {
        #[derive(Serialize, Deserialize)]
        struct Kept {
            #[serde(with = "without_past_deals")]
            race: Race,
        }
        let mut race = Race::new(2);
        for _ in 0..3 {
            race.begin_deal().expect("not won");
            race.score(&[(0, 2), (1, -1)], i64::MAX).expect("scored");
        }
        race.out[1] = true;
        let text = serde_json::to_string(&Kept { race: race.clone() }).expect("written");
        assert_eq!(
            text,
            r#"{"race":{"marks":[6,-3],"out":[false,true],"winner":null}}"#
        );
        let back: Kept = serde_json::from_str(&text).expect("read");
        assert_eq!(
            back.race,
            Race {
                per_deal: Vec::new(),
                ..race
            }
        );
    }

    fn table(names: &[&str]) -> Table<()> {
        Table {
            game: GameId::Piquet,
            options: (),
            players: names.iter().map(|s| (*s).to_owned()).collect(),
        }
    }

    #[test]
    fn the_first_to_the_target_wins_and_later_events_are_not_scored() {
        let mut r = Race::new(3);
        r.begin_deal().unwrap();
        assert_eq!(r.score(&[(0, 5)], 7).unwrap(), Scored::Counted);
        assert_eq!(r.score(&[(1, -1), (0, 2)], 7).unwrap(), Scored::Won);
        assert_eq!(r.score(&[(2, 9)], 7).unwrap(), Scored::Over);
        assert_eq!(r.marks, vec![7, -1, 0]);
        assert_eq!(r.per_deal, vec![vec![7, -1, 0]]);
        assert_eq!(r.winner, Some(0));
        assert!(r.begin_deal().is_err(), "no deal after the partie is won");
    }

    #[test]
    fn a_side_out_of_contention_does_not_win_and_the_last_contender_does() {
        let mut r = Race::new(3);
        r.begin_deal().unwrap();
        assert_eq!(r.put_out(1), Scored::Counted);
        assert_eq!(r.score(&[(1, 9)], 7).unwrap(), Scored::Counted);
        assert_eq!(r.put_out(2), Scored::Won);
        assert_eq!(r.winner, Some(0));
    }

    #[test]
    fn games_not_set_off_go_to_the_adversaries() {
        let mut r = Race::new(2);
        r.begin_deal().unwrap();
        r.score(&[(1, 1)], 5).unwrap();
        r.lose_games(1, 1, 0, 5).unwrap();
        assert_eq!(r.marks, vec![0, 0]);
        r.lose_games(1, 2, 0, 5).unwrap();
        assert_eq!(r.marks, vec![2, 0]);
    }

    #[test]
    fn losers_pay_their_counterparts() {
        let t = table(&["A", "B", "C", "D"]);
        let mut m = BTreeMap::new();
        m.insert("CD".to_owned(), vec!["C".to_owned(), "D".to_owned()]);
        m.insert("AB".to_owned(), vec!["A".to_owned(), "B".to_owned()]);
        let sides = Sides::named(&t, &m).unwrap();
        assert_eq!(sides.0[0].id, "AB");
        let mut r = Race::new(2);
        r.win_outright(0);
        let pay = r.settlement(&sides, 10, Reason::new("partie"));
        assert_eq!(pay.len(), 2);
        assert_eq!(pay[0].from, Account::Player(Seat::new(2)));
        assert_eq!(pay[0].to, Account::Player(Seat::new(0)));
        let each = Sides::each_player(&t);
        assert_eq!(r.settlement(&each, 12, Reason::new("partie")).len(), 3);
        let report = r.report(&sides);
        assert_eq!(report["partie_winner"], Value::from("AB"));
    }

    #[test]
    fn the_order_of_play_starts_after_the_dealer() {
        let o: Vec<usize> = order_from(Seat::new(2), 4)
            .iter()
            .map(|s| s.index())
            .collect();
        assert_eq!(o, vec![3, 0, 1, 2]);
    }
}
