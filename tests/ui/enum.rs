use smp::StrategicMerge;

#[derive(StrategicMerge)]
enum RestartPolicy {
    Always,
    OnFailure,
    Never,
}

fn main() {}
