//! The reference's test structs `MergeItem` and `RetainKeysMergeItem` (`patch_test.go`;
//! `../shared/conformance/apimachinery/schemas.json` lists their fields and tags), as
//! Rust structs deriving `StrategicMerge`: `Schema::of::<MergeItem>()` is the reference's
//! struct schema, built by the derive.
//!
//! Go's `omitempty` is `Option` with `skip_serializing_if`, so a struct serializes to the
//! same JSON as the Go struct. The Go pointer `*MergeItem` is `Option<Box<MergeItem>>`,
//! and `runtime.RawExtension` is `serde_json::Value` (any JSON, replaced whole).
#![allow(dead_code)]

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use smp::StrategicMerge;

#[derive(StrategicMerge, Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct MergeItem {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub merging_list: Option<Vec<MergeItem>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub non_merging_list: Option<Vec<MergeItem>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge")]
    pub merging_int_list: Option<Vec<i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub non_merging_int_list: Option<Vec<i64>>,
    /// Go's `*MergeItem` with a merge key: a document may hold an item or a list of them.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub merge_item_ptr: Option<Box<MergeItem>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub simple_map: Option<BTreeMap<String, String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "replace")]
    pub replacing_item: Option<serde_json::Value>,
    /// Go's anonymous `struct{ Raw []byte }` (not in every version of the reference).
    #[serde(rename = "jsonItem", skip_serializing_if = "Option::is_none")]
    pub json_item: Option<JsonItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "retainKeys")]
    pub retain_keys_map: Option<RetainKeysMergeItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge,retainKeys", patch_merge_key = "name")]
    pub retain_keys_merging_list: Option<Vec<MergeItem>>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct RetainKeysMergeItem {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub simple_map: Option<BTreeMap<String, String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge")]
    pub merging_int_list: Option<Vec<i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub merging_list: Option<Vec<MergeItem>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub non_merging_list: Option<Vec<MergeItem>>,
}

/// Go's `struct{ Raw []byte }`: one field, `Raw` (bytes, as base64 in JSON).
#[derive(StrategicMerge, Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
pub struct JsonItem {
    #[serde(rename = "Raw", skip_serializing_if = "Option::is_none")]
    pub raw: Option<String>,
}
