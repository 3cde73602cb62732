//! `smp patch` (the built binary) against `kubectl patch --local`, on real manifests of
//! built-in kinds (`tests/data/real-manifests`) with patches generated from them: the same
//! bytes on stdout (`-o json`), or both refusing. Pods and Deployments get the generator's
//! patches (every directive); the other kinds get the two-way patch to a randomly changed
//! copy (deletions, `$setElementOrder`, `$retainKeys`) and, now and then, a `$patch:
//! replace`. The corpus runs with smp's default definitions (1.37) and again with 1.32's
//! (`--kube-version 1.32`). A multi-document file and the YAML output are checked the same
//! way.
//!
//! A sample of the corpus runs each time (a fixed seed and a fresh one, printed); without
//! kubectl the test is skipped loudly (a failure under `SMP_REQUIRE_KUBECTL=1`).

#[path = "patch_kubectl/awkward.rs"]
mod awkward;
mod json_patch;
use crate::gen;
use crate::kubectl_support;
use crate::real_manifests;
#[path = "patch_kubectl/removed.rs"]
mod removed;
use crate::seeds;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::{KubeVersion, Schema};

const SAMPLE_PER_SEED: usize = 120;

struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("smp-cli-{}-{name}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }
    fn file(&self, name: &str, contents: &[u8]) -> PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, contents).unwrap();
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn smp(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_smp")).args(args).output().expect("smp runs")
}

/// `smp patch -f FILE --patch-file PATCH --type TYPE -o OUTPUT`.
fn smp_patch(file: &Path, patch: &Path, kind: &str, output: &str) -> Output {
    let (file, patch) = (file.to_str().unwrap(), patch.to_str().unwrap());
    smp(&["patch", "-f", file, "--patch-file", patch, "--type", kind, "-o", output])
}

fn kubectl_patch(kubectl: &Path, scratch: &Scratch, file: &Path, patch_file: &Path, output: &str) -> Output {
    Command::new(kubectl)
        .args(["patch", "--local", "--type", "strategic", "-o", output, "-f"])
        .arg(file)
        .arg("--patch-file")
        .arg(patch_file)
        .env("KUBECONFIG", scratch.0.join("no-kubeconfig"))
        .output()
        .expect("kubectl runs")
}

/// A randomly changed copy of a manifest: scalars changed, keys removed, list items
/// removed or reordered, labels added; `apiVersion`, `kind` and the name kept.
fn mutate(value: &mut Value, rng: &mut SmallRng, depth: usize) {
    match value {
        Value::Object(map) => {
            let keys: Vec<String> = map.keys().cloned().collect();
            for key in keys {
                if depth == 0 && (key == "apiVersion" || key == "kind" || key == "metadata") {
                    if key == "metadata" && rng.gen_bool(0.3) {
                        map["metadata"]["labels"]["smp.example.com/changed"] = json!("yes");
                    }
                    continue;
                }
                if key == "name" && depth <= 1 {
                    continue;
                }
                if rng.gen_bool(0.05) {
                    map.remove(&key);
                } else if let Some(child) = map.get_mut(&key) {
                    mutate(child, rng, depth + 1);
                }
            }
        }
        Value::Array(items) => {
            if items.len() > 1 && rng.gen_bool(0.1) {
                items.reverse();
            }
            if !items.is_empty() && rng.gen_bool(0.1) {
                let index = rng.gen_range(0..items.len());
                items.remove(index);
            }
            items.iter_mut().for_each(|item| mutate(item, rng, depth + 1));
        }
        Value::String(text) if rng.gen_bool(0.08) => text.push_str("-changed"),
        Value::Number(n) if rng.gen_bool(0.08) => {
            if let Some(i) = n.as_i64() {
                *value = json!(i + 1);
            }
        }
        Value::Bool(b) if rng.gen_bool(0.1) => *b = !*b,
        _ => {}
    }
}

/// A patch for `object`: the generator's for Pods and Deployments, else a two-way patch.
fn patch_for(seed: u64, index: u64, object: &Value, schemas: &Schema) -> Option<Value> {
    if matches!(object["kind"].as_str(), Some("Pod" | "Deployment")) {
        return Some(gen::patch_for(seed, index, object));
    }
    let schema = schemas.for_document(object)?;
    let mut rng = SmallRng::seed_from_u64(seed ^ index.rotate_left(29));
    let mut changed = object.clone();
    mutate(&mut changed, &mut rng, 0);
    let mut patch = smp::two_way(object, &changed, schema, &smp::TwoWayOptions::default()).ok()?;
    if rng.gen_bool(0.15) && object.pointer("/metadata/labels").is_some() {
        patch["metadata"]["labels"] = json!({"$patch": "replace", "replaced": "yes"});
    }
    Some(patch)
}

#[test]
fn smp_patch_prints_what_kubectl_prints() {
    patch_real_manifests_as_kubectl("smp patch vs kubectl patch --local", None);
}

/// The same under `--kube-version 1.32`, kubectl's own version: its patches too are made
/// on 1.32's definitions.
#[test]
fn smp_patch_with_kube_version_1_32_prints_what_kubectl_prints() {
    patch_real_manifests_as_kubectl("smp patch --kube-version 1.32 vs kubectl patch --local", Some(KubeVersion::V1_32));
}

/// Under `--kube-version 1.32`, smp refuses a kind and a field added after 1.32 (see
/// `kube_version.rs`), and so does kubectl 1.32; the default patches them.
#[test]
fn kube_version_1_32_refuses_what_kubectl_1_32_refuses() {
    let test = "smp patch --kube-version 1.32, newer kinds and fields";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let scratch = Scratch::new("after-1-32");
    let (cidr, node, node_patch) = crate::kube_version::after_1_32();
    let labels = json!({"metadata": {"labels": {"patched": "yes"}}});
    for (object, patch) in [(&cidr, &labels), (&node, &node_patch)] {
        let file = scratch.file("object.json", &serde_json::to_vec(object).unwrap());
        let patch_file = scratch.file("patch.json", &serde_json::to_vec(patch).unwrap());
        let (file_arg, patch_arg) = (file.to_str().unwrap(), patch_file.to_str().unwrap());
        let theirs = kubectl_patch(&kubectl, &scratch, &file, &patch_file, "json");
        let ours = smp(&["patch", "--kube-version", "1.32", "-f", file_arg, "--patch-file", patch_arg, "-o", "json"]);
        let latest = smp(&["patch", "-f", file_arg, "--patch-file", patch_arg, "-o", "json"]);
        let errors = |output: &Output| String::from_utf8_lossy(&output.stderr).into_owned();
        assert!(!theirs.status.success(), "kubectl 1.32 patches {object}: {}", errors(&theirs));
        assert_eq!(ours.status.code(), Some(2), "{object}: {}", errors(&ours));
        assert!(latest.status.success(), "{object}: {}", errors(&latest));
    }
}

/// Patches of the real manifests, by smp (`--kube-version` if given, else its default) and
/// by kubectl: the same bytes, or both refusing.
fn patch_real_manifests_as_kubectl(test: &str, version: Option<KubeVersion>) {
    let manifests = real_manifests::real_manifests(test);
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let schemas = Schema::kubernetes(version.unwrap_or(KubeVersion::V1_37)).unwrap();
    let mut cases = Vec::new();
    for seed in seeds::seeds(test) {
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..SAMPLE_PER_SEED {
            let index = rng.gen_range(0..manifests.len());
            let manifest = &manifests[index];
            if let Some(patch) = patch_for(seed, index as u64, &manifest.object, schemas) {
                cases.push((seed, manifest, patch));
            }
        }
    }
    let tally = compare_on_two_threads(&cases, |(seed, manifest, patch)| {
        let scratch = Scratch::new("patch");
        let file = scratch.file("object.json", &serde_json::to_vec_pretty(&manifest.object).unwrap());
        let patch_file = scratch.file("patch.json", &serde_json::to_vec(patch).unwrap());
        let (file_arg, patch_arg) = (file.to_str().unwrap(), patch_file.to_str().unwrap());
        let mut args = vec!["patch", "-f", file_arg, "--patch-file", patch_arg, "--type", "strategic", "-o", "json"];
        args.extend(version.iter().flat_map(|version| ["--kube-version", version.as_str()]));
        let ours = smp(&args);
        let theirs = kubectl_patch(&kubectl, &scratch, &file, &patch_file, "json");
        (ours, theirs, format!("seed {seed}, {}: patch {patch}", manifest.origin))
    });
    let Tally { same, refused, unsupported, failures } = tally;
    kubectl_support::loud(&format!(
        "{test}: {} cases: {same} identical outputs, {refused} refused by both, {unsupported} kinds kubectl cannot patch locally",
        cases.len()
    ));
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), cases.len(), failures.join("\n\n"));
    assert!(same > cases.len() * 9 / 10, "most patches apply");
}

/// What the runs of smp and kubectl on a set of cases gave.
struct Tally {
    /// The same bytes on stdout.
    same: usize,
    /// Both refused.
    refused: usize,
    /// kubectl's scheme lacks the kind (apiregistration): it cannot patch it locally, smp can.
    unsupported: usize,
    /// Every other outcome, described.
    failures: Vec<String>,
}

/// Runs `run` on every case, two at a time (each starts two processes), and compares what
/// smp and kubectl printed; `run` returns both outputs and the case's description.
fn compare_on_two_threads<C: Sync>(cases: &[C], run: impl Fn(&C) -> (Output, Output, String) + Sync) -> Tally {
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally { same: 0, refused: 0, unsupported: 0, failures: Vec::new() });
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                while let Some(case) = cases.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let (ours, theirs, what) = run(case);
                    let cannot = String::from_utf8_lossy(&theirs.stderr).contains("is not supported for");
                    let mut tally = tally.lock().unwrap();
                    match (ours.status.success(), theirs.status.success()) {
                        (true, true) if ours.stdout == theirs.stdout => tally.same += 1,
                        (false, false) => tally.refused += 1,
                        (true, false) if cannot => tally.unsupported += 1,
                        _ => tally.failures.push(format!(
                            "{what}\nsmp ({}): {}\nkubectl ({}): {}\nfirst difference: {}",
                            ours.status,
                            String::from_utf8_lossy(&ours.stderr),
                            theirs.status,
                            String::from_utf8_lossy(&theirs.stderr),
                            first_difference(&ours.stdout, &theirs.stdout)
                        )),
                    }
                }
            });
        }
    });
    tally.into_inner().unwrap()
}

/// The first line where two outputs differ, with its number: `smp | kubectl`.
fn first_difference(ours: &[u8], theirs: &[u8]) -> String {
    let (ours, theirs) = (String::from_utf8_lossy(ours), String::from_utf8_lossy(theirs));
    let mut lines = ours.lines().zip(theirs.lines()).enumerate();
    match lines.find(|(_, (a, b))| a != b) {
        Some((i, (a, b))) => format!("line {}: {a} | {b}", i + 1),
        None => format!("{} lines | {} lines", ours.lines().count(), theirs.lines().count()),
    }
}

/// A file of many documents (YAML, as smp writes it), patched at once: kubectl prints the
/// same; and smp's YAML output reads, in kubectl, as its JSON output.
#[test]
fn multi_document_files_and_yaml_output() {
    let test = "smp patch, multi-document";
    let manifests = real_manifests::real_manifests(test);
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let objects: Vec<Value> =
        manifests.iter().filter(|m| m.object["kind"] == "ConfigMap").map(|m| m.object.clone()).collect();
    assert!(objects.len() > 50);
    let scratch = Scratch::new("multi");
    let file = scratch.file("all.yaml", smp::yaml::to_string_multiple(&objects).unwrap().as_bytes());
    let patch =
        json!({"metadata": {"labels": {"smp.example.com/patched": "yes"}, "annotations": {"$patch": "replace"}}});
    let patch_file = scratch.file("patch.json", &serde_json::to_vec(&patch).unwrap());
    let args = |output: &'static str| {
        ["patch", "-f", file.to_str().unwrap(), "--patch-file", patch_file.to_str().unwrap(), "-o", output]
    };
    let ours = smp(&args("json"));
    let theirs = kubectl_patch(&kubectl, &scratch, &file, &patch_file, "json");
    assert!(ours.status.success() && theirs.status.success(), "{}", String::from_utf8_lossy(&theirs.stderr));
    assert!(
        ours.stdout == theirs.stdout,
        "smp and kubectl print different JSON for the stream: {}",
        first_difference(&ours.stdout, &theirs.stdout)
    );

    let yaml = smp(&args("yaml"));
    assert!(yaml.status.success());
    let yaml_file = scratch.file("result.yaml", &yaml.stdout);
    let empty = scratch.file("empty.json", b"{}");
    let reread = kubectl_patch(&kubectl, &scratch, &yaml_file, &empty, "json");
    assert!(reread.status.success(), "{}", String::from_utf8_lossy(&reread.stderr));
    assert!(
        reread.stdout == ours.stdout,
        "kubectl reads smp's YAML output as smp's JSON output: {}",
        first_difference(&reread.stdout, &ours.stdout)
    );
}

/// The cases smp's JSON path hands to the general one, against kubectl: managed fields
/// in the object (null too) or added by the patch, with and without
/// `--show-managed-fields`, a `kind: List`, a stream of two objects, a byte order mark.
/// And with no `-o`, a JSON file after a YAML one prints as the YAML one does.
#[test]
fn json_objects_print_as_kubectl_prints_them_in_every_case() {
    let test = "smp patch, JSON objects";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let scratch = Scratch::new("json-path");
    let managed = json!([{"manager": "kubectl", "operation": "Update", "apiVersion": "v1"}]);
    let config_map = |name: &str, managed_fields: Option<&Value>| {
        let mut object =
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": name}, "data": {"k": "v"}});
        if let Some(fields) = managed_fields {
            object["metadata"]["managedFields"] = fields.clone();
        }
        object
    };
    let json_file = |name: &str, object: &Value| scratch.file(name, &serde_json::to_vec_pretty(object).unwrap());
    let mut bom = b"\xef\xbb\xbf".to_vec();
    bom.extend(serde_json::to_vec(&config_map("bom", None)).unwrap());
    let stream =
        [config_map("one", None), config_map("two", Some(&managed))].map(|o| serde_json::to_string(&o).unwrap());
    let files = [
        json_file("plain.json", &config_map("plain", None)),
        json_file("managed.json", &config_map("managed", Some(&managed))),
        json_file("null.json", &config_map("null", Some(&Value::Null))),
        json_file("list.json", &json!({"apiVersion": "v1", "kind": "List", "items": [config_map("item", None)]})),
        scratch.file("stream.json", stream.join("\n").as_bytes()),
        scratch.file("bom.json", &bom),
    ];
    let patches = [
        scratch.file("labels.json", br#"{"metadata":{"labels":{"patched":"yes"}},"data":{"k":null,"n":"1"}}"#),
        scratch.file("adds.json", &serde_json::to_vec(&json!({"metadata": {"managedFields": managed}})).unwrap()),
    ];
    for file in &files {
        for patch in &patches {
            for flags in [&[][..], &["--show-managed-fields"][..]] {
                let mut args = vec!["patch", "--local", "-f", file.to_str().unwrap()];
                args.extend(["--patch-file", patch.to_str().unwrap(), "-o", "json"]);
                args.extend(flags);
                let ours = smp(&args);
                let theirs = Command::new(&kubectl)
                    .args(&args)
                    .env("KUBECONFIG", scratch.0.join("no-kubeconfig"))
                    .output()
                    .expect("kubectl runs");
                let their_errors = String::from_utf8_lossy(&theirs.stderr);
                assert!(theirs.status.success(), "{args:?}: kubectl: {their_errors}");
                assert!(
                    ours.status.success() && ours.stdout == theirs.stdout,
                    "{args:?}: smp and kubectl print different objects: {}\nsmp: {}",
                    first_difference(&ours.stdout, &theirs.stdout),
                    String::from_utf8_lossy(&ours.stderr)
                );
            }
        }
    }
    let yaml = scratch.file("first.yaml", smp::yaml::to_string(&config_map("first", None)).unwrap().as_bytes());
    let labels = patches[0].to_str().unwrap();
    let both = |output: &[&'static str]| {
        let mut args = vec!["patch", "-f", yaml.to_str().unwrap(), "-f", files[0].to_str().unwrap()];
        args.extend(["--patch-file", labels]);
        args.extend(output);
        smp(&args)
    };
    let (default, as_yaml) = (both(&[]), both(&["-o", "yaml"]));
    assert!(
        default.status.success() && default.stdout == as_yaml.stdout,
        "{}",
        String::from_utf8_lossy(&default.stderr)
    );
}

/// `-f` as kubectl takes it: a folder (its `.json`, `.yaml` and `.yml` files, by name), with
/// `-R` the folders below it too, several `-f`, and `--local`; a file holding an object
/// neither can patch (a custom resource without its CRD) between two good ones. The
/// same bytes on stdout (`-o name`, `-o json`), a failing status from both, and one error
/// line per object that failed.
#[test]
fn folders_several_files_and_partial_failure() {
    let test = "smp patch, folders";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let scratch = Scratch::new("folders");
    let config_map =
        |name: &str| json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": name}, "data": {"k": "v"}});
    let pod = |name: &str| {
        json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": name},
               "spec": {"containers": [{"name": "app", "image": "app:1"}]}})
    };
    let widget = json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"}, "spec": {}});
    let yaml = |objects: &[Value]| smp::yaml::to_string_multiple(objects).unwrap().into_bytes();
    for dir in ["tree/sub/deeper", "tree/zz.yaml.d"] {
        std::fs::create_dir_all(scratch.0.join(dir)).unwrap();
    }
    scratch.file("tree/b.yaml", &yaml(&[config_map("b1"), config_map("b2")]));
    scratch.file("tree/a.json", &serde_json::to_vec(&pod("a")).unwrap());
    scratch.file("tree/notes.txt", b"not a manifest");
    scratch.file("tree/mixed.yml", &yaml(&[config_map("m1"), widget, pod("m2")]));
    scratch.file("tree/sub/c.yaml", &yaml(&[pod("c")]));
    scratch.file("tree/sub/deeper/d.json", &serde_json::to_vec(&config_map("d")).unwrap());
    scratch.file("tree/zz.yaml.d/e.yaml", &yaml(&[config_map("e")]));
    let patch = scratch.file("patch.json", br#"{"metadata":{"labels":{"patched":"yes"}}}"#);
    let tree = scratch.0.join("tree");
    let at = |path: &str| tree.join(path).to_str().unwrap().to_owned();
    let runs: Vec<Vec<String>> = vec![
        vec!["-f".into(), at("")],
        vec!["-f".into(), at(""), "-R".into()],
        vec!["-f".into(), at("sub/c.yaml"), "-f".into(), at("a.json"), "-f".into(), at("sub")],
        vec!["-f".into(), at("b.yaml"), "-f".into(), at("sub"), "--recursive".into()],
    ];
    for run in runs {
        for output in ["name", "json"] {
            let mut args: Vec<String> = vec!["patch".into(), "--local".into()];
            args.extend(run.iter().cloned());
            args.extend(["--patch-file".into(), patch.to_str().unwrap().into(), "-o".into(), output.into()]);
            let ours = Command::new(env!("CARGO_BIN_EXE_smp")).args(&args).output().expect("smp runs");
            let theirs = Command::new(&kubectl)
                .args(&args)
                .env("KUBECONFIG", scratch.0.join("no-kubeconfig"))
                .output()
                .expect("kubectl runs");
            let (our_errors, their_errors) =
                (String::from_utf8_lossy(&ours.stderr), String::from_utf8_lossy(&theirs.stderr));
            assert!(
                ours.stdout == theirs.stdout,
                "{args:?}: smp and kubectl print different objects: {}\nkubectl: {their_errors}",
                first_difference(&ours.stdout, &theirs.stdout)
            );
            assert_eq!(ours.status.success(), theirs.status.success(), "{args:?}: {our_errors} / {their_errors}");
            assert_eq!(our_errors.lines().count(), their_errors.lines().count(), "{our_errors} / {their_errors}");
            for line in our_errors.lines() {
                assert!(line.contains("mixed.yml: widget.example.com/w: "), "{args:?}: {line}");
            }
        }
    }
    let url = smp(&["patch", "-f", "https://example.com/app.yaml", "-p", "{}"]);
    assert_eq!(url.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&url.stderr).contains("offline"));
}

/// `-o yaml` prints kubectl's bytes: every manifest of the corpus (but the kinds kubectl
/// cannot patch locally) patched at once by both. kubectl writes several objects one
/// after the other with no `---` between them, which no YAML reader takes for a stream;
/// smp writes the separators, and is compared without them.
#[test]
fn yaml_output_is_kubectl_s_on_the_corpus() {
    let test = "smp patch -o yaml vs kubectl";
    let manifests = real_manifests::real_manifests(test);
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let scratch = Scratch::new("yaml");
    let patch = scratch.file("patch.json", br#"{"metadata":{"labels":{"smp.example.com/patched":"yes"}}}"#);
    let stream = |objects: &[&Value]| -> Vec<u8> {
        objects.iter().flat_map(|object| serde_json::to_vec(object).unwrap().into_iter().chain([b'\n'])).collect()
    };
    // kubectl names what it cannot patch: "... not supported for GROUP/VERSION, Kind=KIND locally".
    let all: Vec<&Value> = manifests.iter().map(|m| &m.object).collect();
    let first = kubectl_patch(&kubectl, &scratch, &scratch.file("all.json", &stream(&all)), &patch, "name");
    let unsupported: Vec<String> = String::from_utf8_lossy(&first.stderr)
        .lines()
        .filter_map(|line| line.split_once("not supported for ")?.1.split_once(" locally").map(|(k, _)| k.to_owned()))
        .collect();
    let kind_of = |object: &Value| {
        format!("{}, Kind={}", object["apiVersion"].as_str().unwrap_or(""), object["kind"].as_str().unwrap_or(""))
    };
    let patchable: Vec<&Value> = all.into_iter().filter(|object| !unsupported.contains(&kind_of(object))).collect();
    let file = scratch.file("patchable.json", &stream(&patchable));
    let theirs = kubectl_patch(&kubectl, &scratch, &file, &patch, "yaml");
    assert!(theirs.status.success(), "{}", String::from_utf8_lossy(&theirs.stderr));
    let ours = smp(&["patch", "-f", file.to_str().unwrap(), "--patch-file", patch.to_str().unwrap(), "-o", "yaml"]);
    assert!(ours.status.success(), "{}", String::from_utf8_lossy(&ours.stderr));
    let ours_text = String::from_utf8(ours.stdout).unwrap();
    let documents = ours_text.split("\n---\n").count();
    let joined = ours_text.replace("\n---\n", "\n");
    assert_eq!(documents, patchable.len(), "one document per object");
    assert!(
        joined.as_bytes() == theirs.stdout,
        "smp's YAML differs from kubectl's: {}",
        first_difference(joined.as_bytes(), &theirs.stdout)
    );
    kubectl_support::loud(&format!(
        "{test}: {documents} objects byte for byte ({} objects of kinds kubectl cannot patch locally left out)",
        manifests.len() - patchable.len()
    ));
}

/// `-o yaml` on strings, keys and numbers chosen to meet every rule of go-yaml's printing
/// (quoting, escapes, literal blocks and their chomping, line breaking, key order), in
/// objects of a kind kubectl does not know, patched with a JSON merge patch: kubectl's
/// bytes. A fixed seed and a fresh one.
#[test]
fn yaml_output_is_kubectl_s_on_awkward_documents() {
    let test = "smp patch -o yaml vs kubectl, awkward documents";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let scratch = Scratch::new("awkward");
    let patch = scratch.file("patch.json", b"{}");
    for seed in seeds::seeds(test) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let objects: Vec<Value> = (0..150)
            .map(|i| {
                json!({"apiVersion": "example.com/v1", "kind": "Thing", "metadata": {"name": format!("t{i}")},
                            "data": awkward::awkward_map(&mut rng, 3)})
            })
            .collect();
        let text: Vec<u8> =
            objects.iter().flat_map(|o| serde_json::to_vec(o).unwrap().into_iter().chain([b'\n'])).collect();
        let file = scratch.file("things.json", &text);
        let theirs = kubectl_patch_type(&kubectl, &scratch, &file, &patch, "merge", "yaml");
        assert!(theirs.status.success(), "seed {seed}: {}", String::from_utf8_lossy(&theirs.stderr));
        let ours = smp_patch(&file, &patch, "merge", "yaml");
        assert!(ours.status.success(), "seed {seed}: {}", String::from_utf8_lossy(&ours.stderr));
        let joined = String::from_utf8(ours.stdout).unwrap().replace("\n---\n", "\n");
        assert!(
            joined.as_bytes() == theirs.stdout,
            "seed {seed}: smp's YAML differs from kubectl's: {}",
            first_difference(joined.as_bytes(), &theirs.stdout)
        );
    }
}

/// `kubectl patch --local --type TYPE -o OUTPUT`.
fn kubectl_patch_type(
    kubectl: &Path,
    scratch: &Scratch,
    file: &Path,
    patch: &Path,
    kind: &str,
    output: &str,
) -> Output {
    Command::new(kubectl)
        .args(["patch", "--local", "--type", kind, "-o", output, "-f"])
        .arg(file)
        .arg("--patch-file")
        .arg(patch)
        .env("KUBECONFIG", scratch.0.join("no-kubeconfig"))
        .output()
        .expect("kubectl runs")
}
