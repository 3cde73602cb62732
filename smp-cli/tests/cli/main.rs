//! The command line's tests, in one binary so that a test build links it once: its
//! behaviour as a process, and `smp patch` and `smp plan` against kubectl.

// Helpers shared with the library's integration tests, which include the same files.
#[path = "../../../tests/support/fake_apiserver/mod.rs"]
mod fake_apiserver;
#[path = "../../../tests/support/gen/mod.rs"]
mod gen;
#[path = "../../../tests/support/go_driver.rs"]
mod go_driver;
#[path = "../../../tests/support/go_json.rs"]
mod go_json;
#[path = "../../../tests/support/kubectl.rs"]
mod kubectl_support;
#[path = "../../../tests/support/real_manifests.rs"]
mod real_manifests;
#[path = "../../../tests/support/reset_fields.rs"]
mod reset_fields;
#[path = "../../../tests/support/seeds.rs"]
mod seeds;

mod behaviour;
mod kube_version;
mod managed_fields_upgrade;
mod owners;
mod patch_kubectl;
mod plan_kubectl;
mod plan_options;
mod plan_server_side;
mod prune_kubectl;
mod server_side_bad_input;
