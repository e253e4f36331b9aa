//! A deal's facts in words, through the form's labels ([`facts_words`]).

use serde_json::{Map, Value};

use super::json_text;
use crate::games::path::{get_path, remove_path};
use crate::games::{Field, FieldKind};
use crate::web::tr::Tr;

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
