//! The two migration trees list the same migrations; they apply, revert and apply again;
//! and `src/db/schema.rs` matches what they build (every table read through its row
//! struct). PostgreSQL is checked too when `TEST_DATABASE_URL` is set.

use std::collections::BTreeSet;
use std::path::Path;

use academie::db::models::{
    AccountRow, DealRow, EntryRow, IdempotencyRow, PartyRow, PlayerRow, RevisionRow, SeatRow,
    SettingRow, TransferRow,
};
use academie::db::schema::{
    accounts, deal_revisions, deals, idempotency_keys, journal_entries, parties, party_settings,
    players, seats, transfers,
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
        eprintln!("skipped: TEST_DATABASE_URL is not set");
        return;
    };
    let Ok(mut admin) = PgConnection::establish(&admin_url) else {
        eprintln!("skipped: PostgreSQL at TEST_DATABASE_URL is unreachable");
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
        eprintln!("skipped: TEST_DATABASE_URL is not set");
        return;
    };
    let Ok(mut admin) = PgConnection::establish(&admin_url) else {
        eprintln!("skipped: PostgreSQL at TEST_DATABASE_URL is unreachable");
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
