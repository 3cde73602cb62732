#!/bin/sh
# Runs structured-merge-diff's merge scenario tests with the recording fixture and writes
# one JSON line per identity-converter case to $1. The tests are copied from the module
# cache next to record_test.go (and ignored by git), their fixture import rewritten.
# Generated from oracle/ssa/k8s-1.37/smdmerge by its copy-to-1.33.sh (go generate). DO NOT EDIT.
set -eu
out=$(realpath "$1")
cd "$(dirname "$0")"
export GOWORK=off GOFLAGS=-mod=mod
smd=$(go list -m -f '{{.Dir}}' sigs.k8s.io/structured-merge-diff/v4)
# real_test.go holds only benchmarks, over schemas read from files at init.
for test in "$smd"/merge/*_test.go; do
	[ "$(basename "$test")" = real_test.go ] && continue
	sed 's|sigs.k8s.io/structured-merge-diff/v4/internal/fixture|smp.example/oracle/ssa/k8s-1.33/smdmerge/fixture|' "$test" > "smd_$(basename "$test")"
done
SMP_SMD_RECORD="$out" go test -count=1 .
