//! The partie document: `{game, options, players, deals}`, the common currency of
//! academie (the shape of the vector cases). `academie score` reads it; the API exports
//! and imports it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use crate::domain::PotKey;
use crate::games::scan::Scan;
use crate::games::{erased, Deals, GameId, Replay, Tally};

/// One partie as a document. Fields other than these four (`id`, `expected`...) are kept
/// in `extra` and carried through.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PartieDoc {
    /// The game id (`"quadrille"`...).
    pub game: String,
    /// The game's options; absent means the defaults.
    #[serde(default)]
    pub options: Value,
    /// Player names in seating order (`players[0]` deals first).
    pub players: Vec<String>,
    /// The deals (and events) as entered.
    #[serde(default)]
    pub deals: Vec<Value>,
    /// Any other fields, kept verbatim.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// The results of scoring a partie: the tally by seat and the players' names. Printed
/// ([`print()`]) with the keys and meaning of the vectors' `expected`: `{"id", "balances",
/// "pots", "per_deal", ...}` then the game's report, each map in the order of its keys,
/// written straight from the tally (no map built per deal).
#[derive(Debug, Clone, PartialEq)]
pub struct Scored {
    /// The document's `id`, if it has one.
    pub id: Option<Value>,
    /// The players, in seat order.
    pub players: Vec<String>,
    /// The numbers, by seat and by pot.
    pub tally: Tally,
    /// The seats in the order of their players' names (the maps' key order).
    by_name: Vec<usize>,
}

impl Scored {
    /// The scores of `tally`, the seats named by `players`.
    pub fn new(players: &[String], id: Option<Value>, tally: Tally) -> Self {
        let mut by_name: Vec<usize> = (0..players.len()).collect();
        by_name.sort_by(|a, b| players[*a].cmp(&players[*b]));
        Scored {
            id,
            players: players.to_vec(),
            tally,
            by_name,
        }
    }

    /// Net counters per player.
    pub fn balances(&self) -> BTreeMap<String, i64> {
        self.named(&self.tally.balances)
    }

    /// What each pot holds at the end.
    pub fn pots(&self) -> BTreeMap<String, i64> {
        let mut pots = BTreeMap::new();
        for (pot, held) in self.tally.pots.iter().zip(&self.tally.pot_balances) {
            pots.entry(pot.as_str().to_owned()).or_insert(*held);
        }
        pots
    }

    /// Each entry's net change per player.
    pub fn per_deal(&self) -> Vec<BTreeMap<String, i64>> {
        self.tally.deal_nets().map(|n| self.named(n)).collect()
    }

    /// The game's further results (Piquet's sheet...), by the vectors' keys.
    pub fn report(&self) -> &Map<String, Value> {
        &self.tally.report
    }

    fn named(&self, nets: &[i64]) -> BTreeMap<String, i64> {
        self.players
            .iter()
            .cloned()
            .zip(nets.iter().copied())
            .collect()
    }

    /// The pots in key order (a key declared twice: the first).
    fn pots_in_order(&self) -> Vec<(&str, i64)> {
        let mut order: Vec<(&str, i64)> = self
            .tally
            .pots
            .iter()
            .map(PotKey::as_str)
            .zip(self.tally.pot_balances.iter().copied())
            .collect();
        order.sort_by(|a, b| a.0.cmp(b.0));
        order.dedup_by(|later, first| later.0 == first.0);
        order
    }

    /// Writes the scores at `depth` levels of indentation as `academie score` prints them:
    /// `{"id", "balances", "pots", "per_deal", ...}` then the game's report, each map in
    /// the order of its keys, the very bytes of serde_json's pretty printer (two spaces a
    /// level). The nets go straight from the tally to the text: each player's key is
    /// written out once, not once a deal.
    fn write_pretty(&self, out: &mut String, depth: usize) -> Result<(), serde_json::Error> {
        let mut map = Pretty::open(out, depth, '{');
        map.key("id")?;
        match &self.id {
            Some(id) => map.value(id)?,
            None => map.out.push_str("null"),
        }
        map.key("balances")?;
        let keys = self.keys(depth + 1)?;
        write_nets(map.out, &keys, &self.tally.balances);
        map.key("pots")?;
        let mut pots = Pretty::open(map.out, depth + 1, '{');
        for (key, held) in self.pots_in_order() {
            pots.key(key)?;
            pots.out.push_str(itoa::Buffer::new().format(held));
        }
        pots.close();
        map.key("per_deal")?;
        let keys = self.keys(depth + 2)?;
        let mut deals = Pretty::open(map.out, depth + 1, '[');
        for nets in self.tally.deal_nets() {
            deals.item();
            write_nets(deals.out, &keys, nets);
        }
        deals.close();
        for (key, value) in &self.tally.report {
            map.key(key)?;
            map.value(value)?;
        }
        map.close();
        Ok(())
    }

    /// What comes around the nets of a map of nets at `depth` ([`NetKeys`]).
    fn keys(&self, depth: usize) -> Result<NetKeys, serde_json::Error> {
        let mut keys = Vec::with_capacity(self.by_name.len());
        for &seat in &self.by_name {
            let Some(name) = self.players.get(seat) else {
                continue;
            };
            let mut key = String::from(",\n");
            indent(&mut key, depth + 1);
            key.push_str(&serde_json::to_string(name)?);
            key.push_str(": ");
            keys.push((seat, key));
        }
        let mut close = String::from("\n");
        indent(&mut close, depth);
        close.push('}');
        Ok(NetKeys { keys, close })
    }
}

/// What comes around the nets of a map of nets (by seat) written by the players' names,
/// in name order, at one depth: written out once, not once a map.
struct NetKeys {
    /// For each seat in name order, the seat and what comes before its net: a comma (left
    /// out before the first), the line break and indentation, the name as a JSON string,
    /// `": "`.
    keys: Vec<(usize, String)>,
    /// What closes a map that holds a net: the line break, the indentation, `}`.
    close: String,
}

/// A map of `nets` (by seat) by the players' names, around them what `keys` says.
fn write_nets(out: &mut String, keys: &NetKeys, nets: &[i64]) {
    let mut buffer = itoa::Buffer::new();
    let mut any = false;
    out.push('{');
    for (seat, key) in &keys.keys {
        if let Some(net) = nets.get(*seat) {
            // The first key written opens with a bare line break.
            out.push_str(if any {
                key
            } else {
                key.trim_start_matches(',')
            });
            out.push_str(buffer.format(*net));
            any = true;
        }
    }
    if any {
        out.push_str(&keys.close);
    } else {
        out.push('}');
    }
}

/// Two spaces a level.
fn indent(out: &mut String, depth: usize) {
    const SPACES: &str = "                                ";
    let mut left = 2 * depth;
    while left > 0 {
        let n = left.min(SPACES.len());
        out.push_str(SPACES.get(..n).unwrap_or_default());
        left -= n;
    }
}

/// A map or a list being written as serde_json's pretty printer writes it.
struct Pretty<'a> {
    out: &'a mut String,
    depth: usize,
    close: char,
    any: bool,
}

impl<'a> Pretty<'a> {
    /// Opens a map (`'{'`) or a list (`'['`) at `depth`.
    fn open(out: &'a mut String, depth: usize, open: char) -> Self {
        out.push(open);
        let close = if open == '[' { ']' } else { '}' };
        Pretty {
            out,
            depth,
            close,
            any: false,
        }
    }

    /// Starts the next item of a list.
    fn item(&mut self) {
        self.out.push_str(if self.any { ",\n" } else { "\n" });
        indent(self.out, self.depth + 1);
        self.any = true;
    }

    /// Starts the next entry of a map: its key.
    fn key(&mut self, key: &str) -> Result<(), serde_json::Error> {
        self.item();
        self.out.push_str(&serde_json::to_string(key)?);
        self.out.push_str(": ");
        Ok(())
    }

    /// Writes `value` (serde_json's pretty printing, indented to its place).
    fn value(&mut self, value: &Value) -> Result<(), serde_json::Error> {
        let text = serde_json::to_string_pretty(value)?;
        let mut lines = text.split('\n');
        self.out.push_str(lines.next().unwrap_or_default());
        for line in lines {
            self.out.push('\n');
            indent(self.out, self.depth + 1);
            self.out.push_str(line);
        }
        Ok(())
    }

    /// Closes it.
    fn close(self) {
        if self.any {
            self.out.push('\n');
            indent(self.out, self.depth);
        }
        self.out.push(self.close);
    }
}

/// What `academie score` prints for `scored`: one object, or a list of them when the input
/// was a list (`as_list`), as serde_json's pretty printer writes them.
///
/// # Errors
/// serde_json's, should a value of a report not print.
pub fn print(scored: &[Scored], as_list: bool) -> Result<String, serde_json::Error> {
    let nets: usize = scored.iter().map(|s| s.tally.nets.len()).sum();
    let mut out = String::with_capacity(256 + 24 * nets);
    match (as_list, scored) {
        (false, [one]) => one.write_pretty(&mut out, 0)?,
        _ => {
            let mut list = Pretty::open(&mut out, 0, '[');
            for one in scored {
                list.item();
                one.write_pretty(list.out, 1)?;
            }
            list.close();
        }
    }
    Ok(out)
}
/// Why a partie document cannot be scored.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    /// The document is not a partie document.
    #[error("not a partie document: {0}")]
    Shape(String),
    /// The game id is unknown.
    #[error("game: {0}")]
    Game(#[from] crate::games::UnknownGame),
    /// The options, seating or a deal is at fault.
    #[error("{0}")]
    Replay(#[from] crate::games::ReplayError),
}

impl PartieDoc {
    /// Parses a JSON value as a partie document.
    ///
    /// # Errors
    /// [`ScoreError::Shape`] naming the missing or mistyped field.
    pub fn from_value(value: Value) -> Result<Self, ScoreError> {
        serde_json::from_value(value).map_err(|e| ScoreError::Shape(e.to_string()))
    }

    /// The game id.
    ///
    /// # Errors
    /// [`ScoreError::Game`] for an unknown id.
    pub fn game_id(&self) -> Result<GameId, ScoreError> {
        Ok(self.game.parse::<GameId>()?)
    }

    /// Replays every deal; with `close`, the closing entry too.
    ///
    /// # Errors
    /// [`ScoreError`] naming the field or deal at fault.
    pub fn replay(&self, close: bool) -> Result<Replay, ScoreError> {
        let game = self.game_id()?;
        Ok(erased(game).replay(game, &self.options, &self.players, &self.deals, close)?)
    }

    /// Whether the document says the partie was closed (`"closed": true`, as the export
    /// of a closed party writes): scoring then applies the game's closing rules too.
    pub fn is_closed(&self) -> bool {
        self.extra.get("closed") == Some(&Value::Bool(true))
    }

    /// Scores the document: balances, pots, per-deal nets, and the game's report.
    ///
    /// # Errors
    /// [`ScoreError`] naming the field or deal at fault.
    pub fn score(&self) -> Result<Scored, ScoreError> {
        let game = self.game_id()?;
        let deals = Deals::Values(&self.deals);
        let tally =
            erased(game).tally(game, &self.options, &self.players, deals, self.is_closed())?;
        Ok(Scored::new(
            &self.players,
            self.extra.get("id").cloned(),
            tally,
        ))
    }
}

/// Scores the partie documents of the JSON `text` (one document or an array of them),
/// reading each deal straight from the text into its game's own type (as the text is read
/// when `game` comes before `deals`, as a document written by academie has it); also says
/// whether the text held an array. `None` when any document is not a partie document or
/// cannot be scored, has a key written with escapes, or has a deal that reads only as a
/// JSON value does (a key given twice): [`documents`] and [`PartieDoc::score`] then score
/// it or say why, naming the field.
pub fn score_text(text: &str) -> Option<(Vec<Scored>, bool)> {
    let mut scan = Scan::new(text);
    let is_array = scan.peek() == Some(b'[');
    let mut docs = Vec::new();
    if is_array {
        scan.list(|scan| {
            docs.push(DocText::read(scan)?);
            Some(())
        })?;
    } else {
        docs.push(DocText::read(&mut scan)?);
    }
    if !scan.at_end() {
        return None;
    }
    let scored = docs
        .iter()
        .map(DocText::score)
        .collect::<Option<Vec<_>>>()?;
    Some((scored, is_array))
}

/// A partie document read from JSON text as [`PartieDoc`] reads it from a value (a key
/// given twice: the last one), its deals read into the game's own type when the game is
/// known before them, else left as their text.
struct DocText<'a> {
    game: Option<String>,
    options: Value,
    players: Option<Vec<String>>,
    deals: DealsRead<'a>,
    id: Option<Value>,
    closed: bool,
}

/// A document's deals as [`DocText`] reads them.
enum DealsRead<'a> {
    /// The text of each, to read once the game is known.
    Texts(Vec<&'a RawValue>),
    /// Read into the `Deal` type of `game`'s engine ([`crate::games::read_deals`]).
    Read {
        game: GameId,
        deals: Box<dyn std::any::Any>,
        len: usize,
    },
}

impl DocText<'_> {
    /// [`PartieDoc::score`], the deals read from the text.
    fn score(&self) -> Option<Scored> {
        let game: GameId = self.game.as_deref()?.parse().ok()?;
        let players = self.players.as_deref()?;
        let deals = match &self.deals {
            DealsRead::Texts(texts) => Deals::Texts(texts),
            // Read for the game the document named before its deals: it named another after.
            DealsRead::Read { game: read_for, .. } if *read_for != game => return None,
            DealsRead::Read { deals, len, .. } => Deals::Read {
                deals: deals.as_ref(),
                len: *len,
            },
        };
        let tally = erased(game)
            .tally(game, &self.options, players, deals, self.closed)
            .ok()?;
        Some(Scored::new(players, self.id.clone(), tally))
    }
}

impl<'a> DocText<'a> {
    /// The document at `scan` (its keys without escapes; `None` for any other, or a
    /// document whose values do not read as their fields).
    fn read(scan: &mut Scan<'a>) -> Option<Self> {
        let mut doc = DocText {
            game: None,
            options: Value::Null,
            players: None,
            deals: DealsRead::Texts(Vec::new()),
            id: None,
            closed: false,
        };
        scan.map(|scan, key| {
            match key {
                "game" => doc.game = Some(scan.value()?),
                "options" => doc.options = scan.value()?,
                "players" => doc.players = Some(scan.value()?),
                "deals" => {
                    let game = doc.game.as_deref().and_then(|g| g.parse().ok());
                    doc.deals = match game {
                        Some(game) => {
                            let (deals, len) = crate::games::read_deals(game, scan)?;
                            DealsRead::Read { game, deals, len }
                        }
                        None => DealsRead::Texts(scan.value()?),
                    };
                }
                "id" => doc.id = Some(scan.value()?),
                "closed" => doc.closed = scan.value::<Value>()? == Value::Bool(true),
                _ => {
                    scan.value::<serde::de::IgnoredAny>()?;
                }
            }
            Some(())
        })?;
        Some(doc)
    }
}

/// Partie documents from JSON: one document or an array of them.
///
/// # Errors
/// A message (of the catalogues) naming the document that is not a partie document and
/// the field at fault.
pub fn documents(value: Value) -> Result<Vec<PartieDoc>, crate::games::Msg> {
    let items = match value {
        Value::Array(items) => items,
        one => vec![one],
    };
    items
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            let name = v
                .get("id")
                .map(|id| id.as_str().map_or_else(|| id.to_string(), str::to_owned))
                .unwrap_or_else(|| format!("document {}", i + 1));
            crate::games::from_json::<PartieDoc>(&v)
                .map_err(|detail| crate::msg!("error-import", document = name, detail = detail))
        })
        .collect()
}
