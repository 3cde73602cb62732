//! The bytes API (`smp::json`) on arbitrary bytes, not only on text that parses: each
//! call parses, merges and prints or refuses, never panics. What it prints parses again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use smp::ThreeWayOptions;
use smp_fuzz::schema_for;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let schema = schema_for(selector);
    let mut parts = rest.splitn(3, |&byte| byte == 0);
    let (a, b, c) = (parts.next().unwrap_or_default(), parts.next().unwrap_or_default(), parts.next());
    let printed_parses = |result: Result<Vec<u8>, smp::Error>| {
        if let Ok(text) = result {
            assert!(
                smp::bytes::parse(&text).is_ok(),
                "smp printed text it cannot read: {}",
                String::from_utf8_lossy(&text)
            );
        }
    };
    printed_parses(smp::bytes::apply(a, b, schema));
    printed_parses(smp::bytes::two_way(a, b, schema, &smp::TwoWayOptions::default()));
    if let Some(c) = c {
        for overwrite in [true, false] {
            let options = ThreeWayOptions::kubectl_apply().overwrite(overwrite);
            printed_parses(smp::bytes::three_way(a, b, c, schema, &options));
        }
    }
});
