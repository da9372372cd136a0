//! The resident interpreter kernel, written with the builder.
//!
//! Every operation is built with the same builder call a program's kernel
//! uses for it (`k.add` on `f32`, `k.math(Exp, ..)`, `k.fma`, ...), so the
//! target lowers both identically: the interpreter computes what the
//! compiled program computes, operation by operation, in the program's order.
//!
//! `gpujit_tiered_interp(code, start, len, p0..p7, s0..s7)` runs the `len`
//! instructions at word `start` of `code` on every thread of the launch;
//! `p0..p7` are the addresses of the program's buffers, `s0..s7` the bits of
//! its scalar parameters.

use gpujit_ir::{
    AtomicOp, Axis, KernelBuilder, MathOp, MemScope, ModuleOptions, PortableModule, ScalarType,
    Value, build, p,
};

use super::bytecode::{NEGATE, Op, POINTER_SLOTS, REGS, SCALAR_SLOTS, SIGNED_INDEX};

/// The interpreter kernel's name.
pub const KERNEL: &str = "gpujit_tiered_interp";

/// The interpreter kernel's parameters: code, start, len, then the pointer
/// slots as `u64` addresses, then the scalar slots as `u32` bits.
pub fn params() -> Vec<gpujit_ir::Param> {
    let mut v = vec![p::ptr_u32("code"), p::u32("start"), p::u32("len")];
    v.extend((0..POINTER_SLOTS).map(|i| p::u64(&format!("p{i}"))));
    v.extend((0..SCALAR_SLOTS).map(|i| p::u32(&format!("s{i}"))));
    v
}

/// Entries of the register file on the AMDGCN emulator: more than AMDGPU
/// promotes into vector registers, so that the file stays in scratch memory
/// (the emulator does not implement the VGPR indexing that promotion
/// needs); only the first [`REGS`] are used.
pub const EMULATOR_FILE: u32 = 256;

/// The interpreter as a portable module with a register file of `file`
/// entries (at least [`REGS`]; built the same way every time, so its cache
/// key is stable and it is compiled once per device).
pub fn module(file: u32) -> Result<PortableModule, gpujit_ir::IrError> {
    build(
        "gpujit_tiered_interp",
        ModuleOptions { contract: false },
        |m| {
            m.kernel(KERNEL, &params(), |k, args| {
                let code = args[0];
                let (start, len) = (args[1], args[2]);
                let ptrs = &args[3..3 + POINTER_SLOTS];
                let scalars = &args[3 + POINTER_SLOTS..3 + POINTER_SLOTS + SCALAR_SLOTS];
                let regs = k.local_array(ScalarType::U32, file.max(REGS));
                let end = k.add(start, k.mul(len, k.u32(2)));
                let pc = k.var(start);
                k.while_(
                    |k| k.lt(k.get(pc), end),
                    |k| {
                        let at = k.get(pc);
                        let w0 = k.load(code, at);
                        let w1 = k.load(code, k.add(at, k.u32(1)));
                        let field = |s: u32, mask: u32| k.and(k.shr(w0, k.u32(s)), k.u32(mask));
                        let op = field(0, 0xff);
                        let dst = field(8, REGS - 1);
                        let a = k.load(regs, field(16, REGS - 1));
                        let b = k.load(regs, field(24, REGS - 1));
                        let cx = Cx {
                            k,
                            w1,
                            a,
                            b,
                            regs,
                            ptrs,
                            scalars,
                            res: k.var(k.u32(0)),
                        };
                        dispatch(&cx, op, 0, Op::ALL.len());
                        k.store(regs, dst, k.get(cx.res));
                        k.set(pc, k.add(at, k.u32(2)));
                    },
                );
            })
        },
    )
}

/// What every operation's code sees.
struct Cx<'k, 'm, 'ctx> {
    k: &'k KernelBuilder<'m, 'ctx>,
    w1: Value<'ctx>,
    a: Value<'ctx>,
    b: Value<'ctx>,
    regs: Value<'ctx>,
    ptrs: &'k [Value<'ctx>],
    scalars: &'k [Value<'ctx>],
    res: gpujit_ir::Var<'ctx>,
}

/// Branches on the operation code, halving `lo..hi` each level, down to one
/// operation per leaf (the branches are uniform: every thread of a launch
/// runs the same program).
fn dispatch<'ctx>(cx: &Cx<'_, '_, 'ctx>, op: Value<'ctx>, lo: usize, hi: usize) {
    if hi - lo == 1 {
        leaf(cx, Op::ALL[lo]);
        return;
    }
    let mid = (lo + hi) / 2;
    let k = cx.k;
    k.if_else(
        k.lt(op, k.u32(mid as u32)),
        |_| dispatch(cx, op, lo, mid),
        |_| dispatch(cx, op, mid, hi),
    );
}

/// Picks `values[index]` with a chain of selects (`index` uniform).
fn pick<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    values: &[Value<'ctx>],
    index: Value<'ctx>,
) -> Value<'ctx> {
    let mut v = values[0];
    for (i, &x) in values.iter().enumerate().skip(1) {
        v = k.select(k.eq(index, k.u32(i as u32)), x, v);
    }
    v
}

/// The address of element `a` of pointer slot `word1 & 0xff`, the index
/// zero- or sign-extended as word1's [`SIGNED_INDEX`] says.
fn element_addr<'ctx>(cx: &Cx<'_, '_, 'ctx>) -> Value<'ctx> {
    let k = cx.k;
    let base = pick(k, cx.ptrs, k.and(cx.w1, k.u32(0xff)));
    // Flags are tested as comparisons, not single bits (s_bitcmp is not in
    // every emulated instruction set).
    let signed = k.ge(cx.w1, k.u32(SIGNED_INDEX));
    let sext = k.bitcast(
        k.cast(k.bitcast(cx.a, ScalarType::I32), ScalarType::I64),
        ScalarType::U64,
    );
    let zext = k.cast(cx.a, ScalarType::U64);
    let index = k.select(signed, sext, zext);
    k.add(base, k.mul(index, k.u64(4)))
}

fn leaf<'ctx>(cx: &Cx<'_, '_, 'ctx>, op: Op) {
    let k = cx.k;
    let f = |v: Value<'ctx>| k.bitcast(v, ScalarType::F32);
    let s = |v: Value<'ctx>| k.bitcast(v, ScalarType::I32);
    let bits = |v: Value<'ctx>| k.bitcast(v, ScalarType::U32);
    let from_i32 = |v: Value<'ctx>| k.bitcast(v, ScalarType::U32);
    let (a, b) = (cx.a, cx.b);
    let c = || k.load(cx.regs, k.and(cx.w1, k.u32(REGS - 1)));
    let math1 = |m: MathOp| bits(k.math(m, &[f(a)]));
    let math2 = |m: MathOp| bits(k.math(m, &[f(a), f(b)]));
    let truth = |cond: Value<'ctx>| {
        let negated = k.ge(cx.w1, k.u32(NEGATE));
        k.cast(
            k.select(negated, k.eq(cond, k.bool(false)), cond),
            ScalarType::U32,
        )
    };
    let atomic = |op: AtomicOp, elem: ScalarType| {
        let ptr = k.ptr_from_addr(element_addr(cx), elem);
        let value = k.bitcast(b, elem);
        bits(k.atomic(op, ptr, k.u32(0), value, MemScope::Device))
    };
    let v = match op {
        Op::Const => cx.w1,
        Op::Param => pick(k, cx.scalars, cx.w1),
        Op::Special => {
            let specials: Vec<Value<'ctx>> = Axis::ALL
                .map(|x| k.thread_id(x))
                .into_iter()
                .chain(Axis::ALL.map(|x| k.block_id(x)))
                .chain(Axis::ALL.map(|x| k.block_dim(x)))
                .chain(Axis::ALL.map(|x| k.grid_dim(x)))
                .collect();
            pick(k, &specials, cx.w1)
        }
        Op::GlobalIdX => k.global_id(Axis::X),
        Op::FAdd => bits(k.add(f(a), f(b))),
        Op::FSub => bits(k.sub(f(a), f(b))),
        Op::FMul => bits(k.mul(f(a), f(b))),
        Op::FDiv => bits(k.div(f(a), f(b))),
        Op::FRem => bits(k.rem(f(a), f(b))),
        Op::FNeg => k.xor(a, k.u32(0x8000_0000)),
        Op::Fma => bits(k.fma(f(a), f(b), f(c()))),
        Op::Sqrt => math1(MathOp::Sqrt),
        Op::Rsqrt => math1(MathOp::Rsqrt),
        Op::Exp => math1(MathOp::Exp),
        Op::Exp2 => math1(MathOp::Exp2),
        Op::Log => math1(MathOp::Log),
        Op::Log2 => math1(MathOp::Log2),
        Op::Sin => math1(MathOp::Sin),
        Op::Cos => math1(MathOp::Cos),
        Op::Tan => math1(MathOp::Tan),
        Op::Tanh => math1(MathOp::Tanh),
        Op::Erf => math1(MathOp::Erf),
        Op::FAbs => math1(MathOp::Abs),
        Op::Floor => math1(MathOp::Floor),
        Op::Ceil => math1(MathOp::Ceil),
        Op::Pow => math2(MathOp::Pow),
        Op::FMin => math2(MathOp::Min),
        Op::FMax => math2(MathOp::Max),
        Op::FEq => truth(k.eq(f(a), f(b))),
        Op::FGt => truth(k.gt(f(a), f(b))),
        Op::FGe => truth(k.ge(f(a), f(b))),
        Op::FLt => truth(k.lt(f(a), f(b))),
        Op::FLe => truth(k.le(f(a), f(b))),
        Op::FOne => truth(k.or(k.lt(f(a), f(b)), k.gt(f(a), f(b)))),
        Op::FOrd => truth(k.and(k.eq(f(a), f(a)), k.eq(f(b), f(b)))),
        Op::IEq => truth(k.eq(a, b)),
        Op::ULt => truth(k.lt(a, b)),
        Op::SLt => truth(k.lt(s(a), s(b))),
        Op::IAdd => k.add(a, b),
        Op::ISub => k.sub(a, b),
        Op::IMul => k.mul(a, b),
        Op::And => k.and(a, b),
        Op::Or => k.or(a, b),
        Op::Xor => k.xor(a, b),
        Op::Shl => k.shl(a, b),
        Op::LShr => k.shr(a, b),
        Op::AShr => from_i32(k.shr(s(a), s(b))),
        Op::SiToFp => bits(k.cast(s(a), ScalarType::F32)),
        Op::UiToFp => bits(k.cast(a, ScalarType::F32)),
        Op::FpToSi => from_i32(k.cast(f(a), ScalarType::I32)),
        Op::FpToUi => k.cast(f(a), ScalarType::U32),
        Op::Select => k.select(k.ne(a, k.u32(0)), b, c()),
        Op::Load => k.load(k.ptr_from_addr(element_addr(cx), ScalarType::U32), k.u32(0)),
        Op::Store => {
            let ptr = k.ptr_from_addr(element_addr(cx), ScalarType::U32);
            k.store(ptr, k.u32(0), b);
            k.u32(0)
        }
        Op::AtomicFAdd => atomic(AtomicOp::Add, ScalarType::F32),
        Op::AtomicAdd => atomic(AtomicOp::Add, ScalarType::U32),
        Op::AtomicSub => atomic(AtomicOp::Sub, ScalarType::U32),
        Op::AtomicAnd => atomic(AtomicOp::And, ScalarType::U32),
        Op::AtomicOr => atomic(AtomicOp::Or, ScalarType::U32),
        Op::AtomicXor => atomic(AtomicOp::Xor, ScalarType::U32),
        Op::AtomicSMin => atomic(AtomicOp::Min, ScalarType::I32),
        Op::AtomicSMax => atomic(AtomicOp::Max, ScalarType::I32),
        Op::AtomicUMin => atomic(AtomicOp::Min, ScalarType::U32),
        Op::AtomicUMax => atomic(AtomicOp::Max, ScalarType::U32),
        Op::AtomicXchg => atomic(AtomicOp::Exchange, ScalarType::U32),
        Op::Guard => {
            let stop = k.eq(truth(k.ne(a, k.u32(0))), k.u32(0));
            k.if_(stop, |k| k.return_());
            k.u32(0)
        }
    };
    k.set(cx.res, v);
}
