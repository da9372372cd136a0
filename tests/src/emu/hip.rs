//! clang-22's builds of the HIP fixtures against the CPU references.

use std::collections::HashMap;

use anyhow::ensure;
use gpujit::amdgcn_emu::EmuDevice;
use gpujit::{Device, DeviceError, DeviceExt, Dim3, Forward, Image, LaunchConfig, Module};
use gpujit_conformance::Tally;
use gpujit_kernels::{index3d, reverse};

use super::hip_build;

/// The device `inner`, but `load` replaces each image by clang-22's build of
/// the HIP fixture that defines the same kernels.
struct ClangBuilds<'a> {
    inner: &'a dyn Device,
    images: HashMap<String, Vec<u8>>,
}

impl Forward for ClangBuilds<'_> {
    fn inner(&self) -> &dyn Device {
        self.inner
    }
    fn forward_load(&self, image: &Image) -> Result<Module, DeviceError> {
        let first = image
            .kernels
            .first()
            .map(|k| k.name.clone())
            .unwrap_or_default();
        let bytes = self
            .images
            .get(&first)
            .ok_or_else(|| DeviceError::UnknownKernel {
                name: first.clone(),
                available: self.images.keys().cloned().collect(),
            })?;
        // clang builds the kernels alone, without gpujit's coarsened variants.
        self.inner.load(&Image {
            bytes: bytes.clone(),
            coarse: None,
            ..image.clone()
        })
    }
}

pub(super) fn hip_tests(t: &mut Tally, dev: &EmuDevice) {
    let arch = dev.info().arch.clone();
    let arch = arch.as_str();
    let fixtures: &[(&str, &[&str])] = &[
        ("saxpy", &["saxpy"]),
        ("saxpy_vec4", &["saxpy_vec4"]),
        ("reduce", &["reduce_sum"]),
        ("histogram", &["histogram256"]),
        ("scan", &["scan_block", "add_offsets"]),
        ("transpose", &["transpose"]),
        ("softmax", &["softmax_rows"]),
        ("sgemm", &["sgemm"]),
        ("reverse", &["block_reverse"]),
        ("index3d", &["index3d"]),
    ];
    let mut images = HashMap::new();
    for (file, kernels) in fixtures {
        match hip_build(file, arch) {
            Ok(bytes) => {
                for k in *kernels {
                    images.insert(k.to_string(), bytes.clone());
                }
            }
            Err(e) => t.fail(
                &format!("amdgcn-emu::hip::{arch}::{file}::build"),
                &format!("{e:#}"),
            ),
        }
    }
    let clang_dev = ClangBuilds { inner: dev, images };
    let d: &dyn Device = &clang_dev;
    for (kernel, _) in gpujit::library::KERNELS {
        // sgemm's n is the matrix edge: n³ multiply-adds.
        let sizes: &[usize] = if *kernel == "sgemm" {
            &[1, 64, 150]
        } else {
            &[1, 1000, 65_537]
        };
        for &n in sizes {
            t.run(&format!("amdgcn-emu::hip::{arch}::{kernel}::n{n}"), || {
                gpujit::library::run(d, kernel, n)?;
                Ok(())
            });
        }
    }
    t.run(&format!("amdgcn-emu::hip::{arch}::block_reverse"), || {
        let c = gpujit::compile_for(d, &reverse::module(false)?)?;
        let k = d.load(&c.image)?.kernel(reverse::KERNEL)?;
        for block in [32u32, 64, 256, 1024] {
            let data: Vec<u32> = (0..block * 3)
                .map(|i| i.wrapping_mul(2_654_435_761))
                .collect();
            let (buf, tmp) = (d.upload(&data)?, d.alloc::<u32>(data.len())?);
            let cfg = LaunchConfig {
                grid: Dim3::x(3),
                block: Dim3::x(block),
                shared_bytes: 0,
            };
            d.launch(&k, &cfg, &[(&buf).into(), (&tmp).into()])?;
            let mut want = data.clone();
            reverse::reference(&mut want, block as usize);
            ensure!(d.download(&buf)? == want, "block {block}: wrong order");
        }
        Ok(())
    });
    let warp = dev.info().warp_size;
    t.run(&format!("amdgcn-emu::hip::{arch}::index3d"), || {
        let c = gpujit::compile_for(d, &index3d::module()?)?;
        let k = d.load(&c.image)?.kernel(index3d::KERNEL)?;
        let cfg = LaunchConfig {
            grid: Dim3::new(3, 2, 2),
            block: Dim3::new(8, 4, 2),
            shared_bytes: 0,
        };
        let n = (cfg.grid.count() * cfg.block.count()) as usize;
        let out = d.alloc::<u32>(n)?;
        d.launch(&k, &cfg, &[(&out).into()])?;
        ensure!(
            d.download(&out)? == index3d::reference(n, warp),
            "wrong indices"
        );
        Ok(())
    });
}
