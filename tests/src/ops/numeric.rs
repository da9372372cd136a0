//! Math functions, and half and bfloat conversions.

use anyhow::ensure;
use gpujit::Device;
use gpujit::ir::{MathOp, ScalarType};
use gpujit_conformance::Tally;

use super::{per_thread, run};

pub(super) fn math_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
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

pub(super) fn vector_and_half_tests(t: &mut Tally, tag: &str, dev: &dyn Device) {
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
