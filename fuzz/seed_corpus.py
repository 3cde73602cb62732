#!/usr/bin/env python3
"""Writes starting corpora for the fuzz targets from the Go oracle's cases.

Usage: python3 seed_corpus.py [ORACLE.jsonl.gz] (default: the one in ../../shared)
Writes corpus/<target>/<sha1> files: a selector byte (1 for a Deployment-like object,
0 otherwise), then JSON documents separated by NUL bytes; for schema_loaders and
crd_codegen, the reference's swagger documents and the example CRD; for yaml, YAML
manifests and the oracle's documents.
"""
import base64
import gzip
import hashlib
import io
import json
import os
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "../../shared/conformance/go-oracle/go-oracle-v0.32.4.public.jsonl.gz")


def compact(value):
    return json.dumps(value, separators=(",", ":")).encode()


def write(target, data):
    folder = os.path.join(HERE, "corpus", target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as out:
        out.write(data)


def zipped(text):
    """The object matcher's annotation: a zip of one entry, `original`, in base64."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("original", text)
    return base64.b64encode(buffer.getvalue()).decode()


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    with gzip.open(path, "rt") as lines:
        for n, line in enumerate(lines):
            case = json.loads(line)
            original, modified = case.get("original"), case.get("modified")
            output = (case.get("expected") or {}).get("output")
            selector = b"\x01" if "template" in json.dumps(original) else b"\x00"
            documents = [compact(doc) for doc in (original, modified, output) if doc is not None]
            if n % 3 == 0:
                write("value_ops", selector + b"\0".join(documents))
            if n % 7 == 0:
                write("typed_patch", selector + b"\0".join(documents))
            if n % 7 == 1 and isinstance(original, dict) and isinstance(modified, dict):
                annotation = compact(original).decode()
                if n % 2:
                    annotation = zipped(annotation)
                write("apply_and_match", selector + compact(modified) + b"\0" + compact(original) + b"\0" + annotation.encode())


def schema_seeds():
    """schema_loaders: the reference's swagger documents (v2, v3) as whole documents and as
    their definitions; crd_codegen and schema_loaders: the example CRD, as YAML and JSON."""
    testdata = os.path.join(HERE, "../../shared/conformance/apimachinery/testdata")
    for name in sorted(os.listdir(testdata)) if os.path.isdir(testdata) else []:
        if not name.endswith(".json"):
            continue
        with open(os.path.join(testdata, name), "rb") as f:
            text = f.read()
        try:
            document = json.loads(text)
        except ValueError:  # one is not strict JSON: a seed as it is
            write("schema_loaders", b"\x05" + text)
            continue
        write("schema_loaders", b"\x05" + compact(document))
        if "definitions" in document:
            write("schema_loaders", b"\x00" + compact(document["definitions"]))
        schemas = (document.get("components") or {}).get("schemas")
        if schemas:
            write("schema_loaders", b"\x01" + compact(schemas))
            write("schema_loaders", b"\x02" + compact(schemas).replace(b"#/components/schemas/", b"#/$defs/"))
    crds = os.path.join(HERE, "../examples/crd-build/crds")
    for name in sorted(os.listdir(crds)):
        with open(os.path.join(crds, name), "rb") as f:
            text = f.read()
        write("crd_codegen", text)
        if name.endswith(".json"):
            crd = json.loads(text)
            write("schema_loaders", b"\x04" + compact(crd))
            write("schema_loaders", b"\x03" + compact(crd["spec"]["versions"]))


def bytes_seeds():
    """bytes_api: the value_ops corpus as it is (its inputs are bytes already)."""
    folder = os.path.join(HERE, "corpus", "value_ops")
    for name in sorted(os.listdir(folder))[::4]:
        with open(os.path.join(folder, name), "rb") as f:
            write("bytes_api", f.read())


def yaml_seeds():
    """yaml: the bundled YAML manifests and the example CRD as they are, and the oracle's
    documents (JSON is YAML)."""
    for folder in [os.path.join(HERE, "../examples/manifests"), os.path.join(HERE, "../examples/crd-build/crds")]:
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), "rb") as f:
                write("yaml", f.read())
    folder = os.path.join(HERE, "corpus", "value_ops")
    for name in sorted(os.listdir(folder))[::8]:
        with open(os.path.join(folder, name), "rb") as f:
            write("yaml", f.read()[1:].split(b"\0")[0])


if __name__ == "__main__":
    main()
    schema_seeds()
    bytes_seeds()
    yaml_seeds()
