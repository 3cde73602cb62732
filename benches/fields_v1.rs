//! FieldsV1 read and written (`smp::managed_fields::FieldSet`), on what a Deployment's
//! manager owns with 22, 100 and 502 paths (`benches/data/fields_v1/`, made by its
//! `gen.py`), beside structured-merge-diff v6.4.2 on the same bytes
//! (`oracle/ssa/bench`); and on 3 MiB of FieldsV1 (the API server's largest body), in
//! order and with every level reversed, for the time per byte.
//!
//! ```text
//! cargo bench --bench fields_v1
//! cd oracle/ssa && go test -bench . -benchtime 2s ./bench
//! ```

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use smp::managed_fields::FieldSet;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/data/fields_v1");

/// A FieldsV1 text of `items` env items under one container, each level in order, or in
/// reverse (which the reader sorts).
fn env_items(items: usize, reversed: bool) -> Vec<u8> {
    let mut entries: Vec<String> = (0..items)
        .map(|i| format!(r#""k:{{\"name\":\"ENV_{i:07}\"}}":{{".":{{}},"f:name":{{}},"f:value":{{}}}}"#))
        .collect();
    if reversed {
        entries.reverse();
    }
    format!(
        r#"{{"f:spec":{{"f:containers":{{"k:{{\"name\":\"web\"}}":{{".":{{}},"f:env":{{{}}}}}}}}}}}"#,
        entries.join(",")
    )
    .into_bytes()
}

fn check(name: &str, bytes: &[u8], size: usize) {
    let set = FieldSet::from_fields_v1(bytes).expect("the input reads");
    assert_eq!(set.size(), size, "{name}: the paths read");
    assert_eq!(set.to_fields_v1(), bytes, "{name}: written back as it was");
}

fn fields_v1(c: &mut Criterion) {
    let mut group = c.benchmark_group("fields_v1");
    for (name, size) in [("paths-20", 22), ("paths-100", 100), ("paths-500", 502)] {
        let bytes = std::fs::read(format!("{DIR}/{name}.json")).expect("the bench's inputs");
        check(name, &bytes, size);
        let set = FieldSet::from_fields_v1(&bytes).unwrap();
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_with_input(BenchmarkId::new("read", name), &bytes, |b, bytes| {
            b.iter(|| FieldSet::from_fields_v1(black_box(bytes)).unwrap())
        });
        group
            .bench_with_input(BenchmarkId::new("write", name), &set, |b, set| b.iter(|| black_box(set).to_fields_v1()));
    }
    // 3 MiB: 49 000 items, 65 bytes each.
    let large = env_items(49_000, false);
    assert!(large.len() > 3 << 20, "{}", large.len());
    check("3 MiB", &large, 49_000 * 3 + 1);
    let reversed = env_items(49_000, true);
    assert_eq!(FieldSet::from_fields_v1(&reversed).unwrap().to_fields_v1(), large, "the reversed input reads sorted");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(large.len() as u64));
    group.bench_function("read/3MiB", |b| b.iter(|| FieldSet::from_fields_v1(black_box(&large)).unwrap()));
    group.bench_function("read/3MiB-reversed", |b| b.iter(|| FieldSet::from_fields_v1(black_box(&reversed)).unwrap()));
    let set = FieldSet::from_fields_v1(&large).unwrap();
    group.bench_function("write/3MiB", |b| b.iter(|| black_box(&set).to_fields_v1()));
    group.finish();
}

criterion_group!(benches, fields_v1);
criterion_main!(benches);
