//! A game's table described for a reader: its options, deal fields and events (from the
//! game's own description, [`crate::games::OptionSpec`], [`crate::games::Field`],
//! [`crate::games::EventForm`]) with every message rendered in the reader's language.
//! `GET /api/v1/games/{id}` answers it; the new-partie form is drawn from it.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::games::{
    erased, EventForm, Field, FieldKind, GameId, Msg, OptionKind, OptionSpec, ReportKind,
};
use crate::i18n::{render, Lang};

/// One labelled choice.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChoiceView {
    /// The JSON value.
    pub value: String,
    /// Its label.
    pub label: String,
}

/// One option of a game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionView {
    /// The key in the options object.
    pub key: String,
    /// `flag`, `count`, `choice`, `list`, `money`, `per_player`, `text`, `player`, `sides`
    /// or `group`.
    pub kind: &'static str,
    /// The default; absent when the players must agree on it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<Value>,
    /// Whether it must be given (no default).
    pub required: bool,
    /// The choices of a `choice`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<ChoiceView>,
    /// Smallest allowed (a count, a list's items, a per-player amount).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// Largest allowed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    /// The label.
    pub label: String,
    /// What it means, with the book's citation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    /// Whether a table usually sets it.
    pub essential: bool,
    /// The options of a `group`, keyed inside it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<OptionView>,
}

impl OptionView {
    /// The default in words, for the rules page: a choice's label, yes or no for a
    /// flag, a number the reader's way; any other value as its JSON.
    pub fn default_words(&self, t: &crate::web::tr::Tr) -> Option<String> {
        let d = self.default.as_ref()?;
        Some(match d {
            Value::String(s) => self
                .choices
                .iter()
                .find(|c| &c.value == s)
                .map_or_else(|| s.clone(), |c| c.label.clone()),
            Value::Bool(true) => t.get("page-rules-yes"),
            Value::Bool(false) => t.get("page-rules-no"),
            Value::Number(n) => n.as_i64().map_or_else(|| n.to_string(), |n| t.int(n)),
            other => other.to_string(),
        })
    }

    /// Whether the default is data (a list or an object, written as JSON) rather than a
    /// word or a number.
    pub fn default_is_data(&self) -> bool {
        matches!(self.default, Some(Value::Array(_) | Value::Object(_)))
    }

    /// `spec` in `lang`.
    pub fn new(spec: &OptionSpec, lang: Lang) -> Self {
        let (kind, choices, min, max, fields) = match &spec.kind {
            OptionKind::Flag => ("flag", Vec::new(), None, None, Vec::new()),
            OptionKind::Count { min, max } => {
                ("count", Vec::new(), Some(*min), Some(*max), Vec::new())
            }
            OptionKind::Choice { choices } => (
                "choice",
                choices
                    .iter()
                    .map(|(v, l)| ChoiceView {
                        value: v.clone(),
                        label: render(lang, l),
                    })
                    .collect(),
                None,
                None,
                Vec::new(),
            ),
            OptionKind::List { min, max } => {
                ("list", Vec::new(), Some(*min), Some(*max), Vec::new())
            }
            OptionKind::Money => ("money", Vec::new(), None, None, Vec::new()),
            OptionKind::Text => ("text", Vec::new(), None, None, Vec::new()),
            OptionKind::Player => ("player", Vec::new(), None, None, Vec::new()),
            OptionKind::Sides { count } => (
                "sides",
                Vec::new(),
                Some(2),
                Some(i64::try_from(*count).unwrap_or(2)),
                Vec::new(),
            ),
            OptionKind::PerPlayer { min, max } => {
                ("per_player", Vec::new(), Some(*min), Some(*max), Vec::new())
            }
            OptionKind::Group { fields } => (
                "group",
                Vec::new(),
                None,
                None,
                fields.iter().map(|f| OptionView::new(f, lang)).collect(),
            ),
        };
        OptionView {
            key: spec.key.to_owned(),
            kind,
            default: spec.default.clone(),
            required: spec.default.is_none() && spec.essential,
            choices,
            min,
            max,
            label: render(lang, &spec.label),
            help: spec.help.as_ref().map(|h| render(lang, h)),
            essential: spec.essential,
            fields,
        }
    }
}

/// One field of a deal-entry (or event) form.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FieldView {
    /// The JSON path in the deal object.
    pub name: String,
    /// `player`, `players`, `count`, `per_player`, `choice`, `choices`, `flag`, `text` or
    /// `json`.
    pub kind: &'static str,
    /// The label.
    pub label: String,
    /// A hint.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    /// Whether the deal cannot be scored without it.
    pub required: bool,
    /// Whether the common deal needs it (shown first).
    pub essential: bool,
    /// The group an advanced field is folded in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// What the table already knows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<Value>,
    /// For a per-player count: the total its boxes add up to (one blank box is derived).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<i64>,
    /// The choices of a `choice` or `choices`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<ChoiceView>,
    /// Smallest allowed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// Largest allowed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
}

impl FieldView {
    /// `field` in `lang`.
    pub fn new(field: &Field, lang: Lang) -> Self {
        let choices = |options: &[(String, Msg)]| -> Vec<ChoiceView> {
            options
                .iter()
                .map(|(v, l)| ChoiceView {
                    value: v.clone(),
                    label: render(lang, l),
                })
                .collect()
        };
        let (kind, choices, min, max) = match &field.kind {
            FieldKind::Player => ("player", Vec::new(), None, None),
            FieldKind::Players => ("players", Vec::new(), None, None),
            FieldKind::Count { min, max } => ("count", Vec::new(), Some(*min), Some(*max)),
            FieldKind::PerPlayer { min, max } => ("per_player", Vec::new(), Some(*min), Some(*max)),
            FieldKind::Choice { options } => ("choice", choices(options), None, None),
            FieldKind::Choices { options } => ("choices", choices(options), None, None),
            FieldKind::Flag => ("flag", Vec::new(), None, None),
            FieldKind::Text => ("text", Vec::new(), None, None),
            FieldKind::Json => ("json", Vec::new(), None, None),
        };
        FieldView {
            name: field.name.clone(),
            kind,
            label: render(lang, &field.label),
            help: field.help.as_ref().map(|h| render(lang, h)),
            required: field.required,
            essential: field.essential,
            group: field.group.as_ref().map(|g| render(lang, g)),
            default: field.default.clone(),
            total: field.total,
            choices,
            min,
            max,
        }
    }
}

/// An event's own small form.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EventView {
    /// The event's code.
    pub code: &'static str,
    /// Its name.
    pub label: String,
    /// What it does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    /// Its fields.
    pub fields: Vec<FieldView>,
}

impl EventView {
    /// `event` in `lang`.
    pub fn new(event: &EventForm, lang: Lang) -> Self {
        EventView {
            code: event.code,
            label: render(lang, &event.label),
            help: event.help.as_ref().map(|h| render(lang, h)),
            fields: event
                .fields
                .iter()
                .map(|f| FieldView::new(f, lang))
                .collect(),
        }
    }
}

/// `GET /api/v1/games/{id}`: everything a client needs to start and keep a partie.
#[derive(Debug, Clone, Serialize)]
pub struct GameDescription {
    /// The stable id.
    pub id: &'static str,
    /// The name in the reader's language.
    pub name: &'static str,
    /// The name as each book writes it.
    pub names: Map<String, Value>,
    /// Other ids accepted for it.
    pub aliases: &'static [&'static str],
    /// Its family.
    pub family: &'static str,
    /// Where the books describe it.
    pub chapter: &'static str,
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
    /// The score sheet it keeps.
    pub report_kind: ReportKind,
    /// The options with their defaults.
    pub default_options: Value,
    /// Every option.
    pub options: Vec<OptionView>,
    /// The deal-entry form at the start of a partie with the default options.
    pub deal_fields: Vec<FieldView>,
    /// The events, each with its form.
    pub events: Vec<EventView>,
}

/// The default options with each required option given its first choice (or its
/// smallest value): a table to draw the deal form of a game that has no default for them.
fn sample_options(game: GameId, specs: &[OptionSpec]) -> Value {
    let mut options = erased(game).default_options(game);
    if let Value::Object(map) = &mut options {
        for spec in specs.iter().filter(|s| s.default.is_none() && s.essential) {
            let value = match &spec.kind {
                OptionKind::Choice { choices } => {
                    choices.first().map(|(v, _)| Value::from(v.clone()))
                }
                OptionKind::Count { min, .. } => Some(Value::from((*min).max(1))),
                _ => None,
            };
            if let Some(v) = value {
                map.entry(spec.key).or_insert(v);
            }
        }
    }
    options
}

impl GameDescription {
    /// The description of `game` in `lang`.
    pub fn new(game: GameId, lang: Lang) -> Self {
        let e = erased(game);
        let info = game.info();
        let specs = e.option_specs(game);
        let options = sample_options(game, &specs);
        let seats = e.seats(game, &options).unwrap_or(info.seats.clone());
        let players: Vec<String> = (1..=*seats.start()).map(|i| i.to_string()).collect();
        let mut names = Map::new();
        names.insert("fr".into(), Value::from(info.name_fr));
        names.insert("en".into(), Value::from(info.name_en));
        GameDescription {
            id: info.slug,
            name: game.name_in(lang),
            names,
            aliases: info.aliases,
            family: info.family,
            chapter: info.chapter,
            min_players: *seats.start(),
            max_players: *seats.end(),
            report_kind: e.report_kind(game),
            default_options: e.default_options(game),
            options: specs.iter().map(|s| OptionView::new(s, lang)).collect(),
            deal_fields: e
                .form(game, &options, &players)
                .unwrap_or_default()
                .iter()
                .map(|f| FieldView::new(f, lang))
                .collect(),
            events: e
                .events(game, &options, &players)
                .unwrap_or_default()
                .iter()
                .map(|ev| EventView::new(ev, lang))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first source citation in `text` a player could not use: a book's line numbers
    /// (`000:8401-8415`, `001 note`, `FR 380–383`, `EN 5452`) or a section of a spec (`§4.2`).
    fn citation(text: &str) -> Option<String> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || "(),;«»\"".contains(c))
            .filter(|w| !w.is_empty())
            .collect();
        for (i, w) in words.iter().enumerate() {
            let book = ["000", "001", "002", "004"]
                .iter()
                .any(|b| *w == *b || w.strip_prefix(b).is_some_and(|r| r.starts_with(':')));
            let next_is_number = words
                .get(i + 1)
                .is_some_and(|n| n.starts_with(|c: char| c.is_ascii_digit()));
            if book || w.contains('§') || (["FR", "EN"].contains(w) && next_is_number) {
                return Some(words[i..words.len().min(i + 3)].join(" "));
            }
        }
        None
    }

    #[test]
    fn the_citation_finder_finds_line_numbers_and_nothing_else() {
        for cited in [
            "Paid to each (000:15593-15621; 001:11946-11970).",
            "The partie is 10 tours. Spec §1.3, §7; FR 380–383.",
            "Doubled (§4.2; 001 note).",
            "Favourite suit (EN 5432–5458).",
        ] {
            assert!(citation(cited).is_some(), "{cited}");
        }
        for plain in [
            "Counted as at Piquet, 1 jeton = 10 points (law VIII).",
            "Le grand coup : 170 ; à 20:30 la partie finit.",
            "A 2 3 4 5 of trumps; 100 by the book.",
        ] {
            assert_eq!(citation(plain), None, "{plain}");
        }
    }

    /// Every help text a form shows (every game's options, their sub-fields, its deal
    /// fields and its events, in English and French) is free of source line numbers: the
    /// rules pages keep the citations.
    #[test]
    fn no_help_text_of_any_form_cites_line_numbers() {
        let mut found = Vec::new();
        for &game in GameId::ALL {
            for lang in [Lang::En, Lang::Fr] {
                let d = GameDescription::new(game, lang);
                let mut helps: Vec<(String, &Option<String>)> = Vec::new();
                for o in &d.options {
                    helps.push((format!("option {}", o.key), &o.help));
                    for f in &o.fields {
                        helps.push((format!("option {} {}", o.key, f.key), &f.help));
                    }
                }
                for f in &d.deal_fields {
                    helps.push((format!("field {}", f.name), &f.help));
                }
                for e in &d.events {
                    helps.push((format!("event {}", e.code), &e.help));
                    for f in &e.fields {
                        helps.push((format!("event {} {}", e.code, f.name), &f.help));
                    }
                }
                for (what, help) in helps {
                    if let Some(c) = help.as_deref().and_then(citation) {
                        found.push(format!("{game:?} {lang:?} {what}: {c}"));
                    }
                }
            }
        }
        assert!(
            found.is_empty(),
            "help texts citing lines:\n{}",
            found.join("\n")
        );
    }

    /// The same over the catalogues: no help message (an id with `help`) of either language
    /// cites lines, whichever form (or form of another variant) shows it.
    #[test]
    fn no_help_message_of_the_catalogues_cites_line_numbers() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n");
        let mut found = Vec::new();
        for lang in ["en", "fr"] {
            // The shared catalogues and the games' own (`games/<slug>.ftl`).
            let mut files = Vec::new();
            for folder in [dir.join(lang), dir.join(lang).join("games")] {
                let entries = std::fs::read_dir(folder).expect("catalogue folder");
                files.extend(
                    entries
                        .flatten()
                        .map(|e| e.path())
                        .filter(|p| p.extension().is_some_and(|e| e == "ftl")),
                );
            }
            assert!(files.len() > 40, "{lang}: {} catalogues", files.len());
            for file in files {
                let text = std::fs::read_to_string(&file).expect("catalogue");
                for line in text.lines() {
                    let Some((id, value)) = line.split_once(" = ") else {
                        continue;
                    };
                    if id.contains("help") {
                        if let Some(c) = citation(value) {
                            found.push(format!("{lang} {id}: {c}"));
                        }
                    }
                }
            }
        }
        assert!(
            found.is_empty(),
            "help messages citing lines:\n{}",
            found.join("\n")
        );
    }
}
