//! What the HTML forms post, and how it becomes game data.
//!
//! Two forms are generic over every game:
//!
//! - the **deal-entry form**, built from the game's own description of a deal
//!   ([`crate::games::Field`]): [`DealFormView::new`] lays it out with what the player typed
//!   (or a stored deal's facts, for a correction, [`entries_from_deal`]) and the error of
//!   each field, and [`parse_deal`] turns the urlencoded submission back into the deal's
//!   JSON object (dotted names nest; per-player numbers become `{player: n}`; empty
//!   optional fields are left out); [`facts_words`] says a stored deal through the same
//!   fields;
//! - the **new-partie form**: the game, its options ([`crate::web::option_form`]), what a
//!   counter is worth ([`parse_money`]) and the players in seating order
//!   ([`parse_players`]).
//!
//! One module a job: `entries` (what was posted, what is wrong with it), `parse` (a deal
//! from the form), `prefill` (a stored deal back into the form, a fresh form's defaults),
//! `words` (a deal's facts in words), `view` (what the template draws) and `new_partie`.
//! The fields' names are read as paths by `games::path`.
//!
//! Nothing typed is ever lost on an error: every view is built from the raw [`Entries`].

use serde_json::Value;

mod entries;
mod new_partie;
mod parse;
mod prefill;
mod view;
mod words;

pub use entries::{Entries, FormErrors};
pub use new_partie::{parse_money, parse_players};
pub use parse::{not_json, parse_deal, per_player_input};
pub use prefill::{entries_from_deal, without_nulls};
pub use view::{ButtonRow, Cell, DealFormView, FieldView, FormSection, Input, SelectOption};
pub use words::facts_words;

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
/// for the options a game has no default for, which
/// [`option_views`](crate::web::option_form::option_views) cannot list.
pub const MORE_OPTIONS_INPUT: &str = "opt_more";
/// The name of the new-partie form's input saying what a counter is worth.
pub const MONEY_INPUT: &str = "money";
/// The name of the player inputs in the new-partie form (repeated, in seating order).
pub const PLAYERS_INPUT: &str = "players";

/// A JSON value as an input holds it: a string as it is, anything else as JSON.
fn json_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// What the tests of the forms share: players, entries, and forms shaped like some games'.
#[cfg(test)]
mod fixtures {
    use serde_json::Value;

    use super::Entries;
    use crate::games::{DealError, Field, FieldKind, Msg};
    use crate::web::tr::Tr;

    /// A form's message in English.
    pub(super) fn en(m: Option<&Msg>) -> Option<String> {
        m.map(ToString::to_string)
    }

    pub(super) fn t() -> Tr {
        Tr::default()
    }

    pub(super) fn players() -> Vec<String> {
        ["Anne", "Bertrand", "Céline", "Denis"]
            .map(String::from)
            .to_vec()
    }

    pub(super) fn entries(pairs: &[(&str, &str)]) -> Entries {
        Entries::from_pairs(pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())))
    }

    /// A form shaped like Quadrille's.
    pub(super) fn quadrille_fields() -> Vec<Field> {
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

    pub(super) fn good_deal() -> Vec<(&'static str, &'static str)> {
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
    pub(super) fn with(
        mut base: Vec<(&'static str, &'static str)>,
        changes: &[(&'static str, &'static str)],
    ) -> Vec<(&'static str, &'static str)> {
        base.retain(|(k, _)| !changes.iter().any(|(c, _)| c == k));
        base.extend_from_slice(changes);
        base
    }

    /// A form with list slots, shaped like Reversis's events.
    pub(super) fn event_fields() -> Vec<Field> {
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

    /// A multi-choice per player, shaped like the Impériale's imperials in hand.
    pub(super) fn choices_fields() -> Vec<Field> {
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

    pub(super) fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|n| (*n).to_owned()).collect()
    }

    /// The form of `game` (default options) after `before`, and the refusal of `deal`.
    pub(super) fn refused(
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
}
