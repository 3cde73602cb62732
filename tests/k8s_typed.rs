//! The typed path on `k8s-openapi` types (`smp::k8s`, generated from the Kubernetes
//! definitions) agrees with the `Value` path on the same definitions: random Pods and
//! Deployments with random patches using every directive ([`gen`], seeded; seeds
//! printed), applied both ways, must give the same object (compared as typed values),
//! or both must refuse. Cases the typed model cannot hold (a patch value of the wrong
//! JSON type) are counted by reason, and must stay a small minority.

#[path = "support/gen/mod.rs"]
mod gen;
#[path = "support/k8s_typed.rs"]
mod k8s_typed;
#[path = "support/seeds.rs"]
mod seeds;

use std::collections::BTreeMap;

use k8s_typed::Typed;
use smp::{KubeVersion, Schema};

#[test]
fn typed_k8s_openapi_apply_agrees_with_the_value_path() {
    let schema = Schema::kubernetes(KubeVersion::V1_37).expect("the Kubernetes 1.37 definitions");
    let (mut agreed, mut both_rejected) = (0, 0);
    let mut unrepresentable: BTreeMap<String, usize> = BTreeMap::new();
    let mut mismatches = Vec::new();
    let mut total = 0;
    for seed in seeds::seeds("typed k8s-openapi agreement") {
        for index in 0..300 {
            let case = gen::case(seed, index);
            total += 1;
            let root = schema.for_kind(case.api_version, case.kind).expect("a built-in kind");
            let value_result = smp::apply(&case.object, &case.patch, root);
            let typed_result = k8s_typed::apply(case.kind, &case.object, &case.patch);
            let context = || format!("seed {seed} case {index} ({})\nobject = {}\npatch = {}", case.kind, case.object, case.patch);
            match (value_result, typed_result) {
                (_, Typed::Unrepresentable(reason)) => {
                    let group = reason.split(" at line").next().unwrap_or(&reason).to_owned();
                    *unrepresentable.entry(group).or_default() += 1;
                }
                (Ok(expected), Typed::Applied(typed)) => match k8s_typed::same(case.kind, &typed, &expected) {
                    Ok(true) => agreed += 1,
                    Ok(false) => mismatches.push(format!(
                        "results differ\n{}\nvalue path = {}\ntyped      = {typed}",
                        context(),
                        k8s_typed::canonical(case.kind, &expected).unwrap_or(expected.clone())
                    )),
                    Err(reason) => *unrepresentable.entry(format!("result: {reason}")).or_default() += 1,
                },
                (Err(_), Typed::Rejected(_)) => both_rejected += 1,
                (Ok(expected), Typed::Rejected(error)) => {
                    mismatches.push(format!("typed rejected ({error}), value path applied\n{}\nvalue path = {expected}", context()))
                }
                (Err(error), Typed::Applied(typed)) => {
                    mismatches.push(format!("value path rejected ({error}), typed applied\n{}\ntyped = {typed}", context()))
                }
            }
        }
    }
    let skipped: usize = unrepresentable.values().sum();
    eprintln!("typed k8s-openapi agreement: {total} cases, {agreed} equal results, {both_rejected} both rejected, {skipped} not representable, {} mismatches", mismatches.len());
    for (reason, count) in &unrepresentable {
        eprintln!("  not representable [{count}]: {reason}");
    }
    for m in &mismatches { eprintln!("MISMATCH {m}"); }
    assert!(mismatches.is_empty(), "{} mismatches; the first:\n{}", mismatches.len(), mismatches[0]);
    assert!(skipped * 5 <= total, "too many cases the typed path cannot hold: {skipped} of {total}");
}
