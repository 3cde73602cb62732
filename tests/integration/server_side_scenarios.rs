//! structured-merge-diff's own merge scenarios (`merge/*_test.go` of SMD v4.6.0, Kubernetes
//! 1.33, and v6.4.2, 1.37), every case the reference runs with its identity converter:
//! applies, forced applies, extract-and-apply, updates and schema changes by several
//! managers, on the tests' own schemas. `oracle/ssa/k8s-1.3x/smdmerge/record.sh` runs the
//! reference's tests with a fixture that records, after each step, the live object, each
//! manager's set and the conflicts or the error; this replays each step through smp's
//! updater (`smp::__private::server_side`) and compares. Recorded
//! (`tests/data/server_side/smd-merge-scenarios.jsonl.gz`) and, where Go is installed,
//! recorded afresh and replayed.

use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};
use smp::__private::server_side::{Managers, Refusal, Scenario, Type, VersionedSet};
use smp::managed_fields::FieldSet;
use smp::{Error, ErrorKind, KubeVersion};

use crate::go_driver;

const RECORD: &str = "tests/data/server_side/smd-merge-scenarios.jsonl.gz";
const VERSIONS: [(&str, &str); 2] = [("1.33", "oracle/ssa/k8s-1.33"), ("1.37", "oracle/ssa/k8s-1.37")];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[derive(Debug, Default, PartialEq)]
struct Counts {
    cases: usize,
    steps: usize,
    conflicts: usize,
    refused: usize,
}

/// Runs `record.sh` of each version; its records, each with the version it ran on.
fn go_records() -> Vec<Value> {
    let mut records = Vec::new();
    for (version, module) in VERSIONS {
        let out = std::env::temp_dir().join(format!("smp-smd-{version}-{}.jsonl", std::process::id()));
        let status = Command::new(root().join(module).join("smdmerge/record.sh")).arg(&out).status().expect("sh runs");
        assert!(status.success(), "{module}/smdmerge/record.sh failed");
        let text = std::fs::read_to_string(&out).unwrap();
        std::fs::remove_file(&out).unwrap();
        for line in text.lines() {
            let mut record: Value = serde_json::from_str(line).unwrap();
            record["kube"] = json!(version);
            records.push(record);
        }
    }
    records
}

fn recorded() -> Vec<Value> {
    let file = std::fs::File::open(root().join(RECORD)).unwrap();
    std::io::BufReader::new(flate2::read::GzDecoder::new(file))
        .lines()
        .map(|line| serde_json::from_str(&line.unwrap()).unwrap())
        .collect()
}

fn fields(json: &Value) -> FieldSet {
    FieldSet::from_fields_v1(json.to_string().as_bytes()).unwrap()
}

/// Replays every record; what was compared.
fn replay(records: &[Value], what: &str) -> Counts {
    let mut counts = Counts::default();
    for (i, record) in records.iter().enumerate() {
        let kube = match record["kube"].as_str() {
            Some("1.33") => KubeVersion::V1_33,
            Some("1.37") => KubeVersion::V1_37,
            other => panic!("a record of Kubernetes {other:?}"),
        };
        let ignored: HashMap<String, FieldSet> = record["ignored"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(version, set)| (version.clone(), fields(set)))
            .collect();
        let scenarios: Vec<Scenario> = record["schemas"]
            .as_array()
            .unwrap()
            .iter()
            .map(|schema| {
                let mut scenario = Scenario::new(schema, kube);
                scenario.ignored = ignored.clone();
                scenario
            })
            .collect();
        let mut live: Option<Value> = None;
        let mut managers = Managers::new();
        counts.cases += 1;
        for (n, step) in record["steps"].as_array().unwrap().iter().enumerate() {
            let context = || format!("{what}, record {i} ({}, {}), step {n}: {step}", record["test"], record["kube"]);
            let scenario = &scenarios[step["schema"].as_u64().unwrap() as usize];
            let ty = scenario.type_ref(&step["type"]);
            let outcome = run(scenario, &ty, step, &mut live, &mut managers);
            counts.steps += 1;
            let go_conflicts = step["conflicts"].as_array().map(|c| c.to_vec()).unwrap_or_default();
            match outcome {
                Ok(()) => {
                    assert!(step.get("error").is_none() && go_conflicts.is_empty(), "smp wrote: {}", context())
                }
                Err(Failed::Fixture(ours)) => {
                    assert_eq!(step["error"].as_str(), Some(ours.as_str()), "{}", context());
                    counts.refused += 1;
                }
                Err(Failed::Smp(Refusal::Conflicts(conflicts))) => {
                    let mut ours: Vec<Value> = conflicts
                        .iter()
                        .flat_map(|(manager, set)| {
                            set.paths()
                                .into_iter()
                                .map(move |path| json!({"manager": manager, "path": path.to_string()}))
                        })
                        .collect();
                    ours.sort_by_key(|c| c.to_string());
                    let mut go = go_conflicts.clone();
                    go.sort_by_key(|c| c.to_string());
                    assert_eq!(ours, go, "conflicts: {}", context());
                    counts.conflicts += 1;
                }
                Err(Failed::Smp(Refusal::Error(error))) => {
                    let go = step["error"].as_str().unwrap_or_else(|| panic!("smp refused: {error}: {}", context()));
                    same_error(&error, go, &context);
                    counts.refused += 1;
                }
            }
            assert_eq!(live.as_ref().unwrap_or(&Value::Null), &step["live"], "live object: {}", context());
            let go_managers: BTreeMap<&String, &Value> = step["managers"].as_object().unwrap().iter().collect();
            assert_eq!(
                managers.keys().collect::<Vec<_>>(),
                go_managers.keys().copied().collect::<Vec<_>>(),
                "managers: {}",
                context()
            );
            for (name, owned) in &managers {
                let go = go_managers[name];
                assert_eq!(owned.api_version, go["api_version"].as_str().unwrap(), "{name}: {}", context());
                assert_eq!(owned.applied, go["applied"].as_bool().unwrap(), "{name}: {}", context());
                let go_set = fields(&go["fields"]);
                assert!(
                    owned.set.equals(&go_set),
                    "{name}'s fields: smp {}, Go {}: {}",
                    String::from_utf8_lossy(&owned.set.to_fields_v1()),
                    go["fields"],
                    context()
                );
            }
        }
    }
    eprintln!("structured-merge-diff's merge scenarios, {what}: {counts:?}");
    counts
}

/// Why a step failed: in smp, or in the fixture's own steps.
enum Failed {
    Smp(Refusal),
    Fixture(String),
}

/// One step through smp, as the recording fixture ran it through Go.
fn run(
    scenario: &Scenario,
    ty: &Type,
    step: &Value,
    live: &mut Option<Value>,
    managers: &mut Managers,
) -> Result<(), Failed> {
    let op = step["op"].as_str().unwrap();
    let manager = step["manager"].as_str().unwrap_or_default();
    let version = step["api_version"].as_str().unwrap_or_default();
    let object = &step["object"];
    if op == "change-schema" {
        return scenario
            .validate(live.as_ref().unwrap_or(&Value::Null), ty, false)
            .map_err(|e| Failed::Smp(Refusal::Error(e)));
    }
    let read = scenario.validate(object, ty, op == "update");
    assert_eq!(read.is_err(), step.get("unread").is_some(), "smp reads the object: {read:?}");
    read.map_err(|e| Failed::Smp(Refusal::Error(e)))?;
    // The first write starts from null, as Go's fixture does.
    let current = live.clone().unwrap_or(Value::Null);
    let (config, force) = match op {
        "apply" => (object.clone(), false),
        "force-apply" => (object.clone(), true),
        "extract-apply" if live.is_none() => (object.clone(), true),
        "extract-apply" => {
            let set = match managers.get(manager) {
                Some(VersionedSet { api_version, .. }) if api_version != version => {
                    return Err(Failed::Fixture(format!("existing managed fieldpath set APIVersion ({api_version}) differs from desired ({version}), unable to extract")))
                }
                Some(owned) => owned.set.leaves(),
                None => FieldSet::new(),
            };
            (scenario.merge(ty, &scenario.extract_items(ty, &current, &set), object), true)
        }
        "update" => {
            *managers = scenario
                .update(ty, &current, object, version, managers.clone(), manager)
                .map_err(|e| Failed::Smp(Refusal::Error(e)))?;
            *live = Some(object.clone());
            return Ok(());
        }
        other => panic!("an op the fixture does not record: {other}"),
    };
    let (new, after) =
        scenario.apply(ty, &current, &config, version, managers.clone(), manager, force).map_err(Failed::Smp)?;
    *managers = after;
    *live = Some(new.unwrap_or(current));
    Ok(())
}

/// smp's reason is Go's text, but for the Go value a type error prints.
fn same_error(error: &Error, go: &str, context: &dyn Fn() -> String) {
    let ours = match error.kind() {
        ErrorKind::SchemaMismatch(reason) | ErrorKind::BadRequest(reason) => reason.clone(),
        other => other.to_string(),
    };
    let unvalued = |text: &str| text.rfind(", got ").map_or(text, |at| &text[..at]).to_owned();
    let go = go.strip_prefix("errors:\n  ").unwrap_or(go);
    assert!(go.split("\n  ").any(|listed| unvalued(listed) == unvalued(&ours)), "smp: {ours}\nGo: {go}\n{}", context());
}

#[test]
fn the_reference_scenarios_as_go_recorded() {
    let counts = replay(&recorded(), "recorded");
    assert!(counts.cases >= 230 && counts.steps >= 550, "{counts:?}");
}

#[test]
fn the_reference_scenarios_as_go_runs_them_now() {
    if !go_driver::go_is_here("structured-merge-diff's merge scenarios") {
        return;
    }
    let fresh = go_records();
    let counts = replay(&fresh, "live");
    // The committed record is what Go records today.
    let recorded = recorded();
    assert_eq!(fresh.len(), recorded.len(), "remake {RECORD} (tests/data/server_side/README.md)");
    assert_eq!(counts, replay(&recorded, "recorded, again"));
}

/// Remakes the record: `cargo test --test integration
/// server_side_scenarios::write_the_record -- --ignored`.
#[test]
#[ignore]
fn write_the_record() {
    let path: PathBuf = root().join(RECORD);
    let mut out = flate2::write::GzEncoder::new(std::fs::File::create(path).unwrap(), flate2::Compression::best());
    for record in go_records() {
        writeln!(out, "{record}").unwrap();
    }
    out.finish().unwrap();
}
