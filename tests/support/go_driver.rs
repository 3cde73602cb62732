//! The Go oracle's drivers (`oracle/`): whether Go is here, and a driver's answers to
//! cases, one JSON line each way. Shared by `smp-cli`'s selector tests and the library's
//! integration tests, which include this file.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

/// Whether `go` runs here. Where it does not, `what`'s fresh cases are skipped, loudly, or
/// fail the test where `SMP_REQUIRE_GO` is set (as CI sets it).
pub fn go_is_here(what: &str) -> bool {
    let required = std::env::var_os("SMP_REQUIRE_GO").is_some_and(|v| !v.is_empty() && v != "0");
    if Command::new("go").arg("version").output().is_ok() {
        return true;
    }
    assert!(!required, "SMP_REQUIRE_GO is set and go is not installed");
    eprintln!("{what}: go is not installed; the fresh cases are skipped (the recorded ones ran)");
    false
}

/// The answers of `go run ./cmd/<program>` in the Go module `module` to `cases`, in order.
pub fn answers(module: &Path, program: &str, cases: &[Value]) -> Vec<Value> {
    let mut command = Command::new("go");
    command.args(["run", &format!("./cmd/{program}")]).current_dir(module).env("GOFLAGS", "-mod=mod");
    answers_of(command, cases)
}

/// The answers of a driver run as `command` (a built oracle binary) to `cases`, in order.
pub fn answers_of(mut command: Command, cases: &[Value]) -> Vec<Value> {
    let mut child =
        command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("go runs");
    // Written from a thread of its own: a driver answers as it reads, and would block on a
    // full pipe of answers.
    let mut input = child.stdin.take().unwrap();
    let text: String = cases.iter().map(|case| format!("{case}\n")).collect();
    let writer = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().expect("the driver reads its input");
    assert!(output.status.success(), "the Go driver failed: {}", String::from_utf8_lossy(&output.stderr));
    let answers: Vec<Value> =
        String::from_utf8(output.stdout).unwrap().lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    assert_eq!(answers.len(), cases.len(), "one answer a case");
    answers
}

/// The seed of a run's fresh cases: `SMP_PROPERTY_SEED`, else the clock (printed with the
/// counts, so that a failure can be run again).
pub fn fresh_seed() -> u64 {
    std::env::var("SMP_PROPERTY_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
    })
}

/// How many fresh cases: the environment variable `var`, else `default`.
pub fn fresh_count(var: &str, default: usize) -> usize {
    std::env::var(var).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// The recorded answers in `path` (gzipped JSON lines, each with the `case` it answers),
/// checked to be the answers to `cases`; `readme` says how to remake them.
pub fn recorded(path: &Path, cases: &[Value], readme: &str) -> Vec<Value> {
    use std::io::BufRead;
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let records: Vec<Value> = std::io::BufReader::new(flate2::read::GzDecoder::new(file))
        .lines()
        .map(|line| serde_json::from_str(&line.unwrap()).unwrap())
        .collect();
    assert_eq!(records.len(), cases.len(), "one record a case: remake it ({readme})");
    for (case, record) in cases.iter().zip(&records) {
        assert_eq!(&record["case"], case, "the record is of these cases: remake it ({readme})");
    }
    records
}

/// Writes `cases` with their answers to `path`, as [`recorded`] reads them.
pub fn write_record(path: &Path, cases: &[Value], records: Vec<Value>) {
    let mut out = flate2::write::GzEncoder::new(std::fs::File::create(path).unwrap(), flate2::Compression::best());
    for (case, mut record) in cases.iter().zip(records) {
        record["case"] = case.clone();
        writeln!(out, "{record}").unwrap();
    }
    out.finish().unwrap();
}

/// The answers of `go run ./cmd/<program>` in each of `versions`' modules (a version's
/// name, its module's directory under `root`), one record a case: `{"<version>": answer, ...}`.
pub fn answers_by_version(root: &Path, versions: &[(&str, &str)], program: &str, cases: &[Value]) -> Vec<Value> {
    let answers: Vec<Vec<Value>> =
        versions.iter().map(|(_, module)| answers(&root.join(module), program, cases)).collect();
    (0..cases.len())
        .map(|i| {
            Value::Object(
                versions.iter().zip(&answers).map(|((name, _), a)| ((*name).to_owned(), a[i].clone())).collect(),
            )
        })
        .collect()
}
