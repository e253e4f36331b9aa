//! Le Hoc Mazarin (other-games-2 §3; 000:16209-16398, 001:12795-13035): three pots (Point,
//! Sequence, Tricon) with a stake each every deal and revies, the sequence and tricon
//! tables paid from each other player, the double deal after three passed contests,
//! carte blanche, the hocs, the cards left when a player is out, the false "sans".

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{
    box_items, by_seat, dealer, dealer_field, not_negative, per_player, pot_keys, put_revies,
    seat_opt, seats_of,
};
use crate::domain::{PotKey, Seat};
use crate::games::counters::{add, mul, sum};
use crate::games::pools::{Payments, Pools};
use crate::games::{
    DealError, Field, FieldKind, Game, GameId, OptionKind, OptionSpec, Outcome, Round, Status,
    Table,
};

const POINT: &str = "point";
const SEQUENCE: &str = "sequence";
const TRICON: &str = "tricon";

/// Hoc options (§3.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// What each puts into each of the three pots every deal (1).
    pub stake_per_category: i64,
    /// The counter each contest's winner draws from each other player in a double deal (1).
    pub double_deal_bonus: i64,
    /// Cards dealt to each: 12 (three players) or 15 (two); validation only.
    #[serde(
        skip_serializing_if = "Option::is_none",
        deserialize_with = "super::lenient::opt_number"
    )]
    pub cards_each: Option<u8>,
    /// Descriptive, ignored (§0.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stake_per_category: 1,
            double_deal_bonus: 1,
            cards_each: None,
            unit: None,
        }
    }
}

/// A sequence of the Sequence's winner.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sequence {
    /// Its length (3 or more).
    pub length: u8,
    /// Whether it runs to the King.
    #[serde(default)]
    pub to_king: bool,
}

/// A tricon (three or four of a kind) of the Tricon's winner.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tricon {
    /// The rank (`A`, `2` ... `10`, `J`, `Q`, `K`).
    pub rank: String,
    /// 3 or 4.
    pub count: u8,
}

/// One contest of the deal.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Contest {
    /// Who won it (null: passed).
    pub winner: Option<String>,
    /// Counters each added beyond the stake (§0.2).
    pub revies: BTreeMap<String, i64>,
    /// All the Sequence winner's sequences.
    pub sequences: Vec<Sequence>,
    /// All the Tricon winner's tricons.
    pub tricons: Vec<Tricon>,
}

/// One deal (§3.2).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Deal {
    /// Who dealt.
    pub dealer: Option<String>,
    /// The Point.
    pub point: Contest,
    /// The Sequence.
    pub sequence: Contest,
    /// The Tricon.
    pub tricon: Contest,
    /// Players dealt no King, Queen or Knave.
    pub carte_blanche: Vec<String>,
    /// Hocs each earned in play.
    pub hocs: BTreeMap<String, i64>,
    /// The first to shed his cards.
    pub out: Option<String>,
    /// Cards left in each other hand.
    pub cards_left: BTreeMap<String, i64>,
    /// Players who said "x sans y" holding y.
    pub false_sans: Vec<String>,
}

/// What carries over: the pots, whether the next deal is double, each deal's doubling.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The three pots.
    pub pools: Pools,
    /// Whether the next deal is double (all three contests of the last deal passed).
    pub double_next: bool,
    /// Whether each deal was played double (the vectors' `double_deals`): what the report
    /// shows of past deals, filled by a replay and never stored in a snapshot.
    #[serde(skip)]
    pub double_deals: Vec<bool>,
    /// Who deals next.
    pub next_dealer: Option<Seat>,
}

/// A sequence's worth from each player (§3.3): tierce 1, to the King 2; quart 2, to the
/// King 3; quint or longer 3, to the King 4 ("no more for sixièmes").
pub fn sequence_value(s: Sequence) -> i64 {
    let base = match s.length {
        3 => 1,
        4 => 2,
        _ => 3,
    };
    base + i64::from(s.to_king)
}

/// A tricon's worth from each player (§3.3): three of a kind 2, three Kings 4; four of a
/// kind 4, four Kings 8.
pub fn tricon_value(t: &Tricon) -> i64 {
    let base = if t.count >= 4 { 4 } else { 2 };
    if t.rank == "K" {
        base * 2
    } else {
        base
    }
}

/// What each other player pays the first out for `n` cards left (§3.3): 1 card 6, 2 cards
/// 4, 3 to 9 cards one a card, 10 or more two a card (13-15 extrapolated, §3.6 c).
pub fn cards_left_value(n: i64) -> i64 {
    match n {
        i64::MIN..=0 => 0,
        1 => 6,
        2 => 4,
        3..=9 => n,
        _ => n.saturating_mul(2),
    }
}

const RANKS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];

/// The Hoc engine.
#[derive(Debug, Clone, Copy)]
pub struct Hoc;

/// The reason code of every payment the game makes, in the order its rules page lists them
/// (each with its sentence `rules-<slug>-payment-<code>` in the game's catalogue).
const PAYMENTS: &[&str] = &[
    "stake",
    "revy",
    "point",
    "sequence",
    "tricon",
    "hoc",
    "carte_blanche",
    "cards_left",
    "false_sans",
];

/// The books' terms its rules use ([`crate::games::rules::GLOSSARY`]), linked from its
/// rules page.
const TERMS: &[&str] = &[
    "carte-blanche",
    "premier",
    "dernier",
    "jeton",
    "corbillon",
    "revie",
    "hoc",
    "sans",
    "tricon",
    "point",
];

impl Game for Hoc {
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
        2..=3
    }

    /// 2: the snapshots no longer keep whether each deal was double.
    fn engine_version(_: GameId) -> i32 {
        2
    }

    /// The report's `double_deals`, rebuilt by a replay.
    fn shows_past_deals(_: GameId) -> bool {
        true
    }

    fn pots(_: GameId, _: &Options) -> Vec<PotKey> {
        pot_keys(&[POINT, SEQUENCE, TRICON])
    }

    /// Refuses at the opening the options that cannot be played (an amount below zero, a
    /// pack the game does not use); options the players must agree are asked for at the
    /// first deal.
    fn open(table: &Table<Options>) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        crate::games::corbillons::check_deck(o.cards_each, &[12, 15])?;
        crate::games::corbillons::check_amounts(&[
            ("stake_per_category", o.stake_per_category),
            ("double_deal_bonus", o.double_deal_bonus),
        ])?;
        Ok(Outcome {
            transfers: Vec::new(),
            next: State::default(),
        })
    }

    /// §3.3: stakes; each contest to its winner with its table (doubled in a double deal,
    /// plus the double-deal counter); carte blanche; hocs; the cards left; false sans.
    fn settle(
        table: &Table<Options>,
        state: &State,
        deal: &Deal,
    ) -> Result<Outcome<State>, DealError> {
        let o = &table.options;
        super::check_amounts(&[
            ("stake_per_category", o.stake_per_category),
            ("double_deal_bonus", o.double_deal_bonus),
        ])?;
        let d = dealer(table, deal.dealer.as_ref(), state.next_dealer)?;
        let double = state.double_next;
        let factor = if double { 2 } else { 1 };
        let seats: Vec<Seat> = table.seats().collect();
        let mut pay = Payments::new(state.pools.clone());
        for key in [POINT, SEQUENCE, TRICON] {
            pay.ante_each(seats.iter().copied(), key, o.stake_per_category, "stake")?;
        }
        let mut any_won = false;
        for (key, c) in [
            (POINT, &deal.point),
            (SEQUENCE, &deal.sequence),
            (TRICON, &deal.tricon),
        ] {
            let winner = seat_opt(table, &format!("{key}.winner"), c.winner.as_ref())?;
            put_revies(
                &mut pay,
                table,
                &format!("{key}.revies"),
                key,
                winner,
                &c.revies,
            )?;
            let Some(w) = winner else {
                continue;
            };
            any_won = true;
            pay.draw_all(key, w, key)?;
            let each = match key {
                SEQUENCE => {
                    if c.sequences.is_empty() || c.sequences.iter().any(|s| s.length < 3) {
                        return Err(DealError::invalid(
                            "sequence.sequences",
                            crate::msg!("hoc-sequences-required"),
                        ));
                    }
                    sum(c.sequences.iter().map(|s| sequence_value(*s)))?
                }
                TRICON => {
                    if c.tricons.is_empty()
                        || c.tricons.iter().any(|t| {
                            !(3..=4).contains(&t.count) || !RANKS.contains(&t.rank.as_str())
                        })
                    {
                        return Err(DealError::invalid(
                            "tricon.tricons",
                            crate::msg!("hoc-tricons-required"),
                        ));
                    }
                    sum(c.tricons.iter().map(tricon_value))?
                }
                _ => 0,
            };
            let mut from_each = mul(each, factor)?;
            if double {
                from_each = add(from_each, o.double_deal_bonus)?;
            }
            pay.each_pays(seats.iter().copied(), w, from_each, key)?;
        }
        let blanche = seats_of(table, "carte_blanche", &deal.carte_blanche)?;
        if let [only] = blanche.as_slice() {
            pay.each_pays(seats.iter().copied(), *only, 10, "carte_blanche")?;
        }
        for (s, n) in by_seat(table, "hocs", &deal.hocs)? {
            not_negative("hocs", n)?;
            pay.each_pays(seats.iter().copied(), s, n, "hoc")?;
        }
        let left = by_seat(table, "cards_left", &deal.cards_left)?;
        if let Some(out) = seat_opt(table, "out", deal.out.as_ref())? {
            for (s, n) in &left {
                not_negative("cards_left", *n)?;
                if *s == out {
                    return Err(DealError::invalid(
                        "cards_left",
                        crate::msg!("hoc-out-has-cards"),
                    ));
                }
                pay.pay(*s, out, cards_left_value(*n), "cards_left")?;
            }
        }
        for s in seats_of(table, "false_sans", &deal.false_sans)? {
            pay.pays_each(s, seats.iter().copied(), 5, "false_sans")?;
        }
        let (transfers, pools) = pay.finish();
        let mut double_deals = state.double_deals.clone();
        double_deals.push(double);
        Ok(Outcome {
            transfers,
            next: State {
                pools,
                double_next: !any_won,
                double_deals,
                next_dealer: Some(super::after(d, table.len())),
            },
        })
    }

    fn status(_: &Table<Options>, state: &State) -> Status {
        Status {
            dealer: state.next_dealer.or(Some(Seat::new(0))),
            round: state.double_next.then(|| Round {
                label: crate::msg!("hoc-double-deal"),
                number: None,
                of: None,
                doubled: true,
            }),
            on_table: box_items(
                &state.pools,
                &[
                    (POINT, crate::msg!("hoc-pot-point")),
                    (SEQUENCE, crate::msg!("hoc-pot-sequence")),
                    (TRICON, crate::msg!("hoc-pot-tricon")),
                ],
            ),
            finished: false,
        }
    }

    fn report(_: &Table<Options>, state: &State) -> Map<String, Value> {
        let mut out = Map::new();
        out.insert(
            "double_deals".into(),
            Value::Array(state.double_deals.iter().map(|b| Value::Bool(*b)).collect()),
        );
        out
    }

    fn option_specs(_: GameId) -> Vec<OptionSpec> {
        vec![
            OptionSpec::new(
                "stake_per_category",
                OptionKind::Count { min: 1, max: 1000 },
                1,
                crate::msg!("hoc-option-stake"),
            )
            .help(crate::msg!("hoc-option-stake-help"))
            .essential(),
            OptionSpec::new(
                "double_deal_bonus",
                OptionKind::Count { min: 0, max: 1000 },
                1,
                crate::msg!("hoc-option-bonus"),
            )
            .help(crate::msg!("hoc-option-bonus-help")),
            OptionSpec::optional(
                "cards_each",
                OptionKind::Choice {
                    choices: vec![
                        ("12".into(), crate::msg!("hoc-cards-12")),
                        ("15".into(), crate::msg!("hoc-cards-15")),
                    ],
                },
                crate::msg!("hoc-option-cards"),
            )
            .help(crate::msg!("hoc-option-cards-help")),
            crate::games::corbillons::unit_spec(),
        ]
    }

    fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
        let g_seq = crate::msg!("hoc-group-sequences");
        let g_tri = crate::msg!("hoc-group-tricons");
        let g_faults = crate::msg!("hoc-group-faults");
        let mut fields = vec![
            Field::new(
                "point.winner",
                crate::msg!("hoc-field-point"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "point.revies",
                crate::msg!("hoc-field-revies-point"),
                FieldKind::PerPlayer { min: 0, max: 20 },
                false,
            )
            .essential(true),
            Field::new(
                "sequence.winner",
                crate::msg!("hoc-field-sequence"),
                FieldKind::Player,
                false,
            )
            .essential(true),
            Field::new(
                "sequence.revies",
                crate::msg!("hoc-field-revies-sequence"),
                FieldKind::PerPlayer { min: 0, max: 20 },
                false,
            )
            .essential(true),
        ];
        for i in 0..4 {
            fields.push(
                Field::new(
                    &format!("sequence.sequences[{i}].length"),
                    crate::msg!("hoc-field-seq-length", n = i + 1),
                    FieldKind::Count { min: 3, max: 13 },
                    false,
                )
                .in_group(g_seq.clone()),
            );
            fields.push(
                Field::new(
                    &format!("sequence.sequences[{i}].to_king"),
                    crate::msg!("hoc-field-seq-king", n = i + 1),
                    FieldKind::Flag,
                    false,
                )
                .in_group(g_seq.clone()),
            );
        }
        fields.push(
            Field::new(
                "tricon.winner",
                crate::msg!("hoc-field-tricon"),
                FieldKind::Player,
                false,
            )
            .essential(true),
        );
        fields.push(
            Field::new(
                "tricon.revies",
                crate::msg!("hoc-field-revies-tricon"),
                FieldKind::PerPlayer { min: 0, max: 20 },
                false,
            )
            .essential(true),
        );
        let ranks: Vec<(String, crate::games::Msg)> = RANKS
            .iter()
            .map(|r| ((*r).to_owned(), crate::msg!("hoc-rank", rank = *r)))
            .collect();
        for i in 0..4 {
            fields.push(
                Field::new(
                    &format!("tricon.tricons[{i}].rank"),
                    crate::msg!("hoc-field-tri-rank", n = i + 1),
                    FieldKind::Choice {
                        options: ranks.clone(),
                    },
                    false,
                )
                .in_group(g_tri.clone()),
            );
            fields.push(
                Field::new(
                    &format!("tricon.tricons[{i}].count"),
                    crate::msg!("hoc-field-tri-count", n = i + 1),
                    FieldKind::Count { min: 3, max: 4 },
                    false,
                )
                .in_group(g_tri.clone()),
            );
        }
        fields.push(per_player("hocs", crate::msg!("hoc-field-hocs"), 0, 6));
        fields.push(
            Field::new(
                "out",
                crate::msg!("hoc-field-out"),
                FieldKind::Player,
                false,
            )
            .essential(true),
        );
        fields.push(per_player(
            "cards_left",
            crate::msg!("hoc-field-cards-left"),
            1,
            15,
        ));
        fields.push(
            Field::new(
                "carte_blanche",
                crate::msg!("hoc-field-blanche"),
                FieldKind::Players,
                false,
            )
            .in_group(g_faults.clone()),
        );
        fields.push(
            Field::new(
                "false_sans",
                crate::msg!("hoc-field-false-sans"),
                FieldKind::Players,
                false,
            )
            .in_group(g_faults),
        );
        fields.push(dealer_field(table, state.next_dealer));
        fields
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_of_the_book() {
        assert_eq!(
            sequence_value(Sequence {
                length: 3,
                to_king: false
            }),
            1
        );
        assert_eq!(
            sequence_value(Sequence {
                length: 4,
                to_king: true
            }),
            3
        );
        assert_eq!(
            sequence_value(Sequence {
                length: 7,
                to_king: true
            }),
            4
        );
        assert_eq!(
            tricon_value(&Tricon {
                rank: "K".into(),
                count: 4
            }),
            8
        );
        assert_eq!(
            tricon_value(&Tricon {
                rank: "5".into(),
                count: 3
            }),
            2
        );
        assert_eq!(
            [1, 2, 3, 9, 10, 13].map(cards_left_value),
            [6, 4, 3, 9, 20, 26]
        );
    }
}
