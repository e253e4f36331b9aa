//! Le Quintille nouveau (`quintille-nouveau`): Ombre by five after the laws of Quadrille
//! (spec 4; 000:10997-11130; 001:8665-8826). The dealer stakes a fiche and everyone a jeton;
//! the attack (the caller and his King, or one player alone) wins the pool and the
//! consolation, matadors, sans-prendre and vole from each defender, or pays them and makes
//! a beast worth the pool; beasts wait and go as at the Ombre.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::beasts::{self, Beast};
use super::fields;
use super::outcome::{check_matadors, divide_by_trumps, five_of_eight};
use super::purse::{add, mul, Purse, PENDING_KEY, POOL_KEY};
use super::quintille::{
    check_sides, contract_field, ombre_field, partner_field, unit_spec, Played, PLAYERS, TRICKS,
};
use super::status::{self, pool_and_beasts};
use super::{check_amounts, dealer_of, State, MAX_AMOUNT};
use crate::domain::{PotKey, Seat};
use crate::games::hombre::{halves, Result3};
use crate::games::{
    DealError, EventForm, Faults, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec,
    Outcome, ReportKind, Status, Table, TableItem,
};

/// Le Quintille nouveau (`quintille-nouveau`), spec 4.
#[derive(Debug)]
pub struct QuintilleNouveau;

/// The longest run of matadors the attack's two hands can hold (spec 4, "Validity").
const MAX_MATADORS: u32 = 12;

/// The options of the new Quintille (spec 4), with the Quadrille values of the book.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NouveauOptions {
    /// Free-text label of the unit (ignored).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// The dealer's fiche on the game (10).
    pub fiche: i64,
    /// Each player's jeton for the game (1).
    pub game_counter: i64,
    /// The consolation, from or to each defender (2).
    pub consolation: i64,
    /// Per matador, from or to each defender (1).
    pub matador: i64,
    /// The sans-prendre, from or to each of the four (5).
    pub sans_prendre: i64,
    /// The vole, from or to each defender (10; double for a sans-prendre).
    pub vole: i64,
}

impl Default for NouveauOptions {
    fn default() -> Self {
        NouveauOptions {
            unit: None,
            fiche: 10,
            game_counter: 1,
            consolation: 2,
            matador: 1,
            sans_prendre: 5,
            vole: 10,
        }
    }
}

impl NouveauOptions {
    /// Checks the amounts.
    ///
    /// # Errors
    /// [`DealError::Options`].
    pub fn check(&self) -> Result<(), DealError> {
        check_amounts(&[
            ("fiche", self.fiche, 0),
            ("game_counter", self.game_counter, 0),
            ("consolation", self.consolation, 0),
            ("matador", self.matador, 0),
            ("sans_prendre", self.sans_prendre, 0),
            ("vole", self.vole, 0),
        ])
    }
}

/// The new Quintille's contracts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NouveauContract {
    /// A King called in another hand.
    Call,
    /// A King one holds: played alone, no sans-prendre (000:544-548).
    SelfCall,
    /// Alone against four, the sans-prendre paid.
    SansPrendre,
}

/// One deal of the new Quintille (spec 4, "Deal fields").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NouveauDeal {
    /// Always "played" (may be left out; if all pass, Spadille plays).
    #[serde(rename = "type", default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<Played>,
    /// Who called (or plays alone).
    pub ombre: String,
    /// Call, self-call or sans-prendre.
    pub contract: NouveauContract,
    /// The holder of the called King (null unless "call").
    #[serde(default)]
    pub partner: Option<String>,
    /// Tricks per player (eight in all).
    pub tricks: BTreeMap<String, u32>,
    /// The attack's joint run of matadors (0 if fewer than three).
    #[serde(default)]
    pub matadors: u32,
    /// Whether the vole was undertaken (no effect: a missed vole costs nothing).
    #[serde(default)]
    pub vole_undertaken: bool,
    /// Defenders in the order of their highest trump (for the odd jetons of a codille).
    #[serde(default)]
    pub trump_order: Vec<String>,
}

/// Scores one deal of the new Quintille (spec 4).
///
/// # Errors
/// A [`DealError`] naming the fact at fault.
pub(crate) fn settle(
    table: &Table<NouveauOptions>,
    state: &State,
    deal: &NouveauDeal,
) -> Result<Outcome<State>, DealError> {
    let opts = &table.options;
    let sp = deal.contract == NouveauContract::SansPrendre;
    // Every fault at once: the sides, then the matadors.
    let mut faults = Faults::new();
    let sides = faults.take(check_sides(
        table,
        &deal.ombre,
        deal.partner.as_deref(),
        deal.contract == NouveauContract::Call,
        &deal.tricks,
        &deal.trump_order,
    ));
    faults.check(check_matadors(deal.matadors, MAX_MATADORS));
    let Some(sides) = sides else {
        return Err(faults.fail());
    };
    faults.into_result()?;

    let mut purse = Purse::new(state);
    let dealer = dealer_of(table.len(), state.deals).unwrap_or(Seat::new(0));
    purse.state.deals = purse.state.deals.saturating_add(1);
    beasts::bring_on(&mut purse)?;
    // The dealer's fiche and everyone's jeton (000:11011-11018).
    purse.put_in_pool(dealer, opts.fiche, "dealer_fiche")?;
    for seat in table.seats() {
        purse.put_in_pool(seat, opts.game_counter, "game_counter")?;
    }
    let pool = purse.state.pool;
    let (ombre, partner) = (sides.ombre, sides.partner);
    let verdict = five_of_eight(sides.attack_tricks);
    let vole_or_devole = sides.attack_tricks == TRICKS || sides.attack_tricks == 0;

    // What each defender pays the attack, or the attack pays each defender: consolation,
    // matadors, sans-prendre, and the vole or dévole (spec 4, 5).
    let mut each = opts.consolation;
    if deal.matadors >= 3 {
        each = add(each, mul(opts.matador, i64::from(deal.matadors))?)?;
    }
    if sp {
        each = add(each, opts.sans_prendre)?;
    }
    if vole_or_devole {
        each = add(each, mul(opts.vole, if sp { 2 } else { 1 })?)?;
    }

    match verdict {
        Result3::Win => {
            let (high, low) = match partner {
                Some(_) => halves(pool),
                None => (pool, 0),
            };
            purse.draw(ombre, high, "draws_pool")?;
            if let Some(p) = partner {
                purse.draw(p, low, "draws_pool")?;
            }
            purse.collect_for_pair(&sides.defenders, each, ombre, partner, "game_payments")?;
            purse.state.beasts.drawn();
        }
        Result3::Remise | Result3::Codille => {
            // The caller pays alone when he made no trick and his King made some
            // (000:11047-11051, 11107-11110).
            let partner_pays =
                partner.filter(|_| !(sides.ombre_tricks == 0 && sides.partner_tricks >= 1));
            purse.pay_from_pair(&sides.defenders, each, ombre, partner_pays, "game_payments")?;
            let codille = verdict == Result3::Codille;
            let reason = if codille {
                "codille_beast"
            } else {
                "remise_beast"
            };
            let beast = match partner_pays {
                Some(p) => Beast::shared(ombre, p, pool, reason),
                None => Beast::by(ombre, pool, reason),
            };
            if codille {
                divide_by_trumps(&mut purse, &sides.defenders, &sides.trump_order, "codille")?;
                purse.state.beasts.drawn();
            }
            beasts::make(&mut purse, &[beast], false)?;
        }
    }
    Ok(Outcome {
        transfers: purse.transfers,
        next: purse.state,
    })
}

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "beast_goes",
    "codille",
    "codille_beast",
    "dealer_fiche",
    "draws_pool",
    "game_counter",
    "game_payments",
    "remise_beast",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &[
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

impl Game for QuintilleNouveau {
    type Options = NouveauOptions;
    type Deal = NouveauDeal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_game: GameId, _options: &NouveauOptions) -> RangeInclusive<usize> {
        PLAYERS..=PLAYERS
    }

    fn default_options(_game: GameId) -> NouveauOptions {
        NouveauOptions::default()
    }

    fn pots(_game: GameId, _options: &NouveauOptions) -> Vec<PotKey> {
        vec![PotKey::new(POOL_KEY), PotKey::new(PENDING_KEY)]
    }

    fn open(table: &Table<NouveauOptions>) -> Result<Outcome<State>, DealError> {
        table.options.check()?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    fn settle(
        table: &Table<NouveauOptions>,
        state: &State,
        deal: &NouveauDeal,
    ) -> Result<Outcome<State>, DealError> {
        table.options.check()?;
        settle(table, state, deal)
    }

    /// The text says nothing of the end: everything stays on the table (spec 4).
    fn close(_table: &Table<NouveauOptions>, state: &State) -> Result<Outcome<State>, DealError> {
        Ok(Outcome {
            transfers: Vec::new(),
            next: state.clone(),
        })
    }

    /// The deal to come and its dealer, the pool and the beasts, and what the next deal
    /// stakes: the dealer's fiche and each player's jeton (000:11011-11018).
    fn status(table: &Table<NouveauOptions>, state: &State) -> Status {
        let mut items = pool_and_beasts(state);
        let dealer = dealer_of(table.len(), state.deals);
        items.push(TableItem {
            seat: dealer,
            ..TableItem::amount(
                crate::msg!("quintille-item-dealer-fiche"),
                table.options.fiche,
            )
        });
        items.push(TableItem::amount(
            crate::msg!("quintille-item-game-counter"),
            table.options.game_counter,
        ));
        status::status(table.len(), state, items)
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        let d = NouveauOptions::default();
        let spec = |key: &'static str, default: i64, label: Msg, help: Msg| {
            OptionSpec::new(
                key,
                OptionKind::Count {
                    min: 0,
                    max: MAX_AMOUNT,
                },
                default,
                label,
            )
            .help(help)
            .essential()
        };
        vec![
            spec(
                "fiche",
                d.fiche,
                crate::msg!("quintille-opt-fiche"),
                crate::msg!("quintille-opt-fiche-help"),
            ),
            spec(
                "game_counter",
                d.game_counter,
                crate::msg!("quintille-opt-game-counter"),
                crate::msg!("quintille-opt-game-counter-help"),
            ),
            spec(
                "consolation",
                d.consolation,
                crate::msg!("quintille-opt-consolation"),
                crate::msg!("quintille-opt-consolation-help"),
            ),
            spec(
                "matador",
                d.matador,
                crate::msg!("quintille-opt-matador"),
                crate::msg!("quintille-opt-matador-help"),
            ),
            spec(
                "sans_prendre",
                d.sans_prendre,
                crate::msg!("quintille-nouveau-opt-sans-prendre"),
                crate::msg!("quintille-nouveau-opt-sans-prendre-help"),
            ),
            spec(
                "vole",
                d.vole,
                crate::msg!("quintille-opt-vole"),
                crate::msg!("quintille-opt-vole-help"),
            ),
            unit_spec(),
        ]
    }

    /// The deal-entry form (spec 4): the Ombre, the contract, the King's holder and the
    /// tricks first; the matadors and the vole, and the codille's trump order, in groups.
    fn form(_table: &Table<NouveauOptions>, _state: &State) -> Vec<Field> {
        let vole = crate::msg!("quintille-group-matadors-vole");
        let codille = crate::msg!("quintille-group-codille");
        let mut fields = vec![
            ombre_field(),
            contract_field(&[
                ("call", crate::msg!("quintille-contract-call")),
                ("self_call", crate::msg!("quintille-contract-self-call")),
                (
                    "sans_prendre",
                    crate::msg!("quintille-contract-sans-prendre"),
                ),
            ]),
            partner_field(crate::msg!("quintille-nouveau-field-partner-help")),
            fields::tricks(TRICKS, true),
            Field::new(
                "matadors",
                crate::msg!("quintille-nouveau-field-matadors"),
                FieldKind::Count {
                    min: 0,
                    max: i64::from(MAX_MATADORS),
                },
                false,
            )
            .with_help(crate::msg!("quintille-nouveau-field-matadors-help"))
            .in_group(vole.clone()),
            Field::new(
                "vole_undertaken",
                crate::msg!("ombre-field-vole-undertaken"),
                FieldKind::Flag,
                false,
            )
            .with_help(crate::msg!("quintille-nouveau-field-vole-undertaken-help"))
            .in_group(vole),
        ];
        fields.extend(fields::trump_order(PLAYERS - 1, &codille));
        fields
    }

    /// If all five pass, Spadille plays (000:11053-11056): every entry is a deal.
    fn events(_table: &Table<NouveauOptions>, _state: &State) -> Vec<EventForm> {
        Vec::new()
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::Counters
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use serde_json::json;

    fn run(deals: &[serde_json::Value]) -> (State, Vec<Vec<i64>>) {
        super::super::replay_five(
            GameId::QuintilleNouveau,
            NouveauOptions::default(),
            settle,
            deals,
        )
    }

    fn call(ombre: &str, partner: &str, tricks: [u32; 5]) -> serde_json::Value {
        json!({"ombre": ombre, "contract": "call", "partner": partner,
            "tricks": {"A": tricks[0], "B": tricks[1], "C": tricks[2], "D": tricks[3], "E": tricks[4]}})
    }

    #[test]
    fn the_beasts_are_15_then_45() {
        // 000:11077-11084: "the first beast is always 15, the second 45".
        let (state, _) = run(&[
            call("B", "D", [2, 2, 1, 2, 1]),
            call("C", "E", [1, 2, 2, 1, 2]),
        ]);
        assert_eq!(state.beasts.pending, vec![45]);
        assert_eq!(state.pool, 45);
    }

    #[test]
    fn after_a_codille_the_next_beast_is_30() {
        // "... unless the deal of the first beast was drawn by codille, then 30".
        let (state, _) = run(&[
            call("B", "D", [3, 1, 2, 1, 1]),
            call("C", "E", [1, 2, 2, 1, 2]),
        ]);
        assert_eq!(state.beasts.pending, vec![30]);
    }

    #[test]
    fn the_caller_without_a_trick_pays_alone() {
        // 000:11047-11051: no trick for the caller, one for his King: he pays everything.
        let (state, nets) = run(&[call("B", "D", [3, 0, 3, 1, 1])]);
        // Dealer A: fiche 10 + 1. B pays 2 to each of A, C, E and the beast 15 alone.
        assert_eq!(nets[0][1], -1 - 6 - 15);
        assert_eq!(nets[0][3], -1);
        assert_eq!(state.beasts.pending, vec![15]);
    }
}
