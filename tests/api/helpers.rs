//! `spawn_app`: the real server on port 0 against a fresh database (an SQLite file in a
//! temporary directory, or a fresh PostgreSQL database when `TEST_DATABASE_URL` is set),
//! and typed helpers to drive it.
//!
//! With `ACADEMIE_TEST_BACKEND=postgres` (and `TEST_DATABASE_URL`), `spawn_app` serves
//! from a fresh PostgreSQL database too, so that the whole suite runs on PostgreSQL
//! (`.ci/run` does both); the few tests that open the SQLite file call
//! `spawn_sqlite_app`.

use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use academie::db;
use academie::partie::PartieDoc;
use academie::startup::Application;
use diesel::pg::PgConnection;
use diesel::{Connection, RunQueryDsl};
use serde_json::{json, Value};

/// The database behind a test app. Dropped after the server handles (last field).
pub enum TestDb {
    /// An SQLite file in its own temporary directory.
    Sqlite {
        /// The file.
        path: PathBuf,
        /// Removed on drop.
        _dir: tempfile::TempDir,
    },
    /// A PostgreSQL database created for this test, dropped on drop.
    Postgres {
        /// Where to connect to drop it.
        admin_url: String,
        /// Its name.
        name: String,
        /// Its URL.
        url: String,
    },
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let TestDb::Postgres {
            admin_url, name, ..
        } = self
        {
            if let Ok(mut conn) = PgConnection::establish(admin_url) {
                let _ =
                    diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                        .execute(&mut conn);
            }
        }
    }
}

/// A running server and a client for it.
pub struct TestApp {
    /// `http://127.0.0.1:PORT`.
    pub address: String,
    /// The HTTP client.
    pub client: reqwest::Client,
    /// The database (dropped last).
    pub db: TestDb,
}

fn init_tracing() {
    if std::env::var("TEST_LOG").is_ok() {
        academie::telemetry::init("debug");
    }
}

async fn start(url: &str) -> String {
    start_with(url, None).await
}

async fn start_with(url: &str, password: Option<&str>) -> String {
    let pool = db::pool(url).expect("pool");
    {
        let mut conn = pool.get().expect("connection");
        db::migrate(&mut conn).expect("migrations");
    }
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind port 0");
    let security =
        academie::web::security::Security::new(password.and_then(academie::secret::Password::new));
    let app = Application::with_security(pool, listener, security).expect("build app");
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    address
}

/// The app on a fresh database: an SQLite file, or a PostgreSQL database when
/// `ACADEMIE_TEST_BACKEND=postgres` (then PostgreSQL must answer at `TEST_DATABASE_URL`).
pub async fn spawn_app() -> TestApp {
    if std::env::var("ACADEMIE_TEST_BACKEND").is_ok_and(|b| b == "postgres") {
        return spawn_pg_app()
            .await
            .expect("ACADEMIE_TEST_BACKEND=postgres needs PostgreSQL at TEST_DATABASE_URL");
    }
    spawn_sqlite_app().await
}

/// The app on a fresh SQLite file, whatever the backend of the run.
pub async fn spawn_sqlite_app() -> TestApp {
    init_tracing();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("academie.db");
    let address = start(path.to_str().expect("utf-8 path")).await;
    TestApp {
        address,
        client: reqwest::Client::new(),
        db: TestDb::Sqlite { path, _dir: dir },
    }
}

/// The app on a fresh SQLite file, with a club password.
pub async fn spawn_app_with_password(password: &str) -> TestApp {
    init_tracing();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("academie.db");
    let address = start_with(path.to_str().expect("utf-8 path"), Some(password)).await;
    TestApp {
        address,
        client: reqwest::Client::new(),
        db: TestDb::Sqlite { path, _dir: dir },
    }
}

static PG_COUNTER: AtomicU32 = AtomicU32::new(0);

/// Says on the terminal that a test skips and why, whatever the test harness captures: a
/// passing test's `eprintln!` is swallowed, this line is not (it is written to the
/// process's standard error directly).
pub fn skipped(why: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "*** SKIPPED: {why}");
}

/// The app on a fresh PostgreSQL database, or `None` (with a message) when
/// `TEST_DATABASE_URL` is not set or the server cannot be reached.
pub async fn spawn_pg_app() -> Option<TestApp> {
    init_tracing();
    let Ok(admin_url) = std::env::var("TEST_DATABASE_URL") else {
        skipped(format_args!(
            "TEST_DATABASE_URL is not set (PostgreSQL tests do not run)"
        ));
        return None;
    };
    let mut admin = match PgConnection::establish(&admin_url) {
        Ok(c) => c,
        Err(e) => {
            skipped(format_args!(
                "PostgreSQL at TEST_DATABASE_URL is unreachable: {e}"
            ));
            return None;
        }
    };
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let name = format!(
        "academie_test_{}_{}_{nanos}",
        std::process::id(),
        PG_COUNTER.fetch_add(1, Ordering::SeqCst)
    );
    diesel::sql_query(format!("CREATE DATABASE \"{name}\""))
        .execute(&mut admin)
        .expect("create test database");
    let url = match admin_url.rsplit_once('/') {
        Some((base, _)) if base.contains("://") && base.len() > "postgres://".len() => {
            format!("{base}/{name}")
        }
        _ => format!("{admin_url}/{name}"),
    };
    let db = TestDb::Postgres {
        admin_url,
        name,
        url: url.clone(),
    };
    let address = start(&url).await;
    Some(TestApp {
        address,
        client: reqwest::Client::new(),
        db,
    })
}

/// A JSON response: status and body.
pub struct Reply {
    /// The status code.
    pub status: u16,
    /// The body as JSON (`null` if it is not JSON).
    pub body: Value,
}

impl Reply {
    /// The first error's detail.
    pub fn detail(&self) -> String {
        self.body["errors"][0]["detail"]
            .as_str()
            .unwrap_or_else(|| panic!("no error envelope in {}", self.body))
            .to_owned()
    }
}

impl TestApp {
    /// The SQLite file, if the app runs on one.
    pub fn sqlite_path(&self) -> Option<&PathBuf> {
        match &self.db {
            TestDb::Sqlite { path, .. } => Some(path),
            TestDb::Postgres { .. } => None,
        }
    }

    /// A second server on the same database (another process would be the same: its own
    /// pool and connections); returns its address.
    pub async fn second_server(&self) -> String {
        start(&self.db_url()).await
    }

    /// The database URL (an SQLite path or a PostgreSQL URL).
    pub fn db_url(&self) -> String {
        match &self.db {
            TestDb::Sqlite { path, .. } => path.display().to_string(),
            TestDb::Postgres { url, .. } => url.clone(),
        }
    }

    async fn reply(resp: reqwest::Response) -> Reply {
        let status = resp.status().as_u16();
        let text = resp.text().await.expect("body");
        Reply {
            status,
            body: serde_json::from_str(&text).unwrap_or(Value::Null),
        }
    }

    /// `GET path`.
    pub async fn get(&self, path: &str) -> Reply {
        let r = self
            .client
            .get(format!("{}{path}", self.address))
            .send()
            .await
            .expect("request");
        Self::reply(r).await
    }

    /// `GET path` as text (status, content type, body).
    pub async fn get_text(&self, path: &str) -> (u16, String, String) {
        let r = self
            .client
            .get(format!("{}{path}", self.address))
            .send()
            .await
            .expect("request");
        let status = r.status().as_u16();
        let ctype = r
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned();
        (status, ctype, r.text().await.expect("body"))
    }

    /// `method path` with a JSON body.
    pub async fn send(&self, method: reqwest::Method, path: &str, body: &Value) -> Reply {
        let r = self
            .client
            .request(method, format!("{}{path}", self.address))
            .json(body)
            .send()
            .await
            .expect("request");
        Self::reply(r).await
    }

    /// `POST /api/v1/parties`.
    pub async fn open_party(&self, game: &str, options: &Value, players: &[&str]) -> Reply {
        self.send(
            reqwest::Method::POST,
            "/api/v1/parties",
            &json!({"game": game, "options": options, "players": players}),
        )
        .await
    }

    /// Opens the party of a partie document (its game, options, players); returns its id.
    pub async fn open_doc(&self, doc: &PartieDoc) -> String {
        let r = self
            .send(
                reqwest::Method::POST,
                "/api/v1/parties",
                &json!({"game": doc.game, "options": doc.options, "players": doc.players}),
            )
            .await;
        assert_eq!(r.status, 201, "opening the party: {}", r.body);
        r.body["id"].as_str().expect("id").to_owned()
    }

    /// `POST /api/v1/parties/{id}/deals`.
    pub async fn post_deal(&self, party: &str, facts: &Value) -> Reply {
        self.send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{party}/deals"),
            &json!({ "facts": facts }),
        )
        .await
    }

    /// `PUT /api/v1/parties/{id}/deals/{n}`.
    pub async fn put_deal(&self, party: &str, n: i64, facts: &Value) -> Reply {
        self.send(
            reqwest::Method::PUT,
            &format!("/api/v1/parties/{party}/deals/{n}"),
            &json!({ "facts": facts }),
        )
        .await
    }

    /// `DELETE /api/v1/parties/{id}/deals/{n}`.
    pub async fn delete_deal(&self, party: &str, n: i64) -> Reply {
        let r = self
            .client
            .delete(format!("{}/api/v1/parties/{party}/deals/{n}", self.address))
            .send()
            .await
            .expect("request");
        Self::reply(r).await
    }

    /// `GET /api/v1/parties/{id}`.
    pub async fn get_party(&self, party: &str) -> Reply {
        self.get(&format!("/api/v1/parties/{party}")).await
    }

    /// Opens `doc`'s partie with `options` set over its own and `money` as its rate,
    /// enters its deals and closes it (each step must succeed); returns its id.
    pub async fn closed_with_money(&self, doc: &PartieDoc, options: &Value, money: &str) -> String {
        let mut all = doc.options.clone();
        for (k, v) in options.as_object().into_iter().flatten() {
            all[k] = v.clone();
        }
        let body = json!({"game": doc.game, "options": all, "players": doc.players,
            "money": money});
        let r = self
            .send(reqwest::Method::POST, "/api/v1/parties", &body)
            .await;
        assert_eq!(r.status, 201, "{}", r.body);
        let id = r.body["id"].as_str().expect("an id").to_owned();
        for (i, deal) in doc.deals.iter().enumerate() {
            let r = self.post_deal(&id, deal).await;
            assert_eq!(r.status, 201, "deal {}: {}", i + 1, r.body);
        }
        let r = self.close(&id).await;
        assert_eq!(r.status, 200, "{}", r.body);
        id
    }

    /// `POST /api/v1/parties/{id}/close`.
    pub async fn close(&self, party: &str) -> Reply {
        self.send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{party}/close"),
            &Value::Null,
        )
        .await
    }
}

/// A case of `tests/vectors/quadrille.public.json`, as a partie document.
pub fn quadrille_case(id: &str) -> PartieDoc {
    vector_case("quadrille", id)
}

/// A case of `tests/vectors/{family}.public.json`, as a partie document.
pub fn vector_case(family: &str, id: &str) -> PartieDoc {
    let path = format!(
        "{}/tests/vectors/{family}.public.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("vector file");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("vector JSON");
    let case = cases
        .into_iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("no case {id}"));
    PartieDoc::from_value(case).expect("a partie document")
}

/// The text of an HTML attribute value or element, unescaped as askama escapes it.
pub fn unescape(text: &str) -> String {
    text.replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#x2F;", "/")
        .replace("&amp;", "&")
}

/// Every public case of `tests/vectors/*.public.json`: its file's name and the case, in
/// the files' order.
pub fn public_cases() -> Vec<(String, Value)> {
    let dir = format!("{}/tests/vectors", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/vectors")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".public.json"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("vector file");
        let cases: Vec<Value> = serde_json::from_str(&text).expect("vector JSON");
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        out.extend(cases.into_iter().map(|c| (name.clone(), c)));
    }
    out
}

/// quadrille-001, which the Quadrille engine scores (a test fails, it never skips, if it
/// does not).
pub fn scorable_quadrille() -> PartieDoc {
    let doc = quadrille_case("quadrille-001");
    if let Err(e) = doc.score() {
        panic!("quadrille-001 does not score: {e}");
    }
    doc
}

/// Generates two tests from one async body: on SQLite, and on PostgreSQL when available.
#[macro_export]
macro_rules! on_both_backends {
    ($name:ident, $body:path) => {
        mod $name {
            #[tokio::test]
            async fn sqlite() {
                let app = $crate::helpers::spawn_app().await;
                $body(&app).await;
            }

            #[tokio::test]
            async fn postgres() {
                if let Some(app) = $crate::helpers::spawn_pg_app().await {
                    $body(&app).await;
                }
            }
        }
    };
}
