//! La Guinguette (other-games-2 §8; 000:16916-17094, 001:13830-14160): three boxes, the
//! Guinguette (the Queen of diamonds), the Cabaret (the best tierce, with revies) and the
//! Cotillon, played for in tricks. A player of the cotillon who makes no trick owes a whole
//! cotillon, the box as it stood before the win (law III); the cotillons due wait in a
//! queue like la Bête's beasts ([`BeastQueue`]) and are played for one at a time, the
//! oldest first, nobody anteing while one is due (law IV); the vole takes every cotillon
//! already due (law XII).

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{
    box_items, by_seat, dealer, dealer_field, not_negative, pot_keys, put_revies, seat_opt,
    seats_of,
};
use crate::domain::{PotKey, Seat};
use crate::games::counters::{mul, sum};
use crate::games::hombre::BeastQueue;
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Status, Table,
    TableItem,
};

const GUINGUETTE: &str = "guinguette";
const CABARET: &str = "cabaret";
const COTILLON: &str = "cotillon";
const DUE: &str = "cotillons_due";
/// The fixed payments of laws II, V, VI, VII (§8.3).
const FORFEIT: i64 = 2;

/// Guinguette options (§8.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Each player's ante in the Guinguette (1).
    pub ante_guinguette: i64,
    /// Each player's ante in the Cabaret (1).
    pub ante_cabaret: i64,
    /// Each player's ante in the Cotillon when none is due (1).
    pub ante_cotillon: i64,
    /// What a player of the cotillon adds saying "je joue" (1).
    pub je_joue: i64,
    /// What each move of the cotillon costs (2).
    pub move_cost: i64,
    /// 36 or 52 cards (validation only).
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::games::corbillons::lenient::opt_number"
    )]
    pub deck: Option<u8>,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            ante_guinguette: 1,
            ante_cabaret: 1,
            ante_cotillon: 1,
            je_joue: 1,
            move_cost: 2,
            deck: None,
            unit: None,
        }
    }
}

fn yes() -> bool {
    true
}

/// The Guinguette box.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuinguetteFacts {
    /// Who was dealt the Queen of diamonds.
    #[serde(default)]
    pub holder: Option<String>,
    /// Whether he showed it (true); taken without showing, he pays 2 (law VI).
    #[serde(default = "yes")]
    pub shown: bool,
}

impl Default for GuinguetteFacts {
    fn default() -> Self {
        GuinguetteFacts {
            holder: None,
            shown: true,
        }
    }
}

/// The Cabaret box.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CabaretFacts {
    /// Who won it (the higher tierce, or the last reviser not held).
    #[serde(default)]
    pub winner: Option<String>,
    /// Counters each added (§0.2).
    #[serde(default)]
    pub revies: BTreeMap<String, i64>,
    /// Whether the tierce was shown (true); else 2 into the box and it stays (law VII).
    #[serde(default = "yes")]
    pub shown: bool,
}

impl Default for CabaretFacts {
    fn default() -> Self {
        CabaretFacts {
            winner: None,
            revies: BTreeMap::new(),
            shown: true,
        }
    }
}

/// A player of the cotillon.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Player {
    /// How many times he moved the cotillon (0 to 2; 0 = "je joue").
    pub moves: i64,
}

/// The Cotillon.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CotillonFacts {
    /// The players who play for the cotillon.
    pub players: BTreeMap<String, Player>,
    /// Their tricks (adding up to 4).
    pub tricks: BTreeMap<String, i64>,
    /// The first to make two, when two players made two.
    pub first_to_two: Option<String>,
    /// Players who renounced, failed to trump or to head a trick (laws IX, X).
    pub renounce: Vec<String>,
}

/// One deal (§8.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The Guinguette.
    pub guinguette: GuinguetteFacts,
    /// The Cabaret.
    pub cabaret: CabaretFacts,
    /// The Cotillon.
    pub cotillon: CotillonFacts,
    /// The dealer gave too many cards: 1 into the cotillon (law VIII).
    pub misdeal_extra_cards: bool,
}

/// What carries over: the boxes, the cotillons due, the next dealer.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The boxes (`cotillons_due` holds the sum of the cotillons due).
    pub pools: Pools,
    /// The cotillons due, oldest first, and whether one is in the box.
    pub due: BeastQueue,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
}

/// Who wins the cotillon among the counted tricks (law I, V): `(winner, second with two)`.
fn cotillon_winner(
    counted: &[(Seat, i64)],
    first_to_two: Option<Seat>,
) -> Result<Option<(Seat, Option<Seat>)>, DealError> {
    if let Some((s, _)) = counted.iter().find(|(_, t)| *t >= 3) {
        return Ok(Some((*s, None)));
    }
    let twos: Vec<Seat> = counted
        .iter()
        .filter(|(_, t)| *t == 2)
        .map(|(s, _)| *s)
        .collect();
    match twos.as_slice() {
        [one] => Ok(Some((*one, None))),
        [a, b] => {
            let first = first_to_two.ok_or_else(|| {
                DealError::missing(
                    "cotillon.first_to_two",
                    crate::msg!("guinguette-first-to-two"),
                )
            })?;
            if first == *a {
                Ok(Some((*a, Some(*b))))
            } else if first == *b {
                Ok(Some((*b, Some(*a))))
            } else {
                Err(DealError::invalid(
                    "cotillon.first_to_two",
                    crate::msg!("guinguette-first-to-two"),
                ))
            }
        }
        _ => Ok(None),
    }
}

/// The Guinguette engine.
#[derive(Debug, Clone, Copy)]
pub struct Guinguette;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "ante",
    "guinguette",
    "cabaret",
    "revy",
    "not_shown",
    "je_joue",
    "move",
    "cotillon",
    "second_to_two",
    "one_trick",
    "cotillon_owed",
    "cotillon_due",
    "vole",
    "vole_cotillons_due",
    "misdeal",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &[
    "vole",
    "premier",
    "dernier",
    "jeton",
    "corbillon",
    "cotillon",
    "revie",
    "prise",
];

impl Game for Guinguette {
    type Options = Options;
    type Deal = Deal;
    type State = State;

    fn payments(_game: GameId) -> &'static [&'static str] {
        PAYMENTS
    }

    fn terms(_game: GameId) -> &'static [&'static str] {
        TERMS
    }

    fn seats(_: GameId, _: &Options) -> RangeInclusive<usize> {
        3..=8
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[GUINGUETTE, CABARET, COTILLON, DUE])
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        crate::games::corbillons::check_deck(o.deck, &[36, 52])?;
        crate::games::corbillons::check_amounts(&[
            ("ante_guinguette", o.ante_guinguette),
            ("ante_cabaret", o.ante_cabaret),
            ("ante_cotillon", o.ante_cotillon),
            ("je_joue", o.je_joue),
            ("move_cost", o.move_cost),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §8.3: the Guinguette, the Cabaret, then the Cotillon.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        super::check_deck(o.deck, &[36, 52])?;
        super::check_amounts(&[
            ("ante_guinguette", o.ante_guinguette),
            ("ante_cabaret", o.ante_cabaret),
            ("ante_cotillon", o.ante_cotillon),
            ("je_joue", o.je_joue),
            ("move_cost", o.move_cost),
        ])?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        let seats: Vec<Seat> = table.seats().collect();
        let mut pay = Payments::new(state.pools.clone());
        let mut due = state.due.clone();

        // The Guinguette (Q♦ in the dealt hand; law VI).
        pay.ante_each(seats.iter().copied(), GUINGUETTE, o.ante_guinguette, "ante")?;
        if let Some(h) = seat_opt(table, "guinguette.holder", deal.guinguette.holder.as_ref())? {
            if deal.guinguette.shown {
                pay.draw_all(GUINGUETTE, h, "guinguette")?;
            } else {
                pay.put(h, GUINGUETTE, FORFEIT, "not_shown")?;
            }
        }
        // The Cabaret (law VII).
        pay.ante_each(seats.iter().copied(), CABARET, o.ante_cabaret, "ante")?;
        let cw = seat_opt(table, "cabaret.winner", deal.cabaret.winner.as_ref())?;
        put_revies(
            &mut pay,
            table,
            "cabaret.revies",
            CABARET,
            cw,
            &deal.cabaret.revies,
        )?;
        if let Some(w) = cw {
            if deal.cabaret.shown {
                pay.draw_all(CABARET, w, "cabaret")?;
            } else {
                pay.put(w, CABARET, FORFEIT, "not_shown")?;
            }
        }
        // The Cotillon: the oldest due cotillon is the box, else the antes (law IV).
        if due.pending.is_empty() {
            pay.ante_each(seats.iter().copied(), COTILLON, o.ante_cotillon, "ante")?;
        } else {
            let first = due.pending.remove(0);
            due.on_game = true;
            pay.shift(DUE, COTILLON, first, "cotillon_due")?;
        }
        if deal.misdeal_extra_cards {
            pay.put(d, COTILLON, 1, "misdeal")?;
        }
        let c = &deal.cotillon;
        let players = by_seat(table, "cotillon.players", &c.players)?;
        for (s, p) in &players {
            let field = format!("cotillon.players.{}.moves", table.name(*s));
            if !(0..=2).contains(&p.moves) {
                return Err(DealError::invalid(field, crate::msg!("guinguette-moves")));
            }
            let cost = if p.moves == 0 {
                o.je_joue
            } else {
                mul(o.move_cost, p.moves)?
            };
            pay.put(
                *s,
                COTILLON,
                cost,
                if p.moves == 0 { "je_joue" } else { "move" },
            )?;
        }
        let box_before = pay.box_now(COTILLON);
        let tricks = by_seat(table, "cotillon.tricks", &c.tricks)?;
        for (s, t) in &tricks {
            not_negative("cotillon.tricks", *t)?;
            if !players.iter().any(|(p, _)| p == s) {
                return Err(DealError::invalid(
                    "cotillon.tricks",
                    crate::msg!("guinguette-tricks-not-playing"),
                ));
            }
        }
        let total = sum(tricks.iter().map(|(_, t)| *t))?;
        if !players.is_empty() && total != 4 {
            return Err(DealError::TricksDoNotAddUp {
                expected: 4,
                got: u32::try_from(total).unwrap_or(0),
            });
        }
        let renounced = seats_of(table, "cotillon.renounce", &c.renounce)?;
        let tricks_of = |s: Seat| tricks.iter().find(|(p, _)| *p == s).map_or(0, |(_, t)| *t);
        let counted: Vec<(Seat, i64)> = players
            .iter()
            .filter(|(s, _)| !renounced.contains(s))
            .map(|(s, _)| (*s, tricks_of(*s)))
            .collect();
        let first = seat_opt(table, "cotillon.first_to_two", c.first_to_two.as_ref())?;
        let mut owe: Vec<Seat> = Vec::new();
        if let Some((w, second)) = cotillon_winner(&counted, first)? {
            let vole = counted.iter().any(|(s, t)| *s == w && *t == 4);
            pay.draw_all(COTILLON, w, "cotillon")?;
            due.drawn();
            if let Some(b) = second {
                pay.pay(b, w, FORFEIT, "second_to_two")?;
            }
            for (s, _) in counted.iter().filter(|(_, t)| *t == 1) {
                pay.put(*s, COTILLON, FORFEIT, "one_trick")?;
            }
            if vole {
                pay.each_pays(seats.iter().copied(), w, 1, "vole")?;
                for amount in due.pending.drain(..) {
                    pay.draw(DUE, w, amount, "vole_cotillons_due")?;
                }
            }
        }
        owe.extend(counted.iter().filter(|(_, t)| *t == 0).map(|(s, _)| *s));
        owe.extend(renounced.iter().copied());
        let mut made = Vec::new();
        for s in owe {
            pay.put(s, DUE, box_before, "cotillon_owed")?;
            made.push(box_before);
        }
        due.add_made(&made, true)?;
        let (transfers, pools) = pay.finish();
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                due,
                next_dealer: Some(super::after(d, table.len())),
            },
        })
    }

    fn status(_: &Table<Options>, state: &State) -> Status {
        let mut on_table = box_items(
            &state.pools,
            &[
                (GUINGUETTE, crate::msg!("guinguette-box-guinguette")),
                (CABARET, crate::msg!("guinguette-box-cabaret")),
                (COTILLON, crate::msg!("guinguette-box-cotillon")),
            ],
        );
        on_table.extend(
            state
                .due
                .pending
                .iter()
                .enumerate()
                .map(|(i, a)| TableItem {
                    label: crate::msg!("guinguette-cotillon-due", n = i + 1),
                    amount: Some(*a),
                    pot: Some(PotKey::new(DUE)),
                    seat: None,
                }),
        );
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: None,
            on_table,
            finished: false,
        }
    }

    fn report(_: &Table<Options>, state: &State) -> Map<String, Value> {
        let mut out = Map::new();
        out.insert(
            "cotillons_due_queue".into(),
            Value::Array(state.due.pending.iter().map(|a| Value::from(*a)).collect()),
        );
        out
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        let count = |key: &'static str, default: i64, label, help| {
            OptionSpec::new(key, OptionKind::Count { min: 0, max: 1000 }, default, label).help(help)
        };
        vec![
            count(
                "ante_guinguette",
                1,
                crate::msg!("guinguette-option-ante-guinguette"),
                crate::msg!("guinguette-option-ante-guinguette-help"),
            )
            .essential(),
            count(
                "ante_cabaret",
                1,
                crate::msg!("guinguette-option-ante-cabaret"),
                crate::msg!("guinguette-option-ante-cabaret-help"),
            )
            .essential(),
            count(
                "ante_cotillon",
                1,
                crate::msg!("guinguette-option-ante-cotillon"),
                crate::msg!("guinguette-option-ante-cotillon-help"),
            )
            .essential(),
            count(
                "je_joue",
                1,
                crate::msg!("guinguette-option-je-joue"),
                crate::msg!("guinguette-option-je-joue-help"),
            ),
            count(
                "move_cost",
                2,
                crate::msg!("guinguette-option-move"),
                crate::msg!("guinguette-option-move-help"),
            ),
            OptionSpec::optional(
                "deck",
                OptionKind::Choice {
                    choices: vec![
                        ("36".into(), crate::msg!("guinguette-deck-36")),
                        ("52".into(), crate::msg!("guinguette-deck-52")),
                    ],
                },
                crate::msg!("guinguette-option-deck"),
            )
            .help(crate::msg!("guinguette-option-deck-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let mut fields = vec![
            dealer_field(table, state.next_dealer),
            Field::new(
                "guinguette.holder",
                crate::msg!("guinguette-field-holder"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "cabaret.winner",
                crate::msg!("guinguette-field-cabaret"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "cabaret.revies",
                crate::msg!("guinguette-field-revies"),
                FieldKind::PerPlayer { min: 0, max: 1000 },
                false,
            )
            .essential(true),
        ];
        let g = crate::msg!("guinguette-group-cotillon");
        for p in &table.players {
            fields.push(
                Field::new(
                    &format!("cotillon.players.{p}.moves"),
                    crate::msg!("guinguette-field-moves", player = p.as_str()),
                    FieldKind::Count { min: 0, max: 2 },
                    false,
                )
                .with_help(crate::msg!("guinguette-field-moves-help"))
                .in_group(g.clone())
                .essential(true),
            );
        }
        fields.push(
            Field::new(
                "cotillon.tricks",
                crate::msg!("guinguette-field-tricks"),
                FieldKind::PerPlayer { min: 0, max: 4 },
                false,
            )
            .in_group(g.clone())
            .essential(true),
        );
        fields.push(
            Field::new(
                "cotillon.first_to_two",
                crate::msg!("guinguette-field-first-to-two"),
                FieldKind::Player,
                false,
            )
            .in_group(g.clone()),
        );
        let faults = crate::msg!("guinguette-group-faults");
        fields.push(
            Field::new(
                "cotillon.renounce",
                crate::msg!("guinguette-field-renounce"),
                FieldKind::Players,
                false,
            )
            .in_group(faults.clone()),
        );
        fields.push(
            Field::new(
                "guinguette.shown",
                crate::msg!("guinguette-field-guinguette-shown"),
                FieldKind::Flag,
                false,
            )
            .with_default(true)
            .in_group(faults.clone()),
        );
        fields.push(
            Field::new(
                "cabaret.shown",
                crate::msg!("guinguette-field-cabaret-shown"),
                FieldKind::Flag,
                false,
            )
            .with_default(true)
            .in_group(faults.clone()),
        );
        fields.push(
            Field::new(
                "misdeal_extra_cards",
                crate::msg!("guinguette-field-misdeal"),
                FieldKind::Flag,
                false,
            )
            .in_group(faults),
        );
        fields
    }
}
