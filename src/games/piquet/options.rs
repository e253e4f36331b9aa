//! The options of the four piquet games (spec §6), one type per game, and their
//! descriptions for the new-partie form ([`OptionSpec`]).
//!
//! Earlier versions kept one options object for the whole family and stored it whole, so a
//! stored partie of one game may carry the keys of another (`consolation` in an ordinary
//! partie, `target` in a partie à écrire). Those keys are *retired* for the game: still
//! accepted so that stored parties keep opening, never used and never written again.

use std::ops::RangeInclusive;

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use super::count::{PicWithRepic, PointScoring, Rules};
use super::{Manner, Rotation, TeamPayment};
use crate::games::{DealError, OptionKind, OptionSpec, Table};
use crate::msg;

/// The deal-scoring options every piquet game shares (§6, "all").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DealRules {
    /// How the point is valued.
    pub point_scoring: PointScoring,
    /// What a good tierce-major point counts (4 or 3).
    pub tierce_major_point: i64,
    /// Pic together with repic.
    pub pic_with_repic: PicWithRepic,
    /// Laws XX/XXV as a grand coup of 170.
    pub provincial_grand_coup: bool,
}

impl DealRules {
    /// The rules of one deal's count.
    pub fn rules(&self) -> Rules {
        Rules {
            point_scoring: self.point_scoring,
            tierce_major_point: self.tierce_major_point,
            pic_with_repic: self.pic_with_repic,
        }
    }

    /// Checks what every form checks (§6: `tierce_major_point` is 4 or 3).
    ///
    /// # Errors
    /// [`DealError::Options`].
    pub fn check(&self) -> Result<(), DealError> {
        if !(3..=4).contains(&self.tierce_major_point) {
            return Err(DealError::Options {
                detail: msg!("piquet-option-tierce-major", got = self.tierce_major_point),
            });
        }
        Ok(())
    }
}

/// What the options of any piquet game give the family's machinery.
pub trait PiquetRules {
    /// The deal-scoring options.
    fn deal_rules(&self) -> DealRules;
}

fn choice(values: &[(&str, crate::games::Msg)]) -> OptionKind {
    OptionKind::Choice {
        choices: values
            .iter()
            .map(|(v, l)| ((*v).to_owned(), l.clone()))
            .collect(),
    }
}

/// The options of the deal's count, shared by the four games (§6, "all").
fn deal_rule_specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec::new(
            "point_scoring",
            choice(&[
                ("tens", msg!("piquet-choice-point-tens")),
                ("cards", msg!("piquet-choice-point-cards")),
            ]),
            "tens",
            msg!("piquet-option-point-scoring"),
        )
        .help(msg!("piquet-option-point-scoring-help")),
        OptionSpec::new(
            "tierce_major_point",
            OptionKind::Count { min: 3, max: 4 },
            4,
            msg!("piquet-option-tierce-major-point"),
        )
        .help(msg!("piquet-option-tierce-major-point-help")),
        OptionSpec::new(
            "pic_with_repic",
            choice(&[
                ("conditional", msg!("piquet-choice-pic-conditional")),
                ("exclusive", msg!("piquet-choice-pic-exclusive")),
            ]),
            "conditional",
            msg!("piquet-option-pic-with-repic"),
        )
        .help(msg!("piquet-option-pic-with-repic-help")),
        OptionSpec::new(
            "provincial_grand_coup",
            OptionKind::Flag,
            false,
            msg!("piquet-option-provincial-grand-coup"),
        )
        .help(msg!("piquet-option-provincial-grand-coup-help")),
        OptionSpec::optional("unit", OptionKind::Text, msg!("piquet-option-unit"))
            .help(msg!("piquet-option-unit-help")),
    ]
}

/// The options of the written sheet shared by the three à écrire games (§5.2, §5.3, §6).
fn sheet_specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec::required(
            "tours",
            OptionKind::Count { min: 1, max: 200 },
            msg!("piquet-option-tours"),
        )
        .help(msg!("piquet-option-tours-help")),
        OptionSpec::new(
            "consolation",
            OptionKind::Count { min: 0, max: 1000 },
            20,
            msg!("piquet-option-consolation"),
        )
        .help(msg!("piquet-option-consolation-help"))
        .essential(),
        OptionSpec::new(
            "round_threshold",
            OptionKind::Count { min: 1, max: 9 },
            5,
            msg!("piquet-option-round-threshold"),
        )
        .help(msg!("piquet-option-round-threshold-help")),
        OptionSpec::new(
            "refait_surcharge",
            OptionKind::Count { min: 0, max: 1000 },
            20,
            msg!("piquet-option-refait-surcharge"),
        )
        .help(msg!("piquet-option-refait-surcharge-help")),
    ]
}

fn team_payment_spec() -> OptionSpec {
    OptionSpec::new(
        "team_payment",
        choice(&[
            ("each", msg!("piquet-choice-team-each")),
            ("split", msg!("piquet-choice-team-split")),
        ]),
        "each",
        msg!("piquet-option-team-payment"),
    )
    .help(msg!("piquet-option-team-payment-help"))
}

// ---------------------------------------------------------------------------------------
// Ordinary piquet
// ---------------------------------------------------------------------------------------

/// The options of ordinary Piquet (`piquet`, §4, §6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CentOptions {
    /// The points that win a partie (default 100, 001:1276–1282).
    pub target: i64,
    /// Counters per partie (required: agreed at the table).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stake: Option<i64>,
    /// Whether a loser below half the target pays the lurch.
    pub lurch: bool,
    /// The lurch multiplies the stake by this (2).
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
    /// Retired (see the module's doc).
    #[serde(skip_serializing)]
    tours: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    consolation: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    round_threshold: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    refait_surcharge: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    rotation: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    sides: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    chouette: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    team_payment: Option<IgnoredAny>,
}

impl Default for CentOptions {
    fn default() -> Self {
        CentOptions {
            target: 100,
            stake: None,
            lurch: true,
            lurch_multiplier: 2,
            point_scoring: PointScoring::Tens,
            tierce_major_point: 4,
            pic_with_repic: PicWithRepic::Conditional,
            provincial_grand_coup: false,
            unit: None,
            tours: None,
            consolation: None,
            round_threshold: None,
            refait_surcharge: None,
            rotation: None,
            sides: None,
            chouette: None,
            team_payment: None,
        }
    }
}

impl PiquetRules for CentOptions {
    fn deal_rules(&self) -> DealRules {
        DealRules {
            point_scoring: self.point_scoring,
            tierce_major_point: self.tierce_major_point,
            pic_with_repic: self.pic_with_repic,
            provincial_grand_coup: self.provincial_grand_coup,
        }
    }
}

impl CentOptions {
    /// The keys earlier versions stored with an ordinary partie, accepted and ignored.
    pub const RETIRED: &'static [&'static str] = &[
        "tours",
        "consolation",
        "round_threshold",
        "refait_surcharge",
        "rotation",
        "sides",
        "chouette",
        "team_payment",
    ];

    /// Every option of ordinary piquet (§6).
    pub fn specs() -> Vec<OptionSpec> {
        let mut specs = vec![
            OptionSpec::required(
                "stake",
                OptionKind::Count {
                    min: 1,
                    max: 1_000_000,
                },
                msg!("piquet-option-stake"),
            )
            .help(msg!("piquet-option-stake-help")),
            OptionSpec::new(
                "target",
                OptionKind::Count { min: 1, max: 1000 },
                100,
                msg!("piquet-option-target"),
            )
            .help(msg!("piquet-option-target-help"))
            .essential(),
            OptionSpec::new("lurch", OptionKind::Flag, true, msg!("piquet-option-lurch"))
                .help(msg!("piquet-option-lurch-help")),
            OptionSpec::new(
                "lurch_multiplier",
                OptionKind::Count { min: 1, max: 10 },
                2,
                msg!("piquet-option-lurch-multiplier"),
            )
            .help(msg!("piquet-option-lurch-multiplier-help")),
        ];
        specs.extend(deal_rule_specs());
        specs
    }

    /// Checks the options against the table (§4, §6).
    ///
    /// # Errors
    /// [`DealError::Options`].
    pub fn check(&self) -> Result<(), DealError> {
        self.deal_rules().check()?;
        let bad = |detail| Err(DealError::Options { detail });
        match self.stake {
            None => return bad(msg!("piquet-option-stake-required")),
            Some(s) if s < 1 => {
                return bad(msg!("piquet-option-at-least-one", key = "stake", got = s))
            }
            Some(_) => {}
        }
        if self.target < 1 {
            return bad(msg!(
                "piquet-option-at-least-one",
                key = "target",
                got = self.target
            ));
        }
        if self.lurch_multiplier < 1 {
            return bad(msg!(
                "piquet-option-at-least-one",
                key = "lurch_multiplier",
                got = self.lurch_multiplier
            ));
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------
// The written sheet: piquet à écrire, two against two, la Chouette
// ---------------------------------------------------------------------------------------

/// The written sheet's parameters, common to the three à écrire games (§5.2–5.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetRules {
    /// The number of decided tours (2 × rois).
    pub tours: u32,
    /// The consolation added to every marking (20; 004:246).
    pub consolation: i64,
    /// The units digit from which a difference rounds up (5; 004:173).
    pub round_threshold: i64,
    /// The extra charged per refait before a marking (20; 004:256).
    pub refait_surcharge: i64,
}

impl SheetRules {
    fn check(&self, tours_given: bool) -> Result<(), DealError> {
        let bad = |detail| Err(DealError::Options { detail });
        if !tours_given {
            return bad(msg!("piquet-option-tours-required"));
        }
        if self.tours == 0 {
            return bad(msg!("piquet-option-at-least-one", key = "tours", got = 0));
        }
        for (key, v) in [
            ("consolation", self.consolation),
            ("refait_surcharge", self.refait_surcharge),
        ] {
            if v < 0 || v % 10 != 0 {
                return bad(msg!("piquet-option-tens", key = key, got = v));
            }
        }
        if !(1..=9).contains(&self.round_threshold) {
            return bad(msg!(
                "piquet-option-round-threshold-range",
                got = self.round_threshold
            ));
        }
        Ok(())
    }
}

/// Who a player option names: a player by name (as the vectors write it), or a seat
/// counted from 1 in the order of the players (as the new-partie form gives it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PlayerRef {
    /// The seat, from 1 (the first dealer).
    Seat(u8),
    /// The player's name.
    Name(String),
}

impl PlayerRef {
    /// The seat this names at `table`.
    ///
    /// # Errors
    /// [`DealError::UnknownPlayer`] or [`DealError::Invalid`] naming `key`.
    pub fn seat<O>(&self, table: &Table<O>, key: &str) -> Result<crate::domain::Seat, DealError> {
        match self {
            PlayerRef::Name(name) => table.seat_of(key, name),
            PlayerRef::Seat(n) => usize::from(*n)
                .checked_sub(1)
                .filter(|i| *i < table.len())
                .and_then(crate::domain::Seat::from_index)
                .ok_or_else(|| {
                    DealError::invalid(
                        key,
                        msg!("piquet-option-seat-range", got = *n, max = table.len()),
                    )
                }),
        }
    }
}

/// The sides of two against two: the two pairs by name (`[["A", "C"], ["B", "D"]]`), or
/// the seat (2 to 4) of the first player's partner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Sides {
    /// The seat of the first player's partner, from 1.
    Partner(u8),
    /// The two pairs by name.
    Pairs(Vec<Vec<String>>),
}

/// The options of Piquet à écrire (`piquet-a-ecrire`, §5, §6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EcrireOptions {
    /// The manner of payment (`ecrit`, `corbillon`, `un-contre-un`).
    pub manner: Manner,
    /// The number of decided tours (2 × rois; required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tours: Option<u32>,
    /// The consolation added to every marking (20; 004:246).
    pub consolation: i64,
    /// The units digit from which a difference rounds up (5; 004:173).
    pub round_threshold: i64,
    /// The extra charged per refait before a marking (20; 004:256).
    pub refait_surcharge: i64,
    /// The rotation of the players (004:165–167).
    pub rotation: Rotation,
    /// How the point is valued.
    pub point_scoring: PointScoring,
    /// What a good tierce-major point counts (4; 004:45).
    pub tierce_major_point: i64,
    /// Pic together with repic (A2).
    pub pic_with_repic: PicWithRepic,
    /// Laws XX/XXV grand coup of 170 (004:37).
    pub provincial_grand_coup: bool,
    /// The unit of the counters (informational).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// Retired (see the module's doc).
    #[serde(skip_serializing)]
    target: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    stake: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    lurch: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    lurch_multiplier: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    sides: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    chouette: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    team_payment: Option<IgnoredAny>,
}

impl Default for EcrireOptions {
    fn default() -> Self {
        EcrireOptions {
            manner: Manner::Ecrit,
            tours: None,
            consolation: 20,
            round_threshold: 5,
            refait_surcharge: 20,
            rotation: Rotation::Tourner,
            point_scoring: PointScoring::Tens,
            tierce_major_point: 4,
            pic_with_repic: PicWithRepic::Conditional,
            provincial_grand_coup: false,
            unit: None,
            target: None,
            stake: None,
            lurch: None,
            lurch_multiplier: None,
            sides: None,
            chouette: None,
            team_payment: None,
        }
    }
}

/// The options of two against two (`piquet-quatre`, §5.7).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct QuatreOptions {
    /// The manner (only `deux-contre-deux`; informational).
    pub manner: Manner,
    /// The number of decided tours (2 × rois; required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tours: Option<u32>,
    /// The two sides (required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Sides>,
    /// How a side pays.
    pub team_payment: TeamPayment,
    /// The consolation added to every marking (20; 004:246).
    pub consolation: i64,
    /// The units digit from which a difference rounds up (5; 004:173).
    pub round_threshold: i64,
    /// The extra charged per refait before a marking (20; 004:256).
    pub refait_surcharge: i64,
    /// How the point is valued.
    pub point_scoring: PointScoring,
    /// What a good tierce-major point counts (4; 004:45).
    pub tierce_major_point: i64,
    /// Pic together with repic (A2).
    pub pic_with_repic: PicWithRepic,
    /// Laws XX/XXV grand coup of 170 (004:37).
    pub provincial_grand_coup: bool,
    /// The unit of the counters (informational).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// Retired (see the module's doc): the sides take turns, whatever the rotation.
    #[serde(skip_serializing)]
    rotation: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    target: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    stake: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    lurch: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    lurch_multiplier: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    chouette: Option<IgnoredAny>,
}

impl Default for QuatreOptions {
    fn default() -> Self {
        QuatreOptions {
            manner: Manner::DeuxContreDeux,
            tours: None,
            sides: None,
            team_payment: TeamPayment::Each,
            consolation: 20,
            round_threshold: 5,
            refait_surcharge: 20,
            point_scoring: PointScoring::Tens,
            tierce_major_point: 4,
            pic_with_repic: PicWithRepic::Conditional,
            provincial_grand_coup: false,
            unit: None,
            rotation: None,
            target: None,
            stake: None,
            lurch: None,
            lurch_multiplier: None,
            chouette: None,
        }
    }
}

/// The options of la Chouette (`piquet-chouette`, §5.7).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ChouetteOptions {
    /// The manner (only `chouette`; informational).
    pub manner: Manner,
    /// The number of decided tours (2 × rois; required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tours: Option<u32>,
    /// The player alone against the two others (required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chouette: Option<PlayerRef>,
    /// How the charge is paid.
    pub team_payment: TeamPayment,
    /// The consolation added to every marking (20; 004:246).
    pub consolation: i64,
    /// The units digit from which a difference rounds up (5; 004:173).
    pub round_threshold: i64,
    /// The extra charged per refait before a marking (20; 004:256).
    pub refait_surcharge: i64,
    /// How the point is valued.
    pub point_scoring: PointScoring,
    /// What a good tierce-major point counts (4; 004:45).
    pub tierce_major_point: i64,
    /// Pic together with repic (A2).
    pub pic_with_repic: PicWithRepic,
    /// Laws XX/XXV grand coup of 170 (004:37).
    pub provincial_grand_coup: bool,
    /// The unit of the counters (informational).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// Retired (see the module's doc): the chouette meets the two in turn.
    #[serde(skip_serializing)]
    rotation: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    target: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    stake: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    lurch: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    lurch_multiplier: Option<IgnoredAny>,
    /// Retired.
    #[serde(skip_serializing)]
    sides: Option<IgnoredAny>,
}

impl Default for ChouetteOptions {
    fn default() -> Self {
        ChouetteOptions {
            manner: Manner::Chouette,
            tours: None,
            chouette: None,
            team_payment: TeamPayment::Each,
            consolation: 20,
            round_threshold: 5,
            refait_surcharge: 20,
            point_scoring: PointScoring::Tens,
            tierce_major_point: 4,
            pic_with_repic: PicWithRepic::Conditional,
            provincial_grand_coup: false,
            unit: None,
            rotation: None,
            target: None,
            stake: None,
            lurch: None,
            lurch_multiplier: None,
            sides: None,
        }
    }
}

/// How the tours of a written partie are paired and paid, with the seats resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pairing {
    /// Piquet à écrire: one of the three manners, players in rotation.
    Rotation {
        /// `ecrit`, `corbillon` or `un-contre-un`.
        manner: Manner,
        /// À tourner or malheureux.
        rotation: Rotation,
    },
    /// Two against two: the sides, each `[first, second]` member.
    Sides {
        /// The two sides.
        sides: [[crate::domain::Seat; 2]; 2],
        /// How a side pays.
        payment: TeamPayment,
    },
    /// La Chouette: the player alone.
    Chouette {
        /// The chouette's seat.
        chouette: crate::domain::Seat,
        /// How the charge is paid.
        payment: TeamPayment,
    },
}

impl Pairing {
    /// The manner, as the score sheet names it.
    pub fn manner(&self) -> Manner {
        match self {
            Pairing::Rotation { manner, .. } => *manner,
            Pairing::Sides { .. } => Manner::DeuxContreDeux,
            Pairing::Chouette { .. } => Manner::Chouette,
        }
    }
}

/// The options of a written partie (the three à écrire games), as the sheet's machinery
/// reads them.
pub trait WrittenOptions:
    PiquetRules + Serialize + serde::de::DeserializeOwned + Default + Clone + std::fmt::Debug
{
    /// The keys earlier versions stored with this game, accepted and ignored.
    const RETIRED: &'static [&'static str];

    /// The reason code of every payment of the game, in the order its rules page lists them.
    const PAYMENTS: &'static [&'static str];

    /// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]).
    const TERMS: &'static [&'static str];

    /// The sheet's parameters (`tours` 0 when not given: the opening refuses it).
    fn sheet(&self) -> SheetRules;

    /// The manner of payment the options name.
    fn manner(&self) -> Manner;

    /// How many may sit at the table.
    fn seats(&self) -> RangeInclusive<usize>;

    /// Every option of the game (§6).
    fn specs() -> Vec<OptionSpec>;

    /// How tours are paired and paid at `table`, seats resolved.
    ///
    /// # Errors
    /// [`DealError`] naming the option that does not fit the table.
    fn pairing(table: &Table<Self>) -> Result<Pairing, DealError>;

    /// Checks the options against the table (§5, §6).
    ///
    /// # Errors
    /// [`DealError::Options`] or [`DealError::Invalid`].
    fn check(table: &Table<Self>) -> Result<(), DealError>;
}

fn sheet_of(
    tours: Option<u32>,
    consolation: i64,
    round_threshold: i64,
    refait_surcharge: i64,
) -> SheetRules {
    SheetRules {
        tours: tours.unwrap_or(0),
        consolation,
        round_threshold,
        refait_surcharge,
    }
}

fn check_seats(n: usize, seats: RangeInclusive<usize>) -> Result<(), DealError> {
    if seats.contains(&n) {
        Ok(())
    } else {
        Err(DealError::invalid(
            "players",
            msg!("piquet-players-manner", count = n),
        ))
    }
}

macro_rules! deal_rules_of {
    ($t:ty) => {
        impl PiquetRules for $t {
            fn deal_rules(&self) -> DealRules {
                DealRules {
                    point_scoring: self.point_scoring,
                    tierce_major_point: self.tierce_major_point,
                    pic_with_repic: self.pic_with_repic,
                    provincial_grand_coup: self.provincial_grand_coup,
                }
            }
        }
    };
}
deal_rules_of!(EcrireOptions);
deal_rules_of!(QuatreOptions);
deal_rules_of!(ChouetteOptions);

impl WrittenOptions for EcrireOptions {
    const PAYMENTS: &'static [&'static str] = &[
        "consolation_marker",
        "consolation_others",
        "corbillon",
        "corbillon_odd_jetons",
        "corbillon_share",
        "marked",
        "settlement",
    ];
    const TERMS: &'static [&'static str] = &[
        "consolation",
        "pic",
        "repic",
        "capot",
        "quatorze",
        "carte-blanche",
        "premier",
        "dernier",
        "tour",
        "corbillon",
        "point",
        "talon",
    ];

    const RETIRED: &'static [&'static str] = &[
        "target",
        "stake",
        "lurch",
        "lurch_multiplier",
        "sides",
        "chouette",
        "team_payment",
    ];

    fn sheet(&self) -> SheetRules {
        sheet_of(
            self.tours,
            self.consolation,
            self.round_threshold,
            self.refait_surcharge,
        )
    }

    fn manner(&self) -> Manner {
        self.manner
    }

    fn seats(&self) -> RangeInclusive<usize> {
        match self.manner {
            Manner::UnContreUn => 2..=2,
            Manner::Corbillon => 3..=5,
            Manner::Ecrit | Manner::DeuxContreDeux | Manner::Chouette => 3..=7,
        }
    }

    fn specs() -> Vec<OptionSpec> {
        let mut specs = vec![OptionSpec::new(
            "manner",
            choice(&[
                ("ecrit", msg!("piquet-choice-manner-ecrit")),
                ("corbillon", msg!("piquet-choice-manner-corbillon")),
                ("un-contre-un", msg!("piquet-choice-manner-un-contre-un")),
            ]),
            "ecrit",
            msg!("piquet-option-manner"),
        )
        .help(msg!("piquet-option-manner-help"))
        .essential()];
        specs.extend(sheet_specs());
        specs.push(
            OptionSpec::new(
                "rotation",
                choice(&[
                    ("tourner", msg!("piquet-choice-rotation-tourner")),
                    ("malheureux", msg!("piquet-choice-rotation-malheureux")),
                ]),
                "tourner",
                msg!("piquet-option-rotation"),
            )
            .help(msg!("piquet-option-rotation-help")),
        );
        specs.extend(deal_rule_specs());
        specs
    }

    fn pairing(table: &Table<Self>) -> Result<Pairing, DealError> {
        match table.options.manner {
            m @ (Manner::Ecrit | Manner::Corbillon | Manner::UnContreUn) => Ok(Pairing::Rotation {
                manner: m,
                rotation: table.options.rotation,
            }),
            m @ (Manner::DeuxContreDeux | Manner::Chouette) => Err(DealError::Options {
                detail: msg!("piquet-option-manner-other-game", manner = m.slug()),
            }),
        }
    }

    fn check(table: &Table<Self>) -> Result<(), DealError> {
        let o = &table.options;
        Self::pairing(table)?;
        o.deal_rules().check()?;
        o.sheet().check(o.tours.is_some())?;
        check_seats(table.len(), o.seats())
    }
}

impl WrittenOptions for QuatreOptions {
    const PAYMENTS: &'static [&'static str] = &["marked", "marked_side"];
    const TERMS: &'static [&'static str] = &[
        "consolation",
        "pic",
        "repic",
        "capot",
        "quatorze",
        "carte-blanche",
        "premier",
        "dernier",
        "tour",
        "point",
        "talon",
    ];

    const RETIRED: &'static [&'static str] = &[
        "rotation",
        "target",
        "stake",
        "lurch",
        "lurch_multiplier",
        "chouette",
    ];

    fn sheet(&self) -> SheetRules {
        sheet_of(
            self.tours,
            self.consolation,
            self.round_threshold,
            self.refait_surcharge,
        )
    }

    fn manner(&self) -> Manner {
        self.manner
    }

    fn seats(&self) -> RangeInclusive<usize> {
        4..=4
    }

    fn specs() -> Vec<OptionSpec> {
        let mut specs = vec![
            OptionSpec::required(
                "sides",
                OptionKind::Count { min: 2, max: 4 },
                msg!("piquet-option-sides"),
            )
            .help(msg!("piquet-option-sides-help")),
            team_payment_spec().essential(),
            OptionSpec::new(
                "manner",
                choice(&[(
                    "deux-contre-deux",
                    msg!("piquet-choice-manner-deux-contre-deux"),
                )]),
                "deux-contre-deux",
                msg!("piquet-option-manner"),
            )
            .help(msg!("piquet-option-manner-team-help")),
        ];
        specs.extend(sheet_specs());
        specs.extend(deal_rule_specs());
        specs
    }

    fn pairing(table: &Table<Self>) -> Result<Pairing, DealError> {
        let o = &table.options;
        if o.manner != Manner::DeuxContreDeux {
            return Err(DealError::Options {
                detail: msg!("piquet-option-manner-other-game", manner = o.manner.slug()),
            });
        }
        let sides = o.sides.as_ref().ok_or_else(|| DealError::Options {
            detail: msg!("piquet-option-sides-required"),
        })?;
        let bad = || DealError::Options {
            detail: msg!("piquet-option-sides-pairs"),
        };
        let seat = |i: usize| crate::domain::Seat::from_index(i).ok_or_else(bad);
        let resolved = match sides {
            Sides::Partner(p) => {
                let p = usize::from(*p);
                if !(2..=4).contains(&p) || table.len() != 4 {
                    return Err(DealError::invalid(
                        "sides",
                        msg!("piquet-option-seat-range", got = p, max = table.len()),
                    ));
                }
                let others: Vec<usize> = (1..4).filter(|i| *i != p - 1).collect();
                [
                    [seat(0)?, seat(p - 1)?],
                    [
                        seat(*others.first().ok_or_else(bad)?)?,
                        seat(*others.get(1).ok_or_else(bad)?)?,
                    ],
                ]
            }
            Sides::Pairs(pairs) => {
                let mut all: Vec<&String> = pairs.iter().flatten().collect();
                all.sort();
                let mut players: Vec<&String> = table.players.iter().collect();
                players.sort();
                if pairs.len() != 2 || pairs.iter().any(|s| s.len() != 2) || all != players {
                    return Err(bad());
                }
                let at = |i: usize, j: usize| -> Result<crate::domain::Seat, DealError> {
                    let name = pairs.get(i).and_then(|s| s.get(j)).ok_or_else(bad)?;
                    table.seat_of("sides", name)
                };
                [[at(0, 0)?, at(0, 1)?], [at(1, 0)?, at(1, 1)?]]
            }
        };
        Ok(Pairing::Sides {
            sides: resolved,
            payment: o.team_payment,
        })
    }

    fn check(table: &Table<Self>) -> Result<(), DealError> {
        let o = &table.options;
        o.deal_rules().check()?;
        o.sheet().check(o.tours.is_some())?;
        check_seats(table.len(), o.seats())?;
        Self::pairing(table).map(|_| ())
    }
}

impl WrittenOptions for ChouetteOptions {
    const PAYMENTS: &'static [&'static str] = &["marked_chouette"];
    const TERMS: &'static [&'static str] = &[
        "consolation",
        "pic",
        "repic",
        "capot",
        "quatorze",
        "carte-blanche",
        "premier",
        "dernier",
        "tour",
        "point",
        "talon",
    ];

    const RETIRED: &'static [&'static str] = &[
        "rotation",
        "target",
        "stake",
        "lurch",
        "lurch_multiplier",
        "sides",
    ];

    fn sheet(&self) -> SheetRules {
        sheet_of(
            self.tours,
            self.consolation,
            self.round_threshold,
            self.refait_surcharge,
        )
    }

    fn manner(&self) -> Manner {
        self.manner
    }

    fn seats(&self) -> RangeInclusive<usize> {
        3..=3
    }

    fn specs() -> Vec<OptionSpec> {
        let mut specs = vec![
            OptionSpec::required(
                "chouette",
                OptionKind::Count { min: 1, max: 3 },
                msg!("piquet-option-chouette"),
            )
            .help(msg!("piquet-option-chouette-help")),
            team_payment_spec(),
            OptionSpec::new(
                "manner",
                choice(&[("chouette", msg!("piquet-choice-manner-chouette"))]),
                "chouette",
                msg!("piquet-option-manner"),
            )
            .help(msg!("piquet-option-manner-team-help")),
        ];
        specs.extend(sheet_specs());
        specs.extend(deal_rule_specs());
        specs
    }

    fn pairing(table: &Table<Self>) -> Result<Pairing, DealError> {
        let o = &table.options;
        if o.manner != Manner::Chouette {
            return Err(DealError::Options {
                detail: msg!("piquet-option-manner-other-game", manner = o.manner.slug()),
            });
        }
        let c = o.chouette.as_ref().ok_or_else(|| DealError::Options {
            detail: msg!("piquet-option-chouette-required"),
        })?;
        Ok(Pairing::Chouette {
            chouette: c.seat(table, "chouette")?,
            payment: o.team_payment,
        })
    }

    fn check(table: &Table<Self>) -> Result<(), DealError> {
        let o = &table.options;
        o.deal_rules().check()?;
        o.sheet().check(o.tours.is_some())?;
        check_seats(table.len(), o.seats())?;
        Self::pairing(table).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Map, Value};

    use super::*;

    /// Every spec key is a key the options write back, and the other way round; the
    /// defaults of the specs parse and are the type's defaults; retired keys are accepted
    /// and dropped; any other key is refused.
    fn keys_match<
        O: Serialize + serde::de::DeserializeOwned + Default + PartialEq + std::fmt::Debug,
    >(
        specs: &[OptionSpec],
        full: Value,
        retired: &[&str],
    ) {
        let parsed: O = serde_json::from_value(full.clone()).expect("full options parse");
        let written = serde_json::to_value(&parsed).expect("written");
        let mut written: Vec<&str> = written
            .as_object()
            .map(|m| m.keys().map(String::as_str).collect())
            .unwrap_or_default();
        written.sort_unstable();
        let mut spec_keys: Vec<&str> = specs.iter().map(|s| s.key).collect();
        spec_keys.sort_unstable();
        assert_eq!(spec_keys, written);

        let defaults: Map<String, Value> = specs
            .iter()
            .filter_map(|s| s.default.clone().map(|d| (s.key.to_owned(), d)))
            .collect();
        let parsed: O = serde_json::from_value(Value::Object(defaults)).expect("defaults parse");
        assert_eq!(parsed, O::default());

        for key in retired {
            assert!(!spec_keys.contains(key), "{key}");
            let mut with = full.clone();
            with[*key] = json!("anything");
            let parsed: O = serde_json::from_value(with).expect("a retired key is accepted");
            let back = serde_json::to_value(&parsed).expect("written");
            assert!(back.get(*key).is_none(), "{key} is not written back");
        }
        let mut with = full;
        with["nope"] = json!(1);
        assert!(serde_json::from_value::<O>(with).is_err());
        for s in specs {
            assert_ne!(s.label.id, "text", "{}", s.key);
            assert!(s.help.is_some(), "{} has help", s.key);
        }
    }

    fn rules() -> Value {
        json!({"point_scoring": "cards", "tierce_major_point": 3, "pic_with_repic": "exclusive",
               "provincial_grand_coup": true, "unit": "counters"})
    }

    fn with(base: Value, more: Value) -> Value {
        let mut out = base;
        for (k, v) in more.as_object().into_iter().flatten() {
            out[k] = v.clone();
        }
        out
    }

    #[test]
    fn ordinary_piquet_describes_every_key() {
        let specs = CentOptions::specs();
        keys_match::<CentOptions>(
            &specs,
            with(
                rules(),
                json!({"stake": 5, "target": 50, "lurch": false, "lurch_multiplier": 3}),
            ),
            CentOptions::RETIRED,
        );
        let stake = specs.iter().find(|s| s.key == "stake").expect("stake");
        assert!(stake.default.is_none() && stake.essential);
        assert!(matches!(stake.kind, OptionKind::Count { min: 1, .. }));
    }

    #[test]
    fn the_written_games_describe_every_key() {
        let sheet =
            json!({"tours": 4, "consolation": 10, "round_threshold": 1, "refait_surcharge": 0});
        keys_match::<EcrireOptions>(
            &EcrireOptions::specs(),
            with(
                with(rules(), sheet.clone()),
                json!({"manner": "corbillon", "rotation": "malheureux"}),
            ),
            EcrireOptions::RETIRED,
        );
        keys_match::<QuatreOptions>(
            &QuatreOptions::specs(),
            with(
                with(rules(), sheet.clone()),
                json!({"manner": "deux-contre-deux", "sides": 3, "team_payment": "split"}),
            ),
            QuatreOptions::RETIRED,
        );
        keys_match::<ChouetteOptions>(
            &ChouetteOptions::specs(),
            with(
                with(rules(), sheet),
                json!({"manner": "chouette", "chouette": "A", "team_payment": "split"}),
            ),
            ChouetteOptions::RETIRED,
        );
        for specs in [
            EcrireOptions::specs(),
            QuatreOptions::specs(),
            ChouetteOptions::specs(),
        ] {
            let tours = specs.iter().find(|s| s.key == "tours").expect("tours");
            assert!(tours.default.is_none() && tours.essential);
        }
    }

    #[test]
    fn sides_and_the_chouette_may_be_named_by_seat() {
        let players = |n: usize| (0..n).map(|i| format!("P{i}")).collect::<Vec<_>>();
        let table = Table {
            game: crate::games::GameId::PiquetQuatre,
            options: serde_json::from_value::<QuatreOptions>(json!({"tours": 2, "sides": 3}))
                .expect("options"),
            players: players(4),
        };
        let s = crate::domain::Seat::new;
        assert_eq!(
            QuatreOptions::pairing(&table).ok(),
            Some(Pairing::Sides {
                sides: [[s(0), s(2)], [s(1), s(3)]],
                payment: TeamPayment::Each
            })
        );
        let table = Table {
            game: crate::games::GameId::PiquetChouette,
            options: serde_json::from_value::<ChouetteOptions>(json!({"tours": 2, "chouette": 2}))
                .expect("options"),
            players: players(3),
        };
        assert_eq!(
            ChouetteOptions::pairing(&table).ok(),
            Some(Pairing::Chouette {
                chouette: s(1),
                payment: TeamPayment::Each
            })
        );
    }
}
