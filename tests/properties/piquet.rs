//! Property tests of the piquet family: generated valid parties of every form (ordinary
//! Piquet, Piquet à écrire in its three manners, two against two, la Chouette) keep the
//! universal invariants; invalid deals come back as errors, never a panic.

use academie::partie::PartieDoc;
use proptest::prelude::*;
use serde_json::{json, Value};

use super::common::check_partie;

const RANKS: [&str; 8] = ["7", "8", "9", "10", "J", "Q", "K", "A"];
const SET_RANKS: [&str; 5] = ["10", "J", "Q", "K", "A"];
const CATEGORIES: [&str; 4] = ["carte_blanche", "point", "sequences", "sets"];

fn pips_range(cards: u32) -> (u32, u32) {
    match cards {
        1 => (7, 11),
        2 => (15, 21),
        3 => (24, 31),
        4 => (34, 41),
        5 => (44, 51),
        6 => (54, 60),
        7 => (64, 68),
        _ => (75, 75),
    }
}

/// The raw material of one deal's facts, by player index (0 elder, 1 younger).
#[derive(Debug, Clone)]
struct FactsSpec {
    carte_blanche: u8,
    points: [Option<(u32, u32, bool)>; 2],
    sequences: [Vec<(u32, usize)>; 2],
    /// Per set rank: 0 none, 1 elder trois, 2 elder quatorze, 3 younger trois, 4 younger quatorze.
    sets: Vec<u8>,
    play: [u32; 2],
    order: Vec<bool>,
    with_order: bool,
    tricks_elder: u32,
    not_counted: Vec<(usize, usize)>,
    /// 0 none, 1 law III, 2 law XVII, 3 law XX (no score effect without the option).
    penalty: (u8, usize),
}

fn point() -> impl Strategy<Value = Option<(u32, u32, bool)>> {
    prop::option::of(
        (1u32..=8)
            .prop_flat_map(|c| {
                let (lo, hi) = pips_range(c);
                (Just(c), lo..=hi, any::<bool>())
            })
            .prop_map(|(c, p, t)| (c, p, t && c == 3 && p == 31)),
    )
}

fn sequences() -> impl Strategy<Value = Vec<(u32, usize)>> {
    prop::collection::vec(
        (3u32..=6).prop_flat_map(|len| (Just(len), (len as usize - 1)..=7)),
        0..=2,
    )
}

fn facts_spec() -> impl Strategy<Value = FactsSpec> {
    (
        0u8..3,
        [point(), point()],
        [sequences(), sequences()],
        prop::collection::vec(0u8..5, 5),
        (0u32..=13).prop_flat_map(|e| (Just(e), 0u32..=(25 - e).min(13))),
        any::<bool>(),
        0u32..=12,
        prop::collection::vec((0usize..2, 0usize..4), 0..=1),
        (0u8..8, 0usize..2),
    )
        .prop_flat_map(
            |(cb, points, sequences, sets, (pe, py), with_order, tricks, nc, pen)| {
                let letters: Vec<bool> = std::iter::repeat_n(true, pe as usize)
                    .chain(std::iter::repeat_n(false, py as usize))
                    .collect();
                (Just(letters).prop_shuffle()).prop_map(move |order| FactsSpec {
                    carte_blanche: cb,
                    points,
                    sequences: sequences.clone(),
                    sets: sets.clone(),
                    play: [pe, py],
                    order,
                    with_order,
                    tricks_elder: tricks,
                    not_counted: nc.clone(),
                    penalty: (if pen.0 >= 4 { 0 } else { pen.0 }, pen.1),
                })
            },
        )
}

impl FactsSpec {
    /// The deal's JSON for elder `e` and younger `y`; under the provincial option a law XX
    /// is entered alone, so it is left out of a deal with facts.
    fn to_json(&self, e: &str, y: &str, provincial: bool) -> Value {
        let who = [e, y];
        let mut d = json!({"elder": e, "younger": y});
        let cb: Vec<&str> = match self.carte_blanche {
            1 => vec![e],
            2 => vec![y],
            _ => vec![],
        };
        if !cb.is_empty() {
            d["carte_blanche"] = json!(cb);
        }
        let mut point = serde_json::Map::new();
        for (i, p) in self.points.iter().enumerate() {
            if let Some((c, pips, t)) = p {
                let mut v = json!({"cards": c, "pips": pips});
                if *t {
                    v["tierce_major"] = json!(true);
                }
                point.insert(who[i].to_owned(), v);
            }
        }
        if !point.is_empty() {
            d["point"] = Value::Object(point);
        }
        let mut seqs = serde_json::Map::new();
        for (i, s) in self.sequences.iter().enumerate() {
            if !s.is_empty() {
                let list: Vec<Value> = s
                    .iter()
                    .map(|(len, top)| json!({"len": len, "top": RANKS[*top]}))
                    .collect();
                seqs.insert(who[i].to_owned(), json!(list));
            }
        }
        if !seqs.is_empty() {
            d["sequences"] = Value::Object(seqs);
        }
        let mut sets: [Vec<Value>; 2] = [Vec::new(), Vec::new()];
        for (r, k) in self.sets.iter().enumerate() {
            let rank = SET_RANKS[r];
            match k {
                1 => sets[0].push(json!({"rank": rank, "count": 3})),
                2 => sets[0].push(json!({"rank": rank, "count": 4})),
                3 => sets[1].push(json!({"rank": rank, "count": 3})),
                4 => sets[1].push(json!({"rank": rank, "count": 4})),
                _ => {}
            }
        }
        let mut sm = serde_json::Map::new();
        for (i, s) in sets.iter().enumerate() {
            if !s.is_empty() {
                sm.insert(who[i].to_owned(), json!(s));
            }
        }
        if !sm.is_empty() {
            d["sets"] = Value::Object(sm);
        }
        let mut play = json!({e: self.play[0], y: self.play[1]});
        // Without an order the engine places the elder's points first; it may then ask
        // for the order (a pic or the end of a partie depending on it), so the order is
        // left out only when one player scored no play point.
        if self.with_order || (self.play[0] > 0 && self.play[1] > 0) {
            let order: String = self
                .order
                .iter()
                .map(|&el| if el { 'E' } else { 'Y' })
                .collect();
            play["order"] = json!(order);
        }
        d["play"] = play;
        d["tricks"] = json!({e: self.tricks_elder, y: 12 - self.tricks_elder});
        if !self.not_counted.is_empty() {
            let nc: Vec<Value> = self
                .not_counted
                .iter()
                .map(|(p, c)| json!({"player": who[*p], "category": CATEGORIES[*c]}))
                .collect();
            d["not_counted"] = json!(nc);
        }
        let law = match self.penalty.0 {
            1 => Some("III"),
            2 => Some("XVII"),
            3 if !provincial => Some("XX"),
            _ => None,
        };
        if let Some(law) = law {
            d["penalties"] = json!([{"law": law, "player": who[self.penalty.1]}]);
        }
        d
    }
}

/// One entry of an ordinary partie: a played deal, or a law entered alone.
#[derive(Debug, Clone)]
enum CentEntry {
    Played(FactsSpec),
    /// Laws XXII..XXV (index) by player 0 or 1.
    Forfeit(usize, usize),
    /// Law XX under the provincial option, by the elder.
    GrandCoup,
}

fn cent_entry() -> impl Strategy<Value = CentEntry> {
    prop_oneof![
        8 => facts_spec().prop_map(CentEntry::Played),
        1 => (0usize..4, 0usize..2).prop_map(|(l, p)| CentEntry::Forfeit(l, p)),
        1 => Just(CentEntry::GrandCoup),
    ]
}

fn cent_options() -> impl Strategy<Value = Value> {
    (
        30i64..=150,
        1i64..=10,
        any::<bool>(),
        1i64..=3,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(target, stake, lurch, mult, cards, three, excl, prov)| {
            json!({
                "target": target, "stake": stake, "lurch": lurch, "lurch_multiplier": mult,
                "point_scoring": if cards { "cards" } else { "tens" },
                "tierce_major_point": if three { 3 } else { 4 },
                "pic_with_repic": if excl { "exclusive" } else { "conditional" },
                "provincial_grand_coup": prov,
            })
        })
}

fn cent_doc() -> impl Strategy<Value = PartieDoc> {
    (cent_options(), prop::collection::vec(cent_entry(), 0..12)).prop_map(|(options, entries)| {
        let provincial = options["provincial_grand_coup"].as_bool().unwrap_or(false);
        let players = ["A", "B"];
        let mut deals = Vec::new();
        for (i, entry) in entries.iter().enumerate() {
            // the deal alternates: A deals first
            let (e, y) = if i % 2 == 0 { ("B", "A") } else { ("A", "B") };
            match entry {
                CentEntry::Played(f) => deals.push(f.to_json(e, y, provincial)),
                CentEntry::Forfeit(l, p) => {
                    let law = ["XXII", "XXIII", "XXIV", "XXV"][*l];
                    deals.push(json!({"penalties": [{"law": law, "player": players[*p]}]}));
                }
                CentEntry::GrandCoup if provincial => {
                    deals.push(json!({"penalties": [{"law": "XX", "player": e}]}));
                }
                CentEntry::GrandCoup => {
                    deals.push(json!({"penalties": [{"law": "XXV", "player": y}]}));
                }
            }
        }
        doc("piquet", options, &players, deals)
    })
}

fn doc(game: &str, options: Value, players: &[&str], deals: Vec<Value>) -> PartieDoc {
    PartieDoc::from_value(json!({
        "game": game, "options": options, "players": players, "deals": deals,
    }))
    .expect("a partie document")
}

/// One deal of a tour: totals, facts, or the grand coup of Law XXV.
#[derive(Debug, Clone)]
enum EcrireDeal {
    Score(i64, i64),
    Played(FactsSpec),
    GrandCoup,
}

fn ecrire_deal() -> impl Strategy<Value = EcrireDeal> {
    prop_oneof![
        6 => (0i64..80, 0i64..80).prop_map(|(a, b)| EcrireDeal::Score(a, b)),
        3 => facts_spec().prop_map(EcrireDeal::Played),
        1 => Just(EcrireDeal::GrandCoup),
    ]
}

/// Which form of Piquet à écrire, with its players and options.
#[derive(Debug, Clone)]
struct EcrireForm {
    game: &'static str,
    players: Vec<String>,
    options: Value,
}

fn ecrire_form() -> impl Strategy<Value = EcrireForm> {
    let base = (
        prop::sample::select(vec![0i64, 10, 20, 30]),
        prop::sample::select(vec![1i64, 5]),
        prop::sample::select(vec![0i64, 20]),
        any::<bool>(),
        any::<bool>(),
    );
    (0usize..6, 3usize..=7, any::<bool>(), base).prop_map(
        |(kind, n, pick, (consolation, threshold, surcharge, split, prov))| {
            let names = |k: usize| -> Vec<String> {
                ["Jean", "Pierre", "Denis", "Paul", "Louis", "Marc", "Luc"][..k]
                    .iter()
                    .map(|s| (*s).to_owned())
                    .collect()
            };
            let mut options = json!({
                "tours": 1000, "consolation": consolation, "round_threshold": threshold,
                "refait_surcharge": surcharge, "provincial_grand_coup": prov,
                "team_payment": if split { "split" } else { "each" },
            });
            let (game, players) = match kind {
                0 | 1 => {
                    options["manner"] = json!("ecrit");
                    ("piquet-a-ecrire", names(n))
                }
                2 => {
                    options["manner"] = json!("corbillon");
                    ("piquet-a-ecrire", names(if pick { 3 } else { 5 }))
                }
                3 => {
                    options["manner"] = json!("un-contre-un");
                    ("piquet-a-ecrire", names(2))
                }
                4 => {
                    options["sides"] = json!([["Jean", "Denis"], ["Pierre", "Paul"]]);
                    ("piquet-quatre", names(4))
                }
                _ => {
                    options["chouette"] = json!("Jean");
                    ("piquet-chouette", names(3))
                }
            };
            EcrireForm {
                game,
                players,
                options,
            }
        },
    )
}

/// The pair of a tour `(first dealer, other)` that the form allows, from two numbers.
fn pair(form: &EcrireForm, a: usize, b: usize) -> (usize, usize) {
    let n = form.players.len();
    let (i, j) = match form.game {
        "piquet-quatre" => ([0, 2][a % 2], [1, 3][b % 2]),
        "piquet-chouette" => (0, 1 + b % 2),
        _ => {
            let i = a % n;
            (i, (i + 1 + b % (n - 1)) % n)
        }
    };
    if a.is_multiple_of(3) {
        (j, i)
    } else {
        (i, j)
    }
}

fn deal_json(d: &EcrireDeal, tour: usize, e: &str, y: &str, provincial: bool) -> Value {
    let mut v = match d {
        EcrireDeal::Score(a, b) => json!({"elder": e, "younger": y, "score": {e: a, y: b}}),
        EcrireDeal::Played(f) => f.to_json(e, y, provincial),
        EcrireDeal::GrandCoup => {
            json!({"elder": e, "younger": y, "penalties": [{"law": "XXV", "player": y}]})
        }
    };
    v["tour"] = json!(tour);
    v
}

/// Builds a partie à écrire tour by tour (a refait is replayed by the same pair), then
/// ends it on its last decided tour with `tours` set to the number decided.
fn ecrire_doc(form: &EcrireForm, tours: &[(usize, usize, EcrireDeal, EcrireDeal)]) -> PartieDoc {
    let provincial = form.options["provincial_grand_coup"]
        .as_bool()
        .unwrap_or(false);
    let players: Vec<&str> = form.players.iter().map(String::as_str).collect();
    let mut deals: Vec<Value> = Vec::new();
    let mut last_refait: Option<(usize, usize)> = None;
    let mut decided = 0;
    let mut end = 0;
    for (t, (a, b, d1, d2)) in tours.iter().enumerate() {
        let (p0, p1) = last_refait.unwrap_or_else(|| pair(form, *a, *b));
        let (first, second) = (players[p0], players[p1]);
        deals.push(deal_json(d1, t + 1, second, first, provincial));
        deals.push(deal_json(d2, t + 1, first, second, provincial));
        let partial = doc(form.game, form.options.clone(), &players, deals.clone());
        let scored = partial.score().expect("a generated tour is valid");
        let refait = scored.report()["tours"][t]["refait"]
            .as_bool()
            .unwrap_or(false);
        if refait {
            last_refait = Some((p0, p1));
        } else {
            last_refait = None;
            decided += 1;
            end = deals.len();
        }
    }
    let mut options = form.options.clone();
    if decided > 0 {
        deals.truncate(end);
        options["tours"] = json!(decided);
    }
    doc(form.game, options, &players, deals)
}

fn tours() -> impl Strategy<Value = Vec<(usize, usize, EcrireDeal, EcrireDeal)>> {
    prop::collection::vec((0usize..12, 0usize..12, ecrire_deal(), ecrire_deal()), 1..7)
}

/// Deals that break a rule of §3, each with the facts of an otherwise valid deal.
fn invalid_deal() -> impl Strategy<Value = (usize, Value)> {
    (0usize..14, facts_spec()).prop_map(|(k, f)| {
        let mut d = f.to_json("B", "A", false);
        match k {
            0 => d["tricks"] = json!({"B": 7, "A": 6}),
            1 => d["point"] = json!({"B": {"cards": 4, "pips": 50}}),
            2 => d["point"] = json!({"Z": {"cards": 4, "pips": 38}}),
            3 => d["play"]["order"] = json!("EXY"),
            4 => d["sequences"] = json!({"B": [{"len": 8, "top": "K"}]}),
            5 => d["play"] = json!({"B": 14, "A": 0}),
            6 => d["carte_blanche"] = json!(["A", "B"]),
            7 => d["sets"] = json!({"B": [{"rank": "9", "count": 3}]}),
            8 => {
                d["sets"] =
                    json!({"B": [{"rank": "A", "count": 4}], "A": [{"rank": "A", "count": 3}]})
            }
            9 => d = json!({"elder": "B", "younger": "A", "score": {"B": 10, "A": 3}}),
            10 => d["tour"] = json!(1),
            11 => {
                if let Some(o) = d.as_object_mut() {
                    o.remove("tricks");
                }
            }
            12 => d["younger"] = json!("B"),
            _ => d["point"] = json!({"B": {"cards": 4, "pips": 38, "tierce_major": true}}),
        }
        (k, d)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]

    #[test]
    fn ordinary_piquet_keeps_the_invariants(doc in cent_doc()) {
        check_partie(&doc);
    }

    #[test]
    fn piquet_a_ecrire_keeps_the_invariants(form in ecrire_form(), tours in tours()) {
        let doc = ecrire_doc(&form, &tours);
        check_partie(&doc);
        let scored = doc.score().expect("valid");
        let columns = &scored.report()["settlement"]["columns"];
        for (name, list) in scored.report()["sheet"].as_object().expect("sheet").iter() {
            let sum: i64 = list.as_array().expect("list").iter().filter_map(Value::as_i64).sum();
            prop_assert_eq!(columns[name].as_i64(), Some(sum));
        }
    }

    #[test]
    fn invalid_deals_are_refused_with_an_error((kind, deal) in invalid_deal()) {
        let doc = doc(
            "piquet",
            json!({"stake": 10}),
            &["A", "B"],
            vec![deal.clone()],
        );
        prop_assert!(doc.replay(false).is_err(), "case {kind} accepted: {deal}");
    }

    #[test]
    fn arbitrary_numbers_never_panic(
        cards in any::<u32>(), pips in any::<u32>(), len in any::<u32>(),
        play in any::<u32>(), tricks in any::<u32>(), score in any::<i64>(), tour in any::<u32>(),
    ) {
        let deal = json!({
            "elder": "B", "younger": "A",
            "point": {"B": {"cards": cards, "pips": pips}},
            "sequences": {"A": [{"len": len, "top": "A"}]},
            "play": {"B": play, "A": 0}, "tricks": {"B": tricks, "A": 12u32.wrapping_sub(tricks)},
        });
        let _ = doc("piquet", json!({"stake": 1}), &["A", "B"], vec![deal]).replay(false);
        let totals = json!({"tour": tour, "elder": "B", "younger": "A", "score": {"B": score, "A": 0}});
        let again = json!({"tour": tour, "elder": "A", "younger": "B", "score": {"B": score, "A": score}});
        let _ = doc(
            "piquet-a-ecrire",
            json!({"manner": "un-contre-un", "tours": 1}),
            &["A", "B"],
            vec![totals, again],
        )
        .replay(true);
    }
}
