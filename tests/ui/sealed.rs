// `StrategicMerge` is sealed: its operations are on a supertrait only generated code
// implements, so a hand-written impl of the public trait alone does not compile, and the
// trait is no longer reachable as `smp::typed::StrategicMerge`.
use smp::typed::StrategicMerge as _;

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Widget {
    size: u32,
}

impl smp::StrategicMerge for Widget {
    type Patch = Widget;
    type Held = Widget;
}

fn main() {}
