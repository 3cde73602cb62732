#!/bin/sh
# Writes oracle/ssa/k8s-1.33/smdmerge from this directory (structured-merge-diff v4 in
# place of v6). Run by `go generate ./...` in oracle/ssa/k8s-1.37.
set -eu
cd "$(dirname "$0")"
to=../../k8s-1.33/smdmerge
mkdir -p "$to/fixture"
for f in fixture/fixture.go record_test.go record.sh .gitignore; do
	sed -e 's|structured-merge-diff/v6|structured-merge-diff/v4|g' \
		-e 's|k8s-1[.]37/smdmerge|k8s-1.33/smdmerge|g' \
		-e 's,^\(#\|//\) This is the master copy: edit this one[.]$,\1 Generated from oracle/ssa/k8s-1.37/smdmerge by its copy-to-1.33.sh (go generate). DO NOT EDIT.,' \
		-e 's|^//go:generate .*|// (The go:generate line that writes this file is in the master.)|' \
		"$f" > "$to/$f"
done
chmod +x "$to/record.sh"
