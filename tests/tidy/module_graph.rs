//! Which module of a crate uses which, read from its sources: every `crate::`, `super::`
//! and `self::` path outside comments, strings and `#[cfg(test)]` modules (test files
//! named `tests.rs` are left out too). A module's children form a graph (an edge where a
//! file under one child names a path into another), and a circle in it is a strongly
//! connected component of more than one child. The layers go one way when there is none.
//!
//! `cargo test --test tidy circles -- --nocapture` prints the circles of each crate.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module by its path from the crate root (`["typed", "structure"]`).
type ModPath = Vec<String>;

/// Where a reference was read: the module of the file, the path it names, the file.
struct Reference {
    from: ModPath,
    to: ModPath,
    file: String,
}

/// Every circle among the children of every module of the crate whose sources are in `src`,
/// one line each: the parent, the children in the circle and the edges between them with
/// the files that make them.
pub fn circles(src: &Path) -> Vec<String> {
    let references = references(src);
    let parents: BTreeSet<ModPath> =
        references.iter().flat_map(|r| (0..r.from.len()).map(|depth| r.from[..depth].to_vec())).collect();
    let mut found = Vec::new();
    for parent in parents {
        let depth = parent.len();
        let mut edges: BTreeMap<&str, BTreeMap<&str, BTreeSet<&str>>> = BTreeMap::new();
        for r in &references {
            let inside = |path: &ModPath| path.len() > depth && path[..depth] == parent[..];
            if !inside(&r.from) || !inside(&r.to) || r.from[depth] == r.to[depth] {
                continue;
            }
            edges.entry(&r.from[depth]).or_default().entry(&r.to[depth]).or_default().insert(&r.file);
        }
        for component in components(&edges) {
            let shown: Vec<String> = component
                .iter()
                .flat_map(|from| {
                    edges[from].iter().filter(|(to, _)| component.contains(*to)).map(move |(to, files)| {
                        format!("{from} -> {to} ({})", files.iter().copied().collect::<Vec<_>>().join(", "))
                    })
                })
                .collect();
            let name = if parent.is_empty() { "the crate root".to_owned() } else { parent.join("::") };
            found.push(format!("in {name}: {}", shown.join("; ")));
        }
    }
    found
}

/// The strongly connected components of more than one node (Tarjan's algorithm).
fn components<'a>(edges: &BTreeMap<&'a str, BTreeMap<&'a str, BTreeSet<&'a str>>>) -> Vec<BTreeSet<&'a str>> {
    struct Walk<'e, 'a> {
        edges: &'e BTreeMap<&'a str, BTreeMap<&'a str, BTreeSet<&'a str>>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<BTreeSet<&'a str>>,
    }
    impl<'a> Walk<'_, 'a> {
        fn visit(&mut self, node: &'a str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            for &next in self.edges.get(node).into_iter().flat_map(|e| e.keys()) {
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = BTreeSet::new();
                while let Some(top) = self.stack.pop() {
                    component.insert(top);
                    if top == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk { edges, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for &node in edges.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}

fn references(src: &Path) -> Vec<Reference> {
    let files = super::files_under(src, "rs", &["tests"]);
    let mut read = Vec::new();
    for file in files.into_iter().filter(|file| !file.ends_with("tests.rs")) {
        let relative = file.strip_prefix(src).expect("under src").to_string_lossy().replace('\\', "/");
        let mut module: ModPath = relative.trim_end_matches(".rs").split('/').map(str::to_owned).collect();
        if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
            module.pop();
        }
        let text = std::fs::read_to_string(&file).expect("a source file");
        read.push((module, without_tests(&code_only(&text)), relative));
    }
    let modules: BTreeSet<ModPath> = read.iter().map(|(module, _, _)| module.clone()).collect();
    // What each module re-exports (`pub(crate) use generated::Keyed;` in `typed` makes
    // `typed::Keyed` a name for `typed::generated::Keyed`): a path through a re-export is
    // an edge to where the item is.
    let mut reexports: BTreeMap<ModPath, ModPath> = BTreeMap::new();
    for (module, code, _) in &read {
        for (name, target) in reexported(code, module, &modules) {
            reexports.insert([module.clone(), vec![name]].concat(), target);
        }
    }
    let mut references = Vec::new();
    for (module, code, file) in &read {
        for to in paths(code, module) {
            references.push(Reference { from: module.clone(), to: resolved(to, &reexports), file: file.clone() });
        }
    }
    references
}

/// `path` with each prefix that names a re-export replaced by the re-exported path.
fn resolved(mut path: ModPath, reexports: &BTreeMap<ModPath, ModPath>) -> ModPath {
    // Re-exports of re-exports, to a bound (a circle of `use`s does not compile anyway).
    for _ in 0..8 {
        let Some(length) = (1..=path.len()).rev().find(|&n| reexports.contains_key(&path[..n])) else {
            break;
        };
        path = [reexports[&path[..length]].clone(), path[length..].to_vec()].concat();
    }
    path
}

/// The names `pub use` / `pub(…) use` items of `code` (in `module`) export, each with the
/// path it stands for; a path that starts with a child module is read as relative.
fn reexported(code: &str, module: &[String], modules: &BTreeSet<ModPath>) -> Vec<(String, ModPath)> {
    let mut found = Vec::new();
    for (at, _) in code.match_indices("pub") {
        let rest = code[at + 3..].trim_start();
        let rest = match rest.strip_prefix('(') {
            Some(inner) => inner.split_once(')').map_or("", |(_, after)| after.trim_start()),
            None => rest,
        };
        let Some(tree) = rest.strip_prefix("use ") else { continue };
        let tree = tree.split(';').next().unwrap_or_default().trim();
        let (prefix, rest) = match anchored(tree, module) {
            Some(anchored) => anchored,
            // Relative: only a child module's path is this crate's.
            None => {
                let first = tree.split("::").next().unwrap_or_default();
                if !modules.contains(&[module.to_vec(), vec![first.to_owned()]].concat()) {
                    continue;
                }
                (module.to_vec(), tree)
            }
        };
        let mut leaves = Vec::new();
        segments(rest, prefix, &mut leaves);
        for leaf in leaves {
            let Some(name) = leaf.last() else { continue };
            if name != "*" && name != "self" {
                found.push((name.clone(), leaf));
            }
        }
    }
    found
}

/// The text without comments, and with every string and character literal emptied.
fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            i += rest.find("*/").map_or(rest.len(), |end| end + 2);
        } else if bytes[i] == b'r' && (i == 0 || !ident(bytes[i - 1])) && raw_string_start(rest).is_some() {
            let (open, hashes) = raw_string_start(rest).expect("checked");
            let close = format!("\"{}", "#".repeat(hashes));
            i += open + rest[open..].find(&close).map_or(rest.len() - open, |end| end + close.len());
            out.push_str("\"\"");
        } else if bytes[i] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            i = j + 1;
            out.push_str("\"\"");
        } else if bytes[i] == b'\'' && char_literal_len(rest).is_some() {
            i += char_literal_len(rest).expect("checked");
            out.push_str("' '");
        } else {
            let c = rest.chars().next().expect("not at the end");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// `r"`, `r#"`, …: the length of the opening and the number of `#`.
fn raw_string_start(text: &str) -> Option<(usize, usize)> {
    let hashes = text[1..].bytes().take_while(|&b| b == b'#').count();
    (text.as_bytes().get(1 + hashes) == Some(&b'"')).then_some((2 + hashes, hashes))
}

/// The length of a character literal at the start of `text` (`'a'`, `'\n'`, `'\u{1F}'`);
/// `None` for a lifetime.
fn char_literal_len(text: &str) -> Option<usize> {
    let mut chars = text.char_indices().skip(1);
    let (_, first) = chars.next()?;
    if first == '\\' {
        return text[2..].find('\'').map(|end| end + 3);
    }
    let (end, close) = chars.next()?;
    (close == '\'').then_some(end + 1)
}

/// The text without its `#[cfg(test)] mod name { … }` blocks.
fn without_tests(code: &str) -> String {
    const TEST: &str = "#[cfg(test)]";
    let mut code = code.to_owned();
    while let Some(start) = code.find(TEST) {
        let item = code[start + TEST.len()..].trim_start();
        let item = item.strip_prefix("pub(crate) ").unwrap_or(item);
        let block = item.strip_prefix("mod ").is_some_and(|rest| {
            let name_end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
            rest[name_end..].trim_start().starts_with('{')
        });
        if !block {
            // Another item (a `mod tests;` left out with its file, a test helper): only the
            // attribute goes.
            code.replace_range(start..start + TEST.len(), "");
            continue;
        }
        let brace = start + code[start..].find('{').expect("a module block");
        let mut depth = 0;
        let mut end = code.len();
        for (offset, c) in code[brace..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = brace + offset + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        code.replace_range(start..end, "");
    }
    code
}

/// The module paths named in `code` of the module `module`, resolved from the crate root.
fn paths(code: &str, module: &[String]) -> Vec<ModPath> {
    let mut found = Vec::new();
    let bytes = code.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    for base in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(base) {
            if at > 0 && (ident(bytes[at - 1]) || bytes[at - 1] == b':') {
                continue;
            }
            if let Some((prefix, rest)) = anchored(&code[at..], module) {
                segments(rest, prefix, &mut found);
            }
        }
    }
    found
}

/// The module a path that starts with `crate::`, `self::` or `super::` (repeated) names in
/// `module`, and the rest of the path; `None` for a path that starts otherwise.
fn anchored<'c>(path: &'c str, module: &[String]) -> Option<(ModPath, &'c str)> {
    if let Some(rest) = path.strip_prefix("crate::") {
        return Some((Vec::new(), rest));
    }
    if let Some(rest) = path.strip_prefix("self::") {
        return Some((module.to_vec(), rest));
    }
    let mut rest = path.strip_prefix("super::")?;
    let mut prefix = module[..module.len().saturating_sub(1)].to_vec();
    while let Some(after) = rest.strip_prefix("super::") {
        prefix.pop();
        rest = after;
    }
    Some((prefix, rest))
}

/// Reads `a::b::{c, d::e}` from the start of `rest`, after `prefix`.
fn segments(rest: &str, mut prefix: ModPath, found: &mut Vec<ModPath>) {
    let mut rest = rest;
    loop {
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let mut start = 0;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' | ',' if depth == 1 => {
                        let part = group[start..i].trim();
                        if part == "self" || part.is_empty() {
                            found.push(prefix.clone());
                        } else {
                            segments(part, prefix.clone(), found);
                        }
                        start = i + 1;
                        if c == '}' {
                            return;
                        }
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            return;
        }
        let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        prefix.push(rest[..end].to_owned());
        match rest[end..].strip_prefix("::") {
            Some(next) => rest = next,
            None => break,
        }
    }
    found.push(prefix);
}

/// The crates whose modules must not use each other in a circle.
const CRATES: [&str; 2] = ["smp-runtime/src", "smp-cli/src"];

#[test]
fn circles_between_modules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    for krate in CRATES {
        let found = circles(&root.join(krate));
        println!("{krate}: {} circles", found.len());
        for line in &found {
            println!("  {line}");
        }
        all.extend(found.into_iter().map(|line| format!("{krate}: {line}")));
    }
    assert!(all.is_empty(), "modules that use each other in a circle:\n{}", all.join("\n"));
}

#[test]
fn the_reader_sees_circles() {
    // A crate of three files whose modules `a` and `b` use each other, one through a use
    // group and one through a path in code, past a comment, a string and a test module
    // that would each make more edges if they were read.
    let dir = std::env::temp_dir().join(format!("smp-module-graph-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("b")).unwrap();
    std::fs::write(dir.join("lib.rs"), "mod a;\nmod b;\nmod c;\n").unwrap();
    std::fs::write(dir.join("a.rs"), "use crate::{b::{x, y}, c};\n// crate::d\nconst S: &str = \"crate::d\";\n")
        .unwrap();
    std::fs::write(dir.join("b/mod.rs"), "mod x;\nfn f() { super::a::g(); }\n").unwrap();
    std::fs::write(dir.join("b/x.rs"), "fn h() -> char { '\"' }\n#[cfg(test)]\nmod tests { use crate::d; }\n").unwrap();
    std::fs::write(dir.join("c.rs"), "").unwrap();
    let found = circles(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found, ["in the crate root: a -> b (a.rs); b -> a (b/mod.rs)"]);
}
