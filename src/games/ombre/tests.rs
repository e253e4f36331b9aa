//! Tests of the family as the rest of academie sees it: through the registry's erased
//! engines (options, forms, events, status, messages, reasons).

use std::collections::BTreeSet;

use serde_json::{json, Value};

use super::a_trois::HombreOptions;
use super::*;
use crate::domain::{net_by_account, Account, Seat};
use crate::games::{erased, Game, GameId, Msg, MsgArg, OptionKind, Outcome, Replay};
use crate::i18n::{try_render, Lang};

/// The four ids of the family (listed, so that a new id is added here by hand).
const FAMILY: [GameId; 4] = [
    GameId::Ombre,
    GameId::OmbreDeux,
    GameId::Quintille,
    GameId::QuintilleNouveau,
];

fn players(game: GameId) -> Vec<String> {
    let e = erased(game);
    let n = *e.seats(game, &e.default_options(game)).unwrap().start();
    ["A", "B", "C", "D", "E"][..n]
        .iter()
        .map(|s| (*s).to_owned())
        .collect()
}

fn replay(game: GameId, options: Value, deals: &[Value]) -> Replay {
    erased(game)
        .replay(game, &options, &players(game), deals, false)
        .unwrap()
}

fn trois(options: Value) -> Table<HombreOptions> {
    Table {
        game: GameId::Ombre,
        options: serde_json::from_value(options).unwrap(),
        players: players(GameId::Ombre),
    }
}

fn played(ombre: &str, tricks: [u32; 3]) -> Value {
    json!({"type": "played", "ombre": ombre, "contract": "prendre",
        "tricks": {"A": tricks[0], "B": tricks[1], "C": tricks[2]}})
}

#[test]
fn the_status_names_the_dealer_the_pool_each_beast_and_the_next_stake() {
    let r = replay(
        GameId::Ombre,
        json!({}),
        &[played("A", [4, 4, 1]), played("B", [3, 3, 3])],
    );
    let status = &r.status;
    assert_eq!(status.dealer, Some(Seat::new(2)));
    let round = status.round.as_ref().unwrap();
    assert_eq!(round.number, Some(3));
    assert_eq!(status.round_text(), "deal 3");
    assert_eq!(
        status.table_lines(),
        vec![
            "pool (a beast is going): 72".to_owned(),
            "beast waiting, the highest (goes next): 72".to_owned(),
            "markers each at the next deal: 2".to_owned(),
            "jetons each at the next deal: 6".to_owned(),
            "pools won: 0".to_owned(),
        ]
    );
    let pool = &status.on_table[0];
    assert_eq!(pool.pot.as_ref().map(|p| p.as_str()), Some("pool"));
    assert_eq!(pool.amount, Some(72));
    let beast = &status.on_table[1];
    assert_eq!(
        beast.pot.as_ref().map(|p| p.as_str()),
        Some("pending_beasts")
    );
}

#[test]
fn the_quintilles_show_the_game_and_the_next_stakes() {
    let old = replay(GameId::Quintille, json!({}), &[]);
    assert_eq!(
        old.status.table_lines(),
        vec![
            "on the game: 0".to_owned(),
            "jetons each at the next deal (the game is empty): 1".to_owned()
        ]
    );
    let deal = json!({"ombre": "B", "contract": "call", "partner": "D",
        "tricks": {"A": 2, "B": 2, "C": 1, "D": 2, "E": 1}});
    let new = replay(GameId::QuintilleNouveau, json!({}), &[deal]);
    assert_eq!(new.status.dealer, Some(Seat::new(1)));
    assert_eq!(
        new.status.table_lines(),
        vec![
            "pool: 15".to_owned(),
            "beast waiting, the highest (goes next): 15".to_owned(),
            "the dealer's fiche at the next deal: 10".to_owned(),
            "jetons each for the game at the next deal: 1".to_owned(),
        ]
    );
    assert_eq!(new.status.on_table[2].seat, Some(Seat::new(1)));
}

#[test]
fn close_keeps_the_table_or_splits_it_as_agreed() {
    let deals = [played("A", [4, 4, 1])];
    let keep = trois(json!({}));
    let mut state = OmbreTrois::open(&keep).unwrap().next;
    for d in &deals {
        let deal = serde_json::from_value(d.clone()).unwrap();
        state = OmbreTrois::settle(&keep, &state, &deal).unwrap().next;
    }
    assert!(OmbreTrois::close(&keep, &state)
        .unwrap()
        .transfers
        .is_empty());
    let split = trois(json!({"leftover_policy": "split_equal"}));
    // Pool 27 and a beast of 27: 54 shared, 18 each.
    let out: Outcome<State> = OmbreTrois::close(&split, &state).unwrap();
    let net = net_by_account(&out.transfers).unwrap();
    assert_eq!(net[&Account::Player(Seat::new(1))], 18);
    assert_eq!(out.next.pool, 0);
    assert!(out.next.beasts.pending.is_empty());
    let closed = erased(GameId::QuintilleNouveau)
        .replay(
            GameId::QuintilleNouveau,
            &json!({}),
            &players(GameId::QuintilleNouveau),
            &[],
            true,
        )
        .unwrap();
    assert_eq!(closed.closing, Some(Vec::new()));
}

fn names(game: GameId, options: Value) -> Vec<String> {
    erased(game)
        .form(game, &options, &players(game))
        .unwrap()
        .into_iter()
        .map(|f| f.name)
        .collect()
}

#[test]
fn each_game_has_its_own_form_and_options() {
    let three = names(GameId::Ombre, json!({"contre": true}));
    assert!(three.contains(&"vole_announced".to_owned()));
    assert!(!three.iter().any(|n| n.starts_with("hazards")));
    let hazards = names(
        GameId::Ombre,
        json!({"hazards": ["consolation", "charivari"]}),
    );
    assert!(hazards.contains(&"hazards[0]".to_owned()));
    assert!(!hazards.contains(&"hazards[1]".to_owned()));
    let two = names(GameId::OmbreDeux, json!({}));
    assert!(!two.contains(&"vole_announced".to_owned()));
    let old = names(GameId::Quintille, json!({}));
    assert!(old.contains(&"matador_holder".to_owned()));
    assert!(old.contains(&"trump_order[3]".to_owned()));
    let new = names(GameId::QuintilleNouveau, json!({}));
    assert!(new.contains(&"vole_undertaken".to_owned()));
    // Options of one game are refused at another.
    let refused = |game: GameId, options: Value| {
        erased(game)
            .replay(game, &options, &players(game), &[], false)
            .is_err()
    };
    assert!(refused(GameId::Quintille, json!({"contre": true})));
    assert!(refused(
        GameId::OmbreDeux,
        json!({"hazards": ["charivari"]})
    ));
    assert!(refused(GameId::Ombre, json!({"removed_suit": "hearts"})));
    assert!(refused(GameId::QuintilleNouveau, json!({"matadors": 2})));
}

#[test]
fn the_essential_fields_come_first_and_the_others_sit_in_named_groups() {
    for game in FAMILY {
        let form = erased(game)
            .form(
                game,
                &json!({"contre": true, "hazards": ["bon_air"]}),
                &players(game),
            )
            .or_else(|_| erased(game).form(game, &json!({}), &players(game)))
            .unwrap();
        for name in ["ombre", "contract", "tricks"] {
            let f = form.iter().find(|f| f.name == name).unwrap();
            assert!(f.essential && f.group.is_none(), "{game}: {name}");
        }
        let first_folded = form.iter().position(|f| !f.essential).unwrap();
        assert!(
            form[first_folded..].iter().all(|f| !f.essential),
            "{game}: essential fields first"
        );
        assert!(
            form.iter().all(|f| f.essential || f.group.is_some()),
            "{game}: every advanced field is in a group"
        );
        assert!(form.iter().all(|f| f.kind != crate::games::FieldKind::Json));
    }
}

#[test]
fn a_pass_is_its_own_event_and_its_form_makes_a_valid_entry() {
    let r = replay(GameId::Ombre, json!({}), &[]);
    assert_eq!(r.events.len(), 1);
    let pass = &r.events[0];
    assert_eq!(pass.code, "pass");
    let kind = pass.fields.iter().find(|f| f.name == "type").unwrap();
    assert_eq!(kind.default, Some(json!("pass")));
    let forced = replay(GameId::Ombre, json!({"forced_spadille": true}), &[]);
    let offender = forced.events[0]
        .fields
        .iter()
        .find(|f| f.name == "penalties[0].offenders[0]")
        .unwrap();
    assert!(offender.required);
    // The slots assemble into the deal's own shape.
    replay(
        GameId::Ombre,
        json!({"forced_spadille": true}),
        &[json!({"type": "pass", "penalties": [{"offenders": ["B"]}]})],
    );
    assert!(replay(GameId::Quintille, json!({}), &[]).events.is_empty());
}

/// The keys of the options object of `game` with its defaults.
fn default_keys(game: GameId) -> BTreeSet<String> {
    erased(game)
        .default_options(game)
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect()
}

/// A value of the kind of `spec` other than its default, for the options test.
fn sample(kind: &OptionKind) -> Value {
    match kind {
        OptionKind::Flag => json!(true),
        OptionKind::Count { min, .. } | OptionKind::List { min, .. } => json!(min + 1),
        OptionKind::Choice { choices } => choices.first().map_or(json!([]), |(v, _)| json!(v)),
        OptionKind::Money
        | OptionKind::Text
        | OptionKind::Player
        | OptionKind::Sides { .. }
        | OptionKind::PerPlayer { .. }
        | OptionKind::Group { .. } => {
            unreachable!("the family has no such option")
        }
    }
}

#[test]
fn the_option_specs_are_exactly_the_accepted_keys_with_their_defaults() {
    for game in FAMILY {
        let e = erased(game);
        let specs = e.option_specs(game);
        let defaults = e.default_options(game);
        let keys: BTreeSet<String> = specs.iter().map(|s| s.key.to_owned()).collect();
        let with_default: BTreeSet<String> = specs
            .iter()
            .filter(|s| s.default.is_some())
            .map(|s| s.key.to_owned())
            .collect();
        assert_eq!(with_default, default_keys(game), "{game}");
        assert_eq!(keys.len(), specs.len(), "{game}: a key twice");
        for spec in &specs {
            if let Some(d) = &spec.default {
                assert_eq!(&defaults[spec.key], d, "{game}: {}", spec.key);
            }
            assert_ne!(spec.label.id, "text", "{game}: {}", spec.key);
            assert!(spec.help.is_some(), "{game}: {}", spec.key);
            // Every key is accepted, with a value of its kind.
            let mut options = defaults.clone();
            let value = match (spec.key, game) {
                ("hazards", GameId::Ombre) => json!(["consolation", "charivari"]),
                ("hazards", _) => json!([]),
                _ => sample(&spec.kind),
            };
            options[spec.key] = value;
            let opened = e.replay(game, &options, &players(game), &[], false);
            assert!(opened.is_ok(), "{game}: {}: {opened:?}", spec.key);
        }
        // The defaults parse and open; any other key is refused.
        assert!(e
            .replay(game, &defaults, &players(game), &[], false)
            .is_ok());
        let mut other = defaults.clone();
        other["nope"] = json!(1);
        assert!(e.normalise_options(&other).is_err(), "{game}");
        assert!(specs.iter().any(|s| s.essential), "{game}");
    }
    // Keys that only one id accepts are refused by the other.
    let refused = |game: GameId, key: &str, value: Value| {
        let mut options = erased(game).default_options(game);
        options[key] = value;
        erased(game)
            .replay(game, &options, &players(game), &[], false)
            .is_err()
    };
    assert!(refused(GameId::Ombre, "removed_suit", json!("hearts")));
    assert!(refused(GameId::OmbreDeux, "hazards", json!(["bon_air"])));
}

/// Every message in `msg` (itself and its nested arguments) is in the English catalogue.
fn assert_renders(msg: &Msg, context: &str) {
    assert_ne!(msg.id, "text", "{context}: a transitional text");
    assert!(
        try_render(Lang::En, msg).is_some(),
        "{context}: no message {}",
        msg.id
    );
    for (_, arg) in &msg.args {
        if let MsgArg::Msg(inner) = arg {
            assert_renders(inner, context);
        }
    }
}

/// Deals that each break one rule of the game, to see every error rendered.
fn bad_deals(game: GameId) -> Vec<Value> {
    let hombre = game == GameId::Ombre || game == GameId::OmbreDeux;
    let five = |t: [u32; 5]| json!({"A": t[0], "B": t[1], "C": t[2], "D": t[3], "E": t[4]});
    if hombre {
        let tricks = if game == GameId::Ombre {
            json!({"A": 5, "B": 2, "C": 2})
        } else {
            json!({"A": 5, "B": 3})
        };
        let with = |extra: Value| {
            let mut d = json!({"type": "played", "ombre": "A", "contract": "prendre",
                    "tricks": tricks.clone()});
            for (k, v) in extra.as_object().unwrap() {
                d[k] = v.clone();
            }
            d
        };
        vec![
            json!({"type": "played"}),
            json!({"type": "played", "ombre": "A"}),
            json!({"type": "played", "ombre": "A", "contract": "prendre"}),
            json!({"type": "pass", "ombre": "A"}),
            with(json!({"tricks": {"A": 5}})),
            with(json!({"matadors": 2})),
            with(json!({"vole_undertaken": true, "tricks": {"A": 4, "B": 4, "C": 1}})),
            with(json!({"vole_undertaken": true, "abandon": "gave_up"})),
            with(json!({"vole_announced": true})),
            with(json!({"abandon": "gave_up", "tricks": {"A": 9, "B": 9, "C": 0}})),
            with(json!({"hazards": ["consolation"]})),
            with(json!({"hazards": ["bon_air"]})),
            with(json!({"hazards": ["parfait_contentement"]})),
            with(json!({"hazards": ["guinguette"], "matadors": 3})),
            with(json!({"hazards": ["charivari", "charivari"]})),
            with(json!({"penalties": [{"offenders": ["A", "A"]}]})),
            with(json!({"penalties": [{"offenders": ["A"], "count": 0}]})),
            with(json!({"ombre": "Z"})),
        ]
    } else {
        let call = |extra: Value| {
            let mut d = json!({"ombre": "A", "contract": "call", "partner": "B",
                    "tricks": five([3, 2, 1, 1, 1])});
            for (k, v) in extra.as_object().unwrap() {
                d[k] = v.clone();
            }
            d
        };
        let mut deals = vec![
            call(json!({"partner": "A"})),
            call(json!({"partner": null})),
            call(json!({"contract": "sans_prendre"})),
            call(json!({"tricks": five([1, 1, 1, 1, 1])})),
            call(json!({"trump_order": ["A"]})),
            call(json!({"matadors": 2})),
        ];
        if game == GameId::Quintille {
            deals.extend([
                call(json!({"matadors": 3, "matador_holder": "C"})),
                call(json!({"matadors": 3})),
                call(json!({"matador_holder": "A"})),
            ]);
        }
        deals
    }
}

#[test]
fn every_word_the_family_shows_is_a_message_of_the_catalogue() {
    for game in FAMILY {
        let e = erased(game);
        for spec in e.option_specs(game) {
            let ctx = [game.slug(), spec.key].join(" ");
            assert_renders(&spec.label, &ctx);
            spec.help.iter().for_each(|h| assert_renders(h, &ctx));
            if let OptionKind::Choice { choices } = &spec.kind {
                choices.iter().for_each(|(_, l)| assert_renders(l, &ctx));
            }
        }
        let options = match game {
            GameId::Ombre => json!({"contre": true, "hazards": ["bon_air", "chicoree"]}),
            _ => json!({}),
        };
        let r = replay(game, options.clone(), &[]);
        let forms = r
            .form
            .iter()
            .chain(r.events.iter().flat_map(|ev| ev.fields.iter()));
        for f in forms {
            let ctx = [game.slug(), &f.name].join(" ");
            assert_renders(&f.label, &ctx);
            f.help.iter().for_each(|h| assert_renders(h, &ctx));
            f.group.iter().for_each(|g| assert_renders(g, &ctx));
            if let crate::games::FieldKind::Choice { options } = &f.kind {
                options.iter().for_each(|(_, l)| assert_renders(l, &ctx));
            }
        }
        for ev in &r.events {
            assert_renders(&ev.label, ev.code);
            ev.help.iter().for_each(|h| assert_renders(h, ev.code));
        }
        r.status
            .round
            .iter()
            .for_each(|round| assert_renders(&round.label, game.slug()));
        for item in &r.status.on_table {
            assert_renders(&item.label, game.slug());
        }
        for deal in bad_deals(game) {
            let err = e
                .replay(
                    game,
                    &options,
                    &players(game),
                    std::slice::from_ref(&deal),
                    false,
                )
                .unwrap_err();
            let crate::games::ReplayError::Deal { error, .. } = err else {
                panic!("{game}: {deal}: {err:?}")
            };
            assert_renders(&error.message(), &deal.to_string());
        }
    }
    // The options' own errors.
    let mut options = erased(GameId::Ombre).default_options(GameId::Ombre);
    options["marker_value"] = json!(0);
    let err = erased(GameId::Ombre)
        .replay(GameId::Ombre, &options, &players(GameId::Ombre), &[], false)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "options: marker_value is 0; it must be from 1 to 1000000"
    );
    for (game, key, value) in [
        (GameId::Ombre, "removed_suit", json!("hearts")),
        (GameId::OmbreDeux, "hazards", json!(["bon_air"])),
    ] {
        let mut options = erased(game).default_options(game);
        options[key] = value;
        let err = erased(game)
            .replay(game, &options, &players(game), &[], false)
            .unwrap_err();
        let crate::games::ReplayError::Table(error) = err else {
            panic!("{err:?}")
        };
        assert_renders(&error.message(), key);
    }
}

/// The cases of a vector file of the family.
fn cases(text: &str) -> Vec<Value> {
    serde_json::from_str::<Vec<Value>>(text).unwrap()
}

#[test]
fn every_reason_paid_in_the_vectors_is_listed_and_has_a_message() {
    let mut seen = BTreeSet::new();
    let files = [
        include_str!("../../../tests/vectors/ombre.public.json"),
        include_str!("../../../tests/derived/ombre.json"),
    ];
    for case in files.iter().flat_map(|f| cases(f)) {
        let game: GameId = case["game"].as_str().unwrap().parse().unwrap();
        let players: Vec<String> = serde_json::from_value(case["players"].clone()).unwrap();
        let deals: Vec<Value> = serde_json::from_value(case["deals"].clone()).unwrap();
        let r = erased(game)
            .replay(game, &case["options"], &players, &deals, true)
            .unwrap();
        let listed = crate::games::rules::payments(game);
        for t in r.all_transfers() {
            let code = t.reason.as_str();
            assert!(listed.contains(&code), "{game}: {code} is not listed");
            seen.insert(code.to_owned());
        }
        for code in listed {
            assert!(
                crate::i18n::has(Lang::En, &["reason-", code].concat()),
                "reason-{code} has no message"
            );
        }
    }
    assert!(seen.len() > 20, "{seen:?}");
}
