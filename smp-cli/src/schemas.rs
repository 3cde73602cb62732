//! Which schema steers a document: Kubernetes' own definitions for built-in kinds (of the
//! version asked for, then of the group versions removed before 1.33 that kubectl still
//! patches), then the CRDs and OpenAPI documents given on the command line.

use std::sync::OnceLock;

use serde_json::Value;
use smp::managed_fields::{FieldSet, PathElement};
use smp::server_side::TypeConverter;
use smp::{KubeVersion, Schema, SchemaRef};

use crate::error::CliError;
use crate::input;

pub struct Schemas {
    version: KubeVersion,
    built_in: &'static Schema,
    /// The removed group versions' definitions with the version's, built on first use.
    removed: OnceLock<Option<Schema>>,
    extra: Vec<Schema>,
    /// The cluster-scoped kinds of the CRDs given: (group, kind).
    cluster_scoped: Vec<(String, String)>,
    /// The CRDs given, for server-side apply.
    crds: Vec<Crd>,
}

/// Fields no manager owns through a write, by apiVersion: what the API server resets.
pub type ResetFields = [(String, FieldSet)];

/// A CRD given, as server-side apply reads its custom resources.
struct Crd {
    group: String,
    kind: String,
    definition: Value,
    /// The fields the API server resets on its custom resources ([`reset_fields_of`]).
    reset_fields: Vec<(String, FieldSet)>,
    /// The type converter of its kinds, built on first use.
    converter: OnceLock<Result<TypeConverter, String>>,
}

impl Schemas {
    /// The definitions of `version`, and those of each CRD manifest (every
    /// CustomResourceDefinition in the files) and OpenAPI document (v2 or v3).
    pub fn load(version: KubeVersion, crds: &[String], openapi: &[String]) -> Result<Schemas, CliError> {
        let built_in = Schema::kubernetes(version)?;
        let mut extra = Vec::new();
        let mut cluster_scoped = Vec::new();
        let (paths, mut crds) = (crds, Vec::new());
        for path in paths {
            let mut found = false;
            for document in input::documents(path)? {
                if document.value.get("kind").and_then(Value::as_str) != Some("CustomResourceDefinition") {
                    continue;
                }
                extra.push(Schema::from_crd(&document.value).map_err(|e| CliError::from(e).in_file(&document.file))?);
                let spec = |pointer: &str| document.value.pointer(pointer).and_then(Value::as_str).unwrap_or("");
                crds.push(Crd {
                    group: spec("/spec/group").to_owned(),
                    kind: spec("/spec/names/kind").to_owned(),
                    definition: document.value.clone(),
                    reset_fields: reset_fields_of(&document.value),
                    converter: OnceLock::new(),
                });
                if spec("/spec/scope") == "Cluster" {
                    cluster_scoped.push((spec("/spec/group").to_owned(), spec("/spec/names/kind").to_owned()));
                }
                found = true;
            }
            if !found {
                return Err(CliError::new("no CustomResourceDefinition in it").in_file(path));
            }
        }
        for path in openapi {
            let document = input::one_document(path)?;
            let schema = if document.value.get("swagger").is_some() || document.value.get("definitions").is_some() {
                Schema::from_openapi_v2(&document.value)
            } else {
                Schema::from_openapi_v3(&document.value)
            };
            extra.push(schema.map_err(|e| CliError::from(e).in_file(&document.file))?);
        }
        Ok(Schemas { version, built_in, removed: OnceLock::new(), extra, cluster_scoped, crds })
    }

    /// How server-side apply reads `document`: the type converter (its CRD's, where one
    /// given defines its kind, else Kubernetes' definitions, which read a kind they do not
    /// define as a custom resource without a schema) and the fields the API server resets
    /// beside a built-in kind's own (a custom resource's status).
    pub fn server_side(&self, document: &Value) -> Result<(&TypeConverter, &ResetFields), CliError> {
        let field = |name: &str| document.get(name).and_then(Value::as_str).unwrap_or("");
        let group = crate::scope::api_group(field("apiVersion"));
        match self.crds.iter().find(|crd| crd.group == group && crd.kind == field("kind")) {
            Some(crd) => crd
                .converter
                .get_or_init(|| TypeConverter::from_crd(self.version, &crd.definition).map_err(|e| e.to_string()))
                .as_ref()
                .map(|converter| (converter, &crd.reset_fields[..]))
                .map_err(|reason| CliError::new(format!("its CustomResourceDefinition: {reason}"))),
            None => Ok((TypeConverter::kubernetes(self.version)?, &[])),
        }
    }

    /// Whether objects of the document's kind live in a namespace: built-in kinds by their
    /// API paths ([`crate::scope`]), custom resources by their CRD's `spec.scope`; a kind
    /// known to neither is taken as namespaced, as most custom resources are.
    pub fn is_namespaced(&self, document: &Value) -> bool {
        let field = |name: &str| document.get(name).and_then(Value::as_str).unwrap_or("");
        let (group, kind) = (crate::scope::api_group(field("apiVersion")), field("kind"));
        let custom_cluster_scoped = self.cluster_scoped.iter().any(|(g, k)| g == group && k == kind);
        !(crate::scope::is_cluster_scoped(group, kind) || custom_cluster_scoped)
    }

    /// The schema of a built-in kind, which takes strategic merge patches at the API server:
    /// of the version asked for, or of a group version it no longer serves that kubectl
    /// still patches (`extensions/v1beta1` Deployment), with the strategies of that kind's
    /// last served version.
    pub fn built_in(&self, document: &Value) -> Option<SchemaRef<'_>> {
        let (api_version, kind) = kind_of(document)?;
        self.built_in_kind(api_version, kind)
    }

    fn built_in_kind(&self, api_version: &str, kind: &str) -> Option<SchemaRef<'_>> {
        if let Some(schema) = self.built_in.for_kind(api_version, kind) {
            return Some(schema);
        }
        match removed_kind(api_version, kind) {
            Some(Removed { patched: true, .. }) => self.removed().and_then(|schema| schema.for_kind(api_version, kind)),
            _ => None,
        }
    }

    /// The removed group versions' definitions, resolved against this version's.
    fn removed(&self) -> Option<&Schema> {
        self.removed
            .get_or_init(|| {
                let mut document: Value = serde_json::from_str(smp_schemas::definitions_json(self.version)?).ok()?;
                let removed: Value = serde_json::from_str(smp_schemas::removed_definitions_json()?).ok()?;
                let definitions = document.get_mut("definitions")?.as_object_mut()?;
                for (name, definition) in removed.get("definitions")?.as_object()? {
                    definitions.entry(name.clone()).or_insert_with(|| definition.clone());
                }
                Some(Schema::from_openapi_v2(&document).ok()?.with_case_insensitive_fields(true))
            })
            .as_ref()
    }

    /// The schema of any kind known here.
    pub fn for_document(&self, document: &Value) -> Option<SchemaRef<'_>> {
        let (api_version, kind) = kind_of(document)?;
        self.for_kind(api_version, kind)
    }

    /// The schema of a kind known here, by the document's `apiVersion` and `kind`.
    pub fn for_kind(&self, api_version: &str, kind: &str) -> Option<SchemaRef<'_>> {
        self.built_in_kind(api_version, kind)
            .or_else(|| self.extra.iter().find_map(|schema| schema.for_kind(api_version, kind)))
    }

    /// [`Schemas::for_document`], or an error that says what to give.
    pub fn require(&self, document: &Value) -> Result<SchemaRef<'_>, CliError> {
        self.for_document(document).ok_or_else(|| {
            let field = |name: &str| document.get(name).and_then(Value::as_str).unwrap_or("?");
            let (api_version, kind) = (field("apiVersion"), field("kind"));
            // Another version compiled in first: a removed kind last served by one (1.32) is
            // a built-in kind of it.
            let what = match (served_by(api_version, kind), removed_kind(api_version, kind)) {
                (Some(versions), _) => format!(
                    "{api_version} {kind} is not a built-in kind of Kubernetes {} but of {versions} (--kube-version)",
                    self.version
                ),
                (None, Some(Removed { last_served, .. })) => format!(
                    "{api_version} {kind} was last served by Kubernetes {last_served}, and kubectl no longer patches it \
                     locally either"
                ),
                (None, None) => format!("{api_version} {kind} is not a built-in kind of Kubernetes {}", self.version),
            };
            CliError::new(format!(
                "{what}: give its CRD (--crd) or OpenAPI document (--openapi) for a strategic merge patch, or use \
                 --type merge"
            ))
        })
    }
}

fn kind_of(document: &Value) -> Option<(&str, &str)> {
    Some((document.get("apiVersion")?.as_str()?, document.get("kind")?.as_str()?))
}

/// A kind whose group version Kubernetes stopped serving before 1.33.
struct Removed {
    last_served: String,
    /// Whether kubectl 1.32 still patches it locally (its scheme keeps the Go type).
    patched: bool,
}

/// Looks the kind up in the removed group versions' list without parsing their
/// definitions: most documents that reach here are custom resources.
fn removed_kind(api_version: &str, kind: &str) -> Option<Removed> {
    let text = smp_schemas::removed_definitions_json()?;
    let key = serde_json::to_string(&format!("{api_version} {kind}")).ok()?;
    let start = text.find(&format!("{key}:{{"))? + key.len() + 1;
    let end = start + text[start..].find('}')? + 1;
    let entry: Value = serde_json::from_str(&text[start..end]).ok()?;
    Some(Removed {
        last_served: entry.get("lastServed")?.as_str()?.to_owned(),
        patched: entry.get("patched")?.as_bool()?,
    })
}

/// The other versions compiled in whose definitions have the kind, as "1.33 and 1.34".
fn served_by(api_version: &str, kind: &str) -> Option<String> {
    let (group, version) = api_version.rsplit_once('/').unwrap_or(("", api_version));
    // The data is minified with sorted keys, so each kind's extension reads exactly so.
    let needle = serde_json::to_string(&serde_json::json!({"group": group, "kind": kind, "version": version})).ok()?;
    let versions: Vec<String> = smp::KubeVersion::ALL
        .iter()
        .filter(|v| smp_schemas::definitions_json(**v).is_some_and(|text| text.contains(&needle)))
        .map(|v| v.to_string())
        .collect();
    match versions.as_slice() {
        [] => None,
        [one] => Some(one.clone()),
        [rest @ .., last] => Some(format!("{} and {last}", rest.join(", "))),
    }
}

/// The fields the API server resets on the main resource of `crd`'s custom resources: each
/// version with a status subresource has its `status` reset (apiextensions-apiserver's
/// `customResourceStrategy.GetResetFields`).
fn reset_fields_of(crd: &Value) -> Vec<(String, FieldSet)> {
    let group = crd.pointer("/spec/group").and_then(Value::as_str).unwrap_or_default();
    let versions = crd.pointer("/spec/versions").and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default();
    let status = [PathElement::Field("status".into())];
    versions
        .iter()
        .filter(|version| version.pointer("/subresources/status").is_some())
        .filter_map(|version| version.get("name").and_then(Value::as_str))
        .map(|name| {
            let mut fields = FieldSet::new();
            fields.insert(&status);
            (format!("{group}/{name}"), fields)
        })
        .collect()
}
