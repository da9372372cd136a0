//! Each corpus kernel run on a device against its CPU reference.

use super::*;
use gpujit::DeviceCopy;

pub(super) fn vector_add(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z9vectorAddPKfS0_Pfi")?;
    let n = 50_000;
    let (a, b) = (floats(n, 1, -1.0, 1.0), floats(n, 2, -1.0, 1.0));
    let (da, db, dc) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<f32>(n)?);
    let c = cfg(Dim3::x(n.div_ceil(256) as u32), Dim3::x(256), 0);
    dev.launch(
        &k,
        &c,
        &[(&da).into(), (&db).into(), (&dc).into(), (n as i32).into()],
    )?;
    let got = dev.download(&dc)?;
    for i in 0..n {
        ensure!(got[i] == a[i] + b[i] + 0.0, "C[{i}] = {}", got[i]);
    }
    Ok(())
}

pub(super) fn matrix_mul(dev: &dyn Device, m: &Module, bs: usize) -> anyhow::Result<()> {
    let k = m.kernel(&format!("_Z13MatrixMulCUDAILi{bs}EEvPfS0_S0_ii"))?;
    let (ha, wa, wb) = (2 * bs, 3 * bs, 2 * bs);
    let (a, b) = (small_floats(ha * wa, 3), small_floats(wa * wb, 4));
    let (da, db, dc) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<f32>(ha * wb)?);
    let c = cfg(
        Dim3::new((wb / bs) as u32, (ha / bs) as u32, 1),
        Dim3::new(bs as u32, bs as u32, 1),
        0,
    );
    let args = [
        (&dc).into(),
        (&da).into(),
        (&db).into(),
        (wa as i32).into(),
        (wb as i32).into(),
    ];
    dev.launch(&k, &c, &args)?;
    ensure_product(&dev.download(&dc)?, &a, &b, (ha, wa, wb))
}

/// reduce6 leaves one partial sum per block; their sum is the total.
pub(super) fn reduce6_f32(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z7reduce6IfLj256ELb1EEvPT_S1_j")?;
    let n = 1 << 16;
    let x = small_floats(n, 5);
    let blocks = 32;
    let (dx, out) = (dev.upload(&x)?, dev.alloc::<f32>(blocks)?);
    dev.launch(
        &k,
        &cfg(Dim3::x(blocks as u32), Dim3::x(256), 256 * 4),
        &[(&dx).into(), (&out).into(), (n as i32).into()],
    )?;
    let got: f32 = dev.download(&out)?.iter().sum();
    let want: f32 = x.iter().sum();
    ensure!(got == want, "sum {got}, want {want}");
    Ok(())
}

pub(super) fn reduce6_i32(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z7reduce6IiLj128ELb0EEvPT_S1_j")?;
    let n = 100_003;
    let mut r = rng(6);
    let x: Vec<i32> = (0..n).map(|_| (r() % 2001) as i32 - 1000).collect();
    let blocks = 40;
    let (dx, out) = (dev.upload(&x)?, dev.alloc::<i32>(blocks)?);
    dev.launch(
        &k,
        &cfg(Dim3::x(blocks as u32), Dim3::x(128), 128 * 4),
        &[(&dx).into(), (&out).into(), n.into()],
    )?;
    let got: i64 = dev.download(&out)?.iter().map(|&v| i64::from(v)).sum();
    let want: i64 = x.iter().map(|&v| i64::from(v)).sum();
    ensure!(got == want, "sum {got}, want {want}");
    Ok(())
}

pub(super) fn reduce6_f64(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z7reduce6IdLj64ELb0EEvPT_S1_j")?;
    let n = 10_007;
    let x: Vec<f64> = floats(n, 7, -4.0, 4.0)
        .iter()
        .map(|&v| f64::from(v))
        .collect();
    let blocks = 16;
    let (dx, out) = (dev.upload(&x)?, dev.alloc::<f64>(blocks)?);
    dev.launch(
        &k,
        &cfg(Dim3::x(blocks as u32), Dim3::x(64), 64 * 8),
        &[(&dx).into(), (&out).into(), (n as i32).into()],
    )?;
    let got: f64 = dev.download(&out)?.iter().sum();
    let want: f64 = x.iter().sum();
    ensure!(
        (got - want).abs() <= 1e-9 * (1.0 + want.abs()),
        "sum {got}, want {want}"
    );
    Ok(())
}

/// Inclusive scans of each 256-element block, and the blocks' sums.
pub(super) fn shfl_scan(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z14shfl_scan_testPiiS_")?;
    let (block, blocks) = (256usize, 12usize);
    let n = block * blocks;
    let mut r = rng(8);
    let x: Vec<i32> = (0..n).map(|_| (r() % 100) as i32 - 30).collect();
    let (dx, sums) = (dev.upload(&x)?, dev.alloc::<i32>(blocks)?);
    dev.launch(
        &k,
        &cfg(
            Dim3::x(blocks as u32),
            Dim3::x(block as u32),
            (block / 32 * 4) as u32,
        ),
        &[(&dx).into(), 32i32.into(), (&sums).into()],
    )?;
    let (got, got_sums) = (dev.download(&dx)?, dev.download(&sums)?);
    for (b, &sum) in got_sums.iter().enumerate() {
        let mut acc = 0;
        for i in b * block..(b + 1) * block {
            acc += x[i];
            ensure!(got[i] == acc, "scan[{i}] = {}, want {acc}", got[i]);
        }
        ensure!(sum == acc, "block {b} sum {sum}, want {acc}");
    }
    Ok(())
}

pub(super) fn uniform_add(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z11uniform_addPiS_i")?;
    let (block, blocks) = (128usize, 9usize);
    let n = block * blocks;
    let x: Vec<i32> = (0..n as i32).collect();
    let partial: Vec<i32> = (0..blocks as i32).map(|b| b * 1000).collect();
    let (dx, dp) = (dev.upload(&x)?, dev.upload(&partial)?);
    dev.launch(
        &k,
        &cfg(Dim3::x(blocks as u32), Dim3::x(block as u32), 0),
        &[(&dx).into(), (&dp).into(), (n as i32).into()],
    )?;
    let got = dev.download(&dx)?;
    for i in 0..n {
        ensure!(
            got[i] == x[i] + partial[i / block],
            "data[{i}] = {}",
            got[i]
        );
    }
    Ok(())
}

pub(super) fn histogram256(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z18histogram256KernelPjS_j")?;
    let merge = m.kernel("_Z23mergeHistogram256KernelPjS_j")?;
    let words = 20_000usize;
    let mut r = rng(9);
    let data: Vec<u32> = (0..words).map(|_| r() as u32).collect();
    let partials = 8usize;
    let dd = dev.upload(&data)?;
    let dp = dev.alloc::<u32>(partials * 256)?;
    let dh = dev.alloc::<u32>(256)?;
    dev.launch(
        &k,
        &cfg(Dim3::x(partials as u32), Dim3::x(6 * 32), 0),
        &[(&dp).into(), (&dd).into(), (words as i32).into()],
    )?;
    dev.launch(
        &merge,
        &cfg(Dim3::x(256), Dim3::x(256), 0),
        &[(&dh).into(), (&dp).into(), (partials as i32).into()],
    )?;
    let mut want = [0u32; 256];
    for w in &data {
        for byte in w.to_le_bytes() {
            want[byte as usize] += 1;
        }
    }
    ensure!(dev.download(&dh)? == want, "wrong histogram");
    Ok(())
}

pub(super) fn transpose(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let (w, h) = (96usize, 64usize);
    let x: Vec<f32> = (0..w * h).map(|i| i as f32).collect();
    for name in [
        "_Z14transposeNaivePfS_ii",
        "_Z18transposeCoalescedPfS_ii",
        "_Z24transposeNoBankConflictsPfS_ii",
        "_Z17transposeDiagonalPfS_ii",
    ] {
        let k = m.kernel(name)?;
        let (dx, dy) = (dev.upload(&x)?, dev.upload(&vec![-1.0f32; w * h])?);
        dev.launch(
            &k,
            &cfg(
                Dim3::new((w / 32) as u32, (h / 32) as u32, 1),
                Dim3::new(32, 16, 1),
                0,
            ),
            &[
                (&dy).into(),
                (&dx).into(),
                (w as i32).into(),
                (h as i32).into(),
            ],
        )?;
        let got = dev.download(&dy)?;
        for r in 0..h {
            for c in 0..w {
                ensure!(
                    got[c * h + r] == x[r * w + c],
                    "{name}: out[{c}][{r}] = {}",
                    got[c * h + r]
                );
            }
        }
    }
    Ok(())
}

const KERNEL_RADIUS: i64 = 8;

pub(super) fn conv_weight(k: i64) -> f64 {
    // c_Kernel[i] = (9 - |i - 8|) / 81, as the corpus file initialises it.
    f64::from((9 - (k - KERNEL_RADIUS).abs()) as f32 / 81.0)
}

pub(super) fn convolution(dev: &dyn Device, m: &Module, rows: bool) -> anyhow::Result<()> {
    let (w, h) = (256usize, 64usize);
    let x = floats(w * h, 10, 0.0, 1.0);
    let (dx, dy) = (dev.upload(&x)?, dev.alloc::<f32>(w * h)?);
    let args: [KernelArg; 5] = [
        (&dy).into(),
        (&dx).into(),
        (w as i32).into(),
        (h as i32).into(),
        (w as i32).into(),
    ];
    let (name, c) = if rows {
        (
            "_Z21convolutionRowsKernelPfS_iii",
            cfg(
                Dim3::new((w / 128) as u32, (h / 4) as u32, 1),
                Dim3::new(16, 4, 1),
                0,
            ),
        )
    } else {
        (
            "_Z24convolutionColumnsKernelPfS_iii",
            cfg(
                Dim3::new((w / 16) as u32, (h / 64) as u32, 1),
                Dim3::new(16, 8, 1),
                0,
            ),
        )
    };
    dev.launch(&m.kernel(name)?, &c, &args)?;
    let mut want = vec![0f64; w * h];
    for y in 0..h as i64 {
        for xx in 0..w as i64 {
            let mut s = 0.0;
            for k in -KERNEL_RADIUS..=KERNEL_RADIUS {
                let (sx, sy) = if rows { (xx + k, y) } else { (xx, y + k) };
                if sx >= 0 && sx < w as i64 && sy >= 0 && sy < h as i64 {
                    s += f64::from(x[(sy * w as i64 + sx) as usize])
                        * conv_weight(KERNEL_RADIUS - k);
                }
            }
            want[(y * w as i64 + xx) as usize] = s;
        }
    }
    close(name, &dev.download(&dy)?, &want, 1e-5, 1e-6)
}

pub(super) fn cnd(d: f64) -> f64 {
    let (a1, a2, a3, a4, a5) = (
        0.31938153,
        -0.356563782,
        1.781477937,
        -1.821255978,
        1.330274429,
    );
    let k = 1.0 / (1.0 + 0.2316419 * d.abs());
    let c = 0.398_942_280_401_432_7
        * (-0.5 * d * d).exp()
        * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
    if d > 0.0 { 1.0 - c } else { c }
}

pub(super) fn black_scholes(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z15BlackScholesGPUP6float2S0_S0_S0_S0_ffi")?;
    let n = 4000usize;
    let s = floats(n, 11, 5.0, 30.0);
    let x = floats(n, 12, 1.0, 100.0);
    let t = floats(n, 13, 0.25, 10.0);
    let (r, v) = (0.02f32, 0.30f32);
    let (ds, dx, dt) = (dev.upload(&s)?, dev.upload(&x)?, dev.upload(&t)?);
    let (call, put) = (dev.alloc::<f32>(n)?, dev.alloc::<f32>(n)?);
    let args = [
        (&call).into(),
        (&put).into(),
        (&ds).into(),
        (&dx).into(),
        (&dt).into(),
        r.into(),
        v.into(),
        (n as i32).into(),
    ];
    dev.launch(
        &k,
        &cfg(Dim3::x((n / 2).div_ceil(128) as u32), Dim3::x(128), 0),
        &args,
    )?;
    let (mut wc, mut wp) = (Vec::new(), Vec::new());
    for i in 0..n {
        let (s, x, t, r, v) = (
            f64::from(s[i]),
            f64::from(x[i]),
            f64::from(t[i]),
            f64::from(r),
            f64::from(v),
        );
        let sq = t.sqrt();
        let d1 = ((s / x).ln() + (r + 0.5 * v * v) * t) / (v * sq);
        let d2 = d1 - v * sq;
        let e = (-r * t).exp();
        wc.push(s * cnd(d1) - x * e * cnd(d2));
        wp.push(x * e * (1.0 - cnd(d2)) - s * (1.0 - cnd(d1)));
    }
    close("call", &dev.download(&call)?, &wc, 1e-4, 2e-4)?;
    close("put", &dev.download(&put)?, &wp, 1e-4, 2e-4)
}

pub(super) fn nbody(dev: &dyn Device, m: &Module, f64s: bool) -> anyhow::Result<()> {
    let (bodies, block) = (256usize, 128usize);
    let (dt, damping, soft) = (
        0.016f32,
        0.995f32,
        if f64s { 0.01 } else { f64::from(0.01f32) },
    );
    let pos: Vec<f64> = floats(4 * bodies, 14, -2.0, 2.0)
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            if i % 4 == 3 {
                1.0 + f64::from(v.abs())
            } else {
                f64::from(v)
            }
        })
        .collect();
    let vel: Vec<f64> = floats(4 * bodies, 15, -0.1, 0.1)
        .iter()
        .map(|&v| v.into())
        .collect();
    // The reference, in f64.
    let mut want_pos = pos.clone();
    let mut want_vel = vel.clone();
    for i in 0..bodies {
        let mut acc = [0f64; 3];
        for j in 0..bodies {
            let r: Vec<f64> = (0..3).map(|c| pos[4 * j + c] - pos[4 * i + c]).collect();
            let d2 = r[0] * r[0] + r[1] * r[1] + r[2] * r[2] + soft;
            let inv = 1.0 / d2.sqrt();
            let s = pos[4 * j + 3] * inv * inv * inv;
            for c in 0..3 {
                acc[c] += r[c] * s;
            }
        }
        for c in 0..3 {
            let v = (vel[4 * i + c] + acc[c] * f64::from(dt)) * f64::from(damping);
            want_vel[4 * i + c] = v;
            want_pos[4 * i + c] = pos[4 * i + c] + v * f64::from(dt);
        }
    }
    let (got_pos, got_vel, tol) = if f64s {
        let (p, v) = integrate_bodies::<f64>(dev, m, "d", &pos, &vel, block, dt, damping)?;
        (p, v, 1e-9)
    } else {
        let narrow = |x: &[f64]| x.iter().map(|&v| v as f32).collect::<Vec<_>>();
        let (p, v) = integrate_bodies::<f32>(
            dev,
            m,
            "f",
            &narrow(&pos),
            &narrow(&vel),
            block,
            dt,
            damping,
        )?;
        (p, v, 2e-3)
    };
    for i in 0..4 * bodies {
        let (gp, wp) = (got_pos[i], want_pos[i]);
        ensure!(
            (gp - wp).abs() <= tol * (1.0 + wp.abs()),
            "pos[{i}] = {gp}, want {wp}"
        );
        let (gv, wv) = (got_vel[i], want_vel[i]);
        ensure!(
            (gv - wv).abs() <= tol * (1.0 + wv.abs()),
            "vel[{i}] = {gv}, want {wv}"
        );
    }
    Ok(())
}

/// One launch of the n-body sample's `integrateBodies<T>` (`tag`: its
/// mangled type, `f` or `d`) on `pos`/`vel` (four per body), in blocks of
/// `block` with one float4 (or double4) of shared memory per thread; the new
/// positions and velocities, widened to f64.
#[allow(clippy::too_many_arguments)]
fn integrate_bodies<T: DeviceCopy + Into<f64>>(
    dev: &dyn Device,
    m: &Module,
    tag: &str,
    pos: &[T],
    vel: &[T],
    block: usize,
    dt: f32,
    damping: f32,
) -> anyhow::Result<(Vec<f64>, Vec<f64>)> {
    let bodies = pos.len() / 4;
    let k = m.kernel(&format!(
        "_Z15integrateBodiesI{tag}EvPN4vec4IT_E4TypeES4_S4_jjffi"
    ))?;
    let (old, new, v) = (
        dev.upload(pos)?,
        dev.alloc::<T>(pos.len())?,
        dev.upload(vel)?,
    );
    let c = LaunchConfig {
        shared_bytes: (block * 4 * std::mem::size_of::<T>()) as u32,
        ..cfg(Dim3::x((bodies / block) as u32), Dim3::x(block as u32), 0)
    };
    let args = [
        (&new).into(),
        (&old).into(),
        (&v).into(),
        0i32.into(),
        (bodies as i32).into(),
        dt.into(),
        damping.into(),
        ((bodies / block) as i32).into(),
    ];
    dev.launch(&k, &c, &args)?;
    let wide = |x: Vec<T>| x.into_iter().map(Into::into).collect::<Vec<f64>>();
    Ok((wide(dev.download(&new)?), wide(dev.download(&v)?)))
}

/// The Walsh-Hadamard transform of each `n`-element batch, in f64.
pub(super) fn walsh(x: &[f32], n: usize) -> Vec<f64> {
    let mut y: Vec<f64> = x.iter().map(|&v| v.into()).collect();
    for batch in y.chunks_mut(n) {
        let mut h = 1;
        while h < n {
            for i in (0..n).step_by(2 * h) {
                for j in i..i + h {
                    let (a, b) = (batch[j], batch[j + h]);
                    batch[j] = a + b;
                    batch[j + h] = a - b;
                }
            }
            h *= 2;
        }
    }
    y
}

pub(super) fn fwt_batch1(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z15fwtBatch1KernelPfS_i")?;
    for log2n in [10u32, 11] {
        let (n, batches) = (1usize << log2n, 2usize);
        let x = small_floats(n * batches, u64::from(log2n));
        let dx = dev.upload(&x)?;
        dev.launch(
            &k,
            &cfg(
                Dim3::x(batches as u32),
                Dim3::x((n / 4) as u32),
                (n * 4) as u32,
            ),
            &[(&dx).into(), (&dx).into(), (log2n as i32).into()],
        )?;
        close(
            &format!("fwt 2^{log2n}"),
            &dev.download(&dx)?,
            &walsh(&x, n),
            0.0,
            0.0,
        )?;
    }
    Ok(())
}

/// The sample's host sequence for 2^12 points: one radix-4 pass over the
/// whole batch, then the shared-memory kernel on its quarters; then modulate.
pub(super) fn fwt_batch2(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k2 = m.kernel("_Z15fwtBatch2KernelPfS_i")?;
    let k1 = m.kernel("_Z15fwtBatch1KernelPfS_i")?;
    let modulate = m.kernel("_Z14modulateKernelPfS_i")?;
    let (log2n, batches) = (12u32, 1usize);
    let n = 1usize << log2n;
    let x = small_floats(n * batches, 16);
    let dx = dev.upload(&x)?;
    dev.launch(
        &k2,
        &cfg(
            Dim3::new((n / (4 * 256)) as u32, batches as u32, 1),
            Dim3::x(256),
            0,
        ),
        &[(&dx).into(), (&dx).into(), ((n / 4) as i32).into()],
    )?;
    dev.launch(
        &k1,
        &cfg(
            Dim3::x((batches * 4) as u32),
            Dim3::x((n / 16) as u32),
            (n / 4 * 4) as u32,
        ),
        &[(&dx).into(), (&dx).into(), ((log2n - 2) as i32).into()],
    )?;
    let want = walsh(&x, n);
    close("fwt 2^12", &dev.download(&dx)?, &want, 0.0, 0.0)?;
    let b = small_floats(n, 17);
    let db = dev.upload(&b)?;
    dev.launch(
        &modulate,
        &cfg(Dim3::x(8), Dim3::x(128), 0),
        &[(&dx).into(), (&db).into(), (n as i32).into()],
    )?;
    let rcp = f64::from(1.0f32 / n as f32);
    let modulated: Vec<f64> = (0..n)
        .map(|i| f64::from((want[i] as f32) * (b[i] * rcp as f32)))
        .collect();
    close("modulate", &dev.download(&dx)?, &modulated, 1e-6, 0.0)
}

pub(super) fn bitonic_sort(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z17bitonicSortSharedPjS_S_S_jj")?;
    let (len, blocks) = (1024usize, 2usize);
    let mut r = rng(18);
    // Distinct keys (a permutation), so the values' order is determined.
    let mut keys: Vec<u32> = (0..(len * blocks) as u32).map(|i| i * 7 + 3).collect();
    for i in (1..keys.len()).rev() {
        keys.swap(i, (r() % (i as u64 + 1)) as usize);
    }
    let vals: Vec<u32> = (0..(len * blocks) as u32).collect();
    let (sk, sv) = (dev.upload(&keys)?, dev.upload(&vals)?);
    let (dk, dv) = (
        dev.alloc::<u32>(len * blocks)?,
        dev.alloc::<u32>(len * blocks)?,
    );
    let args = [
        (&dk).into(),
        (&dv).into(),
        (&sk).into(),
        (&sv).into(),
        (len as i32).into(),
        1i32.into(),
    ];
    dev.launch(
        &k,
        &cfg(Dim3::x(blocks as u32), Dim3::x((len / 2) as u32), 0),
        &args,
    )?;
    let (gk, gv) = (dev.download(&dk)?, dev.download(&dv)?);
    for b in 0..blocks {
        let mut pairs: Vec<(u32, u32)> = (b * len..(b + 1) * len)
            .map(|i| (keys[i], vals[i]))
            .collect();
        pairs.sort_unstable();
        for (j, (k, v)) in pairs.into_iter().enumerate() {
            let i = b * len + j;
            ensure!(
                gk[i] == k && gv[i] == v,
                "[{i}] = ({}, {}), want ({k}, {v})",
                gk[i],
                gv[i]
            );
        }
    }
    Ok(())
}

pub(super) fn atomics(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z10testKernelPi")?;
    // One warp: the kernel shifts 1 by the thread index.
    let n = 32i32;
    let mut init = [0i32; 11];
    init[8] = 0xff;
    init[10] = 0xff;
    let d = dev.upload(&init)?;
    dev.launch(&k, &cfg(Dim3::x(1), Dim3::x(n as u32), 0), &[(&d).into()])?;
    let got = dev.download(&d)?;
    let tids = 0..n;
    let inc = (0..n).fold(0u32, |v, _| if v >= 17 { 0 } else { v + 1 });
    let dec = (0..n).fold(0u32, |v, _| if v == 0 || v > 137 { 137 } else { v - 1 });
    let and = tids.clone().fold(0xff, |v, t| v & (2 * t + 7));
    let xor = tids.clone().fold(0xff, |v, t| v ^ t);
    ensure!(got[0] == 10 * n, "add: {}", got[0]);
    ensure!(got[1] == -10 * n, "sub: {}", got[1]);
    ensure!(tids.contains(&got[2]), "exch: {}", got[2]);
    ensure!(got[3] == n - 1, "max: {}", got[3]);
    ensure!(got[4] == 0, "min: {}", got[4]);
    ensure!(got[5] as u32 == inc, "inc: {}, want {inc}", got[5]);
    ensure!(got[6] as u32 == dec, "dec: {}, want {dec}", got[6]);
    // The compare-and-swap chain 0 -> 1 -> 2 ... goes as far as the
    // threads' order lets it.
    ensure!((0..n).contains(&got[7]), "cas: {}", got[7]);
    ensure!(got[8] == and, "and: {}, want {and}", got[8]);
    ensure!(got[9] == -1, "or: {:#x}", got[9]);
    ensure!(got[10] == xor, "xor: {}, want {xor}", got[10]);
    Ok(())
}

pub(super) fn vote(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = 128usize;
    // Warps of all, none and some inputs set.
    let input: Vec<u32> = (0..n as u32)
        .map(|i| match i / 32 {
            0 => 1,
            1 => 0,
            2 => u32::from(i % 5 == 0),
            _ => u32::from(i == 100),
        })
        .collect();
    let group = |i: usize| &input[i - i % 32..][..32];
    for (name, any) in [
        ("_Z14VoteAnyKernel1PjS_i", true),
        ("_Z14VoteAllKernel2PjS_i", false),
    ] {
        let k = m.kernel(name)?;
        let (di, dr) = (dev.upload(&input)?, dev.alloc::<u32>(n)?);
        dev.launch(
            &k,
            &cfg(Dim3::x(1), Dim3::x(n as u32), 0),
            &[(&di).into(), (&dr).into(), (n as i32).into()],
        )?;
        let got = dev.download(&dr)?;
        for (i, &g) in got.iter().enumerate() {
            let want = if any {
                group(i).iter().any(|&v| v != 0)
            } else {
                group(i).iter().all(|&v| v != 0)
            };
            ensure!(g == u32::from(want), "{name}: result[{i}] = {g}");
        }
    }
    let k = m.kernel("_Z14VoteAnyKernel3Pbi")?;
    let warp = 32usize;
    let info = dev.upload(&vec![0u8; 3 * 2 * warp])?;
    dev.launch(
        &k,
        &cfg(Dim3::x(1), Dim3::x((2 * warp) as u32), 0),
        &[(&info).into(), (warp as i32).into()],
    )?;
    let got = dev.download(&info)?;
    for tx in 0..2 * warp {
        let cut = |t: usize| t >= warp * 3 / 2;
        let g = tx - tx % 32..tx - tx % 32 + 32;
        let want = [g.clone().any(cut), cut(tx), g.clone().all(cut)];
        let have = [got[3 * tx] != 0, got[3 * tx + 1] != 0, got[3 * tx + 2] != 0];
        ensure!(
            have == want,
            "VoteAnyKernel3: thread {tx}: {have:?}, want {want:?}"
        );
    }
    Ok(())
}

pub(super) fn large_kernel_parameter(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z13kernelDefault7param_tPi")?;
    let p: Vec<i32> = (0..12).map(|i| i * 37 - 200).collect();
    let fields: Vec<KernelArg> = p.iter().map(|&v| v.into()).collect();
    let record = KernelArg::record(&fields).context("a 48-byte record")?;
    let out = dev.alloc::<i32>(1)?;
    dev.launch(
        &k,
        &cfg(Dim3::x(1), Dim3::x(1), 0),
        &[record, (&out).into()],
    )?;
    let want: i32 = p.iter().sum::<i32>() + 1 + 2 + 3;
    ensure!(
        dev.download(&out)?[0] == want,
        "sum {}, want {want}",
        dev.download(&out)?[0]
    );
    Ok(())
}

pub(super) fn inline_ptx(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z12sequence_gpuPii")?;
    let n = 1000usize;
    let d = dev.upload(&vec![-1i32; n])?;
    dev.launch(
        &k,
        &cfg(Dim3::x(8), Dim3::x(128), 0),
        &[(&d).into(), (n as i32).into()],
    )?;
    let got = dev.download(&d)?;
    for (i, &g) in got.iter().enumerate() {
        ensure!(g == (i % 32) as i32, "laneid of {i} is {g}");
    }
    Ok(())
}

pub(super) fn scalar_prod(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z13scalarProdGPUPfS_S_ii")?;
    let (vectors, elements) = (6usize, 3000usize);
    let (a, b) = (
        floats(vectors * elements, 19, -1.0, 1.0),
        floats(vectors * elements, 20, -1.0, 1.0),
    );
    let (da, db, dc) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<f32>(vectors)?);
    dev.launch(
        &k,
        &cfg(Dim3::x(4), Dim3::x(256), 0),
        &[
            (&dc).into(),
            (&da).into(),
            (&db).into(),
            (vectors as i32).into(),
            (elements as i32).into(),
        ],
    )?;
    let want: Vec<f64> = (0..vectors)
        .map(|v| {
            (v * elements..(v + 1) * elements)
                .map(|i| f64::from(a[i]) * f64::from(b[i]))
                .sum()
        })
        .collect();
    close("dot", &dev.download(&dc)?, &want, 1e-4, 1e-4)
}

pub(super) fn fdtd3d(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z23FiniteDifferencesKernelPfPKfiii")?;
    const R: usize = 4;
    let (dx, dy, dz) = (64usize, 32usize, 6usize);
    let (sy, sz) = (dx + 2 * R, (dx + 2 * R) * (dy + 2 * R));
    let total = sz * (dz + 2 * R);
    let input = floats(total, 21, -1.0, 1.0);
    let (di, dout) = (dev.upload(&input)?, dev.upload(&vec![0f32; total])?);
    dev.launch(
        &k,
        &cfg(
            Dim3::new((dx / 32) as u32, (dy / 16) as u32, 1),
            Dim3::new(32, 16, 1),
            0,
        ),
        &[
            (&dout).into(),
            (&di).into(),
            (dx as i32).into(),
            (dy as i32).into(),
            (dz as i32).into(),
        ],
    )?;
    let s = [0.5f32, 0.2, 0.1, 0.05, 0.025].map(f64::from);
    let at = |i: usize| f64::from(input[i]);
    let mut want = vec![0f64; total];
    for z in 0..dz {
        for y in 0..dy {
            for x in 0..dx {
                let c = (z + R) * sz + (y + R) * sy + x + R;
                let mut v = s[0] * at(c);
                for (i, &si) in s.iter().enumerate().skip(1) {
                    v += si
                        * (at(c + i * sz)
                            + at(c - i * sz)
                            + at(c - i * sy)
                            + at(c + i * sy)
                            + at(c - i)
                            + at(c + i));
                }
                want[c] = v;
            }
        }
    }
    close("output", &dev.download(&dout)?, &want, 1e-5, 1e-5)
}

/// Moro's inverse of the cumulative normal distribution, in f64, from the
/// same mapping of `x` to (0, 1).
pub(super) fn moro(x: u32) -> f64 {
    let (a1, a2, a3, a4) = (
        2.50662823884,
        -18.61500062529,
        41.39119773534,
        -25.44106049637,
    );
    let (b1, b2, b3, b4) = (
        -8.4735109309,
        23.08336743743,
        -21.06224101826,
        3.13082909833,
    );
    let c = [
        0.337475482272615,
        0.976169019091719,
        0.160797971491821,
        2.76438810333863E-02,
        3.8405729373609E-03,
        3.951896511919E-04,
        3.21767881768E-05,
        2.888167364E-07,
        3.960315187E-07,
    ];
    let (x, negate) = if x >= 0x8000_0000 {
        (0xffff_ffff - x, true)
    } else {
        (x, false)
    };
    let x1 = 1.0 / f64::from(0xffff_ffffu32);
    let p1 = f64::from(x) * x1 + x1 / 2.0;
    let p2 = p1 - 0.5;
    let z = if p2 > -0.42 {
        let z = p2 * p2;
        p2 * (((a4 * z + a3) * z + a2) * z + a1) / ((((b4 * z + b3) * z + b2) * z + b1) * z + 1.0)
    } else {
        let z = (-p1.ln()).ln();
        -(c[0]
            + z * (c[1]
                + z * (c[2]
                    + z * (c[3] + z * (c[4] + z * (c[5] + z * (c[6] + z * (c[7] + z * c[8]))))))))
    };
    if negate { -z } else { z }
}

pub(super) fn inverse_cnd(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("_Z16inverseCNDKernelPfPjj")?;
    let n = 5000usize;
    let mut r = rng(22);
    let input: Vec<u32> = (0..n).map(|_| r() as u32).collect();
    let (di, dout) = (dev.upload(&input)?, dev.alloc::<f32>(n)?);
    dev.launch(
        &k,
        &cfg(Dim3::x(8), Dim3::x(128), 0),
        &[(&dout).into(), (&di).into(), (n as i32).into()],
    )?;
    let want: Vec<f64> = input.iter().map(|&x| moro(x)).collect();
    close("inverse CND", &dev.download(&dout)?, &want, 1e-4, 1e-4)
}
