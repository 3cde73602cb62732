//! Strategic merge patch on the typed path (`#[derive(StrategicMerge)]`) on the Deployment
//! the Go reference figures were taken on (`../shared/perf`), with hand-written
//! k8s-style structs (`benches/support/k8s.rs`) until generated `k8s-openapi` impls exist.
//!
//! ```text
//! cargo bench --bench typed_path                      # everything: about 1 m 35 s on 2 cores (+ build)
//! SMP_BENCH_QUICK=1 cargo bench --bench typed_path    # N <= 1000, 10 samples: about 22 s
//! cargo bench --bench typed_path -- typed/deployment/ # a criterion filter
//! cargo test  --bench typed_path                      # every benchmark once, unoptimised
//! ```
//!
//! Environment (as `benches/value_path.rs`): `SMP_PERF_DIR` (default
//! `<workspace>/../shared/perf`), `SMP_PERF_GEN_DIR` (the N-scaled inputs, default
//! `<target>/smp-perf-inputs`, shared with `value_path`, generated with `python3
//! gen_smp_inputs.py` when missing), `SMP_BENCH_QUICK=1`, `SMP_BENCH_STRICT=1` (the
//! extra agreement checks and the comparisons with Go's outputs fail the run instead of
//! warning), `CRITERION_HOME`.
//!
//! Before anything is timed, every input is checked to round-trip through the structs
//! (`from_slice` then `to_value` gives the file back), and every timed operation's
//! result is checked against the expected document or the `Value` path's result; a
//! mismatch panics with the differing JSON paths.
//!
//! Three-way (`overwrite: true`, as Go's figure) is checked and timed on the Deployment
//! only: the N-scaled inputs have no `current`. So are the three-way with overwrite off
//! (`three_way_conflict`, where the perf inputs conflict; `three_way_no_overwrite`, beside
//! `three_way_agreeing` with overwrite on, where the live object does not), with kubectl's options
//! (`three_way_kubectl`: overwrite on and its preconditions) and a
//! controller's step, `Applier::plan_typed` (`plan`: `modified` desired, `current` live with
//! `original` as its last-applied annotation).
//!
//! `clone`, `apply`, `merge_owned` and `two_way` are timed one run at a time
//! (`iter_batched`, `PerIteration`): the patch `apply` consumes is copied outside the
//! timing, and the drop of the output is not timed (`clone_and_drop` times a clone with
//! its drop, as `value_path`'s `deployment/clone` does). `apply` is `typed::apply`, which
//! copies the object; `merge_owned` is `StrategicMerge::merge` on an owned object. The
//! bytes benchmarks parse into the structs, merge the owned object, print.
//!
//! The summary at the end (also written to `<target>/criterion/smp_typed_summary.md`)
//! gives typed apply as a multiple of a clone of the object (goal: at most 2) and each
//! bytes-to-bytes operation beside the Go figures of `go_reference_results.json` (goal:
//! at least 10 times faster).

#[path = "support/k8s.rs"]
mod k8s;

#[path = "support/check.rs"]
mod check;
#[path = "support/perf.rs"]
mod perf;
#[path = "support/typed_summary.rs"]
mod summary;

/// How this benchmark's messages start (`check`).
const BENCH: &str = "smp typed bench";

use check::{ok, require};
use perf::{checksums_match, perf_dir, prepare_scale_inputs, read, scale_files, Settings, QUICK_MAX_N};
use std::path::Path;
use std::time::{Duration, Instant, SystemTime};

use criterion::measurement::WallTime;
use criterion::{black_box, BatchSize, BenchmarkGroup, Criterion, SamplingMode};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use smp::applier::{Applier, Plan};
use smp::last_applied::{Annotated, LastApplied};
use smp::typed;
use smp::{KubeVersion, Schema, SchemaRef, ThreeWayOptions};

use k8s::{Deployment, DeploymentPatch};

// ---------------------------------------------------------------------------------------
// Group settings (`Settings` itself is shared, in support/perf.rs)
// ---------------------------------------------------------------------------------------

impl Settings {
    fn configure_fast(&self, group: &mut BenchmarkGroup<'_, WallTime>, samples: usize, measurement: Duration) {
        if self.quick {
            group.sample_size(10).warm_up_time(Duration::from_millis(200)).measurement_time(Duration::from_millis(500));
        } else {
            group.sample_size(samples).warm_up_time(Duration::from_millis(500)).measurement_time(measurement);
        }
    }

    /// Flat sampling with a measurement time that fits the samples (big N).
    fn configure_slow(&self, group: &mut BenchmarkGroup<'_, WallTime>, n: usize, per_op: Duration) {
        let samples: u32 = if self.quick || n >= 50_000 { 10 } else { 20 };
        group.sampling_mode(SamplingMode::Flat).sample_size(samples as usize);
        group.warm_up_time(Duration::from_millis(if self.quick { 200 } else { 300 }));
        let needed = per_op.mul_f64(samples as f64 * 1.6);
        group.measurement_time(needed.max(Duration::from_millis(if self.quick { 500 } else { 1000 })));
    }
}

fn json_value(what: &str, bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).unwrap_or_else(|e| panic!("{what} is not JSON: {e}"))
}

fn typed_from<T: DeserializeOwned>(what: &str, bytes: &[u8]) -> T {
    serde_json::from_slice(bytes).unwrap_or_else(|e| {
        panic!("\n\nsmp typed bench: {what} does not parse into {}: {e}\n", std::any::type_name::<T>())
    })
}

fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("the structs serialize")
}

// ---------------------------------------------------------------------------------------
// Checks (not timed)
// ---------------------------------------------------------------------------------------

/// The file parses into `T` and prints back as the same JSON document.
fn require_round_trip<T: DeserializeOwned + Serialize>(what: &str, bytes: &[u8]) {
    let typed: T = typed_from(what, bytes);
    require(
        &format!("{what} round-trips through {}", std::any::type_name::<T>().rsplit("::").next().unwrap_or("?")),
        &json_value(what, bytes),
        &to_value(&typed),
    );
}

// ---------------------------------------------------------------------------------------
// The timed operations, bytes in to bytes out
// ---------------------------------------------------------------------------------------

/// Parse the object and the patch into the structs, merge (the object is owned: no
/// copy), print.
fn bytes_apply(original: &[u8], patch: &[u8]) -> Result<Vec<u8>, smp::Error> {
    let original: Deployment = serde_json::from_slice(original).expect("original parses");
    let patch: DeploymentPatch = serde_json::from_slice(patch).expect("patch parses");
    let merged = typed::apply_owned(original, patch)?;
    Ok(serde_json::to_vec(&merged).expect("prints"))
}

/// Parse both objects into the structs, diff, print the patch.
fn bytes_two_way(original: &[u8], modified: &[u8]) -> Result<Vec<u8>, smp::Error> {
    let original: Deployment = serde_json::from_slice(original).expect("original parses");
    let modified: Deployment = serde_json::from_slice(modified).expect("modified parses");
    let patch = typed::two_way(&original, &modified, &smp::TwoWayOptions::default())?;
    Ok(serde_json::to_vec(&patch).expect("prints"))
}

/// Parse the three objects into the structs, three-way diff (overwrite on, no
/// preconditions, as Go's figure), print the patch.
fn bytes_three_way(original: &[u8], modified: &[u8], current: &[u8]) -> Result<Vec<u8>, smp::Error> {
    let original: Deployment = serde_json::from_slice(original).expect("original parses");
    let modified: Deployment = serde_json::from_slice(modified).expect("modified parses");
    let current: Deployment = serde_json::from_slice(current).expect("current parses");
    let patch = typed::three_way(&original, &modified, &current, &overwrite())?;
    Ok(serde_json::to_vec(&patch).expect("prints"))
}

fn overwrite() -> ThreeWayOptions {
    ThreeWayOptions::default()
}

fn json_floor_three_way(original: &[u8], modified: &[u8], current: &[u8], output: &DeploymentPatch) -> Vec<u8> {
    for input in [original, modified, current] {
        black_box(serde_json::from_slice::<Deployment>(black_box(input)).unwrap());
    }
    serde_json::to_vec(black_box(output)).unwrap()
}

/// The JSON floor of the typed bytes path: parse the inputs into the structs and print
/// the output, no merge work.
fn json_floor_apply(original: &[u8], patch: &[u8], output: &Deployment) -> Vec<u8> {
    black_box(serde_json::from_slice::<Deployment>(black_box(original)).unwrap());
    black_box(serde_json::from_slice::<DeploymentPatch>(black_box(patch)).unwrap());
    serde_json::to_vec(black_box(output)).unwrap()
}

fn json_floor_two_way(original: &[u8], modified: &[u8], output: &DeploymentPatch) -> Vec<u8> {
    black_box(serde_json::from_slice::<Deployment>(black_box(original)).unwrap());
    black_box(serde_json::from_slice::<Deployment>(black_box(modified)).unwrap());
    serde_json::to_vec(black_box(output)).unwrap()
}

// ---------------------------------------------------------------------------------------
// Inputs, loaded and checked
// ---------------------------------------------------------------------------------------

struct Case {
    name: String,
    original_bytes: Vec<u8>,
    patch_bytes: Vec<u8>,
    modified_bytes: Vec<u8>,
    original: Deployment,
    patch: DeploymentPatch,
    modified: Deployment,
    two_way_patch: DeploymentPatch,
    /// The slowest of one bytes apply / two-way, timed while checking.
    per_op: Duration,
}

impl Case {
    /// Loads `original`, `patch`, `modified` and checks every timed operation once.
    fn load(name: &str, files: [&Path; 3], schema: SchemaRef<'_>) -> Case {
        let [o, p, m] = files;
        let (original_bytes, patch_bytes, modified_bytes) = (read(o), read(p), read(m));
        let what = |f: &Path| format!("{name}: {}", f.file_name().unwrap_or_default().to_string_lossy());
        require_round_trip::<Deployment>(&what(o), &original_bytes);
        require_round_trip::<DeploymentPatch>(&what(p), &patch_bytes);
        require_round_trip::<Deployment>(&what(m), &modified_bytes);
        let original: Deployment = typed_from(&what(o), &original_bytes);
        let patch: DeploymentPatch = typed_from(&what(p), &patch_bytes);
        let modified: Deployment = typed_from(&what(m), &modified_bytes);
        let (original_value, patch_value) =
            (json_value("original", &original_bytes), json_value("patch", &patch_bytes));
        let expected = json_value("modified", &modified_bytes);

        // apply(original, patch) == modified (and == the Value path's result).
        let applied = ok(&format!("{name} typed::apply"), typed::apply(&original, patch.clone()));
        require(&format!("{name}: typed::apply(original, patch) == modified"), &expected, &to_value(&applied));
        let value_applied = ok(&format!("{name} smp::apply"), smp::apply(&original_value, &patch_value, schema));
        require(&format!("{name}: typed::apply == smp::apply (Value path)"), &value_applied, &to_value(&applied));

        // two_way(original, modified) == the Value path's patch, and applies back.
        let two_way_patch =
            ok(&format!("{name} typed::two_way"), typed::two_way(&original, &modified, &smp::TwoWayOptions::default()));
        let value_two_way = ok(
            &format!("{name} smp::two_way"),
            smp::two_way(&original_value, &expected, schema, &smp::TwoWayOptions::default()),
        );
        require(
            &format!("{name}: typed::two_way(original, modified, &smp::TwoWayOptions::default()) == smp::two_way (Value path, k8s 1.33 schema)"),
            &value_two_way,
            &to_value(&two_way_patch),
        );
        let round_trip = ok(&format!("{name} typed::apply(two_way)"), typed::apply(&original, two_way_patch.clone()));
        require(
            &format!("{name}: typed::apply(original, typed::two_way(original, modified, &smp::TwoWayOptions::default())) == modified"),
            &expected,
            &to_value(&round_trip),
        );

        // The bytes pipelines, timed once (twice: the second, warm, sets the big N's
        // measurement time).
        let (mut per_apply, mut per_two_way) = (Duration::MAX, Duration::MAX);
        let (mut out_apply, mut out_two_way) = (Vec::new(), Vec::new());
        for _ in 0..2 {
            let start = Instant::now();
            out_apply = ok(&format!("{name} bytes_apply"), bytes_apply(&original_bytes, &patch_bytes));
            per_apply = per_apply.min(start.elapsed());
            let start = Instant::now();
            out_two_way = ok(&format!("{name} bytes_two_way"), bytes_two_way(&original_bytes, &modified_bytes));
            per_two_way = per_two_way.min(start.elapsed());
        }
        require(&format!("{name}: bytes_apply == modified"), &expected, &json_value("bytes_apply", &out_apply));
        require(
            &format!("{name}: bytes_two_way == smp::two_way"),
            &value_two_way,
            &json_value("bytes_two_way", &out_two_way),
        );
        require(
            &format!("{name}: the apply JSON floor prints modified"),
            &expected,
            &json_value("floor", &json_floor_apply(&original_bytes, &patch_bytes, &modified)),
        );
        Case {
            name: name.to_owned(),
            original_bytes,
            patch_bytes,
            modified_bytes,
            original,
            patch,
            modified,
            two_way_patch,
            per_op: per_apply.max(per_two_way),
        }
    }
}

/// Checks beyond the timed operations on the Deployment: `current` round-trips, typed
/// two-way agrees with the Value path between every pair of the three objects, Go's
/// own patches parse and apply typed as Go applied them. Returns the failures.
fn extra_deployment_checks(settings: Settings, perf: &Path, schema: SchemaRef<'_>) -> Vec<String> {
    let mut failures = Vec::new();
    let file = |name: &str| perf.join(format!("deployment_{name}.json"));
    require_round_trip::<Deployment>("deployment_current.json", &read(&file("current")));
    let docs: Vec<(&str, Value, Deployment)> = ["original", "modified", "current"]
        .iter()
        .map(|name| {
            let bytes = read(&file(name));
            (*name, json_value(name, &bytes), typed_from::<Deployment>(name, &bytes))
        })
        .collect();
    for (a, va, ta) in &docs {
        for (b, vb, tb) in &docs {
            if a == b {
                continue;
            }
            let what = format!("extra: typed::two_way({a}, {b}, &smp::TwoWayOptions::default()) == smp::two_way");
            let value_patch = ok(&what, smp::two_way(va, vb, schema, &smp::TwoWayOptions::default()));
            let typed_patch = ok(&what, typed::two_way(ta, tb, &smp::TwoWayOptions::default()));
            if !check::compare(settings.strict, &what, &value_patch, &to_value(&typed_patch)) {
                failures.push(what);
            }
            let what =
                format!("extra: typed::apply({a}, typed::two_way({a}, {b}, &smp::TwoWayOptions::default())) == {b}");
            let applied = ok(&what, typed::apply(ta, typed_patch));
            if !check::compare(settings.strict, &what, vb, &to_value(&applied)) {
                failures.push(what);
            }
        }
    }
    let go = perf.join("go_outputs");
    if go.is_dir() {
        let (_, _, original) = &docs[0];
        let (_, _, current) = &docs[2];
        let two_way = read(&go.join("deployment_twoway_patch.json"));
        let three_way = read(&go.join("deployment_threeway_patch.json"));
        for (what, bytes) in [
            ("go_outputs/deployment_twoway_patch.json", &two_way),
            ("go_outputs/deployment_threeway_patch.json", &three_way),
        ] {
            let typed: DeploymentPatch = typed_from(what, bytes);
            let what = format!("extra: {what} round-trips through DeploymentPatch");
            if !check::compare(settings.strict, &what, &json_value(&what, bytes), &to_value(&typed)) {
                failures.push(what);
            }
        }
        let typed_go_two_way =
            ok("typed::two_way", typed::two_way(original, &docs[1].2, &smp::TwoWayOptions::default()));
        let what =
            "extra: typed::two_way(original, modified, &smp::TwoWayOptions::default()) == go_outputs/deployment_twoway_patch.json".to_owned();
        if !check::compare(settings.strict, &what, &json_value("go", &two_way), &to_value(&typed_go_two_way)) {
            failures.push(what);
        }
        let patch: DeploymentPatch = typed_from("three-way patch", &three_way);
        let applied = ok("typed::apply(current, Go's three-way patch)", typed::apply(current, patch));
        let what = "extra: typed::apply(current, Go's three-way patch) == go_outputs/deployment_threeway_applied_to_current.json".to_owned();
        let expected = json_value("go", &read(&go.join("deployment_threeway_applied_to_current.json")));
        if !check::compare(settings.strict, &what, &expected, &to_value(&applied)) {
            failures.push(what);
        }
    }
    failures
}

// ---------------------------------------------------------------------------------------
// Benchmarks
// ---------------------------------------------------------------------------------------

/// Struct in, struct out: timed with `iter_batched` one run at a time, so the patch
/// `apply` consumes is copied outside the timing and no output's drop is timed (for
/// `clone` alike).
fn bench_case(c: &mut Criterion, settings: Settings, case: &Case, big: bool) {
    let mut group = c.benchmark_group(format!("typed/{}", case.name));
    if big {
        let n = case.name.trim_start_matches("scale/N=").parse().unwrap_or(0);
        settings.configure_slow(&mut group, n, case.per_op);
    } else {
        let samples = if case.per_op > Duration::from_micros(500) { 30 } else { 60 };
        settings.configure_fast(&mut group, samples, Duration::from_millis(1300));
    }
    // One input per timed run: no outputs pile up between timings (with bigger batches
    // they did, and the allocator's state moved `clone` by a factor of 2.5 between runs).
    let batch = BatchSize::PerIteration;

    group.bench_function("clone", |b| b.iter_batched(|| (), |()| black_box(&case.original).clone(), batch));
    // The same with the drop of the copy timed too (as `value_path`'s `deployment/clone`).
    group.bench_function("clone_and_drop", |b| b.iter(|| black_box(&case.original).clone()));
    group.bench_function("apply", |b| {
        b.iter_batched(
            || case.patch.clone(),
            |patch| typed::apply(black_box(&case.original), black_box(patch)).unwrap(),
            batch,
        )
    });
    // The merge alone: `apply` without its copy of the object (what a caller owning the
    // object pays).
    group.bench_function("merge_owned", |b| {
        b.iter_batched(
            || (case.original.clone(), case.patch.clone()),
            |(original, patch)| typed::apply_owned(black_box(original), black_box(patch)).unwrap(),
            batch,
        )
    });
    // The drop of the patch `apply` consumes, alone.
    group.bench_function("patch_drop", |b| b.iter_batched(|| case.patch.clone(), drop, batch));
    group.bench_function("two_way", |b| {
        b.iter_batched(
            || (),
            |()| {
                typed::two_way(black_box(&case.original), black_box(&case.modified), &smp::TwoWayOptions::default())
                    .unwrap()
            },
            batch,
        )
    });

    // Bytes in, bytes out: what the Go figures measure.
    group.bench_function("bytes_apply", |b| {
        b.iter(|| bytes_apply(black_box(&case.original_bytes), black_box(&case.patch_bytes)).unwrap())
    });
    group.bench_function("bytes_two_way", |b| {
        b.iter(|| bytes_two_way(black_box(&case.original_bytes), black_box(&case.modified_bytes)).unwrap())
    });
    group.bench_function("json_floor_apply", |b| {
        b.iter(|| json_floor_apply(&case.original_bytes, &case.patch_bytes, &case.modified))
    });
    group.bench_function("json_floor_two_way", |b| {
        b.iter(|| json_floor_two_way(&case.original_bytes, &case.modified_bytes, &case.two_way_patch))
    });
    group.finish();
}

/// The three-way diff on the Deployment (the N-scaled inputs have no `current`): checked
/// against the `Value` path and Go's patch, then timed structs in and bytes in.
fn bench_three_way(c: &mut Criterion, settings: Settings, perf: &Path, schema: SchemaRef<'_>) {
    let file = |name: &str| read(&perf.join(format!("deployment_{name}.json")));
    let (o, m, cur) = (file("original"), file("modified"), file("current"));
    let (original, modified, current): (Deployment, Deployment, Deployment) =
        (typed_from("original", &o), typed_from("modified", &m), typed_from("current", &cur));
    let patch = ok("typed::three_way", typed::three_way(&original, &modified, &current, &overwrite()));
    let value_patch = ok(
        "smp::three_way",
        smp::three_way(&json_value("o", &o), &json_value("m", &m), &json_value("c", &cur), schema, &overwrite()),
    );
    require("deployment: typed::three_way == smp::three_way (Value path)", &value_patch, &to_value(&patch));
    let go = perf.join("go_outputs/deployment_threeway_patch.json");
    if go.is_file() {
        check::compare(
            settings.strict,
            "deployment: typed::three_way == go_outputs/deployment_threeway_patch.json",
            &json_value("go", &read(&go)),
            &to_value(&patch),
        );
    }
    let printed = ok("bytes_three_way", bytes_three_way(&o, &m, &cur));
    require("deployment: bytes_three_way == smp::three_way", &value_patch, &json_value("bytes_three_way", &printed));

    let mut group = c.benchmark_group("typed/deployment");
    settings.configure_fast(&mut group, 60, Duration::from_millis(1300));
    group.bench_function("three_way", |b| {
        b.iter_batched(
            || (),
            |()| {
                typed::three_way(black_box(&original), black_box(&modified), black_box(&current), &overwrite()).unwrap()
            },
            BatchSize::PerIteration,
        )
    });
    group.bench_function("bytes_three_way", |b| {
        b.iter(|| bytes_three_way(black_box(&o), black_box(&m), black_box(&cur)).unwrap())
    });
    group.bench_function("json_floor_three_way", |b| b.iter(|| json_floor_three_way(&o, &m, &cur, &patch)));
    // With overwrite off: the conflict check on the typed patches. The perf inputs
    // conflict (`spec.replicas`: 3 desired, 5 live), so the error is timed too, with both
    // patches as JSON in it; the live object with the desired replicas does not conflict,
    // and the check walks everything.
    let keep = ThreeWayOptions::default().overwrite(false);
    let conflict = typed::three_way(&original, &modified, &current, &keep);
    assert!(conflict.as_ref().is_err_and(smp::Error::is_conflict), "{BENCH}: the perf inputs conflict");
    group.bench_function("three_way_conflict", |b| {
        b.iter(|| {
            let result = typed::three_way(black_box(&original), black_box(&modified), black_box(&current), &keep);
            assert!(result.is_err());
        })
    });
    let mut agreeing = current.clone();
    agreeing.spec.as_mut().expect("a spec").replicas = modified.spec.as_ref().expect("a spec").replicas;
    let checked = ok("typed::three_way, overwrite off", typed::three_way(&original, &modified, &agreeing, &keep));
    let value_checked = ok(
        "smp::three_way, overwrite off",
        smp::three_way(&json_value("o", &o), &json_value("m", &m), &to_value(&agreeing), schema, &keep),
    );
    require("deployment: typed::three_way == smp::three_way, overwrite off", &value_checked, &to_value(&checked));
    group.bench_function("three_way_no_overwrite", |b| {
        b.iter(|| typed::three_way(black_box(&original), black_box(&modified), black_box(&agreeing), &keep).unwrap())
    });
    group.bench_function("three_way_agreeing", |b| {
        b.iter(|| {
            typed::three_way(black_box(&original), black_box(&modified), black_box(&agreeing), &overwrite()).unwrap()
        })
    });
    // Kubectl's options: overwrite on, and its preconditions (`apiVersion`, `kind` and
    // `metadata.name` unchanged), asked of the typed patch.
    let kubectl = ThreeWayOptions::kubectl_apply();
    let checked = typed::three_way(&original, &modified, &current, &kubectl);
    group.bench_function("three_way_kubectl", |b| {
        b.iter(|| {
            let result = typed::three_way(black_box(&original), black_box(&modified), black_box(&current), &kubectl);
            assert_eq!(result.is_ok(), checked.is_ok());
        })
    });
    // A controller's step: the last-applied annotation written, the stored one read back
    // into the type, the three-way patch, the no-op test.
    let applier = Applier::new();
    let mut live = current.clone();
    let stored = String::from_utf8(o.clone()).expect("the original is UTF-8");
    live.annotations_mut().insert(LastApplied::kubectl().key().to_owned(), stored);
    let plan = ok("Applier::plan_typed", applier.plan_typed(&modified, Some(&live)));
    assert!(matches!(plan, Plan::Patch { .. }), "{BENCH}: Applier::plan_typed: a patch expected");
    group.bench_function("plan", |b| b.iter(|| applier.plan_typed(black_box(&modified), Some(black_box(&live)))));
    group.finish();
}

// ---------------------------------------------------------------------------------------

fn main() {
    let since = SystemTime::now();
    let settings = Settings::from_env();
    let perf = perf_dir();
    if !perf.join("deployment_original.json").is_file() {
        println!(
            "smp typed bench: the benchmark inputs are not there: {} has no deployment_original.json.\n\
             Set SMP_PERF_DIR to the folder holding deployment_*.json. Nothing was benchmarked.",
            perf.display()
        );
        return;
    }
    let schema = Schema::kubernetes(KubeVersion::V1_33).expect("the Kubernetes 1.33 definitions");
    let deployment = schema.for_kind("apps/v1", "Deployment").expect("apps/v1 Deployment in the 1.33 definitions");
    let deployment_files: Vec<String> =
        ["original", "patch", "modified", "current"].iter().map(|r| format!("deployment_{r}.json")).collect();
    if checksums_match(&perf.join("SHA256SUMS"), &perf, &deployment_files) == Some(false) {
        eprintln!("smp typed bench: WARNING: the deployment inputs in {} differ from SHA256SUMS", perf.display());
    }
    let scale_dir = prepare_scale_inputs(&perf, &settings.sizes());
    let mut c = Criterion::default().nresamples(20_000).configure_from_args();

    // Load and check the Deployment, time it; then each N in turn, biggest last (see
    // benches/README.md on why the big documents come after the small ones).
    let file = |name: &str| perf.join(format!("deployment_{name}.json"));
    let extra_failures = extra_deployment_checks(settings, &perf, deployment);
    let dep = Case::load("deployment", [&file("original"), &file("patch"), &file("modified")], deployment);
    bench_case(&mut c, settings, &dep, false);
    drop(dep);
    bench_three_way(&mut c, settings, &perf, deployment);
    if let Some(dir) = scale_dir {
        for n in settings.sizes() {
            let [o, p, m] = scale_files(n).map(|f| dir.join(f));
            let case = Case::load(&format!("scale/N={n}"), [&o, &p, &m], deployment);
            bench_case(&mut c, settings, &case, n > QUICK_MAX_N);
        }
    }
    c.final_summary();
    summary::print(since, &perf, &extra_failures);
}
