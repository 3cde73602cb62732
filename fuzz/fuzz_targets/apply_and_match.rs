//! The applier and the matcher on arbitrary desired and live objects, with an arbitrary
//! last-applied annotation (plain, base64, zip or gzip): an error or a plan, never a
//! panic, and the matcher's no-op answer is what applying its patch says.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::{json, Value};
use smp::applier::{apply_patch, Applier};
use smp::last_applied::{LastApplied, KUBECTL};
use smp::matcher::{FieldPattern, Matcher};
use smp_fuzz::schema_for;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let schema = schema_for(selector);
    let mut parts = rest.splitn(3, |&byte| byte == 0);
    let (Some(desired), Some(live), annotation) = (parts.next(), parts.next(), parts.next()) else { return };
    let parse = |part: &[u8]| smp::bytes::parse(part).ok();
    let (Some(desired), mut live) = (parse(desired), parse(live)) else { return };
    if let (Some(Value::Object(root)), Some(text)) = (live.as_mut(), annotation) {
        let text = String::from_utf8_lossy(text).into_owned();
        root.insert("metadata".into(), json!({"annotations": {KUBECTL: text}}));
    }

    for applier in [Applier::new(), Applier::new().overwrite(false)] {
        let _ = applier.plan(&desired, live.as_ref(), Some(schema));
        let _ = applier.plan(&desired, live.as_ref(), None);
    }
    let _ = LastApplied::object_matcher().annotate(&desired);
    let Some(live) = live else { return };
    let matcher = Matcher::new().ignore_status().ignore(FieldPattern::parse("/spec/*/x").expect("a pointer"));
    for schema in [Some(schema), None] {
        if let Ok(matched) = matcher.calculate(&desired, Some(&live), schema) {
            let applied = apply_patch(&matched.live, &matched.patch, matched.patch_type, schema);
            assert_eq!(matched.unchanged, applied.is_ok_and(|result| result == matched.live), "{matched:?}");
        }
    }
});
