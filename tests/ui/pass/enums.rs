//! Enums derive as atomic values: replaced whole by a patch, described as atomic, and
//! merged by value in a list with `patch_strategy = "merge"`.

use serde::{Deserialize, Serialize};
use smp::{typed, Schema, StrategicMerge};

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq)]
enum Protocol {
    TCP,
    UDP,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
enum Retention<T> {
    Days(T),
    Count { last: u32 },
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
struct Policy {
    #[smp(patch_strategy = "merge")]
    protocols: Vec<Protocol>,
    retention: Option<Retention<u32>>,
}

fn main() {
    let policy = Policy { protocols: vec![Protocol::TCP], retention: Some(Retention::Days(3)) };
    let patch: PolicyPatch = serde_json::from_str(r#"{"protocols": ["UDP"], "retention": {"count": {"last": 2}}}"#).unwrap();
    let patched = typed::apply(&policy, patch).unwrap();
    assert_eq!(patched.protocols, [Protocol::UDP, Protocol::TCP]);
    assert_eq!(patched.retention, Some(Retention::Count { last: 2 }));
    assert!(Schema::of::<Policy>().root().unwrap().field("retention").unwrap().0.is_atomic());
}
