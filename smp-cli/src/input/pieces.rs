//! Where documents come from: files, standard input or a text (what `kubectl kustomize`
//! printed), read a chunk at a time ([`super::stream`]), each chunk readable again.

use std::io::{BufRead, BufReader, Read, Write};
use std::rc::Rc;

use super::shown;
use super::stream::{Chunk, Chunks};
use crate::error::CliError;

/// The chunks of the files (or of a text), in order, each with its file's name as
/// messages show it (`<stdin>` for `-`); a file that cannot be opened or read is an error
/// in its place, and the files after it are read on, as kubectl goes on past a bad file.
/// A chunk read can be read again ([`Pieces::reread`]): a file is opened again, standard
/// input is copied to a file as it is read where asked ([`Pieces::keeping_stdin`]).
pub struct Pieces {
    sources: Vec<Source>,
    /// The next source to open.
    next: usize,
    current: Option<(usize, Chunks)>,
    /// What was read of standard input, where kept.
    stdin: Option<Rc<Spool>>,
}

/// Where chunks come from.
enum Source {
    Path(String),
    Text { name: Rc<str>, text: Rc<[u8]> },
}

/// A chunk of a source, and which source.
pub struct Piece {
    pub file: Rc<str>,
    pub chunk: Chunk,
    source: usize,
}

/// Where a piece was read, to read it again.
#[derive(Clone, Debug)]
pub struct Origin {
    source: usize,
    chunk: (u64, u64, u64, bool),
}

impl Piece {
    pub fn origin(&self) -> Origin {
        let chunk = &self.chunk;
        Origin { source: self.source, chunk: (chunk.offset, chunk.line, chunk.column, chunk.yaml) }
    }
}

impl Pieces {
    pub fn new(files: &[String]) -> Pieces {
        let sources = files.iter().cloned().map(Source::Path).collect();
        Pieces { sources, next: 0, current: None, stdin: None }
    }

    /// The chunks of `text`, named `name` in messages.
    pub fn of_text(name: &str, text: String) -> Pieces {
        let source = Source::Text { name: name.into(), text: text.into_bytes().into() };
        Pieces { sources: vec![source], next: 0, current: None, stdin: None }
    }

    /// Keeps what is read of standard input, in a file of its own that is removed at the
    /// end, so that its chunks can be read again without holding them.
    pub fn keeping_stdin(mut self) -> Result<Pieces, CliError> {
        if self.sources.iter().any(|source| matches!(source, Source::Path(path) if path == "-")) {
            self.stdin = Some(Rc::new(Spool::new()?));
        }
        Ok(self)
    }

    /// Leaves the rest of the current file unread: after a document that does not parse,
    /// as kubectl's reader stops there.
    pub fn stop_file(&mut self) {
        self.current = None;
    }

    /// The chunk read at `origin`, read again.
    pub fn reread(&self, origin: &Origin) -> Result<Piece, CliError> {
        let (offset, line, column, yaml) = origin.chunk;
        let at = Chunk { text: String::new(), line, column, yaml, offset };
        let (name, source) = self.open(origin.source, offset)?;
        let chunk = Chunks::resume(source, &name, &at).next_chunk()?;
        let chunk = chunk.ok_or_else(|| CliError::new("changed while it was read").in_file(&name))?;
        Ok(Piece { file: name, chunk, source: origin.source })
    }

    /// Source `index`, from byte `offset` on.
    fn open(&self, index: usize, offset: u64) -> Result<(Rc<str>, Box<dyn BufRead>), CliError> {
        let from = |bytes: &[u8]| bytes.get(offset as usize..).unwrap_or_default().to_vec();
        match &self.sources[index] {
            Source::Text { name, text } => Ok((name.clone(), Box::new(std::io::Cursor::new(from(text))))),
            Source::Path(path) if path == "-" => {
                let name: Rc<str> = shown(path).into();
                match &self.stdin {
                    // Read again: from the copy.
                    Some(spool) if spool.started.get() => Ok((name.clone(), open_at(&spool.path, offset, &name)?)),
                    Some(spool) => {
                        spool.started.set(true);
                        Ok((name, Box::new(BufReader::new(Keep { spool: spool.clone() }))))
                    }
                    None => Ok((name, Box::new(BufReader::new(std::io::stdin())))),
                }
            }
            Source::Path(path) => {
                let name: Rc<str> = shown(path).into();
                Ok((name.clone(), open_at(std::path::Path::new(path), offset, &name)?))
            }
        }
    }
}

/// The file at `path`, from byte `offset` on; `name` for messages.
fn open_at(path: &std::path::Path, offset: u64, name: &str) -> Result<Box<dyn BufRead>, CliError> {
    use std::io::Seek;
    let error = |e: std::io::Error| CliError::new(format!("cannot read: {e}")).in_file(name);
    let mut file = std::fs::File::open(path).map_err(error)?;
    if offset > 0 {
        file.seek(std::io::SeekFrom::Start(offset)).map_err(error)?;
    }
    Ok(Box::new(BufReader::new(file)))
}

/// A copy of standard input as it is read, in a file removed on drop.
struct Spool {
    path: std::path::PathBuf,
    file: std::fs::File,
    /// Whether standard input was opened: it is read once, then the copy.
    started: std::cell::Cell<bool>,
}

impl Spool {
    fn new() -> Result<Spool, CliError> {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let path = std::env::temp_dir().join(format!("smp-stdin-{}-{nanos}", std::process::id()));
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .map_err(|e| CliError::new(format!("cannot keep standard input in {}: {e}", path.display())))?;
        Ok(Spool { path, file, started: Default::default() })
    }
}

impl Drop for Spool {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Standard input, copied to the spool as it is read.
struct Keep {
    spool: Rc<Spool>,
}

impl Read for Keep {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let read = std::io::stdin().read(buffer)?;
        (&self.spool.file).write_all(&buffer[..read])?;
        Ok(read)
    }
}

impl Iterator for Pieces {
    type Item = Result<Piece, CliError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some((source, chunks)) = &mut self.current {
                let source = *source;
                match chunks.next_chunk() {
                    Ok(Some(chunk)) => {
                        let file = match &self.sources[source] {
                            Source::Path(path) => shown(path).into(),
                            Source::Text { name, .. } => name.clone(),
                        };
                        return Some(Ok(Piece { file, chunk, source }));
                    }
                    Ok(None) => self.current = None,
                    Err(error) => {
                        self.current = None;
                        return Some(Err(error));
                    }
                }
            }
            let index = self.next;
            if index == self.sources.len() {
                return None;
            }
            self.next += 1;
            match self.open(index, 0) {
                Ok((name, source)) => self.current = Some((index, Chunks::new(source, &name))),
                Err(error) => return Some(Err(error)),
            }
        }
    }
}
