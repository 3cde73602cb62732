//! Generates the Rust types of the bundled CRDs, with their strategic merge patch impls.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    smp_build::Config::new()
        .crd("crds/backupschedules.backups.example.com.yaml")
        // The tests' second CRD: the schema forms `Schema::from_crd` must read alike.
        .crd("crds/pipelines.ci.example.com.yaml")
        // The API server's metadata semantics (finalizers merge, ownerReferences by uid).
        .object_meta("::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta")
        .generate()?;
    Ok(())
}
