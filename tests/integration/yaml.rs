//! `smp::yaml` against kubectl's own YAML reading (`sigs.k8s.io/yaml`, YAML 1.1): what
//! smp reads from a YAML file is what kubectl reads from it, and what smp writes, kubectl
//! reads back as the document written. kubectl reads a whole multi-document file in one
//! `kubectl patch --local` run, so each check is one process.
//!
//! Without kubectl the checks against it are skipped loudly (a failure under
//! `SMP_REQUIRE_KUBECTL=1`); the real manifests are in `tests/data`.

use crate::kubectl_support;
use crate::real_manifests;

use std::path::Path;
use std::process::Command;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::{yaml, ErrorKind};

/// kubectl's reading of `text` (a file of one or more documents), each object as Go
/// holds it; `Err` with kubectl's message when it refuses the file.
fn kubectl_reads(kubectl: &Path, name: &str, text: &str) -> Result<Vec<Value>, String> {
    let dir = std::env::temp_dir().join(format!("smp-yaml-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    let output = Command::new(kubectl)
        .args(["patch", "--local", "--type", "merge", "-p", "{}", "-o", "json", "-f"])
        .arg(&file)
        .env("KUBECONFIG", dir.join("no-kubeconfig"))
        .output()
        .expect("kubectl runs");
    let _ = std::fs::remove_dir_all(&dir);
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    // Numbers as Go's decoder holds them: re-read each object with smp's Go-like parser.
    let objects = serde_json::Deserializer::from_slice(&output.stdout).into_iter::<Value>();
    Ok(objects.map(|object| smp::bytes::parse(&serde_json::to_vec(&object.unwrap()).unwrap()).unwrap()).collect())
}

fn kubectl(test: &str) -> Option<std::path::PathBuf> {
    kubectl_support::find_kubectl(test)
}

/// Every real manifest, written as one YAML stream by smp: kubectl reads it as it reads
/// the manifests' JSON, and smp reads back what kubectl reads.
#[test]
fn kubectl_reads_our_yaml_as_the_json() {
    let manifests = real_manifests::real_manifests("yaml kubectl_reads_our_yaml_as_the_json");
    let Some(kubectl) = kubectl("yaml kubectl_reads_our_yaml_as_the_json") else { return };
    let objects: Vec<Value> = manifests.iter().map(|m| m.object.clone()).collect();
    let json_text: String = objects.iter().map(|o| format!("{o}\n")).collect();
    let from_json =
        kubectl_reads(&kubectl, "all.json", &json_text).unwrap_or_else(|e| panic!("kubectl reads the JSON: {e}"));
    assert_eq!(from_json.len(), objects.len());

    let text = yaml::to_string_multiple(&objects).unwrap();
    let from_yaml =
        kubectl_reads(&kubectl, "all.yaml", &text).unwrap_or_else(|e| panic!("kubectl reads our YAML: {e}"));
    let mut ours = yaml::from_str_multiple(&text).unwrap();
    assert_eq!((from_yaml.len(), ours.len()), (objects.len(), objects.len()));
    for object in &mut ours {
        // kubectl does not print them (`--show-managed-fields=false`).
        object["metadata"].as_object_mut().map(|metadata| metadata.remove("managedFields"));
    }
    for (i, manifest) in manifests.iter().enumerate() {
        assert_eq!(from_yaml[i], from_json[i], "{}: kubectl reads our YAML differently", manifest.origin);
        assert_eq!(ours[i], from_json[i], "{}: smp reads its YAML differently from kubectl", manifest.origin);
    }
    eprintln!("yaml: {} real manifests, {} bytes of YAML, read alike by kubectl and smp", objects.len(), text.len());
}

/// YAML 1.1's odd corners, each read by kubectl and by smp: scalars (as env values of a
/// Pod, which kubectl leaves unchecked), keys (of a ConfigMap's data), anchors, merge
/// keys, block scalars, flow style, escapes, empty documents. (Left out: a plain scalar
/// with consecutive underscores, `1__0`, which go-yaml reads as 10 and smp as a string;
/// the module's docs say so.)
#[test]
fn reads_yaml_as_kubectl_does() {
    let scalars = [
        "yes",
        "no",
        "on",
        "off",
        "y",
        "n",
        "Y",
        "NO",
        "True",
        "FALSE",
        "0644",
        "0o17",
        "012",
        "0x1F",
        "-0x1A",
        "0b101",
        "1_000",
        "+12",
        "1e3",
        "2.5E-3",
        "1.",
        "0.",
        "017.5",
        "1.0",
        "-0",
        "12345678901234567890",
        "-9223372036854775809",
        "9223372036854775807",
        "~",
        "null",
        "Null",
        "",
        "2001-12-14",
        "2001-12-14T21:59:43.10-05:00",
        "1:20",
        "'yes'",
        "\"0644\"",
        "!!str 12",
        "!!int \"7\"",
        "\"\\u00e9\\t\\\"q\\\"\"",
        "'it''s'",
        "plain text # comment",
        "[1, two, {three: 3}]",
        "{a: 1, b: [x, y]}",
        ".5",
        "-.5",
        "0x_1F",
        "+.5e+3",
        "=",
        "<<",
        "&a 5",
        "*a",
    ];
    let mut pod = String::from(
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: scalars\nspec:\n  containers:\n  - name: c\n    env:\n",
    );
    for (i, scalar) in scalars.iter().enumerate() {
        pod.push_str(&format!("    - name: v{i}\n      value: {scalar}\n"));
    }
    let keys = [
        "on",
        "1",
        "1.5",
        "0x10",
        "1000000.0",
        "2.5e3",
        "0.00001",
        "off",
        "\"quoted key\"",
        "'single'",
        "-1",
        "9223372036854775807",
        "0644",
        "1_0",
    ];
    let mut config_map = String::from("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: keys\ndata:\n");
    for (i, key) in keys.iter().enumerate() {
        config_map.push_str(&format!("  {key}: \"k{i}\"\n"));
    }
    let structure = r#"
# a comment, then an empty document
---
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: structure
  labels: &labels {app: web, tier: "1"}
  annotations:
    anchored: &shared "shared text"
    aliased: *shared
    literal: |
      line one
        indented
      last
    folded: >-
      folded
      text

      paragraph
    keep: |+
      kept

    strip: |-
      stripped
data:
  <<: {merged: "from a merge key", kept: "overridden"}
  kept: "own value"
  crlf: "a\r\nb"
  unicode: "snowman ☃ \U0001F600"
  long: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: second
  labels: {app: web}
...
"#;
    // Keys that repeat, as written or as read (`on` and `yes`): the last one wins, in
    // kubectl as here.
    let duplicates = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: d, labels: {a: p, a: q}}\n\
                      data:\n  k: \"1\"\n  on: \"2\"\n  k: \"3\"\n  yes: \"4\"\n  0x10: \"5\"\n  16: \"6\"\n";
    let cases = [
        ("scalars.yaml", pod),
        ("keys.yaml", config_map),
        ("structure.yaml", structure.to_owned()),
        ("duplicates.yaml", duplicates.to_owned()),
    ];
    let kubectl = kubectl("yaml reads_yaml_as_kubectl_does");
    for (name, text) in cases {
        let ours = yaml::from_str_multiple(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!ours.is_empty(), "{name}");
        let Some(kubectl) = &kubectl else { continue };
        let theirs = kubectl_reads(kubectl, name, &text).unwrap_or_else(|e| panic!("kubectl reads {name}: {e}"));
        assert_eq!(ours.len(), theirs.len(), "{name}: documents");
        let differences: Vec<String> =
            ours.iter().zip(&theirs).flat_map(|(ours, theirs)| differences(ours, theirs, "")).collect();
        assert!(differences.is_empty(), "{name}: smp and kubectl read it differently:\n{}", differences.join("\n"));
    }
}

/// Random strings from an alphabet of YAML's special characters and words, as keys and
/// values: smp writes them so that smp and kubectl read them back unchanged.
#[test]
fn written_strings_read_back_unchanged() {
    let pieces = [
        "yes",
        "no",
        "on",
        "off",
        "y",
        "n",
        "true",
        "null",
        "~",
        "0644",
        "0x1F",
        "1_000",
        "1e3",
        "1.0",
        "-",
        "- ",
        ": ",
        ":",
        "#",
        " #",
        "&",
        "*",
        "!",
        "%",
        "@",
        "`",
        "'",
        "\"",
        "\\",
        "\n",
        "\r\n",
        "\t",
        " ",
        "  ",
        "[",
        "]",
        "{",
        "}",
        ",",
        "?",
        "|",
        ">",
        "---",
        "...",
        "<<",
        "=",
        "é",
        "☃",
        "\u{2028}",
        "\u{feff}",
        "\u{7f}",
        "\u{0}",
        "a",
        "b",
        "0",
        "9",
        ".inf",
        ".nan",
        "2001-12-14",
        "1:20",
    ];
    let mut rng = SmallRng::seed_from_u64(0x5eed_7a41);
    let mut objects = Vec::new();
    for i in 0..300 {
        let mut data = serde_json::Map::new();
        for _ in 0..rng.gen_range(1..6) {
            let mut word =
                || (0..rng.gen_range(0..4)).map(|_| pieces[rng.gen_range(0..pieces.len())]).collect::<String>();
            let (key, value) = (word(), word());
            data.insert(if key.is_empty() { format!("k{i}") } else { key }, Value::String(value));
        }
        objects.push(
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": format!("c{i}")}, "data": data}),
        );
    }
    let text = yaml::to_string_multiple(&objects).unwrap();
    assert_eq!(yaml::from_str_multiple(&text).unwrap(), objects, "smp reads back what it wrote");
    let Some(kubectl) = kubectl("yaml written_strings_read_back_unchanged") else { return };
    // kubectl refuses a ConfigMap key that is not a valid data key: compare the documents
    // only, through Pods' env values and annotations that kubectl leaves unchecked.
    let carried: Vec<Value> = objects
        .iter()
        .map(|object| {
            let env: Vec<Value> = object["data"].as_object().unwrap().iter().map(|(k, v)| json!({"name": k, "value": v})).collect();
            json!({"apiVersion": "v1", "kind": "Pod", "metadata": object["metadata"], "spec": {"containers": [{"name": "c", "env": env}]}})
        })
        .collect();
    let text = yaml::to_string_multiple(&carried).unwrap();
    let theirs =
        kubectl_reads(&kubectl, "strings.yaml", &text).unwrap_or_else(|e| panic!("kubectl reads our YAML: {e}"));
    assert_eq!(theirs, carried, "kubectl reads back what smp wrote");
}

/// Where two documents differ: `path: ours | kubectl's`.
fn differences(ours: &Value, theirs: &Value, path: &str) -> Vec<String> {
    match (ours, theirs) {
        (Value::Object(a), Value::Object(b)) => {
            let keys: std::collections::BTreeSet<&String> = a.keys().chain(b.keys()).collect();
            let missing = Value::String("<missing>".into());
            let at = |map: &serde_json::Map<String, Value>, key: &str| {
                map.get(key).cloned().unwrap_or_else(|| missing.clone())
            };
            keys.into_iter().flat_map(|k| differences(&at(a, k), &at(b, k), &format!("{path}/{k}"))).collect()
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            a.iter().zip(b).enumerate().flat_map(|(i, (a, b))| differences(a, b, &format!("{path}/{i}"))).collect()
        }
        _ if ours == theirs => Vec::new(),
        _ => vec![format!("{path}: {ours} | {theirs}")],
    }
}

fn yaml_error(text: &str) -> (Option<u64>, Option<u64>, String) {
    match yaml::from_str_multiple(text) {
        Err(error) => match error.kind() {
            ErrorKind::InvalidYaml { line, column, reason } => (*line, *column, reason.clone()),
            other => panic!("{text:?}: not a YAML error: {other:?}"),
        },
        Ok(documents) => panic!("{text:?} read as {documents:?}"),
    }
}

/// Bad input is a typed error naming the line and column, never a panic; what JSON cannot
/// hold is refused.
#[test]
fn bad_yaml_is_an_error_with_its_position() {
    let (line, column, reason) = yaml_error("apiVersion: v1\nkind: Pod\nmetadata:\n  name: [unclosed\n");
    assert!(line >= Some(4) && column.is_some(), "{line:?}:{column:?} {reason}");
    let (line, column, _) = yaml_error("a: 1\n  b: 2\n");
    assert_eq!((line, column.is_some()), (Some(2), true));
    for (text, words) in [
        ("a: .inf\n", "inf"),
        ("~: x\n", "null"),
        ("a: *missing\n", "anchor"),
        ("a: \"unterminated\n", ""),
        ("9223372036854775808: x\n", "beyond"),
    ] {
        let (line, _, reason) = yaml_error(text);
        assert!(line.is_some(), "{text:?}: no line ({reason})");
        assert!(reason.to_lowercase().contains(words), "{text:?}: {reason}");
        let message = yaml::from_str(text).unwrap_err().to_string();
        assert!(message.starts_with("invalid YAML at line "), "{message}");
    }
    // One document is wanted; none or two is an error.
    for text in ["", "# only a comment\n", "---\n---\n", "a: 1\n---\nb: 2\n"] {
        let error = yaml::from_str(text).unwrap_err();
        assert!(matches!(error.kind(), ErrorKind::InvalidYaml { .. }), "{text:?}: {error}");
    }
}

/// Nesting past `MAX_YAML_DEPTH`, an alias bomb and a huge flow of nesting are refused on a
/// 64 KiB thread stack, quickly, without a panic; the deepest accepted document reads there.
#[test]
fn hostile_yaml_is_refused_within_bounds() {
    let deep_block: String = (0..yaml::MAX_YAML_DEPTH + 5).map(|i| format!("{}k:\n", "  ".repeat(i))).collect();
    let deep_flow = format!("a: {}1{}", "[".repeat(100_000), "]".repeat(100_000));
    let mut bomb = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..12 {
        let refs = vec![format!("*a{}", i - 1); 10].join(", ");
        bomb.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    let nested: String = (0..yaml::MAX_YAML_DEPTH - 1).map(|i| format!("{}k:\n", "  ".repeat(i))).collect();
    std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(move || {
            for (what, text) in [("deep block", deep_block), ("deep flow", deep_flow), ("alias bomb", bomb)] {
                let error = yaml::from_str(&text).expect_err(what);
                assert!(
                    matches!(error.kind(), ErrorKind::InvalidYaml { .. } | ErrorKind::TooDeep { .. }),
                    "{what}: {error}"
                );
            }
            let document = yaml::from_str(&nested).expect("a document at the limit");
            assert!(yaml::to_string(&document).is_ok());
            // serde_json's drop recurses: on this stack, the test drops it without.
            let mut pending = vec![document];
            while let Some(value) = pending.pop() {
                if let Value::Object(map) = value {
                    pending.extend(map.into_iter().map(|(_, v)| v));
                }
            }
        })
        .unwrap()
        .join()
        .unwrap();
}

/// Writing refuses exactly what reading would refuse: around the depth limit, a document
/// prints if and only if it reads back.
#[test]
fn writing_and_reading_accept_the_same_depths() {
    for depth in yaml::MAX_YAML_DEPTH - 3..yaml::MAX_YAML_DEPTH + 3 {
        let mut document = json!(1);
        for _ in 0..depth {
            document = json!({ "k": document });
        }
        match yaml::to_string(&document) {
            Ok(text) => assert_eq!(yaml::from_str(&text).map_err(|e| e.to_string()), Ok(document), "depth {depth}"),
            Err(error) => {
                assert!(matches!(error.kind(), ErrorKind::TooDeep { .. }), "depth {depth}: {error}");
                let deep: String = (0..depth).map(|i| format!("{}k:\n", "  ".repeat(i))).collect::<String>()
                    + &"  ".repeat(depth)
                    + "1\n";
                assert!(yaml::from_str(&deep).is_err(), "depth {depth}: refused to write, but reads");
            }
        }
    }
}
