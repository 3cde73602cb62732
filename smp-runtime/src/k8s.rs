//! The typed path for `k8s-openapi` types (feature `k8s-openapi`): `StrategicMerge`,
//! `Describe` (and `Keyed` for the items of lists merged by key) for every type of the
//! Kubernetes version the build enables on `k8s-openapi`, with its patch type here under
//! the same module path (`smp::k8s::api::core::v1::ContainerPatch` for
//! `k8s_openapi::api::core::v1::Container`).
//!
//! Generated at build time (`build.rs`) from the definitions of `smp-schemas`, with
//! `k8s-openapi`'s names, types and corrections; the code is in
//! `$OUT_DIR/k8s_openapi.rs`. Its functions are `#[inline]`: a crate compiles the impls of
//! the types it uses.
//!
//! ```
//! use k8s_openapi::api::core::v1::Pod;
//! use smp::k8s::api::core::v1::PodPatch;
//! use smp::typed;
//!
//! let live: Pod = serde_json::from_str(r#"{"metadata": {"name": "web", "finalizers": ["a"]}}"#)?;
//! let patch: PodPatch = serde_json::from_str(r#"{"metadata": {"finalizers": ["b"]}}"#)?;
//! let patched = typed::apply(&live, patch)?;
//! // `finalizers` merges by value (`x-kubernetes-patch-strategy: merge`).
//! assert_eq!(patched.metadata.finalizers, Some(vec!["b".to_string(), "a".to_string()]));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Where the typed path and the reference part: a patch that sets a resource's
//! `apiVersion` or `kind` is accepted and the value ignored (`k8s-openapi` writes the
//! constants); a patch the types cannot hold (a number where a string belongs) is refused
//! when it is parsed; and a map key that is a directive name (`$patch`), which no valid
//! object has, is read as the directive.

#![allow(clippy::all, missing_docs)]

include!(concat!(env!("OUT_DIR"), "/k8s_openapi.rs"));

/// Placeholders for the types without a default, in required fields while an operation
/// fills a struct; see `crate::typed::fields::NoDefault`.
mod blank {
    use crate::typed::fields::Blank;
    use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1 as apiextensions;
    use k8s_openapi::apimachinery::pkg::apis::meta::v1 as meta;

    impl Blank for meta::Time {
        fn blank() -> Self {
            meta::Time(k8s_openapi::jiff::Timestamp::UNIX_EPOCH)
        }
    }

    impl Blank for meta::MicroTime {
        fn blank() -> Self {
            meta::MicroTime(k8s_openapi::jiff::Timestamp::UNIX_EPOCH)
        }
    }

    impl Blank for apiextensions::JSONSchemaPropsOrArray {
        fn blank() -> Self {
            apiextensions::JSONSchemaPropsOrArray::Schemas(Vec::new())
        }
    }

    impl Blank for apiextensions::JSONSchemaPropsOrBool {
        fn blank() -> Self {
            apiextensions::JSONSchemaPropsOrBool::Bool(false)
        }
    }

    impl Blank for apiextensions::JSONSchemaPropsOrStringArray {
        fn blank() -> Self {
            apiextensions::JSONSchemaPropsOrStringArray::Strings(Vec::new())
        }
    }
}
