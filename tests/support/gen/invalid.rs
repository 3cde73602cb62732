//! Patches made invalid on purpose (about 5 % of the cases), to compare the rejections.

use serde_json::{json, Map, Value};

use super::Gen;

impl Gen {
    /// Breaks the patch on purpose in one of several ways; returns which.
    pub(super) fn make_invalid(&mut self, patch: &mut Value, deployment: bool) -> &'static str {
        let how = self.pick(&[
            "setElementOrder-wrong-order",
            "setElementOrder-missing-item",
            "retainKeys-missing-key",
            "retainKeys-not-a-list",
            "patch-merge-in-list",
            "unknown-patch-type",
            "missing-merge-key",
            "setElementOrder-unknown-field",
            "setElementOrder-not-a-list",
            "deleteFromPrimitiveList-without-field",
            "null-list-item",
            "setElementOrder-atomic-list-of-maps",
        ]);
        self.feat("deliberately-invalid");
        let root = patch.as_object_mut().expect("patch is an object");
        match how {
            "setElementOrder-wrong-order" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert(
                    "containers".into(),
                    json!([{"name": "app", "image": "a:1"}, {"name": "sidecar", "image": "s:1"}]),
                );
                pod_spec.insert("$setElementOrder/containers".into(), json!([{"name": "sidecar"}, {"name": "app"}]));
            }
            "setElementOrder-missing-item" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert(
                    "containers".into(),
                    json!([{"name": "app", "image": "a:1"}, {"name": "proxy", "image": "p:1"}]),
                );
                pod_spec.insert("$setElementOrder/containers".into(), json!([{"name": "app"}]));
            }
            "retainKeys-missing-key" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert("nodeSelector".into(), json!({"disktype": "ssd"}));
                pod_spec.insert("$retainKeys".into(), json!(["containers"]));
            }
            "retainKeys-not-a-list" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert("$retainKeys".into(), json!("containers"));
            }
            "null-list-item" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.remove("$setElementOrder/containers");
                pod_spec.insert("containers".into(), json!([null, {"name": "app", "image": "a:3"}]));
            }
            "setElementOrder-atomic-list-of-maps" => {
                // Go crashes (maps are not hashable); kubectl exits with a panic.
                let pod_spec = pod_spec_mut(root, deployment);
                let toleration = json!({"key": "gpu", "operator": "Exists"});
                pod_spec.insert("tolerations".into(), json!([toleration.clone()]));
                pod_spec.insert("$setElementOrder/tolerations".into(), json!([toleration]));
            }
            "patch-merge-in-list" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.remove("$setElementOrder/containers");
                pod_spec.insert("containers".into(), json!([{"$patch": "merge"}, {"name": "app", "image": "a:2"}]));
            }
            "missing-merge-key" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.remove("$setElementOrder/containers");
                pod_spec.insert("containers".into(), json!([{"image": "nameless:1"}]));
            }
            "setElementOrder-unknown-field" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert("$setElementOrder/sideContainers".into(), json!([{"name": "app"}]));
            }
            "unknown-patch-type" => {
                root.insert("metadata".into(), json!({"$patch": "bogus", "labels": {"a": "b"}}));
            }
            "setElementOrder-not-a-list" => {
                object_mut(root, "metadata").insert("$setElementOrder/finalizers".into(), json!("example.com/a"));
            }
            _ => {
                object_mut(root, "metadata").insert("$deleteFromPrimitiveList".into(), json!(["example.com/a"]));
            }
        }
        how
    }
}

/// The map at `key` in `map`, made an (empty) map first if it is something else.
fn object_mut<'a>(map: &'a mut Map<String, Value>, key: &str) -> &'a mut Map<String, Value> {
    let entry = map.entry(key).or_insert_with(|| json!({}));
    if !entry.is_object() {
        *entry = json!({});
    }
    entry.as_object_mut().expect("just made an object")
}

/// The pod spec of a Pod or Deployment patch, created as needed.
fn pod_spec_mut(root: &mut Map<String, Value>, deployment: bool) -> &mut Map<String, Value> {
    let spec = object_mut(root, "spec");
    if deployment {
        object_mut(object_mut(spec, "template"), "spec")
    } else {
        spec
    }
}
