//! Memory and time of smp on one very long keyed list: a Deployment whose container has
//! N `env` items (merged by `name`), for N = 10^3, 10^4 and 10^5 (and 10^6 with
//! `SMP_BENCH_LARGE=1`), and a case the reference crashes on (`$patch: delete` items with
//! uncomparable merge keys), which must stay linear. See `benches/README.md`.
//!
//! ```text
//! cargo bench --bench large_lists                      # N = 10^3, 10^4, 10^5: about 4 minutes on 2 cores
//! SMP_BENCH_LARGE=1 cargo bench --bench large_lists    # also N = 10^6 (about 8 minutes, up to ~7 GB)
//! SMP_BENCH_QUICK=1 cargo bench --bench large_lists    # no criterion: the best of 3 timed runs
//! cargo bench --bench large_lists -- N=10000/          # a filter (a substring of `large_lists/N=10000/apply`)
//! ```
//!
//! A counting global allocator tracks the bytes the process holds. Each operation runs
//! once untimed (the correctness guard, which also fills any lazy caches), then once
//! measured: "peak extra" is the most the process held during the call minus what it
//! held before (its inputs and everything else), so it counts smp's own work *and* the
//! result it returns ("output", what is still held after the call).

#[path = "support/check.rs"]
mod check;
#[path = "support/counting.rs"]
mod counting;
#[path = "support/env_lists.rs"]
mod env_lists;
#[path = "support/perf.rs"]
mod perf;

/// How this benchmark's messages start (`check`).
const BENCH: &str = "smp large-lists bench";

use std::fmt::Write as _;
use std::fs;
use std::time::{Duration, Instant, SystemTime};

use check::{ok, require};
use criterion::{black_box, Criterion, SamplingMode};
use env_lists::{deployment, env_item, var_name, Texts};
use perf::{criterion_dir, env_flag, fresh_medians, human};
use serde_json::{json, Value};
use smp::last_applied::{Encoding, LastApplied};
use smp::matcher::Matcher;
use smp::{KubeVersion, Schema, SchemaRef, ThreeWayOptions};

/// What one call allocated beyond what was held before it.
#[derive(Clone, Copy, Default)]
struct Footprint {
    /// The most held during the call, minus what was held before.
    peak_extra: usize,
    /// Still held after the call: the result.
    output: usize,
}

/// Runs `op` once, timing it and counting its allocations.
fn measured<T>(op: impl FnOnce() -> T) -> (T, Footprint, Duration) {
    let before = counting::reset_peak();
    let start = Instant::now();
    let out = op();
    let elapsed = start.elapsed();
    let footprint = Footprint {
        peak_extra: counting::peak().saturating_sub(before),
        output: counting::held().saturating_sub(before),
    };
    (out, footprint, elapsed)
}

/// The most bytes held while JSON text is read into smp's own document (what the bytes
/// functions read it into; `bytes::validate` reads it and builds nothing else).
fn document_held(text: &[u8]) -> usize {
    let ((), footprint, _) = measured(|| ok("reading a document", smp::bytes::validate(text)));
    footprint.peak_extra
}

/// Parses JSON text as smp does, counting the bytes the `Value` holds.
fn parsed(text: &[u8]) -> (Value, usize) {
    let before = counting::held();
    let value = ok("smp::bytes::parse", smp::bytes::parse(text));
    (value, counting::held() - before)
}

// ---------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq)]
enum Op {
    Apply,
    TwoWay,
    ThreeWay,
    Matcher,
}

impl Op {
    const ALL: [Op; 4] = [Op::Apply, Op::TwoWay, Op::ThreeWay, Op::Matcher];

    fn name(self) -> &'static str {
        match self {
            Op::Apply => "apply",
            Op::TwoWay => "two_way",
            Op::ThreeWay => "three_way",
            Op::Matcher => "matcher",
        }
    }

    /// The inputs' text, in the order `run` takes them.
    fn inputs(self, t: &Texts) -> Vec<&[u8]> {
        match self {
            Op::Apply => vec![&t.original, &t.patch],
            Op::TwoWay => vec![&t.original, &t.modified],
            Op::ThreeWay => vec![&t.original, &t.modified, &t.current],
            Op::Matcher => vec![&t.live, &t.modified],
        }
    }

    /// The operation on its parsed inputs; its result as a `Value` (the matcher's patch).
    fn run(self, inputs: &[Value], schema: SchemaRef<'_>) -> Value {
        let overwrite = ThreeWayOptions::default().overwrite(true);
        match self {
            Op::Apply => ok("apply", smp::apply(&inputs[0], &inputs[1], schema)),
            Op::TwoWay => ok("two_way", smp::two_way(&inputs[0], &inputs[1], schema, &smp::TwoWayOptions::default())),
            Op::ThreeWay => ok("three_way", smp::three_way(&inputs[0], &inputs[1], &inputs[2], schema, &overwrite)),
            Op::Matcher => {
                // Lists this long make an annotation beyond what an API server stores (and,
                // from 10^5 items, beyond the default decoded bound): raise the bound.
                let matcher = Matcher::new().last_applied(LastApplied::kubectl().max_decoded_len(usize::MAX));
                ok("matcher", matcher.calculate(&inputs[1], Some(&inputs[0]), Some(schema))).patch
            }
        }
    }

    /// The correctness guard (not timed): the result, applied where it belongs, gives
    /// the expected document.
    fn check(self, t: &Texts, inputs: &[Value], result: &Value, schema: SchemaRef<'_>) {
        let n = t.n;
        let modified = || parsed(&t.modified).0;
        match self {
            Op::Apply => require(&format!("N={n}: apply(original, patch) == modified"), &modified(), result),
            Op::TwoWay => {
                let applied = ok("apply(two_way patch)", smp::apply(&inputs[0], result, schema));
                require(
                    &format!("N={n}: apply(original, two_way(original, modified)) == modified"),
                    &modified(),
                    &applied,
                );
            }
            Op::ThreeWay | Op::Matcher => {
                // The live object, patched, holds modified's env items and the webhook's.
                let current = parsed(&t.current).0;
                let applied = ok("apply(current, three_way patch)", smp::apply(&current, result, schema));
                let names = |doc: &Value| -> Vec<String> {
                    let env = doc.pointer("/spec/template/spec/containers/0/env").and_then(Value::as_array);
                    let mut names: Vec<String> =
                        env.into_iter().flatten().filter_map(|item| item["name"].as_str().map(str::to_owned)).collect();
                    names.sort();
                    names
                };
                let mut expected = names(&modified());
                expected.extend(names(&current).into_iter().filter(|name| name.starts_with("INJECTED_")));
                expected.sort();
                let (expected, got) = (json!(expected), json!(names(&applied)));
                require(&format!("N={n}: {}: the patched live object's env names", self.name()), &expected, &got);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------------------

/// One row of the table.
#[derive(Default)]
struct Row {
    /// Criterion's id of the case.
    id: String,
    n: usize,
    case: String,
    /// The inputs as held: `Value`s, or smp's document for the bytes rows.
    input_held: usize,
    input_text: usize,
    footprint: Footprint,
    /// The best of the untimed runs (the criterion median replaces it when there is one).
    best: Duration,
    /// What the call returned, for the uncomparable-keys case (`ok` or the error).
    outcome: String,
}

struct Bench<'s> {
    schema: SchemaRef<'s>,
    quick: bool,
    /// Whether criterion times the cases (`cargo bench`; not `cargo test --bench`).
    timed: bool,
    filter: Option<String>,
    rows: Vec<Row>,
    criterion: Criterion,
}

impl Bench<'_> {
    fn wanted(&self, id: &str) -> bool {
        self.filter.as_deref().is_none_or(|filter| id.contains(filter))
    }

    /// `op` on its inputs parsed into `Value`s ([`Bench::count`]).
    fn case(&mut self, t: &Texts, op: Op) {
        let id = format!("large_lists/N={}/{}", t.n, op.name());
        if !self.wanted(&id) {
            return;
        }
        let texts = op.inputs(t);
        let mut input_held = 0;
        let inputs: Vec<Value> = texts
            .iter()
            .map(|text| {
                let (value, bytes) = parsed(text);
                input_held += bytes;
                value
            })
            .collect();
        let input_text = texts.iter().map(|text| text.len()).sum();
        let row = Row { id, n: t.n, case: op.name().to_owned(), input_held, input_text, ..Row::default() };
        let check = |result: &Value, schema: SchemaRef<'_>| op.check(t, &inputs, result, schema);
        self.count(row, |schema| op.run(&inputs, schema), check);
    }

    /// `op` on the inputs' text (`smp::bytes`, its own document between): checked to print
    /// what the `Value` operation returns, then counted and timed as [`Bench::case`] does.
    /// Its "peak extra" holds the documents it reads as well as its work and its output;
    /// its "inputs held" is those documents.
    fn bytes_case(&mut self, t: &Texts, op: Op) {
        let id = format!("large_lists/N={}/bytes_{}", t.n, op.name());
        if op == Op::Matcher || !self.wanted(&id) {
            return;
        }
        let texts = op.inputs(t);
        let overwrite = ThreeWayOptions::default().overwrite(true);
        let run = |schema: SchemaRef<'_>| -> Vec<u8> {
            let result = match op {
                Op::Apply => smp::bytes::apply(texts[0], texts[1], schema),
                Op::TwoWay => smp::bytes::two_way(texts[0], texts[1], schema, &smp::TwoWayOptions::default()),
                Op::ThreeWay => smp::bytes::three_way(texts[0], texts[1], texts[2], schema, &overwrite),
                Op::Matcher => unreachable!("the matcher has no bytes form"),
            };
            ok("the bytes operation", result)
        };
        let check = |result: &Vec<u8>, schema: SchemaRef<'_>| {
            let inputs: Vec<Value> = texts.iter().map(|text| parsed(text).0).collect();
            let expected = op.run(&inputs, schema);
            let what = format!("N={}: bytes {} gives the Value result", t.n, op.name());
            require(&what, &expected, &parsed(result).0);
            assert!(smp::bytes::to_vec(&expected) == *result, "{BENCH}: {what}: the same value, other bytes");
        };
        let input_text = texts.iter().map(|text| text.len()).sum();
        let input_held = texts.iter().map(|text| document_held(text)).sum();
        let case = format!("bytes {}", op.name());
        let row = Row { id, n: t.n, case, input_held, input_text, ..Row::default() };
        self.count(row, run, check);
    }

    /// Runs a case once to check it and warm it up, once to count its memory, and (quick
    /// mode) once more to time it; then criterion times it. `row` has all but the figures.
    fn count<T>(&mut self, mut row: Row, run: impl Fn(SchemaRef<'_>) -> T, check: impl FnOnce(&T, SchemaRef<'_>)) {
        let schema = self.schema;
        let (result, _, first) = measured(|| run(schema));
        check(&result, schema);
        drop(result);
        let (result, footprint, second) = measured(|| run(schema));
        drop(result);
        let mut best = first.min(second);
        if self.quick {
            let (result, _, third) = measured(|| run(schema));
            drop(result);
            best = best.min(third);
        }
        eprintln!(
            "{BENCH}: {}: {} per call, peak extra {}",
            row.id,
            human(best.as_nanos() as f64),
            mb(footprint.peak_extra)
        );
        let id = row.id.clone();
        (row.footprint, row.best) = (footprint, best);
        self.rows.push(row);
        self.time(&id, best, run);
    }

    /// Criterion on one case: flat sampling, 10 samples, a measurement time that fits them.
    fn time<T>(&mut self, id: &str, per_call: Duration, run: impl Fn(SchemaRef<'_>) -> T) {
        if self.quick || !self.timed {
            return;
        }
        let (group_name, bench_name) = id.rsplit_once('/').unwrap_or((id, ""));
        let schema = self.schema;
        let mut group = self.criterion.benchmark_group(group_name);
        group.sampling_mode(SamplingMode::Flat).sample_size(10).warm_up_time(Duration::from_millis(300));
        group.measurement_time(per_call.mul_f64(13.0).max(Duration::from_secs(1)));
        group.bench_function(bench_name, |b| b.iter(|| run(black_box(schema))));
        group.finish();
    }

    /// A live object whose compressed last-applied annotation (`encoding`) inflates to
    /// `inflated` bytes, far past the reader's bound: the matcher must refuse it at the
    /// cost of the bound, not of the bomb (`tests/annotation_bombs.rs` asserts the memory).
    fn bomb(&mut self, encoding: Encoding, inflated: usize) {
        let name = if encoding == Encoding::ZipBase64 { "zip" } else { "gzip" };
        let id = format!("large_lists/bomb/{name}/N={inflated}");
        if !self.wanted(&id) {
            return;
        }
        const KEY: &str = "example.com/last-applied";
        let config_map = |data: &str| json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a"}, "data": {"x": data}});
        let unbounded = LastApplied::new(KEY).encoding(encoding).max_decoded_len(usize::MAX);
        let annotated = ok("annotate the bomb", unbounded.annotate(&config_map(&" ".repeat(inflated))));
        // A small live object holding only the annotation.
        let mut live = config_map("1");
        live["metadata"]["annotations"] = json!({ KEY: annotated["metadata"]["annotations"][KEY] });
        drop(annotated);
        let live_text = smp::bytes::to_vec(&live);
        drop(live);
        let (live, live_bytes) = parsed(&live_text);
        let desired = config_map("1");
        let matcher = Matcher::new().last_applied(LastApplied::new(KEY));
        let run = || matcher.calculate(&desired, Some(&live), None);
        let (_, _, first) = measured(run);
        let (result, footprint, second) = measured(run);
        let outcome = match &result {
            Ok(_) => "ok".to_owned(),
            Err(e) => format!("error: {}", e.kind()).chars().take(60).collect(),
        };
        drop(result);
        let best = first.min(second);
        eprintln!(
            "{BENCH}: {id}: {} per call, peak extra {}, {outcome}",
            human(best.as_nanos() as f64),
            mb(footprint.peak_extra)
        );
        self.rows.push(Row {
            id: id.clone(),
            n: inflated,
            case: format!("{name} bomb, matcher"),
            input_held: live_bytes,
            input_text: live_text.len(),
            footprint,
            best,
            outcome,
        });
        self.time(&id, best, |_| run().map_or(Value::Null, |m| m.patch));
    }

    /// `$patch: delete` items whose merge key is a list, against live items whose key is
    /// a map: Go crashes comparing them; smp must answer in linear time.
    fn uncomparable(&mut self, n: usize) {
        let live = deployment((0..n).map(|i| json!({"name": {"id": i}, "value": "v"})).collect(), "app:1");
        let deletes: Vec<Value> = (0..n).map(|i| json!({"name": [i], "$patch": "delete"})).collect();
        let patch = json!({"spec": {"template": {"spec": {"containers": [{"name": "app", "env": deletes}]}}}});
        self.apply_once(&format!("large_lists/uncomparable/N={n}"), n, "uncomparable delete keys", live, patch);
    }

    /// An empty `$setElementOrder` list beside a patch of a tenth of the items changed and
    /// a tenth new: the new ones have no rank, so Go's comparison is no order and its sort
    /// algorithm decides (`n log² n`), which smp runs step for step.
    fn unranked(&mut self, n: usize) {
        let live = deployment((0..n).map(env_item).collect(), "app:1");
        let changed = (0..n).step_by(10).map(|i| json!({"name": var_name(i), "value": "changed"}));
        let added = (0..n / 10).map(|i| json!({"name": format!("NEW_{i}"), "value": "new"}));
        let env: Vec<Value> = changed.chain(added).collect();
        let patch = json!({"spec": {"template": {"spec": {"containers": [
            {"name": "app", "env": env, "$setElementOrder/env": []}]}}}});
        self.apply_once(&format!("large_lists/unranked/N={n}"), n, "empty $setElementOrder (Go's sort)", live, patch);
    }

    /// Times and counts one `smp::apply` of `patch` to `live`, read from their JSON text.
    fn apply_once(&mut self, id: &str, n: usize, case: &str, live: Value, patch: Value) {
        if !self.wanted(id) {
            return;
        }
        let (live_text, patch_text) = (smp::bytes::to_vec(&live), smp::bytes::to_vec(&patch));
        drop((live, patch));
        let (live, live_bytes) = parsed(&live_text);
        let (patch, patch_bytes) = parsed(&patch_text);
        let schema = self.schema;
        let run = |schema: SchemaRef<'_>| smp::apply(&live, &patch, schema);
        let (_, _, first) = measured(|| run(schema));
        let (result, footprint, second) = measured(|| run(schema));
        let outcome = match &result {
            Ok(_) => "ok".to_owned(),
            Err(e) => format!("error: {e}"),
        };
        drop(result);
        eprintln!("{BENCH}: {id}: {} per call, {outcome}", human(first.min(second).as_nanos() as f64));
        self.rows.push(Row {
            id: id.to_owned(),
            n,
            case: case.to_owned(),
            input_held: live_bytes + patch_bytes,
            input_text: live_text.len() + patch_text.len(),
            footprint,
            best: first.min(second),
            outcome,
        });
        self.time(id, first.min(second), |schema| run(schema).unwrap_or(Value::Null));
    }
}

// ---------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------

fn mb(bytes: usize) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

fn ratio(a: usize, b: usize) -> String {
    if a == 0 || b == 0 {
        "-".to_owned()
    } else {
        format!("{:.2}", a as f64 / b as f64)
    }
}

/// `ln(t2 / t1) / ln(n2 / n1)`: 1 is linear.
fn slope((n1, t1): (usize, f64), (n2, t2): (usize, f64)) -> f64 {
    (t2 / t1).ln() / (n2 as f64 / n1 as f64).ln()
}

fn table(rows: &[Row], since: SystemTime) -> String {
    let medians = fresh_medians(since);
    let time_of = |row: &Row| -> (f64, &'static str) {
        match medians.iter().find(|(name, _)| name.trim_end_matches('/') == row.id.trim_end_matches('/')) {
            Some(&(_, ns)) => (ns, ""),
            None => (row.best.as_nanos() as f64, " *"),
        }
    };
    let mut text = String::new();
    let _ = writeln!(
        text,
        "\n## large lists (peak extra = most held during the call minus what was held before; \
         inputs held = as `Value`s, or for the bytes rows as smp's document)\n"
    );
    let _ = writeln!(
        text,
        "| N | case | time | per item | inputs held | inputs as JSON | held / JSON | peak extra | output | \
         extra / held | extra / JSON |"
    );
    let _ = writeln!(text, "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for row in rows {
        let (ns, mark) = time_of(row);
        let _ = writeln!(
            text,
            "| {} | {}{} | {}{mark} | {} | {} | {} | {} | {} | {} | {} | {} |",
            row.n,
            row.case,
            if row.outcome.is_empty() { String::new() } else { format!(" ({})", row.outcome) },
            human(ns),
            human(ns / row.n as f64),
            mb(row.input_held),
            mb(row.input_text),
            ratio(row.input_held, row.input_text),
            mb(row.footprint.peak_extra),
            mb(row.footprint.output),
            ratio(row.footprint.peak_extra, row.input_held),
            ratio(row.footprint.peak_extra, row.input_text),
        );
    }
    let _ = writeln!(text, "\n(* no criterion median in this run: the best untimed call)\n\ngrowth of the time in N:");
    let mut cases: Vec<&str> = rows.iter().map(|row| row.case.as_str()).collect();
    cases.dedup();
    cases.sort();
    cases.dedup();
    for case in cases {
        let points: Vec<(usize, f64)> = rows.iter().filter(|r| r.case == case).map(|r| (r.n, time_of(r).0)).collect();
        if points.len() < 2 {
            continue;
        }
        let steps: Vec<String> = points.windows(2).map(|w| format!("{:.2}", slope(w[0], w[1]))).collect();
        let overall = slope(points[0], points[points.len() - 1]);
        let _ = writeln!(text, "  {case:<26} slope {overall:.2} [{}]", steps.join(" / "));
    }
    text
}

// ---------------------------------------------------------------------------------------

fn main() {
    let since = SystemTime::now();
    let timed = std::env::args().any(|arg| arg == "--bench");
    let large = env_flag("SMP_BENCH_LARGE");
    let sizes: Vec<usize> = if !timed {
        vec![10_000]
    } else if large {
        vec![1_000, 10_000, 100_000, 1_000_000]
    } else {
        vec![1_000, 10_000, 100_000]
    };
    let filter = std::env::args().skip(1).find(|arg| !arg.starts_with('-'));
    let schemas = Schema::kubernetes(KubeVersion::V1_33).expect("the Kubernetes 1.33 definitions");
    let schema = schemas.for_kind("apps/v1", "Deployment").expect("apps/v1 Deployment in the 1.33 definitions");
    let criterion = Criterion::default().configure_from_args();
    let mut bench = Bench { schema, quick: env_flag("SMP_BENCH_QUICK"), timed, filter, rows: Vec::new(), criterion };

    for &n in &sizes {
        let texts = Texts::new(n, schema);
        for op in Op::ALL {
            bench.case(&texts, op);
        }
        for op in Op::ALL {
            bench.bytes_case(&texts, op);
        }
    }
    let uncomparable_sizes: &[usize] = if timed { &[10_000, 100_000] } else { &[10_000] };
    for &n in uncomparable_sizes {
        bench.uncomparable(n);
        bench.unranked(n);
    }
    for encoding in [Encoding::ZipBase64, Encoding::GzipBase64] {
        bench.bomb(encoding, 64 << 20);
    }
    bench.criterion.final_summary();
    let text = table(&bench.rows, since);
    println!("{text}");
    let path = criterion_dir().join("smp_large_lists.md");
    if fs::create_dir_all(criterion_dir()).and_then(|()| fs::write(&path, &text)).is_ok() {
        println!("(table written to {})", path.display());
    }
}
