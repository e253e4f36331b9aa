//! The partie as a spreadsheet (`.xlsx`, Office Open XML, written by `rust_xlsxwriter`),
//! in the reader's language: sheet names, headings and words come from the catalogues
//! (`src/i18n/<lang>/exports.ftl`), amounts are number cells.
//!
//! Sheets, each with one heading row (frozen) and then one row per line:
//! 1. the partie: game, players, opened, closed, the rate, the number of deals;
//! 2. the deals: the deal's number, then for each player (seating order) the deal's change
//!    and the running total, then the deal's facts in words. An opening that brought
//!    counters comes first and the closing payments last, labelled in words;
//! 3. the pots (when the game has any): the same grid for each pot, its running total
//!    being what it holds;
//! 4. the balances: each player's name, seat (from 1), counters and money, then each pot
//!    and what the opening brought from outside;
//! 5. the settlement: who pays whom, counters and money (as it would be now, until the
//!    partie is closed; the reason when the accounts cannot be settled).
//!
//! Counters are number cells. A spreadsheet's numbers are binary floating point, exact for
//! whole numbers up to 2^53: a count beyond (never seen at a card table) is written as
//! text, so that no digit is lost. Money is a number cell in the currency's unit with the
//! currency's decimals and its code (livres, sous and deniers in deniers), as the CSV
//! exports write it: the whole minor units, and when a fraction of a minor unit is left
//! over, the exact amount in words (as the pages write it) in the cell's note.

use rust_xlsxwriter::{Format, Note, Workbook, Worksheet, XlsxError};
use serde_json::Value;

use super::RowKind;
use crate::accounts::POT_PREFIX;
use crate::domain::{Converted, Currency, Rate};
use crate::ledger::read::PartieView;
use crate::web::tr::Tr;

/// The largest whole number a spreadsheet cell holds exactly (2^53).
const EXACT: i64 = 1 << 53;

/// Writes `party` as an `.xlsx` workbook in `t`'s language; `facts` writes a deal's
/// facts in words (the partie page's way).
///
/// # Errors
/// An [`XlsxError`] from the writer (never expected: the names and sizes are in bounds).
pub fn write(
    party: &PartieView,
    t: Tr,
    facts: impl Fn(&Value) -> String,
) -> Result<Vec<u8>, XlsxError> {
    let mut book = Workbook::new();
    let bold = Format::new().set_bold();
    let rate = party.rate().ok().flatten();

    partie_sheet(
        book.add_worksheet()
            .set_name(t.get("export-sheet-partie"))?,
        party,
        t,
        &bold,
        rate.as_ref(),
    )?;

    let rows = super::grid(party);
    let deals = book.add_worksheet().set_name(t.get("export-sheet-deals"))?;
    let mut heading = vec![t.get("export-deal")];
    for p in &party.players {
        heading.push(p.clone());
        heading.push(t.get1("export-total", "name", p.as_str()));
    }
    heading.push(t.get("export-facts"));
    write_heading(deals, &heading, &bold)?;
    let facts_col = col(heading.len() - 1);
    let mut totals = vec![0_i64; party.players.len()];
    for (r, row) in rows.iter().enumerate() {
        let r = row_no(r + 1);
        label(deals, r, 0, t, &row.kind)?;
        running(deals, r, &row.players, &mut totals)?;
        if let RowKind::Deal(d) = row.kind {
            deals.write_string(r, facts_col, facts(&d.facts))?;
        }
    }
    deals.set_column_width(facts_col, 60)?;

    if !party.pots.is_empty() {
        let pots = book.add_worksheet().set_name(t.get("export-sheet-pots"))?;
        let mut heading = vec![t.get("export-deal")];
        for p in &party.pots {
            let name = t.pot(&p.key);
            heading.push(name.clone());
            heading.push(t.get1("export-total", "name", name));
        }
        write_heading(pots, &heading, &bold)?;
        let mut totals = vec![0_i64; party.pots.len()];
        for (r, row) in rows.iter().enumerate() {
            let r = row_no(r + 1);
            label(pots, r, 0, t, &row.kind)?;
            running(pots, r, &row.pots, &mut totals)?;
        }
    }

    balances_sheet(
        book.add_worksheet()
            .set_name(t.get("export-sheet-balances"))?,
        party,
        t,
        &bold,
        rate.as_ref(),
    )?;
    settlement_sheet(
        book.add_worksheet()
            .set_name(t.get("export-sheet-settlement"))?,
        party,
        t,
        &bold,
    )?;
    book.save_to_buffer()
}

/// Row and column numbers as the writer takes them (the sheets are far smaller than
/// its limits: a row per deal, two columns per player).
fn row_no(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

fn col(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

fn write_heading(sheet: &mut Worksheet, cells: &[String], bold: &Format) -> Result<(), XlsxError> {
    for (c, text) in cells.iter().enumerate() {
        sheet.write_string_with_format(0, col(c), text, bold)?;
        let width = text.chars().count().clamp(8, 40);
        sheet.set_column_width(col(c), u32::try_from(width).unwrap_or(8) + 2)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    Ok(())
}

/// A whole number as a number cell (as text beyond what a cell holds exactly).
fn count(sheet: &mut Worksheet, r: u32, c: u16, n: i64) -> Result<(), XlsxError> {
    if (-EXACT..=EXACT).contains(&n) {
        // Exact: |n| <= 2^53.
        #[allow(clippy::cast_precision_loss)]
        sheet.write_number(r, c, n as f64)?;
    } else {
        sheet.write_string(r, c, n.to_string())?;
    }
    Ok(())
}

/// An amount of money: a number cell in the currency's unit (livres, sous and deniers
/// in deniers) showing the unit, the whole minor units as the CSV exports write them
/// ([`crate::domain::Money::number`]); when the rate leaves a fraction of a minor unit,
/// the exact amount in words is the cell's note. Beyond what a cell holds exactly, the
/// amount in words.
fn money(sheet: &mut Worksheet, r: u32, c: u16, t: Tr, m: &Converted) -> Result<(), XlsxError> {
    if !(-EXACT..=EXACT).contains(&m.money.minor) {
        sheet.write_string(r, c, t.converted(m))?;
        return Ok(());
    }
    let exponent = match &m.money.currency {
        Currency::Decimal { exponent, .. } => *exponent,
        Currency::Lsd => 0,
    };
    let decimals = "0".repeat(usize::from(exponent));
    let number = if decimals.is_empty() {
        "#,##0".to_owned()
    } else {
        format!("#,##0.{decimals}")
    };
    let pattern = format!("{number} \"{}\"", m.money.unit());
    // Exact minor units; the division is the spreadsheet's own rounding of a decimal,
    // shown with the currency's decimals.
    #[allow(clippy::cast_precision_loss)]
    let value = m.money.minor as f64 / 10_f64.powi(i32::from(exponent));
    sheet.write_number_with_format(r, c, value, &Format::new().set_num_format(pattern))?;
    if !m.is_exact() {
        sheet.insert_note(r, c, &Note::new(t.converted(m)).add_author_prefix(false))?;
    }
    Ok(())
}

/// Writes `nets` as (change, running total) pairs from column 1, adding them to `totals`.
fn running(
    sheet: &mut Worksheet,
    r: u32,
    nets: &[i64],
    totals: &mut [i64],
) -> Result<(), XlsxError> {
    for (i, (net, total)) in nets.iter().zip(totals.iter_mut()).enumerate() {
        *total = total.saturating_add(*net);
        count(sheet, r, col(1 + 2 * i), *net)?;
        count(sheet, r, col(2 + 2 * i), *total)?;
    }
    Ok(())
}

/// Writes what a row of the grids stands for: a deal's number, or the opening or the
/// closing in words.
fn label(
    sheet: &mut Worksheet,
    r: u32,
    c: u16,
    t: Tr,
    kind: &RowKind<'_>,
) -> Result<(), XlsxError> {
    match kind {
        RowKind::Deal(d) => count(sheet, r, c, i64::from(d.no)),
        RowKind::Opening => sheet
            .write_string(r, c, t.get("export-row-open"))
            .map(|_| ()),
        RowKind::Closing => sheet
            .write_string(r, c, t.get("export-row-close"))
            .map(|_| ()),
    }
}

fn partie_sheet(
    sheet: &mut Worksheet,
    party: &PartieView,
    t: Tr,
    bold: &Format,
    rate: Option<&Rate>,
) -> Result<(), XlsxError> {
    let game = party.game.name_in(t.lang());
    write_heading(sheet, &[t.get("export-what"), t.get("export-value")], bold)?;
    let lines = [
        ("export-game", game.to_owned()),
        ("export-players", party.players.join(", ")),
        ("export-opened", t.time(party.opened_at)),
        (
            "export-closed",
            party
                .closed_at
                .map_or_else(|| t.get("export-in-progress"), |at| t.time(at)),
        ),
        (
            "export-rate",
            rate.map_or_else(|| t.get("export-no-rate"), |r| t.rate(r)),
        ),
    ];
    let mut r = 1;
    for (id, value) in lines {
        sheet.write_string_with_format(r, 0, t.get(id), bold)?;
        sheet.write_string(r, 1, value)?;
        r += 1;
    }
    sheet.write_string_with_format(r, 0, t.get("export-deal-count"), bold)?;
    count(
        sheet,
        r,
        1,
        i64::try_from(party.deals.len()).unwrap_or(i64::MAX),
    )?;
    sheet.set_column_width(1, 50)?;
    Ok(())
}

fn balances_sheet(
    sheet: &mut Worksheet,
    party: &PartieView,
    t: Tr,
    bold: &Format,
    rate: Option<&Rate>,
) -> Result<(), XlsxError> {
    let mut heading = vec![
        t.get("export-name"),
        t.get("export-seat"),
        t.get("export-counters"),
    ];
    if rate.is_some() {
        heading.push(t.get("export-money"));
    }
    write_heading(sheet, &heading, bold)?;
    let mut r = 1;
    let mut line = |sheet: &mut Worksheet, name: String, seat: Option<usize>, n: i64| {
        sheet.write_string(r, 0, name)?;
        if let Some(seat) = seat {
            count(sheet, r, 1, i64::try_from(seat + 1).unwrap_or(i64::MAX))?;
        }
        count(sheet, r, 2, n)?;
        if let Some(converted) = rate.and_then(|rate| rate.convert(n).ok()) {
            money(sheet, r, 3, t, &converted)?;
        }
        r += 1;
        Ok::<_, XlsxError>(())
    };
    for b in &party.balances {
        line(sheet, b.name.clone(), Some(b.seat), b.balance)?;
    }
    for p in &party.pots {
        line(sheet, t.pot(&p.key), None, p.balance)?;
    }
    if party.carried != 0 {
        line(sheet, t.get("export-carried"), None, party.carried)?;
    }
    Ok(())
}

fn settlement_sheet(
    sheet: &mut Worksheet,
    party: &PartieView,
    t: Tr,
    bold: &Format,
) -> Result<(), XlsxError> {
    let settlement = match party.settlement() {
        Ok(s) => s,
        Err(e) => {
            sheet.write_string(0, 0, t.msg(&e.message()))?;
            return Ok(());
        }
    };
    let mut heading = vec![
        t.get("export-from"),
        t.get("export-to"),
        t.get("export-counters"),
    ];
    if settlement.rate.is_some() {
        heading.push(t.get("export-money"));
    }
    write_heading(sheet, &heading, bold)?;
    let name = |n: &str| match n.strip_prefix(POT_PREFIX) {
        Some("carried") => t.get("export-carried"),
        Some(pot) => t.pot(pot),
        None => n.to_owned(),
    };
    let mut r = 1;
    for p in &settlement.payments {
        sheet.write_string(r, 0, name(&p.from))?;
        sheet.write_string(r, 1, name(&p.to))?;
        count(sheet, r, 2, p.counters)?;
        if let Some(converted) = settlement
            .rate
            .as_ref()
            .and_then(|rate| rate.convert(p.counters).ok())
        {
            money(sheet, r, 3, t, &converted)?;
        }
        r += 1;
    }
    if !party.is_closed() {
        sheet.write_string(r + 1, 0, t.get("export-not-closed"))?;
    }
    Ok(())
}
