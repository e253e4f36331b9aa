//! Le Quintille ancien (`quintille`): Ombre by five, the old way (spec 3; 000:10852-10994;
//! 001:8491-8662). No talon, eight cards each, a called King or a sans-prendre; one jeton
//! each is staked when the game is empty; the attack must make five tricks of eight.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::fields;
use super::outcome::{check_matadors, divide_by_trumps, five_of_eight};
use super::purse::{Purse, POOL_KEY};
use super::status::{self, in_pot};
use super::{check_amounts, tricks_by_seat, tricks_of, tricks_total, State, MAX_AMOUNT};
use crate::domain::{PotKey, Seat};
use crate::games::hombre::{halves, Result3};
use crate::games::{
    DealError, EventForm, Faults, Field, FieldKind, Game, GameId, Msg, OptionKind, OptionSpec,
    Outcome, ReportKind, Status, Table, TableItem,
};

/// Le Quintille ancien (`quintille`), spec 3.
#[derive(Debug)]
pub struct Quintille;

/// Players at a Quintille, old or new.
pub(crate) const PLAYERS: usize = 5;

/// What each player stakes when the game is empty (000:10870-10875; spec 3 reading).
const STAKE: i64 = 1;
/// What a sans-prendre winner draws from the game (000:10880-10902).
const SANS_PRENDRE_DRAW: i64 = 2;
/// What each defender pays the pair for their vole (000:10944-10958).
const PAIR_VOLE: i64 = 2;
/// Tricks in a deal (eight cards each, both Quintilles).
pub(crate) const TRICKS: u32 = 8;

/// The options of the old Quintille (spec 3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct QuintilleOptions {
    /// Free-text label of the unit (ignored).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// Jetons from each other player for the sans-prendre (2).
    pub sans_prendre: i64,
    /// Jetons from each defender for three matadors or more, whatever their number (2).
    pub matadors: i64,
}

impl Default for QuintilleOptions {
    fn default() -> Self {
        QuintilleOptions {
            unit: None,
            sans_prendre: 2,
            matadors: 2,
        }
    }
}

impl QuintilleOptions {
    /// Checks the amounts.
    ///
    /// # Errors
    /// [`DealError::Options`].
    pub fn check(&self) -> Result<(), DealError> {
        check_amounts(&[
            ("sans_prendre", self.sans_prendre, 0),
            ("matadors", self.matadors, 0),
        ])
    }
}

/// A Quintille deal is always played (the last hand may not pass, 000:10925-10928).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Played {
    /// Played.
    Played,
}

/// The old Quintille's contracts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuintilleContract {
    /// Trumps named and a King called: the King's holder is the partner.
    Call,
    /// Alone against the four others.
    SansPrendre,
}

/// One deal of the old Quintille (spec 3, "Deal fields").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuintilleDeal {
    /// Always "played" (may be left out).
    #[serde(rename = "type", default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<Played>,
    /// Who called (or played sans-prendre).
    pub ombre: String,
    /// Call or sans-prendre.
    pub contract: QuintilleContract,
    /// The holder of the called King (null for a sans-prendre).
    #[serde(default)]
    pub partner: Option<String>,
    /// Tricks per player (eight in all).
    pub tricks: BTreeMap<String, u32>,
    /// Who of the attack holds the matadors (null if nobody holds three).
    #[serde(default)]
    pub matador_holder: Option<String>,
    /// True matadors in that hand (0 if fewer than three).
    #[serde(default)]
    pub matadors: u32,
    /// Defenders in the order of their highest trump (for the odd jetons of a codille).
    #[serde(default)]
    pub trump_order: Vec<String>,
}

/// The attack and the defenders of a Quintille deal, checked (shared with the new Quintille).
#[derive(Debug)]
pub(crate) struct Sides {
    /// The player who called or plays alone.
    pub ombre: Seat,
    /// The called King's holder, if any.
    pub partner: Option<Seat>,
    /// Everybody else.
    pub defenders: Vec<Seat>,
    /// Tricks of the attack.
    pub attack_tricks: u32,
    /// Tricks of the Ombre himself.
    pub ombre_tricks: u32,
    /// Tricks of the partner.
    pub partner_tricks: u32,
    /// Defenders by highest trump.
    pub trump_order: Vec<Seat>,
}

/// Checks the seats and tricks of a Quintille deal (spec 3 and 4 "Validity"): every
/// independent fault, in this order (the partner, the tricks, the trump order); what
/// rests on a fact at fault is skipped (the tricks and the trump order on the partner,
/// everything on the ombre).
///
/// # Errors
/// A [`DealError`] naming the field at fault, or [`DealError::Several`].
pub(crate) fn check_sides<O>(
    table: &Table<O>,
    ombre: &str,
    partner: Option<&str>,
    needs_partner: bool,
    tricks: &BTreeMap<String, u32>,
    trump_order: &[String],
) -> Result<Sides, DealError> {
    let ombre = table.seat_of("ombre", ombre)?;
    let mut faults = Faults::new();
    let partner = match (partner, needs_partner) {
        (Some(name), true) => match faults.take(table.seat_of("partner", name)) {
            Some(p) if p == ombre => {
                faults.push(DealError::invalid(
                    "partner",
                    crate::msg!("quintille-partner-is-ombre"),
                ));
                None
            }
            Some(p) => Some(Some(p)),
            None => None,
        },
        (None, true) => {
            faults.push(DealError::missing(
                "partner",
                crate::msg!("quintille-for-a-called-king"),
            ));
            None
        }
        (Some(_), false) => {
            faults.push(DealError::invalid(
                "partner",
                crate::msg!("quintille-partner-only-for-a-call"),
            ));
            None
        }
        (None, false) => Some(None),
    };
    let Some(partner) = partner else {
        return Err(faults.fail());
    };
    // With a partner, the ombre's and his partner's tricks are enough: the defenders
    // hold the rest, and how they split it pays nothing (the attack's tricks decide, the
    // codille goes by the order of the trumps).
    let attack_only = partner.is_some_and(|p| {
        tricks.len() == 2
            && tricks.contains_key(table.name(ombre))
            && tricks.contains_key(table.name(p))
    });
    let per_seat = if attack_only {
        Some(
            table
                .seats()
                .map(|s| (s, tricks.get(table.name(s)).copied().unwrap_or(0)))
                .collect(),
        )
    } else {
        faults.take(tricks_by_seat(table, tricks))
    };
    let per_seat = per_seat.filter(|per_seat| {
        let total = tricks_total(per_seat);
        let wrong = (attack_only && total > TRICKS) || (!attack_only && total != TRICKS);
        if wrong {
            faults.push(DealError::TricksDoNotAddUp {
                expected: TRICKS,
                got: total,
            });
        }
        !wrong
    });
    let defenders: Vec<Seat> = table
        .seats()
        .filter(|&s| s != ombre && Some(s) != partner)
        .collect();
    let mut order = Vec::new();
    for name in trump_order {
        let Some(s) = faults.take(table.seat_of("trump_order", name)) else {
            break;
        };
        if !defenders.contains(&s) || order.contains(&s) {
            faults.push(DealError::invalid(
                "trump_order",
                crate::msg!(
                    "quintille-trump-order-not-a-defender",
                    player = name.as_str()
                ),
            ));
            break;
        }
        order.push(s);
    }
    let Some(per_seat) = per_seat else {
        return Err(faults.fail());
    };
    let ombre_tricks = tricks_of(&per_seat, ombre);
    let partner_tricks = partner.map_or(0, |p| tricks_of(&per_seat, p));
    faults.finish(Sides {
        ombre,
        partner,
        defenders,
        attack_tricks: ombre_tricks + partner_tricks,
        ombre_tricks,
        partner_tricks,
        trump_order: order,
    })
}

/// The matador holder of a Quintille deal: nobody without matadors; one of the attack
/// with them. `sides` is `None` while they are at fault (the holder's side then goes
/// unchecked).
fn check_holder<O>(
    table: &Table<O>,
    deal: &QuintilleDeal,
    sides: Option<&Sides>,
) -> Result<Option<Seat>, DealError> {
    match (&deal.matador_holder, deal.matadors) {
        (None, 0) => Ok(None),
        (Some(name), m) if m >= 3 => {
            let h = table.seat_of("matador_holder", name)?;
            if sides.is_some_and(|sides| h != sides.ombre && Some(h) != sides.partner) {
                return Err(DealError::invalid(
                    "matador_holder",
                    crate::msg!("quintille-matador-holder-defender"),
                ));
            }
            Ok(Some(h))
        }
        (None, _) => Err(DealError::missing(
            "matador_holder",
            crate::msg!("quintille-when-matadors-entered"),
        )),
        (Some(_), _) => Err(DealError::invalid(
            "matador_holder",
            crate::msg!("quintille-matador-holder-without-matadors"),
        )),
    }
}

/// Scores one deal of the old Quintille (spec 3).
///
/// # Errors
/// A [`DealError`] naming the fact at fault.
pub(crate) fn settle(
    table: &Table<QuintilleOptions>,
    state: &State,
    deal: &QuintilleDeal,
) -> Result<Outcome<State>, DealError> {
    let opts = &table.options;
    let sp = deal.contract == QuintilleContract::SansPrendre;
    // Every fault at once: the sides, the matadors, their holder.
    let mut faults = Faults::new();
    let sides = faults.take(check_sides(
        table,
        &deal.ombre,
        deal.partner.as_deref(),
        !sp,
        &deal.tricks,
        &deal.trump_order,
    ));
    let matadors_ok = faults.take(check_matadors(deal.matadors, TRICKS)).is_some();
    // The holder rests on the matadors (and his side on the sides).
    let holder = if matadors_ok {
        faults.take(check_holder(table, deal, sides.as_ref()))
    } else {
        None
    };
    let (Some(sides), Some(holder)) = (sides, holder) else {
        return Err(faults.fail());
    };
    faults.into_result()?;

    let mut purse = Purse::new(state);
    purse.state.deals = purse.state.deals.saturating_add(1);
    if purse.state.pool == 0 {
        for seat in table.seats() {
            purse.put_in_pool(seat, STAKE, "stake")?;
        }
    }
    let pool = purse.state.pool;
    let ombre = sides.ombre;
    let vole = sides.attack_tricks == TRICKS;
    let verdict = five_of_eight(sides.attack_tricks);
    let won = verdict == Result3::Win;
    // Matadors: 2 flat from each defender to whichever partner holds them; paid back by
    // the holder to each defender on a loss (000:10967-10977).
    if let Some(h) = holder {
        for &d in &sides.defenders {
            if won {
                purse.between(d, h, opts.matadors, "matadors")?;
            } else {
                purse.between(h, d, opts.matadors, "matadors")?;
            }
        }
    }
    match (verdict, sides.partner) {
        (Result3::Win, None) => {
            let draw = if vole {
                pool
            } else {
                pool.min(SANS_PRENDRE_DRAW)
            };
            purse.draw(ombre, draw, "sans_prendre_draws")?;
            for &d in &sides.defenders {
                purse.between(d, ombre, opts.sans_prendre, "sans_prendre")?;
            }
        }
        (Result3::Win, Some(partner)) => {
            let (high, low) = halves(pool);
            if vole {
                // The pair's vole: 2 from each defender, divided 3 and 3; the odd jeton of
                // the game then goes to the King (000:10944-10958).
                purse.collect_for_pair(
                    &sides.defenders,
                    PAIR_VOLE,
                    ombre,
                    Some(partner),
                    "vole",
                )?;
                purse.draw(ombre, low, "pair_draws_pool")?;
                purse.draw(partner, high, "pair_draws_pool")?;
            } else {
                purse.draw(ombre, high, "pair_draws_pool")?;
                purse.draw(partner, low, "pair_draws_pool")?;
            }
        }
        (Result3::Remise, None) => {
            let beast = pool.min(SANS_PRENDRE_DRAW);
            purse.put_in_pool(ombre, beast, "remise_beast")?;
            for &d in &sides.defenders {
                purse.between(ombre, d, opts.sans_prendre, "sans_prendre")?;
            }
        }
        (Result3::Remise, Some(partner)) => {
            // "The first puts down two counters and the other one" (000:10917-10919).
            let (high, low) = halves(pool);
            purse.put_in_pool(ombre, high, "remise_beast")?;
            purse.put_in_pool(partner, low, "remise_beast")?;
        }
        (Result3::Codille, partner) => {
            if partner.is_none() {
                for &d in &sides.defenders {
                    purse.between(ombre, d, opts.sans_prendre, "sans_prendre")?;
                }
            }
            divide_by_trumps(&mut purse, &sides.defenders, &sides.trump_order, "codille")?;
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
    "codille",
    "matadors",
    "pair_draws_pool",
    "remise_beast",
    "sans_prendre",
    "sans_prendre_draws",
    "stake",
    "vole",
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

impl Game for Quintille {
    type Options = QuintilleOptions;
    type Deal = QuintilleDeal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_game: GameId, _options: &QuintilleOptions) -> RangeInclusive<usize> {
        PLAYERS..=PLAYERS
    }

    fn default_options(_game: GameId) -> QuintilleOptions {
        QuintilleOptions::default()
    }

    /// Only the game: the old Quintille makes its beasts on the game itself (spec 1.3).
    fn pots(_game: GameId, _options: &QuintilleOptions) -> Vec<PotKey> {
        vec![PotKey::new(POOL_KEY)]
    }

    fn open(table: &Table<QuintilleOptions>) -> Result<Outcome<State>, DealError> {
        table.options.check()?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    fn settle(
        table: &Table<QuintilleOptions>,
        state: &State,
        deal: &QuintilleDeal,
    ) -> Result<Outcome<State>, DealError> {
        table.options.check()?;
        settle(table, state, deal)
    }

    /// The text says nothing of the end: everything stays on the table (spec 3).
    fn close(_table: &Table<QuintilleOptions>, state: &State) -> Result<Outcome<State>, DealError> {
        Ok(Outcome {
            transfers: Vec::new(),
            next: state.clone(),
        })
    }

    /// The deal to come, what lies on the game and, when the game is empty, the jeton each
    /// stakes at the next deal (000:10870-10875).
    fn status(table: &Table<QuintilleOptions>, state: &State) -> Status {
        let mut items = vec![in_pot(
            crate::msg!("quintille-item-game"),
            state.pool,
            POOL_KEY,
        )];
        if state.pool == 0 {
            items.push(TableItem::amount(
                crate::msg!("quintille-item-next-stake"),
                STAKE,
            ));
        }
        status::status(table.len(), state, items)
    }

    fn option_specs(_game: GameId) -> Vec<OptionSpec> {
        let d = QuintilleOptions::default();
        vec![
            OptionSpec::new(
                "sans_prendre",
                OptionKind::Count {
                    min: 0,
                    max: MAX_AMOUNT,
                },
                d.sans_prendre,
                crate::msg!("quintille-opt-sans-prendre"),
            )
            .help(crate::msg!("quintille-opt-sans-prendre-help"))
            .essential(),
            OptionSpec::new(
                "matadors",
                OptionKind::Count {
                    min: 0,
                    max: MAX_AMOUNT,
                },
                d.matadors,
                crate::msg!("quintille-opt-matadors"),
            )
            .help(crate::msg!("quintille-opt-matadors-help"))
            .essential(),
            unit_spec(),
        ]
    }

    fn form(_table: &Table<QuintilleOptions>, _state: &State) -> Vec<Field> {
        let matadors = crate::msg!("quintille-group-matadors");
        let codille = crate::msg!("quintille-group-codille");
        let mut fields = vec![
            ombre_field(),
            contract_field(&[
                ("call", crate::msg!("quintille-contract-call")),
                (
                    "sans_prendre",
                    crate::msg!("quintille-contract-sans-prendre"),
                ),
            ]),
            partner_field(crate::msg!("quintille-field-partner-help")),
            fields::tricks(TRICKS, true),
            Field::new(
                "matador_holder",
                crate::msg!("quintille-field-matador-holder"),
                FieldKind::Player,
                false,
            )
            .with_help(crate::msg!("quintille-field-matador-holder-help"))
            .in_group(matadors.clone()),
            Field::new(
                "matadors",
                crate::msg!("quintille-field-matadors"),
                FieldKind::Count {
                    min: 0,
                    max: i64::from(TRICKS),
                },
                false,
            )
            .with_help(crate::msg!("quintille-field-matadors-help"))
            .in_group(matadors),
        ];
        fields.extend(fields::trump_order(PLAYERS - 1, &codille));
        fields
    }

    /// Nobody passes out at the Quintille: every entry is a deal (000:10925-10928).
    fn events(_table: &Table<QuintilleOptions>, _state: &State) -> Vec<EventForm> {
        Vec::new()
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::Counters
    }
}

/// The `unit` option of both Quintilles: a label the engine ignores.
pub(crate) fn unit_spec() -> OptionSpec {
    OptionSpec::optional(
        "unit",
        OptionKind::Choice {
            choices: vec![(
                "jeton (one real counter)".to_owned(),
                crate::msg!("ombre-unit-jeton"),
            )],
        },
        crate::msg!("ombre-opt-unit"),
    )
    .help(crate::msg!("ombre-opt-unit-help"))
}

/// The form field of the Ombre, read by [`check_sides`] at both Quintilles.
pub(crate) fn ombre_field() -> Field {
    Field::new(
        "ombre",
        crate::msg!("quintille-field-ombre"),
        FieldKind::Player,
        true,
    )
}

/// The form field of the contract, with the game's contracts: the first one (the call,
/// the common contract) pre-filled on every fresh form, whatever the last deal was.
pub(crate) fn contract_field(contracts: &[(&str, Msg)]) -> Field {
    let field = Field::new(
        "contract",
        crate::msg!("ombre-field-contract"),
        FieldKind::Choice {
            options: contracts
                .iter()
                .map(|(v, l)| ((*v).to_owned(), l.clone()))
                .collect(),
        },
        true,
    );
    match contracts.first() {
        Some((first, _)) => field.with_default(*first),
        None => field,
    }
}

/// The form field of the called King's holder, read by [`check_sides`]: essential, as
/// most deals are calls.
pub(crate) fn partner_field(help: Msg) -> Field {
    Field::new(
        "partner",
        crate::msg!("quintille-field-partner"),
        FieldKind::Player,
        false,
    )
    .with_help(help)
    .essential(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;
    use serde_json::json;

    fn run(deals: &[serde_json::Value]) -> (State, Vec<Vec<i64>>) {
        super::super::replay_five(
            GameId::Quintille,
            QuintilleOptions::default(),
            settle,
            deals,
        )
    }

    #[test]
    fn absurd_trick_counts_are_refused_not_an_overflow() {
        // Spec 3: tricks sum to 8; a sum past u32::MAX is refused, never a panic.
        let t = Table {
            game: GameId::Quintille,
            options: QuintilleOptions::default(),
            players: ["A", "B", "C", "D", "E"].map(String::from).to_vec(),
        };
        let deal: QuintilleDeal = serde_json::from_value(json!({"ombre": "A",
            "contract": "call", "partner": "B",
            "tricks": {"A": u32::MAX, "B": 1, "C": 0, "D": 0, "E": 0}}))
        .unwrap();
        assert!(matches!(
            settle(&t, &State::default(), &deal),
            Err(DealError::TricksDoNotAddUp { expected: 8, .. })
        ));
    }

    #[test]
    fn the_books_sequence_two_drawn_then_two_and_one() {
        // 000:10880-10915: A's sans-prendre draws 2 of the 5; then B and D draw 2 and 1.
        let (state, nets) = run(&[
            json!({"ombre": "A", "contract": "sans_prendre",
                "tricks": {"A": 5, "B": 1, "C": 1, "D": 1, "E": 0},
                "matador_holder": "A", "matadors": 4}),
            json!({"ombre": "B", "contract": "call", "partner": "D",
                "tricks": {"A": 1, "B": 3, "C": 1, "D": 2, "E": 1}}),
        ]);
        assert_eq!(nets[0], vec![17, -5, -5, -5, -5]);
        assert_eq!(nets[1], vec![0, 2, 0, 1, 0]);
        assert_eq!(state.pool, 0);
    }

    #[test]
    fn a_remise_puts_two_and_one_on_the_game() {
        // 000:10917-10919: "the first puts down two counters and the other one".
        let (state, nets) = run(&[
            json!({"ombre": "A", "contract": "sans_prendre",
                "tricks": {"A": 5, "B": 1, "C": 1, "D": 1, "E": 0}}),
            json!({"ombre": "B", "contract": "call", "partner": "D",
                "tricks": {"A": 1, "B": 2, "C": 1, "D": 2, "E": 2}}),
        ]);
        assert_eq!(nets[1], vec![0, -2, 0, -1, 0]);
        assert_eq!(state.pool, 6);
    }

    #[test]
    fn a_codille_gives_the_odd_jetons_by_trumps() {
        // 000:10921-10936: five on the game, three defenders: one each, then the trumps.
        let (_, nets) = run(&[json!({"ombre": "A", "contract": "call", "partner": "C",
            "tricks": {"A": 1, "B": 3, "C": 2, "D": 1, "E": 1},
            "trump_order": ["D", "B"]})]);
        assert_eq!(nets[0], vec![-1, 1, -1, 1, 0]);
    }
}
