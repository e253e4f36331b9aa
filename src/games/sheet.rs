//! A score sheet as a game writes it, for any game: lines above, tables of rows and
//! cells, paragraphs below. The game fills it from its state ([`super::Game::sheet`]);
//! `src/web` draws any sheet with one template and knows no game.

use serde::Serialize;

use super::Msg;

/// The whole sheet.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Sheet {
    /// Lines above the tables (the manner, the target, what a pot holds).
    pub head: Vec<Line>,
    /// The tables, in order.
    pub tables: Vec<SheetTable>,
}

/// A line of text whose figures are cells (so that each can be found and styled).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// The parts, in order.
    pub parts: Vec<Cell>,
}

impl Line {
    /// A line of one message.
    pub fn text(msg: Msg) -> Self {
        Line {
            parts: vec![Cell::text(msg)],
        }
    }
}

/// One table of the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SheetTable {
    /// Its heading.
    pub title: Msg,
    /// A line of help under the heading.
    pub help: Option<Msg>,
    /// The columns.
    pub columns: Vec<Column>,
    /// The rows.
    pub rows: Vec<Row>,
    /// What to say when there is no row.
    pub empty: Option<Msg>,
    /// The rows of the foot (sums...).
    pub foot: Vec<Row>,
    /// Lines under the table.
    pub after: Vec<Line>,
}

/// A column of a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Column {
    /// Its heading.
    pub label: Msg,
    /// Whether it holds numbers (aligned right).
    pub numeric: bool,
}

/// What kind of row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RowKind {
    /// An ordinary row, one cell per column.
    Data,
    /// A heading across the table (a new roi, a new partie).
    Group,
    /// A line of text across the table (the tour in progress, the end of a partie).
    Note,
    /// A row to be passed over (a refait), drawn quieter.
    Quiet,
}

/// One row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    /// Its kind.
    pub kind: RowKind,
    /// Its cells (a `Group` or `Note` row has one, spanning the table).
    pub cells: Vec<Cell>,
    /// A key naming the row for readers and tests (`tour-3`, `deal-2`).
    pub key: Option<String>,
}

impl Row {
    /// A data row.
    pub fn data(cells: Vec<Cell>) -> Self {
        Row {
            kind: RowKind::Data,
            cells,
            key: None,
        }
    }

    /// A heading or note across the table.
    pub fn across(kind: RowKind, msg: Msg) -> Self {
        Row {
            kind,
            cells: vec![Cell::text(msg)],
            key: None,
        }
    }

    /// The same row named `key`.
    #[must_use]
    pub fn keyed(mut self, key: impl Into<String>) -> Self {
        self.key = Some(key.into());
        self
    }
}

/// One cell (or one part of a line).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Cell {
    /// What it shows.
    pub value: CellValue,
    /// Whether it stands out (a total, a figure of a line).
    pub strong: bool,
    /// A key naming the figure for readers and tests (`net-Jean`, `share`).
    pub key: Option<String>,
    /// `gain`, `loss` or none: the sign shown in colour.
    pub sign: Option<Sign>,
}

/// A cell's content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum CellValue {
    /// Nothing.
    Empty,
    /// A whole number.
    Int(i64),
    /// A whole number written with its sign when positive (`+20`), nothing when 0.
    Plus(i64),
    /// A name, as it is.
    Name(String),
    /// Words.
    Text(Msg),
}

/// A gain or a loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Sign {
    /// Above zero.
    Gain,
    /// Below zero.
    Loss,
}

impl Cell {
    fn of(value: CellValue) -> Self {
        Cell {
            value,
            strong: false,
            key: None,
            sign: None,
        }
    }

    /// An empty cell.
    pub fn empty() -> Self {
        Cell::of(CellValue::Empty)
    }

    /// A number.
    pub fn int(n: i64) -> Self {
        Cell::of(CellValue::Int(n))
    }

    /// A number with its `+`, blank when 0.
    pub fn plus(n: i64) -> Self {
        Cell::of(CellValue::Plus(n))
    }

    /// A name.
    pub fn name(s: impl Into<String>) -> Self {
        Cell::of(CellValue::Name(s.into()))
    }

    /// Words.
    pub fn text(msg: Msg) -> Self {
        Cell::of(CellValue::Text(msg))
    }

    /// The same cell standing out.
    #[must_use]
    pub fn strong(mut self) -> Self {
        self.strong = true;
        self
    }

    /// The same cell named `key`.
    #[must_use]
    pub fn keyed(mut self, key: impl Into<String>) -> Self {
        self.key = Some(key.into());
        self
    }

    /// The same cell coloured by the sign of `n`.
    #[must_use]
    pub fn signed(mut self, n: i64) -> Self {
        self.sign = match n.signum() {
            1 => Some(Sign::Gain),
            -1 => Some(Sign::Loss),
            _ => None,
        };
        self
    }
}

/// A net result in words: "receives 80", "pays 20", "quits".
pub fn net_words(net: i64) -> Msg {
    match net.signum() {
        1 => crate::msg!("sheet-net-receives", amount = net),
        -1 => crate::msg!("sheet-net-pays", amount = net.saturating_neg()),
        _ => crate::msg!("sheet-net-quits"),
    }
}
