//! Floating-point edge cases: clang's division, square root and
//! single-instruction operations, bit-exactly against the host.

use anyhow::ensure;
use gpujit::amdgcn_emu::{EmuDevice, EmuError};
use gpujit::{Device, DeviceCopy, DeviceExt, Image, LaunchConfig, ScalarType};
use gpujit_conformance::Tally;

use super::{gfx942_image, hip_source, launch_by_block};

/// IEEE division and square root as clang-22 lowers them for gfx942
/// (`v_div_scale`/`v_div_fmas`/`v_div_fixup`, `v_rcp`, `v_rsq`, `v_sqrt` and
/// their corrections), on special and edge-case operands, against the host's
/// correctly rounded results.
const FP_SRC: &str = r#"
#define __global__ __attribute__((global))
#define ID __builtin_amdgcn_workitem_id_x()
extern "C" __global__ void divf(float* o, const float* a, const float* b) { o[ID] = a[ID] / b[ID]; }
extern "C" __global__ void sqrtf32(float* o, const float* a, const float* b) { o[ID] = __builtin_sqrtf(a[ID]); }
extern "C" __global__ void divd(double* o, const double* a, const double* b) { o[ID] = a[ID] / b[ID]; }
extern "C" __global__ void sqrtf64(double* o, const double* a, const double* b) { o[ID] = __builtin_sqrt(a[ID]); }
"#;

fn fp_image(ty: ScalarType) -> anyhow::Result<Image> {
    let names: &[&str] = if ty == ScalarType::F32 {
        &["divf", "sqrtf32"]
    } else {
        &["divd", "sqrtf64"]
    };
    Ok(gfx942_image(
        hip_source("fp", FP_SRC)?,
        names,
        &["o", "a", "b"],
        ty,
    ))
}

/// Every pair of an element of `xs` and one of `ys`, in order: the first
/// and the second of each pair, in two vectors.
fn pairs<T: Copy>(xs: &[T], ys: &[T]) -> (Vec<T>, Vec<T>) {
    xs.iter()
        .flat_map(|&x| ys.iter().map(move |&y| (x, y)))
        .unzip()
}

fn same_f64(g: f64, w: f64) -> bool {
    (g.is_nan() && w.is_nan()) || g.to_bits() == w.to_bits()
}

/// A float element type of the division and square root tests.
trait FpElem: DeviceCopy + From<f32> + Into<f64> + std::fmt::LowerExp {
    /// The raw bits, as messages show them.
    type Bits: std::fmt::LowerHex;
    fn bits(self) -> Self::Bits;
}

impl FpElem for f32 {
    type Bits = u32;
    fn bits(self) -> u32 {
        self.to_bits()
    }
}

impl FpElem for f64 {
    type Bits = u64;
    fn bits(self) -> u64 {
        self.to_bits()
    }
}

/// The host's result for operands (a, b).
type Reference<T> = fn(T, T) -> T;

/// Runs the kernels of `fp_image(T::TYPE)` named in `kernels` on every pair
/// of `special` values, against the host's results.
fn div_sqrt_cases<T: FpElem>(
    dev: &EmuDevice,
    special: &[T],
    kernels: [(&str, Reference<T>); 2],
) -> anyhow::Result<()> {
    let m = dev.load(&fp_image(T::TYPE)?)?;
    let (mut a, mut b) = pairs(special, special);
    while a.len() % 64 != 0 {
        a.push(T::from(1.0));
        b.push(T::from(3.0));
    }
    let (ab, bb, ob) = (dev.upload(&a)?, dev.upload(&b)?, dev.alloc::<T>(a.len())?);
    for (k, want) in kernels {
        // One element per thread of each block: offset the pointers.
        let args = [(&ob, 1), (&ab, 1), (&bb, 1)];
        launch_by_block(dev, &m.kernel(k)?, a.len() / 64, &args)?;
        let got = dev.download(&ob)?;
        for i in 0..a.len() {
            let w = want(a[i], b[i]);
            ensure!(
                same_f64(got[i].into(), w.into()),
                "{k}({:e}, {:e}) = {:e} ({:#x}), want {:e} ({:#x})",
                a[i],
                b[i],
                got[i],
                got[i].bits(),
                w,
                w.bits()
            );
        }
    }
    Ok(())
}

/// Signed zeros through the instructions LLVM 22 selects for CUDA's
/// `__float2half(vmax / -8)` with `vmax` the `fmaxf` of zeros: `v_max_f32`
/// of +0 (+0), `v_mul_f32` by -0.125 (-0), `v_cvt_f16_f32` and
/// `v_cvt_pkrtz_f16_f32` of -0 (0x8000), and `v_fma_mixlo_f16` of +0 times
/// -0.125: plus an addend of +0 it is +0 (IEEE's `-0 + +0` in
/// round-to-nearest), plus -0 it is -0. LLVM folds `fptrunc(fmul)` into
/// `v_fma_mixlo_f16 x, c, 0` with the +0 addend, which is why compiled code
/// stores 0x0000 on AMD where NVIDIA stores 0x8000 (see
/// `nvvm::signed_zero`): the ISA and the emulator agree, the fold loses the
/// sign.
const SIGNED_ZERO: &str = r#"
  v_mov_b32 v4, 0
  v_mov_b32 v5, 0
  v_max_f32 v6, v5, v5
  v_readfirstlane_b32 s9, v6
  v_writelane_b32 v4, s9, 0
  s_mov_b32 s8, 0xbe000000
  v_mul_f32 v7, s8, v6
  v_readfirstlane_b32 s9, v7
  v_writelane_b32 v4, s9, 1
  v_cvt_f16_f32 v8, v7
  v_and_b32 v8, 0xffff, v8
  v_readfirstlane_b32 s9, v8
  v_writelane_b32 v4, s9, 2
  v_mov_b32 v9, 0
  v_fma_mixlo_f16 v9, v6, s8, 0
  v_readfirstlane_b32 s9, v9
  v_writelane_b32 v4, s9, 3
  v_bfrev_b32 v11, 1
  v_mov_b32 v10, 0
  v_fma_mixlo_f16 v10, v6, s8, v11
  v_readfirstlane_b32 s9, v10
  v_writelane_b32 v4, s9, 4
  v_cvt_pkrtz_f16_f32 v12, v7, v7
  v_readfirstlane_b32 s9, v12
  v_writelane_b32 v4, s9, 5
"#;

pub(super) fn fp_tests(t: &mut Tally, dev: &EmuDevice) {
    t.run("amdgcn-emu::isa::signed_zero_to_half", || {
        let x = super::asm::inputs(256);
        let (out, _) = super::asm::run_asm(dev, "signed_zero", SIGNED_ZERO, &x, 256, 0)?;
        let want = [0, 0x8000_0000, 0x8000, 0, 0x8000, 0x8000_8000];
        super::asm::expect(&out, |i| want.get(i % 64).copied().unwrap_or(0))
    });
    t.run("amdgcn-emu::fp::f32_div_sqrt_edge_cases", || {
        let special = [
            0.0f32,
            -0.0,
            1.0,
            -3.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            f32::MIN_POSITIVE,
            f32::from_bits(1),
            f32::from_bits(0x0012_3456),
            f32::MAX,
            1e-38,
            1e38,
            3.0e-39,
            7.0,
            0.1,
        ];
        div_sqrt_cases(
            dev,
            &special,
            [("divf", |x, y| x / y), ("sqrtf32", |x, _| x.sqrt())],
        )
    });
    t.run("amdgcn-emu::fp::f64_div_sqrt_edge_cases", || {
        let special = [
            0.0f64,
            -0.0,
            1.0,
            -3.0,
            f64::INFINITY,
            f64::NAN,
            f64::MIN_POSITIVE,
            f64::from_bits(1),
            f64::from_bits(0x0001_2345_6789_abcd),
            f64::MAX,
            1e-300,
            1e300,
            7.0,
            0.1,
            1e-310,
            2.5e15,
        ];
        div_sqrt_cases(
            dev,
            &special,
            [("divd", |x, y| x / y), ("sqrtf64", |x, _| x.sqrt())],
        )
    });
    t.run(
        "amdgcn-emu::fp::f64_trig_preop_against_llvm_folding",
        || trig_preop_cases(dev),
    );
}

/// Where in 2/π segment `seg` of `v_trig_preop_f64` for `x` starts.
fn trig_preop_shift(x: f64, seg: u32) -> u64 {
    let e = (x.to_bits() >> 52) & 0x7ff;
    u64::from(seg) * 53 + e.saturating_sub(1077)
}

/// `v_trig_preop_f64` (the segments of 2/π that ocml's f64 sin/cos/tan
/// reduce large arguments with) on every segment of special and large
/// operands, against LLVM's constant folding of the same intrinsic: kernel
/// `run` computes it at run time, kernel `folded` stores what clang-22
/// folded. Segments from bit 1120 of 2/π on, where AMD's description and
/// LLVM's folding part ways, must be refused.
fn trig_preop_cases(dev: &EmuDevice) -> anyhow::Result<()> {
    let mut xs = vec![
        1.0f64,
        0.0,
        -0.0,
        f64::from_bits(1),
        1e-300,
        -3.5,
        9_007_199_254_740_992.0,  // 2^53: biased exponent 1076
        18_014_398_509_481_984.0, // 2^54: 1077
        36_028_797_018_963_968.0, // 2^55: 1078
        1e20,
        -1e100,
        1e300,
        f64::MAX,
        f64::INFINITY,
        f64::NAN,
    ];
    // Around the 2^128 rescaling (biased exponent 1968) and the top.
    xs.extend(
        (1960..2047)
            .step_by(3)
            .map(|e| f64::from_bits(e << 52 | 0x1234_5678)),
    );
    let (mut a, mut seg) = (Vec::new(), Vec::new());
    let mut folded = String::new();
    for &x in &xs {
        for s in 0..32 {
            if !x.is_nan() && trig_preop_shift(x, s) >= 1120 {
                continue;
            }
            folded.push_str(&format!(
                "    o[{}] = __builtin_amdgcn_trig_preop(__builtin_bit_cast(double, {:#x}ULL), {s});\n",
                a.len(),
                x.to_bits()
            ));
            a.push(x);
            seg.push(f64::from(s));
        }
    }
    let n = a.len();
    while a.len() % 64 != 0 {
        a.push(1.0);
        seg.push(0.0);
    }
    let src = format!(
        r#"#define __global__ __attribute__((global))
#define ID __builtin_amdgcn_workitem_id_x()
extern "C" __global__ void run(double* o, const double* a, const double* s) {{
    o[ID] = __builtin_amdgcn_trig_preop(a[ID], (int)s[ID]);
}}
extern "C" __global__ void folded(double* o, const double* a, const double* s) {{
{folded}}}
"#
    );
    let image = gfx942_image(
        hip_source("trig_preop", &src)?,
        &["run", "folded"],
        &["o", "a", "s"],
        ScalarType::F64,
    );
    let m = dev.load(&image)?;
    let run = m.kernel("run")?;
    let (ab, sb) = (dev.upload(&a)?, dev.upload(&seg)?);
    let (got, want) = (dev.alloc::<f64>(a.len())?, dev.alloc::<f64>(a.len())?);
    launch_by_block(dev, &run, a.len() / 64, &[(&got, 1), (&ab, 1), (&sb, 1)])?;
    let one = LaunchConfig::for_elems(1, 64);
    let args = [(&want).into(), (&ab).into(), (&sb).into()];
    dev.launch(&m.kernel("folded")?, &one, &args)?;
    let (got, want) = (dev.download(&got)?, dev.download(&want)?);
    for i in 0..n {
        ensure!(
            got[i].to_bits() == want[i].to_bits(),
            "trig_preop({:e} = {:#x}, {}) = {:e} ({:#x}), LLVM folds {:e} ({:#x})",
            a[i],
            a[i].to_bits(),
            seg[i],
            got[i],
            got[i].to_bits(),
            want[i],
            want[i].to_bits()
        );
    }
    // f64::MAX's fourth segment starts at bit 1128: refused.
    let (ab, sb) = (dev.upload(&[f64::MAX; 64])?, dev.upload(&[3.0f64; 64])?);
    let out = dev.alloc::<f64>(64)?;
    let e = dev
        .launch(&run, &one, &[(&out).into(), (&ab).into(), (&sb).into()])
        .err()
        .ok_or_else(|| anyhow::anyhow!("a segment past bit 1120 of 2/π ran"))?;
    ensure!(
        matches!(
            dev.last_error(),
            Some(EmuError::Unimplemented { ref reason, .. }) if reason.contains("2/π")
        ),
        "{e}"
    );
    Ok(())
}

/// Single-instruction f32 operations as clang-22 builds them for gfx942, on
/// special values, against the host (Rust's std and the C library).
const UNARY_SRC: &str = r#"
#define __global__ __attribute__((global))
#define ID __builtin_amdgcn_workitem_id_x()
extern "C" __global__ void ops(float* o, const float* a, const float* b) {
    float x = a[ID], y = b[ID];
    int e;
    unsigned base = ID * 12;
    o[base + 0] = __builtin_floorf(x);
    o[base + 1] = __builtin_ceilf(x);
    o[base + 2] = __builtin_truncf(x);
    o[base + 3] = __builtin_rintf(x);
    o[base + 4] = __builtin_fmaxf(x, y);
    o[base + 5] = __builtin_fminf(x, y);
    o[base + 6] = __builtin_frexpf(x, &e);
    o[base + 7] = (float)e;
    o[base + 8] = __builtin_ldexpf(x, (int)y);
    o[base + 9] = __builtin_fmaf(x, y, x);
    o[base + 10] = (float)(int)x;
    o[base + 11] = __builtin_isnan(x) + 2 * __builtin_isinf(x) + 4 * __builtin_isnormal(x);
}
"#;

unsafe extern "C" {
    fn frexpf(x: f32, e: *mut i32) -> f32;
    fn ldexpf(x: f32, e: i32) -> f32;
}

fn unary_reference(x: f32, y: f32) -> [f32; 12] {
    let mut e = 0i32;
    // SAFETY: frexpf writes one int through the pointer, which is valid.
    let m = unsafe { frexpf(x, &mut e) };
    let n = y as i32;
    // SAFETY: ldexpf is a pure C library function.
    let l = unsafe { ldexpf(x, n) };
    let class = f32::from(u8::from(x.is_nan()))
        + 2.0 * f32::from(u8::from(x.is_infinite()))
        + 4.0 * f32::from(u8::from(x.is_normal()));
    [
        x.floor(),
        x.ceil(),
        x.trunc(),
        x.round_ties_even(),
        x.max(y),
        x.min(y),
        m,
        if x.is_finite() { e as f32 } else { 0.0 },
        l,
        x.mul_add(y, x),
        (x as i32) as f32,
        class,
    ]
}

pub(super) fn unary_tests(t: &mut Tally, dev: &EmuDevice) {
    t.run("amdgcn-emu::fp::f32_special_values", || {
        let image = gfx942_image(
            hip_source("unary", UNARY_SRC)?,
            &["ops"],
            &["o", "a", "b"],
            ScalarType::F32,
        );
        let k = dev.load(&image)?.kernel("ops")?;
        let xs = [
            0.0f32,
            -0.0,
            0.5,
            -0.5,
            1.5,
            2.5,
            -2.5,
            1e-40,
            -3e-39,
            f32::MIN_POSITIVE,
            f32::MAX,
            -f32::MAX,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            3.75e9,
            -7.0,
            123.456,
            8_388_609.0,
            1.0e-7,
        ];
        let ys = [3.0f32, -2.0, 150.0, -150.0, f32::NAN, 0.25, 1e30, -1.0];
        let (mut a, mut b) = pairs(&xs, &ys);
        while a.len() % 64 != 0 {
            a.push(1.0);
            b.push(1.0);
        }
        let (ab, bb) = (dev.upload(&a)?, dev.upload(&b)?);
        let ob = dev.alloc::<f32>(a.len() * 12)?;
        launch_by_block(dev, &k, a.len() / 64, &[(&ob, 12), (&ab, 1), (&bb, 1)])?;
        let got = dev.download(&ob)?;
        let names = [
            "floor",
            "ceil",
            "trunc",
            "rint",
            "fmax",
            "fmin",
            "frexp",
            "frexp_exp",
            "ldexp",
            "fma",
            "to_int",
            "class",
        ];
        for i in 0..a.len() {
            let want = unary_reference(a[i], b[i]);
            for (j, w) in want.iter().enumerate() {
                let g = got[i * 12 + j];
                // fmax/fmin of +0 and -0 may return either zero.
                let zeros = (j == 4 || j == 5) && g == 0.0 && *w == 0.0;
                ensure!(
                    zeros || same_f64(f64::from(g), f64::from(*w)),
                    "{}({:e}, {:e}) = {:e} ({:#x}), want {:e} ({:#x})",
                    names[j],
                    a[i],
                    b[i],
                    g,
                    g.to_bits(),
                    w,
                    w.to_bits()
                );
            }
        }
        Ok(())
    });
}
