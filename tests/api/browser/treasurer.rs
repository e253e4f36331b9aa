//! The treasurer at the table, in the real browser: a closed partie's payments marked as
//! made one by one (the plan stays as it was), the plan shared as text, then "again with
//! the same table" begins the next partie from the form filled in, players offered.

use serde_json::{json, Value};

use super::harness::{Phone, Step};
use crate::helpers::{vector_case, TestApp};

/// Plays the treasurer's part at partie `id` (closed, with a rate); `doc` its case.
pub async fn settle_and_play_again(
    phone: &mut Phone,
    app: &TestApp,
    id: &str,
    doc: &academie::partie::PartieDoc,
) -> Step {
    let before = app
        .get(&format!("/api/v1/parties/{id}/settlement"))
        .await
        .body["payments"]
        .clone();
    let count = before.as_array().map_or(0, Vec::len);
    anyhow::ensure!(count >= 2, "a plan of several payments: {before}");
    phone.go(&format!("{}/parties/{id}", app.address)).await?;
    // The Share button is shown with the script, beside the text to copy.
    let shown = phone
        .script(
            "var b = document.querySelector('button[data-share]'); \
             return b ? !b.hidden : false;",
            vec![],
        )
        .await?;
    anyhow::ensure!(shown == json!(true), "the Share button is shown");
    phone
        .script(
            "document.getElementById('settlement').scrollIntoView(); return null;",
            vec![],
        )
        .await?;
    phone.screenshot("treasurer-settlement-phone").await?;

    // Mark the second payment as made: one tap, the page comes back at the settlement.
    phone.reset_taps();
    phone.tap("#payment-1 form.mark button[name=paid]").await?;
    phone
        .wait_for("return document.querySelector('#payment-1.paid') ? true : null;")
        .await?;
    anyhow::ensure!(phone.taps == 1, "one tap marks a payment: {}", phone.taps);
    anyhow::ensure!(
        phone.url().await?.ends_with("#settlement"),
        "back at the settlement"
    );
    let after = app
        .get(&format!("/api/v1/parties/{id}/settlement"))
        .await
        .body["payments"]
        .clone();
    for (i, (a, b)) in after
        .as_array()
        .into_iter()
        .flatten()
        .zip(before.as_array().into_iter().flatten())
        .enumerate()
    {
        for key in ["from", "to", "counters", "money"] {
            anyhow::ensure!(a[key] == b[key], "payment {i}: the plan stays as it was");
        }
        anyhow::ensure!(a["paid"] == json!(i == 1), "payment {i} paid: {a}");
    }
    let text: Value = phone
        .script(
            "return document.getElementById('share-text').value;",
            vec![],
        )
        .await?;
    let text = text.as_str().unwrap_or("");
    anyhow::ensure!(
        text.lines().nth(2).is_some_and(|l| l.ends_with("(paid)")),
        "the text says which is paid: {text}"
    );
    phone.screenshot("treasurer-marked-phone").await?;

    // Again with the same table: the form comes filled in; beginning it is one tap.
    phone.tap("#again").await?;
    phone
        .wait_for("return document.querySelector('form.new-partie') ? true : null;")
        .await?;
    let offered = phone
        .script(
            "var l = document.getElementById('known-players'); \
             return l ? Array.from(l.options).map(function (o) { return o.value; }) : [];",
            vec![],
        )
        .await?;
    for name in &doc.players {
        anyhow::ensure!(
            offered.as_array().is_some_and(|o| o.contains(&json!(name))),
            "{name} is offered: {offered}"
        );
    }
    phone.screenshot("treasurer-again-phone").await?;
    phone
        .tap("form.new-partie .actions button[type=submit]")
        .await?;
    phone
        .wait_for(
            "return /\\/parties\\/[0-9a-f]{32}$/.test(location.pathname) ? location.pathname : null;",
        )
        .await?;
    let path = phone.url().await?;
    let new_id = path.rsplit('/').next().unwrap_or("").to_owned();
    anyhow::ensure!(new_id != id, "a new partie: {path}");
    let old = app.get_party(id).await.body;
    let new = app.get_party(&new_id).await.body;
    for key in ["game", "players", "options"] {
        anyhow::ensure!(
            old[key] == new[key],
            "{key}: {} then {}",
            old[key],
            new[key]
        );
    }
    anyhow::ensure!(
        old["extra"]["money"] == new["extra"]["money"],
        "the rate: {} then {}",
        old["extra"]["money"],
        new["extra"]["money"]
    );
    Ok(())
}

/// A closed reversis-001 at 0.05 EUR a counter, with an option changed from its default
/// (so that "again" has something to carry).
pub async fn closed_partie(app: &TestApp) -> (String, academie::partie::PartieDoc) {
    let doc = vector_case("reversis", "reversis-001");
    // The stake and the refresh, changed from the rules' 2 and 2.
    let options = json!({"stake_each": 3, "refresh_each": 3});
    let id = app.closed_with_money(&doc, &options, "0.05 EUR").await;
    (id, doc)
}
