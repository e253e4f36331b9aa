//! The new-partie form and the partie page.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::views::{facts_line, players_line, AmountView, PaymentLine};
use super::{error_page, render, see_other, with_conn, with_writer, PageFailure};
use crate::db::Pool;
use crate::domain::MONEY_KEY;
use crate::games::{erased, DealError, Field, GameId};
use crate::ledger::read::{self, PartieView};
use crate::ledger::{self, LedgerError, NewPartie};
use crate::web::option_form::{self, OptionInput, OptionView};
use crate::web::party::PartyKey;
use crate::web::tr::Tr;
// `Input` and `OptionInput` are named by the templates.
use crate::web::forms::{
    self, DealFormView, Entries, FormErrors, Input, MONEY_INPUT, MORE_OPTIONS_INPUT, PLAYERS_INPUT,
};

// ---------------------------------------------------------------------------------------
// New partie
// ---------------------------------------------------------------------------------------

/// A game in the game select.
#[derive(Debug, Clone)]
pub struct GameChoice {
    /// Its slug.
    pub slug: &'static str,
    /// Its name.
    pub name: &'static str,
    /// Whether it is the one shown.
    pub selected: bool,
}

/// One player box of the new-partie form.
#[derive(Debug, Clone)]
pub struct PlayerSlot {
    /// The name typed.
    pub value: String,
    /// Whether the game needs this seat filled.
    pub required: bool,
}

/// `GET /parties/new`.
#[derive(Debug, Template)]
#[template(path = "parties/new.html")]
pub struct NewPartiePage {
    /// The words of the page.
    pub t: Tr,
    /// Every game.
    pub games: Vec<GameChoice>,
    /// The game whose options are shown.
    pub game_slug: &'static str,
    /// Its name.
    pub game_name: &'static str,
    /// How many it seats, in words.
    pub seats_text: String,
    /// The player boxes, in seating order.
    pub player_slots: Vec<PlayerSlot>,
    /// What is wrong with the players.
    pub players_error: Option<String>,
    /// The options, one input per key.
    pub options: Vec<OptionView>,
    /// The further options typed (a JSON object).
    pub more_options: String,
    /// What is wrong with them.
    pub more_options_error: Option<String>,
    /// Whether some options are essential (shown before the fold).
    pub has_essential: bool,
    /// Whether the options are shown unfolded (one of them is wrong).
    pub options_open: bool,
    /// What a counter is worth, as typed.
    pub money: String,
    /// What is wrong with it.
    pub money_error: Option<String>,
    /// Messages about the whole form.
    pub general: Vec<String>,
    /// Names already played on this server, most recent first (offered in the player
    /// boxes).
    pub known_players: Vec<String>,
    /// Whether the form is filled in from an earlier partie ("again with the same table").
    pub again: bool,
}

impl NewPartiePage {
    /// The form for `game`, showing `entries` (when it comes back with errors).
    fn new(t: Tr, game: GameId, entries: Option<&Entries>, errors: &FormErrors) -> Self {
        Self::with_specs(t, game, entries, errors, &option_form::specs_of(game))
    }

    /// The form filled in from an earlier partie: its game, its options (each control
    /// showing the partie's value), its rate and its players in their seats.
    fn again(t: Tr, view: &PartieView) -> Self {
        let specs = option_form::specs_with_values(view.game, &view.options);
        let mut page = Self::with_specs(t, view.game, None, &FormErrors::new(), &specs);
        for (slot, name) in page.player_slots.iter_mut().zip(&view.players) {
            slot.value.clone_from(name);
        }
        if let Ok(Some(rate)) = view.rate() {
            page.money = t.rate(&rate);
        }
        page.again = true;
        page
    }

    /// The form for `game` with the options `specs` describe.
    fn with_specs(
        t: Tr,
        game: GameId,
        entries: Option<&Entries>,
        errors: &FormErrors,
        specs: &[crate::games::OptionSpec],
    ) -> Self {
        let defaults = erased(game).default_options(game);
        let seats = erased(game).seats(game, &defaults).unwrap_or(2..=6);
        let typed: Vec<String> = entries
            .map(|e| e.all(PLAYERS_INPUT).to_vec())
            .unwrap_or_default();
        let player_slots = (0..*seats.end())
            .map(|i| PlayerSlot {
                value: typed.get(i).cloned().unwrap_or_default(),
                required: i < *seats.start(),
            })
            .collect();
        let seats_text = if seats.start() == seats.end() {
            format!("{}", seats.start())
        } else {
            t.msg(&crate::msg!(
                "page-new-seats-range",
                from = *seats.start(),
                to = *seats.end()
            ))
        };
        let options = option_form::option_views(specs, t.lang(), entries, errors, *seats.end());
        NewPartiePage {
            t,
            has_essential: options.iter().any(|o| o.essential),
            games: GameId::ALL
                .iter()
                .copied()
                .map(|g| GameChoice {
                    slug: g.slug(),
                    name: g.name_in(t.lang()),
                    selected: g == game,
                })
                .collect(),
            game_slug: game.slug(),
            game_name: game.name_in(t.lang()),
            seats_text,
            player_slots,
            players_error: errors.field(PLAYERS_INPUT).map(|m| t.msg(m)),
            options,
            more_options: entries
                .and_then(|e| e.first(MORE_OPTIONS_INPUT))
                .unwrap_or("")
                .to_owned(),
            more_options_error: errors.field(MORE_OPTIONS_INPUT).map(|m| t.msg(m)),
            money: entries
                .and_then(|e| e.first(MONEY_INPUT))
                .unwrap_or("")
                .to_owned(),
            money_error: errors.field(MONEY_INPUT).map(|m| t.msg(m)),
            options_open: errors.fields.keys().any(|k| k != PLAYERS_INPUT),
            general: errors.general.iter().map(|m| t.msg(m)).collect(),
            known_players: Vec::new(),
            again: false,
        }
    }
}

/// The query of `GET /parties/new`.
#[derive(Debug, Deserialize)]
pub struct NewPartieQuery {
    /// The game's slug (the first game when absent).
    pub game: Option<String>,
    /// An earlier partie's public id: the form is filled in from it ("again with the
    /// same table").
    pub again: Option<String>,
}

/// How many names already played the player boxes offer.
pub const KNOWN_PLAYERS: i64 = 200;

/// `GET /parties/new?game=slug`: the new-partie form for a game, options pre-filled with
/// the game's defaults; `?again={id}`: filled in from partie `id` (same game, options,
/// rate, players in the same seats). The player boxes offer the names already played.
pub async fn new_partie(
    t: Tr,
    pool: web::Data<Pool>,
    query: web::Query<NewPartieQuery>,
) -> HttpResponse {
    let query = query.into_inner();
    let again = query.again.filter(|a| !a.is_empty());
    let read = with_conn(&pool, move |conn| {
        let names = read::player_names(conn, KNOWN_PLAYERS)?;
        let view = match again {
            Some(id) => {
                let key = read::party_key(conn, &id)?;
                Some(read::partie_view(conn, key, 0)?)
            }
            None => None,
        };
        Ok((names, view))
    });
    let (names, view) = match read.await {
        Ok(read) => read,
        Err(e) => return e.response(t),
    };
    let mut page = match view {
        Some(view) => NewPartiePage::again(t, &view),
        None => {
            let game = match query.game.as_deref() {
                None | Some("") => GameId::ALL[0],
                Some(slug) => match slug.parse::<GameId>() {
                    Ok(g) => g,
                    Err(e) => {
                        return error_page(t, StatusCode::NOT_FOUND, &t.msg(&unknown_game(&e)))
                    }
                },
            };
            NewPartiePage::new(t, game, None, &FormErrors::new())
        }
    };
    page.known_players = names;
    render(StatusCode::OK, &page)
}

/// The message of an unknown game.
fn unknown_game(e: &crate::games::UnknownGame) -> crate::games::Msg {
    crate::msg!("error-unknown-game", game = e.0.as_str())
}

/// `POST /parties`: opens the partie and goes to its page (303), or shows the form again
/// with what was typed and what is wrong (422).
#[tracing::instrument(skip_all)]
pub async fn create_partie(
    t: Tr,
    pool: web::Data<Pool>,
    form: web::Form<Vec<(String, String)>>,
) -> HttpResponse {
    let entries = Entries::from_pairs(form.into_inner());
    let game = match entries.trimmed("game").parse::<GameId>() {
        Ok(g) => g,
        Err(e) => return error_page(t, StatusCode::BAD_REQUEST, &t.msg(&unknown_game(&e))),
    };
    let again = |errors: FormErrors| {
        let mut page = NewPartiePage::new(t, game, Some(&entries), &errors);
        let pool = pool.clone();
        async move {
            // The names offered again; the form's errors matter more than a failed read.
            page.known_players = with_conn(&pool, |conn| read::player_names(conn, KNOWN_PLAYERS))
                .await
                .unwrap_or_default();
            render(StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
    };
    let defaults = erased(game).default_options(game);
    let options = option_form::parse_options(&option_form::specs_of(game), &entries);
    let seats = erased(game).seats(game, &defaults).unwrap_or(2..=6);
    let players = forms::parse_players(&entries, seats);
    let money = forms::parse_money(&entries);
    let (options, players, money) = match (options, players, money) {
        (Ok(o), Ok(p), Ok(m)) => (o, p, m),
        (o, p, m) => {
            let mut errors = FormErrors::new();
            for e in [o.err(), p.err(), m.err()].into_iter().flatten() {
                errors.fields.extend(e.fields);
                errors.general.extend(e.general);
            }
            return again(errors).await;
        }
    };
    let mut extra = Map::new();
    if let Some(rate) = money {
        // Stored in its canonical text, as the API stores it.
        extra.insert(MONEY_KEY.to_owned(), Value::String(rate.to_string()));
    }
    let new = NewPartie {
        game,
        options,
        players,
        extra,
    };
    match with_writer(&pool, move |conn| ledger::open_party(conn, &new)).await {
        Ok(opened) => see_other(&format!("/parties/{}#new-deal", opened.id)),
        Err(PageFailure::Ledger(LedgerError::Deal { error, .. })) => {
            again(opening_errors(game, &error)).await
        }
        Err(e) => e.response(t),
    }
}

/// Where the game's verdict on a new partie belongs: the players, or the whole form.
fn opening_errors(game: GameId, error: &DealError) -> FormErrors {
    let mut errors = FormErrors::new();
    match error {
        DealError::Invalid { field, detail } if field == PLAYERS_INPUT => {
            errors.add(PLAYERS_INPUT, detail.clone());
        }
        DealError::Invalid { field, .. } | DealError::Missing { field, .. }
            if has_option(game, field) =>
        {
            errors.add(format!("{}{field}", forms::OPTION_PREFIX), error.message());
        }
        DealError::Options { .. } => errors.add(MORE_OPTIONS_INPUT, error.message()),
        other => errors.general.push(other.message()),
    }
    errors
}

/// Whether `field` (an error's field) names an option of `game`.
fn has_option(game: GameId, field: &str) -> bool {
    let top = field.split(['.', '[']).next().unwrap_or(field);
    option_form::specs_of(game).iter().any(|s| s.key == top)
}

// ---------------------------------------------------------------------------------------
// The partie page
// ---------------------------------------------------------------------------------------

/// One deal in the list of the partie page.
#[derive(Debug, Clone)]
pub struct DealLine {
    /// Its number in the party: stable, with gaps where deals were deleted (URLs and
    /// headings alike).
    pub seq: i32,
    /// Its facts in one line, in words.
    pub facts: String,
    /// Whether its facts were corrected since first entered.
    pub corrected: bool,
    /// Whether it was deleted and put back.
    pub restored: bool,
    /// Each player's net change.
    pub nets: Vec<AmountView>,
    /// Its payments.
    pub payments: Vec<PaymentLine>,
    /// Its standing revision (the delete form names it: a deal changed meanwhile is not
    /// deleted).
    pub revision: i32,
}

/// A deleted deal, shown struck on the partie page with a way to put it back.
#[derive(Debug, Clone)]
pub struct DeletedLine {
    /// Its number (never reused).
    pub seq: i32,
    /// The facts it last stood with, in words.
    pub facts: String,
}

/// One payment of the settlement (who pays whom at the end).
#[derive(Debug, Clone)]
pub struct SettlementLine {
    /// Its place in the plan (from 0): the address its "mark as paid" form posts to.
    pub index: usize,
    /// Who pays (a player, or what is left in a pot).
    pub from: String,
    /// Who is paid.
    pub to: String,
    /// Who pays, as the plan names him (the mark's form sends it back).
    pub from_key: String,
    /// Who is paid, as the plan names him.
    pub to_key: String,
    /// Counters.
    pub amount: i64,
    /// Counters, written the reader's way.
    pub counters: String,
    /// The same in money, when the partie states a rate.
    pub money: Option<String>,
    /// Whether it is marked as made.
    pub paid: bool,
}

impl SettlementLine {
    /// The payment in one line of plain text, as the table sends it round: `Anne →
    /// Bernard: 0.60 EUR (12 counters)`, `(paid)` after it once marked.
    fn text(&self, t: Tr) -> String {
        let counters = t.msg(&crate::msg!(
            "page-partie-share-counters",
            counters = self.counters.as_str(),
            count = self.amount
        ));
        let amount = match &self.money {
            Some(m) => t.msg(&crate::msg!(
                "page-partie-share-money",
                money = m.as_str(),
                counters = counters
            )),
            None => counters,
        };
        let line = t.msg(&crate::msg!(
            "page-partie-share-line",
            from = self.from.as_str(),
            to = self.to.as_str(),
            amount = amount
        ));
        if self.paid {
            t.msg(&crate::msg!("page-partie-share-paid", line = line))
        } else {
            line
        }
    }
}

/// The settlement as plain text to copy or share: a heading naming the game and the
/// players, then one payment a line.
fn share_text(t: Tr, game: &str, players: &str, lines: &[SettlementLine]) -> String {
    let mut text = t.msg(&crate::msg!(
        "page-partie-share-heading",
        game = game,
        players = players
    ));
    if lines.is_empty() {
        text.push('\n');
        text.push_str(&t.get("page-nobody-owes"));
    }
    for line in lines {
        text.push('\n');
        text.push_str(&line.text(t));
    }
    text
}

/// `GET /parties/{id}`.
#[derive(Debug, Template)]
#[template(path = "parties/show.html")]
pub struct PartiePage {
    /// The words of the page.
    pub t: Tr,
    /// The party's public id (empty on the spectator's page, which links nowhere
    /// writable).
    pub id: String,
    /// Whether this is the spectator's read-only page (`/watch/{token}`): no form, no
    /// button, no link to the party's other pages.
    pub watching: bool,
    /// The spectator link's address (`/watch/{token}`), shown to the table to share.
    pub watch_link: String,
    /// Whether the partie is closed (settled; deals frozen until it is re-opened).
    pub closed: bool,
    /// A message about the last action (closing refused...).
    pub notice: Option<String>,
    /// The confirmation of the last write (deal recorded...).
    pub done: Option<String>,
    /// Whether [`PartiePage::done`] is said where the next deal's form begins (after a
    /// deal is recorded: the browser lands there, `#new-deal`) rather than at the top.
    pub done_at_form: bool,
    /// Once closed, who pays whom.
    pub settlement: Vec<SettlementLine>,
    /// Who pays whom as plain text, to copy or share.
    pub share_text: String,
    /// The game's end-of-partie payments (the settlement entry), once closed.
    pub closing: Vec<PaymentLine>,
    /// The game's name.
    pub game_name: &'static str,
    /// The game's slug (its rules page, `/games/{slug}`).
    pub game_slug: &'static str,
    /// The players in one line.
    pub players_line: String,
    /// Who deals next.
    pub dealer: Option<String>,
    /// The round in the game's words.
    pub round: Option<String>,
    /// Whether the round is a doubled one.
    pub doubled: bool,
    /// What waits on the table, in the game's words (pending beasts in order...).
    pub on_table: Vec<String>,
    /// Whether no further deal can be entered.
    pub finished: bool,
    /// Standing deals.
    pub deal_count: usize,
    /// The number the next deal will be recorded under.
    pub next_number: i32,
    /// The last standing deal, which the undo button deletes (none on a closed partie).
    pub undo: Option<i32>,
    /// The players in seating order (the running-totals grid's columns).
    pub players: Vec<String>,
    /// The running totals, the paper sheet: per row the change and the total per player.
    pub rows: Vec<super::accounts::SheetRow>,
    /// Every player's balance and what is on the table over the deals.
    pub chart: Option<super::chart::Chart>,
    /// The deleted deals, newest first.
    pub deleted: Vec<DeletedLine>,
    /// Each player's balance.
    pub balances: Vec<AmountView>,
    /// Each pot that holds something.
    pub pots: Vec<AmountView>,
    /// The deal-entry form.
    pub form: DealFormView,
    /// The entries that are not deals (settle, abandon, a law...), each its own small form.
    pub events: Vec<EventView>,
    /// The deals shown, newest first: the last [`RECENT_DEALS`] unless the page shows all.
    pub deals: Vec<DealLine>,
    /// How many earlier deals are folded away (neither in `deals` nor in `rows`).
    pub folded: usize,
    /// Whether the game keeps a score sheet (`/parties/{id}/sheet`).
    pub has_sheet: bool,
    /// What a counter is worth, in the reader's words (or "not stated").
    pub rate_text: String,
    /// The money form's input: the rate in force, or what was typed.
    pub rate_input: String,
    /// What is wrong with what was typed.
    pub rate_error: Option<String>,
    /// The rate's changes while the partie was open, in words, oldest first.
    pub rate_changes: Vec<String>,
    /// The number the next deal gets (the deal forms send it: an entry that did not see a
    /// deal entered meanwhile on another device is refused).
    pub next_deal: i32,
    /// A fresh token the deal forms send, so that a form posted twice records once.
    pub token: String,
}

/// An entry that is not a deal, with its own small form (posted like a deal, with the
/// hidden `_event` naming it).
#[derive(Debug, Clone)]
pub struct EventView {
    /// The event's code.
    pub code: &'static str,
    /// Its name.
    pub label: String,
    /// What it does.
    pub help: Option<String>,
    /// Its fields, with what the table knows filled in.
    pub form: DealFormView,
}

/// The events `view`'s game offers now, each as its own small form.
fn event_views(view: &PartieView, t: &Tr) -> Vec<EventView> {
    view.events
        .iter()
        .map(|e| EventView {
            code: e.code,
            label: t.msg(&e.label),
            help: e.help.as_ref().map(|h| t.msg(h)),
            form: DealFormView::new(
                *t,
                &e.fields,
                &view.players,
                &Entries::default(),
                &FormErrors::new(),
            ),
        })
        .collect()
}

/// The fields of the entry a form posts: the event its hidden `_event` names, else the
/// deal form's, as the table knows them now ([`read::TableNow`]).
pub fn posted_fields(now: &read::TableNow, entries: &Entries) -> Vec<Field> {
    match entries.first(forms::EVENT_INPUT) {
        Some(code) => event_fields(&now.events, code),
        None => game_fields(now.game, &now.options, &now.players, &now.form, now.key),
    }
}

/// [`posted_fields`] of the partie page's read model.
pub fn view_posted_fields(view: &PartieView, entries: &Entries) -> Vec<Field> {
    match entries.first(forms::EVENT_INPUT) {
        Some(code) => event_fields(&view.events, code),
        None => view_fields(view),
    }
}

/// The fields of the event `code` among those that may be entered now (none if it is
/// not one of them).
fn event_fields(events: &[crate::games::EventForm], code: &str) -> Vec<Field> {
    events
        .iter()
        .find(|e| e.code == code)
        .map(|e| e.fields.clone())
        .unwrap_or_default()
}

/// The game's deal-entry form for a party (empty, so JSON entry, when the game has none
/// or the options no longer parse).
pub fn deal_fields(summary: &PartieView) -> Vec<Field> {
    game_fields(
        summary.game,
        &summary.options,
        &summary.players,
        &summary.form,
        summary.key,
    )
}

/// [`deal_fields`] of the partie page's read model.
pub fn view_fields(view: &PartieView) -> Vec<Field> {
    game_fields(
        view.game,
        &view.options,
        &view.players,
        &view.form,
        view.key,
    )
}

/// The deal-entry form: `form` (what the table knows filled in), or the game's empty one
/// when the table's view gave none.
fn game_fields(
    game: GameId,
    options: &Value,
    players: &[String],
    form: &[Field],
    key: i32,
) -> Vec<Field> {
    if !form.is_empty() {
        return form.to_vec();
    }
    erased(game)
        .form(game, options, players)
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, party = key, "no deal form");
            Vec::new()
        })
}

/// A deal's facts in words, through the form's labels and choices in `t`'s language
/// ([`forms::facts_words`]): the deal list, the printed page and the spreadsheet.
pub fn facts_in_words(t: Tr, summary: &PartieView) -> impl Fn(&Value) -> String + '_ {
    words_with(t, deal_fields(summary), &summary.players)
}

/// A deal's facts in words through the deal form `fields`, at a table of `players`.
fn words_with(t: Tr, fields: Vec<Field>, players: &[String]) -> impl Fn(&Value) -> String + '_ {
    move |facts: &Value| forms::facts_words(&t, &fields, players, facts, facts_line)
}

/// How many deals the partie page shows (the newest); the others are folded behind a
/// link to `?all=1`. The balances and running totals always count every deal.
pub const RECENT_DEALS: usize = 20;

impl PartiePage {
    /// The page of a party read whole, with the deal form in the state given, showing
    /// the last [`RECENT_DEALS`] deals.
    pub fn new(t: Tr, summary: &PartieView, form: DealFormView) -> Self {
        Self::showing(t, &summary.last(RECENT_DEALS), form)
    }

    /// The page of a party showing the deals its view holds in full (the others are
    /// folded away).
    pub fn showing(t: Tr, summary: &PartieView, form: DealFormView) -> Self {
        let status = &summary.status;
        let round = status.round.as_ref().map(|r| t.msg(&r.label));
        let doubled = status.round.as_ref().is_some_and(|r| r.doubled);
        // Each pot once: a pot the game tells part by part (the beasts waiting one by one,
        // the matador pool by matador) is its parts, in the game's words; any other pot is
        // its row of `pots`, under its name, and the game's item that repeats it goes. An
        // empty pot is nothing on the table.
        let parts_of = |key: &str| {
            status
                .on_table
                .iter()
                .filter(|i| i.pot.as_ref().is_some_and(|k| k.as_str() == key))
                .count()
        };
        let mut on_table: Vec<String> = status
            .on_table
            .iter()
            .filter(|item| match &item.pot {
                Some(k) => item.amount != Some(0) && parts_of(k.as_str()) > 1,
                None => true,
            })
            .map(|item| crate::web::views::table_item_text(t, item))
            .collect();
        if let Some(e) = &summary.replay_error {
            on_table.push(t.msg(&crate::msg!("status-no-replay", detail = e.clone())));
        }
        let rate = summary.rate().unwrap_or_else(|e| {
            on_table.push(t.msg(&crate::msg!("status-bad-rate", detail = e.message())));
            None
        });
        let settlement = if summary.is_closed() {
            match summary.settlement() {
                Ok(s) => s
                    .payments
                    .iter()
                    .enumerate()
                    .map(|(index, p)| SettlementLine {
                        index,
                        from: settlement_name(t, &p.from),
                        to: settlement_name(t, &p.to),
                        from_key: p.from.clone(),
                        to_key: p.to.clone(),
                        amount: p.counters,
                        counters: t.int(p.counters),
                        money: s
                            .rate
                            .as_ref()
                            .and_then(|r| r.convert(p.counters).ok())
                            .map(|c| t.converted(&c)),
                        paid: p.paid,
                    })
                    .collect(),
                Err(e) => {
                    on_table
                        .push(t.msg(&crate::msg!("status-no-settlement", detail = e.message())));
                    Vec::new()
                }
            }
        } else {
            Vec::new()
        };
        let words = words_with(t, view_fields(summary), &summary.players);
        // Put back after a deletion: a deletion among its revisions.
        let restored = |d: &read::DealResult| d.revisions.iter().any(|r| r.kind == "deleted");
        PartiePage {
            events: event_views(summary, &t),
            t,
            id: summary.id.clone(),
            watching: false,
            watch_link: format!("/watch/{}", summary.watch),
            closed: summary.is_closed(),
            notice: None,
            done: None,
            done_at_form: false,
            share_text: share_text(
                t,
                summary.game.name_in(t.lang()),
                &players_line(&summary.players),
                &settlement,
            ),
            settlement,
            closing: summary
                .settlement
                .iter()
                .flatten()
                .map(|l| PaymentLine::new(t, l))
                .collect(),
            game_name: summary.game.name_in(t.lang()),
            game_slug: summary.game.slug(),
            players_line: players_line(&summary.players),
            dealer: status
                .dealer
                .and_then(|s| summary.players.get(s.index()).cloned()),
            round,
            doubled,
            on_table,
            finished: status.finished || summary.is_closed(),
            deal_count: summary.deal_count(),
            next_number: summary.next_deal,
            undo: summary
                .nets
                .last()
                .filter(|_| !summary.is_closed())
                .map(|d| d.no),
            players: summary.players.clone(),
            rows: super::accounts::recent_running_rows(
                t,
                summary.players.len(),
                &summary.opening,
                summary.nets.iter().map(|d| (d.no, d.nets.as_slice())),
                summary.settlement.as_deref(),
                summary.deals.len(),
            ),
            chart: super::chart::Chart::new(
                &summary.players,
                &summary.opening,
                &summary.nets,
                &t.get("page-partie-chart-table"),
            ),
            deleted: summary
                .deleted
                .iter()
                .rev()
                .map(|d| DeletedLine {
                    seq: d.no,
                    facts: d
                        .revisions
                        .iter()
                        .rev()
                        .find_map(|r| r.facts.as_ref())
                        .map(&words)
                        .unwrap_or_default(),
                })
                .collect(),
            balances: summary
                .balances
                .iter()
                .map(|b| {
                    let mut view = AmountView::new(t, b.name.clone(), b.name.clone(), b.balance);
                    view.money = rate
                        .as_ref()
                        .and_then(|r| r.convert(b.balance).ok())
                        .map(|m| t.converted(&m));
                    view
                })
                .collect(),
            // An empty pot is nothing on the table.
            pots: summary
                .pots
                .iter()
                .filter(|p| p.balance != 0 && parts_of(&p.key) < 2)
                .map(|p| AmountView::new(t, t.pot(&p.key), p.key.clone(), p.balance))
                .collect(),
            form,
            folded: summary.deal_count().saturating_sub(summary.deals.len()),
            deals: summary
                .deals
                .iter()
                .rev()
                .map(|d| DealLine {
                    seq: d.no,
                    facts: words(&d.facts),
                    corrected: d.revisions.iter().any(|r| r.kind == "corrected") && !restored(d),
                    restored: restored(d),
                    nets: summary
                        .players
                        .iter()
                        .zip(&d.nets)
                        .map(|(p, n)| AmountView::new(t, p.clone(), p.clone(), *n))
                        .collect(),
                    payments: d.transfers.iter().map(|l| PaymentLine::new(t, l)).collect(),
                    revision: d.revision,
                })
                .collect(),
            has_sheet: summary.has_sheet(),
            next_deal: summary.next_deal,
            token: super::form_token(),
            rate_text: rate
                .as_ref()
                .map_or_else(|| t.get("page-partie-rate-none"), |r| t.rate(r)),
            rate_input: rate.as_ref().map(|r| t.rate(r)).unwrap_or_default(),
            rate_error: None,
            rate_changes: rate_changes(t, summary),
        }
    }
}

/// The changes of a party's rate in words: `2026-11-25 14:05: 0.50 EUR per 10 → 1.00 EUR
/// per 10`.
fn rate_changes(t: Tr, summary: &PartieView) -> Vec<String> {
    let words = |v: &Value| {
        let mut one = Map::new();
        one.insert(MONEY_KEY.to_owned(), v.clone());
        match crate::domain::Rate::from_settings(&one) {
            Ok(Some(r)) => t.rate(&r),
            Ok(None) => t.get("page-partie-rate-none"),
            Err(_) => v.to_string(),
        }
    };
    summary
        .setting_changes
        .iter()
        .filter(|c| c.key == MONEY_KEY)
        .map(|c| {
            t.msg(&crate::msg!(
                "page-partie-rate-changed",
                when = t.time(c.at),
                from = words(&c.previous),
                to = words(&c.value)
            ))
        })
        .collect()
}

impl PartiePage {
    /// The spectator's page of a party: what the table sees, without a form, a button or
    /// a link to the party's other pages (its public id is not even written in it).
    pub fn watched(t: Tr, view: &PartieView) -> Self {
        let none = DealFormView::new(
            t,
            &[],
            &view.players,
            &Entries::default(),
            &FormErrors::new(),
        );
        let mut page = PartiePage::showing(t, view, none);
        page.watching = true;
        page.id = String::new();
        page.watch_link = String::new();
        page.events = Vec::new();
        page.has_sheet = false;
        page
    }
}

/// `GET /watch/{token}`: the partie page for spectators, read-only. It needs no session
/// even when the club has a password: the token is the permission.
#[tracing::instrument(skip_all)]
pub async fn watch_partie(
    t: Tr,
    pool: web::Data<Pool>,
    token: web::Path<String>,
    query: web::Query<DoneQuery>,
) -> HttpResponse {
    let token = token.into_inner();
    let shown = query.shown();
    match with_conn(&pool, move |conn| {
        let key = read::watched_key(conn, &token)?;
        read::partie_view(conn, key, shown)
    })
    .await
    {
        Ok(view) => render(StatusCode::OK, &PartiePage::watched(t, &view)),
        Err(e) => e.response(t),
    }
}

/// A participant of the settlement in words (`pot:cards` -> `the cards' fiches`, the pot's
/// own name from the `pot-<key>` messages).
pub(super) fn settlement_name(t: Tr, name: &str) -> String {
    match name.strip_prefix(crate::accounts::POT_PREFIX) {
        Some("pot") => t.get("account-the-pot"),
        Some(pot) => t.pot(pot),
        None => name.to_owned(),
    }
}

/// `GET /parties/{id}`: who deals, the balances, what is on the table, the deal form and
/// the deals.
///
/// After a write, the query says what was done (`?recorded=3`, `?corrected=3`,
/// `?deleted=3`) and the page confirms it at the top.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn find_partie(
    t: Tr,
    req: HttpRequest,
    pool: web::Data<Pool>,
    party: PartyKey,
    done: web::Query<DoneQuery>,
) -> HttpResponse {
    let key = party.key;
    let shown = done.shown();
    // Why the partie cannot close needs every deal's facts: only then is it read whole.
    let refused = done.refused.as_deref() == Some("close");
    let read = with_conn(&pool, move |conn| {
        if refused {
            let summary = read::party(conn, key)?;
            let refusal = (!summary.is_closed()).then(|| closing_refusal(t, &summary));
            Ok((summary.last(shown), refusal.flatten()))
        } else {
            Ok((read::partie_view(conn, key, shown)?, None))
        }
    });
    match read.await {
        Ok((view, refusal)) => {
            let fields = view_fields(&view);
            let form = DealFormView::fresh(t, &fields, &view.players);
            let mut page = PartiePage::showing(t, &view, form);
            page.done = done.message(t, &view);
            page.done_at_form = done.recorded.is_some() && !page.closed && !page.finished;
            page.notice = refusal;
            let info = req.connection_info();
            page.watch_link = format!("{}://{}{}", info.scheme(), info.host(), page.watch_link);
            render(StatusCode::OK, &page)
        }
        Err(e) => e.response(t),
    }
}

/// What the last write did, as the redirect after it says.
#[derive(Debug, Default, Deserialize)]
pub struct DoneQuery {
    /// A deal was recorded (its number in the party).
    pub recorded: Option<i32>,
    /// A deal was corrected.
    pub corrected: Option<i32>,
    /// A deal was deleted.
    pub deleted: Option<i32>,
    /// The rate was changed.
    pub rate: Option<u8>,
    /// A deleted deal was put back.
    pub restored: Option<i32>,
    /// An action was refused (`close`): the page says why.
    pub refused: Option<String>,
    /// `all=1`: every deal is shown, not only the last [`RECENT_DEALS`].
    pub all: Option<u8>,
}

impl DoneQuery {
    /// How many deals the page shows.
    fn shown(&self) -> usize {
        if self.all.is_some_and(|a| a != 0) {
            usize::MAX
        } else {
            RECENT_DEALS
        }
    }

    /// The confirmation, naming the deal by its number.
    fn message(&self, t: Tr, summary: &PartieView) -> Option<String> {
        let nets = |no: i32| {
            summary
                .deal_nets(no)
                .map(|d| {
                    summary
                        .players
                        .iter()
                        .zip(&d.nets)
                        .map(|(p, n)| format!("{p} {}", t.signed(*n)))
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default()
        };
        if let Some(no) = self.recorded {
            Some(t.msg(&crate::msg!(
                "page-partie-done-recorded",
                deal = no,
                nets = nets(no)
            )))
        } else if let Some(no) = self.corrected {
            Some(t.msg(&crate::msg!(
                "page-partie-done-corrected",
                deal = no,
                nets = nets(no)
            )))
        } else if let Some(no) = self.restored {
            Some(t.msg(&crate::msg!(
                "page-partie-done-restored",
                deal = no,
                nets = nets(no)
            )))
        } else if let Some(no) = self.deleted {
            Some(t.msg(&crate::msg!("page-partie-done-deleted", number = no)))
        } else {
            self.rate.map(|_| {
                let rate = summary
                    .rate()
                    .ok()
                    .flatten()
                    .map_or_else(|| t.get("page-partie-rate-none"), |r| t.rate(&r));
                t.msg(&crate::msg!("page-partie-done-rate", rate = rate))
            })
        }
    }
}

/// `POST /parties/{id}/close`: the game's end-of-partie rules are applied and the partie
/// is frozen; 303 to its page (which then shows who pays whom). When the game says the
/// partie cannot end now, 303 back to its page with `?refused=close`, where the reason is
/// said (so that no page is left on the POST's address).
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn close_partie(t: Tr, pool: web::Data<Pool>, party: PartyKey) -> HttpResponse {
    let PartyKey { key, id } = party;
    match with_writer(&pool, move |conn| ledger::close_party(conn, key)).await {
        Ok(_) => see_other(&format!("/parties/{id}")),
        Err(PageFailure::Ledger(LedgerError::Closing(_))) => {
            see_other(&format!("/parties/{id}?refused=close"))
        }
        Err(e) => e.response(t),
    }
}

/// `POST /parties/{id}/money`: what a counter is worth from now on (a journaled change:
/// the old rate stays in the partie's history); 303 to the partie page, or the page again
/// with the message next to the rate (422). An empty box states no rate any more.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn change_money(
    t: Tr,
    pool: web::Data<Pool>,
    party: PartyKey,
    form: web::Form<Vec<(String, String)>>,
) -> HttpResponse {
    let PartyKey { key, id } = party;
    let entries = Entries::from_pairs(form.into_inner());
    let again = |message: crate::games::Msg, status: StatusCode| {
        let entries = entries.clone();
        let pool = pool.clone();
        async move {
            match with_conn(&pool, move |conn| read::party(conn, key)).await {
                Ok(summary) => {
                    let fields = deal_fields(&summary);
                    let form = DealFormView::new(
                        t,
                        &fields,
                        &summary.players,
                        &Entries::default(),
                        &FormErrors::new(),
                    );
                    let mut page = PartiePage::new(t, &summary, form);
                    page.rate_input = entries.first(MONEY_INPUT).unwrap_or("").to_owned();
                    page.rate_error = Some(t.msg(&message));
                    render(status, &page)
                }
                Err(e) => e.response(t),
            }
        }
    };
    let value = match forms::parse_money(&entries) {
        Ok(rate) => rate.map_or(Value::Null, |r| Value::String(r.to_string())),
        Err(errors) => {
            let message = errors
                .field(MONEY_INPUT)
                .cloned()
                .unwrap_or_else(|| crate::msg!("form-required"));
            return again(message, StatusCode::UNPROCESSABLE_ENTITY).await;
        }
    };
    match with_writer(&pool, move |conn| {
        ledger::change_setting(conn, key, MONEY_KEY, &value)
    })
    .await
    {
        Ok(_) => see_other(&format!("/parties/{id}?rate=1#money")),
        Err(PageFailure::Ledger(LedgerError::Closed(_))) => {
            again(crate::msg!("form-partie-closed"), StatusCode::CONFLICT).await
        }
        Err(e) => e.response(t),
    }
}

/// Why the game would refuse to close `summary` now (replaying it as closed, storing
/// nothing), if it would.
fn closing_refusal(t: Tr, summary: &PartieView) -> Option<String> {
    let deals: Vec<Value> = summary.deals.iter().map(|d| d.facts.clone()).collect();
    match erased(summary.game).replay(
        summary.game,
        &summary.options,
        &summary.players,
        &deals,
        true,
    ) {
        Err(crate::games::ReplayError::Close(error)) => Some(t.msg(&crate::msg!(
            "page-partie-cannot-close",
            detail = t.msg(&error.message())
        ))),
        _ => None,
    }
}

/// `POST /parties/{id}/reopen`: the settlement is cancelled (a journal entry) and deals
/// can be entered and corrected again; 303 to the partie page.
#[tracing::instrument(skip_all, fields(party = party.key))]
pub async fn reopen_partie(t: Tr, pool: web::Data<Pool>, party: PartyKey) -> HttpResponse {
    let PartyKey { key, id } = party;
    match with_writer(&pool, move |conn| ledger::reopen_party(conn, key)).await {
        Ok(_) => see_other(&format!("/parties/{id}")),
        Err(e) => e.response(t),
    }
}

crate::web::tr::localized!(NewPartiePage, PartiePage);
