#!/bin/sh
# Redo the managedfields data of tests/data/managed_fields/ (see its README.md): the tables
# of apimachinery's pkg/util/managedfields/internal/managedfields_test.go
# (TestRoundTripManagedFields, TestBuildManagerIdentifier, TestSortEncodedManagedFields,
# and, transcribed by hand, TestHasFieldsType, TestHasAPIVersion, TestHasOperation), as
# managedfields_test-<version>.json, for the apimachinery of each of oracle/ssa/k8s-1.37
# and oracle/ssa/k8s-1.33, made by lift.go.txt, zz_k8s_dump_common_test.go.txt and
# zz_managedfields_dump_test.go.txt in a temporary copy of the apimachinery module; and
# apimachinery's LICENSE, as LICENSE-apimachinery.
# Usage, from anywhere in the repository: sh oracle/ssa/dump/dump_managedfields.sh
# Needs go and the Go module proxy; writes only into tests/data/managed_fields/.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out="$root/tests/data/managed_fields"
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export GOWORK=off GOFLAGS=-mod=mod
mkdir -p "$out"

mkdir "$tmp/lift"
cp "$here/lift.go.txt" "$tmp/lift/main.go"
(cd "$tmp/lift" && go mod init lift >/dev/null 2>&1 && go build -o lift .)

module=k8s.io/apimachinery
licences=""
for kube in 1.37 1.33; do
	oracle="$root/oracle/ssa/k8s-$kube"
	version=$(cd "$oracle" && go list -m -f '{{.Version}}' "$module")
	dir=$(cd "$oracle" && go mod download -json "$module@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
	[ -d "$dir" ] || { echo "dump_managedfields.sh: no module directory for $module@$version" >&2; exit 1; }

	copy="$tmp/apimachinery-$version"
	cp -R "$dir" "$copy"
	chmod -R u+w "$copy"
	pkg="$copy/pkg/util/managedfields/internal"
	# Only managedfields_test.go is needed (it uses no helper of the other test files).
	for f in "$pkg"/*_test.go; do
		[ "$(basename "$f")" = managedfields_test.go ] || rm "$f"
	done
	"$tmp/lift/lift" "$pkg" "$module/pkg/util/managedfields/internal" \
		"managedfields_test.go:TestRoundTripManagedFields=tests" \
		"managedfields_test.go:TestBuildManagerIdentifier=tests" \
		"managedfields_test.go:TestSortEncodedManagedFields=tests"
	sed '/^package zzpackage$/s//package internal/' "$here/zz_k8s_dump_common_test.go.txt" > "$pkg/zz_k8s_dump_common_test.go"
	cp "$here/zz_managedfields_dump_test.go.txt" "$pkg/zz_managedfields_dump_test.go"
	if ! (cd "$pkg" &&
		ZZ_OUT="$out" ZZ_MODULE="$module" ZZ_VERSION="$version" \
			ZZ_PRODUCED_BY="oracle/ssa/dump/dump_managedfields.sh (see tests/data/managed_fields/README.md)" \
			go test -vet=off -count=1 -run '^TestZZDump$' -v . >"$tmp/test-$version.log" 2>&1); then
		cat "$tmp/test-$version.log" >&2
		exit 1
	fi
	grep -E '^(--- |ok)|wrote' "$tmp/test-$version.log"
	licences="$licences $copy/LICENSE"
done

set -- $licences
cmp -s "$1" "$2" || echo "dump_managedfields.sh: the LICENSE files of the two versions differ; keeping the first" >&2
cp "$1" "$out/LICENSE-apimachinery"
chmod 644 "$out/LICENSE-apimachinery" "$out"/managedfields_test-*.json
ls -l "$out"
