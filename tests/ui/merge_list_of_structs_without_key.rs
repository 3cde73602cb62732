use serde::{Deserialize, Serialize};
use smp::StrategicMerge;

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
struct PodSpec {
    // A list merged by value must hold primitives; structs need a merge key.
    #[smp(patch_strategy = "merge")]
    containers: Vec<Container>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
struct Container {
    name: String,
}

fn main() {}
