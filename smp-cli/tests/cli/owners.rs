//! `smp owners`: the table of a hand-made object, and, on the objects of the recorded
//! csaupgrade cases (`tests/data/managed_fields/`), that each path's owners are those
//! `smp::managed_fields::owners` finds (which the library's tests hold to client-go's
//! `find_fields_owners`), every path of every readable object.

use std::io::BufRead;

use serde_json::Value;
use smp::managed_fields::{self, PathElement};

use crate::behaviour::{smp, stdout};

const DEPLOYMENT: &str = r#"apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  managedFields:
  - {manager: kubectl, operation: Apply, apiVersion: apps/v1, time: "2026-12-01T10:00:00Z", fieldsType: FieldsV1,
     fieldsV1: {"f:spec": {"f:replicas": {}, "f:template": {"f:spec": {"f:containers": {"k:{\"name\":\"web\"}": {".": {}, "f:image": {}}}}}}}}
  - {manager: hpa, operation: Update, apiVersion: apps/v1, time: "2026-12-02T08:30:00Z", fieldsType: FieldsV1,
     fieldsV1: {"f:spec": {"f:replicas": {}}}}
  - {manager: kube-controller-manager, operation: Update, apiVersion: apps/v1, subresource: status, fieldsType: FieldsV1,
     fieldsV1: {"f:status": {"f:replicas": {}}}}
spec: {replicas: 3}
"#;

#[test]
fn a_table_of_paths_and_their_owners() {
    let output = smp(&["owners", "-f", "-"], Some(DEPLOYMENT));
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let expected = r#"deployment.apps/web (<stdin>)
  .spec.replicas                                    kubectl                  Apply   apps/v1  2026-12-01T10:00:00Z
                                                    hpa                      Update  apps/v1  2026-12-02T08:30:00Z
  .spec.template.spec.containers[name="web"]        kubectl                  Apply   apps/v1  2026-12-01T10:00:00Z
  .spec.template.spec.containers[name="web"].image  kubectl                  Apply   apps/v1  2026-12-01T10:00:00Z
  .status.replicas                                  kube-controller-manager  Update  apps/v1   (status)
"#;
    assert_eq!(stdout(&output), expected);
    // Paths that start with the ones given.
    let output = smp(&["owners", "-f", "-", ".status", ".spec.rep"], Some(DEPLOYMENT));
    let paths: Vec<String> =
        stdout(&output).lines().skip(1).filter_map(|l| l.split_whitespace().next().map(str::to_owned)).collect();
    assert_eq!(paths, [".spec.replicas", "hpa", ".status.replicas"]);
}

#[test]
fn owners_are_those_the_library_finds() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/managed_fields/csaupgrade-oracle.jsonl.gz");
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let objects: Vec<Value> = std::io::BufReader::new(flate2::read::GzDecoder::new(file))
        .lines()
        .map(|line| serde_json::from_str::<Value>(&line.unwrap()).unwrap()["case"]["object"].clone())
        .filter(|object| {
            managed_fields::read(object).is_ok_and(|e| e.is_some_and(|e| e.iter().all(|e| e.field_set().is_ok())))
        })
        .take(200)
        .collect();
    // From a file: the answers would fill the pipe before the objects were all written.
    let stream: String = objects.iter().map(|o| format!("{o}\n")).collect();
    let dir = crate::behaviour::dir();
    let file = crate::behaviour::write(&dir, "objects.json", &stream);
    let output = smp(&["owners", "-f", &file, "-o", "json"], None);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let answers: Vec<Value> = stdout(&output).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(answers.len(), objects.len());
    let mut paths = 0;
    for (object, answer) in objects.iter().zip(&answers) {
        let entries = managed_fields::read(object).unwrap().unwrap_or_default();
        let union = entries.iter().fold(smp::managed_fields::FieldSet::new(), |u, e| u.union(&e.field_set().unwrap()));
        let listed = answer["fields"].as_array().unwrap();
        assert_eq!(listed.len(), union.paths().len(), "every path: {answer}");
        for (field, path) in listed.iter().zip(union.paths()) {
            assert_eq!(field["path"], path.to_string());
            let elements: &[PathElement] = &path.0;
            let expected: Vec<&str> =
                managed_fields::owners(&entries, elements).unwrap().iter().map(|e| e.manager.as_str()).collect();
            let printed: Vec<&str> =
                field["owners"].as_array().unwrap().iter().map(|o| o["manager"].as_str().unwrap()).collect();
            assert_eq!(printed, expected, "{}", field["path"]);
            paths += 1;
        }
    }
    eprintln!("smp owners: {} objects, {paths} paths", objects.len());
    assert!(paths > 500, "{paths}");
}

/// `-o blame`: the object's YAML with each line's owners beside it, as `git blame` shows
/// authors; list items found by their keys, a subresource's owner named with it.
#[test]
fn a_blame_view_beside_the_yaml() {
    let object = r#"apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  managedFields:
  - {manager: kubectl, operation: Apply, apiVersion: apps/v1, time: "2026-12-01T10:00:00Z", fieldsType: FieldsV1,
     fieldsV1: {"f:spec": {"f:replicas": {}, "f:template": {"f:spec": {"f:containers": {"k:{\"name\":\"web\"}": {".": {}, "f:image": {}, "f:name": {}}}}}}}}
  - {manager: hpa, operation: Update, apiVersion: apps/v1, time: "2026-12-02T08:30:00Z", fieldsType: FieldsV1,
     fieldsV1: {"f:spec": {"f:replicas": {}}}}
  - {manager: kube-controller-manager, operation: Update, apiVersion: apps/v1, subresource: status, fieldsType: FieldsV1,
     fieldsV1: {"f:status": {"f:replicas": {}}}}
spec:
  replicas: 3
  template:
    spec:
      containers:
      - name: web
        image: nginx:1.27
      - name: sidecar
        image: envoy
status: {replicas: 3}
"#;
    let output = smp(&["owners", "-f", "-", "-o", "blame"], Some(object));
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let expected = "deployment.apps/web (<stdin>)
                                          apiVersion: apps/v1
                                          kind: Deployment
                                          metadata:
                                            name: web
                                          spec:
kubectl (Apply), hpa (Update)               replicas: 3
                                            template:
                                              spec:
                                                containers:
kubectl (Apply)                                 - image: nginx:1.27
kubectl (Apply)                                   name: web
                                                - image: envoy
                                                  name: sidecar
                                          status:
kube-controller-manager (Update, status)    replicas: 3
";
    assert_eq!(stdout(&output), expected);
}
