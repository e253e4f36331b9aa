//! The deal-entry fields the games of the family share: the tricks, the penalty beasts
//! (spec 1.2, 1.4.8) and the defenders in the order of their trumps (spec 3, 4). Lists are
//! offered as a few numbered slots (`penalties[0].offenders[0]`, `trump_order[1]`): a slot left
//! empty is no entry, and the order of the slots is the order of the list.

use crate::games::{Field, FieldKind, Msg};

/// How many penalty entries a form offers (more may be entered as JSON).
pub(crate) const PENALTY_SLOTS: usize = 2;

/// The most beasts one penalty entry may make (a guard against typing errors).
pub(crate) const MAX_PENALTY_BEASTS: u32 = 100;

/// The tricks of every player, adding up to `n` (spec 1.2, 3, 4).
pub(crate) fn tricks(n: u32, required: bool) -> Field {
    Field::new(
        "tricks",
        crate::msg!("ombre-field-tricks"),
        FieldKind::PerPlayer {
            min: 0,
            max: i64::from(n),
        },
        required,
    )
    .with_help(crate::msg!("ombre-field-tricks-help", tricks = n))
    .essential(true)
    .with_total(i64::from(n))
}

/// The fields of penalty entry `slot` (spec 1.4.8): the offender, a second offender who
/// shares each beast, the fault, the number of beasts; folded in `group`.
pub(crate) fn penalty(slot: usize, group: &Msg, first_required: bool) -> Vec<Field> {
    let rank = slot + 1;
    let at = |rest: &str| format!("penalties[{slot}].{rest}");
    let offender = Field::new(
        &at("offenders[0]"),
        crate::msg!("ombre-field-penalty-offender", rank = rank),
        FieldKind::Player,
        first_required,
    )
    .with_help(crate::msg!("ombre-field-penalty-offender-help"));
    let offender = if first_required {
        offender
    } else {
        offender.in_group(group.clone())
    };
    vec![
        offender,
        Field::new(
            &at("offenders[1]"),
            crate::msg!("ombre-field-penalty-second", rank = rank),
            FieldKind::Player,
            false,
        )
        .with_help(crate::msg!("ombre-field-penalty-second-help"))
        .in_group(group.clone()),
        Field::new(
            &at("reason"),
            crate::msg!("ombre-field-penalty-reason", rank = rank),
            FieldKind::Text,
            false,
        )
        .with_help(crate::msg!("ombre-field-penalty-reason-help"))
        .in_group(group.clone()),
        Field::new(
            &at("count"),
            crate::msg!("ombre-field-penalty-count", rank = rank),
            FieldKind::Count {
                min: 1,
                max: i64::from(MAX_PENALTY_BEASTS),
            },
            false,
        )
        .with_help(crate::msg!("ombre-field-penalty-count-help"))
        .in_group(group.clone()),
    ]
}

/// Every penalty slot of a form, folded in `group`.
pub(crate) fn penalties(group: &Msg) -> Vec<Field> {
    (0..PENALTY_SLOTS)
        .flat_map(|slot| penalty(slot, group, false))
        .collect()
}

/// The defenders by highest trump, one slot a place (`trump_order[0]` holds the best trump),
/// for the odd jetons of a codille (spec 3, 4; 000:10921-10936, 11065-11075).
pub(crate) fn trump_order(defenders: usize, group: &Msg) -> Vec<Field> {
    (0..defenders)
        .map(|i| {
            let field = Field::new(
                &format!("trump_order[{i}]"),
                crate::msg!("quintille-field-trump-order", rank = i + 1),
                FieldKind::Player,
                false,
            )
            .in_group(group.clone());
            if i == 0 {
                field.with_help(crate::msg!("quintille-field-trump-order-help"))
            } else {
                field
            }
        })
        .collect()
}
