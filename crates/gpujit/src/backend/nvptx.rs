//! NVIDIA: PTX from LLVM's NVPTX backend, linked into a cubin for a CUDA device.

use gpujit_device::{Backend, Device, DeviceInfo, Image, ImageFormat};
use gpujit_nvptx::NvptxOptions;

use super::{DeviceOptions, TargetBackend};
use crate::{CompileOptions, NvvmModule, PortableModule, PtxModule, Result, StageTimes, Target};

/// The NVIDIA target.
pub(super) struct Nvptx;

fn options(opts: &CompileOptions) -> NvptxOptions {
    NvptxOptions {
        arch: opts.arch.clone().unwrap_or_else(|| Nvptx.default_arch()),
        ptx_version: opts.ptx_version,
        opt_level: opts.opt_level.unwrap_or(3),
        coarsen: !opts.no_coarsening,
    }
}

impl TargetBackend for Nvptx {
    fn target(&self) -> Target {
        Target::Nvptx
    }

    fn name(&self) -> &'static str {
        "nvptx"
    }

    fn aliases(&self) -> &'static [&'static str] {
        &["cuda"]
    }

    fn device_backend(&self) -> Backend {
        Backend::Cuda
    }

    fn default_arch(&self) -> String {
        "sm_80".into()
    }

    fn compile(
        &self,
        module: &PortableModule,
        opts: &CompileOptions,
    ) -> Result<(Image, StageTimes)> {
        Ok(gpujit_nvptx::compile(module, &options(opts))?)
    }

    fn compiles_nvvm_as_written(&self) -> bool {
        true
    }

    /// As its producer wrote it: inline PTX and all reach the driver untouched.
    fn compile_nvvm(
        &self,
        module: &NvvmModule,
        opts: &CompileOptions,
    ) -> Result<(Image, StageTimes)> {
        Ok(gpujit_nvptx::compile_nvvm(module, &options(opts))?)
    }

    /// As given: the driver compiles the PTX itself. The image's architecture
    /// is the module's `.target` (the one `opts` names when it has none).
    fn compile_ptx(
        &self,
        module: &PtxModule,
        opts: &CompileOptions,
    ) -> Result<(Image, StageTimes)> {
        let image = Image {
            format: ImageFormat::Ptx,
            arch: module.target().unwrap_or_else(|| options(opts).arch),
            bytes: module.text().as_bytes().to_vec(),
            kernels: module.kernels().to_vec(),
            refused: Vec::new(),
            coarse: None,
        };
        Ok((image, StageTimes::default()))
    }

    fn matrix_kinds(&self, opts: &CompileOptions) -> Result<Vec<crate::ir::MmaKind>> {
        let o = options(opts);
        Ok(gpujit_nvptx::mma::kinds(gpujit_nvptx::codegen::parse_arch(
            &o.arch,
        )?))
    }

    fn lowered_ir(&self, module: &PortableModule, opts: &CompileOptions) -> Result<String> {
        Ok(gpujit_nvptx::codegen::lowered_ir(module, &options(opts))?)
    }

    /// The newest SM LLVM targets that the device runs, and the newest PTX ISA both LLVM
    /// and the installed driver read.
    fn options_for_device(
        &self,
        device: &dyn Device,
        given: &CompileOptions,
    ) -> Result<DeviceOptions> {
        let (major, minor) = gpujit_nvptx::cuda::driver_version()?;
        let driver = (major * 1000 + minor * 10) as i32;
        let sm: u32 = device
            .info()
            .arch
            .trim_start_matches("sm_")
            .parse()
            .unwrap_or(0);
        Ok(DeviceOptions {
            opts: CompileOptions {
                arch: Some(gpujit_nvptx::codegen::arch_for_device(sm / 10, sm % 10)),
                ptx_version: Some(gpujit_nvptx::codegen::ptx_for_driver(driver)),
                ..given.clone()
            },
            key: format!("driver {driver}"),
            reason: format!(
                "the newest SM LLVM targets that the device runs, PTX for driver {driver}"
            ),
        })
    }

    /// PTX linked into a cubin for a CUDA device, so that a later process loads machine
    /// code without running the PTX JIT.
    fn finish_for_device(&self, image: &Image, device: &dyn Device) -> Result<Option<Image>> {
        Ok(gpujit_nvptx::cubin::link_for_device(image, device)?)
    }

    fn finished_key(&self) -> &'static str {
        " cubin"
    }

    fn open(&self, ordinal: u32) -> Result<Box<dyn Device>> {
        Ok(Box::new(gpujit_nvptx::CudaDevice::open(ordinal)?))
    }

    fn list_devices(&self) -> Result<Vec<DeviceInfo>> {
        Ok(gpujit_nvptx::list_devices()?)
    }
}
