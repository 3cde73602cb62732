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
}

impl Schemas {
    /// The definitions of `version`, and those of each CRD manifest (every
    /// CustomResourceDefinition in the files) and OpenAPI document (v2 or v3).
    pub fn load(version: KubeVersion, crds: &[String], openapi: &[String]) -> Result<Schemas, CliError> {
        let built_in = Schema::kubernetes(version)?;
        let mut extra = Vec::new();
        for path in crds {
            let mut found = false;
            for document in input::documents(path)? {
                if document.value.get("kind").and_then(Value::as_str) != Some("CustomResourceDefinition") {
                    continue;
                }
                extra.push(Schema::from_crd(&document.value).map_err(|e| CliError::from(e).in_file(&document.file))?);
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
        Ok(Schemas { version, built_in, extra })
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
