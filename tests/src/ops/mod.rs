//! Every operation of the portable language, executed and checked against a
//! CPU reference, and a table-driven lowering check over every intrinsic.

use gpujit::ir::{Axis, KernelBuilder, ModuleOptions, ScalarType, Value, build, p};
use gpujit::{Device, DeviceCopy, DeviceExt, Dim3, Kernel, LaunchConfig, PortableModule};
use gpujit_conformance::Tally;

mod coarsen;
mod kernels;
mod lowering;
mod memory;
mod mma;
mod numeric;
mod warp;

pub use coarsen::coarsen_codegen;
use kernels::{gemm_sm90_tests, gemm_tests, library_tests, matrix_tests};
pub use lowering::lowering_table;
use memory::{address_space_tests, atomic_tests, misc_tests, record_tests};
use numeric::{math_tests, vector_and_half_tests};
use warp::{shuffle_tests, warp_tests};

fn load(dev: &dyn Device, m: &PortableModule, name: &str) -> anyhow::Result<Kernel> {
    let c = gpujit::compile_for(dev, m)?;
    Ok(dev.load(&c.image)?.kernel(name)?)
}

fn cfg(blocks: u32, threads: u32) -> LaunchConfig {
    LaunchConfig {
        grid: Dim3::x(blocks),
        block: Dim3::x(threads),
        shared_bytes: 0,
    }
}

/// A module whose kernel `k(out: *T, x: *T, n: u32)` stores `f(k, x[g], g)` at
/// the global id `g < n`. Every thread computes `f` (threads past `n` read
/// `x[n - 1]`), so warp operations see full warps.
fn per_thread(
    ty: ScalarType,
    f: impl for<'a, 'ctx> Fn(&KernelBuilder<'a, 'ctx>, Value<'ctx>, Value<'ctx>) -> Value<'ctx>,
) -> anyhow::Result<PortableModule> {
    Ok(build("per_thread", ModuleOptions::default(), |m| {
        m.kernel(
            "k",
            &[p::ptr("out", ty), p::ptr("x", ty), p::u32("n")],
            |k, a| {
                let g = k.global_id(Axis::X);
                let v = f(k, k.load(a[1], k.min(g, k.sub(a[2], k.u32(1)))), g);
                k.if_(k.lt(g, a[2]), |k| k.store(a[0], g, v));
            },
        )
    })?)
}

/// Runs `m`'s kernel `k(out, x, n)` with one thread per element of `x`.
fn run<T: DeviceCopy>(
    dev: &dyn Device,
    m: &PortableModule,
    x: &[T],
    block: u32,
) -> anyhow::Result<Vec<T>> {
    let k = load(dev, m, "k")?;
    let xb = dev.upload(x)?;
    let out = dev.alloc::<T>(x.len())?;
    let blocks = (x.len() as u32).div_ceil(block);
    dev.launch(
        &k,
        &cfg(blocks, block),
        &[(&out).into(), (&xb).into(), (x.len() as u32).into()],
    )?;
    dev.synchronize()?;
    Ok(dev.download(&out)?)
}

fn lanes(n: usize) -> Vec<u32> {
    (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761) >> 7)
        .collect()
}

/// How large the SAXPY, library and matrix problems get on a device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sizes {
    /// As the device suggests: GPUs and the emulator take the largest
    /// problems (16M elements, a 1000x700x300 sgemm), the host fewer.
    Native,
    /// The host's set on every device: every operation and kernel still
    /// runs, without the largest problems (for the further emulated
    /// processors, which would otherwise double the suite's time).
    Reduced,
}

impl Sizes {
    /// Whether `dev` takes the largest problems.
    pub fn big(self, dev: &dyn Device) -> bool {
        self == Sizes::Native && dev.info().backend != gpujit::Backend::Host
    }
}

/// Runs every operation test on `dev`.
pub fn device_ops(t: &mut Tally, tag: &str, dev: &dyn Device) {
    device_ops_sized(t, tag, dev, Sizes::Native);
}

/// Runs every operation test on `dev`, with problems as large as `sizes` says.
pub fn device_ops_sized(t: &mut Tally, tag: &str, dev: &dyn Device, sizes: Sizes) {
    shuffle_tests(t, tag, dev);
    warp_tests(t, tag, dev);
    math_tests(t, tag, dev);
    atomic_tests(t, tag, dev);
    misc_tests(t, tag, dev);
    vector_and_half_tests(t, tag, dev);
    record_tests(t, tag, dev);
    address_space_tests(t, tag, dev);
    library_tests(t, tag, dev, sizes);
    matrix_tests(t, tag, dev, sizes);
    mma::mma_tests(t, tag, dev);
    gemm_tests(t, tag, dev, sizes);
    gemm_sm90_tests(t, tag, dev);
    coarsen::coarsen_tests(t, tag, dev);
}
