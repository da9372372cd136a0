//! The target-neutral operations every target lowers: `gpujit.*` functions.

use std::fmt;

/// A grid axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Axis {
    /// The x axis.
    X,
    /// The y axis.
    Y,
    /// The z axis.
    Z,
}

impl Axis {
    /// All three axes, in order.
    pub const ALL: [Axis; 3] = [Axis::X, Axis::Y, Axis::Z];

    /// `x`, `y` or `z`.
    pub fn name(self) -> &'static str {
        match self {
            Axis::X => "x",
            Axis::Y => "y",
            Axis::Z => "z",
        }
    }

    /// 0, 1 or 2.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One `gpujit.*` operation. Each is declared in the portable module as a
/// function named [`Intrinsic::name`]; each target gives it a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    /// Thread index within the block (u32).
    ThreadId(Axis),
    /// Block index within the grid (u32).
    BlockId(Axis),
    /// Threads per block (u32).
    BlockDim(Axis),
    /// Blocks in the grid (u32).
    GridDim(Axis),
    /// Block-wide barrier with shared-memory ordering.
    Barrier,
    /// Threads per warp on the target (u32).
    WarpSize,
}

impl Intrinsic {
    /// Every intrinsic, for tables and tests.
    pub fn all() -> Vec<Intrinsic> {
        let mut v = Vec::new();
        for a in Axis::ALL {
            v.extend([
                Intrinsic::ThreadId(a),
                Intrinsic::BlockId(a),
                Intrinsic::BlockDim(a),
                Intrinsic::GridDim(a),
            ]);
        }
        v.extend([Intrinsic::Barrier, Intrinsic::WarpSize]);
        v
    }

    /// The declared function's name, e.g. `gpujit.thread_id.x`.
    pub fn name(self) -> String {
        match self {
            Intrinsic::ThreadId(a) => format!("gpujit.thread_id.{}", a.name()),
            Intrinsic::BlockId(a) => format!("gpujit.block_id.{}", a.name()),
            Intrinsic::BlockDim(a) => format!("gpujit.block_dim.{}", a.name()),
            Intrinsic::GridDim(a) => format!("gpujit.grid_dim.{}", a.name()),
            Intrinsic::Barrier => "gpujit.barrier".into(),
            Intrinsic::WarpSize => "gpujit.warp_size".into(),
        }
    }

    /// Parses a declared function's name back into the intrinsic.
    pub fn parse(name: &str) -> Option<Intrinsic> {
        Intrinsic::all().into_iter().find(|i| i.name() == name)
    }

    /// Whether the intrinsic returns a u32 (all but the barrier).
    pub fn returns_u32(self) -> bool {
        !matches!(self, Intrinsic::Barrier)
    }
}

impl fmt::Display for Intrinsic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Prefix shared by every portable intrinsic.
pub const PREFIX: &str = "gpujit.";
