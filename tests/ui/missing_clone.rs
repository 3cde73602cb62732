use smp::StrategicMerge;

// The typed path needs `Clone`: `typed::apply` copies what the patch leaves alone.
#[derive(StrategicMerge, Default)]
struct Pod {
    name: String,
}

fn main() {}
