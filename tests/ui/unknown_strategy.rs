use smp::StrategicMerge;

#[derive(StrategicMerge, Default)]
struct Pod {
    #[smp(patch_strategy = "mrege")]
    finalizers: Vec<String>,
    #[smp(patch_strategy = "replace,retainKeys")]
    labels: std::collections::BTreeMap<String, String>,
}

fn main() {}
