//! The pages of the accounts: players who come back and the end of a partie.
//!
//! - `GET /players?game=&from=&to=`: the league table ([`LeaguePage`]).
//! - `GET /players/{name}?game=&from=&to=`: one person's record ([`PlayerPage`]).
//! - `GET /parties/{id}/print`: the partie on A4 paper ([`PrintPage`]).

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::Utc;

use super::parties::settlement_name;
use super::views::sign_class;
use super::{render, with_conn};
use crate::accounts::Settlement;
use crate::db::Pool;
use crate::games::GameId;
use crate::league::{self, LeagueFilter, Standing};
use crate::ledger::{self, read::PartieView};
use crate::web::api::accounts::LeagueQuery;
use crate::web::party::PartyKey;
use crate::web::tr::Tr;

/// A game in the filter's list.
#[derive(Debug, Clone)]
pub struct GameOption {
    /// Its id.
    pub slug: &'static str,
    /// Its name.
    pub name: &'static str,
    /// Whether the filter has it.
    pub selected: bool,
}

/// The filter form of the league and player pages, as typed.
#[derive(Debug, Clone)]
pub struct FilterView {
    /// Where the form goes (`/players`, `/players/Anne`).
    pub action: String,
    /// The game as typed (empty: every game).
    pub game: String,
    /// The first day as typed.
    pub from: String,
    /// The last day as typed.
    pub to: String,
    /// Every game.
    pub games: Vec<GameOption>,
    /// What is wrong with the filter.
    pub error: Option<String>,
    /// The filter in words.
    pub summary: String,
}

impl FilterView {
    fn new(t: Tr, action: String, query: &LeagueQuery) -> (Self, LeagueFilter) {
        let typed = |v: &Option<String>| v.clone().unwrap_or_default();
        let (filter, error) = match LeagueFilter::parse(
            query.game.as_deref(),
            query.from.as_deref(),
            query.to.as_deref(),
        ) {
            Ok(f) => (f, None),
            Err(e) => (LeagueFilter::default(), Some(t.msg(&e))),
        };
        let game = typed(&query.game);
        let view = FilterView {
            action,
            games: GameId::ALL
                .iter()
                .copied()
                .map(|g| GameOption {
                    slug: g.slug(),
                    name: g.name_in(t.lang()),
                    selected: g.slug() == game,
                })
                .collect(),
            game,
            from: typed(&query.from),
            to: typed(&query.to),
            summary: if error.is_some() {
                String::new()
            } else {
                filter.summary(t.lang())
            },
            error,
        };
        (view, filter)
    }
}

/// A line of the league table.
#[derive(Debug, Clone)]
pub struct StandingLine {
    /// 1 for the first.
    pub rank: usize,
    /// The player.
    pub player: String,
    /// The link to the player's page (with the filter).
    pub href: String,
    /// Parties played.
    pub parties: u32,
    /// Parties won.
    pub won: u32,
    /// Parties lost.
    pub lost: u32,
    /// The best partie.
    pub best: String,
    /// The worst.
    pub worst: String,
    /// Net counters.
    pub counters: String,
    /// `gain`, `loss` or empty.
    pub class: &'static str,
    /// Net money per currency.
    pub money: Vec<String>,
}

/// `GET /players`.
#[derive(Debug, Template)]
#[template(path = "players/index.html")]
pub struct LeaguePage {
    /// The words of the page.
    pub t: Tr,
    /// The filter form.
    pub filter: FilterView,
    /// The table.
    pub standings: Vec<StandingLine>,
    /// The link to `results.csv` with the filter.
    pub results_csv: String,
    /// The link to `transfers.csv` with the filter.
    pub transfers_csv: String,
}

/// A person's name in a URL path (percent-encoded UTF-8 outside the unreserved set).
pub fn path_segment(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn with_query(path: &str, filter: &LeagueFilter) -> String {
    let q = filter.query();
    if q.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{q}")
    }
}

async fn results_of(
    pool: &web::Data<Pool>,
) -> Result<Vec<league::PartieResult>, super::PageFailure> {
    with_conn(pool, ledger::all_results).await
}

/// `GET /players`: each person's totals over the parties the filter admits.
#[tracing::instrument(skip_all)]
pub async fn list_players(
    t: Tr,
    pool: web::Data<Pool>,
    query: web::Query<LeagueQuery>,
) -> HttpResponse {
    let (view, filter) = FilterView::new(t, "/players".to_owned(), &query);
    let status = if view.error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let results = match results_of(&pool).await {
        Ok(r) => r,
        Err(e) => return e.response(t),
    };
    let standings = if view.error.is_some() {
        Vec::new()
    } else {
        match league::league(&results, &filter) {
            Ok(table) => table
                .into_iter()
                .enumerate()
                .map(|(i, s)| StandingLine {
                    rank: i + 1,
                    href: with_query(&format!("/players/{}", path_segment(&s.player)), &filter),
                    class: sign_class(s.counters),
                    player: s.player,
                    parties: s.parties,
                    won: s.won,
                    lost: s.lost,
                    best: t.int(s.best),
                    worst: t.int(s.worst),
                    counters: t.int(s.counters),
                    money: s.money.iter().map(|m| t.money_text(m)).collect(),
                })
                .collect(),
            Err(e) => {
                return super::error_page(
                    t,
                    StatusCode::INTERNAL_SERVER_ERROR,
                    &t.msg(&e.message()),
                )
            }
        }
    };
    render(
        status,
        &LeaguePage {
            t,
            results_csv: with_query("/exports/results.csv", &filter),
            transfers_csv: with_query("/exports/transfers.csv", &filter),
            filter: view,
            standings,
        },
    )
}

/// A partie in a person's record.
#[derive(Debug, Clone)]
pub struct PartyLine {
    /// The party's public id.
    pub party_id: String,
    /// The game's name.
    pub game: String,
    /// The day it was opened.
    pub date: String,
    /// The seat (1 = first dealer).
    pub seat: usize,
    /// Players at the table.
    pub players: usize,
    /// Whether it is closed.
    pub closed: bool,
    /// The person's balance there.
    pub counters: String,
    /// `gain`, `loss` or empty.
    pub class: &'static str,
    /// The same in money, or empty.
    pub money: String,
}

/// `GET /players/{name}`.
#[derive(Debug, Template)]
#[template(path = "players/show.html")]
pub struct PlayerPage {
    /// The words of the page.
    pub t: Tr,
    /// The person.
    pub player: String,
    /// The filter form.
    pub filter: FilterView,
    /// The totals, if the person played a partie the filter admits.
    pub standing: Option<Standing>,
    /// The sign class of the total.
    pub class: &'static str,
    /// The parties, newest first.
    pub parties: Vec<PartyLine>,
}

/// `GET /players/{name}`: a person's totals and parties.
#[tracing::instrument(skip_all)]
pub async fn find_player(
    t: Tr,
    pool: web::Data<Pool>,
    name: web::Path<String>,
    query: web::Query<LeagueQuery>,
) -> HttpResponse {
    let player = name.into_inner();
    let (view, filter) = FilterView::new(t, format!("/players/{}", path_segment(&player)), &query);
    let results = match results_of(&pool).await {
        Ok(r) => r,
        Err(e) => return e.response(t),
    };
    let record = if view.error.is_some() {
        None
    } else {
        match league::player_record(&results, &filter, &player) {
            Ok(r) => r,
            Err(e) => {
                return super::error_page(
                    t,
                    StatusCode::INTERNAL_SERVER_ERROR,
                    &t.msg(&e.message()),
                )
            }
        }
    };
    let status = match (&view.error, &record) {
        (Some(_), _) => StatusCode::BAD_REQUEST,
        (None, None) => StatusCode::NOT_FOUND,
        (None, Some(_)) => StatusCode::OK,
    };
    let (standing, parties) = match record {
        Some(r) => (Some(r.standing), r.parties),
        None => (None, Vec::new()),
    };
    let page = PlayerPage {
        t,
        class: standing.as_ref().map_or("", |s| sign_class(s.counters)),
        parties: parties
            .into_iter()
            .map(|p| PartyLine {
                game: p
                    .game
                    .parse::<GameId>()
                    .map_or_else(|_| p.game.clone(), |g| g.name_in(t.lang()).to_owned()),
                party_id: p.party_id,
                date: p.date,
                seat: p.seat,
                players: p.players,
                closed: p.closed,
                class: sign_class(p.counters),
                counters: t.int(p.counters),
                money: p.money.map(|m| t.money_text(&m)).unwrap_or_default(),
            })
            .collect(),
        standing,
        player,
        filter: view,
    };
    render(status, &page)
}

/// One row of the printed score sheet.
#[derive(Debug, Clone)]
pub struct SheetRow {
    /// `1`, `2`... or `open`, `close`.
    pub label: String,
    /// Per player: the change and the running total.
    pub cells: Vec<SheetCell>,
}

/// One cell of the score sheet.
#[derive(Debug, Clone)]
pub struct SheetCell {
    /// The change (signed, `+12`), empty for none.
    pub net: String,
    /// The running total.
    pub total: String,
}

/// A deal on the printed page.
#[derive(Debug, Clone)]
pub struct PrintDeal {
    /// Its number (stable, with gaps where deals were deleted).
    pub number: i32,
    /// Its facts in one line.
    pub facts: String,
    /// Its payments in one line.
    pub payments: String,
}

/// A player's line of the printed settlement.
#[derive(Debug, Clone)]
pub struct PrintBalance {
    /// The player.
    pub name: String,
    /// Counters.
    pub counters: String,
    /// Money, or empty.
    pub money: String,
}

/// A payment of the printed settlement.
#[derive(Debug, Clone)]
pub struct PrintPayment {
    /// Who pays.
    pub from: String,
    /// To whom.
    pub to: String,
    /// Counters.
    pub counters: String,
    /// Money, or empty.
    pub money: String,
}

/// The printed settlement.
#[derive(Debug, Clone)]
pub struct PrintSettlement {
    /// Whether the party is closed (otherwise: what it would be now).
    pub closed: bool,
    /// Whether the party states a rate.
    pub with_money: bool,
    /// The balances.
    pub balances: Vec<PrintBalance>,
    /// The payments.
    pub payments: Vec<PrintPayment>,
}

/// `GET /parties/{id}/print`: the score sheet, the deals and the settlement on A4.
#[derive(Debug, Template)]
#[template(path = "parties/print.html")]
pub struct PrintPage {
    /// The words of the page.
    pub t: Tr,
    /// The party's public id.
    pub id: String,
    /// The game's name.
    pub game_name: &'static str,
    /// The players in one line.
    pub players_line: String,
    /// The players, in seating order.
    pub players: Vec<String>,
    /// When opened.
    pub opened: String,
    /// When closed.
    pub closed: Option<String>,
    /// The rate, if stated.
    pub rate: Option<String>,
    /// The score sheet.
    pub rows: Vec<SheetRow>,
    /// The balances, in seating order.
    pub balances: Vec<String>,
    /// What is left on the table, in words (empty for nothing).
    pub left_on_table: String,
    /// The deals.
    pub deals: Vec<PrintDeal>,
    /// The settlement.
    pub settlement: Option<PrintSettlement>,
    /// Why there is none.
    pub settlement_error: String,
    /// When printed.
    pub printed: String,
}

fn signed(t: Tr, n: i64) -> String {
    match n {
        0 => String::new(),
        n => t.signed(n),
    }
}

fn payments_line(tr: Tr, lines: &[ledger::read::TransferLine]) -> String {
    lines
        .iter()
        .map(|t| {
            format!(
                "{} → {} {} ({})",
                super::views::account_name(tr, &t.from),
                super::views::account_name(tr, &t.to),
                tr.int(t.amount),
                tr.reason(&t.reason)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn player_nets(players: usize, lines: &[ledger::read::TransferLine]) -> Vec<i64> {
    let mut nets = vec![0_i64; players];
    for t in lines {
        if let crate::domain::Account::Player(s) = &t.to.account {
            if let Some(n) = nets.get_mut(s.index()) {
                *n = n.saturating_add(t.amount);
            }
        }
        if let crate::domain::Account::Player(s) = &t.from.account {
            if let Some(n) = nets.get_mut(s.index()) {
                *n = n.saturating_sub(t.amount);
            }
        }
    }
    nets
}

/// The running totals of a party, the paper sheet: a row for the opening (when it
/// brought counters), one per standing deal (labelled with its number), one for the
/// settlement once closed; per player (seating order) the change and the running total.
pub fn running_rows(t: Tr, summary: &PartieView) -> Vec<SheetRow> {
    recent_running_rows(
        t,
        summary.players.len(),
        &summary.opening,
        summary.deals.iter().map(|d| (d.no, d.nets.as_slice())),
        summary.settlement.as_deref(),
        usize::MAX,
    )
}

/// [`running_rows`] with only the rows of the last `last` deals written (and the
/// settlement's): the rows before them are not shown, but their changes still count in
/// the totals, which are the same as on the whole sheet. `deals`: each standing deal's
/// number and net change per player (seating order), in order.
pub fn recent_running_rows<'a>(
    t: Tr,
    n: usize,
    opening: &[ledger::read::TransferLine],
    deals: impl ExactSizeIterator<Item = (i32, &'a [i64])>,
    settlement: Option<&[ledger::read::TransferLine]>,
    last: usize,
) -> Vec<SheetRow> {
    let hidden = deals.len().saturating_sub(last);
    let mut totals = vec![0_i64; n];
    let mut rows = Vec::new();
    let mut push = |label: Option<String>, nets: &[i64], rows: &mut Vec<SheetRow>| {
        for (total, net) in totals.iter_mut().zip(nets) {
            *total = total.saturating_add(*net);
        }
        if let Some(label) = label {
            let cells = totals
                .iter()
                .zip(nets)
                .map(|(total, net)| SheetCell {
                    net: signed(t, *net),
                    total: t.int(*total),
                })
                .collect();
            rows.push(SheetRow { label, cells });
        }
    };
    if !opening.is_empty() {
        push(
            (hidden == 0).then(|| t.get("page-print-row-open")),
            &player_nets(n, opening),
            &mut rows,
        );
    }
    for (i, (no, nets)) in deals.enumerate() {
        push((i >= hidden).then(|| no.to_string()), nets, &mut rows);
    }
    if let Some(s) = settlement.filter(|s| !s.is_empty()) {
        push(
            Some(t.get("page-print-row-close")),
            &player_nets(n, s),
            &mut rows,
        );
    }
    rows
}

impl PrintPage {
    /// The printed page of a party.
    pub fn new(t: Tr, summary: &PartieView) -> Self {
        let rows = running_rows(t, summary);
        let words = super::parties::facts_in_words(t, summary);
        let rate = summary.rate().ok().flatten();
        let (settlement, settlement_error) = match summary.settlement() {
            Ok(s) => (Some(print_settlement(t, &s, summary)), String::new()),
            Err(e) => (None, t.msg(&e.message())),
        };
        PrintPage {
            t,
            id: summary.id.clone(),
            game_name: summary.game.name_in(t.lang()),
            players_line: summary.players.join(", "),
            players: summary.players.clone(),
            opened: t.time(summary.opened_at),
            closed: summary.closed_at.map(|at| t.time(at)),
            rate: rate.map(|r| t.rate(&r)),
            rows,
            balances: summary.balances.iter().map(|b| t.int(b.balance)).collect(),
            left_on_table: summary
                .pots
                .iter()
                .filter(|p| p.balance != 0)
                .map(|p| format!("{} {}", t.pot(&p.key), t.int(p.balance)))
                .collect::<Vec<_>>()
                .join(", "),
            deals: summary
                .deals
                .iter()
                .map(|d| PrintDeal {
                    number: d.no,
                    facts: words(&d.facts),
                    payments: payments_line(t, &d.transfers),
                })
                .collect(),
            settlement,
            settlement_error,
            printed: t.time(Utc::now().naive_utc()),
        }
    }
}

fn print_settlement(t: Tr, s: &Settlement, summary: &PartieView) -> PrintSettlement {
    let money = |counters: i64| {
        s.rate
            .as_ref()
            .and_then(|r| r.convert(counters).ok())
            .map(|c| t.converted(&c))
            .unwrap_or_default()
    };
    PrintSettlement {
        closed: summary.is_closed(),
        with_money: s.rate.is_some(),
        balances: summary
            .balances
            .iter()
            .map(|b| PrintBalance {
                money: money(b.balance),
                name: b.name.clone(),
                counters: t.int(b.balance),
            })
            .collect(),
        payments: s
            .payments
            .iter()
            .map(|p| PrintPayment {
                from: settlement_name(t, &p.from),
                to: settlement_name(t, &p.to),
                counters: t.int(p.counters),
                money: money(p.counters),
            })
            .collect(),
    }
}

/// `GET /parties/{id}/print`.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn print_partie(t: Tr, pool: web::Data<Pool>, party: PartyKey) -> HttpResponse {
    let key = party.key;
    match with_conn(&pool, move |conn| ledger::read::party(conn, key)).await {
        Ok(summary) => render(StatusCode::OK, &PrintPage::new(t, &summary)),
        Err(e) => e.response(t),
    }
}

crate::web::tr::localized!(LeaguePage, PlayerPage, PrintPage);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_in_paths() {
        assert_eq!(path_segment("Anne"), "Anne");
        assert_eq!(path_segment("Cécile B/2"), "C%C3%A9cile%20B%2F2");
    }
}
