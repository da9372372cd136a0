//! Warp operations: shuffles, lane id and warp size, ballot/any/all,
//! reductions.

use anyhow::ensure;
use gpujit::Device;
use gpujit::ir::{Axis, ModuleOptions, Reduce, ScalarType, ShuffleKind, build, p};
use gpujit_conformance::Tally;

use super::{lanes, per_thread, run};

pub(super) fn shuffle_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
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

pub(super) fn warp_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
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
