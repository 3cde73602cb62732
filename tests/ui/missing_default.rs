use smp::StrategicMerge;

// The typed path needs `Default`: a patch can delete the struct or clear its fields.
#[derive(StrategicMerge, Clone)]
struct Pod {
    name: String,
}

fn main() {}
