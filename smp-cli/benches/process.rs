//! Whole-process benchmark: the `smp` binary against `kubectl patch --local`, on the same
//! inputs (`../shared/perf`, see its README and `smp-cli/benches/README.md`).
//!
//! ```text
//! nice cargo bench -p smp-cli --bench process            # everything: about 1 m 45 s on 2 cores (+ build)
//! nice cargo bench -p smp-cli --bench process -- startup # a criterion filter (cli_startup, cli_N=1000, ...)
//! cargo test -p smp-cli --bench process                  # run each command once (a smoke test)
//! ```
//!
//! Each iteration starts one process, waits for it and captures its stdout and stderr:
//! * `smp patch -f ORIGINAL --patch-file PATCH -o json`
//! * `kubectl patch --local -f ORIGINAL --type strategic --patch-file PATCH -o json`, with
//!   `KUBECONFIG` naming a file that does not exist (in a temporary folder), so that kubectl
//!   never looks for a cluster.
//!
//! Inputs: the realistic Deployment (`deployment_original.json` + `deployment_patch.json`,
//! the start-up case) and the N-scaled Deployments for N = 1000 and 10000, generated into a
//! temporary folder with `python3 gen_smp_inputs.py --no-deployment --sizes 1000,10000`.
//!
//! Before a case is timed, smp and kubectl run once each on it and their stdouts must be
//! byte-for-byte equal (a panic shows the first differing lines otherwise).
//!
//! Environment:
//! * `SMP_PERF_DIR`: the folder holding `deployment_*.json` and `gen_smp_inputs.py`
//!   (default `<workspace>/../shared/perf`). When it is absent the bench says so and
//!   measures nothing; without `python3` the N-scaled cases are skipped with a message.
//! * `SMP_KUBECTL`: the kubectl to compare with (default `/usr/bin/kubectl`); when it is
//!   missing only smp is timed (no byte comparison).
//! * `SMP_BIN`: the smp binary to time (default: the one cargo built for this bench,
//!   `CARGO_BIN_EXE_smp`, else `<target>/release/smp`).
//! * `CRITERION_HOME`: criterion's output folder (default `<target>/criterion`).

use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

use criterion::{black_box, Criterion, SamplingMode};
use serde_json::Value;

const BENCH: &str = "smp-cli process bench";
/// The N-scaled sizes timed.
const SIZES: [usize; 2] = [1000, 10000];
const SAMPLES: usize = 10;
const WARM_UP: Duration = Duration::from_secs(1);
/// The measurement time of a fast case; a slow one gets `SAMPLES` runs (see `measurement`).
const MEASUREMENT: Duration = Duration::from_secs(3);

fn workspace_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    fs::canonicalize(&dir).unwrap_or(dir)
}

fn env_path(name: &str) -> Option<PathBuf> {
    env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from)
}

fn perf_dir() -> PathBuf {
    env_path("SMP_PERF_DIR").unwrap_or_else(|| {
        let dir = workspace_dir().join("..").join("shared").join("perf");
        fs::canonicalize(&dir).unwrap_or(dir)
    })
}

fn target_dir() -> PathBuf {
    match env_path("CARGO_TARGET_DIR") {
        Some(dir) if dir.is_absolute() => dir,
        Some(dir) => workspace_dir().join(dir),
        None => workspace_dir().join("target"),
    }
}

fn criterion_dir() -> PathBuf {
    env_path("CRITERION_HOME").unwrap_or_else(|| target_dir().join("criterion"))
}

fn smp_binary() -> PathBuf {
    if let Some(bin) = env_path("SMP_BIN") {
        return bin;
    }
    match option_env!("CARGO_BIN_EXE_smp") {
        Some(bin) => PathBuf::from(bin),
        None => target_dir().join("release").join("smp"),
    }
}

/// A temporary folder, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        let nanos = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
        let dir = env::temp_dir().join(format!("smp-cli-process-bench-{}-{nanos}", std::process::id()));
        fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{BENCH}: cannot create {}: {e}", dir.display()));
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// One command line, run as a whole process with its output captured.
struct Run {
    program: PathBuf,
    args: Vec<OsString>,
    kubeconfig: PathBuf,
}

impl Run {
    fn smp(bin: &Path, original: &Path, patch: &Path, kubeconfig: &Path) -> Run {
        let args = vec![
            "patch".into(),
            "-f".into(),
            original.into(),
            "--patch-file".into(),
            patch.into(),
            "-o".into(),
            "json".into(),
        ];
        Run { program: bin.to_owned(), args, kubeconfig: kubeconfig.to_owned() }
    }

    fn kubectl(bin: &Path, original: &Path, patch: &Path, kubeconfig: &Path) -> Run {
        let args = vec![
            "patch".into(),
            "--local".into(),
            "-f".into(),
            original.into(),
            "--type".into(),
            "strategic".into(),
            "--patch-file".into(),
            patch.into(),
            "-o".into(),
            "json".into(),
        ];
        Run { program: bin.to_owned(), args, kubeconfig: kubeconfig.to_owned() }
    }

    /// Runs the process to its end; its stdout. Panics unless it exits with success.
    fn run(&self) -> Vec<u8> {
        let out = Command::new(&self.program)
            .args(&self.args)
            .env("KUBECONFIG", &self.kubeconfig)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("{BENCH}: cannot run {}: {e}", self.program.display()));
        assert!(
            out.status.success(),
            "{BENCH}: {} {:?} failed ({}):\n{}",
            self.program.display(),
            self.args,
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    }
}

/// Panics with the first differing lines unless `smp` and `kubectl` are equal.
fn require_same(case: &str, smp: &[u8], kubectl: &[u8]) {
    if smp == kubectl {
        eprintln!("{BENCH}: {case}: smp and kubectl print the same {} bytes", smp.len());
        return;
    }
    let (s, k) = (String::from_utf8_lossy(smp), String::from_utf8_lossy(kubectl));
    let (sl, kl): (Vec<&str>, Vec<&str>) = (s.split('\n').collect(), k.split('\n').collect());
    let first = sl.iter().zip(&kl).position(|(a, b)| a != b).unwrap_or(sl.len().min(kl.len()));
    let show = |lines: &[&str]| -> String {
        lines
            .iter()
            .enumerate()
            .skip(first.saturating_sub(2))
            .take(6)
            .map(|(i, l)| format!("  {:>6}: {l}\n", i + 1))
            .collect()
    };
    panic!(
        "{BENCH}: {case}: smp's stdout ({} bytes, {} lines) differs from kubectl's ({} bytes, {} lines) from line {}:\n\
         smp:\n{}kubectl:\n{}",
        smp.len(),
        sl.len(),
        kubectl.len(),
        kl.len(),
        first + 1,
        show(&sl),
        show(&kl)
    );
}

/// The N-scaled inputs generated into `dir`; `false` (after saying why) when they cannot be.
fn generate(perf: &Path, dir: &Path) -> bool {
    let script = perf.join("gen_smp_inputs.py");
    let sizes: Vec<String> = SIZES.iter().map(|n| n.to_string()).collect();
    let started = Instant::now();
    let status = Command::new("python3")
        .arg(&script)
        .arg("--out")
        .arg(dir)
        .arg("--no-deployment")
        .arg("--sizes")
        .arg(sizes.join(","))
        .stdout(Stdio::null())
        .status();
    match status {
        Ok(s) if s.success() => {
            eprintln!("{BENCH}: generated the N = {} inputs in {:.1?}", sizes.join(", "), started.elapsed());
            true
        }
        Ok(s) => {
            eprintln!("{BENCH}: SKIPPING the N-scaled cases: python3 {} exited with {s}", script.display());
            false
        }
        Err(e) => {
            eprintln!("{BENCH}: SKIPPING the N-scaled cases: cannot run python3 ({e})");
            false
        }
    }
}

/// The measurement time of a process that took `once`: `MEASUREMENT`, or for a process too
/// slow for `SAMPLES` runs in it, half of `SAMPLES` runs, so that criterion's flat sampling
/// settles on one run per sample (it then warns "Unable to complete 10 samples", and takes
/// `SAMPLES` runs). (`SAMPLES` runs or more exactly would make it round up to two runs per
/// sample whenever the warm-up run is a little faster than `once`.)
fn measurement(once: Duration) -> Duration {
    let runs = once.mul_f64(SAMPLES as f64);
    if runs > MEASUREMENT {
        runs / 2
    } else {
        MEASUREMENT
    }
}

/// Checks one case (smp == kubectl, byte for byte) and times both processes.
fn bench_case(c: &mut Criterion, group: &str, case: &str, smp: &Run, kubectl: Option<&Run>) {
    let started = Instant::now();
    let smp_out = smp.run();
    let smp_once = started.elapsed();
    let mut kubectl_once = None;
    if let Some(kubectl) = kubectl {
        let started = Instant::now();
        let kubectl_out = kubectl.run();
        kubectl_once = Some(started.elapsed());
        require_same(case, &smp_out, &kubectl_out);
    }

    let mut g = c.benchmark_group(group);
    g.sampling_mode(SamplingMode::Flat).sample_size(SAMPLES).warm_up_time(WARM_UP);
    g.measurement_time(measurement(smp_once));
    g.bench_function("smp", |b| b.iter(|| black_box(smp.run())));
    if let (Some(kubectl), Some(once)) = (kubectl, kubectl_once) {
        g.measurement_time(measurement(once));
        g.bench_function("kubectl", |b| b.iter(|| black_box(kubectl.run())));
    }
    g.finish();
}

fn human(ns: f64) -> String {
    if ns >= 1e9 {
        format!("{:.3} s", ns / 1e9)
    } else if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else {
        format!("{:.1} µs", ns / 1e3)
    }
}

/// Prints criterion's estimates for this run: median, its 95 % interval, and the fastest
/// and slowest sample (per process).
fn summary(since: SystemTime, groups: &[String]) {
    let dir = criterion_dir();
    let mut lines = String::new();
    for group in groups {
        for function in ["smp", "smp_version", "kubectl"] {
            let new = dir.join(group).join(function).join("new");
            let estimates = new.join("estimates.json");
            if !fs::metadata(&estimates).and_then(|m| m.modified()).is_ok_and(|t| t >= since) {
                continue;
            }
            let read = |p: &Path| fs::read(p).ok().and_then(|b| serde_json::from_slice::<Value>(&b).ok());
            let (Some(est), Some(sample)) = (read(&estimates), read(&new.join("sample.json"))) else { continue };
            let median = &est["median"];
            let per_sample: Vec<f64> = sample["iters"]
                .as_array()
                .into_iter()
                .flatten()
                .zip(sample["times"].as_array().into_iter().flatten())
                .filter_map(|(i, t)| Some(t.as_f64()? / i.as_f64()?))
                .collect();
            let min = per_sample.iter().copied().fold(f64::INFINITY, f64::min);
            let max = per_sample.iter().copied().fold(0.0, f64::max);
            let f = |v: &Value| v.as_f64().map(human).unwrap_or_default();
            lines.push_str(&format!(
                "| {group} | {function} | {} | {} – {} | {} – {} | {} |\n",
                f(&median["point_estimate"]),
                f(&median["confidence_interval"]["lower_bound"]),
                f(&median["confidence_interval"]["upper_bound"]),
                human(min),
                human(max),
                sample["iters"].as_array().map(|a| a.iter().filter_map(Value::as_f64).sum::<f64>()).unwrap_or(0.0)
            ));
        }
    }
    if !lines.is_empty() {
        println!(
            "\n{BENCH}: summary (criterion's estimates.json of this run)\n\n\
             | group | process | median | median 95 % CI | fastest – slowest sample | runs |\n\
             |---|---|---:|---:|---:|---:|\n{lines}"
        );
    }
}

fn main() {
    let perf = perf_dir();
    let (original, patch) = (perf.join("deployment_original.json"), perf.join("deployment_patch.json"));
    if !original.is_file() || !patch.is_file() || !perf.join("gen_smp_inputs.py").is_file() {
        eprintln!(
            "{BENCH}: SKIPPING EVERYTHING: {} does not hold deployment_original.json, deployment_patch.json and \
             gen_smp_inputs.py. Set SMP_PERF_DIR to the folder that does.",
            perf.display()
        );
        return;
    }
    let smp = smp_binary();
    assert!(smp.is_file(), "{BENCH}: no smp binary at {} (build it: cargo build --release -p smp-cli)", smp.display());
    let kubectl = env_path("SMP_KUBECTL").unwrap_or_else(|| PathBuf::from("/usr/bin/kubectl"));
    let kubectl = if kubectl.is_file() {
        Some(kubectl)
    } else {
        eprintln!("{BENCH}: WARNING: no kubectl at {}: timing smp alone, without the comparison", kubectl.display());
        None
    };
    eprintln!("{BENCH}: smp = {}, kubectl = {:?}, inputs from {}", smp.display(), kubectl, perf.display());

    let temp = TempDir::new();
    let kubeconfig = temp.0.join("no-such-kubeconfig");
    let scale_dir = temp.0.join("inputs");
    let scaled = fs::create_dir_all(&scale_dir).is_ok() && generate(&perf, &scale_dir);

    let mut c = Criterion::default().output_directory(&criterion_dir()).configure_from_args();
    let since = SystemTime::now();
    let mut groups = Vec::new();

    // Start-up: the realistic Deployment (8.6 KB).
    let group = "cli_startup".to_owned();
    let kube = kubectl.as_ref().map(|k| Run::kubectl(k, &original, &patch, &kubeconfig));
    bench_case(&mut c, &group, "deployment", &Run::smp(&smp, &original, &patch, &kubeconfig), kube.as_ref());
    // The floor of any smp process, in the same run: start-up and exit, no work.
    let version = Run { program: smp.clone(), args: vec!["--version".into()], kubeconfig: kubeconfig.clone() };
    let mut g = c.benchmark_group(&group);
    g.sampling_mode(SamplingMode::Flat).sample_size(SAMPLES).warm_up_time(WARM_UP).measurement_time(MEASUREMENT);
    g.bench_function("smp_version", |b| b.iter(|| black_box(version.run())));
    g.finish();
    groups.push(group);

    if scaled {
        for n in SIZES {
            let original = scale_dir.join(format!("scale_{n}_original.json"));
            let patch = scale_dir.join(format!("scale_{n}_patch.json"));
            let group = format!("cli_N={n}");
            let kube = kubectl.as_ref().map(|k| Run::kubectl(k, &original, &patch, &kubeconfig));
            bench_case(
                &mut c,
                &group,
                &format!("N={n}"),
                &Run::smp(&smp, &original, &patch, &kubeconfig),
                kube.as_ref(),
            );
            groups.push(group);
        }
    }

    c.final_summary();
    summary(since, &groups);
}
