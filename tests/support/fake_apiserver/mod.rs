//! A tiny fake Kubernetes API server, so that tests can use the real `kubectl apply`
//! (client-side apply, the Go reference embedded in kubectl) as an oracle without a
//! cluster. std only: a `TcpListener` on `127.0.0.1:0`, one thread per connection, plain
//! HTTP/1.1 with `Content-Length` (or chunked) bodies.
//!
//! The server holds one object, `live` (or none), of the kind the manifest names, and
//! answers:
//! - legacy discovery: `/api` (APIVersions), `/apis` (APIGroupList: `apps/v1` and the
//!   manifest's group), `/api/v1` and `/apis/<group>/<version>` (APIResourceList, verbs
//!   get, list, create, update, patch, delete). kubectl first asks for aggregated
//!   discovery through its `Accept` header; plain `application/json` answers make it fall
//!   back to the legacy documents;
//! - `/version`;
//! - `/openapi/v2` and `/openapi/v3`: 404, so kubectl falls back to its compiled-in Go
//!   structs for strategic merge patch metadata (the code path of `kubectl patch --local`),
//!   and to a JSON merge patch for kinds its scheme does not know (custom resources);
//! - GET of the object: `live`, or a 404 `Status` (NotFound) when there is none, so that
//!   kubectl creates it;
//! - PATCH, PUT (answered 200 with the live object) and POST (answered 201 with the posted
//!   body): recorded as [`Sent`];
//! - anything else: a 404 `Status`, and logged.
//!
//! API:
//! - [`kubectl_apply`]`(kubectl, live, manifest, extra_args) -> Result<Sent, String>`: the
//!   one mutating request kubectl sent, or an error with kubectl's output and the log of
//!   requests (also when kubectl sent none, e.g. `unchanged`, or more than one).
//! - [`run_kubectl_apply`]: the same run, returning everything as an [`Outcome`] (every
//!   mutating request, every request line, kubectl's exit status, stdout and stderr).
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

use discovery::{api_group_list, api_resource_list, Target};
use http::{not_found, read_request, status_body, write_response, Request};

/// How long kubectl may run before it is killed.
pub const KUBECTL_DEADLINE: Duration = Duration::from_secs(60);
/// How long a connection may sit idle before the server drops it.
const IDLE_TIMEOUT: Duration = Duration::from_secs(30);

/// A mutating request kubectl sent (PATCH, POST or PUT).
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
pub fn apply_command_args(manifest_file: &Path, server: &str, dir: &Path, extra_args: &[&str]) -> Vec<String> {
    let mut args = vec![
        "apply".to_owned(),
        "-f".to_owned(),
        manifest_file.display().to_string(),
        format!("--server={server}"),
        format!("--kubeconfig={}", dir.join("kubeconfig").display()),
        format!("--cache-dir={}", dir.join("cache").display()),
        "--request-timeout=20s".to_owned(),
        "--validate=false".to_owned(),
    ];
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
    // kubectl's `-n`, where the arguments give one, else its context's `default`.
    let namespace = extra_args
        .iter()
        .zip(extra_args.iter().skip(1))
        .find_map(|(flag, value)| matches!(*flag, "-n" | "--namespace").then_some(*value))
        .or_else(|| extra_args.iter().find_map(|arg| arg.strip_prefix("--namespace=")))
        .unwrap_or("default");
    let target = Target::from_manifest(manifest, namespace)?;
    let dir = TempDir::new()?;
    let manifest_file = dir.path.join("manifest.json");
    fs::write(&manifest_file, serde_json::to_vec_pretty(manifest).unwrap())
        .map_err(|e| format!("write the manifest: {e}"))?;
    fs::write(dir.path.join("kubeconfig"), "").map_err(|e| format!("write the kubeconfig: {e}"))?;

    let server = FakeApiServer::start(target, live.cloned())?;
    let args = apply_command_args(&manifest_file, &server.url(), &dir.path, extra_args);
    let command = format!("{} {}", kubectl.display(), args.join(" "));
    let mut child = Command::new(kubectl)
        .args(&args)
        .env_remove("KUBECONFIG")
        .env("HOME", &dir.path)
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
    live: Option<Value>,
    sent: Vec<Sent>,
    requests: Vec<String>,
}

struct FakeApiServer {
    port: u16,
    state: Arc<Mutex<State>>,
    stop: Arc<AtomicBool>,
    acceptor: Option<JoinHandle<()>>,
}

impl FakeApiServer {
    fn start(target: Target, live: Option<Value>) -> Result<FakeApiServer, String> {
        let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("bind 127.0.0.1:0: {e}"))?;
        let port = listener.local_addr().map_err(|e| e.to_string())?.port();
        let state = Arc::new(Mutex::new(State { live, ..State::default() }));
        let stop = Arc::new(AtomicBool::new(false));
        let target = Arc::new(target);
        let acceptor = {
            let (state, stop) = (state.clone(), stop.clone());
            thread::spawn(move || {
                for stream in listener.incoming() {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let Ok(stream) = stream else { continue };
                    let (state, target) = (state.clone(), target.clone());
                    thread::spawn(move || serve_connection(stream, &target, port, &state));
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
fn serve_connection(stream: TcpStream, target: &Target, port: u16, state: &Mutex<State>) {
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
        let (code, body) = route(&request, target, port, state);
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

fn route(request: &Request, target: &Target, port: u16, state: &Mutex<State>) -> (u16, Value) {
    let method = request.method.as_str();
    let path = request.path.trim_end_matches('/');
    let object_path = target.object_path();
    let collection_path = target.collection_path();

    if matches!(method, "PATCH" | "PUT" | "POST") {
        let expected = if method == "POST" { &collection_path } else { &object_path };
        if path != expected {
            return not_found(&format!("the fake API server has nothing at {path}"));
        }
        let raw_body = String::from_utf8_lossy(&request.body).into_owned();
        let body: Value = match serde_json::from_slice(&request.body) {
            Ok(body) => body,
            Err(e) => return (400, status_body(400, "BadRequest", &format!("the body is not JSON: {e}"))),
        };
        let mut state = state.lock().unwrap();
        state.sent.push(Sent {
            method: method.to_owned(),
            path: path.to_owned(),
            query: request.query.clone(),
            content_type: request.header("content-type").unwrap_or("").to_owned(),
            body: body.clone(),
            raw_body,
        });
        return match method {
            "POST" => (201, body),
            _ => match &state.live {
                Some(live) => (200, live.clone()),
                None => not_found(&format!("{} \"{}\" not found", target.plural, target.name)),
            },
        };
    }
    if method != "GET" {
        return (
            405,
            status_body(405, "MethodNotAllowed", &format!("{method} is not supported by the fake API server")),
        );
    }

    if path == object_path {
        return match &state.lock().unwrap().live {
            Some(live) => (200, live.clone()),
            None => not_found(&format!("{} \"{}\" not found", target.plural, target.name)),
        };
    }
    match path {
        "/api" => (
            200,
            json!({
                "kind": "APIVersions",
                "versions": ["v1"],
                "serverAddressByClientCIDRs": [{"clientCIDR": "0.0.0.0/0", "serverAddress": format!("127.0.0.1:{port}")}],
            }),
        ),
        "/apis" => (200, api_group_list(target)),
        "/version" => (
            200,
            json!({
                "major": "1", "minor": "32", "gitVersion": "v1.32.0", "gitCommit": "fake", "gitTreeState": "clean",
                "buildDate": "2024-12-11T00:00:00Z", "goVersion": "go1.23.0", "compiler": "gc", "platform": "linux/amd64",
            }),
        ),
        _ => {
            if let Some(list) = api_resource_list(path, target) {
                (200, list)
            } else {
                not_found(&format!("the fake API server has nothing at {path}"))
            }
        }
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
