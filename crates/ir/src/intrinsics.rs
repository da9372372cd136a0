//! The target-neutral operations every target lowers: `gpujit.*` functions.

use std::fmt;

use inkwell::AddressSpace;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::ContextRef;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, FloatType, FunctionType};
use inkwell::values::FunctionValue;

use crate::mma::{FragmentUse, MmaKind, MmaOp};

pub use crate::libm::{HostMath, LibmFn, LibmSig};

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

/// How far a memory fence or an atomic operation orders memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MemScope {
    /// The threads of one block.
    Block,
    /// The whole device.
    Device,
    /// The device and the host (and peer devices).
    System,
}

impl MemScope {
    /// All scopes.
    pub const ALL: [MemScope; 3] = [MemScope::Block, MemScope::Device, MemScope::System];

    /// `block`, `device` or `system`.
    pub fn name(self) -> &'static str {
        match self {
            MemScope::Block => "block",
            MemScope::Device => "device",
            MemScope::System => "system",
        }
    }

    /// The LLVM `syncscope` a portable module carries for this scope; targets
    /// rename it (see [`crate::lower::remap_sync_scopes`]).
    pub fn portable_syncscope(self) -> &'static str {
        match self {
            MemScope::Block => "gpujit-block",
            MemScope::Device => "gpujit-device",
            MemScope::System => "",
        }
    }
}

/// Which lane a warp shuffle reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShuffleKind {
    /// From lane `src` of the thread's group of `width` lanes.
    Idx,
    /// From `delta` lanes below (the thread's own value when that leaves the group).
    Up,
    /// From `delta` lanes above (the thread's own value when that leaves the group).
    Down,
    /// From lane `lane ^ mask` (the thread's own value when that lies in a later group).
    Xor,
}

impl ShuffleKind {
    /// All kinds.
    pub const ALL: [ShuffleKind; 4] = [
        ShuffleKind::Idx,
        ShuffleKind::Up,
        ShuffleKind::Down,
        ShuffleKind::Xor,
    ];

    /// `idx`, `up`, `down` or `xor`.
    pub fn name(self) -> &'static str {
        match self {
            ShuffleKind::Idx => "idx",
            ShuffleKind::Up => "up",
            ShuffleKind::Down => "down",
            ShuffleKind::Xor => "xor",
        }
    }

    /// The source lane of a shuffle, as every target computes it: lane `lane`
    /// of a warp reads lane `result` (its own lane when out of its group).
    pub fn source_lane(self, lane: u32, arg: u32, width: u32) -> u32 {
        let w = width.max(1);
        let base = lane - lane % w;
        let pos = lane % w;
        match self {
            ShuffleKind::Idx => base + arg % w,
            ShuffleKind::Up => {
                if pos >= arg {
                    lane - arg
                } else {
                    lane
                }
            }
            ShuffleKind::Down => {
                if pos + arg < w {
                    lane + arg
                } else {
                    lane
                }
            }
            ShuffleKind::Xor => {
                let src = lane ^ arg;
                if src >= base + w { lane } else { src }
            }
        }
    }
}

/// Floating-point width of a math intrinsic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FloatWidth {
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl FloatWidth {
    /// `f32` or `f64`.
    pub fn name(self) -> &'static str {
        match self {
            FloatWidth::F32 => "f32",
            FloatWidth::F64 => "f64",
        }
    }

    /// The LLVM float type of this width.
    pub fn llvm_type<'ctx>(self, ctx: ContextRef<'ctx>) -> FloatType<'ctx> {
        match self {
            FloatWidth::F32 => ctx.f32_type(),
            FloatWidth::F64 => ctx.f64_type(),
        }
    }
}

/// A math function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MathOp {
    /// Square root, correctly rounded.
    Sqrt,
    /// `1 / sqrt(x)`.
    Rsqrt,
    /// `e^x`.
    Exp,
    /// `2^x`.
    Exp2,
    /// Natural logarithm.
    Log,
    /// Base-2 logarithm.
    Log2,
    /// Sine.
    Sin,
    /// Cosine.
    Cos,
    /// Tangent.
    Tan,
    /// Hyperbolic tangent.
    Tanh,
    /// Error function.
    Erf,
    /// Absolute value.
    Abs,
    /// Round toward −∞.
    Floor,
    /// Round toward +∞.
    Ceil,
    /// `x^y` (two operands).
    Pow,
    /// IEEE minNum (two operands).
    Min,
    /// IEEE maxNum (two operands).
    Max,
}

impl MathOp {
    /// Every math function.
    pub const ALL: [MathOp; 17] = [
        MathOp::Sqrt,
        MathOp::Rsqrt,
        MathOp::Exp,
        MathOp::Exp2,
        MathOp::Log,
        MathOp::Log2,
        MathOp::Sin,
        MathOp::Cos,
        MathOp::Tan,
        MathOp::Tanh,
        MathOp::Erf,
        MathOp::Abs,
        MathOp::Floor,
        MathOp::Ceil,
        MathOp::Pow,
        MathOp::Min,
        MathOp::Max,
    ];

    /// The function's name (`sqrt`, `pow`, ...).
    pub fn name(self) -> &'static str {
        match self {
            MathOp::Sqrt => "sqrt",
            MathOp::Rsqrt => "rsqrt",
            MathOp::Exp => "exp",
            MathOp::Exp2 => "exp2",
            MathOp::Log => "log",
            MathOp::Log2 => "log2",
            MathOp::Sin => "sin",
            MathOp::Cos => "cos",
            MathOp::Tan => "tan",
            MathOp::Tanh => "tanh",
            MathOp::Erf => "erf",
            MathOp::Abs => "abs",
            MathOp::Floor => "floor",
            MathOp::Ceil => "ceil",
            MathOp::Pow => "pow",
            MathOp::Min => "min",
            MathOp::Max => "max",
        }
    }

    /// Number of operands (1 or 2).
    pub fn arity(self) -> usize {
        if matches!(self, MathOp::Pow | MathOp::Min | MathOp::Max) {
            2
        } else {
            1
        }
    }

    /// The LLVM intrinsic computing it, where LLVM has one (`llvm.sqrt`, ...).
    pub fn llvm_intrinsic(self) -> Option<&'static str> {
        Some(match self {
            MathOp::Sqrt => "llvm.sqrt",
            MathOp::Exp => "llvm.exp",
            MathOp::Exp2 => "llvm.exp2",
            MathOp::Log => "llvm.log",
            MathOp::Log2 => "llvm.log2",
            MathOp::Sin => "llvm.sin",
            MathOp::Cos => "llvm.cos",
            MathOp::Abs => "llvm.fabs",
            MathOp::Floor => "llvm.floor",
            MathOp::Ceil => "llvm.ceil",
            MathOp::Pow => "llvm.pow",
            MathOp::Min => "llvm.minnum",
            MathOp::Max => "llvm.maxnum",
            MathOp::Rsqrt | MathOp::Tan | MathOp::Tanh | MathOp::Erf => return None,
        })
    }
}

/// One `gpujit.*` operation. Each is declared in the portable module as a
/// function named [`Intrinsic::name`] of type [`Intrinsic::signature`]; each
/// target gives it a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    /// Thread index within the block: `i32 ()`.
    ThreadId(Axis),
    /// Block index within the grid: `i32 ()`.
    BlockId(Axis),
    /// Threads per block: `i32 ()`.
    BlockDim(Axis),
    /// Blocks in the grid: `i32 ()`.
    GridDim(Axis),
    /// Block-wide barrier with block-scope memory ordering: `void ()`.
    Barrier,
    /// Threads per warp on the target: `i32 ()`.
    WarpSize,
    /// The thread's lane within its warp: `i32 ()`.
    LaneId,
    /// Memory fence of a scope: `void ()`.
    Fence(MemScope),
    /// Warp shuffle of 32 bits: `i32 (i32 value, i32 lane_or_delta_or_mask, i32 width)`.
    Shuffle(ShuffleKind),
    /// Bit `l` set for each active lane `l` whose predicate holds: `i64 (i1)`.
    Ballot,
    /// Whether the predicate holds in any active lane of the warp: `i1 (i1)`.
    Any,
    /// Whether the predicate holds in every active lane of the warp: `i1 (i1)`.
    All,
    /// A block's static shared array number `n`: `ptr addrspace(3) ()`. Its
    /// storage is the module's global `gpujit.shared.<n>.storage`.
    Shared(u32),
    /// The block's dynamic shared memory: `ptr addrspace(3) ()`.
    DynamicShared,
    /// A math function: `fN (fN[, fN])`.
    Math(MathOp, FloatWidth),
    /// A C math library function, of the type
    /// [`LibmFn::signature`](crate::LibmFn::signature) gives (one to four
    /// floats, a float and an `i32`, or a float to an `i32`); each target
    /// calls its own library's (libdevice, OCML, the host's libm).
    Libm(LibmFn, FloatWidth),
    /// A counter that increases with time, per device: `i64 ()`. Only
    /// differences of its values mean anything (cycles on NVIDIA and AMD,
    /// nanoseconds on the host).
    Clock,
    /// Nanoseconds from a device-wide timer: `i64 ()` (NVIDIA's
    /// `%globaltimer`; AMD's 100 MHz real-time counter × 10; the host's
    /// system clock).
    GlobalTimer,
    /// The grid's synchronisation workspace: `i64 ()`, the address of a
    /// zeroed `{u32 size; u32 barrier}` that every block of a cooperative
    /// launch shares (CUDA's `%envreg1:%envreg2`, which cooperative groups
    /// read for `this_grid().sync()`), 0 in any other launch.
    GridWorkspace,
    /// Starts copying 16 bytes from global to shared memory:
    /// `void (ptr addrspace(3) dst, ptr addrspace(1) src)`, both 16-byte
    /// aligned. The bytes are in place once [`Intrinsic::AsyncWait`] says so.
    AsyncCopy16,
    /// Closes the group of async copies started since the last one: `void ()`.
    AsyncCommit,
    /// Waits until at most `n` groups of this thread's async copies are
    /// still in flight: `void ()`.
    AsyncWait(u8),
    /// An NVIDIA Hopper warpgroup operation (see [`crate::mma::WgmmaOp`]);
    /// listed by [`Intrinsic::all_wgmma`], not [`Intrinsic::all`].
    Wgmma(crate::mma::WgmmaOp),
    /// A CUDA warp's `mma.sync` on fragments in PTX's lane layout (see
    /// [`crate::mma::warp`]); listed by [`Intrinsic::all_mma`].
    WarpMma(crate::mma::WarpMma),
    /// Device `printf`: `i32 (ptr format, ptr args, i32 args_bytes)`. `args`
    /// holds the arguments as CUDA's `vprintf` takes them (each at the next
    /// multiple of its size: `int`s, `long`s, `double`s and pointers);
    /// returns the number of characters printed, or a negative number.
    /// Listed by [`Intrinsic::all_io`], not [`Intrinsic::all`].
    Printf,
    /// A failed `assert`: `void (ptr condition, ptr file, i32 line, ptr
    /// function)`, all strings NUL-terminated. Ends the launch with a
    /// kernel fault naming them.
    AssertFail,
    /// `__trap()`: `void ()`. Ends the launch with a kernel fault.
    Trap,
    /// A texture fetch (see [`crate::texture`]): `<4 x R> (i64 handle, C x[, C y])`;
    /// listed by [`Intrinsic::all_textures`].
    Texture(crate::texture::TexOp),
    /// A matrix operation on fragments (see [`crate::mma`]). Not every
    /// target has every kind, so these are not in [`Intrinsic::all`]:
    /// [`Intrinsic::all_mma`] lists them.
    Mma(MmaOp),
}

impl Intrinsic {
    /// Every intrinsic of fixed shape, for tables and tests (shared arrays are per module).
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
        v.extend([Intrinsic::Barrier, Intrinsic::WarpSize, Intrinsic::LaneId]);
        v.extend(MemScope::ALL.map(Intrinsic::Fence));
        v.extend(ShuffleKind::ALL.map(Intrinsic::Shuffle));
        v.extend([
            Intrinsic::Ballot,
            Intrinsic::Any,
            Intrinsic::All,
            Intrinsic::DynamicShared,
            Intrinsic::Clock,
            Intrinsic::GlobalTimer,
            Intrinsic::GridWorkspace,
            Intrinsic::AsyncCopy16,
            Intrinsic::AsyncCommit,
        ]);
        v.extend((0..8).map(Intrinsic::AsyncWait));
        for w in [FloatWidth::F32, FloatWidth::F64] {
            v.extend(MathOp::ALL.map(|m| Intrinsic::Math(m, w)));
            v.extend(LibmFn::all().map(|f| Intrinsic::Libm(f, w)));
        }
        v
    }

    /// The operations that reach the host: `printf`, a failed `assert`, `__trap()`.
    pub fn all_io() -> [Intrinsic; 3] {
        [Intrinsic::Printf, Intrinsic::AssertFail, Intrinsic::Trap]
    }

    /// Every matrix intrinsic: those of every portable kind, and a CUDA
    /// warp's `mma.sync` of every kind PTX has.
    pub fn all_mma() -> Vec<Intrinsic> {
        MmaOp::all()
            .into_iter()
            .map(Intrinsic::Mma)
            .chain(crate::mma::WarpMma::ALL.map(Intrinsic::WarpMma))
            .collect()
    }

    /// Every texture fetch.
    pub fn all_textures() -> Vec<Intrinsic> {
        crate::texture::TexOp::all()
            .into_iter()
            .map(Intrinsic::Texture)
            .collect()
    }

    /// Every NVIDIA warpgroup intrinsic.
    pub fn all_wgmma() -> Vec<Intrinsic> {
        crate::mma::WgmmaOp::all()
            .into_iter()
            .map(Intrinsic::Wgmma)
            .collect()
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
            Intrinsic::LaneId => "gpujit.lane_id".into(),
            Intrinsic::Fence(s) => format!("gpujit.fence.{}", s.name()),
            Intrinsic::Shuffle(k) => format!("gpujit.shfl.{}", k.name()),
            Intrinsic::Ballot => "gpujit.ballot".into(),
            Intrinsic::Any => "gpujit.any".into(),
            Intrinsic::All => "gpujit.all".into(),
            Intrinsic::Shared(n) => format!("gpujit.shared.{n}"),
            Intrinsic::DynamicShared => "gpujit.dynamic_shared".into(),
            Intrinsic::Math(m, w) => format!("gpujit.math.{}.{}", m.name(), w.name()),
            Intrinsic::Libm(f, w) => format!("gpujit.libm.{}.{}", f.name(), w.name()),
            Intrinsic::Clock => "gpujit.clock".into(),
            Intrinsic::GlobalTimer => "gpujit.global_timer".into(),
            Intrinsic::GridWorkspace => "gpujit.grid_workspace".into(),
            Intrinsic::Printf => "gpujit.printf".into(),
            Intrinsic::AssertFail => "gpujit.assert_fail".into(),
            Intrinsic::Trap => "gpujit.trap".into(),
            Intrinsic::AsyncCopy16 => "gpujit.async_copy.16".into(),
            Intrinsic::AsyncCommit => "gpujit.async_commit".into(),
            Intrinsic::AsyncWait(n) => format!("gpujit.async_wait.{n}"),
            Intrinsic::Wgmma(op) => op.name(),
            Intrinsic::Mma(op) => op.name(),
            Intrinsic::WarpMma(w) => w.name(),
            Intrinsic::Texture(t) => t.name(),
        }
    }

    /// Parses a declared function's name back into the intrinsic.
    pub fn parse(name: &str) -> Option<Intrinsic> {
        if let Some(io) = Intrinsic::all_io().into_iter().find(|i| i.name() == name) {
            return Some(io);
        }
        if let Some(n) = name.strip_prefix("gpujit.shared.") {
            return n.parse().ok().map(Intrinsic::Shared);
        }
        if name.starts_with("gpujit.mma.") {
            return Intrinsic::all_mma().into_iter().find(|i| i.name() == name);
        }
        if name.starts_with("gpujit.tex.") {
            return Intrinsic::all_textures()
                .into_iter()
                .find(|i| i.name() == name);
        }
        if name.starts_with("gpujit.wgmma.") {
            return Intrinsic::all_wgmma()
                .into_iter()
                .find(|i| i.name() == name);
        }
        Intrinsic::all().into_iter().find(|i| i.name() == name)
    }

    /// Whether the operation depends on which threads execute it together: the
    /// barrier, warp shuffles and votes, matrix fragments. Such a call is
    /// `convergent`: no pass may make it control-dependent on more values
    /// than it was (duplicate it into the arms of a branch, say), since a
    /// barrier reached by part of a block hangs NVIDIA's `bar.sync` and
    /// makes an AMD wave count it twice.
    pub fn is_convergent(self) -> bool {
        matches!(
            self,
            Intrinsic::Barrier
                | Intrinsic::Shuffle(_)
                | Intrinsic::Ballot
                | Intrinsic::Any
                | Intrinsic::All
                | Intrinsic::Mma(_)
                | Intrinsic::WarpMma(_)
                | Intrinsic::Wgmma(_)
        )
    }

    /// The declaration of the operation in `module`, added with its
    /// attributes (`nounwind`; `convergent` where
    /// [`is_convergent`](Self::is_convergent)) when the module has none.
    pub fn declare<'ctx>(self, module: &Module<'ctx>) -> FunctionValue<'ctx> {
        let name = self.name();
        let f = module.get_function(&name).unwrap_or_else(|| {
            let ctx = module.get_context();
            let f = module.add_function(&name, self.signature(ctx), Some(Linkage::External));
            add_function_attribute(f, "nounwind");
            f
        });
        if self.is_convergent() {
            add_function_attribute(f, "convergent");
        }
        f
    }

    /// The LLVM type of the declared function.
    pub fn signature<'ctx>(self, ctx: ContextRef<'ctx>) -> FunctionType<'ctx> {
        let i32t = ctx.i32_type();
        let void = ctx.void_type();
        match self {
            Intrinsic::Barrier | Intrinsic::Fence(_) => void.fn_type(&[], false),
            Intrinsic::Shuffle(_) => i32t.fn_type(&[i32t.into(), i32t.into(), i32t.into()], false),
            Intrinsic::Ballot => ctx.i64_type().fn_type(&[ctx.bool_type().into()], false),
            Intrinsic::Clock | Intrinsic::GlobalTimer | Intrinsic::GridWorkspace => {
                ctx.i64_type().fn_type(&[], false)
            }
            Intrinsic::Printf => {
                let ptr = ctx.ptr_type(AddressSpace::default());
                i32t.fn_type(&[ptr.into(), ptr.into(), i32t.into()], false)
            }
            Intrinsic::AssertFail => {
                let ptr = ctx.ptr_type(AddressSpace::default());
                void.fn_type(&[ptr.into(), ptr.into(), i32t.into(), ptr.into()], false)
            }
            Intrinsic::Trap => void.fn_type(&[], false),
            Intrinsic::Any | Intrinsic::All => {
                ctx.bool_type().fn_type(&[ctx.bool_type().into()], false)
            }
            Intrinsic::Shared(_) | Intrinsic::DynamicShared => {
                ctx.ptr_type(AddressSpace::from(3u16)).fn_type(&[], false)
            }
            Intrinsic::Math(m, w) => {
                let t = w.llvm_type(ctx);
                let params: Vec<BasicMetadataTypeEnum> = vec![t.into(); m.arity()];
                t.fn_type(&params, false)
            }
            Intrinsic::Libm(f, w) => f.signature(ctx, w),
            Intrinsic::Mma(op) => mma_signature(ctx, op),
            Intrinsic::AsyncCopy16 => void.fn_type(
                &[
                    ctx.ptr_type(AddressSpace::from(3u16)).into(),
                    ctx.ptr_type(AddressSpace::from(1u16)).into(),
                ],
                false,
            ),
            Intrinsic::AsyncCommit | Intrinsic::AsyncWait(_) => void.fn_type(&[], false),
            Intrinsic::Wgmma(op) => op.signature(ctx),
            Intrinsic::WarpMma(w) => w.signature(ctx),
            Intrinsic::Texture(t) => t.signature(ctx),
            _ => i32t.fn_type(&[], false),
        }
    }
}

/// Adds the enum attribute `kind` (`convergent`, `nounwind`, ...) to `f`.
pub(crate) fn add_function_attribute(f: FunctionValue<'_>, kind: &str) {
    let id = Attribute::get_named_enum_kind_id(kind);
    if f.get_enum_attribute(AttributeLoc::Function, id).is_none() {
        let ctx = f.get_type().get_context();
        f.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(id, 0));
    }
}

fn mma_signature<'ctx>(ctx: ContextRef<'ctx>, op: MmaOp) -> FunctionType<'ctx> {
    let i32t = ctx.i32_type();
    let acc = |k: MmaKind| k.vector_type(ctx, FragmentUse::Accumulator);
    match op {
        MmaOp::Mma(k) => acc(k).fn_type(
            &[
                k.vector_type(ctx, FragmentUse::A).into(),
                k.vector_type(ctx, FragmentUse::B).into(),
                acc(k).into(),
            ],
            false,
        ),
        MmaOp::Len(..) => i32t.fn_type(&[], false),
        MmaOp::Row(..) | MmaOp::Col(..) => i32t.fn_type(&[i32t.into()], false),
        MmaOp::Load(k, u, _, s) => k.vector_type(ctx, u).fn_type(
            &[
                ctx.ptr_type(AddressSpace::from(s as u16)).into(),
                i32t.into(),
            ],
            false,
        ),
        MmaOp::Store(k, _, s) => ctx.void_type().fn_type(
            &[
                ctx.ptr_type(AddressSpace::from(s as u16)).into(),
                i32t.into(),
                acc(k).into(),
            ],
            false,
        ),
    }
}

impl fmt::Display for Intrinsic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Prefix shared by every portable intrinsic.
pub const PREFIX: &str = "gpujit.";

/// Name of the global holding static shared array `n`.
pub fn shared_storage_name(n: u32) -> String {
    format!("gpujit.shared.{n}.storage")
}
