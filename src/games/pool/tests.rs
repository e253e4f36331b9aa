//! Tricky rules of the pool games, each checked on a small partie scored end to end.

use serde_json::{json, Value};

use crate::partie::{PartieDoc, Scored};

pub(crate) fn score(
    game: &str,
    options: Value,
    players: &[&str],
    deals: Value,
) -> Result<Scored, String> {
    let doc = PartieDoc::from_value(json!({
        "game": game, "options": options, "players": players, "deals": deals,
    }))
    .map_err(|e| e.to_string())?;
    doc.score().map_err(|e| e.to_string())
}

pub(crate) fn balances(s: &Scored) -> Vec<i64> {
    s.balances().values().copied().collect()
}

#[test]
fn unknown_options_are_refused_and_notes_accepted() {
    let ok = score(
        "commerce",
        json!({"unit": "jeton", "stake_note": "one each"}),
        &["A", "B", "C"],
        json!([]),
    );
    assert!(ok.is_ok());
    let bad = score(
        "commerce",
        json!({"stakes": 2}),
        &["A", "B", "C"],
        json!([]),
    );
    let bad = bad.unwrap_err();
    assert!(bad.contains("stakes"), "{bad}");
}

#[test]
fn required_options_refuse_every_deal() {
    let deal = json!([{"dealer": "A", "winner": "B", "kind": "point"}]);
    assert!(score("ma-commere", json!({}), &["A", "B", "C"], deal).is_err());
}

#[test]
fn the_alias_mariee_scores_as_guimbarde() {
    let deal = json!([{"dealer": "A", "holders": {"roi": "B", "guimbarde": null, "fou": null}, "point_winner": null, "events": [], "cards_winner": null}]);
    let s = score("mariee", json!({}), &["A", "B", "C", "D", "E"], deal).unwrap();
    // B draws the Roi box (5); the other boxes stay, the trick stakes with them.
    assert_eq!(balances(&s), vec![-6, -1, -6, -6, -6]);
    assert_eq!(s.pots()["point"], 10);
}

/// §7.3: payments capped at what the payer held at the start; when every living player
/// dies in the same deal, those alive at its start share the box, the first served first.
#[test]
fn tontine_all_dying_at_once_share_the_box() {
    let deals = json!([
        {"dealer": "A", "cards": {"A": "10", "B": "8", "C": "10"}},
        {"dealer": "C", "cards": {"A": "6", "C": "8"}},
    ]);
    let s = score(
        "tontine",
        json!({"prise": 5, "box_ante": 3}),
        &["A", "B", "C"],
        deals,
    )
    .unwrap();
    assert_eq!(balances(&s), vec![3, -5, 2]);
    assert_eq!(s.report()["state"]["winner"], json!("shared"));
    assert_eq!(s.pots()["box"], 0);
    let after = json!([{"dealer": "A", "cards": {"A": "10", "B": "10", "C": "10"}}]);
    let mut deals2 = s.report().clone();
    deals2.clear();
    let over = score(
        "tontine",
        json!({"prise": 5}),
        &["A", "B", "C"],
        json!([
            {"dealer": "A", "cards": {"A": "10", "B": "8", "C": "10"}},
            {"dealer": "C", "cards": {"A": "6", "C": "8"}},
            after[0].clone(),
        ]),
    );
    assert!(over.is_err(), "no deal after the box is taken");
}

/// §4.3 IX: two tied cards in a row make the third partie's cards pay triple.
#[test]
fn papillon_tied_cards_pay_more_and_more() {
    let end_tie = json!({"winner": null, "last_to_lay_down": "A", "most_cards": null});
    let deals = json!([
        {"dealer": "A", "events": [], "end": end_tie},
        {"dealer": "B", "events": [], "end": end_tie},
        {"dealer": "C", "events": [], "end": {"winner": "B", "last_to_lay_down": null, "most_cards": "C"}},
    ]);
    let s = score("papillon", json!({"box_ante": 1}), &["A", "B", "C"], deals).unwrap();
    // Box 9 to B; A's two consolations (+4); C's cards 3 from each (+6).
    assert_eq!(balances(&s), vec![-3 + 4 - 3, -3 - 2 + 9 - 3, -3 - 2 + 6]);
    assert_eq!(s.report()["state"]["cards_multiplier_next"], json!(1));
}

/// Every text the thirteen games show (options, forms, events, the table) is a message of
/// the English catalogue, nested arguments included.
#[test]
fn every_text_of_the_thirteen_games_is_in_the_catalogue() {
    use crate::games::{erased, GameId, Msg, MsgArg, OptionKind, OptionSpec};
    use crate::i18n::{try_render, Lang};

    fn check(m: &Msg, game: &str) {
        assert!(
            try_render(Lang::En, m).is_some(),
            "{game}: message {} missing",
            m.id
        );
        for (_, a) in &m.args {
            if let MsgArg::Msg(inner) = a {
                check(inner, game);
            }
        }
    }
    fn spec(s: &OptionSpec, game: &str) {
        check(&s.label, game);
        if let Some(h) = &s.help {
            check(h, game);
        }
        match &s.kind {
            OptionKind::Choice { choices } => choices.iter().for_each(|(_, m)| check(m, game)),
            OptionKind::Group { fields } => fields.iter().for_each(|f| spec(f, game)),
            _ => {}
        }
    }
    let names = ["A", "B", "C", "D", "E", "F"];
    let families = ["pool", "comete", "marks", "bete"];
    for &game in GameId::ALL
        .iter()
        .filter(|g| families.contains(&g.family()))
    {
        let e = erased(game);
        let slug = game.slug();
        for s in e.option_specs(game) {
            spec(&s, slug);
        }
        let mut options = e.default_options(game);
        for (k, v) in [
            ("stake", json!(2)),
            ("prise", json!(12)),
            ("stake_per_partie", json!(5)),
        ] {
            if options.get(k) == Some(&Value::Null) {
                options[k] = v;
            }
        }
        if game == GameId::Triomphe {
            options["mode"] = json!("each_for_himself"); // the sides are required otherwise
        }
        let seats = e.seats(game, &options).unwrap();
        let players: Vec<String> = names
            .iter()
            .take(*seats.start().max(&5).min(seats.end()))
            .map(|s| (*s).to_owned())
            .collect();
        for f in e.form(game, &options, &players).unwrap() {
            check(&f.label, slug);
            if let Some(h) = &f.help {
                check(h, slug);
            }
            if let Some(g) = &f.group {
                check(g, slug);
            }
            if let crate::games::FieldKind::Choice { options } = &f.kind {
                options.iter().for_each(|(_, m)| check(m, slug));
            }
        }
        let replay = e.replay(game, &options, &players, &[], false).unwrap();
        for ev in &replay.events {
            check(&ev.label, slug);
            ev.help.iter().for_each(|h| check(h, slug));
            ev.fields.iter().for_each(|f| check(&f.label, slug));
        }
        for item in &replay.status.on_table {
            check(&item.label, slug);
        }
        if let Some(r) = &replay.status.round {
            check(&r.label, slug);
        }
    }
}

#[test]
fn amounts_below_zero_are_refused_when_the_partie_opens() {
    let s = score(
        "commerce",
        json!({"trade_price": -1}),
        &["A", "B", "C"],
        json!([]),
    );
    assert!(s.unwrap_err().contains("trade_price"));
    assert!(score(
        "bete",
        json!({"fiche_value": 0}),
        &["A", "B", "C"],
        json!([])
    )
    .is_err());
}
