//! Maps whose values are lists or objects (`spec.extra` of a CertificateSigningRequest,
//! `map[string]ExtraValue` in Go): Go looks a key both sides hold up as a struct's field and
//! fails, so a patch or a diff that reaches such a key is refused, on both paths, as
//! kubectl refuses it; keys only one side holds merge as in any map.

use k8s_openapi::api::certificates::v1::CertificateSigningRequest;
use serde_json::{json, Value};
use smp::{typed, KubeVersion, Schema};

fn csr(extra: Value) -> Value {
    json!({"apiVersion": "certificates.k8s.io/v1", "kind": "CertificateSigningRequest",
           "metadata": {"name": "x"}, "spec": {"request": "", "signerName": "s", "extra": extra}})
}

#[test]
fn maps_of_lists_as_kubectl() {
    let schema = Schema::kubernetes(KubeVersion::V1_37).unwrap();
    let csr_schema = schema.for_kind("certificates.k8s.io/v1", "CertificateSigningRequest").unwrap();
    let cases = [
        // Both hold `b`, a list on each side: Go's lookup fails.
        (json!({"b": ["c"]}), json!({"b": ["a"]}), None),
        // Keys one side holds: a map's merge.
        (json!({"b": ["c"]}), json!({"d": ["a"]}), Some(json!({"b": ["c"], "d": ["a"]}))),
        (json!({"b": ["c"], "d": ["e"]}), json!({"b": null}), Some(json!({"d": ["e"]}))),
    ];
    for (live_extra, patch_extra, expected) in cases {
        let live = csr(live_extra);
        let patch = json!({"spec": {"extra": patch_extra}});
        let value = smp::apply(&live, &patch, csr_schema);
        let object: CertificateSigningRequest = serde_json::from_value(live.clone()).unwrap();
        let typed_patch = serde_json::from_value(patch.clone()).unwrap();
        let typed = typed::apply(&object, typed_patch).map(|patched| serde_json::to_value(patched).unwrap());
        match &expected {
            None => {
                let error = value.expect_err("the Value path refuses it");
                assert!(error.to_string().contains("data type is not struct, instead is: map"), "{error}");
                assert_eq!(error.path().to_string(), "/spec/extra/b");
                let error = typed.expect_err("the typed path refuses it");
                assert_eq!(error.path().to_string(), "/spec/extra/b");
            }
            Some(extra) => {
                let value = value.expect("the Value path applies it");
                assert_eq!(value["spec"]["extra"], *extra);
                assert_eq!(typed.expect("the typed path applies it")["spec"]["extra"], *extra);
            }
        }
        if let Some(kubectl) = crate::kubectl_patch::kubectl_patch(&live, &patch) {
            assert_eq!(kubectl.is_ok(), expected.is_some(), "kubectl: {kubectl:?}, patch {patch}");
            if let (Ok(result), Some(extra)) = (kubectl, &expected) {
                assert_eq!(result["spec"]["extra"], *extra);
            }
        }
    }

    // A diff fails where the values under a shared key differ, and not where they are equal.
    let (a, b) = (csr(json!({"b": ["c"]})), csr(json!({"b": ["d"]})));
    let error = smp::two_way(&a, &b, csr_schema, &smp::TwoWayOptions::default()).expect_err("Go's diff fails");
    assert_eq!(error.path().to_string(), "/spec/extra/b");
    let typed_of = |v: &Value| serde_json::from_value::<CertificateSigningRequest>(v.clone()).unwrap();
    assert!(typed::two_way(&typed_of(&a), &typed_of(&b), &smp::TwoWayOptions::default()).is_err());
    assert_eq!(smp::two_way(&a, &a, csr_schema, &smp::TwoWayOptions::default()).unwrap(), json!({}));
    assert!(typed::two_way(&typed_of(&a), &typed_of(&a), &smp::TwoWayOptions::default()).is_ok());
}
