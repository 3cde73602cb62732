//! Random objects: `v1 Pod`s and `apps/v1 Deployment`s and their parts (metadata,
//! containers, volumes, probes, ...), drawn from the small pools of [`super`].

use rand::Rng;
use serde_json::{json, Map, Value};

use super::{
    Gen, MapPools, ANNOTATIONS, CONTAINER_NAMES, EFFECTS, ENV_NAMES, ENV_VALUES, FIELD_PATHS, FINALIZERS, IMAGES,
    INIT_CONTAINER_NAMES, LABELS, MOUNT_PATHS, NODE_SELECTOR, OBJECT_NAMES, OWNER_UIDS, PORTS, PORT_NAMES, PROTOCOLS,
    PULL_SECRETS, RESOURCES, TOLERATION_KEYS, VOLUME_NAMES, VOLUME_SOURCES, WORDS,
};

impl Gen {
    pub(super) fn pod(&mut self) -> Value {
        json!({"apiVersion": "v1", "kind": "Pod", "metadata": self.metadata(), "spec": self.pod_spec()})
    }

    pub(super) fn deployment(&mut self) -> Value {
        let metadata = self.metadata();
        let app = metadata["name"].clone();
        let mut spec = Map::new();
        if self.p(0.8) {
            spec.insert("replicas".into(), json!(self.rng.gen_range(0..=5)));
        }
        spec.insert("selector".into(), json!({"matchLabels": {"app": app}}));
        if self.p(0.7) {
            let strategy = self.strategy();
            spec.insert("strategy".into(), strategy);
        }
        if self.p(0.3) {
            spec.insert("minReadySeconds".into(), self.small_int());
        }
        if self.p(0.3) {
            spec.insert("revisionHistoryLimit".into(), self.small_int());
        }
        if self.p(0.1) {
            spec.insert("paused".into(), json!(true));
        }
        let mut template_meta = Map::new();
        let mut labels = match self.string_map(LABELS, 0, 2) {
            Value::Object(m) => m,
            _ => Map::new(),
        };
        labels.insert("app".into(), app);
        template_meta.insert("labels".into(), Value::Object(labels));
        if self.p(0.3) {
            template_meta.insert("annotations".into(), self.string_map(ANNOTATIONS, 1, 2));
        }
        spec.insert("template".into(), json!({"metadata": template_meta, "spec": self.pod_spec()}));
        json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": metadata,
               "spec": spec})
    }

    pub(super) fn metadata(&mut self) -> Value {
        let mut m = Map::new();
        m.insert("name".into(), self.s(OBJECT_NAMES));
        if self.p(0.2) {
            m.insert("namespace".into(), json!("default"));
        }
        if self.p(0.6) {
            m.insert("labels".into(), self.string_map(LABELS, 1, 3));
        }
        if self.p(0.4) {
            m.insert("annotations".into(), self.string_map(ANNOTATIONS, 1, 2));
        }
        if self.p(0.5) {
            let mut f = self.subset(FINALIZERS, 1, 4);
            if self.p(0.05) {
                // Kubernetes does not forbid duplicate finalizers.
                self.feat("object-duplicate-finalizer");
                let at = self.rng.gen_range(0..=f.len());
                f.insert(at, f[0]);
            }
            m.insert("finalizers".into(), json!(f));
        }
        if self.p(0.2) {
            let uids = self.subset(OWNER_UIDS, 1, 2);
            let refs: Vec<Value> = uids.iter().map(|u| self.owner_reference(&json!(u))).collect();
            m.insert("ownerReferences".into(), Value::Array(refs));
        }
        Value::Object(m)
    }

    pub(super) fn owner_reference(&mut self, uid: &Value) -> Value {
        let mut r = Map::new();
        r.insert("apiVersion".into(), json!("apps/v1"));
        r.insert("kind".into(), json!("ReplicaSet"));
        r.insert("name".into(), self.s(&["web-5d9f", "web-7c4b"]));
        r.insert("uid".into(), uid.clone());
        if self.p(0.5) {
            r.insert("controller".into(), json!(self.p(0.5)));
        }
        Value::Object(r)
    }

    pub(super) fn string_map(&mut self, pools: MapPools, min: usize, max: usize) -> Value {
        let keys = self.subset(pools.keys, min, max);
        let mut m = Map::new();
        for k in keys {
            m.insert(k.into(), self.s(pools.values));
        }
        Value::Object(m)
    }

    pub(super) fn strategy(&mut self) -> Value {
        if self.p(0.6) {
            let mut rolling = Map::new();
            if self.p(0.7) {
                rolling.insert("maxSurge".into(), self.int_or_percent());
            }
            if self.p(0.7) {
                rolling.insert("maxUnavailable".into(), self.int_or_percent());
            }
            if self.p(0.8) {
                json!({"type": "RollingUpdate", "rollingUpdate": rolling})
            } else {
                json!({"rollingUpdate": rolling})
            }
        } else {
            json!({"type": "Recreate"})
        }
    }

    pub(super) fn int_or_percent(&mut self) -> Value {
        if self.p(0.5) {
            json!(self.rng.gen_range(0..=3))
        } else {
            self.s(&["25%", "50%", "10%"])
        }
    }

    pub(super) fn pod_spec(&mut self) -> Value {
        let mut spec = Map::new();
        let names = self.subset(CONTAINER_NAMES, 1, 4);
        let containers: Vec<Value> = names.iter().map(|n| self.container(&json!(n))).collect();
        spec.insert("containers".into(), Value::Array(containers));
        if self.p(0.3) {
            let names = self.subset(INIT_CONTAINER_NAMES, 1, 2);
            let init: Vec<Value> = names.iter().map(|n| self.container(&json!(n))).collect();
            spec.insert("initContainers".into(), Value::Array(init));
        }
        if self.p(0.5) {
            let names = self.subset(VOLUME_NAMES, 1, 4);
            let volumes: Vec<Value> = names.iter().map(|n| self.volume(&json!(n))).collect();
            spec.insert("volumes".into(), Value::Array(volumes));
        }
        if self.p(0.3) {
            spec.insert("tolerations".into(), self.tolerations());
        }
        if self.p(0.3) {
            let names = self.subset(PULL_SECRETS, 1, 2);
            let secrets: Vec<Value> = names.iter().map(|n| json!({"name": n})).collect();
            spec.insert("imagePullSecrets".into(), Value::Array(secrets));
        }
        if self.p(0.4) {
            spec.insert("nodeSelector".into(), self.string_map(NODE_SELECTOR, 1, 2));
        }
        if self.p(0.3) {
            spec.insert("restartPolicy".into(), self.s(&["Always", "OnFailure", "Never"]));
        }
        if self.p(0.3) {
            spec.insert("serviceAccountName".into(), self.s(&["default", "builder", "runner"]));
        }
        if self.p(0.2) {
            spec.insert("terminationGracePeriodSeconds".into(), self.small_int());
        }
        if self.p(0.1) {
            spec.insert("hostNetwork".into(), json!(true));
        }
        Value::Object(spec)
    }

    pub(super) fn container(&mut self, name: &Value) -> Value {
        let mut c = Map::new();
        c.insert("name".into(), name.clone());
        c.insert("image".into(), self.s(IMAGES));
        if self.p(0.2) {
            c.insert("imagePullPolicy".into(), self.s(&["Always", "IfNotPresent", "Never"]));
        }
        if self.p(0.3) {
            c.insert("command".into(), json!(["/bin/sh", "-c"]));
        }
        if self.p(0.4) {
            c.insert("args".into(), self.words());
        }
        if self.p(0.5) {
            let names = self.subset(ENV_NAMES, 1, 5);
            let env: Vec<Value> = names.iter().map(|n| self.env_var(&json!(n))).collect();
            c.insert("env".into(), Value::Array(env));
        }
        if self.p(0.5) {
            let ports = self.subset(PORTS, 1, 3);
            let mut items: Vec<Value> = ports.iter().map(|p| self.port(&json!(p))).collect();
            if self.p(0.1) {
                // The same port for two protocols (DNS on TCP and UDP): Kubernetes allows
                // it, but the merge key is only containerPort.
                let port = items[0]["containerPort"].clone();
                let protocol = if items[0]["protocol"] == "UDP" { "TCP" } else { "UDP" };
                items.push(json!({"containerPort": port, "protocol": protocol}));
                self.feat("object-duplicate-port");
            }
            c.insert("ports".into(), Value::Array(items));
        }
        if self.p(0.4) {
            let paths = self.subset(MOUNT_PATHS, 1, 3);
            let mounts: Vec<Value> = paths.iter().map(|p| self.volume_mount(&json!(p))).collect();
            c.insert("volumeMounts".into(), Value::Array(mounts));
        }
        if self.p(0.5) {
            let mut r = Map::new();
            if self.p(0.7) {
                r.insert("limits".into(), self.string_map(RESOURCES, 1, 2));
            }
            if self.p(0.7) {
                r.insert("requests".into(), self.string_map(RESOURCES, 1, 2));
            }
            c.insert("resources".into(), Value::Object(r));
        }
        if self.p(0.3) {
            c.insert("readinessProbe".into(), self.probe());
        }
        if self.p(0.3) {
            c.insert("livenessProbe".into(), self.probe());
        }
        if self.p(0.1) {
            c.insert("workingDir".into(), json!("/srv"));
        }
        Value::Object(c)
    }

    pub(super) fn words(&mut self) -> Value {
        let w = self.subset(WORDS, 1, 3);
        json!(w)
    }

    pub(super) fn env_var(&mut self, name: &Value) -> Value {
        if self.p(0.75) {
            json!({"name": name, "value": self.s(ENV_VALUES)})
        } else {
            json!({"name": name, "valueFrom": {"fieldRef": {"fieldPath": self.s(FIELD_PATHS)}}})
        }
    }

    pub(super) fn port(&mut self, port: &Value) -> Value {
        let mut p = Map::new();
        p.insert("containerPort".into(), port.clone());
        if self.p(0.5) {
            p.insert("protocol".into(), self.s(PROTOCOLS));
        }
        if self.p(0.5) {
            p.insert("name".into(), self.s(PORT_NAMES));
        }
        Value::Object(p)
    }

    pub(super) fn volume_mount(&mut self, path: &Value) -> Value {
        let mut m = Map::new();
        m.insert("name".into(), self.s(VOLUME_NAMES));
        m.insert("mountPath".into(), path.clone());
        if self.p(0.3) {
            m.insert("readOnly".into(), json!(true));
        }
        Value::Object(m)
    }

    pub(super) fn probe_handler(&mut self) -> (&'static str, Value) {
        match self.rng.gen_range(0..3) {
            0 => {
                let port = if self.p(0.7) { json!(self.pick(PORTS)) } else { self.s(PORT_NAMES) };
                ("httpGet", json!({"path": self.s(&["/healthz", "/ready", "/"]), "port": port}))
            }
            1 => ("tcpSocket", json!({"port": self.pick(PORTS)})),
            _ => ("exec", json!({"command": self.words()})),
        }
    }

    pub(super) fn probe(&mut self) -> Value {
        let (handler, value) = self.probe_handler();
        let mut p = Map::new();
        p.insert(handler.into(), value);
        if self.p(0.5) {
            p.insert("periodSeconds".into(), json!(self.rng.gen_range(1..=30)));
        }
        if self.p(0.3) {
            p.insert("initialDelaySeconds".into(), self.small_int());
        }
        if self.p(0.2) {
            p.insert("failureThreshold".into(), json!(self.rng.gen_range(1..=5)));
        }
        Value::Object(p)
    }

    pub(super) fn volume_source(&mut self, source: &str) -> Value {
        match source {
            "configMap" => {
                let mut m = Map::new();
                m.insert("name".into(), self.s(&["cm-a", "cm-b"]));
                if self.p(0.3) {
                    m.insert("defaultMode".into(), json!(self.pick(&[420, 292, 511])));
                }
                if self.p(0.2) {
                    m.insert("items".into(), json!([{"key": "k", "path": "p"}]));
                }
                Value::Object(m)
            }
            "secret" => {
                let mut m = Map::new();
                m.insert("secretName".into(), self.s(&["tls", "creds"]));
                if self.p(0.3) {
                    m.insert("optional".into(), json!(self.p(0.5)));
                }
                Value::Object(m)
            }
            "emptyDir" => match self.rng.gen_range(0..3) {
                0 => json!({}),
                1 => json!({"medium": "Memory"}),
                _ => json!({"sizeLimit": self.s(&["1Gi", "500Mi"])}),
            },
            _ => {
                let mut m = Map::new();
                m.insert("path".into(), self.s(&["/var/lib/data", "/tmp", "/mnt"]));
                if self.p(0.4) {
                    m.insert("type".into(), self.s(&["Directory", "DirectoryOrCreate", ""]));
                }
                Value::Object(m)
            }
        }
    }

    pub(super) fn volume(&mut self, name: &Value) -> Value {
        let source = self.pick(VOLUME_SOURCES);
        json!({"name": name, source: self.volume_source(source)})
    }

    pub(super) fn tolerations(&mut self) -> Value {
        let n = self.rng.gen_range(1..=2);
        let items: Vec<Value> = (0..n)
            .map(|_| {
                if self.p(0.7) {
                    json!({"key": self.s(TOLERATION_KEYS), "operator": "Equal", "value": self.s(&["true", "x"]),
                           "effect": self.s(EFFECTS)})
                } else {
                    json!({"key": self.s(TOLERATION_KEYS), "operator": "Exists"})
                }
            })
            .collect();
        Value::Array(items)
    }
}
