//! The Rust examples of a crate's documentation, read from its sources as rustdoc reads
//! them (`///` and `//!` comments, and `doc = r#"…"#` attributes), so that a crate outside
//! the workspace can run them as written, against the packaged crates
//! ([`super::outside_crate`]).

use std::path::Path;

/// One example: where it is, its fence's info string and its lines (hidden `# ` lines kept).
pub struct Example {
    pub at: String,
    pub info: String,
    pub code: String,
}

/// Every Rust example in the `.rs` files under `src` (`at` names them from `label`).
pub fn examples(src: &Path, label: &str) -> Vec<Example> {
    let mut files = super::files_under(src, "rs", &[]);
    files.sort();
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file");
        let name = format!("{label}/{}", file.strip_prefix(src).expect("under src").display());
        for (line, doc) in doc_texts(&text) {
            found.extend(rust_blocks(&doc).into_iter().map(|(offset, info, code)| Example {
                at: format!("{name}:{}", line + offset),
                info,
                code,
            }));
        }
    }
    found
}

/// The Rust examples of a Markdown file (the README), as rustdoc reads it included as docs.
pub fn markdown_examples(path: &Path, label: &str) -> Vec<Example> {
    let text = std::fs::read_to_string(path).expect("a Markdown file");
    rust_blocks(&text)
        .into_iter()
        .map(|(line, info, code)| Example { at: format!("{label}:{}", line + 1), info, code })
        .collect()
}

/// The documentation texts of a file, each with the line (from 0) it starts on: runs of
/// `///` or `//!` lines, and the raw strings of `doc = r#"…"#` attributes.
fn doc_texts(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut texts = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let trimmed = lines[i].trim_start();
        let prefix = ["///", "//!"].into_iter().find(|p| trimmed.starts_with(p) && !trimmed.starts_with("////"));
        if let Some(prefix) = prefix {
            let start = i;
            let mut doc = String::new();
            while i < lines.len() && lines[i].trim_start().starts_with(prefix) {
                let rest = &lines[i].trim_start()[prefix.len()..];
                doc.push_str(rest.strip_prefix(' ').unwrap_or(rest));
                doc.push('\n');
                i += 1;
            }
            texts.push((start, doc));
            continue;
        }
        if let Some(at) = trimmed.find("doc = r") {
            let after = &trimmed[at + "doc = r".len()..];
            let hashes = after.bytes().take_while(|&b| b == b'#').count();
            if after.as_bytes().get(hashes) == Some(&b'"') {
                let close = format!("\"{}", "#".repeat(hashes));
                let start = i;
                let mut doc = String::new();
                let mut rest = after[hashes + 1..].to_owned();
                loop {
                    if let Some(end) = rest.find(&close) {
                        doc.push_str(&rest[..end]);
                        break;
                    }
                    doc.push_str(&rest);
                    doc.push('\n');
                    i += 1;
                    let Some(next) = lines.get(i) else { break };
                    rest = (*next).to_owned();
                }
                // The text starts after the quote: its first line is the attribute's.
                texts.push((start, doc));
            }
        }
        i += 1;
    }
    texts
}

/// The fenced blocks of a doc text that rustdoc runs as Rust: each with the line (from 0)
/// of its first code line, its info string and its code.
fn rust_blocks(doc: &str) -> Vec<(usize, String, String)> {
    let mut blocks = Vec::new();
    let mut open: Option<(usize, String, String, String)> = None;
    for (n, line) in doc.lines().enumerate() {
        let trimmed = line.trim_start();
        match &mut open {
            None => {
                if let Some(info) = trimmed.strip_prefix("```") {
                    let indent = line[..line.len() - trimmed.len()].to_owned();
                    open = Some((n + 1, info.trim().to_owned(), String::new(), indent));
                }
            }
            Some((start, info, code, indent)) => {
                if trimmed.starts_with("```") {
                    if is_rust(info) {
                        blocks.push((*start, info.clone(), std::mem::take(code)));
                    }
                    open = None;
                } else {
                    code.push_str(line.strip_prefix(indent.as_str()).unwrap_or(line));
                    code.push('\n');
                }
            }
        }
    }
    blocks
}

/// Whether rustdoc reads a fence's info string as Rust: no language, or `rust`, with its
/// attributes (`no_run`, `should_panic`, `compile_fail`, `ignore`, `edition…`).
fn is_rust(info: &str) -> bool {
    const ATTRIBUTES: [&str; 6] = ["rust", "no_run", "should_panic", "compile_fail", "ignore", "test_harness"];
    info.split([',', ' '])
        .filter(|word| !word.is_empty())
        .all(|word| ATTRIBUTES.contains(&word) || word.starts_with("edition") || word.starts_with('{'))
}

/// A crate's `lib.rs` whose doc items are the examples, each as written, after a line
/// saying where it comes from.
pub fn doctest_crate(examples: &[Example]) -> String {
    let mut lib = String::from(
        "//! The examples of smp's README and API documentation, as written, run as this\n\
         //! crate's doctests against the packaged crates.\n\n",
    );
    for (index, example) in examples.iter().enumerate() {
        let doc = format!("From `{}`:\n\n```{}\n{}```\n", example.at, example.info, example.code);
        let hashes = "#".repeat(longest_hash_run(&doc) + 1);
        lib.push_str(&format!("#[doc = r{hashes}\"{doc}\"{hashes}]\npub struct Example{index};\n\n"));
    }
    lib
}

fn longest_hash_run(text: &str) -> usize {
    text.split(|c| c != '#').map(str::len).max().unwrap_or(0)
}

#[test]
fn the_reader_finds_rust_examples() {
    let source = "//! ```\n//! let a = 1;\n//! # let b = 2;\n//! ```\n//!\n//! ```text\n//! not rust\n//! ```\n\
                  #[cfg_attr(x, doc = r##\"\n```no_run\nlet c = 3;\n```\n\"##)]\n/// ```compile_fail\n/// bad\n/// ```\n\
                  fn f() {}\n";
    let texts = doc_texts(source);
    let blocks: Vec<(String, String)> =
        texts.iter().flat_map(|(_, doc)| rust_blocks(doc)).map(|(_, info, code)| (info, code)).collect();
    assert_eq!(
        blocks,
        [
            (String::new(), "let a = 1;\n# let b = 2;\n".to_owned()),
            ("no_run".to_owned(), "let c = 3;\n".to_owned()),
            ("compile_fail".to_owned(), "bad\n".to_owned()),
        ]
    );
    let lib = doctest_crate(&[Example { at: "x.rs:1".into(), info: String::new(), code: "let s = \"#\";\n".into() }]);
    assert!(
        lib.contains("#[doc = r##\"From `x.rs:1`:\n\n```\nlet s = \"#\";\n```\n\"##]\npub struct Example0;"),
        "{lib}"
    );
}
