//! The typed `k8s-openapi` impls describe their types (`Describe`, which reads the same
//! field list the typed operations visit) with the strategies of the Kubernetes
//! definitions the `Value` path reads: at every depth below the built-in kinds' roots,
//! every field both know has the same patch metadata, and is a list on both sides or on
//! neither.

use std::collections::HashSet;

use k8s_openapi::api::{apps::v1 as apps, batch::v1 as batch, core::v1 as core, networking::v1 as networking};
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1 as apiextensions;
use smp::{Describe, KubeVersion, Schema, SchemaRef};

struct Walk {
    seen: HashSet<String>,
    fields: usize,
    mismatches: Vec<String>,
}

impl Walk {
    fn structs(&mut self, typed: SchemaRef<'_>, definitions: SchemaRef<'_>, path: &str) {
        if !self.seen.insert(typed.name().to_owned()) {
            return;
        }
        for name in definitions.field_names() {
            let (Ok((typed_child, typed_meta)), Ok((defined_child, defined_meta))) =
                (typed.field(name), definitions.field(name))
            else {
                continue;
            };
            self.fields += 1;
            let at = format!("{path}/{name}");
            if typed_meta != defined_meta {
                self.mismatches.push(format!("{at}: typed {typed_meta:?}, definitions {defined_meta:?}"));
            }
            match (typed_child.name() == "slice", defined_child.name() == "slice") {
                // A list: its items, as the parent gives them.
                (true, true) => {
                    if let (Ok((t, _)), Ok((d, _))) = (typed.list_field(name), definitions.list_field(name)) {
                        self.node(t, d, &format!("{at}[]"));
                    }
                }
                (false, false) => self.node(typed_child, defined_child, &at),
                _ => self.mismatches.push(format!("{at}: a list on one side only")),
            }
        }
    }

    /// Maps are seen through to their values and structs walked; scalars, atomic and
    /// arbitrary values hold no patch metadata (the two name them differently: `Time`
    /// and `string`).
    fn node(&mut self, typed: SchemaRef<'_>, definitions: SchemaRef<'_>, at: &str) {
        if (typed.name(), definitions.name()) == ("map", "map") {
            if let (Ok((t, _)), Ok((d, _))) = (typed.field("key"), definitions.field("key")) {
                self.node(t, d, &format!("{at}/*"));
            }
        } else if !typed.field_names().is_empty() && !definitions.field_names().is_empty() {
            self.structs(typed, definitions, at);
        }
    }
}

fn compare<T: Describe>(walk: &mut Walk, api_version: &str, kind: &str) {
    let typed = Schema::of::<T>();
    let definitions = Schema::kubernetes(KubeVersion::V1_37).expect("the 1.37 definitions");
    let (Some(typed_root), Some(defined_root)) = (typed.root(), definitions.for_kind(api_version, kind)) else {
        panic!("{kind}: no root");
    };
    walk.structs(typed_root, defined_root, kind);
}

#[test]
fn typed_impls_describe_the_definitions_strategies() {
    let mut walk = Walk { seen: HashSet::new(), fields: 0, mismatches: Vec::new() };
    compare::<core::Pod>(&mut walk, "v1", "Pod");
    compare::<core::Service>(&mut walk, "v1", "Service");
    compare::<core::ConfigMap>(&mut walk, "v1", "ConfigMap");
    compare::<core::Secret>(&mut walk, "v1", "Secret");
    compare::<core::PersistentVolumeClaim>(&mut walk, "v1", "PersistentVolumeClaim");
    compare::<core::Node>(&mut walk, "v1", "Node");
    compare::<apps::Deployment>(&mut walk, "apps/v1", "Deployment");
    compare::<apps::StatefulSet>(&mut walk, "apps/v1", "StatefulSet");
    compare::<apps::DaemonSet>(&mut walk, "apps/v1", "DaemonSet");
    compare::<batch::CronJob>(&mut walk, "batch/v1", "CronJob");
    compare::<networking::Ingress>(&mut walk, "networking.k8s.io/v1", "Ingress");
    compare::<networking::NetworkPolicy>(&mut walk, "networking.k8s.io/v1", "NetworkPolicy");
    compare::<apiextensions::CustomResourceDefinition>(
        &mut walk,
        "apiextensions.k8s.io/v1",
        "CustomResourceDefinition",
    );
    eprintln!("{} structs, {} fields compared", walk.seen.len(), walk.fields);
    // The walk must reach deep (a stub schema would compare nothing).
    assert!(walk.seen.len() > 100 && walk.fields > 1000, "{} structs, {} fields", walk.seen.len(), walk.fields);
    assert!(walk.mismatches.is_empty(), "{} differences:\n{}", walk.mismatches.len(), walk.mismatches.join("\n"));
}
