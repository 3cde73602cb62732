//! An object's field set as server-side apply computes it (structured-merge-diff's
//! `TypedValue.Validate` then `ToFieldSet`): every leaf, every list item, every map key that
//! is not a declared field, and empty or null declared fields. Checked on the way, as Go
//! checks it before: each value has its schema's JSON type, list items have their keys, no
//! two items share a key, no field the schema does not declare.

use serde_json::Value;

use super::schema::{List, Map, Part, Scalar, TypeRef, Types};
use crate::bounds::with_stack;
use crate::error::{Error, ErrorKind, JsonPath, PathSegment};
use crate::managed_fields::{ElementValue, FieldSet, PathElement};

pub(crate) struct Walk<'a> {
    pub(crate) types: &'a Types,
    /// Kubernetes 1.34 and later: a key field an item leaves out (without a default) is left
    /// out of its key; before, the item is refused.
    pub(crate) partial_keys: bool,
    set: FieldSet,
    path: Vec<PathElement>,
    /// Where in the document, for errors.
    json_path: Vec<PathSegment>,
    /// Inside an atomic list or map: checked, not owned field by field.
    quiet: u32,
    /// Whether list items may share a key (Go's `AllowDuplicates`, with which the API server
    /// reads live objects and updates): such items are owned as one, not field by field.
    allow_duplicates: bool,
}

impl<'a> Walk<'a> {
    pub(crate) fn new(types: &'a Types, partial_keys: bool) -> Walk<'a> {
        Walk {
            types,
            partial_keys,
            set: FieldSet::new(),
            path: Vec::new(),
            json_path: Vec::new(),
            quiet: 0,
            allow_duplicates: false,
        }
    }

    /// The walk that lets list items share a key.
    pub(crate) fn allowing_duplicates(mut self) -> Walk<'a> {
        self.allow_duplicates = true;
        self
    }

    /// Checks `value` as Go's `Validate` does, making no set.
    pub(crate) fn validate(mut self, value: &Value, ty: &TypeRef) -> Result<(), Error> {
        self.quiet = 1;
        with_stack(|| self.value(value, ty))
    }

    pub(crate) fn field_set(mut self, value: &Value, ty: &TypeRef) -> Result<FieldSet, Error> {
        with_stack(|| self.value(value, ty))?;
        Ok(std::mem::take(&mut self.set).sorted())
    }

    fn error(&self, reason: String) -> Error {
        let path: String = self.path.iter().map(ToString::to_string).collect();
        let reason = if path.is_empty() { reason } else { format!("{path}: {reason}") };
        Error::new(ErrorKind::SchemaMismatch(reason), JsonPath::from_segments(self.json_path.clone()))
    }

    fn value(&mut self, value: &Value, ty: &TypeRef) -> Result<(), Error> {
        crate::bounds::deeper(|| match self.types.part(ty, Some(value)) {
            Part::Map(map, atomic) => self.map(value, map, atomic),
            Part::Scalar(scalar) => self.scalar(value, scalar),
            Part::List(list, associative) => self.list(value, list, associative),
            Part::None => Err(self.error("schema error: invalid atom".into())),
        })
    }

    fn scalar(&mut self, value: &Value, scalar: Scalar) -> Result<(), Error> {
        let fits = matches!(
            (scalar, value),
            (_, Value::Null)
                | (Scalar::Numeric, Value::Number(_))
                | (Scalar::String, Value::String(_))
                | (Scalar::Boolean, Value::Bool(_))
                | (Scalar::Untyped, Value::Number(_) | Value::String(_) | Value::Bool(_))
        );
        if !fits {
            let expected = match scalar {
                Scalar::Numeric => "numeric (int or float)",
                Scalar::String => "string",
                Scalar::Boolean => "boolean",
                Scalar::Untyped => "any scalar",
            };
            return Err(self.error(format!("expected {expected}, got {}", kind(value))));
        }
        self.insert();
        Ok(())
    }

    /// Adds the current path, outside atomic values.
    fn insert(&mut self) {
        if self.quiet == 0 {
            self.set.push_walked(&self.path);
        }
    }

    /// Checks `value` inside an atomic one.
    fn check(&mut self, value: &Value, ty: &TypeRef) -> Result<(), Error> {
        self.quiet += 1;
        let result = self.value(value, ty);
        self.quiet -= 1;
        result
    }

    fn list(&mut self, value: &Value, list: &List, associative: bool) -> Result<(), Error> {
        let items = match value {
            Value::Null => &[][..],
            Value::Array(items) => items,
            other => return Err(self.error(format!("expected list, got {}", kind(other)))),
        };
        if !associative {
            // Atomic: the items are checked, the list is one value (`null` too).
            for (i, item) in items.iter().enumerate() {
                self.descend(PathElement::Index(i as i64), PathSegment::Index(i), |walk| {
                    walk.check(item, &list.element)
                })?;
            }
            self.insert();
            return Ok(());
        }
        let mut elements = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            let element = item_element(self.types, self.partial_keys, item, list)
                .map_err(|reason| self.error(format!("element {i}: {reason}")))?;
            elements.push(element);
        }
        // No two items may share a key (Go checks before anything else is walked), unless
        // allowed; then each such key is owned whole, once.
        let mut sorted: Vec<&PathElement> = elements.iter().collect();
        sorted.sort();
        let mut repeated: Vec<PathElement> = Vec::new();
        for pair in sorted.windows(2).filter(|pair| pair[0].equals(pair[1])) {
            if !self.allow_duplicates {
                return Err(self.error(format!("duplicate entries for key {}", pair[0])));
            }
            if !repeated.iter().any(|r| r.equals(pair[0])) {
                repeated.push(pair[0].clone());
            }
        }
        for (i, (item, element)) in items.iter().zip(elements).enumerate() {
            let whole = repeated.iter().any(|r| r.equals(&element));
            self.descend(element, PathSegment::Index(i), |walk| {
                if whole {
                    walk.check(item, &list.element)?;
                } else {
                    walk.value(item, &list.element)?;
                }
                walk.insert();
                Ok(())
            })?;
        }
        Ok(())
    }

    fn map(&mut self, value: &Value, map: &Map, atomic: bool) -> Result<(), Error> {
        let fields = match value {
            Value::Null => &serde_json::Map::new(),
            Value::Object(fields) => fields,
            other => return Err(self.error(format!("expected map, got {}", kind(other)))),
        };
        // An atomic map is checked as any other, and owned whole (`null` too).
        if atomic {
            self.insert();
            self.quiet += 1;
        }
        let result = self.map_fields(fields, map);
        if atomic {
            self.quiet -= 1;
        }
        result
    }

    fn map_fields(&mut self, fields: &serde_json::Map<String, Value>, map: &Map) -> Result<(), Error> {
        for (key, child) in fields {
            let declared = map.field(key).is_some();
            let ty = match map.child_type(key) {
                TypeRef::Undeclared => {
                    // Go's words: the path down to the field, `.spec.foo: field not declared in schema`.
                    self.path.push(PathElement::Field(key.clone()));
                    self.json_path.push(PathSegment::Key(key.clone()));
                    let error = self.error("field not declared in schema".into());
                    self.path.pop();
                    self.json_path.pop();
                    return Err(error);
                }
                ty => ty,
            };
            self.descend(PathElement::Field(key.clone()), PathSegment::Key(key.clone()), |walk| {
                walk.value(child, ty)?;
                let empty = child.is_null() || child.as_object().is_some_and(|m| m.is_empty());
                if empty || !declared {
                    walk.insert();
                }
                Ok(())
            })?;
        }
        Ok(())
    }

    fn descend(
        &mut self,
        element: PathElement,
        segment: PathSegment,
        step: impl FnOnce(&mut Walk<'a>) -> Result<(), Error>,
    ) -> Result<(), Error> {
        self.path.push(element);
        self.json_path.push(segment);
        let result = step(self);
        self.path.pop();
        self.json_path.pop();
        result
    }
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
        if let Some(value) = fields.get(name) {
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
