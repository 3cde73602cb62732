//! The derive's front end: from the `syn` parse of the input to the
//! [model](crate::model), reading `#[smp(...)]` and `#[serde(...)]` attributes on the way.

mod ast;
mod attr;
mod case;

pub use ast::container;
