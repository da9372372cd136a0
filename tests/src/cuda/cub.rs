//! CUB from NVIDIA's CCCL headers, compiled from source: block reduce, block
//! scan, warp reduce and block radix sort, on every device against CPU
//! results. Needs NVIDIA's headers (`ci/cuda-headers` lays out CUDA 12.9's).

use gpujit::cuda::Program;
use gpujit::{Device, DeviceExt, LaunchConfig};
use gpujit_conformance::Tally;

use super::{NO_SDK, load_with, on_devices, same, sdk_headers};

const SOURCE: &str = r#"
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/warp/warp_reduce.cuh>

constexpr int THREADS = 128;
constexpr int ITEMS = 4;

// One sum per block of THREADS values.
extern "C" __global__ void block_sum(const int *in, int *out) {
    using Reduce = cub::BlockReduce<int, THREADS>;
    __shared__ typename Reduce::TempStorage tmp;
    int v = in[blockIdx.x * THREADS + threadIdx.x];
    int s = Reduce(tmp).Sum(v);
    if (threadIdx.x == 0) out[blockIdx.x] = s;
}

// The largest of each block's values.
extern "C" __global__ void block_max(const float *in, float *out) {
    using Reduce = cub::BlockReduce<float, THREADS, cub::BLOCK_REDUCE_WARP_REDUCTIONS>;
    __shared__ typename Reduce::TempStorage tmp;
    float v = in[blockIdx.x * THREADS + threadIdx.x];
    float m = Reduce(tmp).Reduce(v, ::cuda::maximum<>{});
    if (threadIdx.x == 0) out[blockIdx.x] = m;
}

// Exclusive prefix sums of ITEMS values per thread, per block.
extern "C" __global__ void block_scan(const int *in, int *out) {
    using Scan = cub::BlockScan<int, THREADS>;
    __shared__ typename Scan::TempStorage tmp;
    int items[ITEMS];
    int base = blockIdx.x * THREADS * ITEMS + threadIdx.x * ITEMS;
    for (int k = 0; k < ITEMS; ++k) items[k] = in[base + k];
    Scan(tmp).ExclusiveSum(items, items);
    for (int k = 0; k < ITEMS; ++k) out[base + k] = items[k];
}

// One sum per warp of 32 lanes.
extern "C" __global__ void warp_sum(const int *in, int *out) {
    using Reduce = cub::WarpReduce<int>;
    __shared__ typename Reduce::TempStorage tmp[THREADS / 32];
    int warp = threadIdx.x / 32;
    int v = in[blockIdx.x * THREADS + threadIdx.x];
    int s = Reduce(tmp[warp]).Sum(v);
    if (threadIdx.x % 32 == 0) out[blockIdx.x * (THREADS / 32) + warp] = s;
}

// Sorts THREADS * ITEMS keys per block, blocked arrangement.
extern "C" __global__ void block_sort(const unsigned *in, unsigned *out) {
    using Sort = cub::BlockRadixSort<unsigned, THREADS, ITEMS>;
    __shared__ typename Sort::TempStorage tmp;
    unsigned keys[ITEMS];
    int base = blockIdx.x * THREADS * ITEMS + threadIdx.x * ITEMS;
    for (int k = 0; k < ITEMS; ++k) keys[k] = in[base + k];
    Sort(tmp).Sort(keys);
    for (int k = 0; k < ITEMS; ++k) out[base + k] = keys[k];
}
"#;

const THREADS: usize = 128;
const ITEMS: usize = 4;
const BLOCKS: usize = 6;

fn cfg(blocks: usize) -> LaunchConfig {
    LaunchConfig::for_elems(blocks * THREADS, THREADS as u32)
}

fn ints(n: usize, seed: u64) -> Vec<i32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 33) % 2001) as i32 - 1000
        })
        .collect()
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let Some(headers) = sdk_headers() else {
        t.skip("cuda::cub", NO_SDK);
        return;
    };
    let program = Program::new("cub.cu", SOURCE);
    t.run("cuda::cub::compiles_with_nvidia_headers", || {
        program.compile_with("sm_80", &headers)?;
        Ok(())
    });
    let load = |dev: &dyn Device, native: bool| -> anyhow::Result<gpujit::Module> {
        Ok(load_with(dev, &program, native, Some(&headers))?.0)
    };
    on_devices(t, devices, "cub::block_reduce", |dev, native| {
        let m = load(dev, native)?;
        let xs = ints(BLOCKS * THREADS, 1);
        let (x, mut o) = (dev.upload(&xs)?, dev.alloc::<i32>(BLOCKS)?);
        dev.launch(
            &m.kernel("block_sum")?,
            &cfg(BLOCKS),
            &[(&x).into(), (&mut o).into()],
        )?;
        let want: Vec<i32> = xs.chunks(THREADS).map(|c| c.iter().sum()).collect();
        same(&dev.download(&o)?, &want)?;
        let fs: Vec<f32> = xs.iter().map(|&v| v as f32 * 0.37).collect();
        let (x, mut o) = (dev.upload(&fs)?, dev.alloc::<f32>(BLOCKS)?);
        dev.launch(
            &m.kernel("block_max")?,
            &cfg(BLOCKS),
            &[(&x).into(), (&mut o).into()],
        )?;
        let want: Vec<f32> = fs
            .chunks(THREADS)
            .map(|c| c.iter().copied().fold(f32::MIN, f32::max))
            .collect();
        same(&dev.download(&o)?, &want)
    });
    on_devices(t, devices, "cub::block_scan", |dev, native| {
        let m = load(dev, native)?;
        let xs = ints(BLOCKS * THREADS * ITEMS, 2);
        let (x, mut o) = (dev.upload(&xs)?, dev.alloc::<i32>(xs.len())?);
        dev.launch(
            &m.kernel("block_scan")?,
            &cfg(BLOCKS),
            &[(&x).into(), (&mut o).into()],
        )?;
        let mut want = Vec::with_capacity(xs.len());
        for c in xs.chunks(THREADS * ITEMS) {
            let mut acc = 0;
            for v in c {
                want.push(acc);
                acc += v;
            }
        }
        same(&dev.download(&o)?, &want)
    });
    on_devices(t, devices, "cub::warp_reduce", |dev, native| {
        let m = load(dev, native)?;
        let xs = ints(BLOCKS * THREADS, 3);
        let (x, mut o) = (dev.upload(&xs)?, dev.alloc::<i32>(BLOCKS * THREADS / 32)?);
        dev.launch(
            &m.kernel("warp_sum")?,
            &cfg(BLOCKS),
            &[(&x).into(), (&mut o).into()],
        )?;
        let want: Vec<i32> = xs.chunks(32).map(|c| c.iter().sum()).collect();
        same(&dev.download(&o)?, &want)
    });
    on_devices(t, devices, "cub::block_radix_sort", |dev, native| {
        let m = load(dev, native)?;
        let xs: Vec<u32> = ints(BLOCKS * THREADS * ITEMS, 4)
            .iter()
            .map(|&v| (v as u32).wrapping_mul(2654435761))
            .collect();
        let (x, mut o) = (dev.upload(&xs)?, dev.alloc::<u32>(xs.len())?);
        dev.launch(
            &m.kernel("block_sort")?,
            &cfg(BLOCKS),
            &[(&x).into(), (&mut o).into()],
        )?;
        let mut want = Vec::with_capacity(xs.len());
        for c in xs.chunks(THREADS * ITEMS) {
            let mut v = c.to_vec();
            v.sort_unstable();
            want.extend(v);
        }
        same(&dev.download(&o)?, &want)
    });
}
