use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use super::{ItemKey, ListKeys};
use crate::doc::{Arena, Doc};
use crate::server_side::schema::{Atom, Field, List, Map, TypeRef, Types};
use crate::server_side::to_field_set::item_element;

/// A key field's value, mostly scalars that collide (`1` and `1.0`, `"1"`).
fn value(rng: &mut SmallRng) -> Value {
    match rng.gen_range(0..12) {
        0 => Value::Null,
        1 => json!(rng.gen_bool(0.5)),
        2 | 3 => json!(rng.gen_range(0..3)),
        4 => json!(rng.gen_range(0..3) as f64),
        5 => json!(0.5),
        6..=8 => json!(["a", "b", "1", "\u{e9}"][rng.gen_range(0..4)]),
        9 => json!([rng.gen_range(0..2), "x"]),
        10 => json!({"k": rng.gen_range(0..2)}),
        _ => json!({}),
    }
}

/// An item of a list keyed by `a` and `b` (whose default is `"TCP"`), or of a set.
fn item(rng: &mut SmallRng, set: bool) -> Value {
    if set || rng.gen_range(0..20) == 0 {
        return value(rng);
    }
    let mut item = serde_json::Map::new();
    for name in ["a", "b", "c"] {
        if rng.gen_bool(0.7) {
            item.insert(name.to_owned(), value(rng));
        }
    }
    Value::Object(item)
}

/// A list keyed by `b` (whose default is `"TCP"`) and `a`, and a set.
fn lists() -> [List; 2] {
    let field = |name: &str, default: Option<Value>| Field { name: name.into(), ty: TypeRef::Undeclared, default };
    let element = Atom {
        map: Some(Map::new(vec![field("a", None), field("b", Some(json!("TCP")))], None, false)),
        ..Atom::default()
    };
    let keyed =
        List { element: TypeRef::Inline(Box::new(element)), associative: true, keys: vec!["b".into(), "a".into()] };
    let set = List { element: TypeRef::Undeclared, associative: true, keys: vec![] };
    [keyed, set]
}

/// Item keys order, match and are refused as the items' path elements are, with and
/// without partial keys and a key default, for a `Value` and for a document.
#[test]
fn item_keys_are_path_elements() {
    let [keyed, set] = lists();
    let types = Types::new();
    let mut rng = SmallRng::seed_from_u64(63);
    let (mut compared, mut refused) = (0, 0);
    for case in 0..400 {
        let list = if case % 3 == 0 { &set } else { &keyed };
        let partial_keys = case % 2 == 0;
        let items: Vec<Value> = (0..rng.gen_range(1..12)).map(|_| item(&mut rng, list.keys.is_empty())).collect();
        let elements: Vec<_> = items.iter().map(|item| item_element(&types, partial_keys, item, list).ok()).collect();
        let arena = Arena::new();
        let documents: Vec<Doc> = items.iter().map(|item| Doc::borrowed(item, &arena)).collect();
        let from_values = ListKeys::of(&types, partial_keys, &items, list);
        let from_documents = ListKeys::of(&types, partial_keys, &documents, list);
        // Keys of two lists compare too (a merge's two sides): the first items alone may all
        // have every key field where the whole list's do not.
        let head = ListKeys::of(&types, partial_keys, &items[..items.len().div_ceil(2)], list);
        for (i, a) in elements.iter().enumerate().take(items.len().div_ceil(2)) {
            for (j, b) in elements.iter().enumerate() {
                let (Some(a), Some(b), Some(x), Some(y)) = (a, b, head.get(i), from_documents.get(j)) else { continue };
                assert_eq!(x.cmp(&y), a.cmp(b), "{} against {}", items[i], items[j]);
                assert_eq!(y.cmp(&x), b.cmp(a), "{} against {}", items[j], items[i]);
                assert_eq!(x.equals(&y), a.equals(b), "{} against {}", items[i], items[j]);
            }
        }
        for keys in [&from_values, &from_documents] {
            for (i, a) in elements.iter().enumerate() {
                assert_eq!(keys.get(i).is_some(), a.is_some(), "{}", items[i]);
                if let (Some(key), Some(a)) = (keys.get(i), a) {
                    assert_eq!(format!("{:?}", key.to_element()), format!("{a:?}"), "{}", items[i]);
                }
                refused += usize::from(a.is_none());
                for (j, b) in elements.iter().enumerate() {
                    let (Some(a), Some(b), Some(x), Some(y)) = (a, b, keys.get(i), keys.get(j)) else { continue };
                    assert_eq!(x.cmp(&y), a.cmp(b), "{} against {}", items[i], items[j]);
                    assert_eq!(x.equals(&y), a.equals(b), "{} against {}", items[i], items[j]);
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 10_000 && refused > 100, "{compared} pairs compared, {refused} items refused");
}

/// Two lists with the same keys in the same places (a list applied or written again) are
/// grouped by sorting one side as by sorting both: the comparison's groups and the merge's,
/// with repeated keys, items without keys between them, and other values.
#[test]
fn the_same_keys_group_as_sorting_both() {
    use crate::server_side::compare::{by_key, by_one_sort};
    use crate::server_side::merge::Keys;

    let [keyed, set] = lists();
    let types = Types::new();
    let mut rng = SmallRng::seed_from_u64(60);
    let mut repeated = 0;
    for case in 0..300 {
        let list = if case % 3 == 0 { &set } else { &keyed };
        let left: Vec<Value> = (0..rng.gen_range(1..12)).map(|_| item(&mut rng, list.keys.is_empty())).collect();
        // The same items with other values beside their keys, some without keys between.
        let mut right = Vec::new();
        for item in &left {
            if rng.gen_bool(0.2) {
                right.push(Value::Null);
            }
            let mut item = item.clone();
            if let Some(fields) = item.as_object_mut() {
                fields.insert("c".into(), value(&mut rng));
            }
            right.push(item);
        }
        let partial_keys = case % 2 == 0;
        let (l, r) =
            (ListKeys::of(&types, partial_keys, &left, list), ListKeys::of(&types, partial_keys, &right, list));
        let (lk, rk) = (l.keyed(), r.keyed());
        assert!(super::same_keys_sorted(&lk, &rk).is_some(), "{left:?} and {right:?}");
        let seen = |grouped: &[(ItemKey<'_, '_>, usize, &Value)]| -> Vec<String> {
            grouped.iter().map(|(key, side, item)| format!("{:?} {side} {:p}", key.to_element(), *item)).collect()
        };
        assert_eq!(
            seen(&by_key([lk.clone(), rk.clone()], [&left, &right])),
            seen(&by_one_sort([lk.clone(), rk.clone()], [&left, &right])),
            "{left:?} and {right:?}"
        );
        assert_eq!(Keys::of(&lk, &rk), Keys::by_one_sort(&lk, &rk), "{left:?} and {right:?}");
        let mut keys: Vec<_> = lk.iter().map(|(key, _)| *key).collect();
        keys.sort();
        repeated += usize::from(keys.windows(2).any(|pair| pair[0] == pair[1]));
    }
    assert!(repeated > 20, "{repeated} cases with a repeated key");
}
