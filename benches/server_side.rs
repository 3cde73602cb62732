//! Server-side apply's typed operations (`smp::server_side::TypeConverter`): `to_field_set`,
//! `merge` and `compare` on the perf Deployment (`deployment_current.json` as the live
//! object, `deployment_modified.json` as the applied one, from `SMP_PERF_DIR` or
//! `../shared/perf`) and on it with 1 000 env items in its first container, beside
//! client-go's type converter and structured-merge-diff v6.4.2 on the same objects
//! (`oracle/ssa/k8s-1.37/bench`). Each operation checks its objects first, as Go's
//! `ObjectToTyped` does; the objects are parsed once, outside the timing.
//!
//! ```text
//! cargo bench --bench server_side
//! cd oracle/ssa/k8s-1.37 && GOFLAGS=-mod=mod go test -run - -bench . -benchtime 2s ./bench
//! ```

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};
use smp::server_side::TypeConverter;
use smp::KubeVersion;

#[path = "support/perf.rs"]
mod perf;

fn load(name: &str) -> Value {
    let path = perf::perf_dir().join(name);
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    smp::bytes::parse(&text).expect("the perf input is JSON")
}

/// The perf Deployment with `n` env items in its first container.
fn env_deployment(n: usize) -> Value {
    let mut object = load("deployment_current.json");
    let env: Vec<Value> = (0..n).map(|i| json!({"name": format!("ENV_{i:05}"), "value": i.to_string()})).collect();
    object["spec"]["template"]["spec"]["containers"][0]["env"] = Value::Array(env);
    object
}

fn typed(c: &mut Criterion) {
    let converter = TypeConverter::kubernetes(KubeVersion::V1_37).expect("1.37 is compiled in");
    let modified = load("deployment_modified.json");
    for (name, current) in [("deployment", load("deployment_current.json")), ("env-1000", env_deployment(1000))] {
        let mut group = c.benchmark_group(format!("server_side/{name}"));
        group.bench_function("to_field_set", |b| b.iter(|| converter.to_field_set(black_box(&current)).unwrap()));
        group.bench_function("merge", |b| {
            b.iter(|| converter.merge(black_box(&current), black_box(&modified)).unwrap())
        });
        group.bench_function("compare", |b| {
            b.iter(|| converter.compare(black_box(&current), black_box(&modified)).unwrap())
        });
        group.finish();
    }
}

criterion_group!(benches, typed);
criterion_main!(benches);
