//! What `cargo test` enforces of the code itself: it is formatted as `rustfmt.toml` says,
//! the workspace and `fuzz/` (outside the workspace) alike, as `cargo fmt --check` finds.
//!
//! - `SMP_REQUIRE_RUSTFMT=1`: a missing rustfmt fails the test instead of skipping it
//!   (loudly); CI sets it, and `.ci/run` installs the component.

use std::path::Path;
use std::process::Command;

#[test]
fn the_code_is_formatted() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let available = Command::new(&cargo).args(["fmt", "--version"]).output().is_ok_and(|out| out.status.success());
    if !available {
        assert!(
            std::env::var_os("SMP_REQUIRE_RUSTFMT").is_none_or(|v| v != "1"),
            "cargo fmt is not available, and SMP_REQUIRE_RUSTFMT=1"
        );
        eprintln!(
            "\n*** SKIPPED: `cargo fmt` is not available (rustup component add rustfmt); \
             the formatting check did NOT run. Set SMP_REQUIRE_RUSTFMT=1 to make this a failure.\n"
        );
        return;
    }
    for manifest in ["Cargo.toml", "fuzz/Cargo.toml"] {
        let out = Command::new(&cargo)
            .args(["fmt", "--all", "--check", "--manifest-path"])
            .arg(root.join(manifest))
            .output()
            .expect("cargo fmt runs");
        assert!(
            out.status.success(),
            "`cargo fmt --all --check --manifest-path {manifest}` wants changes (run `cargo fmt --all`):\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
