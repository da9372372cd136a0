use super::queue::Generation;
use super::*;
use crate::Jit;
use crate::cache::Cache;
use gpujit_device::Device;
use gpujit_device::DeviceExt;
use gpujit_device::KernelArg;
use gpujit_device::ScalarType;
use gpujit_ir::MemScope;
use std::sync::atomic::Ordering;
use std::time::Instant;

/// The device these tests run on: `GPUJIT_TEST_DEVICE` (`cuda`), else the host.
fn test_jit() -> Arc<Jit> {
    let name = std::env::var("GPUJIT_TEST_DEVICE").unwrap_or_else(|_| "host".into());
    let dev = crate::open(&name).unwrap_or_else(|e| panic!("GPUJIT_TEST_DEVICE={name}: {e}"));
    Arc::new(Jit::new(dev, Cache::new(None, 0, 64)).unwrap())
}

fn runtime(jit: &Arc<Jit>, queues: u32, timeout: Duration) -> Runtime {
    let cfg = RuntimeConfig {
        queues,
        capacity: 64,
        threads: 64,
        timeout,
    };
    Runtime::new(jit.clone(), cfg).unwrap()
}

const U32P: ParamType = ParamType::Pointer(Some(ScalarType::U32));
const F32P: ParamType = ParamType::Pointer(Some(ScalarType::F32));

/// `append(log, value)`: thread 0 appends `value` to `log` (`log[0]` counts).
fn append() -> Operator {
    Operator::new(
        "append",
        &[U32P, ParamType::Scalar(ScalarType::U32)],
        |k, op| {
            k.if_(k.eq(op.tid, k.u32(0)), |k| {
                let (log, v) = (op.args[0], op.args[1]);
                let c = k.load(log, k.u32(0));
                k.store(log, k.add(c, k.u32(1)), v);
                k.store(log, k.u32(0), k.add(c, k.u32(1)));
            });
        },
    )
    .unwrap()
}

/// `scale(x, s)`: `x[i] *= s` for every element.
fn scale() -> Operator {
    Operator::new(
        "scale",
        &[F32P, ParamType::Scalar(ScalarType::F32)],
        |k, op| {
            k.for_range(op.tid, op.n, op.threads, |k, i| {
                k.store(op.args[0], i, k.mul(k.load(op.args[0], i), op.args[1]));
            });
        },
    )
    .unwrap()
}

/// The values logged by [`append`].
fn logged(dev: &dyn Device, log: &gpujit_device::Buffer<u32>) -> Vec<u32> {
    let l = dev.download(log).unwrap();
    l[1..=l[0] as usize].to_vec()
}

/// Checks each submitter's values appear once each, in its order.
fn check_log(values: &[u32], submitters: &[u32], per: u32) {
    for &s in submitters {
        let mine: Vec<u32> = values
            .iter()
            .filter(|v| *v >> 16 == s)
            .map(|v| v & 0xffff)
            .collect();
        assert_eq!(
            mine,
            (0..per).collect::<Vec<_>>(),
            "submitter {s}: lost, repeated or reordered tasks"
        );
    }
    assert_eq!(values.len(), submitters.len() * per as usize);
}

#[test]
fn tasks_run_exactly_once_and_in_order_under_concurrent_submitters() {
    let jit = test_jit();
    let rt = runtime(&jit, 2, Duration::from_secs(20));
    rt.install(append()).unwrap();
    let dev = jit.device();
    let per = 300u32;
    let logs: Vec<_> = (0..2)
        .map(|_| dev.upload(&vec![0u32; 4 * per as usize + 1]).unwrap())
        .collect();
    std::thread::scope(|s| {
        for sub in 0..4u32 {
            let (rt, log) = (&rt, &logs[sub as usize % 2]);
            s.spawn(move || {
                let mut last = None;
                for i in 0..per {
                    let t = rt
                        .submit(sub % 2, "append", &[log.into(), (sub << 16 | i).into()], 1)
                        .unwrap();
                    last = Some(t);
                }
                if let Some(t) = last {
                    t.wait().unwrap();
                }
            });
        }
    });
    check_log(&logged(dev, &logs[0]), &[0, 2], per);
    check_log(&logged(dev, &logs[1]), &[1, 3], per);
    assert_eq!(rt.stats().submitted, 4 * u64::from(per));
    rt.shutdown().unwrap();
}

#[test]
fn an_operator_installed_while_tasks_flow_takes_over_without_losing_any() {
    let jit = test_jit();
    let rt = runtime(&jit, 1, Duration::from_secs(20));
    rt.install(append()).unwrap();
    let dev = jit.device();
    let log = dev.upload(&vec![0u32; 20_002]).unwrap();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let sent = std::thread::scope(|s| {
        let feeder = s.spawn(|| {
            let mut i = 0u32;
            while !stop.load(Ordering::Relaxed) && i < 20_000 {
                let _ = rt
                    .submit(0, "append", &[(&log).into(), i.into()], 1)
                    .unwrap();
                i += 1;
            }
            i
        });
        // Two installs while the feeder submits: a new operator, then a new version of it.
        rt.install(scale()).unwrap();
        let x = dev.upload(&[1.0f32, 2.0, 3.0]).unwrap();
        rt.submit(0, "scale", &[(&x).into(), 2.0f32.into()], 3)
            .unwrap()
            .wait()
            .unwrap();
        assert_eq!(dev.download(&x).unwrap(), vec![2.0, 4.0, 6.0]);
        let triple = Operator::new(
            "scale",
            &[F32P, ParamType::Scalar(ScalarType::F32)],
            |k, op| {
                k.for_range(op.tid, op.n, op.threads, |k, i| {
                    let v = k.mul(k.load(op.args[0], i), op.args[1]);
                    k.store(op.args[0], i, k.mul(v, k.f32(3.0)));
                });
            },
        )
        .unwrap();
        rt.install(triple).unwrap();
        rt.submit(0, "scale", &[(&x).into(), 1.0f32.into()], 3)
            .unwrap()
            .wait()
            .unwrap();
        assert_eq!(
            dev.download(&x).unwrap(),
            vec![6.0, 12.0, 18.0],
            "the new version serves"
        );
        stop.store(true, Ordering::Relaxed);
        feeder.join().unwrap()
    });
    rt.submit(0, "append", &[(&log).into(), 0xffffu32.into()], 1)
        .unwrap()
        .wait()
        .unwrap();
    let values = logged(dev, &log);
    assert_eq!(values.len() as u32, sent + 1);
    let expect: Vec<u32> = (0..sent).chain([0xffff]).collect();
    assert_eq!(
        values, expect,
        "every task once, in order, across both switches"
    );
    assert_eq!(rt.stats().workers_started, 4);
    assert!(rt.stats().last_swap > Duration::ZERO);
    assert_eq!(rt.operators(), vec!["append", "scale"]);
    rt.shutdown().unwrap();
}

#[test]
fn failing_installs_roll_back_and_the_old_worker_keeps_serving() {
    let jit = test_jit();
    let rt = runtime(&jit, 1, Duration::from_secs(20));
    rt.install(append()).unwrap();
    let dev = jit.device();
    let log = dev.upload(&[0u32; 16]).unwrap();
    let run = |v: u32| {
        rt.submit(0, "append", &[(&log).into(), v.into()], 1)
            .unwrap()
            .wait()
            .unwrap()
    };
    run(1);

    // A body the builder rejects: compile stage.
    let broken = Operator::new("broken", &[F32P], |k, op| {
        k.store(op.args[0], op.tid, k.add(k.f32(1.0), k.u32(1)));
    })
    .unwrap();
    let e = rt.install(broken).unwrap_err();
    assert!(
        matches!(
            &e,
            Error::Runtime(RuntimeError::InstallFailed {
                stage: "compile",
                ..
            })
        ),
        "{e}"
    );
    run(2);

    // A body that compiles but computes the wrong thing: its check fails.
    let wrong = Operator::new("double", &[F32P], |k, op| {
        k.for_range(op.tid, op.n, op.threads, |k, i| {
            k.store(op.args[0], i, k.add(k.load(op.args[0], i), k.f32(1.0)));
        });
    })
    .unwrap()
    .with_check(|c| {
        let x = c.device().upload(&[3.0f32])?;
        c.run("double", &[(&x).into()], 1)?;
        let got = c.device().download(&x)?[0];
        if got != 6.0 {
            return Err(format!("double(3) = {got}").into());
        }
        Ok(())
    });
    let e = rt.install(wrong).unwrap_err();
    assert!(
        matches!(
            &e,
            Error::Runtime(RuntimeError::InstallFailed {
                stage: "validate",
                ..
            })
        ),
        "{e}"
    );
    assert!(e.to_string().contains("double(3) = 4"), "{e}");
    run(3);
    assert_eq!(rt.operators(), vec!["append"]);
    assert_eq!(rt.stats().rollbacks, 2);
    assert_eq!(logged(dev, &log), vec![1, 2, 3]);

    // Bad tasks are refused before they reach the queue.
    let e = rt.submit(0, "double", &[], 1).err().unwrap();
    assert!(
        matches!(e, Error::Runtime(RuntimeError::UnknownOperator { .. })),
        "{e}"
    );
    let e = rt.submit(0, "append", &[(&log).into()], 1).err().unwrap();
    assert!(e.to_string().contains("takes 2 arguments, 1 given"), "{e}");
    let e = rt
        .submit(0, "append", &[(&log).into(), 1.0f32.into()], 1)
        .err()
        .unwrap();
    assert!(e.to_string().contains("argument 1"), "{e}");
    let e = rt
        .submit(5, "append", &[(&log).into(), 1u32.into()], 1)
        .err()
        .unwrap();
    assert!(e.to_string().contains("queue 5"), "{e}");
    // A raw address: only the unsafe submit takes one.
    let raw = KernelArg::address(log.memory().addr(), Some(ScalarType::U32));
    let e = rt
        .submit(0, "append", &[raw, 4u32.into()], 1)
        .err()
        .unwrap();
    assert!(
        e.to_string()
            .contains("argument 0 is a raw address, which only `Runtime::submit_unchecked`"),
        "{e}"
    );
    // SAFETY: the address is `log`'s, which stays alive, untouched, until the ticket is done.
    unsafe { rt.submit_unchecked(0, "append", &[raw, 4u32.into()], 1) }
        .unwrap()
        .wait()
        .unwrap();
    assert_eq!(logged(dev, &log), vec![1, 2, 3, 4]);
    rt.shutdown().unwrap();
}

#[test]
fn shutdown_runs_the_tasks_in_flight_first() {
    let jit = test_jit();
    let rt = runtime(&jit, 1, Duration::from_secs(20));
    rt.install(append()).unwrap();
    let dev = jit.device();
    let log = dev.upload(&vec![0u32; 301]).unwrap();
    // More tasks than slots: submitting waits for room (back-pressure).
    for i in 0..300u32 {
        let _ = rt
            .submit(0, "append", &[(&log).into(), i.into()], 1)
            .unwrap();
    }
    rt.shutdown().unwrap();
    assert_eq!(logged(dev, &log), (0..300).collect::<Vec<_>>());
    let e = rt
        .submit(0, "append", &[(&log).into(), 0u32.into()], 1)
        .err()
        .unwrap();
    assert!(matches!(e, Error::Runtime(RuntimeError::Shutdown)), "{e}");
    rt.shutdown().unwrap();
}

#[test]
fn a_stuck_worker_is_reported_not_waited_for() {
    let jit = test_jit();
    let rt = runtime(&jit, 1, Duration::from_millis(500));
    // `hold(flag)` spins until the host sets the flag.
    let hold = Operator::new("hold", &[U32P], |k, op| {
        k.if_(k.eq(op.tid, k.u32(0)), |k| {
            k.while_(
                |k| {
                    k.eq(
                        k.atomic_load(op.args[0], k.u32(0), MemScope::System),
                        k.u32(0),
                    )
                },
                |_| {},
            );
        });
    })
    .unwrap();
    rt.install(hold).unwrap();
    let flag = jit.device().alloc_mapped(64).unwrap();
    let t = rt.submit(0, "hold", &[flag.arg()], 1).unwrap();
    let e = t.wait().unwrap_err();
    assert!(
        matches!(e, Error::Runtime(RuntimeError::StuckWorker { .. })),
        "{e}"
    );
    let t0 = Instant::now();
    let e = rt.shutdown().unwrap_err();
    assert!(
        matches!(e, Error::Runtime(RuntimeError::StuckWorker { .. })),
        "{e}"
    );
    assert!(
        e.to_string().contains("exit (1 tasks still queued)") || e.to_string().contains("exit (0"),
        "{e}"
    );
    assert!(
        t0.elapsed() < Duration::from_secs(5),
        "shutdown waited {:?}",
        t0.elapsed()
    );
    // Released, the worker finishes its task and exits on its own.
    flag.u32_at(0).unwrap().store(1, Ordering::Release);
    assert!(t.wait().is_ok());
    let stuck = lock(&rt.stuck).pop().unwrap();
    stuck.join(Duration::from_secs(10)).unwrap();
    lock(&rt.stuck).push(stuck);
}

#[test]
fn the_worker_compiles_for_amd_with_its_queue_abi() {
    let ops = [append(), scale()];
    let m = worker_module(&ops).unwrap();
    let opts = crate::CompileOptions {
        arch: Some("gfx942".into()),
        ..Default::default()
    };
    let c = crate::compile(&m, crate::Target::Amdgcn, &opts).unwrap();
    let info = gpujit_amdgcn::code_object::CodeObject::parse(&c.image.bytes).unwrap();
    let k = info.kernels.iter().find(|k| k.name == WORKER).unwrap();
    let explicit: Vec<(u32, u32)> = k
        .args
        .iter()
        .filter(|a| !a.value_kind.starts_with("hidden"))
        .map(|a| (a.offset, a.size))
        .collect();
    assert_eq!(
        explicit,
        vec![(0, 8), (8, 8), (16, 4)],
        "ctl, slots, capacity"
    );
    // The fetched tasks and their state go through LDS (words no operator reads
    // may be dropped).
    assert!(
        (1..=FETCH * SLOT_WORDS * 8 + 16).contains(&k.group_segment_fixed_size),
        "task and state in LDS: {} bytes",
        k.group_segment_fixed_size
    );
    assert_eq!(k.wavefront_size, 64);
    // System-scope polling and publishing survive on NVIDIA too.
    let ptx = crate::compile(&m, crate::Target::Nvptx, &crate::CompileOptions::default()).unwrap();
    let text = String::from_utf8_lossy(&ptx.image.bytes);
    assert!(text.contains(".entry gpujit_worker"), "{text}");
    assert!(
        text.contains("ld.volatile.global.u64") || text.contains("ld.relaxed.sys"),
        "{text}"
    );
    assert!(
        text.contains("fence.sc.sys") || text.contains("membar.sys"),
        "{text}"
    );
}

mod batching {
    use super::*;
    use crate::persistent::batch::{BatchConfig, Batcher, Elementwise};
    use gpujit_ir::MathOp;

    fn setup(max_ops: u32, max_delay: Duration) -> (Arc<Jit>, Arc<Runtime>, Batcher) {
        let jit = test_jit();
        let rt = Arc::new(runtime(&jit, 1, Duration::from_secs(20)));
        let b = Batcher::new(
            rt.clone(),
            BatchConfig {
                max_ops,
                max_delay,
                queue: 0,
            },
        )
        .unwrap();
        (jit, rt, b)
    }

    #[test]
    fn tiny_requests_run_in_batches_and_match_the_cpu() {
        let (jit, rt, batcher) = setup(64, Duration::from_secs(60));
        let dev = jit.device();
        let n = 37;
        let data = |s: f32| {
            Arc::new(
                dev.upload(&(0..n).map(|i| 0.25 + s * i as f32).collect::<Vec<f32>>())
                    .unwrap(),
            )
        };
        let (a, b, c) = (data(0.5), data(0.125), data(1.0));
        type Reference = fn(f32, f32, f32) -> f32;
        let ops: [(Elementwise, Reference); 8] = [
            (Elementwise::Add, |x, y, _| x + y),
            (Elementwise::Sub, |x, y, _| x - y),
            (Elementwise::Mul, |x, y, _| x * y),
            (Elementwise::Min, |x, y, _| x.min(y)),
            (Elementwise::Max, |x, y, _| x.max(y)),
            (Elementwise::Fma, |x, y, z| x.mul_add(y, z)),
            (Elementwise::Unary(MathOp::Sqrt), |x, _, _| x.sqrt()),
            (Elementwise::Unary(MathOp::Exp), |x, _, _| x.exp()),
        ];
        let mut outs = Vec::new();
        let mut last = None;
        for r in 0..1000 {
            let (op, f) = ops[r % ops.len()];
            let out = Arc::new(dev.alloc::<f32>(n).unwrap());
            let inputs = [&a, &b, &c];
            last = Some(batcher.request(op, &inputs[..op.inputs()], &out).unwrap());
            outs.push((f, out));
        }
        last.unwrap().wait().unwrap();
        let st = batcher.stats();
        assert_eq!(st.requests, 1000);
        assert_eq!(
            st.batches, 16,
            "1000 requests in full batches of 64, then the rest"
        );
        let (ha, hb, hc) = (
            dev.download(&a).unwrap(),
            dev.download(&b).unwrap(),
            dev.download(&c).unwrap(),
        );
        for (r, (f, out)) in outs.iter().enumerate() {
            for (i, got) in dev.download(out).unwrap().into_iter().enumerate() {
                let want = f(ha[i], hb[i], hc[i]);
                assert!(
                    (got - want).abs() <= 2e-6 * want.abs().max(1.0),
                    "request {r} element {i}: {got} vs {want}"
                );
            }
        }
        let e = batcher
            .request(Elementwise::Fma, &[&a, &b], &outs[0].1)
            .err()
            .unwrap();
        assert!(e.to_string().contains("takes 3 inputs, 2 given"), "{e}");
        let short = Arc::new(dev.alloc::<f32>(3).unwrap());
        let e = batcher.add(&a, &b, &short).err().unwrap();
        assert!(e.to_string().contains("37 elements, the output 3"), "{e}");
        let e = batcher.unary(MathOp::Pow, &a, &outs[0].1).err().unwrap();
        assert!(e.to_string().contains("not a one-argument"), "{e}");
        drop(batcher);
        rt.shutdown().unwrap();
    }

    #[test]
    fn a_consumer_the_clock_and_flush_send_partial_batches() {
        let (jit, rt, batcher) = setup(1000, Duration::from_millis(30));
        let dev = jit.device();
        let one = Arc::new(dev.upload(&[1.0f32, 2.0]).unwrap());
        let (t, u) = (
            Arc::new(dev.alloc::<f32>(2).unwrap()),
            Arc::new(dev.alloc::<f32>(2).unwrap()),
        );
        // A chain inside one batch: u = (one + one) * one, sent by the consumer.
        let _ = batcher.add(&one, &one, &t).unwrap();
        let p = batcher.mul(&t, &one, &u).unwrap();
        p.wait().unwrap();
        assert_eq!(dev.download(&u).unwrap(), vec![2.0, 8.0]);
        assert_eq!(batcher.stats().batches, 1);
        // Nobody waits: the clock sends it.
        let p = batcher.add(&u, &one, &t).unwrap();
        let t0 = Instant::now();
        while batcher.stats().batches < 2 {
            assert!(
                t0.elapsed() < Duration::from_secs(10),
                "the time bound never sent the batch"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        p.wait().unwrap();
        assert_eq!(dev.download(&t).unwrap(), vec![3.0, 10.0]);
        // On demand.
        let p = batcher.add(&one, &one, &t).unwrap();
        batcher.flush().unwrap();
        assert_eq!(batcher.stats().batches, 3);
        p.wait().unwrap();
        drop(batcher);
        rt.shutdown().unwrap();
    }
}

#[test]
fn mapped_memory_is_bounds_checked() {
    let jit = test_jit();
    let m = jit.device().alloc_mapped(24).unwrap();
    assert_eq!(m.len(), 24);
    m.u64_at(2).unwrap().store(7, Ordering::Relaxed);
    assert_eq!(m.u32_at(4).unwrap().load(Ordering::Relaxed), 7);
    assert!(m.u64_at(3).is_err());
    assert!(m.u32_at(6).is_err());
    assert!(m.u64_at(usize::MAX).is_err());
}

/// Which driver calls return while a worker spins (run by hand on a GPU:
/// `--ignored which_calls_return_while_a_worker_runs --nocapture`); each step
/// is printed before it starts, so a hang shows where it stopped.
#[test]
#[ignore = "diagnostic for a GPU machine"]
fn which_calls_return_while_a_worker_runs() {
    use std::io::Write;
    let step = |s: &str| {
        println!("step: {s}");
        let _ = std::io::stdout().flush();
    };
    let jit = test_jit();
    let dev = jit.device_arc();
    let img = jit.compile(&worker_module(&[append()]).unwrap()).unwrap();
    step("runtime");
    let rt = runtime(&jit, 1, Duration::from_secs(5));
    step("upload, download");
    let buf = dev.upload(&[1u32, 2, 3]).unwrap();
    dev.download(&buf).unwrap();
    step("drop a buffer");
    drop(buf);
    step("alloc and drop mapped memory");
    drop(dev.alloc_mapped(4096).unwrap());
    step("load beside the worker");
    println!("  -> {:?}", dev.load(&img).err().map(|e| e.to_string()));
    step("synchronize beside the worker");
    println!("  -> {:?}", dev.synchronize().err().map(|e| e.to_string()));
    let cur = rt.current().unwrap();
    step("quit");
    cur.quit();
    step("join");
    println!("  -> {:?}", cur.join(Duration::from_secs(5)));
    step("load after the worker exited");
    let k = Generation::load(&jit, &img).unwrap();
    step("launch");
    let w = Generation::launch(&jit, rt.config(), 99, vec![append()], k)
        .map_err(|(_, e)| e)
        .unwrap();
    step("validate");
    rt.validate(&w, None).unwrap();
    step("quit and join");
    w.quit();
    w.join(Duration::from_secs(5)).unwrap();
    step("done");
}

#[test]
fn a_device_without_detached_launches_refuses_a_runtime_with_a_typed_error() {
    // The AMDGCN emulator (an HIP-backend device) maps host memory but runs each launch
    // to its end before returning: it cannot keep a worker running beside other work.
    let dev = crate::open("amdgcn-emu").unwrap();
    let jit = Arc::new(Jit::new(dev, Cache::new(None, 0, 4)).unwrap());
    let e = Runtime::new(jit, RuntimeConfig::default()).err().unwrap();
    assert!(
        matches!(
            &e,
            Error::Runtime(RuntimeError::InstallFailed { stage: "start", .. })
        ),
        "{e}"
    );
    assert!(
        e.to_string()
            .contains("persistent workers (a detached launch beside other work)"),
        "{e}"
    );
}

#[test]
fn runtime_handles_cross_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Runtime>();
    send_sync::<Ticket>();
    send_sync::<crate::persistent::batch::Batcher>();
    send_sync::<crate::persistent::batch::Pending>();
    send_sync::<Operator>();
}

#[test]
fn a_parked_worker_resumes_on_submit_where_it_stopped() {
    let jit = test_jit();
    let rt = runtime(&jit, 1, Duration::from_secs(20));
    rt.install(append()).unwrap();
    let dev = jit.device();
    let log = dev.upload(&vec![0u32; 401]).unwrap();
    // A burst larger than one fetch, then a park, twice: every task runs once, in order.
    let mut tickets = Vec::new();
    for round in 0..2u32 {
        for i in 0..200u32 {
            let v = round * 200 + i;
            tickets.push(
                rt.submit(0, "append", &[(&log).into(), v.into()], 1)
                    .unwrap(),
            );
        }
        rt.park().unwrap();
        assert!(rt.is_parked());
        assert!(
            tickets.iter().all(|t| t.is_done()),
            "park ran what was queued"
        );
        rt.park().unwrap();
    }
    for t in &tickets {
        t.wait().unwrap();
    }
    assert_eq!(logged(dev, &log), (0..400).collect::<Vec<_>>());
    let s = rt.stats();
    assert_eq!((s.parks, s.resumes), (2, 1));
    // Installing from a parked state swaps in a running worker.
    rt.install(scale()).unwrap();
    assert!(!rt.is_parked());
    rt.shutdown().unwrap();
    assert!(
        rt.park().is_err(),
        "parking a shut-down runtime is an error"
    );
}
