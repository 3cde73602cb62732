//! One error type for the tool: what went wrong, in which file, where in it.

use std::fmt;

/// An error the tool reports on one line (and kubectl's advice, where kubectl gives some,
/// on the lines after) and exits 2 with.
#[derive(Debug)]
pub struct CliError {
    /// The file (or `<stdin>`), when the error is about one.
    pub file: Option<String>,
    /// The object of the file, as `-o name` prints it (`deployment.apps/web`).
    pub object: Option<Box<str>>,
    /// `line:column`, for text that does not parse.
    pub position: Option<(u64, u64)>,
    /// The JSON path in the document, when known and not the root.
    pub path: Option<Box<str>>,
    /// What went wrong.
    pub message: String,
    /// Lines kubectl prints after such an error, as it prints them.
    pub advice: Option<&'static str>,
}

impl CliError {
    /// An error said of nothing in particular yet.
    pub fn new(message: impl Into<String>) -> CliError {
        CliError { file: None, object: None, position: None, path: None, message: message.into(), advice: None }
    }

    /// The same error, said of the object named `object` (`kind/name`) in `file`; an
    /// object without a kind (`/name`) has no name kubectl would print, and is not named.
    pub fn of_named(mut self, file: &str, object: String) -> CliError {
        self.file.get_or_insert_with(|| file.to_owned());
        self.object = Some(object).filter(|object| !object.starts_with('/')).map(String::into_boxed_str);
        self
    }

    /// The same error, said to be the live object's.
    pub fn in_live_object(mut self) -> CliError {
        self.message = format!("in the live object: {}", self.message);
        self
    }

    /// The same error, said of `file` (unless it already names one).
    pub fn in_file(mut self, file: &str) -> CliError {
        self.file.get_or_insert_with(|| file.to_owned());
        self
    }

    /// An error of the library, with its path and, for YAML, its position.
    pub fn from_smp(error: &smp::Error) -> CliError {
        let path = error.path().to_string();
        let path = (path != "/").then(|| shortened(&path).into_boxed_str());
        match error.kind() {
            smp::ErrorKind::InvalidYaml { line: Some(line), column: Some(column), reason } => CliError {
                file: None,
                object: None,
                position: Some((*line, *column)),
                path: None,
                message: format!("invalid YAML: {reason}"),
                advice: None,
            },
            kind => CliError { path, ..CliError::new(kind.to_string()) },
        }
    }
}

/// A JSON path of more than [`LONG`] levels (an object nested too deep, say) with its
/// middle left out: the first levels and the last ones, and how many there are.
fn shortened(path: &str) -> String {
    const LONG: usize = 16;
    let segments: Vec<&str> = path.split('/').skip(1).collect();
    if segments.len() <= LONG {
        return path.to_owned();
    }
    let (first, last) = (&segments[..6], &segments[segments.len() - 6..]);
    format!("/{}/…/{} ({} levels)", first.join("/"), last.join("/"), segments.len())
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}")?;
            if let Some((line, column)) = self.position {
                write!(f, ":{line}:{column}")?;
            }
            write!(f, ": ")?;
        }
        if let Some(object) = &self.object {
            write!(f, "{object}: ")?;
        }
        if let Some(path) = &self.path {
            write!(f, "at {path}: ")?;
        }
        // One line: a message that spans several (a parser's) is joined.
        let mut lines = self.message.lines().map(str::trim).filter(|l| !l.is_empty());
        if let Some(first) = lines.next() {
            write!(f, "{first}")?;
        }
        for line in lines {
            write!(f, " {line}")?;
        }
        match self.advice {
            Some(advice) => write!(f, "\n{advice}"),
            None => Ok(()),
        }
    }
}

impl From<smp::Error> for CliError {
    fn from(error: smp::Error) -> CliError {
        CliError::from_smp(&error)
    }
}

#[cfg(test)]
mod tests {
    use super::shortened;

    #[test]
    fn long_paths_leave_out_their_middle() {
        assert_eq!(shortened("/spec/template/spec/containers/0/image"), "/spec/template/spec/containers/0/image");
        let sixteen = format!("/{}", vec!["k"; 16].join("/"));
        assert_eq!(shortened(&sixteen), sixteen);
        let deep = format!("/a/b/c/d/e/f/{}/u/v/w/x/y/z", vec!["k"; 100].join("/"));
        assert_eq!(shortened(&deep), "/a/b/c/d/e/f/…/u/v/w/x/y/z (112 levels)");
    }
}
