//! Kernels refused one by one: a module (from CUDA C++ through NVVM IR, and
//! from PTX) whose kernels include one that reads `%smid` loads with its
//! other kernels on every device; those launch right, and asking for the
//! refused one names it and its reason. A kernel reading the grid's
//! synchronisation workspace (`%envreg1/2`, what
//! `cooperative_groups::this_grid().sync()` reads) is not refused: outside a
//! cooperative launch it reads null, and NVIDIA's own cooperative groups
//! synchronise a grid launched cooperatively. A module whose every kernel is
//! refused fails with every reason. On CUDA the module as written (nothing
//! lifted) keeps every kernel.

use anyhow::{Context, bail, ensure};
use gpujit::cuda::{HeaderSet, Program};
use gpujit::{Backend, Device, DeviceError, DeviceExt, Image, LaunchConfig, Module, NvvmModule};
use gpujit::{PtxModule, Target};
use gpujit_conformance::Tally;

/// `fill` writes `3i + 1`; `grid_sync` reads the grid's synchronisation
/// workspace as cooperative groups do (`driver_abi.h`); `smid` reads the SM's
/// number through a device function.
const CUDA: &str = r#"
extern "C" __global__ void fill(int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 3 * i + 1;
}
extern "C" __global__ void grid_sync(unsigned long long *out) {
    unsigned lo, hi;
    asm ("mov.u32 %0, %%envreg2;" : "=r"(lo));
    asm ("mov.u32 %0, %%envreg1;" : "=r"(hi));
    out[threadIdx.x] = ((unsigned long long)hi << 32) | lo;
}
__device__ __noinline__ unsigned sm_id() {
    unsigned r;
    asm volatile ("mov.u32 %0, %%smid;" : "=r"(r));
    return r;
}
extern "C" __global__ void smid(unsigned *out) { out[blockIdx.x] = sm_id(); }
"#;

/// The grid synchronisation itself, through NVIDIA's cooperative groups.
const GRID_GROUP: &str = r#"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
extern "C" __global__ void fill(int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 3 * i + 1;
}
extern "C" __global__ void grid_total(int *x, int *total) {
    cg::grid_group g = cg::this_grid();
    atomicAdd(total, x[g.thread_rank()]);
    g.sync();
    x[g.thread_rank()] = *total;
}
// Block 1 traps before the barrier the others wait at.
extern "C" __global__ void grid_trap(int *x) {
    cg::grid_group g = cg::this_grid();
    if (blockIdx.x == 1 && threadIdx.x == 0) __trap();
    g.sync();
    x[g.thread_rank()] = 1;
}
"#;

/// The same three kernels in PTX, `%smid` read in a `.func` only `smid` calls.
const PTX: &str = r#"
.version 7.0
.target sm_80
.address_size 64

.func (.param .b32 r) sm_id()
{
	.reg .b32 %r<2>;
	mov.u32 %r1, %smid;
	st.param.b32 [r], %r1;
	ret;
}

.visible .entry fill(.param .u64 .ptr .align 4 out, .param .u32 n)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, %tid.x;
	mad.lo.s32 %r5, %r2, %r3, %r4;
	setp.ge.s32 %p1, %r5, %r1;
	@%p1 bra DONE;
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.s32 %rd3, %r5, 4;
	add.s64 %rd2, %rd2, %rd3;
	mad.lo.s32 %r6, %r5, 3, 1;
	st.global.u32 [%rd2], %r6;
DONE:
	ret;
}

.visible .entry grid_sync(.param .u64 .ptr .align 8 out)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %envreg2;
	mov.u32 %r2, %envreg1;
	mov.b64 %rd2, {%r1, %r2};
	mov.u32 %r3, %tid.x;
	cvta.to.global.u64 %rd3, %rd1;
	mul.wide.u32 %rd4, %r3, 8;
	add.s64 %rd3, %rd3, %rd4;
	st.global.u64 [%rd3], %rd2;
	ret;
}

.visible .entry smid(.param .u64 .ptr .align 4 out)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	{
	.param .b32 ret0;
	call.uni (ret0), sm_id, ();
	ld.param.b32 %r1, [ret0];
	}
	mov.u32 %r2, %ctaid.x;
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd2, %rd2, %rd3;
	st.global.u32 [%rd2], %r1;
	ret;
}
"#;

/// Launches `fill` of `m` over 1000 threads and checks what it wrote.
fn fill_runs(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("fill")?;
    let n = 1000usize;
    let mut out = dev.alloc::<i32>(n)?;
    dev.launch(
        &k,
        &LaunchConfig::for_elems(n, 128),
        &[(&mut out).into(), (n as i32).into()],
    )?;
    dev.synchronize()?;
    let got = dev.download(&out)?;
    if let Some(i) = (0..n).find(|&i| got[i] != 3 * i as i32 + 1) {
        bail!("fill: out[{i}] = {}, want {}", got[i], 3 * i + 1);
    }
    Ok(())
}

/// Fails unless kernel `name` of `m` is refused with a reason holding `why`.
fn refused(m: &Module, name: &str, why: &str) -> anyhow::Result<()> {
    match m.kernel(name) {
        Err(DeviceError::KernelRefused { name: n, reason }) => {
            ensure!(n == name, "refused `{n}`, asked for `{name}`");
            ensure!(reason.contains(why), "`{name}` refused for: {reason}");
        }
        Err(e) => bail!("`{name}`: {e}"),
        Ok(_) => bail!("`{name}` loaded"),
    }
    ensure!(
        m.refused().iter().any(|r| r.name == name),
        "`{name}` is not among {:?}",
        m.refused()
    );
    Ok(())
}

/// The module `image` loads, with the kernels `loaded` and the others
/// refused as `want` says (`(name, reason)`), or every kernel when
/// `as_written`; `fill` runs right. Returns the module.
fn check(
    dev: &dyn Device,
    image: &Image,
    as_written: bool,
    loaded: &[&str],
    want: &[(&str, &str)],
) -> anyhow::Result<Module> {
    let m = dev.load(image)?;
    let names: Vec<&str> = m.kernels().iter().map(|k| k.name.as_str()).collect();
    if as_written {
        ensure!(
            m.refused().is_empty(),
            "refused as written: {:?}",
            m.refused()
        );
        ensure!(
            names.len() == want.len() + loaded.len(),
            "kernels {names:?}"
        );
        for (k, _) in want {
            m.kernel(k)?;
        }
    } else {
        ensure!(names == loaded, "kernels {names:?}");
        ensure!(m.refused().len() == want.len(), "refused {:?}", m.refused());
        for (k, why) in want {
            refused(&m, k, why)?;
        }
    }
    fill_runs(dev, &m)?;
    Ok(m)
}

/// `grid_total` of `m` in a cooperative launch of four blocks of 64: every
/// thread adds its element to a total, waits at the grid barrier, and
/// writes the total, which must be the whole sum by then.
fn grid_total_runs(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let k = m.kernel("grid_total")?;
    let n = 256usize;
    let xs: Vec<i32> = (1..=n as i32).collect();
    let mut x = dev.upload(&xs)?;
    let mut total = dev.upload(&[0i32])?;
    dev.launch_cooperative(
        &k,
        &LaunchConfig {
            grid: gpujit::Dim3::x(4),
            block: gpujit::Dim3::x(64),
            shared_bytes: 0,
        },
        &[(&mut x).into(), (&mut total).into()],
    )?;
    dev.synchronize()?;
    let got = dev.download(&x)?;
    let sum = (n * (n + 1) / 2) as i32;
    if let Some(i) = (0..n).find(|&i| got[i] != sum) {
        bail!(
            "grid_total: x[{i}] = {} after the grid barrier, want {sum}",
            got[i]
        );
    }
    Ok(())
}

/// CUDA `source` as NVVM IR for `dev`, against `headers` (those detected
/// when `None`).
fn nvvm(
    dev: &dyn Device,
    name: &str,
    source: &str,
    headers: Option<&HeaderSet>,
) -> anyhow::Result<NvvmModule> {
    let p = Program::new(name, source);
    let target = Target::for_backend(dev.info().backend);
    let arch = gpujit::cuda::source_arch(&p, target, Some(&dev.info().arch))?;
    let compiled = match headers {
        Some(h) => p.compile_with(&arch, h)?,
        None => p.compile(&arch)?,
    };
    Ok(NvvmModule::from_ir(name, &compiled.bitcode)?)
}

/// Runs `check(dev, native)` on every device, and on CUDA as written too.
fn on_devices(
    t: &mut Tally,
    devices: &[(String, &dyn Device)],
    name: &str,
    check: impl Fn(&dyn Device, bool) -> anyhow::Result<()>,
) {
    for (tag, dev) in devices {
        t.run(&format!("{tag}::nvvm::per_kernel::{name}"), || {
            check(*dev, false)
        });
        if dev.info().backend == Backend::Cuda {
            t.run(&format!("{tag}::nvvm::per_kernel::{name}::native"), || {
                check(*dev, true)
            });
        }
    }
}

/// The image of NVVM `m` for `dev`: as written when `native` (CUDA), else
/// lifted kernel by kernel (on CUDA explicitly, elsewhere as
/// `compile_nvvm_for` lifts).
fn nvvm_image(dev: &dyn Device, m: &NvvmModule, native: bool) -> anyhow::Result<Image> {
    Ok(if native {
        gpujit::compile_nvvm_for(dev, m)?.image
    } else if dev.info().backend == Backend::Cuda {
        gpujit::compile_for(dev, &m.lift_each()?)?.image
    } else {
        gpujit::compile_nvvm_for(dev, m)?.image
    })
}

/// [`nvvm_image`] for PTX: as given, or translated kernel by kernel.
fn ptx_image(dev: &dyn Device, m: &PtxModule, native: bool) -> anyhow::Result<Image> {
    Ok(if native {
        gpujit::compile_ptx_for(dev, m)?.image
    } else if dev.info().backend == Backend::Cuda {
        gpujit::compile_for(dev, &m.translate_each()?)?.image
    } else {
        gpujit::compile_ptx_for(dev, m)?.image
    })
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let want = [("smid", "%smid")];
    let loaded = ["fill", "grid_sync"];
    on_devices(t, devices, "cuda", |dev, native| {
        let m = nvvm(dev, "per_kernel.cu", CUDA, None)?;
        check(dev, &nvvm_image(dev, &m, native)?, native, &loaded, &want).map(drop)
    });
    on_devices(t, devices, "ptx", |dev, native| {
        let m = PtxModule::from_text("per_kernel.ptx", PTX)?;
        check(dev, &ptx_image(dev, &m, native)?, native, &loaded, &want).map(drop)
    });
    on_devices(t, devices, "grid_group", |dev, native| {
        let Some(headers) = crate::cuda::sdk_headers() else {
            return Ok(()); // crate::cuda::NO_SDK
        };
        let m = nvvm(dev, "grid_group.cu", GRID_GROUP, Some(&headers))?;
        let image = nvvm_image(dev, &m, native)?;
        let m = check(
            dev,
            &image,
            native,
            &["fill", "grid_total", "grid_trap"],
            &[],
        )?;
        grid_total_runs(dev, &m)?;
        // A fault while the other blocks wait at the barrier ends the launch
        // (off NVIDIA, where it would end the context for the rest of the run).
        if dev.info().backend != Backend::Cuda {
            let k = m.kernel("grid_trap")?;
            let mut x = dev.alloc::<i32>(256)?;
            let cfg = LaunchConfig {
                grid: gpujit::Dim3::x(4),
                block: gpujit::Dim3::x(64),
                shared_bytes: 0,
            };
            let r = dev
                .launch_cooperative(&k, &cfg, &[(&mut x).into()])
                .and_then(|()| dev.synchronize());
            ensure!(
                matches!(r, Err(DeviceError::KernelFault { .. })),
                "grid_trap: {r:?}"
            );
            fill_runs(dev, &m)?;
        }
        Ok(())
    });
    // Every kernel refused: the module fails, with every reason.
    for (tag, dev) in devices {
        if dev.info().backend == Backend::Cuda {
            continue; // as written, nothing is refused
        }
        t.run(&format!("{tag}::nvvm::per_kernel::all_refused"), || {
            let m = nvvm(*dev, "per_kernel.cu", CUDA, None)?.select(&["smid"])?;
            let e = match gpujit::compile_nvvm_for(*dev, &m) {
                Ok(_) => bail!("NVVM compiled"),
                Err(e) => e.to_string(),
            };
            ensure!(e.contains("%smid"), "{e}");
            let fill = PTX.find(".visible .entry fill").context("no fill")?;
            let smid = PTX.find(".visible .entry smid").context("no smid")?;
            let text = format!("{}{}", &PTX[..fill], &PTX[smid..]);
            let m = PtxModule::from_text("refused.ptx", &text)?;
            let e = match gpujit::compile_ptx_for(*dev, &m) {
                Ok(_) => bail!("PTX compiled"),
                Err(e) => e.to_string(),
            };
            ensure!(e.contains("%smid"), "{e}");
            Ok(())
        });
    }
}
