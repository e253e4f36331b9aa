//! Exports of a party, built from [`crate::ledger::read::PartySummary`] (the same read
//! model as the pages and the API): CSV for spreadsheets ([`csv`]) and the partie
//! document with its results as JSON ([`json`]); the settlement and the history across
//! parties as CSV ([`accounts`]).

pub mod accounts;
pub mod csv;
pub mod json;

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
