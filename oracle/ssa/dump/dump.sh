#!/bin/sh
# Redo the vendored data of tests/data/fieldpath/ from the pinned modules of
# sigs.k8s.io/structured-merge-diff (see tests/data/fieldpath/README.md):
#   - the golden FieldsV1 files internal/testdata/*set.json, copied as they are;
#   - the tables of fieldpath's own tests, as <test file>-<version>.json, made by
#     lift.go.txt and zz_dump_test.go.txt in a temporary copy of each module;
#   - the modules' LICENSE (Apache-2.0).
# Usage, from anywhere in the repository: sh oracle/ssa/dump/dump.sh
# Needs go and the Go module proxy; writes only into tests/data/fieldpath/.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out="$root/tests/data/fieldpath"
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export GOWORK=off GOFLAGS=-mod=mod
mkdir -p "$out"

# The tables to dump, per major version (a spec is file:Test[/subtest]=var,...; see
# lift.go.txt). v6.4.2 has tests that v4.6.0 lacks.
common="
serialize_test.go:TestSerializeV1GoldenData=examples
serialize_test.go:TestDropUnknown=input,expect
serialize-pe_test.go:TestPathElementRoundTrip=tests
serialize-pe_test.go:TestDeserializePathElementError=tests
path_test.go:TestPathString=table
element_test.go:TestPathElementLess=table
set_test.go:=randomPathMaker
set_test.go:TestSetInsertHas=s1,table
set_test.go:TestSetIterSize=s1
set_test.go:TestSetEquals=table
set_test.go:TestSetUnion=s1,s2,u
set_test.go:TestSetIntersectionDifference=s1,s2
set_test.go:TestSetIntersectionDifference/intersection=i
set_test.go:TestSetIntersectionDifference/s1 - s2=sDiffS2
set_test.go:TestSetIntersectionDifference/s2 - s1=s2DiffS
set_test.go:TestSetLeaves=table
set_test.go:TestSetDifference=table
fromvalue_test.go:TestFromValue=table
"
only_v6="
serialize_test.go:TestDeserializeForValidNonNormalized=testCases
serialize_test.go:TestSetFromJSONTokenTypeErrors=cases
serialize_test.go:TestSetFromJSON=cases
serialize-pe_test.go:TestDeserializePathElementSuccess=tests
"

mkdir "$tmp/lift"
cp "$here/lift.go.txt" "$tmp/lift/main.go"
(cd "$tmp/lift" && go mod init lift >/dev/null 2>&1 && go build -o lift .)

for pair in v4:v4.6.0 v6:v6.4.2; do
	major=${pair%%:*}
	version=${pair#*:}
	module=sigs.k8s.io/structured-merge-diff/$major
	dir=$(cd "$root/oracle/ssa" && go mod download -json "$module@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
	[ -d "$dir" ] || { echo "dump.sh: no module directory for $module@$version" >&2; exit 1; }

	# Golden files: one copy if every version has the same bytes (checked below).
	for f in "$dir"/internal/testdata/*set.json; do
		mkdir -p "$tmp/golden/$version"
		cp "$f" "$tmp/golden/$version/"
	done

	copy="$tmp/smd-$version"
	cp -R "$dir" "$copy"
	chmod -R u+w "$copy"
	specs=$common
	if [ "$major" = v6 ]; then specs="$common$only_v6"; fi
	# One spec a line; the specs contain spaces, so split on newlines only.
	old_ifs=$IFS
	IFS='
'
	# shellcheck disable=SC2086
	set -- $specs
	IFS=$old_ifs
	"$tmp/lift/lift" "$copy/fieldpath" "$module/fieldpath" "$@"
	cp "$here/zz_dump_test.go.txt" "$copy/fieldpath/zz_dump_test.go"
	if ! (cd "$copy/fieldpath" &&
		ZZ_OUT="$out" ZZ_MODULE="$module" ZZ_VERSION="$version" \
			go test -vet=off -count=1 -run '^TestZZDump$' -v . >"$tmp/test-$version.log" 2>&1); then
		cat "$tmp/test-$version.log" >&2
		exit 1
	fi
	grep -E '^(--- |ok)|wrote' "$tmp/test-$version.log"
done

# The golden files of both versions: keep one copy when they are byte for byte the same,
# else both, named by version. Gzip any over 100 KB.
for f in "$tmp/golden/v6.4.2/"*; do
	name=$(basename "$f")
	if cmp -s "$f" "$tmp/golden/v4.6.0/$name"; then
		targets="$name:$f"
	else
		targets="${name%.json}-v6.4.2.json:$f ${name%.json}-v4.6.0.json:$tmp/golden/v4.6.0/$name"
	fi
	for t in $targets; do
		dest="$out/${t%%:*}"
		cp "${t#*:}" "$dest"
		chmod 644 "$dest"
		if [ "$(wc -c < "$dest")" -gt 102400 ]; then gzip -n -9 -f "$dest"; fi
	done
done
# The licence of everything copied (the same file in both versions).
cmp -s "$tmp/smd-v4.6.0/LICENSE" "$tmp/smd-v6.4.2/LICENSE" || echo "dump.sh: the LICENSE files differ" >&2
cp "$tmp/smd-v6.4.2/LICENSE" "$out/LICENSE"
chmod 644 "$out/LICENSE"
for f in "$tmp/golden/v4.6.0/"*; do
	[ -e "$tmp/golden/v6.4.2/$(basename "$f")" ] || echo "dump.sh: $(basename "$f") is only in v4.6.0; not copied" >&2
done
ls -l "$out"
