use super::launch::arg_slot;
use super::memory::memset_range;
use super::module::{cubin_words, log_text, module_name, ptx_text};
use super::*;
use gpujit_device::{DeviceExt, Param, ParamType, ScalarType};
use gpujit_device::{DeviceId, Dim3, ImageFormat, KernelSignature};
use std::ffi::c_void;

// Compile-time: the device and its module type can be shared across threads.
const _: () = {
    const fn send_sync<T: Send + Sync>() {}
    send_sync::<CudaDevice>();
    send_sync::<CudaModule>();
};

/// Whether cudarc can open a driver library here (the ground truth for the next test).
fn driver_library_present() -> bool {
    // SAFETY: only dlopens candidate names of the CUDA driver library.
    unsafe { sys::is_culib_present() }
}

#[test]
fn open_without_a_driver_is_an_error_not_a_panic() {
    let opened = std::panic::catch_unwind(|| CudaDevice::open(0));
    let opened = opened.expect("CudaDevice::open must never panic");
    let listed = std::panic::catch_unwind(list_devices).expect("list_devices panicked");
    if driver_library_present() {
        // A machine with a driver: a device, or a clean NoDevice.
        assert!(
            matches!(opened, Ok(_) | Err(Error::NoDevice { .. })),
            "{opened:?}"
        );
        assert!(listed.is_ok(), "{listed:?}");
        return;
    }
    match opened {
        Err(Error::LibraryNotFound {
            backend,
            library,
            tried,
            reason,
        }) => {
            assert_eq!(backend, Backend::Cuda);
            assert_eq!(library, "libcuda.so");
            assert!(tried.iter().any(|t| t == "libcuda.so.1"), "{tried:?}");
            assert_eq!(tried, cuda::library_candidates());
            assert!(reason.contains("libcuda.so"), "{reason}");
        }
        other => panic!("expected LibraryNotFound, got {other:?}"),
    }
    assert!(
        matches!(listed, Err(Error::LibraryNotFound { .. })),
        "{listed:?}"
    );
    // Asking again answers from the cache, the same way.
    assert!(matches!(
        CudaDevice::open(3),
        Err(Error::LibraryNotFound { .. })
    ));
    assert!(matches!(
        cuda::driver_version(),
        Err(Error::LibraryNotFound { .. })
    ));
}

#[test]
fn ptx_text_is_nul_terminated_once() {
    assert_eq!(ptx_text(b".version 7.8").unwrap(), b".version 7.8\0");
    assert_eq!(ptx_text(b"ret;\0\0").unwrap(), b"ret;\0");
    assert_eq!(ptx_text(b"").unwrap(), b"\0");
    let err = ptx_text(b"ret;\0ret;").unwrap_err();
    assert!(err.contains("offset 4"), "{err}");
}

/// A minimal ELF64 header: no program or section headers.
fn elf_header() -> Vec<u8> {
    let mut h = vec![0u8; 64];
    h[..4].copy_from_slice(b"\x7fELF");
    h[4] = 2; // 64-bit
    h[5] = 1; // little-endian
    h
}

#[test]
fn cubin_headers_are_checked() {
    let mut h = elf_header();
    h.extend_from_slice(&[1, 2, 3]);
    let words = cubin_words(&h).unwrap();
    assert_eq!(words.len(), 9);
    assert_eq!(words[8], u64::from_ne_bytes([1, 2, 3, 0, 0, 0, 0, 0]));

    assert!(cubin_words(b"//\n.version 7.8\n.target sm_80").is_err());
    assert!(cubin_words(&h[..40]).is_err());
    // Section headers at offset 64, 64 bytes each, 2 of them: past the end.
    let mut bad = elf_header();
    bad[40..48].copy_from_slice(&64u64.to_le_bytes());
    bad[58..60].copy_from_slice(&64u16.to_le_bytes());
    bad[60..62].copy_from_slice(&2u16.to_le_bytes());
    let err = cubin_words(&bad).unwrap_err();
    assert!(err.contains("truncated"), "{err}");
    bad.resize(64 + 128, 0);
    assert!(cubin_words(&bad).is_ok());
    // An offset that overflows.
    bad[40..48].copy_from_slice(&u64::MAX.to_le_bytes());
    assert!(cubin_words(&bad).is_err());
}

#[test]
fn jit_logs_are_cut_at_the_used_size_and_nul() {
    let mut buf = b"ptxas info : Used 8 registers\0garbage".to_vec();
    buf.resize(64, b'x');
    let used = |n: usize| std::ptr::without_provenance_mut::<c_void>(n);
    assert_eq!(log_text(&buf, used(64)), "ptxas info : Used 8 registers");
    assert_eq!(log_text(&buf, used(5)), "ptxas");
    assert_eq!(log_text(&buf, used(0)), "");
    // A size larger than the buffer is clamped.
    assert_eq!(
        log_text(&buf, used(1 << 20)),
        "ptxas info : Used 8 registers"
    );
}

#[test]
fn argument_slots_hold_little_endian_bytes() {
    assert_eq!(arg_slot(&2.0f32.into()), vec![u64::from(2.0f32.to_bits())]);
    assert_eq!(arg_slot(&(-1i16).into()), vec![0xffff]);
    assert_eq!(arg_slot(&true.into()), vec![1]);
    assert_eq!(arg_slot(&1.5f64.into()), vec![1.5f64.to_bits()]);
    let rec = KernelArg::record(&[1u32.into(), 2u32.into(), 3u32.into()]).unwrap();
    assert_eq!(arg_slot(&rec), vec![1 | (2 << 32), 3]);
    let p = KernelArg::address(0x7f00_0000_1000, None);
    assert_eq!(arg_slot(&p), vec![0x7f00_0000_1000]);
}

/// An owner that frees nothing, for DeviceMemory values at made-up addresses.
struct NoFree;
impl MemoryOwner for NoFree {
    fn free(&self, _addr: u64, _bytes: usize) {}
}

#[test]
fn memset_ranges_are_checked_before_the_driver() {
    let id = DeviceId::new(Backend::Cuda, 0, "none");
    // SAFETY: only the range arithmetic is used; no device ever sees this memory.
    let mem = unsafe { DeviceMemory::new(id.clone(), 0x10_0000, 64, Arc::new(NoFree)) };
    assert_eq!(memset_range(&mem, 0, 64, 1).unwrap(), 0x10_0000);
    assert_eq!(memset_range(&mem, 8, 14, 4).unwrap(), 0x10_0008);
    assert_eq!(memset_range(&mem, 64, 0, 4).unwrap(), 0x10_0040);
    let range_error = |r: Result<u64>| match r {
        Err(Error::CopyRange { detail }) => detail,
        other => panic!("expected CopyRange, got {other:?}"),
    };
    // Past the end, in bytes and in words.
    let d = range_error(memset_range(&mem, 1, 64, 1));
    assert!(d.contains("64-byte allocation"), "{d}");
    range_error(memset_range(&mem, 0, 17, 4));
    range_error(memset_range(&mem, 60, 2, 4));
    range_error(memset_range(&mem, 65, 0, 1));
    // Overflowing sizes and offsets.
    let d = range_error(memset_range(&mem, 0, usize::MAX / 2, 4));
    assert!(d.contains("overflows"), "{d}");
    range_error(memset_range(&mem, usize::MAX, 1, 1));
    // Words must be aligned.
    let d = range_error(memset_range(&mem, 2, 1, 4));
    assert!(d.contains("multiple of 4"), "{d}");
    assert!(memset_range(&mem, 3, 1, 1).is_ok());
    // SAFETY: as above.
    let odd = unsafe { DeviceMemory::new(id, 0x10_0002, 64, Arc::new(NoFree)) };
    range_error(memset_range(&odd, 0, 1, 4));
}

#[test]
fn attributes_and_occupancy_types_are_plain_data() {
    let a = KernelAttributes {
        registers_per_thread: 16,
        static_shared_bytes: 0,
        local_bytes_per_thread: 0,
        const_bytes: 0,
        max_threads_per_block: 1024,
        ptx_version: 80,
        binary_version: 90,
    };
    let b = a;
    assert_eq!(a, b);
    assert!(format!("{a:?}").contains("registers_per_thread: 16"));
}

#[test]
fn module_names_join_kernels() {
    assert_eq!(module_name(&[]), "(no kernels)");
    let k = |n: &str| KernelSignature {
        name: n.into(),
        params: vec![],
        max_threads: None,
    };
    assert_eq!(module_name(&[k("a"), k("b")]), "a, b");
}

// ---- Tests that need a GPU. Run with `cargo test -- --ignored` on a CUDA machine. ----

pub(crate) const SAXPY_PTX: &str = r#"
.version 7.8
.target sm_80
.address_size 64

// y[i] = a * x[i] + y[i] for i < n
.visible .entry saxpy(
.param .f32 a,
.param .u64 x,
.param .u64 y,
.param .u32 n
)
{
.reg .pred %p<2>;
.reg .b32 %r<7>;
.reg .f32 %f<5>;
.reg .b64 %rd<8>;

mov.u32 %r1, %ctaid.x;
mov.u32 %r2, %ntid.x;
mov.u32 %r3, %tid.x;
mad.lo.s32 %r4, %r1, %r2, %r3;
ld.param.u32 %r5, [n];
setp.ge.u32 %p1, %r4, %r5;
@%p1 bra DONE;
ld.param.f32 %f1, [a];
ld.param.u64 %rd1, [x];
ld.param.u64 %rd2, [y];
cvta.to.global.u64 %rd3, %rd1;
cvta.to.global.u64 %rd4, %rd2;
mul.wide.u32 %rd5, %r4, 4;
add.s64 %rd6, %rd3, %rd5;
add.s64 %rd7, %rd4, %rd5;
ld.global.f32 %f2, [%rd6];
ld.global.f32 %f3, [%rd7];
fma.rn.f32 %f4, %f1, %f2, %f3;
st.global.f32 [%rd7], %f4;
DONE:
ret;
}
"#;

/// Stores to global address 0x10, which is never mapped.
const FAULT_PTX: &str = r#"
.version 7.8
.target sm_80
.address_size 64

.visible .entry oob()
{
.reg .b32 %r<2>;
.reg .b64 %rd<2>;

mov.u64 %rd1, 16;
mov.u32 %r1, 42;
st.global.u32 [%rd1], %r1;
ret;
}
"#;

/// Line 8 uses an instruction that does not exist.
const INVALID_PTX: &str = ".version 7.8
.target sm_80
.address_size 64

.visible .entry broken()
{
.reg .b32 %r<2>;
frobnicate.u32 %r1, 7;
ret;
}
";

fn param(name: &str, ty: ParamType) -> Param {
    Param {
        name: name.into(),
        ty,
    }
}

pub(crate) fn saxpy_signature() -> KernelSignature {
    KernelSignature {
        name: "saxpy".into(),
        params: vec![
            param("a", ParamType::Scalar(ScalarType::F32)),
            param("x", ParamType::Pointer(Some(ScalarType::F32))),
            param("y", ParamType::Pointer(Some(ScalarType::F32))),
            param("n", ParamType::Scalar(ScalarType::U32)),
        ],
        max_threads: None,
    }
}

pub(crate) fn ptx(text: &str, kernels: Vec<KernelSignature>) -> Image {
    Image {
        format: ImageFormat::Ptx,
        arch: "sm_80".into(),
        bytes: text.as_bytes().to_vec(),
        kernels,
        refused: Vec::new(),
        coarse: None,
    }
}

/// The first CUDA device, or None (with the reason on stderr) where there is none.
fn gpu() -> Option<CudaDevice> {
    match CudaDevice::open(0) {
        Ok(dev) => Some(dev),
        Err(e) => {
            eprintln!("no CUDA device: {e}");
            None
        }
    }
}

/// The device, or a failure: an ignored GPU test run on purpose must not pass without one.
pub(crate) fn require_gpu() -> CudaDevice {
    gpu().expect("this test needs a CUDA device")
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn device_info_is_plausible() {
    let dev = require_gpu();
    let info = dev.info();
    eprintln!("{info:?}\n{:?}", dev.properties());
    assert_eq!(info.backend, Backend::Cuda);
    assert!(info.arch.starts_with("sm_"), "{}", info.arch);
    let (major, minor) = dev.properties().compute_capability;
    assert_eq!(info.arch, format!("sm_{major}{minor}"));
    assert!(major >= 5);
    assert_eq!(info.warp_size, 32);
    assert!(info.multiprocessors > 0);
    assert_eq!(info.max_threads_per_block, 1024);
    assert_eq!(info.max_block, Dim3::new(1024, 1024, 64));
    assert_eq!(info.max_grid.x, (1u32 << 31) - 1);
    assert!(info.total_memory > 1 << 30);
    assert_eq!(dev.properties().shared_per_block, 48 * 1024);
    assert!(info.max_shared_per_block >= 48 * 1024);
    assert!(!info.name.is_empty());
    let listed = list_devices().unwrap();
    assert_eq!(listed[0], *info);
    assert!(dev.properties().driver_version >= (11, 8));
    assert!(matches!(
        CudaDevice::open(listed.len() as u32),
        Err(Error::NoDevice { .. })
    ));
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn upload_download_roundtrip() {
    let dev = require_gpu();
    let data: Vec<f32> = (0..4096).map(|i| i as f32 * 0.5 - 7.0).collect();
    let mut buf = dev.upload(&data).unwrap();
    assert_eq!(dev.download(&buf).unwrap(), data);

    // Offsets, both ways.
    dev.write_bytes(&mut buf, 8, &[0xab; 12]).unwrap();
    let mut back = [0u8; 20];
    dev.read_bytes(&buf, 4, &mut back).unwrap();
    assert_eq!(&back[..4], &data[1].to_le_bytes());
    assert_eq!(&back[4..16], &[0xab; 12]);
    assert_eq!(&back[16..], &data[5].to_le_bytes());
    assert!(matches!(
        dev.read_bytes(&buf, 4096 * 4 - 2, &mut back),
        Err(Error::CopyRange { .. })
    ));
    // A device-side copy, and memory of another open of the same GPU refused.
    let mut copy = dev.alloc::<f32>(4096).unwrap();
    dev.copy(&buf, &mut copy).unwrap();
    assert_eq!(dev.download(&copy).unwrap(), dev.download(&buf).unwrap());
    let other = CudaDevice::open(0).unwrap();
    assert_ne!(other.id(), dev.id());
    assert!(matches!(
        other.download(&buf),
        Err(Error::WrongDevice { .. })
    ));
    assert!(matches!(
        other.memset_d8(buf.memory(), 0),
        Err(Error::WrongDevice { .. })
    ));

    // Zero bytes: allocates nothing, copies nothing, frees nothing.
    let empty = dev.upload::<u32>(&[]).unwrap();
    assert!(empty.is_empty());
    assert_eq!(dev.download(&empty).unwrap(), Vec::<u32>::new());

    // From several threads at once: each makes the context current itself.
    std::thread::scope(|s| {
        for t in 0..4u32 {
            let dev = &dev;
            s.spawn(move || {
                let data: Vec<u32> = (0..1000).map(|i| i * 4 + t).collect();
                let buf = dev.upload(&data).unwrap();
                assert_eq!(dev.download(&buf).unwrap(), data);
            });
        }
    });
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn saxpy_ptx_runs() {
    let dev = require_gpu();
    let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
    // The info log is empty when the driver's compute cache already holds
    // this PTX, so its content is printed, not asserted.
    let log = CudaModule::of(&module).unwrap().jit_log().to_string();
    eprintln!("JIT log:\n{log}");

    let n = 1000usize;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let y0: Vec<f32> = (0..n + 24).map(|i| 1000.0 - i as f32).collect();
    let xb = dev.upload(&x).unwrap();
    let yb = dev.upload(&y0).unwrap();
    let saxpy = module.kernel("saxpy").unwrap();
    let args = [2.0f32.into(), (&xb).into(), (&yb).into(), (n as u32).into()];
    // Launch from another thread than the one that opened the device.
    std::thread::scope(|s| {
        s.spawn(|| {
            dev.launch(&saxpy, &LaunchConfig::for_elems(n, 128), &args)
                .unwrap()
        });
    });
    dev.synchronize().unwrap();
    let y = dev.download(&yb).unwrap();
    for (i, &v) in y[..n].iter().enumerate() {
        assert_eq!(v, 1000.0 + i as f32, "y[{i}]");
    }
    // Past n the kernel must not write.
    assert_eq!(&y[n..], &y0[n..]);

    // More dynamic shared memory than the default 48 KiB: opts in first.
    let big = dev.info().max_shared_per_block;
    if big > 48 * 1024 {
        let cfg = LaunchConfig {
            shared_bytes: big,
            ..LaunchConfig::for_elems(n, 256)
        };
        dev.launch(&saxpy, &cfg, &args).unwrap();
        dev.synchronize().unwrap();
        let y = dev.download(&yb).unwrap();
        assert_eq!(y[10], 1000.0 + 10.0 + 2.0 * 10.0);
    }

    // JIT options are accepted.
    let opts = JitOptions {
        optimization_level: Some(1),
        max_registers: Some(32),
    };
    let m2 = dev
        .load_with(&ptx(SAXPY_PTX, vec![saxpy_signature()]), &opts)
        .unwrap();
    assert!(m2.kernel("saxpy").is_ok());
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn wrong_images_and_kernels_are_refused() {
    let dev = require_gpu();
    let err = dev.load(&ptx(INVALID_PTX, vec![])).unwrap_err();
    eprintln!("{err}");
    match &err {
        Error::ModuleLoad {
            backend,
            status,
            log,
            ..
        } => {
            assert_eq!(*backend, Backend::Cuda);
            assert!(status.contains("CUDA_ERROR_INVALID_PTX"), "{status}");
            assert!(!log.is_empty());
            assert!(
                log.contains("frobnicate") || log.contains("line 8"),
                "log should point at the bad instruction: {log}"
            );
        }
        other => panic!("expected ModuleLoad, got {other:?}"),
    }

    let hsaco = Image {
        format: ImageFormat::Hsaco,
        ..ptx(SAXPY_PTX, vec![])
    };
    assert!(matches!(
        dev.load(&hsaco),
        Err(Error::WrongImageFormat { .. })
    ));
    let not_elf = Image {
        format: ImageFormat::Cubin,
        ..ptx(SAXPY_PTX, vec![])
    };
    assert!(matches!(dev.load(&not_elf), Err(Error::ModuleLoad { .. })));

    let missing = KernelSignature {
        name: "saxpy2".into(),
        ..saxpy_signature()
    };
    let err = dev.load(&ptx(SAXPY_PTX, vec![missing])).unwrap_err();
    match &err {
        Error::UnknownKernel { name, available } => {
            assert_eq!(name, "saxpy2");
            if dev.properties().driver_version >= (12, 4) {
                assert_eq!(available, &["saxpy".to_string()]);
            }
        }
        other => panic!("expected UnknownKernel, got {other:?}"),
    }

    if dev.properties().driver_version >= (12, 4) {
        let mut short = saxpy_signature();
        short.params.pop();
        let err = dev.load(&ptx(SAXPY_PTX, vec![short])).unwrap_err();
        assert!(matches!(err, Error::ModuleLoad { .. }), "{err:?}");
        assert!(err.to_string().contains("more than the 3"), "{err}");
        let mut wide = saxpy_signature();
        wide.params[0].ty = ParamType::Scalar(ScalarType::F64);
        let err = dev.load(&ptx(SAXPY_PTX, vec![wide])).unwrap_err();
        assert!(err.to_string().contains("4 bytes in the kernel"), "{err}");
    }
}

/// Runs test `name` of this module in a child process (this test binary,
/// filtered to it) and checks that it passed; returns false there, in the
/// child, which then runs the test proper. Tests that fault a kernel need
/// this: a fault poisons the context of every test of its process.
fn in_child_process(name: &str) -> bool {
    const CHILD: &str = "GPUJIT_CUDA_TEST_CHILD";
    if std::env::var_os(CHILD).is_some() {
        return false;
    }
    let path = module_path!();
    let path = path.split_once("::").map_or(path, |(_, rest)| rest);
    let exe = std::env::current_exe().unwrap();
    let out = std::process::Command::new(exe)
        .args([
            "--ignored",
            "--exact",
            "--nocapture",
            &format!("{path}::{name}"),
        ])
        .env(CHILD, "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    eprintln!("child stdout:\n{stdout}\nchild stderr:\n{stderr}");
    assert!(out.status.success(), "the child running {name} failed");
    assert!(stdout.contains("1 passed"), "the child ran no test");
    true
}

/// Loads [`FAULT_PTX`], launches its `oob` kernel once and returns the
/// module, the kernel and the error the next synchronize gives.
fn fault_once(dev: &CudaDevice) -> (Module, Kernel, Error) {
    let oob = KernelSignature {
        name: "oob".into(),
        params: vec![],
        max_threads: None,
    };
    let module = dev.load(&ptx(FAULT_PTX, vec![oob])).unwrap();
    let kernel = module.kernel("oob").unwrap();
    dev.launch(&kernel, &LaunchConfig::for_elems(1, 1), &[])
        .unwrap();
    let err = dev.synchronize().unwrap_err();
    eprintln!("{err}");
    (module, kernel, err)
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn kernel_fault_is_reported() {
    if in_child_process("kernel_fault_is_reported") {
        return;
    }

    let dev = require_gpu();
    let (module, kernel, err) = fault_once(&dev);
    match &err {
        Error::KernelFault {
            backend,
            kernel,
            detail,
        } => {
            assert_eq!(*backend, Backend::Cuda);
            assert_eq!(kernel, "oob");
            assert!(detail.contains("CUDA_ERROR_ILLEGAL_ADDRESS"), "{detail}");
            assert!(detail.contains("sticky"), "{detail}");
        }
        other => panic!("expected KernelFault, got {other:?}"),
    }
    // Sticky: copies report it too.
    let err = dev.upload(&[1u32, 2, 3]).map(|_| ()).unwrap_err();
    assert!(
        matches!(err, Error::KernelFault { .. }),
        "after a fault: {err:?}"
    );

    // Reopening after dropping every handle: recorded, not asserted (the driver documents
    // these faults as fatal to the process, though a released primary context is
    // recreated fresh).
    drop(kernel);
    drop(module);
    drop(dev);
    let again = CudaDevice::open(0).and_then(|dev| {
        let b = dev.upload(&[5u32, 6, 7])?;
        dev.download(&b)
    });
    eprintln!("reopen after the fault: {again:?}");
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn kernel_attributes_and_occupancy_are_plausible() {
    let dev = require_gpu();
    let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
    let saxpy = module.kernel("saxpy").unwrap();
    let a = dev.kernel_attributes(&saxpy).unwrap();
    eprintln!("{a:?}");
    assert!(a.registers_per_thread > 0, "{a:?}");
    assert!(a.registers_per_thread <= 255, "{a:?}");
    assert!(a.max_threads_per_block >= 256, "{a:?}");
    assert!(a.max_threads_per_block <= 1024, "{a:?}");
    assert!(a.ptx_version >= 70, "{a:?}");
    let (major, minor) = dev.properties().compute_capability;
    assert_eq!(a.binary_version, major * 10 + minor, "{a:?}");
    assert_eq!(a.static_shared_bytes, 0, "{a:?}");
    assert_eq!(a.local_bytes_per_thread, 0, "saxpy should not spill: {a:?}");

    let blocks = dev.max_active_blocks_per_sm(&saxpy, 256, 0).unwrap();
    eprintln!("resident blocks of 256 threads per SM: {blocks}");
    assert!((1..=32).contains(&blocks), "{blocks}");
    // More dynamic shared memory per block never allows more blocks.
    let with_shared = dev
        .max_active_blocks_per_sm(&saxpy, 256, 32 * 1024)
        .unwrap();
    assert!(with_shared <= blocks, "{with_shared} > {blocks}");
    assert!(matches!(
        dev.max_active_blocks_per_sm(&saxpy, 0, 0),
        Err(Error::InvalidLaunch { .. })
    ));

    let (min_grid, block) = dev.suggested_block_size(&saxpy, 0).unwrap();
    eprintln!("suggested: grid >= {min_grid}, block {block}");
    assert!((32..=1024).contains(&block), "{block}");
    assert_eq!(block % 32, 0, "{block}");
    assert!(min_grid >= 1, "{min_grid}");
    // The suggested size is itself resident.
    assert!(dev.max_active_blocks_per_sm(&saxpy, block, 0).unwrap() >= 1);
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn memsets_fill_ranges() {
    let dev = require_gpu();
    let buf = dev.alloc::<u32>(1000).unwrap();
    dev.memset_d32(buf.memory(), 0xdead_beef).unwrap();
    assert_eq!(dev.download(&buf).unwrap(), vec![0xdead_beef; 1000]);
    dev.memset_d8_at(buf.memory(), 4, 4, 0x11).unwrap();
    dev.memset_d32_at(buf.memory(), 8, 2, 7).unwrap();
    let out = dev.download(&buf).unwrap();
    assert_eq!(&out[..5], &[0xdead_beef, 0x1111_1111, 7, 7, 0xdead_beef]);
    assert_eq!(out[999], 0xdead_beef);
    dev.memset_d8(buf.memory(), 0).unwrap();
    assert_eq!(dev.download(&buf).unwrap(), vec![0; 1000]);

    let ones = dev.alloc::<f32>(257).unwrap();
    dev.memset_d32(ones.memory(), 1.0f32.to_bits()).unwrap();
    assert_eq!(dev.download(&ones).unwrap(), vec![1.0f32; 257]);

    // Checked before the driver sees them.
    assert!(matches!(
        dev.memset_d32_at(buf.memory(), 2, 1, 0),
        Err(Error::CopyRange { .. })
    ));
    assert!(matches!(
        dev.memset_d32_at(buf.memory(), 4, 1000, 0),
        Err(Error::CopyRange { .. })
    ));
    assert!(matches!(
        dev.memset_d8_at(buf.memory(), 3990, 11, 0),
        Err(Error::CopyRange { .. })
    ));
    let odd = dev.alloc_raw(1001).unwrap();
    assert!(matches!(
        dev.memset_d32(&odd, 0),
        Err(Error::CopyRange { .. })
    ));
    dev.memset_d8(&odd, 0xff).unwrap();
    // Zero-byte allocations: nothing to set.
    let empty = dev.alloc_raw(0).unwrap();
    dev.memset_d8(&empty, 1).unwrap();
    dev.memset_d32(&empty, 1).unwrap();
    dev.synchronize().unwrap();
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn too_new_ptx_version_is_explained() {
    let dev = require_gpu();
    let text = SAXPY_PTX.replace(".version 7.8", ".version 9.9");
    assert!(text.contains(".version 9.9"));
    let err = dev.load(&ptx(&text, vec![saxpy_signature()])).unwrap_err();
    eprintln!("{err}");
    let (major, minor) = dev.properties().driver_version;
    match &err {
        Error::ModuleLoad { status, .. } => {
            assert!(status.contains("9.9"), "{status}");
            assert!(status.contains(&format!("{major}.{minor}")), "{status}");
            assert!(status.contains("ptx_version"), "{status}");
            assert!(status.contains("sm_80"), "{status}");
            if let Some(max) = cuda::driver_ptx_isa((major, minor)) {
                let max = format!("{}.{}", max / 10, max % 10);
                assert!(status.contains(&max), "{status}");
            }
        }
        other => panic!("expected ModuleLoad, got {other:?}"),
    }
    // The device is still usable: a refused module is no fault.
    let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
    assert!(module.kernel("saxpy").is_ok());
}

#[test]
#[ignore = "needs a CUDA device; run with --ignored on a GPU machine"]
fn reset_recovers_after_a_fault() {
    // A fault poisons the context, and a reset destroys it under every other test.
    if in_child_process("reset_recovers_after_a_fault") {
        return;
    }

    let dev = require_gpu();
    let kept = dev.upload(&[1u32, 2, 3]).unwrap();
    let (module, kernel, err) = fault_once(&dev);
    assert!(matches!(err, Error::KernelFault { .. }), "{err:?}");
    // Sticky: later calls report the fault too.
    let err = dev.upload(&[1u32, 2, 3]).map(|_| ()).unwrap_err();
    assert!(matches!(err, Error::KernelFault { .. }), "{err:?}");
    let err = dev.download(&kept).map(|_| ()).unwrap_err();
    assert!(matches!(err, Error::KernelFault { .. }), "{err:?}");
    // Recorded, not asserted: loading needs the context, so this should be a KernelFault.
    let load = dev
        .load(&ptx(SAXPY_PTX, vec![saxpy_signature()]))
        .map(|_| ());
    eprintln!("load after the fault: {load:?}");
    assert!(load.is_err());

    // Refused while anything of the old context is alive (the clone is consumed; `dev`
    // stays).
    let err = dev.clone().reset().map(|_| ()).unwrap_err();
    eprintln!("{err}");
    match &err {
        Error::Unsupported { what, .. } => assert!(what.contains("drop them"), "{what}"),
        other => panic!("expected Unsupported, got {other:?}"),
    }
    let stream = dev.stream();
    eprintln!("stream after the fault: {stream:?}");
    drop(stream);
    drop(kept);
    drop(kernel);
    drop(module);
    let err = dev.clone().reset().map(|_| ()).unwrap_err();
    assert!(matches!(err, Error::Unsupported { .. }), "{err:?}");

    // Drivers keep an illegal-address fault for the whole process (the H200's
    // 580 driver does); then reset says a restart is needed. A driver that
    // recovers must give a device that works.
    let dev = match dev.reset() {
        Ok(dev) => dev,
        Err(Error::Unsupported { what, .. }) => {
            assert!(what.contains("restart the process"), "{what}");
            return;
        }
        Err(other) => panic!("reset failed with {other:?}"),
    };
    eprintln!("reset: {dev:?}");

    // The new context runs saxpy.
    let module = dev.load(&ptx(SAXPY_PTX, vec![saxpy_signature()])).unwrap();
    let saxpy = module.kernel("saxpy").unwrap();
    let n = 1000usize;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let xb = dev.upload(&x).unwrap();
    let yb = dev.upload(&vec![1.0f32; n]).unwrap();
    let args = [3.0f32.into(), (&xb).into(), (&yb).into(), (n as u32).into()];
    dev.launch(&saxpy, &LaunchConfig::for_elems(n, 128), &args)
        .unwrap();
    dev.synchronize().unwrap();
    let y = dev.download(&yb).unwrap();
    for (i, &v) in y.iter().enumerate() {
        assert_eq!(v, 3.0 * i as f32 + 1.0, "y[{i}]");
    }
}
