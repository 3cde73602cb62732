//! The heap a typed patch holds: the bytes and allocations of one copy of the perf
//! Deployment's patch, of the two-way patch the typed diff makes of the perf Deployment,
//! and of the patch of one list of N env items (`SMP_INSTRUCTION_N`, default 1000), counted
//! by a counting global allocator.
//!
//! ```text
//! SMP_PERF_DIR=../shared/perf cargo bench --bench patch_heap
//! ```

#[path = "support/check.rs"]
mod check;
#[path = "support/counting.rs"]
mod counting;
#[allow(dead_code)]
#[path = "support/env_lists.rs"]
mod env_lists;
#[path = "support/k8s.rs"]
mod k8s;
#[path = "support/perf.rs"]
mod perf;

/// How the support modules' messages start.
const BENCH: &str = "smp patch_heap";

use std::hint::black_box;
use std::process::ExitCode;

use serde::de::DeserializeOwned;
use smp::{typed, KubeVersion, Schema, StrategicMerge};

use k8s::Deployment;

type PatchOf<T> = <T as StrategicMerge>::Patch;
type DeploymentPatch = PatchOf<Deployment>;

/// What a copy of `value` holds: bytes, allocations.
fn held<T: Clone>(value: &T) -> (usize, usize) {
    let (bytes, allocations) = (counting::held(), counting::allocations());
    let copy = black_box(value.clone());
    let held = (counting::held() - bytes, counting::allocations() - allocations);
    drop(copy);
    held
}

fn typed_from<T: DeserializeOwned>(bytes: &[u8]) -> T {
    serde_json::from_slice(bytes).expect("the inputs read into the bench's structs")
}

fn main() -> ExitCode {
    let perf = perf::perf_dir();
    if !perf.join("deployment_original.json").is_file() {
        println!("{BENCH}: no perf Deployment in {} (set SMP_PERF_DIR). Nothing was measured.", perf.display());
        return ExitCode::SUCCESS;
    }
    let bytes = |name: &str| perf::read(&perf.join(format!("deployment_{name}.json")));
    let patch: DeploymentPatch = typed_from(&bytes("patch"));
    let (original, modified): (Deployment, Deployment) =
        (typed_from(&bytes("original")), typed_from(&bytes("modified")));
    let two_way = typed::two_way(&original, &modified, &smp::TwoWayOptions::default()).expect("the two-way patch");
    let schema = Schema::kubernetes(KubeVersion::V1_33).expect("the Kubernetes 1.33 definitions");
    let schema = schema.for_kind("apps/v1", "Deployment").expect("apps/v1 Deployment");
    let n = std::env::var("SMP_INSTRUCTION_N").ok().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let lists = env_lists::Texts::new(n, schema);
    let list_patch: DeploymentPatch = typed_from(&lists.patch);
    // What is measured is what the files say: each patch writes back its JSON.
    let json = |bytes: &[u8]| serde_json::from_slice::<serde_json::Value>(bytes).expect("the inputs are JSON");
    for (name, typed, text) in [("perf", &patch, &bytes("patch")[..]), ("list", &list_patch, &lists.patch[..])] {
        if serde_json::to_value(typed).ok() != Some(json(text)) {
            eprintln!("{BENCH}: the typed {name} patch does not write back its JSON");
            return ExitCode::FAILURE;
        }
    }
    println!("{:<40} {:>10} {:>12}", "patch", "bytes", "allocations");
    for (name, patch) in [("perf Deployment patch", &patch), ("its two-way patch", &two_way)] {
        let (bytes, allocations) = held(patch);
        println!("{name:<40} {bytes:>10} {allocations:>12}");
    }
    let (bytes, allocations) = held(&list_patch);
    println!("{:<40} {bytes:>10} {allocations:>12}", format!("one list of N = {n} env items"));
    // What a patch type costs where it is held inline (a list's items, an absent field).
    println!("\n{:<40} {:>10}", "patch type", "size");
    for (name, size) in [
        ("DeploymentPatch", std::mem::size_of::<DeploymentPatch>()),
        ("PodSpecPatch", std::mem::size_of::<PatchOf<k8s::PodSpec>>()),
        ("ContainerPatch", std::mem::size_of::<PatchOf<k8s::Container>>()),
        ("EnvVarPatch", std::mem::size_of::<PatchOf<k8s::EnvVar>>()),
    ] {
        println!("{name:<40} {size:>10}");
    }
    ExitCode::SUCCESS
}
