//! The integration tests, in one binary so that a test build links the library, kube and
//! k8s-openapi once: each module was a test file of its own and keeps its own docs. The
//! oracles are the reference's tables and the Go-answered cases (`tests/data/conformance`),
//! kubectl (`SMP_REQUIRE_KUBECTL=1` makes its absence a failure) and properties.
//! `cargo test --test integration <module>::` runs one module.

// Helpers shared with `smp-cli`'s tests, which include the same files.
#[path = "../support/conformance_data.rs"]
mod conformance_data;
#[path = "../support/derived_merge_item.rs"]
mod derived_merge_item;
#[path = "../support/fake_apiserver/mod.rs"]
mod fake_apiserver;
#[path = "../support/gen/mod.rs"]
mod gen;
#[path = "../support/go_driver.rs"]
mod go_driver;
#[path = "../support/go_json.rs"]
mod go_json;
#[path = "../support/k8s_typed.rs"]
mod k8s_typed;
#[path = "../support/kubectl_patch.rs"]
mod kubectl_patch;
#[path = "../support/kubectl.rs"]
mod kubectl_support;
#[path = "../support/merge_item.rs"]
mod merge_item;
#[path = "../support/go_oracle.rs"]
mod oracle;
#[path = "../support/real_manifests.rs"]
mod real_manifests;
#[path = "../support/reset_fields.rs"]
mod reset_fields;
#[path = "../support/seeds.rs"]
mod seeds;

mod apply_kubectl;
mod apply_scenarios;
mod apply_typed;
mod conformance;
mod csaupgrade;
mod derive_composite_keys;
mod derive_describe;
mod derive_enums;
mod derive_macro_fragments;
mod errors;
mod field_set_tables;
mod field_sets;
mod go_oracle;
mod go_oracle_typed;
mod k8s_describe;
mod k8s_openapi_typed;
mod k8s_versions;
mod kube_bridge;
mod kubectl_differential;
mod last_applied_roundtrip;
mod managed_fields_go;
mod managed_fields_queries;
mod managed_fields_tables;
mod matcher_noop;
mod properties;
mod server_side_crd;
mod server_side_field_manager;
mod server_side_field_sets;
mod server_side_merge;
mod server_side_reconcile;
mod server_side_remove;
mod server_side_scenarios;
mod server_side_tables;
mod stack;
mod typed_agreement;
mod typed_agreement_json;
mod typed_apply_copy;
mod typed_conflict_sort;
mod typed_conflict_within;
mod typed_conformance;
mod typed_merge_patches;
mod yaml;
