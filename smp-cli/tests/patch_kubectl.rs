//! `smp patch` (the built binary) against `kubectl patch --local`, on real manifests of
//! built-in kinds (`../shared/real-manifests`) with patches generated from them: the same
//! bytes on stdout (`-o json`), or both refusing. Pods and Deployments get the generator's
//! patches (every directive); the other kinds get the two-way patch to a randomly changed
//! copy (deletions, `$setElementOrder`, `$retainKeys`) and, now and then, a `$patch:
//! replace`. A multi-document file and the YAML output are checked the same way.
//!
//! A sample of the corpus runs each time (a fixed seed and a fresh one, printed); without
//! kubectl or the manifests the test is skipped loudly (a failure under
//! `SMP_REQUIRE_KUBECTL=1` and `SMP_REQUIRE_REAL_MANIFESTS=1`).

#[path = "../../tests/support/gen/mod.rs"]
mod gen;
#[path = "../../tests/support/kubectl.rs"]
mod kubectl_support;
#[path = "../../tests/support/real_manifests.rs"]
mod real_manifests;
#[path = "../../tests/support/seeds.rs"]
mod seeds;

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
    let mut patch = smp::two_way(object, &changed, schema, &[]).ok()?;
    if rng.gen_bool(0.15) && object.pointer("/metadata/labels").is_some() {
        patch["metadata"]["labels"] = json!({"$patch": "replace", "replaced": "yes"});
    }
    Some(patch)
}

#[test]
fn smp_patch_prints_what_kubectl_prints() {
    let test = "smp patch vs kubectl patch --local";
    let Some(manifests) = real_manifests::real_manifests(test) else { return };
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let schemas = Schema::kubernetes(KubeVersion::V1_37).unwrap();
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
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let outcomes = Mutex::new((0, 0, 0));
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                while let Some((seed, manifest, patch)) = cases.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let scratch = Scratch::new("patch");
                    let file = scratch.file("object.json", &serde_json::to_vec_pretty(&manifest.object).unwrap());
                    let patch_file = scratch.file("patch.json", &serde_json::to_vec(patch).unwrap());
                    let ours = smp(&[
                        "patch",
                        "-f",
                        file.to_str().unwrap(),
                        "--patch-file",
                        patch_file.to_str().unwrap(),
                        "-o",
                        "json",
                    ]);
                    let theirs = kubectl_patch(&kubectl, &scratch, &file, &patch_file, "json");
                    let mut outcome = outcomes.lock().unwrap();
                    // kubectl's own scheme lacks some built-in groups (apiregistration):
                    // it cannot patch them locally, smp can.
                    let cannot = String::from_utf8_lossy(&theirs.stderr).contains("is not supported for");
                    match (ours.status.success(), theirs.status.success()) {
                        (true, true) if ours.stdout == theirs.stdout => outcome.0 += 1,
                        (false, false) => outcome.1 += 1,
                        (true, false) if cannot => outcome.2 += 1,
                        _ => failures.lock().unwrap().push(format!(
                            "seed {seed}, {}: patch {patch}\nsmp ({}): {}\nkubectl ({}): {}\nfirst difference: {}",
                            manifest.origin,
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
    let failures = failures.into_inner().unwrap();
    let (same, refused, unsupported) = outcomes.into_inner().unwrap();
    kubectl_support::loud(&format!(
        "{test}: {} cases: {same} identical outputs, {refused} refused by both, {unsupported} kinds kubectl cannot patch locally",
        cases.len()
    ));
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), cases.len(), failures.join("\n\n"));
    assert!(same > cases.len() * 9 / 10, "most patches apply");
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
    let Some(manifests) = real_manifests::real_manifests(test) else { return };
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
