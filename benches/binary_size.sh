#!/usr/bin/env bash
# What smp's typed path adds to a kube controller's stripped release binary.
#
# One probe package, two binaries with the same dependencies, built once (release,
# stripped): `base` reads a Deployment with kube and sends the desired one as a strategic
# merge patch, as a controller without smp does; `typed` plans the same step with smp
# (`Applier::plan_typed` on the k8s-openapi `Deployment`: the typed three-way patch, the
# last-applied annotation, the no-op test) and sends the plan. smp adds typed - base.
#
# Usage: benches/binary_size.sh [smp-dir] [features]
#   smp-dir   the smp checkout to measure (default: this one), e.g. a `git worktree` of an
#             older commit, for a before/after in one run
#   features  smp's features (default: `k8s-openapi`, with default-features = false:
#             the typed path alone, no built-in schemas)
# SMP_PROBE_STRIP=false keeps the symbols (`nm --size-sort -C` then shows what is large).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
smp=$(cd "${1:-$root}" && pwd)
features=${2:-k8s-openapi}
# SMP_PROBE_DIR keeps the probe (and its build) between runs, to look into the binary.
if [ -n "${SMP_PROBE_DIR:-}" ]; then
  work=$SMP_PROBE_DIR
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
unset K8S_OPENAPI_ENABLED_VERSION CARGO_TARGET_DIR RUSTC_WRAPPER

mkdir -p "$work/src/bin"
quoted=$(echo "$features" | sed 's/[^,][^,]*/"&"/g')
cat > "$work/Cargo.toml" <<EOF
[package]
name = "binary-size-probe"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
smp = { path = "$smp", default-features = false, features = [$quoted] }
k8s-openapi = { version = "0.29", features = ["v1_37"] }
kube = { version = "5", default-features = false, features = ["client", "rustls-tls", "ring"] }
tokio = { version = "1", features = ["macros", "rt-multi-thread"] }
serde = "1"
serde_json = "1"

[profile.release]
strip = ${SMP_PROBE_STRIP:-true}

[workspace]
EOF
cp "$smp/Cargo.lock" "$work/Cargo.lock"

# What both binaries share: the desired object, the client, create or patch.
cat > "$work/src/lib.rs" <<'EOF'
use k8s_openapi::api::apps::v1::{Deployment, DeploymentSpec};
use k8s_openapi::api::core::v1::{Container, PodSpec, PodTemplateSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};
use kube::api::{Api, Patch, PatchParams, PostParams};

pub type Error = Box<dyn std::error::Error + Send + Sync>;

pub fn desired(image: &str) -> Deployment {
    let labels = std::collections::BTreeMap::from([("app".to_owned(), "web".to_owned())]);
    let container = Container { name: "web".into(), image: Some(image.into()), ..Default::default() };
    let spec = PodSpec { containers: vec![container], ..Default::default() };
    Deployment {
        metadata: ObjectMeta { name: Some("web".into()), ..Default::default() },
        spec: DeploymentSpec {
            selector: LabelSelector { match_labels: Some(labels.clone()), ..Default::default() },
            template: PodTemplateSpec {
                metadata: Some(ObjectMeta { labels: Some(labels), ..Default::default() }),
                spec: Some(spec),
            },
            ..Default::default()
        },
        ..Default::default()
    }
}

pub async fn api() -> Result<Api<Deployment>, Error> {
    Ok(Api::namespaced(kube::Client::try_default().await?, "default"))
}

pub async fn create(api: &Api<Deployment>, object: &Deployment) -> Result<(), Error> {
    api.create(&PostParams::default(), object).await?;
    Ok(())
}

pub async fn send_patch<P: serde::Serialize + std::fmt::Debug>(api: &Api<Deployment>, patch: P) -> Result<(), Error> {
    api.patch("web", &PatchParams::default(), &Patch::Strategic(patch)).await?;
    Ok(())
}
EOF
cat > "$work/src/bin/base.rs" <<'EOF'
use binary_size_probe::*;

#[tokio::main]
async fn main() -> Result<(), Error> {
    let api = api().await?;
    let desired = desired(&std::env::args().nth(1).unwrap_or_default());
    match api.get_opt("web").await? {
        None => create(&api, &desired).await,
        Some(_) => send_patch(&api, &desired).await,
    }
}
EOF
cat > "$work/src/bin/typed.rs" <<'EOF'
use binary_size_probe::*;
use smp::applier::{Applier, Plan};

#[tokio::main]
async fn main() -> Result<(), Error> {
    let api = api().await?;
    let desired = desired(&std::env::args().nth(1).unwrap_or_default());
    let live = api.get_opt("web").await?;
    match Applier::new().plan_typed(&desired, live.as_ref())? {
        Plan::Create(object) => create(&api, &object).await,
        Plan::Patch { patch, .. } => send_patch(&api, &patch).await,
        Plan::Unchanged => Ok(()),
        // `Plan` may grow: a request this probe does not know is not sent.
        _ => Ok(()),
    }
}
EOF
(cd "$work" && cargo build --release --quiet --bins)
base=$(stat -c %s "$work/target/release/base")
typed=$(stat -c %s "$work/target/release/typed")
echo "smp: $smp ($(git -C "$smp" rev-parse --short HEAD 2>/dev/null || echo '?')), features: $features"
echo "base $base bytes, typed $typed bytes: smp adds $((typed - base)) bytes ($(echo "scale=2; ($typed - $base) / 1048576" | bc) MiB)"
