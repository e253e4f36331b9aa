use academie::partie::PartieDoc;
use serde_json::json;

use crate::helpers::{scorable_quadrille, TestApp};
use crate::on_both_backends;

async fn recording_the_deals_of_a_vector_gives_its_balances(app: &TestApp) {
    let doc = scorable_quadrille();
    let expected = doc.score().expect("scored");
    let id = app.open_doc(&doc).await;
    for (i, facts) in doc.deals.iter().enumerate() {
        let r = app.post_deal(&id, facts).await;
        assert_eq!(r.status, 201, "deal {}: {}", i + 1, r.body);
        assert_eq!(r.body["deal_no"], json!(i + 1));
        assert_eq!(
            r.body["deal"]["net"],
            json!(expected.per_deal()[i]),
            "deal {}",
            i + 1
        );
        assert!(r.body["transfers"].is_array());
    }
    let party = app.get_party(&id).await;
    assert_eq!(party.body["balances"], json!(expected.balances()));
    assert_eq!(
        party.body["balances"], doc.extra["expected"]["balances"],
        "the vector's own expected balances"
    );
    assert_eq!(party.body["per_deal"], doc.extra["expected"]["per_deal"]);
    let pots: std::collections::BTreeMap<String, i64> =
        serde_json::from_value(party.body["pots"].clone()).expect("pots");
    for (k, v) in &expected.pots() {
        assert_eq!(pots.get(k), Some(v), "pot {k}");
    }
    assert_eq!(party.body["per_deal"], json!(expected.per_deal()));
    assert_eq!(party.body["deals"], json!(doc.deals));
}
on_both_backends!(
    recording_deals_gives_the_vector_balances,
    super::recording_the_deals_of_a_vector_gives_its_balances
);

async fn a_bad_deal_is_refused_with_the_engines_message_and_nothing_is_stored(app: &TestApp) {
    let doc = crate::helpers::quadrille_case("quadrille-001");
    let id = app.open_doc(&doc).await;
    let mut bad = doc.deals[0].clone();
    bad["tricks"] = json!({"A": 3, "B": 3, "C": 2, "D": 3});
    let r = app.post_deal(&id, &bad).await;
    assert_eq!(r.status, 422, "{}", r.body);
    let local = PartieDoc {
        deals: vec![bad],
        ..doc.clone()
    };
    let wanted = local.score().expect_err("an invalid deal").to_string();
    assert_eq!(r.detail(), wanted);
    assert!(r.detail().starts_with("deal 1: "), "{}", r.detail());
    let party = app.get_party(&id).await;
    assert_eq!(party.body["deals"], json!([]));
    assert_eq!(party.body["results"], json!([]));
    let (_, _, journal) = app
        .get_text(&format!("/parties/{id}/export.csv?what=journal"))
        .await;
    assert_eq!(journal.lines().count(), 1, "only the header: {journal}");
}
on_both_backends!(
    a_bad_deal_is_refused_and_nothing_stored,
    super::a_bad_deal_is_refused_with_the_engines_message_and_nothing_is_stored
);

async fn facts_that_are_not_an_object_are_refused(app: &TestApp) {
    let doc = crate::helpers::quadrille_case("quadrille-001");
    let id = app.open_doc(&doc).await;
    let r = app.post_deal(&id, &json!([1, 2])).await;
    assert_eq!(r.status, 422);
    assert_eq!(
        r.detail(),
        "a deal is a JSON object: {\"field\": value, ...}"
    );
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{id}/deals"),
            &json!({"fact": {}}),
        )
        .await;
    assert_eq!(r.status, 400);
}
on_both_backends!(
    facts_not_an_object,
    super::facts_that_are_not_an_object_are_refused
);

async fn a_preview_shows_the_payments_and_stores_nothing(app: &TestApp) {
    let doc = scorable_quadrille();
    let expected = doc.score().expect("scored");
    let id = app.open_doc(&doc).await;
    let r = app
        .send(
            reqwest::Method::POST,
            &format!("/api/v1/parties/{id}/preview"),
            &json!({ "facts": doc.deals[0] }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["net"], json!(expected.per_deal()[0]));
    assert_eq!(app.get_party(&id).await.body["deals"], json!([]));
}
on_both_backends!(
    a_preview_stores_nothing,
    super::a_preview_shows_the_payments_and_stores_nothing
);

async fn deals_recorded_at_the_same_moment_all_land_in_order(app: &TestApp) {
    let doc = scorable_quadrille();
    let id = app.open_doc(&doc).await;
    let n = 6;
    let posts = (0..n).map(|_| app.post_deal(&id, &doc.deals[0]));
    let replies = futures_join_all(posts).await;
    let mut numbers: Vec<i64> = replies
        .iter()
        .map(|r| {
            assert_eq!(r.status, 201, "{}", r.body);
            r.body["deal_no"].as_i64().expect("deal_no")
        })
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=n).collect::<Vec<i64>>());
    let mut same = doc.clone();
    same.deals = vec![doc.deals[0].clone(); 6];
    let expected = same.score().expect("six times deal 1 scores");
    let party = app.get_party(&id).await.body;
    assert_eq!(party["balances"], json!(expected.balances()));
    assert_eq!(party["per_deal"], json!(expected.per_deal()));
}
on_both_backends!(
    concurrent_deals,
    super::deals_recorded_at_the_same_moment_all_land_in_order
);

/// Polls every future to completion on the current task.
async fn futures_join_all<F: std::future::Future>(
    futures: impl Iterator<Item = F>,
) -> Vec<F::Output> {
    let handles: Vec<_> = futures.map(Box::pin).collect();
    let mut out = Vec::with_capacity(handles.len());
    let mut pending: Vec<_> = handles.into_iter().map(Some).collect();
    let mut results: Vec<Option<F::Output>> = (0..pending.len()).map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut all = true;
        for (slot, result) in pending.iter_mut().zip(results.iter_mut()) {
            if let Some(fut) = slot {
                match fut.as_mut().poll(cx) {
                    std::task::Poll::Ready(v) => {
                        *result = Some(v);
                        *slot = None;
                    }
                    std::task::Poll::Pending => all = false,
                }
            }
        }
        if all {
            std::task::Poll::Ready(())
        } else {
            std::task::Poll::Pending
        }
    })
    .await;
    out.extend(results.into_iter().flatten());
    out
}
