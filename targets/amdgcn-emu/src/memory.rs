//! The emulated device's global memory: host buffers at distinct device
//! addresses in a flat 64-bit space.
//!
//! Allocations are placed at increasing addresses with an unmapped gap after
//! each, and addresses are never reused, so an access past the end of one
//! allocation, or into a freed one, finds no allocation and faults.
//!
//! Host memory mapped into the device ([`Memory::map`]) sits at its own host
//! address, as on GPUs with unified addressing: a pointer means the same
//! bytes to the program and to its kernels.

use std::ptr::NonNull;

/// First device address handed out.
pub const GLOBAL_BASE: u64 = 0x0000_0100_0000_0000;
/// Unmapped bytes after each allocation.
const GAP: u64 = 1 << 16;
/// Allocation alignment (CUDA's `textureAlignment`, which textures need).
const ALIGN: u64 = 512;
/// Most bytes live at once: the device's `total_memory`.
pub const CAPACITY: u64 = 8 << 30;

/// `len` zeroed values, or `None` when the host cannot allocate them: sizes
/// taken from a code object or a launch must never abort the process.
pub fn zeroed<T: Copy + Default>(len: usize) -> Option<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).ok()?;
    v.resize(len, T::default());
    Some(v)
}

/// Host bytes mapped into the device, owned by whoever mapped them.
struct HostBytes {
    ptr: NonNull<u8>,
    len: usize,
}

// SAFETY: the bytes are host memory that [`Memory::map`]'s caller keeps alive
// until it unmaps them; the memory is only reached through `&mut Memory`, under
// the device's lock.
unsafe impl Send for HostBytes {}

/// Where one allocation's bytes are.
enum Bytes {
    /// The emulator's own.
    Owned(Vec<u8>),
    /// Host memory mapped at its own address.
    Host(HostBytes),
}

/// One allocation.
struct Block {
    base: u64,
    data: Bytes,
}

impl Block {
    fn len(&self) -> usize {
        match &self.data {
            Bytes::Owned(v) => v.len(),
            Bytes::Host(h) => h.len,
        }
    }

    /// Bytes counted against [`CAPACITY`]: the emulator's own.
    fn owned_len(&self) -> u64 {
        match &self.data {
            Bytes::Owned(v) => v.len() as u64,
            Bytes::Host(_) => 0,
        }
    }

    fn bytes(&mut self) -> &mut [u8] {
        match &mut self.data {
            Bytes::Owned(v) => v,
            // SAFETY: `Memory::map`'s contract: `len` bytes at `ptr` stay valid and are
            // reached through this memory alone while they are mapped (the program's own
            // accesses from the host are its business, as on a GPU).
            Bytes::Host(h) => unsafe { std::slice::from_raw_parts_mut(h.ptr.as_ptr(), h.len) },
        }
    }

    fn end(&self) -> u64 {
        self.base + (self.len() as u64).max(1)
    }
}

/// All live allocations, sorted by address.
pub struct Memory {
    blocks: Vec<Block>,
    next: u64,
    /// Index of the block that served the last access.
    last: usize,
    /// Bytes allocated.
    used: u64,
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new()
    }
}

impl Memory {
    /// An empty address space.
    pub fn new() -> Memory {
        Memory {
            blocks: Vec::new(),
            next: GLOBAL_BASE,
            last: 0,
            used: 0,
        }
    }

    /// Puts `b` in address order, unless it overlaps a block; returns whether it
    /// did.
    fn insert(&mut self, b: Block) -> bool {
        let i = self.blocks.partition_point(|x| x.base < b.base);
        let clear_before = i == 0 || self.blocks[i - 1].end() <= b.base;
        let clear_after = self.blocks.get(i).is_none_or(|x| b.end() <= x.base);
        if clear_before && clear_after {
            self.blocks.insert(i, b);
            self.last = 0;
        }
        clear_before && clear_after
    }

    /// Allocates `bytes` zeroed bytes; returns the device address.
    pub fn alloc(&mut self, bytes: usize) -> Option<u64> {
        let base = self.next;
        let len = u64::try_from(bytes).ok()?;
        if self.used.checked_add(len)? > CAPACITY {
            return None;
        }
        let next = base
            .checked_add(len.max(1))?
            .checked_add(GAP)?
            .checked_next_multiple_of(ALIGN)?;
        let data = zeroed(bytes)?;
        if !self.insert(Block {
            base,
            data: Bytes::Owned(data),
        }) {
            return None;
        }
        self.next = next;
        self.used += len;
        Some(base)
    }

    /// Maps the `len` host bytes at `ptr` into the device at their own address;
    /// `false` when another allocation already covers part of that range.
    ///
    /// # Safety
    /// The bytes stay valid until [`Memory::free`] of their address (or a reset) removes them,
    /// and the caller does not hand out references to them meanwhile.
    pub unsafe fn map(&mut self, ptr: NonNull<u8>, len: usize) -> bool {
        self.insert(Block {
            base: ptr.as_ptr() as u64,
            data: Bytes::Host(HostBytes { ptr, len }),
        })
    }

    /// Frees the allocation at `addr`, or unmaps the host memory mapped there.
    pub fn free(&mut self, addr: u64) {
        if let Ok(i) = self.blocks.binary_search_by_key(&addr, |b| b.base) {
            let b = self.blocks.remove(i);
            self.used -= b.owned_len();
            self.last = 0;
        }
    }

    /// Frees every allocation but the one at `keep`, and unmaps all host memory.
    pub fn free_all_but(&mut self, keep: u64) {
        self.blocks.retain(|b| b.base == keep);
        self.used = self.blocks.iter().map(Block::owned_len).sum();
        self.last = 0;
    }

    fn find(&mut self, addr: u64, len: usize) -> Option<(usize, usize)> {
        let len = len as u64;
        let hit = |b: &Block| {
            addr >= b.base
                && addr
                    .checked_add(len)
                    .is_some_and(|end| end <= b.base + b.len() as u64)
        };
        if let Some(b) = self.blocks.get(self.last)
            && hit(b)
        {
            return Some((self.last, (addr - b.base) as usize));
        }
        let i = match self.blocks.binary_search_by_key(&addr, |b| b.base) {
            Ok(i) => i,
            Err(0) => return None,
            Err(i) => i - 1,
        };
        let b = &self.blocks[i];
        if hit(b) {
            self.last = i;
            Some((i, (addr - b.base) as usize))
        } else {
            None
        }
    }

    /// The `len` bytes at `addr`, if they lie inside one allocation.
    pub fn slice(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
        let (i, off) = self.find(addr, len)?;
        Some(&mut self.blocks[i].bytes()[off..off + len])
    }

    /// Reads `N` bytes.
    pub fn read<const N: usize>(&mut self, addr: u64) -> Option<[u8; N]> {
        let s = self.slice(addr, N)?;
        let mut out = [0u8; N];
        out.copy_from_slice(s);
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mapped_host_memory_sits_at_its_own_address() {
        let mut m = Memory::new();
        let own = m.alloc(64).expect("an allocation");
        let mut host = vec![0u8; 32];
        let ptr = NonNull::new(host.as_mut_ptr()).expect("a vector's pointer");
        let at = ptr.as_ptr() as u64;
        // SAFETY: `host` outlives the mapping, which is removed below, and is not
        // touched while mapped.
        assert!(unsafe { m.map(ptr, 32) });
        // SAFETY: as above; a second mapping of the same bytes is refused.
        assert!(!unsafe { m.map(ptr, 8) });
        m.slice(at + 4, 4)
            .expect("inside")
            .copy_from_slice(&[1, 2, 3, 4]);
        assert!(m.slice(at + 30, 4).is_none(), "past the end");
        // The emulator's own allocations go on after a mapping, in order.
        let next = m.alloc(16).expect("another allocation");
        assert!(next > own && m.slice(own, 64).is_some() && m.slice(next, 16).is_some());
        assert_eq!(m.read::<4>(at + 4), Some([1, 2, 3, 4]));
        m.free(at);
        assert!(m.slice(at, 1).is_none(), "unmapped");
        assert_eq!(&host[4..8], &[1, 2, 3, 4]);
        // SAFETY: as above.
        assert!(unsafe { m.map(ptr, 32) });
        m.free_all_but(own);
        assert!(m.slice(at, 1).is_none() && m.slice(own, 64).is_some());
    }
}
