//! One module per subcommand, and the parts `plan` is made of.

mod blame;
pub mod diff;
mod external_diff;
mod identity;
mod live;
pub mod managed_fields;
pub mod owners;
mod ownership;
pub mod patch;
pub mod plan;
mod prune;
mod server_side;
