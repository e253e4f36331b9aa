//! The games of other-games-2 that score in *jeux* (games, marks) or points until one
//! player or side reaches the partie, and convert to counters only then (§0.2): the
//! Homme d'Auvergne, the Romestecq, the Sizette, the Sixte, the Vingt-quatre. Each runs on
//! the shared [`crate::games::race`]: events applied in the order they happen, the partie
//! over the moment the target is reached, the partie settlement by sides.

use serde::{Deserialize, Serialize};

use crate::domain::Seat;
use crate::games::race::{Race, Sides};
use crate::games::sheet::{Cell, Column, Line, Row, Sheet, SheetTable};
use crate::games::{DealError, Outcome, Status, Table};

pub mod homme_d_auvergne;
pub mod romestecq;
pub mod sixte;
pub mod sizette;
pub mod vingt_quatre;

pub use homme_d_auvergne::HommeDAuvergne;
pub use romestecq::Romestecq;
pub use sixte::Sixte;
pub use sizette::Sizette;
pub use vingt_quatre::VingtQuatre;

/// What every race game carries: the race and the next dealer.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RaceState {
    /// The marks, deal by deal, and the winner.
    pub race: Race,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
}

/// The status of a race game: the next dealer, each side's marks, the end.
pub(crate) fn race_status(state: &RaceState, sides: Option<&Sides>, target: i64) -> Status {
    Status {
        dealer: if state.race.is_won() {
            None
        } else {
            state.next_dealer.or(Some(Seat::new(0)))
        },
        round: None,
        on_table: sides
            .map(|s| state.race.sized(s.len()).items(s, target))
            .unwrap_or_default(),
        finished: state.race.is_won(),
    }
}

/// Opens the deal: the race sized to the sides and a new row of marks; the dealer.
///
/// # Errors
/// [`DealError::NotNow`] after the partie is won; [`DealError::UnknownPlayer`].
pub(crate) fn begin<O>(
    table: &Table<O>,
    state: &RaceState,
    sides: &Sides,
    dealer: Option<&String>,
) -> Result<(RaceState, Seat), DealError> {
    let mut next = state.clone();
    next.race = state.race.sized(sides.len());
    next.race.begin_deal()?;
    let d = crate::games::corbillons::dealer(table, dealer, state.next_dealer)?;
    next.next_dealer = Some(crate::games::corbillons::after(d, table.len()));
    Ok((next, d))
}

/// The outcome of a race deal: the partie settlement if it was won in this deal.
pub(crate) fn finish(
    before: &RaceState,
    next: RaceState,
    sides: &Sides,
    stake: i64,
) -> Outcome<RaceState> {
    let transfers = if before.race.is_won() || !next.race.is_won() {
        Vec::new()
    } else {
        next.race
            .settlement(sides, stake, crate::domain::Reason::new("partie"))
    };
    Outcome { transfers, next }
}

/// The score sheet of a race, the same for every race game: the target (and the winner)
/// above; one row per deal with each side's marks gained or lost; the marks as they stand
/// at the foot.
pub(crate) fn race_sheet(race: &Race, sides: &Sides, target: i64) -> Sheet {
    sheet_of(race, sides, Some(target))
}

/// The sheet of points scored deal by deal with no target (the Comète's points).
pub(crate) fn points_sheet(race: &Race, sides: &Sides) -> Sheet {
    sheet_of(race, sides, None)
}

fn sheet_of(race: &Race, sides: &Sides, target: Option<i64>) -> Sheet {
    let race = race.sized(sides.len());
    let mut head: Vec<Line> = target
        .map(|target| Line::text(crate::msg!("jeux-sheet-target", target = target)))
        .into_iter()
        .collect();
    if let Some(w) = race.winner.and_then(|w| sides.0.get(w)) {
        head.push(Line::text(crate::msg!(
            "jeux-sheet-winner",
            side = w.id.as_str()
        )));
    }
    let mut columns = vec![Column {
        label: crate::msg!("jeux-sheet-deal"),
        numeric: true,
    }];
    columns.extend(sides.0.iter().map(|s| Column {
        label: crate::msg!("jeux-sheet-side", side = s.id.as_str()),
        numeric: true,
    }));
    let rows = race
        .per_deal
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut cells = vec![Cell::int(i64::try_from(i + 1).unwrap_or(i64::MAX))];
            cells.extend(sides.0.iter().enumerate().map(|(k, s)| {
                let d = row.get(k).copied().unwrap_or(0);
                Cell::plus(d)
                    .signed(d)
                    .keyed(format!("deal-{}-{}", i + 1, s.id))
            }));
            Row::data(cells).keyed(format!("deal-{}", i + 1))
        })
        .collect();
    let mut total = vec![Cell::text(crate::msg!("jeux-sheet-total")).strong()];
    total.extend(sides.0.iter().enumerate().map(|(k, s)| {
        Cell::int(race.marks.get(k).copied().unwrap_or(0))
            .strong()
            .keyed(format!("marks-{}", s.id))
    }));
    Sheet {
        head,
        tables: vec![SheetTable {
            title: crate::msg!("jeux-sheet-title"),
            help: None,
            columns,
            rows,
            empty: Some(crate::msg!("jeux-sheet-empty")),
            foot: vec![Row::data(total)],
            after: Vec::new(),
        }],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sheet::CellValue;
    use crate::games::GameId;

    #[test]
    fn the_race_sheet_has_a_row_a_deal_and_the_marks_at_the_foot() {
        let table = Table {
            game: GameId::Sixte,
            options: (),
            players: ["A", "B"].iter().map(|s| (*s).to_owned()).collect(),
        };
        let sides = Sides::each_player(&table);
        let mut race = Race::new(2);
        race.begin_deal().unwrap();
        race.score(&[(0, 2)], 3).unwrap();
        race.begin_deal().unwrap();
        race.score(&[(1, -1), (0, 1)], 3).unwrap();
        let sheet = race_sheet(&race, &sides, 3);
        assert_eq!(sheet.head.len(), 2, "the target and the winner");
        let t = &sheet.tables[0];
        assert_eq!(t.rows.len(), 2);
        assert_eq!(t.columns.len(), 3);
        let foot: Vec<&CellValue> = t.foot[0].cells.iter().map(|c| &c.value).collect();
        assert_eq!(foot[1], &CellValue::Int(3));
        assert_eq!(foot[2], &CellValue::Int(-1));
    }
}
