use super::*;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Freed(AtomicUsize);
impl MemoryOwner for Freed {
    fn free(&self, _addr: u64, _bytes: usize) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

struct NoModule;
impl ModuleImpl for NoModule {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A device over host vectors, enough to exercise the checked helpers.
struct Fake {
    info: DeviceInfo,
    freed: Arc<Freed>,
    mem: Mutex<Vec<u8>>,
}

impl Device for Fake {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }
    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        // Backed up to its total memory; larger sizes exist only as handles,
        // for the checks that must fail before any copy.
        if bytes as u64 <= self.info.total_memory {
            self.mem.lock().unwrap().resize(bytes, 0);
        }
        Ok(DeviceMemory::new(0x1000, bytes, self.freed.clone()))
    }
    fn write_raw(&self, _dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        self.mem.lock().unwrap()[offset..offset + src.len()].copy_from_slice(src);
        Ok(())
    }
    fn read_raw(&self, _src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        dst.copy_from_slice(&self.mem.lock().unwrap()[offset..offset + dst.len()]);
        Ok(())
    }
    fn load(&self, image: &Image) -> Result<Module> {
        Ok(Module::new(
            Backend::Host,
            Arc::new(NoModule),
            image.kernels.clone(),
        ))
    }
    fn launch_raw(&self, _k: &Kernel, _c: &LaunchConfig, _a: &[KernelArg]) -> Result<()> {
        Ok(())
    }
    fn synchronize(&self) -> Result<()> {
        Ok(())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn fake() -> Fake {
    Fake {
        info: DeviceInfo {
            backend: Backend::Host,
            ordinal: 0,
            name: "fake".into(),
            arch: "none".into(),
            total_memory: 1 << 20,
            warp_size: 32,
            multiprocessors: 1,
            max_threads_per_block: 1024,
            max_block: Dim3::new(1024, 1024, 64),
            max_grid: Dim3::new(u32::MAX >> 1, 65535, 65535),
            max_shared_per_block: 48 * 1024,
        },
        freed: Arc::new(Freed(AtomicUsize::new(0))),
        mem: Mutex::new(Vec::new()),
    }
}

fn saxpy_image() -> Image {
    let p = |name: &str, ty| Param {
        name: name.into(),
        ty,
    };
    Image {
        format: ImageFormat::HostBitcode,
        arch: "none".into(),
        bytes: vec![],
        kernels: vec![KernelSignature {
            name: "saxpy".into(),
            params: vec![
                p("a", ParamType::Scalar(ScalarType::F32)),
                p("x", ParamType::Pointer(Some(ScalarType::F32))),
                p("y", ParamType::Pointer(Some(ScalarType::F32))),
                p("n", ParamType::Scalar(ScalarType::U32)),
            ],
            max_threads: None,
        }],
    }
}

#[test]
fn upload_download_roundtrip_and_free_on_drop() {
    let dev = fake();
    let buf = dev.upload(&[1.5f32, -2.0, 3.25]).unwrap();
    assert_eq!(dev.download(&buf).unwrap(), vec![1.5, -2.0, 3.25]);
    assert!(matches!(
        dev.write(&buf, &[1.0f32]),
        Err(Error::CopyRange { .. })
    ));
    drop(buf);
    assert_eq!(dev.freed.0.load(Ordering::SeqCst), 1);
}

#[test]
fn downloading_more_than_the_host_can_hold_is_an_error_not_an_abort() {
    let dev = fake();
    let huge = dev.alloc::<f32>(1 << 60).unwrap();
    match dev.download(&huge) {
        Err(Error::HostOutOfMemory { bytes, what }) => {
            assert_eq!(bytes, 1 << 62);
            assert!(
                what.contains("1152921504606846976 elements of f32"),
                "{what}"
            );
        }
        other => panic!("expected HostOutOfMemory, got {other:?}"),
    }
}

#[test]
fn launch_checks_arguments_and_limits() {
    let dev = fake();
    let m = dev.load(&saxpy_image()).unwrap();
    let k = m.kernel("saxpy").unwrap();
    let x = dev.upload(&[0f32; 4]).unwrap();
    let y = dev.upload(&[0f32; 4]).unwrap();
    let cfg = LaunchConfig::for_elems(4, 256);
    let good = [2.0f32.into(), (&x).into(), (&y).into(), 4u32.into()];
    dev.launch(&k, &cfg, &good).unwrap();

    let err = dev.launch(&k, &cfg, &good[..3]).unwrap_err();
    assert!(
        matches!(
            err,
            Error::ArgumentCount {
                expected: 4,
                got: 3,
                ..
            }
        ),
        "{err}"
    );

    let ints = dev.upload(&[0i32; 4]).unwrap();
    let bad = [2.0f32.into(), (&ints).into(), (&y).into(), 4u32.into()];
    let err = dev.launch(&k, &cfg, &bad).unwrap_err();
    assert!(matches!(err, Error::ArgumentType { index: 1, .. }), "{err}");
    assert!(err.to_string().contains("expected *f32, got *i32"), "{err}");

    let bad = [2.0f64.into(), (&x).into(), (&y).into(), 4u32.into()];
    assert!(matches!(
        dev.launch(&k, &cfg, &bad),
        Err(Error::ArgumentType { index: 0, .. })
    ));

    let big = LaunchConfig {
        block: Dim3::x(2048),
        ..cfg
    };
    let err = dev.launch(&k, &big, &good).unwrap_err();
    assert!(err.to_string().contains("2048 threads"), "{err}");
    let shared = LaunchConfig {
        shared_bytes: 1 << 20,
        ..cfg
    };
    assert!(matches!(
        dev.launch(&k, &shared, &good),
        Err(Error::InvalidLaunch { .. })
    ));
    let empty = LaunchConfig {
        grid: Dim3::new(0, 1, 1),
        ..cfg
    };
    assert!(matches!(
        dev.launch(&k, &empty, &good),
        Err(Error::InvalidLaunch { .. })
    ));
}

#[test]
fn unknown_kernel_lists_available() {
    let dev = fake();
    let m = dev.load(&saxpy_image()).unwrap();
    let err = m.kernel("sxpy").unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown kernel `sxpy`; the module has: saxpy"
    );
}

#[test]
fn scalar_argument_bytes() {
    assert_eq!(KernelArg::from(-1i16).bytes(), vec![0xff, 0xff]);
    assert_eq!(
        KernelArg::from(1.0f64).bytes(),
        1.0f64.to_le_bytes().to_vec()
    );
    assert_eq!(LaunchConfig::for_elems(0, 128).grid.x, 1);
    assert_eq!(LaunchConfig::for_elems(257, 128).grid.x, 3);
}

#[test]
fn memory_ranges_are_checked() {
    let mem = DeviceMemory::new(0x1000, 16, Arc::new(Freed(AtomicUsize::new(0))));
    assert_eq!(mem.range(0, 16).unwrap(), 0x1000);
    assert_eq!(mem.range(8, 8).unwrap(), 0x1008);
    assert_eq!(mem.range(16, 0).unwrap(), 0x1010);
    assert!(matches!(mem.range(8, 9), Err(Error::CopyRange { .. })));
    assert!(matches!(
        mem.range(usize::MAX, 2),
        Err(Error::CopyRange { .. })
    ));
}

#[test]
fn a_forwarding_device_overrides_what_it_defines_and_forwards_the_rest() {
    struct Renamed<'a> {
        inner: &'a dyn Device,
        info: DeviceInfo,
    }
    impl Forward for Renamed<'_> {
        fn inner(&self) -> &dyn Device {
            self.inner
        }
        fn forward_info(&self) -> &DeviceInfo {
            &self.info
        }
    }
    let f = fake();
    let mut info = f.info().clone();
    info.name = "renamed".into();
    let r = Renamed { inner: &f, info };
    assert_eq!(r.info().name, "renamed");
    let b = r.upload(&[1u32, 2]).unwrap();
    assert_eq!(
        f.download(&b).unwrap(),
        vec![1, 2],
        "memory went to the inner device"
    );
    assert!(
        r.as_any().downcast_ref::<Fake>().is_some(),
        "as_any is the inner device's"
    );
    assert!(
        r.alloc_mapped(8).is_err(),
        "the inner device has no mapped memory"
    );
    let shared: Arc<dyn Device> = Arc::new(fake());
    assert_eq!(Device::info(&shared).name, shared.as_ref().info().name);
}
