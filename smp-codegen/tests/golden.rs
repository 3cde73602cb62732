//! Golden files: the code generated for a few `k8s-openapi` types from the Kubernetes
//! 1.37 definitions (`tests/golden/*.rs`). A change to the emitter or the generator
//! shows here as a diff to review; regenerate with `SMP_BLESS=1 cargo test -p smp-codegen
//! --test golden` and read the diff before committing.

use std::path::Path;

use smp_schemas::{definitions_json, KubeVersion};

const TYPES: &[(&str, &str)] = &[
    ("io.k8s.api.core.v1.Container", "container.rs"),
    ("io.k8s.api.core.v1.PodSpec", "pod_spec.rs"),
    ("io.k8s.api.core.v1.Volume", "volume.rs"),
    ("io.k8s.api.core.v1.ServicePort", "service_port.rs"),
];

#[test]
fn generated_code_matches_the_golden_files() {
    let definitions = definitions_json(KubeVersion::V1_37).expect("the 1.37 definitions");
    let bless = std::env::var("SMP_BLESS").is_ok_and(|v| v == "1");
    let mut stale = Vec::new();
    for (definition, file) in TYPES {
        let code = smp_codegen::openapi::k8s::generate_one(definitions, &quote::quote!(crate), definition)
            .unwrap_or_else(|e| panic!("{definition}: {e}"));
        let code = format!("// Generated for {definition} from the Kubernetes 1.37 definitions (golden file).\n\n{code}");
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(file);
        if bless {
            std::fs::write(&path, &code).expect("writing a golden file");
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        if expected != code {
            let line = expected.lines().zip(code.lines()).position(|(a, b)| a != b).unwrap_or(0) + 1;
            stale.push(format!("{file}: differs from line {line} (generated: {:?})", code.lines().nth(line - 1)));
        }
    }
    assert!(stale.is_empty(), "golden files are stale (SMP_BLESS=1 to regenerate, then review the diff):\n{}", stale.join("\n"));
}
