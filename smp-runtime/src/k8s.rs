//! The typed path for `k8s-openapi` types (feature `k8s-openapi`): `StrategicMerge`,
//! `Keyed` and `Describe` for every type of the Kubernetes version the build enables on
//! `k8s-openapi`, with its patch type here under the same module path
//! (`smp::k8s::api::core::v1::ContainerPatch` for `k8s_openapi::api::core::v1::Container`).
//! Generated at build time from the definitions of `smp-schemas`; the code is in
//! `$OUT_DIR/k8s_openapi.rs`.

#![allow(clippy::all, missing_docs)]

include!(concat!(env!("OUT_DIR"), "/k8s_openapi.rs"));
