//! Every case of `tests/vectors/*.json` (copies of `../shared/vectors`) of the games
//! academie implements, and of `tests/derived/*.json` (cases we derived by hand from the
//! specs, each citing its section): the deals are scored and `balances`, `pots`,
//! `per_deal` and any further key of `expected` must come out exactly. A failure names
//! the case id and its source.
//!
//! `VECTORS=quadrille` limits the run to the files whose name contains that word;
//! `VECTOR_CASE=quadrille-001` to one case.

use std::collections::BTreeMap;
use std::path::Path;

use academie::games::GameId;
use academie::partie::PartieDoc;
use serde_json::Value;

/// Every `*.json` of `dir` (relative to `tests/`), sorted.
fn json_files(tests: &Path, dir: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(tests.join(dir))
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".json"))
                .map(|n| format!("{dir}/{n}"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn cases() -> Vec<(String, Value)> {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = json_files(&tests, "vectors");
    files.extend(json_files(&tests, "derived"));
    let only_file = std::env::var("VECTORS").ok();
    let mut out = Vec::new();
    for file in files {
        if only_file.as_deref().is_some_and(|w| !file.contains(w)) {
            continue;
        }
        let text = std::fs::read_to_string(tests.join(&file)).expect("vector file readable");
        let cases: Vec<Value> = serde_json::from_str(&text).expect("vector file is JSON");
        for c in cases {
            out.push((file.clone(), c));
        }
    }
    out
}

fn nonzero(map: &BTreeMap<String, i64>) -> BTreeMap<String, i64> {
    map.iter()
        .filter(|(_, v)| **v != 0)
        .map(|(k, v)| (k.clone(), *v))
        .collect()
}

fn check(case: &Value) -> Result<(), String> {
    let doc = PartieDoc::from_value(case.clone()).map_err(|e| e.to_string())?;
    let scored = doc.score().map_err(|e| format!("refused: {e}"))?;
    let (got_balances, got_pots, got_per_deal) =
        (scored.balances(), scored.pots(), scored.per_deal());
    let expected = &case["expected"];
    let mut problems = Vec::new();

    let balances: BTreeMap<String, i64> =
        serde_json::from_value(expected["balances"].clone()).map_err(|e| e.to_string())?;
    if got_balances != balances {
        problems.push(format!(
            "balances: got {:?}, expected {:?}",
            got_balances, balances
        ));
    }
    let pots: BTreeMap<String, i64> =
        serde_json::from_value(expected.get("pots").cloned().unwrap_or_default())
            .unwrap_or_default();
    if nonzero(&got_pots) != nonzero(&pots) {
        problems.push(format!("pots: got {got_pots:?}, expected {pots:?}"));
    }
    let per_deal: Vec<BTreeMap<String, i64>> =
        serde_json::from_value(expected["per_deal"].clone()).map_err(|e| e.to_string())?;
    if got_per_deal.len() != per_deal.len() {
        problems.push(format!(
            "per_deal: {} entries, expected {}",
            got_per_deal.len(),
            per_deal.len()
        ));
    }
    for (i, (got, want)) in got_per_deal.iter().zip(&per_deal).enumerate() {
        if got != want {
            problems.push(format!(
                "per_deal[{}] (deal {}): got {got:?}, expected {want:?}",
                i,
                i + 1
            ));
        }
    }
    if let Some(exp) = expected.as_object() {
        for (key, want) in exp {
            if matches!(key.as_str(), "balances" | "pots" | "per_deal") {
                continue;
            }
            match scored.report().get(key) {
                Some(got) if got == want => {}
                Some(got) => problems.push(format!("{key}: got {got}, expected {want}")),
                None => problems.push(format!("{key}: not reported by the game")),
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n    "))
    }
}

#[test]
fn every_vector_case_scores_exactly() {
    let only_case = std::env::var("VECTOR_CASE").ok();
    let mut failures = Vec::new();
    let mut passed = 0;
    let mut unknown: BTreeMap<String, usize> = BTreeMap::new();
    for (file, case) in cases() {
        let id = case["id"].as_str().unwrap_or("?").to_owned();
        if only_case.as_deref().is_some_and(|c| c != id) {
            continue;
        }
        let slug = case["game"].as_str().unwrap_or("").to_owned();
        if slug.parse::<GameId>().is_err() {
            *unknown.entry(format!("{slug} ({file})")).or_default() += 1;
            continue;
        }
        match check(&case) {
            Ok(()) => passed += 1,
            Err(why) => failures.push(format!(
                "{id} ({file}; source {}):\n    {why}",
                case["source"].as_str().unwrap_or("?")
            )),
        }
    }
    if !unknown.is_empty() {
        let total: usize = unknown.values().sum();
        eprintln!(
            "\n*** SKIPPED: {total} vector cases of {} games not yet in the registry ***",
            unknown.len()
        );
        for (game, n) in &unknown {
            eprintln!("***   {game}: {n} cases");
        }
    }
    assert!(
        failures.is_empty(),
        "{} cases failed, {passed} passed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(passed > 0, "no vector case ran");
}

/// Every reason code the vectors' deals (and closings) pay with is listed for its game, so
/// that its rules page (`GET /games/{id}`) says what that payment is.
#[test]
fn every_payment_of_the_vectors_is_on_its_games_rules_page() {
    let mut seen = 0;
    for (file, case) in cases() {
        let Ok(doc) = PartieDoc::from_value(case) else {
            continue;
        };
        let Ok(game) = doc.game_id() else { continue };
        for close in [false, true] {
            let Ok(replay) = doc.replay(close) else {
                continue;
            };
            for t in replay.all_transfers() {
                seen += 1;
                assert!(
                    academie::games::rules::payments(game).contains(&t.reason.as_str()),
                    "{file}: {game} pays {} which its rules page does not list",
                    t.reason
                );
            }
        }
    }
    assert!(seen > 1000, "transfers seen: {seen}");
}

/// Every pot the vectors leave on the table has a name in words (`pot-<key>`; the French
/// catalogue holds the same ids, which tests/architecture.rs checks), so that the balances,
/// the table and the settlement never show a key.
#[test]
fn every_pot_of_the_vectors_has_a_name() {
    let mut seen = 0;
    for (file, case) in cases() {
        let Some(pots) = case["expected"]["pots"].as_object() else {
            continue;
        };
        for key in pots.keys() {
            seen += 1;
            assert!(
                academie::i18n::has(academie::i18n::Lang::En, &format!("pot-{key}")),
                "{file}: the pot {key} has no name (pot-{key} in src/i18n/en/pots.ftl)"
            );
        }
    }
    assert!(seen > 100, "pots seen: {seen}");
}

/// Runs `check` on every case that reads as a document, open and closed (`closed` set in
/// the case and the document), with the case's file, its id, the case as JSON and the
/// document; returns how many it ran on.
fn each_document(mut check: impl FnMut(&str, &str, bool, &Value, &PartieDoc)) -> usize {
    let mut compared = 0;
    for (file, mut case) in cases() {
        let id = case["id"].as_str().unwrap_or("?").to_owned();
        for closed in [false, true] {
            case["closed"] = Value::Bool(closed);
            let Ok(doc) = PartieDoc::from_value(case.clone()) else {
                continue;
            };
            check(&file, &id, closed, &case, &doc);
            compared += 1;
        }
    }
    compared
}

/// `academie score`'s reading (each deal straight from the document's text into its game's
/// type) gives what scoring the document as JSON values gives, for every case, in both
/// closings, and the tally's numbers are the replay's.
#[test]
fn the_text_the_values_and_the_replay_give_the_same_scores() {
    let mut compared = 0;
    each_document(|file, id, closed, case, doc| {
        let by_values = doc.score().ok();
        let text = serde_json::to_string(case).expect("a case as JSON");
        let by_text = academie::partie::score_text(&text).map(|(mut s, _)| s.remove(0));
        assert_eq!(by_text, by_values, "{id} ({file}), closed: {closed}");
        let (Some(scored), Ok(replay)) = (by_values, doc.replay(closed)) else {
            return;
        };
        let n = doc.players.len();
        let by_seat =
            |m: &BTreeMap<String, i64>| -> Vec<i64> { doc.players.iter().map(|p| m[p]).collect() };
        assert_eq!(
            replay.player_balances(n).ok(),
            Some(by_seat(&scored.balances())),
            "{id}"
        );
        let nets: Vec<Vec<i64>> = scored.per_deal().iter().map(by_seat).collect();
        assert_eq!(replay.deal_nets(n).ok(), Some(nets), "{id}");
        let pots: Option<BTreeMap<String, i64>> = replay.pot_balances().ok().map(|p| {
            p.into_iter()
                .map(|(k, v)| (k.as_str().to_owned(), v))
                .collect()
        });
        assert_eq!(pots, Some(scored.pots()), "{id}");
        assert_eq!(&replay.report, scored.report(), "{id}");
        compared += 1;
    });
    assert!(compared > 100, "only {compared} cases compared");
}

/// A document whose `game` comes before its `deals` (as academie writes documents) has its
/// deals read straight into the game's own type as the text is read: the scores are those
/// of the JSON values, and `academie score` prints the same, for every case.
#[test]
fn deals_read_with_the_document_give_the_same_scores() {
    let compared = each_document(|file, id, closed, case, doc| {
        // `game`, `options`, `players`, `deals`, then the rest.
        let text = serde_json::to_string(&doc).expect("a document as JSON");
        assert!(text.starts_with("{\"game\""), "{text}");
        let by_values = doc.score().ok();
        let by_text = academie::partie::score_text(&text).map(|(mut s, _)| s.remove(0));
        assert_eq!(by_text, by_values, "{id} ({file}), closed: {closed}");
        // The same bytes printed, whichever reading scored it; spaces and line breaks
        // between the tokens change nothing.
        let print = |s: Option<academie::partie::Scored>| {
            s.map(|s| academie::partie::print(&[s], false).expect("prints"))
        };
        assert_eq!(print(by_text), print(by_values.clone()), "{id} ({file})");
        let pretty = serde_json::to_string_pretty(&doc).expect("a document as JSON");
        let by_pretty = academie::partie::score_text(&pretty).map(|(mut s, _)| s.remove(0));
        assert_eq!(
            by_pretty, by_values,
            "{id} ({file}), pretty, closed: {closed}"
        );
        let sorted = serde_json::to_string(case).expect("a case as JSON");
        assert_eq!(
            academie::cli::score_text("case.json", &text),
            academie::cli::score_text("case.json", &sorted),
            "{id} ({file}), closed: {closed}"
        );
    });
    assert!(compared > 100, "only {compared} cases compared");
}

/// What `academie score` printed when it built a map per deal (the shape of the vectors'
/// `expected`): the reference its output must match byte for byte.
#[derive(serde::Serialize)]
struct Printed {
    id: Option<Value>,
    balances: BTreeMap<String, i64>,
    pots: BTreeMap<String, i64>,
    per_deal: Vec<BTreeMap<String, i64>>,
    #[serde(flatten)]
    report: serde_json::Map<String, Value>,
}

/// `academie score` prints, for every case (in both closings, alone and in an array), the
/// very bytes of `expected`'s shape built from maps by name; invalid cases give the same
/// error lines whichever reading finds them.
#[test]
fn academie_score_prints_the_scores_byte_for_byte() {
    let mut compared = 0;
    for (file, mut case) in cases() {
        let id = case["id"].as_str().unwrap_or("?").to_owned();
        for closed in [false, true] {
            case["closed"] = Value::Bool(closed);
            let text = serde_json::to_string(&case).expect("a case as JSON");
            let printed = academie::cli::score_text("case.json", &text);
            let Ok(doc) = PartieDoc::from_value(case.clone()) else {
                assert!(printed.is_err(), "{id} ({file})");
                continue;
            };
            let Ok(scored) = doc.score() else {
                assert!(printed.is_err(), "{id} ({file}), closed: {closed}");
                continue;
            };
            let reference = Printed {
                id: case.get("id").cloned(),
                balances: scored.balances(),
                pots: scored.pots(),
                per_deal: scored.per_deal(),
                report: scored.report().clone(),
            };
            let one = serde_json::to_string_pretty(&reference).expect("JSON");
            assert_eq!(printed.as_deref(), Ok(one.as_str()), "{id} ({file})");
            let array = format!("[{text},{text}]");
            let two = serde_json::to_string_pretty(&[&reference, &reference]).expect("JSON");
            let printed = academie::cli::score_text("cases.json", &array);
            assert_eq!(
                printed.as_deref(),
                Ok(two.as_str()),
                "{id} ({file}) in an array"
            );
            compared += 1;
        }
    }
    assert!(compared > 100, "only {compared} cases compared");
}

/// Every deal of the Quadrille family's cases that the hand reading takes
/// (`Entry::scan`, `academie score`'s path) reads as serde reads it, compact or spread
/// over lines; it takes the common shapes (most deals) and leaves the others to serde.
#[test]
fn the_hand_reading_of_a_deal_is_serdes() {
    use academie::games::quadrille::Entry;
    use academie::games::scan::Scan;
    let (mut taken, mut left) = (0, 0);
    for (file, case) in cases() {
        let id = case["id"].as_str().unwrap_or("?").to_owned();
        let Ok(game) = case["game"].as_str().unwrap_or("").parse::<GameId>() else {
            continue;
        };
        if game.family() != "quadrille" {
            continue;
        }
        for deal in case["deals"].as_array().into_iter().flatten() {
            let compact = serde_json::to_string(deal).expect("JSON");
            let pretty = serde_json::to_string_pretty(deal).expect("JSON");
            for text in [compact, pretty] {
                let mut scan = Scan::new(&text);
                match Entry::scan(&mut scan) {
                    Some(entry) => {
                        assert!(scan.at_end(), "{id} ({file}): {text}");
                        let by_serde: Entry = serde_json::from_str(&text).expect("serde reads it");
                        assert_eq!(entry, by_serde, "{id} ({file}): {text}");
                        taken += 1;
                    }
                    None => left += 1,
                }
            }
        }
    }
    assert!(taken > 100 && left > 0, "taken {taken}, left {left}");
}

/// A deal of Piquet entered with its declarations, said instead as the table speaks it:
/// who is good for the point, the sequences and the sets and what he counts (read from
/// `details`, the deal's count by item as the full entry gave it), and one player's tricks.
fn spoken(deal: &Value, details: &Value) -> Value {
    let mut deal = deal.clone();
    let Some(map) = deal.as_object_mut() else {
        return deal;
    };
    for key in ["point", "sequences", "sets"] {
        map.remove(key);
    }
    let mut good = serde_json::Map::new();
    if let Some(counts) = details["counts"].as_object() {
        for key in ["point", "sequences", "sets"] {
            for (player, count) in counts {
                let points = count[key].as_i64().unwrap_or(0);
                if points > 0 {
                    good.insert(
                        key.to_owned(),
                        serde_json::json!({"player": player, "points": points}),
                    );
                }
            }
        }
    }
    if !good.is_empty() {
        map.insert("good".to_owned(), Value::Object(good));
    }
    // One player's tricks: the other took the rest of the twelve.
    if let Some(tricks) = map.get_mut("tricks").and_then(Value::as_object_mut) {
        let first = tricks.keys().next().cloned();
        tricks.retain(|k, _| Some(k) != first.as_ref());
    }
    deal
}

/// Every public Piquet case, its deals said as the table speaks them (who is good and what
/// he counts, one player's tricks) instead of declared, pays exactly what the case
/// expects: the short entry carries all the engine needs for repic, pic, capot and the
/// race (the order of counting), and the full declarations stay the vectors' own entry.
#[test]
fn every_piquet_case_said_as_the_table_speaks_it_scores_the_same() {
    let mut converted = 0;
    let mut failures = Vec::new();
    for (file, case) in cases() {
        if !file.contains("piquet.public") {
            continue;
        }
        let id = case["id"].as_str().unwrap_or("?").to_owned();
        let doc = PartieDoc::from_value(case.clone()).expect("the case reads");
        let scored = doc.score().expect("the case scores");
        let details = scored.report()["deal_details"].clone();
        let mut short = case.clone();
        let Some(deals) = short["deals"].as_array_mut() else {
            continue;
        };
        for (i, deal) in deals.iter_mut().enumerate() {
            if details[i]["entered"] == "facts" {
                *deal = spoken(deal, &details[i]);
                assert!(deal.get("point").is_none() && deal.get("sets").is_none());
                converted += 1;
            }
        }
        if let Err(why) = check(&short) {
            failures.push(format!("{id} said: {why}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(converted >= 20, "deals said: {converted}");
}
