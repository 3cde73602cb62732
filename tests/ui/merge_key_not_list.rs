use smp::StrategicMerge;

#[derive(StrategicMerge, Clone, Default)]
struct Pod {
    #[smp(patch_merge_key = "name")]
    name: String,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    spec: Spec,
}

#[derive(StrategicMerge, Clone, Default)]
struct Spec {
    name: String,
}

fn main() {}
