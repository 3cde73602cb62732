//! The JSON parsers the bytes path could stand on, on the perf inputs: the perf Deployment
//! (8.6 KB) and the N = 10 000 env-item Deployment, parsed (and, where the candidate has a
//! document smp would print from, printed as Go's `json.Marshal`). Before timing, each
//! input is parsed once by each candidate: the bytes a parsed document holds, per byte of
//! its text, from a counting allocator; and the prototype's printed bytes are checked
//! against smp's own printer.
//!
//! `cargo bench` here (see README.md); `SMP_PERF_DIR` for the inputs.

use std::path::PathBuf;
use std::process::Command;

use criterion::{black_box, criterion_group, criterion_main, Criterion};

#[path = "../../support/counting.rs"]
mod counting;

fn perf_dir() -> PathBuf {
    std::env::var_os("SMP_PERF_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/perf"))
}

/// (name, text) of each input: the Deployment, then the N = 10 000 one, generated.
fn inputs() -> Vec<(String, Vec<u8>)> {
    let dir = perf_dir();
    let mut inputs =
        vec![("deployment".to_owned(), std::fs::read(dir.join("deployment_original.json")).expect("perf dir"))];
    let out = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/perf-inputs");
    let scale = out.join("scale_10000_original.json");
    if !scale.is_file() {
        let status = Command::new("python3")
            .arg(dir.join("gen_smp_inputs.py"))
            .args(["--out".as_ref(), out.as_os_str(), "--no-deployment".as_ref(), "--sizes".as_ref(), "10000".as_ref()])
            .status()
            .expect("python3");
        assert!(status.success());
    }
    inputs.push(("N=10000".to_owned(), std::fs::read(scale).expect("generated input")));
    inputs
}

/// The bytes still held after `parse` returned, with what it returned alive.
fn held<T>(parse: impl FnOnce() -> T) -> usize {
    let before = counting::held();
    let value = parse();
    let after = counting::held();
    drop(black_box(value));
    after.saturating_sub(before)
}

fn bench(c: &mut Criterion) {
    for (name, text) in inputs() {
        let as_str = std::str::from_utf8(&text).expect("UTF-8");
        let expected = smp::bytes::to_vec(&serde_json::from_slice(&text).unwrap());
        let mut printed = Vec::new();
        smp_parser_candidates::parse(as_str).expect("parses").print(&mut printed);
        assert!(printed == expected, "{name}: the prototype prints other bytes than smp");

        let len = text.len() as f64;
        let ratio = |bytes: usize| bytes as f64 / len;
        println!(
            "{name}: {} bytes; held per byte of text: serde_json Value {:.1}, simd-json borrowed {:.1}, simd-json owned {:.1}, sonic-rs Value {:.1}, tape {:.1}",
            text.len(),
            ratio(held(|| serde_json::from_slice::<serde_json::Value>(&text).unwrap())),
            ratio(held(|| {
                let mut copy = text.clone();
                let value = simd_json::to_borrowed_value(&mut copy).map(|v| v.into_static()).unwrap();
                drop(copy);
                value
            })),
            ratio(held(|| simd_json::to_owned_value(&mut text.clone()).unwrap())),
            ratio(held(|| sonic_rs::from_slice::<sonic_rs::Value>(&text).unwrap())),
            ratio(held(|| smp_parser_candidates::parse(as_str).unwrap())),
        );

        let mut group = c.benchmark_group(&name);
        group.bench_function("serde_json/parse", |b| {
            b.iter(|| serde_json::from_slice::<serde_json::Value>(black_box(&text)).unwrap())
        });
        group.bench_function("serde_json/parse_print_go", |b| {
            b.iter(|| smp::bytes::to_vec(&serde_json::from_slice::<serde_json::Value>(black_box(&text)).unwrap()))
        });
        group.bench_function("simd_json/parse_borrowed", |b| {
            b.iter_batched_ref(
                || text.clone(),
                |copy| drop(black_box(simd_json::to_borrowed_value(copy).unwrap())),
                criterion::BatchSize::SmallInput,
            )
        });
        group.bench_function("simd_json/parse_tape", |b| {
            b.iter_batched_ref(
                || text.clone(),
                |copy| drop(black_box(simd_json::to_tape(copy).unwrap())),
                criterion::BatchSize::SmallInput,
            )
        });
        group.bench_function("sonic_rs/parse", |b| {
            b.iter(|| sonic_rs::from_slice::<sonic_rs::Value>(black_box(&text)).unwrap())
        });
        group.bench_function("tape/parse", |b| b.iter(|| smp_parser_candidates::parse(black_box(as_str)).unwrap()));
        group.bench_function("tape/parse_print_go", |b| {
            b.iter(|| {
                let mut out = Vec::with_capacity(text.len());
                smp_parser_candidates::parse(black_box(as_str)).unwrap().print(&mut out);
                out
            })
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
