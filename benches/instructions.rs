//! The operations of `typed_path` and `value_path` on the perf Deployment, each run a
//! given number of times in one process, for an instruction counter: on a shared machine
//! the clock drifts by more than the changes being compared, a count does not
//! (`benches/instructions.sh` runs this under callgrind and prints the count of
//! [`measured`] per run).
//!
//! ```text
//! cargo bench --no-run --bench instructions
//! <binary> OPERATION RUNS     # OPERATION: one of OPERATIONS below
//! <binary> list               # the operations worth counting (all but `none`)
//! ```
//!
//! Each run makes its inputs first where the operation consumes them (`apply` copies the
//! patch: subtract `patch_clone`; `merge_owned` copies the object and the patch:
//! subtract `clone` and `patch_clone`), and drops its result, so the heap stays in a steady
//! state as under criterion.

#[path = "support/check.rs"]
mod check;
#[path = "support/field_manager.rs"]
mod field_manager;
// What `large_lists` reads of it: its inputs.
#[allow(dead_code)]
#[path = "support/env_lists.rs"]
mod env_lists;
#[path = "support/k8s.rs"]
mod k8s;
#[path = "support/perf.rs"]
mod perf;

/// How the support modules' messages start.
const BENCH: &str = "smp instructions";

use std::hint::black_box;
use std::process::ExitCode;

use serde::de::DeserializeOwned;
use serde_json::Value;
use smp::applier::Applier;
use smp::last_applied::{Annotated, LastApplied};
use smp::{typed, StrategicMerge};
use smp::{KubeVersion, Schema, ThreeWayOptions};

use k8s::Deployment;

/// What can be counted; `none` reads the inputs and runs nothing (the start-up).
const OPERATIONS: &[&str] = &[
    "none",
    "clone",
    "patch_clone",
    "apply",
    "merge_owned",
    "two_way",
    "three_way",
    "plan",
    "value_clone",
    "matcher",
    "value_apply",
    "value_two_way",
    "value_three_way",
    "bytes_apply",
    "bytes_two_way",
    "bytes_three_way",
    "floor_apply",
    "floor_two_way",
    "floor_three_way",
    // Reading the three-way inputs (original, modified, current) into documents, alone.
    "bytes_read",
    // `large_lists`' bytes operations on its one list of N items (`SMP_INSTRUCTION_N`,
    // default 1000), for the growth of the work in N apart from the caches.
    "lists_apply",
    "lists_two_way",
    "lists_three_way",
    // The typed merge of the same list's patch into an owned object (copies the object
    // and the patch, as `merge_owned` does).
    "lists_merge_owned",
    // The typed clone of that list's object, and `typed::apply` of its patch (which copies
    // the patch: subtract `lists_patch_clone`).
    "lists_clone",
    "lists_patch_clone",
    "lists_typed_apply",
    // `field_manager`'s operations on its Pod (the server-side apply field manager).
    "ssa_create",
    "ssa_apply",
    "ssa_apply_twice",
    "ssa_update_twice",
    // The same through the bytes API, on the Pod's text as Go prints it.
    "ssa_bytes_create",
    "ssa_bytes_apply",
    "ssa_bytes_apply_twice",
    "ssa_bytes_update_twice",
    // `ssa_bytes_update_twice` whose second update changes the first container's image:
    // the comparison finds one change deep in the spec.
    "ssa_bytes_update_changed",
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if args.first().is_some_and(|a| a == "list") {
        println!("{}", OPERATIONS[1..].join(" "));
        return ExitCode::SUCCESS;
    }
    let (Some(operation), Some(Ok(runs))) = (args.first(), args.get(1).map(|n| n.parse::<usize>())) else {
        eprintln!("usage: instructions OPERATION RUNS, OPERATION one of {}", OPERATIONS.join(", "));
        return ExitCode::FAILURE;
    };
    if !OPERATIONS.contains(&operation.as_str()) {
        eprintln!("instructions: unknown operation {operation:?}; one of {}", OPERATIONS.join(", "));
        return ExitCode::FAILURE;
    }
    let perf = perf::perf_dir();
    if !perf.join("deployment_original.json").is_file() {
        eprintln!("instructions: no perf Deployment in {} (set SMP_PERF_DIR)", perf.display());
        return ExitCode::FAILURE;
    }
    let bytes = |name: &str| perf::read(&perf.join(format!("deployment_{name}.json")));
    let json = |name: &str| -> Value { serde_json::from_slice(&bytes(name)).expect("the perf files are JSON") };
    fn typed_from<T: DeserializeOwned>(value: &Value) -> T {
        serde_json::from_value(value.clone()).expect("the perf files read into the bench's structs")
    }
    let (o, p, m, c) = (json("original"), json("patch"), json("modified"), json("current"));
    let (original, modified, current): (Deployment, Deployment, Deployment) =
        (typed_from(&o), typed_from(&m), typed_from(&c));
    let patch: <Deployment as StrategicMerge>::Patch = typed_from(&p);
    let schema = Schema::kubernetes(KubeVersion::V1_33).expect("the Kubernetes 1.33 definitions");
    let schema = schema.for_kind("apps/v1", "Deployment").expect("apps/v1 Deployment in the 1.33 definitions");
    let overwrite = ThreeWayOptions::default();
    let (ob, pb, mb, cb) = (bytes("original"), bytes("patch"), bytes("modified"), bytes("current"));
    let two_way_patch = smp::two_way(&o, &m, schema, &smp::TwoWayOptions::default()).expect("the two-way patch");
    let three_way_patch = smp::three_way(&o, &m, &c, schema, &overwrite).expect("the three-way patch");
    let applier = Applier::new();
    // The matcher's live object: current holding original as its last-applied annotation.
    let mut live_value = c.clone();
    live_value["metadata"]["annotations"] =
        serde_json::json!({ smp::last_applied::KUBECTL: serde_json::to_string(&o).expect("JSON prints") });
    let matcher = smp::matcher::Matcher::new();
    let mut live = current.clone();
    let stored = serde_json::to_string(&o).expect("JSON prints");
    live.annotations_mut().insert(LastApplied::kubectl().key().to_owned(), stored);

    // The length of the long lists (`lists_*`, and `ssa_*` with `SMP_INSTRUCTION_LIST`).
    let n = std::env::var("SMP_INSTRUCTION_N").ok().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let lists = operation.starts_with("lists_").then(|| env_lists::Texts::new(n, schema));
    let list = |pick: fn(&env_lists::Texts) -> &[u8]| lists.as_ref().map_or(&[][..], pick);
    let (lo, lm, lc, lp) = (list(|t| &t.original), list(|t| &t.modified), list(|t| &t.current), list(|t| &t.patch));
    let typed_lists =
        matches!(operation.as_str(), "lists_merge_owned" | "lists_clone" | "lists_patch_clone" | "lists_typed_apply")
            .then(|| {
                let parse = |text: &[u8]| serde_json::from_slice::<Value>(text).expect("the list inputs are JSON");
                (typed_from::<Deployment>(&parse(lo)), typed_from::<<Deployment as StrategicMerge>::Patch>(&parse(lp)))
            });

    let ssa = operation.strip_prefix("ssa_").map(|name| {
        let converter = smp::server_side::TypeConverter::kubernetes(KubeVersion::V1_37).expect("1.37 is compiled in");
        // The Pod (`SMP_INSTRUCTION_OBJECT=deployment`: the Deployment), or with
        // `SMP_INSTRUCTION_LIST` (`env`, `ports`) the Deployment with `SMP_INSTRUCTION_N`
        // items in that list (default 1 000).
        let object = std::env::var("SMP_INSTRUCTION_OBJECT").unwrap_or_else(|_| "pod".to_owned());
        let pod = match std::env::var("SMP_INSTRUCTION_LIST") {
            Ok(list) => field_manager::long(&list, n),
            Err(_) => {
                field_manager::inputs().into_iter().find(|(name, _)| *name == object).expect("pod or deployment").1
            }
        };
        let manager = field_manager::manager(converter, &pod);
        let run = field_manager::operations().into_iter().find(|(n, _)| *n == name).map(|(_, run)| run);
        let bytes_name = if name == "bytes_update_changed" { "bytes_update_twice" } else { name };
        let run_bytes =
            field_manager::bytes_operations().into_iter().find(|(n, _)| *n == bytes_name).map(|(_, run)| run);
        assert!(run.is_some() || run_bytes.is_some(), "a field manager operation: {name}");
        let text = smp::bytes::to_vec(&pod);
        // The object as the second update of `ssa_bytes_update_changed` writes it.
        let changed = (name == "bytes_update_changed").then(|| {
            let mut changed = pod.clone();
            let spec =
                if changed["kind"] == "Pod" { &mut changed["spec"] } else { &mut changed["spec"]["template"]["spec"] };
            spec["containers"][0]["image"] = "registry.example/changed:2".into();
            smp::bytes::to_vec(&changed)
        });
        // Once before counting: the converter builds what it caches on first use.
        run.map(|run| run(&manager, &pod));
        run_bytes.map(|run| run(&manager, &text));
        (manager, pod, text, run, run_bytes, changed)
    });

    for _ in 0..runs {
        measured(&mut || match operation.as_str() {
            "clone" => drop(black_box(black_box(&original).clone())),
            "patch_clone" => drop(black_box(black_box(&patch).clone())),
            "apply" => drop(black_box(typed::apply(black_box(&original), patch.clone()).unwrap())),
            "merge_owned" => {
                let (object, patch) = (original.clone(), patch.clone());
                drop(black_box(typed::apply_owned(object, black_box(patch)).unwrap()));
            }
            "two_way" => drop(black_box(
                typed::two_way(black_box(&original), black_box(&modified), &smp::TwoWayOptions::default()).unwrap(),
            )),
            "three_way" => drop(black_box(typed::three_way(&original, &modified, &current, &overwrite).unwrap())),
            "plan" => drop(black_box(applier.plan_typed(black_box(&modified), Some(&live)).unwrap())),
            "value_clone" => drop(black_box(black_box(&o).clone())),
            "matcher" => drop(black_box(matcher.calculate(black_box(&m), Some(&live_value), Some(schema)).unwrap())),
            "value_apply" => drop(black_box(smp::apply(black_box(&o), &p, schema).unwrap())),
            "value_two_way" => {
                drop(black_box(smp::two_way(black_box(&o), &m, schema, &smp::TwoWayOptions::default()).unwrap()))
            }
            "value_three_way" => drop(black_box(smp::three_way(black_box(&o), &m, &c, schema, &overwrite).unwrap())),
            "bytes_apply" => drop(black_box(smp::bytes::apply(black_box(&ob), &pb, schema).unwrap())),
            "bytes_two_way" => drop(black_box(
                smp::bytes::two_way(black_box(&ob), &mb, schema, &smp::TwoWayOptions::default()).unwrap(),
            )),
            "bytes_three_way" => {
                drop(black_box(smp::bytes::three_way(black_box(&ob), &mb, &cb, schema, &overwrite).unwrap()))
            }
            "bytes_read" => {
                for text in [&ob, &mb, &cb] {
                    smp::bytes::validate(black_box(text)).unwrap();
                }
            }
            "lists_apply" => drop(black_box(smp::bytes::apply(black_box(lo), lp, schema).unwrap())),
            "lists_two_way" => {
                drop(black_box(smp::bytes::two_way(black_box(lo), lm, schema, &smp::TwoWayOptions::default()).unwrap()))
            }
            "lists_three_way" => {
                drop(black_box(smp::bytes::three_way(black_box(lo), lm, lc, schema, &overwrite).unwrap()))
            }
            "lists_merge_owned" => {
                let (object, patch) = typed_lists.clone().expect("made for this operation");
                drop(black_box(typed::apply_owned(object, black_box(patch)).unwrap()));
            }
            "lists_clone" => {
                let (object, _) = typed_lists.as_ref().expect("made for this operation");
                drop(black_box(black_box(object).clone()));
            }
            "lists_patch_clone" => {
                let (_, patch) = typed_lists.as_ref().expect("made for this operation");
                drop(black_box(black_box(patch).clone()));
            }
            "lists_typed_apply" => {
                let (object, patch) = typed_lists.as_ref().expect("made for this operation");
                drop(black_box(typed::apply(black_box(object), patch.clone()).unwrap()));
            }
            "floor_apply" => drop(black_box(json_floor(&[&ob, &pb], &m))),
            "floor_two_way" => drop(black_box(json_floor(&[&ob, &mb], &two_way_patch))),
            "floor_three_way" => drop(black_box(json_floor(&[&ob, &mb, &cb], &three_way_patch))),
            _ if ssa.is_some() => {
                let (manager, pod, text, run, run_bytes, changed) = ssa.as_ref().expect("an ssa_ operation");
                if let Some(changed) = changed {
                    let live = manager.update_bytes(None, black_box(text), "controller").unwrap();
                    drop(black_box(manager.update_bytes(Some(&live), changed, "other-controller").unwrap()));
                } else if let Some(run) = run {
                    drop(black_box(run(manager, black_box(pod))));
                } else if let Some(run) = run_bytes {
                    drop(black_box(run(manager, black_box(text))));
                }
            }
            _ => {}
        });
    }
    ExitCode::SUCCESS
}

/// One run of the operation: what `instructions.sh` counts (its instructions, inclusive),
/// apart from the set-up, whose heap it shares but whose work it does not.
#[inline(never)]
fn measured(run: &mut dyn FnMut()) {
    run();
}

/// The JSON floor of `value_path`: serde_json's parse of the inputs into `Value`s and Go's
/// print of the output, with no merge work between.
fn json_floor(inputs: &[&[u8]], output: &Value) -> Vec<u8> {
    for bytes in inputs {
        black_box(serde_json::from_slice::<Value>(black_box(bytes)).unwrap());
    }
    smp::bytes::to_vec(black_box(output))
}
