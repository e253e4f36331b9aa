//! What the table shows between deals ([`status`]), the deal-entry form ([`fields`]) and
//! the entries that are not deals ([`events`]: settle and abandon, spec §2.1).

use serde_json::Value;

use super::deal::{Contract, Premium};
use super::options::{Family, Matador, Rules, Suit, Variant};
use super::settle::{State, BEASTS, MATADOR_POOL, POT};
use crate::domain::{PotKey, Seat};
use crate::games::{EventForm, Field, FieldKind, Msg, Round, Status, Table, TableItem};
use crate::msg;

/// How many penalty beasts the form offers slots for (more go in as JSON).
const PENALTY_SLOTS: usize = 2;

/// "yes" or "no", for a message's selector.
fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The dealer of the next deal, `None` once the partie is finished (spec §1.3: the
/// dealer of deal *k* is `players[(k − 1) mod n]`, `deal_offset` included).
fn next_dealer(rules: &Rules, table_len: usize, state: &State) -> Option<Seat> {
    let deal_no = state.next_deal_no(rules).ok()?;
    let n = u32::try_from(table_len.max(1)).unwrap_or(1);
    Seat::from_index(usize::try_from((deal_no - 1) % n).unwrap_or(0))
}

/// Whether the partie is over: settled, abandoned, or the tours played and the table
/// clear (spec §4.8, §5.5).
fn finished(rules: &Rules, state: &State) -> bool {
    let Ok(deal_no) = state.next_deal_no(rules) else {
        return false;
    };
    let playoff = rules.tour_of(deal_no) > rules.tours;
    state.closed.is_some() || (playoff && table_clear(state))
}

/// Nothing left to play for: no pot, no beast waiting.
fn table_clear(state: &State) -> bool {
    state.pot == 0 && state.beasts.pending.is_empty()
}

/// Next dealer, "tour t of N" (doubled, play-off), and what waits on the table, one item
/// per thing with its amount: the pot, each beast waiting in the order it goes, the game
/// jetons owed, each matador's pool (spec §3.1, §3.5, §4.8).
pub fn status<O>(rules: &Rules, table: &Table<O>, state: &State) -> Status {
    let Ok(deal_no) = state.next_deal_no(rules) else {
        return Status::default();
    };
    let tour = rules.tour_of(deal_no);
    let playoff = tour > rules.tours;
    let finished = finished(rules, state);
    let doubled = rules.doubling(tour, None) == 2;
    let round = Round {
        label: msg!(
            "quadrille-round",
            tour = tour,
            tours = rules.tours,
            playoff = yes_no(playoff),
            doubled = yes_no(doubled)
        ),
        number: Some(tour),
        of: Some(rules.tours),
        doubled,
    };
    let mut on_table = vec![TableItem {
        pot: Some(PotKey::new(POT)),
        ..TableItem::amount(msg!("quadrille-table-pot"), state.pot)
    }];
    if state.beasts.on_game {
        on_table.push(TableItem {
            pot: Some(PotKey::new(POT)),
            ..note(msg!("quadrille-table-beast-on-game"))
        });
    }
    for (i, beast) in state.beasts.in_going_order().into_iter().enumerate() {
        on_table.push(TableItem {
            pot: Some(PotKey::new(BEASTS)),
            ..TableItem::amount(
                msg!("quadrille-table-beast-waiting", position = i + 1),
                beast,
            )
        });
    }
    if state.game_jetons > 0 {
        on_table.push(TableItem::amount(
            msg!("quadrille-table-game-jetons"),
            state.game_jetons,
        ));
    }
    for (m, v) in state.matador_pool.named() {
        if *v > 0 {
            on_table.push(TableItem {
                pot: Some(PotKey::new(MATADOR_POOL)),
                ..TableItem::amount(
                    msg!("quadrille-table-matador-pool", matador = m.label()),
                    *v,
                )
            });
        }
    }
    if playoff && !table_clear(state) && state.closed.is_none() {
        on_table.push(note(msg!("quadrille-table-playoff")));
    }
    match state.closed {
        Some(super::EventKind::Settle) => on_table.push(note(msg!("quadrille-table-settled"))),
        Some(super::EventKind::Abandon) => on_table.push(note(msg!("quadrille-table-abandoned"))),
        None => {}
    }
    Status {
        dealer: if finished {
            None
        } else {
            next_dealer(rules, table.len(), state)
        },
        round: Some(round),
        on_table,
        finished,
    }
}

/// A line of the table with no amount.
fn note(label: Msg) -> TableItem {
    TableItem {
        label,
        amount: None,
        pot: None,
        seat: None,
    }
}

/// The deal-entry fields for this table in this state (spec §2.1). First the common
/// deal, essential: the contract, the ombre, the partner or the king's giver, trumps,
/// the tricks of each player, the matadors (and their holders where the dealer pays
/// poulans). Then the rest folded in short groups: the vole, the matadors' details,
/// the claims (Quadrille), the penalty beasts, the dealing (the dealer, pre-filled from
/// the state, and the doubling) and other facts. No field is renamed: the deal's JSON is
/// the vectors'.
pub fn fields<O>(rules: &Rules, table: &Table<O>, state: &State) -> Vec<Field> {
    let contracts: Vec<(String, Msg)> = Contract::ALL
        .iter()
        .filter(|c| c.allowed_here(rules))
        .map(|c| (c.slug().to_owned(), c.label()))
        .collect();
    let has_pass = Contract::Pass.allowed_here(rules);
    let mediateur = rules.family == Family::Mediateur;
    let called_king = Contract::Ask.allowed_here(rules);
    let king_handed = (Contract::Mediateur.allowed_here(rules) && rules.king_exchanged)
        || Contract::RoiRendu.allowed_here(rules);
    let played = |help: Msg| {
        if has_pass {
            msg!("quadrille-help-not-for-pass", help = help)
        } else {
            help
        }
    };
    let group_vole = msg!("quadrille-group-vole");
    let group_matadors = msg!("quadrille-group-matadors");
    let group_claims = msg!("quadrille-group-claims");
    let group_penalties = msg!("quadrille-group-penalties");
    let group_dealing = msg!("quadrille-group-dealing");
    let group_more = msg!("quadrille-group-more");

    let mut out = vec![Field::new(
        "contract",
        msg!("quadrille-field-contract"),
        FieldKind::Choice { options: contracts },
        true,
    )
    .with_help(msg!("quadrille-help-contract"))];
    // The common contract first: the ask (calling a king) where it is played.
    if called_king {
        if let Some(c) = out.first_mut() {
            c.default = Some(Value::String(Contract::Ask.slug().to_owned()));
        }
    }
    out.extend([Field::new(
        "ombre",
        msg!("quadrille-field-ombre"),
        FieldKind::Player,
        !has_pass,
    )
    .essential(true)
    .with_help(played(msg!("quadrille-help-ombre")))]);
    if called_king {
        out.push(
            Field::new(
                "partner",
                msg!("quadrille-field-partner"),
                FieldKind::Player,
                false,
            )
            .essential(true)
            .with_help(msg!("quadrille-help-partner")),
        );
    }
    if king_handed {
        let field = Field::new(
            "king_from",
            msg!("quadrille-field-king-from"),
            FieldKind::Player,
            false,
        )
        .with_help(msg!("quadrille-help-king-from"));
        // At the Médiateur games the king is handed over at every Médiateur; at Quadrille
        // only in its variants.
        out.push(if mediateur {
            field.essential(true)
        } else {
            field.in_group(group_more.clone())
        });
    }
    out.push(
        Field::new(
            "trump",
            msg!("quadrille-field-trump"),
            FieldKind::Choice {
                options: Suit::choices(),
            },
            !has_pass,
        )
        .essential(true)
        .with_help(played(if mediateur {
            msg!("quadrille-help-trump-mediateur")
        } else {
            msg!("quadrille-help-trump")
        })),
    );
    out.push(
        Field::new(
            "tricks",
            msg!("quadrille-field-tricks"),
            FieldKind::PerPlayer {
                min: 0,
                max: rules.total_tricks,
            },
            !has_pass,
        )
        .essential(true)
        .with_total(rules.total_tricks)
        .with_help(played(msg!(
            "quadrille-help-tricks-side",
            total = rules.total_tricks
        ))),
    );
    let matadors = Field::new(
        "matadors",
        msg!("quadrille-field-matadors"),
        FieldKind::Count { min: 0, max: 12 },
        !has_pass,
    )
    .essential(true)
    .with_help(played(msg!("quadrille-help-matadors")));
    // Most deals have none: 0 is pre-filled where every deal is played.
    out.push(if has_pass {
        matadors
    } else {
        matadors.with_default(0)
    });
    if mediateur {
        for m in [Matador::Spadille, Matador::Manille, Matador::Baste] {
            let name = match m {
                Matador::Spadille => "matador_holders.spadille",
                Matador::Manille => "matador_holders.manille",
                Matador::Baste => "matador_holders.baste",
            };
            let field = Field::new(
                name,
                msg!("quadrille-field-holder", matador = m.label()),
                FieldKind::Player,
                false,
            )
            .with_help(msg!("quadrille-help-holder"));
            // Needed on every deal where the dealer pays the poulans (spec §3.3 step 2).
            out.push(if rules.poulans.is_some() {
                field.essential(true)
            } else {
                field.in_group(group_matadors.clone())
            });
        }
        if rules.options.accolade_fee > 0 {
            out.push(
                Field::new(
                    "accolade_holder",
                    msg!("quadrille-field-accolade-holder"),
                    FieldKind::Player,
                    false,
                )
                .with_help(msg!("quadrille-help-accolade-holder"))
                .in_group(group_matadors.clone()),
            );
        }
    }
    if !has_pass {
        out.push(
            Field::new(
                "vole_undertaken",
                msg!("quadrille-field-vole-undertaken"),
                FieldKind::Flag,
                false,
            )
            .with_help(msg!("quadrille-help-vole-undertaken"))
            .in_group(group_vole.clone()),
        );
        out.push(
            Field::new(
                "vole_barred",
                msg!("quadrille-field-vole-barred"),
                FieldKind::Flag,
                false,
            )
            .with_help(msg!("quadrille-help-vole-barred"))
            .in_group(group_vole),
        );
    }
    if rules.variant == Variant::Quadrille {
        let premiums = vec![
            (
                Premium::SansPrendre.slug().to_owned(),
                msg!("quadrille-premium-sans-prendre"),
            ),
            (
                Premium::Matadors.slug().to_owned(),
                msg!("quadrille-premium-matadors"),
            ),
        ];
        for (i, name) in ["forfeited[0]", "forfeited[1]"].into_iter().enumerate() {
            out.push(
                Field::new(
                    name,
                    msg!("quadrille-field-forfeited", number = i + 1),
                    FieldKind::Choice {
                        options: premiums.clone(),
                    },
                    false,
                )
                .with_help(msg!("quadrille-help-forfeited"))
                .in_group(group_claims.clone()),
            );
        }
    }
    for i in 0..PENALTY_SLOTS {
        let path = |leaf: &str| format!("penalties[{i}].{leaf}");
        out.push(
            Field::new(
                &path("players[0]"),
                msg!("quadrille-field-penalty-payer", number = i + 1),
                FieldKind::Player,
                false,
            )
            .with_help(msg!("quadrille-help-penalty-payer"))
            .in_group(group_penalties.clone()),
        );
        out.push(
            Field::new(
                &path("players[1]"),
                msg!("quadrille-field-penalty-second", number = i + 1),
                FieldKind::Player,
                false,
            )
            .with_help(msg!("quadrille-help-penalty-second"))
            .in_group(group_penalties.clone()),
        );
        out.push(
            Field::new(
                &path("reason"),
                msg!("quadrille-field-penalty-reason", number = i + 1),
                FieldKind::Text,
                false,
            )
            .with_help(msg!("quadrille-help-penalty-reason"))
            .in_group(group_penalties.clone()),
        );
    }
    let dealer = Field::new(
        "dealer",
        msg!("quadrille-field-dealer"),
        FieldKind::Player,
        false,
    )
    .with_help(msg!("quadrille-help-dealer"))
    .in_group(group_dealing.clone());
    out.push(
        match (
            finished(rules, state),
            next_dealer(rules, table.len(), state),
        ) {
            (false, Some(seat)) if !table.name(seat).is_empty() => {
                dealer.with_default(Value::String(table.name(seat).to_owned()))
            }
            _ => dealer,
        },
    );
    out.push(
        Field::new(
            "double",
            msg!("quadrille-field-double"),
            FieldKind::Flag,
            false,
        )
        .with_help(msg!("quadrille-help-double"))
        .in_group(group_dealing),
    );
    out.push(
        Field::new(
            "odd_counters_to",
            msg!("quadrille-field-odd-counters-to"),
            FieldKind::Player,
            false,
        )
        .with_help(msg!("quadrille-help-odd-counters-to"))
        .in_group(group_more.clone()),
    );
    out.push(
        Field::new(
            "called",
            msg!("quadrille-field-called"),
            FieldKind::Text,
            false,
        )
        .with_help(msg!("quadrille-help-called"))
        .in_group(group_more),
    );
    out
}

/// The field naming an event, with its code as the fixed value.
fn event_type(code: &'static str, label: Msg) -> Field {
    Field::new(
        "event",
        msg!("quadrille-field-event"),
        FieldKind::Choice {
            options: vec![(code.to_owned(), label)],
        },
        true,
    )
    .with_default(Value::String(code.to_owned()))
}

/// The entries of `deals` that are not deals, as they may be entered now (spec §2.1,
/// §4.8, §5.7): `settle` (the cards fee; only once the pot is empty and no beast waits)
/// and `abandon` (law LIX: who quits). Nothing once the partie is settled or abandoned.
pub fn events(state: &State) -> Vec<EventForm> {
    if state.closed.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    if table_clear(state) {
        out.push(EventForm {
            code: "settle",
            label: msg!("quadrille-event-settle"),
            help: Some(msg!("quadrille-event-settle-help")),
            fields: vec![event_type("settle", msg!("quadrille-event-settle"))],
        });
    }
    out.push(EventForm {
        code: "abandon",
        label: msg!("quadrille-event-abandon"),
        help: Some(msg!("quadrille-event-abandon-help")),
        fields: vec![
            event_type("abandon", msg!("quadrille-event-abandon")),
            Field::new(
                "player",
                msg!("quadrille-field-abandon-player"),
                FieldKind::Player,
                true,
            )
            .with_help(msg!("quadrille-help-abandon-player")),
        ],
    });
    out
}

#[cfg(test)]
mod tests {
    use super::super::options::Options;
    use super::*;
    use crate::games::GameId;

    fn table(game: GameId, options: Options) -> Table<Options> {
        let n = Variant::of(game).map_or(4, Variant::seats);
        Table {
            game,
            options,
            players: ["A", "B", "C", "D"][..n]
                .iter()
                .map(|p| p.to_string())
                .collect(),
        }
    }

    fn form(game: GameId, options: Options, state: &State) -> Vec<Field> {
        let t = table(game, options);
        let rules = Rules::new(game, t.len(), &t.options).unwrap();
        fields(&rules, &t, state)
    }

    fn mediateur_options() -> Options {
        Options {
            favourite_suit: Some(Suit::Hearts),
            ..Options::default()
        }
    }

    #[test]
    fn the_quadrille_form_offers_only_its_contracts() {
        let f = form(GameId::Quadrille, Options::default(), &State::default());
        let FieldKind::Choice { options } = &f[0].kind else {
            panic!("contract is a choice")
        };
        let slugs: Vec<&str> = options.iter().map(|(s, _)| s.as_str()).collect();
        assert_eq!(
            slugs,
            vec!["ask", "forced_spadille", "own_king", "sans_prendre"]
        );
        assert_eq!(options[0].1.to_string(), "Ask (call a king)");
        assert!(f.iter().any(|x| x.name == "forfeited[0]"));
        assert!(!f.iter().any(|x| x.name.starts_with("matador_holders")));
    }

    #[test]
    fn the_common_deal_comes_first_and_the_rest_is_grouped() {
        let f = form(GameId::Quadrille, Options::default(), &State::default());
        let essential: Vec<&str> = f
            .iter()
            .filter(|x| x.essential)
            .map(|x| x.name.as_str())
            .collect();
        assert_eq!(
            essential,
            vec!["contract", "ombre", "partner", "trump", "tricks", "matadors"]
        );
        let first_advanced = f.iter().position(|x| !x.essential).unwrap();
        assert!(f[first_advanced..].iter().all(|x| x.group.is_some()));
        let vole = f.iter().find(|x| x.name == "vole_undertaken").unwrap();
        assert_eq!(vole.group.as_ref().unwrap().to_string(), "Vole");
        assert_eq!(f[1].label.to_string(), "Ombre (who stands)");
    }

    #[test]
    fn the_dealer_is_pre_filled_from_the_state() {
        let state = State {
            played: 5,
            ..State::default()
        };
        let f = form(GameId::Quadrille, Options::default(), &state);
        let dealer = f.iter().find(|x| x.name == "dealer").unwrap();
        assert_eq!(dealer.default, Some(Value::String("B".to_owned())));
        let f = form(GameId::Tritrille, mediateur_options(), &State::default());
        let dealer = f.iter().find(|x| x.name == "dealer").unwrap();
        assert_eq!(dealer.default, Some(Value::String("A".to_owned())));
    }

    #[test]
    fn the_solitaire_form_has_holders_and_a_pass() {
        let f = form(
            GameId::SolitaireQuatre,
            mediateur_options(),
            &State::default(),
        );
        let holder = f
            .iter()
            .find(|x| x.name == "matador_holders.manille")
            .unwrap();
        assert!(holder.essential);
        assert_eq!(holder.label.to_string(), "Manille held by");
        assert!(!f.iter().any(|x| x.name == "partner"));
        let ombre = f.iter().find(|x| x.name == "ombre").unwrap();
        assert!(!ombre.required);
        assert_eq!(
            ombre.help.as_ref().unwrap().to_string(),
            "the player who stands the game (not for a pass)"
        );
    }

    #[test]
    fn settle_and_abandon_are_events_with_their_own_forms() {
        let e = events(&State::default());
        let codes: Vec<&str> = e.iter().map(|x| x.code).collect();
        assert_eq!(codes, vec!["settle", "abandon"]);
        let abandon = &e[1];
        assert_eq!(abandon.fields[0].name, "event");
        assert_eq!(
            abandon.fields[0].default,
            Some(Value::String("abandon".to_owned()))
        );
        assert_eq!(abandon.fields[1].name, "player");
        // While a beast waits, the partie cannot be settled yet.
        let mut waiting = State::default();
        waiting.beasts.pending = vec![14];
        let codes: Vec<&str> = events(&waiting).iter().map(|x| x.code).collect();
        assert_eq!(codes, vec!["abandon"]);
        let closed = State {
            closed: Some(super::super::EventKind::Settle),
            ..State::default()
        };
        assert!(events(&closed).is_empty());
    }

    #[test]
    fn status_names_the_dealer_the_tour_and_the_beasts() {
        let t = table(GameId::Quadrille, Options::default());
        let rules = Rules::new(GameId::Quadrille, 4, &t.options).unwrap();
        let mut state = State {
            played: 37,
            pot: 34,
            game_jetons: 2,
            ..State::default()
        };
        state.beasts.pending = vec![42, 56];
        state.beasts.on_game = true;
        let s = status(&rules, &t, &state);
        assert_eq!(s.dealer, Some(Seat::new(1)));
        assert_eq!(s.round_text(), "tour 10 of 10, doubled");
        let round = s.round.as_ref().unwrap();
        assert_eq!(
            (round.number, round.of, round.doubled),
            (Some(10), Some(10), true)
        );
        assert_eq!(
            s.table_lines(),
            vec![
                "pot: 34",
                "a beast is on the game",
                "beast waiting, next to go: 56",
                "beast waiting, number 2 to go: 42",
                "game jetons owed (J) by each player: 2",
            ]
        );
        let beasts: Vec<(Option<i64>, Option<&str>)> = s
            .on_table
            .iter()
            .map(|i| (i.amount, i.pot.as_ref().map(PotKey::as_str)))
            .collect();
        assert_eq!(beasts[0], (Some(34), Some("pot")));
        assert_eq!(beasts[2], (Some(56), Some("beasts_pending")));
        assert_eq!(beasts[4], (Some(2), None));
        assert!(!s.finished);
        let done = State {
            played: 40,
            ..State::default()
        };
        let s = status(&rules, &t, &done);
        assert!(s.finished);
        assert_eq!(s.round_text(), "tour 11 of 10, play-off");
    }

    #[test]
    fn status_lists_the_matador_pool_item_by_item() {
        let t = table(GameId::Mediateur, mediateur_options());
        let rules = Rules::new(GameId::Mediateur, 4, &t.options).unwrap();
        let mut state = State::default();
        state.matador_pool.manille = 10;
        let s = status(&rules, &t, &state);
        let item = s.on_table.last().unwrap();
        assert_eq!(item.label.to_string(), "matador pool, Manille");
        assert_eq!(item.amount, Some(10));
        assert_eq!(item.pot, Some(PotKey::new("matador_pool")));
        assert_eq!(s.round_text(), "tour 1 of 10");
    }
}
