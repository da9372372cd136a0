//! Inline PTX on 32-bit shared addresses, as CUTLASS, CuTe, DeepSpeed and
//! vLLM write it: `__cvta_generic_to_shared` (an `addrspacecast` to
//! `addrspace(3)`, `ptrtoint`, `trunc` to `i32`) or `cvta.to.shared`, then
//! `st.shared`, `ld.shared`, `cp.async` and `ldmatrix` taking the address as
//! an `"r"` operand. Each kernel runs on every device (on CUDA also as
//! written), against references computed here.

use anyhow::ensure;
use gpujit::{Device, DeviceExt, Dim3, LaunchConfig, Module, NvvmModule};
use gpujit_conformance::Tally;

/// Threads per block; two blocks run.
const BLOCK: u32 = 64;
const BLOCKS: u32 = 2;

/// The kernels, NVVM IR as clang writes it around the inline PTX.
const KERNELS: &str = r#"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@pad = internal addrspace(3) global [5 x i32] undef, align 4
@slots = internal addrspace(3) global [64 x i32] undef, align 16
@tile = internal addrspace(3) global [256 x i32] undef, align 16
@mat = internal addrspace(3) global [64 x i16] undef, align 16
@dyn = external addrspace(3) global [0 x i32], align 16

; Each thread stores tid * 3 + 1000 * block through st.shared on the 32-bit
; address of its slot and reads its neighbour's (tid ^ 1) through ld.shared,
; once on an address computed in the 32-bit window and once on one from
; cvta.to.shared; @pad gets the first word, so no array starts at offset 0.
define ptx_kernel void @st_ld(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t64 = zext i32 %tid to i64
  %c1000 = mul i32 %cta, 1000
  %t3 = mul i32 %tid, 3
  %v = add i32 %t3, %c1000
  %pp = getelementptr inbounds [5 x i32], ptr addrspace(3) @pad, i64 0, i64 4
  store i32 %v, ptr addrspace(3) %pp, align 4
  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @slots, i64 0, i64 %t64
  %g = addrspacecast ptr addrspace(3) %p to ptr
  %s = addrspacecast ptr %g to ptr addrspace(3)
  %a64 = ptrtoint ptr addrspace(3) %s to i64
  %a = trunc i64 %a64 to i32
  call void asm sideeffect "st.shared.u32 [$0], $1;", "r,r,~{memory}"(i32 %a, i32 %v)
  call void @llvm.nvvm.barrier0()
  %an = xor i32 %a, 4
  %r1 = call i32 asm sideeffect "ld.shared.u32 $0, [$1];", "=r,r,~{memory}"(i32 %an)
  %nt = xor i64 %t64, 1
  %pn = getelementptr inbounds [64 x i32], ptr addrspace(3) @slots, i64 0, i64 %nt
  %gn = addrspacecast ptr addrspace(3) %pn to ptr
  %w = call i64 asm "cvta.to.shared.u64 $0, $1;", "=l,l"(ptr %gn)
  %w32 = trunc i64 %w to i32
  %r2 = call i32 asm sideeffect "ld.shared.u32 $0, [$1+0];", "=r,r,~{memory}"(i32 %w32)
  %gid0 = mul i32 %cta, 64
  %gid = add i32 %gid0, %tid
  %o = mul i32 %gid, 2
  %o64 = zext i32 %o to i64
  %op1 = getelementptr inbounds i32, ptr %out, i64 %o64
  store i32 %r1, ptr %op1, align 4
  %op2 = getelementptr inbounds i32, ptr %op1, i64 1
  store i32 %r2, ptr %op2, align 4
  ret void
}

; Each thread copies its 16 bytes of %in into @tile with cp.async on the
; 32-bit address, waits, and reads its neighbour's 16 bytes with
; ld.shared.v4 on a 32-bit address.
define ptx_kernel void @cp_async(ptr %in, ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %gid0 = mul i32 %cta, 64
  %gid = add i32 %gid0, %tid
  %e = mul i32 %gid, 4
  %e64 = zext i32 %e to i64
  %src = getelementptr inbounds i32, ptr %in, i64 %e64
  %t4 = mul i32 %tid, 4
  %t4_64 = zext i32 %t4 to i64
  %d = getelementptr inbounds [256 x i32], ptr addrspace(3) @tile, i64 0, i64 %t4_64
  %d64 = ptrtoint ptr addrspace(3) %d to i64
  %d32 = trunc i64 %d64 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %d32, ptr %src)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %n32 = xor i32 %d32, 16
  %r = call { i32, i32, i32, i32 } asm sideeffect "ld.shared.v4.u32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %n32)
  %dst = getelementptr inbounds i32, ptr %out, i64 %e64
  %r0 = extractvalue { i32, i32, i32, i32 } %r, 0
  %r1 = extractvalue { i32, i32, i32, i32 } %r, 1
  %r2 = extractvalue { i32, i32, i32, i32 } %r, 2
  %r3 = extractvalue { i32, i32, i32, i32 } %r, 3
  store i32 %r0, ptr %dst, align 4
  %dst1 = getelementptr inbounds i32, ptr %dst, i64 1
  store i32 %r1, ptr %dst1, align 4
  %dst2 = getelementptr inbounds i32, ptr %dst, i64 2
  store i32 %r2, ptr %dst2, align 4
  %dst3 = getelementptr inbounds i32, ptr %dst, i64 3
  store i32 %r3, ptr %dst3, align 4
  ret void
}

; The block writes an 8x8 matrix of b16 (element k = 7k + 1 + block) and
; every warp loads it with ldmatrix .x1, lane l giving the 32-bit address of
; row l % 8.
define ptx_kernel void @ldmatrix(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t64 = zext i32 %tid to i64
  %k7 = mul i32 %tid, 7
  %k1 = add i32 %k7, 1
  %kv = add i32 %k1, %cta
  %k16 = trunc i32 %kv to i16
  %mp = getelementptr inbounds [64 x i16], ptr addrspace(3) @mat, i64 0, i64 %t64
  store i16 %k16, ptr addrspace(3) %mp, align 2
  call void @llvm.nvvm.barrier0()
  %lane = and i32 %tid, 31
  %row = and i32 %lane, 7
  %at = mul i32 %row, 8
  %at64 = zext i32 %at to i64
  %rp = getelementptr inbounds [64 x i16], ptr addrspace(3) @mat, i64 0, i64 %at64
  %rg = addrspacecast ptr addrspace(3) %rp to ptr
  %rs = addrspacecast ptr %rg to ptr addrspace(3)
  %r64 = ptrtoint ptr addrspace(3) %rs to i64
  %r32 = trunc i64 %r64 to i32
  %f = call i32 asm sideeffect "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {$0}, [$1];", "=r,r,~{memory}"(i32 %r32)
  %gid0 = mul i32 %cta, 64
  %gid = add i32 %gid0, %tid
  %g64 = zext i32 %gid to i64
  %op = getelementptr inbounds i32, ptr %out, i64 %g64
  store i32 %f, ptr %op, align 4
  ret void
}

; Dynamic shared memory (extern __shared__) beside a static array: the
; st.shared / ld.shared of @st_ld on @dyn.
define ptx_kernel void @dynamic(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t64 = zext i32 %tid to i64
  %c1000 = mul i32 %cta, 1000
  %t5 = mul i32 %tid, 5
  %v = add i32 %t5, %c1000
  %pp = getelementptr inbounds [5 x i32], ptr addrspace(3) @pad, i64 0, i64 1
  store i32 %v, ptr addrspace(3) %pp, align 4
  %p = getelementptr inbounds [0 x i32], ptr addrspace(3) @dyn, i64 0, i64 %t64
  %g = addrspacecast ptr addrspace(3) %p to ptr
  %s = addrspacecast ptr %g to ptr addrspace(3)
  %a64 = ptrtoint ptr addrspace(3) %s to i64
  %a = trunc i64 %a64 to i32
  call void asm sideeffect "st.shared.u32 [$0], $1;", "r,r,~{memory}"(i32 %a, i32 %v)
  call void @llvm.nvvm.barrier0()
  %an = xor i32 %a, 4
  %r = call i32 asm sideeffect "ld.shared.u32 $0, [$1];", "=r,r,~{memory}"(i32 %an)
  %gid0 = mul i32 %cta, 64
  %gid = add i32 %gid0, %tid
  %g64 = zext i32 %gid to i64
  %op = getelementptr inbounds i32, ptr %out, i64 %g64
  store i32 %r, ptr %op, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
"#;

fn cfg(shared_bytes: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::x(BLOCKS),
        block: Dim3::x(BLOCK),
        shared_bytes,
    }
}

/// Every thread's (block, thread, global index).
fn threads() -> impl Iterator<Item = (u32, u32, usize)> {
    (0..BLOCKS).flat_map(|b| (0..BLOCK).map(move |t| (b, t, (b * BLOCK + t) as usize)))
}

fn st_ld(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = (BLOCKS * BLOCK) as usize;
    let out = dev.upload(&vec![u32::MAX; 2 * n])?;
    dev.launch(&m.kernel("st_ld")?, &cfg(0), &[(&out).into()])?;
    let got = dev.download(&out)?;
    for (b, t, g) in threads() {
        let want = (t ^ 1) * 3 + 1000 * b;
        ensure!(
            got[2 * g] == want && got[2 * g + 1] == want,
            "block {b} thread {t}: read {:?}, want {want} twice",
            &got[2 * g..2 * g + 2]
        );
    }
    Ok(())
}

fn cp_async(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = (BLOCKS * BLOCK * 4) as usize;
    let ins: Vec<u32> = (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761))
        .collect();
    let (x, out) = (dev.upload(&ins)?, dev.upload(&vec![0u32; n])?);
    dev.launch(
        &m.kernel("cp_async")?,
        &cfg(0),
        &[(&x).into(), (&out).into()],
    )?;
    let got = dev.download(&out)?;
    for (b, t, g) in threads() {
        let from = (b * BLOCK + (t ^ 1)) as usize * 4;
        ensure!(
            got[4 * g..4 * g + 4] == ins[from..from + 4],
            "block {b} thread {t}: read {:x?}, want {:x?}",
            &got[4 * g..4 * g + 4],
            &ins[from..from + 4]
        );
    }
    Ok(())
}

fn ldmatrix(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = (BLOCKS * BLOCK) as usize;
    let out = dev.upload(&vec![0u32; n])?;
    dev.launch(&m.kernel("ldmatrix")?, &cfg(0), &[(&out).into()])?;
    let got = dev.download(&out)?;
    for (b, t, g) in threads() {
        // Lane l holds row l / 4, columns 2 (l % 4) and 2 (l % 4) + 1.
        let lane = t % 32;
        let k = (lane / 4) * 8 + 2 * (lane % 4);
        let el = |k: u32| (7 * k + 1 + b) & 0xffff;
        let want = el(k) | el(k + 1) << 16;
        ensure!(
            got[g] == want,
            "block {b} thread {t}: fragment {:#x}, want {want:#x}",
            got[g]
        );
    }
    Ok(())
}

fn dynamic(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = (BLOCKS * BLOCK) as usize;
    let out = dev.upload(&vec![u32::MAX; n])?;
    dev.launch(&m.kernel("dynamic")?, &cfg(BLOCK * 4), &[(&out).into()])?;
    let got = dev.download(&out)?;
    for (b, t, g) in threads() {
        let want = (t ^ 1) * 5 + 1000 * b;
        ensure!(
            got[g] == want,
            "block {b} thread {t}: read {}, want {want}",
            got[g]
        );
    }
    Ok(())
}

type Check = fn(&dyn Device, &Module) -> anyhow::Result<()>;

/// Runs the kernels on every device: lifted, and on CUDA as written too.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let checks: [(&str, Check); 4] = [
        ("st_ld", st_ld),
        ("cp_async", cp_async),
        ("ldmatrix", ldmatrix),
        ("dynamic", dynamic),
    ];
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        let forms: &[&str] = if cuda {
            &["lifted", "native"]
        } else {
            &["lifted"]
        };
        for form in forms {
            let loaded = NvvmModule::from_ir("shared_window.ll", KERNELS.as_bytes())
                .map_err(anyhow::Error::from)
                .and_then(|m| {
                    let c = match *form {
                        "native" => gpujit::compile_nvvm_for(*dev, &m)?,
                        _ => gpujit::compile_for(*dev, &m.lift()?)?,
                    };
                    Ok(dev.load(&c.image)?)
                });
            let prefix = format!("{tag}::nvvm::shared_window::{form}");
            let m = match loaded {
                Ok(m) => m,
                Err(e) => {
                    t.fail(&format!("{prefix}::compile"), &format!("{e:#}"));
                    continue;
                }
            };
            for (name, check) in checks {
                t.run(&format!("{prefix}::{name}"), || check(*dev, &m));
            }
        }
    }
}
