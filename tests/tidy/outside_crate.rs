//! The crates as a user gets them: `cargo package` makes the tarballs crates.io would
//! hold; a crate outside the workspace depends on `smp` alone (the tarballs of the crates
//! `smp` pins stand in for crates.io through `[patch.crates-io]`) and builds and runs
//! `tests/tidy/outside_crate_app.rs` (its `main.rs`): the `Value` path with the built-in definitions, a
//! derive, a typed `k8s-openapi` apply, a kube `plan_resource` and YAML.
//!
//! Offline, from the cargo cache the workspace's build filled, with the workspace's lock
//! file. Its build folder is `target/outside-crate` (a few minutes the first time).

use std::path::{Path, PathBuf};
use std::process::Command;

const VERSION: &str = "0.1.0";
/// `smp` and what it depends on by `=` version.
const CRATES: [&str; 5] = ["smp", "smp-runtime", "smp-derive", "smp-codegen", "smp-schemas"];

fn cargo() -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    // The workspace's choice of Kubernetes version (`.cargo/config.toml`) is not the user's:
    // the user's crate enables one on `k8s-openapi`, as its documentation asks.
    command.env_remove("K8S_OPENAPI_ENABLED_VERSION");
    command
}

fn run(command: &mut Command, what: &str) {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        output.status.success(),
        "{what} failed:\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn a_crate_outside_the_workspace_builds_on_the_packaged_crates() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let work = root.join("target").join("outside-crate");

    // Unpacked where no `.cargo/config.toml` of the workspace reaches them.
    let user = std::env::temp_dir().join(format!("smp-outside-crate-{}", std::process::id()));
    let _cleanup = Cleanup(user.clone());
    let crates = user.join("crates");
    std::fs::create_dir_all(&crates).unwrap();
    for name in CRATES {
        let tarball = super::packaged().join(format!("{name}-{VERSION}.crate"));
        run(Command::new("tar").arg("xzf").arg(&tarball).arg("-C").arg(&crates), "tar");
    }
    let path_of = |name: &str| crates.join(format!("{name}-{VERSION}")).display().to_string();
    let patches: String =
        CRATES[1..].iter().map(|name| format!("{name} = {{ path = {:?} }}\n", path_of(name))).collect();
    let app = user.join("app");
    std::fs::create_dir_all(app.join("src")).unwrap();
    std::fs::write(
        app.join("Cargo.toml"),
        format!(
            r#"[package]
name = "outside"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
smp = {{ path = {smp:?}, features = ["k8s-openapi", "kube", "yaml"] }}
k8s-openapi = {{ version = "0.29", features = ["v1_37"] }}
serde = {{ version = "1", features = ["derive"] }}
serde_json = "1"

[patch.crates-io]
{patches}"#,
            smp = path_of("smp"),
        ),
    )
    .unwrap();
    std::fs::copy(root.join("tests/tidy/outside_crate_app.rs"), app.join("src/main.rs")).unwrap();
    // The versions the workspace was tested with, all in the cargo cache.
    std::fs::copy(root.join("Cargo.lock"), app.join("Cargo.lock")).unwrap();

    let output = cargo()
        .args(["run", "--offline", "--quiet"])
        .env("CARGO_TARGET_DIR", work.join("target"))
        .current_dir(&app)
        .output()
        .expect("cargo runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "the outside crate failed:\n{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("outside crate: every step ran"), "{stdout}");
}

struct Cleanup(PathBuf);

impl Drop for Cleanup {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
