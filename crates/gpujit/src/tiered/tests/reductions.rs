//! Reductions, early exits and grid indices: the same results on both tiers.

use super::*;

fn reduction() -> PortableModule {
    let params = [
        p::ptr_f32("x"),
        p::ptr_u32("count"),
        p::ptr_f32("sum"),
        p::ptr_u32("hi"),
        p::i32("shift"),
        p::u32("n"),
    ];
    one_kernel("reduce_tiered", true, &params, |k, a| {
        let i = k.global_id(Axis::X);
        k.if_(k.lt(i, a[5]), |k| {
            let v = k.load(a[0], i);
            // An early exit for negative elements.
            k.if_(k.lt(v, k.f32(-0.9)), |k| k.return_());
            k.atomic(
                AtomicOp::Add,
                a[1],
                k.u32(0),
                k.cast(k.gt(v, k.f32(0.0)), ScalarType::U32),
                MemScope::Device,
            );
            k.atomic(AtomicOp::Add, a[2], k.u32(0), v, MemScope::Device);
            // A signed index: element `shift` (an i32) of `count`, maximum of the bits.
            let bits = k.bitcast(k.mul(v, v), ScalarType::U32);
            k.atomic(AtomicOp::Max, a[3], k.u32(0), bits, MemScope::Block);
            let j = k.add(k.i32(1), k.bitcast(k.and(i, k.u32(1)), ScalarType::I32));
            k.atomic(
                AtomicOp::Add,
                a[1],
                k.add(j, a[4]),
                k.u32(1),
                MemScope::Device,
            );
        });
    })
}

fn reductions_agree(jit: Arc<Jit>, n: usize) {
    let rt = runtime(jit, CompileWhen::OnSubmit);
    let prog = rt.submit(&reduction()).unwrap();
    assert!(prog.refusal().is_none(), "{:?}", prog.refusal());
    assert!(ops(&prog).contains(&Op::Guard) && ops(&prog).contains(&Op::AtomicFAdd));
    assert!(rt.wait_compiled(&prog, WAIT).unwrap());
    let dev = rt.device();
    let mut rng = Rng(3);
    let xs: Vec<f32> = (0..n).map(|_| rng.unit()).collect();
    let x = dev.upload(&xs).unwrap();
    let mut results = Vec::new();
    for tier in [Tier::Interpreter, Tier::Jit] {
        let count = dev.upload(&[0u32; 4]).unwrap();
        let sum = dev.upload(&[0f32]).unwrap();
        let hi = dev.upload(&[0u32]).unwrap();
        let args = [
            KernelArg::from(&x),
            (&count).into(),
            (&sum).into(),
            (&hi).into(),
            (-1i32).into(),
            (n as u32).into(),
        ];
        rt.launch_on(&prog, tier, &LaunchConfig::for_elems(n, 64), &args)
            .unwrap();
        results.push((
            dev.download(&count).unwrap(),
            dev.download(&sum).unwrap()[0],
            dev.download(&hi).unwrap()[0],
        ));
    }
    let kept: Vec<f32> = xs.iter().copied().filter(|v| *v >= -0.9).collect();
    let positives = kept.iter().filter(|v| **v > 0.0).count() as u32;
    let (odd, even) = (
        (0..n).filter(|i| xs[*i] >= -0.9 && i % 2 == 1).count() as u32,
        (0..n).filter(|i| xs[*i] >= -0.9 && i % 2 == 0).count() as u32,
    );
    let hi = kept.iter().map(|v| (v * v).to_bits()).max().unwrap_or(0);
    let sum: f64 = kept.iter().map(|v| f64::from(*v)).sum();
    for (tier, (count, s, h)) in [Tier::Interpreter, Tier::Jit].iter().zip(&results) {
        // Element 0 counts positives and the even elements (index -1 + 1);
        // element 1 counts the odd ones.
        assert_eq!(count[..2], [positives + even, odd], "{tier:?}");
        assert_eq!(*h, hi, "{tier:?}");
        assert!(
            (f64::from(*s) - sum).abs() < 1e-3 * sum.abs().max(1.0),
            "{tier:?}: {s} vs {sum}"
        );
    }
    // Integer reductions are exact on both tiers; the f32 sum's order is the hardware's.
    assert_eq!(results[0].0, results[1].0);
    assert_eq!(results[0].2, results[1].2);
}

#[test]
fn reductions_and_early_exits_agree_across_tiers() {
    reductions_agree(test_jit(), 5000);
}

#[test]
fn reductions_and_early_exits_agree_across_tiers_on_the_emulator() {
    reductions_agree(emu_jit(), 300);
}

#[test]
fn grid_indices_in_every_axis_reach_the_interpreter() {
    let params = [p::ptr_u32("out"), p::u32("width")];
    let m = one_kernel("grid3", true, &params, |k, a| {
        let x = k.global_id(Axis::X);
        let y = k.add(
            k.mul(k.block_id(Axis::Y), k.block_dim(Axis::Y)),
            k.thread_id(Axis::Y),
        );
        let at = k.add(x, k.mul(y, a[1]));
        let code = k.add(
            k.mul(k.grid_dim(Axis::Y), k.u32(1_000_000)),
            k.add(
                k.mul(k.block_dim(Axis::X), k.u32(1000)),
                k.add(k.thread_id(Axis::Y), k.mul(k.block_id(Axis::Z), k.u32(100))),
            ),
        );
        k.store(a[0], at, code);
    });
    let rt = runtime(test_jit(), CompileWhen::OnSubmit);
    let prog = rt.submit(&m).unwrap();
    assert!(prog.refusal().is_none(), "{:?}", prog.refusal());
    assert!(rt.wait_compiled(&prog, WAIT).unwrap());
    let dev = rt.device();
    let cfg = LaunchConfig {
        grid: gpujit_device::Dim3 { x: 2, y: 3, z: 1 },
        block: gpujit_device::Dim3 { x: 8, y: 4, z: 1 },
        shared_bytes: 0,
    };
    let (w, h) = (16usize, 12usize);
    let mut got = Vec::new();
    for tier in [Tier::Interpreter, Tier::Jit] {
        let out = dev.upload(&vec![0u32; w * h]).unwrap();
        rt.launch_on(&prog, tier, &cfg, &[(&out).into(), (w as u32).into()])
            .unwrap();
        got.push(dev.download(&out).unwrap());
    }
    assert_eq!(got[0], got[1]);
    assert_eq!(got[0][w + 1], 3_000_000 + 8000 + 1);
}
