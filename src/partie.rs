//! The partie document: `{game, options, players, deals}`, the common currency of
//! academie (the shape of the vector cases). `academie score` reads it; the API exports
//! and imports it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::games::{erased, DealError, GameId, Replay};

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

/// The results of scoring a partie, with the keys and meaning of the vectors' `expected`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Scored {
    /// The document's `id`, if it has one.
    pub id: Option<Value>,
    /// Net counters per player.
    pub balances: BTreeMap<String, i64>,
    /// What each pot holds at the end.
    pub pots: BTreeMap<String, i64>,
    /// Each entry's net change per player.
    pub per_deal: Vec<BTreeMap<String, i64>>,
    /// The game's further results (Piquet's sheet...), by the vectors' keys.
    #[serde(flatten)]
    pub report: Map<String, Value>,
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
        let replay = self.replay(self.is_closed())?;
        scored(self, &replay).map_err(|e| ScoreError::Replay(e.into()))
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

fn scored(doc: &PartieDoc, replay: &Replay) -> Result<Scored, DealError> {
    let n = doc.players.len();
    let named =
        |v: Vec<i64>| -> BTreeMap<String, i64> { doc.players.iter().cloned().zip(v).collect() };
    Ok(Scored {
        id: doc.extra.get("id").cloned(),
        balances: named(replay.player_balances(n)?),
        pots: replay
            .pot_balances()?
            .into_iter()
            .map(|(k, v)| (k.as_str().to_owned(), v))
            .collect(),
        per_deal: replay.deal_nets(n)?.into_iter().map(named).collect(),
        report: replay.report.clone(),
    })
}
