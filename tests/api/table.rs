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
        Some(format!("/parties/{id}?recorded=9").as_str())
    );
    let (_, page) = get(&app, &format!("/parties/{id}?recorded=9")).await;
    assert!(page.contains("Deal 9 recorded"), "{page}");
    for (n, status) in [(8, 200), (9, 200), (10, 404)] {
        let r = app.get(&format!("/api/v1/parties/{id}/deals/{n}")).await;
        assert_eq!(r.status, status, "deal {n}: {}", r.detail());
    }
    let party = api_party(&app, id).await;
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
    let before = api_party(&app, id).await;

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
    let party = api_party(&app, id).await;
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
    let after = api_party(&app, id).await;
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
    let party = api_party(&app, id).await;
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
    let party = api_party(&app, id).await;
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
