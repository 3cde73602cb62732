use smp::StrategicMerge;

#[derive(StrategicMerge, Clone, Default)]
#[serde(rename_all = "camelCase")]
struct Container {
    // Several fields without `composite_key`.
    #[smp(patch_strategy = "merge", patch_merge_key = "containerPort,protocol")]
    ports: Vec<Port>,
    // `composite_key` without a key.
    #[smp(patch_strategy = "merge", composite_key)]
    env: Vec<Port>,
    // A merge key on a list of primitives.
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    args: Vec<String>,
}

#[derive(StrategicMerge, Clone, Default)]
#[serde(rename_all = "camelCase")]
struct Port {
    container_port: i32,
    protocol: String,
}

fn main() {}
