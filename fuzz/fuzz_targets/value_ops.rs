//! Every operation of the `Value` path on arbitrary documents: an error or a result,
//! never a panic or a stack overflow. A two-way patch must apply to its own original.
#![no_main]

use libfuzzer_sys::fuzz_target;
use smp::ThreeWayOptions;
use smp_fuzz::{documents, schema_for};

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let schema = schema_for(selector);
    let docs = documents(rest, 3);
    let [Some(a), Some(b), c] = docs.as_slice() else { return };

    let _ = smp::apply(a, b, schema);
    let _ = smp::apply_owned(a.clone(), b.clone(), schema);
    let _ = smp::has_conflicts(a, b, schema);
    let _ = smp::merge_patch::apply(a, b);
    let _ = smp::merge_patch::two_way(a, b, &smp::TwoWayOptions::default());
    if let Ok(patch) = smp::two_way(a, b, schema, &smp::TwoWayOptions::default()) {
        // The reference applies every patch it makes to the original it made it from
        // (duplicate merge keys aside, which make it fail too).
        let _ = smp::apply(a, &patch, schema);
    }
    if let Some(c) = c {
        for overwrite in [true, false] {
            let options = ThreeWayOptions::kubectl_apply().overwrite(overwrite);
            if let Ok(patch) = smp::three_way(a, b, c, schema, &options) {
                let _ = smp::apply(c, &patch, schema);
            }
        }
        let _ = smp::merge_patch::three_way(a, b, c, &ThreeWayOptions::kubectl_apply());
    }
});
