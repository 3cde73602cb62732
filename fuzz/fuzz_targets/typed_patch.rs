//! Typed patches parsed from arbitrary JSON and applied to k8s-openapi objects, and the
//! typed diffs of arbitrary objects: an error or a result, never a panic; on error the
//! value is left as it was.
#![no_main]

use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::Pod;
use libfuzzer_sys::fuzz_target;
use serde::de::DeserializeOwned;
use smp::{typed, StrategicMerge, ThreeWayOptions};

fn exercise<T>(object: &[u8], patch: &[u8], other: &[u8])
where
    T: StrategicMerge + smp::Describe + DeserializeOwned + Clone + PartialEq + std::fmt::Debug,
    T::Patch: DeserializeOwned + Default,
{
    let Ok(object) = serde_json::from_slice::<T>(object) else { return };
    if let Ok(patch) = serde_json::from_slice::<T::Patch>(patch) {
        let before = object.clone();
        let _ = typed::apply(&object, patch);
        assert_eq!(object, before);
    }
    let Ok(other) = serde_json::from_slice::<T>(other) else { return };
    if let Ok(patch) = typed::two_way(&object, &other, &smp::TwoWayOptions::default()) {
        let _ = typed::apply(&object, patch);
    }
    let options = ThreeWayOptions::default().overwrite(false);
    let _ = typed::three_way(&object, &other, &object, &options);
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let mut parts = rest.splitn(3, |&byte| byte == 0);
    let (object, patch, other) =
        (parts.next().unwrap_or(b""), parts.next().unwrap_or(b""), parts.next().unwrap_or(b""));
    if selector % 2 == 0 {
        exercise::<Pod>(object, patch, other);
    } else {
        exercise::<Deployment>(object, patch, other);
    }
});
