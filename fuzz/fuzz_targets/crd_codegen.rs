//! `smp-build`'s reader and generator on arbitrary manifest text (YAML or JSON, several
//! documents): code or an error, never a panic, a loop or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = smp_build::Config::new().generate_from_text(text);
});
