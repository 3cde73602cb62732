#!/usr/bin/env bash
# The build cost of the k8s-openapi impls in counted instructions, with the probes of
# build_cost.sh (K: k8s-openapi alone, A: with smp, B: with its impls), built in
# release under `valgrind --tool=cachegrind --cache-sim=no --trace-children=yes`: cargo,
# every rustc it runs (proc macros included) and every build script. A count is the same
# from run to run and does not depend on what else the machine runs, so two commits compare
# in one run or in two; it weighs an instruction of LLVM like one of the front end,
# which the clock does not.
#
# K is counted whole. In A and B, the compilers of the packages both build alike (same
# version and features, by `cargo tree`) run without valgrind
# (`--trace-children-skip-by-arg`), as their counts would cancel in B - A: what is counted is
# cargo, every build script, and the packages that differ (smp, its build-time
# generator and what that pulls in). About 30 minutes on 2 cores, most of it K, which is the
# same for every commit whose lock file pins the same k8s-openapi and dependencies:
# `SMP_K_INSTRUCTIONS=<count>` gives it instead.
#
# Usage: benches/build_instructions.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset K8S_OPENAPI_ENABLED_VERSION CARGO_TARGET_DIR RUSTC_WRAPPER

. "$root/benches/probe.sh"

counted() { # probe, crate names not to trace: its build under valgrind, every process summed
  mkdir -p "$work/$1/cg"
  (cd "$work/$1" && valgrind --tool=cachegrind --cache-sim=no --trace-children=yes \
    --trace-children-skip-by-arg="${2:-}" \
    --cachegrind-out-file="$work/$1/cg/%p" --log-file="$work/$1/cg/log.%p" \
    cargo build --release --quiet)
  cat "$work/$1/cg"/[0-9]* | awk '/^summary:/ { n += $2 } END { printf "%.0f", n }'
}

probe A "smp = { path = \"$root\", default-features = false }"
probe B "smp = { path = \"$root\", default-features = false, features = [\"k8s-openapi\"] }"
for p in A B; do
  (cd "$work/$p" && cargo tree --edges normal,build --prefix none --format '{p} {f}' |
    sed 's/ (\*)$//' | sort -u > "$work/$p/tree")
done
# A package only one probe builds, or builds with other features, is counted in both.
differ=$(comm -3 "$work/A/tree" "$work/B/tree" | awk '{ print $1 }' | sort -u)
alike=$(awk '{ print $1 }' "$work/A/tree" | sort -u | grep -vxF -e smp -e "$differ" | tr - _ | paste -sd,)
echo "counted in A and B: cargo, build scripts," $differ

if [ -n "${SMP_K_INSTRUCTIONS:-}" ]; then
  k=$SMP_K_INSTRUCTIONS
else
  probe K ""
  k=$(counted K)
fi
a=$(counted A "$alike")
b=$(counted B "$alike")
echo "K $k instructions (k8s-openapi alone, the whole build)"
echo "A $a, B $b instructions (what was counted)"
awk -v k="$k" -v a="$a" -v b="$b" 'BEGIN {
  printf "the impls add B - A = %.2f G instructions: %+.1f %% of k8s-openapi alone (%.2f G; goal: at most +33 %%)\n",
    (b - a) / 1e9, 100 * (b - a) / k, k / 1e9
}'
