//! gpujit: write a GPU kernel once, JIT-compile it in-process for NVIDIA
//! (PTX), AMD (HSA code objects) or the host CPU, and launch it through one
//! [`Device`] trait.
//!
//! ```
//! use gpujit::{DeviceExt, LaunchConfig};
//! let module = gpujit_kernels::saxpy::module()?;
//! let dev = gpujit::open("host")?;               // "auto" tries cuda, then hip, then host
//! let saxpy = gpujit::compile_for(dev.as_ref(), &module)?;
//! let k = dev.load(&saxpy.image)?.kernel("saxpy")?;
//! let x = dev.upload(&[1.0f32, 2.0])?;
//! let y = dev.upload(&[3.0f32, 4.0])?;
//! dev.launch(&k, &LaunchConfig::for_elems(2, 256), &[2.0f32.into(), (&x).into(), (&y).into(), 2u32.into()])?;
//! assert_eq!(dev.download(&y)?, vec![5.0, 8.0]);
//! # Ok::<(), gpujit::Error>(())
//! ```
#![deny(clippy::undocumented_unsafe_blocks)]

use std::fmt;
use std::str::FromStr;

pub use gpujit_amdgcn::CompileError as AmdgcnCompileError;
pub use gpujit_amdgcn_emu as amdgcn_emu;
pub use gpujit_device::Error as DeviceError;
pub use gpujit_device::{
    Backend, Buffer, Device, DeviceCopy, DeviceExt, DeviceInfo, DeviceMemory, Dim3, Forward, Image,
    ImageFormat, Kernel, KernelArg, KernelSignature, LaunchConfig, Module, Param, ParamType,
    ScalarType,
};
pub use gpujit_ir as ir;
pub use gpujit_kernels as kernels;

pub mod cache;
mod jit;
pub mod library;
pub mod persistent;
mod session;
pub mod tiered;

pub use gpujit_ir::PortableModule;
pub use gpujit_nvptx::CompileError as NvptxCompileError;
pub use jit::{CubinLinker, Jit};
pub use session::Session;

/// Version of the LLVM (and lld) linked into gpujit.
pub const LLVM_VERSION: &str = gpujit_lld::LLVM_VERSION;

/// Everything that can fail in gpujit.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Device, driver or launch errors.
    #[error(transparent)]
    Device(#[from] gpujit_device::Error),
    /// Building, parsing or lowering IR.
    #[error(transparent)]
    Ir(#[from] gpujit_ir::IrError),
    /// The NVIDIA compiler.
    #[error(transparent)]
    Nvptx(#[from] gpujit_nvptx::CompileError),
    /// The AMD compiler.
    #[error(transparent)]
    Amdgcn(#[from] gpujit_amdgcn::CompileError),
    /// A library kernel computed something other than its CPU reference.
    #[error("{kernel}: result differs from the CPU reference: {detail}")]
    Mismatch {
        /// Kernel run.
        kernel: String,
        /// The first difference found.
        detail: String,
    },
    /// The persistent-kernel runtime.
    #[error(transparent)]
    Runtime(#[from] persistent::RuntimeError),
    /// The tiered runtime.
    #[error(transparent)]
    Tiered(#[from] tiered::TieredError),
    /// A target or device name that gpujit does not know.
    #[error("unknown {what} `{name}`; expected one of: {expected}")]
    UnknownName {
        /// What was being named (target, device).
        what: &'static str,
        /// The name given.
        name: String,
        /// The accepted names.
        expected: &'static str,
    },
}

/// Result alias for this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A compilation target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// NVIDIA GPUs: PTX for the CUDA driver.
    Nvptx,
    /// AMD GPUs: HSA code objects for HIP.
    Amdgcn,
    /// The host CPU.
    Host,
}

impl Target {
    /// All targets.
    pub const ALL: [Target; 3] = [Target::Nvptx, Target::Amdgcn, Target::Host];

    /// The architecture compiled for when none is given.
    pub fn default_arch(self) -> String {
        match self {
            Target::Nvptx => "sm_80".into(),
            Target::Amdgcn => "gfx90a".into(),
            Target::Host => gpujit_host::codegen::host_arch(),
        }
    }

    /// The backend whose devices run this target's code.
    pub fn backend(self) -> Backend {
        match self {
            Target::Nvptx => Backend::Cuda,
            Target::Amdgcn => Backend::Hip,
            Target::Host => Backend::Host,
        }
    }

    /// The target that compiles for devices of `backend`.
    pub fn for_backend(backend: Backend) -> Target {
        match backend {
            Backend::Cuda => Target::Nvptx,
            Backend::Hip => Target::Amdgcn,
            Backend::Host => Target::Host,
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Target::Nvptx => "nvptx",
            Target::Amdgcn => "amdgcn",
            Target::Host => "host",
        })
    }
}

impl FromStr for Target {
    type Err = Error;
    fn from_str(s: &str) -> Result<Target> {
        match s {
            "nvptx" | "cuda" => Ok(Target::Nvptx),
            "amdgcn" | "hip" => Ok(Target::Amdgcn),
            "host" | "cpu" => Ok(Target::Host),
            _ => Err(Error::UnknownName {
                what: "target",
                name: s.into(),
                expected: "nvptx, amdgcn, host",
            }),
        }
    }
}

pub use gpujit_ir::lower::StageTimes;

/// A compiled image and how long each stage took.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// The loadable image.
    pub image: Image,
    /// Stage times.
    pub times: StageTimes,
}

/// Compile options beyond the target.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CompileOptions {
    /// Architecture (`sm_90`, `gfx942`); `None` takes [`Target::default_arch`].
    pub arch: Option<String>,
    /// Optimisation level 0–3; `None` takes the target's default (3 for GPUs, 2 for host).
    pub opt_level: Option<u8>,
    /// PTX ISA version ×10 for NVIDIA; `None` picks the newest LLVM emits.
    pub ptx_version: Option<u32>,
    /// Host only: bounds-check every global access (see [`gpujit_host::HostOptions::checked`]).
    pub checked: bool,
}

/// Compiles a portable module for `target`.
pub fn compile(module: &PortableModule, target: Target, opts: &CompileOptions) -> Result<Compiled> {
    let (image, times) = match TargetOptions::new(target, opts) {
        TargetOptions::Nvptx(o) => gpujit_nvptx::compile(module, &o)?,
        TargetOptions::Amdgcn(o) => gpujit_amdgcn::compile(module, &o)?,
        TargetOptions::Host(o) => gpujit_host::compile(module, &o)?,
    };
    Ok(Compiled { image, times })
}

/// The module as the target's LLVM IR, after lowering and optimisation.
pub fn lowered_ir(
    module: &PortableModule,
    target: Target,
    opts: &CompileOptions,
) -> Result<String> {
    Ok(match TargetOptions::new(target, opts) {
        TargetOptions::Nvptx(o) => gpujit_nvptx::codegen::lowered_ir(module, &o)?,
        TargetOptions::Amdgcn(o) => gpujit_amdgcn::codegen::lowered_ir(module, &o)?,
        TargetOptions::Host(o) => gpujit_host::codegen::lowered_ir(module, &o)?,
    })
}

/// Compiles for AMD up to the relocatable object, before linking.
pub fn amdgcn_object(module: &PortableModule, opts: &CompileOptions) -> Result<Vec<u8>> {
    Ok(gpujit_amdgcn::codegen::compile_object(module, &amdgcn_options(opts))?.0)
}

fn amdgcn_options(opts: &CompileOptions) -> gpujit_amdgcn::AmdgcnOptions {
    gpujit_amdgcn::AmdgcnOptions {
        arch: opts
            .arch
            .clone()
            .unwrap_or_else(|| Target::Amdgcn.default_arch()),
        opt_level: opts.opt_level.unwrap_or(3),
        ..Default::default()
    }
}

/// [`CompileOptions`] turned into one target's own options.
enum TargetOptions {
    Nvptx(gpujit_nvptx::NvptxOptions),
    Amdgcn(gpujit_amdgcn::AmdgcnOptions),
    Host(gpujit_host::HostOptions),
}

impl TargetOptions {
    fn new(target: Target, opts: &CompileOptions) -> Self {
        let arch = opts.arch.clone().unwrap_or_else(|| target.default_arch());
        match target {
            Target::Nvptx => TargetOptions::Nvptx(gpujit_nvptx::NvptxOptions {
                arch,
                ptx_version: opts.ptx_version,
                opt_level: opts.opt_level.unwrap_or(3),
            }),
            Target::Amdgcn => TargetOptions::Amdgcn(amdgcn_options(opts)),
            Target::Host => TargetOptions::Host(gpujit_host::HostOptions {
                opt_level: opts.opt_level.unwrap_or(2),
                checked: opts.checked,
            }),
        }
    }
}

/// Compiles a portable module for the architecture of `device`. For NVIDIA the
/// PTX ISA is the newest both LLVM and the installed driver read.
pub fn compile_for(device: &dyn Device, module: &PortableModule) -> Result<Compiled> {
    let (target, opts, _) = options_for(device)?;
    compile(module, target, &opts)
}

/// The target and options that compile for `device`, and what else decides
/// the result (the driver version, for NVIDIA), for cache keys.
pub fn options_for(device: &dyn Device) -> Result<(Target, CompileOptions, String)> {
    let info = device.info();
    let target = Target::for_backend(info.backend);
    let mut opts = CompileOptions {
        arch: Some(info.arch.clone()),
        ..Default::default()
    };
    let mut extra = String::new();
    if target == Target::Nvptx {
        let (major, minor) = gpujit_nvptx::cuda::driver_version()?;
        let driver = (major * 1000 + minor * 10) as i32;
        opts.ptx_version = Some(gpujit_nvptx::codegen::ptx_for_driver(driver));
        let sm: u32 = info.arch.trim_start_matches("sm_").parse().unwrap_or(0);
        opts.arch = Some(gpujit_nvptx::codegen::arch_for_device(sm / 10, sm % 10));
        extra = format!("driver {driver}");
    }
    Ok((target, opts, extra))
}

/// Opens device 0 of one backend: `cuda`/`nvptx`, `hip`/`amdgcn` or `host`.
pub fn open_backend(backend: Backend) -> Result<Box<dyn Device>> {
    Ok(match backend {
        Backend::Cuda => Box::new(gpujit_nvptx::CudaDevice::open(0)?),
        Backend::Hip => Box::new(gpujit_amdgcn::HipDevice::open(0)?),
        Backend::Host => Box::new(gpujit_host::HostDevice::new()),
    })
}

/// Opens a device by name: `auto` (the first of CUDA, HIP, host that opens),
/// `cuda`/`nvptx`, `hip`/`amdgcn`, `host`, or `amdgcn-emu`/`emu` (the AMDGCN
/// emulator as gfx942; `amdgcn-emu:gfx1100` picks the processor), which
/// `auto` never picks: it is not a GPU. Naming a GPU backend
/// that is absent is an error, never a silent fall back to the CPU.
pub fn open(spec: &str) -> Result<Box<dyn Device>> {
    match spec {
        "auto" => Ok(open_auto().0),
        "amdgcn-emu" | "emu" => Ok(open_emulator()),
        other => match other.strip_prefix("amdgcn-emu:") {
            Some(arch) => open_emulator_for(arch),
            None => open_backend(backend_named(other)?),
        },
    }
}

/// The AMDGCN emulator: gfx942 code objects executed instruction by
/// instruction on the host CPU (see [`gpujit_amdgcn_emu`]). It reports
/// [`Backend::Hip`], so [`compile_for`] compiles gfx942 code objects for it;
/// [`is_emulator`] tells it apart from a real AMD GPU.
pub fn open_emulator() -> Box<dyn Device> {
    Box::new(gpujit_amdgcn_emu::EmuDevice::new())
}

/// The AMDGCN emulator reporting processor `arch` (`gfx942`, `gfx90a`,
/// `gfx1100`, ...; `open("amdgcn-emu:gfx1100")` is the same).
pub fn open_emulator_for(arch: &str) -> Result<Box<dyn Device>> {
    gpujit_amdgcn_emu::EmuDevice::with_arch(arch)
        .map(|d| Box::new(d) as Box<dyn Device>)
        .map_err(|e| {
            Error::Device(gpujit_device::Error::NoDevice {
                backend: Backend::Hip,
                detail: e.to_string(),
            })
        })
}

/// Whether a device is the AMDGCN emulator rather than hardware.
pub fn is_emulator(info: &DeviceInfo) -> bool {
    gpujit_amdgcn_emu::is_emulator(info)
}

fn backend_named(name: &str) -> Result<Backend> {
    let target = name.parse::<Target>().map_err(|_| Error::UnknownName {
        what: "device",
        name: name.into(),
        expected: "auto, cuda, hip, host, amdgcn-emu",
    })?;
    Ok(target.backend())
}

/// Opens the best device present: CUDA, then HIP, then the host CPU, which is
/// always there. Also returns why each GPU backend before it was passed over.
pub fn open_auto() -> (Box<dyn Device>, Vec<(Backend, Error)>) {
    let mut skipped = Vec::new();
    for backend in [Backend::Cuda, Backend::Hip] {
        match open_backend(backend) {
            Ok(d) => return (d, skipped),
            Err(e) => skipped.push((backend, e)),
        }
    }
    (Box::new(gpujit_host::HostDevice::new()), skipped)
}

/// The host CPU as a device with warps of `warp_size` threads (a power of two
/// up to 64): 64 exercises wave64 behaviour without AMD hardware.
pub fn host_device_with_warp_size(warp_size: u32) -> Result<gpujit_host::HostDevice> {
    Ok(gpujit_host::HostDevice::with_warp_size(warp_size)?)
}

/// Every device of every backend, or why a backend has none.
pub fn devices() -> Vec<(Backend, Result<Vec<DeviceInfo>>)> {
    vec![
        (
            Backend::Cuda,
            gpujit_nvptx::list_devices().map_err(Error::from),
        ),
        (
            Backend::Hip,
            gpujit_amdgcn::list_devices().map_err(Error::from),
        ),
        (
            Backend::Host,
            Ok(vec![gpujit_host::HostDevice::new().info().clone()]),
        ),
    ]
}

#[cfg(test)]
mod tests;
