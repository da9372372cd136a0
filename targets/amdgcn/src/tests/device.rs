//! `HipDevice` end to end against a fake HIP library (`tests/fixtures/fake_hip.c`)
//! with two pretend gfx90a devices whose memory is host memory and whose `saxpy`
//! runs on the CPU. It exercises everything between the `Device` trait and the C
//! ABI: symbol table, props layout choice, buffers, module load checks,
//! argument marshalling, fault mapping. Real-GPU runs are still needed.

use crate::device::HipDevice;
use crate::hip::{Hip, func_attr};
use gpujit_device::{
    Backend, CopyPath, Device, DeviceExt, Error, Image, ImageFormat, KernelSignature, LaunchConfig,
    Param, ParamType, ScalarType,
};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};

/// Builds each artefact once: tests run in parallel and must not rewrite a
/// file another test is reading or has loaded.
fn once<T: Clone>(cache: &Mutex<BTreeMap<String, T>>, key: &str, build: impl FnOnce() -> T) -> T {
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    map.entry(key.to_string()).or_insert_with(build).clone()
}

fn tmp(name: &str) -> PathBuf {
    super::tmp_dir().join(name)
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn run(cmd: &mut Command, what: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("clang-22 is required to build {what}: {e}"));
    assert!(
        out.status.success(),
        "building {what} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Builds the fake library; `r0600` picks which properties entry point it exports.
fn fake_hip(r0600: bool) -> String {
    static BUILT: Mutex<BTreeMap<String, String>> = Mutex::new(BTreeMap::new());
    once(&BUILT, &r0600.to_string(), || build_fake_hip(r0600))
}

fn build_fake_hip(r0600: bool) -> String {
    let out = tmp(if r0600 {
        "libfakehip-r0600.so"
    } else {
        "libfakehip-r0000.so"
    });
    let mut cmd = Command::new("clang-22");
    cmd.args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(&out)
        .arg(fixture("fake_hip.c"));
    if r0600 {
        cmd.arg("-DPROPS_R0600");
    }
    run(&mut cmd, "the fake HIP library");
    out.to_string_lossy().into_owned()
}

fn hsaco(source: &str, arch: &str) -> Vec<u8> {
    static BUILT: Mutex<BTreeMap<String, Vec<u8>>> = Mutex::new(BTreeMap::new());
    once(&BUILT, &format!("{source}-{arch}"), || {
        build_hsaco(source, arch)
    })
}

fn build_hsaco(source: &str, arch: &str) -> Vec<u8> {
    let out = tmp(&format!("{source}-{arch}.hsaco"));
    run(
        Command::new("clang-22")
            .args([
                "-x",
                "hip",
                &format!("--offload-arch={arch}"),
                "-nogpulib",
                "-nogpuinc",
            ])
            .args(["--cuda-device-only", "--no-gpu-bundle-output", "-O3", "-o"])
            .arg(&out)
            .arg(fixture(source)),
        source,
    );
    std::fs::read(out).unwrap()
}

/// A code object v6 build (generic processors need it).
fn build_hsaco_v6(source: &str, arch: &str) -> Vec<u8> {
    let out = tmp(&format!("{source}-{arch}-v6.hsaco"));
    run(
        Command::new("clang-22")
            .args([
                "-x",
                "hip",
                &format!("--offload-arch={arch}"),
                "-mcode-object-version=6",
                "-nogpulib",
                "-nogpuinc",
            ])
            .args(["--cuda-device-only", "--no-gpu-bundle-output", "-O3", "-o"])
            .arg(&out)
            .arg(fixture(source)),
        source,
    );
    std::fs::read(out).unwrap()
}

fn device() -> &'static HipDevice {
    static DEV: OnceLock<HipDevice> = OnceLock::new();
    DEV.get_or_init(|| {
        let hip = Hip::load_from(&[fake_hip(true)]).expect("load the fake");
        HipDevice::open_with(hip, 0).expect("open the fake device")
    })
}

fn p(name: &str, ty: ParamType) -> Param {
    Param {
        name: name.to_string(),
        ty,
    }
}

fn saxpy_signature() -> KernelSignature {
    KernelSignature {
        name: "saxpy".to_string(),
        params: vec![
            p("a", ParamType::Scalar(ScalarType::F32)),
            p("x", ParamType::Pointer(Some(ScalarType::F32))),
            p("y", ParamType::Pointer(Some(ScalarType::F32))),
            p("n", ParamType::Scalar(ScalarType::U32)),
        ],
        max_threads: None,
    }
}

fn saxpy_image(arch: &str) -> Image {
    Image {
        format: ImageFormat::Hsaco,
        arch: arch.to_string(),
        bytes: hsaco("saxpy.hip", arch),
        kernels: vec![saxpy_signature()],
        refused: Vec::new(),
        coarse: None,
    }
}

#[test]
fn describes_the_device() {
    let dev = device();
    let info = dev.info();
    assert_eq!(info.backend, Backend::Hip);
    assert_eq!(info.name, "Fake Instinct");
    assert_eq!(info.arch, "gfx90a");
    assert_eq!(dev.gcn_arch_name(), "gfx90a:sramecc+:xnack-");
    assert_eq!(info.warp_size, 64);
    assert_eq!(info.multiprocessors, 104);
    assert_eq!(info.max_threads_per_block, 1024);
    assert_eq!((info.max_block.x, info.max_block.z), (1024, 1024));
    assert_eq!(info.max_grid.x, 0x7fff_ffff);
    assert_eq!(info.max_shared_per_block, 65536);
    assert_eq!(info.total_memory, 64 << 30);
}

#[test]
fn rocm5_layout_is_read_at_its_own_offset() {
    let hip = Hip::load_from(&[fake_hip(false)]).unwrap();
    assert!(hip.api().hipGetDevicePropertiesR0600.is_none());
    assert_eq!(hip.arch_name(0).unwrap(), "gfx90a:sramecc+:xnack-");
}

#[test]
fn runs_saxpy() {
    let dev = device();
    let module = dev.load(&saxpy_image("gfx90a")).expect("load");
    let saxpy = module.kernel("saxpy").unwrap();
    let n = 1000usize;
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let ys: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    let x = dev.upload(&xs).unwrap();
    let y = dev.upload(&ys).unwrap();
    let cfg = LaunchConfig::for_elems(n, 256);
    dev.launch(
        &saxpy,
        &cfg,
        &[2.0f32.into(), (&x).into(), (&y).into(), (n as u32).into()],
    )
    .expect("launch");
    dev.synchronize().unwrap();
    let out = dev.download(&y).unwrap();
    for i in 0..n {
        assert_eq!(out[i], 2.0 * xs[i] + ys[i], "element {i}");
    }
    let f = dev.hip_function(&saxpy).unwrap();
    assert_eq!(f.arg_sizes(), [4, 8, 8, 4]);
    assert_eq!(f.attribute(func_attr::NUM_REGS).unwrap(), 12);
    assert_eq!(f.max_active_blocks_per_cu(256, 0).unwrap(), 8);
}

#[test]
fn load_checks_the_image() {
    let dev = device();
    let mut ptx = saxpy_image("gfx90a");
    ptx.format = ImageFormat::Ptx;
    assert!(matches!(
        dev.load(&ptx),
        Err(Error::WrongImageFormat { .. })
    ));

    let mut missing = saxpy_image("gfx90a");
    missing.kernels[0].name = "saxpy2".to_string();
    let err = dev.load(&missing).unwrap_err();
    assert!(
        matches!(&err, Error::ModuleLoad { status, .. } if status.contains("`saxpy2`") && status.contains("saxpy")),
        "{err}"
    );

    let mut wrong_sizes = saxpy_image("gfx90a");
    wrong_sizes.kernels[0].params[0].ty = ParamType::Scalar(ScalarType::F64);
    let err = dev.load(&wrong_sizes).unwrap_err();
    assert!(err.to_string().contains("[8, 8, 8, 4]"), "{err}");

    match dev.load(&saxpy_image("gfx942")).unwrap_err() {
        Error::TargetMismatch {
            backend,
            image,
            device,
            reason,
        } => {
            assert_eq!(backend, Backend::Hip);
            assert_eq!(
                (image.as_str(), device.as_str()),
                ("gfx942", "gfx90a:sramecc+:xnack-")
            );
            assert!(reason.contains("processors differ"), "{reason}");
            assert!(
                reason.contains("gpujit compiles gfx90a:sramecc+:xnack- for this device"),
                "{reason}"
            );
        }
        other => panic!("expected TargetMismatch, got {other}"),
    }

    let mut garbage = saxpy_image("gfx90a");
    garbage.bytes.truncate(100);
    let err = dev.load(&garbage).unwrap_err();
    assert!(
        err.to_string().contains("not a loadable AMD code object"),
        "{err}"
    );
}

/// The fake device is `gfx90a:sramecc+:xnack-`: code objects for either
/// xnack setting of `any` load, `xnack-` and `sramecc+` load, `xnack+` and
/// `sramecc-` are refused, before HIP sees them; so is a generic code object,
/// since no generic processor covers gfx90a.
#[test]
fn load_matches_feature_settings() {
    let dev = device();
    for ok in ["gfx90a:xnack-", "gfx90a:sramecc+", "gfx90a:sramecc+:xnack-"] {
        dev.load(&saxpy_image(ok))
            .unwrap_or_else(|e| panic!("{ok}: {e}"));
    }
    for (bad, why) in [
        (
            "gfx90a:xnack+",
            "xnack on, and the device runs with xnack off",
        ),
        (
            "gfx90a:sramecc-",
            "sramecc off, and the device runs with sramecc on",
        ),
    ] {
        let err = dev.load(&saxpy_image(bad)).unwrap_err();
        assert!(
            matches!(&err, Error::TargetMismatch { image, reason, .. } if image == bad && reason.contains(why)),
            "{bad}: {err}"
        );
    }
    let mut generic = saxpy_image("gfx9-generic");
    generic.bytes = build_hsaco_v6("saxpy.hip", "gfx9-generic");
    let err = dev.load(&generic).unwrap_err();
    assert!(
        matches!(&err, Error::TargetMismatch { image, reason, .. }
            if image == "gfx9-generic (generic v1)" && reason.contains("covers gfx900, gfx902")),
        "{err}"
    );
}

#[test]
fn memory_errors() {
    let dev = device();
    let huge = 1usize << 41;
    match dev.alloc_raw(huge) {
        Err(Error::OutOfMemory { backend, bytes }) => {
            assert_eq!((backend, bytes), (Backend::Hip, huge))
        }
        other => panic!("expected OutOfMemory, got {other:?}"),
    }
    let mut buf = dev.alloc::<u32>(4).unwrap();
    let err = dev.write_bytes(&mut buf, 8, &[0u8; 16]).unwrap_err();
    assert!(matches!(err, Error::CopyRange { .. }), "{err}");
    dev.write_bytes(&mut buf, 8, &[7u8; 8]).unwrap();
    let mut back = [0u8; 4];
    dev.read_bytes(&buf, 12, &mut back).unwrap();
    assert_eq!(back, [7; 4]);
    let empty = dev.alloc::<f32>(0).unwrap();
    assert_eq!(dev.download(&empty).unwrap(), Vec::<f32>::new());
}

#[test]
fn a_fault_is_reported_at_synchronize() {
    // A device of its own (the ROCm 5 layout build): the fake's pending
    // fault must not reach the other tests' synchronize calls.
    let hip = Hip::load_from(&[fake_hip(false)]).unwrap();
    let dev = HipDevice::open_with(hip, 0).unwrap();
    let image = Image {
        format: ImageFormat::Hsaco,
        arch: "gfx90a".to_string(),
        bytes: hsaco("fault.hip", "gfx90a"),
        kernels: vec![KernelSignature {
            name: "fault".to_string(),
            params: vec![p("p", ParamType::Pointer(Some(ScalarType::I32)))],
            max_threads: None,
        }],
        refused: Vec::new(),
        coarse: None,
    };
    let module = dev.load(&image).unwrap();
    let k = module.kernel("fault").unwrap();
    let buf = dev.alloc::<i32>(1).unwrap();
    dev.launch(&k, &LaunchConfig::for_elems(1, 1), &[(&buf).into()])
        .unwrap();
    match dev.synchronize() {
        Err(Error::KernelFault {
            backend,
            kernel,
            detail,
        }) => {
            assert_eq!(backend, Backend::Hip);
            assert_eq!(kernel, "fault");
            assert!(detail.contains("hipErrorIllegalAddress (700)"), "{detail}");
        }
        other => panic!("expected KernelFault, got {other:?}"),
    }
    dev.synchronize().expect("the fault was reported once");
}

/// Runs saxpy on `dev` over `n` elements; the fake refuses memory of another device than
/// the calling thread's current one, so a missing `hipSetDevice` fails here.
fn saxpy_on(dev: &HipDevice, module: &gpujit_device::Module, n: usize, a: f32) {
    let k = module.kernel("saxpy").unwrap();
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let x = dev.upload(&xs).unwrap();
    let mut y = dev.upload(&vec![1.0f32; n]).unwrap();
    dev.launch(
        &k,
        &LaunchConfig::for_elems(n, 64),
        &[a.into(), (&x).into(), (&mut y).into(), (n as u32).into()],
    )
    .unwrap();
    dev.synchronize().unwrap();
    let got = dev.download(&y).unwrap();
    assert!(
        (0..n).all(|i| got[i] == a * xs[i] + 1.0),
        "device {}",
        dev.ordinal()
    );
}

#[test]
fn two_devices_alternately_and_one_device_from_many_threads() {
    let hip = Hip::load_from(&[fake_hip(true)]).unwrap();
    let devs = [
        HipDevice::open_with(hip.clone(), 0).unwrap(),
        HipDevice::open_with(hip.clone(), 1).unwrap(),
    ];
    match HipDevice::open_with(hip, 2) {
        Err(Error::NoDevice { detail, .. }) => {
            assert!(detail.contains("HIP reports 2"), "{detail}")
        }
        other => panic!("{other:?}"),
    }
    let image = saxpy_image("gfx90a");
    let modules: Vec<_> = devs.iter().map(|d| d.load(&image).unwrap()).collect();
    // Buffers of both devices made and used in turn from one thread: each call must
    // make its own device current.
    let a = devs[0].upload(&[1u32, 2, 3]).unwrap();
    let b = devs[1].upload(&[4u32, 5, 6]).unwrap();
    assert_eq!(devs[0].download(&a).unwrap(), [1, 2, 3]);
    assert_eq!(devs[1].download(&b).unwrap(), [4, 5, 6]);
    for round in 0..3 {
        for (d, m) in devs.iter().zip(&modules) {
            saxpy_on(d, m, 100 + round, 2.0);
        }
    }
    drop((a, b));
    // One device from several threads, each with its own current device.
    std::thread::scope(|s| {
        for t in 0..4 {
            let (devs, modules) = (&devs, &modules);
            s.spawn(move || {
                for _ in 0..5 {
                    saxpy_on(&devs[t % 2], &modules[t % 2], 257, t as f32);
                }
            });
        }
    });
}

#[test]
fn peer_copies_between_two_devices() {
    let hip = Hip::load_from(&[fake_hip(true)]).unwrap();
    let d0 = HipDevice::open_with(hip.clone(), 0).unwrap();
    let d1 = HipDevice::open_with(hip.clone(), 1).unwrap();
    assert!(hip.can_access_peer(0, 1).unwrap());
    let data: Vec<u32> = (0..10_000).map(|i| i * 3).collect();
    let src = d0.upload(&data).unwrap();
    let mut on1 = d1.alloc::<u32>(data.len()).unwrap();
    // Twice: the second finds peer access already enabled.
    for _ in 0..2 {
        let path = gpujit_device::copy_between(&d0, &src, &d1, &mut on1).unwrap();
        assert_eq!(path, CopyPath::PeerToPeer);
        assert_eq!(d1.download(&on1).unwrap(), data);
    }
    // And back.
    let mut back = d0.alloc::<u32>(data.len()).unwrap();
    let path = gpujit_device::copy_between(&d1, &on1, &d0, &mut back).unwrap();
    assert_eq!(path, CopyPath::PeerToPeer);
    assert_eq!(d0.download(&back).unwrap(), data);
    // The same GPU opened twice has no peer access to itself: staged.
    let again = HipDevice::open_with(hip.clone(), 0).unwrap();
    let mut other = again.alloc::<u32>(data.len()).unwrap();
    let path = gpujit_device::copy_between(&d0, &src, &again, &mut other).unwrap();
    assert_eq!(path, CopyPath::StagedThroughHost);
    assert_eq!(again.download(&other).unwrap(), data);
    // A buffer of the wrong device is refused before HIP sees it.
    assert!(matches!(
        gpujit_device::copy_between(&d1, &src, &d0, &mut back),
        Err(Error::WrongDevice { .. })
    ));
    // The raw wrapper checks its ranges too.
    assert!(matches!(
        hip.copy_peer(on1.memory().addr(), src.memory().addr() + 4, data.len() * 4),
        Err(Error::CopyRange { .. })
    ));
}

#[test]
fn streams_events_and_pinned_memory_through_the_fake() {
    let dev = device();
    let k = dev
        .load(&saxpy_image("gfx90a"))
        .unwrap()
        .kernel("saxpy")
        .unwrap();
    let (a, b) = (dev.stream().unwrap(), dev.stream().unwrap());
    let (start, end) = (dev.event().unwrap(), dev.event().unwrap());
    let xs = dev.pinned_from(&[1.0f32, 2.0, 3.0, 4.0, 5.0]).unwrap();
    let mut back = dev.pinned::<f32>(5).unwrap();
    let mut x = dev.alloc::<f32>(5).unwrap();
    let mut y = dev.alloc::<f32>(5).unwrap();
    let mut z = dev.alloc::<f32>(5).unwrap();
    dev.scope(|s| {
        let (xw, yw, zw) = (
            s.writable(&mut x)?,
            s.writable(&mut y)?,
            s.writable(&mut z)?,
        );
        s.upload(&a, &xs, xw, 0)?;
        s.memset(&a, yw, 0)?;
        start.record(&a)?;
        let cfg = LaunchConfig::for_elems(5, 64);
        s.launch(
            &a,
            &k,
            &cfg,
            &[2.0f32.into(), xw.into(), yw.into(), 5u32.into()],
        )?;
        end.record(&a)?;
        b.wait_event(&end)?;
        s.copy(&b, yw, zw)?;
        s.download(&b, zw, 0, &mut back)
    })
    .unwrap();
    assert_eq!(back.as_slice(), &[2.0, 4.0, 6.0, 8.0, 10.0]);
    assert_eq!(start.elapsed_ms(&end).unwrap(), 1.5);
    assert!(a.query().unwrap() && start.query().unwrap());
    // A copy past the end is refused before HIP sees it.
    let e = dev
        .scope(|s| s.upload(&a, &xs, s.writable(&mut x)?, 1))
        .unwrap_err();
    assert!(matches!(e, Error::CopyRange { .. }), "{e}");
    assert_eq!(dev.pinned::<u8>(0).unwrap().len(), 0);
}

fn gridsync_image() -> Image {
    Image {
        format: ImageFormat::Hsaco,
        arch: "gfx90a".to_string(),
        bytes: hsaco("gridsync.hip", "gfx90a"),
        kernels: vec![KernelSignature {
            name: "gridsync".to_string(),
            params: vec![p("out", ParamType::Pointer(Some(ScalarType::U32)))],
            max_threads: None,
        }],
        refused: Vec::new(),
        coarse: None,
    }
}

/// What the fake's `gridsync` saw: [workspace variable set, the workspace's size word,
/// its barrier word, workspace on the current device, launched cooperatively].
fn gridsync_saw(dev: &HipDevice, out: &gpujit_device::Buffer<u32>) -> Vec<u32> {
    dev.download(out).unwrap()
}

#[test]
fn cooperative_launches_get_a_fresh_grid_workspace() {
    let dev = device();
    assert!(dev.capabilities().cooperative_launch);
    let module = dev.load(&gridsync_image()).unwrap();
    let k = module.kernel("gridsync").unwrap();
    // The fake's occupancy answer (2048 threads a compute unit) on its 104 units.
    let block = gpujit_device::Dim3::new(256, 1, 1);
    assert_eq!(dev.resident_blocks(&k, block, 0).unwrap(), 8);
    assert_eq!(dev.cooperative_blocks(&k, block, 0).unwrap(), 8 * 104);
    assert_eq!(
        dev.resident_blocks(&k, gpujit_device::Dim3::new(2048, 1, 1), 0)
            .unwrap(),
        0
    );
    let out = dev.alloc::<u32>(5).unwrap();
    let cfg = LaunchConfig {
        grid: gpujit_device::Dim3::new(4, 1, 1),
        block,
        shared_bytes: 0,
    };
    // A plain launch finds the variable null, as CUDA's plain launches find theirs.
    dev.launch(&k, &cfg, &[(&out).into()]).unwrap();
    assert_eq!(gridsync_saw(dev, &out), [0, 0, 0, 0, 0]);
    // Each cooperative launch finds a reset workspace of the device, though the one before
    // left its barrier word dirty; on the null stream and on a stream alike.
    for _ in 0..2 {
        dev.launch_cooperative(&k, &cfg, &[(&out).into()]).unwrap();
        assert_eq!(gridsync_saw(dev, &out), [1, 8, 0, 1, 1]);
    }
    let queue = crate::stream::HipQueue::new(dev).unwrap();
    // SAFETY: `out` is a buffer of this device that outlives the stream's work (waited for
    // below).
    unsafe {
        gpujit_device::StreamImpl::launch_cooperative_raw(&queue, &k, &cfg, &[(&out).into()])
    }
    .unwrap();
    gpujit_device::StreamImpl::synchronize(&queue).unwrap();
    assert_eq!(gridsync_saw(dev, &out), [1, 8, 0, 1, 1]);
    // After them the variable is null again.
    assert_eq!(
        dev.read_global::<u64>(&module, "__gpujit_grid_workspace")
            .unwrap(),
        [0]
    );
    dev.launch(&k, &cfg, &[(&out).into()]).unwrap();
    assert_eq!(gridsync_saw(dev, &out)[0], 0);
    // A grid the device cannot hold at once is refused before HIP sees it; the device
    // stays usable.
    let too_large = LaunchConfig {
        grid: gpujit_device::Dim3::new(8 * 104 + 1, 1, 1),
        ..cfg
    };
    let e = dev
        .launch_cooperative(&k, &too_large, &[(&out).into()])
        .unwrap_err();
    assert!(
        matches!(
            e,
            Error::CooperativeTooLarge {
                blocks: 833,
                max: 832,
                ..
            }
        ),
        "{e}"
    );
    dev.launch_cooperative(&k, &cfg, &[(&out).into()]).unwrap();
    assert_eq!(gridsync_saw(dev, &out), [1, 8, 0, 1, 1]);
}

#[test]
fn without_the_cooperative_entry_point_cooperative_launches_are_refused() {
    // The ROCm 5 build of the fake, like ROCm 5.2, has no hipModuleLaunchCooperativeKernel.
    let hip = Hip::load_from(&[fake_hip(false)]).unwrap();
    assert!(hip.api().hipModuleLaunchCooperativeKernel.is_none());
    let dev = HipDevice::open_with(hip, 0).unwrap();
    assert!(!dev.capabilities().cooperative_launch);
    let k = dev
        .load(&gridsync_image())
        .unwrap()
        .kernel("gridsync")
        .unwrap();
    let out = dev.alloc::<u32>(5).unwrap();
    let cfg = LaunchConfig::for_elems(64, 64);
    let e = dev
        .launch_cooperative(&k, &cfg, &[(&out).into()])
        .unwrap_err();
    assert!(matches!(e, Error::Unsupported { .. }), "{e}");
    // Plain launches still run.
    dev.launch(&k, &cfg, &[(&out).into()]).unwrap();
    assert_eq!(gridsync_saw(&dev, &out)[4], 0);
}
