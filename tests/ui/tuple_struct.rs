use smp::StrategicMerge;

#[derive(StrategicMerge)]
struct Quantity(String);

#[derive(StrategicMerge)]
struct Marker;

fn main() {}
