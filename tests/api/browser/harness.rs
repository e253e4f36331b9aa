//! The browser's side of the tests: Debian's chromedriver on a free port, one headless
//! Chromium session at a phone's size (390×844) driven with fantoccini, and a [`Phone`]
//! that taps, types and counts every tap.
//!
//! No browser or driver is downloaded: `/usr/bin/chromium` and `/usr/bin/chromedriver`
//! come from Debian (`apt-get install -y chromium chromium-driver`; `.ci/run` does it).

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail, ensure, Context};
use fantoccini::elements::{Element, ElementRef};
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{json, Value};

/// Debian's chromedriver.
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// Debian's Chromium.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// The W3C key of an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// What a step returns: any failure, with the context of where it happened.
pub type Step<T = ()> = anyhow::Result<T>;

/// Whether the browser tests can run; prints a loud SKIPPED line when they cannot.
pub fn browser_available(test: &str) -> bool {
    if std::env::var("ACADEMIE_TEST_BACKEND").is_ok_and(|b| b == "postgres") {
        crate::helpers::skipped(format_args!(
            "{test}: the browser tests run once, on SQLite, not again in the \
             PostgreSQL run of the API suite"
        ));
        return false;
    }
    let missing: Vec<&str> = [CHROMEDRIVER, CHROMIUM]
        .into_iter()
        .filter(|p| !Path::new(p).exists())
        .collect();
    if missing.is_empty() {
        return true;
    }
    crate::helpers::skipped(format_args!(
        "{test}: {} absent (apt-get install -y chromium chromium-driver)",
        missing.join(" and ")
    ));
    false
}

/// A chromedriver process on a free port, killed when dropped.
pub struct Driver {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub url: String,
    /// Chromium's profile, removed on drop.
    pub profile: tempfile::TempDir,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> Step<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

impl Driver {
    /// Starts chromedriver and waits until it answers `/status`.
    pub async fn start() -> Step<Driver> {
        let port = free_port()?;
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .context("chromedriver starts")?;
        let driver = Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
            profile: tempfile::tempdir()?,
        };
        let http = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Ok(r) = http.get(format!("{}/status", driver.url)).send().await {
                if let Ok(body) = r.json::<Value>().await {
                    if body["value"]["ready"] == json!(true) {
                        return Ok(driver);
                    }
                }
            }
            if Instant::now() > deadline {
                bail!("chromedriver did not become ready in 20 s");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// A new headless Chromium session at a phone's size.
    pub async fn phone(&self) -> Step<Phone> {
        let args = [
            "--headless=new".to_owned(),
            "--no-sandbox".to_owned(),
            "--disable-gpu".to_owned(),
            "--disable-dev-shm-usage".to_owned(),
            "--disable-background-networking".to_owned(),
            "--disable-component-update".to_owned(),
            "--disable-sync".to_owned(),
            "--no-first-run".to_owned(),
            "--lang=en-GB".to_owned(),
            format!("--user-data-dir={}", self.profile.path().display()),
        ];
        let caps = json!({
            "browserName": "chrome",
            // The page's confirmations (closing a partie...) are accepted, as a player
            // would.
            "unhandledPromptBehavior": "accept",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": args,
                // A phone: 390 CSS pixels wide (a desktop window cannot be narrower
                // than 500).
                "mobileEmulation": {"deviceMetrics":
                    {"width": 390, "height": 844, "pixelRatio": 1, "touch": true}},
                "prefs": {"intl.accept_languages": "en-GB,en"}
            }
        });
        let Value::Object(caps) = caps else {
            bail!("capabilities are an object");
        };
        let driver = ClientBuilder::new(HttpConnector::new())
            .capabilities(caps)
            .connect(&self.url)
            .await
            .context("a Chromium session")?;
        Ok(Phone {
            driver,
            taps: 0,
            swipes: Vec::new(),
        })
    }
}

/// One browser session, counting the taps: every click and every typed box is one, and
/// choosing in a drop-down list is two (open it, pick).
pub struct Phone {
    /// The WebDriver session.
    pub driver: Client,
    /// Taps since the last [`Phone::reset_taps`], a swipe to bring a control on screen
    /// counted as one.
    pub taps: u32,
    /// The swipes among [`Phone::taps`]: the field (or element) each brought on screen.
    pub swipes: Vec<String>,
}

/// Whether `arguments[0]` is wholly on screen, clear of the Record bar fixed at the foot
/// (unless it is in that bar).
const ON_SCREEN: &str = "const e = arguments[0]; const r = e.getBoundingClientRect(); \
    const bar = document.querySelector('.record-bar'); \
    const foot = bar && !e.closest('.record-bar') ? bar.getBoundingClientRect().top \
    : window.innerHeight; \
    return r.top >= 0 && r.bottom <= foot;";

/// Finds the control for `key` and `value` inside `box` (a field's container, or the
/// control itself) and says how to set it: `{kind, done, el}` where `el` is what to tap
/// (a visually hidden radio's label, say) and `fold` a closed `<details>`'s summary that
/// hides it.
const RESOLVE: &str = r#"
const [sel, player, value] = arguments;
const box = document.querySelector(sel);
if (!box) return {kind: 'absent'};
let scope = box;
const isControl = (e) => e.matches('select, input, textarea');
let control = null;
if (isControl(box)) { control = box; }
if (!control && player) {
  const mine = Array.from(box.querySelectorAll('[data-player]'))
    .filter(e => e.dataset.player === player);
  control = mine.flatMap(e => e.matches('input[type=radio]') ? [e]
    : Array.from(e.querySelectorAll('input[type=radio]'))).find(e => e.value === value) || null;
}
if (!control && player) {
  const own = Array.from(box.querySelectorAll('[data-player]'))
    .find(e => e.dataset.player === player);
  if (own && isControl(own)) control = own; else if (own) scope = own;
  if (!control && !own) {
    const cb = Array.from(box.querySelectorAll('input[type=checkbox], input[type=radio]'))
      .find(e => e.value === player);
    if (cb) control = cb;
  }
}
if (!control) {
  const radio = Array.from(scope.querySelectorAll('input[type=radio]'))
    .find(e => e.value === value);
  control = radio || scope.querySelector('select, input:not([type=hidden]), textarea');
}
if (!control) return {kind: 'absent'};
const visible = (e) => !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length)
  && getComputedStyle(e).visibility !== 'hidden' && getComputedStyle(e).opacity !== '0';
const tappable = (e) => {
  if (visible(e) && e.getBoundingClientRect().width > 4) return e;
  const label = e.id && document.querySelector('label[for="' + CSS.escape(e.id) + '"]');
  return label || e.closest('label') || e;
};
const closed = control.closest('details:not([open])');
const fold = closed ? closed.querySelector(':scope > summary') : null;
const t = control.type;
if (control.tagName === 'SELECT') {
  const opt = Array.from(control.options).find(o => o.value === value);
  if (!opt) return {kind: 'missing-option', options: Array.from(control.options).map(o => o.value)};
  return {kind: 'select', done: control.value === value, el: control, option: opt, fold};
}
if (t === 'radio') {
  return {kind: 'radio', done: control.checked, el: tappable(control), fold};
}
if (t === 'checkbox') {
  const want = value === 'true' || value === control.value;
  return {kind: 'check', done: control.checked === want, el: tappable(control), fold};
}
return {kind: 'text', done: control.value === value, el: control, fold, readonly: control.readOnly};
"#;

impl Phone {
    /// Starts counting again.
    pub fn reset_taps(&mut self) {
        self.taps = 0;
        self.swipes.clear();
    }

    /// Runs a script and returns its value.
    pub async fn script(&self, script: &str, args: Vec<Value>) -> Step<Value> {
        Ok(self.driver.execute(script, args).await?)
    }

    /// Goes to `url` (typed in the address bar: not a tap).
    pub async fn go(&self, url: &str) -> Step {
        self.driver.goto(url).await?;
        Ok(())
    }

    /// The current address.
    pub async fn url(&self) -> Step<String> {
        Ok(self.driver.current_url().await?.to_string())
    }

    /// Whether `css` matches anything on the page.
    pub async fn has(&self, css: &str) -> Step<bool> {
        Ok(!self.driver.find_all(Locator::Css(css)).await?.is_empty())
    }

    /// Taps the element matching `css` (one tap), opening a closed `<details>` first (a
    /// tap more).
    pub async fn tap(&mut self, css: &str) -> Step {
        let e = self
            .driver
            .find(Locator::Css(css))
            .await
            .with_context(|| format!("nothing to tap at {css}"))?;
        self.unfold(&e).await?;
        self.scroll_to(&e).await?;
        e.click().await.with_context(|| format!("tapping {css}"))?;
        self.taps += 1;
        Ok(())
    }

    async fn unfold(&mut self, e: &Element) -> Step {
        let summary = self
            .driver
            .execute(
                "const d = arguments[0].closest('details:not([open])'); \
                 return d ? d.querySelector(':scope > summary') : null;",
                vec![serde_json::to_value(e)?],
            )
            .await?;
        if !summary.is_null() {
            let s = self.element(&summary)?;
            self.scroll_to(&s).await?;
            s.click().await?;
            self.taps += 1;
        }
        Ok(())
    }

    /// The element a script returned.
    fn element(&self, v: &Value) -> Step<Element> {
        let id = v[ELEMENT]
            .as_str()
            .ok_or_else(|| anyhow!("not an element: {v}"))?;
        Ok(Element::from_element_id(
            self.driver.clone(),
            ElementRef::from(id.to_owned()),
        ))
    }

    /// Brings `e` on screen as a player would, with a swipe that counts as a tap, when
    /// it is not wholly on screen already (above the Record bar fixed at the foot); the
    /// swipe leaves it near the top, the rest of the form below it.
    async fn scroll_to(&mut self, e: &Element) -> Step {
        let shown = self
            .driver
            .execute(ON_SCREEN, vec![serde_json::to_value(e)?])
            .await?;
        if shown == json!(true) {
            return Ok(());
        }
        self.driver
            .execute(
                "arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -24); \
                 return null;",
                vec![serde_json::to_value(e)?],
            )
            .await?;
        self.taps += 1;
        let what = self
            .driver
            .execute(
                "const e = arguments[0]; const f = e.closest('[data-field]'); \
                 return f ? f.getAttribute('data-field') : e.tagName.toLowerCase();",
                vec![serde_json::to_value(e)?],
            )
            .await?;
        self.swipes.push(what.as_str().unwrap_or("?").to_owned());
        Ok(())
    }

    /// Checks that the Record button of `form` is on screen and stays where it is while
    /// the live preview comes (a tap aimed at it must not land elsewhere).
    pub async fn record_button_steady(&self, form: &str) -> Step {
        let button = format!("{form} button[type=submit]");
        let rect = "const b = document.querySelector(arguments[0]); if (!b) return null; \
                    const r = b.getBoundingClientRect(); \
                    return [Math.round(r.top), Math.round(r.left), Math.round(r.bottom), \
                    Math.round(r.right), window.innerHeight];";
        let before = self.script(rect, vec![json!(button)]).await?;
        ensure!(!before.is_null(), "no Record button at {button}");
        // The preview answers 150-400 ms after a tap: wait it out.
        tokio::time::sleep(Duration::from_millis(700)).await;
        let after = self.script(rect, vec![json!(button)]).await?;
        ensure!(
            before == after,
            "the Record button moved while the preview came: {before} -> {after}"
        );
        let (top, bottom, height) = (after[0].as_i64(), after[2].as_i64(), after[4].as_i64());
        ensure!(
            matches!((top, bottom, height), (Some(t), Some(b), Some(h)) if t >= 0 && b <= h),
            "the Record button is off screen: {after}"
        );
        Ok(())
    }

    /// Sets the control of `selector` (a field's container or a control) for `player`
    /// (a per-player field) to `value`, as a person would: nothing when it already
    /// shows it, else a tap or a typed box. Returns whether the field was there.
    pub async fn set(&mut self, selector: &str, player: Option<&str>, value: &str) -> Step<bool> {
        let how = self
            .driver
            .execute(RESOLVE, vec![json!(selector), json!(player), json!(value)])
            .await?;
        let kind = how["kind"].as_str().unwrap_or("absent").to_owned();
        match kind.as_str() {
            "absent" => return Ok(false),
            "missing-option" => bail!(
                "{selector} {player:?}: no option {value:?} among {}",
                how["options"]
            ),
            _ => {}
        }
        if how["done"] == json!(true) {
            return Ok(true);
        }
        if !how["fold"].is_null() {
            let s = self.element(&how["fold"])?;
            self.scroll_to(&s).await?;
            s.click().await?;
            self.taps += 1;
        }
        let el = self.element(&how["el"])?;
        self.scroll_to(&el).await?;
        match kind.as_str() {
            "select" => {
                let option = self.element(&how["option"])?;
                el.click().await?;
                option.click().await?;
                self.taps += 2;
            }
            "radio" | "check" => {
                el.click().await?;
                self.taps += 1;
            }
            _ => {
                if how["readonly"] == json!(true) {
                    bail!("{selector} {player:?} is read-only and shows not {value:?}");
                }
                el.clear().await?;
                el.send_keys(value).await?;
                self.taps += 1;
            }
        }
        Ok(true)
    }

    /// Taps the submit button (or link) `css` and waits for the page the server
    /// answers with, accepting a confirmation the page asks for. A tap that did not
    /// send the form (the button moved under it) is a failure: nothing would have been
    /// recorded, and the player would not know.
    pub async fn submit(&mut self, css: &str) -> Step {
        self.script(
            "window.__leaving = true; window.__sent = false; \
             document.addEventListener('submit', () => { window.__sent = true; }, true); \
             window.addEventListener('beforeunload', () => { window.__sent = true; }); \
             return null;",
            vec![],
        )
        .await?;
        self.tap(css).await?;
        let deadline = Instant::now() + Duration::from_secs(20);
        let missed = Instant::now() + Duration::from_millis(800);
        loop {
            match self
                .driver
                .execute(
                    "return window.__leaving === undefined \
                     ? (document.readyState === 'complete' ? 'arrived' : 'loading') \
                     : (window.__sent ? 'sent' : 'missed');",
                    vec![],
                )
                .await
            {
                Ok(v) => match v.as_str() {
                    Some("arrived") => return Ok(()),
                    Some("missed") if Instant::now() > missed => {
                        bail!("tapping {css} sent nothing: the button was not under the tap");
                    }
                    _ => {}
                },
                Err(e) => {
                    if self.driver.get_alert_text().await.is_ok() {
                        self.driver.accept_alert().await?;
                    } else {
                        return Err(anyhow!("waiting for the page after {css}: {e}"));
                    }
                }
            }
            if Instant::now() > deadline {
                bail!("no page came after tapping {css}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Polls `script` until it returns something other than null (10 s at most).
    pub async fn wait_for(&self, script: &str) -> Step<Value> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let v = self.script(script, vec![]).await?;
            if !v.is_null() {
                return Ok(v);
            }
            if Instant::now() > deadline {
                bail!("never came: {script}");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Saves a screenshot of the viewport to `target/browser/{name}.png`.
    pub async fn screenshot(&self, name: &str) -> Step<PathBuf> {
        let path = shots_dir().join(format!("{name}.png"));
        std::fs::create_dir_all(shots_dir())?;
        std::fs::write(&path, self.driver.screenshot().await?)?;
        Ok(path)
    }

    /// Ends the session.
    pub async fn quit(self) -> Step {
        self.driver.close().await?;
        Ok(())
    }
}

/// Where the screenshots go: `target/browser/`.
pub fn shots_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("browser")
}
