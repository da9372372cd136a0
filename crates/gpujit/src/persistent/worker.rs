//! The worker kernel: polls its queue, copies a task to shared memory and
//! dispatches it by operator id.

use gpujit_device::{ParamType, ScalarType};
use gpujit_ir::{Axis, KernelBuilder, MemScope, ModuleOptions, PortableModule, Type, Value, p};

use super::{BAD_OP, CTL_WORDS, DONE, EXITED, OpArgs, Operator, QUIT, SLOT_WORDS, TAIL, WORKER};
use crate::Result;

/// The worker kernel for `ops` (operator `i` has id `i + 1`; id 0 is [`NOP`]):
/// `gpujit_worker(ctl: *u64, slots: *u64, capacity: u32)`, one block per queue.
pub fn worker_module(ops: &[Operator]) -> Result<PortableModule> {
    Ok(gpujit_ir::build(
        "gpujit.worker",
        ModuleOptions::default(),
        |m| {
            let mut funcs = Vec::with_capacity(ops.len());
            for (i, op) in ops.iter().enumerate() {
                let mut params = vec![("n".to_string(), Type::Scalar(ScalarType::U32))];
                for (j, t) in op.params.iter().enumerate() {
                    let ty = match *t {
                        ParamType::Pointer(Some(s)) => Type::Ptr(s, gpujit_ir::Space::Global),
                        ParamType::Scalar(s) => Type::Scalar(s),
                        _ => Type::Scalar(ScalarType::U64),
                    };
                    params.push((format!("a{j}"), ty));
                }
                let named: Vec<(&str, Type)> =
                    params.iter().map(|(n, t)| (n.as_str(), *t)).collect();
                let body = op.body.clone();
                funcs.push(
                    m.function(&format!("op{}", i + 1), &named, None, move |k, a| {
                        let args = OpArgs {
                            args: a[1..].to_vec(),
                            n: a[0],
                            tid: k.thread_id(Axis::X),
                            threads: k.block_dim(Axis::X),
                        };
                        body(k, &args);
                    })?,
                );
            }
            m.kernel(
                WORKER,
                &[
                    p::ptr("ctl", ScalarType::U64),
                    p::ptr("slots", ScalarType::U64),
                    p::u32("capacity"),
                ],
                |k, a| {
                    let (ctl, slots, cap) = (a[0], a[1], k.cast(a[2], ScalarType::U64));
                    let sys = MemScope::System;
                    let base = k.mul(k.block_id(Axis::X), k.u32(CTL_WORDS));
                    let word = |w: u32| k.add(base, k.u32(w));
                    let task = k.shared_array(ScalarType::U64, SLOT_WORDS);
                    let state = k.shared_array(ScalarType::U32, 1);
                    let tid = k.thread_id(Axis::X);
                    let first = k.eq(tid, k.u32(0));
                    let head = k.var(k.u64(0));
                    let running = k.var(k.bool(true));
                    k.while_(
                        |k| k.get(running),
                        |k| {
                            // Thread 0 waits for a task (1) or for quit with nothing left (2).
                            k.if_(first, |k| {
                                let st = k.var(k.u32(0));
                                k.while_(
                                    |k| k.eq(k.get(st), k.u32(0)),
                                    |k| {
                                        let tail = k.atomic_load(ctl, word(TAIL), sys);
                                        k.if_else(
                                            k.gt(tail, k.get(head)),
                                            |k| k.set(st, k.u32(1)),
                                            |k| {
                                                let quit = k.atomic_load(ctl, word(QUIT), sys);
                                                k.if_(k.ne(quit, k.u64(0)), |k| {
                                                    k.fence(sys);
                                                    let tail = k.atomic_load(ctl, word(TAIL), sys);
                                                    let more = k.gt(tail, k.get(head));
                                                    k.set(st, k.select(more, k.u32(1), k.u32(2)));
                                                });
                                            },
                                        );
                                    },
                                );
                                k.fence(sys);
                                k.if_(k.eq(k.get(st), k.u32(1)), |k| {
                                    // Queue q's ring starts at slot q * capacity.
                                    let q = k.cast(k.block_id(Axis::X), ScalarType::U64);
                                    let ring = k.add(k.rem(k.get(head), cap), k.mul(q, cap));
                                    let slot = k.mul(ring, k.u64(u64::from(SLOT_WORDS)));
                                    for w in 0..SLOT_WORDS {
                                        let v = k.load(slots, k.add(slot, k.u64(u64::from(w))));
                                        k.store(task, k.u32(w), v);
                                    }
                                });
                                k.store(state, k.u32(0), k.get(st));
                            });
                            k.barrier();
                            let st = k.load(state, k.u32(0));
                            k.if_else(
                                k.eq(st, k.u32(2)),
                                |k| k.set(running, k.bool(false)),
                                |k| {
                                    let header = k.load(task, k.u32(0));
                                    let id =
                                        k.cast(k.and(header, k.u64(0xffff_ffff)), ScalarType::U32);
                                    let n = k.cast(k.shr(header, k.u64(32)), ScalarType::U32);
                                    let known = k.var(k.eq(id, k.u32(0)));
                                    for (i, (op, f)) in ops.iter().zip(&funcs).enumerate() {
                                        let this = k.eq(id, k.u32(i as u32 + 1));
                                        k.if_(this, |k| {
                                            let mut args = vec![n];
                                            for (j, t) in op.params.iter().enumerate() {
                                                let w = k.load(task, k.u32(j as u32 + 1));
                                                args.push(decode(k, w, *t));
                                            }
                                            k.call(f, &args);
                                            k.set(known, k.bool(true));
                                        });
                                    }
                                    k.if_(k.and(first, k.not(k.get(known))), |k| {
                                        k.atomic_store(
                                            ctl,
                                            word(BAD_OP),
                                            k.add(k.cast(id, ScalarType::U64), k.u64(1)),
                                            sys,
                                        );
                                    });
                                    k.barrier();
                                    let next = k.add(k.get(head), k.u64(1));
                                    k.if_(first, |k| {
                                        k.fence(sys);
                                        k.atomic_store(ctl, word(DONE), next, sys);
                                    });
                                    k.set(head, next);
                                },
                            );
                        },
                    );
                    k.if_(first, |k| {
                        k.fence(sys);
                        k.atomic_store(ctl, word(EXITED), k.u64(1), sys);
                    });
                },
            )
        },
    )?)
}

/// A task argument word as the operator's parameter type.
fn decode<'ctx>(k: &KernelBuilder<'_, 'ctx>, w: Value<'ctx>, t: ParamType) -> Value<'ctx> {
    match t {
        ParamType::Pointer(Some(s)) => k.ptr_from_addr(w, s),
        ParamType::Scalar(s) if s.size() == 8 => k.bitcast(w, s),
        ParamType::Scalar(s) => k.bitcast(k.cast(w, ScalarType::U32), s),
        _ => w,
    }
}
