//! Where the benchmarks find their inputs and write their outputs, from the environment.
#![allow(dead_code)]

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

pub fn env_flag(name: &str) -> bool {
    matches!(env::var(name).as_deref().map(str::trim), Ok(v) if !v.is_empty() && v != "0" && !v.eq_ignore_ascii_case("false") && !v.eq_ignore_ascii_case("no"))
}

pub fn workspace_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn perf_dir() -> PathBuf {
    match env::var_os("SMP_PERF_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => {
            let dir = workspace_dir().join("..").join("shared").join("perf");
            fs::canonicalize(&dir).unwrap_or(dir)
        }
    }
}

pub fn target_dir() -> PathBuf {
    match env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => {
            let dir = PathBuf::from(dir);
            if dir.is_absolute() {
                dir
            } else {
                workspace_dir().join(dir)
            }
        }
        _ => workspace_dir().join("target"),
    }
}

pub fn gen_dir() -> PathBuf {
    match env::var_os("SMP_PERF_GEN_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => target_dir().join("smp-perf-inputs"),
    }
}

pub fn criterion_dir() -> PathBuf {
    match env::var_os("CRITERION_HOME") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => target_dir().join("criterion"),
    }
}

pub fn read(path: &Path) -> Vec<u8> {
    fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

