//! Whole PTX modules of our own kernels: Triton's PTX of the matmuls in
//! `tests/corpus/ptx/triton` (translated on every device and checked bit for
//! bit on exact inputs; on CUDA also as given, through the driver), and
//! hand-written PTX for the importer's corner cases. The PTX of the package
//! corpus runs as a variant of the differential corpus (`diff::run_ptx`).

use anyhow::ensure;
use gpujit::{Device, DeviceExt, Dim3, LaunchConfig, Module, PortableModule, PtxModule};
use gpujit_conformance::Tally;

use super::fp::{Rnd, to_f16};

/// A file as given and translated, or why it does not translate.
pub(super) type Translated = anyhow::Result<(PtxModule, PortableModule)>;

/// A translated file loaded on `dev`: as given (through the driver) or
/// translated.
pub(super) fn load(dev: &dyn Device, m: &Translated, as_given: bool) -> anyhow::Result<Module> {
    let (ptx, portable) = m.as_ref().map_err(|e| anyhow::anyhow!("{e:#}"))?;
    let c = if as_given {
        gpujit::compile_ptx_for(dev, ptx)?
    } else {
        gpujit::compile_for(dev, portable)?
    };
    Ok(dev.load(&c.image)?)
}

/// Triton 3.6's PTX of a matmul for sm_80 (`tests/corpus/ptx/triton`), by
/// input type: `mma.sync.aligned.m16n8k16` fed by `ldmatrix` for `f16` and
/// `bf16`, `mma.sync.aligned.m16n8k8.tf32` for `f32` inputs, and the
/// dynamic shared memory each asks for.
pub(super) const TRITON_MATMULS: [(&str, &str, u32); 3] = [
    (
        "f16",
        include_str!("../../corpus/ptx/triton/matmul_f16.ptx"),
        SHARED_F16,
    ),
    (
        "bf16",
        include_str!("../../corpus/ptx/triton/matmul_bf16.ptx"),
        SHARED_F16,
    ),
    (
        "tf32",
        include_str!("../../corpus/ptx/triton/matmul_tf32.ptx"),
        SHARED_TF32,
    ),
];

/// The NVVM IR of the `f16` matmul: `mma.sync` and `ldmatrix` as inline asm,
/// through the NVVM lift and the same idiom table.
const TRITON_MATMUL_LL: &str = include_str!("../../corpus/ptx/triton/matmul_f16.ll");

/// Dynamic shared memory Triton asks for (`matmul_*.json`).
const SHARED_F16: u32 = 4096;
const SHARED_TF32: u32 = 8192;

/// The Triton matmul (32x32 tiles, 4 warps) on 64x48 by 48x64 matrices of
/// small integers, whose products and sums are exact: the result must equal
/// the reference bit for bit.
fn triton_matmul(dev: &dyn Device, m: &Module, input: &str, shared: u32) -> anyhow::Result<()> {
    let k = m.kernel("matmul_kernel")?;
    let (rows, cols, depth) = (64usize, 64usize, 48usize);
    let val = |i: usize, s: usize| ((i * 7 + s * 13) % 9) as f32 - 4.0;
    let a: Vec<f32> = (0..rows * depth).map(|i| val(i, 1)).collect();
    let b: Vec<f32> = (0..depth * cols).map(|i| val(i, 2)).collect();
    // f16 or bf16 bits (the top half of the f32, exact for small integers) or f32.
    let upload = |v: &[f32]| -> anyhow::Result<gpujit::Buffer<u32>> {
        let words: Vec<u32> = match input {
            "tf32" => v.iter().map(|x| x.to_bits()).collect(),
            _ => v
                .chunks(2)
                .map(|p| {
                    let h = |x: f32| match input {
                        "f16" => u32::from(to_f16(f64::from(x), Rnd::N)),
                        _ => x.to_bits() >> 16,
                    };
                    h(p[0]) | (h(p[1]) << 16)
                })
                .collect(),
        };
        Ok(dev.upload(&words)?)
    };
    let (da, db, dc) = (upload(&a)?, upload(&b)?, dev.alloc::<f32>(rows * cols)?);
    let scratch = dev.alloc::<u8>(256)?;
    let i = |v: usize| (v as i32).into();
    let cfg = LaunchConfig {
        grid: Dim3::new((rows / 32) as u32, (cols / 32) as u32, 1),
        block: Dim3::x(128),
        shared_bytes: shared,
    };
    let args = [
        (&da).into(),
        (&db).into(),
        (&dc).into(),
        i(rows),
        i(cols),
        i(depth),
        i(depth),
        i(1),
        i(cols),
        i(1),
        i(cols),
        i(1),
        (&scratch).into(),
        (&scratch).into(),
    ];
    dev.launch(&k, &cfg, &args)?;
    ensure_product(&dev.download(&dc)?, &a, &b, (rows, depth, cols))
}

/// Dynamic shared memory addressed from 32-bit registers that point below
/// the window's start, with offsets that bring them back (as nvcc writes
/// `[%r+-16]`): the address wraps in 32 bits, as PTX computes it.
const SHARED_WRAP: &str = r#"
.version 8.0
.target sm_80
.address_size 64
.extern .shared .align 16 .b8 smem[];
.visible .entry wrap(.param .u64 .ptr .align 4 out) {
  .reg .b32 %r<10>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [out];
  cvta.to.global.u64 %rd1, %rd1;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, smem;
  shl.b32 %r3, %r1, 2;
  add.s32 %r4, %r2, %r3;
  add.s32 %r5, %r4, -16;
  mul.lo.u32 %r6, %r1, 3;
  st.shared.u32 [%r5+16], %r6;
  bar.sync 0;
  sub.s32 %r7, 252, %r3;
  add.s32 %r8, %r2, %r7;
  add.s32 %r9, %r8, -256;
  ld.shared.u32 %r6, [%r9+256];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r6;
  ret;
}
"#;

/// [`SHARED_WRAP`] on `dev`: thread `t` reads what thread `63 - t` wrote.
fn shared_wrap(dev: &dyn Device) -> anyhow::Result<()> {
    let m = PtxModule::from_text("wrap.ptx", SHARED_WRAP)?;
    let c = gpujit::compile_for(dev, &m.translate()?)?;
    let module = dev.load(&c.image)?;
    let out = dev.alloc::<u32>(64)?;
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(64),
        shared_bytes: 256,
    };
    dev.launch(&module.kernel("wrap")?, &cfg, &[(&out).into()])?;
    let got = dev.download(&out)?;
    let want: Vec<u32> = (0..64).map(|t| 3 * (63 - t)).collect();
    ensure!(got == want, "{got:?}");
    Ok(())
}

/// Structs passed by value to `.func`s, as nvcc and LLVM write them
/// (`.param .align N .b8 s[SIZE]`, filled by `st.param` and read by
/// `ld.param`, vectors and offsets included): of `int`s, called twice, of
/// mixed `float`/`double`/`char` fields, and to a recursive function that
/// passes a changed copy on.
const STRUCT_PARAMS: &str = r#"
.version 8.0
.target sm_80
.address_size 64

.func (.param .b32 func_retval0) fold(
	.param .align 4 .b8 fold_param_0[12]
)
{
	.reg .b32 %r<6>;
	ld.param.u32 %r1, [fold_param_0];
	ld.param.v2.u32 {%r2, %r3}, [fold_param_0+4];
	mul.lo.s32 %r4, %r2, %r3;
	add.s32 %r5, %r4, %r1;
	st.param.b32 [func_retval0], %r5;
	ret;
}

.func (.param .b64 func_retval0) mixed(
	.param .align 8 .b8 mixed_param_0[24]
)
{
	.reg .b16 %rs<2>;
	.reg .f32 %f<2>;
	.reg .f64 %fd<6>;
	ld.param.f32 %f1, [mixed_param_0];
	ld.param.f64 %fd1, [mixed_param_0+8];
	ld.param.s8 %rs1, [mixed_param_0+16];
	cvt.f64.f32 %fd2, %f1;
	add.f64 %fd3, %fd1, %fd2;
	cvt.rn.f64.s16 %fd4, %rs1;
	fma.rn.f64 %fd5, %fd3, 0d4000000000000000, %fd4;
	st.param.f64 [func_retval0], %fd5;
	ret;
}

.func (.param .b32 func_retval0) depth(
	.param .align 4 .b8 depth_param_0[12],
	.param .b32 depth_param_1
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<9>;
	ld.param.u32 %r1, [depth_param_0];
	ld.param.u32 %r2, [depth_param_0+4];
	ld.param.u32 %r3, [depth_param_0+8];
	ld.param.u32 %r4, [depth_param_1];
	setp.lt.s32 %p1, %r4, 1;
	@%p1 bra $L__leaf;
	add.s32 %r5, %r1, %r2;
	add.s32 %r6, %r4, -1;
	{
	.param .align 4 .b8 param0[12];
	st.param.b32 [param0], %r5;
	st.param.v2.b32 [param0+4], {%r2, %r3};
	.param .b32 param1;
	st.param.b32 [param1], %r6;
	.param .b32 retval0;
	call.uni (retval0), depth, (param0, param1);
	ld.param.b32 %r7, [retval0];
	}
	add.s32 %r8, %r7, %r3;
	st.param.b32 [func_retval0], %r8;
	ret;
$L__leaf:
	st.param.b32 [func_retval0], %r1;
	ret;
}

.visible .entry structs(
	.param .u64 .ptr .align 1 structs_param_0,
	.param .u64 .ptr .align 1 structs_param_1
)
{
	.reg .b32 %r<12>;
	.reg .b16 %rs<2>;
	.reg .f32 %f<2>;
	.reg .f64 %fd<3>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [structs_param_0];
	ld.param.u64 %rd2, [structs_param_1];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd5, %r1, 16;
	add.s64 %rd6, %rd3, %rd5;
	{
	.param .align 4 .b8 param0[12];
	st.param.b32 [param0], %r1;
	st.param.v2.b32 [param0+4], {2, 3};
	.param .b32 retval0;
	call.uni (retval0), fold, (param0);
	ld.param.b32 %r2, [retval0];
	}
	st.global.u32 [%rd6], %r2;
	add.s32 %r3, %r1, 100;
	{
	.param .align 4 .b8 param0[12];
	st.param.b32 [param0], %r3;
	st.param.b32 [param0+4], %r1;
	st.param.b32 [param0+8], -1;
	.param .b32 retval0;
	call.uni (retval0), fold, (param0);
	ld.param.b32 %r4, [retval0];
	}
	st.global.u32 [%rd6+4], %r4;
	and.b32 %r5, %r1, 3;
	{
	.param .align 4 .b8 param0[12];
	st.param.b32 [param0], %r1;
	st.param.v2.b32 [param0+4], {2, 3};
	.param .b32 param1;
	st.param.b32 [param1], %r5;
	.param .b32 retval0;
	call.uni (retval0), depth, (param0, param1);
	ld.param.b32 %r6, [retval0];
	}
	st.global.u32 [%rd6+8], %r6;
	cvt.rn.f32.u32 %f1, %r1;
	cvt.rn.f64.u32 %fd1, %r1;
	cvt.u16.u32 %rs1, %r1;
	{
	.param .align 8 .b8 param0[24];
	st.param.f32 [param0], %f1;
	st.param.f64 [param0+8], %fd1;
	st.param.b8 [param0+16], %rs1;
	.param .b64 retval0;
	call.uni (retval0), mixed, (param0);
	ld.param.f64 %fd2, [retval0];
	}
	mul.wide.u32 %rd7, %r1, 8;
	add.s64 %rd7, %rd4, %rd7;
	st.global.f64 [%rd7], %fd2;
	ret;
}
"#;

/// [`STRUCT_PARAMS`] on `dev`.
fn struct_params(dev: &dyn Device) -> anyhow::Result<()> {
    let m = PtxModule::from_text("structs.ptx", STRUCT_PARAMS)?;
    let c = gpujit::compile_for(dev, &m.translate()?)?;
    let module = dev.load(&c.image)?;
    let n = 64;
    let out = dev.alloc::<u32>(4 * n)?;
    let d = dev.alloc::<f64>(n)?;
    let cfg = LaunchConfig {
        grid: Dim3::x(1),
        block: Dim3::x(n as u32),
        shared_bytes: 0,
    };
    dev.launch(
        &module.kernel("structs")?,
        &cfg,
        &[(&out).into(), (&d).into()],
    )?;
    let got = dev.download(&out)?;
    for i in 0..n as u32 {
        let r = i & 3;
        let want = [i + 6, 100, i + 5 * r];
        let have = &got[4 * i as usize..4 * i as usize + 3];
        ensure!(have == want, "thread {i}: {have:?}, want {want:?}");
    }
    let got = dev.download(&d)?;
    let want: Vec<f64> = (0..n).map(|i| 5.0 * i as f64).collect();
    ensure!(got == want, "{got:?}");
    Ok(())
}

/// Runs the PTX tests on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    for (tag, dev) in devices {
        t.run(&format!("{tag}::ptx::shared_offset_wraps"), || {
            shared_wrap(*dev)
        });
        t.run(&format!("{tag}::ptx::byval_struct_params"), || {
            struct_params(*dev)
        });
    }
    // Under GPUJIT_FILTER, only what some selected test uses.
    let filter = std::env::var("GPUJIT_FILTER").ok();
    let wanted = |names: &[String]| {
        filter
            .as_ref()
            .is_none_or(|f| names.iter().any(|n| n.contains(f.as_str())))
    };
    let triton_names: Vec<String> = devices
        .iter()
        .flat_map(|(tag, _)| {
            ["f16", "bf16", "tf32"].into_iter().flat_map(move |input| {
                [
                    format!("{tag}::ptx::triton::matmul_{input}"),
                    format!("{tag}::ptx::triton::as_given::matmul_{input}"),
                    format!("{tag}::ptx::triton::nvvm_inline_asm::matmul_{input}"),
                ]
            })
        })
        .collect();
    let want_triton = wanted(&triton_names);
    let triton: Vec<_> = TRITON_MATMULS
        .iter()
        .filter(|_| want_triton)
        .map(|(input, text, shared)| {
            let m = PtxModule::from_text(&format!("matmul_{input}.ptx"), text)
                .and_then(|m| Ok((m.translate()?, m)));
            (*input, *shared, m)
        })
        .collect();
    let nvvm = want_triton.then(|| {
        gpujit::NvvmModule::from_ir("matmul_f16.ll", TRITON_MATMUL_LL.as_bytes())
            .and_then(|m| m.lift())
    });
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        t.run(
            &format!("{tag}::ptx::triton::nvvm_inline_asm::matmul_f16"),
            || {
                let m = nvvm
                    .as_ref()
                    .ok_or_else(|| anyhow::anyhow!("not built"))?
                    .as_ref()
                    .map_err(|e| anyhow::anyhow!("{e}"))?;
                let c = gpujit::compile_for(*dev, m)?;
                triton_matmul(*dev, &dev.load(&c.image)?, "f16", SHARED_F16)
            },
        );
        for (input, shared, m) in &triton {
            t.run(&format!("{tag}::ptx::triton::matmul_{input}"), || {
                let (portable, _) = m.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
                let c = gpujit::compile_for(*dev, portable)?;
                triton_matmul(*dev, &dev.load(&c.image)?, input, *shared)
            });
            if cuda {
                t.run(
                    &format!("{tag}::ptx::triton::as_given::matmul_{input}"),
                    || {
                        let (_, ptx) = m.as_ref().map_err(|e| anyhow::anyhow!("{e}"))?;
                        let c = gpujit::compile_ptx_for(*dev, ptx)?;
                        triton_matmul(*dev, &dev.load(&c.image)?, input, *shared)
                    },
                );
            }
        }
    }
}

/// Checks `got` (`rows × cols`, row-major) against `a · b` (`rows × depth`
/// times `depth × cols`) bit for bit: on small integers every product and sum
/// is exact, so every target must give the same bits.
pub(crate) fn ensure_product(
    got: &[f32],
    a: &[f32],
    b: &[f32],
    (rows, depth, cols): (usize, usize, usize),
) -> anyhow::Result<()> {
    for r in 0..rows {
        for c in 0..cols {
            let want: f32 = (0..depth).map(|p| a[r * depth + p] * b[p * cols + c]).sum();
            ensure!(
                got[r * cols + c] == want,
                "C[{r}][{c}] = {}, want {want}",
                got[r * cols + c]
            );
        }
    }
    Ok(())
}
