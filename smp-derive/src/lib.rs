//! `#[derive(StrategicMerge)]` for smp.
//!
//! This crate is a placeholder: the statically typed path (a derive that reads
//! `patch_strategy` / `patch_merge_key` attributes and generates apply, two-way and
//! three-way diff) is the next milestone. Until then, use the schema-driven
//! `serde_json::Value` path of `smp-runtime`.
