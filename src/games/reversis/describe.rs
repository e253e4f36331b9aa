//! The Reversis table described as data: its options (spec 4.0 and 5), what lies on the
//! table between deals (spec 3.1, 4.1), and the entries of `deals` that are not ordinary
//! deals (the Hague misdeals that void the coup, spec 2 and 3.9).

use serde_json::Value;

use super::{Options, Rules, State, BEASTS, CORBILLON, PANIER};
use crate::games::{EventForm, Field, FieldKind, Msg, OptionKind, OptionSpec, Table, TableItem};
use crate::msg;

/// The largest amount an "as agreed" Académie option may take in the form.
const MAX_AMOUNT: i64 = 1000;

/// The amounts offered for a renounce paid to each player (any whole number is accepted).
const RENOUNCE_AMOUNTS: [i64; 6] = [1, 2, 3, 4, 5, 6];

fn choice(pairs: Vec<(&str, Msg)>) -> OptionKind {
    OptionKind::Choice {
        choices: pairs.into_iter().map(|(v, l)| (v.to_owned(), l)).collect(),
    }
}

fn amount() -> OptionKind {
    OptionKind::Count {
        min: 0,
        max: MAX_AMOUNT,
    }
}

/// Every option both rule sets accept (spec 4.0, 5), with [`Options::default`]'s values.
pub(super) fn option_specs() -> Vec<OptionSpec> {
    let d = Options::default();
    let mut renounce = vec![("beast".to_owned(), msg!("reversis-renounce-beast"))];
    renounce.extend(
        RENOUNCE_AMOUNTS
            .iter()
            .map(|&n| (n.to_string(), msg!("reversis-renounce-each", amount = n))),
    );
    let counted = |key: &'static str, value: i64, label: Msg, help: Msg| {
        OptionSpec::new(key, amount(), value, label).help(help)
    };
    vec![
        OptionSpec::new(
            "rules",
            choice(vec![
                ("la-haye-1785", msg!("reversis-rules-la-haye-1785")),
                ("academie", msg!("reversis-rules-academie")),
            ]),
            "la-haye-1785",
            msg!("reversis-option-rules"),
        )
        .help(msg!("reversis-option-rules-help"))
        .essential(),
        OptionSpec::new(
            "remise",
            choice(vec![
                ("panier", msg!("reversis-remise-panier")),
                ("fonds", msg!("reversis-remise-fonds")),
            ]),
            "panier",
            msg!("reversis-option-remise"),
        )
        .help(msg!("reversis-option-remise-help"))
        .essential(),
        OptionSpec::optional(
            "unit",
            choice(vec![
                ("fiche", msg!("reversis-unit-fiche")),
                ("jeton", msg!("reversis-unit-jeton")),
            ]),
            msg!("reversis-option-unit"),
        )
        .help(msg!("reversis-option-unit-help")),
        OptionSpec::new(
            "fiches_per_jeton",
            OptionKind::Count { min: 5, max: 5 },
            d.fiches_per_jeton,
            msg!("reversis-option-fiches-per-jeton"),
        )
        .help(msg!("reversis-option-fiches-per-jeton-help")),
        OptionSpec::new(
            "pack",
            OptionKind::Count { min: 48, max: 52 },
            d.pack,
            msg!("reversis-option-pack"),
        )
        .help(msg!("reversis-option-pack-help")),
        counted(
            "stake_each",
            d.stake_each,
            msg!("reversis-option-stake-each"),
            msg!("reversis-option-stake-each-help"),
        )
        .essential(),
        counted(
            "refresh_each",
            d.refresh_each,
            msg!("reversis-option-refresh-each"),
            msg!("reversis-option-refresh-each-help"),
        ),
        OptionSpec::optional("talon_value", amount(), msg!("reversis-option-talon-value"))
            .help(msg!("reversis-option-talon-value-help")),
        counted(
            "quinola_placed",
            d.quinola_placed,
            msg!("reversis-option-quinola-placed"),
            msg!("reversis-option-quinola-placed-help"),
        ),
        counted(
            "quinola_forced_holder",
            d.quinola_forced_holder,
            msg!("reversis-option-quinola-forced-holder"),
            msg!("reversis-option-quinola-forced-holder-help"),
        ),
        counted(
            "quinola_forced_each",
            d.quinola_forced_each,
            msg!("reversis-option-quinola-forced-each"),
            msg!("reversis-option-quinola-forced-each-help"),
        ),
        counted(
            "ace_placed",
            d.ace_placed,
            msg!("reversis-option-ace-placed"),
            msg!("reversis-option-ace-placed-help"),
        ),
        counted(
            "reversis_each",
            d.reversis_each,
            msg!("reversis-option-reversis-each"),
            msg!("reversis-option-reversis-each-help"),
        ),
        OptionSpec::new(
            "renounce_penalty",
            OptionKind::Choice { choices: renounce },
            "beast",
            msg!("reversis-option-renounce-penalty"),
        )
        .help(msg!("reversis-option-renounce-penalty-help")),
        counted(
            "out_of_turn_each",
            d.out_of_turn_each,
            msg!("reversis-option-out-of-turn-each"),
            msg!("reversis-option-out-of-turn-each-help"),
        ),
    ]
}

/// What lies on the table, item by item (spec 3.1, 4.1): the Panier (Hague); the box and
/// each beast waiting, with its maker, and a renounce beast waiting for the next pool
/// (Académie). Amounts are numbers; each item names its pot.
pub(super) fn on_table(table: &Table<Options>, state: &State) -> Vec<TableItem> {
    let mut items = Vec::new();
    match table.options.rules {
        Rules::LaHaye1785 => {
            items.push(TableItem {
                label: msg!("reversis-item-panier"),
                amount: Some(state.panier),
                pot: Some(PANIER),
                seat: None,
            });
            if state.panier < super::hague::FIRST_FUND {
                // a note on the Panier, not a content of its own
                items.push(TableItem {
                    label: msg!("reversis-item-fund-renewed"),
                    amount: None,
                    pot: None,
                    seat: None,
                });
            }
        }
        Rules::Academie => {
            let label = if state.pool_on {
                msg!("reversis-item-pool")
            } else {
                msg!("reversis-item-no-pool")
            };
            items.push(TableItem {
                label,
                amount: Some(state.corbillon),
                pot: Some(CORBILLON),
                seat: None,
            });
            for beast in &state.beasts {
                items.push(TableItem {
                    label: msg!("reversis-item-beast", player = table.name(beast.maker)),
                    amount: Some(beast.amount),
                    pot: Some(BEASTS),
                    seat: Some(beast.maker),
                });
            }
            if state.renounce_beast > 0 {
                items.push(TableItem {
                    label: msg!("reversis-item-renounce-beast"),
                    amount: Some(state.renounce_beast),
                    pot: Some(BEASTS),
                    seat: None,
                });
            }
        }
    }
    items
}

/// The name of the next dealer, as the forms pre-fill it.
pub(super) fn next_dealer(table: &Table<Options>, state: &State) -> Option<Value> {
    table
        .players
        .get(state.next_dealer % table.len().max(1))
        .map(|name| Value::from(name.as_str()))
}

/// The entries that are not ordinary deals (Hague only; spec 2, 3.9): a misdeal that
/// loses the deal (Art. XLVII) or is noticed after the ecart (Art. XLVIII) makes a void
/// record carrying that one event. An Académie misdeal is redealt and not recorded (XVIII).
pub(super) fn events(table: &Table<Options>, state: &State) -> Vec<EventForm> {
    if table.options.rules != Rules::LaHaye1785 {
        return Vec::new();
    }
    let dealer = next_dealer(table, state);
    let misdeal = |code: &'static str, label: Msg, help: Msg, choice: Msg| {
        let with_dealer = |f: Field| match &dealer {
            Some(d) => f.with_default(d.clone()),
            None => f,
        };
        EventForm {
            code,
            label,
            help: Some(help),
            fields: vec![
                with_dealer(Field::new(
                    "dealer",
                    msg!("reversis-field-dealer"),
                    FieldKind::Player,
                    true,
                )),
                Field::new("void", msg!("reversis-field-void"), FieldKind::Flag, true)
                    .with_help(msg!("reversis-help-void"))
                    .with_default(true),
                Field::new(
                    "events[0].type",
                    msg!("reversis-field-misdeal"),
                    FieldKind::Choice {
                        options: vec![(code.to_owned(), choice)],
                    },
                    true,
                )
                .with_default(code),
                with_dealer(Field::new(
                    "events[0].player",
                    msg!("reversis-field-misdeal-player"),
                    FieldKind::Player,
                    true,
                )),
            ],
        }
    };
    vec![
        misdeal(
            "misdeal_passed",
            msg!("reversis-event-misdeal-passed"),
            msg!("reversis-event-misdeal-passed-help"),
            msg!("reversis-event-misdeal-passed"),
        ),
        misdeal(
            "misdeal_late",
            msg!("reversis-event-misdeal-late"),
            msg!("reversis-event-misdeal-late-help"),
            msg!("reversis-event-misdeal-late"),
        ),
    ]
}
