//! YAML as kubectl prints it, byte for byte: `sigs.k8s.io/yaml` reads the object's JSON
//! back as YAML and prints it with go-yaml v2, so keys come in go-yaml's natural order,
//! mappings and sequences in block style (a sequence in a mapping not indented), empty
//! ones as `{}` and `[]`, and each string takes go-yaml's style: plain where that reads
//! back as the same string, else single-quoted, else double-quoted with escapes, or a
//! literal block where it holds line breaks; long lines break at spaces past 80 columns.
//!
//! The emitter keeps go-yaml's state (column, indentation, whether the last thing written
//! was whitespace or indentation) and follows its steps for the events a JSON document
//! makes; anchors, tags and flow collections with items never occur. Two kinds of strings
//! are written otherwise, because kubectl's bytes for them do not read back as they were:
//! `<<` and text holding NEL, LS or PS are double-quoted.

use serde_json::{Map, Value};

use super::resolve::{is_base60_float, key_order, number_text, resolves_to_string};

/// Where go-yaml breaks long scalars, and its indentation step.
const BEST_WIDTH: usize = 80;
const BEST_INDENT: usize = 2;
/// Keys longer than this (in bytes) are written as complex keys (`? key`).
const SIMPLE_KEY_LIMIT: usize = 128;

/// `document` as kubectl's `-o yaml` prints it.
pub(crate) fn to_go_yaml(document: &Value) -> String {
    let mut emitter =
        Emitter { out: String::new(), column: 0, indent: None, indents: Vec::new(), whitespace: true, indention: true };
    emitter.node(document, Context::default());
    // The document's implicit end.
    emitter.write_indent();
    emitter.out
}

/// The scalar styles go-yaml chooses among.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Plain,
    SingleQuoted,
    DoubleQuoted,
    Literal,
}

/// Where a node is written (go-yaml's `*_context` flags).
#[derive(Clone, Copy, Default)]
struct Context {
    mapping: bool,
    simple_key: bool,
}

struct Emitter {
    out: String,
    column: usize,
    /// `None` before the first block collection (go-yaml's -1).
    indent: Option<usize>,
    indents: Vec<Option<usize>>,
    whitespace: bool,
    indention: bool,
}

impl Emitter {
    fn node(&mut self, value: &Value, context: Context) {
        match value {
            Value::Array(items) if items.is_empty() => self.empty_collection('[', ']'),
            Value::Object(map) if map.is_empty() => self.empty_collection('{', '}'),
            Value::Array(items) => self.sequence(items, context),
            Value::Object(map) => self.mapping(map),
            Value::String(text) => self.scalar(text, string_style(text), context),
            Value::Number(number) => self.scalar(&number_text(number), Style::Plain, context),
            Value::Bool(true) => self.scalar("true", Style::Plain, context),
            Value::Bool(false) => self.scalar("false", Style::Plain, context),
            Value::Null => self.scalar("null", Style::Plain, context),
        }
    }

    /// An empty collection, in flow style.
    fn empty_collection(&mut self, open: char, close: char) {
        self.write_indicator(open, true, true, false);
        self.write_indicator(close, false, false, false);
    }

    fn sequence(&mut self, items: &[Value], context: Context) {
        // In a mapping, the items' dashes line up with the key.
        self.increase_indent(false, context.mapping && !self.indention);
        for item in items {
            self.write_indent();
            self.write_indicator('-', true, false, true);
            self.node(item, Context::default());
        }
        self.indent = self.indents.pop().flatten();
    }

    fn mapping(&mut self, map: &Map<String, Value>) {
        self.increase_indent(false, false);
        let mut entries: Vec<(&String, &Value)> = map.iter().collect();
        entries.sort_by(|(a, _), (b, _)| key_order(a, b));
        for (key, value) in entries {
            self.write_indent();
            let one_line = !analyze(key).multiline || has_unicode_break(key);
            if one_line && key.len() <= SIMPLE_KEY_LIMIT {
                self.scalar(key, string_style(key), Context { mapping: true, simple_key: true });
                self.write_indicator(':', false, false, false);
            } else {
                self.write_indicator('?', true, false, true);
                self.scalar(key, string_style(key), Context { mapping: true, simple_key: false });
                self.write_indent();
                self.write_indicator(':', true, false, true);
            }
            self.node(value, Context { mapping: true, simple_key: false });
        }
        self.indent = self.indents.pop().flatten();
    }

    fn scalar(&mut self, text: &str, requested: Style, context: Context) {
        let analysis = analyze(text);
        let style = select_style(requested, &analysis, text.is_empty(), context.simple_key);
        self.increase_indent(true, false);
        let chars: Vec<char> = text.chars().collect();
        let allow_breaks = !context.simple_key;
        match style {
            Style::Plain => self.plain_or_single_quoted(&chars, allow_breaks, false),
            Style::SingleQuoted => self.plain_or_single_quoted(&chars, allow_breaks, true),
            Style::DoubleQuoted => self.double_quoted(&chars, allow_breaks),
            Style::Literal => self.literal(&chars),
        }
        self.indent = self.indents.pop().flatten();
    }

    fn increase_indent(&mut self, flow: bool, indentless: bool) {
        self.indents.push(self.indent);
        self.indent = match self.indent {
            None if flow => Some(BEST_INDENT),
            None => Some(0),
            Some(indent) if !indentless => Some(indent + BEST_INDENT),
            same => same,
        };
    }

    fn put(&mut self, c: char) {
        self.out.push(c);
        self.column += 1;
    }

    fn put_break(&mut self) {
        self.out.push('\n');
        self.column = 0;
    }

    fn write_break(&mut self, c: char) {
        if c == '\n' {
            self.put_break();
        } else {
            self.out.push(c);
            self.column = 0;
        }
    }

    fn write_indent(&mut self) {
        let indent = self.indent.unwrap_or(0);
        if !self.indention || self.column > indent || (self.column == indent && !self.whitespace) {
            self.put_break();
        }
        while self.column < indent {
            self.put(' ');
        }
        self.whitespace = true;
        self.indention = true;
    }

    fn write_indicator(&mut self, indicator: char, need_whitespace: bool, is_whitespace: bool, is_indention: bool) {
        if need_whitespace && !self.whitespace {
            self.put(' ');
        }
        self.put(indicator);
        self.whitespace = is_whitespace;
        self.indention = self.indention && is_indention;
    }

    /// A plain or a single-quoted scalar, which go-yaml writes alike: a space past the
    /// width breaks the line (not one of two in a row, nor, quoted, at either end), a
    /// line feed is written twice (a single one folds into a space), and quoted, a quote
    /// is doubled.
    fn plain_or_single_quoted(&mut self, chars: &[char], allow_breaks: bool, quoted: bool) {
        if quoted {
            self.write_indicator('\'', true, false, false);
        } else if !self.whitespace {
            self.put(' ');
        }
        let (mut spaces, mut breaks) = (false, false);
        let last = chars.len().saturating_sub(1);
        for (i, &c) in chars.iter().enumerate() {
            if c == ' ' {
                let inside = !quoted || (i > 0 && i < last);
                let next_space = chars.get(i + 1) == Some(&' ');
                if allow_breaks && !spaces && self.column > BEST_WIDTH && inside && !next_space {
                    self.write_indent();
                } else {
                    self.put(c);
                }
                spaces = true;
            } else if is_break(c) {
                if !breaks && c == '\n' {
                    self.put_break();
                }
                self.write_break(c);
                self.indention = true;
                breaks = true;
            } else {
                if breaks {
                    self.write_indent();
                }
                if quoted && c == '\'' {
                    self.put('\'');
                }
                self.put(c);
                self.indention = false;
                (spaces, breaks) = (false, false);
            }
        }
        if quoted {
            self.write_indicator('\'', false, false, false);
        }
        self.whitespace = false;
        self.indention = false;
    }

    fn double_quoted(&mut self, chars: &[char], allow_breaks: bool) {
        self.write_indicator('"', true, false, false);
        let mut spaces = false;
        let last = chars.len().saturating_sub(1);
        for (i, &c) in chars.iter().enumerate() {
            if !is_printable(c) || is_break(c) || c == '"' || c == '\\' {
                self.put('\\');
                self.escape(c);
                spaces = false;
            } else if c == ' ' {
                if allow_breaks && !spaces && self.column > BEST_WIDTH && i > 0 && i < last {
                    self.write_indent();
                    if chars.get(i + 1) == Some(&' ') {
                        self.put('\\');
                    }
                } else {
                    self.put(c);
                }
                spaces = true;
            } else {
                self.put(c);
                spaces = false;
            }
        }
        self.write_indicator('"', false, false, false);
        self.whitespace = false;
        self.indention = false;
    }

    /// What follows the backslash of an escaped character in a double-quoted scalar.
    fn escape(&mut self, c: char) {
        let short = match c {
            '\0' => '0',
            '\x07' => 'a',
            '\x08' => 'b',
            '\t' => 't',
            '\n' => 'n',
            '\x0b' => 'v',
            '\x0c' => 'f',
            '\r' => 'r',
            '\x1b' => 'e',
            '"' => '"',
            '\\' => '\\',
            '\u{85}' => 'N',
            '\u{a0}' => '_',
            '\u{2028}' => 'L',
            '\u{2029}' => 'P',
            _ => {
                let (letter, digits) = match u32::from(c) {
                    0..=0xff => ('x', 2),
                    0x100..=0xffff => ('u', 4),
                    _ => ('U', 8),
                };
                self.put(letter);
                for digit in format!("{:0width$X}", u32::from(c), width = digits).chars() {
                    self.put(digit);
                }
                return;
            }
        };
        self.put(short);
    }

    fn literal(&mut self, chars: &[char]) {
        self.write_indicator('|', true, false, false);
        if chars.first().is_some_and(|&c| c == ' ' || is_break(c)) {
            self.write_indicator(char::from(b'0' + BEST_INDENT as u8), false, false, false);
        }
        let chomp = match chars {
            [] => Some('-'),
            [.., last] if !is_break(*last) => Some('-'),
            [_] => Some('+'),
            [.., before, _] if is_break(*before) => Some('+'),
            _ => None,
        };
        if let Some(chomp) = chomp {
            self.write_indicator(chomp, false, false, false);
        }
        self.put_break();
        self.indention = true;
        self.whitespace = true;
        let mut breaks = true;
        for &c in chars {
            if is_break(c) {
                self.write_break(c);
                self.indention = true;
                breaks = true;
            } else {
                if breaks {
                    self.write_indent();
                }
                self.put(c);
                self.indention = false;
                breaks = false;
            }
        }
    }
}

/// What go-yaml's `yaml_emitter_analyze_scalar` learns of a scalar: which styles can
/// write it.
struct Analysis {
    multiline: bool,
    block_plain_allowed: bool,
    single_quoted_allowed: bool,
    block_allowed: bool,
}

fn analyze(text: &str) -> Analysis {
    if text.is_empty() {
        return Analysis {
            multiline: false,
            block_plain_allowed: true,
            single_quoted_allowed: true,
            block_allowed: false,
        };
    }
    let chars: Vec<char> = text.chars().collect();
    let mut block_indicators = text.starts_with("---") || text.starts_with("...");
    let (mut line_breaks, mut special_characters) = (false, false);
    let (mut leading_space, mut leading_break, mut trailing_space, mut trailing_break) = (false, false, false, false);
    let (mut break_space, mut space_break) = (false, false);
    let (mut preceded_by_whitespace, mut previous_space, mut previous_break) = (true, false, false);
    let last = chars.len() - 1;
    for (i, &c) in chars.iter().enumerate() {
        let followed_by_whitespace = chars.get(i + 1).is_none_or(|&next| next == ' ' || next == '\t');
        let indicator = if i == 0 {
            match c {
                '#' | ',' | '[' | ']' | '{' | '}' | '&' | '*' | '!' | '|' | '>' | '\'' | '"' | '%' | '@' | '`' => true,
                '?' | ':' | '-' => followed_by_whitespace,
                _ => false,
            }
        } else {
            (c == ':' && followed_by_whitespace) || (c == '#' && preceded_by_whitespace)
        };
        block_indicators |= indicator;
        special_characters |= !is_printable(c);
        if c == ' ' {
            leading_space |= i == 0;
            trailing_space |= i == last;
            break_space |= previous_break;
            (previous_space, previous_break) = (true, false);
        } else if is_break(c) {
            line_breaks = true;
            leading_break |= i == 0;
            trailing_break |= i == last;
            space_break |= previous_space;
            (previous_space, previous_break) = (false, true);
        } else {
            (previous_space, previous_break) = (false, false);
        }
        preceded_by_whitespace = c == ' ' || c == '\t' || c == '\0' || is_break(c);
    }
    let mut analysis = Analysis {
        multiline: line_breaks,
        block_plain_allowed: true,
        single_quoted_allowed: true,
        block_allowed: true,
    };
    if leading_space || leading_break || trailing_space || trailing_break || line_breaks || block_indicators {
        analysis.block_plain_allowed = false;
    }
    if trailing_space {
        analysis.block_allowed = false;
    }
    if break_space {
        analysis.block_plain_allowed = false;
        analysis.single_quoted_allowed = false;
    }
    if space_break || special_characters {
        analysis.block_plain_allowed = false;
        analysis.single_quoted_allowed = false;
        analysis.block_allowed = false;
    }
    analysis
}

/// `yaml_emitter_select_scalar_style` in block context (the only one with content).
fn select_style(requested: Style, analysis: &Analysis, empty: bool, simple_key: bool) -> Style {
    let mut style = requested;
    if simple_key && analysis.multiline {
        style = Style::DoubleQuoted;
    }
    if style == Style::Plain && (!analysis.block_plain_allowed || (empty && simple_key)) {
        style = Style::SingleQuoted;
    }
    if style == Style::SingleQuoted && !analysis.single_quoted_allowed {
        style = Style::DoubleQuoted;
    }
    if style == Style::Literal && (!analysis.block_allowed || simple_key) {
        style = Style::DoubleQuoted;
    }
    style
}

/// The style go-yaml's encoder asks for a string: a literal block where it has a line
/// break, plain where plain text reads back as this string, else double-quoted.
fn string_style(text: &str) -> Style {
    if has_unicode_break(text) {
        // YAML 1.1's breaks NEL, LS and PS, which go-yaml writes raw and YAML 1.2 readers
        // take for text (smp's among them): escaped in double quotes, they read back
        // alike everywhere, where kubectl's bytes do not. (kubectl also turns a NEL into
        // a space, reading its own JSON back as YAML.) `<<` is the other such string.
        Style::DoubleQuoted
    } else if text.contains('\n') {
        Style::Literal
    } else if resolves_to_string(text) && !is_base60_float(text) {
        Style::Plain
    } else {
        Style::DoubleQuoted
    }
}

/// Whether `text` holds one of YAML 1.1's line breaks beyond `\r` and `\n`.
fn has_unicode_break(text: &str) -> bool {
    text.contains(['\u{85}', '\u{2028}', '\u{2029}'])
}

fn is_break(c: char) -> bool {
    matches!(c, '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

/// What go-yaml writes as it is (`is_printable`): line feed, printable ASCII, and the
/// Basic Multilingual Plane past the C1 controls but for surrogates and the byte-order
/// mark.
fn is_printable(c: char) -> bool {
    matches!(u32::from(c), 0x0a | 0x20..=0x7e | 0xa0..=0xd7ff | 0xe000..=0xfffd) && c != '\u{feff}'
}
