//! What the table shows between deals ([`status`]) and the deal-entry form ([`fields`]).
//!
//! Events (`{"event":"settle"}`, `{"event":"abandon","player":p}`) do not fit the deal
//! object the form assembles (they carry no `contract`), so they are entered as JSON.

use super::deal::Contract;
use super::options::{Family, Rules, Suit};
use super::settle::State;
use crate::domain::Seat;
use crate::games::{Field, FieldKind, GameId, Status, Table};

/// Next dealer, "tour t of N" (doubled, play-off), and what waits on the table.
pub fn status<O>(rules: &Rules, table: &Table<O>, state: &State) -> Status {
    let Ok(deal_no) = state.next_deal_no(rules) else {
        return Status::default();
    };
    let n = u32::try_from(table.len().max(1)).unwrap_or(1);
    let tour = rules.tour_of(deal_no);
    let playoff = tour > rules.tours;
    let clear = state.pot == 0 && state.beasts.pending.is_empty();
    let finished = state.closed.is_some() || (playoff && clear);
    let mut round = format!("tour {tour} of {}", rules.tours);
    if playoff {
        round.push_str(", play-off");
    }
    let doubled = rules.doubling(tour, None) == 2;
    if doubled {
        round.push_str(", doubled");
    }
    let mut on_table = vec![format!("pot: {}", state.pot)];
    if state.beasts.on_game {
        on_table.push("a beast is on the game".to_owned());
    }
    let waiting = state.beasts.in_going_order();
    if !waiting.is_empty() {
        let list: Vec<String> = waiting.iter().map(i64::to_string).collect();
        on_table.push(format!("beasts waiting, in order: {}", list.join(", ")));
    }
    if state.game_jetons > 0 {
        on_table.push(format!(
            "game jetons owed (J): {} by each player",
            state.game_jetons
        ));
    }
    let pool: Vec<String> = state
        .matador_pool
        .named()
        .iter()
        .filter(|(_, v)| **v > 0)
        .map(|(m, v)| format!("{} {v}", m.slug()))
        .collect();
    if !pool.is_empty() {
        on_table.push(format!("matador pool: {}", pool.join(", ")));
    }
    if playoff && !clear && state.closed.is_none() {
        on_table.push("play-off: no dealer's fiche, play on until the beasts are drawn".to_owned());
    }
    if let Some(closed) = state.closed {
        on_table.push(format!("partie closed ({closed:?})").to_lowercase());
    }
    Status {
        dealer: (!finished)
            .then(|| Seat::from_index(usize::try_from((deal_no - 1) % n).unwrap_or(0)))
            .flatten(),
        round: Some(crate::games::Round {
            doubled,
            ..crate::games::Round::text(round)
        }),
        on_table: on_table
            .into_iter()
            .map(crate::games::TableItem::text)
            .collect(),
        finished,
    }
}

/// The deal-entry fields for this table: the contracts of its game and options, the
/// players, trumps, tricks per player, matadors, the vole flags and what the game asks
/// besides (matador holders at the Médiateur, forfeited premiums at Quadrille...).
pub fn fields(rules: &Rules) -> Vec<Field> {
    let contracts: Vec<(String, String)> = Contract::ALL
        .iter()
        .filter(|c| c.allowed_here(rules))
        .map(|c| (c.slug().to_owned(), c.label().to_owned()))
        .collect();
    let has_pass = Contract::Pass.allowed_here(rules);
    let mediateur = rules.family == Family::Mediateur;
    let called_king = Contract::Ask.allowed_here(rules);
    let king_handed = (Contract::Mediateur.allowed_here(rules) && rules.king_exchanged)
        || Contract::RoiRendu.allowed_here(rules);
    let played = |help: &str| {
        if has_pass {
            format!("{help} (not for a pass)")
        } else {
            help.to_owned()
        }
    };
    let mut out = vec![
        Field::new(
            "contract",
            "Contract",
            FieldKind::Choice {
                options: contracts.into_iter().map(|(v, l)| (v, l.into())).collect(),
            },
            true,
        )
        .with_help(
            "settle (end of partie) and abandon are events: enter them as JSON, \
             {\"event\":\"settle\"} or {\"event\":\"abandon\",\"player\":\"…\"}",
        ),
        Field::new("ombre", "Ombre (who stands)", FieldKind::Player, !has_pass)
            .with_help(&played("the player who stands the game")),
    ];
    if called_king {
        out.push(
            Field::new(
                "partner",
                "Partner (holder of the called king)",
                FieldKind::Player,
                false,
            )
            .with_help("only for ask and forced Spadille; never the ombre"),
        );
    }
    if king_handed {
        out.push(
            Field::new("king_from", "King handed over by", FieldKind::Player, false).with_help(
                "Médiateur: who gave the king (he receives a fiche); informational for a roi rendu",
            ),
        );
    }
    out.push(Field::new("called", "Card called", FieldKind::Text, false));
    out.push(
        Field::new(
            "trump",
            "Trumps",
            FieldKind::Choice {
                options: Suit::ALL
                    .iter()
                    .map(|s| (s.slug().to_owned(), s.slug().into()))
                    .collect(),
            },
            !has_pass,
        )
        .with_help(&played(if mediateur {
            "the favourite suit doubles the payments"
        } else {
            "the suit named"
        })),
    );
    out.push(
        Field::new(
            "tricks",
            "Tricks taken",
            FieldKind::PerPlayer {
                min: 0,
                max: rules.total_tricks,
            },
            !has_pass,
        )
        .with_help(&played(&format!(
            "by each player; they add up to {}",
            rules.total_tricks
        ))),
    );
    out.push(
        Field::new(
            "matadors",
            "Matadors of the ombre's side",
            FieldKind::Count { min: 0, max: 12 },
            !has_pass,
        )
        .with_help(&played(
            "0, or the run of 3 or more from Spadille, Manille, Baste held by the ombre's side",
        )),
    );
    if !has_pass {
        out.push(
            Field::new("vole_undertaken", "Vole undertaken", FieldKind::Flag, false)
                .with_help("after taking six tricks the side played to the seventh"),
        );
        out.push(
            Field::new("vole_barred", "Vole right lost", FieldKind::Flag, false).with_help(
                "speaking, showing the hand, the partner revealing himself; \
                 for an ask also when the called king had not appeared before the vole",
            ),
        );
    }
    if rules.game == GameId::Quadrille {
        out.push(
            Field::new("forfeited", "Premiums forfeited", FieldKind::Json, false).with_help(
                "not claimed before the cut: [\"sans_prendre\"], [\"matadors\"] or both",
            ),
        );
    }
    if mediateur {
        for (m, label) in [
            ("spadille", "Spadille held by"),
            ("manille", "Manille held by"),
            ("baste", "Baste held by"),
        ] {
            out.push(
                Field::new(
                    &format!("matador_holders.{m}"),
                    label,
                    FieldKind::Player,
                    false,
                )
                .with_help("for the poulans; empty when nobody holds it (talon, null deal)"),
            );
        }
    }
    out.push(
        Field::new("penalties", "Penalty beasts", FieldKind::Json, false).with_help(
            "[{\"players\":[\"…\"],\"reason\":\"renounce\"}]; two players pay half each",
        ),
    );
    out.push(
        Field::new(
            "odd_counters_to",
            "Odd counters to",
            FieldKind::Player,
            false,
        )
        .with_help(
            "codille winners dividing an uneven pot: the holder of Spadille (or the highest \
             trump) in the next deal",
        ),
    );
    out.push(
        Field::new("dealer", "Dealer", FieldKind::Player, false)
            .with_help("only if someone dealt out of turn"),
    );
    out.push(
        Field::new("double", "Played double", FieldKind::Flag, false)
            .with_help("only to double a deal the tours would not double"),
    );
    if mediateur && rules.options.accolade_fee > 0 {
        out.push(
            Field::new(
                "accolade_holder",
                "Accolade held by",
                FieldKind::Player,
                false,
            )
            .with_help("holder of both black aces"),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::options::Options;
    use super::*;

    #[test]
    fn the_quadrille_form_offers_only_its_contracts() {
        let rules = Rules::new(GameId::Quadrille, 4, &Options::default()).unwrap();
        let f = fields(&rules);
        let FieldKind::Choice { options } = &f[0].kind else {
            panic!("contract is a choice")
        };
        let slugs: Vec<&str> = options.iter().map(|(s, _)| s.as_str()).collect();
        assert_eq!(
            slugs,
            vec!["ask", "forced_spadille", "own_king", "sans_prendre"]
        );
        assert!(f.iter().any(|x| x.name == "forfeited"));
        assert!(!f.iter().any(|x| x.name.starts_with("matador_holders")));
    }

    #[test]
    fn the_solitaire_form_has_holders_and_a_pass() {
        let options = Options {
            favourite_suit: Some(Suit::Hearts),
            ..Options::default()
        };
        let rules = Rules::new(GameId::SolitaireQuatre, 4, &options).unwrap();
        let f = fields(&rules);
        assert!(f.iter().any(|x| x.name == "matador_holders.manille"));
        assert!(!f.iter().any(|x| x.name == "partner"));
        let ombre = f.iter().find(|x| x.name == "ombre").unwrap();
        assert!(!ombre.required);
    }

    #[test]
    fn status_names_the_dealer_the_tour_and_the_beasts() {
        let rules = Rules::new(GameId::Quadrille, 4, &Options::default()).unwrap();
        let table = Table {
            game: GameId::Quadrille,
            options: Options::default(),
            players: ["A", "B", "C", "D"].map(String::from).to_vec(),
        };
        let mut state = State {
            played: 37,
            pot: 34,
            game_jetons: 2,
            ..State::default()
        };
        state.beasts.pending = vec![42, 56];
        state.beasts.on_game = true;
        let s = status(&rules, &table, &state);
        assert_eq!(s.dealer, Some(Seat::new(1)));
        assert_eq!(s.round_text(), "tour 10 of 10, doubled");
        assert!(s
            .table_lines()
            .contains(&"beasts waiting, in order: 56, 42".to_owned()));
        assert!(!s.finished);
        let done = State {
            played: 40,
            ..State::default()
        };
        assert!(status(&rules, &table, &done).finished);
    }
}
