//! The partie page's chart: every player's balance over the deals, and what lies on the
//! table (the pots, the beasts) over the deals, drawn as an SVG on the server (no script;
//! it scales with its `viewBox`).

use crate::domain::Account;
use crate::ledger::read::{DealNets, TransferLine};

/// The drawing's width in SVG units (it scales to the page's width).
pub const WIDTH: i64 = 320;
/// The drawing's height in SVG units.
pub const HEIGHT: i64 = 160;
/// The margin around the plot, for the axis labels.
const PAD: i64 = 24;

/// One line of the chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Series {
    /// Whose line (a player's name, or "on the table").
    pub name: String,
    /// The CSS class that colours it (`series-0`... or `series-table`).
    pub class: String,
    /// The `points` of its polyline.
    pub points: String,
    /// Its last value.
    pub last: i64,
}

/// The chart, ready to draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chart {
    /// The lines: the players in seating order, then what is on the table.
    pub series: Vec<Series>,
    /// The height of the zero line.
    pub zero_y: i64,
    /// The highest value drawn (top label).
    pub max: i64,
    /// The lowest value drawn (bottom label).
    pub min: i64,
    /// The labels of the horizontal axis: `(x, deal number)`, a few of them.
    pub ticks: Vec<(i64, String)>,
}

/// What a list of payments moves to (or out of) the players (seating order) and the pots.
fn moves(players: usize, lines: &[TransferLine]) -> (Vec<i64>, i64) {
    let mut nets = vec![0_i64; players];
    let mut table = 0_i64;
    for t in lines {
        for (account, sign) in [(&t.to.account, 1_i64), (&t.from.account, -1_i64)] {
            let amount = t.amount.saturating_mul(sign);
            match account {
                Account::Player(s) => {
                    if let Some(n) = nets.get_mut(s.index()) {
                        *n = n.saturating_add(amount);
                    }
                }
                Account::Pot(_) => table = table.saturating_add(amount),
                Account::Carried => {}
            }
        }
    }
    (nets, table)
}

/// Writes `n` in decimal at the end of `out`.
fn push_int(out: &mut String, n: i64) {
    out.push_str(itoa::Buffer::new().format(n));
}

impl Chart {
    /// The chart of a party's standing deals (`deals`: each one's nets, in order), at a
    /// table of `players` whose opening paid `opening`; `None` before the first deal.
    pub fn new(
        players: &[String],
        opening: &[TransferLine],
        deals: &[DealNets],
        table_label: &str,
    ) -> Option<Self> {
        if deals.is_empty() {
            return None;
        }
        let n = players.len();
        let (mut balances, mut table) = moves(n, opening);
        // Column 0: before the first deal (after the opening); then one per deal. Each
        // line's values, column by column: the players' in seating order, then the table's.
        let columns = deals.len() + 1;
        let mut lines: Vec<Vec<i64>> = (0..=n).map(|_| Vec::with_capacity(columns)).collect();
        let mut push = |balances: &[i64], table: i64| {
            for (line, b) in lines.iter_mut().zip(balances.iter().chain([&table])) {
                line.push(*b);
            }
        };
        push(&balances, table);
        for d in deals {
            for (b, net) in balances.iter_mut().zip(&d.nets) {
                *b = b.saturating_add(*net);
            }
            table = table.saturating_add(d.table());
            push(&balances, table);
        }
        let values = lines.iter().flatten().copied();
        let max = values.clone().max().unwrap_or(0).max(0);
        let min = values.min().unwrap_or(0).min(0);
        let span = (max - min).max(1);
        let steps = i64::try_from(columns.saturating_sub(1).max(1)).unwrap_or(1);
        let x = |i: usize| PAD + i64::try_from(i).unwrap_or(0) * (WIDTH - 2 * PAD) / steps;
        let y = |v: i64| PAD + (max - v) * (HEIGHT - 2 * PAD) / span;
        // `x,y x,y ...`, written digit by digit (a long partie draws thousands of points).
        let line = |values: &[i64]| {
            let mut points = String::with_capacity(values.len() * 8);
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    points.push(' ');
                }
                push_int(&mut points, x(i));
                points.push(',');
                push_int(&mut points, y(*v));
            }
            points
        };
        let on_table = lines.pop().unwrap_or_default();
        let mut series: Vec<Series> = players
            .iter()
            .enumerate()
            .map(|(seat, name)| {
                let values = lines.get(seat).map_or(&[][..], Vec::as_slice);
                Series {
                    name: name.clone(),
                    class: format!("series-{seat}"),
                    last: values.last().copied().unwrap_or(0),
                    points: line(values),
                }
            })
            .collect();
        if on_table.iter().any(|t| *t != 0) {
            series.push(Series {
                name: table_label.to_owned(),
                class: "series-table".to_owned(),
                last: on_table.last().copied().unwrap_or(0),
                points: line(&on_table),
            });
        }
        // About six labels along the bottom, the last deal always among them.
        let every = (columns / 6).max(1);
        let last = columns - 1;
        let ticks = deals
            .iter()
            .enumerate()
            .map(|(i, d)| (i + 1, d))
            .filter(|(i, _)| i % every == 0 || *i == last)
            .map(|(i, d)| (x(i), d.no.to_string()))
            .collect();
        Some(Chart {
            series,
            zero_y: y(0),
            max,
            min,
            ticks,
        })
    }

    /// The `viewBox` of the drawing.
    pub fn view_box(&self) -> String {
        format!("0 0 {WIDTH} {HEIGHT}")
    }

    /// The right end of the plot (the zero line runs to it).
    pub fn right(&self) -> i64 {
        WIDTH - PAD
    }

    /// The left end of the plot.
    pub fn left(&self) -> i64 {
        PAD
    }

    /// The height of the top label.
    pub fn top(&self) -> i64 {
        PAD - 6
    }

    /// The height of the bottom label.
    pub fn bottom(&self) -> i64 {
        HEIGHT - PAD + 14
    }
}
