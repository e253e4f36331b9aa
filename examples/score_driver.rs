//! A small driver for instruction counts (`valgrind --tool=callgrind`): `academie score`'s
//! path (JSON in, score, JSON out) and the engine alone on the bench's Quadrille partie.
//!
//! `cargo build --release --example score_driver`, then
//! `valgrind --tool=callgrind --toggle-collect='*cli::score_text*' target/release/examples/score_driver score 2000`
//! (or `engine` and `--toggle-collect='*PartieDoc::score*'`); divide by the deals. The
//! anchor: `parse` less `setup`, without `--toggle-collect`.

fn main() {
    let mut args = std::env::args().skip(1);
    let what = args.next().unwrap_or_else(|| "score".to_owned());
    let deals: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(2000);
    let doc = academie::bench::quadrille_doc(deals);
    let text = serde_json::to_string(&doc).expect("the workload as JSON");
    let out = match what.as_str() {
        "engine" => doc.score().map(|s| s.tally.nets.len()).unwrap_or(0),
        // The anchor: subtract the count of `setup` (the workload built, nothing more).
        "parse" => serde_json::from_str::<serde_json::Value>(&text)
            .map(|v| usize::from(v.is_object()))
            .unwrap_or(0),
        "setup" => text.len(),
        _ => academie::cli::score_text("bench", &text)
            .map(|s| s.len())
            .unwrap_or(0),
    };
    println!("{what} {deals}: {out}");
}
