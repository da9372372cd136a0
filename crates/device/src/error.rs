//! The error type shared by every backend.

use crate::{Backend, DeviceId, ParamType};

/// Result alias used throughout the device API.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong between a compiled image and a finished launch.
///
/// Each variant carries what a user needs to act: the library paths tried, the
/// driver's own code and message, the JIT log, the kernel and argument concerned.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A vendor library could not be opened.
    #[error("{backend}: could not open {library} (tried: {}): {reason}", tried.join(", "))]
    LibraryNotFound {
        /// Backend that needed the library.
        backend: Backend,
        /// Library name, e.g. `libcuda.so`.
        library: String,
        /// Every path or name that was tried, in order.
        tried: Vec<String>,
        /// The loader's message for the last attempt.
        reason: String,
    },
    /// A vendor library was found but lacks a symbol we require.
    #[error("{backend}: {library} lacks the symbol {symbol}: {reason}")]
    MissingSymbol {
        /// Backend that needed the symbol.
        backend: Backend,
        /// Path of the library that was opened.
        library: String,
        /// The missing symbol.
        symbol: String,
        /// The loader's message.
        reason: String,
    },
    /// The runtime loaded but reports no usable device.
    #[error("{backend}: no device available: {detail}")]
    NoDevice {
        /// Backend asked for.
        backend: Backend,
        /// The runtime's explanation.
        detail: String,
    },
    /// A driver or runtime call failed.
    #[error("{backend}: {call} failed with {name} ({code}): {message}")]
    Driver {
        /// Backend whose driver failed.
        backend: Backend,
        /// The API call, e.g. `cuMemAlloc`.
        call: &'static str,
        /// Numeric status code.
        code: i64,
        /// Symbolic status name, e.g. `CUDA_ERROR_INVALID_VALUE`.
        name: String,
        /// The driver's description of the status.
        message: String,
    },
    /// Device memory ran out.
    #[error("{backend}: out of device memory allocating {bytes} bytes")]
    OutOfMemory {
        /// Backend that ran out.
        backend: Backend,
        /// Size of the failed request.
        bytes: usize,
    },
    /// Host memory ran out (a copy back from the device, a staging buffer).
    #[error("out of host memory allocating {bytes} bytes for {what}")]
    HostOutOfMemory {
        /// Size of the failed request.
        bytes: usize,
        /// What the memory was for.
        what: String,
    },
    /// An image compiled for one architecture handed to a device of another
    /// that cannot run it (a cubin for `sm_90` on an `sm_80` device).
    #[error(
        "{backend}: cannot load a {format} for {image_arch} on this {device_arch} device{}",
        fmt_hint(hint)
    )]
    ArchMismatch {
        /// Backend asked to load.
        backend: Backend,
        /// Format of the image (`cubin`).
        format: String,
        /// Architecture the image was compiled for, as its header says.
        image_arch: String,
        /// The device's architecture.
        device_arch: String,
        /// What would load instead, possibly empty.
        hint: String,
    },
    /// The driver refused a code object; the JIT/linker log is attached.
    #[error(
        "{backend}: loading the module {module} failed ({status}){}",
        fmt_log(log)
    )]
    ModuleLoad {
        /// Backend that refused it.
        backend: Backend,
        /// Name of the module or the kernels it holds.
        module: String,
        /// The driver's status text.
        status: String,
        /// The JIT/linker error log, possibly empty.
        log: String,
    },
    /// The image's format cannot be loaded on this device.
    #[error("{backend}: cannot load a {format} image on this device")]
    WrongImageFormat {
        /// Backend asked to load.
        backend: Backend,
        /// Format of the image handed to it.
        format: String,
    },
    /// The image was built for a target the device cannot run (another
    /// processor, a generic family without it, other feature settings).
    #[error("{backend}: an image for {image} cannot be loaded on the {device} device: {reason}")]
    TargetMismatch {
        /// Backend asked to load.
        backend: Backend,
        /// The image's target, e.g. `gfx942` or `gfx11-generic (generic v1)`.
        image: String,
        /// The device's target as it reports it, e.g. `gfx1100`.
        device: String,
        /// Why they do not match.
        reason: String,
    },
    /// The kernel name is not in the module.
    #[error("unknown kernel `{name}`; the module has: {}", available.join(", "))]
    UnknownKernel {
        /// The requested name.
        name: String,
        /// Kernels the module does define.
        available: Vec<String>,
    },
    /// The kernel was in the module's source but refused when the module was
    /// compiled for this target (lifted from NVVM IR or translated from PTX):
    /// the module's other kernels load and run.
    #[error("kernel `{name}` was refused when its module was compiled: {reason}")]
    KernelRefused {
        /// The kernel's name.
        name: String,
        /// Why it could not be compiled for this target.
        reason: String,
    },
    /// The module has no variable of that name (a `__constant__` or `__device__`
    /// variable the compiler removed because no kernel used it is not there either).
    #[error("the module of {module} has no variable `{name}`{}", fmt_known(known))]
    UnknownGlobal {
        /// The requested symbol.
        name: String,
        /// The module's kernels, to say which module.
        module: String,
        /// Variables the module does define, where the backend can list them.
        known: Vec<String>,
    },
    /// Wrong number of kernel arguments.
    #[error("kernel `{kernel}` takes {expected} arguments, {got} were given")]
    ArgumentCount {
        /// Kernel launched.
        kernel: String,
        /// Declared parameter count.
        expected: usize,
        /// Arguments supplied.
        got: usize,
    },
    /// A kernel argument does not match its parameter's type.
    #[error("kernel `{kernel}` argument {index} (`{param}`): expected {expected}, got {got}")]
    ArgumentType {
        /// Kernel launched.
        kernel: String,
        /// Zero-based argument position.
        index: usize,
        /// Parameter name.
        param: String,
        /// Declared type.
        expected: ParamType,
        /// Supplied type.
        got: ParamType,
    },
    /// A launch configuration the device cannot execute.
    #[error("kernel `{kernel}`: invalid launch: {reason}")]
    InvalidLaunch {
        /// Kernel launched.
        kernel: String,
        /// Which limit was exceeded, with the numbers.
        reason: String,
    },
    /// A cooperative launch of more blocks than the device keeps resident at once.
    #[error(
        "kernel `{kernel}`: a cooperative launch of {blocks} blocks, more than the {max} the \
         device keeps resident at once"
    )]
    CooperativeTooLarge {
        /// Kernel launched.
        kernel: String,
        /// Blocks in the grid.
        blocks: u64,
        /// The most the device takes.
        max: u32,
    },
    /// A kernel faulted while running (illegal address, trap, ...).
    #[error("{backend}: kernel `{kernel}` faulted: {detail}")]
    KernelFault {
        /// Backend that ran it.
        backend: Backend,
        /// Kernel name.
        kernel: String,
        /// What the runtime reported.
        detail: String,
    },
    /// Memory, a module or a kernel argument of one device used on another: refused
    /// before any backend sees it, since an address means something else there.
    #[error("{what} belongs to {got}, not to {expected}, which was asked to use it")]
    WrongDevice {
        /// What was handed over (`argument 1 of kernel `saxpy``, `the memory read`).
        what: String,
        /// The device asked to use it.
        expected: DeviceId,
        /// The device it belongs to.
        got: DeviceId,
    },
    /// A raw device address passed to the checked launch, which takes buffers only.
    #[error(
        "kernel `{kernel}` argument {index} (`{param}`) is a raw device address: pass a \
         buffer, or launch with the unsafe `launch_unchecked`, which vouches for addresses"
    )]
    RawAddress {
        /// Kernel launched.
        kernel: String,
        /// Zero-based argument position.
        index: usize,
        /// Parameter name.
        param: String,
    },
    /// A texture object no device can make (see [`TextureDesc::check`](crate::TextureDesc::check)).
    #[error("invalid texture: {reason}")]
    InvalidTexture {
        /// What is wrong with it.
        reason: String,
    },
    /// A tensor-copy descriptor no device can make (see
    /// [`TensorMap2d::check`](crate::TensorMap2d::check)).
    #[error("invalid tensor map: {reason}")]
    InvalidTensorMap {
        /// What is wrong with it.
        reason: String,
    },
    /// A copy whose size or range does not fit the buffer.
    #[error("copy out of range: {detail}")]
    CopyRange {
        /// Sizes involved.
        detail: String,
    },
    /// The elapsed time of an event that was never recorded.
    #[error("{backend}: the event was never recorded, so it has no time")]
    EventNotRecorded {
        /// Backend of the event.
        backend: Backend,
    },
    /// The backend cannot do what was asked.
    #[error("{backend}: unsupported: {what}")]
    Unsupported {
        /// Backend asked.
        backend: Backend,
        /// What is not supported.
        what: String,
    },
}

fn fmt_known(known: &[String]) -> String {
    if known.is_empty() {
        String::new()
    } else {
        format!("; it has: {}", known.join(", "))
    }
}

fn fmt_hint(hint: &str) -> String {
    if hint.is_empty() {
        String::new()
    } else {
        format!(": {hint}")
    }
}

fn fmt_log(log: &str) -> String {
    let log = log.trim();
    if log.is_empty() {
        String::new()
    } else {
        format!("; log:\n{log}")
    }
}
