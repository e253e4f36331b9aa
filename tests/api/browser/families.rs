//! A partie of each family played through the pages by tapping, in English then in
//! French, and the taps of each game's common deal counted.
//!
//! A deal is written as the facts a player enters, `("field", "value")` or
//! `("field@Player", "value")` for a per-player box, found by the form's `data-field`
//! names (not by their words, so that one script serves both languages). A field whose
//! name starts with `?` may be absent (the form derives it); `{elder}` in a name is the
//! player the form pre-fills as elder.

use std::collections::BTreeMap;

use anyhow::{anyhow, bail, ensure, Context};
use serde_json::Value;

use super::harness::{Phone, Step};
use crate::helpers::TestApp;

/// The target: the common deal in at most this many taps, a swipe to bring a
/// control on screen counted as a tap.
const TAP_TARGET: u32 = 6;

/// Quadrille's common deal: 6 taps, and on the French page one swipe: its four contracts,
/// the ombre, his partner and trumps, in longer French words, fill the screen above the
/// tricks.
const ONE_SWIPE_TARGET: u32 = 7;

/// The Médiateur's common deal: the taps of Quadrille's (the ombre, his partner, trumps,
/// the side's two counts, the submit) and one for each matador's holder, and the swipe
/// to the tricks. The dealer pays the holders of Spadille, Manille and Baste their
/// poulans every deal, whoever plays (spec quadrille §3.3 step 2, §5.1), and no other
/// fact of the deal tells who held them, so the three are asked every deal; 9 taps is
/// the fewest an exact entry allows, the form one screen and a half long.
const MEDIATEUR_TARGET: u32 = 10;

/// Piquet's ordinary deal as the table speaks it (piquet-001's): carte blanche, who is
/// good for the point, the sequences and the sets and what he counts (two taps each),
/// both players' points in play, one player's tricks, the submit: 11 taps, and the swipe
/// down to the play and the tricks. The payments need each of them: the order of
/// counting (hand, then play, then the cards) decides repic, pic and capot, and who
/// reaches the partie's target first.
const PIQUET_TARGET: u32 = 12;

/// One facts entry of a deal form: field (and player), value.
type Facts = &'static [(&'static str, &'static str)];

/// A partie to play through the pages.
struct Family {
    /// The game's name in the tap table.
    label: &'static str,
    /// Its id.
    game: &'static str,
    /// The players, in seating order.
    players: &'static [&'static str],
    /// The new-partie form's options: control id, value.
    options: Facts,
    /// The common deal (its taps are counted).
    common: Facts,
    /// A second deal (undone at the end).
    second: Facts,
    /// What is changed when deal 1 is corrected.
    correction: Facts,
    /// The most taps its common deal may take, for the families the issue counts.
    target: Option<u32>,
}

const FOUR: &[&str] = &["Anne", "Bertrand", "Céline", "Denis"];
const THREE: &[&str] = &["Anne", "Bertrand", "Céline"];
const TWO: &[&str] = &["Anne", "Bertrand"];

const FAMILIES: &[Family] = &[
    Family {
        label: "Quadrille",
        game: "quadrille",
        players: FOUR,
        options: &[],
        common: &[
            ("contract", "ask"),
            ("ombre", "Bertrand"),
            ("partner", "Céline"),
            ("trump", "hearts"),
            // The ombre's side's tricks are enough (the defenders hold the rest).
            ("tricks@Bertrand", "4"),
            ("tricks@Céline", "2"),
            ("matadors", "0"),
        ],
        second: &[
            ("contract", "ask"),
            ("ombre", "Céline"),
            ("partner", "Denis"),
            ("trump", "spades"),
            ("tricks@Anne", "2"),
            ("tricks@Bertrand", "2"),
            ("?tricks@Céline", "3"),
            ("?tricks@Denis", "3"),
            ("matadors", "0"),
        ],
        correction: &[("tricks@Anne", "1"), ("tricks@Bertrand", "5")],
        target: Some(ONE_SWIPE_TARGET),
    },
    Family {
        label: "Médiateur",
        game: "mediateur",
        players: FOUR,
        options: &[("#opt-favourite-suit", "hearts")],
        common: &[
            ("contract", "ask"),
            ("ombre", "Bertrand"),
            ("partner", "Céline"),
            ("trump", "spades"),
            // The ombre's side's tricks are enough (the defenders hold the rest).
            ("tricks@Bertrand", "4"),
            ("tricks@Céline", "2"),
            ("matadors", "0"),
            ("matador_holders.spadille", "Anne"),
            ("matador_holders.manille", "Denis"),
            ("matador_holders.baste", "Céline"),
        ],
        second: &[
            ("contract", "ask"),
            ("ombre", "Denis"),
            ("partner", "Anne"),
            ("trump", "clubs"),
            ("tricks@Anne", "3"),
            ("tricks@Bertrand", "2"),
            ("?tricks@Céline", "2"),
            ("?tricks@Denis", "3"),
            ("matadors", "0"),
            ("matador_holders.spadille", "Bertrand"),
            ("matador_holders.manille", "Denis"),
            ("matador_holders.baste", "Céline"),
        ],
        correction: &[("tricks@Anne", "1"), ("tricks@Bertrand", "5")],
        target: Some(MEDIATEUR_TARGET),
    },
    Family {
        label: "Ombre",
        game: "ombre",
        players: THREE,
        options: &[("#opt-marking", "trois et deux")],
        common: &[
            ("ombre", "Bertrand"),
            ("contract", "prendre"),
            // Céline's box is left blank: it takes what the others leave.
            ("tricks@Anne", "2"),
            ("tricks@Bertrand", "5"),
            ("matadors", "0"),
        ],
        second: &[
            ("ombre", "Céline"),
            ("contract", "prendre"),
            ("tricks@Anne", "3"),
            ("tricks@Bertrand", "1"),
            ("?tricks@Céline", "5"),
            ("matadors", "0"),
        ],
        correction: &[("tricks@Anne", "1"), ("tricks@Bertrand", "6")],
        target: Some(TAP_TARGET),
    },
    Family {
        label: "Quintille",
        game: "quintille",
        players: &["Anne", "Bertrand", "Céline", "Denis", "Éloïse"],
        options: &[],
        common: &[
            ("ombre", "Bertrand"),
            ("contract", "call"),
            ("partner", "Céline"),
            // The ombre's side's tricks are enough (the defenders hold the rest).
            ("tricks@Bertrand", "3"),
            ("tricks@Céline", "2"),
        ],
        second: &[
            ("ombre", "Denis"),
            ("contract", "call"),
            ("partner", "Anne"),
            ("tricks@Anne", "2"),
            ("tricks@Bertrand", "1"),
            ("tricks@Céline", "1"),
            ("?tricks@Denis", "3"),
            ("?tricks@Éloïse", "1"),
        ],
        correction: &[("tricks@Bertrand", "4")],
        target: Some(TAP_TARGET),
    },
    Family {
        label: "Piquet (deal totals)",
        game: "piquet-a-ecrire",
        players: THREE,
        options: &[("#opt-tours", "2")],
        common: &[("score.{elder}", "45"), ("score.{younger}", "20")],
        second: &[("score.{elder}", "12"), ("score.{younger}", "31")],
        correction: &[("score.{elder}", "55")],
        target: Some(TAP_TARGET),
    },
    Family {
        label: "Piquet (who is good, what he counts)",
        game: "piquet",
        players: TWO,
        options: &[("#opt-stake", "10")],
        // piquet-001: Bertrand (elder) has carte blanche, the point (5) and the sequences
        // (a quatrième, 4); Anne's three kings are good (3); the play 8 to 4; Bertrand's 7
        // tricks (Anne's 5 are the rest).
        common: &[
            ("carte_blanche@Bertrand", "true"),
            ("good.point.player", "Bertrand"),
            ("good.point.points", "5"),
            ("good.sequences.player", "Bertrand"),
            ("good.sequences.points", "4"),
            ("good.sets.player", "Anne"),
            ("good.sets.points", "3"),
            ("play.Bertrand", "8"),
            ("play.Anne", "4"),
            ("tricks.Bertrand", "7"),
        ],
        // piquet-002's second deal: Anne (elder) 4 for the point, a quatrième 4;
        // Bertrand's three tens 3; the play 6 to 5; six tricks each.
        second: &[
            ("good.point.player", "Anne"),
            ("good.point.points", "4"),
            ("good.sequences.player", "Anne"),
            ("good.sequences.points", "4"),
            ("good.sets.player", "Bertrand"),
            ("good.sets.points", "3"),
            ("play.Anne", "6"),
            ("play.Bertrand", "5"),
            ("tricks.Anne", "6"),
        ],
        correction: &[("play.Anne", "5")],
        target: Some(PIQUET_TARGET),
    },
    Family {
        label: "Reversis",
        game: "reversis",
        players: FOUR,
        options: &[],
        // An ordinary deal: each player's points and the ecart's (the Quinola lies
        // there); the tricks would only break a tie on points, and there is none.
        common: &[
            ("points@Anne", "13"),
            ("points@Bertrand", "3"),
            ("points@Céline", "6"),
            ("points@Denis", "17"),
            ("ecart_points", "4"),
        ],
        // A tie for the most points (Anne, Denis): the tricks say who loses.
        second: &[
            ("points@Anne", "10"),
            ("points@Bertrand", "6"),
            ("points@Céline", "9"),
            ("points@Denis", "10"),
            ("ecart_points", "8"),
            ("tricks@Anne", "3"),
            ("tricks@Bertrand", "2"),
            ("tricks@Céline", "3"),
            ("?tricks@Denis", "3"),
        ],
        correction: &[("points@Anne", "3"), ("points@Bertrand", "13")],
        target: Some(TAP_TARGET),
    },
    Family {
        label: "Commerce (a pool game)",
        game: "commerce",
        players: THREE,
        options: &[],
        common: &[("winner", "Bertrand")],
        second: &[("winner", "Céline")],
        correction: &[("winner", "Anne")],
        target: None,
    },
    Family {
        label: "Triomphe (a race game)",
        game: "triomphe",
        players: TWO,
        options: &[
            ("#opt-mode", "each_for_himself"),
            ("#opt-stake-per-partie", "10"),
        ],
        common: &[("outcome.winner", "Anne")],
        second: &[("outcome.winner", "Bertrand")],
        correction: &[("outcome.winner", "Bertrand")],
        target: None,
    },
    Family {
        label: "Bête (a beasts game)",
        game: "bete",
        players: THREE,
        options: &[],
        common: &[("outcome", "win"), ("player", "Bertrand")],
        second: &[("outcome", "lose"), ("player", "Céline")],
        correction: &[("player", "Anne")],
        target: None,
    },
];

/// Where a language switch to French may be, in the shapes a switch takes.
pub const FRENCH_SWITCH: &str = "a[hreflang=\"fr\"], a[href*=\"lang=fr\"], \
     button[name=\"lang\"][value=\"fr\"], [data-lang=\"fr\"]";

/// Plays every family in English, then in French when the pages offer a switch; prints
/// the tap counts; fails with every family's failure, not only the first.
pub async fn play_all(phone: &mut Phone, app: &TestApp) -> Step {
    let started = std::time::Instant::now();
    let mut taps: BTreeMap<&str, [Option<u32>; 2]> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut languages = vec!["en"];

    phone.go(&format!("{}/", app.address)).await?;
    if phone.has(FRENCH_SWITCH).await? {
        languages.push("fr");
    } else {
        eprintln!(
            "SKIPPED the French run: the pages offer no language switch \
             (looked for {FRENCH_SWITCH})"
        );
    }
    for (i, lang) in languages.iter().enumerate() {
        if *lang == "fr" {
            phone.go(&format!("{}/", app.address)).await?;
            phone.submit(FRENCH_SWITCH).await?;
        }
        let shown = phone
            .script("return document.documentElement.lang;", vec![])
            .await?;
        if !shown.as_str().unwrap_or("").starts_with(lang) {
            failures.push(format!("{lang}: the pages are in {shown}, not {lang}"));
            continue;
        }
        for family in FAMILIES {
            match play(phone, app, family, lang).await {
                Ok(n) => {
                    taps.entry(family.label).or_insert([None, None])[i] = Some(n);
                }
                Err(e) => {
                    let _ = phone
                        .screenshot(&format!("failed-{}-{lang}", family.game))
                        .await;
                    failures.push(format!("{} ({lang}): {e:#}", family.label));
                }
            }
        }
    }

    print_taps(&taps);
    eprintln!("the families took {:?} in the browser", started.elapsed());
    // Every counted family, in each language played: at most its target.
    for family in FAMILIES {
        let (Some(target), Some(counts)) = (family.target, taps.get(family.label)) else {
            continue;
        };
        for (lang, n) in languages.iter().zip(counts) {
            if let Some(n) = n.filter(|n| *n > target) {
                failures.push(format!(
                    "{} ({lang}): the common deal takes {n} taps, more than {target}",
                    family.label
                ));
            }
        }
    }
    if !failures.is_empty() {
        bail!("{}", failures.join("\n"));
    }
    Ok(())
}

fn print_taps(taps: &BTreeMap<&str, [Option<u32>; 2]>) {
    let cell = |n: Option<u32>| n.map_or("—".to_owned(), |n| n.to_string());
    let mut table = String::from(
        "\nTaps for the common deal (a click or a typed box is one, a drop-down list two):\n",
    );
    table.push_str("| game | taps (en) | taps (fr) |\n| --- | ---: | ---: |\n");
    for family in FAMILIES.iter().filter(|f| f.target.is_some()) {
        let [en, fr] = taps.get(family.label).copied().unwrap_or([None, None]);
        table.push_str(&format!(
            "| {} | {} | {} |\n",
            family.label,
            cell(en),
            cell(fr)
        ));
    }
    println!("{table}");
    let _ = std::fs::create_dir_all(super::harness::shots_dir());
    let _ = std::fs::write(super::harness::shots_dir().join("taps.md"), &table);
}

/// One partie of `family` through the pages; the taps of its common deal.
async fn play(phone: &mut Phone, app: &TestApp, family: &Family, lang: &str) -> Step<u32> {
    // The new-partie form: the game (the list sends its form), the players, the options.
    phone.go(&format!("{}/parties/new", app.address)).await?;
    if phone.set("#game-choice", None, family.game).await? {
        phone
            .wait_for(&format!(
                "var g = document.querySelector('form.new-partie input[name=game]'); \
                 return g && g.value === '{}' && document.readyState === 'complete' \
                 ? true : null;",
                family.game
            ))
            .await
            .context("the game's options after choosing it")?;
    }
    for (i, name) in family.players.iter().enumerate() {
        ensure!(
            phone.set(&format!("#player-{}", i + 1), None, name).await?,
            "no box for seat {}",
            i + 1
        );
    }
    for (control, value) in family.options {
        ensure!(
            phone.set(control, None, value).await?,
            "no option {control}"
        );
    }
    phone.submit("form.new-partie button[type=submit]").await?;
    let id = match partie_id(&phone.url().await?) {
        Ok(id) => id,
        Err(e) => bail!(
            "{e}: the new partie was refused: {}",
            page_errors(phone).await?
        ),
    };
    ensure!(
        academie::secret::is_token(&id),
        "the partie's address names it by its public id, not {id}"
    );

    // The common deal, counted, then a second one.
    if lang == "en" {
        phone.screenshot(&format!("{}-deal-1", family.game)).await?;
    }
    phone.reset_taps();
    enter(phone, "form.deal-form", family.common, lang == "en").await?;
    phone.submit("form.deal-form button[type=submit]").await?;
    let taps = phone.taps;
    if !phone.swipes.is_empty() {
        eprintln!(
            "{} ({lang}): {} of the {taps} taps are swipes, to {}",
            family.label,
            phone.swipes.len(),
            phone.swipes.join(", ")
        );
    }
    expect_deals(phone, app, &id, 1, "the common deal").await?;
    enter(phone, "form.deal-form", family.second, false).await?;
    phone.submit("form.deal-form button[type=submit]").await?;
    expect_deals(phone, app, &id, 2, "the second deal").await?;
    if lang == "en" {
        phone.screenshot(&format!("{}-partie", family.game)).await?;
    }

    // Correct deal 1 from its edit page.
    let before = api_party(app, &id).await["deals"][0].clone();
    phone
        .submit(&format!("a[href$=\"/parties/{id}/deals/1/edit\"]"))
        .await
        .context("the link to correct deal 1")?;
    enter(phone, "form.deal-form", family.correction, false).await?;
    phone.submit("form.deal-form button[type=submit]").await?;
    let after = api_party(app, &id).await["deals"][0].clone();
    ensure!(
        after != before,
        "deal 1 was not corrected: {after}\n{}",
        page_errors(phone).await?
    );

    // Undo the last entry (the second deal).
    let undo = "form[action$=\"/undo\"] button";
    if phone.has(undo).await? {
        phone.submit(undo).await?;
        expect_deals(phone, app, &id, 1, "the undo").await?;
    } else {
        eprintln!(
            "SKIPPED the undo of {} ({lang}): the partie page has no undo button yet",
            family.label
        );
    }

    // Close, and read the settlement.
    phone
        .submit(&format!("form[action$=\"/parties/{id}/close\"] button"))
        .await?;
    let party = api_party(app, &id).await;
    ensure!(
        !party["closed_at"].is_null(),
        "the partie is not closed: {}",
        page_errors(phone).await?
    );
    phone
        .screenshot(&format!("{}-closed-{lang}", family.game))
        .await?;
    check_settlement(phone, app, &id, &party).await?;
    Ok(taps)
}

/// Enters `facts` into `form`; with `steady`, checks after each tap that the Record
/// button is on screen and does not move when the live preview comes.
async fn enter(phone: &mut Phone, form: &str, facts: Facts, steady: bool) -> Step {
    for (key, value) in facts {
        let (optional, key) = match key.strip_prefix('?') {
            Some(k) => (true, k),
            None => (false, *key),
        };
        let key = fill_in_seats(phone, form, key).await?;
        let (field, player) = match key.split_once('@') {
            Some((f, p)) => (f, Some(p)),
            None => (key.as_str(), None),
        };
        let found = phone
            .set(&format!("{form} [data-field=\"{field}\"]"), player, value)
            .await
            .with_context(|| format!("entering {key} = {value}"))?;
        if !found && !optional {
            bail!("the form has no field {key}");
        }
        if steady {
            phone
                .record_button_steady(form)
                .await
                .with_context(|| format!("after entering {key} = {value}"))?;
        }
    }
    Ok(())
}

/// `score.{elder}` → `score.Bertrand`, the elder the form pre-fills.
async fn fill_in_seats(phone: &Phone, form: &str, key: &str) -> Step<String> {
    let mut key = key.to_owned();
    for seat in ["elder", "younger"] {
        let mark = format!("{{{seat}}}");
        if key.contains(&mark) {
            let who = phone
                .script(
                    &format!(
                        "var c = document.querySelector('{form} [data-field={seat}] select, \
                         {form} [data-field={seat}] input:checked'); return c ? c.value : null;"
                    ),
                    vec![],
                )
                .await?;
            let who = who
                .as_str()
                .filter(|w| !w.is_empty())
                .ok_or_else(|| anyhow!("the form pre-fills no {seat}"))?;
            key = key.replace(&mark, who);
        }
    }
    Ok(key)
}

/// Checks that the partie now has `n` live deals (the API says so), else says what the
/// page shows.
async fn expect_deals(phone: &Phone, app: &TestApp, id: &str, n: usize, what: &str) -> Step {
    let party = api_party(app, id).await;
    let live = party["deals"].as_array().map_or(0, Vec::len);
    if live != n {
        bail!(
            "after {what}: {live} deals, not {n}; the page says: {}",
            page_errors(phone).await?
        );
    }
    Ok(())
}

/// The form's error messages on the page, for a failure's message.
async fn page_errors(phone: &Phone) -> Step<String> {
    let v = phone
        .script(
            "return Array.from(document.querySelectorAll('.error, .errors, [role=alert]'))\
             .map(e => e.textContent.trim() + ' [' + ((e.closest('[data-field]') || {dataset: {}}).dataset.field || '') + ']').filter(t => t).join(' | ') \
             + ' @ ' + location.pathname;",
            vec![],
        )
        .await?;
    Ok(v.as_str().unwrap_or_default().to_owned())
}

/// The partie's id in its page's address (a number, or a public token).
fn partie_id(url: &str) -> Step<String> {
    url.rsplit_once("/parties/")
        .and_then(|(_, rest)| rest.split(['#', '?', '/']).next())
        .filter(|id| !id.is_empty() && *id != "new")
        .map(str::to_owned)
        .ok_or_else(|| anyhow!("not a partie's page: {url}"))
}

/// `GET /api/v1/parties/{id}`'s body.
async fn api_party(app: &TestApp, id: &str) -> Value {
    app.get(&format!("/api/v1/parties/{id}")).await.body
}

/// A number as a page writes it (`-23`, `−23`, `1 234`, `-11,00 €`): its integer part.
fn number(text: &str) -> Option<i64> {
    let text = text.replace(['\u{2212}', '\u{2013}'], "-");
    let mut digits = String::new();
    for c in text.chars() {
        match c {
            '-' if digits.is_empty() => digits.push('-'),
            '0'..='9' => digits.push(c),
            ',' | '.' if !digits.trim_start_matches('-').is_empty() => break,
            _ => {}
        }
    }
    digits.parse().ok()
}

/// The closed partie's page against the API and the settlement CSV.
async fn check_settlement(phone: &Phone, app: &TestApp, id: &str, party: &Value) -> Step {
    // The balances on the page are the API's.
    let shown = phone
        .script(
            "return Array.from(document.querySelectorAll('.balances td[data-player]'))\
             .map(td => [td.dataset.player, td.textContent]);",
            vec![],
        )
        .await?;
    let shown = shown.as_array().cloned().unwrap_or_default();
    ensure!(
        shown.len() == party["balances"].as_object().map_or(0, |b| b.len()),
        "the page shows {} balances: {shown:?}",
        shown.len()
    );
    for row in &shown {
        let name = row[0].as_str().unwrap_or_default();
        let on_page = number(row[1].as_str().unwrap_or_default());
        ensure!(
            on_page == party["balances"][name].as_i64(),
            "{name}: the page shows {}, the API {}",
            row[1],
            party["balances"][name]
        );
    }

    // Who pays whom: the page's amounts are the settlement CSV's.
    let page_amounts = phone
        .script(
            "var s = document.querySelector('.settlement'); if (!s) return null; \
             return Array.from(s.querySelectorAll('.payments-plan > li'))\
             .map(li => li.querySelector('.num')).filter(n => n).map(n => n.textContent);",
            vec![],
        )
        .await?;
    let mut page_amounts: Vec<i64> = page_amounts
        .as_array()
        .ok_or_else(|| anyhow!("the closed partie's page shows no settlement"))?
        .iter()
        .filter_map(|v| number(v.as_str().unwrap_or_default()))
        .collect();
    let href = phone
        .script(
            "var a = Array.from(document.querySelectorAll('a[href*=\"export.csv\"]'))\
             .find(a => a.href.includes('settlement')); return a ? a.href : null;",
            vec![],
        )
        .await?;
    let href = href
        .as_str()
        .ok_or_else(|| anyhow!("the page has no settlement CSV link"))?;
    let csv = app.client.get(href).send().await?;
    ensure!(csv.status().is_success(), "{href}: {}", csv.status());
    let text = csv.text().await?;
    let text = text.trim_start_matches('\u{feff}');
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let headers = reader.headers()?.clone();
    let column = |name: &str| {
        headers
            .iter()
            .position(|h| h == name)
            .ok_or_else(|| anyhow!("{href} has no {name} column: {headers:?}"))
    };
    let (from, to, counters) = (column("from")?, column("to")?, column("counters")?);
    let mut csv_amounts = Vec::new();
    let mut net: BTreeMap<String, i64> = BTreeMap::new();
    for row in reader.records() {
        let row = row?;
        let amount: i64 = row[counters].parse().context("counters")?;
        csv_amounts.push(amount);
        *net.entry(row[to].to_owned()).or_default() += amount;
        *net.entry(row[from].to_owned()).or_default() -= amount;
    }
    page_amounts.sort_unstable();
    csv_amounts.sort_unstable();
    ensure!(
        page_amounts == csv_amounts,
        "who pays whom: the page {page_amounts:?}, {href} {csv_amounts:?}"
    );
    // Settling pays off every balance: what a player receives less what he pays is his
    // balance.
    for (name, balance) in party["balances"].as_object().into_iter().flatten() {
        let settled = net.get(name).copied().unwrap_or(0);
        ensure!(
            Some(settled) == balance.as_i64(),
            "{href}: {name} nets {settled}, the balance is {balance}"
        );
    }

    // The deals CSV has a row per live deal (and the opening's and the closing's
    // payments in rows of their own, labelled `opening` and `closing`).
    let deals = app
        .client
        .get(format!(
            "{}/parties/{id}/export.csv?what=deals",
            app.address
        ))
        .send()
        .await?
        .text()
        .await?;
    let rows = csv::Reader::from_reader(deals.trim_start_matches('\u{feff}').as_bytes())
        .records()
        .filter(|r| {
            r.as_ref()
                .is_ok_and(|r| r.get(0).is_some_and(|d| d.parse::<i32>().is_ok()))
        })
        .count();
    let live = party["deals"].as_array().map_or(0, Vec::len);
    ensure!(rows == live, "deals.csv has {rows} rows for {live} deals");
    Ok(())
}

#[test]
fn numbers_are_read_as_pages_write_them() {
    assert_eq!(number("-23"), Some(-23));
    assert_eq!(number("\u{2212}23"), Some(-23));
    assert_eq!(number("1\u{202f}234"), Some(1234));
    assert_eq!(number("-11,00 €"), Some(-11));
    assert_eq!(number("+5"), Some(5));
    assert_eq!(number("—"), None);
}
