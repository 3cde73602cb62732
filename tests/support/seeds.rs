//! Seeds for randomized tests: a fixed one, and a fresh one (or `$SMP_PROPERTY_SEED`),
//! both printed so a failure can be replayed.

pub fn seeds(test: &str) -> Vec<u64> {
    let fresh = std::env::var("SMP_PROPERTY_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1)
    });
    let seeds = vec![20261121, fresh];
    eprintln!("{test} seeds: {seeds:?} (set SMP_PROPERTY_SEED to replay the second)");
    seeds
}
