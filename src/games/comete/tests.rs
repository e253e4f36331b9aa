//! Tricky rules of the Comète and the Manille.

use serde_json::json;

use super::comete::rounded_jetons;
use crate::games::pool::tests::{balances, score};

#[test]
fn points_are_rounded_as_at_piquet() {
    assert_eq!(rounded_jetons(15), 2);
    assert_eq!(rounded_jetons(24), 2);
    assert_eq!(rounded_jetons(14), 1);
    assert_eq!(rounded_jetons(4), 0);
    assert_eq!(rounded_jetons(780), 78);
}

/// Three in turn: the remise sleeps until the same two play together again.
#[test]
fn comete_remises_sleep_per_pair() {
    let d = |dealer: &str, f: &str, l: &str| json!({"dealer": dealer, "finisher": f, "points_in_hand": {l: 10}});
    let deals = json!([d("A", "B", "A"), d("B", "C", "B")]);
    let s = score(
        "comete",
        json!({"mode": "three_in_turn"}),
        &["A", "B", "C"],
        deals,
    )
    .unwrap();
    assert_eq!(
        s.report()["state"]["remise_count"],
        json!({"A+B": 1, "A+C": 0, "B+C": 1})
    );
}

/// Three at once: the one with more points feeds the queue with 2; the end of the party
/// gives it to the greatest winner.
#[test]
fn comete_three_at_once_queue_goes_to_the_greatest_winner() {
    let deals = json!([
        {"dealer": "A", "finisher": "B", "points_in_hand": {"A": 30, "C": 14}},
        {"dealer": "B", "end_of_party": true},
    ]);
    let s = score(
        "comete",
        json!({"mode": "three_all"}),
        &["A", "B", "C"],
        deals,
    )
    .unwrap();
    // A pays 3 and 2 to the queue, C pays 1; B has 4 and the queue.
    assert_eq!(balances(&s), vec![-5, 6, -1]);
    assert_eq!(s.pots().get("queue").copied().unwrap_or(0), 0);
}

/// §2.3: the manille held pays a fiche to each; a king left one jeton to each.
#[test]
fn manille_held_pays_each_other_player() {
    let deals = json!([{"dealer": "A", "winner": "A", "points_in_hand": {"B": 9}, "manille": {"holder": "B", "status": "held"}, "kings_left": {"B": 0}}]);
    let s = score(
        "manille",
        json!({"fiche_value": 2}),
        &["A", "B", "C"],
        deals,
    );
    assert!(s.is_err(), "C must be named among the losers");
    let deals = json!([{"dealer": "A", "winner": "A", "points_in_hand": {"B": 9, "C": 0}, "manille": {"holder": "B", "status": "held"}}]);
    let s = score(
        "manille",
        json!({"fiche_value": 2}),
        &["A", "B", "C"],
        deals,
    )
    .unwrap();
    assert_eq!(balances(&s), vec![4 + 2 + 9, -2 - 4 - 9, -2 + 2]);
}

/// §1.3: "an open coup is settled in the entry of the sitting's last record": with three
/// deals, deal 3 opens a coup whose points are paid in deal 3's own entry; a fourth deal
/// replays it as the coup's first deal again, and closing finds nothing left to settle.
#[test]
fn comete_open_coup_is_settled_in_the_last_records_entry() {
    use crate::games::{erased, GameId};
    let first = json!({"dealer": "A", "finisher": "B", "opera": false, "comet_holder": "B",
        "comet_use": "last_card", "points_in_hand": {"A": 25}, "carte_blanche": []});
    let second = json!({"dealer": "B", "finisher": "A", "opera": false, "comet_holder": null,
        "comet_use": null, "points_in_hand": {"B": 12}, "carte_blanche": []});
    let players = ["A".to_owned(), "B".to_owned()];
    let e = erased(GameId::Comete);
    let three = [first.clone(), second.clone(), first.clone()];
    let r = e
        .replay(GameId::Comete, &json!({}), &players, &three, true)
        .unwrap();
    let nets = r.deal_nets(2).unwrap();
    // Deals 1-2 as in comete-004 (-4, then -4 with the coup 50 - 12 -> 40 -> 4); deal 3:
    // the comet doubled by deal 2's remise (2 x 2 x 2 = 8) and B's 50 points of the open
    // coup rounded to 5 jetons, at once.
    assert_eq!(nets, vec![vec![-4, 4], vec![-4, 4], vec![-13, 13]]);
    assert_eq!(
        r.closing,
        Some(Vec::new()),
        "nothing is left for the closing"
    );
    assert!(
        r.status
            .on_table
            .iter()
            .all(|i| i.label.id != "comete-item-coup"),
        "no coup is left open"
    );
    // With a fourth deal the coup of deals 3-4 is settled once, in deal 4.
    let four = [first.clone(), second.clone(), first, second];
    let r = e
        .replay(GameId::Comete, &json!({}), &players, &four, false)
        .unwrap();
    let nets = r.deal_nets(2).unwrap();
    assert_eq!(nets[2], vec![-8, 8]);
    assert_eq!(nets[3], vec![-4, 4]);
    // The points are on the shared race: the sheet has one row per deal.
    let sheet = r.sheet.expect("the Comète keeps a sheet");
    assert_eq!(sheet.tables[0].rows.len(), 4, "one row a deal");
}
