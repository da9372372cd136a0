//! NVIDIA's headers of both CUDA major versions (12.9, and 13.0 with CCCL
//! under `include/cccl`), and what nvcc accepts that clang 22 refuses: a
//! `__shared__ cuda::barrier` staging tiles with `cuda::memcpy_async`.

use anyhow::Context;
use gpujit::cuda::{HeaderSet, Program};
use gpujit::{Device, DeviceExt, Dim3, LaunchConfig};
use gpujit_conformance::Tally;

use super::{load_with, on_devices, same, sdk_headers, sdk13_headers};

/// A block-wide sum of `__nv_bfloat16` values with cooperative groups (a
/// tile's `shfl_down`, the block's `sync`): the headers of CUDA 13 reach
/// libcu++ (`cuda/std/...`) from both.
const CG_BF16: &str = r#"
#include <cooperative_groups.h>
#include <cuda_bf16.h>
namespace cg = cooperative_groups;
extern "C" __global__ void tile_sums(const __nv_bfloat16 *x, float *out) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    float v = __bfloat162float(x[blockIdx.x * blockDim.x + block.thread_rank()]);
    for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
    __shared__ float partial[32];
    if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = v;
    block.sync();
    if (block.thread_rank() == 0) {
        float s = 0.0f;
        for (unsigned i = 0; i < tile.meta_group_size(); ++i) s += partial[i];
        out[blockIdx.x] = s;
    }
}
"#;

/// Double-buffered tiles of a row-major matrix product (`C = A * B`, square,
/// `N` a multiple of `T`): each block stages the next tiles of A and B with
/// `cuda::memcpy_async` while it computes on the current ones, each buffer
/// completed by its own `__shared__ cuda::barrier` (which nvcc accepts and
/// clang 22 alone refuses), initialised with `init`.
const SGEMM_BARRIER: &str = r#"
#include <cuda/barrier>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
constexpr int T = 16;
extern "C" __global__ void sgemm_db(const float *a, const float *b, float *c, int n) {
    __shared__ float as[2][T][T], bs[2][T][T];
    __shared__ cuda::barrier<cuda::thread_scope_block> ready0;
    __shared__ cuda::barrier<cuda::thread_scope_block> ready1;
    cg::thread_block block = cg::this_thread_block();
    if (block.thread_rank() == 0) {
        init(&ready0, block.size());
        init(&ready1, block.size());
    }
    block.sync();
    int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
    auto stage = [&](int k0, int buf) {
        cuda::barrier<cuda::thread_scope_block> &ready = buf ? ready1 : ready0;
        // One row of each tile per thread of the first column.
        if (threadIdx.x == 0) {
            cuda::memcpy_async(&as[buf][threadIdx.y][0], a + (blockIdx.y * T + threadIdx.y) * n + k0,
                               cuda::aligned_size_t<16>(sizeof(float) * T), ready);
            cuda::memcpy_async(&bs[buf][threadIdx.y][0], b + (k0 + threadIdx.y) * n + blockIdx.x * T,
                               cuda::aligned_size_t<16>(sizeof(float) * T), ready);
        }
    };
    float acc = 0.0f;
    int tiles = n / T;
    stage(0, 0);
    for (int t = 0; t < tiles; ++t) {
        int cur = t & 1;
        if (t + 1 < tiles) stage((t + 1) * T, cur ^ 1);
        (cur ? ready1 : ready0).arrive_and_wait();
        for (int k = 0; k < T; ++k) acc += as[cur][threadIdx.y][k] * bs[cur][k][threadIdx.x];
        block.sync();
    }
    c[row * n + col] = acc;
}
"#;

fn bf16(v: f32) -> u16 {
    (v.to_bits() >> 16) as u16
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let sets: Vec<(&str, Option<HeaderSet>)> =
        vec![("12.9", sdk_headers()), ("13.0", sdk13_headers())];
    for (version, headers) in &sets {
        let Some(headers) = headers else {
            t.skip(
                &format!("cuda::toolkits::cuda_{version}"),
                &format!("NVIDIA's CUDA {version} headers are not laid out (ci/setup runs ci/cuda-headers {version})"),
            );
            continue;
        };
        let tag = version.replace('.', "_");
        let program = Program::new("cg_bf16.cu", CG_BF16);
        on_devices(
            t,
            devices,
            &format!("toolkits::cuda_{tag}::cooperative_groups_bf16"),
            |dev, native| {
                let (m, c) = load_with(dev, &program, native, Some(headers))?;
                anyhow::ensure!(!c.log.contains("CUDA version"), "{}", c.log);
                let blocks = 4;
                let xs: Vec<f32> = (0..blocks * 128)
                    .map(|i| ((i % 13) as f32) * 0.25)
                    .collect();
                let x = dev.upload(&xs.iter().map(|&v| bf16(v)).collect::<Vec<u16>>())?;
                let mut o = dev.alloc::<f32>(blocks)?;
                dev.launch(
                    &m.kernel("tile_sums")?,
                    &LaunchConfig {
                        grid: Dim3::x(blocks as u32),
                        block: Dim3::x(128),
                        shared_bytes: 0,
                    },
                    &[(&x).into(), (&mut o).into()],
                )?;
                let want: Vec<f32> = xs.chunks(128).map(|c| c.iter().sum()).collect();
                same(&dev.download(&o)?, &want)
            },
        );
        let program = Program::new("sgemm_db.cu", SGEMM_BARRIER);
        t.run(
            &format!("cuda::toolkits::cuda_{tag}::shared_barrier_compiles"),
            || {
                let c = program.compile_with("sm_80", headers)?;
                anyhow::ensure!(c.log.is_empty(), "{}", c.log);
                Ok(())
            },
        );
        for (dtag, dev) in devices {
            let cuda = dev.info().backend == gpujit::Backend::Cuda;
            for native in [false, true] {
                if native && !cuda {
                    continue;
                }
                let suffix = if native { "::native" } else { "" };
                t.run_or_skip(
                    &format!(
                        "{dtag}::cuda::toolkits::cuda_{tag}::shared_barrier_memcpy_async{suffix}"
                    ),
                    || match load_with(*dev, &program, native, Some(headers)) {
                        // The lift has no idiom for the mbarrier instructions
                        // libcu++ writes as inline PTX: a named refusal.
                        Err(e) if !native && format!("{e:#}").contains("mbarrier") => Ok(Some(
                            "the lift refuses libcu++'s mbarrier inline PTX (cuda::barrier)".into(),
                        )),
                        Err(e) => Err(e).context("compiling the double-buffered SGEMM"),
                        Ok((m, _)) => sgemm_db(*dev, &m).map(|()| None),
                    },
                );
            }
        }
    }
}

/// Runs `sgemm_db` on 64 x 64 matrices against the product on the CPU.
fn sgemm_db(dev: &dyn Device, m: &gpujit::Module) -> anyhow::Result<()> {
    let n = 64usize;
    let a: Vec<f32> = (0..n * n).map(|i| ((i * 7 % 11) as f32) - 5.0).collect();
    let b: Vec<f32> = (0..n * n).map(|i| ((i * 5 % 9) as f32) * 0.5).collect();
    let (da, db) = (dev.upload(&a)?, dev.upload(&b)?);
    let mut dc = dev.alloc::<f32>(n * n)?;
    dev.launch(
        &m.kernel("sgemm_db")?,
        &LaunchConfig {
            grid: Dim3::new((n / 16) as u32, (n / 16) as u32, 1),
            block: Dim3::new(16, 16, 1),
            shared_bytes: 0,
        },
        &[
            (&da).into(),
            (&db).into(),
            (&mut dc).into(),
            (n as i32).into(),
        ],
    )?;
    let mut want = vec![0.0f32; n * n];
    for i in 0..n {
        for j in 0..n {
            want[i * n + j] = (0..n).map(|k| a[i * n + k] * b[k * n + j]).sum();
        }
    }
    same(&dev.download(&dc)?, &want)
}
