//! The one SQLite writer of a [`super::Pool`]: a thread that owns a connection and runs
//! the writes queued for it, committing each batch once (group commit).
//!
//! The loop: wait for a write; `BEGIN IMMEDIATE`; run it in a savepoint, then every write
//! that has queued meanwhile (up to [`MAX_BATCH`]), each in a savepoint of its own
//! (released if the write succeeded, rolled back if it failed or panicked, so that the
//! others are untouched); `COMMIT` (with `synchronous = FULL`, the WAL is synced); only
//! then answer each write. A write is never answered as done before its commit is on
//! disk; a commit that fails fails every write of the batch (none of them is kept).
//!
//! Copying the WAL back into the database file (the checkpoint, with its own sync of the
//! file) is not the writer's: a second thread, `academie-checkpoint`, does it on its own
//! connection after the writer's commits, while the writer goes on (SQLite's passive
//! checkpoint waits for nobody and holds up nobody). The writer's connection checkpoints
//! by itself only when the WAL reaches [`WRITER_CHECKPOINT_PAGES`] pages (the
//! other thread lagging behind a writer that never pauses), which lets the WAL start
//! over from its beginning; by SQLite's default it did so every 1,000 pages, inside a
//! commit that the batch's writes waited for.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc;
use std::sync::Arc;

use diesel::connection::{AnsiTransactionManager, TransactionManager};
use diesel::{Connection, RunQueryDsl};

use super::{DatabaseUrl, DbConnection, DbError};

/// The most writes committed together (a bound on the first one's wait).
pub(super) const MAX_BATCH: usize = 64;

/// The WAL's size, in pages, at which the writer's own connection checkpoints (SQLite's
/// `wal_autocheckpoint`; 40 MB of 4 KiB pages).
pub(super) const WRITER_CHECKPOINT_PAGES: u32 = 10_000;

/// How long the checkpointer lets commits gather after the one that woke it.
const CHECKPOINT_PAUSE: std::time::Duration = std::time::Duration::from_millis(20);

/// What the writer calls once the batch's commit is done: `Ok` when it is durable.
type Answer = Box<dyn FnOnce(Result<(), Arc<str>>) + Send>;

/// One queued write: runs on the writer's connection and says whether it succeeded (its
/// savepoint is kept) and how to answer it.
type Job = Box<dyn FnOnce(&mut DbConnection) -> (bool, Answer) + Send>;

/// The handle of the writer thread (cloned with the pool; the thread ends when the last
/// handle is dropped).
#[derive(Clone)]
pub(super) struct Writer {
    jobs: mpsc::Sender<Job>,
}

type Tm = <DbConnection as Connection>::TransactionManager;

impl Writer {
    /// Starts the writer thread of the SQLite file at `url` (it connects at its first
    /// write, and again after a failure).
    pub(super) fn start(url: DatabaseUrl) -> Result<Self, DbError> {
        let (jobs, queue) = mpsc::channel::<Job>();
        // One pending nudge is enough: the checkpoint copies every commit made before it.
        let (nudge, nudged) = mpsc::sync_channel::<()>(1);
        let checkpoints = url.clone();
        std::thread::Builder::new()
            .name("academie-checkpoint".to_owned())
            .spawn(move || checkpoint(&checkpoints, &nudged))
            .map_err(|e| DbError::Write(format!("cannot start the checkpointer: {e}")))?;
        std::thread::Builder::new()
            .name("academie-writer".to_owned())
            .spawn(move || serve(&url, &queue, &nudge))
            .map_err(|e| DbError::Write(format!("cannot start the writer: {e}")))?;
        Ok(Writer { jobs })
    }

    /// Queues `f`; `reply` gets its outcome once the batch holding it is committed (or
    /// refused). When the write panics or its batch cannot begin, `reply` is dropped
    /// unanswered (logged): its caller reads "the write failed".
    fn submit<T, E, F, R>(&self, f: F, reply: R) -> Result<(), DbError>
    where
        F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: Send + 'static,
        R: FnOnce(Result<Result<T, E>, DbError>) + Send + 'static,
    {
        // The write logs inside the request's span, on the writer's thread too.
        let span = tracing::Span::current();
        let job: Job = Box::new(move |conn| {
            let result = span.in_scope(|| f(conn));
            let ok = result.is_ok();
            let answer: Answer = Box::new(move |commit| {
                reply(match (result, commit) {
                    (Err(e), _) => Ok(Err(e)),
                    (Ok(value), Ok(())) => Ok(Ok(value)),
                    (Ok(_), Err(e)) => Err(DbError::Write(e.to_string())),
                });
            });
            (ok, answer)
        });
        self.jobs
            .send(job)
            .map_err(|_| DbError::Write("the writer has stopped".to_owned()))
    }

    /// Queues `f` and blocks the calling thread until its answer (see
    /// [`super::Pool::write`]).
    pub(super) fn write<T, E, F>(&self, f: F) -> Result<Result<T, E>, DbError>
    where
        F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: Send + 'static,
    {
        let (tx, rx) = mpsc::sync_channel::<Result<Result<T, E>, DbError>>(1);
        self.submit(f, move |outcome| {
            let _ = tx.send(outcome);
        })?;
        rx.recv().map_err(|_| unanswered())?
    }

    /// Queues `f` and waits for its answer without holding a thread: the request's task
    /// is woken when the batch holding it is committed (see [`super::Pool::write_async`]).
    pub(super) async fn write_async<T, E, F>(&self, f: F) -> Result<Result<T, E>, DbError>
    where
        F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: Send + 'static,
    {
        let (tx, rx) = tokio::sync::oneshot::channel::<Result<Result<T, E>, DbError>>();
        self.submit(f, move |outcome| {
            let _ = tx.send(outcome);
        })?;
        rx.await.map_err(|_| unanswered())?
    }
}

/// A write that got no answer at all: it panicked or its batch could not begin (logged).
fn unanswered() -> DbError {
    DbError::Write("the write failed (see the log)".to_owned())
}

/// The checkpointer's loop, until the writer stops: woken after a commit, it waits
/// [`CHECKPOINT_PAUSE`] for more to gather, then copies the WAL into the database file
/// (`wal_checkpoint(PASSIVE)`: whatever is not in use by a reader). It connects at its
/// first checkpoint, and again after a failure (logged; the writer's own checkpoint is
/// the fallback).
fn checkpoint(url: &DatabaseUrl, nudged: &mpsc::Receiver<()>) {
    use diesel::connection::SimpleConnection;
    let mut conn: Option<DbConnection> = None;
    while nudged.recv().is_ok() {
        std::thread::sleep(CHECKPOINT_PAUSE);
        while nudged.try_recv().is_ok() {}
        let mut c = match conn.take() {
            Some(c) => c,
            None => match url.establish() {
                Ok(c) => c,
                Err(e) => {
                    tracing::warn!(error = %e, "the checkpointer cannot connect");
                    continue;
                }
            },
        };
        match c.batch_execute("PRAGMA wal_checkpoint(PASSIVE);") {
            Ok(()) => conn = Some(c),
            Err(e) => tracing::warn!(error = %e, "a checkpoint failed"),
        }
    }
}

/// The writer's connection: as every other, but checkpointing by itself only past
/// [`WRITER_CHECKPOINT_PAGES`] (the checkpointer does it otherwise).
fn connect(url: &DatabaseUrl) -> Result<DbConnection, DbError> {
    use diesel::connection::SimpleConnection;
    let mut conn = url.establish()?;
    conn.batch_execute(&format!(
        "PRAGMA wal_autocheckpoint = {WRITER_CHECKPOINT_PAGES};"
    ))?;
    Ok(conn)
}

/// The writer's loop, until every handle is dropped.
fn serve(url: &DatabaseUrl, queue: &mpsc::Receiver<Job>, nudge: &mpsc::SyncSender<()>) {
    super::CACHE_EPOCH.set(Some(0));
    let mut conn: Option<DbConnection> = None;
    // `PRAGMA data_version` as the writer last read it: it changes when another
    // connection commits.
    let mut seen: Option<i64> = None;
    while let Ok(first) = queue.recv() {
        let c = match conn.take() {
            Some(c) => c,
            None => match connect(url) {
                Ok(c) => {
                    super::forget_caches();
                    seen = None;
                    c
                }
                Err(e) => {
                    tracing::error!(error = %e, "the writer cannot connect; the write is refused");
                    continue;
                }
            },
        };
        conn = batch(c, first, queue, &mut seen);
        if conn.is_some() {
            // Full: a checkpoint is already due, and will copy this commit too.
            let _ = nudge.try_send(());
        }
    }
}

#[derive(diesel::QueryableByName)]
struct DataVersion {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    data_version: i64,
}

/// Makes what the writer keeps in memory stale ([`super::cache_epoch`]) when another
/// connection has committed since `seen` (read inside the batch's transaction: none can
/// commit until it ends).
fn check_data_version(conn: &mut DbConnection, seen: &mut Option<i64>) {
    let now = match conn {
        DbConnection::Sqlite(c) => diesel::sql_query("PRAGMA data_version")
            .get_result::<DataVersion>(c)
            .map(|v| v.data_version)
            .ok(),
        DbConnection::Postgres(_) => None,
    };
    if now.is_none() || now != *seen {
        super::forget_caches();
    }
    *seen = now;
}

/// Runs one batch, starting with `first`; gives the connection back unless it is in a
/// state not to be trusted (then the next batch connects again).
fn batch(
    mut conn: DbConnection,
    first: Job,
    queue: &mpsc::Receiver<Job>,
    seen: &mut Option<i64>,
) -> Option<DbConnection> {
    let begun = match &mut conn {
        DbConnection::Sqlite(c) => {
            AnsiTransactionManager::begin_transaction_sql(c, "BEGIN IMMEDIATE")
        }
        DbConnection::Postgres(_) => Tm::begin_transaction(&mut conn),
    };
    if let Err(e) = begun {
        tracing::error!(error = %e, "the writer cannot begin; the write is refused");
        return None;
    }
    check_data_version(&mut conn, seen);
    let mut answers: Vec<Answer> = Vec::new();
    let mut next = Some(first);
    let mut broken = None;
    while let Some(job) = next.take() {
        match one(&mut conn, job) {
            Ok(Some(answer)) => answers.push(answer),
            Ok(None) => {}
            Err(e) => {
                broken = Some(e);
                break;
            }
        }
        if answers.len() < MAX_BATCH {
            next = queue.try_recv().ok();
        }
    }
    let outcome = match broken {
        Some(e) => Err(e),
        None => Tm::commit_transaction(&mut conn).map_err(|e| e.to_string()),
    };
    let keep = match &outcome {
        Ok(()) => true,
        Err(e) => {
            super::forget_caches();
            tracing::error!(error = %e, writes = answers.len(), "a batch of writes is lost");
            let _ = Tm::rollback_transaction(&mut conn);
            false
        }
    };
    let outcome = outcome.map_err(Arc::<str>::from);
    for answer in answers {
        answer(outcome.clone());
    }
    keep.then_some(conn)
}

/// Runs one write in a savepoint: kept if it succeeded, rolled back if it failed or
/// panicked (then it gets no answer: its caller reads "the write failed"). `Err` when
/// the connection is left in a state the batch cannot go on from.
fn one(conn: &mut DbConnection, job: Job) -> Result<Option<Answer>, String> {
    Tm::begin_transaction(conn).map_err(|e| e.to_string())?;
    let ran = catch_unwind(AssertUnwindSafe(|| job(conn)));
    let (kept, answer) = match ran {
        Ok((true, answer)) => (Tm::commit_transaction(conn), Some(answer)),
        Ok((false, answer)) => {
            super::forget_caches();
            (Tm::rollback_transaction(conn), Some(answer))
        }
        Err(_) => {
            super::forget_caches();
            tracing::error!("a write panicked; it is rolled back");
            (back_to_the_batch(conn), None)
        }
    };
    kept.map_err(|e| e.to_string())?;
    match Tm::transaction_manager_status_mut(conn).transaction_depth() {
        Ok(Some(depth)) if depth.get() == 1 => Ok(answer),
        other => Err(format!("the writer's transaction is lost ({other:?})")),
    }
}

/// Rolls back every savepoint open above the batch's transaction (a write that panicked
/// inside savepoints of its own left them open), its own included.
fn back_to_the_batch(conn: &mut DbConnection) -> diesel::QueryResult<()> {
    while matches!(
        Tm::transaction_manager_status_mut(conn).transaction_depth(),
        Ok(Some(depth)) if depth.get() > 1
    ) {
        Tm::rollback_transaction(conn)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Barrier};

    use diesel::connection::SimpleConnection;
    use diesel::RunQueryDsl;

    use super::super::{pool, write_transaction, Pool};
    use super::*;

    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }

    fn count(pool: &Pool, filter: &str) -> i64 {
        let mut conn = pool.get().expect("connection");
        diesel::sql_query(format!("SELECT COUNT(*) AS n FROM t {filter}"))
            .load::<Count>(&mut conn)
            .expect("count")
            .first()
            .map_or(-1, |c| c.n)
    }

    fn scratch() -> (tempfile::TempDir, Pool) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("w.db");
        let pool = pool(path.to_str().expect("utf-8")).expect("pool");
        pool.get()
            .expect("connection")
            .batch_execute("CREATE TABLE t (id INTEGER PRIMARY KEY, who INTEGER NOT NULL, ok INTEGER NOT NULL)")
            .expect("table");
        (dir, pool)
    }

    fn insert(conn: &mut DbConnection, who: usize, ok: bool) -> diesel::QueryResult<usize> {
        diesel::sql_query(format!(
            "INSERT INTO t (who, ok) VALUES ({who}, {})",
            i32::from(ok)
        ))
        .execute(conn)
    }

    /// A write in the ledger's own `write_transaction` (a savepoint inside the writer's
    /// batch) that inserts a row for `who`, then is refused unless `ok`.
    fn insert_or_refuse(
        who: usize,
        ok: bool,
    ) -> impl FnOnce(&mut DbConnection) -> Result<(), DbError> + Send + 'static {
        move |conn| {
            write_transaction(conn, |conn| {
                insert(conn, who, ok)?;
                if ok {
                    Ok(())
                } else {
                    Err(DbError::Write("refused".to_owned()))
                }
            })
        }
    }

    /// Checks the answer to [`insert_or_refuse`] in `round`: a kept write is durable and
    /// visible to another connection once answered (`kept` counts them), a refused one
    /// says so.
    fn check_answer(
        pool: &Pool,
        who: usize,
        round: usize,
        answer: Result<Result<(), DbError>, DbError>,
        kept: &mut i64,
    ) {
        match answer {
            Ok(Ok(())) => {
                *kept += 1;
                let seen = count(pool, &format!("WHERE who = {who}"));
                assert_eq!(seen, *kept, "writer {who} round {round}");
            }
            Ok(Err(DbError::Write(e))) if e == "refused" => {}
            other => panic!("writer {who} round {round}: {other:?}"),
        }
    }

    /// 32 tables writing at once, each write in the ledger's own `write_transaction`
    /// (a savepoint inside the writer's batch), every third one refused after writing:
    /// all are answered, none with "database is locked", and exactly the accepted ones
    /// are kept (and readable by another connection as soon as they are answered).
    #[test]
    fn thirty_two_writers_at_once_all_succeed_and_a_refused_write_is_undone_alone() {
        let (_dir, pool) = scratch();
        let barrier = Arc::new(Barrier::new(32));
        let threads: Vec<_> = (0..32)
            .map(|who| {
                let (pool, barrier) = (pool.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    let mut kept = 0;
                    for round in 0..25 {
                        let ok = (who + round) % 3 != 0;
                        let answer = pool.write(insert_or_refuse(who, ok));
                        check_answer(&pool, who, round, answer, &mut kept);
                    }
                    kept
                })
            })
            .collect();
        let kept: i64 = threads
            .into_iter()
            .map(|t| t.join().expect("a writer thread"))
            .sum();
        assert_eq!(count(&pool, ""), kept);
        assert_eq!(count(&pool, "WHERE ok = 0"), 0, "a refused write was kept");
        assert!(kept > 0 && kept < 32 * 25);
    }

    /// Writes awaited from async tasks ([`Pool::write_async`]), many at once: each is
    /// answered once committed (then visible to another connection), a refused one is
    /// undone alone, and one that panics is answered with an error.
    #[test]
    fn writes_awaited_from_tasks_are_committed_and_refusals_undone() {
        let (_dir, pool) = scratch();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .build()
            .expect("runtime");
        let kept: i64 = runtime.block_on(async {
            let tasks: Vec<_> = (0..16)
                .map(|who| {
                    let pool = pool.clone();
                    tokio::spawn(async move {
                        let mut kept = 0;
                        for round in 0..5 {
                            let ok = (who + round) % 4 != 0;
                            let answer = pool.write_async(insert_or_refuse(who, ok)).await;
                            check_answer(&pool, who, round, answer, &mut kept);
                        }
                        kept
                    })
                })
                .collect();
            let mut kept = 0;
            for task in tasks {
                kept += task.await.expect("a task");
            }
            let panicked = pool
                .write_async(|conn| -> Result<(), DbError> {
                    insert(conn, 99, true)?;
                    panic!("a bug in a write");
                })
                .await;
            assert!(matches!(panicked, Err(DbError::Write(_))), "{panicked:?}");
            kept
        });
        assert_eq!(count(&pool, ""), kept);
        assert_eq!(count(&pool, "WHERE ok = 0"), 0, "a refused write was kept");
        assert_eq!(
            count(&pool, "WHERE who = 99"),
            0,
            "a write that panicked was kept"
        );
        assert_eq!(kept, 16 * 5 - 20);
    }

    /// A write that panics is rolled back and answered with an error; the writer goes on.
    #[test]
    fn a_write_that_panics_is_undone_and_the_writer_goes_on() {
        let (_dir, pool) = scratch();
        let panicked = pool.write(|conn| -> Result<(), DbError> {
            insert(conn, 1, true)?;
            panic!("a bug in a write");
        });
        assert!(matches!(panicked, Err(DbError::Write(_))), "{panicked:?}");
        let after = pool.write(|conn| insert(conn, 2, true));
        assert!(matches!(after, Ok(Ok(1))), "{after:?}");
        assert_eq!(count(&pool, "WHERE who = 1"), 0);
        assert_eq!(count(&pool, "WHERE who = 2"), 1);
    }

    /// The writer's commits reach the database file itself, not only its WAL, without
    /// anybody else checkpointing: the checkpointer thread copies them (the writer's own
    /// checkpoint waits for [`WRITER_CHECKPOINT_PAGES`] pages, far more than these).
    #[test]
    fn the_checkpointer_copies_the_writers_commits_into_the_database_file() {
        let (dir, pool) = scratch();
        let file = dir.path().join("w.db");
        let size = || std::fs::metadata(&file).expect("the database file").len();
        pool.get()
            .expect("connection")
            .batch_execute("CREATE TABLE pages (text TEXT NOT NULL)")
            .expect("table");
        let before = size();
        for _ in 0..200 {
            let kept = pool
                .write(move |conn| {
                    diesel::sql_query("INSERT INTO pages (text) VALUES (printf('%2000s', 'x'))")
                        .execute(conn)
                })
                .expect("the writer");
            assert_eq!(kept.expect("an insert"), 1);
        }
        // 200 rows of 2 KB are about 100 pages: far more than the empty file's.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while size() < before + 50 * 4096 && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        assert!(
            size() >= before + 50 * 4096,
            "the database file stayed at {} bytes (was {before})",
            size()
        );
    }
}
