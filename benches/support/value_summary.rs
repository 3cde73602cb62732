//! The `value_path` benchmark's summary: criterion's medians of this run beside the Go
//! figures and the JSON floors, and the growth in N, printed at the end of a run and
//! written to `<target>/criterion/smp_summary.md`.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::time::SystemTime;

use super::perf::{criterion_dir, fresh_medians, go_medians, human, SIZES};

/// Least-squares slope of ln(y) against ln(x).
fn log_log_slope(points: &[(f64, f64)]) -> f64 {
    let n = points.len() as f64;
    let (lx, ly): (Vec<f64>, Vec<f64>) = points.iter().map(|&(x, y)| (x.ln(), y.ln())).unzip();
    let (mx, my) = (lx.iter().sum::<f64>() / n, ly.iter().sum::<f64>() / n);
    let sxy: f64 = lx.iter().zip(&ly).map(|(x, y)| (x - mx) * (y - my)).sum();
    let sxx: f64 = lx.iter().map(|x| (x - mx) * (x - mx)).sum();
    sxy / sxx
}

pub fn print(since: SystemTime, perf: &Path) {
    let ours = fresh_medians(since);
    if ours.is_empty() {
        return;
    }
    let go = go_medians(perf);
    let get = |list: &[(String, f64)], name: &str| list.iter().find(|(n, _)| n == name).map(|&(_, v)| v);
    let mut rows: Vec<(String, String, String, String, String)> = Vec::new();
    // (our bench, our floor, Go bench, Go floor)
    let mut cases: Vec<(String, String, String, String)> = Vec::new();
    for (op, go_op, go_floor) in [
        ("apply", "StrategicMergePatch", "json-baseline(SMP)"),
        ("two_way", "CreateTwoWayMergePatch", "json-baseline(TwoWay)"),
        ("three_way", "CreateThreeWayMergePatch(overwrite)", "json-baseline(ThreeWay)"),
    ] {
        cases.push((
            format!("deployment/bytes_{op}"),
            format!("deployment/json_floor_{op}"),
            format!("deployment/{go_op}"),
            format!("deployment/{go_floor}"),
        ));
    }
    for n in SIZES {
        for (op, go_op, go_floor) in [
            ("apply", "StrategicMergePatch", "json-baseline(SMP)"),
            ("two_way", "CreateTwoWayMergePatch", "json-baseline(TwoWay)"),
        ] {
            cases.push((
                format!("scale/N={n}/{op}"),
                format!("scale/N={n}/json_floor_{op}"),
                format!("scale/N={n}/{go_op}"),
                format!("scale/N={n}/{go_floor}"),
            ));
        }
    }
    let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.3}", a / b),
        _ => "-".to_owned(),
    };
    let opt = |v: Option<f64>| v.map_or("-".to_owned(), human);
    for (name, floor, go_name, go_floor) in &cases {
        let (t, f) = (get(&ours, name), get(&ours, floor));
        if t.is_none() {
            continue;
        }
        let (g, gf) = (get(&go, go_name), get(&go, go_floor));
        rows.push((
            name.clone(),
            format!("{} | {} | {}", opt(t), opt(f), ratio(t, f)),
            format!("{} | {} | {}", opt(g), opt(gf), ratio(g, gf)),
            ratio(t, g),
            ratio(f, gf),
        ));
    }
    let mut text = String::new();
    let _ = writeln!(text, "\n## smp vs Go (criterion medians of this run; Go: go_reference_results.json)\n");
    let _ = writeln!(text, "| benchmark | smp | smp JSON floor | smp / floor | Go | Go JSON floor | Go / floor | smp / Go | floor / Go floor |");
    let _ = writeln!(text, "|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (name, a, b, c, d) in &rows {
        let _ = writeln!(text, "| {name} | {a} | {b} | {c} | {d} |");
    }
    let mut others: Vec<&(String, f64)> =
        ours.iter().filter(|(n, _)| !cases.iter().any(|(a, b, _, _)| a == n || b == n)).collect();
    others.sort_by(|a, b| a.0.cmp(&b.0));
    if !others.is_empty() {
        let _ = writeln!(text, "\nother benchmarks (medians):");
        for (n, v) in others {
            let _ = writeln!(text, "  {n}: {}", human(*v));
        }
    }
    let _ = writeln!(text, "\n## growth in N (log-log least squares over the N measured; per step in brackets)\n");
    for (label, ours_op, go_op) in [
        ("apply", "apply", "StrategicMergePatch"),
        ("two_way", "two_way", "CreateTwoWayMergePatch"),
        ("value_apply", "value_apply", "-"),
        ("value_two_way", "value_two_way", "-"),
        ("json_floor_apply", "json_floor_apply", "json-baseline(SMP)"),
        ("json_floor_two_way", "json_floor_two_way", "json-baseline(TwoWay)"),
    ] {
        let series = |list: &[(String, f64)], op: &str| -> Vec<(f64, f64)> {
            SIZES.iter().filter_map(|&n| get(list, &format!("scale/N={n}/{op}")).map(|v| (n as f64, v))).collect()
        };
        let describe = |points: &[(f64, f64)]| {
            if points.len() < 2 {
                return "-".to_owned();
            }
            let steps: Vec<String> = points.windows(2).map(|w| format!("{:.2}", log_log_slope(w))).collect();
            format!(
                "k = {:.2} [{}] over N = {}..{}",
                log_log_slope(points),
                steps.join(" / "),
                points[0].0,
                points[points.len() - 1].0
            )
        };
        let (mine, theirs) = (series(&ours, ours_op), series(&go, go_op));
        if mine.is_empty() {
            continue;
        }
        // Go over the same N as measured here, for a like-for-like slope.
        let theirs_same: Vec<(f64, f64)> =
            theirs.iter().copied().filter(|(n, _)| mine.iter().any(|(m, _)| m == n)).collect();
        let _ = writeln!(text, "  {label:<20} smp {}   Go {}", describe(&mine), describe(&theirs_same));
    }
    println!("{text}");
    let path = criterion_dir().join("smp_summary.md");
    if fs::write(&path, &text).is_ok() {
        println!("(summary written to {})", path.display());
    }
}
