//! An object's field set as server-side apply computes it (structured-merge-diff's
//! `TypedValue.Validate` then `ToFieldSet`): every leaf, every list item, every map key that
//! is not a declared field, and empty or null declared fields. Checked on the way, as Go
//! checks it before: each value has its schema's JSON type, list items have their keys, no
//! two items share a key, no field the schema does not declare.

use serde_json::Value;

use super::schema::{field_element, List, Map, Part, Scalar, TypeRef, Types};
use crate::bounds::with_stack;
use crate::error::{Error, ErrorKind, JsonPath, PathSegment};
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
    pub(crate) fn validate(self, value: &Value, ty: &TypeRef) -> Result<(), Error> {
        with_stack(|| self.value(value, ty, true)).map(drop).map_err(Failure::into_error)
    }

    pub(crate) fn field_set(self, value: &Value, ty: &TypeRef) -> Result<FieldSet, Error> {
        with_stack(|| self.value(value, ty, false)).map(|here| here.below).map_err(Failure::into_error)
    }

    /// Checks `value`, and where not `quiet` (inside an atomic value, or only checking)
    /// says what it owns.
    fn value(&self, value: &Value, ty: &TypeRef, quiet: bool) -> Result<Here, Failure> {
        crate::bounds::deeper(|| match self.types.part(ty, Some(value)) {
            Part::Map(map, atomic) => self.map(value, map, atomic, quiet),
            Part::Scalar(scalar) => {
                scalar_fits(value, scalar).map(|()| Here { member: !quiet, below: FieldSet::new() })
            }
            Part::List(list, associative) => self.list(value, list, associative, quiet),
            Part::None => Err(Failure::new("schema error: invalid atom".into())),
        })
    }

    fn list(&self, value: &Value, list: &List, associative: bool, quiet: bool) -> Result<Here, Failure> {
        let items = match value {
            Value::Null => &[][..],
            Value::Array(items) => items,
            other => return Err(Failure::new(format!("expected list, got {}", kind(other)))),
        };
        if !associative {
            // Atomic: the items are checked, the list is one value (`null` too).
            for (i, item) in items.iter().enumerate() {
                self.value(item, &list.element, true)
                    .map_err(|f| f.within(PathElement::Index(i as i64), PathSegment::Index(i)))?;
            }
            return Ok(Here { member: !quiet, below: FieldSet::new() });
        }
        let mut elements = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            let element = item_element(self.types, self.partial_keys, item, list)
                .map_err(|reason| Failure::new(format!("element {i}: {reason}")))?;
            elements.push(element);
        }
        // No two items may share a key (Go checks before anything else is walked), unless
        // allowed; then each such key is owned whole, once.
        let mut sorted: Vec<&PathElement> = elements.iter().collect();
        sorted.sort();
        let mut repeated: Vec<PathElement> = Vec::new();
        for pair in sorted.windows(2).filter(|pair| pair[0].equals(pair[1])) {
            if !self.allow_duplicates {
                return Err(Failure::new(format!("duplicate entries for key {}", pair[0])));
            }
            if !repeated.iter().any(|r| r.equals(pair[0])) {
                repeated.push(pair[0].clone());
            }
        }
        let mut below = FieldSet::new();
        for (i, (item, element)) in items.iter().zip(elements).enumerate() {
            let whole = repeated.iter().any(|r| r.equals(&element));
            let here = self
                .value(item, &list.element, quiet || whole)
                .map_err(|f| f.within(element.clone(), PathSegment::Index(i)))?;
            if !quiet {
                below.attach(true, here.below, || element);
            }
        }
        below.sort_level();
        Ok(Here { member: false, below })
    }

    fn map(&self, value: &Value, map: &Map, atomic: bool, quiet: bool) -> Result<Here, Failure> {
        let fields = match value {
            Value::Null => &serde_json::Map::new(),
            Value::Object(fields) => fields,
            other => return Err(Failure::new(format!("expected map, got {}", kind(other)))),
        };
        // An atomic map is checked as any other, and owned whole (`null` too).
        let below = self.map_fields(fields, map, quiet || atomic)?;
        Ok(Here { member: atomic && !quiet, below })
    }

    fn map_fields(&self, fields: &serde_json::Map<String, Value>, map: &Map, quiet: bool) -> Result<FieldSet, Failure> {
        let mut below = FieldSet::new();
        for (key, child) in fields {
            let field = map.field(key);
            let ty = match field {
                Some(field) => &field.ty,
                None => match &map.element {
                    Some(element) => element,
                    None => {
                        let failure = Failure::new("field not declared in schema".into());
                        return Err(
                            failure.within(PathElement::Field(key.as_str().into()), PathSegment::Key(key.clone()))
                        );
                    }
                },
            };
            let here = self
                .value(child, ty, quiet)
                .map_err(|f| f.within(field_element(field, key)(), PathSegment::Key(key.clone())))?;
            if quiet {
                continue;
            }
            let empty = child.is_null() || child.as_object().is_some_and(|m| m.is_empty());
            let member = here.member || empty || field.is_none();
            below.attach(member, here.below, field_element(field, key));
        }
        below.sort_level();
        Ok(below)
    }
}

/// Whether a scalar has its schema's JSON type (`null` always has).
fn scalar_fits(value: &Value, scalar: Scalar) -> Result<(), Failure> {
    let fits = matches!(
        (scalar, value),
        (_, Value::Null)
            | (Scalar::Numeric, Value::Number(_))
            | (Scalar::String, Value::String(_))
            | (Scalar::Boolean, Value::Bool(_))
            | (Scalar::Untyped, Value::Number(_) | Value::String(_) | Value::Bool(_))
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
pub(crate) fn item_element(
    types: &Types,
    partial_keys: bool,
    item: &Value,
    list: &List,
) -> Result<PathElement, String> {
    if list.keys.is_empty() {
        return match item {
            Value::Object(_) => Err("associative list without keys has an element that's a map type".into()),
            Value::Array(_) => Err("not supported: associative list with lists as elements".into()),
            Value::Null => Err("associative list without keys has an element that's an explicit null".into()),
            scalar => Ok(PathElement::SetItem(ElementValue::from(scalar))),
        };
    }
    let fields = match item {
        Value::Null => return Err("associative list with keys may not have a null element".into()),
        Value::Object(fields) => fields,
        _ => return Err("associative list with keys may not have non-map elements".into()),
    };
    let element_map = match types.part(&list.element, None) {
        Part::Map(map, _) => Some(map),
        _ => None,
    };
    let mut key = Vec::with_capacity(list.keys.len());
    for name in &list.keys {
        if let Some(value) = fields.get(&**name) {
            key.push((name.clone(), ElementValue::from(value)));
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
    Ok(PathElement::Key(key))
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "list",
        Value::Object(_) => "map",
    }
}
