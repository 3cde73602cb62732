use smp::StrategicMerge;

#[derive(StrategicMerge, Clone, Default)]
struct Matrix {
    #[smp(patch_strategy = "merge")]
    rows: Vec<Vec<i64>>,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    groups: Option<Vec<Vec<Cell>>>,
}

#[derive(StrategicMerge, Clone, Default)]
struct Cell {
    name: String,
}

fn main() {}
