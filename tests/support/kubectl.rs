//! Finding the kubectl binary for the tests that use it as an oracle
//! (`kubectl_differential`, `apply_kubectl`, ...), and running `kubectl patch --local`.
//!
//! - `SMP_KUBECTL`: the kubectl binary (default: `kubectl` on `PATH`).
//! - `SMP_REQUIRE_KUBECTL=1`: a missing kubectl fails the test instead of skipping it
//!   (loudly); CI sets it.

#![allow(dead_code)]

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// kubectl from `SMP_KUBECTL` or `PATH`, checked to run. `None` (after a loud message
/// naming `test`, e.g. `"kubectl differential"`) when there is none, unless
/// `SMP_REQUIRE_KUBECTL=1`, which panics instead.
pub fn find_kubectl(test: &str) -> Option<PathBuf> {
    let required = env_flag("SMP_REQUIRE_KUBECTL");
    let missing = |why: String| -> Option<PathBuf> {
        if required {
            panic!("{test}: {why}, and SMP_REQUIRE_KUBECTL=1");
        }
        loud(&format!(
            "\n**********************************************************************\n\
             *** SKIPPED: kubectl not found: {why}\n\
             *** The {test} test did NOT run. Install kubectl or set\n\
             *** SMP_KUBECTL; set SMP_REQUIRE_KUBECTL=1 to make this a failure.\n\
             **********************************************************************\n"
        ));
        None
    };
    let candidate = match env::var_os("SMP_KUBECTL").filter(|s| !s.is_empty()) {
        Some(path) => PathBuf::from(path),
        None => {
            let names: &[&str] = if cfg!(windows) { &["kubectl.exe", "kubectl"] } else { &["kubectl"] };
            let found = env::var_os("PATH").and_then(|paths| {
                env::split_paths(&paths).flat_map(|dir| names.iter().map(move |n| dir.join(n))).find(|p| p.is_file())
            });
            match found {
                Some(path) => path,
                None => return missing("no kubectl on PATH and SMP_KUBECTL is not set".into()),
            }
        }
    };
    match Command::new(&candidate).args(["version", "--client", "-o", "json"]).output() {
        Ok(out) if out.status.success() => {
            let version = serde_json::from_slice::<Value>(&out.stdout)
                .ok()
                .and_then(|v| v.pointer("/clientVersion/gitVersion").and_then(Value::as_str).map(str::to_owned))
                .unwrap_or_else(|| "unknown version".into());
            eprintln!("{test}: using {} ({version})", candidate.display());
            Some(candidate)
        }
        Ok(out) => missing(format!(
            "{} does not run ({}): {}",
            candidate.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        )),
        Err(e) => missing(format!("{} cannot be run: {e}", candidate.display())),
    }
}

/// Straight to the process's stderr, past the test harness's capture: the seeds, the
/// summary and a skip must show in every CI log, passing or not.
pub fn loud(message: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{message}");
}

/// Whether the environment variable `name` is `1` or `true` (any case).
pub fn env_flag(name: &str) -> bool {
    env::var(name).map(|v| v == "1" || v.eq_ignore_ascii_case("true")).unwrap_or(false)
}

/// Runs `kubectl patch --local --type strategic -o json -f OBJECT --patch-file PATCH`:
/// the Go reference applying a strategic merge patch, offline. `scratch` is a folder of
/// the caller's; kubectl is pointed at a kubeconfig there that does not exist, so that it
/// never reaches for a cluster or the user's configuration.
pub fn patch_local(kubectl: &Path, object_file: &Path, patch_file: &Path, scratch: &Path) -> std::process::Output {
    Command::new(kubectl)
        .args(["patch", "--local", "--type", "strategic", "-o", "json", "-f"])
        .arg(object_file)
        .arg("--patch-file")
        .arg(patch_file)
        .env("KUBECONFIG", scratch.join("no-kubeconfig"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", kubectl.display()))
}
