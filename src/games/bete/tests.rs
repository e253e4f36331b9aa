//! Tricky rules of the Bête and the Mouche.

use serde_json::json;

use crate::games::pool::tests::{balances, score};

/// §12.4: a contre that loses makes a double beast; the King stays when its holder lost;
/// the beast goes on the next deal without game counters and is won with a fiche.
#[test]
fn bete_contre_doubles_and_the_king_stays_with_a_loser() {
    let deals = json!([
        {"dealer": "A", "outcome": "lose", "player": "B", "contre": true, "king_holder": "B"},
        {"dealer": "B", "outcome": "win", "player": "C", "king_holder": "A"},
    ]);
    let s = score("bete", json!({}), &["A", "B", "C"], deals).unwrap();
    assert_eq!(balances(&s), vec![-1, -18, 17]);
    assert_eq!(s.per_deal()[0]["B"], -17);
    assert_eq!(s.report()["state"]["pending_beasts"], json!([]));
    assert_eq!(s.pots()["fiches"], 2);
}

/// §12.4: beasts made on one deal (the loser's and a renouncer's) wait as one.
#[test]
fn bete_beasts_of_one_deal_wait_together() {
    let deals = json!([{"dealer": "A", "outcome": "lose", "player": "B", "king_holder": null, "renounced": ["C"]}]);
    let s = score("bete", json!({}), &["A", "B", "C"], deals).unwrap();
    assert_eq!(s.report()["state"]["pending_beasts"], json!([14]));
}

/// §13.3 with `mouches_together = false`: the mouche waits in its pot and goes alone,
/// making the next game double; four players leave the fifth trick unpaid.
#[test]
fn mouche_waits_alone_and_the_game_runs_out() {
    let deals = json!([
        {"dealer": "A", "playing": ["B", "C", "D"], "tricks": {"B": 3, "C": 2}},
        {"dealer": "B", "playing": ["C"], "tricks": {"C": 5}},
    ]);
    let s = score(
        "mouche",
        json!({"mouches_together": false}),
        &["A", "B", "C", "D"],
        deals,
    )
    .unwrap();
    assert_eq!(balances(&s), vec![-4, -1, 9, -4]);
    assert_eq!(s.per_deal()[0]["D"], -4);
    assert_eq!(s.pots().get("mouches_pending").copied().unwrap_or(0), 0);
}

/// Le Pamphile: the dealer pays its holder one counter for each other player.
#[test]
fn pamphile_is_paid_by_the_dealer() {
    let deals = json!([{"dealer": "A", "playing": [], "tricks": {}, "pamphile_holder": "C"}]);
    let s = score("mouche", json!({"pamphile": true}), &["A", "B", "C"], deals).unwrap();
    assert_eq!(balances(&s), vec![-5, 0, 2]);
    let off = json!([{"dealer": "A", "playing": [], "tricks": {}, "pamphile_holder": "C"}]);
    assert!(score("mouche", json!({}), &["A", "B", "C"], off).is_err());
}
