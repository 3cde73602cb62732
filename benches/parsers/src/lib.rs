//! A candidate of its own for the bytes path's document model, to measure beside the
//! maintained parsers: one pass over the text into a flat tape of nodes, strings borrowed
//! from the input where they hold no escape, each container pointing past its last
//! descendant; printed back as Go's `json.Marshal` prints the decoded value (keys sorted,
//! HTML-safe escapes). A prototype for measurement: it reads integers and plain decimals
//! as Go does, but prints a number as its text.

use std::borrow::Cow;

/// One value of the tape.
#[derive(Debug, Clone)]
pub enum Node<'a> {
    Null,
    Bool(bool),
    /// The number's text, checked against JSON's grammar.
    Number(&'a str),
    String(Cow<'a, str>),
    /// A list: its items follow; `end` is the index past its last descendant.
    Array {
        end: u32,
    },
    /// An object: key and value nodes alternate after it, up to `end`.
    Object {
        end: u32,
    },
}

/// A parsed document: the tape, its root first.
#[derive(Debug, Default)]
pub struct Tape<'a> {
    pub nodes: Vec<Node<'a>>,
}

/// Why the text is not JSON, and where.
#[derive(Debug)]
pub struct ParseError {
    pub offset: usize,
    pub what: &'static str,
}

/// Deeper than this is refused, as smp bounds every walk.
const MAX_DEPTH: usize = 1000;

pub fn parse(text: &str) -> Result<Tape<'_>, ParseError> {
    let mut parser = Parser { text, bytes: text.as_bytes(), at: 0, nodes: Vec::with_capacity(text.len() / 12) };
    parser.value(0)?;
    parser.skip_space();
    if parser.at != parser.bytes.len() {
        return Err(parser.error("trailing characters"));
    }
    Ok(Tape { nodes: parser.nodes })
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    nodes: Vec<Node<'a>>,
}

impl<'a> Parser<'a> {
    fn error(&self, what: &'static str) -> ParseError {
        ParseError { offset: self.at, what }
    }

    fn skip_space(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.bytes.get(self.at) {
            self.at += 1;
        }
    }

    fn value(&mut self, depth: usize) -> Result<(), ParseError> {
        if depth > MAX_DEPTH {
            return Err(self.error("too deep"));
        }
        self.skip_space();
        match self.bytes.get(self.at) {
            Some(b'{') => self.container(depth, b'}', true),
            Some(b'[') => self.container(depth, b']', false),
            Some(b'"') => {
                let string = self.string()?;
                self.nodes.push(Node::String(string));
                Ok(())
            }
            Some(b't') => self.word("true", Node::Bool(true)),
            Some(b'f') => self.word("false", Node::Bool(false)),
            Some(b'n') => self.word("null", Node::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.error("expected a value")),
        }
    }

    fn word(&mut self, word: &'static str, node: Node<'a>) -> Result<(), ParseError> {
        if !self.bytes[self.at..].starts_with(word.as_bytes()) {
            return Err(self.error("expected a value"));
        }
        self.at += word.len();
        self.nodes.push(node);
        Ok(())
    }

    fn container(&mut self, depth: usize, close: u8, object: bool) -> Result<(), ParseError> {
        let index = self.nodes.len();
        self.nodes.push(if object { Node::Object { end: 0 } } else { Node::Array { end: 0 } });
        self.at += 1;
        self.skip_space();
        if self.bytes.get(self.at) == Some(&close) {
            self.at += 1;
        } else {
            loop {
                if object {
                    self.skip_space();
                    if self.bytes.get(self.at) != Some(&b'"') {
                        return Err(self.error("expected a key"));
                    }
                    let key = self.string()?;
                    self.nodes.push(Node::String(key));
                    self.skip_space();
                    if self.bytes.get(self.at) != Some(&b':') {
                        return Err(self.error("expected ':'"));
                    }
                    self.at += 1;
                }
                self.value(depth + 1)?;
                self.skip_space();
                match self.bytes.get(self.at) {
                    Some(b',') => self.at += 1,
                    Some(&b) if b == close => {
                        self.at += 1;
                        break;
                    }
                    _ => return Err(self.error("expected ',' or the end of the container")),
                }
            }
        }
        let end = self.nodes.len() as u32;
        self.nodes[index] = if object { Node::Object { end } } else { Node::Array { end } };
        Ok(())
    }

    fn string(&mut self) -> Result<Cow<'a, str>, ParseError> {
        self.at += 1;
        let start = self.at;
        loop {
            match self.bytes.get(self.at) {
                Some(b'"') => {
                    let plain = &self.text[start..self.at];
                    self.at += 1;
                    return Ok(Cow::Borrowed(plain));
                }
                Some(b'\\') => return self.escaped(start).map(Cow::Owned),
                Some(0..=0x1f) | None => return Err(self.error("unterminated string")),
                Some(_) => self.at += 1,
            }
        }
    }

    fn escaped(&mut self, start: usize) -> Result<String, ParseError> {
        let mut out = String::from(&self.text[start..self.at]);
        loop {
            match self.bytes.get(self.at) {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    let escape = *self.bytes.get(self.at + 1).ok_or_else(|| self.error("bad escape"))?;
                    self.at += 2;
                    match escape {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => out.push(self.unicode()?),
                        _ => return Err(self.error("bad escape")),
                    }
                }
                Some(0..=0x1f) | None => return Err(self.error("unterminated string")),
                Some(_) => {
                    let run = self.at;
                    while !matches!(self.bytes.get(self.at), Some(b'"' | b'\\' | 0..=0x1f) | None) {
                        self.at += 1;
                    }
                    out.push_str(&self.text[run..self.at]);
                }
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let digits = self.text.get(self.at..self.at + 4).ok_or_else(|| self.error("bad \\u escape"))?;
        let value = u32::from_str_radix(digits, 16).map_err(|_| self.error("bad \\u escape"))?;
        self.at += 4;
        Ok(value)
    }

    fn unicode(&mut self) -> Result<char, ParseError> {
        let first = self.hex4()?;
        if (0xD800..0xDC00).contains(&first) && self.bytes[self.at..].starts_with(b"\\u") {
            let back = self.at;
            self.at += 2;
            let second = self.hex4()?;
            if (0xDC00..0xE000).contains(&second) {
                return Ok(char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)).unwrap_or('\u{fffd}'));
            }
            self.at = back;
        }
        Ok(char::from_u32(first).unwrap_or('\u{fffd}'))
    }

    fn number(&mut self) -> Result<(), ParseError> {
        let start = self.at;
        let digits = |p: &mut Self| {
            let from = p.at;
            while let Some(b'0'..=b'9') = p.bytes.get(p.at) {
                p.at += 1;
            }
            p.at > from
        };
        if self.bytes[self.at] == b'-' {
            self.at += 1;
        }
        if self.bytes.get(self.at) == Some(&b'0') {
            self.at += 1;
        } else if !digits(self) {
            return Err(self.error("bad number"));
        }
        if self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            if !digits(self) {
                return Err(self.error("bad number"));
            }
        }
        if let Some(b'e' | b'E') = self.bytes.get(self.at) {
            self.at += 1;
            if let Some(b'+' | b'-') = self.bytes.get(self.at) {
                self.at += 1;
            }
            if !digits(self) {
                return Err(self.error("bad number"));
            }
        }
        self.nodes.push(Node::Number(&self.text[start..self.at]));
        Ok(())
    }
}

impl Tape<'_> {
    /// Go's `json.Marshal` bytes of the document.
    pub fn print(&self, out: &mut Vec<u8>) {
        if !self.nodes.is_empty() {
            self.print_node(0, out);
        }
    }

    /// Prints the node at `index`; returns the index past it.
    fn print_node(&self, index: usize, out: &mut Vec<u8>) -> usize {
        match &self.nodes[index] {
            Node::Null => out.extend_from_slice(b"null"),
            Node::Bool(true) => out.extend_from_slice(b"true"),
            Node::Bool(false) => out.extend_from_slice(b"false"),
            Node::Number(text) => out.extend_from_slice(text.as_bytes()),
            Node::String(text) => write_string(text, out),
            Node::Array { end } => {
                out.push(b'[');
                let mut at = index + 1;
                while at < *end as usize {
                    if at > index + 1 {
                        out.push(b',');
                    }
                    at = self.print_node(at, out);
                }
                out.push(b']');
                return *end as usize;
            }
            Node::Object { end } => {
                let mut entries = Vec::new();
                let mut at = index + 1;
                while at < *end as usize {
                    entries.push(at);
                    at = self.skip(at + 1);
                }
                entries.sort_by(|&a, &b| self.key(a).cmp(self.key(b)));
                out.push(b'{');
                for (position, &entry) in entries.iter().enumerate() {
                    if position > 0 {
                        out.push(b',');
                    }
                    write_string(self.key(entry), out);
                    out.push(b':');
                    self.print_node(entry + 1, out);
                }
                out.push(b'}');
                return *end as usize;
            }
        }
        index + 1
    }

    fn key(&self, index: usize) -> &str {
        match &self.nodes[index] {
            Node::String(key) => key,
            _ => "",
        }
    }

    /// The index past the value at `index`.
    fn skip(&self, index: usize) -> usize {
        match self.nodes[index] {
            Node::Array { end } | Node::Object { end } => end as usize,
            _ => index + 1,
        }
    }
}

/// A string as Go's encoder writes it: HTML-safe, U+2028 and U+2029 escaped.
fn write_string(text: &str, out: &mut Vec<u8>) {
    out.push(b'"');
    let bytes = text.as_bytes();
    let mut plain = 0;
    for (at, &b) in bytes.iter().enumerate() {
        let escape: &[u8] = match b {
            b'"' => b"\\\"",
            b'\\' => b"\\\\",
            0x08 => b"\\b",
            0x0c => b"\\f",
            b'\n' => b"\\n",
            b'\r' => b"\\r",
            b'\t' => b"\\t",
            b'<' => b"\\u003c",
            b'>' => b"\\u003e",
            b'&' => b"\\u0026",
            0..=0x1f => {
                out.extend_from_slice(&bytes[plain..at]);
                out.extend_from_slice(format!("\\u{b:04x}").as_bytes());
                plain = at + 1;
                continue;
            }
            0xE2 if bytes.get(at + 1) == Some(&0x80) && matches!(bytes.get(at + 2), Some(0xA8 | 0xA9)) => {
                out.extend_from_slice(&bytes[plain..at]);
                out.extend_from_slice(if bytes[at + 2] == 0xA8 { b"\\u2028" } else { b"\\u2029" });
                plain = at + 3;
                continue;
            }
            _ => continue,
        };
        if at < plain {
            continue;
        }
        out.extend_from_slice(&bytes[plain..at]);
        out.extend_from_slice(escape);
        plain = at + 1;
    }
    out.extend_from_slice(&bytes[plain.min(bytes.len())..]);
    out.push(b'"');
}
