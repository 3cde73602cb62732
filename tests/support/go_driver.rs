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
