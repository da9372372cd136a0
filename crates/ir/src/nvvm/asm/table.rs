//! The idiom table: which handler translates which PTX opcodes, and how a guard applies.

use super::*;

/// How a guard (`@p`) applies to an instruction of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Guarded {
    /// The instruction has no side effect: select its result.
    Select,
    /// The instruction touches memory: run it under a branch.
    Branch,
    /// A guard is refused (warp and block synchronisation).
    No,
}

/// One row of the table: the opcodes a handler translates.
pub(crate) struct Idiom {
    /// The row's name, as the README and the tests know it.
    pub name: &'static str,
    /// The opcodes (without modifiers) it handles.
    pub opcodes: &'static [&'static str],
    /// What a guard does.
    pub guard: Guarded,
    /// What it accepts and what it becomes.
    pub doc: &'static str,
    /// The handler.
    pub run: for<'a, 'ctx> fn(&mut Tx<'a, 'ctx>, &Instruction) -> Res<()>,
}

const fn row(
    name: &'static str,
    opcodes: &'static [&'static str],
    guard: Guarded,
    doc: &'static str,
    run: for<'a, 'ctx> fn(&mut Tx<'a, 'ctx>, &Instruction) -> Res<()>,
) -> Idiom {
    Idiom {
        name,
        opcodes,
        guard,
        doc,
        run,
    }
}

use Guarded::{Branch, No, Select};

/// The idiom table: one row per family of instructions.
pub(crate) const IDIOMS: &[Idiom] = &[
    row(
        "mov",
        &["mov"],
        Select,
        "`mov` of registers, immediates and special registers (`%tid`, `%ntid`, `%ctaid`, \
         `%nctaid`, `%laneid`, `%lanemask_*`, `WARP_SZ`, `%clock`, `%clock64`, \
         `%globaltimer`), and `{a, b}` packing and unpacking",
        arith::mov,
    ),
    row(
        "ld",
        &["ld"],
        Branch,
        "`ld` from global, shared, const or generic memory, scalar or `.v2`/`.v4`, \
         `.volatile`, `.relaxed`/`.acquire` with a scope (a vector's elements each an atomic \
         load), cache and eviction hints dropped",
        mem::ld,
    ),
    row(
        "st",
        &["st"],
        Branch,
        "`st` to global, shared or generic memory, scalar or `.v2`/`.v4`, `.volatile`, \
         `.relaxed`/`.release` with a scope (a vector's elements each an atomic store), \
         cache and eviction hints dropped",
        mem::st,
    ),
    row(
        "tex",
        &["tex"],
        Branch,
        "`tex.1d`/`tex.2d` `.v4` fetches of `f32`, `s32` or `u32` results at `s32` or `f32` \
         coordinates through a texture object (`tex1Dfetch`, `tex1D`, `tex2D`): hardware \
         sampling on NVIDIA, the software sampler elsewhere",
        tex::tex,
    ),
    row(
        "atom",
        &["atom", "red"],
        Branch,
        "`atom`/`red` `add`, `exch`, `cas`, `and`, `or`, `xor`, `min`, `max`, `inc`, `dec` on \
         32/64-bit integers, `add`/`exch` on `f32`/`f64`, `add.noftz` on `f16`, `bf16`, \
         `f16x2`, `bf16x2`, with their ordering and scope",
        mem::atom,
    ),
    row(
        "cp.async",
        &["cp"],
        Branch,
        "`cp.async.{ca,cg}.shared.global` (4, 8 or 16 bytes, with a source size or an \
         ignore-source predicate) as a plain copy; `cp.async.commit_group` as nothing and \
         `cp.async.wait_group`/`wait_all` as `__syncwarp` (a warp rendezvous between \
         block-scope fences): a converged warp leaves the wait together",
        mem::cp,
    ),
    row(
        "createpolicy",
        &["createpolicy"],
        Select,
        "`createpolicy` makes a cache policy, which only hints: its value is 0 and the \
         instructions taking it drop it",
        mem::createpolicy,
    ),
    row(
        "cvta",
        &["cvta"],
        Select,
        "`cvta` and `cvta.to` between generic addresses and the global, constant, local, \
         parameter and shared state spaces",
        space::cvta,
    ),
    row(
        "cvt",
        &["cvt"],
        Select,
        "`cvt` between `f16`, `bf16`, `f32`, `f64` and 8-64-bit integers with every rounding \
         mode PTX allows for the pair (`.rn/.rz/.rm/.rp`, `.rni/.rzi/.rmi/.rpi`), `.ftz`, \
         `.sat`, the packed `.f16x2`/`.bf16x2` from two `f32`, 64-bit integers to `f32`/`f16`/\
         `bf16` in every mode and `f64` to `bf16`, and the 8-bit floats: `e4m3x2`/`e5m2x2` \
         from two `f32` or an `f16x2` (`.satfinite`) and to `f16x2`",
        float::cvt,
    ),
    row(
        "approx",
        &["ex2", "lg2", "sin", "cos", "tanh", "rsqrt"],
        Select,
        "`ex2`, `lg2`, `sin`, `cos`, `tanh`, `rsqrt` `.approx` (with `.ftz`) on `f32` (and \
         `f64` where PTX has it), computed at least as precisely as PTX's bound; `ex2`, \
         `tanh` on `f16`, `bf16` and their pairs through `f32`",
        float::approx,
    ),
    row(
        "sqrt/rcp/div",
        &["sqrt", "rcp", "div"],
        Select,
        "`sqrt`, `rcp` and `div` on `f32`/`f64`: `.approx`/`.full` within PTX's bounds, \
         `.rn/.rz/.rm/.rp` correctly rounded, `.ftz`; integer `div` and `rem`",
        float::sqrt_rcp_div,
    ),
    row(
        "fma",
        &["fma", "mad", "madc"],
        Select,
        "`fma.rn` (`.ftz`, `.sat`, `.relu`) on `f32`/`f64`/`f16`/`bf16` and the pairs `f16x2`/\
         `bf16x2` (`bf16` through `f64` rounded once); integer `mad.lo/.hi/.wide`, and \
         `mad.lo/.hi.cc`, `madc` with the carry flag",
        float::fma,
    ),
    row(
        "arith",
        &[
            "add", "sub", "addc", "subc", "mul", "sad", "neg", "abs", "rem", "mul24", "mad24",
            "copysign",
        ],
        Select,
        "integer `add`, `sub`, `mul.lo/.hi/.wide`, `mul24`, `sad`, `neg`, `abs`, `rem`, and \
         `add.cc`, `addc`, `sub.cc`, `subc` with the carry flag; float `add`, `sub`, `mul` \
         (`.rn`, `.ftz`, `.sat`), `neg`, `abs`, `copysign`; `add`, `sub`, `mul`, `neg`, `abs` on \
         `bf16` and on the pairs `f16x2`/`bf16x2` (each half rounded once)",
        arith::arith,
    ),
    row(
        "min/max",
        &["min", "max"],
        Select,
        "`min`/`max` on signed and unsigned integers and on `f32`/`f64`/`f16`/`bf16` and the \
         pairs (`.ftz`, `.NaN`, `.xorsign.abs`)",
        arith::min_max,
    ),
    row(
        "dp4a",
        &["dp4a", "dp2a"],
        Select,
        "`dp4a` and `dp2a.{lo,hi}` on signed and unsigned bytes and halves: the products \
         added to the accumulator, wrapping",
        simd::dot,
    ),
    row(
        "video4",
        &["vadd4", "vsub4", "vmin4", "vmax4", "vabsdiff4"],
        Select,
        "`vadd4`, `vsub4`, `vmin4`, `vmax4`, `vabsdiff4` on the four bytes of 32-bit \
         operands (`.sat` to the destination's byte type), without byte selectors or a \
         secondary operation",
        simd::video4,
    ),
    row(
        "logic",
        &[
            "and", "or", "xor", "not", "shl", "shr", "popc", "clz", "brev", "bfind", "cnot", "shf",
        ],
        Select,
        "bit logic on `.b`/`.pred`, shifts (amounts past the width clamp as PTX says), \
         funnel shifts (`shf.{l,r}.{wrap,clamp}.b32`), `popc`, `clz`, `brev`, `bfind`",
        arith::logic,
    ),
    row(
        "selp/setp",
        &["selp", "setp", "set"],
        Select,
        "`selp`, `setp` (integer and float comparisons, ordered and unordered, with \
         `.and/.or/.xor` and `p|q` destinations; on `f16x2`/`bf16x2`, `p` from the low \
         halves and `q` from the high ones) and `set` (a mask or 1.0, per half of a pair)",
        arith::compare,
    ),
    row(
        "prmt",
        &["prmt"],
        Select,
        "`prmt.b32` byte permutes (the default mode), as bit logic",
        arith::prmt,
    ),
    row(
        "lop3",
        &["lop3"],
        Select,
        "`lop3.b32` with an immediate lookup table, as bit logic",
        arith::lop3,
    ),
    row(
        "bfe/bfi",
        &["bfe", "bfi"],
        Select,
        "`bfe`/`bfi` bit-field extract and insert on 32/64 bits, as bit logic",
        arith::bitfield,
    ),
    row(
        "shfl.sync",
        &["shfl"],
        No,
        "`shfl.sync.{up,down,bfly,idx}.b32` (and the old form without a mask), with the \
         `p` result, any `c` operand, in CUDA's 32-lane warps",
        warp::shfl,
    ),
    row(
        "vote",
        &["vote", "activemask", "redux", "match"],
        No,
        "`vote.sync.{ballot,any,all,uni}`, `activemask`, `redux.sync` (`add`, `min`, `max`, \
         `and`, `or`, `xor` on 32-bit integers), `match.{any,all}.sync` on 32/64 bits",
        warp::vote,
    ),
    row(
        "ldmatrix",
        &["ldmatrix"],
        No,
        "`ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16`: the warp loads 8x8 \
         matrices of 16-bit elements from the rows its threads address, each thread \
         getting its fragment (a warp-wide shared-memory load; no tensor core computes)",
        warp::ldmatrix,
    ),
    row(
        "mma.sync",
        &["mma"],
        No,
        "`mma.sync.aligned.row.col` `m16n8k16` and `m16n8k8` on `f16`/`bf16` with `f32` \
         accumulators, `m16n8k8`/`m16n8k4` on `tf32`, `m8n8k4` on `f64`: each lane's \
         elements of `D` from the rows of `A` and columns of `B` its warp holds, in `k` \
         order with fused multiply-adds; `f16` accumulators (`D` and `C`) through `f32`, \
         rounded once; `m16n8k32`, `m16n8k16`, `m8n8k16` on `s8`/`u8` into `s32` \
         (`.satfinite`), exactly",
        mma::mma,
    ),
    row(
        "wmma",
        &["wmma"],
        No,
        "`wmma.load.{a,b,c}`, `wmma.store.d` and `wmma.mma` (CUDA's `nvcuda::wmma`): \
         `m16n16k16`, `m32n8k16`, `m8n32k16` on `f16` (into `f16` or `f32`), `bf16`, `s8`/`u8` \
         (into `s32`, `.satfinite`), `m16n16k8` on `tf32`, `m8n8k4` on `f64`, row or column \
         major, global, shared or generic: fragments in the layout of the `mma.sync` tiles \
         that compute them",
        wmma::wmma,
    ),
    row(
        "stmatrix",
        &["stmatrix"],
        No,
        "`stmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared.b16`: the inverse of \
         `ldmatrix`, each lane's fragment stored to the rows its warp addresses",
        mma::stmatrix,
    ),
    row(
        "movmatrix",
        &["movmatrix"],
        No,
        "`movmatrix.sync.aligned.m8n8.trans.b16`: the warp's 8x8 matrix of 16-bit \
         elements, transposed",
        mma::movmatrix,
    ),
    row(
        "barrier",
        &["bar", "barrier", "membar", "fence"],
        No,
        "`bar.sync`/`barrier.sync` (`.aligned`) of the whole block, `bar.red.{popc,and,or}`, \
         `bar.warp.sync`, `membar` and `fence.{sc,acq_rel}` at their scope",
        warp::barrier,
    ),
    row(
        "exit/nanosleep",
        &["exit", "nanosleep"],
        Branch,
        "`exit` ends the thread (a return from its kernel, wherever the asm is inlined), \
         `nanosleep.u32` is a hint and does nothing",
        thread::thread,
    ),
];

/// Opcodes of tensor-core instructions, refused as such.
const TENSOR_CORE: &[&str] = &["wgmma", "tcgen05"];

/// The names and descriptions of the table's rows.
pub fn idioms() -> Vec<(&'static str, &'static str)> {
    IDIOMS.iter().map(|r| (r.name, r.doc)).collect()
}

/// Whether `mnemonic` (`cp.async.bulk.tensor...`, `mma.sync...`) names a
/// tensor-core instruction.
pub(crate) fn is_tensor_core(opcode: &str, modifiers: &[String]) -> bool {
    TENSOR_CORE.contains(&opcode)
        || (opcode == "cp"
            && modifiers.iter().any(|m| m == "bulk")
            && modifiers.iter().any(|m| m == "tensor"))
}
