//! What a form posted ([`Entries`]) and what is wrong with it ([`FormErrors`]), with the
//! engine's faults placed on the field they name.

use std::collections::BTreeMap;

use crate::games::path::dotted;
use crate::games::{DealError, Field, Msg};
use crate::msg;
use crate::web::tr::Tr;

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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::games::FieldKind;
    use crate::web::forms::fixtures::*;
    use serde_json::Value;
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
}
