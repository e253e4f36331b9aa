//! What the score-keeper enters (spec §2.1): one entry of `deals` is a deal or an event,
//! and [`validate`] turns a deal's raw facts into a [`Deal`] the rules can score.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use smallvec::SmallVec;

use super::options::{ByMatador, Family, Rules, Suit, Variant};
use crate::domain::{Name, Seat};
use crate::games::scan::Scan;
use crate::games::{DealError, Faults, Msg, Table};
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
                    game = rules.game_id(),
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
    pub players: Vec<Name>,
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
    pub ombre: Option<Name>,
    /// The holder of the called king (ask, forced Spadille).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner: Option<Name>,
    /// Who handed over the king (Médiateur contracts; informational for roi rendu).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub king_from: Option<Name>,
    /// The card called (informational).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub called: Option<Name>,
    /// Trumps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump: Option<Suit>,
    /// Tricks taken by each player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tricks: Option<Tricks>,
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
    pub matador_holders: Option<ByMatador<Option<Name>>>,
    /// Who takes the odd counters when codille winners divide the pot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub odd_counters_to: Option<Name>,
    /// The actual dealer, if not the expected one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Name>,
    /// Overrides the tour-based doubling.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double: Option<bool>,
    /// Holder of both black aces (Médiateur option `accolade_fee`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accolade_holder: Option<Name>,
}

/// The tricks of a deal as entered: a count by player name, in name order (a name given
/// twice: the last count), as a map of names would read them, kept in place for a table of
/// up to four.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tricks(SmallVec<[(Name, i64); 4]>);

impl Tricks {
    /// The count of `name`, if given.
    pub fn get(&self, name: &str) -> Option<i64> {
        self.0.iter().find(|(n, _)| n.is(name)).map(|(_, t)| *t)
    }

    /// Whether `name` is given.
    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The names given, in order.
    pub fn keys(&self) -> impl Iterator<Item = &Name> {
        self.0.iter().map(|(n, _)| n)
    }

    /// The names given and their counts, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&Name, i64)> {
        self.0.iter().map(|(n, t)| (n, *t))
    }

    /// How many names are given.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Sets the count of `name` (in its place in name order).
    #[inline]
    pub fn insert(&mut self, name: Name, count: i64) {
        let key = name.as_bytes();
        // Names usually come in order: after the last one. (Byte by byte, as `Name::is`
        // compares: names are short.)
        if self
            .0
            .last()
            .is_none_or(|(last, _)| last.as_bytes().iter().lt(key))
        {
            self.0.push((name, count));
            return;
        }
        let at = self.0.iter().position(|(n, _)| n.as_bytes() >= key);
        match at.and_then(|i| self.0.get_mut(i)) {
            Some(slot) if slot.0.as_bytes() == key => slot.1 = count,
            _ => self.0.insert(at.unwrap_or(self.0.len()), (name, count)),
        }
    }
}

impl FromIterator<(Name, i64)> for Tricks {
    fn from_iter<I: IntoIterator<Item = (Name, i64)>>(iter: I) -> Self {
        let mut tricks = Tricks::default();
        for (name, count) in iter {
            tricks.insert(name, count);
        }
        tricks
    }
}

impl Serialize for Tricks {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(n, t)| (n, t)))
    }
}

impl<'de> Deserialize<'de> for Tricks {
    /// As a map of names to counts reads (the same words in errors).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Counts;
        impl<'de> serde::de::Visitor<'de> for Counts {
            type Value = Tricks;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a map")
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Tricks, A::Error> {
                let mut tricks = Tricks::default();
                while let Some((name, count)) = map.next_entry::<Name, i64>()? {
                    tricks.insert(name, count);
                }
                Ok(tricks)
            }
        }
        deserializer.deserialize_map(Counts)
    }
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
    pub player: Option<Name>,
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
    /// One pass over the entry's keys (`Keys`), then an event if it has an `event` key
    /// (even null), else a deal: the rules of [`Event`] and [`Facts`] (unknown keys,
    /// `contract` required), said in serde's words for [`crate::games::from_json`].
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let keys = Keys::deserialize(deserializer)?;
        let null = |e: serde_json::Error| D::Error::custom(e);
        match keys.event {
            Some(event) => {
                if let Some(field) = keys.facts_given().into_iter().min() {
                    return Err(D::Error::custom(format_args!(
                        "unknown field `{field}`, expected `event` or `player`"
                    )));
                }
                let event = match event {
                    Some(e) => e,
                    None => EventKind::deserialize(Value::Null).map_err(null)?,
                };
                Ok(Entry::Event(Event {
                    event,
                    player: keys.player.flatten(),
                }))
            }
            None => {
                if keys.player.is_some() {
                    return Err(D::Error::custom(
                        "unknown field `player`, expected a field of a deal",
                    ));
                }
                let contract = match keys.contract {
                    Some(Some(c)) => c,
                    Some(None) => Contract::deserialize(Value::Null).map_err(null)?,
                    None => return Err(D::Error::missing_field("contract")),
                };
                Ok(Entry::Deal(Box::new(Facts {
                    contract,
                    ombre: keys.ombre.flatten(),
                    partner: keys.partner.flatten(),
                    king_from: keys.king_from.flatten(),
                    called: keys.called.flatten(),
                    trump: keys.trump.flatten(),
                    tricks: keys.tricks.flatten(),
                    matadors: keys.matadors.flatten(),
                    vole_undertaken: keys.vole_undertaken.flatten(),
                    king_shown: keys.king_shown.flatten(),
                    vole_barred: keys.vole_barred.flatten(),
                    penalties: keys.penalties.flatten(),
                    forfeited: keys.forfeited.flatten(),
                    matador_holders: keys.matador_holders.flatten(),
                    odd_counters_to: keys.odd_counters_to.flatten(),
                    dealer: keys.dealer.flatten(),
                    double: keys.double.flatten(),
                    accolade_holder: keys.accolade_holder.flatten(),
                })))
            }
        }
    }
}

impl Entry {
    /// A deal at `scan` whose keys are each given once, with a value (not null), among
    /// `contract`, the players' names, `trump`, `tricks`, `matadors` and the flags: the
    /// shape a deal entered at the table takes, read by hand ([`Game::scan_deal`]).
    /// `None` for any other entry (an event, penalties...), which serde reads.
    ///
    /// [`Game::scan_deal`]: crate::games::Game::scan_deal
    pub fn scan(scan: &mut Scan<'_>) -> Option<Entry> {
        fn set<T>(field: &mut Option<T>, value: Option<T>) -> Option<()> {
            if field.is_some() {
                return None; // given twice: serde says so
            }
            *field = Some(value?);
            Some(())
        }
        // Read in place into the facts' box (the contract is set at the end, once known).
        let mut facts = Box::new(Facts::new(Contract::Ask));
        let mut contract = None;
        let f = &mut *facts;
        scan.map(|scan, key| {
            let name = |scan: &mut Scan<'_>| scan.string().map(Name::new);
            match key {
                "contract" => {
                    let slug = scan.string()?;
                    let read = Contract::ALL.into_iter().find(|c| c.slug() == slug);
                    set(&mut contract, read)
                }
                "ombre" => set(&mut f.ombre, name(scan)),
                "partner" => set(&mut f.partner, name(scan)),
                "king_from" => set(&mut f.king_from, name(scan)),
                "called" => set(&mut f.called, name(scan)),
                "odd_counters_to" => set(&mut f.odd_counters_to, name(scan)),
                "dealer" => set(&mut f.dealer, name(scan)),
                "accolade_holder" => set(&mut f.accolade_holder, name(scan)),
                "trump" => {
                    let slug = scan.string()?;
                    set(
                        &mut f.trump,
                        Suit::ALL.into_iter().find(|s| s.slug() == slug),
                    )
                }
                "tricks" => {
                    if f.tricks.is_some() {
                        return None; // given twice
                    }
                    let counts = f.tricks.insert(Tricks::default());
                    scan.map(|scan, player| {
                        counts.insert(Name::new(player), scan.int()?);
                        Some(())
                    })
                }
                "matadors" => set(&mut f.matadors, scan.int()),
                "vole_undertaken" => set(&mut f.vole_undertaken, scan.bool()),
                "king_shown" => set(&mut f.king_shown, scan.bool()),
                "vole_barred" => set(&mut f.vole_barred, scan.bool()),
                "double" => set(&mut f.double, scan.bool()),
                _ => None,
            }
        })?;
        facts.contract = contract?;
        Some(Entry::Deal(facts))
    }
}

impl Facts {
    /// The facts of a deal of `contract` with nothing else given.
    pub fn new(contract: Contract) -> Self {
        Facts {
            contract,
            ombre: None,
            partner: None,
            king_from: None,
            called: None,
            trump: None,
            tricks: None,
            matadors: None,
            vole_undertaken: None,
            king_shown: None,
            vole_barred: None,
            penalties: None,
            forfeited: None,
            matador_holders: None,
            odd_counters_to: None,
            dealer: None,
            double: None,
            accolade_holder: None,
        }
    }
}

/// A key that may be absent (`None`), null (`Some(None)`) or hold a value.
fn given<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(deserializer).map(Some)
}

/// Every key an entry of `deals` may hold (those of [`Facts`], in its order, then those of
/// [`Event`]), read in one pass straight from the input, each as absent, null or a value.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Keys {
    #[serde(default, deserialize_with = "given")]
    contract: Option<Option<Contract>>,
    #[serde(default, deserialize_with = "given")]
    ombre: Option<Option<Name>>,
    #[serde(default, deserialize_with = "given")]
    partner: Option<Option<Name>>,
    #[serde(default, deserialize_with = "given")]
    king_from: Option<Option<Name>>,
    #[serde(default, deserialize_with = "given")]
    called: Option<Option<Name>>,
    #[serde(default, deserialize_with = "given")]
    trump: Option<Option<Suit>>,
    #[serde(default, deserialize_with = "given")]
    tricks: Option<Option<Tricks>>,
    #[serde(default, deserialize_with = "given")]
    matadors: Option<Option<i64>>,
    #[serde(default, deserialize_with = "given")]
    vole_undertaken: Option<Option<bool>>,
    #[serde(default, deserialize_with = "given")]
    king_shown: Option<Option<bool>>,
    #[serde(default, deserialize_with = "given")]
    vole_barred: Option<Option<bool>>,
    #[serde(default, deserialize_with = "given")]
    penalties: Option<Option<Vec<Penalty>>>,
    #[serde(default, deserialize_with = "given")]
    forfeited: Option<Option<Vec<Premium>>>,
    #[serde(default, deserialize_with = "given")]
    matador_holders: Option<Option<ByMatador<Option<Name>>>>,
    #[serde(default, deserialize_with = "given")]
    odd_counters_to: Option<Option<Name>>,
    #[serde(default, deserialize_with = "given")]
    dealer: Option<Option<Name>>,
    #[serde(default, deserialize_with = "given")]
    double: Option<Option<bool>>,
    #[serde(default, deserialize_with = "given")]
    accolade_holder: Option<Option<Name>>,
    #[serde(default, deserialize_with = "given")]
    event: Option<Option<EventKind>>,
    #[serde(default, deserialize_with = "given")]
    player: Option<Option<Name>>,
}

impl Keys {
    /// The keys of [`Facts`] given (even null).
    fn facts_given(&self) -> Vec<&'static str> {
        [
            ("contract", self.contract.is_some()),
            ("ombre", self.ombre.is_some()),
            ("partner", self.partner.is_some()),
            ("king_from", self.king_from.is_some()),
            ("called", self.called.is_some()),
            ("trump", self.trump.is_some()),
            ("tricks", self.tricks.is_some()),
            ("matadors", self.matadors.is_some()),
            ("vole_undertaken", self.vole_undertaken.is_some()),
            ("king_shown", self.king_shown.is_some()),
            ("vole_barred", self.vole_barred.is_some()),
            ("penalties", self.penalties.is_some()),
            ("forfeited", self.forfeited.is_some()),
            ("matador_holders", self.matador_holders.is_some()),
            ("odd_counters_to", self.odd_counters_to.is_some()),
            ("dealer", self.dealer.is_some()),
            ("double", self.double.is_some()),
            ("accolade_holder", self.accolade_holder.is_some()),
        ]
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect()
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
    pub tricks: SmallVec<[i64; 4]>,
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
    name: &Option<Name>,
) -> Result<Option<Seat>, DealError> {
    name.as_ref()
        .map(|n| table.seat_named(field, n))
        .transpose()
}

/// Checks a deal's facts against the rules (spec §2.1 "Validation"). `poulans_paid` says
/// whether this deal pays matador poulans (so needs `matador_holders`). Every independent
/// fault is reported, in the order below (the first is what a check stopping at the first
/// fault would say); a check whose base is at fault (the partner's tricks when the
/// partner is missing) is skipped.
///
/// # Errors
/// A [`DealError`] naming the field at fault and what is allowed, or
/// [`DealError::Several`] when more than one is.
pub fn validate<O>(
    rules: &Rules,
    table: &Table<O>,
    facts: &Facts,
    poulans_paid: bool,
) -> Result<Deal, DealError> {
    let mut faults = Faults::new();
    let contract = facts.contract;
    faults.check(contract.check_allowed(rules));
    let contract_ok = faults.is_empty();
    let mediateur_family = rules.family == Family::Mediateur;

    let dealer = faults
        .take(seat_opt(table, "dealer", &facts.dealer))
        .flatten();
    let accolade_holder = faults
        .take(seat_opt(table, "accolade_holder", &facts.accolade_holder))
        .flatten();
    if accolade_holder.is_some() && !(mediateur_family && rules.options.accolade_fee > 0) {
        faults.push(DealError::invalid(
            "accolade_holder",
            msg!("quadrille-deal-accolade-not-here"),
        ));
    }
    let penalties = faults
        .take(check_penalties(table, facts))
        .unwrap_or_default();
    let mut holders = match &facts.matador_holders {
        Some(_) if !mediateur_family => {
            faults.push(DealError::invalid(
                "matador_holders",
                msg!("quadrille-deal-holders-not-here"),
            ));
            None
        }
        Some(h) => {
            let spadille = faults.take(seat_opt(table, "matador_holders.spadille", &h.spadille));
            let manille = faults.take(seat_opt(table, "matador_holders.manille", &h.manille));
            let baste = faults.take(seat_opt(table, "matador_holders.baste", &h.baste));
            match (spadille, manille, baste) {
                (Some(spadille), Some(manille), Some(baste)) => Some(ByMatador {
                    spadille,
                    manille,
                    baste,
                }),
                _ => None,
            }
        }
        None if poulans_paid && contract == Contract::Pass => {
            faults.push(DealError::missing(
                "matador_holders",
                msg!("quadrille-deal-holders-when"),
            ));
            None
        }
        // A played deal: derived below when the ombre alone holds the three.
        None => None,
    };
    // Whether the holders were entered (right or wrong): derived only when they were not.
    let holders_given = facts.matador_holders.is_some();
    if !contract_ok {
        // Everything below depends on the contract.
        return Err(faults.fail());
    }

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
        for (field, _) in carried.iter().filter(|(_, present)| *present) {
            faults.push(DealError::invalid(
                *field,
                msg!("quadrille-deal-pass-carries"),
            ));
        }
        if holders.is_some_and(|h| h.manille.is_some()) {
            faults.push(DealError::invalid(
                "matador_holders.manille",
                msg!("quadrille-deal-pass-no-manille"),
            ));
        }
        return faults.finish(Deal {
            dealer,
            double: facts.double,
            holders,
            penalties,
            accolade_holder,
            play: None,
        });
    }

    let ombre = match &facts.ombre {
        Some(n) => faults.take(table.seat_named("ombre", n)),
        None => {
            faults.push(DealError::missing(
                "ombre",
                msg!("quadrille-deal-for-played-deal"),
            ));
            None
        }
    };
    let trump = facts.trump;
    if trump.is_none() {
        faults.push(DealError::missing(
            "trump",
            msg!("quadrille-deal-for-played-deal"),
        ));
    }
    let partner = faults.take(seat_opt(table, "partner", &facts.partner));
    // The partner as checked: `Some(None)` for a contract without one.
    let partner_ok = match (contract.is_called_king(), partner) {
        (_, None) => None,
        (true, Some(None)) => {
            faults.push(DealError::missing(
                "partner",
                msg!("quadrille-deal-partner-when", contract = contract.slug()),
            ));
            None
        }
        (true, Some(Some(p))) if Some(p) == ombre => {
            faults.push(DealError::invalid(
                "partner",
                msg!(
                    "quadrille-deal-partner-is-ombre",
                    own = Contract::OwnKing.label()
                ),
            ));
            None
        }
        (false, Some(Some(_))) => {
            faults.push(DealError::invalid(
                "partner",
                msg!(
                    "quadrille-deal-partner-not-here",
                    ask = Contract::Ask.label(),
                    forced = Contract::ForcedSpadille.label(),
                    contract = contract.label()
                ),
            ));
            None
        }
        (_, Some(p)) => Some(p),
    };

    // The tricks are read by the side (the ombre and his partner), so they rest on both.
    let tricks = match (ombre, partner_ok) {
        (Some(ombre), Some(partner)) => faults.take(check_tricks(
            rules,
            table,
            facts.tricks.as_ref(),
            ombre,
            partner,
        )),
        _ => None,
    };

    let king_from = faults
        .take(seat_opt(table, "king_from", &facts.king_from))
        .flatten();
    let mediateur_king = matches!(
        contract,
        Contract::Mediateur | Contract::VoleDeclaredMediateur
    );
    let king_fault = match king_from {
        Some(k) if Some(k) == ombre => Some(DealError::invalid(
            "king_from",
            msg!("quadrille-deal-king-from-ombre"),
        )),
        Some(_) if mediateur_king && !rules.king_exchanged => Some(DealError::invalid(
            "king_from",
            msg!("quadrille-deal-king-from-piquemedrille"),
        )),
        Some(_) if !mediateur_king && contract != Contract::RoiRendu => Some(DealError::invalid(
            "king_from",
            msg!(
                "quadrille-deal-king-from-not-here",
                contract = contract.slug()
            ),
        )),
        None if mediateur_king && rules.king_exchanged && facts.king_from.is_none() => Some(
            DealError::missing("king_from", msg!("quadrille-deal-king-from-when")),
        ),
        _ => None,
    };
    if let Some(fault) = king_fault {
        faults.push(fault);
    }

    let matadors = facts.matadors;
    if matadors.is_none() {
        faults.push(DealError::missing(
            "matadors",
            msg!("quadrille-deal-matadors-when"),
        ));
    }
    // Alone: no partner (`None` while the partner is at fault).
    let alone = partner_ok.map(|p| p.is_none());
    let mut matadors_ok = matadors;
    if let (Some(m), Some(trump)) = (matadors, trump) {
        let max = if trump.is_black() { 11 } else { 12 };
        // While the partner is at fault, the bound of a side (the looser one).
        let max = if alone == Some(true) {
            max.min(rules.total_tricks)
        } else {
            max
        };
        if m != 0 && !(3..=max).contains(&m) {
            faults.push(DealError::invalid(
                "matadors",
                msg!(
                    "quadrille-deal-matadors-run",
                    got = m,
                    max = max,
                    trump = trump.label()
                ),
            ));
            matadors_ok = None;
        }
    }

    // The poulans go to the holders. An ombre playing alone with a run of matadors holds
    // the three himself: they are derived, not asked; otherwise they are facts no other
    // fact tells.
    if !holders_given && poulans_paid {
        match (alone, matadors_ok) {
            (Some(true), Some(m)) if m >= 3 => {
                // Derived from the ombre (nothing to say while he is at fault).
                if let Some(ombre) = ombre {
                    holders = Some(ByMatador {
                        spadille: Some(ombre),
                        manille: Some(ombre),
                        baste: Some(ombre),
                    });
                }
            }
            (Some(false), _) | (Some(true), Some(_)) => {
                faults.push(DealError::missing(
                    "matador_holders",
                    msg!("quadrille-deal-holders-when"),
                ));
            }
            _ => {}
        }
    }

    let odd_counters_to = faults
        .take(seat_opt(table, "odd_counters_to", &facts.odd_counters_to))
        .flatten();
    let vole_undertaken = facts.vole_undertaken.unwrap_or(false);
    if let (true, Some(ombre), Some(partner), Some(tricks)) =
        (vole_undertaken, ombre, partner_ok, &tricks)
    {
        let of = |s: Seat| tricks.get(s.index()).copied().unwrap_or(0);
        let side = of(ombre) + partner.map_or(0, of);
        if side < rules.win_tricks {
            faults.push(DealError::invalid(
                "vole_undertaken",
                msg!(
                    "quadrille-deal-vole-undertaken",
                    got = side,
                    needed = rules.win_tricks
                ),
            ));
        }
    }
    let mut forfeited_sans_prendre = false;
    let mut forfeited_matadors = false;
    if let Some(forfeited) = &facts.forfeited {
        if mediateur_family {
            faults.push(DealError::invalid(
                "forfeited",
                msg!("quadrille-deal-forfeited-not-here"),
            ));
        } else {
            for premium in forfeited {
                match premium {
                    Premium::SansPrendre
                        if !matches!(
                            contract,
                            Contract::SansPrendre | Contract::SansPrendreVole
                        ) =>
                    {
                        faults.push(DealError::invalid(
                            "forfeited",
                            msg!(
                                "quadrille-deal-forfeited-sans-prendre",
                                contract = contract.slug()
                            ),
                        ));
                        break;
                    }
                    Premium::SansPrendre => forfeited_sans_prendre = true,
                    Premium::Matadors => forfeited_matadors = true,
                }
            }
        }
    }
    if let (Some(h), Some(ombre), Some(partner), Some(matadors)) =
        (&holders, ombre, partner_ok, matadors_ok)
    {
        let side_holds = |s: &Option<Seat>| s.is_some_and(|s| s == ombre || Some(s) == partner);
        let all = side_holds(&h.spadille) && side_holds(&h.manille) && side_holds(&h.baste);
        if all && matadors < 3 {
            faults.push(DealError::invalid(
                "matadors",
                msg!("quadrille-deal-holders-all-side"),
            ));
        }
        if !all && matadors >= 3 {
            faults.push(DealError::invalid(
                "matadors",
                msg!("quadrille-deal-holders-outside", got = matadors),
            ));
        }
    }

    let (Some(ombre), Some(trump), Some(partner), Some(tricks), Some(matadors)) =
        (ombre, trump, partner_ok, tricks, matadors_ok)
    else {
        return Err(faults.fail());
    };
    let play = Play {
        contract,
        ombre,
        partner,
        king_from,
        trump,
        tricks,
        matadors,
        vole_undertaken,
        king_shown: facts.king_shown.unwrap_or(true),
        vole_barred: facts.vole_barred.unwrap_or(false),
        forfeited_sans_prendre,
        forfeited_matadors,
        odd_counters_to,
    };
    faults.finish(Deal {
        dealer,
        double: facts.double,
        holders,
        penalties,
        accolade_holder,
        play: Some(play),
    })
}

/// The penalty beasts' payers: one player, or two different ones, each of the partie.
fn check_penalties<O>(table: &Table<O>, facts: &Facts) -> Result<Vec<Vec<Seat>>, DealError> {
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
    Ok(penalties)
}

/// The tricks of each player, in seating order. Every player's count is given, adding up
/// to the deal's tricks; or the side's alone (the ombre's, and his partner's when he has
/// one): the defenders then hold the rest between them, and how they split it pays
/// nothing (the side's total decides, the ombre's own count only when he is left alone,
/// spec §4.3), so it is not asked. The rest is then counted to a defender.
fn check_tricks<O>(
    rules: &Rules,
    table: &Table<O>,
    tricks: Option<&Tricks>,
    ombre: Seat,
    partner: Option<Seat>,
) -> Result<SmallVec<[i64; 4]>, DealError> {
    let tricks =
        tricks.ok_or_else(|| DealError::missing("tricks", msg!("quadrille-deal-tricks-when")))?;
    // The counts by seat: every name given is a player's (each once, as the players are).
    let mut given: SmallVec<[Option<i64>; 4]> = smallvec::smallvec![None; table.len()];
    for (name, count) in tricks.iter() {
        let seat = table.seat_named("tricks", name)?;
        if let Some(slot) = given.get_mut(seat.index()) {
            *slot = Some(count);
        }
    }
    let side: SmallVec<[Seat; 2]> = std::iter::once(ombre).chain(partner).collect();
    let has = |s: &Seat| given.get(s.index()).copied().flatten().is_some();
    if side.iter().all(has) && given.iter().any(Option::is_none) {
        return side_tricks_only(rules, table, &given, &side);
    }
    // A box of the side left blank: that is what is asked (the defenders' may stay blank).
    if let Some(missing) = side.iter().find(|s| !has(s)) {
        return Err(DealError::missing(
            "tricks",
            msg!(
                "quadrille-deal-tricks-every-player",
                player = table.name(*missing)
            ),
        ));
    }
    let mut out = SmallVec::new();
    for (name, t) in table.players.iter().zip(&given) {
        let t = t.ok_or_else(|| {
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

/// The tricks when the side's (the ombre's, and his partner's when he has one) are given
/// and some defender's are not (`given`, by seat): each within range, at most the deal's
/// tricks together; the rest counted to the first defender left blank. How the defenders
/// split their tricks pays nothing (the side's total decides, spec §2.3, and at a codille
/// the defenders win together).
fn side_tricks_only<O>(
    rules: &Rules,
    table: &Table<O>,
    given: &[Option<i64>],
    side: &[Seat],
) -> Result<SmallVec<[i64; 4]>, DealError> {
    let mut out: SmallVec<[i64; 4]> = std::iter::repeat_n(0, table.len()).collect();
    for (i, t) in given.iter().enumerate() {
        let Some(t) = *t else { continue };
        if t < 0 || t > rules.total_tricks {
            return Err(DealError::invalid(
                "tricks",
                msg!(
                    "quadrille-deal-tricks-range",
                    player = table.players.get(i).map_or("", String::as_str),
                    got = t,
                    max = rules.total_tricks
                ),
            ));
        }
        if let Some(slot) = out.get_mut(i) {
            *slot = t;
        }
    }
    let counted: i64 = out.iter().sum();
    if counted > rules.total_tricks {
        return Err(DealError::TricksDoNotAddUp {
            expected: u32::try_from(rules.total_tricks).unwrap_or(0),
            got: u32::try_from(counted).unwrap_or(0),
        });
    }
    let first_blank = (0..table.len()).find(|i| {
        given.get(*i).copied().flatten().is_none() && side.iter().all(|s| s.index() != *i)
    });
    if let Some(slot) = first_blank.and_then(|i| out.get_mut(i)) {
        *slot = rules.total_tricks - counted;
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
        assert!(err.to_string().contains("Own king (alone)"), "{err}");
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
    fn every_independent_fault_is_reported_the_first_as_before() {
        // An ask without the partner, a king handed over on an ask, two matadors, the
        // sans-prendre premium forfeited on an ask: four faults, in the rules' order.
        let err = check(
            GameId::Quadrille,
            json!({"contract":"ask","ombre":"A","trump":"hearts","king_from":"B",
                   "tricks":{"A":6,"B":1,"C":2,"D":1},"matadors":2,
                   "forfeited":["sans_prendre"]}),
        )
        .unwrap_err();
        let fields: Vec<&str> = err.all().iter().filter_map(DealError::field).collect();
        assert_eq!(fields, ["partner", "king_from", "matadors", "forfeited"]);
        assert!(matches!(err.first(), DealError::Missing { field, .. } if field == "partner"));
        assert_eq!(
            err.message(),
            err.first().message(),
            "one message: the first"
        );
        // A fault resting on another is not reported: the tricks of a side whose partner
        // is missing are not read.
        let err = check(
            GameId::Quadrille,
            json!({"contract":"ask","ombre":"A","trump":"hearts",
                   "tricks":{"A":6},"matadors":0}),
        )
        .unwrap_err();
        assert_eq!(err.all().len(), 1, "{err:?}");
        // The Médiateur: a partner on a Médiateur, the king from the ombre, a player
        // unknown among the holders.
        let err = check(
            GameId::Mediateur,
            json!({"contract":"mediateur","ombre":"C","partner":"A","king_from":"C",
                   "trump":"clubs","tricks":{"A":1,"B":1,"C":7,"D":1},"matadors":0,
                   "matador_holders":{"spadille":"Zoé","manille":"C","baste":"D"}}),
        )
        .unwrap_err();
        let fields: Vec<&str> = err.all().iter().filter_map(DealError::field).collect();
        assert_eq!(fields, ["matador_holders.spadille", "partner", "king_from"]);
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
