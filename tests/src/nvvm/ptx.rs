//! Whole PTX modules: the PTX of the CUDA corpus (`tests/corpus/ptx`, made
//! from the same NVVM IR by LLVM's NVPTX back end with libdevice linked, as
//! NVIDIA's toolchains make it) translated on every device and run against
//! the corpus's CPU references; on CUDA also as given, through the driver.

use anyhow::ensure;
use gpujit::{Device, Module, PortableModule, PtxModule};
use gpujit_conformance::Tally;

use super::corpus::TESTS;

/// The corpus PTX: name (`cuda-samples/<name>.ptx`) and text.
const FILES: [(&str, &str); 18] = [
    (
        "vector_add",
        include_str!("../../corpus/ptx/cuda-samples/vector_add.ptx"),
    ),
    (
        "matrix_mul",
        include_str!("../../corpus/ptx/cuda-samples/matrix_mul.ptx"),
    ),
    (
        "reduction",
        include_str!("../../corpus/ptx/cuda-samples/reduction.ptx"),
    ),
    (
        "shfl_scan",
        include_str!("../../corpus/ptx/cuda-samples/shfl_scan.ptx"),
    ),
    (
        "histogram256",
        include_str!("../../corpus/ptx/cuda-samples/histogram256.ptx"),
    ),
    (
        "transpose",
        include_str!("../../corpus/ptx/cuda-samples/transpose.ptx"),
    ),
    (
        "convolution_separable",
        include_str!("../../corpus/ptx/cuda-samples/convolution_separable.ptx"),
    ),
    (
        "black_scholes",
        include_str!("../../corpus/ptx/cuda-samples/black_scholes.ptx"),
    ),
    (
        "nbody",
        include_str!("../../corpus/ptx/cuda-samples/nbody.ptx"),
    ),
    (
        "fast_walsh_transform",
        include_str!("../../corpus/ptx/cuda-samples/fast_walsh_transform.ptx"),
    ),
    (
        "bitonic_sort",
        include_str!("../../corpus/ptx/cuda-samples/bitonic_sort.ptx"),
    ),
    (
        "atomics",
        include_str!("../../corpus/ptx/cuda-samples/atomics.ptx"),
    ),
    (
        "vote",
        include_str!("../../corpus/ptx/cuda-samples/vote.ptx"),
    ),
    (
        "large_kernel_parameter",
        include_str!("../../corpus/ptx/cuda-samples/large_kernel_parameter.ptx"),
    ),
    (
        "inline_ptx",
        include_str!("../../corpus/ptx/cuda-samples/inline_ptx.ptx"),
    ),
    (
        "scalar_prod",
        include_str!("../../corpus/ptx/cuda-samples/scalar_prod.ptx"),
    ),
    (
        "fdtd3d",
        include_str!("../../corpus/ptx/cuda-samples/fdtd3d.ptx"),
    ),
    (
        "inverse_cnd",
        include_str!("../../corpus/ptx/cuda-samples/inverse_cnd.ptx"),
    ),
];

type Loaded<'a> = Vec<(&'a str, anyhow::Result<Module>)>;

fn find(set: &Loaded<'_>, file: &str) -> anyhow::Result<Module> {
    match set.iter().find(|(n, _)| *n == file) {
        Some((_, Ok(m))) => Ok(m.clone()),
        Some((_, Err(e))) => Err(anyhow::anyhow!("{e:#}")),
        None => Err(anyhow::anyhow!("no module {file}")),
    }
}

/// Runs the PTX corpus: every file translates (with the signatures the PTX
/// declares), and every corpus test runs on every device.
pub fn run(t: &mut Tally, devices: &[(String, &dyn Device)]) {
    let mut modules: Vec<(&str, anyhow::Result<(PtxModule, PortableModule)>)> = Vec::new();
    for (name, text) in FILES {
        let r = (|| {
            let m = PtxModule::from_text(&format!("{name}.ptx"), text)?;
            let p = m.translate()?;
            ensure!(
                p.kernels() == m.kernels(),
                "signatures differ once translated"
            );
            Ok((m, p))
        })();
        t.run(&format!("ptx::corpus::translate::{name}"), || match &r {
            Ok(_) => Ok(()),
            Err(e) => Err(anyhow::anyhow!("{e:#}")),
        });
        modules.push((name, r));
    }
    for (tag, dev) in devices {
        let cuda = dev.info().backend == gpujit::Backend::Cuda;
        let mut translated: Loaded<'_> = Vec::new();
        let mut given: Loaded<'_> = Vec::new();
        for (name, m) in &modules {
            let load = |as_given: bool| -> anyhow::Result<Module> {
                let (ptx, portable) = m.as_ref().map_err(|e| anyhow::anyhow!("{e:#}"))?;
                let c = if as_given {
                    gpujit::compile_ptx_for(*dev, ptx)?
                } else {
                    gpujit::compile_for(*dev, portable)?
                };
                Ok(dev.load(&c.image)?)
            };
            translated.push((name, load(false)));
            if cuda {
                given.push((name, load(true)));
            }
        }
        for (test, file, run) in TESTS {
            t.run(&format!("{tag}::ptx::corpus::{test}"), || {
                run(*dev, &find(&translated, file)?)
            });
            if cuda {
                t.run(&format!("{tag}::ptx::corpus::as_given::{test}"), || {
                    run(*dev, &find(&given, file)?)
                });
            }
        }
    }
}
