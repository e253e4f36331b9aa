//! The form filled in advance: a stored deal put back into its fields for a correction
//! ([`entries_from_deal`]), and a fresh form's defaults.

use serde_json::Value;

use super::{json_text, parse_deal, per_player_input, Entries, EXTRA_INPUT, JSON_INPUT};
use crate::games::path::{get_path, remove_path};
use crate::games::{Field, FieldKind, Msg};

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

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|_| value.to_string())
}

/// The entries of a fresh form: each field's default, as its input would hold it. Nothing
/// is carried from the previous deal: a fresh form opens on the common contract, so that
/// a rare choice made once is never recorded again unseen.
pub(super) fn field_defaults(fields: &[Field]) -> Entries {
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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::web::forms::facts_words;
    use crate::web::forms::fixtures::*;
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
    }
}
