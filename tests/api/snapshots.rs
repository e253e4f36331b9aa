//! The ledger appends; it does not replay (issue 15). The full replay stays as the
//! checker: after random sequences of entries, corrections, deletions, undos, restores,
//! closes and re-openings, every stored partie is replayed from scratch and compared with
//! its journal (each standing entry, the balances, the pots), with its snapshots (the
//! state and pots after each standing deal, its position, the engine's version) and with
//! what the table shows (computed from the last snapshot). Also: a party without
//! snapshots (written before they were kept) is replayed once, and a party computed by an
//! older engine is re-scored with explicit `rescore` entries.

use std::collections::BTreeMap;

use academie::db::models::{NewEntry, NewSnapshot, NewTransfer, SnapshotRow};
use academie::db::schema::{accounts, deals, journal_entries, snapshots, transfers};
use academie::db::{self, DbConnection};
use academie::games::{erased, GameId};
use academie::ledger::{self, read, Facts, LedgerError, NewPartie};
use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use serde_json::{Map, Value};

use crate::helpers::{vector_case, TestApp};
use crate::on_both_backends;

fn connect(app: &TestApp) -> DbConnection {
    db::DatabaseUrl::parse(&app.db_url())
        .expect("url")
        .establish()
        .expect("connect")
}

fn nonzero(map: BTreeMap<String, i64>) -> BTreeMap<String, i64> {
    map.into_iter().filter(|(_, v)| *v != 0).collect()
}

/// Replays party `key` from scratch and compares it with its journal, its snapshots and
/// what the table shows. `snapshots`: whether every standing deal must have one (false
/// for a party written before they were kept and not written since).
fn check_party(conn: &mut DbConnection, key: i32, snapshots_expected: bool, context: &str) {
    check_party_kept(conn, key, snapshots_expected, true, context);
}

/// [`check_party`]; `all_balances`: whether every snapshot in force must keep the
/// balances (false for a party written before they were kept: only those written since
/// do, the last standing deal's among them).
fn check_party_kept(
    conn: &mut DbConnection,
    key: i32,
    snapshots_expected: bool,
    all_balances: bool,
    context: &str,
) {
    let summary = read::party(conn, key).expect("read the party");
    let game = summary.game;
    let engine = erased(game);
    let facts: Vec<Value> = summary.deals.iter().map(|d| d.facts.clone()).collect();
    let closed = summary.is_closed();
    let replay = engine
        .replay(game, &summary.options, &summary.players, &facts, closed)
        .unwrap_or_else(|e| panic!("{context}: the stored partie no longer replays: {e}"));
    let lines = |t: &[academie::domain::Transfer]| read::transfer_lines(&summary.players, t);

    // The journal: every standing entry is what the replay pays.
    assert_eq!(summary.deals.len(), replay.deals.len(), "{context}");
    for (deal, expected) in summary.deals.iter().zip(&replay.deals) {
        assert_eq!(
            deal.transfers,
            lines(expected),
            "{context}: deal {} stands with other payments than the replay's",
            deal.no
        );
    }
    assert_eq!(
        summary.opening,
        lines(&replay.opening),
        "{context}: opening"
    );
    assert_eq!(
        summary.settlement,
        replay.closing.as_deref().map(lines),
        "{context}: settlement"
    );
    let balances: BTreeMap<String, i64> = summary
        .players
        .iter()
        .cloned()
        .zip(replay.player_balances(summary.players.len()).expect("sums"))
        .collect();
    assert_eq!(summary.balances_by_name(), balances, "{context}: balances");
    let pots: BTreeMap<String, i64> = replay
        .pot_balances()
        .expect("pots")
        .into_iter()
        .map(|(k, v)| (k.as_str().to_owned(), v))
        .collect();
    assert_eq!(
        nonzero(summary.pots_by_key()),
        nonzero(pots),
        "{context}: pots"
    );

    // What the partie page shows (read without the deals it folds) is what the whole
    // read shows.
    crate::page_model::check_partie_view(conn, key, &summary, context);

    // What the table shows (from the last snapshot) is what the replay shows.
    assert_eq!(summary.replay_error, None, "{context}");
    assert_eq!(summary.status, replay.status, "{context}: status");
    assert_eq!(summary.form, replay.form, "{context}: form");
    assert_eq!(summary.events, replay.events, "{context}: events");
    assert_eq!(summary.report, replay.report, "{context}: report");
    assert_eq!(summary.sheet, replay.sheet, "{context}: sheet");
    assert_eq!(summary.state, replay.state, "{context}: state");

    // The snapshots: the state and pots after each standing deal, as a run from the
    // opening computes them.
    let run = engine
        .resume(
            game,
            &summary.options,
            &summary.players,
            None,
            &facts,
            true,
            closed,
        )
        .expect("run");
    let rows: Vec<SnapshotRow> = snapshots::table
        .filter(snapshots::party_id.eq(key))
        .order(snapshots::id)
        .select(SnapshotRow::as_select())
        .load(conn)
        .expect("snapshots");
    if !snapshots_expected {
        assert!(rows.is_empty(), "{context}: snapshots appeared");
        return;
    }
    let ids: BTreeMap<i32, i32> = deals::table
        .filter(deals::party_id.eq(key))
        .select((deals::seq, deals::id))
        .load::<(i32, i32)>(conn)
        .expect("deals")
        .into_iter()
        .collect();
    let version = engine.engine_version(game);
    let current = |deal: Option<i32>| {
        rows.iter()
            .rev()
            .find(|r| r.deal_id == deal)
            .unwrap_or_else(|| panic!("{context}: no snapshot for deal id {deal:?}"))
    };
    // What every account holds after a point, as the snapshot stores it (players by
    // seat, the pots not at zero, the carried account).
    let stored_balances = |net: &BTreeMap<academie::domain::Account, i64>| -> Value {
        use academie::domain::Account;
        let players: Vec<i64> = (0..summary.players.len())
            .map(|i| {
                net.iter()
                    .find(|(a, _)| matches!(a, Account::Player(s) if s.index() == i))
                    .map_or(0, |(_, v)| *v)
            })
            .collect();
        let pots: BTreeMap<String, i64> = net
            .iter()
            .filter_map(|(a, v)| match a {
                Account::Pot(k) if *v != 0 => Some((k.as_str().to_owned(), *v)),
                _ => None,
            })
            .collect();
        let carried = net.get(&Account::Carried).copied().unwrap_or(0);
        serde_json::json!({ "players": players, "pots": pots, "carried": carried })
    };
    let mut cumulative: Vec<academie::domain::Transfer> = Vec::new();
    let mut balances_after = |transfers: &[academie::domain::Transfer]| -> Value {
        cumulative.extend(transfers.iter().cloned());
        stored_balances(&academie::domain::net_by_account(&cumulative).expect("sums"))
    };
    let same = |row: &SnapshotRow,
                snap: &academie::games::Snapshot,
                balances: Value,
                position: usize,
                what| {
        match row.balances_json.as_deref() {
            Some(text) => {
                let kept: Value = serde_json::from_str(text).expect("balances");
                assert_eq!(kept, balances, "{context}: balances after {what}");
            }
            None => assert!(!all_balances, "{context}: no balances after {what}"),
        }
        let state: Value = serde_json::from_str(&row.state_json).expect("state");
        let stored: BTreeMap<String, i64> = serde_json::from_str(&row.pots_json).expect("pots");
        let pots: BTreeMap<String, i64> = snap
            .pots
            .iter()
            .map(|(k, v)| (k.as_str().to_owned(), *v))
            .collect();
        assert_eq!(state, snap.state, "{context}: state after {what}");
        assert_eq!(stored, pots, "{context}: pots after {what}");
        assert_eq!(
            row.position, position as i32,
            "{context}: position of {what}"
        );
        assert_eq!(row.engine_version, version, "{context}: version of {what}");
    };
    let (opening, opened) = run.opening.as_ref().expect("the run starts at the opening");
    let after_opening = balances_after(opening);
    same(
        current(None),
        opened,
        after_opening,
        0,
        "the opening".to_owned(),
    );
    for (i, ((deal, snap), transfers)) in summary
        .deals
        .iter()
        .zip(&run.after)
        .zip(&run.deals)
        .enumerate()
    {
        let id = ids[&deal.no];
        let balances = balances_after(transfers);
        same(
            current(Some(id)),
            snap,
            balances,
            i + 1,
            format!("deal {}", deal.no),
        );
    }
    // An open party's balances are those after its last standing deal, as its snapshot
    // keeps them (what a write's answer reads instead of summing).
    let last = summary.deals.last().map(|d| ids[&d.no]);
    if let (false, Some(text)) = (closed, current(last).balances_json.as_deref()) {
        let kept: Value = serde_json::from_str(text).expect("balances");
        let sums: BTreeMap<String, i64> = summary
            .players
            .iter()
            .cloned()
            .zip(kept["players"].as_array().expect("players").iter())
            .map(|(name, v)| (name, v.as_i64().expect("a balance")))
            .collect();
        assert_eq!(sums, summary.balances_by_name(), "{context}: last balances");
        let pots: BTreeMap<String, i64> =
            serde_json::from_value(kept["pots"].clone()).expect("pots");
        assert_eq!(pots, nonzero(summary.pots_by_key()), "{context}: last pots");
    }
}

/// A small deterministic generator (no dependency, same sequence on every run).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// `POST /api/v1/parties/{id}/deals` on a new connection: the test blocks its thread
/// (the server's too) on the database between requests, so that a kept-alive connection
/// may be closed by the server just as it is reused.
async fn post_deal(app: &TestApp, party: &str, facts: &Value) -> crate::helpers::Reply {
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .build()
        .expect("client");
    let r = client
        .post(format!("{}/api/v1/parties/{party}/deals", app.address))
        .json(&serde_json::json!({ "facts": facts }))
        .send()
        .await
        .expect("request");
    let status = r.status().as_u16();
    let body = r.json().await.unwrap_or(Value::Null);
    crate::helpers::Reply { status, body }
}

/// A refusal the engine or the ledger's checks may give to a random step; anything else
/// (a corrupt ledger, a database error) fails the test.
fn acceptable(e: &LedgerError, context: &str) {
    assert!(
        !matches!(e, LedgerError::Corrupt(_) | LedgerError::Db(_)),
        "{context}: {e:?}"
    );
}

/// Whether the writer made `written`'s answer from the rows it held (1) or left it to be
/// read back (0); when it made it, it must be the answer read back.
fn made_as_read(conn: &mut DbConnection, written: &ledger::Written, context: &str) -> usize {
    let Some(made) = written.summary().expect("the answer made") else {
        return 0;
    };
    let read_back = read::after_write(conn, written.party, written).expect("read back");
    assert_eq!(
        format!("{made:?}"),
        format!("{read_back:?}"),
        "{context}: the answer made in the write"
    );
    1
}

/// Random entries, corrections, deletions, undos, restores, closes and re-openings on a
/// partie of `game` with facts drawn from `pool`; the checker after each step.
async fn random_partie(
    app: &TestApp,
    seed: u64,
    game: &str,
    options: Value,
    players: &[&str],
    pool: &[Value],
) {
    let mut conn = connect(app);
    let game: GameId = game.parse().expect("game");
    let opened = ledger::open_party(
        &mut conn,
        &NewPartie {
            game,
            options,
            players: players.iter().map(|p| (*p).to_owned()).collect(),
            extra: Map::new(),
        },
    )
    .expect("open");
    let key = opened.key;
    let mut rng = Lcg(seed);
    let (mut posted, mut changed, mut made_by_the_writer) = (0, 0, 0);
    for step in 0..48 {
        let summary = read::party(&mut conn, key).expect("read");
        let standing: Vec<i32> = summary.deals.iter().map(|d| d.no).collect();
        let deleted: Vec<i32> = summary.deleted.iter().map(|d| d.no).collect();
        let facts = pool[rng.below(pool.len())].clone();
        let pick = |rng: &mut Lcg, from: &[i32]| from.get(rng.below(from.len())).copied();
        let roll = rng.below(100);
        let context = format!("seed {seed} step {step} (roll {roll})");
        let outcome = if summary.is_closed() {
            ledger::reopen_party(&mut conn, key).map(|_| ())
        } else if roll < 20 {
            // Through the API: its answer (read without loading the party) must agree.
            let reply = post_deal(app, &opened.id, &facts).await;
            if reply.status == 201 {
                posted += 1;
                let after = read::party(&mut conn, key).expect("read");
                assert_eq!(
                    serde_json::from_value::<BTreeMap<String, i64>>(reply.body["balances"].clone())
                        .expect("balances"),
                    after.balances_by_name(),
                    "{context}: the 201's balances"
                );
                let no = reply.body["deal_no"].as_i64().expect("deal_no") as i32;
                let deal = after.deal(no).expect("the deal stands");
                assert_eq!(
                    reply.body["deal"]["position"].as_u64(),
                    Some(deal.position as u64),
                    "{context}: the 201's position"
                );
            } else {
                assert_eq!(reply.status, 422, "{context}: {}", reply.body);
            }
            Ok(())
        } else if roll < 50 {
            let f = Facts::from_value(facts).expect("facts");
            ledger::record_deal(&mut conn, key, &f, Some(summary.next_deal))
                .map(|w| made_by_the_writer += made_as_read(&mut conn, &w, &context))
        } else if roll < 68 {
            match pick(&mut rng, &standing) {
                Some(n) => {
                    let f = Facts::from_value(facts).expect("facts");
                    ledger::correct_deal(&mut conn, key, n, &f, None)
                        .map(|w| made_by_the_writer += made_as_read(&mut conn, &w, &context))
                }
                None => Ok(()),
            }
        } else if roll < 78 {
            match pick(&mut rng, &standing) {
                Some(n) => ledger::delete_deal(&mut conn, key, n, None)
                    .map(|w| made_by_the_writer += made_as_read(&mut conn, &w, &context)),
                None => Ok(()),
            }
        } else if roll < 86 {
            ledger::undo_last_deal(&mut conn, key).map(|_| ())
        } else if roll < 95 {
            match pick(&mut rng, &deleted) {
                Some(n) => ledger::restore_deal(&mut conn, key, n).map(|_| ()),
                None => Ok(()),
            }
        } else {
            ledger::close_party(&mut conn, key).map(|_| ())
        };
        match outcome {
            Ok(()) => changed += 1,
            Err(e) => acceptable(&e, &context),
        }
        check_party(&mut conn, key, true, &context);
    }
    let summary = read::party(&mut conn, key).expect("read");
    assert!(
        made_by_the_writer >= 1,
        "seed {seed}: no deal was answered from what the writer holds"
    );
    assert!(
        changed >= 16 && posted >= 1 && summary.journal.len() >= 8,
        "seed {seed}: too few steps took ({changed} writes, {posted} through the API, {} entries)",
        summary.journal.len()
    );
}

fn quadrille() -> (Value, Vec<Value>) {
    let doc = academie::bench::quadrille_doc(0);
    (doc.options, academie::bench::facts())
}

async fn random_quadrille_parties_replay_as_they_stand(app: &TestApp) {
    let (options, pool) = quadrille();
    for seed in [1, 2] {
        random_partie(
            app,
            seed,
            "quadrille",
            options.clone(),
            &["A", "B", "C", "D"],
            &pool,
        )
        .await;
    }
}

on_both_backends!(
    random_quadrille_parties,
    super::random_quadrille_parties_replay_as_they_stand
);

/// The Comète: the sitting's last record changes the previous last entry (its open coup
/// is settled in it), so appending, deleting and restoring must re-post that entry.
async fn random_comete_parties_replay_as_they_stand(app: &TestApp) {
    let doc = vector_case("other-games-1", "comete-001");
    let players: Vec<&str> = doc.players.iter().map(String::as_str).collect();
    for seed in [3, 4] {
        random_partie(
            app,
            seed,
            "comete",
            doc.options.clone(),
            &players,
            &doc.deals,
        )
        .await;
    }
}

on_both_backends!(
    random_comete_parties,
    super::random_comete_parties_replay_as_they_stand
);

/// Opens a Quadrille party and enters the four workload deals.
fn party_of_four(conn: &mut DbConnection) -> ledger::Opened {
    let (options, pool) = quadrille();
    let opened = ledger::open_party(
        conn,
        &NewPartie {
            game: GameId::Quadrille,
            options,
            players: ["A", "B", "C", "D"].map(str::to_owned).to_vec(),
            extra: Map::new(),
        },
    )
    .expect("open");
    for facts in pool {
        let f = Facts::from_value(facts).expect("facts");
        ledger::record_deal(conn, opened.key, &f, None).expect("deal");
    }
    opened
}

/// Removes a party's snapshots, as if it had been written before they were kept (the
/// tables are append-only: the guard is lifted for the test only).
fn forget_snapshots(conn: &mut DbConnection, key: i32) {
    let sql = match conn {
        DbConnection::Sqlite(_) => format!(
            "DROP TRIGGER snapshots_no_delete;
             DELETE FROM snapshots WHERE party_id = {key};
             CREATE TRIGGER snapshots_no_delete BEFORE DELETE ON snapshots
             BEGIN SELECT RAISE(ABORT, 'snapshots are append-only'); END;"
        ),
        DbConnection::Postgres(_) => format!(
            "ALTER TABLE snapshots DISABLE TRIGGER snapshots_append_only;
             DELETE FROM snapshots WHERE party_id = {key};
             ALTER TABLE snapshots ENABLE TRIGGER snapshots_append_only;"
        ),
    };
    conn.batch_execute(&sql).expect("forget the snapshots");
}

async fn a_party_without_snapshots_is_replayed_once(app: &TestApp) {
    let mut conn = connect(app);
    let opened = party_of_four(&mut conn);
    forget_snapshots(&mut conn, opened.key);
    let entries = read::party(&mut conn, opened.key)
        .expect("read")
        .journal
        .len();
    // Read: the table's view comes from a replay, the money from the journal.
    check_party(&mut conn, opened.key, false, "without snapshots");
    // The next write replays once and writes them; nothing is re-posted.
    let f = Facts::from_value(academie::bench::facts()[0].clone()).expect("facts");
    let written = ledger::record_deal(&mut conn, opened.key, &f, Some(5)).expect("deal 5");
    assert_eq!(
        written.entries,
        vec![entries as i32 + 1],
        "only deal 5 is posted"
    );
    check_party(&mut conn, opened.key, true, "after the next write");
}

on_both_backends!(
    party_without_snapshots,
    super::a_party_without_snapshots_is_replayed_once
);

/// Clears the balances of a party's snapshots, as if they had been written before the
/// balances were kept (the guard is lifted for the test only).
fn forget_balances(conn: &mut DbConnection, key: i32) {
    let sql = match conn {
        DbConnection::Sqlite(_) => format!(
            "DROP TRIGGER snapshots_no_update;
             UPDATE snapshots SET balances_json = NULL WHERE party_id = {key};
             CREATE TRIGGER snapshots_no_update BEFORE UPDATE ON snapshots
             BEGIN SELECT RAISE(ABORT, 'snapshots are append-only'); END;"
        ),
        DbConnection::Postgres(_) => format!(
            "ALTER TABLE snapshots DISABLE TRIGGER snapshots_append_only;
             UPDATE snapshots SET balances_json = NULL WHERE party_id = {key};
             ALTER TABLE snapshots ENABLE TRIGGER snapshots_append_only;"
        ),
    };
    conn.batch_execute(&sql).expect("forget the balances");
}

/// A party whose snapshots keep no balances (written before they were kept): a write's
/// answer sums the transfers, and the next deal computes the balances once (from the
/// sums) and keeps them in the snapshots it writes, from which the next answer reads.
async fn snapshots_without_balances_get_them_at_the_next_deal(app: &TestApp) {
    let mut conn = connect(app);
    let opened = party_of_four(&mut conn);
    // Deals 5 and 6, so that the next one settles from a snapshot written before.
    for facts in academie::bench::facts().into_iter().take(2) {
        let f = Facts::from_value(facts).expect("facts");
        ledger::record_deal(&mut conn, opened.key, &f, None).expect("deal");
    }
    forget_balances(&mut conn, opened.key);
    let expected = read::party(&mut conn, opened.key)
        .expect("read")
        .balances_by_name();
    let written = ledger::rescore_party(&mut conn, opened.key).expect("nothing to rescore");
    let answer = read::after_write(&mut conn, opened.key, &written).expect("the answer");
    assert_eq!(answer.balances_by_name(), expected, "summed");
    check_party_kept(&mut conn, opened.key, true, false, "without balances");

    let f = Facts::from_value(academie::bench::facts()[2].clone()).expect("facts");
    let written = ledger::record_deal(&mut conn, opened.key, &f, Some(7)).expect("deal 7");
    check_party_kept(&mut conn, opened.key, true, false, "after deal 7");
    let answer = read::after_write(&mut conn, opened.key, &written).expect("the answer");
    let after = read::party(&mut conn, opened.key).expect("read");
    assert_eq!(answer.balances_by_name(), after.balances_by_name());
    // Deal 7 settled from deal 5's snapshot: deals 1 to 5 keep none, 6 and 7 do.
    let kept: Vec<bool> = (1..=7)
        .map(|seq| {
            let deal_id: i32 = deals::table
                .filter(deals::party_id.eq(opened.key).and(deals::seq.eq(seq)))
                .select(deals::id)
                .first(&mut conn)
                .expect("deal");
            snapshots::table
                .filter(snapshots::deal_id.eq(deal_id))
                .order(snapshots::id.desc())
                .select(snapshots::balances_json)
                .first::<Option<String>>(&mut conn)
                .expect("snapshot")
                .is_some()
        })
        .collect();
    assert_eq!(kept, [false, false, false, false, false, true, true]);
}

on_both_backends!(
    snapshots_without_balances,
    super::snapshots_without_balances_get_them_at_the_next_deal
);

/// Makes deal 1 of a party look computed by an engine of version 0 that paid otherwise:
/// its entry reversed and replaced by other payments, and the newest snapshot of version
/// 0 (rows appended directly, as an older academie would have).
fn computed_by_an_older_engine(conn: &mut DbConnection, key: i32) {
    let deal_id: i32 = deals::table
        .filter(deals::party_id.eq(key).and(deals::seq.eq(1)))
        .select(deals::id)
        .first(conn)
        .expect("deal 1");
    let (entry_id, revision_id): (i32, Option<i32>) = journal_entries::table
        .filter(journal_entries::deal_id.eq(deal_id))
        .order(journal_entries::seq.desc())
        .select((journal_entries::id, journal_entries::deal_revision_id))
        .first(conn)
        .expect("deal 1's entry");
    let old: Vec<(i32, i32, i64, String)> = transfers::table
        .filter(transfers::entry_id.eq(entry_id))
        .order(transfers::position)
        .select((
            transfers::from_account_id,
            transfers::to_account_id,
            transfers::amount,
            transfers::reason,
        ))
        .load(conn)
        .expect("its transfers");
    let seats: Vec<i32> = accounts::table
        .filter(accounts::party_id.eq(key).and(accounts::kind.eq("player")))
        .order(accounts::seat_no)
        .select(accounts::id)
        .load(conn)
        .expect("accounts");
    let last: Option<i32> = journal_entries::table
        .filter(journal_entries::party_id.eq(key))
        .select(diesel::dsl::max(journal_entries::seq))
        .first(conn)
        .expect("last seq");
    let now = chrono::Utc::now().naive_utc();
    let mut entry = |seq: i32, kind: &str, reverses: Option<i32>| -> i32 {
        diesel::insert_into(journal_entries::table)
            .values(NewEntry {
                party_id: key,
                seq,
                kind,
                deal_id: Some(deal_id),
                deal_revision_id: revision_id,
                reverses_entry_id: reverses,
                cause_revision_id: None,
                created_at: now,
                engine_version: Some(0),
                cause_note: None,
            })
            .returning(journal_entries::id)
            .get_result(conn)
            .expect("entry")
    };
    let seq = last.unwrap_or(0);
    let reversal = entry(seq + 1, "reversal", Some(entry_id));
    let replacement = entry(seq + 2, "deal", None);
    let rows: Vec<NewTransfer> = old
        .iter()
        .enumerate()
        .map(|(i, (from, to, amount, reason))| NewTransfer {
            entry_id: reversal,
            position: i as i32,
            from_account_id: *to,
            to_account_id: *from,
            amount: *amount,
            reason,
        })
        .chain(std::iter::once(NewTransfer {
            entry_id: replacement,
            position: 0,
            from_account_id: seats[0],
            to_account_id: seats[1],
            amount: 7,
            reason: "game",
        }))
        .collect();
    for row in rows {
        diesel::insert_into(transfers::table)
            .values(row)
            .execute(conn)
            .expect("transfer");
    }
    let newest: SnapshotRow = snapshots::table
        .filter(snapshots::party_id.eq(key))
        .order(snapshots::id.desc())
        .select(SnapshotRow::as_select())
        .first(conn)
        .expect("a snapshot");
    diesel::insert_into(snapshots::table)
        .values(NewSnapshot {
            party_id: key,
            deal_id: newest.deal_id,
            position: newest.position,
            state_json: &newest.state_json,
            pots_json: &newest.pots_json,
            engine_version: 0,
            created_at: now,
            balances_json: None,
        })
        .execute(conn)
        .expect("old snapshot");
}

/// The rescore entries of a party's journal, as (deal, note).
fn rescores(conn: &mut DbConnection, key: i32) -> Vec<(Option<i32>, Option<String>)> {
    read::party(conn, key)
        .expect("read")
        .journal
        .iter()
        .filter(|j| j.kind == ledger::EntryKind::Rescore)
        .map(|j| (j.deal, j.note.clone()))
        .collect()
}

async fn an_older_engines_payments_are_rescored_explicitly(app: &TestApp) {
    let mut conn = connect(app);
    let note = Some("engine of quadrille v0 -> v1".to_owned());

    // By `academie rescore`.
    let first = party_of_four(&mut conn);
    let before = read::party(&mut conn, first.key)
        .expect("read")
        .balances_by_name();
    computed_by_an_older_engine(&mut conn, first.key);
    let tampered = read::party(&mut conn, first.key)
        .expect("read")
        .balances_by_name();
    assert_ne!(before, tampered, "the older engine paid otherwise");
    let printed = academie::cli::rescore(&app.db_url()).expect("rescore");
    assert!(
        printed.contains(&format!("party {}", first.id))
            && printed.contains("rescore deal 1 (engine of quadrille v0 -> v1)"),
        "{printed}"
    );
    let after = read::party(&mut conn, first.key).expect("read");
    assert_eq!(
        after.balances_by_name(),
        before,
        "re-scored as the engine pays"
    );
    assert_eq!(
        rescores(&mut conn, first.key),
        vec![(Some(1), note.clone())]
    );
    let entry = after
        .journal
        .iter()
        .find(|j| j.kind == ledger::EntryKind::Rescore)
        .expect("the rescore entry");
    assert_eq!(entry.cause, None, "no deal's revision caused it");
    assert_eq!(entry.engine_version, Some(1));
    check_party(&mut conn, first.key, true, "after academie rescore");
    let again = academie::cli::rescore(&app.db_url()).expect("rescore");
    assert_eq!(again, "every party is current; nothing changed");

    // By the next write to the party, before its own entry.
    let second = party_of_four(&mut conn);
    computed_by_an_older_engine(&mut conn, second.key);
    let f = Facts::from_value(academie::bench::facts()[0].clone()).expect("facts");
    let written = ledger::record_deal(&mut conn, second.key, &f, Some(5)).expect("deal 5");
    assert_eq!(written.entries.len(), 3, "reversal, rescore, then deal 5");
    assert_eq!(rescores(&mut conn, second.key), vec![(Some(1), note)]);
    let summary = read::party(&mut conn, second.key).expect("read");
    let last = summary.journal.last().expect("entries");
    assert_eq!((last.kind, last.deal), (ledger::EntryKind::Deal, Some(5)));
    assert_eq!(
        last.cause.map(|(d, _)| d),
        Some(5),
        "deal 5's entry names its own revision"
    );
    check_party(&mut conn, second.key, true, "after the next write");
}

on_both_backends!(
    older_engine_rescored,
    super::an_older_engines_payments_are_rescored_explicitly
);

/// The statements `f` issues on `conn`, as their SQL text.
fn statements<T>(conn: &mut DbConnection, f: impl FnOnce(&mut DbConnection) -> T) -> Vec<String> {
    use diesel::connection::{Instrumentation, InstrumentationEvent};
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = seen.clone();
    conn.set_instrumentation(move |event: InstrumentationEvent<'_>| {
        if let InstrumentationEvent::StartQuery { query, .. } = event {
            log.lock().expect("log").push(query.to_string());
        }
    });
    f(conn);
    conn.set_instrumentation(None::<Box<dyn Instrumentation>>);
    let out = seen.lock().expect("log").clone();
    out
}

/// Entering a deal and reading its answer issue the same statements at deal 9 as at deal
/// 61 (issue 15: the cost of an entry does not grow with the partie; each statement
/// reads through an index, see `store::Need::Tail`), and few of them.
async fn a_deal_entry_issues_the_same_statements_at_any_length(app: &TestApp) {
    let mut conn = connect(app);
    let opened = party_of_four(&mut conn);
    let facts = academie::bench::facts();
    let enter = |conn: &mut DbConnection, n: usize| {
        let f = Facts::from_value(facts[(n - 1) % 4].clone()).expect("facts");
        statements(conn, |conn| {
            let written = ledger::record_deal(conn, opened.key, &f, None).expect("deal");
            read::after_write(conn, opened.key, &written).expect("answer");
        })
    };
    for n in 5..9 {
        enter(&mut conn, n);
    }
    let early = enter(&mut conn, 9);
    for n in 10..61 {
        enter(&mut conn, n);
    }
    let late = enter(&mut conn, 61);
    assert_eq!(early.len(), late.len(), "{early:#?}\n{late:#?}");
    // 50 on SQLite, off the writer's thread (the writer's kept tail spares it the reads:
    // `the_writers_kept_tails_agree_with_the_database`): each insert is followed by
    // `SELECT last_insert_rowid()`, cheaper there than `RETURNING` (see `db::insert_id!`).
    // PostgreSQL: 41, with the party's row lock and the read-only transaction's isolation
    // level.
    assert!(early.len() <= 50, "{} statements: {early:#?}", early.len());
    check_party(&mut conn, opened.key, true, "after 61 deals");
}

on_both_backends!(
    entry_statements,
    super::a_deal_entry_issues_the_same_statements_at_any_length
);

/// Runs one ledger write on `pool`'s writer and flattens its two layers of errors.
fn on_writer<T: Send + 'static>(
    pool: &db::Pool,
    f: impl FnOnce(&mut DbConnection) -> Result<T, LedgerError> + Send + 'static,
) -> Result<T, LedgerError> {
    pool.write(f).expect("the writer answers")
}

/// The SQLite writer keeps each party's tail from one deal entry to the next
/// (`ledger::cache`): random steps on two parties through a writer of the test's own (its
/// deal entries settle from the kept tails; its corrections, deletions, undos, restores,
/// closings and re-openings must make them stale), and now and then a deal entered through
/// the server's writer, another connection, which the test's writer must notice. The
/// checker after every step, and the answers made by the writer against those read back.
#[tokio::test]
async fn the_writers_kept_tails_agree_with_the_database() {
    let app = crate::helpers::spawn_sqlite_app().await;
    let pool = db::pool(&app.db_url()).expect("pool");
    let mut conn = connect(&app);
    let (options, facts) = quadrille();
    let parties: Vec<ledger::Opened> = (0..2)
        .map(|_| {
            ledger::open_party(
                &mut conn,
                &NewPartie {
                    game: GameId::Quadrille,
                    options: options.clone(),
                    players: ["A", "B", "C", "D"].map(str::to_owned).to_vec(),
                    extra: Map::new(),
                },
            )
            .expect("open")
        })
        .collect();
    let mut rng = Lcg(11);
    let (mut entered, mut made) = (0, 0);
    for step in 0..160 {
        let party = &parties[rng.below(parties.len())];
        let key = party.key;
        let summary = read::party(&mut conn, key).expect("read");
        let standing: Vec<i32> = summary.deals.iter().map(|d| d.no).collect();
        let deleted: Vec<i32> = summary.deleted.iter().map(|d| d.no).collect();
        let f = Facts::from_value(facts[rng.below(facts.len())].clone()).expect("facts");
        let pick = |rng: &mut Lcg, from: &[i32]| from.get(rng.below(from.len())).copied();
        let roll = rng.below(100);
        let context = format!("step {step} (roll {roll}) of party {key}");
        let outcome = if summary.is_closed() {
            on_writer(&pool, move |c| ledger::reopen_party(c, key).map(|_| ()))
        } else if roll < 8 {
            let reply = post_deal(&app, &party.id, f.value()).await;
            assert!(
                matches!(reply.status, 201 | 422),
                "{context}: {}",
                reply.body
            );
            Ok(())
        } else if roll < 72 {
            on_writer(&pool, move |c| ledger::record_deal(c, key, &f, None)).map(|w| {
                entered += 1;
                made += made_as_read(&mut conn, &w, &context);
            })
        } else if roll < 80 {
            match pick(&mut rng, &standing) {
                Some(n) => {
                    on_writer(&pool, move |c| ledger::correct_deal(c, key, n, &f, None)).map(|_| ())
                }
                None => Ok(()),
            }
        } else if roll < 87 {
            match pick(&mut rng, &standing) {
                Some(n) => {
                    on_writer(&pool, move |c| ledger::delete_deal(c, key, n, None)).map(|_| ())
                }
                None => Ok(()),
            }
        } else if roll < 91 {
            on_writer(&pool, move |c| ledger::undo_last_deal(c, key)).map(|_| ())
        } else if roll < 97 {
            match pick(&mut rng, &deleted) {
                Some(n) => on_writer(&pool, move |c| ledger::restore_deal(c, key, n)).map(|_| ()),
                None => Ok(()),
            }
        } else {
            on_writer(&pool, move |c| ledger::close_party(c, key)).map(|_| ())
        };
        if let Err(e) = outcome {
            acceptable(&e, &context);
        }
        check_party(&mut conn, key, true, &context);
    }
    let taken = on_writer(&pool, |_| Ok(ledger::tails_taken())).expect("count");
    assert!(
        entered >= 80 && made >= 60,
        "too few entries took ({entered} entered, {made} answered from what the writer holds)"
    );
    assert!(
        taken >= 30,
        "{taken} of {entered} entries settled from a kept tail: the tails are not kept"
    );
}
