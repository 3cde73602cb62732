//! Real manifests of built-in kinds from public projects (`corpus.jsonl.gz`, with their
//! sources and licenses in `SOURCES.md`), in the repository (`tests/data/real-manifests`)
//! or where `$SMP_REAL_MANIFESTS_DIR` says.
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

/// Every manifest of the corpus, in its order. Missing data is a failure: it is part of
/// the repository.
pub fn real_manifests(test: &str) -> Vec<Manifest> {
    // The workspace's `tests/data`: from the root package, or one level up from a member.
    let dir = std::env::var_os("SMP_REAL_MANIFESTS_DIR").map(PathBuf::from).unwrap_or_else(|| {
        let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let data = |up: &str| here.join(up).join("tests/data/real-manifests");
        [data("."), data("..")].into_iter().find(|dir| dir.is_dir()).unwrap_or_else(|| data("."))
    });
    let path = dir.join("corpus.jsonl.gz");
    assert!(path.is_file(), "{test}: the real manifests are missing at {}", path.display());
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
    manifests
}
