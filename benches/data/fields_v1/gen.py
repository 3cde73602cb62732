#!/usr/bin/env python3
"""Writes the FieldsV1 inputs of benches/fields_v1.rs and oracle/ssa/bench: what a
Deployment's manager owns, with env items added until the set holds 20, 100 and 500 paths
(Set.Size()), in the reference's order and bytes.

    python3 benches/data/fields_v1/gen.py
"""
import json
import os


def key(**fields):
    return "k:" + json.dumps(fields, separators=(",", ":"), sort_keys=True)


def deployment(env_items):
    env = {}
    for index in range(env_items):
        env[key(name="ENV_%04d" % index)] = {".": {}, "f:name": {}, "f:value": {}}
    container = {
        ".": {},
        "f:env": env,
        "f:image": {},
        "f:imagePullPolicy": {},
        "f:name": {},
        "f:ports": {key(containerPort=8080, protocol="TCP"): {".": {}, "f:containerPort": {}, "f:protocol": {}}},
        "f:resources": {"f:limits": {"f:cpu": {}, "f:memory": {}}},
    }
    return {
        "f:metadata": {"f:labels": {".": {}, "f:app": {}, "f:tier": {}}},
        "f:spec": {
            "f:replicas": {},
            "f:selector": {},
            "f:template": {
                "f:metadata": {"f:labels": {".": {}, "f:app": {}}},
                "f:spec": {"f:containers": {key(name="web"): container}},
            },
        },
    }


def size(level):
    """Set.Size(): the members (a "." or an empty object) and the children's sizes."""
    total = 0
    for name, child in level.items():
        if name == ".":
            continue
        total += 1 if (not child or "." in child) else 0
        total += size(child)
    return total


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for target in (20, 100, 500):
        items = 0
        while size(deployment(items)) < target:
            items += 1
        document = deployment(items)
        # Sorted keys are the reference's order here: "." < "f:..." < "k:...", fields by
        # name, keys by their one field's value.
        text = json.dumps(document, separators=(",", ":"), sort_keys=True)
        with open(os.path.join(here, "paths-%d.json" % target), "w") as out:
            out.write(text)
        print(target, size(document), len(text))


if __name__ == "__main__":
    main()
