//! The NVRTC-shaped API on every device: templates through name
//! expressions, `__constant__` tables filled from the host, options, in-memory
//! headers, diagnostics, and the compile cache.

use anyhow::{Context, ensure};
use gpujit::cuda::{CudaError, HeaderSet, Program};
use gpujit::{Device, DeviceExt};
use gpujit_conformance::Tally;

use super::{launch_1d, load, load_with, on_devices, same};

const TEMPLATES: &str = r#"
#include "scale.h"
template <typename T, int K>
__global__ void scale(const T *x, T *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] * (T)(K * FACTOR);
}
"#;

const CONSTANT: &str = r#"
__constant__ float coeffs[4];
__constant__ int offset;
extern "C" __global__ void poly(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i], acc = 0.0f;
        for (int k = 3; k >= 0; --k) acc = acc * v + coeffs[k];
        y[i] = acc + (float)offset;
    }
}
"#;

/// The cache-hint loads and stores nvcc declares and clang 22's CUDA
/// headers leave out (`__stcs` of `float` and `int4`, ...).
const HINTS: &str = r#"
extern "C" __global__ void hints(const float *x, float *y, int4 *q, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = __ldcs(&x[i]);
        __stcs(&y[i], v);
        __stwb(&y[i], __ldca(&y[i]) * 2.0f);
        __stcg(&q[i], make_int4(i, -i, 2 * i, 7));
    }
}
"#;

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    on_devices(
        t,
        devices,
        "api::templates_through_name_expressions",
        |dev, native| {
            let p = Program::new("scale.cu", TEMPLATES)
                .header("scale.h", "#define FACTOR 2\n")
                .name_expression("scale<float, 3>")
                .name_expression("&scale<int, 5>");
            let (m, c) = load_with(dev, &p, native, None)?;
            let f = c
                .lowered_name("scale<float, 3>")
                .context("no lowered name")?;
            let i = c
                .lowered_name("&scale<int, 5>")
                .context("no lowered name")?;
            ensure!(f == "_Z5scaleIfLi3EEvPKT_PS0_i", "lowered {f}");
            ensure!(i == "_Z5scaleIiLi5EEvPKT_PS0_i", "lowered {i}");
            let n = 1000;
            let xs: Vec<f32> = (0..n).map(|v| v as f32 * 0.5).collect();
            let xi: Vec<i32> = (0..n as i32).collect();
            let (x, mut y) = (dev.upload(&xs)?, dev.alloc::<f32>(n)?);
            launch_1d(
                dev,
                &m,
                f,
                n,
                128,
                &[(&x).into(), (&mut y).into(), (n as i32).into()],
            )?;
            same(
                &dev.download(&y)?,
                &xs.iter().map(|v| v * 6.0).collect::<Vec<_>>(),
            )?;
            let (x, mut y) = (dev.upload(&xi)?, dev.alloc::<i32>(n)?);
            launch_1d(
                dev,
                &m,
                i,
                n,
                128,
                &[(&x).into(), (&mut y).into(), (n as i32).into()],
            )?;
            same(
                &dev.download(&y)?,
                &xi.iter().map(|v| v * 10).collect::<Vec<_>>(),
            )
        },
    );
    on_devices(
        t,
        devices,
        "api::constant_memory_from_the_host",
        |dev, native| {
            let p = Program::new("poly.cu", CONSTANT);
            let m = load(dev, &p, native)?;
            let coeffs = [1.0f32, -2.0, 0.5, 0.25];
            dev.write_global(&m, "coeffs", &coeffs)?;
            dev.write_global(&m, "offset", &[7i32])?;
            let n = 513;
            let xs: Vec<f32> = (0..n).map(|v| (v as f32 - 256.0) / 64.0).collect();
            let (x, mut y) = (dev.upload(&xs)?, dev.alloc::<f32>(n)?);
            launch_1d(
                dev,
                &m,
                "poly",
                n,
                64,
                &[(&x).into(), (&mut y).into(), (n as i32).into()],
            )?;
            let got = dev.download(&y)?;
            for (k, v) in xs.iter().enumerate() {
                let want = ((0.25f32 * v + 0.5) * v - 2.0) * v + 1.0 + 7.0;
                let tol = 1e-5 * want.abs().max(1.0);
                ensure!(
                    (got[k] - want).abs() <= tol,
                    "y[{k}] = {}, want {want}",
                    got[k]
                );
            }
            Ok(())
        },
    );
    on_devices(
        t,
        devices,
        "api::options_reach_the_source",
        |dev, native| {
            let src = r#"extern "C" __global__ void k(int *o) {
            #if __cplusplus >= 202002L
            o[0] = VALUE + 1000;
            #else
            o[0] = VALUE;
            #endif
        }"#;
            for (opts, want) in [
                (vec!["-DVALUE=41"], 41),
                (vec!["-D", "VALUE=42", "-std=c++20"], 1042),
            ] {
                let p = Program::new("opts.cu", src).options(&opts);
                let m = load(dev, &p, native)?;
                let mut o = dev.alloc::<i32>(1)?;
                launch_1d(dev, &m, "k", 1, 1, &[(&mut o).into()])?;
                same(&dev.download(&o)?, &[want])?;
            }
            Ok(())
        },
    );
    on_devices(
        t,
        devices,
        "api::cache_hint_stores_nvcc_has",
        |dev, native| {
            let p = Program::new("hints.cu", HINTS);
            let m = load(dev, &p, native)?;
            let n = 256;
            let xs: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
            let (x, mut y) = (dev.upload(&xs)?, dev.alloc::<f32>(n)?);
            let mut q = dev.alloc::<i32>(4 * n)?;
            launch_1d(
                dev,
                &m,
                "hints",
                n,
                64,
                &[
                    (&x).into(),
                    (&mut y).into(),
                    (&mut q).into(),
                    (n as i32).into(),
                ],
            )?;
            same(
                &dev.download(&y)?,
                &xs.iter().map(|v| v * 2.0).collect::<Vec<_>>(),
            )?;
            let want: Vec<i32> = (0..n as i32).flat_map(|i| [i, -i, 2 * i, 7]).collect();
            same(&dev.download(&q)?, &want)
        },
    );
    t.run_or_skip("cuda::api::cache_hint_stores_with_nvidia_headers", || {
        let Some(h) = super::sdk_headers() else {
            return Ok(Some(super::NO_SDK.to_string()));
        };
        Program::new("hints.cu", HINTS).compile_with("sm_80", &h)?;
        Ok(None)
    });
    on_devices(t, devices, "api::line_info", |dev, native| {
        let src = "extern \"C\" __global__ void twice(int *o, int n) {\n    int i = threadIdx.x;\n    if (i < n) o[i] = 2 * i;\n}\n";
        let p = Program::new("twice.cu", src).option("-lineinfo");
        let m = load(dev, &p, native)?;
        let mut o = dev.alloc::<i32>(64)?;
        launch_1d(dev, &m, "twice", 64, 64, &[(&mut o).into(), 64i32.into()])?;
        same(
            &dev.download(&o)?,
            &(0..64).map(|i| 2 * i).collect::<Vec<_>>(),
        )
    });
    t.run("cuda::api::line_info_reaches_the_ptx", || {
        let src = "extern \"C\" __global__ void twice(int *o) {\n    o[threadIdx.x] = 2 * threadIdx.x;\n}\n";
        let p = Program::new("twice.cu", src).option("-lineinfo");
        let (m, _) = gpujit::cuda::nvvm_module(&p, gpujit::Target::Nvptx, Some("sm_80"))?;
        let opts = gpujit::CompileOptions { arch: Some("sm_80".into()), ..Default::default() };
        let ptx = String::from_utf8(gpujit::compile_nvvm(&m, gpujit::Target::Nvptx, &opts)?.image.bytes)?;
        ensure!(ptx.contains(".file\t1 \"twice.cu\""), "no .file for twice.cu in:\n{ptx}");
        ensure!(ptx.contains(".loc\t1 2"), "no .loc for line 2 in:\n{ptx}");
        Ok(())
    });
    t.run("cuda::api::nvidia_optimises_the_source_once", || {
        // NVIDIA compiles clang's module as written and optimises it once,
        // after libdevice is linked; the lifter for AMD and the host takes
        // clang's optimised module.
        let md = include_str!("../../../kernels/cuda/md_boxes.cu");
        let p = Program::new("md_boxes.cu", md).name_expression("md_box_forces");
        ensure!(!gpujit::cuda::program_for(&p, gpujit::Target::Nvptx).runs_llvm_passes());
        for other in [gpujit::Target::Amdgcn, gpujit::Target::Host] {
            ensure!(
                gpujit::cuda::program_for(&p, other).runs_llvm_passes(),
                "{other}"
            );
        }
        let opts = gpujit::CompileOptions {
            arch: Some("sm_90".into()),
            ..Default::default()
        };
        let ptx = |passes: bool| -> anyhow::Result<(String, bool)> {
            let c = p
                .clone()
                .llvm_passes(passes)
                .compile_with("sm_90", &HeaderSet::BuiltIn)?;
            let m = gpujit::NvvmModule::from_ir("md_boxes.cu", &c.bitcode)?;
            let ctx = gpujit::ir::inkwell::context::Context::create();
            let allocas = m
                .load(&ctx)?
                .print_to_string()
                .to_string()
                .contains(" = alloca ");
            let img = gpujit::compile_nvvm(&m, gpujit::Target::Nvptx, &opts)?.image;
            Ok((String::from_utf8(img.bytes)?, allocas))
        };
        let (once, raw_allocas) = ptx(false)?;
        let (twice, opt_allocas) = ptx(true)?;
        ensure!(
            raw_allocas && !opt_allocas,
            "the front end ran LLVM's passes when told not to"
        );
        let instructions = |t: &str| {
            t.lines()
                .map(str::trim)
                .filter(|l| l.ends_with(';') && !l.starts_with('.') && !l.starts_with("//"))
                .count()
        };
        let (n1, n2) = (instructions(&once), instructions(&twice));
        ensure!(
            !once.contains("__local_depot"),
            "local memory left in:\n{once}"
        );
        ensure!(!once.contains("__nv_"), "a libdevice call left in:\n{once}");
        ensure!(
            n1 * 20 <= n2 * 21,
            "optimised once: {n1} PTX instructions, twice: {n2}"
        );
        Ok(())
    });
    t.run(
        "cuda::api::compile_error_has_diagnostics_and_the_process_goes_on",
        || {
            let bad =
                "extern \"C\" __global__ void k(float *x) {\n    x[0] = undeclared_name;\n}\n";
            let e = Program::new("bad.cu", bad)
                .compile_with("sm_80", &HeaderSet::BuiltIn)
                .unwrap_err();
            let CudaError::Compile { log, errors, .. } = &e else {
                anyhow::bail!("not a compile error: {e}");
            };
            ensure!(*errors == 1, "{errors} errors: {log}");
            ensure!(
                log.contains("bad.cu:2:12: error: use of undeclared identifier 'undeclared_name'"),
                "{log}"
            );
            ensure!(log.contains("^~~~"), "no caret in {log}");
            let ok = Program::new(
                "ok.cu",
                "extern \"C\" __global__ void k(float *x) { x[0] = 1; }",
            );
            ensure!(
                ok.compile_with("sm_80", &HeaderSet::BuiltIn).is_ok(),
                "a good compile after a bad one failed"
            );
            Ok(())
        },
    );
    t.run("cuda::api::missing_header_names_the_search_paths", || {
        let p = Program::new("inc.cu", "#include \"nowhere.h\"\n__global__ void k() {}\n")
            .header("present.h", "")
            .option("-I/nonexistent/include");
        let e = p
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .unwrap_err()
            .to_string();
        for want in [
            "'nowhere.h' file not found",
            "present.h",
            "-I /nonexistent/include",
            "built-in CUDA headers",
        ] {
            ensure!(e.contains(want), "{want:?} missing from: {e}");
        }
        Ok(())
    });
    t.run("cuda::api::bad_options_are_refused_by_name", || {
        for (opt, want) in [
            ("--no-such-flag", "unknown option"),
            ("-std=c++03", "c++14, c++17 or c++20"),
            ("-arch=gfx942", "sm_XX"),
            ("-rdc=true", "separate compilation"),
        ] {
            let e = Program::new("k.cu", "__global__ void k() {}")
                .option(opt)
                .compile_with("sm_80", &HeaderSet::BuiltIn)
                .unwrap_err();
            ensure!(
                matches!(&e, CudaError::BadOption { option, why } if option == opt && why.contains(want)),
                "{opt}: {e}"
            );
        }
        Ok(())
    });
    t.run("cuda::api::name_expression_that_is_not_a_kernel", || {
        let e = Program::new("k.cu", "__device__ int f(int x) { return x; }\n__global__ void k() {}")
            .name_expression("no_such_kernel<int>")
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .unwrap_err();
        ensure!(
            matches!(&e, CudaError::NameExpression { expr, why } if expr == "no_such_kernel<int>" && why.contains("<name expression 0>:1:") && why.contains("undeclared identifier 'no_such_kernel'")),
            "{e}"
        );
        Ok(())
    });
    t.run("cuda::api::warm_cache_skips_the_front_end", || {
        let dev = gpujit::open("host")?;
        let jit = gpujit::Jit::new(dev, gpujit::cache::Cache::new(None, 0, 16))?;
        let p = Program::new("scale.cu", TEMPLATES)
            .header("scale.h", "#define FACTOR 2\n")
            .name_expression("scale<float, 3>");
        let first = jit.compile_cuda(&p)?;
        let stored = jit.cache().stats();
        let again = jit.compile_cuda(&p)?;
        let after = jit.cache().stats();
        ensure!(first.image.bytes == again.image.bytes, "not the same image");
        ensure!(
            first.lowered_names == again.lowered_names,
            "lowered names differ"
        );
        ensure!(
            after.stores == stored.stores && after.links == stored.links,
            "the warm compile stored again: {stored:?} then {after:?}"
        );
        // Each input of the key changes the key: a header, an option.
        let changed = jit.compile_cuda(&p.clone().header("scale.h", "#define FACTOR 3\n"))?;
        ensure!(
            first.image.bytes != changed.image.bytes,
            "a changed header hit"
        );
        let fast = jit.compile_cuda(&p.clone().option("--use_fast_math"))?;
        ensure!(
            jit.cache().stats().stores == after.stores + 2,
            "a changed option hit"
        );
        ensure!(!fast.image.bytes.is_empty(), "empty image");
        Ok(())
    });
}
