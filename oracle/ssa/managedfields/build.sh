#!/bin/sh
# Build the managedFields oracle (see README.md here) for both Kubernetes versions:
#   <out dir>/managedfields-1.37  (k8s.io/apimachinery as pinned by oracle/ssa/k8s-1.37)
#   <out dir>/managedfields-1.33  (k8s.io/apimachinery as pinned by oracle/ssa/k8s-1.33)
# pkg/util/managedfields/internal cannot be imported from outside apimachinery, so each
# binary is the test binary of that package in a temporary copy of the apimachinery
# module, whose only test file is zz_oracle_test.go.txt (the package's own tests are
# removed from the copy). Run a binary as: ORACLE=1 <out dir>/managedfields-1.37 < lines
# Usage, from anywhere in the repository: sh oracle/ssa/managedfields/build.sh <out dir>
# Needs go and the Go module proxy; writes only the two binaries.
set -eu

[ $# -eq 1 ] || { echo "usage: build.sh <out dir>" >&2; exit 2; }
mkdir -p "$1"
outdir=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export GOWORK=off GOFLAGS=-mod=mod

module=k8s.io/apimachinery
package=$module/pkg/util/managedfields/internal
for kube in 1.37 1.33; do
	oracle="$root/oracle/ssa/k8s-$kube"
	version=$(cd "$oracle" && go list -m -f '{{.Version}}' "$module")
	dir=$(cd "$oracle" && go mod download -json "$module@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
	[ -d "$dir" ] || { echo "build.sh: no module directory for $module@$version" >&2; exit 1; }
	copy="$tmp/apimachinery-$version"
	cp -R "$dir" "$copy"
	chmod -R u+w "$copy"
	pkg="$copy/pkg/util/managedfields/internal"
	rm -f "$pkg"/*_test.go
	cp "$here/zz_oracle_test.go.txt" "$pkg/zz_oracle_test.go"
	smd=$(cd "$copy" && go list -m -f '{{.Path}}@{{.Version}}' all | grep '^sigs.k8s.io/structured-merge-diff/')
	(cd "$pkg" && go test -c -vet=off -trimpath \
		-ldflags "-X $package.zzOracleVersion=$version -X '$package.zzOracleSMD=${smd%@*} ${smd#*@}'" \
		-o "$outdir/managedfields-$kube" .)
	echo "built $outdir/managedfields-$kube ($module $version)"
done
