//! What `cargo test` enforces of the project itself:
//! - the code is formatted as `rustfmt.toml` says, the workspace (`cargo fmt --all --check`)
//!   and `fuzz/` and `benches/parsers/`, outside the workspace (`rustfmt --check` on their
//!   files: `cargo fmt` there would resolve their dependencies first);
//! - the README's two commands work: the main job runs and exits as the README says, and
//!   `.ci/run` runs exactly the README's test command;
//! - every crate packages (`cargo package --workspace --no-verify`: a path dependency without
//!   a version cannot come back), with the metadata crates.io and docs.rs show, and its
//!   tarball holds its sources, its licence and nothing of the workspace's tests;
//! - a crate outside the workspace builds on those tarballs ([`outside_crate`]);
//! - no two modules of the runtime or the command line use each other, directly or around
//!   a circle ([`module_graph`]);
//! - the typed path has one door to JSON (`smp-runtime/src/typed/json.rs`) and no registry
//!   of types.
//!
//! - `SMP_REQUIRE_RUSTFMT=1`: a missing rustfmt fails the test instead of skipping it
//!   (loudly); CI sets it, and `.ci/run` installs the component.

#[path = "tidy/doc_examples.rs"]
mod doc_examples;
#[path = "tidy/module_graph.rs"]
mod module_graph;
#[path = "tidy/outside_crate.rs"]
mod outside_crate;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The files under `dir` whose names end with `.{extension}`, in no set order, leaving out
/// the folders named in `skip`.
fn files_under(dir: &Path, extension: &str, skip: &[&str]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display())) {
            let path = entry.expect("a directory entry").path();
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            if path.is_dir() {
                if !skip.contains(&name.as_ref()) {
                    folders.push(path);
                }
            } else if path.extension().is_some_and(|ext| ext == extension) {
                found.push(path);
            }
        }
    }
    found
}

/// What only the JSON door of the typed path may name (`typed/json.rs`), and what no part
/// of it may: conversions to and from JSON, and a registry of types behind a lock.
const TYPED_PATH_DETOURS: &[&str] = &[
    "through_text",
    "serde_json::to_value",
    "serde_json::from_value",
    "TypeId",
    "RwLock",
    "Schema::shared",
    "SchemaRef::of",
];

#[test]
fn the_typed_path_has_one_door_to_json_and_no_registry() {
    let typed = Path::new(env!("CARGO_MANIFEST_DIR")).join("smp-runtime/src/typed");
    let mut found = Vec::new();
    let files = files_under(&typed, "rs", &[]);
    assert!(files.len() > 10, "the typed path's files are read: {files:?}");
    for file in files {
        if file.ends_with("json.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a source file");
        // A file's tests (at its end) may read JSON.
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (number, line) in code.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if let Some(name) = TYPED_PATH_DETOURS.iter().find(|name| code.contains(*name)) {
                found.push(format!("{}:{}: {name}", file.display(), number + 1));
            }
        }
    }
    assert!(found.is_empty(), "outside typed/json.rs:\n{}", found.join("\n"));
}

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
    // The crates outside the workspace: the fuzz targets and the parser candidates.
    for dir in ["fuzz/src", "fuzz/fuzz_targets", "benches/parsers/src", "benches/parsers/benches"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("the folder is part of the repository") {
            let path = entry.expect("a directory entry").path();
            if path.extension().is_some_and(|ext| ext == "rs") {
                fuzz_files.push(path);
            }
        }
    }
    assert!(fuzz_files.len() > 4, "fuzz/ and benches/parsers/ have Rust files");
    // rustfmt finds `rustfmt.toml` in the files' parent folders, as cargo fmt does.
    let fuzz = Command::new("rustfmt")
        .args(["--check", "--edition", "2021"])
        .args(&fuzz_files)
        .output()
        .expect("rustfmt runs where cargo fmt does");
    formatted("fuzz/ and benches/parsers/", &fuzz);
}

fn formatted(what: &str, out: &Output) {
    assert!(
        out.status.success(),
        "{what} is not formatted as rustfmt.toml says (run `cargo fmt --all`, and `cargo fmt` in fuzz/):\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The README's two commands (the code block under "## Two commands"), comments dropped.
fn readme_commands(root: &Path) -> Vec<String> {
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let section = readme.split("## Two commands").nth(1).expect("a \"Two commands\" section");
    let block = section.split("```").nth(1).expect("a code block in it");
    let commands: Vec<String> = block
        .lines()
        .skip(1)
        .map(|line| line.split('#').next().unwrap_or_default().trim().to_owned())
        .filter(|line| !line.is_empty())
        .collect();
    assert_eq!(commands.len(), 2, "two commands: {commands:?}");
    commands
}

#[test]
fn the_readme_main_command_runs_offline() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let main_job = &readme_commands(root)[0];
    let args: Vec<&str> = main_job.split_whitespace().collect();
    assert_eq!(args[..2], ["cargo", "run"], "the main job is a cargo run: {main_job}");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    // Offline, as the README says: everything it needs is in the repository.
    let out = Command::new(cargo).args(["run", "--offline"]).args(&args[2..]).current_dir(root).output();
    let out = out.expect("cargo runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    // "It prints, like `kubectl diff`, what `kubectl apply` would change, and exits 1."
    assert_eq!(out.status.code(), Some(1), "{main_job}\n{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("--- live/apps.v1.Deployment.shop.web"), "a diff of the Deployment:\n{stdout}");
}

#[test]
fn ci_runs_the_readme_test_command() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let test_command = &readme_commands(root)[1];
    let ci = std::fs::read_to_string(root.join(".ci/run")).expect(".ci/run");
    let last = ci.lines().map(str::trim).rfind(|line| !line.is_empty() && !line.starts_with('#'));
    assert_eq!(last, Some(test_command.as_str()), ".ci/run ends with the README's test command");
}

/// The crates users get from crates.io: every workspace member but the examples.
const PUBLISHED: [&str; 7] = ["smp", "smp-runtime", "smp-build", "smp-cli", "smp-codegen", "smp-derive", "smp-schemas"];

/// `cargo package --workspace --no-verify`, once for the tests of this file that read the
/// tarballs; the folder holding them (`<its target>/package`). Its own target folder: the
/// tests' build holds the main one's lock.
fn packaged() -> &'static Path {
    static PACKAGES: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    PACKAGES.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let target = root.join("target").join("package-check");
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let out = Command::new(&cargo)
            .args(["package", "--workspace", "--no-verify", "--allow-dirty", "--offline"])
            .env("CARGO_TARGET_DIR", &target)
            .current_dir(root)
            .output()
            .expect("cargo package runs");
        assert!(out.status.success(), "cargo package --workspace failed:\n{}", String::from_utf8_lossy(&out.stderr));
        target.join("package")
    })
}

#[test]
fn every_crate_packages_with_its_metadata() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let metadata = Command::new(&cargo)
        .args(["metadata", "--no-deps", "--offline", "--format-version", "1"])
        .current_dir(root)
        .output()
        .expect("cargo metadata runs");
    assert!(metadata.status.success(), "{}", String::from_utf8_lossy(&metadata.stderr));
    let metadata: serde_json::Value = serde_json::from_slice(&metadata.stdout).unwrap();
    let packages = metadata["packages"].as_array().unwrap();
    for name in PUBLISHED {
        let package = packages.iter().find(|p| p["name"] == name).unwrap_or_else(|| panic!("{name} is a member"));
        for field in ["description", "license", "repository", "rust_version", "documentation", "readme"] {
            assert!(package[field].as_str().is_some_and(|v| !v.is_empty()), "{name} has no {field}");
        }
        for field in ["keywords", "categories"] {
            assert!(package[field].as_array().is_some_and(|v| !v.is_empty()), "{name} has no {field}");
        }
    }

    for name in PUBLISHED {
        let tarball = packaged().join(format!("{name}-0.1.0.crate"));
        let list = Command::new("tar").arg("tzf").arg(&tarball).output().expect("tar runs");
        assert!(list.status.success(), "{}: {}", tarball.display(), String::from_utf8_lossy(&list.stderr));
        let prefix = format!("{name}-0.1.0/");
        let files: Vec<String> = String::from_utf8_lossy(&list.stdout)
            .lines()
            .map(|line| line.strip_prefix(&prefix).unwrap_or(line).to_owned())
            .collect();
        for needed in ["Cargo.toml", "LICENSE", "README.md"] {
            assert!(files.iter().any(|f| f == needed), "{name}'s tarball lacks {needed}: {files:?}");
        }
        assert!(files.iter().any(|f| f.starts_with("src/")), "{name}'s tarball has no sources");
        let stray: Vec<&String> = files
            .iter()
            .filter(|f| f.starts_with("tests/") || f.starts_with("benches/") || f.contains("/tests/"))
            .collect();
        assert!(stray.is_empty(), "{name}'s tarball holds test files: {stray:?}");
    }
}
