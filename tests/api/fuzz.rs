//! Bad input against the real server: arbitrary JSON and form bodies (and mutations of
//! real deals, so that the engines see plausible shapes with wrong values) posted to
//! every writing route. Never a 5xx; after a 4xx, nothing stored (every table's rows
//! unchanged).

use diesel::{Connection, QueryableByName, RunQueryDsl, SqliteConnection};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{json, Map, Value};

use crate::helpers::{scorable_quadrille, spawn_sqlite_app, vector_case, TestApp};

/// Keys the games read, so that arbitrary objects often look like real ones.
const KEYS: &[&str] = &[
    "contract",
    "ombre",
    "partner",
    "trump",
    "tricks",
    "matadors",
    "score",
    "tour",
    "elder",
    "younger",
    "dealer",
    "points",
    "events",
    "A",
    "B",
    "C",
    "D",
    "facts",
    "deal",
    "revision",
    "game",
    "players",
    "options",
    "tours",
    "start_counters",
    "type",
    "player",
];

/// Words the games read.
const WORDS: &[&str] = &[
    "A",
    "B",
    "C",
    "D",
    "ask",
    "solo",
    "hearts",
    "spades",
    "quadrille",
    "piquet-a-ecrire",
    "",
    " ",
    "=1+1",
    "<script>",
    "\u{0}",
    "é",
];

fn leaf() -> BoxedStrategy<Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-20_i64..20).prop_map(Value::from),
        prop_oneof![Just(i64::MAX), Just(i64::MIN), Just(10_001), Just(-10_000)]
            .prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1e6_f64..1e6).prop_map(Value::from),
        prop::sample::select(WORDS).prop_map(Value::from),
        "[ -~]{0,16}".prop_map(Value::from),
    ]
    .boxed()
}

fn arb_json() -> BoxedStrategy<Value> {
    leaf()
        .prop_recursive(3, 32, 5, |inner| {
            let key = prop_oneof![
                prop::sample::select(KEYS).prop_map(str::to_owned),
                "[a-z_]{1,8}",
            ];
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..5).prop_map(Value::from),
                prop::collection::btree_map(key, inner, 0..6)
                    .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
            ]
        })
        .boxed()
}

/// `base` with its `index`-th leaf (in traversal order, wrapping) replaced by `by`.
fn mutate(base: &Value, index: usize, by: Value) -> Value {
    let mut out = base.clone();
    if let Some(slot) = out.pointer_mut(&pointer_of(base, index)) {
        *slot = by;
    }
    out
}

/// The JSON pointer of the `index`-th leaf (wrapping) of `v`.
fn pointer_of(v: &Value, index: usize) -> String {
    fn walk(v: &Value, at: String, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => m.iter().for_each(|(k, x)| {
                walk(
                    x,
                    format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                )
            }),
            Value::Array(a) => a
                .iter()
                .enumerate()
                .for_each(|(i, x)| walk(x, format!("{at}/{i}"), out)),
            _ => out.push(at),
        }
    }
    let mut all = Vec::new();
    walk(v, String::new(), &mut all);
    if all.is_empty() {
        return String::new();
    }
    all.swap_remove(index % all.len())
}

/// One request of the fuzz.
#[derive(Debug, Clone)]
enum Request {
    /// A JSON (or not quite JSON) body.
    Json {
        method: &'static str,
        path: String,
        body: String,
    },
    /// A urlencoded form.
    Form {
        path: String,
        pairs: Vec<(String, String)>,
    },
}

/// The parties the requests aim at, and real deals to mutate.
struct Target {
    parties: Vec<String>,
    deals: Vec<Value>,
}

fn requests(target: &Target) -> BoxedStrategy<Request> {
    let parties = target.parties.clone();
    let deals = target.deals.clone();
    let party = prop::sample::select(parties.clone());
    let n = prop_oneof![
        Just(1_i64),
        Just(2),
        Just(3),
        Just(0),
        Just(-1),
        Just(99_999_999_999)
    ];
    let facts = prop_oneof![
        arb_json(),
        (prop::sample::select(deals), any::<usize>(), leaf())
            .prop_map(|(d, i, by)| mutate(&d, i, by)),
    ];
    let envelope = (facts, prop::option::of(leaf()), prop::option::of(leaf())).prop_map(
        |(facts, deal, revision)| {
            let mut m = Map::new();
            m.insert("facts".to_owned(), facts);
            if let Some(d) = deal {
                m.insert("deal".to_owned(), d);
            }
            if let Some(r) = revision {
                m.insert("revision".to_owned(), r);
            }
            Value::Object(m).to_string()
        },
    );
    let body = prop_oneof![
        4 => envelope,
        1 => arb_json().prop_map(|v| v.to_string()),
        1 => "[ -~]{0,40}",
    ];
    let api = (
        prop::sample::select(vec![
            ("POST", "/api/v1/parties/{id}/deals"),
            ("PUT", "/api/v1/parties/{id}/deals/{n}"),
            ("POST", "/api/v1/parties/{id}/preview"),
            ("POST", "/api/v1/parties/{id}/close"),
            ("POST", "/api/v1/parties"),
            ("POST", "/api/v1/import"),
        ]),
        party.clone(),
        n.clone(),
        body,
    )
        .prop_map(|((method, path), id, n, body)| {
            let path = path.replace("{id}", &id).replace("{n}", &n.to_string());
            let body = if path == "/api/v1/parties" || path == "/api/v1/import" {
                // The open-party body: arbitrary, or a real one with a value changed.
                body.replacen("\"facts\"", "\"options\"", 1)
            } else {
                body
            };
            Request::Json { method, path, body }
        });
    let form_key = prop_oneof![
        prop::sample::select(vec![
            "_json",
            "_deal",
            "_token",
            "_event",
            "_extra",
            "_revision",
            "contract",
            "ombre",
            "partner",
            "trump",
            "matadors",
            "tricks[0]",
            "tricks[3]",
            "score[0]",
            "tour",
            "game",
            "players",
            "opt.tours",
            "opt.start_counters",
            "money",
        ])
        .prop_map(str::to_owned),
        "[a-z_.\\[\\]0-9]{1,10}",
    ];
    let form_value = prop_oneof![
        arb_json().prop_map(|v| v.to_string()),
        prop::sample::select(WORDS).prop_map(str::to_owned),
        any::<i64>().prop_map(|i| i.to_string()),
        "[ -~]{0,20}",
    ];
    let form = (
        prop::sample::select(vec![
            "/parties/{id}/deals",
            "/parties/{id}/deals/{n}/corrections",
            "/parties/{id}/deals/{n}/delete",
            "/parties/{id}/close",
            "/parties/{id}/reopen",
            "/parties",
        ]),
        party,
        n,
        prop::collection::vec((form_key, form_value), 0..8),
    )
        .prop_map(|(path, id, n, pairs)| Request::Form {
            path: path.replace("{id}", &id).replace("{n}", &n.to_string()),
            pairs,
        });
    prop_oneof![3 => api, 2 => form].boxed()
}

#[derive(QueryableByName, PartialEq, Debug)]
struct Counts {
    #[diesel(sql_type = diesel::sql_types::Text)]
    counts: String,
}

/// The number of rows of every table: what a refused request must leave as it was.
fn fingerprint(conn: &mut SqliteConnection) -> String {
    let tables = [
        "players",
        "parties",
        "seats",
        "accounts",
        "deals",
        "deal_revisions",
        "journal_entries",
        "transfers",
        "idempotency_keys",
    ];
    let sql = tables
        .iter()
        .map(|t| format!("(SELECT count(*) FROM {t})"))
        .collect::<Vec<_>>()
        .join(" || ',' || ");
    let rows: Vec<Counts> = diesel::sql_query(format!("SELECT {sql} AS counts"))
        .load(conn)
        .expect("counts");
    rows.into_iter()
        .next()
        .map(|r| r.counts)
        .unwrap_or_default()
}

fn send(client: &reqwest::blocking::Client, base: &str, request: &Request) -> u16 {
    let r = match request {
        Request::Json { method, path, body } => client
            .request(
                reqwest::Method::from_bytes(method.as_bytes()).expect("method"),
                format!("{base}{path}"),
            )
            .header("content-type", "application/json")
            .body(body.clone())
            .send(),
        Request::Form { path, pairs } => client.post(format!("{base}{path}")).form(pairs).send(),
    };
    r.expect("the server answers").status().as_u16()
}

async fn setup(app: &TestApp) -> Target {
    let quadrille = scorable_quadrille();
    let piquet = vector_case("piquet", "piquet-a-ecrire-001");
    let mut parties = Vec::new();
    let mut deals = Vec::new();
    for doc in [&quadrille, &piquet] {
        let id = app.open_doc(doc).await.to_string();
        for facts in doc.deals.iter().take(2) {
            let r = app
                .send(
                    reqwest::Method::POST,
                    &format!("/api/v1/parties/{id}/deals"),
                    &json!({ "facts": facts }),
                )
                .await;
            assert_eq!(r.status, 201, "{}", r.body);
        }
        parties.push(id);
        deals.extend(doc.deals.iter().cloned());
    }
    Target { parties, deals }
}

#[test]
fn arbitrary_bodies_never_give_a_5xx_and_a_refusal_stores_nothing() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let (app, target) = runtime.block_on(async {
        let app = spawn_sqlite_app().await;
        let target = setup(&app).await;
        (app, target)
    });
    let path = app.sqlite_path().expect("sqlite").clone();
    let base = app.address.clone();
    let client = reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let conn = std::cell::RefCell::new(
        SqliteConnection::establish(path.to_str().expect("utf-8")).expect("open"),
    );
    let mut runner = TestRunner::new(Config {
        cases: 300,
        failure_persistence: None,
        ..Config::default()
    });
    let (refused, accepted) = (std::cell::Cell::new(0), std::cell::Cell::new(0));
    let outcome = runner.run(&requests(&target), |request| {
        let before = fingerprint(&mut conn.borrow_mut());
        let status = send(&client, &base, &request);
        prop_assert!(status < 500, "{status} for {request:?}");
        if (400..500).contains(&status) {
            refused.set(refused.get() + 1);
            prop_assert_eq!(
                fingerprint(&mut conn.borrow_mut()),
                before,
                "a {} stored something: {:?}",
                status,
                request
            );
        } else {
            accepted.set(accepted.get() + 1);
        }
        Ok(())
    });
    if let Err(e) = outcome {
        panic!("{e}");
    }
    let (refused, accepted) = (refused.get(), accepted.get());
    eprintln!("fuzz: {refused} refused, {accepted} accepted, no 5xx");
    assert!(refused > 100, "the fuzz reaches the refusals: {refused}");
    drop(app);
    drop(runtime);
}
