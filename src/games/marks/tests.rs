//! Tricky rules of the Impériale and the Triomphe.

use serde_json::json;

use crate::games::pool::tests::{balances, score};

fn tricks(winner: &str) -> serde_json::Value {
    json!({"type": "tricks", "winner": winner, "vole_undertaken": false, "vole_made": false})
}

/// §11.3: a penalty's marks that make the other side reach the partie end the deal; the
/// result of that deal is not counted and the marks restart.
#[test]
fn triomphe_a_penalty_can_end_the_partie_inside_a_deal() {
    let opts = json!({"sides": {"X": ["A"], "Y": ["B"]}, "stake_per_partie": 10});
    let mut deals: Vec<_> = (0..4)
        .map(|i| json!({"dealer": if i % 2 == 0 {"A"} else {"B"}, "outcome": tricks("A")}))
        .collect();
    deals.push(json!({"dealer": "A", "outcome": tricks("B"), "penalties": [{"player": "B", "kind": "renounce"}]}));
    let s = score("triomphe", opts, &["A", "B"], json!(deals)).unwrap();
    assert_eq!(balances(&s), vec![10, -10]);
    assert_eq!(s.report()["state"]["score"], json!({"X": 0, "Y": 0}));
    assert_eq!(s.report()["state"]["parties_won"], json!({"X": 1, "Y": 0}));
}

/// Each for himself a fault is a debt (marks below zero) that nobody gains.
#[test]
fn triomphe_each_for_himself_owes_his_faults() {
    let opts = json!({"mode": "each_for_himself", "stake_per_partie": 4});
    let deals = json!([{"dealer": "A", "outcome": tricks("C"), "penalties": [{"player": "B", "kind": "out_of_turn"}]}]);
    let s = score("triomphe", opts, &["A", "B", "C"], deals).unwrap();
    assert_eq!(
        s.report()["state"]["score"],
        json!({"A": 0, "B": -1, "C": 1})
    );
}

/// §3.3 within a step: the eldest's counter is marked first, then the dealer's honours
/// complete an imperial and wipe it.
#[test]
fn imperiale_honours_in_play_order_wipe_the_elder() {
    let deals = json!([
        {"dealer": "A", "turned_honour": true, "point": "A", "honours_won": {"A": 3}, "tricks": {"A": 6, "B": 6}},
        {"dealer": "A", "honours_won": {"B": 1, "A": 2}, "tricks": {}},
    ]);
    let s = score(
        "imperiale",
        json!({"stake_per_partie": 5}),
        &["A", "B"],
        deals,
    )
    .unwrap();
    assert_eq!(s.report()["state"]["fiches"], json!({"A": 1, "B": 0}));
    assert_eq!(s.report()["state"]["counters"], json!({"A": 1, "B": 0}));
}

/// Law XII: what the offender cannot take down is marked for the adversary, and may win
/// him the partie.
#[test]
fn imperiale_penalty_remainder_goes_to_the_adversary() {
    let deals = json!([
        {"dealer": "A", "imperials_in_hand": {"A": ["four_kings", "four_queens", "four_aces", "four_knaves"]}},
        {"dealer": "B", "penalties": [{"player": "B", "kind": "renounce"}]},
    ]);
    let s = score(
        "imperiale",
        json!({"stake_per_partie": 7}),
        &["A", "B"],
        deals,
    )
    .unwrap();
    assert_eq!(balances(&s), vec![7, -7]);
    assert_eq!(s.report()["state"]["parties_won"], json!({"A": 1, "B": 0}));
}
