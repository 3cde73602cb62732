//! `#[derive(StrategicMerge)]` on the reference's `MergeItem`: the derived schema has the
//! strategies, merge keys and item types of the Go struct tags, and the `Value` path
//! steered by it patches as with the same schema written in OpenAPI.

use crate::conformance_data;
use crate::derived_merge_item;
use crate::merge_item;

use derived_merge_item::{MergeItem, RetainKeysMergeItem};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::{ErrorKind, ListStrategy, PatchMeta, Schema, SchemaRef};

/// The item type's name and the patch metadata of a field, as a list lookup sees them.
fn list_field<'s>(item: SchemaRef<'s>, field: &str) -> (&'s str, &'s PatchMeta) {
    let (items, meta) = item.list_field(field).unwrap_or_else(|e| panic!("{field}: {e}"));
    (items.name(), meta)
}

#[test]
fn schema_has_the_go_tags_of_merge_item() -> Result<(), smp::Error> {
    let schema = Schema::of::<MergeItem>();
    let item = schema.root().expect("root");
    assert_eq!(item.name(), "MergeItem");
    assert_eq!(schema.definition("RetainKeysMergeItem").map(|r| r.name()), Some("RetainKeysMergeItem"));

    for field in ["name", "value", "other"] {
        let (ty, meta) = item.field(field)?;
        assert_eq!((ty.name(), meta), ("string", &PatchMeta::default()), "{field}");
    }

    let merge_by_name = PatchMeta::new(Some("merge"), Some("name"));
    assert_eq!(list_field(item, "mergingList"), ("MergeItem", &merge_by_name));
    assert_eq!(list_field(item, "nonMergingList"), ("MergeItem", &PatchMeta::default()));
    assert_eq!(list_field(item, "mergingIntList"), ("integer", &PatchMeta::new(Some("merge"), None)));
    assert_eq!(list_field(item, "nonMergingIntList"), ("integer", &PatchMeta::default()));
    // A pointer to a struct stands for a list of it.
    assert_eq!(list_field(item, "mergeItemPtr"), ("MergeItem", &merge_by_name));
    let (ptr, _) = item.field("mergeItemPtr")?;
    assert_eq!(ptr.name(), "MergeItem");

    let (map, meta) = item.field("simpleMap")?;
    assert_eq!((map.name(), meta), ("map", &PatchMeta::default()));
    // A map's values are never merged: Go fails to look a key up as a field.
    assert!(matches!(map.field("any key").unwrap_err().kind(), ErrorKind::SchemaMismatch(_)));

    let (replacing, meta) = item.field("replacingItem")?;
    assert!(replacing.is_arbitrary());
    assert_eq!(meta.strategy(), &ListStrategy::Replace);

    assert_eq!(item.field("jsonItem")?.0.field("Raw")?.0.name(), "string");

    let (retained, meta) = item.field("retainKeysMap")?;
    assert_eq!(retained.name(), "RetainKeysMergeItem");
    assert_eq!((meta.strategy(), meta.retain_keys(), meta.merge_key()), (&ListStrategy::Default, true, None));
    assert_eq!(list_field(retained, "mergingIntList"), ("integer", &PatchMeta::new(Some("merge"), None)));
    assert_eq!(list_field(retained, "mergingList"), ("MergeItem", &merge_by_name));

    let (items, meta) = list_field(item, "retainKeysMergingList");
    assert_eq!(items, "MergeItem");
    assert_eq!((meta.strategy(), meta.retain_keys(), meta.merge_key()), (&ListStrategy::Merge, true, Some("name")));

    let unknown = item.field("count").unwrap_err();
    assert!(matches!(unknown.kind(), ErrorKind::UnknownField { .. }));
    assert_eq!(unknown.path().to_string(), "/count");
    Ok(())
}

#[test]
fn apply_merges_lists_by_name_and_retains_keys() -> Result<(), smp::Error> {
    let schema = Schema::of::<MergeItem>();
    let item = schema.root().expect("root");

    let original = json!({"mergingList": [{"name": "a", "value": "1"}, {"name": "b", "value": "2"}],
                          "nonMergingList": [{"name": "a", "value": "1"}, {"name": "b", "value": "2"}],
                          "mergingIntList": [1, 2]});
    let patch = json!({"mergingList": [{"name": "b", "value": "3"}, {"name": "c"}],
                       "nonMergingList": [{"name": "b", "value": "3"}],
                       "mergingIntList": [3]});
    // Without an order directive the reference puts a primitive list's new items first.
    assert_eq!(
        smp::apply(&original, &patch, item)?,
        json!({"mergingList": [{"name": "a", "value": "1"}, {"name": "b", "value": "3"}, {"name": "c"}],
               "nonMergingList": [{"name": "b", "value": "3"}],
               "mergingIntList": [3, 1, 2]})
    );

    // retainKeys: the fields the patch does not list are cleared.
    let original = json!({"retainKeysMap": {"name": "foo", "value": "bar", "other": "baz"}});
    let patch = json!({"retainKeysMap": {"$retainKeys": ["name", "other"], "other": "qux"}});
    assert_eq!(smp::apply(&original, &patch, item)?, json!({"retainKeysMap": {"name": "foo", "other": "qux"}}));
    Ok(())
}

#[test]
fn two_way_between_typed_values_round_trips() -> Result<(), Box<dyn std::error::Error>> {
    let schema = Schema::of::<MergeItem>();
    let item = schema.root().expect("root");
    let named = |name: &str, value: &str| MergeItem {
        name: Some(name.into()),
        value: Some(value.into()),
        ..MergeItem::default()
    };
    let before = MergeItem {
        merging_list: Some(vec![named("a", "1"), named("b", "2")]),
        retain_keys_map: Some(RetainKeysMergeItem {
            name: Some("foo".into()),
            value: Some("bar".into()),
            ..RetainKeysMergeItem::default()
        }),
        ..MergeItem::default()
    };
    let after = MergeItem {
        merging_list: Some(vec![named("b", "3"), named("a", "1")]),
        retain_keys_map: Some(RetainKeysMergeItem { name: Some("foo".into()), ..RetainKeysMergeItem::default() }),
        ..MergeItem::default()
    };
    let (before_json, after_json) = (serde_json::to_value(&before)?, serde_json::to_value(&after)?);
    let patch = smp::two_way(&before_json, &after_json, item, &smp::TwoWayOptions::default())?;
    assert_eq!(
        patch,
        json!({"$setElementOrder/mergingList": [{"name": "b"}, {"name": "a"}],
               "mergingList": [{"name": "b", "value": "3"}],
               "retainKeysMap": {"$retainKeys": ["name"], "value": null}})
    );
    let patched: MergeItem = serde_json::from_value(smp::apply(&before_json, &patch, item)?)?;
    assert_eq!(patched, after);
    Ok(())
}

/// The random `Item` documents without the fields `MergeItem` lacks.
fn strip_extra_fields(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.remove("count");
            map.remove("replacingMap");
            map.values_mut().for_each(strip_extra_fields);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_extra_fields),
        _ => {}
    }
}

/// The derived schema patches random documents as the same schema written in OpenAPI,
/// and as the reference's own struct schema (`schemas.json`) when the conformance data is
/// there.
#[test]
fn derived_schema_patches_as_the_openapi_and_go_struct_ones() {
    let derived = Schema::of::<MergeItem>();
    let derived = derived.root().expect("root");
    let openapi = merge_item::schema();
    let go_structs = conformance_data::struct_schema(&conformance_data::conformance_dir(), &[]);
    let others = [openapi.definition("Item").expect("Item"), go_structs.definition("MergeItem").expect("MergeItem")];
    let mut rng = SmallRng::seed_from_u64(20261121);
    for case in 0..300 {
        let mut a = merge_item::item(&mut rng, 2);
        let mut b = if rng.gen_bool(0.7) { merge_item::mutate(&mut rng, &a, 2) } else { merge_item::item(&mut rng, 2) };
        strip_extra_fields(&mut a);
        strip_extra_fields(&mut b);
        // The documents are `MergeItem`s.
        for doc in [&a, &b] {
            let typed: MergeItem = serde_json::from_value(doc.clone()).expect("a MergeItem");
            assert_eq!(&serde_json::to_value(&typed).unwrap(), doc, "case {case}");
        }
        let patch = smp::two_way(&a, &b, derived, &smp::TwoWayOptions::default())
            .unwrap_or_else(|e| panic!("case {case}: {e}"));
        // Not always `b` exactly (see tests/integration/properties.rs), but the same with every schema.
        let applied = smp::apply(&a, &patch, derived).unwrap_or_else(|e| panic!("case {case}: {e}"));
        for other in &others {
            assert_eq!(
                Ok(&patch),
                smp::two_way(&a, &b, *other, &smp::TwoWayOptions::default()).as_ref(),
                "case {case}: two-way\na = {a}\nb = {b}"
            );
            let expected = smp::apply(&a, &patch, *other);
            assert_eq!(Ok(&applied), expected.as_ref(), "case {case}: apply\na = {a}\npatch = {patch}");
        }
    }
}
