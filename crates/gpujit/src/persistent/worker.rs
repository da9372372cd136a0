//! The worker kernel: polls its queue, copies the published tasks to shared
//! memory and dispatches them by operator id.

use gpujit_device::{ParamType, ScalarType};
use gpujit_ir::{Axis, KernelBuilder, MemScope, ModuleOptions, PortableModule, Type, Value, p};

use super::{BAD_OP, CTL_WORDS, DONE, EXITED, OpArgs, Operator, QUIT, SLOT_WORDS, TAIL, WORKER};
use crate::Result;

/// Most tasks a worker block takes from its queue in one poll.
pub const FETCH: u32 = 32;

/// The worker kernel for `ops` (operator `i` has id `i + 1`; id 0 is
/// [`NOP`](super::NOP)): `gpujit_worker(ctl: *u64, slots: *u64, capacity: u32)`,
/// one block per queue.
///
/// Thread 0 of a block polls its queue's published tail; it takes every task
/// published since the last poll (up to [`FETCH`]) at once, the whole block
/// copies their slots to shared memory in one pass, runs them in order with a
/// block barrier after each, and then publishes one completion count for all
/// of them. The first poll starts from the completion count, so a worker
/// started again on the same queues goes on where the last one stopped.
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
                    let tasks = k.shared_array(ScalarType::U64, FETCH * SLOT_WORDS);
                    // state[0]: 1 = tasks to run, 2 = quit with nothing left; state[1]: how many.
                    let state = k.shared_array(ScalarType::U32, 2);
                    let tid = k.thread_id(Axis::X);
                    let threads = k.block_dim(Axis::X);
                    let first = k.eq(tid, k.u32(0));
                    // A restarted worker goes on where the last one stopped.
                    let head = k.var(k.atomic_load(ctl, word(DONE), sys));
                    let running = k.var(k.bool(true));
                    k.while_(
                        |k| k.get(running),
                        |k| {
                            // Thread 0 waits for tasks (1) or for quit with nothing left (2),
                            // and takes every published task, up to FETCH, at once.
                            k.if_(first, |k| {
                                let st = k.var(k.u32(0));
                                let tail = k.var(k.u64(0));
                                k.while_(
                                    |k| k.eq(k.get(st), k.u32(0)),
                                    |k| {
                                        k.set(tail, k.atomic_load(ctl, word(TAIL), sys));
                                        k.if_else(
                                            k.gt(k.get(tail), k.get(head)),
                                            |k| k.set(st, k.u32(1)),
                                            |k| {
                                                let quit = k.atomic_load(ctl, word(QUIT), sys);
                                                k.if_(k.ne(quit, k.u64(0)), |k| {
                                                    k.fence(sys);
                                                    k.set(
                                                        tail,
                                                        k.atomic_load(ctl, word(TAIL), sys),
                                                    );
                                                    let more = k.gt(k.get(tail), k.get(head));
                                                    k.set(st, k.select(more, k.u32(1), k.u32(2)));
                                                });
                                            },
                                        );
                                    },
                                );
                                k.fence(sys);
                                let count =
                                    k.min(k.sub(k.get(tail), k.get(head)), k.u64(u64::from(FETCH)));
                                k.store(state, k.u32(0), k.get(st));
                                k.store(state, k.u32(1), k.cast(count, ScalarType::U32));
                            });
                            k.barrier();
                            let st = k.load(state, k.u32(0));
                            k.if_else(
                                k.eq(st, k.u32(2)),
                                |k| k.set(running, k.bool(false)),
                                |k| {
                                    let count = k.load(state, k.u32(1));
                                    // Every thread copies words of the slots (queue q's
                                    // ring starts at slot q * capacity): one round trip
                                    // to host memory for all of them.
                                    let q = k.cast(k.block_id(Axis::X), ScalarType::U64);
                                    let words = k.mul(count, k.u32(SLOT_WORDS));
                                    k.for_range(tid, words, threads, |k, w| {
                                        let j =
                                            k.cast(k.div(w, k.u32(SLOT_WORDS)), ScalarType::U64);
                                        let ring =
                                            k.add(k.rem(k.add(k.get(head), j), cap), k.mul(q, cap));
                                        let at = k.add(
                                            k.mul(ring, k.u64(u64::from(SLOT_WORDS))),
                                            k.cast(k.rem(w, k.u32(SLOT_WORDS)), ScalarType::U64),
                                        );
                                        k.store(tasks, w, k.atomic_load(slots, at, sys));
                                    });
                                    k.barrier();
                                    k.for_range(k.u32(0), count, k.u32(1), |k, j| {
                                        let at = k.mul(j, k.u32(SLOT_WORDS));
                                        let header = k.load(tasks, at);
                                        let id = k.cast(
                                            k.and(header, k.u64(0xffff_ffff)),
                                            ScalarType::U32,
                                        );
                                        let n = k.cast(k.shr(header, k.u64(32)), ScalarType::U32);
                                        let known = k.var(k.eq(id, k.u32(0)));
                                        for (i, (op, f)) in ops.iter().zip(&funcs).enumerate() {
                                            let this = k.eq(id, k.u32(i as u32 + 1));
                                            k.if_(this, |k| {
                                                let mut args = vec![n];
                                                for (a, t) in op.params.iter().enumerate() {
                                                    let w = k.load(
                                                        tasks,
                                                        k.add(at, k.u32(a as u32 + 1)),
                                                    );
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
                                        // Tasks of a queue run in order: each sees the last one's writes.
                                        k.barrier();
                                    });
                                    // One completion for all of them.
                                    let next = k.add(k.get(head), k.cast(count, ScalarType::U64));
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
