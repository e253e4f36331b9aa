//! The partie document: `{game, options, players, deals}`, the common currency of
//! academie (the shape of the vector cases). `academie score` reads it; the API exports
//! and imports it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use crate::domain::PotKey;
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
/// (`Serialize`) with the keys and meaning of the vectors' `expected`: `{"id", "balances",
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

    /// A map of `nets` (by seat) by the players' names, in name order.
    fn by_name<'a>(&'a self, nets: &'a [i64]) -> ByName<'a> {
        ByName { scored: self, nets }
    }
}

/// Seat-ordered numbers written as a map by player name, in name order.
struct ByName<'a> {
    scored: &'a Scored,
    nets: &'a [i64],
}

impl Serialize for ByName<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let entries = self
            .scored
            .by_name
            .iter()
            .filter_map(|&i| Some((self.scored.players.get(i)?.as_str(), self.nets.get(i)?)));
        let mut map = serializer.serialize_map(Some(entries.clone().count()))?;
        for (name, net) in entries {
            map.serialize_entry(name, net)?;
        }
        map.end()
    }
}

/// The pots of a tally written as a map by key, in key order (a key declared twice: the
/// first).
struct Pots<'a>(&'a Tally);

impl Serialize for Pots<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut order: Vec<(&str, i64)> = self
            .0
            .pots
            .iter()
            .map(PotKey::as_str)
            .zip(self.0.pot_balances.iter().copied())
            .collect();
        order.sort_by(|a, b| a.0.cmp(b.0));
        order.dedup_by(|later, first| later.0 == first.0);
        let mut map = serializer.serialize_map(Some(order.len()))?;
        for (key, held) in order {
            map.serialize_entry(key, &held)?;
        }
        map.end()
    }
}

/// Each entry's nets, as a list of [`ByName`] maps.
struct PerDeal<'a>(&'a Scored);

impl Serialize for PerDeal<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.tally.deal_nets().map(|n| self.0.by_name(n)))
    }
}

impl Serialize for Scored {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("balances", &self.by_name(&self.tally.balances))?;
        map.serialize_entry("pots", &Pots(&self.tally))?;
        map.serialize_entry("per_deal", &PerDeal(self))?;
        for (key, value) in &self.tally.report {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
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
/// reading each deal straight from the text into its game's own type; also says whether
/// the text held an array. `None` when any document is not a partie document or cannot be
/// scored: [`documents`] and [`PartieDoc::score`] then say why, naming the field.
pub fn score_text(text: &str) -> Option<(Vec<Scored>, bool)> {
    let is_array = text
        .trim_start_matches([' ', '\t', '\n', '\r'])
        .starts_with('[');
    let docs: Vec<DocText<'_>> = if is_array {
        serde_json::from_str(text).ok()?
    } else {
        vec![serde_json::from_str(text).ok()?]
    };
    let scored = docs
        .iter()
        .map(DocText::score)
        .collect::<Option<Vec<_>>>()?;
    Some((scored, is_array))
}

/// A partie document read from JSON text as [`PartieDoc`] reads it from a value (a key
/// given twice: the last one), its deals left as their text.
struct DocText<'a> {
    game: Option<String>,
    options: Value,
    players: Option<Vec<String>>,
    deals: Vec<&'a RawValue>,
    id: Option<Value>,
    closed: bool,
}

impl DocText<'_> {
    /// [`PartieDoc::score`], the deals read from their text.
    fn score(&self) -> Option<Scored> {
        let game: GameId = self.game.as_deref()?.parse().ok()?;
        let players = self.players.as_deref()?;
        let deals = Deals::Texts(&self.deals);
        let tally = erased(game)
            .tally(game, &self.options, players, deals, self.closed)
            .ok()?;
        Some(Scored::new(players, self.id.clone(), tally))
    }
}

impl<'de> Deserialize<'de> for DocText<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Fields;
        impl<'de> serde::de::Visitor<'de> for Fields {
            type Value = DocText<'de>;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a partie document")
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<DocText<'de>, A::Error> {
                let mut doc = DocText {
                    game: None,
                    options: Value::Null,
                    players: None,
                    deals: Vec::new(),
                    id: None,
                    closed: false,
                };
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "game" => doc.game = Some(map.next_value()?),
                        "options" => doc.options = map.next_value()?,
                        "players" => doc.players = Some(map.next_value()?),
                        "deals" => doc.deals = map.next_value()?,
                        "id" => doc.id = Some(map.next_value()?),
                        "closed" => doc.closed = map.next_value::<Value>()? == Value::Bool(true),
                        _ => {
                            map.next_value::<serde::de::IgnoredAny>()?;
                        }
                    }
                }
                Ok(doc)
            }
        }
        deserializer.deserialize_map(Fields)
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
            crate::games::from_json::<PartieDoc>(v)
                .map_err(|detail| crate::msg!("error-import", document = name, detail = detail))
        })
        .collect()
}
