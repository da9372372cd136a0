//! gpujit's CUDA runtime entry points, called in this process as a program
//! calls them, on every device present: the documented result and error code
//! of each, the thread's last error, and a fault's sticky error.
//!
//! Device code is registered as `gpujit cc`'s module constructors register
//! it: gpujit's container through `__cudaRegisterFatBinary`, kernels and
//! variables by the address of a host-side stand-in.

use std::ffi::{CStr, c_char, c_int, c_void};
use std::ptr::null_mut;
use std::sync::OnceLock;

use anyhow::{Context, bail, ensure};
use cudart::error::*;
use cudart::{CudaError, Dim3};
use gpujit::cuda::{HeaderSet, Program};
use gpujit_conformance::{Selected, Tally};

mod arrays;
mod cooperative;
mod fault;
mod graph;
mod graph_nodes;
mod host_fn;
mod legacy_stream;
mod managed;
mod managed_vars;
mod memory;
mod peer;
mod pitched;
pub use fault::faults;

const SOURCE: &str = r#"
#include <cooperative_groups.h>
__device__ int counter;
__constant__ float table[4];
extern "C" __global__ void scale(float *x, float a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= a;
}
extern "C" __global__ void add_table(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { x[i] += table[i % 4]; atomicAdd(&counter, 1); }
}
// Block 0 of each of two kernels raises its flag and waits (at most
// `spins` polls) for the other's: both see the other's flag only when the
// two run at the same time.
extern "C" __global__ void handshake(volatile int *flags, int me, int spins, int *seen) {
    if (threadIdx.x != 0 || blockIdx.x != 0) return;
    flags[me] = 1;
    __threadfence_system();
    int s = 0;
    while (flags[1 - me] == 0 && s < spins) ++s;
    seen[me] = flags[1 - me];
}
extern "C" __global__ void wild(int *p) { p[(1 << 28) + threadIdx.x] = 1; }
extern "C" __global__ void halt(int *p) { if (threadIdx.x == 0) __trap(); p[0] = threadIdx.x; }
// Each step every block adds its number to x[s]; after a grid barrier each
// block reads the whole sum. Outside a cooperative launch (no workspace) -1.
extern "C" __global__ void coop_steps(int *x, int *seen, int steps) {
    cooperative_groups::grid_group grid = cooperative_groups::this_grid();
    if (!grid.is_valid()) {
        if (threadIdx.x == 0) seen[blockIdx.x] = -1;
        return;
    }
    for (int s = 0; s < steps; ++s) {
        if (threadIdx.x == 0) atomicAdd(&x[s], (int)grid.block_rank() + 1);
        grid.sync();
        if (threadIdx.x == 0) seen[s * grid.num_blocks() + blockIdx.x] = ((volatile int *)x)[s];
        cooperative_groups::sync(grid);
    }
}
"#;

/// Host-side stand-ins whose addresses name the kernels and variables.
static SCALE: u8 = 0;
static ADD_TABLE: u8 = 0;
static WILD: u8 = 0;
static HANDSHAKE: u8 = 0;
static HALT: u8 = 0;
static COOP_STEPS: u8 = 0;
static UNREGISTERED: u8 = 0;
static COUNTER: u8 = 0;
static TABLE: u8 = 0;

fn addr(p: &'static u8) -> *const c_void {
    (p as *const u8).cast()
}

/// Registers `data` (gpujit's container or NVIDIA's fatbin) through a
/// wrapper as compilers emit it, both leaked for the process, as the
/// runtime requires; the handle names the unit to the other registration
/// calls.
pub(crate) fn register_binary(data: Vec<u8>) -> *mut *mut c_void {
    #[repr(C)]
    struct Wrapper {
        magic: u32,
        version: u32,
        data: *const u8,
        unused: *const c_void,
    }
    let data: &'static [u8] = Box::leak(data.into_boxed_slice());
    let wrapper: &'static Wrapper = Box::leak(Box::new(Wrapper {
        magic: 0x466243b1,
        version: 1,
        data: data.as_ptr(),
        unused: std::ptr::null(),
    }));
    // SAFETY: a wrapper whose data lives as long as the process.
    unsafe { cudart::__cudaRegisterFatBinary((wrapper as *const Wrapper).cast_mut().cast()) }
}

/// Registers the test's device code once.
fn register() -> anyhow::Result<()> {
    static DONE: OnceLock<std::result::Result<(), String>> = OnceLock::new();
    DONE.get_or_init(|| {
        let c = Program::new("cudart_test.cu", SOURCE)
            .compile_with("sm_80", &HeaderSet::BuiltIn)
            .map_err(|e| e.to_string())?;
        let payload = cudart::payload::Payload {
            arch: c.arch,
            cudart_version: 12090,
            bitcode: c.bitcode,
            managed: Vec::new(),
        }
        .encode();
        let h = register_binary(payload);
        // SAFETY: a handle of the runtime's; names are NUL-terminated.
        unsafe {
            for (stub, name) in [
                (&SCALE, c"scale"),
                (&ADD_TABLE, c"add_table"),
                (&WILD, c"wild"),
                (&HANDSHAKE, c"handshake"),
                (&HALT, c"halt"),
                (&COOP_STEPS, c"coop_steps"),
            ] {
                cudart::__cudaRegisterFunction(
                    h,
                    addr(stub).cast(),
                    null_mut(),
                    name.as_ptr(),
                    -1,
                    null_mut(),
                    null_mut(),
                    null_mut(),
                    null_mut(),
                    null_mut(),
                );
            }
            cudart::__cudaRegisterVar(
                h,
                addr(&COUNTER).cast_mut().cast(),
                null_mut(),
                c"counter".as_ptr(),
                0,
                4,
                0,
                0,
            );
            cudart::__cudaRegisterVar(
                h,
                addr(&TABLE).cast_mut().cast(),
                null_mut(),
                c"table".as_ptr(),
                0,
                16,
                1,
                0,
            );
            cudart::__cudaRegisterFatBinaryEnd(h);
        }
        Ok(())
    })
    .clone()
    .map_err(anyhow::Error::msg)
}

/// `code` as `cudaSuccess` or an error naming the call.
pub(crate) fn ok(code: CudaError, what: &str) -> anyhow::Result<()> {
    if code == cudaSuccess {
        return Ok(());
    }
    let why = cstr(cudart::cudaGetErrorString(code));
    bail!("{what}: {} ({code}): {why}", name(code))
}

fn cstr(p: *const c_char) -> String {
    // SAFETY: the runtime returns NUL-terminated strings that outlive the call.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

pub(crate) fn expect(code: CudaError, want: CudaError, what: &str) -> anyhow::Result<()> {
    ensure!(
        code == want,
        "{what}: {} ({code}), expected {} ({want}): {}",
        name(code),
        name(want),
        cstr(cudart::cudaGetErrorString(code))
    );
    cudart::cudaGetLastError();
    Ok(())
}

pub(crate) fn malloc(bytes: usize) -> anyhow::Result<*mut c_void> {
    let mut p = null_mut();
    // SAFETY: `p` is a valid out-pointer.
    ok(unsafe { cudart::cudaMalloc(&mut p, bytes) }, "cudaMalloc")?;
    Ok(p)
}

pub(crate) fn upload(x: &[f32]) -> anyhow::Result<*mut c_void> {
    let p = malloc(std::mem::size_of_val(x))?;
    ok(
        // SAFETY: both ranges hold the bytes copied.
        unsafe { cudart::cudaMemcpy(p, x.as_ptr().cast(), std::mem::size_of_val(x), 1) },
        "cudaMemcpy H2D",
    )?;
    Ok(p)
}

pub(crate) fn download(p: *const c_void, n: usize) -> anyhow::Result<Vec<f32>> {
    let mut out = vec![0f32; n];
    ok(
        // SAFETY: both ranges hold the bytes copied.
        unsafe { cudart::cudaMemcpy(out.as_mut_ptr().cast(), p, n * 4, 2) },
        "cudaMemcpy D2H",
    )?;
    Ok(out)
}

/// Ends the capture begun on `stream` and instantiates its graph: the
/// graph and the executable graph.
pub(crate) fn end_capture(stream: *mut c_void) -> anyhow::Result<(*mut c_void, *mut c_void)> {
    let (mut graph, mut exec) = (null_mut(), null_mut());
    // SAFETY: valid out-pointers; the runtime checks the handles.
    unsafe {
        ok(
            cudart::cudaStreamEndCapture(stream, &mut graph),
            "cudaStreamEndCapture",
        )?;
        ok(
            cudart::cudaGraphInstantiate(&mut exec, graph, 0),
            "cudaGraphInstantiate",
        )?;
    }
    Ok((graph, exec))
}

/// The `n` 32-bit integers at device address `p`.
pub(crate) fn ints(p: *const c_void, n: usize) -> anyhow::Result<Vec<i32>> {
    let mut out = vec![0i32; n];
    ok(
        // SAFETY: both ranges hold the bytes copied.
        unsafe { cudart::cudaMemcpy(out.as_mut_ptr().cast(), p, n * 4, 2) },
        "cudaMemcpy D2H",
    )?;
    Ok(out)
}

/// The arguments of `handshake(flags, me, spins, seen)`, where the pointers
/// a launch takes point.
pub(crate) struct HandshakeArgs {
    pub flags: *mut c_void,
    pub me: c_int,
    pub spins: c_int,
    pub seen: *mut c_void,
}

impl HandshakeArgs {
    /// The arguments of the two sides (`me` 0 and 1) of one handshake.
    pub fn pair(flags: *mut c_void, spins: c_int, seen: *mut c_void) -> [HandshakeArgs; 2] {
        [0, 1].map(|me| HandshakeArgs {
            flags,
            me,
            spins,
            seen,
        })
    }

    /// One pointer per parameter, as `cudaLaunchKernel` takes them.
    pub fn ptrs(&mut self) -> [*mut c_void; 4] {
        [
            (&mut self.flags as *mut *mut c_void).cast(),
            (&mut self.me as *mut c_int).cast(),
            (&mut self.spins as *mut c_int).cast(),
            (&mut self.seen as *mut *mut c_void).cast(),
        ]
    }
}

/// The arguments of `scale(x, a, n)`, where the pointers a launch takes
/// point.
pub(crate) struct ScaleArgs {
    pub x: *mut c_void,
    pub a: f32,
    pub n: i32,
}

impl ScaleArgs {
    /// One pointer per parameter, as `cudaLaunchKernel` takes them.
    pub fn ptrs(&mut self) -> [*mut c_void; 3] {
        [
            (&mut self.x as *mut *mut c_void).cast(),
            (&mut self.a as *mut f32).cast(),
            (&mut self.n as *mut i32).cast(),
        ]
    }
}

fn launch(
    stub: &'static u8,
    grid: u32,
    block: u32,
    args: &mut [*mut c_void],
    stream: *mut c_void,
) -> CudaError {
    let d = |x| Dim3 { x, y: 1, z: 1 };
    // SAFETY: one pointer per parameter, each to a value of its type.
    unsafe { cudart::cudaLaunchKernel(addr(stub), d(grid), d(block), args.as_mut_ptr(), 0, stream) }
}

/// The runtime's devices for this run, in order, and each one's tag.
pub(crate) fn specs(selected: &[Selected]) -> Vec<(String, String)> {
    crate::programs::runtime_devices(selected)
        .into_iter()
        .map(|(tag, _, spec)| (tag.to_string(), spec.to_string()))
        .collect()
}

/// Every entry point on every device.
pub fn run(t: &mut Tally, selected: &[Selected]) {
    let devices = specs(selected);
    if devices.is_empty() {
        return;
    }
    let spec_list: Vec<&str> = devices.iter().map(|(_, s)| s.as_str()).collect();
    if let Err(f) = cudart::configure(&spec_list) {
        t.fail("cudart::configure", &f.to_string());
        return;
    }
    t.run("cudart::devices", || {
        let mut n: c_int = 0;
        // SAFETY: valid out-pointers throughout.
        unsafe {
            ok(cudart::cudaGetDeviceCount(&mut n), "cudaGetDeviceCount")?;
            ensure!(
                n as usize == devices.len(),
                "{n} devices, configured {}",
                devices.len()
            );
            expect(
                cudart::cudaSetDevice(n),
                cudaErrorInvalidDevice,
                "cudaSetDevice(count)",
            )?;
            expect(
                cudart::cudaSetDevice(-1),
                cudaErrorInvalidDevice,
                "cudaSetDevice(-1)",
            )?;
            expect(
                cudart::cudaGetDeviceCount(null_mut()),
                cudaErrorInvalidValue,
                "a null count",
            )?;
            let mut v = 0;
            ok(
                cudart::cudaRuntimeGetVersion(&mut v),
                "cudaRuntimeGetVersion",
            )?;
            ensure!(v >= 12000, "runtime version {v}");
        }
        Ok(())
    });
    t.run("cudart::peer", || peer::peer(devices.len()));
    for (i, (tag, spec)) in devices.iter().enumerate() {
        let on = |t: &mut Tally, name: &str, f: &dyn Fn() -> anyhow::Result<()>| {
            on_device(t, (i, tag), name, f)
        };
        on(t, "properties", &|| device_properties(i, spec));
        on(t, "memory", &memory::memory);
        on(t, "copies_2d_and_memset", &memory::copies_2d);
        on(t, "pitched_3d", &pitched::pitched_3d);
        on(t, "arrays", &arrays::arrays);
        on(t, "texture_objects", &arrays::texture_objects);
        on(t, "symbols", &symbols);
        on(t, "launch", &launches);
        on(t, "streams_and_events", &streams);
        on(
            t,
            "legacy_default_stream",
            &legacy_stream::legacy_default_stream,
        );
        on(t, "graphs", &graph::graphs);
        on(t, "graph_fork_join", &graph::fork_join);
        on(t, "graph_branches_run_together", &|| {
            graph::branches_run_together(spec)
        });
        on(t, "graph_launches_take_turns", &|| {
            graph::launches_of_one_graph_take_turns(spec)
        });
        on(t, "graph_event_nodes", &graph::event_nodes);
        on(t, "graph_nodes", &graph_nodes::graph_nodes);
        on(t, "graph_composition", &graph_nodes::graph_composition);
        on(t, "graph_update", &graph_nodes::graph_update);
        on(t, "host_functions", &host_fn::host_functions);
        on(
            t,
            "host_functions_run_beside_the_caller",
            &host_fn::host_functions_run_beside_the_caller,
        );
        on(t, "cooperative_launch", &|| {
            cooperative::cooperative_launch(spec)
        });
        on(t, "errors", &errors);
        on(t, "host_memory", &host_memory);
        on(t, "managed_memory", &managed::managed_memory);
        on(t, "mapped_host_memory", &managed::mapped_host_memory);
        on(
            t,
            "registered_host_memory",
            &managed::registered_host_memory,
        );
        on(
            t,
            "nvcc_managed_variables",
            &managed_vars::nvcc_managed_variables,
        );
        on(t, "kernel_attributes", &attributes);
        on(t, "limits", &limits);
    }
}

/// `cudaDeviceSetLimit` and `cudaDeviceGetLimit`: NVIDIA's defaults, the values set, the
/// limits refused, and the defaults again after a reset.
fn limits() -> anyhow::Result<()> {
    let get = |limit: c_int| -> anyhow::Result<usize> {
        let mut v = usize::MAX;
        // SAFETY: a valid out-pointer.
        let code = unsafe { cudart::cudaDeviceGetLimit(&mut v, limit) };
        ok(code, "cudaDeviceGetLimit")?;
        Ok(v)
    };
    // cudaLimitStackSize, PrintfFifoSize, MallocHeapSize, PersistingL2CacheSize.
    let defaults = [(0, 1024), (1, 1 << 20), (2, 8 << 20), (6, 0)];
    for (limit, want) in defaults {
        ensure!(
            get(limit)? == want,
            "limit {limit}: {} by default",
            get(limit)?
        );
    }
    // SAFETY: plain values and a valid out-pointer (or a null one, refused).
    unsafe {
        ok(cudart::cudaDeviceSetLimit(0, 4096), "a stack of 4 KiB")?;
        ok(cudart::cudaDeviceSetLimit(2, 64 << 20), "a heap of 64 MiB")?;
        expect(
            cudart::cudaDeviceSetLimit(0, 0),
            cudaErrorInvalidValue,
            "a stack of 0 bytes",
        )?;
        // cudaLimitDevRuntimeSyncDepth: dynamic parallelism is not taken.
        expect(
            cudart::cudaDeviceSetLimit(3, 2),
            cudaErrorNotSupported,
            "a dynamic-parallelism limit",
        )?;
        let mut v = 0usize;
        expect(
            cudart::cudaDeviceGetLimit(&mut v, 99),
            cudaErrorNotSupported,
            "an unknown limit",
        )?;
        expect(
            cudart::cudaDeviceGetLimit(std::ptr::null_mut(), 0),
            cudaErrorInvalidValue,
            "a null pointer",
        )?;
    }
    cudart::cudaGetLastError();
    ensure!(get(0)? == 4096 && get(2)? == 64 << 20, "the values set");
    ensure!(get(1)? == 1 << 20, "an untouched limit");
    // SAFETY: no memory of the runtime is held here.
    ok(unsafe { cudart::cudaDeviceReset() }, "cudaDeviceReset")?;
    for (limit, want) in defaults {
        ensure!(
            get(limit)? == want,
            "limit {limit} after a reset: {}",
            get(limit)?
        );
    }
    Ok(())
}

/// Runs test `name` of the runtime on device `i` (tagged `tag`), made
/// current, after registering the suite's kernels.
fn on_device(
    t: &mut Tally,
    (i, tag): (usize, &str),
    name: &str,
    f: &dyn Fn() -> anyhow::Result<()>,
) {
    t.run(&format!("{tag}::cudart::{name}"), || {
        ok(
            // SAFETY: a valid ordinal.
            unsafe { cudart::cudaSetDevice(i as c_int) },
            "cudaSetDevice",
        )?;
        register()?;
        cudart::cudaGetLastError();
        f()
    });
}

fn device_properties(ordinal: usize, spec: &str) -> anyhow::Result<()> {
    let mut dev = -1;
    // SAFETY: valid out-pointers; the property buffer is larger than either
    // CUDA version's cudaDeviceProp.
    unsafe {
        ok(cudart::cudaGetDevice(&mut dev), "cudaGetDevice")?;
        ensure!(dev as usize == ordinal, "cudaGetDevice gave {dev}");
        let mut prop = vec![0u8; 2048];
        ok(
            cudart::cudaGetDeviceProperties_v2(prop.as_mut_ptr(), dev),
            "cudaGetDeviceProperties",
        )?;
        let layout = cudart::abi::device_prop_layout();
        let at = |f: &str| {
            let o = layout.offset(f).expect("field");
            i32::from_le_bytes(prop[o..o + 4].try_into().expect("4 bytes"))
        };
        let name = CStr::from_bytes_until_nul(&prop[..256])
            .context("a name")?
            .to_string_lossy()
            .into_owned();
        ensure!(!name.is_empty(), "an empty name");
        let mut warp = 0;
        ok(
            cudart::cudaDeviceGetAttribute(&mut warp, 10, dev),
            "cudaDeviceGetAttribute(warpSize)",
        )?;
        ensure!(
            at("warpSize") == warp && (warp == 32 || warp == 64),
            "warp size {} / {warp}",
            at("warpSize")
        );
        ensure!(
            at("maxThreadsPerBlock") >= 256 && at("multiProcessorCount") >= 1,
            "{name}: limits"
        );
        let mut major = -1;
        ok(
            cudart::cudaDeviceGetAttribute(&mut major, 75, dev),
            "compute capability",
        )?;
        // NVIDIA's own; elsewhere the registered code's (sm_80).
        let mut minor = -1;
        ok(
            cudart::cudaDeviceGetAttribute(&mut minor, 76, dev),
            "compute capability minor",
        )?;
        ensure!(
            if spec == "cuda" {
                major >= 5
            } else {
                (major, minor) == (8, 0)
            },
            "{spec}: compute capability {major}.{minor}"
        );
        ensure!(
            prop[layout.size..].iter().all(|b| *b == 0),
            "wrote past cudaDeviceProp"
        );
        expect(
            cudart::cudaDeviceGetAttribute(&mut major, 100_000, dev),
            cudaErrorNotSupported,
            "an unknown attribute",
        )?;
        let (mut free, mut total) = (0usize, 0usize);
        ok(
            cudart::cudaMemGetInfo(&mut free, &mut total),
            "cudaMemGetInfo",
        )?;
        ensure!(free <= total && total > 0, "free {free} of {total}");
    }
    Ok(())
}

fn symbols() -> anyhow::Result<()> {
    let table = [1.0f32, 2.0, 3.0, 4.0];
    // SAFETY: the variables are registered with their sizes; host ranges hold
    // what is copied.
    unsafe {
        ok(
            cudart::cudaMemcpyToSymbol(addr(&TABLE), table.as_ptr().cast(), 16, 0, 1),
            "cudaMemcpyToSymbol",
        )?;
        let zero = 0i32;
        ok(
            cudart::cudaMemcpyToSymbol(addr(&COUNTER), (&zero as *const i32).cast(), 4, 0, 1),
            "reset counter",
        )?;
        let mut back = [0f32; 2];
        ok(
            cudart::cudaMemcpyFromSymbol(back.as_mut_ptr().cast(), addr(&TABLE), 8, 8, 2),
            "cudaMemcpyFromSymbol at an offset",
        )?;
        ensure!(back == [3.0, 4.0], "read back {back:?}");
        expect(
            cudart::cudaMemcpyToSymbol(addr(&TABLE), table.as_ptr().cast(), 16, 4, 1),
            cudaErrorInvalidValue,
            "past the variable",
        )?;
        expect(
            cudart::cudaMemcpyToSymbol(addr(&UNREGISTERED), table.as_ptr().cast(), 4, 0, 1),
            cudaErrorInvalidSymbol,
            "an unregistered symbol",
        )?;
        let mut size = 0usize;
        ok(
            cudart::cudaGetSymbolSize(&mut size, addr(&TABLE)),
            "cudaGetSymbolSize",
        )?;
        ensure!(size == 16, "size {size}");
        let mut at = null_mut();
        ok(
            cudart::cudaGetSymbolAddress(&mut at, addr(&TABLE)),
            "cudaGetSymbolAddress",
        )?;
        let mut first = 0f32;
        ok(
            cudart::cudaMemcpy((&mut first as *mut f32).cast(), at, 4, 2),
            "a copy from the symbol's address",
        )?;
        ensure!(first == 1.0, "table[0] through its address: {first}");
        // A kernel reads the table and counts into the variable.
        let n = 10;
        let x = upload(&[0.0; 10])?;
        // SAFETY: valid arguments, as the call requires.
        let (mut xp, mut np) = (x, n);
        let mut args = [
            (&mut xp as *mut *mut c_void).cast(),
            (&mut np as *mut i32).cast(),
        ];
        ok(
            launch(&ADD_TABLE, 1, 32, &mut args, null_mut()),
            "add_table",
        )?;
        ensure!(
            download(x, 10)? == [1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0],
            "table read by the kernel"
        );
        let mut count = 0i32;
        ok(
            cudart::cudaMemcpyFromSymbol((&mut count as *mut i32).cast(), addr(&COUNTER), 4, 0, 2),
            "the counter",
        )?;
        ensure!(count == 10, "counter {count}");
        ok(cudart::cudaFree(x), "cudaFree")?;
    }
    Ok(())
}

fn launches() -> anyhow::Result<()> {
    let xs: Vec<f32> = (0..300).map(|i| i as f32).collect();
    let x = upload(&xs)?;
    let mut scale = ScaleArgs { x, a: 2.0, n: 300 };
    let mut args = scale.ptrs();
    ok(
        launch(&SCALE, 3, 128, &mut args, null_mut()),
        "cudaLaunchKernel",
    )?;
    ok(cudart::cudaGetLastError(), "after a launch")?;
    // SAFETY: no arguments are read.
    unsafe { ok(cudart::cudaDeviceSynchronize(), "cudaDeviceSynchronize")? };
    let got = download(x, 300)?;
    ensure!(
        got.iter().enumerate().all(|(i, v)| *v == 2.0 * i as f32),
        "scaled"
    );
    // <<<>>>: the configuration pushed, popped by the stub.
    // SAFETY: valid out-pointers.
    unsafe {
        let d = |x| Dim3 { x, y: 1, z: 1 };
        cudart::__cudaPushCallConfiguration(d(2), d(64), 16, null_mut());
        // SAFETY: valid out-pointers.
        let (mut g, mut b, mut s, mut st) =
            (d(0), d(0), 0usize, std::ptr::dangling_mut::<c_void>());
        ok(
            cudart::__cudaPopCallConfiguration(
                &mut g,
                &mut b,
                &mut s,
                (&mut st as *mut *mut c_void).cast(),
            ),
            "pop",
        )?;
        ensure!(
            g.x == 2 && b.x == 64 && s == 16 && st.is_null(),
            "the popped configuration"
        );
        expect(
            cudart::__cudaPopCallConfiguration(
                &mut g,
                &mut b,
                &mut s,
                (&mut st as *mut *mut c_void).cast(),
            ),
            cudaErrorMissingConfiguration,
            "a pop without a push",
        )?;
    }
    expect(
        launch(&SCALE, 1, 100_000, &mut args, null_mut()),
        cudaErrorInvalidValue,
        "a 100,000-thread block",
    )?;
    expect(
        launch(&SCALE, 0, 32, &mut args, null_mut()),
        cudaErrorInvalidConfiguration,
        "an empty grid",
    )?;
    expect(
        launch(&UNREGISTERED, 1, 32, &mut args, null_mut()),
        cudaErrorInvalidDeviceFunction,
        "an unregistered function",
    )?;
    let mut null_arg = [null_mut(), null_mut(), null_mut()];
    expect(
        launch(&SCALE, 1, 32, &mut null_arg, null_mut()),
        cudaErrorInvalidValue,
        "a null argument pointer",
    )?;
    // SAFETY: the handle is the stub's.
    unsafe {
        let mut k: *const c_void = std::ptr::null();
        ok(cudart::cudaGetKernel(&mut k, addr(&SCALE)), "cudaGetKernel")?;
        let d = |x| Dim3 { x, y: 1, z: 1 };
        ok(
            cudart::__cudaLaunchKernel(k, d(3), d(128), args.as_mut_ptr(), 0, null_mut()),
            "__cudaLaunchKernel",
        )?;
    }
    ensure!(
        download(x, 300)?[299] == 4.0 * 299.0,
        "launched through a kernel handle"
    );
    // SAFETY: `x` is this runtime's.
    unsafe { ok(cudart::cudaFree(x), "cudaFree")? };
    Ok(())
}

fn streams() -> anyhow::Result<()> {
    let n = 4096usize;
    // SAFETY: handles from the runtime; host memory pinned by it and kept
    // until the streams are synchronised.
    unsafe {
        let mut host: *mut c_void = null_mut();
        ok(cudart::cudaMallocHost(&mut host, n * 4), "cudaMallocHost")?;
        let h = std::slice::from_raw_parts_mut(host.cast::<f32>(), n);
        for (i, v) in h.iter_mut().enumerate() {
            *v = i as f32;
        }
        let x = malloc(n * 4)?;
        let (mut s1, mut s2) = (null_mut(), null_mut());
        ok(cudart::cudaStreamCreate(&mut s1), "cudaStreamCreate")?;
        ok(
            cudart::cudaStreamCreateWithFlags(&mut s2, 1),
            "non-blocking stream",
        )?;
        let (mut e0, mut e1) = (null_mut(), null_mut());
        ok(cudart::cudaEventCreate(&mut e0), "cudaEventCreate")?;
        ok(
            cudart::cudaEventCreateWithFlags(&mut e1, 2),
            "cudaEventCreateWithFlags",
        )?;
        ok(
            cudart::cudaEventQuery(e0),
            "an unrecorded event is complete",
        )?;
        ok(cudart::cudaEventRecord(e0, s1), "cudaEventRecord")?;
        ok(
            cudart::cudaMemcpyAsync(x, host, n * 4, 1, s1),
            "cudaMemcpyAsync",
        )?;
        let mut scale = ScaleArgs {
            x,
            a: 3.0,
            n: n as i32,
        };
        let mut args = scale.ptrs();
        ok(
            launch(&SCALE, (n / 256) as u32, 256, &mut args, s1),
            "a launch on a stream",
        )?;
        ok(cudart::cudaEventRecord(e1, s1), "cudaEventRecord")?;
        ok(
            cudart::cudaStreamWaitEvent(s2, e1, 0),
            "cudaStreamWaitEvent",
        )?;
        ok(
            cudart::cudaMemcpyAsync(host, x, n * 4, 2, s2),
            "a copy ordered after the event",
        )?;
        ok(cudart::cudaStreamSynchronize(s2), "cudaStreamSynchronize")?;
        ensure!(
            h[n - 1] == 3.0 * (n - 1) as f32,
            "stream order: {}",
            h[n - 1]
        );
        ok(cudart::cudaEventSynchronize(e1), "cudaEventSynchronize")?;
        let mut ms = -1f32;
        ok(
            cudart::cudaEventElapsedTime(&mut ms, e0, e1),
            "cudaEventElapsedTime",
        )?;
        ensure!(ms >= 0.0, "elapsed {ms}");
        let q = cudart::cudaStreamQuery(s1);
        ensure!(
            q == cudaSuccess || q == cudaErrorNotReady,
            "cudaStreamQuery gave {}",
            name(q)
        );
        ok(cudart::cudaStreamDestroy(s1), "cudaStreamDestroy")?;
        expect(
            cudart::cudaStreamDestroy(s1),
            cudaErrorInvalidResourceHandle,
            "a destroyed stream",
        )?;
        expect(
            cudart::cudaStreamSynchronize(0x1234 as *mut c_void),
            cudaErrorInvalidResourceHandle,
            "a forged stream",
        )?;
        expect(
            cudart::cudaStreamDestroy(null_mut()),
            cudaErrorInvalidResourceHandle,
            "destroying stream 0",
        )?;
        ok(cudart::cudaStreamDestroy(s2), "cudaStreamDestroy")?;
        let mut e2 = null_mut();
        ok(cudart::cudaEventCreate(&mut e2), "cudaEventCreate")?;
        expect(
            cudart::cudaEventElapsedTime(&mut ms, e0, e2),
            cudaErrorInvalidResourceHandle,
            "an unrecorded end event",
        )?;
        for e in [e0, e1, e2] {
            ok(cudart::cudaEventDestroy(e), "cudaEventDestroy")?;
        }
        expect(
            cudart::cudaEventRecord(e0, null_mut()),
            cudaErrorInvalidResourceHandle,
            "a destroyed event",
        )?;
        ok(cudart::cudaFree(x), "cudaFree")?;
        ok(cudart::cudaFreeHost(host), "cudaFreeHost")?;
        expect(
            cudart::cudaFreeHost(host),
            cudaErrorInvalidValue,
            "a second cudaFreeHost",
        )?;
    }
    Ok(())
}

fn errors() -> anyhow::Result<()> {
    // SAFETY: a null free is refused before anything is read.
    let code = unsafe { cudart::cudaFree(0x40 as *mut c_void) };
    ensure!(code == cudaErrorInvalidValue, "{}", name(code));
    ensure!(
        cudart::cudaPeekAtLastError() == code,
        "peek keeps the error"
    );
    ensure!(cudart::cudaPeekAtLastError() == code, "peek keeps it again");
    let text = cstr(cudart::cudaGetErrorString(code));
    ensure!(
        text.contains("cudaFree") && text.contains("0x40"),
        "the message says what: {text}"
    );
    ensure!(
        cstr(cudart::cudaGetErrorName(code)) == "cudaErrorInvalidValue",
        "the name"
    );
    ensure!(cudart::cudaGetLastError() == code, "get returns it");
    ensure!(cudart::cudaGetLastError() == cudaSuccess, "and clears it");
    ensure!(
        cstr(cudart::cudaGetErrorString(cudaErrorInvalidValue)) == "invalid argument",
        "a code's own text"
    );
    ensure!(
        cstr(cudart::cudaGetErrorName(12345)) == "cudaErrorUnknown",
        "an unknown code"
    );
    let code = cudart::unsupported::cudaCreateSurfaceObject();
    ensure!(
        code == cudaErrorNotSupported,
        "cudaCreateSurfaceObject: {}",
        name(code)
    );
    ensure!(
        cudart::unsupported::NOT_SUPPORTED.contains(&"cudaCreateSurfaceObject"),
        "the list of refusals"
    );
    let text = cstr(cudart::cudaGetErrorString(code));
    ensure!(text.contains("cudaCreateSurfaceObject"), "{text}");
    cudart::cudaGetLastError();
    Ok(())
}

fn host_memory() -> anyhow::Result<()> {
    // SAFETY: valid out-pointers.
    unsafe {
        let mut h = null_mut();
        ok(cudart::cudaHostAlloc(&mut h, 100, 0), "cudaHostAlloc")?;
        let mut attr = [0u8; 24];
        ok(
            cudart::cudaPointerGetAttributes(attr.as_mut_ptr().cast(), h),
            "attributes of host memory",
        )?;
        ensure!(
            i32::from_le_bytes(attr[..4].try_into()?) == 1,
            "a pinned pointer's type"
        );
        ok(cudart::cudaFreeHost(h), "cudaFreeHost")?;
    }
    Ok(())
}

fn attributes() -> anyhow::Result<()> {
    // SAFETY: valid out-pointers; the attribute struct is 144 bytes.
    unsafe {
        let mut a = [0u8; 144];
        ok(
            cudart::cudaFuncGetAttributes(a.as_mut_ptr().cast(), addr(&SCALE)),
            "cudaFuncGetAttributes",
        )?;
        let max_threads = i32::from_le_bytes(a[24..28].try_into()?);
        ensure!(max_threads >= 256, "maxThreadsPerBlock {max_threads}");
        expect(
            cudart::cudaFuncGetAttributes(a.as_mut_ptr().cast(), addr(&UNREGISTERED)),
            cudaErrorInvalidDeviceFunction,
            "an unregistered function",
        )?;
        ok(
            cudart::cudaFuncSetAttribute(addr(&SCALE), 8, 1024),
            "max dynamic shared memory",
        )?;
        expect(
            cudart::cudaFuncSetAttribute(addr(&SCALE), 8, i32::MAX),
            cudaErrorInvalidValue,
            "too much shared memory",
        )?;
        let mut blocks = -1;
        ok(
            cudart::cudaOccupancyMaxActiveBlocksPerMultiprocessor(
                &mut blocks,
                addr(&SCALE),
                128,
                0,
            ),
            "occupancy",
        )?;
        ensure!(blocks >= 1, "{blocks} blocks of 128");
        ok(
            cudart::cudaOccupancyMaxActiveBlocksPerMultiprocessor(
                &mut blocks,
                addr(&SCALE),
                1 << 20,
                0,
            ),
            "occupancy of an impossible block",
        )?;
        ensure!(blocks == 0, "{blocks} blocks of 2^20");
    }
    Ok(())
}
