//! Checks that hold for every game on every valid partie.

use std::collections::BTreeMap;

use academie::domain::Account;
use academie::partie::PartieDoc;

/// Replays `doc` and asserts: it is accepted; every account's balances sum to zero;
/// no pot is below zero; every payment's reason is described on its game's rules page; replaying again gives the same outcome (determinism); replaying
/// any prefix of the deals gives the same transfers for those deals (the ledger relies
/// on it when it corrects a deal), the prefix's last deal followed by what the game adds
/// to the sitting's last record.
///
/// # Panics
/// When any invariant fails: this is a test helper.
pub fn check_partie(doc: &PartieDoc) {
    let replay = doc
        .replay(false)
        .unwrap_or_else(|e| panic!("a generated valid partie was refused: {e}\n{doc:?}"));
    let balances: BTreeMap<Account, i64> = replay.balances().expect("no overflow");
    let total: i64 = balances.values().sum();
    assert_eq!(total, 0, "counters created or destroyed: {balances:?}");
    for (pot, v) in replay.pot_balances().expect("no overflow") {
        assert!(v >= 0, "pot {pot} holds {v}");
    }
    // Every payment made is one its game's rules page describes (`rules::payments`).
    let game = doc.game_id().expect("a game of the registry");
    let closed = doc.replay(true).ok();
    for t in replay
        .all_transfers()
        .chain(closed.iter().flat_map(|c| c.all_transfers()))
    {
        assert!(
            academie::games::rules::payments(game).contains(&t.reason.as_str()),
            "{game} pays {} which its rules page does not describe",
            t.reason
        );
    }
    let again = doc.replay(false).expect("accepted twice");
    assert_eq!(replay, again, "the same facts gave different outcomes");
    let cut = doc.deals.len() / 2;
    let mut prefix = doc.clone();
    prefix.deals.truncate(cut);
    let early = prefix
        .replay(false)
        .expect("a prefix of a valid partie is valid");
    // The last entry of the prefix may carry what the game adds to the sitting's last
    // record (`Game::last_record`: the Comète's open coup, other-games-1 §1.3) after its
    // own transfers; the ledger reverses and replaces that entry when a deal follows.
    if let Some(last) = cut.checked_sub(1) {
        assert_eq!(
            early.deals[..last],
            replay.deals[..last],
            "a prefix replays differently"
        );
        assert!(
            early.deals[last].starts_with(&replay.deals[last]),
            "the last deal of a prefix lost its own transfers: {:?} then {:?}",
            early.deals[last],
            replay.deals[last]
        );
    }
}
