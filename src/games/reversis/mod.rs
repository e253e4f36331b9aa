//! Reversis ("Reverfis", the Game of Reverse): the player who takes the fewest points wins.
//!
//! One game id, `reversis`, with two rule sets chosen by the option `rules`
//! (spec `reversis.md`):
//!
//! - `la-haye-1785` (default): the rules adopted at The Hague in 1785 (57 articles). Four
//!   players; the Partie paid from the ecart's points; the *Panier* of remises attached to
//!   the Quinola; small payments for aces and the Quinola doubled between players sitting
//!   opposite and at the first and last tricks; the Reversis made or broken; the
//!   Espagnolette. Settled in [`hague`].
//! - `academie`: the *Académie universelle des jeux*. Four or five players; a box
//!   (*corbillon*) won by the Quinola thrown in renounce or by the Reversis; beasts made by
//!   a forced or led Quinola; the Talon paid by the most points to the fewest. Settled in
//!   [`academie`].
//!
//! Glossary: *Quinola* (the jack of hearts); *placed* (thrown in renounce), *forced*
//! (played following suit on another's lead), *led* / *gorged* (led by its holder);
//! *remise* (the stake drawn by the placed Quinola, made by the forced or gorged one);
//! *Panier* (the basket of remises); *Partie* (Hague: the payment from most points to
//! fewest; Académie: the pool in the box); *Bonne* (first and last trick; "à la bonne":
//! the last two); *vis-à-vis* (the player opposite); *Espagnolette* (four aces, or three or
//! four aces with the Quinola); *beast* (a forfeit equal to the pool, played for later);
//! *Talon* (Académie: the payment from most points to fewest).
//!
//! The table is described as data in `describe` (the options, what lies on the table, the
//! void misdeals entered alone) and the deal form in `facts`; every word a player reads is
//! a message of `src/i18n/en/games/reversis.ftl`, and every payment's reason code (listed in
//! [`PAYMENTS`]) has its `reason-<code>` there (or in `reasons.ftl`, where other games pay
//! it too).
//!
//! Record convention (spec 1.1): `players` lists the players in the order the deal passes
//! (each the right-hand neighbour of the one before); `players[0]` deals first; with four
//! players `players[i]` and `players[i + 2]` sit opposite.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{
    DealError, EventForm, Field, Game, GameId, Msg, OptionSpec, Outcome, ReportKind, Status, Table,
};
use crate::domain::{Account, PotKey, Reason, Seat, Transfer};
use crate::games::counters::{add, mul};
use crate::msg;

pub mod academie;
mod describe;
mod facts;
pub mod hague;

pub use facts::{Deal, Event, Suit};

/// The Hague Panier (spec 3.1).
pub const PANIER: PotKey = PotKey::new("panier");
/// The Académie's box: the pool on the game (spec 4.1).
pub const CORBILLON: PotKey = PotKey::new("corbillon");
/// The Académie's beasts made and not yet in play (spec 4.1).
pub const BEASTS: PotKey = PotKey::new("beasts");

/// Which book's rules (option `rules`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rules {
    /// The Hague rules of 1785 (spec section 3).
    #[default]
    #[serde(rename = "la-haye-1785")]
    LaHaye1785,
    /// The Académie universelle des jeux (spec section 4).
    #[serde(rename = "academie")]
    Academie,
}

/// The counter the amounts are written in (informative only, spec 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// The Hague fiche (1 jeton = 5 fiches).
    Fiche,
    /// The jeton (counter, "marque").
    Jeton,
}

/// The size of the remise (Hague, spec 3.1 and section 7 item 1).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Remise {
    /// Drawing takes the whole Panier; making it pays as much (the Panier doubles).
    #[default]
    Panier,
    /// Drawing and making are both the first fund, 9 jetons (45 fiches).
    Fonds,
}

/// What an unlawful renounce costs in the Académie (XI: "paye à chacun autant de jettons
/// que l'on est convenu, ou fait la bête"). Written `"beast"` or a whole number (also as
/// text, `"3"`, as a choice of the new-partie form sends it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum RenouncePenalty {
    /// He makes a beast equal to the pool (spec 4.1).
    #[default]
    Beast,
    /// He pays this many counters to each other player.
    Each(i64),
}

impl Serialize for RenouncePenalty {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            RenouncePenalty::Beast => serializer.serialize_str("beast"),
            RenouncePenalty::Each(n) => serializer.serialize_i64(*n),
        }
    }
}

impl<'de> Deserialize<'de> for RenouncePenalty {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Each(i64),
            Text(String),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Each(n) => Ok(RenouncePenalty::Each(n)),
            Raw::Text(t) if t == "beast" => Ok(RenouncePenalty::Beast),
            Raw::Text(t) => t.trim().parse().map(RenouncePenalty::Each).map_err(|_| {
                serde::de::Error::custom("renounce_penalty is \"beast\" or a whole number")
            }),
        }
    }
}

/// The options of a Reversis partie (spec 4.0 and 5). The Hague amounts are fixed by the
/// text and are constants; the Académie's are "as agreed", with the spec's defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// `la-haye-1785` (default) or `academie`.
    pub rules: Rules,
    /// The counter unit, informative (fiche for the Hague rules, jeton for the Académie).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<Unit>,
    /// Hague: fiches per jeton, fixed at 5 by the text (Art. XVII, XXIV, XXIX).
    pub fiches_per_jeton: i64,
    /// Hague: the size of the remise.
    pub remise: Remise,
    /// Académie: 48 cards (no tens) or the whole 52-card pack (000:14016-14020).
    pub pack: u32,
    /// Académie: stake each player puts in the box when a new pool is formed.
    pub stake_each: i64,
    /// Académie: what each player adds when nobody won the pool (000:14163-14166).
    pub refresh_each: i64,
    /// Académie: the Talon; absent means an ordinary pool (`stake_each` x players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub talon_value: Option<i64>,
    /// Académie: marks the taker pays the player who places the Quinola on his trick (VI).
    pub quinola_placed: i64,
    /// Académie: what the holder of a forced Quinola pays the forcer (V).
    pub quinola_forced_holder: i64,
    /// Académie: what each other player pays the forcer, if so agreed (V); 0 = not agreed.
    pub quinola_forced_each: i64,
    /// Académie: an ace placed or forced (XVI, XVII), double for the ace of hearts.
    pub ace_placed: i64,
    /// Académie: what every player pays the Reversis (XV).
    pub reversis_each: i64,
    /// Académie: the penalty of an unlawful renounce (XI).
    pub renounce_penalty: RenouncePenalty,
    /// Académie: what a card played out of turn costs, to each other player (XII).
    pub out_of_turn_each: i64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rules: Rules::LaHaye1785,
            unit: None,
            fiches_per_jeton: 5,
            remise: Remise::Panier,
            pack: 48,
            stake_each: 2,
            refresh_each: 2,
            talon_value: None,
            quinola_placed: 2,
            quinola_forced_holder: 4,
            quinola_forced_each: 0,
            ace_placed: 1,
            reversis_each: 2,
            renounce_penalty: RenouncePenalty::Beast,
            out_of_turn_each: 1,
        }
    }
}

impl Options {
    /// Checks the options against the rule set and the number of players.
    ///
    /// # Errors
    /// [`DealError::Options`] naming the option at fault.
    pub fn check(&self, players: usize) -> Result<(), DealError> {
        let bad = |detail: Msg| Err(DealError::Options { detail });
        match self.rules {
            Rules::LaHaye1785 => {
                if players != 4 {
                    return bad(msg!("reversis-hague-seats", got = players));
                }
                if self.fiches_per_jeton != 5 {
                    return bad(msg!("reversis-hague-fiches", got = self.fiches_per_jeton));
                }
                if self.pack != 48 {
                    return bad(msg!("reversis-hague-pack", got = self.pack));
                }
            }
            Rules::Academie => {
                if !(4..=5).contains(&players) {
                    return bad(msg!("reversis-academie-seats", got = players));
                }
                if self.pack != 48 && self.pack != 52 {
                    return bad(msg!("reversis-pack", got = self.pack));
                }
                let amounts = [
                    ("stake_each", self.stake_each),
                    ("refresh_each", self.refresh_each),
                    ("talon_value", self.talon_value.unwrap_or(0)),
                    ("quinola_placed", self.quinola_placed),
                    ("quinola_forced_holder", self.quinola_forced_holder),
                    ("quinola_forced_each", self.quinola_forced_each),
                    ("ace_placed", self.ace_placed),
                    ("reversis_each", self.reversis_each),
                    ("out_of_turn_each", self.out_of_turn_each),
                    (
                        "renounce_penalty",
                        match self.renounce_penalty {
                            RenouncePenalty::Each(a) => a,
                            RenouncePenalty::Beast => 0,
                        },
                    ),
                ];
                if let Some((name, v)) = amounts.iter().find(|(_, v)| *v < 0) {
                    return bad(msg!("reversis-negative-option", option = *name, got = *v));
                }
            }
        }
        Ok(())
    }

    /// The number of tricks in a deal (spec 1.3): 11 with 4 players and 48 cards, 12 with
    /// 52 cards, 9 with 5 players.
    pub fn tricks_per_deal(&self, players: usize) -> i64 {
        match (self.rules, players, self.pack) {
            (Rules::Academie, 5, _) => 9,
            (Rules::Academie, _, 52) => 12,
            _ => 11,
        }
    }
}

/// One beast waiting to be played for (Académie, spec 4.1): made by a forced or led
/// Quinola, with any renounce beasts joined to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Beast {
    /// Who made it (the Quinola's holder).
    pub maker: Seat,
    /// What it holds.
    pub amount: i64,
}

/// What carries over between deals: the dealer to come, the pots; and, in a replay only,
/// the pots after each deal (reported as `per_deal_pots`), which a snapshot does not keep.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The seat of the next dealer (the deal passes to `players[i + 1]`).
    pub next_dealer: usize,
    /// Hague: what the Panier holds.
    pub panier: i64,
    /// Académie: what the box holds.
    pub corbillon: i64,
    /// Académie: whether a pool is on the game (formed and not yet won).
    pub pool_on: bool,
    /// Académie: pending Quinola beasts, oldest first.
    pub beasts: Vec<Beast>,
    /// Académie: a renounce beast waiting to join the stakes of the next new pool.
    pub renounce_beast: i64,
    /// The pots after each deal, by pot key: what the report shows of past deals, filled
    /// by a replay and never stored in a snapshot (the rules do not read it).
    #[serde(skip)]
    pub pots_after: Vec<BTreeMap<String, i64>>,
}

impl State {
    /// What each pot of the rule set holds now.
    pub fn pots(&self, rules: Rules) -> BTreeMap<String, i64> {
        let mut out = BTreeMap::new();
        match rules {
            Rules::LaHaye1785 => {
                out.insert(PANIER.as_str().to_owned(), self.panier);
            }
            Rules::Academie => {
                out.insert(CORBILLON.as_str().to_owned(), self.corbillon);
                let beasts = self
                    .beasts
                    .iter()
                    .fold(self.renounce_beast, |a, b| a.saturating_add(b.amount));
                out.insert(BEASTS.as_str().to_owned(), beasts);
            }
        }
        out
    }
}

/// The payments of one deal, built up in the order the books make them. Amounts of zero
/// are not written (an option set to 0 means "not agreed").
#[derive(Debug, Default)]
struct Ledger {
    transfers: Vec<Transfer>,
}

impl Ledger {
    fn pay(&mut self, from: Account, to: Account, amount: i64, reason: &'static str) {
        if amount > 0 && from != to {
            self.transfers
                .push(Transfer::new(from, to, amount, Reason::new(reason)));
        }
    }
}

/// The account of the player at `index`.
fn player(index: usize) -> Result<Account, DealError> {
    Seat::from_index(index)
        .map(Account::Player)
        .ok_or_else(|| DealError::Broken {
            detail: "a player index beyond the seats".to_owned(),
        })
}

/// The order of placement (spec 1.1): the dealer is best placed (rank 0), then his left-hand
/// neighbour, ...; the eldest hand (at the dealer's right, `players[dealer + 1]`) is worst
/// placed (rank n - 1). Hague Art. X; Académie 000:14088-14090.
pub fn rank(dealer: usize, p: usize, n: usize) -> usize {
    if n == 0 {
        return 0;
    }
    (dealer % n + n - p % n) % n
}

/// Whether two of four players sit opposite (vis-à-vis): `players[i]` and `players[i + 2]`.
pub fn vis_a_vis(a: usize, b: usize) -> bool {
    a != b && (a + 2) % 4 == b % 4
}

/// The Hague multiplier of the small payments (spec 3.0; Art. XXVIII, XXIX): doubled
/// between players sitting opposite, and doubled at the first and last Bonne (tricks 1
/// and 11).
pub fn mult(payer: usize, receiver: usize, trick: u32) -> i64 {
    let vis = if vis_a_vis(payer, receiver) { 2 } else { 1 };
    let bonne = if trick == 1 || trick == 11 { 2 } else { 1 };
    vis * bonne
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
pub const PAYMENTS: &[&str] = &[
    "ace_forced",
    "ace_led",
    "ace_placed",
    "beast_to_pool",
    "dealer_jeton",
    "espagnolette_refund",
    "misdeal_late",
    "misdeal_redeal",
    "out_of_turn",
    "panier_fund",
    "partie",
    "pool_refresh",
    "pool_stake",
    "pool_won",
    "quinola_beast",
    "quinola_forced",
    "quinola_led",
    "quinola_placed",
    "remise_drawn",
    "remise_made",
    "renounce",
    "renounce_beast",
    "renounce_beast_to_pool",
    "reversis_broken",
    "reversis_made",
    "talon",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &["remise", "bete", "quinola", "partie"];

impl Game for Reversis {
    type Options = Options;
    type Deal = Deal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_game: GameId, options: &Self::Options) -> RangeInclusive<usize> {
        match options.rules {
            Rules::LaHaye1785 => 4..=4,
            Rules::Academie => 4..=5,
        }
    }

    /// 2: the pots after each deal are no longer kept in the snapshots.
    fn engine_version(_game: GameId) -> i32 {
        2
    }

    /// The report's `per_deal_pots`, rebuilt by a replay.
    fn shows_past_deals(_game: GameId) -> bool {
        true
    }

    fn pots(_game: GameId, options: &Self::Options) -> Vec<PotKey> {
        match options.rules {
            Rules::LaHaye1785 => vec![PANIER],
            Rules::Academie => vec![CORBILLON, BEASTS],
        }
    }

    fn open(table: &Table<Self::Options>) -> Result<Outcome<Self::State>, DealError> {
        table.options.check(table.len())?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    fn settle(
        table: &Table<Self::Options>,
        state: &Self::State,
        deal: &Self::Deal,
    ) -> Result<Outcome<Self::State>, DealError> {
        table.options.check(table.len())?;
        let out = match table.options.rules {
            Rules::LaHaye1785 => hague::settle(table, state, deal)?,
            Rules::Academie => academie::settle(table, state, deal)?,
        };
        let mut next = out.next;
        let pots = next.pots(table.options.rules);
        next.pots_after.push(pots);
        Ok(Outcome {
            transfers: out.transfers,
            next,
        })
    }

    /// The end of a sitting (spec 1.5): "there is no fixed end: the sitting ends when the
    /// players stop; the Panier (or the box and beasts) simply stays on the table". No
    /// transfer is made; the pots are reported as they stand.
    fn close(
        _table: &Table<Self::Options>,
        state: &Self::State,
    ) -> Result<Outcome<Self::State>, DealError> {
        Ok(Outcome {
            transfers: Vec::new(),
            next: state.clone(),
        })
    }

    fn status(table: &Table<Self::Options>, state: &Self::State) -> Status {
        Status {
            dealer: Seat::from_index(state.next_dealer % table.len().max(1)),
            round: None,
            on_table: describe::on_table(table, state),
            finished: false,
        }
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        describe::option_specs()
    }

    fn form(table: &Table<Self::Options>, state: &Self::State) -> Vec<Field> {
        facts::form(table, state)
    }

    fn events(table: &Table<Self::Options>, state: &Self::State) -> Vec<EventForm> {
        describe::events(table, state)
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::Counters
    }

    fn report(_table: &Table<Self::Options>, state: &Self::State) -> Map<String, Value> {
        let mut out = Map::new();
        let pots: Vec<Value> = state
            .pots_after
            .iter()
            .map(|m| {
                Value::Object(
                    m.iter()
                        .map(|(k, v)| (k.clone(), Value::from(*v)))
                        .collect(),
                )
            })
            .collect();
        out.insert("per_deal_pots".to_owned(), Value::Array(pots));
        out
    }
}

/// The Reversis scorer (both rule sets).
#[derive(Debug)]
pub struct Reversis;

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::partie::PartieDoc;

    fn score(options: Value, deals: Value) -> crate::partie::Scored {
        let doc = PartieDoc::from_value(json!({
            "game": "reversis",
            "options": options,
            "players": ["A", "B", "C", "D"],
            "deals": deals,
        }))
        .unwrap();
        doc.score().unwrap()
    }

    fn balances(s: &crate::partie::Scored) -> Vec<i64> {
        ["A", "B", "C", "D"]
            .iter()
            .map(|p| s.balances()[*p])
            .collect()
    }

    fn pots_after(s: &crate::partie::Scored, key: &str) -> Vec<i64> {
        s.report()["per_deal_pots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m[key].as_i64().unwrap())
            .collect()
    }

    /// A Hague deal with even points (40 in tricks, an ecart of blanks unless the Quinola
    /// lies there) and the given events.
    fn plain(dealer: &str, events: Value) -> Value {
        let quinola = events
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["type"].as_str().unwrap().starts_with("quinola"));
        json!({
            "dealer": dealer,
            "points": {"A": 10, "B": 10, "C": 10, "D": 10},
            "tricks": {"A": 3, "B": 3, "C": 3, "D": 2},
            "ecart_points": if quinola { 0 } else { 3 },
            "events": events,
        })
    }

    fn q(kind: &str, player: &str, other: Option<(&str, &str)>) -> Value {
        let mut e = json!({"type": kind, "player": player, "trick": 5});
        if let Some((k, v)) = other {
            e[k] = json!(v);
        }
        e
    }

    #[test]
    fn the_espagnolette_who_falls_pays_for_everything() {
        // spec 9.2 "Espagnolette who falls"
        let s = score(
            json!({}),
            json!([{
                "dealer": "A",
                "points": {"A": 13, "B": 8, "C": 12, "D": 5},
                "tricks": {"A": 4, "B": 3, "C": 3, "D": 1},
                "ecart_points": 2,
                "events": [
                    {"type": "espagnolette", "player": "D", "hand": "3 aces + quinola"},
                    {"type": "ace_placed", "suit": "S", "player": "D", "taker": "A", "trick": 2},
                    {"type": "ace_placed", "suit": "D", "player": "D", "taker": "B", "trick": 3},
                    {"type": "quinola_placed", "player": "D", "taker": "C", "trick": 4},
                    {"type": "ace_placed", "suit": "C", "player": "D", "taker": "C", "trick": 5},
                    {"type": "ace_placed", "suit": "H", "player": "B", "taker": "A", "trick": 6}
                ]
            }]),
        );
        assert_eq!(balances(&s), vec![-14, 7, -4, -79]);
        assert_eq!(s.pots()["panier"], 90);
    }

    #[test]
    fn the_espagnolette_pays_the_breaker_and_the_undertaker_makes_the_remise() {
        // Art. XLI: the Espagnolette B pays the breaker C 64; the undertaker D led the
        // Quinola at trick 2 and makes the remise (Art. XX).
        let s = score(
            json!({}),
            json!([{
                "dealer": "A",
                "points": {"A": 0, "B": 0, "C": 6, "D": 30},
                "tricks": {"A": 0, "B": 0, "C": 1, "D": 10},
                "ecart_points": 4,
                "events": [
                    {"type": "espagnolette", "player": "B"},
                    {"type": "reversis_broken", "player": "D", "breaker": "C"},
                    {"type": "quinola_led", "player": "D", "trick": 2}
                ]
            }]),
        );
        assert_eq!(balances(&s), vec![-15, -74, 54, -55]);
        assert_eq!(s.pots()["panier"], 90);
    }

    #[test]
    fn the_espagnolette_alone_pays_a_reversis_made() {
        // Art. XL: C takes every trick; the Espagnolette A pays him 64, the others nothing.
        let s = score(
            json!({}),
            json!([{
                "dealer": "A",
                "points": {"A": 0, "B": 0, "C": 40, "D": 0},
                "tricks": {"A": 0, "B": 0, "C": 11, "D": 0},
                "ecart_points": 3,
                "events": [{"type": "espagnolette", "player": "A", "hand": "4 aces"}]
            }]),
        );
        assert_eq!(balances(&s), vec![-15 - 64, -10, -10 + 64, -10]);
    }

    #[test]
    fn the_remise_grows_with_the_whole_panier() {
        // spec 9.2 "The remise grows", remise: panier
        let deals = json!([
            plain(
                "A",
                json!([q("quinola_forced", "C", Some(("forcer", "D")))])
            ),
            plain(
                "B",
                json!([q("quinola_forced", "A", Some(("forcer", "B")))])
            ),
            plain("C", json!([q("quinola_led", "B", None)])),
            plain("D", json!([q("quinola_placed", "A", Some(("taker", "B")))])),
            plain("A", json!([])),
        ]);
        let s = score(json!({}), deals);
        assert_eq!(pots_after(&s, "panier"), vec![90, 190, 390, 0, 45]);
    }

    #[test]
    fn the_remise_is_the_first_fund_when_so_read() {
        // spec 9.2, remise: fonds
        let deals = json!([
            plain(
                "A",
                json!([q("quinola_forced", "C", Some(("forcer", "D")))])
            ),
            plain("B", json!([q("quinola_placed", "A", Some(("taker", "B")))])),
            plain(
                "C",
                json!([q("quinola_forced", "A", Some(("forcer", "B")))])
            ),
        ]);
        let s = score(json!({"remise": "fonds"}), deals);
        assert_eq!(pots_after(&s, "panier"), vec![90, 50, 100]);
    }

    #[test]
    fn academie_beasts_go_to_the_game_largest_and_oldest_first() {
        // spec 9.2 "Academie, beasts in order"
        let deal = |dealer: &str, events: Value| {
            json!({
                "dealer": dealer,
                "points": {"A": 14, "B": 14, "C": 14, "D": 14},
                "tricks": {"A": 3, "B": 3, "C": 3, "D": 2},
                "events": events,
            })
        };
        let deals = json!([
            deal(
                "A",
                json!([q("quinola_led", "C", None), {"type": "renounce", "player": "B"}])
            ),
            deal(
                "B",
                json!([q("quinola_forced", "D", Some(("forcer", "A")))])
            ),
            deal("C", json!([q("quinola_placed", "B", Some(("taker", "C")))])),
            deal("D", json!([q("quinola_placed", "A", Some(("taker", "C")))])),
            deal("A", json!([])),
        ]);
        let s = score(json!({"rules": "academie"}), deals);
        assert_eq!(pots_after(&s, "corbillon"), vec![16, 24, 0, 0, 24]);
        assert_eq!(pots_after(&s, "beasts"), vec![16, 32, 32, 16, 0]);
    }

    #[test]
    fn a_void_deal_pays_only_its_fine_and_passes_the_deal() {
        let s = score(
            json!({}),
            json!([
                {"dealer": "A", "void": true, "events": [{"type": "misdeal_late", "player": "A"}]},
                plain("B", json!([])),
            ]),
        );
        assert_eq!(pots_after(&s, "panier"), vec![20, 65]);
        // 20 < 45: the fund is renewed at deal 2; C (most points, worst placed) pays D 7
        assert_eq!(balances(&s), vec![-30, -15, -17, -3]);
    }

    fn table(options: Value, n: usize) -> Table<Options> {
        Table {
            game: GameId::Reversis,
            options: serde_json::from_value(options).unwrap(),
            players: ["A", "B", "C", "D", "E"][..n]
                .iter()
                .map(|s| (*s).to_owned())
                .collect(),
        }
    }

    #[test]
    fn the_status_names_the_next_dealer_and_what_lies_on_the_table() {
        let t = table(json!({}), 4);
        let mut st = State::default();
        let shown = Reversis::status(&t, &st);
        assert_eq!(shown.dealer, Some(Seat::new(0)));
        assert_eq!(shown.table_lines()[0], "panier (fiches): 0");
        assert_eq!(shown.on_table[0].pot, Some(PANIER));
        assert_eq!(shown.on_table.len(), 2, "an empty Panier is renewed");
        st.next_dealer = 3;
        st.panier = 90;
        let shown = Reversis::status(&t, &st);
        assert_eq!(shown.dealer, Some(Seat::new(3)));
        assert_eq!(shown.table_lines(), vec!["panier (fiches): 90".to_owned()]);
        assert_eq!(shown.on_table[0].amount, Some(90));
        assert!(!shown.finished);
        assert!(shown.round.is_none());

        let t = table(json!({"rules": "academie"}), 5);
        st.pool_on = true;
        st.corbillon = 16;
        st.beasts = vec![
            Beast {
                maker: Seat::new(1),
                amount: 8,
            },
            Beast {
                maker: Seat::new(3),
                amount: 16,
            },
        ];
        st.renounce_beast = 4;
        let shown = Reversis::status(&t, &st);
        assert_eq!(
            shown.table_lines(),
            vec![
                "pool on the game (jetons): 16".to_owned(),
                "beast made by B: 8".to_owned(),
                "beast made by D: 16".to_owned(),
                "renounce beast, for the next pool: 4".to_owned(),
            ]
        );
        let items = &shown.on_table;
        assert_eq!(items[0].pot, Some(CORBILLON));
        assert_eq!(
            (items[2].amount, items[2].pot.clone(), items[2].seat),
            (Some(16), Some(BEASTS), Some(Seat::new(3)))
        );
        assert_eq!(items[3].pot, Some(BEASTS));
        st.pool_on = false;
        st.corbillon = 0;
        let shown = Reversis::status(&t, &st);
        assert_eq!(
            shown.table_lines()[0],
            "box (a new pool is formed at the next deal): 0"
        );
    }

    #[test]
    fn closing_leaves_the_pots_on_the_table() {
        let t = table(json!({}), 4);
        let st = State {
            panier: 95,
            ..State::default()
        };
        let out = Reversis::close(&t, &st).unwrap();
        assert!(out.transfers.is_empty());
        assert_eq!(out.next, st);
    }

    #[test]
    fn the_academie_form_offers_only_its_own_events() {
        let t = table(json!({"rules": "academie"}), 5);
        let fields = Reversis::form(&t, &State::default());
        assert!(fields
            .iter()
            .all(|f| f.name != "ecart_points" && f.name != "void"));
        let kinds: Vec<String> = fields
            .iter()
            .filter_map(|f| match &f.kind {
                crate::games::FieldKind::Choice { options } => {
                    Some(options.iter().map(|(v, _)| v.clone()).collect::<Vec<_>>())
                }
                _ => None,
            })
            .flatten()
            .collect();
        assert!(kinds.contains(&"reversis_made".to_owned()));
        assert!(!kinds.contains(&"reversis_broken".to_owned()));
        assert!(!kinds.contains(&"espagnolette".to_owned()));
        assert!(!kinds.contains(&"misdeal_redeal".to_owned()));
        assert!(Reversis::events(&t, &State::default()).is_empty());
    }

    #[test]
    fn the_ordinary_deal_comes_first_and_the_rest_folds_in_short_groups() {
        let t = table(json!({}), 4);
        let st = State {
            next_dealer: 2,
            ..State::default()
        };
        let fields = Reversis::form(&t, &st);
        let essential: Vec<&str> = fields
            .iter()
            .take_while(|f| f.essential)
            .map(|f| f.name.as_str())
            .collect();
        assert_eq!(
            essential,
            [
                "dealer",
                "points",
                "ecart_points",
                "events[0].type",
                "events[0].player",
                "events[0].taker",
                "events[0].forcer",
                "events[0].trick"
            ]
        );
        assert!(fields[essential.len()..].iter().all(|f| !f.essential));
        assert_eq!(fields[0].default, Some(json!("C")), "the next dealer");
        let mut groups: Vec<String> = Vec::new();
        for f in &fields[essential.len()..] {
            let g = f
                .group
                .as_ref()
                .expect("an advanced field has a group")
                .to_string();
            assert!(g.split_whitespace().count() <= 2, "a short name: {g}");
            if !groups.contains(&g) {
                groups.push(g);
            }
        }
        assert_eq!(groups, ["Tricks", "Aces", "Reversis", "Faults"]);
        // the slots keep their numbers: aces 1-4, Reversis 5, Espagnolette 6, faults 7-9
        for name in [
            "events[4].trick",
            "events[5].breaker",
            "events[6].type",
            "events[9].player",
        ] {
            assert!(fields.iter().any(|f| f.name == name), "{name}");
        }
    }

    #[test]
    fn a_misdeal_that_voids_the_coup_is_its_own_entry() {
        let t = table(json!({}), 4);
        let st = State {
            next_dealer: 1,
            ..State::default()
        };
        let events = Reversis::events(&t, &st);
        let codes: Vec<&str> = events.iter().map(|e| e.code).collect();
        assert_eq!(codes, ["misdeal_passed", "misdeal_late"]);
        for e in &events {
            let default = |name: &str| {
                e.fields
                    .iter()
                    .find(|f| f.name == name)
                    .and_then(|f| f.default.clone())
            };
            assert_eq!(default("events[0].type"), Some(json!(e.code)));
            assert_eq!(default("dealer"), Some(json!("B")));
            assert_eq!(default("events[0].player"), Some(json!("B")));
            assert_eq!(default("void"), Some(json!(true)));
            // the defaults alone make a record the engine scores
            let record = json!({
                "dealer": "B", "void": true,
                "events": [{"type": e.code, "player": "B"}],
            });
            let s = score(json!({}), json!([plain("A", json!([])), record]));
            let fine = if e.code == "misdeal_late" { 20 } else { 0 };
            assert_eq!(pots_after(&s, "panier"), vec![45, 45 + fine]);
        }
    }

    #[test]
    fn every_option_is_described_with_its_default() {
        let specs = Reversis::option_specs(GameId::Reversis);
        let keys: std::collections::BTreeSet<&str> = specs.iter().map(|o| o.key).collect();
        assert_eq!(keys.len(), specs.len(), "keys are unique");
        let all_set = Options {
            unit: Some(Unit::Jeton),
            talon_value: Some(8),
            ..Options::default()
        };
        let accepted = serde_json::to_value(&all_set).unwrap();
        let accepted: std::collections::BTreeSet<&str> = accepted
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys, accepted);

        let defaults: Map<String, Value> = specs
            .iter()
            .filter_map(|o| o.default.clone().map(|d| (o.key.to_owned(), d)))
            .collect();
        let parsed: Options = serde_json::from_value(Value::Object(defaults.clone())).unwrap();
        assert_eq!(parsed, Reversis::default_options(GameId::Reversis));
        let normal = serde_json::to_value(Options::default()).unwrap();
        assert_eq!(Value::Object(defaults), normal);

        for spec in &specs {
            assert!(spec.help.is_some(), "{}", spec.key);
            assert_ne!(spec.label.to_string(), spec.key.replace('_', " "));
            if let crate::games::OptionKind::Choice { choices } = &spec.kind {
                for (value, _) in choices {
                    let o = json!({ spec.key: value });
                    assert!(
                        serde_json::from_value::<Options>(o).is_ok(),
                        "{} = {value}",
                        spec.key
                    );
                }
            }
        }
        let essential: Vec<&str> = specs
            .iter()
            .filter(|o| o.essential)
            .map(|o| o.key)
            .collect();
        assert_eq!(essential, ["rules", "remise", "stake_each"]);
        let o: Options = serde_json::from_value(json!({"renounce_penalty": "3"})).unwrap();
        assert_eq!(o.renounce_penalty, RenouncePenalty::Each(3));
        assert!(serde_json::from_value::<Options>(json!({"renounce_penalty": "x"})).is_err());
        assert_eq!(
            serde_json::to_value(RenouncePenalty::Each(3)).unwrap(),
            json!(3)
        );
    }

    /// Every message id in `m` and its nested arguments, with the English catalogue's
    /// verdict.
    fn missing_ids(m: &crate::games::Msg, out: &mut Vec<String>) {
        if crate::i18n::try_render(crate::i18n::Lang::En, m).is_none() || m.id == "text" {
            out.push(m.id.to_string());
        }
        for (_, arg) in &m.args {
            if let crate::games::MsgArg::Msg(inner) = arg {
                missing_ids(inner, out);
            }
        }
    }

    #[test]
    fn every_word_of_the_table_is_in_the_english_catalogue() {
        let mut missing = Vec::new();
        for spec in Reversis::option_specs(GameId::Reversis) {
            missing_ids(&spec.label, &mut missing);
            spec.help.iter().for_each(|h| missing_ids(h, &mut missing));
            if let crate::games::OptionKind::Choice { choices } = &spec.kind {
                choices
                    .iter()
                    .for_each(|(_, l)| missing_ids(l, &mut missing));
            }
        }
        let st = State {
            beasts: vec![Beast {
                maker: Seat::new(0),
                amount: 8,
            }],
            renounce_beast: 2,
            ..State::default()
        };
        for (options, n) in [(json!({}), 4), (json!({"rules": "academie"}), 5)] {
            let t = table(options, n);
            let forms = Reversis::events(&t, &st);
            let fields = Reversis::form(&t, &st)
                .into_iter()
                .chain(forms.iter().flat_map(|e| e.fields.clone()));
            for f in fields {
                missing_ids(&f.label, &mut missing);
                f.help.iter().for_each(|h| missing_ids(h, &mut missing));
                f.group.iter().for_each(|g| missing_ids(g, &mut missing));
                if let crate::games::FieldKind::Choice { options } = &f.kind {
                    options
                        .iter()
                        .for_each(|(_, l)| missing_ids(l, &mut missing));
                }
            }
            for e in &forms {
                missing_ids(&e.label, &mut missing);
                e.help.iter().for_each(|h| missing_ids(h, &mut missing));
            }
            for item in Reversis::status(&t, &st).on_table {
                missing_ids(&item.label, &mut missing);
            }
        }
        for code in PAYMENTS {
            if !crate::i18n::has(crate::i18n::Lang::En, &format!("reason-{code}")) {
                missing.push(format!("reason-{code}"));
            }
        }
        assert!(missing.is_empty(), "{missing:?}");
    }

    #[test]
    fn the_messages_read_as_sentences() {
        let en = |m: &crate::games::Msg| crate::i18n::render(crate::i18n::Lang::En, m);
        assert_eq!(
            en(&msg!("reversis-renounce-each", amount = 1)),
            "pays 1 jeton to each"
        );
        assert_eq!(
            en(&msg!("reversis-renounce-each", amount = 3)),
            "pays 3 jetons to each"
        );
        assert_eq!(
            en(&msg!("reversis-card-ace", suit = Suit::D.name())),
            "the ace of diamonds"
        );
        let e = DealError::invalid("void", msg!("reversis-misdeal-makes-void"));
        assert_eq!(
            e.to_string(),
            "void: a misdeal that loses the deal makes the record void (\"void\": true)"
        );
        let e = Options::default().check(5).unwrap_err();
        assert_eq!(
            e.to_string(),
            "options: the Hague rules are for 4 players; 5 given"
        );
        let e = DealError::missing("ecart_points", msg!("reversis-when-hague"));
        assert_eq!(e.to_string(), "ecart_points: required by the Hague rules");
    }

    #[test]
    fn every_reason_paid_in_the_vectors_is_declared() {
        let mut seen = std::collections::BTreeSet::new();
        for text in [
            include_str!("../../../tests/vectors/reversis.public.json"),
            include_str!("../../../tests/derived/reversis.json"),
        ] {
            let value: Value = serde_json::from_str(text).unwrap();
            for doc in crate::partie::documents(value).unwrap() {
                let replay = doc.replay(false).unwrap();
                for t in replay.deals.iter().flatten() {
                    seen.insert(t.reason.as_str().to_owned());
                }
            }
        }
        for code in &seen {
            assert!(PAYMENTS.contains(&code.as_str()), "{code}");
        }
        assert!(seen.len() >= 20, "{seen:?}");
    }

    #[test]
    fn bad_deals_are_refused_with_a_reason() {
        let doc = |deal: Value| {
            PartieDoc::from_value(json!({
                "game": "reversis", "players": ["A", "B", "C", "D"], "deals": [deal],
            }))
            .unwrap()
            .score()
        };
        let mut d = plain("A", json!([]));
        d["tricks"]["A"] = json!(4);
        assert!(doc(d)
            .unwrap_err()
            .to_string()
            .contains("tricks add up to 12"));
        let mut d = plain("A", json!([]));
        d["ecart_points"] = json!(9);
        assert!(doc(d).unwrap_err().to_string().contains("ecart"));
        let d = plain("Z", json!([]));
        assert!(doc(d).is_err());
        let d = plain("A", json!([q("quinola_placed", "A", Some(("taker", "A")))]));
        assert!(doc(d).is_err());
    }

    /// Scores `deal` alone at a Hague table (or `options`'), its error in English.
    fn one(options: Value, deal: Value) -> Result<Vec<i64>, String> {
        PartieDoc::from_value(json!({
            "game": "reversis", "options": options,
            "players": ["A", "B", "C", "D"], "deals": [deal],
        }))
        .unwrap()
        .score()
        .map(|s| balances(&s))
        .map_err(|e| e.to_string())
    }

    #[test]
    fn an_ordinary_deal_without_ties_needs_no_tricks() {
        // reversis-003's kind of deal: the Partie from the most points (D) to the fewest
        // (B); the tricks would only break a tie, and there is none.
        let with = json!({
            "dealer": "A",
            "points": {"A": 13, "B": 3, "C": 6, "D": 17},
            "tricks": {"A": 4, "B": 2, "C": 2, "D": 3},
            "ecart_points": 4,
            "events": [{"type": "ace_placed", "suit": "S", "player": "B", "taker": "A", "trick": 4}]
        });
        let mut without = with.clone();
        without.as_object_mut().unwrap().remove("tricks");
        let paid = one(json!({}), with).unwrap();
        assert_eq!(one(json!({}), without).unwrap(), paid);
        // D pays B the Partie, 4 + 4, doubled opposite; A pays B his placed ace.
        assert_eq!(paid, vec![-15 - 1, -10 + 16 + 1, -10, -10 - 16]);
    }

    #[test]
    fn the_tricks_are_asked_when_they_decide() {
        let deal = |points: Value, events: Value| json!({"dealer": "A", "points": points, "ecart_points": 8, "events": events});
        // A tie for the most points: the tricks say who loses (Art. IX).
        let e = one(
            json!({}),
            deal(json!({"A": 10, "B": 6, "C": 9, "D": 10}), json!([])),
        )
        .unwrap_err();
        assert_eq!(
            e,
            "deal 1: tricks: required for every player, as the tricks break a tie: A, D have 10 points each"
        );
        // A tie for the fewest among the others.
        let e = one(
            json!({}),
            deal(json!({"A": 6, "B": 6, "C": 9, "D": 14}), json!([])),
        )
        .unwrap_err();
        assert!(e.contains("A, B have 6 points each"), "{e}");
        // One player with every point may have taken every trick.
        let e = one(
            json!({}),
            json!({"dealer": "A", "points": {"A": 35, "B": 0, "C": 0, "D": 0},
                   "ecart_points": 8, "events": []}),
        )
        .unwrap_err();
        assert!(e.contains("when only A has points"), "{e}");
        // A Reversis is counted in tricks.
        let e = one(
            json!({}),
            deal(
                json!({"A": 10, "B": 6, "C": 9, "D": 10}),
                json!([{"type": "reversis_made", "player": "A"}]),
            ),
        )
        .unwrap_err();
        assert!(e.contains("with a Reversis"), "{e}");
        // The Espagnolette without points: did he take a blank trick?
        let e = one(
            json!({}),
            deal(
                json!({"A": 0, "B": 6, "C": 9, "D": 20}),
                json!([{"type": "espagnolette", "player": "A"}]),
            ),
        )
        .unwrap_err();
        assert!(e.contains("Espagnolette A has no points"), "{e}");
        // With points, he took a trick: he loses the Partie (Art. XXXV).
        let paid = one(
            json!({}),
            deal(
                json!({"A": 1, "B": 6, "C": 9, "D": 19}),
                json!([{"type": "espagnolette", "player": "A"}]),
            ),
        )
        .unwrap();
        assert_eq!(paid, vec![-15 - 12, -10 + 12, -10, -10]);
        // A taker of a placed card holds its points.
        let e = one(
            json!({}),
            deal(
                json!({"A": 0, "B": 6, "C": 10, "D": 19}),
                json!([{"type": "ace_placed", "suit": "S", "player": "B", "taker": "A", "trick": 3}]),
            ),
        )
        .unwrap_err();
        assert!(
            e.contains("A took the trick with the ace of spades but has no points"),
            "{e}"
        );
    }

    #[test]
    fn the_academie_talon_asks_the_tricks_only_for_a_tie_of_the_fewest() {
        let academie = json!({"rules": "academie"});
        // D pays A the Talon (8); B dealt... A deals: the pool 8 is formed, refreshed.
        let paid = one(
            academie.clone(),
            json!({"dealer": "A", "points": {"A": 5, "B": 12, "C": 15, "D": 20}, "events": []}),
        )
        .unwrap();
        assert_eq!(paid, vec![-2 + 8 - 2, -4, -4, -2 - 8 - 2]);
        // A tie for the most: the eldest pays, no trick needed (X).
        assert!(one(
            academie.clone(),
            json!({"dealer": "A", "points": {"A": 5, "B": 20, "C": 11, "D": 20}, "events": []}),
        )
        .is_ok());
        // A tie for the fewest: a player without a trick wins it (VIII).
        let e = one(
            academie,
            json!({"dealer": "A", "points": {"A": 0, "B": 0, "C": 26, "D": 26}, "events": []}),
        )
        .unwrap_err();
        assert!(e.contains("A, B have 0 points each"), "{e}");
    }

    #[test]
    fn the_dealer_is_best_placed_and_the_eldest_worst() {
        // B deals in [B, C, D, A]: order of placement B, A, D, C (reversis-004).
        assert_eq!(rank(0, 0, 4), 0);
        assert_eq!(rank(0, 3, 4), 1);
        assert_eq!(rank(0, 2, 4), 2);
        assert_eq!(rank(0, 1, 4), 3);
        assert_eq!(rank(2, 3, 5), 4);
    }

    #[test]
    fn the_book_doubles_opposite_and_at_the_bonnes() {
        // Art. XXIX: the vis-a-vis at the first Bonne pays four times.
        assert_eq!(mult(3, 1, 1), 4);
        assert_eq!(mult(0, 1, 1), 2);
        assert_eq!(mult(2, 1, 11), 2);
        assert_eq!(mult(2, 1, 5), 1);
        assert_eq!(mult(0, 2, 6), 2);
        assert!(!vis_a_vis(1, 1));
    }

    #[test]
    fn default_options_are_the_hague_rules() {
        let o: Options = serde_json::from_str("{}").unwrap();
        assert_eq!(o, Options::default());
        assert_eq!(o.rules, Rules::LaHaye1785);
        assert!(o.check(4).is_ok());
        assert!(o.check(5).is_err());
        let a: Options =
            serde_json::from_str(r#"{"rules": "academie", "renounce_penalty": 3}"#).unwrap();
        assert_eq!(a.renounce_penalty, RenouncePenalty::Each(3));
        assert!(a.check(5).is_ok());
        assert_eq!(a.tricks_per_deal(5), 9);
        assert!(serde_json::from_str::<Options>(r#"{"rules": "x"}"#).is_err());
        assert!(serde_json::from_str::<Options>(r#"{"bogus": 1}"#).is_err());
    }
}
