//! `smp plan`'s options as a process: Secrets hidden (`--show-secrets`), an object named
//! twice, `KUBECTL_EXTERNAL_DIFF`, `-l`, `--diff -o name`, `-k` and `--prune`. Expected results come
//! from the library, from kubectl or from the input, never from the tool.

use std::process::Command;

use serde_json::{json, Value};

use crate::behaviour::{dir, smp, stdout, write, DEPLOYMENT};

/// A Secret's values in `plan --diff` and `--show-result` read as `kubectl diff` hides them
/// (`***`, `*** (before)`, `*** (after)`), the last-applied annotation's copy and
/// `stringData` too; `--show-secrets` shows them; the request itself (`-o json`) is sent
/// as it is. The values hidden are the ones the library's plan carries.
#[test]
fn plan_hides_secret_values_unless_asked() {
    let dir = dir();
    let secret = |password: &str| {
        format!(
            "apiVersion: v1\nkind: Secret\nmetadata: {{name: db, namespace: shop}}\ntype: Opaque\n\
             data: {{user: YWRtaW4=, password: {password}}}\nstringData: {{token: plain-token}}\n"
        )
    };
    // Live: the old password, applied by kubectl (so the annotation holds it too).
    let applier = smp::applier::Applier::new();
    let old: Value = smp::yaml::from_str(&secret("b2xkLXBhc3M=")).unwrap();
    let smp::applier::Plan::Create(live) = applier.plan(&old, None, None).unwrap() else { panic!() };
    let live_path = write(&dir, "live.yaml", &smp::yaml::to_string(&live).unwrap());
    let desired_path = write(&dir, "desired.yaml", &secret("bmV3LXBhc3M="));
    let secrets = ["b2xkLXBhc3M=", "bmV3LXBhc3M=", "YWRtaW4=", "plain-token"];

    let output = smp(&["plan", "-f", &desired_path, "--live", &live_path, "--diff"], None);
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
    let diff = stdout(&output);
    for secret in secrets {
        assert!(!diff.contains(secret), "{secret} in\n{diff}");
    }
    for line in ["-  password: '*** (before)'", "+  password: '*** (after)'", "   user: '***'"] {
        assert!(diff.lines().any(|l| l == line), "{line:?} not in\n{diff}");
    }
    assert!(diff.contains(r#"{"apiVersion":"v1","data":{"password":"*** (after)","user":"***"}"#), "{diff}");

    let output = smp(&["plan", "-f", &desired_path, "--live", &live_path, "--show-result", "-o", "json"], None);
    let result: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(result["data"], json!({"password": "***", "user": "***"}));
    assert_eq!(result["stringData"], json!({"token": "***"}));

    // Shown when asked, as the library's result has them.
    let output = smp(
        &["plan", "-f", &desired_path, "--live", &live_path, "--show-result", "-o", "json", "--show-secrets"],
        None,
    );
    let shown: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let desired: Value = smp::yaml::from_str(&secret("bmV3LXBhc3M=")).unwrap();
    let smp::applier::Plan::Patch { patch, patch_type } = applier.plan(&desired, Some(&live), None).unwrap() else {
        panic!()
    };
    assert_eq!(shown, smp::applier::apply_patch(&live, &patch, patch_type, None).unwrap());
    let output = smp(&["plan", "-f", &desired_path, "--live", &live_path, "--diff", "--show-secrets"], None);
    assert!(stdout(&output).contains("-  password: b2xkLXBhc3M="), "{}", stdout(&output));

    // The plan itself is the request: sent, and printed, as it is.
    let output = smp(&["plan", "-f", &desired_path, "--live", &live_path, "-o", "json"], None);
    let record: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(record["body"], patch);
}

/// An object the manifests name more than once is planned as kubectl applies it: each
/// time against what the one before made (here a create, then the library's patches), from
/// a YAML stream in a file or on stdin, a JSON stream and a `List`: smp reads the first
/// again where it is named again, and keeps what the later ones made.
#[test]
fn plan_an_object_named_twice_against_what_the_first_made() {
    let dir = dir();
    let config_map =
        |value: &str| json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"}, "data": {"a": value}});
    let versions = [config_map("1"), config_map("2"), config_map("3")];
    let yaml = smp::yaml::to_string_multiple(&versions).unwrap();
    let json_stream: String = versions.iter().map(|v| format!("{v}\n")).collect();
    let list = json!({"apiVersion": "v1", "kind": "List", "items": versions}).to_string();
    let inputs = [
        (write(&dir, "all.yaml", &yaml), None),
        ("-".to_owned(), Some(yaml.as_str())),
        (write(&dir, "stream.json", &json_stream), None),
        (write(&dir, "list.json", &list), None),
    ];
    let applier = smp::applier::Applier::new();
    for (file, stdin) in &inputs {
        let output = smp(&["plan", "-f", file, "-o", "json"], *stdin);
        assert_eq!(output.status.code(), Some(1), "{file}: {}", String::from_utf8_lossy(&output.stderr));
        let records: Vec<Value> = stdout(&output).lines().map(|line| serde_json::from_str(line).unwrap()).collect();
        let actions: Vec<&str> = records.iter().map(|r| r["action"].as_str().unwrap()).collect();
        assert_eq!(actions, ["create", "patch", "patch"], "{file}");
        let mut made = records[0]["body"].clone();
        for (version, record) in versions.iter().zip(&records).skip(1) {
            let mut desired = version.clone();
            desired["metadata"]["namespace"] = json!("default");
            let smp::applier::Plan::Patch { patch, patch_type } = applier.plan(&desired, Some(&made), None).unwrap()
            else {
                panic!()
            };
            assert_eq!(record["body"], patch, "{file}");
            made = smp::applier::apply_patch(&made, &patch, patch_type, None).unwrap();
        }
    }
}

/// `KUBECTL_EXTERNAL_DIFF` as kubectl runs it: the program, then the LIVE and MERGED
/// folders (a file per object, named as kubectl names it), then the words of the variable
/// that are letters, digits, `-` and `=`; its exit status 0 or 1 is the command's.
#[test]
fn plan_diff_runs_the_external_diff_program() {
    let dir = dir();
    let desired = write(&dir, "desired.yaml", DEPLOYMENT);
    let with = |program: &str| {
        Command::new(env!("CARGO_BIN_EXE_smp"))
            .args(["plan", "-f", &desired, "--diff"])
            .env("KUBECTL_EXTERNAL_DIFF", program)
            .output()
            .expect("smp runs")
    };
    let output = with("echo keep-me=1 drop.me  also-kept");
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let words: Vec<String> = stdout(&output).split_whitespace().map(str::to_owned).collect();
    assert_eq!(words.len(), 4, "{words:?}");
    assert!(words[0].contains("LIVE-") && words[1].contains("MERGED-"), "{words:?}");
    assert_eq!(&words[2..], ["keep-me=1", "also-kept"]);
    // The folders are gone afterwards.
    assert!(!std::path::Path::new(&words[0]).exists());

    let output = with("diff -u -N");
    assert_eq!(output.status.code(), Some(1));
    let diff = stdout(&output);
    assert!(diff.contains("/apps.v1.Deployment.default.web\t"), "{diff}");
    assert!(diff.contains("+        image: web:1"), "{diff}");

    let output = with("smp-no-such-program");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("failed to run \"smp-no-such-program\""));
}

/// `-l` plans only the objects whose labels match, as `kubectl apply -l` (the selector's
/// reading is held to Go's in `src/selector`); a selector Go refuses, or one nothing
/// matches, is an error.
#[test]
fn plan_selects_objects_by_label() {
    let dir = dir();
    let objects = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, labels: {app: web, tier: fe}}\n---\n\
                   apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, labels: {app: db}}\n---\n\
                   apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n";
    let file = write(&dir, "objects.yaml", objects);
    for (selector, names) in [
        ("app in (web,db),!tier", "configmap/b\n"),
        ("app", "configmap/a\nconfigmap/b\n"),
        ("app!=web", "configmap/b\nconfigmap/c\n"),
        ("tier notin (fe)", "configmap/b\nconfigmap/c\n"),
    ] {
        let output = smp(&["plan", "-f", &file, "-l", selector, "-o", "name"], None);
        assert_eq!((output.status.code(), stdout(&output).as_str()), (Some(1), names), "{selector}");
    }
    for (selector, words) in
        [("app in (web", "unable to parse requirement"), ("app=none", "no objects passed to apply")]
    {
        let output = smp(&["plan", "-f", &file, "--selector", selector], None);
        assert_eq!(output.status.code(), Some(2), "{selector}");
        assert!(String::from_utf8_lossy(&output.stderr).contains(words), "{selector}");
    }
}

/// `--diff -o name` names only the objects that change (`-o name` alone names every
/// object, as `kubectl apply -o name`).
#[test]
fn plan_diff_names_only_what_changes() {
    let dir = dir();
    let config_map = |name: &str, value: &str| {
        format!("apiVersion: v1\nkind: ConfigMap\nmetadata: {{name: {name}, namespace: default}}\ndata: {{a: \"{value}\"}}\n")
    };
    let applier = smp::applier::Applier::new();
    let created = |name: &str| {
        let object: Value = smp::yaml::from_str(&config_map(name, "1")).unwrap();
        let smp::applier::Plan::Create(live) = applier.plan(&object, None, None).unwrap() else { panic!() };
        smp::yaml::to_string(&live).unwrap()
    };
    let live = write(&dir, "live.yaml", &format!("{}---\n{}", created("same"), created("changed")));
    let desired =
        write(&dir, "desired.yaml", &format!("{}---\n{}", config_map("same", "1"), config_map("changed", "2")));
    let output = smp(&["plan", "-f", &desired, "--live", &live, "--diff", "-o", "name"], None);
    assert_eq!((output.status.code(), stdout(&output).as_str()), (Some(1), "configmap/changed\n"));
    let output = smp(&["plan", "-f", &desired, "--live", &live, "-o", "name"], None);
    assert_eq!(stdout(&output), "configmap/same\nconfigmap/changed\n");
}

/// `-k DIR` plans what the kustomization builds, as `kubectl apply -k` reads it (kubectl's
/// own kustomize; without kubectl the test is skipped loudly, a failure under
/// `SMP_REQUIRE_KUBECTL=1`).
#[test]
fn plan_reads_a_kustomization() {
    let Some(kubectl) = crate::kubectl_support::find_kubectl("plan_reads_a_kustomization") else { return };
    if !kubectl.ends_with("kubectl") {
        // `-k` runs `kubectl` from PATH; a kubectl found elsewhere is not the one it runs.
        crate::kubectl_support::loud("plan_reads_a_kustomization: kubectl is not on PATH by that name");
        return;
    }
    let dir = dir();
    write(&dir, "kustomization.yaml", "resources:\n- cm.yaml\nnamePrefix: dev-\ncommonLabels: {team: a}\n");
    write(&dir, "cm.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata: {a: \"1\"}\n");
    let built = Command::new(&kubectl).args(["kustomize", dir.to_str().unwrap()]).output().unwrap();
    let expected = smp::yaml::from_str(&String::from_utf8(built.stdout).unwrap()).unwrap();
    let output = smp(&["plan", "-k", dir.to_str().unwrap(), "-o", "json"], None);
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
    let record: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(record["name"], json!("dev-x"));
    let mut desired: Value = expected;
    desired["metadata"]["namespace"] = json!("default");
    let smp::applier::Plan::Create(created) = smp::applier::Applier::new().plan(&desired, None, None).unwrap() else {
        panic!()
    };
    assert_eq!(record["body"], created);
    let output = smp(&["plan", "-k", dir.join("missing").to_str().unwrap()], None);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("kubectl kustomize failed: "));
}

/// `--prune` as a process: kubectl's refusal without `-l` or `--all` (kubectl diff's
/// leniency with `--diff`), the deletions in each output form, a pruned Secret hidden, a
/// pruned object in the LIVE folder only, the allowlist's errors, and nothing pruned where
/// an object could not be planned. Which objects kubectl prunes is held to kubectl in
/// `prune_kubectl`.
#[test]
fn plan_prunes_as_kubectl_apply() {
    let dir = dir();
    let desired =
        write(&dir, "desired.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: keep, labels: {app: a}}\n");
    let live = write(
        &dir,
        "live.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: old\n  namespace: default\n  labels: {app: a}\n  \
         annotations: {kubectl.kubernetes.io/last-applied-configuration: '{}'}\ndata: {p: c2VjcmV0}\n",
    );
    let plan = |extra: &[&str]| {
        let mut args = vec!["plan", "-f", &desired, "--live", &live, "--prune"];
        args.extend(extra);
        smp(&args, None)
    };
    let output = plan(&[]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("without explicitly passing --all"));

    let output = plan(&["-l", "app=a"]);
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(
        stdout(&output).lines().any(|line| line == "v1 Secret default/old: delete (pruned)"),
        "{}",
        stdout(&output)
    );
    let output = plan(&["--all", "-o", "json"]);
    let records: Vec<Value> = stdout(&output).lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    assert_eq!(records[1]["action"], "delete");
    assert_eq!(
        records[1]["body"],
        json!({"apiVersion": "v1", "kind": "DeleteOptions", "propagationPolicy": "Background"})
    );
    // Not matched by the selector: kept.
    assert_eq!(plan(&["-l", "app=b", "-o", "name"]).status.code(), Some(2), "no manifest matches app=b");

    let output = plan(&["--diff"]);
    assert_eq!(output.status.code(), Some(1));
    let diff = stdout(&output);
    assert!(diff.contains("--- live/v1.Secret.default.old") && diff.contains("-  p: '***'"), "{diff}");
    assert!(!diff.contains("c2VjcmV0"), "{diff}");
    let output = plan(&["--diff", "-o", "name"]);
    assert_eq!(stdout(&output), "configmap/keep\nsecret/old\n");
    let output = Command::new(env!("CARGO_BIN_EXE_smp"))
        .args(["plan", "-f", &desired, "--live", &live, "--prune", "--diff"])
        .env("KUBECTL_EXTERNAL_DIFF", "ls")
        .output()
        .expect("smp runs");
    let listing = stdout(&output);
    let (live_folder, merged_folder) = listing.split_once("\n\n").expect("two folders");
    assert!(live_folder.contains("v1.Secret.default.old") && !merged_folder.contains("v1.Secret"), "{listing}");
    // An object to create has an empty live file, as kubectl writes it.
    assert!(live_folder.contains("v1.ConfigMap.default.keep") && merged_folder.contains("v1.ConfigMap"), "{listing}");

    for (allowlist, error) in [
        ("v1/ConfigMap", "invalid GroupVersionKind format: v1/ConfigMap, please follow <group/version/kind>"),
        ("example.com/v1/Widget", "no matches for kind \"Widget\" in version \"example.com/v1\""),
    ] {
        let output = plan(&["--all", "--prune-allowlist", allowlist]);
        assert_eq!(output.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&output.stderr).contains(error), "{}", String::from_utf8_lossy(&output.stderr));
    }
    // Only the kinds allowed: not Secrets.
    assert_eq!(plan(&["--all", "--prune-allowlist", "core/v1/ConfigMap"]).status.code(), Some(1));
    assert!(!stdout(&plan(&["--all", "--prune-allowlist", "core/v1/ConfigMap"])).contains("delete"));

    // An object that cannot be planned: nothing is pruned, as kubectl prunes only after
    // every object applied.
    let bad = write(&dir, "bad.yaml", "apiVersion: v1\nmetadata: {name: no-kind}\n");
    let output = smp(&["plan", "-f", &desired, "-f", &bad, "--live", &live, "--prune", "--all"], None);
    assert_eq!(output.status.code(), Some(2));
    assert!(!stdout(&output).contains("delete"), "{}", stdout(&output));
}
