use smp::StrategicMerge;

#[derive(StrategicMerge, Clone, Default)]
#[serde(rename_all = "camelCase")]
struct Pod<'a> {
    #[serde(skip)]
    #[smp(patch_strategy = "merge")]
    cache: Vec<String>,
    #[serde(flatten)]
    #[smp(patch_strategy = "retainKeys")]
    meta: Meta,
    node_name: Option<String>,
    #[serde(rename = "nodeName")]
    host: Option<String>,
    borrowed: &'a str,
}

#[derive(StrategicMerge, Clone, Default)]
#[serde(transparent)]
struct Name {
    value: String,
}

#[derive(StrategicMerge, Clone, Default)]
struct Meta {
    name: String,
}

fn main() {}
