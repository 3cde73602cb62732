use smp::StrategicMerge;

#[derive(StrategicMerge, Default)]
struct Pod {
    #[smp(patch_strategy = "retainKeys")]
    node_name: Option<String>,
    #[smp(patch_strategy = "merge,retainKeys")]
    finalizers: Vec<String>,
}

fn main() {}
