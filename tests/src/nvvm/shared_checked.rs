//! The host's checked mode on shared memory: a softmax-style kernel that
//! reads `red[lane]` past its 8-entry `__shared__` array (NVIDIA faults with
//! `CUDA_ERROR_ILLEGAL_ADDRESS`, the emulator reports an LDS access out of
//! bounds), a read past dynamic shared memory, and a scan that reads a shared
//! slot no thread wrote. Checked, the host reports each with kernel, block,
//! thread and offset; the corrected kernels pass checked on the host and run
//! right on every device.

use anyhow::{bail, ensure};
use gpujit::{CompileOptions, Device, DeviceError, DeviceExt, Dim3, LaunchConfig, NvvmModule};
use gpujit_conformance::Tally;

/// NVVM IR of the kernels; `@BUGGY` is 1 in the faulty variants, 0 in the
/// corrected ones (the text is instantiated twice).
const KERNELS: &str = r#"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@red = internal addrspace(3) global [8 x float] undef, align 4
@other = internal addrspace(3) global [64 x float] undef, align 4
@scan = internal addrspace(3) global [64 x i32] undef, align 4
@dyn = external addrspace(3) global [0 x float], align 16

; Threads 0-7 put x[tid] in red[tid] and every thread fills other[tid]; then
; each thread reads red[tid] (BUGGY: past the 8 entries for tid >= 8) or
; red[tid % 8], plus other[tid], into out[tid].
define ptx_kernel void @softmax(ptr %x, ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %xp = getelementptr inbounds float, ptr %x, i64 %t64
  %xv = load float, ptr %xp, align 4
  %op = getelementptr inbounds [64 x float], ptr addrspace(3) @other, i64 0, i64 %t64
  store float %xv, ptr addrspace(3) %op, align 4
  %low = icmp ult i32 %tid, 8
  br i1 %low, label %put, label %sync
put:
  %rp = getelementptr inbounds [8 x float], ptr addrspace(3) @red, i64 0, i64 %t64
  store float %xv, ptr addrspace(3) %rp, align 4
  br label %sync
sync:
  call void @llvm.nvvm.barrier0()
  %m = and i32 %tid, 7
  %i = select i1 BUGGY, i32 %tid, i32 %m
  %i64 = zext i32 %i to i64
  %rq = getelementptr inbounds float, ptr addrspace(3) @red, i64 %i64
  %r = load float, ptr addrspace(3) %rq, align 4
  %o = load float, ptr addrspace(3) %op, align 4
  %s = fadd float %r, %o
  %dst = getelementptr inbounds float, ptr %out, i64 %t64
  store float %s, ptr %dst, align 4
  ret void
}

; Every thread puts x[tid] in dyn[tid] (64 floats of dynamic shared memory)
; and reads dyn[tid + 1] (BUGGY: past the end for the last thread) or
; dyn[(tid + 1) % 64].
define ptx_kernel void @rotate(ptr %x, ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %xp = getelementptr inbounds float, ptr %x, i64 %t64
  %xv = load float, ptr %xp, align 4
  %dp = getelementptr inbounds float, ptr addrspace(3) @dyn, i64 %t64
  store float %xv, ptr addrspace(3) %dp, align 4
  call void @llvm.nvvm.barrier0()
  %n = add i32 %tid, 1
  %w = and i32 %n, 63
  %j = select i1 BUGGY, i32 %n, i32 %w
  %j64 = zext i32 %j to i64
  %dq = getelementptr inbounds float, ptr addrspace(3) @dyn, i64 %j64
  %v = load float, ptr addrspace(3) %dq, align 4
  %dst = getelementptr inbounds float, ptr %out, i64 %t64
  store float %v, ptr %dst, align 4
  ret void
}

; An exclusive scan's first step: thread t puts x[t] in scan[t + 1] (the last
; thread nothing), thread 0 puts 0 in scan[0] (BUGGY: it forgets), and every
; thread reads scan[t].
define ptx_kernel void @shift(ptr %x, ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %xp = getelementptr inbounds i32, ptr %x, i64 %t64
  %xv = load i32, ptr %xp, align 4
  %last = icmp eq i32 %tid, 63
  br i1 %last, label %first, label %put
put:
  %n64 = add i64 %t64, 1
  %sp = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan, i64 0, i64 %n64
  store i32 %xv, ptr addrspace(3) %sp, align 4
  br label %first
first:
  %zero = icmp eq i32 %tid, 0
  %write0 = and i1 %zero, NOT_BUGGY
  br i1 %write0, label %put0, label %sync
put0:
  store i32 0, ptr addrspace(3) @scan, align 4
  br label %sync
sync:
  call void @llvm.nvvm.barrier0()
  %rp = getelementptr inbounds [64 x i32], ptr addrspace(3) @scan, i64 0, i64 %t64
  %r = load i32, ptr addrspace(3) %rp, align 4
  %dst = getelementptr inbounds i32, ptr %out, i64 %t64
  store i32 %r, ptr %dst, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#;

const THREADS: u32 = 64;

fn text(buggy: bool) -> String {
    let (b, nb) = if buggy {
        ("true", "false")
    } else {
        ("false", "true")
    };
    KERNELS.replace("NOT_BUGGY", nb).replace("BUGGY", b)
}

fn load(dev: &dyn Device, buggy: bool, checked: bool) -> anyhow::Result<gpujit::Module> {
    let m = NvvmModule::from_ir("shared_checked.ll", text(buggy).as_bytes())?;
    let opts = CompileOptions {
        checked,
        ..Default::default()
    };
    let c = gpujit::compile_for_with(dev, &m.lift()?, &opts)?;
    Ok(dev.load(&c.image)?)
}

fn cfg(shared_bytes: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(THREADS),
        shared_bytes,
    }
}

fn xs() -> Vec<f32> {
    (0..THREADS).map(|i| i as f32 * 0.5 - 3.0).collect()
}

/// Runs the three kernels of `m` and checks the corrected results.
fn run_right(dev: &dyn Device, m: &gpujit::Module) -> anyhow::Result<()> {
    let x = xs();
    let (xb, out) = (dev.upload(&x)?, dev.alloc::<f32>(THREADS as usize)?);
    dev.launch(
        &m.kernel("softmax")?,
        &cfg(0),
        &[(&xb).into(), (&out).into()],
    )?;
    let got = dev.download(&out)?;
    for t in 0..THREADS as usize {
        let want = x[t % 8] + x[t];
        ensure!(
            got[t] == want,
            "softmax: out[{t}] = {}, want {want}",
            got[t]
        );
    }
    dev.launch(
        &m.kernel("rotate")?,
        &cfg(THREADS * 4),
        &[(&xb).into(), (&out).into()],
    )?;
    let got = dev.download(&out)?;
    for t in 0..THREADS as usize {
        let want = x[(t + 1) % 64];
        ensure!(got[t] == want, "rotate: out[{t}] = {}, want {want}", got[t]);
    }
    let ints: Vec<i32> = (0..THREADS as i32).map(|i| i * 3 + 1).collect();
    let (ib, iout) = (dev.upload(&ints)?, dev.alloc::<i32>(THREADS as usize)?);
    dev.launch(
        &m.kernel("shift")?,
        &cfg(0),
        &[(&ib).into(), (&iout).into()],
    )?;
    let got = dev.download(&iout)?;
    for t in 0..THREADS as usize {
        let want = if t == 0 { 0 } else { ints[t - 1] };
        ensure!(got[t] == want, "shift: out[{t}] = {}, want {want}", got[t]);
    }
    Ok(())
}

/// The fault a checked launch of `kernel` gives, with `needles` in its text.
fn expect_fault(
    dev: &dyn Device,
    m: &gpujit::Module,
    kernel: &str,
    shared_bytes: u32,
    needles: &[&str],
) -> anyhow::Result<()> {
    let (x, out) = (dev.upload(&xs())?, dev.alloc::<f32>(THREADS as usize)?);
    let r = dev.launch(
        &m.kernel(kernel)?,
        &cfg(shared_bytes),
        &[(&x).into(), (&out).into()],
    );
    let e = match r {
        Ok(()) => bail!("`{kernel}` ran without a fault"),
        Err(e) => e,
    };
    let DeviceError::KernelFault {
        kernel: k, detail, ..
    } = &e
    else {
        bail!("`{kernel}`: {e}, not a kernel fault");
    };
    ensure!(k == kernel, "the fault names kernel `{k}`: {e}");
    for n in needles {
        ensure!(detail.contains(n), "`{n}` is not in the fault: {detail}");
    }
    Ok(())
}

/// Checked mode on the host devices; the corrected kernels everywhere.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (tag, dev) in devices {
        let dev = *dev;
        let host = dev.info().backend == gpujit::Backend::Host;
        t.run(&format!("{tag}::nvvm::shared_checked::right"), || {
            run_right(dev, &load(dev, false, host)?)
        });
        if !host {
            continue;
        }
        t.run(
            &format!("{tag}::nvvm::shared_checked::past_a_static_array"),
            || {
                let m = load(dev, true, true)?;
                expect_fault(
                    dev,
                    &m,
                    "softmax",
                    0,
                    &[
                        "out-of-bounds shared-memory load of 4 bytes at offset 32",
                        "a static shared array (offsets 0..32)",
                        "block (0, 0, 0) thread (8, 0, 0)",
                    ],
                )?;
                // Unchecked, the same kernel runs (it reads the next array).
                let m = load(dev, true, false)?;
                let (x, out) = (dev.upload(&xs())?, dev.alloc::<f32>(THREADS as usize)?);
                dev.launch(
                    &m.kernel("softmax")?,
                    &cfg(0),
                    &[(&x).into(), (&out).into()],
                )?;
                Ok(())
            },
        );
        t.run(
            &format!("{tag}::nvvm::shared_checked::past_dynamic_memory"),
            || {
                let m = load(dev, true, true)?;
                expect_fault(
                    dev,
                    &m,
                    "rotate",
                    THREADS * 4,
                    &[
                        "out-of-bounds shared-memory load of 4 bytes at offset",
                        "outside dynamic shared memory",
                        "block (0, 0, 0) thread (63, 0, 0)",
                    ],
                )
            },
        );
        t.run(
            &format!("{tag}::nvvm::shared_checked::unwritten_read"),
            || {
                let m = load(dev, true, true)?;
                expect_fault(
                    dev,
                    &m,
                    "shift",
                    0,
                    &[
                        "shared-memory load of 4 bytes at offset",
                        "block (0, 0, 0) thread (0, 0, 0) reads byte",
                        "that no thread of the block wrote",
                    ],
                )?;
                // The device stays usable, and the corrected kernels pass checked.
                run_right(dev, &load(dev, false, true)?)
            },
        );
    }
}
