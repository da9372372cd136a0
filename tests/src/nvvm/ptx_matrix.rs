//! `mma.sync` from PTX on each target's matrix instructions, checked in the
//! machine code (no device needed): the Triton matmuls' PTX translated and
//! compiled for NVIDIA (the instruction itself, not the lane-by-lane
//! computation), CDNA (one MFMA per CUDA warp of a wave64) and RDNA3/4 (one
//! WMMA; RDNA has no `tf32`, which runs lane by lane there).

use anyhow::{Context, ensure};
use gpujit::ir::MmaInput;
use gpujit::ir::mma::WarpMma;
use gpujit::{CompileOptions, Device, DeviceExt, Dim3, LaunchConfig, Module, PtxModule, Target};
use gpujit_conformance::Tally;

use super::fp::{Rnd, to_bf16, to_f16};
use super::ptx::TRITON_MATMULS;

fn options(arch: &str) -> CompileOptions {
    CompileOptions {
        arch: Some(arch.into()),
        ..Default::default()
    }
}

/// Runs the checks.
pub fn run(t: &mut Tally) {
    for (input, text, _) in TRITON_MATMULS {
        let mmas = text.matches("mma.sync.aligned").count();
        let translated =
            PtxModule::from_text(&format!("matmul_{input}.ptx"), text).and_then(|m| m.translate());
        t.run(
            &format!("nvptx::ptx::triton::codegen::matmul_{input}"),
            || {
                let m = translated.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
                let c = gpujit::compile(m, Target::Nvptx, &options("sm_80"))?;
                let ptx = String::from_utf8(c.image.bytes)?;
                let found = ptx.matches("mma.sync.aligned.m16n8k").count();
                ensure!(
                    mmas > 0 && found >= mmas,
                    "{found} mma.sync for {mmas} in the input"
                );
                Ok(())
            },
        );
        for (arch, instruction, per_mma) in [
            ("gfx942", "v_mfma_f32_16x16x", 2),
            ("gfx1100", "v_wmma_f32_16x16x16", 1),
            ("gfx1201", "v_wmma_f32_16x16x16", 1),
        ] {
            t.run(
                &format!("amdgcn::ptx::triton::codegen::matmul_{input}::{arch}"),
                || {
                    let m = translated.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
                    let c = gpujit::compile(m, Target::Amdgcn, &options(arch))?;
                    let code = gpujit::amdgcn_emu::disasm::kernel_text(
                        arch,
                        &c.image.bytes,
                        "matmul_kernel",
                    )
                    .context("disassembling")?;
                    let found = code.iter().filter(|i| i.starts_with(instruction)).count();
                    if input == "tf32" && arch.starts_with("gfx1") {
                        ensure!(found == 0, "{found} {instruction} for tf32 on {arch}");
                    } else {
                        ensure!(
                            found >= per_mma * mmas,
                            "{found} {instruction} on {arch} for {mmas} mma.sync in the input"
                        );
                    }
                    Ok(())
                },
            );
        }
    }
}

/// Input values: small integers, so that every product and sum is exact and
/// every target must give the reference's bits.
fn small(warp: usize, which: usize, r: u32, c: u32) -> f64 {
    ((warp * 7 + which * 5 + r as usize * 3 + c as usize * 11) % 9) as f64 - 4.0
}

/// A register of `A` or `B` holding `values` (one, or two 16-bit halves).
fn encode(input: MmaInput, values: [f64; 2]) -> u64 {
    match input {
        MmaInput::F16 => {
            let h = |x: f64| u64::from(to_f16(x, Rnd::N));
            h(values[0]) | h(values[1]) << 16
        }
        MmaInput::BF16 => {
            let h = |x: f64| u64::from(to_bf16(x, Rnd::N));
            h(values[0]) | h(values[1]) << 16
        }
        MmaInput::TF32 => u64::from((values[0] as f32).to_bits()),
        MmaInput::F64 => values[0].to_bits(),
    }
}

/// A PTX kernel running one `mma.sync` of kind `w` per warp on registers
/// loaded from memory (`A`, `B`: one word per register; `C`, `D`: floats);
/// with `split` set, odd warps run a second copy of the instruction in the
/// other arm of a branch.
fn kernel(w: WarpMma) -> String {
    let (na, nb, nc) = w.regs();
    let f64 = w.input == MmaInput::F64;
    let (word, acc, accw) = if f64 {
        ("f64", "f64", 8)
    } else {
        ("b32", "f32", 4)
    };
    let wordw = if f64 { 8 } else { 4 };
    let list = |p: &str, n: usize| {
        (0..n)
            .map(|i| format!("%{p}{i}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut s = format!(
        ".version 7.0\n.target sm_80\n.address_size 64\n\n\
         .visible .entry warp_mma(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u32 split)\n{{\n\
         \t.reg .{word} %a<{na}>;\n\t.reg .{word} %b<{nb}>;\n\t.reg .{acc} %c<{nc}>;\n\t.reg .{acc} %d<{nc}>;\n\
         \t.reg .b32 %r<8>;\n\t.reg .b64 %rd<12>;\n\t.reg .pred %p<2>;\n\
         \tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, %ctaid.x;\n\tmov.u32 %r3, %ntid.x;\n\
         \tmad.lo.u32 %r4, %r2, %r3, %r1;\n"
    );
    for (i, (param, n, width)) in [
        ("pa", na, wordw),
        ("pb", nb, wordw),
        ("pc", nc, accw),
        ("pd", nc, accw),
    ]
    .into_iter()
    .enumerate()
    {
        s += &format!(
            "\tld.param.u64 %rd{i}, [{param}];\n\tcvta.to.global.u64 %rd{i}, %rd{i};\n\
             \tmul.wide.u32 %rd{}, %r4, {};\n\tadd.s64 %rd{i}, %rd{i}, %rd{};\n",
            i + 4,
            n * width,
            i + 4
        );
    }
    for (reg, base, n, ty, width) in [
        ("a", 0, na, word, wordw),
        ("b", 1, nb, word, wordw),
        ("c", 2, nc, acc, accw),
    ] {
        for j in 0..n {
            s += &format!("\tld.global.{ty} %{reg}{j}, [%rd{base}+{}];\n", j * width);
        }
    }
    let mma = format!(
        "\tmma.sync.aligned.{}.row.col.{} {{{}}}, {{{}}}, {{{}}}, {{{}}};\n",
        format_args!("m{}n8k{}", w.m, w.k),
        {
            let n = w.ptx_name();
            n.split_once('.')
                .map(|(_, t)| t.to_string())
                .unwrap_or_default()
        },
        list("d", nc),
        list("a", na),
        list("b", nb),
        list("c", nc)
    );
    s += "\tld.param.u32 %r5, [split];\n\tshr.u32 %r6, %r1, 5;\n\tand.b32 %r6, %r6, %r5;\n\
          \tsetp.ne.u32 %p1, %r6, 0;\n\t@%p1 bra ODD;\n";
    s += &mma;
    s += "\tbra.uni DONE;\nODD:\n";
    s += &mma;
    s += "DONE:\n";
    for j in 0..nc {
        s += &format!("\tst.global.{acc} [%rd3+{}], %d{j};\n", j * accw);
    }
    s + "\tret;\n}\n"
}

/// Inputs of `warps` warps and the `D` registers each lane must end with.
struct Case {
    a: Vec<u64>,
    b: Vec<u64>,
    c: Vec<f64>,
    d: Vec<f64>,
}

fn case(w: WarpMma, warps: usize) -> Case {
    let (na, nb, nc) = w.regs();
    let mut out = Case {
        a: vec![0; warps * 32 * na],
        b: vec![0; warps * 32 * nb],
        c: vec![0.0; warps * 32 * nc],
        d: vec![0.0; warps * 32 * nc],
    };
    for warp in 0..warps {
        let lane0 = warp * 32;
        let mut a_vals = vec![[0f64; 2]; 32 * na];
        let mut b_vals = vec![[0f64; 2]; 32 * nb];
        for r in 0..w.m {
            for k in 0..w.k {
                let l = w.a_at(r, k);
                a_vals[l.lane as usize * na + l.reg][l.half.unwrap_or(0) as usize] =
                    small(warp, 0, r, k);
            }
        }
        for k in 0..w.k {
            for n in 0..8 {
                let l = w.b_at(k, n);
                b_vals[l.lane as usize * nb + l.reg][l.half.unwrap_or(0) as usize] =
                    small(warp, 1, k, n);
            }
        }
        for (i, v) in a_vals.iter().enumerate() {
            out.a[lane0 * na + i] = encode(w.input, *v);
        }
        for (i, v) in b_vals.iter().enumerate() {
            out.b[lane0 * nb + i] = encode(w.input, *v);
        }
        for r in 0..w.m {
            for n in 0..8 {
                let l = w.d_at(r, n);
                let at = (lane0 + l.lane as usize) * nc + l.reg;
                let c = small(warp, 2, r, n);
                out.c[at] = c;
                out.d[at] = c
                    + (0..w.k)
                        .map(|k| small(warp, 0, r, k) * small(warp, 1, k, n))
                        .sum::<f64>();
            }
        }
    }
    out
}

/// Launches `k` on registers `A`, `B` (words) and `C` (floats of the
/// accumulator's type); returns `D`.
fn launch<W: gpujit::DeviceCopy, F: gpujit::DeviceCopy>(
    dev: &dyn Device,
    k: &gpujit::Kernel,
    cfg: &LaunchConfig,
    (a, b, c): (Vec<W>, Vec<W>, Vec<F>),
    split: i32,
) -> anyhow::Result<Vec<F>> {
    let (da, db, dc) = (dev.upload(&a)?, dev.upload(&b)?, dev.upload(&c)?);
    let dd = dev.alloc::<F>(c.len())?;
    let args = [
        (&da).into(),
        (&db).into(),
        (&dc).into(),
        (&dd).into(),
        split.into(),
    ];
    dev.launch(k, cfg, &args)?;
    Ok(dev.download(&dd)?)
}

/// Runs one kind on one device: full blocks of two warps, blocks of one
/// warp, and full blocks whose two warps take different arms of a branch.
fn run_kind(dev: &dyn Device, module: &Module, w: WarpMma) -> anyhow::Result<()> {
    let k = module.kernel("warp_mma")?;
    let f64 = w.input == MmaInput::F64;
    for (what, grid, block, split) in [
        ("full", 2u32, 64u32, 0i32),
        ("one_warp", 4, 32, 0),
        ("divergent", 2, 64, 1),
    ] {
        let warps = (grid * block / 32) as usize;
        let c = case(w, warps);
        let cfg = LaunchConfig {
            grid: Dim3::x(grid),
            block: Dim3::x(block),
            shared_bytes: 0,
        };
        let got = if f64 {
            launch(
                dev,
                &k,
                &cfg,
                (c.a.clone(), c.b.clone(), c.c.clone()),
                split,
            )?
        } else {
            let words = |v: &[u64]| v.iter().map(|x| *x as u32).collect::<Vec<u32>>();
            let floats: Vec<f32> = c.c.iter().map(|x| *x as f32).collect();
            launch(dev, &k, &cfg, (words(&c.a), words(&c.b), floats), split)?
                .into_iter()
                .map(f64::from)
                .collect()
        };
        let want = &c.d;
        if let Some(i) = (0..want.len()).find(|&i| got[i] != want[i]) {
            anyhow::bail!(
                "{what}: thread {} register {}: {} (want {})",
                i / w.regs().2,
                i % w.regs().2,
                got[i],
                want[i]
            );
        }
    }
    Ok(())
}

/// Every `mma.sync` kind from a PTX kernel, translated on every device (and
/// as given on CUDA): full waves (the matrix instructions on AMD), blocks of
/// one warp and warps of one wave in different branches (lane by lane on
/// CDNA's wave64).
pub fn run_kinds(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for w in WarpMma::ALL {
        let name = format!("m{}n8k{}_{}", w.m, w.k, w.input.name());
        let text = kernel(w);
        let ptx = PtxModule::from_text(&format!("{name}.ptx"), &text);
        let translated = ptx
            .as_ref()
            .map_err(|e| anyhow::anyhow!("{e}"))
            .and_then(|m| Ok(m.translate()?));
        for (tag, dev) in devices {
            t.run(&format!("{tag}::ptx::mma_sync::{name}"), || {
                let m = translated.as_ref().map_err(|e| anyhow::anyhow!("{e:#}"))?;
                let c = gpujit::compile_for(*dev, m)?;
                run_kind(*dev, &dev.load(&c.image)?, w)
            });
            if dev.info().backend == gpujit::Backend::Cuda {
                t.run(&format!("{tag}::ptx::mma_sync::as_given::{name}"), || {
                    let m = ptx.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
                    let c = gpujit::compile_ptx_for(*dev, m)?;
                    run_kind(*dev, &dev.load(&c.image)?, w)
                });
            }
        }
    }
}

/// NVVM IR calling `llvm.nvvm.mma.m16n8k16.row.col.f32.f32` (as MLIR's NVVM
/// dialect emits it) with the registers of [`kernel`]'s `f16` kind.
const NVVM_MMA_F16: &str = r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @warp_mma(ptr %pa, ptr %pb, ptr %pc, ptr %pd, i32 %split) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul i32 %bid, %n
  %g = add i32 %bn, %t
  %g64 = zext i32 %g to i64
  %i4 = mul i64 %g64, 4
  %i2 = mul i64 %g64, 2
  %a0p = getelementptr <2 x half>, ptr %pa, i64 %i4
  %a1p = getelementptr <2 x half>, ptr %a0p, i64 1
  %a2p = getelementptr <2 x half>, ptr %a0p, i64 2
  %a3p = getelementptr <2 x half>, ptr %a0p, i64 3
  %a0 = load <2 x half>, ptr %a0p
  %a1 = load <2 x half>, ptr %a1p
  %a2 = load <2 x half>, ptr %a2p
  %a3 = load <2 x half>, ptr %a3p
  %b0p = getelementptr <2 x half>, ptr %pb, i64 %i2
  %b1p = getelementptr <2 x half>, ptr %b0p, i64 1
  %b0 = load <2 x half>, ptr %b0p
  %b1 = load <2 x half>, ptr %b1p
  %c0p = getelementptr float, ptr %pc, i64 %i4
  %c1p = getelementptr float, ptr %c0p, i64 1
  %c2p = getelementptr float, ptr %c0p, i64 2
  %c3p = getelementptr float, ptr %c0p, i64 3
  %c0 = load float, ptr %c0p
  %c1 = load float, ptr %c1p
  %c2 = load float, ptr %c2p
  %c3 = load float, ptr %c3p
  %r = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3)
  %d0 = extractvalue { float, float, float, float } %r, 0
  %d1 = extractvalue { float, float, float, float } %r, 1
  %d2 = extractvalue { float, float, float, float } %r, 2
  %d3 = extractvalue { float, float, float, float } %r, 3
  %d0p = getelementptr float, ptr %pd, i64 %i4
  %d1p = getelementptr float, ptr %d0p, i64 1
  %d2p = getelementptr float, ptr %d0p, i64 2
  %d3p = getelementptr float, ptr %d0p, i64 3
  store float %d0, ptr %d0p
  store float %d1, ptr %d1p
  store float %d2, ptr %d2p
  store float %d3, ptr %d3p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @warp_mma, !"kernel", i32 1}
"#;

/// The NVVM intrinsic form of `mma.sync`, lifted through the same
/// translation on every device (as written on CUDA).
pub fn run_nvvm(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let w = WarpMma::new(MmaInput::F16, 16, 16);
    let module = gpujit::NvvmModule::from_ir("mma_intrinsic.ll", NVVM_MMA_F16.as_bytes());
    for (tag, dev) in devices {
        t.run(&format!("{tag}::nvvm::mma_intrinsic::m16n8k16_f16"), || {
            let m = module.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
            let c = gpujit::compile_nvvm_for(*dev, m)?;
            run_kind(*dev, &dev.load(&c.image)?, w)
        });
    }
}
