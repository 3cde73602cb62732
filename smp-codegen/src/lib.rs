//! The code generation shared by `#[derive(StrategicMerge)]` (`smp-derive`) and smp's
//! build-time generators: one model of a type as strategic merge patch sees it
//! ([`model`]), one check pass ([`check`]) and one emitter ([`expand`]). The derive fills
//! the model from `syn`; the generators fill it from OpenAPI. Not a stable API: use it
//! through `smp`, `smp-derive` and `smp-build`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod check;
pub mod ctxt;
pub mod expand;
pub mod model;
pub mod openapi;
mod patch_serde;
mod typed;
