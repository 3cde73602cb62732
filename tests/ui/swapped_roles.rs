// The high-level API takes the desired object first and the live one as an `Option`:
// the old matcher order (live, desired) and a swapped plan do not compile.
use serde_json::json;
use smp::applier::Applier;
use smp::matcher::Matcher;

fn main() {
    let desired = json!({"metadata": {"name": "a"}});
    let live = json!({"metadata": {"name": "a", "uid": "1"}});
    let _ = Matcher::new().calculate(&live, &desired, None);
    let _ = Applier::new().plan(Some(&live), &desired, None);
}
