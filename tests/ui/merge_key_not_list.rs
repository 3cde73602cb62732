use smp::StrategicMerge;

#[derive(StrategicMerge, Default)]
struct Pod {
    #[smp(patch_merge_key = "name")]
    name: String,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    spec: Spec,
}

#[derive(StrategicMerge, Default)]
struct Spec {
    name: String,
}

fn main() {}
