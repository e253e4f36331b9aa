//! CSV exports (RFC 4180 via the `csv` crate: comma-separated, fields quoted when needed,
//! CRLF line ends, UTF-8 with a byte-order mark, one header row). Column names are stable; README.md lists them.
//!
//! - `deals`: `deal,position,revision,entered_at,` then one column per player (headed by
//!   the name, seating order), one per pot (headed `pot:<key>`), then `facts` (JSON). One
//!   row per standing deal, after a row `opening` when the opening brought counters to
//!   the table (at the partie's opening time) and before a row `closing` for the game's
//!   end-of-partie payments once closed (at the closing time): the rows sum to the
//!   balances. Those two rows have no position, revision or facts.
//! - `journal`: `entry,kind,deal,revision,reverses,recorded_at,position,from,from_kind,
//!   to,to_kind,amount,reason`: one row per transfer.
//! - `balances`: `kind,name,seat,balance` (seats from 1): players in seating order, then pots, then the
//!   carried account.

use super::{CsvExport, RowKind};
use crate::ledger::read::PartieView;
use crate::web::views::utc;

/// Writes one export of `party`.
///
/// # Errors
/// A [`csv::Error`] from the writer (never expected with an in-memory buffer).
pub fn write(party: &PartieView, what: CsvExport) -> Result<Vec<u8>, csv::Error> {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    match what {
        CsvExport::Deals => deals(party, &mut w)?,
        CsvExport::Journal => journal(party, &mut w)?,
        CsvExport::Balances => balances(party, &mut w)?,
    }
    let bytes = w
        .into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))?;
    super::neutralised(&bytes)
}

fn opt(v: Option<i32>) -> String {
    v.map(|n| n.to_string()).unwrap_or_default()
}

fn deals(party: &PartieView, w: &mut csv::Writer<Vec<u8>>) -> Result<(), csv::Error> {
    let pots: Vec<String> = party.pots.iter().map(|p| p.key.clone()).collect();
    let mut header: Vec<String> = ["deal", "position", "revision", "entered_at"]
        .map(String::from)
        .to_vec();
    header.extend(party.players.iter().cloned());
    header.extend(pots.iter().map(|k| format!("pot:{k}")));
    header.push("facts".to_owned());
    w.write_record(&header)?;
    for row in super::grid(party) {
        let mut cells = match row.kind {
            RowKind::Deal(d) => vec![
                d.no.to_string(),
                d.position.to_string(),
                d.revision.to_string(),
                utc(d.entered_at),
            ],
            RowKind::Opening => vec![
                "opening".to_owned(),
                String::new(),
                String::new(),
                utc(party.opened_at),
            ],
            RowKind::Closing => vec![
                "closing".to_owned(),
                String::new(),
                String::new(),
                party.closed_at.map(utc).unwrap_or_default(),
            ],
        };
        cells.extend(row.players.iter().map(i64::to_string));
        cells.extend(row.pots.iter().map(i64::to_string));
        cells.push(match row.kind {
            RowKind::Deal(d) => d.facts_json.clone(),
            RowKind::Opening | RowKind::Closing => String::new(),
        });
        w.write_record(&cells)?;
    }
    Ok(())
}

fn journal(party: &PartieView, w: &mut csv::Writer<Vec<u8>>) -> Result<(), csv::Error> {
    w.write_record([
        "entry",
        "kind",
        "deal",
        "revision",
        "reverses",
        "recorded_at",
        "position",
        "from",
        "from_kind",
        "to",
        "to_kind",
        "amount",
        "reason",
    ])?;
    for e in &party.journal {
        for (i, t) in e.transfers.iter().enumerate() {
            w.write_record([
                e.seq.to_string(),
                e.kind.code().to_owned(),
                opt(e.deal),
                opt(e.revision),
                opt(e.reverses),
                utc(e.recorded_at),
                i.to_string(),
                t.from.name.clone(),
                t.from.kind.to_owned(),
                t.to.name.clone(),
                t.to.kind.to_owned(),
                t.amount.to_string(),
                t.reason.clone(),
            ])?;
        }
    }
    Ok(())
}

fn balances(party: &PartieView, w: &mut csv::Writer<Vec<u8>>) -> Result<(), csv::Error> {
    w.write_record(["kind", "name", "seat", "balance"])?;
    for b in &party.balances {
        w.write_record([
            "player".to_owned(),
            b.name.clone(),
            // Seats counted from 1, as in every export.
            (b.seat + 1).to_string(),
            b.balance.to_string(),
        ])?;
    }
    for p in &party.pots {
        w.write_record([
            "pot".to_owned(),
            p.key.clone(),
            String::new(),
            p.balance.to_string(),
        ])?;
    }
    w.write_record([
        "carried".to_owned(),
        "carried".to_owned(),
        String::new(),
        party.carried.to_string(),
    ])?;
    Ok(())
}
