//! Bytes held in memory or mapped from a file, read-only.
use std::path::Path;

/// Bytes a precompiled prelude is held in: a vector, or a read-only mapping
/// of a kept file (whose pages the kernel shares with its page cache, and
/// which clang reads only where a compile needs them).
pub(crate) struct Bytes {
    inner: Inner,
    len: usize,
}

enum Inner {
    Owned(Vec<u8>),
    Mapped(Mapping),
}

/// A private read-only mapping of a whole file.
struct Mapping {
    ptr: *mut libc::c_void,
    len: usize,
}

// SAFETY: the mapping is read-only and never changes while it exists (see
// `Bytes::map`); reading it from any thread is reading immutable memory.
unsafe impl Send for Mapping {}
// SAFETY: as for `Send`: shared access is only ever reads.
unsafe impl Sync for Mapping {}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: `ptr`/`len` are exactly what `mmap` returned, unmapped once.
        unsafe { libc::munmap(self.ptr, self.len) };
    }
}

impl Bytes {
    /// Maps the file at `path`. The files mapped are precompiled preludes,
    /// which are only ever written whole under another name and renamed into
    /// place (or removed), never changed in place: a mapping keeps the file it
    /// was made from, whatever later happens at its path.
    pub(crate) fn map(path: &Path) -> std::io::Result<Bytes> {
        use std::os::fd::AsRawFd as _;
        let file = std::fs::File::open(path)?;
        let len = usize::try_from(file.metadata()?.len())
            .map_err(|_| std::io::Error::other("file too large to map"))?;
        if len == 0 {
            return Ok(Bytes::from(Vec::new()));
        }
        // SAFETY: a new private read-only mapping of an open file descriptor,
        // `len` bytes from its start; the result is checked before use.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return Err(std::io::Error::last_os_error());
        }
        Ok(Bytes {
            inner: Inner::Mapped(Mapping { ptr, len }),
            len,
        })
    }

    /// The first `len` bytes (no more than there are).
    pub(crate) fn truncated(mut self, len: usize) -> Bytes {
        self.len = self.len.min(len);
        self
    }
}

impl From<Vec<u8>> for Bytes {
    fn from(v: Vec<u8>) -> Bytes {
        let len = v.len();
        Bytes {
            inner: Inner::Owned(v),
            len,
        }
    }
}

impl std::ops::Deref for Bytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match &self.inner {
            Inner::Owned(v) => &v[..self.len],
            // SAFETY: the mapping is `m.len` readable bytes, alive as long as
            // `self`, never written (see `Bytes::map`); `self.len <= m.len`.
            Inner::Mapped(m) => unsafe { std::slice::from_raw_parts(m.ptr.cast::<u8>(), self.len) },
        }
    }
}

impl std::fmt::Debug for Bytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = match self.inner {
            Inner::Owned(_) => "owned",
            Inner::Mapped(_) => "mapped",
        };
        write!(f, "Bytes({} bytes, {how})", self.len)
    }
}
