//! Which schema steers a document: Kubernetes' own definitions for built-in kinds (of the
//! version asked for), then the CRDs and OpenAPI documents given on the command line.

use serde_json::Value;
use smp::{KubeVersion, Schema, SchemaRef};

use crate::error::CliError;
use crate::input;

pub struct Schemas {
    version: KubeVersion,
    built_in: &'static Schema,
    extra: Vec<Schema>,
    /// The cluster-scoped kinds of the CRDs given: (group, kind).
    cluster_scoped: Vec<(String, String)>,
}

impl Schemas {
    /// The definitions of `version`, and those of each CRD manifest (every
    /// CustomResourceDefinition in the files) and OpenAPI document (v2 or v3).
    pub fn load(version: KubeVersion, crds: &[String], openapi: &[String]) -> Result<Schemas, CliError> {
        let built_in = Schema::kubernetes(version)?;
        let mut extra = Vec::new();
        let mut cluster_scoped = Vec::new();
        for path in crds {
            let mut found = false;
            for document in input::documents(path)? {
                if document.value.get("kind").and_then(Value::as_str) != Some("CustomResourceDefinition") {
                    continue;
                }
                extra.push(Schema::from_crd(&document.value).map_err(|e| CliError::from(e).in_file(&document.file))?);
                let spec = |pointer: &str| document.value.pointer(pointer).and_then(Value::as_str).unwrap_or("");
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
        Ok(Schemas { version, built_in, extra, cluster_scoped })
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

    /// The schema of a built-in kind, which takes strategic merge patches at the API server.
    pub fn built_in(&self, document: &Value) -> Option<SchemaRef<'static>> {
        self.built_in.for_document(document)
    }

    /// The schema of any kind known here.
    pub fn for_document(&self, document: &Value) -> Option<SchemaRef<'_>> {
        self.built_in(document).or_else(|| self.extra.iter().find_map(|schema| schema.for_document(document)))
    }

    /// [`Schemas::for_document`], or an error that says what to give.
    pub fn require(&self, document: &Value) -> Result<SchemaRef<'_>, CliError> {
        self.for_document(document).ok_or_else(|| {
            let field = |name: &str| document.get(name).and_then(Value::as_str).unwrap_or("?").to_owned();
            CliError::new(format!(
                "{} {} is not a built-in kind of Kubernetes {}: give its CRD (--crd) or OpenAPI document (--openapi) for a strategic merge patch, or use --type merge",
                field("apiVersion"),
                field("kind"),
                self.version
            ))
        })
    }
}
