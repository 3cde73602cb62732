use smp::StrategicMerge;

#[derive(StrategicMerge)]
struct PodSpec {
    #[smp(patch_strategy = "merge", patch_merge_key = "nme")]
    containers: Vec<Container>,
    #[smp(patch_strategy = "merge", patch_merge_key = "containerPort,proto", composite_key)]
    ports: Option<Vec<Port>>,
}

#[derive(StrategicMerge)]
struct Container {
    name: String,
}

#[derive(StrategicMerge)]
#[serde(rename_all = "camelCase")]
struct Port {
    container_port: i32,
    protocol: Option<String>,
}

#[derive(StrategicMerge)]
struct Tree {
    name: String,
    #[smp(patch_strategy = "merge", patch_merge_key = "id")]
    children: Vec<Self>,
}

fn main() {}
