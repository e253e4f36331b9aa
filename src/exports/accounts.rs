//! Spreadsheet exports of the accounts: one partie's settlement, and the history across
//! parties (one row per player per partie; one row per transfer).
//!
//! CSV per RFC 4180 (comma, double quotes, CRLF), UTF-8 without a byte-order mark, a
//! header row of stable column names (listed in the README; never renamed), dates and
//! times in ISO 8601 UTC (`2026-11-22T20:15:00Z`). Empty cells mean "none".
//!
//! Money is a plain decimal number a spreadsheet sums (`money`: `1.25`, a dot before the
//! decimals, no unit; exact, written from the whole minor units, see
//! [`crate::domain::Money::number`]), with its unit beside it (`currency`: `EUR`, or `d`
//! for livres, sous and deniers counted in deniers) and, when the rate leaves a fraction
//! of a minor unit, that fraction (`money_remainder`: `1/2`, with the amount's sign;
//! empty when exact). No rate: the three cells are empty.

use chrono::NaiveDateTime;
use serde::Serialize;

use crate::accounts::Settlement;
use crate::domain::Rate;
use crate::ledger::read::PartieView;

/// Columns of `settlement.csv`.
pub const SETTLEMENT_COLUMNS: [&str; 8] = [
    "party_id",
    "from",
    "to",
    "counters",
    "money",
    "currency",
    "money_remainder",
    "paid",
];

/// Columns of `results.csv` (one row per player per partie).
pub const RESULT_COLUMNS: [&str; 13] = [
    "party_id",
    "game",
    "opened_at",
    "closed_at",
    "seat",
    "player",
    "players",
    "deals",
    "counters",
    "money",
    "currency",
    "money_remainder",
    "rate",
];

/// Columns of `transfers.csv` (one row per transfer of every journal entry).
pub const TRANSFER_COLUMNS: [&str; 13] = [
    "party_id",
    "game",
    "entry_seq",
    "entry_kind",
    "deal",
    "recorded_at",
    "reversed",
    "from_kind",
    "from",
    "to_kind",
    "to",
    "counters",
    "reason",
];

#[derive(Serialize)]
struct SettlementRow<'a> {
    party_id: &'a str,
    from: &'a str,
    to: &'a str,
    counters: i64,
    money: String,
    currency: String,
    money_remainder: String,
    paid: bool,
}

/// The money cells of a row: `money`, `currency`, `money_remainder`.
#[derive(Default)]
struct MoneyCells {
    money: String,
    currency: String,
    money_remainder: String,
}

impl MoneyCells {
    /// `counters` at `rate` (empty cells without a rate, or when the amount overflows).
    fn of(rate: Option<&Rate>, counters: i64) -> Self {
        rate.and_then(|r| r.convert(counters).ok())
            .map(|c| MoneyCells {
                money: c.money.number(),
                currency: c.money.unit().to_owned(),
                money_remainder: c.remainder_text(),
            })
            .unwrap_or_default()
    }
}

#[derive(Serialize)]
struct ResultRow<'a> {
    party_id: &'a str,
    game: &'a str,
    opened_at: String,
    closed_at: String,
    seat: usize,
    player: &'a str,
    players: usize,
    deals: usize,
    counters: i64,
    money: String,
    currency: String,
    money_remainder: String,
    rate: String,
}

#[derive(Serialize)]
struct TransferRow<'a> {
    party_id: &'a str,
    game: &'a str,
    entry_seq: i32,
    entry_kind: &'a str,
    deal: Option<i32>,
    recorded_at: String,
    reversed: bool,
    from_kind: &'a str,
    from: &'a str,
    to_kind: &'a str,
    to: &'a str,
    counters: i64,
    reason: &'a str,
}

/// An ISO 8601 UTC timestamp: `2026-11-22T20:15:00Z`.
pub fn iso(at: NaiveDateTime) -> String {
    at.format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

fn writer() -> csv::Writer<Vec<u8>> {
    csv::WriterBuilder::new()
        .has_headers(false)
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new())
}

fn finish(w: csv::Writer<Vec<u8>>) -> Result<Vec<u8>, csv::Error> {
    let bytes = w
        .into_inner()
        .map_err(|e| csv::Error::from(std::io::Error::other(e.to_string())))?;
    super::neutralised(&bytes)
}

/// `settlement.csv` of one partie: who pays whom.
///
/// # Errors
/// [`csv::Error`] (never, writing to memory).
pub fn settlement_csv(party_id: &str, settlement: &Settlement) -> Result<Vec<u8>, csv::Error> {
    let mut w = writer();
    w.write_record(SETTLEMENT_COLUMNS)?;
    for p in &settlement.payments {
        let MoneyCells {
            money,
            currency,
            money_remainder,
        } = MoneyCells::of(settlement.rate.as_ref(), p.counters);
        w.serialize(SettlementRow {
            party_id,
            from: &p.from,
            to: &p.to,
            counters: p.counters,
            money,
            currency,
            money_remainder,
            paid: p.paid,
        })?;
    }
    finish(w)
}

/// The first piece of a file: the byte-order mark and the header row.
fn header(columns: &[&str]) -> Result<Vec<u8>, csv::Error> {
    let mut w = writer();
    w.write_record(columns)?;
    finish(w)
}

/// Rows that follow the header, made safe like the whole file.
fn rows(w: csv::Writer<Vec<u8>>) -> Result<Vec<u8>, csv::Error> {
    let bytes = w
        .into_inner()
        .map_err(|e| csv::Error::from(std::io::Error::other(e.to_string())))?;
    super::neutralised_rows(&bytes)
}

/// `results.csv`: one row per player per partie, parties in the order given.
///
/// # Errors
/// [`csv::Error`] (never, writing to memory); a money overflow is written as an empty
/// cell rather than failing the export.
pub fn results_csv(parties: &[PartieView]) -> Result<Vec<u8>, csv::Error> {
    let mut bytes = results_header()?;
    bytes.extend(results_rows(parties)?);
    Ok(bytes)
}

/// The start of `results.csv` (byte-order mark, header row), for a streamed export:
/// then [`results_rows`] for each page of parties.
///
/// # Errors
/// [`csv::Error`] (never, writing to memory).
pub fn results_header() -> Result<Vec<u8>, csv::Error> {
    header(&RESULT_COLUMNS)
}

/// The rows of `results.csv` for `parties` (no header).
///
/// # Errors
/// As [`results_csv`].
pub fn results_rows(parties: &[PartieView]) -> Result<Vec<u8>, csv::Error> {
    let mut w = writer();
    for p in parties {
        let rate = Rate::from_settings(&p.extra).ok().flatten();
        for b in &p.balances {
            let MoneyCells {
                money,
                currency,
                money_remainder,
            } = MoneyCells::of(rate.as_ref(), b.balance);
            w.serialize(ResultRow {
                party_id: &p.id,
                game: p.game.slug(),
                opened_at: iso(p.opened_at),
                closed_at: p.closed_at.map(iso).unwrap_or_default(),
                seat: b.seat + 1,
                player: &b.name,
                players: p.players.len(),
                deals: p.deals.len(),
                counters: b.balance,
                money,
                currency,
                money_remainder,
                rate: rate.as_ref().map(ToString::to_string).unwrap_or_default(),
            })?;
        }
    }
    rows(w)
}

/// `transfers.csv`: every transfer of every journal entry (reversals included, so the
/// rows of a player sum to his balance), parties in the order given.
///
/// # Errors
/// [`csv::Error`] (never, writing to memory).
pub fn transfers_csv(parties: &[PartieView]) -> Result<Vec<u8>, csv::Error> {
    let mut bytes = transfers_header()?;
    bytes.extend(transfers_rows(parties)?);
    Ok(bytes)
}

/// The start of `transfers.csv` (byte-order mark, header row), for a streamed export:
/// then [`transfers_rows`] for each page of parties.
///
/// # Errors
/// [`csv::Error`] (never, writing to memory).
pub fn transfers_header() -> Result<Vec<u8>, csv::Error> {
    header(&TRANSFER_COLUMNS)
}

/// The rows of `transfers.csv` for `parties` (no header).
///
/// # Errors
/// [`csv::Error`] (never, writing to memory).
pub fn transfers_rows(parties: &[PartieView]) -> Result<Vec<u8>, csv::Error> {
    let mut w = writer();
    for p in parties {
        for e in &p.journal {
            for t in &e.transfers {
                w.serialize(TransferRow {
                    party_id: &p.id,
                    game: p.game.slug(),
                    entry_seq: e.seq,
                    entry_kind: e.kind.code(),
                    deal: e.deal,
                    recorded_at: iso(e.recorded_at),
                    reversed: e.reversed,
                    from_kind: t.from.kind,
                    from: &t.from.name,
                    to_kind: t.to.kind,
                    to: &t.to.name,
                    counters: t.amount,
                    reason: &t.reason,
                })?;
            }
        }
    }
    rows(w)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::domain::PotKey;

    #[test]
    fn the_settlement_sheet_is_rfc_4180() {
        let players = vec!["Anne \"la Belle\"".to_owned(), "Blaise, fils".to_owned()];
        let rate = Rate::parse("0.01 EUR per 2").unwrap();
        let s = Settlement::build(
            &players,
            &[-3, 3],
            &BTreeMap::<PotKey, i64>::new(),
            Some(&rate),
        )
        .unwrap();
        let text =
            String::from_utf8(settlement_csv("0123456789abcdef0123456789abcdef", &s).unwrap())
                .unwrap();
        assert_eq!(
            text,
            "\u{feff}party_id,from,to,counters,money,currency,money_remainder,paid\r\n\
             0123456789abcdef0123456789abcdef,\"Anne \"\"la Belle\"\"\",\"Blaise, fils\",3,0.01,EUR,1/2,false\r\n"
        );
    }
}

#[cfg(test)]
mod safety_tests {
    use super::super::{neutralised, safe_cell};

    #[test]
    fn formulas_are_written_as_text_and_numbers_stay_numbers() {
        for (cell, shown) in [
            ("=1+1", "'=1+1"),
            ("+33 6", "'+33 6"),
            ("-x", "'-x"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
            ("-12", "-12"),
            ("-0.05", "-0.05"),
            ("-1.", "'-1."),
            ("-.5", "'-.5"),
            ("-1/2", "-1/2"),
            ("-1/2+1", "'-1/2+1"),
            ("-1e3", "'-1e3"),
            ("Anne", "Anne"),
            ("", ""),
            // A spreadsheet splitting on `;` reads each part as a cell.
            (";=1+1", ";'=1+1"),
            ("a;=HYPERLINK(1)", "a;'=HYPERLINK(1)"),
            ("=1;@x", "'=1;'@x"),
            ("-3;-4", "'-3;-4"),
            ("3;-4", "3;-4"),
            ("tricks: A 3; B 2", "tricks: A 3; B 2"),
        ] {
            assert_eq!(safe_cell(cell), shown, "{cell:?}");
        }
        let csv = b"name,balance\r\n=1+1,-5\r\n\"a,b\",3\r\n";
        let out = String::from_utf8(neutralised(csv).expect("csv")).expect("utf-8");
        assert_eq!(out, "\u{feff}name,balance\r\n'=1+1,-5\r\n\"a,b\",3\r\n");
    }
}
