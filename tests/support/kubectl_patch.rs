//! `kubectl patch --local` (the Go reference as kubectl embeds it) applying a strategic
//! merge patch a test computed. Without kubectl the checks are skipped loudly (a
//! failure under `SMP_REQUIRE_KUBECTL=1`).
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use serde_json::Value;

/// kubectl, found once per test binary (`None`: skipped).
pub fn kubectl() -> Option<&'static PathBuf> {
    static KUBECTL: OnceLock<Option<PathBuf>> = OnceLock::new();
    KUBECTL.get_or_init(|| crate::kubectl_support::find_kubectl("kubectl patch check")).as_ref()
}

/// kubectl's result of applying `patch` to `live` (a built-in kind), or its error
/// output; `None` without kubectl.
pub fn kubectl_patch(live: &Value, patch: &Value) -> Option<Result<Value, String>> {
    static RUN: AtomicUsize = AtomicUsize::new(0);
    let kubectl = kubectl()?;
    let run = RUN.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("smp-kubectl-patch-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let object_file = dir.join("object.json");
    let patch_file = dir.join("patch.json");
    std::fs::write(&object_file, serde_json::to_vec(live).unwrap()).expect("write the object");
    std::fs::write(&patch_file, serde_json::to_vec(patch).unwrap()).expect("write the patch");
    let output = crate::kubectl_support::patch_local(kubectl, &object_file, &patch_file, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    if !output.status.success() {
        return Some(Err(String::from_utf8_lossy(&output.stderr).into_owned()));
    }
    Some(Ok(serde_json::from_slice(&output.stdout).expect("kubectl prints JSON")))
}

/// Asserts that kubectl, applying `patch` to `live`, gives `expected`.
pub fn check_strategic_result(live: &Value, patch: &Value, expected: &Value) {
    match kubectl_patch(live, patch) {
        None => {}
        Some(Err(error)) => panic!("kubectl refused the patch {patch}:\n{error}"),
        Some(Ok(result)) => assert_eq!(&result, expected, "kubectl's result differs from smp's for patch {patch}"),
    }
}
