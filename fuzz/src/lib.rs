//! What the fuzz targets share: splitting one input into JSON documents, and the
//! schemas they run on.

use serde_json::Value;
use smp::{KubeVersion, Schema, SchemaRef};

/// Up to `n` JSON documents from one input, separated by NUL bytes (which JSON text
/// never holds); parts that do not parse are `None`.
pub fn documents(data: &[u8], n: usize) -> Vec<Option<Value>> {
    data.splitn(n, |&byte| byte == 0).map(|part| smp::bytes::parse(part).ok()).collect()
}

/// The built-in Kubernetes definitions (loaded once by smp itself).
pub fn schemas() -> &'static Schema {
    Schema::kubernetes(KubeVersion::V1_33).expect("built-in definitions")
}

/// The schema the input picks by its first byte: a Pod, a Deployment, or none known
/// (every key an arbitrary map).
pub fn schema_for(selector: u8) -> SchemaRef<'static> {
    let schemas = schemas();
    match selector % 3 {
        0 => schemas.for_kind("v1", "Pod").expect("Pod"),
        1 => schemas.for_kind("apps/v1", "Deployment").expect("Deployment"),
        _ => schemas.arbitrary(),
    }
}
