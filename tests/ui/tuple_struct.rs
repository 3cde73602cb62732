use smp::StrategicMerge;

#[derive(StrategicMerge, Default)]
struct Quantity(String);

#[derive(StrategicMerge, Default)]
struct Marker;

fn main() {}
