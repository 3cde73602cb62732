//! One module per subcommand.

pub mod diff;
mod external_diff;
pub mod patch;
pub mod plan;
