//! The paths of a deal's facts: a form field's `name` ([`Field`]) read as a place in
//! the deal's JSON object. Dots separate object keys, which stay keys whatever they spell
//! (`trump_honours.10`, `cards.2`); a list slot is written in brackets after its list
//! (`events[0].type`), as the engine writes it in its errors. The deal-entry form sets,
//! reads and removes facts at these paths, and drops the list slots left empty.

use serde_json::{Map, Value};

use crate::games::{Field, Msg};
use crate::msg;

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
pub(crate) fn insert_path(
    map: &mut Map<String, Value>,
    path: &str,
    value: Value,
) -> Result<(), Msg> {
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
pub(crate) fn compact_lists(deal: &mut Map<String, Value>, fields: &[Field]) {
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
pub(crate) fn get_path<'a>(value: &'a Value, path: &str) -> Option<&'a Value> {
    get_at(value, &segments(path))
}

/// Removes the value at the dotted `path`, then any object it leaves empty. A list entry
/// is blanked (null), never removed, so that the entries after it keep their index; a
/// list left blank is removed.
pub(crate) fn remove_path(map: &mut Map<String, Value>, path: &str) {
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

/// A path with its list slots written as keys (`events[0].player` -> `events.0.player`):
/// the engine writes a slot either way in its errors, so paths are matched so.
pub(crate) fn dotted(path: &str) -> String {
    path.replace('[', ".").replace(']', "")
}

#[cfg(test)]
mod tests {
    use super::*;
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

    #[test]
    fn a_number_after_a_dot_is_a_key_and_brackets_hold_slots() {
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
}
