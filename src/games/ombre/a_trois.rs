//! L'Hombre à trois (`ombre`) and à deux (`ombre-deux`): spec sections 1 and 2
//! (000:7874-10848, 11134-11165; 001:5660-8475, 8830-8850).
//!
//! Each deal: the highest waiting beast goes on the game if none is going, every player
//! marks his stake, then the Ombre wins the pool, or is beasted by remise or codille, or
//! makes or misses the vole; sans-prendre, matadors, consolation and hazards are paid by or
//! to each of the others; penalty beasts are made; the next stake is fixed (spec 1.5).
//! At two the same machinery runs with one opponent (spec 2, "by analogy").

use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::beasts::{self, Beast};
use super::fields::{self, MAX_PENALTY_BEASTS};
use super::hazards::{self, Hazard};
use super::outcome::{check_matadors, strict_most};
use super::purse::{count, mul, Purse, PENDING_KEY, POOL_KEY};
use super::status::{self, pool_and_beasts};
use super::{check_amounts, tricks_by_seat, tricks_of, tricks_total, State, MAX_AMOUNT};
use crate::domain::{PotKey, Seat};
use crate::games::hombre::Result3;
use crate::games::{
    DealError, EventForm, Faults, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec,
    Outcome, ReportKind, Status, Table, TableItem,
};

/// What tells the Ombre by three from the Ombre by two (spec 2): the players, the tricks of
/// a deal, whether the hazards may be agreed. Everything else is the same machinery.
pub trait Manner: 'static {
    /// The game id.
    const GAME: GameId;
    /// Players at the table.
    const PLAYERS: usize;
    /// Tricks in a deal: nine at three, eight at two (000:11134-11165).
    const TRICKS: u32;
    /// Whether the hazards may be agreed ("of Ombre by three only", 001:8899-8900).
    const HAZARDS: bool;
    /// The reason code of every payment of the game, in the order its rules page lists them.
    const PAYMENTS: &'static [&'static str];
    /// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]).
    const TERMS: &'static [&'static str];
}

/// L'Hombre à trois (spec 1).
#[derive(Debug)]
pub enum Trois {}

/// L'Hombre à deux (spec 2): a red suit out, eight tricks, no hazards.
#[derive(Debug)]
pub enum Deux {}

impl Manner for Trois {
    const GAME: GameId = GameId::Ombre;
    const PLAYERS: usize = 3;
    const TRICKS: u32 = 9;
    const HAZARDS: bool = true;
    const PAYMENTS: &'static [&'static str] = &[
        "abandon_beast",
        "abandon_divides",
        "beast_goes",
        "beasts_on_game",
        "bon_air",
        "codille",
        "codille_beast",
        "consolation",
        "contre_missed",
        "degout",
        "discorde",
        "draws_pool",
        "estrapade",
        "matadors",
        "penalty_beast",
        "remise_beast",
        "sans_prendre",
        "stake",
        "triomphante",
        "vole",
        "vole_draws_beasts",
        "vole_missed",
        "leftover_share",
        "parfait_contentement",
        "guinguette",
        "mirliro",
        "fanatique",
        "charivari",
        "partie_quarree",
        "yeux_grand_mere",
        "chicoree",
    ];
    const TERMS: &'static [&'static str] = &[
        "ombre",
        "codille",
        "remise",
        "bete",
        "matadors",
        "spadille",
        "manille",
        "baste",
        "ponte",
        "sans-prendre",
        "vole",
        "contre",
        "consolation",
        "fiche",
        "jeton",
        "talon",
    ];
}

impl Manner for Deux {
    const GAME: GameId = GameId::OmbreDeux;
    const PLAYERS: usize = 2;
    const TRICKS: u32 = 8;
    const HAZARDS: bool = false;
    const PAYMENTS: &'static [&'static str] = &[
        "abandon_divides",
        "beast_goes",
        "codille",
        "codille_beast",
        "draws_pool",
        "matadors",
        "penalty_beast",
        "remise_beast",
        "sans_prendre",
        "stake",
        "vole",
        "vole_missed",
        "leftover_share",
        "abandon_beast",
        "vole_draws_beasts",
        "beasts_on_game",
        "consolation",
        "contre_missed",
    ];
    const TERMS: &'static [&'static str] = &[
        "ombre",
        "codille",
        "remise",
        "bete",
        "matadors",
        "spadille",
        "manille",
        "baste",
        "ponte",
        "sans-prendre",
        "vole",
        "consolation",
        "fiche",
        "jeton",
        "talon",
    ];
}

/// The engine of the Ombre by three or by two, after its [`Manner`].
#[derive(Debug)]
pub struct Hombre<M>(PhantomData<M>);

/// L'Hombre à trois (`ombre`).
pub type OmbreTrois = Hombre<Trois>;

/// L'Hombre à deux (`ombre-deux`).
pub type OmbreDeux = Hombre<Deux>;

/// How the vole is paid (spec 1.4.7).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VoleMode {
    /// "À tout tirer": the Ombre draws the beasts on the game, or doubles (law LXI-LXIII).
    #[default]
    Double,
    /// A fixed `vole_value` from each other player (à la Bavaroise 2 fiches, law LXIV).
    Fixed,
}

/// What becomes of the pool and the waiting beasts when the partie ends (spec 1.4.10, 8.13).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LeftoverPolicy {
    /// They stay on the table (the book says nothing).
    #[default]
    Keep,
    /// They are divided equally among the players, the odd jetons staying in the pool.
    SplitEqual,
}

/// The red suit taken out at Ombre by two (a label; no effect on payments).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RemovedSuit {
    /// Hearts removed.
    Hearts,
    /// Diamonds removed.
    Diamonds,
}

/// The options of the Ombre by three and by two (spec 1.6), with the book's defaults:
/// *trois et deux*, each marker worth 3 jetons, sans-prendre and matadors paid double.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HombreOptions {
    /// Free-text label of the unit (ignored).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// Free-text label of the marking ("trois et deux"...; ignored, the numbers rule).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub marking: Option<String>,
    /// Jetons one marker stands for (3; 1 à la Bavaroise).
    pub marker_value: i64,
    /// Markers each player puts on a fresh game (3; 2 in "deux et un").
    pub initial_markers: i64,
    /// Markers after a pass, a remise, or a draw with beasts waiting (2; 1 in "trois et un").
    pub pass_markers: i64,
    /// The sans-prendre, from or to each other player (12 double; 6 single; 4 Bavaroise).
    pub sans_prendre: i64,
    /// Per matador, from or to each other player (2 double; 1 single).
    pub matador: i64,
    /// The consolation (0; 3 à la Bavaroise).
    pub consolation: i64,
    /// How the vole is paid.
    pub vole_mode: VoleMode,
    /// Jetons per other player for the vole in `fixed` mode (Bavaroise 20).
    pub vole_value: i64,
    /// Jetons in a fiche, the unit of the hazards (20; 10 à la Bavaroise).
    pub fiche: i64,
    /// The hazards agreed (none at two).
    pub hazards: Vec<Hazard>,
    /// The announced vole (le Contre) allowed (law LXXII).
    pub contre: bool,
    /// Espadille forcé: nobody may pass out (000:10248-10297).
    pub forced_spadille: bool,
    /// What happens to what is left on the table at the end.
    pub leftover_policy: LeftoverPolicy,
    /// Ombre by two: the red suit taken out (a label).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub removed_suit: Option<RemovedSuit>,
}

impl Default for HombreOptions {
    fn default() -> Self {
        HombreOptions {
            unit: None,
            marking: None,
            marker_value: 3,
            initial_markers: 3,
            pass_markers: 2,
            sans_prendre: 12,
            matador: 2,
            consolation: 0,
            vole_mode: VoleMode::Double,
            vole_value: 0,
            fiche: 20,
            hazards: Vec::new(),
            contre: false,
            forced_spadille: false,
            leftover_policy: LeftoverPolicy::Keep,
            removed_suit: None,
        }
    }
}

impl HombreOptions {
    /// Checks the options; `hazards_allowed` is false at two (spec 1.6, 2).
    ///
    /// # Errors
    /// [`DealError::Options`] naming the option at fault.
    pub fn check(&self, hazards_allowed: bool) -> Result<(), DealError> {
        let bad = |detail: Msg| Err(DealError::Options { detail });
        check_amounts(&[
            ("marker_value", self.marker_value, 1),
            ("initial_markers", self.initial_markers, 0),
            ("pass_markers", self.pass_markers, 0),
            ("sans_prendre", self.sans_prendre, 0),
            ("matador", self.matador, 0),
            ("consolation", self.consolation, 0),
            ("vole_value", self.vole_value, 0),
            ("fiche", self.fiche, 0),
        ])?;
        if !hazards_allowed && !self.hazards.is_empty() {
            return bad(crate::msg!("ombre-deux-no-hazards"));
        }
        if hazards_allowed && self.removed_suit.is_some() {
            return bad(crate::msg!("ombre-removed-suit-at-two-only"));
        }
        Ok(())
    }

    fn enabled(&self, h: Hazard) -> bool {
        self.hazards.contains(&h)
    }
}

/// Whether the deal was played or passed out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealKind {
    /// Everybody passed: the deal is void and re-marked (000:8439-8441).
    Pass,
    /// Someone stood the game.
    Played,
}

/// How the Ombre plays (000:8672-8730).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Contract {
    /// Taking in from the talon.
    Prendre,
    /// Without discarding; paid by each other player.
    SansPrendre,
}

/// The Ombre gave up before the end (spec 1.4.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Abandon {
    /// "Je la remets": one beast, the others divide the pool (000:8944-8948).
    GaveUp,
    /// He showed his hand and quit: two beasts (000:8905-8915).
    ShowedAndQuit,
}

/// A right not claimed before the next cut (laws LV-LVIII).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Forfeit {
    /// The sans-prendre jetons are dropped.
    SansPrendre,
    /// The matadors' jetons are dropped.
    Matadors,
}

/// A fault that makes beasts (spec 1.4.8): `count` beasts of the pool, shared half and half
/// when two players are at fault.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// One player, or two who share each beast (the first named pays the odd jeton).
    pub offenders: Vec<String>,
    /// The fault, in words.
    #[serde(default)]
    pub reason: String,
    /// How many beasts.
    #[serde(default = "one")]
    pub count: u32,
}

fn one() -> u32 {
    1
}

/// One deal as the keeper enters it (spec 1.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HombreDeal {
    /// Played or passed out.
    #[serde(rename = "type")]
    pub kind: DealKind,
    /// Who stood the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ombre: Option<String>,
    /// Taking in or sans-prendre.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<Contract>,
    /// Tricks per player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tricks: Option<BTreeMap<String, u32>>,
    /// True matadors in the Ombre's hand (0 if fewer than three).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matadors: Option<u32>,
    /// He won the first five tricks and led to the sixth (law LXV).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vole_undertaken: Option<bool>,
    /// Le Contre: the vole declared with the sans-prendre.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vole_announced: Option<bool>,
    /// The hand hazards he qualifies for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hazards: Option<Vec<Hazard>>,
    /// Beasts for faults.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub penalties: Option<Vec<Penalty>>,
    /// Keep this deal's beasts apart instead of going together.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub separate_beasts: Option<bool>,
    /// The Ombre conceded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abandon: Option<Abandon>,
    /// The last deal of the partie.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_deal: Option<bool>,
    /// Rights not claimed in time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeited: Option<Vec<Forfeit>>,
}

/// A played deal, checked.
#[derive(Debug)]
struct Play {
    ombre: Seat,
    sans_prendre: bool,
    tricks: Vec<(Seat, u32)>,
    matadors: u32,
    vole_undertaken: bool,
    vole_announced: bool,
    hazards: Vec<Hazard>,
    abandon: Option<Abandon>,
    forfeited: Vec<Forfeit>,
}

/// Tricks in a deal: nine at three, eight at two (000:11134-11165; [`Manner::TRICKS`]).
fn tricks_in_deal(players: usize) -> u32 {
    if players == Deux::PLAYERS {
        Deux::TRICKS
    } else {
        Trois::TRICKS
    }
}

/// A penalty entry, checked: the offender, the second offender sharing each beast, and
/// how many beasts.
type Fault = (Seat, Option<Seat>, u32);

/// The penalty beasts entered on a deal, checked.
fn check_penalties(
    table: &Table<HombreOptions>,
    penalties: &[Penalty],
) -> Result<Vec<Fault>, DealError> {
    let mut out = Vec::new();
    for p in penalties {
        let seats = p
            .offenders
            .iter()
            .map(|name| table.seat_of("penalties.offenders", name))
            .collect::<Result<Vec<_>, _>>()?;
        let (first, second) = match seats.as_slice() {
            [a] => (*a, None),
            [a, b] if a != b => (*a, Some(*b)),
            _ => {
                return Err(DealError::invalid(
                    "penalties",
                    crate::msg!(
                        "ombre-penalty-offenders",
                        offenders = p.offenders.join(", "),
                        count = p.offenders.len()
                    ),
                ))
            }
        };
        if !(1..=MAX_PENALTY_BEASTS).contains(&p.count) {
            return Err(DealError::invalid(
                "penalties",
                crate::msg!(
                    "ombre-penalty-count",
                    count = p.count,
                    max = MAX_PENALTY_BEASTS
                ),
            ));
        }
        out.push((first, second, p.count));
    }
    Ok(out)
}

/// A played deal's facts, checked: every independent fault (a check resting on a fact at
/// fault is skipped), the first as a check stopping at the first would say it.
fn check_play(table: &Table<HombreOptions>, deal: &HombreDeal) -> Result<Play, DealError> {
    let opts = &table.options;
    let mut faults = Faults::new();
    let ombre = match deal.ombre.as_deref() {
        Some(name) => faults.take(table.seat_of("ombre", name)),
        None => {
            faults.push(DealError::missing(
                "ombre",
                crate::msg!("ombre-for-a-played-deal"),
            ));
            None
        }
    };
    let contract = deal.contract;
    if contract.is_none() {
        faults.push(DealError::missing(
            "contract",
            crate::msg!("ombre-for-a-played-deal"),
        ));
    }
    let tricks = match deal.tricks.as_ref() {
        Some(entered) => faults.take(tricks_by_seat(table, entered)),
        None => {
            faults.push(DealError::missing(
                "tricks",
                crate::msg!("ombre-for-a-played-deal"),
            ));
            None
        }
    };
    let deal_tricks = tricks_in_deal(table.len());
    let tricks = tricks.filter(|tricks| {
        let total = tricks_total(tricks);
        let fault = if deal.abandon.is_some() {
            (total > deal_tricks).then(|| {
                DealError::invalid(
                    "tricks",
                    crate::msg!("ombre-tricks-too-many", got = total, max = deal_tricks),
                )
            })
        } else {
            (total != deal_tricks).then_some(DealError::TricksDoNotAddUp {
                expected: deal_tricks,
                got: total,
            })
        };
        fault.map(|f| faults.push(f)).is_none()
    });
    let matadors = deal.matadors.unwrap_or(0);
    let matadors_ok = faults.take(check_matadors(matadors, deal_tricks)).is_some();
    let vole_undertaken = deal.vole_undertaken.unwrap_or(false);
    if let (true, Some(ombre), Some(tricks)) = (vole_undertaken, ombre, &tricks) {
        let mine = tricks_of(tricks, ombre);
        if mine < 5 {
            faults.push(DealError::invalid(
                "vole_undertaken",
                crate::msg!("ombre-vole-undertaken-too-early", tricks = mine),
            ));
        }
    }
    if vole_undertaken && deal.abandon.is_some() {
        faults.push(DealError::invalid(
            "vole_undertaken",
            crate::msg!("ombre-vole-undertaken-abandon"),
        ));
    }
    let sans_prendre = contract == Some(Contract::SansPrendre);
    let vole_announced = deal.vole_announced.unwrap_or(false);
    if vole_announced && !opts.contre {
        faults.push(DealError::invalid(
            "vole_announced",
            crate::msg!("ombre-contre-not-agreed"),
        ));
    } else if vole_announced && contract.is_some() && !sans_prendre {
        faults.push(DealError::invalid(
            "vole_announced",
            crate::msg!("ombre-contre-sans-prendre-only"),
        ));
    }
    let named = deal.hazards.clone().unwrap_or_default();
    if contract.is_some() && matadors_ok {
        faults.check(hazards::check_named(&named, sans_prendre, matadors));
    }
    let (Some(ombre), Some(_), Some(tricks)) = (ombre, contract, tricks) else {
        return Err(faults.fail());
    };
    faults.finish(Play {
        ombre,
        sans_prendre,
        tricks,
        matadors,
        vole_undertaken,
        vole_announced,
        hazards: named,
        abandon: deal.abandon,
        forfeited: deal.forfeited.clone().unwrap_or_default(),
    })
}

/// A pass's facts, checked: each fact of a play it carries is a fault.
fn check_pass(opts: &HombreOptions, deal: &HombreDeal) -> Result<(), DealError> {
    // The played deal's fields may appear with their empty defaults (0, false, [], null);
    // anything more describes a play that did not happen.
    let extra = [
        ("ombre", deal.ombre.is_some()),
        ("contract", deal.contract.is_some()),
        ("tricks", deal.tricks.is_some()),
        ("matadors", deal.matadors.is_some_and(|m| m > 0)),
        ("vole_undertaken", deal.vole_undertaken == Some(true)),
        ("vole_announced", deal.vole_announced == Some(true)),
        (
            "hazards",
            deal.hazards.as_ref().is_some_and(|h| !h.is_empty()),
        ),
        ("abandon", deal.abandon.is_some()),
        (
            "forfeited",
            deal.forfeited.as_ref().is_some_and(|f| !f.is_empty()),
        ),
    ];
    let mut faults = Faults::new();
    for (field, _) in extra.iter().filter(|(_, given)| *given) {
        faults.push(DealError::invalid(
            *field,
            crate::msg!("ombre-pass-carries-only"),
        ));
    }
    if opts.forced_spadille && deal.penalties.as_ref().is_none_or(Vec::is_empty) {
        faults.push(DealError::invalid(
            "type",
            crate::msg!("ombre-pass-forced-spadille"),
        ));
    }
    faults.into_result()
}

/// How the deal went, after the vole and the abandon are taken into account (spec 1.5,
/// "outcome precedence").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    Win,
    VoleMade,
    VoleMissed,
    /// Le Contre missed while the game was won (law LXXIII).
    AnnouncedMissed,
    Remise,
    Codille(Option<Seat>),
    Abandon(Abandon),
}

/// What the stake of the next deal depends on (spec 1.4.1, law LI).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum After {
    /// The pool stays (pass, remise, announced vole missed with the game won).
    Stays,
    /// The Ombre drew the pool.
    Drawn,
    /// The defenders drew or divided it (codille, missed vole à tout tirer, abandon).
    Divided,
}

fn result_of(play: &Play, deal_tricks: u32) -> Ending {
    if let Some(a) = play.abandon {
        return Ending::Abandon(a);
    }
    let mine = tricks_of(&play.tricks, play.ombre);
    if mine == deal_tricks {
        return Ending::VoleMade;
    }
    match strict_most(play.ombre, &play.tricks) {
        (Result3::Win, _) if play.vole_announced => Ending::AnnouncedMissed,
        (Result3::Win, _) if play.vole_undertaken => Ending::VoleMissed,
        (Result3::Win, _) => Ending::Win,
        (Result3::Remise, _) => Ending::Remise,
        (Result3::Codille, w) => Ending::Codille(w),
    }
}

/// The side payments each other player owes the winning Ombre, or the losing Ombre owes
/// each of them (spec 1.4.4, 1.4.9): (reason, jetons).
fn side_payments(
    opts: &HombreOptions,
    play: &Play,
    result: Ending,
    last_deal: bool,
) -> Result<Vec<(&'static str, i64)>, DealError> {
    let mut out = Vec::new();
    let vole_made = result == Ending::VoleMade;
    let fiche = |h: Hazard| {
        mul(
            opts.fiche,
            hazards::fiches(h, play.sans_prendre, play.matadors, vole_made),
        )
    };
    if opts.enabled(Hazard::Consolation) {
        out.push((Hazard::Consolation.id(), fiche(Hazard::Consolation)?));
    } else {
        out.push(("consolation", opts.consolation));
    }
    if play.sans_prendre && !play.forfeited.contains(&Forfeit::SansPrendre) {
        out.push(("sans_prendre", opts.sans_prendre));
    }
    if play.matadors >= 3 && !play.forfeited.contains(&Forfeit::Matadors) {
        out.push(("matadors", mul(opts.matador, i64::from(play.matadors))?));
    }
    for &h in &play.hazards {
        if opts.enabled(h) {
            out.push((h.id(), fiche(h)?));
        }
    }
    let lost = matches!(
        result,
        Ending::Remise | Ending::Codille(_) | Ending::Abandon(_)
    );
    if opts.enabled(Hazard::Estrapade) && play.sans_prendre && lost {
        out.push((Hazard::Estrapade.id(), fiche(Hazard::Estrapade)?));
    }
    if opts.enabled(Hazard::Degout) && last_deal {
        out.push((Hazard::Degout.id(), fiche(Hazard::Degout)?));
    }
    Ok(out)
}

/// Scores one deal of the Ombre by three or by two (spec 1.5).
///
/// # Errors
/// A [`DealError`] naming the fact at fault.
pub(crate) fn settle(
    table: &Table<HombreOptions>,
    state: &State,
    deal: &HombreDeal,
) -> Result<Outcome<State>, DealError> {
    let opts = &table.options;
    // Every fault of the deal at once: its play (or pass), then its penalties.
    let mut faults = Faults::new();
    let play = faults.take(match deal.kind {
        DealKind::Pass => check_pass(opts, deal).map(|()| None),
        DealKind::Played => check_play(table, deal).map(Some),
    });
    let penalties = faults.take(check_penalties(
        table,
        deal.penalties.as_deref().unwrap_or_default(),
    ));
    let (Some(play), Some(penalties)) = (play, penalties) else {
        return Err(faults.fail());
    };
    let last_deal = deal.last_deal.unwrap_or(false);

    let mut purse = Purse::new(state);
    purse.state.deals = purse.state.deals.saturating_add(1);
    // 1.4.1: the highest waiting beast goes, then every player marks.
    beasts::bring_on(&mut purse)?;
    let stake = mul(state.next_markers, opts.marker_value)?;
    for seat in table.seats() {
        purse.put_in_pool(seat, stake, "stake")?;
    }
    let pool = purse.state.pool;
    let beasts_on_game = purse.state.beasts.separate_on_game();

    let mut made: Vec<Beast> = Vec::new();
    let after = match play {
        None => After::Stays,
        Some(play) => play_out(
            table,
            &mut purse,
            &play,
            pool,
            beasts_on_game,
            last_deal,
            &mut made,
        )?,
    };
    for (first, second, n) in penalties {
        for _ in 0..n {
            made.push(match second {
                Some(b) => Beast::shared(first, b, pool, "penalty_beast"),
                None => Beast::by(first, pool, "penalty_beast"),
            });
        }
    }
    beasts::make(&mut purse, &made, deal.separate_beasts.unwrap_or(false))?;

    purse.state.next_markers = match after {
        After::Stays => opts.pass_markers,
        After::Drawn if !purse.state.beasts.pending.is_empty() => opts.pass_markers,
        After::Drawn | After::Divided => opts.initial_markers,
    };
    if after != After::Stays {
        purse.state.beasts.drawn();
    }
    if last_deal && opts.leftover_policy == LeftoverPolicy::SplitEqual {
        split_leftovers(table, &mut purse)?;
    }
    Ok(Outcome {
        transfers: purse.transfers,
        next: purse.state,
    })
}

/// The payments of a played deal; pushes the Ombre's beasts onto `made`.
fn play_out(
    table: &Table<HombreOptions>,
    purse: &mut Purse,
    play: &Play,
    pool: i64,
    beasts_on_game: usize,
    last_deal: bool,
    made: &mut Vec<Beast>,
) -> Result<After, DealError> {
    let opts = &table.options;
    let ombre = play.ombre;
    let defenders: Vec<Seat> = table.seats().filter(|&s| s != ombre).collect();
    let d = count(defenders.len())?.max(1);
    let result = result_of(play, tricks_in_deal(table.len()));
    let side = side_payments(opts, play, result, last_deal)?;
    // What each defender gets when an announced vole is not made (law LXXIII), or pays
    // for a vole made in double mode (half the pool each, rounded up: spec 8.5).
    let vole_each = match opts.vole_mode {
        VoleMode::Double => pool.div_euclid(d) + i64::from(pool.rem_euclid(d) != 0),
        VoleMode::Fixed => opts.vole_value,
    };
    // The side payments between the Ombre and each defender: to him when he is paid,
    // from him otherwise.
    let settle_side = |purse: &mut Purse, to_ombre: bool| -> Result<(), DealError> {
        for &(reason, amount) in &side {
            for &p in &defenders {
                let (from, to) = if to_ombre { (p, ombre) } else { (ombre, p) };
                purse.between(from, to, amount, reason)?;
            }
        }
        Ok(())
    };
    let pay_contre = |purse: &mut Purse| -> Result<(), DealError> {
        if play.vole_announced {
            for &p in &defenders {
                purse.between(ombre, p, vole_each, "contre_missed")?;
            }
        }
        Ok(())
    };
    let after = match result {
        Ending::Win => {
            purse.draw(ombre, pool, "draws_pool")?;
            settle_side(purse, true)?;
            purse.state.tours = purse.state.tours.saturating_add(1);
            After::Drawn
        }
        Ending::VoleMade => {
            purse.draw(ombre, pool, "draws_pool")?;
            match opts.vole_mode {
                VoleMode::Double if beasts_on_game > 1 => beasts::draw_all(purse, ombre)?,
                _ => {
                    for &p in &defenders {
                        purse.between(p, ombre, vole_each, "vole")?;
                    }
                }
            }
            settle_side(purse, true)?;
            After::Drawn
        }
        Ending::VoleMissed => {
            purse.state.tours = purse.state.tours.saturating_add(1);
            match opts.vole_mode {
                VoleMode::Double => {
                    beasts::all_on_game(purse)?;
                    let share = purse.state.pool.div_euclid(d);
                    for &p in &defenders {
                        purse.draw(p, share, "vole_missed")?;
                    }
                    settle_side(purse, true)?;
                    After::Divided
                }
                VoleMode::Fixed => {
                    purse.draw(ombre, pool, "draws_pool")?;
                    for &p in &defenders {
                        purse.between(ombre, p, opts.vole_value, "vole_missed")?;
                    }
                    settle_side(purse, true)?;
                    After::Drawn
                }
            }
        }
        Ending::AnnouncedMissed => {
            pay_contre(purse)?;
            After::Stays
        }
        Ending::Remise => {
            pay_contre(purse)?;
            settle_side(purse, false)?;
            made.push(Beast::by(ombre, pool, "remise_beast"));
            After::Stays
        }
        Ending::Codille(winner) => {
            pay_contre(purse)?;
            settle_side(purse, false)?;
            if let Some(w) = winner {
                purse.draw(w, pool, "codille")?;
            }
            made.push(Beast::by(ombre, pool, "codille_beast"));
            After::Divided
        }
        Ending::Abandon(kind) => {
            pay_contre(purse)?;
            settle_side(purse, false)?;
            let share = pool.div_euclid(d);
            for &p in &defenders {
                purse.draw(p, share, "abandon_divides")?;
            }
            made.push(Beast::by(ombre, pool, "abandon_beast"));
            if kind == Abandon::ShowedAndQuit {
                made.push(Beast::by(ombre, pool, "abandon_beast"));
            }
            After::Divided
        }
    };
    Ok(after)
}

/// `leftover_policy` `"split_equal"`: the pool and every waiting beast are divided equally
/// among the players; the odd jetons stay in the pool (spec 1.4.10).
///
/// # Errors
/// [`DealError::Overflow`].
pub(crate) fn split_leftovers(
    table: &Table<HombreOptions>,
    purse: &mut Purse,
) -> Result<(), DealError> {
    beasts::all_on_game(purse)?;
    purse.state.beasts.drawn();
    let share = purse.state.pool.div_euclid(count(table.len())?.max(1));
    for seat in table.seats() {
        purse.draw(seat, share, "leftover_share")?;
    }
    Ok(())
}

/// The end of the partie at the table: `split_equal` divides what is left; `keep` leaves
/// it (the book is silent, spec 8.13).
///
/// # Errors
/// [`DealError::Overflow`].
pub(crate) fn close(
    table: &Table<HombreOptions>,
    state: &State,
) -> Result<Outcome<State>, DealError> {
    let mut purse = Purse::new(state);
    if table.options.leftover_policy == LeftoverPolicy::SplitEqual {
        split_leftovers(table, &mut purse)?;
    }
    Ok(Outcome {
        transfers: purse.transfers,
        next: purse.state,
    })
}

impl<M: Manner> Game for Hombre<M> {
    type Options = HombreOptions;
    type Deal = HombreDeal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        M::PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        M::TERMS
    }

    fn seats(_game: GameId, _options: &HombreOptions) -> RangeInclusive<usize> {
        M::PLAYERS..=M::PLAYERS
    }

    /// The book's preferred options (spec 1.6): *trois et deux*, markers of 3 jetons,
    /// sans-prendre and matadors double.
    fn default_options(_game: GameId) -> HombreOptions {
        HombreOptions::default()
    }

    fn pots(_game: GameId, _options: &HombreOptions) -> Vec<PotKey> {
        vec![PotKey::new(POOL_KEY), PotKey::new(PENDING_KEY)]
    }

    /// Checks the options; the first deal is marked with `initial_markers` (spec 1.3). The
    /// spec has no counters carried in, so nothing is transferred.
    fn open(table: &Table<HombreOptions>) -> Result<Outcome<State>, DealError> {
        table.options.check(M::HAZARDS)?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State {
                next_markers: table.options.initial_markers,
                ..State::default()
            },
        })
    }

    fn settle(
        table: &Table<HombreOptions>,
        state: &State,
        deal: &HombreDeal,
    ) -> Result<Outcome<State>, DealError> {
        table.options.check(M::HAZARDS)?;
        settle(table, state, deal)
    }

    /// `leftover_policy` (spec 1.4.10): `split_equal` divides the pool and the waiting
    /// beasts, `keep` leaves them.
    fn close(table: &Table<HombreOptions>, state: &State) -> Result<Outcome<State>, DealError> {
        close(table, state)
    }

    fn status(table: &Table<HombreOptions>, state: &State) -> Status {
        status::status(table.len(), state, on_table(table, state))
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        option_specs(M::HAZARDS)
    }

    fn form(table: &Table<HombreOptions>, _state: &State) -> Vec<Field> {
        form(&table.options, M::TRICKS)
    }

    fn events(table: &Table<HombreOptions>, _state: &State) -> Vec<EventForm> {
        vec![pass_event(&table.options)]
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::Counters
    }
}

/// A whole number of jetons or markers from `min` (the range [`check_amounts`] allows).
fn amount(min: i64) -> OptionKind {
    OptionKind::Count {
        min,
        max: MAX_AMOUNT,
    }
}

/// `(value, label)` pairs of a choice.
fn choices(pairs: &[(&str, Msg)]) -> Vec<(String, Msg)> {
    pairs
        .iter()
        .map(|(v, l)| ((*v).to_owned(), l.clone()))
        .collect()
}

/// Every option of the Ombre by three (`hazards_allowed`) or by two (spec 1.6, 2).
pub(crate) fn option_specs(hazards_allowed: bool) -> Vec<OptionSpec> {
    let d = HombreOptions::default();
    let mut specs = vec![
        OptionSpec::optional(
            "marking",
            OptionKind::Choice {
                choices: choices(&[
                    ("trois et deux", crate::msg!("ombre-marking-trois-et-deux")),
                    ("trois et un", crate::msg!("ombre-marking-trois-et-un")),
                    ("deux et un", crate::msg!("ombre-marking-deux-et-un")),
                    ("a la Bavaroise", crate::msg!("ombre-marking-bavaroise")),
                ]),
            },
            crate::msg!("ombre-opt-marking"),
        )
        .help(crate::msg!("ombre-opt-marking-help"))
        .essential(),
        OptionSpec::new(
            "marker_value",
            amount(1),
            d.marker_value,
            crate::msg!("ombre-opt-marker-value"),
        )
        .help(crate::msg!("ombre-opt-marker-value-help"))
        .essential(),
        OptionSpec::new(
            "initial_markers",
            amount(0),
            d.initial_markers,
            crate::msg!("ombre-opt-initial-markers"),
        )
        .help(crate::msg!("ombre-opt-initial-markers-help"))
        .essential(),
        OptionSpec::new(
            "pass_markers",
            amount(0),
            d.pass_markers,
            crate::msg!("ombre-opt-pass-markers"),
        )
        .help(crate::msg!("ombre-opt-pass-markers-help"))
        .essential(),
        OptionSpec::new(
            "sans_prendre",
            amount(0),
            d.sans_prendre,
            crate::msg!("ombre-opt-sans-prendre"),
        )
        .help(crate::msg!("ombre-opt-sans-prendre-help"))
        .essential(),
        OptionSpec::new(
            "matador",
            amount(0),
            d.matador,
            crate::msg!("ombre-opt-matador"),
        )
        .help(crate::msg!("ombre-opt-matador-help"))
        .essential(),
        OptionSpec::new(
            "consolation",
            amount(0),
            d.consolation,
            crate::msg!("ombre-opt-consolation"),
        )
        .help(crate::msg!("ombre-opt-consolation-help")),
        OptionSpec::new(
            "vole_mode",
            OptionKind::Choice {
                choices: choices(&[
                    ("double", crate::msg!("ombre-vole-mode-double")),
                    ("fixed", crate::msg!("ombre-vole-mode-fixed")),
                ]),
            },
            "double",
            crate::msg!("ombre-opt-vole-mode"),
        )
        .help(crate::msg!("ombre-opt-vole-mode-help")),
        OptionSpec::new(
            "vole_value",
            amount(0),
            d.vole_value,
            crate::msg!("ombre-opt-vole-value"),
        )
        .help(crate::msg!("ombre-opt-vole-value-help")),
        OptionSpec::new("fiche", amount(0), d.fiche, crate::msg!("ombre-opt-fiche"))
            .help(crate::msg!("ombre-opt-fiche-help")),
    ];
    let hazards = if hazards_allowed {
        OptionSpec::new(
            "hazards",
            OptionKind::Choice {
                choices: Hazard::ALL
                    .iter()
                    .map(|h| (h.id().to_owned(), h.label()))
                    .collect(),
            },
            serde_json::Value::Array(Vec::new()),
            crate::msg!("ombre-opt-hazards"),
        )
        .help(crate::msg!("ombre-opt-hazards-help"))
        .essential()
    } else {
        OptionSpec::new(
            "hazards",
            OptionKind::Choice {
                choices: Vec::new(),
            },
            serde_json::Value::Array(Vec::new()),
            crate::msg!("ombre-opt-hazards"),
        )
        .help(crate::msg!("ombre-deux-opt-hazards-help"))
    };
    specs.push(hazards);
    specs.extend([
        OptionSpec::new(
            "contre",
            OptionKind::Flag,
            d.contre,
            crate::msg!("ombre-opt-contre"),
        )
        .help(crate::msg!("ombre-opt-contre-help"))
        .essential(),
        OptionSpec::new(
            "forced_spadille",
            OptionKind::Flag,
            d.forced_spadille,
            crate::msg!("ombre-opt-forced-spadille"),
        )
        .help(crate::msg!("ombre-opt-forced-spadille-help")),
        OptionSpec::new(
            "leftover_policy",
            OptionKind::Choice {
                choices: choices(&[
                    ("keep", crate::msg!("ombre-leftover-keep")),
                    ("split_equal", crate::msg!("ombre-leftover-split-equal")),
                ]),
            },
            "keep",
            crate::msg!("ombre-opt-leftover-policy"),
        )
        .help(crate::msg!("ombre-opt-leftover-policy-help")),
        OptionSpec::optional(
            "unit",
            OptionKind::Choice {
                choices: choices(&[("jeton (one real counter)", crate::msg!("ombre-unit-jeton"))]),
            },
            crate::msg!("ombre-opt-unit"),
        )
        .help(crate::msg!("ombre-opt-unit-help")),
    ]);
    if !hazards_allowed {
        specs.push(
            OptionSpec::optional(
                "removed_suit",
                OptionKind::Choice {
                    choices: choices(&[
                        ("hearts", crate::msg!("ombre-suit-hearts")),
                        ("diamonds", crate::msg!("ombre-suit-diamonds")),
                    ]),
                },
                crate::msg!("ombre-opt-removed-suit"),
            )
            .help(crate::msg!("ombre-opt-removed-suit-help"))
            .essential(),
        );
    }
    specs
}

/// A choice field from `(value, label)` pairs.
fn choice(pairs: &[(&str, Msg)]) -> FieldKind {
    FieldKind::Choice {
        options: choices(pairs),
    }
}

/// How many hazard slots a deal form offers (a hand rarely qualifies for more).
const HAZARD_SLOTS: usize = 3;

/// The deal-entry form of a played deal (spec 1.2): the Ombre, the contract and the tricks
/// first; the matadors and the vole, the hazards, the faults and the end of the partie in
/// their groups. A deal of `tricks` tricks.
pub(crate) fn form(opts: &HombreOptions, tricks: u32) -> Vec<Field> {
    let n = i64::from(tricks);
    let vole = crate::msg!("ombre-group-vole");
    let mut fields = vec![
        Field::new(
            "type",
            crate::msg!("ombre-field-type"),
            choice(&[
                ("played", crate::msg!("ombre-type-played")),
                ("pass", crate::msg!("ombre-type-pass")),
            ]),
            true,
        )
        .with_default("played"),
        Field::new(
            "ombre",
            crate::msg!("ombre-field-ombre"),
            FieldKind::Player,
            false,
        )
        .with_help(crate::msg!("ombre-field-required-played"))
        .essential(true),
        Field::new(
            "contract",
            crate::msg!("ombre-field-contract"),
            choice(&[
                ("prendre", crate::msg!("ombre-contract-prendre")),
                ("sans_prendre", crate::msg!("ombre-contract-sans-prendre")),
            ]),
            false,
        )
        .with_help(crate::msg!("ombre-field-required-played"))
        .essential(true)
        .with_default("prendre")
        // A contract is no fact of a deal all passed: the one pre-filled is left out.
        .only_when("type", "played"),
        fields::tricks(tricks, false),
        Field::new(
            "matadors",
            crate::msg!("ombre-field-matadors"),
            FieldKind::Count { min: 0, max: n },
            false,
        )
        .with_help(crate::msg!("ombre-field-matadors-help"))
        .in_group(vole.clone()),
        Field::new(
            "vole_undertaken",
            crate::msg!("ombre-field-vole-undertaken"),
            FieldKind::Flag,
            false,
        )
        .with_help(crate::msg!("ombre-field-vole-undertaken-help"))
        .in_group(vole.clone()),
    ];
    if opts.contre {
        fields.push(
            Field::new(
                "vole_announced",
                crate::msg!("ombre-field-vole-announced"),
                FieldKind::Flag,
                false,
            )
            .with_help(crate::msg!("ombre-field-vole-announced-help"))
            .in_group(vole),
        );
    }
    let hand: Vec<(String, Msg)> = Hazard::HAND
        .iter()
        .filter(|h| opts.enabled(**h))
        .map(|h| (h.id().to_owned(), h.label()))
        .collect();
    let group = crate::msg!("ombre-group-hazards");
    for slot in 0..hand.len().min(HAZARD_SLOTS) {
        let field = Field::new(
            &format!("hazards[{slot}]"),
            crate::msg!("ombre-field-hazard", rank = slot + 1),
            FieldKind::Choice {
                options: hand.clone(),
            },
            false,
        )
        .in_group(group.clone());
        fields.push(if slot == 0 {
            field.with_help(crate::msg!("ombre-field-hazard-help"))
        } else {
            field
        });
    }
    let faults = crate::msg!("ombre-group-faults");
    fields.extend(fields::penalties(&faults));
    fields.extend([
        Field::new(
            "separate_beasts",
            crate::msg!("ombre-field-separate-beasts"),
            FieldKind::Flag,
            false,
        )
        .with_help(crate::msg!("ombre-field-separate-beasts-help"))
        .in_group(faults.clone()),
        Field::new(
            "abandon",
            crate::msg!("ombre-field-abandon"),
            choice(&[
                ("gave_up", crate::msg!("ombre-abandon-gave-up")),
                (
                    "showed_and_quit",
                    crate::msg!("ombre-abandon-showed-and-quit"),
                ),
            ]),
            false,
        )
        .with_help(crate::msg!("ombre-field-abandon-help"))
        .in_group(faults),
    ]);
    let end = crate::msg!("ombre-group-end");
    fields.push(last_deal_field().in_group(end.clone()));
    let rights = [
        ("sans_prendre", crate::msg!("ombre-forfeit-sans-prendre")),
        ("matadors", crate::msg!("ombre-forfeit-matadors")),
    ];
    for slot in 0..rights.len() {
        fields.push(
            Field::new(
                &format!("forfeited[{slot}]"),
                crate::msg!("ombre-field-forfeited", rank = slot + 1),
                choice(&rights),
                false,
            )
            .with_help(crate::msg!("ombre-field-forfeited-help"))
            .in_group(end.clone()),
        );
    }
    fields
}

fn last_deal_field() -> Field {
    Field::new(
        "last_deal",
        crate::msg!("ombre-field-last-deal"),
        FieldKind::Flag,
        false,
    )
    .with_help(crate::msg!("ombre-field-last-deal-help"))
}

/// The deal where everybody passed (000:8439-8441), with the beasts made on it; under
/// Espadille forcé, the deal not played because Spadille's holder is beasted
/// (000:10289-10297), whose penalty is then required (spec 1.2, 1.8).
pub(crate) fn pass_event(opts: &HombreOptions) -> EventForm {
    let faults = crate::msg!("ombre-group-faults");
    let mut fields = vec![Field::new(
        "type",
        crate::msg!("ombre-field-type"),
        choice(&[("pass", crate::msg!("ombre-type-pass"))]),
        true,
    )
    .with_default("pass")];
    if opts.forced_spadille {
        fields.extend(fields::penalty(0, &faults, true));
        fields.extend(fields::penalty(1, &faults, false));
    } else {
        fields.extend(fields::penalties(&faults));
    }
    fields.extend([
        Field::new(
            "separate_beasts",
            crate::msg!("ombre-field-separate-beasts"),
            FieldKind::Flag,
            false,
        )
        .with_help(crate::msg!("ombre-field-separate-beasts-help"))
        .in_group(faults),
        last_deal_field(),
    ]);
    let (label, help) = if opts.forced_spadille {
        (
            crate::msg!("ombre-event-spadille-beasted"),
            crate::msg!("ombre-event-spadille-beasted-help"),
        )
    } else {
        (
            crate::msg!("ombre-event-pass"),
            crate::msg!("ombre-event-pass-help"),
        )
    };
    EventForm {
        code: "pass",
        label,
        help: Some(help),
        fields,
    }
}

/// What the table shows between deals: the pool and the beasts, the stake of the next
/// deal (markers and jetons each, spec 1.4.1) and the pools won (spec 1.4.10).
pub(crate) fn on_table(table: &Table<HombreOptions>, state: &State) -> Vec<TableItem> {
    let mut items = pool_and_beasts(state);
    items.extend([
        TableItem::amount(crate::msg!("ombre-item-next-markers"), state.next_markers),
        TableItem::amount(
            crate::msg!("ombre-item-next-stake"),
            state
                .next_markers
                .saturating_mul(table.options.marker_value),
        ),
        TableItem::amount(crate::msg!("ombre-item-tours"), i64::from(state.tours)),
    ]);
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{net_by_account, Account};
    use serde_json::json;

    fn table(options: serde_json::Value) -> Table<HombreOptions> {
        Table {
            game: GameId::Ombre,
            options: serde_json::from_value(options).unwrap(),
            players: vec!["A".into(), "B".into(), "C".into()],
        }
    }

    fn start(t: &Table<HombreOptions>) -> State {
        State {
            next_markers: t.options.initial_markers,
            ..State::default()
        }
    }

    /// Plays `deals` and returns the last state and each deal's nets for A, B, C.
    fn play(t: &Table<HombreOptions>, deals: &[serde_json::Value]) -> (State, Vec<[i64; 3]>) {
        let mut state = start(t);
        let mut nets = Vec::new();
        for d in deals {
            let deal: HombreDeal = serde_json::from_value(d.clone()).unwrap();
            let out = settle(t, &state, &deal).unwrap();
            let net = net_by_account(&out.transfers).unwrap();
            let of = |i: u8| {
                net.get(&Account::Player(Seat::new(i)))
                    .copied()
                    .unwrap_or(0)
            };
            nets.push([of(0), of(1), of(2)]);
            state = out.next;
        }
        (state, nets)
    }

    fn played(ombre: &str, tricks: [u32; 3]) -> serde_json::Value {
        json!({"type": "played", "ombre": ombre, "contract": "prendre",
            "tricks": {"A": tricks[0], "B": tricks[1], "C": tricks[2]}})
    }

    #[test]
    fn absurd_trick_counts_are_refused_not_an_overflow() {
        // Spec 1.2: tricks must add up to 9; a sum past u32::MAX is refused like any other.
        let t = table(json!({}));
        let deal: HombreDeal = serde_json::from_value(json!({"type": "played", "ombre": "A",
            "contract": "prendre", "tricks": {"A": u32::MAX, "B": 1, "C": 0}}))
        .unwrap();
        assert!(matches!(
            settle(&t, &start(&t), &deal),
            Err(DealError::TricksDoNotAddUp { expected: 9, .. })
        ));
        let abandon: HombreDeal = serde_json::from_value(json!({"type": "played", "ombre": "A",
            "contract": "prendre", "tricks": {"A": u32::MAX, "B": 1, "C": 0},
            "abandon": "gave_up"}))
        .unwrap();
        assert!(settle(&t, &start(&t), &abandon).is_err());
    }

    #[test]
    fn the_first_beast_is_45_and_the_second_126() {
        // 000:9241-9283: a pass, a remise 4-4-1 (beast 45), a pass, a remise by three (126).
        let t = table(json!({}));
        let pass = json!({"type": "pass"});
        let (state, nets) = play(
            &t,
            &[
                pass.clone(),
                played("A", [4, 4, 1]),
                pass,
                played("B", [3, 3, 3]),
            ],
        );
        assert_eq!(nets[1], [-51, -6, -6]);
        assert_eq!(state.beasts.pending, vec![126]);
        assert_eq!(state.pool, 126);
    }

    #[test]
    fn the_vole_draws_72_and_36_from_each() {
        // 000:9421-9437: five markers each (45) and a beast of 27 on the game.
        let t = table(json!({}));
        let vole = json!({"type": "played", "ombre": "B", "contract": "prendre",
            "tricks": {"A": 0, "B": 9, "C": 0}, "vole_undertaken": true});
        let (state, nets) = play(&t, &[played("A", [4, 4, 1]), vole]);
        assert_eq!(nets[1], [-42, 138, -42]);
        assert_eq!((state.pool, state.beasts.pending.len()), (0, 0));
    }

    #[test]
    fn a_vole_on_two_beasts_draws_them_both_and_nothing_more() {
        // Law LXII: with two separate beasts the vole draws the pool and the waiting beasts.
        let t = table(json!({}));
        let vole = json!({"type": "played", "ombre": "C", "contract": "prendre",
            "tricks": {"A": 0, "B": 0, "C": 9}});
        let (state, nets) = play(&t, &[played("A", [4, 4, 1]), played("B", [3, 3, 3]), vole]);
        // Deal 3: pool 72 + 18 = 90 with the 27 going; the 72 waiting is drawn too.
        assert_eq!(nets[2], [-6, -6, 90 + 72 - 6]);
        assert!(state.beasts.pending.is_empty());
    }

    #[test]
    fn the_sans_prendre_with_four_matadors_pays_20_from_each() {
        // 000:8682-8689: sans-prendre 12 + 4 matadors x 2.
        let t = table(json!({}));
        let sp = json!({"type": "played", "ombre": "A", "contract": "sans_prendre",
            "tricks": {"A": 6, "B": 2, "C": 1}, "matadors": 4});
        let (_, nets) = play(&t, &[sp]);
        assert_eq!(nets[0], [58, -29, -29]);
    }

    #[test]
    fn a_la_bavaroise_the_beasts_are_9_24_30() {
        // 000:9400-9406.
        let t = table(json!({"marker_value": 1, "sans_prendre": 4, "matador": 1,
            "consolation": 3, "vole_mode": "fixed", "vole_value": 20, "fiche": 10}));
        let (state, _) = play(
            &t,
            &[
                played("A", [4, 4, 1]),
                played("B", [3, 3, 3]),
                played("C", [4, 1, 4]),
            ],
        );
        assert_eq!(state.beasts.pending, vec![24, 30]);
        assert_eq!(state.pool, 30);
    }

    #[test]
    fn after_a_codille_everyone_marks_three_again() {
        // Law LI; 000:9227-9234: deal 2 holds 27 + the beast 27.
        let t = table(json!({}));
        let (state, nets) = play(&t, &[played("A", [3, 4, 2]), played("C", [2, 2, 5])]);
        assert_eq!(nets, vec![[-36, 18, -9], [-9, -9, 45]]);
        assert_eq!(state.next_markers, 3);
    }

    #[test]
    fn a_missed_vole_is_divided_by_the_defenders() {
        // 000:9471-9481: 27 divided, 13 each, the odd jeton stays; matadors still paid.
        let t = table(json!({}));
        let missed = json!({"type": "played", "ombre": "A", "contract": "prendre",
            "tricks": {"A": 7, "B": 2, "C": 0}, "matadors": 3, "vole_undertaken": true});
        let (state, nets) = play(&t, &[missed]);
        assert_eq!(nets[0], [3, -2, -2]);
        assert_eq!(state.pool, 1);
    }

    #[test]
    fn the_contre_missed_with_the_game_won_pays_the_vole_and_keeps_the_pool() {
        // Law LXXIII (spec 8.7): not beasted, pays half the pool (rounded up) to each.
        let t = table(json!({"contre": true}));
        let contre = json!({"type": "played", "ombre": "A", "contract": "sans_prendre",
            "tricks": {"A": 6, "B": 2, "C": 1}, "vole_announced": true});
        let (state, nets) = play(&t, &[contre]);
        assert_eq!(nets[0], [-9 - 28, -9 + 14, -9 + 14]);
        assert_eq!((state.pool, state.next_markers), (27, 2));
        assert!(state.beasts.pending.is_empty());
    }

    #[test]
    fn giving_up_after_showing_costs_two_beasts() {
        // 000:8905-8915: the others divide the pool; two beasts go together.
        let t = table(json!({}));
        let quit = json!({"type": "played", "ombre": "A", "contract": "prendre",
            "tricks": {"A": 1, "B": 1, "C": 0}, "abandon": "showed_and_quit"});
        let (state, nets) = play(&t, &[quit]);
        assert_eq!(nets[0], [-9 - 54, 4, 4]);
        assert_eq!(state.beasts.pending, vec![54]);
        assert_eq!(state.pool, 1);
    }

    #[test]
    fn several_beasts_go_in_order_the_highest_first() {
        // The step-by-step worked case of spec 1.9: beasts 27, 72, 90; the 90 goes before
        // the 72; a codille re-marks with 3; the table ends empty.
        let t = table(json!({}));
        let (state, nets) = play(
            &t,
            &[
                played("A", [4, 4, 1]),
                played("B", [3, 3, 3]),
                played("C", [4, 1, 4]),
                played("A", [5, 2, 2]),
                played("B", [2, 3, 4]),
                played("A", [5, 2, 2]),
                json!({"type": "pass"}),
                played("C", [2, 1, 6]),
            ],
        );
        assert_eq!(
            nets,
            vec![
                [-36, -9, -9],
                [-6, -78, -6],
                [-6, -6, -96],
                [102, -6, -6],
                [-6, -114, 102],
                [126, -9, -9],
                [-6, -6, -6],
                [-6, -6, 102],
            ]
        );
        assert_eq!((state.pool, state.beasts.pending.len()), (0, 0));
    }

    #[test]
    fn a_la_bavaroise_a_missed_vole_pays_two_fiches_to_each() {
        // 000:9383-9400: the vole "réglé" at 2 fiches; missed, he still wins the game
        // (pool 9, consolation 3, sans-prendre 4, 3 matadors) but pays 20 to each.
        let t = table(json!({"marker_value": 1, "sans_prendre": 4, "matador": 1,
            "consolation": 3, "vole_mode": "fixed", "vole_value": 20, "fiche": 10}));
        let missed = json!({"type": "played", "ombre": "A", "contract": "sans_prendre",
            "tricks": {"A": 7, "B": 2, "C": 0}, "matadors": 3, "vole_undertaken": true});
        let (state, nets) = play(&t, &[missed]);
        assert_eq!(nets[0], [-14, 7, 7]);
        assert_eq!(state.pool, 0);
    }

    #[test]
    fn two_offenders_share_a_beast_the_first_paying_the_odd_jeton() {
        // 000:8805-8824: taking from another's hand beasts both, half each; a pass deal
        // under Espadille forcé is void only with Spadille's holder beasted.
        let t = table(json!({"forced_spadille": true, "pass_markers": 1}));
        let deals = [
            json!({"type": "pass", "penalties": [{"offenders": ["B"], "reason": "spadille"}]}),
            json!({"type": "played", "ombre": "A", "contract": "prendre",
                "tricks": {"A": 5, "B": 2, "C": 2},
                "penalties": [{"offenders": ["C", "B"], "reason": "took from a hand"}]}),
        ];
        let (state, nets) = play(&t, &deals);
        // Deal 1: 27, B beasted 27. Deal 2: the 27 goes + 9 = 63; C 32, B 31.
        assert_eq!(nets[0], [-9, -36, -9]);
        assert_eq!(nets[1], [63 - 3, -3 - 31, -3 - 32]);
        assert_eq!(state.beasts.pending, vec![63]);
        assert_eq!(state.next_markers, 1);
    }

    #[test]
    fn bad_facts_are_named() {
        let t = table(json!({}));
        let state = start(&t);
        let deal = |v: serde_json::Value| serde_json::from_value::<HombreDeal>(v).unwrap();
        let short = deal(played("A", [4, 4, 0]));
        assert_eq!(
            settle(&t, &state, &short).unwrap_err(),
            DealError::TricksDoNotAddUp {
                expected: 9,
                got: 8
            }
        );
        let contre = deal(
            json!({"type": "played", "ombre": "A", "contract": "sans_prendre",
            "tricks": {"A": 9, "B": 0, "C": 0}, "vole_announced": true}),
        );
        assert!(matches!(
            settle(&t, &state, &contre),
            Err(DealError::Invalid { field, .. }) if field == "vole_announced"
        ));
        let pass = deal(json!({"type": "pass", "ombre": "A"}));
        assert!(settle(&t, &state, &pass).is_err());
        let forced = table(json!({"forced_spadille": true}));
        let pass = deal(json!({"type": "pass"}));
        assert!(settle(&forced, &start(&forced), &pass).is_err());
    }
}
