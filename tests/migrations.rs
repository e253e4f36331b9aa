//! The two migration trees list the same migrations; they apply, revert and apply again;
//! and `src/db/schema.rs` matches what they build (every table read through its row
//! struct). PostgreSQL is checked too when `TEST_DATABASE_URL` is set.

use std::collections::BTreeSet;
use std::path::Path;

use academie::db::models::{
    AccountRow, DealRow, EntryRow, IdempotencyRow, PartyRow, PaymentMarkRow, PlayerRow,
    RevisionRow, SeatRow, SettingRow, SnapshotRow, TransferRow,
};
use academie::db::schema::{
    accounts, deal_revisions, deals, idempotency_keys, journal_entries, parties, party_settings,
    payment_marks, players, seats, snapshots, transfers,
};
use academie::db::{DatabaseUrl, DbConnection, POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS};
use diesel::pg::PgConnection;
use diesel::prelude::*;
use diesel_migrations::MigrationHarness;

fn names(tree: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(tree);
    std::fs::read_dir(&dir)
        .expect("migration tree")
        .map(|e| {
            let path = e.expect("entry").path();
            for file in ["up.sql", "down.sql"] {
                assert!(path.join(file).is_file(), "{} lacks {file}", path.display());
            }
            path.file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

#[test]
fn both_trees_list_the_same_migrations() {
    let sqlite = names("sqlite");
    assert!(!sqlite.is_empty());
    assert_eq!(sqlite, names("postgres"));
}

fn read_every_table(conn: &mut DbConnection) {
    players::table
        .select(PlayerRow::as_select())
        .load(conn)
        .expect("players");
    parties::table
        .select(PartyRow::as_select())
        .load(conn)
        .expect("parties");
    seats::table
        .select(SeatRow::as_select())
        .load(conn)
        .expect("seats");
    accounts::table
        .select(AccountRow::as_select())
        .load(conn)
        .expect("accounts");
    deals::table
        .select(DealRow::as_select())
        .load(conn)
        .expect("deals");
    deal_revisions::table
        .select(RevisionRow::as_select())
        .load(conn)
        .expect("deal_revisions");
    journal_entries::table
        .select(EntryRow::as_select())
        .load(conn)
        .expect("journal_entries");
    transfers::table
        .select(TransferRow::as_select())
        .load(conn)
        .expect("transfers");
    idempotency_keys::table
        .select(IdempotencyRow::as_select())
        .load(conn)
        .expect("idempotency_keys");
    party_settings::table
        .select(SettingRow::as_select())
        .load(conn)
        .expect("party_settings");
    snapshots::table
        .select(SnapshotRow::as_select())
        .load(conn)
        .expect("snapshots");
    payment_marks::table
        .select(PaymentMarkRow::as_select())
        .load(conn)
        .expect("payment_marks");
}

fn up_down_up(conn: &mut DbConnection) {
    match conn {
        DbConnection::Sqlite(c) => {
            c.run_pending_migrations(SQLITE_MIGRATIONS).expect("up");
            c.revert_all_migrations(SQLITE_MIGRATIONS).expect("down");
            c.run_pending_migrations(SQLITE_MIGRATIONS)
                .expect("up again");
        }
        DbConnection::Postgres(c) => {
            c.run_pending_migrations(POSTGRES_MIGRATIONS).expect("up");
            c.revert_all_migrations(POSTGRES_MIGRATIONS).expect("down");
            c.run_pending_migrations(POSTGRES_MIGRATIONS)
                .expect("up again");
        }
    }
    read_every_table(conn);
}

#[test]
fn sqlite_migrations_go_up_down_and_up_and_match_the_schema() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("m.db");
    let url = DatabaseUrl::parse(path.to_str().expect("utf-8")).expect("url");
    let mut conn = url.establish().expect("connect");
    up_down_up(&mut conn);
}

#[test]
fn postgres_migrations_go_up_down_and_up_and_match_the_schema() {
    let Ok(admin_url) = std::env::var("TEST_DATABASE_URL") else {
        skipped("TEST_DATABASE_URL is not set");
        return;
    };
    let Ok(mut admin) = PgConnection::establish(&admin_url) else {
        skipped("PostgreSQL at TEST_DATABASE_URL is unreachable");
        return;
    };
    let name = format!("academie_migrations_{}", std::process::id());
    diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .execute(&mut admin)
        .expect("drop stale");
    diesel::sql_query(format!("CREATE DATABASE \"{name}\""))
        .execute(&mut admin)
        .expect("create");
    let base = admin_url
        .rsplit_once('/')
        .map_or(admin_url.as_str(), |(b, _)| b);
    let result = std::panic::catch_unwind(|| {
        let url = DatabaseUrl::parse(&format!("{base}/{name}")).expect("url");
        let mut conn = url.establish().expect("connect");
        up_down_up(&mut conn);
    });
    diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .execute(&mut admin)
        .expect("drop");
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
}

/// Several processes starting at once on one empty database: every one's migrations
/// succeed (they take turns), and the schema is there once.
fn migrate_at_once(url: &str) {
    let threads: Vec<_> = (0..6)
        .map(|_| {
            let url = url.to_owned();
            std::thread::spawn(move || {
                let mut conn = DatabaseUrl::parse(&url)
                    .expect("url")
                    .establish()
                    .map_err(|e| e.to_string())?;
                academie::db::migrate(&mut conn).map_err(|e| e.to_string())
            })
        })
        .collect();
    for t in threads {
        let outcome = t.join().expect("thread");
        assert!(outcome.is_ok(), "a migration failed: {outcome:?}");
    }
    let mut conn = DatabaseUrl::parse(url)
        .expect("url")
        .establish()
        .expect("connect");
    read_every_table(&mut conn);
}

#[test]
fn sqlite_migrations_run_at_once_from_several_processes_all_succeed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("m.db");
    // The pool puts the file in WAL mode, as a starting server does.
    drop(academie::db::pool(path.to_str().expect("utf-8")).expect("pool"));
    migrate_at_once(path.to_str().expect("utf-8"));
}

#[test]
fn postgres_migrations_run_at_once_from_several_processes_all_succeed() {
    let Ok(admin_url) = std::env::var("TEST_DATABASE_URL") else {
        skipped("TEST_DATABASE_URL is not set");
        return;
    };
    let Ok(mut admin) = PgConnection::establish(&admin_url) else {
        skipped("PostgreSQL at TEST_DATABASE_URL is unreachable");
        return;
    };
    let name = format!("academie_migrations_at_once_{}", std::process::id());
    diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .execute(&mut admin)
        .expect("drop stale");
    diesel::sql_query(format!("CREATE DATABASE \"{name}\""))
        .execute(&mut admin)
        .expect("create");
    let base = admin_url
        .rsplit_once('/')
        .map_or(admin_url.as_str(), |(b, _)| b);
    let url = format!("{base}/{name}");
    let result = std::panic::catch_unwind(|| migrate_at_once(&url));
    diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .execute(&mut admin)
        .expect("drop");
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
}

/// A database written before snapshots were kept (the migrations up to the party
/// settings, a party with two deals posted as the academie of then posted them: the
/// engine's payments, no engine version, no snapshot) upgrades: its party reads as it
/// stands (what the table shows comes from one replay), its next deal is posted alone
/// (the partie is replayed once and its snapshots written), and nothing is re-posted.
#[test]
fn sqlite_upgrades_a_database_whose_parties_have_no_snapshots() {
    use academie::domain::Account;
    use academie::games::{erased, GameId};
    use diesel::connection::SimpleConnection;

    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("old.db");
    let url = DatabaseUrl::parse(path.to_str().expect("utf-8")).expect("url");
    let mut conn = url.establish().expect("connect");
    let DbConnection::Sqlite(c) = &mut conn else {
        panic!("an SQLite file");
    };
    for _ in 0..4 {
        c.run_next_migration(SQLITE_MIGRATIONS)
            .expect("an old migration");
    }
    let facts = academie::bench::facts();
    let doc = academie::bench::quadrille_doc(2);
    let players = doc.players.clone();
    let replay = erased(GameId::Quadrille)
        .replay(GameId::Quadrille, &doc.options, &players, &doc.deals, false)
        .expect("replay");
    let mut sql = format!(
        "INSERT INTO parties (id, game_id, options_json, extra_json, opened_at, public_id, watch_token)
         VALUES (1, 'quadrille', '{}', '{{}}', '2026-11-20 20:00:00',
                 '0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210');",
        doc.options
    );
    for (i, name) in players.iter().enumerate() {
        sql.push_str(&format!(
            "INSERT INTO players (id, name, created_at) VALUES ({}, '{name}', '2026-11-20 20:00:00');
             INSERT INTO seats (party_id, seat_no, player_id) VALUES (1, {i}, {});
             INSERT INTO accounts (id, party_id, kind, seat_no) VALUES ({}, 1, 'player', {i});",
            i + 1,
            i + 1,
            i + 1
        ));
    }
    let mut account_ids: Vec<(Account, i32)> = (0..players.len())
        .map(|i| {
            let seat = academie::domain::Seat::from_index(i).expect("seat");
            (Account::Player(seat), i as i32 + 1)
        })
        .collect();
    for (n, pot) in replay.pots.iter().enumerate() {
        let id = 10 + n as i32;
        sql.push_str(&format!(
            "INSERT INTO accounts (id, party_id, kind, pot_key) VALUES ({id}, 1, 'pot', '{}');",
            pot.as_str()
        ));
        account_ids.push((Account::Pot(pot.clone()), id));
    }
    sql.push_str("INSERT INTO accounts (id, party_id, kind) VALUES (20, 1, 'carried');");
    account_ids.push((Account::Carried, 20));
    let id_of = |a: &Account| {
        account_ids
            .iter()
            .find(|(x, _)| x == a)
            .map(|(_, id)| *id)
            .expect("an account")
    };
    for (i, (deal, transfers)) in doc.deals.iter().zip(&replay.deals).enumerate() {
        let n = i + 1;
        sql.push_str(&format!(
            "INSERT INTO deals (id, party_id, seq, created_at) VALUES ({n}, 1, {n}, '2026-11-20 20:00:00');
             INSERT INTO deal_revisions (id, deal_id, revision, kind, facts_json, created_at)
                VALUES ({n}, {n}, 1, 'entered', '{deal}', '2026-11-20 20:00:00');
             INSERT INTO journal_entries (id, party_id, seq, kind, deal_id, deal_revision_id, cause_revision_id, created_at)
                VALUES ({n}, 1, {n}, 'deal', {n}, {n}, {n}, '2026-11-20 20:00:00');"
        ));
        for (position, t) in transfers.iter().enumerate() {
            sql.push_str(&format!(
                "INSERT INTO transfers (entry_id, position, from_account_id, to_account_id, amount, reason)
                 VALUES ({n}, {position}, {}, {}, {}, '{}');",
                id_of(&t.from),
                id_of(&t.to),
                t.amount,
                t.reason.as_str()
            ));
        }
    }
    c.batch_execute(&sql).expect("the old party");

    academie::db::migrate(&mut conn).expect("upgrade");
    let before = academie::ledger::read::party(&mut conn, 1).expect("read");
    assert_eq!(before.replay_error, None);
    assert_eq!(
        before.status, replay.status,
        "the table's view, by a replay"
    );
    let balances: Vec<i64> = before.balances.iter().map(|b| b.balance).collect();
    assert_eq!(
        balances,
        replay.player_balances(players.len()).expect("sums"),
        "the money, from the journal"
    );
    let third = academie::ledger::Facts::from_value(facts[2].clone()).expect("facts");
    let written =
        academie::ledger::record_deal(&mut conn, 1, &third, Some(3)).expect("the next deal");
    assert_eq!(written.entries, vec![3], "deal 3 alone is posted");
    let kept: i64 = snapshots::table
        .count()
        .get_result(&mut conn)
        .expect("count");
    assert_eq!(kept, 4, "the opening's and each deal's snapshot");
    let full = erased(GameId::Quadrille)
        .replay(
            GameId::Quadrille,
            &doc.options,
            &players,
            &facts[..3],
            false,
        )
        .expect("replay");
    let after = academie::ledger::read::party(&mut conn, 1).expect("read");
    let expected: Vec<i64> = full.player_balances(players.len()).expect("sums");
    let balances: Vec<i64> = after.balances.iter().map(|b| b.balance).collect();
    assert_eq!(balances, expected);
    assert_eq!(after.status, full.status);
}

/// Says on the terminal that a test skips and why, whatever the test harness captures (a
/// passing test's `eprintln!` is swallowed; this is written to standard error directly).
fn skipped(why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "*** SKIPPED: {why}");
}
