//! Every error kind: the kind, the JSON path it names, and inputs left as they were.

use crate::merge_item;

use serde_json::{json, Value};
use smp::{ErrorKind, Precondition, Schema, ThreeWayOptions};

/// Applies and checks the error kind and path; the inputs must not change.
fn apply_err(original: Value, patch: Value) -> smp::Error {
    let schema = merge_item::schema();
    let item = schema.definition("Item").unwrap();
    let (o, p) = (original.clone(), patch.clone());
    let err = smp::apply(&original, &patch, item).expect_err("expected an error");
    assert_eq!((original, patch), (o, p), "inputs changed");
    err
}

fn path(err: &smp::Error) -> String {
    err.path().to_string()
}

#[test]
fn invalid_documents() {
    let err = apply_err(json!([1, 2]), json!({}));
    assert!(matches!(err.kind(), ErrorKind::InvalidJsonDocument { .. }));
    assert_eq!(path(&err), "/");
    let schema = merge_item::schema();
    let err = smp::bytes::apply(b"{}", b"<THIS IS NOT JSON>", schema.arbitrary()).unwrap_err();
    assert!(err.to_string().starts_with("invalid JSON document"));
}

#[test]
fn missing_merge_key() {
    let err = apply_err(json!({"mergingList": [{"name": "a"}]}), json!({"mergingList": [{"value": "x"}]}));
    assert!(matches!(err.kind(), ErrorKind::MissingMergeKey { merge_key, .. } if merge_key == "name"));
    assert_eq!(path(&err), "/mergingList/0");
    assert!(err.to_string().contains("does not contain declared merge key"));
    // A delete directive without the key.
    let err = apply_err(json!({"mergingList": [{"name": "a"}]}), json!({"mergingList": [{"$patch": "delete"}]}));
    assert!(matches!(err.kind(), ErrorKind::MissingMergeKey { .. }));
    assert_eq!(path(&err), "/mergingList/0");
}

#[test]
fn wrong_types_and_lists() {
    let err = apply_err(json!({"mergingIntList": [[1]]}), json!({"mergingIntList": [[2]]}));
    assert_eq!(err.kind(), &ErrorKind::ListOfLists);
    assert_eq!(path(&err), "/mergingIntList");
    assert!(err.to_string().contains("lists of lists are not supported"));

    let err = apply_err(json!({"mergingIntList": [1]}), json!({"mergingIntList": ["a"]}));
    assert_eq!(err.kind(), &ErrorKind::MixedListElements);
    assert!(err.to_string().contains("list element types are not identical"));

    let err = apply_err(json!({"mergingIntList": [1]}), json!({"$setElementOrder/mergingIntList": "oops"}));
    assert!(matches!(err.kind(), ErrorKind::WrongType { expected: "list", found: "string" }));
    assert_eq!(path(&err), "/$setElementOrder~1mergingIntList");

    // Under an order list, Go splits the items of a list of primitives by hashing them
    // before it checks their type: a list among them crashes it.
    for (original, patch) in [
        (json!({}), json!({"$setElementOrder/mergingIntList": [], "mergingIntList": [[1]]})),
        (json!({}), json!({"$setElementOrder/mergingIntList": [], "mergingIntList": [1, [1]]})),
        (json!({"mergingIntList": [[1]]}), json!({"$setElementOrder/mergingIntList": []})),
    ] {
        let err = apply_err(original, patch);
        assert!(matches!(err.kind(), ErrorKind::UncomparableValues { .. }), "{err}");
        assert!(err.is_go_panic());
        assert_eq!(path(&err), "/mergingIntList");
    }

    let err = apply_err(json!({"mergingList": [null]}), json!({"mergingList": [{"name": "a"}]}));
    assert_eq!(err.kind(), &ErrorKind::NullListElement);
    assert!(err.is_go_panic());
}

#[test]
fn directives() {
    let err = apply_err(json!({"retainKeysMap": {"name": "a"}}), json!({"retainKeysMap": {"$patch": "bogus"}}));
    assert!(matches!(err.kind(), ErrorKind::UnknownPatchType { value, .. } if value == "bogus"));
    assert_eq!(path(&err), "/retainKeysMap");
    assert!(err.to_string().contains("unknown patch type: bogus in map:"));

    let err =
        apply_err(json!({"mergingList": [{"name": "a"}]}), json!({"mergingList": [{"name": "a", "$patch": "merge"}]}));
    assert_eq!(err.kind(), &ErrorKind::MergeDirectiveInList);
    assert_eq!(path(&err), "/mergingList/0");
    assert!(err.to_string().contains("merging lists cannot yet be specified in the patch"));

    let err = apply_err(json!({}), json!({"$deleteFromPrimitiveListX/mergingIntList": [1]}));
    assert_eq!(err.kind(), &ErrorKind::InvalidPrimitiveListDirective);
    assert!(err.to_string().contains("invalid patch format of primitive list"));

    let err = apply_err(json!({"mergingIntList": [1]}), json!({"$setElementOrderX/mergingIntList": [1]}));
    assert_eq!(err.kind(), &ErrorKind::InvalidSetElementOrderDirective);
    assert!(err.to_string().contains("invalid patch format of setElementOrder list"));

    let err = apply_err(json!({"retainKeysMap": {"name": "a"}}), json!({"retainKeysMap": {"$retainKeys": "name"}}));
    assert_eq!(err.kind(), &ErrorKind::InvalidRetainKeysDirective);
    assert_eq!(path(&err), "/retainKeysMap/$retainKeys");
    let err = apply_err(
        json!({"retainKeysMap": {"name": "a"}}),
        json!({"retainKeysMap": {"$retainKeys": ["name"], "value": "x"}}),
    );
    assert!(err.to_string().contains("invalid patch format of retainKeys"));

    let err = apply_err(
        json!({"mergingList": [{"name": "a"}, {"name": "b"}]}),
        json!({"$setElementOrder/mergingList": [{"name": "a"}, {"name": "b"}],
               "mergingList": [{"name": "b"}, {"name": "a"}]}),
    );
    assert_eq!(err.kind(), &ErrorKind::SetElementOrderMismatch);
    assert_eq!(path(&err), "/mergingList");
    assert!(err.to_string().contains("doesn't match"));

    let err = apply_err(json!({"mergingIntList": []}), json!({"$setElementOrder/mergingIntList": []}));
    assert_eq!(err.kind(), &ErrorKind::EmptyLists);
}

#[test]
fn schema_errors() {
    let strict = Schema::from_openapi_v2(&json!({"definitions": {"T": {"type": "object", "properties": {
        "known": {"type": "object", "properties": {"a": {"type": "string"}}},
        "text": {"type": "string"},
        "list": {"type": "array", "items": {"type": "object", "properties": {}}, "x-kubernetes-patch-strategy": "merge"},
        "odd": {"type": "array", "items": {"type": "string"}, "x-kubernetes-patch-strategy": "merge,replace,retainKeys"}
    }}}}))
    .unwrap();
    let t = strict.definition("T").unwrap();

    let err =
        smp::two_way(&json!({"unknown": {"a": 1}}), &json!({"unknown": {"a": 2}}), t, &smp::TwoWayOptions::default())
            .unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::UnknownField { field, .. } if field == "unknown"));
    assert_eq!(path(&err), "/unknown");
    assert!(err.to_string().contains("unable to find api field"));
    // Equal values need no lookup.
    assert!(smp::two_way(
        &json!({"unknown": {"a": 1}}),
        &json!({"unknown": {"a": 1}}),
        t,
        &smp::TwoWayOptions::default()
    )
    .is_ok());

    let err = smp::apply(&json!({"text": {"x": {"y": 1}}}), &json!({"text": {"x": {"y": 2}}}), t).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::SchemaMismatch(_)));
    assert_eq!(path(&err), "/text/x");

    let err = smp::apply(&json!({"list": [{"a": 1}]}), &json!({"list": [{"a": 2}]}), t).unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::NoMergeKeyInSchema);
    assert_eq!(path(&err), "/list");

    let err = smp::apply(&json!({"odd": ["a"]}), &json!({"odd": ["b"]}), t).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::UnexpectedPatchStrategy(_)));

    let err = Schema::from_openapi_v2(&json!({"definitions": {"T": {"$ref": "#/definitions/Missing"}}})).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::InvalidSchema(_)));
    let err = Schema::from_openapi_v3(&json!({"openapi": "3.0"})).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::InvalidSchema(_)));
}

#[test]
fn uncomparable_merge_keys() {
    let err = apply_err(
        json!({"mergingList": [{"name": {"a": 1}}]}),
        json!({"mergingList": [{"name": {"a": 1}, "value": "x"}]}),
    );
    assert!(matches!(err.kind(), ErrorKind::UncomparableValues { .. }));
    assert!(err.is_go_panic());
    assert_eq!(path(&err), "/mergingList/0");
}

#[test]
fn directive_marker_in_diff() {
    let schema = merge_item::schema();
    let err =
        smp::two_way(&json!({"$patch": 1}), &json!({"$patch": 2}), schema.arbitrary(), &smp::TwoWayOptions::default())
            .unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::InvalidDirectiveMarker);
    assert_eq!(path(&err), "/$patch");
}

#[test]
fn conflicts_and_preconditions() {
    let schema = merge_item::schema();
    let item = schema.definition("Item").unwrap();
    let original = json!({"name": "a", "value": "1"});
    let modified = json!({"name": "a", "value": "2"});
    let current = json!({"name": "a", "value": "3"});
    let err =
        smp::three_way(&original, &modified, &current, item, &ThreeWayOptions::default().overwrite(false)).unwrap_err();
    assert!(err.is_conflict());
    let ErrorKind::Conflict { patch, changes, patch_value, changed_value } = err.kind() else {
        panic!("not a conflict")
    };
    assert_eq!(patch, &json!({"value": "2"}));
    assert_eq!(changes, &json!({"value": "3"}));
    assert_eq!((&**patch_value, &**changed_value), (&json!("2"), &json!("3")));
    assert_eq!(err.path().to_string(), "/value");
    assert!(err.to_string().contains("conflicts with changes made from original to current"));

    let options = ThreeWayOptions::default().overwrite(true).preconditions(vec![Precondition::key_unchanged("value")]);
    let err = smp::three_way(&original, &modified, &current, item, &options).unwrap_err();
    assert!(err.is_precondition_failed());
    assert!(
        matches!(err.kind(), ErrorKind::PreconditionFailed { precondition, .. } if precondition == "value unchanged")
    );

    let err = smp::two_way(
        &json!({"metadata": {"name": "a"}}),
        &json!({"metadata": {"name": "b"}}),
        schema.arbitrary(),
        &smp::TwoWayOptions::default().preconditions(Precondition::kubectl_apply()),
    )
    .unwrap_err();
    assert!(err.is_precondition_failed());
}

#[test]
fn conflict_check_length_mismatch() {
    let schema = merge_item::schema();
    let item = schema.definition("Item").unwrap();
    // Non-merge scalar lists of equal length that de-duplicate to different lengths:
    // the reference indexes past the end of the shorter one.
    let err = smp::has_conflicts(&json!({"nonMergingIntList": [1, 2]}), &json!({"nonMergingIntList": [1, 1]}), item)
        .unwrap_err();
    assert_eq!(err.kind(), &ErrorKind::ListLengthMismatch);
    assert_eq!(path(&err), "/nonMergingIntList");
}

#[test]
fn deep_documents_are_refused_not_overflowed() {
    fn nest(depth: usize) -> Value {
        let mut value = json!("leaf");
        for _ in 0..depth {
            value = json!({ "simpleMap": value });
        }
        value
    }
    let schema = merge_item::schema();
    let deep = nest(smp::MAX_DEPTH + 10);
    let deeper = nest(smp::MAX_DEPTH + 11);
    for result in [
        smp::apply(&deep, &deeper, schema.arbitrary()).map(|_| ()),
        smp::two_way(&deep, &deeper, schema.arbitrary(), &smp::TwoWayOptions::default()).map(|_| ()),
        smp::merge_patch::apply(&deep, &deeper).map(|_| ()),
    ] {
        let err = result.unwrap_err();
        assert!(matches!(err.kind(), ErrorKind::TooDeep { .. }));
        assert_eq!(err.path().segments().len(), smp::MAX_DEPTH + 1);
    }
    // Within the limit all is well.
    let shallow = nest(100);
    assert!(smp::apply(&shallow, &nest(101), schema.arbitrary()).is_ok());
}

#[test]
fn apply_and_match_take_objects_only() {
    use smp::applier::Applier;
    use smp::matcher::Matcher;
    let schema = merge_item::schema();
    let object = json!({"kind": "Item", "metadata": {"name": "a"}});
    // The diffs read `null` as an empty document (Go does); a live object never is one. A
    // null live object once made the matcher answer "unchanged" for a patch that changes it.
    for not_object in [json!(null), json!([object.clone()]), json!("x")] {
        for schema in [Some(schema.arbitrary()), None] {
            let err = Applier::new().plan(&object, Some(&not_object), schema).unwrap_err();
            assert!(matches!(err.kind(), ErrorKind::InvalidJsonDocument { .. }), "{err}");
            assert_eq!(path(&err), "/");
            let err = Matcher::new().calculate(&object, Some(&not_object), schema).unwrap_err();
            assert!(matches!(err.kind(), ErrorKind::InvalidJsonDocument { .. }), "{err}");
            let err = Matcher::new().calculate(&not_object, Some(&object), schema).unwrap_err();
            assert!(matches!(err.kind(), ErrorKind::InvalidJsonDocument { .. }), "{err}");
        }
    }
    assert!(Matcher::new().calculate(&object, Some(&object), Some(schema.arbitrary())).unwrap().unchanged);
}

/// A conflict names where the patch and the changes first differ, and what each has there
/// (inside a keyed list, by the item's index in the patch).
#[test]
fn conflicts_are_named_where_they_are() {
    let schema = merge_item::schema();
    let item = schema.definition("Item").unwrap();
    let original = json!({"mergingList": [{"name": "a", "value": "1"}, {"name": "b", "value": "1"}]});
    let modified = json!({"mergingList": [{"name": "a", "value": "1"}, {"name": "b", "value": "2"}]});
    let current = json!({"mergingList": [{"name": "a", "value": "1"}, {"name": "b", "value": "3"}]});
    let err =
        smp::three_way(&original, &modified, &current, item, &ThreeWayOptions::default().overwrite(false)).unwrap_err();
    let ErrorKind::Conflict { patch, patch_value, changed_value, .. } = err.kind() else { panic!("{err}") };
    // The patch holds the changed item alone, so its index there is 0.
    assert_eq!(patch["mergingList"], json!([{"name": "b", "value": "2"}]), "{patch}");
    assert_eq!(err.path().to_string(), "/mergingList/0/value");
    assert_eq!((&**patch_value, &**changed_value), (&json!("2"), &json!("3")));

    // A long value is cut in the message, kept whole in the error.
    let long = "x".repeat(300);
    let current = json!({"name": "a", "value": long});
    let err = smp::three_way(
        &json!({"name": "a"}),
        &json!({"name": "a", "value": "2"}),
        &current,
        item,
        &ThreeWayOptions::default().overwrite(false),
    )
    .unwrap_err();
    let ErrorKind::Conflict { changed_value, .. } = err.kind() else { panic!("{err}") };
    assert_eq!(**changed_value, json!(long));
    let message = err.to_string();
    assert!(message.contains(&format!("the changes have \"{}… (302 bytes)", &long[..99])), "{message}");
}
