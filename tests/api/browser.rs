//! A real browser at the table: Debian's headless Chromium driven by chromedriver over
//! the W3C WebDriver JSON protocol (plain HTTP with reqwest, no driver crate, no browser
//! download). Creates a partie through the new-partie form, enters a deal through the
//! generic deal form, and reads the balances off the partie page, at a phone's width; and
//! types a Piquet declaration and sees the deal's count appear before anything is recorded.
//!
//! Skips (with a message) when `/usr/bin/chromedriver` is absent: `apt-get install -y
//! chromium chromium-driver` (`.ci/run` does it). A screenshot of the partie page is left
//! in `target/browser/partie-phone.png` for a person to look at.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::helpers::spawn_app;

const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const CHROMIUM: &str = "/usr/bin/chromium";
/// The W3C key of an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A chromedriver process, killed when dropped.
struct Driver {
    child: Child,
    url: String,
    _profile: tempfile::TempDir,
    profile_dir: PathBuf,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

impl Driver {
    async fn start(http: &reqwest::Client) -> Driver {
        let port = free_port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let profile = tempfile::tempdir().expect("a profile directory");
        let profile_dir = profile.path().to_path_buf();
        let driver = Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
            _profile: profile,
            profile_dir,
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let ready = http
                .get(format!("{}/status", driver.url))
                .send()
                .await
                .ok()
                .map(|r| r.json::<Value>());
            if let Some(body) = ready {
                if body.await.ok().and_then(|b| b["value"]["ready"].as_bool()) == Some(true) {
                    break;
                }
            }
            assert!(
                Instant::now() < deadline,
                "chromedriver did not become ready"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        driver
    }
}

/// One browser session.
struct Session<'a> {
    http: &'a reqwest::Client,
    base: String,
}

impl<'a> Session<'a> {
    async fn new(http: &'a reqwest::Client, driver: &Driver) -> Session<'a> {
        let caps = json!({
            "capabilities": {"alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {
                    "binary": CHROMIUM,
                    "args": [
                        "--headless",
                        "--no-sandbox",
                        "--disable-gpu",
                        "--disable-dev-shm-usage",
                        "--disable-background-networking",
                        "--disable-component-update",
                        "--disable-sync",
                        "--no-first-run",
                        format!("--user-data-dir={}", driver.profile_dir.display())
                    ],
                    // A phone's width (a desktop window cannot be narrower than 500px);
                    // tall, so that one screenshot shows most of the page.
                    "mobileEmulation": {
                        "deviceMetrics": {"width": 390, "height": 1800, "pixelRatio": 1}
                    }
                }
            }}
        });
        let body: Value = http
            .post(format!("{}/session", driver.url))
            .json(&caps)
            .send()
            .await
            .expect("new session request")
            .json()
            .await
            .expect("new session answer");
        let id = body["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {body}"))
            .to_owned();
        Session {
            http,
            base: format!("{}/session/{id}", driver.url),
        }
    }

    async fn call(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Value {
        let mut req = self.http.request(method, format!("{}{path}", self.base));
        if let Some(b) = body {
            req = req.json(&b);
        }
        let answer: Value = req
            .send()
            .await
            .expect("webdriver request")
            .json()
            .await
            .expect("webdriver answer");
        if let Some(error) = answer["value"]["error"].as_str() {
            panic!("webdriver {path}: {error}: {}", answer["value"]["message"]);
        }
        answer["value"].clone()
    }

    async fn go(&self, url: &str) {
        self.call(reqwest::Method::POST, "/url", Some(json!({"url": url})))
            .await;
    }

    async fn find(&self, css: &str) -> String {
        let v = self
            .call(
                reqwest::Method::POST,
                "/element",
                Some(json!({"using": "css selector", "value": css})),
            )
            .await;
        v[ELEMENT]
            .as_str()
            .unwrap_or_else(|| panic!("no element {css}: {v}"))
            .to_owned()
    }

    async fn type_into(&self, css: &str, text: &str) {
        let e = self.find(css).await;
        self.call(
            reqwest::Method::POST,
            &format!("/element/{e}/clear"),
            Some(json!({})),
        )
        .await;
        self.call(
            reqwest::Method::POST,
            &format!("/element/{e}/value"),
            Some(json!({"text": text})),
        )
        .await;
    }

    async fn click(&self, css: &str) {
        let e = self.find(css).await;
        // In the middle of the screen: the live preview stays at its bottom.
        self.call(
            reqwest::Method::POST,
            "/execute/sync",
            Some(json!({
                "script": "arguments[0].scrollIntoView({block: 'center'}); return null;",
                "args": [{ ELEMENT: e }]
            })),
        )
        .await;
        self.call(
            reqwest::Method::POST,
            &format!("/element/{e}/click"),
            Some(json!({})),
        )
        .await;
    }

    /// Clicks a submit button and waits for the page the server answers with.
    async fn submit(&self, css: &str) {
        self.script("window.__leaving = true; return null;").await;
        self.click(css).await;
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let arrived = self
                .script(
                    "return window.__leaving === undefined \
                     && document.readyState === 'complete';",
                )
                .await;
            if arrived == Value::Bool(true) {
                return;
            }
            assert!(Instant::now() < deadline, "no page after submitting {css}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Chooses `value` in the field `css`: its option in a select, or a tap on its button
    /// (a radio drawn as a button: the label is what is tapped).
    async fn choose(&self, css: &str, value: &str) {
        self.click(&format!(
            "{css} option[value=\"{value}\"], {css} input[value=\"{value}\"] + label"
        ))
        .await;
    }

    async fn text(&self, css: &str) -> String {
        let e = self.find(css).await;
        self.call(reqwest::Method::GET, &format!("/element/{e}/text"), None)
            .await
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    async fn current_url(&self) -> String {
        self.call(reqwest::Method::GET, "/url", None)
            .await
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    async fn script(&self, script: &str) -> Value {
        self.call(
            reqwest::Method::POST,
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
        .await
    }

    async fn screenshot(&self, path: &Path) {
        let b64 = self.call(reqwest::Method::GET, "/screenshot", None).await;
        let png = decode_base64(b64.as_str().unwrap_or_default());
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("screenshot directory");
        }
        std::fs::write(path, png).expect("screenshot written");
    }

    async fn end(self) {
        let _ = self.http.delete(&self.base).send().await;
    }
}

/// Standard base64 (the screenshot), without a crate for it.
fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for v in text.bytes().filter_map(value) {
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xff) as u8);
        }
    }
    out
}

fn screenshot_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("browser")
        .join("partie-phone.png")
}

#[test]
fn base64_decodes() {
    assert_eq!(decode_base64("aGVsbG8="), b"hello");
    assert_eq!(decode_base64("YWI="), b"ab");
}

#[tokio::test]
async fn a_partie_is_begun_and_a_deal_entered_in_a_real_browser() {
    if !Path::new(CHROMEDRIVER).exists() || !Path::new(CHROMIUM).exists() {
        eprintln!(
            "skipped: {CHROMEDRIVER} or {CHROMIUM} is absent \
             (apt-get install -y chromium chromium-driver)"
        );
        return;
    }
    // Arrange
    let app = spawn_app().await;
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()
        .expect("an HTTP client");
    let driver = Driver::start(&http).await;
    let browser = Session::new(&http, &driver).await;

    // Act: the new-partie form (Quadrille is the first game).
    browser.go(&format!("{}/parties/new", app.address)).await;
    browser
        .screenshot(&screenshot_path().with_file_name("new-partie-phone.png"))
        .await;
    for (i, name) in ["Anne", "Bertrand", "Céline", "Denis"].iter().enumerate() {
        browser.type_into(&format!("#player-{}", i + 1), name).await;
    }
    browser.submit("form.new-partie button[type=submit]").await;
    let partie_url = browser.current_url().await;
    let id = partie_url
        .rsplit_once("/parties/")
        .and_then(|(_, id)| id.split('#').next())
        .filter(|id| academie::secret::is_token(id))
        .unwrap_or_else(|| panic!("the new partie's page is shown: {partie_url}"));

    assert!(browser.text("h1").await.contains("Quadrille"));
    assert!(
        browser.text(".status").await.contains("Anne"),
        "Anne deals first"
    );

    // The deal: Bertrand asks, calls Céline's king, they take 6 tricks: a win.
    browser.choose("#f-contract", "ask").await;
    browser.choose("#f-ombre", "Bertrand").await;
    browser.choose("#f-partner", "Céline").await;
    browser.choose("#f-trump", "hearts").await;
    for (seat, tricks) in ["2", "4", "2", "2"].iter().enumerate() {
        browser.choose(&format!("#f-tricks-{seat}"), tricks).await;
    }
    browser.choose("#f-matadors", "0").await;
    // The script's live preview asks the server what the deal would pay.
    let deadline = Instant::now() + Duration::from_secs(10);
    let preview = loop {
        let shown = browser
            .script(
                "const p = document.querySelector('.preview'); \
                 return p && !p.hidden ? p.textContent : null;",
            )
            .await;
        match shown.as_str() {
            Some(text) if text.contains("If recorded") => break text.to_owned(),
            _ => {}
        }
        assert!(Instant::now() < deadline, "no preview: {shown}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(preview.contains("Bertrand +"), "{preview}");
    browser
        .screenshot(&screenshot_path().with_file_name("deal-form-phone.png"))
        .await;
    browser.submit("form.deal-form button[type=submit]").await;

    // Assert: the deal is listed and the balances changed, zero-sum with the pots.
    let deals = browser.text("#deals").await;
    assert!(deals.contains("Deal 1"), "{deals}");
    let balances: Value = browser
        .script(
            "return Array.from(document.querySelectorAll('.balances td[data-player]'))\
             .map(td => [td.dataset.player, Number(td.textContent)]);",
        )
        .await;
    let pots: Value = browser
        .script(
            "return Array.from(document.querySelectorAll('.pots td[data-pot]'))\
             .map(td => Number(td.textContent));",
        )
        .await;
    let balances = balances.as_array().expect("balances").clone();
    assert_eq!(balances.len(), 4, "{balances:?}");
    let sum: i64 = balances.iter().filter_map(|b| b[1].as_i64()).sum::<i64>()
        + pots
            .as_array()
            .expect("pots")
            .iter()
            .filter_map(Value::as_i64)
            .sum::<i64>();
    assert_eq!(sum, 0, "balances and pots net to zero: {balances:?} {pots}");
    let of = |name: &str| {
        balances
            .iter()
            .find(|b| b[0] == name)
            .and_then(|b| b[1].as_i64())
            .expect("a balance")
    };
    assert!(of("Bertrand") > 0, "the ombre won: {balances:?}");
    assert!(of("Céline") > 0, "his partner won: {balances:?}");
    assert!(of("Anne") < 0 && of("Denis") < 0, "{balances:?}");
    assert!(
        browser.text(".status").await.contains("Bertrand"),
        "Bertrand deals next"
    );

    // What the API says is what the page showed.
    let api: Value = http
        .get(format!("{}/api/v1/parties/{id}", app.address))
        .send()
        .await
        .expect("the API answers")
        .json()
        .await
        .expect("JSON");
    assert_eq!(
        api["balances"]["Bertrand"].as_i64(),
        Some(of("Bertrand")),
        "{partie_url}: {api}"
    );

    browser
        .script("document.getElementById('deals').scrollIntoView(); return null;")
        .await;
    browser
        .screenshot(&screenshot_path().with_file_name("deals-phone.png"))
        .await;
    browser.script("window.scrollTo(0, 0); return null;").await;
    browser.screenshot(&screenshot_path()).await;
    browser.end().await;
}

impl Session<'_> {
    /// Runs `script` until it returns something other than null, for up to 20 seconds.
    async fn wait_for(&self, script: &str) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let v = self.script(script).await;
            if !v.is_null() {
                return v;
            }
            assert!(Instant::now() < deadline, "never came: {script}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

#[tokio::test]
async fn a_piquet_declaration_is_counted_as_it_is_typed() {
    if !Path::new(CHROMEDRIVER).exists() || !Path::new(CHROMIUM).exists() {
        eprintln!("skipped: {CHROMEDRIVER} or {CHROMIUM} is absent");
        return;
    }
    // Arrange: an ordinary partie, A and B.
    let app = spawn_app().await;
    let r = app
        .open_party("piquet", &json!({"stake": 10}), &["A", "B"])
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().expect("an id").to_owned();
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()
        .expect("an HTTP client");
    let driver = Driver::start(&http).await;
    let browser = Session::new(&http, &driver).await;
    browser.go(&format!("{}/parties/{id}", app.address)).await;
    assert!(browser
        .text("fieldset.declares legend")
        .await
        .contains("A declares"));

    // Act: piquet-002's first deal as it is announced. B: "point of five, worth 51",
    // "quinte to the ace"; A: "point of four, worth 40", "quatrième to the king", "three
    // queens"; the play 7 to 3, the tricks 8 to 4.
    // Elder and younger are known to the table (B and A): not asked.
    browser.choose("#f-point-B-cards", "5").await;
    browser.type_into("#f-point-B-pips", "51").await;
    browser.choose("#f-point-A-cards", "4").await;
    browser.type_into("#f-point-A-pips", "40").await;
    browser.choose("#f-sequences-B-0-len", "5").await;
    browser.choose("#f-sequences-B-0-top", "A").await;
    browser.choose("#f-sequences-A-0-len", "4").await;
    browser.choose("#f-sequences-A-0-top", "K").await;
    browser.choose("#f-sets-A-0-rank", "Q").await;
    browser.choose("#f-sets-A-0-count", "3").await;
    browser.type_into("#f-play-B", "7").await;
    browser.type_into("#f-play-A", "3").await;
    browser.choose("#f-tricks-B", "8").await;
    browser.choose("#f-tricks-A", "4").await;

    // Assert: the count appears next to the form, nothing recorded: B 37, A 6.
    let score = |player: &str| {
        format!(
            "var s = document.querySelector('.deal-score [data-score=\"{player}\"] strong'); \
             return s ? s.textContent : null;"
        )
    };
    let b = browser
        .wait_for(
            "var s = document.querySelector('.deal-score [data-score=\"B\"] strong'); \
             return s && s.textContent === '37' ? s.textContent : null;",
        )
        .await;
    assert_eq!(b, json!("37"));
    assert_eq!(browser.script(&score("A")).await, json!("6"));
    assert!(
        browser.text(".deal-score").await.contains("point 5"),
        "the count item by item: {}",
        browser.text(".deal-score").await
    );
    browser
        .script("document.querySelector('.preview').scrollIntoView(); return null;")
        .await;
    browser
        .screenshot(&screenshot_path().with_file_name("piquet-deal-phone.png"))
        .await;

    // A point that cannot be held: the engine's message instead of a count.
    browser.type_into("#f-point-B-pips", "30").await;
    let message = browser
        .wait_for(
            "var e = document.querySelector('.preview .error'); \
             return e ? e.textContent : null;",
        )
        .await;
    assert!(
        message.as_str().is_some_and(|m| m.contains("pips")),
        "{message}"
    );
    let stored = app.get_party(&id).await;
    assert_eq!(stored.body["deals"], json!([]), "a preview stores nothing");
    browser.end().await;
}
