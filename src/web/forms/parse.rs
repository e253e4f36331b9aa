//! A deal-entry submission turned into the deal's JSON object ([`parse_deal`]).

use serde_json::{Map, Value};

use super::{Entries, FormErrors, EXTRA_INPUT, JSON_INPUT};
use crate::games::path::{compact_lists, insert_path};
use crate::games::{Field, FieldKind, Msg};
use crate::msg;

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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::web::forms::fixtures::*;
    use crate::web::forms::{DealFormView, Input};
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
    fn a_list_index_beyond_reason_is_refused() {
        let fields = vec![Field::new("x[1000]", "x", FieldKind::Text, false)];
        let errors = parse_deal(&fields, &players(), &entries(&[("x[1000]", "a")])).unwrap_err();
        assert!(errors.field("x[1000]").is_some());
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
}
