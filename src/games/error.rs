use super::Msg;

/// Why a deal (or the options of a partie) cannot be scored. Each kind carries the field at
/// fault and a [`Msg`] (a message id of the catalogues with its arguments), never a
/// sentence: [`crate::i18n`] writes it in the player's language. `Display` is English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealError {
    /// The options object does not fit the game (unknown key, wrong type).
    Options {
        /// What is wrong.
        detail: Msg,
    },
    /// The deal object does not have the game's shape (unknown or missing field, wrong type).
    Facts {
        /// What is wrong.
        detail: Msg,
    },
    /// A name that is not one of the partie's players.
    UnknownPlayer {
        /// The field that names him.
        field: String,
        /// The name given.
        name: String,
    },
    /// Tricks that do not add up to the deal's number.
    TricksDoNotAddUp {
        /// Tricks in a deal.
        expected: u32,
        /// Tricks entered.
        got: u32,
    },
    /// A field is required for this deal and is missing.
    Missing {
        /// The field.
        field: String,
        /// When it is required ("for a called king").
        when: Msg,
    },
    /// A field has a value the rules do not allow here.
    Invalid {
        /// The field.
        field: String,
        /// What is wrong and what is allowed.
        detail: Msg,
    },
    /// The deal cannot be played in the partie's present state.
    NotNow {
        /// Why not now.
        detail: Msg,
    },
    /// Counters beyond what 64 bits hold.
    Overflow,
    /// The engine produced an impossible outcome (a bug in academie, never the player's fault).
    Broken {
        /// The broken invariant.
        detail: String,
    },
    /// Several independent faults of one deal, in the order the rules check them (two
    /// or more, none of them `Several`): what [`Faults::finish`] returns when a game's
    /// validation found more than one. Its [`DealError::message`] is the first's, so a
    /// reader of one message reads what a validation stopping at the first would say;
    /// [`DealError::all`] gives every one.
    Several(Vec<DealError>),
}

impl DealError {
    /// Shorthand for [`DealError::Invalid`].
    pub fn invalid(field: impl Into<String>, detail: impl Into<Msg>) -> Self {
        DealError::Invalid {
            field: field.into(),
            detail: detail.into(),
        }
    }

    /// Shorthand for [`DealError::Missing`].
    pub fn missing(field: impl Into<String>, when: impl Into<Msg>) -> Self {
        DealError::Missing {
            field: field.into(),
            when: when.into(),
        }
    }

    /// Shorthand for [`DealError::NotNow`].
    pub fn not_now(detail: impl Into<Msg>) -> Self {
        DealError::NotNow {
            detail: detail.into(),
        }
    }

    /// [`DealError::Overflow`], for `ok_or_else`: `ok_or(DealError::Overflow)` builds an
    /// error (and drops it) on every checked sum that fits, and the engine makes many.
    pub fn overflow() -> Self {
        DealError::Overflow
    }
}

impl std::error::Error for DealError {}

impl DealError {
    /// Every fault this error holds: the list of a [`DealError::Several`], else itself.
    pub fn all(&self) -> &[DealError] {
        match self {
            DealError::Several(list) => list,
            one => std::slice::from_ref(one),
        }
    }

    /// The first fault (itself, but for [`DealError::Several`]).
    pub fn first(&self) -> &DealError {
        self.all().first().unwrap_or(self)
    }

    /// The field the fault names (`Invalid`, `Missing`, `UnknownPlayer`), if any; of
    /// [`DealError::Several`], the first's.
    pub fn field(&self) -> Option<&str> {
        match self.first() {
            DealError::Invalid { field, .. }
            | DealError::Missing { field, .. }
            | DealError::UnknownPlayer { field, .. } => Some(field),
            _ => None,
        }
    }
}

/// The faults of one deal, gathered as a game's validation goes: each independent check
/// records its fault and the validation carries on, so that the player reads every fault
/// of his entry at once, not one per attempt. A check that depends on a value found wrong
/// is skipped (its base is already reported).
#[derive(Debug, Default)]
pub struct Faults(Vec<DealError>);

impl Faults {
    /// No fault yet.
    pub fn new() -> Self {
        Faults::default()
    }

    /// Records a fault (the faults of a [`DealError::Several`] one by one).
    pub fn push(&mut self, error: DealError) {
        match error {
            DealError::Several(list) => self.0.extend(list),
            one => self.0.push(one),
        }
    }

    /// The value of a check, or `None` with its fault recorded.
    pub fn take<T>(&mut self, result: Result<T, DealError>) -> Option<T> {
        match result {
            Ok(v) => Some(v),
            Err(e) => {
                self.push(e);
                None
            }
        }
    }

    /// Records the fault of a check that yields nothing.
    pub fn check(&mut self, result: Result<(), DealError>) {
        self.take(result);
    }

    /// Whether no fault was recorded.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok(value)` when no fault was recorded; else the one fault, or every one as
    /// [`DealError::Several`].
    ///
    /// # Errors
    /// The faults recorded.
    pub fn finish<T>(self, value: T) -> Result<T, DealError> {
        self.into_result().map(|()| value)
    }

    /// The faults recorded, for a validation that cannot go on: a check left a value
    /// unknown, which it does only with a fault recorded ([`DealError::Broken`] should
    /// one forget to).
    pub fn fail(self) -> DealError {
        match self.into_result() {
            Err(e) => e,
            Ok(()) => DealError::Broken {
                detail: "a check failed without saying why".to_owned(),
            },
        }
    }

    /// `Ok(())` when no fault was recorded; else as [`Faults::finish`].
    ///
    /// # Errors
    /// The faults recorded.
    pub fn into_result(mut self) -> Result<(), DealError> {
        match self.0.len() {
            0 => Ok(()),
            1 => Err(self.0.remove(0)),
            _ => Err(DealError::Several(self.0)),
        }
    }
}

impl DealError {
    /// The error as one message (`Display` writes it in English; pages in the reader's
    /// language).
    pub fn message(&self) -> Msg {
        match self {
            DealError::Options { detail } => crate::msg!("error-options", detail = detail.clone()),
            DealError::Facts { detail } | DealError::NotNow { detail } => detail.clone(),
            DealError::UnknownPlayer { field, name } => {
                crate::msg!(
                    "error-unknown-player",
                    field = field.as_str(),
                    name = name.as_str()
                )
            }
            DealError::TricksDoNotAddUp { expected, got } => {
                crate::msg!(
                    "error-tricks-do-not-add-up",
                    got = *got,
                    expected = *expected
                )
            }
            DealError::Missing { field, when } => {
                crate::msg!("error-missing", field = field.as_str(), when = when.clone())
            }
            DealError::Invalid { field, detail } => {
                crate::msg!(
                    "error-invalid",
                    field = field.as_str(),
                    detail = detail.clone()
                )
            }
            DealError::Overflow => crate::msg!("error-overflow"),
            DealError::Broken { detail } => crate::msg!("error-broken", detail = detail.as_str()),
            DealError::Several(list) => match list.first() {
                Some(first) => first.message(),
                None => crate::msg!("error-broken", detail = "no fault"),
            },
        }
    }
}

/// Reads `value` as a `T` (a game's deal or options); when it does not fit, a message
/// that names the field at fault and what it should hold, in the catalogues' words:
/// serde's own sentences ("invalid type: null, expected i64") never reach a player.
///
/// # Errors
/// The message.
pub fn from_json<T: serde::de::DeserializeOwned>(value: &serde_json::Value) -> Result<T, Msg> {
    // Read straight from the value; only a value that does not fit is read again, tracking
    // the path, to say where (the same reading, so the same first fault).
    T::deserialize(value).or_else(|_| {
        serde_path_to_error::deserialize(value).map_err(|e| {
            let mut path = e.path().to_string();
            let detail = e.into_inner().to_string();
            // A game that reads its entry through a value of its own loses the path: find
            // the one place that holds what serde did not expect.
            if path == "." {
                if let Some(found) = unexpected_value(&detail).and_then(|v| locate(value, &v)) {
                    path = found;
                }
            }
            shape_message(&path, &detail)
        })
    })
}

/// The value serde names as unexpected (`invalid type: null, ...`, `invalid value:
/// integer `-1`, ...`), as JSON; `None` for a map or a list (they are not found by value).
fn unexpected_value(detail: &str) -> Option<serde_json::Value> {
    let rest = detail
        .strip_prefix("invalid type: ")
        .or_else(|| detail.strip_prefix("invalid value: "))?;
    let what = rest.split(", expected").next()?;
    if what == "null" {
        return Some(serde_json::Value::Null);
    }
    if let Some(s) = what.strip_prefix("string ") {
        return serde_json::from_str(s).ok();
    }
    for prefix in ["integer ", "boolean ", "floating point "] {
        if let Some(v) = what.strip_prefix(prefix) {
            return serde_json::from_str(v.trim_matches('`')).ok();
        }
    }
    None
}

/// The dotted path of the one place in `value` that holds `wanted` (`None` when none or
/// several do).
fn locate(value: &serde_json::Value, wanted: &serde_json::Value) -> Option<String> {
    fn walk(v: &serde_json::Value, wanted: &serde_json::Value, at: &str, out: &mut Vec<String>) {
        let join = |k: &str| {
            if at.is_empty() {
                k.to_owned()
            } else {
                format!("{at}.{k}")
            }
        };
        match v {
            serde_json::Value::Object(map) => {
                for (k, item) in map {
                    walk(item, wanted, &join(k), out);
                }
            }
            serde_json::Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(item, wanted, &join(&i.to_string()), out);
                }
            }
            leaf if leaf == wanted && !at.is_empty() => out.push(at.to_owned()),
            _ => {}
        }
    }
    let mut found = Vec::new();
    walk(value, wanted, "", &mut found);
    match found.as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    }
}

/// The text between the first two backquotes of `text` (serde quotes names so).
fn quoted(text: &str) -> Option<&str> {
    let (_, rest) = text.split_once('`')?;
    rest.split_once('`').map(|(q, _)| q)
}

/// A message for serde's error `detail` at `path` (`.` for the whole object).
pub fn shape_message(path: &str, detail: &str) -> Msg {
    let at = |name: &str| {
        if path == "." || path.is_empty() {
            name.to_owned()
        } else if name.is_empty() {
            path.to_owned()
        } else {
            format!("{path}.{name}")
        }
    };
    if detail.starts_with("missing field") {
        return crate::msg!(
            "error-shape-missing",
            field = at(quoted(detail).unwrap_or(""))
        );
    }
    if detail.starts_with("unknown field") || detail.starts_with("unknown option") {
        // The path already ends with the unknown field.
        let name = quoted(detail).unwrap_or("");
        let field = if path.ends_with(name) && !name.is_empty() {
            path.to_owned()
        } else {
            at(name)
        };
        return crate::msg!("error-shape-unknown-field", field = field);
    }
    let field = if path == "." || path.is_empty() {
        crate::msg!("error-shape-the-whole")
    } else {
        crate::msg!("text", text = path)
    };
    if detail.starts_with("unknown variant") {
        return crate::msg!(
            "error-shape-unknown-value",
            field = field,
            value = quoted(detail).unwrap_or("")
        );
    }
    if !["invalid type", "invalid value", "invalid length"]
        .iter()
        .any(|p| detail.starts_with(p))
    {
        // A game's own words about its field (written by its deserializer).
        return crate::msg!("error-shape-custom", field = field, detail = detail);
    }
    let expected = detail
        .split_once("expected")
        .map_or("", |(_, e)| e)
        .to_ascii_lowercase();
    let kind = if ["i64", "i32", "u32", "u64", "u8", "u16", "usize", "integer"]
        .iter()
        .any(|k| expected.contains(k))
    {
        "number"
    } else if expected.contains("bool") {
        "flag"
    } else if expected.contains("map") || expected.contains("struct") {
        "object"
    } else if expected.contains("str") {
        "text"
    } else if expected.contains("sequence") || expected.contains("tuple") {
        "list"
    } else {
        "other"
    };
    crate::msg!("error-shape-type", field = field, expected = kind)
}

#[cfg(test)]
mod shape_tests {
    use super::*;
    use crate::i18n::{render, Lang};
    use serde_json::json;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Deal {
        tricks: std::collections::BTreeMap<String, i64>,
        contract: Contract,
        #[serde(default)]
        vole: bool,
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Contract {
        Ask,
    }

    fn say(value: serde_json::Value) -> String {
        render(Lang::En, &from_json::<Deal>(&value).unwrap_err())
    }

    /// A deal read through a value of its own (as several games read theirs).
    #[derive(Debug)]
    #[allow(dead_code)]
    struct Wrapped(Deal);

    impl<'de> serde::Deserialize<'de> for Wrapped {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            use serde::de::Error as _;
            let v = serde_json::Value::deserialize(d)?;
            serde_json::from_value(v)
                .map(Wrapped)
                .map_err(D::Error::custom)
        }
    }

    #[test]
    fn a_field_is_found_even_when_the_game_reads_through_a_value() {
        let e =
            from_json::<Wrapped>(&json!({"tricks": {"Anne": 3, "Denis": null}, "contract": "ask"}))
                .unwrap_err();
        assert_eq!(
            render(Lang::En, &e),
            "tricks.Denis: a whole number is expected here"
        );
        let e =
            from_json::<Wrapped>(&json!({"tricks": {"Anne": "x"}, "contract": "ask"})).unwrap_err();
        assert_eq!(
            render(Lang::En, &e),
            "tricks.Anne: a whole number is expected here"
        );
    }

    #[test]
    fn a_deal_that_does_not_fit_names_its_field_in_words() {
        let e = say(json!({"tricks": {"Anne": null}, "contract": "ask"}));
        assert_eq!(e, "tricks.Anne: a whole number is expected here");
        let e = say(json!({"tricks": {}, "contract": "solo"}));
        assert_eq!(
            e,
            "contract: \"solo\" is not one of the values allowed here"
        );
        let e = say(json!({"tricks": {}}));
        assert_eq!(e, "contract: this field is missing");
        let e = say(json!({"tricks": {}, "contract": "ask", "vol": true}));
        assert_eq!(e, "\"vol\" is not a field of this game");
        let e = say(json!({"tricks": {}, "contract": "ask", "vole": 1}));
        assert_eq!(e, "vole: yes or no (true or false) is expected here");
        let e = say(json!("deal"));
        assert_eq!(e, "the whole entry: an object is expected here");
        for e in [
            say(json!({"tricks": 3, "contract": "ask"})),
            say(json!({"tricks": {"A": "x"}, "contract": "ask"})),
        ] {
            assert!(!e.contains("invalid type") && !e.contains("i64"), "{e}");
        }
    }
}

#[cfg(test)]
mod faults_tests {
    use serde_json::{json, Value};

    use super::DealError;
    use crate::games::{erased, GameId, ReplayError};

    /// The faults the rules find in `deal`, the first deal of a partie of `game`.
    fn faults(game: GameId, options: Value, players: &[&str], deal: Value) -> Vec<DealError> {
        let players: Vec<String> = players.iter().map(|p| (*p).to_owned()).collect();
        match erased(game).replay(game, &options, &players, &[deal], false) {
            Err(ReplayError::Deal { number: 1, error }) => error.all().to_vec(),
            other => panic!("{game}: {other:?}"),
        }
    }

    fn fields(faults: &[DealError]) -> Vec<&str> {
        faults.iter().map(|f| f.field().unwrap_or("-")).collect()
    }

    #[test]
    fn every_table_family_reports_each_independent_fault_of_a_deal() {
        let five = ["A", "B", "C", "D", "E"];
        let cases = [
            (
                GameId::Ombre,
                json!({}),
                &five[..3],
                json!({"type": "played", "ombre": "B", "contract": "prendre",
                    "tricks": {"A": 3, "B": 4, "C": 2}, "matadors": 2, "vole_undertaken": true,
                    "penalties": [{"offenders": ["A", "A"]}]}),
                vec!["matadors", "vole_undertaken", "penalties"],
            ),
            (
                GameId::Quintille,
                json!({}),
                &five[..],
                json!({"type": "played", "ombre": "B", "contract": "call", "partner": "D",
                    "tricks": {"A": 1, "B": 3, "C": 1, "D": 2, "E": 2},
                    "matadors": 2, "trump_order": ["B"]}),
                vec!["-", "trump_order", "matadors"],
            ),
            (
                GameId::QuintilleNouveau,
                json!({}),
                &five[..],
                json!({"type": "played", "ombre": "B", "contract": "call", "partner": "D",
                    "tricks": {"A": 1, "B": 3, "C": 1, "D": 2, "E": 2},
                    "matadors": 2, "trump_order": ["D"]}),
                vec!["-", "trump_order", "matadors"],
            ),
            (
                GameId::Piquet,
                json!({"stake": 10}),
                &five[..2],
                json!({"elder": "B", "younger": "A", "carte_blanche": ["A", "B"],
                    "point": {"A": {"cards": 4, "pips": 99}},
                    "sets": {"A": [{"rank": "K", "count": 5}]},
                    "play": {"B": 8, "A": 4}, "tricks": {"B": 7, "A": 6}}),
                vec!["carte_blanche", "point", "sets", "-"],
            ),
            (
                GameId::Reversis,
                json!({}),
                &five[..4],
                json!({"dealer": "A", "points": {"A": 13, "B": 3, "C": 6, "D": 17},
                    "ecart_points": 20, "events": [
                        {"type": "quinola_placed", "player": "A", "taker": "A", "trick": 3},
                        {"type": "ace_placed", "suit": "H", "player": "B", "taker": "B",
                         "trick": 4}]}),
                vec!["events[0].taker", "events[1].taker", "ecart_points"],
            ),
        ];
        for (game, options, players, deal, expected) in cases {
            let found = faults(game, options, players, deal);
            assert_eq!(fields(&found), expected, "{game}: {found:?}");
        }
    }
}
