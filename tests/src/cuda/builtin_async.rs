//! Asynchronous copies from gpujit's built-in headers (no NVIDIA header),
//! on every device, lifted and as written on NVIDIA, against the CPU:
//! `cuda::barrier` of block scope in `__shared__` memory with
//! `cuda::memcpy_async` (a double-buffered tiled SGEMM, one barrier per
//! buffer, copies by single threads and by 16-thread tiles, `arrive` and
//! `wait` on a token and `arrive_and_wait`), a barrier's completion
//! function (once per phase, between phases), a barrier expecting less than
//! the block (the kernel stops, naming it), `cuda::pipeline` of block
//! scope (two stages over five batches, each thread reading what another
//! copied) and of thread scope (`pipeline_consumer_wait_prior`,
//! `aligned_size_t`), and the primitives of `cuda_pipeline.h`
//! (`__pipeline_memcpy_async` with and without zero fill,
//! `__pipeline_commit`, `__pipeline_wait_prior`).

use anyhow::bail;
use gpujit::cuda::{HeaderSet, Program};
use gpujit::{Device, DeviceExt, Dim3, LaunchConfig, Module};
use gpujit_conformance::Tally;

use super::{load_with, on_devices, same};

const SOURCE: &str = r#"
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define T 16
// C (n x m) = A (n x k) B (k x m), row-major, each a multiple of T; a T x T
// block per tile of C. Tile t + 1 of A and B is copied into shared memory
// while tile t is used; one barrier per buffer.
extern "C" __global__ void sgemm_barrier(const float *a, const float *b, float *c, int m, int k) {
    __shared__ float as[2][T][T], bs[2][T][T];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar[2];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<T> row_group = cg::tiled_partition<T>(block);
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    if (block.thread_rank() == 0) {
        init(&bar[0], block.size());
        init(&bar[1], block.size());
    }
    block.sync();
    auto fetch = [&](int t) {
        const int s = t & 1;
        cuda::memcpy_async(&as[s][ty][tx], &a[row * k + t * T + tx],
                           cuda::aligned_size_t<4>(sizeof(float)), bar[s]);
        cuda::memcpy_async(row_group, &bs[s][ty][0], &b[(t * T + ty) * m + blockIdx.x * T],
                           sizeof(float) * T, bar[s]);
    };
    const int tiles = k / T;
    float acc = 0.0f;
    fetch(0);
    for (int t = 0; t < tiles; ++t) {
        if (t + 1 < tiles) fetch(t + 1);
        bar[t & 1].arrive_and_wait();
        for (int i = 0; i < T; ++i) acc += as[t & 1][ty][i] * bs[t & 1][i][tx];
        cuda::barrier<cuda::thread_scope_block>::arrival_token used = bar[t & 1].arrive();
        bar[t & 1].wait(std::move(used));
    }
    c[row * m + col] = acc;
}

// A completion function counting phases: every thread sees p + 1 after
// phase p.
struct count_phases {
    int *phases;
    __device__ void operator()() noexcept { ++*phases; }
};
extern "C" __global__ void barrier_phases(int *out) {
    __shared__ int phases;
    __shared__ cuda::barrier<cuda::thread_scope_block, count_phases> bar;
    if (threadIdx.x == 0) {
        phases = 0;
        init(&bar, blockDim.x, count_phases{&phases});
    }
    __syncthreads();
    for (int p = 0; p < 3; ++p) {
        bar.arrive_and_wait();
        out[(blockIdx.x * 3 + p) * blockDim.x + threadIdx.x] = phases;
    }
}

// A barrier for half the block.
extern "C" __global__ void barrier_half(int *out) {
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (threadIdx.x == 0) init(&bar, blockDim.x / 2);
    __syncthreads();
    if (threadIdx.x < blockDim.x / 2) bar.arrive_and_wait();
    out[threadIdx.x] = 1;
}

// out[b n + i] = 3 in[b n + i] + in[b n + n - 1 - i] over `batches` batches of
// n = blockDim.x, staged through a two-stage pipeline of the block.
extern "C" __global__ void pipeline_block(const int *in, int *out, int batches) {
    constexpr int stages = 2;
    __shared__ int buf[stages][256];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, stages> state;
    cg::thread_block block = cg::this_thread_block();
    cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(block, &state);
    const int n = blockDim.x;
    for (int compute = 0, fetch = 0; compute < batches; ++compute) {
        for (; fetch < batches && fetch < compute + stages; ++fetch) {
            pipe.producer_acquire();
            cuda::memcpy_async(block, buf[fetch % stages], in + fetch * n, sizeof(int) * n, pipe);
            pipe.producer_commit();
        }
        pipe.consumer_wait();
        const int *s = buf[compute % stages];
        out[compute * n + threadIdx.x] = 3 * s[threadIdx.x] + s[n - 1 - threadIdx.x];
        pipe.consumer_release();
    }
}

// out[i] = sum over batches b of in[b n + i] . (1, 2, 3, 4), each thread
// staging its own float4s through a thread pipeline.
extern "C" __global__ void pipeline_thread(const float4 *in, float *out, int batches) {
    __shared__ float4 buf[2][128];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    const int t = threadIdx.x, n = blockDim.x;
    pipe.producer_acquire();
    cuda::memcpy_async(&buf[0][t], &in[t], cuda::aligned_size_t<16>(sizeof(float4)), pipe);
    pipe.producer_commit();
    float acc = 0.0f;
    for (int b = 0; b < batches; ++b) {
        if (b + 1 < batches) {
            pipe.producer_acquire();
            cuda::memcpy_async(&buf[(b + 1) & 1][t], &in[(b + 1) * n + t], sizeof(float4), pipe);
            pipe.producer_commit();
            cuda::pipeline_consumer_wait_prior<1>(pipe);
        } else {
            pipe.consumer_wait();
        }
        const float4 v = buf[b & 1][t];
        acc += v.x + 2.0f * v.y + 3.0f * v.z + 4.0f * v.w;
        pipe.consumer_release();
    }
    out[t] = acc;
}

// Each thread stages 16 bytes (the last 8 zeroed where its index is odd)
// and 4 bytes, then reads its neighbours'.
extern "C" __global__ void primitives(const int4 *in, const int *in2, int4 *out, int *out2) {
    __shared__ int4 s[128];
    __shared__ int s2[128];
    const int t = threadIdx.x, n = blockDim.x;
    __pipeline_memcpy_async(&s[t], &in[t], sizeof(int4), (t & 1) ? 8 : 0);
    __pipeline_commit();
    __pipeline_memcpy_async(&s2[t], &in2[t], sizeof(int));
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __pipeline_wait_prior(0);
    __syncthreads();
    out[t] = s[(t + 1) % n];
    out2[t] = s2[n - 1 - t];
}
"#;

fn program() -> Program {
    Program::new("builtin_async.cu", SOURCE)
}

fn load(dev: &dyn Device, native: bool) -> anyhow::Result<Module> {
    Ok(load_with(dev, &program(), native, Some(&HeaderSet::BuiltIn))?.0)
}

/// Small halves: every product and sum below is exact in `f32`.
fn halves(n: usize, seed: usize) -> Vec<f32> {
    (0..n)
        .map(|i| ((i * 7 + seed * 13) % 9) as f32 / 2.0 - 2.0)
        .collect()
}

fn sgemm(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let (rows, cols, depth) = (32usize, 32usize, 48usize);
    let a = halves(rows * depth, 1);
    let b = halves(depth * cols, 2);
    let want: Vec<f32> = (0..rows * cols)
        .map(|i| {
            let (r, c) = (i / cols, i % cols);
            (0..depth).map(|k| a[r * depth + k] * b[k * cols + c]).sum()
        })
        .collect();
    let (ab, bb) = (dev.upload(&a)?, dev.upload(&b)?);
    let mut c = dev.alloc::<f32>(rows * cols)?;
    dev.launch(
        &m.kernel("sgemm_barrier")?,
        &LaunchConfig {
            grid: Dim3::new(2, 2, 1),
            block: Dim3::new(16, 16, 1),
            shared_bytes: 0,
        },
        &[
            (&ab).into(),
            (&bb).into(),
            (&mut c).into(),
            32i32.into(),
            48i32.into(),
        ],
    )?;
    same(&dev.download(&c)?, &want)
}

fn phases(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let (blocks, threads) = (2usize, 96usize);
    let mut out = dev.alloc::<i32>(blocks * 3 * threads)?;
    dev.launch(
        &m.kernel("barrier_phases")?,
        &LaunchConfig::for_elems(blocks * threads, threads as u32),
        &[(&mut out).into()],
    )?;
    let want: Vec<i32> = (0..blocks * 3 * threads)
        .map(|i| (i / threads % 3) as i32 + 1)
        .collect();
    same(&dev.download(&out)?, &want)
}

fn half_block(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let mut out = dev.alloc::<i32>(64)?;
    let r = dev
        .launch(
            &m.kernel("barrier_half")?,
            &LaunchConfig::for_elems(64, 64),
            &[(&mut out).into()],
        )
        .and_then(|()| dev.synchronize());
    match r {
        Err(gpujit::DeviceError::KernelFault { .. }) => Ok(()),
        other => bail!("a barrier for half the block gave {other:?}, want a kernel fault"),
    }
}

fn pipeline_block(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let (n, batches) = (128usize, 5usize);
    let input: Vec<i32> = (0..n * batches)
        .map(|i| (i as i32 * 37) % 101 - 50)
        .collect();
    let want: Vec<i32> = (0..n * batches)
        .map(|i| {
            let (b, j) = (i / n, i % n);
            3 * input[i] + input[b * n + n - 1 - j]
        })
        .collect();
    let inb = dev.upload(&input)?;
    let mut out = dev.alloc::<i32>(n * batches)?;
    dev.launch(
        &m.kernel("pipeline_block")?,
        &LaunchConfig::for_elems(n, n as u32),
        &[(&inb).into(), (&mut out).into(), (batches as i32).into()],
    )?;
    same(&dev.download(&out)?, &want)
}

fn pipeline_thread(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let (n, batches) = (96usize, 3usize);
    let input = halves(n * batches * 4, 3);
    let want: Vec<f32> = (0..n)
        .map(|t| {
            (0..batches).fold(0.0f32, |acc, b| {
                let v = &input[(b * n + t) * 4..(b * n + t) * 4 + 4];
                acc + (v[0] + 2.0 * v[1] + 3.0 * v[2] + 4.0 * v[3])
            })
        })
        .collect();
    let inb = dev.upload(&input)?;
    let mut out = dev.alloc::<f32>(n)?;
    dev.launch(
        &m.kernel("pipeline_thread")?,
        &LaunchConfig::for_elems(n, n as u32),
        &[(&inb).into(), (&mut out).into(), (batches as i32).into()],
    )?;
    same(&dev.download(&out)?, &want)
}

fn primitives(dev: &dyn Device, m: &Module) -> anyhow::Result<()> {
    let n = 64usize;
    let in4: Vec<i32> = (0..n * 4).map(|i| i as i32 * 3 + 1).collect();
    let in2: Vec<i32> = (0..n).map(|i| 1000 - i as i32).collect();
    let mut want4 = Vec::new();
    for t in 0..n {
        let src = (t + 1) % n;
        for w in 0..4 {
            let zeroed = src % 2 == 1 && w >= 2;
            want4.push(if zeroed { 0 } else { in4[src * 4 + w] });
        }
    }
    let want2: Vec<i32> = (0..n).map(|t| in2[n - 1 - t]).collect();
    let (a, b) = (dev.upload(&in4)?, dev.upload(&in2)?);
    let (mut o4, mut o2) = (dev.alloc::<i32>(n * 4)?, dev.alloc::<i32>(n)?);
    dev.launch(
        &m.kernel("primitives")?,
        &LaunchConfig::for_elems(n, n as u32),
        &[(&a).into(), (&b).into(), (&mut o4).into(), (&mut o2).into()],
    )?;
    same(&dev.download(&o4)?, &want4)?;
    same(&dev.download(&o2)?, &want2)
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    type Check = fn(&dyn Device, &Module) -> anyhow::Result<()>;
    let checks: [(&str, Check); 5] = [
        ("barrier_sgemm", sgemm),
        ("barrier_completion", phases),
        ("pipeline_block", pipeline_block),
        ("pipeline_thread", pipeline_thread),
        ("pipeline_primitives", primitives),
    ];
    for (name, check) in checks {
        on_devices(
            t,
            devices,
            &format!("with_builtin_headers::{name}"),
            |dev, native| check(dev, &load(dev, native)?),
        );
    }
    // The refusal is a failed assert: on CUDA that fault is sticky (the
    // context is unusable for every later test), so it runs there only in a
    // run of its own, as nvvm::io's assert does.
    let sticky = std::env::var_os("GPUJIT_CUDA_STICKY").is_some();
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        for native in [false, true] {
            if native && !cuda {
                continue;
            }
            // Names that no other contains, so that a filter selects one.
            let suffix = if native { "::native" } else { "::lifted" };
            let name = format!(
                "{tag}::cuda::with_builtin_headers::barrier_refuses_part_of_the_block{suffix}"
            );
            if cuda && !sticky {
                t.skip(
                    &name,
                    &format!(
                        "a fault is sticky on CUDA: GPUJIT_CUDA_STICKY=1 GPUJIT_FILTER={name} \
                         runs it alone"
                    ),
                );
            } else {
                t.run(&name, || half_block(*dev, &load(*dev, native)?));
            }
        }
    }
}
