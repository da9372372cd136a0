//! Compile-level tests of the facade: kept target machines and pipelines
//! against fresh ones; `compile_for` on an HIP device — the fake HIP library
//! of the amdgcn crate's tests (`targets/amdgcn/tests/fixtures/fake_hip.c`,
//! built with clang-22), whose two devices report `gfx90a:sramecc+:xnack-`;
//! and several devices at once: specs with ordinals, one compile per arch,
//! copies between devices.

use crate::{
    CompileOptions, Device, Target, compile, compile_for, compile_for_with, device_arch, library,
};
use gpujit_amdgcn::HipDevice;
use gpujit_amdgcn::code_object::CodeObject;
use gpujit_amdgcn::hip::Hip;
use std::path::Path;
use std::process::Command;
use std::sync::{Mutex, MutexGuard};

/// Held by the test that measures this process's resident memory
/// (`session::tests::add_launch_remove_cycles_do_not_leak`) and by tests
/// that grow it by megabytes while they run, so that they never overlap.
static RESIDENT_MEMORY: Mutex<()> = Mutex::new(());

/// Takes [`RESIDENT_MEMORY`] (also after a test that held it failed).
pub(crate) fn resident_memory() -> MutexGuard<'static, ()> {
    RESIDENT_MEMORY.lock().unwrap_or_else(|p| p.into_inner())
}

/// Compiles `modules` one after another on this thread, with target machines
/// and code generation pipelines reused or not.
fn compile_all(
    modules: &[crate::PortableModule],
    target: Target,
    arch: &str,
    reuse: bool,
) -> Vec<Vec<u8>> {
    gpujit_ir::lower::set_reuse_for_thread(Some(reuse));
    let opts = CompileOptions {
        arch: Some(arch.to_string()),
        ..Default::default()
    };
    let out = modules
        .iter()
        .map(|m| compile(m, target, &opts).unwrap().image.bytes)
        .collect();
    gpujit_ir::lower::set_reuse_for_thread(None);
    out
}

#[test]
fn reused_machines_and_pipelines_emit_exactly_what_fresh_ones_do() {
    // Compiling the interpreter for three targets, three times, grows the heap.
    let _quiet = resident_memory();
    let mut modules: Vec<_> = library::MODULES
        .iter()
        .map(|n| library::module(n).unwrap())
        .collect();
    // The tiered interpreter (large, every math function) and generated programs.
    let info = crate::open("host").unwrap().info().clone();
    modules.push(crate::tiered::interpreter_module(&info).unwrap());
    modules.extend((0..12).map(|s| crate::tiered::tests::generated(s, s % 2 == 0)));
    let names: Vec<String> = modules.iter().map(|m| m.name().to_string()).collect();
    for (target, arch) in [
        (Target::Amdgcn, "gfx942"),
        (Target::Amdgcn, "gfx1100"),
        (Target::Nvptx, "sm_90"),
    ] {
        let before = gpujit_ir::lower::ReuseStats::this_thread();
        // Twice through the list with reuse: every pipeline runs on module
        // after module, so state left behind by one would show in the next.
        let first = compile_all(&modules, target, arch, true);
        let second = compile_all(&modules, target, arch, true);
        let stats = gpujit_ir::lower::ReuseStats::this_thread();
        let fresh = compile_all(&modules, target, arch, false);
        let runs = 2 * names.len() as u64;
        assert!(
            stats.machines_reused >= before.machines_reused + runs - 1,
            "{target} {arch}: {stats:?}"
        );
        if target == Target::Amdgcn {
            // AMDGPU's pipelines are kept too (NVPTX's are not: see lower::machine).
            assert!(
                stats.pipelines_reused >= before.pipelines_reused + runs - 1,
                "{target} {arch}: {stats:?}"
            );
        }
        for (i, name) in names.iter().enumerate() {
            assert!(
                first[i] == fresh[i] && second[i] == fresh[i],
                "{target} {arch} {name}: a reused pipeline emitted different code"
            );
        }
    }
}

/// Device 0 of a fresh load of the fake HIP library, built once per process: tests run in
/// parallel and must not rewrite a library another test has loaded, nor delete the file
/// another test is about to load (it stays in the temporary folder, one per process).
fn fake_hip_device() -> HipDevice {
    static BUILT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let path = BUILT.get_or_init(|| {
        let src = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../targets/amdgcn/tests/fixtures/fake_hip.c");
        let out =
            std::env::temp_dir().join(format!("gpujit-facade-fakehip-{}.so", std::process::id()));
        let built = Command::new("clang-22")
            .args(["-shared", "-fPIC", "-O1", "-DPROPS_R0600", "-o"])
            .arg(&out)
            .arg(&src)
            .output()
            .unwrap_or_else(|e| panic!("clang-22 is required to build the fake HIP library: {e}"));
        assert!(
            built.status.success(),
            "{}",
            String::from_utf8_lossy(&built.stderr)
        );
        out.to_string_lossy().into_owned()
    });
    let hip = Hip::load_from(std::slice::from_ref(path)).expect("load the fake");
    HipDevice::open_with(hip, 0).expect("open the fake device")
}

#[test]
fn compile_for_an_hip_device_uses_its_exact_target_id() {
    let dev = fake_hip_device();
    assert_eq!(dev.info().arch, "gfx90a");
    assert_eq!(device_arch(&dev), "gfx90a:sramecc+:xnack-");
    let m = gpujit_kernels::saxpy::module().unwrap();
    let c = compile_for(&dev, &m).unwrap();
    let chosen = c
        .for_device
        .clone()
        .expect("compile_for reports its choice");
    assert_eq!(chosen.device, "gfx90a:sramecc+:xnack-");
    assert_eq!(chosen.compiled_for, "gfx90a:sramecc+:xnack-");
    assert!(chosen.reason.contains("own processor"), "{chosen}");
    assert_eq!(c.image.arch, "gfx90a:sramecc+:xnack-");
    let co = CodeObject::parse(&c.image.bytes).unwrap();
    assert_eq!(co.target_id, "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-");
    dev.load(&c.image).expect("the exact build loads");
    // gfx90a has no generic processor: asking for one is an error naming why.
    let err = compile_for_with(
        &dev,
        &m,
        &CompileOptions {
            generic: true,
            ..Default::default()
        },
    )
    .unwrap_err()
    .to_string();
    assert!(
        err.contains("gfx90a belongs to no generic processor's family"),
        "{err}"
    );
    // An explicit architecture wins, and the device refuses it.
    let c = compile_for_with(
        &dev,
        &m,
        &CompileOptions {
            arch: Some("gfx90a:xnack+".into()),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(c.for_device.unwrap().compiled_for, "gfx90a:xnack+");
    let err = dev.load(&c.image).unwrap_err().to_string();
    assert!(
        err.contains("xnack on, and the device runs with xnack off"),
        "{err}"
    );
}

/// SAXPY on `dev` with `module` over `n` elements, checked bit for bit.
fn saxpy_checks(dev: &dyn Device, module: &gpujit_device::Module, n: usize) {
    use gpujit_device::{DeviceExt, LaunchConfig};
    let k = module.kernel("saxpy").unwrap();
    let xs: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let ys: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let x = dev.upload(&xs).unwrap();
    let mut y = dev.upload(&ys).unwrap();
    let args = [
        2.0f32.into(),
        (&x).into(),
        (&mut y).into(),
        (n as u32).into(),
    ];
    dev.launch(&k, &LaunchConfig::for_elems(n, 64), &args)
        .unwrap();
    dev.synchronize().unwrap();
    let mut want = ys;
    gpujit_kernels::saxpy::reference(2.0, &xs, &mut want);
    assert_eq!(dev.download(&y).unwrap(), want, "{}", dev.info().name);
}

#[test]
fn device_specs_take_an_ordinal() {
    let host = crate::open("host:0").unwrap();
    assert_eq!(crate::device_spec(host.info()), "host:0");
    assert_eq!(crate::open("cpu").unwrap().info().ordinal, 0);
    match crate::open("host:1") {
        Err(e @ crate::Error::NoSuchDevice { .. }) => {
            let text = e.to_string();
            assert!(
                text.starts_with("`host:1` names host device 1, but host has 1 device: host:0 "),
                "{text}"
            );
        }
        other => panic!("{:?}", other.map(|d| d.info().clone())),
    }
    for bad in ["cuda:x", "cuda:-1", "auto:0", "metal:0", "host:", ":0"] {
        assert!(
            matches!(crate::open(bad), Err(crate::Error::UnknownName { .. })),
            "{bad}"
        );
    }
    let emu = crate::open("amdgcn-emu:gfx1100").unwrap();
    assert_eq!(crate::device_spec(emu.info()), "amdgcn-emu:gfx1100");
    assert_eq!(
        crate::open(&crate::device_spec(emu.info()))
            .unwrap()
            .info()
            .arch,
        "gfx1100"
    );
    // Every device listed opens through its spec, and says what gpujit compiles for it.
    for (_, found) in crate::devices() {
        for info in found.unwrap_or_default() {
            let dev = crate::open(&crate::device_spec(&info)).unwrap();
            assert_eq!(dev.info().ordinal, info.ordinal);
            let t = crate::device_target(dev.as_ref()).unwrap();
            assert_eq!(t.device, crate::device_arch(dev.as_ref()));
        }
    }
    let t = crate::device_target(emu.as_ref()).unwrap();
    assert_eq!(
        (t.device.as_str(), t.compiled_for.as_str()),
        ("gfx1100", "gfx1100")
    );
}

#[test]
fn the_jit_compiles_once_per_arch_for_several_devices() {
    use crate::cache::Cache;
    let m = gpujit_kernels::saxpy::module().unwrap();
    let run = |devices: &[&dyn Device]| {
        let jit = crate::Jit::new(crate::open("host").unwrap(), Cache::new(None, 0, 16)).unwrap();
        let modules = jit.load_on(devices, &m).unwrap();
        for (d, module) in devices.iter().zip(&modules) {
            assert_eq!(module.device(), d.id());
            saxpy_checks(*d, module, 300);
        }
        jit.cache().stats().stores
    };
    let (h0, h1) = (
        crate::open("host:0").unwrap(),
        crate::open("host:0").unwrap(),
    );
    assert_eq!(run(&[h0.as_ref(), h1.as_ref()]), 1, "two host devices");
    let (e0, e1) = (crate::open_emulator(), crate::open_emulator());
    assert_eq!(run(&[e0.as_ref(), e1.as_ref()]), 1, "two gfx942 emulators");
    let e2 = crate::open("amdgcn-emu:gfx1100").unwrap();
    assert_eq!(run(&[e0.as_ref(), e2.as_ref()]), 2, "gfx942 and gfx1100");
    assert_eq!(
        run(&[h0.as_ref(), e0.as_ref(), e1.as_ref(), h1.as_ref()]),
        2
    );
    // Two devices of one HIP runtime (the fake), one gfx90a image for both.
    let d0 = fake_hip_device();
    let d1 = HipDevice::open_with(d0.hip().clone(), 1).unwrap();
    assert_eq!(run(&[&d0, &d1]), 1, "two HIP devices of one arch");
}

#[test]
fn copies_between_devices_of_any_backends() {
    use gpujit_device::{CopyPath, DeviceExt, copy_between};
    let data: Vec<f32> = (0..100_003).map(|i| i as f32 * 0.25).collect();
    let pairs: [(&str, &str); 4] = [
        ("host", "host"),
        ("host", "amdgcn-emu"),
        ("amdgcn-emu", "host"),
        ("amdgcn-emu", "amdgcn-emu:gfx1100"),
    ];
    for (a, b) in pairs {
        let (a, b) = (crate::open(a).unwrap(), crate::open(b).unwrap());
        let src = a.upload(&data).unwrap();
        let mut dst = b.alloc::<f32>(data.len()).unwrap();
        let path = copy_between(a.as_ref(), &src, b.as_ref(), &mut dst).unwrap();
        assert_eq!(path, CopyPath::StagedThroughHost);
        assert_eq!(b.download(&dst).unwrap(), data);
    }
    // Two devices of the fake HIP runtime: peer to peer.
    let d0 = fake_hip_device();
    let d1 = HipDevice::open_with(d0.hip().clone(), 1).unwrap();
    let src = d0.upload(&data).unwrap();
    let mut dst = d1.alloc::<f32>(data.len()).unwrap();
    assert_eq!(
        copy_between(&d0, &src, &d1, &mut dst).unwrap(),
        CopyPath::PeerToPeer
    );
    assert_eq!(d1.download(&dst).unwrap(), data);
}
