//! The live objects `smp plan` plans against, held compact: each as its JSON text, read
//! again when a manifest names it, so that memory holds the text of the live objects and
//! not their trees.

use std::collections::HashMap;
use std::rc::Rc;

use serde_json::Value;

use super::identity::{describe, identity, key, Identity};
use crate::error::CliError;
use crate::input::{self, Document};
use crate::schemas::Schemas;

/// A live object: who it is, its file and its JSON text.
struct Entry {
    who: Identity,
    file: Rc<str>,
    json: Box<[u8]>,
}

/// The live objects by their keys ([`key`]).
#[derive(Default)]
pub struct LiveIndex {
    entries: HashMap<Identity, Entry>,
}

impl LiveIndex {
    /// The objects of `path`, read a document at a time. A namespaced one without a
    /// namespace is taken to be where the manifests go (`resolve`); an object named twice
    /// is an error.
    pub fn read(
        path: &str,
        schemas: &Schemas,
        mut resolve: impl FnMut(&mut Value) -> Result<(), CliError>,
    ) -> Result<LiveIndex, CliError> {
        let mut entries = HashMap::new();
        for piece in input::Pieces::new(&[path.to_owned()]) {
            let piece = piece?;
            for Document { mut value, .. } in piece.chunk.documents(&piece.file)? {
                // A live object as `kubectl get` prints it names its namespace; one written
                // by hand may not.
                let namespaced = schemas.is_namespaced(&value);
                if namespaced && value.pointer("/metadata/namespace").is_none() {
                    resolve(&mut value)?;
                }
                let who = identity(&value, namespaced);
                let entry =
                    Entry { who: who.clone(), file: piece.file.clone(), json: smp::bytes::to_vec(&value).into() };
                if entries.insert(key(&who), entry).is_some() {
                    return Err(CliError::new(format!("{} appears twice", describe(&who))).in_file(&piece.file));
                }
            }
        }
        Ok(LiveIndex { entries })
    }

    /// The live object of `key`: who it is (its version is the live one's), and the object.
    pub fn get(&self, key: &Identity) -> Option<Result<(&Identity, Value), CliError>> {
        let entry = self.entries.get(key)?;
        Some(smp::bytes::parse(&entry.json).map(|value| (&entry.who, value)).map_err(|e| e.into()))
    }

    /// The keys of every live object.
    pub fn keys(&self) -> impl Iterator<Item = &Identity> {
        self.entries.keys()
    }

    /// The file a live object was read from.
    pub fn file(&self, key: &Identity) -> &str {
        self.entries.get(key).map_or("", |entry| &entry.file)
    }
}
