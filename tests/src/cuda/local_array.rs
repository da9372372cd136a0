//! Small local arrays indexed by runtime values, read and written: LLVM
//! keeps them in VGPRs and indexes them relative to M0 (`v_movrels_b32` /
//! `v_movreld_b32` on RDNA, VGPR index mode on gfx942) where the index is
//! uniform, and with compares and selects where it differs per lane. On
//! every device, gfx1151 included; on the emulator the code is checked to
//! hold the relative moves, so the test keeps exercising them.

use anyhow::ensure;
use gpujit::cuda::Program;
use gpujit::{Device, DeviceExt, Module, NvvmModule, Target};
use gpujit_conformance::Tally;

use super::{launch_1d, load, on_devices, same};

const SOURCE: &str = r#"
// A stack machine: the stack is indexed by its pointer, uniform across the
// launch (the program is).
extern "C" __global__ void stack_machine(const int *prog, int len, const int *in, int *out,
                                         int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int stack[8], sp = 0;
    for (int pc = 0; pc < len; ++pc) {
        int op = prog[pc];
        if (op == 0) stack[sp++] = in[i];
        else if (op == 1) { stack[sp] = stack[sp - 1]; ++sp; }
        else if (op == 2) { --sp; stack[sp - 1] += stack[sp]; }
        else if (op == 3) { --sp; stack[sp - 1] *= stack[sp]; }
        else stack[sp++] = op - 10;
    }
    out[i] = stack[0];
}

// A 16-entry table written and read at indexes the launch passes.
extern "C" __global__ void table(const int *in, int *out, int n, int a, int b) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int t[16];
    for (int k = 0; k < 16; ++k) t[k] = in[i] * (k + 1) + k;
    t[a] = i;
    t[(a + 5) & 15] += t[b];
    out[i] = t[b] ^ (t[(a + 5) & 15] << 1) ^ t[15 - b];
}

// Doubles: two registers per entry.
extern "C" __global__ void table_f64(const double *in, double *out, int n, int a, int b) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double t[8];
    for (int k = 0; k < 8; ++k) t[k] = in[i] * k + 0.5 * k;
    t[a] = -(double)i;
    out[i] = t[b] * 2.0 + t[7 - a];
}

// Indexes that differ in every lane.
extern "C" __global__ void per_lane(const int *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int t[8];
    for (int k = 0; k < 8; ++k) t[k] = k * 7 + i;
    int a = in[i] & 7, b = (in[i] >> 3) & 7;
    t[a] = in[i];
    out[i] = t[b] + t[(a + 1) & 7];
}
"#;

/// x*x*4 + x*(-3) + x, as stack code: push x, dup, mul, push 4, mul, push
/// x, push -3, mul, add, push x, add.
const PROG: [i32; 11] = [0, 1, 3, 14, 3, 0, 7, 3, 2, 0, 2];

fn stack_ref(x: i32) -> i32 {
    let mut s = Vec::new();
    for op in PROG {
        match op {
            0 => s.push(x),
            1 => s.push(*s.last().unwrap_or(&0)),
            2 | 3 => {
                let (b, a) = (s.pop().unwrap_or(0), s.pop().unwrap_or(0));
                s.push(if op == 2 {
                    a.wrapping_add(b)
                } else {
                    a.wrapping_mul(b)
                });
            }
            c => s.push(c - 10),
        }
    }
    s[0]
}

fn table_ref(x: i32, i: i32, a: usize, b: usize) -> i32 {
    let mut t: Vec<i32> = (0..16)
        .map(|k| x.wrapping_mul(k + 1).wrapping_add(k))
        .collect();
    t[a] = i;
    let c = (a + 5) & 15;
    t[c] = t[c].wrapping_add(t[b]);
    t[b] ^ (t[c] << 1) ^ t[15 - b]
}

fn table_f64_ref(x: f64, i: usize, a: usize, b: usize) -> f64 {
    let mut t: Vec<f64> = (0..8).map(|k| x * k as f64 + 0.5 * k as f64).collect();
    t[a] = -(i as f64);
    t[b] * 2.0 + t[7 - a]
}

fn per_lane_ref(x: i32, i: i32) -> i32 {
    let mut t: Vec<i32> = (0..8).map(|k| k * 7 + i).collect();
    let (a, b) = ((x & 7) as usize, ((x >> 3) & 7) as usize);
    t[a] = x;
    t[b].wrapping_add(t[(a + 1) & 7])
}

/// The program loaded on `dev`; on the emulator, after checking that the
/// indexed kernels hold the relative moves its processor indexes with.
fn module(dev: &dyn Device, native: bool) -> anyhow::Result<Module> {
    let p = Program::new("local_array.cu", SOURCE);
    if !gpujit::is_emulator(dev.info()) {
        return load(dev, &p, native);
    }
    let arch = dev.info().arch.clone();
    let target = Target::for_backend(dev.info().backend);
    let compiled = p.compile(&gpujit::cuda::source_arch(&p, target, Some(&arch))?)?;
    let m = NvvmModule::from_ir(p.name(), &compiled.bitcode)?;
    let image = gpujit::compile_for(dev, &m.lift()?)?.image;
    let (kernels, mnemonic): (&[&str], _) = if arch.starts_with("gfx1") {
        (&["stack_machine", "table", "table_f64"], "v_movrel")
    } else {
        (&["table", "table_f64"], "s_set_gpr_idx_on")
    };
    for k in kernels {
        let text = gpujit::amdgcn_emu::disasm::kernel_text(&arch, &image.bytes, k)?;
        ensure!(
            text.iter().any(|t| t.starts_with(mnemonic)),
            "LLVM no longer indexes `{k}`'s array with {mnemonic} on {arch}"
        );
    }
    Ok(dev.load(&image)?)
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    // gfx1151 (RDNA3.5) as well, where the emulator runs.
    let gfx1151 = devices
        .iter()
        .any(|(_, d)| gpujit::is_emulator(d.info()))
        .then(|| gpujit::open_emulator_for("gfx1151"));
    let mut devices = devices.to_vec();
    match &gfx1151 {
        Some(Ok(d)) => devices.push(("amdgcn-gfx1151".into(), d.as_ref())),
        Some(Err(e)) => t.fail("amdgcn-gfx1151::device", &e.to_string()),
        None => {}
    }
    on_devices(
        t,
        &devices,
        "local_array::indexed_by_runtime_values",
        |dev, native| {
            let m = module(dev, native)?;
            let n = 300;
            let xs: Vec<i32> = (0..n as i32).map(|i| i * 37 - 4000).collect();
            let ids: Vec<i32> = (0..n as i32).collect();
            let x = dev.upload(&xs)?;
            let mut out = dev.alloc::<i32>(n)?;
            let prog = dev.upload(&PROG)?;
            launch_1d(
                dev,
                &m,
                "stack_machine",
                n,
                64,
                &[
                    (&prog).into(),
                    (PROG.len() as i32).into(),
                    (&x).into(),
                    (&mut out).into(),
                    (n as i32).into(),
                ],
            )?;
            let want: Vec<i32> = xs.iter().map(|&v| stack_ref(v)).collect();
            same(&dev.download(&out)?, &want)?;
            for (a, b) in [(3usize, 11usize), (15, 0), (0, 15), (10, 10)] {
                launch_1d(
                    dev,
                    &m,
                    "table",
                    n,
                    64,
                    &[
                        (&x).into(),
                        (&mut out).into(),
                        (n as i32).into(),
                        (a as i32).into(),
                        (b as i32).into(),
                    ],
                )?;
                let want: Vec<i32> = xs
                    .iter()
                    .zip(&ids)
                    .map(|(&v, &i)| table_ref(v, i, a, b))
                    .collect();
                same(&dev.download(&out)?, &want)?;
            }
            let xd: Vec<f64> = (0..n).map(|i| i as f64 * 0.25 - 30.0).collect();
            let xdb = dev.upload(&xd)?;
            let mut outd = dev.alloc::<f64>(n)?;
            for (a, b) in [(2usize, 5usize), (7, 7), (0, 3)] {
                launch_1d(
                    dev,
                    &m,
                    "table_f64",
                    n,
                    64,
                    &[
                        (&xdb).into(),
                        (&mut outd).into(),
                        (n as i32).into(),
                        (a as i32).into(),
                        (b as i32).into(),
                    ],
                )?;
                let want: Vec<f64> = (0..n).map(|i| table_f64_ref(xd[i], i, a, b)).collect();
                same(&dev.download(&outd)?, &want)?;
            }
            launch_1d(
                dev,
                &m,
                "per_lane",
                n,
                64,
                &[(&x).into(), (&mut out).into(), (n as i32).into()],
            )?;
            let want: Vec<i32> = xs
                .iter()
                .zip(&ids)
                .map(|(&v, &i)| per_lane_ref(v, i))
                .collect();
            same(&dev.download(&out)?, &want)
        },
    );
}
