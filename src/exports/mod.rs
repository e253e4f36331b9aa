//! Exports of a party, built from [`crate::ledger::read::PartySummary`] (the same read
//! model as the pages and the API): CSV for spreadsheets ([`csv`]) and the partie
//! document with its results as JSON ([`json`]); the settlement and the history across
//! parties as CSV ([`accounts`]); the whole partie as a spreadsheet workbook ([`xlsx`]).

pub mod accounts;
pub mod csv;
pub mod json;
pub mod xlsx;

/// A cell a spreadsheet could take for a formula (OWASP's "CSV injection": it starts with
/// `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a leading `'`, so that
/// it is shown as the text it is. Numbers (`-12`) are left as they are.
pub fn safe_cell(cell: &str) -> std::borrow::Cow<'_, str> {
    let risky = cell.starts_with(['=', '+', '-', '@', '\t', '\r']);
    if risky && cell.parse::<i64>().is_err() {
        std::borrow::Cow::Owned(format!("'{cell}"))
    } else {
        std::borrow::Cow::Borrowed(cell)
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
    let mut reader = ::csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(bytes);
    let mut writer = ::csv::WriterBuilder::new()
        .flexible(true)
        .terminator(::csv::Terminator::CRLF)
        .from_writer(UTF8_BOM.to_vec());
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
