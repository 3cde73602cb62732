// The public API is what users call: the generated code's helpers and the internals are
// not nameable outside `smp::__private`, and the old module names are gone.
use smp::gojson::to_go_json;
use smp::json::parse;
use smp::json_merge::apply;
use smp::lists::Key;
use smp::typed::ByValue;
use smp::typed::DiffOptions;
use smp::Trail;

fn main() {}
