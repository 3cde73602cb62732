//! One module per subcommand.

pub mod diff;
pub mod patch;
pub mod plan;
