//! CUDA kernels as NVVM IR (tests/nvvm/*.ll, generated from the .cu sources
//! next to them by tests/nvvm/generate.sh), lifted to portable form by
//! `PortableModule::from_ir`, run on every device present against CPU
//! references (the host also with 64-lane warps, where CUDA's 32-lane warp
//! semantics must hold per half-wave), and compiled for AMD and NVIDIA.

use anyhow::{Context, bail, ensure};
use gpujit::{
    CompileOptions, Device, DeviceExt, Dim3, LaunchConfig, PortableModule, Target, ir::IrError,
};
use gpujit_conformance::{Selected, Tally};

mod asm;
mod asm_cases;
pub(crate) mod diff;
pub(crate) mod fp;
mod globals;
mod io;
mod numba;
mod per_kernel;
mod ptx;
mod ptx_io;
mod ptx_matrix;
mod shared_checked;
mod shared_window;
mod signed_zero;
mod textures;
mod triton;

/// One corpus of fixtures: name, kernel, NVVM text.
type Corpus = [(&'static str, &'static str, &'static str); 5];

/// The fixtures as clang-19 (LLVM 19.1.7) wrote them: what older producers
/// emit (`nocapture`, `barrier0`, launch bounds in `!nvvm.annotations`).
const FIXTURES: Corpus = [
    ("saxpy", "saxpy", include_str!("../../nvvm/saxpy.ll")),
    ("reduce", "reduce_sum", include_str!("../../nvvm/reduce.ll")),
    (
        "histogram",
        "histogram",
        include_str!("../../nvvm/histogram.ll"),
    ),
    (
        "transpose",
        "transpose",
        include_str!("../../nvvm/transpose.ll"),
    ),
    ("math", "math", include_str!("../../nvvm/math.ll")),
];

/// The same sources as clang-22 writes them (`captures(none)`,
/// `barrier.cta.sync.aligned.all`, `"nvvm.maxntid"` attributes).
const CLANG22: Corpus = [
    (
        "saxpy",
        "saxpy",
        include_str!("../../nvvm/clang22/saxpy.ll"),
    ),
    (
        "reduce",
        "reduce_sum",
        include_str!("../../nvvm/clang22/reduce.ll"),
    ),
    (
        "histogram",
        "histogram",
        include_str!("../../nvvm/clang22/histogram.ll"),
    ),
    (
        "transpose",
        "transpose",
        include_str!("../../nvvm/clang22/transpose.ll"),
    ),
    ("math", "math", include_str!("../../nvvm/clang22/math.ll")),
];

/// A row sum in the shape of Triton 3.6's IR (see the file's header).
const TRITON_STYLE: &str = include_str!("../../nvvm/triton_style/row_sum.ll");

/// Both corpora, by producer.
const CORPORA: [(&str, &Corpus); 2] = [("clang19", &FIXTURES), ("clang22", &CLANG22)];

/// Warp votes, lane id, warp size and an up-shuffle, written by hand.
const VOTES: &str = r#"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @votes(ptr %x, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %i0 = mul i32 %b, %nt
  %i = add i32 %i0, %t
  %p = getelementptr inbounds i32, ptr %x, i32 %i
  %v = load i32, ptr %p
  %c = icmp ne i32 %v, 0
  %ballot = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %c)
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %c)
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %c)
  %active = call i32 @llvm.nvvm.activemask()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %up = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %anyw = zext i1 %any to i32
  %allw = zext i1 %all to i32
  %uniw = zext i1 %uni to i32
  %all2 = shl i32 %allw, 1
  %uni4 = shl i32 %uniw, 2
  %flags0 = or i32 %anyw, %all2
  %flags = or i32 %flags0, %uni4
  %ws8 = shl i32 %ws, 8
  %lanews = or i32 %lane, %ws8
  %base = mul i32 %i, 5
  %o0 = getelementptr inbounds i32, ptr %out, i32 %base
  store i32 %ballot, ptr %o0
  %o1 = getelementptr inbounds i32, ptr %o0, i32 1
  store i32 %flags, ptr %o1
  %o2 = getelementptr inbounds i32, ptr %o0, i32 2
  store i32 %lanews, ptr %o2
  %o3 = getelementptr inbounds i32, ptr %o0, i32 3
  store i32 %up, ptr %o3
  %o4 = getelementptr inbounds i32, ptr %o0, i32 4
  store i32 %active, ptr %o4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.activemask()
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
"#;

/// `__nvvm_reflect("__CUDA_FTZ")` under `nvvm-reflect-ftz` = 1, and another query.
const REFLECT: &str = r#"
target triple = "nvptx64-nvidia-cuda"

@ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"
@arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"

define void @reflect(ptr %out) {
  %f = call i32 @__nvvm_reflect(ptr @ftz)
  store i32 %f, ptr %out
  %a = call i32 @__nvvm_reflect(ptr @arch)
  %o1 = getelementptr inbounds i32, ptr %out, i32 1
  store i32 %a, ptr %o1
  ret void
}

declare i32 @__nvvm_reflect(ptr)

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1}
!0 = !{ptr @reflect, !"kernel", i32 1}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
"#;

/// A kernel using several things that cannot be lifted.
const UNSUPPORTED: &str = r#"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bad(ptr %out) {
  %c = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  call void asm sideeffect "trap;", ""()
  %l = call i32 asm "mov.u32 $0, %smid;", "=r"()
  store i32 %l, ptr %out
  %s = call float @__nv_sincosf_fake(float 1.0)
  call void @helper(ptr %out)
  ret void
}

define void @helper(ptr %out) {
  %m = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  call void asm sideeffect "trap;", ""()
  %p = call ptr @malloc(i64 16)
  store i32 %m, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare float @__nv_sincosf_fake(float)
declare ptr @malloc(i64)
"#;

/// Tensor-core operations without a translation (integer `mma.sync` as
/// inline asm, `stmatrix` as an intrinsic), and one other thing that cannot
/// be lifted.
const TENSOR_CORE: &str = r#"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mma(ptr %out, i32 %a, i32 %b, float %c, ptr addrspace(3) %s) {
  %r = call { float, float, float, float } asm "mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {$0, $1, $2, $3}, {$4, $5, $4, $5}, {$6, $6}, {$7, $7, $7, $7};", "=f,=f,=f,=f,r,r,r,f"(i32 %a, i32 %a, i32 %b, float %c)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %s, i32 %a)
  %x = extractvalue { float, float, float, float } %r, 0
  %y = add i32 %a, 1
  %l = call i32 asm "mov.u32 $0, %smid;", "=r"()
  %z = add i32 %y, %l
  store float %x, ptr %out
  %o = getelementptr i32, ptr %out, i32 1
  store i32 %z, ptr %o
  ret void
}

declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3), i32)
"#;

fn lift(name: &str, text: &str) -> Result<PortableModule, IrError> {
    PortableModule::from_ir(&format!("{name}.ll"), text.as_bytes())
}

/// Runs the NVVM tests: lifting checks, each fixture on every device present
/// (and the host with 64-lane warps), and code generation for AMD and NVIDIA.
pub fn run(t: &mut Tally, selected: &[Selected]) {
    t.run("nvvm::fixtures_are_nvvm", || {
        for (name, _, text) in FIXTURES {
            ensure!(
                text.contains("nvptx64-nvidia-cuda") && text.contains("!\"kernel\", i32 1"),
                "{name}.ll is not NVVM with kernel annotations"
            );
            ensure!(
                text.contains("llvm.nvvm.read.ptx.sreg."),
                "{name}.ll reads no special register"
            );
        }
        // clang-22 writes what LLVM 21+ producers write.
        for s in [
            "ptx_kernel",
            "captures(none)",
            "llvm.nvvm.barrier.cta.sync.aligned.all",
            "\"nvvm.maxntid\"=\"256\"",
            "clang version 22.",
        ] {
            ensure!(CLANG22[1].2.contains(s), "clang22/reduce.ll lacks {s}");
        }
        let reduce = FIXTURES[1].2;
        for s in [
            "llvm.nvvm.shfl.sync.down.f32",
            "llvm.nvvm.shfl.sync.bfly.i32",
            "llvm.nvvm.vote.ballot.sync",
            "llvm.nvvm.barrier0",
            "maxntidx",
        ] {
            ensure!(reduce.contains(s), "reduce.ll lacks {s}");
        }
        ensure!(
            FIXTURES[4].2.contains("@__nv_expf"),
            "math.ll lacks __nv_expf"
        );
        ensure!(
            FIXTURES[2].2.contains("addrspace(3) global"),
            "histogram.ll has no shared array"
        );
        Ok(())
    });
    t.run("nvvm::lift_is_portable", || {
        for (name, kernel, text) in FIXTURES.into_iter().chain(CLANG22) {
            let m = lift(name, text)?;
            ensure!(
                m.kernels().len() == 1 && m.kernels()[0].name == kernel,
                "{name}: kernels {:?}",
                m.kernels()
            );
            let ir = m.to_text()?;
            for banned in [
                "llvm.nvvm.",
                "\"nvvm.",
                "__nv_",
                "target triple",
                "target datalayout",
                "sm_80",
                "ptx_kernel",
            ] {
                ensure!(
                    !ir.contains(banned),
                    "{name}: `{banned}` survived lifting:\n{ir}"
                );
            }
            ensure!(
                ir.contains("\"gpujit.kernel\""),
                "{name}: no kernel attribute"
            );
            // The portable bitcode imports again unchanged.
            let again = PortableModule::from_ir(name, m.bitcode())?;
            ensure!(
                again.kernels() == m.kernels(),
                "{name}: signatures changed on re-import"
            );
        }
        let reduce = lift("reduce", FIXTURES[1].2)?;
        ensure!(
            reduce.kernels()[0].max_threads == Some(256),
            "maxntidx was not kept"
        );
        let row_sum = lift("row_sum", TRITON_STYLE)?.to_text()?;
        ensure!(
            !row_sum.contains("\"nvvm.") && !row_sum.contains("ptx_kernel"),
            "NVPTX attributes survived lifting:\n{row_sum}"
        );
        let reduce22 = lift("reduce", CLANG22[1].2)?;
        ensure!(
            reduce22.kernels()[0].max_threads == Some(256),
            "nvvm.maxntid was not kept"
        );
        let params: Vec<_> = reduce.kernels()[0]
            .params
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        ensure!(
            params == ["x", "sum", "negatives", "n"],
            "parameters {params:?}"
        );
        Ok(())
    });
    t.run("nvvm::unsupported_are_listed_together", || {
        let e = lift("bad", UNSUPPORTED).expect_err("unsupported constructs lift");
        let msg = e.to_string();
        ensure!(matches!(e, IrError::Parse { .. }), "{msg}");
        for want in [
            "intrinsic `llvm.nvvm.read.ptx.sreg.warpid` (first used in `bad`)",
            "inline asm `trap;`: no idiom for `trap` (first used in `bad`)",
            "inline asm `mov.u32 $0, %smid;`: register `%smid`",
            "libdevice function `__nv_sincosf_fake` (first used in `bad`)",
            "intrinsic `llvm.nvvm.read.ptx.sreg.smid` (first used in `helper`)",
            "external function `malloc` (first used in `helper`)",
        ] {
            ensure!(msg.contains(want), "missing `{want}` in: {msg}");
        }
        for once in ["warpid", "trap"] {
            ensure!(
                msg.matches(once).count() == 1 + usize::from(once == "trap"),
                "{once} listed twice: {msg}"
            );
        }
        Ok(())
    });
    t.run("nvvm::tensor_core_is_refused_by_type", || {
        let e = lift("mma", TENSOR_CORE).expect_err("tensor-core asm lifts");
        let msg = e.to_string();
        let IrError::TensorCore { ops, also, .. } = &e else {
            bail!("not a tensor-core error: {msg}");
        };
        ensure!(
            msg.contains("tensor-core operations are not portable yet"),
            "{msg}"
        );
        ensure!(ops.len() == 2, "{ops:?}");
        ensure!(ops[0].contains("mma.sync.aligned.m16n8k64"), "{ops:?}");
        ensure!(ops[1].contains("llvm.nvvm.stmatrix"), "{ops:?}");
        ensure!(also.len() == 1 && also[0].contains("%smid"), "{also:?}");
        // NVIDIA compiles it as it is.
        let m = gpujit::NvvmModule::from_ir("mma.ll", TENSOR_CORE.as_bytes())?;
        let c = gpujit::compile_nvvm(&m, Target::Nvptx, &opts("sm_90"))?;
        let ptx = std::str::from_utf8(&c.image.bytes).context("PTX is text")?;
        ensure!(
            ptx.contains("mma.sync.aligned.m16n8k64"),
            "the mma went missing"
        );
        Ok(())
    });

    let wave64 = selected
        .iter()
        .any(|s| s.target == Target::Host && s.device.is_ok())
        .then(|| gpujit::host_device_with_warp_size(64));
    let mut devices: Vec<(String, &dyn Device)> = selected
        .iter()
        .filter_map(|s| Some((s.target.to_string(), s.device.as_ref().ok()?.as_ref())))
        .collect();
    match &wave64 {
        Some(Ok(d)) => devices.push(("host-wave64".into(), d)),
        Some(Err(e)) => t.fail("nvvm::host-wave64::device", &e.to_string()),
        None => {}
    }
    // On the emulator, RDNA3 (wave32) code runs as well.
    let gfx1100 = selected
        .iter()
        .any(|s| {
            s.target == Target::Amdgcn
                && s.device
                    .as_ref()
                    .is_ok_and(|d| gpujit::is_emulator(d.info()))
        })
        .then(|| gpujit::open_emulator_for("gfx1100"));
    match &gfx1100 {
        Some(Ok(d)) => devices.push(("amdgcn-gfx1100".into(), d.as_ref())),
        Some(Err(e)) => t.fail("nvvm::amdgcn-gfx1100::device", &e.to_string()),
        None => {}
    }
    asm::run(t, &devices);
    triton::run(t, &devices);
    ptx_matrix::run(t);
    // The differential corpus, the PTX corpus and Numba's PTX run on RDNA4
    // (gfx1201) as well.
    let gfx1201 = gfx1100
        .is_some()
        .then(|| gpujit::open_emulator_for("gfx1201"));
    let mut diff_devices = devices.clone();
    match &gfx1201 {
        Some(Ok(d)) => diff_devices.push(("amdgcn-gfx1201".into(), d.as_ref())),
        Some(Err(e)) => t.fail("nvvm::amdgcn-gfx1201::device", &e.to_string()),
        None => {}
    }
    diff::run(t, &diff_devices);
    ptx::run(t, &diff_devices);
    ptx_io::run(t, &diff_devices);
    textures::run(t, &diff_devices);
    signed_zero::run(t, &diff_devices);
    numba::run(t, &diff_devices);
    ptx_matrix::run_kinds(t, &diff_devices);
    ptx_matrix::run_nvvm(t, &diff_devices);
    // The corpus as PTX: the host (warps of 32), gfx942 and CUDA, to keep its time down.
    let ptx_devices: Vec<(String, &dyn Device)> = diff_devices
        .iter()
        .filter(|(tag, _)| matches!(tag.as_str(), "host" | "amdgcn" | "nvptx"))
        .cloned()
        .collect();
    diff::run_ptx(t, &ptx_devices);
    // nvcc's PTX of the corpus (made on a GPU machine), on every device.
    diff::run_nvcc(t, &diff_devices);
    crate::cuda::run(t, &diff_devices);
    globals::run(t, &diff_devices);
    shared_window::run(t, &diff_devices);
    shared_checked::run(t, &diff_devices);
    io::run(t, &diff_devices);
    per_kernel::run(t, &diff_devices);
    for (tag, dev) in devices {
        for (producer, corpus) in CORPORA {
            // The clang-19 corpus keeps its historical test names.
            let name = |test: &str| match producer {
                "clang19" => format!("{tag}::nvvm::{test}"),
                _ => format!("{tag}::nvvm::{producer}::{test}"),
            };
            t.run(&name("saxpy"), || saxpy(dev, corpus));
            t.run(&name("reduce"), || reduce(dev, corpus));
            t.run(&name("histogram"), || histogram(dev, corpus));
            t.run(&name("transpose"), || transpose(dev, corpus));
            t.run(&name("math"), || math(dev, corpus));
        }
        t.run(&format!("{tag}::nvvm::votes"), || votes(dev));
        t.run(&format!("{tag}::nvvm::reflect"), || reflect(dev));
        t.run(&format!("{tag}::nvvm::triton_style"), || triton_style(dev));
    }

    for arch in ["gfx942", "gfx1100"] {
        for (name, kernel, text) in CLANG22.into_iter().chain(FIXTURES) {
            t.run(&format!("amdgcn::nvvm::codegen::{arch}::{name}"), || {
                let m = lift(name, text)?;
                let c = gpujit::compile(&m, Target::Amdgcn, &opts(arch))?;
                let b = &c.image.bytes;
                ensure!(
                    b.len() > 64 && b.starts_with(b"\x7fELF") && b[4] == 2 && b[18] == 224,
                    "not a 64-bit AMDGPU ELF"
                );
                let sym = format!("{kernel}.kd\0");
                ensure!(
                    b.windows(sym.len()).any(|w| w == sym.as_bytes()),
                    "no kernel descriptor {kernel}.kd"
                );
                Ok(())
            });
        }
    }
    for (name, kernel, text) in CLANG22.into_iter().chain(FIXTURES) {
        t.run(&format!("nvptx::nvvm::codegen::sm_80::{name}"), || {
            let m = lift(name, text)?;
            let c = gpujit::compile(&m, Target::Nvptx, &opts("sm_80"))?;
            let ptx = std::str::from_utf8(&c.image.bytes).context("PTX is text")?;
            ensure!(
                ptx.contains(&format!(".entry {kernel}(")),
                "no entry {kernel}"
            );
            // Only the shared arrays' storage keeps a gpujit name.
            let unlowered = ptx
                .lines()
                .find(|l| l.contains("gpujit") && !l.contains("gpujit_$_shared_$_"));
            ensure!(unlowered.is_none(), "unlowered intrinsic: {unlowered:?}");
            Ok(())
        });
    }
}

fn opts(arch: &str) -> CompileOptions {
    CompileOptions {
        arch: Some(arch.to_string()),
        ..Default::default()
    }
}

fn load(dev: &dyn Device, corpus: &Corpus, index: usize) -> anyhow::Result<gpujit::Kernel> {
    let (name, kernel, text) = corpus[index];
    let c = gpujit::compile_for(dev, &lift(name, text)?)?;
    Ok(dev.load(&c.image)?.kernel(kernel)?)
}

fn saxpy(dev: &dyn Device, corpus: &Corpus) -> anyhow::Result<()> {
    let k = load(dev, corpus, 0)?;
    for (n, blocks) in [(1usize, 1u32), (1000, 2), (100_003, 40)] {
        let xs: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.25 - 100.0).collect();
        let ys: Vec<f32> = (0..n).map(|i| (i % 997) as f32 * 0.5).collect();
        let (x, y) = (dev.upload(&xs)?, dev.upload(&ys)?);
        let cfg = LaunchConfig {
            grid: Dim3::x(blocks),
            block: Dim3::x(128),
            shared_bytes: 0,
        };
        dev.launch(
            &k,
            &cfg,
            &[1.75f32.into(), (&x).into(), (&y).into(), (n as i32).into()],
        )?;
        let got = dev.download(&y)?;
        for i in 0..n {
            let want = 1.75f32.mul_add(xs[i], ys[i]);
            ensure!(
                got[i].to_bits() == want.to_bits(),
                "n={n}: y[{i}] = {} not {want}",
                got[i]
            );
        }
    }
    Ok(())
}

fn reduce(dev: &dyn Device, corpus: &Corpus) -> anyhow::Result<()> {
    let k = load(dev, corpus, 1)?;
    for (n, block) in [(1usize, 32u32), (1000, 64), (100_000, 256), (77_777, 96)] {
        // Small integers: every partial sum is exact, whatever the order.
        let xs: Vec<f32> = (0..n).map(|i| (i * 7 % 17) as f32 - 8.0).collect();
        let x = dev.upload(&xs)?;
        let (sum, neg) = (dev.upload(&[0.0f32])?, dev.upload(&[0u32])?);
        let cfg = LaunchConfig {
            grid: Dim3::x(n.div_ceil(block as usize) as u32),
            block: Dim3::x(block),
            shared_bytes: 0,
        };
        dev.launch(
            &k,
            &cfg,
            &[(&x).into(), (&sum).into(), (&neg).into(), (n as i32).into()],
        )?;
        let want: f64 = xs.iter().map(|&v| f64::from(v)).sum();
        let negatives = xs.iter().filter(|&&v| v < 0.0).count() as u32;
        let got = dev.download(&sum)?[0];
        ensure!(
            f64::from(got) == want,
            "n={n} block={block}: sum {got}, want {want}"
        );
        let got = dev.download(&neg)?[0];
        ensure!(
            got == negatives,
            "n={n} block={block}: {got} negatives, want {negatives}"
        );
    }
    Ok(())
}

fn histogram(dev: &dyn Device, corpus: &Corpus) -> anyhow::Result<()> {
    let k = load(dev, corpus, 2)?;
    for (n, grid, block) in [(1usize, 1u32, 32u32), (100_003, 16, 256), (5000, 3, 64)] {
        let data: Vec<u8> = (0..n)
            .map(|i| ((i as u32).wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        let d = dev.upload(&data)?;
        let bins = dev.upload(&[0u32; 256])?;
        let cfg = LaunchConfig {
            grid: Dim3::x(grid),
            block: Dim3::x(block),
            shared_bytes: 0,
        };
        dev.launch(&k, &cfg, &[(&d).into(), (n as i32).into(), (&bins).into()])?;
        let mut want = [0u32; 256];
        for &b in &data {
            want[b as usize] += 1;
        }
        ensure!(dev.download(&bins)? == want, "n={n}: wrong histogram");
    }
    Ok(())
}

fn transpose(dev: &dyn Device, corpus: &Corpus) -> anyhow::Result<()> {
    let k = load(dev, corpus, 3)?;
    for (rows, cols) in [(1usize, 1usize), (100, 67), (64, 96)] {
        let input: Vec<f32> = (0..rows * cols).map(|i| i as f32).collect();
        let inb = dev.upload(&input)?;
        let out = dev.upload(&vec![-1.0f32; rows * cols])?;
        let cfg = LaunchConfig {
            grid: Dim3::new(cols.div_ceil(32) as u32, rows.div_ceil(32) as u32, 1),
            block: Dim3::new(32, 8, 1),
            shared_bytes: 0,
        };
        let args = [
            (&inb).into(),
            (&out).into(),
            (rows as i32).into(),
            (cols as i32).into(),
        ];
        dev.launch(&k, &cfg, &args)?;
        let got = dev.download(&out)?;
        for r in 0..rows {
            for c in 0..cols {
                let (g, w) = (got[c * rows + r], input[r * cols + c]);
                ensure!(g == w, "{rows}x{cols}: out[{c}][{r}] = {g}, want {w}");
            }
        }
    }
    Ok(())
}

fn math(dev: &dyn Device, corpus: &Corpus) -> anyhow::Result<()> {
    let k = load(dev, corpus, 4)?;
    let n = 4096;
    let xs: Vec<f32> = (0..n).map(|i| (i as f32 - 2048.0) / 256.0).collect();
    let x = dev.upload(&xs)?;
    let out = dev.alloc::<f32>(n)?;
    let ftz = dev.upload(&[7i32])?;
    let cfg = LaunchConfig::for_elems(n, 128);
    dev.launch(
        &k,
        &cfg,
        &[(&x).into(), (&out).into(), (&ftz).into(), (n as i32).into()],
    )?;
    let got = dev.download(&out)?;
    for (i, &v) in xs.iter().enumerate() {
        let v = f64::from(v);
        let want = (-v * v).exp() * v.sin() + v.abs().sqrt();
        let err = (f64::from(got[i]) - want).abs();
        ensure!(
            err <= 4e-6 * (1.0 + want.abs()),
            "x={v}: {} but the reference is {want}",
            got[i]
        );
    }
    ensure!(
        dev.download(&ftz)?[0] == 0,
        "__nvvm_reflect(\"__CUDA_FTZ\") should be 0"
    );
    Ok(())
}

fn votes(dev: &dyn Device) -> anyhow::Result<()> {
    let m = lift("votes", VOTES)?;
    let c = gpujit::compile_for(dev, &m)?;
    let k = dev.load(&c.image)?.kernel("votes")?;
    let block = 128usize;
    let n = 2 * block;
    // Groups of 32: all set, none set, mixed, a single lane.
    let x: Vec<u32> = (0..n)
        .map(|i| match (i / 32) % 4 {
            0 => 1,
            1 => 0,
            2 => u32::from(i % 3 == 0),
            _ => u32::from(i % 32 == 17),
        })
        .collect();
    let xb = dev.upload(&x)?;
    let out = dev.alloc::<u32>(n * 5)?;
    let cfg = LaunchConfig {
        grid: Dim3::x((n / block) as u32),
        block: Dim3::x(block as u32),
        shared_bytes: 0,
    };
    dev.launch(&k, &cfg, &[(&xb).into(), (&out).into()])?;
    let got = dev.download(&out)?;
    for i in 0..n {
        let group = &x[i - i % 32..][..32];
        let ballot = group
            .iter()
            .enumerate()
            .fold(0u32, |m, (l, &v)| m | (u32::from(v != 0) << l));
        let flags = u32::from(ballot != 0)
            | u32::from(ballot == !0) << 1
            | u32::from(ballot == 0 || ballot == !0) << 2;
        let up = if i % 32 >= 1 { x[i - 1] } else { x[i] };
        let want = [ballot, flags, (i % 32) as u32 | 32 << 8, up, !0];
        ensure!(
            got[i * 5..][..5] == want,
            "thread {i}: got {:?}, want {want:?}",
            &got[i * 5..][..5]
        );
    }
    Ok(())
}

fn reflect(dev: &dyn Device) -> anyhow::Result<()> {
    let m = lift("reflect", REFLECT)?;
    let c = gpujit::compile_for(dev, &m)?;
    let k = dev.load(&c.image)?.kernel("reflect")?;
    let out = dev.upload(&[7i32, 7])?;
    dev.launch(&k, &LaunchConfig::for_elems(1, 1), &[(&out).into()])?;
    ensure!(
        dev.download(&out)? == [1, 0],
        "reflect answered {:?}",
        dev.download(&out)?
    );
    Ok(())
}

fn triton_style(dev: &dyn Device) -> anyhow::Result<()> {
    let m = lift("row_sum", TRITON_STYLE)?;
    let sig = &m.kernels()[0];
    ensure!(
        sig.name == "row_sum_kernel" && sig.params.len() == 5 && sig.max_threads == Some(128),
        "signature {sig:?}"
    );
    let c = gpujit::compile_for(dev, &m)?;
    let k = dev.load(&c.image)?.kernel("row_sum_kernel")?;
    let (rows, cols) = (37usize, 1000usize);
    // Small integers: every partial sum is exact, whatever the order.
    let input: Vec<f32> = (0..rows * cols)
        .map(|i| (i * 13 % 29) as f32 - 14.0)
        .collect();
    let inb = dev.upload(&input)?;
    let out = dev.upload(&vec![f32::NAN; rows])?;
    let scratch = dev.alloc::<u8>(16)?;
    let cfg = LaunchConfig {
        grid: Dim3::x(rows as u32),
        block: Dim3::x(128),
        shared_bytes: 16,
    };
    let args = [
        (&inb).into(),
        (&out).into(),
        (cols as i32).into(),
        (&scratch).into(),
        (&scratch).into(),
    ];
    dev.launch(&k, &cfg, &args)?;
    let got = dev.download(&out)?;
    for (r, g) in got.iter().enumerate() {
        let want: f32 = input[r * cols..][..cols].iter().sum();
        ensure!(*g == want, "row {r}: {g}, want {want}");
    }
    Ok(())
}
