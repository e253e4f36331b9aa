//! Exports of a party, built from [`crate::ledger::read::PartieView`] (the same read
//! model as the pages and the API): CSV for spreadsheets ([`csv`]) and the partie
//! document with its results as JSON ([`json`]); the settlement and the history across
//! parties as CSV ([`accounts`]); the whole partie as a spreadsheet workbook ([`xlsx`]).

use crate::domain::Account;
use crate::ledger::read::{DealResult, PartieView, TransferLine};

pub mod accounts;
pub mod csv;
pub mod json;
pub mod xlsx;

/// A cell a spreadsheet could take for a formula (OWASP's "CSV injection": it starts with
/// `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a leading `'`, so that
/// it is shown as the text it is. Numbers (`-12`, `-0.05`) are left as they are. A
/// spreadsheet that splits on `;` (French ones often do) reads each part of a cell between
/// semicolons as a cell of its own: each such part that could be taken for a formula gets
/// its `'` too (`a;=1+1` is written `a;'=1+1`).
pub fn safe_cell(cell: &str) -> std::borrow::Cow<'_, str> {
    let risky =
        |part: &str| part.starts_with(['=', '+', '-', '@', '\t', '\r']) && !is_plain_number(part);
    if !risky(cell) && !cell.split(';').skip(1).any(risky) {
        return std::borrow::Cow::Borrowed(cell);
    }
    let mut out = String::with_capacity(cell.len() + 2);
    for (i, part) in cell.split(';').enumerate() {
        if i > 0 {
            out.push(';');
        }
        // The first part starts the cell: the whole cell decides for a spreadsheet that
        // splits on commas.
        if (i == 0 && risky(cell)) || (i > 0 && risky(part)) {
            out.push('\'');
        }
        out.push_str(part);
    }
    std::borrow::Cow::Owned(out)
}

/// `-12`, `-0.05`, `-1/2`: an optional minus, digits, and decimals after a dot or a
/// denominator after a slash (the numbers the exports write: counters, money, the
/// fraction of a minor unit left over). Nothing a spreadsheet could run.
fn is_plain_number(cell: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let unsigned = cell.strip_prefix('-').unwrap_or(cell);
    match unsigned.split_once(['.', '/']) {
        Some((whole, part)) => digits(whole) && digits(part),
        None => digits(unsigned),
    }
}

/// The UTF-8 byte-order mark every CSV export starts with: LibreOffice's and Excel's
/// default import then read the file as UTF-8 ("Amélie", not "AmÃ©lie").
pub const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// Rewrites a CSV file (RFC 4180, CRLF) with every cell made safe by [`safe_cell`],
/// starting with [`UTF8_BOM`] (every CSV export goes through here).
///
/// # Errors
/// A [`::csv::Error`] when the bytes are not CSV (never, for what the exports write).
pub fn neutralised(bytes: &[u8]) -> Result<Vec<u8>, ::csv::Error> {
    neutralised_after(UTF8_BOM.to_vec(), bytes)
}

/// [`neutralised`] without the byte-order mark: rows that follow others in a file
/// written piece by piece (a streamed export). Records are written independently, so
/// the pieces put together are the bytes [`neutralised`] gives for the whole.
///
/// # Errors
/// As [`neutralised`].
pub fn neutralised_rows(bytes: &[u8]) -> Result<Vec<u8>, ::csv::Error> {
    neutralised_after(Vec::new(), bytes)
}

fn neutralised_after(start: Vec<u8>, bytes: &[u8]) -> Result<Vec<u8>, ::csv::Error> {
    let mut reader = ::csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(bytes);
    let mut writer = ::csv::WriterBuilder::new()
        .flexible(true)
        .terminator(::csv::Terminator::CRLF)
        .from_writer(start);
    for record in reader.records() {
        let record = record?;
        writer.write_record(record.iter().map(|c| safe_cell(c).into_owned()))?;
    }
    writer
        .into_inner()
        .map_err(|e| ::csv::Error::from(std::io::Error::other(e.to_string())))
}

/// Which CSV export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CsvExport {
    /// One row per standing deal: its nets per player and pot, and its facts.
    Deals,
    /// One row per transfer of every journal entry (reversals included).
    Journal,
    /// One row per account: players, pots, the carried account.
    Balances,
}

impl CsvExport {
    /// The name used in `?what=` and in the file name.
    pub fn name(self) -> &'static str {
        match self {
            CsvExport::Deals => "deals",
            CsvExport::Journal => "journal",
            CsvExport::Balances => "balances",
        }
    }
}

/// What a row of a partie's grid stands for.
#[derive(Debug, Clone, Copy)]
pub enum RowKind<'a> {
    /// The opening, when it brought counters to the table.
    Opening,
    /// A standing deal.
    Deal(&'a DealResult),
    /// The game's end-of-partie payments, once closed.
    Closing,
}

/// One row of a partie's grid: what it changed for each player (seating order) and each
/// pot (in [`PartieView::pots`]' order).
#[derive(Debug, Clone)]
pub struct GridRow<'a> {
    /// What it stands for.
    pub kind: RowKind<'a>,
    /// Each player's change.
    pub players: Vec<i64>,
    /// Each pot's change.
    pub pots: Vec<i64>,
}

/// The rows of a partie's grid, whose changes sum to the balances: the opening (when it
/// brought counters), the standing deals, the closing payments (once closed, when the
/// game's rules pay any). The deals sheet of the workbook and `deals.csv`.
pub fn grid(party: &PartieView) -> Vec<GridRow<'_>> {
    let nets = |kind: RowKind<'static>, lines: &[TransferLine]| {
        let mut players = vec![0_i64; party.players.len()];
        let mut pots = vec![0_i64; party.pots.len()];
        for l in lines {
            for (account, sign) in [(&l.from, -1_i64), (&l.to, 1)] {
                let amount = l.amount.saturating_mul(sign);
                let cell = match &account.account {
                    Account::Player(s) => players.get_mut(s.index()),
                    Account::Pot(_) => party
                        .pots
                        .iter()
                        .position(|p| p.key == account.name)
                        .and_then(|i| pots.get_mut(i)),
                    _ => None,
                };
                if let Some(cell) = cell {
                    *cell = cell.saturating_add(amount);
                }
            }
        }
        GridRow {
            kind,
            players,
            pots,
        }
    };
    let mut rows = Vec::new();
    if !party.opening.is_empty() {
        rows.push(nets(RowKind::Opening, &party.opening));
    }
    for d in &party.deals {
        rows.push(GridRow {
            kind: RowKind::Deal(d),
            players: d.nets.clone(),
            pots: party
                .pots
                .iter()
                .map(|p| d.pot_nets.get(&p.key).copied().unwrap_or(0))
                .collect(),
        });
    }
    if let Some(s) = party.settlement.as_ref().filter(|s| !s.is_empty()) {
        rows.push(nets(RowKind::Closing, s));
    }
    rows
}
