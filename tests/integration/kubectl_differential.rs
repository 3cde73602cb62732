//! Differential test against kubectl: random Pods and Deployments and random strategic
//! merge patches using every directive ([`gen`]), each applied with
//! `kubectl patch --local -f OBJ --type strategic --patch-file PATCH -o json` (the Go
//! reference, as kubectl embeds it) and with `smp::apply`; the results must be identical,
//! and where kubectl rejects a patch, smp must reject it too. The same cases also run on
//! the typed `k8s-openapi` path (`smp::k8s`): its result must be kubectl's, compared as
//! typed values, or both must reject; cases the types cannot hold are counted by reason.
//!
//! Two runs of cases per test: a fixed seed and a fresh one, both printed.
//!
//! Environment:
//! - `SMP_KUBECTL`: the kubectl binary (default: `kubectl` on `PATH`). Without kubectl
//!   the test is skipped, loudly, unless `SMP_REQUIRE_KUBECTL=1`, which makes it fail.
//! - `SMP_DIFF_SEED`: the second seed (default: from the clock).
//! - `SMP_DIFF_CASES`: cases per seed (default 160).
//! - `SMP_DIFF_JOBS`: kubectl processes run at once (default: twice the CPUs, 2 to 8).
//! - `SMP_DIFF_ONLY=SEED:INDEX`: run just that case, printing everything (with `--nocapture`).
//! - `SMP_DIFF_FILES=OBJECT.json,PATCH.json`: run just that hand-written case (a `v1 Pod`
//!   or `apps/v1 Deployment`), printing everything.
//! - `SMP_DIFF_REPEAT=N`: run kubectl N times per case and report (and exclude) cases
//!   where its answers differ, to catch generator patterns that are not deterministic in Go.
//! - `SMP_DIFF_VERBOSE=1`: print both error messages where both reject a patch, and
//!   kubectl's rejections of patches meant to be valid.

use crate::gen;
use crate::k8s_typed;
use crate::kubectl_support;
#[path = "kubectl_differential/map_values.rs"]
mod map_values;
#[path = "kubectl_differential/set_element_order.rs"]
mod set_element_order;

use std::collections::BTreeMap;
use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use kubectl_support::{env_flag, find_kubectl, loud};
use serde_json::{json, Value};
use smp::{KubeVersion, Schema};

const FIXED_SEED: u64 = 20261121;
const DEFAULT_CASES_PER_SEED: u64 = 160;
const MISMATCHES_SHOWN: usize = 3;
/// Generator features that make a well-formed-looking patch one Go rejects (both tools
/// must still agree): a `$patch: replace` item after the last `$setElementOrder` item
/// fails Go's consistency check; a `null` among strings fails its element type check.
const GO_REJECTION_FEATURES: &[&str] = &["$setElementOrder-with-trailing-replace-marker", "null-in-primitive-list"];

#[test]
fn kubectl_differential() {
    let Some(kubectl) = find_kubectl("kubectl differential") else {
        return;
    };
    let started = Instant::now();
    let verbose = env_flag("SMP_DIFF_VERBOSE");
    let repeat: usize = env_parse("SMP_DIFF_REPEAT").unwrap_or(1).max(1);
    let jobs = jobs();

    let only = env::var("SMP_DIFF_ONLY").ok().filter(|s| !s.is_empty());
    let files = env::var("SMP_DIFF_FILES").ok().filter(|s| !s.is_empty());
    let cases: Vec<gen::Case> = match (only, files) {
        (_, Some(files)) => {
            let (object, patch) = files.split_once(',').expect("SMP_DIFF_FILES must be OBJECT.json,PATCH.json");
            let read = |path: &str| -> Value {
                let text = fs::read(path.trim()).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
                serde_json::from_slice(&text).unwrap_or_else(|e| panic!("{path} is not JSON: {e}"))
            };
            let object = read(object);
            let (api_version, kind) = match (object["apiVersion"].as_str(), object["kind"].as_str()) {
                (Some("v1"), Some("Pod")) => ("v1", "Pod"),
                (Some("apps/v1"), Some("Deployment")) => ("apps/v1", "Deployment"),
                other => panic!("SMP_DIFF_FILES: the object must be a v1 Pod or an apps/v1 Deployment, not {other:?}"),
            };
            vec![gen::Case {
                seed: 0,
                index: 0,
                api_version,
                kind,
                object,
                patch: read(patch),
                features: Vec::new(),
                deliberately_invalid: None,
            }]
        }
        (Some(only), None) => {
            let (seed, index) = only
                .split_once(':')
                .and_then(|(s, i)| Some((s.trim().parse().ok()?, i.trim().parse().ok()?)))
                .expect("SMP_DIFF_ONLY must be SEED:INDEX");
            eprintln!("kubectl differential: only case {seed}:{index}");
            vec![gen::case(seed, index)]
        }
        (None, None) => {
            let fresh_seed = env_parse("SMP_DIFF_SEED").unwrap_or_else(clock_seed);
            let per_seed = env_parse("SMP_DIFF_CASES").unwrap_or(DEFAULT_CASES_PER_SEED);
            loud(&format!(
                "kubectl differential: fixed seed {FIXED_SEED}, fresh seed {fresh_seed} \
                 (reproduce with SMP_DIFF_SEED={fresh_seed}), {per_seed} cases each, {jobs} kubectl jobs"
            ));
            [FIXED_SEED, fresh_seed].iter().flat_map(|&seed| (0..per_seed).map(move |i| gen::case(seed, i))).collect()
        }
    };
    let single = cases.len() == 1;

    let workdir = WorkDir::new("main");
    let inputs: Vec<(Vec<u8>, Vec<u8>)> = cases
        .iter()
        .map(|c| (serde_json::to_vec_pretty(&c.object).unwrap(), serde_json::to_vec_pretty(&c.patch).unwrap()))
        .collect();
    let mut outcomes = run_kubectl_all(&kubectl, &workdir.path, &inputs, jobs, repeat).into_iter();
    let kubectl_elapsed = started.elapsed();

    // smp, and the comparison.
    let schema = Schema::kubernetes(KubeVersion::V1_33).expect("the Kubernetes 1.33 schema");
    let mut stats = Stats::default();
    let mut mismatches: Vec<Value> = Vec::new();
    let mut nondeterministic: Vec<String> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        *stats.per_seed.entry(case.seed).or_insert(0) += 1;
        let runs = outcomes.next().expect("kubectl ran every case");
        if runs.iter().any(|r| r.comparable() != runs[0].comparable()) {
            nondeterministic.push(format!("{}:{}", case.seed, case.index));
            stats.nondeterministic += 1;
            eprintln!(
                "kubectl differential: case {}:{} is not deterministic in kubectl; excluded.\n  object: {}\n  patch: {}",
                case.seed, case.index, case.object, case.patch
            );
            continue;
        }
        let kubectl = &runs[0];
        let (object, patch) = &inputs[i];
        let smp_result = run_smp(schema, case, object, patch);
        if single {
            print_case(case, kubectl, &smp_result);
        }
        match (&kubectl.result, &smp_result) {
            (Ok(expected), Ok(actual)) if expected == actual => {
                stats.agreed_ok += 1;
                if let (Some(how), true) = (case.deliberately_invalid, verbose) {
                    eprintln!(
                        "kubectl differential: case {}:{} invalid on purpose ({how}) but applied by both",
                        case.seed, case.index
                    );
                }
            }
            (Err(kubectl_error), Err(smp_error)) => {
                stats.both_failed += 1;
                let quirk = case.features.iter().any(|f| GO_REJECTION_FEATURES.contains(f));
                if quirk && case.deliberately_invalid.is_none() {
                    stats.quirk_rejected += 1;
                } else if case.deliberately_invalid.is_none() {
                    stats.valid_rejected += 1;
                }
                if verbose {
                    eprintln!(
                        "kubectl differential: case {}:{} rejected by both{}\n  kubectl: {}\n  smp: {}",
                        case.seed,
                        case.index,
                        case.deliberately_invalid.map(|h| format!(" (invalid on purpose: {h})")).unwrap_or_default(),
                        first_lines(kubectl_error, 4),
                        smp_error
                    );
                }
            }
            (kubectl_result, smp_result) => {
                let kind = match (kubectl_result, smp_result) {
                    (Ok(_), Ok(_)) => "results differ",
                    (Ok(_), Err(_)) => "smp rejected a patch kubectl applied",
                    _ => "smp applied a patch kubectl rejected",
                };
                mismatches.push(json!({
                    "kind": kind,
                    "seed": case.seed,
                    "index": case.index,
                    "reproduce": format!("SMP_DIFF_ONLY={}:{}", case.seed, case.index),
                    "deliberately_invalid": case.deliberately_invalid,
                    "features": case.features,
                    "object": case.object,
                    "patch": case.patch,
                    "kubectl": match kubectl_result { Ok(v) => v.clone(), Err(e) => json!({"error": e.trim()}) },
                    "smp": match smp_result { Ok(v) => v.clone(), Err(e) => json!({"error": e}) },
                    "difference": match (kubectl_result, smp_result) {
                        (Ok(k), Ok(s)) => json!(first_differences(k, s, "", 8)),
                        _ => Value::Null,
                    },
                }));
            }
        }
        if case.deliberately_invalid.is_some() {
            stats.deliberately_invalid += 1;
        }
        // The typed k8s-openapi path on the same case.
        let typed = k8s_typed::apply(case.kind, &case.object, &case.patch);
        let typed_mismatch = match (&kubectl.result, &typed) {
            (_, k8s_typed::Typed::Unrepresentable(reason)) => {
                let group = reason.split(" at line").next().unwrap_or(reason).chars().take(90).collect::<String>();
                *stats.typed_unrepresentable.entry(group).or_default() += 1;
                None
            }
            (Ok(expected), k8s_typed::Typed::Applied(result)) => match k8s_typed::same(case.kind, result, expected) {
                Ok(true) => {
                    stats.typed_agreed += 1;
                    None
                }
                Ok(false) => Some(("typed results differ", json!(result))),
                Err(reason) => {
                    *stats.typed_unrepresentable.entry(format!("kubectl's result: {reason}")).or_default() += 1;
                    None
                }
            },
            (Err(_), k8s_typed::Typed::Rejected(_)) => {
                stats.typed_agreed += 1;
                None
            }
            (Ok(_), k8s_typed::Typed::Rejected(error)) => {
                Some(("typed rejected a patch kubectl applied", json!({"error": error})))
            }
            (Err(_), k8s_typed::Typed::Applied(result)) => {
                Some(("typed applied a patch kubectl rejected", json!(result)))
            }
        };
        if let Some((kind, typed)) = typed_mismatch {
            mismatches.push(json!({
                "kind": kind,
                "seed": case.seed,
                "index": case.index,
                "reproduce": format!("SMP_DIFF_ONLY={}:{}", case.seed, case.index),
                "object": case.object,
                "patch": case.patch,
                "kubectl": match &kubectl.result { Ok(v) => v.clone(), Err(e) => json!({"error": e.trim()}) },
                "typed": typed,
            }));
        }
    }

    let total = cases.len();
    let per_seed: Vec<String> = stats.per_seed.iter().map(|(seed, n)| format!("seed {seed}: {n}")).collect();
    let coverage: Vec<String> = gen::feature_counts(&cases).iter().map(|(f, n)| format!("{f} {n}")).collect();
    eprintln!("kubectl differential: directive coverage: {}", coverage.join(", "));
    loud(&format!(
        "kubectl differential: {} ok, {} rejected by both ({} of {} invalid on purpose, {} known Go rejections, \
         {} others), {} not deterministic in kubectl; kubectl took {:.1?}, total {:.1?}",
        stats.agreed_ok,
        stats.both_failed,
        stats.both_failed - stats.quirk_rejected - stats.valid_rejected,
        stats.deliberately_invalid,
        stats.quirk_rejected,
        stats.valid_rejected,
        stats.nondeterministic,
        kubectl_elapsed,
        started.elapsed()
    ));
    let typed_skipped: usize = stats.typed_unrepresentable.values().sum();
    loud(&format!(
        "kubectl differential, typed k8s-openapi path: {} agree with kubectl, {typed_skipped} not representable",
        stats.typed_agreed
    ));
    for (reason, count) in &stats.typed_unrepresentable {
        eprintln!("  not representable [{count}]: {reason}");
    }
    loud(&format!("kubectl differential: {total} cases ({}), {} mismatches", per_seed.join(", "), mismatches.len()));
    assert!(typed_skipped * 5 <= total, "the typed path could not hold {typed_skipped} of {total} cases");

    if !mismatches.is_empty() {
        let report = env::temp_dir().join(format!("smp-kubectl-differential-{}-mismatches.json", std::process::id()));
        let written = fs::write(&report, serde_json::to_vec_pretty(&mismatches).unwrap());
        let mut message = format!("{} of {total} cases differ from kubectl", mismatches.len());
        match written {
            Ok(()) => message.push_str(&format!("; all written to {}", report.display())),
            Err(e) => message.push_str(&format!("; could not write {}: {e}", report.display())),
        }
        let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
        for m in &mismatches {
            *kinds.entry(m["kind"].as_str().unwrap_or("?")).or_insert(0) += 1;
        }
        message.push_str(&format!("\nby kind: {kinds:?}"));
        for m in mismatches.iter().take(MISMATCHES_SHOWN) {
            message.push_str(&format!("\n\n{}", serde_json::to_string_pretty(m).unwrap()));
        }
        if mismatches.len() > MISMATCHES_SHOWN {
            message.push_str(&format!("\n\n... and {} more", mismatches.len() - MISMATCHES_SHOWN));
        }
        panic!("{message}");
    }
}

#[derive(Default)]
struct Stats {
    per_seed: BTreeMap<u64, usize>,
    agreed_ok: usize,
    both_failed: usize,
    deliberately_invalid: usize,
    valid_rejected: usize,
    quirk_rejected: usize,
    nondeterministic: usize,
    typed_agreed: usize,
    typed_unrepresentable: BTreeMap<String, usize>,
}

/// kubectl processes run at once: `SMP_DIFF_JOBS`, else twice the CPUs, 2 to 8.
fn jobs() -> usize {
    env_parse("SMP_DIFF_JOBS").unwrap_or_else(|| {
        let cpus = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
        (cpus * 2).clamp(2, 8)
    })
}

/// kubectl's answers to every `(object, patch)` of `inputs`, `repeat` runs each, one
/// process per run (the patches differ), `jobs` at a time.
fn run_kubectl_all(
    kubectl: &Path,
    dir: &Path,
    inputs: &[(Vec<u8>, Vec<u8>)],
    jobs: usize,
    repeat: usize,
) -> Vec<Vec<KubectlOutcome>> {
    let outcomes: Vec<Mutex<Option<Vec<KubectlOutcome>>>> = inputs.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(inputs.len()) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= inputs.len() {
                    break;
                }
                let (object, patch) = &inputs[i];
                let runs = (0..repeat).map(|_| run_kubectl(kubectl, dir, i, object, patch)).collect();
                *outcomes[i].lock().unwrap() = Some(runs);
            });
        }
    });
    outcomes.into_iter().map(|runs| runs.into_inner().unwrap().expect("kubectl ran")).collect()
}

/// kubectl's answer: the patched object, or its error output.
#[derive(Debug)]
struct KubectlOutcome {
    result: Result<Value, String>,
    /// What kubectl printed.
    stdout: Vec<u8>,
}

impl KubectlOutcome {
    /// What must be the same between runs: the object, or just the fact of an error (Go's
    /// error message may print maps in another order).
    fn comparable(&self) -> Option<&Value> {
        self.result.as_ref().ok()
    }
}

fn run_kubectl(kubectl: &Path, dir: &Path, i: usize, object: &[u8], patch: &[u8]) -> KubectlOutcome {
    let object_file = dir.join(format!("object-{i}.json"));
    let patch_file = dir.join(format!("patch-{i}.json"));
    fs::write(&object_file, object).expect("write the object file");
    fs::write(&patch_file, patch).expect("write the patch file");
    let output = kubectl_support::patch_local(kubectl, &object_file, &patch_file, dir);
    let _ = fs::remove_file(&object_file);
    let _ = fs::remove_file(&patch_file);
    let result = if output.status.success() {
        match serde_json::from_slice::<Value>(&output.stdout) {
            Ok(mut v) => {
                normalize_numbers(&mut v);
                Ok(v)
            }
            Err(e) => panic!(
                "kubectl succeeded but printed no JSON object ({e}):\n{}\n{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            ),
        }
    } else {
        let mut message = String::from_utf8_lossy(&output.stderr).into_owned();
        if message.trim().is_empty() {
            message = format!("exit status {}", output.status);
        }
        Err(message)
    };
    KubectlOutcome { result, stdout: output.stdout }
}

/// The first `n` lines of a message (a Go panic prints a long stack).
fn first_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.trim().lines().collect();
    let mut out = lines.iter().take(n).copied().collect::<Vec<_>>().join("\n  ");
    if lines.len() > n {
        out.push_str(&format!("\n  ... ({} more lines)", lines.len() - n));
    }
    out
}

/// smp on the same bytes as kubectl read, printed as Go prints and read back.
fn run_smp(schema: &Schema, case: &gen::Case, object: &[u8], patch: &[u8]) -> Result<Value, String> {
    let schema_ref = schema
        .for_kind(case.api_version, case.kind)
        .unwrap_or_else(|| panic!("no schema for {} {}", case.api_version, case.kind));
    let object = smp::bytes::parse(object).map_err(|e| format!("parsing the object: {e}"))?;
    let patch = smp::bytes::parse(patch).map_err(|e| format!("parsing the patch: {e}"))?;
    let result = smp::apply(&object, &patch, schema_ref).map_err(|e| e.to_string())?;
    let mut value: Value = serde_json::from_slice(&smp::bytes::to_vec(&result)).expect("smp prints JSON");
    normalize_numbers(&mut value);
    Ok(value)
}

/// Integral floats as integers, so that `80` and `80.0` compare equal.
fn normalize_numbers(value: &mut Value) {
    match value {
        Value::Number(n) if n.is_f64() => {
            let f = n.as_f64().unwrap();
            if f.fract() == 0.0 && f.abs() < 9.0e15 {
                *value = json!(f as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(normalize_numbers),
        Value::Object(map) => map.values_mut().for_each(normalize_numbers),
        _ => {}
    }
}

/// Up to `limit` places where `expected` (kubectl) and `actual` (smp) differ, as JSON
/// pointers with both values.
fn first_differences(expected: &Value, actual: &Value, at: &str, limit: usize) -> Vec<Value> {
    let mut out = Vec::new();
    collect_differences(expected, actual, at, limit, &mut out);
    out
}

fn collect_differences(expected: &Value, actual: &Value, at: &str, limit: usize, out: &mut Vec<Value>) {
    if out.len() >= limit || expected == actual {
        return;
    }
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            let keys: std::collections::BTreeSet<&String> = e.keys().chain(a.keys()).collect();
            for k in keys {
                let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                match (e.get(k), a.get(k)) {
                    (Some(ev), Some(av)) => collect_differences(ev, av, &here, limit, out),
                    (ev, av) => {
                        if out.len() < limit {
                            out.push(json!({"at": here, "kubectl": ev.cloned().unwrap_or(json!("<absent>")),
                                            "smp": av.cloned().unwrap_or(json!("<absent>"))}));
                        }
                    }
                }
            }
        }
        (Value::Array(e), Value::Array(a)) if e.len() == a.len() => {
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                collect_differences(ev, av, &format!("{at}/{i}"), limit, out);
            }
        }
        _ => out.push(json!({"at": if at.is_empty() { "/" } else { at }, "kubectl": expected, "smp": actual})),
    }
}

fn print_case(case: &gen::Case, kubectl: &KubectlOutcome, smp: &Result<Value, String>) {
    let pretty = |v: &Value| serde_json::to_string_pretty(v).unwrap();
    eprintln!(
        "case {}:{} ({} {}), features {:?}, invalid on purpose: {:?}",
        case.seed, case.index, case.api_version, case.kind, case.features, case.deliberately_invalid
    );
    eprintln!("object:\n{}", pretty(&case.object));
    eprintln!("patch:\n{}", pretty(&case.patch));
    match &kubectl.result {
        Ok(v) => eprintln!("kubectl:\n{}", pretty(v)),
        Err(e) => eprintln!("kubectl error: {}", e.trim()),
    }
    match smp {
        Ok(v) => eprintln!("smp:\n{}", pretty(v)),
        Err(e) => eprintln!("smp error: {e}"),
    }
}

fn env_parse<T: std::str::FromStr>(name: &str) -> Option<T> {
    let text = env::var(name).ok().filter(|s| !s.trim().is_empty())?;
    Some(text.trim().parse().unwrap_or_else(|_| panic!("{name}={text:?} is not a valid number")))
}

fn clock_seed() -> u64 {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    // Keep it short enough to type.
    (nanos as u64 ^ (std::process::id() as u64).rotate_left(32)) % 1_000_000_000_000
}

/// A directory of its own under the system temporary directory, removed on drop.
struct WorkDir {
    path: PathBuf,
}

impl WorkDir {
    /// The directory of the test `name`.
    fn new(name: &str) -> WorkDir {
        let path = env::temp_dir().join(format!("smp-kubectl-differential-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).expect("create the work directory");
        WorkDir { path }
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}
