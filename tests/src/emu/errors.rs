//! The error paths: unimplemented instruction, faulting access, wrong target.

use anyhow::{Context, bail, ensure};
use gpujit::amdgcn_emu::{EmuDevice, EmuError};
use gpujit::{Device, DeviceError, DeviceExt, Image, LaunchConfig, ScalarType, Target};
use gpujit_conformance::Tally;

use super::asm::{asm_body, expect, inputs, kernel_asm, run_asm};
use super::{assemble, gfx942_image, hip_build};

pub(super) fn error_tests(t: &mut Tally, dev: &EmuDevice) {
    t.run("amdgcn-emu::errors::unimplemented_instruction", || {
        let body = "  v_mfma_f32_4x4x1f32 a[0:3], v3, v3, a[0:3]\n  v_mov_b32 v4, 0";
        let x = inputs(64);
        let e = match run_asm(dev, "unimplemented", body, &x, 64, 0) {
            Ok(_) => bail!("an MFMA instruction ran on the emulator"),
            Err(e) => e,
        };
        ensure!(
            e.to_string()
                .contains("unimplemented instruction `v_mfma_f32_4x4x1"),
            "{e:#}"
        );
        // Found when the code object is loaded, not when a launch reaches it.
        ensure!(
            matches!(
                e.downcast_ref::<DeviceError>(),
                Some(DeviceError::ModuleLoad { .. })
            ),
            "not a load error: {e:#}"
        );
        match dev.last_error() {
            Some(EmuError::Unimplemented { kernel, text, .. }) => {
                ensure!(
                    kernel == "k" && text.starts_with("v_mfma_f32_4x4x1"),
                    "{kernel}: {text}"
                )
            }
            other => bail!("last error: {other:?}"),
        }
        Ok(())
    });
    t.run(
        "amdgcn-emu::errors::out_of_bounds_fault_then_usable",
        || {
            let body = "  v_add_u32 v2, 0x40000000, v2\n  v_mov_b32 v4, 1";
            let x = inputs(128);
            let e = match run_asm(dev, "oob", body, &x, 64, 0) {
                Ok(_) => bail!("an out-of-bounds store succeeded"),
                Err(e) => e,
            };
            ensure!(
                matches!(
                    e.downcast_ref::<DeviceError>(),
                    Some(DeviceError::KernelFault { .. })
                ),
                "{e:#}"
            );
            match dev.last_error() {
                Some(EmuError::Fault {
                    kernel,
                    workgroup,
                    lane: Some(0),
                    address,
                    ..
                }) => ensure!(
                    kernel == "k" && workgroup == [0, 0, 0] && address % (1 << 30) != u64::MAX,
                    "{kernel} {workgroup:?} {address:#x}"
                ),
                other => bail!("last error: {other:?}"),
            }
            // The HIP fault fixture: clang's code, a store 8 GiB past the pointer.
            let image = gfx942_image(
                hip_build("fault", "gfx942")?,
                &["fault"],
                &["p"],
                ScalarType::I32,
            );
            let k = dev.load(&image)?.kernel("fault")?;
            let p = dev.alloc::<i32>(16)?;
            let e = dev
                .launch(&k, &LaunchConfig::for_elems(64, 64), &[(&p).into()])
                .unwrap_err();
            ensure!(matches!(e, DeviceError::KernelFault { .. }), "{e}");
            // Still usable.
            let (out, _) = run_asm(dev, "after_fault", "  v_add_u32 v4, 1, v3", &x, 64, 0)?;
            expect(&out, |i| x[i].wrapping_add(1))
        },
    );
    t.run("amdgcn-emu::errors::oversized_code_object_sizes", || {
        // A code object asking for 4 GiB of scratch per work-item, or 1 MiB of
        // LDS, is refused at launch instead of aborting on the allocation.
        let body = "  v_mov_b32 v4, v3";
        let x = inputs(64);
        let huge_private = kernel_asm(&asm_body(body), "", 32, 40, 0).replace(
            ".private_segment_fixed_size: 0",
            ".private_segment_fixed_size: 4294967295",
        );
        let huge_lds = kernel_asm(&asm_body(body), "", 32, 40, 1 << 20);
        for (tag, src, what) in [
            ("huge_private", huge_private, "4294967295 private bytes"),
            ("huge_lds", huge_lds, "1048576 bytes of static LDS"),
        ] {
            let image = gfx942_image(
                assemble(tag, &src)?,
                &["k"],
                &["out", "in"],
                ScalarType::U32,
            );
            let k = dev.load(&image)?.kernel("k")?;
            let (inb, out) = (dev.upload(&x)?, dev.alloc::<u32>(x.len())?);
            let e = dev
                .launch(
                    &k,
                    &LaunchConfig::for_elems(64, 64),
                    &[(&out).into(), (&inb).into()],
                )
                .unwrap_err();
            ensure!(e.to_string().contains(what), "{tag}: {e}");
        }
        // Still usable.
        let (out, _) = run_asm(dev, "after_oversized", "  v_add_u32 v4, 1, v3", &x, 64, 0)?;
        expect(&out, |i| x[i].wrapping_add(1))
    });
    t.run("amdgcn-emu::errors::rejects_other_targets", || {
        let m = gpujit_kernels::saxpy::module()?;
        // The gfx942 device takes gfx942 code objects and refuses the others,
        // as hardware does, naming both targets.
        for arch in [
            "gfx1030", "gfx906", "gfx90a", "gfx1100", "gfx950", "gfx1151", "gfx1201",
        ] {
            match dev.load(&image_for(&m, arch)?) {
                Err(DeviceError::TargetMismatch { image, device, .. }) => {
                    ensure!(image == arch && device == "gfx942", "{image} on {device}")
                }
                Err(e) => bail!("{arch}: expected a target mismatch, got {e}"),
                Ok(_) => bail!("a {arch} code object loaded on the emulated gfx942"),
            }
        }
        dev.load(&image_for(&m, "gfx942")?)?;
        // Each processor the emulator runs takes its own code objects.
        for arch in [
            "gfx90a", "gfx1100", "gfx1150", "gfx1151", "gfx1200", "gfx1201",
        ] {
            EmuDevice::with_arch(arch)?.load(&image_for(&m, arch)?)?;
        }
        // A device for a processor the emulator does not run is refused,
        // listing those it runs.
        match EmuDevice::with_arch("gfx1030") {
            Ok(_) => bail!("an emulated gfx1030 device was created"),
            Err(e) => ensure!(
                matches!(e, EmuError::Unsupported(_)) && e.to_string().contains("gfx1151"),
                "{e}"
            ),
        }
        Ok(())
    });
    t.run("amdgcn-emu::errors::mismatch_between_gfx942_and_gfx1100", || {
        let m = gpujit_kernels::saxpy::module()?;
        let rdna = gpujit::open("amdgcn-emu:gfx1100")?;
        let cdna = gpujit::open("amdgcn-emu")?;
        for (device, arch, other) in [(&rdna, "gfx942", "gfx1100"), (&cdna, "gfx1100", "gfx942")] {
            let e = device.load(&image_for(&m, arch)?).unwrap_err();
            ensure!(
                matches!(&e, DeviceError::TargetMismatch { image, device, .. }
                    if image == arch && device == other),
                "{arch} on {other}: {e}"
            );
            let expected = format!("an image for {arch} cannot be loaded on the {other} device");
            ensure!(e.to_string().contains(&expected), "{e}");
            // compile_for picks the device's own processor, and it loads.
            let c = gpujit::compile_for(device.as_ref(), &m)?;
            let chosen = c.for_device.context("compile_for reports its choice")?;
            ensure!(
                chosen.device == other && chosen.compiled_for == other,
                "{chosen}"
            );
            device.load(&c.image)?;
        }
        // Asked for, the family's generic processor: the target check passes
        // on gfx1100, and the emulator, which decodes processors only, says so.
        let c = gpujit::compile_for_with(
            rdna.as_ref(),
            &m,
            &gpujit::CompileOptions {
                generic: true,
                ..Default::default()
            },
        )?;
        ensure!(c.image.arch == "gfx11-generic", "{}", c.image.arch);
        match rdna.load(&c.image) {
            Err(DeviceError::ModuleLoad { status, .. }) => ensure!(
                status.contains("code object for gfx11-generic"),
                "{status}"
            ),
            Err(e) => bail!("expected the emulator's own refusal, got {e}"),
            Ok(_) => bail!("the emulator loaded a generic code object"),
        }
        let e = cdna.load(&c.image).unwrap_err();
        ensure!(
            matches!(&e, DeviceError::TargetMismatch { reason, .. } if reason.contains("covers gfx1100")),
            "{e}"
        );
        Ok(())
    });
}

/// gpujit's code object of `m` for `arch`.
fn image_for(m: &gpujit::PortableModule, arch: &str) -> anyhow::Result<Image> {
    let options = gpujit::CompileOptions {
        arch: Some(arch.into()),
        ..Default::default()
    };
    Ok(gpujit::compile(m, Target::Amdgcn, &options)?.image)
}
