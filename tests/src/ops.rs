//! Every operation of the portable language, executed and checked against a
//! CPU reference, and a table-driven lowering check over every intrinsic.

use anyhow::ensure;
use gpujit::ir::{
    AtomicOp, Axis, Intrinsic, KernelBuilder, LaunchBounds, MathOp, MemScope, ModuleOptions,
    Reduce, ScalarType, ShuffleKind, Type, Value, build, p,
};
use gpujit::{
    Device, DeviceCopy, DeviceError, DeviceExt, Dim3, Kernel, LaunchConfig, PortableModule,
};
use gpujit_conformance::Tally;

fn load(dev: &dyn Device, m: &PortableModule, name: &str) -> anyhow::Result<Kernel> {
    let c = gpujit::compile_for(dev, m)?;
    Ok(dev.load(&c.image)?.kernel(name)?)
}

fn cfg(blocks: u32, threads: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::x(blocks),
        block: Dim3::x(threads),
        shared_bytes: 0,
    }
}

/// A module whose kernel `k(out: *T, x: *T, n: u32)` stores `f(k, x[g], g)` at
/// the global id `g < n`. Every thread computes `f` (threads past `n` read
/// `x[n - 1]`), so warp operations see full warps.
fn per_thread(
    ty: ScalarType,
    f: impl for<'a, 'ctx> Fn(&KernelBuilder<'a, 'ctx>, Value<'ctx>, Value<'ctx>) -> Value<'ctx>,
) -> anyhow::Result<PortableModule> {
    Ok(build("per_thread", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[p::ptr("out", ty), p::ptr("x", ty), p::u32("n")],
            |k, a| {
                let g = k.global_id(Axis::X);
                let v = f(k, k.load(a[1], k.min(g, k.sub(a[2], k.u32(1)))), g);
                k.if_(k.lt(g, a[2]), |k| k.store(a[0], g, v));
            },
        )
    })?)
}

/// Runs `m`'s kernel `k(out, x, n)` with one thread per element of `x`.
fn run<T: DeviceCopy>(
    dev: &dyn Device,
    m: &PortableModule,
    x: &[T],
    block: u32,
) -> anyhow::Result<Vec<T>> {
    let k = load(dev, m, "k")?;
    let xb = dev.upload(x)?;
    let out = dev.alloc::<T>(x.len())?;
    let blocks = (x.len() as u32).div_ceil(block);
    dev.launch(
        &k,
        &cfg(blocks, block),
        &[(&out).into(), (&xb).into(), (x.len() as u32).into()],
    )?;
    dev.synchronize()?;
    Ok(dev.download(&out)?)
}

fn lanes(n: usize) -> Vec<u32> {
    (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761) >> 7)
        .collect()
}

fn shuffle_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    let warp = dev.info().warp_size;
    for kind in ShuffleKind::ALL {
        for width in [warp, 16, 8] {
            for arg in [1u32, 3, 6] {
                t.run(
                    &format!("{tag}::shuffle::{}::w{width}::a{arg}", kind.name()),
                    || {
                        let m = per_thread(ScalarType::U32, |k, x, _| {
                            k.shuffle(kind, x, k.u32(arg), k.u32(width))
                        })?;
                        let x = lanes(4 * warp as usize);
                        let got = run(dev, &m, &x, 2 * warp)?;
                        for (g, v) in got.iter().enumerate() {
                            let (lane, base) = (g as u32 % warp, g as u32 - g as u32 % warp);
                            let src = base + kind.source_lane(lane, arg, width);
                            let want = x[src as usize];
                            ensure!(
                                *v == want,
                                "thread {g}: got {v}, want {want} (from lane {})",
                                src - base
                            );
                        }
                        Ok(())
                    },
                );
            }
        }
    }
    t.run(&format!("{tag}::shuffle::f64_and_f32"), || {
        let m = per_thread(ScalarType::F64, |k, x, _| {
            k.shuffle(ShuffleKind::Xor, x, k.u32(1), k.warp_size())
        })?;
        let x: Vec<f64> = (0..2 * warp)
            .map(|i| f64::from(i) * 1.5e10 + 0.25)
            .collect();
        let got = run(dev, &m, &x, warp)?;
        ensure!(
            got.iter().enumerate().all(|(g, v)| *v == x[g ^ 1]),
            "f64 xor shuffle"
        );
        let m = per_thread(ScalarType::F32, |k, x, _| {
            k.shuffle(ShuffleKind::Down, x, k.u32(1), k.warp_size())
        })?;
        let x: Vec<f32> = (0..warp).map(|i| i as f32 + 0.5).collect();
        let got = run(dev, &m, &x, warp)?;
        ensure!(
            got.iter()
                .enumerate()
                .all(|(g, v)| *v == x[(g + 1).min(warp as usize - 1)]),
            "f32 down shuffle"
        );
        Ok(())
    });
}

fn warp_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    let warp = dev.info().warp_size as usize;
    t.run(&format!("{tag}::lane_id_and_warp_size"), || {
        let m = per_thread(ScalarType::U32, |k, _, _| {
            k.add(k.mul(k.warp_size(), k.u32(1000)), k.lane_id())
        })?;
        let got = run(dev, &m, &vec![0u32; 3 * warp], warp as u32 * 3)?;
        ensure!(
            got.iter()
                .enumerate()
                .all(|(g, v)| *v as usize == warp * 1000 + g % warp),
            "{got:?}"
        );
        Ok(())
    });
    t.run(&format!("{tag}::ballot_any_all"), || {
        let m = per_thread(ScalarType::U64, |k, x, _| {
            let pred = k.ne(k.and(x, k.u64(1)), k.u64(0));
            let ballot = k.ballot(pred);
            let any = k.cast(k.any(k.eq(x, k.u64(5))), ScalarType::U64);
            let all = k.cast(k.all(k.lt(x, k.u64(1 << 40))), ScalarType::U64);
            let flags = k.or(k.shl(any, k.u64(62)), k.shl(all, k.u64(63)));
            k.xor(ballot, flags)
        })?;
        let x: Vec<u64> = (0..2 * warp as u64).map(|i| (i * 7 + 3) % 11).collect();
        let got = run(dev, &m, &x, warp as u32 * 2)?;
        for (g, v) in got.iter().enumerate() {
            let w = &x[g - g % warp..g - g % warp + warp];
            let ballot = w
                .iter()
                .enumerate()
                .fold(0u64, |a, (l, xv)| a | ((xv & 1) << l));
            let flags = (u64::from(w.contains(&5)) << 62) | (1 << 63);
            ensure!(
                *v == ballot ^ flags,
                "thread {g}: {v:#x} != {:#x}",
                ballot ^ flags
            );
        }
        Ok(())
    });
    t.run(&format!("{tag}::warp_reduce"), || {
        let m = build("wr", ModuleOptions::default(), |m| {
            m.kernel(
                "k",
                &[
                    p::ptr("out", ScalarType::I32),
                    p::ptr("x", ScalarType::I32),
                    p::u32("n"),
                ],
                |k, a| {
                    let g = k.global_id(Axis::X);
                    let x = k.load(a[1], g);
                    let s = k.warp_reduce(Reduce::Add, x);
                    let lo = k.warp_reduce(Reduce::Min, x);
                    let hi = k.warp_reduce(Reduce::Max, x);
                    k.store(
                        a[0],
                        g,
                        k.add(k.mul(s, k.i32(1 << 20)), k.add(k.mul(lo, k.i32(1024)), hi)),
                    );
                },
            )
        })?;
        let x: Vec<i32> = (0..4 * warp as i32)
            .map(|i| (i * 37) % 1000 - 300)
            .collect();
        let got = run(dev, &m, &x, warp as u32 * 2)?;
        for (g, v) in got.iter().enumerate() {
            let w = &x[g - g % warp..g - g % warp + warp];
            let want = w.iter().sum::<i32>().wrapping_mul(1 << 20)
                + w.iter().min().unwrap() * 1024
                + w.iter().max().unwrap();
            ensure!(*v == want, "thread {g}: {v} != {want}");
        }
        Ok(())
    });
}

fn math_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    fn reference(op: MathOp, x: f64, y: f64) -> f64 {
        match op {
            MathOp::Sqrt => x.sqrt(),
            MathOp::Rsqrt => 1.0 / x.sqrt(),
            MathOp::Exp => x.exp(),
            MathOp::Exp2 => x.exp2(),
            MathOp::Log => x.ln(),
            MathOp::Log2 => x.log2(),
            MathOp::Sin => x.sin(),
            MathOp::Cos => x.cos(),
            MathOp::Tan => x.tan(),
            MathOp::Tanh => x.tanh(),
            MathOp::Erf => erf(x),
            MathOp::Abs => x.abs(),
            MathOp::Floor => x.floor(),
            MathOp::Ceil => x.ceil(),
            MathOp::Pow => x.powf(y),
            MathOp::Min => x.min(y),
            MathOp::Max => x.max(y),
        }
    }
    fn erf(x: f64) -> f64 {
        unsafe extern "C" {
            fn erf(x: f64) -> f64;
        }
        // SAFETY: the C library's erf is a pure function of a double.
        unsafe { erf(x) }
    }
    let xs: Vec<f64> = (0..200).map(|i| 0.05 + f64::from(i) * 0.0731).collect();
    for op in MathOp::ALL {
        // libdevice/ocml/libm against the f64 reference: f32 within 4e-6, f64 within 1e-13.
        for (ty, tolerance) in [(ScalarType::F32, 4e-6), (ScalarType::F64, 1e-13)] {
            t.run(&format!("{tag}::math::{}::{ty}", op.name()), || {
                let m = per_thread(ty, |k, x, g| {
                    let c = |v: f32| k.cast(k.f32(v), ty);
                    let y = k.add(c(0.5), k.mul(k.cast(k.rem(g, k.u32(7)), ty), c(0.25)));
                    if op.arity() == 2 {
                        k.math(op, &[x, y])
                    } else {
                        k.math(op, &[x])
                    }
                })?;
                // The inputs as the kernel sees them, and its results, widened.
                let (x, got): (Vec<f64>, Vec<f64>) = if ty == ScalarType::F32 {
                    let x: Vec<f32> = xs.iter().map(|&v| v as f32).collect();
                    let got = run(dev, &m, &x, 64)?;
                    (
                        x.into_iter().map(f64::from).collect(),
                        got.into_iter().map(f64::from).collect(),
                    )
                } else {
                    (xs.clone(), run(dev, &m, &xs, 64)?)
                };
                for (g, v) in got.iter().enumerate() {
                    let y = 0.5 + (g % 7) as f64 * 0.25;
                    let want = reference(op, x[g], y);
                    let err = (v - want).abs() / want.abs().max(1e-3);
                    ensure!(
                        err < tolerance,
                        "{}({}) = {v}, reference {want} (rel err {err:e})",
                        op.name(),
                        x[g]
                    );
                }
                Ok(())
            });
        }
    }
}

fn atomic_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    let n = 1000u32;
    for op in AtomicOp::ALL {
        for ty in [ScalarType::U32, ScalarType::I64] {
            t.run(&format!("{tag}::atomic::{op:?}::{ty}"), || {
                let m = build("atomics", ModuleOptions::default(), |m| {
                    m.kernel("k", &[p::ptr("out", ty), p::u32("n")], |k, a| {
                        let g = k.global_id(Axis::X);
                        k.if_(k.lt(g, a[1]), |k| {
                            let v = k.cast(k.add(k.mul(g, k.u32(37)), k.u32(11)), ty);
                            k.atomic(op, a[0], k.u32(0), v, MemScope::Device);
                        });
                    })
                })?;
                let k = load(dev, &m, "k")?;
                let init: u64 = 0x5555_0000;
                let vals: Vec<u64> = (0..u64::from(n)).map(|g| g * 37 + 11).collect();
                let got: u64 = if ty == ScalarType::U32 {
                    let out = dev.upload(&[init as u32])?;
                    dev.launch(
                        &k,
                        &LaunchConfig::for_elems(n as usize, 128),
                        &[(&out).into(), n.into()],
                    )?;
                    dev.synchronize()?;
                    u64::from(dev.download(&out)?[0])
                } else {
                    let out = dev.upload(&[init as i64])?;
                    dev.launch(
                        &k,
                        &LaunchConfig::for_elems(n as usize, 128),
                        &[(&out).into(), n.into()],
                    )?;
                    dev.synchronize()?;
                    dev.download(&out)?[0] as u64
                };
                let mask = if ty == ScalarType::U32 {
                    u64::from(u32::MAX)
                } else {
                    u64::MAX
                };
                let want = match op {
                    AtomicOp::Add => vals.iter().fold(init, |a, v| a.wrapping_add(*v)) & mask,
                    AtomicOp::Sub => vals.iter().fold(init, |a, v| a.wrapping_sub(*v)) & mask,
                    AtomicOp::Min => vals.iter().fold(init, |a, v| a.min(*v)),
                    AtomicOp::Max => vals.iter().fold(init, |a, v| a.max(*v)),
                    AtomicOp::And => vals.iter().fold(init, |a, v| a & v),
                    AtomicOp::Or => vals.iter().fold(init, |a, v| a | v),
                    AtomicOp::Xor => vals.iter().fold(init, |a, v| a ^ v),
                    AtomicOp::Exchange => {
                        ensure!(
                            vals.contains(&got),
                            "exchange left {got}, not a written value"
                        );
                        got
                    }
                };
                ensure!(got == want, "{op:?} on {ty}: got {got:#x}, want {want:#x}");
                Ok(())
            });
        }
    }
    t.run(&format!("{tag}::atomic::float_add_and_cas"), || {
        let m = build("fadd", ModuleOptions::default(), |m| {
            m.kernel(
                "k",
                &[
                    p::ptr_f32("f"),
                    p::ptr("d", ScalarType::F64),
                    p::ptr_u32("c"),
                    p::u32("n"),
                ],
                |k, a| {
                    let g = k.global_id(Axis::X);
                    k.if_(k.lt(g, a[3]), |k| {
                        k.atomic(AtomicOp::Add, a[0], k.u32(0), k.f32(0.5), MemScope::Device);
                        k.atomic(AtomicOp::Add, a[1], k.u32(0), k.f64(0.25), MemScope::System);
                        // Increment through a compare-exchange loop.
                        let done = k.var(k.bool(false));
                        k.while_(
                            |k| k.not(k.get(done)),
                            |k| {
                                let old = k.load(a[2], k.u32(0));
                                let seen = k.atomic_cas(
                                    a[2],
                                    k.u32(0),
                                    old,
                                    k.add(old, k.u32(1)),
                                    MemScope::Block,
                                );
                                k.set(done, k.eq(seen, old));
                            },
                        );
                    });
                },
            )
        })?;
        let k = load(dev, &m, "k")?;
        let (f, d, c) = (
            dev.upload(&[0f32])?,
            dev.upload(&[0f64])?,
            dev.upload(&[0u32])?,
        );
        dev.launch(
            &k,
            &LaunchConfig::for_elems(n as usize, 128),
            &[(&f).into(), (&d).into(), (&c).into(), n.into()],
        )?;
        dev.synchronize()?;
        ensure!(dev.download(&f)?[0] == 500.0, "f32 atomic add");
        ensure!(dev.download(&d)?[0] == 250.0, "f64 atomic add");
        ensure!(dev.download(&c)?[0] == n, "compare-exchange loop");
        Ok(())
    });
    t.run(&format!("{tag}::atomic::load_store_and_addresses"), || {
        // Every thread finds its output buffer through an address held in
        // memory, publishes a value with a release (fence + atomic store) and
        // reads its neighbour's flag with an atomic load.
        let m = build("ldst", ModuleOptions::default(), |m| {
            m.kernel(
                "k",
                &[
                    p::ptr("table", ScalarType::U64),
                    p::ptr_u32("flags"),
                    p::u32("n"),
                ],
                |k, a| {
                    let g = k.global_id(Axis::X);
                    k.if_(k.lt(g, a[2]), |k| {
                        let out = k.ptr_from_addr(k.load(a[0], k.u32(0)), ScalarType::F32);
                        // Through its bits and back: unchanged.
                        let bits = k.bitcast(k.cast(g, ScalarType::F32), ScalarType::U32);
                        k.store(out, g, k.bitcast(bits, ScalarType::F32));
                        k.fence(MemScope::System);
                        k.atomic_store(a[1], g, k.add(g, k.u32(1)), MemScope::System);
                        let next = k.rem(k.add(g, k.u32(1)), a[2]);
                        let seen = k.atomic_load(a[1], next, MemScope::Device);
                        // The neighbour's flag is 0 or its final value.
                        let ok = k.or(k.eq(seen, k.u32(0)), k.eq(seen, k.add(next, k.u32(1))));
                        k.if_(k.not(ok), |k| k.store(out, g, k.f32(-1.0)));
                    });
                },
            )
        })?;
        let k = load(dev, &m, "k")?;
        let out = dev.upload(&vec![0f32; n as usize])?;
        let table = dev.upload(&[out.memory().addr()])?;
        let flags = dev.upload(&vec![0u32; n as usize])?;
        dev.launch(
            &k,
            &LaunchConfig::for_elems(n as usize, 128),
            &[(&table).into(), (&flags).into(), n.into()],
        )?;
        dev.synchronize()?;
        let (o, f) = (dev.download(&out)?, dev.download(&flags)?);
        for g in 0..n as usize {
            ensure!(o[g] == g as f32, "out[{g}] = {}", o[g]);
            ensure!(f[g] == g as u32 + 1, "flags[{g}] = {}", f[g]);
        }
        Ok(())
    });
}

fn misc_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    t.run(&format!("{tag}::integer_ops"), || {
        let m = per_thread(ScalarType::I32, |k, x, _| {
            let a = k.xor(k.shl(x, k.i32(3)), k.shr(x, k.i32(2)));
            let b = k.add(k.abs(k.neg(a)), k.max(x, k.i32(-7)));
            let c = k.min(b, k.or(k.and(x, k.i32(0xff)), k.not(k.i32(0x10))));
            let d = k.select(k.gt(x, k.i32(0)), c, k.rem(x, k.i32(7)));
            k.add(d, k.cast(k.cast(x, ScalarType::I8), ScalarType::I32))
        })?;
        let x: Vec<i32> = (0..300).map(|i| (i * 7919) % 20011 - 10000).collect();
        let got = run(dev, &m, &x, 64)?;
        for (g, v) in got.iter().enumerate() {
            let x = x[g];
            let a = (x << 3) ^ (x >> 2);
            let b = a.wrapping_neg().wrapping_abs() + x.max(-7);
            let c = b.min((x & 0xff) | !0x10);
            let d = if x > 0 { c } else { x % 7 };
            ensure!(*v == d + (x as i8) as i32, "x={x}: {v}");
        }
        Ok(())
    });
    t.run(&format!("{tag}::device_function_and_fences"), || {
        let m = build("fns", ModuleOptions::default(), |m| {
            let f = m.function(
                "cube_plus",
                &[
                    ("x", Type::Scalar(ScalarType::F32)),
                    ("c", Type::Scalar(ScalarType::F32)),
                ],
                Some(ScalarType::F32),
                |k, a| {
                    k.ret(k.fma(k.mul(a[0], a[0]), a[0], a[1]));
                },
            )?;
            m.kernel(
                "k",
                &[p::ptr_f32("out"), p::ptr_f32("x"), p::u32("n")],
                |k, a| {
                    let g = k.global_id(Axis::X);
                    k.if_(k.lt(g, a[2]), |k| {
                        let v = k.call(&f, &[k.load(a[1], g), k.f32(1.0)]);
                        for s in MemScope::ALL {
                            k.fence(s);
                        }
                        k.store(a[0], g, v);
                    });
                },
            )
        })?;
        let x: Vec<f32> = (0..100).map(|i| i as f32 * 0.5).collect();
        let got = run(dev, &m, &x, 32)?;
        ensure!(
            got.iter().zip(&x).all(|(v, x)| *v == x.mul_add(x * x, 1.0)),
            "{got:?}"
        );
        Ok(())
    });
    t.run(&format!("{tag}::dynamic_shared"), || {
        let m = build("dyn", ModuleOptions::default(), |m| {
            m.kernel("k", &[p::ptr_u32("out")], |k, a| {
                let sh = k.dynamic_shared(ScalarType::U32);
                let t = k.thread_id(Axis::X);
                k.store(sh, t, k.mul(t, t));
                k.barrier();
                let n = k.block_dim(Axis::X);
                let other = k.sub(k.sub(n, k.u32(1)), t);
                k.store(a[0], k.global_id(Axis::X), k.load(sh, other));
            })
        })?;
        let k = load(dev, &m, "k")?;
        let out = dev.alloc::<u32>(512)?;
        let cfg = LaunchConfig {
            grid: Dim3::x(2),
            block: Dim3::x(256),
            shared_bytes: 1024,
        };
        dev.launch(&k, &cfg, &[(&out).into()])?;
        dev.synchronize()?;
        let got = dev.download(&out)?;
        ensure!(
            got.iter().enumerate().all(|(g, v)| {
                let o = 255 - (g as u32 % 256);
                *v == o * o
            }),
            "dynamic shared"
        );
        Ok(())
    });
    t.run(&format!("{tag}::launch_bounds"), || {
        let m = build("lb", ModuleOptions::default(), |m| {
            let b = LaunchBounds {
                max_threads: Some(64),
                min_blocks: Some(2),
            };
            m.kernel_with("k", &[p::ptr_u32("out")], b, |k, a| {
                k.store(a[0], k.global_id(Axis::X), k.u32(7))
            })
        })?;
        let k = load(dev, &m, "k")?;
        let out = dev.alloc::<u32>(128)?;
        let e = dev.launch(&k, &cfg(1, 128), &[(&out).into()]).unwrap_err();
        ensure!(
            matches!(e, DeviceError::InvalidLaunch { .. })
                && e.to_string().contains("launch bound of 64"),
            "{e}"
        );
        dev.launch(&k, &cfg(2, 64), &[(&out).into()])?;
        dev.synchronize()?;
        ensure!(
            dev.download(&out)?.iter().all(|v| *v == 7),
            "bounded launch"
        );
        Ok(())
    });
}

/// Constant, private and generic pointers beside global and shared ones.
fn address_space_module() -> anyhow::Result<PortableModule> {
    Ok(build("spaces", ModuleOptions::default(), |m| {
        let coef = m.constant_array("coef", ScalarType::F32, &[0.5, 2.0, -1.0, 3.0]);
        m.kernel(
            "k",
            &[p::ptr_f32("out"), p::ptr_f32("x"), p::u32("n")],
            |k, a| {
                let i = k.global_id(Axis::X);
                let t = k.thread_id(Axis::X);
                let staged = k.shared_array(ScalarType::F32, 64);
                let x = k.load(a[1], k.min(i, k.sub(a[2], k.u32(1))));
                k.store(staged, t, x);
                k.barrier();
                // Private array indexed at run time.
                let local = k.local_array(ScalarType::F32, 4);
                let c = k.const_ptr(&coef);
                k.for_range(k.u32(0), k.u32(4), k.u32(1), |k, j| {
                    k.store(local, j, k.mul(k.load(c, j), x))
                });
                let pick = k.and(i, k.u32(3));
                // Every space read through generic pointers too.
                let g_local = k.generic(local);
                let g_shared = k.generic(staged);
                let g_const = k.generic(c);
                let g_global = k.generic(a[1]);
                let v = k.add(k.load(g_local, pick), k.load(g_shared, t));
                let v = k.add(
                    v,
                    k.add(
                        k.load(g_const, k.u32(3)),
                        k.mul(
                            k.load(g_global, k.min(i, k.sub(a[2], k.u32(1)))),
                            k.f32(0.0),
                        ),
                    ),
                );
                k.if_(k.lt(i, a[2]), |k| k.store(a[0], i, v));
            },
        )
    })?)
}

fn address_space_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    t.run(&format!("{tag}::constant_private_generic_pointers"), || {
        let x: Vec<f32> = (0..200).map(|i| i as f32 * 0.25 - 7.0).collect();
        let got = run(dev, &address_space_module()?, &x, 64)?;
        let coef = [0.5f32, 2.0, -1.0, 3.0];
        for (i, v) in got.iter().enumerate() {
            let want = coef[i & 3] * x[i] + x[i] + 3.0;
            ensure!(
                (v - want).abs() <= 1e-5 * want.abs().max(1.0),
                "out[{i}] = {v}, want {want}"
            );
        }
        Ok(())
    });
}

fn record_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    t.run(&format!("{tag}::records_by_value"), || {
        let m = build("rec", ModuleOptions::default(), |m| {
            let params = [
                p::record("a", &[ScalarType::F32, ScalarType::U32, ScalarType::F64]),
                p::ptr("out", ScalarType::F64),
                p::record("b", &[ScalarType::U8, ScalarType::U16, ScalarType::U32]),
            ];
            m.kernel("k", &params, |k, a| {
                let i = k.global_id(Axis::X);
                let n = k.field(a[0], 4, ScalarType::U32);
                k.if_(k.lt(i, n), |k| {
                    let scale = k.cast(k.field(a[0], 0, ScalarType::F32), ScalarType::F64);
                    let bias = k.field(a[0], 8, ScalarType::F64);
                    let b = k.add(
                        k.add(
                            k.cast(k.field(a[2], 0, ScalarType::U8), ScalarType::U32),
                            k.cast(k.field(a[2], 2, ScalarType::U16), ScalarType::U32),
                        ),
                        k.field(a[2], 4, ScalarType::U32),
                    );
                    let v = k.fma(
                        scale,
                        k.cast(i, ScalarType::F64),
                        k.add(bias, k.cast(b, ScalarType::F64)),
                    );
                    k.store(a[1], i, v);
                });
            })
        })?;
        let k = load(dev, &m, "k")?;
        let n = 300u32;
        let out = dev.alloc::<f64>(n as usize)?;
        let a = gpujit::KernelArg::record(&[2.5f32.into(), n.into(), 0.25f64.into()])
            .ok_or_else(|| anyhow::anyhow!("record a"))?;
        let b = gpujit::KernelArg::record(&[7u8.into(), 300u16.into(), 70000u32.into()])
            .ok_or_else(|| anyhow::anyhow!("record b"))?;
        dev.launch(
            &k,
            &LaunchConfig::for_elems(n as usize, 64),
            &[a, (&out).into(), b],
        )?;
        dev.synchronize()?;
        let got = dev.download(&out)?;
        for (i, v) in got.iter().enumerate() {
            let want = 2.5f64.mul_add(i as f64, 0.25 + 70307.0);
            ensure!(*v == want, "out[{i}] = {v}, want {want}");
        }
        // A record of another layout is refused before the driver sees it.
        let wrong = gpujit::KernelArg::record(&[2.5f32.into(), n.into()])
            .ok_or_else(|| anyhow::anyhow!("record"))?;
        let e = dev
            .launch(
                &k,
                &LaunchConfig::for_elems(1, 1),
                &[wrong, (&out).into(), b],
            )
            .unwrap_err();
        ensure!(
            matches!(e, DeviceError::ArgumentType { index: 0, .. }),
            "{e}"
        );
        Ok(())
    });
}

/// Library kernels at many sizes, run and checked by `gpujit::library`.
fn library_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    let big = dev.info().backend != gpujit::Backend::Host;
    let sizes: &[usize] = if big {
        &[0, 1, 255, 257, 100_003, 1 << 20, (1 << 24) + 3]
    } else {
        &[0, 1, 255, 257, 100_003]
    };
    for kernel in ["saxpy_vec4", "reduce", "histogram", "scan"] {
        for &n in sizes {
            t.run(&format!("{tag}::{kernel}::n{n}"), || {
                gpujit::library::run(dev, kernel, n)?;
                Ok(())
            });
        }
    }
    t.run(&format!("{tag}::library::unknown_kernel"), || {
        let e = gpujit::library::run(dev, "sgemv", 10).unwrap_err();
        ensure!(
            e.to_string().contains("unknown library kernel `sgemv`"),
            "{e}"
        );
        Ok(())
    });
}

fn vector_and_half_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    t.run(&format!("{tag}::half_and_bfloat_conversions"), || {
        let m = per_thread(ScalarType::F32, |k, x, _| {
            let h = k.cast(k.cast(x, ScalarType::F16), ScalarType::F32);
            let b = k.cast(k.cast(x, ScalarType::BF16), ScalarType::F32);
            k.add(k.mul(h, k.f32(1000.0)), b)
        })?;
        let x: Vec<f32> = (0..64).map(|i| 1.0 + i as f32 / 3.0).collect();
        let got = run(dev, &m, &x, 64)?;
        for (g, v) in got.iter().enumerate() {
            let h = f16_round(x[g]);
            let b = f32::from_bits(
                (x[g].to_bits() + 0x7fff + ((x[g].to_bits() >> 16) & 1)) & 0xffff_0000,
            );
            let want = h * 1000.0 + b;
            ensure!(*v == want, "x={}: {v} != {want}", x[g]);
        }
        Ok(())
    });
}

/// `x` rounded to the nearest binary16 value (ties to even), for normal values.
fn f16_round(x: f32) -> f32 {
    let bits = x.to_bits();
    let drop = 13;
    let half = 1u32 << (drop - 1);
    let lsb = (bits >> drop) & 1;
    f32::from_bits((bits + half - 1 + lsb) & !((1 << drop) - 1))
}

fn matrix_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
    use gpujit_kernels::{sgemm, softmax, transpose};
    let big = dev.info().backend != gpujit::Backend::Host;
    for (rows, cols) in [(1usize, 1usize), (33, 65), (1000, 517)] {
        t.run(&format!("{tag}::transpose::{rows}x{cols}"), || {
            let k = load(dev, &transpose::module()?, transpose::KERNEL)?;
            let x: Vec<f32> = (0..rows * cols).map(|i| i as f32 * 0.5).collect();
            let (xb, out) = (dev.upload(&x)?, dev.alloc::<f32>(rows * cols)?);
            let c = transpose::config(rows as u32, cols as u32);
            dev.launch(
                &k,
                &c,
                &[
                    (&xb).into(),
                    (&out).into(),
                    (rows as u32).into(),
                    (cols as u32).into(),
                ],
            )?;
            dev.synchronize()?;
            ensure!(
                dev.download(&out)? == transpose::reference(&x, rows, cols),
                "{rows}x{cols} transpose differs"
            );
            Ok(())
        });
    }
    for (rows, cols) in [(1usize, 1usize), (3, 1000), (100, 33), (64, 4097)] {
        t.run(&format!("{tag}::softmax::{rows}x{cols}"), || {
            let k = load(dev, &softmax::module()?, softmax::KERNEL)?;
            let x: Vec<f32> = (0..rows * cols)
                .map(|i| ((i * 7919) % 1000) as f32 * 0.02 - 10.0)
                .collect();
            let (xb, out) = (dev.upload(&x)?, dev.alloc::<f32>(rows * cols)?);
            dev.launch(
                &k,
                &cfg(rows as u32, softmax::BLOCK),
                &[
                    (&xb).into(),
                    (&out).into(),
                    (rows as u32).into(),
                    (cols as u32).into(),
                ],
            )?;
            dev.synchronize()?;
            let (got, want) = (dev.download(&out)?, softmax::reference(&x, rows, cols));
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                ensure!(
                    (f64::from(*g) - w).abs() <= 1e-6 + 1e-5 * w.abs(),
                    "{rows}x{cols}: y[{i}] = {g}, reference {w}"
                );
            }
            Ok(())
        });
    }
    let shapes: &[(usize, usize, usize)] = if big {
        &[(1, 1, 1), (17, 33, 9), (128, 128, 128), (1000, 700, 300)]
    } else {
        &[(1, 1, 1), (17, 33, 9), (128, 96, 64)]
    };
    for &(m, n, kk) in shapes {
        t.run(&format!("{tag}::sgemm::{m}x{n}x{kk}"), || {
            let k = load(dev, &sgemm::module()?, sgemm::KERNEL)?;
            let a: Vec<f32> = (0..m * kk)
                .map(|i| ((i * 31) % 17) as f32 * 0.125 - 1.0)
                .collect();
            let b: Vec<f32> = (0..kk * n)
                .map(|i| ((i * 13) % 11) as f32 * 0.25 - 1.25)
                .collect();
            let (ab, bb, cb) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<f32>(m * n)?);
            let c = sgemm::config(m as u32, n as u32);
            dev.launch(
                &k,
                &c,
                &[
                    (&ab).into(),
                    (&bb).into(),
                    (&cb).into(),
                    (m as u32).into(),
                    (n as u32).into(),
                    (kk as u32).into(),
                ],
            )?;
            dev.synchronize()?;
            let (got, want) = (dev.download(&cb)?, sgemm::reference(&a, &b, m, n, kk));
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                ensure!(
                    (f64::from(*g) - w).abs() <= 1e-4 * (1.0 + w.abs()),
                    "{m}x{n}x{kk}: c[{i}] = {g}, reference {w}"
                );
            }
            Ok(())
        });
    }
}

/// Runs every operation test on `dev`.
pub fn device_ops(t: &mut Tally, tag: &str, dev: &dyn Device) {
    shuffle_tests(t, tag, dev);
    warp_tests(t, tag, dev);
    math_tests(t, tag, dev);
    atomic_tests(t, tag, dev);
    misc_tests(t, tag, dev);
    vector_and_half_tests(t, tag, dev);
    record_tests(t, tag, dev);
    address_space_tests(t, tag, dev);
    library_tests(t, tag, dev);
    matrix_tests(t, tag, dev);
}

/// One kernel per portable intrinsic (and a static shared array), built through
/// the public builder, so every lowering is exercised by [`lowering_table`].
pub fn every_op_module() -> anyhow::Result<PortableModule> {
    Ok(build("every_op", ModuleOptions::default(), |m| {
        for (i, op) in Intrinsic::all().into_iter().enumerate() {
            m.kernel(
                &format!("op{i}"),
                &[
                    p::ptr("o32", ScalarType::U32),
                    p::ptr("o64", ScalarType::U64),
                    p::ptr("of", ScalarType::F32),
                    p::ptr("od", ScalarType::F64),
                ],
                |k, a| {
                    let z = k.u32(0);
                    match op {
                        Intrinsic::ThreadId(ax) => k.store(a[0], z, k.thread_id(ax)),
                        Intrinsic::BlockId(ax) => k.store(a[0], z, k.block_id(ax)),
                        Intrinsic::BlockDim(ax) => k.store(a[0], z, k.block_dim(ax)),
                        Intrinsic::GridDim(ax) => k.store(a[0], z, k.grid_dim(ax)),
                        Intrinsic::Barrier => k.barrier(),
                        Intrinsic::WarpSize => k.store(a[0], z, k.warp_size()),
                        Intrinsic::LaneId => k.store(a[0], z, k.lane_id()),
                        Intrinsic::Fence(s) => k.fence(s),
                        Intrinsic::Shuffle(kind) => k.store(
                            a[0],
                            z,
                            k.shuffle(kind, k.load(a[0], z), k.u32(1), k.warp_size()),
                        ),
                        Intrinsic::Ballot => k.store(a[1], z, k.ballot(k.eq(k.lane_id(), z))),
                        Intrinsic::Any => k.store(
                            a[0],
                            z,
                            k.cast(k.any(k.eq(k.lane_id(), z)), ScalarType::U32),
                        ),
                        Intrinsic::All => k.store(
                            a[0],
                            z,
                            k.cast(k.all(k.eq(k.lane_id(), z)), ScalarType::U32),
                        ),
                        Intrinsic::Shared(_) => {}
                        Intrinsic::Clock => k.store(a[1], z, k.clock()),
                        Intrinsic::GlobalTimer => k.store(a[1], z, k.global_timer()),
                        Intrinsic::DynamicShared => {
                            k.store(a[0], z, k.load(k.dynamic_shared(ScalarType::U32), z))
                        }
                        Intrinsic::Math(mop, w) => {
                            let (ptr, ty) = if w == gpujit::ir::FloatWidth::F32 {
                                (a[2], ScalarType::F32)
                            } else {
                                (a[3], ScalarType::F64)
                            };
                            let x = k.load(ptr, z);
                            let _ = ty;
                            let v = if mop.arity() == 2 {
                                k.math(mop, &[x, x])
                            } else {
                                k.math(mop, &[x])
                            };
                            k.store(ptr, z, v);
                        }
                    }
                },
            )?;
        }
        m.kernel(
            "record",
            &[
                p::record("r", &[ScalarType::U8, ScalarType::F64]),
                p::ptr("o", ScalarType::F64),
            ],
            |k, a| {
                let v = k.add(
                    k.cast(k.field(a[0], 0, ScalarType::U8), ScalarType::F64),
                    k.field(a[0], 8, ScalarType::F64),
                );
                k.store(a[1], k.u32(0), v);
            },
        )?;
        m.kernel("shared", &[p::ptr_u32("o")], |k, a| {
            let s = k.shared_array(ScalarType::U32, 64);
            k.store(s, k.thread_id(Axis::X), k.u32(1));
            k.store(a[0], k.u32(0), k.load(s, k.u32(0)));
        })
    })?)
}

/// Every library kernel compiles for every target at every optimisation level
/// (an LLVM backend error aborts the process, so this must hold by construction).
fn library_opt_levels(t: &mut Tally) {
    for target in gpujit::Target::ALL {
        t.run(&format!("lowering::address_spaces::{target}"), || {
            let m = address_space_module()?;
            for level in [0u8, 3] {
                let opts = gpujit::CompileOptions {
                    opt_level: Some(level),
                    ..Default::default()
                };
                gpujit::compile(&m, target, &opts)?;
            }
            Ok(())
        });
    }
    let names = [
        "saxpy",
        "saxpy_vec4",
        "reduce",
        "histogram",
        "scan",
        "transpose",
        "softmax",
        "sgemm",
        "block_reverse",
        "index3d",
    ];
    for target in gpujit::Target::ALL {
        for level in 0..=3u8 {
            t.run(&format!("lowering::library::{target}::O{level}"), || {
                for name in names {
                    let m = gpujit::library::module(name)?;
                    let opts = gpujit::CompileOptions {
                        opt_level: Some(level),
                        ..Default::default()
                    };
                    let c = gpujit::compile(&m, target, &opts)
                        .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
                    ensure!(!c.image.bytes.is_empty(), "{name}: empty image");
                }
                Ok(())
            });
        }
    }
}

/// Table-driven lowering check: every intrinsic, for every target and
/// architecture, lowers completely, verifies and generates code.
pub fn lowering_table(t: &mut Tally) {
    library_opt_levels(t);
    let module = match every_op_module() {
        Ok(m) => m,
        Err(e) => return t.fail("lowering::build", &format!("{e:#}")),
    };
    t.run("lowering::every_intrinsic_is_declared", || {
        let text = module.to_text()?;
        for op in Intrinsic::all() {
            ensure!(
                text.contains(&format!("@{}(", op.name()))
                    || text.contains(&format!("@\"{}\"(", op.name())),
                "{} is not exercised",
                op.name()
            );
        }
        Ok(())
    });
    let targets: [(gpujit::Target, &[&str]); 3] = [
        (gpujit::Target::Nvptx, &["sm_70", "sm_90"]),
        (
            gpujit::Target::Amdgcn,
            &["gfx90a", "gfx942", "gfx1030", "gfx1100"],
        ),
        (gpujit::Target::Host, &[""]),
    ];
    for (target, archs) in targets {
        for arch in archs {
            t.run(&format!("lowering::{target}::{arch}"), || {
                let opts = gpujit::CompileOptions {
                    arch: (!arch.is_empty()).then(|| arch.to_string()),
                    ..Default::default()
                };
                let c = gpujit::compile(&module, target, &opts)?;
                ensure!(!c.image.bytes.is_empty(), "empty image");
                if target == gpujit::Target::Nvptx {
                    let ptx = String::from_utf8_lossy(&c.image.bytes);
                    let externs: Vec<&str> = ptx
                        .lines()
                        .filter(|l| l.contains(".extern .func"))
                        .collect();
                    ensure!(
                        externs.is_empty(),
                        "unresolved functions in PTX: {externs:?}"
                    );
                    let left: Vec<&str> = ptx
                        .lines()
                        .filter(|l| {
                            l.contains("gpujit.")
                                && !l.contains("shared.")
                                && !l.contains("dynamic_shared")
                        })
                        .collect();
                    ensure!(left.is_empty(), "unlowered intrinsic in PTX: {left:?}");
                    ensure!(
                        ptx.contains("shfl.sync")
                            && ptx.contains("vote.sync")
                            && ptx.contains("membar"),
                        "warp ops missing from PTX"
                    );
                }
                Ok(())
            });
        }
    }
}
