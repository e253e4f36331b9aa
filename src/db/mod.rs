//! Database plumbing only (nothing here knows a game rule): one connection type over
//! SQLite and PostgreSQL chosen by the URL's scheme, an r2d2 pool of it with, on SQLite,
//! the one writer every write queues for ([`Pool::write`], `writer.rs`), the embedded
//! migrations, and the write transaction every ledger writer runs in.

use std::time::Duration;

use diesel::connection::{AnsiTransactionManager, SimpleConnection, TransactionManager};
use diesel::pg::PgConnection;
use diesel::r2d2::{self, ManageConnection, R2D2Connection};
use diesel::sqlite::SqliteConnection;
use diesel::{Connection, RunQueryDsl};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub mod models;
pub mod schema;
mod writer;

/// Runs `$body` with `$c` bound to the backend's own connection (`SqliteConnection` or
/// `PgConnection`) under `$conn: &mut DbConnection`. A statement run there is found in the
/// statement cache by its type; run through [`DbConnection`] (diesel's `MultiConnection`),
/// its SQL text is built again at every call to look it up, a fifth of a deal entry's
/// work. For the statements of the hot paths (a deal's entry and its answer, the partie
/// page); the body is compiled once per backend.
#[macro_export]
macro_rules! native {
    ($conn:expr, |$c:ident| $body:expr) => {
        match $conn {
            $crate::db::DbConnection::Sqlite($c) => $body,
            $crate::db::DbConnection::Postgres($c) => $body,
        }
    };
}

diesel::define_sql_function! {
    /// SQLite's id of the row the connection inserted last.
    fn last_insert_rowid() -> diesel::sql_types::BigInt;
}

/// Inserts one row into `$table` (a table of [`schema`]; `$values`: its `Insertable`,
/// whose `Option` fields are bound as NULL, `treat_none_as_default_value = false`, so that
/// the statement is found in the cache by its type) and evaluates to the new row's id, a
/// `QueryResult<i32>`. On SQLite the id is `last_insert_rowid()` on the same connection:
/// `RETURNING` there builds a temporary table for every row, a sixth of a deal entry's
/// work. On PostgreSQL, `RETURNING id`.
#[macro_export]
macro_rules! insert_id {
    ($conn:expr, $table:ident, $values:expr) => {{
        use diesel::RunQueryDsl as _;
        match $conn {
            $crate::db::DbConnection::Sqlite(c) => {
                diesel::insert_into($crate::db::schema::$table::table)
                    .values($values)
                    .execute(c)
                    .and_then(|_| {
                        diesel::select($crate::db::last_insert_rowid()).get_result::<i64>(c)
                    })
                    .and_then(|id| {
                        i32::try_from(id)
                            .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))
                    })
            }
            $crate::db::DbConnection::Postgres(c) => {
                diesel::insert_into($crate::db::schema::$table::table)
                    .values($values)
                    .returning($crate::db::schema::$table::id)
                    .get_result::<i32>(c)
            }
        }
    }};
}

/// Inserts the rows `$rows` (a slice of a new row type of `$table`) and gives their ids
/// in order, as [`insert_id!`] gives one. On SQLite each row is inserted by the statement
/// [`insert_id!`] uses (kept prepared, found by its type), and the rows take consecutive
/// rowids after the table's largest (the writer is alone in its transaction): one
/// `last_insert_rowid()` for them all ([`consecutive_ids`]). On PostgreSQL, and for no
/// rows, it is [`insert_id!`] for each row.
#[macro_export]
macro_rules! insert_ids {
    ($conn:expr, $table:ident, $rows:expr) => {{
        use diesel::RunQueryDsl as _;
        let conn: &mut $crate::db::DbConnection = $conn;
        let rows = $rows;
        match conn {
            $crate::db::DbConnection::Sqlite(c) if !rows.is_empty() => rows
                .iter()
                .try_fold(0, |inserted, row| {
                    diesel::insert_into($crate::db::schema::$table::table)
                        .values(row)
                        .execute(&mut *c)
                        .map(|k| inserted + k)
                })
                .and_then(|inserted| {
                    let last =
                        diesel::select($crate::db::last_insert_rowid()).get_result::<i64>(c)?;
                    $crate::db::consecutive_ids(last, rows.len(), inserted)
                }),
            conn => rows
                .iter()
                .map(|row| $crate::insert_id!(&mut *conn, $table, row))
                .collect::<Result<Vec<i32>, _>>(),
        }
    }};
}

/// The ids of `n` rows inserted one after the other, the last one's `last` ([`insert_ids!`]
/// on SQLite), checking that the statements inserted `inserted` rows in all.
///
/// # Errors
/// When `inserted` is not `n`, or an id does not fit the schema's `i32`.
pub fn consecutive_ids(last: i64, n: usize, inserted: usize) -> diesel::QueryResult<Vec<i32>> {
    let first = i64::try_from(n).ok().and_then(|n| last.checked_sub(n - 1));
    match first {
        Some(first) if inserted == n && n > 0 => (first..=last)
            .map(|id| {
                i32::try_from(id)
                    .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))
            })
            .collect(),
        _ => Err(diesel::result::Error::QueryBuilderError(
            format!("{n} rows inserted as {inserted}").into(),
        )),
    }
}

thread_local! {
    /// On the SQLite writer's thread ([`writer`]), a number that changes whenever what
    /// the writer may remember of the database can no longer be trusted; `None` on any
    /// other thread.
    static CACHE_EPOCH: std::cell::Cell<Option<u64>> = const { std::cell::Cell::new(None) };
}

/// Whether this thread is the SQLite writer's, and then the current epoch of what it may
/// keep in memory between writes (the ledger's tails of the parties it wrote last): a
/// memory made at another epoch is stale. The epoch moves on when another connection
/// (another process) committed, when a write or a batch was rolled back, and when the
/// writer reconnects. `None` on any other thread, PostgreSQL's included: nothing may be
/// kept there (other servers may write).
pub fn cache_epoch() -> Option<u64> {
    CACHE_EPOCH.get()
}

/// Makes what the writer keeps in memory stale ([`cache_epoch`]); nothing off its thread.
pub fn forget_caches() {
    if let Some(epoch) = CACHE_EPOCH.get() {
        CACHE_EPOCH.set(Some(epoch.wrapping_add(1)));
    }
}

/// The migrations for SQLite (`migrations/sqlite`).
pub const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
/// The migrations for PostgreSQL (`migrations/postgres`, same names).
pub const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/postgres");

pub use connection::DbConnection;

/// The connection in a module of its own: `derive(diesel::MultiConnection)` writes beside
/// it the backend, row and value types diesel needs, which nothing else names.
mod connection {
    use diesel::pg::PgConnection;
    use diesel::sqlite::SqliteConnection;

    /// A connection to either backend. Built explicitly from the URL's scheme by
    /// [`DatabaseUrl::establish`](super::DatabaseUrl::establish) (never by trying each in
    /// turn: SQLite accepts any string).
    #[derive(diesel::MultiConnection)]
    pub enum DbConnection {
        /// An SQLite file (bundled SQLite).
        Sqlite(SqliteConnection),
        /// A PostgreSQL server.
        Postgres(PgConnection),
    }
}

impl std::fmt::Debug for DbConnection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DbConnection::Sqlite(_) => "DbConnection::Sqlite",
            DbConnection::Postgres(_) => "DbConnection::Postgres",
        })
    }
}

/// Where the data lives: `postgres://...`/`postgresql://...`, or an SQLite file
/// (`sqlite://path`, `sqlite:path`, or a bare path).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseUrl {
    /// An SQLite file path.
    Sqlite(String),
    /// A PostgreSQL connection URL.
    Postgres(String),
}

/// Why a database cannot be reached or prepared.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The URL is not usable.
    #[error("database URL: {0}")]
    Url(String),
    /// The connection failed.
    #[error("cannot connect to the database: {0}")]
    Connect(#[from] diesel::ConnectionError),
    /// A statement failed.
    #[error("database error: {0}")]
    Query(#[from] diesel::result::Error),
    /// The pool could not hand out a connection.
    #[error("database pool: {0}")]
    Pool(#[from] r2d2::PoolError),
    /// The migrations failed.
    #[error("migrations failed: {0}")]
    Migration(String),
    /// A write was not kept: its commit failed, or the writer could not run it.
    #[error("the write was not kept: {0}")]
    Write(String),
}

impl DatabaseUrl {
    /// Reads a URL; `:memory:` is refused (each pooled connection would see its own empty
    /// database).
    ///
    /// # Errors
    /// [`DbError::Url`] for an empty URL, `:memory:`, or an unknown scheme.
    pub fn parse(url: &str) -> Result<Self, DbError> {
        let url = url.trim();
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            return Ok(DatabaseUrl::Postgres(url.to_owned()));
        }
        let path = url
            .strip_prefix("sqlite://")
            .or_else(|| url.strip_prefix("sqlite:"))
            .unwrap_or(url);
        if path.is_empty() {
            return Err(DbError::Url("empty database path".to_owned()));
        }
        if path == ":memory:" || path.contains("mode=memory") {
            return Err(DbError::Url(
                "an in-memory SQLite database cannot be pooled; give a file path".to_owned(),
            ));
        }
        if let Some((scheme, _)) = path.split_once("://") {
            return Err(DbError::Url(format!(
                "unknown scheme {scheme}://; use postgres:// or an SQLite file path"
            )));
        }
        Ok(DatabaseUrl::Sqlite(path.to_owned()))
    }

    /// Opens one connection of the right kind. An SQLite connection gets its busy timeout
    /// first (so that nothing after it fails on a lock another connection holds), then
    /// `synchronous = FULL` (a write acknowledged is on disk: the WAL is synced at every
    /// commit) and foreign keys. The WAL journal mode is persistent and set once, by
    /// [`pool`], before any pooled connection opens.
    ///
    /// # Errors
    /// [`DbError::Connect`] or [`DbError::Query`].
    pub fn establish(&self) -> Result<DbConnection, DbError> {
        match self {
            DatabaseUrl::Sqlite(path) => {
                let mut conn = SqliteConnection::establish(path)?;
                conn.batch_execute(SQLITE_BUSY_TIMEOUT)?;
                conn.batch_execute(
                    "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA temp_store = MEMORY;",
                )?;
                Ok(DbConnection::Sqlite(conn))
            }
            DatabaseUrl::Postgres(url) => Ok(DbConnection::Postgres(PgConnection::establish(url)?)),
        }
    }

    /// Puts an SQLite file in WAL mode (once; the mode is stored in the file). Nothing to
    /// do for PostgreSQL.
    ///
    /// # Errors
    /// [`DbError::Connect`] or [`DbError::Query`].
    fn prepare(&self) -> Result<(), DbError> {
        if let DatabaseUrl::Sqlite(path) = self {
            let mut conn = SqliteConnection::establish(path)?;
            conn.batch_execute(SQLITE_BUSY_TIMEOUT)?;
            // Switching a new file to WAL needs it to itself, and SQLite answers "database
            // is locked" at once, without the busy timeout, when another process does the
            // same at that moment: try again a little later.
            let mut tries = 0;
            loop {
                match conn.batch_execute("PRAGMA journal_mode = WAL;") {
                    Ok(()) => break,
                    Err(e) if tries < 100 && e.to_string().contains("locked") => {
                        tries += 1;
                        std::thread::sleep(Duration::from_millis(20));
                    }
                    Err(e) => return Err(e.into()),
                }
            }
        }
        Ok(())
    }
}

/// How long an SQLite connection waits for another's lock before giving up.
const SQLITE_BUSY_TIMEOUT: &str = "PRAGMA busy_timeout = 10000;";

/// The r2d2 manager of [`DbConnection`]s.
#[derive(Debug, Clone)]
pub struct DbManager {
    url: DatabaseUrl,
}

impl ManageConnection for DbManager {
    type Connection = DbConnection;
    type Error = DbError;

    fn connect(&self) -> Result<DbConnection, DbError> {
        self.url.establish()
    }

    fn is_valid(&self, conn: &mut DbConnection) -> Result<(), DbError> {
        Ok(conn.ping()?)
    }

    fn has_broken(&self, conn: &mut DbConnection) -> bool {
        conn.is_broken()
    }
}

/// A connection drawn from the [`Pool`].
pub type PooledConn = r2d2::PooledConnection<DbManager>;

/// The connections the web layer draws from ([`Pool::get`], to read), and on SQLite the
/// one writer every write goes through ([`Pool::write`]).
///
/// SQLite lets one writer at a time hold the file; connections that each tried to write
/// would wait on the busy timeout, polling with growing sleeps. Instead the writes queue
/// for one connection owned by a thread of its own, which commits what has queued while
/// it worked in one transaction (group commit: one sync of the WAL for many writes). Each
/// write runs in a savepoint of its own, so that one refused write is rolled back alone,
/// and no write is answered before the commit that holds it is on disk. On PostgreSQL a
/// write simply takes a pooled connection (the server queues its writers itself).
#[derive(Clone)]
pub struct Pool {
    connections: r2d2::Pool<DbManager>,
    writer: Option<writer::Writer>,
}

impl std::fmt::Debug for Pool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pool")
            .field("connections", &self.connections.state())
            .field("writer", &self.writer.is_some())
            .finish()
    }
}

impl Pool {
    /// A connection to read with (waits up to the pool's timeout for one to be free).
    ///
    /// # Errors
    /// [`r2d2::PoolError`] when none comes free in time.
    pub fn get(&self) -> Result<PooledConn, r2d2::PoolError> {
        self.connections.get()
    }

    /// Runs `f` as one write: on SQLite queued for the writer and run in a savepoint of
    /// the writer's transaction, on PostgreSQL on a pooled connection. `f` runs its own
    /// writes as usual ([`write_transaction`] becomes a savepoint inside the writer's
    /// transaction). Returns once the write is durable (committed, the WAL synced), or
    /// refused.
    ///
    /// `Ok(Err(e))` is `f`'s own refusal (nothing of it is kept); `Err` says that the
    /// write could not be run or its commit failed (nothing of it is kept either).
    ///
    /// # Errors
    /// [`DbError`] when no connection can be had, the commit fails or the writer stopped.
    pub fn write<T, E, F>(&self, f: F) -> Result<Result<T, E>, DbError>
    where
        F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: Send + 'static,
    {
        match &self.writer {
            Some(writer) => writer.write(f),
            None => {
                let mut conn = self.connections.get()?;
                Ok(f(&mut conn))
            }
        }
    }

    /// [`Pool::write`] from an async handler: on SQLite the write is queued for the
    /// writer and the handler's task waits for its commit without holding a thread; on
    /// PostgreSQL it runs on the blocking thread pool.
    ///
    /// # Errors
    /// As [`Pool::write`].
    pub async fn write_async<T, E, F>(&self, f: F) -> Result<Result<T, E>, DbError>
    where
        F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: Send + 'static,
    {
        match &self.writer {
            Some(writer) => writer.write_async(f).await,
            None => {
                let pool = self.clone();
                crate::telemetry::blocking(move || pool.write(f))
                    .await
                    .map_err(|e| DbError::Write(format!("the write failed: {e}")))?
            }
        }
    }
}

/// Builds the pool for `url` (checking that one connection can be made), with its writer
/// on SQLite.
///
/// # Errors
/// [`DbError`] when the URL is unusable or the database unreachable.
pub fn pool(url: &str) -> Result<Pool, DbError> {
    let url = DatabaseUrl::parse(url)?;
    url.prepare()?;
    // Few connections: SQLite reads do not wait for the writer (WAL), and PostgreSQL's
    // connections each cost a server process. Each is opened when first needed.
    let (size, writer) = match url {
        DatabaseUrl::Sqlite(_) => (4, Some(writer::Writer::start(url.clone())?)),
        DatabaseUrl::Postgres(_) => (8, None),
    };
    let connections = r2d2::Pool::builder()
        .max_size(size)
        .min_idle(Some(1))
        .connection_timeout(Duration::from_secs(10))
        .build(DbManager { url })?;
    Ok(Pool {
        connections,
        writer,
    })
}

/// The key of the PostgreSQL advisory lock held while migrating ("acad").
const MIGRATION_LOCK: i64 = 0x6163_6164;

/// Runs the pending migrations of the connection's backend, so that several processes
/// starting at once on one database migrate one after the other (the later ones find
/// nothing pending): on PostgreSQL under an advisory lock, on SQLite in one `BEGIN
/// IMMEDIATE` transaction (the others wait on the busy timeout).
///
/// # Errors
/// [`DbError::Migration`], or [`DbError::Query`] when the lock cannot be taken.
pub fn migrate(conn: &mut DbConnection) -> Result<(), DbError> {
    let done = match conn {
        DbConnection::Sqlite(c) => {
            // One write transaction around them all (each migration becomes a
            // savepoint): a second process waits, then finds nothing pending.
            AnsiTransactionManager::begin_transaction_sql(c, "BEGIN IMMEDIATE")?;
            let done = c.run_pending_migrations(SQLITE_MIGRATIONS).map(|_| ());
            if done.is_ok() {
                AnsiTransactionManager::commit_transaction(c)?;
            } else {
                AnsiTransactionManager::rollback_transaction(c)?;
            }
            done
        }
        DbConnection::Postgres(c) => {
            c.batch_execute(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK})"))?;
            let done = c.run_pending_migrations(POSTGRES_MIGRATIONS).map(|_| ());
            c.batch_execute(&format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})"))?;
            done
        }
    };
    done.map_err(|e| DbError::Migration(e.to_string()))
}

/// Writes a consistent copy of the SQLite database at `url` to the new file `target`
/// (`VACUUM INTO`: it reads one snapshot, so it may run while academie serves). Restoring
/// is copying the file back in place of the database while academie is stopped.
///
/// # Errors
/// [`DbError::Url`] for a PostgreSQL URL (back it up with `pg_dump`) or a target that
/// exists already; [`DbError::Query`] when the copy fails.
pub fn backup(url: &str, target: &std::path::Path) -> Result<(), DbError> {
    let url = DatabaseUrl::parse(url)?;
    if matches!(url, DatabaseUrl::Postgres(_)) {
        return Err(DbError::Url(
            "academie backup copies an SQLite file; back PostgreSQL up with pg_dump".to_owned(),
        ));
    }
    if target.exists() {
        return Err(DbError::Url(format!(
            "{} exists already; give the name of a new file",
            target.display()
        )));
    }
    let target = target
        .to_str()
        .ok_or_else(|| DbError::Url("the backup path is not UTF-8".to_owned()))?;
    let mut conn = url.establish()?;
    diesel::sql_query("VACUUM INTO ?")
        .bind::<diesel::sql_types::Text, _>(target)
        .execute(&mut conn)?;
    Ok(())
}

/// Runs `f` in one write transaction and commits it, or rolls it back if `f` fails.
/// On SQLite the transaction is `BEGIN IMMEDIATE`, so that two writers (two processes)
/// queue on the busy timeout instead of failing when the second tries to upgrade its read
/// lock. Inside a transaction already (the writer's batch, [`Pool::write`]) it is a
/// savepoint, rolled back alone if `f` fails.
///
/// # Errors
/// `f`'s error, or the database's when the transaction cannot begin or commit.
pub fn write_transaction<T, E, F>(conn: &mut DbConnection, f: F) -> Result<T, E>
where
    F: FnOnce(&mut DbConnection) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    let nested = matches!(
        <DbConnection as Connection>::TransactionManager::transaction_manager_status_mut(conn)
            .transaction_depth(),
        Ok(Some(_))
    );
    match conn {
        DbConnection::Sqlite(c) if !nested => {
            AnsiTransactionManager::begin_transaction_sql(c, "BEGIN IMMEDIATE")?;
        }
        // PostgreSQL; or a savepoint inside a transaction (the writer's, see [`Pool`]).
        _ => {
            <DbConnection as Connection>::TransactionManager::begin_transaction(conn)?;
        }
    }
    match f(conn) {
        Ok(value) => {
            <DbConnection as Connection>::TransactionManager::commit_transaction(conn)?;
            Ok(value)
        }
        Err(e) => {
            // What `f` wrote is undone: nothing it left in memory holds.
            forget_caches();
            if let Err(rollback) =
                <DbConnection as Connection>::TransactionManager::rollback_transaction(conn)
            {
                tracing::error!(error = %rollback, "rollback failed");
            }
            Err(e)
        }
    }
}

/// Runs `f` in one read-only transaction, so that every query sees the same snapshot
/// (a read model never mixes rows from before and after a concurrent write): a deferred
/// transaction on SQLite (its snapshot starts at the first read), `REPEATABLE READ, READ
/// ONLY` on PostgreSQL. Inside a transaction already, `f` simply runs in it.
///
/// # Errors
/// `f`'s error, or the database's.
pub fn read_transaction<T, E, F>(conn: &mut DbConnection, f: F) -> Result<T, E>
where
    F: FnOnce(&mut DbConnection) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    let depth =
        <DbConnection as Connection>::TransactionManager::transaction_manager_status_mut(conn)
            .transaction_depth();
    if !matches!(depth, Ok(None)) {
        // Already inside a transaction (a writer reading back): its snapshot serves.
        return f(conn);
    }
    conn.transaction(|conn| {
        if let DbConnection::Postgres(pg) = conn {
            pg.batch_execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")?;
        }
        f(conn)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consecutive_ids_end_at_the_last_and_count_what_was_inserted() {
        assert_eq!(consecutive_ids(12, 3, 3).ok(), Some(vec![10, 11, 12]));
        assert_eq!(consecutive_ids(1, 1, 1).ok(), Some(vec![1]));
        assert!(consecutive_ids(12, 3, 2).is_err(), "a row not inserted");
        assert!(
            consecutive_ids(i64::from(i32::MAX) + 1, 1, 1).is_err(),
            "beyond i32"
        );
    }

    #[test]
    fn urls_choose_their_backend_by_scheme() {
        assert_eq!(
            DatabaseUrl::parse("postgres://u@h/db").ok(),
            Some(DatabaseUrl::Postgres("postgres://u@h/db".into()))
        );
        assert_eq!(
            DatabaseUrl::parse("academie.db").ok(),
            Some(DatabaseUrl::Sqlite("academie.db".into()))
        );
        assert_eq!(
            DatabaseUrl::parse("sqlite:///tmp/x.db").ok(),
            Some(DatabaseUrl::Sqlite("/tmp/x.db".into()))
        );
        assert!(DatabaseUrl::parse(":memory:").is_err());
        assert!(DatabaseUrl::parse("mysql://h/db").is_err());
    }

    fn pragma(conn: &mut DbConnection, name: &str) -> String {
        #[derive(diesel::QueryableByName)]
        struct Row {
            #[diesel(sql_type = diesel::sql_types::Text)]
            value: String,
        }
        let rows: Vec<Row> = diesel::sql_query(format!(
            "SELECT CAST({name} AS TEXT) AS value FROM pragma_{name}"
        ))
        .load(conn)
        .expect("pragma");
        rows.into_iter().next().map(|r| r.value).unwrap_or_default()
    }

    /// A new file, four connections opened at once (as the pool does at start), and four
    /// pools at once (as processes starting together): never "database is locked". (When
    /// each connection switched the file to WAL itself, about one start in a hundred
    /// logged it.)
    #[test]
    fn connections_and_pools_opened_at_once_on_a_new_file_are_never_locked_out() {
        for trial in 0..150 {
            let dir = tempfile::tempdir().expect("temp dir");
            let path = dir.path().join("a.db").display().to_string();
            let url = DatabaseUrl::parse(&path).expect("url");
            url.prepare().expect("prepare");
            let barrier = std::sync::Arc::new(std::sync::Barrier::new(4));
            let threads: Vec<_> = (0..4)
                .map(|_| {
                    let (url, barrier) = (url.clone(), barrier.clone());
                    std::thread::spawn(move || {
                        barrier.wait();
                        url.establish().map(drop).map_err(|e| e.to_string())
                    })
                })
                .collect();
            for t in threads {
                let outcome = t.join().expect("thread");
                assert!(outcome.is_ok(), "trial {trial}: {outcome:?}");
            }
            let fresh = dir.path().join("b.db").display().to_string();
            let threads: Vec<_> = (0..4)
                .map(|_| {
                    let fresh = fresh.clone();
                    std::thread::spawn(move || pool(&fresh).map(drop).map_err(|e| e.to_string()))
                })
                .collect();
            for t in threads {
                let outcome = t.join().expect("thread");
                assert!(outcome.is_ok(), "trial {trial}: {outcome:?}");
            }
        }
    }

    /// A connection of a pool on a new SQLite file (kept while the directory is).
    fn pooled_on_a_new_file() -> (tempfile::TempDir, PooledConn) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("a.db");
        let pool = pool(path.to_str().expect("utf-8")).expect("pool");
        let conn = pool.get().expect("connection");
        (dir, conn)
    }

    #[test]
    fn a_pooled_sqlite_connection_syncs_every_commit_in_wal_mode() {
        let (_dir, mut conn) = pooled_on_a_new_file();
        // 2 = FULL: the WAL is synced at each commit, so an acknowledged write survives a
        // power cut, not only a crash of academie.
        assert_eq!(pragma(&mut conn, "synchronous"), "2");
        assert_eq!(pragma(&mut conn, "journal_mode"), "wal");
        assert_eq!(pragma(&mut conn, "foreign_keys"), "1");
        // 2 = MEMORY: a savepoint's copies of the pages it changes stay in memory instead
        // of going to a temporary file, page by page (issue 15).
        assert_eq!(pragma(&mut conn, "temp_store"), "2");
    }

    /// The bundled SQLite is compiled as `.cargo/config.toml` says: multi-thread mode and
    /// no memory statistics (without the file, the serialized mode's locks come back).
    #[test]
    fn the_bundled_sqlite_is_built_without_its_locks() {
        let (_dir, mut conn) = pooled_on_a_new_file();
        #[derive(diesel::QueryableByName)]
        struct Row {
            #[diesel(sql_type = diesel::sql_types::Text)]
            compile_options: String,
        }
        let options: Vec<String> = diesel::sql_query("PRAGMA compile_options")
            .load::<Row>(&mut conn)
            .expect("compile options")
            .into_iter()
            .map(|r| r.compile_options)
            .collect();
        assert!(options.iter().any(|o| o == "THREADSAFE=2"), "{options:?}");
        assert!(
            options.iter().any(|o| o == "DEFAULT_MEMSTATUS=0"),
            "{options:?}"
        );
    }
}
