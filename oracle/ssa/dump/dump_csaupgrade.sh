#!/bin/sh
# Redo the csaupgrade data of tests/data/managed_fields/ (see its README.md):
#   - the tables of client-go's util/csaupgrade/upgrade_test.go (TestFindOwners,
#     TestUpgradeCSA), as csaupgrade_test-<version>.json, for the client-go of each of
#     oracle/ssa/k8s-1.37 and oracle/ssa/k8s-1.33, made by lift.go.txt,
#     zz_k8s_dump_common_test.go.txt and zz_csaupgrade_dump_test.go.txt in a temporary copy
#     of the client-go module;
#   - client-go's LICENSE, as LICENSE-client-go.
# Usage, from anywhere in the repository: sh oracle/ssa/dump/dump_csaupgrade.sh
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

module=k8s.io/client-go
licences=""
for kube in 1.37 1.33; do
	oracle="$root/oracle/ssa/k8s-$kube"
	# The version that oracle module pins (its go.mod), fetched and checked against its go.sum.
	version=$(cd "$oracle" && go list -m -f '{{.Version}}' "$module")
	dir=$(cd "$oracle" && go mod download -json "$module@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
	[ -d "$dir" ] || { echo "dump_csaupgrade.sh: no module directory for $module@$version" >&2; exit 1; }

	copy="$tmp/client-go-$version"
	cp -R "$dir" "$copy"
	chmod -R u+w "$copy"
	pkg="$copy/util/csaupgrade"
	"$tmp/lift/lift" "$pkg" "$module/util/csaupgrade" \
		"upgrade_test.go:TestFindOwners=testCases" \
		"upgrade_test.go:TestUpgradeCSA=cases"
	sed '/^package zzpackage$/s//package csaupgrade/' "$here/zz_k8s_dump_common_test.go.txt" > "$pkg/zz_k8s_dump_common_test.go"
	cp "$here/zz_csaupgrade_dump_test.go.txt" "$pkg/zz_csaupgrade_dump_test.go"
	if ! (cd "$pkg" &&
		ZZ_OUT="$out" ZZ_MODULE="$module" ZZ_VERSION="$version" ZZ_BASENAME=csaupgrade_test \
			ZZ_PRODUCED_BY="oracle/ssa/dump/dump_csaupgrade.sh (see tests/data/managed_fields/README.md)" \
			go test -vet=off -count=1 -run '^TestZZDump$' -v . >"$tmp/test-$version.log" 2>&1); then
		cat "$tmp/test-$version.log" >&2
		exit 1
	fi
	grep -E '^(--- |ok)|wrote' "$tmp/test-$version.log"
	licences="$licences $copy/LICENSE"
done

# The licence of what was copied: one file if both versions have the same bytes.
set -- $licences
cmp -s "$1" "$2" || echo "dump_csaupgrade.sh: the LICENSE files of the two versions differ; keeping the first" >&2
cp "$1" "$out/LICENSE-client-go"
chmod 644 "$out/LICENSE-client-go" "$out"/csaupgrade_test-*.json
ls -l "$out"
