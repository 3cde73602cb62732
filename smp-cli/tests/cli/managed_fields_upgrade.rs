//! `smp managed-fields upgrade` against client-go's csaupgrade: the recorded upgrades of
//! the library's test (`tests/data/managed_fields/csaupgrade-oracle.jsonl.gz`, Kubernetes
//! 1.37's answers) run through the command, one process an object: the upgraded object as
//! JSON, the JSON patch byte for byte (`-o patch`), and a one-line error naming the object
//! where Go fails too. The library's test compares every case; this one, the first 150
//! upgrades of one client-side manager, checks what the command adds: reading, printing,
//! errors and exit codes.

use std::io::BufRead;

use serde_json::Value;

use crate::behaviour::{smp, stdout};

fn cases() -> Vec<Value> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/managed_fields/csaupgrade-oracle.jsonl.gz");
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    std::io::BufReader::new(flate2::read::GzDecoder::new(file))
        .lines()
        .map(|line| serde_json::from_str::<Value>(&line.unwrap()).unwrap())
        .filter(|record| {
            let (case, go) = (&record["case"], &record["1.37"]);
            case["op"] == "upgrade"
                && case["csa_managers"].as_array().is_some_and(|m| m.len() == 1)
                && go["managed_fields_read"] != false
                && go.get("panic").is_none()
                && go.get("patch_panic").is_none()
        })
        .take(150)
        .collect()
}

#[test]
fn upgrades_as_client_go_recorded() {
    let (mut upgraded, mut patches, mut refused) = (0, 0, 0);
    for record in cases() {
        let (case, go) = (&record["case"], &record["1.37"]);
        let object = case["object"].to_string();
        let from = case["csa_managers"][0].as_str().unwrap();
        let mut args = vec!["managed-fields", "upgrade", "-f", "-", "--from", from, "--to"];
        args.push(case["ssa_manager"].as_str().unwrap());
        let subresource = case["subresource"].as_str().unwrap_or_default();
        if !subresource.is_empty() {
            args.extend(["--subresource", subresource]);
        }
        let context = || format!("{case}\nGo: {go}");

        let output = smp(&[&args[..], &["-o", "json"]].concat(), Some(&object));
        match go.get("error") {
            None => {
                assert!(output.status.success(), "{}\n{}", String::from_utf8_lossy(&output.stderr), context());
                let printed: Value = serde_json::from_str(&stdout(&output)).unwrap();
                assert_eq!(printed, go["object"], "{}", context());
                upgraded += 1;
            }
            Some(_) => {
                assert_eq!(output.status.code(), Some(2), "{}", context());
                let stderr = String::from_utf8_lossy(&output.stderr);
                assert_eq!(stderr.lines().count(), 1, "one line: {stderr}\n{}", context());
                // The file and the object: `smp: <stdin>: configmap/app: ...`.
                let name = format!(
                    "{}/{}",
                    case["object"]["kind"].as_str().unwrap_or_default().to_lowercase(),
                    case["object"]["metadata"]["name"].as_str().unwrap_or_default()
                );
                assert!(stderr.starts_with(&format!("smp: <stdin>: {name}: ")), "{stderr}");
                refused += 1;
            }
        }

        let output = smp(&[&args[..], &["-o", "patch"]].concat(), Some(&object));
        match (go.get("patch_error"), go["patch"].as_str()) {
            (None, Some(patch)) => {
                assert_eq!(stdout(&output), format!("{patch}\n"), "{}", context());
                patches += 1;
            }
            (None, None) => assert_eq!(stdout(&output), "", "no change, no patch: {}", context()),
            (Some(_), _) => assert_eq!(output.status.code(), Some(2), "{}", context()),
        }
    }
    eprintln!("managed-fields upgrade: {upgraded} upgraded, {patches} patches, {refused} refused");
    assert!(upgraded >= 100 && patches >= 30, "{upgraded} {patches}");
}

#[test]
fn bad_objects_are_reported_and_the_others_printed() {
    let good = r#"{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"a","managedFields":[
        {"manager":"kubectl-client-side-apply","operation":"Update","apiVersion":"v1","fieldsType":"FieldsV1","fieldsV1":{"f:data":{}}}]}}"#;
    let bad = r#"{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"b","managedFields":[{"manager":1}]}}"#;
    let output = smp(
        &["managed-fields", "upgrade", "-f", "-", "--from", "kubectl-client-side-apply", "--to", "kubectl"],
        Some(&format!("{bad}\n{good}")),
    );
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("configmap/b"), "{stderr}");
    let printed: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(printed["metadata"]["managedFields"][0]["manager"], "kubectl");
    assert_eq!(printed["metadata"]["managedFields"][0]["operation"], "Apply");
}
