//! The options of the new-partie form, drawn from the game's own description of its
//! options ([`OptionSpec`]): one control per option, named `opt.<key>` (`opt.<key>.<field>`
//! inside a group such as `initial_state`): a checkbox for yes/no, a number field for a
//! count, a select for a choice, a line for a list (`10, 20`) or a text. Essential options
//! are shown first; the others are folded as advanced. [`parse_options`] reads them back
//! into the options object, sending only what differs from the defaults.

use serde_json::{Map, Value};

use crate::games::{erased, GameId, Msg, OptionKind, OptionSpec};
use crate::i18n::{render, Lang};
use crate::web::forms::{not_json, Entries, FormErrors, MORE_OPTIONS_INPUT, OPTION_PREFIX};

/// One choice of a select.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChoiceInput {
    /// The value sent.
    pub value: String,
    /// Its label.
    pub label: String,
    /// Whether it is the one shown.
    pub selected: bool,
}

/// How one option is drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionInput {
    /// A checkbox.
    Flag(bool),
    /// A whole number in a range.
    Number {
        /// As typed or defaulted.
        value: String,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One of named choices; `blank` offers "not chosen" (no default, or optional).
    /// `multiple`: any number of them (an option whose default is a list, such as the
    /// Ombre's hazards).
    Select {
        /// The choices.
        choices: Vec<ChoiceInput>,
        /// Whether an empty first choice is offered.
        blank: bool,
        /// Whether several may be chosen.
        multiple: bool,
    },
    /// A list typed as `10, 20`.
    List(String),
    /// A line of text.
    Text(String),
    /// Each player box's side (`opt.sides.0`, `opt.sides.1`...), one select per seat.
    Sides(Vec<SeatChoice>),
}

/// One seat's select of an option about the players (its side).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatChoice {
    /// "Player 1"...
    pub label: String,
    /// The input name (`opt.sides.0`).
    pub name: String,
    /// The HTML id.
    pub id: String,
    /// The choices, "—" first.
    pub choices: Vec<ChoiceInput>,
}

/// The name of seat `seat`'s input of an option about the players (`opt.sides.2`).
fn seat_input(name: &str, seat: usize) -> String {
    format!("{name}.{seat}")
}

/// "Player 3": the seat of a player box, 0-based, as the form counts (from 1).
fn seat_label(lang: Lang, seat: usize) -> String {
    render(lang, &crate::msg!("form-option-seat", seat = seat + 1))
}

/// One option control of the new-partie form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionView {
    /// The option's path (`tours`, `initial_state.pot`).
    pub key: String,
    /// The input name (`opt.<path>`).
    pub name: String,
    /// The HTML id.
    pub id: String,
    /// The label (a group's field: the group's label, then its own).
    pub label: String,
    /// What it means, with the book's citation.
    pub help: Option<String>,
    /// The control with its value.
    pub input: OptionInput,
    /// Whether it is shown first.
    pub essential: bool,
    /// Whether it must be given (no default).
    pub required: bool,
    /// What is wrong with it.
    pub error: Option<String>,
}

/// The options of `game` as the form shows them: the game's own description.
pub fn specs_of(game: GameId) -> Vec<OptionSpec> {
    erased(game).option_specs(game)
}

/// The options of `game` with `options` (a partie's, normalised) as their defaults: the
/// form then shows that partie's values ("again with the same table"). A group takes the
/// partie's object, whose fields its controls show.
pub fn specs_with_values(game: GameId, options: &Value) -> Vec<OptionSpec> {
    specs_of(game)
        .into_iter()
        .map(|mut spec| {
            if let Some(value) = options.get(spec.key).filter(|v| !v.is_null()) {
                spec.default = Some(value.clone());
            }
            spec
        })
        .collect()
}

fn input_name(path: &str) -> String {
    format!("{OPTION_PREFIX}{path}")
}

fn html_id(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect()
}

/// The text a default shows in its control.
fn default_text(value: Option<&Value>) -> String {
    match value {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
            .collect::<Vec<_>>()
            .join(", "),
        Some(other) => other.to_string(),
    }
}

/// The controls of `specs` in `lang`, showing `entries` when the form comes back with
/// errors, else the defaults. A group's fields are drawn one by one.
pub fn option_views(
    specs: &[OptionSpec],
    lang: Lang,
    entries: Option<&Entries>,
    errors: &FormErrors,
    seats: usize,
) -> Vec<OptionView> {
    let mut out = Vec::new();
    let ctx = Ctx {
        lang,
        entries,
        errors,
        seats,
    };
    for spec in specs {
        push_views(&mut out, spec, "", None, &ctx);
    }
    out
}

/// What every option's control is drawn with: the language, what was typed, the errors,
/// and how many player boxes the form has (an option about the players offers them).
struct Ctx<'a> {
    lang: Lang,
    entries: Option<&'a Entries>,
    errors: &'a FormErrors,
    seats: usize,
}

fn push_views(
    out: &mut Vec<OptionView>,
    spec: &OptionSpec,
    prefix: &str,
    group: Option<(&str, &Value)>,
    ctx: &Ctx<'_>,
) {
    let (lang, entries, errors) = (ctx.lang, ctx.entries, ctx.errors);
    let path = format!("{prefix}{}", spec.key);
    let default = match group {
        Some((_, defaults)) => defaults.get(spec.key).or(spec.default.as_ref()),
        None => spec.default.as_ref(),
    };
    let name = input_name(&path);
    let typed = entries.map(|e| e.first(&name).unwrap_or("").to_owned());
    let text = typed.clone().unwrap_or_else(|| default_text(default));
    let input = match &spec.kind {
        // A group the game does not break down (sides named by the players): its JSON.
        OptionKind::Group { fields } if fields.is_empty() => OptionInput::Text(text),
        OptionKind::Group { fields } => {
            let defaults = default.cloned().unwrap_or(Value::Null);
            let label = render(lang, &spec.label);
            for f in fields {
                push_views(out, f, &format!("{path}."), Some((&label, &defaults)), ctx);
            }
            return;
        }
        OptionKind::Flag => OptionInput::Flag(match entries {
            Some(e) => e.first(&name).is_some(),
            None => default.and_then(Value::as_bool).unwrap_or(false),
        }),
        OptionKind::Count { min, max } => OptionInput::Number {
            value: text,
            min: *min,
            max: *max,
        },
        OptionKind::Choice { choices } if default.is_some_and(Value::is_array) => {
            let chosen: Vec<String> = match entries {
                Some(e) => e.all(&name).to_vec(),
                None => default
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(|v| v.as_str().map(str::to_owned))
                    .collect(),
            };
            OptionInput::Select {
                choices: choices
                    .iter()
                    .map(|(v, l)| ChoiceInput {
                        value: v.clone(),
                        label: render(lang, l),
                        selected: chosen.contains(v),
                    })
                    .collect(),
                blank: false,
                multiple: true,
            }
        }
        OptionKind::Choice { choices } => OptionInput::Select {
            choices: choices
                .iter()
                .map(|(v, l)| ChoiceInput {
                    value: v.clone(),
                    label: render(lang, l),
                    selected: *v == text,
                })
                .collect(),
            blank: default.is_none(),
            multiple: false,
        },
        OptionKind::List { .. } => OptionInput::List(text),
        // The player boxes are typed on the same form: the seats are offered.
        OptionKind::Player => OptionInput::Select {
            choices: (0..ctx.seats)
                .map(|seat| ChoiceInput {
                    value: (seat + 1).to_string(),
                    label: seat_label(lang, seat),
                    selected: text == (seat + 1).to_string(),
                })
                .collect(),
            blank: true,
            multiple: false,
        },
        OptionKind::Sides { count } => OptionInput::Sides(
            (0..ctx.seats)
                .map(|seat| {
                    let input = seat_input(&name, seat);
                    let chosen = entries
                        .and_then(|e| e.first(&input))
                        .unwrap_or("")
                        .to_owned();
                    SeatChoice {
                        label: seat_label(lang, seat),
                        id: html_id(&input),
                        choices: (1..=*count)
                            .map(|side| ChoiceInput {
                                value: side.to_string(),
                                label: render(lang, &crate::msg!("form-option-side", side = side)),
                                selected: chosen == side.to_string(),
                            })
                            .collect(),
                        name: input,
                    }
                })
                .collect(),
        ),
        OptionKind::Money | OptionKind::Text | OptionKind::PerPlayer { .. } => {
            OptionInput::Text(text)
        }
    };
    let own = render(lang, &spec.label);
    out.push(OptionView {
        key: path,
        id: html_id(&name),
        label: match group {
            Some((g, _)) => render(
                lang,
                &crate::msg!("form-option-in-group", group = g, label = own),
            ),
            None => own,
        },
        help: spec.help.as_ref().map(|h| render(lang, h)),
        input,
        essential: spec.essential && group.is_none(),
        required: spec.default.is_none() && spec.essential && group.is_none(),
        error: errors.field(&name).map(|m| render(lang, m)),
        name,
    });
}

/// The options object from the new-partie form: only the values that differ from the
/// defaults are sent, so the game fills in its own defaults for the rest. The keys of the
/// further-options object ([`MORE_OPTIONS_INPUT`], the expert's escape) are set over them.
///
/// # Errors
/// [`FormErrors`] keyed `opt.<path>` for each option that does not parse or is out of
/// range, and [`MORE_OPTIONS_INPUT`] when the further options are not a JSON object.
pub fn parse_options(specs: &[OptionSpec], entries: &Entries) -> Result<Value, FormErrors> {
    let mut errors = FormErrors::new();
    let mut options = Map::new();
    for spec in specs {
        if let Some(v) = parse_one(spec, "", None, entries, &mut errors) {
            options.insert(spec.key.to_owned(), v);
        }
    }
    match entries.trimmed(MORE_OPTIONS_INPUT) {
        "" => {}
        text => match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(more)) => options.extend(more),
            Ok(_) => errors.add(MORE_OPTIONS_INPUT, crate::msg!("form-options-not-object")),
            Err(e) => errors.add(MORE_OPTIONS_INPUT, not_json(&e)),
        },
    }
    if errors.is_empty() {
        Ok(Value::Object(options))
    } else {
        Err(errors)
    }
}

/// One option's value when it differs from its default (`None`: leave the default).
fn parse_one(
    spec: &OptionSpec,
    prefix: &str,
    group_default: Option<&Value>,
    entries: &Entries,
    errors: &mut FormErrors,
) -> Option<Value> {
    let path = format!("{prefix}{}", spec.key);
    let name = input_name(&path);
    let default = group_default
        .and_then(|d| d.get(spec.key))
        .or(spec.default.as_ref());
    let text = entries.trimmed(&name);
    let not_a_number = |value: &str, min: i64, max: i64| {
        if min == i64::MIN && max == i64::MAX {
            crate::msg!("form-not-a-number", value = value)
        } else {
            crate::msg!(
                "form-not-a-number-in-range",
                value = value,
                min = min,
                max = max
            )
        }
    };
    let parsed: Result<Option<Value>, Msg> = match &spec.kind {
        OptionKind::Group { fields } if fields.is_empty() => match text {
            "" => Ok(None),
            t => serde_json::from_str::<Value>(t)
                .map(Some)
                .map_err(|e| not_json(&e)),
        },
        OptionKind::Group { fields } => {
            let mut map = Map::new();
            for f in fields {
                if let Some(v) = parse_one(f, &format!("{path}."), default, entries, errors) {
                    map.insert(f.key.to_owned(), v);
                }
            }
            return (!map.is_empty()).then_some(Value::Object(map));
        }
        // Unticked, a yes/no with no default stays absent (the game decides).
        OptionKind::Flag => Ok(match (entries.first(&name).is_some(), default) {
            (true, _) => Some(Value::Bool(true)),
            (false, None) => None,
            (false, Some(_)) => Some(Value::Bool(false)),
        }),
        OptionKind::Count { min, max } => match text {
            "" if default.is_none() && spec.essential => Err(crate::msg!("form-required")),
            "" => Ok(None),
            t => match t.parse::<i64>() {
                Ok(n) if (*min..=*max).contains(&n) => Ok(Some(Value::from(n))),
                _ => Err(not_a_number(t, *min, *max)),
            },
        },
        // A list of choices (its default is a list): every value chosen.
        OptionKind::Choice { choices } if default.is_some_and(Value::is_array) => entries
            .all(&name)
            .iter()
            .map(|v| v.trim())
            .filter(|v| !v.is_empty())
            .map(|v| match choices.iter().any(|(c, _)| c == v) {
                true => Ok(Value::from(v)),
                false => Err(crate::msg!("form-not-a-choice", value = v)),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(|items| Some(Value::Array(items))),
        OptionKind::Choice { choices } => match text {
            "" if default.is_none() && spec.essential => Err(crate::msg!("form-choose-one")),
            "" => Ok(None),
            t if choices.iter().any(|(v, _)| v == t) => Ok(Some(Value::from(t))),
            v => Err(crate::msg!("form-not-a-choice", value = v)),
        },
        OptionKind::List { min, max } => text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(|item| match item.parse::<i64>() {
                Ok(n) if (*min..=*max).contains(&n) => Ok(Value::from(n)),
                _ => Err(not_a_number(item, *min, *max)),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(|items| Some(Value::Array(items))),
        OptionKind::Money | OptionKind::Text => Ok((!text.is_empty()).then(|| Value::from(text))),
        OptionKind::Player => match text {
            "" => Ok(None),
            seat => match seat
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| named_players(entries).get(i).cloned())
            {
                Some(player) => Ok(Some(Value::from(player))),
                None => Err(crate::msg!("form-option-no-player", seat = seat)),
            },
        },
        OptionKind::Sides { .. } => sides_value(&name, entries),
        OptionKind::PerPlayer { .. } => match text {
            "" => Ok(None),
            t => serde_json::from_str::<Value>(t)
                .map(Some)
                .map_err(|e| not_json(&e)),
        },
    };
    match parsed {
        Ok(Some(value)) if Some(&value) != default => Some(value),
        Ok(_) => None,
        Err(message) => {
            errors.add(name, message);
            None
        }
    }
}

/// The names typed in the player boxes, in seating order (empty boxes skipped, as the
/// players are read).
fn named_players(entries: &Entries) -> Vec<String> {
    entries
        .all(crate::web::forms::PLAYERS_INPUT)
        .iter()
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty())
        .collect()
}

/// The sides chosen seat by seat, as the option's `{side: [players]}`: absent when no
/// seat has a side; every named player must have one then.
fn sides_value(name: &str, entries: &Entries) -> Result<Option<Value>, Msg> {
    let players = named_players(entries);
    let chosen: Vec<&str> = (0..players.len())
        .map(|seat| entries.trimmed(&seat_input(name, seat)))
        .collect();
    if chosen.iter().all(|c| c.is_empty()) {
        return Ok(None);
    }
    let mut sides: Map<String, Value> = Map::new();
    for (player, side) in players.iter().zip(&chosen) {
        if side.is_empty() {
            return Err(crate::msg!("form-option-side-missing", player = player));
        }
        if let Value::Array(list) = sides
            .entry((*side).to_owned())
            .or_insert_with(|| Value::Array(Vec::new()))
        {
            list.push(Value::from(player.clone()));
        }
    }
    Ok(Some(Value::Object(sides)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "fiche",
                OptionKind::Count { min: 1, max: 100 },
                10,
                crate::msg!("t"),
            ),
            OptionSpec::new(
                "double_tours",
                OptionKind::List { min: 1, max: 40 },
                json!([10]),
                "double tours".into(),
            ),
            OptionSpec::new(
                "always_double",
                OptionKind::Flag,
                false,
                "always double".into(),
            ),
            OptionSpec::new("devole_solo", OptionKind::Flag, true, "devole".into()),
            OptionSpec::required(
                "favourite_suit",
                OptionKind::Choice {
                    choices: vec![
                        ("hearts".into(), "hearts".into()),
                        ("spades".into(), "spades".into()),
                    ],
                },
                "favourite suit".into(),
            ),
            OptionSpec::optional(
                "initial_state",
                OptionKind::Group {
                    fields: vec![OptionSpec::new(
                        "pot",
                        OptionKind::Count { min: 0, max: 1000 },
                        0,
                        "pot".into(),
                    )],
                },
                "carried in".into(),
            ),
        ]
    }

    fn entries(pairs: &[(&str, &str)]) -> Entries {
        Entries::from_pairs(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
        )
    }

    /// A choice whose default is a list (the Ombre's hazards) is a multiple select: none
    /// chosen keeps the default, several are sent as a list, an unknown one is refused.
    #[test]
    fn a_list_of_choices_is_a_multiple_select() {
        let specs = vec![OptionSpec::new(
            "hazards",
            OptionKind::Choice {
                choices: vec![
                    ("consolation".into(), "Consolation".into()),
                    ("bon_air".into(), "Bon Air".into()),
                ],
            },
            json!([]),
            "hazards".into(),
        )];
        let views = option_views(&specs, Lang::En, None, &FormErrors::new(), 3);
        assert!(matches!(
            &views[0].input,
            OptionInput::Select { multiple: true, blank: false, choices }
                if choices.iter().all(|c| !c.selected)
        ));
        assert_eq!(parse_options(&specs, &entries(&[])), Ok(json!({})));
        assert_eq!(
            parse_options(
                &specs,
                &entries(&[("opt.hazards", "consolation"), ("opt.hazards", "bon_air")])
            ),
            Ok(json!({"hazards": ["consolation", "bon_air"]}))
        );
        assert!(parse_options(&specs, &entries(&[("opt.hazards", "mirliro")])).is_err());
    }

    #[test]
    fn every_option_has_its_control() {
        let views = option_views(&specs(), Lang::En, None, &FormErrors::new(), 4);
        let by: std::collections::BTreeMap<_, _> =
            views.iter().map(|v| (v.key.as_str(), v)).collect();
        assert_eq!(by["fiche"].name, "opt.fiche");
        assert_eq!(
            by["fiche"].input,
            OptionInput::Number {
                value: "10".into(),
                min: 1,
                max: 100
            }
        );
        assert_eq!(by["double_tours"].input, OptionInput::List("10".into()));
        assert_eq!(by["devole_solo"].input, OptionInput::Flag(true));
        assert!(
            matches!(&by["favourite_suit"].input, OptionInput::Select { blank: true, choices, .. } if choices.len() == 2)
        );
        assert!(by["favourite_suit"].required && by["favourite_suit"].essential);
        assert_eq!(by["initial_state.pot"].name, "opt.initial_state.pot");
        assert_eq!(by["initial_state.pot"].label, "carried in: pot");
    }

    #[test]
    fn only_changes_are_sent_typed_by_their_spec() {
        let base = [
            ("opt.fiche", "10"),
            ("opt.double_tours", "10"),
            ("opt.devole_solo", "on"),
            ("opt.favourite_suit", "hearts"),
        ];
        assert_eq!(
            parse_options(&specs(), &entries(&base)).unwrap(),
            json!({"favourite_suit": "hearts"})
        );
        let changed = [
            ("opt.fiche", "20"),
            ("opt.double_tours", "10, 20"),
            ("opt.always_double", "on"),
            ("opt.favourite_suit", "spades"),
            ("opt.initial_state.pot", "7"),
        ];
        assert_eq!(
            parse_options(&specs(), &entries(&changed)).unwrap(),
            json!({"fiche": 20, "double_tours": [10, 20], "always_double": true, "devole_solo": false, "favourite_suit": "spades", "initial_state": {"pot": 7}})
        );
    }

    #[test]
    fn bad_values_are_named() {
        let bad = [
            ("opt.fiche", "200"),
            ("opt.double_tours", "10, x"),
            ("opt.favourite_suit", ""),
        ];
        let errors = parse_options(&specs(), &entries(&bad)).unwrap_err();
        assert_eq!(
            errors
                .field("opt.fiche")
                .map(ToString::to_string)
                .as_deref(),
            Some("\"200\" is not a whole number from 1 to 100")
        );
        assert!(errors.field("opt.double_tours").is_some());
        assert_eq!(
            errors
                .field("opt.favourite_suit")
                .map(ToString::to_string)
                .as_deref(),
            Some("choose one")
        );
        let errors = parse_options(
            &specs(),
            &entries(&[
                ("opt.favourite_suit", "hearts"),
                (MORE_OPTIONS_INPUT, "[1]"),
            ]),
        )
        .unwrap_err();
        assert!(errors.field(MORE_OPTIONS_INPUT).is_some());
    }

    #[test]
    fn every_game_describes_its_options() {
        for &g in GameId::ALL {
            assert!(!specs_of(g).is_empty(), "{g}");
        }
    }
}
