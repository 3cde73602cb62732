//! A tiny fake Kubernetes API server, so that tests can use the real `kubectl apply`
//! (client-side apply, the Go reference embedded in kubectl) as an oracle without a
//! cluster. std only: a `TcpListener` on `127.0.0.1:0`, one thread per connection, plain
//! HTTP/1.1 with `Content-Length` (or chunked) bodies.
//!
//! The server holds objects (the live ones), and answers:
//! - legacy discovery: `/api` (APIVersions), `/apis` (APIGroupList), `/api/v1` and
//!   `/apis/<group>/<version>` (APIResourceList: a few built-in kinds, those of
//!   `kubectl apply --prune`'s default allowlist among them, and the kinds of the objects
//!   and manifests; verbs get, list, create, update, patch, delete). kubectl first asks for aggregated
//!   discovery through its `Accept` header; plain `application/json` answers make it fall
//!   back to the legacy documents;
//! - `/version`;
//! - `/openapi/v2` and `/openapi/v3`: 404, so kubectl falls back to its compiled-in Go
//!   structs for strategic merge patch metadata (the code path of `kubectl patch --local`),
//!   and to a JSON merge patch for kinds its scheme does not know (custom resources);
//! - GET of an object: the object, or a 404 `Status` (NotFound) when there is none, so that
//!   kubectl creates it; GET of a collection: a list of its objects that match the query's
//!   `labelSelector` (see `selector.rs`);
//! - PATCH, PUT (answered 200 with the object as it was), POST (answered 201 with the posted
//!   body and a new `uid`, then held) and DELETE (answered 200, then no longer held):
//!   recorded as [`Sent`];
//! - anything else: a 404 `Status`, and logged.
//!
//! API:
//! - [`kubectl_apply`]`(kubectl, live, manifest, extra_args) -> Result<Sent, String>`: the
//!   one mutating request kubectl sent, or an error with kubectl's output and the log of
//!   requests (also when kubectl sent none, e.g. `unchanged`, or more than one).
//! - [`run_kubectl_apply`]: the same run, returning everything as an [`Outcome`] (every
//!   mutating request, every request line, kubectl's exit status, stdout and stderr).
//! - [`run_kubectl_apply_all`]: a run of several manifests (in one file, as a `List`)
//!   against several live objects, each where it names itself.
//!
//! The command line (see [`apply_command_args`]):
//! `kubectl apply -f <dir>/manifest.json --server=http://127.0.0.1:<port>
//! --kubeconfig=<dir>/kubeconfig (empty file) --cache-dir=<dir>/cache --request-timeout=20s
//! --validate=false <extra_args>`, with `KUBECONFIG` removed from the environment; kubectl
//! is killed if it runs for more than [`KUBECTL_DEADLINE`].
//!
//! Supported: namespaced kinds (namespace from the manifest, else `-n` among the extra
//! arguments, else `default`) and the cluster-scoped built-ins; the plural is derived from the kind (`Service` ->
//! `services`, `Policy` -> `policies`, `Ingress` -> `ingresses`).

#![allow(dead_code)]

use std::env;
use std::fs;
use std::io::{BufReader, Read};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

mod discovery;
mod http;
mod selector;

use discovery::{Discovery, Located, Target};
use http::{not_found, read_request, status_body, write_response, Request};
use selector::{query_value, Selector};

/// How long kubectl may run before it is killed.
pub const KUBECTL_DEADLINE: Duration = Duration::from_secs(60);
/// How long a connection may sit idle before the server drops it.
const IDLE_TIMEOUT: Duration = Duration::from_secs(30);

/// A mutating request kubectl sent (PATCH, POST, PUT or DELETE).
#[derive(Debug, Clone)]
pub struct Sent {
    pub method: String,
    /// The path without the query, e.g. `/apis/apps/v1/namespaces/default/deployments/web`.
    pub path: String,
    /// The query without `?`, e.g. `fieldManager=kubectl-client-side-apply&fieldValidation=Ignore`.
    pub query: String,
    pub content_type: String,
    pub body: Value,
    /// The body exactly as sent.
    pub raw_body: String,
}

/// Everything one `kubectl apply` run did against the fake server.
#[derive(Debug)]
pub struct Outcome {
    /// The mutating requests, in order.
    pub sent: Vec<Sent>,
    /// Every request, in order: `METHOD /path?query -> status`.
    pub requests: Vec<String>,
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
    /// The command line, for messages.
    pub command: String,
}

impl Outcome {
    /// kubectl's output and the request log, for error messages.
    pub fn describe(&self) -> String {
        format!(
            "command: {}\nexit: {}\nstdout: {}\nstderr: {}\nrequests:\n  {}",
            self.command,
            self.status,
            self.stdout.trim(),
            self.stderr.trim(),
            self.requests.join("\n  ")
        )
    }
}

/// Runs `kubectl apply` of `manifest` against a fake server whose only object is `live`
/// (`None`: it does not exist, so kubectl creates it). Returns the one mutating request
/// kubectl sent, or kubectl's output (and the requests it made) when it failed or did not
/// send exactly one.
pub fn kubectl_apply(
    kubectl: &Path,
    live: Option<&Value>,
    manifest: &Value,
    extra_args: &[&str],
) -> Result<Sent, String> {
    let outcome = run_kubectl_apply(kubectl, live, manifest, extra_args)?;
    if !outcome.status.success() {
        return Err(format!("kubectl apply failed\n{}", outcome.describe()));
    }
    match outcome.sent.len() {
        1 => Ok(outcome.sent.into_iter().next().unwrap()),
        0 => Err(format!("kubectl apply sent no mutating request\n{}", outcome.describe())),
        n => Err(format!("kubectl apply sent {n} mutating requests\n{}", outcome.describe())),
    }
}

/// The arguments after `kubectl` (see the module documentation).
/// Without a manifest file, the arguments name what kubectl applies (`-k DIR`).
pub fn apply_command_args(manifest_file: Option<&Path>, server: &str, dir: &Path, extra_args: &[&str]) -> Vec<String> {
    let mut args = vec!["apply".to_owned()];
    if let Some(file) = manifest_file {
        args.extend(["-f".to_owned(), file.display().to_string()]);
    }
    args.extend([
        format!("--server={server}"),
        format!("--kubeconfig={}", dir.join("kubeconfig").display()),
        format!("--cache-dir={}", dir.join("cache").display()),
        "--request-timeout=20s".to_owned(),
        "--validate=false".to_owned(),
    ]);
    args.extend(extra_args.iter().map(|s| s.to_string()));
    args
}

/// Like [`kubectl_apply`], returning everything; `Err` only when the harness itself fails
/// (the manifest has no kind, kubectl cannot be started, it hangs).
pub fn run_kubectl_apply(
    kubectl: &Path,
    live: Option<&Value>,
    manifest: &Value,
    extra_args: &[&str],
) -> Result<Outcome, String> {
    // The live object is where the manifest names it, whatever it says of itself.
    let target = Target::of(manifest, namespace_of(extra_args))?;
    let objects = live.map(|live| (target.clone(), live.clone())).into_iter().collect();
    run(kubectl, "apply", objects, std::slice::from_ref(manifest), extra_args, &[])
}

/// Runs `kubectl apply` of `manifests` (one file: a `List` where there are several; none:
/// `extra_args` name what to apply, as `-k DIR` does, and the kinds must be built-in ones) against
/// a fake server holding `live`, each object where it names itself (a namespaced one
/// without a namespace in kubectl's: `-n` among the arguments, else `default`).
pub fn run_kubectl_apply_all(
    kubectl: &Path,
    live: &[Value],
    manifests: &[Value],
    extra_args: &[&str],
) -> Result<Outcome, String> {
    run(kubectl, "apply", placed(live, extra_args)?, manifests, extra_args, &[])
}

/// `kubectl diff` as [`run_kubectl_apply_all`] runs `kubectl apply`, with `envs` set
/// (`KUBECTL_EXTERNAL_DIFF`). The server answers a dry run's PATCH with the object as it is
/// and does not keep what a dry run's POST creates: what kubectl shows as merged is not the
/// API server's merge, only where it writes what.
pub fn run_kubectl_diff_all(
    kubectl: &Path,
    live: &[Value],
    manifests: &[Value],
    extra_args: &[&str],
    envs: &[(&str, &str)],
) -> Result<Outcome, String> {
    run(kubectl, "diff", placed(live, extra_args)?, manifests, extra_args, envs)
}

/// The live objects, each where it names itself (a namespaced one without a namespace in
/// kubectl's).
fn placed(live: &[Value], extra_args: &[&str]) -> Result<Vec<(Target, Value)>, String> {
    let namespace = namespace_of(extra_args);
    live.iter().map(|object| Ok((Target::of(object, namespace)?, object.clone()))).collect()
}

/// kubectl's namespace: `-n`, where the arguments give one, else its context's `default`.
fn namespace_of<'a>(extra_args: &[&'a str]) -> &'a str {
    extra_args
        .iter()
        .zip(extra_args.iter().skip(1))
        .find_map(|(flag, value)| matches!(*flag, "-n" | "--namespace").then_some(*value))
        .or_else(|| extra_args.iter().find_map(|arg| arg.strip_prefix("--namespace=")))
        .unwrap_or("default")
}

/// Runs kubectl's `verb` (`apply`, `diff`) with the environment `envs` added.
fn run(
    kubectl: &Path,
    verb: &str,
    objects: Vec<(Target, Value)>,
    manifests: &[Value],
    extra_args: &[&str],
    envs: &[(&str, &str)],
) -> Result<Outcome, String> {
    let namespace = namespace_of(extra_args);
    let targets = manifests.iter().map(|manifest| Target::of(manifest, namespace)).collect::<Result<Vec<_>, _>>()?;
    let discovery =
        Discovery::new(objects.iter().map(|(target, _)| &target.resource).chain(targets.iter().map(|t| &t.resource)));
    let dir = TempDir::new()?;
    let manifest_file = dir.path.join("manifest.json");
    let manifest = match manifests {
        [] => None,
        [one] => Some(one.clone()),
        all => Some(json!({"apiVersion": "v1", "kind": "List", "items": all})),
    };
    if let Some(manifest) = &manifest {
        fs::write(&manifest_file, serde_json::to_vec_pretty(manifest).unwrap())
            .map_err(|e| format!("write the manifest: {e}"))?;
    }
    fs::write(dir.path.join("kubeconfig"), "").map_err(|e| format!("write the kubeconfig: {e}"))?;

    let server = FakeApiServer::start(discovery, objects)?;
    let file = manifest.is_some().then_some(manifest_file.as_path());
    let mut args = apply_command_args(file, &server.url(), &dir.path, extra_args);
    args[0] = verb.to_owned();
    if verb != "apply" {
        // kubectl diff validates nothing, and has no flag for it.
        args.retain(|arg| arg != "--validate=false");
    }
    let command = format!("{} {}", kubectl.display(), args.join(" "));
    let mut child = Command::new(kubectl)
        .args(&args)
        .env_remove("KUBECONFIG")
        .env("HOME", &dir.path)
        .envs(envs.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {command}: {e}"))?;
    let stdout = drain(child.stdout.take().unwrap());
    let stderr = drain(child.stderr.take().unwrap());
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > KUBECTL_DEADLINE => {
                let _ = child.kill();
                let _ = child.wait();
                let state = server.state.lock().unwrap();
                return Err(format!(
                    "kubectl did not finish in {KUBECTL_DEADLINE:?}, killed\ncommand: {command}\nrequests:\n  {}",
                    state.requests.join("\n  ")
                ));
            }
            Ok(None) => thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(format!("waiting for kubectl: {e}")),
        }
    };
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    let (sent, requests) = server.finish();
    Ok(Outcome { sent, requests, status, stdout, stderr, command })
}

fn drain(mut pipe: impl Read + Send + 'static) -> JoinHandle<String> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

#[derive(Default)]
struct State {
    objects: Vec<(Target, Value)>,
    sent: Vec<Sent>,
    requests: Vec<String>,
    /// How many objects the server created, for their uids.
    created: usize,
}

impl State {
    fn find(&self, located: &Located) -> Option<usize> {
        let name = located.name.as_deref()?;
        self.objects.iter().position(|(target, _)| {
            (&target.resource.group, &target.resource.plural, &target.namespace, target.name.as_str())
                == (&located.resource.group, &located.resource.plural, &located.namespace, name)
        })
    }
}

struct FakeApiServer {
    port: u16,
    state: Arc<Mutex<State>>,
    stop: Arc<AtomicBool>,
    acceptor: Option<JoinHandle<()>>,
}

impl FakeApiServer {
    fn start(discovery: Discovery, objects: Vec<(Target, Value)>) -> Result<FakeApiServer, String> {
        let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("bind 127.0.0.1:0: {e}"))?;
        let port = listener.local_addr().map_err(|e| e.to_string())?.port();
        let state = Arc::new(Mutex::new(State { objects, ..State::default() }));
        let stop = Arc::new(AtomicBool::new(false));
        let discovery = Arc::new(discovery);
        let acceptor = {
            let (state, stop) = (state.clone(), stop.clone());
            thread::spawn(move || {
                for stream in listener.incoming() {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let Ok(stream) = stream else { continue };
                    let (state, discovery) = (state.clone(), discovery.clone());
                    thread::spawn(move || serve_connection(stream, &discovery, port, &state));
                }
            })
        };
        Ok(FakeApiServer { port, state, stop, acceptor: Some(acceptor) })
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn finish(self) -> (Vec<Sent>, Vec<String>) {
        let mut state = self.state.lock().unwrap();
        (std::mem::take(&mut state.sent), std::mem::take(&mut state.requests))
    }
}

impl Drop for FakeApiServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the acceptor up.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(acceptor) = self.acceptor.take() {
            let _ = acceptor.join();
        }
    }
}

/// Serves the requests of one connection (keep-alive) until it closes or idles.
fn serve_connection(stream: TcpStream, discovery: &Discovery, port: u16, state: &Mutex<State>) {
    let _ = stream.set_read_timeout(Some(IDLE_TIMEOUT));
    let Ok(mut writer) = stream.try_clone() else { return };
    let mut reader = BufReader::new(stream);
    loop {
        let request = match read_request(&mut reader) {
            Ok(Some(request)) => request,
            Ok(None) => break,
            Err(e) => {
                state.lock().unwrap().requests.push(format!("(bad request: {e})"));
                let _ = write_response(&mut writer, 400, &status_body(400, "BadRequest", &e), true);
                break;
            }
        };
        let close = request.header("connection").is_some_and(|v| v.eq_ignore_ascii_case("close"));
        let (code, body) = route(&request, discovery, port, state);
        let line = if request.query.is_empty() {
            format!("{} {} -> {code}", request.method, request.path)
        } else {
            format!("{} {}?{} -> {code}", request.method, request.path, request.query)
        };
        state.lock().unwrap().requests.push(line);
        if write_response(&mut writer, code, &body, close).is_err() || close {
            break;
        }
    }
    let _ = writer.shutdown(Shutdown::Both);
}

fn route(request: &Request, discovery: &Discovery, port: u16, state: &Mutex<State>) -> (u16, Value) {
    let method = request.method.as_str();
    let path = request.path.trim_end_matches('/');
    match (method, path) {
        ("GET", "/api") => {
            return (
                200,
                json!({
                    "kind": "APIVersions",
                    "versions": ["v1"],
                    "serverAddressByClientCIDRs": [{"clientCIDR": "0.0.0.0/0", "serverAddress": format!("127.0.0.1:{port}")}],
                }),
            )
        }
        ("GET", "/apis") => return (200, discovery.api_group_list()),
        ("GET", "/version") => {
            return (
                200,
                json!({
                    "major": "1", "minor": "32", "gitVersion": "v1.32.0", "gitCommit": "fake", "gitTreeState": "clean",
                    "buildDate": "2024-12-11T00:00:00Z", "goVersion": "go1.23.0", "compiler": "gc", "platform": "linux/amd64",
                }),
            )
        }
        ("GET", _) => {
            if let Some(list) = discovery.api_resource_list(path) {
                return (200, list);
            }
        }
        _ => {}
    }
    let Some(located) = discovery.locate(path) else {
        return not_found(&format!("the fake API server has nothing at {path}"));
    };
    let mut state = state.lock().unwrap();
    let found = state.find(&located);
    let missing =
        || not_found(&format!("{} \"{}\" not found", located.resource.plural, located.name.as_deref().unwrap_or("")));
    match (method, &located.name, found) {
        ("GET", None, _) => {
            let selector = match query_value(&request.query, "labelSelector").map(|text| Selector::parse(&text)) {
                Some(Ok(selector)) => Some(selector),
                Some(Err(e)) => return (400, status_body(400, "BadRequest", &e)),
                None => None,
            };
            let items: Vec<&Value> = state
                .objects
                .iter()
                .filter(|(target, _)| {
                    (&target.resource.group, &target.resource.plural)
                        == (&located.resource.group, &located.resource.plural)
                        && (located.namespace.is_none() || target.namespace == located.namespace)
                })
                .map(|(_, object)| object)
                .filter(|object| selector.as_ref().is_none_or(|selector| selector.matches(object)))
                .collect();
            let resource = &located.resource;
            let api_version = if resource.group.is_empty() {
                resource.version.clone()
            } else {
                format!("{}/{}", resource.group, resource.version)
            };
            (
                200,
                json!({"kind": format!("{}List", resource.kind), "apiVersion": api_version, "metadata": {"resourceVersion": "1"}, "items": items}),
            )
        }
        ("GET", Some(_), Some(index)) => (200, state.objects[index].1.clone()),
        ("GET", Some(_), None) => missing(),
        ("PATCH" | "PUT" | "POST" | "DELETE", _, _) => {
            if (method == "POST") != located.name.is_none() {
                return not_found(&format!("the fake API server takes no {method} at {path}"));
            }
            let raw_body = String::from_utf8_lossy(&request.body).into_owned();
            let body: Value = match (method, serde_json::from_slice(&request.body)) {
                (_, Ok(body)) => body,
                ("DELETE", Err(_)) if request.body.is_empty() => Value::Null,
                (_, Err(e)) => return (400, status_body(400, "BadRequest", &format!("the body is not JSON: {e}"))),
            };
            state.sent.push(Sent {
                method: method.to_owned(),
                path: path.to_owned(),
                query: request.query.clone(),
                content_type: request.header("content-type").unwrap_or("").to_owned(),
                body: body.clone(),
                raw_body,
            });
            match (method, found) {
                ("POST", _) => {
                    state.created += 1;
                    let mut created = body;
                    if let Some(metadata) = created.get_mut("metadata").and_then(Value::as_object_mut) {
                        metadata.insert("uid".into(), json!(format!("fake-created-{}", state.created)));
                    }
                    let dry_run = query_value(&request.query, "dryRun").is_some();
                    if let (Ok(target), false) =
                        (Target::of(&created, located.namespace.as_deref().unwrap_or("")), dry_run)
                    {
                        state.objects.push((target, created.clone()));
                    }
                    (201, created)
                }
                ("DELETE", Some(index)) => {
                    state.objects.remove(index);
                    (200, json!({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Success"}))
                }
                (_, Some(index)) => (200, state.objects[index].1.clone()),
                (_, None) => missing(),
            }
        }
        _ => (405, status_body(405, "MethodNotAllowed", &format!("{method} is not supported by the fake API server"))),
    }
}

/// A directory of its own under the system temporary directory, removed on drop.
struct TempDir {
    path: PathBuf,
}

impl TempDir {
    fn new() -> Result<TempDir, String> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let path = env::temp_dir().join(format!(
            "smp-fake-apiserver-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).map_err(|e| format!("create {}: {e}", path.display()))?;
        Ok(TempDir { path })
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}

/// The path of `object` on the fake server (a namespaced one without a namespace in
/// `namespace`): what kubectl's requests for it name.
pub fn object_path(object: &Value, namespace: &str) -> Result<String, String> {
    Target::of(object, namespace).map(|target| target.object_path())
}
