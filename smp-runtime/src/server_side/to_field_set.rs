//! An object's field set as server-side apply computes it (structured-merge-diff's
//! `TypedValue.Validate` then `ToFieldSet`): every leaf, every list item, every map key that
//! is not a declared field, and empty or null declared fields. Checked on the way, as Go
//! checks it before: each value has its schema's JSON type, list items have their keys, no
//! two items share a key, no field the schema does not declare.
//!
//! Written once for any document the read-only rules accept ([`Json`]): a
//! `serde_json::Value`, or smp's own document.

use super::item_key::{ItemKey, ListKeys};
use super::schema::{field_element, List, Map, Part, Scalar, TypeRef, Types};
use crate::bounds::with_stack;
use crate::error::{Error, ErrorKind, JsonPath, PathSegment};
use crate::gojson::view::{Json, Kind};
use crate::lists::element::GoType;
use crate::managed_fields::{ElementValue, FieldSet, PathElement};

pub(crate) struct Walk<'a> {
    pub(crate) types: &'a Types,
    /// Kubernetes 1.34 and later: a key field an item leaves out (without a default) is left
    /// out of its key; before, the item is refused.
    pub(crate) partial_keys: bool,
    /// Whether list items may share a key (Go's `AllowDuplicates`, with which the API server
    /// reads live objects and updates): such items are owned as one, not field by field.
    allow_duplicates: bool,
}

/// What a place gives its parent: whether its path is in the set, and the set below it
/// (built bottom up: a place's path element is made only where the set has something).
#[derive(Default)]
struct Here {
    member: bool,
    below: FieldSet,
}

/// A value that does not fit, on its way up: Go's reason, and the places it passed through,
/// innermost first (the path is made only for an error).
struct Failure {
    reason: String,
    path: Vec<PathElement>,
    json: Vec<PathSegment>,
}

impl Failure {
    fn new(reason: String) -> Failure {
        Failure { reason, path: Vec::new(), json: Vec::new() }
    }

    fn within(mut self, element: PathElement, segment: PathSegment) -> Failure {
        self.path.push(element);
        self.json.push(segment);
        self
    }

    /// Go's words: the path down to the place, `.spec.foo: field not declared in schema`.
    fn into_error(self) -> Error {
        let path: String = self.path.iter().rev().map(ToString::to_string).collect();
        let reason = if path.is_empty() { self.reason } else { format!("{path}: {}", self.reason) };
        Error::new(ErrorKind::SchemaMismatch(reason), JsonPath::from_segments(self.json.into_iter().rev().collect()))
    }
}

impl<'a> Walk<'a> {
    pub(crate) fn new(types: &'a Types, partial_keys: bool) -> Walk<'a> {
        Walk { types, partial_keys, allow_duplicates: false }
    }

    /// The walk that lets list items share a key.
    pub(crate) fn allowing_duplicates(mut self) -> Walk<'a> {
        self.allow_duplicates = true;
        self
    }

    /// Checks `value` as Go's `Validate` does, making no set.
    pub(crate) fn validate<J: Json>(self, value: &J, ty: &TypeRef) -> Result<(), Error> {
        with_stack(|| self.value(value, ty, true)).map(drop).map_err(Failure::into_error)
    }

    pub(crate) fn field_set<J: Json>(self, value: &J, ty: &TypeRef) -> Result<FieldSet, Error> {
        with_stack(|| self.value(value, ty, false)).map(|here| here.below).map_err(Failure::into_error)
    }

    /// Checks `value`, and where not `quiet` (inside an atomic value, or only checking)
    /// says what it owns.
    fn value<J: Json>(&self, value: &J, ty: &TypeRef, quiet: bool) -> Result<Here, Failure> {
        // As deep as the documents, whose depth is checked, inside `with_stack`'s stack: no
        // level needs to check what is left of it.
        match self.types.part(ty, Some(value)) {
            Part::Map(map, atomic) => self.map(value, map, atomic, quiet),
            Part::Scalar(scalar) => {
                scalar_fits(value, scalar).map(|()| Here { member: !quiet, below: FieldSet::new() })
            }
            Part::List(list, associative) => self.list(value, list, associative, quiet),
            Part::None => Err(Failure::new("schema error: invalid atom".into())),
        }
    }

    fn list<J: Json>(&self, value: &J, list: &List, associative: bool, quiet: bool) -> Result<Here, Failure> {
        let items = match value.kind() {
            Kind::Null => &[][..],
            Kind::List(items) => items,
            _ => return Err(Failure::new(format!("expected list, got {}", kind(value)))),
        };
        if !associative {
            // Atomic: the items are checked, the list is one value (`null` too).
            for (i, item) in items.iter().enumerate() {
                self.value(item, &list.element, true)
                    .map_err(|f| f.within(PathElement::Index(i as i64), PathSegment::Index(i)))?;
            }
            return Ok(Here { member: !quiet, below: FieldSet::new() });
        }
        // Every item has a key (the first that has none is the error), read as it holds it.
        let keys = ListKeys::of(self.types, self.partial_keys, items, list);
        if let Some(i) = (0..items.len()).find(|&i| keys.get(i).is_none()) {
            let reason = item_element(self.types, self.partial_keys, &items[i], list).err();
            return Err(Failure::new(format!("element {i}: {}", reason.unwrap_or_default())));
        }
        // The items in their keys' order (equal keys in the list's), sorted once: to find
        // repeated keys, and to attach the items so that their level is sorted as made.
        let mut sorted = keys.keyed();
        sorted.sort_by(|a, b| a.0.cmp(&b.0));
        // No two items may share a key (Go checks before anything else is walked), unless
        // allowed; then each such key is owned whole, once.
        let mut repeated: Vec<&ItemKey<'_, '_>> = Vec::new();
        for pair in sorted.windows(2).filter(|pair| pair[0].0.equals(&pair[1].0)) {
            if !self.allow_duplicates {
                return Err(Failure::new(format!("duplicate entries for key {}", pair[0].0.to_element())));
            }
            if !repeated.iter().any(|r| r.equals(&pair[0].0)) {
                repeated.push(&pair[0].0);
            }
        }
        let walk = |key: ItemKey<'_, '_>, at: usize| {
            let whole = repeated.iter().any(|r| r.equals(&key));
            self.value(&items[at], &list.element, quiet || whole)
                .map_err(|f| f.within(key.to_element(), PathSegment::Index(at)))
        };
        // Go reports the first error in the list's order (every item has a key).
        let first_error = || (0..items.len()).find_map(|at| walk(keys.get(at)?, at).err());
        if quiet {
            return match first_error() {
                Some(failure) => Err(failure),
                None => Ok(Here { member: false, below: FieldSet::new() }),
            };
        }
        // Every item a member, and those holding something children, walked in their keys'
        // order so that the level is made sorted.
        let mut below = FieldSet::with_room(items.len(), super::containers(items.iter()));
        for &(key, at) in &sorted {
            match walk(key, at) {
                Ok(here) => below.attach(true, here.below, || key.to_element()),
                Err(failure) => return Err(first_error().unwrap_or(failure)),
            }
        }
        below.sort_level();
        Ok(Here { member: false, below })
    }

    fn map<J: Json>(&self, value: &J, map: &Map, atomic: bool, quiet: bool) -> Result<Here, Failure> {
        if !matches!(value.kind(), Kind::Null | Kind::Map) {
            return Err(Failure::new(format!("expected map, got {}", kind(value))));
        }
        // An atomic map is checked as any other, and owned whole (`null` too).
        let below = self.map_fields(value, map, quiet || atomic)?;
        Ok(Here { member: atomic && !quiet, below })
    }

    /// The fields of a map (none of `null`).
    fn map_fields<J: Json>(&self, fields: &J, map: &Map, quiet: bool) -> Result<FieldSet, Failure> {
        // At most every field a member, and those holding something children.
        let mut below = match quiet {
            true => FieldSet::new(),
            false => FieldSet::with_room(fields.map_len(), super::containers(fields.map_entries().map(|(_, v)| v))),
        };
        for (key, child) in fields.map_entries() {
            let field = map.field(key);
            let ty = match field {
                Some(field) => &field.ty,
                None => match &map.element {
                    Some(element) => element,
                    None => {
                        let failure = Failure::new("field not declared in schema".into());
                        return Err(failure.within(PathElement::Field(key.into()), PathSegment::Key(key.to_owned())));
                    }
                },
            };
            let here = self
                .value(child, ty, quiet)
                .map_err(|f| f.within(field_element(field, key)(), PathSegment::Key(key.to_owned())))?;
            if quiet {
                continue;
            }
            let empty = match child.go_type() {
                GoType::Nil => true,
                GoType::Map => child.map_len() == 0,
                _ => false,
            };
            let member = here.member || empty || field.is_none();
            below.attach(member, here.below, field_element(field, key));
        }
        below.sort_level();
        Ok(below)
    }
}

/// Whether a scalar has its schema's JSON type (`null` always has).
fn scalar_fits<J: Json>(value: &J, scalar: Scalar) -> Result<(), Failure> {
    // By the value's Go type, which a string need not be read for.
    let fits = matches!(
        (scalar, value.go_type()),
        (_, GoType::Nil)
            | (Scalar::Numeric, GoType::Int | GoType::Float)
            | (Scalar::String, GoType::String)
            | (Scalar::Boolean, GoType::Bool)
            | (Scalar::Untyped, GoType::Int | GoType::Float | GoType::String | GoType::Bool)
    );
    if fits {
        return Ok(());
    }
    let expected = match scalar {
        Scalar::Numeric => "numeric (int or float)",
        Scalar::String => "string",
        Scalar::Boolean => "boolean",
        Scalar::Untyped => "any scalar",
    };
    Err(Failure::new(format!("expected {expected}, got {}", kind(value))))
}

/// An associative list item's path element: its key fields, or its value for a set (Go's
/// `listItemToPathElement`).
pub(crate) fn item_element<J: Json>(
    types: &Types,
    partial_keys: bool,
    item: &J,
    list: &List,
) -> Result<PathElement, String> {
    if list.keys.is_empty() {
        return match item.kind() {
            Kind::Map => Err("associative list without keys has an element that's a map type".into()),
            Kind::List(_) => Err("not supported: associative list with lists as elements".into()),
            Kind::Null => Err("associative list without keys has an element that's an explicit null".into()),
            _ => Ok(PathElement::SetItem(ElementValue::of_json(item))),
        };
    }
    match item.kind() {
        Kind::Null => return Err("associative list with keys may not have a null element".into()),
        Kind::Map => {}
        _ => return Err("associative list with keys may not have non-map elements".into()),
    }
    let element_map = match types.part::<J>(&list.element, None) {
        Part::Map(map, _) => Some(map),
        _ => None,
    };
    let mut key = Vec::with_capacity(list.keys.len());
    for name in &list.keys {
        if let Some(value) = item.get(name) {
            key.push((name.clone(), ElementValue::of_json(value)));
            continue;
        }
        let default = element_map.and_then(|map| map.field(name)).and_then(|f| f.default.as_ref());
        match default {
            Some(default) => key.push((name.clone(), ElementValue::from(default))),
            None if partial_keys => {}
            None => {
                return Err(format!(
                    "associative list with keys has an element that omits key field {name:?} (and doesn't have default value)"
                ))
            }
        }
    }
    if key.is_empty() {
        let keys: Vec<String> = list.keys.iter().map(|k| format!("{k:?}")).collect();
        return Err(format!(
            "associative list with keys has an element that omits all key fields [{}] (and doesn't have default values for any key fields)",
            keys.join(" ")
        ));
    }
    key.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(PathElement::Key(key.into()))
}

fn kind<J: Json>(value: &J) -> &'static str {
    match value.kind() {
        Kind::Null => "null",
        Kind::Bool(_) => "boolean",
        Kind::Number(_) => "number",
        Kind::String(_) => "string",
        Kind::List(_) => "list",
        Kind::Map => "map",
    }
}

#[cfg(all(test, feature = "k8s-v1_37"))]
mod tests {
    use serde_json::{json, Value};

    use super::Walk;
    use crate::doc::{self, Doc};
    use crate::server_side::TypeConverter;
    use crate::KubeVersion;

    /// Objects valid and not: a Deployment, the same with one wrong thing in its
    /// container, and ConfigMaps.
    fn objects() -> Vec<Value> {
        let container = |extra: Value| {
            let mut container = json!({"name": "c", "image": "i\u{e9}\\\"", "ports": [{"containerPort": 80},
                {"containerPort": 80, "protocol": "UDP"}], "env": [{"name": "A", "value": "x\ny"}, {"name": "B"},
                {"name": "\"long\"\n".repeat(40)}],
                "resources": {"limits": {"cpu": "1", "memory": 3}}, "args": ["a", "b", "a"]});
            container.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
            container
        };
        let deployment = |extra: Value| {
            json!({"apiVersion": "apps/v1", "kind": "Deployment",
                "metadata": {"name": "d", "labels": {"a": "b"}, "annotations": {}, "finalizers": ["f", "g"]},
                "spec": {"replicas": 3, "selector": {"matchLabels": {"a": "b"}}, "strategy": null,
                    "template": {"metadata": {"labels": {"a": "b"}},
                        "spec": {"containers": [container(extra)], "volumes": [{"name": "v", "emptyDir": {}}]}}}})
        };
        vec![
            deployment(json!({})),
            deployment(json!({"undeclared": 1})),
            deployment(json!({"image": 5})),
            deployment(json!({"ports": [{"containerPort": 80}, {"containerPort": 80}]})),
            deployment(json!({"ports": [{"name": "p"}]})),
            deployment(json!({"env": [null]})),
            deployment(json!({"env": {"name": "A"}})),
            deployment(json!({"securityContext": {"capabilities": {"add": ["X", "X"]}}})),
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "m"}, "data": {"k": "v", "e": ""}}),
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "m"}, "data": {"k": 1.5}}),
        ]
    }

    /// The walk reads smp's own document, read from text (its strings with escapes read
    /// lazily) or borrowed from a `Value`, as it reads the `Value`: the same field set or
    /// the same error, where it is, on objects valid and not.
    #[test]
    fn a_document_walks_as_its_value() {
        let converter = TypeConverter::kubernetes(KubeVersion::V1_37).unwrap();
        let objects = objects();
        let mut sets = 0;
        for object in &objects {
            let ty = converter.type_of(object);
            let walk = || Walk::new(&converter.types, true);
            let expected = (walk().validate(object, &ty), walk().field_set(object, &ty));
            let text = serde_json::to_vec(object).unwrap();
            let arena = doc::read::arena_for(&[&text]);
            let read = doc::read::read(&text, &arena).unwrap();
            let borrowed = Doc::borrowed(object, &arena);
            for document in [read, borrowed] {
                let actual = (walk().validate(&document, &ty), walk().field_set(&document, &ty));
                assert_eq!(format!("{actual:?}"), format!("{expected:?}"), "{object}");
            }
            sets += usize::from(expected.1.is_ok());
        }
        // Both kinds of answer are compared.
        assert!(sets >= 3 && sets < objects.len(), "{sets} of {} objects have a set", objects.len());
    }

    /// A live object checked beside a request already checked gives what its own check
    /// gives (the same type, or the same error), whichever fields the two share.
    #[test]
    fn live_objects_check_beside_a_request_as_alone() {
        let converter = TypeConverter::kubernetes(KubeVersion::V1_37).unwrap();
        let objects = objects();
        let texts: Vec<Vec<u8>> = objects.iter().map(|object| serde_json::to_vec(object).unwrap()).collect();
        let arena = doc::Arena::new();
        let documents: Vec<Doc<'_>> = texts.iter().map(|text| doc::read::read(text, &arena).unwrap()).collect();
        let mut pairs = 0;
        for checked in documents.iter().filter(|checked| converter.validated(*checked, false).is_ok()) {
            for live in &documents {
                let alone = converter.validated(live, true);
                let beside = converter.validated_beside(live, checked, true, &arena);
                assert_eq!(format!("{beside:?}"), format!("{alone:?}"), "{live:?} beside {checked:?}");
                pairs += 1;
            }
        }
        assert!(pairs >= 2 * objects.len(), "{pairs} pairs");
    }

    /// A set's walk takes a list's items in their keys' order; the error it reports is
    /// still the first in the list's order, as Go's and the checking walk's.
    #[test]
    fn the_first_bad_item_in_the_list_is_the_error() {
        let converter = TypeConverter::kubernetes(KubeVersion::V1_37).unwrap();
        let pod = json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p"},
            "spec": {"containers": [{"name": "c", "env": [{"name": "b", "value": 1}, {"name": "a", "value": 2}]}]}});
        let ty = converter.type_of(&pod);
        let walk = || Walk::new(&converter.types, true);
        let error = walk().field_set(&pod, &ty).unwrap_err().to_string();
        assert!(error.contains(r#"name="b""#) && !error.contains(r#"name="a""#), "{error}");
        assert_eq!(error, walk().validate(&pod, &ty).unwrap_err().to_string());
    }
}
