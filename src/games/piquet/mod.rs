//! The piquet family (spec `piquet.md`): ordinary Piquet played to a target (`piquet`),
//! and Piquet à écrire with its written sheet (`piquet-a-ecrire`), two against two
//! (`piquet-quatre`) and la Chouette (`piquet-chouette`).
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

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::{DealError, Field, FieldKind, Game, GameId, Outcome, Status, Table};
use crate::domain::{PotKey, Seat};

mod cent;
pub mod count;
mod ecrire;
pub mod facts;
mod sheet;

pub use count::{Parts, PicWithRepic, PointScoring, Rank, Rules};
pub use facts::{Law, PiquetDeal};

/// The corbillon, the pool of the second manner of Piquet à écrire (004:250).
pub const CORBILLON: PotKey = PotKey::new("corbillon");

/// The piquet family's scorer (all four game ids).
#[derive(Debug)]
pub struct Piquet;

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

/// The options of every piquet game (§6). Keys that belong to another form are accepted
/// only with their default (`manner` is checked per game at the opening).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PiquetOptions {
    /// `piquet`: the points that win a partie (default 100, 001:1276–1282).
    pub target: i64,
    /// `piquet`: counters per partie (required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stake: Option<i64>,
    /// `piquet`: whether a loser below half the target pays the lurch.
    pub lurch: bool,
    /// `piquet`: the lurch multiplies the stake by this (2).
    pub lurch_multiplier: i64,
    /// How the point is valued.
    pub point_scoring: PointScoring,
    /// What a good tierce-major point counts (4; 004:45).
    pub tierce_major_point: i64,
    /// Pic together with repic (A2).
    pub pic_with_repic: PicWithRepic,
    /// Laws XX/XXV grand coup of 170 (Languedoc, Provence; 004:37).
    pub provincial_grand_coup: bool,
    /// The unit of the counters (informational).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// À écrire: the manner of payment (default `ecrit`, or the team form's own).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub manner: Option<Manner>,
    /// À écrire: the number of decided tours (2 × rois; required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tours: Option<u32>,
    /// À écrire: the consolation added to every marking (20; 004:246).
    pub consolation: i64,
    /// À écrire: the units digit from which a difference rounds up (5; 004:173).
    pub round_threshold: i64,
    /// À écrire: the extra charged per refait before a marking (20; 004:256).
    pub refait_surcharge: i64,
    /// À écrire: the rotation (informational).
    pub rotation: Rotation,
    /// `piquet-quatre`: the two sides, `[[A, C], [B, D]]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Vec<Vec<String>>>,
    /// `piquet-chouette`: the player alone against the two others.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chouette: Option<String>,
    /// Team forms: `each` or `split`.
    pub team_payment: TeamPayment,
}

impl Default for PiquetOptions {
    fn default() -> Self {
        PiquetOptions {
            target: 100,
            stake: None,
            lurch: true,
            lurch_multiplier: 2,
            point_scoring: PointScoring::Tens,
            tierce_major_point: 4,
            pic_with_repic: PicWithRepic::Conditional,
            provincial_grand_coup: false,
            unit: None,
            manner: None,
            tours: None,
            consolation: 20,
            round_threshold: 5,
            refait_surcharge: 20,
            rotation: Rotation::Tourner,
            sides: None,
            chouette: None,
            team_payment: TeamPayment::Each,
        }
    }
}

impl PiquetOptions {
    /// The deal-scoring rules.
    pub fn rules(&self) -> Rules {
        Rules {
            point_scoring: self.point_scoring,
            tierce_major_point: self.tierce_major_point,
            pic_with_repic: self.pic_with_repic,
        }
    }

    /// The manner for `game`: the one given, or the game's own.
    ///
    /// # Errors
    /// [`DealError::Options`] when the manner does not belong to the game.
    pub fn manner_for(&self, game: GameId) -> Result<Option<Manner>, DealError> {
        let bad = |m: Manner| DealError::Options {
            detail: format!("manner {m:?} does not belong to {}", game.slug()).into(),
        };
        Ok(match (game, self.manner) {
            (GameId::PiquetAEcrire, None) => Some(Manner::Ecrit),
            (
                GameId::PiquetAEcrire,
                Some(m @ (Manner::Ecrit | Manner::Corbillon | Manner::UnContreUn)),
            ) => Some(m),
            (GameId::PiquetQuatre, None | Some(Manner::DeuxContreDeux)) => {
                Some(Manner::DeuxContreDeux)
            }
            (GameId::PiquetChouette, None | Some(Manner::Chouette)) => Some(Manner::Chouette),
            (GameId::Piquet, None) => None,
            (_, Some(m)) => return Err(bad(m)),
            (_, None) => None,
        })
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

/// What a partie of Piquet carries from deal to deal.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PiquetState {
    /// Every deal entered.
    pub deals: Vec<DealRecord>,
    /// `piquet`: the running partie scores by seat.
    pub running: [i64; 2],
    /// `piquet`: the parties finished.
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

fn is_ecrire(game: GameId) -> bool {
    matches!(
        game,
        GameId::PiquetAEcrire | GameId::PiquetQuatre | GameId::PiquetChouette
    )
}

fn check_options(table: &Table<PiquetOptions>) -> Result<(), DealError> {
    let o = &table.options;
    let bad = |detail: String| {
        Err(DealError::Options {
            detail: detail.into(),
        })
    };
    let manner = o.manner_for(table.game)?;
    if !(3..=4).contains(&o.tierce_major_point) {
        return bad(format!(
            "tierce_major_point is 4 or 3, not {}",
            o.tierce_major_point
        ));
    }
    if table.game == GameId::Piquet {
        match o.stake {
            None => return bad("stake is required: the counters a partie is played for".into()),
            Some(s) if s < 1 => return bad(format!("stake must be at least 1, not {s}")),
            Some(_) => {}
        }
        if o.target < 1 {
            return bad(format!("target must be at least 1, not {}", o.target));
        }
        if o.lurch_multiplier < 1 {
            return bad(format!(
                "lurch_multiplier must be at least 1, not {}",
                o.lurch_multiplier
            ));
        }
        return Ok(());
    }
    match o.tours {
        None => return bad("tours is required: the number of tours to play (2 per roi)".into()),
        Some(0) => return bad("tours must be at least 1".into()),
        Some(_) => {}
    }
    for (name, v) in [
        ("consolation", o.consolation),
        ("refait_surcharge", o.refait_surcharge),
    ] {
        if v < 0 || v % 10 != 0 {
            return bad(format!(
                "{name} must be a multiple of 10 and not negative, not {v}"
            ));
        }
    }
    if !(1..=9).contains(&o.round_threshold) {
        return bad(format!(
            "round_threshold is a units digit from 1 to 9, not {}",
            o.round_threshold
        ));
    }
    let n = table.players.len();
    let seats_ok = match manner {
        Some(Manner::Ecrit) => (3..=7).contains(&n),
        Some(Manner::Corbillon) => n == 3 || n == 5,
        Some(Manner::UnContreUn) => n == 2,
        Some(Manner::DeuxContreDeux) => n == 4,
        Some(Manner::Chouette) => n == 3,
        None => false,
    };
    if !seats_ok {
        return Err(DealError::invalid(
            "players",
            format!("{n} players cannot play this manner of piquet à écrire"),
        ));
    }
    if table.game == GameId::PiquetQuatre {
        let sides = o.sides.as_ref().ok_or_else(|| DealError::Options {
            detail: "sides is required: [[A, C], [B, D]]".into(),
        })?;
        let mut all: Vec<&String> = sides.iter().flatten().collect();
        all.sort();
        let mut players: Vec<&String> = table.players.iter().collect();
        players.sort();
        if sides.len() != 2 || sides.iter().any(|s| s.len() != 2) || all != players {
            return bad("sides must be two pairs holding every player once".into());
        }
    }
    if table.game == GameId::PiquetChouette {
        let c = o.chouette.as_ref().ok_or_else(|| DealError::Options {
            detail: "chouette is required: the player alone against two".into(),
        })?;
        table.seat_of("chouette", c)?;
    }
    Ok(())
}

fn names(table: &Table<PiquetOptions>, seats: [Seat; 2], values: [i64; 2]) -> Value {
    let mut m = Map::new();
    for (s, v) in seats.into_iter().zip(values) {
        m.insert(table.name(s).to_owned(), json!(v));
    }
    Value::Object(m)
}

fn name_or_null(table: &Table<PiquetOptions>, seat: Option<Seat>) -> Value {
    seat.map_or(Value::Null, |s| json!(table.name(s)))
}

/// One deal read back (report key `deal_details`): its players, how it was entered, and
/// for a deal with facts each player's count by item (§2.11), e.g.
/// `{"B": {"carte_blanche": 10, "point": 5, "sequences": 4, "sets": 0, "repic": 0,
/// "pic": 0, "play": 8, "cards": 10, "total": 37}, ...}`.
fn deal_detail(table: &Table<PiquetOptions>, d: &DealRecord) -> Value {
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

fn two_seats() -> [Seat; 2] {
    [Seat::new(0), Seat::new(1)]
}

impl Game for Piquet {
    type Options = PiquetOptions;
    type Deal = PiquetDeal;
    type State = PiquetState;

    fn seats(game: GameId, options: &Self::Options) -> RangeInclusive<usize> {
        match game {
            GameId::PiquetAEcrire => match options.manner {
                Some(Manner::UnContreUn) => 2..=2,
                Some(Manner::Corbillon) => 3..=5,
                _ => 3..=7,
            },
            GameId::PiquetQuatre => 4..=4,
            GameId::PiquetChouette => 3..=3,
            _ => 2..=2,
        }
    }

    /// The spec's defaults (§6), with the manner of the à écrire forms named; `stake`
    /// (ordinary piquet) and `tours` (à écrire) have no default and must be agreed.
    fn default_options(game: GameId) -> Self::Options {
        PiquetOptions {
            manner: PiquetOptions::default().manner_for(game).ok().flatten(),
            ..PiquetOptions::default()
        }
    }

    fn pots(game: GameId, options: &Self::Options) -> Vec<PotKey> {
        if game == GameId::PiquetAEcrire && options.manner == Some(Manner::Corbillon) {
            vec![CORBILLON]
        } else {
            Vec::new()
        }
    }

    fn open(table: &Table<Self::Options>) -> Result<Outcome<Self::State>, DealError> {
        check_options(table)?;
        let n = table.players.len();
        Ok(Outcome {
            transfers: Vec::new(),
            next: PiquetState {
                sheet: vec![Vec::new(); n],
                nets: vec![0; n],
                ..PiquetState::default()
            },
        })
    }

    fn settle(
        table: &Table<Self::Options>,
        state: &Self::State,
        deal: &Self::Deal,
    ) -> Result<Outcome<Self::State>, DealError> {
        let entry = deal.check(table, table.options.provincial_grand_coup)?;
        if is_ecrire(table.game) {
            ecrire::settle(table, state, deal.tour, entry)
        } else {
            if deal.tour.is_some() {
                return Err(DealError::invalid(
                    "tour",
                    "tours belong to piquet à écrire; ordinary piquet counts deals",
                ));
            }
            cent::settle(table, state, entry)
        }
    }

    fn close(
        table: &Table<Self::Options>,
        state: &Self::State,
    ) -> Result<Outcome<Self::State>, DealError> {
        if is_ecrire(table.game) {
            ecrire::close(table, state)
        } else {
            Ok(Outcome {
                transfers: Vec::new(),
                next: state.clone(),
            })
        }
    }

    fn status(table: &Table<Self::Options>, state: &Self::State) -> Status {
        if is_ecrire(table.game) {
            ecrire::status(table, state)
        } else {
            cent::status(table, state)
        }
    }

    fn form(table: &Table<Self::Options>, _state: &Self::State) -> Vec<Field> {
        deal_form(table)
    }

    fn sheet(
        table: &Table<Self::Options>,
        state: &Self::State,
    ) -> Option<crate::games::sheet::Sheet> {
        Some(sheet::sheet(
            &table.players,
            table.options.target,
            &Self::report(table, state),
        ))
    }

    fn report(table: &Table<Self::Options>, state: &Self::State) -> Map<String, Value> {
        let mut m = Map::new();
        let corbillon = Self::pots(table.game, &table.options).contains(&CORBILLON);
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
        if is_ecrire(table.game) {
            ecrire::report(table, state, &mut m);
        } else {
            m.insert(
                "parties".into(),
                state
                    .parties
                    .iter()
                    .map(|p| {
                        json!({
                            "winner": table.name(p.winner),
                            "loser": table.name(p.loser),
                            "scores_at_end": names(table, two_seats(), p.scores_at_end),
                            "lurched": p.lurched,
                            "how": p.how,
                            "paid": p.paid,
                            "deal": p.deal,
                        })
                    })
                    .collect(),
            );
            m.insert(
                "partie_scores".into(),
                names(table, two_seats(), state.running),
            );
        }
        m
    }
}

/// Slots offered for each player's sequences (12 cards make at most four tierces).
const SEQUENCE_SLOTS: usize = 4;
/// Slots offered for each player's quatorzes and trois.
const SET_SLOTS: usize = 4;
/// Slots offered for declarations not shown in time.
const NOT_COUNTED_SLOTS: usize = 2;

fn choice(values: &[(&str, &str)]) -> FieldKind {
    FieldKind::Choice {
        options: values
            .iter()
            .map(|(v, l)| ((*v).to_owned(), (*l).into()))
            .collect(),
    }
}

/// The deal-entry form (§3), in the order Piquet is announced: who is elder and younger;
/// then for each player carte blanche, his point (cards and pips), his sequences, his
/// quatorzes and trois; the points in play (and their order when a pic or the end of a
/// partie depends on it), the tricks; the laws. In the à écrire forms, the tour, and the
/// shortcut of plain totals. Lists (sequences, sets, laws) are offered as numbered slots
/// (`sequences.A.0.len`); an empty slot is dropped.
fn deal_form(table: &Table<PiquetOptions>) -> Vec<Field> {
    let ecrire = is_ecrire(table.game);
    let ranks = [
        ("A", "ace"),
        ("K", "king"),
        ("Q", "queen"),
        ("J", "jack"),
        ("10", "ten"),
        ("9", "nine"),
        ("8", "eight"),
        ("7", "seven"),
    ];
    // A set is announced in the plural: "quatorze of aces", "three kings".
    let set_ranks = [
        ("A", "aces"),
        ("K", "kings"),
        ("Q", "queens"),
        ("J", "jacks"),
        ("10", "tens"),
    ];
    let mut f = Vec::new();
    if ecrire {
        f.push(
            Field::new("tour", "Tour", FieldKind::Count { min: 1, max: 999 }, true).with_help(
                "both deals of a tour carry the same number; a refait is replayed as the next tour",
            ),
        );
    }
    f.push(
        Field::new("elder", "Elder hand (premier)", FieldKind::Player, true)
            .with_help("the non-dealer, who leads"),
    );
    f.push(
        Field::new("younger", "Younger hand (dernier)", FieldKind::Player, true)
            .with_help("the dealer"),
    );
    if ecrire {
        for name in &table.players {
            f.push(
                Field::new(
                    &format!("score.{name}"),
                    &format!("{name}: deal total (instead of the declarations)"),
                    FieldKind::Count { min: 0, max: 999 },
                    false,
                )
                .with_help("leave empty to enter the declarations and the play"),
            );
        }
    }
    f.push(
        Field::new("carte_blanche", "Carte blanche", FieldKind::Players, false)
            .with_help("12 dealt cards without king, queen or jack: 10"),
    );
    for name in &table.players {
        f.push(Field::new(
            &format!("point.{name}.cards"),
            &format!("{name}: point of … cards"),
            FieldKind::Count { min: 1, max: 8 },
            false,
        ));
        f.push(
            Field::new(
                &format!("point.{name}.pips"),
                &format!("{name}: worth … (pips)"),
                FieldKind::Count { min: 7, max: 75 },
                false,
            )
            .with_help("ace 11, king queen jack 10, the others their face"),
        );
        f.push(
            Field::new(
                &format!("point.{name}.tierce_major"),
                &format!("{name}: the point is ace-king-queen"),
                FieldKind::Flag,
                false,
            )
            .with_help("a good tierce-major point counts 4"),
        );
        for i in 0..SEQUENCE_SLOTS {
            f.push(Field::new(
                &format!("sequences.{name}.{i}.len"),
                &format!("{name}: sequence {} of … cards", i + 1),
                FieldKind::Count { min: 3, max: 8 },
                false,
            ));
            f.push(
                Field::new(
                    &format!("sequences.{name}.{i}.top"),
                    &format!("{name}: sequence {}, to the", i + 1),
                    choice(&ranks),
                    false,
                )
                .with_help(
                    "tierce 3, quatrième 4, quinte 15, sixième 16, septième 17, huitième 18",
                ),
            );
        }
        for i in 0..SET_SLOTS {
            f.push(Field::new(
                &format!("sets.{name}.{i}.rank"),
                &format!("{name}: quatorze or trois {} of", i + 1),
                choice(&set_ranks),
                false,
            ));
            f.push(
                Field::new(
                    &format!("sets.{name}.{i}.count"),
                    &format!("{name}: quatorze or trois {}, how many", i + 1),
                    FieldKind::Count { min: 3, max: 4 },
                    false,
                )
                .with_help("4: quatorze (14); 3: trois (3)"),
            );
        }
        f.push(
            Field::new(
                &format!("play.{name}"),
                &format!("{name}: points in play"),
                FieldKind::Count { min: 0, max: 13 },
                false,
            )
            .with_help("cards led, tricks won, and the last trick's extra point"),
        );
        f.push(Field::new(
            &format!("tricks.{name}"),
            &format!("{name}: tricks taken"),
            FieldKind::Count { min: 0, max: 12 },
            false,
        ));
    }
    f.push(
        Field::new("play.order", "Order of the play points", FieldKind::Text, false)
            .with_help("E (elder) or Y (younger) for each play point as scored; needed when a pic or the end of the partie depends on it"),
    );
    for i in 0..NOT_COUNTED_SLOTS {
        f.push(Field::new(
            &format!("not_counted.{i}.player"),
            &format!("Not shown in time {}: player", i + 1),
            FieldKind::Player,
            false,
        ));
        f.push(
            Field::new(
                &format!("not_counted.{i}.category"),
                &format!("Not shown in time {}: declaration", i + 1),
                choice(&[
                    ("carte_blanche", "carte blanche"),
                    ("point", "point"),
                    ("sequences", "sequences"),
                    ("sets", "quatorzes and trois"),
                ]),
                false,
            )
            .with_help("laws V and VI: the declaration is lost, the opponent's lower one counts"),
        );
    }
    let mut laws = vec![
        ("III", "III: too many cards (counts nothing)"),
        (
            "XVII",
            "XVII: false declaration (counts nothing from his hand)",
        ),
        ("XX", "XX: saw the talon"),
    ];
    if ecrire {
        laws.push((
            "XXV",
            "XXV: took in before the elder discarded (grand coup)",
        ));
    } else {
        laws.extend([
            ("XXII", "XXII: cheating (loses the partie)"),
            ("XXIII", "XXIII: quitting (loses the partie)"),
            (
                "XXIV",
                "XXIV: threw his cards into the talon (loses the partie)",
            ),
            (
                "XXV",
                "XXV: took in before the elder discarded (loses the partie)",
            ),
        ]);
    }
    f.push(Field::new(
        "penalties.0.law",
        "Law broken",
        choice(&laws),
        false,
    ));
    f.push(
        Field::new(
            "penalties.0.player",
            "Law broken by",
            FieldKind::Player,
            false,
        )
        .with_help("laws XXII to XXV, and XX under the provincial grand coup, are entered alone"),
    );
    f
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
        assert_eq!(s.balances["A"], 10);
        assert_eq!(
            s.report["parties"],
            json!([{"winner": "A", "loser": "B", "scores_at_end": {"A": 4, "B": 23},
                    "lurched": false, "how": "forfeit", "paid": 10, "deal": 2}])
        );
        assert_eq!(s.report["partie_scores"], json!({"A": 0, "B": 0}));
        assert_eq!(s.report["deal_scores"][1], json!({"A": 0, "B": 0}));
    }

    #[test]
    fn the_provincial_grand_coup_scores_170_and_ends_a_partie_to_100() {
        let s = score(
            "piquet",
            json!({"stake": 10, "provincial_grand_coup": true}),
            &["A", "B"],
            vec![json!({"penalties": [{"law": "XX", "player": "B"}]})],
        );
        assert_eq!(s.report["deal_scores"][0], json!({"A": 170, "B": 0}));
        assert_eq!(s.balances["A"], 20);
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
        assert_eq!(s.report["deal_scores"][0], json!({"A": 0, "B": 170}));
        // B 190, A 30: difference 160 -> 160 + 20
        assert_eq!(s.balances["A"], -180);
        assert_eq!(s.report["sheet"], json!({"A": [180], "B": []}));
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
            s.report["deal_scores"][0],
            json!({"Jean": 0, "Pierre": 170})
        );
        // Jean marked 170 + 20 = 190; 190 / 3 -> 60 each, 10 surplus to Jean.
        assert_eq!(
            (
                s.balances["Jean"],
                s.balances["Pierre"],
                s.balances["Denis"]
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
                each.balances["A"],
                each.balances["B"],
                each.balances["C"],
                each.balances["D"]
            ),
            (30, -30, 30, -30)
        );
        assert_eq!(each.report["sheet"]["B"], json!([30]));
        let split = score(
            "piquet-quatre",
            json!({"tours": 1, "sides": [["A", "C"], ["B", "D"]], "team_payment": "split"}),
            &["A", "B", "C", "D"],
            deals.clone(),
        );
        assert_eq!(
            (
                split.balances["A"],
                split.balances["B"],
                split.balances["C"],
                split.balances["D"]
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
            (s.balances["A"], s.balances["B"], s.balances["C"]),
            (20 - 80, -10 + 40, -10 + 40)
        );
        assert_eq!(s.report["sheet"], json!({"A": [40], "B": [10], "C": []}));
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
            st.table_lines().iter().any(|l| l == "Jean: 30 = 30"),
            "{:?}",
            st.on_table
        );
        assert!(st
            .table_lines()
            .iter()
            .any(|l| l.starts_with("half-tour: Denis 20")));
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
            s.report["deal_details"][0]["counts"]["B"],
            json!({"carte_blanche": 10, "point": 5, "sequences": 4, "sets": 0, "repic": 0,
                   "pic": 0, "play": 8, "cards": 10, "total": 37})
        );
        assert_eq!(s.report["deal_details"][0]["counts"]["A"]["sets"], json!(3));
        assert_eq!(s.report["deal_details"][0]["entered"], json!("facts"));
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
}
