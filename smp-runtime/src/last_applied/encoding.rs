//! How an annotation holds the last-applied configuration: JSON text as kubectl and
//! KubeVela write it, or compressed and base64-encoded as the object matcher writes it.
//!
//! The object matcher (`cisco-open/k8s-objectmatcher`) stores a *zip* archive with one
//! entry named `original`, base64-encoded; its reader also accepts base64 of plain JSON.
//! A zip of one entry is written and read here by hand (a few headers around a raw
//! deflate stream), so that the only compression dependency is `flate2`.

use std::io::{Read, Write};

use base64::Engine as _;
use flate2::Compression;

/// How the last-applied configuration is stored in its annotation.
///
/// However it is stored, the configuration's JSON text may take at most
/// [`LastApplied::max_decoded_len`](super::LastApplied::max_decoded_len) bytes once decoded
/// ([`DEFAULT_MAX_DECODED_LEN`], 3 MiB, unless set), and the annotation itself at most what
/// the API server stores ([`ANNOTATIONS_SIZE_LIMIT`](super::ANNOTATIONS_SIZE_LIMIT)). A
/// compressed annotation is inflated under that bound: the sizes its zip headers or gzip
/// trailer declare are checked once it is inflated, never used to allocate, so a
/// "zip bomb" costs a few milliseconds and a few MiB before it is refused.
///
/// ```
/// use serde_json::json;
/// use smp::last_applied::{Encoding, LastApplied};
///
/// let manifest = json!({"kind": "ConfigMap", "metadata": {"name": "a"}, "data": {"k": "v"}});
/// let zipped = LastApplied::new("example.com/last").encoding(Encoding::ZipBase64);
/// let annotated = zipped.annotate(&manifest)?;
/// // Any reader reads every encoding.
/// assert_eq!(LastApplied::new("example.com/last").read(&annotated)?, Some(zipped.configuration(&manifest)?));
/// # Ok::<(), smp::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Encoding {
    /// The JSON text itself (kubectl, KubeVela).
    #[default]
    Json,
    /// A zip archive holding one file, `original`, base64-encoded (the object matcher).
    ZipBase64,
    /// gzip, base64-encoded.
    GzipBase64,
}

/// The default bound on a configuration's JSON text once decoded (inflated, for the
/// compressed encodings): 3 MiB, the API server's limit on a request body
/// (`MaxRequestBodyBytes`). A configuration is a manifest that was sent whole in a create
/// request, so a real one is smaller; the object it describes is smaller still in etcd
/// (1.5 MiB by default). [`LastApplied::max_decoded_len`](super::LastApplied::max_decoded_len)
/// changes it.
///
/// The bound caps what a hostile annotation costs: the applier and the matcher need some
/// hundred times the text's size to plan on a configuration of many small keys, as they
/// would for a live object that large.
///
/// ```
/// assert_eq!(smp::last_applied::DEFAULT_MAX_DECODED_LEN, 3 << 20);
/// ```
pub const DEFAULT_MAX_DECODED_LEN: usize = 3 << 20;

/// The annotation text for `json` (the configuration's JSON text).
pub(crate) fn encode(json: &[u8], encoding: Encoding) -> String {
    match encoding {
        // Checked first: the lossy reading is slow, and a printed configuration is UTF-8.
        Encoding::Json => {
            std::str::from_utf8(json).map_or_else(|_| String::from_utf8_lossy(json).into_owned(), str::to_owned)
        }
        Encoding::ZipBase64 => base64::engine::general_purpose::STANDARD.encode(zip_one(json)),
        Encoding::GzipBase64 => {
            let mut encoder = flate2::write::GzEncoder::new(Vec::new(), Compression::default());
            // Writing to a Vec cannot fail.
            let _ = encoder.write_all(json);
            let bytes = encoder.finish().unwrap_or_default();
            base64::engine::general_purpose::STANDARD.encode(bytes)
        }
    }
}

/// The configuration's JSON text from an annotation in any of the encodings, refused
/// beyond `limit` bytes: text that is not base64 is taken as JSON, as the object
/// matcher's reader does.
pub(crate) fn decode(text: &str, limit: usize) -> Result<Vec<u8>, String> {
    let trimmed = text.trim_start();
    let plain = trimmed.starts_with('{') || trimmed.starts_with("null") || trimmed.is_empty();
    let bytes = if plain { None } else { base64::engine::general_purpose::STANDARD.decode(text.trim()).ok() };
    let Some(bytes) = bytes else {
        return within(limit, text.as_bytes().to_vec());
    };
    if bytes.starts_with(b"PK\x03\x04") {
        unzip_first(&bytes, limit)
    } else if bytes.starts_with(&[0x1f, 0x8b]) {
        // The trailer's size is checked by the decoder at the end of the stream, which a
        // bomb never reaches: `limit` stops it first.
        inflate(flate2::read::GzDecoder::new(&bytes[..]), limit).map_err(|e| format!("gzip: {e}"))
    } else {
        within(limit, bytes)
    }
}

fn within(limit: usize, bytes: Vec<u8>) -> Result<Vec<u8>, String> {
    if bytes.len() > limit {
        return Err(format!("expands to more than {limit} bytes"));
    }
    Ok(bytes)
}

/// All of `reader`, refused as soon as it passes `limit` bytes. The buffer grows with what
/// is read, never by a size the input declares, and never past `limit` (doubling would
/// reach twice that).
fn inflate(mut reader: impl Read, limit: usize) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut chunk = [0u8; 16 << 10];
    loop {
        let read = match reader.read(&mut chunk) {
            Ok(0) => return Ok(out),
            Ok(read) => read,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.to_string()),
        };
        let len = out.len() + read;
        if len > limit {
            return Err(format!("expands to more than {limit} bytes"));
        }
        if len > out.capacity() {
            let grown = out.capacity().saturating_mul(2).clamp(len, limit);
            out.reserve_exact(grown - out.len());
        }
        out.extend_from_slice(&chunk[..read]);
    }
}

const LOCAL_HEADER: u32 = 0x0403_4b50;
const CENTRAL_HEADER: u32 = 0x0201_4b50;
const END_OF_CENTRAL_DIRECTORY: u32 = 0x0605_4b50;
const DEFLATE: u16 = 8;
const STORED: u16 = 0;
const ENTRY_NAME: &[u8] = b"original";

/// A zip archive of one deflated entry named `original`.
fn zip_one(data: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::DeflateEncoder::new(Vec::new(), Compression::default());
    let _ = encoder.write_all(data);
    let compressed = encoder.finish().unwrap_or_default();
    let mut crc = flate2::Crc::new();
    crc.update(data);
    let (crc, size, packed) = (crc.sum(), data.len() as u32, compressed.len() as u32);

    let mut out = Vec::with_capacity(compressed.len() + 128);
    // Local file header.
    put32(&mut out, LOCAL_HEADER);
    put16(&mut out, 20); // version needed: 2.0 (deflate)
    put16(&mut out, 0); // flags
    put16(&mut out, DEFLATE);
    put16(&mut out, 0); // modification time
    put16(&mut out, 0x21); // modification date: 1980-01-01
    put32(&mut out, crc);
    put32(&mut out, packed);
    put32(&mut out, size);
    put16(&mut out, ENTRY_NAME.len() as u16);
    put16(&mut out, 0); // extra field length
    out.extend_from_slice(ENTRY_NAME);
    out.extend_from_slice(&compressed);
    // Central directory, one entry.
    let central_start = out.len() as u32;
    put32(&mut out, CENTRAL_HEADER);
    put16(&mut out, 20); // version made by
    put16(&mut out, 20); // version needed
    put16(&mut out, 0);
    put16(&mut out, DEFLATE);
    put16(&mut out, 0);
    put16(&mut out, 0x21);
    put32(&mut out, crc);
    put32(&mut out, packed);
    put32(&mut out, size);
    put16(&mut out, ENTRY_NAME.len() as u16);
    put16(&mut out, 0); // extra
    put16(&mut out, 0); // comment
    put16(&mut out, 0); // disk number
    put16(&mut out, 0); // internal attributes
    put32(&mut out, 0); // external attributes
    put32(&mut out, 0); // offset of the local header
    out.extend_from_slice(ENTRY_NAME);
    let central_len = out.len() as u32 - central_start;
    // End of central directory.
    put32(&mut out, END_OF_CENTRAL_DIRECTORY);
    put16(&mut out, 0);
    put16(&mut out, 0);
    put16(&mut out, 1);
    put16(&mut out, 1);
    put32(&mut out, central_len);
    put32(&mut out, central_start);
    put16(&mut out, 0);
    out
}

/// The first entry of a zip archive (what the object matcher reads), checked against its
/// CRC. Sizes come from the central directory, since Go's writer leaves them out of the
/// local header.
fn unzip_first(zip: &[u8], limit: usize) -> Result<Vec<u8>, String> {
    let end = (0..=zip.len().saturating_sub(22))
        .rev()
        .find(|&at| get32(zip, at) == Some(END_OF_CENTRAL_DIRECTORY))
        .ok_or("zip: no end of central directory")?;
    let central = get32(zip, end + 16).ok_or("zip: truncated")? as usize;
    if get32(zip, central) != Some(CENTRAL_HEADER) {
        return Err("zip: no central directory entry".into());
    }
    let field16 = |at: usize| get16(zip, central + at).ok_or("zip: truncated central directory");
    let field32 = |at: usize| get32(zip, central + at).ok_or("zip: truncated central directory");
    let method = field16(10)?;
    let crc = field32(16)?;
    let packed = field32(20)? as usize;
    let size = field32(24)? as usize;
    let local = field32(42)? as usize;
    if get32(zip, local) != Some(LOCAL_HEADER) {
        return Err("zip: no local file header".into());
    }
    let name_len = get16(zip, local + 26).ok_or("zip: truncated")? as usize;
    let extra_len = get16(zip, local + 28).ok_or("zip: truncated")? as usize;
    let start = local + 30 + name_len + extra_len;
    let data = zip.get(start..start.saturating_add(packed)).ok_or("zip: truncated entry")?;
    // `size` is what the archive claims; it is compared with what inflates, never trusted
    // for an allocation.
    let out = match method {
        STORED => within(limit, data.to_vec()),
        DEFLATE => inflate(flate2::read::DeflateDecoder::new(data), limit),
        other => return Err(format!("zip: compression method {other} is not supported")),
    }
    .map_err(|e| format!("zip: {e}"))?;
    let mut check = flate2::Crc::new();
    check.update(&out);
    if out.len() != size {
        return Err(format!("zip: the entry holds {} bytes, not the {size} its directory says", out.len()));
    }
    if check.sum() != crc {
        return Err("zip: the entry fails its CRC check".into());
    }
    Ok(out)
}

fn put16(out: &mut Vec<u8>, value: u16) {
    out.extend_from_slice(&value.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, value: u32) {
    out.extend_from_slice(&value.to_le_bytes());
}

fn get16(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(bytes.get(at..at.checked_add(2)?)?.try_into().ok()?))
}

fn get32(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at.checked_add(4)?)?.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_encoding_round_trips() {
        let json = br#"{"apiVersion":"v1","kind":"Service","metadata":{"name":"a"}}"#;
        for encoding in [Encoding::Json, Encoding::ZipBase64, Encoding::GzipBase64] {
            let text = encode(json, encoding);
            assert_eq!(decode(&text, DEFAULT_MAX_DECODED_LEN).unwrap(), json, "{encoding:?}: {text}");
        }
    }

    #[test]
    fn reads_a_streamed_zip() {
        // A streamed entry, as Go's `zip.Writer.Create` writes one: flag 8, CRC and sizes
        // zero in the local header and given only in the data descriptor and the
        // directory (made with Python's zipfile on an unseekable stream, which does the same).
        let go = "UEsDBBQACAAIAAAAIQAAAAAAAAAAAAAAAAAIAAAAb3JpZ2luYWyrVsrOzEtRslIKTi0qy0xOVdJRqlCyMqwFAFBLBwimk753GgAAABgAAABQSwECFAMUAAgACAAAACEAppO+dxoAAAAYAAAACAAAAAAAAAAAAAAAgAEAAAAAb3JpZ2luYWxQSwUGAAAAAAEAAQA2AAAAUAAAAAAA";
        assert_eq!(decode(go, DEFAULT_MAX_DECODED_LEN).unwrap(), br#"{"kind":"Service","x":1}"#);
    }

    #[test]
    fn hostile_annotations_are_errors() {
        let b64 = |bytes: &[u8]| base64::engine::general_purpose::STANDARD.encode(bytes);
        let decode = |text: &str| decode(text, DEFAULT_MAX_DECODED_LEN);
        assert!(decode(&b64(b"PK\x03\x04 truncated")).is_err());
        let mut corrupt = zip_one(b"{\"a\":1}");
        let data_at = 30 + ENTRY_NAME.len() + 1;
        corrupt[data_at] ^= 0x55;
        assert!(decode(&b64(&corrupt)).is_err(), "a CRC mismatch is caught");
        // Plain text that is not base64 is taken as it is.
        assert_eq!(decode("not base64!").unwrap(), b"not base64!");
    }

    /// A zip whose directory declares `declared` bytes for an entry of `data`.
    fn zip_declaring(data: &[u8], declared: u32) -> String {
        let mut zip = zip_one(data);
        let central = get32(&zip, zip.len() - 22 + 16).unwrap() as usize;
        zip[central + 24..central + 28].copy_from_slice(&declared.to_le_bytes());
        zip[22..26].copy_from_slice(&declared.to_le_bytes());
        base64::engine::general_purpose::STANDARD.encode(zip)
    }

    #[test]
    fn declared_sizes_are_checked_not_trusted() {
        let data = vec![b' '; 10_000];
        assert_eq!(decode(&zip_declaring(&data, 10_000), 10_000).unwrap(), data);
        // Inflating past the limit stops there, whatever the directory says.
        for declared in [10, 10_000, u32::MAX] {
            let error = decode(&zip_declaring(&data, declared), 9_999).unwrap_err();
            assert!(error.contains("more than 9999 bytes"), "{declared}: {error}");
        }
        // Within the limit, a size that is not the entry's is an error, either way.
        for declared in [10, u32::MAX] {
            let error = decode(&zip_declaring(&data, declared), DEFAULT_MAX_DECODED_LEN).unwrap_err();
            assert!(error.contains("not the"), "{declared}: {error}");
        }
        // A gzip trailer that lies is caught by its decoder; past the limit, the limit is.
        let mut gzip = base64::engine::general_purpose::STANDARD.decode(encode(&data, Encoding::GzipBase64)).unwrap();
        let end = gzip.len();
        gzip[end - 4..].copy_from_slice(&7u32.to_le_bytes());
        let lying = base64::engine::general_purpose::STANDARD.encode(&gzip);
        assert!(decode(&lying, DEFAULT_MAX_DECODED_LEN).is_err());
        assert!(decode(&lying, 100).unwrap_err().contains("more than 100 bytes"));
        // Plain text and plain base64 are bounded too.
        assert!(decode("{\"a\":1}", 4).is_err());
        assert!(decode(&base64::engine::general_purpose::STANDARD.encode(b"{\"a\":1}"), 4).is_err());
    }
}
