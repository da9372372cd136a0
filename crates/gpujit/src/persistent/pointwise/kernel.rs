//! The operator that runs a batch: decodes each entry, waits at a barrier
//! across parts where the entry says so, and runs its slice of the entry.

use gpujit_device::{ParamType, ScalarType};
use gpujit_ir::{KernelBuilder, MathOp, MemScope, Reduce, Value};

use super::{Dtype, ENTRY_WORDS, MAX_DIMS, POINTWISE_OP, PwOp};
use crate::Result;
use crate::persistent::{OpArgs, Operator};

/// Entries staged in shared memory at a time.
pub(super) const CHUNK: u32 = 16;

/// The operator running batches: task arguments `table`, `count`, `part`,
/// `parts`, `counter` (the barrier counter in device memory) and `base` (the
/// counter's value the batch's barrier targets count from).
///
/// The block copies the table into shared memory 16 entries at a time
/// (one read of the table per chunk, however many elements an entry has), and
/// each thread keeps the current entry's words in registers.
pub fn pointwise_operator() -> Result<Operator> {
    let params = [
        ParamType::Pointer(Some(ScalarType::U64)),
        ParamType::Scalar(ScalarType::U32),
        ParamType::Scalar(ScalarType::U32),
        ParamType::Scalar(ScalarType::U32),
        ParamType::Pointer(Some(ScalarType::U64)),
        ParamType::Scalar(ScalarType::U64),
    ];
    Operator::new(POINTWISE_OP, &params, |k, op| {
        let (table, count, part, parts, counter, arrivals) = (
            op.args[0], op.args[1], op.args[2], op.args[3], op.args[4], op.args[5],
        );
        let staged = k.shared_array(ScalarType::U64, CHUNK * ENTRY_WORDS as u32);
        let regs: Vec<_> = (0..ENTRY_WORDS).map(|_| k.var(k.u64(0))).collect();
        k.for_range(k.u32(0), count, k.u32(1), |k, e| {
            let slot = k.and(e, k.u32(CHUNK - 1));
            k.if_(k.eq(slot, k.u32(0)), |k| {
                // Every thread is done with the previous chunk before it is replaced.
                k.barrier();
                let words = k.mul(
                    k.min(k.sub(count, e), k.u32(CHUNK)),
                    k.u32(ENTRY_WORDS as u32),
                );
                let first = k.mul(e, k.u32(ENTRY_WORDS as u32));
                k.for_range(op.tid, words, op.threads, |k, i| {
                    k.store(staged, i, k.load(table, k.add(first, i)));
                });
                k.barrier();
            });
            let at = k.mul(slot, k.u32(ENTRY_WORDS as u32));
            for (w, r) in regs.iter().enumerate() {
                k.set(*r, k.load(staged, k.add(at, k.u32(w as u32))));
            }
            let word = |w: u32| k.get(regs[w as usize]);
            let w0 = word(0);
            let field = |shift: u64, bits: u64| {
                k.cast(
                    k.and(k.shr(w0, k.u64(shift)), k.u64((1 << bits) - 1)),
                    ScalarType::U32,
                )
            };
            let code = field(0, 8);
            let n = k.cast(k.shr(w0, k.u64(32)), ScalarType::U32);
            // A barrier across parts: every block's writes so far reach every block.
            k.if_(k.ne(field(24, 1), k.u32(0)), |k| {
                let target = k.add(arrivals, word(14));
                k.barrier();
                k.if_(k.eq(op.tid, k.u32(0)), |k| {
                    k.fence(MemScope::Device);
                    k.atomic(
                        gpujit_ir::AtomicOp::Add,
                        counter,
                        k.u32(0),
                        k.u64(1),
                        MemScope::Device,
                    );
                    k.while_(
                        |k| k.lt(k.atomic_load(counter, k.u32(0), MemScope::Device), target),
                        |_| {},
                    );
                    k.fence(MemScope::Device);
                });
                k.barrier();
            });
            let reduce = k.ge(code, k.u32(PwOp::Sum as u32));
            k.if_else(
                reduce,
                |k| reduction(k, op, word, &field, code, n, part, parts),
                |k| elementwise(k, op, word, &field, code, n, part, parts),
            );
        });
    })
}

/// Loads element `index` of operand `slot` (1..=3) as `f32`: from memory in
/// its dtype, or the scalar in its word.
fn load_operand<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    word: &dyn Fn(u32) -> Value<'ctx>,
    field: &dyn Fn(u64, u64) -> Value<'ctx>,
    slot: u32,
    index: Value<'ctx>,
) -> Value<'ctx> {
    let addr = word(1 + slot);
    let dtype = field(8 + 2 * u64::from(slot), 2);
    let scalar = k.ne(field(15 + u64::from(slot), 1), k.u32(0));
    let v = k.var(k.f32(0.0));
    k.if_else(
        scalar,
        |k| k.set(v, k.bitcast(k.cast(addr, ScalarType::U32), ScalarType::F32)),
        |k| {
            for (code, ty) in [
                (Dtype::F32, ScalarType::F32),
                (Dtype::F16, ScalarType::F16),
                (Dtype::BF16, ScalarType::BF16),
            ] {
                k.if_(k.eq(dtype, k.u32(code as u32)), |k| {
                    let x = k.load(k.ptr_from_addr(addr, ty), index);
                    k.set(
                        v,
                        if ty == ScalarType::F32 {
                            x
                        } else {
                            k.cast(x, ScalarType::F32)
                        },
                    );
                });
            }
            k.if_(k.eq(dtype, k.u32(Dtype::Bool as u32)), |k| {
                let x = k.load(k.ptr_from_addr(addr, ScalarType::U8), index);
                k.set(
                    v,
                    k.select(
                        k.ne(x, k.cast(k.u32(0), ScalarType::U8)),
                        k.f32(1.0),
                        k.f32(0.0),
                    ),
                );
            });
        },
    );
    k.get(v)
}

/// Stores `v` at `index` of the output in its dtype.
fn store_out<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    word: &dyn Fn(u32) -> Value<'ctx>,
    field: &dyn Fn(u64, u64) -> Value<'ctx>,
    index: Value<'ctx>,
    v: Value<'ctx>,
) {
    let addr = word(1);
    let dtype = field(8, 2);
    for (code, ty) in [
        (Dtype::F32, ScalarType::F32),
        (Dtype::F16, ScalarType::F16),
        (Dtype::BF16, ScalarType::BF16),
    ] {
        k.if_(k.eq(dtype, k.u32(code as u32)), |k| {
            let x = if ty == ScalarType::F32 {
                v
            } else {
                k.cast(v, ty)
            };
            k.store(k.ptr_from_addr(addr, ty), index, x);
        });
    }
}

/// A stride of operand `slot` (1..=3) in dimension `d`, sign-extended.
fn stride<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    word: &dyn Fn(u32) -> Value<'ctx>,
    slot: u32,
    d: u32,
) -> Value<'ctx> {
    let w = word(8 + 2 * (slot - 1) + d / 2);
    let bits = k.cast(k.shr(w, k.u64(32 * u64::from(d % 2))), ScalarType::U32);
    k.cast(k.bitcast(bits, ScalarType::I32), ScalarType::I64)
}

/// Size `d` (0..4) of the merged shape.
fn size<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    word: &dyn Fn(u32) -> Value<'ctx>,
    d: u32,
) -> Value<'ctx> {
    let w = word(6 + d / 2);
    k.cast(k.shr(w, k.u64(32 * u64::from(d % 2))), ScalarType::U32)
}

/// Element offsets of linear index `i` in each input, from the merged sizes
/// and strides.
fn offsets<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    word: &dyn Fn(u32) -> Value<'ctx>,
    i: Value<'ctx>,
) -> [Value<'ctx>; 3] {
    let mut rest = i;
    let mut offs = [k.i64(0), k.i64(0), k.i64(0)];
    for d in (0..MAX_DIMS as u32).rev() {
        let s = size(k, word, d);
        let idx = if d == 0 { rest } else { k.rem(rest, s) };
        if d != 0 {
            rest = k.div(rest, s);
        }
        let idx = k.cast(idx, ScalarType::I64);
        for (slot, o) in offs.iter_mut().enumerate() {
            *o = k.add(*o, k.mul(idx, stride(k, word, slot as u32 + 1, d)));
        }
    }
    offs
}

#[allow(clippy::too_many_arguments)]
fn elementwise<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    op: &OpArgs<'ctx>,
    word: impl Fn(u32) -> Value<'ctx>,
    field: &dyn Fn(u64, u64) -> Value<'ctx>,
    code: Value<'ctx>,
    n: Value<'ctx>,
    part: Value<'ctx>,
    parts: Value<'ctx>,
) {
    let contiguous = k.ne(field(25, 1), k.u32(0));
    let arity = k.var(k.u32(1));
    k.if_(k.lt(code, k.u32(PwOp::Where as u32)), |k| {
        k.set(arity, k.u32(2))
    });
    k.if_(k.eq(code, k.u32(PwOp::Where as u32)), |k| {
        k.set(arity, k.u32(3))
    });
    let arity = k.get(arity);
    let params = word(5);
    let p0 = k.bitcast(k.cast(params, ScalarType::U32), ScalarType::F32);
    let p1 = k.bitcast(
        k.cast(k.shr(params, k.u64(32)), ScalarType::U32),
        ScalarType::F32,
    );
    let start = k.add(k.mul(part, op.threads), op.tid);
    let step = k.mul(parts, op.threads);
    k.for_range(start, n, step, |k, i| {
        let offs = k.var(k.i64(0));
        let (ob, oc) = (k.var(k.i64(0)), k.var(k.i64(0)));
        k.if_else(
            contiguous,
            |k| {
                let i64v = k.cast(i, ScalarType::I64);
                k.set(offs, i64v);
                k.set(ob, i64v);
                k.set(oc, i64v);
            },
            |k| {
                let [a, b, c] = offsets(k, &word, i);
                k.set(offs, a);
                k.set(ob, b);
                k.set(oc, c);
            },
        );
        let a = load_operand(k, &word, field, 1, k.get(offs));
        let b = k.var(k.f32(0.0));
        let c = k.var(k.f32(0.0));
        k.if_(k.ge(arity, k.u32(2)), |k| {
            k.set(b, load_operand(k, &word, field, 2, k.get(ob)))
        });
        k.if_(k.ge(arity, k.u32(3)), |k| {
            k.set(c, load_operand(k, &word, field, 3, k.get(oc)))
        });
        let (b, c) = (k.get(b), k.get(c));
        let r = k.var(a);
        let one = k.f32(1.0);
        let is = |o: PwOp| k.eq(code, k.u32(o as u32));
        let nan_or = |x: Value<'ctx>, y: Value<'ctx>, v: Value<'ctx>| {
            k.select(k.ne(x, x), x, k.select(k.ne(y, y), y, v))
        };
        let sigmoid = |x: Value<'ctx>| k.div(one, k.add(one, k.math(MathOp::Exp, &[k.neg(x)])));
        let cases: Vec<(PwOp, Box<dyn Fn() -> Value<'ctx> + '_>)> = vec![
            (PwOp::Add, Box::new(|| k.add(a, k.mul(p0, b)))),
            (PwOp::Sub, Box::new(|| k.sub(a, k.mul(p0, b)))),
            (PwOp::Mul, Box::new(|| k.mul(a, b))),
            (PwOp::Div, Box::new(|| k.div(a, b))),
            (PwOp::Maximum, Box::new(|| nan_or(a, b, k.max(a, b)))),
            (PwOp::Minimum, Box::new(|| nan_or(a, b, k.min(a, b)))),
            (PwOp::Pow, Box::new(|| k.math(MathOp::Pow, &[a, b]))),
            (
                PwOp::Where,
                Box::new(|| k.select(k.ne(a, k.f32(0.0)), b, c)),
            ),
            (
                PwOp::Relu,
                Box::new(|| k.select(k.lt(a, k.f32(0.0)), k.f32(0.0), a)),
            ),
            (PwOp::Sigmoid, Box::new(|| sigmoid(a))),
            (PwOp::Tanh, Box::new(|| k.math(MathOp::Tanh, &[a]))),
            (PwOp::Exp, Box::new(|| k.math(MathOp::Exp, &[a]))),
            (PwOp::Log, Box::new(|| k.math(MathOp::Log, &[a]))),
            (PwOp::Sqrt, Box::new(|| k.math(MathOp::Sqrt, &[a]))),
            (PwOp::Abs, Box::new(|| k.abs(a))),
            (PwOp::Sin, Box::new(|| k.math(MathOp::Sin, &[a]))),
            (PwOp::Cos, Box::new(|| k.math(MathOp::Cos, &[a]))),
            (
                PwOp::Gelu,
                Box::new(|| {
                    let e = k.math(
                        MathOp::Erf,
                        &[k.mul(a, k.f32(std::f32::consts::FRAC_1_SQRT_2))],
                    );
                    k.mul(k.mul(a, k.f32(0.5)), k.add(one, e))
                }),
            ),
            (
                PwOp::GeluTanh,
                Box::new(|| {
                    let beta =
                        k.f32(std::f32::consts::SQRT_2 * std::f32::consts::FRAC_2_SQRT_PI * 0.5);
                    let inner = k.mul(
                        beta,
                        k.add(a, k.mul(k.f32(0.044715), k.mul(a, k.mul(a, a)))),
                    );
                    k.mul(
                        k.mul(k.f32(0.5), a),
                        k.add(one, k.math(MathOp::Tanh, &[inner])),
                    )
                }),
            ),
            (
                PwOp::Silu,
                Box::new(|| k.div(a, k.add(one, k.math(MathOp::Exp, &[k.neg(a)])))),
            ),
            (
                PwOp::Clamp,
                Box::new(|| {
                    let v = k.min(k.max(a, p0), p1);
                    k.select(k.ne(a, a), a, v)
                }),
            ),
            (PwOp::Neg, Box::new(|| k.neg(a))),
            (PwOp::Square, Box::new(|| k.mul(a, a))),
            (PwOp::Cube, Box::new(|| k.mul(k.mul(a, a), a))),
            (
                PwOp::Rsqrt,
                Box::new(|| k.div(one, k.math(MathOp::Sqrt, &[a]))),
            ),
            (PwOp::Reciprocal, Box::new(|| k.div(one, a))),
        ];
        for (o, f) in cases {
            k.if_(is(o), |k| k.set(r, f()));
        }
        // Copy leaves `r` as `a`.
        store_out(k, &word, field, i, k.get(r));
    });
}

/// Sum or mean over the last dimension: one warp per output row.
#[allow(clippy::too_many_arguments)]
fn reduction<'ctx>(
    k: &KernelBuilder<'_, 'ctx>,
    op: &OpArgs<'ctx>,
    word: impl Fn(u32) -> Value<'ctx>,
    field: &dyn Fn(u64, u64) -> Value<'ctx>,
    code: Value<'ctx>,
    rows: Value<'ctx>,
    part: Value<'ctx>,
    parts: Value<'ctx>,
) {
    let w15 = word(15);
    let cols = k.cast(w15, ScalarType::U32);
    let cstride = k.cast(
        k.bitcast(
            k.cast(k.shr(w15, k.u64(32)), ScalarType::U32),
            ScalarType::I32,
        ),
        ScalarType::I64,
    );
    let ws = k.warp_size();
    let lane = k.rem(op.tid, ws);
    let warps = k.div(op.threads, ws);
    let start = k.add(k.mul(part, warps), k.div(op.tid, ws));
    let step = k.mul(parts, warps);
    k.for_range(start, rows, step, |k, r| {
        let [row, _, _] = offsets(k, &word, r);
        let acc = k.var(k.f32(0.0));
        k.for_range(lane, cols, ws, |k, c| {
            let at = k.add(row, k.mul(k.cast(c, ScalarType::I64), cstride));
            k.set(acc, k.add(k.get(acc), load_operand(k, &word, field, 1, at)));
        });
        let total = k.warp_reduce(Reduce::Add, k.get(acc));
        k.if_(k.eq(lane, k.u32(0)), |k| {
            let mean = k.div(total, k.cast(cols, ScalarType::F32));
            let v = k.select(k.eq(code, k.u32(PwOp::Mean as u32)), mean, total);
            store_out(k, &word, field, r, v);
        });
    });
}
