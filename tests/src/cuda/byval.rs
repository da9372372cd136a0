//! Structs passed by value to device functions that are not inlined (NVVM's
//! `byval` pointers): of `int`s, of mixed `float`/`double`/`char` fields
//! with padding, larger than 16 bytes, of sub-word fields, to a function
//! called twice that writes its copy, and to a recursive one, on every
//! device. Each call has its own copy: the callee's writes reach neither the
//! caller's struct nor another call's.

use anyhow::ensure;
use gpujit::cuda::Program;
use gpujit::{Device, DeviceExt};
use gpujit_conformance::Tally;

use super::{launch_1d, load, on_devices, same};

const SOURCE: &str = r#"
struct S { int a, b, c; };
struct M { float f; double d; char c; };
struct Big { int v[9]; double w; };
struct Tiny { char c; short s; };

__device__ __noinline__ int fold(S s) { return s.a + s.b * s.c; }
__device__ __noinline__ int twice(S s) { s.a *= 2; return s.a + s.c; }
__device__ __noinline__ int depth(S s, int n) {
    if (n <= 0) return s.a;
    s.a += s.b;
    return depth(s, n - 1) + s.c;
}
__device__ __noinline__ double mixed(M m) { m.d += m.f; return m.d * 2 + m.c; }
__device__ __noinline__ long long big(Big b) {
    long long t = 0;
    for (int k = 0; k < 9; k++) { t += b.v[k] * (k + 1); b.v[k] = 0; }
    return t + (long long)b.w;
}
__device__ __noinline__ int tiny(Tiny t) { return t.c * 1000 + t.s; }

extern "C" __global__ void structs(int *o, double *d, long long *l) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    S s{i, 2, 3};
    o[4 * i] = fold(s);
    o[4 * i + 1] = twice(s) + twice(s) + s.a;
    o[4 * i + 2] = depth(s, i % 5);
    Tiny t{(char)(i % 100), (short)(-i)};
    o[4 * i + 3] = tiny(t);
    M m{0.5f * i, (double)i, (char)('a' + i % 26)};
    d[i] = mixed(m) + m.d;
    Big b;
    for (int k = 0; k < 9; k++) b.v[k] = i + k;
    b.w = 1.5 * i;
    l[i] = big(b) + b.v[0];
}
"#;

/// Threads of the launch (two blocks of 64: one 64-lane wave, or two).
const N: usize = 128;

fn structs(dev: &dyn Device, native: bool) -> anyhow::Result<()> {
    let m = load(dev, &Program::new("byval.cu", SOURCE), native)?;
    let mut o = dev.alloc::<i32>(4 * N)?;
    let mut d = dev.alloc::<f64>(N)?;
    let mut l = dev.alloc::<i64>(N)?;
    launch_1d(
        dev,
        &m,
        "structs",
        N,
        64,
        &[(&mut o).into(), (&mut d).into(), (&mut l).into()],
    )?;
    let want_o: Vec<i32> = (0..N as i32)
        .flat_map(|i| {
            let r = i % 5;
            [
                i + 2 * 3,
                2 * (2 * i + 3) + i,
                i + 2 * r + 3 * r,
                (i % 100) * 1000 - i,
            ]
        })
        .collect();
    same(&dev.download(&o)?, &want_o)?;
    let got = dev.download(&d)?;
    for (i, g) in got.iter().enumerate() {
        let x = i as f64;
        let c = f64::from(b'a' + (i % 26) as u8);
        // Exact: every term is a small multiple of 0.5.
        let want = (x + 0.5 * x) * 2.0 + c + x;
        ensure!(*g == want, "d[{i}] = {g}, want {want}");
    }
    let want_l: Vec<i64> = (0..N as i64)
        .map(|i| {
            let t: i64 = (0..9).map(|k| (i + k) * (k + 1)).sum();
            t + (1.5 * i as f64) as i64 + i
        })
        .collect();
    same(&dev.download(&l)?, &want_l)
}

/// Runs the checks on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    on_devices(t, devices, "byval::structs_to_device_functions", structs);
}
