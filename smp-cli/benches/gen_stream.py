#!/usr/bin/env python3
"""Writes the inputs of the memory figures in smp-cli/benches/README.md ("Memory"):
a YAML stream of N Deployments (the perf Deployment, each with its own name), the same
objects as live objects (each with the last-applied annotation kubectl writes), and a
patch.

    python3 smp-cli/benches/gen_stream.py --perf ../shared/perf --out DIR [--count 2500]
"""
import argparse
import json
import os

import yaml


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--perf", required=True, help="the folder holding deployment_original.json")
    parser.add_argument("--out", required=True)
    parser.add_argument("--count", type=int, default=2500)
    args = parser.parse_args()
    with open(os.path.join(args.perf, "deployment_original.json")) as f:
        base = json.load(f)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "stream.yaml"), "w") as desired, open(
        os.path.join(args.out, "live.yaml"), "w"
    ) as live:
        for index in range(args.count):
            obj = json.loads(json.dumps(base))
            obj["metadata"]["name"] = "web-%d" % index
            obj["metadata"]["namespace"] = "default"
            obj["metadata"].pop("annotations", None)
            desired.write("---\n" + yaml.safe_dump(obj, sort_keys=True))
            applied = json.dumps(obj, sort_keys=True, separators=(",", ":"))
            obj["metadata"]["annotations"] = {"kubectl.kubernetes.io/last-applied-configuration": applied + "\n"}
            obj["spec"]["replicas"] = 2
            live.write("---\n" + yaml.safe_dump(obj, sort_keys=True))
    with open(os.path.join(args.out, "patch.json"), "w") as f:
        json.dump({"spec": {"replicas": 5, "template": {"metadata": {"labels": {"patched": "yes"}}}}}, f)


if __name__ == "__main__":
    main()
