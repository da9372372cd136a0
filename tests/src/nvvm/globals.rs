//! Module variables by name (`DeviceExt::global`, `write_global`,
//! `read_global`: what `cudaMemcpyToSymbol` and `cudaMemcpyFromSymbol` do)
//! and a 448-byte struct by value, on every device; on CUDA both lifted and
//! as written.

use anyhow::{Context, ensure};
use gpujit::{Device, DeviceError, DeviceExt, Dim3, KernelArg, LaunchConfig, Module, NvvmModule};
use gpujit_conformance::Tally;

/// NVVM IR as clang writes it for
/// `__constant__ float coeffs[8]; __device__ int hits;` and a kernel taking
/// `struct { long v[56]; }` by value that adds `coeffs[t] + big.v[t]` into
/// `out[t]` and has thread 0 count itself in `hits`.
const GLOBALS: &str = r#"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.big = type { [56 x i64] }

@coeffs = dso_local addrspace(4) externally_initialized constant [8 x float] zeroinitializer, align 4
@hits = dso_local addrspace(1) externally_initialized global i32 0, align 4

define dso_local ptx_kernel void @use_globals(ptr noundef %out, ptr noundef byval(%struct.big) align 8 %big) #0 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %cp = getelementptr inbounds [8 x float], ptr addrspace(4) @coeffs, i64 0, i64 %i
  %c = load float, ptr addrspace(4) %cp, align 4
  %bp = getelementptr inbounds [56 x i64], ptr %big, i64 0, i64 %i
  %b = load i64, ptr %bp, align 8
  %bf = sitofp i64 %b to float
  %v = fadd float %c, %bf
  %op = getelementptr inbounds float, ptr %out, i64 %i
  store float %v, ptr %op, align 4
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %count, label %done
count:
  %h = load i32, ptr addrspace(1) @hits, align 4
  %h1 = add i32 %h, 1
  store i32 %h1, ptr addrspace(1) @hits, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
"#;

fn check(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let g = dev.global(m, "coeffs")?;
    ensure!(g.size() == 32, "coeffs is {} bytes", g.size());
    let coeffs: Vec<f32> = (0..8).map(|i| 0.5 + i as f32).collect();
    dev.write_global(m, "coeffs", &coeffs)?;
    dev.write_global(m, "hits", &[41i32])?;
    let big: Vec<u8> = (0..56i64).flat_map(|i| (i * 3).to_le_bytes()).collect();
    let arg = KernelArg::struct_bytes(&big, 8).context("a 448-byte struct")?;
    let out = dev.alloc::<f32>(8)?;
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(8),
        shared_bytes: 0,
    };
    dev.launch(&m.kernel("use_globals")?, &cfg, &[(&out).into(), arg])?;
    let got = dev.download(&out)?;
    for (i, &v) in got.iter().enumerate() {
        let want = coeffs[i] + (3 * i) as f32;
        ensure!(v == want, "out[{i}] = {v}, want {want}");
    }
    let hits: Vec<i32> = dev.read_global(m, "hits")?;
    ensure!(hits == [42], "hits = {hits:?}");
    // What a user gets wrong: a name the module lacks, a write past the end.
    match dev.global(m, "coefs") {
        Err(DeviceError::UnknownGlobal { name, .. }) => ensure!(name == "coefs"),
        other => anyhow::bail!("an unknown variable gave {other:?}"),
    }
    match dev.write_global(m, "coeffs", &[0f32; 9]) {
        Err(DeviceError::CopyRange { .. }) => {}
        other => anyhow::bail!("a write past the variable gave {other:?}"),
    }
    // Still usable, and the variable unchanged.
    let back: Vec<f32> = dev.read_global(m, "coeffs")?;
    ensure!(back == coeffs, "coeffs = {back:?}");
    Ok(())
}

/// Runs the checks on every device: lifted, and on CUDA as written too.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (tag, dev) in devices {
        t.run(&format!("{tag}::nvvm::globals::lifted"), || {
            let m = NvvmModule::from_ir("globals.ll", GLOBALS.as_bytes())?;
            let c = gpujit::compile_for(*dev, &m.lift()?)?;
            check(*dev, &dev.load(&c.image)?)
        });
        if dev.info().backend == gpujit::Backend::Cuda {
            t.run(&format!("{tag}::nvvm::globals::native"), || {
                let m = NvvmModule::from_ir("globals.ll", GLOBALS.as_bytes())?;
                let c = gpujit::compile_nvvm_for(*dev, &m)?;
                check(*dev, &dev.load(&c.image)?)
            });
        }
    }
}
