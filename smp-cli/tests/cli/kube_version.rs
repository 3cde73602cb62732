//! `--kube-version` as a process: 1.32, the oldest version, in each of its spellings, for
//! `patch` and `plan`; and under it, the kinds and fields added since refused as kubectl
//! 1.32 refuses them. Expected results come from the library or from the input, never from
//! the tool.

use serde_json::{json, Value};
use smp::{KubeVersion, Schema};

use crate::behaviour::{dir, smp, stdout, write, DEPLOYMENT};

fn schema_of(version: KubeVersion, object: &Value) -> Option<smp::SchemaRef<'static>> {
    Schema::kubernetes(version).unwrap().for_document(object)
}

/// `--kube-version 1.32` (`v1.32`, `v1_32`) patches a Deployment, its containers merged by
/// name, as the library does with 1.32's definitions; and plans it as the library's
/// `Applier` does.
#[test]
fn kube_version_1_32_patches_and_plans_a_deployment() {
    let dir = dir();
    let file = write(&dir, "deployment.yaml", DEPLOYMENT);
    let deployment: Value = smp::yaml::from_str(DEPLOYMENT).unwrap();
    let schema = schema_of(KubeVersion::V1_32, &deployment).expect("apps/v1 Deployment in 1.32");
    let patch = json!({"spec": {"template": {"spec": {"containers": [{"name": "web", "image": "web:2"}]}}}});
    let expected = smp::apply(&deployment, &patch, schema).unwrap();
    assert_eq!(expected["spec"]["template"]["spec"]["containers"].as_array().map(Vec::len), Some(2));
    let patch_text = patch.to_string();
    for spelling in ["1.32", "v1.32", "v1_32"] {
        let output = smp(&["patch", "-f", &file, "-p", &patch_text, "--kube-version", spelling, "-o", "json"], None);
        assert!(output.status.success(), "{spelling}: {}", String::from_utf8_lossy(&output.stderr));
        assert_eq!(serde_json::from_str::<Value>(&stdout(&output)).unwrap(), expected, "{spelling}");
    }

    // In a namespace, which the command line would otherwise set before planning.
    let applied = smp::apply(&deployment, &json!({"metadata": {"namespace": "shop"}}), schema).unwrap();
    let applier = smp::applier::Applier::new().kube_version(KubeVersion::V1_32);
    let smp::applier::Plan::Create(live) = applier.plan(&applied, None, Some(schema)).unwrap() else { panic!() };
    let live_path = write(&dir, "live.yaml", &smp::yaml::to_string(&live).unwrap());
    let desired = smp::apply(&applied, &json!({"spec": {"replicas": 4}}), schema).unwrap();
    let desired_path = write(&dir, "desired.yaml", &smp::yaml::to_string(&desired).unwrap());
    let plan = applier.plan(&desired, Some(&live), Some(schema)).unwrap();
    let smp::applier::Plan::Patch { patch, patch_type } = plan else { panic!("a patch") };
    let args = ["plan", "-f", &desired_path, "--live", &live_path, "--kube-version", "1.32", "-o", "json"];
    let output = smp(&args, None);
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
    let record: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!((&record["body"], record["patchType"].as_str()), (&patch, Some(patch_type.content_type())));
}

/// A kind added after 1.32 (`networking.k8s.io/v1` ServiceCIDR, in 1.33's definitions and
/// not in 1.32's) is refused under `--kube-version 1.32`, naming the versions that have it;
/// the default (1.37) patches it, and so does `--type merge`. A field added since
/// (`status.nodeInfo.swap` of a Node) is refused where the object and the patch both hold
/// an object under it, as the library refuses it with 1.32's definitions and not with
/// 1.33's. (`patch_kubectl.rs` checks that kubectl 1.32 refuses both.)
#[test]
fn kube_version_1_32_refuses_what_came_after_it() {
    let dir = dir();
    let (cidr, node, node_patch) = after_1_32();
    assert!(schema_of(KubeVersion::V1_32, &cidr).is_none(), "ServiceCIDR v1 is not one of 1.32's kinds");
    let labels = json!({"metadata": {"labels": {"patched": "yes"}}});
    let expected = smp::apply(&cidr, &labels, schema_of(KubeVersion::V1_33, &cidr).unwrap()).unwrap();
    let file = write(&dir, "cidr.json", &cidr.to_string());
    let labels = labels.to_string();
    let output = smp(&["patch", "-f", &file, "-p", &labels, "--kube-version", "1.32"], None);
    let error = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{error}");
    assert!(output.stdout.is_empty());
    assert_eq!(error.trim_end().lines().count(), 1, "{error}");
    let message = "networking.k8s.io/v1 ServiceCIDR is not a built-in kind of Kubernetes 1.32 but of 1.33, 1.34, \
                   1.35, 1.36 and 1.37 (--kube-version)";
    assert!(error.contains(message), "{error}");
    for args in [&["-o", "json"][..], &["--kube-version", "1.32", "--type", "merge", "-o", "json"][..]] {
        let mut all = vec!["patch", "-f", &file, "-p", &labels];
        all.extend(args);
        let output = smp(&all, None);
        assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
        assert_eq!(serde_json::from_str::<Value>(&stdout(&output)).unwrap(), expected, "{args:?}");
    }

    let refused = smp::apply(&node, &node_patch, schema_of(KubeVersion::V1_32, &node).unwrap()).unwrap_err();
    let expected = smp::apply(&node, &node_patch, schema_of(KubeVersion::V1_33, &node).unwrap()).unwrap();
    let file = write(&dir, "node.json", &node.to_string());
    let patch = node_patch.to_string();
    let output = smp(&["patch", "-f", &file, "-p", &patch, "--kube-version", "1.32"], None);
    let error = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{error}");
    assert!(
        error.contains("at /status/nodeInfo/swap") && error.contains(&refused.kind().to_string()),
        "{error} / {refused}"
    );
    let output = smp(&["patch", "-f", &file, "-p", &patch, "--kube-version", "1.33", "-o", "json"], None);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(serde_json::from_str::<Value>(&stdout(&output)).unwrap(), expected);
}

/// A kind of 1.33 that 1.32 lacks, and a Node with a field 1.33 added and a patch of it.
pub(crate) fn after_1_32() -> (Value, Value, Value) {
    let cidr = json!({"apiVersion": "networking.k8s.io/v1", "kind": "ServiceCIDR", "metadata": {"name": "cidr"},
                      "spec": {"cidrs": ["10.96.0.0/16"]}});
    let node = json!({"apiVersion": "v1", "kind": "Node", "metadata": {"name": "n"},
                      "status": {"nodeInfo": {"swap": {"capacity": 1}}}});
    (cidr, node, json!({"status": {"nodeInfo": {"swap": {"capacity": 2}}}}))
}
