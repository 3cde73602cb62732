//! The last-applied configuration, kept in an annotation of the object: what `kubectl
//! apply` (and tools built like it) compares a new manifest with to learn what the user
//! removed.
//!
//! [`LastApplied`] says which annotation holds it and how: kubectl's
//! `kubectl.kubernetes.io/last-applied-configuration` as JSON text by default, KubeVela's
//! `app.oam.dev/last-applied-configuration`, the object matcher's `banzaicloud.com/last-applied`
//! (zip and base64), or a key of your own. Reading accepts every encoding.
//!
//! What is stored is the manifest without the annotation itself, printed as Go prints it
//! (keys sorted, `<`, `>` and `&` escaped) with kubectl's trailing newline. As in kubectl,
//! a manifest without annotations is stored with `"annotations":{}`.
//!
//! The API server refuses an object whose annotations, keys and values together, exceed
//! [`ANNOTATIONS_SIZE_LIMIT`] bytes. [`Oversize`] says what to do instead of sending one.
//!
//! What is written reads back: writing and reading accept exactly the same documents,
//! those nested at most [`MAX_STORED_DEPTH`] levels whose text takes at most
//! [`LastApplied::max_decoded_len`] bytes. Writing refuses any other before anything is
//! stored or planned, and reading decodes no more than that bound and refuses a deeper
//! configuration before parsing it (see [`LastApplied`]).
//!
//! ```
//! use serde_json::json;
//! use smp::last_applied::LastApplied;
//!
//! let manifest = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a"}});
//! let annotated = LastApplied::kubectl().annotate(&manifest)?;
//! let text = annotated["metadata"]["annotations"]["kubectl.kubernetes.io/last-applied-configuration"].as_str().unwrap();
//! assert_eq!(text, "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"annotations\":{},\"name\":\"a\"}}\n");
//! // Read back from the live object:
//! let stored = LastApplied::kubectl().read(&annotated)?.unwrap();
//! assert_eq!(stored["metadata"], json!({"annotations": {}, "name": "a"}));
//! # Ok::<(), smp::Error>(())
//! ```

mod annotated;
mod encoding;

pub use annotated::Annotated;
pub use encoding::{Encoding, DEFAULT_MAX_DECODED_LEN};

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::bounds::{check_depth_within, first_too_deep_in_text, with_stack};
use crate::error::{Error, ErrorKind, JsonPath, PathSegment};
use crate::gojson::typed::Unwritten;
pub(crate) use crate::gojson::typed::Written;
use crate::gojson::view::not_an_object;

/// kubectl's annotation (`v1.LastAppliedConfigAnnotation`).
pub const KUBECTL: &str = "kubectl.kubernetes.io/last-applied-configuration";
/// KubeVela's annotation, for workloads and traits it applies.
pub const KUBEVELA: &str = "app.oam.dev/last-applied-configuration";
/// The object matcher's annotation (`cisco-open/k8s-objectmatcher`).
pub const OBJECT_MATCHER: &str = "banzaicloud.com/last-applied";
/// The most bytes all annotations of one object may take together, keys and values
/// (`TotalAnnotationSizeLimitB` of the API server's validation).
pub const ANNOTATIONS_SIZE_LIMIT: usize = 256 * 1024;
/// How deep a stored configuration may be nested: no value more than this many levels
/// below its root (the root's fields are one level below it, as for
/// [`MAX_DEPTH`](crate::MAX_DEPTH)).
///
/// It is the most that serde_json, which reads the annotation back, accepts: it reads 127
/// containers nested in one another, so a container can be at most 126 levels below the
/// root. Writing refuses a deeper manifest with [`ErrorKind::TooDeep`] at its first value
/// below the limit; reading refuses a deeper annotation (written by another tool) with
/// [`ErrorKind::InvalidLastApplied`]. Real manifests are nested a few tens of levels.
///
/// ```
/// use serde_json::{json, Value};
/// use smp::last_applied::{LastApplied, MAX_STORED_DEPTH};
/// use smp::ErrorKind;
///
/// // A manifest whose `spec` holds lists nested `depth` levels below the root.
/// let nested = |depth: usize| {
///     let mut value = json!("leaf");
///     for _ in 1..depth {
///         value = Value::Array(vec![value]);
///     }
///     json!({"metadata": {"name": "deep"}, "spec": value})
/// };
/// let kubectl = LastApplied::kubectl();
/// let stored = kubectl.annotate(&nested(MAX_STORED_DEPTH))?;
/// assert_eq!(kubectl.read(&stored)?, Some(kubectl.configuration(&nested(MAX_STORED_DEPTH))?));
///
/// let error = kubectl.annotate(&nested(MAX_STORED_DEPTH + 1)).unwrap_err();
/// assert!(matches!(error.kind(), ErrorKind::TooDeep { limit: MAX_STORED_DEPTH }));
/// assert_eq!(error.path().segments().len(), MAX_STORED_DEPTH + 1); // /spec/0/0/…/0
/// # Ok::<(), smp::Error>(())
/// ```
pub const MAX_STORED_DEPTH: usize = 126;

/// What to do when storing the configuration would exceed [`ANNOTATIONS_SIZE_LIMIT`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Oversize {
    /// Refuse with [`ErrorKind::AnnotationTooLarge`] (what the API server would do).
    #[default]
    Fail,
    /// Store it zipped and base64-encoded ([`Encoding::ZipBase64`]) instead; refuse if
    /// even that does not fit.
    Compress,
    /// Store nothing: the object goes out without the annotation (and the next apply has
    /// no last-applied configuration to remove fields by). The object matcher does this.
    Skip,
}

/// Where and how the last-applied configuration is stored.
///
/// What it stores reads back identically ([`LastApplied::read`] of what
/// [`LastApplied::annotate`] returns is [`LastApplied::configuration`]); what it could not
/// read back it refuses to store:
/// - a manifest nested deeper than [`MAX_STORED_DEPTH`] levels: [`ErrorKind::TooDeep`] at
///   the path of its first value below the limit;
/// - a configuration whose annotation would exceed [`ANNOTATIONS_SIZE_LIMIT`]: as
///   [`Oversize`] says (by default [`ErrorKind::AnnotationTooLarge`], with the size and the
///   limit it exceeds), or whose text takes more than [`LastApplied::max_decoded_len`]
///   bytes ([`DEFAULT_MAX_DECODED_LEN`], 3 MiB, unless set) where the annotation fits
///   (compressed): [`ErrorKind::ConfigurationTooLarge`].
///
/// Reading is bounded the same way, so that a hostile annotation costs little: its text
/// is decoded to at most `max_decoded_len` bytes (a compressed one is inflated no
/// further, whatever its headers declare), and one nested too deeply is refused before
/// it is parsed. The annotation's own size is not checked against
/// [`ANNOTATIONS_SIZE_LIMIT`]: objects read from files or built in memory may carry more
/// than an API server stores, and the decoded bound is what limits the work. Each is an
/// [`ErrorKind::InvalidLastApplied`] naming the size or depth and the limit, at the
/// annotation's path, as every annotation that cannot be read is.
///
/// ```
/// use serde_json::json;
/// use smp::last_applied::{LastApplied, KUBECTL};
/// use smp::ErrorKind;
///
/// let text = format!("{{\"data\": \"{}\"}}", "x".repeat(100_000));
/// let live = json!({"metadata": {"annotations": {KUBECTL: text}}});
/// assert!(LastApplied::kubectl().read(&live).is_ok());
/// let error = LastApplied::kubectl().max_decoded_len(50_000).read(&live).unwrap_err();
/// assert!(matches!(error.kind(), ErrorKind::InvalidLastApplied { .. }), "{error}");
/// assert_eq!(error.path().to_string(), "/metadata/annotations/kubectl.kubernetes.io~1last-applied-configuration");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastApplied {
    key: String,
    encoding: Encoding,
    oversize: Oversize,
    max_decoded_len: usize,
}

impl Default for LastApplied {
    fn default() -> Self {
        LastApplied::kubectl()
    }
}

impl LastApplied {
    /// A key of your own, stored as JSON text, refusing an oversized annotation.
    pub fn new(key: impl Into<String>) -> LastApplied {
        LastApplied {
            key: key.into(),
            encoding: Encoding::Json,
            oversize: Oversize::Fail,
            max_decoded_len: DEFAULT_MAX_DECODED_LEN,
        }
    }

    /// kubectl's annotation, JSON text.
    pub fn kubectl() -> LastApplied {
        LastApplied::new(KUBECTL)
    }

    /// KubeVela's annotation, JSON text.
    pub fn kubevela() -> LastApplied {
        LastApplied::new(KUBEVELA)
    }

    /// The object matcher's annotation: zipped and base64-encoded, skipped when too large.
    pub fn object_matcher() -> LastApplied {
        LastApplied::new(OBJECT_MATCHER).encoding(Encoding::ZipBase64).on_oversize(Oversize::Skip)
    }

    /// Stores the configuration in this encoding.
    pub fn encoding(mut self, encoding: Encoding) -> LastApplied {
        self.encoding = encoding;
        self
    }

    /// What to do when the annotation would be too large.
    pub fn on_oversize(mut self, oversize: Oversize) -> LastApplied {
        self.oversize = oversize;
        self
    }

    /// The most bytes the configuration's JSON text may take, decoded (inflated, when
    /// compressed): [`DEFAULT_MAX_DECODED_LEN`] (3 MiB) unless set. Reading refuses an
    /// annotation that decodes to more, as soon as it has inflated that much; writing
    /// refuses a longer configuration ([`ErrorKind::ConfigurationTooLarge`] where its
    /// annotation would fit, compressed), so that what is written reads back.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::last_applied::{Encoding, LastApplied};
    /// use smp::ErrorKind;
    ///
    /// let manifest = json!({"kind": "ConfigMap", "data": {"blob": "x".repeat(100_000)}});
    /// let zipped = LastApplied::new("example.com/last").encoding(Encoding::ZipBase64);
    /// let annotated = zipped.annotate(&manifest)?;
    /// let strict = zipped.clone().max_decoded_len(64 << 10);
    /// let error = strict.read(&annotated).unwrap_err();
    /// assert!(matches!(error.kind(), ErrorKind::InvalidLastApplied { .. }), "{error}");
    /// assert!(matches!(strict.annotate(&manifest).unwrap_err().kind(), ErrorKind::ConfigurationTooLarge { .. }));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn max_decoded_len(mut self, bytes: usize) -> LastApplied {
        self.max_decoded_len = bytes;
        self
    }

    /// The annotation's key.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The configuration stored on `object` (a live object), or `None` when it has
    /// none. Any [`Encoding`] is read.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::last_applied::LastApplied;
    /// let live = json!({"metadata": {"annotations": {"app.oam.dev/last-applied-configuration": "{\"spec\":{\"replicas\":3}}"}}});
    /// assert_eq!(LastApplied::kubevela().read(&live)?, Some(json!({"spec": {"replicas": 3}})));
    /// assert_eq!(LastApplied::kubectl().read(&live)?, None);
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn read(&self, object: &Value) -> Result<Option<Value>, Error> {
        let Some(text) = self.read_text(object)? else { return Ok(None) };
        self.parse(text).map(Some)
    }

    /// The annotation's text on `object`, undecoded.
    pub(crate) fn read_text<'v>(&self, object: &'v Value) -> Result<Option<&'v str>, Error> {
        match annotations(object) {
            Some(map) => match map.get(&self.key) {
                None => Ok(None),
                Some(Value::String(text)) => Ok(Some(text)),
                Some(other) => Err(Error::new(
                    ErrorKind::WrongType { expected: "string", found: crate::gojson::view::type_name(other) },
                    self.path(),
                )),
            },
            None => Ok(None),
        }
    }

    /// The configuration in an annotation's text: decoded to at most `max_decoded_len`
    /// bytes; refused, before it is parsed, when nested deeper than
    /// [`MAX_STORED_DEPTH`].
    pub(crate) fn parse(&self, text: &str) -> Result<Value, Error> {
        let Some(json) = self.decoded(text)? else { return Ok(Value::Null) };
        // Numbers are read as they were written (a `u64` above `i64::MAX` stays one), so
        // that the configuration reads back as the manifest it was printed from.
        with_stack(|| serde_json::from_slice(&json)).map_err(|e| self.invalid(e.to_string()))
    }

    /// The configuration's JSON text in an annotation's text, checked as [`Self::parse`]
    /// checks it; `None` when blank.
    pub(crate) fn decoded(&self, text: &str) -> Result<Option<Vec<u8>>, Error> {
        let json = encoding::decode(text, self.max_decoded_len).map_err(|reason| self.invalid(reason))?;
        if json.iter().all(u8::is_ascii_whitespace) {
            return Ok(None);
        }
        if let Some(path) = first_too_deep_in_text(&json, MAX_STORED_DEPTH) {
            return Err(
                self.invalid(format!("the configuration is nested deeper than {MAX_STORED_DEPTH} levels, at {path}"))
            );
        }
        Ok(Some(json))
    }

    /// The error for a configuration that cannot be read.
    pub(crate) fn invalid(&self, reason: String) -> Error {
        Error::new(ErrorKind::InvalidLastApplied { reason }, self.path())
    }

    /// The configuration to store for `desired`: the manifest without this annotation
    /// (kubectl's `GetModifiedConfiguration` before it annotates).
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::last_applied::LastApplied;
    /// let desired = json!({"metadata": {"annotations": {"kubectl.kubernetes.io/last-applied-configuration": "{}", "team": "a"}}});
    /// assert_eq!(LastApplied::kubectl().configuration(&desired)?, json!({"metadata": {"annotations": {"team": "a"}}}));
    /// # Ok::<(), smp::Error>(())
    /// ```
    ///
    /// Numbers take the form they read back in (a float Go prints as an integer, `2.0`,
    /// is that integer), so that [`LastApplied::read`] gives back exactly this document.
    /// A manifest nested deeper than [`MAX_STORED_DEPTH`] is refused with
    /// [`ErrorKind::TooDeep`], before it is copied.
    pub fn configuration(&self, desired: &Value) -> Result<Value, Error> {
        if !desired.is_object() {
            return Err(not_an_object("manifest", desired));
        }
        check_depth_within(desired, MAX_STORED_DEPTH)?;
        let mut configuration = with_stack(|| desired.clone());
        let annotations = annotations_mut(&mut configuration)?;
        // kubectl reads annotations as strings: one value of another type (which the API
        // server would refuse) makes it read none, and write back an empty map.
        if annotations.values().any(|value| !value.is_string()) {
            annotations.clear();
        }
        annotations.remove(&self.key);
        crate::bytes::reprint_integral_floats(&mut configuration);
        Ok(configuration)
    }

    /// `desired` with the annotation set to its configuration: the object to create, and
    /// the modified document of `kubectl apply`'s three-way patch. Fails or skips by
    /// [`Oversize`] when the annotations would exceed [`ANNOTATIONS_SIZE_LIMIT`] or the
    /// configuration [`LastApplied::max_decoded_len`]; refuses a manifest nested deeper
    /// than [`MAX_STORED_DEPTH`] with [`ErrorKind::TooDeep`]. What it stores,
    /// [`LastApplied::read`] reads back as [`LastApplied::configuration`].
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::last_applied::{Encoding, LastApplied};
    /// let desired = json!({"kind": "ConfigMap", "data": {"k": "<v>", "n": 18446744073709551615u64, "x": 0.1}});
    /// let last_applied = LastApplied::new("example.com/last").encoding(Encoding::GzipBase64);
    /// let annotated = last_applied.annotate(&desired)?;
    /// assert_eq!(last_applied.read(&annotated)?, Some(last_applied.configuration(&desired)?));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn annotate(&self, desired: &Value) -> Result<Value, Error> {
        let mut annotated = self.configuration(desired)?;
        let text = crate::bytes::to_vec(&annotated);
        let others = annotations(&annotated)
            .map_or(0, |map| map.iter().map(|(key, value)| key.len() + value.as_str().map_or(0, str::len)).sum());
        // `configuration` checked the depth.
        let stored = self.stored_json(&text, others)?;
        if let Some(stored) = stored {
            annotations_mut(&mut annotated)?.insert(self.key.clone(), Value::String(stored));
        }
        Ok(annotated)
    }

    /// The configuration stored on a typed `live` object, read into its type; the type's
    /// default where there is none (or it is `null`). From the text, as kube reads objects
    /// (`serde_json::from_str`): a controller then compiles `T`'s deserializer once, not
    /// once more for a `serde_json::Value` (`benches/README.md`, "Builds and binaries").
    pub(crate) fn read_typed<T: Annotated + DeserializeOwned + Default>(&self, live: &T) -> Result<T, Error> {
        let Some(text) = live.annotations().and_then(|map| map.get(&self.key)) else { return Ok(T::default()) };
        let json = match self.decoded(text)? {
            Some(json) if json.trim_ascii() != b"null" => json,
            _ => return Ok(T::default()),
        };
        let invalid = |reason: String| self.invalid(format!("not a valid object of its type: {reason}"));
        let text = std::str::from_utf8(&json).map_err(|e| invalid(e.to_string()))?;
        serde_json::from_str(text).map_err(|e| invalid(e.to_string()))
    }

    /// The annotation's text for a typed object's configuration, given the size of the
    /// object's other annotations (`None` when [`Oversize::Skip`] drops it), and what its
    /// JSON holds ([`Written`]). Printed from the object as Go prints its JSON, without
    /// making a `Value`. A configuration nested deeper than [`MAX_STORED_DEPTH`] is refused
    /// ([`LastApplied::parse`] could not read it back).
    pub(crate) fn stored_text_of<T: Serialize>(
        &self,
        configuration: &T,
        others_size: usize,
    ) -> Result<(Option<String>, Written), Error> {
        let mut json = Vec::new();
        match with_stack(|| crate::gojson::typed::write(configuration, MAX_STORED_DEPTH, &mut json)) {
            Ok(written) => Ok((self.stored_json(&json, others_size)?, written)),
            Err(Unwritten::TooDeep) => Err(too_deep(configuration)),
            Err(Unwritten::Failed(reason)) => {
                let reason = format!("the desired object does not serialize: {reason}");
                Err(Error::new(ErrorKind::InvalidJsonDocument { reason }, JsonPath::root()))
            }
        }
    }

    /// [`LastApplied::stored_text`] for a configuration printed as `json`, whose depth
    /// was checked.
    fn stored_json(&self, json: &[u8], others_size: usize) -> Result<Option<String>, Error> {
        let size = |text: &str| others_size + self.key.len() + text.len();
        // `decoded`: what the reader gets back from `text`.
        let storable =
            |text: &str, decoded: usize| size(text) <= ANNOTATIONS_SIZE_LIMIT && decoded <= self.max_decoded_len;
        let mut text = encoding::encode(json, self.encoding);
        if self.encoding == Encoding::Json {
            // kubectl stores what its JSON encoder printed, newline included.
            text.push('\n');
        }
        let decoded = if self.encoding == Encoding::Json { text.len() } else { json.len() };
        if storable(&text, decoded) {
            return Ok(Some(text));
        }
        let (text, decoded) = match self.oversize {
            Oversize::Skip => return Ok(None),
            Oversize::Compress if self.encoding == Encoding::Json => {
                (encoding::encode(json, Encoding::ZipBase64), json.len())
            }
            Oversize::Fail | Oversize::Compress => (text, decoded),
        };
        if storable(&text, decoded) {
            return Ok(Some(text));
        }
        // What the API server refuses first; else what this reader would refuse to read back.
        let kind = if size(&text) > ANNOTATIONS_SIZE_LIMIT {
            ErrorKind::AnnotationTooLarge { size: size(&text), limit: ANNOTATIONS_SIZE_LIMIT }
        } else {
            ErrorKind::ConfigurationTooLarge { size: decoded, limit: self.max_decoded_len }
        };
        Err(Error::new(kind, self.path()))
    }

    /// Where the annotation is, for errors.
    pub(crate) fn path(&self) -> JsonPath {
        JsonPath::from_segments(vec![
            PathSegment::Key("metadata".into()),
            PathSegment::Key("annotations".into()),
            PathSegment::Key(self.key.clone()),
        ])
    }
}

/// `metadata.annotations` of an object, if it has them as a map.
pub(crate) fn annotations(object: &Value) -> Option<&Map<String, Value>> {
    object.get("metadata")?.get("annotations")?.as_object()
}

/// `metadata.annotations` of an object, created (empty) when missing, as kubectl's
/// unstructured `SetAnnotations` does.
pub(crate) fn annotations_mut(object: &mut Value) -> Result<&mut Map<String, Value>, Error> {
    let Value::Object(root) = object else { return Err(not_an_object("manifest", object)) };
    let metadata = root.entry("metadata").or_insert_with(|| Value::Object(Map::new()));
    if metadata.is_null() {
        *metadata = Value::Object(Map::new());
    }
    let wrong = |found: &Value, path: Vec<&str>| {
        Error::new(
            ErrorKind::WrongType { expected: "object", found: crate::gojson::view::type_name(found) },
            JsonPath::from_segments(path.into_iter().map(|k| PathSegment::Key(k.into())).collect()),
        )
    };
    let Value::Object(metadata) = metadata else { return Err(wrong(metadata, vec!["metadata"])) };
    let annotations = metadata.entry("annotations").or_insert_with(|| Value::Object(Map::new()));
    if annotations.is_null() {
        *annotations = Value::Object(Map::new());
    }
    match annotations {
        Value::Object(map) => Ok(map),
        other => Err(wrong(other, vec!["metadata", "annotations"])),
    }
}

/// The error for a configuration nested deeper than [`MAX_STORED_DEPTH`], naming where:
/// found on its JSON (only this error pays for it).
#[cold]
fn too_deep<T: Serialize>(configuration: &T) -> Error {
    let json = match crate::through_text::to_value(configuration, "the desired object") {
        Ok(json) => json,
        Err(error) => return error,
    };
    match check_depth_within(&json, MAX_STORED_DEPTH) {
        Err(error) => error,
        Ok(()) => Error::new(ErrorKind::TooDeep { limit: MAX_STORED_DEPTH }, JsonPath::root()),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// A ConfigMap whose data is `size` bytes of text that compresses well.
    fn big_config_map(size: usize) -> Value {
        json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "big"}, "data": {"blob": "ab".repeat(size / 2)}})
    }

    #[test]
    fn oversized_annotations_fail_compress_or_skip() {
        let desired = big_config_map(300 * 1024);
        let error = LastApplied::kubectl().annotate(&desired).unwrap_err();
        assert!(matches!(error.kind(), ErrorKind::AnnotationTooLarge { limit: ANNOTATIONS_SIZE_LIMIT, .. }), "{error}");
        assert_eq!(error.path().to_string(), "/metadata/annotations/kubectl.kubernetes.io~1last-applied-configuration");

        let compressing = LastApplied::kubectl().on_oversize(Oversize::Compress);
        let annotated = compressing.annotate(&desired).unwrap();
        let stored = annotated["metadata"]["annotations"][KUBECTL].as_str().unwrap();
        assert!(stored.len() < 4096, "compressed to {} bytes", stored.len());
        assert_eq!(compressing.read(&annotated).unwrap().unwrap(), compressing.configuration(&desired).unwrap());

        let skipping = LastApplied::kubectl().on_oversize(Oversize::Skip);
        let annotated = skipping.annotate(&desired).unwrap();
        assert_eq!(annotated["metadata"]["annotations"], json!({}));
        assert_eq!(skipping.read(&annotated).unwrap(), None);

        // Past the reader's limit too, as JSON: the API server's limit is what is refused
        // (kubectl's users see the server's); compressed to fit, the reader's.
        let huge = big_config_map(4 << 20);
        let error = LastApplied::kubectl().annotate(&huge).unwrap_err();
        assert!(matches!(error.kind(), ErrorKind::AnnotationTooLarge { limit: ANNOTATIONS_SIZE_LIMIT, .. }), "{error}");
        assert!(error.to_string().contains("limit of 262144"), "{error}");
        let error = compressing.annotate(&huge).unwrap_err();
        assert!(
            matches!(error.kind(), ErrorKind::ConfigurationTooLarge { limit: DEFAULT_MAX_DECODED_LEN, .. }),
            "{error}"
        );

        // The limit counts the other annotations too.
        let mut crowded = big_config_map(100);
        crowded["metadata"]["annotations"] = json!({"other": "x".repeat(ANNOTATIONS_SIZE_LIMIT - 100)});
        assert!(LastApplied::kubectl().annotate(&crowded).is_err());
    }

    #[test]
    fn unreadable_annotations_are_errors_at_their_path() {
        let with = |value: Value| json!({"metadata": {"annotations": {KUBECTL: value}}});
        let error = LastApplied::kubectl().read(&with(json!(12))).unwrap_err();
        assert!(matches!(error.kind(), ErrorKind::WrongType { .. }), "{error}");
        let error = LastApplied::kubectl().read(&with(json!("{\"spec\": "))).unwrap_err();
        assert!(matches!(error.kind(), ErrorKind::InvalidLastApplied { .. }), "{error}");
        assert_eq!(error.path().to_string(), "/metadata/annotations/kubectl.kubernetes.io~1last-applied-configuration");
        let error = LastApplied::kubectl().read(&with(json!("UEsDBAAA"))).unwrap_err(); // a truncated zip
        assert!(matches!(error.kind(), ErrorKind::InvalidLastApplied { .. }), "{error}");
        // A manifest whose metadata is not an object cannot be annotated.
        let error = LastApplied::kubectl().annotate(&json!({"metadata": 3})).unwrap_err();
        assert_eq!(error.path().to_string(), "/metadata");
        assert!(LastApplied::kubectl().annotate(&json!([1])).is_err());
    }

    #[test]
    fn every_encoding_reads_back_through_the_annotation() {
        let desired = json!({"kind": "ConfigMap", "metadata": {"name": "a"}, "data": {"k": "<v>"}});
        for encoding in [Encoding::Json, Encoding::ZipBase64, Encoding::GzipBase64] {
            let last_applied = LastApplied::new("example.com/last").encoding(encoding);
            let annotated = last_applied.annotate(&desired).unwrap();
            assert_eq!(last_applied.read(&annotated).unwrap().unwrap(), last_applied.configuration(&desired).unwrap());
        }
    }
}
