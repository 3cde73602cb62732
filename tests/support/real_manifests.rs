//! Real manifests of built-in kinds from public projects (`corpus.jsonl.gz`, with their
//! sources and licenses in `SOURCES.md`), read where they live: `../shared/real-manifests`
//! or `$SMP_REAL_MANIFESTS_DIR`. They are test data and never copied into the project.
//! When they are absent the tests say so loudly and pass, unless
//! `SMP_REQUIRE_REAL_MANIFESTS=1` (set by `.ci/run`) makes that a failure.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use serde_json::Value;

/// One manifest and where it comes from.
pub struct Manifest {
    /// `repository path#document`.
    pub origin: String,
    pub object: Value,
}

/// Every manifest of the corpus, in its order, or `None` (after saying so) when absent.
pub fn real_manifests(test: &str) -> Option<Vec<Manifest>> {
    // Beside the workspace: one level up from the root package, two from a member.
    let dir = std::env::var_os("SMP_REAL_MANIFESTS_DIR").map(PathBuf::from).unwrap_or_else(|| {
        let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let beside = |up: &str| here.join(up).join("shared/real-manifests");
        [beside(".."), beside("../..")].into_iter().find(|dir| dir.is_dir()).unwrap_or_else(|| beside(".."))
    });
    let path = dir.join("corpus.jsonl.gz");
    if !path.is_file() {
        if crate::kubectl_support::env_flag("SMP_REQUIRE_REAL_MANIFESTS") {
            panic!("{test}: SMP_REQUIRE_REAL_MANIFESTS=1 but {} is missing", path.display());
        }
        crate::kubectl_support::loud(&format!(
            "\n*** {test}: SKIPPED: real manifests not found at {} (set SMP_REAL_MANIFESTS_DIR) ***\n",
            path.display()
        ));
        return None;
    }
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let lines = BufReader::new(flate2::read::GzDecoder::new(file)).lines();
    let manifests = lines
        .map(|line| {
            let mut record: Value = serde_json::from_str(&line.expect("a line of the corpus")).expect("a JSON record");
            let origin = format!(
                "{} {}#{}",
                record["repo"].as_str().unwrap_or("?"),
                record["path"].as_str().unwrap_or("?"),
                record["doc"]
            );
            Manifest { origin, object: record["object"].take() }
        })
        .collect::<Vec<_>>();
    assert!(manifests.len() > 1000, "the corpus holds about 1 500 manifests, found {}", manifests.len());
    Some(manifests)
}
