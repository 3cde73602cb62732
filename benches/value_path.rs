//! Strategic merge patch benchmarks on the inputs the Go reference figures were taken on
//! (`../shared/perf`, see its README and `benches/README.md`).
//!
//! ```text
//! cargo bench --bench value_path                      # everything (about 2 minutes on 2 cores)
//! SMP_BENCH_QUICK=1 cargo bench --bench value_path    # N <= 1000, few samples (seconds)
//! cargo bench --bench value_path -- deployment/       # a criterion filter
//! ```
//!
//! Environment:
//! * `SMP_PERF_DIR`: the folder holding `deployment_*.json`, `gen_smp_inputs.py`,
//!   `SHA256SUMS` and `go_reference_results.json` (default `<workspace>/../shared/perf`).
//!   When it is absent the bench says so and measures nothing.
//! * `SMP_PERF_GEN_DIR`: where the N-scaled inputs are generated (default
//!   `<target>/smp-perf-inputs`); they are generated with `python3 gen_smp_inputs.py` when
//!   missing and checked against `SHA256SUMS` (with `sha256sum`, when it is installed).
//! * `SMP_BENCH_QUICK=1`: only N <= 1000, 10 samples, short warm-up and measurement.
//! * `SMP_BENCH_STRICT=1`: the checks against Go's own outputs (`go_outputs/`) fail the
//!   run instead of printing a warning.
//!
//! Before a group is timed, the result of every operation it times is checked once
//! (`Deployment::load`, `Scale::load`): a benchmark of a wrong result is worthless, so a
//! mismatch panics with the differences (and writes smp's result under
//! `<target>/smp-perf-mismatch/`).
//!
//! After the run a summary (criterion's medians next to the Go figures, the ratios to the
//! JSON floor, and the growth in N) is printed from criterion's `estimates.json` files.

#[path = "support/check.rs"]
mod check;
#[path = "support/perf.rs"]
mod perf;
#[path = "support/value_summary.rs"]
mod summary;

/// How this benchmark's messages start (`check`).
const BENCH: &str = "smp bench";

use check::{ok, require};
use perf::{checksums_match, perf_dir, prepare_scale_inputs, read, scale_files, Settings};
use std::path::Path;
use std::time::{Duration, Instant, SystemTime};

use criterion::measurement::WallTime;
use criterion::{black_box, BenchmarkGroup, Criterion, SamplingMode};
use serde_json::Value;
use smp::{KubeVersion, Schema, SchemaRef, ThreeWayOptions};

// ---------------------------------------------------------------------------------------
// Group settings (`Settings` itself is shared, in support/perf.rs)
// ---------------------------------------------------------------------------------------

impl Settings {
    /// Settings of the groups whose operations take microseconds to a few milliseconds.
    /// `samples` in linear sampling needs `samples * (samples + 1) / 2` iterations at least,
    /// so the bigger inputs (N = 1000, about 1 to 3 ms) take fewer.
    fn configure_fast(&self, group: &mut BenchmarkGroup<'_, WallTime>, samples: usize) {
        if self.quick {
            group.sample_size(10).warm_up_time(Duration::from_millis(200)).measurement_time(Duration::from_millis(500));
        } else {
            group
                .sample_size(samples)
                .warm_up_time(Duration::from_millis(800))
                .measurement_time(Duration::from_secs(2));
        }
    }

    /// Settings of a group whose single operation takes `per_op` (measured once while
    /// checking it): flat sampling, 10 samples for the biggest inputs, and a measurement
    /// time that fits those samples so criterion does not have to stretch it.
    fn configure_slow(&self, group: &mut BenchmarkGroup<'_, WallTime>, n: usize, per_op: Duration) {
        let samples: u32 = if self.quick || n >= 50_000 { 10 } else { 20 };
        group.sampling_mode(SamplingMode::Flat).sample_size(samples as usize);
        group.warm_up_time(Duration::from_millis(if self.quick { 200 } else { 500 }));
        // Flat sampling runs at least one iteration per sample; leave slack (the floors
        // and a loaded machine).
        let needed = per_op.mul_f64(samples as f64 * 1.6);
        group.measurement_time(needed.max(Duration::from_millis(if self.quick { 500 } else { 1500 })));
    }
}

// ---------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------

/// What a file holds, as serde_json reads it (the expected side of every check).
fn expected(path: &Path) -> Value {
    serde_json::from_slice(&read(path)).unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()))
}

/// An input, parsed as smp parses it.
fn input(path: &Path, bytes: &[u8]) -> Value {
    smp::bytes::parse(bytes).unwrap_or_else(|e| panic!("smp::bytes::parse({}) failed: {e}", path.display()))
}

// ---------------------------------------------------------------------------------------
// Checks (not timed)
// ---------------------------------------------------------------------------------------

fn bytes_value(what: &str, bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).unwrap_or_else(|e| {
        panic!(
            "\n\nsmp bench: CORRECTNESS GUARD FAILED: {what} printed invalid JSON: {e}\n{}\n",
            String::from_utf8_lossy(bytes)
        )
    })
}

// ---------------------------------------------------------------------------------------
// The realistic Deployment
// ---------------------------------------------------------------------------------------

struct Deployment {
    original_bytes: Vec<u8>,
    patch_bytes: Vec<u8>,
    modified_bytes: Vec<u8>,
    current_bytes: Vec<u8>,
    original: Value,
    patch: Value,
    modified: Value,
    current: Value,
    /// smp's outputs, printed by the JSON floors.
    two_way_patch: Value,
    three_way_patch: Value,
}

fn three_way_options() -> ThreeWayOptions {
    ThreeWayOptions::default().overwrite(true)
}

impl Deployment {
    fn load(settings: Settings, perf: &Path, schema: SchemaRef<'_>) -> Deployment {
        let file = |name: &str| perf.join(format!("deployment_{name}.json"));
        let (original_bytes, patch_bytes) = (read(&file("original")), read(&file("patch")));
        let (modified_bytes, current_bytes) = (read(&file("modified")), read(&file("current")));
        let original = input(&file("original"), &original_bytes);
        let patch = input(&file("patch"), &patch_bytes);
        let modified = input(&file("modified"), &modified_bytes);
        let current = input(&file("current"), &current_bytes);
        let expected_modified = expected(&file("modified"));

        // apply(original, patch) == modified, on both paths.
        let applied = ok("deployment apply", smp::apply(&original, &patch, schema));
        require("deployment: apply(original, patch) == deployment_modified.json", &expected_modified, &applied);
        let applied_bytes = ok("deployment bytes::apply", smp::bytes::apply(&original_bytes, &patch_bytes, schema));
        require(
            "deployment: bytes::apply(original, patch) == deployment_modified.json",
            &expected_modified,
            &bytes_value("bytes::apply", &applied_bytes),
        );

        // apply(original, two_way(original, modified)) == modified.
        let two_way_patch =
            ok("deployment two_way", smp::two_way(&original, &modified, schema, &smp::TwoWayOptions::default()));
        let round_trip = ok("deployment apply(two_way patch)", smp::apply(&original, &two_way_patch, schema));
        require(
            "deployment: apply(original, two_way(original, modified)) == modified",
            &expected_modified,
            &round_trip,
        );
        let two_way_bytes = ok(
            "deployment bytes::two_way",
            smp::bytes::two_way(&original_bytes, &modified_bytes, schema, &smp::TwoWayOptions::default()),
        );
        require(
            "deployment: bytes::two_way(original, modified) == two_way(original, modified)",
            &two_way_patch,
            &bytes_value("bytes::two_way", &two_way_bytes),
        );

        // three_way: checked against what Go computed.
        let three_way_patch =
            ok("deployment three_way", smp::three_way(&original, &modified, &current, schema, &three_way_options()));
        let three_way_bytes = ok(
            "deployment bytes::three_way",
            smp::bytes::three_way(&original_bytes, &modified_bytes, &current_bytes, schema, &three_way_options()),
        );
        require(
            "deployment: bytes::three_way(...) == three_way(...)",
            &three_way_patch,
            &bytes_value("bytes::three_way", &three_way_bytes),
        );
        let go = perf.join("go_outputs");
        if go.is_dir() {
            check::compare(
                settings.strict,
                "deployment: two_way(original, modified) == go_outputs/deployment_twoway_patch.json",
                &expected(&go.join("deployment_twoway_patch.json")),
                &two_way_patch,
            );
            check::compare(
                settings.strict,
                "deployment: three_way(original, modified, current) == go_outputs/deployment_threeway_patch.json",
                &expected(&go.join("deployment_threeway_patch.json")),
                &three_way_patch,
            );
            let on_current =
                ok("deployment apply(current, three_way patch)", smp::apply(&current, &three_way_patch, schema));
            check::compare(
                settings.strict,
                "deployment: apply(current, three_way patch) == go_outputs/deployment_threeway_applied_to_current.json",
                &expected(&go.join("deployment_threeway_applied_to_current.json")),
                &on_current,
            );
        }

        Deployment {
            original_bytes,
            patch_bytes,
            modified_bytes,
            current_bytes,
            original,
            patch,
            modified,
            current,
            two_way_patch,
            three_way_patch,
        }
    }
}

fn bench_deployment(c: &mut Criterion, settings: Settings, d: &Deployment, schema: SchemaRef<'_>) {
    let mut group = c.benchmark_group("deployment");
    settings.configure_fast(&mut group, 60);
    let options = three_way_options();

    // Value in, Value out.
    group.bench_function("apply", |b| {
        b.iter(|| smp::apply(black_box(&d.original), black_box(&d.patch), schema).unwrap())
    });
    group.bench_function("two_way", |b| {
        b.iter(|| {
            smp::two_way(black_box(&d.original), black_box(&d.modified), schema, &smp::TwoWayOptions::default())
                .unwrap()
        })
    });
    group.bench_function("three_way", |b| {
        b.iter(|| {
            smp::three_way(black_box(&d.original), black_box(&d.modified), black_box(&d.current), schema, &options)
                .unwrap()
        })
    });

    // Bytes in, bytes out: what the Go figures measure.
    group.bench_function("bytes_apply", |b| {
        b.iter(|| smp::bytes::apply(black_box(&d.original_bytes), black_box(&d.patch_bytes), schema).unwrap())
    });
    group.bench_function("bytes_two_way", |b| {
        b.iter(|| {
            smp::bytes::two_way(
                black_box(&d.original_bytes),
                black_box(&d.modified_bytes),
                schema,
                &smp::TwoWayOptions::default(),
            )
            .unwrap()
        })
    });
    group.bench_function("bytes_three_way", |b| {
        b.iter(|| {
            smp::bytes::three_way(
                black_box(&d.original_bytes),
                black_box(&d.modified_bytes),
                black_box(&d.current_bytes),
                schema,
                &options,
            )
            .unwrap()
        })
    });

    // Apply and match: kubectl's plan (annotation written and read) and the matcher's
    // exact no-op answer, with the live object holding `original` as its annotation.
    let mut live = d.current.clone();
    let stored = String::from_utf8(smp::bytes::to_vec(&d.original)).unwrap();
    live["metadata"]["annotations"] = serde_json::json!({ smp::last_applied::KUBECTL: stored });
    let applier = smp::applier::Applier::new();
    let matcher = smp::matcher::Matcher::new();
    group.bench_function("applier_plan", |b| {
        b.iter(|| applier.plan(black_box(&d.modified), Some(black_box(&live)), Some(schema)).unwrap())
    });
    group.bench_function("matcher_calculate", |b| {
        b.iter(|| matcher.calculate(black_box(&d.modified), Some(black_box(&live)), Some(schema)).unwrap())
    });

    // Baselines.
    group.bench_function("clone", |b| b.iter(|| black_box(&d.original).clone()));
    group.bench_function("json_floor_apply", |b| {
        b.iter(|| json_floor(&[&d.original_bytes, &d.patch_bytes], &d.modified))
    });
    group.bench_function("json_floor_two_way", |b| {
        b.iter(|| json_floor(&[&d.original_bytes, &d.modified_bytes], &d.two_way_patch))
    });
    group.bench_function("json_floor_three_way", |b| {
        b.iter(|| json_floor(&[&d.original_bytes, &d.modified_bytes, &d.current_bytes], &d.three_way_patch))
    });
    group.finish();
}

/// The JSON floor: serde_json's parse of the inputs into `Value`s and Go's print of the
/// output, as the bytes API must do them, with no merge work in between (Go's
/// "json-baseline"). serde_json's own parse, not `smp::bytes::parse`, which gains on it.
fn json_floor(inputs: &[&[u8]], output: &Value) -> Vec<u8> {
    for bytes in inputs {
        black_box(serde_json::from_slice::<Value>(black_box(bytes)).unwrap());
    }
    smp::bytes::to_vec(black_box(output))
}

// ---------------------------------------------------------------------------------------
// The N-scaled inputs
// ---------------------------------------------------------------------------------------

struct Scale {
    n: usize,
    original_bytes: Vec<u8>,
    patch_bytes: Vec<u8>,
    modified_bytes: Vec<u8>,
    original: Value,
    patch: Value,
    modified: Value,
    two_way_patch: Value,
    /// The slowest of one bytes apply / two-way, timed while checking.
    per_op: Duration,
}

impl Scale {
    fn load(settings: Settings, perf: &Path, dir: &Path, n: usize, schema: SchemaRef<'_>) -> Scale {
        let [o, p, m] = scale_files(n).map(|f| dir.join(f));
        let (original_bytes, patch_bytes, modified_bytes) = (read(&o), read(&p), read(&m));
        let original = input(&o, &original_bytes);
        let patch = input(&p, &patch_bytes);
        let modified = input(&m, &modified_bytes);
        let expected_modified = expected(&m);

        // Run twice: the second (warm) time sets the measurement time of the big N.
        let mut apply_time = Duration::MAX;
        let mut applied_bytes = Vec::new();
        for _ in 0..2 {
            let start = Instant::now();
            applied_bytes =
                ok(&format!("scale N={n} bytes::apply"), smp::bytes::apply(&original_bytes, &patch_bytes, schema));
            apply_time = apply_time.min(start.elapsed());
        }
        require(
            &format!("scale N={n}: bytes::apply(original, patch) == scale_{n}_modified.json"),
            &expected_modified,
            &bytes_value("bytes::apply", &applied_bytes),
        );
        let applied = ok(&format!("scale N={n} apply"), smp::apply(&original, &patch, schema));
        require(
            &format!("scale N={n}: apply(original, patch) == scale_{n}_modified.json"),
            &expected_modified,
            &applied,
        );

        let mut two_way_time = Duration::MAX;
        let mut two_way_bytes = Vec::new();
        for _ in 0..2 {
            let start = Instant::now();
            two_way_bytes = ok(
                &format!("scale N={n} bytes::two_way"),
                smp::bytes::two_way(&original_bytes, &modified_bytes, schema, &smp::TwoWayOptions::default()),
            );
            two_way_time = two_way_time.min(start.elapsed());
        }
        let two_way_patch = bytes_value("bytes::two_way", &two_way_bytes);
        let round_trip =
            ok(&format!("scale N={n} apply(two_way patch)"), smp::apply(&original, &two_way_patch, schema));
        require(
            &format!("scale N={n}: apply(original, two_way(original, modified)) == modified"),
            &expected_modified,
            &round_trip,
        );
        // Go's two-way output is semantically scale_<N>_patch.json (perf README).
        check::compare(
            settings.strict,
            &format!("scale N={n}: two_way(original, modified) == scale_{n}_patch.json (Go's output)"),
            &expected(&p),
            &two_way_patch,
        );
        let go = perf.join("go_outputs").join(format!("scale_{n}_twoway_patch.json"));
        if go.is_file() {
            check::compare(
                settings.strict,
                &format!("scale N={n}: two_way(original, modified) == go_outputs/scale_{n}_twoway_patch.json"),
                &expected(&go),
                &two_way_patch,
            );
        }
        eprintln!("smp bench: N={n}: one bytes::apply took {apply_time:?}, one bytes::two_way {two_way_time:?}");
        Scale {
            n,
            original_bytes,
            patch_bytes,
            modified_bytes,
            original,
            patch,
            modified,
            two_way_patch,
            per_op: apply_time.max(two_way_time),
        }
    }
}

fn bench_scale(c: &mut Criterion, settings: Settings, s: &Scale, schema: SchemaRef<'_>) {
    let mut group = c.benchmark_group(format!("scale/N={}", s.n));
    if s.n <= 100 {
        settings.configure_fast(&mut group, 60);
    } else if s.n <= 1000 {
        settings.configure_fast(&mut group, 30);
    } else {
        settings.configure_slow(&mut group, s.n, s.per_op);
    }
    group.bench_function("apply", |b| {
        b.iter(|| smp::bytes::apply(black_box(&s.original_bytes), black_box(&s.patch_bytes), schema).unwrap())
    });
    group.bench_function("two_way", |b| {
        b.iter(|| {
            smp::bytes::two_way(
                black_box(&s.original_bytes),
                black_box(&s.modified_bytes),
                schema,
                &smp::TwoWayOptions::default(),
            )
            .unwrap()
        })
    });
    // The same on parsed documents: the merge work without JSON text.
    group.bench_function("value_apply", |b| {
        b.iter(|| smp::apply(black_box(&s.original), black_box(&s.patch), schema).unwrap())
    });
    group.bench_function("value_two_way", |b| {
        b.iter(|| {
            smp::two_way(black_box(&s.original), black_box(&s.modified), schema, &smp::TwoWayOptions::default())
                .unwrap()
        })
    });
    group.bench_function("json_floor_apply", |b| {
        b.iter(|| json_floor(&[&s.original_bytes, &s.patch_bytes], &s.modified))
    });
    group.bench_function("json_floor_two_way", |b| {
        b.iter(|| json_floor(&[&s.original_bytes, &s.modified_bytes], &s.two_way_patch))
    });
    group.finish();
}

// ---------------------------------------------------------------------------------------

fn main() {
    let since = SystemTime::now();
    let settings = Settings::from_env();
    let perf = perf_dir();
    if !perf.join("deployment_original.json").is_file() {
        let message = format!(
            "smp bench: the benchmark inputs are not there: {} has no deployment_original.json.\n\
             Set SMP_PERF_DIR to the folder holding deployment_*.json, gen_smp_inputs.py and SHA256SUMS.\n\
             Nothing was benchmarked.",
            perf.display()
        );
        println!("{message}");
        return;
    }
    let schema = Schema::kubernetes(KubeVersion::V1_33).expect("the Kubernetes 1.33 definitions");
    let deployment = schema.for_kind("apps/v1", "Deployment").expect("apps/v1 Deployment in the 1.33 definitions");

    let deployment_files: Vec<String> =
        ["original", "patch", "modified", "current"].iter().map(|r| format!("deployment_{r}.json")).collect();
    if checksums_match(&perf.join("SHA256SUMS"), &perf, &deployment_files) == Some(false) {
        eprintln!("smp bench: WARNING: the deployment inputs in {} differ from SHA256SUMS", perf.display());
    }

    let scale_dir = prepare_scale_inputs(&perf, &settings.sizes());
    let mut c = Criterion::default().nresamples(20_000).configure_from_args();

    // Each group's inputs are loaded and checked just before the group is timed, and
    // dropped after it: the big N-scaled documents, alive or freed, leave the allocator in
    // a state that slows the small cases down by 20 to 40 % (measured), so they come last.
    let dep = Deployment::load(settings, &perf, deployment);
    bench_deployment(&mut c, settings, &dep, deployment);
    drop(dep);
    if let Some(dir) = scale_dir {
        for n in settings.sizes() {
            let scale = Scale::load(settings, &perf, &dir, n, deployment);
            bench_scale(&mut c, settings, &scale, deployment);
        }
    }
    c.final_summary();
    summary::print(since, &perf);
}
