//! The tile each device's general kernel computes, chosen from a table so
//! that tuning adds rows rather than code.

use gpujit::{Backend, DeviceInfo};

use crate::types::DataType;

/// The blocking of the general kernel: each block computes a `bm × bn` tile
/// of `C`, staging `bk`-deep slices of `op(A)` and `op(B)` in shared memory;
/// each thread computes `tm × tn` elements of the tile, so a block has
/// `(bm / tm)·(bn / tn)` threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TileConfig {
    /// Rows of `C` per block.
    pub bm: u32,
    /// Columns of `C` per block.
    pub bn: u32,
    /// Depth of a staged slice.
    pub bk: u32,
    /// Rows of `C` per thread.
    pub tm: u32,
    /// Columns of `C` per thread.
    pub tn: u32,
}

impl TileConfig {
    /// Threads per block.
    pub fn threads(&self) -> u32 {
        (self.bm / self.tm) * (self.bn / self.tn)
    }

    /// Shared memory the staged slices take, for a compute type of
    /// `bytes` bytes.
    pub fn shared_bytes(&self, bytes: u32) -> u32 {
        self.bk * (self.bm + self.bn) * bytes
    }

    /// A short name for kernel names: `64x64x16_4x4`.
    pub fn name(&self) -> String {
        format!(
            "{}x{}x{}_{}x{}",
            self.bm, self.bn, self.bk, self.tm, self.tn
        )
    }
}

/// One row of [`TILES`]: the devices and compute types it applies to.
#[derive(Debug, Clone, Copy)]
pub struct TileRule {
    /// The backend it applies to; `None`: every backend.
    pub backend: Option<Backend>,
    /// The warp size it applies to (64 for CDNA); `None`: every size.
    pub warp_size: Option<u32>,
    /// The compute type it applies to; `None`: every type.
    pub compute: Option<DataType>,
    /// The tile.
    pub tile: TileConfig,
}

const T64: TileConfig = TileConfig {
    bm: 64,
    bn: 64,
    bk: 16,
    tm: 4,
    tn: 4,
};

const T32: TileConfig = TileConfig {
    bm: 32,
    bn: 32,
    bk: 16,
    tm: 2,
    tn: 2,
};

/// The table, first match wins. The host runs a block's threads one after
/// another, so smaller tiles waste less on ragged edges there; GPUs get
/// 64×64 tiles of 256 threads, 4×4 elements each.
pub const TILES: &[TileRule] = &[
    TileRule {
        backend: Some(Backend::Host),
        warp_size: None,
        compute: None,
        tile: T32,
    },
    TileRule {
        backend: None,
        warp_size: None,
        compute: None,
        tile: T64,
    },
];

/// The general kernel's tile for `info`'s device computing in `compute`:
/// the first row of [`TILES`] that applies (backend, warp size, compute
/// type) and whose slices fit the device's shared memory and whose threads
/// its block, else 32×32 with 2×2 per thread.
///
/// ```
/// let dev = gpujit::open("host")?;
/// let t = gpujit_blas::tile_for(dev.info(), gpujit_blas::DataType::F32);
/// assert_eq!((t.bm, t.bn, t.threads()), (32, 32, 256));
/// # Ok::<(), gpujit::Error>(())
/// ```
pub fn tile_for(info: &DeviceInfo, compute: DataType) -> TileConfig {
    let bytes = if compute == DataType::F64 { 8 } else { 4 };
    TILES
        .iter()
        .filter(|r| r.backend.is_none_or(|b| b == info.backend))
        .filter(|r| r.warp_size.is_none_or(|w| w == info.warp_size))
        .filter(|r| r.compute.is_none_or(|c| c == compute))
        .map(|r| r.tile)
        .find(|t| {
            t.shared_bytes(bytes) <= info.max_shared_per_block
                && t.threads() <= info.max_threads_per_block
        })
        .unwrap_or(T32)
}
