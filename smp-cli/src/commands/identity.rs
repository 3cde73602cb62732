//! Who an object is, as kubectl finds it on the server: by API group, kind, namespace and
//! name.

use serde_json::Value;

/// Who an object is: apiVersion, kind, namespace (empty for cluster-scoped kinds) and name.
pub type Identity = (String, String, String, String);

/// The identity of `object`, whose kind is `namespaced` or not.
pub fn identity(object: &Value, namespaced: bool) -> Identity {
    let field = |pointer: &str| object.pointer(pointer).and_then(Value::as_str).unwrap_or("").to_owned();
    let namespace = if namespaced { field("/metadata/namespace") } else { String::new() };
    (field("/apiVersion"), field("/kind"), namespace, field("/metadata/name"))
}

/// What objects match by, as kubectl finds them on the server: the identity with the API
/// group instead of the version.
pub fn key((api_version, kind, namespace, name): &Identity) -> Identity {
    (crate::scope::api_group(api_version).to_owned(), kind.clone(), namespace.clone(), name.clone())
}

/// An identity as the text form of a plan names it: `apps/v1 Deployment shop/web`.
pub fn describe((api_version, kind, namespace, name): &Identity) -> String {
    match namespace.as_str() {
        "" => format!("{api_version} {kind} {name}"),
        namespace => format!("{api_version} {kind} {namespace}/{name}"),
    }
}
