use smp::StrategicMerge;

#[derive(StrategicMerge, Clone, Default)]
#[smp(krate = "::smp")]
struct Pod {
    #[smp(patch_strategy = "merge", patch_merge_keys = "name")]
    containers: Vec<Container>,
    #[smp(strategy = "merge")]
    finalizers: Vec<String>,
}

#[derive(StrategicMerge, Clone, Default)]
struct Container {
    name: String,
}

fn main() {}
