//! The rules pages (`GET /games`, `GET /games/{id}`) and the glossary (`GET /glossary`),
//! visited through the server: every game has its page (aliases too) naming each payment
//! it makes and citing its book; the new-partie form and the partie page link to it.

use academie::games::{rules, GameId};

use crate::helpers::spawn_app;

#[tokio::test]
async fn every_game_has_a_rules_page_with_its_payments_and_citations() {
    let app = spawn_app().await;
    let (status, _, index) = app.get_text("/games").await;
    assert_eq!(status, 200);
    for &game in GameId::ALL {
        let slug = game.slug();
        assert!(
            index.contains(&format!("href=\"/games/{slug}\"")),
            "{slug} not on the index"
        );
        let (status, _, page) = app.get_text(&format!("/games/{slug}")).await;
        assert_eq!(status, 200, "{slug}");
        // The name as the page writes it (an apostrophe escaped, whichever way).
        let name = game.info().name_en;
        assert!(
            [name.replace('\'', "&#x27;"), name.replace('\'', "&#39;")]
                .iter()
                .any(|n| page.contains(n.as_str())),
            "{slug}: its name"
        );
        assert!(page.contains(game.info().chapter), "{slug}: its chapter");
        for code in rules::payments(game) {
            assert!(
                page.contains(&format!("id=\"pay-{code}\"")),
                "{slug}: payment {code}"
            );
        }
        // Each payment's sentence cites a book and its lines.
        let payments = page
            .split("id=\"payments\"")
            .nth(1)
            .and_then(|p| p.split("</section>").next())
            .unwrap_or("");
        for sentence in payments.split("<dd>").skip(1) {
            assert!(
                ["000:", "001:", "FR ", "EN ", "La Haye", "Hague", "004:", "spec"]
                    .iter()
                    .any(|c| sentence.contains(c)),
                "{slug}: a payment without its citation: {sentence}"
            );
        }
        assert!(
            !page.contains(&format!("rules-{slug}-")),
            "{slug}: a message id shows"
        );
        for term in rules::terms_of(game) {
            assert!(
                page.contains(&format!("href=\"/glossary#{term}\"")),
                "{slug}: {term}"
            );
        }
    }
    // An alias names the same game; an unknown one is the 404 page.
    let (status, _, page) = app.get_text("/games/mariee").await;
    assert_eq!(status, 200);
    assert!(page.contains("Guimbarde"));
    let (status, _, page) = app.get_text("/games/whist").await;
    assert_eq!(status, 404);
    assert!(page.contains("whist"));
}

#[tokio::test]
async fn the_glossary_defines_each_term_and_names_its_games() {
    let app = spawn_app().await;
    let (status, _, page) = app.get_text("/glossary").await;
    assert_eq!(status, 200);
    for term in rules::GLOSSARY {
        assert!(page.contains(&format!("id=\"{term}\"")), "{term}");
    }
    for word in [
        "codille",
        "spadille",
        "quinola",
        "repic",
        "corbillon",
        "cotillon",
    ] {
        assert!(page.contains(word), "{word}");
    }
    assert!(page.contains("href=\"/games/reversis\""));
}

#[tokio::test]
async fn the_new_partie_form_and_the_partie_page_link_the_rules() {
    let app = spawn_app().await;
    let (status, _, page) = app.get_text("/parties/new?game=bete").await;
    assert_eq!(status, 200);
    assert!(page.contains("href=\"/games/bete\""), "{page}");
    let r = app
        .open_party("quadrille", &serde_json::json!({}), &["A", "B", "C", "D"])
        .await;
    let id = r.body["id"].as_str().expect("id").to_owned();
    let (status, _, page) = app.get_text(&format!("/parties/{id}")).await;
    assert_eq!(status, 200);
    assert!(page.contains("href=\"/games/quadrille\""));
}
