use smp::StrategicMerge;

#[derive(StrategicMerge, Clone, Default)]
struct PodSpec {
    #[smp(patch_strategy = "merge", patch_merge_key = "nme")]
    containers: Vec<Container>,
    #[smp(patch_strategy = "merge", patch_merge_key = "containerPort,proto", composite_key)]
    ports: Option<Vec<Port>>,
}

#[derive(StrategicMerge, Clone, Default)]
struct Container {
    name: String,
}

#[derive(StrategicMerge, Clone, Default)]
#[serde(rename_all = "camelCase")]
struct Port {
    container_port: i32,
    protocol: Option<String>,
}

#[derive(StrategicMerge, Clone, Default)]
struct Tree {
    name: String,
    #[smp(patch_strategy = "merge", patch_merge_key = "id")]
    children: Vec<Self>,
}

fn main() {}
