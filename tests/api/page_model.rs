//! The partie page's read model (issue 15): `read::partie_view` reads the sums, the last
//! snapshot and only the deals the page shows in full, and must show what the whole read
//! (`read::party`) shows: the same balances, pots, per-deal nets, status, form, last
//! deals, deleted deals. Checked after every step of the random parties
//! (`snapshots.rs`), and here on a long partie with corrections, deletions and a close.

use academie::db::{self, DbConnection};
use academie::ledger::read::{self, PartieView};
use academie::ledger::{self, Facts};

use crate::helpers::TestApp;
use crate::on_both_backends;

/// How many deals the views compare show in full: none, a few, the page's, all.
const SHOWN: [usize; 4] = [0, 3, 20, usize::MAX];

/// Compares the partie page's read model of party `key` with the whole read `summary`.
pub fn check_partie_view(conn: &mut DbConnection, key: i32, summary: &PartieView, context: &str) {
    for shown in SHOWN {
        let fast = read::partie_view(conn, key, shown)
            .unwrap_or_else(|e| panic!("{context}: the partie view: {e}"));
        // The page's read does not list the journal.
        let mut whole = summary.last(shown);
        whole.journal.clear();
        // Field by field first, so that a failure says which.
        assert_eq!(fast.balances, whole.balances, "{context}: balances");
        assert_eq!(fast.pots, whole.pots, "{context}: pots");
        assert_eq!(fast.carried, whole.carried, "{context}: carried");
        assert_eq!(fast.nets, whole.nets, "{context}: per-deal nets");
        assert_eq!(fast.status, whole.status, "{context}: status");
        assert_eq!(fast.form, whole.form, "{context}: form");
        assert_eq!(fast.deals, whole.deals, "{context}: last {shown} deals");
        assert_eq!(fast.deleted, whole.deleted, "{context}: deleted deals");
        assert_eq!(fast, whole, "{context}: shown {shown}");
    }
    let status = read::status(conn, key).unwrap_or_else(|e| panic!("{context}: status: {e}"));
    assert_eq!(status, summary.status, "{context}: the home page's status");
    // What a deal entry reads (the last snapshot, for every game) is what the table shows.
    let now = read::table_now(conn, key).unwrap_or_else(|e| panic!("{context}: now: {e}"));
    assert_eq!(now.form, summary.form, "{context}: the deal entry's form");
    assert_eq!(
        now.events, summary.events,
        "{context}: the deal entry's events"
    );
    assert_eq!(now.next_deal, summary.next_deal, "{context}: the next deal");
    assert_eq!(now.players, summary.players, "{context}: the players");
}

fn connect(app: &TestApp) -> DbConnection {
    db::DatabaseUrl::parse(&app.db_url())
        .expect("url")
        .establish()
        .expect("connect")
}

fn check(conn: &mut DbConnection, key: i32, context: &str) {
    let summary = read::party(conn, key).expect("read the party");
    check_partie_view(conn, key, &summary, context);
}

/// A 400-deal Quadrille partie (the bench's), then corrections early and late (every
/// later deal re-scored: the beasts carry over), deletions, a restore, a close and a
/// re-opening: after each, the page's read model shows what the whole read shows.
async fn a_long_partie_reads_the_same_through_the_page_model(app: &TestApp) {
    let mut conn = connect(app);
    let doc = academie::bench::quadrille_doc(400);
    let ids = ledger::import_parties(&mut conn, std::slice::from_ref(&doc)).expect("import");
    let key = read::party_key(&mut conn, &ids[0]).expect("key");
    check(&mut conn, key, "imported");
    let facts = academie::bench::facts();
    let other = |i: usize| Facts::from_value(facts[i % facts.len()].clone()).expect("facts");

    ledger::correct_deal(&mut conn, key, 1, &other(1), None).expect("correct deal 1");
    check(&mut conn, key, "deal 1 corrected");
    ledger::correct_deal(&mut conn, key, 390, &other(2), None).expect("correct deal 390");
    check(&mut conn, key, "deal 390 corrected");
    for no in [2, 385, 399] {
        ledger::delete_deal(&mut conn, key, no, None).expect("delete");
    }
    check(&mut conn, key, "three deals deleted");
    ledger::restore_deal(&mut conn, key, 385).expect("restore");
    ledger::undo_last_deal(&mut conn, key).expect("undo");
    check(&mut conn, key, "one restored, the last undone");
    ledger::record_deal(&mut conn, key, &other(3), None).expect("record");
    check(&mut conn, key, "one more deal");
    if ledger::close_party(&mut conn, key).is_ok() {
        check(&mut conn, key, "closed");
        ledger::reopen_party(&mut conn, key).expect("reopen");
        check(&mut conn, key, "re-opened");
    }
    let view = read::partie_view(&mut conn, key, 20).expect("view");
    assert_eq!(
        view.deals.len(),
        20,
        "the page reads the last 20 deals in full"
    );
    assert_eq!(view.deal_count(), 398, "every standing deal's nets");
}

on_both_backends!(
    long_partie_page_model,
    super::a_long_partie_reads_the_same_through_the_page_model
);
