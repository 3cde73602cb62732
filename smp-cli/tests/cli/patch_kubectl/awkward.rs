//! Random documents for the YAML printing test: keys and values that meet every rule of
//! go-yaml's printing.

use rand::rngs::SmallRng;
use rand::Rng;
use serde_json::{json, Value};

/// A map of awkward keys and values, `depth` levels at most.
pub fn awkward_map(rng: &mut SmallRng, depth: usize) -> Value {
    let entries = rng.gen_range(0..6);
    Value::Object((0..entries).map(|_| (awkward_key(rng), awkward_value(rng, depth))).collect())
}

/// A key: digits alone, or text without digits. go-yaml orders keys by a comparison that
/// is no order where digit runs meet letters (`017` < `0b` < `1e3` < `017`); it sorts them
/// as Go's map iteration hands them over, so kubectl's order changes from run to run. And
/// kubectl reads its JSON back as YAML, where a key stays under 1 024 characters.
fn awkward_key(rng: &mut SmallRng) -> String {
    const NUMBERS: &[&str] = &["0", "1", "9", "10", "017", "08", "00", "123"];
    if rng.gen_bool(0.15) {
        return NUMBERS[rng.gen_range(0..NUMBERS.len())].to_owned();
    }
    let text = awkward_string(rng).replace(|c: char| c.is_ascii_digit(), "d");
    text.chars().take(300).collect()
}

fn awkward_value(rng: &mut SmallRng, depth: usize) -> Value {
    match rng.gen_range(0..20) {
        0 if depth > 0 => awkward_map(rng, depth - 1),
        1 if depth > 0 => Value::Array((0..rng.gen_range(0..4)).map(|_| awkward_value(rng, depth - 1)).collect()),
        2 => json!(rng.gen_range(-100_000i64..100_000)),
        3 => {
            let floats = [0.5, 1.5e-7, 1234567.5, 1e21, 2.5e300, -0.001, 100000.25, 3.0];
            json!(floats[rng.gen_range(0..floats.len())])
        }
        4 => json!(rng.gen_bool(0.5)),
        5 => Value::Null,
        _ => Value::String(awkward_string(rng)),
    }
}

/// Text from pieces that decide go-yaml's style: indicators, YAML 1.1 words, numbers and
/// timestamps, spaces and line breaks at either end, quotes, escapes, non-ASCII, and
/// words enough to pass 80 columns. Not `<<` (kubectl prints it plain, and a reader takes
/// it for a merge key), nor NEL, LS and PS, which kubectl prints raw (YAML 1.2 readers take
/// them for text); smp quotes both (`tests/integration/yaml.rs` reads them back).
fn awkward_string(rng: &mut SmallRng) -> String {
    const WHOLE: &[&str] = &[
        "",
        "yes",
        "No",
        "on",
        "OFF",
        "y",
        "~",
        "null",
        "true",
        "0x1F",
        "0o17",
        "017",
        "08",
        "1_000",
        "1e3",
        ".5",
        "+1",
        "-2",
        "1.15.1",
        "0.0.0.0",
        "2023-01-01",
        "2023-1-2T3:04:05Z",
        "2023-01-01 10:00:00",
        "12:30",
        "1:20:30.5",
        "---",
        "...",
        "-",
        "- a",
        "? x",
        ": y",
        "f:spec",
        ".inf",
        "-.Inf",
        ".nan",
        "0b101",
    ];
    const PIECES: &[&str] = &[
        "a",
        "b",
        "web",
        " ",
        "  ",
        ":",
        ": ",
        "#",
        " #",
        "-",
        "'",
        "\"",
        "\\",
        "\n",
        "\n\n",
        "\t",
        "\r",
        "é",
        "日本",
        "😀",
        "0",
        "1",
        ".",
        ",",
        "[",
        "]",
        "{",
        "}",
        "&",
        "*",
        "!",
        "|",
        ">",
        "%",
        "@",
        "`",
        "?",
        "word ",
        "longer words here ",
        "x=y",
    ];
    if rng.gen_bool(0.25) {
        return WHOLE[rng.gen_range(0..WHOLE.len())].to_owned();
    }
    if rng.gen_bool(0.02) {
        // Past go-yaml's limit of 128 bytes for a simple key.
        return "k".repeat(rng.gen_range(120..140));
    }
    let pieces = if rng.gen_bool(0.1) { rng.gen_range(20..60) } else { rng.gen_range(1..8) };
    (0..pieces).map(|_| PIECES[rng.gen_range(0..PIECES.len())]).collect()
}
