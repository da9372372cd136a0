//! The CUDA prelude (gpujit's built-in headers, or clang's CUDA wrapper over
//! NVIDIA's headers) precompiled once per set of compile arguments and kept
//! in memory, so that a small kernel does not pay for parsing it each time.
//!
//! A precompiled header is only valid for the arguments it was built with
//! (macros, include folders, language standard, architecture), so those are
//! its key. `GPUJIT_CUDA_PCH=0` turns it off (every compile then parses the
//! prelude, with the same result).
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};

use sha2::{Digest, Sha256};

use crate::ffi;

/// Where the prelude and its precompiled form sit in the in-memory files.
pub(crate) const PRELUDE: &str = "/__gpujit__/pch/prelude.cuh";
pub(crate) const PCH: &str = "/__gpujit__/pch/prelude.pch";

/// Precompiled preludes kept at most (each is a few MiB).
const KEEP: usize = 16;

/// A precompiled prelude, or why it could not be built.
pub(crate) type Built = Result<Arc<Vec<u8>>, String>;

type Slot = Arc<OnceLock<Built>>;

#[derive(Default)]
struct Store {
    slots: HashMap<[u8; 32], Slot>,
    order: VecDeque<[u8; 32]>,
}

fn store() -> &'static Mutex<Store> {
    static STORE: OnceLock<Mutex<Store>> = OnceLock::new();
    STORE.get_or_init(Mutex::default)
}

/// Whether precompiled preludes are used (`GPUJIT_CUDA_PCH` is not `0`).
pub(crate) fn enabled() -> bool {
    std::env::var("GPUJIT_CUDA_PCH").map_or(true, |v| v != "0")
}

/// The precompiled `prelude` for a compile with `args` (driver arguments
/// without the input) over `files`; built on first use. When it cannot be
/// built, the reason (clang's first error): the compile then parses the
/// prelude itself, and its log says so.
pub(crate) fn prelude(args: &[String], prelude: &str, files: &[(String, &[u8])]) -> Built {
    let mut h = Sha256::new();
    for a in args {
        h.update(a.as_bytes());
        h.update([0]);
    }
    h.update(prelude.as_bytes());
    let key: [u8; 32] = h.finalize().into();
    let slot = {
        let mut s = store().lock().unwrap_or_else(|p| p.into_inner());
        if !s.slots.contains_key(&key) {
            while s.order.len() >= KEEP {
                if let Some(old) = s.order.pop_front() {
                    s.slots.remove(&old);
                }
            }
            s.order.push_back(key);
        }
        s.slots.entry(key).or_default().clone()
    };
    // Built outside the store's lock: compiles with other arguments go on;
    // those with these wait for this one.
    slot.get_or_init(|| {
        let mut pch_args = args.to_vec();
        pch_args.push(PRELUDE.to_string());
        let mut pch_files = files.to_vec();
        pch_files.push((PRELUDE.to_string(), prelude.as_bytes()));
        let out = ffi::compile(&pch_args, &pch_files, true, 0)?;
        match out.bitcode {
            Some(b) if out.errors == 0 && !b.is_empty() => Ok(Arc::new(b)),
            _ => Err(out
                .log
                .lines()
                .find(|l| l.contains("error"))
                .unwrap_or("no precompiled header was written")
                .to_string()),
        }
    })
    .clone()
}
