//! A patch from a diff applied to a keyed list with its `$setElementOrder` list, in one
//! pass over keys read once. A two-way or three-way diff writes most patches this way:
//! every item and order entry has a plain key (no null, no composite key), no key
//! repeats, the patch items carry no `$patch` word but `delete`, and the order list names
//! every item of the result. Then Go's `mergePatchIntoOriginal` comes down to: delete,
//! merge or append each patch item, and put every item where the order list ranks it (its
//! server-only step has no item to place). Any other list takes the general path
//! ([`super::merge_in_order`]), which this one must equal where it answers: property
//! tests below hold it to that. The same plan serves merging into a list in place
//! ([`merge_in_order`]) and making the merged list anew from a borrowed one, each item
//! once, for `typed::apply` ([`apply_in_order`]).

use crate::directive;
use crate::error::{Error, Trail};
use crate::lists::arrange::arrange;
use crate::lists::ranks::Ranks;
use crate::lists::PlainKey;
use crate::typed::generated::KeyField;
use crate::typed::{Keyed, OrderEntry};

use super::{Items, Values};

/// Applies `patch` with its order list `order` to the values `live` as
/// [`super::merge_in_order`] does, or returns `None`, having changed nothing, where the
/// lists are not of the shape this handles.
pub(super) fn merge_in_order<T: Keyed>(
    live: &mut Vec<T>,
    patch: &mut [T::Patch],
    order: &[OrderEntry<T::Patch>],
    merge_key: &str,
    trail: &Trail<'_>,
) -> Option<Result<(), Error>> {
    let plan = planned(live, patch, order, merge_key)?;
    Some(apply_plan(live, patch, merge_key, plan, trail))
}

/// [`merge_in_order`] on a copy of `live`, made in one pass: each kept item cloned, or
/// made merged ([`Keyed::apply_item`]), or added, in its place; the deleted ones are not
/// copied. `None`, having changed nothing, where the lists are not of the lean shape.
pub(super) fn apply_in_order<T: Keyed>(
    live: &[T],
    patch: &mut [T::Patch],
    order: &[OrderEntry<T::Patch>],
    merge_key: &str,
    trail: &Trail<'_>,
) -> Option<Result<Vec<T>, Error>> {
    let plan = planned(live, patch, order, merge_key)?;
    Some(build(live, patch, merge_key, &plan, trail))
}

/// The [`Plan`] of a merge by the single key `merge_key`, read through its field; `None`
/// where the lists are not of the lean shape.
fn planned<T: Keyed>(live: &[T], patch: &[T::Patch], order: &[OrderEntry<T::Patch>], merge_key: &str) -> Option<Plan> {
    if patch.is_empty() || merge_key.contains(',') {
        return None;
    }
    let mut plan = None;
    T::with_key_field(merge_key, &mut |key| plan = plan_by(key, live, patch, order));
    plan
}

/// The [`Plan`] of a merge, the keys read through `key`.
fn plan_by<T: Keyed>(
    key: &KeyField<'_, T>,
    live: &[T],
    patch: &[T::Patch],
    order: &[OrderEntry<T::Patch>],
) -> Option<Plan> {
    let mut order_keys = Vec::with_capacity(order.len());
    for entry in order {
        order_keys.push(match entry {
            OrderEntry::Key(key) => PlainKey::of_key(key.key()),
            OrderEntry::Item(item) => (key.patch)(item),
        }?);
    }
    plan_of(
        &order_keys,
        (live.len(), &|position| (key.value)(&live[position])),
        (patch.len(), &|index| {
            let delete = match T::patch_directive(&patch[index]) {
                None => false,
                Some(directive::DELETE) => true,
                Some(_) => return None,
            };
            Some(((key.patch)(&patch[index])?, delete))
        }),
    )
}

/// The plan of a merge, in one vector (a list's merge makes few allocations): a slot
/// per rank of the order list (the item there, [`CLAIMED`] where a patch item has its
/// key), a step per patch item (the live item it merges into, [`APPEND`] or [`DELETE`]),
/// the positions of the deleted items, then those of the kept and added ones (live ones,
/// then added ones, numbered on) in their final order.
struct Plan {
    buf: Vec<usize>,
    ranks: usize,
    steps: usize,
    deleted: usize,
}

impl Plan {
    fn steps(&self) -> &[usize] {
        &self.buf[self.ranks..][..self.steps]
    }

    fn deleted(&self) -> &[usize] {
        &self.buf[self.ranks + self.steps..][..self.deleted]
    }

    fn kept(&self) -> &[usize] {
        &self.buf[self.ranks + self.steps + self.deleted..]
    }
}

/// A slot's mark: a patch item has the rank's key.
const CLAIMED: usize = 1 << (usize::BITS - 1);
/// A slot without an item.
const NONE: usize = !CLAIMED;
/// The step of a patch item that adds an item.
const APPEND: usize = usize::MAX - 1;
/// The step of a patch item that deletes one.
const DELETE: usize = usize::MAX;

/// A list as [`plan_of`] reads it: its length, and each item's key (`None` where the
/// item is not of the shape handled).
type ItemKeys<'a, K> = (usize, &'a dyn Fn(usize) -> Option<K>);

/// The plan for a list whose order list has the keys `order`, of `live` items and
/// `patch` items (a count, and each one's key, with whether it deletes); or `None` where
/// the lists are not of the shape this handles. Compiled once for every item type.
#[inline(never)]
fn plan_of<'k>(
    order: &[PlainKey<'k>],
    (live_len, live_key): ItemKeys<'_, PlainKey<'k>>,
    (patch_len, patch_key): ItemKeys<'_, (PlainKey<'k>, bool)>,
) -> Option<Plan> {
    let ranks = Ranks::new(order)?;
    let (slots, steps) = (0..order.len(), order.len()..order.len() + patch_len);
    let mut buf = Vec::with_capacity(2 * order.len() + patch_len + live_len);
    buf.resize(steps.end, NONE);
    // Each live item has a rank of its own, or is one the order list leaves out, which
    // the patch must delete.
    let (mut unranked_keys, mut unranked) = (Vec::new(), Vec::new());
    for position in 0..live_len {
        let key = live_key(position)?;
        match ranks.rank(key) {
            Some(rank) if buf[rank] == NONE => buf[rank] = position,
            Some(_) => return None,
            None => {
                unranked_keys.push(key);
                unranked.push(position);
            }
        }
    }
    // Most lists leave out no live item.
    let unranked_ranks = if unranked.is_empty() { None } else { Some(Ranks::new(&unranked_keys)?) };
    // No two patch items share a key; the ones that are no deletion come in the order
    // list's order (`validatePatchWithSetOrderList`; a list that fails it takes the general
    // path, which refuses it).
    let (mut appended, mut last_upsert) = (0, None);
    for index in 0..patch_len {
        let (key, delete) = patch_key(index)?;
        let step = match (ranks.rank(key), delete) {
            // A deleted key the order list lacks: a live item it leaves out, or none.
            (None, true) => {
                if let Some(at) = unranked_ranks.as_ref().and_then(|ranks| ranks.rank(key)) {
                    buf.push(std::mem::replace(&mut unranked[at], NONE));
                }
                DELETE
            }
            (None, false) => return None,
            (Some(rank), _) if buf[rank] & CLAIMED != 0 => return None,
            (Some(rank), true) => {
                if buf[rank] != NONE {
                    buf.push(buf[rank]);
                }
                buf[rank] = NONE | CLAIMED;
                DELETE
            }
            (Some(rank), false) => {
                if last_upsert.is_some_and(|last| last >= rank) {
                    return None;
                }
                last_upsert = Some(rank);
                let item = if buf[rank] == NONE {
                    appended += 1;
                    live_len + appended - 1
                } else {
                    buf[rank]
                };
                buf[rank] = item | CLAIMED;
                if item < live_len {
                    item
                } else {
                    APPEND
                }
            }
        };
        buf[steps.start + index] = step;
    }
    // A live item the order list leaves out and the patch keeps is the general path's,
    // as is an unranked key deleted twice.
    let deleted = buf.len() - steps.end;
    if buf[steps.end..].contains(&NONE) || unranked.iter().any(|&position| position != NONE) {
        return None;
    }
    for rank in slots {
        let item = buf[rank] & NONE;
        if item != NONE {
            buf.push(item);
        }
    }
    Some(Plan { buf, ranks: order.len(), steps: patch_len, deleted })
}

/// The patch items merged, appended and deleted as planned, then the items ordered. Go
/// deletes first, then merges in patch order; only merges fail, so this fails where the
/// general path does.
fn apply_plan<T: Keyed>(
    live: &mut Vec<T>,
    patch: &mut [T::Patch],
    merge_key: &str,
    plan: Plan,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let mut added = Vec::with_capacity(plan.kept().len() + plan.deleted().len() - live.len());
    for ((index, item), &step) in patch.iter_mut().enumerate().zip(plan.steps()) {
        match step {
            DELETE => {}
            APPEND => added.push(<Values as Items<T>>::create(item, merge_key, &trail.index(index)?)?),
            position => live[position].merge_item(item, &trail.index(index)?)?,
        }
    }
    arrange(live, added, plan.kept(), plan.deleted());
    Ok(())
}

/// The merged list made anew as planned: the kept items in their final order, each
/// cloned, made merged or created. Upserts come in the order list's order (the plan
/// requires it), which is the order of `kept`: the patch items are merged in their own
/// order, as Go merges them, so the first error is Go's.
fn build<T: Keyed>(
    live: &[T],
    patch: &mut [T::Patch],
    merge_key: &str,
    plan: &Plan,
    trail: &Trail<'_>,
) -> Result<Vec<T>, Error> {
    let kept = plan.kept();
    let mut made = Vec::with_capacity(kept.len());
    let mut upserts =
        patch.iter_mut().zip(plan.steps()).enumerate().filter(|(_, (_, &step))| step != DELETE).peekable();
    let mut at = 0;
    while let Some(&position) = kept.get(at) {
        let upsert = match upserts.peek() {
            Some((_, (_, &step))) if step == position || (step == APPEND && position >= live.len()) => upserts.next(),
            _ => None,
        };
        if let Some((index, (item, _))) = upsert {
            match live.get(position) {
                Some(original) => original.apply_item(&mut made, item, &trail.index(index)?)?,
                None => made.push(<Values as Items<T>>::create(item, merge_key, &trail.index(index)?)?),
            }
            at += 1;
            continue;
        }
        // A run of live items that stay as they are, in their order, cloned straight into
        // place: up to the next upsert's item, or the next item from elsewhere.
        let until = upserts.peek().map_or(usize::MAX, |(_, (_, &step))| step);
        let mut end = at + 1;
        while kept.get(end).is_some_and(|&next| next == kept[end - 1] + 1 && next != until && next < live.len()) {
            end += 1;
        }
        made.extend_from_slice(live.get(position..position + (end - at)).unwrap_or_default());
        at = end;
    }
    Ok(made)
}

#[cfg(test)]
mod tests {
    use rand::seq::SliceRandom;
    use rand::{Rng, SeedableRng};
    use serde::{Deserialize, Serialize};
    use serde_json::{json, Value};

    use crate::error::Trail;
    use crate::typed::keyed_list::Values;
    use crate::typed::OrderEntry;

    #[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
    #[smp(crate = "crate")]
    struct Item {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[smp(patch_strategy = "merge", patch_merge_key = "name")]
        ports: Option<Vec<Port>>,
    }

    #[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
    #[smp(crate = "crate")]
    struct Port {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        port: Option<i64>,
    }

    type Outcome = Result<Option<Vec<Item>>, String>;

    /// A random case: mostly a patch such as a diff writes (each key once, upserts in the
    /// order list's order, which names every item of the result), sometimes broken in one
    /// of the ways that send it to the general path, or with an item merge that fails.
    fn case(rng: &mut impl Rng) -> (Vec<Item>, Vec<Value>, Vec<Value>) {
        let keys = if rng.gen_bool(0.2) { rng.gen_range(60..120) } else { rng.gen_range(1..40) };
        // Short keys, and long ones (past the two words a short key is read into) alike
        // but for their last bytes.
        let prefix = if rng.gen_bool(0.3) { "A_LONG_VARIABLE_NAME_" } else { "k" };
        let key = |k: usize| format!("{prefix}{k}");
        let mut pool: Vec<usize> = (0..keys).collect();
        pool.shuffle(rng);
        let live_len = rng.gen_range(0..=pool.len());
        let live_keys = pool[..live_len].to_vec();
        let mut live: Vec<Item> = live_keys
            .iter()
            .map(|&k| Item {
                name: Some(key(k)),
                value: rng.gen_bool(0.7).then(|| format!("v{k}")),
                ports: rng.gen_bool(0.3).then(|| vec![Port { name: Some("p".into()), port: Some(1) }]),
            })
            .collect();
        // The result's keys: live ones, less some deleted, plus some new ones.
        let deleted: Vec<usize> = live_keys.iter().copied().filter(|_| rng.gen_bool(0.15)).collect();
        let added: Vec<usize> = pool[live_len..].iter().copied().filter(|_| rng.gen_bool(0.3)).collect();
        let mut order: Vec<usize> = live_keys.iter().copied().filter(|k| !deleted.contains(k)).collect();
        if rng.gen_bool(0.5) {
            // As a diff writes it after the live list: added keys anywhere, the rest in order.
            for &k in &added {
                order.insert(rng.gen_range(0..=order.len()), k);
            }
        } else {
            order.extend(added.iter().copied());
            order.shuffle(rng);
        }
        let mut patch: Vec<Value> = Vec::new();
        for &k in &order {
            if added.contains(&k) || rng.gen_bool(0.3) {
                let mut item = json!({"name": key(k), "value": format!("p{k}")});
                if rng.gen_bool(0.1) {
                    item["value"] = Value::Null;
                }
                if rng.gen_bool(0.1) {
                    // A nested item without its key fails the merge.
                    let port = if rng.gen_bool(0.5) { json!({"port": 2}) } else { json!({"name": "q", "port": 2}) };
                    item["ports"] = json!([port]);
                }
                patch.push(item);
            }
        }
        for &k in &deleted {
            let at = rng.gen_range(0..=patch.len());
            patch.insert(at, json!({"name": key(k), "$patch": "delete"}));
        }
        let mut order: Vec<Value> = order.iter().map(|&k| json!({"name": key(k)})).collect();
        // Breakages, each rare.
        match rng.gen_range(0..24) {
            0 if !live.is_empty() => live.push(live[0].clone()),
            1 if !live.is_empty() => live[0].name = None,
            2 if !patch.is_empty() => patch.push(patch[0].clone()),
            3 if !patch.is_empty() => patch[0]["$patch"] = json!("replace"),
            4 if !patch.is_empty() => patch[0]["name"] = Value::Null,
            5 if !order.is_empty() => order.push(order[0].clone()),
            6 if !order.is_empty() => {
                order.remove(rng.gen_range(0..order.len()));
            }
            7 if order.len() > 1 => order.swap(0, 1),
            8 => order.push(json!({"name": "server-only"})),
            9 if !live.is_empty() => live.push(Item { name: Some("server-only".into()), ..Item::default() }),
            10 => patch.push(json!({"name": key(0), "$patch": "delete"})),
            11 => order.clear(),
            // A deleted key the order list names: still the lean shape.
            12 if !deleted.is_empty() => order.insert(0, json!({"name": key(deleted[0])})),
            // Entries that are more than a key, or a key of null.
            13 if !order.is_empty() => order[0]["ports"] = json!([]),
            14 if !order.is_empty() => order[0]["name"] = Value::Null,
            _ => {}
        }
        (live, patch, order)
    }

    fn outcome(result: Result<(), crate::Error>, live: Option<Vec<Item>>) -> Outcome {
        result.map(|()| live).map_err(|error| error.to_string())
    }

    /// Where the lean merge answers, it gives the general path's list or error, and so
    /// does the list made anew from the live one, which declines where the merge does.
    #[test]
    fn the_lean_merge_and_the_list_made_anew_give_what_the_general_merge_gives() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(45);
        let (mut answered, mut declined, mut failed) = (0, 0, 0);
        for _ in 0..4000 {
            let (live, patch, order) = case(&mut rng);
            let patch: Vec<ItemPatch> = patch.into_iter().map(|item| serde_json::from_value(item).unwrap()).collect();
            let order: Vec<OrderEntry<ItemPatch>> = order
                .into_iter()
                .map(|item| crate::typed::order::read_entry::<Item>(serde_json::from_value(item).unwrap(), "name"))
                .collect();
            let (mut lean_live, mut lean_patch, mut made_patch) = (live.clone(), patch.clone(), patch.clone());
            let lean = super::merge_in_order::<Item>(&mut lean_live, &mut lean_patch, &order, "name", &Trail::ROOT);
            let made = super::apply_in_order::<Item>(&live, &mut made_patch, &order, "name", &Trail::ROOT);
            let (lean, made) = match (lean, made) {
                (Some(lean), Some(made)) => (lean, made),
                (None, None) => {
                    declined += 1;
                    assert_eq!((&lean_live, &lean_patch), (&live, &patch), "declining changes nothing");
                    assert_eq!(&made_patch, &patch, "declining changes nothing");
                    continue;
                }
                _ => panic!("one declines, the other not: live {live:?}\npatch {patch:?}\norder {order:?}"),
            };
            answered += 1;
            let (mut general_live, mut general_patch) = (Some(live.clone()), Some(patch.clone()));
            let general = crate::typed::keyed_list::merge_in_order::<Item, Values>(
                &mut general_live,
                &mut general_patch,
                &order,
                "name",
                &Trail::ROOT,
            );
            let general = outcome(general, general_live);
            failed += usize::from(general.is_err());
            let context = format!("live {live:?}\npatch {patch:?}\norder {order:?}");
            assert_eq!(outcome(lean, Some(lean_live)), general, "{context}");
            assert_eq!(made.map(Some).map_err(|error| error.to_string()), general, "{context}");
        }
        // Both ways are taken often, and merges fail, so that none goes untested.
        assert!(
            answered > 2000 && declined > 300 && failed > 50,
            "answered {answered}, declined {declined}, failed {failed}"
        );
    }
}
