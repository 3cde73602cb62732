//! Patch builders per directive, for any field: maps of strings (`null`, `$patch: replace`,
//! `$patch: delete`), merge lists of strings (`$deleteFromPrimitiveList`, `$setElementOrder`)
//! and lists merged by key (item changes and additions, `$patch: delete` items,
//! `$patch: replace`, `$setElementOrder`, `null`, `[]`).

use rand::seq::SliceRandom;
use rand::Rng;
use serde_json::{json, Map, Value};

use super::{Gen, KeyedList, MapPools};

impl Gen {
    /// A patch of a map of strings: set/delete keys, `$patch: replace`, `$patch: delete`,
    /// or `null`.
    pub(super) fn map_patch(&mut self, orig: Option<&Value>, pools: MapPools) -> Value {
        let roll = self.rng.gen_range(0..100);
        if roll < 8 {
            self.feat("null-field");
            return Value::Null;
        }
        if roll < 18 {
            self.feat("map-$patch-replace");
            let mut m = match self.string_map(pools, 0, 2) {
                Value::Object(m) => m,
                _ => Map::new(),
            };
            m.insert("$patch".into(), json!("replace"));
            return Value::Object(m);
        }
        if roll < 24 {
            self.feat("map-$patch-delete");
            return json!({"$patch": "delete"});
        }
        let mut m = Map::new();
        let mut candidates: Vec<String> = pools.keys.iter().map(|k| k.to_string()).collect();
        if let Some(Value::Object(o)) = orig {
            candidates.extend(o.keys().cloned());
        }
        let n = self.rng.gen_range(1..=3);
        for _ in 0..n {
            let k = candidates.choose(&mut self.rng).unwrap().clone();
            if self.p(0.3) {
                self.feat("null-field");
                m.insert(k, Value::Null);
            } else {
                self.feat("plain-field");
                m.insert(k, self.s(pools.values));
            }
        }
        Value::Object(m)
    }

    /// A patch of a merge list of strings (`finalizers`): the list, the deletion list, the
    /// order, in consistent combinations.
    pub(super) fn primitive_list_patch(
        &mut self,
        out: &mut Map<String, Value>,
        field: &'static str,
        orig: Option<&Value>,
        pool: &[&str],
    ) {
        if self.p(0.06) {
            self.feat("null-field");
            out.insert(field.into(), Value::Null);
            return;
        }
        let pool: Vec<String> = pool.iter().map(|s| s.to_string()).collect();
        let orig: Vec<String> = match orig {
            Some(Value::Array(items)) => items.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect(),
            _ => Vec::new(),
        };
        let (mut has_list, has_delete, mut has_order) = (self.p(0.6), self.p(0.4), self.p(0.35));
        if !has_list && !has_delete && !has_order {
            has_list = true;
        }
        if has_list && has_delete {
            // Without the order, Go's result depends on its map iteration order.
            has_order = true;
        }
        let mut list: Vec<Value> =
            if has_list { self.subset(&pool, 1, 3).into_iter().map(Value::String).collect() } else { Vec::new() };
        if has_list {
            self.feat("primitive-list-merge");
            if self.p(0.03) {
                self.feat("primitive-list-duplicate");
                list.push(list[0].clone());
            }
            if self.p(0.015) {
                self.feat("null-in-primitive-list");
                let at = self.rng.gen_range(0..=list.len());
                list.insert(at, Value::Null);
            }
            out.insert(field.into(), Value::Array(list.clone()));
        }
        if has_delete {
            self.feat("$deleteFromPrimitiveList");
            // Mostly delete what is there.
            let delete =
                if !orig.is_empty() && self.p(0.6) { self.subset(&orig, 1, 2) } else { self.subset(&pool, 1, 2) };
            out.insert(format!("$deleteFromPrimitiveList/{field}"), json!(delete));
        }
        if has_order {
            self.feat("$setElementOrder-primitive");
            let mut extras: Vec<String> = Vec::new();
            for o in &orig {
                if !list.contains(&json!(o)) && !extras.contains(o) && self.p(0.6) {
                    extras.push(o.clone());
                }
            }
            if self.p(0.2) {
                let absent = self.pick(&pool);
                if !list.contains(&json!(absent)) && !extras.contains(&absent) {
                    extras.push(absent);
                    self.feat("$setElementOrder-absent-key");
                }
            }
            let order = self.interleave(list.clone(), extras.iter().map(|s| json!(s)).collect());
            out.insert(format!("$setElementOrder/{field}"), Value::Array(order));
        }
    }

    /// `keep` in its order with `extras` inserted at random places.
    pub(super) fn interleave(&mut self, keep: Vec<Value>, extras: Vec<Value>) -> Vec<Value> {
        let mut order = keep;
        for e in extras {
            let at = self.rng.gen_range(0..=order.len());
            order.insert(at, e);
        }
        order
    }

    /// A patch of a list merged by key: item changes, additions, `$patch: delete` items,
    /// `$patch: replace`, `$setElementOrder`, `null`, `[]`.
    pub(super) fn keyed_list_patch(&mut self, out: &mut Map<String, Value>, list: KeyedList<'_>) {
        let KeyedList { field, key, pool, orig, new_item, change_item } = list;
        let orig_items: Vec<Map<String, Value>> = match orig {
            Some(Value::Array(items)) => items.iter().filter_map(|v| v.as_object().cloned()).collect(),
            _ => Vec::new(),
        };
        let orig_keys: Vec<Value> = orig_items.iter().filter_map(|m| m.get(key).cloned()).collect();
        let order_key = format!("$setElementOrder/{field}");
        // A second patch of the same list replaces the first entirely (its order too).
        out.remove(field);
        out.remove(&order_key);
        let item_key = |v: &Value| -> Value { json!({ key: v }) };
        let roll = self.rng.gen_range(0..100);
        if roll < 6 {
            self.feat("null-field");
            out.insert(field.into(), Value::Null);
            return;
        }
        if roll < 9 {
            self.feat("empty-list");
            out.insert(field.into(), json!([]));
            if self.p(0.3) && !orig_keys.is_empty() {
                self.feat("$setElementOrder-keyed");
                let order = self.subset(&orig_keys, 1, orig_keys.len());
                out.insert(order_key, Value::Array(order.iter().map(&item_key).collect()));
            }
            return;
        }
        if roll < 17 {
            self.feat("list-$patch-replace");
            let keys = self.subset(&pool, 0, 3);
            let mut items: Vec<Value> = Vec::new();
            for k in &keys {
                if self.p(0.15) {
                    // Items of a replacing list are taken as they are, directives included.
                    self.feat("list-$patch-replace-items-with-directives");
                    let mut item = change_item(self, &Map::new());
                    item.insert(key.into(), k.clone());
                    items.push(Value::Object(item));
                } else {
                    items.push(new_item(self, k));
                }
            }
            let marker = if self.p(0.2) {
                self.feat("list-$patch-replace-with-key");
                json!({key: self.pick(&pool), "$patch": "replace"})
            } else {
                json!({"$patch": "replace"})
            };
            let at = if self.p(0.7) { 0 } else { self.rng.gen_range(0..=items.len()) };
            items.insert(at, marker);
            let marker_last = at == items.len() - 1;
            out.insert(field.into(), Value::Array(items));
            if self.p(0.3) && !keys.is_empty() {
                self.feat("$setElementOrder-keyed");
                if marker_last {
                    // Go rejects this: its consistency check stops at the end of the order
                    // list, before skipping the trailing directive item.
                    self.feat("$setElementOrder-with-trailing-replace-marker");
                }
                let order = keys.iter().map(&item_key).collect();
                out.insert(order_key, Value::Array(order));
            }
            return;
        }
        if roll < 24 && !orig_keys.is_empty() {
            self.feat("$setElementOrder-keyed");
            self.feat("$setElementOrder-only");
            let mut order = self.subset(&orig_keys, 1, orig_keys.len());
            if self.p(0.2) {
                let absent = self.pick(&pool);
                if !order.contains(&absent) {
                    self.feat("$setElementOrder-absent-key");
                    let at = self.rng.gen_range(0..=order.len());
                    order.insert(at, absent);
                }
            }
            out.insert(order_key, Value::Array(order.iter().map(&item_key).collect()));
            return;
        }
        // Merge: changes, additions, deletions by merge key.
        let chosen = self.subset(&pool, 1, 4);
        let mut items = Vec::new();
        let mut kept_keys = Vec::new();
        for k in chosen {
            let existing = orig_items.iter().find(|m| m.get(key) == Some(&k)).cloned();
            let delete = match existing {
                Some(_) => self.p(0.2),
                None => self.p(0.12),
            };
            if delete {
                self.feat("list-$patch-delete");
                let mut item = Map::new();
                if self.p(0.15) {
                    // Other fields beside the deletion are ignored.
                    self.feat("list-$patch-delete-with-fields");
                    item = change_item(self, &existing.clone().unwrap_or_default());
                }
                item.insert(key.into(), k.clone());
                item.insert("$patch".into(), json!("delete"));
                items.push(Value::Object(item));
                continue;
            }
            let item = match existing {
                Some(m) => {
                    self.feat("list-item-change");
                    let mut change = change_item(self, &m);
                    change.insert(key.into(), k.clone());
                    Value::Object(change)
                }
                None => {
                    if self.p(0.12) {
                        // A new item that holds directives or nulls: Go appends it as is.
                        self.feat("list-item-add-from-patch");
                        let mut item = change_item(self, &Map::new());
                        item.insert(key.into(), k.clone());
                        Value::Object(item)
                    } else {
                        self.feat("list-item-add");
                        new_item(self, &k)
                    }
                }
            };
            items.push(item);
            kept_keys.push(k);
        }
        if self.p(0.02) {
            if let Some(k) = kept_keys.first().cloned() {
                // Rare: the same merge key twice in the patch.
                self.feat("duplicate-merge-key");
                let existing = orig_items.iter().find(|m| m.get(key) == Some(&k)).cloned().unwrap_or_default();
                let mut change = change_item(self, &existing);
                change.insert(key.into(), k.clone());
                items.push(Value::Object(change));
                kept_keys.push(k);
            }
        }
        if key == "containerPort" && !kept_keys.is_empty() && self.p(0.03) {
            // A merge key of another JSON type ("80" for 80) matches nothing.
            self.feat("merge-key-type-mismatch");
            let as_string = json!(kept_keys[0].to_string());
            if let Some(first) = items.iter_mut().find(|i| i.get("$patch").is_none()) {
                first[key] = as_string.clone();
                kept_keys[0] = as_string;
            }
        }
        if self.p(0.4) && !(kept_keys.is_empty() && orig_keys.is_empty()) {
            self.feat("$setElementOrder-keyed");
            let mut extras = Vec::new();
            for o in &orig_keys {
                if !kept_keys.contains(o) && self.p(0.7) {
                    extras.push(o.clone());
                }
            }
            if self.p(0.15) {
                let absent = self.pick(&pool);
                if !kept_keys.contains(&absent) && !extras.contains(&absent) {
                    self.feat("$setElementOrder-absent-key");
                    extras.push(absent);
                }
            }
            let keep: Vec<Value> = kept_keys.iter().map(&item_key).collect();
            let extras: Vec<Value> = extras.iter().map(&item_key).collect();
            let order = self.interleave(keep, extras);
            if !order.is_empty() {
                out.insert(order_key, Value::Array(order));
            }
        }
        out.insert(field.into(), Value::Array(items));
    }
}
