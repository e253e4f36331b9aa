//! The table's pages: one numbering with gaps, undo and put back, the running totals and
//! the chart, words instead of codes, CSV a spreadsheet opens right.

use reqwest::StatusCode;

use crate::helpers::spawn_app;
use crate::pages::{api_party, get, open_quadrille, post_form, won_ask, PLAYERS};

/// An ask of Bertrand with Céline with these tricks for Anne, Bertrand and Céline (Denis
/// takes 2).
fn ask_with(
    anne: &'static str,
    bertrand: &'static str,
    celine: &'static str,
) -> Vec<(&'static str, &'static str)> {
    let mut deal = won_ask();
    for (k, v) in &mut deal {
        match *k {
            "tricks[0]" => *v = anne,
            "tricks[1]" => *v = bertrand,
            "tricks[2]" => *v = celine,
            _ => {}
        }
    }
    deal
}

#[tokio::test]
async fn deal_numbers_are_stable_with_gaps_everywhere() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    for _ in 0..8 {
        let (status, _, body) = post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
        assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    }
    let (status, _, _) = post_form(&app, &format!("/parties/{id}/deals/7/delete"), &[]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);

    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    // Deal 8 keeps its number, its edit link and its heading; 7 is shown struck.
    assert!(page.contains("<h3>Deal 8"), "{page}");
    assert!(page.contains(&format!("/parties/{id}/deals/8/edit")));
    assert!(page.contains("<s>Deal 7</s>"), "{page}");
    assert!(page.contains(&format!("/parties/{id}/deals/7/restore")));
    // The next form says the number it records.
    assert!(page.contains("<h2>Deal 9</h2>"), "{page}");
    let (status, edit) = get(&app, &format!("/parties/{id}/deals/8/edit")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(edit.contains("Correct deal 8"), "{edit}");
    let (status, gone) = get(&app, &format!("/parties/{id}/deals/7/edit")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(gone.contains("Deal 7 (deleted)"), "{gone}");
    assert!(gone.contains(&format!("/parties/{id}/deals/7/restore")));

    let (_, location, _) = post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
    assert_eq!(
        location.as_deref(),
        Some(format!("/parties/{id}?recorded=9#new-deal").as_str())
    );
    let (_, page) = get(&app, &format!("/parties/{id}?recorded=9")).await;
    assert!(page.contains("Deal 9 recorded"), "{page}");
    for (n, status) in [(8, 200), (9, 200), (10, 404)] {
        let r = app.get(&format!("/api/v1/parties/{id}/deals/{n}")).await;
        assert_eq!(r.status, status, "deal {n}: {}", r.detail());
    }
    let party = api_party(&app, &id).await;
    assert_eq!(party["deals"].as_array().map(Vec::len), Some(8), "{party}");

    // The home page counts the standing deals only.
    let (_, home) = get(&app, "/").await;
    assert!(home.contains("8 deals"), "{home}");
    assert!(!home.contains("9 deals"), "{home}");
}

#[tokio::test]
async fn undo_deletes_the_last_deal_in_one_tap_and_it_can_be_put_back() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
    post_form(
        &app,
        &format!("/parties/{id}/deals"),
        &ask_with("2", "5", "1"),
    )
    .await;
    let before = api_party(&app, &id).await;

    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    assert!(
        page.contains(&format!("action=\"/parties/{id}/undo\"")),
        "{page}"
    );
    assert!(page.contains("Undo deal 2"), "{page}");
    let (status, location, _) = post_form(&app, &format!("/parties/{id}/undo"), &[]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(
        location.as_deref(),
        Some(format!("/parties/{id}?deleted=2#deals").as_str())
    );
    let party = api_party(&app, &id).await;
    assert_eq!(party["deals"].as_array().map(Vec::len), Some(1), "{party}");
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    assert!(page.contains("<s>Deal 2</s>"), "{page}");
    assert!(page.contains("Undo deal 1"), "{page}");
    // The next deal is 3: number 2 is never reused.
    assert!(page.contains("<h2>Deal 3</h2>"), "{page}");

    // Put back: the same number, the same facts, the same balances; journaled.
    let (status, location, _) =
        post_form(&app, &format!("/parties/{id}/deals/2/restore"), &[]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(
        location.as_deref(),
        Some(format!("/parties/{id}?restored=2#deal-2").as_str())
    );
    let after = api_party(&app, &id).await;
    assert_eq!(after["balances"], before["balances"]);
    assert_eq!(after["deals"], before["deals"]);
    let r = app.get(&format!("/api/v1/parties/{id}/deals/2")).await;
    assert_eq!(r.status, 200, "{}", r.detail());
    let (_, page) = get(&app, &format!("/parties/{id}?restored=2")).await;
    assert!(page.contains("Deal 2 put back"), "{page}");
    assert!(
        page.contains(">put back</span>"),
        "the deal is marked: {page}"
    );
    let (_, journal) = get(&app, &format!("/parties/{id}/ledger")).await;
    assert!(journal.contains("reversal of entry"), "{journal}");

    // Putting back a standing deal, or undoing nothing, is refused (409) and changes nothing.
    let (status, _, _) = post_form(&app, &format!("/parties/{id}/deals/2/restore"), &[]).await;
    assert_eq!(status, StatusCode::CONFLICT);
    for _ in 0..2 {
        post_form(&app, &format!("/parties/{id}/undo"), &[]).await;
    }
    let (status, _, _) = post_form(&app, &format!("/parties/{id}/undo"), &[]).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, _, _) = post_form(&app, &format!("/parties/{id}/deals/99/restore"), &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_corrected_deal_is_marked() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
    let (status, _, body) = post_form(
        &app,
        &format!("/parties/{id}/deals/1/corrections"),
        &ask_with("2", "5", "1"),
    )
    .await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    assert!(page.contains(">corrected</span>"), "{page}");
}

#[tokio::test]
async fn the_partie_page_keeps_the_paper_sheet_and_draws_the_chart() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
    post_form(
        &app,
        &format!("/parties/{id}/deals"),
        &ask_with("2", "5", "1"),
    )
    .await;
    let party = api_party(&app, &id).await;
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    let grid = page
        .split("class=\"running-totals\"")
        .nth(1)
        .and_then(|rest| rest.split("</table>").next())
        .expect("the running totals");
    // The columns in seating order; the last row holds the balances.
    let mut at = 0;
    for p in PLAYERS {
        let i = grid[at..].find(p).map(|i| i + at).expect("every player");
        at = i;
    }
    let last_row = grid.rsplit("<tr>").next().expect("a row");
    assert!(last_row.contains(">2</th>"), "{last_row}");
    for p in PLAYERS {
        let balance = party["balances"][p].as_i64().expect("a balance");
        assert!(
            last_row.contains(&format!("<span class=\"total\">{balance}</span>")),
            "{p} {balance}: {last_row}"
        );
    }
    // The chart: an SVG drawn on the server, one line per player (and the table).
    assert!(page.contains("<svg viewBox=\"0 0 320 160\""), "{page}");
    assert!(page.matches("<polyline class=\"line series-").count() >= 4);
    assert!(!page.contains("<script>"), "no inline script on the page");
    assert!(!page.contains(" style="), "no inline style");
}

#[tokio::test]
async fn the_deal_list_speaks_words_not_codes() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
    let (_, page) = get(&app, &format!("/parties/{id}")).await;
    let facts = page
        .split("<p class=\"facts\">")
        .nth(1)
        .and_then(|rest| rest.split("</p>").next())
        .expect("the deal's facts");
    assert!(!facts.contains("contract: ask"), "{facts}");
    assert!(facts.contains("Ombre"), "{facts}");
    assert!(facts.contains("Bertrand 4"), "{facts}");
    assert!(
        facts.contains("Hearts") || facts.contains("hearts"),
        "{facts}"
    );
}

#[tokio::test]
async fn a_refused_close_goes_back_to_the_partie_page_with_the_reason() {
    let app = spawn_app().await;
    // A remise leaves a beast waiting: play continues until it is drawn.
    let id = open_quadrille(&app).await;
    post_form(
        &app,
        &format!("/parties/{id}/deals"),
        &ask_with("3", "3", "2"),
    )
    .await;
    let (status, location, _) = post_form(&app, &format!("/parties/{id}/close"), &[]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let location = location.expect("a Location");
    assert_eq!(location, format!("/parties/{id}?refused=close"));
    let (status, page) = get(&app, &location).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("the partie cannot be closed now"), "{page}");
    assert!(
        page.contains("play continues until the table is clear"),
        "{page}"
    );
    let party = api_party(&app, &id).await;
    assert!(party["closed_at"].is_null(), "{party}");
}

#[tokio::test]
async fn every_csv_starts_with_a_byte_order_mark_and_seats_count_from_one() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    post_form(&app, &format!("/parties/{id}/deals"), &won_ask()).await;
    post_form(&app, &format!("/parties/{id}/close"), &[]).await;
    for path in [
        format!("/parties/{id}/export.csv?what=deals"),
        format!("/parties/{id}/export.csv?what=journal"),
        format!("/parties/{id}/export.csv?what=balances"),
        format!("/parties/{id}/export.csv?what=settlement"),
        "/exports/results.csv".to_owned(),
        "/exports/transfers.csv".to_owned(),
    ] {
        let bytes = reqwest::get(format!("{}{path}", app.address))
            .await
            .expect("the server answers")
            .bytes()
            .await
            .expect("a body");
        assert!(bytes.starts_with(b"\xEF\xBB\xBF"), "{path}: {bytes:?}");
        let text = std::str::from_utf8(&bytes[3..]).expect("UTF-8");
        assert!(text.contains("Céline"), "{path}: {text}");
    }
    let (_, _, text) = app
        .get_text(&format!("/parties/{id}/export.csv?what=balances"))
        .await;
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    let seats: Vec<String> = rdr
        .records()
        .filter_map(Result::ok)
        .filter(|r| &r[0] == "player")
        .map(|r| r[2].to_owned())
        .collect();
    assert_eq!(seats, ["1", "2", "3", "4"]);
}

/// What the deal form of a page posts untouched: its hidden and typed inputs, the
/// checked radios and boxes, the selected options (as a browser would send it).
fn untouched_form(page: &str) -> Vec<(String, String)> {
    let form = page
        .split("class=\"deal-form\"")
        .nth(1)
        .and_then(|rest| rest.split("</form>").next())
        .expect("the deal form");
    let attr = |tag: &str, name: &str| -> Option<String> {
        let key = format!(" {name}=\"");
        tag.split(&key)
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .map(|v| v.replace("&#34;", "\"").replace("&amp;", "&"))
    };
    let mut pairs = Vec::new();
    for tag in form.split("<input").skip(1) {
        let tag = tag.split('>').next().unwrap_or("");
        let (Some(name), Some(kind)) = (attr(tag, "name"), attr(tag, "type")) else {
            continue;
        };
        let value = attr(tag, "value").unwrap_or_default();
        let on = tag.contains(" checked");
        match kind.as_str() {
            "radio" | "checkbox" if on => pairs.push((name, value)),
            "radio" | "checkbox" => {}
            _ => pairs.push((name, value)),
        }
    }
    for select in form.split("<select").skip(1) {
        let name = attr(select.split('>').next().unwrap_or(""), "name").unwrap_or_default();
        let chosen = select
            .split("</select>")
            .next()
            .and_then(|s| s.split("<option").find(|o| o.contains(" selected")))
            .and_then(|o| attr(o, "value"))
            .unwrap_or_default();
        pairs.push((name, chosen));
    }
    pairs
}

/// Posts a fresh deal form of partie `id` as a player would send it: what the page
/// pre-fills, with `entered` (input name, value) changed. Returns the status and body.
/// (The taps are counted once, by the browser test, `browser::families`.)
async fn enter_a_deal(
    app: &crate::helpers::TestApp,
    id: &str,
    entered: &[(&str, &str)],
) -> (StatusCode, String) {
    let (_, page) = get(app, &format!("/parties/{id}")).await;
    let mut pairs = untouched_form(&page);
    for (name, value) in entered {
        pairs.retain(|(n, _)| n != name);
        pairs.push(((*name).to_owned(), (*value).to_owned()));
    }
    let borrowed: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(n, v)| (n.as_str(), v.as_str()))
        .collect();
    let (status, location, body) = post_form(app, &format!("/parties/{id}/deals"), &borrowed).await;
    if status == StatusCode::SEE_OTHER {
        assert!(location.is_some_and(|l| l.contains("recorded=")));
    }
    (status, body)
}

/// [`enter_a_deal`], which must be recorded.
async fn record_a_deal(app: &crate::helpers::TestApp, id: &str, entered: &[(&str, &str)]) {
    let (status, body) = enter_a_deal(app, id, entered).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{entered:?}: {body}");
}

#[tokio::test]
async fn the_common_deal_is_recorded_from_what_the_form_asks_and_no_more() {
    let app = spawn_app().await;
    let four = ["Anne", "Bertrand", "Céline", "Denis"];
    let five = ["Anne", "Bertrand", "Céline", "Denis", "Éloïse"];

    // Quadrille: an ask (pre-chosen), Bertrand with Céline's king in hearts, 4 + 2 tricks;
    // the defenders' tricks are the rest, the matadors none (pre-filled).
    let r = app
        .open_party("quadrille", &serde_json::json!({}), &four)
        .await;
    let id = r.body["id"].as_str().expect("an id").to_owned();
    let ask = [
        ("ombre", "Bertrand"),
        ("partner", "Céline"),
        ("trump", "hearts"),
        ("tricks[1]", "4"),
        ("tricks[2]", "2"),
    ];
    record_a_deal(&app, &id, &ask).await;
    // A solo: the contract, the ombre, the trump, his tricks and two defenders' (the third
    // is derived).
    let solo = [
        ("contract", "sans_prendre"),
        ("ombre", "Anne"),
        ("trump", "spades"),
        ("tricks[0]", "6"),
        ("tricks[1]", "2"),
        ("tricks[2]", "1"),
    ];
    record_a_deal(&app, &id, &solo).await;
    let party = app.get_party(&id).await;
    assert_eq!(
        party.body["deals"][0]["tricks"],
        serde_json::json!({"Bertrand": 4, "Céline": 2}),
        "the defenders' split is not made up"
    );
    assert_eq!(
        party.body["deals"][1]["tricks"],
        serde_json::json!({"Anne": 6, "Bertrand": 2, "Céline": 1, "Denis": 1})
    );

    // Ombre: Anne plays (prendre, pre-chosen), 5 tricks, Bertrand 2 (Céline's derived).
    let r = app
        .open_party("ombre", &serde_json::json!({}), &four[..3])
        .await;
    let id = r.body["id"].as_str().expect("an id").to_owned();
    record_a_deal(
        &app,
        &id,
        &[("ombre", "Anne"), ("tricks[0]", "5"), ("tricks[1]", "2")],
    )
    .await;

    // Quintille: Bertrand calls (pre-chosen) Denis's king; 3 + 2 tricks.
    for game in ["quintille", "quintille-nouveau"] {
        let r = app.open_party(game, &serde_json::json!({}), &five).await;
        let id = r.body["id"].as_str().expect("an id").to_owned();
        let call = [
            ("ombre", "Bertrand"),
            ("partner", "Denis"),
            ("tricks[1]", "3"),
            ("tricks[3]", "2"),
        ];
        record_a_deal(&app, &id, &call).await;
    }

    // Piquet à écrire, by the deal's totals: the tour, elder and younger are known.
    let r = app
        .open_party(
            "piquet-a-ecrire",
            &serde_json::json!({"tours": 6}),
            &four[..3],
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.detail());
    let id = r.body["id"].as_str().expect("an id").to_owned();
    record_a_deal(&app, &id, &[("score.Anne", "34"), ("score.Bertrand", "12")]).await;

    // The Médiateur, an ask: as Quadrille, and the dealer pays the matadors' poulans at
    // this table (the default), so the three matadors' holders are asked too.
    let r = app
        .open_party(
            "mediateur",
            &serde_json::json!({"favourite_suit": "hearts"}),
            &four,
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.detail());
    let id = r.body["id"].as_str().expect("an id").to_owned();
    let (status, body) = enter_a_deal(&app, &id, &ask).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let mut mediateur = ask.to_vec();
    mediateur.extend([
        ("matador_holders.spadille", "Anne"),
        ("matador_holders.manille", "Bertrand"),
        ("matador_holders.baste", "Denis"),
    ]);
    record_a_deal(&app, &id, &mediateur).await;
    let r = app
        .open_party(
            "mediateur",
            &serde_json::json!({"favourite_suit": "hearts", "poulans_matadors": false}),
            &four,
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.detail());
    let id = r.body["id"].as_str().expect("an id").to_owned();
    record_a_deal(&app, &id, &ask).await;

    // Reversis, an ordinary deal: each player's points and the ecart's; no tricks.
    let r = app
        .open_party("reversis", &serde_json::json!({}), &four)
        .await;
    assert_eq!(r.status, 201, "{}", r.detail());
    let id = r.body["id"].as_str().expect("an id").to_owned();
    let mut ordinary = vec![
        ("points[0]", "13"),
        ("points[1]", "3"),
        ("points[2]", "6"),
        ("points[3]", "17"),
        ("ecart_points", "4"),
    ];
    record_a_deal(&app, &id, &ordinary).await;
    let party = app.get_party(&id).await;
    let deal = &party.body["deals"][0];
    assert!(deal.get("tricks").is_none(), "no tricks made up: {deal}");
    // Denis (most) pays Bertrand (fewest), sitting opposite: (4 + 4) x 2.
    assert_eq!(
        party.body["balances"]["Bertrand"],
        serde_json::json!(-10 + 16)
    );
    // A tie on points: the tricks are asked for, on their field, in words.
    ordinary[0] = ("points[0]", "10");
    ordinary[1] = ("points[1]", "6");
    let (status, body) = enter_a_deal(&app, &id, &ordinary).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(
        body.contains(
            "required for every player, as the tricks break a tie: Bertrand, Céline have 6 points each"
        ),
        "{body}"
    );
    ordinary.extend([("tricks[0]", "4"), ("tricks[1]", "2"), ("tricks[2]", "3")]);
    record_a_deal(&app, &id, &ordinary).await;
    let party = app.get_party(&id).await;
    assert_eq!(
        party.body["deals"][1]["tricks"],
        serde_json::json!({"Anne": 4, "Bertrand": 2, "Céline": 3, "Denis": 2})
    );
}

#[tokio::test]
async fn the_players_options_are_chosen_seat_by_seat_not_typed_as_json() {
    use academie::games::GameId;
    let app = spawn_app().await;
    // La Ferme: the farmer is one of the players (the seat of his box).
    let (_, page) = get(&app, "/parties/new?game=ferme").await;
    assert!(page.contains("name=\"opt.farmer\""), "{page}");
    assert!(
        page.contains("<option value=\"2\">Player 2</option>"),
        "{page}"
    );
    // La Triomphe: each player's side.
    let (_, page) = get(&app, "/parties/new?game=triomphe").await;
    assert!(page.contains("name=\"opt.sides.3\""), "{page}");
    assert!(page.contains(">side 2</option>"), "{page}");

    let mut pairs: Vec<(&str, &str)> = vec![("game", "triomphe")];
    pairs.extend(PLAYERS.iter().map(|p| ("players", *p)));
    pairs.extend(crate::pages::default_option_pairs(GameId::Triomphe));
    pairs.retain(|(k, _)| !k.starts_with("opt.sides") && *k != "opt.stake_per_partie");
    pairs.extend([
        ("opt.stake_per_partie", "10"),
        ("opt.sides.0", "1"),
        ("opt.sides.1", "2"),
        ("opt.sides.2", "1"),
        ("opt.sides.3", "2"),
    ]);
    let (status, location, body) = post_form(&app, "/parties", &pairs).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    let id: String = location
        .and_then(|l| {
            l.strip_prefix("/parties/")
                .and_then(|l| l.strip_suffix("#new-deal"))
                .map(str::to_owned)
        })
        .expect("the partie's page");
    let party = api_party(&app, &id).await;
    assert_eq!(
        party["options"]["sides"],
        serde_json::json!({"1": ["Anne", "Céline"], "2": ["Bertrand", "Denis"]}),
        "{party}"
    );

    // A player left without a side is named.
    pairs.retain(|(k, _)| *k != "opt.sides.3");
    let (status, _, body) = post_form(&app, "/parties", &pairs).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(body.contains("Denis has no side"), "{body}");
}

#[tokio::test]
async fn the_preview_reads_the_form_as_the_server_does() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    let url = format!("{}/api/v1/parties/{id}/preview", app.address);
    // A solo with two defenders' boxes left blank: the ombre's count decides (issue 25),
    // so the tricks are not asked again; his codille's odd counter is.
    let mut solo = won_ask();
    solo.retain(|(k, _)| !matches!(*k, "partner" | "tricks[2]" | "tricks[3]" | "contract"));
    solo.push(("contract", "sans_prendre"));
    let (status, body) = preview(&url, &solo).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(!body["errors"].to_string().contains("\"tricks"), "{body}");
    assert!(
        body["errors"].to_string().contains("odd_counters_to"),
        "{body}"
    );
    // The posted form of a good deal: the payments, players in seating order.
    let (status, body) = preview(&url, &won_ask()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["players"], serde_json::json!(PLAYERS));
    // A bad count is the form's own message, on its field.
    let mut bad = won_ask();
    bad.retain(|(k, _)| *k != "matadors");
    bad.push(("matadors", "lots"));
    let (status, body) = preview(&url, &bad).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["errors"][0]["field"], "matadors", "{body}");
}

/// Asks the live preview about a deal form's fields.
async fn preview(url: &str, pairs: &[(&str, &str)]) -> (StatusCode, serde_json::Value) {
    let r = reqwest::Client::new()
        .post(url)
        .json(&serde_json::json!({ "form": pairs }))
        .send()
        .await
        .expect("the server answers");
    let status = r.status();
    (status, r.json().await.expect("JSON"))
}

/// Issue 12: the partie page of each game of other-games-1 shows every pot and box the
/// vector leaves (Bête's beasts, Mouche's mouches waiting, Guimbarde's five boxes, the
/// Lottery fund...), each item naming its pot with its amount, and the marks of a race.
#[tokio::test]
async fn the_table_shows_every_pot_box_beast_and_mark_of_other_games_1() {
    let app = crate::helpers::spawn_app().await;
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/vectors/other-games-1.public.json"
    );
    let cases: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("vector file"))
            .expect("vector JSON");
    let mut pots_seen = 0;
    for case in &cases {
        let id = case["id"].as_str().expect("an id");
        let doc = academie::partie::PartieDoc::from_value(case.clone()).expect("a document");
        let party = app.open_doc(&doc).await;
        for deal in &doc.deals {
            assert_eq!(app.post_deal(&party, deal).await.status, 201, "{id}");
        }
        let body = app.get_party(&party).await.body;
        let items = body["status"]["table_items"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let mut shown: std::collections::BTreeMap<String, i64> = Default::default();
        for item in &items {
            if let Some(pot) = item["pot"].as_str() {
                *shown.entry(pot.to_owned()).or_default() += item["amount"].as_i64().unwrap_or(0);
            }
        }
        for (pot, amount) in case["expected"]["pots"].as_object().into_iter().flatten() {
            let amount = amount.as_i64().expect("an amount");
            if amount != 0 {
                pots_seen += 1;
                assert_eq!(
                    shown.get(pot).copied(),
                    Some(amount),
                    "{id}: the pot {pot} on the table: {items:?}"
                );
            }
        }
        let game: academie::games::GameId = doc.game.parse().expect("a game");
        if academie::games::erased(game).report_kind(game) == academie::games::ReportKind::MarksRace
        {
            assert!(
                items
                    .iter()
                    .any(|i| i["amount"].is_i64() && i["pot"].is_null()),
                "{id}: the marks of the race: {items:?}"
            );
        }
        let (_, _, page) = app.get_text(&format!("/parties/{party}")).await;
        if !items.is_empty() {
            assert!(page.contains("On the table"), "{id}: {page}");
        }
    }
    assert!(pots_seen >= 12, "pots seen: {pots_seen}");
}

/// Issue 12: the void records a spec's keeper input names have their own small forms:
/// Mouche's misdeal and false pack (§13.3), Manille's misdeal (§2.2); each is recorded
/// with its dealer, pays nothing, and the same dealer deals next.
#[tokio::test]
async fn a_misdeal_and_a_false_pack_have_their_own_forms_and_pay_nothing() {
    let app = crate::helpers::spawn_app().await;
    for (game, options, code) in [
        ("mouche", serde_json::json!({}), "misdeal"),
        ("mouche", serde_json::json!({}), "void"),
        ("manille", serde_json::json!({}), "misdeal"),
    ] {
        let r = app.open_party(game, &options, &["A", "B", "C"]).await;
        assert_eq!(r.status, 201, "{}", r.body);
        let id = r.body["id"].as_str().expect("an id").to_owned();
        let (_, page) = get(&app, &format!("/parties/{id}")).await;
        assert!(
            page.contains(&format!("name=\"_event\" value=\"{code}\"")),
            "{game}: {code}: {page}"
        );
        let (status, _, body) = post_form(
            &app,
            &format!("/parties/{id}/deals"),
            &[("_event", code), ("dealer", "A"), (code, "true")],
        )
        .await;
        assert_eq!(status, StatusCode::SEE_OTHER, "{game}: {body}");
        let party = api_party(&app, &id).await;
        assert_eq!(
            party["deals"],
            serde_json::json!([{"dealer": "A", code: true}]),
            "{party}"
        );
        assert_eq!(
            party["per_deal"],
            serde_json::json!([{"A": 0, "B": 0, "C": 0}])
        );
        assert_eq!(
            party["status"]["dealer"], "A",
            "{game}: the same dealer again"
        );
    }
}

#[tokio::test]
async fn every_error_of_a_deal_form_is_shown_at_once_and_the_preview_says_the_same() {
    let app = spawn_app().await;
    let id = open_quadrille(&app).await;
    // Tricks that do not add up to the deal's 10 (the engine would refuse them), a
    // count that is no number, and a trump that is no suit: three fields at fault.
    let mut bad = ask_with("5", "4", "3");
    for (k, v) in &mut bad {
        match *k {
            "matadors" => *v = "lots",
            "trump" => *v = "stars",
            _ => {}
        }
    }
    let (status, _, page) = post_form(&app, &format!("/parties/{id}/deals"), &bad).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(page.contains("these add up to 14; a deal has 10"), "{page}");
    assert!(
        page.contains("&#34;lots&#34; is not a whole number"),
        "{page}"
    );
    assert!(
        page.contains("&#34;stars&#34; is not one of the choices"),
        "{page}"
    );
    // Each field at fault is marked; the first of them takes the focus, and only it.
    for name in ["tricks[0]", "tricks[3]", "matadors"] {
        let input = page
            .split(&format!("name=\"{name}\""))
            .nth(1)
            .and_then(|rest| rest.split('>').next())
            .unwrap_or_else(|| panic!("an input {name}"));
        assert!(input.contains("aria-invalid=\"true\""), "{name}: {input}");
    }
    assert_eq!(page.matches(" autofocus").count(), 1, "{page}");
    let first = page.split(" autofocus").next().unwrap_or("");
    let first = first.rsplit('<').next().unwrap_or("");
    assert!(first.contains("aria-invalid=\"true\""), "{first}");
    let party = api_party(&app, &id).await;
    assert_eq!(
        party["deals"].as_array().map(Vec::len),
        Some(0),
        "nothing stored"
    );

    // The live preview posts the same fields to the same parser: the same three errors.
    let url = format!("{}/api/v1/parties/{id}/preview", app.address);
    let (status, body) = preview(&url, &bad).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let mut fields: Vec<&str> = body["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .filter_map(|e| e["field"].as_str())
        .collect();
    fields.sort_unstable();
    assert_eq!(fields, ["matadors", "tricks", "trump"], "{body}");

    // Only the tricks wrong: still said next to the tricks, not at the top of the form.
    let (status, _, page) = post_form(
        &app,
        &format!("/parties/{id}/deals"),
        &ask_with("2", "4", "3"),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(page.contains("these add up to 11; a deal has 10"), "{page}");
}

#[tokio::test]
async fn a_partie_over_by_its_rules_is_listed_as_finished_before_it_is_settled() {
    let app = spawn_app().await;
    let doc = crate::helpers::vector_case("piquet", "piquet-a-ecrire-001");
    let over = app.open_doc(&doc).await;
    for deal in &doc.deals {
        assert_eq!(app.post_deal(&over, deal).await.status, 201);
    }
    let party = api_party(&app, &over).await;
    assert_eq!(party["status"]["finished"], true, "{party}");
    assert!(party["closed_at"].is_null());
    let open = open_quadrille(&app).await;
    let (_, home) = get(&app, "/").await;
    let (in_progress, finished) = home.split_once("<h2>Finished</h2>").expect("two lists");
    assert!(in_progress.contains(&open), "{home}");
    assert!(!in_progress.contains(&over), "{home}");
    let row = finished
        .split(&format!("/parties/{over}"))
        .nth(1)
        .and_then(|rest| rest.split("</li>").next())
        .expect("the partie over in the finished list");
    assert!(row.contains("over, to settle"), "{row}");
}
