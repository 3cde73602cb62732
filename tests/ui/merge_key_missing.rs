use smp::StrategicMerge;

#[derive(StrategicMerge, Default)]
struct PodSpec {
    #[smp(patch_strategy = "merge", patch_merge_key = "nme")]
    containers: Vec<Container>,
    #[smp(patch_strategy = "merge", patch_merge_key = "containerPort,proto", composite_key)]
    ports: Option<Vec<Port>>,
}

#[derive(StrategicMerge, Default)]
struct Container {
    name: String,
}

#[derive(StrategicMerge, Default)]
#[serde(rename_all = "camelCase")]
struct Port {
    container_port: i32,
    protocol: Option<String>,
}

#[derive(StrategicMerge, Default)]
struct Tree {
    name: String,
    #[smp(patch_strategy = "merge", patch_merge_key = "id")]
    children: Vec<Self>,
}

fn main() {}
