//! Runtime specialization on every device present: variants (scalar
//! arguments, block and grid size, alignment folded) of a built kernel and of
//! an imported NVVM kernel give the generic kernel's bits, are found in the
//! cache by a second specializer, and replace the generic kernel only once
//! compiled in the background. Without a device: NVIDIA variants carry
//! `.reqntid` and their folded constants in PTX (portable and NVVM compiled
//! as written), AMD variants an exact flat work-group size on gfx942.

use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, ensure};
use gpujit::cache::Cache;
use gpujit::ir::{Axis, IrError, build, p};
use gpujit::specialize::{KernelSource, Policy, Specialize, Specializer, Values};
use gpujit::{
    CompileOptions, Device, DeviceExt, Jit, LaunchConfig, NvvmModule, PortableModule, Target,
};
use gpujit_conformance::{Selected, Tally};

#[path = "../../crates/gpujit/src/specialize/power.rs"]
mod power;

/// The specializer's test kernel, shared with its unit tests.
fn power() -> gpujit::Result<PortableModule> {
    Ok(power::power_module()?)
}

const SAXPY_NVVM: &str = include_str!("../nvvm/clang22/saxpy.ll");
/// Our n-body and Black-Scholes kernels (`kernels/cuda`), as clang-22 wrote them.
const NBODY: &str = include_str!("../../kernels/cuda/nbody.ll");
const BLACK_SCHOLES: &str = include_str!("../../kernels/cuda/black_scholes.ll");

/// A second handle on `dev`'s device, for a [`Jit`] to own.
pub(crate) fn reopen(dev: &dyn Device) -> gpujit::Result<Box<dyn Device>> {
    if gpujit::is_emulator(dev.info()) {
        gpujit::open_emulator_for(&dev.info().arch)
    } else {
        gpujit::open_backend(dev.info().backend)
    }
}

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|f| f.to_bits()).collect()
}

/// Runs `k` generic then specialized on the same input, uploaded and passed
/// as argument `at` among `rest`, checking the bits agree and the variant ran.
fn generic_vs_variant(
    dev: &dyn Device,
    k: &gpujit::specialize::Specialized,
    input: &[f32],
    cfg: &LaunchConfig,
    (at, rest): (usize, &[gpujit::KernelArg<'_>]),
) -> anyhow::Result<()> {
    fn with<'a>(
        rest: &[gpujit::KernelArg<'a>],
        at: usize,
        x: &'a mut gpujit::Buffer<f32>,
    ) -> Vec<gpujit::KernelArg<'a>> {
        let mut v = rest.to_vec();
        v.insert(at, x.into());
        v
    }
    // The reference: the generic kernel itself.
    let mut a = dev.upload(input)?;
    dev.launch(k.generic(), cfg, &with(rest, at, &mut a))?;
    // The first launch with these values runs the generic kernel (the policy
    // compiles at the second); the second queues the variant.
    let mut c = dev.upload(input)?;
    ensure!(
        k.launch(cfg, &with(rest, at, &mut c))?.is_none(),
        "first launch not generic"
    );
    k.launch(cfg, &with(rest, at, &mut c))?;
    let mut b = dev.upload(input)?;
    ensure!(
        k.wait_ready(cfg, &with(rest, at, &mut b), Duration::from_secs(300))?,
        "variant not ready"
    );
    ensure!(
        k.launch(cfg, &with(rest, at, &mut b))?.is_some(),
        "variant not used"
    );
    dev.synchronize()?;
    let (ga, gb) = (dev.download(&a)?, dev.download(&b)?);
    ensure!(bits(&ga) == bits(&gb), "variant differs from generic");
    Ok(())
}

fn on_device(t: &mut Tally, prefix: &str, dev: &dyn Device) {
    let tag = |n: &str| format!("{prefix}::specialize::{n}");
    let policy = Policy {
        compile_after: 2,
        ..Policy::default()
    };
    t.run(&tag("portable_bit_for_bit_and_cached"), || {
        let jit = Arc::new(Jit::new(reopen(dev)?, Cache::new(None, 0, 64))?);
        let source: KernelSource = power()?.into();
        let spec = || Specialize::args(["n"]).marked().block().grid().align(16);
        let sp = Specializer::with_jit(jit.clone(), policy);
        let k = sp.kernel(&source, "power", spec())?;
        let dev = jit.device();
        let input: Vec<f32> = (0..300).map(|i| 1.0 + (i % 11) as f32 * 0.0625).collect();
        for (n, steps, block) in [(300u32, 5u32, 64u32), (77, 0, 32), (300, 9, 128)] {
            let cfg = LaunchConfig::for_elems(n as usize, block);
            let rest = [n.into(), steps.into(), 0.75f32.into()];
            generic_vs_variant(dev, &k, &input, &cfg, (0, &rest))
                .with_context(|| format!("n={n} steps={steps} block={block}"))?;
        }
        let s = sp.stats();
        ensure!(s.variants_compiled == 3 && s.cache_hits == 0, "{s:?}");
        // Another specializer over the same cache loads the variants it finds.
        let sp2 = Specializer::with_jit(jit.clone(), policy);
        let k2 = sp2.kernel(&source, "power", spec())?;
        let cfg = LaunchConfig::for_elems(300, 64);
        let mut x = dev.upload(&input)?;
        let args = [(&mut x).into(), 300u32.into(), 5u32.into(), 0.75f32.into()];
        ensure!(k2.wait_ready(&cfg, &args, Duration::from_secs(300))?);
        ensure!(sp2.stats().cache_hits == 1, "{:?}", sp2.stats());
        Ok(())
    });
    t.run(&tag("default_policy_judges_by_events"), || {
        // The default policy times variants with device events: with a
        // speed-up no variant reaches the variant is dropped once judged,
        // with none asked for it is kept and timed no more.
        let jit = Arc::new(Jit::new(reopen(dev)?, Cache::new(None, 0, 64))?);
        let source: KernelSource = power()?.into();
        let dev = jit.device();
        let input: Vec<f32> = (0..64).map(|i| 1.0 + (i % 7) as f32 * 0.125).collect();
        let cfg = LaunchConfig::for_elems(64, 32);
        let policy = Policy::default();
        let timed = 2 * policy.judge_after;
        let judged_by = 1 + timed * policy.sample_every;
        for (min_speedup, kept) in [(f64::INFINITY, false), (0.0, true)] {
            let policy = Policy {
                background: false,
                min_speedup,
                ..policy
            };
            let sp = Specializer::with_jit(jit.clone(), policy);
            let k = sp.kernel(&source, "power", Specialize::args(["steps"]))?;
            let mut x = dev.upload(&input)?;
            for _ in 0..judged_by + 16 {
                k.launch(
                    &cfg,
                    &[(&mut x).into(), 64u32.into(), 3u32.into(), 1.0f32.into()],
                )?;
            }
            // Events complete by now are read: on GPUs, wait for the launches.
            dev.synchronize()?;
            let s = sp.stats();
            ensure!(s.timed_launches == timed && s.untimed == 0, "{s:?}");
            ensure!(s.slower == u64::from(!kept), "{s:?}");
            let judged = k.variants().iter().any(|v| v.judged);
            ensure!(judged == kept, "{:?}", k.variants());
        }
        Ok(())
    });
    t.run(&tag("contracted_bit_for_bit"), || {
        // With contraction allowed, `r + (v * 0.5) * v` is fused into one
        // fma by the code generator in the generic kernel; the variant keeps
        // the product at run time, so that it is fused the same way rather
        // than folded with two roundings (0.02 and 0.3 differ by an ulp).
        let m = build("fused", gpujit::ir::ModuleOptions { contract: true }, |m| {
            m.kernel(
                "fused",
                &[p::ptr_f32("x"), p::u32("n"), p::f32("r"), p::f32("v")],
                |k, a| {
                    let i = k.global_id(Axis::X);
                    k.if_(k.lt(i, a[1]), |k| {
                        let s = k.add(a[2], k.mul(k.mul(a[3], k.f32(0.5)), a[3]));
                        k.store(a[0], i, k.add(s, k.load(a[0], i)))
                    });
                },
            )
        })?;
        let jit = Jit::new(reopen(dev)?, Cache::new(None, 0, 64))?;
        let sp = Specializer::new(jit, policy);
        let k = sp.kernel(&m.into(), "fused", Specialize::args(["r", "v"]).block())?;
        let cfg = LaunchConfig::for_elems(64, 32);
        let rest = [64u32.into(), 0.02f32.into(), 0.3f32.into()];
        generic_vs_variant(sp.jit().device(), &k, &[0.0; 64], &cfg, (0, &rest))
    });
    t.run(&tag("nvvm_bit_for_bit"), || {
        let jit = Jit::new(reopen(dev)?, Cache::new(None, 0, 64))?;
        let sp = Specializer::new(jit, policy);
        let source: KernelSource = NvvmModule::from_ir("saxpy.ll", SAXPY_NVVM.as_bytes())?.into();
        let k = sp.kernel(
            &source,
            "saxpy",
            Specialize::args(["n", "a"]).block().grid(),
        )?;
        let dev = sp.jit().device();
        let xs: Vec<f32> = (0..1000).map(|i| (i % 17) as f32 * 0.3 - 2.0).collect();
        let x = dev.upload(&xs)?;
        let cfg = LaunchConfig {
            grid: gpujit::Dim3::x(3),
            block: gpujit::Dim3::x(128),
            shared_bytes: 0,
        };
        let rest = [1.5f32.into(), (&x).into(), 1000i32.into()];
        generic_vs_variant(dev, &k, &xs, &cfg, (2, &rest))
    });
}

/// NVIDIA (no device needed) and AMD codegen of variants.
fn codegen(t: &mut Tally) {
    let opts = |arch: &str| CompileOptions {
        arch: Some(arch.into()),
        ..Default::default()
    };
    let v = Values {
        args: vec![(2, 6)],
        block: Some([128, 1, 1]),
        ..Values::default()
    };
    t.run("specialize::nvptx_portable_reqntid", || {
        let variant = gpujit::ir::specialize::specialize(&power()?, "power", &v)?;
        let c = gpujit::compile(&variant, Target::Nvptx, &opts("sm_90"))?;
        let ptx = std::str::from_utf8(&c.image.bytes)?;
        ensure!(ptx.contains(".reqntid 128, 1, 1"), "{ptx}");
        // ptxas refuses a kernel with both.
        ensure!(!ptx.contains(".maxntid"), "{ptx}");
        ensure!(!ptx.contains("%ntid.x"), "block size read: {ptx}");
        Ok(())
    });
    t.run("specialize::nvptx_nvvm_as_written", || {
        let m = NvvmModule::from_ir("saxpy.ll", SAXPY_NVVM.as_bytes())?;
        let v = Values {
            args: vec![(3, 4096)],
            block: Some([256, 1, 1]),
            grid: Some([16, 1, 1]),
            ..Values::default()
        };
        let variant = gpujit::ir::specialize::specialize_nvvm(&m, "saxpy", &v)?;
        let c = gpujit::compile_nvvm(&variant, Target::Nvptx, &opts("sm_90"))?;
        let ptx = std::str::from_utf8(&c.image.bytes)?;
        ensure!(ptx.contains(".reqntid 256, 1, 1"), "{ptx}");
        ensure!(!ptx.contains(".maxntid"), "{ptx}");
        ensure!(
            !ptx.contains("%ntid.x") && !ptx.contains("%nctaid.x"),
            "{ptx}"
        );
        Ok(())
    });
    t.run("specialize::amdgcn_exact_work_group", || {
        let variant = gpujit::ir::specialize::specialize(&power()?, "power", &v)?;
        let c = gpujit::compile(&variant, Target::Amdgcn, &opts("gfx942"))?;
        let co = gpujit_amdgcn::code_object::CodeObject::parse(&c.image.bytes)?;
        let k = co.kernel("power").context("no kernel")?;
        ensure!(
            k.max_flat_workgroup_size == 128,
            "{}",
            k.max_flat_workgroup_size
        );
        Ok(())
    });
}

/// Black-Scholes' `riskfree + 0.5f * volatility * volatility` with both
/// folded: NVIDIA's variant (NVVM as written) fuses it at run time as the
/// generic kernel does, `fma(V, 0.5f * V, 0.02f)`, rather than adding the
/// product folded with two roundings (`0x3D851EB8`, one ulp under the fused
/// sum).
fn nvidia_variants_fuse_as_generic(t: &mut Tally) {
    t.run("specialize::nvptx_contracted_as_generic", || {
        let m = NvvmModule::from_ir("black_scholes.ll", BLACK_SCHOLES.as_bytes())?;
        let f = |x: f32| u64::from(x.to_bits());
        let v = Values {
            args: vec![(5, f(0.02)), (6, f(0.3)), (7, 1 << 22)],
            block: Some([128, 1, 1]),
            ..Values::default()
        };
        // riskfree, volatility, count.
        let k = "black_scholes";
        let variant = gpujit::ir::specialize::specialize_nvvm(&m, k, &v)?;
        let opts = CompileOptions {
            arch: Some("sm_90".into()),
            ..Default::default()
        };
        let c = gpujit::compile_nvvm(&variant, Target::Nvptx, &opts)?;
        let ptx = std::str::from_utf8(&c.image.bytes)?;
        ensure!(!ptx.contains("0f3D851EB8"), "the product folded: {ptx}");
        ensure!(ptx.contains("0f3F000000;\n\tfma.rn.f32"), "{ptx}");
        ensure!(
            ptx.contains(", 0f3CA3D70A;"),
            "R not folded into the fma: {ptx}"
        );
        Ok(())
    });
}

/// Bytes of `kernel`'s gfx942 code in `module` compiled.
fn gfx942_code_bytes(module: &PortableModule, kernel: &str) -> anyhow::Result<u64> {
    let opts = CompileOptions {
        arch: Some("gfx942".into()),
        ..Default::default()
    };
    let image = gpujit::compile(module, Target::Amdgcn, &opts)?.image;
    gpujit_amdgcn::code_object::symbols(&image.bytes)?
        .into_iter()
        .find(|s| s.kind == gpujit_amdgcn::code_object::SymbolKind::Entry && s.name == kernel)
        .map(|s| s.size)
        .context("no code symbol")
}

/// Removes the unrolling bound a variant carries
/// ([`UNROLL_GROWTH_ATTRIBUTE`](gpujit::ir::specialize::UNROLL_GROWTH_ATTRIBUTE))
/// from `module`'s functions.
fn remove_bound(module: &gpujit::ir::inkwell::module::Module<'_>) {
    use gpujit::ir::inkwell::attributes::AttributeLoc;
    for f in module.get_functions() {
        f.remove_string_attribute(
            AttributeLoc::Function,
            gpujit::ir::specialize::UNROLL_GROWTH_ATTRIBUTE,
        );
    }
}

/// A variant's loops unrolled for their folded trip counts stay within the
/// growth limit: our n-body (`kernels/cuda/nbody.cu`) with 4 tiles of 256
/// bodies folded knows both of its loop counts, and without the limit grows
/// to over three times its generic kernel's gfx942 code (2,332 to 7,476
/// bytes) and almost three times its PTX (361 to 1,052 instructions); with
/// it, the variant is optimised again without that unrolling (2,268 bytes,
/// 309 instructions).
fn unrolling_is_bounded(t: &mut Tally) {
    t.run("specialize::unrolling_bounded", || {
        let lifted = NvvmModule::from_ir("nbody.ll", NBODY.as_bytes())?.lift()?;
        let k = "nbody_step";
        let f = |x: f32| u64::from(x.to_bits());
        // first, count, dt, damping, tiles.
        let v = Values {
            args: vec![(3, 0), (4, 1024), (5, f(0.016)), (6, f(0.995)), (7, 4)],
            block: Some([256, 1, 1]),
            ..Values::default()
        };
        let variant = gpujit::ir::specialize::specialize(&lifted, k, &v)?;
        let (g, s) = (
            gfx942_code_bytes(&lifted, k)?,
            gfx942_code_bytes(&variant, k)?,
        );
        ensure!(s <= g * 3 / 2, "variant {s} code bytes, generic {g}");
        // The limit is what keeps it so.
        let ctx = gpujit::ir::inkwell::context::Context::create();
        let m = variant.load(&ctx)?;
        remove_bound(&m);
        let u = gfx942_code_bytes(&variant.rewritten(&m, variant.options())?, k)?;
        ensure!(u > g * 2, "unbounded variant {u} code bytes, generic {g}");
        // NVIDIA, the NVVM as written: PTX instructions (lines ending `;`).
        let nvvm = NvvmModule::from_ir("nbody.ll", NBODY.as_bytes())?;
        let variant = gpujit::ir::specialize::specialize_nvvm(&nvvm, k, &v)?;
        let ptx = |m: &NvvmModule| -> anyhow::Result<usize> {
            let opts = CompileOptions {
                arch: Some("sm_90".into()),
                ..Default::default()
            };
            let text = String::from_utf8(
                gpujit::compile_nvvm(m, Target::Nvptx, &opts)?
                    .image
                    .bytes
                    .clone(),
            )?;
            let body = text
                .split(".entry ")
                .find(|e| e.starts_with(k))
                .context("no entry")?;
            Ok(body.lines().filter(|l| l.trim_end().ends_with(';')).count())
        };
        let (g, s) = (ptx(&nvvm)?, ptx(&variant)?);
        ensure!(s <= g * 3 / 2, "variant {s} PTX instructions, generic {g}");
        let m = variant.load(&ctx)?;
        remove_bound(&m);
        let u = ptx(&NvvmModule::from_ir(
            "nbody.bc",
            m.write_bitcode_to_memory().as_slice(),
        )?)?;
        ensure!(
            u > g * 2,
            "unbounded variant {u} PTX instructions, generic {g}"
        );
        Ok(())
    });
}

/// The specialization tests: on every device present, then codegen.
pub fn run(t: &mut Tally, selected: &[Selected]) {
    for s in selected {
        if let Ok(dev) = &s.device {
            on_device(t, &s.target.to_string(), dev.as_ref());
        }
    }
    codegen(t);
    unrolling_is_bounded(t);
    nvidia_variants_fuse_as_generic(t);
}
