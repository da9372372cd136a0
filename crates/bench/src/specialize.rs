//! The specialization benchmark (`gpujit-bench --specialize`): our CUDA
//! kernels (`kernels/cuda`, as the NVVM IR clang-22 wrote them) launched
//! generically and as variants with their run-time values folded
//! ([`gpujit::specialize`]): loop counts, sizes, coefficients and the block
//! size (and the grid size where the kernel reads it).
//!
//! For each kernel: the generic and the variant kernel time (median of
//! batches of synchronised launches), the speed-up, the compile time of each
//! (from an empty cache), the launch count at which the variant's compile is
//! paid back, whether the outputs are bit-identical (on fresh inputs), and
//! on gfx942 (compiled on the CPU, no AMD device needed) the code-object
//! figures of both: instructions, VGPRs, SGPRs, scratch bytes.
//!
//! NVIDIA compiles the NVVM as written; other devices its lifted form.
//!
//! With `--policy N` (on by default) each kernel also runs through a
//! specializer with the default policy (the `policy` module).

mod policy;

use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};
use gpujit::cache::Cache;
use gpujit::specialize::{KernelSource, Values};
use gpujit::{
    Buffer, CompileOptions, Device, DeviceExt, Dim3, Jit, KernelArg, LaunchConfig, NvvmModule,
    PortableModule, Target,
};
use gpujit_amdgcn::code_object::{self, CodeObject, SymbolKind};
use serde_json::{Value, json};

/// Usage of `--specialize`.
pub const USAGE: &str = "\
usage: gpujit-bench --specialize [--device auto|cuda|host|amdgcn-emu|SPEC] [--size small|full]
                                 [--reps N] [--policy N] [--json PATH]

Launches our CUDA kernels (kernels/cuda: matrix multiply, n-body,
Black-Scholes, 2-D and 3-D heat stencils, block reduction) generically and
specialized on their run-time values; prints kernel times, speed-up, compile
overhead, the launch count where specializing pays off, and the gfx942
code-object figures of each.

  --device D    device (default auto: CUDA, then HIP, then host)
  --size S      problem sizes: full (default on GPUs) or small (default on the
                host and the emulator)
  --reps N      launches per timed batch (default 20 on GPUs, 2 elsewhere)
  --policy N    also launch each kernel N times through a specializer with the
                default policy (variants timed with device events, dropped
                when slower than 0.98x) from its first launch, then until it
                has judged the variant, and report what it kept and its time
                against the generic kernel alone, end to end and settled
                (default 500 on GPUs, 60 elsewhere; 0: no policy rows)
  --json PATH   also write the figures as JSON";

/// Arguments of `--specialize`.
#[derive(Debug, Clone, Default)]
pub struct SpecializeArgs {
    /// Device spec.
    pub device: String,
    /// `Some(true)` full sizes, `Some(false)` small, `None` by device.
    pub full: Option<bool>,
    /// Launches per timed batch (`None`: by device).
    pub reps: Option<usize>,
    /// Launches through the default policy (`None`: by device; 0: none).
    pub policy: Option<usize>,
}

/// Parses the arguments after `--specialize`. `Ok(None)` for `--help`.
pub fn parse_args(
    args: impl IntoIterator<Item = String>,
) -> Result<Option<(SpecializeArgs, Option<std::path::PathBuf>)>> {
    let mut a = SpecializeArgs {
        device: "auto".into(),
        ..Default::default()
    };
    let json = crate::walk_flags(args, "--specialize", |flag, value| {
        match flag {
            "--device" => a.device = value()?,
            "--size" => {
                a.full = Some(match value()?.as_str() {
                    "full" => true,
                    "small" => false,
                    other => bail!("--size takes full or small, not `{other}`"),
                })
            }
            "--reps" => a.reps = Some(crate::number(&value()?, flag)?),
            "--policy" => a.policy = Some(crate::number(&value()?, flag)?),
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    Ok(json.map(|j| (a, j)))
}

/// One argument of a case: a buffer (index into its inputs) or a scalar.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Arg {
    Buf(usize),
    I32(i32),
    F32(f32),
}

/// One kernel measured.
pub(crate) struct Case {
    pub(crate) name: &'static str,
    pub(crate) file: &'static str,
    pub(crate) ir: &'static str,
    pub(crate) kernel: &'static str,
    /// Initial contents of its buffers.
    inputs: Vec<Vec<f32>>,
    pub(crate) args: Vec<Arg>,
    cfg: LaunchConfig,
    /// Scalar parameters folded (by index), and whether the grid is.
    fold: Vec<usize>,
    grid: bool,
}

/// Deterministic inputs in `[lo, hi)`.
fn data(n: usize, seed: u32, lo: f32, hi: f32) -> Vec<f32> {
    let mut s = seed.wrapping_mul(2_654_435_761).max(1);
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            lo + (hi - lo) * (s >> 8) as f32 / (1u32 << 24) as f32
        })
        .collect()
}

fn cfg(grid: (u32, u32), block: (u32, u32), shared_bytes: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::new(grid.0, grid.1, 1),
        block: Dim3::new(block.0, block.1, 1),
        shared_bytes,
    }
}

/// The kernels, at full (GPU) or small (host, emulator) sizes.
pub(crate) fn cases(full: bool) -> Vec<Case> {
    let pick = |big: u32, small: u32| if full { big } else { small };
    let mut v = Vec::new();

    // Tiled matrix multiply (32×32 tiles): the width.
    let w = pick(1024, 128);
    let wz = (w * w) as usize;
    v.push(Case {
        name: "matmul",
        file: "kernels/cuda/matmul.ll",
        ir: include_str!("../../../kernels/cuda/matmul.ll"),
        kernel: "matmul_tiled32",
        inputs: vec![
            vec![0.0; wz],
            data(wz, 1, -1.0, 1.0),
            data(wz, 2, -1.0, 1.0),
        ],
        args: vec![Arg::Buf(0), Arg::Buf(1), Arg::Buf(2), Arg::I32(w as i32)],
        cfg: cfg((w / 32, w / 32), (32, 32), 0),
        fold: vec![3],
        grid: false,
    });

    // N-body (f32, tiles of 256 bodies): the first body, the body count, the
    // step, the damping, the tile count and the block size.
    let n = pick(16384, 1024);
    let pos = data(4 * n as usize, 3, -10.0, 10.0);
    v.push(Case {
        name: "nbody",
        file: "kernels/cuda/nbody.ll",
        ir: include_str!("../../../kernels/cuda/nbody.ll"),
        kernel: "nbody_step",
        inputs: vec![
            vec![0.0; 4 * n as usize],
            pos,
            data(4 * n as usize, 4, -1.0, 1.0),
        ],
        args: vec![
            Arg::Buf(0),
            Arg::Buf(1),
            Arg::Buf(2),
            Arg::I32(0),
            Arg::I32(n as i32),
            Arg::F32(0.016),
            Arg::F32(0.995),
            Arg::I32((n / 256) as i32),
        ],
        cfg: cfg((n / 256, 1), (256, 1), 256 * 16),
        fold: vec![3, 4, 5, 6, 7],
        grid: false,
    });

    // Black-Scholes: rate, volatility, option count (two options a thread
    // through its grid-stride loop).
    let opts = pick(1 << 22, 1 << 14);
    let on = opts as usize;
    v.push(Case {
        name: "black_scholes",
        file: "kernels/cuda/black_scholes.ll",
        ir: include_str!("../../../kernels/cuda/black_scholes.ll"),
        kernel: "black_scholes",
        inputs: vec![
            vec![0.0; on],
            vec![0.0; on],
            data(on, 5, 5.0, 30.0),
            data(on, 6, 1.0, 100.0),
            data(on, 7, 0.25, 10.0),
        ],
        args: vec![
            Arg::Buf(0),
            Arg::Buf(1),
            Arg::Buf(2),
            Arg::Buf(3),
            Arg::Buf(4),
            Arg::F32(0.02),
            Arg::F32(0.30),
            Arg::I32(opts as i32),
        ],
        cfg: cfg(((opts / 2).div_ceil(128), 1), (128, 1), 0),
        fold: vec![5, 6, 7],
        grid: false,
    });

    // 2-D heat stencil, two steps a launch on 16×16 tiles (HotSpot's
    // scheme): the step count (the inner loop's), the grid's sizes and the
    // coefficients.
    let side = pick(1024, 128);
    let (steps, tile) = (2u32, 16u32);
    let blocks = side.div_ceil(tile - 2 * steps);
    let cells = (side * side) as usize;
    v.push(Case {
        name: "heat2d",
        file: "kernels/cuda/heat2d.ll",
        ir: include_str!("../../../kernels/cuda/heat2d.ll"),
        kernel: "heat2d_steps",
        inputs: vec![
            data(cells, 8, 0.0, 0.5),
            data(cells, 9, 320.0, 340.0),
            vec![0.0; cells],
        ],
        args: vec![
            Arg::I32(steps as i32),
            Arg::Buf(0),
            Arg::Buf(1),
            Arg::Buf(2),
            Arg::I32(side as i32),
            Arg::I32(side as i32),
            Arg::F32(0.1),
            Arg::F32(0.1),
            Arg::F32(0.002),
            Arg::F32(300.0),
            Arg::F32(0.5),
        ],
        cfg: cfg((blocks, blocks), (tile, tile), 0),
        fold: vec![0, 4, 5, 6, 7, 8, 9, 10],
        grid: false,
    });

    // Block reduction (256 threads): the length, the block and grid size
    // (its grid-stride loop reads both).
    let len = pick(1 << 24, 1 << 16);
    v.push(Case {
        name: "block_reduce",
        file: "kernels/cuda/block_reduce.ll",
        ir: include_str!("../../../kernels/cuda/block_reduce.ll"),
        kernel: "block_reduce256",
        inputs: vec![data(len as usize, 10, -1.0, 1.0), vec![0.0; 64]],
        args: vec![Arg::Buf(0), Arg::Buf(1), Arg::I32(len as i32)],
        cfg: cfg((64, 1), (256, 1), 256 * 4),
        fold: vec![2],
        grid: true,
    });

    // 3-D heat stencil: the stack's three sizes (the kernel loops over the
    // third) and the stencil's coefficients.
    let (nx, nz) = (pick(512, 64), pick(64, 8));
    let cells = (nx * nx * nz) as usize;
    v.push(Case {
        name: "heat3d",
        file: "kernels/cuda/heat3d.ll",
        ir: include_str!("../../../kernels/cuda/heat3d.ll"),
        kernel: "heat3d_step",
        inputs: vec![
            data(cells, 11, 0.0, 0.01),
            data(cells, 12, 320.0, 340.0),
            vec![0.0; cells],
        ],
        args: vec![
            Arg::Buf(0),
            Arg::Buf(1),
            Arg::Buf(2),
            Arg::F32(0.01),
            Arg::I32(nx as i32),
            Arg::I32(nx as i32),
            Arg::I32(nz as i32),
            Arg::F32(0.1),
            Arg::F32(0.1),
            Arg::F32(0.1),
            Arg::F32(0.1),
            Arg::F32(0.05),
            Arg::F32(0.05),
            Arg::F32(0.5),
        ],
        cfg: cfg((nx / 64, nx / 4), (64, 4), 0),
        fold: (3..14).collect(),
        grid: false,
    });
    v
}

impl Case {
    /// Folded parameters are scalars; each buffer is passed exactly once.
    pub(crate) fn check(&self) -> Result<()> {
        for &i in &self.fold {
            ensure!(
                matches!(self.args.get(i), Some(Arg::I32(_) | Arg::F32(_))),
                "argument {i} is folded but not a scalar"
            );
        }
        let mut passed: Vec<usize> = self
            .args
            .iter()
            .filter_map(|a| match a {
                Arg::Buf(i) => Some(*i),
                _ => None,
            })
            .collect();
        passed.sort_unstable();
        ensure!(
            passed == (0..self.inputs.len()).collect::<Vec<_>>(),
            "buffers passed {passed:?}"
        );
        Ok(())
    }

    fn kernel_args<'a>(&self, bufs: &'a mut [Buffer<f32>]) -> Vec<KernelArg<'a>> {
        let mut slots: Vec<Option<&'a mut Buffer<f32>>> = bufs.iter_mut().map(Some).collect();
        self.args
            .iter()
            .map(|a| match *a {
                Arg::Buf(i) => slots[i].take().expect("each buffer is passed once").into(),
                Arg::I32(x) => x.into(),
                Arg::F32(x) => x.into(),
            })
            .collect()
    }

    fn values(&self) -> Values {
        let bits = |a: &Arg| match *a {
            Arg::I32(x) => u64::from(x as u32),
            Arg::F32(x) => u64::from(x.to_bits()),
            Arg::Buf(_) => 0,
        };
        let d = |d: Dim3| [d.x, d.y, d.z];
        Values {
            args: self
                .fold
                .iter()
                .map(|&i| (i, bits(&self.args[i])))
                .collect(),
            block: Some(d(self.cfg.block)),
            grid: self.grid.then(|| d(self.cfg.grid)),
            align: Vec::new(),
        }
    }
}

/// Median time per launch of `reps` launches (after a warm-up).
fn time(
    dev: &dyn Device,
    k: &gpujit::Kernel,
    case: &Case,
    bufs: &mut [Buffer<f32>],
    reps: usize,
) -> Result<f64> {
    let args = case.kernel_args(bufs);
    dev.launch(k, &case.cfg, &args)?;
    dev.synchronize()?;
    per_launch(dev, reps, || Ok(dev.launch(k, &case.cfg, &args)?))
}

/// Median time per launch (µs) over 5 batches of `reps` launches by `launch`.
fn per_launch(
    dev: &dyn Device,
    reps: usize,
    mut launch: impl FnMut() -> Result<()>,
) -> Result<f64> {
    let mut per = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        for _ in 0..reps {
            launch()?;
        }
        dev.synchronize()?;
        per.push(t.elapsed().as_secs_f64() * 1e6 / reps as f64);
    }
    per.sort_by(f64::total_cmp);
    Ok(per[per.len() / 2])
}

/// One launch on fresh inputs; every buffer afterwards.
fn outputs(dev: &dyn Device, k: &gpujit::Kernel, case: &Case) -> Result<Vec<Vec<f32>>> {
    let mut bufs = upload(dev, case)?;
    dev.launch(k, &case.cfg, &case.kernel_args(&mut bufs))?;
    dev.synchronize()?;
    bufs.iter().map(|b| Ok(dev.download(b)?)).collect()
}

fn upload(dev: &dyn Device, case: &Case) -> Result<Vec<Buffer<f32>>> {
    case.inputs.iter().map(|d| Ok(dev.upload(d)?)).collect()
}

/// Instructions, VGPRs, SGPRs and scratch bytes of `kernel` of `module` on gfx942.
fn gfx942(module: &PortableModule, kernel: &str) -> Result<Value> {
    let opts = CompileOptions {
        arch: Some("gfx942".into()),
        ..Default::default()
    };
    let image = gpujit::compile(module, Target::Amdgcn, &opts)?.image;
    let co = CodeObject::parse(&image.bytes)?;
    let meta = co
        .kernel(kernel)
        .context("kernel missing from the code object")?;
    let insts = gpujit::amdgcn_emu::disasm::kernel_text("gfx942", &image.bytes, kernel)?;
    let code_bytes = code_object::symbols(&image.bytes)?
        .into_iter()
        .find(|s| s.kind == SymbolKind::Entry && s.name == kernel)
        .map_or(0, |s| s.size);
    Ok(json!({
        "instructions": insts.len(),
        "code_bytes": code_bytes,
        "vgprs": meta.vgpr_count,
        "sgprs": meta.sgpr_count,
        "scratch_bytes": meta.private_segment_fixed_size,
    }))
}

fn measure(dev: &dyn Device, case: &Case, reps: usize) -> Result<(Value, Vec<String>)> {
    case.check()?;
    let nvvm = NvvmModule::from_ir(case.file, case.ir.as_bytes())?;
    let source = KernelSource::Nvvm(nvvm.clone());
    let values = case.values();
    // Compile times from empty caches.
    let jit = Jit::new(reopen(dev)?, Cache::new(None, 0, 64))?;
    let t = Instant::now();
    let generic = jit.load_nvvm(&nvvm)?.kernel(case.kernel)?;
    let compile_generic = t.elapsed();
    let t = Instant::now();
    let (image, cached) = jit.compile_variant(&source, case.kernel, &values)?;
    ensure!(!cached, "the variant came from a cache");
    let variant = jit.device().load(&image)?.kernel(case.kernel)?;
    let compile_variant = t.elapsed();
    let dev = jit.device();
    // Same results.
    let (a, b) = (outputs(dev, &generic, case)?, outputs(dev, &variant, case)?);
    let bits =
        |v: &Vec<Vec<f32>>| -> Vec<u32> { v.iter().flatten().map(|f| f.to_bits()).collect() };
    let identical = bits(&a) == bits(&b);
    let max_rel = a
        .iter()
        .flatten()
        .zip(b.iter().flatten())
        .map(|(x, y)| f64::from((x - y).abs() / (1.0 + x.abs())))
        .filter(|d| !d.is_nan())
        .fold(0.0, f64::max);
    ensure!(
        max_rel < 1e-3,
        "{}: the variant differs from the generic kernel by {max_rel:e}",
        case.name
    );
    // Times, alternating so that both see the same device state.
    let mut bufs = upload(dev, case)?;
    let (mut g, mut s) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        g.push(time(dev, &generic, case, &mut bufs, reps)?);
        s.push(time(dev, &variant, case, &mut bufs, reps)?);
    }
    let med = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (g, s) = (med(g), med(s));
    let speedup = g / s;
    let saved_us = g - s;
    let break_even =
        (saved_us > 0.0).then(|| (compile_variant.as_secs_f64() * 1e6 / saved_us).ceil() as u64);
    // gfx942 code objects of the lifted generic kernel and its variant.
    let lifted = nvvm.lift()?;
    let amd = json!({
        "generic": gfx942(&lifted, case.kernel)?,
        "variant": gfx942(&gpujit::ir::specialize::specialize(&lifted, case.kernel, &values)?, case.kernel)?,
    });
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let doc = json!({
        "file": case.file,
        "kernel": case.kernel,
        "values": values.key_text(),
        "grid": [case.cfg.grid.x, case.cfg.grid.y],
        "block": [case.cfg.block.x, case.cfg.block.y],
        "generic_us": g,
        "variant_us": s,
        "speedup": speedup,
        "compile_generic_ms": ms(compile_generic),
        "compile_variant_ms": ms(compile_variant),
        "break_even_launches": break_even,
        "identical": identical,
        "max_rel_diff": max_rel,
        "gfx942": amd,
    });
    let vg = |w: &str, k: &str| amd[w][k].as_u64().unwrap_or(0);
    let row = vec![
        case.name.to_string(),
        format!("{g:.1}"),
        format!("{s:.1}"),
        format!("{speedup:.2}x"),
        format!("{:.1}", ms(compile_variant)),
        break_even.map_or("never".into(), |n| n.to_string()),
        (if identical { "yes" } else { "no" }).to_string(),
        format!(
            "{}→{} / {}→{} / {}→{}",
            vg("generic", "instructions"),
            vg("variant", "instructions"),
            vg("generic", "vgprs"),
            vg("variant", "vgprs"),
            vg("generic", "scratch_bytes"),
            vg("variant", "scratch_bytes")
        ),
    ];
    Ok((doc, row))
}

/// `rows` under `head`, in aligned columns.
fn table(head: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = head.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (w, c) in widths.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |cells: Vec<String>| {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .map(|(c, w)| format!("{c}{}", " ".repeat(w - c.chars().count())))
            .collect();
        padded.join("  ").trim_end().to_string() + "\n"
    };
    let mut out = line(head.iter().map(|h| h.to_string()).collect());
    for r in rows {
        out += &line(r.clone());
    }
    out
}

/// A second handle on `dev`'s device, for a [`Jit`] to own.
fn reopen(dev: &dyn Device) -> Result<Box<dyn Device>> {
    Ok(if gpujit::is_emulator(dev.info()) {
        gpujit::open_emulator_for(&dev.info().arch)?
    } else {
        gpujit::open(&gpujit::device_spec(dev.info()))?
    })
}

/// Runs the benchmark; the JSON document (a failed kernel is recorded under
/// `errors`, the others are measured regardless).
pub fn run(args: &SpecializeArgs) -> Result<Value> {
    let dev = match args.device.as_str() {
        "auto" => gpujit::open_auto().0,
        spec => gpujit::open(spec)?,
    };
    let gpu = matches!(
        dev.info().backend,
        gpujit::Backend::Cuda | gpujit::Backend::Hip
    ) && !gpujit::is_emulator(dev.info());
    let full = args.full.unwrap_or(gpu);
    let reps = args.reps.unwrap_or(if gpu { 20 } else { 2 });
    let launches = args.policy.unwrap_or(if gpu { 500 } else { 60 });
    let mut kernels = serde_json::Map::new();
    let mut errors = serde_json::Map::new();
    let (mut rows, mut policy_rows) = (Vec::new(), Vec::new());
    for case in cases(full) {
        crate::progress(&format!("specialize: {}", case.name));
        let mut doc = match measure(dev.as_ref(), &case, reps) {
            Ok((doc, row)) => {
                rows.push(row);
                doc
            }
            Err(e) => {
                eprintln!("gpujit-bench: {}: {e:#}", case.name);
                errors.insert(case.name.into(), json!(format!("{e:#}")));
                continue;
            }
        };
        if launches > 0 {
            crate::progress(&format!("specialize: {} through the policy", case.name));
            match policy::measure(dev.as_ref(), &case, launches, reps) {
                Ok((p, row)) => {
                    doc["policy"] = p;
                    policy_rows.push(row);
                }
                Err(e) => {
                    eprintln!("gpujit-bench: {} through the policy: {e:#}", case.name);
                    errors.insert(format!("{}/policy", case.name), json!(format!("{e:#}")));
                }
            }
        }
        kernels.insert(case.name.into(), doc);
    }
    let table = table(
        &[
            "kernel",
            "generic µs",
            "variant µs",
            "speed-up",
            "variant compile ms",
            "pays off after",
            "same bits",
            "gfx942 instr / VGPR / scratch",
        ],
        &rows,
    );
    println!(
        "{} {} ({}), {} sizes, {reps} launches a batch\n{table}",
        dev.info().backend,
        dev.info().name,
        dev.info().arch,
        if full { "full" } else { "small" }
    );
    let policy_table = (launches > 0).then(|| self::table(&policy::HEAD, &policy_rows));
    if let Some(t) = &policy_table {
        println!(
            "through a Specializer with the default policy, {launches} launches end to end\n{t}"
        );
    }
    Ok(json!({
        "meta": crate::meta(),
        "device": { "backend": dev.info().backend.to_string(), "name": dev.info().name, "arch": dev.info().arch },
        "sizes": if full { "full" } else { "small" },
        "reps": reps,
        "kernels": kernels,
        "errors": errors,
        "table": table,
        "policy_launches": launches,
        "policy_table": policy_table,
    }))
}
