//! The deal-entry form of the piquet games (spec §3) and the entries that are not deals
//! (a law entered alone: a forfeit or a grand coup, §2.12, §5.8), described as data.
//!
//! Field names are the JSON paths of [`super::PiquetDeal`] (`good.point.player`,
//! `point.Jean.cards`, `sequences.Jean[0].top`...). The common deal is entered as the table
//! speaks it: who is good for the point, the sequences and the sets, and what he counts;
//! each player's full declarations are folded in a group of his own
//! (`piquet-group-check`), for a dispute; the deal totals (à écrire) and the laws are
//! advanced groups.

use super::facts::Law;
use crate::domain::Seat;
use crate::games::{EventForm, Field, FieldKind, Msg, Table};
use crate::msg;

/// Slots offered for each player's sequences (12 cards make at most four tierces).
const SEQUENCE_SLOTS: usize = 4;
/// Slots offered for each player's quatorzes and trois.
const SET_SLOTS: usize = 4;
/// Slots offered for declarations not shown in time.
const NOT_COUNTED_SLOTS: usize = 2;

/// What the table already knows of the next deal.
#[derive(Debug, Clone, Default)]
pub struct Known {
    /// Whether this is a game of the written sheet (a `tour`, the totals shortcut).
    pub written: bool,
    /// The tour the next deal belongs to (à écrire).
    pub tour: Option<usize>,
    /// The next deal's elder hand, when known.
    pub elder: Option<Seat>,
    /// The next deal's younger hand (the dealer), when known.
    pub younger: Option<Seat>,
    /// The two players of the next deal, when known (their declarations are essential).
    pub playing: Option<[Seat; 2]>,
    /// The `provincial_grand_coup` option: Law XX is then entered alone.
    pub provincial: bool,
}

fn choice(values: Vec<(&str, Msg)>) -> FieldKind {
    FieldKind::Choice {
        options: values.into_iter().map(|(v, l)| (v.to_owned(), l)).collect(),
    }
}

/// The ranks a sequence may be headed by, as the books name them.
fn ranks() -> FieldKind {
    choice(vec![
        ("A", msg!("piquet-rank-a")),
        ("K", msg!("piquet-rank-k")),
        ("Q", msg!("piquet-rank-q")),
        ("J", msg!("piquet-rank-j")),
        ("10", msg!("piquet-rank-10")),
        ("9", msg!("piquet-rank-9")),
        ("8", msg!("piquet-rank-8")),
        ("7", msg!("piquet-rank-7")),
    ])
}

/// The ranks of a set, announced in the plural ("quatorze of aces", "three kings").
fn set_ranks() -> FieldKind {
    choice(vec![
        ("A", msg!("piquet-ranks-a")),
        ("K", msg!("piquet-ranks-k")),
        ("Q", msg!("piquet-ranks-q")),
        ("J", msg!("piquet-ranks-j")),
        ("10", msg!("piquet-ranks-10")),
    ])
}

/// The law's name and effect (§2.12; 004:282–368), in the form it has at this table.
fn law_label(law: Law, written: bool, provincial: bool) -> Msg {
    match law {
        Law::III => msg!("piquet-law-iii"),
        Law::XVII => msg!("piquet-law-xvii"),
        Law::XX if provincial => msg!("piquet-law-xx-grand-coup"),
        Law::XX => msg!("piquet-law-xx"),
        Law::XXII => msg!("piquet-law-xxii"),
        Law::XXIII => msg!("piquet-law-xxiii"),
        Law::XXIV => msg!("piquet-law-xxiv"),
        Law::XXV if written => msg!("piquet-law-xxv-grand-coup"),
        Law::XXV => msg!("piquet-law-xxv"),
    }
}

/// The laws entered alone at this table (§3): XXII–XXV au cent (forfeits), XXV en partie
/// (the grand coup; XXII–XXIV are refused in the written games), and XX under the
/// provincial grand coup.
fn laws_alone(written: bool, provincial: bool) -> Vec<Law> {
    let mut laws = if written {
        vec![Law::XXV]
    } else {
        vec![Law::XXII, Law::XXIII, Law::XXIV, Law::XXV]
    };
    if provincial {
        laws.insert(0, Law::XX);
    }
    laws
}

/// The deal-entry form (§3), in the order Piquet is announced and as the table speaks it:
/// in the à écrire forms the tour; who is elder and younger (the table's next pair
/// pre-filled); the totals shortcut (à écrire); carte blanche; who is good for the point,
/// the sequences and the sets and what he counts (`good`); each player's points in play
/// and tricks (one player's are enough). Folded: each player's declarations (point in
/// cards and pips, sequences, quatorzes and trois), entered when the table wants them
/// checked; the order of the play points; the laws that go with the facts (III, XVII, and
/// XX unless provincial) and the declarations not shown in time. Lists are offered as
/// numbered slots (`sequences.A[0].len`); an empty slot is dropped.
pub fn deal_form<O>(table: &Table<O>, known: &Known) -> Vec<Field> {
    let mut f = Vec::new();
    if known.written {
        let mut tour = Field::new(
            "tour",
            msg!("piquet-field-tour"),
            FieldKind::Count { min: 1, max: 999 },
            true,
        )
        .with_help(msg!("piquet-field-tour-help"));
        if let Some(t) = known.tour {
            tour = tour.known(t);
        }
        f.push(tour);
    }
    let mut elder = Field::new("elder", msg!("piquet-field-elder"), FieldKind::Player, true)
        .with_help(msg!("piquet-field-elder-help"));
    if let Some(s) = known.elder {
        elder = elder.known(table.name(s));
    }
    f.push(elder);
    let mut younger = Field::new(
        "younger",
        msg!("piquet-field-younger"),
        FieldKind::Player,
        true,
    )
    .with_help(msg!("piquet-field-younger-help"));
    if let Some(s) = known.younger {
        younger = younger.known(table.name(s));
    }
    f.push(younger);
    if known.written {
        // The deal's totals, the common entry at a written sheet: shown first, for the two
        // players of the deal (the declarations below are the longer way).
        for (i, name) in table.players.iter().enumerate() {
            let plays = known
                .playing
                .is_none_or(|p| p.iter().any(|s| s.index() == i));
            let score = Field::new(
                &format!("score.{name}"),
                msg!("piquet-field-score", player = name),
                FieldKind::Count { min: 0, max: 999 },
                false,
            )
            .with_help(msg!("piquet-field-score-help"));
            f.push(if plays {
                score.essential(true)
            } else {
                score.in_group(msg!("piquet-group-totals"))
            });
        }
    }
    f.push(
        Field::new(
            "carte_blanche",
            msg!("piquet-field-carte-blanche"),
            FieldKind::Players,
            false,
        )
        .with_help(msg!("piquet-field-carte-blanche-help"))
        .essential(true),
    );
    // The point, the sequences and the sets as the table says them: who is good, and
    // what he counts.
    let said = [
        (
            "point",
            msg!("piquet-field-good-point"),
            Some(msg!("piquet-field-good-point-help")),
            msg!("piquet-field-good-point-points"),
            msg!("piquet-field-good-point-points-help"),
        ),
        (
            "sequences",
            msg!("piquet-field-good-sequences"),
            None,
            msg!("piquet-field-good-sequences-points"),
            msg!("piquet-field-good-sequences-points-help"),
        ),
        (
            "sets",
            msg!("piquet-field-good-sets"),
            None,
            msg!("piquet-field-good-sets-points"),
            msg!("piquet-field-good-sets-points-help"),
        ),
    ];
    for (key, who, who_help, points, points_help) in said {
        let possible = super::facts::possible_counts(key);
        let (min, max) = (
            possible.first().copied().unwrap_or(1),
            possible.last().copied().unwrap_or(1),
        );
        let mut player = Field::new(&format!("good.{key}.player"), who, FieldKind::Player, false)
            .essential(true);
        if let Some(help) = who_help {
            player = player.with_help(help);
        }
        f.push(player);
        f.push(
            Field::new(
                &format!("good.{key}.points"),
                points,
                FieldKind::Count {
                    min: i64::from(min),
                    max: i64::from(max),
                },
                false,
            )
            .with_help(points_help)
            .essential(true),
        );
    }
    // The play and the tricks of the deal's two players; one player's tricks are enough.
    let plays = |i: usize| {
        known
            .playing
            .is_none_or(|p| p.iter().any(|s| s.index() == i))
    };
    // The elder speaks first: his boxes first, then the younger's, then the others'.
    let mut order: Vec<usize> = Vec::with_capacity(table.players.len());
    let named = [known.elder, known.younger].into_iter().flatten();
    let pair = known.playing.into_iter().flatten();
    for i in named
        .chain(pair)
        .map(Seat::index)
        .chain(0..table.players.len())
    {
        if !order.contains(&i) && i < table.players.len() {
            order.push(i);
        }
    }
    let in_order = || order.iter().map(|&i| (i, &table.players[i]));
    for (i, name) in in_order() {
        f.push(
            Field::new(
                &format!("play.{name}"),
                msg!("piquet-field-play-of", player = name),
                FieldKind::Count { min: 0, max: 13 },
                false,
            )
            .with_help(msg!("piquet-field-play-help"))
            .essential(plays(i)),
        );
    }
    for (i, name) in in_order() {
        f.push(
            Field::new(
                &format!("tricks.{name}"),
                msg!("piquet-field-tricks-of", player = name),
                FieldKind::Count { min: 0, max: 12 },
                false,
            )
            .with_help(msg!("piquet-field-tricks-one-help"))
            .essential(plays(i)),
        );
    }
    // Each player's declarations, folded: entered when the table wants them checked
    // (what was said good must then agree with them).
    for (_, name) in in_order() {
        let group = msg!("piquet-group-check", player = name);
        let mut push = |field: Field| f.push(field.in_group(group.clone()));
        push(Field::new(
            &format!("point.{name}.cards"),
            msg!("piquet-field-point-cards"),
            FieldKind::Count { min: 1, max: 8 },
            false,
        ));
        push(
            Field::new(
                &format!("point.{name}.pips"),
                msg!("piquet-field-point-pips"),
                FieldKind::Count { min: 7, max: 75 },
                false,
            )
            .with_help(msg!("piquet-field-point-pips-help")),
        );
        push(
            Field::new(
                &format!("point.{name}.tierce_major"),
                msg!("piquet-field-tierce-major"),
                FieldKind::Flag,
                false,
            )
            .with_help(msg!("piquet-field-tierce-major-help")),
        );
        for slot in 0..SEQUENCE_SLOTS {
            push(Field::new(
                &format!("sequences.{name}[{slot}].len"),
                msg!("piquet-field-sequence-len", n = slot + 1),
                FieldKind::Count { min: 3, max: 8 },
                false,
            ));
            push(
                Field::new(
                    &format!("sequences.{name}[{slot}].top"),
                    msg!("piquet-field-sequence-top", n = slot + 1),
                    ranks(),
                    false,
                )
                .with_help(msg!("piquet-field-sequence-help")),
            );
        }
        for slot in 0..SET_SLOTS {
            push(Field::new(
                &format!("sets.{name}[{slot}].rank"),
                msg!("piquet-field-set-rank", n = slot + 1),
                set_ranks(),
                false,
            ));
            push(
                Field::new(
                    &format!("sets.{name}[{slot}].count"),
                    msg!("piquet-field-set-count", n = slot + 1),
                    FieldKind::Count { min: 3, max: 4 },
                    false,
                )
                .with_help(msg!("piquet-field-set-help")),
            );
        }
    }
    f.push(
        Field::new(
            "play.order",
            msg!("piquet-field-play-order"),
            FieldKind::Text,
            false,
        )
        .with_help(msg!("piquet-field-play-order-help")),
    );
    let laws_group = msg!("piquet-group-laws");
    for slot in 0..NOT_COUNTED_SLOTS {
        f.push(
            Field::new(
                &format!("not_counted[{slot}].player"),
                msg!("piquet-field-not-counted-player", n = slot + 1),
                FieldKind::Player,
                false,
            )
            .in_group(laws_group.clone()),
        );
        f.push(
            Field::new(
                &format!("not_counted[{slot}].category"),
                msg!("piquet-field-not-counted-category", n = slot + 1),
                choice(vec![
                    ("carte_blanche", msg!("piquet-category-carte-blanche")),
                    ("point", msg!("piquet-category-point")),
                    ("sequences", msg!("piquet-category-sequences")),
                    ("sets", msg!("piquet-category-sets")),
                ]),
                false,
            )
            .with_help(msg!("piquet-field-not-counted-help"))
            .in_group(laws_group.clone()),
        );
    }
    let mut laws = vec![Law::III, Law::XVII];
    if !known.provincial {
        laws.push(Law::XX);
    }
    f.push(
        Field::new(
            "penalties[0].law",
            msg!("piquet-field-law"),
            choice(
                laws.into_iter()
                    .map(|l| (l.label(), law_label(l, known.written, known.provincial)))
                    .collect(),
            ),
            false,
        )
        .with_help(msg!("piquet-field-law-help"))
        .in_group(laws_group.clone()),
    );
    f.push(
        Field::new(
            "penalties[0].player",
            msg!("piquet-field-law-player"),
            FieldKind::Player,
            false,
        )
        .in_group(laws_group),
    );
    f
}

/// The laws entered alone (§3, §2.12, §5.8), each its own small form: the law (fixed),
/// its offender, in the à écrire forms the tour (pre-filled), and the two players when
/// they are not the table's next pair.
pub fn events(written: bool, tour: Option<usize>, provincial: bool) -> Vec<EventForm> {
    laws_alone(written, provincial)
        .into_iter()
        .map(|law| {
            let mut fields = Vec::new();
            if written {
                let mut t = Field::new(
                    "tour",
                    msg!("piquet-field-tour"),
                    FieldKind::Count { min: 1, max: 999 },
                    true,
                );
                if let Some(n) = tour {
                    t = t.with_default(n);
                }
                fields.push(t);
            }
            fields.push(
                Field::new(
                    "penalties[0].law",
                    msg!("piquet-field-law"),
                    choice(vec![(law.label(), law_label(law, written, provincial))]),
                    true,
                )
                .with_default(law.label()),
            );
            fields.push(
                Field::new(
                    "penalties[0].player",
                    msg!("piquet-field-law-player"),
                    FieldKind::Player,
                    true,
                )
                .with_help(msg!("piquet-field-law-player-help")),
            );
            fields.push(
                Field::new(
                    "elder",
                    msg!("piquet-field-elder"),
                    FieldKind::Player,
                    false,
                )
                .with_help(msg!("piquet-event-players-help")),
            );
            fields.push(
                Field::new(
                    "younger",
                    msg!("piquet-field-younger"),
                    FieldKind::Player,
                    false,
                )
                .with_help(msg!("piquet-event-players-help")),
            );
            let help = match (law, written) {
                (Law::XX, _) | (Law::XXV, true) => msg!("piquet-event-grand-coup-help"),
                _ => msg!("piquet-event-forfeit-help"),
            };
            EventForm {
                code: law.label(),
                label: law_label(law, written, provincial),
                help: Some(help),
                fields,
            }
        })
        .collect()
}
