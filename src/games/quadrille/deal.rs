//! What the score-keeper enters (spec §2.1): one entry of `deals` is a deal or an event,
//! and [`validate`] turns a deal's raw facts into a [`Deal`] the rules can score.

use std::collections::BTreeMap;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::options::{ByMatador, Family, Rules, Suit, Variant};
use crate::domain::Seat;
use crate::games::{DealError, Msg, Table};
use crate::msg;

/// The ways of playing (spec §1.4), plus `pass` (a null deal at the Solitaires).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Contract {
    /// *Jouer en appelant / demander*: with a called king, as a pair.
    Ask,
    /// Calling a king of one's own hand: alone, no sans-prendre premium.
    OwnKing,
    /// All passed; Spadille must play, calling a king.
    ForcedSpadille,
    /// Alone without calling.
    SansPrendre,
    /// Le Contre: sans prendre with the vole announced (option `contre`).
    SansPrendreVole,
    /// The called king given up to the ombre (option `roi_rendu`).
    RoiRendu,
    /// A king obtained against a card and a fiche; then alone.
    Mediateur,
    /// The vole declared with a Médiateur.
    VoleDeclaredMediateur,
    /// The vole declared sans prendre.
    VoleDeclaredSansPrendre,
    /// Nobody played (Solitaires).
    Pass,
}

impl Contract {
    /// Every contract, in the order forms list them.
    pub const ALL: [Contract; 10] = [
        Contract::Ask,
        Contract::ForcedSpadille,
        Contract::OwnKing,
        Contract::RoiRendu,
        Contract::Mediateur,
        Contract::SansPrendre,
        Contract::SansPrendreVole,
        Contract::VoleDeclaredMediateur,
        Contract::VoleDeclaredSansPrendre,
        Contract::Pass,
    ];

    /// The JSON name.
    pub fn slug(self) -> &'static str {
        match self {
            Contract::Ask => "ask",
            Contract::OwnKing => "own_king",
            Contract::ForcedSpadille => "forced_spadille",
            Contract::SansPrendre => "sans_prendre",
            Contract::SansPrendreVole => "sans_prendre_vole",
            Contract::RoiRendu => "roi_rendu",
            Contract::Mediateur => "mediateur",
            Contract::VoleDeclaredMediateur => "vole_declared_mediateur",
            Contract::VoleDeclaredSansPrendre => "vole_declared_sans_prendre",
            Contract::Pass => "pass",
        }
    }

    /// The name in the books' terms (spec §1.4).
    pub fn label(self) -> Msg {
        match self {
            Contract::Ask => msg!("quadrille-contract-ask"),
            Contract::OwnKing => msg!("quadrille-contract-own-king"),
            Contract::ForcedSpadille => msg!("quadrille-contract-forced-spadille"),
            Contract::SansPrendre => msg!("quadrille-contract-sans-prendre"),
            Contract::SansPrendreVole => msg!("quadrille-contract-sans-prendre-vole"),
            Contract::RoiRendu => msg!("quadrille-contract-roi-rendu"),
            Contract::Mediateur => msg!("quadrille-contract-mediateur"),
            Contract::VoleDeclaredMediateur => msg!("quadrille-contract-vole-declared-mediateur"),
            Contract::VoleDeclaredSansPrendre => {
                msg!("quadrille-contract-vole-declared-sans-prendre")
            }
            Contract::Pass => msg!("quadrille-contract-pass"),
        }
    }

    /// Whether the ombre plays with a called partner (spec §3.4).
    pub fn is_called_king(self) -> bool {
        matches!(self, Contract::Ask | Contract::ForcedSpadille)
    }

    /// Whether the contract is allowed at this table (spec §2.1 "Contracts per game").
    ///
    /// # Errors
    /// [`DealError::Invalid`] naming the contracts of the game, or the option needed.
    pub fn check_allowed(self, rules: &Rules) -> Result<(), DealError> {
        if self.allowed_here(rules) {
            return Ok(());
        }
        let option = match (rules.variant, self) {
            (Variant::Quadrille, Contract::SansPrendreVole) => Some("contre"),
            (Variant::Quadrille, Contract::RoiRendu) => Some("roi_rendu"),
            (Variant::Quadrille, Contract::Mediateur) => Some("mediateur_nf"),
            (
                Variant::Quadrille
                | Variant::Mediateur
                | Variant::SolitaireQuatre
                | Variant::Tritrille
                | Variant::Piquemedrille,
                _,
            ) => None,
        };
        let detail = match option {
            Some(option) => msg!(
                "quadrille-contract-needs-option",
                contract = self.slug(),
                option = option
            ),
            None => {
                let list: Vec<&str> = Contract::ALL
                    .iter()
                    .filter(|c| c.allowed_here(rules))
                    .map(|c| c.slug())
                    .collect();
                msg!(
                    "quadrille-contract-not-here",
                    contract = self.slug(),
                    game = rules.game_name(),
                    allowed = list.join(", ")
                )
            }
        };
        Err(DealError::invalid("contract", detail))
    }

    /// Whether [`Contract::check_allowed`] passes.
    pub fn allowed_here(self, rules: &Rules) -> bool {
        match (rules.variant, self) {
            (Variant::Quadrille, Contract::SansPrendreVole) => rules.options.contre,
            (Variant::Quadrille, Contract::RoiRendu) => rules.options.roi_rendu,
            (Variant::Quadrille, Contract::Mediateur) => rules.options.mediateur_nf,
            (Variant::Quadrille, c) => matches!(
                c,
                Contract::Ask
                    | Contract::OwnKing
                    | Contract::ForcedSpadille
                    | Contract::SansPrendre
            ),
            (Variant::Mediateur, c) => !matches!(
                c,
                Contract::SansPrendreVole | Contract::RoiRendu | Contract::Pass
            ),
            (Variant::SolitaireQuatre | Variant::Tritrille | Variant::Piquemedrille, c) => {
                matches!(
                    c,
                    Contract::Mediateur
                        | Contract::SansPrendre
                        | Contract::VoleDeclaredMediateur
                        | Contract::VoleDeclaredSansPrendre
                        | Contract::Pass
                )
            }
        }
    }
}

/// A premium that may be forfeited by not claiming it before the cut (laws XXXIII–XXXVI).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Premium {
    /// The sans-prendre premium.
    SansPrendre,
    /// The matadors.
    Matadors,
}

impl Premium {
    /// The JSON name.
    pub fn slug(self) -> &'static str {
        match self {
            Premium::SansPrendre => "sans_prendre",
            Premium::Matadors => "matadors",
        }
    }
}

/// One penalty beast (spec §3.6): one player pays it, or two half each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Who pays: one player, or two (half each, the first the odd counter).
    pub players: Vec<String>,
    /// The fault ("renounce"...), informational.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
}

/// The facts of one deal, as entered (spec §2.1). Every field but `contract` is optional
/// here; [`validate`] says which a deal needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Facts {
    /// The contract played.
    pub contract: Contract,
    /// He who stands the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ombre: Option<String>,
    /// The holder of the called king (ask, forced Spadille).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner: Option<String>,
    /// Who handed over the king (Médiateur contracts; informational for roi rendu).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub king_from: Option<String>,
    /// The card called (informational).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub called: Option<String>,
    /// Trumps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump: Option<Suit>,
    /// Tricks taken by each player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tricks: Option<BTreeMap<String, i64>>,
    /// The unbroken run of top trumps held by the ombre's side (0 or 3 and more).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matadors: Option<i64>,
    /// The side played to the seventh trick after taking six (law XLIV).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vole_undertaken: Option<bool>,
    /// The called king had appeared before the vole was attempted (default true).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub king_shown: Option<bool>,
    /// The vole right was lost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vole_barred: Option<bool>,
    /// Penalty beasts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub penalties: Option<Vec<Penalty>>,
    /// Premiums not claimed in time (Quadrille).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeited: Option<Vec<Premium>>,
    /// Who holds each matador (Médiateur family, for the poulans); null = nobody.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matador_holders: Option<ByMatador<Option<String>>>,
    /// Who takes the odd counters when codille winners divide the pot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odd_counters_to: Option<String>,
    /// The actual dealer, if not the expected one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<String>,
    /// Overrides the tour-based doubling.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double: Option<bool>,
    /// Holder of both black aces (Médiateur option `accolade_fee`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accolade_holder: Option<String>,
}

/// The events that may stand among the deals (spec §2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// End of the partie: the cards fee.
    Settle,
    /// A player leaves the partie (law LIX).
    Abandon,
}

/// An event entry: `{"event":"settle"}` or `{"event":"abandon","player":p}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// Which event.
    pub event: EventKind,
    /// The player who abandons.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
}

/// One entry of `deals`: a deal, or an event (an object with an `event` key).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Entry {
    /// A deal played (or passed).
    Deal(Box<Facts>),
    /// Settle or abandon.
    Event(Event),
}

impl<'de> Deserialize<'de> for Entry {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        if value.get("event").is_some() {
            serde_json::from_value(value)
                .map(Entry::Event)
                .map_err(D::Error::custom)
        } else {
            serde_json::from_value(value)
                .map(|f| Entry::Deal(Box::new(f)))
                .map_err(D::Error::custom)
        }
    }
}

/// The facts of a played deal, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Play {
    /// The contract (never `pass`).
    pub contract: Contract,
    /// He who stands.
    pub ombre: Seat,
    /// The called partner (ask, forced Spadille).
    pub partner: Option<Seat>,
    /// Who handed over the king.
    pub king_from: Option<Seat>,
    /// Trumps.
    pub trump: Suit,
    /// Tricks by seat.
    pub tricks: Vec<i64>,
    /// The side's matadors (0 or ≥ 3).
    pub matadors: i64,
    /// The side played on for the vole.
    pub vole_undertaken: bool,
    /// The called king appeared before the vole was attempted.
    pub king_shown: bool,
    /// The vole right was lost.
    pub vole_barred: bool,
    /// The sans-prendre premium was not claimed.
    pub forfeited_sans_prendre: bool,
    /// The matadors were not claimed.
    pub forfeited_matadors: bool,
    /// Who takes the odd counters of a codille division.
    pub odd_counters_to: Option<Seat>,
}

impl Play {
    /// Tricks taken by `seat`.
    pub fn tricks_of(&self, seat: Seat) -> i64 {
        self.tricks.get(seat.index()).copied().unwrap_or(0)
    }

    /// Tricks taken by the ombre's side.
    pub fn side_tricks(&self) -> i64 {
        self.tricks_of(self.ombre) + self.partner.map_or(0, |p| self.tricks_of(p))
    }
}

/// A deal, checked: what happens at the table besides the contract, and the contract.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    /// The dealer named on the deal, if any.
    pub dealer: Option<Seat>,
    /// The deal's own doubling, if any.
    pub double: Option<bool>,
    /// The matador holders (Médiateur family).
    pub holders: Option<ByMatador<Option<Seat>>>,
    /// Each penalty beast's payers (one or two).
    pub penalties: Vec<Vec<Seat>>,
    /// The holder of both black aces.
    pub accolade_holder: Option<Seat>,
    /// The contract played, or `None` for a pass.
    pub play: Option<Play>,
}

fn seat_opt(
    table: &Table<impl Sized>,
    field: &str,
    name: &Option<String>,
) -> Result<Option<Seat>, DealError> {
    name.as_deref().map(|n| table.seat_of(field, n)).transpose()
}

/// Checks a deal's facts against the rules (spec §2.1 "Validation"). `poulans_paid` says
/// whether this deal pays matador poulans (so needs `matador_holders`).
///
/// # Errors
/// A [`DealError`] naming the field at fault and what is allowed.
pub fn validate<O>(
    rules: &Rules,
    table: &Table<O>,
    facts: &Facts,
    poulans_paid: bool,
) -> Result<Deal, DealError> {
    let contract = facts.contract;
    contract.check_allowed(rules)?;
    let mediateur_family = rules.family == Family::Mediateur;

    let dealer = seat_opt(table, "dealer", &facts.dealer)?;
    let accolade_holder = seat_opt(table, "accolade_holder", &facts.accolade_holder)?;
    if accolade_holder.is_some() && !(mediateur_family && rules.options.accolade_fee > 0) {
        return Err(DealError::invalid(
            "accolade_holder",
            msg!("quadrille-deal-accolade-not-here"),
        ));
    }
    let mut penalties = Vec::new();
    for p in facts.penalties.iter().flatten() {
        let seats = p
            .players
            .iter()
            .map(|n| table.seat_of("penalties", n))
            .collect::<Result<Vec<_>, _>>()?;
        match seats.as_slice() {
            [_] => {}
            [a, b] if a != b => {}
            [_, _] => {
                return Err(DealError::invalid(
                    "penalties",
                    msg!("quadrille-deal-penalty-same-player"),
                ))
            }
            _ => {
                return Err(DealError::invalid(
                    "penalties",
                    msg!("quadrille-deal-penalty-payers", got = seats.len()),
                ))
            }
        }
        penalties.push(seats);
    }
    let mut holders = match &facts.matador_holders {
        Some(_) if !mediateur_family => {
            return Err(DealError::invalid(
                "matador_holders",
                msg!("quadrille-deal-holders-not-here"),
            ));
        }
        Some(h) => Some(ByMatador {
            spadille: seat_opt(table, "matador_holders.spadille", &h.spadille)?,
            manille: seat_opt(table, "matador_holders.manille", &h.manille)?,
            baste: seat_opt(table, "matador_holders.baste", &h.baste)?,
        }),
        None if poulans_paid && contract == Contract::Pass => {
            return Err(DealError::missing(
                "matador_holders",
                msg!("quadrille-deal-holders-when"),
            ))
        }
        // A played deal: derived below when the ombre alone holds the three.
        None => None,
    };

    if contract == Contract::Pass {
        let carried: [(&str, bool); 12] = [
            ("ombre", facts.ombre.is_some()),
            ("partner", facts.partner.is_some()),
            ("king_from", facts.king_from.is_some()),
            ("called", facts.called.is_some()),
            ("trump", facts.trump.is_some()),
            ("tricks", facts.tricks.is_some()),
            ("matadors", facts.matadors.is_some()),
            ("vole_undertaken", facts.vole_undertaken.is_some()),
            ("king_shown", facts.king_shown.is_some()),
            ("vole_barred", facts.vole_barred.is_some()),
            ("forfeited", facts.forfeited.is_some()),
            ("odd_counters_to", facts.odd_counters_to.is_some()),
        ];
        if let Some((field, _)) = carried.iter().find(|(_, present)| *present) {
            return Err(DealError::invalid(
                *field,
                msg!("quadrille-deal-pass-carries"),
            ));
        }
        if holders.is_some_and(|h| h.manille.is_some()) {
            return Err(DealError::invalid(
                "matador_holders.manille",
                msg!("quadrille-deal-pass-no-manille"),
            ));
        }
        return Ok(Deal {
            dealer,
            double: facts.double,
            holders,
            penalties,
            accolade_holder,
            play: None,
        });
    }

    let ombre = match &facts.ombre {
        Some(n) => table.seat_of("ombre", n)?,
        None => {
            return Err(DealError::missing(
                "ombre",
                msg!("quadrille-deal-for-played-deal"),
            ))
        }
    };
    let trump = facts
        .trump
        .ok_or_else(|| DealError::missing("trump", msg!("quadrille-deal-for-played-deal")))?;
    let partner = seat_opt(table, "partner", &facts.partner)?;
    match (contract.is_called_king(), partner) {
        (true, None) => {
            return Err(DealError::missing(
                "partner",
                msg!("quadrille-deal-partner-when", contract = contract.slug()),
            ))
        }
        (true, Some(p)) if p == ombre => {
            return Err(DealError::invalid(
                "partner",
                msg!("quadrille-deal-partner-is-ombre"),
            ))
        }
        (false, Some(_)) => {
            return Err(DealError::invalid(
                "partner",
                msg!(
                    "quadrille-deal-partner-not-here",
                    contract = contract.slug()
                ),
            ))
        }
        _ => {}
    }

    let tricks = check_tricks(
        rules,
        table,
        facts.tricks.as_ref(),
        partner.map(|p| (ombre, p)),
    )?;

    let king_from = seat_opt(table, "king_from", &facts.king_from)?;
    let mediateur_king = matches!(
        contract,
        Contract::Mediateur | Contract::VoleDeclaredMediateur
    );
    match king_from {
        Some(k) if k == ombre => {
            return Err(DealError::invalid(
                "king_from",
                msg!("quadrille-deal-king-from-ombre"),
            ))
        }
        Some(_) if mediateur_king && !rules.king_exchanged => {
            return Err(DealError::invalid(
                "king_from",
                msg!("quadrille-deal-king-from-piquemedrille"),
            ))
        }
        Some(_) if !mediateur_king && contract != Contract::RoiRendu => {
            return Err(DealError::invalid(
                "king_from",
                msg!(
                    "quadrille-deal-king-from-not-here",
                    contract = contract.slug()
                ),
            ))
        }
        None if mediateur_king && rules.king_exchanged => {
            return Err(DealError::missing(
                "king_from",
                msg!("quadrille-deal-king-from-when"),
            ))
        }
        _ => {}
    }

    let matadors = facts
        .matadors
        .ok_or_else(|| DealError::missing("matadors", msg!("quadrille-deal-matadors-when")))?;
    let alone = partner.is_none();
    let max = if trump.is_black() { 11 } else { 12 };
    let max = if alone {
        max.min(rules.total_tricks)
    } else {
        max
    };
    if matadors != 0 && !(3..=max).contains(&matadors) {
        return Err(DealError::invalid(
            "matadors",
            msg!(
                "quadrille-deal-matadors-run",
                got = matadors,
                max = max,
                trump = trump.label()
            ),
        ));
    }

    // The poulans go to the holders. An ombre playing alone with a run of matadors holds
    // the three himself: they are derived, not asked; otherwise they are facts no other
    // fact tells.
    if holders.is_none() && poulans_paid {
        if alone && matadors >= 3 {
            holders = Some(ByMatador {
                spadille: Some(ombre),
                manille: Some(ombre),
                baste: Some(ombre),
            });
        } else {
            return Err(DealError::missing(
                "matador_holders",
                msg!("quadrille-deal-holders-when"),
            ));
        }
    }

    let play = Play {
        contract,
        ombre,
        partner,
        king_from,
        trump,
        tricks,
        matadors,
        vole_undertaken: facts.vole_undertaken.unwrap_or(false),
        king_shown: facts.king_shown.unwrap_or(true),
        vole_barred: facts.vole_barred.unwrap_or(false),
        forfeited_sans_prendre: false,
        forfeited_matadors: false,
        odd_counters_to: seat_opt(table, "odd_counters_to", &facts.odd_counters_to)?,
    };
    if play.vole_undertaken && play.side_tricks() < rules.win_tricks {
        return Err(DealError::invalid(
            "vole_undertaken",
            msg!(
                "quadrille-deal-vole-undertaken",
                got = play.side_tricks(),
                needed = rules.win_tricks
            ),
        ));
    }
    let mut play = play;
    if let Some(forfeited) = &facts.forfeited {
        if mediateur_family {
            return Err(DealError::invalid(
                "forfeited",
                msg!("quadrille-deal-forfeited-not-here"),
            ));
        }
        for premium in forfeited {
            match premium {
                Premium::SansPrendre
                    if !matches!(contract, Contract::SansPrendre | Contract::SansPrendreVole) =>
                {
                    return Err(DealError::invalid(
                        "forfeited",
                        msg!(
                            "quadrille-deal-forfeited-sans-prendre",
                            contract = contract.slug()
                        ),
                    ))
                }
                Premium::SansPrendre => play.forfeited_sans_prendre = true,
                Premium::Matadors => play.forfeited_matadors = true,
            }
        }
    }
    if let Some(h) = &holders {
        let side_holds = |s: &Option<Seat>| s.is_some_and(|s| s == ombre || Some(s) == partner);
        let all = side_holds(&h.spadille) && side_holds(&h.manille) && side_holds(&h.baste);
        if all && matadors < 3 {
            return Err(DealError::invalid(
                "matadors",
                msg!("quadrille-deal-holders-all-side"),
            ));
        }
        if !all && matadors >= 3 {
            return Err(DealError::invalid(
                "matadors",
                msg!("quadrille-deal-holders-outside", got = matadors),
            ));
        }
    }
    Ok(Deal {
        dealer,
        double: facts.double,
        holders,
        penalties,
        accolade_holder,
        play: Some(play),
    })
}

/// The tricks of each player, in seating order. Every player's count is given, adding up
/// to the deal's tricks; or, when the ombre plays with a partner (`side`), the two of
/// theirs alone: the defenders then hold the rest between them, and how they split it
/// pays nothing (the side's total decides, the ombre's own count only when he is left
/// alone, spec §4.3), so it is not asked. The rest is then counted to the first
/// defender.
fn check_tricks<O>(
    rules: &Rules,
    table: &Table<O>,
    tricks: Option<&BTreeMap<String, i64>>,
    side: Option<(Seat, Seat)>,
) -> Result<Vec<i64>, DealError> {
    let tricks =
        tricks.ok_or_else(|| DealError::missing("tricks", msg!("quadrille-deal-tricks-when")))?;
    for name in tricks.keys() {
        table.seat_of("tricks", name)?;
    }
    if let Some((ombre, partner)) = side {
        let (o, p) = (table.name(ombre), table.name(partner));
        if tricks.len() == 2 && tricks.contains_key(o) && tricks.contains_key(p) {
            return side_tricks_only(rules, table, tricks, ombre, partner);
        }
    }
    let mut out = Vec::with_capacity(table.len());
    for name in &table.players {
        let t = *tricks.get(name).ok_or_else(|| {
            DealError::missing(
                "tricks",
                msg!("quadrille-deal-tricks-every-player", player = name.as_str()),
            )
        })?;
        if t < 0 || t > rules.total_tricks {
            return Err(DealError::invalid(
                "tricks",
                msg!(
                    "quadrille-deal-tricks-range",
                    player = name.as_str(),
                    got = t,
                    max = rules.total_tricks
                ),
            ));
        }
        out.push(t);
    }
    let sum: i64 = out.iter().sum();
    if sum != rules.total_tricks {
        return Err(DealError::TricksDoNotAddUp {
            expected: u32::try_from(rules.total_tricks).unwrap_or(0),
            got: u32::try_from(sum).unwrap_or(0),
        });
    }
    Ok(out)
}

/// The tricks when only the ombre's and his partner's are given: within range, at most
/// the deal's tricks together; the rest counted to the first defender.
fn side_tricks_only<O>(
    rules: &Rules,
    table: &Table<O>,
    tricks: &BTreeMap<String, i64>,
    ombre: Seat,
    partner: Seat,
) -> Result<Vec<i64>, DealError> {
    let mut out = vec![0_i64; table.len()];
    for seat in [ombre, partner] {
        let name = table.name(seat);
        let t = tricks.get(name).copied().unwrap_or(0);
        if t < 0 || t > rules.total_tricks {
            return Err(DealError::invalid(
                "tricks",
                msg!(
                    "quadrille-deal-tricks-range",
                    player = name,
                    got = t,
                    max = rules.total_tricks
                ),
            ));
        }
        if let Some(slot) = out.get_mut(seat.index()) {
            *slot = t;
        }
    }
    let side: i64 = out.iter().sum();
    if side > rules.total_tricks {
        return Err(DealError::TricksDoNotAddUp {
            expected: u32::try_from(rules.total_tricks).unwrap_or(0),
            got: u32::try_from(side).unwrap_or(0),
        });
    }
    let first_defender = (0..table.len()).find(|i| *i != ombre.index() && *i != partner.index());
    if let Some(slot) = first_defender.and_then(|i| out.get_mut(i)) {
        *slot = rules.total_tricks - side;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::options::Options;
    use super::*;
    use crate::games::GameId;
    use serde_json::json;

    fn table(game: GameId) -> Table<Options> {
        let mut options = Options::default();
        if game != GameId::Quadrille {
            options.favourite_suit = Some(Suit::Hearts);
        }
        Table {
            game,
            options,
            players: ["A", "B", "C", "D"].map(String::from).to_vec(),
        }
    }

    fn check(game: GameId, deal: serde_json::Value) -> Result<Deal, DealError> {
        let t = table(game);
        let rules = Rules::new(game, 4, &t.options)?;
        let facts: Facts = serde_json::from_value(deal).unwrap();
        validate(&rules, &t, &facts, rules.poulans.is_some())
    }

    #[test]
    fn tricks_must_add_up_to_ten() {
        let err = check(
            GameId::Quadrille,
            json!({"contract":"sans_prendre","ombre":"A","trump":"hearts",
                   "tricks":{"A":6,"B":1,"C":1,"D":1},"matadors":0}),
        )
        .unwrap_err();
        assert_eq!(err.to_string(), "tricks add up to 9; a deal has 10");
    }

    #[test]
    fn an_ask_needs_a_partner_other_than_the_ombre() {
        let err = check(
            GameId::Quadrille,
            json!({"contract":"ask","ombre":"A","trump":"hearts",
                   "tricks":{"A":6,"B":1,"C":2,"D":1},"matadors":0}),
        )
        .unwrap_err();
        assert!(matches!(err, DealError::Missing { ref field, .. } if field == "partner"));
        let err = check(
            GameId::Quadrille,
            json!({"contract":"ask","ombre":"A","partner":"A","trump":"hearts",
                   "tricks":{"A":6,"B":1,"C":2,"D":1},"matadors":0}),
        )
        .unwrap_err();
        assert!(err.to_string().contains("own_king"), "{err}");
    }

    #[test]
    fn matadors_are_zero_or_a_run_of_three() {
        let err = check(
            GameId::Quadrille,
            json!({"contract":"sans_prendre","ombre":"A","trump":"spades",
                   "tricks":{"A":6,"B":1,"C":2,"D":1},"matadors":2}),
        )
        .unwrap_err();
        assert!(err.to_string().starts_with("matadors:"), "{err}");
        assert!(check(
            GameId::Quadrille,
            json!({"contract":"sans_prendre","ombre":"A","trump":"spades",
                   "tricks":{"A":6,"B":1,"C":2,"D":1},"matadors":12}),
        )
        .is_err());
    }

    #[test]
    fn a_pass_is_only_for_the_solitaires_and_carries_no_ombre() {
        assert!(check(GameId::Quadrille, json!({"contract":"pass"})).is_err());
        let err = check(
            GameId::SolitaireQuatre,
            json!({"contract":"pass","ombre":"A",
                   "matador_holders":{"spadille":"A","manille":null,"baste":"B"}}),
        )
        .unwrap_err();
        assert!(err.to_string().starts_with("ombre:"), "{err}");
        let err = check(
            GameId::SolitaireQuatre,
            json!({"contract":"pass",
                   "matador_holders":{"spadille":"A","manille":"C","baste":"B"}}),
        )
        .unwrap_err();
        assert!(err.to_string().contains("no Manille"), "{err}");
    }

    #[test]
    fn holders_must_agree_with_the_matadors() {
        let err = check(
            GameId::Mediateur,
            json!({"contract":"sans_prendre","ombre":"C","trump":"hearts",
                   "tricks":{"A":1,"B":2,"C":6,"D":1},"matadors":0,
                   "matador_holders":{"spadille":"C","manille":"C","baste":"C"}}),
        )
        .unwrap_err();
        assert!(err.to_string().contains("at least 3"), "{err}");
    }

    #[test]
    fn a_lone_ombre_with_the_matadors_holds_the_three() {
        // Sans prendre with a run of four: the ombre alone holds the three matadors.
        let deal = check(
            GameId::Mediateur,
            json!({"contract":"sans_prendre","ombre":"C","trump":"hearts",
                   "tricks":{"A":1,"B":2,"C":6,"D":1},"matadors":4}),
        )
        .unwrap();
        let c = Some(Seat::new(2));
        assert_eq!(
            deal.holders,
            Some(ByMatador {
                spadille: c,
                manille: c,
                baste: c
            })
        );
        // With a partner, or without the run, who held them is a fact to enter.
        for (facts, why) in [
            (
                json!({"contract":"ask","ombre":"C","partner":"A","trump":"hearts",
                       "tricks":{"A":1,"C":6},"matadors":3}),
                "a partner",
            ),
            (
                json!({"contract":"sans_prendre","ombre":"C","trump":"hearts",
                       "tricks":{"A":1,"B":2,"C":6,"D":1},"matadors":0}),
                "no run",
            ),
        ] {
            let err = check(GameId::Mediateur, facts).unwrap_err();
            assert!(
                matches!(err, DealError::Missing { ref field, .. } if field == "matador_holders"),
                "{why}: {err}"
            );
        }
    }

    #[test]
    fn the_mediateur_needs_the_kings_holder() {
        let err = check(
            GameId::Mediateur,
            json!({"contract":"mediateur","ombre":"C","trump":"clubs",
                   "tricks":{"A":1,"B":1,"C":7,"D":1},"matadors":0,
                   "matador_holders":{"spadille":"B","manille":"C","baste":"D"}}),
        )
        .unwrap_err();
        assert!(matches!(err, DealError::Missing { ref field, .. } if field == "king_from"));
    }

    #[test]
    fn entries_tell_events_from_deals() {
        let e: Entry = serde_json::from_value(json!({"event":"abandon","player":"A"})).unwrap();
        assert!(matches!(
            e,
            Entry::Event(Event {
                event: EventKind::Abandon,
                ..
            })
        ));
        assert!(serde_json::from_value::<Entry>(json!({"contract":"ask","bogus":1})).is_err());
        let back = serde_json::to_value(&e).unwrap();
        assert_eq!(back, json!({"event":"abandon","player":"A"}));
    }
}
