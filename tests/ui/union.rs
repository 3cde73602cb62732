use smp::StrategicMerge;

#[derive(StrategicMerge)]
union Quantity {
    int: i64,
    float: f64,
}

fn main() {}
