//! YAML in and out (`smp::yaml`) on arbitrary text: reading refuses or gives documents,
//! never panics; what smp writes it reads back as the same documents.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(documents) = smp::yaml::from_str_multiple(text) else { return };
    let printed = smp::yaml::to_string_multiple(&documents).expect("a document smp read prints");
    let again = smp::yaml::from_str_multiple(&printed)
        .unwrap_or_else(|e| panic!("smp cannot read what it wrote: {e}\n{printed}"));
    assert_eq!(again, documents, "printed:\n{printed}");
});
