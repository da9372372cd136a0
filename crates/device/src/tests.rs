use super::*;
use std::any::Any;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

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

/// A device over host vectors, enough to exercise the checked layer. Its raw methods
/// assert what their contracts promise, so a check missing above them fails a test.
struct Fake {
    info: DeviceInfo,
    id: DeviceId,
    freed: Arc<Freed>,
    next: AtomicU64,
    /// Allocations by address; sizes past `total_memory` exist only as handles.
    mem: Mutex<HashMap<u64, Vec<u8>>>,
    /// The bytes of each argument of every launch, in order.
    launches: Mutex<Vec<Vec<Vec<u8>>>>,
}

impl Fake {
    fn owns(&self, m: &DeviceMemory, offset: usize, len: usize) {
        assert_eq!(
            m.device(),
            &self.id,
            "a raw call got memory of another device"
        );
        assert!(
            m.range(offset, len).is_ok(),
            "a raw call got a range outside"
        );
    }
}

impl Device for Fake {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }
    fn id(&self) -> &DeviceId {
        &self.id
    }
    fn alloc_raw(&self, bytes: usize) -> Result<DeviceMemory> {
        let addr = self.next.fetch_add(1 << 40, Ordering::SeqCst);
        if bytes as u64 <= self.info.total_memory {
            self.mem.lock().unwrap().insert(addr, vec![0; bytes]);
        }
        // SAFETY: the fake's own allocation, at an address no other allocation uses; its
        // bytes live in `mem` (or are never accessed, past `total_memory`).
        Ok(unsafe { DeviceMemory::new(self.id.clone(), addr, bytes, self.freed.clone()) })
    }
    unsafe fn write_raw(&self, dst: &DeviceMemory, offset: usize, src: &[u8]) -> Result<()> {
        self.owns(dst, offset, src.len());
        let mut mem = self.mem.lock().unwrap();
        let a = mem.get_mut(&dst.addr()).unwrap();
        a[offset..offset + src.len()].copy_from_slice(src);
        Ok(())
    }
    unsafe fn read_raw(&self, src: &DeviceMemory, offset: usize, dst: &mut [u8]) -> Result<()> {
        self.owns(src, offset, dst.len());
        let mem = self.mem.lock().unwrap();
        dst.copy_from_slice(&mem[&src.addr()][offset..offset + dst.len()]);
        Ok(())
    }
    fn load(&self, image: &Image) -> Result<Module> {
        Ok(Module::for_image(
            self.id.clone(),
            Arc::new(NoModule),
            image,
        ))
    }
    unsafe fn launch_raw(
        &self,
        k: &Kernel,
        c: &LaunchConfig,
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        assert_eq!(k.device(), &self.id, "a kernel of another device");
        check_launch(&self.info, k, c, args).expect("launch_raw got unchecked arguments");
        for a in args {
            if let Some(d) = a.device() {
                assert_eq!(d, &self.id, "a buffer of another device");
            }
        }
        let bytes = args.iter().map(KernelArg::bytes).collect();
        self.launches.lock().unwrap().push(bytes);
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
        id: DeviceId::new(Backend::Host, 0, "fake"),
        freed: Arc::new(Freed(AtomicUsize::new(0))),
        next: AtomicU64::new(1 << 40),
        mem: Mutex::new(HashMap::new()),
        launches: Mutex::new(Vec::new()),
    }
}

fn p(name: &str, ty: ParamType) -> Param {
    Param {
        name: name.into(),
        ty,
    }
}

fn saxpy_image() -> Image {
    Image {
        format: ImageFormat::HostBitcode,
        arch: "none".into(),
        bytes: vec![],
        kernels: vec![
            KernelSignature {
                name: "saxpy".into(),
                params: vec![
                    p("a", ParamType::Scalar(ScalarType::F32)),
                    p("x", ParamType::Pointer(Some(ScalarType::F32))),
                    p("y", ParamType::Pointer(Some(ScalarType::F32))),
                    p("n", ParamType::Scalar(ScalarType::U32)),
                ],
                max_threads: None,
            },
            KernelSignature {
                name: "fill".into(),
                params: vec![p("out", ParamType::Pointer(None))],
                max_threads: None,
            },
        ],
        refused: Vec::new(),
        coarse: None,
    }
}

#[test]
fn upload_download_roundtrip_and_free_on_drop() {
    let dev = fake();
    let mut buf = dev.upload(&[1.5f32, -2.0, 3.25]).unwrap();
    assert_eq!(dev.download(&buf).unwrap(), vec![1.5, -2.0, 3.25]);
    assert!(matches!(
        dev.write(&mut buf, &[1.0f32]),
        Err(Error::CopyRange { .. })
    ));
    dev.write_bytes(&mut buf, 4, &7.0f32.to_le_bytes()).unwrap();
    let mut back = [0u8; 4];
    dev.read_bytes(&buf, 4, &mut back).unwrap();
    assert_eq!(f32::from_le_bytes(back), 7.0);
    assert!(matches!(
        dev.read_bytes(&buf, 10, &mut back),
        Err(Error::CopyRange { .. })
    ));
    let mut out = [0f32; 3];
    dev.read_into(&buf, &mut out).unwrap();
    assert_eq!(out, [1.5, 7.0, 3.25]);
    let mut copy = dev.alloc::<f32>(3).unwrap();
    dev.copy(&buf, &mut copy).unwrap();
    assert_eq!(dev.download(&copy).unwrap(), vec![1.5, 7.0, 3.25]);
    let mut short = dev.alloc::<f32>(2).unwrap();
    assert!(matches!(
        dev.copy(&buf, &mut short),
        Err(Error::CopyRange { .. })
    ));
    drop(buf);
    assert_eq!(dev.freed.0.load(Ordering::SeqCst), 1);
}

#[test]
// Miri stops at an allocation this large instead of failing it.
#[cfg_attr(miri, ignore)]
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
    let mut y = dev.upload(&[0f32; 4]).unwrap();
    let cfg = LaunchConfig::for_elems(4, 256);
    let good: [KernelArg; 4] = [2.0f32.into(), (&x).into(), (&mut y).into(), 4u32.into()];
    assert_eq!(good[1].access(), Some(Access::Read));
    assert_eq!(good[2].access(), Some(Access::ReadWrite));
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
    let bad = [2.0f32.into(), (&ints).into(), good[2], 4u32.into()];
    let err = dev.launch(&k, &cfg, &bad).unwrap_err();
    assert!(matches!(err, Error::ArgumentType { index: 1, .. }), "{err}");
    assert!(err.to_string().contains("expected *f32, got *i32"), "{err}");

    let bad = [2.0f64.into(), (&x).into(), good[2], 4u32.into()];
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
    assert_eq!(
        dev.launches.lock().unwrap().len(),
        1,
        "only the good launch ran"
    );
}

#[test]
fn raw_addresses_need_the_unsafe_launch() {
    let dev = fake();
    let m = dev.load(&saxpy_image()).unwrap();
    let fill = m.kernel("fill").unwrap();
    let cfg = LaunchConfig::for_elems(1, 1);
    let raw = [KernelArg::address(0xdead_0000, None)];
    let err = dev.launch(&fill, &cfg, &raw).unwrap_err();
    assert!(
        matches!(&err, Error::RawAddress { index: 0, param, .. } if param == "out"),
        "{err}"
    );
    assert!(dev.launches.lock().unwrap().is_empty());
    // SAFETY: the fake device never dereferences launch arguments.
    unsafe { dev.launch_unchecked(&fill, &cfg, &raw) }.unwrap();
    assert_eq!(
        dev.launches.lock().unwrap()[0][0],
        0xdead_0000u64.to_le_bytes()
    );
    // Records hold scalars only: a pointer inside one could not be checked.
    let x = dev.upload(&[1u32]).unwrap();
    assert!(KernelArg::record(&[1u32.into(), (&x).into()]).is_none());
    assert!(KernelArg::record(&[raw[0]]).is_none());
}

#[test]
fn memory_and_modules_of_another_device_are_refused() {
    let (a, b) = (fake(), fake());
    assert_ne!(a.id(), b.id());
    let mut xa = a.upload(&[1.0f32, 2.0]).unwrap();
    let mut xb = b.upload(&[3.0f32, 4.0]).unwrap();
    let wrong = |e: Error, what: &str| match e {
        Error::WrongDevice {
            what: w,
            expected,
            got,
        } => {
            assert!(w.contains(what), "{w}");
            assert_eq!(&expected, b.id());
            assert_eq!(&got, a.id());
            let msg = Error::WrongDevice {
                what: w,
                expected,
                got,
            }
            .to_string();
            assert!(msg.contains(&format!("#{}", a.id().serial())), "{msg}");
            assert!(msg.contains(&format!("#{}", b.id().serial())), "{msg}");
            assert!(msg.contains("host device 0 (fake"), "{msg}");
        }
        other => panic!("expected WrongDevice, got {other:?}"),
    };
    // Read, write, copy: each on device `b` with memory of `a`.
    wrong(b.download(&xa).unwrap_err(), "the memory read");
    wrong(
        b.write(&mut xa, &[0.0, 0.0]).unwrap_err(),
        "the memory written",
    );
    let mut raw = a.alloc_raw(8).unwrap();
    wrong(b.write_memory(&mut raw, 0, &[0; 8]).unwrap_err(), "written");
    wrong(b.read_memory(&raw, 0, &mut [0; 8]).unwrap_err(), "read");
    wrong(b.copy(&xa, &mut xb).unwrap_err(), "the source of the copy");
    wrong(
        b.copy(&xb.clone_on(&b), &mut xa).unwrap_err(),
        "destination",
    );

    // Launch: a buffer of `a`, or a module of `a`, on `b`.
    let mb = b.load(&saxpy_image()).unwrap();
    let kb = mb.kernel("saxpy").unwrap();
    let cfg = LaunchConfig::for_elems(2, 32);
    let yb = b.alloc::<f32>(2).unwrap();
    let err = b
        .launch(
            &kb,
            &cfg,
            &[1.0f32.into(), (&xa).into(), (&yb).into(), 2u32.into()],
        )
        .unwrap_err();
    wrong(err, "argument 1 of kernel `saxpy`");
    let ka = a.load(&saxpy_image()).unwrap().kernel("saxpy").unwrap();
    let err = b
        .launch(
            &ka,
            &cfg,
            &[1.0f32.into(), (&xb).into(), (&yb).into(), 2u32.into()],
        )
        .unwrap_err();
    wrong(err, "kernel `saxpy`");
    // SAFETY: the fake device never dereferences launch arguments; the launch is refused
    // before that anyway.
    let err = unsafe {
        b.launch_unchecked(
            &ka,
            &cfg,
            &[1.0f32.into(), (&xb).into(), (&yb).into(), 2u32.into()],
        )
    }
    .unwrap_err();
    wrong(err, "kernel `saxpy`");
    // Mapped memory is checked the same way, as a typed kernel's buffers are.
    let typed = mb
        .typed(&KernelDef::<(f32, In<f32>, InOut<f32>, u32)>::new("saxpy"))
        .unwrap();
    let mut yb = yb;
    wrong(
        typed.launch(&b, &cfg, (1.0, &xa, &mut yb, 2)).unwrap_err(),
        "argument 1",
    );
    assert!(b.launches.lock().unwrap().is_empty(), "nothing reached b");
    assert!(a.launches.lock().unwrap().is_empty(), "nothing reached a");
}

trait CloneOn {
    fn clone_on(&self, dev: &Fake) -> Buffer<f32>;
}

impl CloneOn for Buffer<f32> {
    fn clone_on(&self, dev: &Fake) -> Buffer<f32> {
        dev.upload(&dev.download(self).unwrap()).unwrap()
    }
}

#[test]
fn typed_kernels_check_their_signature_and_pass_tuples_in_order() {
    type Saxpy = (f32, In<f32>, InOut<f32>, u32);
    let dev = fake();
    let m = dev.load(&saxpy_image()).unwrap();
    let saxpy = m.typed(&KernelDef::<Saxpy>::new("saxpy")).unwrap();
    let x = dev.upload(&[1.0f32; 4]).unwrap();
    let mut y = dev.upload(&[2.0f32; 4]).unwrap();
    saxpy
        .launch(&dev, &LaunchConfig::for_elems(4, 32), (2.5, &x, &mut y, 4))
        .unwrap();
    let launched = dev.launches.lock().unwrap()[0].clone();
    assert_eq!(launched[0], 2.5f32.to_le_bytes());
    assert_eq!(launched[1], x.memory().addr().to_le_bytes());
    assert_eq!(launched[2], y.memory().addr().to_le_bytes());
    assert_eq!(launched[3], 4u32.to_le_bytes());

    // The signature is checked once, when the handle is made.
    let err = m
        .typed(&KernelDef::<(f32, In<i32>, InOut<f32>, u32)>::new("saxpy"))
        .unwrap_err();
    assert!(matches!(err, Error::ArgumentType { index: 1, .. }), "{err}");
    let err = m
        .typed(&KernelDef::<(f32, In<f32>)>::new("saxpy"))
        .unwrap_err();
    assert!(matches!(err, Error::ArgumentCount { .. }), "{err}");
    assert!(matches!(
        m.typed(&KernelDef::<()>::new("axpy")),
        Err(Error::UnknownKernel { .. })
    ));
    // A pointer of unknown element type takes any buffer.
    let fill = m.typed(&KernelDef::<(Out<u8>,)>::new("fill")).unwrap();
    let mut bytes = dev.alloc::<u8>(3).unwrap();
    fill.launch(&dev, &LaunchConfig::for_elems(3, 32), (&mut bytes,))
        .unwrap();

    assert_eq!(
        Saxpy::accesses(),
        [None, Some(Access::Read), Some(Access::ReadWrite), None]
    );
    assert_eq!(<(Out<f64>,)>::accesses(), [Some(Access::Write)]);
    assert_eq!(Saxpy::each(&[1, 2, 3, 4]), Some((1, 2, 3, 4)));
    assert_eq!(Saxpy::each(&[1, 2, 3]), None);
    assert_eq!(Saxpy::each(&[1, 2, 3, 4, 5]), None);
    assert_eq!(<()>::each::<u8>(&[]), Some(()));
    type Twelve = (u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, f64);
    assert_eq!(Twelve::param_types().len(), 12);
}

#[test]
fn unknown_kernel_lists_available() {
    let dev = fake();
    let m = dev.load(&saxpy_image()).unwrap();
    let err = m.kernel("sxpy").unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown kernel `sxpy`; the module has: saxpy, fill"
    );
}

#[test]
fn refused_kernels_give_their_reason() {
    let dev = fake();
    let mut image = saxpy_image();
    image.refused.push(RefusedKernel {
        name: "sync".into(),
        reason: "grid-wide synchronisation".into(),
    });
    let m = dev.load(&image).unwrap();
    assert_eq!(m.refused(), image.refused.as_slice());
    assert!(m.kernel("saxpy").is_ok());
    for err in [
        m.kernel("sync").unwrap_err(),
        image.kernel("sync").unwrap_err(),
        m.typed(&KernelDef::<()>::new("sync")).unwrap_err(),
    ] {
        assert_eq!(
            err.to_string(),
            "kernel `sync` was refused when its module was compiled: grid-wide synchronisation"
        );
    }
    assert!(matches!(m.kernel("sxpy"), Err(Error::UnknownKernel { .. })));
    assert!(format!("{m:?}").contains("refused [\"sync\"]"), "{m:?}");
}

#[test]
fn scalar_argument_bytes() {
    assert_eq!(KernelArg::from(-1i16).bytes(), vec![0xff, 0xff]);
    assert_eq!(
        KernelArg::from(1.0f64).bytes(),
        1.0f64.to_le_bytes().to_vec()
    );
    assert_eq!(KernelArg::from(true).scalar_bits(), Some(1));
    assert_eq!(LaunchConfig::for_elems(0, 128).grid.x, 1);
    assert_eq!(LaunchConfig::for_elems(257, 128).grid.x, 3);
}

#[test]
fn memory_ranges_are_checked() {
    let id = DeviceId::new(Backend::Host, 0, "none");
    // SAFETY: only the range arithmetic is used; no device ever sees this memory.
    let mem = unsafe { DeviceMemory::new(id, 0x1000, 16, Arc::new(Freed(AtomicUsize::new(0)))) };
    assert_eq!(mem.range(0, 16).unwrap(), 0x1000);
    assert_eq!(mem.range(8, 8).unwrap(), 0x1008);
    assert_eq!(mem.range(16, 0).unwrap(), 0x1010);
    assert!(matches!(mem.range(8, 9), Err(Error::CopyRange { .. })));
    assert!(matches!(
        mem.range(usize::MAX, 2),
        Err(Error::CopyRange { .. })
    ));
    assert!(Buffer::<u32>::from_memory(mem, 5).is_err());
}

#[test]
fn buffer_offsets_stay_inside() {
    let dev = fake();
    let mut b = dev.alloc::<u32>(4).unwrap();
    let base = b.memory().addr();
    assert_eq!(b.arg_from(4).unwrap().pointer(), Some(base + 16));
    assert_eq!(b.arg_from_mut(1).unwrap().pointer(), Some(base + 4));
    assert!(matches!(b.arg_from(5), Err(Error::CopyRange { .. })));
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
    assert_eq!(r.id(), f.id(), "a wrapper keeps the identity of its device");
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
    assert!(
        matches!(r.reset(), Err(Error::Unsupported { what, .. }) if what.contains("resetting")),
        "the inner device cannot reset, and the wrapper says so"
    );
    let shared: Arc<dyn Device> = Arc::new(fake());
    assert_eq!(Device::info(&shared).name, shared.as_ref().info().name);
    assert_eq!(Device::id(&shared), shared.as_ref().id());
    let boxed: Box<dyn Device> = Box::new(fake());
    let x = boxed.upload(&[1u8]).unwrap();
    assert_eq!(boxed.download(&x).unwrap(), [1]);

    // A wrapper whose inner device changes between calls: each forwarded raw call checks
    // against the device it reaches, not the one the checked layer saw.
    struct Fickle {
        devices: [Fake; 2],
        calls: AtomicUsize,
    }
    impl Forward for Fickle {
        fn inner(&self) -> &dyn Device {
            &self.devices[self.calls.fetch_add(1, Ordering::SeqCst) % 2]
        }
    }
    let fickle = Fickle {
        devices: [fake(), fake()],
        calls: AtomicUsize::new(0),
    };
    let mut on_first = fickle.devices[0].upload(&[5u32]).unwrap();
    // The checked layer asks for the id (first device), the raw call reaches the second.
    fickle.calls.store(0, Ordering::SeqCst);
    let err = fickle.write(&mut on_first, &[6]).unwrap_err();
    assert!(matches!(err, Error::WrongDevice { .. }), "{err}");
    assert_eq!(fickle.devices[0].download(&on_first).unwrap(), [5]);
}

#[test]
fn copies_between_devices_are_checked_and_staged_in_chunks() {
    let (a, b) = (fake(), fake());
    let data: Vec<u32> = (0..1000).collect();
    let src = a.upload(&data).unwrap();
    let mut dst = b.alloc::<u32>(1000).unwrap();
    // 4000 bytes through a 7-byte staging buffer: chunks that split elements.
    let path = peer::copy_between_in(&a, &src, &b, &mut dst, 7).unwrap();
    assert_eq!(path, CopyPath::StagedThroughHost);
    assert_eq!(b.download(&dst).unwrap(), data);

    // Through wrappers that forward to the devices.
    let (wa, wb): (Arc<dyn Device>, Arc<dyn Device>) = (Arc::new(fake()), Arc::new(fake()));
    let src = wa.upload(&data).unwrap();
    let mut dst = wb.alloc::<u32>(1000).unwrap();
    assert_eq!(
        copy_between(&wa, &src, &wb, &mut dst).unwrap(),
        CopyPath::StagedThroughHost
    );
    assert_eq!(wb.download(&dst).unwrap(), data);

    // One device: a copy on it.
    let mut same = a.alloc::<u32>(1000).unwrap();
    let src = a.upload(&data).unwrap();
    assert_eq!(
        copy_between(&a, &src, &a, &mut same).unwrap(),
        CopyPath::SameDevice
    );
    assert_eq!(a.download(&same).unwrap(), data);

    // Each buffer must belong to the device named beside it.
    let mut on_b = b.alloc::<u32>(1000).unwrap();
    match copy_between(&b, &src, &b, &mut on_b) {
        Err(Error::WrongDevice { what, .. }) => assert_eq!(what, "the source of the copy"),
        other => panic!("{other:?}"),
    }
    let mut on_a = a.alloc::<u32>(1000).unwrap();
    match copy_between(&a, &src, &b, &mut on_a) {
        Err(Error::WrongDevice { what, .. }) => assert_eq!(what, "the destination of the copy"),
        other => panic!("{other:?}"),
    }
    // Lengths must agree; nothing is copied otherwise.
    let mut short = b.alloc::<u32>(999).unwrap();
    assert!(matches!(
        copy_between(&a, &src, &b, &mut short),
        Err(Error::CopyRange { .. })
    ));
    // Zero elements: nothing to copy, no error.
    let empty = a.alloc::<u32>(0).unwrap();
    let mut empty_b = b.alloc::<u32>(0).unwrap();
    copy_between(&a, &empty, &b, &mut empty_b).unwrap();
}
