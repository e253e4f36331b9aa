//! Property tests of the sixteen games of other-games-2 (families `jeux`, `corbillons`,
//! `mail`): generated valid parties of the pool and race games keep the universal
//! invariants; the public cases with any number, name or field changed are scored (zero
//! sum, no pot below zero) or refused, never panicked on.

use academie::partie::PartieDoc;
use proptest::prelude::*;
use serde_json::{json, Value};

use crate::common::check_partie;

const NAMES: [&str; 6] = ["A", "B", "C", "D", "E", "F"];

fn cases() -> Vec<Value> {
    serde_json::from_str(include_str!("../vectors/other-games-2.public.json")).expect("vectors")
}

/// Changes the `k`-th scalar of `v` (depth first) as `how` says; returns the count left.
fn mutate(v: &mut Value, k: &mut usize, how: u8, seed: i64) {
    match v {
        Value::Object(m) => {
            let keys: Vec<String> = m.keys().cloned().collect();
            for key in keys {
                if *k == 0 {
                    return;
                }
                if *k == 1 && how.is_multiple_of(5) {
                    m.remove(&key);
                    *k = 0;
                    return;
                }
                if let Some(x) = m.get_mut(&key) {
                    mutate(x, k, how, seed);
                }
            }
        }
        Value::Array(a) => {
            for x in a.iter_mut() {
                if *k == 0 {
                    return;
                }
                mutate(x, k, how, seed);
            }
        }
        scalar => {
            *k -= 1;
            if *k == 0 {
                *scalar = match how % 4 {
                    0 => json!(seed),
                    1 => json!(NAMES[seed.unsigned_abs() as usize % NAMES.len()]),
                    2 => Value::Null,
                    _ => json!(-seed.abs() - 1),
                };
            }
        }
    }
}

fn cul_bas(n: usize, raw: &[u8]) -> Value {
    let deals: Vec<Value> = raw
        .chunks(4)
        .map(|c| {
            let w = usize::from(c[0]) % n;
            let others: Vec<usize> = (0..n).filter(|p| *p != w).collect();
            let left: serde_json::Map<String, Value> = others
                .iter()
                .map(|p| {
                    (
                        NAMES[*p].to_owned(),
                        json!(c.get(1).copied().unwrap_or(0) % 6),
                    )
                })
                .collect();
            json!({"dealer": NAMES[usize::from(c.get(2).copied().unwrap_or(0)) % n],
                   "winner": NAMES[w], "cards_left": left})
        })
        .collect();
    json!({"game": "cul-bas", "options": {"ante": 1}, "players": &NAMES[..n], "deals": deals})
}

fn gillet(raw: &[u8]) -> Value {
    let deals: Vec<Value> = raw
        .chunks(3)
        .map(|c| {
            let ge = c[0] % 5;
            let pt = c.get(1).copied().unwrap_or(0) % 4;
            let r = i64::from(c.get(2).copied().unwrap_or(0) % 4);
            let ge = if ge == 4 {
                json!({"winner": null})
            } else {
                json!({"winner": NAMES[usize::from(ge)], "revies": {NAMES[usize::from(ge)]: r}})
            };
            json!({"ge": ge, "point": {"winner": NAMES[usize::from(pt)], "revies": {"A": r}}})
        })
        .collect();
    json!({"game": "gillet", "options": {}, "players": &NAMES[..4], "deals": deals})
}

fn sixte(raw: &[u8]) -> Value {
    let deals: Vec<Value> = raw
        .chunks(6)
        .filter(|c| c.len() == 6)
        .map(|c| {
            let tricks: Vec<&str> = c.iter().map(|b| NAMES[usize::from(*b) % 3]).collect();
            json!({"trick_winners": tricks, "turned_ace": c[0] % 2 == 0})
        })
        .collect();
    json!({"game": "sixte", "options": {"partie_stake": 3}, "players": NAMES, "deals": deals})
}

fn mail(raw: &[u8]) -> Value {
    let deals: Vec<Value> = raw
        .chunks(3)
        .map(|c| {
            let w = usize::from(c[0]) % 3;
            let m = 1_i64 << (c.get(1).copied().unwrap_or(0) % 4);
            json!({"participants": {"A": m, "B": 1, "C": 1}, "winner": NAMES[w],
                   "asked_for_two": c.get(2).copied().unwrap_or(0) % 2 == 0,
                   "claims_suspended": c.get(1).copied().unwrap_or(0) % 3 == 0})
        })
        .collect();
    json!({"game": "mail", "options": {"prize": 5}, "players": &NAMES[..3], "deals": deals})
}

/// Coucou until the partie ends: every player still in shows a card, the dealer rotates.
fn coucou(raw: &[u8]) -> Value {
    let ranks = ["A", "7", "8", "9", "10", "J", "Q", "K"];
    let mut lives = [2_i64; 4];
    let mut dealer = 0;
    let mut deals = Vec::new();
    for c in raw.chunks(4) {
        let inn: Vec<usize> = (0..4).filter(|p| lives[*p] > 0).collect();
        if inn.len() < 2 {
            break;
        }
        if lives[dealer] == 0 {
            dealer = inn[0];
        }
        let shown: Vec<(usize, usize)> = inn
            .iter()
            .map(|p| {
                (
                    *p,
                    usize::from(c.get(*p).copied().unwrap_or(0)) % ranks.len(),
                )
            })
            .collect();
        let low = shown.iter().map(|(_, r)| *r).min().unwrap_or(0);
        for (p, r) in &shown {
            if *r == low {
                lives[*p] -= 1;
            }
        }
        let cards: serde_json::Map<String, Value> = shown
            .iter()
            .map(|(p, r)| (NAMES[*p].to_owned(), json!(ranks[*r])))
            .collect();
        deals.push(json!({"dealer": NAMES[dealer], "cards": cards}));
        dealer = (1..=4)
            .map(|k| (dealer + k) % 4)
            .find(|p| lives[*p] > 0)
            .unwrap_or(dealer);
    }
    json!({"game": "coucou", "options": {"lives": 2, "pack": 32}, "players": &NAMES[..4], "deals": deals})
}

fn doc(v: Value) -> PartieDoc {
    PartieDoc::from_value(v).expect("a partie document")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn pool_and_race_parties_keep_the_invariants(
        raw in prop::collection::vec(any::<u8>(), 0..48),
        n in 3usize..=6,
    ) {
        check_partie(&doc(cul_bas(n, &raw)));
        check_partie(&doc(gillet(&raw)));
        check_partie(&doc(mail(&raw)));
        check_partie(&doc(coucou(&raw)));
        // A Sixte partie may be won before its last deal: then the rest is refused.
        let mut six = sixte(&raw);
        let full = doc(six.clone());
        if full.replay(false).is_ok() {
            check_partie(&full);
        } else if let Some(d) = six["deals"].as_array_mut() {
            d.truncate(1);
            check_partie(&doc(six));
        }
    }

    #[test]
    fn changed_public_cases_are_scored_or_refused(
        which in any::<prop::sample::Index>(),
        k in 1usize..60,
        how in any::<u8>(),
        seed in -3i64..40,
    ) {
        let all = cases();
        let mut case = all[which.index(all.len())].clone();
        let mut left = k;
        if let Some(deals) = case.get_mut("deals") {
            mutate(deals, &mut left, how, seed);
        }
        let d = PartieDoc::from_value(case).expect("still a document");
        if let Ok(replay) = d.replay(false) {
            let total: i64 = replay.balances().expect("no overflow").values().sum();
            prop_assert_eq!(total, 0);
            for (pot, v) in replay.pot_balances().expect("no overflow") {
                prop_assert!(v >= 0, "pot {} holds {}", pot, v);
            }
        }
    }
}
