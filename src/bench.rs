//! `academie bench`: a load generator over loopback (issue 15). It starts the service on a
//! scratch SQLite file (or targets `--url`), measures the costs of one partie and then
//! `--tables` tables entering Quadrille deals at once, and prints each figure beside its
//! anchor measured in the same run: the raw SQLite commit rate at the service's own
//! durability setting (WAL, `synchronous = FULL`, one row per transaction) and the rate of
//! the service's trivial route (`/health_check`).
//!
//! The workload is [`quadrille_doc`]: the four deals of the vector case `quadrille-016`
//! (they leave the table clear) repeated, also used by `cargo bench`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use diesel::connection::SimpleConnection;
use diesel::{Connection, SqliteConnection};
use serde_json::{json, Value};

use crate::partie::PartieDoc;
use crate::settings::Settings;
use crate::startup::Application;

/// The four deals of `quadrille-016`: the ombre loses twice, then wins the pot and the
/// beasts back, so that the table is clear after each four deals (and the dealer back).
const DEALS: &str = r#"[
 {"contract": "ask", "ombre": "B", "partner": "C", "trump": "hearts", "tricks": {"A": 3, "B": 3, "C": 2, "D": 2}, "matadors": 0},
 {"contract": "ask", "ombre": "C", "partner": "D", "trump": "spades", "tricks": {"A": 2, "B": 3, "C": 3, "D": 2}, "matadors": 0},
 {"contract": "sans_prendre", "ombre": "D", "trump": "hearts", "tricks": {"A": 1, "B": 1, "C": 2, "D": 6}, "matadors": 3},
 {"contract": "ask", "ombre": "A", "partner": "C", "trump": "clubs", "tricks": {"A": 4, "B": 1, "C": 3, "D": 2}, "matadors": 0}
]"#;

/// The deal facts of the workload, in order (deal `n` is `facts()[(n - 1) % 4]`).
pub fn facts() -> Vec<Value> {
    serde_json::from_str(DEALS).unwrap_or_default()
}

/// A Quadrille partie of `deals` deals: `quadrille-016`'s options with tours enough for
/// them, and its four deals repeated.
pub fn quadrille_doc(deals: usize) -> PartieDoc {
    let facts = facts();
    PartieDoc {
        game: "quadrille".to_owned(),
        options: json!({"unit": "jeton", "fiche": 10, "contrat": 100, "start_counters": 700,
            "tours": 100_000, "double_tours": [10], "alone_threshold": 3}),
        players: ["A", "B", "C", "D"].map(str::to_owned).to_vec(),
        deals: facts.iter().cycle().take(deals).cloned().collect(),
        extra: serde_json::Map::new(),
    }
}

/// What `academie bench` does.
#[derive(Debug, Clone)]
pub struct BenchOptions {
    /// `host:port` (or `http://host:port`) of a running service; `None` starts one on a
    /// scratch SQLite file.
    pub url: Option<String>,
    /// The club password of the service at `url`, if it has one.
    pub password: Option<String>,
    /// How many tables enter deals at once.
    pub tables: usize,
    /// How long the tables enter deals, and how long each anchor rate is measured.
    pub seconds: f64,
    /// The length of the long partie (deal 400 of 400).
    pub long_partie: usize,
    /// How many times each single-request cost is measured (the median is printed).
    pub samples: usize,
}

impl Default for BenchOptions {
    fn default() -> Self {
        BenchOptions {
            url: None,
            password: None,
            tables: 32,
            seconds: 5.0,
            long_partie: 400,
            samples: 5,
        }
    }
}

/// The figures of one run.
#[derive(Debug, Clone, Default)]
pub struct Figures {
    /// Raw SQLite commits per second (WAL, synchronous = FULL, one row per transaction).
    pub raw_commits_per_s: f64,
    /// `/health_check` requests per second at `tables` connections.
    pub health_per_s: f64,
    /// `/health_check` round trip, median, one connection.
    pub health_ms: f64,
    /// Deal 1 of a fresh partie, median.
    pub deal_1_ms: f64,
    /// Deal `long_partie` of a partie, median.
    pub deal_n_ms: f64,
    /// Deal 1 of a fresh partie entered through the partie page's form (a browser's
    /// urlencoded post, answered 303), median.
    pub form_1_ms: f64,
    /// Deal `long_partie` of a partie entered through the form, median.
    pub form_n_ms: f64,
    /// Deal `3 × long_partie` of a partie (1,200 by default) entered through the API,
    /// median.
    pub deal_far_ms: f64,
    /// The same deal entered through the form, median.
    pub form_far_ms: f64,
    /// Correcting deal 1 of a `long_partie`-deal partie, median.
    pub correct_1_ms: f64,
    /// The partie page of a `long_partie`-deal partie, median round trip.
    pub page_ms: f64,
    /// Its size in bytes.
    pub page_bytes: usize,
    /// Deals entered per second at `tables` tables.
    pub deals_per_s: f64,
    /// Their latency, median.
    pub deal_p50_ms: f64,
    /// Their latency, 99th percentile.
    pub deal_p99_ms: f64,
    /// Deals entered in all.
    pub deals: usize,
    /// Deals refused or failed (should be 0).
    pub failures: usize,
    /// `transfers.csv` across every partie of the run (the load's and the long ones),
    /// round trip with the whole body read.
    pub export_ms: f64,
    /// Its size in bytes.
    pub export_bytes: usize,
    /// The resident memory of this process (the service and the load generator) once the
    /// service has started, KiB (Linux; 0 elsewhere).
    pub rss_idle_kib: u64,
    /// The same after the load, before the export.
    pub rss_loaded_kib: u64,
    /// The same after the export.
    pub rss_after_kib: u64,
    /// CPU time of this whole process (service and load generator) per deal entered at
    /// `tables` tables, µs (Linux, service started by the benchmark; 0 otherwise).
    pub cpu_us_per_deal: f64,
    /// CPU time of the service's one SQLite writer thread per deal entered, µs (the same).
    pub writer_us_per_deal: f64,
}

/// Runs the benchmark and returns the table to print.
///
/// # Errors
/// A line saying what failed (the service did not start, a request failed...).
pub fn run(options: &BenchOptions) -> Result<String, String> {
    let scratch = Scratch::new()?;
    let figures = measure(options, &scratch)?;
    Ok(table(options, &figures))
}

/// Measures everything (the service started on `scratch` unless `options.url`).
///
/// # Errors
/// A line saying what failed.
pub fn measure(options: &BenchOptions, scratch: &Scratch) -> Result<Figures, String> {
    let address = match &options.url {
        Some(url) => url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_owned(),
        None => start_service(scratch.path("academie.db"))?,
    };
    let auth = options.password.clone();
    let window = Duration::from_secs_f64(options.seconds.max(0.1));
    let samples = options.samples.max(1);
    let tables = options.tables.max(1);
    let rss_idle_kib = resident_kib();
    let mut f = Figures {
        raw_commits_per_s: raw_commit_rate(&scratch.path("raw.db"), window)?,
        rss_idle_kib,
        ..Figures::default()
    };
    let mut client = Client::new(&address, auth.clone());
    let mut health = Vec::new();
    for _ in 0..samples.max(20) {
        health.push(client.timed("GET", "/health_check", None, 200)?);
    }
    f.health_ms = median(&mut health);
    f.health_per_s = health_rate(&address, &auth, tables, window)?;

    let long = options.long_partie.max(2);
    let facts = facts();
    let (mut first, mut last, mut correct, mut page) = (vec![], vec![], vec![], vec![]);
    let (mut form_first, mut form_last) = (vec![], vec![]);
    let (mut far, mut form_far) = (vec![], vec![]);
    for _ in 0..samples {
        let id = open_party(&mut client)?;
        first.push(client.timed("POST", &deal_path(&id), Some(&deal_body(&facts, 1)), 201)?);
        let id = open_party(&mut client)?;
        form_first.push(client.form_deal(&id, 1)?);
        let id = import(&mut client, &quadrille_doc(long - 1))?;
        form_last.push(client.form_deal(&id, long)?);
        let far_n = long * 3;
        let id = import(&mut client, &quadrille_doc(far_n - 1))?;
        far.push(client.timed(
            "POST",
            &deal_path(&id),
            Some(&deal_body(&facts, far_n)),
            201,
        )?);
        let id = import(&mut client, &quadrille_doc(far_n - 1))?;
        form_far.push(client.form_deal(&id, far_n)?);
        let id = import(&mut client, &quadrille_doc(long - 1))?;
        last.push(client.timed("POST", &deal_path(&id), Some(&deal_body(&facts, long)), 201)?);
        let put = format!("/api/v1/parties/{id}/deals/1");
        correct.push(client.timed("PUT", &put, Some(&deal_body(&facts, 1)), 200)?);
        let started = Instant::now();
        let reply = client.send("GET", &format!("/parties/{id}"), None)?;
        page.push(ms(started.elapsed()));
        expect(&reply, 200, "the partie page")?;
        f.page_bytes = reply.body.len();
    }
    f.deal_1_ms = median(&mut first);
    f.deal_n_ms = median(&mut last);
    f.correct_1_ms = median(&mut correct);
    f.form_1_ms = median(&mut form_first);
    f.form_n_ms = median(&mut form_last);
    f.deal_far_ms = median(&mut far);
    f.form_far_ms = median(&mut form_far);
    f.page_ms = median(&mut page);

    let cpu_before = (process_cpu_us(), writer_cpu_us());
    let (mut latencies, failures, elapsed) = load(&address, &auth, tables, window)?;
    let cpu_after = (process_cpu_us(), writer_cpu_us());
    f.deals = latencies.len();
    if options.url.is_none() && f.deals > 0 {
        let per_deal =
            |before: u64, after: u64| after.saturating_sub(before) as f64 / f.deals as f64;
        f.cpu_us_per_deal = per_deal(cpu_before.0, cpu_after.0);
        f.writer_us_per_deal = per_deal(cpu_before.1, cpu_after.1);
    }
    f.rss_loaded_kib = resident_kib();
    f.failures = failures;
    f.deals_per_s = latencies.len() as f64 / elapsed.as_secs_f64();
    f.deal_p50_ms = percentile(&mut latencies, 0.50);
    f.deal_p99_ms = percentile(&mut latencies, 0.99);

    let started = Instant::now();
    let (status, bytes) = client.drain("/exports/transfers.csv")?;
    f.export_ms = ms(started.elapsed());
    if status != 200 {
        return Err(format!("/exports/transfers.csv: {status}"));
    }
    f.export_bytes = bytes;
    f.rss_after_kib = resident_kib();
    Ok(f)
}

/// The resident set of this process in KiB (`VmRSS` of `/proc/self/status`; 0 where
/// there is none).
pub fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

/// The CPU time (user and system) this process has used, µs (`/proc/self/stat`, whose
/// clock ticks are a hundredth of a second on Linux; 0 where there is none).
fn process_cpu_us() -> u64 {
    std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|stat| {
            // The fields after the command's name: state is the first, utime the 12th.
            let rest = stat.rsplit_once(')')?.1;
            let fields: Vec<&str> = rest.split_whitespace().collect();
            let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<u64>().ok());
            Some((ticks(11)? + ticks(12)?) * 10_000)
        })
        .unwrap_or(0)
}

/// The time the service's SQLite writer thread (`academie-writer`) has run, µs
/// (`/proc/self/task/*/schedstat`; 0 where there is none).
fn writer_cpu_us() -> u64 {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0;
    };
    tasks
        .flatten()
        .filter(|t| {
            std::fs::read_to_string(t.path().join("comm"))
                .is_ok_and(|c| c.trim() == "academie-writer")
        })
        .filter_map(|t| {
            let stat = std::fs::read_to_string(t.path().join("schedstat")).ok()?;
            stat.split_whitespace().next()?.parse::<u64>().ok()
        })
        .sum::<u64>()
        / 1000
}

/// The printed table: each figure, its anchor from the same run, and issue 15's target.
fn table(o: &BenchOptions, f: &Figures) -> String {
    let n = o.long_partie.max(2);
    let rows = [
        (
            format!("deal entry, {} tables", o.tables),
            format!("{:.0} deals/s", f.deals_per_s),
            format!("raw SQLite {:.0} commits/s", f.raw_commits_per_s),
            "≥ half the raw rate".to_owned(),
        ),
        (
            "  latency p50".to_owned(),
            format!("{:.1} ms", f.deal_p50_ms),
            format!("/health_check {:.0} req/s", f.health_per_s),
            String::new(),
        ),
        (
            "  latency p99".to_owned(),
            format!("{:.1} ms", f.deal_p99_ms),
            String::new(),
            "< 10 ms".to_owned(),
        ),
        (
            "  CPU per deal".to_owned(),
            format!(
                "{:.0} µs, writer {:.0} µs",
                f.cpu_us_per_deal, f.writer_us_per_deal
            ),
            "whole process (with the load)".to_owned(),
            String::new(),
        ),
        (
            "deal 1 of a partie".to_owned(),
            format!("{:.2} ms", f.deal_1_ms),
            format!("/health_check {:.2} ms", f.health_ms),
            String::new(),
        ),
        (
            format!("deal {n} of a partie"),
            format!(
                "{:.2} ms ({:.1}× deal 1)",
                f.deal_n_ms,
                f.deal_n_ms / f.deal_1_ms
            ),
            format!("/health_check {:.2} ms", f.health_ms),
            "≤ 1.5× deal 1".to_owned(),
        ),
        (
            "deal 1 through the form".to_owned(),
            format!(
                "{:.2} ms ({:.1}× the API)",
                f.form_1_ms,
                f.form_1_ms / f.deal_1_ms
            ),
            format!("API {:.2} ms", f.deal_1_ms),
            "≤ 1.5× the API".to_owned(),
        ),
        (
            format!("deal {n} through the form"),
            format!(
                "{:.2} ms ({:.1}× the API)",
                f.form_n_ms,
                f.form_n_ms / f.deal_n_ms
            ),
            format!("API {:.2} ms", f.deal_n_ms),
            "≤ 1.5× the API".to_owned(),
        ),
        (
            format!("deal {} through the form", n * 3),
            format!(
                "{:.2} ms ({:.1}× the API)",
                f.form_far_ms,
                f.form_far_ms / f.deal_far_ms
            ),
            format!("API {:.2} ms", f.deal_far_ms),
            "≤ 1.5× the API".to_owned(),
        ),
        (
            format!("correcting deal 1 of {n}"),
            format!("{:.2} ms", f.correct_1_ms),
            format!("/health_check {:.2} ms", f.health_ms),
            "< 20 ms".to_owned(),
        ),
        (
            format!("partie page, {n} deals"),
            format!("{:.2} ms, {} KiB", f.page_ms, f.page_bytes / 1024),
            format!("/health_check {:.2} ms", f.health_ms),
            "< 5 ms".to_owned(),
        ),
        (
            "transfers.csv, every partie".to_owned(),
            format!("{:.1} ms, {} KiB", f.export_ms, f.export_bytes / 1024),
            "streamed, page by page".to_owned(),
            String::new(),
        ),
        (
            "resident memory".to_owned(),
            format!(
                "{:.1} MiB idle, {:.1} loaded, {:.1} exported",
                f.rss_idle_kib as f64 / 1024.0,
                f.rss_loaded_kib as f64 / 1024.0,
                f.rss_after_kib as f64 / 1024.0
            ),
            "service + load generator".to_owned(),
            "< 30 MiB idle".to_owned(),
        ),
    ];
    let mut out = format!(
        "academie bench: {} tables for {:.1} s, {} deals entered, {} failed; \
         single-request costs are medians of {} round trips over loopback\n\n",
        o.tables,
        o.seconds,
        f.deals,
        f.failures,
        o.samples.max(1)
    );
    out.push_str(&format!(
        "| {:<26} | {:<24} | {:<30} | {:<20} |\n",
        "figure", "measured", "anchor (same run)", "target (issue 15)"
    ));
    out.push_str(&format!(
        "|{}|{}|{}|{}|\n",
        "-".repeat(28),
        "-".repeat(26),
        "-".repeat(32),
        "-".repeat(22)
    ));
    for (a, b, c, d) in rows {
        out.push_str(&format!("| {a:<26} | {b:<24} | {c:<30} | {d:<20} |\n"));
    }
    out
}

/// A scratch directory, removed on drop.
#[derive(Debug)]
pub struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    /// Creates a fresh directory under the system's temporary directory.
    ///
    /// # Errors
    /// When it cannot be created.
    pub fn new() -> Result<Self, String> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        let dir =
            std::env::temp_dir().join(format!("academie-bench-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        Ok(Scratch { dir })
    }

    /// A file in it.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Starts the service on the SQLite file `db` and a free loopback port, in a thread of its
/// own (it serves until the process ends). Returns `host:port`.
fn start_service(db: PathBuf) -> Result<String, String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let settings = Settings {
                bind: "127.0.0.1:0".to_owned(),
                database_url: db.display().to_string(),
                password: None,
                time_zone: crate::format::Zone::Local,
            };
            match Application::build(&settings) {
                Ok(app) => {
                    let _ = tx.send(Ok(app.port()));
                    let _ = app.run_until_stopped().await;
                }
                Err(e) => {
                    let _ = tx.send(Err(format!("starting the service: {e:#}")));
                }
            }
        });
    });
    let port = rx
        .recv()
        .map_err(|e| format!("starting the service: {e}"))??;
    Ok(format!("127.0.0.1:{port}"))
}

/// Commits per second on a scratch SQLite file at the service's durability setting (WAL,
/// `synchronous = FULL`): one row inserted per transaction, for `window`.
fn raw_commit_rate(file: &Path, window: Duration) -> Result<f64, String> {
    let err = |e: &dyn std::fmt::Display| format!("raw SQLite: {e}");
    let mut conn = SqliteConnection::establish(&file.display().to_string()).map_err(|e| err(&e))?;
    conn.batch_execute(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; \
         CREATE TABLE scratch (id INTEGER PRIMARY KEY, payload TEXT NOT NULL);",
    )
    .map_err(|e| err(&e))?;
    let started = Instant::now();
    let mut commits = 0u64;
    while started.elapsed() < window {
        conn.batch_execute(
            "BEGIN IMMEDIATE; INSERT INTO scratch (payload) VALUES ('a deal'); COMMIT;",
        )
        .map_err(|e| err(&e))?;
        commits += 1;
    }
    Ok(commits as f64 / started.elapsed().as_secs_f64())
}

/// `/health_check` requests per second from `connections` keep-alive connections.
fn health_rate(
    address: &str,
    auth: &Option<String>,
    connections: usize,
    window: Duration,
) -> Result<f64, String> {
    let started = Instant::now();
    let handles: Vec<_> = (0..connections)
        .map(|_| {
            let mut client = Client::new(address, auth.clone());
            std::thread::spawn(move || {
                let mut n = 0u64;
                while started.elapsed() < window {
                    if client.send("GET", "/health_check", None).is_ok() {
                        n += 1;
                    }
                }
                n
            })
        })
        .collect();
    let mut total = 0u64;
    for h in handles {
        total += h
            .join()
            .map_err(|_| "a /health_check thread failed".to_owned())?;
    }
    Ok(total as f64 / started.elapsed().as_secs_f64())
}

/// `tables` tables, each on its own connection and partie, entering deals for `window`.
/// Returns each deal's latency (ms), the number of failures and the time taken.
fn load(
    address: &str,
    auth: &Option<String>,
    tables: usize,
    window: Duration,
) -> Result<(Vec<f64>, usize, Duration), String> {
    let mut clients = Vec::new();
    for _ in 0..tables {
        let mut client = Client::new(address, auth.clone());
        let id = open_party(&mut client)?;
        clients.push((client, id));
    }
    let started = Instant::now();
    let handles: Vec<_> = clients
        .into_iter()
        .map(|(mut client, id)| {
            std::thread::spawn(move || {
                // The bodies made once: the load generator shares the machine's cores
                // with the service.
                let facts = facts();
                let bodies: Vec<String> = (1..=facts.len()).map(|n| deal_body(&facts, n)).collect();
                let path = deal_path(&id);
                let (mut latencies, mut failures) = (Vec::new(), 0usize);
                let mut n = 1;
                while started.elapsed() < window {
                    let t = Instant::now();
                    let body = bodies.get((n - 1) % bodies.len()).map(String::as_str);
                    match client.send("POST", &path, body) {
                        Ok(r) if r.status == 201 => {
                            latencies.push(ms(t.elapsed()));
                            n += 1;
                        }
                        _ => failures += 1,
                    }
                }
                (latencies, failures)
            })
        })
        .collect();
    let (mut all, mut failures) = (Vec::new(), 0);
    for h in handles {
        let (l, f) = h.join().map_err(|_| "a table's thread failed".to_owned())?;
        all.extend(l);
        failures += f;
    }
    Ok((all, failures, started.elapsed()))
}

fn deal_path(id: &str) -> String {
    format!("/api/v1/parties/{id}/deals")
}

/// The body entering deal `n` of the workload.
fn deal_body(facts: &[Value], n: usize) -> String {
    let fact = facts.get((n.max(1) - 1) % facts.len().max(1)).cloned();
    json!({ "facts": fact.unwrap_or_default() }).to_string()
}

/// The urlencoded body a browser posts to enter deal `n` of the workload through the
/// partie page's form: the game's deal form filled from the deal's facts as the page
/// fills a correction ([`crate::web::forms::entries_from_deal`]), and the number the deal
/// should get.
fn form_body(n: usize) -> Result<String, String> {
    let doc = quadrille_doc(0);
    let game: crate::games::GameId = doc.game.parse().map_err(|e| format!("{e:?}"))?;
    let fields = crate::games::erased(game)
        .form(game, &doc.options, &doc.players)
        .map_err(|e| e.to_string())?;
    let facts = facts();
    let fact = facts
        .get((n.max(1) - 1) % facts.len().max(1))
        .cloned()
        .unwrap_or_default();
    let entries = crate::web::forms::entries_from_deal(&fields, &doc.players, &fact);
    let mut pairs: Vec<(&str, &str)> = entries.pairs().collect();
    let number = n.to_string();
    pairs.push((crate::web::pages::deals::DEAL_INPUT, &number));
    serde_urlencoded::to_string(&pairs).map_err(|e| e.to_string())
}

/// Opens an empty partie of the workload; returns its id.
fn open_party(client: &mut Client) -> Result<String, String> {
    let doc = quadrille_doc(0);
    let body = json!({"game": doc.game, "options": doc.options, "players": doc.players});
    let reply = client.send("POST", "/api/v1/parties", Some(&body.to_string()))?;
    expect(&reply, 201, "opening a partie")?;
    id_of(&reply.body, "/id")
}

/// Imports `doc`; returns the new partie's id.
fn import(client: &mut Client, doc: &PartieDoc) -> Result<String, String> {
    let body = serde_json::to_string(doc).map_err(|e| e.to_string())?;
    let reply = client.send("POST", "/api/v1/import", Some(&body))?;
    expect(&reply, 201, "importing a partie")?;
    id_of(&reply.body, "/ids/0")
}

/// The id at the JSON `pointer` of an answer's body (a string or a number).
fn id_of(body: &str, pointer: &str) -> Result<String, String> {
    let value: Value = serde_json::from_str(body).map_err(|e| format!("{e}: {body}"))?;
    match value.pointer(pointer) {
        Some(Value::String(s)) => Ok(s.clone()),
        Some(Value::Number(n)) => Ok(n.to_string()),
        _ => Err(format!("no id in {body}")),
    }
}

fn expect(reply: &Reply, status: u16, what: &str) -> Result<(), String> {
    if reply.status == status {
        Ok(())
    } else {
        Err(format!("{what}: {} {}", reply.status, reply.body))
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(values: &mut [f64]) -> f64 {
    percentile(values, 0.5)
}

/// The `q` quantile (nearest rank) of `values`; 0 for none.
fn percentile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f64::total_cmp);
    let rank = ((values.len() as f64) * q).ceil() as usize;
    values[rank.clamp(1, values.len()) - 1]
}

/// An answer: the status and the body.
#[derive(Debug)]
struct Reply {
    status: u16,
    /// The `Location` header, if any.
    location: Option<String>,
    body: String,
}

/// A minimal HTTP/1.1 client over one keep-alive loopback connection (reconnects when
/// the server closes it).
#[derive(Debug)]
struct Client {
    address: String,
    auth: Option<String>,
    stream: Option<BufReader<TcpStream>>,
}

impl Client {
    fn new(address: &str, auth: Option<String>) -> Self {
        Client {
            address: address.to_owned(),
            auth,
            stream: None,
        }
    }

    /// Sends a request and times it; fails unless the answer has `status`.
    fn timed(
        &mut self,
        method: &str,
        path: &str,
        body: Option<&str>,
        status: u16,
    ) -> Result<f64, String> {
        let started = Instant::now();
        let reply = self.send(method, path, body)?;
        let took = ms(started.elapsed());
        expect(&reply, status, &format!("{method} {path}"))?;
        Ok(took)
    }

    /// Enters deal `n` of the workload into partie `id` through the partie page's form
    /// ([`form_body`]) and times it; fails unless it is recorded under that number (303
    /// to the partie page saying so).
    fn form_deal(&mut self, id: &str, n: usize) -> Result<f64, String> {
        let body = form_body(n)?;
        let path = format!("/parties/{id}/deals");
        let started = Instant::now();
        let reply = self.exchange(
            "POST",
            &path,
            Some((&body, "application/x-www-form-urlencoded")),
        );
        let took = ms(started.elapsed());
        let reply = reply.map_err(|e| format!("POST {path}: {e}"))?;
        let recorded = format!("recorded={n}");
        if reply.status != 303
            || !reply
                .location
                .as_deref()
                .is_some_and(|l| l.contains(&recorded))
        {
            return Err(format!(
                "deal {n} through the form: {} {:?} {}",
                reply.status, reply.location, reply.body
            ));
        }
        Ok(took)
    }

    /// `GET path`, reading the body without keeping it (a long export must not grow the
    /// load generator's memory): the status and the body's length.
    fn drain(&mut self, path: &str) -> Result<(u16, usize), String> {
        self.stream = None;
        let stream = TcpStream::connect(&self.address).map_err(|e| format!("{path}: {e}"))?;
        let mut reader = BufReader::new(stream);
        let mut request = format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n",
            self.address
        );
        if let Some(token) = &self.auth {
            request.push_str(&format!("Authorization: Bearer {token}\r\n"));
        }
        request.push_str("\r\n");
        let err = |e: std::io::Error| format!("{path}: {e}");
        reader
            .get_mut()
            .write_all(request.as_bytes())
            .map_err(err)?;
        let mut line = String::new();
        reader.read_line(&mut line).map_err(err)?;
        let status = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse::<u16>().ok())
            .ok_or_else(|| format!("{path}: no status line"))?;
        loop {
            line.clear();
            reader.read_line(&mut line).map_err(err)?;
            if line.trim_end().is_empty() {
                break;
            }
        }
        // Chunk sizes and CRLFs are counted too: the length is the transfer's, near
        // enough the file's.
        let mut total = 0;
        let mut buf = [0u8; 64 * 1024];
        loop {
            let n = reader.read(&mut buf).map_err(err)?;
            if n == 0 {
                break;
            }
            total += n;
        }
        Ok((status, total))
    }

    /// Sends a request, on a fresh connection if the kept one was closed.
    fn send(&mut self, method: &str, path: &str, body: Option<&str>) -> Result<Reply, String> {
        let reused = self.stream.is_some();
        let body = body.map(|b| (b, "application/json"));
        match self.exchange(method, path, body) {
            Ok(r) => Ok(r),
            Err(_) if reused => {
                self.stream = None;
                self.exchange(method, path, body)
            }
            Err(e) => Err(e),
        }
        .map_err(|e| format!("{method} {path}: {e}"))
    }

    /// One request on the kept connection (opened if there is none); `body` with its
    /// content type.
    fn exchange(
        &mut self,
        method: &str,
        path: &str,
        body: Option<(&str, &str)>,
    ) -> std::io::Result<Reply> {
        if self.stream.is_none() {
            let stream = TcpStream::connect(&self.address)?;
            stream.set_nodelay(true)?;
            self.stream = Some(BufReader::new(stream));
        }
        let Some(reader) = self.stream.as_mut() else {
            return Err(std::io::Error::other("no connection"));
        };
        let mut request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nAccept: */*\r\n",
            self.address
        );
        if let Some(token) = &self.auth {
            request.push_str(&format!("Authorization: Bearer {token}\r\n"));
        }
        if let Some((body, content_type)) = body {
            request.push_str(&format!(
                "Content-Type: {content_type}\r\nContent-Length: {}\r\n\r\n{body}",
                body.len()
            ));
        } else {
            request.push_str("\r\n");
        }
        reader.get_mut().write_all(request.as_bytes())?;
        let reply = read_reply(reader);
        if reply.as_ref().map_or(true, |(_, close)| *close) {
            self.stream = None;
        }
        reply.map(|(r, _)| r)
    }
}

/// Reads one response; also says whether the server closes the connection.
fn read_reply(reader: &mut BufReader<TcpStream>) -> std::io::Result<(Reply, bool)> {
    let bad = |what: &str| std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_owned());
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Err(bad("connection closed"));
    }
    let status = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse::<u16>().ok())
        .ok_or_else(|| bad("no status line"))?;
    let (mut length, mut chunked, mut close) = (None, false, false);
    let mut location = None;
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        let header = line.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':') {
            let (name, value) = (name.trim().to_ascii_lowercase(), value.trim());
            match name.as_str() {
                "content-length" => length = value.parse::<usize>().ok(),
                "transfer-encoding" => chunked = value.eq_ignore_ascii_case("chunked"),
                "connection" => close = value.eq_ignore_ascii_case("close"),
                "location" => location = Some(value.to_owned()),
                _ => {}
            }
        }
    }
    let mut body = Vec::new();
    if chunked {
        loop {
            line.clear();
            reader.read_line(&mut line)?;
            let size = usize::from_str_radix(line.trim(), 16).map_err(|_| bad("chunk size"))?;
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk)?;
            chunk.truncate(size);
            body.extend(chunk);
            if size == 0 {
                break;
            }
        }
    } else if let Some(n) = length {
        body.resize(n, 0);
        reader.read_exact(&mut body)?;
    }
    let body = String::from_utf8_lossy(&body).into_owned();
    Ok((
        Reply {
            status,
            location,
            body,
        },
        close,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_workload_scores_and_keeps_the_table_clear() {
        let doc = quadrille_doc(2000);
        let scored = doc.score().expect("2,000 deals score");
        assert_eq!(scored.per_deal().len(), 2000);
        assert_eq!(scored.pots().get("pot"), Some(&0));
    }

    #[test]
    fn a_short_run_with_two_tables_measures_every_figure() {
        let options = BenchOptions {
            tables: 2,
            seconds: 0.3,
            long_partie: 8,
            samples: 1,
            ..BenchOptions::default()
        };
        let scratch = Scratch::new().expect("scratch");
        let f = measure(&options, &scratch).expect("a run");
        assert!(f.deals > 0, "{f:?}");
        assert_eq!(f.failures, 0, "{f:?}");
        assert!(f.raw_commits_per_s > 0.0 && f.health_per_s > 0.0, "{f:?}");
        assert!(f.deal_1_ms > 0.0 && f.deal_n_ms > 0.0 && f.correct_1_ms > 0.0);
        assert!(f.form_1_ms > 0.0 && f.form_n_ms > 0.0, "{f:?}");
        assert!(f.deal_far_ms > 0.0 && f.form_far_ms > 0.0, "{f:?}");
        assert!(f.page_bytes > 0, "{f:?}");
        assert!(f.export_bytes > 0 && f.export_ms > 0.0, "{f:?}");
        if cfg!(target_os = "linux") {
            assert!(f.rss_idle_kib > 0 && f.rss_after_kib > 0, "{f:?}");
            assert!(f.rss_loaded_kib > 0, "{f:?}");
            assert!(
                f.cpu_us_per_deal > 0.0 && f.writer_us_per_deal > 0.0,
                "{f:?}"
            );
        }
        let printed = table(&options, &f);
        assert!(printed.contains("deal 8 of a partie"), "{printed}");
        assert!(printed.contains("deal 24 through the form"), "{printed}");
    }
}
