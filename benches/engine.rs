//! `cargo bench`: the engine scoring a 2,000-deal Quadrille partie, and `academie score`'s
//! path (JSON in, score, JSON out), beside serde_json's raw parse of the same file (the
//! anchor, measured in the same run). Criterion's throughput is in deals per second.

use academie::bench::quadrille_doc;
use criterion::{criterion_main, Criterion, Throughput};
use serde_json::Value;

const DEALS: usize = 2000;

fn engine(c: &mut Criterion) {
    let doc = quadrille_doc(DEALS);
    let text = serde_json::to_string(&doc).expect("the workload as JSON");
    let mut group = c.benchmark_group("quadrille_2000_deals");
    group.throughput(Throughput::Elements(DEALS as u64));
    group.bench_function("anchor: serde_json parse of the file", |b| {
        b.iter(|| serde_json::from_str::<Value>(std::hint::black_box(&text)).expect("JSON"))
    });
    group.bench_function("engine: score the parsed document", |b| {
        b.iter(|| std::hint::black_box(&doc).score().expect("scores"))
    });
    group.bench_function("academie score: JSON in, score, JSON out", |b| {
        b.iter(|| academie::cli::score_text("bench", std::hint::black_box(&text)).expect("scores"))
    });
    group.finish();
}

/// The benchmark group, in a module of its own: `criterion_group!` writes an undocumented
/// public function.
mod group {
    use criterion::criterion_group;

    criterion_group!(benches, super::engine);
}

criterion_main!(group::benches);
