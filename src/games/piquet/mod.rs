//! The piquet family (spec `piquet.md`): ordinary Piquet played to a target (`piquet`),
//! and Piquet à écrire with its written sheet (`piquet-a-ecrire`), two against two
//! (`piquet-quatre`) and la Chouette (`piquet-chouette`).
//!
//! One engine per game: [`PiquetAuCent`] (ordinary piquet, `cent.rs`) and [`Written`]
//! over each à écrire game's options type ([`PiquetAEcrire`], [`PiquetQuatre`],
//! [`PiquetChouette`], `ecrire.rs`), which pairs the players and pays the tours. They
//! share the count of a deal (`count.rs`), the facts entered (`facts.rs`), the deal form
//! and the laws entered alone (`form.rs`) and the options' common parts (`options.rs`).
//!
//! Glossary (the books' terms): *premier* / elder hand (the non-dealer, who leads) and
//! *dernier* / younger hand (the dealer); *point* (the declared suit's pips); *tierce* …
//! *huitième* (sequences of 3 to 8); *quatorze* (four aces, kings, queens, jacks or tens,
//! 14) and *trois* (three of them, 3); *carte blanche* (no king, queen or jack, 10);
//! *repic* (30 in hand before the opponent counts: +60), *pic* (30 in hand and play before
//! the opponent counts: +30), *capot* (all the tricks: 40); *dix de cartes* (the majority
//! of tricks: 10); *tour* (two deals, each player dealing once) and *roi* (two tours);
//! *marquer* (to write a tour's difference, rounded to tens, in the loser's column);
//! *refait* (a tour too close to mark, replayed); *consolation* (the fixed extra of every
//! marking); *corbillon* (the pool of the second manner); *grand coup* (a 170-point
//! penalty); *lurch* (losing the game of 100 before reaching 50: double stake).

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::Table;
use crate::domain::{PotKey, Seat};

mod cent;
pub mod count;
mod ecrire;
pub mod facts;
mod form;
pub mod options;
mod sheet;

pub use cent::PiquetAuCent;
pub use count::{Parts, PicWithRepic, PointScoring, Rank, Rules};
pub use ecrire::{mark, Written};
pub use facts::{Law, PiquetDeal};
pub use options::{CentOptions, ChouetteOptions, EcrireOptions, QuatreOptions};

/// Piquet à écrire (`piquet-a-ecrire`): the written sheet in one of three manners.
pub type PiquetAEcrire = Written<EcrireOptions>;
/// Piquet à écrire two against two (`piquet-quatre`).
pub type PiquetQuatre = Written<QuatreOptions>;
/// Piquet à écrire, la Chouette (`piquet-chouette`).
pub type PiquetChouette = Written<ChouetteOptions>;

/// The corbillon, the pool of the second manner of Piquet à écrire (004:250).
pub const CORBILLON: PotKey = PotKey::new("corbillon");

/// How a partie à écrire is paid (§5.4–5.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Manner {
    /// First manner: the written sheet, divided equally at the end (004:173–246).
    #[serde(rename = "ecrit")]
    Ecrit,
    /// Second manner: counters and the corbillon (004:250–260).
    #[serde(rename = "corbillon")]
    Corbillon,
    /// Third manner: two players paying each other (004:264).
    #[serde(rename = "un-contre-un")]
    UnContreUn,
    /// Two sides of two (`piquet-quatre`; 004:266).
    #[serde(rename = "deux-contre-deux")]
    DeuxContreDeux,
    /// One against two (`piquet-chouette`; 004:266).
    #[serde(rename = "chouette")]
    Chouette,
}

impl Manner {
    /// The manner as the options write it.
    pub fn slug(self) -> &'static str {
        match self {
            Manner::Ecrit => "ecrit",
            Manner::Corbillon => "corbillon",
            Manner::UnContreUn => "un-contre-un",
            Manner::DeuxContreDeux => "deux-contre-deux",
            Manner::Chouette => "chouette",
        }
    }
}

/// The rotation of players in a partie à écrire (§5.1; informational).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rotation {
    /// Each player plays in turn with the one on his right ("la plus égale", 004:167).
    #[default]
    Tourner,
    /// The marked player stays; the one who marked him is relieved (004:165).
    Malheureux,
}

/// How a side pays in the team forms (§5.7, A6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TeamPayment {
    /// Every member of the losing side pays the charge to a member of the winning side.
    #[default]
    Each,
    /// The charge is shared equally within each side.
    Split,
}

impl TeamPayment {
    /// What each payment of a side carries for a tour marked at `charged`: the whole charge,
    /// or its half when the side shares it (§5.7, A6).
    pub fn per_payment(self, charged: i64) -> i64 {
        match self {
            TeamPayment::Each => charged,
            TeamPayment::Split => charged / 2,
        }
    }
}

/// One deal as recorded: its two players and totals, and what it put into the corbillon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRecord {
    /// `[elder, younger]`.
    pub seats: [Seat; 2],
    /// The deal's totals, `[elder's, younger's]` (§10.4 `deal_scores`).
    pub scores: [i64; 2],
    /// The corbillon's change in this deal (second manner).
    pub pot_change: i64,
    /// The count by item, for a deal entered with its facts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parts: Option<Parts>,
    /// The law of a deal entered as a single penalty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub law: Option<Law>,
}

/// How a partie au cent ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum How {
    /// The winner reached the target.
    Target,
    /// The loser broke Law XXII, XXIII, XXIV or XXV.
    Forfeit,
}

/// A finished partie of ordinary Piquet (§10.4 `parties`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartieRecord {
    /// Who won.
    pub winner: Seat,
    /// Who lost.
    pub loser: Seat,
    /// The running scores by seat just after the winning event (before a forfeit).
    pub scores_at_end: [i64; 2],
    /// Whether the loser was lurched.
    pub lurched: bool,
    /// Target or forfeit.
    pub how: How,
    /// What the loser paid.
    pub paid: i64,
    /// The 1-based deal in which the partie ended.
    pub deal: usize,
}

/// The first deal of a tour, waiting for the second (the half-tour "set up with counters").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HalfTour {
    /// The tour number entered.
    pub tour: u32,
    /// `[elder, younger]` of the first deal.
    pub seats: [Seat; 2],
    /// Their totals in it.
    pub scores: [i64; 2],
}

/// One tour of a partie à écrire (§10.4 `tours`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TourRecord {
    /// `[first dealer, other]` (deal 1's younger, deal 1's elder).
    pub players: [Seat; 2],
    /// Each one's total over the two deals.
    pub totals: [i64; 2],
    /// Each one's total in the first deal.
    pub half_tour: [i64; 2],
    /// The difference of the totals.
    pub difference: i64,
    /// Whether the tour was too close to mark.
    pub refait: bool,
    /// Who was marked.
    pub marked: Option<Seat>,
    /// Who marked him.
    pub winner: Option<Seat>,
    /// The difference rounded to tens.
    pub mark: i64,
    /// What was written in the marked player's column.
    pub charged: i64,
    /// The refait surcharge included.
    pub surcharge: i64,
}

/// The end of a partie à écrire (§10.4 `settlement`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    /// The sum of each player's column.
    pub columns: Vec<i64>,
    /// The sheet's total (written) or the corbillon's (second manner).
    pub pool_total: i64,
    /// Each player's share.
    pub share: i64,
    /// The surplus tens or odd jetons, in marks.
    pub surplus: i64,
    /// Who took the surplus.
    pub surplus_to: Option<Seat>,
}

/// What a partie of Piquet carries from deal to deal. Every deal entered and the parties
/// finished (what the report, the readings and the sheet show of past deals; the rules
/// never read them) are filled by a replay and never stored in a snapshot: a snapshot
/// keeps the running scores, and for Piquet à écrire the partie's tours and sheet, which
/// its number of tours bounds.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PiquetState {
    /// Every deal entered (filled by a replay only).
    #[serde(skip)]
    pub deals: Vec<DealRecord>,
    /// `piquet`: the running partie scores by seat.
    pub running: [i64; 2],
    /// `piquet`: the parties finished (filled by a replay only).
    #[serde(skip)]
    pub parties: Vec<PartieRecord>,
    /// À écrire: the first deal of the tour in progress.
    pub half: Option<HalfTour>,
    /// À écrire: refaits waiting for the next marking.
    pub refaits: u32,
    /// À écrire: every tour, refaits included.
    pub tours: Vec<TourRecord>,
    /// À écrire: tours decided (refaits excluded).
    pub decided: u32,
    /// À écrire: each player's column of charged amounts.
    pub sheet: Vec<Vec<i64>>,
    /// À écrire: each player's net so far (counters moved).
    pub nets: Vec<i64>,
    /// À écrire, second manner: what the corbillon holds.
    pub corbillon: i64,
    /// À écrire: the settlement, once the partie is over.
    pub settlement: Option<Settlement>,
}

fn names<O>(table: &Table<O>, seats: [Seat; 2], values: [i64; 2]) -> Value {
    let mut m = Map::new();
    for (s, v) in seats.into_iter().zip(values) {
        m.insert(table.name(s).to_owned(), json!(v));
    }
    Value::Object(m)
}

fn name_or_null<O>(table: &Table<O>, seat: Option<Seat>) -> Value {
    seat.map_or(Value::Null, |s| json!(table.name(s)))
}

/// One deal read back (report key `deal_details`): its players, how it was entered, and
/// for a deal with facts each player's count by item (§2.11), e.g.
/// `{"B": {"carte_blanche": 10, "point": 5, "sequences": 4, "sets": 0, "repic": 0,
/// "pic": 0, "play": 8, "cards": 10, "total": 37}, ...}`.
fn deal_detail<O>(table: &Table<O>, d: &DealRecord) -> Value {
    let counts = d.parts.map_or(Value::Null, |p| {
        let mut m = Map::new();
        for i in [count::ELDER, count::YOUNGER] {
            m.insert(
                table.name(d.seats[i]).to_owned(),
                json!({
                    "carte_blanche": p.carte_blanche[i],
                    "point": p.point[i],
                    "sequences": p.sequences[i],
                    "sets": p.sets[i],
                    "repic": p.repic[i],
                    "pic": p.pic[i],
                    "play": p.play[i],
                    "cards": p.cards[i],
                    "total": d.scores[i],
                }),
            );
        }
        Value::Object(m)
    });
    let entered = match (d.parts, d.law) {
        (Some(_), _) => "facts",
        (None, Some(_)) => "penalty",
        (None, None) => "totals",
    };
    json!({
        "elder": table.name(d.seats[count::ELDER]),
        "younger": table.name(d.seats[count::YOUNGER]),
        "entered": entered,
        "law": d.law.map(Law::label),
        "scores": names(table, d.seats, d.scores),
        "counts": counts,
    })
}

/// The report keys every piquet game has (§10.4): `deal_scores`, `pots_per_deal` (the
/// corbillon's change when `pots` holds it) and `deal_details`.
fn common_report<O>(
    table: &Table<O>,
    state: &PiquetState,
    pots: Vec<PotKey>,
) -> Map<String, Value> {
    let mut m = Map::new();
    let corbillon = pots.contains(&CORBILLON);
    m.insert(
        "deal_scores".into(),
        state
            .deals
            .iter()
            .map(|d| names(table, d.seats, d.scores))
            .collect(),
    );
    m.insert(
        "pots_per_deal".into(),
        state
            .deals
            .iter()
            .map(|d| {
                if corbillon {
                    json!({ "corbillon": d.pot_change })
                } else {
                    json!({})
                }
            })
            .collect(),
    );
    m.insert(
        "deal_details".into(),
        state.deals.iter().map(|d| deal_detail(table, d)).collect(),
    );
    m
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::partie::{PartieDoc, Scored};

    fn score(game: &str, options: Value, players: &[&str], deals: Vec<Value>) -> Scored {
        let doc = PartieDoc::from_value(json!({
            "game": game, "options": options, "players": players, "deals": deals,
        }))
        .expect("a partie document");
        doc.score().unwrap_or_else(|e| panic!("refused: {e}"))
    }

    fn refused(game: &str, options: Value, players: &[&str], deals: Vec<Value>) -> String {
        let doc = PartieDoc::from_value(json!({
            "game": game, "options": options, "players": players, "deals": deals,
        }))
        .expect("a partie document");
        match doc.score() {
            Ok(_) => panic!("accepted"),
            Err(e) => e.to_string(),
        }
    }

    fn totals(tour: u32, e: &str, y: &str, se: i64, sy: i64) -> Value {
        json!({"tour": tour, "elder": e, "younger": y, "score": {e: se, y: sy}})
    }

    #[test]
    fn a_forfeit_loses_the_partie_for_a_single_stake_with_the_scores_before_it() {
        let s = score(
            "piquet",
            json!({"stake": 10}),
            &["A", "B"],
            vec![
                json!({"elder": "B", "younger": "A", "point": {"B": {"cards": 5, "pips": 50}},
                       "play": {"B": 8, "A": 4}, "tricks": {"B": 7, "A": 5}}),
                json!({"penalties": [{"law": "XXIII", "player": "B"}]}),
            ],
        );
        assert_eq!(s.balances()["A"], 10);
        assert_eq!(
            s.report()["parties"],
            json!([{"winner": "A", "loser": "B", "scores_at_end": {"A": 4, "B": 23},
                    "lurched": false, "how": "forfeit", "paid": 10, "deal": 2}])
        );
        assert_eq!(s.report()["partie_scores"], json!({"A": 0, "B": 0}));
        assert_eq!(s.report()["deal_scores"][1], json!({"A": 0, "B": 0}));
    }

    #[test]
    fn the_provincial_grand_coup_scores_170_and_ends_a_partie_to_100() {
        let s = score(
            "piquet",
            json!({"stake": 10, "provincial_grand_coup": true}),
            &["A", "B"],
            vec![json!({"penalties": [{"law": "XX", "player": "B"}]})],
        );
        assert_eq!(s.report()["deal_scores"][0], json!({"A": 170, "B": 0}));
        assert_eq!(s.balances()["A"], 20);
        // without the option, law XX has no score effect and needs the deal's facts
        let e = refused(
            "piquet",
            json!({"stake": 10}),
            &["A", "B"],
            vec![json!({"penalties": [{"law": "XX", "player": "B"}]})],
        );
        assert!(e.contains("law XX"), "{e}");
    }

    #[test]
    fn the_order_is_required_when_the_pic_or_the_lurch_depends_on_it() {
        // piquet-005's hands without the order: the younger's pic depends on the first lead.
        let deal = json!({"elder": "B", "younger": "A",
            "point": {"A": {"cards": 5, "pips": 51}, "B": {"cards": 4, "pips": 37}},
            "sequences": {"A": [{"len": 5, "top": "A"}, {"len": 3, "top": "9"}], "B": [{"len": 3, "top": "Q"}]},
            "sets": {"A": [{"rank": "A", "count": 3}, {"rank": "K", "count": 3}], "B": [{"rank": "J", "count": 3}]},
            "play": {"B": 3, "A": 7}, "tricks": {"B": 4, "A": 8}});
        let e = refused("piquet", json!({"stake": 10}), &["A", "B"], vec![deal]);
        assert!(e.contains("play order required"), "{e}");
        let deal = json!({"elder": "B", "younger": "A",
            "point": {"B": {"cards": 5, "pips": 50}},
            "play": {"B": 6, "A": 6}, "tricks": {"B": 7, "A": 5}});
        // Target 10, B 5 in hand: B wins at his fifth play point either way, but A (6 play
        // points) is lurched only if B's points come first.
        let e = refused(
            "piquet",
            json!({"stake": 10, "target": 10}),
            &["A", "B"],
            vec![deal],
        );
        assert!(e.contains("play order required"), "{e}");
    }

    #[test]
    fn a_grand_coup_en_partie_scores_170_for_the_elder_and_the_tour_goes_on() {
        let s = score(
            "piquet-a-ecrire",
            json!({"manner": "un-contre-un", "tours": 1, "consolation": 20}),
            &["A", "B"],
            vec![
                json!({"tour": 1, "penalties": [{"law": "XXV", "player": "A"}]}),
                totals(1, "A", "B", 30, 20),
            ],
        );
        assert_eq!(s.report()["deal_scores"][0], json!({"A": 0, "B": 170}));
        // B 190, A 30: difference 160 -> 160 + 20
        assert_eq!(s.balances()["A"], -180);
        assert_eq!(s.report()["sheet"], json!({"A": [180], "B": []}));
    }

    #[test]
    fn a_grand_coup_entered_alone_is_placed_by_the_rotation_a_tourner() {
        let s = score(
            "piquet-a-ecrire",
            json!({"tours": 1}),
            &["Jean", "Pierre", "Denis"],
            vec![
                json!({"tour": 1, "penalties": [{"law": "XXV", "player": "Jean"}]}),
                totals(1, "Jean", "Pierre", 0, 0),
            ],
        );
        assert_eq!(
            s.report()["deal_scores"][0],
            json!({"Jean": 0, "Pierre": 170})
        );
        // Jean marked 170 + 20 = 190; 190 / 3 -> 60 each, 10 surplus to Jean.
        assert_eq!(
            (
                s.balances()["Jean"],
                s.balances()["Pierre"],
                s.balances()["Denis"]
            ),
            (-120, 60, 60)
        );
    }

    #[test]
    fn two_against_two_pays_each_member_or_splits_the_charge() {
        let deals = vec![totals(1, "B", "A", 10, 30), totals(1, "A", "B", 5, 20)];
        // A 35, B 25: B marked 10 + 20 consolation = 30
        let each = score(
            "piquet-quatre",
            json!({"tours": 1, "sides": [["A", "C"], ["B", "D"]]}),
            &["A", "B", "C", "D"],
            deals.clone(),
        );
        assert_eq!(
            (
                each.balances()["A"],
                each.balances()["B"],
                each.balances()["C"],
                each.balances()["D"]
            ),
            (30, -30, 30, -30)
        );
        assert_eq!(each.report()["sheet"]["B"], json!([30]));
        let split = score(
            "piquet-quatre",
            json!({"tours": 1, "sides": [["A", "C"], ["B", "D"]], "team_payment": "split"}),
            &["A", "B", "C", "D"],
            deals.clone(),
        );
        assert_eq!(
            (
                split.balances()["A"],
                split.balances()["B"],
                split.balances()["C"],
                split.balances()["D"]
            ),
            (15, -15, 15, -15)
        );
        let e = refused(
            "piquet-quatre",
            json!({"tours": 1, "sides": [["A", "B"], ["C", "D"]]}),
            &["A", "B", "C", "D"],
            deals,
        );
        assert!(e.contains("partners"), "{e}");
    }

    #[test]
    fn la_chouette_pays_or_takes_the_charge_from_each_of_the_two() {
        let s = score(
            "piquet-chouette",
            json!({"tours": 2, "chouette": "A", "consolation": 0}),
            &["A", "B", "C"],
            vec![
                totals(1, "B", "A", 10, 30),
                totals(1, "A", "B", 5, 20), // A 35, B 25: B marked 10
                totals(2, "C", "A", 40, 0),
                totals(2, "A", "C", 0, 0), // C 40, A 0: A marked 40
            ],
        );
        assert_eq!(
            (s.balances()["A"], s.balances()["B"], s.balances()["C"]),
            (20 - 80, -10 + 40, -10 + 40)
        );
        assert_eq!(s.report()["sheet"], json!({"A": [40], "B": [10], "C": []}));
    }

    #[test]
    fn closing_a_written_partie_early_divides_what_is_on_the_sheet() {
        let doc = PartieDoc::from_value(json!({
            "game": "piquet-a-ecrire",
            "options": {"tours": 6, "consolation": 0},
            "players": ["Jean", "Pierre", "Denis"],
            "deals": [totals(1, "Pierre", "Jean", 20, 7), totals(1, "Jean", "Pierre", 5, 22)],
        }))
        .expect("doc");
        let r = doc.replay(true).expect("closed");
        // Jean marked 30: share 10 each; Jean -20, Pierre +10, Denis +10
        assert_eq!(r.player_balances(3).ok(), Some(vec![-20, 10, 10]));
        assert!(r.status.finished);
    }

    #[test]
    fn the_status_tells_the_next_pair_the_dealer_and_the_sheet() {
        let doc = PartieDoc::from_value(json!({
            "game": "piquet-a-ecrire",
            "options": {"tours": 4, "consolation": 0},
            "players": ["Jean", "Pierre", "Denis"],
            "deals": [
                totals(1, "Pierre", "Jean", 20, 7), totals(1, "Jean", "Pierre", 5, 22),
                totals(2, "Denis", "Pierre", 20, 5),
            ],
        }))
        .expect("doc");
        let st = doc.replay(false).expect("valid").status;
        // second deal of tour 2: the first deal's elder deals it
        assert_eq!(st.dealer, Some(crate::domain::Seat::new(2)));
        assert!(st.round_text().contains("roi 1 of 2"));
        assert!(
            st.table_lines()
                .iter()
                .any(|l| l == "Jean (marked once: 30): 30"),
            "{:?}",
            st.table_lines()
        );
        assert!(st
            .table_lines()
            .iter()
            .any(|l| l == "half-tour, Denis (elder): 20"));
        let round = st.round.as_ref().expect("a round");
        assert_eq!((round.number, round.of), (Some(2), Some(4)));
        // the form knows the second deal's players and the tour
        let r = doc.replay(false).expect("valid");
        let default = |name: &str| {
            r.form
                .iter()
                .find(|f| f.name == name)
                .and_then(|f| f.default.clone())
        };
        assert_eq!(default("tour"), Some(json!(2)));
        assert_eq!(default("elder"), Some(json!("Pierre")));
        assert_eq!(default("younger"), Some(json!("Denis")));
        let play = |name: &str| {
            r.form
                .iter()
                .find(|f| f.name == format!("play.{name}"))
                .map(|f| f.essential)
        };
        assert_eq!(
            (play("Pierre"), play("Denis"), play("Jean")),
            (Some(true), Some(true), Some(false))
        );
        let mut two = doc.clone();
        two.deals.truncate(2);
        let st = two.replay(false).expect("valid").status;
        assert_eq!(st.dealer, Some(crate::domain::Seat::new(1)));
        assert!(st
            .table_lines()
            .iter()
            .any(|l| l == "next tour: Pierre against Denis"));
    }

    #[test]
    fn each_deal_is_read_back_item_by_item() {
        // piquet-001: the book's count of 19 in hand, then play 8 and the cards.
        let s = score(
            "piquet",
            json!({"stake": 10}),
            &["A", "B"],
            vec![json!({"elder": "B", "younger": "A", "carte_blanche": ["B"],
                "point": {"B": {"cards": 5, "pips": 50}, "A": {"cards": 4, "pips": 38}},
                "sequences": {"B": [{"len": 4, "top": "A"}], "A": [{"len": 3, "top": "K"}]},
                "sets": {"A": [{"rank": "K", "count": 3}]},
                "play": {"B": 8, "A": 4}, "tricks": {"B": 7, "A": 5}})],
        );
        assert_eq!(
            s.report()["deal_details"][0]["counts"]["B"],
            json!({"carte_blanche": 10, "point": 5, "sequences": 4, "sets": 0, "repic": 0,
                   "pic": 0, "play": 8, "cards": 10, "total": 37})
        );
        assert_eq!(
            s.report()["deal_details"][0]["counts"]["A"]["sets"],
            json!(3)
        );
        assert_eq!(s.report()["deal_details"][0]["entered"], json!("facts"));
    }

    /// piquet-001's deal as the table speaks it: carte blanche, who is good and what he
    /// counts, the play, one player's tricks.
    fn spoken_001() -> Value {
        json!({"elder": "B", "younger": "A", "carte_blanche": ["B"],
            "good": {"point": {"player": "B", "points": 5},
                     "sequences": {"player": "B", "points": 4},
                     "sets": {"player": "A", "points": 3}},
            "play": {"B": 8, "A": 4}, "tricks": {"B": 7}})
    }

    #[test]
    fn the_table_may_say_who_is_good_and_what_he_counts() {
        let s = score(
            "piquet",
            json!({"stake": 10}),
            &["A", "B"],
            vec![spoken_001()],
        );
        assert_eq!(s.report()["deal_scores"][0], json!({"B": 37, "A": 7}));
        assert_eq!(
            s.report()["deal_details"][0]["counts"]["B"],
            json!({"carte_blanche": 10, "point": 5, "sequences": 4, "sets": 0, "repic": 0,
                   "pic": 0, "play": 8, "cards": 10, "total": 37})
        );
        // The book's 201 (piquet-003), said: the repic, pic and capot follow from the
        // order of counting, as from the declarations.
        let s = score(
            "piquet",
            json!({"stake": 10, "target": 1000}),
            &["A", "B"],
            vec![json!({"elder": "B", "younger": "A",
                "good": {"point": {"player": "B", "points": 4},
                         "sequences": {"player": "B", "points": 12},
                         "sets": {"player": "B", "points": 42}},
                "play": {"B": 13, "A": 0}, "tricks": {"A": 0}})],
        );
        assert_eq!(s.report()["deal_scores"][0], json!({"B": 201, "A": 0}));
        // piquet-005: the younger's pic after a non-counting lead.
        let pic = |order: &str| {
            json!({"elder": "B", "younger": "A",
                "good": {"point": {"player": "A", "points": 5},
                         "sequences": {"player": "A", "points": 18},
                         "sets": {"player": "A", "points": 6}},
                "play": {"B": 3, "A": 7, "order": order}, "tricks": {"A": 8}})
        };
        let s = score(
            "piquet",
            json!({"stake": 10}),
            &["A", "B"],
            vec![pic("YEYYYEEYYY")],
        );
        assert_eq!(s.report()["deal_scores"][0], json!({"B": 3, "A": 76}));
        let s = score(
            "piquet",
            json!({"stake": 10}),
            &["A", "B"],
            vec![pic("EYYYYEEYYY")],
        );
        assert_eq!(s.report()["deal_scores"][0], json!({"B": 3, "A": 46}));
    }

    #[test]
    fn what_is_said_good_must_agree_with_the_declarations_entered() {
        // The point said good for A, but the declarations entered give it to B.
        let mut deal = spoken_001();
        deal["good"]["point"] = json!({"player": "A", "points": 4});
        deal["point"] = json!({"B": {"cards": 5, "pips": 50}, "A": {"cards": 4, "pips": 38}});
        let e = refused(
            "piquet",
            json!({"stake": 10}),
            &["A", "B"],
            vec![deal.clone()],
        );
        assert!(
            e.contains("by the declarations entered, B counts 5, but the entry says A counts 4"),
            "{e}"
        );
        // Said as the declarations give it: accepted, same count.
        deal["good"]["point"] = json!({"player": "B", "points": 5});
        let s = score("piquet", json!({"stake": 10}), &["A", "B"], vec![deal]);
        assert_eq!(s.report()["deal_scores"][0], json!({"B": 37, "A": 7}));
    }

    #[test]
    fn a_said_count_no_hand_can_make_or_half_said_is_refused_in_words() {
        let with = |key: &str, entry: Value| {
            let mut deal = spoken_001();
            deal["good"][key] = entry;
            refused("piquet", json!({"stake": 10}), &["A", "B"], vec![deal])
        };
        let e = with("sequences", json!({"player": "B", "points": 5}));
        assert!(
            e.contains("B cannot count 5; a hand of twelve cards counts 3, 4, 6–12, 15–22, 30–32"),
            "{e}"
        );
        let e = with("sets", json!({"player": "A", "points": 4}));
        assert!(e.contains("3, 6, 9, 12, 14, 17, 20, 28, 31, 42"), "{e}");
        let e = with("point", json!({"player": "B"}));
        assert!(e.contains("B is good; say what he counts"), "{e}");
        let e = with("point", json!({"points": 5}));
        assert!(e.contains("say who counts the 5"), "{e}");
        let e = with("point", json!({"player": "C", "points": 5}));
        assert!(e.contains("\"C\" is not a player at this table"), "{e}");
    }

    #[test]
    fn a_law_takes_away_what_the_offender_was_said_to_count() {
        // Law XVII: B's false declaration; he counts nothing from his hand, his play and
        // cards still count (B 8 + 10, A 3 + 4).
        let mut deal = spoken_001();
        deal["penalties"] = json!([{"law": "XVII", "player": "B"}]);
        let s = score("piquet", json!({"stake": 10}), &["A", "B"], vec![deal]);
        assert_eq!(s.report()["deal_scores"][0], json!({"B": 18, "A": 7}));
        // Laws V-VI: A's sets not shown in time.
        let mut deal = spoken_001();
        deal["not_counted"] = json!([{"player": "A", "category": "sets"}]);
        let s = score("piquet", json!({"stake": 10}), &["A", "B"], vec![deal]);
        assert_eq!(s.report()["deal_scores"][0], json!({"B": 37, "A": 4}));
    }

    #[test]
    fn a_refait_is_replayed_by_the_same_two_players() {
        let e = refused(
            "piquet-a-ecrire",
            json!({"tours": 2}),
            &["Jean", "Pierre", "Denis"],
            vec![
                totals(1, "Pierre", "Jean", 18, 20),
                totals(1, "Jean", "Pierre", 9, 14),
                totals(2, "Denis", "Pierre", 10, 0),
            ],
        );
        assert!(e.contains("refait"), "{e}");
    }

    #[test]
    fn the_default_options_open_every_form_once_stake_or_tours_are_agreed() {
        use crate::games::{erased, GameId};
        for (game, extra, n) in [
            (GameId::Piquet, json!({"stake": 1}), 2),
            (GameId::PiquetAEcrire, json!({"tours": 12}), 3),
            (
                GameId::PiquetQuatre,
                json!({"tours": 4, "sides": [["P0", "P2"], ["P1", "P3"]]}),
                4,
            ),
            (
                GameId::PiquetChouette,
                json!({"tours": 4, "chouette": "P0"}),
                3,
            ),
        ] {
            let e = erased(game);
            let mut options = e.default_options(game);
            assert!(e.replay(game, &options, &players(n), &[], false).is_err());
            for (k, v) in extra.as_object().into_iter().flatten() {
                options[k] = v.clone();
            }
            let opened = e.replay(game, &options, &players(n), &[], false);
            assert!(opened.is_ok(), "{game}: {opened:?}");
        }
    }

    fn players(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    #[test]
    fn the_form_asks_no_raw_json() {
        use crate::games::{erased, FieldKind, GameId};
        for game in [GameId::Piquet, GameId::PiquetAEcrire] {
            let opts = json!({"stake": 1, "tours": 2});
            let fields = erased(game)
                .form(game, &opts, &["A".into(), "B".into(), "C".into()])
                .expect("form");
            assert!(fields.iter().all(|f| f.kind != FieldKind::Json));
            let mut names: Vec<&str> = fields.iter().map(|f| f.name.as_str()).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), fields.len());
        }
    }

    /// Whether the English catalogue defines `id` (read from the file: `i18n::has` formats
    /// the message without arguments, which fails for a message that takes some).
    fn in_catalogue(id: &str) -> bool {
        crate::i18n::has(crate::i18n::Lang::En, id)
    }

    #[test]
    fn the_catalogue_parses_whole() {
        let text = include_str!("../../i18n/en/games/piquet.ftl").to_owned();
        let parsed = fluent_templates::fluent_bundle::FluentResource::try_new(text);
        assert!(parsed.is_ok(), "{:?}", parsed.err().map(|(_, e)| e));
    }

    #[test]
    fn every_message_the_family_names_is_in_the_english_catalogue() {
        let sources = [
            include_str!("mod.rs"),
            include_str!("cent.rs"),
            include_str!("ecrire.rs"),
            include_str!("facts.rs"),
            include_str!("form.rs"),
            include_str!("options.rs"),
        ];
        let mut seen = 0;
        for src in sources {
            for (i, _) in src.match_indices("msg!(") {
                let rest = src.get(i + 5..).unwrap_or_default().trim_start();
                let Some(rest) = rest.strip_prefix('"') else {
                    continue;
                };
                let id = rest.split('"').next().unwrap_or_default();
                if !id.starts_with("piquet-") {
                    continue; // this test's own text
                }
                assert!(in_catalogue(id), "{id}");
                seen += 1;
            }
        }
        assert!(seen > 150, "{seen}");
        for code in [
            "partie",
            "partie_lurched",
            "partie_forfeit",
            "corbillon",
            "consolation_marker",
            "consolation_others",
            "marked",
            "marked_side",
            "marked_chouette",
            "corbillon_share",
            "corbillon_odd_jetons",
            "settlement",
        ] {
            assert!(in_catalogue(&format!("reason-{code}")), "{code}");
        }
    }

    #[test]
    fn every_reason_paid_has_its_message() {
        let vectors: Value =
            serde_json::from_str(include_str!("../../../tests/vectors/piquet.public.json"))
                .expect("vectors");
        let derived: Value =
            serde_json::from_str(include_str!("../../../tests/derived/piquet.json"))
                .expect("derived");
        let cases = |v: &Value| -> Vec<Value> {
            v.as_array()
                .or_else(|| v.get("cases").and_then(Value::as_array))
                .cloned()
                .unwrap_or_default()
        };
        let mut codes = std::collections::BTreeSet::new();
        for case in cases(&vectors).iter().chain(cases(&derived).iter()) {
            let doc = PartieDoc::from_value(json!({
                "game": case["game"], "options": case["options"],
                "players": case["players"], "deals": case["deals"],
            }))
            .expect("doc");
            let r = doc.replay(true).expect("replays");
            for t in r.all_transfers() {
                codes.insert(t.reason.as_str().to_owned());
            }
        }
        assert!(codes.len() >= 8, "{codes:?}");
        for code in codes {
            assert!(in_catalogue(&format!("reason-{code}")), "{code}");
        }
    }

    #[test]
    fn ordinary_piquet_prefills_the_alternating_deal_and_offers_the_forfeits() {
        let doc = PartieDoc::from_value(json!({
            "game": "piquet", "options": {"stake": 10}, "players": ["A", "B"],
            "deals": [json!({"elder": "B", "younger": "A", "point": {"B": {"cards": 5, "pips": 50}},
                       "play": {"B": 8, "A": 4}, "tricks": {"B": 7, "A": 5}})],
        }))
        .expect("doc");
        let r = doc.replay(false).expect("valid");
        let default = |name: &str| {
            r.form
                .iter()
                .find(|f| f.name == name)
                .and_then(|f| f.default.clone())
        };
        // B was elder: B deals the second deal, A leads it.
        assert_eq!(default("elder"), Some(json!("A")));
        assert_eq!(default("younger"), Some(json!("B")));
        assert_eq!(r.status.dealer, Some(crate::domain::Seat::new(1)));
        let codes: Vec<&str> = r.events.iter().map(|e| e.code).collect();
        assert_eq!(codes, ["XXII", "XXIII", "XXIV", "XXV"]);
        let law = r.events[0]
            .fields
            .iter()
            .find(|f| f.name == "penalties[0].law")
            .and_then(|f| f.default.clone());
        assert_eq!(law, Some(json!("XXII")));
        let running: Vec<(Option<i64>, String)> = r
            .status
            .on_table
            .iter()
            .map(|i| (i.amount, i.label.to_string()))
            .collect();
        assert_eq!(
            running,
            [
                (Some(4), "A, partie 1 to 100".to_owned()),
                (Some(23), "B, partie 1 to 100".to_owned())
            ]
        );
        assert_eq!(r.status.round_text(), "partie 1, deal 2");
        // each player's declarations folded in his own group, named in the catalogue; the
        // common deal asks who is good and what he counts
        let field = |name: &str| r.form.iter().find(|f| f.name == name);
        let group = field("point.A.cards")
            .and_then(|f| f.group.as_ref())
            .map(ToString::to_string);
        assert_eq!(group.as_deref(), Some("Check A's declarations"));
        assert_eq!(field("point.A.cards").map(|f| f.essential), Some(false));
        for name in [
            "carte_blanche",
            "good.point.player",
            "good.point.points",
            "good.sequences.player",
            "good.sequences.points",
            "good.sets.player",
            "good.sets.points",
            "play.A",
            "play.B",
            "tricks.A",
            "tricks.B",
        ] {
            let f = field(name).unwrap_or_else(|| panic!("no field {name}"));
            assert!(f.essential && f.group.is_none(), "{name} is asked first");
        }
    }

    #[test]
    fn the_written_games_offer_the_grand_coup_with_the_tour() {
        use crate::games::{erased, GameId, ReportKind};
        let e = erased(GameId::PiquetAEcrire);
        let r = e
            .replay(
                GameId::PiquetAEcrire,
                &json!({"tours": 2, "provincial_grand_coup": true}),
                &players(3),
                &[],
                false,
            )
            .expect("opens");
        let codes: Vec<&str> = r.events.iter().map(|e| e.code).collect();
        assert_eq!(codes, ["XX", "XXV"]);
        let tour = r.events[1]
            .fields
            .iter()
            .find(|f| f.name == "tour")
            .and_then(|f| f.default.clone());
        assert_eq!(tour, Some(json!(1)));
        assert_eq!(
            e.report_kind(GameId::PiquetAEcrire),
            ReportKind::WrittenSheet
        );
        assert_eq!(
            erased(GameId::Piquet).report_kind(GameId::Piquet),
            ReportKind::MarksRace
        );
        for game in [GameId::PiquetQuatre, GameId::PiquetChouette] {
            assert_eq!(erased(game).report_kind(game), ReportKind::WrittenSheet);
        }
        // the first tour à tourner: Jean (seat 1) deals, Pierre leads
        assert_eq!(r.status.dealer, Some(crate::domain::Seat::new(0)));
        let default = |name: &str| {
            r.form
                .iter()
                .find(|f| f.name == name)
                .and_then(|f| f.default.clone())
        };
        assert_eq!(default("younger"), Some(json!("P0")));
        assert_eq!(default("elder"), Some(json!("P1")));
    }

    #[test]
    fn stored_options_of_the_old_single_type_still_open() {
        use crate::games::{erased, GameId};
        // what earlier versions stored for an ordinary partie and a partie à écrire
        let cent = json!({"target": 100, "stake": 10, "lurch": true, "lurch_multiplier": 2,
            "point_scoring": "tens", "tierce_major_point": 4, "pic_with_repic": "conditional",
            "provincial_grand_coup": false, "consolation": 20, "round_threshold": 5,
            "refait_surcharge": 20, "rotation": "tourner", "team_payment": "each"});
        let e = erased(GameId::Piquet);
        assert!(e
            .replay(GameId::Piquet, &cent, &players(2), &[], false)
            .is_ok());
        let normal = e.normalise_options(&cent).expect("normalised");
        assert!(normal.get("consolation").is_none(), "{normal}");
        let ecrire = json!({"target": 100, "lurch": true, "lurch_multiplier": 2,
            "point_scoring": "tens", "tierce_major_point": 4, "pic_with_repic": "conditional",
            "provincial_grand_coup": false, "manner": "ecrit", "tours": 4, "consolation": 20,
            "round_threshold": 5, "refait_surcharge": 20, "rotation": "tourner",
            "team_payment": "each"});
        let e = erased(GameId::PiquetAEcrire);
        assert!(e
            .replay(GameId::PiquetAEcrire, &ecrire, &players(3), &[], false)
            .is_ok());
        // a manner of another game is refused
        let e = erased(GameId::PiquetAEcrire);
        let wrong = e.replay(
            GameId::PiquetAEcrire,
            &json!({"tours": 2, "manner": "chouette"}),
            &players(3),
            &[],
            false,
        );
        assert!(wrong.is_err());
    }
}
