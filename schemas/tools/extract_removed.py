#!/usr/bin/env python3
"""Extract the definitions of group versions Kubernetes stopped serving before 1.33.

kubectl 1.32 still patches objects of 65 such kinds locally (`extensions/v1beta1`
Deployment, `autoscaling/v2beta2` HorizontalPodAutoscaler, ...): its scheme keeps their
Go types. This script writes `schemas/data/k8s-removed.json` so that smp can patch them
too, with the strategies of the types kubectl uses:

    {"definitions": {NAME: SCHEMA, ...},
     "x-smp-origin": {...},
     "x-smp-removed": {"GROUP/VERSION KIND": {"lastServed": "1.NN", "patched": BOOL}, ...}}

`definitions` holds each kind kubectl patches and every definition it reaches that is
missing from any of schemas/data/k8s-v1.33..37.json (the versions after LAST_MINOR), each
taken from the newest minor version (at most 1.32) that had it; references to definitions
that every one of those files has stay references, resolved against the version in use
(kubectl's Go types, too, use the current core types; the 1.32 file has them all as well,
which smp-schemas' tests check). `x-smp-removed` names every removed kind, with the last
minor version that served it and whether kubectl 1.32 patches it (`KUBECTL_PATCHES`), so that
an error can say which.

Input: unpacked `kubernetes-validate` packages that together hold 1.11 to 1.32:

    pip download --no-deps kubernetes-validate==1.24.1 kubernetes-validate==1.32.0 -d /tmp/kv
    # unpack both (tar xzf / unzip), then:
    python3 schemas/tools/extract_removed.py /tmp/kv/kubernetes-validate-1.24.1 /tmp/kv/kubernetes_validate
    python3 schemas/tools/extract_removed.py --check DIR...   # exit 1 if the file is stale

The same Converter as extract.py keeps the same keys; the output is deterministic.
"""

import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract import DATA_DIR, MINOR_VERSIONS, Converter, ExtractError, collect_refs  # noqa: E402

GENERATED_BY = "schemas/tools/extract_removed.py"
OUT_NAME = "k8s-removed.json"
LAST_MINOR = 32
VERSION_DIR_RE = re.compile(r"^v1\.(\d+)\.(\d+)-local$")
# The versions whose kinds are not "removed": those after LAST_MINOR.
CURRENT_MINORS = tuple(minor for minor in MINOR_VERSIONS if minor > LAST_MINOR)

# The removed kinds `kubectl patch --local --type strategic` (kubectl 1.32.4) patches;
# it refuses the others ("strategic merge patch is not supported for ... locally").
# Found by patching a minimal object of every removed kind; the smp-cli test
# `removed_group_versions_as_kubectl` checks this list against kubectl.
KUBECTL_PATCHES = frozenset(
    [
        ("admissionregistration.k8s.io/v1alpha1", "ValidatingAdmissionPolicy"),
        ("admissionregistration.k8s.io/v1alpha1", "ValidatingAdmissionPolicyBinding"),
        ("admissionregistration.k8s.io/v1beta1", "MutatingWebhookConfiguration"),
        ("admissionregistration.k8s.io/v1beta1", "ValidatingWebhookConfiguration"),
        ("apps/v1beta1", "ControllerRevision"),
        ("apps/v1beta1", "Deployment"),
        ("apps/v1beta1", "Scale"),
        ("apps/v1beta1", "StatefulSet"),
        ("apps/v1beta2", "ControllerRevision"),
        ("apps/v1beta2", "DaemonSet"),
        ("apps/v1beta2", "Deployment"),
        ("apps/v1beta2", "ReplicaSet"),
        ("apps/v1beta2", "Scale"),
        ("apps/v1beta2", "StatefulSet"),
        ("authentication.k8s.io/v1alpha1", "SelfSubjectReview"),
        ("authentication.k8s.io/v1beta1", "SelfSubjectReview"),
        ("authentication.k8s.io/v1beta1", "TokenReview"),
        ("authorization.k8s.io/v1beta1", "LocalSubjectAccessReview"),
        ("authorization.k8s.io/v1beta1", "SelfSubjectAccessReview"),
        ("authorization.k8s.io/v1beta1", "SelfSubjectRulesReview"),
        ("authorization.k8s.io/v1beta1", "SubjectAccessReview"),
        ("autoscaling/v2beta1", "HorizontalPodAutoscaler"),
        ("autoscaling/v2beta2", "HorizontalPodAutoscaler"),
        ("batch/v1beta1", "CronJob"),
        ("certificates.k8s.io/v1beta1", "CertificateSigningRequest"),
        ("coordination.k8s.io/v1beta1", "Lease"),
        ("discovery.k8s.io/v1beta1", "EndpointSlice"),
        ("events.k8s.io/v1beta1", "Event"),
        ("extensions/v1beta1", "DaemonSet"),
        ("extensions/v1beta1", "Deployment"),
        ("extensions/v1beta1", "Ingress"),
        ("extensions/v1beta1", "NetworkPolicy"),
        ("extensions/v1beta1", "ReplicaSet"),
        ("extensions/v1beta1", "Scale"),
        ("flowcontrol.apiserver.k8s.io/v1beta1", "FlowSchema"),
        ("flowcontrol.apiserver.k8s.io/v1beta1", "PriorityLevelConfiguration"),
        ("flowcontrol.apiserver.k8s.io/v1beta2", "FlowSchema"),
        ("flowcontrol.apiserver.k8s.io/v1beta2", "PriorityLevelConfiguration"),
        ("flowcontrol.apiserver.k8s.io/v1beta3", "FlowSchema"),
        ("flowcontrol.apiserver.k8s.io/v1beta3", "PriorityLevelConfiguration"),
        ("networking.k8s.io/v1alpha1", "IPAddress"),
        ("networking.k8s.io/v1alpha1", "ServiceCIDR"),
        ("networking.k8s.io/v1beta1", "Ingress"),
        ("networking.k8s.io/v1beta1", "IngressClass"),
        ("node.k8s.io/v1alpha1", "RuntimeClass"),
        ("node.k8s.io/v1beta1", "RuntimeClass"),
        ("policy/v1beta1", "Eviction"),
        ("policy/v1beta1", "PodDisruptionBudget"),
        ("rbac.authorization.k8s.io/v1alpha1", "ClusterRole"),
        ("rbac.authorization.k8s.io/v1alpha1", "ClusterRoleBinding"),
        ("rbac.authorization.k8s.io/v1alpha1", "Role"),
        ("rbac.authorization.k8s.io/v1alpha1", "RoleBinding"),
        ("rbac.authorization.k8s.io/v1beta1", "ClusterRole"),
        ("rbac.authorization.k8s.io/v1beta1", "ClusterRoleBinding"),
        ("rbac.authorization.k8s.io/v1beta1", "Role"),
        ("rbac.authorization.k8s.io/v1beta1", "RoleBinding"),
        ("scheduling.k8s.io/v1alpha1", "PriorityClass"),
        ("scheduling.k8s.io/v1beta1", "PriorityClass"),
        ("storage.k8s.io/v1alpha1", "CSIStorageCapacity"),
        ("storage.k8s.io/v1alpha1", "VolumeAttachment"),
        ("storage.k8s.io/v1beta1", "CSIDriver"),
        ("storage.k8s.io/v1beta1", "CSINode"),
        ("storage.k8s.io/v1beta1", "CSIStorageCapacity"),
        ("storage.k8s.io/v1beta1", "StorageClass"),
        ("storage.k8s.io/v1beta1", "VolumeAttachment"),
    ]
)


def api_version(gvk):
    return gvk["version"] if not gvk["group"] else "%s/%s" % (gvk["group"], gvk["version"])


def kinds_of(definitions):
    """(apiVersion, kind) -> definition name, for the kinds (not lists, not meta types)."""
    out = {}
    for name, schema in definitions.items():
        if name.startswith("io.k8s.apimachinery."):
            continue
        for gvk in schema.get("x-kubernetes-group-version-kind", []):
            if not gvk["kind"].endswith("List"):
                out[(api_version(gvk), gvk["kind"])] = name
    return out


def old_versions(package_dirs):
    """minor -> path of its newest patch release's _definitions.json, for minors <= 1.32."""
    found = {}
    for root in package_dirs:
        for dirpath, dirnames, _ in os.walk(root):
            for name in dirnames:
                m = VERSION_DIR_RE.match(name)
                if m and int(m.group(1)) <= LAST_MINOR:
                    minor, patch = int(m.group(1)), int(m.group(2))
                    path = os.path.join(dirpath, name, "_definitions.json")
                    if os.path.exists(path) and (minor not in found or patch > found[minor][0]):
                        found[minor] = (patch, path)
    return {minor: path for minor, (_, path) in found.items()}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("package_dirs", nargs="+", help="unpacked kubernetes-validate packages")
    parser.add_argument("--check", action="store_true", help="exit 1 if the output is stale")
    args = parser.parse_args(argv)

    current = []
    for minor in CURRENT_MINORS:
        with open(os.path.join(DATA_DIR, "k8s-v1.%d.json" % minor), encoding="utf-8") as f:
            current.append(json.load(f)["definitions"])
    in_every = set.intersection(*(set(d) for d in current))
    current_kinds = set().union(*(set(kinds_of(d)) for d in current))

    paths = old_versions(args.package_dirs)
    wanted = set(range(11, LAST_MINOR + 1))
    if not wanted <= set(paths):
        missing = sorted(wanted - set(paths))
        raise ExtractError("no definitions for %s" % ", ".join("1.%d" % m for m in missing))

    # Each definition name from the newest minor that has it; each kind's last minor.
    newest = {}
    last_served = {}
    for minor in sorted(paths):
        with open(paths[minor], encoding="utf-8") as f:
            src = json.load(f)
        defs = src.get("$defs", src.get("definitions"))
        conv = Converter(frozenset(defs))
        for name, schema in defs.items():
            newest[name] = (minor, conv, schema)
        for key in kinds_of(defs):
            last_served[key] = minor

    removed = {key: minor for key, minor in last_served.items() if key not in current_kinds}
    unknown = KUBECTL_PATCHES - set(removed)
    if unknown:
        raise ExtractError("KUBECTL_PATCHES names kinds that are not removed: %s" % sorted(unknown))

    # The kinds kubectl patches, and what they reach that some current version lacks.
    names_by_kind = {}
    for name, (minor, _, schema) in newest.items():
        for gvk in schema.get("x-kubernetes-group-version-kind", []):
            key = (api_version(gvk), gvk["kind"])
            if key in KUBECTL_PATCHES:
                names_by_kind[key] = name
    roots = sorted(set(names_by_kind.values()))
    definitions = {}
    pending = list(roots)
    while pending:
        name = pending.pop()
        if name in definitions:
            continue
        minor, conv, schema = newest[name]
        definitions[name] = conv.schema(schema, name)
        refs = set()
        collect_refs(definitions[name], refs)
        for ref in sorted(refs):
            target = ref[len("#/definitions/"):]
            if target not in in_every and target not in definitions:
                pending.append(target)

    doc = {
        "definitions": {name: definitions[name] for name in sorted(definitions)},
        "x-smp-origin": {
            "package": "kubernetes-validate",
            "kubernetesVersions": "1.11 to 1.%d" % LAST_MINOR,
            "generatedBy": GENERATED_BY,
        },
        "x-smp-removed": {
            "%s %s" % key: {"lastServed": "1.%d" % minor, "patched": key in KUBECTL_PATCHES}
            for key, minor in sorted(removed.items())
        },
    }
    text = json.dumps(doc, separators=(",", ":"), sort_keys=True, ensure_ascii=True) + "\n"
    out_path = os.path.join(DATA_DIR, OUT_NAME)
    if args.check:
        try:
            with open(out_path, encoding="utf-8") as f:
                same = f.read() == text
        except FileNotFoundError:
            same = False
        print("%s %s" % ("up to date" if same else "STALE", os.path.relpath(out_path)))
        return 0 if same else 1
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(
        "wrote %s: %d bytes, %d definitions, %d removed kinds (%d patched by kubectl)"
        % (os.path.relpath(out_path), len(text), len(definitions), len(removed), len(KUBECTL_PATCHES))
    )
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ExtractError as e:
        print("extract_removed.py: error: %s" % e, file=sys.stderr)
        sys.exit(2)
