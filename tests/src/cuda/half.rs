//! `__half`, `__nv_bfloat16`, their pairs and the 8-bit floats, as CUDA
//! C++ uses them through NVIDIA's `cuda_fp16.h`, `cuda_bf16.h` and
//! `cuda_fp8.h`: arithmetic, fused multiply-adds (saturating, `relu`),
//! `min`/`max` (`_nan`), negation, comparisons, conversions, compiled for
//! `sm_80` and `sm_90` (where the headers write most of it as inline PTX:
//! `fma.rn.bf16`, `max.NaN.bf16x2`, `set.lt.u32.f16x2`,
//! `cvt.rn.satfinite.e4m3x2.f32`, ...), on every device, lifted and as
//! written on NVIDIA, against references computed here from IEEE 754's
//! definitions. A further check derives every inline-asm string the
//! headers emit for these kernels and requires each to be lifted.

use std::cmp::Ordering::{Equal, Greater, Less};

use anyhow::ensure;
use gpujit::cuda::{HeaderSet, Program};
use gpujit::{Device, DeviceExt, LaunchConfig, NvvmModule};
use gpujit_conformance::Tally;

use super::{NO_SDK, on_devices, sdk_headers};
use crate::nvvm::fp::{self, Rnd};

const SOURCE: &str = r#"
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>

constexpr int N16 = 16;  // 16-bit results per thread
constexpr int N32 = 12;  // 32-bit results per thread

template <class T> __device__ unsigned short bits(T x) { return *reinterpret_cast<unsigned short *>(&x); }
template <class T> __device__ T of(unsigned short b) { return *reinterpret_cast<T *>(&b); }
template <class T2> __device__ unsigned bits2(T2 x) { return *reinterpret_cast<unsigned *>(&x); }

template <class T, class T2>
__device__ void ops(const unsigned short *in, unsigned short *o, unsigned *w) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    T a = of<T>(in[3 * i]), b = of<T>(in[3 * i + 1]), c = of<T>(in[3 * i + 2]);
    o += N16 * i;
    w += N32 * i;
    o[0] = bits(a + b);
    o[1] = bits(a - b);
    o[2] = bits(a * b);
    o[3] = bits(__hfma(a, b, c));
    o[4] = bits(-a);
    o[5] = bits(__habs(a));
    o[6] = bits(__hmax(a, b));
    o[7] = bits(__hmin(a, b));
    o[8] = bits(__hmax_nan(a, b));
    o[9] = bits(__hmin_nan(a, b));
    o[10] = bits(__hadd_sat(a, b));
    o[11] = bits(__hfma_sat(a, b, c));
    o[12] = bits(__hfma_relu(a, b, c));
    T s = a;
    s += b;
    o[13] = bits(s);
    o[14] = (a < b) | (a == b) << 1 | (a > b) << 2 | __hltu(a, b) << 3 | __hgeu(a, b) << 4
        | __hisnan(a) << 5 | __hne(a, b) << 6 | __hneu(a, b) << 7;
    o[15] = bits(__hsub_sat(a, b));
    T2 p = T2(a, b), q = T2(b, c), r = T2(c, a);
    w[0] = bits2(__hadd2(p, q));
    w[1] = bits2(__hmul2(p, q));
    w[2] = bits2(__hfma2(p, q, r));
    w[3] = bits2(__hneg2(p));
    w[4] = bits2(__habs2(p));
    w[5] = bits2(__hmax2(p, q));
    w[6] = bits2(__hmin2_nan(p, q));
    w[7] = bits2(__hadd2_sat(p, q));
    w[8] = bits2(__hfma2_relu(p, q, r));
    w[9] = bits2(__hlt2(p, q));
    w[10] = __hle2_mask(p, q);
    w[11] = __hbgeu2(p, q) | __hbeq2(p, q) << 1 | __hbne2(p, q) << 2;
}

extern "C" __global__ void f16_ops(const unsigned short *in, unsigned short *o, unsigned *w) {
    ops<__half, __half2>(in, o, w);
}
extern "C" __global__ void bf16_ops(const unsigned short *in, unsigned short *o, unsigned *w) {
    ops<__nv_bfloat16, __nv_bfloat162>(in, o, w);
}

// Conversions of one float, double and 64-bit integer per thread.
extern "C" __global__ void convert(const float *f, const double *d, const long long *l,
                                   unsigned short *o, unsigned *w) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float x = f[i];
    o += 10 * i;
    o[0] = bits(__float2bfloat16_rn(x));
    o[1] = bits(__float2bfloat16_rz(x));
    o[2] = bits(__float2bfloat16_rd(x));
    o[3] = bits(__float2bfloat16_ru(x));
    o[4] = bits(__float2half_rn(x));
    o[5] = bits(__double2bfloat16(d[i]));
    o[6] = bits(__ll2bfloat16_rn(l[i]));
    o[7] = bits(__ll2half_rn(l[i]));
    w[3 * i] = __float_as_uint(__ll2float_rz(l[i]));
    w[3 * i + 1] = __float_as_uint(__ll2float_rd(l[i]));
    w[3 * i + 2] = __float_as_uint(__ll2float_ru(l[i]));
    __nv_fp8x2_e4m3 e4(make_float2(x, -0.5f * x));
    __nv_fp8x2_e5m2 e5(make_float2(x, 3.0f * x));
    o[8] = *reinterpret_cast<unsigned short *>(&e4);
    o[9] = *reinterpret_cast<unsigned short *>(&e5);
}

// 8-bit floats to and from half pairs.
extern "C" __global__ void fp8_pairs(const unsigned *h2, const unsigned short *codes,
                                     unsigned *o) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __half2 h = *reinterpret_cast<const __half2 *>(&h2[i]);
    __nv_fp8x2_e4m3 e4(h);
    __nv_fp8x2_e5m2 e5(h);
    o[4 * i] = *reinterpret_cast<unsigned short *>(&e4);
    o[4 * i + 1] = *reinterpret_cast<unsigned short *>(&e5);
    __nv_fp8x2_storage_t s = codes[i];
    __half2_raw r4 = __nv_cvt_fp8x2_to_halfraw2(s, __NV_E4M3);
    __half2_raw r5 = __nv_cvt_fp8x2_to_halfraw2(s, __NV_E5M2);
    o[4 * i + 2] = r4.x | unsigned(r4.y) << 16;
    o[4 * i + 3] = r5.x | unsigned(r5.y) << 16;
}
"#;

const THREADS: usize = 256;
const N16: usize = 16;
const N32: usize = 12;

fn mix(i: usize, k: u64) -> u64 {
    let mut x = (i as u64) << 8 | k;
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A 16-bit float format: `f16` (5 exponent bits) or `bf16` (8).
#[derive(Clone, Copy, PartialEq)]
enum H {
    F16,
    Bf16,
}

impl H {
    fn value(self, b: u16) -> f64 {
        match self {
            H::F16 => fp::from_f16(b),
            H::Bf16 => fp::from_bf16(b),
        }
    }
    fn round(self, x: f64) -> u16 {
        match self {
            H::F16 => fp::to_f16(x, Rnd::N),
            H::Bf16 => fp::to_bf16(x, Rnd::N),
        }
    }
    fn one(self) -> u16 {
        match self {
            H::F16 => 0x3c00,
            H::Bf16 => 0x3f80,
        }
    }
    fn is_nan(self, b: u16) -> bool {
        self.value(b).is_nan()
    }
    /// Special values first, then values of magnitude 2^-10 to 2^10, for
    /// which every product plus an addend is exact in `f64`.
    fn input(self, i: usize, k: u64) -> u16 {
        const F16: [u16; 12] = [
            0, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x7bff, 0x0001, 0x0400, 0x3800,
            0xb800,
        ];
        const BF16: [u16; 12] = [
            0, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x7f7f, 0x0001, 0x0080, 0x3f00,
            0xbf00,
        ];
        let special = match self {
            H::F16 => F16,
            H::Bf16 => BF16,
        };
        let j = (i + 5 * k as usize) % THREADS;
        if j < special.len() && i < 2 * special.len() {
            return special[j];
        }
        let m = mix(i, k);
        let sign = (m & 1) << 15;
        match self {
            H::F16 => (sign | (5 + (m >> 1) % 21) << 10 | (m >> 8) & 0x3ff) as u16,
            H::Bf16 => (sign | (117 + (m >> 1) % 21) << 7 | (m >> 8) & 0x7f) as u16,
        }
    }
}

/// PTX's `min`/`max`: the number where one is NaN, −0 below +0.
fn pick(h: H, a: u16, b: u16, max: bool, nan: bool) -> Option<u16> {
    let (x, y) = (h.value(a), h.value(b));
    if x.is_nan() || y.is_nan() {
        if nan || (x.is_nan() && y.is_nan()) {
            return None;
        }
        return Some(if x.is_nan() { b } else { a });
    }
    if x == y {
        return Some(if max { a & b } else { a | b });
    }
    Some(if (x > y) == max { a } else { b })
}

/// A result: bits, or `None` for any NaN.
fn r(h: H, bits: u16) -> Option<u16> {
    (!h.is_nan(bits)).then_some(bits)
}

fn sat(h: H, b: Option<u16>) -> Option<u16> {
    let Some(b) = b else { return Some(0) };
    let x = h.value(b);
    Some(if x <= 0.0 {
        0
    } else if x >= 1.0 {
        h.one()
    } else {
        b
    })
}

fn relu(h: H, b: Option<u16>) -> Option<u16> {
    let b = b?;
    Some(if h.value(b) < 0.0 { 0 } else { b })
}

/// `x < y` or unordered.
fn ltu(x: f64, y: f64) -> bool {
    !matches!(x.partial_cmp(&y), Some(Greater | Equal))
}

/// `x >= y` or unordered.
fn geu(x: f64, y: f64) -> bool {
    x.partial_cmp(&y) != Some(Less)
}

/// Ordered and not equal.
fn ne_ordered(x: f64, y: f64) -> bool {
    matches!(x.partial_cmp(&y), Some(Less | Greater))
}

/// The 16-bit results of `ops` for one thread.
fn expect16(h: H, a: u16, b: u16, c: u16) -> [Option<u16>; N16] {
    let (x, y, z) = (h.value(a), h.value(b), h.value(c));
    let add = r(h, h.round(x + y));
    let fma = r(h, h.round(x * y + z));
    let lt = x < y;
    let cmp = u16::from(lt)
        | u16::from(x == y) << 1
        | u16::from(x > y) << 2
        | u16::from(ltu(x, y)) << 3
        | u16::from(geu(x, y)) << 4
        | u16::from(x.is_nan()) << 5
        | u16::from(ne_ordered(x, y)) << 6
        | u16::from(x.partial_cmp(&y) != Some(Equal)) << 7;
    [
        add,
        r(h, h.round(x - y)),
        r(h, h.round(x * y)),
        fma,
        (!x.is_nan()).then_some(a ^ 0x8000),
        (!x.is_nan()).then_some(a & 0x7fff),
        pick(h, a, b, true, false),
        pick(h, a, b, false, false),
        pick(h, a, b, true, true),
        pick(h, a, b, false, true),
        sat(h, add),
        sat(h, fma),
        relu(h, fma),
        add,
        Some(cmp),
        sat(h, r(h, h.round(x - y))),
    ]
}

/// The 32-bit results of `ops` for one thread: each half, or `None` for a
/// NaN half.
fn expect32(h: H, a: u16, b: u16, c: u16) -> [[Option<u16>; 2]; N32] {
    let e = |p: u16, q: u16, s: u16| expect16(h, p, q, s);
    let (lo, hi) = (e(a, b, c), e(b, c, a));
    let v = |x: u16| h.value(x);
    let mask = |t: bool| Some(if t { 0xffff } else { 0 });
    let one = |t: bool| Some(if t { h.one() } else { 0 });
    let bools = {
        let (ge_lo, ge_hi) = (geu(v(a), v(b)), geu(v(b), v(c)));
        let (eq_lo, eq_hi) = (v(a) == v(b), v(b) == v(c));
        let (ne_lo, ne_hi) = (ne_ordered(v(a), v(b)), ne_ordered(v(b), v(c)));
        u16::from(ge_lo && ge_hi) | u16::from(eq_lo && eq_hi) << 1 | u16::from(ne_lo && ne_hi) << 2
    };
    [
        [lo[0], hi[0]],
        [lo[2], hi[2]],
        [lo[3], hi[3]],
        [lo[4], hi[4]],
        [lo[5], hi[5]],
        [lo[6], hi[6]],
        [lo[9], hi[9]],
        [lo[10], hi[10]],
        [lo[12], hi[12]],
        [one(v(a) < v(b)), one(v(b) < v(c))],
        [mask(v(a) <= v(b)), mask(v(b) <= v(c))],
        [Some(bools), Some(0)],
    ]
}

/// A 64-bit integer rounded to `p` significant bits by `mode`, exactly.
fn round_int(v: i64, p: u32, mode: Rnd) -> f64 {
    let neg = v < 0;
    let m = v.unsigned_abs();
    let len = 64 - m.leading_zeros();
    if len <= p {
        return v as f64;
    }
    let s = len - p;
    let (q, rem) = (m >> s, m & ((1u64 << s) - 1));
    let half = 1u64 << (s - 1);
    let up = match mode {
        Rnd::N => rem > half || (rem == half && q & 1 == 1),
        Rnd::Z => false,
        Rnd::M => neg && rem != 0,
        Rnd::P => !neg && rem != 0,
    };
    let mag = (q + u64::from(up)) as f64 * 2f64.powi(s as i32);
    if neg { -mag } else { mag }
}

/// An 8-bit float code: `m` mantissa bits, exponent `bias`, largest
/// finite code `max` (`.satfinite`), rounded to nearest even.
fn fp8(x: f64, m: u32, bias: i32, max: u16) -> u16 {
    if x.is_nan() {
        return 0x7f;
    }
    let sign = u16::from(x.is_sign_negative()) << 7;
    let a = x.abs();
    let emin = 1 - bias;
    let maxv = {
        let e = i32::from(max >> m) - bias;
        (1.0 + f64::from(max & ((1 << m) - 1)) / f64::from(1u32 << m)) * 2f64.powi(e)
    };
    if a >= maxv {
        return sign | max;
    }
    let e = if a == 0.0 {
        emin
    } else {
        (a.log2().floor() as i32).max(emin)
    };
    let ulp = 2f64.powi(e - m as i32);
    let q = (a / ulp).round_ties_even();
    let v = q * ulp;
    if v >= maxv {
        return sign | max;
    }
    let code = if v < 2f64.powi(emin) {
        q as u16
    } else {
        let ev = v.log2().floor() as i32;
        let frac = (v / 2f64.powi(ev - m as i32)) as u16 - (1 << m);
        ((ev + bias) as u16) << m | frac
    };
    sign | code
}

/// An 8-bit float code's `f16` bits (exact), `None` for NaN.
fn fp8_to_f16(code: u8, m: u32, bias: i32, inf: bool) -> Option<u16> {
    let e = i32::from(code >> m) & ((1 << (7 - m)) - 1);
    let f = f64::from(code & ((1 << m) - 1));
    let neg = code & 0x80 != 0;
    let top = (1 << (7 - m)) - 1;
    if inf && e == top {
        return (f == 0.0).then_some(if neg { 0xfc00 } else { 0x7c00 });
    }
    if !inf && code & 0x7f == 0x7f {
        return None;
    }
    let v = if e == 0 {
        f * 2f64.powi(1 - bias - m as i32)
    } else {
        (1.0 + f / f64::from(1u32 << m)) * 2f64.powi(e - bias)
    };
    Some(fp::to_f16(if neg { -v } else { v }, Rnd::N))
}

fn cfg() -> LaunchConfig {
    LaunchConfig::for_elems(THREADS, 64)
}

fn check16(what: &str, got: &[u16], want: &[Option<u16>], h: H) -> anyhow::Result<()> {
    ensure!(got.len() == want.len(), "{what}: {} results", got.len());
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        let ok = match w {
            None => h.is_nan(*g),
            Some(w) => g == w,
        };
        ensure!(
            ok,
            "{what}: thread {} result {}: {g:#06x}, want {}",
            k / N16,
            k % N16,
            w.map_or("NaN".into(), |w| format!("{w:#06x}"))
        );
    }
    Ok(())
}

/// The inline-asm strings of `ir`'s text.
fn asm_strings(ir: &str) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    for part in ir.split("asm ").skip(1) {
        let Some(start) = part.find('"') else {
            continue;
        };
        let rest = &part[start + 1..];
        if let Some(end) = rest.find('"') {
            out.insert(rest[..end].to_string());
        }
    }
    out
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let Some(headers) = sdk_headers() else {
        t.skip("cuda::half", NO_SDK);
        return;
    };
    for arch in ["sm_80", "sm_90"] {
        let program = Program::new("half.cu", SOURCE).option(&format!("-arch={arch}"));
        t.run(
            &format!("cuda::half::{arch}::every_header_asm_lifts"),
            || every_asm_lifts(&program, arch, &headers),
        );
        // CUDA 13.0's headers (ci/cuda-headers 13.0) write their own set.
        let name13 = format!("cuda::half::{arch}::every_cuda13_header_asm_lifts");
        match super::sdk13_headers() {
            Some(h13) => t.run(&name13, || every_asm_lifts(&program, arch, &h13)),
            None => t.skip(
                &name13,
                "NVIDIA's CUDA 13.0 headers are not laid out (ci/setup runs ci/cuda-headers 13.0)",
            ),
        }
        // One compile per form (lifted, as written) for every device.
        let lifted = std::sync::OnceLock::new();
        let native = std::sync::OnceLock::new();
        let load = |dev: &dyn Device, as_written: bool| -> anyhow::Result<gpujit::Module> {
            let cell = if as_written { &native } else { &lifted };
            let bitcode = cell.get_or_init(|| {
                let p = gpujit::cuda::program_for(
                    &program,
                    if as_written {
                        gpujit::Target::Nvptx
                    } else {
                        gpujit::Target::Host
                    },
                );
                p.compile_with(arch, &headers)
                    .map(|c| c.bitcode)
                    .map_err(|e| e.to_string())
            });
            let bitcode = bitcode.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
            let m = NvvmModule::from_ir("half.cu", bitcode)?;
            let image = if as_written {
                gpujit::compile_nvvm_for(dev, &m)?.image
            } else {
                gpujit::compile_for(dev, &m.lift()?)?.image
            };
            Ok(dev.load(&image)?)
        };
        on_devices(
            t,
            devices,
            &format!("half::{arch}::arith"),
            |dev, native| {
                let m = load(dev, native)?;
                for (kernel, h) in [("f16_ops", H::F16), ("bf16_ops", H::Bf16)] {
                    let ins: Vec<u16> = (0..THREADS)
                        .flat_map(|i| (0..3).map(move |k| h.input(i, k)))
                        .collect();
                    let x = dev.upload(&ins)?;
                    let mut o = dev.alloc::<u16>(THREADS * N16)?;
                    let mut w = dev.alloc::<u32>(THREADS * N32)?;
                    dev.launch(
                        &m.kernel(kernel)?,
                        &cfg(),
                        &[(&x).into(), (&mut o).into(), (&mut w).into()],
                    )?;
                    let want: Vec<Option<u16>> = (0..THREADS)
                        .flat_map(|i| expect16(h, ins[3 * i], ins[3 * i + 1], ins[3 * i + 2]))
                        .collect();
                    check16(kernel, &dev.download(&o)?, &want, h)?;
                    let got = dev.download(&w)?;
                    for i in 0..THREADS {
                        let e = expect32(h, ins[3 * i], ins[3 * i + 1], ins[3 * i + 2]);
                        for (j, pair) in e.iter().enumerate() {
                            let g = got[i * N32 + j];
                            for (k, want) in pair.iter().enumerate() {
                                let gh = (g >> (16 * k)) as u16;
                                let ok = match want {
                                    None => h.is_nan(gh),
                                    Some(w) => gh == *w,
                                };
                                ensure!(
                                    ok,
                                    "{kernel}: thread {i} pair result {j} half {k}: {gh:#06x}, want {want:x?} \
                                 (inputs {:#06x} {:#06x} {:#06x})",
                                    ins[3 * i],
                                    ins[3 * i + 1],
                                    ins[3 * i + 2]
                                );
                            }
                        }
                    }
                }
                Ok(())
            },
        );
        on_devices(
            t,
            devices,
            &format!("half::{arch}::convert"),
            |dev, native| {
                let m = load(dev, native)?;
                let fs: Vec<f32> = (0..THREADS)
                    .map(|i| match i {
                        0 => 0.0,
                        1 => -0.0,
                        2 => f32::INFINITY,
                        3 => f32::NAN,
                        4 => 448.0,
                        5 => 464.0,
                        6 => -1e6,
                        7 => 1e-9,
                        _ => {
                            let v = mix(i, 7);
                            let e = (v >> 40) as i32 % 40 - 20;
                            (1.0 + (v & 0xff_ffff) as f32 / 16_777_216.0)
                                * 2f32.powi(e)
                                * if v & 1 == 0 { 1.0 } else { -1.0 }
                        }
                    })
                    .collect();
                let ds: Vec<f64> = (0..THREADS)
                    .map(|i| {
                        f64::from(fs[i])
                            * (1.0 + f64::from((mix(i, 8) & 0xffff) as u32) * 2f64.powi(-40))
                    })
                    .collect();
                let ls: Vec<i64> = (0..THREADS)
                    .map(|i| match i {
                        0 => i64::MAX,
                        1 => i64::MIN,
                        2 => 0,
                        3 => -1,
                        _ => (mix(i, 9) as i64) >> (mix(i, 10) % 60),
                    })
                    .collect();
                let (f, d, l) = (dev.upload(&fs)?, dev.upload(&ds)?, dev.upload(&ls)?);
                let mut o = dev.alloc::<u16>(THREADS * 10)?;
                let mut w = dev.alloc::<u32>(THREADS * 3)?;
                dev.launch(
                    &m.kernel("convert")?,
                    &cfg(),
                    &[
                        (&f).into(),
                        (&d).into(),
                        (&l).into(),
                        (&mut o).into(),
                        (&mut w).into(),
                    ],
                )?;
                let got = dev.download(&o)?;
                let words = dev.download(&w)?;
                // 64-bit integers to f32 toward zero, -inf and +inf: every
                // mismatch listed.
                let mut bad = Vec::new();
                for (i, &v) in ls.iter().enumerate() {
                    for (j, mode) in [Rnd::Z, Rnd::M, Rnd::P].into_iter().enumerate() {
                        let want = fp::to_f32(round_int(v, 24, mode), Rnd::N).to_bits();
                        let g = words[3 * i + j];
                        if g != want {
                            bad.push(format!("{v} {mode:?}: {g:#010x}, want {want:#010x}"));
                        }
                    }
                }
                ensure!(
                    bad.is_empty(),
                    "ll2float: {} wrong: {}",
                    bad.len(),
                    bad.join("; ")
                );
                for i in 0..THREADS {
                    let x = f64::from(fs[i]);
                    let ll = |p, mode| round_int(ls[i], p, mode);
                    let pair = |hi: u16, lo: u16| hi << 8 | lo;
                    let e4 = |v: f64| fp8(v, 3, 7, 0x7e);
                    let e5 = |v: f64| fp8(v, 2, 15, 0x7b);
                    let want: [Option<u16>; 10] = [
                        r(H::Bf16, fp::to_bf16(x, Rnd::N)),
                        r(H::Bf16, fp::to_bf16(x, Rnd::Z)),
                        r(H::Bf16, fp::to_bf16(x, Rnd::M)),
                        r(H::Bf16, fp::to_bf16(x, Rnd::P)),
                        r(H::F16, fp::to_f16(x, Rnd::N)),
                        r(H::Bf16, fp::to_bf16(ds[i], Rnd::N)),
                        Some(fp::to_bf16(ll(8, Rnd::N), Rnd::N)),
                        Some(fp::to_f16(ll(11, Rnd::N), Rnd::N)),
                        // The pair's second value in the low byte.
                        Some(pair(e4(f64::from(-0.5f32 * fs[i])), e4(x))),
                        Some(pair(e5(f64::from(3.0f32 * fs[i])), e5(x))),
                    ];
                    for (j, w) in want.iter().enumerate() {
                        let g = got[10 * i + j];
                        let ok = match w {
                            None => H::Bf16.is_nan(g) || H::F16.is_nan(g),
                            Some(w) => g == *w,
                        };
                        ensure!(
                            ok,
                            "convert: thread {i} ({:e}, {}, {}) result {j}: {g:#06x}, want {w:x?}",
                            fs[i],
                            ds[i],
                            ls[i]
                        );
                    }
                }
                Ok(())
            },
        );
        on_devices(
            t,
            devices,
            &format!("half::{arch}::fp8_pairs"),
            |dev, native| {
                let m = load(dev, native)?;
                let h2: Vec<u32> = (0..THREADS)
                    .map(|i| {
                        let h = |k| u32::from(H::F16.input(i, k));
                        h(0) | h(1) << 16
                    })
                    .collect();
                let codes: Vec<u16> = (0..THREADS)
                    .map(|i| (i as u16) << 8 | (255 - i) as u16)
                    .collect();
                let (x, c) = (dev.upload(&h2)?, dev.upload(&codes)?);
                let mut o = dev.alloc::<u32>(4 * THREADS)?;
                dev.launch(
                    &m.kernel("fp8_pairs")?,
                    &cfg(),
                    &[(&x).into(), (&c).into(), (&mut o).into()],
                )?;
                let got = dev.download(&o)?;
                for i in 0..THREADS {
                    let hv = |k: u32| fp::from_f16((h2[i] >> (16 * k)) as u16);
                    let enc = |m, bias, max| {
                        u32::from(fp8(hv(1), m, bias, max)) << 8
                            | u32::from(fp8(hv(0), m, bias, max))
                    };
                    let dec = |m, bias, inf| {
                        let one = |b: u8| fp8_to_f16(b, m, bias, inf);
                        [one(codes[i] as u8), one((codes[i] >> 8) as u8)]
                    };
                    ensure!(
                        got[4 * i] == enc(3, 7, 0x7e),
                        "e4m3x2 of {:#010x}: {:#06x}",
                        h2[i],
                        got[4 * i]
                    );
                    ensure!(
                        got[4 * i + 1] == enc(2, 15, 0x7b),
                        "e5m2x2 of {:#010x}: {:#06x}",
                        h2[i],
                        got[4 * i + 1]
                    );
                    for (j, want) in [dec(3, 7, false), dec(2, 15, true)].iter().enumerate() {
                        let g = got[4 * i + 2 + j];
                        for (k, w) in want.iter().enumerate() {
                            let gh = (g >> (16 * k)) as u16;
                            let ok = match w {
                                None => H::F16.is_nan(gh),
                                Some(w) => gh == *w,
                            };
                            ensure!(
                                ok,
                                "fp8x2 {:#06x} to f16x2 ({}): {g:#010x}, want {want:x?}",
                                codes[i],
                                ["e4m3", "e5m2"][j]
                            );
                        }
                    }
                }
                Ok(())
            },
        );
    }
}

/// Compiles `program` for `arch` and lifts it: every inline-asm string
/// the headers wrote for it must be lifted (the lift fails naming the
/// first one that is not); at least the bf16 and packed forms are there.
fn every_asm_lifts(program: &Program, arch: &str, headers: &HeaderSet) -> anyhow::Result<()> {
    let compiled = program.compile_with(arch, headers)?;
    let m = NvvmModule::from_ir("half.cu", &compiled.bitcode)?;
    let ctx = gpujit::ir::inkwell::context::Context::create();
    let ir = m.load(&ctx)?.print_to_string().to_string();
    let strings = asm_strings(&ir);
    ensure!(
        strings.iter().any(|s| s.contains("bf16")) && strings.iter().any(|s| s.contains("f16x2")),
        "{arch}: the headers wrote no bf16 or f16x2 inline asm ({} strings)",
        strings.len()
    );
    m.lift()?;
    Ok(())
}
