//! The crates as a user gets them: `cargo package` makes the tarballs crates.io would
//! hold; a crate outside the workspace depends on `smp` alone (the tarballs of the crates
//! `smp` pins stand in for crates.io through `[patch.crates-io]`) and
//! - builds and runs `tests/tidy/outside_crate_app.rs` (its `main.rs`): the `Value` path
//!   with the built-in definitions, a derive, a typed `k8s-openapi` apply, a kube
//!   `plan_resource` and YAML;
//! - runs, as its own doctests, every Rust example of the packaged README and of the
//!   packaged sources' documentation (`smp` and `smp-runtime`), as written
//!   ([`super::doc_examples`]), with every feature of `smp` on;
//! - documents `smp` as docs.rs would, and finds none of what must stay hidden in it.
//!
//! Offline, from the cargo cache the workspace's build filled, with the workspace's lock
//! file. Its build folder is `target/outside-crate` (a few minutes the first time).

use std::path::{Path, PathBuf};
use std::process::Command;

use super::doc_examples;

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
# Its doctests are merged into one binary (2024), not built one by one.
edition = "2024"
publish = false

[dependencies]
smp = {{ path = {smp:?}, features = ["k8s-openapi", "kube", "yaml"] }}
k8s-openapi = {{ version = "0.29", features = ["v1_37"] }}
serde = {{ version = "1", features = ["derive"] }}
serde_json = "1"

# What the documentation's examples use beside smp.
[dev-dependencies]
kube = {{ version = "5", default-features = false, features = ["client", "derive", "rustls-tls", "ring"] }}
schemars = "1"

[patch.crates-io]
{patches}"#,
            smp = path_of("smp"),
        ),
    )
    .unwrap();
    std::fs::copy(root.join("tests/tidy/outside_crate_app.rs"), app.join("src/main.rs")).unwrap();
    let mut examples = doc_examples::markdown_examples(&crates.join(format!("smp-{VERSION}/README.md")), "README.md");
    examples.extend(doc_examples::examples(&crates.join(format!("smp-{VERSION}/src")), "src"));
    examples.extend(doc_examples::examples(&crates.join(format!("smp-runtime-{VERSION}/src")), "smp-runtime/src"));
    assert!(examples.len() > 60, "the documentation has its examples: {}", examples.len());
    std::fs::write(app.join("src/lib.rs"), doc_examples::doctest_crate(&examples)).unwrap();
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

    // The examples, with every feature of smp on (as docs.rs shows them): their
    // `#[cfg(feature = …)]` lines name smp's features, which this crate's doctests get.
    let smp_features = features_of(&crates.join(format!("smp-{VERSION}/Cargo.toml")));
    assert!(smp_features.iter().any(|f| f == "k8s-openapi"), "smp's features: {smp_features:?}");
    let features: String = smp_features.iter().map(|f| format!("--cfg feature=\"{f}\" ")).collect();
    let output = cargo()
        .args(["test", "--doc", "--offline"])
        .env("CARGO_TARGET_DIR", work.join("target"))
        .env("RUSTDOCFLAGS", features)
        .current_dir(&app)
        .output()
        .expect("cargo runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "the documentation's examples failed outside the workspace:\n{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let passed = stdout.lines().filter(|line| line.starts_with("test src/lib.rs - Example") && line.ends_with(" ok"));
    let expected = examples.iter().filter(|example| !example.info.contains("ignore")).count();
    assert_eq!(passed.count(), expected, "every example ran:\n{stdout}");
    eprintln!("outside crate: {expected} examples of the README and the documentation ran as written");

    // `smp`'s documentation as docs.rs builds it: what generated code needs stays hidden.
    let output = cargo()
        .args(["doc", "--offline", "--no-deps", "-p", "smp"])
        .env("CARGO_TARGET_DIR", work.join("target"))
        .env("RUSTDOCFLAGS", "-D warnings")
        .current_dir(&app)
        .output()
        .expect("cargo runs");
    assert!(output.status.success(), "cargo doc -p smp failed:\n{}", String::from_utf8_lossy(&output.stderr));
    let docs = work.join("target/doc/smp");
    let pages = super::files_under(&docs, "html", &[]);
    assert!(pages.len() > 50, "smp's documentation: {} pages", pages.len());
    for page in pages {
        let text = std::fs::read_to_string(&page).unwrap();
        for hidden in ["__private", "with_document", "DefaultHasher", "__smp_member"] {
            assert!(!text.contains(hidden), "{} shows {hidden}", page.display());
        }
    }
}

/// The features a packaged `Cargo.toml` declares (`default` aside).
fn features_of(manifest: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).expect("a Cargo.toml");
    let section = text.split("\n[features]\n").nth(1).expect("a [features] section");
    let section = section.split("\n[").next().unwrap_or_default();
    section
        .lines()
        .filter_map(|line| line.split_once('=').map(|(name, _)| name.trim().trim_matches('"').to_owned()))
        .filter(|name| !name.is_empty() && !name.starts_with('#') && name != "default")
        .collect()
}

struct Cleanup(PathBuf);

impl Drop for Cleanup {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
