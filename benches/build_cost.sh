#!/usr/bin/env bash
# The build cost of the k8s-openapi impls: clean release builds of three probe crates,
# each in its own target folder, timed (wall clock and CPU time):
#   K  k8s-openapi 0.29 (v1_37) alone
#   A  k8s-openapi and smp without the impls
#   B  k8s-openapi and smp with them (feature k8s-openapi)
# The impls cost B - A; the goal (issue 13) is at most a third of K. Runs are interleaved (K A B K A B
# ...) so that the machine's drift spreads over all three.
#
# Usage: benches/build_cost.sh [runs]     (default 2; a run is about 2 minutes on 2 cores)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset K8S_OPENAPI_ENABLED_VERSION CARGO_TARGET_DIR RUSTC_WRAPPER

. "$root/benches/probe.sh"
probe K ""
probe A "smp = { path = \"$root\", default-features = false }"
probe B "smp = { path = \"$root\", default-features = false, features = [\"k8s-openapi\"] }"

# Wall clock and CPU time (user + system, of cargo and every compiler it runs): on a shared
# machine the wall clock also counts the time others take the cores, the CPU time does not.
TIMEFORMAT='%R %U %S'
for run in $(seq "$runs"); do
  for p in K A B; do
    rm -rf "$work/$p/target"
    # cargo's messages to the terminal (fd 3), the timing to a file.
    { time (cd "$work/$p" && cargo build --release --quiet 2>&3); } 3>&2 2> "$work/timing"
    read -r wall user system < "$work/timing"
    cpu=$(echo "$user + $system" | bc)
    echo "run $run: $p $wall s wall, $cpu s CPU"
    echo "$p $wall $cpu" >> "$work/times"
  done
done

awk '
  { wall[$1] += $2; cpu[$1] += $3; n[$1]++ }
  END {
    for (i = 1; i <= 2; i++) {
      split(i == 1 ? "wall clock" : "CPU time", what, ",")
      k = (i == 1 ? wall["K"] : cpu["K"]) / n["K"]
      a = (i == 1 ? wall["A"] : cpu["A"]) / n["A"]
      b = (i == 1 ? wall["B"] : cpu["B"]) / n["B"]
      printf "%s, mean of %d: K %.1f s, A %.1f s, B %.1f s; ", what[1], n["K"], k, a, b
      printf "the impls add B - A = %.1f s: %+.0f %% of k8s-openapi alone (goal: at most +33 %%)\n", b - a, 100 * (b - a) / k
    }
  }' "$work/times"
