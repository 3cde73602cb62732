#!/usr/bin/env python3
"""Write schemas/data/ssa-key-defaults.json: for Kubernetes 1.32 to 1.37, the defaults of
the key fields of associative lists (`x-kubernetes-list-map-keys`, or a merge key), which
server-side apply puts into an item's key where the item leaves the field out
(`protocol: TCP` of a container port). The OpenAPI definitions in schemas/data drop
`default`; these come from the structured-merge-diff schema client-go embeds for its
release (`applyconfigurations/internal/internal.go`), generated from the same OpenAPI.

Needs Python 3 with PyYAML, and go with the Go module proxy (to fetch client-go).
Usage: python3 schemas/tools/extract_ssa_defaults.py [--check]
"""
import json
import os
import re
import subprocess
import sys

import yaml

MINORS = range(32, 38)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "ssa-key-defaults.json")


def go(*args):
    env = dict(os.environ, GOWORK="off", GOFLAGS="-mod=mod")
    return subprocess.run(["go", *args], check=True, capture_output=True, text=True, env=env, cwd="/").stdout


def newest(minor):
    versions = go("list", "-m", "-versions", "k8s.io/client-go").split()[1:]
    ours = [v for v in versions if re.fullmatch(rf"v0\.{minor}\.\d+", v)]
    return max(ours, key=lambda v: int(v.rsplit(".", 1)[1]))


def schema_of(version):
    directory = json.loads(go("mod", "download", "-json", f"k8s.io/client-go@{version}"))["Dir"]
    with open(os.path.join(directory, "applyconfigurations", "internal", "internal.go")) as source:
        text = source.read()
    start = text.index("typed.YAMLObject(`") + len("typed.YAMLObject(`")
    return yaml.safe_load(text[start : text.index("`)", start)])


def key_defaults(schema):
    """{type name: {key field: default}} for the keys of every associative list."""
    types = {t["name"]: t for t in schema["types"]}
    keyed = set()

    def visit(atom):
        if not isinstance(atom, dict):
            return
        if "list" in atom:
            lst = atom["list"]
            element = lst.get("elementType", {})
            if lst.get("elementRelationship") == "associative" and "namedType" in element:
                for key in lst.get("keys", []):
                    keyed.add((element["namedType"], key))
            visit(element)
        if "map" in atom:
            for field in atom["map"].get("fields", []):
                visit(field.get("type", {}))
            visit(atom["map"].get("elementType", {}))

    for t in schema["types"]:
        visit(t)
    out = {}
    for name, key in sorted(keyed):
        for field in types.get(name, {}).get("map", {}).get("fields", []):
            if field["name"] == key and "default" in field:
                out.setdefault(name, {})[key] = field["default"]
    return out


def main():
    origin = {}
    result = {}
    for minor in MINORS:
        version = newest(minor)
        origin[f"1.{minor}"] = f"k8s.io/client-go {version} applyconfigurations/internal/internal.go"
        result[f"1.{minor}"] = key_defaults(schema_of(version))
    result["x-smp-origin"] = origin
    text = json.dumps(result, sort_keys=True, separators=(",", ":"), ensure_ascii=True) + "\n"
    if "--check" in sys.argv:
        with open(OUT) as current:
            if current.read() != text:
                sys.exit("schemas/data/ssa-key-defaults.json is stale")
        return
    with open(OUT, "w") as out:
        out.write(text)
    print(OUT, len(text), "bytes")


if __name__ == "__main__":
    main()
