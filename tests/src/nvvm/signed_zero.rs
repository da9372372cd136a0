//! The sign of a zero converted to half after a loop: CUDA's
//! `__float2half(vmax / -8)` with `vmax = fmaxf(vmax, x[i])` over zeros is
//! -0, stored as 0x8000 on NVIDIA and the host. On AMD, LLVM 22 folds
//! `fptrunc(fmul x, -0.125)` (its form of the division) into
//! `v_fma_mixlo_f16 x, -0.125, 0`, whose +0 addend turns the -0 product into
//! +0 (IEEE's `-0 + +0`): compiled code stores 0x0000 there, on the hardware
//! as on the emulator, which follows the ISA (`amdgcn-emu::isa::
//! signed_zero_to_half` checks each instruction). The AMD result is stated
//! here as the difference it is, so that the test fails once LLVM keeps the
//! sign.

use anyhow::ensure;
use gpujit::{Backend, Device, DeviceExt, Dim3, LaunchConfig, PortableModule};
use gpujit_conformance::Tally;

const IR: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.maxnum.f32(float, float)
define ptx_kernel void @half_of_max(ptr addrspace(1) %x, ptr addrspace(1) %o, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %vmax = phi float [ 0.0, %entry ], [ %m, %loop ]
  %p = getelementptr float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %p
  %m = call float @llvm.maxnum.f32(float %vmax, float %v)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi float [ 0.0, %entry ], [ %m, %loop ]
  %d = fdiv float %r, -8.0
  %h = fptrunc float %d to half
  %b = bitcast half %h to i16
  %q = getelementptr i16, ptr addrspace(1) %o, i32 %tid
  store i16 %b, ptr addrspace(1) %q
  ret void
}
"#;

fn check(dev: &dyn Device) -> anyhow::Result<()> {
    let m = PortableModule::from_ir("signed_zero.ll", IR.as_bytes())?;
    let c = gpujit::compile_for(dev, &m)?;
    let k = dev.load(&c.image)?.kernel("half_of_max")?;
    let x = dev.upload(&[0.0f32; 8])?;
    let o = dev.upload(&[0x1234u16; 4])?;
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(4),
        shared_bytes: 0,
    };
    dev.launch(&k, &cfg, &[(&x).into(), (&o).into(), 8i32.into()])?;
    let got = dev.download(&o)?;
    let (want, why) = if dev.info().backend == Backend::Hip || gpujit::is_emulator(dev.info()) {
        (
            0x0000,
            "LLVM 22's v_fma_mixlo_f16 fold with a +0 addend, on AMD",
        )
    } else {
        (0x8000, "-0 as half")
    };
    ensure!(got == [want; 4], "got {got:x?}, want {want:#x} ({why})");
    Ok(())
}

/// Runs the check on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (tag, dev) in devices {
        t.run(
            &format!("{tag}::nvvm::signed_zero_half_after_max_loop"),
            || check(*dev),
        );
    }
}
