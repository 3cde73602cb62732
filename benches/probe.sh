# Sourced by build_cost.sh and build_instructions.sh: `probe NAME DEPENDENCY` writes a binary crate
# in "$work/NAME" that depends on k8s-openapi 0.29 (v1_37) and on DEPENDENCY (a Cargo.toml line, or
# nothing), with the workspace's Cargo.lock, and fetches its sources. Needs $root and $work.
probe() {
  mkdir -p "$work/$1/src"
  echo 'fn main() {}' > "$work/$1/src/main.rs"
  cat > "$work/$1/Cargo.toml" <<EOF
[package]
name = "build-cost-$1"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
k8s-openapi = { version = "0.29", features = ["v1_37"] }
$2

[workspace]
EOF
  # The workspace's versions of everything.
  cp "$root/Cargo.lock" "$work/$1/Cargo.lock"
  (cd "$work/$1" && cargo fetch --quiet)
}
