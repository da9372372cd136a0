//! Atomics, fences, shared memory, address spaces, records and the other
//! per-thread operations.

use anyhow::ensure;
use gpujit::ir::{
    AtomicOp, Axis, LaunchBounds, MemScope, ModuleOptions, ScalarType, Type, build, p,
};
use gpujit::{Device, DeviceError, DeviceExt, Dim3, LaunchConfig, PortableModule};
use gpujit_conformance::Tally;

use super::{cfg, load, per_thread, run};

pub(super) fn atomic_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
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

pub(super) fn misc_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
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
pub(super) fn address_space_module() -> anyhow::Result<PortableModule> {
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

pub(super) fn address_space_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
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

pub(super) fn record_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
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
