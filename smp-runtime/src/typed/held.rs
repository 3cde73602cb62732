//! How a generated patch struct holds the patch of one of its fields
//! (`StrategicMerge::Held`): the patch itself, or, where the field is a struct, a box of
//! its patch. A struct's patch holds every field it may set, so held inline a nested
//! patch would cost its whole size in every patch that leaves it out (a `ContainerPatch`
//! held six probes and contexts that way); boxed, an absent one costs a pointer.
//!
//! The operations work on a `Patched<T::Patch>` ([`Holds::with_patch`]); the box is
//! opened where a visit reaches the field (`fields::with_patch`), so nothing below knows
//! of it.

use std::borrow::{Borrow, BorrowMut};
use std::fmt;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::Patched;

/// What a patch struct's member holds for a field whose patch is `P`: `P` itself, or a
/// `Box<P>` (`StrategicMerge::Held`).
///
/// ```
/// use k8s_openapi::api::core::v1::{Container, Probe};
/// use smp::typed::Patched;
/// use smp::StrategicMerge;
///
/// // A container's probe is boxed in its patch; its image, a string, is not.
/// let patch: <Container as StrategicMerge>::Patch =
///     serde_json::from_str(r#"{"image": "web:2", "livenessProbe": {"periodSeconds": 5}}"#).unwrap();
/// let Patched::Set(probe) = &patch.liveness_probe else { panic!("a probe") };
/// let probe: &<Probe as StrategicMerge>::Patch = probe;
/// assert_eq!(probe.period_seconds, Patched::Set(5));
/// assert_eq!(patch.image, Patched::Set("web:2".to_owned()));
/// ```
pub trait Holds<P>:
    Borrow<P> + BorrowMut<P> + From<P> + Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned
{
    /// The patch a field holds, to work on as a `Patched<P>` and put back.
    fn with_patch<R>(held: &mut Patched<Self>, work: impl FnOnce(&mut Patched<P>) -> R) -> R;
}

impl<P: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned> Holds<P> for P {
    #[inline(always)]
    fn with_patch<R>(held: &mut Patched<P>, work: impl FnOnce(&mut Patched<P>) -> R) -> R {
        work(held)
    }
}

impl<P: Default + Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned> Holds<P> for Box<P> {
    /// A set patch is worked on out of its box, which keeps its allocation where the
    /// patch stays set.
    #[inline(always)]
    fn with_patch<R>(held: &mut Patched<Box<P>>, work: impl FnOnce(&mut Patched<P>) -> R) -> R {
        let mut patch = held.as_mut().map(|boxed| std::mem::take(&mut **boxed));
        let result = work(&mut patch);
        match (patch, &mut *held) {
            (Patched::Set(patch), Patched::Set(boxed)) => **boxed = patch,
            (patch, held) => *held = patch.map(Box::new),
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::Holds;
    use crate::typed::Patched;

    #[derive(smp_derive::StrategicMerge, serde::Serialize, serde::Deserialize, Clone, Debug, PartialEq, Default)]
    #[smp(crate = "crate")]
    struct Outer {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        inner: Option<Inner>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    }

    #[derive(smp_derive::StrategicMerge, serde::Serialize, serde::Deserialize, Clone, Debug, PartialEq, Default)]
    #[smp(crate = "crate")]
    struct Inner {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        size: Option<i64>,
    }

    /// A struct's patch holds a nested struct's patch in a box, a string's as it is, and
    /// reads and writes the same JSON either way.
    #[test]
    fn a_nested_struct_patch_is_boxed_and_reads_as_before() {
        let patch: OuterPatch = serde_json::from_str(r#"{"inner": {"size": 2}, "name": "a"}"#).unwrap();
        let inner: &Patched<Box<InnerPatch>> = &patch.inner;
        let name: &Patched<String> = &patch.name;
        assert!(matches!(inner, Patched::Set(inner) if inner.size == Patched::Set(2)));
        assert_eq!(name, &Patched::Set("a".to_owned()));
        assert_eq!(serde_json::to_string(&patch).unwrap(), r#"{"inner":{"size":2},"name":"a"}"#);
        assert!(std::mem::size_of::<Patched<Box<InnerPatch>>>() <= 16);
    }

    fn open<R>(held: &mut Patched<Box<InnerPatch>>, work: impl FnOnce(&mut Patched<InnerPatch>) -> R) -> R {
        <Box<InnerPatch> as Holds<InnerPatch>>::with_patch(held, work)
    }

    /// Worked on out of its box, a patch that stays set goes back into the same box; one
    /// set, nulled or taken is boxed or unboxed as it ends.
    #[test]
    fn with_patch_keeps_the_box_of_a_patch_that_stays_set() {
        let mut held: Patched<Box<InnerPatch>> = Patched::Set(Box::default());
        let before = match &held {
            Patched::Set(boxed) => &**boxed as *const InnerPatch,
            _ => unreachable!(),
        };
        open(&mut held, |patch| {
            if let Patched::Set(patch) = patch {
                patch.size = Patched::Set(3);
            }
        });
        assert!(
            matches!(&held, Patched::Set(boxed) if std::ptr::eq(&**boxed, before) && boxed.size == Patched::Set(3))
        );
        open(&mut held, |patch| *patch = Patched::Null);
        assert_eq!(held, Patched::Null);
        open(&mut held, |patch| *patch = Patched::Set(InnerPatch { size: Patched::Set(4), ..Default::default() }));
        assert!(matches!(&held, Patched::Set(boxed) if boxed.size == Patched::Set(4)));
        let taken = open(&mut held, std::mem::take);
        assert_eq!((held, taken.is_absent()), (Patched::Absent, false));
    }
}
