//! `smp plan --prune` against `kubectl apply --prune` on the fake API server, which holds
//! the live objects and lists them by label selector as the API server does: the same
//! objects created and deleted, the same patches and DELETE body; and `smp plan --prune
//! --diff` against `kubectl diff --prune`, both with `KUBECTL_EXTERNAL_DIFF`: the same
//! files in the same folders. Random clusters of ConfigMaps,
//! Secrets, Deployments, ServiceAccounts (not in kubectl's allowlist) and Namespaces in
//! two namespaces, with and without the last-applied annotation, labelled or not, and
//! random manifests that name some of them, under `-l`, `--all`, `--prune-allowlist`
//! and `-n`; a third of the cases give the manifests as a kustomization (`-k`), which adds
//! an annotation to each.

use std::collections::BTreeSet;
use std::process::Command;

use serde_json::{json, Value};

use crate::fake_apiserver;
use crate::kubectl_support;
use crate::seeds;

const CASES_PER_SEED: u64 = 10;

/// A small deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

const KINDS: &[(&str, &str)] =
    &[("v1", "ConfigMap"), ("v1", "Secret"), ("apps/v1", "Deployment"), ("v1", "ServiceAccount"), ("v1", "Namespace")];

/// An object of a random kind, name, namespace (`None`: left out, for a manifest) and
/// label.
fn object(rng: &mut Rng, namespace: Option<&str>) -> Value {
    let (api_version, kind) = *rng.pick(KINDS);
    let name = *rng.pick(&["a", "b", "c"]);
    let mut metadata = json!({"name": name});
    if kind != "Namespace" {
        if let Some(namespace) = namespace {
            metadata["namespace"] = json!(namespace);
        }
    }
    if let Some(app) = *rng.pick(&[Some("web"), Some("db"), None]) {
        metadata["labels"] = json!({"app": app});
    }
    let mut object = json!({"apiVersion": api_version, "kind": kind, "metadata": metadata});
    match kind {
        "ConfigMap" => object["data"] = json!({"k": rng.below(3).to_string()}),
        "Secret" => object["data"] = json!({"k": *rng.pick(&["YQ==", "Yg=="])}),
        "Deployment" => {
            object["spec"] = json!({"replicas": rng.below(3) + 1, "selector": {"matchLabels": {"x": "y"}},
                                     "template": {"metadata": {"labels": {"x": "y"}},
                                                  "spec": {"containers": [{"name": "c", "image": "nginx"}]}}})
        }
        _ => {}
    }
    object
}

/// A random cluster (objects with uids, most with the last-applied annotation), manifests
/// and `kubectl apply` arguments.
fn scenario(seed: u64, index: u64) -> (Vec<Value>, Vec<Value>, Vec<&'static str>) {
    let mut rng = Rng(seed ^ index.wrapping_mul(0x2545_f491_4f6c_dd1d));
    let arguments: &[&[&str]] = &[
        &["-l", "app=web"],
        &["-l", "app!=db"],
        &["--all"],
        &["-l", "app in (web,db)", "--prune-allowlist", "core/v1/ConfigMap", "--prune-allowlist", "apps/v1/Deployment"],
        &["--all", "--prune-allowlist", "core/v1/ServiceAccount", "--prune-allowlist", "core/v1/Namespace"],
        &["-n", "shop", "-l", "app"],
    ];
    let args = rng.pick(arguments).to_vec();
    let in_shop = args.contains(&"shop");
    let mut live: Vec<Value> = Vec::new();
    for i in 0..4 + rng.below(6) {
        let namespace = *rng.pick(&["default", "shop"]);
        let mut object = object(&mut rng, Some(namespace));
        let path = fake_apiserver::object_path(&object, "default").unwrap();
        if live.iter().any(|other| fake_apiserver::object_path(other, "default").unwrap() == path) {
            continue;
        }
        object["metadata"]["uid"] = json!(format!("uid-{i}"));
        if rng.below(4) != 0 {
            let mut applied = object.clone();
            applied["metadata"].as_object_mut().unwrap().remove("uid");
            object["metadata"]["annotations"] =
                json!({"kubectl.kubernetes.io/last-applied-configuration": applied.to_string()});
        }
        live.push(object);
    }
    let mut manifests: Vec<Value> = Vec::new();
    for _ in 0..1 + rng.below(3) {
        // With `-n shop`, manifests name no other namespace.
        let namespace = match in_shop {
            true => *rng.pick(&[None, Some("shop")]),
            false => *rng.pick(&[None, Some("default"), Some("shop")]),
        };
        let manifest = object(&mut rng, namespace);
        let path = fake_apiserver::object_path(&manifest, if in_shop { "shop" } else { "default" }).unwrap();
        if !manifests.iter().any(|other| fake_apiserver::object_path(other, "default").unwrap() == path) {
            manifests.push(manifest);
        }
    }
    (live, manifests, args)
}

/// A folder of its own, removed on drop.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new() -> Scratch {
        let dir = std::env::temp_dir().join(format!("smp-cli-prune-{}-{}", std::process::id(), rand_suffix()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A kustomization of `manifests` that annotates each.
fn kustomization(manifests: &[Value]) -> Scratch {
    let dir = Scratch::new();
    std::fs::write(dir.0.join("manifests.yaml"), smp::yaml::to_string_multiple(manifests).unwrap()).unwrap();
    let kustomization = "resources: [manifests.yaml]\ncommonAnnotations: {source: kustomize}\n";
    std::fs::write(dir.0.join("kustomization.yaml"), kustomization).unwrap();
    dir
}

/// `smp plan --prune -o json` of the manifests (or of the kustomization in `kustomized`):
/// the paths it creates at and deletes, the patches and DELETE bodies (a patch as
/// `{"patch": PATH, "body": BODY}`) and the exit code.
fn smp_plan(
    live: &[Value],
    manifests: &[Value],
    kustomized: Option<&Scratch>,
    args: &[&str],
) -> (BTreeSet<String>, BTreeSet<String>, Vec<Value>, i32) {
    let dir = Scratch::new();
    let (desired, live_file) = (dir.0.join("desired.json"), dir.0.join("live.json"));
    std::fs::write(&desired, json!({"apiVersion": "v1", "kind": "List", "items": manifests}).to_string()).unwrap();
    std::fs::write(&live_file, json!({"apiVersion": "v1", "kind": "List", "items": live}).to_string()).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_smp"));
    command.args(["plan", "--prune", "-o", "json"]).args(args).arg("--live").arg(&live_file);
    match kustomized {
        Some(kustomization) => command.arg("-k").arg(&kustomization.0),
        None => command.arg("-f").arg(&desired),
    };
    let output = command.output().expect("smp runs");
    let code = output.status.code().expect("an exit code");
    let (mut created, mut deleted, mut bodies) = (BTreeSet::new(), BTreeSet::new(), Vec::new());
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        let object = json!({"apiVersion": record["apiVersion"], "kind": record["kind"],
                            "metadata": {"name": record["name"], "namespace": record["namespace"]}});
        let path = fake_apiserver::object_path(&object, "").unwrap();
        match record["action"].as_str() {
            Some("create") => {
                created.insert(path.rsplit_once('/').unwrap().0.to_owned() + "/" + record["name"].as_str().unwrap());
            }
            Some("patch") => bodies.push(json!({"patch": path, "body": record["body"]})),
            Some("delete") => {
                deleted.insert(path);
                bodies.push(record["body"].clone());
            }
            _ => {}
        }
    }
    (created, deleted, bodies, code)
}

fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

#[test]
fn smp_plan_prunes_what_kubectl_apply_prunes() {
    let test = "smp plan --prune vs kubectl apply --prune";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let (mut deletions, mut refused, mut cases, mut kustomizations, mut patched) = (0, 0, 0, 0, 0);
    for seed in seeds::seeds(test) {
        for index in 0..CASES_PER_SEED {
            let (live, manifests, args) = scenario(seed, index);
            let at = format!("case {seed}:{index} {args:?}\nlive: {}\nmanifests: {}", json!(live), json!(manifests));
            let kustomized = (index % 3 == 0).then(|| kustomization(&manifests));
            let mut kubectl_args = vec!["--prune"];
            kubectl_args.extend(&args);
            let dir = kustomized.as_ref().map(|dir| dir.0.display().to_string());
            if let Some(dir) = &dir {
                kubectl_args.extend(["-k", dir.as_str()]);
            }
            let applied: &[Value] = if kustomized.is_some() { &[] } else { &manifests };
            let outcome = fake_apiserver::run_kubectl_apply_all(&kubectl, &live, applied, &kubectl_args)
                .unwrap_or_else(|e| panic!("{at}: {e}"));
            let (created, deleted, bodies, code) = smp_plan(&live, &manifests, kustomized.as_ref(), &args);
            kustomizations += usize::from(kustomized.is_some());
            cases += 1;
            if !outcome.status.success() {
                // No manifest matches the selector: both refuse.
                assert_eq!(code, 2, "{at}: kubectl failed, smp did not\n{}", outcome.describe());
                refused += 1;
                continue;
            }
            assert!(code < 2, "{at}: smp failed, kubectl did not\n{}", outcome.describe());
            let sent = |method: &str| -> BTreeSet<String> {
                outcome.sent.iter().filter(|sent| sent.method == method).map(|sent| sent.path.clone()).collect()
            };
            let posted: BTreeSet<String> = outcome
                .sent
                .iter()
                .filter(|sent| sent.method == "POST")
                .map(|sent| format!("{}/{}", sent.path, sent.body["metadata"]["name"].as_str().unwrap_or("")))
                .collect();
            assert_eq!(created, posted, "{at}: created\n{}", outcome.describe());
            assert_eq!(deleted, sent("DELETE"), "{at}: deleted\n{}", outcome.describe());
            let (patches, bodies): (Vec<&Value>, Vec<&Value>) =
                bodies.iter().partition(|body| body.get("patch").is_some());
            for (body, sent) in bodies.iter().zip(outcome.sent.iter().filter(|sent| sent.method == "DELETE")) {
                assert_eq!(*body, &sent.body, "{at}: the DELETE body\n{}", outcome.describe());
            }
            // Each patch smp plans, kubectl sends (kubectl also sends some that change
            // nothing, which smp skips: `plan_kubectl`).
            patched += patches.len();
            for patch in patches {
                let sent = outcome.sent.iter().find(|sent| sent.method == "PATCH" && sent.path == patch["patch"]);
                assert_eq!(sent.map(|sent| &sent.body), Some(&patch["body"]), "{at}: a patch\n{}", outcome.describe());
            }
            deletions += deleted.len();
        }
    }
    assert!(deletions > 0 && patched > 0, "no case pruned or patched anything");
    kubectl_support::loud(&format!(
        "{test}: {cases} cases ({kustomizations} with -k), {deletions} deletions, {patched} patches, {refused} refused by both"
    ));
}

/// The names of the files `KUBECTL_EXTERNAL_DIFF=ls` lists in the LIVE and MERGED folders.
fn listed(stdout: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let (mut live, mut merged) = (BTreeSet::new(), BTreeSet::new());
    for block in stdout.split("\n\n") {
        let mut lines = block.lines();
        let Some(folder) = lines.next() else { continue };
        let files = if folder.contains("LIVE-") { &mut live } else { &mut merged };
        assert!(folder.contains("LIVE-") || folder.contains("MERGED-"), "{stdout}");
        files.extend(lines.map(str::to_owned));
    }
    (live, merged)
}

/// `smp plan --prune --diff` with `KUBECTL_EXTERNAL_DIFF` writes the files `kubectl diff
/// --prune` writes, on the same random clusters and manifests: a live and a merged file
/// for an object to patch, a merged one only for an object to create, a live one only for
/// an object to prune, each named as kubectl names it. (The fake server does not merge,
/// so what kubectl writes as merged is not compared.)
#[test]
fn smp_plan_diff_writes_the_files_kubectl_diff_writes() {
    let test = "smp plan --prune --diff vs kubectl diff --prune";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let (mut files, mut cases) = (0, 0);
    for seed in seeds::seeds(test) {
        for index in 0..CASES_PER_SEED {
            let (live, manifests, args) = scenario(seed, index);
            // kubectl diff has no --all: it prunes without a selector.
            let args: Vec<&str> = args.into_iter().filter(|arg| *arg != "--all").collect();
            let at = format!("case {seed}:{index} {args:?}\nlive: {}\nmanifests: {}", json!(live), json!(manifests));
            let mut kubectl_args = vec!["--prune"];
            kubectl_args.extend(&args);
            let envs = [("KUBECTL_EXTERNAL_DIFF", "ls")];
            let outcome = fake_apiserver::run_kubectl_diff_all(&kubectl, &live, &manifests, &kubectl_args, &envs)
                .unwrap_or_else(|e| panic!("{at}: {e}"));
            assert!(outcome.status.success(), "{at}: kubectl failed\n{}", outcome.describe());
            let dir = Scratch::new();
            let (desired, live_file) = (dir.0.join("desired.json"), dir.0.join("live.json"));
            std::fs::write(&desired, json!({"apiVersion": "v1", "kind": "List", "items": manifests}).to_string())
                .unwrap();
            std::fs::write(&live_file, json!({"apiVersion": "v1", "kind": "List", "items": live}).to_string()).unwrap();
            let output = Command::new(env!("CARGO_BIN_EXE_smp"))
                .args(["plan", "--prune", "--diff"])
                .args(&args)
                .arg("-f")
                .arg(&desired)
                .arg("--live")
                .arg(&live_file)
                .env("KUBECTL_EXTERNAL_DIFF", "ls")
                .output()
                .expect("smp runs");
            let smp_stdout = String::from_utf8_lossy(&output.stdout);
            assert_eq!(
                output.status.code(),
                Some(0),
                "{at}: smp: {}\n{smp_stdout}",
                String::from_utf8_lossy(&output.stderr)
            );
            let (smp, kubectl) = (listed(&smp_stdout), listed(&outcome.stdout));
            assert_eq!(smp, kubectl, "{at}\n{}", outcome.describe());
            files += kubectl.0.len() + kubectl.1.len();
            cases += 1;
        }
    }
    assert!(files > 0, "no case wrote a file");
    kubectl_support::loud(&format!("{test}: {cases} cases, {files} files"));
}
