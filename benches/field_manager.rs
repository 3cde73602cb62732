//! The API server's field manager (`smp::server_side::FieldManager`) in the shape of
//! structured-merge-diff's own `BenchmarkOperations`: `create` (an update from nothing),
//! `apply` (an apply that creates), `apply_twice` (then the same object applied by a second
//! manager) and `update_twice` (an update from nothing, then the same object updated by a
//! second manager), each through the `Value` API and the bytes API (`bytes_*`, on the
//! object's text as Go prints it), on the perf Deployment (`deployment_current.json`, from `SMP_PERF_DIR`
//! or `../shared/perf`) and on a Pod made of its template, beside apimachinery's
//! `NewDefaultFieldManager` on the same objects (`oracle/ssa/k8s-1.37/bench`). After the
//! timings, the bytes each operation allocates (a counting allocator; Go's `B/op`) and the
//! most it holds at once, against the object's JSON; then the time per list item of each
//! operation, through both APIs, on the Deployment with 1 000 and 10 000 env items, and
//! ports.
//!
//! ```text
//! cargo bench --bench field_manager
//! cd oracle/ssa/k8s-1.37 && GOFLAGS=-mod=mod go test -run - -bench FieldManager -benchmem -benchtime 2s ./bench
//! ```

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use smp::server_side::TypeConverter;
use smp::KubeVersion;

#[path = "support/perf.rs"]
mod perf;

#[path = "support/counting.rs"]
mod counting;

#[path = "support/field_manager.rs"]
mod shared;

use shared::{bytes_operations, inputs, long, manager, operations};

fn field_manager(c: &mut Criterion) {
    let converter = TypeConverter::kubernetes(KubeVersion::V1_37).expect("1.37 is compiled in");
    // Timed without the counts, which cost four atomic operations an allocation.
    counting::count(false);
    for (name, object) in inputs() {
        let manager = manager(converter, &object);
        let mut group = c.benchmark_group(format!("field_manager/{name}"));
        for (operation, run) in operations() {
            group.bench_function(operation, |b| b.iter(|| run(&manager, black_box(&object))));
        }
        let text = smp::bytes::to_vec(&object);
        for (operation, run) in bytes_operations() {
            group.bench_function(operation, |b| b.iter(|| run(&manager, black_box(&text))));
        }
        group.finish();
    }
    // Not while profiling one benchmark (`--profile-time`).
    if !std::env::args().any(|arg| arg == "--profile-time") {
        counting::count(true);
        memory(converter);
        counting::count(false);
        per_item(converter);
    }
}

/// The time per item of each operation, through both APIs, at two lengths: flat where
/// the figures match.
fn per_item(converter: &TypeConverter) {
    println!("\nfield manager, time per list item (the best of 5 runs):");
    for list in ["env", "ports"] {
        for n in [1_000, 10_000] {
            let object = long(list, n);
            let manager = manager(converter, &object);
            let text = smp::bytes::to_vec(&object);
            let time = |operation: &str, run: &mut dyn FnMut()| {
                let best = (0..5)
                    .map(|_| {
                        let start = std::time::Instant::now();
                        run();
                        start.elapsed()
                    })
                    .min()
                    .unwrap();
                println!("{list} × {n}: {operation}: {:.2} µs an item", best.as_secs_f64() * 1e6 / n as f64);
            };
            for (operation, run) in operations() {
                time(operation, &mut || drop(black_box(run(&manager, &object))));
            }
            for (operation, run) in bytes_operations() {
                time(operation, &mut || drop(black_box(run(&manager, &text))));
            }
        }
    }
}

/// Bytes allocated and most held per operation (after one run to warm the converter).
fn memory(converter: &TypeConverter) {
    println!("\nfield manager, bytes per operation (allocated and in how many allocations, most held above the start; the object's JSON):");
    for (name, object) in inputs() {
        let manager = manager(converter, &object);
        let text = smp::bytes::to_vec(&object);
        let json = text.len();
        let measure = |operation: &str, run: &mut dyn FnMut() -> Box<dyn std::any::Any>| {
            drop(run());
            let (allocated, allocations, start) =
                (counting::allocated(), counting::allocations(), counting::reset_peak());
            let result = run();
            let (allocated, held) = (counting::allocated() - allocated, counting::peak() - start);
            let allocations = counting::allocations() - allocations;
            drop(result);
            println!(
                "{name}/{operation}: {allocated} B allocated in {allocations} allocations, {held} B held at most; JSON {json} B"
            );
        };
        for (operation, run) in operations() {
            measure(operation, &mut || Box::new(run(&manager, &object)));
        }
        for (operation, run) in bytes_operations() {
            measure(operation, &mut || Box::new(run(&manager, &text)));
        }
    }
}

criterion_group!(benches, field_manager);
criterion_main!(benches);
