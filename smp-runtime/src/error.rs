//! The one error type of smp: what went wrong, and where (a JSON path).

use std::fmt;

use serde_json::Value;

/// A location inside a JSON document, as a JSON Pointer (RFC 6901), for example
/// `/spec/template/spec/containers/0/env`. For errors in a patch, the path is the one
/// in the patch document.
///
/// ```
/// use smp::{JsonPath, PathSegment};
/// assert_eq!(JsonPath::root().to_string(), "/");
/// assert!(JsonPath::root().segments().is_empty());
/// # let _ = PathSegment::Index(0);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct JsonPath(Vec<PathSegment>);

/// One step of a [`JsonPath`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum PathSegment {
    /// A key of an object.
    Key(String),
    /// An index into a list.
    Index(usize),
}

impl JsonPath {
    /// The path of the document itself.
    pub fn root() -> Self {
        JsonPath(Vec::new())
    }

    /// The steps from the document's root.
    pub fn segments(&self) -> &[PathSegment] {
        &self.0
    }

    /// The path of these steps from the root.
    pub(crate) fn from_segments(segments: Vec<PathSegment>) -> Self {
        JsonPath(segments)
    }
}

impl fmt::Display for JsonPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("/");
        }
        for segment in &self.0 {
            match segment {
                PathSegment::Key(key) => write!(f, "/{}", key.replace('~', "~0").replace('/', "~1"))?,
                PathSegment::Index(index) => write!(f, "/{index}")?,
            }
        }
        Ok(())
    }
}

/// A borrowed, stack-allocated path used while walking documents: building it costs
/// nothing; it becomes a [`JsonPath`] only when an error is reported. (Public for the
/// code `#[derive(StrategicMerge)]` generates; not part of the stable API.)
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Trail<'a> {
    parent: Option<&'a Trail<'a>>,
    step: Step<'a>,
    depth: u32,
    /// Below here a value a patch creates keeps its nulls ([`Trail::keeping_nulls`]).
    keep_nulls: bool,
}

#[derive(Clone, Copy)]
enum Step<'a> {
    Root,
    Key(&'a str),
    Index(usize),
}

/// How deep the walkers go before giving up with [`ErrorKind::TooDeep`]; JSON text is read
/// to this depth too (past serde_json's own 128 levels), and documents built in memory can
/// be deeper. Every entry point
/// checks its documents before it copies, compares or drops them (serde_json does all
/// three recursively), and walks them with enough stack for this depth on any thread:
/// where the caller's stack has less than about 1 MiB left, the walk runs on a segment of
/// its own, so 64 KiB threads are fine.
///
/// ```
/// use serde_json::{json, Value};
/// use smp::{ErrorKind, Schema, MAX_DEPTH};
///
/// let deep = (0..MAX_DEPTH + 1).fold(json!("leaf"), |inner, _| Value::Array(vec![inner]));
/// let document = json!({ "spec": deep });
/// let any = Schema::from_openapi_v2(&json!({"definitions": {}}))?;
/// // A 64 KiB thread; the document goes back to be dropped where it was made (serde_json's
/// // drop recurses as deep as the value goes).
/// let (refused, document) = std::thread::Builder::new()
///     .stack_size(64 << 10)
///     .spawn(move || {
///         let error = smp::apply(&document, &json!({}), any.arbitrary()).unwrap_err();
///         (matches!(error.kind(), ErrorKind::TooDeep { limit: MAX_DEPTH }), document)
///     })
///     .unwrap()
///     .join()
///     .unwrap();
/// assert!(refused);
/// # drop(document);
/// # Ok::<(), smp::Error>(())
/// ```
pub const MAX_DEPTH: usize = 256;

impl<'a> Trail<'a> {
    /// The document's root.
    pub const ROOT: Trail<'static> = Trail { parent: None, step: Step::Root, depth: 0, keep_nulls: false };

    /// The path one key down.
    #[inline]
    pub fn key(&'a self, key: &'a str) -> Result<Trail<'a>, Error> {
        self.child(Step::Key(key))
    }

    /// The path one list item down.
    #[inline]
    pub fn index(&'a self, index: usize) -> Result<Trail<'a>, Error> {
        self.child(Step::Index(index))
    }

    /// The same path, where the values a patch creates below keep their nulls. Go drops
    /// the nulls of a value it takes where the original has none (`discardNullValuesFromPatch`),
    /// but for a list it creates under a `$setElementOrder` list, which it takes through
    /// `removeDirectives` alone: the walk below carries that, to the JSON values that hold
    /// nulls, instead of every creating function taking a flag.
    pub(crate) fn keeping_nulls(&self) -> Trail<'a> {
        Trail { keep_nulls: true, ..*self }
    }

    /// Whether the values a patch creates here keep their nulls ([`Trail::keeping_nulls`]).
    pub(crate) fn keeps_nulls(&self) -> bool {
        self.keep_nulls
    }

    #[inline]
    fn child(&'a self, step: Step<'a>) -> Result<Trail<'a>, Error> {
        let child = Trail { parent: Some(self), step, depth: self.depth + 1, keep_nulls: self.keep_nulls };
        if child.depth as usize > MAX_DEPTH {
            return Err(child.too_deep());
        }
        Ok(child)
    }

    /// Out of line: every step down the walkers take is inlined where they take it.
    #[cold]
    #[inline(never)]
    fn too_deep(&self) -> Error {
        self.error(ErrorKind::TooDeep { limit: MAX_DEPTH })
    }

    /// The path walked so far.
    pub fn path(&self) -> JsonPath {
        let mut segments = Vec::with_capacity(self.depth as usize);
        let mut node = Some(self);
        while let Some(trail) = node {
            match trail.step {
                Step::Root => {}
                Step::Key(key) => segments.push(PathSegment::Key(key.to_owned())),
                Step::Index(index) => segments.push(PathSegment::Index(index)),
            }
            node = trail.parent;
        }
        segments.reverse();
        JsonPath(segments)
    }

    /// An error of this kind at this path.
    pub fn error(&self, kind: ErrorKind) -> Error {
        Error { kind: Box::new(kind), path: self.path() }
    }
}

/// An error of an smp operation: its [`kind`](Error::kind) and the [`path`](Error::path)
/// in the document where it happened.
///
/// Its `Display` text contains the phrase the Go reference uses for the same failure
/// (for example "does not contain declared merge key"), so logs read the same.
///
/// ```
/// use serde_json::json;
/// use smp::{apply, ErrorKind, Schema};
///
/// let schema = Schema::from_openapi_v2(&json!({"definitions": {"Pod": {"type": "object",
///     "properties": {"containers": {"type": "array", "items": {"type": "object",
///         "properties": {"name": {"type": "string"}}},
///         "x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "name"}}}}}))
///     .unwrap();
/// let pod = schema.definition("Pod").unwrap();
/// let err = apply(&json!({"containers": [{"name": "a"}]}),
///                 &json!({"containers": [{"image": "b"}]}), pod).unwrap_err();
/// assert!(matches!(err.kind(), ErrorKind::MissingMergeKey { .. }));
/// assert_eq!(err.path().to_string(), "/containers/0");
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Error {
    kind: Box<ErrorKind>,
    path: JsonPath,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, path: JsonPath) -> Self {
        Error { kind: Box::new(kind), path }
    }

    /// The error with its path put below `prefix` (an error of a part of a document,
    /// reported in the whole).
    pub(crate) fn within(mut self, prefix: &[PathSegment]) -> Self {
        let mut path = prefix.to_vec();
        path.append(&mut self.path.0);
        self.path = JsonPath(path);
        self
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// Where it went wrong.
    pub fn path(&self) -> &JsonPath {
        &self.path
    }

    /// The error with `prefix` before what it says, where it says it in a text of its own
    /// (the API server's field manager names the step that failed first).
    pub(crate) fn prefixed(mut self, prefix: &str) -> Self {
        match &mut *self.kind {
            ErrorKind::SchemaMismatch(reason)
            | ErrorKind::InvalidManagedFields { reason }
            | ErrorKind::BadRequest(reason) => reason.insert_str(0, prefix),
            _ => {}
        }
        self
    }

    /// True for a three-way conflict ([`ErrorKind::Conflict`]).
    pub fn is_conflict(&self) -> bool {
        matches!(*self.kind, ErrorKind::Conflict { .. })
    }

    /// True for a failed precondition ([`ErrorKind::PreconditionFailed`]).
    pub fn is_precondition_failed(&self) -> bool {
        matches!(*self.kind, ErrorKind::PreconditionFailed { .. })
    }

    /// True where the Go reference does not return an error but crashes (a runtime
    /// panic) on the same input; smp reports it instead.
    pub fn is_go_panic(&self) -> bool {
        matches!(
            *self.kind,
            ErrorKind::UncomparableValues { .. } | ErrorKind::NullListElement | ErrorKind::ListLengthMismatch
        )
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at {})", self.kind, self.path)
    }
}

impl std::error::Error for Error {}

/// The kinds of [`Error`].
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A document (original, modified, current or patch) is not JSON, or not a JSON object.
    #[error("invalid JSON document: {reason}")]
    InvalidJsonDocument {
        /// What the parser said, or what the top level was instead of an object.
        reason: String,
    },
    /// An item of a list merged by key lacks the key.
    #[error("map: {item} does not contain declared merge key: {merge_key}")]
    MissingMergeKey {
        /// The merge key the schema declares.
        merge_key: String,
        /// The item, as Go's `%v` prints it.
        item: String,
    },
    /// A value had another JSON type than the operation needs here.
    #[error("expected {expected}, but received {found}")]
    WrongType {
        /// What was needed.
        expected: &'static str,
        /// What was there.
        found: &'static str,
    },
    /// A list whose items are lists.
    #[error("lists of lists are not supported")]
    ListOfLists,
    /// A merged list whose items have different JSON types.
    #[error("list element types are not identical")]
    MixedListElements,
    /// A list merged by key, but the schema declares no merge key.
    #[error("cannot merge lists without merge key")]
    NoMergeKeyInSchema,
    /// `$patch` with a value other than `replace`, `delete` or `merge`.
    #[error("unknown patch type: {value} in map: {map}")]
    UnknownPatchType {
        /// The value found.
        value: String,
        /// The map that held it, as Go's `%v` prints it.
        map: String,
    },
    /// `$patch: merge` inside a list.
    #[error("merging lists cannot yet be specified in the patch")]
    MergeDirectiveInList,
    /// A malformed `$deleteFromPrimitiveList/<field>` directive.
    #[error("invalid patch format of primitive list")]
    InvalidPrimitiveListDirective,
    /// A malformed `$retainKeys` directive, or a patch key missing from it.
    #[error("invalid patch format of retainKeys")]
    InvalidRetainKeysDirective,
    /// A malformed `$setElementOrder/<field>` directive.
    #[error("invalid patch format of setElementOrder list")]
    InvalidSetElementOrderDirective,
    /// The patch list's items are not in the order `$setElementOrder` gives.
    #[error("the order in patch list doesn't match $setElementOrder list")]
    SetElementOrderMismatch,
    /// `$patch` values that are not strings in a diff.
    #[error("invalid value for special key: $patch")]
    InvalidDirectiveMarker,
    /// The schema has no field of this name.
    #[error("unable to find api field in struct {type_name} for the json field {field:?}")]
    UnknownField {
        /// The schema type looked in.
        type_name: String,
        /// The JSON field name.
        field: String,
    },
    /// The schema describes this place as something other than what the document holds
    /// (an object where the schema has a string, for example).
    #[error("schema mismatch: {0}")]
    SchemaMismatch(String),
    /// A patch strategy the reference does not know (more than `retainKeys` plus one).
    #[error("unexpected patch strategy: {0}")]
    UnexpectedPatchStrategy(String),
    /// Two lists, maps or other values compared where Go can compare only scalars.
    /// The Go reference crashes here.
    #[error("uncomparable values used as keys: {what}")]
    UncomparableValues {
        /// Which comparison.
        what: &'static str,
    },
    /// A `null` item in a merged list. The Go reference crashes here.
    #[error("null item in a merged list")]
    NullListElement,
    /// Lists that de-duplicate to different lengths in the conflict check. The Go
    /// reference crashes here.
    #[error("lists of different lengths after de-duplication in the conflict check")]
    ListLengthMismatch,
    /// Both sides of a conflict check or diff had empty lists where the reference needs
    /// an element to learn the item type.
    #[error("no elements in any of the given slices")]
    EmptyLists,
    /// A three-way patch conflicts with changes made from original to current, and
    /// overwrite was off. The error's path is where they first conflict (in the patch),
    /// and the message shows what each has there; the whole documents come with it.
    #[error(
        "patch conflicts with changes made from original to current: the patch has {}, the changes have {}",
        shown(patch_value),
        shown(changed_value)
    )]
    Conflict {
        /// The patch that was computed.
        patch: Value,
        /// The changes from original to current it conflicts with.
        changes: Value,
        /// What the patch has at the error's path (boxed: errors travel in `Result`s).
        patch_value: Box<Value>,
        /// What the changes have there.
        changed_value: Box<Value>,
    },
    /// A precondition rejected the computed patch.
    #[error("precondition failed for: {patch}")]
    PreconditionFailed {
        /// The name of the precondition that failed.
        precondition: String,
        /// The computed patch.
        patch: Value,
    },
    /// The document is nested deeper than smp walks.
    #[error("document nested deeper than {limit} levels")]
    TooDeep {
        /// The limit ([`MAX_DEPTH`]).
        limit: usize,
    },
    /// A schema document could not be read.
    #[error("invalid schema: {0}")]
    InvalidSchema(String),
    /// The patch removes a required value whose Rust type has no default (the typed
    /// path; a few `k8s-openapi` types, such as `Time`, have none).
    #[error("the patch removes {what}, which is required and has no default")]
    NoDefault {
        /// The field (its JSON name) or type.
        what: String,
    },
    /// Storing the last-applied configuration would make the object's annotations larger
    /// than the API server accepts ([`crate::last_applied::Oversize::Fail`]).
    #[error("the annotations would take {size} bytes, more than the API server's limit of {limit}")]
    AnnotationTooLarge {
        /// The size the annotations would have, keys and values.
        size: usize,
        /// The limit ([`crate::last_applied::ANNOTATIONS_SIZE_LIMIT`]).
        limit: usize,
    },
    /// The annotation would fit, but the configuration it holds is larger than the
    /// last-applied reader reads back ([`crate::last_applied::LastApplied::max_decoded_len`]),
    /// which compressed encodings make possible.
    #[error("the last-applied configuration would take {size} bytes, more than the {limit} the reader of the annotation accepts (LastApplied::max_decoded_len)")]
    ConfigurationTooLarge {
        /// The configuration's size, decoded.
        size: usize,
        /// The reader's limit.
        limit: usize,
    },
    /// A YAML document cannot be read (feature `yaml`).
    #[error("invalid YAML{}: {reason}", match (line, column) {
        (Some(line), Some(column)) => format!(" at line {line}, column {column}"),
        _ => String::new(),
    })]
    InvalidYaml {
        /// The line of the bad input, from 1, when the parser knows it.
        line: Option<u64>,
        /// Its column, from 1.
        column: Option<u64>,
        /// What the parser said.
        reason: String,
    },
    /// FieldsV1 (`metadata.managedFields[].fieldsV1`) cannot be read as the API server reads
    /// it; the error's path is the FieldsV1 keys down to the place.
    #[error("invalid FieldsV1 at byte {offset}: {reason}")]
    InvalidFieldsV1 {
        /// Where in the text, from 0.
        offset: usize,
        /// What was wrong.
        reason: String,
    },
    /// A `metadata.managedFields` entry cannot be read as Go reads it (a field of another
    /// JSON type, a time that is not RFC 3339); the error's path is the entry's field.
    #[error("invalid managedFields: {reason}")]
    InvalidManagedFields {
        /// What was wrong.
        reason: String,
    },
    /// A server-side apply changes fields that other managers own, and was not forced: the
    /// API server's `409 Conflict`, whose message this is, byte for byte.
    #[error("{}", conflicts_message(conflicts))]
    ApplyConflicts {
        /// Each field and its owner (the causes of the API server's answer).
        conflicts: Vec<ApplyConflict>,
    },
    /// The API server refuses the request as malformed (`400 Bad Request`): an apply of
    /// another kind than the object's, or one that carries `metadata.managedFields`. The
    /// text is the API server's.
    #[error("{0}")]
    BadRequest(String),
    /// The last-applied annotation cannot be decoded or is not JSON.
    #[error("cannot read the last-applied configuration: {reason}")]
    InvalidLastApplied {
        /// What went wrong.
        reason: String,
    },
}

/// One field a server-side apply would change that another manager owns: a cause of the API
/// server's 409 answer ([`ErrorKind::ApplyConflicts`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplyConflict {
    /// The owner's manager identifier (the API server's JSON of its entry without fields
    /// and time: `{"manager":"hpa","operation":"Update","apiVersion":"apps/v1"}`).
    pub manager: String,
    /// The owner as the API server names it: `"hpa" using apps/v1` for an update,
    /// `"kubectl"` for an apply, with ` with subresource "status"` after the name where
    /// there is one.
    pub owner: String,
    /// The field, as the API server prints it: `.spec.ports[port=80,protocol="TCP"].targetPort`.
    pub field: String,
}

impl ApplyConflict {
    /// The cause's message in the API server's answer: `conflict with "hpa" using apps/v1`.
    pub fn message(&self) -> String {
        format!("conflict with {}", self.owner)
    }
}

/// The API server's 409 message: one conflict on a line, several grouped by owner (owners in
/// the order of their identifiers).
fn conflicts_message(conflicts: &[ApplyConflict]) -> String {
    if let [one] = conflicts {
        return format!("Apply failed with 1 conflict: {}: {}", one.message(), one.field);
    }
    let mut managers: Vec<&str> = conflicts.iter().map(|c| c.manager.as_str()).collect();
    managers.sort_unstable();
    managers.dedup();
    let mut lines = Vec::new();
    for manager in managers {
        let mut fields = conflicts.iter().filter(|c| c.manager == manager).peekable();
        if let Some(first) = fields.peek() {
            lines.push(format!("conflicts with {}:", first.owner));
        }
        lines.extend(fields.map(|c| format!("- {}", c.field)));
    }
    format!("Apply failed with {} conflicts: {}", conflicts.len(), lines.join("\n"))
}

/// A value in a message: its JSON, cut after 100 bytes where longer (a conflict over a whole
/// list or object); the error's fields keep it whole.
fn shown(value: &Value) -> String {
    const MOST: usize = 100;
    let text = value.to_string();
    if text.len() <= MOST {
        return text;
    }
    let mut end = MOST;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}… ({} bytes)", &text[..end], text.len())
}
