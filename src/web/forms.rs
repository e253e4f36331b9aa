//! What the HTML forms post, and how it becomes game data.
//!
//! Two forms are generic over every game:
//!
//! - the **deal-entry form**, built from the game's own description of a deal
//!   ([`crate::games::Field`]): [`DealFormView::new`] lays it out with what the player typed
//!   (or a stored deal's facts, for a correction) and the error of each field, and
//!   [`parse_deal`] turns the urlencoded submission back into the deal's JSON object
//!   (dotted names nest; per-player numbers become `{player: n}`; empty optional fields
//!   are left out);
//! - the **new-partie form**: the game, its options rendered one input per key of the
//!   game's default options ([`OptionView`], [`parse_options`]), and the players in
//!   seating order ([`parse_players`]).
//!
//! Nothing typed is ever lost on an error: every view is built from the raw [`Entries`].

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::domain::Rate;
use crate::games::{DealError, Field, FieldKind, Msg};
use crate::msg;
use crate::web::tr::Tr;

/// The name of the textarea holding a whole deal as JSON (the fallback when a game has
/// no form yet, and the "advanced" entry otherwise). When non-empty it wins over fields.
pub const JSON_INPUT: &str = "_json";
/// The name of the hidden input saying which event (settle, abandon...) a small form posts.
pub const EVENT_INPUT: &str = "_event";
/// The name of the hidden input keeping a corrected deal's facts that no field shows.
pub const EXTRA_INPUT: &str = "_extra";
/// The prefix of option inputs in the new-partie form (`opt.tours`).
pub const OPTION_PREFIX: &str = "opt.";
/// The name of the textarea of further options (a JSON object merged over the others):
/// for the options a game has no default for, which [`option_views`] cannot list.
pub const MORE_OPTIONS_INPUT: &str = "opt_more";
/// The name of the new-partie form's input saying what a counter is worth.
pub const MONEY_INPUT: &str = "money";
/// The name of the player inputs in the new-partie form (repeated, in seating order).
pub const PLAYERS_INPUT: &str = "players";

/// A raw urlencoded submission: every value posted under each name, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Entries(BTreeMap<String, Vec<String>>);

impl Entries {
    /// Every `(name, value)` posted, names in order, each name's values as posted.
    pub fn pairs(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0
            .iter()
            .flat_map(|(k, vs)| vs.iter().map(move |v| (k.as_str(), v.as_str())))
    }

    /// The entries of a decoded form body (`web::Form<Vec<(String, String)>>`).
    pub fn from_pairs(pairs: impl IntoIterator<Item = (String, String)>) -> Self {
        let mut map: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (k, v) in pairs {
            map.entry(k).or_default().push(v);
        }
        Entries(map)
    }

    /// The first value posted under `name`, if any.
    pub fn first(&self, name: &str) -> Option<&str> {
        self.0.get(name).and_then(|v| v.first()).map(String::as_str)
    }

    /// The first value under `name`, trimmed; empty when absent.
    pub fn trimmed(&self, name: &str) -> &str {
        self.first(name).map_or("", str::trim)
    }

    /// Every value posted under `name`.
    pub fn all(&self, name: &str) -> &[String] {
        self.0.get(name).map_or(&[], Vec::as_slice)
    }

    /// Sets (replaces) the values of `name`.
    pub fn set(&mut self, name: impl Into<String>, values: Vec<String>) {
        self.0.insert(name.into(), values);
    }

    /// Whether nothing was posted.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// What is wrong with a submission: a message per input name, and messages about the
/// whole form. Messages of the catalogues, written in the page's language when the page
/// is drawn.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FormErrors {
    /// Messages keyed by field name (a deal field's `name`, `opt.<key>`, `players`).
    pub fields: BTreeMap<String, Msg>,
    /// Messages that belong to no single field.
    pub general: Vec<Msg>,
}

impl FormErrors {
    /// No errors yet.
    pub fn new() -> Self {
        FormErrors::default()
    }

    /// One message about the whole form.
    pub fn general(message: impl Into<Msg>) -> Self {
        FormErrors {
            fields: BTreeMap::new(),
            general: vec![message.into()],
        }
    }

    /// Adds a message to a field (the first message of a field wins).
    pub fn add(&mut self, field: impl Into<String>, message: impl Into<Msg>) {
        self.fields
            .entry(field.into())
            .or_insert_with(|| message.into());
    }

    /// Whether there is no message at all.
    pub fn is_empty(&self) -> bool {
        self.fields.is_empty() && self.general.is_empty()
    }

    /// The message of a field.
    pub fn field(&self, name: &str) -> Option<&Msg> {
        self.fields.get(name)
    }

    /// Every message in `t`'s language, field messages prefixed with their field's label
    /// among `fields` (alone when no field has it: a key is no word of the player's), for
    /// a summary.
    pub fn all_messages(&self, t: Tr, fields: &[Field]) -> Vec<String> {
        self.general
            .iter()
            .map(|m| t.msg(m))
            .chain(
                self.fields
                    .iter()
                    .map(|(k, v)| match fields.iter().find(|f| &f.name == k) {
                        Some(f) => t.get2("form-fact", "label", t.msg(&f.label), "value", t.msg(v)),
                        None => t.msg(v),
                    }),
            )
            .collect()
    }

    /// Places the engine's verdict on a deal next to the field it names: `Invalid`,
    /// `Missing` and `UnknownPlayer` carry the field (possibly a nested path such as
    /// `tricks.A` or `penalties[0].players`), which is matched to the form field that is
    /// its longest prefix. Anything else goes to the top of the form. Every fault of a
    /// [`DealError::Several`] is placed so (the first of a field wins).
    pub fn from_deal_error(fields: &[Field], error: &DealError) -> Self {
        let mut errors = FormErrors::new();
        for fault in error.all() {
            match placed(fields, fault) {
                Some((name, message)) => errors.add(name, message),
                // A fact no field shows: what is wrong, in words, without its key.
                None => errors.general.push(match fault {
                    DealError::Invalid { detail, .. } => detail.clone(),
                    other => other.message(),
                }),
            }
        }
        errors
    }
}

/// The form field a fault of the engine belongs to, with its message there; `None` for a
/// fault of no field of the form.
fn placed(fields: &[Field], fault: &DealError) -> Option<(String, Msg)> {
    let (path, message) = match fault {
        DealError::Invalid { field, detail } => (field.as_str(), detail.clone()),
        DealError::Missing { field, when } => (
            field.as_str(),
            msg!("form-required-when", when = when.clone()),
        ),
        DealError::UnknownPlayer { field, name } => {
            (field.as_str(), msg!("form-not-a-player", name = name))
        }
        _ => return None,
    };
    owning_field(fields, path).map(|name| (name.to_owned(), message))
}

/// A path with its list slots written as keys (`events[0].player` -> `events.0.player`):
/// the engine writes a slot either way in its errors, so paths are matched so.
fn dotted(path: &str) -> String {
    path.replace('[', ".").replace(']', "")
}

/// The form field whose name is `path` or its longest prefix ending at a `.` or `[`;
/// failing that, the first field inside `path` (an error about `matador_holders` goes
/// to `matador_holders.spadille`).
fn owning_field<'a>(fields: &'a [Field], path: &str) -> Option<&'a str> {
    let path = dotted(path);
    let names: Vec<(&str, String)> = fields
        .iter()
        .map(|f| (f.name.as_str(), dotted(&f.name)))
        .collect();
    let owner = names
        .iter()
        .filter(|(_, name)| {
            path == *name
                || path
                    .strip_prefix(name.as_str())
                    .is_some_and(|rest| rest.starts_with('.'))
        })
        .max_by_key(|(_, name)| name.len());
    owner
        .or_else(|| {
            names.iter().find(|(_, name)| {
                name.strip_prefix(path.as_str())
                    .is_some_and(|rest| rest.starts_with('.'))
            })
        })
        .map(|(field, _)| *field)
}

// ---------------------------------------------------------------------------------------
// The deal-entry form
// ---------------------------------------------------------------------------------------

/// The input name of one player's box of a per-player field: `tricks[2]` (by seat, so
/// that any player name is safe).
pub fn per_player_input(field: &str, seat: usize) -> String {
    format!("{field}[{seat}]")
}

/// Turns a deal-entry submission into the deal's JSON object.
///
/// When the JSON textarea ([`JSON_INPUT`]) is filled, its object is the deal. Otherwise
/// the hidden [`EXTRA_INPUT`] (facts a correction keeps that no field shows) is the base,
/// and each filled field is set at its dotted path.
///
/// # Errors
/// [`FormErrors`] with one message per field at fault (nothing is partially returned).
pub fn parse_deal(
    fields: &[Field],
    players: &[String],
    entries: &Entries,
) -> Result<Value, FormErrors> {
    let json = entries.trimmed(JSON_INPUT);
    if !json.is_empty() || fields.is_empty() {
        return parse_json_deal(json);
    }
    let mut errors = FormErrors::new();
    let mut deal = match entries.trimmed(EXTRA_INPUT) {
        "" => Map::new(),
        extra => match serde_json::from_str::<Value>(extra) {
            Ok(Value::Object(map)) => map,
            _ => {
                errors.general.push(msg!("form-kept-facts-damaged"));
                Map::new()
            }
        },
    };
    for field in fields {
        let applies = field
            .only_when
            .as_ref()
            .is_none_or(|(other, value)| entries.trimmed(other) == value);
        if !applies {
            continue;
        }
        match field_value(field, players, entries) {
            Ok(Some(value)) => {
                if let Some(message) = total_error(field, &value, players.len()) {
                    errors.add(field.name.clone(), message);
                } else if let Err(message) = insert_path(&mut deal, &field.name, value) {
                    errors.add(field.name.clone(), message);
                }
            }
            Ok(None) if field.required => {
                errors.add(field.name.clone(), msg!("form-required"));
            }
            Ok(None) => {}
            Err(message) => errors.add(field.name.clone(), message),
        }
    }
    if errors.is_empty() {
        compact_lists(&mut deal, fields);
        Ok(Value::Object(deal))
    } else {
        Err(errors)
    }
}

fn parse_json_deal(text: &str) -> Result<Value, FormErrors> {
    let mut errors = FormErrors::new();
    if text.is_empty() {
        errors.add(JSON_INPUT, msg!("form-deal-json-empty"));
        return Err(errors);
    }
    match serde_json::from_str::<Value>(text) {
        Ok(value @ Value::Object(_)) => Ok(value),
        Ok(_) => {
            errors.add(JSON_INPUT, msg!("form-deal-json-not-object"));
            Err(errors)
        }
        Err(e) => {
            errors.add(JSON_INPUT, not_json(&e));
            Err(errors)
        }
    }
}

/// The JSON value one field contributes, `None` when left empty.
fn field_value(field: &Field, players: &[String], entries: &Entries) -> Result<Option<Value>, Msg> {
    let name = field.name.as_str();
    match &field.kind {
        FieldKind::Player => match entries.trimmed(name) {
            "" => Ok(None),
            p if players.iter().any(|q| q == p) => Ok(Some(Value::String(p.to_owned()))),
            p => Err(msg!("form-not-a-player", name = p)),
        },
        FieldKind::Players => {
            let mut chosen = Vec::new();
            for p in entries.all(name).iter().map(|p| p.trim()) {
                if p.is_empty() {
                    continue;
                }
                if !players.iter().any(|q| q == p) {
                    return Err(msg!("form-not-a-player", name = p));
                }
                if !chosen.contains(&p) {
                    chosen.push(p);
                }
            }
            // Keep the seating order, whatever order the boxes were posted in.
            let ordered: Vec<Value> = players
                .iter()
                .filter(|p| chosen.contains(&p.as_str()))
                .map(|p| Value::String(p.clone()))
                .collect();
            Ok((!ordered.is_empty()).then_some(Value::Array(ordered)))
        }
        FieldKind::Count { min, max } => match entries.trimmed(name) {
            "" => Ok(None),
            text => parse_count(text, *min, *max).map(|n| Some(Value::from(n))),
        },
        FieldKind::PerPlayer { min, max } => {
            let texts: Vec<&str> = (0..players.len())
                .map(|seat| entries.trimmed(&per_player_input(name, seat)))
                .collect();
            if texts.iter().all(|t| t.is_empty()) {
                return Ok(None);
            }
            let texts = derive_rest(field, &texts);
            let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
            // An empty box is no entry for that player (at some games only some players
            // score a deal); the game says when every player must be given.
            // Every box at fault is named at once, not the first only.
            let mut map = Map::new();
            let mut wrong = Vec::new();
            for (player, text) in players.iter().zip(texts) {
                if !text.is_empty() {
                    match parse_count(text, *min, *max) {
                        Ok(n) => {
                            map.insert(player.clone(), Value::from(n));
                        }
                        Err(e) => {
                            wrong.push(msg!("form-player-error", player = player, detail = e))
                        }
                    }
                }
            }
            if wrong.is_empty() {
                Ok(Some(Value::Object(map)))
            } else {
                Err(wrong
                    .into_iter()
                    .reduce(|a, b| msg!("form-joined", first = a, second = b))
                    .unwrap_or_else(|| msg!("form-required")))
            }
        }
        FieldKind::Choice { options } => match entries.trimmed(name) {
            "" => Ok(None),
            v if options.iter().any(|(value, _)| value == v) => {
                Ok(Some(Value::String(v.to_owned())))
            }
            v => Err(msg!("form-not-a-choice", value = v)),
        },
        FieldKind::Choices { options } => {
            // Each ticked value once, in the order posted (a browser posts the boxes in
            // the options' order; a correction posts a stored list in its own order).
            let mut chosen: Vec<Value> = Vec::new();
            for v in entries.all(name).iter().map(|v| v.trim()) {
                if v.is_empty() || chosen.iter().any(|c| c == v) {
                    continue;
                }
                if !options.iter().any(|(value, _)| value == v) {
                    return Err(msg!("form-not-a-choice", value = v));
                }
                chosen.push(Value::String(v.to_owned()));
            }
            Ok((!chosen.is_empty()).then_some(Value::Array(chosen)))
        }
        FieldKind::Flag => match entries.trimmed(name) {
            "" | "false" | "off" => Ok(None),
            _ => Ok(Some(Value::Bool(true))),
        },
        FieldKind::Text => match entries.trimmed(name) {
            "" => Ok(None),
            t => Ok(Some(Value::String(t.to_owned()))),
        },
        FieldKind::Json => match entries.trimmed(name) {
            "" => Ok(None),
            t => serde_json::from_str::<Value>(t)
                .map(Some)
                .map_err(|e| not_json(&e)),
        },
    }
}

/// What the engine would refuse in a per-player field with a known total (the tricks of
/// a deal), checked here so that it is said with the form's other errors: every box
/// filled and a sum other than the total, or a sum over it.
fn total_error(field: &Field, value: &Value, players: usize) -> Option<Msg> {
    let (Some(total), FieldKind::PerPlayer { .. }, Value::Object(per)) =
        (field.total, &field.kind, value)
    else {
        return None;
    };
    let got = per
        .values()
        .map(Value::as_i64)
        .try_fold(0_i64, |sum, n| sum.checked_add(n?))?;
    if per.len() == players && got != total {
        Some(msg!("form-total-mismatch", got = got, total = total))
    } else if got > total {
        Some(msg!("form-total-over", got = got, total = total))
    } else {
        None
    }
}

/// The boxes of a per-player field with a known total, one left blank: the blank one
/// takes what the others leave (when that is a count the field allows). Otherwise the
/// boxes as typed.
fn derive_rest(field: &Field, texts: &[&str]) -> Vec<String> {
    let typed: Vec<String> = texts.iter().map(|t| (*t).to_owned()).collect();
    let (Some(total), FieldKind::PerPlayer { min, max }) = (field.total, &field.kind) else {
        return typed;
    };
    let blanks: Vec<usize> = (0..texts.len()).filter(|i| texts[*i].is_empty()).collect();
    let [blank] = blanks.as_slice() else {
        return typed;
    };
    let given: Option<i64> = texts
        .iter()
        .filter(|t| !t.is_empty())
        .map(|t| t.parse::<i64>().ok())
        .sum();
    match given.map(|g| total - g) {
        Some(rest) if (*min..=*max).contains(&rest) => {
            let mut out = typed;
            out[*blank] = rest.to_string();
            out
        }
        _ => typed,
    }
}

fn parse_count(text: &str, min: i64, max: i64) -> Result<i64, Msg> {
    let n: i64 = text
        .parse()
        .map_err(|_| msg!("form-not-a-number", value = text))?;
    if (min..=max).contains(&n) {
        Ok(n)
    } else {
        Err(msg!("form-out-of-range", value = n, min = min, max = max))
    }
}

/// Why a text is not JSON: where it stops being JSON (never serde's own words).
pub fn not_json(e: &serde_json::Error) -> Msg {
    msg!("error-not-json", line = e.line(), column = e.column())
}

/// The most list entries a path may address (a form offers a few slots, not thousands).
const MAX_INDEX: usize = 99;

/// One segment of a field's path: an object key, or a list index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Segment<'a> {
    Key(&'a str),
    Index(usize),
}

/// The segments of a field's path (a field's path has a few: kept off the heap). Dots
/// separate object keys, which stay keys whatever they spell (`trump_honours.10`, the
/// Ten's box; `cards.2`, a player called "2"); a list slot is written in brackets after
/// its list (`events[0].type`), as the engine writes it in its errors.
fn segments(path: &str) -> smallvec::SmallVec<[Segment<'_>; 4]> {
    let as_keys = || path.split('.').map(Segment::Key).collect();
    let mut out = smallvec::SmallVec::new();
    for part in path.split('.') {
        let Some((key, mut slots)) = part.split_once('[') else {
            out.push(Segment::Key(part));
            continue;
        };
        out.push(Segment::Key(key));
        // `0]`, `0][1]`: each bracket holds a number, or the path is keys only (a name
        // spelt with brackets).
        loop {
            let Some((index, rest)) = slots.split_once(']') else {
                return as_keys();
            };
            if index.is_empty() || !index.bytes().all(|b| b.is_ascii_digit()) {
                return as_keys();
            }
            out.push(
                index
                    .parse()
                    .map_or(Segment::Index(usize::MAX), Segment::Index),
            );
            if rest.is_empty() {
                break;
            }
            let Some(next) = rest.strip_prefix('[') else {
                return as_keys();
            };
            slots = next;
        }
    }
    out
}

/// Sets `value` at the `path` of `map`, creating objects (and, for a slot `[i]`, lists)
/// on the way.
fn insert_path(map: &mut Map<String, Value>, path: &str, value: Value) -> Result<(), Msg> {
    let mut root = Value::Object(std::mem::take(map));
    let done = insert_at(&mut root, &segments(path), value);
    if let Value::Object(m) = root {
        *map = m;
    }
    done
}

fn insert_at(here: &mut Value, path: &[Segment<'_>], value: Value) -> Result<(), Msg> {
    let Some((first, rest)) = path.split_first() else {
        *here = value;
        return Ok(());
    };
    match *first {
        Segment::Key(key) => {
            if here.is_null() {
                *here = Value::Object(Map::new());
            }
            let Value::Object(map) = here else {
                return Err(msg!("form-path-not-object", key = key));
            };
            insert_at(
                map.entry(key.to_owned()).or_insert(Value::Null),
                rest,
                value,
            )
        }
        Segment::Index(i) => {
            if i > MAX_INDEX {
                return Err(msg!("form-path-too-far", entry = i, max = MAX_INDEX));
            }
            if here.is_null() {
                *here = Value::Array(Vec::new());
            }
            let Value::Array(items) = here else {
                return Err(msg!("form-path-not-list", entry = i));
            };
            if items.len() <= i {
                items.resize(i + 1, Value::Null);
            }
            match items.get_mut(i) {
                Some(slot) => insert_at(slot, rest, value),
                None => Err(msg!("form-path-cannot-set", entry = i)),
            }
        }
    }
}

/// Whether a value holds nothing: null, `{}`, or a list of such.
fn is_blank(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::Object(map) => map.is_empty(),
        Value::Array(items) => items.iter().all(is_blank),
        _ => false,
    }
}

/// Drops the blank entries of every list the fields' paths index (deepest lists first,
/// so that the indexes above them still hold): a slot left empty is no entry.
fn compact_lists(deal: &mut Map<String, Value>, fields: &[Field]) {
    let mut lists: Vec<Vec<Segment<'_>>> = Vec::new();
    for f in fields {
        let segs = segments(&f.name);
        for (i, seg) in segs.iter().enumerate() {
            if matches!(seg, Segment::Index(_)) {
                let prefix = segs[..i].to_vec();
                if !lists.contains(&prefix) {
                    lists.push(prefix);
                }
            }
        }
    }
    lists.sort_by_key(|p| std::cmp::Reverse(p.len()));
    let mut root = Value::Object(std::mem::take(deal));
    for prefix in lists {
        if let Some(Value::Array(items)) = get_at_mut(&mut root, &prefix) {
            items.retain(|v| !is_blank(v));
        }
    }
    if let Value::Object(m) = root {
        *deal = m;
    }
}

fn get_at<'a>(value: &'a Value, path: &[Segment<'_>]) -> Option<&'a Value> {
    path.iter().try_fold(value, |v, seg| match *seg {
        Segment::Key(k) => v.as_object()?.get(k),
        Segment::Index(i) => v.as_array()?.get(i),
    })
}

fn get_at_mut<'a>(value: &'a mut Value, path: &[Segment<'_>]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |v, seg| match *seg {
        Segment::Key(k) => v.as_object_mut()?.get_mut(k),
        Segment::Index(i) => v.as_array_mut()?.get_mut(i),
    })
}

/// The value at the dotted `path` of `value`, if any.
fn get_path<'a>(value: &'a Value, path: &str) -> Option<&'a Value> {
    get_at(value, &segments(path))
}

/// Removes the value at the dotted `path`, then any object it leaves empty. A list entry
/// is blanked (null), never removed, so that the entries after it keep their index; a
/// list left blank is removed.
fn remove_path(map: &mut Map<String, Value>, path: &str) {
    let mut root = Value::Object(std::mem::take(map));
    remove_at(&mut root, &segments(path));
    if let Value::Object(m) = root {
        *map = m;
    }
}

fn remove_at(here: &mut Value, path: &[Segment<'_>]) {
    let Some((first, rest)) = path.split_first() else {
        return;
    };
    match (*first, here) {
        (Segment::Key(k), Value::Object(map)) => {
            if rest.is_empty() {
                map.remove(k);
            } else if let Some(inner) = map.get_mut(k) {
                remove_at(inner, rest);
                if is_blank(inner) {
                    map.remove(k);
                }
            }
        }
        (Segment::Index(i), Value::Array(items)) => {
            if let Some(inner) = items.get_mut(i) {
                remove_at(inner, rest);
                if rest.is_empty() || is_blank(inner) {
                    *inner = Value::Null;
                }
            }
        }
        _ => {}
    }
}

/// The entries that re-create a stored deal in the form (the correction page): each
/// field's value, and in [`EXTRA_INPUT`] the facts no field shows. When the fields cannot
/// give the deal back exactly (a game with no form; list slots of fixed purposes holding
/// entries in another order; a value no choice offers), the whole deal goes in the JSON
/// textarea instead, so that a correction never changes a fact silently.
pub fn entries_from_deal(fields: &[Field], players: &[String], deal: &Value) -> Entries {
    if !fields.is_empty() {
        let entries = entries_for_fields(fields, players, deal);
        if parse_deal(fields, players, &entries).ok() == Some(without_nulls(deal)) {
            return entries;
        }
    }
    let mut entries = Entries::default();
    entries.set(JSON_INPUT, vec![pretty(deal)]);
    entries
}

/// `value` with the `null` members of its objects left out (an empty field is no fact).
pub fn without_nulls(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), without_nulls(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(without_nulls).collect()),
        other => other.clone(),
    }
}

fn entries_for_fields(fields: &[Field], players: &[String], deal: &Value) -> Entries {
    let mut entries = Entries::default();
    // A null fact is no fact (the form leaves an empty field out).
    let mut extra = without_nulls(deal).as_object().cloned().unwrap_or_default();
    for field in fields {
        let Some(value) = get_path(deal, &field.name) else {
            continue;
        };
        let shown: Option<Vec<(String, String)>> = match (&field.kind, value) {
            (_, Value::Null) => Some(Vec::new()),
            (FieldKind::Player | FieldKind::Choice { .. } | FieldKind::Text, Value::String(s)) => {
                Some(vec![(field.name.clone(), s.clone())])
            }
            // Boxes show a set in seating order: a list that is empty, or in another
            // order (which may mean something), stays in the kept facts.
            (FieldKind::Players, Value::Array(items)) => {
                let names: Option<Vec<&str>> = items.iter().map(Value::as_str).collect();
                names
                    .filter(|n| !n.is_empty() && in_seating_order(n, players))
                    .map(|n| {
                        n.into_iter()
                            .map(|p| (field.name.clone(), p.to_owned()))
                            .collect()
                    })
            }
            // Boxes show a set of choices (ticked in the stored order, which a correction
            // posts back): an empty list, a value twice or one no box offers stays in the
            // kept facts.
            (FieldKind::Choices { options }, Value::Array(items)) => {
                let values: Option<Vec<&str>> = items.iter().map(Value::as_str).collect();
                values
                    .filter(|v| !v.is_empty() && distinct_choices(v, options))
                    .map(|v| {
                        v.into_iter()
                            .map(|c| (field.name.clone(), c.to_owned()))
                            .collect()
                    })
            }
            (FieldKind::Count { .. }, Value::Number(n)) => {
                Some(vec![(field.name.clone(), n.to_string())])
            }
            // An empty object (a fact given as "nobody") stays in the kept facts: the
            // boxes left blank would leave it out.
            (FieldKind::PerPlayer { .. }, Value::Object(per)) => {
                let known = !per.is_empty() && per.keys().all(|k| players.contains(k));
                known.then(|| {
                    players
                        .iter()
                        .enumerate()
                        .filter_map(|(seat, p)| {
                            per.get(p)
                                .map(|n| (per_player_input(&field.name, seat), json_text(n)))
                        })
                        .collect()
                })
            }
            // A stored `false` stays in the kept facts (an unticked box leaves the fact
            // out, which may mean something else); ticking the box overrides it.
            (FieldKind::Flag, Value::Bool(true)) => {
                Some(vec![(field.name.clone(), "true".to_owned())])
            }
            (FieldKind::Json, v) => Some(vec![(field.name.clone(), v.to_string())]),
            _ => None,
        };
        // A value the field cannot show stays in the kept facts, untouched.
        if let Some(pairs) = shown {
            remove_path(&mut extra, &field.name);
            for (name, v) in pairs {
                let mut values = entries.all(&name).to_vec();
                values.push(v);
                entries.set(name, values);
            }
        }
    }
    if !extra.is_empty() {
        entries.set(EXTRA_INPUT, vec![Value::Object(extra).to_string()]);
    }
    entries
}

/// A deal's facts in words, through the form's labels and choices (`Contract: forced
/// Spadille · Ombre: Anne · Tricks: Anne 5, Bea 1...`), fields in the form's order; facts
/// no field shows are added after, as `other(fact)` writes them, once what says nothing
/// (a box left unticked, an empty slot, a blank list) is left out.
pub fn facts_words(
    t: &Tr,
    fields: &[Field],
    players: &[String],
    facts: &Value,
    other: impl Fn(&Value) -> String,
) -> String {
    let mut rest = facts.as_object().cloned().unwrap_or_default();
    let mut words = Vec::new();
    for field in fields {
        let Some(value) = get_path(facts, &field.name) else {
            continue;
        };
        let label = t.msg(&field.label);
        // `Label: value`, the colon as the reader's language writes it.
        let fact = |value: String| t.get2("form-fact", "label", label.as_str(), "value", value);
        if says_nothing(value) {
            // A field left empty: said by not saying it.
            remove_path(&mut rest, &field.name);
            continue;
        }
        let shown = match (&field.kind, value) {
            (_, Value::Null) | (FieldKind::Flag, Value::Bool(false)) => None,
            (FieldKind::Flag, Value::Bool(true)) => Some(label.clone()),
            (FieldKind::Choice { options }, Value::String(v)) => options
                .iter()
                .find(|(code, _)| code == v)
                .map(|(_, l)| fact(t.msg(l))),
            (FieldKind::Player | FieldKind::Text, Value::String(v)) => Some(fact(v.clone())),
            (FieldKind::Count { .. }, Value::Number(n)) => Some(fact(n.to_string())),
            (FieldKind::Choices { options }, Value::Array(items)) => {
                let labels: Option<Vec<String>> = items
                    .iter()
                    .map(|v| {
                        options
                            .iter()
                            .find(|(code, _)| Some(code.as_str()) == v.as_str())
                            .map(|(_, l)| t.msg(l))
                    })
                    .collect();
                labels.map(|l| fact(l.join(", ")))
            }
            (FieldKind::Players, Value::Array(items)) => Some(fact(
                items.iter().map(json_text).collect::<Vec<_>>().join(", "),
            )),
            (FieldKind::PerPlayer { .. }, Value::Object(per)) => {
                // Seating order, whatever order the object keeps.
                let cells: Vec<String> = players
                    .iter()
                    .filter_map(|p| per.get(p).map(|n| format!("{p} {}", json_text(n))))
                    .collect();
                (cells.len() == per.len()).then(|| fact(cells.join(", ")))
            }
            (FieldKind::Json, v) => Some(fact(other(v))),
            _ => None,
        };
        if let Some(w) = shown {
            words.push(w);
            remove_path(&mut rest, &field.name);
        }
    }
    let rest = pruned(Value::Object(rest));
    if let Some(rest) = rest {
        let more = other(&rest);
        if !more.is_empty() {
            words.push(more);
        }
    }
    words.join(" · ")
}

/// Whether a fact says nothing: null, false, an empty text, or a list or object of
/// such.
fn says_nothing(value: &Value) -> bool {
    match value {
        Value::Null | Value::Bool(false) => true,
        Value::String(s) => s.is_empty(),
        Value::Array(items) => items.iter().all(says_nothing),
        Value::Object(map) => map.values().all(says_nothing),
        Value::Bool(true) | Value::Number(_) => false,
    }
}

/// `value` without what says nothing ([`says_nothing`]): `None` when nothing is left.
/// A list keeps its entries that say something.
fn pruned(value: Value) -> Option<Value> {
    match value {
        Value::Array(items) => {
            let kept: Vec<Value> = items.into_iter().filter_map(pruned).collect();
            (!kept.is_empty()).then_some(Value::Array(kept))
        }
        Value::Object(map) => {
            let kept: Map<String, Value> = map
                .into_iter()
                .filter_map(|(k, v)| pruned(v).map(|v| (k, v)))
                .collect();
            (!kept.is_empty()).then_some(Value::Object(kept))
        }
        v if says_nothing(&v) => None,
        v => Some(v),
    }
}

/// Whether `names` are distinct players listed in seating order.
fn in_seating_order(names: &[&str], players: &[String]) -> bool {
    let seats: Option<Vec<usize>> = names
        .iter()
        .map(|n| players.iter().position(|p| p == n))
        .collect();
    seats.is_some_and(|s| s.windows(2).all(|w| matches!(w, [a, b] if a < b)))
}

/// Whether `values` are distinct choices of `options`.
fn distinct_choices(values: &[&str], options: &[(String, Msg)]) -> bool {
    values
        .iter()
        .enumerate()
        .all(|(i, v)| !values[..i].contains(v) && options.iter().any(|(o, _)| o == v))
}

fn json_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|_| value.to_string())
}

/// One choice of a select.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectOption {
    /// The posted value.
    pub value: String,
    /// What the player reads.
    pub label: String,
    /// Whether it is the current choice.
    pub selected: bool,
}

/// One checkbox of a group, or one number box of a per-player row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The input's name.
    pub name: String,
    /// The input's HTML id.
    pub id: String,
    /// The cell's label: the player's name, or the choice in words.
    pub label: String,
    /// The posted value (checkbox) or the typed text (number box).
    pub value: String,
    /// Whether the checkbox is ticked.
    pub checked: bool,
}

/// One player's row of buttons in a per-player field drawn as buttons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ButtonRow {
    /// The player's name.
    pub label: String,
    /// The radios' name (`tricks[2]`).
    pub name: String,
    /// The HTML id of the row (each button's id adds its value).
    pub id: String,
    /// The buttons, the blank one first.
    pub options: Vec<SelectOption>,
}

/// The most choices drawn as a row of buttons rather than a select.
const MAX_BUTTONS: usize = 13;

/// How one field is drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A row of buttons, one tap each (radio inputs drawn as buttons): a player, a suit,
    /// a contract, a small count.
    Buttons(Vec<SelectOption>),
    /// One row of count buttons per player (the tricks of each).
    PerPlayerButtons(Vec<ButtonRow>),
    /// A select (a player, or one of fixed choices).
    Select(Vec<SelectOption>),
    /// Checkboxes, one per player or per choice.
    Checkboxes(Vec<Cell>),
    /// A whole number.
    Number {
        /// What was typed.
        value: String,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One whole number per player, side by side.
    PerPlayer {
        /// One box per player, in seating order.
        cells: Vec<Cell>,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// A checkbox.
    Flag(bool),
    /// A line of text.
    Text(String),
    /// A JSON value typed as text.
    Json(String),
}

/// One field of the deal-entry form as the template draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldView {
    /// The input name (the field's JSON path).
    pub name: String,
    /// The HTML id.
    pub id: String,
    /// The label, in the books' terms.
    pub label: String,
    /// The hint under the input.
    pub help: Option<String>,
    /// Whether it must be filled.
    pub required: bool,
    /// Whether the common deal needs it (shown first, not folded).
    pub essential: bool,
    /// The named group it is drawn in, if any.
    pub group: Option<String>,
    /// The input itself, with what was entered.
    pub input: Input,
    /// What is wrong with it.
    pub error: Option<String>,
    /// Whether it takes the focus (the first field at fault).
    pub autofocus: bool,
    /// Whether it holds what the table knows for sure ([`Field::known`]): a fresh form
    /// folds it away.
    pub known: bool,
    /// How it is said in the one line beside the Record button ([`DealFormView::summary`]):
    /// `"value"` (a contract, a suit: its choice alone), `"labelled"` (a player: `Ombre:
    /// Bernard`), `"flag"` (its label when ticked), or `""` (not said there).
    pub summary: &'static str,
}

impl FieldView {
    /// The label without its explanation in brackets, for the one line beside the Record
    /// button (`Ombre (who stands)` is said `Ombre` there).
    pub fn short_label(&self) -> &str {
        short(&self.label)
    }

    /// The words of this field in the summary beside the Record button, if it is said
    /// there and holds a choice.
    fn summary_words(&self, t: Tr) -> Option<String> {
        let chosen = || match &self.input {
            Input::Select(options) | Input::Buttons(options) => options
                .iter()
                .find(|o| o.selected && !o.value.is_empty())
                .map(|o| short(&o.label).to_owned()),
            _ => None,
        };
        match self.summary {
            "value" => chosen(),
            "labelled" => {
                chosen().map(|v| t.get2("form-fact", "label", self.short_label(), "value", v))
            }
            "flag" => {
                matches!(self.input, Input::Flag(true)).then(|| self.short_label().to_owned())
            }
            _ => None,
        }
    }

    /// Whether the field holds several inputs (drawn as a fieldset with a legend).
    pub fn is_group(&self) -> bool {
        matches!(
            self.input,
            Input::Checkboxes(_)
                | Input::PerPlayer { .. }
                | Input::Buttons(_)
                | Input::PerPlayerButtons(_)
        )
    }

    /// Whether anything is entered in it.
    pub fn has_value(&self) -> bool {
        match &self.input {
            Input::Select(options) | Input::Buttons(options) => {
                options.iter().any(|o| o.selected && !o.value.is_empty())
            }
            Input::PerPlayerButtons(rows) => rows
                .iter()
                .any(|r| r.options.iter().any(|o| o.selected && !o.value.is_empty())),
            Input::Checkboxes(cells) => cells.iter().any(|c| c.checked),
            Input::Number { value, .. } | Input::Text(value) | Input::Json(value) => {
                !value.trim().is_empty()
            }
            Input::PerPlayer { cells, .. } => cells.iter().any(|c| !c.value.trim().is_empty()),
            Input::Flag(checked) => *checked,
        }
    }

    /// The JSON the field makes, for the page's script: `string`, `number`,
    /// `per_player`, `list`, `flag` or `json`.
    pub fn json_kind(&self) -> &'static str {
        match self.input {
            Input::Select(_) | Input::Text(_) | Input::Buttons(_) => "string",
            Input::Number { .. } => "number",
            Input::PerPlayer { .. } | Input::PerPlayerButtons(_) => "per_player",
            Input::Checkboxes(_) => "list",
            Input::Flag(_) => "flag",
            Input::Json(_) => "json",
        }
    }
}

/// The whole deal-entry form as the template draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealFormView {
    /// The page's words.
    pub t: Tr,
    /// The game's fields; empty when the game has no form yet.
    pub fields: Vec<FieldView>,
    /// The text of the JSON textarea.
    pub json: String,
    /// The error of the JSON textarea.
    pub json_error: Option<String>,
    /// The kept facts of a corrected deal (hidden).
    pub extra: String,
    /// Messages about the whole form.
    pub general: Vec<String>,
    /// Whether it is a fresh form showing only what the table knows: its folds stay
    /// closed (a pre-filled dealer is no reason to open "Dealing").
    pub fresh: bool,
}

/// A run of fields drawn together: plain, under a legend, or folded away.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormSection {
    /// The legend or the fold's title (empty: drawn plain).
    pub title: String,
    /// Whether it is folded away (a `details`).
    pub folded: bool,
    /// Whether a fold is open (one of its fields is filled or wrong).
    pub open: bool,
    /// Whether it is one player's declarations (drawn two fields a row).
    pub player: bool,
    /// Its fields.
    pub fields: Vec<FieldView>,
    /// A player's further list slots (his second and later sequences and sets), folded
    /// inside his group unless one is filled or wrong.
    pub extra: Vec<FieldView>,
}

impl FormSection {
    /// Whether the further slots are shown unfolded.
    pub fn extra_open(&self) -> bool {
        self.extra
            .iter()
            .any(|f| f.error.is_some() || f.has_value())
    }
}

impl DealFormView {
    /// The form for `fields`, showing `entries` (what was typed, or a stored deal via
    /// [`entries_from_deal`]) and `errors`.
    pub fn new(
        t: Tr,
        fields: &[Field],
        players: &[String],
        entries: &Entries,
        errors: &FormErrors,
    ) -> Self {
        // A fresh form shows what the table already knows (the dealer...).
        let fresh = entries.is_empty();
        let defaults;
        let entries = if entries.is_empty() {
            defaults = field_defaults(fields);
            &defaults
        } else {
            entries
        };
        let views: Vec<FieldView> = fields
            .iter()
            .map(|f| field_view(t, f, players, entries, errors.field(&f.name)))
            .collect();
        let mut form = DealFormView {
            t,
            fields: views,
            json: entries.first(JSON_INPUT).unwrap_or("").to_owned(),
            json_error: errors.field(JSON_INPUT).map(|m| t.msg(m)),
            extra: entries.first(EXTRA_INPUT).unwrap_or("").to_owned(),
            general: errors.general.iter().map(|m| t.msg(m)).collect(),
            fresh,
        };
        // The first field at fault as the page draws it (its sections in order) takes
        // the focus.
        let first = form
            .sections()
            .iter()
            .flat_map(|s| s.fields.iter().chain(&s.extra))
            .find(|f| f.error.is_some())
            .map(|f| f.name.clone());
        if let Some(view) = form
            .fields
            .iter_mut()
            .find(|f| Some(&f.name) == first.as_ref())
        {
            view.autofocus = true;
        }
        form
    }

    /// A fresh form for the next deal: what the table knows and each field's default
    /// (the common contract), never a choice carried from the previous deal.
    pub fn fresh(t: Tr, fields: &[Field], players: &[String]) -> Self {
        let mut form = DealFormView::new(
            t,
            fields,
            players,
            &field_defaults(fields),
            &FormErrors::new(),
        );
        form.fresh = true;
        // The first box to type in takes the focus: its first digit is the first tap.
        if let Some(first) = form.fields.iter_mut().find(|f| {
            f.essential
                && match &f.input {
                    Input::Number { value, .. } => value.is_empty(),
                    Input::PerPlayer { cells, .. } => cells.iter().all(|c| c.value.is_empty()),
                    _ => false,
                }
        }) {
            first.autofocus = true;
        }
        form
    }

    /// The form's sections in order, as the game groups its fields: first the essential
    /// fields that belong to no group; then each named group in the order of its first
    /// field (open when it has essential fields, its other fields folded inside it;
    /// folded whole when it has none); last the other fields under "More", folded.
    /// A fold is open when one of its fields is filled or wrong.
    pub fn sections(&self) -> Vec<FormSection> {
        let section = |title: String, folded: bool| FormSection {
            title,
            folded,
            open: !folded,
            player: false,
            fields: Vec::new(),
            extra: Vec::new(),
        };
        let mut plain = section(String::new(), false);
        let mut groups: Vec<FormSection> = Vec::new();
        let mut more: Vec<FieldView> = Vec::new();
        // What the table knows for sure is not asked on a fresh form: folded first.
        let mut known: Vec<FieldView> = Vec::new();
        for f in &self.fields {
            if self.fresh && f.known && f.error.is_none() {
                known.push(f.clone());
                continue;
            }
            match &f.group {
                None if f.essential => plain.fields.push(f.clone()),
                None => more.push(f.clone()),
                Some(g) => {
                    let at = match groups.iter().position(|s| &s.title == g) {
                        Some(i) => i,
                        None => {
                            groups.push(section(g.clone(), false));
                            groups.len() - 1
                        }
                    };
                    let s = &mut groups[at];
                    if f.essential {
                        s.fields.push(f.clone());
                    } else {
                        s.extra.push(f.clone());
                    }
                }
            }
        }
        let mut out = Vec::new();
        if !known.is_empty() {
            let labels: Vec<&str> = known.iter().map(|f| f.label.as_str()).collect();
            let mut s = section(
                self.t.msg(&msg!("form-known", fields = labels.join(", "))),
                true,
            );
            s.fields = known;
            out.push(s);
        }
        if !plain.fields.is_empty() {
            out.push(plain);
        }
        for mut s in groups {
            if s.fields.is_empty() {
                // Nothing essential: the whole group folded.
                s.fields = std::mem::take(&mut s.extra);
                s.folded = true;
            } else {
                s.player = true;
            }
            out.push(s);
        }
        if !more.is_empty() {
            // A short title: the first few labels, not all of them.
            let mut named: Vec<&str> = more.iter().take(3).map(|f| f.label.as_str()).collect();
            if more.len() > 3 {
                named.push("…");
            }
            let mut s = section(
                self.t.msg(&msg!("form-more", fields = named.join(", "))),
                true,
            );
            s.fields = more;
            out.push(s);
        }
        out.into_iter()
            .map(|mut s| {
                if s.folded {
                    s.open = s
                        .fields
                        .iter()
                        .any(|f| f.error.is_some() || (!self.fresh && f.has_value()));
                }
                // A hint repeated by the slots of a list is said once, on the first.
                let mut said: Vec<String> = Vec::new();
                for f in s.fields.iter_mut().chain(s.extra.iter_mut()) {
                    if let Some(h) = f.help.take() {
                        if !said.contains(&h) {
                            said.push(h.clone());
                            f.help = Some(h);
                        }
                    }
                }
                s
            })
            .collect()
    }

    /// Whether the game gives no form (enter the deal as JSON).
    pub fn json_only(&self) -> bool {
        self.fields.is_empty()
    }

    /// Where the further facts begin: after the last required field.
    fn split(&self) -> usize {
        self.fields
            .iter()
            .rposition(|f| f.required)
            .map_or(self.fields.len(), |i| i + 1)
    }

    /// The fields up to the last required one: what a deal is entered with, shown first.
    pub fn main_fields(&self) -> &[FieldView] {
        self.fields.get(..self.split()).unwrap_or(&[])
    }

    /// The optional fields after the last required one (vole, penalties, dealer...),
    /// folded away on the page unless one is filled or wrong.
    pub fn more_fields(&self) -> &[FieldView] {
        self.fields.get(self.split()..).unwrap_or(&[])
    }

    /// Whether the further facts are shown unfolded.
    pub fn more_open(&self) -> bool {
        self.more_fields()
            .iter()
            .any(|f| f.error.is_some() || f.has_value())
    }

    /// The labels of the further facts, for the fold's title.
    pub fn more_summary(&self) -> String {
        self.more_fields()
            .iter()
            .map(|f| f.label.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// What will be recorded, in one line beside the Record button: the choices of the
    /// deal as they stand (`Sans prendre · Ombre: Bernard`), so that a contract is never
    /// recorded unseen. The page's script says it again after each tap.
    pub fn summary(&self) -> String {
        self.fields
            .iter()
            .filter_map(|f| f.summary_words(self.t))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The pattern of `Label: value` in the page's language, `%l` and `%v` standing for
    /// the two, for the page's script.
    pub fn fact_pattern(&self) -> String {
        self.t.get2("form-fact", "label", "%l", "value", "%v")
    }

    /// Whether anything is wrong.
    pub fn has_errors(&self) -> bool {
        !self.general.is_empty()
            || self.json_error.is_some()
            || self.fields.iter().any(|f| f.error.is_some())
    }
}

/// The entries of a fresh form: each field's default, as its input would hold it. Nothing
/// is carried from the previous deal: a fresh form opens on the common contract, so that
/// a rare choice made once is never recorded again unseen.
fn field_defaults(fields: &[Field]) -> Entries {
    let mut entries = Entries::default();
    for f in fields {
        let default = f.default.as_ref();
        let values = match default {
            None | Some(Value::Null) => continue,
            Some(Value::String(s)) => vec![s.clone()],
            Some(Value::Bool(b)) => vec![b.to_string()],
            Some(Value::Number(n)) => vec![n.to_string()],
            Some(Value::Array(items)) => items.iter().map(json_text).collect(),
            Some(other) => vec![other.to_string()],
        };
        entries.set(f.name.clone(), values);
    }
    entries
}

/// An HTML id from a field name (`matador_holders.spadille` -> `f-matador_holders-spadille`).
fn html_id(name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("f-{safe}")
}

/// Whether a count's range is small enough to be drawn as buttons (0 to 12 at most).
fn few_counts(min: i64, max: i64) -> bool {
    min >= 0 && max >= min && max - min < i64::try_from(MAX_BUTTONS).unwrap_or(13)
}

/// The counts of a range, as `(value, label)`.
fn counts(min: i64, max: i64) -> Vec<(String, String)> {
    (min..=max)
        .map(|n| (n.to_string(), n.to_string()))
        .collect()
}

/// The choices of a field with the current one marked: a blank choice first (an
/// optional field's "none", or a required one not yet chosen), and a current value no
/// choice offers kept visible so that it is not silently dropped.
fn options_of(required: bool, choices: Vec<(String, String)>, current: &str) -> Vec<SelectOption> {
    let current = current.trim();
    let mut options = Vec::with_capacity(choices.len() + 2);
    if !required || current.is_empty() {
        options.push(SelectOption {
            value: String::new(),
            label: "—".to_owned(),
            selected: current.is_empty(),
        });
    }
    let known = choices.iter().any(|(v, _)| v == current);
    options.extend(choices.into_iter().map(|(value, label)| SelectOption {
        selected: value == current,
        value,
        label,
    }));
    if !known && !current.is_empty() {
        options.push(SelectOption {
            value: current.to_owned(),
            label: current.to_owned(),
            selected: true,
        });
    }
    options
}

/// A choice among `choices`: buttons when they are few, else a select.
fn choose(required: bool, choices: Vec<(String, String)>, current: &str) -> Input {
    let few = choices.len() <= MAX_BUTTONS;
    let options = options_of(required, choices, current);
    if few {
        Input::Buttons(options)
    } else {
        Input::Select(options)
    }
}

fn field_view(
    t: Tr,
    field: &Field,
    players: &[String],
    entries: &Entries,
    error: Option<&Msg>,
) -> FieldView {
    let name = field.name.as_str();
    let id = html_id(name);
    let current = entries.first(name).unwrap_or("");
    let input = match &field.kind {
        FieldKind::Player => choose(
            field.required,
            players.iter().map(|p| (p.clone(), p.clone())).collect(),
            current,
        ),
        FieldKind::Choice { options } => choose(
            field.required,
            options.iter().map(|(v, l)| (v.clone(), t.msg(l))).collect(),
            current,
        ),
        FieldKind::Players => {
            let ticked = entries.all(name);
            Input::Checkboxes(
                players
                    .iter()
                    .enumerate()
                    .map(|(seat, p)| Cell {
                        name: name.to_owned(),
                        id: format!("{id}-{seat}"),
                        label: p.clone(),
                        value: p.clone(),
                        checked: ticked.iter().any(|t| t.trim() == p),
                    })
                    .collect(),
            )
        }
        FieldKind::Choices { options } => {
            let ticked = entries.all(name);
            Input::Checkboxes(
                options
                    .iter()
                    .enumerate()
                    .map(|(i, (value, label))| Cell {
                        name: name.to_owned(),
                        id: format!("{id}-{i}"),
                        label: t.msg(label),
                        value: value.clone(),
                        checked: ticked.iter().any(|t| t.trim() == value),
                    })
                    .collect(),
            )
        }
        FieldKind::Count { min, max } if few_counts(*min, *max) => {
            Input::Buttons(options_of(field.required, counts(*min, *max), current))
        }
        FieldKind::Count { min, max } => Input::Number {
            value: current.to_owned(),
            min: *min,
            max: *max,
        },
        FieldKind::PerPlayer { min, max } if few_counts(*min, *max) => Input::PerPlayerButtons(
            players
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    let input = per_player_input(name, seat);
                    ButtonRow {
                        label: p.clone(),
                        id: format!("{id}-{seat}"),
                        // Any box may be left blank (derived, or no entry for him).
                        options: options_of(
                            false,
                            counts(*min, *max),
                            entries.first(&input).unwrap_or(""),
                        ),
                        name: input,
                    }
                })
                .collect(),
        ),
        FieldKind::PerPlayer { min, max } => Input::PerPlayer {
            cells: players
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    let input = per_player_input(name, seat);
                    Cell {
                        value: entries.first(&input).unwrap_or("").to_owned(),
                        name: input,
                        id: format!("{id}-{seat}"),
                        label: p.clone(),
                        checked: false,
                    }
                })
                .collect(),
            min: *min,
            max: *max,
        },
        FieldKind::Flag => Input::Flag(!matches!(current.trim(), "" | "false" | "off")),
        FieldKind::Text => Input::Text(current.to_owned()),
        FieldKind::Json => Input::Json(current.to_owned()),
    };
    FieldView {
        name: name.to_owned(),
        id,
        label: t.msg(&field.label),
        help: field.help.as_ref().map(|h| t.msg(h)),
        required: field.required,
        essential: field.essential,
        group: field.group.as_ref().map(|g| t.msg(g)),
        input,
        error: error.map(|m| t.msg(m)),
        autofocus: false,
        known: field.known && field.default.is_some(),
        summary: summary_part(field),
    }
}

/// `words` without a last explanation in brackets (`Ask (call a king)` -> `Ask`): what the
/// Record bar's one line says. The page's script cuts the same way.
fn short(words: &str) -> &str {
    match words.find(" (") {
        Some(at) if words.ends_with(')') && at > 0 => &words[..at],
        _ => words,
    }
}

/// How `field` is said beside the Record button ([`FieldView::summary`]): the choices of
/// the common deal that are not folded away (the contract, the ombre, a suit, a flag).
fn summary_part(field: &Field) -> &'static str {
    if !field.essential || field.group.is_some() || (field.known && field.default.is_some()) {
        return "";
    }
    match field.kind {
        FieldKind::Choice { .. } => "value",
        FieldKind::Player => "labelled",
        FieldKind::Flag => "flag",
        _ => "",
    }
}

// ---------------------------------------------------------------------------------------
// The new-partie form
// ---------------------------------------------------------------------------------------

/// What a counter is worth, from the new-partie form (`0.50 EUR per 10`); empty is none.
///
/// # Errors
/// [`FormErrors`] keyed [`MONEY_INPUT`] with what cannot be read.
pub fn parse_money(entries: &Entries) -> Result<Option<Rate>, FormErrors> {
    match entries.trimmed(MONEY_INPUT) {
        "" => Ok(None),
        text => Rate::parse(text).map(Some).map_err(|e| {
            let mut errors = FormErrors::new();
            errors.add(MONEY_INPUT, e.message());
            errors
        }),
    }
}

/// The players of the new-partie form in seating order: names trimmed, empty boxes
/// skipped.
///
/// # Errors
/// [`FormErrors`] keyed [`PLAYERS_INPUT`] for too few or too many names, a name longer
/// than 40 characters or with control characters, or a name given twice.
pub fn parse_players(
    entries: &Entries,
    seats: std::ops::RangeInclusive<usize>,
) -> Result<Vec<String>, FormErrors> {
    let names: Vec<String> = entries
        .all(PLAYERS_INPUT)
        .iter()
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty())
        .collect();
    let mut errors = FormErrors::new();
    if !seats.contains(&names.len()) {
        let wanted = if seats.start() == seats.end() {
            msg!("error-players-count-exact", seats = *seats.start())
        } else {
            msg!(
                "page-new-seats-range",
                from = *seats.start(),
                to = *seats.end()
            )
        };
        errors.add(
            PLAYERS_INPUT,
            msg!("form-players-count", named = names.len(), seats = wanted),
        );
    }
    for (i, n) in names.iter().enumerate() {
        if n.chars().count() > 40 {
            errors.add(
                PLAYERS_INPUT,
                msg!("form-name-too-long", name = n, max = 40),
            );
        } else if n.chars().any(char::is_control) {
            errors.add(PLAYERS_INPUT, msg!("form-name-control"));
        } else if names[..i].contains(n) {
            errors.add(PLAYERS_INPUT, msg!("form-name-twice", name = n));
        }
    }
    if errors.is_empty() {
        Ok(names)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// A form's message in English.
    fn en(m: Option<&Msg>) -> Option<String> {
        m.map(ToString::to_string)
    }

    fn t() -> Tr {
        Tr::default()
    }

    fn players() -> Vec<String> {
        ["Anne", "Bertrand", "Céline", "Denis"]
            .map(String::from)
            .to_vec()
    }

    fn entries(pairs: &[(&str, &str)]) -> Entries {
        Entries::from_pairs(pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())))
    }

    /// A form shaped like Quadrille's.
    fn quadrille_fields() -> Vec<Field> {
        let choice = |pairs: &[(&str, &str)]| FieldKind::Choice {
            options: pairs
                .iter()
                .map(|(v, l)| (v.to_string(), (*l).into()))
                .collect(),
        };
        vec![
            Field::new(
                "contract",
                "Contract",
                choice(&[
                    ("ask", "Ask leave (call a king)"),
                    ("sans_prendre", "Sans prendre"),
                ]),
                true,
            ),
            Field::new("ombre", "Ombre", FieldKind::Player, true),
            Field::new("partner", "Partner (called king)", FieldKind::Player, false),
            Field::new(
                "trump",
                "Trump",
                choice(&[("spades", "Spades"), ("hearts", "Hearts")]),
                true,
            ),
            Field::new(
                "tricks",
                "Tricks",
                FieldKind::PerPlayer { min: 0, max: 10 },
                true,
            ),
            Field::new(
                "matadors",
                "Matadors",
                FieldKind::Count { min: 0, max: 12 },
                true,
            ),
            Field::new("vole_undertaken", "Vole undertaken", FieldKind::Flag, false),
            Field::new(
                "matador_holders.spadille",
                "Spadille held by",
                FieldKind::Player,
                false,
            ),
            Field::new(
                "matador_holders.manille",
                "Manille held by",
                FieldKind::Player,
                false,
            ),
            Field::new("penalties", "Penalties", FieldKind::Json, false),
            Field::new("forfeited", "Forfeited", FieldKind::Players, false),
            Field::new("note", "Note", FieldKind::Text, false),
        ]
    }

    fn good_deal() -> Vec<(&'static str, &'static str)> {
        vec![
            ("contract", "ask"),
            ("ombre", "Bertrand"),
            ("partner", "Céline"),
            ("trump", "hearts"),
            ("tricks[0]", "3"),
            ("tricks[1]", "4"),
            ("tricks[2]", "2"),
            ("tricks[3]", "1"),
            ("matadors", "0"),
            ("matador_holders.spadille", ""),
            ("penalties", ""),
            ("note", "  "),
        ]
    }

    /// `base` with the names in `changes` replaced by the values given there.
    fn with(
        mut base: Vec<(&'static str, &'static str)>,
        changes: &[(&'static str, &'static str)],
    ) -> Vec<(&'static str, &'static str)> {
        base.retain(|(k, _)| !changes.iter().any(|(c, _)| c == k));
        base.extend_from_slice(changes);
        base
    }

    #[test]
    fn a_full_deal_becomes_the_games_json() {
        let deal = parse_deal(&quadrille_fields(), &players(), &entries(&good_deal())).unwrap();
        assert_eq!(
            deal,
            json!({
                "contract": "ask",
                "ombre": "Bertrand",
                "partner": "Céline",
                "trump": "hearts",
                "tricks": {"Anne": 3, "Bertrand": 4, "Céline": 2, "Denis": 1},
                "matadors": 0
            })
        );
    }

    #[test]
    fn dotted_names_nest_and_flags_lists_and_json_are_typed() {
        let pairs = with(
            good_deal(),
            &[
                ("matador_holders.spadille", "Anne"),
                ("matador_holders.manille", "Denis"),
                ("vole_undertaken", "true"),
                (
                    "penalties",
                    r#"[{"players": ["Denis"], "reason": "renounce"}]"#,
                ),
                ("forfeited", "Denis"),
                ("forfeited", "Anne"),
                ("note", " a quick one "),
            ],
        );
        let deal = parse_deal(&quadrille_fields(), &players(), &entries(&pairs)).unwrap();
        assert_eq!(
            deal["matador_holders"],
            json!({"spadille": "Anne", "manille": "Denis"})
        );
        assert_eq!(deal["vole_undertaken"], json!(true));
        assert_eq!(
            deal["penalties"],
            json!([{"players": ["Denis"], "reason": "renounce"}])
        );
        // Seating order, whatever order the boxes came in.
        assert_eq!(deal["forfeited"], json!(["Anne", "Denis"]));
        assert_eq!(deal["note"], json!("a quick one"));
    }

    #[test]
    fn empty_optional_fields_are_left_out() {
        let deal = parse_deal(&quadrille_fields(), &players(), &entries(&good_deal())).unwrap();
        for absent in [
            "vole_undertaken",
            "matador_holders",
            "penalties",
            "forfeited",
            "note",
        ] {
            assert!(deal.get(absent).is_none(), "{absent} should be left out");
        }
    }

    #[test]
    fn an_empty_per_player_box_is_left_out() {
        let pairs = [
            ("contract", "ask"),
            ("ombre", "Anne"),
            ("trump", "spades"),
            ("tricks[0]", "6"),
            ("tricks[1]", ""),
            ("tricks[2]", "0"),
            ("matadors", "3"),
        ];
        let deal = parse_deal(&quadrille_fields(), &players(), &entries(&pairs)).unwrap();
        assert_eq!(deal["tricks"], json!({"Anne": 6, "Céline": 0}));
    }

    #[test]
    fn missing_required_fields_are_each_named() {
        let errors = parse_deal(&quadrille_fields(), &players(), &entries(&[])).unwrap_err();
        for name in ["contract", "ombre", "trump", "tricks", "matadors"] {
            assert_eq!(
                en(errors.field(name)).as_deref(),
                Some("required"),
                "{name}"
            );
        }
        assert_eq!(en(errors.field("partner")).as_deref(), None);
        assert!(errors.general.is_empty());
    }

    #[test]
    fn bad_values_get_a_message_on_their_field() {
        let pairs = with(
            good_deal(),
            &[
                ("ombre", "Zoé"),
                ("matadors", "lots"),
                ("tricks[2]", "11"),
                ("trump", "roses"),
                ("penalties", "[oops"),
            ],
        );
        let errors = parse_deal(&quadrille_fields(), &players(), &entries(&pairs)).unwrap_err();
        assert_eq!(
            en(errors.field("ombre")).as_deref(),
            Some("\"Zoé\" is not a player at this table")
        );
        assert_eq!(
            en(errors.field("matadors")).as_deref(),
            Some("\"lots\" is not a whole number")
        );
        assert_eq!(
            en(errors.field("tricks")).as_deref(),
            Some("Céline: 11 is out of range: from 0 to 10")
        );
        assert_eq!(
            en(errors.field("trump")).as_deref(),
            Some("\"roses\" is not one of the choices")
        );
        assert!(errors
            .field("penalties")
            .is_some_and(|m| m.to_string().starts_with("not valid JSON")));
    }

    #[test]
    fn a_count_out_of_range_is_refused() {
        let pairs = with(good_deal(), &[("matadors", "-1")]);
        let errors = parse_deal(&quadrille_fields(), &players(), &entries(&pairs)).unwrap_err();
        assert_eq!(
            en(errors.field("matadors")).as_deref(),
            Some("-1 is out of range: from 0 to 12")
        );
    }

    #[test]
    fn the_json_textarea_wins_and_must_hold_an_object() {
        let mut pairs = good_deal();
        pairs.push((JSON_INPUT, r#"{"event": "settle"}"#));
        let deal = parse_deal(&quadrille_fields(), &players(), &entries(&pairs)).unwrap();
        assert_eq!(deal, json!({"event": "settle"}));

        let errors = parse_deal(
            &quadrille_fields(),
            &players(),
            &entries(&[(JSON_INPUT, "[1]")]),
        )
        .unwrap_err();
        assert!(errors.field(JSON_INPUT).is_some());
        let errors = parse_deal(
            &quadrille_fields(),
            &players(),
            &entries(&[(JSON_INPUT, "{")]),
        )
        .unwrap_err();
        assert!(errors
            .field(JSON_INPUT)
            .is_some_and(|m| m.to_string().starts_with("not valid JSON")));
    }

    #[test]
    fn a_game_without_a_form_takes_json_only() {
        let deal = parse_deal(&[], &players(), &entries(&[(JSON_INPUT, r#"{"a": 1}"#)])).unwrap();
        assert_eq!(deal, json!({"a": 1}));
        let errors = parse_deal(&[], &players(), &entries(&[])).unwrap_err();
        assert_eq!(
            en(errors.field(JSON_INPUT)).as_deref(),
            Some("enter the deal as a JSON object")
        );
    }

    #[test]
    fn kept_facts_are_the_base_and_fields_override_them() {
        let mut pairs = good_deal();
        pairs.push((EXTRA_INPUT, r#"{"dealer": "Denis", "ombre": "Anne"}"#));
        let deal = parse_deal(&quadrille_fields(), &players(), &entries(&pairs)).unwrap();
        assert_eq!(deal["dealer"], json!("Denis"));
        assert_eq!(deal["ombre"], json!("Bertrand"));

        let mut pairs = good_deal();
        pairs.push((EXTRA_INPUT, "not json"));
        let errors = parse_deal(&quadrille_fields(), &players(), &entries(&pairs)).unwrap_err();
        assert_eq!(errors.general.len(), 1);
    }

    #[test]
    fn a_stored_deal_comes_back_into_the_form_and_parses_to_itself() {
        let stored = json!({
            "contract": "ask",
            "ombre": "Bertrand",
            "partner": "Céline",
            "trump": "hearts",
            "tricks": {"Anne": 3, "Bertrand": 4, "Céline": 2, "Denis": 1},
            "matadors": 3,
            "vole_undertaken": true,
            "matador_holders": {"spadille": "Anne", "manille": null, "baste": "Denis"},
            "penalties": [{"players": ["Denis"], "reason": "renounce"}],
            "forfeited": ["Anne", "Denis"],
            "dealer": "Céline"
        });
        let fields = quadrille_fields();
        let e = entries_from_deal(&fields, &players(), &stored);
        assert_eq!(e.first("ombre"), Some("Bertrand"));
        assert_eq!(e.first("tricks[1]"), Some("4"));
        assert_eq!(e.first("matadors"), Some("3"));
        assert_eq!(e.first("vole_undertaken"), Some("true"));
        assert_eq!(e.all("forfeited"), ["Anne", "Denis"]);
        // `baste` and `dealer` have no field: they are kept aside, untouched.
        let extra: Value = serde_json::from_str(e.first(EXTRA_INPUT).unwrap()).unwrap();
        assert_eq!(
            extra,
            json!({"dealer": "Céline", "matador_holders": {"baste": "Denis"}})
        );

        let back = parse_deal(&fields, &players(), &e).unwrap();
        let mut expected = stored.clone();
        // A null holder is the same as no holder.
        expected["matador_holders"]
            .as_object_mut()
            .unwrap()
            .remove("manille");
        assert_eq!(back, expected);
    }

    #[test]
    fn a_stored_deal_of_a_game_without_a_form_fills_the_textarea() {
        let stored = json!({"event": "abandon", "player": "Anne"});
        let e = entries_from_deal(&[], &players(), &stored);
        let back = parse_deal(&[], &players(), &e).unwrap();
        assert_eq!(back, stored);
    }

    #[test]
    fn a_value_a_field_cannot_show_is_kept_aside() {
        let stored = json!({"contract": "ask", "matadors": "three"});
        let fields = quadrille_fields();
        let e = entries_for_fields(&fields, &players(), &stored);
        assert_eq!(e.first("matadors"), None);
        let extra: Value = serde_json::from_str(e.first(EXTRA_INPUT).unwrap()).unwrap();
        assert_eq!(extra, json!({"matadors": "three"}));
    }

    #[test]
    fn an_empty_per_player_fact_is_kept_and_a_null_one_dropped() {
        let stored = json!({"dealer": "Anne", "tricks": {}, "trump": null, "vole": null});
        let fields = vec![
            Field::new("dealer", "Dealer", FieldKind::Player, true),
            Field::new(
                "tricks",
                "Tricks",
                FieldKind::PerPlayer { min: 0, max: 12 },
                false,
            ),
            Field::new("trump", "Trump", FieldKind::Text, false),
        ];
        let e = entries_from_deal(&fields, &players(), &stored);
        assert_eq!(e.first(JSON_INPUT), None, "through the fields");
        let extra: Value = serde_json::from_str(e.first(EXTRA_INPUT).unwrap()).unwrap();
        assert_eq!(extra, json!({"tricks": {}}));
        assert_eq!(
            parse_deal(&fields, &players(), &e).unwrap(),
            without_nulls(&stored)
        );
    }

    #[test]
    fn a_deal_the_fields_cannot_give_back_exactly_is_corrected_as_json() {
        // The choice has no "roses"; slot 0 of the list is not where this entry sits.
        let fields = event_fields();
        for stored in [
            json!({"dealer": "Anne", "events": [{"type": "roses"}]}),
            json!({"dealer": "Anne", "events": [{"type": "penalty", "player": "Zoé"}]}),
        ] {
            let e = entries_from_deal(&fields, &players(), &stored);
            assert_eq!(e.first("dealer"), None, "no field is filled");
            assert_eq!(parse_deal(&fields, &players(), &e).unwrap(), stored);
        }
    }

    #[test]
    fn a_stored_list_of_players_in_another_order_is_kept_as_it_is() {
        let fields = quadrille_fields();
        for stored in [
            json!({"forfeited": ["Denis", "Anne"]}),
            json!({"forfeited": []}),
        ] {
            let e = entries_for_fields(&fields, &players(), &stored);
            assert!(e.all("forfeited").is_empty());
            let extra: Value = serde_json::from_str(e.first(EXTRA_INPUT).unwrap()).unwrap();
            assert_eq!(extra, stored);
        }
        let e = entries_for_fields(
            &fields,
            &players(),
            &json!({"forfeited": ["Anne", "Denis"]}),
        );
        assert_eq!(e.all("forfeited"), ["Anne", "Denis"]);
        assert_eq!(e.first(EXTRA_INPUT), None);
    }

    #[test]
    fn a_stored_false_flag_and_a_json_string_survive_a_correction() {
        let stored = json!({"contract": "ask", "vole_undertaken": false, "penalties": "x"});
        let fields = quadrille_fields();
        let e = entries_for_fields(&fields, &players(), &stored);
        assert_eq!(e.first("penalties"), Some("\"x\""));
        let mut back = parse_deal(&fields, &players(), &e).unwrap_err();
        // Required fields are missing here; the kept facts are still right.
        back.fields
            .retain(|k, _| k == "vole_undertaken" || k == "penalties");
        assert!(back.fields.is_empty());
        let extra: Value = serde_json::from_str(e.first(EXTRA_INPUT).unwrap()).unwrap();
        assert_eq!(extra, json!({"vole_undertaken": false}));
    }

    #[test]
    fn the_view_keeps_what_was_typed_and_shows_each_error() {
        let pairs = with(good_deal(), &[("matadors", "lots")]);
        let fields = quadrille_fields();
        let e = entries(&pairs);
        let errors = parse_deal(&fields, &players(), &e).unwrap_err();
        let view = DealFormView::new(t(), &fields, &players(), &e, &errors);
        assert!(view.has_errors());
        // A small count is drawn as buttons; what was typed stays, selected.
        let matadors = view.fields.iter().find(|f| f.name == "matadors").unwrap();
        let Input::Buttons(options) = &matadors.input else {
            panic!("matadors are buttons: {:?}", matadors.input)
        };
        assert_eq!(options.len(), 13 + 1, "0 to 12, and the typed value");
        assert!(options.iter().any(|o| o.selected && o.value == "lots"));
        assert_eq!(
            matadors.error.as_deref(),
            Some("\"lots\" is not a whole number")
        );
        assert!(
            matadors.autofocus,
            "the first field at fault takes the focus"
        );
        let ombre = view.fields.iter().find(|f| f.name == "ombre").unwrap();
        let Input::Buttons(options) = &ombre.input else {
            panic!("ombre is a row of buttons")
        };
        assert_eq!(
            options.iter().filter(|o| o.selected).count(),
            1,
            "{options:?}"
        );
        assert!(options.iter().any(|o| o.selected && o.value == "Bertrand"));
        let tricks = view.fields.iter().find(|f| f.name == "tricks").unwrap();
        let Input::PerPlayerButtons(rows) = &tricks.input else {
            panic!("tricks are a row of buttons per player")
        };
        let typed: Vec<_> = rows
            .iter()
            .map(|r| {
                r.options
                    .iter()
                    .find(|o| o.selected)
                    .map_or("", |o| o.value.as_str())
            })
            .collect();
        assert_eq!(typed, ["3", "4", "2", "1"]);
        assert_eq!(rows[2].name, "tricks[2]");
        assert_eq!(rows[2].label, "Céline");
    }

    #[test]
    fn every_wrong_box_of_a_field_is_named_at_once() {
        let fields = vec![Field::new(
            "points",
            "Points",
            FieldKind::PerPlayer { min: 0, max: 40 },
            true,
        )];
        let errors = parse_deal(
            &fields,
            &players(),
            &entries(&[("points[0]", "x"), ("points[1]", "3"), ("points[2]", "99")]),
        )
        .unwrap_err();
        let message = errors.field("points").unwrap().to_string();
        assert!(
            message.contains("Anne") && message.contains("Céline"),
            "{message}"
        );
    }

    #[test]
    fn one_blank_box_of_a_total_is_derived_and_two_are_left_out() {
        let fields = vec![Field::new(
            "tricks",
            "Tricks",
            FieldKind::PerPlayer { min: 0, max: 10 },
            true,
        )
        .with_total(10)];
        let deal = parse_deal(
            &fields,
            &players(),
            &entries(&[("tricks[0]", "3"), ("tricks[1]", "4"), ("tricks[2]", "2")]),
        )
        .unwrap();
        assert_eq!(
            deal,
            json!({"tricks": {"Anne": 3, "Bertrand": 4, "Céline": 2, "Denis": 1}})
        );
        // Two blanks: nothing is made up.
        let deal = parse_deal(
            &fields,
            &players(),
            &entries(&[("tricks[0]", "3"), ("tricks[1]", "4")]),
        )
        .unwrap();
        assert_eq!(deal, json!({"tricks": {"Anne": 3, "Bertrand": 4}}));
        // A rest out of range is not derived: the boxes are over the total, and the form
        // says so next to them (with any other field at fault).
        let errors = parse_deal(
            &fields,
            &players(),
            &entries(&[("tricks[0]", "9"), ("tricks[1]", "4"), ("tricks[2]", "2")]),
        )
        .unwrap_err();
        assert_eq!(
            errors.field("tricks"),
            Some(&crate::msg!(
                "form-total-over",
                got = 15_i64,
                total = 10_i64
            ))
        );
        // Every box filled, the sum other than the total.
        let errors = parse_deal(
            &fields,
            &players(),
            &entries(&[
                ("tricks[0]", "3"),
                ("tricks[1]", "4"),
                ("tricks[2]", "2"),
                ("tricks[3]", "2"),
            ]),
        )
        .unwrap_err();
        assert_eq!(
            errors.field("tricks"),
            Some(&crate::msg!(
                "form-total-mismatch",
                got = 11_i64,
                total = 10_i64
            ))
        );
    }

    #[test]
    fn a_fresh_form_opens_on_the_defaults() {
        let fields = vec![
            Field::new(
                "contract",
                "Contract",
                FieldKind::Choice {
                    options: vec![
                        ("ask".into(), crate::msg!("text", text = "Ask")),
                        ("alone".into(), crate::msg!("text", text = "Alone")),
                    ],
                },
                true,
            )
            .with_default("ask"),
            Field::new("ombre", "Ombre", FieldKind::Player, true),
            Field::new("tour", "Tour", FieldKind::Count { min: 1, max: 999 }, true),
        ];
        let view = DealFormView::fresh(t(), &fields, &players());
        let Input::Buttons(contract) = &view.fields[0].input else {
            panic!("contracts are buttons")
        };
        let chosen: Vec<&str> = contract
            .iter()
            .filter(|o| o.selected)
            .map(|o| o.value.as_str())
            .collect();
        assert_eq!(chosen, ["ask"], "the common contract, and it alone");
        let Input::Buttons(ombre) = &view.fields[1].input else {
            panic!("players are buttons")
        };
        assert!(ombre.iter().all(|o| !o.selected || o.value.is_empty()));
        assert!(view.fields[2].autofocus, "the first box to type in");
    }

    #[test]
    fn fields_are_drawn_in_the_groups_the_game_gives() {
        let count = FieldKind::Count { min: 0, max: 99 };
        let anne = || crate::msg!("text", text = "Anne declares");
        let laws = || crate::msg!("text", text = "Laws");
        let fields = vec![
            Field::new("elder", "Elder", FieldKind::Player, true),
            Field::new("point.Anne.cards", "Point", count.clone(), false)
                .in_group(anne())
                .essential(true)
                .with_help("a hint"),
            Field::new("sequences.Anne[0].len", "Sequence 1", count.clone(), false)
                .in_group(anne())
                .essential(true)
                .with_help("the same hint"),
            Field::new("sequences.Anne[1].len", "Sequence 2", count.clone(), false)
                .in_group(anne())
                .with_help("the same hint"),
            Field::new("play.order", "Order", FieldKind::Text, false),
            Field::new("penalties[0].law", "Law", FieldKind::Text, false).in_group(laws()),
        ];
        let players = vec!["Anne".to_owned(), "Denis".to_owned()];
        let typed = entries(&[("penalties[0].law", "III")]);
        let view = DealFormView::new(t(), &fields, &players, &typed, &FormErrors::new());
        let sections = view.sections();
        let titles: Vec<&str> = sections.iter().map(|s| s.title.as_str()).collect();
        assert_eq!(titles, ["", "Anne declares", "Laws", "More: Order"]);
        let anne = &sections[1];
        assert!(anne.player && !anne.folded);
        assert_eq!(anne.fields.len(), 2);
        assert_eq!(anne.fields[1].help.as_deref(), Some("the same hint"));
        assert_eq!(
            anne.extra[0].name, "sequences.Anne[1].len",
            "others fold inside"
        );
        assert_eq!(anne.extra[0].help, None, "said once");
        assert!(!anne.extra_open());
        assert!(
            sections[2].folded && sections[2].open,
            "a filled fold is open"
        );
        assert!(sections[3].folded && !sections[3].open);
    }

    #[test]
    fn the_optional_fields_after_the_last_required_one_fold_away() {
        let fields = quadrille_fields();
        let view = DealFormView::new(
            t(),
            &fields,
            &players(),
            &Entries::default(),
            &FormErrors::new(),
        );
        let main: Vec<_> = view.main_fields().iter().map(|f| f.name.as_str()).collect();
        assert_eq!(
            main,
            ["contract", "ombre", "partner", "trump", "tricks", "matadors"]
        );
        assert_eq!(view.more_fields().len(), fields.len() - main.len());
        assert!(!view.more_open());
        assert!(view
            .more_summary()
            .starts_with("Vole undertaken, Spadille held by"));

        let typed = entries(&[("note", "x")]);
        let view = DealFormView::new(t(), &fields, &players(), &typed, &FormErrors::new());
        assert!(view.more_open(), "a filled further fact is shown");
        let mut errors = FormErrors::new();
        errors.add("penalties", "bad");
        let view = DealFormView::new(t(), &fields, &players(), &Entries::default(), &errors);
        assert!(view.more_open(), "a wrong further fact is shown");
    }

    #[test]
    fn an_unknown_value_stays_visible_in_its_select() {
        let fields = quadrille_fields();
        let view = DealFormView::new(
            t(),
            &fields,
            &players(),
            &entries(&[("ombre", "Zoé")]),
            &FormErrors::new(),
        );
        let Input::Buttons(options) = &view.fields[1].input else {
            panic!("ombre is a row of buttons")
        };
        assert!(options.iter().any(|o| o.selected && o.value == "Zoé"));
    }

    #[test]
    fn engine_errors_land_on_the_field_they_name() {
        let fields = quadrille_fields();
        let e =
            FormErrors::from_deal_error(&fields, &DealError::invalid("tricks.Anne", "too many"));
        assert_eq!(en(e.field("tricks")).as_deref(), Some("too many"));
        let e = FormErrors::from_deal_error(&fields, &DealError::missing("partner", "for ask"));
        assert_eq!(en(e.field("partner")).as_deref(), Some("required for ask"));
        let e = FormErrors::from_deal_error(
            &fields,
            &DealError::UnknownPlayer {
                field: "matador_holders.spadille".into(),
                name: "Zoé".into(),
            },
        );
        assert_eq!(
            en(e.field("matador_holders.spadille")).as_deref(),
            Some("\"Zoé\" is not a player at this table")
        );
        let e = FormErrors::from_deal_error(
            &fields,
            &DealError::invalid("penalties[0].players", "two players at most"),
        );
        assert_eq!(
            en(e.field("penalties")).as_deref(),
            Some("two players at most")
        );
        // A field the form does not have, and errors with no field, go on top: in words,
        // without the fact's key.
        let e = FormErrors::from_deal_error(&fields, &DealError::invalid("dealer", "no"));
        assert_eq!(e.all_messages(t(), &fields), ["no"]);
        let e = FormErrors::from_deal_error(
            &fields,
            &DealError::TricksDoNotAddUp {
                expected: 10,
                got: 9,
            },
        );
        assert_eq!(
            e.all_messages(t(), &fields),
            ["tricks add up to 9; a deal has 10"]
        );
        assert!(e.fields.is_empty());
    }

    #[test]
    fn a_prefix_must_end_at_a_separator() {
        let fields = vec![
            Field::new("trick", "x", FieldKind::Text, false),
            Field::new("tricks", "y", FieldKind::Text, false),
        ];
        assert_eq!(owning_field(&fields, "tricks.A"), Some("tricks"));
        assert_eq!(owning_field(&fields, "trick"), Some("trick"));
        assert_eq!(owning_field(&fields, "tricksy"), None);
        let nested = quadrille_fields();
        assert_eq!(
            owning_field(&nested, "matador_holders"),
            Some("matador_holders.spadille")
        );
        assert_eq!(owning_field(&nested, "matador"), None);
    }

    /// A form with list slots, shaped like Reversis's events.
    fn event_fields() -> Vec<Field> {
        let kinds = FieldKind::Choice {
            options: vec![
                ("quinola_placed".into(), "placed".into()),
                ("penalty".into(), "penalty".into()),
            ],
        };
        let mut fields = vec![Field::new("dealer", "Dealer", FieldKind::Player, true)];
        for slot in 0..3 {
            fields.push(Field::new(
                &format!("events[{slot}].type"),
                "Event",
                kinds.clone(),
                false,
            ));
            fields.push(Field::new(
                &format!("events[{slot}].player"),
                "By",
                FieldKind::Player,
                false,
            ));
        }
        fields
    }

    #[test]
    fn bracketed_slots_make_lists_and_empty_slots_are_dropped() {
        let pairs = [
            ("dealer", "Anne"),
            ("events[0].type", ""),
            ("events[0].player", ""),
            ("events[1].type", "quinola_placed"),
            ("events[1].player", "Céline"),
            ("events[2].type", "penalty"),
            ("events[2].player", ""),
        ];
        let deal = parse_deal(&event_fields(), &players(), &entries(&pairs)).unwrap();
        assert_eq!(
            deal,
            json!({
                "dealer": "Anne",
                "events": [
                    {"type": "quinola_placed", "player": "Céline"},
                    {"type": "penalty"}
                ]
            })
        );
        let none = parse_deal(&event_fields(), &players(), &entries(&[("dealer", "Anne")]));
        assert_eq!(none.unwrap(), json!({"dealer": "Anne"}));
    }

    #[test]
    fn a_stored_list_comes_back_into_its_slots_and_keeps_what_no_slot_shows() {
        let stored = json!({
            "dealer": "Anne",
            "events": [
                {"type": "quinola_placed", "player": "Céline", "trick": 3},
                {"type": "penalty", "player": "Denis"}
            ]
        });
        let fields = event_fields();
        let e = entries_from_deal(&fields, &players(), &stored);
        assert_eq!(e.first("events[0].player"), Some("Céline"));
        assert_eq!(e.first("events[1].type"), Some("penalty"));
        assert_eq!(e.first("events[2].type"), None);
        let extra: Value = serde_json::from_str(e.first(EXTRA_INPUT).unwrap()).unwrap();
        assert_eq!(extra, json!({"events": [{"trick": 3}, null]}));
        assert_eq!(parse_deal(&fields, &players(), &e).unwrap(), stored);
    }

    #[test]
    fn an_engine_error_on_a_list_entry_lands_on_its_slot() {
        let e = FormErrors::from_deal_error(
            &event_fields(),
            &DealError::invalid("events[1].player", "he did not play it"),
        );
        assert_eq!(
            en(e.field("events[1].player")).as_deref(),
            Some("he did not play it")
        );
        let e = FormErrors::from_deal_error(
            &event_fields(),
            &DealError::invalid("events[2]", "no such event here"),
        );
        assert_eq!(
            en(e.field("events[2].type")).as_deref(),
            Some("no such event here")
        );
    }

    /// A multi-choice per player, shaped like the Impériale's imperials in hand.
    fn choices_fields() -> Vec<Field> {
        let kinds = FieldKind::Choices {
            options: ["four_kings", "four_aces", "trump_sequence"]
                .iter()
                .map(|k| {
                    (
                        (*k).to_owned(),
                        crate::msg!("text", text = k.replace('_', " ")),
                    )
                })
                .collect(),
        };
        ["Anne", "Bertrand"]
            .iter()
            .map(|p| Field::new(&format!("in_hand.{p}"), *p, kinds.clone(), false))
            .collect()
    }

    #[test]
    fn ticked_choices_make_a_list_each_once() {
        let fields = choices_fields();
        let typed = entries(&[
            ("in_hand.Anne", "trump_sequence"),
            ("in_hand.Anne", "four_kings"),
            ("in_hand.Anne", "four_kings"),
            ("in_hand.Bertrand", ""),
        ]);
        let deal = parse_deal(&fields, &players(), &typed).unwrap();
        assert_eq!(
            deal,
            json!({"in_hand": {"Anne": ["trump_sequence", "four_kings"]}}),
            "each once, as posted"
        );
        let none = parse_deal(&fields, &players(), &Entries::default()).unwrap();
        assert_eq!(none, json!({}));
        let wrong = parse_deal(
            &fields,
            &players(),
            &entries(&[("in_hand.Bertrand", "four_jokers")]),
        )
        .unwrap_err();
        assert!(wrong.field("in_hand.Bertrand").is_some());

        let view = DealFormView::new(t(), &fields, &players(), &typed, &FormErrors::new());
        let Input::Checkboxes(cells) = &view.fields[0].input else {
            panic!("choices are checkboxes")
        };
        let ticked: Vec<_> = cells
            .iter()
            .filter(|c| c.checked)
            .map(|c| &c.value)
            .collect();
        assert_eq!(
            ticked,
            ["four_kings", "trump_sequence"],
            "drawn in the options' order"
        );
        assert_eq!(cells[2].label, "trump sequence");
        assert_eq!(view.fields[0].json_kind(), "list");
    }

    #[test]
    fn a_stored_list_of_choices_comes_back_ticked_or_kept_as_it_was() {
        let fields = choices_fields();
        let stored = json!({"in_hand": {"Anne": ["four_kings", "trump_sequence"], "Bertrand": ["four_aces"]}});
        let e = entries_from_deal(&fields, &players(), &stored);
        assert_eq!(e.all("in_hand.Anne"), ["four_kings", "trump_sequence"]);
        assert_eq!(e.first(EXTRA_INPUT), None);
        assert_eq!(parse_deal(&fields, &players(), &e).unwrap(), stored);
        // Another order is ticked and posted back in it; a value twice or one no box
        // offers is kept exactly, aside.
        let other_order = json!({"in_hand": {"Anne": ["trump_sequence", "four_kings"]}});
        let e = entries_from_deal(&fields, &players(), &other_order);
        assert_eq!(e.all("in_hand.Anne"), ["trump_sequence", "four_kings"]);
        assert_eq!(parse_deal(&fields, &players(), &e).unwrap(), other_order);
        for odd in [
            json!({"in_hand": {"Anne": ["four_kings", "four_kings"]}}),
            json!({"in_hand": {"Anne": ["four_sixes"]}}),
            json!({"in_hand": {"Anne": []}}),
        ] {
            let e = entries_from_deal(&fields, &players(), &odd);
            assert!(e.first("in_hand.Anne").is_none(), "{odd}");
            assert_eq!(parse_deal(&fields, &players(), &e).unwrap(), odd);
        }
        let words = facts_words(&t(), &fields, &players(), &stored, |_| String::new());
        assert_eq!(
            words,
            "Anne: four kings, trump sequence · Bertrand: four aces"
        );
    }

    #[test]
    fn a_key_that_spells_a_number_stays_a_key() {
        // Poque's honour boxes: the Ten's box is `trump_honours.10`, beside the Ace's.
        let fields: Vec<Field> = ["A", "K", "10"]
            .iter()
            .map(|r| {
                Field::new(
                    &format!("trump_honours.{r}"),
                    "Held by",
                    FieldKind::Player,
                    false,
                )
            })
            .collect();
        for (pairs, deal) in [
            (
                vec![("trump_honours.10", "Céline")],
                json!({"trump_honours": {"10": "Céline"}}),
            ),
            (
                vec![("trump_honours.A", "Anne"), ("trump_honours.10", "Céline")],
                json!({"trump_honours": {"A": "Anne", "10": "Céline"}}),
            ),
        ] {
            let parsed = parse_deal(&fields, &players(), &entries(&pairs)).unwrap();
            assert_eq!(parsed, deal);
            let back = entries_from_deal(&fields, &players(), &deal);
            assert_eq!(back.first(JSON_INPUT), None, "through the fields: {back:?}");
            assert_eq!(back.first("trump_honours.10"), Some("Céline"));
            assert_eq!(parse_deal(&fields, &players(), &back).unwrap(), deal);
        }
        // A player called "2" is a key too, and a name spelt with brackets is a name.
        assert_eq!(
            segments("cards.2").as_slice(),
            &[Segment::Key("cards"), Segment::Key("2")]
        );
        assert_eq!(
            segments("cards.x[y]").as_slice(),
            &[Segment::Key("cards"), Segment::Key("x[y]")]
        );
        assert_eq!(
            segments("a.b[1][2].c").as_slice(),
            &[
                Segment::Key("a"),
                Segment::Key("b"),
                Segment::Index(1),
                Segment::Index(2),
                Segment::Key("c")
            ]
        );
    }

    #[test]
    fn every_games_lists_are_written_as_slots() {
        // A number after a dot is a key; a list of slots left dotted (`penalties.0.kind`)
        // would become an object keyed "0". So a dotted number is only ever a key beside
        // keys that are not numbers (Poque's `trump_honours.10` beside `.A`).
        use crate::games::{erased, GameId};
        let names = ["Anne", "Bertrand", "Céline", "Denis", "Ernest", "Fanny"];
        let mut dotted = Vec::new();
        for &game in GameId::ALL {
            let options = erased(game).default_options(game);
            let Ok(seats) = erased(game).seats(game, &options) else {
                continue;
            };
            let players: Vec<String> = names
                .iter()
                .take(*seats.start())
                .map(|n| (*n).to_owned())
                .collect();
            let Ok(fields) = erased(game).form(game, &options, &players) else {
                continue;
            };
            for f in &fields {
                let parts: Vec<&str> = f.name.split('.').collect();
                for (i, part) in parts.iter().enumerate() {
                    if !part.bytes().all(|b| b.is_ascii_digit()) {
                        continue;
                    }
                    let prefix = parts[..i].join(".");
                    let beside_a_word = fields.iter().any(|g| {
                        g.name
                            .strip_prefix(&prefix)
                            .and_then(|r| r.strip_prefix('.'))
                            .and_then(|r| r.split('.').next())
                            .is_some_and(|k| !k.bytes().all(|b| b.is_ascii_digit()))
                    });
                    if !beside_a_word {
                        dotted.push(format!("{}: {}", game.slug(), f.name));
                    }
                }
            }
        }
        assert!(dotted.is_empty(), "lists left dotted: {dotted:#?}");
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|n| (*n).to_owned()).collect()
    }

    /// The form of `game` (default options) after `before`, and the refusal of `deal`.
    fn refused(
        game: crate::games::GameId,
        players: &[String],
        before: &[Value],
        deal: Value,
    ) -> (Vec<Field>, DealError) {
        use crate::games::{erased, ReplayError};
        let options = erased(game).default_options(game);
        let form = erased(game)
            .replay(game, &options, players, before, false)
            .expect("the deals before score")
            .form;
        let mut deals = before.to_vec();
        deals.push(deal.clone());
        match erased(game).replay(game, &options, players, &deals, false) {
            Err(ReplayError::Deal { error, .. }) => (form, error),
            other => panic!("{deal} is not refused: {:?}", other.map(|_| ())),
        }
    }

    #[test]
    fn an_ombre_deal_all_passed_is_one_tap() {
        use crate::games::{erased, GameId};
        let players = names(&["Anne", "Bertrand", "Céline"]);
        let game = GameId::Ombre;
        let options = erased(game).default_options(game);
        let fields = erased(game).form(game, &options, &players).unwrap();
        // The form as drawn: "played" and the usual contract pre-filled; one tap on "all
        // passed".
        let tapped = entries(&[("type", "pass"), ("contract", "prendre")]);
        let deal = parse_deal(&fields, &players, &tapped).unwrap();
        assert_eq!(deal, json!({"type": "pass"}));
        let scored = erased(game).replay(game, &options, &players, &[deal], false);
        assert!(scored.is_ok(), "a deal all passed is recorded");
        // The same contract on a played deal is the deal's.
        let played = entries(&[
            ("type", "played"),
            ("contract", "sans_prendre"),
            ("ombre", "Anne"),
            ("tricks[0]", "5"),
            ("tricks[1]", "2"),
        ]);
        let deal = parse_deal(&fields, &players, &played).unwrap();
        assert_eq!(deal["contract"], json!("sans_prendre"));
        assert_eq!(
            deal["tricks"],
            json!({"Anne": 5, "Bertrand": 2, "Céline": 2})
        );
        // An ombre on a deal all passed is not dropped: it is refused, in words.
        let (fields, error) = refused(
            game,
            &players,
            &[],
            json!({"type": "pass", "ombre": "Anne", "tricks": {"Anne": 5, "Bertrand": 2, "Céline": 2}}),
        );
        let errors = FormErrors::from_deal_error(&fields, &error);
        assert_eq!(
            en(errors.field("ombre")).as_deref(),
            Some("nobody plays a deal all passed: leave this empty, or choose “played”")
        );
    }

    #[test]
    fn the_ombre_playing_alone_at_quadrille_needs_his_tricks_only() {
        use crate::partie::PartieDoc;
        let deal = |tricks: Value| {
            let mut facts = json!({"contract": "sans_prendre", "ombre": "B", "trump": "hearts",
                                   "tricks": tricks, "matadors": 0});
            // A codille's three winners divide the pot: the odd counters are asked then.
            if facts["tricks"]["B"].as_i64() < Some(5) {
                facts["odd_counters_to"] = json!("A");
            }
            PartieDoc::from_value(json!({
                "game": "quadrille",
                "players": ["A", "B", "C", "D"],
                "deals": [facts]
            }))
            .unwrap()
            .score()
            .map(|s| s.balances())
        };
        for ombre in [7, 5, 3] {
            let alone = deal(json!({"B": ombre})).expect("the ombre's count alone");
            let rest = 10 - ombre;
            let split = json!({"A": rest - rest / 2, "B": ombre, "C": rest / 2, "D": 0});
            assert_eq!(Ok(alone), deal(split), "{ombre} tricks");
        }
        // The ombre's own count is what is asked, and why.
        let (fields, error) = refused(
            crate::games::GameId::Quadrille,
            &names(&["A", "B", "C", "D"]),
            &[],
            json!({"contract": "sans_prendre", "ombre": "B", "trump": "hearts",
                   "tricks": {"A": 2}, "matadors": 0}),
        );
        let errors = FormErrors::from_deal_error(&fields, &error);
        let said = en(errors.field("tricks")).unwrap_or_default();
        assert!(said.contains("B’s are missing"), "{said}");
    }

    #[test]
    fn no_message_of_a_refused_deal_names_an_internal_field() {
        use crate::games::GameId;
        use crate::i18n::Lang;
        let three = names(&["Anne", "Bertrand", "Céline"]);
        let four = names(&["Anne", "Bertrand", "Céline", "Denis"]);
        let cases: Vec<(GameId, &Vec<String>, Value)> = vec![
            (
                GameId::Ombre,
                &three,
                json!({"type": "pass", "ombre": "Anne", "contract": "prendre",
                "tricks": {"Anne": 5, "Bertrand": 2, "Céline": 2}, "matadors": 3}),
            ),
            (
                GameId::Ombre,
                &three,
                json!({"type": "played", "contract": "prendre"}),
            ),
            (
                GameId::Quadrille,
                &four,
                json!({"contract": "sans_prendre", "ombre": "Anne",
                "partner": "Bertrand", "trump": "hearts", "tricks": {"Anne": 6}, "matadors": 0}),
            ),
            (
                GameId::Quadrille,
                &four,
                json!({"contract": "ask", "ombre": "Anne",
                "partner": "Anne", "trump": "hearts", "tricks": {"Anne": 6}, "matadors": 0}),
            ),
            (
                GameId::Quadrille,
                &four,
                json!({"contract": "sans_prendre", "ombre": "Anne",
                "trump": "hearts", "tricks": {"Bertrand": 6}, "matadors": 0}),
            ),
            (
                GameId::Quadrille,
                &four,
                json!({"contract": "ask", "ombre": "Anne",
                "trump": "hearts", "matadors": 2, "accolade_holder": "Denis"}),
            ),
            (
                GameId::Reversis,
                &four,
                json!({"dealer": "Anne",
                "points": {"Anne": 12, "Bertrand": 12, "Céline": 8, "Denis": 8}}),
            ),
            (
                GameId::Reversis,
                &four,
                json!({"dealer": "Anne", "void": true,
                "points": {"Anne": 12, "Bertrand": 12, "Céline": 8, "Denis": 8}}),
            ),
        ];
        let mut named = Vec::new();
        for (game, players, deal) in cases {
            let (fields, error) = refused(game, players, &[], deal.clone());
            let errors = FormErrors::from_deal_error(&fields, &error);
            for lang in [Lang::En, Lang::Fr] {
                let said = errors.all_messages(Tr::new(lang), &fields);
                assert!(!said.is_empty(), "{deal}");
                for text in said {
                    let internal = text
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .any(|w| w.trim_matches('_').contains('_'));
                    if internal {
                        named.push(format!("{}: {text}", game.slug()));
                    }
                }
            }
        }
        assert!(named.is_empty(), "internal names in messages: {named:#?}");
    }

    #[test]
    fn a_list_index_beyond_reason_is_refused() {
        let fields = vec![Field::new("x[1000]", "x", FieldKind::Text, false)];
        let errors = parse_deal(&fields, &players(), &entries(&[("x[1000]", "a")])).unwrap_err();
        assert!(errors.field("x[1000]").is_some());
    }

    #[test]
    fn money_is_a_rate_or_nothing() {
        assert_eq!(parse_money(&entries(&[("money", " ")])).unwrap(), None);
        let rate = parse_money(&entries(&[("money", "0.50 EUR per 10")])).unwrap();
        assert_eq!(
            rate.map(|r| r.to_string()).as_deref(),
            Some("0.50 EUR per 10")
        );
        let errors = parse_money(&entries(&[("money", "lots")])).unwrap_err();
        assert!(errors.field(MONEY_INPUT).is_some());
    }

    #[test]
    fn players_are_trimmed_counted_and_distinct() {
        let e = entries(&[
            ("players", " Anne "),
            ("players", ""),
            ("players", "Bertrand"),
            ("players", "Céline"),
            ("players", "Denis"),
        ]);
        assert_eq!(
            parse_players(&e, 4..=4).unwrap(),
            ["Anne", "Bertrand", "Céline", "Denis"]
        );
        let errors = parse_players(&e, 2..=3).unwrap_err();
        assert_eq!(
            en(errors.field(PLAYERS_INPUT)).as_deref(),
            Some("4 players named; this game seats 2 to 3")
        );
        let twice = entries(&[("players", "Anne"), ("players", "Anne ")]);
        assert_eq!(
            en(parse_players(&twice, 2..=6)
                .unwrap_err()
                .field(PLAYERS_INPUT))
            .as_deref(),
            Some("\"Anne\" sits at the table twice; names must differ")
        );
        let long = "x".repeat(41);
        let too_long = entries(&[("players", "Anne"), ("players", long.as_str())]);
        assert!(parse_players(&too_long, 2..=6).is_err());
    }
}
