//! gpujit: write a GPU kernel once, JIT-compile it in-process for NVIDIA
//! (PTX), AMD (HSA code objects) or the host CPU, and launch it through one
//! [`Device`] trait.
//!
//! SAXPY (the README and the guide's quick start have it as a whole program):
//!
//! ```
//! # let n = 1000usize;
//! # let (xs, ys) = (vec![1.0f32; n], vec![2.0f32; n]);
//! use gpujit::ir::{self, Axis};
//! use gpujit::{DeviceExt, In, InOut, LaunchConfig};
//!
//! let (module, saxpy) = ir::kernel::<(f32, In<f32>, InOut<f32>, u32)>("saxpy", |k, (a, x, y, n)| {
//!     let i = k.global_id(Axis::X);
//!     k.if_(k.lt(i, n), |k| k.store(y, i, k.fma(a, k.load(x, i), k.load(y, i))));
//! })?;
//! let dev = gpujit::open("auto")?;                 // CUDA, then HIP, then the host CPU
//! let saxpy = dev.load(&gpujit::compile_for(dev.as_ref(), &module)?.image)?.typed(&saxpy)?;
//! let x = dev.upload(&xs)?;
//! let mut y = dev.upload(&ys)?;
//! saxpy.launch(&dev, &LaunchConfig::for_elems(n, 256), (2.0, &x, &mut y, n as u32))?;
//! let ys = dev.download(&y)?;
//! # assert_eq!(ys, vec![4.0; n]);
//! # Ok::<(), gpujit::Error>(())
//! ```
//!
//! Compilation goes through one [`backend::TargetBackend`] per target; the device layer
//! (buffers, modules, checked launches) is [`gpujit_device`], re-exported here. Kernels
//! imported from IR, and the library kernels, are launched with untyped arguments:
//!
//! ```
//! use gpujit::{DeviceExt, LaunchConfig};
//! let module = gpujit_kernels::saxpy::module()?;
//! let dev = gpujit::open("host")?;               // "auto" tries cuda, then hip, then host
//! let saxpy = gpujit::compile_for(dev.as_ref(), &module)?;
//! let k = dev.load(&saxpy.image)?.kernel("saxpy")?;
//! let x = dev.upload(&[1.0f32, 2.0])?;
//! let mut y = dev.upload(&[3.0f32, 4.0])?;
//! dev.launch(&k, &LaunchConfig::for_elems(2, 256), &[2.0f32.into(), (&x).into(), (&mut y).into(), 2u32.into()])?;
//! assert_eq!(dev.download(&y)?, vec![5.0, 8.0]);
//! # Ok::<(), gpujit::Error>(())
//! ```
#![deny(missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks)]

use std::fmt;
use std::str::FromStr;

pub use gpujit_amdgcn::CompileError as AmdgcnCompileError;
pub use gpujit_amdgcn_emu as amdgcn_emu;
pub use gpujit_device::Error as DeviceError;
pub use gpujit_device::{
    Access, Backend, Buffer, COARSE_FACTOR, COARSE_SUFFIX, Capabilities, CopyPath, Device,
    DeviceCopy, DeviceExt, DeviceId, DeviceInfo, DeviceMemory, Dim3, Forward, Image, ImageFormat,
    In, InOut, Kernel, KernelArg, KernelDef, KernelParam, KernelParams, KernelSignature,
    LaunchConfig, MAX_BY_VALUE, Module, Out, Param, ParamType, RefusedKernel, Running, ScalarType,
    TypedKernel, copy_between,
};
pub use gpujit_device::{BufferMut, BufferRef, Event, PinnedBuffer, Scope, Stream, printf};
pub use gpujit_device::{TENSOR_MAP_BYTES, TensorMap2d};
pub use gpujit_device::{Texture, TextureDesc, texture};
pub use gpujit_ir as ir;
pub use gpujit_kernels as kernels;

pub mod backend;
pub mod cache;
pub mod cuda;
#[cfg(doctest)]
mod guide;
pub mod isolated;
mod jit;
pub mod library;
pub mod persistent;
mod session;
pub mod specialize;
#[cfg(test)]
mod tests;
pub mod tiered;

pub use gpujit_ir::{NvvmModule, PortableModule, PtxModule};
pub use gpujit_nvptx::CompileError as NvptxCompileError;
pub use jit::{CubinLinker, Jit, coarsening_from_env};
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
    /// The CUDA C++ front end ([`cuda`]).
    #[error(transparent)]
    Cuda(#[from] gpujit_cuda::CudaError),
    /// A library kernel computed something other than its CPU reference.
    #[error("{kernel}: result differs from the CPU reference: {detail}")]
    Mismatch {
        /// Kernel run.
        kernel: String,
        /// The first difference found.
        detail: String,
    },
    /// A library kernel size that the kernel, the device or the host cannot
    /// take, refused before anything was allocated.
    #[error(transparent)]
    Size(#[from] library::SizeError),
    /// A job in a worker process (see [`isolated`]) produced no result.
    #[error(transparent)]
    Worker(#[from] isolated::WorkerError),
    /// The persistent-kernel runtime.
    #[error(transparent)]
    Runtime(#[from] persistent::RuntimeError),
    /// The tiered runtime.
    #[error(transparent)]
    Tiered(#[from] tiered::TieredError),
    /// Runtime specialization.
    #[error(transparent)]
    Specialize(#[from] specialize::SpecializeError),
    /// A shared compile cache that cannot be used as configured.
    #[error(transparent)]
    RemoteCache(#[from] cache::RemoteError),
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
    /// A device spec ([`open`]) whose ordinal is past the last device of its backend.
    #[error(
        "`{spec}` names {backend} device {ordinal}, but {backend} has {} device{}{}",
        present.len(),
        if present.len() == 1 { "" } else { "s" },
        fmt_present(present)
    )]
    NoSuchDevice {
        /// The spec given (`cuda:2`).
        spec: String,
        /// Its backend.
        backend: Backend,
        /// The ordinal asked for.
        ordinal: u32,
        /// The devices there are, as `spec name` (`cuda:0 NVIDIA H200`).
        present: Vec<String>,
    },
}

fn fmt_present(present: &[String]) -> String {
    if present.is_empty() {
        String::new()
    } else {
        format!(": {}", present.join(", "))
    }
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

    /// The target's [`backend::TargetBackend`].
    pub fn backend_impl(self) -> &'static dyn backend::TargetBackend {
        backend::get(self)
    }

    /// The architecture compiled for when none is given.
    pub fn default_arch(self) -> String {
        backend::get(self).default_arch()
    }

    /// The backend whose devices run this target's code.
    pub fn backend(self) -> Backend {
        backend::get(self).device_backend()
    }

    /// The target that compiles for devices of `backend`.
    pub fn for_backend(backend: Backend) -> Target {
        backend::for_device(backend).target()
    }
}

/// The names [`Target::from_str`] accepts, in messages.
const TARGET_NAMES: &str = "nvptx, amdgcn, host";

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(backend::get(*self).name())
    }
}

impl FromStr for Target {
    type Err = Error;
    fn from_str(s: &str) -> Result<Target> {
        backend::named(s)
            .map(|b| b.target())
            .ok_or_else(|| Error::UnknownName {
                what: "target",
                name: s.into(),
                expected: TARGET_NAMES,
            })
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
    /// For [`compile_for`]: what the device reported and what was compiled for it.
    pub for_device: Option<DeviceTarget>,
}

/// What [`compile_for`] compiled for a device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceTarget {
    /// The architecture string the device reports ([`device_arch`]:
    /// `gfx90a:sramecc+:xnack-`, `gfx1031`, `sm_86`).
    pub device: String,
    /// What gpujit compiled for it (`gfx90a:sramecc+:xnack-`,
    /// `gfx10-3-generic`, `sm_86`).
    pub compiled_for: String,
    /// Why that target.
    pub reason: String,
}

impl fmt::Display for DeviceTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the device reports {}; gpujit compiled for {} ({})",
            self.device, self.compiled_for, self.reason
        )
    }
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
    /// Host only: bounds-check every global and shared access and report reads of unwritten
    /// shared memory (see [`gpujit_host::HostOptions::checked`]).
    pub checked: bool,
    /// AMD only: compile for the generic processor of the architecture's
    /// family (`gfx1031` → `gfx10-3-generic`), whose code object runs on
    /// every member of the family; with [`compile_for`], instead of the
    /// device's own processor.
    pub generic: bool,
    /// AMD only: code object version 4, 5 or 6; `None` takes 5 (every ROCm 5
    /// and 6 runtime loads it), or 6 for a generic processor, which exists
    /// only from v6 on.
    pub code_object_version: Option<u32>,
    /// GPU targets: compile no coarsened variants ([`ir::coarsen`]), so that every
    /// launch runs the kernel's blocks as written and compiling does less work. By
    /// default an elementwise kernel gets a variant whose block does the work of
    /// [`COARSE_FACTOR`] blocks, launched in its place for large grids: code with one
    /// scalar element per thread then streams memory as fast as vector code.
    pub no_coarsening: bool,
}

/// Compiles a portable module for `target`.
pub fn compile(module: &PortableModule, target: Target, opts: &CompileOptions) -> Result<Compiled> {
    let (image, times) = backend::get(target).compile(module, opts)?;
    Ok(Compiled {
        image,
        times,
        for_device: None,
    })
}

/// Compiles an NVVM module for `target`. For NVIDIA it is compiled as its
/// producer wrote it (inline PTX and all: nothing is lifted, so nothing in it
/// can be refused); every other target compiles its lifted form
/// ([`NvvmModule::lift_each`]: a kernel that cannot be lifted is left out and
/// named, with its reason, in the image's `refused`; the module fails only
/// when no kernel lifts).
pub fn compile_nvvm(
    module: &NvvmModule,
    target: Target,
    opts: &CompileOptions,
) -> Result<Compiled> {
    let (image, times) = backend::get(target).compile_nvvm(module, opts)?;
    Ok(Compiled {
        image,
        times,
        for_device: None,
    })
}

/// Compiles an NVVM module for the architecture of `device` (see
/// [`compile_nvvm`] and [`compile_for`]).
pub fn compile_nvvm_for(device: &dyn Device, module: &NvvmModule) -> Result<Compiled> {
    let (target, opts, _, chosen) = options_for_device(device, &CompileOptions::default())?;
    let mut c = compile_nvvm(module, target, &opts)?;
    c.for_device = Some(chosen);
    Ok(c)
}

/// Compiles a PTX module for `target`: for NVIDIA the PTX as given (the
/// driver compiles it), for every other target its translation
/// ([`PtxModule::translate_each`]: a kernel that cannot be translated is left
/// out and named, with its reason, in the image's `refused`).
pub fn compile_ptx(module: &PtxModule, target: Target, opts: &CompileOptions) -> Result<Compiled> {
    let (image, times) = backend::get(target).compile_ptx(module, opts)?;
    Ok(Compiled {
        image,
        times,
        for_device: None,
    })
}

/// Compiles a PTX module for the architecture of `device` (see
/// [`compile_ptx`] and [`compile_for`]).
pub fn compile_ptx_for(device: &dyn Device, module: &PtxModule) -> Result<Compiled> {
    let (target, opts, _, chosen) = options_for_device(device, &CompileOptions::default())?;
    let mut c = compile_ptx(module, target, &opts)?;
    c.for_device = Some(chosen);
    Ok(c)
}

/// The matrix kinds ([`gpujit_ir::mma`]) that `target` runs on the
/// architecture `opts` names (its default when none): compiling a module
/// that uses another kind is an `IrError::MmaUnsupported` naming these.
pub fn matrix_kinds(target: Target, opts: &CompileOptions) -> Result<Vec<ir::MmaKind>> {
    backend::get(target).matrix_kinds(opts)
}

/// [`matrix_kinds`] of what [`compile_for`] compiles for `device`.
pub fn matrix_kinds_for(device: &dyn Device) -> Result<Vec<ir::MmaKind>> {
    let (target, opts, _, _) = options_for_device(device, &CompileOptions::default())?;
    matrix_kinds(target, &opts)
}

/// The module as the target's LLVM IR, after lowering and optimisation.
pub fn lowered_ir(
    module: &PortableModule,
    target: Target,
    opts: &CompileOptions,
) -> Result<String> {
    backend::get(target).lowered_ir(module, opts)
}

/// Compiles for AMD up to the relocatable object, before linking.
pub fn amdgcn_object(module: &PortableModule, opts: &CompileOptions) -> Result<Vec<u8>> {
    Ok(gpujit_amdgcn::codegen::compile_object(module, &backend::amdgcn_options(opts))?.0)
}

/// Compiles a portable module for the architecture of `device`. For NVIDIA the
/// PTX ISA is the newest both LLVM and the installed driver read. For AMD the
/// device's own processor, with the xnack/sramecc settings it reports, is
/// compiled for; its family's generic processor only when gpujit has no row
/// for the processor ([`gpujit_amdgcn::arch::arch_for_device`]).
/// [`Compiled::for_device`] says what the device reported and what was
/// compiled for it.
pub fn compile_for(device: &dyn Device, module: &PortableModule) -> Result<Compiled> {
    compile_for_with(device, module, &CompileOptions::default())
}

/// [`compile_for`] with options: `opts.arch`, when given, replaces the
/// device's; `opts.generic` asks AMD for the family's generic processor.
pub fn compile_for_with(
    device: &dyn Device,
    module: &PortableModule,
    opts: &CompileOptions,
) -> Result<Compiled> {
    let (target, opts, _, chosen) = options_for_device(device, opts)?;
    let mut c = compile(module, target, &opts)?;
    c.for_device = Some(chosen);
    Ok(c)
}

/// The target and options that compile for `device`, and what else decides
/// the result (the driver version, for NVIDIA), for cache keys.
pub fn options_for(device: &dyn Device) -> Result<(Target, CompileOptions, String)> {
    let (target, opts, extra, _) = options_for_device(device, &CompileOptions::default())?;
    Ok((target, opts, extra))
}

/// The architecture string a device reports: for an HIP device its full
/// `gcnArchName` with feature settings (`gfx90a:sramecc+:xnack-`), else
/// [`DeviceInfo::arch`].
pub fn device_arch(device: &dyn Device) -> String {
    backend::for_device(device.info().backend).device_arch(device)
}

fn options_for_device(
    device: &dyn Device,
    given: &CompileOptions,
) -> Result<(Target, CompileOptions, String, DeviceTarget)> {
    let b = backend::for_device(device.info().backend);
    let reported = b.device_arch(device);
    let backend::DeviceOptions {
        mut opts,
        key,
        mut reason,
    } = b.options_for_device(device, given)?;
    if let Some(arch) = &given.arch {
        opts.arch = Some(arch.clone());
        reason = "the architecture asked for".to_string();
    }
    let chosen = DeviceTarget {
        device: reported,
        compiled_for: opts.arch.clone().unwrap_or_else(|| b.default_arch()),
        reason,
    };
    Ok((b.target(), opts, key, chosen))
}

/// Opens device 0 of one backend: `cuda`/`nvptx`, `hip`/`amdgcn` or `host`.
pub fn open_backend(backend: Backend) -> Result<Box<dyn Device>> {
    backend::for_device(backend).open(0)
}

/// The names [`open`] accepts, in messages.
const DEVICE_SPECS: &str = "auto, cuda[:N], nvptx[:N], hip[:N], amdgcn[:N], host[:0], \
                            amdgcn-emu[:ARCH]";

/// Opens a device by its spec: `auto` (the first of CUDA, HIP, host that opens), a backend
/// with an optional ordinal (`cuda`, `cuda:1`, `nvptx:1`, `hip:0`, `amdgcn:1`, `host:0`; no
/// ordinal is device 0), or `amdgcn-emu`/`emu` (the AMDGCN emulator as gfx942;
/// `amdgcn-emu:gfx1100` picks the processor), which `auto` never picks: it is not a GPU.
/// Naming a GPU backend that is absent is an error, never a silent fall back to the CPU; an
/// ordinal past the last device is [`Error::NoSuchDevice`], listing the devices there are.
/// [`device_spec`] gives the spec of an open device, [`devices`] lists them all.
///
/// ```
/// let host = gpujit::open("host:0")?;
/// assert_eq!(gpujit::device_spec(host.info()), "host:0");
/// match gpujit::open("host:1") {
///     Err(gpujit::Error::NoSuchDevice { ordinal: 1, present, .. }) => assert_eq!(present.len(), 1),
///     other => panic!("{:?}", other.map(|d| d.info().clone())),
/// }
/// # Ok::<(), gpujit::Error>(())
/// ```
pub fn open(spec: &str) -> Result<Box<dyn Device>> {
    let unknown = || Error::UnknownName {
        what: "device",
        name: spec.into(),
        expected: DEVICE_SPECS,
    };
    let (name, rest) = match spec.split_once(':') {
        Some((name, rest)) => (name, Some(rest)),
        None => (spec, None),
    };
    match (name, rest) {
        ("auto", None) => Ok(open_auto().0),
        ("amdgcn-emu" | "emu", None) => Ok(open_emulator()),
        ("amdgcn-emu" | "emu", Some(arch)) => open_emulator_for(arch),
        (_, rest) => {
            let b = backend::named(name).ok_or_else(unknown)?;
            let ordinal = match rest {
                None => 0,
                Some(n) => n.parse::<u32>().map_err(|_| unknown())?,
            };
            open_ordinal(b, spec, ordinal)
        }
    }
}

/// Opens device `ordinal` of `b`, first checking that it exists.
fn open_ordinal(
    b: &dyn backend::TargetBackend,
    spec: &str,
    ordinal: u32,
) -> Result<Box<dyn Device>> {
    let present = b.list_devices()?;
    if ordinal as usize >= present.len() {
        return Err(Error::NoSuchDevice {
            spec: spec.to_string(),
            backend: b.device_backend(),
            ordinal,
            present: present
                .iter()
                .map(|d| format!("{} {}", device_spec(d), d.name))
                .collect(),
        });
    }
    b.open(ordinal)
}

/// The spec that [`open`] takes to open this device again: `cuda:1`, `hip:0`, `host:0`, or
/// for the emulator `amdgcn-emu:gfx942`.
pub fn device_spec(info: &DeviceInfo) -> String {
    if is_emulator(info) {
        format!("amdgcn-emu:{}", info.arch)
    } else {
        format!("{}:{}", info.backend, info.ordinal)
    }
}

/// What gpujit compiles for `device` ([`compile_for`] with no options), and why: the exact
/// architecture string the device reports ([`device_arch`]: the full `gcnArchName` on HIP)
/// beside the target chosen for it.
pub fn device_target(device: &dyn Device) -> Result<DeviceTarget> {
    Ok(options_for_device(device, &CompileOptions::default())?.3)
}

/// The AMDGCN emulator: gfx942 code objects executed instruction by
/// instruction on the host CPU (see [`gpujit_amdgcn_emu`]). It reports
/// [`Backend::Hip`], so [`compile_for`] compiles gfx942 code objects for it;
/// [`is_emulator`] tells it apart from a real AMD GPU.
pub fn open_emulator() -> Box<dyn Device> {
    Box::new(gpujit_amdgcn_emu::EmuDevice::new())
}

/// The AMDGCN emulator reporting processor `arch` (`gfx942`, `gfx90a`,
/// `gfx1100`, `gfx1151`, `gfx1201`, ...; `open("amdgcn-emu:gfx1100")` is the
/// same); a processor the emulator does not run is a `NoDevice` error
/// listing those it runs.
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

/// Opens the best device present: CUDA, then HIP, then the host CPU, which is
/// always there. Also returns why each GPU backend before it was passed over.
pub fn open_auto() -> (Box<dyn Device>, Vec<(Backend, Error)>) {
    let mut skipped = Vec::new();
    for b in backend::all() {
        match b.open(0) {
            Ok(d) => return (d, skipped),
            Err(e) => skipped.push((b.device_backend(), e)),
        }
    }
    (Box::new(gpujit_host::HostDevice::new()), skipped)
}

/// The host CPU as a device with warps of `warp_size` threads (a power of two
/// up to 64): 64 exercises wave64 behaviour without AMD hardware.
pub fn host_device_with_warp_size(warp_size: u32) -> Result<gpujit_host::HostDevice> {
    Ok(gpujit_host::HostDevice::with_warp_size(warp_size)?)
}

/// Every device of every backend (each ordinal: [`device_spec`] of each opens it), or why a
/// backend has none.
///
/// Several devices at once, as in the guide's chapter on devices: every device of one
/// backend, one compile per arch, a thread per device, a copy between two of them.
///
/// ```
/// # use gpujit::LaunchConfig;
/// # let wanted = gpujit::Backend::Host;
/// # let xs = vec![1.0f32; 1000];
/// # fn run_saxpy(dev: &dyn gpujit::Device, module: &gpujit::Module) -> gpujit::Result<()> {
/// #     let k = module.kernel("saxpy")?;
/// #     let x = dev.upload(&[1.0f32; 64])?;
/// #     let mut y = dev.upload(&[2.0f32; 64])?;
/// #     dev.launch(&k, &LaunchConfig::for_elems(64, 64), &[3.0f32.into(), (&x).into(), (&mut y).into(), 64u32.into()])?;
/// #     assert_eq!(dev.download(&y)?, vec![5.0; 64]);
/// #     Ok(())
/// # }
/// use gpujit::{Device, DeviceExt, Jit, cache::Cache};
///
/// let devs = gpujit::devices()                            // every backend, every ordinal
///     .into_iter()
///     .filter(|(backend, _)| *backend == wanted)          // Backend::Cuda, say
///     .flat_map(|(_, found)| found.unwrap_or_default())
///     .map(|info| gpujit::open(&gpujit::device_spec(&info)))    // "cuda:0", "cuda:1", ...
///     .collect::<gpujit::Result<Vec<_>>>()?;
/// let devs: Vec<&dyn Device> = devs.iter().map(|d| d.as_ref()).collect();
/// let jit = Jit::new(gpujit::open("host")?, Cache::new(None, 0, 64))?;
/// let modules = jit.load_on(&devs, &gpujit::kernels::saxpy::module()?)?;  // once per arch
/// std::thread::scope(|s| {
///     for (dev, module) in devs.iter().zip(&modules) {
///         s.spawn(move || run_saxpy(*dev, module));       // a thread per device
///     }
/// });
/// let (first, last) = (devs[0], devs[devs.len() - 1]);
/// let src = first.upload(&xs)?;
/// let mut dst = last.alloc::<f32>(xs.len())?;
/// let path = gpujit::copy_between(first, &src, last, &mut dst)?;  // PeerToPeer where it can
/// println!("copied {path}");
/// # assert_eq!(last.download(&dst)?, xs);
/// # Ok::<(), gpujit::Error>(())
/// ```
pub fn devices() -> Vec<(Backend, Result<Vec<DeviceInfo>>)> {
    backend::all()
        .iter()
        .map(|b| (b.device_backend(), b.list_devices()))
        .collect()
}
