//! Property tests of the quadrille family: generated valid parties of the five games keep
//! the universal invariants, and broken deals come back as a `DealError`, never a panic.

use academie::games::{DealError, ReplayError};
use academie::partie::{PartieDoc, ScoreError};
use proptest::prelude::*;
use serde_json::{json, Map, Value};

use crate::common::check_partie;

const GAMES: [&str; 5] = [
    "quadrille",
    "mediateur",
    "solitaire-quatre",
    "tritrille",
    "piquemedrille",
];
const SUITS: [&str; 4] = ["spades", "clubs", "hearts", "diamonds"];
const NAMES: [&str; 4] = ["A", "B", "C", "D"];

/// Raw choices for the options of a partie.
#[derive(Debug, Clone)]
struct RawTable {
    game: usize,
    flags: u16,
    offset: u32,
    pending: Vec<i64>,
    threshold: i64,
    payment: usize,
}

/// Raw choices for one deal, turned into a valid deal by [`build_deal`].
#[derive(Debug, Clone)]
struct RawDeal {
    contract: usize,
    ombre: usize,
    partner: usize,
    king: usize,
    trump: usize,
    owners: Vec<usize>,
    run: i64,
    flags: u16,
    holders: [usize; 3],
    pick: usize,
}

fn raw_table() -> impl Strategy<Value = RawTable> {
    (
        0..GAMES.len(),
        any::<u16>(),
        0u32..48,
        prop::collection::vec(1i64..200, 0..3),
        3i64..=4,
        0usize..3,
    )
        .prop_map(
            |(game, flags, offset, pending, threshold, payment)| RawTable {
                game,
                flags,
                offset,
                pending,
                threshold,
                payment,
            },
        )
}

fn raw_deal() -> impl Strategy<Value = RawDeal> {
    (
        (0usize..16, 0usize..4, 1usize..4, 1usize..4, 0usize..4),
        prop::collection::vec(0usize..4, 12),
        (
            3i64..=12,
            any::<u16>(),
            [0usize..5, 0usize..5, 0usize..5],
            0usize..8,
        ),
    )
        .prop_map(
            |((contract, ombre, partner, king, trump), owners, (run, flags, holders, pick))| {
                RawDeal {
                    contract,
                    ombre,
                    partner,
                    king,
                    trump,
                    owners,
                    run,
                    flags,
                    holders,
                    pick,
                }
            },
        )
}

fn bit(flags: u16, n: u16) -> bool {
    flags & (1 << n) != 0
}

fn players(game: &str) -> Vec<String> {
    let n = match game {
        "tritrille" => 3,
        "piquemedrille" => 2,
        _ => 4,
    };
    NAMES[..n].iter().map(|s| (*s).to_owned()).collect()
}

fn build_options(raw: &RawTable) -> Value {
    let game = GAMES[raw.game];
    let mut o = Map::new();
    let f = raw.flags;
    if game == "quadrille" {
        o.insert("contre".into(), json!(bit(f, 0)));
        o.insert("roi_rendu".into(), json!(bit(f, 1)));
        o.insert("mediateur_nf".into(), json!(bit(f, 2)));
        o.insert("four_tricks_remise".into(), json!(bit(f, 3)));
    } else {
        o.insert("favourite_suit".into(), json!("hearts"));
        if bit(f, 0) {
            o.insert("turk_suit".into(), json!("clubs"));
        }
        if bit(f, 1) {
            o.insert("accolade_fee".into(), json!(5));
        }
        o.insert("poulans_matadors".into(), json!(!bit(f, 2)));
        o.insert("double_matador_poulans".into(), json!(!bit(f, 3)));
        o.insert(
            "matador_payment".into(),
            json!(["reunion", "per_matador", "flat_fiche"][raw.payment]),
        );
        o.insert("devole_mediateur".into(), json!(!bit(f, 10)));
    }
    if game == "tritrille" && bit(f, 11) {
        o.insert("total_tricks".into(), json!(12));
        o.insert("win_tricks".into(), json!(7));
    }
    o.insert("alone_threshold".into(), json!(raw.threshold));
    o.insert("always_double".into(), json!(bit(f, 4)));
    o.insert("separate_same_deal_beasts".into(), json!(bit(f, 5)));
    o.insert("devole_solo".into(), json!(!bit(f, 6)));
    o.insert("playoff_double".into(), json!(bit(f, 7)));
    o.insert("deal_offset".into(), json!(raw.offset));
    if bit(f, 8) {
        // An adjourned partie: beasts waiting, maybe a pot and owed jetons.
        o.insert(
            "initial_state".into(),
            json!({"pot": if bit(f, 9) { 30 } else { 0 },
                   "pending_beasts": raw.pending,
                   "game_units": if bit(f, 9) { 2 } else { 0 },
                   "matador_pool": {"manille": if bit(f, 9) { 10 } else { 0 }}}),
        );
    }
    Value::Object(o)
}

fn contracts(game: &str, options: &Value) -> Vec<&'static str> {
    match game {
        "quadrille" => {
            let mut c = vec!["ask", "own_king", "forced_spadille", "sans_prendre"];
            if options["contre"] == json!(true) {
                c.push("sans_prendre_vole");
            }
            if options["roi_rendu"] == json!(true) {
                c.push("roi_rendu");
            }
            if options["mediateur_nf"] == json!(true) {
                c.push("mediateur");
            }
            c
        }
        "mediateur" => vec![
            "ask",
            "forced_spadille",
            "own_king",
            "mediateur",
            "sans_prendre",
            "vole_declared_mediateur",
            "vole_declared_sans_prendre",
        ],
        _ => vec![
            "mediateur",
            "sans_prendre",
            "vole_declared_mediateur",
            "vole_declared_sans_prendre",
            "pass",
        ],
    }
}

/// A valid deal of `game` from raw choices (the play-off state does not matter here).
fn build_deal(game: &str, options: &Value, raw: &RawDeal) -> Value {
    let names = players(game);
    let n = names.len();
    let all = contracts(game, options);
    let contract = all[raw.contract % all.len()];
    let mediateur_family = game != "quadrille";
    let total = options
        .get("total_tricks")
        .and_then(Value::as_i64)
        .unwrap_or(10);
    let win = options
        .get("win_tricks")
        .and_then(Value::as_i64)
        .unwrap_or(6);
    let poulans = mediateur_family && options["poulans_matadors"] != json!(false);
    let f = raw.flags;
    let mut d = Map::new();
    d.insert("contract".into(), json!(contract));

    let null_ok = game == "piquemedrille" || game == "solitaire-quatre" || contract == "pass";
    let holder = |h: usize, which: usize| -> Value {
        if (h >= n && null_ok) || (contract == "pass" && which == 1) {
            Value::Null
        } else {
            json!(names[h % n])
        }
    };
    let holders: Vec<Value> = (0..3).map(|i| holder(raw.holders[i], i)).collect();
    if poulans || (mediateur_family && bit(f, 12)) {
        d.insert(
            "matador_holders".into(),
            json!({"spadille": holders[0], "manille": holders[1], "baste": holders[2]}),
        );
    }
    if bit(f, 4) {
        let a = raw.pick % n;
        let players = if bit(f, 5) && n > 1 {
            json!([names[a], names[(a + 1) % n]])
        } else {
            json!([names[a]])
        };
        d.insert(
            "penalties".into(),
            json!([{"players": players, "reason": "renounce"}]),
        );
    }
    if bit(f, 6) {
        d.insert("double".into(), json!(bit(f, 7)));
    }
    if bit(f, 8) {
        d.insert("dealer".into(), json!(names[raw.pick % n]));
    }
    if mediateur_family && options.get("accolade_fee").is_some() && bit(f, 9) {
        d.insert("accolade_holder".into(), json!(names[raw.king % n]));
    }
    if contract == "pass" {
        return Value::Object(d);
    }

    let ombre = raw.ombre % n;
    let called = contract == "ask" || contract == "forced_spadille";
    let partner = called.then(|| (ombre + raw.partner) % n);
    d.insert("ombre".into(), json!(names[ombre]));
    if let Some(p) = partner {
        d.insert("partner".into(), json!(names[p]));
    }
    let kinged = contract == "mediateur" || contract == "vole_declared_mediateur";
    if (kinged && game != "piquemedrille") || (contract == "roi_rendu" && bit(f, 10)) {
        let k = (ombre + 1 + raw.king % (n - 1)) % n;
        d.insert("king_from".into(), json!(names[k]));
    }
    let trump = SUITS[raw.trump];
    d.insert("trump".into(), json!(trump));
    let mut tricks = vec![0i64; n];
    for owner in raw.owners.iter().take(usize::try_from(total).unwrap()) {
        tricks[owner % n] += 1;
    }
    d.insert(
        "tricks".into(),
        Value::Object(
            names
                .iter()
                .zip(&tricks)
                .map(|(name, t)| (name.clone(), json!(t)))
                .collect(),
        ),
    );
    let in_side = |s: usize| s == ombre || Some(s) == partner;
    let max = if trump == "spades" || trump == "clubs" {
        11
    } else {
        12
    };
    let max = if partner.is_none() {
        max.min(total)
    } else {
        max
    };
    let holders_in_side = d.get("matador_holders").map(|_| {
        holders.iter().all(|h| {
            h.as_str()
                .is_some_and(|name| in_side(names.iter().position(|x| x == name).unwrap()))
        })
    });
    let matadors = match holders_in_side {
        Some(true) => raw.run.min(max),
        Some(false) => 0,
        None if bit(f, 11) => raw.run.min(max),
        None => 0,
    };
    d.insert("matadors".into(), json!(matadors));
    let side: i64 = (0..n).filter(|s| in_side(*s)).map(|s| tricks[s]).sum();
    if side >= win && bit(f, 13) {
        d.insert("vole_undertaken".into(), json!(true));
    }
    if bit(f, 14) {
        d.insert("vole_barred".into(), json!(true));
    }
    if bit(f, 15) && contract == "ask" {
        d.insert("king_shown".into(), json!(false));
    }
    if game == "quadrille" && bit(f, 12) {
        let mut forfeited = vec![json!("matadors")];
        if contract == "sans_prendre" || contract == "sans_prendre_vole" {
            forfeited.push(json!("sans_prendre"));
        }
        d.insert("forfeited".into(), Value::Array(forfeited));
    }
    // The codille winners' odd counters: name one of the defenders whenever they might
    // need it.
    if let Some(def) = (0..n).find(|s| !in_side(*s)) {
        d.insert("odd_counters_to".into(), json!(names[def]));
    }
    Value::Object(d)
}

/// A valid partie: the raw deals in order, dropping any the engine refuses as "not now"
/// (a play-off deal once the table is clear, a settle while beasts wait), so that the
/// document is valid whatever the deals' outcomes were.
fn build_partie(table: &RawTable, deals: &[RawDeal], ending: u8) -> PartieDoc {
    let game = GAMES[table.game];
    let options = build_options(table);
    let mut doc = PartieDoc {
        game: game.to_owned(),
        options: options.clone(),
        players: players(game),
        deals: Vec::new(),
        extra: Map::new(),
    };
    let mut tail: Vec<Value> = deals
        .iter()
        .map(|r| build_deal(game, &options, r))
        .collect();
    match ending % 4 {
        0 => tail.push(json!({"event": "settle"})),
        1 => tail.push(json!({"event": "abandon", "player": doc.players[0]})),
        _ => {}
    }
    for deal in tail {
        doc.deals.push(deal);
        match doc.replay(false) {
            Ok(_) => {}
            Err(ScoreError::Replay(ReplayError::Deal {
                error: DealError::NotNow { .. },
                ..
            })) => {
                doc.deals.pop();
            }
            Err(e) => panic!("a generated deal was refused: {e}\n{doc:?}"),
        }
    }
    doc
}

/// Ways to break the last deal of a partie.
fn corrupt(doc: &mut PartieDoc, how: usize) {
    let Some(last) = doc
        .deals
        .iter_mut()
        .rev()
        .find(|d| d.get("contract").is_some())
    else {
        doc.deals.push(json!({"contract": "ask"}));
        return;
    };
    let played = last["contract"] != json!("pass");
    let first = doc.players[0].clone();
    match how % 12 {
        0 if played => {
            let t = last["tricks"].as_object_mut().unwrap();
            let v = t[&first].as_i64().unwrap();
            t.insert(first, json!(v + 1));
        }
        1 => {
            last["ombre"] = json!("Nobody");
        }
        2 if played => {
            last["matadors"] = json!(2);
        }
        3 => {
            last["contract"] = json!("grand_slam");
        }
        4 => {
            last["bogus"] = json!(true);
        }
        // The ombre's own tricks missing (the defenders' may be left out: their split
        // pays nothing).
        5 if played => {
            let ombre = last["ombre"].as_str().unwrap_or(first.as_str()).to_owned();
            let t = last["tricks"].as_object_mut().unwrap();
            t.remove(&ombre);
        }
        6 => {
            last["penalties"] = json!([{"players": [first.clone(), first], "reason": "x"}]);
        }
        7 if played => {
            last["trump"] = json!("stars");
        }
        8 => {
            last["contract"] = json!(if doc.game == "quadrille" {
                "pass"
            } else {
                "roi_rendu"
            });
        }
        9 if played => {
            let t = last["tricks"].as_object_mut().unwrap();
            t.insert(first, json!(-1));
        }
        10 => {
            last["partner"] = last.get("ombre").cloned().unwrap_or(json!("A"));
            if last["contract"] == json!("pass") {
                last["ombre"] = json!("A");
            }
        }
        _ => {
            last["matador_holders"] = json!({"spadille": "Z"});
            last["tricks"] = json!({});
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn generated_quadrille_parties_keep_the_invariants(
        table in raw_table(),
        deals in prop::collection::vec(raw_deal(), 1..10),
        ending in any::<u8>(),
    ) {
        let doc = build_partie(&table, &deals, ending);
        check_partie(&doc);
        // Closing at the table either settles or says why play continues.
        match doc.replay(true) {
            Ok(_) => {}
            Err(ScoreError::Replay(ReplayError::Close(e))) => {
                prop_assert!(matches!(e, DealError::NotNow { .. }), "{e}");
            }
            Err(e) => prop_assert!(false, "closing failed: {e}"),
        }
    }

    #[test]
    fn broken_quadrille_deals_are_refused_not_panicked(
        table in raw_table(),
        deals in prop::collection::vec(raw_deal(), 1..6),
        how in 0usize..12,
    ) {
        let mut doc = build_partie(&table, &deals, 2);
        corrupt(&mut doc, how);
        let result = std::panic::catch_unwind(|| doc.replay(false));
        match result {
            Ok(Err(ScoreError::Replay(ReplayError::Deal { error, .. }))) => {
                prop_assert!(
                    !matches!(error, DealError::Broken { .. } | DealError::Overflow),
                    "a broken deal hit an engine invariant: {error}"
                );
                prop_assert!(!error.to_string().is_empty());
            }
            Ok(Err(e)) => prop_assert!(false, "refused for another reason: {e}"),
            Ok(Ok(_)) => prop_assert!(false, "a broken deal was accepted: {doc:?}"),
            Err(_) => prop_assert!(false, "the engine panicked"),
        }
    }
}
