//! `compile_for` on an HIP device: the fake HIP library of the amdgcn
//! crate's tests (`targets/amdgcn/tests/fixtures/fake_hip.c`, built with
//! clang-22), whose one device reports `gfx90a:sramecc+:xnack-`.

use crate::{CompileOptions, Device, compile_for, compile_for_with, device_arch};
use gpujit_amdgcn::HipDevice;
use gpujit_amdgcn::code_object::CodeObject;
use gpujit_amdgcn::hip::Hip;
use std::path::Path;
use std::process::Command;

fn fake_hip_device() -> HipDevice {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../targets/amdgcn/tests/fixtures/fake_hip.c");
    let out = std::env::temp_dir().join(format!("gpujit-facade-fakehip-{}.so", std::process::id()));
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
    let hip = Hip::load_from(&[out.to_string_lossy().into_owned()]).expect("load the fake");
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
    let _ = std::fs::remove_file(
        std::env::temp_dir().join(format!("gpujit-facade-fakehip-{}.so", std::process::id())),
    );
}

/// The README's SAXPY is the crate documentation's first example (which rustdoc compiles
/// and runs), line for line, without the example's hidden lines.
#[test]
fn readme_saxpy_is_the_tested_crate_example() {
    let readme = include_str!("../../../README.md");
    let start = readme.find("```rust\n").expect("README has a rust block") + 8;
    let end = start + readme[start..].find("```").expect("the block ends");
    let block: Vec<&str> = readme[start..end].lines().collect();

    let lib = include_str!("lib.rs");
    let doc: Vec<&str> = lib
        .lines()
        .take_while(|l| l.starts_with("//!"))
        .map(|l| {
            l.strip_prefix("//! ")
                .unwrap_or(l.trim_start_matches("//!"))
        })
        .collect();
    let open = doc.iter().position(|l| *l == "```").expect("an example");
    let close = open + 1 + doc[open + 1..].iter().position(|l| *l == "```").unwrap();
    let example: Vec<&str> = doc[open + 1..close]
        .iter()
        .copied()
        .filter(|l| !l.starts_with("# "))
        .collect();
    assert_eq!(block, example);
    assert!(block.iter().any(|l| l.contains("saxpy.launch(")));
}
