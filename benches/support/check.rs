//! Checks of what a benchmark times, done once before timing (not timed): a benchmark of
//! a wrong result is worthless. Messages start with the including benchmark's
//! `crate::BENCH` (`smp bench`, `smp typed bench`).
#![allow(dead_code)]

use std::fmt::Write as _;
use std::fs;

use serde_json::Value;

use super::perf::target_dir;
use crate::BENCH;

/// Up to 12 places where two documents differ, as `path: expected X, got Y`.
pub fn differences(expected: &Value, actual: &Value) -> Vec<String> {
    fn short(v: Option<&Value>) -> String {
        match v {
            None => "(absent)".to_owned(),
            Some(v) => {
                let s = v.to_string();
                if s.len() > 160 {
                    format!("{}... ({} bytes)", &s[..s.char_indices().nth(150).map_or(s.len(), |(i, _)| i)], s.len())
                } else {
                    s
                }
            }
        }
    }
    fn walk(path: &mut String, e: Option<&Value>, a: Option<&Value>, out: &mut Vec<String>) {
        const LIMIT: usize = 12;
        if out.len() >= LIMIT || e == a {
            return;
        }
        match (e, a) {
            (Some(Value::Object(em)), Some(Value::Object(am))) => {
                let mut keys: Vec<&String> = em.keys().chain(am.keys().filter(|k| !em.contains_key(*k))).collect();
                keys.dedup();
                for k in keys {
                    let len = path.len();
                    let _ = write!(path, "/{k}");
                    walk(path, em.get(k), am.get(k), out);
                    path.truncate(len);
                }
            }
            (Some(Value::Array(ea)), Some(Value::Array(aa))) if ea.len() == aa.len() => {
                for (i, (x, y)) in ea.iter().zip(aa).enumerate() {
                    let len = path.len();
                    let _ = write!(path, "/{i}");
                    walk(path, Some(x), Some(y), out);
                    path.truncate(len);
                }
            }
            (Some(Value::Array(ea)), Some(Value::Array(aa))) => {
                out.push(format!(
                    "{}: list of {} items expected, got {}: expected {}, got {}",
                    if path.is_empty() { "/" } else { path },
                    ea.len(),
                    aa.len(),
                    short(e),
                    short(a)
                ));
            }
            _ => out.push(format!(
                "{}: expected {}, got {}",
                if path.is_empty() { "/" } else { path },
                short(e),
                short(a)
            )),
        }
    }
    let mut out = Vec::new();
    walk(&mut String::new(), Some(expected), Some(actual), &mut out);
    out
}

/// Where mismatching results are written, for a closer look.
pub fn dump(name: &str, value: &Value) -> String {
    let dir = target_dir().join("smp-perf-mismatch");
    let mut slug = String::new();
    for ch in name.split(" == ").next().unwrap_or(name).chars() {
        let ch = if ch.is_ascii_alphanumeric() || ch == '=' || ch == '-' { ch } else { '_' };
        if !(ch == '_' && slug.ends_with('_')) {
            slug.push(ch);
        }
    }
    let path = dir.join(format!("{}.json", slug.trim_matches('_')));
    match fs::create_dir_all(&dir).and_then(|_| fs::write(&path, serde_json::to_vec_pretty(value).unwrap_or_default()))
    {
        Ok(()) => format!(" (smp's result written to {})", path.display()),
        Err(_) => String::new(),
    }
}

/// A check the benchmark cannot do without: panics on a mismatch.
pub fn require(what: &str, expected: &Value, actual: &Value) {
    if expected != actual {
        panic!(
            "\n\n{BENCH}: CORRECTNESS GUARD FAILED: {what}{}\nfirst differences (expected vs got):\n  {}\n\n\
             (benchmarking a wrong result is worthless: nothing was timed)\n",
            dump(what, actual),
            differences(expected, actual).join("\n  ")
        );
    }
    eprintln!("{BENCH}: ok: {what}");
}

/// A further check (Go's own outputs, agreement beyond what is timed): a warning, or a
/// panic when `strict` (`SMP_BENCH_STRICT=1`). Returns whether it passed.
pub fn compare(strict: bool, what: &str, expected: &Value, actual: &Value) -> bool {
    if expected == actual {
        eprintln!("{BENCH}: ok: {what}");
        return true;
    }
    let message = format!(
        "{BENCH}: WARNING (correctness): {what}{}\nfirst differences (expected vs got):\n  {}",
        dump(what, actual),
        differences(expected, actual).join("\n  ")
    );
    if strict {
        panic!("\n\n{message}\n");
    }
    eprintln!("{message}");
    false
}

/// The result of an operation the benchmark times: panics on an error.
pub fn ok<T>(what: &str, result: Result<T, smp::Error>) -> T {
    result.unwrap_or_else(|e| panic!("\n\n{BENCH}: CORRECTNESS GUARD FAILED: {what} returned an error: {e}\n({e:?})\n"))
}
