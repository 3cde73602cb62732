//! Where `k8s-openapi` 0.29's types differ from the definitions smp generates from
//! (`smp-schemas`, which come from kubernetes-validate): `k8s-openapi` reads the OpenAPI v2
//! source and corrects some upstream mistakes, so a few properties are bare fields there and
//! optional here, or the other way round. Each difference is a named fix-up, read from the
//! `k8s-openapi` source when it was written, as `k8s-openapi` keeps its own corrections in
//! `upstream_bugs.rs`. A fix-up that changes nothing in a version it is written for (the
//! definitions now say what it says, or the property is gone) fails the generation, so it
//! is removed or moved, not kept in silence; one that is wrong (`k8s-openapi`'s field is not
//! what it says) fails too, as the generated code then does not compile against that field.

use std::collections::BTreeMap;

use super::{Definition, Property};

/// A property whose presence (`Option` or not) `k8s-openapi` decides against the definitions.
pub(super) struct FixUp {
    /// What it corrects, as the errors name it.
    pub(super) name: &'static str,
    definition: &'static str,
    property: &'static str,
    /// `k8s-openapi`'s field: bare (`true`) or an `Option`.
    pub(super) required: bool,
    /// The Kubernetes minor versions it is written for; empty: every version.
    minors: &'static [u32],
}

/// A `name` the Go types default to `""`, which `k8s-openapi`'s source marks required and
/// the definitions leave optional.
const fn name_required(name: &'static str, definition: &'static str) -> FixUp {
    FixUp { name, definition, property: "name", required: true, minors: &[] }
}

/// Every correction, checked for each version generated.
pub(super) const FIX_UPS: &[FixUp] = &[
    FixUp {
        name: "event_time_optional",
        definition: "io.k8s.api.events.v1.Event",
        property: "eventTime",
        required: false,
        minors: &[],
    },
    FixUp {
        name: "network_policy_pod_selector_optional_1_33",
        definition: "io.k8s.api.networking.v1.NetworkPolicySpec",
        property: "podSelector",
        required: false,
        minors: &[33],
    },
    name_required("config_map_env_source_name", "io.k8s.api.core.v1.ConfigMapEnvSource"),
    name_required("config_map_key_selector_name", "io.k8s.api.core.v1.ConfigMapKeySelector"),
    name_required("config_map_projection_name", "io.k8s.api.core.v1.ConfigMapProjection"),
    name_required("config_map_volume_source_name", "io.k8s.api.core.v1.ConfigMapVolumeSource"),
    name_required("local_object_reference_name", "io.k8s.api.core.v1.LocalObjectReference"),
    name_required("secret_env_source_name", "io.k8s.api.core.v1.SecretEnvSource"),
    name_required("secret_key_selector_name", "io.k8s.api.core.v1.SecretKeySelector"),
    name_required("secret_projection_name", "io.k8s.api.core.v1.SecretProjection"),
];

impl FixUp {
    fn covers(&self, minor: u32) -> bool {
        self.minors.is_empty() || self.minors.contains(&minor)
    }
}

/// The fix-up of a property in a version, if one is written for it.
pub(super) fn fix_up(definition: &str, property: &str, minor: u32) -> Option<&'static FixUp> {
    FIX_UPS.iter().find(|f| f.definition == definition && f.property == property && f.covers(minor))
}

/// Fails, naming them, when fix-ups written for `minor` change nothing in its definitions.
pub(super) fn check_fix_ups(definitions: &BTreeMap<String, Definition>, minor: u32) -> Result<(), String> {
    let property = |fix: &FixUp| -> Option<&Property> {
        match definitions.get(fix.definition)? {
            Definition::Struct { properties, .. } => properties.iter().find(|p| p.json_name == fix.property),
            Definition::Opaque => None,
        }
    };
    let stale: Vec<String> = FIX_UPS
        .iter()
        .filter(|fix| fix.covers(minor))
        .filter_map(|fix| match property(fix) {
            None => {
                Some(format!("{}: {}.{} is not in the 1.{minor} definitions", fix.name, fix.definition, fix.property))
            }
            Some(p) if p.required == fix.required => Some(format!(
                "{}: the 1.{minor} definitions already make {}.{} {}",
                fix.name,
                fix.definition,
                fix.property,
                if fix.required { "required" } else { "optional" }
            )),
            Some(_) => None,
        })
        .collect();
    if stale.is_empty() {
        return Ok(());
    }
    Err(format!(
        "fix-ups of the k8s-openapi types that no longer apply (smp-codegen/src/openapi/fix_ups.rs; check \
         k8s-openapi's source and remove or narrow them):\n  {}",
        stale.join("\n  ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::openapi::read_definitions;
    use smp_schemas::{definitions_json, KubeVersion};

    fn definitions(version: KubeVersion) -> BTreeMap<String, Definition> {
        let json = definitions_json(version).expect("every version's definitions (feature `all`)");
        let document: serde_json::Value = serde_json::from_str(json).unwrap();
        read_definitions(document["definitions"].as_object().unwrap()).unwrap()
    }

    #[test]
    fn every_fix_up_changes_something_in_each_version_it_is_written_for() {
        for version in KubeVersion::ALL {
            let minor = version.as_str().trim_start_matches("1.").parse().unwrap();
            check_fix_ups(&definitions(version), minor).unwrap();
        }
    }

    #[test]
    fn a_fix_up_the_definitions_no_longer_need_fails_by_name() {
        let mut defs = definitions(KubeVersion::V1_37);
        let Some(Definition::Struct { properties, .. }) = defs.get_mut("io.k8s.api.events.v1.Event") else {
            panic!("Event is a struct")
        };
        properties.iter_mut().find(|p| p.json_name == "eventTime").unwrap().required = false;
        defs.remove("io.k8s.api.core.v1.SecretProjection");
        let error = check_fix_ups(&defs, 37).unwrap_err();
        assert!(error.contains("event_time_optional: the 1.37 definitions already make"), "{error}");
        assert!(
            error.contains("secret_projection_name: io.k8s.api.core.v1.SecretProjection.name is not in"),
            "{error}"
        );
        assert!(!error.contains("local_object_reference_name"), "{error}");
        // Written for 1.33 only, so 1.37 does not check it.
        assert!(fix_up("io.k8s.api.networking.v1.NetworkPolicySpec", "podSelector", 37).is_none());
    }
}
