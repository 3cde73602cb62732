//! What both benchmarks share: where they find their inputs and write their outputs (from
//! the environment), the N-scaled inputs, and the medians they report beside Go's.
#![allow(dead_code)]

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use serde_json::Value;

/// The N of the scaled inputs, as the Go figures were taken.
pub const SIZES: [usize; 4] = [100, 1000, 10000, 50000];
/// The sizes quick mode keeps.
pub const QUICK_MAX_N: usize = 1000;

/// How a benchmark runs, from the environment: `SMP_BENCH_QUICK` (N <= 1000, few
/// samples) and `SMP_BENCH_STRICT` (a disagreement with Go's outputs fails the run). Each
/// benchmark adds its own group settings.
#[derive(Clone, Copy)]
pub struct Settings {
    pub quick: bool,
    pub strict: bool,
}

impl Settings {
    pub fn from_env() -> Self {
        Settings { quick: env_flag("SMP_BENCH_QUICK"), strict: env_flag("SMP_BENCH_STRICT") }
    }

    pub fn sizes(&self) -> Vec<usize> {
        SIZES.iter().copied().filter(|&n| !self.quick || n <= QUICK_MAX_N).collect()
    }
}

/// Whether an environment variable is set to something other than empty, `0`, `false`
/// or `no`.
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

/// `sha256sum -c --ignore-missing SHA256SUMS` in `dir`: `Some(true)` when every listed
/// file present matches, `None` when it cannot be checked.
pub fn checksums_match(sums: &Path, dir: &Path, files: &[String]) -> Option<bool> {
    if !sums.is_file() {
        return None;
    }
    // Only the lines of the files asked about (the list names files of both folders).
    let listed = fs::read_to_string(sums).ok()?;
    let wanted: String = listed
        .lines()
        .filter(|line| line.split_whitespace().nth(1).is_some_and(|name| files.iter().any(|f| f == name)))
        .map(|line| format!("{line}\n"))
        .collect();
    if wanted.is_empty() {
        return None;
    }
    let mut child = Command::new("sha256sum")
        .args(["-c", "--quiet", "-"])
        .current_dir(dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    use std::io::Write;
    child.stdin.take()?.write_all(wanted.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    if !out.status.success() {
        eprintln!(
            "smp bench: checksum mismatch in {}:\n{}{}",
            dir.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Some(out.status.success())
}

pub fn scale_files(n: usize) -> [String; 3] {
    [format!("scale_{n}_original.json"), format!("scale_{n}_patch.json"), format!("scale_{n}_modified.json")]
}

/// The folder holding the N-scaled inputs for `sizes`, generating them if needed; `None`
/// (after saying why) when they cannot be had.
pub fn prepare_scale_inputs(perf: &Path, sizes: &[usize]) -> Option<PathBuf> {
    let dir = gen_dir();
    let sums = perf.join("SHA256SUMS");
    let files: Vec<String> = sizes.iter().flat_map(|&n| scale_files(n)).collect();
    let present = |files: &[String]| files.iter().all(|f| dir.join(f).is_file());
    let mut fresh = false;
    if !present(&files) || checksums_match(&sums, &dir, &files) == Some(false) {
        let script = perf.join("gen_smp_inputs.py");
        let all_sizes: Vec<String> = SIZES.iter().map(|n| n.to_string()).collect();
        eprintln!(
            "smp bench: generating the N-scaled inputs into {} (python3 {} --no-deployment --sizes {})",
            dir.display(),
            script.display(),
            all_sizes.join(",")
        );
        if let Err(e) = fs::create_dir_all(&dir) {
            eprintln!("smp bench: cannot create {}: {e}; skipping the scale/* benchmarks", dir.display());
            return None;
        }
        let status = Command::new("python3")
            .arg(&script)
            .arg("--out")
            .arg(&dir)
            .arg("--no-deployment")
            .arg("--sizes")
            .arg(all_sizes.join(","))
            .status();
        match status {
            Ok(s) if s.success() => fresh = true,
            Ok(s) => {
                eprintln!("smp bench: the generator failed ({s}); skipping the scale/* benchmarks");
                return None;
            }
            Err(e) => {
                eprintln!("smp bench: cannot run python3 ({e}); skipping the scale/* benchmarks");
                return None;
            }
        }
        if !present(&files) {
            eprintln!(
                "smp bench: the generator did not write {files:?} into {}; skipping the scale/* benchmarks",
                dir.display()
            );
            return None;
        }
    }
    match checksums_match(&sums, &dir, &files) {
        Some(true) => {}
        Some(false) => eprintln!(
            "smp bench: WARNING: the N-scaled inputs in {} differ from SHA256SUMS{}; \
             the figures do not compare with Go's",
            dir.display(),
            if fresh { " even freshly generated" } else { "" }
        ),
        None => eprintln!("smp bench: note: inputs not checked against SHA256SUMS (no sha256sum or no list)"),
    }
    Some(dir)
}

/// `full_id -> median ns` of the benchmarks criterion analysed since `since`.
pub fn fresh_medians(since: SystemTime) -> Vec<(String, f64)> {
    fn visit(dir: &Path, depth: usize, since: SystemTime, out: &mut Vec<(String, f64)>) {
        let Ok(entries) = fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if !path.is_dir() {
                continue;
            }
            let new = path.join("new");
            let (bench, estimates) = (new.join("benchmark.json"), new.join("estimates.json"));
            let fresh = fs::metadata(&estimates).and_then(|m| m.modified()).is_ok_and(|t| t >= since);
            if fresh {
                let id = fs::read(&bench).ok().and_then(|b| serde_json::from_slice::<Value>(&b).ok());
                let est = fs::read(&estimates).ok().and_then(|b| serde_json::from_slice::<Value>(&b).ok());
                if let (Some(id), Some(est)) = (id, est) {
                    if let (Some(name), Some(median)) =
                        (id["full_id"].as_str(), est["median"]["point_estimate"].as_f64())
                    {
                        out.push((name.to_owned(), median));
                    }
                }
            } else if depth < 3 && path.file_name().is_some_and(|n| n != "report") {
                visit(&path, depth + 1, since, out);
            }
        }
    }
    let mut out = Vec::new();
    visit(&criterion_dir(), 0, since, &mut out);
    out
}

pub fn go_medians(perf: &Path) -> Vec<(String, f64)> {
    let Ok(bytes) = fs::read(perf.join("go_reference_results.json")) else { return Vec::new() };
    let Ok(doc) = serde_json::from_slice::<Value>(&bytes) else { return Vec::new() };
    doc["results"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .filter_map(|r| Some((r["name"].as_str()?.to_owned(), r["ns_per_op_median"].as_f64()?)))
                .collect()
        })
        .unwrap_or_default()
}

pub fn human(ns: f64) -> String {
    if ns >= 1e9 {
        format!("{:.2} s", ns / 1e9)
    } else if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.1} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}
