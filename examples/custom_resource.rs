//! Strategic merge patch on a custom resource's own Rust type, as an operator author uses
//! it: `#[derive(smp::StrategicMerge)]` on the CRD's structs, with the patch tags Go types
//! carry (`patchStrategy`, `patchMergeKey`) written as `#[smp(...)]`.
//!
//! ```text
//! cargo run --example custom_resource
//! ```
//!
//! The example defines `BackupSchedule` (`backups.example.com/v1alpha1`). Its spec has a
//! list of targets merged by `name`, a set of strings, a selector replaced whole, a
//! `retainKeys` union (`keepLast` or `maxAge`), free-form driver options, an integer and a
//! bool. The derive generates `BackupSchedulePatch` (and a `…Patch` type for each struct).
//! The example then shows:
//!
//! 1. a patch body parsed straight into `BackupSchedulePatch` and applied with
//!    `smp::typed::apply`;
//! 2. `smp::typed::two_way`: the patch an operator sends for the changes it made, which
//!    gives back the changed object when applied;
//! 3. `smp::typed::three_way`: `kubectl apply`'s three-way patch, on the bundled manifests
//!    (`examples/manifests/backup-schedule-*.json`). Fields that other writers set on the
//!    live object (status, a finalizer, a label, an extra target) are kept;
//! 4. a bad patch: a typed `smp::Error` whose message names the JSON path, and the object
//!    left unchanged;
//! 5. the same operations on `serde_json::Value` with `smp::Schema::of::<BackupSchedule>()`,
//!    which give the same patches, results and errors.
//!
//! Every step asserts its result, so the example fails if the behaviour changes.
//!
//! These are in-process operations (an operator's own merging and diffing, an admission
//! webhook, patching manifests on disk as kustomize does). The API server itself takes no
//! strategic merge patch for a custom resource: to send a change, use a JSON merge patch,
//! as `smp::applier::Applier::plan_custom_resource` plans and kubectl sends.

use std::collections::BTreeMap;
use std::error::Error;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::{typed, ErrorKind, SchemaRef, StrategicMerge, ThreeWayOptions, TwoWayOptions};

/// A namespaced custom resource, `backups.example.com/v1alpha1`, kind `BackupSchedule`.
#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct BackupSchedule {
    api_version: String,
    kind: String,
    #[serde(default)]
    metadata: ObjectMeta,
    #[serde(default)]
    spec: BackupScheduleSpec,
    /// Written by the operator (the status subresource), never in a manifest.
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<BackupScheduleStatus>,
}

/// The part of Kubernetes' `ObjectMeta` this example needs, with its patch tags.
#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct ObjectMeta {
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    namespace: Option<String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    labels: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    annotations: BTreeMap<String, String>,
    /// `patchStrategy:"merge"`, as in Kubernetes: a set, merged by value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[smp(patch_strategy = "merge")]
    finalizers: Vec<String>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct BackupScheduleSpec {
    /// A cron expression.
    schedule: String,
    #[serde(default)]
    suspend: bool,
    /// How many finished backup jobs to keep.
    #[serde(skip_serializing_if = "Option::is_none")]
    history_limit: Option<i64>,
    /// Labels of the volumes to back up. Replaced whole, never merged: a label left over
    /// from an old selector would select the wrong volumes.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[smp(patch_strategy = "replace")]
    selector: BTreeMap<String, String>,
    /// Merged by `name`: other controllers may add targets of their own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    targets: Vec<BackupTarget>,
    /// Addresses to tell about failures, merged as a set.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[smp(patch_strategy = "merge")]
    notify: Vec<String>,
    /// One of `keepLast` or `maxAge`: `retainKeys` drops the one a patch leaves out.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "retainKeys")]
    retention: Option<Retention>,
    /// Passed to the backup driver as they are; any JSON.
    #[serde(skip_serializing_if = "Option::is_none")]
    driver_options: Option<Value>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct BackupTarget {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    volume: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    compression: Option<String>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Retention {
    #[serde(skip_serializing_if = "Option::is_none")]
    keep_last: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_age: Option<String>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct BackupScheduleStatus {
    #[serde(skip_serializing_if = "Option::is_none")]
    last_backup_time: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    observed_generation: Option<i64>,
}

const LAST_APPLIED: &str = include_str!("manifests/backup-schedule-last-applied.json");
const DESIRED: &str = include_str!("manifests/backup-schedule-desired.json");
const LIVE: &str = include_str!("manifests/backup-schedule-live.json");

/// A patch body as a client sends it (`kubectl patch --type strategic`, or an admission
/// webhook's caller): change one target and delete another, add an address, and switch
/// the retention from `keepLast` to `maxAge`.
const PATCH: &str = r#"{
  "metadata": {"labels": {"tier": "gold"}},
  "spec": {
    "suspend": true,
    "targets": [
      {"name": "orders-db", "compression": "gzip"},
      {"name": "orders-cache", "$patch": "delete"}
    ],
    "notify": ["sre@example.com"],
    "retention": {"$retainKeys": ["maxAge"], "maxAge": "720h"}
  }
}"#;

/// A target without its merge key, `name`: the patch cannot say which target it changes.
const BAD_PATCH: &str = r#"{"spec": {"targets": [{"volume": "orders-data-v2"}]}}"#;

fn main() -> Result<(), Box<dyn Error>> {
    let live: BackupSchedule = serde_json::from_str(LIVE)?;

    // 1. A patch body parsed straight into the generated patch type, then applied.
    let patch: BackupSchedulePatch = serde_json::from_str(PATCH)?;
    let patched = typed::apply(&live, patch)?;
    section("1. typed::apply: the patch body parsed into BackupSchedulePatch", PATCH);
    show("spec after the patch", &patched.spec)?;
    let spec = &patched.spec;
    assert!(spec.suspend);
    assert_eq!(names(&spec.targets), ["orders-db", "audit-log"], "orders-cache deleted, audit-log untouched");
    assert_eq!(spec.targets[0].compression.as_deref(), Some("gzip"));
    assert_eq!(spec.targets[0].volume.as_deref(), Some("orders-data"), "fields the patch leaves out are kept");
    // Without `$setElementOrder`, new items of a merged set come first, as in Go.
    assert_eq!(spec.notify, ["sre@example.com", "payments-oncall@example.com", "dba@example.com"]);
    assert_eq!(spec.retention, Some(Retention { keep_last: None, max_age: Some("720h".into()) }));
    assert_eq!(patched.metadata.labels.len(), 4, "labels merge: `tier` added to the three");
    assert_eq!(patched.status, live.status);

    // 2. The two-way patch for changes made in Rust, as an operator would send them.
    let mut after = live.clone();
    after.metadata.finalizers.push("backups.example.com/cleanup".into());
    after.spec.suspend = true;
    after.spec.history_limit = None;
    after.spec.selector.remove("tier");
    after.spec.targets.retain(|target| target.name != "orders-cache");
    after.spec.targets.push(BackupTarget {
        name: "orders-events".into(),
        volume: Some("orders-kafka".into()),
        compression: None,
    });
    after.spec.notify.retain(|address| address != "dba@example.com");
    after.spec.retention = Some(Retention { keep_last: None, max_age: Some("720h".into()) });
    let two_way = typed::two_way(&live, &after, &TwoWayOptions::default())?;
    section("2. typed::two_way: the patch from the live object to the operator's changes", "");
    show("patch", &two_way)?;
    let two_way_json = serde_json::to_value(&two_way)?;
    assert_eq!(two_way_json["spec"]["selector"], json!({"app": "orders"}), "replace: sent whole");
    assert_eq!(two_way_json["spec"]["retention"]["$retainKeys"], json!(["maxAge"]));
    assert_eq!(two_way_json["spec"]["historyLimit"], Value::Null);
    assert_eq!(typed::apply(&live, two_way.clone())?, after, "the patch turns the live object into `after`");
    // As in Go, a patch between equal objects need not be empty: a `replace` map is always
    // sent whole, and an unsorted merged set gets `$setElementOrder`. Compare the objects
    // (not the patch) to decide whether to send one.
    let no_change = serde_json::to_value(typed::two_way(&live, &live, &TwoWayOptions::default())?)?;
    assert_eq!(no_change["spec"]["selector"], json!({"app": "orders", "tier": "db"}));

    // 3. The three-way patch, as `kubectl apply` computes it, from the last-applied configuration
    //    (kubectl keeps it in an annotation; here it is a file), the new manifest and the
    //    live object. `Precondition::kubectl_apply()` would also refuse to change
    //    apiVersion, kind or name.
    let last_applied: BackupSchedule = serde_json::from_str(LAST_APPLIED)?;
    let desired: BackupSchedule = serde_json::from_str(DESIRED)?;
    let options = ThreeWayOptions::default().overwrite(true);
    let three_way = typed::three_way(&last_applied, &desired, &live, &options)?;
    let applied = typed::apply(&live, three_way.clone())?;
    section("3. typed::three_way: kubectl apply's three-way patch on the bundled manifests", "");
    show("patch", &three_way)?;
    show("the object after the API server applies it", &applied)?;
    assert_eq!(
        applied.spec,
        BackupScheduleSpec {
            // audit-log, added by another controller, keeps its place among the targets.
            targets: vec![
                desired.spec.targets[0].clone(),
                live.spec.targets[1].clone(),
                desired.spec.targets[1].clone()
            ],
            ..desired.spec.clone()
        }
    );
    assert_eq!(applied.status, live.status, "status is the server's: kept");
    assert_eq!(
        applied.metadata.finalizers,
        ["backups.example.com/keep-snapshots"],
        "another controller's finalizer: kept"
    );
    assert_eq!(applied.metadata.labels, live.metadata.labels, "another controller's label: kept");

    // 4. A bad patch: a typed error naming the place in the patch. The object is untouched.
    let bad: BackupSchedulePatch = serde_json::from_str(BAD_PATCH)?;
    let before = live.clone();
    let error = typed::apply(&live, bad).expect_err("a target without a name cannot be merged");
    section("4. a bad patch", BAD_PATCH);
    println!("error: {error}");
    assert!(matches!(error.kind(), ErrorKind::MissingMergeKey { merge_key, .. } if merge_key == "name"));
    assert_eq!(error.path().to_string(), "/spec/targets/0");
    assert_eq!(live, before);
    // A patch of the wrong shape is refused earlier, by serde, when it is parsed.
    let wrong_type = serde_json::from_str::<BackupSchedulePatch>(r#"{"spec": {"suspend": "yes"}}"#);
    println!("and a wrong type fails to parse: {}", wrong_type.expect_err("suspend is a bool"));

    // 5. The same on `serde_json::Value`, with the schema the derive describes.
    let root = SchemaRef::of::<BackupSchedule>();
    let parse = |text: &str| serde_json::from_str::<Value>(text);
    let (live_json, patch_json) = (parse(LIVE)?, parse(PATCH)?);
    assert_eq!(serde_json::to_value(&live)?, live_json, "the manifest round-trips through the type");

    let value_patched = smp::apply(&live_json, &patch_json, root)?;
    assert_eq!(value_patched, serde_json::to_value(&patched)?, "apply");
    let after_json = serde_json::to_value(&after)?;
    let value_two_way = smp::two_way(&live_json, &after_json, root, &TwoWayOptions::default())?;
    assert_eq!(value_two_way, two_way_json, "two-way patch");
    assert_eq!(smp::apply(&live_json, &value_two_way, root)?, after_json, "two-way result");
    let value_three_way = smp::three_way(&parse(LAST_APPLIED)?, &parse(DESIRED)?, &live_json, root, &options)?;
    assert_eq!(value_three_way, serde_json::to_value(&three_way)?, "three-way patch");
    assert_eq!(smp::apply(&live_json, &value_three_way, root)?, serde_json::to_value(&applied)?, "three-way result");
    let value_error = smp::apply(&live_json, &parse(BAD_PATCH)?, root).expect_err("the same bad patch");
    // The same error: kind, path, and the item printed as Go prints it.
    assert_eq!(value_error, error);
    section("5. the Value path with Schema::of::<BackupSchedule>()", "");
    println!("error: {value_error}");
    println!("apply, two_way and three_way give the same patches and objects as the typed path, and the bad patch the same error");
    Ok(())
}

fn section(title: &str, input: &str) {
    println!("\n## {title}");
    if !input.is_empty() {
        println!("{input}");
    }
}

fn show(label: &str, value: &impl Serialize) -> Result<(), serde_json::Error> {
    println!("# {label}\n{}", serde_json::to_string_pretty(value)?);
    Ok(())
}

fn names(targets: &[BackupTarget]) -> Vec<&str> {
    targets.iter().map(|target| target.name.as_str()).collect()
}
