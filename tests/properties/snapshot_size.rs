//! Snapshots that do not grow with the partie: for every game of the registry, a long
//! partie is entered deal by deal through the engine's own settling from the last
//! snapshot ([`ErasedGame::resume`], as the ledger writes), and the serialised state of
//! the snapshot after the last deal must be within 1.5 times its size a tenth of the
//! way in (the largest it has been by then). What the rules need from past deals is a
//! few counters; what a page shows of them comes from the deals, replayed.
//!
//! The deals come from the vectors (`tests/vectors/*.public.json`, then
//! `tests/derived/*.json`; the game's cases, then those of its family), cycled: at each
//! step the next vector deal that the table accepts is entered. When none is accepted,
//! or the partie is over by its own rules, a new partie is opened and the count carries
//! on. Each partie is also replayed from the start, which must pay every deal as the
//! snapshots did.

use academie::domain::Transfer;
use academie::games::{erased, ErasedGame, GameId, Snapshot};
use serde_json::Value;

/// How many deals a long partie has.
const DEALS: usize = 400;

/// The vector cases of `game`: the public ones (`tests/vectors/*.public.json`), then
/// those derived from the specs (`tests/derived/*.json`).
fn cases_of(game: GameId) -> Vec<Value> {
    let tests = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    for dir in ["vectors", "derived"] {
        let mut found: Vec<_> = std::fs::read_dir(tests.join(dir))
            .expect("a folder of vectors")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        found.sort();
        files.extend(found);
    }
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a vector file");
        let cases: Vec<Value> = serde_json::from_str(&text).expect("vectors are JSON");
        out.extend(cases.into_iter().filter(|c| game_of(c) == Some(game)));
    }
    out
}

/// The game of a vector case.
fn game_of(case: &Value) -> Option<GameId> {
    case["game"].as_str().and_then(|s| s.parse().ok())
}

/// The table of the long partie: the options and players of the game's vector case with
/// the most deals that replays; and every deal of the game's cases, in order, then those
/// of the other games of its family (which share its engine: a Médiateur partie may be
/// settled as a Quadrille one is).
fn table_and_deals(game: GameId, e: &dyn ErasedGame) -> (Value, Vec<String>, Vec<Value>) {
    let cases = cases_of(game);
    let family = GameId::ALL
        .iter()
        .filter(|g| **g != game && g.family() == game.family())
        .flat_map(|g| cases_of(*g));
    let table_of = |c: &Value| -> (Value, Vec<String>) {
        let players = c["players"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|p| p.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default();
        (c["options"].clone(), players)
    };
    let deals_of = |c: &Value| c["deals"].as_array().cloned().unwrap_or_default();
    let best = cases
        .iter()
        .filter(|c| {
            let (options, players) = table_of(c);
            e.replay(game, &options, &players, &deals_of(c), false)
                .is_ok()
        })
        .max_by_key(|c| deals_of(c).len())
        .unwrap_or_else(|| panic!("{game}: no public vector case replays"));
    let (options, players) = table_of(best);
    let mut deals: Vec<Value> = Vec::new();
    for d in cases
        .iter()
        .chain(&family.collect::<Vec<_>>())
        .flat_map(deals_of)
    {
        if !deals.contains(&d) {
            deals.push(d);
        }
    }
    (options, players, deals)
}

/// One long partie of `game` (continued in new parties where its rules end one): the
/// size of the serialised snapshot state after each deal, how many parties it took, and
/// the last snapshot's state.
fn long_partie(game: GameId) -> (Vec<usize>, usize, Value) {
    let e = erased(game);
    let (options, players, deals) = table_and_deals(game, e);
    let opening = || -> Snapshot {
        let run = e
            .resume(game, &options, &players, None, &[], false, false)
            .unwrap_or_else(|err| panic!("{game}: the vector table does not open: {err}"));
        run.opening
            .map(|(_, snapshot)| snapshot)
            .unwrap_or_else(|| panic!("{game}: an opening without a snapshot"))
    };
    let mut snapshot = opening();
    let mut sizes = Vec::with_capacity(DEALS);
    let mut parties = 1;
    // The deals of the partie in progress and what the snapshots' settling paid them.
    let mut entered: Vec<Value> = Vec::new();
    let mut paid: Vec<Vec<Transfer>> = Vec::new();
    let mut next = 0;
    while sizes.len() < DEALS {
        let accepted = (0..deals.len()).find_map(|k| {
            let i = (next + k) % deals.len();
            let deal = std::slice::from_ref(&deals[i]);
            let run = e
                .resume(
                    game,
                    &options,
                    &players,
                    Some(&snapshot),
                    deal,
                    false,
                    false,
                )
                .ok()?;
            Some((i, run))
        });
        let finished = match accepted {
            Some((i, mut run)) => {
                next = (i + 1) % deals.len();
                snapshot = run.after.pop().expect("a snapshot after the deal");
                entered.push(deals[i].clone());
                paid.push(run.deals.pop().expect("the deal's payments"));
                let size = serde_json::to_string(&snapshot.state).map_or(0, |s| s.len());
                sizes.push(size);
                e.view(game, &options, &players, &snapshot, true, false)
                    .unwrap_or_else(|err| panic!("{game}: the snapshot does not read: {err}"))
                    .status
                    .finished
            }
            None => {
                assert!(
                    !entered.is_empty(),
                    "{game}: a new partie accepts none of the vector deals"
                );
                true
            }
        };
        if finished || sizes.len() == DEALS {
            same_as_a_replay(game, e, &options, &players, &entered, &paid);
            entered.clear();
            paid.clear();
            if sizes.len() < DEALS {
                snapshot = opening();
                parties += 1;
            }
        }
    }
    (sizes, parties, snapshot.state)
}

/// Replays `entered` from the start: each deal pays what the settling from snapshots paid
/// it (the last one may add what the sitting's last record adds).
fn same_as_a_replay(
    game: GameId,
    e: &dyn ErasedGame,
    options: &Value,
    players: &[String],
    entered: &[Value],
    paid: &[Vec<Transfer>],
) {
    let replay = e
        .replay(game, options, players, entered, false)
        .unwrap_or_else(|err| {
            panic!("{game}: a partie settled deal by deal does not replay: {err}")
        });
    for (n, (replayed, settled)) in replay.deals.iter().zip(paid).enumerate() {
        let last = n + 1 == entered.len();
        assert!(
            replayed == settled || (last && replayed.starts_with(settled)),
            "{game}: deal {} pays {replayed:?} replayed but {settled:?} from the snapshot",
            n + 1
        );
    }
}

#[test]
fn no_game_keeps_a_snapshot_that_grows_with_the_partie() {
    let mut grown = Vec::new();
    for &game in GameId::ALL {
        let (sizes, parties, last) = long_partie(game);
        // A tenth of the way in: the largest the state has been by then (a counter map
        // may still be empty at that very deal).
        let tenth = sizes[..DEALS / 10].iter().copied().max().unwrap_or(0);
        let end = sizes[DEALS - 1];
        println!(
            "{game}: {tenth} bytes by deal {}, {end} at deal {DEALS} ({parties} parties)",
            DEALS / 10
        );
        if end * 2 > tenth * 3 {
            let mut state = last.to_string();
            state.truncate(600);
            grown.push(format!("{game}: {tenth} -> {end} bytes, ending {state}"));
        }
    }
    assert!(
        grown.is_empty(),
        "snapshot state grown past 1.5x over {DEALS} deals: {grown:#?}"
    );
}
