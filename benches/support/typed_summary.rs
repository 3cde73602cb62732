//! The typed benchmark's summary: typed apply beside a clone of the object, and each
//! bytes-to-bytes operation beside the Go figures, printed at the end of a run and
//! written to `<target>/criterion/smp_typed_summary.md`.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::time::SystemTime;

use super::perf::{criterion_dir, fresh_medians, go_medians, human, SIZES};

pub fn print(since: SystemTime, perf: &Path, extra_failures: &[String]) {
    let ours = fresh_medians(since);
    if ours.is_empty() {
        return;
    }
    let go = go_medians(perf);
    let get = |list: &[(String, f64)], name: &str| list.iter().find(|(n, _)| n == name).map(|&(_, v)| v);
    let opt = |v: Option<f64>| v.map_or("-".to_owned(), human);
    let ratio = |a: Option<f64>, b: Option<f64>, digits: usize| match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.*}", digits, a / b),
        _ => "-".to_owned(),
    };
    let mut groups = vec!["deployment".to_owned()];
    groups.extend(SIZES.iter().map(|n| format!("scale/N={n}")));
    let mut text = String::new();

    let _ = writeln!(text, "\n## typed path: apply beside a clone of the object (goal: apply / clone <= 2)\n");
    let _ = writeln!(text, "| case | clone | clone + drop | apply | apply / clone | merge_owned | merge_owned / clone | two_way | two_way / clone | three_way | three_way / clone | goal |");
    let _ = writeln!(text, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    for g in &groups {
        let at = |op: &str| get(&ours, &format!("typed/{g}/{op}"));
        let (clone, apply, owned, two_way) = (at("clone"), at("apply"), at("merge_owned"), at("two_way"));
        let three_way = at("three_way");
        let clone_and_drop = at("clone_and_drop");
        if clone.is_none() && apply.is_none() {
            continue;
        }
        let goal = match (apply, clone) {
            (Some(a), Some(c)) if a <= 2.0 * c => "met",
            (Some(_), Some(_)) => "NOT met",
            _ => "-",
        };
        let _ = writeln!(
            text,
            "| {g} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {goal} |",
            opt(clone),
            opt(clone_and_drop),
            opt(apply),
            ratio(apply, clone, 2),
            opt(owned),
            ratio(owned, clone, 2),
            opt(two_way),
            ratio(two_way, clone, 2),
            opt(three_way),
            ratio(three_way, clone, 2)
        );
    }

    let _ = writeln!(text, "\n## typed path, bytes in to bytes out, beside Go (goal: Go / typed >= 10)\n");
    let _ = writeln!(
        text,
        "| case | typed | typed JSON floor | typed / floor | Go | Go JSON floor | Go / floor | Go / typed | goal |"
    );
    let _ = writeln!(text, "|---|---:|---:|---:|---:|---:|---:|---:|---|");
    for g in &groups {
        for (op, go_op, go_floor) in [
            ("apply", "StrategicMergePatch", "json-baseline(SMP)"),
            ("two_way", "CreateTwoWayMergePatch", "json-baseline(TwoWay)"),
            ("three_way", "CreateThreeWayMergePatch(overwrite)", "json-baseline(ThreeWay)"),
        ] {
            let t = get(&ours, &format!("typed/{g}/bytes_{op}"));
            let f = get(&ours, &format!("typed/{g}/json_floor_{op}"));
            let (gt, gf) = (get(&go, &format!("{g}/{go_op}")), get(&go, &format!("{g}/{go_floor}")));
            if t.is_none() {
                continue;
            }
            let goal = match (gt, t) {
                (Some(g), Some(t)) if g >= 10.0 * t => "met",
                (Some(_), Some(_)) => "NOT met",
                _ => "-",
            };
            let _ = writeln!(
                text,
                "| {g} {op} | {} | {} | {} | {} | {} | {} | {} | {goal} |",
                opt(t),
                opt(f),
                ratio(t, f, 2),
                opt(gt),
                opt(gf),
                ratio(gt, gf, 2),
                ratio(gt, t, 1)
            );
        }
    }
    let _ = writeln!(
        text,
        "\nGo: go_reference_results.json (go1.23.5, a 2 vCPU Intel Xeon machine, not this one); compare the \
         floors' ratio (\"Go JSON floor\" / \"typed JSON floor\") to see how much of Go / typed is the machine and the JSON library."
    );
    if extra_failures.is_empty() {
        let _ = writeln!(text, "\nAll extra agreement checks passed.");
    } else {
        let _ = writeln!(text, "\nExtra agreement checks FAILED ({}):", extra_failures.len());
        for f in extra_failures {
            let _ = writeln!(text, "  - {f}");
        }
    }
    let mut all: Vec<&(String, f64)> = ours.iter().collect();
    all.sort_by(|a, b| a.0.cmp(&b.0));
    let _ = writeln!(text, "\nall medians of this run:");
    for (n, v) in all {
        let _ = writeln!(text, "  {n}: {}", human(*v));
    }
    println!("{text}");
    let path = criterion_dir().join("smp_typed_summary.md");
    if fs::write(&path, &text).is_ok() {
        println!("(summary written to {})", path.display());
    }
}
