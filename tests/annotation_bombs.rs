//! Compressed last-applied annotations that inflate far past any real object ("zip
//! bombs"), with the sizes their zip directory or gzip trailer declare lying both ways:
//! reading, planning and matching refuse them with `InvalidLastApplied`, and an
//! allocation counter shows what that cost in memory: the bound on the decoded text
//! plus the annotation itself, not the tens of megabytes it inflates to.
//! (`benches/large_lists.rs` times the same refusals.)

use base64::Engine as _;
use serde_json::{json, Value};
use smp::applier::Applier;
use smp::last_applied::{Encoding, LastApplied, DEFAULT_MAX_DECODED_LEN};
use smp::matcher::Matcher;
use smp::ErrorKind;

#[path = "../benches/support/counting.rs"]
mod counting;

/// The most bytes held beyond those held before, while `op` ran. One test function in
/// this file, so no other test allocates meanwhile.
fn peak_extra<T>(op: impl FnOnce() -> T) -> (T, usize) {
    let before = counting::reset_peak();
    let out = op();
    (out, counting::peak().saturating_sub(before))
}

const KEY: &str = "example.com/last-applied";
/// What the bombs inflate to: 64 MiB of JSON, twenty times the default bound.
const INFLATED: usize = 64 << 20;

/// A live object whose annotation holds `text`.
fn live_with(text: String) -> Value {
    json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a", "annotations": {KEY: text}}})
}

/// The annotation a writer without bounds stores for a 64 MiB configuration (runs of
/// one byte compress a thousandfold), decoded from base64 so its bytes can be edited.
fn bomb(encoding: Encoding) -> Vec<u8> {
    let desired = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a"},
        "data": {"x": " ".repeat(INFLATED)}});
    let unbounded = LastApplied::new(KEY).encoding(encoding).max_decoded_len(usize::MAX);
    let annotated = unbounded.annotate(&desired).expect("small enough once compressed");
    let text = annotated["metadata"]["annotations"][KEY].as_str().unwrap();
    base64::engine::general_purpose::STANDARD.decode(text).unwrap()
}

fn put32(bytes: &mut [u8], at: usize, value: u32) {
    bytes[at..at + 4].copy_from_slice(&value.to_le_bytes());
}

/// The zip with its entry's uncompressed size declared as `declared` (local header and
/// central directory).
fn zip_declaring(zip: &[u8], declared: u32) -> Vec<u8> {
    let mut zip = zip.to_vec();
    let end = zip.len() - 22;
    let central = u32::from_le_bytes(zip[end + 16..end + 20].try_into().unwrap()) as usize;
    put32(&mut zip, central + 24, declared);
    put32(&mut zip, 22, declared);
    zip
}

/// The gzip stream with its trailer's size (the last four bytes) declared as `declared`.
fn gzip_declaring(gzip: &[u8], declared: u32) -> Vec<u8> {
    let mut gzip = gzip.to_vec();
    let end = gzip.len();
    put32(&mut gzip, end - 4, declared);
    gzip
}

#[test]
fn bombs_are_refused_within_a_few_megabytes() {
    let zip = bomb(Encoding::ZipBase64);
    let gzip = bomb(Encoding::GzipBase64);
    let cases = [
        ("zip, size as it is", zip.clone()),
        ("zip declaring 10 bytes", zip_declaring(&zip, 10)),
        ("zip declaring 4 GiB", zip_declaring(&zip, u32::MAX)),
        ("gzip, size as it is", gzip.clone()),
        ("gzip declaring 10 bytes", gzip_declaring(&gzip, 10)),
        ("gzip declaring 4 GiB", gzip_declaring(&gzip, u32::MAX)),
    ];
    let reader = LastApplied::new(KEY);
    let desired = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a"}, "data": {"x": "1"}});
    for (what, bytes) in cases {
        let text = base64::engine::general_purpose::STANDARD.encode(&bytes);
        let annotation = text.len();
        let live = live_with(text);
        // The bound, the annotation's bytes once more (base64 decoded), and room for the
        // inflater's own state (tens of KiB) and the error.
        let ceiling = DEFAULT_MAX_DECODED_LEN + 2 * annotation + (256 << 10);
        let (result, peak) = peak_extra(|| reader.read(&live));
        let error = result.expect_err(what);
        assert!(matches!(error.kind(), ErrorKind::InvalidLastApplied { .. }), "{what}: {error}");
        assert!(peak <= ceiling, "{what}: reading took {peak} bytes (ceiling {ceiling}; annotation {annotation})");

        let (result, peak) =
            peak_extra(|| Applier::new().last_applied(reader.clone()).plan(&desired, Some(&live), None));
        assert!(matches!(result.unwrap_err().kind(), ErrorKind::InvalidLastApplied { .. }), "{what}: plan");
        assert!(peak <= ceiling, "{what}: planning took {peak} bytes (ceiling {ceiling})");

        let (result, peak) =
            peak_extra(|| Matcher::new().last_applied(reader.clone()).calculate(&desired, Some(&live), None));
        assert!(matches!(result.unwrap_err().kind(), ErrorKind::InvalidLastApplied { .. }), "{what}: matcher");
        assert!(peak <= ceiling, "{what}: matching took {peak} bytes (ceiling {ceiling})");
        eprintln!("{what}: annotation {annotation} bytes, refused; reading held at most {peak} more bytes");
    }
    // The bound is the reader's: raised, the same annotation reads (and costs what it holds).
    let live = live_with(base64::engine::general_purpose::STANDARD.encode(&gzip));
    let (result, peak) = peak_extra(|| LastApplied::new(KEY).max_decoded_len(usize::MAX).read(&live));
    let configuration = result.expect("within a raised bound").expect("stored");
    assert_eq!(configuration["data"]["x"].as_str().map(str::len), Some(INFLATED));
    assert!(peak >= INFLATED, "reading 64 MiB holds 64 MiB ({peak})");
}
