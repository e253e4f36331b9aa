//! axe-core's accessibility check of the main pages: home, new partie, a partie, a
//! deal's correction, a closed partie's settlement, the journal. Fails on any violation
//! of impact serious or critical, listing them all.
//!
//! axe-core comes from the npm registry, installed once into `target/axe` when it is not
//! there (`npm install axe-core@4 --prefix target/axe`); without npm the check skips with
//! a loud `SKIPPED` line. The script is injected with WebDriver's execute script, which a
//! page's Content-Security-Policy does not block.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, ensure};
use serde_json::{json, Value};

use super::families::FRENCH_SWITCH;
use super::harness::{Phone, Step};
use crate::helpers::TestApp;

fn axe_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("axe")
}

/// axe.min.js, installed from the npm registry if it is not yet in `target/axe`; `None`
/// (with a SKIPPED line) when it cannot be had.
pub fn axe_script() -> Option<String> {
    let file = axe_dir()
        .join("node_modules")
        .join("axe-core")
        .join("axe.min.js");
    if !file.exists() {
        eprintln!("installing axe-core into {}", axe_dir().display());
        let installed = Command::new("npm")
            .args([
                "install",
                "--no-audit",
                "--no-fund",
                "--silent",
                "axe-core@4",
                "--prefix",
            ])
            .arg(axe_dir())
            .status();
        match installed {
            Ok(s) if s.success() => {}
            Ok(s) => {
                crate::helpers::skipped(format_args!(
                    "the accessibility check: `npm install axe-core@4` failed ({s})"
                ));
                return None;
            }
            Err(e) => {
                eprintln!(
                    "SKIPPED the accessibility check: npm is absent ({e}); \
                     apt-get install -y npm"
                );
                return None;
            }
        }
    }
    match std::fs::read_to_string(&file) {
        Ok(s) => Some(s),
        Err(e) => {
            crate::helpers::skipped(format_args!(
                "the accessibility check: {}: {e}",
                file.display()
            ));
            None
        }
    }
}

/// A partie with two deals, a closed one, and axe run on each main page.
pub async fn check_main_pages(phone: &mut Phone, app: &TestApp, axe: &str) -> Step {
    let players = ["Anne", "Bertrand", "Céline", "Denis"];
    let deal = json!({"contract": "ask", "ombre": "Bertrand", "partner": "Céline",
        "trump": "hearts", "tricks": {"Anne": 2, "Bertrand": 4, "Céline": 2, "Denis": 2},
        "matadors": 0});
    let open = app.open_party("quadrille", &json!({}), &players).await;
    ensure!(open.status == 201, "{}", open.body);
    let closed = app.open_party("quadrille", &json!({}), &players).await;
    // An id is a number or a public token.
    let id_of = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let (id, closed_id) = (id_of(&open.body["id"]), id_of(&closed.body["id"]));
    for party in [&id, &closed_id] {
        let r = app
            .send(
                reqwest::Method::POST,
                &format!("/api/v1/parties/{party}/deals"),
                &json!({ "facts": deal }),
            )
            .await;
        ensure!(r.status == 201, "{}", r.body);
    }
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{closed_id}/close"),
            &json!({}),
        )
        .await;
    ensure!(r.status < 300, "closing: {}", r.body);

    let pages = [
        ("home", "/".to_owned()),
        ("new partie", "/parties/new".to_owned()),
        ("partie", format!("/parties/{id}")),
        ("deal correction", format!("/parties/{id}/deals/1/edit")),
        ("settlement", format!("/parties/{closed_id}")),
        ("journal", format!("/parties/{id}/ledger")),
    ];
    let mut report = Vec::new();
    let mut languages = vec!["en"];
    phone.go(&format!("{}/", app.address)).await?;
    if phone.has(FRENCH_SWITCH).await? {
        languages.push("fr");
    } else {
        crate::helpers::skipped(format_args!(
            "the accessibility check in French: no language switch"
        ));
    }
    for lang in languages {
        if lang == "fr" {
            phone.go(&format!("{}/", app.address)).await?;
            phone.submit(FRENCH_SWITCH).await?;
        }
        for (name, path) in &pages {
            let name = format!("{name} ({lang})");
            axe_page(phone, app, axe, &name, path, &mut report).await?;
        }
    }
    // axe sees a violation when there is one: an image without a text alternative.
    phone
        .script(
            "document.querySelector('main').insertAdjacentHTML('beforeend', \
             '<img src=\"/static/none.png\">'); return null;",
            vec![],
        )
        .await?;
    let planted = run_axe(phone, axe).await?;
    ensure!(
        planted
            .as_array()
            .into_iter()
            .flatten()
            .any(|v| v["id"] == "image-alt"),
        "axe did not see an image without alt: {planted}"
    );
    if !report.is_empty() {
        bail!(
            "{} serious or critical accessibility violations:\n{}",
            report.len(),
            report.join("\n")
        );
    }
    Ok(())
}

/// Runs axe on `path` and adds its serious and critical violations to `report`.
async fn axe_page(
    phone: &mut Phone,
    app: &TestApp,
    axe: &str,
    name: &str,
    path: &str,
    report: &mut Vec<String>,
) -> Step {
    phone.go(&format!("{}{path}", app.address)).await?;
    let found = run_axe(phone, axe).await?;
    eprintln!(
        "axe: {name} ({path}): {} rules violated",
        found.as_array().map_or(0, Vec::len)
    );
    for v in found.as_array().into_iter().flatten() {
        let impact = v["impact"].as_str().unwrap_or("");
        let nodes: Vec<String> = v["nodes"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|n| {
                format!(
                    "      {} — {}",
                    n["target"],
                    n["failureSummary"]
                        .as_str()
                        .unwrap_or("")
                        .replace('\n', " ")
                )
            })
            .collect();
        let line = format!(
            "{name} ({path}): {impact} {}: {}\n{}",
            v["id"].as_str().unwrap_or(""),
            v["help"].as_str().unwrap_or(""),
            nodes.join("\n")
        );
        eprintln!("axe: {line}");
        if matches!(impact, "serious" | "critical") {
            report.push(line);
        }
    }
    Ok(())
}

/// Injects axe into the page and returns its violations.
async fn run_axe(phone: &Phone, axe: &str) -> Step<Value> {
    phone
        .script(&format!("{axe}\nreturn null;"), vec![])
        .await?;
    let r = phone
        .driver
        .execute_async(
            "const done = arguments[arguments.length - 1]; \
             window.axe.run(document, {resultTypes: ['violations'], runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}}) \
               .then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, \
                  help: v.help, nodes: v.nodes.slice(0, 5).map(n => ({target: n.target, \
                  failureSummary: n.failureSummary}))})))) \
               .catch(e => done({error: String(e)}));",
            vec![],
        )
        .await?;
    let v = r;
    if let Some(e) = v.get("error") {
        bail!("axe failed: {e}");
    }
    Ok(v)
}
