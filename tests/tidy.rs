//! What `cargo test` enforces of the code itself: it is formatted as `rustfmt.toml` says,
//! the workspace (`cargo fmt --all --check`) and `fuzz/`, outside the workspace (`rustfmt
//! --check` on its files: `cargo fmt` there would resolve its dependencies first).
//!
//! - `SMP_REQUIRE_RUSTFMT=1`: a missing rustfmt fails the test instead of skipping it
//!   (loudly); CI sets it, and `.ci/run` installs the component.

use std::path::Path;
use std::process::{Command, Output};

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
    let workspace = Command::new(&cargo)
        .args(["fmt", "--all", "--check", "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .output()
        .expect("cargo fmt runs");
    formatted("the workspace", &workspace);

    let mut fuzz_files = Vec::new();
    for dir in ["fuzz/src", "fuzz/fuzz_targets"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("fuzz/ is part of the repository") {
            let path = entry.expect("a directory entry").path();
            if path.extension().is_some_and(|ext| ext == "rs") {
                fuzz_files.push(path);
            }
        }
    }
    assert!(!fuzz_files.is_empty(), "fuzz/ has Rust files");
    // rustfmt finds `rustfmt.toml` in the files' parent folders, as cargo fmt does.
    let fuzz = Command::new("rustfmt")
        .args(["--check", "--edition", "2021"])
        .args(&fuzz_files)
        .output()
        .expect("rustfmt runs where cargo fmt does");
    formatted("fuzz/", &fuzz);
}

fn formatted(what: &str, out: &Output) {
    assert!(
        out.status.success(),
        "{what} is not formatted as rustfmt.toml says (run `cargo fmt --all`, and `cargo fmt` in fuzz/):\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
