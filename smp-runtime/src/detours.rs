//! A count of the typed path's detours, compiled into this crate's unit tests only: each
//! conversion of a typed value to or from `serde_json::Value` or JSON text for a comparison
//! ([`through_json`]), and each schema looked up by type ([`schema_by_type`]). The test
//! in `no_detours` asserts that the typed operations make none; elsewhere
//! the calls compile to nothing.

#[cfg(test)]
thread_local! {
    static COUNTS: std::cell::Cell<Counts> = const { std::cell::Cell::new(Counts { json: 0, schemas: 0 }) };
}

/// The detours counted on this thread (the walkers' stack grows on the same thread).
#[cfg(test)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Counts {
    /// Typed values made JSON or read from it.
    pub(crate) json: usize,
    /// Schemas looked up by the type they describe.
    pub(crate) schemas: usize,
}

/// A typed value becomes JSON, or is read from it.
#[inline(always)]
pub(crate) fn through_json() {
    #[cfg(test)]
    COUNTS.with(|counts| counts.set(Counts { json: counts.get().json + 1, ..counts.get() }));
}

/// A schema is looked up by the type it describes.
#[inline(always)]
pub(crate) fn schema_by_type() {
    #[cfg(test)]
    COUNTS.with(|counts| counts.set(Counts { schemas: counts.get().schemas + 1, ..counts.get() }));
}

/// What `operation` counted.
#[cfg(test)]
pub(crate) fn counted<R>(operation: impl FnOnce() -> R) -> (R, Counts) {
    let before = COUNTS.with(std::cell::Cell::get);
    let result = operation();
    let after = COUNTS.with(std::cell::Cell::get);
    (result, Counts { json: after.json - before.json, schemas: after.schemas - before.schemas })
}
