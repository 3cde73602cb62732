//! The patch of a whole object: its metadata, and the spec of a Pod or of a Deployment
//! (with the pod template), built from the directive builders of [`super::directives`].

use rand::Rng;
use serde_json::{json, Map, Value};

use super::{
    Gen, KeyedList, ANNOTATIONS, CONTAINER_NAMES, FINALIZERS, INIT_CONTAINER_NAMES, LABELS, NODE_SELECTOR, OWNER_UIDS,
    PULL_SECRETS, VOLUME_NAMES,
};

impl Gen {
    pub(super) fn patch(&mut self, object: &Value, deployment: bool) -> Value {
        for _ in 0..20 {
            let mut patch = Map::new();
            if self.p(0.5) {
                if let Some(m) = self.metadata_patch(&object["metadata"]) {
                    patch.insert("metadata".into(), m);
                }
            }
            if self.p(0.9) {
                let spec = if deployment {
                    self.deployment_spec_patch(&object["spec"])
                } else {
                    self.pod_spec_patch(&object["spec"])
                };
                if let Some(s) = spec {
                    patch.insert("spec".into(), s);
                }
            }
            if self.p(0.01) {
                // Replace the whole object; a nested patch stays in it as it is.
                self.feat("root-$patch-replace");
                let spec = match patch.remove("spec") {
                    Some(spec) if self.p(0.5) => spec,
                    _ => object["spec"].clone(),
                };
                patch = Map::new();
                patch.insert("$patch".into(), json!("replace"));
                patch.insert("apiVersion".into(), object["apiVersion"].clone());
                patch.insert("kind".into(), object["kind"].clone());
                patch.insert("metadata".into(), json!({"name": object["metadata"]["name"]}));
                patch.insert("spec".into(), spec);
            }
            if !patch.is_empty() {
                return Value::Object(patch);
            }
        }
        json!({"metadata": {"labels": {"patched": "true"}}})
    }

    pub(super) fn metadata_patch(&mut self, meta: &Value) -> Option<Value> {
        let mut out = Map::new();
        if self.p(0.5) {
            out.insert("labels".into(), self.map_patch(meta.get("labels"), LABELS));
        }
        if self.p(0.3) {
            out.insert("annotations".into(), self.map_patch(meta.get("annotations"), ANNOTATIONS));
        }
        if self.p(0.5) {
            self.primitive_list_patch(&mut out, "finalizers", meta.get("finalizers"), FINALIZERS);
        }
        if self.p(0.15) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "ownerReferences",
                    key: "uid",
                    pool: OWNER_UIDS.iter().map(|u| json!(u)).collect(),
                    orig: meta.get("ownerReferences"),
                    new_item: |g, k| g.owner_reference(k),
                    change_item: |g, _| {
                        let mut m = Map::new();
                        if g.p(0.5) {
                            m.insert("name".into(), g.s(&["web-5d9f", "web-7c4b", "web-0000"]));
                        } else {
                            m.insert("controller".into(), if g.p(0.5) { Value::Null } else { json!(true) });
                        }
                        m
                    },
                },
            );
        }
        if self.p(0.05) {
            out.insert("namespace".into(), if self.p(0.5) { Value::Null } else { json!("kube-system") });
            self.feat("plain-field");
        }
        if self.p(0.02) {
            self.feat("map-$patch-delete");
            return Some(json!({"$patch": "delete"}));
        }
        if self.p(0.03) {
            self.feat("map-replace-metadata");
            out.insert("$patch".into(), json!("replace"));
            out.insert("name".into(), meta["name"].clone());
        }
        (!out.is_empty()).then_some(Value::Object(out))
    }

    pub(super) fn pod_spec_patch(&mut self, spec: &Value) -> Option<Value> {
        let mut out = Map::new();
        let containers: Vec<Value> = CONTAINER_NAMES.iter().map(|n| json!(n)).collect();
        let init: Vec<Value> = INIT_CONTAINER_NAMES.iter().map(|n| json!(n)).collect();
        if self.p(0.6) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "containers",
                    key: "name",
                    pool: containers,
                    orig: spec.get("containers"),
                    new_item: |g, k| g.container(k),
                    change_item: |g, m| g.container_patch(m),
                },
            );
        }
        if self.p(0.2) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "initContainers",
                    key: "name",
                    pool: init,
                    orig: spec.get("initContainers"),
                    new_item: |g, k| g.container(k),
                    change_item: |g, m| g.container_patch(m),
                },
            );
        }
        if self.p(0.35) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "volumes",
                    key: "name",
                    pool: VOLUME_NAMES.iter().map(|n| json!(n)).collect(),
                    orig: spec.get("volumes"),
                    new_item: |g, k| g.volume(k),
                    change_item: |g, m| g.volume_patch(m),
                },
            );
        }
        if self.p(0.15) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "imagePullSecrets",
                    key: "name",
                    pool: PULL_SECRETS.iter().map(|n| json!(n)).collect(),
                    orig: spec.get("imagePullSecrets"),
                    new_item: |_, k| json!({"name": k}),
                    change_item: |_, _| Map::new(),
                },
            );
        }
        if self.p(0.15) {
            self.feat("atomic-list");
            let v = if self.p(0.2) { Value::Null } else { self.tolerations() };
            out.insert("tolerations".into(), v);
        }
        if self.p(0.2) {
            out.insert("nodeSelector".into(), self.map_patch(spec.get("nodeSelector"), NODE_SELECTOR));
        }
        let mut plain: Vec<(&str, Value)> = Vec::new();
        if self.p(0.1) {
            plain.push(("restartPolicy", self.s(&["Always", "OnFailure", "Never"])));
        }
        if self.p(0.1) {
            plain.push(("serviceAccountName", self.s(&["default", "builder"])));
        }
        if self.p(0.1) {
            plain.push(("terminationGracePeriodSeconds", self.small_int()));
        }
        if self.p(0.05) {
            plain.push(("hostNetwork", json!(false)));
        }
        for (k, mut v) in plain {
            if self.p(0.3) {
                self.feat("null-field");
                v = Value::Null;
            } else {
                self.feat("plain-field");
            }
            out.insert(k.into(), v);
        }
        if self.p(0.02) {
            self.feat("$retainKeys-podspec");
            let mut keys: Vec<Value> = out.keys().filter(|k| !k.starts_with('$')).map(|k| json!(k)).collect();
            keys.push(json!("containers"));
            keys.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
            keys.dedup();
            out.insert("$retainKeys".into(), Value::Array(keys));
        }
        (!out.is_empty()).then_some(Value::Object(out))
    }

    pub(super) fn deployment_spec_patch(&mut self, spec: &Value) -> Option<Value> {
        let mut out = Map::new();
        if self.p(0.2) {
            let v = if self.p(0.2) { Value::Null } else { json!(self.rng.gen_range(0..=10)) };
            self.feat("plain-field");
            out.insert("replicas".into(), v);
        }
        if self.p(0.1) {
            out.insert("minReadySeconds".into(), if self.p(0.3) { Value::Null } else { self.small_int() });
        }
        if self.p(0.05) {
            out.insert("paused".into(), json!(self.p(0.5)));
        }
        if self.p(0.3) {
            let s = self.strategy_patch(spec.get("strategy"));
            out.insert("strategy".into(), s);
        }
        if self.p(0.05) {
            let orig = spec.pointer("/selector/matchLabels");
            out.insert("selector".into(), json!({"matchLabels": self.map_patch(orig, LABELS)}));
        }
        if self.p(0.85) {
            let mut template = Map::new();
            let orig = spec.get("template").cloned().unwrap_or(Value::Null);
            if self.p(0.3) {
                let mut meta = Map::new();
                meta.insert("labels".into(), self.map_patch(orig.pointer("/metadata/labels"), LABELS));
                if self.p(0.3) {
                    meta.insert(
                        "annotations".into(),
                        self.map_patch(orig.pointer("/metadata/annotations"), ANNOTATIONS),
                    );
                }
                template.insert("metadata".into(), Value::Object(meta));
            }
            if let Some(s) = self.pod_spec_patch(&orig["spec"]) {
                template.insert("spec".into(), s);
            }
            if self.p(0.03) {
                // Replace the whole template; a nested patch stays in it as it is.
                self.feat("map-$patch-replace");
                self.feat("map-replace-template");
                template.insert("$patch".into(), json!("replace"));
                if self.p(0.6) {
                    template.insert("spec".into(), self.pod_spec());
                }
                template.insert("metadata".into(), json!({"labels": spec.pointer("/selector/matchLabels")}));
            }
            if !template.is_empty() {
                out.insert("template".into(), Value::Object(template));
            }
        }
        (!out.is_empty()).then_some(Value::Object(out))
    }

    pub(super) fn strategy_patch(&mut self, orig: Option<&Value>) -> Value {
        let _ = orig;
        match self.rng.gen_range(0..7) {
            0 => {
                self.feat("$retainKeys-strategy");
                json!({"$retainKeys": ["type"], "type": "Recreate"})
            }
            1 => {
                self.feat("$retainKeys-strategy");
                json!({"$retainKeys": ["type", "rollingUpdate"], "type": "RollingUpdate",
                       "rollingUpdate": {"maxSurge": self.int_or_percent()}})
            }
            2 => {
                self.feat("$retainKeys-strategy");
                json!({"$retainKeys": ["rollingUpdate", "type"], "type": "RollingUpdate",
                       "rollingUpdate": {"maxUnavailable": self.int_or_percent(), "maxSurge": Value::Null}})
            }
            3 => {
                self.feat("null-field");
                json!({"type": "Recreate", "rollingUpdate": null})
            }
            4 => {
                self.feat("plain-field");
                json!({"rollingUpdate": {"maxUnavailable": self.int_or_percent()}})
            }
            5 => {
                self.feat("map-$patch-replace");
                json!({"$patch": "replace", "type": "Recreate"})
            }
            _ => {
                self.feat("null-field");
                Value::Null
            }
        }
    }
}
