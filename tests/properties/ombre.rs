//! Property tests of the ombre family: generated valid parties of every game id pass the
//! universal invariants ([`crate::common::check_partie`]); a corrupted deal appended to a
//! valid partie comes back as an error, never a panic.

use academie::partie::PartieDoc;
use proptest::prelude::*;
use serde_json::{json, Value};

use crate::common::check_partie;

/// Raw numbers for one deal, turned into a valid deal by `ombre_deal`.
type RawDeal = (
    (bool, usize, bool, [u32; 3], usize),
    (bool, bool, u8, u8, bool),
    (u8, usize, bool, u8),
);

fn raw_deal() -> impl Strategy<Value = RawDeal> {
    (
        (
            any::<bool>(),
            0..3usize,
            any::<bool>(),
            [0..10u32, 0..10u32, 0..10u32],
            0..8usize,
        ),
        (
            any::<bool>(),
            any::<bool>(),
            0..4u8,
            any::<u8>(),
            any::<bool>(),
        ),
        (0..6u8, 0..3usize, any::<bool>(), 0..3u8),
    )
}

/// Options of the Ombre by three (or two): the book's markings and variants.
fn hombre_options(two: bool) -> impl Strategy<Value = Value> {
    (0..4u8, any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
        move |(marking, contre, forced, split, hazards)| {
            let mut o = match marking {
                0 => json!({}),
                1 => json!({"marking": "trois et un", "pass_markers": 1}),
                2 => json!({"initial_markers": 2, "pass_markers": 1, "sans_prendre": 6, "matador": 1}),
                _ => json!({"marking": "a la Bavaroise", "marker_value": 1, "sans_prendre": 4,
                    "matador": 1, "consolation": 3, "vole_mode": "fixed", "vole_value": 20, "fiche": 10}),
            };
            o["contre"] = json!(contre);
            o["forced_spadille"] = json!(forced);
            if split {
                o["leftover_policy"] = json!("split_equal");
            }
            if hazards && !two {
                o["hazards"] = json!(["consolation", "bon_air", "charivari", "chicoree",
                    "triomphante", "estrapade", "degout", "parfait_contentement"]);
            }
            o
        },
    )
}

/// One valid deal of the Ombre at `n` players, from raw numbers.
fn ombre_deal(options: &Value, names: &[&str], raw: &RawDeal, last: bool) -> Value {
    let n = names.len();
    let deal_tricks: u32 = if n == 2 { 8 } else { 9 };
    let ((pass, who, sp, t, mat), (undertake, announce, hz, pen, separate), (ab, off, forfeit, _)) =
        *raw;
    let contre = options["contre"].as_bool().unwrap_or(false);
    let forced = options["forced_spadille"].as_bool().unwrap_or(false);
    let mut penalties = Vec::new();
    if pen % 4 == 1 || (pass && forced) {
        penalties.push(json!({"offenders": [names[off % n]], "reason": "renounce", "count": 1 + u32::from(pen % 3)}));
    }
    if pen % 5 == 2 {
        penalties.push(json!({"offenders": [names[off % n], names[(off + 1) % n]], "reason": "took from a hand", "count": 1}));
    }
    if pass {
        let mut d = json!({"type": "pass"});
        if !penalties.is_empty() {
            d["penalties"] = json!(penalties);
        }
        if separate {
            d["separate_beasts"] = json!(true);
        }
        return d;
    }
    let ombre = who % n;
    // Tricks summing to the deal's number.
    let mut tricks = vec![0u32; n];
    let mut left = deal_tricks;
    for (i, slot) in tricks.iter_mut().enumerate().take(n - 1) {
        let v = t[i] % (left + 1);
        *slot = v;
        left -= v;
    }
    tricks[n - 1] = left;
    let abandon = match ab {
        0 => Value::Null,
        1 => json!("gave_up"),
        2 => json!("showed_and_quit"),
        _ => Value::Null,
    };
    if !abandon.is_null() {
        // Partial tricks are allowed when he gives up.
        tricks[ombre] = tricks[ombre].saturating_sub(1);
    }
    let matadors = match mat {
        0..=2 => 0,
        m => (m as u32).min(deal_tricks),
    };
    let mine = tricks[ombre];
    let vole_undertaken = undertake && mine >= 5 && abandon.is_null();
    let vole_announced = announce && contre && sp;
    let mut hazards = Vec::new();
    match hz {
        1 => hazards.push("charivari"),
        2 if sp && matadors == 4 => hazards.push("bon_air"),
        2 if matadors == 0 => hazards.push("chicoree"),
        3 => hazards.push("triomphante"),
        _ => {}
    }
    let mut d = json!({
        "type": "played",
        "ombre": names[ombre],
        "contract": if sp { "sans_prendre" } else { "prendre" },
        "tricks": names.iter().zip(&tricks).map(|(p, t)| ((*p).to_owned(), json!(t))).collect::<serde_json::Map<_, _>>(),
        "matadors": matadors,
        "vole_undertaken": vole_undertaken,
        "vole_announced": vole_announced,
        "hazards": hazards,
        "penalties": penalties,
        "separate_beasts": separate,
        "abandon": abandon,
        "last_deal": last,
    });
    if forfeit {
        d["forfeited"] = json!(["matadors"]);
    }
    d
}

fn hombre_partie(two: bool) -> impl Strategy<Value = PartieDoc> {
    (
        hombre_options(two),
        prop::collection::vec(raw_deal(), 1..14),
    )
        .prop_map(move |(options, raws)| {
            let names: Vec<&str> = if two {
                vec!["A", "B"]
            } else {
                vec!["A", "B", "C"]
            };
            let deals: Vec<Value> = raws
                .iter()
                .enumerate()
                .map(|(i, r)| ombre_deal(&options, &names, r, i + 1 == raws.len()))
                .collect();
            PartieDoc::from_value(json!({
                "game": if two { "ombre-deux" } else { "ombre" },
                "options": options,
                "players": names,
                "deals": deals,
            }))
            .expect("a partie document")
        })
}

/// One valid deal of a Quintille (old or new) from raw numbers.
fn quintille_deal(nouveau: bool, raw: &RawDeal) -> Value {
    let names = ["A", "B", "C", "D", "E"];
    let ((_, who, sp, t, mat), (undertake, _, _, _, _), (kind, mate, _, order)) = *raw;
    let ombre = who % 5 + usize::from(kind % 2);
    let ombre = ombre % 5;
    let contract = if sp {
        "sans_prendre"
    } else if nouveau && kind == 5 {
        "self_call"
    } else {
        "call"
    };
    let partner = (contract == "call").then(|| (ombre + 1 + mate % 4) % 5);
    let mut tricks = [0u32; 5];
    let mut left = 8u32;
    for (i, slot) in tricks.iter_mut().enumerate().take(4) {
        let v = t[i % 3].wrapping_add(i as u32) % (left + 1);
        *slot = v;
        left -= v;
    }
    tricks[4] = left;
    let defenders: Vec<&str> = (0..5)
        .filter(|&s| s != ombre && Some(s) != partner)
        .map(|s| names[s])
        .collect();
    let trump_order: Vec<&str> = defenders.iter().take(usize::from(order)).copied().collect();
    let matadors = if mat >= 3 { mat as u32 } else { 0 };
    let mut d = json!({
        "type": "played",
        "ombre": names[ombre],
        "contract": contract,
        "partner": partner.map(|p| names[p]),
        "tricks": names.iter().zip(&tricks).map(|(p, t)| ((*p).to_owned(), json!(t))).collect::<serde_json::Map<_, _>>(),
        "matadors": matadors,
        "trump_order": trump_order,
    });
    if nouveau {
        d["vole_undertaken"] = json!(undertake);
    } else {
        let holder = if matadors == 0 {
            Value::Null
        } else if let (Some(p), true) = (partner, undertake) {
            json!(names[p])
        } else {
            json!(names[ombre])
        };
        d["matador_holder"] = holder;
    }
    d
}

fn quintille_partie(nouveau: bool) -> impl Strategy<Value = PartieDoc> {
    (any::<bool>(), prop::collection::vec(raw_deal(), 1..14)).prop_map(move |(defaults, raws)| {
        let options = match (nouveau, defaults) {
            (_, true) => json!({}),
            (true, false) => {
                json!({"fiche": 20, "consolation": 4, "matador": 2, "sans_prendre": 10, "vole": 20})
            }
            (false, false) => json!({"sans_prendre": 3, "matadors": 1}),
        };
        let deals: Vec<Value> = raws.iter().map(|r| quintille_deal(nouveau, r)).collect();
        PartieDoc::from_value(json!({
            "game": if nouveau { "quintille-nouveau" } else { "quintille" },
            "options": options,
            "players": ["A", "B", "C", "D", "E"],
            "deals": deals,
        }))
        .expect("a partie document")
    })
}

fn any_valid_partie() -> impl Strategy<Value = PartieDoc> {
    prop_oneof![
        hombre_partie(false),
        hombre_partie(true),
        quintille_partie(false),
        quintille_partie(true),
    ]
}

/// A deal that the rules refuse, for the game of `doc`.
fn corrupt(doc: &PartieDoc, which: u8) -> Value {
    let mut d = doc.deals.last().cloned().unwrap_or(Value::Null);
    let hombre = doc.game.starts_with("ombre");
    if !d.is_object() || d["type"] == "pass" {
        d = if hombre {
            json!({"type": "played", "ombre": "A", "contract": "prendre",
                "tricks": if doc.game == "ombre" { json!({"A": 5, "B": 2, "C": 2}) } else { json!({"A": 5, "B": 3}) }})
        } else {
            json!({"ombre": "A", "contract": "sans_prendre", "partner": null,
                "tricks": {"A": 5, "B": 1, "C": 1, "D": 1, "E": 0}})
        };
    }
    match which % 8 {
        0 => d["tricks"]["A"] = json!(20),
        1 => d["ombre"] = json!("Nobody"),
        2 => d["matadors"] = json!(2),
        3 => d["unknown_field"] = json!(true),
        4 => d["tricks"] = json!({"A": 9}),
        5 => d["contract"] = json!("grand_slam"),
        6 if hombre => {
            d["penalties"] = json!([{"offenders": ["A", "A"], "reason": "x", "count": 1}])
        }
        6 => d["partner"] = d["ombre"].clone(),
        _ if hombre => d["hazards"] = json!(["estrapade"]),
        _ => d["type"] = json!("pass"),
    }
    d
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn valid_ombre_parties_keep_the_invariants(doc in any_valid_partie()) {
        check_partie(&doc);
    }

    #[test]
    fn the_ledger_balances_with_the_table(doc in any_valid_partie()) {
        // sum(player balances) + pool + waiting beasts = 0 (spec 0, pot model).
        let scored = doc.score().expect("valid");
        let players: i64 = scored.balances().values().sum();
        let pots: i64 = scored.pots().values().sum();
        prop_assert_eq!(players + pots, 0);
    }

    #[test]
    fn bad_deals_are_refused_not_panicked(doc in any_valid_partie(), which in any::<u8>()) {
        let mut bad = doc.clone();
        bad.deals.push(corrupt(&doc, which));
        prop_assert!(bad.replay(false).is_err(), "accepted: {:?}", bad.deals.last());
    }
}
