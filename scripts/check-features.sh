#!/usr/bin/env bash
# Builds `smp` with every combination of its optional features `k8s-openapi`, `kube` and
# `yaml`, with and without the default features (`derive`, `k8s-schemas`): features only
# add, so each combination must compile (`cargo hack --feature-powerset`, by hand).
# The workspace's `.cargo/config.toml` gives k8s-openapi its Kubernetes version.
#
#   scripts/check-features.sh          # prints one line per combination; exit 1 if any fails
set -uo pipefail
cd "$(dirname "$0")/.."

failed=0
for defaults in "" "--no-default-features"; do
  for k8s in "" "k8s-openapi"; do
    for kube in "" "kube"; do
      for yaml in "" "yaml"; do
        features=$(echo "$k8s $kube $yaml" | xargs | tr ' ' ',')
        label="${defaults:-default features} ${features:++ $features}"
        if out=$(cargo check --quiet -p smp --lib $defaults ${features:+--features "$features"} 2>&1); then
          echo "ok      $label"
        else
          echo "FAILED  $label"
          echo "$out" | tail -20
          failed=1
        fi
      done
    done
  done
done
exit $failed
