//! The tool's behaviour as a process: exit codes, standard input, multi-document input,
//! custom resources from a CRD, the two- and three-way patches, `plan --diff` and
//! `--show-result`, one-line errors for malformed input of each kind, a closed pipe, and
//! the kubectl plugin name. Expected results come from the library (the Go reference's
//! conformance suites check it) or from the input itself, never from the tool.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::{json, Value};

/// A scratch folder for one test's files, removed when the test ends (passed or not).
pub(crate) struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;

    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub(crate) fn dir() -> Scratch {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "smp-cli-behaviour-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

pub(crate) fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

pub(crate) fn smp(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_smp"))
        .args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("smp runs");
    if let Some(text) = stdin {
        child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    }
    child.wait_with_output().unwrap()
}

pub(crate) fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub(crate) const DEPLOYMENT: &str = "apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - name: web
        image: web:1
        env:
        - {name: A, value: \"1\"}
      - name: log
        image: log:1
";

fn deployment() -> Value {
    smp::yaml::from_str(DEPLOYMENT).unwrap()
}

fn schema() -> smp::SchemaRef<'static> {
    smp::Schema::kubernetes(smp::KubeVersion::V1_37).unwrap().for_kind("apps/v1", "Deployment").unwrap()
}

#[test]
fn patch_reads_stdin_and_follows_the_input_format() {
    let patch = r#"{"spec":{"template":{"spec":{"containers":[{"name":"web","image":"web:2"}]}}}}"#;
    let expected = smp::apply(&deployment(), &serde_json::from_str(patch).unwrap(), schema()).unwrap();
    let output = smp(&["patch", "-f", "-", "-p", patch], Some(DEPLOYMENT));
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    // YAML in, YAML out; and the containers merged by name.
    assert_eq!(smp::yaml::from_str(&stdout(&output)).unwrap(), expected);
    let json_in = serde_json::to_string(&deployment()).unwrap();
    let output = smp(&["patch", "-f", "-", "-p", patch], Some(&json_in));
    assert_eq!(serde_json::from_str::<Value>(&stdout(&output)).unwrap(), expected);
    // A patch given as YAML, from a file.
    let dir = dir();
    let patch_file = write(&dir, "patch.yaml", "spec:\n  replicas: 3\n");
    let output = smp(&["patch", "-f", "-", "--patch-file", &patch_file, "-o", "json"], Some(DEPLOYMENT));
    assert_eq!(serde_json::from_str::<Value>(&stdout(&output)).unwrap()["spec"]["replicas"], 3);
}

#[test]
fn custom_resources_merge_by_their_crd() {
    let dir = dir();
    let crd = write(
        &dir,
        "crd.yaml",
        "apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              parts:
                type: array
                x-kubernetes-patch-strategy: merge
                x-kubernetes-patch-merge-key: name
                items:
                  type: object
                  properties: {name: {type: string}, size: {type: integer}}
",
    );
    let widget = write(&dir, "widget.yaml", "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n  parts: [{name: a, size: 1}, {name: b, size: 2}]\n");
    let patch = r#"{"spec":{"parts":[{"name":"b","size":3}]}}"#;
    let output = smp(&["patch", "-f", &widget, "--crd", &crd, "-p", patch, "-o", "json"], None);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let parts = serde_json::from_str::<Value>(&stdout(&output)).unwrap()["spec"]["parts"].clone();
    assert_eq!(parts, json!([{"name": "a", "size": 1}, {"name": "b", "size": 3}]));
    // Without the CRD, a strategic merge patch is refused, saying what to give.
    let output = smp(&["patch", "-f", &widget, "-p", patch], None);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("--crd") && error.contains(&widget), "{error}");
    // A JSON merge patch needs none, and replaces the list.
    let output = smp(&["patch", "-f", &widget, "--type", "merge", "-p", patch, "-o", "json"], None);
    assert_eq!(
        serde_json::from_str::<Value>(&stdout(&output)).unwrap()["spec"]["parts"],
        json!([{"name": "b", "size": 3}])
    );
}

#[test]
fn diff_and_three_way_print_the_libraries_patches() {
    let dir = dir();
    let original = deployment();
    let mut modified = original.clone();
    modified["spec"]["template"]["spec"]["containers"][0]["image"] = json!("web:2");
    modified["spec"]["replicas"] = json!(2);
    let mut current = original.clone();
    current["spec"]["replicas"] = json!(5);
    let [o, m, c] = [&original, &modified, &current].map(|v| v.to_string());
    let (o, m, c) = (write(&dir, "o.json", &o), write(&dir, "m.json", &m), write(&dir, "c.json", &c));

    let output = smp(&["diff", &o, &m], None);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output).trim_end().as_bytes(),
        smp::bytes::to_vec(&smp::two_way(&original, &modified, schema(), &smp::TwoWayOptions::default()).unwrap())
    );

    let output = smp(&["three-way", &o, &m, &c], None);
    let expected =
        smp::three_way(&original, &modified, &current, schema(), &smp::ThreeWayOptions::kubectl_apply()).unwrap();
    assert_eq!(stdout(&output).trim_end().as_bytes(), smp::bytes::to_vec(&expected));

    // Without overwrite, the replicas conflict: one line naming the field and both values.
    let output = smp(&["three-way", &o, &m, &c, "--no-overwrite"], None);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.contains("at /spec/replicas") && error.contains("conflicts"), "{error}");
}

#[test]
fn plan_exit_codes_diff_and_result() {
    let dir = dir();
    let desired_path = write(&dir, "desired.yaml", DEPLOYMENT);
    // Nothing live: a create, exit 1.
    let output = smp(&["plan", "-f", &desired_path], None);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("apps/v1 Deployment default/web: create"), "{}", stdout(&output));
    // Live as applied: nothing to do, exit 0; as YAML on stdin. (kubectl writes the
    // namespace into the manifest before it creates the object.)
    let applier = smp::applier::Applier::new();
    let mut applied = deployment();
    applied["metadata"]["namespace"] = json!("default");
    let smp::applier::Plan::Create(live) = applier.plan(&applied, None, Some(schema())).unwrap() else { panic!() };
    let live_yaml = smp::yaml::to_string(&live).unwrap();
    let output = smp(&["plan", "-f", &desired_path, "--live", "-"], Some(&live_yaml));
    assert_eq!(output.status.code(), Some(0), "{}{}", stdout(&output), String::from_utf8_lossy(&output.stderr));
    assert!(stdout(&output).contains(": unchanged"));

    // A change: exit 1, the diff names the changed line, the result is the library's.
    let changed = DEPLOYMENT.replace("image: web:1", "image: web:2");
    let changed_path = write(&dir, "changed.yaml", &changed);
    let live_path = write(&dir, "live.yaml", &live_yaml);
    let output = smp(&["plan", "-f", &changed_path, "--live", &live_path, "--diff"], None);
    assert_eq!(output.status.code(), Some(1));
    let diff = stdout(&output);
    assert!(diff.contains("-        image: web:1") && diff.contains("+        image: web:2"), "{diff}");
    assert!(!diff.contains('\x1b'), "no colour when not a terminal");
    let output = smp(&["plan", "-f", &changed_path, "--live", &live_path, "--show-result", "-o", "json"], None);
    let result: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let mut changed_applied = smp::yaml::from_str(&changed).unwrap();
    changed_applied["metadata"]["namespace"] = json!("default");
    let smp::applier::Plan::Patch { patch, patch_type } =
        applier.plan(&changed_applied, Some(&live), Some(schema())).unwrap()
    else {
        panic!()
    };
    assert_eq!(result, smp::applier::apply_patch(&live, &patch, patch_type, Some(schema())).unwrap());

    // Several documents: each matched to its live object by kind, namespace and name.
    let config_map = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {mode: a}\n";
    let both = write(&dir, "both.yaml", &format!("{changed}---\n{config_map}"));
    let output = smp(&["plan", "-f", &both, "--live", &live_path, "-o", "json"], None);
    let actions: Vec<String> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["action"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(actions, ["patch", "create"]);

    // `-o yaml`: one valid stream of the same records; `-o name`: a name a line.
    let output = smp(&["plan", "-f", &both, "--live", &live_path, "-o", "yaml"], None);
    let records = smp::yaml::from_str_multiple(&stdout(&output)).expect("a YAML stream");
    let actions: Vec<&str> = records.iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["patch", "create"], "{}", stdout(&output));
    let output = smp(&["plan", "-f", &both, "--live", &live_path, "-o", "name"], None);
    assert_eq!(stdout(&output), "deployment.apps/web\nconfigmap/settings\n");

    // `--diff` leaves `managedFields` out of both sides, as `kubectl diff` does.
    let mut managed = live.clone();
    managed["metadata"]["managedFields"] = json!([{"manager": "kubectl", "operation": "Update", "time": "t"}]);
    let managed_path = write(&dir, "managed.yaml", &smp::yaml::to_string(&managed).unwrap());
    let output = smp(&["plan", "-f", &changed_path, "--live", &managed_path, "--diff"], None);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        !stdout(&output).contains("managedFields") && !stdout(&output).contains("operation"),
        "{}",
        stdout(&output)
    );

    // An object that cannot be planned is reported on its own line; the others are planned.
    // (A container without its merge key, `name`, against the live Deployment.)
    let bad = changed.replace("      - name: web\n", "      - tty: true\n");
    let mixed = write(&dir, "mixed.yaml", &format!("{config_map}---\n{bad}---\n{config_map}"));
    let output = smp(&["plan", "-f", &mixed, "--live", &live_path, "-o", "name"], None);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output), "configmap/settings\nconfigmap/settings\n");
    let error = String::from_utf8_lossy(&output.stderr);
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.contains("mixed.yaml: deployment.apps/web: "), "{error}");
}

/// Each kind of bad input: exit 2, one line on stderr naming the file and, where there is
/// one, the position or the JSON path; nothing on stdout.
#[test]
fn errors_are_one_line_with_their_place() {
    let dir = dir();
    let bad_yaml = write(&dir, "bad.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: [x\n");
    let bad_json = write(&dir, "bad.json", "{\"apiVersion\": \"v1\",\n \"kind\": }");
    let cut_json = write(&dir, "cut.json", "{\"apiVersion\": \"v1\",\n");
    // The end of the input after a line break: column 1, as editors count, said once.
    let cut_message = format!("{cut_json}:2:1: invalid JSON: EOF while parsing an object\n");
    let scalar = write(&dir, "scalar.yaml", "just text\n");
    let good = write(&dir, "good.yaml", DEPLOYMENT);
    let no_key = r#"{"spec":{"template":{"spec":{"containers":[{"image":"x"}]}}}}"#;
    // kubectl's words for an object without a kind (`kubectl patch --local` and `apply`).
    let no_kind = write(&dir, "no-kind.yaml", "apiVersion: v1\nmetadata: {name: x}\n");
    let no_kind_message =
        format!("{no_kind}: Object 'Kind' is missing in '{{\"apiVersion\":\"v1\",\"metadata\":{{\"name\":\"x\"}}}}'\n");
    let cases: Vec<(Vec<&str>, Vec<&str>)> = vec![
        (vec!["patch", "-f", &bad_yaml, "-p", "{}"], vec![&bad_yaml, ":4:"]),
        (vec!["patch", "-f", &bad_json, "-p", "{}"], vec![&bad_json, ":2:"]),
        (vec!["patch", "-f", &cut_json, "-p", "{}"], vec![&cut_message]),
        (vec!["patch", "-f", &scalar, "-p", "{}"], vec![&scalar, "a Kubernetes object"]),
        (vec!["patch", "-f", &good, "-p", "{not json"], vec!["the patch"]),
        (vec!["patch", "-f", &good, "-p", no_key], vec![&good, "at /spec/template/spec/containers/0", "merge key"]),
        (vec!["patch", "-f", "/nonexistent/x.yaml", "-p", "{}"], vec!["/nonexistent/x.yaml", "cannot read"]),
        (vec!["diff", "-", "-"], vec!["standard input"]),
        (vec!["patch", "-f", &good, "-p", "{}", "--kube-version", "1.20"], vec!["1.20", "1.32..1.37"]),
        (vec!["patch", "-f", &good], vec!["--patch <PATCH>", "--patch-file"]),
        (vec!["patch", "-f", &good, "-p", "3"], vec!["the patch is an integer"]),
        (vec!["patch", "-f", "-", "-p", "{}"], vec!["<stdin>", "no objects"]),
        (vec!["patch", "-f", &no_kind, "-p", "{}"], vec![&no_kind_message]),
        (vec!["plan", "-f", &no_kind], vec![&no_kind_message]),
    ];
    for (args, words) in cases {
        let output = smp(&args, Some(""));
        let error = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {error}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(error.trim_end().lines().count(), 1, "{args:?}: {error}");
        for word in words {
            assert!(error.contains(word), "{args:?}: {error:?} lacks {word:?}");
        }
    }
}

/// A reader that stops early (`| head`) is no error and no panic.
#[test]
fn a_closed_pipe_is_not_an_error() {
    let dir = dir();
    let many: String = (0..2000)
        .map(|i| format!("---\napiVersion: v1\nkind: ConfigMap\nmetadata: {{name: c{i}}}\ndata: {{k: v}}\n"))
        .collect();
    let file = write(&dir, "many.yaml", &many);
    let mut child = Command::new(env!("CARGO_BIN_EXE_smp"))
        .args(["patch", "-f", &file, "-p", "{}", "-o", "json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut first = [0u8; 16];
    std::io::Read::read_exact(&mut out, &mut first).unwrap();
    drop(out);
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stderr.is_empty(), "{}", String::from_utf8_lossy(&output.stderr));
}

/// The kubectl plugin is the same tool.
#[test]
fn kubectl_plugin_runs_the_same_tool() {
    let plugin = PathBuf::from(env!("CARGO_BIN_EXE_kubectl-smp"));
    let mut command = Command::new(plugin);
    command.args(["patch", "-f", "-", "-p", "{}", "-o", "json"]).stdin(Stdio::piped()).stdout(Stdio::piped());
    let output = command.spawn().and_then(|mut child| {
        child.stdin.take().unwrap().write_all(DEPLOYMENT.as_bytes())?;
        child.wait_with_output()
    });
    let output = output.unwrap();
    assert!(output.status.success());
    assert_eq!(serde_json::from_slice::<Value>(&output.stdout).unwrap(), deployment());
    // It names itself as it is typed: `kubectl smp`.
    let help = Command::new(env!("CARGO_BIN_EXE_kubectl-smp")).args(["patch", "--help"]).output().unwrap();
    assert!(stdout(&help).contains("Usage: kubectl smp patch"), "{}", stdout(&help));
    let error = Command::new(env!("CARGO_BIN_EXE_kubectl-smp"))
        .args(["patch", "-f", "/nonexistent.yaml", "-p", "{}"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&error.stderr).starts_with("kubectl smp: /nonexistent.yaml: "));
}

/// The README's first command: the bundled manifests (YAML, two documents), planned
/// against their live objects. Its plans are the library's on the same objects' JSON
/// files (which `tests/integration/apply_kubectl.rs` checks against kubectl itself).
#[test]
fn readme_main_command_plans_the_bundled_manifests() {
    let manifests = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/manifests");
    let desired = format!("{manifests}/desired.yaml");
    let live = format!("{manifests}/live.yaml");
    let output = smp(&["plan", "-f", &desired, "--live", &live, "--diff"], None);
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout(&output).contains("+++ merged/apps.v1.Deployment.shop.web"));

    let output = smp(&["plan", "-f", &desired, "--live", &live, "-o", "json"], None);
    let records: Vec<Value> = stdout(&output).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let read = |path: &str| smp::yaml::from_str_multiple(&std::fs::read_to_string(path).unwrap()).unwrap();
    let schemas = smp::Schema::kubernetes(smp::KubeVersion::V1_37).unwrap();
    // Both live objects carry their last-applied configuration, as the README says.
    let (desired, live) = (read(&desired), read(&live));
    let key = "kubectl.kubernetes.io/last-applied-configuration";
    assert!(live.iter().all(|object| object["metadata"]["annotations"][key].is_string()));
    for (record, (desired, live)) in records.iter().zip(desired.iter().zip(&live)) {
        let plan = smp::applier::Applier::new().plan(desired, Some(live), schemas.for_document(desired)).unwrap();
        let smp::applier::Plan::Patch { patch, patch_type } = plan else { panic!("a patch") };
        assert_eq!((&record["body"], record["patchType"].as_str()), (&patch, Some(patch_type.content_type())));
    }
    assert_eq!(records.len(), 2);
}

/// Namespaces and identity as kubectl resolves them: a namespaced manifest without one
/// takes `-n`'s (else `default`) before anything is computed, a cluster-scoped one none;
/// a manifest naming another namespace than `-n` is an error; a live object at another
/// version of the same kind is said to be one, not planned as a create.
#[test]
fn plan_namespaces_and_versions() {
    let dir = dir();
    let service = "apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec:\n  ports: [{port: 80}]\n";
    let desired = write(&dir, "service.yaml", service);
    let schemas = smp::Schema::kubernetes(smp::KubeVersion::V1_37).unwrap();
    let mut applied: Value = smp::yaml::from_str(service).unwrap();
    applied["metadata"]["namespace"] = json!("shop");
    let applier = smp::applier::Applier::new();
    let smp::applier::Plan::Create(live) = applier.plan(&applied, None, schemas.for_document(&applied)).unwrap() else {
        panic!()
    };
    let live_path = write(&dir, "live.yaml", &smp::yaml::to_string(&live).unwrap());
    let output = smp(&["plan", "-f", &desired, "--live", &live_path, "-n", "shop"], None);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    assert_eq!(stdout(&output), "v1 Service shop/web: unchanged\n");
    assert!(output.stderr.is_empty(), "{}", String::from_utf8_lossy(&output.stderr));
    // A live object that kubectl apply did not make: planned, with kubectl's warning.
    let mut unannotated = live.clone();
    unannotated["metadata"].as_object_mut().unwrap().remove("annotations");
    let unannotated_path = write(&dir, "unannotated.yaml", &smp::yaml::to_string(&unannotated).unwrap());
    let output = smp(&["plan", "-f", &desired, "--live", &unannotated_path, "-n", "shop"], None);
    assert_eq!(output.status.code(), Some(1), "{}", stdout(&output));
    let warning = String::from_utf8_lossy(&output.stderr);
    assert!(warning.starts_with("smp: warning: ") && warning.contains("service/web has no"), "{warning}");
    assert_eq!(warning.lines().count(), 1, "{warning}");
    // Without -n, `default`: another object, to be created.
    let output = smp(&["plan", "-f", &desired, "--live", &live_path, "-o", "json"], None);
    let record: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!((record["action"].as_str(), record["namespace"].as_str()), (Some("create"), Some("default")));
    assert_eq!(record["body"]["metadata"]["namespace"], "default");

    let elsewhere = write(&dir, "elsewhere.yaml", &service.replace("{name: web}", "{name: web, namespace: bar}"));
    let output = smp(&["plan", "-f", &elsewhere, "-n", "shop"], None);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("\"bar\" does not match the namespace \"shop\""));

    let role =
        write(&dir, "role.yaml", "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: r}\n");
    let output = smp(&["plan", "-f", &role, "-n", "shop", "-o", "json"], None);
    let record: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!((&record["namespace"], record["body"]["metadata"].get("namespace")), (&Value::Null, None));

    let hpa = |version: &str| {
        format!("apiVersion: autoscaling/{version}\nkind: HorizontalPodAutoscaler\nmetadata: {{name: web, namespace: shop}}\nspec: {{maxReplicas: 3, scaleTargetRef: {{kind: Deployment, name: web}}}}\n")
    };
    let (v1, v2) = (write(&dir, "hpa-v1.yaml", &hpa("v1")), write(&dir, "hpa-v2.yaml", &hpa("v2")));
    let output = smp(&["plan", "-f", &v1, "--live", &v2], None);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("the live object is autoscaling/v2") && error.contains("does not convert"), "{error}");
}

/// A document that does not parse stops its file there, as kubectl's reader stops: the
/// documents before it are patched and printed, the ones after it are not read, and the
/// error names the line and column in the file (the document is read on its own).
#[test]
fn a_bad_document_stops_its_file_where_it_is() {
    let dir = dir();
    let config_map = |name: &str| format!("apiVersion: v1\nkind: ConfigMap\nmetadata: {{name: {name}}}\n");
    let yaml = write(&dir, "s.yaml", &format!("{}---\n{}---\n{}", config_map("a"), config_map("[b"), config_map("c")));
    let json = write(
        &dir,
        "s.json",
        "{\"apiVersion\": \"v1\", \"kind\": \"ConfigMap\", \"metadata\": {\"name\": \"a\"}}\n  {\"kind\": }\n{}",
    );
    for (file, place) in [(&yaml, ":7:"), (&json, ":2:12:")] {
        let output = smp(&["patch", "-f", file, "-p", "{}", "-o", "name"], None);
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(stdout(&output), "configmap/a\n");
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains(&format!("{file}{place}")), "{error}");
    }
}
