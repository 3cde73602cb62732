//! A file read a document at a time, so that memory holds one document's text, not the
//! file's. YAML is cut where kubectl's YAML reader cuts a stream (`k8s.io/apimachinery`'s
//! `yaml.YAMLReader`): at a line that starts with `---` and holds nothing else but a
//! comment. A YAML document cannot go on past such a line (the YAML spec forbids a
//! document marker inside a scalar), so each piece parses as the whole would. JSON is cut
//! after each top-level value, found by counting brackets outside strings.

use std::io::BufRead;

use super::MAX_INPUT;
use crate::error::CliError;

/// The text of one document (or, in YAML, of a few that no `---` line parts), and where
/// in the file it starts, so that errors name the file's line and column.
pub struct Chunk {
    pub text: String,
    /// The line (from 1) and column (from 1) of the text's first character.
    pub line: u64,
    pub column: u64,
    pub yaml: bool,
    /// The text's first byte in the file, to read it again ([`Chunks::resume`]).
    pub offset: u64,
}

impl Chunk {
    /// An error's position in the chunk moved to where the chunk is in its file.
    pub fn place(&self, mut error: CliError) -> CliError {
        if let Some((line, column)) = error.position {
            let column = if line == 1 { column + self.column - 1 } else { column };
            error.position = Some((line + self.line - 1, column));
        }
        error
    }
}

/// The chunks of a file, in order.
pub struct Chunks {
    source: Box<dyn BufRead>,
    name: String,
    /// YAML or JSON, known at the first character that is not white space.
    yaml: Option<bool>,
    /// Where the next byte read is: line and column, from 1, and offset.
    line: u64,
    column: u64,
    offset: u64,
    /// A YAML line read past the end of the chunk before it, the next chunk's first, with
    /// its line and offset.
    pending: Option<(Vec<u8>, u64, u64)>,
    done: bool,
}

impl Chunks {
    pub fn new(source: Box<dyn BufRead>, name: &str) -> Chunks {
        Chunks { source, name: name.to_owned(), yaml: None, line: 1, column: 1, offset: 0, pending: None, done: false }
    }

    /// Reads on from where `chunk` was read: `source` is the file from the chunk's offset.
    pub fn resume(source: Box<dyn BufRead>, name: &str, chunk: &Chunk) -> Chunks {
        Chunks {
            yaml: Some(chunk.yaml),
            line: chunk.line,
            column: chunk.column,
            offset: chunk.offset,
            ..Chunks::new(source, name)
        }
    }

    fn error(&self, message: String) -> CliError {
        CliError::new(message).in_file(&self.name)
    }

    /// The next chunk, `None` at the end of the file.
    pub fn next_chunk(&mut self) -> Result<Option<Chunk>, CliError> {
        if self.done {
            return Ok(None);
        }
        if self.yaml.is_none() {
            self.skip_bom()?;
            // The first character that is not white space decides.
            let json = {
                let buffer = self.source.fill_buf().map_err(|e| io_error(&self.name, e))?;
                match buffer.iter().find(|b| !b.is_ascii_whitespace()) {
                    Some(first) => Some(matches!(first, b'{' | b'[')),
                    None if buffer.is_empty() => Some(false),
                    None => None,
                }
            };
            let json = match json {
                Some(json) => json,
                None => self.json_after_white_space()?,
            };
            self.yaml = Some(!json);
        }
        let (bytes, line, column, offset) = match self.yaml {
            Some(true) => self.yaml_chunk()?,
            _ => self.json_chunk()?,
        };
        if bytes.is_empty() {
            self.done = true;
            return Ok(None);
        }
        let text = String::from_utf8(bytes).map_err(|e| self.error(format!("not UTF-8 text: {e}")))?;
        Ok(Some(Chunk { text, line, column, yaml: self.yaml == Some(true), offset }))
    }

    /// A chunk past [`MAX_INPUT`], refused as it is read.
    fn too_large(&self) -> CliError {
        self.error(format!("a document larger than {} MiB", MAX_INPUT >> 20))
    }

    fn skip_bom(&mut self) -> Result<(), CliError> {
        let buffer = self.source.fill_buf().map_err(|e| io_error(&self.name, e))?;
        if buffer.starts_with("\u{feff}".as_bytes()) {
            self.source.consume(3);
            self.offset += 3;
        }
        Ok(())
    }

    /// Whether the text is JSON where the buffer held only white space: reads on, keeping
    /// the white space read as the start of the next chunk.
    fn json_after_white_space(&mut self) -> Result<bool, CliError> {
        let mut blank = Vec::new();
        loop {
            let buffer = self.source.fill_buf().map_err(|e| io_error(&self.name, e))?;
            if buffer.is_empty() {
                break;
            }
            match buffer.iter().position(|b| !b.is_ascii_whitespace()) {
                Some(at) => {
                    let json = matches!(buffer[at], b'{' | b'[');
                    blank.extend_from_slice(&buffer[..at]);
                    self.source.consume(at);
                    self.advance(&blank);
                    return Ok(json);
                }
                None => {
                    let length = buffer.len();
                    blank.extend_from_slice(buffer);
                    self.source.consume(length);
                }
            }
        }
        self.advance(&blank);
        Ok(false)
    }

    /// Moves the position past `bytes`.
    fn advance(&mut self, bytes: &[u8]) {
        self.offset += bytes.len() as u64;
        for &byte in bytes {
            if byte == b'\n' {
                self.line += 1;
                self.column = 1;
            } else if byte & 0xC0 != 0x80 {
                // A character starts here (columns count characters, as the parsers do).
                self.column += 1;
            }
        }
    }

    /// The lines up to the next `---` line that follows a document's content.
    fn yaml_chunk(&mut self) -> Result<(Vec<u8>, u64, u64, u64), CliError> {
        let (mut chunk, start, column, offset) = match self.pending.take() {
            Some((line, number, offset)) => (line, number, 1, offset),
            None => (Vec::new(), self.line, self.column, self.offset),
        };
        let mut content = chunk_has_content(&chunk);
        loop {
            let mut line = Vec::new();
            let read = self.source.read_until(b'\n', &mut line).map_err(|e| io_error(&self.name, e))?;
            if read == 0 {
                break;
            }
            if chunk.len() as u64 + line.len() as u64 > MAX_INPUT {
                return Err(self.too_large());
            }
            let (number, at) = (self.line, self.offset);
            self.line += u64::from(line.ends_with(b"\n"));
            self.column = 1;
            self.offset += read as u64;
            if content && is_separator(&line) {
                self.pending = Some((line, number, at));
                break;
            }
            content |= line_has_content(&line);
            chunk.extend_from_slice(&line);
        }
        Ok((chunk, start, column, offset))
    }

    /// The next top-level JSON value and the white space before it.
    fn json_chunk(&mut self) -> Result<(Vec<u8>, u64, u64, u64), CliError> {
        let (line, column, offset) = (self.line, self.column, self.offset);
        let mut chunk = Vec::new();
        let (mut depth, mut in_string, mut escaped, mut started) = (0usize, false, false, false);
        loop {
            let buffer = self.source.fill_buf().map_err(|e| io_error(&self.name, e))?;
            if buffer.is_empty() {
                break;
            }
            let mut end = None;
            for (at, &byte) in buffer.iter().enumerate() {
                if in_string {
                    match (escaped, byte) {
                        (true, _) => escaped = false,
                        (false, b'\\') => escaped = true,
                        (false, b'"') => {
                            in_string = false;
                            // A string at the top level ends here.
                            if depth == 0 {
                                end = Some(at + 1);
                                break;
                            }
                        }
                        _ => {}
                    }
                    continue;
                }
                match byte {
                    b'"' => {
                        in_string = true;
                        started = true;
                    }
                    b'{' | b'[' => {
                        depth += 1;
                        started = true;
                    }
                    b'}' | b']' => depth = depth.saturating_sub(1),
                    // A scalar at the top level ends at white space.
                    byte if byte.is_ascii_whitespace() => {
                        if started && depth == 0 {
                            end = Some(at);
                            break;
                        }
                        continue;
                    }
                    _ => started = true,
                }
                if depth == 0 && matches!(byte, b'}' | b']') {
                    end = Some(at + 1);
                    break;
                }
            }
            let taken = end.unwrap_or(buffer.len());
            chunk.extend_from_slice(&buffer[..taken]);
            self.source.consume(taken);
            if chunk.len() as u64 > MAX_INPUT {
                return Err(self.too_large());
            }
            if end.is_some() {
                break;
            }
        }
        self.advance(&chunk);
        match chunk.iter().all(u8::is_ascii_whitespace) {
            // Only white space is left: the end.
            true => Ok((Vec::new(), line, column, offset)),
            false => Ok((chunk, line, column, offset)),
        }
    }
}

fn io_error(name: &str, error: std::io::Error) -> CliError {
    CliError::new(format!("cannot read: {error}")).in_file(name)
}

/// A line kubectl's YAML reader cuts a stream at: `---`, then nothing but white space or
/// a comment.
fn is_separator(line: &[u8]) -> bool {
    line.strip_prefix(b"---").is_some_and(|rest| {
        let rest = rest.trim_ascii();
        rest.is_empty() || rest.starts_with(b"#")
    })
}

/// Whether a YAML line holds more than white space, a comment, a directive (`%YAML`) or
/// a `---` line: a chunk is cut only after such a line, so that a directive stays with
/// its document.
fn line_has_content(line: &[u8]) -> bool {
    let trimmed = line.trim_ascii();
    !(trimmed.is_empty() || trimmed.starts_with(b"#") || trimmed.starts_with(b"%") || is_separator(line))
}

fn chunk_has_content(chunk: &[u8]) -> bool {
    chunk.split(|b| *b == b'\n').any(line_has_content)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks(text: &str) -> Vec<(String, u64, u64)> {
        let mut reader = Chunks::new(Box::new(std::io::Cursor::new(text.as_bytes().to_vec())), "t");
        let mut all = Vec::new();
        while let Some(chunk) = reader.next_chunk().unwrap() {
            all.push((chunk.text, chunk.line, chunk.column));
        }
        all
    }

    #[test]
    fn yaml_is_cut_at_document_lines_after_content() {
        let text = "%YAML 1.1\n---\na: 1\n--- # next\nb: |\n  ---\n---\n# c\n---\nc: 3\n...\n";
        let got = chunks(text);
        let texts: Vec<&str> = got.iter().map(|(t, ..)| t.as_str()).collect();
        assert_eq!(texts, ["%YAML 1.1\n---\na: 1\n", "--- # next\nb: |\n  ---\n", "---\n# c\n---\nc: 3\n...\n"]);
        assert_eq!(got.iter().map(|(_, line, _)| *line).collect::<Vec<_>>(), [1, 4, 7]);
        // The pieces are the whole.
        assert_eq!(texts.concat(), text);
    }

    #[test]
    fn json_is_cut_after_each_value() {
        let text = "\u{feff} {\"a\": \"}{\\\"\"}{\"b\": [1, {}]}\n\n[1]\n\"s p\" 12 ";
        let got = chunks(text);
        let texts: Vec<&str> = got.iter().map(|(t, ..)| t.trim()).collect();
        assert_eq!(texts, ["{\"a\": \"}{\\\"\"}", "{\"b\": [1, {}]}", "[1]", "\"s p\"", "12"]);
        assert_eq!(
            got.iter().map(|(_, line, column)| (*line, *column)).collect::<Vec<_>>(),
            [(1, 1), (1, 15), (1, 29), (3, 4), (4, 6)]
        );
    }

    #[test]
    fn a_chunk_reads_again_from_its_offset() {
        for text in ["a: 1\n---\nb: 2\n--- # c\nc: 3\n", "\u{feff}{\"a\": 1}\n {\"b\": \"\u{e9}\"}  [3]"] {
            let mut reader = Chunks::new(Box::new(std::io::Cursor::new(text.as_bytes().to_vec())), "t");
            while let Some(chunk) = reader.next_chunk().unwrap() {
                let rest = text.as_bytes()[chunk.offset as usize..].to_vec();
                let again = Chunks::resume(Box::new(std::io::Cursor::new(rest)), "t", &chunk).next_chunk().unwrap();
                let again = again.expect("a chunk");
                assert_eq!((&again.text, again.line, again.column), (&chunk.text, chunk.line, chunk.column));
            }
        }
    }

    #[test]
    fn white_space_alone_is_no_chunk() {
        assert!(chunks("").is_empty());
        assert!(chunks(" \n\n ").is_empty());
        // YAML comments are a chunk, which holds no document.
        assert_eq!(chunks("# only\n").len(), 1);
    }
}
