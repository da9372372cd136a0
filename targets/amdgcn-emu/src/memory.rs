//! The emulated device's global memory: host buffers at distinct device
//! addresses in a flat 64-bit space.
//!
//! Allocations are placed at increasing addresses with an unmapped gap after
//! each, and addresses are never reused, so an access past the end of one
//! allocation, or into a freed one, finds no allocation and faults.

/// First device address handed out.
pub const GLOBAL_BASE: u64 = 0x0000_0100_0000_0000;
/// Unmapped bytes after each allocation.
const GAP: u64 = 1 << 16;
/// Allocation alignment.
const ALIGN: u64 = 256;
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

/// One allocation.
struct Block {
    base: u64,
    data: Vec<u8>,
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

    /// Allocates `bytes` zeroed bytes; returns the device address.
    pub fn alloc(&mut self, bytes: usize) -> Option<u64> {
        let base = self.next;
        let len = u64::try_from(bytes).ok()?;
        if self.used.checked_add(len)? > CAPACITY {
            return None;
        }
        let data = zeroed(bytes)?;
        self.next = base
            .checked_add(len.max(1))?
            .checked_add(GAP)?
            .checked_next_multiple_of(ALIGN)?;
        self.blocks.push(Block { base, data });
        self.used += len;
        Some(base)
    }

    /// Frees the allocation at `addr`.
    pub fn free(&mut self, addr: u64) {
        if let Ok(i) = self.blocks.binary_search_by_key(&addr, |b| b.base) {
            let b = self.blocks.remove(i);
            self.used -= b.data.len() as u64;
            self.last = 0;
        }
    }

    /// Frees every allocation but the one at `keep`.
    pub fn free_all_but(&mut self, keep: u64) {
        self.blocks.retain(|b| b.base == keep);
        self.used = self.blocks.iter().map(|b| b.data.len() as u64).sum();
        self.last = 0;
    }

    fn find(&mut self, addr: u64, len: usize) -> Option<(usize, usize)> {
        let len = len as u64;
        let hit = |b: &Block| {
            addr >= b.base
                && addr
                    .checked_add(len)
                    .is_some_and(|end| end <= b.base + b.data.len() as u64)
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
        Some(&mut self.blocks[i].data[off..off + len])
    }

    /// Reads `N` bytes.
    pub fn read<const N: usize>(&mut self, addr: u64) -> Option<[u8; N]> {
        let s = self.slice(addr, N)?;
        let mut out = [0u8; N];
        out.copy_from_slice(s);
        Some(out)
    }
}
