//! FieldsV1 (`smp::managed_fields`) on arbitrary bytes: reading refuses or gives a set,
//! never panics; what smp writes it reads back as the same set and bytes. Two sets (the
//! input cut at its first NUL) combine as sets do: a union holds the paths of both, an
//! intersection those of both, a difference those of the first only.
#![no_main]

use libfuzzer_sys::fuzz_target;
use smp::managed_fields::FieldSet;

fn read(bytes: &[u8]) -> Option<FieldSet> {
    let lenient = FieldSet::from_fields_v1_lenient(bytes);
    let strict = FieldSet::from_fields_v1(bytes).ok()?;
    let written = strict.to_fields_v1();
    let again = FieldSet::from_fields_v1(&written).expect("smp reads what it wrote");
    assert!(again.equals(&strict) && again.to_fields_v1() == written);
    // What 1.37 reads, 1.32 to 1.36 read alike.
    assert_eq!(lenient.expect("the lenient reading reads it").to_fields_v1(), written);
    Some(strict)
}

fuzz_target!(|data: &[u8]| {
    let (a, b) = match data.iter().position(|&b| b == 0) {
        Some(at) => (&data[..at], &data[at + 1..]),
        None => (data, &data[..0]),
    };
    let Some(a) = read(a) else { return };
    let b = read(b).unwrap_or_default();
    let (a_paths, b_paths) = (a.paths(), b.paths());
    let union = a.union(&b);
    assert!(a_paths.iter().chain(&b_paths).all(|p| union.has(&p.0)));
    assert!(union.paths().iter().all(|p| a.has(&p.0) || b.has(&p.0)));
    assert!(a.intersection(&b).paths().iter().all(|p| a.has(&p.0) && b.has(&p.0)));
    for difference in [a.difference(&b), a.recursive_difference(&b)] {
        assert!(difference.paths().iter().all(|p| a.has(&p.0) && !b.has(&p.0)));
    }
    assert!(a.leaves().paths().iter().all(|p| a.has(&p.0)));
    assert_eq!(a_paths.len(), a.size());
});
