//! Incremental sessions: kernels added one at a time (each module compiled
//! alone, through the [`Jit`]'s cache) and removed again. A module stays
//! loaded while any handle to one of its kernels lives, and is unloaded when
//! the last one goes.
//!
//! ```
//! use std::sync::Arc;
//! let jit = Arc::new(gpujit::Jit::new(gpujit::open("host")?, gpujit::cache::Cache::new(None, 0, 64))?);
//! let session = gpujit::Session::new(jit);
//! session.add(&gpujit::kernels::saxpy::module()?)?;
//! let saxpy = session.kernel("saxpy")?;
//! session.remove("saxpy")?;               // the handle above still keeps it loaded
//! assert!(session.kernel("saxpy").is_err());
//! drop(saxpy);                             // now it is unloaded
//! # Ok::<(), gpujit::Error>(())
//! ```

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use gpujit_device::Kernel;

use crate::{Error, Jit, PortableModule, Result};

/// A growing and shrinking set of named kernels on one device. `Send + Sync`.
pub struct Session {
    jit: Arc<Jit>,
    kernels: Mutex<BTreeMap<String, Kernel>>,
}

impl Session {
    /// An empty session compiling through `jit`.
    pub fn new(jit: Arc<Jit>) -> Session {
        Session {
            jit,
            kernels: Mutex::new(BTreeMap::new()),
        }
    }

    /// The JIT it compiles with.
    pub fn jit(&self) -> &Jit {
        &self.jit
    }

    fn map(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Kernel>> {
        self.kernels.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Compiles (or finds in the cache) and loads `module`, and adds its
    /// kernels. Nothing added earlier is compiled again. A kernel name already
    /// in the session is an error, and then nothing of `module` is added.
    pub fn add(&self, module: &PortableModule) -> Result<Vec<String>> {
        let names: Vec<String> = module.kernels().iter().map(|k| k.name.clone()).collect();
        if let Some(dup) = names.iter().find(|n| self.map().contains_key(*n)) {
            return Err(Error::UnknownName {
                what: "new kernel (name already in the session)",
                name: dup.clone(),
                expected: "a name not yet added",
            });
        }
        let loaded = self.jit.load(module)?;
        let kernels = names
            .iter()
            .map(|n| loaded.kernel(n))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let mut map = self.map();
        if let Some(dup) = names.iter().find(|n| map.contains_key(*n)) {
            return Err(Error::UnknownName {
                what: "new kernel (name already in the session)",
                name: dup.clone(),
                expected: "a name not yet added",
            });
        }
        for (n, k) in names.iter().zip(kernels) {
            map.insert(n.clone(), k);
        }
        Ok(names)
    }

    /// A handle to kernel `name`; it keeps the kernel's module loaded.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        let map = self.map();
        map.get(name).cloned().ok_or_else(|| unknown(name, &map))
    }

    /// Removes kernel `name`; its module is unloaded once no handle to any of
    /// its kernels is left.
    pub fn remove(&self, name: &str) -> Result<()> {
        let mut map = self.map();
        match map.remove(name) {
            Some(_) => Ok(()),
            None => Err(unknown(name, &map)),
        }
    }

    /// The kernels in the session, by name.
    pub fn names(&self) -> Vec<String> {
        self.map().keys().cloned().collect()
    }
}

/// The error for a name the session does not hold, listing those it does.
fn unknown(name: &str, map: &BTreeMap<String, Kernel>) -> Error {
    Error::Device(gpujit_device::Error::UnknownKernel {
        name: name.to_string(),
        available: map.keys().cloned().collect(),
    })
}

#[cfg(test)]
mod tests;
