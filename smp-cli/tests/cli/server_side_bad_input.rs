//! Bad input to the server-side commands (`plan --server-side`, `owners`, `managed-fields
//! upgrade`): each bad object is one line naming its file and object, the others are still
//! done, and a 50 MB dump of live objects is read as any other.

use serde_json::{json, Value};

use crate::behaviour::{dir, smp, stdout, write};

/// A Deployment as a cluster dump holds it, managedFields included.
fn deployment(n: usize) -> Value {
    let containers: Vec<Value> = (0..8)
        .map(|c| {
            json!({"name": format!("c{c}"), "image": format!("registry.example/app-{n}:{c}"),
                   "env": (0..10).map(|e| json!({"name": format!("E{e}"), "value": format!("{n}-{c}-{e}")})).collect::<Vec<_>>(),
                   "ports": [{"containerPort": 8000 + c, "protocol": "TCP"}]})
        })
        .collect();
    let container_fields: serde_json::Map<String, Value> = (0..8)
        .map(|c| {
            let env: serde_json::Map<String, Value> = (0..10)
                .map(|e| (format!("k:{{\"name\":\"E{e}\"}}"), json!({".": {}, "f:name": {}, "f:value": {}})))
                .collect();
            (format!("k:{{\"name\":\"c{c}\"}}"), json!({".": {}, "f:env": env, "f:image": {}, "f:name": {}}))
        })
        .collect();
    json!({"apiVersion": "apps/v1", "kind": "Deployment",
           "metadata": {"name": format!("app-{n}"), "namespace": "shop", "managedFields": [
               {"manager": "argocd-controller", "operation": "Apply", "apiVersion": "apps/v1",
                "time": "2026-12-01T10:00:00Z", "fieldsType": "FieldsV1",
                "fieldsV1": {"f:spec": {"f:replicas": {}, "f:template": {"f:spec": {"f:containers": container_fields}}}}}]},
           "spec": {"replicas": 2, "selector": {"matchLabels": {"app": format!("app-{n}")}},
                    "template": {"metadata": {"labels": {"app": format!("app-{n}")}}, "spec": {"containers": containers}}}})
}

#[test]
fn plan_server_side_reports_each_bad_object_and_plans_the_others() {
    let dir = dir();
    let live = r#"
apiVersion: v1
kind: ConfigMap
metadata:
  name: a
  namespace: default
  managedFields:
  - {manager: 1, operation: Apply}
data: {x: "1"}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: b
  namespace: default
  managedFields:
  - {manager: m, operation: Apply, apiVersion: v1, fieldsType: FieldsV1, fieldsV1: {"f:data": {"k:nope": {}}}}
data: {x: "1"}
---
apiVersion: apps/v1beta1
kind: Deployment
metadata: {name: d, namespace: default}
"#;
    let desired = r#"
apiVersion: v1
kind: ConfigMap
metadata: {name: a}
data: {x: "2"}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: b}
data: {x: "2"}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: d}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: e}
spec: {replica: 2}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: c}
data: {x: "2"}
"#;
    let (live, desired) = (write(&dir, "live.yaml", live), write(&dir, "desired.yaml", desired));
    let output = smp(&["plan", "--server-side", "-f", &desired, "--live", &live, "-o", "json"], None);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 4, "{stderr}");
    // Bad managedFields are the live file's; a manifest's error is its own.
    assert!(lines[0].contains("live.yaml: configmap/a: ") && lines[0].contains("manager is integer"), "{stderr}");
    assert!(lines[1].contains("live.yaml: configmap/b: ") && lines[1].contains("invalid FieldsV1"), "{stderr}");
    assert!(lines[2].contains("desired.yaml: deployment.apps/d: the live object is apps/v1beta1"), "{stderr}");
    assert!(lines[3].contains("desired.yaml: deployment.apps/e: ") && lines[3].contains(".spec.replica"), "{stderr}");
    let plan: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!((&plan["name"], &plan["action"]), (&json!("c"), &json!("create")));

    // The API server's rules for the field manager's name.
    for (name, why) in [("", "Required value"), ("a\tb", "invalid character U+0009"), (&"m".repeat(129), "Too long")] {
        let output = smp(&["plan", "--server-side", "-f", &desired, "--field-manager", name], None);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2));
        assert!(stderr.lines().count() == 1 && stderr.contains(why), "{stderr}");
    }
}

#[test]
fn owners_and_upgrade_report_each_bad_object() {
    let dir = dir();
    let objects = r#"
apiVersion: v1
kind: ConfigMap
metadata:
  name: bad
  managedFields:
  - {manager: m, operation: Update, apiVersion: v1, fieldsType: FieldsV1, fieldsV1: {"f:data": {"k:nope": {}}}}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: good
  managedFields:
  - {manager: kubectl-client-side-apply, operation: Update, apiVersion: v1, fieldsType: FieldsV1, fieldsV1: {"f:data": {"f:x": {}}}}
data: {x: "1"}
"#;
    let file = write(&dir, "objects.yaml", objects);
    let output = smp(&["owners", "-f", &file, "-o", "json"], None);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.lines().count() == 1 && stderr.contains("objects.yaml: configmap/bad: "), "{stderr}");
    assert!(stdout(&output).contains("kubectl-client-side-apply"), "{}", stdout(&output));

    // A manager no entry names: nothing to upgrade, and client-go reads no entry's fields,
    // so the bad one passes too; both objects as they were.
    let args = ["managed-fields", "upgrade", "-f", &file, "--from", "nobody", "--to", "kubectl", "-o", "json"];
    let output = smp(&args, None);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let printed: Vec<Value> =
        serde_json::Deserializer::from_slice(&output.stdout).into_iter().map(Result::unwrap).collect();
    assert_eq!(printed, smp::yaml::from_str_multiple(objects).unwrap());
    // One it names, whose entry cannot be read: that object's error, the other upgraded.
    let args = ["managed-fields", "upgrade", "-f", &file, "--from", "m", "--to", "kubectl", "-o", "json"];
    let output = smp(&args, None);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.lines().count() == 1 && stderr.contains("objects.yaml: configmap/bad: "), "{stderr}");
    let printed: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(printed["metadata"]["name"], "good");
}

/// A dump of 50 MB (`kubectl get -o yaml --show-managed-fields` of a large namespace, as a
/// `List`) is read as a small one: the object that matches is planned against it, the one
/// with bad managedFields reported.
#[test]
fn a_50_mb_dump_is_read_whole() {
    let dir = dir();
    let mut items: Vec<Value> = (0..6000).map(deployment).collect();
    items[1234]["metadata"]["managedFields"][0]["operation"] = json!(7);
    let dump = json!({"apiVersion": "v1", "kind": "List", "items": items}).to_string();
    assert!(dump.len() > 50 << 20, "{} bytes", dump.len());
    let live = write(&dir, "dump.json", &dump);
    drop(dump);
    let mut desired = vec![deployment(7), deployment(1234), deployment(9999)];
    for object in &mut desired {
        object["metadata"].as_object_mut().unwrap().remove("managedFields");
    }
    desired[0]["spec"]["replicas"] = json!(3);
    let text: String = desired.iter().map(|object| format!("{object}\n")).collect();
    let desired = write(&dir, "desired.json", &text);
    let args = ["plan", "--server-side", "-f", &desired, "--live", &live, "--field-manager", "argocd-controller"];
    let output = smp(&[&args[..], &["-o", "json"]].concat(), None);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.lines().count() == 1 && stderr.contains("dump.json: deployment.apps/app-1234: "), "{stderr}");
    let plans: Vec<Value> = stdout(&output).lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    let actions: Vec<(&Value, &Value)> = plans.iter().map(|plan| (&plan["name"], &plan["action"])).collect();
    assert_eq!(actions, [(&json!("app-7"), &json!("apply")), (&json!("app-9999"), &json!("create"))]);
}
