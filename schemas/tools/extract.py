#!/usr/bin/env python3
"""Extract compact Kubernetes OpenAPI definitions for the smp-schemas crate.

Reads the JSON Schema files shipped by the PyPI package `kubernetes-validate`
(install it with `pip install kubernetes-validate`) and writes
`schemas/data/k8s-v1.NN.json` for every minor version in MINOR_VERSIONS.

For each minor version the newest patch release present in the package is
used, from its non-strict variant (`vX.Y.Z-local/_definitions.json`, which
holds every definition under `$defs`; the `-strict` variant only adds
`additionalProperties: false` everywhere, and the per-kind files are copies
of the same definitions).

Each output file is minified, key-sorted JSON:

    {"definitions": {NAME: SCHEMA, ...}, "x-smp-origin": {...}}

where every SCHEMA (recursively through `properties` values, `items` and
`additionalProperties`) keeps only the keys in KEPT_KEYS, `$ref`s are
rewritten to `#/definitions/NAME`, `allOf: [{"$ref": X}]` wrappers are
flattened to `{"$ref": X, ...}`, and `"type": [T, "null"]` is reduced to
`"type": T`.  Everything else (descriptions, enums, defaults, `oneOf`,
`x-kubernetes-unions`, ...) is dropped.

Only the standard library is used.  The output is deterministic: the same
installed package gives byte-identical files.

Usage:
    python3 schemas/tools/extract.py            # (re)write schemas/data/k8s-v1.NN.json
    python3 schemas/tools/extract.py --check    # exit 1 if the files are stale
"""

import argparse
import importlib.metadata
import importlib.util
import json
import os
import re
import sys
from collections import Counter

PACKAGE = "kubernetes-validate"
MODULE = "kubernetes_validate"
SCHEMA_DIR = "kubernetes-json-schema"
# 1.32 is the version of the kubectl many users run; the package (1.37.0) ships 1.25 to
# 1.37, and its 1.32 file is byte for byte the one of package 1.32.0.
MINOR_VERSIONS = (32, 33, 34, 35, 36, 37)
GENERATED_BY = "schemas/tools/extract.py"

KEPT_KEYS = frozenset(
    [
        "type",
        "properties",
        "items",
        "additionalProperties",
        "$ref",
        "format",
        "required",
        "x-kubernetes-patch-strategy",
        "x-kubernetes-patch-merge-key",
        "x-kubernetes-list-type",
        "x-kubernetes-list-map-keys",
        "x-kubernetes-map-type",
        "x-kubernetes-group-version-kind",
        "x-kubernetes-preserve-unknown-fields",
        "x-kubernetes-int-or-string",
        "x-kubernetes-embedded-resource",
    ]
)

# Directory names like "v1.33.0-local" (the "-local-strict" variant is skipped).
VERSION_DIR_RE = re.compile(r"^v(\d+)\.(\d+)\.(\d+)-local$")

HERE = os.path.dirname(os.path.abspath(__file__))
CRATE_DIR = os.path.dirname(HERE)
DATA_DIR = os.path.join(CRATE_DIR, "data")


class ExtractError(Exception):
    pass


def package_dir():
    """Directory of the installed `kubernetes_validate` package (not imported)."""
    spec = importlib.util.find_spec(MODULE)
    if spec is None or not spec.submodule_search_locations:
        raise ExtractError(
            "package %r not found; install it with: pip install %s" % (MODULE, PACKAGE)
        )
    return list(spec.submodule_search_locations)[0]


def pick_versions(schema_root):
    """Map minor -> (major, minor, patch, dirname) for the newest patch of each minor."""
    best = {}
    for name in sorted(os.listdir(schema_root)):
        m = VERSION_DIR_RE.match(name)
        if not m:
            continue
        major, minor, patch = (int(g) for g in m.groups())
        if major != 1:
            continue
        cur = best.get(minor)
        if cur is None or patch > cur[2]:
            best[minor] = (major, minor, patch, name)
    return best


def ref_name(ref, where):
    """Definition name from any ref form: '#/$defs/N', '/api/_definitions.json#/$defs/N',
    '_definitions.json#/definitions/N', '#/definitions/N', ..."""
    if not isinstance(ref, str) or "#" not in ref:
        raise ExtractError("unsupported $ref %r at %s" % (ref, where))
    fragment = ref.split("#", 1)[1]
    parts = fragment.split("/")
    if len(parts) != 3 or parts[0] != "" or parts[1] not in ("$defs", "definitions"):
        raise ExtractError("unsupported $ref %r at %s" % (ref, where))
    # JSON Pointer unescaping.
    return parts[2].replace("~1", "/").replace("~0", "~")


class Converter:
    def __init__(self, names):
        self.names = names
        self.dropped = Counter()
        self.flattened_allof = 0
        self.nullable_types = 0

    def schema(self, src, where):
        if isinstance(src, bool):
            # Boolean schemas (e.g. additionalProperties: false) are kept as is.
            return src
        if not isinstance(src, dict):
            raise ExtractError("schema at %s is a %s" % (where, type(src).__name__))
        src = dict(src)
        if "allOf" in src:
            all_of = src.pop("allOf")
            if (
                not isinstance(all_of, list)
                or len(all_of) != 1
                or not isinstance(all_of[0], dict)
                or set(all_of[0]) - {"$ref", "description"}
                or "$ref" not in all_of[0]
                or "$ref" in src
            ):
                raise ExtractError("unsupported allOf at %s: %r" % (where, all_of))
            src["$ref"] = all_of[0]["$ref"]
            self.flattened_allof += 1

        out = {}
        for key in sorted(src):
            value = src[key]
            if key not in KEPT_KEYS:
                self.dropped[key] += 1
                continue
            if key == "properties":
                if not isinstance(value, dict):
                    raise ExtractError("properties at %s is not an object" % where)
                out[key] = {
                    name: self.schema(sub, "%s.properties.%s" % (where, name))
                    for name, sub in sorted(value.items())
                }
            elif key in ("items", "additionalProperties"):
                out[key] = self.schema(value, "%s.%s" % (where, key))
            elif key == "$ref":
                name = ref_name(value, where)
                if name not in self.names:
                    raise ExtractError("dangling $ref %r at %s" % (value, where))
                out[key] = "#/definitions/" + name
            elif key == "type":
                out[key] = self.type_value(value, where)
            else:
                out[key] = value
        return out

    def type_value(self, value, where):
        if isinstance(value, str):
            return value
        if isinstance(value, list) and all(isinstance(t, str) for t in value):
            non_null = [t for t in value if t != "null"]
            if len(non_null) == 1:
                if len(non_null) != len(value):
                    self.nullable_types += 1
                return non_null[0]
        raise ExtractError("unsupported type %r at %s" % (value, where))


def collect_refs(node, acc):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                acc.add(value)
            else:
                collect_refs(value, acc)
    elif isinstance(node, list):
        for item in node:
            collect_refs(item, acc)


def extract(pkg_dir, pkg_version, version_info):
    major, minor, patch, dirname = version_info
    rel = "%s/%s/_definitions.json" % (SCHEMA_DIR, dirname)
    path = os.path.join(pkg_dir, SCHEMA_DIR, dirname, "_definitions.json")
    with open(path, encoding="utf-8") as f:
        src = json.load(f)
    defs = src.get("$defs", src.get("definitions"))
    if not isinstance(defs, dict) or not defs:
        raise ExtractError("%s: no $defs/definitions" % rel)

    conv = Converter(frozenset(defs))
    definitions = {
        name: conv.schema(schema, name) for name, schema in sorted(defs.items())
    }

    # Self-check: every $ref resolves inside this file.
    refs = set()
    collect_refs(definitions, refs)
    for ref in refs:
        if not ref.startswith("#/definitions/") or ref[len("#/definitions/"):] not in definitions:
            raise ExtractError("%s: unresolved $ref %r in output" % (rel, ref))

    doc = {
        "x-smp-origin": {
            "package": PACKAGE,
            "packageVersion": pkg_version,
            "kubernetesVersion": "%d.%d.%d" % (major, minor, patch),
            "sourceFiles": rel,
            "generatedBy": GENERATED_BY,
        },
        "definitions": definitions,
    }
    text = json.dumps(doc, separators=(",", ":"), sort_keys=True, ensure_ascii=True) + "\n"
    return text, conv, len(definitions)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="do not write; exit 1 if any output file differs from what would be written",
    )
    parser.add_argument(
        "--out-dir", default=DATA_DIR, help="output directory (default: schemas/data)"
    )
    args = parser.parse_args(argv)

    pkg_dir = package_dir()
    pkg_version = importlib.metadata.version(PACKAGE)
    schema_root = os.path.join(pkg_dir, SCHEMA_DIR)
    available = pick_versions(schema_root)
    print("%s %s at %s" % (PACKAGE, pkg_version, pkg_dir))

    missing = [m for m in MINOR_VERSIONS if m not in available]
    if missing:
        raise ExtractError(
            "package has no schemas for: %s" % ", ".join("1.%d" % m for m in missing)
        )

    if not args.check:
        os.makedirs(args.out_dir, exist_ok=True)
    stale = []
    for minor in MINOR_VERSIONS:
        info = available[minor]
        text, conv, count = extract(pkg_dir, pkg_version, info)
        data = text.encode("utf-8")
        out_path = os.path.join(args.out_dir, "k8s-v1.%d.json" % minor)
        shown = os.path.relpath(out_path)
        dropped = ", ".join("%s=%d" % kv for kv in sorted(conv.dropped.items()))
        if args.check:
            try:
                with open(out_path, "rb") as f:
                    same = f.read() == data
            except FileNotFoundError:
                same = False
            status = "up to date" if same else "STALE"
            if not same:
                stale.append(shown)
        else:
            with open(out_path, "wb") as f:
                f.write(data)
            status = "wrote"
        print(
            "%s %s: %d bytes, %d definitions, from %s (Kubernetes %d.%d.%d)"
            % (status, shown, len(data), count, info[3], info[0], info[1], info[2])
        )
        print(
            "    nullable types reduced: %d, allOf flattened: %d, dropped keys: %s"
            % (conv.nullable_types, conv.flattened_allof, dropped or "none")
        )
    if stale:
        print("stale: %s (run without --check to regenerate)" % ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ExtractError as e:
        print("extract.py: error: %s" % e, file=sys.stderr)
        sys.exit(2)
