//! The reference's test structs `MergeItem` and `RetainKeysMergeItem` (`patch_test.go`;
//! `tests/data/conformance/apimachinery/schemas.json` lists their fields and tags), as
//! Rust structs deriving `StrategicMerge`: `Schema::of::<MergeItem>()` is the reference's
//! struct schema, built by the derive.
//!
//! Go's `omitempty` is `Option` with `skip_serializing_if`, so a struct serializes to the
//! same JSON as the Go struct. The Go pointer `*MergeItem` is `Option<Box<MergeItem>>`,
//! and `runtime.RawExtension` is `serde_json::Value` (any JSON, replaced whole).
//!
//! `LooseMergeItem` and `LooseRetainKeysMergeItem` are the same structs with `name` and
//! `value` as any JSON, for the reference's records that put numbers there.
#![allow(dead_code)]

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use smp::StrategicMerge;

/// Defines the reference's two item structs, `$item` and `$retain`, with `$scalar` as the
/// type of their `name` and `value` fields (`String` in the mirror, any JSON in the loose
/// model: the reference's tables put numbers there), `$other` of `other` and of the map's
/// values, `$int` of the integer lists' items.
macro_rules! merge_items {
    ($(#[$item_doc:meta])* $item:ident, $(#[$retain_doc:meta])* $retain:ident, $scalar:ty) => {
        merge_items!($(#[$item_doc])* $item, $(#[$retain_doc])* $retain, $scalar, String, i64);
    };
    ($(#[$item_doc:meta])* $item:ident, $(#[$retain_doc:meta])* $retain:ident, $scalar:ty, $other:ty, $int:ty) => {
        $(#[$item_doc])*
        #[derive(StrategicMerge, Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
        #[serde(rename_all = "camelCase")]
        pub struct $item {
            #[serde(skip_serializing_if = "Option::is_none")]
            pub name: Option<$scalar>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub value: Option<$scalar>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub other: Option<$other>,
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "merge", patch_merge_key = "name")]
            pub merging_list: Option<Vec<$item>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub non_merging_list: Option<Vec<$item>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "merge")]
            pub merging_int_list: Option<Vec<$int>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub non_merging_int_list: Option<Vec<$int>>,
            /// Go's `*MergeItem` with a merge key: a document may hold an item or a list of them.
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "merge", patch_merge_key = "name")]
            pub merge_item_ptr: Option<Box<$item>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub simple_map: Option<BTreeMap<String, $other>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "replace")]
            pub replacing_item: Option<serde_json::Value>,
            /// Go's anonymous `struct{ Raw []byte }` (not in every version of the reference).
            #[serde(rename = "jsonItem", skip_serializing_if = "Option::is_none")]
            pub json_item: Option<JsonItem>,
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "retainKeys")]
            pub retain_keys_map: Option<$retain>,
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "merge,retainKeys", patch_merge_key = "name")]
            pub retain_keys_merging_list: Option<Vec<$item>>,
        }

        $(#[$retain_doc])*
        #[derive(StrategicMerge, Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
        #[serde(rename_all = "camelCase")]
        pub struct $retain {
            #[serde(skip_serializing_if = "Option::is_none")]
            pub name: Option<$scalar>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub value: Option<$scalar>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub other: Option<$other>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub simple_map: Option<BTreeMap<String, $other>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "merge")]
            pub merging_int_list: Option<Vec<$int>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "merge", patch_merge_key = "name")]
            pub merging_list: Option<Vec<$item>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub non_merging_list: Option<Vec<$item>>,
        }
    };
}

merge_items!(
    /// The reference's `MergeItem`.
    MergeItem,
    /// The reference's `RetainKeysMergeItem`.
    RetainKeysMergeItem,
    String
);

merge_items!(
    /// `MergeItem` with `name` and `value` as any JSON: the reference's tables put numbers in
    /// these string fields (`{"name": 1, "value": 1}`), which its `Value`-based code accepts
    /// and the mirror's `String` cannot.
    LooseMergeItem,
    /// `RetainKeysMergeItem` with `name` and `value` as any JSON (see [`LooseMergeItem`]).
    LooseRetainKeysMergeItem,
    serde_json::Value
);

merge_items!(
    /// `MergeItem` with every value field as any JSON (`name`, `value`, `other`, the map's
    /// values, the integer lists' items): the Go oracle's random records put any JSON there.
    JsonMergeItem,
    /// `RetainKeysMergeItem` likewise (see [`JsonMergeItem`]).
    JsonRetainKeysMergeItem,
    serde_json::Value,
    serde_json::Value,
    serde_json::Value
);

/// Go's `struct{ Raw []byte }`: one field, `Raw` (bytes, as base64 in JSON).
#[derive(StrategicMerge, Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
pub struct JsonItem {
    #[serde(rename = "Raw", skip_serializing_if = "Option::is_none")]
    pub raw: Option<String>,
}
