#!/usr/bin/env bash
# Instructions per run of the typed and `Value` operations on the perf Deployment
# (benches/instructions.rs), counted with `valgrind --tool=cachegrind --cache-sim=no`: the
# driver's count with RUNS runs less its count with none, divided by RUNS. Compares commits
# where the clock cannot: the same binary gives the same count whatever else the machine runs.
#
# Usage: benches/instructions.sh [binary] [operations...]
#   binary      the driver to count (default: built here with `cargo bench --no-run`); for
#               an older commit, copy benches/instructions.rs into a `git worktree` of it
#   operations  default: every operation the driver lists (`<binary> list`: all but `none`)
# SMP_INSTRUCTION_RUNS (default 200) sets RUNS.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${SMP_INSTRUCTION_RUNS:-200}
binary=${1:-}
if [ -z "$binary" ]; then
  binary=$(cd "$root" && cargo bench --no-run --bench instructions --message-format=json 2>/dev/null |
    sed -n 's/.*"executable":"\([^"]*instructions[^"]*\)".*/\1/p' | tail -n 1)
fi
shift || true
operations=${*:-$("$binary" list)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count() { # operation, runs: the process's instruction count
  # A driver that fails (no perf files, say) must stop the script, not count as zero.
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file="$work/out" --log-file="$work/log" \
    "$binary" "$1" "$2" || exit 1
  awk '/^summary:/ { print $2 }' "$work/out"
}

echo "$binary, $runs runs"
base=$(count none 0)
for operation in $operations; do
  total=$(count "$operation" "$runs")
  awk -v op="$operation" -v t="$total" -v b="$base" -v n="$runs" \
    'BEGIN { printf "%-16s %12.0f instructions per run\n", op, (t - b) / n }'
done
