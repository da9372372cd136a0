//! `cuda::atomic`, `cuda::atomic_ref` and their `cuda::std` forms from
//! gpujit's built-in `cuda/atomic` (no NVIDIA header), on every device,
//! lifted and as written on NVIDIA, against the CPU: a histogram in shared
//! memory through block-scope references, a block-scope `__shared__`
//! `cuda::atomic` counter (`store`, `++`, `-=`, `load`), device-scope
//! `fetch_add` of floats, `fetch_min`/`fetch_max`, `fetch_or`/`fetch_and`/
//! `fetch_xor`, `exchange` (every old value seen once), and a sum by a
//! `compare_exchange_weak` loop on a `cuda::std::atomic_ref` of 64 bits.

use gpujit::cuda::{HeaderSet, Program};
use gpujit::{Device, DeviceExt, LaunchConfig};
use gpujit_conformance::Tally;

use super::{load_with, on_devices, same};

const SOURCE: &str = r#"
#include <cuda/atomic>
#include <cuda/std/atomic>

extern "C" __global__ void atomics(const int *in, int n, int *bins, unsigned long long *total,
                                   float *fsum, int *ext, unsigned *bits, int *olds) {
    __shared__ int local[16];
    __shared__ cuda::atomic<int, cuda::thread_scope_block> count;
    if (threadIdx.x < 16) local[threadIdx.x] = 0;
    if (threadIdx.x == 0) count.store(0, cuda::memory_order_relaxed);
    __syncthreads();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        const int v = in[i];
        cuda::atomic_ref<int, cuda::thread_scope_block> bin(local[v & 15]);
        bin.fetch_add(1, cuda::memory_order_relaxed);
        count++;
        count -= 2;
        cuda::atomic_ref<float, cuda::thread_scope_device>(*fsum) += 0.5f;
        cuda::atomic_ref<int, cuda::thread_scope_device>(ext[0]).fetch_max(v);
        cuda::atomic_ref<int, cuda::thread_scope_device>(ext[1]).fetch_min(v);
        olds[i] = cuda::atomic_ref<int>(ext[2]).exchange(i);
        cuda::atomic_ref<unsigned, cuda::thread_scope_device> b0(bits[0]), b1(bits[1]), b2(bits[2]);
        b0.fetch_or(1u << (v & 31));
        b1.fetch_and(~(1u << (v & 31)));
        b2 ^= 1u << (i & 31);
        cuda::std::atomic_ref<unsigned long long> t(*total);
        unsigned long long seen = t.load(cuda::std::memory_order_acquire);
        while (!t.compare_exchange_weak(seen, seen + (unsigned long long)(v + 1000))) {
        }
    }
    __syncthreads();
    if (threadIdx.x < 16)
        cuda::atomic_ref<int, cuda::thread_scope_device>(bins[threadIdx.x]) += local[threadIdx.x];
    if (threadIdx.x == 0) cuda::atomic_ref<int>(bins[16]).fetch_sub(count.load());
}
"#;

fn atomics(dev: &dyn Device, native: bool) -> anyhow::Result<()> {
    let program = Program::new("builtin_atomic.cu", SOURCE);
    let (m, _) = load_with(dev, &program, native, Some(&HeaderSet::BuiltIn))?;
    let n = 300usize;
    let input: Vec<i32> = (0..n).map(|i| ((i * 53) % 211) as i32 - 100).collect();
    let inb = dev.upload(&input)?;
    let mut bins = dev.upload(&[0i32; 17])?;
    let mut total = dev.upload(&[0u64])?;
    let mut fsum = dev.upload(&[0.0f32])?;
    let mut ext = dev.upload(&[i32::MIN, i32::MAX, -1])?;
    let mut bits = dev.upload(&[0u32, u32::MAX, 0])?;
    let mut olds = dev.alloc::<i32>(n)?;
    dev.launch(
        &m.kernel("atomics")?,
        &LaunchConfig::for_elems(n, 128),
        &[
            (&inb).into(),
            i32::try_from(n)?.into(),
            (&mut bins).into(),
            (&mut total).into(),
            (&mut fsum).into(),
            (&mut ext).into(),
            (&mut bits).into(),
            (&mut olds).into(),
        ],
    )?;
    let mut want_bins = vec![0i32; 17];
    for &v in &input {
        want_bins[(v & 15) as usize] += 1;
    }
    want_bins[16] = n as i32;
    same(&dev.download(&bins)?, &want_bins)?;
    let want_total: u64 = input.iter().map(|&v| (v + 1000) as u64).sum();
    same(&dev.download(&total)?, &[want_total])?;
    same(&dev.download(&fsum)?, &[n as f32 * 0.5])?;
    let got_ext = dev.download(&ext)?;
    let (mx, mn) = (
        input.iter().copied().max().unwrap_or(0),
        input.iter().copied().min().unwrap_or(0),
    );
    same(&got_ext[..2], &[mx, mn])?;
    // Every value exchanged in (and the first, -1) comes out exactly once.
    let mut seen: Vec<i32> = dev.download(&olds)?;
    seen.push(got_ext[2]);
    seen.sort_unstable();
    let want_seen: Vec<i32> = (-1..n as i32).collect();
    same(&seen, &want_seen)?;
    let mut or = 0u32;
    let mut xor = 0u32;
    for (i, &v) in input.iter().enumerate() {
        or |= 1 << (v & 31);
        xor ^= 1 << (i & 31);
    }
    same(&dev.download(&bits)?, &[or, !or, xor])
}

pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    on_devices(t, devices, "with_builtin_headers::atomic", atomics);
}
