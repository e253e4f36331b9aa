//! The options of the family described for the new-partie form and
//! `GET /api/v1/games/{id}` (spec §7): every key [`Options`] accepts, its kind, its default
//! (that of [`crate::games::Game::default_options`]), a label and a help with the book's
//! citation.

use serde_json::Value;

use super::options::{Family, InitialState, MatadorPayment, Options, Suit, Variant};
use crate::games::{Msg, OptionKind, OptionSpec};
use crate::msg;

/// The largest counter an option may hold.
const MAX_COUNTERS: i64 = i64::MAX;
/// The largest number of tours or deals an option may hold.
const MAX_TOURS: i64 = u32::MAX as i64;

fn count(min: i64, max: i64) -> OptionKind {
    OptionKind::Count { min, max }
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

fn flag(key: &'static str, default: bool, label: Msg, help: Msg) -> OptionSpec {
    OptionSpec::new(key, OptionKind::Flag, default, label).help(help)
}

/// The `initial_state` group: what an adjourned partie left on the table (spec §7; law LX,
/// FR 1605–1610).
fn initial_state_fields() -> Vec<OptionSpec> {
    let d = InitialState::default();
    let pool = |key: &'static str, label: Msg| {
        OptionSpec::new(key, count(0, MAX_COUNTERS), 0, label)
            .help(msg!("quadrille-option-initial-matador-pool-help"))
    };
    vec![
        OptionSpec::new(
            "pot",
            count(0, MAX_COUNTERS),
            d.pot,
            msg!("quadrille-option-initial-pot"),
        )
        .help(msg!("quadrille-option-initial-pot-help")),
        OptionSpec::new(
            "pending_beasts",
            OptionKind::List {
                min: 1,
                max: MAX_COUNTERS,
            },
            to_json(&d.pending_beasts),
            msg!("quadrille-option-initial-pending-beasts"),
        )
        .help(msg!("quadrille-option-initial-pending-beasts-help")),
        OptionSpec::new(
            "game_units",
            count(0, MAX_COUNTERS),
            d.game_units,
            msg!("quadrille-option-initial-game-units"),
        )
        .help(msg!("quadrille-option-initial-game-units-help")),
        OptionSpec::new(
            "matador_pool",
            OptionKind::Group {
                fields: vec![
                    pool("spadille", msg!("quadrille-matador-spadille")),
                    pool("manille", msg!("quadrille-matador-manille")),
                    pool("baste", msg!("quadrille-matador-baste")),
                ],
            },
            to_json(&d.matador_pool),
            msg!("quadrille-option-initial-matador-pool"),
        )
        .help(msg!("quadrille-option-initial-matador-pool-help")),
        flag(
            "beast_on_game",
            d.beast_on_game,
            msg!("quadrille-option-initial-beast-on-game"),
            msg!("quadrille-option-initial-beast-on-game-help"),
        ),
    ]
}

/// Every option of `variant` (spec §7), in the order a table thinks of them: the length
/// of the partie, the favourite suit and the cards first (essential), then the stakes and
/// variants.
pub fn option_specs(variant: Variant) -> Vec<OptionSpec> {
    let d = Options::default();
    let (tours, double_tours) = variant.tour_defaults();
    let family = variant.family();
    let mediateur = family == Family::Mediateur;
    let suits = || OptionKind::Choice {
        choices: Suit::choices(),
    };
    let favourite = if mediateur {
        OptionSpec::required(
            "favourite_suit",
            suits(),
            msg!("quadrille-option-favourite"),
        )
    } else {
        OptionSpec::optional(
            "favourite_suit",
            suits(),
            msg!("quadrille-option-favourite"),
        )
    }
    .help(msg!("quadrille-option-favourite-help"));
    let max_tricks = match variant {
        Variant::Tritrille => 12,
        Variant::Quadrille
        | Variant::Mediateur
        | Variant::SolitaireQuatre
        | Variant::Piquemedrille => 10,
    };
    vec![
        OptionSpec::new(
            "tours",
            count(1, MAX_TOURS),
            tours,
            msg!("quadrille-option-tours"),
        )
        .help(msg!("quadrille-option-tours-help"))
        .essential(),
        favourite,
        OptionSpec::new(
            "cards_fee",
            count(0, MAX_COUNTERS),
            d.cards_fee,
            msg!("quadrille-option-cards-fee"),
        )
        .help(msg!("quadrille-option-cards-fee-help"))
        .essential(),
        OptionSpec::new(
            "double_tours",
            OptionKind::List {
                min: 1,
                max: MAX_TOURS,
            },
            to_json(&double_tours),
            msg!("quadrille-option-double-tours"),
        )
        .help(msg!("quadrille-option-double-tours-help")),
        flag(
            "always_double",
            d.always_double,
            msg!("quadrille-option-always-double"),
            msg!("quadrille-option-always-double-help"),
        ),
        flag(
            "playoff_double",
            d.playoff_double,
            msg!("quadrille-option-playoff-double"),
            msg!("quadrille-option-playoff-double-help"),
        ),
        OptionSpec::new(
            "alone_threshold",
            count(3, 4),
            family.alone_threshold(),
            msg!("quadrille-option-alone-threshold"),
        )
        .help(msg!("quadrille-option-alone-threshold-help")),
        flag(
            "four_tricks_remise",
            d.four_tricks_remise,
            msg!("quadrille-option-four-tricks-remise"),
            msg!("quadrille-option-four-tricks-remise-help"),
        ),
        flag(
            "contre",
            d.contre,
            msg!("quadrille-option-contre"),
            msg!("quadrille-option-contre-help"),
        ),
        flag(
            "roi_rendu",
            d.roi_rendu,
            msg!("quadrille-option-roi-rendu"),
            msg!("quadrille-option-roi-rendu-help"),
        ),
        flag(
            "mediateur_nf",
            d.mediateur_nf,
            msg!("quadrille-option-mediateur-nf"),
            msg!("quadrille-option-mediateur-nf-help"),
        ),
        flag(
            "devole_solo",
            d.devole_solo,
            msg!("quadrille-option-devole-solo"),
            msg!("quadrille-option-devole-solo-help"),
        ),
        flag(
            "devole_mediateur",
            d.devole_mediateur,
            msg!("quadrille-option-devole-mediateur"),
            msg!("quadrille-option-devole-mediateur-help"),
        ),
        OptionSpec::optional("turk_suit", suits(), msg!("quadrille-option-turk"))
            .help(msg!("quadrille-option-turk-help")),
        OptionSpec::new(
            "accolade_fee",
            count(0, MAX_COUNTERS),
            d.accolade_fee,
            msg!("quadrille-option-accolade-fee"),
        )
        .help(msg!("quadrille-option-accolade-fee-help")),
        flag(
            "poulans_matadors",
            d.poulans_matadors,
            msg!("quadrille-option-poulans-matadors"),
            msg!("quadrille-option-poulans-matadors-help"),
        ),
        flag(
            "double_matador_poulans",
            d.double_matador_poulans,
            msg!("quadrille-option-double-matador-poulans"),
            msg!("quadrille-option-double-matador-poulans-help"),
        ),
        OptionSpec::new(
            "matador_payment",
            OptionKind::Choice {
                choices: MatadorPayment::choices(),
            },
            to_json(&d.matador_payment),
            msg!("quadrille-option-matador-payment"),
        )
        .help(msg!("quadrille-option-matador-payment-help")),
        flag(
            "separate_same_deal_beasts",
            d.separate_same_deal_beasts,
            msg!("quadrille-option-separate-beasts"),
            msg!("quadrille-option-separate-beasts-help"),
        ),
        OptionSpec::new(
            "deal_offset",
            count(0, MAX_TOURS),
            d.deal_offset,
            msg!("quadrille-option-deal-offset"),
        )
        .help(msg!("quadrille-option-deal-offset-help")),
        OptionSpec::new(
            "initial_state",
            OptionKind::Group {
                fields: initial_state_fields(),
            },
            to_json(&d.initial_state),
            msg!("quadrille-option-initial-state"),
        )
        .help(msg!("quadrille-option-initial-state-help")),
        OptionSpec::optional(
            "total_tricks",
            count(10, max_tricks),
            msg!("quadrille-option-total-tricks"),
        )
        .help(msg!("quadrille-option-total-tricks-help")),
        OptionSpec::optional(
            "win_tricks",
            count(6, max_tricks),
            msg!("quadrille-option-win-tricks"),
        )
        .help(msg!("quadrille-option-win-tricks-help")),
        OptionSpec::new(
            "unit",
            OptionKind::Choice {
                choices: vec![(d.unit.clone(), msg!("quadrille-option-unit-jeton"))],
            },
            d.unit.as_str(),
            msg!("quadrille-option-unit"),
        )
        .help(msg!("quadrille-option-unit-help")),
        OptionSpec::new(
            "fiche",
            count(10, 10),
            d.fiche,
            msg!("quadrille-option-fiche"),
        )
        .help(msg!("quadrille-option-fiche-help")),
        OptionSpec::new(
            "contrat",
            count(100, 100),
            d.contrat,
            msg!("quadrille-option-contrat"),
        )
        .help(msg!("quadrille-option-contrat-help")),
        OptionSpec::new(
            "start_counters",
            count(0, MAX_COUNTERS),
            d.start_counters,
            msg!("quadrille-option-start-counters"),
        )
        .help(msg!("quadrille-option-start-counters-help")),
    ]
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use serde_json::json;

    use super::*;
    use crate::games::quadrille::Quadrille;
    use crate::games::Game;
    use crate::i18n::{has, Lang};

    /// An options object holding every key [`Options`] accepts (the optional ones set), for
    /// the test that the specs cover them all.
    fn every_key() -> Vec<String> {
        let all = Options {
            tours: Some(10),
            double_tours: Some(vec![10]),
            alone_threshold: Some(3),
            favourite_suit: Some(Suit::Hearts),
            turk_suit: Some(Suit::Clubs),
            total_tricks: Some(10),
            win_tricks: Some(6),
            ..Options::default()
        };
        match to_json(&all) {
            Value::Object(map) => map.keys().cloned().collect(),
            _ => Vec::new(),
        }
    }

    /// A value of an option kind, for keys with no default.
    fn sample(kind: &OptionKind) -> Value {
        match kind {
            OptionKind::Flag => json!(true),
            OptionKind::Count { min, .. } => json!(min),
            OptionKind::Choice { choices } => json!(choices.first().map(|(v, _)| v.clone())),
            OptionKind::List { min, .. } => json!([min]),
            OptionKind::Money | OptionKind::Text | OptionKind::Player => json!("1"),
            OptionKind::PerPlayer { .. } | OptionKind::Group { .. } | OptionKind::Sides { .. } => {
                json!({})
            }
        }
    }

    fn labels(spec: &OptionSpec, out: &mut Vec<Msg>) {
        out.push(spec.label.clone());
        out.extend(spec.help.clone());
        match &spec.kind {
            OptionKind::Choice { choices } => out.extend(choices.iter().map(|(_, l)| l.clone())),
            OptionKind::Group { fields } => fields.iter().for_each(|f| labels(f, out)),
            OptionKind::Flag
            | OptionKind::Count { .. }
            | OptionKind::List { .. }
            | OptionKind::Money
            | OptionKind::Text
            | OptionKind::Player
            | OptionKind::Sides { .. }
            | OptionKind::PerPlayer { .. } => {}
        }
    }

    #[test]
    fn every_option_is_described_with_the_default_of_its_game() {
        let keys: BTreeSet<String> = every_key().into_iter().collect();
        for (game, variant) in Variant::ALL {
            let specs = Quadrille::option_specs(game);
            let described: BTreeSet<String> = specs.iter().map(|s| s.key.to_owned()).collect();
            assert_eq!(described, keys, "{game:?}: the specs name every key, once");
            assert_eq!(specs.len(), keys.len(), "{game:?}: no key twice");
            let defaults = to_json(&Quadrille::default_options(game));
            for spec in &specs {
                assert_eq!(
                    spec.default.as_ref(),
                    defaults.get(spec.key),
                    "{game:?}: the default of {}",
                    spec.key
                );
                let value = spec.default.clone().unwrap_or_else(|| sample(&spec.kind));
                let one = json!({ spec.key: value });
                assert!(
                    serde_json::from_value::<Options>(one.clone()).is_ok(),
                    "{game:?}: {one} parses"
                );
                let mut msgs = Vec::new();
                labels(spec, &mut msgs);
                for m in msgs {
                    assert!(has(Lang::En, &m.id), "{game:?}: message {} exists", m.id);
                }
            }
            let favourite = specs.iter().find(|s| s.key == "favourite_suit").unwrap();
            let mediateur = variant.family() == Family::Mediateur;
            assert_eq!(favourite.essential, mediateur, "{game:?}");
            assert!(favourite.default.is_none());
            let initial = specs.iter().find(|s| s.key == "initial_state").unwrap();
            let OptionKind::Group { fields } = &initial.kind else {
                panic!("initial_state is a group")
            };
            let inner: BTreeSet<&str> = fields.iter().map(|f| f.key).collect();
            let init = to_json(&InitialState::default());
            let expected: BTreeSet<&str> = init
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            assert_eq!(inner, expected);
        }
    }

    #[test]
    fn choices_are_the_json_values() {
        let specs = option_specs(Variant::Mediateur);
        let payment = specs.iter().find(|s| s.key == "matador_payment").unwrap();
        let OptionKind::Choice { choices } = &payment.kind else {
            panic!("a choice")
        };
        for (value, _) in choices {
            assert!(serde_json::from_value::<MatadorPayment>(json!(value)).is_ok());
        }
        assert_eq!(payment.label.to_string(), "How the matadors are paid");
    }
}
