//! The JSON shapes of the API and the JSON export, built from the ledger's read models
//! ([`crate::ledger::read`]); decoupled from database rows and domain types.
//! Times are UTC, written `YYYY-MM-DDTHH:MM:SSZ`.

use std::collections::BTreeMap;

use chrono::NaiveDateTime;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::games::{erased, GameId, Round, Status, TableItem};
use crate::ledger::read::{
    DealResult, JournalLine, PartieView, PartyListItem, RevisionLine, TransferLine, WriteSummary,
};
use crate::web::tr::Tr;

/// A UTC time as `2026-11-22T04:50:00Z`.
pub fn utc(t: NaiveDateTime) -> String {
    t.format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// One payment: `from` and `to` are a player's name, a pot's key or `carried`, with
/// their kinds (`player`, `pot`, `carried`).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct TransferView {
    /// Who pays.
    pub from: String,
    /// `player`, `pot` or `carried`.
    pub from_kind: &'static str,
    /// Who receives.
    pub to: String,
    /// `player`, `pot` or `carried`.
    pub to_kind: &'static str,
    /// Counters (> 0).
    pub amount: i64,
    /// The reason code.
    pub reason: String,
}

impl From<&TransferLine> for TransferView {
    fn from(t: &TransferLine) -> Self {
        TransferView {
            from: t.from.name.clone(),
            from_kind: t.from.kind,
            to: t.to.name.clone(),
            to_kind: t.to.kind,
            amount: t.amount,
            reason: t.reason.clone(),
        }
    }
}

fn transfer_views(lines: &[TransferLine]) -> Vec<TransferView> {
    lines.iter().map(TransferView::from).collect()
}

/// One standing deal with its results.
#[derive(Debug, Clone, Serialize)]
pub struct DealView {
    /// Its number in the party (stable; URLs use it).
    pub no: i32,
    /// Its position in the partie document's `deals` (1-based).
    pub position: usize,
    /// The standing revision (1 = as first entered).
    pub revision: i32,
    /// The facts as entered.
    pub facts: Value,
    /// Its payments.
    pub transfers: Vec<TransferView>,
    /// Net change per player.
    pub net: BTreeMap<String, i64>,
    /// Net change per pot touched.
    pub pots: BTreeMap<String, i64>,
    /// First entered.
    pub entered_at: String,
    /// Standing revision entered.
    pub revised_at: String,
    /// Every revision, oldest first.
    pub revisions: Vec<RevisionView>,
}

/// One revision of a deal's facts.
#[derive(Debug, Clone, Serialize)]
pub struct RevisionView {
    /// 1, 2, ...
    pub revision: i32,
    /// `entered`, `corrected` or `deleted`.
    pub kind: String,
    /// The facts (absent for a deletion).
    pub facts: Option<Value>,
    /// When.
    pub recorded_at: String,
}

impl From<&RevisionLine> for RevisionView {
    fn from(r: &RevisionLine) -> Self {
        RevisionView {
            revision: r.revision,
            kind: r.kind.clone(),
            facts: r.facts.clone(),
            recorded_at: utc(r.recorded_at),
        }
    }
}

impl DealView {
    /// The view of `deal` in `party`.
    pub fn new(party: &PartieView, deal: &DealResult) -> Self {
        DealView::of(&party.players, deal)
    }

    /// The view of `deal` at a table of `players` (seating order).
    pub fn of(players: &[String], deal: &DealResult) -> Self {
        DealView {
            no: deal.no,
            position: deal.position,
            revision: deal.revision,
            facts: deal.facts.clone(),
            transfers: transfer_views(&deal.transfers),
            net: players
                .iter()
                .cloned()
                .zip(deal.nets.iter().copied())
                .collect(),
            pots: deal.pot_nets.clone(),
            entered_at: utc(deal.entered_at),
            revised_at: utc(deal.revised_at),
            revisions: deal.revisions.iter().map(RevisionView::from).collect(),
        }
    }
}

/// What the table shows between deals.
#[derive(Debug, Clone, Serialize)]
pub struct StatusView {
    /// Who deals next (a name), if the game says.
    pub dealer: Option<String>,
    /// The round in words, if the game counts rounds.
    pub round: Option<String>,
    /// What waits on the table.
    pub on_table: Vec<String>,
    /// The round as data (number, of how many, doubled), if the game counts rounds.
    pub round_detail: Option<Round>,
    /// What waits on the table, item by item as data.
    pub table_items: Vec<TableItem>,
    /// Whether the partie is over by its own rules.
    pub finished: bool,
}

impl StatusView {
    /// The view of `status` at a table of `players`, its words in `t`'s language.
    pub fn new(t: Tr, status: &Status, players: &[String]) -> Self {
        StatusView {
            dealer: status.dealer.and_then(|s| players.get(s.index()).cloned()),
            round: status.round.as_ref().map(|r| t.msg(&r.label)),
            on_table: status
                .on_table
                .iter()
                .map(|item| table_item_text(t, item))
                .collect(),
            round_detail: status.round.clone(),
            table_items: status.on_table.clone(),
            finished: status.finished,
        }
    }
}

/// One thing on the table, in words: its label and, when it has one, its amount.
pub fn table_item_text(t: Tr, item: &TableItem) -> String {
    match item.amount {
        Some(n) => t.msg(&crate::msg!(
            "status-table-item",
            label = item.label.clone(),
            amount = n
        )),
        None => t.msg(&item.label),
    }
}

/// One journal entry.
#[derive(Debug, Clone, Serialize)]
pub struct JournalView {
    /// Order in the party's journal.
    pub seq: i32,
    /// `opening`, `deal`, `reversal` or `settlement`.
    pub kind: &'static str,
    /// The deal's number, for deal entries and their reversals.
    pub deal: Option<i32>,
    /// The deal's revision it scores (or scored).
    pub revision: Option<i32>,
    /// For a reversal, the `seq` of the entry cancelled.
    pub reverses: Option<i32>,
    /// The deal and revision whose recording caused it.
    pub cause: Option<CauseView>,
    /// The cause in words when no revision caused it (`rescore` entries: "engine of
    /// quadrille v1 -> v2").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause_note: Option<String>,
    /// The version of the game's engine that computed it (absent: written before
    /// versions were recorded, by version 1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine_version: Option<i32>,
    /// Whether a later reversal cancels it.
    pub reversed: bool,
    /// When.
    pub recorded_at: String,
    /// Its payments.
    pub transfers: Vec<TransferView>,
}

/// The revision that caused an entry.
#[derive(Debug, Clone, Serialize)]
pub struct CauseView {
    /// The deal's number.
    pub deal: i32,
    /// Its revision.
    pub revision: i32,
}

impl From<&JournalLine> for JournalView {
    fn from(j: &JournalLine) -> Self {
        JournalView {
            seq: j.seq,
            kind: j.kind.code(),
            deal: j.deal,
            revision: j.revision,
            reverses: j.reverses,
            cause: j.cause.map(|(deal, revision)| CauseView { deal, revision }),
            cause_note: j.note.clone(),
            engine_version: j.engine_version,
            reversed: j.reversed,
            recorded_at: utc(j.recorded_at),
            transfers: transfer_views(&j.transfers),
        }
    }
}

/// A party: the partie document (`game`, `options`, `players`, `deals`) plus its results.
#[derive(Debug, Clone, Serialize)]
pub struct PartyView {
    /// The party's public id (absent in the spectator's view, which must not lead to the
    /// party's writable pages).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The game's id.
    pub game: &'static str,
    /// The game's name.
    pub game_name: &'static str,
    /// The options, every key.
    pub options: Value,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// The standing deals' facts, in order (the partie document's `deals`).
    pub deals: Vec<Value>,
    /// Balance per player.
    pub balances: BTreeMap<String, i64>,
    /// What each pot holds.
    pub pots: BTreeMap<String, i64>,
    /// The carried account: counters brought to the table or carried out of it. Balances,
    /// pots and carried sum to zero.
    pub carried: i64,
    /// The number the next deal will get (send it as `deal` to have an entry refused when
    /// another device entered a deal meanwhile).
    pub next_deal: i32,
    /// Each standing deal's net per player (the vectors' `per_deal`).
    pub per_deal: Vec<BTreeMap<String, i64>>,
    /// The standing deals with their payments.
    pub results: Vec<DealView>,
    /// The numbers of deleted deals.
    pub deleted: Vec<i32>,
    /// What the table shows next.
    pub status: StatusView,
    /// The game's further results.
    pub report: Map<String, Value>,
    /// The opening's payments (counters brought to the table).
    pub opening: Vec<TransferView>,
    /// The settlement's payments, once closed.
    pub settlement: Option<Vec<TransferView>>,
    /// When opened.
    pub opened_at: String,
    /// When closed.
    pub closed_at: Option<String>,
    /// Other fields of an imported partie document, and the settings (`money`) as they
    /// stand.
    pub extra: Map<String, Value>,
    /// The changes of the settings while the party was open, oldest first.
    pub setting_changes: Vec<SettingChangeView>,
}

/// A change of a party's setting (`money`), with the value it replaced.
#[derive(Debug, Clone, Serialize)]
pub struct SettingChangeView {
    /// Its order among the party's changes.
    pub seq: i32,
    /// The setting.
    pub key: String,
    /// The value before (`null`: none stated).
    pub previous: Value,
    /// The value from then on.
    pub value: Value,
    /// When (UTC).
    pub at: String,
}

impl PartyView {
    /// The view of `p`, its words (the status) in `t`'s language.
    pub fn new(t: Tr, p: &PartieView) -> Self {
        PartyView {
            id: Some(p.id.clone()),
            game: p.game.slug(),
            game_name: p.game.name_in(t.lang()),
            options: p.options.clone(),
            players: p.players.clone(),
            deals: p.deals.iter().map(|d| d.facts.clone()).collect(),
            balances: p.balances_by_name(),
            pots: p.pots_by_key(),
            carried: p.carried,
            next_deal: p.next_deal,
            per_deal: p.per_deal(),
            results: p.deals.iter().map(|d| DealView::new(p, d)).collect(),
            deleted: p.deleted.iter().map(|d| d.no).collect(),
            status: StatusView::new(t, &p.status, &p.players),
            report: p.report.clone(),
            opening: transfer_views(&p.opening),
            settlement: p.settlement.as_deref().map(transfer_views),
            opened_at: utc(p.opened_at),
            closed_at: p.closed_at.map(utc),
            extra: p.extra.clone(),
            setting_changes: p
                .setting_changes
                .iter()
                .map(|c| SettingChangeView {
                    seq: c.seq,
                    key: c.key.clone(),
                    previous: c.previous.clone(),
                    value: c.value.clone(),
                    at: utc(c.at),
                })
                .collect(),
        }
    }
}

/// One line of the list of parties.
#[derive(Debug, Clone, Serialize)]
pub struct PartyListView {
    /// The party's public id.
    pub id: String,
    /// The game's id.
    pub game: String,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// Deals ever entered.
    pub deals_entered: i64,
    /// When opened.
    pub opened_at: String,
    /// When closed.
    pub closed_at: Option<String>,
}

impl From<&PartyListItem> for PartyListView {
    fn from(p: &PartyListItem) -> Self {
        PartyListView {
            id: p.id.clone(),
            game: p.game_slug.clone(),
            players: p.players.clone(),
            deals_entered: p.deals_entered,
            opened_at: utc(p.opened_at),
            closed_at: p.closed_at.map(utc),
        }
    }
}

/// What a write did: the deal (if it still stands), the entries appended, and the
/// balances and pots after it.
#[derive(Debug, Clone, Serialize)]
pub struct WrittenView {
    /// The party's public id.
    pub party: String,
    /// The deal's number.
    pub deal_no: Option<i32>,
    /// Its new revision.
    pub revision: Option<i32>,
    /// The deal as it now stands (absent after a deletion).
    pub deal: Option<DealView>,
    /// The deal's payments (empty after a deletion).
    pub transfers: Vec<TransferView>,
    /// The journal entries appended, in order.
    pub entries: Vec<JournalView>,
    /// Balance per player after the write.
    pub balances: BTreeMap<String, i64>,
    /// What each pot holds after the write.
    pub pots: BTreeMap<String, i64>,
}

impl WrittenView {
    /// The view of a write, read back after it ([`crate::ledger::read::after_write`]).
    pub fn new(party: &WriteSummary, written: &crate::ledger::Written) -> Self {
        let deal = party.deal.as_ref().map(|d| DealView::of(&party.players, d));
        WrittenView {
            party: party.id.clone(),
            deal_no: written.deal,
            revision: written.revision,
            transfers: deal
                .as_ref()
                .map(|d| d.transfers.clone())
                .unwrap_or_default(),
            deal,
            entries: party.entries.iter().map(JournalView::from).collect(),
            balances: party.balances_by_name(),
            pots: party.pots_by_key(),
        }
    }
}

/// A game as `GET /api/v1/games` lists it.
#[derive(Debug, Clone, Serialize)]
pub struct GameView {
    /// The stable id.
    pub id: &'static str,
    /// The name in the reader's language.
    pub name: &'static str,
    /// The family (template folder).
    pub family: &'static str,
    /// Fewest players (with the default options).
    pub min_players: usize,
    /// Most players (with the default options).
    pub max_players: usize,
    /// The options with their defaults (the keys a party's `options` may set).
    pub default_options: Value,
}

impl GameView {
    /// The view of a game, named in `lang`.
    pub fn new(game: GameId, lang: crate::i18n::Lang) -> Self {
        let e = erased(game);
        let default_options = e.default_options(game);
        let (min_players, max_players) = e
            .seats(game, &default_options)
            .map_or((0, 0), |r| (*r.start(), *r.end()));
        GameView {
            id: game.slug(),
            name: game.name_in(lang),
            family: game.family(),
            min_players,
            max_players,
            default_options,
        }
    }
}

/// What a deal would pay (nothing stored).
#[derive(Debug, Clone, Serialize)]
pub struct PreviewView {
    /// The players in seating order (the order to show `net` and `balances` in).
    pub players: Vec<String>,
    /// Its payments.
    pub transfers: Vec<TransferView>,
    /// The same payments in the request's words, one line each, in the same order
    /// ("Anne → le pot : 20 (le jeu)"): what the form's live preview shows.
    pub payments: Vec<String>,
    /// Net change per player.
    pub net: BTreeMap<String, i64>,
    /// Balance per player if it were recorded.
    pub balances: BTreeMap<String, i64>,
    /// What each pot would hold.
    pub pots: BTreeMap<String, i64>,
    /// The game's own reading of the deal, when it gives one (its report's `deal_details`
    /// entry: for Piquet each player's score in the deal and his count item by item),
    /// else absent. Piquet's deals mostly pay nothing until a tour or a partie ends, so
    /// this is what a player checks while typing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deal_details: Option<Value>,
    /// The game's reading of the deal in words, when it gives one: each player's count in
    /// the deal, item by item (what the live count shows).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reading: Option<ReadingView>,
}

/// A game's reading of a deal, in words.
#[derive(Debug, Clone, Serialize)]
pub struct ReadingView {
    /// One line per player.
    pub lines: Vec<ReadingLineView>,
    /// A word on the whole deal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// One player's count in a deal.
#[derive(Debug, Clone, Serialize)]
pub struct ReadingLineView {
    /// The player.
    pub player: String,
    /// His score in the deal.
    pub score: i64,
    /// Item by item, `(label, count)`.
    pub items: Vec<(String, i64)>,
}

impl ReadingView {
    /// `reading` in `lang`.
    pub fn new(reading: &crate::games::DealReading, lang: crate::i18n::Lang) -> Self {
        use crate::i18n::render;
        ReadingView {
            lines: reading
                .lines
                .iter()
                .map(|l| ReadingLineView {
                    player: l.player.clone(),
                    score: l.score,
                    items: l.items.iter().map(|(m, n)| (render(lang, m), *n)).collect(),
                })
                .collect(),
            note: reading.note.as_ref().map(|m| render(lang, m)),
        }
    }
}

/// One deal with its whole history: `GET /api/v1/parties/{id}/deals/{n}`.
#[derive(Debug, Clone, Serialize)]
pub struct DealHistoryView {
    /// The party's public id.
    pub party: String,
    /// The deal's number.
    pub no: i32,
    /// Its latest revision (the deletion, once deleted): what a correction or deletion
    /// names as the revision it replaces (also the `ETag`).
    pub revision: i32,
    /// The deal as it stands (absent once deleted).
    pub deal: Option<DealView>,
    /// Every revision, oldest first.
    pub revisions: Vec<RevisionView>,
    /// Its journal entries (postings and reversals), in order.
    pub entries: Vec<JournalView>,
}

impl DealHistoryView {
    /// The history of deal `no`, or `None` if the party never had it.
    pub fn new(party: &PartieView, no: i32) -> Option<Self> {
        let deal = party.deal(no);
        let revisions = match deal {
            Some(d) => &d.revisions,
            None => &party.deleted.iter().find(|d| d.no == no)?.revisions,
        };
        Some(DealHistoryView {
            party: party.id.clone(),
            no,
            revision: revisions.last().map_or(0, |r| r.revision),
            deal: deal.map(|d| DealView::new(party, d)),
            revisions: revisions.iter().map(RevisionView::from).collect(),
            entries: party
                .deal_entries(no)
                .into_iter()
                .map(JournalView::from)
                .collect(),
        })
    }
}
