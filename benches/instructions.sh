#!/usr/bin/env bash
# Instructions per run of the typed, `Value` and bytes operations on the perf Deployment
# (benches/instructions.rs), counted with `valgrind --tool=callgrind`: the instructions of
# the driver's `measured` (one run of the operation, inclusive) over RUNS runs, divided by
# RUNS. The set-up is not counted, so a figure moves only with the operation's own work (and
# with the heap the set-up left, which the allocator's paths depend on). Compares commits
# where the clock cannot: the same binary gives the same count whatever else the machine runs.
#
# Usage: benches/instructions.sh [binary] [operations...]
#   binary      the driver to count (default: built here with `cargo bench --no-run`); for
#               an older commit, copy benches/instructions.rs into a `git worktree` of it
#   operations  default: every operation the driver lists (`<binary> list`)
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

count() { # operation, runs: the instructions of `measured`, inclusive
  # A driver that fails (no perf files, say) must stop the script, not count as zero.
  valgrind --tool=callgrind --callgrind-out-file="$work/out" --log-file="$work/log" "$binary" "$1" "$2" || exit 1
  # The whole report read (an early exit would stop callgrind_annotate with SIGPIPE).
  callgrind_annotate --inclusive=yes "$work/out" | awk '/instructions::measured/ && !seen { gsub(",", "", $1); print $1; seen = 1 }'
}

echo "$binary, $runs runs"
for operation in $operations; do
  total=$(count "$operation" "$runs")
  awk -v op="$operation" -v t="$total" -v n="$runs" 'BEGIN { printf "%-16s %12.0f instructions per run\n", op, t / n }'
done
