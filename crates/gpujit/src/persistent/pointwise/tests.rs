use super::*;
use crate::Jit;
use crate::cache::Cache;
use crate::persistent::RuntimeConfig;
use gpujit_device::DeviceCopy;

fn setup(parts: u32, max_entries: u32) -> (Arc<Jit>, Arc<Runtime>, Pointwise) {
    let name = std::env::var("GPUJIT_TEST_DEVICE").unwrap_or_else(|_| "host".into());
    let dev = crate::open(&name).unwrap();
    let jit = Arc::new(Jit::new(dev, Cache::new(None, 0, 64)).unwrap());
    let rt = Arc::new(
        Runtime::new(
            jit.clone(),
            RuntimeConfig {
                queues: parts,
                capacity: 64,
                threads: 64,
                timeout: Duration::from_secs(30),
            },
        )
        .unwrap(),
    );
    let pw = Pointwise::new(
        rt.clone(),
        PointwiseConfig {
            max_entries,
            max_delay: Duration::from_secs(60),
            parts,
        },
    )
    .unwrap();
    (jit, rt, pw)
}

/// f32 to bf16 bits, rounding to nearest even.
fn bf16(x: f32) -> u16 {
    let b = x.to_bits();
    ((b + 0x7fff + ((b >> 16) & 1)) >> 16) as u16
}

fn from_bf16(h: u16) -> f32 {
    f32::from_bits(u32::from(h) << 16)
}

/// f32 to f16 bits, rounding to nearest even (normal and subnormal range).
fn f16(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    let v = if a < 6.103_515_6e-5 {
        (a / 5.960_464_5e-8).round_ties_even() as u16
    } else {
        let e = ((a.to_bits() >> 23) as i32) - 127;
        let m = a / 2f32.powi(e) - 1.0;
        let mant = (m * 1024.0).round_ties_even() as u32;
        let (e, mant) = if mant == 1024 { (e + 1, 0) } else { (e, mant) };
        (((e + 15) as u32) << 10 | mant) as u16
    };
    sign | v
}

fn from_f16(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let m = f32::from(h & 0x3ff);
    sign * if e == 0 {
        m * 5.960_464_5e-8
    } else {
        (1.0 + m / 1024.0) * 2f32.powi(e - 15)
    }
}

fn data(n: usize, seed: u32, lo: f32, hi: f32) -> Vec<f32> {
    let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(12345);
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            lo + (hi - lo) * (x % 10_000) as f32 / 10_000.0
        })
        .collect()
}

fn reference(op: PwOp, a: f32, b: f32, c: f32, p: [f32; 2]) -> f32 {
    let s = |x: f32| 1.0 / (1.0 + (-x).exp());
    match op {
        PwOp::Add => a + p[0] * b,
        PwOp::Sub => a - p[0] * b,
        PwOp::Mul => a * b,
        PwOp::Div => a / b,
        PwOp::Maximum => a.max(b),
        PwOp::Minimum => a.min(b),
        PwOp::Pow => a.powf(b),
        PwOp::Where => {
            if a != 0.0 {
                b
            } else {
                c
            }
        }
        PwOp::Relu => a.max(0.0),
        PwOp::Sigmoid => s(a),
        PwOp::Tanh => a.tanh(),
        PwOp::Exp => a.exp(),
        PwOp::Log => a.ln(),
        PwOp::Sqrt => a.sqrt(),
        PwOp::Abs => a.abs(),
        PwOp::Sin => a.sin(),
        PwOp::Cos => a.cos(),
        PwOp::Gelu => {
            let x = f64::from(a);
            (0.5 * x * (1.0 + erf(x / std::f64::consts::SQRT_2))) as f32
        }
        PwOp::GeluTanh => {
            let k = (2.0 / std::f32::consts::PI).sqrt();
            0.5 * a * (1.0 + (k * (a + 0.044715 * a * a * a)).tanh())
        }
        PwOp::Silu => a * s(a),
        PwOp::Clamp => a.max(p[0]).min(p[1]),
        PwOp::Neg => -a,
        PwOp::Square => a * a,
        PwOp::Cube => a * a * a,
        PwOp::Rsqrt => 1.0 / a.sqrt(),
        PwOp::Reciprocal => 1.0 / a,
        PwOp::Copy => a,
        PwOp::Sum | PwOp::Mean => unreachable!("reductions are checked apart"),
    }
}

/// erf by its series / continued fraction (double precision is plenty here).
fn erf(x: f64) -> f64 {
    // Abramowitz-Stegun 7.1.26 is too coarse; integrate with Simpson's rule.
    let steps = 2000;
    let h = x / f64::from(steps);
    let f = |t: f64| (-t * t).exp();
    let mut s = f(0.0) + f(x);
    for i in 1..steps {
        s += f(f64::from(i) * h) * if i % 2 == 1 { 4.0 } else { 2.0 };
    }
    s * h / 3.0 * 2.0 / std::f64::consts::PI.sqrt()
}

fn close(got: f32, want: f32, tol: f32) -> bool {
    (got - want).abs() <= tol * (1.0 + want.abs()) || (got.is_nan() && want.is_nan())
}

fn addr<T: DeviceCopy>(b: &Buffer<T>) -> u64 {
    b.memory().addr()
}

/// [`Pointwise::record`] on the tests' tensors.
fn record(
    pw: &Pointwise,
    op: PwOp,
    out: &Tensor,
    inputs: &[Operand],
    params: [f32; 2],
) -> crate::Result<u64> {
    // SAFETY: every test's tensors lie in buffers of the runtime's device (or are
    // refused by the checks under test before anything runs), and each test keeps
    // them alive and leaves them alone until it has waited for every batch.
    unsafe { pw.record(op, out, inputs, params) }
}

#[test]
fn every_op_matches_the_cpu_over_two_parts() {
    let (jit, rt, pw) = setup(2, 64);
    let dev = jit.device();
    let n = 1000usize;
    let (xa, xb, xc) = (
        data(n, 1, 0.1, 3.0),
        data(n, 2, 0.2, 2.0),
        data(n, 3, -1.0, 1.0),
    );
    let (a, b) = (dev.upload(&xa).unwrap(), dev.upload(&xb).unwrap());
    let cond: Vec<u8> = (0..n).map(|i| (i % 3 == 0) as u8).collect();
    let cnd = dev.upload(&cond).unwrap();
    let cbuf = dev.upload(&xc).unwrap();
    let shape = [n as i64];
    let t = |addr, dtype| Operand::Tensor(Tensor::contiguous(addr, dtype, &shape));
    let ops: Vec<PwOp> = PwOp::ALL
        .into_iter()
        .filter(|o| !o.is_reduction())
        .collect();
    let outs: Vec<Buffer<f32>> = ops.iter().map(|_| dev.alloc::<f32>(n).unwrap()).collect();
    for (op, out) in ops.iter().zip(&outs) {
        let p = match op {
            PwOp::Clamp => [0.5, 1.5],
            PwOp::Add | PwOp::Sub => [0.5, 0.0],
            _ => [1.0, 0.0],
        };
        let inputs = match op.arity() {
            1 => vec![t(addr(&a), Dtype::F32)],
            2 => vec![t(addr(&a), Dtype::F32), t(addr(&b), Dtype::F32)],
            _ => vec![
                t(addr(&cnd), Dtype::Bool),
                t(addr(&a), Dtype::F32),
                t(addr(&cbuf), Dtype::F32),
            ],
        };
        let out_t = Tensor::contiguous(addr(out), Dtype::F32, &shape);
        record(&pw, *op, &out_t, &inputs, p).unwrap();
    }
    pw.wait_all().unwrap();
    for (op, out) in ops.iter().zip(&outs) {
        let got = dev.download(out).unwrap();
        let p = match op {
            PwOp::Clamp => [0.5, 1.5],
            PwOp::Add | PwOp::Sub => [0.5, 0.0],
            _ => [1.0, 0.0],
        };
        for i in 0..n {
            let want = if *op == PwOp::Where {
                reference(*op, f32::from(cond[i]), xa[i], xc[i], p)
            } else {
                reference(*op, xa[i], xb[i], 0.0, p)
            };
            assert!(
                close(got[i], want, 2e-6),
                "{}: element {i}: {} vs {want}",
                op.name(),
                got[i]
            );
        }
    }
    let st = pw.stats();
    assert_eq!(st.ops, ops.len() as u64);
    assert_eq!(st.batches, 1);
    assert!(pw.is_idle());
    assert_eq!(pw.completed(), 1);
    drop(pw);
    rt.shutdown().unwrap();
}

#[test]
fn broadcasting_strides_scalars_and_half_types() {
    let (jit, rt, pw) = setup(2, 64);
    let dev = jit.device();
    // x: [3, 5] f32 stored transposed (a [5, 3] buffer read with strides [1, 3]).
    let xt = data(15, 4, -2.0, 2.0);
    let xbuf = dev.upload(&xt).unwrap();
    let x = Tensor {
        addr: addr(&xbuf),
        dtype: Dtype::F32,
        shape: vec![3, 5],
        strides: vec![1, 3],
    };
    let xv = |r: usize, c: usize| xt[c * 3 + r];
    // y: [5] bf16, broadcast along the rows; z: [3, 1] f16, broadcast along the columns.
    let yv: Vec<f32> = data(5, 5, -1.0, 1.0)
        .into_iter()
        .map(|v| from_bf16(bf16(v)))
        .collect();
    let ybuf = dev
        .upload(&yv.iter().map(|&v| bf16(v)).collect::<Vec<u16>>())
        .unwrap();
    let zv: Vec<f32> = data(3, 6, 0.5, 1.5)
        .into_iter()
        .map(|v| from_f16(f16(v)))
        .collect();
    let zbuf = dev
        .upload(&zv.iter().map(|&v| f16(v)).collect::<Vec<u16>>())
        .unwrap();
    let y = Tensor::contiguous(addr(&ybuf), Dtype::BF16, &[5]);
    let z = Tensor::contiguous(addr(&zbuf), Dtype::F16, &[3, 1]);
    // s = x + y (f32), h = where(x > ..)-free: h = (s * z) as f16, k = h - 2.5 (scalar) as bf16.
    let s = dev.alloc::<f32>(15).unwrap();
    let h = dev.alloc::<u16>(15).unwrap();
    let kb = dev.alloc::<u16>(15).unwrap();
    let st = Tensor::contiguous(addr(&s), Dtype::F32, &[3, 5]);
    let ht = Tensor::contiguous(addr(&h), Dtype::F16, &[3, 5]);
    let kt = Tensor::contiguous(addr(&kb), Dtype::BF16, &[3, 5]);
    record(
        &pw,
        PwOp::Add,
        &st,
        &[Operand::Tensor(x.clone()), Operand::Tensor(y)],
        [1.0, 0.0],
    )
    .unwrap();
    record(
        &pw,
        PwOp::Mul,
        &ht,
        &[Operand::Tensor(st.clone()), Operand::Tensor(z)],
        [1.0, 0.0],
    )
    .unwrap();
    record(
        &pw,
        PwOp::Sub,
        &kt,
        &[Operand::Tensor(ht.clone()), Operand::Scalar(2.5)],
        [1.0, 0.0],
    )
    .unwrap();
    pw.wait_all().unwrap();
    let (sg, hg, kg) = (
        dev.download(&s).unwrap(),
        dev.download(&h).unwrap(),
        dev.download(&kb).unwrap(),
    );
    for (r, &zr) in zv.iter().enumerate() {
        for (c, &yc) in yv.iter().enumerate() {
            let i = r * 5 + c;
            let sw = xv(r, c) + yc;
            assert_eq!(sg[i], sw, "sum at ({r}, {c})");
            let hw = from_f16(f16(sw * zr));
            assert_eq!(from_f16(hg[i]), hw, "product at ({r}, {c})");
            let kw = from_bf16(bf16(hw - 2.5));
            assert_eq!(from_bf16(kg[i]), kw, "difference at ({r}, {c})");
        }
    }
    // The second and third ops read what the one before wrote: barriers.
    assert_eq!(
        pw.stats().barriers,
        3,
        "the batch's first op and two dependencies"
    );
    drop(pw);
    rt.shutdown().unwrap();
}

#[test]
fn dependent_chains_across_batches_and_parts_stay_in_order() {
    let (jit, rt, pw) = setup(2, 8);
    let dev = jit.device();
    let n = 333usize;
    let x0 = data(n, 7, -1.0, 1.0);
    let mut bufs: Vec<Buffer<f32>> = (0..=50).map(|_| dev.alloc::<f32>(n).unwrap()).collect();
    dev.write(&mut bufs[0], &x0).unwrap();
    let shape = [n as i64];
    let t = |b: &Buffer<f32>| Tensor::contiguous(addr(b), Dtype::F32, &shape);
    let mut want = x0.clone();
    let mut last = 0;
    for i in 0..50 {
        // x[i+1] = x[i] * 0.9 + 0.1, as a mul then an add into the next buffer, the
        // add reading the mul's output in place.
        let (src, dst) = (&bufs[i], &bufs[i + 1]);
        record(
            &pw,
            PwOp::Mul,
            &t(dst),
            &[Operand::Tensor(t(src)), Operand::Scalar(0.9)],
            [1.0, 0.0],
        )
        .unwrap();
        last = record(
            &pw,
            PwOp::Add,
            &t(dst),
            &[Operand::Tensor(t(dst)), Operand::Scalar(0.1)],
            [1.0, 0.0],
        )
        .unwrap();
        for v in &mut want {
            *v = *v * 0.9 + 0.1;
        }
    }
    assert!(last >= 100 / 8, "{last} batches");
    pw.wait_all().unwrap();
    // Same-shape chains need only the barrier at the start of each batch.
    assert_eq!(pw.stats().barriers, pw.stats().batches);
    assert!(pw.completed() >= last);
    let got = dev.download(&bufs[50]).unwrap();
    for i in 0..n {
        assert!(
            close(got[i], want[i], 1e-5),
            "element {i}: {} vs {}",
            got[i],
            want[i]
        );
    }
    drop(pw);
    rt.shutdown().unwrap();
}

#[test]
fn sums_and_means_over_the_last_axis() {
    let (jit, rt, pw) = setup(2, 64);
    let dev = jit.device();
    // x: [4, 3, 70] f32; reduce a strided view [4, 3, 35] (every other column).
    let xs = data(4 * 3 * 70, 8, -1.0, 1.0);
    let xb = dev.upload(&xs).unwrap();
    let x = Tensor {
        addr: addr(&xb),
        dtype: Dtype::F32,
        shape: vec![4, 3, 35],
        strides: vec![210, 70, 2],
    };
    let sum = dev.alloc::<f32>(12).unwrap();
    let mean = dev.alloc::<u16>(12).unwrap();
    record(
        &pw,
        PwOp::Sum,
        &Tensor::contiguous(addr(&sum), Dtype::F32, &[4, 3]),
        &[Operand::Tensor(x.clone())],
        [0.0, 0.0],
    )
    .unwrap();
    record(
        &pw,
        PwOp::Mean,
        &Tensor::contiguous(addr(&mean), Dtype::BF16, &[4, 3, 1]),
        &[Operand::Tensor(x)],
        [0.0, 0.0],
    )
    .unwrap();
    pw.wait_all().unwrap();
    let (sg, mg) = (dev.download(&sum).unwrap(), dev.download(&mean).unwrap());
    for r in 0..12 {
        let w: f32 = (0..35).map(|c| xs[r * 70 + 2 * c]).sum();
        assert!(close(sg[r], w, 1e-5), "sum of row {r}: {} vs {w}", sg[r]);
        let m = from_bf16(mg[r]);
        assert!(
            close(m, w / 35.0, 1e-2),
            "mean of row {r}: {m} vs {}",
            w / 35.0
        );
    }
    drop(pw);
    rt.shutdown().unwrap();
}

#[test]
fn malformed_ops_are_typed_errors_and_the_recorder_goes_on() {
    let (jit, rt, pw) = setup(2, 16);
    let dev = jit.device();
    let a = dev.upload(&[1.0f32; 8]).unwrap();
    let out = dev.alloc::<f32>(8).unwrap();
    let t = |b: &Buffer<f32>, shape: &[i64]| Tensor::contiguous(addr(b), Dtype::F32, shape);
    let err = |r: Result<u64>| r.unwrap_err().to_string();
    let e = err(record(
        &pw,
        PwOp::Add,
        &t(&out, &[8]),
        &[Operand::Tensor(t(&a, &[8]))],
        [1.0, 0.0],
    ));
    assert!(e.contains("add takes 2 operands, 1 given"), "{e}");
    let e = err(record(
        &pw,
        PwOp::Add,
        &t(&out, &[8]),
        &[
            Operand::Tensor(t(&a, &[8])),
            Operand::Tensor(t(&a, &[2, 4])),
        ],
        [1.0, 0.0],
    ));
    assert!(e.contains("do not broadcast"), "{e}");
    let strided = Tensor {
        strides: vec![2],
        ..t(&out, &[4])
    };
    let e = err(record(
        &pw,
        PwOp::Exp,
        &strided,
        &[Operand::Tensor(t(&a, &[4]))],
        [0.0, 0.0],
    ));
    assert!(e.contains("must be contiguous"), "{e}");
    // Six dimensions that cannot merge: a permuted 2x2x2x2x2x2 block.
    let big = dev.alloc::<f32>(64).unwrap();
    let shape = [2i64, 2, 2, 2, 2, 2];
    let odd = Tensor {
        addr: addr(&big),
        dtype: Dtype::F32,
        shape: shape.to_vec(),
        strides: vec![1, 32, 2, 16, 4, 8],
    };
    let out64 = dev.alloc::<f32>(64).unwrap();
    let e = err(record(
        &pw,
        PwOp::Exp,
        &t(&out64, &shape),
        &[Operand::Tensor(odd)],
        [0.0, 0.0],
    ));
    assert!(e.contains("dimensions once merged; at most 4"), "{e}");
    let e = err(record(
        &pw,
        PwOp::Sum,
        &t(&out, &[1]),
        &[Operand::Scalar(1.0)],
        [0.0, 0.0],
    ));
    assert!(e.contains("reduces a tensor"), "{e}");
    // Still usable.
    record(
        &pw,
        PwOp::Neg,
        &t(&out, &[8]),
        &[Operand::Tensor(t(&a, &[8]))],
        [0.0, 0.0],
    )
    .unwrap();
    pw.wait_all().unwrap();
    assert_eq!(dev.download(&out).unwrap(), vec![-1.0; 8]);
    assert_eq!(pw.stats().ops, 1);
    assert_eq!(
        broadcast_shapes(&[&[3, 1, 5], &[4, 1], &[]]).unwrap(),
        vec![3, 4, 5]
    );
    let _ = PwOp::from_name("gelu_tanh").unwrap();
    drop(pw);
    rt.shutdown().unwrap();
}

#[test]
fn a_program_replays_on_new_input_values_as_recording_would() {
    let (jit, rt, pw) = setup(2, 8);
    let dev = jit.device();
    let n = 257usize;
    let shape = [n as i64];
    let mut x = dev.upload(&data(n, 3, -1.0, 1.0)).unwrap();
    let bufs: Vec<Buffer<f32>> = (0..20).map(|_| dev.alloc::<f32>(n).unwrap()).collect();
    let tail = dev.alloc::<f32>(n - 1).unwrap();
    let t = |b: &Buffer<f32>| Tensor::contiguous(addr(b), Dtype::F32, &shape);
    // b[0] = x * 2; b[i+1] = b[i] - x; then tail = b[19][1..] + 1, a shifted read of
    // what the batch wrote (a barrier).
    let mut ops: Vec<(PwOp, Tensor, Vec<Operand>)> = vec![(
        PwOp::Mul,
        t(&bufs[0]),
        vec![Operand::Tensor(t(&x)), Operand::Scalar(2.0)],
    )];
    for i in 0..19 {
        ops.push((
            PwOp::Sub,
            t(&bufs[i + 1]),
            vec![Operand::Tensor(t(&bufs[i])), Operand::Tensor(t(&x))],
        ));
    }
    let shifted = Tensor {
        addr: addr(&bufs[19]) + 4,
        dtype: Dtype::F32,
        shape: vec![n as i64 - 1],
        strides: vec![1],
    };
    let tail_t = Tensor::contiguous(addr(&tail), Dtype::F32, &[n as i64 - 1]);
    ops.push((
        PwOp::Add,
        tail_t,
        vec![Operand::Tensor(shifted), Operand::Scalar(1.0)],
    ));
    let mut prog = PointwiseProgram::new();
    for (op, out, ins) in &ops {
        prog.push(*op, out, ins, [1.0, 0.0]).unwrap();
    }
    assert_eq!(prog.len(), 21);
    // A refused op leaves the program as it was.
    let short = Tensor::contiguous(addr(&bufs[0]), Dtype::F32, &[3]);
    assert!(
        prog.push(
            PwOp::Add,
            &t(&bufs[0]),
            &[Operand::Tensor(short)],
            [1.0, 0.0]
        )
        .is_err()
    );
    assert_eq!(prog.len(), 21);
    let check = |x0: &[f32]| {
        let got = dev.download(&bufs[19]).unwrap();
        let got_tail = dev.download(&tail).unwrap();
        for i in 0..n {
            let want = x0[i] * 2.0 - 19.0 * x0[i];
            assert!(
                close(got[i], want, 1e-5),
                "element {i}: {} vs {want}",
                got[i]
            );
            if i > 0 {
                assert!(close(got_tail[i - 1], want + 1.0, 1e-5), "tail {i}");
            }
        }
    };
    let resident = pw.load(&prog).unwrap();
    assert_eq!((resident.len(), resident.barriers()), (21, 2));
    // Round 0 records op by op; the others replay the resident program.
    let mut counts = Vec::new();
    for round in 0..3u32 {
        let x0 = data(n, 10 + round, -1.0, 1.0);
        dev.write(&mut x, &x0).unwrap();
        let before = pw.stats();
        let last = if round == 0 {
            let mut last = 0;
            for (op, out, ins) in &ops {
                last = record(&pw, *op, out, ins, [1.0, 0.0]).unwrap();
            }
            last
        } else {
            // SAFETY: x and the buffers belong to the runtime's device and outlive the
            // wait below; nothing else touches them meanwhile.
            unsafe { pw.replay(&resident) }.unwrap()
        };
        pw.wait_all().unwrap();
        assert!(pw.completed() >= last);
        let after = pw.stats();
        assert_eq!(after.ops - before.ops, 21);
        counts.push((
            after.batches - before.batches,
            after.barriers - before.barriers,
        ));
        check(&x0);
    }
    // Recorded: three batches of at most 8 entries, each opening with a barrier,
    // and the shifted read's. Replayed: one batch, its opening barrier and the
    // shifted read's.
    assert_eq!(counts, vec![(3, 4), (1, 2), (1, 2)]);
    // An empty program runs nothing.
    let empty = pw.load(&PointwiseProgram::new()).unwrap();
    let before = pw.stats();
    // SAFETY: it names no memory.
    let id = unsafe { pw.replay(&empty) }.unwrap();
    assert!(pw.completed() >= id);
    assert_eq!(pw.stats(), before);
    // A program loaded by another recorder (on the same runtime: a second
    // runtime's module load would wait for the running worker on CUDA) is refused.
    let pw2 = Pointwise::new(
        rt.clone(),
        PointwiseConfig {
            parts: 1,
            ..Default::default()
        },
    )
    .unwrap();
    let other = pw2.load(&prog).unwrap();
    // SAFETY: refused before anything runs.
    let err = unsafe { pw.replay(&other) }.unwrap_err();
    assert!(err.to_string().contains("recorder that loaded it"), "{err}");
    drop(pw2);
    drop(pw);
    rt.shutdown().unwrap();
}

#[test]
fn the_pointwise_worker_compiles_for_amd_and_nvidia_with_its_staged_table() {
    let m = crate::persistent::worker_module(&[pointwise_operator().unwrap()]).unwrap();
    let ptx = crate::compile(&m, crate::Target::Nvptx, &crate::CompileOptions::default()).unwrap();
    let text = String::from_utf8_lossy(&ptx.image.bytes);
    assert!(
        text.contains(".shared .align"),
        "no shared array in the PTX"
    );
    // The operator's math needs ROCm's device libraries, which `ci/setup` installs
    // (a CUDA machine running these tests may lack them).
    let devlibs = gpujit_amdgcn::devlibs::candidates()
        .iter()
        .any(|d| d.join("ocml.bc").exists());
    if !devlibs {
        eprintln!("the AMD half needs ROCm's device libraries, absent here: not compiled");
        return;
    }
    let opts = crate::CompileOptions {
        arch: Some("gfx942".into()),
        ..Default::default()
    };
    let c = crate::compile(&m, crate::Target::Amdgcn, &opts).unwrap();
    let info = gpujit_amdgcn::code_object::CodeObject::parse(&c.image.bytes).unwrap();
    let k = &info.kernels[0];
    // The chunk of staged entries lives in LDS, beside the worker's own.
    let staged = kernel::CHUNK * ENTRY_WORDS as u32 * 8;
    assert!(
        k.group_segment_fixed_size >= staged,
        "LDS {} bytes, the staged table alone {staged}",
        k.group_segment_fixed_size
    );
}
