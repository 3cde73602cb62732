use smp::StrategicMerge;

#[derive(StrategicMerge, Clone, Default)]
struct Pod {
    #[smp(patch_strategy = "merge", patch_strategy = "replace")]
    finalizers: Vec<String>,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    #[smp(patch_merge_key = "id")]
    containers: Vec<Container>,
}

#[derive(StrategicMerge, Clone, Default)]
struct Container {
    name: String,
    id: String,
}

fn main() {}
