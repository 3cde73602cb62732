//! Changes to existing items of keyed lists (the `change_item` of a [`KeyedList`]):
//! containers (with their env vars, ports, resources and probes) and volumes.

use rand::Rng;
use serde_json::{json, Map, Value};

use super::{
    Gen, KeyedList, ENV_NAMES, ENV_VALUES, FIELD_PATHS, IMAGES, MOUNT_PATHS, PORTS, PORT_NAMES, PROTOCOLS, RESOURCES,
    VOLUME_NAMES, VOLUME_SOURCES, WORDS,
};

impl Gen {
    pub(super) fn container_patch(&mut self, orig: &Map<String, Value>) -> Map<String, Value> {
        let mut out = Map::new();
        let n_changes = self.rng.gen_range(1..=3);
        for _ in 0..n_changes {
            match self.rng.gen_range(0..11) {
                0 => {
                    self.feat("plain-field");
                    out.insert("image".into(), self.s(IMAGES));
                }
                1 => {
                    let v = if self.p(0.3) { Value::Null } else { self.words() };
                    self.feat("atomic-list");
                    out.insert("args".into(), v);
                }
                2 => {
                    self.feat("atomic-list");
                    let v = if self.p(0.4) { Value::Null } else { json!(["/bin/bash", "-ec"]) };
                    out.insert("command".into(), v);
                }
                3 => {
                    self.keyed_list_patch(
                        &mut out,
                        KeyedList {
                            field: "env",
                            key: "name",
                            pool: ENV_NAMES.iter().map(|n| json!(n)).collect(),
                            orig: orig.get("env"),
                            new_item: |g, k| g.env_var(k),
                            change_item: |g, m| g.env_patch(m),
                        },
                    );
                }
                4 => {
                    self.keyed_list_patch(
                        &mut out,
                        KeyedList {
                            field: "ports",
                            key: "containerPort",
                            pool: PORTS.iter().map(|n| json!(n)).collect(),
                            orig: orig.get("ports"),
                            new_item: |g, k| g.port(k),
                            change_item: |g, _| g.port_patch(),
                        },
                    );
                }
                5 => {
                    self.keyed_list_patch(
                        &mut out,
                        KeyedList {
                            field: "volumeMounts",
                            key: "mountPath",
                            pool: MOUNT_PATHS.iter().map(|n| json!(n)).collect(),
                            orig: orig.get("volumeMounts"),
                            new_item: |g, k| g.volume_mount(k),
                            change_item: |g, _| {
                                let mut m = Map::new();
                                if g.p(0.5) {
                                    m.insert("name".into(), g.s(VOLUME_NAMES));
                                } else {
                                    m.insert("readOnly".into(), if g.p(0.5) { Value::Null } else { json!(false) });
                                }
                                m
                            },
                        },
                    );
                }
                6 => {
                    let r = self.resources_patch(orig.get("resources"));
                    out.insert("resources".into(), r);
                }
                7 | 8 => {
                    let field = if self.p(0.5) { "readinessProbe" } else { "livenessProbe" };
                    let p = self.probe_patch(orig.get(field));
                    out.insert(field.into(), p);
                }
                9 => {
                    self.feat("plain-field");
                    out.insert("imagePullPolicy".into(), self.s(&["Always", "IfNotPresent"]));
                }
                _ => {
                    self.feat("null-field");
                    let field = self.pick(&["workingDir", "imagePullPolicy", "resources", "env", "ports"]);
                    out.remove(&format!("$setElementOrder/{field}"));
                    out.insert(field.into(), Value::Null);
                }
            }
        }
        if self.p(0.03) {
            // $setElementOrder on an atomic list of strings: Go replaces, then orders.
            self.feat("$setElementOrder-atomic");
            let args = self.subset(WORDS, 1, 3);
            let extras = self.subset(WORDS, 0, 2).into_iter().filter(|w| !args.contains(w)).map(|w| json!(w)).collect();
            let order = self.interleave(args.iter().map(|w| json!(w)).collect(), extras);
            out.insert("args".into(), json!(args));
            out.insert("$setElementOrder/args".into(), Value::Array(order));
        } else if self.p(0.02) {
            // $deleteFromPrimitiveList on an atomic list: Go replaces the list with it.
            self.feat("$deleteFromPrimitiveList-atomic");
            out.remove("args");
            out.insert("$deleteFromPrimitiveList/args".into(), self.words());
        }
        if self.p(0.02) {
            // A value of another JSON type than the schema's: Go replaces the field with it.
            self.feat("type-change");
            let (field, value) = self.pick(&[
                ("env", json!({"A": "1"})),
                ("ports", json!(80)),
                ("resources", json!([])),
                ("args", json!("--flag")),
                ("image", json!({"repository": "nginx"})),
                ("volumeMounts", Value::Bool(true)),
            ]);
            out.remove(&format!("$setElementOrder/{field}"));
            out.insert(field.into(), value);
        }
        if self.p(0.02) {
            // $retainKeys on a struct whose schema does not ask for it: Go applies it anyway.
            self.feat("$retainKeys-container");
            let mut keys: Vec<Value> = out.keys().filter(|k| !k.starts_with('$')).map(|k| json!(k)).collect();
            keys.push(json!("name"));
            keys.push(json!("image"));
            keys.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
            keys.dedup();
            out.insert("$retainKeys".into(), Value::Array(keys));
        }
        out
    }

    pub(super) fn env_patch(&mut self, orig: &Map<String, Value>) -> Map<String, Value> {
        let mut out = Map::new();
        match self.rng.gen_range(0..4) {
            0 => {
                self.feat("plain-field");
                out.insert("value".into(), self.s(ENV_VALUES));
            }
            1 => {
                // Switch to valueFrom, deleting value.
                self.feat("null-field");
                out.insert("value".into(), Value::Null);
                out.insert("valueFrom".into(), json!({"fieldRef": {"fieldPath": self.s(FIELD_PATHS)}}));
            }
            2 => {
                // Switch to value, deleting valueFrom (or not, if it was not there).
                out.insert("valueFrom".into(), Value::Null);
                out.insert("value".into(), self.s(ENV_VALUES));
            }
            _ => {
                if orig.contains_key("valueFrom") {
                    out.insert(
                        "valueFrom".into(),
                        json!({"fieldRef": {"fieldPath": self.s(FIELD_PATHS), "apiVersion": "v1"}}),
                    );
                } else {
                    out.insert("value".into(), Value::Null);
                }
            }
        }
        out
    }

    pub(super) fn port_patch(&mut self) -> Map<String, Value> {
        let mut out = Map::new();
        if self.p(0.5) {
            out.insert("protocol".into(), self.s(PROTOCOLS));
        }
        if self.p(0.5) {
            let v = if self.p(0.3) { Value::Null } else { self.s(PORT_NAMES) };
            out.insert("name".into(), v);
        }
        out
    }

    pub(super) fn resources_patch(&mut self, orig: Option<&Value>) -> Value {
        let roll = self.rng.gen_range(0..100);
        if roll < 8 {
            self.feat("null-field");
            return Value::Null;
        }
        if roll < 16 {
            self.feat("map-$patch-replace");
            let limits = self.string_map(RESOURCES, 1, 2);
            return json!({"$patch": "replace", "limits": limits});
        }
        if roll < 20 {
            self.feat("map-$patch-delete");
            return json!({"$patch": "delete"});
        }
        let mut out = Map::new();
        let orig = orig.cloned().unwrap_or(Value::Null);
        if self.p(0.6) {
            out.insert("limits".into(), self.map_patch(orig.get("limits"), RESOURCES));
        }
        if out.is_empty() || self.p(0.5) {
            out.insert("requests".into(), self.map_patch(orig.get("requests"), RESOURCES));
        }
        Value::Object(out)
    }

    pub(super) fn probe_patch(&mut self, orig: Option<&Value>) -> Value {
        let roll = self.rng.gen_range(0..100);
        if roll < 10 {
            self.feat("null-field");
            return Value::Null;
        }
        if roll < 15 {
            self.feat("map-$patch-delete");
            return json!({"$patch": "delete"});
        }
        let mut out = Map::new();
        let old_handler = orig
            .and_then(Value::as_object)
            .and_then(|m| ["httpGet", "tcpSocket", "exec"].into_iter().find(|h| m.contains_key(*h)));
        match self.rng.gen_range(0..4) {
            0 | 1 => {
                // Switch the handler, deleting the old one (mostly).
                let (handler, value) = self.probe_handler();
                out.insert(handler.into(), value);
                if let Some(old) = old_handler {
                    if old != handler && self.p(0.85) {
                        self.feat("null-field");
                        out.insert(old.into(), Value::Null);
                    }
                }
            }
            2 => {
                self.feat("plain-field");
                out.insert("periodSeconds".into(), json!(self.rng.gen_range(1..=30)));
                if self.p(0.3) {
                    out.insert("initialDelaySeconds".into(), Value::Null);
                }
            }
            _ => {
                // A port that changes type (int <-> string), or a path change.
                let port = if self.p(0.5) { json!(self.pick(PORTS)) } else { self.s(PORT_NAMES) };
                match old_handler {
                    Some("tcpSocket") => {
                        out.insert("tcpSocket".into(), json!({"port": port}));
                    }
                    Some("exec") => {
                        self.feat("atomic-list");
                        out.insert("exec".into(), json!({"command": self.words()}));
                    }
                    _ => {
                        out.insert("httpGet".into(), json!({"port": port, "path": "/live"}));
                    }
                }
            }
        }
        Value::Object(out)
    }

    pub(super) fn volume_patch(&mut self, orig: &Map<String, Value>) -> Map<String, Value> {
        let mut out = Map::new();
        let old = VOLUME_SOURCES.iter().copied().find(|s| orig.contains_key(*s));
        match self.rng.gen_range(0..5) {
            0 | 1 => {
                // Switch the source with $retainKeys.
                self.feat("$retainKeys-volume");
                let source = self.pick(VOLUME_SOURCES);
                let value = self.volume_source(source);
                out.insert(source.into(), value);
                let mut keep = vec![json!("name"), json!(source)];
                if self.p(0.15) {
                    if let Some(old) = old {
                        // Also keeps the old source (a key absent from the patch).
                        keep.push(json!(old));
                    }
                }
                if self.p(0.2) {
                    keep.reverse();
                }
                out.insert("$retainKeys".into(), Value::Array(keep));
                if let Some(old) = old {
                    if old != source && self.p(0.3) {
                        // A null is allowed even though it is not retained.
                        out.insert(old.into(), Value::Null);
                    }
                }
            }
            2 => {
                // Switch the source by deleting the old one.
                let source = self.pick(VOLUME_SOURCES);
                let value = self.volume_source(source);
                out.insert(source.into(), value);
                if let Some(old) = old {
                    if old != source {
                        self.feat("null-field");
                        out.insert(old.into(), Value::Null);
                    }
                }
            }
            3 => {
                // Change inside the current source.
                let source = old.unwrap_or("emptyDir");
                let change = match source {
                    "configMap" => json!({"defaultMode": self.pick(&[420, 292])}),
                    "secret" => json!({"secretName": self.s(&["tls", "creds", "other"])}),
                    "emptyDir" => json!({"medium": self.s(&["Memory", ""])}),
                    _ => json!({"type": Value::Null, "path": "/srv"}),
                };
                out.insert(source.into(), change);
                if self.p(0.4) {
                    self.feat("$retainKeys-volume");
                    out.insert("$retainKeys".into(), json!(["name", source]));
                }
            }
            _ => {
                // Keep only the name.
                self.feat("$retainKeys-volume");
                out.insert("$retainKeys".into(), json!(["name"]));
            }
        }
        out
    }
}
