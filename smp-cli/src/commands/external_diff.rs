//! `KUBECTL_EXTERNAL_DIFF`: with it set, `smp plan --diff` writes each object's live and
//! planned YAML into two folders and runs the program it names on them, as `kubectl diff`
//! does (`DiffProgram` in `k8s.io/kubectl/pkg/cmd/diff`, 1.32):
//! - the folders are `LIVE-<random>` and `MERGED-<random>` in the temporary folder; each
//!   object is a file `[<group>.]<version>.<kind>.<namespace>.<name>` in both (empty in
//!   LIVE for an object to create), unchanged objects included;
//! - the variable is split at each space: the first word is the program, each other word
//!   is kept only if it is made of letters, digits, `-` and `=` (kubectl drops the others
//!   without a word), and comes after the two folders: `program LIVE MERGED word...`;
//! - the program writes to the terminal; its exit status 0 or 1 is the command's, any
//!   other is an error.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::error::CliError;
use crate::output::Output;

/// The variable kubectl reads.
const VARIABLE: &str = "KUBECTL_EXTERNAL_DIFF";

/// The program, its words, and the two folders the objects are written to.
pub struct ExternalDiff {
    program: String,
    words: Vec<String>,
    live: Folder,
    merged: Folder,
}

impl ExternalDiff {
    /// The program `KUBECTL_EXTERNAL_DIFF` names, with its folders made; `None` where the
    /// variable is unset or empty.
    pub fn from_env() -> Result<Option<ExternalDiff>, CliError> {
        let Some(value) = std::env::var_os(VARIABLE).filter(|value| !value.is_empty()) else {
            return Ok(None);
        };
        let value = value.into_string().map_err(|_| CliError::new(format!("{VARIABLE} is not UTF-8")))?;
        let mut words = value.split(' ');
        let program = words.next().unwrap_or_default().to_owned();
        let kept =
            |word: &&str| !word.is_empty() && word.bytes().all(|b| b.is_ascii_alphanumeric() || b"-=".contains(&b));
        let words = words.filter(kept).map(str::to_owned).collect();
        Ok(Some(ExternalDiff { program, words, live: Folder::new("LIVE")?, merged: Folder::new("MERGED")? }))
    }

    /// Writes one object's two sides, `live` and `merged`; a side that is `None` has no
    /// file.
    pub fn add(&self, name: &str, live: Option<&str>, merged: Option<&str>) -> Result<(), CliError> {
        // No Kubernetes name or kind holds these; a manifest's could, and name a file
        // outside the folders.
        if name.contains(['/', '\\', '\0']) || name.starts_with('.') {
            return Err(CliError::new(format!("{name:?} is no file name kubectl diff would write")));
        }
        for (folder, text) in [(&self.live, live), (&self.merged, merged)] {
            if let Some(text) = text {
                folder.write(name, text)?;
            }
        }
        Ok(())
    }

    /// Runs the program on the two folders, after what was printed before it; its exit
    /// status, 0 or 1.
    pub fn run(self, out: &mut Output) -> Result<u8, CliError> {
        out.finish()?;
        let status = Command::new(&self.program)
            .arg(&self.live.0)
            .arg(&self.merged.0)
            .args(&self.words)
            .status()
            .map_err(|e| CliError::new(format!("failed to run {:?} ({VARIABLE}): {e}", self.program)))?;
        match status.code() {
            Some(code @ (0 | 1)) => Ok(code as u8),
            _ => Err(CliError::new(format!("{:?} ({VARIABLE}) failed: {status}", self.program))),
        }
    }
}

/// A folder of the temporary folder, removed with what it holds when dropped.
struct Folder(PathBuf);

impl Folder {
    /// `<prefix>-<number>`, a new folder.
    fn new(prefix: &str) -> Result<Folder, CliError> {
        let base = std::env::temp_dir();
        let seed = std::process::id() as u64
            ^ std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
        for attempt in 0..100u64 {
            let path = base.join(format!("{prefix}-{}", seed.wrapping_add(attempt) % 10_000_000_000));
            match std::fs::create_dir(&path) {
                Ok(()) => return Ok(Folder(path)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(CliError::new(format!("cannot make a folder in {}: {e}", base.display()))),
            }
        }
        Err(CliError::new(format!("cannot make a new {prefix} folder in {}", base.display())))
    }

    fn write(&self, name: &str, text: &str) -> Result<(), CliError> {
        let path: &Path = &self.0.join(name);
        std::fs::write(path, text).map_err(|e| CliError::new(format!("cannot write {}: {e}", path.display())))
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
