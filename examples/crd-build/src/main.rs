//! `smp-build` on a CustomResourceDefinition (`crds/`): `build.rs` generates the Rust
//! types of `BackupSchedule` with their strategic merge patch impls, and this program
//! computes `kubectl apply`'s three-way strategic merge patch for a changed manifest, on
//! the typed values. (To send a change, note that the API server takes no strategic
//! merge patch for custom resources: `smp::applier::Applier::plan_custom_resource` plans
//! the JSON merge patch kubectl sends them.)
//!
//! ```text
//! cargo run -p smp-example-crd-build
//! ```
//!
//! Lists the CRD declares `x-kubernetes-list-type: map` merge by their keys (`targets` by
//! `name`, `ports` by `port` and `protocol` together), `set` lists merge by value, and
//! `metadata` is `k8s-openapi`'s `ObjectMeta` with smp's impls.

include!(concat!(env!("OUT_DIR"), "/backup_schedule.rs"));
// The tests' second CRD (`crds/pipelines.ci.example.com.yaml`).
#[cfg(test)]
include!(concat!(env!("OUT_DIR"), "/pipeline.rs"));

use smp::{typed, Schema, ThreeWayOptions};
use v1alpha1::{BackupSchedule, BackupSchedulePatch};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let last_applied: BackupSchedule = serde_json::from_str(LAST_APPLIED)?;
    let desired: BackupSchedule = serde_json::from_str(DESIRED)?;
    let live: BackupSchedule = serde_json::from_str(LIVE)?;

    let options = ThreeWayOptions::default().overwrite(true);
    let patch: BackupSchedulePatch = typed::three_way(&last_applied, &desired, &live, &options)?;
    println!("three-way patch:\n{}", serde_json::to_string_pretty(&patch)?);
    let applied = typed::apply(&live, patch.clone())?;
    println!("\napplied:\n{}", serde_json::to_string_pretty(&applied)?);

    // Kept: the target and the finalizer another controller added, and the status.
    let spec = &applied.spec.as_ref().ok_or("no spec")?;
    assert!(spec.targets.iter().any(|t| t.name == "added-by-operator"));
    assert_eq!(applied.metadata.as_ref().and_then(|m| m.finalizers.as_ref()).map(Vec::len), Some(2));
    assert!(applied.status.is_some());
    // The port list merged by both key fields: 53/UDP changed, 53/TCP kept.
    let db = spec.targets.iter().find(|t| t.name == "db").ok_or("no db target")?;
    assert_eq!(db.ports.as_ref().map(Vec::len), Some(2));

    // The `Value` path, with the schema the generated types describe, keys the port list
    // on both fields too (the reference would key it on `port` alone, so deleting 53/UDP
    // would delete 53/TCP: kubernetes#39188): the same patch.
    let schema = Schema::of::<BackupSchedule>();
    let root = schema.root().ok_or("no root")?;
    let json = |v: &BackupSchedule| serde_json::to_value(v);
    let value_patch = smp::three_way(&json(&last_applied)?, &json(&desired)?, &json(&live)?, root, &options)?;
    let typed_patch = serde_json::to_value(&patch)?;
    let ports = &typed_patch["spec"]["targets"][0]["ports"];
    println!("\nports: {ports}");
    assert_eq!(ports[1], serde_json::json!({"$patch": "delete", "port": 53, "protocol": "UDP"}));
    assert_eq!(typed_patch, value_patch, "the Value path gives the same patch");
    println!("the Value path gives the same patch");
    Ok(())
}

const LAST_APPLIED: &str = r#"{
  "apiVersion": "backups.example.com/v1alpha1", "kind": "BackupSchedule",
  "metadata": {"name": "nightly", "namespace": "shop", "finalizers": ["backups.example.com/cleanup"]},
  "spec": {
    "schedule": "0 2 * * *", "historyLimit": 7,
    "targets": [
      {"name": "db", "volume": "orders-data", "ports": [{"port": 53, "protocol": "TCP"}, {"port": 53, "protocol": "UDP"}]},
      {"name": "media", "volume": "media-data", "paths": ["/images"]}
    ],
    "notify": ["ops@example.com"],
    "retention": {"keepLast": 7}
  }
}"#;

const DESIRED: &str = r#"{
  "apiVersion": "backups.example.com/v1alpha1", "kind": "BackupSchedule",
  "metadata": {"name": "nightly", "namespace": "shop", "finalizers": ["backups.example.com/cleanup"]},
  "spec": {
    "schedule": "30 1 * * *",
    "targets": [
      {"name": "db", "volume": "orders-data-v2", "ports": [{"port": 53, "protocol": "TCP"}, {"port": 5353, "protocol": "UDP"}]},
      {"name": "media", "volume": "media-data", "paths": ["/images", "/videos"]}
    ],
    "notify": ["ops@example.com", "dba@example.com"],
    "retention": {"maxAge": "720h"}
  }
}"#;

const LIVE: &str = r#"{
  "apiVersion": "backups.example.com/v1alpha1", "kind": "BackupSchedule",
  "metadata": {"name": "nightly", "namespace": "shop", "uid": "7d1c", "resourceVersion": "4711",
               "finalizers": ["backups.example.com/cleanup", "other.example.com/hold"]},
  "spec": {
    "schedule": "0 2 * * *", "historyLimit": 7,
    "targets": [
      {"name": "db", "volume": "orders-data", "ports": [{"port": 53, "protocol": "TCP"}, {"port": 53, "protocol": "UDP"}]},
      {"name": "media", "volume": "media-data", "paths": ["/images"]},
      {"name": "added-by-operator", "volume": "audit-logs"}
    ],
    "notify": ["ops@example.com"],
    "retention": {"keepLast": 7}
  },
  "status": {"lastRun": "2026-11-20T02:00:00Z", "conditions": [{"type": "Ready", "status": "True"}]}
}"#;

#[cfg(test)]
mod tests {
    use super::*;

    /// `cargo test --workspace` runs the example and its checks.
    #[test]
    fn the_example_runs() {
        super::main().expect("the example succeeds");
    }

    /// One CRD, one meaning: the `Value` path merges the same with the schema read from the
    /// CRD manifest (`Schema::from_crd`) as with the schema the generated types describe;
    /// its `map` lists merge by key (the operator's target is kept), its `set` lists by value.
    #[test]
    fn from_crd_merges_as_the_generated_types_describe() {
        let text = include_str!("../crds/backupschedules.backups.example.com.yaml");
        let from_crd = Schema::from_crd(&smp::yaml::from_str(text).unwrap()).unwrap();
        let crd_root = from_crd.for_kind("backups.example.com/v1alpha1", "BackupSchedule").unwrap();
        let described = Schema::of::<BackupSchedule>();
        let root = described.root().unwrap();
        let read = |text: &str| -> serde_json::Value { serde_json::from_str(text).unwrap() };
        let (last_applied, desired, live) = (read(LAST_APPLIED), read(DESIRED), read(LIVE));
        let options = ThreeWayOptions::kubectl_apply();
        let patch = smp::three_way(&last_applied, &desired, &live, crd_root, &options).unwrap();
        assert_eq!(patch, smp::three_way(&last_applied, &desired, &live, root, &options).unwrap());
        let applied = smp::apply(&live, &patch, crd_root).unwrap();
        assert_eq!(applied, smp::apply(&live, &patch, root).unwrap());
        let targets: Vec<&str> =
            applied["spec"]["targets"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
        assert!(targets.contains(&"added-by-operator"), "{targets:?}");
        assert_eq!(applied["spec"]["notify"], serde_json::json!(["ops@example.com", "dba@example.com"]));
    }

    /// Every schema form of the second CRD (properties without `type`, arrays without
    /// `items`, objects that keep unknown fields below the root, int-or-string, objects
    /// without properties, each list type) has one meaning: `Schema::from_crd` and the
    /// generated types describe the same fields, strategies, merge keys, list items and
    /// map values, all the way down.
    #[test]
    fn from_crd_reads_every_form_as_smp_build_does() {
        let text = include_str!("../crds/pipelines.ci.example.com.yaml");
        let from_crd = Schema::from_crd(&smp::yaml::from_str(text).unwrap()).unwrap();
        let crd_root = from_crd.for_kind("ci.example.com/v1", "Pipeline").unwrap();
        let described = Schema::of::<v1::Pipeline>();
        let mut compared = 0;
        same_schema("Pipeline", crd_root, described.root().unwrap(), &mut compared);
        // spec, its 11 fields, the stages' 4 and their env's 3, the list items and map values.
        assert!(compared > 20, "compared {compared} nodes");
    }

    /// Compares two schema nodes by what the patch algorithms ask of them.
    fn same_schema(at: &str, crd: smp::SchemaRef<'_>, typed: smp::SchemaRef<'_>, compared: &mut usize) {
        *compared += 1;
        assert_eq!(crd.is_arbitrary(), typed.is_arbitrary(), "{at}: any JSON on one path only");
        assert_eq!(crd.is_atomic(), typed.is_atomic(), "{at}: atomic on one path only");
        assert_eq!(crd.field_names(), typed.field_names(), "{at}: fields");
        for name in crd.field_names() {
            // The root's metadata is ObjectMeta on both paths, in two forms (`from_crd` keeps
            // the fields whose patches differ from the default).
            if at == "Pipeline" && name == "metadata" {
                continue;
            }
            let (crd_field, crd_meta) = crd.field(name).unwrap();
            let (typed_field, typed_meta) = typed.field(name).unwrap();
            let at = format!("{at}.{name}");
            assert_eq!(crd_meta, typed_meta, "{at}: patch strategy and merge key");
            same_schema(&at, crd_field, typed_field, compared);
            if let (Ok((crd_items, _)), Ok((typed_items, _))) = (crd.list_field(name), typed.list_field(name)) {
                if crd_field.field_names().is_empty() && !crd_field.is_arbitrary() {
                    same_schema(&format!("{at}[]"), crd_items, typed_items, compared);
                }
            } else {
                assert_eq!(
                    crd.list_field(name).is_ok(),
                    typed.list_field(name).is_ok(),
                    "{at}: a list on one path only"
                );
            }
        }
        // A map's values (a struct has no field by this name; any JSON is compared above).
        if crd.field_names().is_empty() && !crd.is_arbitrary() {
            let (crd_values, typed_values) = (crd.field("any-key"), typed.field("any-key"));
            assert_eq!(crd_values.is_ok(), typed_values.is_ok(), "{at}: a map on one path only");
            if let (Ok((crd_values, _)), Ok((typed_values, _))) = (crd_values, typed_values) {
                same_schema(&format!("{at}{{}}"), crd_values, typed_values, compared);
            }
        }
    }
}
