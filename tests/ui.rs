//! Compile-time behaviour of `#[derive(StrategicMerge)]` and of the API's types: each `tests/ui/*.rs` must fail
//! with the error beside it in `tests/ui/*.stderr` (regenerate with `TRYBUILD=overwrite`
//! and read the diff); each `tests/ui/pass/*.rs` must compile and run.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    cases.pass("tests/ui/pass/*.rs");
}
